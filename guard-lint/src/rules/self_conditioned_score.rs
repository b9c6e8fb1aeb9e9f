//! RG004 self-conditioned-score.

use super::{Level, RuleContext};
use crate::analysis::Violation;

declare_rule! {
    /// ## What it does
    /// Flags a drop or rewrite decided by a relevance score that was computed in the same
    /// function body (and, for the guarded window, in the same turn: no `next_turn()` between
    /// `score` and the edit).
    ///
    /// ## Why is this bad?
    /// A score conditioned on the turn that motivates the edit is circular: the read-only turn
    /// that scored the payments constraint 0.31 is the same turn that dropped it. A settled score,
    /// computed in an earlier turn, is the only evidence the edit can be audited against.
    ///
    /// ## Example
    /// ```rust,ignore
    /// self.history.retain(|m| relevance(m, &turn) > TAU);
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// let score = window.score(id, relevance(&span, &turn)); // this turn
    /// window.next_turn();
    /// window.drop_span(id, &score)?;                         // a later turn
    /// ```
    pub static RULE = { id: "RG004", name: "self-conditioned-score", level: Level::Warning };
}

const HELP: &str = "score in one turn and decide in a later one: keep the `Score` from \
`GuardedWindow::score`, call `next_turn()`, then pass it to `drop_span` or `rewrite`";

pub(crate) fn check(cx: &RuleContext<'_>, out: &mut Vec<Violation>) {
    for edit in &cx.facts.edits {
        // Only edits that a score in this body decides: in the edit's arguments (a `retain`
        // closure), a binding derived from it, or an enclosing condition that tests it.
        let Some(origin) = &edit.score else { continue };
        out.push(cx.violation(
            &RULE,
            (edit.site.span, edit.site.last_token),
            &edit.site.reading.suppressions,
            format!(
                "this {} is decided by a relevance score computed in the same body ({origin})",
                edit.site.kind
            ),
            HELP,
        ));
    }
    for op in &cx.facts.guard_ops {
        let Some(origin) = &op.score else { continue };
        out.push(cx.violation(
            &RULE,
            (op.span, op.last),
            &op.suppressions,
            format!(
                "`{}` is justified by a score computed in this turn ({origin}), not a settled one",
                op.method
            ),
            HELP,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::RULE;
    use crate::rules::testing::assert_cases;

    #[test]
    fn cases() {
        let pass = [
            // A score stored on the message earlier, not computed here.
            "fn f(history: &mut Vec<Message>) { history.retain(|m| m.relevance > 0.35); }",
            // A settled score passed in.
            "fn f(window: &mut GuardedWindow<S>, id: SpanId, score: &Score) { window.drop_span(id, score).unwrap(); }",
            // Scored, then a new turn, then dropped.
            "fn f(window: &mut GuardedWindow<S>, id: SpanId) {
                 let s = window.score(id, 0.2);
                 window.next_turn();
                 window.drop_span(id, &s).unwrap();
             }",
            // A score computed but not used for an edit.
            "fn f(history: &mut Vec<Message>) { let s = relevance(&history[0]); println!(\"{s}\"); history.push(m); }",
        ];
        let fail = [
            "fn f(history: &mut Vec<Message>, turn: &Turn) { history.retain(|m| relevance(m, turn) > 0.35); }",
            "fn f(&mut self) {
                 let s = self.scorer.score(&self.history[0]);
                 if s < 0.35 { self.history.remove(0); }
             }",
            "fn f(&mut self) {
                 let mut stale = Vec::new();
                 for (i, m) in self.history.iter().enumerate() {
                     if self.relevance(m) < TAU { stale.push(i); }
                 }
                 for i in stale.into_iter().rev() { self.history.remove(i); }
             }",
            "fn f(&mut self) {
                 let ranked = rank_messages(&self.history);
                 self.history = ranked.into_iter().take(10).collect();
             }",
            "fn f(window: &mut GuardedWindow<S>, id: SpanId) {
                 let s = window.score(id, 0.2);
                 window.drop_span(id, &s).unwrap();
             }",
            "fn f(window: &mut GuardedWindow<S>, ids: Vec<SpanId>, text: String) {
                 window.flush().unwrap();
                 let s = window.score(ids[0], 0.2);
                 window.rewrite(&ids, text, &s).unwrap();
             }",
        ];
        assert_cases(&RULE, &pass, &fail);
    }
}
