// Reading the window and appending model replies are not edits: annotated code compiles as is.
use guard_macros::retention_safe;

pub struct Llm;

impl Llm {
    pub fn chat(&self, history: &[String]) -> String {
        format!("reply to {} messages", history.len())
    }
}

pub struct Agent {
    pub llm: Llm,
    pub history: Vec<String>,
}

#[retention_safe]
impl Agent {
    pub fn turn(&mut self, user: &str) -> &str {
        self.history.push(user.to_string());
        let reply = self.llm.chat(&self.history);
        self.history.push(reply);
        self.history.last().map(String::as_str).unwrap_or_default()
    }

    pub fn transcript(&self) -> String {
        self.history.join("\n")
    }
}

fn main() {
    let mut agent = Agent { llm: Llm, history: Vec::new() };
    assert_eq!(agent.turn("hello"), "reply to 1 messages");
    assert_eq!(agent.transcript(), "hello\nreply to 1 messages");
}
