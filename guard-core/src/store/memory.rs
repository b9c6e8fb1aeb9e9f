//! An in-memory store for tests: same checks as the durable one, no durability.

use super::{
    NewRecord, Receipt, RecordId, RecordKind, StoreError, StoreId, StoredRecord, VerbatimStore,
    sealed,
};

/// A verbatim store in memory, for tests and examples.
///
/// It keeps the append-only discipline, the hash checks and the laundering check of
/// [`SqliteStore`](crate::SqliteStore), but nothing survives the process: its receipts say so
/// ([`Receipt::is_durable`] is false), and the guard refuses constraint edits on them
/// (`guard::constraint_without_verbatim`). It does not implement
/// [`DurableStore`](crate::DurableStore), so the typed API rejects it at compile time.
#[derive(Debug)]
pub struct MemoryStore {
    id: StoreId,
    records: Vec<(StoredRecord, blake3::Hash)>,
}

impl MemoryStore {
    /// An empty store.
    pub fn new() -> Self {
        Self {
            id: StoreId::fresh(),
            records: Vec::new(),
        }
    }

    fn get(&self, record: RecordId) -> Option<&(StoredRecord, blake3::Hash)> {
        usize::try_from(record.0 - 1)
            .ok()
            .and_then(|index| self.records.get(index))
    }
}

impl Default for MemoryStore {
    fn default() -> Self {
        Self::new()
    }
}

impl sealed::Sealed for MemoryStore {
    fn append(&mut self, records: &[NewRecord<'_>]) -> Result<Vec<Receipt>, StoreError> {
        let first_id = self.records.len() as i64 + 1;
        let hashes: Vec<blake3::Hash> = records
            .iter()
            .map(|r| blake3::hash(r.text.as_bytes()))
            .collect();
        super::validate_batch(
            records,
            &hashes,
            first_id,
            |hash| {
                Ok(self
                    .records
                    .iter()
                    .find(|(r, h)| r.kind == RecordKind::Rewrite && h == hash)
                    .map(|(r, _)| r.id))
            },
            |parent| Ok(self.get(parent).map(|(r, _)| r.kind)),
        )?;
        let mut receipts = Vec::with_capacity(records.len());
        for (record, hash) in records.iter().zip(hashes) {
            let id = RecordId(self.records.len() as i64 + 1);
            let kind = record.kind();
            self.records.push((
                StoredRecord {
                    id,
                    text: record.text.to_owned(),
                    turn: record.turn,
                    kind,
                    parents: record.parents.clone(),
                },
                hash,
            ));
            receipts.push(Receipt {
                store: self.id,
                record: id,
                hash,
                kind,
                durable: false,
            });
        }
        Ok(receipts)
    }

    fn load(&self, record: RecordId) -> Result<(StoredRecord, blake3::Hash), StoreError> {
        let (stored, hash) = self
            .get(record)
            .ok_or(StoreError::MissingRecord { record })?;
        if blake3::hash(stored.text.as_bytes()) != *hash {
            return Err(StoreError::CorruptRecord { record });
        }
        Ok((stored.clone(), *hash))
    }

    fn ids(&self) -> Result<Vec<RecordId>, StoreError> {
        Ok(self.records.iter().map(|(r, _)| r.id).collect())
    }

    fn store_id(&self) -> StoreId {
        self.id
    }

    fn durable(&self) -> bool {
        false
    }
}

impl VerbatimStore for MemoryStore {}
