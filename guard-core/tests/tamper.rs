//! Tampering: flip one byte of a record's payload in the database file. Reading that record is
//! an error naming it (never the damaged bytes); every other record still reads.

use guard_core::{NewRecord, SqliteStore, StoreError, VerbatimStore};

#[test]
fn a_flipped_byte_in_a_record_is_an_error_naming_it_and_the_rest_still_reads() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("verbatim.db");
    let target = format!("TAMPER-TARGET {}", "qzjx-".repeat(400));
    let texts = [
        "Never deploy on Fridays.".to_owned(),
        target.clone(),
        "The build took four minutes.".to_owned(),
        "Do not call the payments API without an idempotency key.".to_owned(),
    ];
    let ids: Vec<_> = {
        let mut store = SqliteStore::open(&path).unwrap();
        let batch: Vec<_> = texts.iter().map(|t| NewRecord::original(t, 1)).collect();
        let receipts = store.persist_batch(&batch).unwrap();
        // Move everything from the write-ahead log into the main file, where we will edit it.
        store.checkpoint().unwrap();
        receipts.iter().map(|r| r.record()).collect()
    };

    let mut bytes = std::fs::read(&path).unwrap();
    let at = find(&bytes, target.as_bytes()).expect("the payload is in the file verbatim");
    let middle = at + target.len() / 2;
    bytes[middle] ^= 0x01;
    assert_eq!(
        find(&bytes, target.as_bytes()),
        None,
        "the flip is inside the payload"
    );
    std::fs::write(&path, &bytes).unwrap();

    let store = SqliteStore::open(&path).unwrap();
    let err = store.read_record(ids[1]).unwrap_err();
    assert!(
        matches!(err, StoreError::CorruptRecord { record } if record == ids[1]),
        "{err}"
    );
    assert!(err.to_string().contains(&ids[1].to_string()), "{err}");
    assert!(
        store.receipt(ids[1]).is_err(),
        "no receipt for a damaged record"
    );
    for (id, text) in ids.iter().zip(&texts).filter(|(id, _)| **id != ids[1]) {
        assert_eq!(&store.read_record(*id).unwrap().text, text);
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}
