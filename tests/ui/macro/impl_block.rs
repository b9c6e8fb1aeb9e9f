// On an impl block, every method is checked.
use guard_macros::retention_safe;

pub struct Agent {
    pub history: Vec<String>,
    pub scratch: Vec<String>,
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

    // A method with its own attribute (and arguments) is checked once, by that attribute.
    #[retention_safe(window = self.scratch)]
    pub fn reset_scratch(&mut self) {
        self.scratch.clear();
    }
}

fn main() {}
