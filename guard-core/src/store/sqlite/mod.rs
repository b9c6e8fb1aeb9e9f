//! The durable default store: one SQLite file in WAL mode with `synchronous=FULL`.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};

use super::{
    NewRecord, Receipt, RecordId, RecordKind, StoreError, StoreId, StoredRecord, VerbatimStore,
    sealed,
};

/// The schema version this code writes and reads (version 1 kept the kind as text and indexed
/// rewrite hashes inside the records table; its files are refused, naming both versions).
const SCHEMA_VERSION: &str = "2";

/// Tables and the triggers that make them append-only, whatever connects to the file.
///
/// Shaped for the write path: an original is one row in one table, its id assigned by SQLite
/// (an append at the end of the rowid tree, no lookup), its kind a small integer, no index to
/// maintain. A rewrite also adds its output hash to `rewrite_outputs`, which is what the
/// laundering check reads.
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
    hash    BLOB NOT NULL CHECK (length(hash) = 32),
    seal    INTEGER NOT NULL,
    text    BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS rewrite_outputs (
    record INTEGER PRIMARY KEY,
    hash   BLOB NOT NULL CHECK (length(hash) = 32)
);
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
fn kind_code(kind: RecordKind) -> i64 {
    match kind {
        RecordKind::Original => 0,
        RecordKind::Rewrite => 1,
    }
}

/// The record kind a `kind` column value stands for (`None` for a value the schema forbids).
fn kind_of_code(code: i64) -> Option<RecordKind> {
    match code {
        0 => Some(RecordKind::Original),
        1 => Some(RecordKind::Rewrite),
        _ => None,
    }
}

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
/// - The laundering check (no fresh original may repeat a rewrite's output) probes an in-memory
///   copy of the rewrite hashes, about 50 bytes per rewrite in the store, kept exact under each
///   batch's write lock by reading only the rows other connections appended since.
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
    rewrites: RewriteHashes,
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
        let id = Self::init_schema(&mut conn, &path)?;
        Ok(Self {
            conn,
            path,
            id,
            rewrites: RewriteHashes::default(),
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

    /// Create the tables if needed and read (or write, once) the store's identity.
    fn init_schema(conn: &mut Connection, path: &Path) -> Result<StoreId, StoreError> {
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

    fn sqlite_error(&self, source: rusqlite::Error) -> StoreError {
        StoreError::Sqlite {
            path: self.path.clone(),
            source,
        }
    }
}

/// The seal binds a record's metadata to its bytes: the first 8 bytes of BLAKE3 over id, kind,
/// turn, parents, hash, as an integer (a 64-bit check catches damage to any of them; it is no
/// defence against someone rewriting the file, which no unkeyed hash is). The fields are
/// concatenated into one buffer: hashing it whole is cheaper than feeding a `Hasher` piecemeal.
fn seal(id: RecordId, kind: RecordKind, turn: u64, parents: &str, hash: &blake3::Hash) -> i64 {
    let kind = kind.as_str().as_bytes();
    let mut sealed = Vec::with_capacity(8 + kind.len() + 8 + parents.len() + 32);
    sealed.extend_from_slice(&id.0.to_le_bytes());
    sealed.extend_from_slice(kind);
    sealed.extend_from_slice(&turn.to_le_bytes());
    sealed.extend_from_slice(parents.as_bytes());
    sealed.extend_from_slice(hash.as_bytes());
    let digest = blake3::hash(&sealed);
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest.as_bytes()[..8]);
    i64::from_le_bytes(first)
}

/// The output hash of every recorded rewrite, mirrored in memory, so the laundering check costs a
/// hash-map probe per record instead of a query.
///
/// The table is append-only and ids only grow, so the mirror stays exact: under each batch's
/// write lock it reads only the rows appended since it last looked (by other connections or
/// processes), and after a commit it adds the batch's own rewrites. It holds one entry per
/// rewrite in the store (about 50 bytes each).
#[derive(Debug, Default)]
struct RewriteHashes {
    /// Every rewrite with an id up to `seen_through`, by the hash of its output.
    by_hash: HashMap<blake3::Hash, RecordId>,
    /// The highest record id already looked at.
    seen_through: i64,
}

impl RewriteHashes {
    /// Bring the mirror up to `last_id`, the records table's highest id read inside `tx` (which
    /// holds the write lock, so no row can appear in between).
    fn catch_up(&mut self, tx: &rusqlite::Transaction<'_>, last_id: i64) -> rusqlite::Result<()> {
        if last_id == self.seen_through {
            return Ok(());
        }
        if last_id < self.seen_through {
            // Rows vanished (the file was replaced, or its triggers bypassed): start again.
            *self = Self::default();
        }
        // A range of the rewrite table's rowid tree: only the rewrites appended since.
        let mut stmt =
            tx.prepare_cached("SELECT record, hash FROM rewrite_outputs WHERE record > ?1")?;
        let mut rows = stmt.query([self.seen_through])?;
        while let Some(row) = rows.next()? {
            let hash: Vec<u8> = row.get(1)?;
            // A malformed hash cannot match any batch hash; reading that record reports it.
            if let Ok(hash) = <[u8; 32]>::try_from(hash.as_slice()) {
                self.record(blake3::Hash::from_bytes(hash), RecordId(row.get(0)?));
            }
        }
        self.seen_through = last_id;
        Ok(())
    }

    /// Note a rewrite (the earliest one stays the answer when two rewrites wrote the same text).
    fn record(&mut self, hash: blake3::Hash, rewrite: RecordId) {
        self.by_hash.entry(hash).or_insert(rewrite);
    }

    /// Take in a batch this connection has just committed (right after the rows read by
    /// [`Self::catch_up`], under the same lock).
    fn committed(&mut self, batch: &[(RecordId, blake3::Hash, RecordKind)]) {
        for &(record, hash, kind) in batch {
            if kind == RecordKind::Rewrite {
                self.record(hash, record);
            }
            self.seen_through = record.0;
        }
    }

    /// The recorded rewrite whose output has this hash.
    fn find(&self, hash: &blake3::Hash) -> Option<RecordId> {
        self.by_hash.get(hash).copied()
    }
}

fn encode_parents(parents: &[RecordId]) -> String {
    parents
        .iter()
        .map(|p| p.0.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn decode_parents(parents: &str) -> Option<Vec<RecordId>> {
    if parents.is_empty() {
        return Some(Vec::new());
    }
    parents
        .split(',')
        .map(|p| p.parse().ok().map(RecordId))
        .collect()
}

/// A row as stored, before verification.
struct RawRow {
    kind: i64,
    turn: i64,
    parents: String,
    hash: Vec<u8>,
    seal: i64,
    text: Vec<u8>,
}

impl RawRow {
    /// Check hash and seal; return the record, or `CorruptRecord` naming it.
    fn verify(self, id: RecordId) -> Result<(StoredRecord, blake3::Hash), StoreError> {
        let corrupt = StoreError::CorruptRecord { record: id };
        let hash: [u8; 32] = self
            .hash
            .as_slice()
            .try_into()
            .map_err(|_| corrupt_of(id))?;
        let hash = blake3::Hash::from_bytes(hash);
        if blake3::hash(&self.text) != hash {
            return Err(corrupt);
        }
        let Some(kind) = kind_of_code(self.kind) else {
            return Err(corrupt);
        };
        let turn = u64::try_from(self.turn).map_err(|_| corrupt_of(id))?;
        if seal(id, kind, turn, &self.parents, &hash) != self.seal {
            return Err(corrupt);
        }
        let parents = decode_parents(&self.parents).ok_or_else(|| corrupt_of(id))?;
        let text = String::from_utf8(self.text).map_err(|_| corrupt_of(id))?;
        Ok((
            StoredRecord {
                id,
                text,
                turn,
                kind,
                parents,
            },
            hash,
        ))
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
        let path = self.path.clone();
        let wrap = |source| StoreError::Sqlite {
            path: path.clone(),
            source,
        };
        // Hash before taking the lock: other processes wait only for the database work.
        let hashes: Vec<blake3::Hash> = records
            .iter()
            .map(|r| blake3::hash(r.text.as_bytes()))
            .collect();
        // IMMEDIATE: take the write lock now, so the id we compute stays ours until commit.
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(wrap)?;
        let last_id: i64 = tx
            .prepare_cached("SELECT COALESCE(MAX(id), 0) FROM verbatim_records")
            .and_then(|mut stmt| stmt.query_row([], |row| row.get(0)))
            .map_err(wrap)?;
        let first_id = last_id + 1;
        self.rewrites.catch_up(&tx, last_id).map_err(wrap)?;
        {
            let rewrites = &self.rewrites;
            let mut parent_kind = tx
                .prepare_cached("SELECT kind FROM verbatim_records WHERE id = ?1")
                .map_err(wrap)?;
            super::validate_batch(
                records,
                &hashes,
                first_id,
                |hash| Ok(rewrites.find(hash)),
                |parent| {
                    let kind: Option<i64> = parent_kind
                        .query_row([parent.0], |row| row.get(0))
                        .optional()
                        .map_err(wrap)?;
                    // A value the schema forbids is no original: refuse it as a parent.
                    Ok(kind.map(|k| kind_of_code(k).unwrap_or(RecordKind::Rewrite)))
                },
            )?;
        }
        let mut next = first_id;
        let mut pending = Vec::with_capacity(records.len());
        {
            // No id column: SQLite appends each row at max(id) + 1, the id its seal was made
            // for (the write lock is held since the maximum was read); checked row by row.
            let mut insert = tx
                .prepare_cached(
                    "INSERT INTO verbatim_records (kind, turn, parents, hash, seal, text)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                )
                .map_err(wrap)?;
            let mut rewrite_output = tx
                .prepare_cached("INSERT INTO rewrite_outputs (record, hash) VALUES (?1, ?2)")
                .map_err(wrap)?;
            for (record, hash) in records.iter().zip(hashes) {
                let id = RecordId(next);
                next += 1;
                let kind = record.kind();
                let parents = encode_parents(&record.parents);
                let turn = i64::try_from(record.turn).unwrap_or(i64::MAX);
                let sealed = seal(id, kind, turn as u64, &parents, &hash);
                let row = insert
                    .insert(params![
                        kind_code(kind),
                        turn,
                        parents,
                        hash.as_bytes().as_slice(),
                        sealed,
                        record.text.as_bytes(),
                    ])
                    .map_err(wrap)?;
                if row != id.0 {
                    return Err(StoreError::Schema {
                        path: self.path.clone(),
                        reason: format!(
                            "record ids are not sequential (expected {}, SQLite assigned {row})",
                            id.0
                        ),
                    });
                }
                if kind == RecordKind::Rewrite {
                    rewrite_output
                        .execute(params![id.0, hash.as_bytes().as_slice()])
                        .map_err(wrap)?;
                }
                pending.push((id, hash, kind));
            }
        }
        tx.commit().map_err(wrap)?;
        self.rewrites.committed(&pending);
        Ok(pending
            .into_iter()
            .map(|(record, hash, kind)| Receipt {
                store: self.id,
                record,
                hash,
                kind,
                durable: true,
            })
            .collect())
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
