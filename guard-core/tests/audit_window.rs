//! A trace written by the guarded window always passes its own audit: whatever the agent does,
//! every edit the window lets through satisfies every rule the audit re-checks from the trace.

mod audit_support;

use audit_support::SharedBuf;
use guard_core::audit::{AuditReport, AuditRule};
use guard_core::{
    GuardError, GuardedWindow, MemoryStore, RetentionPolicy, Score, SpanId, SqliteStore,
    VerbatimStore,
};
use proptest::prelude::*;

/// Texts the agent pushes and rewrites to: constraints, narrative, and summaries, some of which
/// repeat each other (so laundering a rewrite's output as a fresh span happens too).
const TEXTS: &[&str] = &[
    "Do not call the payments API without an idempotency key.",
    "Never refund more than $500 without approval.",
    "You must answer in French.",
    "The invoice service answered in 120 ms.",
    "Listed the last 20 invoices.",
    "User said hello.",
    "Fetched the customer's profile.",
    "user mentioned API caution",
    "Some invoices were listed.",
    "Never refund more than $500 without a manager's approval.",
];

#[derive(Debug, Clone)]
enum Op {
    Push(usize),
    Score(usize, f64),
    Flush,
    Drop(usize),
    Rewrite(Vec<usize>, usize),
    NextTurn,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0..TEXTS.len()).prop_map(Op::Push),
        4 => (0..16usize, 0.0..=1.0f64).prop_map(|(i, s)| Op::Score(i, s)),
        2 => Just(Op::Flush),
        3 => (0..16usize).prop_map(Op::Drop),
        3 => (proptest::collection::vec(0..16usize, 1..3), 0..TEXTS.len()).prop_map(|(i, t)| Op::Rewrite(i, t)),
        2 => Just(Op::NextTurn),
    ]
}

/// Drive a window through `ops` the way an agent would: scores kept per span, every refusal
/// answered by `resolve` (or a halt when even that is refused).
fn run<S: VerbatimStore>(window: &mut GuardedWindow<S>, ops: &[Op]) {
    let mut scores: Vec<(SpanId, Score)> = Vec::new();
    let span_at = |window: &GuardedWindow<S>, i: usize| -> Option<SpanId> {
        let ids: Vec<SpanId> = window.spans().map(|s| s.id()).collect();
        (!ids.is_empty()).then(|| ids[i % ids.len()])
    };
    for op in ops {
        let result: Result<(), GuardError> = match op {
            Op::Push(t) => {
                window.push(TEXTS[*t]);
                Ok(())
            }
            Op::Score(i, value) => {
                if let Some(id) = span_at(window, *i) {
                    scores.retain(|(s, _)| *s != id);
                    scores.push((id, window.score(id, *value)));
                }
                Ok(())
            }
            Op::Flush => window.flush().map(|_| ()),
            Op::Drop(i) => {
                match span_at(window, *i).and_then(|id| scores.iter().find(|(s, _)| *s == id)) {
                    Some((id, score)) => window.drop_span(*id, &score.clone()).map(|_| ()),
                    None => Ok(()),
                }
            }
            Op::Rewrite(targets, t) => {
                let mut ids: Vec<SpanId> =
                    targets.iter().filter_map(|i| span_at(window, *i)).collect();
                ids.dedup();
                match ids
                    .iter()
                    .find_map(|id| scores.iter().find(|(s, _)| s == id))
                {
                    Some((_, score)) => window.rewrite(&ids, TEXTS[*t], &score.clone()).map(|_| ()),
                    None => Ok(()),
                }
            }
            Op::NextTurn => {
                window.next_turn();
                Ok(())
            }
        };
        answer(window, result);
    }
    let last = window.flush().map(|_| ());
    answer(window, last);
}

/// Run `ops` on a traced window over a fresh SQLite store; the trace it wrote.
fn run_on_sqlite(ops: &[Op]) -> SharedBuf {
    let dir = tempfile::tempdir().unwrap();
    let store = SqliteStore::open(dir.path().join("store.db")).unwrap();
    let trace = SharedBuf::default();
    let mut window =
        GuardedWindow::new(store, RetentionPolicy::default()).with_trace(trace.clone());
    run(&mut window, ops);
    trace
}

/// Answer a refusal with `resolve`, or halt when even that fails.
fn answer<S: VerbatimStore>(window: &mut GuardedWindow<S>, result: Result<(), GuardError>) {
    if let Err(GuardError::Refused(refusal)) = result
        && window.resolve(&refusal).is_err()
    {
        window.halt("could not resolve the refusal");
    }
}

/// Drift is a property of the agent's choices, not of the guard: a legal sequence of drops can
/// show it. Everything else must be clean.
fn invariant_violations(report: &AuditReport) -> Vec<String> {
    report
        .violations
        .iter()
        .filter(|v| v.rule != AuditRule::Drift)
        .map(|v| format!("line {}: {}: {}", v.line, v.rule, v.message))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn a_sqlite_backed_window_always_passes_its_own_audit(ops in proptest::collection::vec(op(), 1..60)) {
        let trace = run_on_sqlite(&ops);
        let report = trace.audit();
        prop_assert!(report.errors.is_empty(), "{:?}", report.errors);
        let violations = invariant_violations(&report);
        prop_assert!(violations.is_empty(), "{violations:#?}");
    }
}

/// Two rewrites write the same text, then the agent pushes that text as a fresh span: the store
/// refuses it as laundering and names the earliest of the two rewrites, the one the audit also
/// reads it as, so re-injecting that rewrite's original resolves the refusal for both.
#[test]
fn a_span_repeating_two_rewrites_is_resolved_by_the_first_ones_original() {
    let ops = [
        Op::Push(3),
        Op::Push(5),
        Op::Push(0),
        Op::Score(0, 0.0),
        Op::Score(1, 0.0),
        Op::Push(0),
        Op::Rewrite(vec![4], 0),
        Op::Push(0),
        Op::NextTurn,
        Op::Rewrite(vec![1], 5),
        Op::Rewrite(vec![5], 5),
        Op::Push(5),
    ];
    let trace = run_on_sqlite(&ops);
    assert!(
        trace
            .text()
            .contains("\"code\":\"guard::rewrite_of_rewrite\""),
        "the laundered span is refused:\n{}",
        trace.text()
    );
    let report = trace.audit();
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    let violations = invariant_violations(&report);
    assert!(violations.is_empty(), "{violations:#?}");
}

#[test]
fn the_notes_incident_through_the_window_audits_clean() {
    let dir = tempfile::tempdir().unwrap();
    let store = SqliteStore::open(dir.path().join("store.db")).unwrap();
    let trace = SharedBuf::default();
    let mut window =
        GuardedWindow::new(store, RetentionPolicy::default()).with_trace(trace.clone());
    let rule = window.push(TEXTS[0]);
    let chatter = window.push(TEXTS[5]);
    let rule_score = window.score(rule, 0.31);
    let chatter_score = window.score(chatter, 0.1);
    window.flush().unwrap();
    window.next_turn();
    let refused = window
        .rewrite(&[rule], "user mentioned API caution", &rule_score)
        .unwrap_err();
    window.resolve(refused.refusal().unwrap()).unwrap();
    window.drop_span(chatter, &chatter_score).unwrap();
    window.next_turn();
    let report = trace.audit();
    assert!(report.is_clean(), "{:#?}", report.violations);
    let last = report.metrics.last().unwrap();
    assert_eq!((last.coverage, last.spans), (1.0, 1));
    assert_eq!(report.metrics[1].counts.refusals, 1);
}

#[test]
fn a_memory_store_window_fails_the_audit_because_its_copies_are_not_durable() {
    let trace = SharedBuf::default();
    let mut window = GuardedWindow::new(MemoryStore::new(), RetentionPolicy::default())
        .with_trace(trace.clone());
    let chatter = window.push(TEXTS[5]);
    let score = window.score(chatter, 0.1);
    window.flush().unwrap();
    window.next_turn();
    window.drop_span(chatter, &score).unwrap();
    let report = trace.audit();
    let rules: Vec<AuditRule> = report.violations.iter().map(|v| v.rule).collect();
    assert_eq!(rules, [AuditRule::NotDurable]);
}

/// One flush catches two laundered spans, each repeating a different rewrite: the one refusal
/// names both, and resolving it re-injects the originals of both rewrites.
#[test]
fn a_flush_catching_two_laundered_spans_is_resolved_for_both() {
    let mut ops = vec![Op::Push(3), Op::Push(4)];
    // Chatter, so that two rewrites stay within the turn's budget.
    ops.extend((0..8).map(|i| Op::Push(5 + i % 2)));
    ops.extend([
        Op::Score(1, 0.0),
        Op::Score(0, 0.0),
        Op::Flush,
        Op::NextTurn,
        Op::Rewrite(vec![1], 8),
        Op::Rewrite(vec![0], 7),
        Op::Push(8),
        Op::Push(7),
    ]);
    let trace = run_on_sqlite(&ops);
    let text = trace.text();
    let refusal = text
        .lines()
        .find(|l| l.contains("\"code\":\"guard::rewrite_of_rewrite\""))
        .unwrap_or_else(|| panic!("the laundered spans are refused:\n{text}"));
    assert!(refusal.contains("\"spans\":[\"s13\",\"s14\"]"), "{refusal}");
    let reinjected = text
        .lines()
        .filter(|l| l.contains("\"event\":\"reinjected\""))
        .count();
    assert_eq!(reinjected, 2, "both originals come back:\n{text}");
    let report = trace.audit();
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    let violations = invariant_violations(&report);
    assert!(violations.is_empty(), "{violations:#?}");
}
