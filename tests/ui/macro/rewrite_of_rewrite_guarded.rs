// Rewriting a span an earlier rewrite produced, and laundering a rewrite's text into a fresh span.
use guard_core::{GuardError, GuardedWindow, MemoryStore, Score, SpanId};
use guard_macros::retention_safe;

#[retention_safe]
pub fn compact_twice(
    window: &mut GuardedWindow<MemoryStore>,
    ids: &[SpanId],
    settled: &Score,
) -> Result<(), GuardError> {
    window.flush()?;
    let summary = window.rewrite(ids, "a first summary", settled)?;
    window.rewrite(&[summary], "a summary of the summary", settled)?;
    Ok(())
}

#[retention_safe]
pub fn launder(
    window: &mut GuardedWindow<MemoryStore>,
    ids: &[SpanId],
    settled: &Score,
) -> Result<SpanId, GuardError> {
    window.flush()?;
    let rewritten = window.rewrite(ids, "user mentioned API caution", settled)?;
    let text = window.get(rewritten).map(|s| s.text().to_string()).unwrap_or_default();
    Ok(window.push(text))
}

fn main() {}
