//! Property test: whatever a pruner tries, in whatever order, the note's invariant holds.
//!
//! Random sequences of pushes, scores, flushes, turns, drops and rewrites (faithful, lossy, or
//! of rewrites) run against a window over a durable store. Afterwards: every constraint that
//! entered is still in the window verbatim or on durable record byte-for-byte; every edit the
//! guard let through used a score from an earlier turn; nothing produced by a rewrite was
//! rewritten or dropped.

mod common;

use std::collections::HashSet;

use common::{IDEMPOTENCY, LONG_NOTE, LOSSY, SUMMARY, SharedTrace, narrative};
use guard_core::trace::TraceEvent;
use guard_core::{GuardError, GuardedWindow, RetentionPolicy, Score, SqliteStore, VerbatimStore};
use proptest::prelude::*;

const TEXTS: [&str; 6] = [
    IDEMPOTENCY,
    "Never deploy on Fridays.",
    "You must keep at most three retries per request.",
    LONG_NOTE,
    "The user said thanks and asked how long the build took.",
    "The agent read the changelog for the release branch.",
];

const REWRITES: [&str; 4] = [
    LOSSY,
    SUMMARY,
    "The agent read the changelog.",
    "A build ran.",
];

#[derive(Debug, Clone)]
enum Op {
    Push(usize),
    Filler(usize),
    Score(usize, f64),
    Flush,
    NextTurn,
    Drop(usize),
    Rewrite(usize, usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0..TEXTS.len()).prop_map(Op::Push),
        3 => (0..50usize).prop_map(Op::Filler),
        4 => (0..64usize, 0.0..1.0f64).prop_map(|(s, v)| Op::Score(s, v)),
        2 => Just(Op::Flush),
        2 => Just(Op::NextTurn),
        3 => (0..64usize).prop_map(Op::Drop),
        3 => (0..64usize, 0..REWRITES.len()).prop_map(|(c, r)| Op::Rewrite(c, r)),
    ]
}

/// A pruner that meets a refusal resolves it, as the note's patched deployment did.
fn resolve_refusal(window: &mut GuardedWindow<SqliteStore>, result: Result<(), GuardError>) {
    if let Err(GuardError::Refused(refusal)) = result {
        window.resolve(&refusal).unwrap();
    }
}

/// Somewhere fast to put the store: tmpfs when there is one.
fn scratch() -> tempfile::TempDir {
    tempfile::tempdir_in("/dev/shm")
        .or_else(|_| tempfile::tempdir())
        .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn no_sequence_of_edits_breaks_the_invariant(ops in proptest::collection::vec(op(), 1..80)) {
        let dir = scratch();
        let store = SqliteStore::open(dir.path().join("verbatim.db")).unwrap();
        let trace = SharedTrace::default();
        let mut window = GuardedWindow::new(store, RetentionPolicy::default()).with_trace(trace.clone());
        let mut scores: Vec<Score> = Vec::new();
        let mut constraints_entered = HashSet::new();
        for op in ops {
            let ids: Vec<_> = window.spans().map(|s| s.id()).collect();
            let pick = |i: usize| ids.get(i % ids.len().max(1)).copied();
            match op {
                Op::Push(t) => {
                    window.push(TEXTS[t]);
                    if t < 3 {
                        constraints_entered.insert(TEXTS[t]);
                    }
                }
                Op::Filler(i) => {
                    window.push(narrative(i));
                }
                Op::Score(s, v) => {
                    if let Some(id) = pick(s) {
                        scores.push(window.score(id, v));
                    }
                }
                Op::Flush => {
                    let _ = window.flush();
                }
                Op::NextTurn => {
                    window.next_turn();
                }
                Op::Drop(c) => {
                    if let Some(score) = scores.get(c % scores.len().max(1)).copied() {
                        let result = window.drop_span(score.span(), &score).map(|_| ());
                        resolve_refusal(&mut window, result);
                    }
                }
                Op::Rewrite(c, r) => {
                    if let Some(score) = scores.get(c % scores.len().max(1)).copied() {
                        let result = window.rewrite(&[score.span()], REWRITES[r], &score).map(|_| ());
                        resolve_refusal(&mut window, result);
                    }
                }
            }
        }

        // Every constraint is in the window verbatim, or on durable record byte-for-byte.
        let in_window: HashSet<String> = window.spans().map(|s| s.text().to_owned()).collect();
        let store = window.store();
        let on_record: HashSet<String> = store
            .record_ids()
            .unwrap()
            .into_iter()
            .map(|id| store.read_record(id).unwrap().text)
            .collect();
        for constraint in &constraints_entered {
            prop_assert!(
                in_window.contains(*constraint) || on_record.contains(*constraint),
                "lost constraint {constraint:?}"
            );
        }

        // Every edit used a settled score; nothing a rewrite produced was edited again.
        let mut rewritten = HashSet::new();
        for event in trace.events() {
            match event {
                TraceEvent::Dropped { turn, score_turn, span, .. } => {
                    prop_assert!(score_turn < turn);
                    prop_assert!(!rewritten.contains(&span), "dropped rewrite {span}");
                }
                TraceEvent::Rewritten { turn, score_turn, parents, span, .. } => {
                    prop_assert!(score_turn < turn);
                    for parent in &parents {
                        prop_assert!(!rewritten.contains(parent), "rewrite of rewrite {parent}");
                    }
                    rewritten.insert(span);
                }
                _ => {}
            }
        }
    }
}
