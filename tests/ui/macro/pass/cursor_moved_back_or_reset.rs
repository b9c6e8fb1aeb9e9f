// Start indexes of what a window sends that cut nothing: a coverage cursor moved forward as
// turns are summarised and moved back through `checked_sub` when a summary is undone (the
// passed turns are sent again), and a floor moved forward to copy the newest turns and reset
// to 0 on the same path. The annotated code compiles as is.
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
        self.covered_through = self.covered_through.and_then(|c| c.checked_sub(turns));
    }

    pub fn sent(&self) -> Vec<&Turn> {
        self.turns
            .iter()
            .filter(|turn| self.covered_through.is_none_or(|covered| turn.id > covered))
            .collect()
    }
}

pub struct Context {
    pub turns: Vec<String>,
    pub floor: usize,
}

#[retention_safe]
impl Context {
    pub fn recent(&mut self, keep: usize) -> Vec<String> {
        self.floor = self.turns.len().saturating_sub(keep);
        let recent = self.sent().to_vec();
        self.floor = 0;
        recent
    }

    pub fn sent(&self) -> &[String] {
        &self.turns[self.floor..]
    }
}

fn main() {
    let mut context = Context {
        turns: vec!["a".to_string(), "b".to_string(), "c".to_string()],
        floor: 0,
    };
    assert_eq!(context.recent(2), ["b", "c"]);
    assert_eq!(context.sent().len(), 3);
    let mut history = History {
        turns: vec![Turn { id: 1, text: "a".to_string() }],
        covered_through: None,
        summary_messages: Vec::new(),
    };
    history.record_summary(1, "summary".to_string());
    history.uncover(1);
    assert_eq!(history.sent()[0].text, "a");
}
