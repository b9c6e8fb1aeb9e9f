//! A local model's context held in its llama.cpp KV cache rather than in a list of messages:
//! a context shift removes a range of positions (`ctx.clear_kv_cache_seq(Some(0), Some(keep),
//! Some(keep + n))`, `kv_cache_seq_rm`, or the C API's
//! `llama_memory_seq_rm(mem, 0, keep, keep + n)`) and moves the positions after it back
//! (`ctx.kv_cache_seq_add(0, Some(keep + n), None, -n)`). The tokens of that range leave the
//! model's context for good: a host-side cut by position. A removal with no end
//! (`clear_kv_cache_seq(Some(0), Some(prefix), None)`, `-1` in the C API) drops the tail that
//! the next prompt decodes again (a prompt-prefix cache), and a removal that nothing in the
//! body shifts over (rejected draft tokens, a failed restore) leaves no gap in the context:
//! neither is a cut.

use syn::Expr;

use super::{NewEdit, Walker, Window};
use crate::analysis::derive::Derivation;
use crate::analysis::place::place_of;
use crate::analysis::search::any_expr_in_block;
use crate::analysis::syntax::{called_name, strip_parens, strip_reference};

/// Methods of a context (`llama-cpp-2`'s `LlamaContext`) that remove a range of a sequence's
/// positions from its KV cache: `(seq, start, end)`, an end of `None` meaning the end.
const REMOVE_METHODS: &[&str] = &["clear_kv_cache_seq", "kv_cache_seq_rm"];

/// Functions of the C API that remove a range of a sequence's positions: `(ctx or memory, seq,
/// start, end)`, a negative end meaning the end.
const REMOVE_FUNCTIONS: &[&str] = &[
    "llama_kv_cache_seq_rm",
    "llama_kv_self_seq_rm",
    "llama_memory_seq_rm",
];

/// Methods and functions that move a range of positions by a delta given last
/// (`kv_cache_seq_add(seq, start, end, delta)`, `llama_memory_seq_add(mem, seq, start, end,
/// delta)`).
const SHIFTS: &[&str] = &[
    "kv_cache_seq_add",
    "llama_kv_cache_seq_add",
    "llama_kv_self_seq_add",
    "llama_memory_seq_add",
];

impl Walker<'_, '_> {
    /// `call` removes a bounded range of positions from the KV cache of the context it is
    /// called on (`ctx.clear_kv_cache_seq(Some(0), Some(keep), Some(keep + n))`), and the body
    /// shifts the later positions back: record the cut of that context.
    pub(super) fn note_kv_cache_method_cut(&mut self, call: &syn::ExprMethodCall) {
        let method = call.method.to_string();
        if !REMOVE_METHODS.contains(&method.as_str())
            || !call.args.last().is_some_and(is_some_position)
        {
            return;
        }
        let span = (call.method.span(), call.paren_token.span.close());
        self.record_kv_cache_cut(&call.receiver, &method, span);
    }

    /// `func(args)` is the C API's removal of a bounded range of positions
    /// (`llama_memory_seq_rm(mem, 0, keep, keep + n)`), and the body shifts the later
    /// positions back: record the cut of the context or memory it is given first.
    pub(super) fn note_kv_cache_function_cut(&mut self, call: &syn::ExprCall) {
        let Expr::Path(func) = &*call.func else {
            return;
        };
        let Some(name) = func.path.segments.last().map(|s| &s.ident) else {
            return;
        };
        if !REMOVE_FUNCTIONS.iter().any(|f| name == f)
            || call.args.len() != 4
            || call.args.last().is_some_and(is_negative_literal)
        {
            return;
        }
        let Some(context) = call.args.first() else {
            return;
        };
        let span = (name.span(), call.paren_token.span.close());
        self.record_kv_cache_cut(context, &name.to_string(), span);
    }

    /// Record a cut of the KV cache of `context` (the context or memory handle, as written),
    /// when the body shifts later positions back over the removed range.
    fn record_kv_cache_cut(
        &mut self,
        context: &Expr,
        method: &str,
        span: (proc_macro2::Span, proc_macro2::Span),
    ) {
        if !any_expr_in_block(self.body, shifts_back) {
            return;
        }
        let context = strip_reference(context);
        let target = place_of(context).map_or_else(
            || {
                quote::ToTokens::to_token_stream(context)
                    .to_string()
                    .replace(' ', "")
            },
            |place| place.text(),
        );
        let window = Window {
            target,
            guarded: false,
            param: None,
            mut_ref: false,
            raw_known: false,
        };
        let edit = NewEdit {
            method,
            written: None,
            span,
            value: Derivation::default(),
            score: None,
            replaces_all: false,
            length_cut: true,
        };
        self.record_edit(&window, edit);
    }
}

/// `Some(end)`: a position given, not `None` (to the end).
fn is_some_position(expr: &Expr) -> bool {
    matches!(strip_parens(expr), Expr::Call(call)
        if matches!(&*call.func, Expr::Path(p) if p.path.is_ident("Some")))
}

/// `-1`: the C API's "to the end".
fn is_negative_literal(expr: &Expr) -> bool {
    matches!(strip_parens(expr), Expr::Unary(unary)
        if matches!(unary.op, syn::UnOp::Neg(_))
            && matches!(strip_parens(&unary.expr), Expr::Lit(_)))
}

/// A shift of KV-cache positions by a negative delta, written as one (`-n_discard`,
/// `-(len as i32)`, `common as i32 - b as i32`): the positions after a removed range move
/// back over it.
fn shifts_back(expr: &Expr) -> bool {
    let delta = match expr {
        Expr::MethodCall(call) => call.args.last(),
        Expr::Call(call) => call.args.last(),
        _ => return false,
    };
    called_name(expr).is_some_and(|name| SHIFTS.contains(&name.as_str()))
        && delta.is_some_and(|delta| match strip_parens(delta) {
            Expr::Unary(u) => matches!(u.op, syn::UnOp::Neg(_)),
            Expr::Binary(b) => matches!(b.op, syn::BinOp::Sub(_)),
            _ => false,
        })
}
