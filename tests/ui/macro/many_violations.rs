// Every violation in a body is reported, not just the first.
use guard_macros::retention_safe;

pub fn relevance(m: &str) -> f64 {
    m.len() as f64 / 100.0
}

pub fn summarize(m: &[String]) -> String {
    m.join(" ")
}

pub struct Agent {
    pub history: Vec<String>,
}

impl Agent {
    #[retention_safe]
    pub fn maintain(&mut self) {
        self.history.retain(|m| relevance(m) > 0.35);
        let summary = summarize(&self.history);
        let again = summarize(&[summary]);
        self.history = vec![again];
        self.history.truncate(20);
    }
}

fn main() {}
