//! Runs the rewrite decisions of `benches/decision.rs` a fixed number of times, so a profiler
//! counts the instructions of one decision deterministically (wall time on a shared machine is
//! noisy; instruction counts are not).
//!
//! ```text
//! CARGO_PROFILE_RELEASE_DEBUG=line-tables-only cargo build --release -p guard-core --example decision_profile
//! valgrind --tool=callgrind --toggle-collect='decision_profile::measured' \
//!     target/release/examples/decision_profile constraint 1000
//! ```
//!
//! `constraint` is the bench's `check_rewrite_constraint` (a faithful rewrite of a 270-byte
//! span of four rules, durable SQLite copy), `narrative` its `check_rewrite` (a 300-byte
//! narrative rewrite of a 300-byte narrative span), `merge` one faithful rewrite replacing four
//! copies of the rule span at once. Each span's own facts are read before the
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
    let (original, rewrite, targets) = match kind {
        "constraint" | "merge" => (
            rules_pair::CONSTRAINT.to_owned(),
            rules_pair::FAITHFUL.to_owned(),
            if kind == "merge" { 4 } else { 1 },
        ),
        "narrative" => (common::span_300(0), common::span_300(SPANS as u64 + 1), 1),
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
    // Each decision replaces `targets` consecutive spans, justified by the first one's score.
    let decisions: Vec<(&[SpanId], Score)> = ids
        .chunks(targets)
        .map(|group| (group, window.score(group[0], 0.2)))
        .collect();
    if let Err(e) = window.flush() {
        return fail(&e);
    }
    window.next_turn();
    // Read every span's facts once, outside the measured function.
    if let Err(e) = decide_many(&window, &decisions, &rewrite, decisions.len()) {
        return fail(&e);
    }
    match measured(&window, &decisions, &rewrite, count) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e),
    }
}

/// The measured decisions: the function a profiler toggles on.
#[inline(never)]
fn measured(
    window: &GuardedWindow<SqliteStore>,
    decisions: &[(&[SpanId], Score)],
    rewrite: &str,
    count: usize,
) -> Result<(), guard_core::GuardError> {
    decide_many(window, decisions, rewrite, count)
}

/// `count` rewrite decisions, cycling over `decisions`.
fn decide_many(
    window: &GuardedWindow<SqliteStore>,
    decisions: &[(&[SpanId], Score)],
    rewrite: &str,
    count: usize,
) -> Result<(), guard_core::GuardError> {
    for k in 0..count {
        let (ids, score) = &decisions[k % decisions.len()];
        window.check_rewrite(ids, black_box(rewrite), score)?;
    }
    Ok(())
}

fn usage() -> ExitCode {
    eprintln!("usage: decision_profile constraint|narrative|merge COUNT");
    ExitCode::from(2)
}

fn fail(error: &dyn std::fmt::Display) -> ExitCode {
    eprintln!("decision_profile: {error}");
    ExitCode::FAILURE
}
