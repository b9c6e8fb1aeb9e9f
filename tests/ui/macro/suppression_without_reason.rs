// A suppression must say why the site is safe, and name a real rule.
use guard_macros::retention_safe;

pub struct Agent {
    pub history: Vec<String>,
}

impl Agent {
    #[retention_safe]
    pub fn reset(&mut self) {
        #[retention_allow(raw-window-edit)]
        self.history.clear();
        #[retention_allow(raw-windw-edit, reason = "typo in the rule")]
        self.history.pop();
    }
}

// On an item, for the linter: the reason is checked too.
#[guard_macros::retention_allow(unguarded-drop)]
pub fn reset_all(agent: &mut Agent) {
    agent.history.clear();
}

fn main() {}
