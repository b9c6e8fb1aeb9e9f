//! Two processes appending to one store file at the same time: nothing lost, nothing duplicated.
//!
//! The writers are this test binary re-executed with `GUARD_CONCURRENT_CHILD_DB` set.

use std::collections::HashMap;
use std::io::Write;
use std::process::{Command, Stdio};

use guard_core::{NewRecord, SqliteStore, VerbatimStore};

const CHILD_DB: &str = "GUARD_CONCURRENT_CHILD_DB";
const CHILD_NAME: &str = "GUARD_CONCURRENT_CHILD_NAME";
const PER_PROCESS: usize = 400;

fn span_text(writer: &str, i: usize) -> String {
    format!("writer {writer} span {i}: the log reader finished its pass")
}

/// The writer's work (a no-op in a normal test run): append `PER_PROCESS` spans in batches of
/// 1 to 37 (single-row inserts, and the store's 16-row statements with remainders), printing
/// each receipt's record id.
#[test]
fn concurrent_child_process() {
    let Ok(db) = std::env::var(CHILD_DB) else {
        return;
    };
    let name = std::env::var(CHILD_NAME).unwrap();
    let mut store = SqliteStore::open(&db).unwrap();
    let mut out = std::io::stdout().lock();
    // Start on a fresh line: the test harness has printed `test concurrent_child_process ... `.
    writeln!(out).unwrap();
    let mut i = 0;
    while i < PER_PROCESS {
        let size = (1 + i % 37).min(PER_PROCESS - i);
        let texts: Vec<String> = (i..i + size).map(|j| span_text(&name, j)).collect();
        let batch: Vec<_> = texts.iter().map(|t| NewRecord::original(t, 1)).collect();
        for receipt in store.persist_batch(&batch).unwrap() {
            writeln!(out, "ok {}", receipt.record().get()).unwrap();
        }
        i += size;
    }
    out.flush().unwrap();
}

#[test]
fn two_processes_append_to_one_store_without_loss_or_duplication() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("verbatim.db");
    // Create the file first so both writers find the schema in place.
    drop(SqliteStore::open(&db).unwrap());
    let exe = std::env::current_exe().unwrap();
    let children: Vec<_> = ["a", "b"]
        .into_iter()
        .map(|name| {
            Command::new(&exe)
                .args([
                    "--exact",
                    "concurrent_child_process",
                    "--nocapture",
                    "--test-threads",
                    "1",
                ])
                .env(CHILD_DB, &db)
                .env(CHILD_NAME, name)
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let mut acknowledged = Vec::new();
    for child in children {
        let output = child.wait_with_output().unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        acknowledged.extend(
            String::from_utf8(output.stdout)
                .unwrap()
                .lines()
                .filter_map(|l| l.strip_prefix("ok ")?.parse::<i64>().ok()),
        );
    }
    assert_eq!(acknowledged.len(), 2 * PER_PROCESS);

    let store = SqliteStore::open(&db).unwrap();
    let ids = store.record_ids().unwrap();
    assert_eq!(
        ids.len(),
        2 * PER_PROCESS,
        "one record per acknowledged span"
    );
    let mut acknowledged_sorted = acknowledged.clone();
    acknowledged_sorted.sort_unstable();
    let stored: Vec<i64> = ids.iter().map(|id| id.get()).collect();
    assert_eq!(
        acknowledged_sorted, stored,
        "every receipt names its own record"
    );
    let mut seen: HashMap<String, usize> = HashMap::new();
    for id in ids {
        *seen.entry(store.read_record(id).unwrap().text).or_default() += 1;
    }
    for name in ["a", "b"] {
        for i in 0..PER_PROCESS {
            assert_eq!(
                seen.get(&span_text(name, i)),
                Some(&1),
                "writer {name} span {i}"
            );
        }
    }
}
