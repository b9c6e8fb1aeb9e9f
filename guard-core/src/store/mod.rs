//! The verbatim store: an append-only record of spans, outside the model's reach.
//!
//! [`SqliteStore`] is the durable default (one file, WAL, `synchronous=FULL`, shareable between
//! processes); [`MemoryStore`] is for tests and is honest about not being durable.

mod memory;
mod receipt;
mod sqlite;

pub use memory::MemoryStore;
pub use receipt::{Receipt, RecordId, RecordKind};
pub use sqlite::SqliteStore;

pub(crate) use receipt::StoreId;

use std::collections::HashMap;
use std::path::PathBuf;

/// One record to append: a span's bytes, the turn, and the originals it rewrites (if any).
#[derive(Debug, Clone)]
pub struct NewRecord<'a> {
    pub(crate) text: &'a str,
    pub(crate) turn: u64,
    pub(crate) parents: Vec<RecordId>,
}

impl<'a> NewRecord<'a> {
    /// A span's verbatim bytes, as it entered the window in `turn`.
    pub fn original(text: &'a str, turn: u64) -> Self {
        Self {
            text,
            turn,
            parents: Vec::new(),
        }
    }

    /// The output of a rewrite in `turn`, replacing the originals whose receipts are given.
    pub fn rewrite(text: &'a str, turn: u64, replaces: &[&Receipt]) -> Self {
        Self {
            text,
            turn,
            parents: replaces.iter().map(|r| r.record).collect(),
        }
    }

    fn kind(&self) -> RecordKind {
        if self.parents.is_empty() {
            RecordKind::Original
        } else {
            RecordKind::Rewrite
        }
    }
}

/// A record read back from the store, its hash verified.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRecord {
    /// Its id.
    pub id: RecordId,
    /// The verified bytes.
    pub text: String,
    /// The turn recorded with it.
    pub turn: u64,
    /// Original or rewrite.
    pub kind: RecordKind,
    /// For a rewrite, the originals it replaced.
    pub parents: Vec<RecordId>,
}

/// What can go wrong in a store. Every variant names the record or file involved.
#[derive(Debug, thiserror::Error, miette::Diagnostic)]
pub enum StoreError {
    /// The bytes on record no longer match their hash: the record is damaged or was tampered with.
    #[error("verbatim record {record} is corrupt: its bytes do not match the hash stored with it")]
    #[diagnostic(
        code(guard::store::corrupt_record),
        help(
            "the record was damaged or edited outside the guard; its bytes are not returned. Restore the store file from a backup"
        )
    )]
    CorruptRecord {
        /// The damaged record.
        record: RecordId,
    },
    /// No record with this id.
    #[error("verbatim record {record} does not exist in this store")]
    #[diagnostic(code(guard::store::missing_record))]
    MissingRecord {
        /// The id asked for.
        record: RecordId,
    },
    /// A receipt made by another store.
    #[error("receipt for record {record} was issued by another store")]
    #[diagnostic(
        code(guard::store::foreign_receipt),
        help("re-inject through the window whose store issued the receipt")
    )]
    ForeignReceipt {
        /// The record the receipt names.
        record: RecordId,
    },
    /// A batch tried to record a rewrite's output as a fresh original (laundering).
    #[error(
        "record {index} of the batch repeats the output of rewrite {rewrite} as a fresh original"
    )]
    #[diagnostic(code(guard::rewrite_of_rewrite))]
    LaunderedRewrite {
        /// Position in the batch.
        index: usize,
        /// The rewrite record whose text it repeats.
        rewrite: RecordId,
    },
    /// A rewrite record named a parent that is itself a rewrite, or does not exist.
    #[error("a rewrite may only replace original records; {parent} is {problem}")]
    #[diagnostic(code(guard::rewrite_of_rewrite))]
    InvalidParent {
        /// The parent named.
        parent: RecordId,
        /// `a rewrite` or `missing`.
        problem: &'static str,
    },
    /// The database failed (I/O, locking, a damaged page).
    #[error("verbatim store {path}: {source}")]
    #[diagnostic(code(guard::store::sqlite))]
    Sqlite {
        /// The database file.
        path: PathBuf,
        /// What SQLite said.
        #[source]
        source: rusqlite::Error,
    },
    /// The store file was made by something else, or by another schema version.
    #[error("{path} is not a verbatim store this version understands: {reason}")]
    #[diagnostic(
        code(guard::store::schema),
        help("open it with the retention-guard version that wrote it, or start a new store file")
    )]
    Schema {
        /// The database file.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
}

/// Check a batch before anything is appended: no original may repeat a rewrite's text (recorded
/// before, or earlier in the batch), and a rewrite may only name existing original records.
/// The store supplies the two look-ups; `first_id` is the id the batch's first record will get.
pub(crate) fn validate_batch(
    records: &[NewRecord<'_>],
    hashes: &[blake3::Hash],
    first_id: i64,
    mut recorded_rewrite: impl FnMut(&blake3::Hash) -> Result<Option<RecordId>, StoreError>,
    mut parent_kind: impl FnMut(RecordId) -> Result<Option<RecordKind>, StoreError>,
) -> Result<(), StoreError> {
    // Rewrites earlier in this batch, by output hash (empty, so never allocated, for a batch of
    // originals).
    let mut batch_rewrites: HashMap<&blake3::Hash, RecordId> = HashMap::new();
    for (index, (record, hash)) in records.iter().zip(hashes).enumerate() {
        if record.kind() == RecordKind::Original {
            let rewrite = match batch_rewrites.get(hash) {
                Some(&rewrite) => Some(rewrite),
                None => recorded_rewrite(hash)?,
            };
            if let Some(rewrite) = rewrite {
                return Err(StoreError::LaunderedRewrite { index, rewrite });
            }
        } else {
            batch_rewrites
                .entry(hash)
                .or_insert(RecordId(first_id + index as i64));
        }
        for &parent in &record.parents {
            let problem = match parent_kind(parent)? {
                Some(RecordKind::Original) => continue,
                Some(RecordKind::Rewrite) => "a rewrite",
                None => "missing",
            };
            return Err(StoreError::InvalidParent { parent, problem });
        }
    }
    Ok(())
}

pub(crate) mod sealed {
    use super::{NewRecord, Receipt, RecordId, StoreError, StoreId, StoredRecord};

    /// The primitives each store provides; the guard and [`super::VerbatimStore`]'s methods are
    /// built on them. Users cannot call these (the trait is unnameable outside the crate).
    pub trait Sealed {
        /// Append a batch in one transaction (one sync); refuse laundered rewrite text
        /// (see [`super::validate_batch`]).
        fn append(&mut self, records: &[NewRecord<'_>]) -> Result<Vec<Receipt>, StoreError>;
        /// A record with its hash, verified: `CorruptRecord` naming it on any mismatch.
        fn load(&self, record: RecordId) -> Result<(StoredRecord, blake3::Hash), StoreError>;
        /// Every record id, in append order.
        fn ids(&self) -> Result<Vec<RecordId>, StoreError>;
        /// This store's identity, carried by its receipts.
        fn store_id(&self) -> StoreId;
        /// True when a commit is synced before it returns.
        fn durable(&self) -> bool;

        /// A receipt for a record this store holds with `hash`.
        fn issue(&self, record: RecordId, stored: &StoredRecord, hash: blake3::Hash) -> Receipt {
            Receipt {
                store: self.store_id(),
                record,
                hash,
                kind: stored.kind,
                durable: self.durable(),
            }
        }
    }
}

/// An append-only store of verbatim spans. Implemented by [`SqliteStore`] and [`MemoryStore`]
/// (sealed: a receipt is a proof, so only stores this crate can vouch for may issue them).
///
/// ```
/// use guard_core::{MemoryStore, NewRecord, VerbatimStore};
///
/// let mut store = MemoryStore::new();
/// let receipts = store.persist_batch(&[NewRecord::original("The build took four minutes.", 1)])?;
/// assert_eq!(store.read(&receipts[0])?, "The build took four minutes.");
/// assert!(!receipts[0].is_durable());
/// # Ok::<(), guard_core::StoreError>(())
/// ```
pub trait VerbatimStore: sealed::Sealed {
    /// True when a receipt is only returned after the record was synced to disk.
    fn is_durable(&self) -> bool {
        self.durable()
    }

    /// Append records in one transaction (one sync for the whole batch) and return their
    /// receipts, in order. Refuses the whole batch if an original repeats a recorded rewrite's
    /// text ([`StoreError::LaunderedRewrite`]) or a rewrite names a parent that is not an original.
    fn persist_batch(&mut self, records: &[NewRecord<'_>]) -> Result<Vec<Receipt>, StoreError> {
        self.append(records)
    }

    /// Append one record (one sync).
    fn persist(&mut self, record: NewRecord<'_>) -> Result<Receipt, StoreError> {
        // `append` returns exactly one receipt per record; an empty answer would be a store bug,
        // reported as the record that is missing rather than a panic.
        let mut receipts = self.append(std::slice::from_ref(&record))?;
        receipts.pop().ok_or(StoreError::MissingRecord {
            record: RecordId(0),
        })
    }

    /// The bytes a receipt proves, verified against the record's hash.
    fn read(&self, receipt: &Receipt) -> Result<String, StoreError> {
        if receipt.store != self.store_id() {
            return Err(StoreError::ForeignReceipt {
                record: receipt.record,
            });
        }
        let (stored, hash) = self.load(receipt.record)?;
        if hash != receipt.hash {
            return Err(StoreError::CorruptRecord {
                record: receipt.record,
            });
        }
        Ok(stored.text)
    }

    /// A record by id, verified against its hash.
    fn read_record(&self, record: RecordId) -> Result<StoredRecord, StoreError> {
        self.load(record).map(|(stored, _)| stored)
    }

    /// A receipt for a record already in the store (after verifying it), e.g. to re-inject a
    /// span recorded by an earlier session.
    fn receipt(&self, record: RecordId) -> Result<Receipt, StoreError> {
        let (stored, hash) = self.load(record)?;
        Ok(self.issue(record, &stored, hash))
    }

    /// Every record id, in append order.
    fn record_ids(&self) -> Result<Vec<RecordId>, StoreError> {
        self.ids()
    }
}

/// Receipts for the originals a rewrite record replaced.
pub(crate) fn parents_of(
    store: &impl VerbatimStore,
    record: RecordId,
) -> Result<Vec<Receipt>, StoreError> {
    let stored = store.read_record(record)?;
    stored
        .parents
        .iter()
        .map(|parent| store.receipt(*parent))
        .collect()
}

/// A store whose receipts prove durability: the only kind whose receipts unlock constraint edits.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a durable store: its receipts cannot unlock constraint edits",
    label = "not durable",
    note = "a constraint may only be edited while a verbatim copy is confirmed durable (guard::constraint_without_verbatim)",
    note = "use `SqliteStore`, which returns a receipt only after the record is synced"
)]
pub trait DurableStore: VerbatimStore {}

impl DurableStore for SqliteStore {}
