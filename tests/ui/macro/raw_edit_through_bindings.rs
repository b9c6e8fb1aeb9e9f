// Real agents prune through bindings, locks and helper parameters, not just `self.history`.
use std::sync::Mutex;

use guard_macros::retention_safe;

pub struct ChatMessage {
    pub content: String,
}

pub struct Agent {
    pub history: Vec<ChatMessage>,
    pub turns: Mutex<Vec<ChatMessage>>,
}

impl Agent {
    #[retention_safe]
    pub fn slide(&mut self, keep: usize) {
        let h = &mut self.history;
        let cut = h.len().saturating_sub(keep);
        h.drain(..cut);
        self.turns.lock().unwrap().pop();
    }
}

#[retention_safe]
pub fn forget_tool_output(items: &mut Vec<ChatMessage>) {
    items.swap_remove(0);
}

fn main() {}
