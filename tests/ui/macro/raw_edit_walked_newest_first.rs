// A window taken by value, its first message kept and the rest walked newest first until a
// budget stops the walk: the caller's window is replaced without the messages in between.
use guard_macros::retention_safe;

#[derive(Clone)]
pub struct Message {
    pub text: String,
}

#[retention_safe]
pub fn compact(messages: Vec<Message>, budget: usize) -> Vec<Message> {
    if messages.len() <= 2 {
        return messages;
    }
    let first = messages[0].clone();
    let rest = &messages[1..];
    let mut kept = Vec::new();
    let mut used = first.text.len();
    for msg in rest.iter().rev() {
        if used + msg.text.len() > budget && !kept.is_empty() {
            break;
        }
        kept.push(msg.clone());
        used += msg.text.len();
    }
    kept.reverse();
    let mut result = vec![first];
    result.extend(kept);
    result
}

fn main() {}
