//! RG007 window-escape-hatch.

use super::{Level, RuleContext};
use crate::analysis::Violation;
use crate::analysis::facts::EscapeKind;

declare_rule! {
    /// ## What it does
    /// Flags code that hands a window's inner collection out mutably: a function returning
    /// `&mut` (or `RefMut`, a lock guard, `IterMut`) that returns `&mut self.history`,
    /// `self.history.iter_mut()` and the like; a `*_mut` accessor called on a `GuardedWindow`;
    /// and, inside guarded code, `&mut history` passed to a function or method the guard cannot
    /// see into.
    ///
    /// ## Why is this bad?
    /// Every guarantee of the guard holds only while every edit goes through it. A `&mut Vec`
    /// handed out is an edit path no rule, attribute or runtime check will ever see.
    ///
    /// ## Example
    /// ```rust,ignore
    /// impl Agent {
    ///     pub fn history_mut(&mut self) -> &mut Vec<Message> {
    ///         &mut self.history
    ///     }
    /// }
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// impl Agent {
    ///     pub fn spans(&self) -> &[Span] {
    ///         self.window.spans()
    ///     }
    /// }
    /// ```
    pub static RULE = { id: "RG007", name: "window-escape-hatch", level: Level::Error };
}

const HELP: &str = "expose read-only access (`spans()`, `get(id)`) and route edits through \
`GuardedWindow::drop_span` / `rewrite`; a helper of yours should take the `GuardedWindow` and be \
`#[retention_safe]` itself";

pub(crate) fn check(cx: &RuleContext<'_>, out: &mut Vec<Violation>) {
    for escape in &cx.facts.escapes {
        let target = &escape.target;
        let message = match escape.kind {
            EscapeKind::Returned => format!(
                "returns mutable access to the context window `{target}`: callers can edit it without the guard"
            ),
            EscapeKind::ReturnedItem => format!(
                "returns mutable access to one message of the context window `{target}`: callers can rewrite it without the guard"
            ),
            EscapeKind::ReturnedConversation => format!(
                "returns mutable access to one conversation of `{target}`: callers can edit it without the guard"
            ),
            EscapeKind::Passed => {
                format!("`&mut {target}` hands the context window to code the guard cannot check")
            }
            EscapeKind::Accessor => format!(
                "this accessor hands out the inner collection of the guarded window `{target}` mutably"
            ),
        };
        out.push(cx.violation(&RULE, escape.span, &escape.suppressions, message, HELP));
    }
}

#[cfg(test)]
mod tests {
    use super::RULE;
    use crate::rules::testing::assert_cases;

    #[test]
    fn cases() {
        let pass = [
            "impl Agent { pub fn history(&self) -> &[Message] { &self.history } }",
            "impl Agent { pub fn cursor_mut(&mut self) -> &mut usize { &mut self.cursor } }",
            // Passing a window mutably from unguarded code is the linter's call graph business.
            "fn f(&mut self) { trim(&mut self.history); }",
            // A guarded window passed to a (guarded) helper, or returned: its API is the guard.
            "#[retention_safe] fn f(window: &mut GuardedWindow<S>) { compact(window); }",
            "impl Agent { fn w(&mut self) -> &mut GuardedWindow<S> { &mut self.window } }",
            "struct A { window: GuardedWindow<S> } impl A { fn w(&mut self) -> &mut GuardedWindow<S> { &mut self.window } }",
            // A configured window of unknown type is not known to be a raw collection.
            "#[retention_safe] fn f(&mut self) { self.window.next_turn(); helper(&mut self.window); }",
            // A collection of span ids is not a window.
            "#[retention_safe] fn f(window: &mut GuardedWindow<S>, ids: &[SpanId], s: &Score, t: String) {
                 window.flush().unwrap();
                 window.rewrite(ids, t, s).unwrap();
             }",
            "#[retention_safe] fn f(window: &mut GuardedWindow<S>, mut ids: Vec<SpanId>) { gather(window, &mut ids); }",
            "#[retention_safe] fn f(window: &mut GuardedWindow<S>) { let mut ids = Vec::new(); gather(window, &mut ids); }",
        ];
        let fail = [
            "impl Agent { pub fn history_mut(&mut self) -> &mut Vec<Message> { &mut self.history } }",
            "impl Agent { pub fn turns(&mut self) -> std::slice::IterMut<'_, Turn> { self.turns.iter_mut() } }",
            "impl Agent { pub fn newest(&mut self) -> Option<&mut Message> { self.history.last_mut() } }",
            "#[retention_safe] fn f(&mut self) { trim(&mut self.history); }",
            "#[retention_safe] fn f(&mut self) { self.helper.prune(&mut self.messages); }",
            "fn f(window: &mut GuardedWindow<S>) { window.spans_mut().clear(); }",
            "impl std::ops::DerefMut for Agent {
                 fn deref_mut(&mut self) -> &mut Self::Target { &mut self.history }
             }",
        ];
        assert_cases(&RULE, &pass, &fail);
    }
}
