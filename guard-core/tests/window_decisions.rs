//! The decision engine through the window: each refusal, in the design's order, and the
//! edits it lets through.

mod common;

use common::{
    IDEMPOTENCY, LONG_NOTE, LOSSY, SUMMARY, memory_window, narrative, settled_constraint,
    settled_note, settled_summary, sqlite_window,
};
use guard_core::{DropDecision, GuardError, Provenance, Rule, VerbatimStore};

fn code(error: &GuardError) -> &'static str {
    error
        .refusal()
        .unwrap_or_else(|| panic!("expected a refusal, got {error:?}"))
        .rule()
        .code()
}

#[test]
fn a_settled_low_score_drops_a_flushed_narrative_span() {
    let mut window = memory_window();
    let chatter = window.push(SUMMARY);
    let keep = window.push("The tests passed on the second run.");
    let score = window.score(chatter, 0.1);
    window.flush().unwrap();
    window.next_turn();
    assert_eq!(
        window.drop_span(chatter, &score).unwrap(),
        DropDecision::Dropped
    );
    let left: Vec<_> = window.spans().map(|s| s.id()).collect();
    assert_eq!(left, vec![keep]);
}

#[test]
fn a_score_at_or_above_tau_keeps_the_span() {
    let mut window = memory_window();
    let chatter = window.push(SUMMARY);
    let score = window.score(chatter, 0.35);
    window.flush().unwrap();
    window.next_turn();
    let decision = window.drop_span(chatter, &score).unwrap();
    assert_eq!(
        decision,
        DropDecision::Kept {
            score: 0.35,
            tau: 0.35
        }
    );
    assert!(window.get(chatter).is_some());
}

#[test]
fn an_unflushed_span_is_refused_before_anything_else() {
    let mut window = memory_window();
    let rule = window.push(IDEMPOTENCY);
    // Same turn (self-conditioned) and a constraint too: the flush check still comes first.
    let score = window.score(rule, 0.1);
    let err = window.drop_span(rule, &score).unwrap_err();
    assert_eq!(code(&err), "guard::unflushed_rewrite");
    let err = window.rewrite(&[rule], LOSSY, &score).unwrap_err();
    assert_eq!(code(&err), "guard::unflushed_rewrite");
    assert_eq!(window.get(rule).unwrap().text(), IDEMPOTENCY);
}

#[test]
fn a_constraint_with_only_a_memory_copy_is_refused() {
    let mut window = memory_window();
    let rule = window.push(IDEMPOTENCY);
    let score = window.score(rule, 0.1);
    window.flush().unwrap();
    window.next_turn();
    let err = window.drop_span(rule, &score).unwrap_err();
    assert_eq!(code(&err), "guard::constraint_without_verbatim");
    assert_eq!(window.get(rule).unwrap().text(), IDEMPOTENCY);
}

#[test]
fn a_score_from_the_deciding_turn_is_refused() {
    let mut window = memory_window();
    let chatter = window.push(SUMMARY);
    window.flush().unwrap();
    window.next_turn();
    let score = window.score(chatter, 0.1);
    let err = window.drop_span(chatter, &score).unwrap_err();
    assert_eq!(code(&err), "guard::self_conditioned_score");
    match err.refusal().unwrap().rule() {
        Rule::SelfConditionedScore { score_turn } => assert_eq!(*score_turn, 2),
        other => panic!("unexpected rule {other:?}"),
    }
    // The same score settles in the next turn.
    window.next_turn();
    assert_eq!(
        window.drop_span(chatter, &score).unwrap(),
        DropDecision::Dropped
    );
}

#[test]
fn a_rewrite_that_turns_a_constraint_into_a_mention_is_a_polarity_change() {
    let dir = tempfile::tempdir().unwrap();
    let mut window = sqlite_window(&dir);
    let (rule, score) = settled_constraint(&mut window);
    let err = window.rewrite(&[rule], LOSSY, &score).unwrap_err();
    assert_eq!(code(&err), "guard::polarity_change");
    let Rule::PolarityChange { rewrite, changes } = err.refusal().unwrap().rule() else {
        panic!("expected a polarity change");
    };
    assert_eq!(rewrite, LOSSY);
    assert!(!changes.is_empty());
    assert_eq!(window.get(rule).unwrap().text(), IDEMPOTENCY);
}

#[test]
fn a_faithful_rewrite_of_narrative_goes_through_and_is_recorded_with_its_parent() {
    let dir = tempfile::tempdir().unwrap();
    let mut window = sqlite_window(&dir);
    let first = window.push(LONG_NOTE);
    let rest: Vec<_> = (0..4).map(|i| window.push(narrative(i))).collect();
    let score = window.score(first, 0.2);
    window.flush().unwrap();
    window.next_turn();
    let summary = window.rewrite(&[first], SUMMARY, &score).unwrap();
    let order: Vec<_> = window.spans().map(|s| s.id()).collect();
    assert_eq!(order[0], summary, "the rewrite takes its parent's place");
    assert_eq!(&order[1..], &rest[..]);
    let span = window.get(summary).unwrap();
    assert!(span.is_rewrite());
    assert!(
        matches!(span.provenance(), Provenance::Rewritten { parents, turn: 2 } if parents == &[first])
    );
    let receipt = span.receipt().expect("a rewrite is on record at once");
    let stored = window.store().read_record(receipt.record()).unwrap();
    assert_eq!(stored.text, SUMMARY);
    assert_eq!(stored.parents, vec![span.rewritten_from()[0].record()]);
}

#[test]
fn a_rewrite_output_cannot_be_rewritten_or_dropped() {
    let mut window = memory_window();
    let (summary, again) = settled_summary(&mut window);
    let err = window
        .rewrite(&[summary], "A build ran.", &again)
        .unwrap_err();
    assert_eq!(code(&err), "guard::rewrite_of_rewrite");
    let err = window.drop_span(summary, &again).unwrap_err();
    assert_eq!(code(&err), "guard::rewrite_of_rewrite");
    // The refusal carries the original's receipt; resolving puts the original back verbatim.
    let resolution = window.resolve(err.refusal().unwrap()).unwrap();
    assert_eq!(resolution.reinjected.len(), 1);
    let back = window.get(resolution.reinjected[0]).unwrap();
    assert_eq!(back.text(), LONG_NOTE);
    assert!(!back.is_rewrite());
}

#[test]
fn the_rewrite_budget_counts_spans_and_bytes_from_the_start_of_the_turn() {
    let mut window = memory_window();
    let ids: Vec<_> = (0..10).map(|i| window.push(narrative(i))).collect();
    let scores: Vec<_> = ids.iter().map(|id| window.score(*id, 0.2)).collect();
    window.flush().unwrap();
    window.next_turn();
    // 40% of 10 equal spans: four single-span rewrites fit, the fifth does not.
    for (id, score) in ids.iter().zip(&scores).take(4) {
        window
            .rewrite(&[*id], "The log reader finished.", score)
            .unwrap();
    }
    let err = window
        .rewrite(&[ids[4]], "The log reader finished.", &scores[4])
        .unwrap_err();
    assert_eq!(code(&err), "guard::budget_exceeded");
    let Rule::BudgetExceeded {
        spans, spans_limit, ..
    } = err.refusal().unwrap().rule()
    else {
        panic!("expected a budget refusal");
    };
    assert_eq!((*spans, *spans_limit), (5, 4));
    // The next turn measures the (now smaller) window afresh.
    window.next_turn();
    window
        .rewrite(&[ids[4]], "The log reader finished.", &scores[4])
        .unwrap();
}

#[test]
fn the_byte_budget_binds_even_when_the_span_count_fits() {
    let mut window = memory_window();
    let long = window.push("The log reader finished its pass. ".repeat(20));
    for i in 0..9 {
        window.push(narrative(i));
    }
    let score = window.score(long, 0.2);
    window.flush().unwrap();
    window.next_turn();
    let err = window
        .rewrite(&[long], "The log reader finished.", &score)
        .unwrap_err();
    let Rule::BudgetExceeded {
        bytes,
        bytes_limit,
        spans,
        spans_limit,
    } = err.refusal().unwrap().rule()
    else {
        panic!("expected a budget refusal");
    };
    assert!(bytes > bytes_limit);
    assert!(spans <= spans_limit);
}

#[test]
fn usage_errors_are_errors_not_refusals() {
    let mut window = memory_window();
    let a = window.push(SUMMARY);
    let b = window.push("The tests passed on the second run.");
    let score_a = window.score(a, 0.1);
    let bad = window.score(b, f64::NAN);
    window.flush().unwrap();
    window.next_turn();
    assert!(matches!(
        window.drop_span(b, &score_a),
        Err(GuardError::ScoreMismatch { .. })
    ));
    assert!(matches!(
        window.drop_span(b, &bad),
        Err(GuardError::InvalidScore(_))
    ));
    assert!(matches!(
        window.rewrite(&[], "x", &score_a),
        Err(GuardError::InvalidTargets)
    ));
    assert!(matches!(
        window.rewrite(&[a, a], "x", &score_a),
        Err(GuardError::InvalidTargets)
    ));
    let mut many: Vec<_> = (0..40).map(|i| window.push(narrative(i))).collect();
    many.push(many[3]);
    let many_score = window.score(many[0], 0.1);
    assert!(matches!(
        window.rewrite(&many, "x", &many_score),
        Err(GuardError::InvalidTargets)
    ));
    let mut other = memory_window();
    let c = other.push(SUMMARY);
    let foreign = other.score(c, 0.1);
    assert!(matches!(
        window.drop_span(a, &foreign),
        Err(GuardError::Foreign { .. })
    ));
    window.drop_span(a, &score_a).unwrap();
    assert!(matches!(window.drop_span(a, &score_a), Err(GuardError::UnknownSpan(id)) if id == a));
}

#[test]
fn a_halt_stops_edits_until_the_next_turn() {
    let mut window = memory_window();
    let a = window.push(SUMMARY);
    let score = window.score(a, 0.1);
    window.flush().unwrap();
    window.next_turn();
    window.halt("refusal on a constraint span");
    assert_eq!(window.halted(), Some("refusal on a constraint span"));
    assert!(matches!(
        window.drop_span(a, &score),
        Err(GuardError::Halted { turn: 2, .. })
    ));
    window.next_turn();
    assert_eq!(window.drop_span(a, &score).unwrap(), DropDecision::Dropped);
}

#[test]
fn check_methods_decide_without_editing() {
    let mut window = memory_window();
    let a = window.push(SUMMARY);
    let score = window.score(a, 0.1);
    window.flush().unwrap();
    window.next_turn();
    assert_eq!(window.check_drop(a, &score).unwrap(), DropDecision::Dropped);
    let fresh = window.score(a, 0.1);
    let err = window
        .check_rewrite(&[a], "The build was slow.", &fresh)
        .unwrap_err();
    assert_eq!(code(&err), "guard::self_conditioned_score");
    assert_eq!(window.get(a).unwrap().text(), SUMMARY);
}

#[test]
fn an_empty_and_a_huge_span_are_handled() {
    let mut window = memory_window();
    let empty = window.push("");
    let huge = window.push("The log reader finished. ".repeat(200_000));
    let receipts = window.flush().unwrap();
    assert_eq!(receipts.len(), 2);
    assert_eq!(window.store().read(&receipts[0]).unwrap(), "");
    assert_eq!(
        window.store().read(&receipts[1]).unwrap().len(),
        window.get(huge).unwrap().len()
    );
    assert!(window.get(empty).unwrap().is_empty());
}

#[test]
fn a_rewrite_laundered_into_a_fresh_span_is_caught_at_flush() {
    let dir = tempfile::tempdir().unwrap();
    let mut window = sqlite_window(&dir);
    let (first, score) = settled_note(&mut window);
    window.rewrite(&[first], SUMMARY, &score).unwrap();
    // The agent pastes the summary back in as if it were new evidence.
    let laundered = window.push(SUMMARY);
    let other = window.push("The tests passed on the second run.");
    let err = window.flush().unwrap_err();
    assert_eq!(code(&err), "guard::rewrite_of_rewrite");
    assert_eq!(err.refusal().unwrap().targets()[0].span, laundered);
    // It is on record as the rewrite it is, and the rest of the batch was persisted.
    let span = window.get(laundered).unwrap();
    assert!(span.is_rewrite());
    assert!(window.get(other).unwrap().receipt().is_some());
    let again = window.score(laundered, 0.1);
    window.next_turn();
    let err = window.drop_span(laundered, &again).unwrap_err();
    assert_eq!(code(&err), "guard::rewrite_of_rewrite");
}

#[test]
fn a_laundered_rewrite_is_caught_across_sessions_of_one_store_file() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut window = sqlite_window(&dir);
        let (first, score) = settled_note(&mut window);
        window.rewrite(&[first], SUMMARY, &score).unwrap();
    }
    let mut window = sqlite_window(&dir);
    window.push(SUMMARY);
    let err = window.flush().unwrap_err();
    assert_eq!(code(&err), "guard::rewrite_of_rewrite");
}

#[test]
fn a_receipt_from_another_store_cannot_be_reinjected() {
    let mut window = memory_window();
    let mut other = memory_window();
    other.push("The build took four minutes.");
    let foreign = other.flush().unwrap().remove(0);
    assert!(matches!(
        window.reinject(&foreign),
        Err(GuardError::Foreign { what: "receipt" })
    ));
    assert!(window.is_empty());
}

#[test]
fn a_refusal_of_an_unflushed_edit_is_resolved_by_flushing() {
    let mut window = memory_window();
    let note = window.push(narrative(0));
    let score = window.score(note, 0.1);
    let err = window.drop_span(note, &score).unwrap_err();
    let resolution = window.resolve(err.refusal().unwrap()).unwrap();
    assert_eq!(resolution.flushed.len(), 1);
    assert!(resolution.reinjected.is_empty());
    window.next_turn();
    assert_eq!(
        window.drop_span(note, &score).unwrap(),
        DropDecision::Dropped
    );
}
