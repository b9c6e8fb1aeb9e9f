//! A placeholder expanded: the text of a message that stands for content kept elsewhere
//! (`[context-edited] .. cas://<hash>`) overwritten with what its key looks up there.

use std::collections::HashSet;

use syn::{Expr, Pat};

use super::Walker;
use crate::analysis::names;
use crate::analysis::place::{Root, place_of};
use crate::analysis::search::any_expr;
use crate::analysis::syntax::{pattern_idents, strip_parens};

/// First words of calls that look a value up by its key (`cas.get(&hash)`,
/// `store.fetch(id)`, `blobs.load(&key)`).
const LOOKUPS: &[&str] = &[
    "get", "fetch", "load", "lookup", "recall", "retrieve", "read",
];

impl Walker<'_, '_> {
    /// Record what the names `pat` binds from `source` hold: a key parsed out of a local
    /// (`let Some(hash) = elided_hash(text) else { continue }`: `hash` from `text`), or what a
    /// lookup returns for such a key (`Ok(bytes) =>` in `match cas.get(&hash)`, and
    /// `Ok(full) =>` in `match String::from_utf8(bytes)`: `text`'s content).
    pub(super) fn note_placeholder_bindings(&mut self, pat: &Pat, source: &Expr) {
        let looked_up = self.looked_up_for(source);
        let parsed = parsed_from(source);
        for name in pattern_idents(pat) {
            match &looked_up {
                Some(texts) => self.looked_up.insert(name.clone(), texts.clone()),
                None => self.looked_up.remove(&name),
            };
            match &parsed {
                Some(texts) if !texts.contains(&name) => {
                    self.text_keys.insert(name, texts.clone());
                }
                _ => {
                    self.text_keys.remove(&name);
                }
            }
        }
    }

    /// `*text = full` for `full` what a lookup returned for a key parsed out of `text`
    /// itself: a placeholder replaced with the content it stands for, nothing dropped.
    pub(super) fn expands_placeholder(&self, left: &Expr, right: &Expr) -> bool {
        let target = match strip_parens(left) {
            Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => &*u.expr,
            other => other,
        };
        let Some(Root::Local(text)) = place_of(target).map(|p| p.root) else {
            return false;
        };
        local_of(right)
            .and_then(|value| self.looked_up.get(&value))
            .is_some_and(|texts| texts.contains(&text))
    }

    /// The locals whose parsed keys `expr` looks up (`cas.get(&hash)`), or whose looked-up
    /// value it converts (`String::from_utf8(bytes)`, `bytes.to_vec()`).
    fn looked_up_for(&self, expr: &Expr) -> Option<HashSet<String>> {
        let mut expr = strip_parens(expr);
        for _ in 0..crate::analysis::MAX_DEPTH {
            if let Some(found) = local_of(expr).and_then(|l| self.looked_up.get(&l)) {
                return Some(found.clone());
            }
            match expr {
                Expr::MethodCall(call) => {
                    let name = call.method.to_string();
                    if names::first_word_is_any(&name, LOOKUPS)
                        && let Some(texts) = self.keys_among(call.args.iter())
                    {
                        return Some(texts);
                    }
                    expr = strip_parens(&call.receiver);
                }
                Expr::Call(call) => {
                    return call
                        .args
                        .iter()
                        .find_map(|arg| local_of(arg).and_then(|l| self.looked_up.get(&l)))
                        .cloned();
                }
                Expr::Try(e) => expr = strip_parens(&e.expr),
                Expr::Await(e) => expr = strip_parens(&e.base),
                Expr::Reference(e) => expr = strip_parens(&e.expr),
                _ => return None,
            }
        }
        None
    }

    /// The texts the parsed keys among `args` came from.
    fn keys_among<'e>(&self, args: impl Iterator<Item = &'e Expr>) -> Option<HashSet<String>> {
        let texts: HashSet<String> = args
            .filter_map(local_of)
            .filter_map(|key| self.text_keys.get(&key))
            .flatten()
            .cloned()
            .collect();
        (!texts.is_empty()).then_some(texts)
    }
}

/// The local `expr` names, through `&`, `*` and parentheses.
fn local_of(expr: &Expr) -> Option<String> {
    place_of(crate::analysis::syntax::strip_reference(strip_parens(expr))).and_then(|p| {
        match p.root {
            Root::Local(name) if p.fields.is_empty() => Some(name),
            _ => None,
        }
    })
}

/// The locals a call in `expr` parses a value out of (`elided_hash(text).map(..)`: `text`),
/// following method receivers to the first call given arguments.
fn parsed_from(expr: &Expr) -> Option<HashSet<String>> {
    let mut expr = strip_parens(expr);
    for _ in 0..crate::analysis::MAX_DEPTH {
        let args: Vec<&Expr> = match expr {
            Expr::Call(call) => call.args.iter().collect(),
            Expr::MethodCall(call) => {
                expr = strip_parens(&call.receiver);
                continue;
            }
            Expr::Try(e) => {
                expr = strip_parens(&e.expr);
                continue;
            }
            _ => return None,
        };
        let mut locals = HashSet::new();
        for arg in args {
            any_expr(arg, |e| {
                if let Expr::Path(p) = e
                    && let Some(ident) = p.path.get_ident()
                {
                    locals.insert(ident.to_string());
                }
                false
            });
        }
        return (!locals.is_empty()).then_some(locals);
    }
    None
}
