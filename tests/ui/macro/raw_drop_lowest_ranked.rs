// Under a token budget, a loop ranks the messages by role and removes the lowest-ranked one: a
// raw drop chosen by a score the host computes, not a cut by position (a raw truncate before
// session 47's round 93), reported where the message is removed.
use guard_macros::retention_safe;

pub struct ChatMessage {
    pub role: String,
    pub content: String,
}

pub struct ChatHistory {
    pub messages: Vec<ChatMessage>,
    pub max_tokens: usize,
}

fn estimate(m: &ChatMessage) -> usize {
    m.content.len() / 4
}

impl ChatHistory {
    #[retention_safe]
    pub fn smart_trim(&mut self) {
        let mut total: usize = self.messages.iter().map(estimate).sum();
        while total > self.max_tokens && self.messages.len() > 1 {
            let mut best_index = None;
            let mut lowest_score = i32::MAX;
            for i in 1..self.messages.len() {
                let score = match self.messages[i].role.as_str() {
                    "tool" => 10,
                    "assistant" => 50,
                    _ => 40,
                };
                if score < lowest_score {
                    lowest_score = score;
                    best_index = Some(i);
                }
            }
            if let Some(idx) = best_index {
                let removed = self.messages.remove(idx);
                total = total.saturating_sub(estimate(&removed));
            } else {
                break;
            }
        }
    }
}

fn main() {}
