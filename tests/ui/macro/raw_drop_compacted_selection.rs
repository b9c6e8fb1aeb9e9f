// A compaction builds a new list from the window's own messages, leaving out one tool's
// exchanges, and swaps it in with `mem::replace`: a raw drop of the messages left out, however
// the list is named (`compacted` read as a digest the host writes before session 48's round
// 94). Putting the old list back when a check fails restores the window: no second edit.
use guard_macros::retention_safe;

#[derive(Clone)]
pub struct ToolCall {
    pub id: String,
    pub name: String,
}

#[derive(Clone)]
pub enum Message {
    User { content: String },
    Assistant { content: Option<String>, tool_calls: Vec<ToolCall> },
    Tool { call_id: String, content: String },
}

pub struct ContextMemory {
    pub messages: Vec<Message>,
}

impl ContextMemory {
    fn validate(&self) -> Result<(), String> {
        Ok(())
    }

    #[retention_safe]
    pub fn compact_tool_exchanges(&mut self, tool_name: &str) -> Result<Vec<String>, String> {
        let mut removed_results = Vec::new();
        let mut compacted = Vec::with_capacity(self.messages.len());
        for message in &self.messages {
            match message {
                Message::Assistant { content, tool_calls } => {
                    let retained_calls: Vec<ToolCall> = tool_calls
                        .iter()
                        .filter(|call| call.name != tool_name)
                        .cloned()
                        .collect();
                    compacted.push(Message::Assistant {
                        content: content.clone(),
                        tool_calls: retained_calls,
                    });
                }
                Message::Tool { call_id, content } if call_id.starts_with(tool_name) => {
                    removed_results.push(content.clone())
                }
                other => compacted.push(other.clone()),
            }
        }
        let previous = std::mem::replace(&mut self.messages, compacted);
        if let Err(error) = self.validate() {
            self.messages = previous;
            return Err(error);
        }
        Ok(removed_results)
    }
}

fn main() {}
