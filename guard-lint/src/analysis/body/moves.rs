//! A local's whole value moved on: `store.create(cwd, std::mem::take(&mut messages))` where
//! the body declared `messages` itself and never reads it again. The take is a move written
//! with `&mut`, nothing any later turn reads is emptied.

use syn::Expr;
use syn::visit::{self, Visit};

use crate::analysis::MAX_DEPTH;
use crate::analysis::syntax::pattern_idents;

/// `call` (at its address) is the last use of `name`, a local the body declares with `let`:
/// no expression after it names `name`, and no loop holds it (a loop would read the local
/// again on its next turn).
pub(super) fn last_use_of_local(body: &syn::Block, name: &str, call: *const ()) -> bool {
    let mut search = LastUse {
        name,
        call,
        declared: false,
        met: false,
        in_loop: false,
        read_after: false,
        loops: 0,
        depth: 0,
    };
    search.visit_block(body);
    search.declared && search.met && !search.in_loop && !search.read_after
}

struct LastUse<'n> {
    name: &'n str,
    call: *const (),
    declared: bool,
    met: bool,
    in_loop: bool,
    read_after: bool,
    loops: usize,
    depth: usize,
}

impl Visit<'_> for LastUse<'_> {
    fn visit_local(&mut self, local: &syn::Local) {
        if pattern_idents(&local.pat).iter().any(|n| n == self.name) {
            self.declared = true;
        }
        visit::visit_local(self, local);
    }

    fn visit_expr(&mut self, expr: &Expr) {
        if self.depth >= MAX_DEPTH {
            return;
        }
        if let Expr::Call(call) = expr
            && std::ptr::from_ref(call).cast() == self.call
        {
            self.met = true;
            self.in_loop = self.loops > 0;
            return;
        }
        if self.met && matches!(expr, Expr::Path(p) if p.path.is_ident(self.name)) {
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
