//! The design note's incident, end to end.
//!
//! A read-only turn scores the idempotency-key constraint 0.31 (below tau) because the scorer
//! is conditioned on the current task. A naive pruner rewrites it to "user mentioned API
//! caution"; the write turn then finds no idempotency requirement and issues a non-idempotent
//! call. Behind the guard the same pruner is refused, the refusal is resolved by keeping or
//! re-injecting the verbatim span, and the write turn sees the constraint byte-for-byte.

mod common;

use common::{IDEMPOTENCY, LOSSY, narrative, sqlite_window};
use guard_core::trace::TraceEvent;
use guard_core::{GuardError, Span};

/// What the turn is for; the scorer is conditioned on it (the note's circular scoring).
#[derive(Clone, Copy, PartialEq)]
enum Task {
    ReadOnly,
    Write,
}

/// The note's scorer: constraints about writes look irrelevant during a read-only task.
fn relevance(text: &str, task: Task) -> f64 {
    match (text.contains("payments API"), task) {
        (true, Task::ReadOnly) => 0.31,
        (true, Task::Write) => 0.72,
        (false, _) => 0.6,
    }
}

/// The note's lossy summariser.
fn summarise(text: &str) -> String {
    if text.contains("payments API") {
        LOSSY.to_owned()
    } else {
        text.to_owned()
    }
}

/// The write turn: it adds an idempotency key only if the window says it must.
fn write_call_is_idempotent<'a>(window: impl IntoIterator<Item = &'a str>) -> bool {
    window
        .into_iter()
        .any(|text| text.contains("idempotency key"))
}

const TAU: f64 = 0.35;

#[test]
fn an_unguarded_pruner_loses_the_idempotency_requirement() {
    let mut window: Vec<String> = vec![IDEMPOTENCY.to_owned()];
    window.extend((0..10).map(narrative));
    // Read-only turn: score against the current task and rewrite what scores below tau.
    for span in &mut window {
        if relevance(span, Task::ReadOnly) < TAU {
            *span = summarise(span);
        }
    }
    assert!(window.iter().any(|s| s == LOSSY));
    // Write turn: the requirement is gone, the call is issued without a key.
    assert!(!write_call_is_idempotent(window.iter().map(String::as_str)));
}

#[test]
fn the_guarded_window_refuses_resolves_and_the_write_turn_sees_the_constraint() {
    let dir = tempfile::tempdir().unwrap();
    let trace_path = dir.path().join("trace.jsonl");
    let mut window = sqlite_window(&dir).with_trace(std::fs::File::create(&trace_path).unwrap());
    let rule = window.push(IDEMPOTENCY);
    for i in 0..10 {
        window.push(narrative(i));
    }
    window.flush().unwrap();

    // Turn 1, read-only: score against the current task.
    let candidates: Vec<Span> = window.spans().cloned().collect();
    let scores: Vec<_> = candidates
        .iter()
        .map(|span| window.score(span.id(), relevance(span.text(), Task::ReadOnly)))
        .collect();
    // The same pruner as above, now behind the guard: once in the scoring turn (the note's
    // circular scoring), once at the start of the write turn with the turn-1 scores.
    let mut codes = Vec::new();
    for turn in [Task::ReadOnly, Task::Write] {
        if turn == Task::Write {
            window.next_turn();
        }
        for (span, score) in candidates.iter().zip(&scores) {
            if score.value() >= TAU {
                continue;
            }
            match window.rewrite(&[span.id()], summarise(span.text()), score) {
                Err(GuardError::Refused(refusal)) => {
                    codes.push(refusal.rule().code());
                    window.resolve(&refusal).unwrap();
                }
                other => panic!("the guard let the lossy rewrite through: {other:?}"),
            }
        }
    }
    // In the scoring turn the score is self-conditioned; one turn later the rewrite still
    // deletes the constraint's force.
    assert_eq!(
        codes,
        ["guard::self_conditioned_score", "guard::polarity_change"]
    );

    // Turn 2, write: the constraint is in the window, byte-for-byte, and on durable record.
    let texts: Vec<&str> = window.spans().map(Span::text).collect();
    assert!(write_call_is_idempotent(texts.iter().copied()));
    let span = window.get(rule).expect("the constraint is still there");
    assert_eq!(span.text(), IDEMPOTENCY);
    assert!(span.receipt().unwrap().is_durable());
    assert!(!texts.contains(&LOSSY));

    // The trace shows both refusals.
    window.flush().unwrap();
    let events: Vec<TraceEvent> = std::fs::read_to_string(&trace_path)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let refused: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            TraceEvent::Refused { code, .. } => Some(code.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(refused, codes);
}

#[test]
fn a_constraint_pruned_with_a_durable_copy_is_reinjected_byte_for_byte_for_the_write_turn() {
    // Pruning is allowed when the verbatim copy is durable and the score settled: the write
    // turn gets the constraint back from the store, not from any summary.
    let dir = tempfile::tempdir().unwrap();
    let mut window = sqlite_window(&dir);
    let rule = window.push(IDEMPOTENCY);
    for i in 0..10 {
        window.push(narrative(i));
    }
    let score = window.score(rule, relevance(IDEMPOTENCY, Task::ReadOnly));
    let receipt = window.flush().unwrap().remove(0);
    window.next_turn();
    window.drop_span(rule, &score).unwrap();
    assert!(!write_call_is_idempotent(window.spans().map(Span::text)));
    let back = window.reinject(&receipt).unwrap();
    assert_eq!(
        window.get(back).unwrap().text().as_bytes(),
        IDEMPOTENCY.as_bytes()
    );
    assert!(write_call_is_idempotent(window.spans().map(Span::text)));
}
