// A suppression silences only the rule it names.
use guard_macros::retention_safe;

pub fn relevance(m: &str) -> f64 {
    m.len() as f64 / 100.0
}

pub struct Agent {
    pub history: Vec<String>,
}

impl Agent {
    #[retention_safe]
    pub fn prune(&mut self) {
        #[retention_allow(self-conditioned-score, reason = "scores are recomputed identically every turn")]
        self.history.retain(|m| relevance(m) > 0.35);
    }
}

fn main() {}
