//! Relevance-based pruning and history hygiene.

use crate::message::{Message, Role};
use crate::model::StubModel;

/// Messages scoring below this are dropped.
pub const RELEVANCE_THRESHOLD: f32 = 0.35;

/// Score every message against the current task and drop the irrelevant ones.
pub fn prune_irrelevant(messages: &mut Vec<Message>, model: &mut StubModel, task: &str) {
    let scores: Vec<f32> = messages
        .iter()
        .map(|m| model.score_relevance(m, task))
        .collect();
    let mut index = 0;
    messages.retain(|_| {
        let keep = scores[index] >= RELEVANCE_THRESHOLD;
        index += 1;
        keep
    });
}

/// Remove tool output from the history: it is long and rarely needed again.
pub fn strip_tool_results(messages: &mut Vec<Message>) {
    messages.retain(|m| m.role != Role::Tool);
}
