// `window = ...` names a window the heuristics cannot know about.
use guard_macros::retention_safe;

pub struct Agent {
    pub scratch: Vec<String>,
}

impl Agent {
    #[retention_safe(window = self.scratch)]
    pub fn reset(&mut self) {
        self.scratch.clear();
    }
}

fn main() {}
