// A coverage cursor moved forward as the turns it passes are summarised: the projection sends
// only the turns past it, so the turns below it are never sent again, though the vector keeps
// them.
use guard_macros::retention_safe;

pub struct Turn {
    pub id: u64,
    pub text: String,
}

pub struct History {
    pub turns: Vec<Turn>,
    pub covered_through: Option<u64>,
    pub summary_messages: Vec<String>,
}

#[retention_safe]
impl History {
    pub fn record_summary(&mut self, id_end: u64, summary: String) {
        self.covered_through = Some(
            self.covered_through
                .map_or(id_end, |current| current.max(id_end)),
        );
        self.summary_messages.push(summary);
    }

    pub fn sent(&self) -> Vec<&Turn> {
        self.turns
            .iter()
            .filter(|turn| self.covered_through.is_none_or(|covered| turn.id > covered))
            .collect()
    }
}

fn main() {}
