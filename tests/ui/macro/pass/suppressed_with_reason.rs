// A suppressed site with a stated reason compiles; the attribute strips the suppression.
use guard_macros::{retention_allow, retention_safe};

pub struct Agent {
    pub history: Vec<String>,
    pub scratch_messages: Vec<String>,
}

impl Agent {
    #[retention_safe]
    pub fn new_scratch(&mut self) {
        #[retention_allow(raw-window-edit, reason = "scratch copy, rebuilt from the window every turn")]
        self.scratch_messages.clear();
        self.scratch_messages.extend(self.history.iter().cloned());
    }
}

impl Agent {
    // Before #[retention_safe] on the same item: the whole body is covered.
    #[retention_allow(raw-window-edit, reason = "explicit user request to forget the session")]
    #[retention_safe]
    pub fn forget_session(&mut self) {
        self.history.clear();
        self.scratch_messages.clear();
    }
}

// On an item, the attribute works without #[retention_safe] too (for the linter).
#[retention_allow(RG002, reason = "test helper, never called by the agent")]
pub fn clear_for_tests(agent: &mut Agent) {
    agent.history.clear();
}

fn main() {
    let mut agent = Agent {
        history: vec!["Do not call the payments API without an idempotency key.".into()],
        scratch_messages: vec!["stale".into()],
    };
    agent.new_scratch();
    assert_eq!(agent.scratch_messages, agent.history);
    agent.forget_session();
    assert!(agent.history.is_empty() && agent.scratch_messages.is_empty());
    agent.history.push("new session".into());
    clear_for_tests(&mut agent);
    assert!(agent.history.is_empty());
}
