//! Crash safety: a child process appends spans and reports each receipt as soon as it gets it;
//! the parent kills it with SIGKILL at a random moment, reopens the store, and checks that every
//! reported span is present and byte-identical and that no record is partial or damaged.
//!
//! The child is this test binary re-executed with `GUARD_CRASH_CHILD_DB` set (see
//! `crash_child_process`). Each run prints its seed; set `GUARD_CRASH_SEED` to replay one.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use guard_core::{NewRecord, RecordId, SqliteStore, VerbatimStore};

const CHILD_DB: &str = "GUARD_CRASH_CHILD_DB";
const CHILD_FIRST: &str = "GUARD_CRASH_CHILD_FIRST";

/// The text of span number `k`: a recognisable prefix and a body of 0..10,000 bytes, so records
/// range from one cell to a few overflow pages.
fn span_text(k: u64) -> String {
    let len = (k.wrapping_mul(2_654_435_761) % 10_000) as usize;
    let fill = char::from(b'a' + (k % 26) as u8);
    format!("span {k}|{}", fill.to_string().repeat(len))
}

/// Recover `k` from a record's text, if it is one `span_text` made (and intact).
fn parse_span(text: &str) -> Option<u64> {
    let k: u64 = text
        .strip_prefix("span ")?
        .split('|')
        .next()?
        .parse()
        .ok()?;
    (span_text(k) == text).then_some(k)
}

/// Small deterministic generator (xorshift64*), so a failing seed can be replayed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Spans one child writes at most (about 50 MB) before it stops on its own: a child the parent
/// never kills (the parent panicked or was killed itself) cannot fill the disk. A normal trial
/// kills it after a few dozen spans.
const CHILD_SPAN_LIMIT: u64 = 10_000;

/// A child process that is killed and reaped when dropped, so a failing trial never leaves a
/// writer running.
struct KilledOnDrop(Child);

impl Drop for KilledOnDrop {
    fn drop(&mut self) {
        // Both fail only if the child is already gone, which is the point.
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The child's work (a no-op in a normal test run): append batches until killed (or until
/// [`CHILD_SPAN_LIMIT`]), printing `ok <record> <k>` for each receipt right after the store
/// returns it.
#[test]
fn crash_child_process() {
    let Ok(db) = std::env::var(CHILD_DB) else {
        return;
    };
    let mut k: u64 = std::env::var(CHILD_FIRST).unwrap().parse().unwrap();
    let last = k + CHILD_SPAN_LIMIT;
    let mut rng = Rng(k.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut store = SqliteStore::open(&db).unwrap();
    let mut out = std::io::stdout().lock();
    // Leading newline: the test harness has printed `test crash_child_process ... ` already.
    writeln!(out, "\nready").unwrap();
    out.flush().unwrap();
    while k < last {
        // 1 to 40 spans: single-row inserts, and the store's 16-row statements with remainders.
        let size = 1 + rng.below(40);
        let texts: Vec<(u64, String)> = (0..size).map(|i| (k + i, span_text(k + i))).collect();
        k += size;
        let batch: Vec<_> = texts
            .iter()
            .map(|(_, t)| NewRecord::original(t, 1))
            .collect();
        let receipts = store.persist_batch(&batch).unwrap();
        for (receipt, (k, _)) in receipts.iter().zip(&texts) {
            writeln!(out, "ok {} {k}", receipt.record().get()).unwrap();
        }
        out.flush().unwrap();
    }
}

/// Trials that share one store file (each child reopens the file the last one died writing);
/// then a fresh file, so verification stays linear.
const TRIALS_PER_FILE: u64 = 10;

/// Run `trials` crash trials; each child continues on the file where the last one died.
fn crash_trials(trials: u64) {
    let seed = std::env::var("GUARD_CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
                | 1
        });
    println!("crash trials: GUARD_CRASH_SEED={seed}");
    let mut rng = Rng(seed);
    let dir = tempfile::tempdir().unwrap();
    let exe = std::env::current_exe().unwrap();
    let mut acknowledged: Vec<(RecordId, u64)> = Vec::new();
    let mut killed_mid_write = 0;
    let mut verified = 0;
    for trial in 0..trials {
        let db = dir
            .path()
            .join(format!("verbatim-{}.db", trial / TRIALS_PER_FILE));
        if trial % TRIALS_PER_FILE == 0 {
            acknowledged.clear();
        }
        let mut child = KilledOnDrop(
            Command::new(&exe)
                .args([
                    "--exact",
                    "crash_child_process",
                    "--nocapture",
                    "--test-threads",
                    "1",
                ])
                .env(CHILD_DB, &db)
                .env(CHILD_FIRST, (trial * 1_000_000).to_string())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .unwrap(),
        );
        let stdout = child.0.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        // Wait until the child has the store open (and, in three trials out of four, until
        // its first receipt, so most kills land mid-write however loaded the machine is), then
        // let it write for a random while.
        let wait_for_receipt = rng.below(4) != 0;
        let mut lines = Vec::new();
        loop {
            match rx.recv_timeout(Duration::from_secs(60)) {
                Ok(line) => {
                    let done = if wait_for_receipt {
                        line.starts_with("ok ")
                    } else {
                        line == "ready"
                    };
                    lines.push(line);
                    if done {
                        break;
                    }
                }
                Err(e) => panic!("trial {trial}: child stalled: {e} (seed {seed})"),
            }
        }
        std::thread::sleep(Duration::from_micros(rng.below(25_000)));
        drop(child); // SIGKILL on Unix, then reaped
        reader.join().unwrap();
        lines.extend(rx.try_iter());
        let before = acknowledged.len();
        acknowledged.extend(lines.iter().filter_map(|line| {
            let mut parts = line.strip_prefix("ok ")?.split(' ');
            let record = parts.next()?.parse().ok()?;
            let k = parts.next()?.parse().ok()?;
            Some((RecordId::new(record), k))
        }));
        if acknowledged.len() > before {
            killed_mid_write += 1;
        }
        verified += acknowledged.len() - before;

        let store = SqliteStore::open(&db).unwrap();
        for (record, k) in &acknowledged {
            let stored = store.read_record(*record).unwrap_or_else(|e| {
                panic!("trial {trial}: acknowledged {record} lost: {e} (seed {seed})")
            });
            assert_eq!(
                stored.text,
                span_text(*k),
                "trial {trial}: {record} changed (seed {seed})"
            );
        }
        for record in store.record_ids().unwrap() {
            let stored = store.read_record(record).unwrap_or_else(|e| {
                panic!("trial {trial}: {record} unreadable: {e} (seed {seed})")
            });
            assert!(
                parse_span(&stored.text).is_some(),
                "trial {trial}: partial {record} (seed {seed})"
            );
        }
    }
    println!(
        "{killed_mid_write} of {trials} children killed mid-write; {verified} receipts verified"
    );
    assert!(
        killed_mid_write >= trials / 2,
        "most children should be killed after their first receipt ({killed_mid_write} of {trials}, seed {seed})"
    );
}

#[test]
fn receipted_spans_survive_sigkill_200_trials() {
    crash_trials(200);
}

#[test]
#[ignore = "long: 2,000 crash trials (about two minutes)"]
fn receipted_spans_survive_sigkill_2000_trials() {
    crash_trials(2_000);
}
