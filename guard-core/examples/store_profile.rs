//! Persists batches of 300-byte spans through one side of `benches/store.rs` a fixed number of
//! times, so a profiler counts the user-space instructions per persisted span deterministically
//! (wall time on a shared machine is noisy; instruction counts are not, and the sync a commit
//! waits for is kernel time, which callgrind does not count).
//!
//! ```text
//! CARGO_PROFILE_RELEASE_DEBUG=line-tables-only cargo build --release -p guard-core --example store_profile
//! valgrind --tool=callgrind --toggle-collect='store_profile::measured' \
//!     target/release/examples/store_profile guard 200
//! ```
//!
//! `guard` persists with `SqliteStore::persist_batch`, `plain` with the bench's plain rusqlite
//! insert loop; both write COUNT batches of 64 spans (or of the third argument's number) into a
//! fresh file under `GUARD_BENCH_DIR` (else the system temp dir). The span texts are made before
//! the measured function: the collected instructions divided by the spans written are the cost
//! of persisting one span.

#[path = "../benches/common/mod.rs"]
mod common;
#[path = "../benches/common/store_sides.rs"]
mod store_sides;

use std::process::ExitCode;

/// Spans per batch unless told: as in the bench's batched group.
const DEFAULT_BATCH: usize = 64;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (side, count, batch) = match args.as_slice() {
        [side, count] => (side.as_str(), count.parse::<usize>(), Ok(DEFAULT_BATCH)),
        [side, count, batch] => (side.as_str(), count.parse(), batch.parse()),
        _ => return usage(),
    };
    let (Ok(count), Ok(batch)) = (count, batch) else {
        return usage();
    };
    let base = std::env::var_os("GUARD_BENCH_DIR").filter(|base| !base.is_empty());
    let dir = match base {
        Some(base) => tempfile::tempdir_in(base),
        None => tempfile::tempdir(),
    };
    let dir = match dir {
        Ok(dir) => dir,
        Err(e) => {
            eprintln!("store_profile: no temporary directory: {e}");
            return ExitCode::FAILURE;
        }
    };
    let batches: Vec<Vec<String>> = (0..count)
        .map(|b| {
            (0..batch)
                .map(|i| common::span_300((b * batch + i) as u64))
                .collect()
        })
        .collect();
    match side {
        "guard" => measured(
            &mut store_sides::guard(dir.path()),
            &batches,
            store_sides::guard_insert,
        ),
        "plain" => measured(
            &mut store_sides::plain(dir.path()),
            &batches,
            store_sides::plain_insert,
        ),
        _ => return usage(),
    }
    ExitCode::SUCCESS
}

/// The measured batches: the function a profiler toggles on.
#[inline(never)]
fn measured<T>(db: &mut T, batches: &[Vec<String>], write: fn(&mut T, &[String])) {
    for batch in batches {
        write(db, batch);
    }
}

fn usage() -> ExitCode {
    eprintln!("usage: store_profile guard|plain COUNT [SPANS_PER_BATCH (default 64)]");
    ExitCode::from(2)
}
