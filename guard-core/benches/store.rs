//! Persist throughput of the verbatim store against a plain rusqlite insert loop with the same
//! durability settings (WAL, `synchronous=FULL`), measured in the same run.
//!
//! `cargo bench -p guard-core --bench store`; compare `guard` with `plain` in each group.
//! The databases go to a temporary directory under `GUARD_BENCH_DIR` when set (e.g. the disk
//! your agent will use, or `/dev/shm` to see the CPU cost alone), else the system temp dir.
//!
//! After each group, a paired run has guard and plain take turns writing blocks of batches and
//! prints the ratio of their throughputs (`persist_batched paired: guard throughput = 0.NNx
//! plain`): the figure the target is stated in, measured in one stretch of time, so a change of
//! machine load during the run skews it less than dividing criterion's two estimates.
//!
//! Only the write is timed (making the span texts and replacing full files are not). Each side
//! starts a fresh file every [`SPANS_PER_FILE`] spans and deletes the old one, so both tables
//! stay the same size and the disk used stays bounded however long criterion runs.

mod common;
#[path = "common/store_sides.rs"]
mod store_sides;

use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{Bencher, Criterion, Throughput, criterion_group, criterion_main};
use guard_core::SqliteStore;
use rusqlite::Connection;
use store_sides::{guard, guard_insert, plain, plain_insert};

/// Spans per batch in the batched comparison.
const BATCH: usize = 64;

/// Spans written to one database file before it is replaced (about 25 MB of 300-byte spans).
const SPANS_PER_FILE: usize = 65_536;

/// A database in its own temporary directory, replaced by a fresh one when it is full.
struct Rotating<T> {
    /// Declared before `dir`: the connection closes before its directory is deleted.
    db: T,
    dir: tempfile::TempDir,
    spans: usize,
    open: fn(&Path) -> T,
}

impl<T> Rotating<T> {
    fn new(open: fn(&Path) -> T) -> Self {
        let base = std::env::var_os("GUARD_BENCH_DIR").filter(|base| !base.is_empty());
        let dir = match base {
            Some(base) => tempfile::tempdir_in(base),
            None => tempfile::tempdir(),
        }
        .expect("a temporary directory for the bench databases");
        Self {
            db: open(dir.path()),
            dir,
            spans: 0,
            open,
        }
    }

    /// The database, with room for `spans` more spans.
    fn with_room_for(&mut self, spans: usize) -> &mut T {
        if self.spans + spans > SPANS_PER_FILE {
            *self = Self::new(self.open);
        }
        self.spans += spans;
        &mut self.db
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }
}

/// Write one batch of `size` fresh spans with `write`; only the write is timed.
fn timed<T>(db: &mut Rotating<T>, size: usize, next: &mut u64, write: Writer<T>) -> Duration {
    let texts: Vec<String> = (0..size)
        .map(|_| {
            *next += 1;
            common::span_300(*next)
        })
        .collect();
    let target = db.with_room_for(size);
    let start = Instant::now();
    write(target, &texts);
    start.elapsed()
}

/// How one side writes a batch of span texts.
type Writer<T> = fn(&mut T, &[String]);

/// Criterion's measurement of one side.
fn measure<T>(
    b: &mut Bencher<'_>,
    db: &mut Rotating<T>,
    size: usize,
    next: &mut u64,
    write: Writer<T>,
) {
    b.iter_custom(|iters| (0..iters).map(|_| timed(db, size, next, write)).sum());
}

/// Rounds of the paired comparison, and batches each side writes per round.
const PAIRED_ROUNDS: usize = 50;
const PAIRED_BLOCK: usize = 20;

/// The ratio the target is stated in, measured in one stretch of time: guard and plain take
/// turns writing a block of batches (which goes first alternates), so a change in machine load
/// or disk speed during the run hits both sides alike, while criterion's two estimates are
/// measured seconds apart. Blocks rather than single batches, so neither side runs with the
/// other's data in the CPU caches. Checkpoints and syncs are counted as they fall: the ratio is
/// of total times, i.e. of throughputs.
fn paired_ratio(
    name: &str,
    store: &mut Rotating<SqliteStore>,
    conn: &mut Rotating<Connection>,
    size: usize,
    next: &mut u64,
) {
    let mut totals = [Duration::ZERO; 2];
    for round in 0..PAIRED_ROUNDS {
        for side in [round % 2, 1 - round % 2] {
            for _ in 0..PAIRED_BLOCK {
                totals[side] += match side {
                    0 => timed(store, size, next, guard_insert),
                    _ => timed(conn, size, next, plain_insert),
                };
            }
        }
    }
    let batches = PAIRED_ROUNDS * PAIRED_BLOCK;
    let per_batch = |total: Duration| total.as_secs_f64() * 1e6 / batches as f64;
    eprintln!(
        "persist_{name} paired: guard throughput = {:.2}x plain ({batches} batches of {size} \
         per side, in alternating blocks of {PAIRED_BLOCK}; guard {:.1} µs, plain {:.1} µs \
         per batch)",
        totals[1].as_secs_f64() / totals[0].as_secs_f64(),
        per_batch(totals[0]),
        per_batch(totals[1]),
    );
}

fn persist(c: &mut Criterion) {
    let mut store = Rotating::new(guard);
    let mut conn = Rotating::new(plain);
    eprintln!(
        "bench databases in {} and {}",
        store.path().display(),
        conn.path().display()
    );
    let mut next = 0u64;
    for (name, size) in [("single", 1), ("batched", BATCH)] {
        let mut group = c.benchmark_group(format!("persist_{name}"));
        group.throughput(Throughput::Elements(size as u64));
        group.sample_size(30);
        group.measurement_time(Duration::from_secs(4));
        group.bench_function("guard", |b| {
            measure(b, &mut store, size, &mut next, guard_insert)
        });
        group.bench_function("plain", |b| {
            measure(b, &mut conn, size, &mut next, plain_insert)
        });
        group.finish();
        paired_ratio(name, &mut store, &mut conn, size, &mut next);
    }
}

criterion_group!(benches, persist);
criterion_main!(benches);
