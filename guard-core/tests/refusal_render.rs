//! How each refusal renders with miette: code, the span's text with labels at the cue (or at
//! the polarity change), and the help line. Snapshots are colour-free.

mod common;

use common::{IDEMPOTENCY, LOSSY, memory_window, narrative, sqlite_window};
use guard_core::{GuardError, GuardedWindow, VerbatimStore};
use miette::{GraphicalReportHandler, GraphicalTheme};

fn render(error: &GuardError) -> String {
    let refusal = error.refusal().expect("a refusal");
    let mut out = String::new();
    GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(100)
        .render_report(&mut out, refusal)
        .expect("render");
    out
}

/// A window holding the constraint and ten narrative spans, flushed, scored in turn 1 (0.31),
/// now in turn 2.
fn settled<S: VerbatimStore>(
    mut window: GuardedWindow<S>,
) -> (GuardedWindow<S>, guard_core::SpanId, guard_core::Score) {
    let rule = window.push(IDEMPOTENCY);
    for i in 0..10 {
        window.push(narrative(i));
    }
    let score = window.score(rule, 0.31);
    window.flush().unwrap();
    window.next_turn();
    (window, rule, score)
}

#[test]
fn unflushed_rewrite() {
    let mut window = memory_window();
    let rule = window.push(IDEMPOTENCY);
    let score = window.score(rule, 0.31);
    let err = window.rewrite(&[rule], LOSSY, &score).unwrap_err();
    insta::assert_snapshot!(render(&err));
}

#[test]
fn constraint_without_verbatim() {
    let (mut window, rule, score) = settled(memory_window());
    let err = window.rewrite(&[rule], LOSSY, &score).unwrap_err();
    insta::assert_snapshot!(render(&err));
}

#[test]
fn self_conditioned_score() {
    let dir = tempfile::tempdir().unwrap();
    let (mut window, rule, _) = settled(sqlite_window(&dir));
    let fresh = window.score(rule, 0.31);
    let err = window.drop_span(rule, &fresh).unwrap_err();
    insta::assert_snapshot!(render(&err));
}

#[test]
fn polarity_change() {
    let dir = tempfile::tempdir().unwrap();
    let (mut window, rule, score) = settled(sqlite_window(&dir));
    let err = window.rewrite(&[rule], LOSSY, &score).unwrap_err();
    insta::assert_snapshot!(render(&err));
}

#[test]
fn rewrite_of_rewrite() {
    let mut window = memory_window();
    let first = window.push("The build took four minutes on the CI runner this morning.");
    for i in 0..4 {
        window.push(narrative(i));
    }
    let score = window.score(first, 0.2);
    window.flush().unwrap();
    window.next_turn();
    let summary = window
        .rewrite(&[first], "The build took four minutes.", &score)
        .unwrap();
    let again = window.score(summary, 0.1);
    window.next_turn();
    let err = window
        .rewrite(&[summary], "A build ran.", &again)
        .unwrap_err();
    insta::assert_snapshot!(render(&err));
}

#[test]
fn budget_exceeded() {
    let mut window = memory_window();
    let ids: Vec<_> = (0..3).map(|i| window.push(narrative(i))).collect();
    let score = window.score(ids[0], 0.2);
    window.flush().unwrap();
    window.next_turn();
    let err = window
        .rewrite(&ids[..2], "The log reader finished twice.", &score)
        .unwrap_err();
    insta::assert_snapshot!(render(&err));
}
