//! History compaction: replace old turns with a model-written summary.

use crate::message::Message;
use crate::model::StubModel;

/// Render messages as one transcript for the summariser.
pub fn transcript(messages: &[Message]) -> String {
    messages
        .iter()
        .map(|m| format!("{:?}: {}", m.role, m.content))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Summarise everything but the last `keep_recent` messages into one summary message.
pub fn compact_history(history: &mut Vec<Message>, model: &mut StubModel, keep_recent: usize) {
    if history.len() <= keep_recent {
        return;
    }
    let recent = history.split_off(history.len() - keep_recent);
    let summary = model.summarize(&transcript(history));
    *history = vec![Message::summary(summary)];
    history.extend(recent);
}

/// Fold the previous summary and the newer turns into a fresh summary.
pub fn recompact(history: &mut Vec<Message>, model: &mut StubModel) {
    let Some(previous) = history.iter().position(|m| m.is_summary) else {
        return;
    };
    let prior_summary = history[previous].content.clone();
    let newer = transcript(&history[previous + 1..]);
    let merged = model.summarize(&format!("{}\n{}", prior_summary, newer));
    history.clear();
    history.push(Message::summary(merged));
}
