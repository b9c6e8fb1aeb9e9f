// Compaction that replaces the whole history with a model-written summary.
use guard_macros::retention_safe;

pub struct Llm;

impl Llm {
    pub fn summarize(&self, messages: &[String]) -> String {
        messages.join(" ")
    }
}

pub struct Agent {
    pub llm: Llm,
    pub messages: Vec<String>,
}

impl Agent {
    #[retention_safe]
    pub fn compact(&mut self) {
        let summary = self.llm.summarize(&self.messages);
        self.messages = vec![summary];
    }
}

fn main() {}
