//! Runs the rewrite decisions of `benches/decision.rs` a fixed number of times, so a profiler
//! counts the instructions of one decision deterministically (wall time on a shared machine is
//! noisy; instruction counts are not).
//!
//! ```text
//! CARGO_PROFILE_RELEASE_DEBUG=line-tables-only cargo build --release -p guard-core --example decision_profile
//! valgrind --tool=callgrind --toggle-collect='decision_profile::decide_many' \
//!     target/release/examples/decision_profile constraint 1000
//! ```
//!
//! `constraint` is the bench's `check_rewrite_constraint` (a faithful rewrite of a 270-byte
//! span of four rules, durable SQLite copy), `narrative` its `check_rewrite` (a 300-byte
//! narrative rewrite of a 300-byte narrative span). Each span's own facts are read before the
//! measured function, as in a long bench run: the collected instructions divided by COUNT are
//! the cost of one decision.

#[path = "../benches/common/mod.rs"]
mod common;
#[path = "../benches/common/rules_pair.rs"]
mod rules_pair;

use std::hint::black_box;
use std::process::ExitCode;

use guard_core::{GuardedWindow, RetentionPolicy, Score, SpanId, SqliteStore};

/// The spans each measured decision cycles over (like the bench's 10,000, fewer to set up).
const SPANS: usize = 16;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (kind, count) = match args.as_slice() {
        [kind, count] => (kind.as_str(), count.parse::<usize>()),
        _ => return usage(),
    };
    let (original, rewrite) = match kind {
        "constraint" => (
            rules_pair::CONSTRAINT.to_owned(),
            rules_pair::FAITHFUL.to_owned(),
        ),
        "narrative" => (common::span_300(0), common::span_300(SPANS as u64 + 1)),
        _ => return usage(),
    };
    let Ok(count) = count else { return usage() };
    let dir = match tempfile::tempdir() {
        Ok(dir) => dir,
        Err(e) => return fail(&e),
    };
    let store = match SqliteStore::open(dir.path().join("profile.db")) {
        Ok(store) => store,
        Err(e) => return fail(&e),
    };
    let mut window = GuardedWindow::new(store, RetentionPolicy::default());
    let ids: Vec<SpanId> = (0..SPANS).map(|_| window.push(original.clone())).collect();
    let scored: Vec<(SpanId, Score)> = ids.iter().map(|id| (*id, window.score(*id, 0.2))).collect();
    if let Err(e) = window.flush() {
        return fail(&e);
    }
    window.next_turn();
    // Read every span's facts once, outside the measured function.
    for (id, score) in &scored {
        if let Err(e) = window.check_rewrite(&[*id], &rewrite, score) {
            return fail(&e);
        }
    }
    match decide_many(&window, &scored, &rewrite, count) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e),
    }
}

/// `count` rewrite decisions, cycling over the scored spans; the function a profiler toggles on.
#[inline(never)]
fn decide_many(
    window: &GuardedWindow<SqliteStore>,
    scored: &[(SpanId, Score)],
    rewrite: &str,
    count: usize,
) -> Result<(), guard_core::GuardError> {
    for k in 0..count {
        let (id, score) = &scored[k % scored.len()];
        window.check_rewrite(&[*id], black_box(rewrite), score)?;
    }
    Ok(())
}

fn usage() -> ExitCode {
    eprintln!("usage: decision_profile constraint|narrative COUNT");
    ExitCode::from(2)
}

fn fail(error: &dyn std::fmt::Display) -> ExitCode {
    eprintln!("decision_profile: {error}");
    ExitCode::FAILURE
}
