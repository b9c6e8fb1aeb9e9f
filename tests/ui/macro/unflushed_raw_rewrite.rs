// With `store = ...`, a raw rewrite before the store is synced is reported too.
use guard_macros::retention_safe;

pub struct Archive {
    pub lines: Vec<String>,
}

impl Archive {
    pub fn sync(&mut self, lines: &[String]) {
        self.lines.extend_from_slice(lines);
    }
}

pub fn condense(lines: &[String]) -> String {
    lines.join(" ")
}

pub struct Agent {
    pub history: Vec<String>,
    pub archive: Archive,
}

impl Agent {
    #[retention_safe(store = self.archive)]
    pub fn compact(&mut self) {
        let summary = condense(&self.history);
        let old = std::mem::replace(&mut self.history, vec![summary]);
        self.archive.sync(&old);
    }
}

fn main() {}
