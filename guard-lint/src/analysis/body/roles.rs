//! Tests of a message's role: the system role or a system message, filters that keep only
//! the system messages, `retain` closures that keep all but the system prompt, and loop bodies
//! that read each message for its role alone.

use syn::Expr;

use super::Walker;
use crate::analysis::macros::macro_exprs;
use crate::analysis::names::{ROLE_FIELDS, names_system_message};
use crate::analysis::place::{Root, place_of};
use crate::analysis::search::{any_expr, any_expr_in_block};
use crate::analysis::syntax::{
    conjuncts, int_literal, pattern_idents, strip_parens, strip_unwraps,
};

/// A `retain` or `filter` closure that keeps every item but the system prompt:
/// `|m| m.role != Role::System`, `|m| m.role != "system"`, `|m| !m.is_system()`,
/// `|m| !matches!(m.role, Role::System)`, `|m| !matches!(m, Message::System { .. })`.
pub(super) fn keeps_all_but_system(closure: &Expr) -> bool {
    let Expr::Closure(closure) = strip_parens(closure) else {
        return false;
    };
    tests_not_system(&closure.body)
}

/// A `retain` closure that removes system messages alone, perhaps not all of them: it keeps
/// every message but the system ones ([`keeps_all_but_system`]), or keeps more through an
/// `||` one side of which does so (`|m| m.role != "system" || !m.content.starts_with(marker)`:
/// only the system messages carrying the marker go, a host notice replaced by its newer
/// value).
pub(super) fn removes_only_system(closure: &Expr) -> bool {
    fn keeps_every_other(test: &Expr) -> bool {
        match strip_parens(test) {
            Expr::Binary(or) if matches!(or.op, syn::BinOp::Or(_)) => {
                keeps_every_other(&or.left) || keeps_every_other(&or.right)
            }
            other => tests_not_system(other),
        }
    }
    let Expr::Closure(closure) = strip_parens(closure) else {
        return false;
    };
    keeps_every_other(&closure.body)
}

/// `test` holds for every message but a system one: `m.role != Role::System`,
/// `!m.is_system()`, `!matches!(m, Message::System { .. })`.
fn tests_not_system(test: &Expr) -> bool {
    match strip_parens(test) {
        Expr::Binary(test) if matches!(test.op, syn::BinOp::Ne(_)) => {
            names_system_role(&test.left) || names_system_role(&test.right)
        }
        Expr::Unary(not) if matches!(not.op, syn::UnOp::Not(_)) => tests_system(&not.expr),
        _ => false,
    }
}

/// Methods that test a message's role.
const ROLE_METHODS: &[&str] = &["is_system", "is_user", "is_assistant", "is_tool"];

/// A test of a message's role and nothing else: `m.role != Role::System`, `!m.is_system()`,
/// `!matches!(m.role, Role::System)`, `m.role == "user"`.
pub(super) fn tests_role_only(test: &Expr) -> bool {
    let field = |e: &Expr| match e {
        Expr::Field(f) => match &f.member {
            syn::Member::Named(name) => Some(name.to_string()),
            syn::Member::Unnamed(_) => None,
        },
        _ => None,
    };
    // `!test`, `!!test`: the same test, negated.
    let mut test = strip_parens(test);
    while let Expr::Unary(not) = test
        && matches!(not.op, syn::UnOp::Not(_))
    {
        test = strip_parens(&not.expr);
    }
    match test {
        Expr::Binary(b) if matches!(b.op, syn::BinOp::Eq(_) | syn::BinOp::Ne(_)) => {
            // `m.role`, `m.role.as_str()`, and JSON messages: `m.get("role").and_then(..)`,
            // `m["role"]`.
            let is_role_key = |e: &Expr| {
                matches!(strip_parens(e), Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(k), .. })
                    if ROLE_FIELDS.contains(&k.value().as_str()))
            };
            let reads_role = |e: &Expr| {
                any_expr(e, |part| match part {
                    Expr::Field(_) => {
                        field(part).is_some_and(|f| ROLE_FIELDS.contains(&f.as_str()))
                    }
                    Expr::MethodCall(m) => {
                        m.method == "get" && m.args.first().is_some_and(is_role_key)
                    }
                    Expr::Index(i) => is_role_key(&i.index),
                    _ => false,
                })
            };
            // `Role::System`, `"user"`, `Some("user")`.
            let is_role_value = |e: &Expr| {
                names_system_role(e)
                    || match strip_parens(e) {
                        Expr::Path(_) | Expr::Lit(_) => true,
                        Expr::Call(call) => {
                            matches!(&*call.func, Expr::Path(p) if p.path.is_ident("Some"))
                                && call.args.iter().all(|a| {
                                    matches!(strip_parens(a), Expr::Path(_) | Expr::Lit(_))
                                })
                        }
                        _ => false,
                    }
            };
            (reads_role(&b.left) && is_role_value(&b.right))
                || (reads_role(&b.right) && is_role_value(&b.left))
        }
        Expr::MethodCall(m) => {
            ROLE_METHODS.contains(&m.method.to_string().as_str())
                && m.args.is_empty()
                && field(strip_parens(&m.receiver)).is_none()
        }
        // `matches!(m.role, ..)`: its scrutinee reads the role.
        Expr::Macro(m) if m.mac.path.is_ident("matches") => macro_exprs(&m.mac)
            .first()
            .and_then(field)
            .is_some_and(|f| ROLE_FIELDS.contains(&f.as_str())),
        _ => false,
    }
}

/// `expr` keeps only the system messages of what it filters:
/// `history.iter().filter(|m| m.role == Role::System).cloned().collect()`,
/// `.filter(|m| matches!(m.role, MessageRole::System))`, `.filter(|m| m.is_system())`.
pub(super) fn keeps_only_system(expr: &Expr) -> bool {
    any_expr(
        expr,
        |e| matches!(e, Expr::MethodCall(call) if filters_to_system(call)),
    )
}

/// `expr` is a copy of a list named as the system messages (`self.system_messages.clone()`,
/// `system_prompts.to_vec()`): a window replaced with it starts over from its system prompt,
/// as `history.truncate(1)` keeps it. Anything added to the copy first (a local extended with
/// the newest turns) is a local, not this copy.
pub(super) fn copies_system_messages(expr: &Expr) -> bool {
    let mut expr = strip_unwraps(expr);
    while let Expr::MethodCall(call) = expr
        && call.args.is_empty()
        && ["clone", "cloned", "to_vec", "to_owned"].contains(&call.method.to_string().as_str())
    {
        expr = strip_unwraps(&call.receiver);
    }
    matches!(expr, Expr::Field(_) | Expr::Path(_))
        && place_of(expr)
            .is_some_and(|place| !place.through_index && names_system_message(place.name()))
}

/// `call` is a `filter` or `retain` whose closure keeps only system messages
/// (`history.retain(|m| m.role == Role::System)`).
pub(super) fn filters_to_system(call: &syn::ExprMethodCall) -> bool {
    filter_keeps_only(call, tests_system)
}

/// `expr` picks a system message by its role (`history.iter().find(|m| m.role ==
/// Role::System).cloned()`): the system prompt set aside, as a filter keeping only the system
/// messages sets them aside.
pub(super) fn finds_system_message(expr: &Expr) -> bool {
    any_expr(expr, |e| {
        matches!(e, Expr::MethodCall(call) if call.method == "find"
            && matches!(call.args.first().map(strip_parens), Some(Expr::Closure(test)) if tests_system(&test.body)))
    })
}

/// `call` is a `filter` or `retain` whose closure keeps only the pinned messages
/// (`history.retain(|m| m.pinned)`, `.filter(|m| m.is_pinned())`): what a reset keeps.
pub(super) fn filters_to_pinned(call: &syn::ExprMethodCall) -> bool {
    filter_keeps_only(call, tests_pinned)
}

/// `expr` keeps only the pinned messages of what it filters:
/// `history.drain(..).filter(|m| m.pinned).collect()`.
pub(super) fn keeps_only_pinned(expr: &Expr) -> bool {
    any_expr(
        expr,
        |e| matches!(e, Expr::MethodCall(call) if filters_to_pinned(call)),
    )
}

/// `call` is a `filter` or `retain` whose closure's body passes `keeps`.
fn filter_keeps_only(call: &syn::ExprMethodCall, keeps: fn(&Expr) -> bool) -> bool {
    if !["filter", "retain"].contains(&call.method.to_string().as_str()) {
        return false;
    }
    let Some(Expr::Closure(closure)) = call.args.first().map(strip_parens) else {
        return false;
    };
    keeps(&closure.body)
}

/// Fields and methods that say a message is pinned (kept through every cut).
const PIN_FIELDS: &[&str] = &["pinned", "protected", "sticky", "locked", "preserved"];
const PIN_METHODS: &[&str] = &[
    "is_pinned",
    "is_protected",
    "is_sticky",
    "is_locked",
    "is_preserved",
];

/// `test` holds for a pinned message alone: `m.pinned`, `m.is_pinned()`.
fn tests_pinned(test: &Expr) -> bool {
    match strip_parens(test) {
        Expr::Field(f) => {
            matches!(&f.member, syn::Member::Named(n) if PIN_FIELDS.contains(&n.to_string().as_str()))
        }
        Expr::MethodCall(m) => {
            m.args.is_empty() && PIN_METHODS.contains(&m.method.to_string().as_str())
        }
        _ => false,
    }
}

/// `test` reads a message's pin flag alone: `m.pinned`, `!m.is_pinned()`.
pub(super) fn tests_pin(test: &Expr) -> bool {
    tests_pinned(test) || tests_unpinned(test)
}

/// `test` holds for an unpinned message alone: `!m.pinned`, `!m.is_pinned()`. The first
/// message it accepts, searched from the front, is the oldest one a cut may take.
pub(super) fn tests_unpinned(test: &Expr) -> bool {
    matches!(strip_parens(test), Expr::Unary(not)
        if matches!(not.op, syn::UnOp::Not(_)) && tests_pinned(&not.expr))
}

/// `call` is a `filter` whose closure keeps every message but the system ones
/// (`.filter(|m| !matches!(m.role, Role::System))`, `.filter(|m| m.role != Role::System)`).
pub(super) fn filters_out_system(call: &syn::ExprMethodCall) -> bool {
    call.method == "filter" && call.args.first().is_some_and(keeps_all_but_system)
}

/// Which of the two collections a `partition` by the system role alone returns holds the
/// system messages (`0` for `.partition(|t| t.role == "system")`, `1` for `.partition(|m|
/// m.role != Role::System)`); the other holds every message but them, as a `filter` that keeps
/// all but the system ones does. A partition by anything else (what the text says) is none.
pub(super) fn system_half_of_partition(value: &Expr) -> Option<usize> {
    let Expr::MethodCall(call) = strip_parens(value) else {
        return None;
    };
    if call.method != "partition" || call.args.len() != 1 {
        return None;
    }
    let Expr::Closure(test) = strip_parens(&call.args[0]) else {
        return None;
    };
    if tests_system(&test.body) {
        Some(0)
    } else if tests_not_system(&test.body) {
        Some(1)
    } else {
        None
    }
}

/// `test` holds for a system message alone: `m.role == Role::System`, `m.is_system()`,
/// `matches!(m.role, Role::System)`, or a message enum's system variant:
/// `matches!(m, Message::System { .. })`, `matches!(m, Message::System(_))`.
fn tests_system(test: &Expr) -> bool {
    tests_role(test, "system")
}

/// `test` holds for a message of the user alone: `m.role == Role::User`, `m.role == "user"`,
/// `m.is_user()`, `matches!(m, Message::User { .. })`.
pub(super) fn tests_user(test: &Expr) -> bool {
    tests_role(test, "user")
}

/// `test` holds for an assistant's message alone (`m.role == "assistant"`,
/// `matches!(last.map(|m| m.role), Some(Role::Assistant))`), as [`tests_user`] reads it.
pub(super) fn tests_assistant(test: &Expr) -> bool {
    tests_role(test, "assistant")
}

/// `test` holds for a message of `role` (lower case) alone, as [`tests_system`] reads it for
/// the system role.
fn tests_role(test: &Expr, role: &str) -> bool {
    match strip_parens(test) {
        Expr::Binary(test) if matches!(test.op, syn::BinOp::Eq(_)) => {
            names_role(&test.left, role) || names_role(&test.right, role)
        }
        Expr::MethodCall(m) => m.method == format!("is_{role}"),
        Expr::Macro(m) if m.mac.path.is_ident("matches") => {
            matched_pattern(&m.mac).is_some_and(|pattern| pattern_text_names_role(&pattern, role))
                || matched_guard(&m.mac).is_some_and(|guard| {
                    conjuncts(&guard)
                        .into_iter()
                        .any(|part| tests_role(part, role))
                })
        }
        _ => false,
    }
}

/// The guard of a `matches!(scrutinee, pattern if guard)`, parsed: `chat.role == "user"` in
/// `matches!(m, Msg::Chat(chat) if chat.role == "user")`.
fn matched_guard(mac: &syn::Macro) -> Option<Expr> {
    let text = mac.tokens.to_string();
    let (_, guard) = text.split_once(" if ")?;
    syn::parse_str(guard).ok()
}

/// The local whose role `cond` tests to be the system role, alone or among conditions joined
/// by `&&`: `chat` for `chat.role == "system"`, `m.is_system()`, `matches!(m.role,
/// Role::System)` or `matches!(m, Message::System { .. })`.
pub(super) fn system_tested_item(cond: &Expr) -> Option<String> {
    let local = |e: &Expr| match place_of(e)?.root {
        Root::Local(name) => Some(name),
        Root::SelfValue => None,
    };
    conjuncts(cond)
        .into_iter()
        .find_map(|part| match strip_parens(part) {
            // `if let Some(Message::System { content: stored }) = messages.first_mut()`: the text
            // the pattern binds from a system message.
            Expr::Let(bound) if pattern_names_role(&bound.pat, "system") => {
                pattern_idents(&bound.pat).into_iter().next()
            }
            part if tests_system(part) => match part {
                Expr::Binary(b) if names_system_role(&b.left) => local(&b.right),
                Expr::Binary(b) => local(&b.left),
                Expr::MethodCall(m) => local(&m.receiver),
                Expr::Macro(m) => macro_exprs(&m.mac).first().and_then(local),
                _ => None,
            },
            _ => None,
        })
}

/// `pat` matches a message of `role` (lower case) by its variant, as `matches!` does in
/// [`tests_role`]: `Some(Message::System { content })`, `Message::System(text)`.
pub(super) fn pattern_names_role(pat: &syn::Pat, role: &str) -> bool {
    let text = quote::ToTokens::to_token_stream(pat).to_string();
    pattern_text_names_role(&text, role)
}

/// The text of a pattern names the variant of `role`: its path, inside `Some(..)` for an
/// optional message and before any fields it binds, ends in the role (`Message::System`).
fn pattern_text_names_role(pattern: &str, role: &str) -> bool {
    let pattern = pattern
        .trim()
        .strip_prefix("Some")
        .and_then(|rest| rest.trim_start().strip_prefix('('))
        .unwrap_or(pattern);
    let path = pattern.split(['{', '(']).next().unwrap_or_default();
    path.rsplit("::").next().is_some_and(|last| {
        last.trim()
            .trim_end_matches(')')
            .trim_end()
            .eq_ignore_ascii_case(role)
    })
}

/// The pattern of a `matches!(scrutinee, pattern)`, as written: what follows the first comma
/// outside brackets, up to a guard (`if ..`) if any.
fn matched_pattern(mac: &syn::Macro) -> Option<String> {
    let text = mac.tokens.to_string();
    let mut depth = 0usize;
    let comma = text.char_indices().find_map(|(at, c)| {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => return Some(at),
            _ => {}
        }
        None
    })?;
    let pattern = text.get(comma + 1..)?;
    let pattern = pattern.split(" if ").next().unwrap_or(pattern);
    Some(pattern.trim().to_owned())
}

/// `expr` names the system role itself, or builds a system message: `Role::System`,
/// `"system"`, `Message::system(..)`, `Message { role: Role::System, .. }`.
pub(super) fn names_system_role(expr: &Expr) -> bool {
    names_role(expr, "system")
}

/// `expr` names `role` (lower case) itself, or builds a message of it, as
/// [`names_system_role`] reads it for the system role.
fn names_role(expr: &Expr, role: &str) -> bool {
    let is_role = |name: &str| name.eq_ignore_ascii_case(role);
    match strip_parens(expr) {
        Expr::Path(p) => p
            .path
            .segments
            .last()
            .is_some_and(|s| is_role(&s.ident.to_string())),
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => is_role(&s.value()),
        Expr::Call(call) => {
            names_role(&call.func, role) || call.args.iter().any(|a| names_role(a, role))
        }
        Expr::Struct(s) => s.fields.iter().any(|f| {
            matches!(&f.member, syn::Member::Named(n) if n == "role") && names_role(&f.expr, role)
        }),
        Expr::MethodCall(m) if m.method == "into" => names_role(&m.receiver, role),
        _ => false,
    }
}

/// Every mention of `item` in `body` reads its role (`m.role`, `m.kind`, `m.is_system()`),
/// and there is at least one.
pub(super) fn reads_item_for_role_only(body: &syn::Block, item: &str) -> bool {
    let is_item = |e: &Expr| matches!(strip_parens(e), Expr::Path(p) if p.path.is_ident(item));
    let (mut mentions, mut role_reads) = (0usize, 0usize);
    any_expr_in_block(body, |e| {
        match e {
            Expr::Path(_) if is_item(e) => mentions += 1,
            Expr::Field(f)
                if is_item(&f.base)
                    && matches!(&f.member, syn::Member::Named(n) if ROLE_FIELDS.contains(&n.to_string().as_str())) =>
            {
                role_reads += 1;
            }
            Expr::MethodCall(m)
                if is_item(&m.receiver)
                    && m.args.is_empty()
                    && ROLE_METHODS.contains(&m.method.to_string().as_str()) =>
            {
                role_reads += 1;
            }
            _ => {}
        }
        false
    });
    role_reads > 0 && mentions == role_reads
}

impl Walker<'_, '_> {
    /// `expr` is the first message of a window, copied (`self.history[0].clone()`,
    /// `history.first().cloned()`), or what a method named for the system message hands out
    /// (`self.get_system_prompt().cloned()`), or a local already holding one of those: the
    /// system prompt a reset keeps (`self.history = vec![system_prompt]`), as
    /// `history.truncate(1)` keeps it.
    pub(super) fn is_first_message(&self, expr: &Expr) -> bool {
        let mut expr = strip_unwraps(expr);
        while let Expr::MethodCall(call) = expr
            && ["clone", "cloned", "to_owned"].contains(&call.method.to_string().as_str())
        {
            expr = strip_unwraps(&call.receiver);
        }
        match expr {
            Expr::Index(index) => {
                int_literal(&index.index).as_deref() == Some("0")
                    && self.window_of(&index.expr).is_some()
            }
            Expr::MethodCall(call) if call.args.is_empty() && call.method == "first" => {
                self.window_of(&call.receiver).is_some()
            }
            Expr::MethodCall(call) if call.args.is_empty() => {
                names_system_message(&call.method.to_string())
            }
            Expr::Path(path) => path
                .path
                .get_ident()
                .is_some_and(|name| self.system_only.contains(&name.to_string())),
            _ => false,
        }
    }
}
