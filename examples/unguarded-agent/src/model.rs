//! A stub language model: deterministic, offline, good enough to drive the agent loop.

use crate::message::{Message, Role};

/// The model client the agent talks to.
#[derive(Debug, Default)]
pub struct StubModel {
    calls: usize,
}

impl StubModel {
    /// Answer the conversation so far.
    pub fn complete(&mut self, history: &[Message]) -> String {
        self.calls += 1;
        let last = history.last().map_or("", |m| m.content.as_str());
        format!("(reply {}) noted: {}", self.calls, first_words(last, 6))
    }

    /// Compress a transcript into a short summary, as a real model would when asked to.
    pub fn summarize(&mut self, transcript: &str) -> String {
        self.calls += 1;
        format!(
            "Summary of earlier conversation: {}",
            first_words(transcript, 12)
        )
    }

    /// How relevant `message` is to `task`, in [0, 1].
    pub fn score_relevance(&mut self, message: &Message, task: &str) -> f32 {
        self.calls += 1;
        if message.role == Role::System {
            return 1.0;
        }
        let task_words: Vec<&str> = task.split_whitespace().collect();
        let shared = message
            .content
            .split_whitespace()
            .filter(|w| task_words.contains(w))
            .count();
        (shared as f32 / task_words.len().max(1) as f32).min(1.0)
    }
}

fn first_words(text: &str, n: usize) -> String {
    text.split_whitespace()
        .take(n)
        .collect::<Vec<_>>()
        .join(" ")
}
