// The rewrite is applied before the verbatim copies are durable.
use guard_core::{GuardError, GuardedWindow, MemoryStore, Score, SpanId};
use guard_macros::retention_safe;

#[retention_safe]
pub fn compact(
    window: &mut GuardedWindow<MemoryStore>,
    ids: &[SpanId],
    summary: String,
    settled: &Score,
) -> Result<(), GuardError> {
    window.rewrite(ids, summary, settled)?;
    window.flush()?;
    Ok(())
}

fn main() {}
