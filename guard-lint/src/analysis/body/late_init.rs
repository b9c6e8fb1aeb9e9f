//! A local declared empty and given its value by one assignment
//! (`let mut notes = String::new(); if wanted { notes = format!(..) }`): the assignment
//! initialises the local, it drops nothing.

use syn::visit::{self, Visit};
use syn::{Block, Expr, Pat};

use super::taint::is_empty_buffer;
use crate::analysis::macros::macro_exprs;
use crate::analysis::syntax::strip_parens;

/// `name` is declared once in `body`, with an empty buffer (`String::new()`, `vec![]`,
/// `String::from("")`), and written nowhere but by one plain assignment outside any loop: that
/// assignment gives the local its first value. A method call on the local, a `&mut` borrow of
/// it, a compound assignment or a macro handed it counts as a write, so a buffer filled before
/// it is replaced is not taken for one.
pub(super) fn initialised_once(body: &Block, name: &str) -> bool {
    let mut uses = Uses {
        name,
        declarations: 0,
        declared_empty: false,
        assignments: 0,
        assigned_in_loop: false,
        other_writes: 0,
        loops: 0,
    };
    uses.visit_block(body);
    uses.declarations == 1
        && uses.declared_empty
        && uses.assignments == 1
        && !uses.assigned_in_loop
        && uses.other_writes == 0
}

/// How a body declares and writes one local.
struct Uses<'n> {
    name: &'n str,
    declarations: usize,
    declared_empty: bool,
    assignments: usize,
    assigned_in_loop: bool,
    other_writes: usize,
    /// Loops enclosing the expression being visited.
    loops: usize,
}

impl Uses<'_> {
    fn is_local(&self, expr: &Expr) -> bool {
        matches!(strip_parens(expr), Expr::Path(p) if p.path.is_ident(self.name))
    }

    fn in_loop(&mut self, walk: impl FnOnce(&mut Self)) {
        self.loops += 1;
        walk(self);
        self.loops -= 1;
    }
}

impl Visit<'_> for Uses<'_> {
    fn visit_local(&mut self, local: &syn::Local) {
        let ident = match &local.pat {
            Pat::Ident(ident) => Some(&ident.ident),
            Pat::Type(typed) => match &*typed.pat {
                Pat::Ident(ident) => Some(&ident.ident),
                _ => None,
            },
            _ => None,
        };
        if ident.is_some_and(|ident| ident == self.name) {
            self.declarations += 1;
            self.declared_empty = local
                .init
                .as_ref()
                .is_some_and(|init| is_empty_buffer(&init.expr));
        }
        visit::visit_local(self, local);
    }

    fn visit_expr_assign(&mut self, assign: &syn::ExprAssign) {
        if self.is_local(&assign.left) {
            self.assignments += 1;
            self.assigned_in_loop |= self.loops > 0;
        }
        visit::visit_expr_assign(self, assign);
    }

    fn visit_expr_binary(&mut self, binary: &syn::ExprBinary) {
        let compound = matches!(
            binary.op,
            syn::BinOp::AddAssign(_)
                | syn::BinOp::SubAssign(_)
                | syn::BinOp::MulAssign(_)
                | syn::BinOp::DivAssign(_)
                | syn::BinOp::RemAssign(_)
                | syn::BinOp::BitXorAssign(_)
                | syn::BinOp::BitAndAssign(_)
                | syn::BinOp::BitOrAssign(_)
                | syn::BinOp::ShlAssign(_)
                | syn::BinOp::ShrAssign(_)
        );
        if compound && self.is_local(&binary.left) {
            self.other_writes += 1;
        }
        visit::visit_expr_binary(self, binary);
    }

    fn visit_expr_method_call(&mut self, call: &syn::ExprMethodCall) {
        if self.is_local(&call.receiver) {
            self.other_writes += 1;
        }
        visit::visit_expr_method_call(self, call);
    }

    fn visit_expr_reference(&mut self, reference: &syn::ExprReference) {
        if reference.mutability.is_some() && self.is_local(&reference.expr) {
            self.other_writes += 1;
        }
        visit::visit_expr_reference(self, reference);
    }

    fn visit_macro(&mut self, mac: &syn::Macro) {
        let exprs = macro_exprs(mac);
        // `write!(notes, ..)` writes through its first argument.
        if exprs.first().is_some_and(|first| self.is_local(first)) {
            self.other_writes += 1;
        }
        for expr in &exprs {
            self.visit_expr(expr);
        }
    }

    fn visit_expr_for_loop(&mut self, for_loop: &syn::ExprForLoop) {
        self.in_loop(|uses| visit::visit_expr_for_loop(uses, for_loop));
    }

    fn visit_expr_while(&mut self, expr_while: &syn::ExprWhile) {
        self.in_loop(|uses| visit::visit_expr_while(uses, expr_while));
    }

    fn visit_expr_loop(&mut self, expr_loop: &syn::ExprLoop) {
        self.in_loop(|uses| visit::visit_expr_loop(uses, expr_loop));
    }

    fn visit_expr_closure(&mut self, closure: &syn::ExprClosure) {
        // A closure may run any number of times.
        self.in_loop(|uses| visit::visit_expr_closure(uses, closure));
    }

    fn visit_item(&mut self, _: &syn::Item) {}
}
