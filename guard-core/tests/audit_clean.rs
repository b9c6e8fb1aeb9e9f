//! Traces that respect the invariant audit clean, with the metrics a reader would compute.

mod audit_support;

use audit_support::{IDEMPOTENCY, Trace};

/// The note's incident as the guarded window handles it: the lossy rewrite is refused and the
/// constraint re-injected; a narrative span is dropped and another rewritten within the rules.
fn guarded_incident() -> Trace {
    let mut t = Trace::new();
    t.next_turn()
        .constraint("s1", IDEMPOTENCY)
        .narrative("s2", "Listed the last 20 invoices for the customer.")
        .narrative("s3", "The invoice service answered in 120 ms.")
        .narrative("s4", "User said hello.")
        .narrative("s5", "Fetched the customer's profile.")
        .persist("s1")
        .persist("s2")
        .persist("s3")
        .persist("s4")
        .persist("s5")
        .score("s1", 0.31)
        .score("s2", 0.6)
        .score("s3", 0.2)
        .score("s4", 0.1)
        .score("s5", 0.5);
    t.next_turn()
        .refuse(&["s1"], "guard::polarity_change")
        .reinject("s1", "r1", IDEMPOTENCY)
        .drop_span("s4", 0.1, 1)
        .rewrite(&["s3"], "s6", "The invoice service was fast.", 0.2, 1);
    t
}

#[test]
fn the_guarded_incident_audits_clean() {
    let report = guarded_incident().audit();
    assert!(report.is_clean(), "{:#?}", report.violations);
    assert_eq!(report.events, 22);
    assert_eq!(report.metrics.len(), 2);
}

#[test]
fn metrics_follow_the_window() {
    let report = guarded_incident().audit();
    let [first, second] = &report.metrics[..] else {
        panic!("two turns expected");
    };
    assert_eq!((first.turn, first.spans, first.coverage), (1, 5, 1.0));
    assert_eq!(first.constraints_seen, 1);
    let mean = (0.31 + 0.6 + 0.2 + 0.1 + 0.5) / 5.0;
    assert!((first.retained_relevance.unwrap() - mean).abs() < 1e-12);
    assert_eq!(first.rewrite_share, 0.0);

    // Turn 2: s4 dropped, s3 replaced by the unscored rewrite s6.
    assert_eq!(second.spans, 4);
    assert_eq!(second.coverage, 1.0);
    assert_eq!(
        (second.counts.drops, second.counts.rewrites),
        (1, 1),
        "one drop and one rewrite"
    );
    assert_eq!((second.counts.refusals, second.counts.reinjections), (1, 1));
    let retained = (0.31 + 0.6 + 0.5) / 3.0;
    assert!((second.retained_relevance.unwrap() - retained).abs() < 1e-12);
    assert!((second.verbatim_relevance.unwrap() - retained).abs() < 1e-12);
    let rewritten = "The invoice service was fast.".len() as f64;
    assert!((second.rewrite_share - rewritten / second.bytes as f64).abs() < 1e-12);
}

#[test]
fn a_refusal_resolved_by_a_halt_in_the_next_turn_is_clean() {
    let mut t = Trace::new();
    t.next_turn().constraint("s1", IDEMPOTENCY).score("s1", 0.3);
    t.next_turn()
        .refuse(&["s1"], "guard::constraint_without_verbatim");
    t.next_turn().halt("operator asked to stop");
    let report = t.audit();
    assert!(report.is_clean(), "{:#?}", report.violations);
    assert_eq!(report.metrics[2].counts.halts, 1);
}

#[test]
fn an_empty_trace_is_clean_and_has_no_turns() {
    let report = guard_core::audit::audit(&b""[..], &Default::default());
    assert!(report.is_clean());
    assert_eq!((report.events, report.metrics.len()), (0, 0));
}

#[test]
fn a_rewrite_within_budget_of_several_spans_is_clean() {
    let mut t = Trace::new();
    t.next_turn();
    for i in 1..=5 {
        let id = format!("s{i}");
        t.narrative(&id, "Tool output: 200 OK.")
            .persist(&id)
            .score(&id, 0.5);
    }
    t.next_turn()
        .rewrite(&["s1", "s2"], "s6", "Two calls succeeded.", 0.5, 1);
    let report = t.audit();
    assert!(report.is_clean(), "{:#?}", report.violations);
}
