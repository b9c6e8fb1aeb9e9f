// The attribute's error comes with the item, unchanged: the compiler still type-checks the
// crate, so an unrelated type error is reported too (and the IDE keeps its completions).
use guard_macros::retention_safe;

pub struct Agent {
    pub history: Vec<String>,
}

impl Agent {
    #[retention_safe]
    pub fn forget(&mut self) -> usize {
        self.history.clear();
        self.history.len()
    }
}

fn main() {
    let mut agent = Agent { history: Vec::new() };
    let remaining: String = agent.forget();
    drop(remaining);
}
