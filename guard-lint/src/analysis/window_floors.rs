//! The start indexes a type keeps of what its window still sends (see
//! [`super::AnalysisConfig::window_floors`]): a context manager that renders only
//! `&self.turns[self.floor..]` and evicts by moving `self.floor` forward under a token budget
//! (`self.floor = self.turns.len() - keep`) drops the turns below it from the model's view
//! without editing the vector: the turns stay stored, but are never sent again. A coverage
//! cursor is the same bound read through a filter: a history projection that sends only
//! `turns.iter().filter(|t| self.covered_through.is_none_or(|c| t.id > c))` and moves the
//! cursor forward as it summarises the turns it passes no longer sends those turns.

use std::collections::{BTreeMap, BTreeSet};

use syn::visit::{self, Visit};
use syn::{Expr, Item, Pat};

use super::AnalysisConfig;
use super::place::{Root, own_field, place_of};
use super::syntax::{pattern_idents, strip_parens, strip_reference};

/// How one write of a start field moves it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Move {
    /// Forward past items still stored: `+= n`, `= self.start + n`, `= self.start.max(n)`,
    /// `= self.window.len() - keep`.
    Forward,
    /// Back: `-= n`, `= self.start - n`, `= self.start.saturating_sub(n)`,
    /// `= self.start.checked_sub(n).unwrap_or(0)`, `= self.start.and_then(|c| c.checked_sub(n))`:
    /// a position that scrolls both ways (a page of a list, a view of a log, a cursor that
    /// shows passed items again), no eviction.
    Back,
    /// Anything else: reset to 0, set to the window's length, to a smaller value (`min`), to a
    /// value handed in, past exactly what was just read (`+= batch.len()` for `let batch =
    /// &self.window[self.start..]`: a cursor handing on what it has not yet delivered), or
    /// forward and then reset on the same path (see [`move_in`]).
    Other,
}

/// The fields of `self` in `items` that bound what a window of `self` still shows, each with
/// the field of that window: the file reads the window from the field to its end (`&self.w[self
/// .start..]`, `self.w.get(self.start..)`, `self.w.iter().skip(self.start)` with no `take`
/// after it: a page of a list has an end), moves the field [`Move::Forward`] somewhere and
/// never [`Move::Back`]. A field only ever reset to 0, moved past what was just read, or moved
/// forward and reset on the same path (see [`move_in`]), is no such bound.
///
/// A coverage cursor counts too: a field of `self` the file compares with each item of a window
/// in a `filter` that keeps the items past it (`turns.iter().filter(|t| t.id > self.covered)`,
/// `self.covered.is_none_or(|c| t.id > c)`, the window a field of `self` or a local taken from
/// one), moved forward and never back, and moved forward in a function that also writes a
/// summary field of `self` (`self.summary_messages.extend(..)`): the items it passes are sent
/// as their summary only. A cursor moved forward with nothing summarised (a mark of what a
/// reader has seen) is no such bound.
pub(crate) fn window_floors(items: &[Item], cfg: &AnalysisConfig) -> Vec<(String, String)> {
    let mut uses = Uses::new(cfg);
    for item in items {
        uses.visit_item(item);
    }
    let only_forward = |start: &String| {
        let moves = uses.moves.get(start);
        moves.is_some_and(|m| m.contains(&Move::Forward) && !m.contains(&Move::Back))
    };
    let mut floors = Vec::new();
    for (start, windows) in &uses.views {
        if only_forward(start) {
            floors.extend(windows.iter().map(|w| (start.clone(), w.clone())));
        }
    }
    for (cursor, windows) in &uses.filters {
        if only_forward(cursor) && uses.summarising.contains(cursor) {
            let new = windows.iter().map(|w| (cursor.clone(), w.clone()));
            floors.extend(
                new.filter(|pair| !floors.contains(pair))
                    .collect::<Vec<_>>(),
            );
        }
    }
    floors
}

/// How `write` moves the field `start`; `read` holds the locals the enclosing body bound to a
/// view from `start` (see [`view_locals`]): a move past the length of one of them is a
/// cursor's, not a floor's.
/// `copies` holds the locals the body binds to the field's own value (see [`copy_locals`]):
/// `self.start = Some(c.saturating_sub(n))` under `if let Some(c) = self.start` moves it back.
pub(crate) fn move_of(
    start: &str,
    write: Write<'_>,
    read: &BTreeSet<String>,
    copies: &BTreeSet<String>,
) -> Move {
    match write {
        Write::Add(amount) if counts_local(amount, read) => Move::Other,
        Write::Add(_) => Move::Forward,
        Write::Sub => Move::Back,
        Write::Set(value) => set_move(start, value, copies),
    }
}

/// How the write `expr` (of the field `start`, as `write`) moves it in the function body
/// `body`: as [`move_of`] reads it, with the locals `body` binds to a view from `start`; a move
/// forward that a later statement on the same path resets (`self.start = 0`, `= None`, `=
/// Default::default()`, in the block of the write or one around it, not in a branch) is no
/// move: a reset floor cuts nothing.
pub(crate) fn move_in(
    body: Option<&syn::Block>,
    expr: &Expr,
    start: &str,
    write: Write<'_>,
) -> Move {
    let read = match (write, body) {
        (Write::Add(_), Some(body)) => view_locals(body, start),
        _ => BTreeSet::new(),
    };
    let copies = match (write, body) {
        (Write::Set(_), Some(body)) => copy_locals(body, start),
        _ => BTreeSet::new(),
    };
    match move_of(start, write, &read, &copies) {
        Move::Forward if body.is_some_and(|b| reset_after(b, expr, start)) => Move::Other,
        moved => moved,
    }
}

/// Some block of `body` holds, after the statement that holds `write`, a statement resetting
/// the field `start` (`self.start = 0;`, `= None;`, `= Default::default();`).
fn reset_after(body: &syn::Block, write: &Expr, start: &str) -> bool {
    struct Blocks<'w, 's> {
        write: &'w Expr,
        start: &'s str,
        found: bool,
    }
    impl<'ast> Visit<'ast> for Blocks<'_, '_> {
        fn visit_block(&mut self, block: &'ast syn::Block) {
            // The last reset of the block, looked for first: most blocks have none.
            let last_reset = block
                .stmts
                .iter()
                .rposition(|stmt| resets(stmt, self.start));
            if let Some(reset) = last_reset
                && block.stmts[..reset]
                    .iter()
                    .any(|stmt| holds_expr(stmt, self.write))
            {
                self.found = true;
            }
            visit::visit_block(self, block);
        }
    }
    let mut blocks = Blocks {
        write,
        start,
        found: false,
    };
    blocks.visit_block(body);
    blocks.found
}

/// `stmt` holds the expression `target` (by address).
fn holds_expr(stmt: &syn::Stmt, target: &Expr) -> bool {
    struct Holds<'t>(&'t Expr, bool);
    impl<'ast> Visit<'ast> for Holds<'_> {
        fn visit_expr(&mut self, expr: &'ast Expr) {
            if std::ptr::eq(expr, self.0) {
                self.1 = true;
            } else if !self.1 {
                visit::visit_expr(self, expr);
            }
        }
    }
    let mut holds = Holds(target, false);
    holds.visit_stmt(stmt);
    holds.1
}

/// `stmt` is `self.start = 0;`, `self.start = None;` or `self.start = Default::default();`
/// (`T::default()`).
fn resets(stmt: &syn::Stmt, start: &str) -> bool {
    let syn::Stmt::Expr(Expr::Assign(assign), _) = stmt else {
        return false;
    };
    if !is_own_field(&assign.left, start) {
        return false;
    }
    match strip_parens(&assign.right) {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(int),
            ..
        }) => int.base10_digits() == "0",
        Expr::Path(p) => p.path.is_ident("None"),
        Expr::Call(call) => {
            call.args.is_empty()
                && matches!(&*call.func, Expr::Path(p)
                    if p.path.segments.last().is_some_and(|s| s.ident == "default"))
        }
        _ => false,
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

/// The move of `self.start = value`; `copies` are locals holding the field's own value (see
/// [`copy_locals`]), read as the field itself.
fn set_move(start: &str, value: &Expr, copies: &BTreeSet<String>) -> Move {
    let value = unwrapped(value);
    let is_start = |e: &Expr| {
        is_own_field(e, start)
            || matches!(strip_parens(e), Expr::Path(p)
                if p.path.get_ident().is_some_and(|i| copies.contains(&i.to_string())))
    };
    match value {
        // `Some(..)` of an optional cursor moves it as its content does.
        Expr::Call(call)
            if call.args.len() == 1
                && matches!(&*call.func, Expr::Path(p) if p.path.is_ident("Some")) =>
        {
            set_move(start, &call.args[0], copies)
        }
        // `self.start.map_or(n, |c| c.max(n))`, `self.start.map(|c| c.saturating_sub(n))`,
        // `self.start.and_then(|c| c.checked_sub(n))`: the cursor moved as the closure moves
        // its argument.
        Expr::MethodCall(m)
            if is_start(&m.receiver)
                && matches!(m.method.to_string().as_str(), "map_or" | "map" | "and_then") =>
        {
            m.args.last().and_then(closure_step).unwrap_or(Move::Other)
        }
        _ if let Some(step) = step_from(value, &is_start) => step,
        // `self.window.len() - keep`, `self.window.len().saturating_sub(keep)`: the newest
        // `keep` kept in view.
        Expr::Binary(b) if matches!(b.op, syn::BinOp::Sub(_)) && is_self_len(&b.left) => {
            Move::Forward
        }
        Expr::MethodCall(m)
            if matches!(
                m.method.to_string().as_str(),
                "saturating_sub" | "checked_sub"
            ) && is_self_len(&m.receiver) =>
        {
            Move::Forward
        }
        _ => Move::Other,
    }
}

/// `expr` without what only unwraps it: `?`, `.unwrap()`, `.expect(..)`, `.unwrap_or(..)`,
/// `.unwrap_or_default()`, `.unwrap_or_else(..)` (`self.start.checked_sub(n).unwrap_or(0)` is
/// `self.start.checked_sub(n)`).
fn unwrapped(expr: &Expr) -> &Expr {
    match strip_parens(expr) {
        Expr::Try(t) => unwrapped(&t.expr),
        Expr::MethodCall(m)
            if matches!(
                m.method.to_string().as_str(),
                "unwrap" | "expect" | "unwrap_or" | "unwrap_or_default" | "unwrap_or_else"
            ) =>
        {
            unwrapped(&m.receiver)
        }
        other => other,
    }
}

/// How `expr` moves the value `is_base` recognises: forward (`base + n`, `base.max(n)`,
/// `max(base, n)`, `base.saturating_add(n)`, `base.checked_add(n)`), back (`base - n`,
/// `base.saturating_sub(n)`, `base.checked_sub(n)`, `base.wrapping_sub(n)`), or `None`.
fn step_from(expr: &Expr, is_base: &dyn Fn(&Expr) -> bool) -> Option<Move> {
    match unwrapped(expr) {
        Expr::Binary(b) if is_base(&b.left) => match b.op {
            syn::BinOp::Add(_) => Some(Move::Forward),
            syn::BinOp::Sub(_) => Some(Move::Back),
            _ => None,
        },
        Expr::MethodCall(m) if is_base(&m.receiver) => match m.method.to_string().as_str() {
            "max" | "saturating_add" | "wrapping_add" | "checked_add" => Some(Move::Forward),
            "saturating_sub" | "wrapping_sub" | "checked_sub" => Some(Move::Back),
            _ => None,
        },
        // `max(base, n)`, `std::cmp::max(..)`.
        Expr::Call(call)
            if matches!(&*call.func, Expr::Path(p)
                if p.path.segments.last().is_some_and(|s| s.ident == "max"))
                && call.args.iter().any(is_base) =>
        {
            Some(Move::Forward)
        }
        _ => None,
    }
}

/// How a closure of one parameter moves its argument (`|c| c.max(n)` forward, `|c|
/// c.checked_sub(n)` back; see [`step_from`]).
fn closure_step(expr: &Expr) -> Option<Move> {
    let Expr::Closure(closure) = strip_parens(expr) else {
        return None;
    };
    let [Pat::Ident(param)] = closure.inputs.iter().collect::<Vec<_>>()[..] else {
        return None;
    };
    let is_param =
        |e: &Expr| matches!(strip_parens(e), Expr::Path(p) if p.path.is_ident(&param.ident));
    step_from(&closure.body, &is_param)
}

/// The cursor field a `filter` call keeps the items past, with the field of `self` the
/// filtered items come from (see [`window_floors`]); `body` resolves a local receiver to the
/// `let` that took it from a field.
fn cursor_filter(
    filter: &syn::ExprMethodCall,
    body: Option<&syn::Block>,
) -> Option<(String, String)> {
    if filter.method != "filter" || filter.args.len() != 1 {
        return None;
    }
    let Expr::Closure(closure) = strip_parens(&filter.args[0]) else {
        return None;
    };
    let [item] = closure.inputs.iter().collect::<Vec<_>>()[..] else {
        return None;
    };
    let mut compare = Compare {
        items: pattern_idents(item).into_iter().collect(),
        aliases: BTreeMap::new(),
        cursor: None,
    };
    compare.visit_expr(&closure.body);
    let cursor = compare.cursor?;
    Some((cursor, source_field(&filter.receiver, body, 0)?))
}

/// The field of `self` an iteration chain starts from: `self.turns.iter()`,
/// `self.transcript.turns_snapshot().iter()`, or a local bound to one in `body`.
fn source_field(expr: &Expr, body: Option<&syn::Block>, depth: usize) -> Option<String> {
    let mut expr = strip_reference(strip_parens(expr));
    while let Expr::MethodCall(m) = expr {
        expr = strip_reference(strip_parens(&m.receiver));
    }
    if let Some(field) = own_field(expr) {
        return Some(field);
    }
    let Expr::Path(path) = expr else {
        return None;
    };
    let local = path.path.get_ident()?.to_string();
    if depth >= 4 {
        return None;
    }
    let init = local_init(body?, &local)?;
    source_field(init, body, depth + 1)
}

/// The value `block` binds to the local `name` with `let name = value`.
fn local_init<'b>(block: &'b syn::Block, name: &str) -> Option<&'b Expr> {
    struct Find<'b, 'n>(&'n str, Option<&'b Expr>);
    impl<'b> Visit<'b> for Find<'b, '_> {
        fn visit_local(&mut self, local: &'b syn::Local) {
            if let (Pat::Ident(id), Some(init)) = (&local.pat, &local.init)
                && id.ident == self.0
            {
                self.1 = Some(&init.expr);
            }
            visit::visit_local(self, local);
        }
    }
    let mut find = Find(name, None);
    find.visit_block(block);
    find.1
}

/// Finds, in a filter's closure, a comparison that keeps an item past a field of `self`:
/// `turn.id > self.covered`, `self.start <= *i`, or through a closure over the field
/// (`self.covered.is_none_or(|c| turn.id > c)`).
struct Compare {
    /// The identifiers the filter's closure binds to the item.
    items: BTreeSet<String>,
    /// Closure parameters standing for a field of `self` -> that field.
    aliases: BTreeMap<String, String>,
    /// The field found.
    cursor: Option<String>,
}

impl Compare {
    fn is_item(&self, expr: &Expr) -> bool {
        let expr = match strip_parens(expr) {
            // `turn.id()`
            Expr::MethodCall(m) if m.args.is_empty() => &*m.receiver,
            other => other,
        };
        place_of(expr).is_some_and(|p| matches!(&p.root, Root::Local(n) if self.items.contains(n)))
    }

    fn cursor_of(&self, expr: &Expr) -> Option<String> {
        if let Some(field) = own_field(expr) {
            return Some(field);
        }
        let place = place_of(expr)?;
        match &place.root {
            Root::Local(name) if place.fields.is_empty() => self.aliases.get(name).cloned(),
            _ => None,
        }
    }
}

impl<'ast> Visit<'ast> for Compare {
    fn visit_expr_binary(&mut self, binary: &'ast syn::ExprBinary) {
        let (item, bound) = match binary.op {
            syn::BinOp::Gt(_) | syn::BinOp::Ge(_) => (&*binary.left, &*binary.right),
            syn::BinOp::Lt(_) | syn::BinOp::Le(_) => (&*binary.right, &*binary.left),
            _ => return visit::visit_expr_binary(self, binary),
        };
        if self.cursor.is_none() && self.is_item(item) {
            self.cursor = self.cursor_of(bound);
        }
        visit::visit_expr_binary(self, binary);
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        let field = own_field(&call.receiver);
        let mut added = Vec::new();
        for arg in &call.args {
            if let (Some(field), Expr::Closure(closure)) = (&field, strip_parens(arg)) {
                for input in &closure.inputs {
                    for name in pattern_idents(input) {
                        if self.aliases.insert(name.clone(), field.clone()).is_none() {
                            added.push(name);
                        }
                    }
                }
            }
        }
        visit::visit_expr_method_call(self, call);
        for name in added {
            self.aliases.remove(&name);
        }
    }
}

/// `block` writes a field of `self` named for a summary (`self.summary_messages.extend(..)`,
/// `self.summary = ..`).
fn writes_summary(block: &syn::Block, cfg: &AnalysisConfig) -> bool {
    struct Writes<'c>(&'c AnalysisConfig, bool);
    impl<'ast> Visit<'ast> for Writes<'_> {
        fn visit_expr(&mut self, expr: &'ast Expr) {
            let written = match expr {
                Expr::MethodCall(m)
                    if matches!(
                        m.method.to_string().as_str(),
                        "push" | "push_str" | "extend" | "insert" | "append" | "push_back"
                    ) =>
                {
                    own_field(&m.receiver)
                }
                _ => Write::of(expr).map(|(field, _)| field),
            };
            if written.is_some_and(|f| self.0.keeps_summaries(&f)) {
                self.1 = true;
            }
            visit::visit_expr(self, expr);
        }
    }
    let mut writes = Writes(cfg, false);
    writes.visit_block(block);
    writes.1
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

/// The locals `block` binds to the value of the field `start` itself, read through a copy
/// before it is written back: `let c = self.start;`, `if let Some(c) = self.start`, `let
/// Some(c) = self.start else { .. }`, `while let Some(c) = self.start`, an arm of `match
/// self.start`, through `*`, `&`, `.as_ref()`, `.clone()`, `?`, `.unwrap()` and the like. A
/// local bound to anything computed from it (`let c = self.start + 1`) is not one.
fn copy_locals(block: &syn::Block, start: &str) -> BTreeSet<String> {
    struct Copies<'s>(&'s str, BTreeSet<String>);
    impl Copies<'_> {
        fn bind(&mut self, pat: &Pat, value: &Expr) {
            if is_own_field(field_value(value), self.0) {
                self.1.extend(pattern_idents(pat));
            }
        }
    }
    impl<'ast> Visit<'ast> for Copies<'_> {
        fn visit_local(&mut self, local: &'ast syn::Local) {
            if let Some(init) = &local.init {
                self.bind(&local.pat, &init.expr);
            }
            visit::visit_local(self, local);
        }
        fn visit_expr_let(&mut self, expr: &'ast syn::ExprLet) {
            self.bind(&expr.pat, &expr.expr);
            visit::visit_expr_let(self, expr);
        }
        fn visit_expr_match(&mut self, expr: &'ast syn::ExprMatch) {
            for arm in &expr.arms {
                self.bind(&arm.pat, &expr.expr);
            }
            visit::visit_expr_match(self, expr);
        }
    }
    let mut copies = Copies(start, BTreeSet::new());
    copies.visit_block(block);
    copies.1
}

/// `expr` without what reads a value through unchanged: `*`, `&`, `.as_ref()`, `.as_mut()`,
/// `.clone()`, `.to_owned()`, `.copied()`, `.cloned()`, and what [`unwrapped`] strips.
fn field_value(expr: &Expr) -> &Expr {
    let mut expr = expr;
    for _ in 0..super::MAX_DEPTH {
        expr = match unwrapped(strip_reference(strip_parens(expr))) {
            Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => &u.expr,
            Expr::MethodCall(m)
                if m.args.is_empty()
                    && matches!(
                        m.method.to_string().as_str(),
                        "as_ref" | "as_mut" | "clone" | "to_owned" | "copied" | "cloned"
                    ) =>
            {
                &m.receiver
            }
            other => return other,
        };
    }
    expr
}

/// What the file reads and writes of its start fields.
struct Uses<'ast, 'c> {
    cfg: &'c AnalysisConfig,
    /// Cursor field -> the window fields a `filter` keeps the items past it of.
    filters: BTreeMap<String, BTreeSet<String>>,
    /// The fields moved forward in a function that also writes a summary field of `self`.
    summarising: BTreeSet<String>,
    /// Start field -> the window fields read from it to their end.
    views: BTreeMap<String, BTreeSet<String>>,
    /// Start field -> how the file moves it.
    moves: BTreeMap<String, BTreeSet<Move>>,
    /// The `skip` calls a `take` follows (by address): a page, not a view to the end.
    bounded: BTreeSet<usize>,
    /// The enclosing function's body, for the locals bound to a view.
    body: Option<&'ast syn::Block>,
}

impl<'c> Uses<'_, 'c> {
    fn new(cfg: &'c AnalysisConfig) -> Self {
        Self {
            cfg,
            filters: BTreeMap::new(),
            summarising: BTreeSet::new(),
            views: BTreeMap::new(),
            moves: BTreeMap::new(),
            bounded: BTreeSet::new(),
            body: None,
        }
    }

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
        let moved = move_in(self.body, expr, &start, write);
        if moved == Move::Forward && self.body.is_some_and(|b| writes_summary(b, self.cfg)) {
            self.summarising.insert(start.clone());
        }
        self.moves.entry(start).or_default().insert(moved);
    }
}

impl<'ast> Visit<'ast> for Uses<'ast, '_> {
    fn visit_expr(&mut self, expr: &'ast Expr) {
        if let Expr::MethodCall(take) = expr
            && take.method == "take"
        {
            self.bounded
                .insert(std::ptr::from_ref(strip_parens(&take.receiver)) as usize);
        }
        self.note_view(expr);
        self.note_write(expr);
        if let Expr::MethodCall(filter) = expr
            && let Some((cursor, window)) = cursor_filter(filter, self.body)
        {
            self.filters.entry(cursor).or_default().insert(window);
        }
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
