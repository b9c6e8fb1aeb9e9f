//! Places: the memory location an expression denotes, e.g. `self.history` in
//! `self.history.lock().unwrap()` or `&mut *self.history`.

use syn::{Expr, Member};

/// Method calls that hand out the same place (locks, borrows, unwrapping, and `map_err`,
/// which changes only the error of a lock's result: `self.history.write().map_err(..)?`; and
/// `ok_or`, `ok_or_else`, `context` and `with_context`, which turn a missing item into an
/// error: `map.get_mut(id).ok_or(Error::Missing)?` is the item `get_mut(id).unwrap()` is; and
/// `ok`, which turns a lock's result into an option: `conversation.lock().ok()?` is the guard
/// `lock().unwrap()` is).
const TRANSPARENT_METHODS: &[&str] = &[
    "as_mut",
    "unwrap",
    "expect",
    "ok",
    "deref_mut",
    "make_mut",
    "get_mut_unchecked",
    "map_err",
    "ok_or",
    "ok_or_else",
    "context",
    "with_context",
];

/// Method calls that lock or borrow a value mutably and hand out a guard of it
/// (`self.history.lock()`, `state.chat.write()`): transparent too, as the same place.
pub(crate) const LOCK_METHODS: &[&str] = &[
    "lock",
    "write",
    "borrow_mut",
    "lock_owned",
    "blocking_lock",
    "blocking_write",
    "try_lock",
    "try_write",
];

/// Method calls that hand out one item mutably (`get_mut(i)`, `last_mut()`).
const ITEM_METHODS: &[&str] = &["get_mut", "first_mut", "last_mut", "front_mut", "back_mut"];

/// The root of a place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Root {
    /// `self`.
    SelfValue,
    /// A local binding or parameter.
    Local(String),
}

/// A place: a root and the named fields accessed from it (outermost last).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Place {
    /// Where the place starts.
    pub root: Root,
    /// Named fields, in access order (`self.state.history` -> `state`, `history`).
    pub fields: Vec<String>,
    /// The place goes through an index (`history[i].content`): it is part of an element.
    pub through_index: bool,
    /// Fields accessed after the last index (`history[i].content` -> `content`); an element
    /// write changes part of an item.
    pub fields_after_index: usize,
    /// Fields accessed after the first index (`session.messages[i].content[j]` -> `content`;
    /// the same as `fields_after_index` with one index or none).
    pub fields_after_first_index: usize,
}

impl Place {
    /// The place is one field of `self`, whole (`self.remote`; not `self.state.history`, nor
    /// `self.messages[i]`).
    pub(crate) fn is_own_field(&self) -> bool {
        self.root == Root::SelfValue && self.fields.len() == 1 && !self.through_index
    }

    /// The name the place is known by: its last field, or the root binding.
    pub(crate) fn name(&self) -> &str {
        match (self.fields.last(), &self.root) {
            (Some(f), _) => f,
            (None, Root::Local(l)) => l,
            (None, Root::SelfValue) => "self",
        }
    }

    /// The place as written, without indexing and lock calls: `self.history`, `h.items`.
    pub(crate) fn text(&self) -> String {
        let mut text = match &self.root {
            Root::SelfValue => "self".to_string(),
            Root::Local(l) => l.clone(),
        };
        for f in &self.fields {
            text.push('.');
            text.push_str(f);
        }
        text
    }

    /// The place up to (not including) its index, when it has one: `self.history` for
    /// `self.history[i].content`.
    pub(crate) fn collection(&self) -> Place {
        let keep = self.fields.len() - self.fields_after_index.min(self.fields.len());
        Place {
            root: self.root.clone(),
            fields: self.fields[..keep].to_vec(),
            through_index: false,
            fields_after_index: 0,
            fields_after_first_index: 0,
        }
    }
}

/// Strip parentheses, references, derefs, `?`, `.await` and lock/borrow calls.
pub(crate) fn strip(mut expr: &Expr) -> &Expr {
    for _ in 0..super::MAX_DEPTH {
        expr = match expr {
            Expr::Paren(e) => &e.expr,
            Expr::Group(e) => &e.expr,
            Expr::Reference(e) => &e.expr,
            Expr::Unary(e) if matches!(e.op, syn::UnOp::Deref(_)) => &e.expr,
            Expr::Try(e) => &e.expr,
            Expr::Await(e) => &e.base,
            Expr::MethodCall(m)
                if (m.args.len() <= 1
                    && (TRANSPARENT_METHODS.contains(&m.method.to_string().as_str())
                        || LOCK_METHODS.contains(&m.method.to_string().as_str()))
                    && !is_holder_method(m))
                    || (m.args.is_empty() && m.method == "get_mut") =>
            {
                // `Mutex::get_mut()`, not `Vec::get_mut(i)` (an item).
                lock_target(m)
            }
            _ => return expr,
        };
    }
    expr
}

/// `self.history.context(channel)`: a method named `context` called on a field is the holder's
/// own method (handing out some context it builds), not the error adapter of a result, which
/// is called on what a call returned (`map.get_mut(id).context("missing")?`).
fn is_holder_method(call: &syn::ExprMethodCall) -> bool {
    call.method == "context" && matches!(&*call.receiver, Expr::Field(_))
}

/// What a transparent or lock call hands out the place of: its receiver, or, for a lock taken
/// on a clone (`self.queue.clone().lock()`), what was cloned. Only a shared pointer
/// (`Arc<Mutex<..>>`) is cloned to be locked, and its clone locks the same value; a clone
/// without a lock (`self.history.clone()`) stays a copy.
fn lock_target(call: &syn::ExprMethodCall) -> &Expr {
    match &*call.receiver {
        Expr::MethodCall(inner)
            if LOCK_METHODS.contains(&call.method.to_string().as_str())
                && inner.method == "clone"
                && inner.args.is_empty() =>
        {
            &inner.receiver
        }
        receiver => receiver,
    }
}

/// The local binding `expr` names and the fields read from it (`kept` -> `kept`, no fields;
/// `state.history` -> `state`, `["history"]`), when its place starts at a local.
pub(crate) fn local_place(expr: &Expr) -> Option<(String, Vec<String>)> {
    match place_of(expr)? {
        Place {
            root: Root::Local(name),
            fields,
            ..
        } => Some((name, fields)),
        _ => None,
    }
}

/// `self.name` (behind parentheses, a reference or a transparent call): `name`.
pub(crate) fn own_field(expr: &Expr) -> Option<String> {
    place_of(expr)
        .filter(Place::is_own_field)
        .and_then(|mut place| place.fields.pop())
}

/// The place `expr` denotes, if it is one (`self.history`, `h`, `self.state.turns[0]`).
pub(crate) fn place_of(expr: &Expr) -> Option<Place> {
    let mut fields = Vec::new();
    let mut through_index = false;
    let mut fields_after_index = 0;
    let mut fields_after_first_index = 0;
    let mut expr = strip(expr);
    for _ in 0..super::MAX_DEPTH {
        match expr {
            Expr::Field(f) => {
                match &f.member {
                    Member::Named(ident) => fields.push(ident.to_string()),
                    Member::Unnamed(index) => fields.push(index.index.to_string()),
                }
                if !through_index {
                    fields_after_index += 1;
                }
                expr = strip(&f.base);
            }
            Expr::Index(i) => {
                through_index = true;
                fields_after_first_index = fields.len();
                expr = strip(&i.expr);
            }
            // `history.last_mut().unwrap().content`: an item, like `history[i]`.
            Expr::MethodCall(m)
                if ITEM_METHODS.contains(&m.method.to_string().as_str()) && m.args.len() <= 1 =>
            {
                through_index = true;
                fields_after_first_index = fields.len();
                expr = strip(&m.receiver);
            }
            Expr::Path(p) if p.qself.is_none() && p.path.segments.len() == 1 => {
                let ident = p.path.segments[0].ident.to_string();
                let root = if ident == "self" {
                    Root::SelfValue
                } else {
                    Root::Local(ident)
                };
                fields.reverse();
                if !through_index {
                    fields_after_index = 0;
                }
                return Some(Place {
                    root,
                    fields,
                    through_index,
                    fields_after_index,
                    fields_after_first_index,
                });
            }
            _ => return None,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(src: &str) -> Option<Place> {
        place_of(&syn::parse_str::<Expr>(src).unwrap())
    }

    #[test]
    fn peels_locks_and_references() {
        let p = place("&mut *self.history.lock().unwrap()").unwrap();
        assert_eq!(p.text(), "self.history");
        assert_eq!(p.name(), "history");
        assert!(!p.through_index);
    }

    #[test]
    fn an_indexed_place_knows_its_collection() {
        let p = place("self.history[i].content").unwrap();
        assert!(p.through_index);
        assert_eq!(p.collection().text(), "self.history");
        assert_eq!(place("history[0]").unwrap().collection().text(), "history");
    }

    #[test]
    fn item_accessors_are_like_indexing() {
        let p = place("self.history.last_mut().unwrap().content").unwrap();
        assert!(p.through_index);
        assert_eq!(p.collection().text(), "self.history");
        assert_eq!(
            place("h.get_mut(0).unwrap()").unwrap().collection().text(),
            "h"
        );
    }

    #[test]
    fn a_lock_on_a_clone_of_a_shared_pointer_is_the_same_place() {
        assert_eq!(
            place("self.queue.clone().lock().unwrap()").unwrap().text(),
            "self.queue"
        );
        assert!(place("self.history.clone()").is_none());
    }

    #[test]
    fn a_holders_context_method_is_no_error_adapter() {
        assert!(place("self.history.context(channel).await.map_err(to_string)?").is_none());
        assert_eq!(
            place("self.sessions.get_mut(id).context(\"missing\")?")
                .unwrap()
                .collection()
                .text(),
            "self.sessions"
        );
    }

    #[test]
    fn calls_are_not_places() {
        assert!(place("make_history()").is_none());
        assert!(place("self.history.iter()").is_none());
    }
}
