// Swapping the history out, overwriting one message, and rewriting every message in place.
use guard_macros::retention_safe;

pub struct Message {
    pub content: String,
}

pub struct Agent {
    pub transcript: Vec<Message>,
}

impl Agent {
    #[retention_safe]
    pub fn reset(&mut self) -> Vec<Message> {
        std::mem::take(&mut self.transcript)
    }

    #[retention_safe]
    pub fn redact_first(&mut self) {
        self.transcript[0] = Message { content: String::new() };
    }

    #[retention_safe]
    pub fn shorten_all(&mut self) {
        for m in self.transcript.iter_mut() {
            m.content = m.content.chars().take(80).collect();
        }
    }
}

fn main() {}
