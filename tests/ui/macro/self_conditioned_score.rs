// Scores computed in this body decide the edit in this body: circular scoring.
use guard_core::{GuardError, GuardedWindow, MemoryStore, SpanId};
use guard_macros::retention_safe;

pub fn relevance(span: &str, task: &str) -> f64 {
    if span.contains(task) { 1.0 } else { 0.0 }
}

#[retention_safe]
pub fn drop_irrelevant(
    window: &mut GuardedWindow<MemoryStore>,
    id: SpanId,
    task: &str,
) -> Result<(), GuardError> {
    let text = window.get(id).map(|s| s.text().to_string()).unwrap_or_default();
    let score = window.score(id, relevance(&text, task));
    window.drop_span(id, &score)?;
    Ok(())
}

fn main() {}
