//! Receipts: the store's proof that a byte-identical copy of a span is on record.

use std::fmt;

/// A record's id in a verbatim store (the store assigns them; they print as `r<n>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordId(pub(crate) i64);

impl RecordId {
    /// The id `r<n>` (ids are not secret: a [`Receipt`] for one is only made after the store
    /// verified the record, see [`VerbatimStore::receipt`](crate::VerbatimStore::receipt)).
    pub fn new(n: i64) -> Self {
        Self(n)
    }

    /// The number behind the id (`7` for `r7`).
    pub fn get(self) -> i64 {
        self.0
    }
}

impl fmt::Display for RecordId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}", self.0)
    }
}

/// Whether a record holds a span as it entered, or text a rewrite authored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RecordKind {
    /// A span's verbatim bytes.
    Original,
    /// The output of a rewrite, with the originals it replaced as parents.
    Rewrite,
}

impl RecordKind {
    /// `original` or `rewrite`: the name sealed into each SQLite record with its metadata.
    pub fn as_str(self) -> &'static str {
        match self {
            RecordKind::Original => "original",
            RecordKind::Rewrite => "rewrite",
        }
    }
}

/// Proof from a [`VerbatimStore`](crate::VerbatimStore) that a record with these bytes exists.
///
/// Only a store can make one (the fields and the constructor are private): a receipt is
/// returned after the record was written and, for a durable store, synced. A receipt from
/// [`MemoryStore`](crate::MemoryStore) says so ([`Receipt::is_durable`] is false), and the guard
/// does not accept it for constraint edits.
///
/// ```compile_fail
/// // A receipt cannot be made up: its fields are private.
/// let forged = guard_core::Receipt { record: 1, durable: true };
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Receipt {
    pub(crate) store: StoreId,
    pub(crate) record: RecordId,
    pub(crate) hash: blake3::Hash,
    pub(crate) kind: RecordKind,
    pub(crate) durable: bool,
}

impl Receipt {
    /// The record this receipt proves.
    pub fn record(&self) -> RecordId {
        self.record
    }

    /// BLAKE3 of the recorded bytes, lowercase hex.
    pub fn hash_hex(&self) -> String {
        self.hash.to_hex().to_string()
    }

    /// Original bytes or a rewrite's output.
    pub fn kind(&self) -> RecordKind {
        self.kind
    }

    /// True when the record was synced to durable storage before this receipt was made.
    pub fn is_durable(&self) -> bool {
        self.durable
    }

    /// True when the receipt proves a record holding exactly `text`.
    pub fn matches(&self, text: &str) -> bool {
        blake3::hash(text.as_bytes()) == self.hash
    }
}

/// Identifies one store (file or memory), so a receipt is never honoured by another store.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StoreId(pub(crate) [u8; 16]);

impl StoreId {
    /// A fresh id, unique with overwhelming probability (time, process, address and a counter).
    pub(crate) fn fresh() -> Self {
        use std::sync::atomic::{AtomicU64, Ordering};
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let mut hasher = blake3::Hasher::new();
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default();
        hasher.update(&now.to_le_bytes());
        hasher.update(&std::process::id().to_le_bytes());
        hasher.update(&COUNTER.fetch_add(1, Ordering::Relaxed).to_le_bytes());
        hasher.update(&(&COUNTER as *const AtomicU64 as usize).to_le_bytes());
        let mut id = [0u8; 16];
        id.copy_from_slice(&hasher.finalize().as_bytes()[..16]);
        Self(id)
    }

    /// Lowercase hex, as kept in a store file.
    pub(crate) fn to_hex(self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// Parse [`StoreId::to_hex`] output.
    pub(crate) fn from_hex(hex: &str) -> Option<Self> {
        let mut id = [0u8; 16];
        if hex.len() != 32 || !hex.is_ascii() {
            return None;
        }
        for (byte, pair) in id.iter_mut().zip(hex.as_bytes().chunks(2)) {
            let pair = std::str::from_utf8(pair).ok()?;
            *byte = u8::from_str_radix(pair, 16).ok()?;
        }
        Some(Self(id))
    }
}

#[cfg(test)]
mod tests {
    use super::StoreId;

    #[test]
    fn store_ids_are_fresh_and_survive_hex() {
        let (a, b) = (StoreId::fresh(), StoreId::fresh());
        assert_ne!(a, b);
        assert_eq!(StoreId::from_hex(&a.to_hex()), Some(a));
        assert_eq!(StoreId::from_hex("not hex"), None);
        assert_eq!(StoreId::from_hex(&"zz".repeat(16)), None);
        assert_eq!(StoreId::from_hex(&"é".repeat(16)), None);
    }
}
