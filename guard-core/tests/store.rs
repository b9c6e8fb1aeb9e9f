//! The verbatim stores: append-only, verified reads, receipts, laundering, durability honesty.

use guard_core::{
    MemoryStore, NewRecord, RecordId, RecordKind, SqliteStore, StoreError, VerbatimStore,
};

fn open(dir: &tempfile::TempDir) -> SqliteStore {
    SqliteStore::open(dir.path().join("verbatim.db")).unwrap()
}

#[test]
fn sqlite_itself_refuses_update_and_delete() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = open(&dir);
    let original = store
        .persist(NewRecord::original("Never deploy on Fridays.", 1))
        .unwrap();
    store
        .persist(NewRecord::rewrite("No Friday deploys.", 2, &[&original]))
        .unwrap();
    let raw = rusqlite::Connection::open(dir.path().join("verbatim.db")).unwrap();
    for sql in [
        "UPDATE verbatim_records SET text = X'00'",
        "DELETE FROM verbatim_records",
        "UPDATE rewrite_outputs SET hash = zeroblob(32)",
        "DELETE FROM rewrite_outputs",
        "UPDATE guard_meta SET value = 'x'",
        "DELETE FROM guard_meta",
    ] {
        let err = raw.execute(sql, []).unwrap_err();
        assert!(err.to_string().contains("append-only"), "{sql}: {err}");
    }
    let receipt = store.receipt(store.record_ids().unwrap()[0]).unwrap();
    assert_eq!(store.read(&receipt).unwrap(), "Never deploy on Fridays.");
}

#[test]
fn a_store_file_of_another_schema_version_is_refused_naming_both() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("verbatim.db");
    let raw = rusqlite::Connection::open(&path).unwrap();
    raw.execute_batch(
        "CREATE TABLE guard_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
         INSERT INTO guard_meta VALUES ('schema', '1'), ('store_id', 'x');",
    )
    .unwrap();
    drop(raw);
    let err = SqliteStore::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::Schema { .. }), "{err:?}");
    assert!(
        err.to_string().contains("schema version 1, expected 2"),
        "{err}"
    );
}

#[test]
fn records_survive_reopening_and_receipts_stay_valid() {
    let dir = tempfile::tempdir().unwrap();
    let texts = [
        "Never deploy on Fridays.",
        "The build took four minutes.",
        "",
    ];
    let receipts = {
        let mut store = open(&dir);
        let batch: Vec<_> = texts.iter().map(|t| NewRecord::original(t, 3)).collect();
        store.persist_batch(&batch).unwrap()
    };
    let store = open(&dir);
    for (receipt, text) in receipts.iter().zip(texts) {
        assert!(receipt.is_durable());
        assert_eq!(receipt.kind(), RecordKind::Original);
        assert_eq!(store.read(receipt).unwrap(), text);
        let record = store.read_record(receipt.record()).unwrap();
        assert_eq!((record.turn, record.text.as_str()), (3, text));
    }
    assert_eq!(store.record_ids().unwrap().len(), 3);
}

#[test]
fn a_receipt_from_another_store_is_refused() {
    let a = tempfile::tempdir().unwrap();
    let b = tempfile::tempdir().unwrap();
    let receipt = open(&a)
        .persist(NewRecord::original("Never deploy on Fridays.", 1))
        .unwrap();
    let mut other = open(&b);
    other
        .persist(NewRecord::original("Never deploy on Fridays.", 1))
        .unwrap();
    assert!(matches!(
        other.read(&receipt),
        Err(StoreError::ForeignReceipt { .. })
    ));
    let memory = MemoryStore::new();
    assert!(matches!(
        memory.read(&receipt),
        Err(StoreError::ForeignReceipt { .. })
    ));
}

#[test]
fn a_missing_record_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(&dir);
    let err = store.receipt(RecordId::new(7)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "verbatim record r7 does not exist in this store"
    );
}

fn laundering_is_refused_atomically(store: &mut impl VerbatimStore) {
    let original = store
        .persist(NewRecord::original("The build took four minutes today.", 1))
        .unwrap();
    store
        .persist(NewRecord::rewrite(
            "The build took four minutes.",
            2,
            &[&original],
        ))
        .unwrap();
    let before = store.record_ids().unwrap().len();
    let err = store
        .persist_batch(&[
            NewRecord::original("The tests passed.", 3),
            NewRecord::original("The build took four minutes.", 3),
        ])
        .unwrap_err();
    assert!(
        matches!(err, StoreError::LaunderedRewrite { index: 1, .. }),
        "{err}"
    );
    assert_eq!(
        store.record_ids().unwrap().len(),
        before,
        "nothing of the batch was written"
    );
    // Inside one batch too.
    let err = store
        .persist_batch(&[
            NewRecord::rewrite("The tests passed twice.", 3, &[&original]),
            NewRecord::original("The tests passed twice.", 3),
        ])
        .unwrap_err();
    assert!(
        matches!(err, StoreError::LaunderedRewrite { index: 1, .. }),
        "{err}"
    );
}

fn a_rewrite_may_only_replace_originals(store: &mut impl VerbatimStore) {
    let original = store
        .persist(NewRecord::original("The build took four minutes today.", 1))
        .unwrap();
    let rewrite = store
        .persist(NewRecord::rewrite(
            "The build took four minutes.",
            2,
            &[&original],
        ))
        .unwrap();
    assert_eq!(rewrite.kind(), RecordKind::Rewrite);
    let err = store
        .persist(NewRecord::rewrite("A build ran.", 3, &[&rewrite]))
        .unwrap_err();
    assert!(
        matches!(
            err,
            StoreError::InvalidParent {
                problem: "a rewrite",
                ..
            }
        ),
        "{err}"
    );
}

#[test]
fn sqlite_refuses_laundered_rewrites_atomically() {
    let dir = tempfile::tempdir().unwrap();
    laundering_is_refused_atomically(&mut open(&dir));
}

/// A rewrite recorded through `writer` (another connection or process), then `filler` more
/// originals; `checker` (opened and used before) must refuse an original repeating that rewrite.
fn laundering_across_connections_is_refused(filler: usize) {
    let dir = tempfile::tempdir().unwrap();
    let mut checker = open(&dir);
    let mut writer = open(&dir);
    let original = checker
        .persist(NewRecord::original("The build took four minutes today.", 1))
        .unwrap();
    let rewrite = writer
        .persist(NewRecord::rewrite(
            "The build took four minutes.",
            2,
            &[&original],
        ))
        .unwrap();
    let texts: Vec<String> = (0..filler).map(|i| format!("Build {i} passed.")).collect();
    let batch: Vec<_> = texts.iter().map(|t| NewRecord::original(t, 2)).collect();
    writer.persist_batch(&batch).unwrap();
    let err = checker
        .persist(NewRecord::original("The build took four minutes.", 3))
        .unwrap_err();
    assert!(
        matches!(err, StoreError::LaunderedRewrite { index: 0, rewrite: r } if r == rewrite.record()),
        "{err}"
    );
    // A fresh connection sees it too, and both still accept unrelated originals.
    let err = open(&dir)
        .persist(NewRecord::original("The build took four minutes.", 3))
        .unwrap_err();
    assert!(matches!(err, StoreError::LaunderedRewrite { .. }), "{err}");
    checker
        .persist(NewRecord::original("The deploy finished.", 3))
        .unwrap();
    assert_eq!(
        open(&dir).record_ids().unwrap().len(),
        filler + 3,
        "refused records were not written"
    );
}

#[test]
fn sqlite_refuses_a_rewrite_another_connection_recorded() {
    laundering_across_connections_is_refused(3);
}

#[test]
fn sqlite_refuses_a_rewrite_another_connection_recorded_thousands_of_records_ago() {
    // More new rows than the store walks one by one: it reads the rewrite index instead.
    laundering_across_connections_is_refused(5_000);
}

#[test]
fn memory_refuses_laundered_rewrites_atomically() {
    laundering_is_refused_atomically(&mut MemoryStore::new());
}

#[test]
fn sqlite_rewrites_replace_only_originals() {
    let dir = tempfile::tempdir().unwrap();
    a_rewrite_may_only_replace_originals(&mut open(&dir));
}

#[test]
fn memory_rewrites_replace_only_originals() {
    a_rewrite_may_only_replace_originals(&mut MemoryStore::new());
}

#[test]
fn the_memory_store_says_it_is_not_durable() {
    let mut store = MemoryStore::new();
    assert!(!store.is_durable());
    let receipt = store
        .persist(NewRecord::original("Never deploy on Fridays.", 1))
        .unwrap();
    assert!(!receipt.is_durable());
    let dir = tempfile::tempdir().unwrap();
    assert!(open(&dir).is_durable());
}

#[test]
fn a_file_that_is_not_a_store_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.txt");
    std::fs::write(
        &path,
        "this is not a database, just some notes of plain text ".repeat(100),
    )
    .unwrap();
    let err = SqliteStore::open(&path).unwrap_err();
    assert!(err.to_string().contains("notes.txt"), "{err}");
}
