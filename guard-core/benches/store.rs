//! Persist throughput of the verbatim store against a plain rusqlite insert loop with the same
//! durability settings (WAL, `synchronous=FULL`), measured in the same run.
//!
//! `cargo bench -p guard-core --bench store`; compare `guard` with `plain` in each group.
//! The databases go to a temporary directory under `GUARD_BENCH_DIR` when set (e.g. the disk
//! your agent will use, or `/dev/shm` to see the CPU cost alone), else the system temp dir.

mod common;

use std::hint::black_box;
use std::time::Duration;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use guard_core::{NewRecord, SqliteStore, VerbatimStore};
use rusqlite::Connection;

/// Spans per batch in the batched comparison.
const BATCH: usize = 64;

/// The baseline: a plain table in its own file, same pragmas as `SqliteStore`.
fn plain(dir: &tempfile::TempDir) -> Connection {
    let conn = Connection::open(dir.path().join("plain.db")).unwrap();
    conn.query_row("PRAGMA journal_mode=WAL", [], |_| Ok(()))
        .unwrap();
    conn.execute_batch(
        "PRAGMA synchronous=FULL;
         CREATE TABLE spans (id INTEGER PRIMARY KEY, text BLOB NOT NULL);",
    )
    .unwrap();
    conn
}

fn plain_insert(conn: &mut Connection, texts: &[String]) {
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

fn persist(c: &mut Criterion) {
    let dir = match std::env::var_os("GUARD_BENCH_DIR") {
        Some(base) => tempfile::tempdir_in(base).unwrap(),
        None => tempfile::tempdir().unwrap(),
    };
    let mut store = SqliteStore::open(dir.path().join("guard.db")).unwrap();
    let mut conn = plain(&dir);
    let mut next = 0u64;
    let mut fresh = |n: usize| -> Vec<String> {
        (0..n)
            .map(|_| {
                next += 1;
                common::span_300(next)
            })
            .collect()
    };

    for (name, size) in [("single", 1), ("batched", BATCH)] {
        let mut group = c.benchmark_group(format!("persist_{name}"));
        group.throughput(Throughput::Elements(size as u64));
        group.sample_size(30);
        group.measurement_time(Duration::from_secs(4));
        group.bench_function("guard", |b| {
            b.iter_batched(
                || fresh(size),
                |texts| {
                    let batch: Vec<_> = texts.iter().map(|t| NewRecord::original(t, 1)).collect();
                    black_box(store.persist_batch(&batch).unwrap());
                },
                BatchSize::SmallInput,
            )
        });
        group.bench_function("plain", |b| {
            b.iter_batched(
                || fresh(size),
                |texts| plain_insert(&mut conn, &texts),
                BatchSize::SmallInput,
            )
        });
        group.finish();
    }
}

criterion_group!(benches, persist);
criterion_main!(benches);
