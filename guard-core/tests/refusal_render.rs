//! How each refusal renders with miette: code, the span's text with labels at the cue (or at
//! the polarity change), and the help line. Snapshots are colour-free.

mod common;

use common::{
    IDEMPOTENCY, LOSSY, SUMMARY, memory_window, narrative, settled_constraint, settled_summary,
    sqlite_window,
};
use guard_core::GuardError;
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
    let mut window = memory_window();
    let (rule, score) = settled_constraint(&mut window);
    let err = window.rewrite(&[rule], LOSSY, &score).unwrap_err();
    insta::assert_snapshot!(render(&err));
}

#[test]
fn self_conditioned_score() {
    let dir = tempfile::tempdir().unwrap();
    let mut window = sqlite_window(&dir);
    let (rule, _) = settled_constraint(&mut window);
    let fresh = window.score(rule, 0.31);
    let err = window.drop_span(rule, &fresh).unwrap_err();
    insta::assert_snapshot!(render(&err));
}

#[test]
fn polarity_change() {
    let dir = tempfile::tempdir().unwrap();
    let mut window = sqlite_window(&dir);
    let (rule, score) = settled_constraint(&mut window);
    let err = window.rewrite(&[rule], LOSSY, &score).unwrap_err();
    insta::assert_snapshot!(render(&err));
}

#[test]
fn rewrite_of_rewrite() {
    let mut window = memory_window();
    let (summary, again) = settled_summary(&mut window);
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

#[test]
fn laundered_rewrite() {
    let mut window = memory_window();
    settled_summary(&mut window);
    window.push(SUMMARY);
    let err = window.flush().unwrap_err();
    insta::assert_snapshot!(render(&err));
}
