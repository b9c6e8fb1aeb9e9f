// On an impl block, every method is checked.
use guard_macros::retention_safe;

pub struct Agent {
    pub history: Vec<String>,
}

#[retention_safe]
impl Agent {
    pub fn newest(&self) -> Option<&String> {
        self.history.last()
    }

    pub fn forget_newest(&mut self) {
        self.history.pop();
    }

    pub fn forget_all(&mut self) {
        self.history.clear();
    }
}

fn main() {}
