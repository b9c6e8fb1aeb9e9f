//! Failure branches: the `match` arms and `if` branches that handle a call that failed
//! (`Err(e) =>`, `ChatMsg::Failed(e) =>`, `if let Err(e) = reply`, `if reply.is_err()`). The
//! newest message of a window popped there is the one pushed for that call, which got no
//! answer: it is taken back, whichever function pushed it.

use syn::{Expr, Pat};

use crate::analysis::names::{first_word_is_any, words};
use crate::analysis::syntax::strip_parens;

/// First words of the names of variants that report a failure (`Failed`, `Error`,
/// `TimedOut`, `Cancelled`).
const FAILURE_WORDS: &[&str] = &[
    "err",
    "error",
    "errored",
    "fail",
    "failed",
    "failure",
    "timeout",
    "timed",
    "cancelled",
    "canceled",
    "aborted",
    "interrupted",
];

/// `pat` matches a failure: `Err(..)`, a variant named as one by its first or last word
/// (`ChatMsg::Failed(e)`, `Event::Error { .. }`, `Outcome::TimedOut`; `FromWorker::TurnFailed(e)`,
/// `StreamEvent::RequestError(e)`: what failed, then that it failed), such a pattern inside
/// `Some(..)` or `Ok(..)`, or alternatives that all are.
pub(super) fn failure_pattern(pat: &Pat) -> bool {
    let names_failure = |path: &syn::Path| {
        path.segments.last().is_some_and(|s| {
            let name = s.ident.to_string();
            first_word_is_any(&name, FAILURE_WORDS)
                || words(&name)
                    .last()
                    .is_some_and(|w| FAILURE_WORDS.iter().any(|f| w.eq_ignore_ascii_case(f)))
        })
    };
    match pat {
        Pat::TupleStruct(variant) => {
            names_failure(&variant.path)
                || (variant
                    .path
                    .segments
                    .last()
                    .is_some_and(|s| s.ident == "Some" || s.ident == "Ok")
                    && matches!(variant.elems.iter().collect::<Vec<_>>()[..], [inner] if failure_pattern(inner)))
        }
        Pat::Struct(variant) => names_failure(&variant.path),
        Pat::Path(variant) => names_failure(&variant.path),
        Pat::Or(or) => or.cases.iter().all(failure_pattern),
        Pat::Paren(inner) => failure_pattern(&inner.pat),
        _ => false,
    }
}

/// `cond` tests for a failure: `let Err(e) = reply` (a pattern [`failure_pattern`] accepts)
/// or `reply.is_err()`.
pub(super) fn failure_condition(cond: &Expr) -> bool {
    match strip_parens(cond) {
        Expr::Let(expr_let) => failure_pattern(&expr_let.pat),
        Expr::MethodCall(call) => call.method == "is_err" && call.args.is_empty(),
        _ => false,
    }
}
