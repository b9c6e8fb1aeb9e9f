// A history whose own request builder finds the last preamble through a method of the impl
// block (`self.last_preamble()`), a token counter before it counting from the same entry: the
// summary handed to a wrapper that forwards it to the method pushing a preamble stands in for
// every entry before it, a rewrite beside the guard.
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
    pub fn active_count(&self) -> usize {
        let start = self.last_preamble().unwrap_or(0);
        self.items[start..].len()
    }

    fn last_preamble(&self) -> Option<usize> {
        self.items
            .iter()
            .rposition(|item| matches!(item, LedgerItem::Preamble { .. }))
    }

    fn add_preamble(&mut self, text: String) {
        self.items.push(LedgerItem::Preamble { text });
    }

    fn record_recap(&mut self, text: String) {
        self.add_preamble(format!("[recap] {text}"));
    }

    pub fn add_human(&mut self, text: String) {
        self.items.push(LedgerItem::Human { text });
    }

    pub fn fold(&mut self, summary: String) {
        self.record_recap(summary);
    }

    pub fn request(&self) -> Vec<&LedgerItem> {
        let start = self.last_preamble().unwrap_or(0);
        self.items[start..].iter().collect()
    }
}

fn main() {}
