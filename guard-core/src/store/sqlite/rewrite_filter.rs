//! The laundering check's look-up: which recorded rewrite, if any, wrote a given text.
//!
//! Asking the database for every original a batch persists would cost an index probe per span.
//! Instead each connection keeps a Bloom filter of the output hashes of every rewrite in the
//! store: a probe is two bit tests, and only a "maybe" (a recorded rewrite, or a rare false
//! positive) asks the `rewrite_outputs_by_hash` index, which gives the exact answer. The filter
//! has a fixed size ([`FILTER_BITS`] bits, 1 MiB), whatever the number of rewrites: as it fills,
//! false positives (and so index probes) become more frequent, answers never wrong. Its memory is
//! allocated zeroed by the system, and pages no bit was set in are never written, so they take no
//! memory: a store with few rewrites uses a few pages of it.

use rusqlite::{Connection, OptionalExtension};

use super::super::RecordId;

/// Bits in a filter (a power of two). With `n` rewrites recorded, the chance that an unrelated
/// original is looked up in the index is about `(1 - e^(-2n / FILTER_BITS))^2`: 0.06 % at
/// 100,000 rewrites, 4.5 % at a million.
pub(super) const FILTER_BITS: usize = 1 << 23;

/// A Bloom filter of the rewrite output hashes of one store, kept exact under each batch's write
/// lock by reading only the rows appended since it last looked.
#[derive(Debug)]
pub(super) struct RewriteFilter {
    /// The filter's bits, 64 to a word.
    words: Vec<u64>,
    /// The highest record id whose rewrite (if it was one) is in the filter.
    seen_through: i64,
}

impl Default for RewriteFilter {
    fn default() -> Self {
        Self::with_bits(FILTER_BITS)
    }
}

impl RewriteFilter {
    /// An empty filter of `bits` bits (a power of two, at least 64).
    pub(super) fn with_bits(bits: usize) -> Self {
        debug_assert!(bits.is_power_of_two() && bits >= 64);
        Self {
            words: vec![0; bits / 64],
            seen_through: 0,
        }
    }

    /// The two bits a hash sets. BLAKE3 output is uniform, so its own bytes serve as the
    /// filter's two independent hash functions.
    fn positions(&self, hash: &blake3::Hash) -> [usize; 2] {
        let bytes = hash.as_bytes();
        let mask = (self.words.len() * 64 - 1) as u64;
        let bit_from = |at: usize| {
            let mut eight = [0u8; 8];
            eight.copy_from_slice(&bytes[at..at + 8]);
            (u64::from_le_bytes(eight) & mask) as usize
        };
        [bit_from(0), bit_from(8)]
    }

    /// Note a rewrite's output hash.
    fn insert(&mut self, hash: &blake3::Hash) {
        for bit in self.positions(hash) {
            self.words[bit / 64] |= 1 << (bit % 64);
        }
    }

    /// False when no recorded rewrite has this hash; true when one may.
    pub(super) fn may_contain(&self, hash: &blake3::Hash) -> bool {
        self.positions(hash)
            .iter()
            .all(|&bit| self.words[bit / 64] & (1 << (bit % 64)) != 0)
    }

    /// Bring the filter up to `last_id`, the records table's highest id read on `tx` (which
    /// holds the write lock, so no row can appear in between).
    pub(super) fn catch_up(&mut self, tx: &Connection, last_id: i64) -> rusqlite::Result<()> {
        if last_id == self.seen_through {
            return Ok(());
        }
        if last_id < self.seen_through {
            // Rows vanished (the file was replaced, or its triggers bypassed): start again, on
            // fresh zeroed memory rather than writing zeros over every page.
            *self = Self::with_bits(self.words.len() * 64);
        }
        // A range of the rewrite table's rowid tree: only the rewrites appended since.
        let mut stmt = tx.prepare_cached("SELECT hash FROM rewrite_outputs WHERE record > ?1")?;
        let mut rows = stmt.query([self.seen_through])?;
        while let Some(row) = rows.next()? {
            let hash: Vec<u8> = row.get(0)?;
            // A malformed hash cannot match any batch hash; reading that record reports it.
            if let Ok(hash) = <[u8; 32]>::try_from(hash.as_slice()) {
                self.insert(&blake3::Hash::from_bytes(hash));
            }
        }
        self.seen_through = last_id;
        Ok(())
    }

    /// The earliest recorded rewrite whose output has this hash, asked of the index only when
    /// the filter cannot rule it out.
    pub(super) fn find(
        &self,
        tx: &Connection,
        hash: &blake3::Hash,
    ) -> rusqlite::Result<Option<RecordId>> {
        if !self.may_contain(hash) {
            return Ok(None);
        }
        tx.prepare_cached(
            "SELECT record FROM rewrite_outputs WHERE hash = ?1 ORDER BY record LIMIT 1",
        )?
        .query_row([hash.as_bytes().as_slice()], |row| row.get(0).map(RecordId))
        .optional()
    }

    /// Take in a batch this connection has just committed (its rewrites' output hashes, and the
    /// batch's last id), right after [`Self::catch_up`] under the same lock.
    pub(super) fn committed<'h>(
        &mut self,
        rewrites: impl IntoIterator<Item = &'h blake3::Hash>,
        last_id: i64,
    ) {
        for hash in rewrites {
            self.insert(hash);
        }
        self.seen_through = last_id;
    }

    /// The filter's memory, in bytes: fixed when it is made, whatever is recorded later.
    #[cfg(test)]
    pub(super) fn heap_bytes(&self) -> usize {
        self.words.capacity() * std::mem::size_of::<u64>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_filter_never_forgets_and_keeps_its_size() {
        let mut filter = RewriteFilter::with_bits(1 << 12);
        let size = filter.heap_bytes();
        let hashes: Vec<_> = (0..10_000u32)
            .map(|i| blake3::hash(&i.to_le_bytes()))
            .collect();
        for hash in &hashes {
            filter.insert(hash);
        }
        assert!(hashes.iter().all(|hash| filter.may_contain(hash)));
        assert_eq!(filter.heap_bytes(), size, "the filter does not grow");
    }

    /// A database holding only a `rewrite_outputs` table with these rows.
    fn rewrite_table(rows: &[(i64, &blake3::Hash)]) -> Connection {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch("CREATE TABLE rewrite_outputs (record INTEGER PRIMARY KEY, hash BLOB)")
            .unwrap();
        for (record, hash) in rows {
            conn.execute(
                "INSERT INTO rewrite_outputs VALUES (?1, ?2)",
                (record, hash.as_bytes().as_slice()),
            )
            .unwrap();
        }
        conn
    }

    #[test]
    fn catching_up_reads_new_rewrites_and_starts_again_when_rows_vanished() {
        let [a, b, c] = [b"a", b"b", b"c"].map(|text| blake3::hash(text));
        let mut filter = RewriteFilter::default();
        let table = rewrite_table(&[(2, &a)]);
        filter.catch_up(&table, 2).unwrap();
        assert_eq!(filter.find(&table, &a).unwrap(), Some(RecordId(2)));
        // Another connection appended record 3 (an original) and rewrite 4.
        table
            .execute(
                "INSERT INTO rewrite_outputs VALUES (4, ?1)",
                [b.as_bytes().as_slice()],
            )
            .unwrap();
        filter.catch_up(&table, 4).unwrap();
        assert_eq!(filter.find(&table, &b).unwrap(), Some(RecordId(4)));
        assert_eq!(filter.find(&table, &c).unwrap(), None);
        // The file was replaced by one with fewer records: what the filter held is forgotten.
        let replaced = rewrite_table(&[(1, &c)]);
        filter.catch_up(&replaced, 1).unwrap();
        assert!(!filter.may_contain(&a) && !filter.may_contain(&b));
        assert_eq!(filter.find(&replaced, &c).unwrap(), Some(RecordId(1)));
    }

    #[test]
    fn a_sparse_filter_rules_out_almost_everything() {
        let mut filter = RewriteFilter::default();
        for i in 0..1_000u32 {
            filter.insert(&blake3::hash(&i.to_le_bytes()));
        }
        let false_positives = (1_000..101_000u32)
            .filter(|i| filter.may_contain(&blake3::hash(&i.to_le_bytes())))
            .count();
        // Expected about 100,000 * (2,000 / 2^23)^2 = 0.006.
        assert!(false_positives <= 2, "{false_positives}");
    }
}
