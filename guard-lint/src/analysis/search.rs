//! A bounded search of an expression tree (closures and macro arguments included).

use syn::Expr;
use syn::visit::{self, Visit};

use super::macros::macro_exprs;

/// Whether some expression inside `root` (itself included) satisfies `hit`. Nesting deeper than
/// [`super::MAX_DEPTH`] is not searched.
pub(crate) fn any_expr(root: &Expr, hit: impl FnMut(&Expr) -> bool) -> bool {
    let mut search = Search::new(hit, false);
    search.visit_expr(root);
    search.found
}

/// Whether some expression of `block` satisfies `hit` (see [`any_expr`]).
pub(crate) fn any_expr_in_block(block: &syn::Block, hit: impl FnMut(&Expr) -> bool) -> bool {
    let mut search = Search::new(hit, false);
    search.visit_block(block);
    search.found
}

/// The statements of the block of `body` (itself or one nested in it, closures and macro
/// arguments not searched) that holds a statement satisfying `holds`, the innermost such.
/// Nesting deeper than [`super::MAX_DEPTH`] is not searched.
pub(crate) fn stmts_holding(
    body: &syn::Block,
    holds: impl Fn(&syn::Stmt) -> bool,
) -> Option<&[syn::Stmt]> {
    struct Blocks<'b, H> {
        holds: H,
        found: Option<&'b [syn::Stmt]>,
        depth: usize,
    }
    impl<'b, H: Fn(&syn::Stmt) -> bool> Visit<'b> for Blocks<'b, H> {
        fn visit_block(&mut self, block: &'b syn::Block) {
            if self.found.is_some() || self.depth >= super::MAX_DEPTH {
                return;
            }
            if block.stmts.iter().any(&self.holds) {
                self.found = Some(&block.stmts);
                return;
            }
            self.depth += 1;
            visit::visit_block(self, block);
            self.depth -= 1;
        }
        fn visit_expr_closure(&mut self, _: &'b syn::ExprClosure) {}
        fn visit_item(&mut self, _: &'b syn::Item) {}
    }
    let mut blocks = Blocks {
        holds,
        found: None,
        depth: 0,
    };
    blocks.visit_block(body);
    blocks.found
}

/// Calls `each` on every expression of `items`, of the functions and methods of nested items
/// too (closures and macro arguments included). Nesting deeper than [`super::MAX_DEPTH`] is
/// not walked.
pub(crate) fn each_expr_in_items(items: &[syn::Item], mut each: impl FnMut(&Expr)) {
    let mut walk = Search::new(
        |expr: &Expr| {
            each(expr);
            false
        },
        true,
    );
    for item in items {
        walk.visit_item(item);
    }
}

/// A walk of expressions that stops at the first `hit`.
struct Search<F> {
    hit: F,
    found: bool,
    depth: usize,
    /// Nested items (a function, an `impl` and its methods) are walked too.
    into_items: bool,
}

impl<F> Search<F> {
    fn new(hit: F, into_items: bool) -> Self {
        Search {
            hit,
            found: false,
            depth: 0,
            into_items,
        }
    }
}

impl<F: FnMut(&Expr) -> bool> Visit<'_> for Search<F> {
    fn visit_expr(&mut self, expr: &Expr) {
        if self.found || self.depth >= super::MAX_DEPTH {
            return;
        }
        if (self.hit)(expr) {
            self.found = true;
            return;
        }
        self.depth += 1;
        visit::visit_expr(self, expr);
        self.depth -= 1;
    }

    fn visit_macro(&mut self, mac: &syn::Macro) {
        for e in macro_exprs(mac) {
            self.visit_expr(&e);
        }
    }

    fn visit_item(&mut self, item: &syn::Item) {
        if self.into_items {
            visit::visit_item(self, item);
        }
    }
}

/// The identifier an expression names directly: a path's last segment, a field, a method.
pub(crate) fn expr_ident(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        Expr::Field(f) => match &f.member {
            syn::Member::Named(ident) => Some(ident.to_string()),
            syn::Member::Unnamed(_) => None,
        },
        Expr::MethodCall(m) => Some(m.method.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_inside_closures_and_macros_and_names_idents() {
        let expr: Expr = syn::parse_str("xs.iter().map(|x| vec![x.len()])").unwrap();
        assert!(any_expr(&expr, |e| expr_ident(e).as_deref() == Some("len")));
        assert!(!any_expr(&expr, |e| expr_ident(e).as_deref() == Some("tokens")));
    }
}
