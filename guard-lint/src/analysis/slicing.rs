//! Methods that hand back a copy of part of a field of `self`, chosen by position: `fn
//! keep_ends(&self, head: usize, tail: usize) -> Vec<Msg>` returning `[self.log[..head].to_vec(),
//! self.log[self.log.len() - tail..].to_vec()].concat()`. A window replaced with what such a
//! method returns (`self.log = self.keep_ends(1, 10)`) is cut by position, as it is when the
//! same slices are written inline.

use std::collections::HashMap;

use syn::visit::{self, Visit};
use syn::{Block, Expr, ImplItemFn, Pat};

use super::syntax::{block_tails, chooses_items, slices};

/// The method reads `self` only (`&self`) and every value it returns is a positional copy of
/// part of a field of `self` (see [`is_positional_copy`]), or a concatenation of locals that
/// each hold one.
pub(crate) fn returns_positional_copy(method: &ImplItemFn) -> bool {
    let reads_self_only = method
        .sig
        .receiver()
        .is_some_and(|r| r.reference.is_some() && r.mutability.is_none());
    if !reads_self_only || matches!(method.sig.output, syn::ReturnType::Default) {
        return false;
    }
    let locals = positional_locals(&method.block);
    let mut returned = Vec::new();
    block_tails(&method.block, &mut returned);
    let mut early = Returns(&mut returned);
    early.visit_block(&method.block);
    !returned.is_empty()
        && returned
            .iter()
            .all(|value| is_positional_copy(value) || joins_positional_locals(value, &locals))
}

/// `self.log[n..].to_vec()`, `self.log.iter().skip(n).cloned().collect()`: a slice of a field
/// of `self`, with no `filter` or other test of what the items say.
fn is_positional_copy(expr: &Expr) -> bool {
    slices(expr) && !chooses_items(expr) && mentions_self(expr)
}

/// `[head, recent].concat()`, `head.into_iter().chain(recent).collect()`: built only from
/// locals holding positional copies (`locals`), at least one of them, and nothing else named.
fn joins_positional_locals(expr: &Expr, locals: &HashMap<String, bool>) -> bool {
    if chooses_items(expr) {
        return false;
    }
    let mut names = Vec::new();
    let mut visitor = Names { names: &mut names };
    visitor.visit_expr(expr);
    !names.is_empty()
        && names
            .iter()
            .all(|n| locals.get(n).copied().unwrap_or(false))
}

/// The `let` bindings of `block` (nested blocks included), each with whether its value is a
/// positional copy of part of a field of `self`.
fn positional_locals(block: &Block) -> HashMap<String, bool> {
    struct Lets(HashMap<String, bool>);
    impl<'ast> Visit<'ast> for Lets {
        fn visit_local(&mut self, local: &'ast syn::Local) {
            if let (Pat::Ident(id), Some(init)) = (strip_type(&local.pat), &local.init) {
                self.0
                    .insert(id.ident.to_string(), is_positional_copy(&init.expr));
            }
            visit::visit_local(self, local);
        }
        fn visit_expr_closure(&mut self, _: &'ast syn::ExprClosure) {}
    }
    let mut lets = Lets(HashMap::new());
    lets.visit_block(block);
    lets.0
}

/// `name: Vec<Msg>` as `name`.
fn strip_type(pat: &Pat) -> &Pat {
    match pat {
        Pat::Type(typed) => &typed.pat,
        other => other,
    }
}

/// The values of the `return`s of a body (a bare `return` as itself), closures left out.
struct Returns<'a, 'v>(&'v mut Vec<&'a Expr>);

impl<'a> Visit<'a> for Returns<'a, '_> {
    fn visit_expr(&mut self, expr: &'a Expr) {
        if let Expr::Return(ret) = expr {
            self.0.push(ret.expr.as_deref().unwrap_or(expr));
        }
        visit::visit_expr(self, expr);
    }
    fn visit_expr_closure(&mut self, _: &'a syn::ExprClosure) {}
}

/// The expression mentions `self`.
fn mentions_self(expr: &Expr) -> bool {
    super::search::any_expr(
        expr,
        |e| matches!(e, Expr::Path(p) if p.path.is_ident("self")),
    )
}

/// The single-identifier paths an expression names (`self` and method names left out).
struct Names<'n> {
    names: &'n mut Vec<String>,
}

impl<'ast> Visit<'ast> for Names<'_> {
    fn visit_expr_path(&mut self, path: &'ast syn::ExprPath) {
        if let Some(ident) = path.path.get_ident()
            && ident != "self"
        {
            self.names.push(ident.to_string());
        }
    }
}
