//! The two sides of the persist comparison, shared by `benches/store.rs` and
//! `examples/store_profile.rs`: the guard's store and a plain rusqlite table with the same
//! durability settings (WAL journal, `synchronous=FULL`, one transaction per batch).

use std::hint::black_box;
use std::path::Path;

use guard_core::{NewRecord, SqliteStore, VerbatimStore};
use rusqlite::Connection;

/// Rewrites recorded in each fresh guard store, so its laundering check probes a real set.
pub const SEEDED_REWRITES: u64 = 64;

/// The guard's store in `dir`, with [`SEEDED_REWRITES`] rewrites already recorded.
pub fn guard(dir: &Path) -> SqliteStore {
    let mut store = SqliteStore::open(dir.join("guard.db")).unwrap();
    let originals: Vec<String> = (0..SEEDED_REWRITES)
        .map(|i| format!("Seed span {i}: the deploy finished."))
        .collect();
    let batch: Vec<_> = originals
        .iter()
        .map(|t| NewRecord::original(t, 1))
        .collect();
    let receipts = store.persist_batch(&batch).unwrap();
    let summaries: Vec<String> = (0..SEEDED_REWRITES)
        .map(|i| format!("Seed {i} deployed."))
        .collect();
    let rewrites: Vec<_> = summaries
        .iter()
        .zip(&receipts)
        .map(|(t, r)| NewRecord::rewrite(t, 2, &[r]))
        .collect();
    store.persist_batch(&rewrites).unwrap();
    store
}

/// The baseline: a plain table in its own file in `dir`, same pragmas as `SqliteStore`.
pub fn plain(dir: &Path) -> Connection {
    let conn = Connection::open(dir.join("plain.db")).unwrap();
    conn.query_row("PRAGMA journal_mode=WAL", [], |_| Ok(()))
        .unwrap();
    conn.execute_batch(
        "PRAGMA synchronous=FULL;
         CREATE TABLE spans (id INTEGER PRIMARY KEY, text BLOB NOT NULL);",
    )
    .unwrap();
    conn
}

/// The baseline's batch: one transaction, one insert per span.
pub fn plain_insert(conn: &mut Connection, texts: &[String]) {
    let tx = conn.transaction().unwrap();
    {
        let mut insert = tx
            .prepare_cached("INSERT INTO spans (text) VALUES (?1)")
            .unwrap();
        for text in texts {
            insert.execute([text.as_bytes()]).unwrap();
        }
    }
    tx.commit().unwrap();
}

/// The guard's batch: the spans as originals of one turn, in one `persist_batch`.
pub fn guard_insert(store: &mut SqliteStore, texts: &[String]) {
    let batch: Vec<_> = texts.iter().map(|t| NewRecord::original(t, 3)).collect();
    black_box(store.persist_batch(&batch).unwrap());
}
