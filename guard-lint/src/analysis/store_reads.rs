//! Methods that read rows back from a database: `fn fetch_messages(&self)` whose body runs
//! `SELECT role, content FROM messages WHERE session_id = ?1` or the graph query `MATCH
//! (s:Session {id: $id})-[:HAS_MESSAGE]->(m) RETURN m.role, m.content`. A window replaced with
//! what such a method returns is reloaded from the store that keeps every message, as it is
//! when the same read is written inline (`self.history = self.db.load_history(id)?`).

use syn::visit::{self, Visit};
use syn::{ImplItemFn, Lit};

/// The method's body holds a query that reads rows (a SQL `SELECT`, or a Cypher `MATCH` that
/// `RETURN`s them), in a string literal.
pub(crate) fn runs_read_query(method: &ImplItemFn) -> bool {
    let mut finder = ReadQuery(false);
    finder.visit_block(&method.block);
    finder.0
}

/// `text` is a reading query: it starts with `SELECT`, or with `MATCH` and returns rows.
fn is_read_query(text: &str) -> bool {
    let upper = text.trim_start().to_ascii_uppercase();
    upper.starts_with("SELECT ") || (upper.starts_with("MATCH ") && upper.contains(" RETURN "))
}

/// Finds a string literal that is a reading query.
struct ReadQuery(bool);

impl Visit<'_> for ReadQuery {
    fn visit_lit(&mut self, lit: &Lit) {
        if let Lit::Str(s) = lit
            && is_read_query(&s.value().replace(['\n', '\r', '\t'], " "))
        {
            self.0 = true;
        }
        visit::visit_lit(self, lit);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_are_selects_and_matches_that_return() {
        assert!(is_read_query("  select role, content from messages"));
        assert!(is_read_query("MATCH (s)-[:HAS]->(m) RETURN m.content"));
        assert!(!is_read_query("MATCH (s)-[r]->(m) DELETE r, m"));
        assert!(!is_read_query("DELETE FROM messages WHERE id = ?1"));
        assert!(!is_read_query("selected items"));
    }
}
