//! One row of `verbatim_records`: sealing it on the way in, verifying it on the way out.

use super::super::{RecordId, RecordKind, StoreError, StoredRecord};
use super::schema::kind_of_code;

/// Bytes a seal's fields take without parents: id, the longer kind name, turn, hash. Sealing
/// a record whose fields fit in [`SEAL_BUFFER`] hashes a stack buffer (no allocation).
const SEAL_FIXED: usize = 8 + "original".len() + 8 + blake3::OUT_LEN;

/// Stack room for a seal's fields: the fixed part and about ten parents' ids.
const SEAL_BUFFER: usize = SEAL_FIXED + 72;

/// The seal binds a record's metadata to its bytes: the first 8 bytes of BLAKE3 over id, kind,
/// turn, parents, hash, as an integer (a 64-bit check catches damage to any of them; it is no
/// defence against someone rewriting the file, which no unkeyed hash is). The fields are
/// concatenated into one buffer: hashing it whole is cheaper than feeding a `Hasher` piecemeal.
pub(super) fn seal(
    id: RecordId,
    kind: RecordKind,
    turn: u64,
    parents: &str,
    hash: &blake3::Hash,
) -> i64 {
    let fields: [&[u8]; 5] = [
        &id.0.to_le_bytes(),
        kind.as_str().as_bytes(),
        &turn.to_le_bytes(),
        parents.as_bytes(),
        hash.as_bytes(),
    ];
    let len: usize = fields.iter().map(|field| field.len()).sum();
    let digest = if len <= SEAL_BUFFER {
        let mut buffer = [0u8; SEAL_BUFFER];
        let mut at = 0;
        for field in fields {
            buffer[at..at + field.len()].copy_from_slice(field);
            at += field.len();
        }
        blake3::hash(&buffer[..len])
    } else {
        blake3::hash(&fields.concat())
    };
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest.as_bytes()[..8]);
    i64::from_le_bytes(first)
}

/// The `parents` column: the parents' ids, comma-separated (empty for an original).
pub(super) fn encode_parents(parents: &[RecordId]) -> String {
    let mut encoded = String::new();
    for (i, parent) in parents.iter().enumerate() {
        if i > 0 {
            encoded.push(',');
        }
        encoded.push_str(&parent.0.to_string());
    }
    encoded
}

/// Read [`encode_parents`] output back (`None` if it is damaged).
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
pub(super) struct RawRow {
    /// The `kind` column.
    pub(super) kind: i64,
    /// The `turn` column.
    pub(super) turn: i64,
    /// The `parents` column.
    pub(super) parents: String,
    /// The `hash` column.
    pub(super) hash: Vec<u8>,
    /// The `seal` column.
    pub(super) seal: i64,
    /// The `text` column.
    pub(super) text: Vec<u8>,
}

impl RawRow {
    /// Check hash and seal; return the record, or `CorruptRecord` naming it.
    pub(super) fn verify(self, id: RecordId) -> Result<(StoredRecord, blake3::Hash), StoreError> {
        let corrupt = || StoreError::CorruptRecord { record: id };
        let hash: [u8; 32] = self.hash.as_slice().try_into().map_err(|_| corrupt())?;
        let hash = blake3::Hash::from_bytes(hash);
        if blake3::hash(&self.text) != hash {
            return Err(corrupt());
        }
        let kind = kind_of_code(self.kind).ok_or_else(corrupt)?;
        let turn = u64::try_from(self.turn).map_err(|_| corrupt())?;
        if seal(id, kind, turn, &self.parents, &hash) != self.seal {
            return Err(corrupt());
        }
        let parents = decode_parents(&self.parents).ok_or_else(corrupt)?;
        let text = String::from_utf8(self.text).map_err(|_| corrupt())?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parents_survive_encoding() {
        for parents in [vec![], vec![RecordId(7)], vec![RecordId(1), RecordId(22)]] {
            assert_eq!(decode_parents(&encode_parents(&parents)), Some(parents));
        }
        assert_eq!(decode_parents("1,x"), None);
    }

    /// The seal as defined: 8 bytes of BLAKE3 over the fields, concatenated.
    fn seal_by_definition(id: i64, kind: &str, turn: u64, parents: &str, hash: &[u8]) -> i64 {
        let fields = [
            &id.to_le_bytes()[..],
            kind.as_bytes(),
            &turn.to_le_bytes(),
            parents.as_bytes(),
            hash,
        ]
        .concat();
        let digest = blake3::hash(&fields);
        i64::from_le_bytes(digest.as_bytes()[..8].try_into().unwrap())
    }

    #[test]
    fn seals_follow_their_definition_on_the_stack_and_on_the_heap() {
        let hash = blake3::hash(b"merged");
        let few = encode_parents(&[RecordId(3), RecordId(4)]);
        // More parents than the stack buffer holds: hashed from the heap.
        let many_ids: Vec<RecordId> = (1_000_000..1_000_020).map(RecordId).collect();
        let many = encode_parents(&many_ids);
        assert!(SEAL_FIXED + few.len() <= SEAL_BUFFER);
        assert!(SEAL_FIXED + many.len() > SEAL_BUFFER);
        for parents in ["", few.as_str(), many.as_str()] {
            assert_eq!(
                seal(RecordId(9), RecordKind::Rewrite, 4, parents, &hash),
                seal_by_definition(9, "rewrite", 4, parents, hash.as_bytes()),
                "{parents}"
            );
        }
        assert_eq!(
            seal(RecordId(9), RecordKind::Original, 4, "", &hash),
            seal_by_definition(9, "original", 4, "", hash.as_bytes())
        );
        let fewer = encode_parents(&many_ids[1..]);
        assert_ne!(
            seal(RecordId(9), RecordKind::Rewrite, 4, &fewer, &hash),
            seal(RecordId(9), RecordKind::Rewrite, 4, &many, &hash)
        );
    }
}
