// A window taken by value and returned as the items an adaptor lets through: the caller's
// window is replaced with the newest `keep` messages.
use guard_macros::retention_safe;

pub struct Message {
    pub content: String,
}

#[retention_safe]
pub fn keep_recent(messages: Vec<Message>, keep: usize) -> Vec<Message> {
    let n = messages.len();
    messages.into_iter().skip(n.saturating_sub(keep)).collect()
}

fn main() {}
