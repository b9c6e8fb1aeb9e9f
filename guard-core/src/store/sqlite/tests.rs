//! The SQLite store's write path where the public API cannot reach: a saturated rewrite filter,
//! a batch the database refuses halfway through a multi-row insert, a file of earlier code.

use super::rewrite_filter::RewriteFilter;
use super::*;

fn texts(prefix: &str, count: usize) -> Vec<String> {
    (0..count).map(|i| format!("{prefix} {i}.")).collect()
}

fn originals(texts: &[String], turn: u64) -> Vec<NewRecord<'_>> {
    texts.iter().map(|t| NewRecord::original(t, turn)).collect()
}

#[test]
fn a_saturated_rewrite_filter_still_answers_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = SqliteStore::open(dir.path().join("verbatim.db")).unwrap();
    // 64 bits for 300 rewrites: nearly every bit is set, so nearly every probe is a "maybe"
    // and the answer comes from the index.
    store.rewrites = RewriteFilter::with_bits(64);
    let spans = texts("Original span", 300);
    let originals_receipts = store.persist_batch(&originals(&spans, 1)).unwrap();
    let summaries = texts("Summary", 300);
    let rewrites: Vec<_> = summaries
        .iter()
        .zip(&originals_receipts)
        .map(|(t, r)| NewRecord::rewrite(t, 2, &[r]))
        .collect();
    let rewrite_receipts = store.persist_batch(&rewrites).unwrap();
    // A second rewrite with the text of the first: the earliest stays the answer.
    store
        .persist(NewRecord::rewrite(
            &summaries[0],
            3,
            &[&originals_receipts[1]],
        ))
        .unwrap();

    for (summary, rewrite) in summaries.iter().zip(&rewrite_receipts).step_by(7) {
        let err = store.persist(NewRecord::original(summary, 4)).unwrap_err();
        assert!(
            matches!(err, StoreError::LaunderedRewrite { index: 0, rewrite: r } if r == rewrite.record()),
            "{summary}: {err}"
        );
    }
    let unrelated = texts("Unrelated span", 100);
    let maybes = unrelated
        .iter()
        .filter(|t| store.rewrites.may_contain(&blake3::hash(t.as_bytes())))
        .count();
    assert!(maybes > 90, "the filter is saturated ({maybes} of 100)");
    let before = store.record_ids().unwrap().len();
    store.persist_batch(&originals(&unrelated, 4)).unwrap();
    assert_eq!(store.record_ids().unwrap().len(), before + 100);
    assert_eq!(store.rewrites.heap_bytes(), 8, "the filter did not grow");
}

#[test]
fn a_batch_the_database_refuses_halfway_leaves_nothing_and_the_store_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("verbatim.db");
    let mut store = SqliteStore::open(&path).unwrap();
    store
        .persist_batch(&originals(&texts("Earlier span", 5), 1))
        .unwrap();
    // Something else connected to the file refuses one text: the 20th record of the next batch,
    // in the second multi-row statement.
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute_batch(
            "CREATE TRIGGER refuse_one BEFORE INSERT ON verbatim_records
             WHEN NEW.text = CAST('Batch span 19.' AS BLOB)
             BEGIN SELECT RAISE(ABORT, 'refused by a test trigger'); END;",
        )
        .unwrap();
    let batch = texts("Batch span", 40);
    let err = store.persist_batch(&originals(&batch, 2)).unwrap_err();
    assert!(
        err.to_string().contains("refused by a test trigger"),
        "{err}"
    );
    assert_eq!(store.record_ids().unwrap().len(), 5, "nothing of the batch");
    // The refused batch's transaction is over: another writer does not wait for it.
    SqliteStore::open(&path)
        .unwrap()
        .with_busy_timeout(std::time::Duration::from_millis(50))
        .unwrap()
        .persist(NewRecord::original("Another writer's span.", 2))
        .unwrap();

    let receipts = store.persist_batch(&originals(&batch[..19], 2)).unwrap();
    let ids: Vec<i64> = receipts.iter().map(|r| r.record().get()).collect();
    assert_eq!(ids, (7..26).collect::<Vec<_>>());
    for (receipt, text) in receipts.iter().zip(&batch) {
        assert_eq!(&store.read(receipt).unwrap(), text);
    }
}

#[test]
fn every_record_of_a_mixed_batch_gets_its_id_and_reads_back() {
    // 16-record statements of originals, of mixed records, and a remainder one by one.
    let dir = tempfile::tempdir().unwrap();
    let mut store = SqliteStore::open(dir.path().join("verbatim.db")).unwrap();
    let first = texts("First", 20);
    let first_receipts = store.persist_batch(&originals(&first, 1)).unwrap();
    let spans = texts("Span", 40);
    let summaries = texts("Summary", 40);
    let mut batch = originals(&spans, 2);
    for (i, summary) in summaries.iter().enumerate().step_by(5) {
        batch[i] = NewRecord::rewrite(summary, 2, &[&first_receipts[i % 20]]);
    }
    let receipts = store.persist_batch(&batch).unwrap();
    for (at, (receipt, record)) in receipts.iter().zip(&batch).enumerate() {
        assert_eq!(receipt.record().get(), 21 + at as i64);
        let stored = store.read_record(receipt.record()).unwrap();
        assert_eq!(stored.text, record.text);
        assert_eq!(stored.kind, record.kind());
        assert_eq!(stored.parents, record.parents);
        assert_eq!(stored.turn, 2);
    }
}

#[test]
fn an_empty_batch_writes_nothing_and_large_batches_of_large_spans_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = SqliteStore::open(dir.path().join("verbatim.db")).unwrap();
    assert!(store.persist_batch(&[]).unwrap().is_empty());
    assert!(store.record_ids().unwrap().is_empty());
    // 1,000 records (62 full statements and a remainder of 8), two of them 4 MB each.
    let mut spans = texts("Span", 1_000);
    spans[3] = "large ".repeat(700_000);
    spans[997] = "é".repeat(2_000_000);
    let receipts = store.persist_batch(&originals(&spans, 1)).unwrap();
    assert_eq!(receipts.first().map(|r| r.record().get()), Some(1));
    assert_eq!(receipts.last().map(|r| r.record().get()), Some(1_000));
    for at in [0, 3, 15, 16, 500, 991, 992, 997, 999] {
        assert_eq!(store.read(&receipts[at]).unwrap(), spans[at], "record {at}");
    }
}
