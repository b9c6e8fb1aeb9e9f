//! Fixtures shared by the integration tests (each test binary uses a subset).
#![allow(dead_code)]

use guard_core::{GuardedWindow, MemoryStore, RetentionPolicy, SqliteStore};

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
