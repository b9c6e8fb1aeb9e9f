//! The agent loop on a guarded window: every drop and rewrite goes through `GuardedWindow`,
//! which keeps a verbatim copy in the store, refuses what the design note forbids, and lets
//! the agent re-inject what it refused instead.

use std::collections::HashMap;

use guard_core::{GuardError, GuardedWindow, Score, SpanId, SqliteStore};
use guard_macros::retention_safe;

use crate::model::StubModel;

/// Text prefix marking a tool's output in the window.
pub const TOOL_PREFIX: &str = "tool: ";

/// A chat agent whose context window is guarded.
#[derive(Debug)]
pub struct Agent {
    model: StubModel,
    window: GuardedWindow<SqliteStore>,
    /// The operator's instructions: never scored, so never dropped or summarised.
    instructions: SpanId,
    /// Relevance scores from the previous turn: the only scores edits may rely on.
    settled: HashMap<SpanId, Score>,
    max_tokens: usize,
    compact_after: usize,
}

impl Agent {
    /// An agent bound by the operator's `instructions`, keeping its verbatim record in `store`.
    pub fn new(instructions: &str, store: SqliteStore, max_tokens: usize) -> Self {
        let mut window = GuardedWindow::new(store, guard_core::RetentionPolicy::default());
        let instructions = window.push(instructions);
        Agent {
            model: StubModel::default(),
            window,
            instructions,
            settled: HashMap::new(),
            max_tokens,
            compact_after: 5,
        }
    }

    /// The context window, read-only.
    pub fn transcript(&self) -> Vec<String> {
        self.window.spans().map(|s| s.text().to_owned()).collect()
    }

    /// Record a tool's output.
    pub fn observe_tool_result(&mut self, output: &str) {
        self.window.push(format!("{TOOL_PREFIX}{output}"));
    }

    /// One turn: answer, tidy the window with last turn's scores, then score for next turn.
    pub fn run_turn(&mut self, user_input: &str) -> Result<String, GuardError> {
        self.window.push(user_input);
        let reply = self.model.complete(user_input);
        self.window.push(reply.clone());
        self.maintain_context()?;
        self.score_for_next_turn(user_input);
        self.window.next_turn();
        Ok(reply)
    }

    /// Edits justified only by settled scores, each through the guard.
    #[retention_safe(window = self.window)]
    fn maintain_context(&mut self) -> Result<(), GuardError> {
        self.window.flush()?;
        self.drop_low_relevance()?;
        if self.window.len() > self.compact_after {
            self.compact()?;
        }
        if self.window.bytes() / 4 > self.max_tokens {
            self.drop_low_relevance()?;
        }
        Ok(())
    }

    /// Drop the spans last turn's scores found irrelevant (tool output scores 0); the guard
    /// refuses constraints without a durable copy, which are then kept verbatim.
    #[retention_safe(window = self.window)]
    fn drop_low_relevance(&mut self) -> Result<(), GuardError> {
        let candidates: Vec<(SpanId, Score)> = self
            .settled
            .iter()
            .filter(|(id, _)| self.window.get(**id).is_some())
            .map(|(id, score)| (*id, score.clone()))
            .collect();
        for (id, score) in candidates {
            if let Err(error) = self.window.drop_span(id, &score) {
                self.resolve(error)?;
            }
        }
        Ok(())
    }

    /// Summarise the older original spans into one rewrite; spans that are already rewrites are
    /// never summarised again.
    #[retention_safe(window = self.window)]
    fn compact(&mut self) -> Result<(), GuardError> {
        let older: Vec<(SpanId, String)> = self
            .window
            .spans()
            .filter(|s| !s.is_rewrite() && s.id() != self.instructions)
            .take(self.window.len().saturating_sub(3))
            .map(|s| (s.id(), s.text().to_owned()))
            .collect();
        let Some(score) = older
            .iter()
            .find_map(|(id, _)| self.settled.get(id).cloned())
        else {
            return Ok(());
        };
        let ids: Vec<SpanId> = older.iter().map(|(id, _)| *id).collect();
        let transcript: Vec<String> = older.into_iter().map(|(_, text)| text).collect();
        let summary = self.model.summarize(&transcript.join("\n"));
        self.window.flush()?;
        if let Err(error) = self.window.rewrite(&ids, summary, &score) {
            self.resolve(error)?;
        }
        Ok(())
    }

    /// Re-inject what a refusal names instead of editing it; other errors propagate.
    fn resolve(&mut self, error: GuardError) -> Result<(), GuardError> {
        match error.refusal() {
            Some(refusal) => self.window.resolve(refusal).map(|_| ()),
            None => Err(error),
        }
    }

    /// Score every span against this turn's task; the scores justify edits from next turn on.
    fn score_for_next_turn(&mut self, task: &str) {
        let spans: Vec<(SpanId, String)> = self
            .window
            .spans()
            .filter(|s| s.id() != self.instructions)
            .map(|s| (s.id(), s.text().to_owned()))
            .collect();
        self.settled.clear();
        for (id, text) in spans {
            let value = if text.starts_with(TOOL_PREFIX) {
                0.0
            } else {
                self.model.score_relevance(&text, task)
            };
            let score = self.window.score(id, value);
            self.settled.insert(id, score);
        }
    }
}
