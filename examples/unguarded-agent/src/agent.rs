//! The agent loop: answer, then keep the context window small.

use crate::compaction::{compact_history, recompact};
use crate::message::{Message, Role};
use crate::model::StubModel;
use crate::retention::{prune_irrelevant, strip_tool_results};
use crate::window::{enforce_token_limit, token_count};

/// A chat agent that manages its own context window.
#[derive(Debug)]
pub struct Agent {
    model: StubModel,
    history: Vec<Message>,
    max_tokens: usize,
    compact_after: usize,
}

impl Agent {
    /// An agent bound by the operator's `instructions`.
    pub fn new(instructions: &str, max_tokens: usize) -> Self {
        Agent {
            model: StubModel::default(),
            history: vec![Message::new(Role::System, instructions)],
            max_tokens,
            compact_after: 8,
        }
    }

    /// The context window as it stands.
    pub fn history(&self) -> &[Message] {
        &self.history
    }

    /// Record a tool's output.
    pub fn observe_tool_result(&mut self, output: &str) {
        self.history.push(Message::new(Role::Tool, output));
    }

    /// One turn: take the user's message, answer it, then tidy the window.
    pub fn run_turn(&mut self, user_input: &str) -> String {
        self.history.push(Message::new(Role::User, user_input));
        let reply = self.model.complete(&self.history);
        self.history
            .push(Message::new(Role::Assistant, reply.clone()));
        self.maintain_context(user_input);
        reply
    }

    fn maintain_context(&mut self, task: &str) {
        strip_tool_results(&mut self.history);
        prune_irrelevant(&mut self.history, &mut self.model, task);
        if self.history.len() > self.compact_after {
            if self.history.iter().any(|m| m.is_summary) {
                recompact(&mut self.history, &mut self.model);
            } else {
                compact_history(&mut self.history, &mut self.model, 2);
            }
        }
        if token_count(&self.history) > self.max_tokens {
            enforce_token_limit(&mut self.history, self.max_tokens);
        }
    }
}
