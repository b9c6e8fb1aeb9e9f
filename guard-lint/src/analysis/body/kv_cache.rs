//! A local model's context held in its llama.cpp KV cache rather than in a list of messages:
//! a context shift removes a range of positions (`ctx.clear_kv_cache_seq(Some(0), Some(keep),
//! Some(keep + n))`, `kv_cache_seq_rm`, or the C API's
//! `llama_memory_seq_rm(mem, 0, keep, keep + n)`) and moves the positions after it back
//! (`ctx.kv_cache_seq_add(0, Some(keep + n), None, -n)`). The tokens of that range leave the
//! model's context for good: a host-side cut by position. A removal with no end
//! (`clear_kv_cache_seq(Some(0), Some(prefix), None)`, `-1` in the C API) drops the tail that
//! the next prompt decodes again (a prompt-prefix cache), and a removal that nothing in the
//! body shifts over (rejected draft tokens, a failed restore) leaves no gap in the context:
//! neither is a cut. But a removal of every position from a saved one to the end
//! (`clear_kv_cache_seq(Some(0), Some(checkpoint), None)`, or up to
//! `kv_cache_seq_pos_max(0)`) that is the body's last use of the context, outside any loop,
//! takes the newest exchange back for good: nothing decodes it again, a drop.

use syn::Expr;

use super::moves::last_use_of_place;
use super::{NewEdit, Walker, Window};
use crate::analysis::derive::Derivation;
use crate::analysis::place::place_of;
use crate::analysis::search::{any_expr, any_expr_in_block};
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
    /// `call` removes positions from the KV cache of the context it is called on: a bounded
    /// range the body shifts the later positions back over
    /// (`ctx.clear_kv_cache_seq(Some(0), Some(keep), Some(keep + n))`), a host-side cut; or every
    /// position from a saved one to the end, as the body's last use of the context, a drop.
    pub(super) fn note_kv_cache_method_cut(&mut self, call: &syn::ExprMethodCall) {
        let method = call.method.to_string();
        if !REMOVE_METHODS.contains(&method.as_str()) {
            return;
        }
        let span = (call.method.span(), call.paren_token.span.close());
        let args: Vec<&Expr> = call.args.iter().collect();
        if call.args.last().is_some_and(is_some_position)
            && any_expr_in_block(self.body, shifts_back)
        {
            self.record_kv_cache_edit(&call.receiver, &method, span, true);
        } else if let [_, start, end] = args[..]
            && is_saved_position(start)
            && (is_none(end) || is_some_position(end) && reads_newest_position(end))
            && self.last_use_of_context(&call.receiver, std::ptr::from_ref(call).cast())
        {
            self.record_kv_cache_edit(&call.receiver, &method, span, false);
        }
    }

    /// `func(args)` is the C API's removal of positions (`llama_memory_seq_rm(mem, 0, keep,
    /// keep + n)`): a bounded range the body shifts the later positions back over, a host-side
    /// cut of the context or memory it is given first; or every position from a saved one to
    /// the end (`-1`), as the body's last use of that context, a drop.
    pub(super) fn note_kv_cache_function_cut(&mut self, call: &syn::ExprCall) {
        let Expr::Path(func) = &*call.func else {
            return;
        };
        let Some(name) = func.path.segments.last().map(|s| &s.ident) else {
            return;
        };
        let args: Vec<&Expr> = call.args.iter().collect();
        let [context, _, start, end] = args[..] else {
            return;
        };
        if !REMOVE_FUNCTIONS.iter().any(|f| name == f) {
            return;
        }
        let span = (name.span(), call.paren_token.span.close());
        if !is_negative_literal(end) && any_expr_in_block(self.body, shifts_back) {
            self.record_kv_cache_edit(context, &name.to_string(), span, true);
        } else if !is_zero(start)
            && !is_negative_literal(start)
            && (is_negative_literal(end) || reads_newest_position(end))
            && self.last_use_of_context(context, std::ptr::from_ref(call).cast())
        {
            self.record_kv_cache_edit(context, &name.to_string(), span, false);
        }
    }

    /// `call` (at its address) is the body's last use of `context`, outside any loop: what it
    /// removes is not decoded again here.
    fn last_use_of_context(&self, context: &Expr, call: *const ()) -> bool {
        place_of(strip_reference(context))
            .is_some_and(|place| last_use_of_place(self.body, &place.text(), call))
    }

    /// Record an edit of the KV cache of `context` (the context or memory handle, as written):
    /// a cut by position (`length_cut`) or a drop.
    fn record_kv_cache_edit(
        &mut self,
        context: &Expr,
        method: &str,
        span: (proc_macro2::Span, proc_macro2::Span),
        length_cut: bool,
    ) {
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
            length_cut,
        };
        self.record_edit(&window, edit);
    }
}

/// `Some(start)` of a position that is not the first (`Some(checkpoint)`, not `Some(0)`): a
/// saved position, from which on the cache is removed.
fn is_saved_position(expr: &Expr) -> bool {
    matches!(strip_parens(expr), Expr::Call(call)
        if matches!(&*call.func, Expr::Path(p) if p.path.is_ident("Some"))
            && call.args.first().is_some_and(|start| !is_zero(start)))
}

/// `None`: no position, to the end.
fn is_none(expr: &Expr) -> bool {
    matches!(strip_parens(expr), Expr::Path(p) if p.path.is_ident("None"))
}

/// `0` (or `0 as u32`): the first position.
fn is_zero(expr: &Expr) -> bool {
    match strip_parens(expr) {
        Expr::Cast(cast) => is_zero(&cast.expr),
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(i),
            ..
        }) => i.base10_digits() == "0",
        _ => false,
    }
}

/// `expr` reads the newest position of a sequence (`ctx.kv_cache_seq_pos_max(0)`,
/// `llama_memory_seq_pos_max(mem, 0)`): a range ending there runs to the end.
fn reads_newest_position(expr: &Expr) -> bool {
    any_expr(expr, |e| {
        called_name(e).is_some_and(|name| name.ends_with("seq_pos_max"))
    })
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
