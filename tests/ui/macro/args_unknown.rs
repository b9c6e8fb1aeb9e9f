// A misspelt argument is an error at that argument.
use guard_macros::retention_safe;

pub struct Agent {
    pub scratch: Vec<String>,
}

impl Agent {
    #[retention_safe(windw = self.scratch)]
    pub fn reset(&mut self) {}
}

fn main() {}
