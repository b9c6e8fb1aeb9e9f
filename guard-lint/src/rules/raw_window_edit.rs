//! RG005 raw-window-edit.

use super::{Level, RuleContext};
use crate::analysis::{EditKind, Violation};

declare_rule! {
    /// ## What it does
    /// Flags a destructive edit of a context window that does not go through the guard:
    /// `retain`, `retain_mut`, `truncate`, `drain`, `remove`, `swap_remove`, `pop`, `clear`,
    /// `split_off`, `dedup*`, `splice`, `std::mem::take` / `replace` / `swap`, reassignment,
    /// index assignment and writes through `iter_mut()` (of an item's text, not bookkeeping
    /// fields such as `tokens`), inside a `#[retention_safe]` function
    /// (or one that uses the guard-core API), and on a `GuardedWindow` anywhere.
    ///
    /// A start index of what the window sends moved forward (`self.floor = self.turns.len() -
    /// keep` in a file that sends `&self.turns[self.floor..]`; see `host-truncation`), or a
    /// coverage cursor moved forward beside a kept summary in a file that sends only the items past
    /// it, drops the items below it as a cut does, and is flagged the same way.
    ///
    /// ## Why is this bad?
    /// The guard can only keep a verbatim, re-injectable copy of the spans it is asked to drop or
    /// rewrite. An edit beside it removes spans with no record: the constraint that mattered
    /// ("do not call the payments API without an idempotency key") is gone, and nothing can
    /// put it back.
    ///
    /// ## Example
    /// ```rust,ignore
    /// #[retention_safe]
    /// fn prune(&mut self) {
    ///     self.history.retain(|m| m.relevance > 0.35);
    /// }
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// #[retention_safe]
    /// fn prune(&mut self, stale: &[(SpanId, Score)]) -> Result<(), RetentionInvariantError> {
    ///     for (id, score) in stale {
    ///         self.window.drop_span(*id, score)?;
    ///     }
    ///     Ok(())
    /// }
    /// ```
    pub static RULE = { id: "RG005", name: "raw-window-edit", level: Level::Error };
}

const HELP_DROP: &str = "drop spans with `GuardedWindow::drop_span(id, &score)`, using a score \
settled in an earlier turn: the guard keeps a verbatim copy that can be re-injected";
const HELP_REWRITE: &str = "`flush()` the window, then replace spans with \
`GuardedWindow::rewrite(&ids, summary, &score)`: it refuses constraints and polarity changes";
const HELP_TRUNCATE: &str = "cut through `GuardedWindow::drop_span` so every dropped span keeps a \
verbatim copy, or keep host-side windowing out of `#[retention_safe]` code";

/// Edit methods called without arguments, shown as `pop()` rather than `pop(..)`.
const NO_ARGUMENTS: &[&str] = &["pop", "pop_front", "pop_back", "clear", "dedup"];

pub(crate) fn check(cx: &RuleContext<'_>, out: &mut Vec<Violation>) {
    for edit in &cx.facts.edits {
        let site = &edit.site;
        // Unannotated code that never heard of the guard is the linter's call-graph business
        // (unguarded-drop / unguarded-rewrite); here: guarded code, or the guard's own window.
        if !(cx.facts.is_guard || site.reading.guarded_target) {
            continue;
        }
        // A window lent to a call for an edit is edited by the callee: handing it out is
        // window-escape-hatch's business here, and the callee's body reports its own edits.
        if site.reading.lent_to.is_some() {
            continue;
        }
        // Name the edit as written; when it goes through an alias, say which window it is.
        let (target, method) = (
            edit.via.as_ref().unwrap_or(&site.reading.target),
            site.reading.method.as_str(),
        );
        let what = match method {
            "=" => format!("assigning to `{target}` replaces the context window"),
            "[]=" => {
                format!("assigning into `{target}[..]` overwrites a span of the context window")
            }
            m if crate::analysis::writes_kept_item(m) => format!(
                "writing through a mutable borrow of an item of `{target}` edits the context window"
            ),
            "mem::take" => format!("`mem::take(&mut {target})` empties the context window"),
            m if m.starts_with("mem::") => {
                format!("`{m}(&mut {target}, ..)` swaps out the context window")
            }
            m if NO_ARGUMENTS.contains(&m) => format!("`{target}.{m}()` edits the context window"),
            // A window taken by value, returned rebuilt in place of the caller's.
            "return" => format!(
                "returning `{target}` rebuilt from part of it replaces the caller's context window"
            ),
            // A start index of what the window sends moved forward (`self.floor =`).
            m if m.ends_with('=') => {
                format!("`{m} ..` moves the start of the context window `{target}` forward")
            }
            m => format!("`{target}.{m}(..)` edits the context window"),
        };
        let help = match site.kind {
            EditKind::Drop => HELP_DROP,
            EditKind::Rewrite => HELP_REWRITE,
            EditKind::Truncate => HELP_TRUNCATE,
        };
        out.push(cx.violation(
            &RULE,
            (site.span, site.last_token),
            &site.reading.suppressions,
            match &edit.via {
                Some(_) => format!(
                    "raw {}: {what} `{}` without the guard",
                    site.kind, site.reading.target
                ),
                None => format!("raw {}: {what} without the guard", site.kind),
            },
            help,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::RULE;
    use crate::rules::testing::{assert_cases, hits};

    #[test]
    fn cases() {
        let pass = [
            // Not annotated: the linter's call-graph rules decide.
            "fn prune(history: &mut Vec<String>) { history.retain(|m| !m.is_empty()); }",
            // Annotated, but edits go through the guard.
            "#[retention_safe] fn prune(window: &mut GuardedWindow<MemoryStore>, id: SpanId, s: &Score) {
                 window.drop_span(id, s).unwrap();
             }",
            // Annotated, edits a collection that is not a window.
            "#[retention_safe] fn f(prices: &mut Vec<u32>) { prices.clear(); }",
            // Annotated, a weak name with a known non-message type.
            "struct A { items: Vec<Tool> } impl A { #[retention_safe] fn f(&mut self) { self.items.clear(); } }",
            // Bookkeeping on an item is not an edit of its text.
            "#[retention_safe] fn f(&mut self) { for m in self.history.iter_mut() { m.tokens = count(&m.content); } }",
            "#[retention_safe] fn f(&mut self) { self.history[0].score = 0.3; self.history[1].meta.clear(); }",
            // A window lent to a call named for an edit: the escape is RG007's, the edit the
            // callee's.
            "struct A { history: Vec<Message> } impl A { #[retention_safe] fn f(&mut self) { compaction::compact_messages(&mut self.history, 4); } }",
            // Suppressed with a reason.
            r#"#[retention_safe] fn f(&mut self) {
                 #[retention_allow(raw-window-edit, reason = "scratch copy rebuilt every turn")]
                 self.history.clear();
             }"#,
        ];
        let fail = [
            "#[retention_safe] fn f(&mut self) { self.history.retain(|m| m.len() > 3); }",
            "#[retention_safe] fn f(&mut self) { self.messages.truncate(10); }",
            "#[retention_safe] fn f(&mut self) { self.history.drain(..5); }",
            "#[retention_safe] fn f(&mut self) { self.history.remove(0); }",
            "#[retention_safe] fn f(&mut self) { self.history.swap_remove(2); }",
            "#[retention_safe] fn f(&mut self) { self.history.pop(); }",
            "#[retention_safe] fn f(&mut self) { self.history.clear(); }",
            "#[retention_safe] fn f(&mut self) { let _old = self.history.split_off(3); }",
            "#[retention_safe] fn f(&mut self) { self.transcript.dedup_by_key(|m| m.clone()); }",
            "#[retention_safe] fn f(&mut self) { let _ = std::mem::take(&mut self.history); }",
            "#[retention_safe] fn f(&mut self) { let _ = mem::replace(&mut self.history, Vec::new()); }",
            "#[retention_safe] fn f(&mut self) { self.history = Vec::new(); }",
            "#[retention_safe] fn f(&mut self) { self.history[0] = String::new(); }",
            "#[retention_safe] fn f(&mut self) { for m in self.history.iter_mut() { m.content = String::new(); } }",
            "#[retention_safe] fn f(&mut self) { self.history.iter_mut().for_each(|m| m.text.clear()); }",
            "#[retention_safe] fn f(&mut self, s: String) { self.history.last_mut().unwrap().content = s; }",
            "#[retention_safe] fn f(&mut self) { if let Some(m) = self.messages.get_mut(0) { *m = String::new(); } }",
            "#[retention_safe] fn f(&mut self) { for m in &mut self.history { m.content.clear(); } }",
            // Through a binding, a lock and a helper's parameter.
            "#[retention_safe] fn f(&mut self) { let h = &mut self.history; h.clear(); }",
            "#[retention_safe] fn f(&self) { self.history.lock().unwrap().retain(|m| m.keep); }",
            "#[retention_safe] fn f(items: &mut Vec<ChatMessage>) { items.pop(); }",
            // Inside a macro's arguments.
            "#[retention_safe] fn f(&mut self) { assert!(self.history.pop().is_some()); }",
            // Annotated code declares window management: weaker names of unknown type count.
            "#[retention_safe] fn f(&mut self) { self.context.clear(); }",
            "#[retention_safe] fn f(&mut self) { self.memory.truncate(4); }",
            // A whole impl block is annotated.
            "#[retention_safe] impl Agent { fn f(&mut self) { self.history.clear(); } }",
            // A GuardedWindow replaced wholesale, even outside annotated code.
            "fn f(window: &mut GuardedWindow<SqliteStore>, fresh: GuardedWindow<SqliteStore>) { *window = fresh; }",
        ];
        assert_cases(&RULE, &pass, &fail);
    }

    #[test]
    fn every_violation_in_one_body_is_reported() {
        let src = "#[retention_safe] fn f(&mut self) {
            self.history.pop();
            self.history.truncate(3);
            self.history = Vec::new();
        }";
        assert_eq!(hits(src, &RULE).len(), 3);
    }

    #[test]
    fn a_start_index_moved_forward_is_named() {
        let src = "struct Context { turns: Vec<Message>, floor: usize }
        #[retention_safe] impl Context {
            fn evict(&mut self, keep: usize) { self.floor = self.turns.len() - keep; }
            fn step(&mut self) { self.floor += 1; }
            fn sent(&self) -> &[Message] { &self.turns[self.floor..] }
        }";
        assert_eq!(
            hits(src, &RULE),
            [
                "3: raw truncate: `self.floor = ..` moves the start of the context window \
                 `self.turns` forward without the guard",
                "4: raw truncate: `self.floor += ..` moves the start of the context window \
                 `self.turns` forward without the guard",
            ]
        );
        // Only ever reset to 0: nothing moves past what is stored.
        let reset = src
            .replace("self.turns.len() - keep", "0")
            .replace("self.floor += 1", "self.floor = 0");
        assert!(hits(&reset, &RULE).is_empty());
    }

    #[test]
    fn messages_name_the_edit_and_its_kind() {
        let found = hits(
            "#[retention_safe] fn f(&mut self) {\n self.history.truncate(3);\n}",
            &RULE,
        );
        assert_eq!(
            found,
            [
                "2: raw truncate: `self.history.truncate(..)` edits the context window without the guard"
            ]
        );
    }

    #[test]
    fn a_window_returned_rebuilt_is_named_as_returned() {
        let found = hits(
            "#[retention_safe] fn f(messages: Vec<Message>, k: usize) -> Vec<Message> {
              let mut out = Vec::new();
              for m in messages.iter().skip(k) { out.push(m.clone()); }
              out
}",
            &RULE,
        );
        assert_eq!(
            found,
            [
                "4: raw truncate: returning `messages` rebuilt from part of it replaces the \
                 caller's context window without the guard"
            ]
        );
    }
}
