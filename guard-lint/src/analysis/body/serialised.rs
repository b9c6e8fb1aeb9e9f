//! A conversation kept as serialised text in a field (`conv.messages_json`): the body reads it
//! back (`serde_json::from_str(&conv.messages_json)`), adds to the list, and writes the list
//! serialised again (`conv.messages_json = serde_json::to_string(&messages)?`). The field is
//! given back what it held with items more: nothing is dropped.

use syn::visit::{self, Visit};
use syn::{Block, Expr, Pat};

use crate::analysis::MAX_DEPTH;
use crate::analysis::place::{place_of, strip};
use crate::analysis::search::{any_expr, any_expr_in_block};
use crate::analysis::syntax::{calls_one_of, strip_parens, strip_reference};
use crate::analysis::types::DESTRUCTIVE_METHODS;

/// Calls that serialise a value (`serde_json::to_string(&list)`, `to_vec`, `to_value`).
const SERIALISERS: &[&str] = &[
    "to_string",
    "to_string_pretty",
    "to_vec",
    "to_vec_pretty",
    "to_value",
];

/// Calls that read a value back from its serialised form (`serde_json::from_str(&text)`).
const DESERIALISERS: &[&str] = &["from_str", "from_slice", "from_value", "from_reader"];

/// `field = serde_json::to_string(&list)?` (or a local holding that text: `Ok(json) =>
/// conv.messages_json = json`) where `list` is read back from a field of the same name
/// (`serde_json::from_str(&conv.messages_json)`), directly or through plain copies
/// (`let mut msgs = history;`), and the body neither removes from nor reassigns any of them:
/// the field gets its own list back, items added. A list cut (`msgs.truncate(n)`) or made
/// from anything else (`vec![summary]`) is not put back.
pub(super) fn puts_back_serialised(body: &Block, left: &Expr, right: &Expr) -> bool {
    let Some(field) = place_of(left).and_then(|p| p.fields.last().cloned()) else {
        return false;
    };
    let Some(list) = serialised_local(body, right) else {
        return false;
    };
    let mut chain = vec![list];
    for _ in 0..MAX_DEPTH {
        let current = chain.last().expect("the chain starts with the list");
        let Some(init) = first_init(body, current) else {
            return false;
        };
        if reads_back_field(&init, &field) {
            return !chain.iter().any(|local| written_besides_adds(body, local));
        }
        let Some(copied) = copied_local(&init) else {
            return false;
        };
        chain.push(copied);
    }
    false
}

/// The local a value serialises (`messages` in `serde_json::to_string(&messages)?`), or that
/// the local `value` names was bound to serialise (`let json = serde_json::to_string(&msgs)?`,
/// `Ok(json) =>` in `match serde_json::to_string(&msgs)`).
fn serialised_local(body: &Block, value: &Expr) -> Option<String> {
    if let Some(list) = serialised_arg(value) {
        return Some(list);
    }
    let name = plain_local(value)?;
    let mut bound = Bound {
        name: &name,
        values: Vec::new(),
    };
    bound.visit_block(body);
    bound.values.iter().find_map(serialised_arg)
}

/// `list` in `serde_json::to_string(&list)` (under `?`, `map_err`, `unwrap`).
fn serialised_arg(value: &Expr) -> Option<String> {
    let Expr::Call(call) = strip(value) else {
        return None;
    };
    let serialises = calls_one_of(call, SERIALISERS);
    match call.args.iter().collect::<Vec<_>>().as_slice() {
        [arg] if serialises => plain_local(strip_reference(arg)),
        _ => None,
    }
}

/// Some call in `init` reads back a field named `field`
/// (`serde_json::from_str(&c.messages_json)`).
fn reads_back_field(init: &Expr, field: &str) -> bool {
    any_expr(init, |e| {
        let Expr::Call(call) = e else {
            return false;
        };
        calls_one_of(call, DESERIALISERS)
            && call.args.first().is_some_and(|arg| {
                place_of(strip_reference(arg))
                    .is_some_and(|p| p.fields.last().is_some_and(|f| f == field))
            })
    })
}

/// The local `init` copies whole (`history`, `history.clone()`).
fn copied_local(init: &Expr) -> Option<String> {
    let mut init = strip_parens(init);
    if let Expr::MethodCall(call) = init
        && call.method == "clone"
        && call.args.is_empty()
    {
        init = strip_parens(&call.receiver);
    }
    plain_local(init)
}

/// The body removes from the local (`truncate`, `retain`, `drain`, ..) or assigns it anew.
fn written_besides_adds(body: &Block, local: &str) -> bool {
    any_expr_in_block(body, |e| match e {
        Expr::MethodCall(call) => {
            DESTRUCTIVE_METHODS.contains(&call.method.to_string().as_str())
                && plain_local(&call.receiver).as_deref() == Some(local)
        }
        Expr::Assign(assign) => plain_local(&assign.left).as_deref() == Some(local),
        _ => false,
    })
}

/// The value the first `let` of `name` in `body` gives it.
fn first_init(body: &Block, name: &str) -> Option<Expr> {
    let mut bound = Bound {
        name,
        values: Vec::new(),
    };
    bound.visit_block(body);
    bound.values.into_iter().next()
}

/// The name of a plain local (`messages`, not `self.messages` or `a.b`).
fn plain_local(expr: &Expr) -> Option<String> {
    match strip_parens(expr) {
        Expr::Path(p) if p.qself.is_none() => p.path.get_ident().map(ToString::to_string),
        _ => None,
    }
}

/// The values a body binds one name to, in source order: a `let` (`let json = ..`), or the
/// `Ok(..)`/`Some(..)` of a `match` arm or an `if let` over a value (`Ok(json) =>` in `match
/// value`), the value being the scrutinee.
struct Bound<'n> {
    name: &'n str,
    values: Vec<Expr>,
}

impl Bound<'_> {
    /// `pat` binds the name: itself, under a type, or inside `Ok(..)`/`Some(..)`.
    fn binds(&self, pat: &Pat) -> bool {
        match pat {
            Pat::Ident(ident) => ident.ident == self.name,
            Pat::Type(typed) => self.binds(&typed.pat),
            Pat::TupleStruct(wrapper) => {
                wrapper
                    .path
                    .segments
                    .last()
                    .is_some_and(|s| s.ident == "Ok" || s.ident == "Some")
                    && wrapper.elems.len() == 1
                    && wrapper.elems.iter().all(|p| self.binds(p))
            }
            _ => false,
        }
    }
}

impl Visit<'_> for Bound<'_> {
    fn visit_local(&mut self, local: &syn::Local) {
        if let Some(init) = &local.init
            && self.binds(&local.pat)
        {
            self.values.push((*init.expr).clone());
        }
        visit::visit_local(self, local);
    }

    fn visit_expr_match(&mut self, expr_match: &syn::ExprMatch) {
        if expr_match.arms.iter().any(|arm| self.binds(&arm.pat)) {
            self.values.push((*expr_match.expr).clone());
        }
        visit::visit_expr_match(self, expr_match);
    }

    fn visit_expr_let(&mut self, expr_let: &syn::ExprLet) {
        if self.binds(&expr_let.pat) {
            self.values.push((*expr_let.expr).clone());
        }
        visit::visit_expr_let(self, expr_let);
    }

    fn visit_item(&mut self, _: &syn::Item) {}
}

/// Calls that write text out (`fs::write(&path, json)`, `file.write_all(..)`).
const WRITERS: &[&str] = &["write", "write_all"];

/// The local `name` is a clone of a value that holds a conversation (`let mut saved =
/// session.clone()`) that the body only edits through its fields (`saved.messages.retain(..)`,
/// `saved.updated_at = now`) and serialises (`serde_json::to_string_pretty(&saved)`, under `?`),
/// at least once, every serialised text being written out (`fs::write(&path, json)`, the
/// serialiser a writer's argument or the value of a local handed to one): a view being saved.
/// What its edits leave out, the value it was cloned from keeps. A copy put anywhere else
/// (handed to a call, given back, its text sent or returned) is not one.
pub(super) fn only_written_out(body: &Block, name: &str) -> bool {
    let is_name = |e: &Expr| matches!(strip_parens(e), Expr::Path(p) if p.path.is_ident(name));
    let of_name = |e: &Expr| matches!(strip_parens(e), Expr::Field(f) if is_name(&f.base));
    let serialises_name = |e: &Expr| {
        matches!(e, Expr::Call(call) if calls_one_of(call, SERIALISERS)
            && call.args.len() == 1
            && is_name(strip_reference(&call.args[0])))
    };
    let count = |expr: &Expr, counted: &dyn Fn(&Expr) -> bool| {
        let mut n = 0usize;
        any_expr(expr, |e| {
            n += usize::from(counted(e));
            false
        });
        n
    };
    let (mut uses, mut allowed, mut serialised, mut written) = (0usize, 0usize, 0usize, 0usize);
    any_expr_in_block(body, |e| {
        match e {
            Expr::Path(_) if is_name(e) => uses += 1,
            Expr::MethodCall(call) if of_name(&call.receiver) => allowed += 1,
            Expr::Assign(assign) if of_name(&assign.left) => allowed += 1,
            Expr::Call(_) if serialises_name(e) => {
                allowed += 1;
                serialised += 1;
            }
            _ => {}
        }
        let args: Vec<&Expr> = match e {
            Expr::Call(call) if calls_one_of(call, WRITERS) => call.args.iter().collect(),
            Expr::MethodCall(call) if WRITERS.contains(&call.method.to_string().as_str()) => {
                call.args.iter().collect()
            }
            _ => Vec::new(),
        };
        for arg in args {
            written += count(arg, &serialises_name);
            if let Some(local) = plain_local(strip_reference(arg)) {
                written += crate::analysis::syntax::local_inits(body, &local)
                    .map(|init| count(init, &serialises_name))
                    .sum::<usize>();
            }
        }
        false
    });
    serialised > 0 && uses == allowed && written == serialised
}
