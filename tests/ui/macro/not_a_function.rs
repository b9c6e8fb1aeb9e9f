// The attribute goes on functions, methods and impl blocks.
use guard_macros::retention_safe;

#[retention_safe]
pub struct Agent {
    pub history: Vec<String>,
}

fn main() {}
