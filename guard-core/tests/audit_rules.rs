//! One hand-written trace per rule the audit checks: each breaks exactly one rule, and the audit
//! reports exactly that rule, with the turn, the spans and the line.

mod audit_support;

use audit_support::{IDEMPOTENCY, Trace, rules};
use guard_core::audit::{AuditRule, content_hash};

/// Turn 1: a narrative span `s1` and the constraint `c1`, both persisted durably and scored.
fn setup() -> Trace {
    let mut t = Trace::new();
    t.next_turn()
        .narrative("s1", "The invoice service answered in 120 ms.")
        .constraint("c1", IDEMPOTENCY)
        .narrative("s2", "Listed the last 20 invoices.")
        .narrative("s3", "User said hello.")
        .narrative("s4", "Fetched the customer's profile.")
        .persist("s1")
        .persist("c1")
        .persist("s2")
        .persist("s3")
        .persist("s4")
        .score("s1", 0.2)
        .score("c1", 0.31)
        .score("s2", 0.6)
        .score("s3", 0.1)
        .score("s4", 0.5);
    t.next_turn();
    t
}

fn assert_only(t: &Trace, rule: AuditRule, spans: &[&str]) {
    let report = t.audit();
    assert_eq!(rules(&report), vec![rule], "{:#?}", report.violations);
    let violation = &report.violations[0];
    assert_eq!(violation.spans, spans);
    assert_eq!(violation.turn, t.turn);
    assert!(report.errors.is_empty());
}

#[test]
fn the_setup_itself_is_clean() {
    let mut t = setup();
    t.drop_span("s1", 0.2, 1);
    assert!(t.audit().is_clean());
}

#[test]
fn dropping_an_unpersisted_span() {
    let mut t = setup();
    t.narrative("s9", "An unpersisted observation.")
        .score("s9", 0.1);
    t.next_turn().drop_span("s9", 0.1, 2);
    assert_only(&t, AuditRule::Unflushed, &["s9"]);
    assert_eq!(t.audit().violations[0].line, t.events.len());
}

#[test]
fn rewriting_with_only_a_non_durable_record() {
    let mut t = setup();
    let text = "A tool said: 42 results.";
    t.narrative("s9", text)
        .persist_with("s9", &content_hash(text), false)
        .score("s9", 0.5);
    t.next_turn()
        .rewrite(&["s9"], "s10", "A tool found results.", 0.5, 2);
    assert_only(&t, AuditRule::NotDurable, &["s9"]);
}

#[test]
fn a_record_whose_hash_does_not_match_the_span() {
    let mut t = setup();
    t.narrative("s9", "A tool said: 42 results.")
        .persist_with("s9", &content_hash("A tool said: 41 results."), true)
        .score("s9", 0.1);
    t.next_turn().drop_span("s9", 0.1, 2);
    assert_only(&t, AuditRule::HashMismatch, &["s9"]);
}

#[test]
fn a_rewrite_output_with_a_wrong_hash() {
    let mut t = setup();
    t.rewrite(&["s1"], "s9", "The invoice service was fast.", 0.2, 1);
    if let Some(guard_core::trace::TraceEvent::Rewritten { hash, .. }) = t.events.last_mut() {
        *hash = content_hash("something else");
    }
    assert_only(&t, AuditRule::HashMismatch, &["s9"]);
}

#[test]
fn reinjected_bytes_that_differ_from_the_record() {
    let mut t = setup();
    t.drop_span("s1", 0.2, 1)
        .reinject("s1", "r1", "The invoice service answered in 12 ms.");
    assert_only(&t, AuditRule::HashMismatch, &["s1"]);
}

#[test]
fn dropping_a_constraint_without_a_durable_copy() {
    let mut t = setup();
    t.constraint("c9", "Never refund more than $500.")
        .persist_with("c9", &content_hash("Never refund more than $500."), false)
        .score("c9", 0.1);
    t.next_turn().drop_span("c9", 0.1, 2);
    assert_only(&t, AuditRule::ConstraintWithoutVerbatim, &["c9"]);
}

#[test]
fn dropping_a_constraint_never_persisted() {
    let mut t = setup();
    t.constraint("c9", "Never refund more than $500.")
        .score("c9", 0.1);
    t.next_turn().drop_span("c9", 0.1, 2);
    assert_only(&t, AuditRule::ConstraintWithoutVerbatim, &["c9"]);
}

#[test]
fn a_score_from_the_deciding_turn() {
    let mut t = setup();
    t.score("s1", 0.05).drop_span("s1", 0.05, 2);
    assert_only(&t, AuditRule::SelfConditionedScore, &["s1"]);
}

#[test]
fn a_score_from_a_later_turn_is_self_conditioned_too() {
    let mut t = setup();
    t.drop_span("s1", 0.2, 5);
    let report = t.audit();
    assert!(rules(&report).contains(&AuditRule::SelfConditionedScore));
}

#[test]
fn a_score_no_scored_event_recorded() {
    let mut t = setup();
    t.drop_span("s1", 0.01, 1);
    assert_only(&t, AuditRule::UnrecordedScore, &["s1"]);
}

#[test]
fn dropping_at_or_above_tau() {
    let mut t = setup();
    t.drop_span("s4", 0.5, 1);
    assert_only(&t, AuditRule::AboveThreshold, &["s4"]);
}

#[test]
fn a_rewrite_that_turns_a_constraint_into_a_mention() {
    let mut t = setup();
    t.rewrite(&["c1"], "s9", "User mentioned API caution.", 0.31, 1);
    assert_only(&t, AuditRule::PolarityChange, &["c1"]);
    let message = &t.audit().violations[0].message;
    assert!(message.contains("User mentioned API caution."), "{message}");
}

#[test]
fn rewriting_a_rewrite_by_provenance() {
    let mut t = setup();
    t.rewrite(&["s1"], "s9", "The invoice service was fast.", 0.2, 1)
        .persist("s9")
        .score("s9", 0.3);
    t.next_turn()
        .rewrite(&["s9"], "s10", "Invoices were fast.", 0.3, 2);
    assert_only(&t, AuditRule::RewriteOfRewrite, &["s9"]);
}

#[test]
fn dropping_a_rewrite_by_provenance() {
    let mut t = setup();
    t.rewrite(&["s1"], "s9", "The invoice service was fast.", 0.2, 1)
        .persist("s9")
        .score("s9", 0.3);
    t.next_turn().drop_span("s9", 0.3, 2);
    assert_only(&t, AuditRule::RewriteOfRewrite, &["s9"]);
}

#[test]
fn rewriting_a_rewrite_laundered_as_a_fresh_span() {
    let mut t = setup();
    let summary = "The invoice service was fast.";
    t.rewrite(&["s1"], "s9", summary, 0.2, 1);
    // The same text comes back as an "original" span under a new id.
    t.narrative("s10", summary).persist("s10").score("s10", 0.3);
    t.next_turn()
        .rewrite(&["s10"], "s11", "Invoices: fast.", 0.3, 2);
    let report = t.audit();
    assert_eq!(rules(&report), vec![AuditRule::RewriteOfRewrite]);
    assert!(report.violations[0].message.contains("`s9`"));
    // The laundered span never counted as verbatim.
    assert!(report.metrics[1].verbatim_relevance.is_some());
}

#[test]
fn rewrites_over_the_span_budget() {
    // 5 spans at the start of turn 2: 40% allows 2 spans; the third replaced span exceeds it.
    let mut t = setup();
    t.rewrite(&["s1"], "s9", "The invoice service was fast.", 0.2, 1)
        .rewrite(&["s3"], "s10", "Greetings.", 0.1, 1)
        .rewrite(&["s4"], "s11", "Got the profile.", 0.5, 1);
    assert_only(&t, AuditRule::BudgetExceeded, &["s4"]);
}

#[test]
fn rewrites_over_the_byte_budget() {
    // Small span count, one long span: replacing it exceeds 40% of the bytes, not of the spans.
    let mut t = Trace::new();
    t.next_turn();
    for i in 1..=5 {
        let id = format!("s{i}");
        let text = if i == 1 {
            "x".repeat(1000)
        } else {
            "short".to_owned()
        };
        t.narrative(&id, &text).persist(&id).score(&id, 0.5);
    }
    t.next_turn()
        .rewrite(&["s1"], "s6", "a long run of x", 0.5, 1);
    let report = t.audit();
    assert_eq!(rules(&report), vec![AuditRule::BudgetExceeded]);
    assert!(report.violations[0].message.contains("1000 of 1020 bytes"));
}

/// Turn 2 rewrites `s1` into `s9`; turn 3 tries to drop the rewrite and is refused
/// (rewrite-of-rewrite). The refused span is not verbatim, so only re-injecting `s1` (or a halt)
/// resolves the refusal.
fn refused_rewrite() -> Trace {
    let mut t = setup();
    t.rewrite(&["s1"], "s9", "The invoice service was fast.", 0.2, 1)
        .persist("s9")
        .score("s9", 0.1);
    t.next_turn().refuse(&["s9"], "guard::rewrite_of_rewrite");
    t
}

#[test]
fn a_refusal_never_resolved() {
    let mut t = refused_rewrite();
    t.next_turn();
    t.next_turn(); // turn 5: the deadline (end of turn 4) has passed
    let report = t.audit();
    assert_eq!(rules(&report), vec![AuditRule::UnresolvedRefusal]);
    assert_eq!(
        report.violations[0].turn, 3,
        "reported at the refusal's turn"
    );
    assert_eq!(report.violations[0].spans, ["s9"]);
}

#[test]
fn a_refusal_still_open_when_the_trace_ends() {
    let t = refused_rewrite();
    assert_only(&t, AuditRule::UnresolvedRefusal, &["s9"]);
}

#[test]
fn re_injecting_the_rewrites_original_in_the_next_turn_resolves_it() {
    let mut t = refused_rewrite();
    t.next_turn()
        .reinject("s20", "r1", "The invoice service answered in 120 ms.");
    assert!(t.audit().is_clean(), "{:#?}", t.audit().violations);
}

#[test]
fn a_halt_resolves_it() {
    let mut t = refused_rewrite();
    t.halt("cannot continue without the original");
    assert!(t.audit().is_clean());
}

#[test]
fn a_refused_span_still_verbatim_at_the_end_of_the_turn_is_resolved() {
    // The runtime's `resolve` keeps a refused span that is still in the window byte-for-byte.
    let mut t = setup();
    t.refuse(&["c1"], "guard::polarity_change");
    t.next_turn();
    t.next_turn();
    assert!(t.audit().is_clean());
}

#[test]
fn a_refusal_resolved_only_in_part() {
    let mut t = refused_rewrite();
    t.rewrite(&["s2"], "s10", "Listed invoices.", 0.6, 1)
        .refuse(&["s9", "s10"], "guard::rewrite_of_rewrite")
        .reinject("s20", "r1", "The invoice service answered in 120 ms.");
    let report = t.audit();
    // The first refusal is resolved; the second still waits for `s2`.
    assert_eq!(rules(&report), vec![AuditRule::UnresolvedRefusal]);
    assert_eq!(report.violations[0].spans, ["s9", "s10"]);
    assert!(report.violations[0].message.contains("`s10`"));
    assert!(!report.violations[0].message.contains("`s9`"));
}

#[test]
fn a_reinjection_of_the_refused_span_itself_resolves_it() {
    let mut t = setup();
    t.drop_span("s1", 0.2, 1)
        .refuse(&["s1"], "guard::budget_exceeded")
        .reinject("s1-copy", "r1", "The invoice service answered in 120 ms.");
    assert!(t.audit().is_clean(), "{:#?}", t.audit().violations);
}

#[test]
fn an_edit_of_a_span_not_in_the_window() {
    let mut t = setup();
    t.drop_span("nope", 0.1, 1);
    assert_only(&t, AuditRule::InconsistentTrace, &["nope"]);
}

#[test]
fn a_trace_without_its_header() {
    let mut t = setup();
    t.events.remove(0);
    let report = t.audit();
    assert_eq!(rules(&report), vec![AuditRule::InconsistentTrace]);
    assert_eq!(report.violations[0].line, 1);
}

#[test]
fn turns_going_back() {
    let mut t = setup();
    t.push(guard_core::trace::TraceEvent::TurnStarted { turn: 1 });
    let report = t.audit();
    assert_eq!(rules(&report), vec![AuditRule::InconsistentTrace]);
    assert!(report.violations[0].message.contains("turn 1 after turn 2"));
}

#[test]
fn a_reinjection_from_an_unknown_record() {
    let mut t = setup();
    t.reinject("c1", "r404", IDEMPOTENCY);
    assert_only(&t, AuditRule::InconsistentTrace, &["c1"]);
}

#[test]
fn every_rule_has_a_distinct_code_that_round_trips() {
    let mut codes: Vec<&str> = AuditRule::ALL.iter().map(|r| r.code()).collect();
    for rule in AuditRule::ALL {
        assert_eq!(AuditRule::from_code(rule.code()), Some(rule));
        assert!(!rule.description().is_empty() && !rule.help().is_empty());
    }
    codes.sort();
    codes.dedup();
    assert_eq!(codes.len(), AuditRule::ALL.len());
}
