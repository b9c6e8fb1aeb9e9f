//! A window cut back to its newest user message: the newest turn taken back (an undo, a
//! retry), not the window cut to a length.

use syn::Expr;
use syn::visit::{self, Visit};

use super::late_init::never_written;
use super::roles::{pattern_names_role, tests_assistant, tests_user};
use crate::analysis::TakeBack;
use crate::analysis::search::{any_expr, any_expr_in_block, expr_ident};
use crate::analysis::syntax::{conjuncts, int_literal, strip_parens, strip_unwraps};

/// `call` (`truncate(at)`, or `truncate(at + 1)` to keep the user message for a retry) cuts
/// the window back to its newest user message: `at` is where a search from the end finds it
/// (`let at = history.iter().rposition(|m| m.role == Role::User)`, unwrapped by `if let
/// Some(at)`), or the index of a loop from the end whose test of a user message holds the
/// cut (`for i in (0..h.len()).rev() { if matches!(h[i], Msg::User { .. }) { h.truncate(i) }
/// }`). What goes is the newest turn, the one the user takes back.
pub(super) fn truncates_to_newest_user_message(
    body: &syn::Block,
    call: &syn::ExprMethodCall,
) -> bool {
    let Some(at) = call.args.first().and_then(cut_index) else {
        return false;
    };
    found_from_the_end(body, &at, tests_user) || loop_from_the_end_stops_at_user(body, call, &at)
}

/// What `call` (`remove(at)`) takes back: the newest user message, `at` where a search from
/// the end finds it (`if let Some(at) = history.iter().rposition(|m| m.role == Role::User) {
/// history.remove(at); }`), a regenerate or retry that sends it again taking back the turn; or
/// the newest answer, found from the end as an assistant's message (`rposition(|m| m.role ==
/// Role::Assistant)`), a regenerate that asks for a new one.
pub(super) fn removes_newest_message(
    body: &syn::Block,
    call: &syn::ExprMethodCall,
) -> Option<TakeBack> {
    let Some(Expr::Path(at)) = call.args.first().map(strip_parens) else {
        return None;
    };
    let at = at.path.get_ident()?.to_string();
    if found_from_the_end(body, &at, tests_user) {
        Some(TakeBack::Turn)
    } else if found_from_the_end(body, &at, tests_assistant) {
        Some(TakeBack::Answer)
    } else {
        removed_once_in_loop_from_the_end(body, call, &at)
    }
}

/// What `call` (`remove(at)`) takes back inside a loop over `at` that runs from the end (`for i
/// in (0..h.len()).rev()`): in the arm of a `match` on the message at `at` (or its role) whose
/// pattern names the assistant's role or the user's (`Role::Assistant if answer.is_none() =>
/// answer = Some(h.remove(i))`), or in the branch of an `if` that tests the message at `at`
/// for one of them, a branch taken once: it leaves the loop (`break`, `return`), or it runs
/// only while a local it sets is still `None` (`if answer.is_none()` .. `answer = Some(..)`).
/// The newest message of that role goes: the answer for the assistant's, the turn for the
/// user's (an undo that takes back the newest answer and then the question before it).
fn removed_once_in_loop_from_the_end(
    body: &syn::Block,
    call: &syn::ExprMethodCall,
    at: &str,
) -> Option<TakeBack> {
    let is_call = |e: &Expr| matches!(e, Expr::MethodCall(c) if std::ptr::eq(c, call));
    let reads_at = |e: &Expr| {
        any_expr(e, |e| {
            matches!(e, Expr::Index(item) if matches!(strip_parens(&item.index), Expr::Path(i)
                if i.path.is_ident(at)))
        })
    };
    let role_of = |is_user: bool, is_assistant: bool| match (is_user, is_assistant) {
        (true, false) => Some(TakeBack::Turn),
        (false, true) => Some(TakeBack::Answer),
        _ => None,
    };
    let mut taken = None;
    any_expr_in_block(body, |e| {
        let Some(walked) = loop_from_the_end(e, at) else {
            return false;
        };
        any_expr_in_block(walked, |e| {
            taken = match e {
                Expr::If(test) if any_expr_in_block(&test.then_branch, is_call) => {
                    let parts = conjuncts(&test.cond);
                    let tested = parts.iter().filter(|part| reads_at(part));
                    let role = role_of(
                        tested.clone().any(|part| tests_user(part)),
                        tested.clone().any(|part| tests_assistant(part)),
                    );
                    role.filter(|_| {
                        branch_taken_once(&parts, &|hit| any_expr_in_block(&test.then_branch, hit))
                    })
                }
                Expr::Match(on) if reads_at(&on.expr) => on
                    .arms
                    .iter()
                    .find(|arm| any_expr(&arm.body, is_call))
                    .and_then(|arm| {
                        let role = role_of(
                            pattern_names_role(&arm.pat, "user"),
                            pattern_names_role(&arm.pat, "assistant"),
                        );
                        let guard = arm
                            .guard
                            .as_ref()
                            .map(|(_, guard)| conjuncts(guard))
                            .unwrap_or_default();
                        role.filter(|_| branch_taken_once(&guard, &|hit| any_expr(&arm.body, hit)))
                    }),
                _ => None,
            };
            taken.is_some()
        })
    });
    taken
}

/// A search of a branch's expressions for one that a test holds for.
type BranchSearch<'a> = &'a dyn Fn(&dyn Fn(&Expr) -> bool) -> bool;

/// A branch of a loop (searched by `in_branch`, entered when every part of `test` holds) is
/// taken once: it leaves the loop (`break`, `return`), or a part of its test asks that a local
/// is still `None` (`answer.is_none()`) and the branch sets that local (`answer = Some(..)`).
fn branch_taken_once(test: &[&Expr], in_branch: BranchSearch<'_>) -> bool {
    let leaves = in_branch(&|e| matches!(e, Expr::Break(_) | Expr::Return(_)));
    let set_once = test.iter().any(|part| {
        let Expr::MethodCall(none) = strip_parens(part) else {
            return false;
        };
        let local = match strip_parens(&none.receiver) {
            local @ Expr::Path(_) => expr_ident(local),
            _ => None,
        };
        let Some(local) = local else {
            return false;
        };
        none.method == "is_none"
            && in_branch(&|e| {
                matches!(e, Expr::Assign(set) if expr_ident(&set.left).as_ref() == Some(&local))
            })
    });
    leaves || set_once
}

/// What `call` (`pop()`) takes back. The newest answer: it sits in the branch of an `if` that tests
/// an assistant's message (`if last.role == "assistant" { history.pop(); }`, `if
/// matches!(h.last().map(|m| m.role), Some(Role::Assistant)) { h.pop(); }`), a retry that asks
/// the same question again. So does a loop that pops while the newest message is an answer or
/// a tool's result (`while h.len() > 1 && h.last().is_some_and(|m| m.role == "tool" || m.role
/// == "assistant") { h.pop(); }`, an undo): it stops at the user's message, and only the
/// newest turn's answers go.
///
/// A pop in the arm of a `match` on the newest message whose guard tests its role (`match
/// h.last() { Some(m) if m.role == "user" => { h.pop(); } _ => {} }`) takes back that message:
/// the answer for an assistant's, the turn for the user's (the question a regenerate sends
/// again, after its answer went).
pub(super) fn pops_newest_message(
    body: &syn::Block,
    call: &syn::ExprMethodCall,
) -> Option<TakeBack> {
    let is_call = |e: &Expr| matches!(e, Expr::MethodCall(c) if std::ptr::eq(c, call));
    let mut taken = None;
    any_expr_in_block(body, |e| {
        taken = match e {
            Expr::If(test) => (any_expr(&test.cond, tests_assistant)
                && any_expr_in_block(&test.then_branch, is_call))
            .then_some(TakeBack::Answer),
            Expr::While(test) => (tests_newest_is_answer(&test.cond)
                && matches!(test.body.stmts.as_slice(),
                    [syn::Stmt::Expr(Expr::MethodCall(c), _)] if std::ptr::eq(c, call)))
            .then_some(TakeBack::Answer),
            Expr::Match(on) if is_newest_message(&on.expr) => on
                .arms
                .iter()
                .filter(|arm| any_expr(&arm.body, is_call))
                .find_map(|arm| arm.guard.as_ref().and_then(|(_, guard)| role_tested(guard))),
            _ => None,
        };
        taken.is_some()
    });
    taken
}

/// `expr` is the window's newest message: `h.last()`, borrowed or not.
fn is_newest_message(expr: &Expr) -> bool {
    matches!(strip_parens(expr), Expr::MethodCall(last) if last.method == "last" && last.args.is_empty())
}

/// The take-back a pop under `guard` makes: a part of it joined by `&&` tests the newest
/// message for the assistant's role (the answer) or the user's (the turn).
fn role_tested(guard: &Expr) -> Option<TakeBack> {
    let parts = conjuncts(guard);
    if parts.iter().any(|part| tests_assistant(part)) {
        Some(TakeBack::Answer)
    } else {
        parts
            .iter()
            .any(|part| tests_user(part))
            .then_some(TakeBack::Turn)
    }
}

/// Every part of `cond` joined by `&&` asks whether there is a message at all (`len() > 1`,
/// `!is_empty()`) or whether the newest one is an answer: a closure handed the window's last
/// message (`h.last().map(|m| ..)`, `is_some_and`) that holds for the assistant's role, alone
/// or beside a tool's (`m.role == "tool" || m.role == "assistant"`), and for no user's.
fn tests_newest_is_answer(cond: &Expr) -> bool {
    let mut answer = false;
    for part in conjuncts(cond) {
        let on_last = any_expr(
            part,
            |e| matches!(e, Expr::MethodCall(last) if last.method == "last" && last.args.is_empty()),
        );
        let closure = any_expr(part, |e| {
            matches!(e, Expr::Closure(test)
                if any_expr(&test.body, tests_assistant) && !any_expr(&test.body, tests_user))
        });
        if on_last && closure {
            answer = true;
        } else if !asks_for_any_message(part) {
            return false;
        }
    }
    answer
}

/// `h.len() > 1`, `h.len() >= 2`, `!h.is_empty()`: whether there is anything left to pop, not a
/// length the window is cut to.
fn asks_for_any_message(part: &Expr) -> bool {
    match strip_parens(part) {
        Expr::Unary(not) if matches!(not.op, syn::UnOp::Not(_)) => {
            matches!(strip_parens(&not.expr), Expr::MethodCall(m) if m.method == "is_empty")
        }
        Expr::Binary(b) => {
            let small =
                |e: &Expr| int_literal(e).is_some_and(|n| n.parse::<u64>().is_ok_and(|n| n <= 2));
            let is_len =
                |e: &Expr| matches!(strip_parens(e), Expr::MethodCall(m) if m.method == "len");
            matches!(b.op, syn::BinOp::Gt(_) | syn::BinOp::Ge(_))
                && is_len(&b.left)
                && small(&b.right)
        }
        _ => false,
    }
}

/// The local a cut index is read from: `at`, or `at + 1`.
pub(super) fn cut_index(arg: &Expr) -> Option<String> {
    let arg = match strip_parens(arg) {
        Expr::Binary(sum)
            if matches!(sum.op, syn::BinOp::Add(_))
                && int_literal(&sum.right).as_deref() == Some("1") =>
        {
            &sum.left
        }
        other => other,
    };
    match strip_parens(arg) {
        Expr::Path(path) => path.path.get_ident().map(ToString::to_string),
        _ => None,
    }
}

/// `name` holds what a search from the end for a message that `role` tests found: declared
/// with it, or unwrapped from it (`if let Some(name) = found`, `let Some(name) = found else {
/// return }`, `found` declared with it).
fn found_from_the_end(body: &syn::Block, name: &str, role: fn(&Expr) -> bool) -> bool {
    let searches = |e: &Expr| searches_from_end_for(e, role);
    let unwrapped_search = |value: &Expr| {
        searches(value)
            || matches!(strip_parens(value), Expr::Path(found)
                if found.path.get_ident().is_some_and(|found| never_written(body, &found.to_string())
                    .is_some_and(|init| searches(&init))))
    };
    if never_written(body, name).is_some_and(|init| searches(&init)) {
        return true;
    }
    let bound_by_if_let = any_expr_in_block(body, |e| {
        let Expr::Let(binding) = e else {
            return false;
        };
        unwraps_to(&binding.pat, name) && unwrapped_search(&binding.expr)
    });
    bound_by_if_let || let_else_values(body, name).iter().any(unwrapped_search)
}

/// The values `let Some(name) = value else { .. };` statements in `body` unwrap `name` from.
fn let_else_values(body: &syn::Block, name: &str) -> Vec<Expr> {
    struct LetElse<'n> {
        name: &'n str,
        values: Vec<Expr>,
    }
    impl Visit<'_> for LetElse<'_> {
        fn visit_local(&mut self, local: &syn::Local) {
            if let Some(init) = &local.init
                && init.diverge.is_some()
                && unwraps_to(&local.pat, self.name)
            {
                self.values.push((*init.expr).clone());
            }
            visit::visit_local(self, local);
        }
    }
    let mut found = LetElse {
        name,
        values: Vec::new(),
    };
    found.visit_block(body);
    found.values
}

/// `pat` is `Some(name)` or `Ok(name)`.
fn unwraps_to(pat: &syn::Pat, name: &str) -> bool {
    matches!(pat, syn::Pat::TupleStruct(wrapper)
        if wrapper.elems.len() == 1
            && matches!(wrapper.elems.first(), Some(syn::Pat::Ident(bound)) if bound.ident == name))
}

/// `expr` is a search from the end for a message that `role` tests: `rposition(|m| m.role ==
/// Role::User)`, unwrapped or not.
fn searches_from_end_for(expr: &Expr, role: fn(&Expr) -> bool) -> bool {
    matches!(strip_unwraps(expr), Expr::MethodCall(search)
        if search.method == "rposition"
            && matches!(search.args.first().map(strip_parens), Some(Expr::Closure(test))
                if conjuncts(&test.body).into_iter().any(role)))
}

/// `call` is in the branch of an `if` that tests a user message, inside a loop over `at`
/// that runs from the end (`(0..len).rev()`).
fn loop_from_the_end_stops_at_user(
    body: &syn::Block,
    call: &syn::ExprMethodCall,
    at: &str,
) -> bool {
    let is_call = |e: &Expr| matches!(e, Expr::MethodCall(c) if std::ptr::eq(c, call));
    any_expr_in_block(body, |e| {
        loop_from_the_end(e, at).is_some_and(|walked| {
            any_expr_in_block(walked, |e| {
                matches!(e, Expr::If(test)
                    if conjuncts(&test.cond).into_iter().any(tests_user)
                        && any_expr_in_block(&test.then_branch, is_call))
            })
        })
    })
}

/// The body of `e` when it is a loop over `at` that runs from the end (`for at in
/// (0..len).rev()`).
fn loop_from_the_end<'e>(e: &'e Expr, at: &str) -> Option<&'e syn::Block> {
    let Expr::ForLoop(walk) = e else {
        return None;
    };
    (matches!(&*walk.pat, syn::Pat::Ident(index) if index.ident == at)
        && any_expr(
            &walk.expr,
            |e| matches!(e, Expr::MethodCall(m) if m.method == "rev"),
        ))
    .then_some(&walk.body)
}
