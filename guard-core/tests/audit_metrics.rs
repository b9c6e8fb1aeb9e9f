//! Per-turn metrics: what counts as verbatim coverage, retained and verbatim relevance, and the
//! rewrite share, measured on hand-written traces and live through the `Auditor`.

mod audit_support;

use audit_support::{IDEMPOTENCY, Trace};
use guard_core::audit::{Auditor, DriftConfig, metrics_table};

const REFUND: &str = "Never refund more than $500 without approval.";

/// Turn 1: two constraints and a narrative span, persisted and scored.
fn two_constraints() -> Trace {
    let mut t = Trace::new();
    t.next_turn()
        .constraint("c1", IDEMPOTENCY)
        .constraint("c2", REFUND)
        .narrative("n1", "Fetched the customer's profile.")
        .persist("c1")
        .persist("c2")
        .persist("n1")
        .score("c1", 0.2)
        .score("c2", 0.3)
        .score("n1", 0.7);
    t
}

#[test]
fn coverage_counts_constraints_seen_and_falls_when_one_leaves() {
    let mut t = two_constraints();
    t.next_turn().drop_span("c1", 0.2, 1);
    let report = t.audit();
    assert_eq!(report.metrics[0].coverage, 1.0);
    let second = &report.metrics[1];
    assert_eq!(
        (second.constraints_seen, second.constraints_verbatim),
        (2, 1)
    );
    assert_eq!(second.coverage, 0.5);
}

#[test]
fn a_reinjected_constraint_counts_as_verbatim_again() {
    let mut t = two_constraints();
    t.next_turn().drop_span("c1", 0.2, 1);
    t.next_turn().reinject("c1-back", "r1", IDEMPOTENCY);
    let report = t.audit();
    assert!(report.is_clean(), "{:#?}", report.violations);
    assert_eq!(report.metrics[2].coverage, 1.0);
}

#[test]
fn a_rewritten_constraint_is_not_verbatim_and_counts_in_the_rewrite_share() {
    let mut t = two_constraints();
    let faithful = "Never refund over $500 without approval.";
    t.next_turn()
        .rewrite(&["c2"], "r", faithful, 0.3, 1)
        .score("r", 0.9);
    let last = t.audit().metrics.pop().unwrap();
    assert_eq!(
        last.coverage, 0.5,
        "a paraphrase is not the verbatim constraint"
    );
    let bytes = IDEMPOTENCY.len() + "Fetched the customer's profile.".len() + faithful.len();
    assert_eq!(last.bytes, bytes);
    assert!((last.rewrite_share - faithful.len() as f64 / bytes as f64).abs() < 1e-12);
    // Retained relevance includes the rewrite's 0.9; verbatim relevance does not.
    assert!((last.retained_relevance.unwrap() - (0.2 + 0.7 + 0.9) / 3.0).abs() < 1e-12);
    assert!((last.verbatim_relevance.unwrap() - (0.2 + 0.7) / 2.0).abs() < 1e-12);
}

#[test]
fn a_laundered_constraint_text_does_not_restore_coverage() {
    let mut t = two_constraints();
    let summary = "Never refund over $500 without approval.";
    t.next_turn().rewrite(&["c2"], "r", summary, 0.3, 1);
    // The rewrite's output comes back as a "fresh" constraint: still not the user's words.
    t.constraint("c3", summary);
    let last = t.audit().metrics.pop().unwrap();
    assert_eq!((last.constraints_seen, last.constraints_verbatim), (2, 1));
}

#[test]
fn no_constraint_means_full_coverage_and_no_score_means_no_mean() {
    let mut t = Trace::new();
    t.next_turn().narrative("n1", "Hello.");
    let only = &t.audit().metrics[0];
    assert_eq!(only.coverage, 1.0);
    assert_eq!(only.retained_relevance, None);
    assert_eq!(only.rewrite_share, 0.0);
}

#[test]
fn the_auditor_gives_live_metrics_for_the_open_turn() {
    let trace = two_constraints();
    let mut auditor = Auditor::new();
    for (line, event) in trace.events.iter().enumerate() {
        auditor.observe(line + 1, event);
    }
    assert!(auditor.metrics().is_empty(), "turn 1 is still open");
    let live = auditor.live_metrics();
    assert_eq!((live.turn, live.spans, live.coverage), (1, 3, 1.0));
    assert!((live.retained_relevance.unwrap() - 0.4).abs() < 1e-12);
    let finished = auditor.finish(&DriftConfig::default());
    assert_eq!(finished.metrics, vec![live]);
}

#[test]
fn the_table_has_a_row_per_turn() {
    let mut t = two_constraints();
    t.next_turn().drop_span("c1", 0.2, 1);
    let table = metrics_table(&t.audit().metrics);
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[2].starts_with("   2      2     50.0%"), "{table}");
}
