//! The durable default store: one SQLite file in WAL mode with `synchronous=FULL`.

mod insert;
mod record;
mod rewrite_filter;
mod schema;
#[cfg(test)]
mod tests;
mod transaction;

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OptionalExtension};

use super::{
    NewRecord, Receipt, RecordId, RecordKind, StoreError, StoreId, StoredRecord, VerbatimStore,
    sealed,
};
use record::RawRow;
use rewrite_filter::RewriteFilter;
use schema::kind_of_code;
use transaction::WriteTransaction;

/// How long a writer waits for another process's transaction before giving up.
const DEFAULT_BUSY_TIMEOUT: Duration = Duration::from_secs(30);

/// The durable verbatim store: an append-only SQLite table in one file.
///
/// - WAL journal with `synchronous=FULL`: a receipt is returned only after the commit is synced.
/// - Append-only twice over: the API has no update or delete, and triggers make SQLite itself
///   refuse `UPDATE` and `DELETE` on the table.
/// - Every record stores its bytes, their BLAKE3 hash, its kind, turn and parents, and a seal
///   (64 bits of BLAKE3 over all of those); every read re-checks both and names the record on a mismatch.
/// - A batch is one transaction, so persisting many spans costs one sync (group commit).
/// - The laundering check (no fresh original may repeat a rewrite's output) probes a Bloom filter
///   of the rewrite hashes, of fixed size (1 MiB at most, whatever the number of rewrites), kept
///   up to date under each batch's write lock by reading only the rows other connections
///   appended since; a hash it cannot rule out is looked up in an index, so answers are exact.
/// - Several processes may open the same file: writers queue on SQLite's lock (busy timeout
///   30 s, see [`SqliteStore::with_busy_timeout`]).
///
/// ```
/// use guard_core::{NewRecord, SqliteStore, VerbatimStore};
///
/// let dir = tempfile::tempdir()?;
/// let mut store = SqliteStore::open(dir.path().join("verbatim.db"))?;
/// let receipt = store.persist(NewRecord::original("Never deploy on Fridays.", 1))?;
/// assert!(receipt.is_durable());
/// assert_eq!(store.read(&receipt)?, "Never deploy on Fridays.");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct SqliteStore {
    conn: Connection,
    path: PathBuf,
    id: StoreId,
    rewrites: RewriteFilter,
}

impl std::fmt::Debug for SqliteStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqliteStore")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

impl SqliteStore {
    /// Open (or create) the store at `path`.
    pub fn open(path: impl AsRef<Path>) -> Result<Self, StoreError> {
        let path = path.as_ref().to_path_buf();
        let wrap = |source| StoreError::Sqlite {
            path: path.clone(),
            source,
        };
        let mut conn = Connection::open(&path).map_err(wrap)?;
        conn.busy_timeout(DEFAULT_BUSY_TIMEOUT).map_err(wrap)?;
        let mode: String = conn
            .query_row("PRAGMA journal_mode=WAL", [], |row| row.get(0))
            .map_err(wrap)?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(StoreError::Schema {
                path,
                reason: format!("cannot switch to WAL journaling (got `{mode}`)"),
            });
        }
        conn.execute_batch("PRAGMA synchronous=FULL;")
            .map_err(wrap)?;
        let id = schema::init(&mut conn, &path)?;
        Ok(Self {
            conn,
            path,
            id,
            rewrites: RewriteFilter::default(),
        })
    }

    /// Wait at most `timeout` for another process holding the write lock (default 30 s).
    pub fn with_busy_timeout(self, timeout: Duration) -> Result<Self, StoreError> {
        self.conn
            .busy_timeout(timeout)
            .map_err(|source| self.sqlite_error(source))?;
        Ok(self)
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Copy the write-ahead log into the main database file (for backups and inspection).
    pub fn checkpoint(&self) -> Result<(), StoreError> {
        self.conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .map_err(|source| self.sqlite_error(source))
    }

    fn sqlite_error(&self, source: rusqlite::Error) -> StoreError {
        sqlite_error(&self.path, source)
    }
}

/// A database error on the store at `path`.
fn sqlite_error(path: &Path, source: rusqlite::Error) -> StoreError {
    StoreError::Sqlite {
        path: path.to_path_buf(),
        source,
    }
}

fn corrupt_of(record: RecordId) -> StoreError {
    StoreError::CorruptRecord { record }
}

impl SqliteStore {
    fn load_row(&self, id: RecordId) -> Result<(StoredRecord, blake3::Hash), StoreError> {
        let row = self
            .conn
            .prepare_cached(
                "SELECT kind, turn, parents, hash, seal, text FROM verbatim_records WHERE id = ?1",
            )
            .and_then(|mut stmt| {
                stmt.query_row([id.0], |row| {
                    Ok(RawRow {
                        kind: row.get(0)?,
                        turn: row.get(1)?,
                        parents: row.get(2)?,
                        hash: row.get(3)?,
                        seal: row.get(4)?,
                        text: row.get(5)?,
                    })
                })
                .optional()
            })
            .map_err(|source| match source {
                rusqlite::Error::FromSqlConversionFailure(..)
                | rusqlite::Error::InvalidColumnType(..) => corrupt_of(id),
                source => self.sqlite_error(source),
            })?;
        row.ok_or(StoreError::MissingRecord { record: id })?
            .verify(id)
    }
}

impl sealed::Sealed for SqliteStore {
    fn append(&mut self, records: &[NewRecord<'_>]) -> Result<Vec<Receipt>, StoreError> {
        let path = &self.path;
        let wrap = |source| sqlite_error(path, source);
        // Hash before taking the lock: other processes wait only for the database work.
        let hashes: Vec<blake3::Hash> = records
            .iter()
            .map(|r| blake3::hash(r.text.as_bytes()))
            .collect();
        // Take the write lock now, so the ids we compute stay ours until commit.
        let tx = WriteTransaction::begin(&self.conn).map_err(wrap)?;
        let last_id: i64 = tx
            .prepare_cached("SELECT COALESCE(MAX(id), 0) FROM verbatim_records")
            .and_then(|mut stmt| stmt.query_row([], |row| row.get(0)))
            .map_err(wrap)?;
        let exhausted = || StoreError::Schema {
            path: path.clone(),
            reason: format!("record ids are exhausted (the last is {last_id})"),
        };
        let first_id = last_id.checked_add(1).ok_or_else(exhausted)?;
        let end_id = i64::try_from(records.len())
            .ok()
            .and_then(|len| last_id.checked_add(len))
            .ok_or_else(exhausted)?;
        self.rewrites.catch_up(&tx, last_id).map_err(wrap)?;
        {
            let rewrites = &self.rewrites;
            // Prepared on the first rewrite: a batch of originals names no parent.
            let mut parent_kind = None;
            super::validate_batch(
                records,
                &hashes,
                first_id,
                |hash| rewrites.find(&tx, hash).map_err(wrap),
                |parent| {
                    let statement = match &mut parent_kind {
                        Some(statement) => statement,
                        unprepared => unprepared.insert(
                            tx.prepare_cached("SELECT kind FROM verbatim_records WHERE id = ?1")
                                .map_err(wrap)?,
                        ),
                    };
                    let kind: Option<i64> = statement
                        .query_row([parent.0], |row| row.get(0))
                        .optional()
                        .map_err(wrap)?;
                    // A value the schema forbids is no original: refuse it as a parent.
                    Ok(kind.map(|k| kind_of_code(k).unwrap_or(RecordKind::Rewrite)))
                },
            )?;
        }
        let receipts: Vec<Receipt> = records
            .iter()
            .zip(hashes)
            .enumerate()
            .map(|(index, (record, hash))| Receipt {
                store: self.id,
                record: RecordId(first_id + index as i64),
                hash,
                kind: record.kind(),
                durable: true,
            })
            .collect();
        insert::insert_records(&tx, records, &receipts, path)?;
        tx.commit().map_err(wrap)?;
        self.rewrites.committed(
            receipts
                .iter()
                .filter(|r| r.kind == RecordKind::Rewrite)
                .map(|r| &r.hash),
            end_id,
        );
        Ok(receipts)
    }

    fn load(&self, record: RecordId) -> Result<(StoredRecord, blake3::Hash), StoreError> {
        self.load_row(record)
    }

    fn ids(&self) -> Result<Vec<RecordId>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id FROM verbatim_records ORDER BY id")
            .map_err(|source| self.sqlite_error(source))?;
        let ids = stmt
            .query_map([], |row| row.get(0).map(RecordId))
            .and_then(|rows| rows.collect::<Result<Vec<_>, _>>())
            .map_err(|source| self.sqlite_error(source))?;
        Ok(ids)
    }

    fn store_id(&self) -> StoreId {
        self.id
    }

    fn durable(&self) -> bool {
        true
    }
}

impl VerbatimStore for SqliteStore {}
