//! The start indexes a type keeps of what its window still sends (see
//! [`super::AnalysisConfig::window_floors`]): a context manager that renders only
//! `&self.turns[self.floor..]` and evicts by moving `self.floor` forward under a token budget
//! (`self.floor = self.turns.len() - keep`) drops the turns below it from the model's view
//! without editing the vector: the turns stay stored, but are never sent again.

use std::collections::{BTreeMap, BTreeSet};

use syn::visit::{self, Visit};
use syn::{Expr, Item, Pat};

use super::place::own_field;
use super::syntax::strip_parens;

/// How one write of a start field moves it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Move {
    /// Forward past items still stored: `+= n`, `= self.start + n`, `= self.start.max(n)`,
    /// `= self.window.len() - keep`.
    Forward,
    /// Back: `-= n`, `= self.start - n`, `= self.start.saturating_sub(n)`: a position that
    /// scrolls both ways (a page of a list, a view of a log), no eviction.
    Back,
    /// Anything else: reset to 0, set to the window's length, to a smaller value (`min`), to a
    /// value handed in, or past exactly what was just read (`+= batch.len()` for `let batch =
    /// &self.window[self.start..]`: a cursor handing on what it has not yet delivered).
    Other,
}

/// The fields of `self` in `items` that bound what a window of `self` still shows, each with
/// the field of that window: the file reads the window from the field to its end (`&self.w[self
/// .start..]`, `self.w.get(self.start..)`, `self.w.iter().skip(self.start)` with no `take`
/// after it: a page of a list has an end), moves the field [`Move::Forward`] somewhere and
/// never [`Move::Back`]. A field only ever reset to 0, or moved past what was just read, is no
/// such bound.
pub(crate) fn window_floors(items: &[Item]) -> Vec<(String, String)> {
    let mut uses = Uses::default();
    for item in items {
        uses.visit_item(item);
    }
    let mut floors = Vec::new();
    for (start, windows) in &uses.views {
        let moves = uses.moves.get(start);
        let forward = moves.is_some_and(|m| m.contains(&Move::Forward));
        let back = moves.is_some_and(|m| m.contains(&Move::Back));
        if forward && !back {
            floors.extend(windows.iter().map(|w| (start.clone(), w.clone())));
        }
    }
    floors
}

/// How `write` moves the field `start`; `read` holds the locals the enclosing body bound to a
/// view from `start` (see [`view_locals`]): a move past the length of one of them is a
/// cursor's, not a floor's.
pub(crate) fn move_of(start: &str, write: Write<'_>, read: &BTreeSet<String>) -> Move {
    match write {
        Write::Add(amount) if counts_local(amount, read) => Move::Other,
        Write::Add(_) => Move::Forward,
        Write::Sub => Move::Back,
        Write::Set(value) => set_move(start, value),
    }
}

/// A write of a start field.
#[derive(Clone, Copy)]
pub(crate) enum Write<'e> {
    /// `+= amount`.
    Add(&'e Expr),
    /// `-= amount`.
    Sub,
    /// `= value`.
    Set(&'e Expr),
}

impl<'e> Write<'e> {
    /// The write `expr` makes of a field of `self`, with the field: `self.start += n`,
    /// `self.start -= n` or `self.start = value`.
    pub(crate) fn of(expr: &'e Expr) -> Option<(String, Self)> {
        match expr {
            Expr::Assign(assign) => Some((own_field(&assign.left)?, Self::Set(&assign.right))),
            Expr::Binary(binary) => {
                let write = match binary.op {
                    syn::BinOp::AddAssign(_) => Self::Add(&binary.right),
                    syn::BinOp::SubAssign(_) => Self::Sub,
                    _ => return None,
                };
                Some((own_field(&binary.left)?, write))
            }
            _ => None,
        }
    }
}

/// The move of `self.start = value`.
fn set_move(start: &str, value: &Expr) -> Move {
    let value = strip_parens(value);
    match value {
        Expr::Binary(b) if is_own_field(&b.left, start) => match b.op {
            syn::BinOp::Add(_) => Move::Forward,
            syn::BinOp::Sub(_) => Move::Back,
            _ => Move::Other,
        },
        // `self.window.len() - keep`: the newest `keep` kept in view.
        Expr::Binary(b) if matches!(b.op, syn::BinOp::Sub(_)) && is_self_len(&b.left) => {
            Move::Forward
        }
        Expr::MethodCall(m) if is_own_field(&m.receiver, start) => {
            match m.method.to_string().as_str() {
                "max" | "saturating_add" | "wrapping_add" => Move::Forward,
                "saturating_sub" | "wrapping_sub" | "checked_sub" => Move::Back,
                _ => Move::Other,
            }
        }
        Expr::MethodCall(m) if m.method == "saturating_sub" && is_self_len(&m.receiver) => {
            Move::Forward
        }
        // `max(self.start, n)`, `std::cmp::max(..)`.
        Expr::Call(call)
            if matches!(&*call.func, Expr::Path(p)
                if p.path.segments.last().is_some_and(|s| s.ident == "max"))
                && call.args.iter().any(|a| is_own_field(a, start)) =>
        {
            Move::Forward
        }
        _ => Move::Other,
    }
}

/// `batch.len()` or `batch.count()` for a local of `read`.
fn counts_local(amount: &Expr, read: &BTreeSet<String>) -> bool {
    matches!(strip_parens(amount), Expr::MethodCall(m)
        if (m.method == "len" || m.method == "count")
            && matches!(strip_parens(&m.receiver), Expr::Path(p)
                if p.path.get_ident().is_some_and(|i| read.contains(&i.to_string()))))
}

/// `self.window.len()`.
fn is_self_len(expr: &Expr) -> bool {
    matches!(strip_parens(expr), Expr::MethodCall(m)
        if m.method == "len" && m.args.is_empty() && own_field(&m.receiver).is_some())
}

/// `self.name`.
fn is_own_field(expr: &Expr, name: &str) -> bool {
    own_field(expr).is_some_and(|f| f == name)
}

/// The view `expr` reads of a window field of `self` from a field of `self` to its end, as
/// `(start, window)`: `self.w[self.start..]`, `self.w.get(self.start..)`,
/// `self.w.iter().skip(self.start)` (`bounded` tells whether a `take` follows the `skip`).
pub(crate) fn open_view(expr: &Expr, bounded: bool) -> Option<(String, String)> {
    let from = |range: &Expr| match strip_parens(range) {
        Expr::Range(r) if r.end.is_none() => r.start.as_deref().and_then(own_field),
        _ => None,
    };
    match super::syntax::strip_reference(strip_parens(expr)) {
        Expr::Index(index) => Some((from(&index.index)?, own_field(&index.expr)?)),
        Expr::MethodCall(m) if m.method == "get" && m.args.len() == 1 => {
            Some((from(&m.args[0])?, own_field(&m.receiver)?))
        }
        Expr::MethodCall(m) if m.method == "skip" && m.args.len() == 1 && !bounded => {
            let Expr::MethodCall(iter) = strip_parens(&m.receiver) else {
                return None;
            };
            let iterates = matches!(iter.method.to_string().as_str(), "iter" | "into_iter");
            iterates
                .then(|| Some((own_field(&m.args[0])?, own_field(&iter.receiver)?)))
                .flatten()
        }
        _ => None,
    }
}

/// The locals `block` binds to an open view of a window from `start` (see [`open_view`]).
pub(crate) fn view_locals(block: &syn::Block, start: &str) -> BTreeSet<String> {
    struct Lets<'s>(&'s str, BTreeSet<String>);
    impl<'ast> Visit<'ast> for Lets<'_> {
        fn visit_local(&mut self, local: &'ast syn::Local) {
            if let (Pat::Ident(id), Some(init)) = (&local.pat, &local.init)
                && open_view(&init.expr, false).is_some_and(|(s, _)| s == self.0)
            {
                self.1.insert(id.ident.to_string());
            }
            visit::visit_local(self, local);
        }
    }
    let mut lets = Lets(start, BTreeSet::new());
    lets.visit_block(block);
    lets.1
}

/// What the file reads and writes of its start fields.
#[derive(Default)]
struct Uses<'ast> {
    /// Start field -> the window fields read from it to their end.
    views: BTreeMap<String, BTreeSet<String>>,
    /// Start field -> how the file moves it.
    moves: BTreeMap<String, BTreeSet<Move>>,
    /// The `skip` calls a `take` follows (by address): a page, not a view to the end.
    bounded: BTreeSet<usize>,
    /// The enclosing function's body, for the locals bound to a view.
    body: Option<&'ast syn::Block>,
}

impl Uses<'_> {
    fn note_view(&mut self, expr: &Expr) {
        let bounded = self.bounded.contains(&(std::ptr::from_ref(expr) as usize));
        if let Some((start, window)) = open_view(expr, bounded) {
            self.views.entry(start).or_default().insert(window);
        }
    }

    fn note_write(&mut self, expr: &Expr) {
        let Some((start, write)) = Write::of(expr) else {
            return;
        };
        let read = match (write, self.body) {
            (Write::Add(_), Some(body)) => view_locals(body, &start),
            _ => BTreeSet::new(),
        };
        let moved = move_of(&start, write, &read);
        self.moves.entry(start).or_default().insert(moved);
    }
}

impl<'ast> Visit<'ast> for Uses<'ast> {
    fn visit_expr(&mut self, expr: &'ast Expr) {
        if let Expr::MethodCall(take) = expr
            && take.method == "take"
        {
            self.bounded
                .insert(std::ptr::from_ref(strip_parens(&take.receiver)) as usize);
        }
        self.note_view(expr);
        self.note_write(expr);
        visit::visit_expr(self, expr);
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        let outer = self.body.replace(&f.block);
        visit::visit_impl_item_fn(self, f);
        self.body = outer;
    }

    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        let outer = self.body.replace(&f.block);
        visit::visit_item_fn(self, f);
        self.body = outer;
    }
}
