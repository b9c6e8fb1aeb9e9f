//! Small syntactic questions about expressions, patterns and types.

use proc_macro2::Span;
use syn::visit::{self, Visit};
use syn::{Attribute, Expr, Pat, ReturnType, Type};

use super::names::{word_is, words};
use super::place::strip;
use super::search::{any_expr, any_expr_in_block, expr_ident};
use super::types::{Item as ItemShape, Shape};
use super::{AnalysisConfig, MAX_DEPTH};

/// Words of a condition that make a positional cut a length/token cut.
const LENGTH_WORDS: &[&str] = &[
    "len", "token", "tokens", "budget", "limit", "max", "capacity", "size", "count", "window",
    "chars", "bytes",
];

/// The span of `node` (joined, where spans can be joined) and of its last token.
///
/// Inside a proc-macro on stable Rust spans cannot be joined; the attribute underlines from
/// the first to the last token instead.
pub(crate) fn span_range(node: &impl quote::ToTokens) -> (Span, Span) {
    let mut tokens = node.to_token_stream().into_iter();
    let first = tokens.next().map_or_else(Span::call_site, |t| t.span());
    let last = tokens.last().map_or(first, |t| t.span());
    (first.join(last).unwrap_or(first), last)
}

/// From `first` to `last`: joined where spans can be joined, and `last`.
pub(crate) fn join_range(first: Span, last: Span) -> (Span, Span) {
    (first.join(last).unwrap_or(first), last)
}

/// [`span_range`] of a method call, from its receiver (not its attributes) to its `)`.
pub(crate) fn method_call_range(call: &syn::ExprMethodCall) -> (Span, Span) {
    join_range(span_range(&call.receiver).0, call.paren_token.span.close())
}

/// The names of a path's segments, in order (`std::mem::take` -> `["std", "mem", "take"]`).
pub(crate) fn segment_names(path: &syn::Path) -> Vec<String> {
    path.segments.iter().map(|s| s.ident.to_string()).collect()
}

/// `call` calls a function by a path whose last segment is one of `names`
/// (`serde_json::from_str(..)` for `["from_str"]`, `std::mem::take(..)` for `["take"]`).
pub(crate) fn calls_one_of(call: &syn::ExprCall, names: &[&str]) -> bool {
    let Expr::Path(func) = &*call.func else {
        return false;
    };
    func.path
        .segments
        .last()
        .is_some_and(|s| names.iter().any(|name| s.ident == name))
}

/// `expr` without its parentheses (`((history))` -> `history`).
pub(crate) fn strip_parens(mut expr: &Expr) -> &Expr {
    while let Expr::Paren(p) = expr {
        expr = &p.expr;
    }
    expr
}

/// `expr` without parentheses and a leading `&` or `&mut` (`&mut history` -> `history`).
pub(crate) fn strip_reference(expr: &Expr) -> &Expr {
    match strip_parens(expr) {
        Expr::Reference(r) => strip_parens(&r.expr),
        other => other,
    }
}

/// The methods of `str` that trim whitespace off its ends (`trim`, `trim_start`, `trim_end`,
/// their old `_left`/`_right` names and the ASCII ones): each returns a view of the text.
pub(crate) const WHITESPACE_TRIMS: &[&str] = &[
    "trim",
    "trim_start",
    "trim_end",
    "trim_left",
    "trim_right",
    "trim_ascii",
    "trim_ascii_start",
    "trim_ascii_end",
];

/// `method` is one of `str`'s trims: one of [`WHITESPACE_TRIMS`], or one trimming a pattern
/// (`trim_matches`, `trim_start_matches`, `trim_end_matches`, and the `_left`/`_right` ones).
/// It returns a view of the text and leaves the text as it was: `conversation.trim()`
/// edits nothing, whatever `conversation` holds.
pub(crate) fn is_str_trim(method: &str) -> bool {
    WHITESPACE_TRIMS.contains(&method)
        || method
            .strip_suffix("_matches")
            .is_some_and(|trim| WHITESPACE_TRIMS.contains(&trim) && !trim.contains("ascii"))
}

/// `expr` read back through argument-less method calls named in `methods`, each receiver passed
/// through `strip` (`summary.trim().as_str()` -> `summary` for `["trim", "as_str"]`); at most
/// [`MAX_DEPTH`] calls are peeled.
pub(crate) fn through_calls<'e>(
    expr: &'e Expr,
    methods: &[&str],
    strip: fn(&Expr) -> &Expr,
) -> &'e Expr {
    let mut expr = strip(expr);
    for _ in 0..MAX_DEPTH {
        match expr {
            Expr::MethodCall(m)
                if m.args.is_empty() && methods.contains(&m.method.to_string().as_str()) =>
            {
                expr = strip(&m.receiver);
            }
            _ => break,
        }
    }
    expr
}

/// `..` (a whole-range drain).
/// An empty half-open range written with the same start and end (`0..0`, `i..i`).
pub(crate) fn is_empty_range(expr: &Expr) -> bool {
    use quote::ToTokens;
    matches!(expr, Expr::Range(r)
    if matches!(r.limits, syn::RangeLimits::HalfOpen(_))
        && match (&r.start, &r.end) {
            (Some(start), Some(end)) => {
                start.to_token_stream().to_string() == end.to_token_stream().to_string()
            }
            _ => false,
        })
}

pub(crate) fn is_full_range(expr: &Expr) -> bool {
    matches!(expr, Expr::Range(r) if r.start.is_none() && r.end.is_none())
}

/// A range from a start to the end (`start..`, `len - keep..`), its start not the literal `0`
/// or `1` (all of it, or all but a first system prompt).
pub(crate) fn is_tail_range(expr: &Expr) -> bool {
    matches!(strip_parens(expr), Expr::Range(r)
    if r.end.is_none()
        && r.start.as_deref().is_some_and(|start| {
            !matches!(int_literal(start).as_deref(), Some("0" | "1"))
        }))
}

/// `return`, `break`, `continue`, `panic!(..)`, or a block ending in one: gives no value.
pub(crate) fn diverges(expr: &Expr) -> bool {
    let mut expr = strip_parens(expr);
    while let Expr::Block(block) = expr {
        match block.block.stmts.last() {
            Some(syn::Stmt::Expr(last, _)) => expr = strip_parens(last),
            _ => return false,
        }
    }
    match expr {
        Expr::Return(_) | Expr::Break(_) | Expr::Continue(_) => true,
        Expr::Macro(m) => ["panic", "unreachable", "todo", "unimplemented"]
            .iter()
            .any(|name| m.mac.path.is_ident(name)),
        _ => false,
    }
}

/// The values `block` ends with (see [`value_tails`]).
pub(crate) fn block_tails<'a>(block: &'a syn::Block, out: &mut Vec<&'a Expr>) {
    if let Some(syn::Stmt::Expr(expr, None)) = block.stmts.last() {
        value_tails(expr, out);
    }
}

/// The values `expr` ends with, through `if`/`else`, `match` arms and inner blocks, and a
/// `loop`'s `break` values (its statements are no value of it). A `while` or `for` (worth
/// `()`) and a `return` (it diverges) end with none; an `if` without `else` is itself.
pub(crate) fn value_tails<'a>(expr: &'a Expr, out: &mut Vec<&'a Expr>) {
    match strip_parens(expr) {
        Expr::If(test) => {
            block_tails(&test.then_branch, out);
            match &test.else_branch {
                Some((_, other)) => value_tails(other, out),
                None => out.push(expr),
            }
        }
        Expr::Match(m) => m.arms.iter().for_each(|arm| value_tails(&arm.body, out)),
        Expr::Block(b) => block_tails(&b.block, out),
        Expr::Loop(l) => {
            let mut breaks = BreakValues {
                label: l.label.as_ref().map(|l| l.name.ident.to_string()),
                inner_loops: 0,
                out,
                any: false,
            };
            breaks.visit_block(&l.body);
        }
        Expr::While(_) | Expr::ForLoop(_) | Expr::Return(_) => {}
        other => out.push(other),
    }
}

/// `body`, the body of a `for` or `while` loop labelled `label`, has a `break` that leaves
/// that loop (unlabelled outside inner loops, or naming its label): the loop may stop before
/// it has walked every item.
pub(crate) fn breaks_out(body: &syn::Block, label: Option<&syn::Label>) -> bool {
    let mut out = Vec::new();
    let mut breaks = BreakValues {
        label: label.map(|l| l.name.ident.to_string()),
        inner_loops: 0,
        out: &mut out,
        any: false,
    };
    breaks.visit_block(body);
    breaks.any
}

/// The values the `break`s of one `loop` give it: unlabelled ones outside inner loops, and
/// those naming its label; closures and `async` blocks left out. `any` is set by any such
/// `break`, with a value or not.
struct BreakValues<'a, 'o> {
    label: Option<String>,
    inner_loops: usize,
    out: &'o mut Vec<&'a Expr>,
    any: bool,
}

impl<'a> Visit<'a> for BreakValues<'a, '_> {
    fn visit_expr(&mut self, expr: &'a Expr) {
        match expr {
            Expr::Break(b) => {
                let ours = match &b.label {
                    Some(label) => self.label.as_deref() == Some(&*label.ident.to_string()),
                    None => self.inner_loops == 0,
                };
                self.any |= ours;
                if ours && let Some(value) = &b.expr {
                    value_tails(value, self.out);
                }
            }
            Expr::Loop(_) | Expr::While(_) | Expr::ForLoop(_) => {
                self.inner_loops += 1;
                visit::visit_expr(self, expr);
                self.inner_loops -= 1;
            }
            Expr::Closure(_) | Expr::Async(_) => {}
            _ => visit::visit_expr(self, expr),
        }
    }
}

/// `block` ends in what [`diverges`]: control never leaves it at its end.
pub(crate) fn block_diverges(block: &syn::Block) -> bool {
    matches!(block.stmts.last(), Some(syn::Stmt::Expr(last, _)) if diverges(last))
}

/// The literal `true` (in parentheses or not).
pub(crate) fn is_true(expr: &Expr) -> bool {
    matches!(strip_parens(expr), Expr::Lit(syn::ExprLit { lit: syn::Lit::Bool(b), .. }) if b.value)
}

/// The digits of an integer literal (`0` for `0`, `0usize`), parentheses stripped.
pub(crate) fn int_literal(expr: &Expr) -> Option<String> {
    match strip_parens(expr) {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(int),
            ..
        }) => Some(int.base10_digits().to_owned()),
        _ => None,
    }
}

/// A positional argument: an integer literal, or a range from a fixed start (`..n`, `0..n`,
/// `1..len - keep`, keeping a system prompt at 0).
pub(crate) fn is_positional_arg(expr: &Expr) -> bool {
    let is_int = |e: &Expr| int_literal(e).is_some();
    match expr {
        Expr::Range(r) => r.end.is_some() && r.start.as_deref().is_none_or(is_int),
        other => is_int(other),
    }
}

/// The new value keeps a slice of the old (`h[n..].to_vec()`, `h.split_off(n)`, `.skip(n)`).
pub(crate) fn slices(expr: &Expr) -> bool {
    const SLICING: &[&str] = &["skip", "split_off", "drain", "rev", "take", "last_n"];
    any_expr(expr, |e| match e {
        Expr::Index(i) => matches!(&*i.index, Expr::Range(_)),
        Expr::MethodCall(m) => SLICING.contains(&m.method.to_string().as_str()),
        _ => false,
    })
}

/// `expr` picks items by what they say: a `filter`, `filter_map`, `retain`, `find` or a
/// closure test.
pub(crate) fn chooses_items(expr: &Expr) -> bool {
    any_expr(expr, |e| matches!(e, Expr::MethodCall(m) if is_chooser(m)))
}

/// `call` picks items by what they say (see [`chooses_items`]).
pub(crate) fn is_chooser(call: &syn::ExprMethodCall) -> bool {
    const CHOOSERS: &[&str] = &[
        "filter",
        "filter_map",
        "retain",
        "find",
        "find_map",
        "skip_while",
        "take_while",
        "partition",
    ];
    CHOOSERS.contains(&call.method.to_string().as_str())
}

/// The condition tests a length or token count (`history.len() > MAX`, `tokens > budget`).
pub(crate) fn mentions_length(expr: &Expr) -> bool {
    any_expr(expr, |e| {
        expr_ident(e)
            .is_some_and(|name| words(&name).any(|w| LENGTH_WORDS.iter().any(|l| word_is(w, l))))
    })
}

/// A loop body that stops or keeps by a length or token budget and by nothing else
/// (`if used + m.tokens > budget { break; }`): what it collects is what fits. A body that also
/// skips (`continue`) or tests anything else chooses by content.
pub(crate) fn is_budget_loop(body: &syn::Block) -> bool {
    let (mut budget, mut other) = (false, false);
    any_expr_in_block(body, |e| {
        match e {
            Expr::If(test) if tests_length_only(&test.cond) => budget = true,
            Expr::If(_) | Expr::Match(_) | Expr::Continue(_) => other = true,
            _ => {}
        }
        false
    });
    budget && !other
}

/// A call's parts: the name it calls (a method's name or the last segment of a called
/// path), its explicit arguments, and a method call's receiver; `None` for any other
/// expression (`store.save(&key, &list)` -> `("save", [&key, &list], Some(store))`).
pub(crate) fn call_parts(expr: &Expr) -> Option<(String, Vec<&Expr>, Option<&Expr>)> {
    match expr {
        Expr::Call(call) => match &*call.func {
            Expr::Path(p) => Some((
                p.path.segments.last()?.ident.to_string(),
                call.args.iter().collect(),
                None,
            )),
            _ => None,
        },
        Expr::MethodCall(call) => Some((
            call.method.to_string(),
            call.args.iter().collect(),
            Some(&*call.receiver),
        )),
        _ => None,
    }
}

/// The name a call calls: a method's name (`self.summarize(..)` -> `summarize`) or the last
/// segment of a called path (`store::purge(..)` -> `purge`); `None` for any other expression.
pub(crate) fn called_name(expr: &Expr) -> Option<String> {
    match expr {
        Expr::MethodCall(call) => Some(call.method.to_string()),
        Expr::Call(call) => match &*call.func {
            Expr::Path(p) => Some(
                p.path
                    .segments
                    .last()
                    .map(|s| s.ident.to_string())
                    .unwrap_or_default(),
            ),
            _ => None,
        },
        _ => None,
    }
}

/// `expr` without its parentheses and the `?`, `.unwrap()` and `.expect(..)` around it:
/// `history.last_mut().unwrap()` gives `history.last_mut()`.
pub(crate) fn strip_unwraps(expr: &Expr) -> &Expr {
    let mut expr = strip_parens(expr);
    loop {
        match expr {
            Expr::Try(t) => expr = strip_parens(&t.expr),
            Expr::MethodCall(call) if call.method == "unwrap" || call.method == "expect" => {
                expr = strip_parens(&call.receiver);
            }
            _ => return expr,
        }
    }
}

/// The parts of a condition joined by `&&` and `||` (and, with `through_not`, under `!`),
/// parentheses stripped: `a && (b || !c)` gives `a`, `b` and `!c` (or `c`). Walked with a
/// stack, not recursion: a long `a && b && ...` nests one level per operator.
pub(crate) fn condition_parts(cond: &Expr, through_not: bool) -> Vec<&Expr> {
    let mut parts = Vec::new();
    let mut stack = vec![cond];
    while let Some(part) = stack.pop() {
        match strip_parens(part) {
            Expr::Binary(b) if matches!(b.op, syn::BinOp::And(_) | syn::BinOp::Or(_)) => {
                stack.push(&b.left);
                stack.push(&b.right);
            }
            Expr::Unary(not) if through_not && matches!(not.op, syn::UnOp::Not(_)) => {
                stack.push(&not.expr);
            }
            other => parts.push(other),
        }
    }
    parts
}

/// The parts of `cond` joined by `&&` (`cond` itself when it has none), the parts of a
/// let-chain (`let Some(m) = x && m.role == "system"`) among them.
pub(crate) fn conjuncts(cond: &Expr) -> Vec<&Expr> {
    match strip_parens(cond) {
        Expr::Binary(b) if matches!(b.op, syn::BinOp::And(_)) => {
            let mut parts = conjuncts(&b.left);
            parts.extend(conjuncts(&b.right));
            parts
        }
        other => vec![other],
    }
}

/// `<`, `<=`, `>` or `>=`: a comparison of order.
pub(crate) fn is_order_comparison(op: &syn::BinOp) -> bool {
    matches!(
        op,
        syn::BinOp::Lt(_) | syn::BinOp::Le(_) | syn::BinOp::Gt(_) | syn::BinOp::Ge(_)
    )
}

/// A `loop` whose body opens with an exit once the window fits a length or token budget
/// (`loop { if first > last || count_tokens(&msgs) <= budget { break; } .. }`): the rest of
/// the body runs only while the window is over budget, as under
/// `while count_tokens(&msgs) > budget`. Besides the budget test, the exit may only compare
/// positions (`first > last`: nothing cuttable is left).
pub(crate) fn loop_exits_within_budget(body: &syn::Block) -> bool {
    let Some(syn::Stmt::Expr(Expr::If(exit), _)) = body.stmts.first() else {
        return false;
    };
    let only_breaks = exit.else_branch.is_none()
        && matches!(exit.then_branch.stmts.as_slice(),
            [syn::Stmt::Expr(Expr::Break(b), _)] if b.expr.is_none());
    let mut budget = false;
    for part in condition_parts(&exit.cond, false) {
        if mentions_length(part) {
            budget = true;
        } else if !compares_positions(part) {
            return false;
        }
    }
    only_breaks && budget
}

/// `if tokens <= budget { continue; }` (or `return`, `break`) with no `else`: an early exit
/// taken while something fits a bound named as one (`budget`, `limit`, `max`, `capacity`, `cap`,
/// `threshold`: `if estimate_tokens(messages) < threshold { return; }`), so
/// the statements after it run only over that bound, as inside `if tokens > budget { .. }`.
/// A minimum (`if history.len() < 2 { return; }`) names no bound and is not one. An item
/// skipped in a loop while its length is within a number written out or a constant (`if
/// text_len <= 100 { continue; }`, `if chars < MIN_CHARS { continue; }`) leaves the rest of the
/// loop's body to the items past that length, as `if text_len > 100 { .. }` would; a bound
/// that lets at most one unit through (`<= 1`, `< 2`) asks whether there is anything at all,
/// not a length. Beside the bound, parts joined by `||` that find the mark of an earlier clip
/// (`if content.len() <= max_bytes || content.ends_with("[truncated]") { continue; }`, as
/// [`tests_length_beside_markers`] reads a marker) leave the rest to the unmarked items past
/// the bound, as `len > max && !ends_with(MARK)` would.
pub(crate) fn exits_while_within_budget(stmt: &syn::Stmt) -> bool {
    let syn::Stmt::Expr(Expr::If(exit), _) = stmt else {
        return false;
    };
    let exits = exit.else_branch.is_none()
        && matches!(exit.then_branch.stmts.as_slice(),
            [syn::Stmt::Expr(e, _)] if matches!(strip_parens(e), Expr::Continue(_) | Expr::Return(_) | Expr::Break(_)));
    let skips = matches!(exit.then_branch.stmts.as_slice(),
        [syn::Stmt::Expr(e, _)] if matches!(strip_parens(e), Expr::Continue(_)));
    if !exits {
        return false;
    }
    let parts = disjuncts(&exit.cond);
    let (_, tests): (Vec<&Expr>, Vec<&Expr>) =
        parts.into_iter().partition(|part| is_marker_test(part));
    matches!(tests.as_slice(), [test] if within_bound(test, skips))
}

/// The parts of `cond` joined by `||` at its top level (`cond` itself when there is none).
fn disjuncts(cond: &Expr) -> Vec<&Expr> {
    match strip_parens(cond) {
        Expr::Binary(b) if matches!(b.op, syn::BinOp::Or(_)) => {
            let mut parts = disjuncts(&b.left);
            parts.extend(disjuncts(&b.right));
            parts
        }
        other => vec![other],
    }
}

/// `part` compares a length with a bound named as one, or, for an item skipped (`skips`),
/// with a number written out or a constant: see [`exits_while_within_budget`].
fn within_bound(part: &Expr, skips: bool) -> bool {
    const BOUND_WORDS: &[&str] = &["budget", "limit", "max", "capacity", "cap", "threshold"];
    let Expr::Binary(test) = strip_parens(part) else {
        return false;
    };
    let bound = match test.op {
        syn::BinOp::Lt(_) | syn::BinOp::Le(_) => &*test.right,
        syn::BinOp::Gt(_) | syn::BinOp::Ge(_) => &*test.left,
        _ => return false,
    };
    let names_bound = expr_ident(strip_parens(bound))
        .is_some_and(|n| words(&n).any(|w| BOUND_WORDS.iter().any(|b| word_is(w, b))));
    // The most the skipped items may hold: `n` for `<=` (`>=` read from the right), one less
    // for a strict `<` (`>`).
    let strict = matches!(test.op, syn::BinOp::Lt(_) | syn::BinOp::Gt(_));
    let written_bound = skips
        && (int_literal(bound).is_some_and(|n| {
            n.parse::<u64>()
                .is_ok_and(|n| n.saturating_sub(u64::from(strict)) > 1)
        }) || matches!(strip_parens(bound), Expr::Path(p) if p.path.get_ident().is_some_and(|c| {
            let c = c.to_string();
            c.len() > 1 && c.chars().all(|ch| ch.is_ascii_uppercase() || ch.is_ascii_digit() || ch == '_')
        })));
    (names_bound || written_bound) && tests_length_only(part)
}

/// `text.starts_with("[summary]")`, `!text.ends_with(EVICTED_MARK)`: a test of a prefix or
/// suffix written out or a constant, the mark the host puts on an item it wrote or clipped.
fn is_marker_test(part: &Expr) -> bool {
    let mut part = strip_parens(part);
    if let Expr::Unary(not) = part
        && matches!(not.op, syn::UnOp::Not(_))
    {
        part = strip_parens(&not.expr);
    }
    matches!(part, Expr::MethodCall(call)
    if (call.method == "starts_with" || call.method == "ends_with")
        && call.args.len() == 1
        && call.args.first().is_some_and(|arg| match strip_parens(arg) {
            Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(_), .. }) => true,
            Expr::Path(p) => p.path.get_ident().is_some_and(|c| {
                let c = c.to_string();
                c.len() > 1
                    && c.chars().all(|ch| ch.is_ascii_uppercase() || ch.is_ascii_digit() || ch == '_')
            }),
            _ => false,
        }))
}

/// `first_index > last_index`: a comparison of two positions named as such.
fn compares_positions(expr: &Expr) -> bool {
    const POSITION_WORDS: &[&str] = &[
        "index", "idx", "pos", "position", "start", "end", "offset", "cursor",
    ];
    let names_position = |e: &Expr| {
        matches!(strip_parens(e), Expr::Path(_) | Expr::Field(_))
            && expr_ident(strip_parens(e))
                .is_some_and(|n| words(&n).any(|w| POSITION_WORDS.iter().any(|p| word_is(w, p))))
    };
    matches!(expr, Expr::Binary(b)
        if is_order_comparison(&b.op) && names_position(&b.left) && names_position(&b.right))
}

/// Every part of a condition joined by `&&` / `||` tests a length or token count. A part that
/// only asks whether something is empty (`!round_starts.is_empty() && tokens > budget`: the
/// loop stops when nothing is left to cut), or compares two positions (`total > budget &&
/// start < end`: the stretch left to cut is not empty), sides with the others; alone it tests
/// no length.
pub(crate) fn tests_length_only(cond: &Expr) -> bool {
    let parts = condition_parts(cond, true);
    let is_emptiness = |part: &&Expr| {
        matches!(strip_parens(part), Expr::MethodCall(call)
            if call.method == "is_empty" && call.args.is_empty())
    };
    parts.iter().any(|part| mentions_length(part))
        && parts
            .iter()
            .all(|part| is_emptiness(part) || mentions_length(part) || compares_positions(part))
}

/// Every part of a condition joined by `&&` tests a length, as [`tests_length_only`] reads it,
/// or a prefix or suffix the text opens or ends with, written out or a constant
/// (`msg.content.starts_with("FUNCTION_CALL:") && msg.content.len() > 300`, `text.len() >
/// THRESHOLD && !text.ends_with(EVICTED_MARK)`): the kind of item the host wrote or tagged (a
/// tool call's header, the mark of an earlier clip), as a role is, and the length decides. At
/// least one part tests a length. A part that tests what the text says anywhere in it
/// (`contains("password")`), or a prefix the caller hands in (`starts_with(&query)`), or any
/// `||`, chooses.
pub(crate) fn tests_length_beside_markers(cond: &Expr) -> bool {
    let is_marker = is_marker_test;
    let parts = conjuncts(cond);
    parts.iter().any(|part| is_marker(part))
        && parts.iter().any(|part| tests_length_only(part))
        && parts
            .iter()
            .all(|part| is_marker(part) || tests_length_only(part))
}

/// Every part of a condition compares a time read off the clock with a bound: how long ago
/// something happened (`last.elapsed() > FORGET_AFTER`, `now.duration_since(seen) >= idle`),
/// also inside a closure over an optional time (`at.is_some_and(|t| t.elapsed() > ttl)`). A
/// test of age alone, which says nothing of what a message says.
pub(crate) fn tests_age_only(cond: &Expr) -> bool {
    const CLOCK_READS: &[&str] = &[
        "elapsed",
        "duration_since",
        "signed_duration_since",
        "saturating_duration_since",
    ];
    let reads_clock = |side: &Expr| {
        any_expr(side, |e| {
            matches!(e, Expr::MethodCall(call)
                if CLOCK_READS.contains(&call.method.to_string().as_str()))
        })
    };
    let compares_age = |part: &Expr| match part {
        Expr::Binary(b) => {
            is_order_comparison(&b.op) && (reads_clock(&b.left) || reads_clock(&b.right))
        }
        Expr::MethodCall(call) => matches!(call.args.iter().collect::<Vec<_>>().as_slice(),
            [Expr::Closure(closure)] if tests_age_only(&closure.body)),
        _ => false,
    };
    let parts = condition_parts(cond, true);
    !parts.is_empty() && parts.into_iter().all(compares_age)
}

/// Whether `ty` is a `&mut` collection or text (a parameter a window could be passed as).
pub(crate) fn is_mut_collection(cfg: &AnalysisConfig, ty: &Type) -> bool {
    let Type::Reference(r) = ty else { return false };
    r.mutability.is_some()
        && matches!(
            cfg.shape(&r.elem),
            Shape::Collection(ItemShape::Other | ItemShape::Text | ItemShape::Message)
                | Shape::Text
        )
}

/// The type a deserializer names with a turbofish: `serde_json::from_str::<ChatRequest>(&text)`,
/// `body.json::<ChatRequest>()` (under `?`, `.await` and unwrapping).
pub(crate) fn deserialized_type(expr: &Expr) -> Option<Type> {
    const DESERIALIZERS: &[&str] = &[
        "from_str",
        "from_slice",
        "from_value",
        "from_reader",
        "json",
    ];
    let (name, args) = match strip(expr) {
        Expr::Call(call) => match &*call.func {
            Expr::Path(p) => {
                let segment = p.path.segments.last()?;
                let syn::PathArguments::AngleBracketed(args) = &segment.arguments else {
                    return None;
                };
                (segment.ident.to_string(), args)
            }
            _ => return None,
        },
        Expr::MethodCall(call) => (call.method.to_string(), call.turbofish.as_ref()?),
        _ => return None,
    };
    if !DESERIALIZERS.contains(&name.as_str()) {
        return None;
    }
    args.args.iter().find_map(|arg| match arg {
        syn::GenericArgument::Type(ty) => Some(ty.clone()),
        _ => None,
    })
}

/// The type a constructor call builds: `Foo::new(..)`, `Foo::default()`, `Foo { .. }`.
pub(crate) fn constructed_type(expr: &Expr) -> Option<Type> {
    let path = match strip(expr) {
        Expr::Call(call) => match &*call.func {
            Expr::Path(p) if p.path.segments.len() >= 2 => {
                let mut path = p.path.clone();
                path.segments.pop();
                path.segments.pop_punct();
                path
            }
            _ => return None,
        },
        Expr::Struct(s) => s.path.clone(),
        _ => return None,
    };
    let first = path.segments.last()?.ident.to_string();
    if !first.starts_with(|c: char| c.is_uppercase()) {
        return None;
    }
    Some(Type::Path(syn::TypePath { qself: None, path }))
}

/// The type of a number or `bool` literal (`0usize`, `0`, `0.5`, `false`): a local bound to
/// one is a count, a measure or a flag, whatever its name says
/// (`let mut history_messages_dropped = 0usize`).
pub(crate) fn literal_type(expr: &Expr) -> Option<Type> {
    let Expr::Lit(lit) = strip_parens(expr) else {
        return None;
    };
    let name = match &lit.lit {
        syn::Lit::Int(int) if !int.suffix().is_empty() => int.suffix().to_owned(),
        syn::Lit::Int(_) => "i32".to_owned(),
        syn::Lit::Float(float) if !float.suffix().is_empty() => float.suffix().to_owned(),
        syn::Lit::Float(_) => "f64".to_owned(),
        syn::Lit::Bool(_) => "bool".to_owned(),
        _ => return None,
    };
    syn::parse_str(&name).ok()
}

/// `expr` makes a new, empty or literal sequence: `Vec::new()`, `VecDeque::with_capacity(n)`,
/// `Vec::default()`, `vec![..]`.
pub(crate) fn is_fresh_sequence(expr: &Expr) -> bool {
    match strip(expr) {
        Expr::Macro(m) => m.mac.path.is_ident("vec"),
        Expr::Call(call) => match &*call.func {
            Expr::Path(p) => {
                let names = segment_names(&p.path);
                matches!(names.as_slice(), [.., ty, ctor]
                    if super::types::SEQUENCES.contains(&ty.as_str())
                        && ["new", "with_capacity", "default"].contains(&ctor.as_str()))
            }
            _ => false,
        },
        _ => false,
    }
}

/// The identifiers a pattern binds.
pub(crate) fn pattern_idents(pat: &Pat) -> Vec<String> {
    pattern_idents_of_fields(pat, |_| true)
}

/// The identifiers a pattern binds, leaving out the struct-pattern fields whose name
/// `keep_field` rejects (`tokens` in `Message { content, tokens, .. }`).
/// `pat` binds something by mutable reference (`ref mut text`).
pub(crate) fn binds_by_ref_mut(pat: &Pat) -> bool {
    struct Finder {
        found: bool,
        depth: usize,
    }
    impl Visit<'_> for Finder {
        fn visit_pat(&mut self, pat: &Pat) {
            if self.found || self.depth >= super::MAX_DEPTH {
                return;
            }
            if let Pat::Ident(ident) = pat
                && ident.by_ref.is_some()
                && ident.mutability.is_some()
            {
                self.found = true;
                return;
            }
            self.depth += 1;
            visit::visit_pat(self, pat);
            self.depth -= 1;
        }
        fn visit_expr(&mut self, _: &Expr) {}
        fn visit_type(&mut self, _: &Type) {}
    }
    let mut finder = Finder {
        found: false,
        depth: 0,
    };
    finder.visit_pat(pat);
    finder.found
}

pub(crate) fn pattern_idents_of_fields(
    pat: &Pat,
    keep_field: impl Fn(&str) -> bool,
) -> Vec<String> {
    struct Collector<F> {
        names: Vec<String>,
        depth: usize,
        keep_field: F,
    }
    impl<F: Fn(&str) -> bool> Visit<'_> for Collector<F> {
        fn visit_pat(&mut self, pat: &Pat) {
            if self.depth >= super::MAX_DEPTH {
                return;
            }
            if let Pat::Ident(ident) = pat {
                self.names.push(ident.ident.to_string());
            }
            self.depth += 1;
            visit::visit_pat(self, pat);
            self.depth -= 1;
        }
        fn visit_field_pat(&mut self, field: &syn::FieldPat) {
            if let syn::Member::Named(name) = &field.member
                && !(self.keep_field)(&name.to_string())
            {
                return;
            }
            self.visit_pat(&field.pat);
        }
        fn visit_expr(&mut self, _: &Expr) {}
        fn visit_type(&mut self, _: &Type) {}
    }
    let mut collector = Collector {
        names: Vec::new(),
        depth: 0,
        keep_field,
    };
    collector.visit_pat(pat);
    collector.names
}

/// The function's return type hands out mutable access (`&mut`, `RefMut`, a lock guard,
/// `IterMut`), anywhere in it (`Option<&mut Vec<_>>`, `impl Iterator<Item = &mut T>`).
pub(crate) fn returns_mut(output: &ReturnType) -> bool {
    struct Finder {
        found: bool,
        depth: usize,
    }
    impl Visit<'_> for Finder {
        fn visit_type(&mut self, ty: &Type) {
            if self.found || self.depth >= super::MAX_DEPTH {
                return;
            }
            self.depth += 1;
            visit::visit_type(self, ty);
            self.depth -= 1;
        }
        fn visit_type_reference(&mut self, r: &syn::TypeReference) {
            self.found |= r.mutability.is_some();
            visit::visit_type_reference(self, r);
        }
        fn visit_path_segment(&mut self, seg: &syn::PathSegment) {
            let name = seg.ident.to_string();
            self.found |= ["RefMut", "MutexGuard", "IterMut"].contains(&name.as_str())
                || name.ends_with("WriteGuard");
            visit::visit_path_segment(self, seg);
        }
    }
    let ReturnType::Type(_, ty) = output else {
        return false;
    };
    let mut finder = Finder {
        found: false,
        depth: 0,
    };
    finder.visit_type(ty);
    finder.found
}

/// The attributes of an expression.
pub(crate) fn expr_attrs(expr: &Expr) -> &[Attribute] {
    match expr {
        Expr::Array(e) => &e.attrs,
        Expr::Assign(e) => &e.attrs,
        Expr::Async(e) => &e.attrs,
        Expr::Await(e) => &e.attrs,
        Expr::Binary(e) => &e.attrs,
        Expr::Block(e) => &e.attrs,
        Expr::Break(e) => &e.attrs,
        Expr::Call(e) => &e.attrs,
        Expr::Cast(e) => &e.attrs,
        Expr::Closure(e) => &e.attrs,
        Expr::Const(e) => &e.attrs,
        Expr::Continue(e) => &e.attrs,
        Expr::Field(e) => &e.attrs,
        Expr::ForLoop(e) => &e.attrs,
        Expr::Group(e) => &e.attrs,
        Expr::If(e) => &e.attrs,
        Expr::Index(e) => &e.attrs,
        Expr::Infer(e) => &e.attrs,
        Expr::Let(e) => &e.attrs,
        Expr::Lit(e) => &e.attrs,
        Expr::Loop(e) => &e.attrs,
        Expr::Macro(e) => &e.attrs,
        Expr::Match(e) => &e.attrs,
        Expr::MethodCall(e) => &e.attrs,
        Expr::Paren(e) => &e.attrs,
        Expr::Path(e) => &e.attrs,
        Expr::Range(e) => &e.attrs,
        Expr::RawAddr(e) => &e.attrs,
        Expr::Reference(e) => &e.attrs,
        Expr::Repeat(e) => &e.attrs,
        Expr::Return(e) => &e.attrs,
        Expr::Struct(e) => &e.attrs,
        Expr::Try(e) => &e.attrs,
        Expr::TryBlock(e) => &e.attrs,
        Expr::Tuple(e) => &e.attrs,
        Expr::Unary(e) => &e.attrs,
        Expr::Unsafe(e) => &e.attrs,
        Expr::While(e) => &e.attrs,
        Expr::Yield(e) => &e.attrs,
        _ => &[],
    }
}

/// The initialisers of every `let` of `name` in `body` (`let mut slot = ContextSlot::new(..)`).
pub(crate) fn local_inits<'b>(body: &'b syn::Block, name: &str) -> impl Iterator<Item = &'b Expr> {
    struct Inits<'b, 'n> {
        name: &'n str,
        found: Vec<&'b Expr>,
    }
    impl<'b> syn::visit::Visit<'b> for Inits<'b, '_> {
        fn visit_local(&mut self, local: &'b syn::Local) {
            let mut pat = &local.pat;
            if let syn::Pat::Type(typed) = pat {
                pat = &typed.pat;
            }
            if let (syn::Pat::Ident(ident), Some(init)) = (pat, &local.init)
                && ident.ident == self.name
            {
                self.found.push(&init.expr);
            }
            syn::visit::visit_local(self, local);
        }
    }
    let mut inits = Inits {
        name,
        found: Vec::new(),
    };
    syn::visit::Visit::visit_block(&mut inits, body);
    inits.found.into_iter()
}

/// `+=`, `-=` and the other assignments that compute from the old value.
pub(crate) fn is_compound_assign(op: &syn::BinOp) -> bool {
    use syn::BinOp::{
        AddAssign, BitAndAssign, BitOrAssign, BitXorAssign, DivAssign, MulAssign, RemAssign,
        ShlAssign, ShrAssign, SubAssign,
    };
    matches!(
        op,
        AddAssign(_)
            | SubAssign(_)
            | MulAssign(_)
            | DivAssign(_)
            | RemAssign(_)
            | BitXorAssign(_)
            | BitAndAssign(_)
            | BitOrAssign(_)
            | ShlAssign(_)
            | ShrAssign(_)
    )
}

#[cfg(test)]
mod tests {
    use quote::ToTokens;

    use super::{is_str_trim, value_tails};

    /// The values `source` ends with, as text.
    fn tails(source: &str) -> Vec<String> {
        let expr: syn::Expr = syn::parse_str(source).expect("expression");
        let mut out = Vec::new();
        value_tails(&expr, &mut out);
        out.iter()
            .map(|e| e.to_token_stream().to_string())
            .collect()
    }

    #[test]
    fn a_loop_ends_with_its_own_break_values_only() {
        let source = "'outer: loop { x = f(x); for m in ms { if m { break; } } \
                      loop { break 'outer kept; } if done { break rebuilt; } }";
        assert_eq!(tails(source), ["kept", "rebuilt"]);
        // A loop left only by `return` gives nothing back; its statements are no value.
        assert!(tails("loop { conversation = compress(conversation); return Ok(()); }").is_empty());
        assert!(tails("while go { history = trim(history); }").is_empty());
        assert!(tails("for m in ms { kept.push(m); }").is_empty());
    }

    #[test]
    fn branches_and_blocks_end_with_their_tails() {
        assert_eq!(
            tails("if a { let k = 1; kept } else { match b { X => one, _ => { two } } }"),
            ["kept", "one", "two"]
        );
        assert_eq!(tails("Ok(kept)"), ["Ok (kept)"]);
        assert!(tails("return kept").is_empty());
    }

    #[test]
    fn strs_trims_are_views_not_cuts() {
        for method in [
            "trim",
            "trim_end",
            "trim_ascii_start",
            "trim_start_matches",
            "trim_matches",
        ] {
            assert!(is_str_trim(method), "{method}");
        }
        // A method of another type named for trimming to a size is no view of text.
        for method in [
            "trim_to_fit",
            "trim_history",
            "trim_ascii_matches",
            "truncate",
        ] {
            assert!(!is_str_trim(method), "{method}");
        }
    }
}
