// Old tool outputs cleared through a local bound to a mutable range of the window (`let
// Some(old) = self.transcript.get_mut(1..cut) else { .. }`, `let old = &mut
// self.transcript[1..cut]`): the local holds the window's items, and writing a stub over
// them edits the window.
use guard_macros::retention_safe;

pub struct Message {
    pub role: String,
    pub content: String,
}

pub struct Agent {
    pub transcript: Vec<Message>,
}

const CLEARED: &str = "[earlier tool output cleared]";

impl Agent {
    #[retention_safe]
    pub fn clear_stale_tool_results(&mut self, cut: usize) {
        let Some(old) = self.transcript.get_mut(1..cut) else {
            return;
        };
        for m in old {
            if m.role == "tool" && m.content.len() > 1_000 {
                m.content = CLEARED.to_string();
            }
        }
    }

    #[retention_safe]
    pub fn clear_borrowed_range(&mut self, cut: usize) {
        let old = &mut self.transcript[1..cut];
        for m in old {
            if m.role == "tool" && m.content.len() > 1_000 {
                m.content = CLEARED.to_string();
            }
        }
    }
}

fn main() {}
