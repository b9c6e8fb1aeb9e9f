//! RG006 unflushed-rewrite.

use super::{Level, RuleContext};
use crate::analysis::{EditKind, Violation};

declare_rule! {
    /// ## What it does
    /// Flags a rewrite applied before the verbatim store was flushed in the same body: a
    /// `GuardedWindow::rewrite` with no `flush()` before it, or a raw rewrite of a window in code
    /// that has a store (configured with `store = ...`, or a binding or field named like one)
    /// and no flush, sync or persist call before the rewrite.
    ///
    /// ## Why is this bad?
    /// The design note's first failure condition: "the rewrite budget is applied before the
    /// external store is flushed". Until the store is durable, the only copy of the replaced
    /// span is the model's own summary of it.
    ///
    /// ## Example
    /// ```rust,ignore
    /// let ids = window.spans().iter().map(|s| s.id).collect::<Vec<_>>();
    /// window.rewrite(&ids, summary, &score)?;
    /// window.flush()?;
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// window.flush()?;
    /// window.rewrite(&ids, summary, &score)?;
    /// ```
    pub static RULE = { id: "RG006", name: "unflushed-rewrite", level: Level::Error };
}

const HELP: &str = "call `flush()` on the guarded window (or sync the store) before `rewrite`, \
so a byte-identical copy of every replaced span is durable first";

pub(crate) fn check(cx: &RuleContext<'_>, out: &mut Vec<Violation>) {
    for edit in &cx.facts.edits {
        // A raw rewrite, with no flush before it, in code that knows about a store.
        if edit.site.kind != EditKind::Rewrite || edit.flushed_before {
            continue;
        }
        // A window lent to a call for a rewrite is rewritten by the callee: reported there
        // when its body is linted, else at the call by the call graph's rules.
        if edit.site.reading.lent_to.is_some() {
            continue;
        }
        // Code that knows of a store (a raw rewrite alone is already RG005 or RG001).
        if !cx.facts.store_in_context {
            continue;
        }
        out.push(cx.violation(
            &RULE,
            (edit.site.span, edit.site.last_token),
            &edit.site.reading.suppressions,
            format!(
                "`{}` is rewritten before the verbatim store was flushed in this body",
                edit.site.reading.target
            ),
            HELP,
        ));
    }
    for op in &cx.facts.guard_ops {
        if op.method != "rewrite" || op.flushed_before {
            continue;
        }
        out.push(cx.violation(
            &RULE,
            (op.span, op.last),
            &op.suppressions,
            format!(
                "`{}.rewrite(..)` is applied before the store was flushed in this body",
                op.target
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
            "fn f(window: &mut GuardedWindow<S>, ids: &[SpanId], text: String, s: &Score) {
                 window.flush().unwrap();
                 window.rewrite(ids, text, s).unwrap();
             }",
            // A raw rewrite with no store anywhere is the linter's unguarded-rewrite, not this.
            "fn f(&mut self) { let summary = summarize(&self.history); self.history = vec![summary]; }",
            "fn f(&mut self) {
                 self.store.persist(&self.history).unwrap();
                 let summary = self.llm.summarize(&self.history);
                 self.history = vec![summary];
             }",
        ];
        let fail = [
            "fn f(window: &mut GuardedWindow<S>, ids: &[SpanId], text: String, s: &Score) {
                 window.rewrite(ids, text, s).unwrap();
                 window.flush().unwrap();
             }",
            "fn f(&mut self) {
                 let summary = self.llm.summarize(&self.history);
                 self.history = vec![summary];
                 self.store.persist(&self.history).unwrap();
             }",
            "#[retention_safe] fn f(&mut self) {
                 let summary = compact(&self.history);
                 self.history.clear();
                 self.history.push(summary);
                 self.archive.sync_all().unwrap();
             }",
        ];
        assert_cases(&RULE, &pass, &fail);
    }
}
