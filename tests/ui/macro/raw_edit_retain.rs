// A relevance-filtered prune written directly on the history: the guard never sees it.
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

fn main() {}
