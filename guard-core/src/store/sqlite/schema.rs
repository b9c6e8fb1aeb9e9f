//! The store file's layout: tables, append-only triggers, the schema version and the store's
//! identity, created once and checked on every open.

use std::path::Path;

use rusqlite::{Connection, TransactionBehavior, params};

use super::super::{RecordKind, StoreError, StoreId};

/// The schema version this code writes and reads (version 1 kept the kind as text and indexed
/// rewrite hashes inside the records table; its files are refused, naming both versions).
pub(super) const SCHEMA_VERSION: &str = "2";

/// Tables and the triggers that make them append-only, whatever connects to the file.
///
/// Shaped for the write path: an original is one row in one table, its kind a small integer,
/// no index to maintain, and no SQL function to call per row (a `length(hash) = 32` check made
/// SQLite keep a statement journal for every multi-row insert; a hash of the wrong length is
/// reported on read as a corrupt record, like any other damage). A rewrite also adds its output
/// hash to `rewrite_outputs`, which is what the laundering check reads; the index on that hash
/// lets the check ask for one hash (it does only when its in-memory filter says the hash may be
/// there).
///
/// Files written by earlier version-2 code have the length check and no index: this code opens
/// them (creating the index) and they work as before, the check costing its journal; earlier
/// code opens files this code creates, and ignores the index.
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS guard_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS verbatim_records (
    id      INTEGER PRIMARY KEY,
    kind    INTEGER NOT NULL CHECK (kind IN (0, 1)), -- 0 original, 1 rewrite
    turn    INTEGER NOT NULL,
    parents TEXT NOT NULL,
    hash    BLOB NOT NULL,
    seal    INTEGER NOT NULL,
    text    BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS rewrite_outputs (
    record INTEGER PRIMARY KEY,
    hash   BLOB NOT NULL CHECK (length(hash) = 32)
);
CREATE INDEX IF NOT EXISTS rewrite_outputs_by_hash ON rewrite_outputs (hash);
CREATE TRIGGER IF NOT EXISTS verbatim_records_no_update BEFORE UPDATE ON verbatim_records
BEGIN SELECT RAISE(ABORT, 'verbatim_records is append-only: UPDATE refused'); END;
CREATE TRIGGER IF NOT EXISTS verbatim_records_no_delete BEFORE DELETE ON verbatim_records
BEGIN SELECT RAISE(ABORT, 'verbatim_records is append-only: DELETE refused'); END;
CREATE TRIGGER IF NOT EXISTS rewrite_outputs_no_update BEFORE UPDATE ON rewrite_outputs
BEGIN SELECT RAISE(ABORT, 'rewrite_outputs is append-only: UPDATE refused'); END;
CREATE TRIGGER IF NOT EXISTS rewrite_outputs_no_delete BEFORE DELETE ON rewrite_outputs
BEGIN SELECT RAISE(ABORT, 'rewrite_outputs is append-only: DELETE refused'); END;
CREATE TRIGGER IF NOT EXISTS guard_meta_no_update BEFORE UPDATE ON guard_meta
BEGIN SELECT RAISE(ABORT, 'guard_meta is append-only: UPDATE refused'); END;
CREATE TRIGGER IF NOT EXISTS guard_meta_no_delete BEFORE DELETE ON guard_meta
BEGIN SELECT RAISE(ABORT, 'guard_meta is append-only: DELETE refused'); END;
";

/// The `kind` column's value for a record kind.
pub(super) fn kind_code(kind: RecordKind) -> i64 {
    match kind {
        RecordKind::Original => 0,
        RecordKind::Rewrite => 1,
    }
}

/// The record kind a `kind` column value stands for (`None` for a value the schema forbids).
pub(super) fn kind_of_code(code: i64) -> Option<RecordKind> {
    match code {
        0 => Some(RecordKind::Original),
        1 => Some(RecordKind::Rewrite),
        _ => None,
    }
}

/// Create the tables if needed and read (or write, once) the store's identity.
pub(super) fn init(conn: &mut Connection, path: &Path) -> Result<StoreId, StoreError> {
    let wrap = |source| StoreError::Sqlite {
        path: path.to_path_buf(),
        source,
    };
    // IMMEDIATE: another process may be writing; a deferred read-then-write transaction
    // would fail with SQLITE_BUSY instead of waiting its turn.
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(wrap)?;
    tx.execute_batch(SCHEMA).map_err(wrap)?;
    let fresh = StoreId::fresh();
    tx.execute(
        "INSERT OR IGNORE INTO guard_meta (key, value) VALUES ('schema', ?1), ('store_id', ?2)",
        params![SCHEMA_VERSION, fresh.to_hex()],
    )
    .map_err(wrap)?;
    let lookup = |key: &str| -> Result<String, StoreError> {
        tx.query_row(
            "SELECT value FROM guard_meta WHERE key = ?1",
            [key],
            |row| row.get(0),
        )
        .map_err(wrap)
    };
    let schema = lookup("schema")?;
    if schema != SCHEMA_VERSION {
        return Err(StoreError::Schema {
            path: path.to_path_buf(),
            reason: format!("schema version {schema}, expected {SCHEMA_VERSION}"),
        });
    }
    let id = StoreId::from_hex(&lookup("store_id")?).ok_or_else(|| StoreError::Schema {
        path: path.to_path_buf(),
        reason: "damaged store id in guard_meta".into(),
    })?;
    tx.commit().map_err(wrap)?;
    Ok(id)
}

#[cfg(test)]
mod tests {
    use crate::{NewRecord, SqliteStore, StoreError, VerbatimStore};

    /// The tables as earlier version-2 code created them: a length check on every record's
    /// hash, no index on rewrite hashes.
    const EARLIER_VERSION_2: &str = "
        CREATE TABLE guard_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE verbatim_records (
            id      INTEGER PRIMARY KEY,
            kind    INTEGER NOT NULL CHECK (kind IN (0, 1)),
            turn    INTEGER NOT NULL,
            parents TEXT NOT NULL,
            hash    BLOB NOT NULL CHECK (length(hash) = 32),
            seal    INTEGER NOT NULL,
            text    BLOB NOT NULL
        );
        CREATE TABLE rewrite_outputs (
            record INTEGER PRIMARY KEY,
            hash   BLOB NOT NULL CHECK (length(hash) = 32)
        );
        INSERT INTO guard_meta VALUES ('schema', '2'), ('store_id', '00112233445566778899aabbccddeeff');
    ";

    #[test]
    fn a_file_of_earlier_version_2_code_opens_and_works() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("verbatim.db");
        rusqlite::Connection::open(&path)
            .unwrap()
            .execute_batch(EARLIER_VERSION_2)
            .unwrap();
        let texts: Vec<String> = (0..40).map(|i| format!("Span {i}.")).collect();
        let batch: Vec<_> = texts.iter().map(|t| NewRecord::original(t, 1)).collect();
        let receipts = {
            let mut store = SqliteStore::open(&path).unwrap();
            let receipts = store.persist_batch(&batch).unwrap();
            store
                .persist(NewRecord::rewrite("Spans.", 2, &[&receipts[0]]))
                .unwrap();
            receipts
        };
        let mut store = SqliteStore::open(&path).unwrap();
        for (receipt, text) in receipts.iter().zip(&texts) {
            assert_eq!(&store.read(receipt).unwrap(), text);
        }
        let err = store.persist(NewRecord::original("Spans.", 3)).unwrap_err();
        assert!(matches!(err, StoreError::LaunderedRewrite { .. }), "{err}");
        let indexed: i64 = rusqlite::Connection::open(&path)
            .unwrap()
            .query_row(
                "SELECT count(*) FROM sqlite_master WHERE name = 'rewrite_outputs_by_hash'",
                [],
                |row| row.get(0),
            )
            .unwrap();
        assert_eq!(indexed, 1, "opening the file added the index");
    }
}
