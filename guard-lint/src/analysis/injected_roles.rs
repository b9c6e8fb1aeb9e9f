//! The roles the analysed file gives only to messages it writes itself (see
//! [`super::AnalysisConfig::injected_roles`]): a session that injects workflow control
//! messages under a role of its own (`self.push_message("workflow", vec![..])`) and strips them
//! again (`self.messages.retain(|m| m.role != "workflow")`) takes out only its own notes,
//! which it injects anew; nothing a user or a model said goes.

use syn::{Expr, Item, Lit};

use super::names::{ADD_VERBS, ROLE_FIELDS, any_word_is, any_word_names_a_summary};
use super::search::each_expr_in_items;
use super::syntax::{is_true, strip_parens};

/// Roles of the sides of a conversation, and of what a tool returns into it: a message of one
/// of them may hold what a user, a model or a tool said, whoever pushes it.
const CONVERSATION_ROLES: &[&str] = &[
    "system",
    "developer",
    "user",
    "human",
    "assistant",
    "ai",
    "bot",
    "model",
    "tool",
    "function",
    "observation",
];

/// The role literals, sorted, under which `items` adds messages itself and which name no side
/// of a conversation: the first argument of a call of a method named for adding one
/// (`self.push_message("workflow", blocks)`, `add_message("note", text)`, two arguments or
/// more), or the role field of a struct literal (`Message { role: "workflow".into(), .. }`).
/// `"user"`, `"assistant"`, `"tool"` and the other roles of [`CONVERSATION_ROLES`] are never
/// among them, nor a role named for a summary (`"summary"`, `"compacted"`): what such a
/// message holds stands in for messages already gone.
pub(crate) fn injected_roles(items: &[Item]) -> Vec<String> {
    let mut roles = Vec::new();
    each_expr_in_items(items, |expr| match expr {
        Expr::MethodCall(call)
            if call.args.len() >= 2 && adds_a_message(&call.method.to_string()) =>
        {
            roles.extend(call.args.first().and_then(role_literal));
        }
        Expr::Struct(literal) => {
            for field in &literal.fields {
                if let syn::Member::Named(name) = &field.member
                    && ROLE_FIELDS.contains(&name.to_string().as_str())
                {
                    roles.extend(role_literal(&field.expr));
                }
            }
        }
        _ => {}
    });
    roles.retain(|role| {
        !CONVERSATION_ROLES.contains(&role.to_lowercase().as_str())
            && !any_word_names_a_summary(role)
    });
    roles.sort();
    roles.dedup();
    roles
}

/// The role a `retain` closure removes messages of, and of no other: `|m| m.role != "workflow"`
/// (every other message kept), or a block that first keeps every other message and then
/// decides among that role's alone (`|m| { if m.role != "workflow" { return true; } .. }`).
pub(crate) fn removed_role(closure: &Expr) -> Option<String> {
    let Expr::Closure(closure) = strip_parens(closure) else {
        return None;
    };
    match strip_parens(&closure.body) {
        Expr::Block(block) => {
            let Some(syn::Stmt::Expr(Expr::If(first), _)) = block.block.stmts.first() else {
                return None;
            };
            let keeps = first.else_branch.is_none()
                && matches!(first.then_branch.stmts.as_slice(),
                    [syn::Stmt::Expr(Expr::Return(ret), _)]
                        if ret.expr.as_deref().is_some_and(is_true));
            if keeps {
                other_roles_kept(&first.cond)
            } else {
                None
            }
        }
        test => other_roles_kept(test),
    }
}

/// `m.role != "workflow"` (either way round): the role literal every message but whose is
/// kept.
fn other_roles_kept(test: &Expr) -> Option<String> {
    let Expr::Binary(test) = strip_parens(test) else {
        return None;
    };
    if !matches!(test.op, syn::BinOp::Ne(_)) {
        return None;
    }
    let role_field = |e: &Expr| {
        matches!(strip_parens(e), Expr::Field(f)
            if matches!(&f.member, syn::Member::Named(n) if ROLE_FIELDS.contains(&n.to_string().as_str())))
    };
    if role_field(&test.left) {
        role_literal(&test.right)
    } else if role_field(&test.right) {
        role_literal(&test.left)
    } else {
        None
    }
}

/// The method's name is one of adding a message: a word of [`ADD_VERBS`] or `inject` and one
/// naming a message (`push_message`, `add_msg`, `inject_message`), or an injection alone
/// (`inject`).
fn adds_a_message(method: &str) -> bool {
    method == "inject"
        || ((any_word_is(method, ADD_VERBS) || any_word_is(method, &["inject"]))
            && any_word_is(method, &["message", "msg"]))
}

/// A string literal as written, also turned into an owned string (`"workflow".into()`,
/// `"workflow".to_string()`, `String::from("workflow")`).
fn role_literal(expr: &Expr) -> Option<String> {
    match strip_parens(expr) {
        Expr::Lit(syn::ExprLit {
            lit: Lit::Str(text),
            ..
        }) => Some(text.value()),
        Expr::MethodCall(call)
            if call.args.is_empty()
                && ["into", "to_string", "to_owned"]
                    .contains(&call.method.to_string().as_str()) =>
        {
            role_literal(&call.receiver)
        }
        Expr::Call(call)
            if call.args.len() == 1
                && matches!(strip_parens(&call.func), Expr::Path(p)
                    if p.path.segments.last().is_some_and(|s| s.ident == "from")) =>
        {
            call.args.first().and_then(role_literal)
        }
        _ => None,
    }
}
