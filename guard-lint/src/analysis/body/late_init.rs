//! A local declared empty, or declared with no value at all, and given its value by one
//! assignment (`let mut notes = String::new(); if wanted { notes = format!(..) }`, `let parts:
//! Vec<Part>; if first { parts = vec![..] } else { parts = vec![..] }`), or a field of a local
//! the body has just built (`let mut saved = Conversation::new(title); saved.messages =
//! self.history.clone()`): the assignment initialises it, it drops nothing.

use syn::visit::{self, Visit};
use syn::{Block, Expr, Pat};

use super::taint::is_empty_buffer;
use crate::analysis::macros::macro_exprs;
use crate::analysis::place::place_of;
use crate::analysis::search::any_expr;
use crate::analysis::syntax::{is_compound_assign, strip_parens};

/// `name` is declared once in `body`, with an empty buffer (`String::new()`, `vec![]`,
/// `String::from("")`), `None` or no value at all (`let parts: Vec<Part>;`, whose first
/// assignment the compiler requires before any read), and written nowhere but by one plain
/// assignment outside any loop (one in each branch of an `if` or `match` is one): that
/// assignment gives the local its first value. A method call on the local, a `&mut` borrow of
/// it, a compound assignment or a macro handed it counts as a write, so a buffer filled before
/// it is replaced is not taken for one.
pub(super) fn initialised_once(body: &Block, name: &str) -> bool {
    let uses = Uses::counted(body, name, name);
    uses.written_once()
        && match &uses.init {
            None => uses.declared_unset,
            Some(init) => is_empty_buffer(init) || is_none(init),
        }
}

/// `name` is declared once with `None` and written by nothing but plain assignments of
/// `Some(value)` inside a loop, none of which reads the local (`let mut source = None; for line
/// in header.lines() { .. "source" => source = Some(value), .. }`): an optional slot given the
/// latest value the loop finds. What an assignment replaces is only what an earlier pass gave,
/// never items gathered into the local, so it drops nothing, whatever the local's name. One
/// outside any loop (`replaced = Some(Vec::new())` after a `match` that set it) replaces what
/// was found with something else, and is read as before.
pub(super) fn optional_slot_refilled(body: &Block, name: &str) -> bool {
    let uses = Uses::counted(body, name, name);
    uses.declarations == 1
        && uses.init.as_ref().is_some_and(is_none)
        && uses.other_writes == 0
        && uses.later_writes == 0
        && !uses.assigned_outside_loop
        && !uses.values.is_empty()
        && uses.values.iter().all(|value| {
            matches!(strip_parens(value), Expr::Call(call)
            if matches!(&*call.func, Expr::Path(p) if p.path.is_ident("Some"))
                && !call.args.iter().any(|arg| any_expr(arg, |part| {
                    matches!(part, Expr::Path(p) if p.path.is_ident(name))
                })))
        })
}

/// `expr` is `None`: an optional value not yet given.
fn is_none(expr: &Expr) -> bool {
    matches!(strip_parens(expr), Expr::Path(p) if p.path.is_ident("None"))
}

/// The value `root` is declared with, when `body` declares the local `root` once and writes
/// the place `target` (`root` itself, or a field of it: `saved.messages`) by one plain
/// assignment outside any loop and in no other way before it. Assignments count along one
/// path: one in each arm of a `match` (or each branch of an `if`) is one, since only one of
/// them runs. A method call on the place or on `root`, a `&mut` borrow of either, a compound
/// assignment or a macro handed either, before the assignment, counts as another write; one
/// after it (`app.messages = restored; app.messages.push(notice)`) writes the value the
/// assignment gave, not the one it replaced.
pub(super) fn written_once(body: &Block, root: &str, target: &str) -> Option<Expr> {
    let uses = Uses::counted(body, root, target);
    uses.written_once().then_some(uses.init).flatten()
}

/// The value `name` is declared with, when `body` declares the local once and never writes
/// it again (`let initial_len = history.len();` kept as a mark to come back to).
pub(super) fn never_written(body: &Block, name: &str) -> Option<Expr> {
    let uses = Uses::counted(body, name, name);
    (uses.declarations == 1 && uses.assignments == 0 && uses.other_writes == 0)
        .then_some(uses.init)
        .flatten()
}

/// For every `let root = ..` in `body`, the value it is declared with when the statements
/// from it to the end of its block write `target` as [`written_once`] asks; `None` for a
/// declaration whose scope writes it otherwise. Two match arms that each build their own
/// `saved` are two scopes.
pub(super) fn scoped_inits(body: &Block, root: &str, target: &str) -> Vec<Option<Expr>> {
    let mut scopes = Scopes {
        root,
        target,
        found: Vec::new(),
    };
    scopes.visit_block(body);
    scopes.found
}

/// Collects [`scoped_inits`].
struct Scopes<'n> {
    root: &'n str,
    target: &'n str,
    found: Vec<Option<Expr>>,
}

impl Visit<'_> for Scopes<'_> {
    fn visit_block(&mut self, block: &Block) {
        for (i, stmt) in block.stmts.iter().enumerate() {
            let declares = matches!(stmt, syn::Stmt::Local(local) if declared_name(local)
                .is_some_and(|ident| ident == self.root));
            if declares {
                let scope = Block {
                    brace_token: block.brace_token,
                    stmts: block.stmts[i..].to_vec(),
                };
                self.found
                    .push(written_once(&scope, self.root, self.target));
            }
        }
        visit::visit_block(self, block);
    }

    fn visit_item(&mut self, _: &syn::Item) {}
}

/// The name a `let` binds, when it binds one (`let x`, `let mut x: T`).
fn declared_name(local: &syn::Local) -> Option<&syn::Ident> {
    match &local.pat {
        Pat::Ident(ident) => Some(&ident.ident),
        Pat::Type(typed) => match &*typed.pat {
            Pat::Ident(ident) => Some(&ident.ident),
            _ => None,
        },
        _ => None,
    }
}

/// How a body declares one local and writes a place of it.
struct Uses<'n> {
    /// The local.
    root: &'n str,
    /// The place written: the local, or a field of it.
    target: &'n str,
    declarations: usize,
    /// The value the local is declared with.
    init: Option<Expr>,
    /// The local is declared with no value (`let parts: Vec<Part>;`).
    declared_unset: bool,
    assignments: usize,
    assigned_in_loop: bool,
    /// Some assignment of the place is outside every loop.
    assigned_outside_loop: bool,
    other_writes: usize,
    /// Writes other than a plain assignment after the first assignment.
    later_writes: usize,
    /// The values the place is assigned, in order.
    values: Vec<Expr>,
    /// An assignment of the place has been visited: writes after it do not count.
    assigned: bool,
    /// Loops enclosing the expression being visited.
    loops: usize,
}

impl<'n> Uses<'n> {
    /// The declarations and writes of `target` (the local `root` or a field of it) in `body`.
    fn counted(body: &Block, root: &'n str, target: &'n str) -> Uses<'n> {
        let mut uses = Uses {
            root,
            target,
            declarations: 0,
            init: None,
            declared_unset: false,
            assignments: 0,
            assigned_in_loop: false,
            assigned_outside_loop: false,
            other_writes: 0,
            later_writes: 0,
            values: Vec::new(),
            assigned: false,
            loops: 0,
        };
        uses.visit_block(body);
        uses
    }
}

impl Uses<'_> {
    /// The local is declared once and the place written by one plain assignment outside any
    /// loop, and in no other way before it.
    fn written_once(&self) -> bool {
        self.declarations == 1
            && self.assignments == 1
            && !self.assigned_in_loop
            && self.other_writes == 0
    }

    /// `expr` is the place written.
    fn is_target(&self, expr: &Expr) -> bool {
        place_of(strip_parens(expr)).is_some_and(|p| p.text() == self.target)
    }

    /// `expr` is the place written or the local it belongs to.
    fn writes_through(&self, expr: &Expr) -> bool {
        self.is_target(expr)
            || matches!(strip_parens(expr), Expr::Path(p) if p.path.is_ident(self.root))
    }

    /// A write other than the assignment: one before any assignment of the place.
    fn count_write(&mut self) {
        if self.assigned {
            self.later_writes += 1;
        } else {
            self.other_writes += 1;
        }
    }

    fn in_loop(&mut self, walk: impl FnOnce(&mut Self)) {
        self.loops += 1;
        walk(self);
        self.loops -= 1;
    }

    /// Visit exclusive branches (the arms of a `match`, the branches of an `if`), of which
    /// one runs: the assignments they add are those of the branch that assigns most.
    /// `visit_branch` visits the branch of the given index, of `count`.
    fn in_branches(&mut self, count: usize, visit_branch: impl Fn(&mut Self, usize)) {
        let before = self.assignments;
        let mut most = before;
        for branch in 0..count {
            self.assignments = before;
            visit_branch(self, branch);
            most = most.max(self.assignments);
        }
        self.assignments = most;
    }
}

impl Visit<'_> for Uses<'_> {
    fn visit_local(&mut self, local: &syn::Local) {
        if declared_name(local).is_some_and(|ident| ident == self.root) {
            self.declarations += 1;
            self.init = local.init.as_ref().map(|init| (*init.expr).clone());
            self.declared_unset = local.init.is_none();
        }
        visit::visit_local(self, local);
    }

    fn visit_expr_assign(&mut self, assign: &syn::ExprAssign) {
        visit::visit_expr_assign(self, assign);
        if self.is_target(&assign.left) {
            self.assignments += 1;
            self.assigned_in_loop |= self.loops > 0;
            self.assigned_outside_loop |= self.loops == 0;
            self.assigned = true;
            self.values.push((*assign.right).clone());
        }
    }

    fn visit_expr_binary(&mut self, binary: &syn::ExprBinary) {
        if is_compound_assign(&binary.op) && self.writes_through(&binary.left) {
            self.count_write();
        }
        visit::visit_expr_binary(self, binary);
    }

    fn visit_expr_method_call(&mut self, call: &syn::ExprMethodCall) {
        if self.writes_through(&call.receiver) {
            self.count_write();
        }
        visit::visit_expr_method_call(self, call);
    }

    fn visit_expr_reference(&mut self, reference: &syn::ExprReference) {
        if reference.mutability.is_some() && self.writes_through(&reference.expr) {
            self.count_write();
        }
        visit::visit_expr_reference(self, reference);
    }

    fn visit_macro(&mut self, mac: &syn::Macro) {
        let exprs = macro_exprs(mac);
        // `write!(notes, ..)` writes through its first argument.
        if exprs
            .first()
            .is_some_and(|first| self.writes_through(first))
        {
            self.count_write();
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

    fn visit_expr_match(&mut self, expr_match: &syn::ExprMatch) {
        self.visit_expr(&expr_match.expr);
        for arm in &expr_match.arms {
            if let Some((_, guard)) = &arm.guard {
                self.visit_expr(guard);
            }
        }
        let arms = &expr_match.arms;
        self.in_branches(arms.len(), |uses, arm| uses.visit_expr(&arms[arm].body));
    }

    fn visit_expr_if(&mut self, expr_if: &syn::ExprIf) {
        self.visit_expr(&expr_if.cond);
        self.in_branches(2, |uses, branch| match (branch, &expr_if.else_branch) {
            (0, _) => uses.visit_block(&expr_if.then_branch),
            (_, Some((_, other))) => uses.visit_expr(other),
            (_, None) => {}
        });
    }

    fn visit_expr_closure(&mut self, closure: &syn::ExprClosure) {
        // A closure may run any number of times.
        self.in_loop(|uses| visit::visit_expr_closure(uses, closure));
    }

    fn visit_item(&mut self, _: &syn::Item) {}
}
