// The second compaction summarises the previous summary: compression error compounds.
use guard_macros::retention_safe;

pub fn summarize(text: &str) -> String {
    text.chars().take(40).collect()
}

pub struct Agent {
    pub running_summary: String,
    pub recent: Vec<String>,
}

impl Agent {
    #[retention_safe]
    pub fn roll_up(&mut self) {
        let prompt = format!("{}\n{}", self.running_summary, self.recent.join("\n"));
        self.running_summary = summarize(&prompt);
    }
}

fn main() {}
