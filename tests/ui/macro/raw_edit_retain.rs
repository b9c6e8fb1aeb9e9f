// A relevance-filtered prune written directly on the history: the guard never sees it.
// The only error is the attribute's: the method and its callers still type-check.
use guard_macros::retention_safe;

pub struct Message {
    pub text: String,
    pub relevance: f64,
}

pub struct Agent {
    pub history: Vec<Message>,
}

impl Agent {
    #[retention_safe]
    pub fn prune(&mut self) {
        self.history.retain(|m| m.relevance >= 0.35);
    }
}

fn main() {
    // The item is emitted next to the error: this call still resolves (no second error).
    let mut agent = Agent { history: Vec::new() };
    agent.prune();
    let _: &str = &agent.history[0].text;
}
