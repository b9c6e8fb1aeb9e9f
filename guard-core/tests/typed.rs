//! The typed wrappers at runtime: zero-cost, and the typed path still runs every check.
//! (What they reject at compile time is pinned in `tests/ui/typed/`.)

mod common;

use std::mem::size_of;

use common::{
    IDEMPOTENCY, LOSSY, SUMMARY, memory_window, narrative, settled_constraint, settled_note,
    sqlite_window,
};
use guard_core::{
    Constraint, Flushed, GuardError, Narrative, Rewritten, Score, Settled, Span, TypedSpan,
    Unflushed, Unverified, Verbatim,
};

#[test]
fn wrappers_are_the_size_of_what_they_wrap() {
    assert_eq!(size_of::<Constraint<Unverified>>(), size_of::<Span>());
    assert_eq!(size_of::<Constraint<Verbatim>>(), size_of::<Span>());
    assert_eq!(size_of::<Narrative<Unflushed>>(), size_of::<Span>());
    assert_eq!(size_of::<Narrative<Flushed>>(), size_of::<Span>());
    assert_eq!(size_of::<Rewritten<Span>>(), size_of::<Span>());
    assert_eq!(size_of::<Settled>(), size_of::<Score>());
    assert_eq!(size_of::<Verbatim>(), 0);
    assert_eq!(size_of::<Unflushed>(), 0);
}

#[test]
fn a_span_is_typed_by_kind_flush_state_and_provenance() {
    let mut window = memory_window();
    let rule = window.push(IDEMPOTENCY);
    let note = window.push(narrative(0));
    assert!(matches!(
        window.typed(rule).unwrap(),
        TypedSpan::Constraint(_)
    ));
    assert!(matches!(
        window.typed(note).unwrap(),
        TypedSpan::Unflushed(_)
    ));
    let receipts = window.flush().unwrap();
    assert!(matches!(window.typed(note).unwrap(), TypedSpan::Flushed(_)));
    let fresh = window.push(narrative(1));
    let TypedSpan::Unflushed(stale) = window.typed(fresh).unwrap() else {
        panic!("a new span is unflushed");
    };
    // A receipt for other bytes does not flush it.
    assert!(stale.with_receipt(&receipts[1]).is_none());
}

#[test]
fn settling_a_score_from_the_current_turn_is_refused() {
    let mut window = memory_window();
    let note = window.push(narrative(0));
    let score = window.score(note, 0.2);
    let err = window.settle(&score).unwrap_err();
    assert_eq!(
        err.refusal().unwrap().rule().code(),
        "guard::self_conditioned_score"
    );
    window.next_turn();
    assert_eq!(window.settle(&score).unwrap().value(), 0.2);
}

#[test]
fn a_confirmed_constraint_still_faces_the_polarity_check() {
    let dir = tempfile::tempdir().unwrap();
    let mut window = sqlite_window(&dir);
    let (rule, score) = settled_constraint(&mut window);
    let settled = window.settle(&score).unwrap();
    let TypedSpan::Constraint(unverified) = window.typed(rule).unwrap() else {
        panic!("a constraint");
    };
    let verbatim = unverified.confirm(&window).unwrap();
    assert!(verbatim.receipt().unwrap().is_durable());
    let err = window.rewrite_typed(verbatim, LOSSY, &settled).unwrap_err();
    assert!(matches!(&err, GuardError::Refused(r) if r.rule().code() == "guard::polarity_change"));
}

#[test]
fn a_typed_rewrite_returns_a_rewritten_span() {
    let mut window = memory_window();
    let (note, score) = settled_note(&mut window);
    let settled = window.settle(&score).unwrap();
    let TypedSpan::Flushed(flushed) = window.typed(note).unwrap() else {
        panic!("flushed narrative");
    };
    let summary = window.rewrite_typed(flushed, SUMMARY, &settled).unwrap();
    assert!(summary.is_rewrite());
    assert!(matches!(
        window.typed(summary.id()).unwrap(),
        TypedSpan::Rewritten(_)
    ));
}
