//! A window taken by value and returned rebuilt: `fn compress(&self, messages: Vec<Msg>) ->
//! Result<Compressed>` edits nothing in place, but the caller replaces its window with what
//! comes back. When that is built from part of the window plus a summary or a model's text,
//! the function is a compaction, reported as an edit of the window at the return.

use std::collections::HashMap;

use syn::{Expr, Pat};

use super::summary::INSERT_METHODS;
use super::{NewEdit, Walker};
use crate::analysis::derive::Derivation;
use crate::analysis::search::any_expr;
use crate::analysis::syntax::{pattern_idents, span_range};

/// What the body knows about collections built from a window taken by value.
#[derive(Default)]
pub(super) struct Rebuilds {
    /// Locals holding part of a window taken by value (`(system, rest)` of its `partition`,
    /// `recent` of a `split_at`), or built from one.
    parts: Vec<String>,
    /// Locals that received a summary or a model's text (`kept.push(note)`), with its origin.
    written: HashMap<String, Derivation>,
}

impl Walker<'_, '_> {
    /// `let (system, rest) = messages.into_iter().partition(..)`: the bindings hold parts of a
    /// window taken by value when the value mentions one (or a part of one) and is not a
    /// model's reply to it (`let summary = llm.chat(transcript(&messages))`).
    pub(super) fn note_window_parts(&mut self, pat: &Pat, init: &Expr) {
        let derived = self.derive(init);
        let from_window =
            self.mentions_consumed(init) && derived.summary.is_none() && derived.model.is_none();
        for name in pattern_idents(pat) {
            self.rebuilds.parts.retain(|p| *p != name);
            self.rebuilds.written.remove(&name);
            if from_window {
                self.rebuilds.parts.push(name.clone());
            }
            if derived.summary.is_some() || derived.model.is_some() {
                self.rebuilds.written.insert(name, derived.clone());
            }
        }
    }

    /// `kept.push(note)`, `kept.extend_from_slice(recent)`: what a collection being built
    /// receives.
    pub(super) fn note_rebuilt_part(&mut self, call: &syn::ExprMethodCall) {
        // Items added to a collection being built; text appended to a string is not one.
        let method = call.method.to_string();
        if method == "push_str" || !INSERT_METHODS.contains(&method.as_str()) {
            return;
        }
        let Expr::Path(receiver) = &*call.receiver else {
            return;
        };
        let Some(name) = receiver.path.get_ident().map(ToString::to_string) else {
            return;
        };
        if self.is_consumed(&name) {
            // The window itself, edited in place: reported where it is edited.
            return;
        }
        if call.args.iter().any(|a| self.mentions_consumed(a))
            && !self.rebuilds.parts.contains(&name)
        {
            self.rebuilds.parts.push(name.clone());
        }
        let added = self.args_value(&call.args);
        if added.summary.is_some() || added.model.is_some() {
            self.rebuilds.written.insert(name, added);
        }
    }

    /// The function returns `value`: when it carries a collection built from part of a window
    /// taken by value and a summary or model text, record the rewrite of that window.
    pub(super) fn check_returned_rebuild(&mut self, value: &Expr) {
        let Some(window) = self.consumed.first().cloned() else {
            return;
        };
        let mut origin = None;
        any_expr(value, |e| {
            let Expr::Path(path) = e else {
                return false;
            };
            let Some(name) = path.path.get_ident().map(ToString::to_string) else {
                return false;
            };
            origin = self
                .rebuilds
                .parts
                .contains(&name)
                .then(|| self.rebuilds.written.get(&name).cloned())
                .flatten();
            origin.is_some()
        });
        let Some(origin) = origin else {
            return;
        };
        let edit = NewEdit {
            method: "return",
            written: None,
            span: span_range(value),
            value: origin,
            score: None,
            replaces_all: true,
            length_cut: false,
        };
        self.record_edit(&window, edit);
    }

    /// `expr` reads a window taken by value, or a part of one.
    fn mentions_consumed(&self, expr: &Expr) -> bool {
        any_expr(expr, |e| {
            matches!(e, Expr::Path(p) if p.path.get_ident().is_some_and(|i| {
                let name = i.to_string();
                self.is_consumed(&name) || self.rebuilds.parts.contains(&name)
            }))
        })
    }

    /// `name` is a window parameter taken by value.
    fn is_consumed(&self, name: &str) -> bool {
        self.consumed.iter().any(|w| w.target == name)
    }
}
