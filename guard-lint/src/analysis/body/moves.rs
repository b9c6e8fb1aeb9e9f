//! A local's whole value moved on: `store.create(cwd, std::mem::take(&mut messages))` where
//! the body declared `messages` itself and never reads it again. The take is a move written
//! with `&mut`, nothing any later turn reads is emptied. The same search tells whether a call
//! is the body's last use of a place (`self.ctx` after a KV-cache removal), and whether an
//! item taken out is put somewhere wherever it was taken out ([`put_where_bound`]).

use syn::visit::{self, Visit};
use syn::{Expr, Pat, Stmt};

use crate::analysis::MAX_DEPTH;
use crate::analysis::place::place_of;
use crate::analysis::search::{any_expr_in_block, stmts_holding};
use crate::analysis::syntax::{pattern_idents, strip_parens};

/// `call` is a statement at the top level of the block where the local `name` is bound: after
/// `let name = ..` in that block, or in the block of an `if let Some(name) = ..` (`if let
/// Some(entry) = w.remove(i) { other.push(entry); }`). Under a test or a loop of its own
/// (`if room { other.push(entry) }`) it runs only sometimes, and is not.
pub(super) fn put_where_bound(body: &syn::Block, call: &syn::ExprMethodCall, name: &str) -> bool {
    let is_call = |stmt: &Stmt| {
        matches!(stmt, Stmt::Expr(e, _)
            if matches!(strip_parens(e), Expr::MethodCall(m) if std::ptr::eq(m, call)))
    };
    let Some(stmts) = stmts_holding(body, is_call) else {
        return false;
    };
    let binds = |pat: &Pat| pattern_idents(pat).iter().any(|n| n == name);
    let bound_before = stmts
        .iter()
        .take_while(|s| !is_call(s))
        .any(|s| matches!(s, Stmt::Local(local) if binds(&local.pat)));
    bound_before
        || any_expr_in_block(body, |e| {
            matches!(e, Expr::If(choice)
                if matches!(strip_parens(&choice.cond), Expr::Let(bound) if binds(&bound.pat))
                    && std::ptr::eq(choice.then_branch.stmts.as_slice(), stmts))
        })
}

/// `call` (at its address) is the last use of `name`, a local the body declares with `let`:
/// no expression after it names `name`, and no loop holds it (a loop would read the local
/// again on its next turn).
pub(super) fn last_use_of_local(body: &syn::Block, name: &str, call: *const ()) -> bool {
    let search = search_after(
        body,
        call,
        Some(name),
        |e| matches!(e, Expr::Path(p) if p.path.is_ident(name)),
    );
    search.declared && search.is_last_use()
}

/// `call` (a call or method call, at its address) is the last use of the place written
/// `place` (`self.ctx`, `ctx`): no expression after it is that place, and no loop holds it.
pub(super) fn last_use_of_place(body: &syn::Block, place: &str, call: *const ()) -> bool {
    search_after(body, call, None, |e| {
        place_of(e).is_some_and(|p| p.text() == place)
    })
    .is_last_use()
}

/// Walk `body` for `call` (at its address) and for what `names` picks out after it; `local`, a
/// name whose `let` the walk notes.
fn search_after<'n, F: FnMut(&Expr) -> bool>(
    body: &syn::Block,
    call: *const (),
    local: Option<&'n str>,
    names: F,
) -> LastUse<'n, F> {
    let mut search = LastUse {
        local,
        names,
        call,
        declared: false,
        met: false,
        in_loop: false,
        read_after: false,
        loops: 0,
        depth: 0,
    };
    search.visit_block(body);
    search
}

struct LastUse<'n, F> {
    local: Option<&'n str>,
    names: F,
    call: *const (),
    declared: bool,
    met: bool,
    in_loop: bool,
    read_after: bool,
    loops: usize,
    depth: usize,
}

impl<F> LastUse<'_, F> {
    /// The call was met outside every loop, and nothing after it was named.
    fn is_last_use(&self) -> bool {
        self.met && !self.in_loop && !self.read_after
    }
}

impl<F: FnMut(&Expr) -> bool> Visit<'_> for LastUse<'_, F> {
    fn visit_local(&mut self, local: &syn::Local) {
        if let Some(name) = self.local
            && pattern_idents(&local.pat).iter().any(|n| n == name)
        {
            self.declared = true;
        }
        visit::visit_local(self, local);
    }

    fn visit_expr(&mut self, expr: &Expr) {
        if self.depth >= MAX_DEPTH {
            return;
        }
        let address: *const () = match expr {
            Expr::Call(call) => std::ptr::from_ref(call).cast(),
            Expr::MethodCall(call) => std::ptr::from_ref(call).cast(),
            _ => std::ptr::null(),
        };
        if address == self.call {
            self.met = true;
            self.in_loop = self.loops > 0;
            return;
        }
        if self.met && (self.names)(expr) {
            self.read_after = true;
        }
        let is_loop = matches!(expr, Expr::ForLoop(_) | Expr::While(_) | Expr::Loop(_));
        self.loops += usize::from(is_loop);
        self.depth += 1;
        visit::visit_expr(self, expr);
        self.depth -= 1;
        self.loops -= usize::from(is_loop);
    }

    fn visit_item(&mut self, _: &syn::Item) {}
}
