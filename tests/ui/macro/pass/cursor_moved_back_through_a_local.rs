// A coverage cursor moved forward as turns are summarised and moved back through a local bound
// to its own value when a summary is undone (`if let Some(c) = self.covered_through`): the
// passed turns are sent again, so the forward move cuts nothing. The annotated code compiles
// as is.
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

    pub fn uncover(&mut self, turns: u64) {
        if let Some(c) = self.covered_through {
            self.covered_through = Some(c.saturating_sub(turns));
        }
    }

    pub fn sent(&self) -> Vec<&Turn> {
        self.turns
            .iter()
            .filter(|turn| self.covered_through.is_none_or(|covered| turn.id > covered))
            .collect()
    }
}

fn main() {
    let mut history = History {
        turns: vec![Turn { id: 1, text: "hi".into() }, Turn { id: 2, text: "ok".into() }],
        covered_through: None,
        summary_messages: Vec::new(),
    };
    history.record_summary(1, "greeting".into());
    history.uncover(1);
    assert_eq!(history.sent().len(), 2);
    assert_eq!(history.turns[0].text, "hi");
}
