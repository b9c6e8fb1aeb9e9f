//! A stub language model: deterministic, offline, good enough to drive the agent loop.

/// The model client the agent talks to.
#[derive(Debug, Default)]
pub struct StubModel {
    calls: usize,
}

impl StubModel {
    /// Answer the latest message.
    pub fn complete(&mut self, last: &str) -> String {
        self.calls += 1;
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

    /// How relevant `text` is to `task`, in [0, 1].
    pub fn score_relevance(&mut self, text: &str, task: &str) -> f64 {
        self.calls += 1;
        let task_words: Vec<&str> = task.split_whitespace().collect();
        let shared = text
            .split_whitespace()
            .filter(|w| task_words.contains(w))
            .count();
        (shared as f64 / task_words.len().max(1) as f64).min(1.0)
    }
}

fn first_words(text: &str, n: usize) -> String {
    text.split_whitespace()
        .take(n)
        .collect::<Vec<_>>()
        .join(" ")
}
