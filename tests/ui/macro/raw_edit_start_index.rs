// A start index of what the window sends, moved forward: the turns below it are never sent
// again, though the vector keeps them.
use guard_macros::retention_safe;

pub struct Context {
    pub turns: Vec<String>,
    pub floor: usize,
}

#[retention_safe]
impl Context {
    pub fn evict(&mut self, keep: usize) {
        self.floor = self.turns.len() - keep;
    }

    pub fn sent(&self) -> &[String] {
        &self.turns[self.floor..]
    }

    pub fn reset(&mut self) {
        self.floor = 0;
    }
}

fn main() {}
