// An agent that edits its window only through the guard: scores settle for a turn, the store is
// flushed before a rewrite, refusals are resolved by re-injecting the verbatim span.
use guard_core::{GuardError, GuardedWindow, MemoryStore, RetentionPolicy, Score, SpanId};
use guard_macros::retention_safe;

pub struct Agent {
    pub window: GuardedWindow<MemoryStore>,
    pub pending: Vec<(SpanId, Score)>,
}

#[retention_safe(window = self.window)]
impl Agent {
    pub fn observe(&mut self, text: &str) -> SpanId {
        self.window.push(text)
    }

    /// Score this turn; the scores justify edits only from the next turn on.
    pub fn score_all(&mut self, relevance: impl Fn(&str) -> f64) {
        let ids: Vec<(SpanId, f64)> = self
            .window
            .spans()
            .map(|s| (s.id(), relevance(s.text())))
            .collect();
        for (id, value) in ids {
            let score = self.window.score(id, value);
            self.pending.push((id, score));
        }
        self.window.next_turn();
    }

    /// Drop with settled scores; a refusal re-injects what it names.
    pub fn prune(&mut self, tau: f64) -> Result<usize, GuardError> {
        self.window.flush()?;
        let mut dropped = 0;
        for (id, score) in std::mem::take(&mut self.pending) {
            if score.value() >= tau {
                continue;
            }
            match self.window.drop_span(id, &score) {
                Ok(_) => dropped += 1,
                Err(GuardError::Refused(refusal)) => {
                    self.window.resolve(&refusal)?;
                }
                Err(other) => return Err(other),
            }
        }
        Ok(dropped)
    }
}

fn main() {
    let mut agent = Agent {
        window: GuardedWindow::new(MemoryStore::new(), RetentionPolicy::default()),
        pending: Vec::new(),
    };
    agent.observe("Do not call the payments API without an idempotency key.");
    agent.observe("The weather was nice.");
    agent.score_all(|_| 0.1);
    let dropped = agent.prune(0.35).expect("the guard decides, it does not fail");
    // Whatever was dropped, the constraint is still in the window (or was re-injected).
    assert!(agent.window.spans().any(|s| s.text().starts_with("Do not call")));
    assert!(dropped <= 2);
}
