// A history whose own request builder sends only the entries from the last preamble on: the
// summary pushed as a preamble, through a method of the same impl block, stands in for every
// entry before it, a rewrite beside the guard.
use guard_macros::retention_safe;

pub enum LedgerItem {
    Preamble { text: String },
    Human { text: String },
}

pub struct Ledger {
    items: Vec<LedgerItem>,
}

#[retention_safe]
impl Ledger {
    fn add_preamble(&mut self, text: String) {
        self.items.push(LedgerItem::Preamble { text });
    }

    pub fn add_human(&mut self, text: String) {
        self.items.push(LedgerItem::Human { text });
    }

    pub fn fold(&mut self, summary: String) {
        self.add_preamble(format!("[recap] {summary}"));
    }

    pub fn request(&self) -> Vec<&LedgerItem> {
        let start = self
            .items
            .iter()
            .rposition(|item| matches!(item, LedgerItem::Preamble { .. }))
            .unwrap_or(0);
        self.items[start..].iter().collect()
    }
}

fn main() {}
