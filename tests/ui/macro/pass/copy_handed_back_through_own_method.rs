// A copy of a borrowed history, cut and handed by value to a method of `self` whose value is
// given back: the caller keeps every message, so the annotated code compiles as is.
use guard_macros::retention_safe;

pub struct Window {
    pub max_messages: usize,
}

#[retention_safe]
impl Window {
    pub fn select(&self, history: &[String]) -> Vec<String> {
        let mut recent_history = history.to_vec();
        recent_history.truncate(8);
        self.limit(recent_history)
    }
}

impl Window {
    fn limit(&self, mut messages: Vec<String>) -> Vec<String> {
        while messages.len() > self.max_messages {
            messages.remove(0);
        }
        messages
    }
}

fn main() {
    let window = Window { max_messages: 2 };
    let history: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
    assert_eq!(window.select(&history), ["b", "c"]);
    assert_eq!(history.len(), 3);
}
