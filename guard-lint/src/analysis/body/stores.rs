//! A conversation kept in a store rather than a collection: a Redis list cut with `LTRIM`
//! (`redis::pipe().cmd("LTRIM").arg(&session_id).arg(0).arg(n)`, or `con.ltrim(&key, 0, n)`).
//! Nothing in the syntax says what an arbitrary store key holds, so only a key that names a
//! conversation (`session_id`, `chat_key`, `history_key`) is taken for one. `LTRIM` keeps a
//! range of positions: a host-side cut, or a rewrite when the same pipeline stores a summary
//! beside it (`.cmd("SET").arg(summary_key).arg(summary)`).

use syn::Expr;

use super::{NewEdit, Walker, Window};
use crate::analysis::derive::Derivation;
use crate::analysis::names;
use crate::analysis::syntax::{strip_parens, strip_reference};

/// Words of a store key that holds a conversation.
const CONVERSATION_KEY_WORDS: &[&str] = &[
    "session",
    "chat",
    "conversation",
    "history",
    "messages",
    "thread",
    "dialog",
    "transcript",
];

impl Walker<'_, '_> {
    /// `call` trims a Redis list whose key names a conversation (`.cmd("LTRIM").arg(key)`,
    /// `.ltrim(key, start, stop)`): record the cut. A later `.arg(summary)` of the same
    /// pipeline (the `SET` of a summary key) stores a summary beside it: the cut is then a
    /// rewrite, as for a summary stored beside a window.
    pub(super) fn note_store_trim(&mut self, call: &syn::ExprMethodCall) {
        if let Some((trim, key)) = ltrim_here(call) {
            let Some(target) = conversation_key(key) else {
                return;
            };
            let window = Window {
                target,
                guarded: false,
                param: None,
                mut_ref: false,
                raw_known: true,
            };
            let edit = NewEdit {
                method: "LTRIM",
                written: None,
                // From the `cmd`/`ltrim` name, not the start of the pipeline.
                span: (trim.method.span(), trim.paren_token.span.close()),
                value: Derivation::default(),
                score: None,
                replaces_all: false,
                length_cut: true,
            };
            self.record_edit(&window, edit);
        } else if call.method == "arg"
            && call
                .args
                .first()
                .is_some_and(|value| self.derive(value).summary.is_some())
            && let Some(target) = trimmed_below(&call.receiver)
        {
            self.inserts.push((target, true));
        }
    }
}

/// The `LTRIM` that `call` itself makes, and its key: `call` is `.arg(key)` right after
/// `.cmd("LTRIM")`, or `.ltrim(key, ..)`.
fn ltrim_here(call: &syn::ExprMethodCall) -> Option<(&syn::ExprMethodCall, &Expr)> {
    if call.method == "ltrim" {
        return call.args.first().map(|key| (call, key));
    }
    if call.method == "arg"
        && let Expr::MethodCall(cmd) = strip_parens(&call.receiver)
        && cmd.method == "cmd"
        && cmd.args.first().is_some_and(is_ltrim_literal)
    {
        return call.args.first().map(|key| (cmd, key));
    }
    None
}

/// The conversation key of an `LTRIM` earlier in the chain that `receiver` ends.
fn trimmed_below(receiver: &Expr) -> Option<String> {
    let mut link = peel_chain(receiver)?;
    for _ in 0..crate::analysis::MAX_DEPTH {
        if let Some((_, key)) = ltrim_here(link) {
            return conversation_key(key);
        }
        link = peel_chain(&link.receiver)?;
    }
    None
}

/// The key as written (`&*session_id` -> `session_id`) when it names a conversation.
fn conversation_key(key: &Expr) -> Option<String> {
    let text = quote::ToTokens::to_token_stream(strip_deref(key))
        .to_string()
        .replace(' ', "");
    let names_conversation =
        names::words(&text).any(|w| CONVERSATION_KEY_WORDS.iter().any(|k| names::word_is(w, k)));
    names_conversation.then_some(text)
}

/// The method call under `.await`, `?` and parentheses.
fn peel_chain(expr: &Expr) -> Option<&syn::ExprMethodCall> {
    let mut expr = strip_parens(expr);
    loop {
        match expr {
            Expr::Await(inner) => expr = strip_parens(&inner.base),
            Expr::Try(inner) => expr = strip_parens(&inner.expr),
            Expr::MethodCall(call) => return Some(call),
            _ => return None,
        }
    }
}

/// `"LTRIM"` in any case.
fn is_ltrim_literal(expr: &Expr) -> bool {
    matches!(strip_parens(expr), Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. })
        if s.value().eq_ignore_ascii_case("ltrim"))
}

/// `&*session_id` -> `session_id`.
fn strip_deref(expr: &Expr) -> &Expr {
    let mut expr = strip_reference(expr);
    while let Expr::Unary(unary) = expr
        && matches!(unary.op, syn::UnOp::Deref(_))
    {
        expr = strip_reference(&unary.expr);
    }
    expr
}
