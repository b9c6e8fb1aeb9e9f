// A window taken by value and returned rebuilt from its system messages, a block the host
// writes about the earlier turns and the newest turns past a position: the caller's window is
// replaced without the earlier turns.
use guard_macros::retention_safe;

#[derive(Clone)]
pub struct ChatMessage {
    pub role: String,
    pub content: String,
}

impl ChatMessage {
    pub fn system(text: &str) -> Self {
        ChatMessage { role: "system".into(), content: text.into() }
    }
}

#[retention_safe]
pub fn condense(messages: Vec<ChatMessage>, keep: usize) -> Vec<ChatMessage> {
    let system: Vec<ChatMessage> = messages.iter().filter(|m| m.role == "system").cloned().collect();
    let conv: Vec<&ChatMessage> = messages.iter().filter(|m| m.role != "system").collect();
    let keep_from = conv.len().saturating_sub(keep);
    let note = format!("{keep_from} earlier messages");
    let mut condensed = system;
    condensed.push(ChatMessage::system(&note));
    for m in conv.iter().skip(keep_from) {
        condensed.push((*m).clone());
    }
    condensed
}

fn main() {}
