//! Fixtures shared by the integration tests (each test binary uses a subset).
#![allow(dead_code)]

use guard_core::{
    GuardedWindow, MemoryStore, RetentionPolicy, Score, SpanId, SqliteStore, VerbatimStore,
};

/// The design note's constraint: any classifier must call it a constraint.
pub const IDEMPOTENCY: &str = "Do not call the payments API without an idempotency key.";

/// The note's lossy rewrite of it: a mention, no longer a constraint.
pub const LOSSY: &str = "user mentioned API caution";

/// Plain narrative sentences of equal length (so byte and span budgets agree).
pub fn narrative(i: usize) -> String {
    format!("Observation {i:03}: the log reader finished its pass over the build output.")
}

/// A window over a fresh SQLite store in `dir`.
pub fn sqlite_window(dir: &tempfile::TempDir) -> GuardedWindow<SqliteStore> {
    let store = SqliteStore::open(dir.path().join("verbatim.db")).expect("open store");
    GuardedWindow::new(store, RetentionPolicy::default())
}

/// A window over a memory store.
pub fn memory_window() -> GuardedWindow<MemoryStore> {
    GuardedWindow::new(MemoryStore::new(), RetentionPolicy::default())
}

/// A narrative span long enough to be worth summarising.
pub const LONG_NOTE: &str = "The build took four minutes on the CI runner this morning.";

/// A faithful summary of [`LONG_NOTE`].
pub const SUMMARY: &str = "The build took four minutes.";

/// Push [`LONG_NOTE`] and four filler spans, score the note 0.2, flush, start the next turn:
/// the note may now be rewritten (within the 40% budget).
pub fn settled_note<S: VerbatimStore>(window: &mut GuardedWindow<S>) -> (SpanId, Score) {
    settled(window, LONG_NOTE, 4, 0.2)
}

/// Push [`IDEMPOTENCY`] and ten filler spans, score the constraint 0.31 (the note's read-only
/// turn), flush, start the next turn.
pub fn settled_constraint<S: VerbatimStore>(window: &mut GuardedWindow<S>) -> (SpanId, Score) {
    settled(window, IDEMPOTENCY, 10, 0.31)
}

fn settled<S: VerbatimStore>(
    window: &mut GuardedWindow<S>,
    text: &str,
    fillers: usize,
    value: f64,
) -> (SpanId, Score) {
    let id = window.push(text);
    for i in 0..fillers {
        window.push(narrative(i));
    }
    let score = window.score(id, value);
    window.flush().expect("flush");
    window.next_turn();
    (id, score)
}

/// [`settled_note`], rewritten to [`SUMMARY`], the summary scored 0.1, then the next turn:
/// returns the summary (a rewrite) and its settled score.
pub fn settled_summary<S: VerbatimStore>(window: &mut GuardedWindow<S>) -> (SpanId, Score) {
    let (note, score) = settled_note(window);
    let summary = window
        .rewrite(&[note], SUMMARY, &score)
        .expect("a faithful rewrite");
    let again = window.score(summary, 0.1);
    window.next_turn();
    (summary, again)
}

/// A trace writer the test can read back while the window still holds it.
#[derive(Clone, Default)]
pub struct SharedTrace(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for SharedTrace {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("trace buffer").extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl SharedTrace {
    /// Every event written so far, parsed.
    pub fn events(&self) -> Vec<guard_core::trace::TraceEvent> {
        let bytes = self.0.lock().expect("trace buffer").clone();
        String::from_utf8(bytes)
            .expect("UTF-8 trace")
            .lines()
            .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
            .collect()
    }
}
