// A marked system notice (a budget hint, the working notes) replaced by its newer value: the
// `retain` removes only system messages carrying the marker, and a new system message is
// pushed. No conversation message goes, so the annotated code compiles as is.
use guard_macros::retention_safe;

pub struct ChatMessage {
    pub role: String,
    pub content: String,
}

impl ChatMessage {
    pub fn system(content: &str) -> Self {
        ChatMessage {
            role: "system".to_string(),
            content: content.to_string(),
        }
    }
}

#[retention_safe]
pub fn upsert_system_message(messages: &mut Vec<ChatMessage>, marker: &str, content: String) {
    messages.retain(|m| m.role != "system" || !m.content.starts_with(marker));
    messages.push(ChatMessage::system(&content));
}

fn main() {}
