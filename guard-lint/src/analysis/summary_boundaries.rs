//! The kinds of entry a request builder starts from (see
//! [`super::AnalysisConfig::summary_boundaries`]): a function that finds the last entry of a
//! kind (`entries.iter().rposition(|e| matches!(e, HistoryEntry::System { .. }))`,
//! `iter().rev().position(..)`, or a loop over `iter().enumerate().rev()` that keeps the index
//! of the first such entry it meets) and reads the entries from there on (`&entries[index..]`)
//! sends nothing before that entry. A summary put into an entry of that kind then stands in
//! for every entry before it, as swiftide's summary message does. The search may go through a
//! function of the file returning it (`self.last_system_index()`, see [`Finder`]) and the kind
//! through a method testing it (`|e| e.is_summary()`, see [`KindPredicate`]); a read that only
//! counts the entries (`entries[start..].len()`) is no request builder.
//!
//! And the functions that put a value they are handed into an entry they build and push (see
//! [`super::AnalysisConfig::entry_pushers`]): `fn push_system(&mut self, content: String)`
//! building `HistoryEntry::System { content, .. }` and pushing it onto `self.entries`. A
//! summary handed to one whose entry is of a boundary kind goes into such an entry; so does one
//! handed to a wrapper forwarding its parameter to a pusher (`fn record_summary(&mut self, s:
//! String) { self.push_system(s) }`, see [`forwards_of`]). Both are shared with the other files
//! of the crate (see [`super::SharedDeclarations`]).

use std::collections::HashMap;
use std::fmt;

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use syn::visit::{self, Visit};
use syn::{Expr, FnArg, ImplItem, Item, Pat, TraitItem};

use super::AnalysisConfig;
use super::derive::inline_format_args;
use super::macros::matches_scrutinee_and_pattern;
use super::place::{Root, place_of};
use super::syntax::{pattern_idents, segment_names, strip_parens, strip_reference};
use super::types::type_name;

/// What makes an entry one a request builder starts from.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BoundaryKind {
    /// A variant, by the last segments of its path as the builder's pattern writes them (at
    /// most two: `["HistoryEntry", "System"]` for `matches!(e, HistoryEntry::System { .. })`).
    Variant(Vec<String>),
    /// A field holding a variant, by the field's name and the last segments of the variant's
    /// path (`role`, `["Role", "Summary"]` for `e.role == Role::Summary`).
    Field {
        /// The field's name.
        field: String,
        /// The variant's path, at most its last two segments.
        value: Vec<String>,
    },
}

impl fmt::Display for BoundaryKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoundaryKind::Variant(path) => write!(f, "`{}`", path.join("::")),
            BoundaryKind::Field { field, value } => {
                write!(f, "`{field}: {}`", value.join("::"))
            }
        }
    }
}

/// A kind of entry a request builder of the linted code starts from, with that builder.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SummaryBoundary {
    /// The kind of entry.
    pub kind: BoundaryKind,
    /// The name of the function that reads the entries from the last one of that kind on
    /// (`build_messages`).
    pub builder: String,
}

/// Where an [`EntryPusher`] pushes the entry it builds.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PushedOnto {
    /// A place reached from `self`, without `self.` (`entries` for `self.entries`).
    SelfPlace(String),
    /// The function's parameter at this position among the explicit arguments.
    Param(usize),
}

/// The shape of an entry a function builds: the last segments of its path (at most two,
/// `Self` resolved: `["HistoryEntry", "System"]`), and the fields of a struct literal that hold
/// a variant (`("role", ["Role", "Summary"])`), sorted.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EntryShape {
    /// The path's last segments.
    pub path: Vec<String>,
    /// Each field holding a variant, with that variant's last two segments.
    pub kinds: Vec<(String, Vec<String>)>,
}

impl SummaryBoundary {
    /// The type the kind's variant belongs to, as the builder writes it (`HistoryEntry` for
    /// `HistoryEntry::System`, `Role` for `role: Role::Summary`).
    pub fn type_name(&self) -> &str {
        let path = match &self.kind {
            BoundaryKind::Variant(path) => path,
            BoundaryKind::Field { value, .. } => value,
        };
        path.first().map_or("", String::as_str)
    }

    /// An entry of `shape` is of this boundary's kind.
    pub fn admits(&self, shape: &EntryShape) -> bool {
        match &self.kind {
            BoundaryKind::Variant(variant) => {
                let n = variant.len().min(shape.path.len());
                n > 0 && shape.path[shape.path.len() - n..] == variant[variant.len() - n..]
            }
            BoundaryKind::Field { field, value } => {
                shape.kinds.iter().any(|(f, v)| f == field && v == value)
            }
        }
    }
}

/// A function that puts one of its parameters into an entry it builds and pushes (`fn
/// push_system(&mut self, content: String)` pushing `HistoryEntry::System { content, .. }`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EntryPusher {
    /// The function's name.
    pub name: String,
    /// The `Self` type of a method (last path segment), `None` for a free function.
    pub self_type: Option<String>,
    /// The position of the parameter carried into the entry, among the explicit arguments.
    pub param: usize,
    /// Where the entry goes.
    pub onto: PushedOnto,
    /// The entry's shape.
    pub entry: EntryShape,
}

/// Methods that put one item into a collection; the item is their last argument.
const ENTRY_ADDS: &[&str] = &["push", "push_back", "push_front", "insert"];

/// The kinds of entry some function of `items` reads the entries from the last of on, each
/// with the first such function, sorted; and the functions of `items` that carry a parameter
/// into an entry they build and push, sorted. A parameter named as a summary is left out: the
/// function itself pushes a summary, and reports it when the entry is of a boundary kind.
pub(crate) fn summary_boundaries(
    items: &[Item],
    cfg: &AnalysisConfig,
) -> (Vec<SummaryBoundary>, Vec<EntryPusher>) {
    let mut functions = Vec::new();
    collect_functions(items, None, &mut functions, 0);
    let predicates = kind_predicates(&functions);
    let finders = finders_of(&functions, &predicates);
    let mut boundaries: Vec<SummaryBoundary> = Vec::new();
    for function in &functions {
        let searches = Searches {
            predicates: &predicates,
            finders: &finders,
            self_type: function.self_type.as_deref(),
        };
        for kind in kinds_read_from(function.block, &searches) {
            if !boundaries.iter().any(|b| b.kind == kind) {
                boundaries.push(SummaryBoundary {
                    kind,
                    builder: function.name.clone(),
                });
            }
        }
    }
    boundaries.sort();
    let mut pushers: Vec<EntryPusher> = functions
        .iter()
        .flat_map(|function| pushes_of(function, cfg))
        .collect();
    pushers.sort();
    pushers.dedup();
    // Wrappers forwarding a parameter to a pusher are pushers too, to any depth.
    for _ in 0..super::MAX_DEPTH {
        let known: Vec<&EntryPusher> = pushers
            .iter()
            .chain(&cfg.external_declarations.entry_pushers)
            .collect();
        let mut forwarded: Vec<EntryPusher> = functions
            .iter()
            .flat_map(|function| forwards_of(function, &known, cfg))
            .filter(|p| !pushers.contains(p))
            .collect();
        if forwarded.is_empty() {
            break;
        }
        pushers.append(&mut forwarded);
        pushers.sort();
        pushers.dedup();
    }
    (boundaries, pushers)
}

/// A function of the file: its name, the type of its `impl`, its parameters and body.
struct Function<'a> {
    name: String,
    self_type: Option<String>,
    params: Vec<Option<String>>,
    block: &'a syn::Block,
}

fn collect_functions<'a>(
    items: &'a [Item],
    self_type: Option<&str>,
    out: &mut Vec<Function<'a>>,
    depth: usize,
) {
    if depth >= super::MAX_DEPTH {
        return;
    }
    let function =
        |sig: &syn::Signature, block: &'a syn::Block, self_type: Option<String>| Function {
            name: sig.ident.to_string(),
            self_type,
            params: sig
                .inputs
                .iter()
                .filter_map(|input| match input {
                    FnArg::Typed(typed) => Some(match &*typed.pat {
                        Pat::Ident(ident) => Some(ident.ident.to_string()),
                        _ => None,
                    }),
                    FnArg::Receiver(_) => None,
                })
                .collect(),
            block,
        };
    for item in items {
        match item {
            Item::Fn(f) => out.push(function(&f.sig, &f.block, self_type.map(str::to_string))),
            Item::Impl(imp) => {
                let ty = type_name(&imp.self_ty);
                for inner in &imp.items {
                    if let ImplItem::Fn(f) = inner {
                        out.push(function(&f.sig, &f.block, ty.clone()));
                    }
                }
            }
            Item::Trait(t) => {
                for inner in &t.items {
                    if let TraitItem::Fn(f) = inner
                        && let Some(block) = &f.default
                    {
                        out.push(function(&f.sig, block, None));
                    }
                }
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    collect_functions(inner, None, out, depth + 1);
                }
            }
            _ => {}
        }
    }
}

/// A function of the file that returns where the last entry of a kind is in a collection
/// (`fn last_system_index(&self) -> Option<usize> { self.entries.iter().rposition(|e|
/// matches!(e, HistoryEntry::System { .. })) }`): a call of it is that search.
struct Finder {
    name: String,
    /// The `Self` type of a method, `None` for a free function.
    self_type: Option<String>,
    /// The collection searched: a place reached from `self`, or a parameter handed it.
    searched: PushedOnto,
    kind: BoundaryKind,
}

/// A method of the file that tests its receiver for a kind (`fn is_summary(&self) -> bool {
/// matches!(self, Entry::Summary { .. }) }`): a call of it is that test.
struct KindPredicate {
    name: String,
    /// The method's `Self` type, which also stands for `Self` in the kind.
    self_type: String,
    kind: BoundaryKind,
}

/// The methods of `functions` without arguments whose value (their body's tail) tests `self`
/// for a kind (see [`kind_test`]), `Self` in the kind resolved to the method's type.
fn kind_predicates(functions: &[Function<'_>]) -> Vec<KindPredicate> {
    functions
        .iter()
        .filter_map(|function| {
            let self_type = function.self_type.clone()?;
            let Some(syn::Stmt::Expr(tail, None)) = function.block.stmts.last() else {
                return None;
            };
            if !function.params.is_empty() {
                return None;
            }
            let resolve = |mut path: Vec<String>| {
                if path.first().is_some_and(|s| s == "Self") {
                    path[0].clone_from(&self_type);
                }
                path
            };
            let kind = match kind_test(tail, &Root::SelfValue)? {
                BoundaryKind::Variant(path) => BoundaryKind::Variant(resolve(path)),
                BoundaryKind::Field { field, value } => BoundaryKind::Field {
                    field,
                    value: resolve(value),
                },
            };
            Some(KindPredicate {
                name: function.name.clone(),
                self_type,
                kind,
            })
        })
        .collect()
}

/// The functions of `functions` whose value (their body's tail) is a search from the end (see
/// [`Searches::search_from_end`]) of a place reached from `self` or of a parameter.
fn finders_of(functions: &[Function<'_>], predicates: &[KindPredicate]) -> Vec<Finder> {
    let direct = Searches {
        predicates,
        finders: &[],
        self_type: None,
    };
    functions
        .iter()
        .filter_map(|function| {
            let Some(syn::Stmt::Expr(tail, None)) = function.block.stmts.last() else {
                return None;
            };
            let (collection, kind) = direct.search_from_end(tail)?;
            let searched = match collection.strip_prefix("self.") {
                Some(field) if function.self_type.is_some() => {
                    PushedOnto::SelfPlace(field.to_string())
                }
                Some(_) => return None,
                None => PushedOnto::Param(
                    function
                        .params
                        .iter()
                        .position(|p| p.as_deref() == Some(collection.as_str()))?,
                ),
            };
            Some(Finder {
                name: function.name.clone(),
                self_type: function.self_type.clone(),
                searched,
                kind,
            })
        })
        .collect()
}

/// How a function's body searches a collection from its end: directly, or through a
/// [`Finder`] of the file (a method of its own `Self` type called on `self`, or a free
/// function); and how it tests an entry's kind: directly, or through a [`KindPredicate`].
struct Searches<'a> {
    predicates: &'a [KindPredicate],
    finders: &'a [Finder],
    /// The `Self` type of the function searching.
    self_type: Option<&'a str>,
}

/// Methods that reduce what they are called on to a number or a test (`entries[start..].len()`,
/// `..iter().map(tokens).sum()`): a read that counts the entries, as a token counter does,
/// sends none of them.
const MEASURES: &[&str] = &["len", "is_empty", "count", "sum", "product"];

/// The kinds of entry `block` reads a collection from the last of on: a local bound to where
/// a search from the end finds the last entry of the kind (directly, through a `match` arm, an
/// `if let`, `unwrap_or`...; see [`Searches::search_from_end`]), or assigned the index of a loop from
/// the end under a test of the kind, that starts a range of that collection
/// (`&entries[index..]`, `entries.get(start..)`, `entries.iter().skip(start)`) not reduced to a
/// count (see [`MEASURES`]).
fn kinds_read_from(block: &syn::Block, searches: &Searches<'_>) -> Vec<BoundaryKind> {
    let mut reads = BoundaryReads {
        searches,
        found: HashMap::new(),
        measured: Vec::new(),
        kinds: Vec::new(),
        depth: 0,
    };
    reads.visit_block(block);
    reads.kinds
}

/// The walk of [`kinds_read_from`].
struct BoundaryReads<'s> {
    searches: &'s Searches<'s>,
    /// Locals bound to the position of the last entry of a kind, with the collection searched
    /// (as written) and the kind.
    found: HashMap<String, (String, BoundaryKind)>,
    /// The expressions (by address) a measuring call is made on, down its chain of calls.
    measured: Vec<*const Expr>,
    kinds: Vec<BoundaryKind>,
    depth: usize,
}

impl BoundaryReads<'_> {
    /// `expr` is a range read whose entries are only counted.
    fn is_measured(&self, expr: &Expr) -> bool {
        self.measured.contains(&std::ptr::from_ref(expr))
    }

    /// `x[start..].iter().map(f).sum()`: every receiver down the chain is only measured.
    fn note_measure(&mut self, call: &syn::ExprMethodCall) {
        if !MEASURES.contains(&&*call.method.to_string()) {
            return;
        }
        let mut receiver = strip_reference(&call.receiver);
        for _ in 0..super::MAX_DEPTH {
            self.measured.push(std::ptr::from_ref(receiver));
            match receiver {
                Expr::MethodCall(inner) => receiver = strip_reference(&inner.receiver),
                _ => return,
            }
        }
    }

    fn bind(&mut self, pat: &Pat, search: &(String, BoundaryKind)) {
        for name in pattern_idents(pat) {
            self.found.insert(name, search.clone());
        }
    }

    /// `collection` read from a position `start` computes from a bound local.
    fn note_range_read(&mut self, collection: &Expr, start: &Expr) {
        let Some(collection) = place_of(collection).map(|p| p.text()) else {
            return;
        };
        for name in idents_in(&start.to_token_stream()) {
            if let Some((searched, kind)) = self.found.get(&name)
                && *searched == collection
                && !self.kinds.contains(kind)
            {
                self.kinds.push(kind.clone());
            }
        }
    }

    /// `for (i, e) in entries.iter().enumerate().rev() { if matches!(e, K) { start = i; break } }`:
    /// the locals assigned from the index under a test of a kind on the item.
    fn note_loop_from_end(&mut self, expr: &syn::ExprForLoop) {
        let Some((collection, index, item)) = enumerated_from_end(&expr.expr, &expr.pat) else {
            return;
        };
        for stmt in &expr.body.stmts {
            let syn::Stmt::Expr(Expr::If(test), _) = stmt else {
                continue;
            };
            let Some(kind) = self.searches.tested_kind(&test.cond, &item) else {
                continue;
            };
            for inner in &test.then_branch.stmts {
                let syn::Stmt::Expr(Expr::Assign(assign), _) = inner else {
                    continue;
                };
                let Expr::Path(target) = strip_parens(&assign.left) else {
                    continue;
                };
                if let Some(name) = target.path.get_ident()
                    && idents_in(&assign.right.to_token_stream()).contains(&index)
                {
                    self.found
                        .insert(name.to_string(), (collection.clone(), kind.clone()));
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for BoundaryReads<'_> {
    fn visit_local(&mut self, local: &'ast syn::Local) {
        if let Some(init) = &local.init
            && let Some(search) = self.searches.search_from_end(&init.expr)
        {
            self.bind(&local.pat, &search);
        }
        visit::visit_local(self, local);
    }

    fn visit_expr(&mut self, expr: &'ast Expr) {
        if self.depth >= super::MAX_DEPTH {
            return;
        }
        match expr {
            Expr::Match(m) => {
                if let Some(search) = self.searches.search_from_end(&m.expr) {
                    for arm in &m.arms {
                        self.bind(&arm.pat, &search);
                    }
                }
            }
            Expr::Let(l) => {
                if let Some(search) = self.searches.search_from_end(&l.expr) {
                    self.bind(&l.pat, &search);
                }
            }
            Expr::ForLoop(f) => self.note_loop_from_end(f),
            Expr::Index(i) if !self.is_measured(expr) => {
                if let Expr::Range(range) = strip_parens(&i.index)
                    && range.end.is_none()
                    && let Some(start) = &range.start
                {
                    self.note_range_read(&i.expr, start);
                }
            }
            Expr::MethodCall(call) if call.args.len() == 1 && !self.is_measured(expr) => {
                let arg = strip_parens(&call.args[0]);
                match (call.method.to_string().as_str(), arg) {
                    ("get", Expr::Range(range)) if range.end.is_none() => {
                        if let Some(start) = &range.start {
                            self.note_range_read(&call.receiver, start);
                        }
                    }
                    ("skip", start) => {
                        if let Some(collection) = iterated(&call.receiver) {
                            self.note_range_read(collection, start);
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
        if let Expr::MethodCall(call) = expr {
            self.note_measure(call);
        }
        self.depth += 1;
        visit::visit_expr(self, expr);
        self.depth -= 1;
    }
}

impl Searches<'_> {
    /// `expr` searches a collection from its end for an entry of a kind
    /// (`entries.iter().rposition(|e| matches!(e, HistoryEntry::System { .. }))`,
    /// `entries.iter().rev().position(..)`, or a call of a [`Finder`]:
    /// `self.last_system_index()`, `last_system_index(&entries)`), possibly wrapped
    /// (`.unwrap_or(0)`, `?`): the collection as written and the kind.
    fn search_from_end(&self, expr: &Expr) -> Option<(String, BoundaryKind)> {
        let mut expr = strip_parens(expr);
        for _ in 0..super::MAX_DEPTH {
            match expr {
                Expr::Try(t) => expr = strip_parens(&t.expr),
                Expr::Call(call) => return self.free_finder_called(call),
                Expr::MethodCall(call) => {
                    if let Some(found) = self.own_finder_called(call) {
                        return Some(found);
                    }
                    let name = call.method.to_string();
                    let searched = match (name.as_str(), call.args.len()) {
                        ("rposition", 1) => iterated(&call.receiver),
                        ("position", 1) => match strip_parens(&call.receiver) {
                            Expr::MethodCall(rev) if rev.method == "rev" && rev.args.is_empty() => {
                                iterated(&rev.receiver)
                            }
                            _ => None,
                        },
                        _ => None,
                    };
                    if let Some(collection) = searched {
                        let kind = self.predicate_kind(&call.args[0])?;
                        return Some((place_of(collection)?.text(), kind));
                    }
                    // `.unwrap_or(0)`, `.map(|i| i + 1)`: what the search found, passed on.
                    expr = strip_parens(&call.receiver);
                }
                _ => return None,
            }
        }
        None
    }

    /// `self.last_system_index()`: a finder among the methods of this function's own `Self`
    /// type, searching a place reached from `self`.
    fn own_finder_called(&self, call: &syn::ExprMethodCall) -> Option<(String, BoundaryKind)> {
        let place = place_of(strip_parens(&call.receiver))?;
        if place.root != Root::SelfValue || !place.fields.is_empty() || !call.args.is_empty() {
            return None;
        }
        self.finders
            .iter()
            .find_map(|finder| match &finder.searched {
                PushedOnto::SelfPlace(field)
                    if call.method == finder.name
                        && finder.self_type.as_deref() == self.self_type =>
                {
                    Some((format!("self.{field}"), finder.kind.clone()))
                }
                _ => None,
            })
    }

    /// `last_system_index(&entries)` (or `Self::last_system_index(&entries)`): a finder handed
    /// the collection it searches.
    fn free_finder_called(&self, call: &syn::ExprCall) -> Option<(String, BoundaryKind)> {
        let Expr::Path(func) = strip_parens(&call.func) else {
            return None;
        };
        let name = func.path.segments.last()?.ident.to_string();
        self.finders
            .iter()
            .find_map(|finder| match &finder.searched {
                PushedOnto::Param(index) if name == finder.name => {
                    let arg = strip_reference(call.args.iter().nth(*index)?);
                    Some((place_of(arg)?.text(), finder.kind.clone()))
                }
                _ => None,
            })
    }
}

/// The collection `expr` iterates over (`entries` for `entries.iter()`).
fn iterated(expr: &Expr) -> Option<&Expr> {
    match strip_parens(expr) {
        Expr::MethodCall(call)
            if call.args.is_empty()
                && ["iter", "iter_mut"].contains(&&*call.method.to_string()) =>
        {
            Some(&call.receiver)
        }
        _ => None,
    }
}

/// `for (i, e) in entries.iter().enumerate().rev()`: the collection as written, the index and
/// the item.
fn enumerated_from_end(iterable: &Expr, pat: &Pat) -> Option<(String, String, String)> {
    let Expr::MethodCall(rev) = strip_parens(iterable) else {
        return None;
    };
    let Expr::MethodCall(enumerate) = strip_parens(&rev.receiver) else {
        return None;
    };
    if rev.method != "rev" || enumerate.method != "enumerate" {
        return None;
    }
    let collection = place_of(iterated(&enumerate.receiver)?)?.text();
    let Pat::Tuple(pair) = pat else {
        return None;
    };
    let [index, item] = [pair.elems.first()?, pair.elems.get(1)?].map(pattern_idents);
    match (index.as_slice(), item.as_slice()) {
        ([index], [item]) => Some((collection, index.clone(), item.clone())),
        _ => None,
    }
}

impl Searches<'_> {
    /// The kind a closure tests its one item for (`|e| matches!(e, HistoryEntry::System { ..
    /// })`, `|m| m.role == Role::Summary`, `|e| e.is_summary()`), or a [`KindPredicate`]
    /// passed by path (`Entry::is_summary`).
    fn predicate_kind(&self, predicate: &Expr) -> Option<BoundaryKind> {
        let closure = match strip_parens(predicate) {
            Expr::Closure(closure) => closure,
            Expr::Path(path) => {
                let [ty, name] = &last_two(&path.path)[..] else {
                    return None;
                };
                return self
                    .predicates
                    .iter()
                    .find(|p| p.name == *name && p.self_type == *ty)
                    .map(|p| p.kind.clone());
            }
            _ => return None,
        };
        let [input] = closure.inputs.iter().collect::<Vec<_>>()[..] else {
            return None;
        };
        let [item] = &pattern_idents(input)[..] else {
            return None;
        };
        let mut body = strip_parens(&closure.body);
        if let Expr::Block(block) = body
            && let [syn::Stmt::Expr(tail, None)] = &block.block.stmts[..]
        {
            body = strip_parens(tail);
        }
        self.tested_kind(body, item)
    }

    /// The kind `cond` tests `item` for: directly (see [`kind_test`]), or by calling a
    /// [`KindPredicate`] on it (`item.is_summary()`).
    fn tested_kind(&self, cond: &Expr, item: &str) -> Option<BoundaryKind> {
        let item = Root::Local(item.to_string());
        if let Expr::MethodCall(call) = strip_parens(cond)
            && call.args.is_empty()
        {
            let place = place_of(strip_reference(&call.receiver))?;
            if place.root != item || !place.fields.is_empty() {
                return None;
            }
            return self
                .predicates
                .iter()
                .find(|p| call.method == p.name)
                .map(|p| p.kind.clone());
        }
        kind_test(cond, &item)
    }
}

/// The kind `cond` tests `item` for: `matches!(item, Path::Variant { .. })` (also `(..)` or a
/// unit variant, without a guard), `matches!(item.field, Path::Variant)`, `item.field ==
/// Path::Variant`, or `let Path::Variant { .. } = item`.
fn kind_test(cond: &Expr, item: &Root) -> Option<BoundaryKind> {
    let (scrutinee, pattern) = match strip_parens(cond) {
        Expr::Macro(mac) => {
            let (scrutinee, pattern) = matches_scrutinee_and_pattern(&mac.mac)?;
            (scrutinee, variant_of_pattern(&pattern)?)
        }
        Expr::Let(l) => ((*l.expr).clone(), variant_of_pattern(&l.pat)?),
        Expr::Binary(b) if matches!(b.op, syn::BinOp::Eq(_)) => {
            let (place, value) = match (variant_path(&b.left), variant_path(&b.right)) {
                (None, Some(value)) => (&*b.left, value),
                (Some(value), None) => (&*b.right, value),
                _ => return None,
            };
            (place.clone(), value)
        }
        _ => return None,
    };
    let place = place_of(strip_reference(&scrutinee))?;
    if place.root != *item || place.through_index {
        return None;
    }
    match &place.fields[..] {
        [] => Some(BoundaryKind::Variant(pattern)),
        [field] => Some(BoundaryKind::Field {
            field: field.clone(),
            value: pattern,
        }),
        _ => None,
    }
}

/// The last two segments of a path of at least two (`Role::System`), as a value.
fn variant_path(expr: &Expr) -> Option<Vec<String>> {
    match strip_parens(expr) {
        Expr::Path(path) if path.path.segments.len() >= 2 => Some(last_two(&path.path)),
        _ => None,
    }
}

/// The last two segments of the variant a pattern matches (`HistoryEntry::System { .. }`,
/// `Entry::Summary(_)`, `Kind::System`), `Self` left as written.
fn variant_of_pattern(pat: &Pat) -> Option<Vec<String>> {
    let path = match pat {
        Pat::Struct(p) => &p.path,
        Pat::TupleStruct(p) => &p.path,
        Pat::Path(p) => &p.path,
        _ => return None,
    };
    (path.segments.len() >= 2).then(|| last_two(path))
}

fn last_two(path: &syn::Path) -> Vec<String> {
    let names = segment_names(path);
    names[names.len().saturating_sub(2)..].to_vec()
}

/// Every identifier in `tokens`, macro arguments included (`format!("{}", text)`), and those
/// named inline in a string literal (`format!("[note] {text}")`).
fn idents_in(tokens: &TokenStream) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![tokens.clone()];
    while let Some(tokens) = stack.pop() {
        for token in tokens {
            match token {
                TokenTree::Ident(ident) => out.push(ident.to_string()),
                TokenTree::Group(group) => stack.push(group.stream()),
                TokenTree::Literal(literal) => {
                    if let syn::Lit::Str(text) = syn::Lit::new(literal) {
                        out.extend(inline_format_args(&text.value()).map(str::to_string));
                    }
                }
                TokenTree::Punct(_) => {}
            }
        }
    }
    out
}

/// The entry `expr` builds, with the values it holds: `HistoryEntry::System { content,
/// estimated_tokens: 0 }` (its field values), `Entry::Summary(text)` (its arguments). `self_type`
/// stands for `Self` in the path.
fn entry_shape<'e>(expr: &'e Expr, self_type: Option<&str>) -> Option<(EntryShape, Vec<&'e Expr>)> {
    let (path, values): (&syn::Path, Vec<&Expr>) = match strip_parens(expr) {
        Expr::Struct(s) => (&s.path, s.fields.iter().map(|f| &f.expr).collect()),
        Expr::Call(call) => match strip_parens(&call.func) {
            Expr::Path(func) => (&func.path, call.args.iter().collect()),
            _ => return None,
        },
        _ => return None,
    };
    let written: Vec<String> = last_two(path)
        .into_iter()
        .map(|s| match (s.as_str(), self_type) {
            ("Self", Some(ty)) => ty.to_string(),
            _ => s,
        })
        .collect();
    let mut kinds: Vec<(String, Vec<String>)> = match strip_parens(expr) {
        Expr::Struct(s) => s
            .fields
            .iter()
            .filter_map(|f| match &f.member {
                syn::Member::Named(name) => Some((name.to_string(), variant_path(&f.expr)?)),
                syn::Member::Unnamed(_) => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    kinds.sort();
    Some((
        EntryShape {
            path: written,
            kinds,
        },
        values,
    ))
}

/// An entry of one of `boundaries`' kinds that `expr` builds, with the values it holds (see
/// [`entry_shape`]).
fn boundary_entry<'e, 'b>(
    expr: &'e Expr,
    boundaries: &'b [SummaryBoundary],
    self_type: Option<&str>,
) -> Option<(&'b SummaryBoundary, Vec<&'e Expr>)> {
    let (shape, values) = entry_shape(expr, self_type)?;
    boundaries
        .iter()
        .find(|b| b.admits(&shape))
        .map(|b| (b, values))
}

/// The item a call adding one item puts in (its last argument), directly or through a local of
/// `block` bound to it (`let mut entry = HistoryEntry::System { .. }; .. self.entries.push(entry)`),
/// when `found` finds what it looks for in it.
fn added_entry<'e, T>(
    call: &'e syn::ExprMethodCall,
    block: &'e syn::Block,
    found: impl Fn(&'e Expr) -> Option<T>,
) -> Option<T> {
    if !ENTRY_ADDS.contains(&&*call.method.to_string()) {
        return None;
    }
    let added = call.args.last()?;
    if let Some(found) = found(added) {
        return Some(found);
    }
    let Expr::Path(local) = strip_parens(added) else {
        return None;
    };
    let name = local.path.get_ident()?.to_string();
    super::syntax::local_inits(block, &name).find_map(found)
}

/// The entry of one of `boundaries`' kinds a call adding one item puts in, with the values it
/// holds (see [`added_entry`]).
pub(crate) fn added_boundary_entry<'e, 'b>(
    call: &'e syn::ExprMethodCall,
    block: &'e syn::Block,
    boundaries: &'b [SummaryBoundary],
    self_type: Option<&str>,
) -> Option<(&'b SummaryBoundary, Vec<&'e Expr>)> {
    added_entry(call, block, |e| boundary_entry(e, boundaries, self_type))
}

/// The calls a body makes, method calls and calls of a path apart.
#[derive(Default)]
struct Calls<'a> {
    methods: Vec<&'a syn::ExprMethodCall>,
    paths: Vec<&'a syn::ExprCall>,
    depth: usize,
}

impl<'a> Calls<'a> {
    fn of(block: &'a syn::Block) -> Self {
        let mut calls = Calls::default();
        calls.visit_block(block);
        calls
    }
}

impl<'a> Visit<'a> for Calls<'a> {
    fn visit_expr(&mut self, expr: &'a Expr) {
        if self.depth >= super::MAX_DEPTH {
            return;
        }
        match expr {
            Expr::MethodCall(call) => self.methods.push(call),
            Expr::Call(call) => self.paths.push(call),
            _ => {}
        }
        self.depth += 1;
        visit::visit_expr(self, expr);
        self.depth -= 1;
    }
}

/// The parameters of `function` (by position) that `values` read, each left out when named as
/// a summary (the function then pushes a summary itself) or when it is where the entry goes.
fn carried_params<'p>(
    function: &'p Function<'_>,
    values: &[&Expr],
    onto: &'p PushedOnto,
    cfg: &'p AnalysisConfig,
) -> impl Iterator<Item = usize> + 'p {
    let read: Vec<String> = values
        .iter()
        .flat_map(|value| idents_in(&value.to_token_stream()))
        .collect();
    function
        .params
        .iter()
        .enumerate()
        .filter_map(move |(index, param)| {
            let param = param.as_ref()?;
            (read.contains(param)
                && !cfg.is_summary_name(param)
                && *onto != PushedOnto::Param(index))
            .then_some(index)
        })
}

/// Where `function` reaches the list `arg` names: a place reached from `self`, or one of its
/// parameters.
fn reached_list(function: &Function<'_>, arg: &Expr) -> Option<PushedOnto> {
    let place = place_of(strip_reference(arg))?;
    match &place.root {
        Root::SelfValue if !place.fields.is_empty() && !place.through_index => {
            Some(PushedOnto::SelfPlace(place.fields.join(".")))
        }
        Root::Local(name) if place.fields.is_empty() => function
            .params
            .iter()
            .position(|p| p.as_deref() == Some(name))
            .map(PushedOnto::Param),
        _ => None,
    }
}

/// The pushers `function` is by forwarding one of its parameters to one of `known` (`fn
/// record_summary(&mut self, text: String) { self.push_system(text) }`): a method of its own
/// `Self` type called on `self`, or a function called by path, handed a list `function`
/// reaches (see [`reached_list`]).
fn forwards_of(
    function: &Function<'_>,
    known: &[&EntryPusher],
    cfg: &AnalysisConfig,
) -> Vec<EntryPusher> {
    if function.params.iter().all(Option::is_none) {
        return Vec::new();
    }
    let calls = Calls::of(function.block);
    let on_self = calls.methods.iter().filter_map(|call| {
        let receiver = place_of(strip_parens(&call.receiver))?;
        let on_self = receiver.root == Root::SelfValue && receiver.fields.is_empty();
        let pusher = known.iter().find(|p| {
            on_self
                && call.method == p.name
                && p.self_type.is_some()
                && p.self_type == function.self_type
        })?;
        Some((*pusher, &call.args))
    });
    let by_path = calls.paths.iter().filter_map(|call| {
        let Expr::Path(func) = strip_parens(&call.func) else {
            return None;
        };
        let name = func.path.segments.last()?.ident.to_string();
        let pusher = known
            .iter()
            .find(|p| p.name == name && matches!(p.onto, PushedOnto::Param(_)))?;
        Some((*pusher, &call.args))
    });
    let mut forwarded = Vec::new();
    for (pusher, args) in on_self.chain(by_path) {
        let onto = match &pusher.onto {
            PushedOnto::SelfPlace(field) => PushedOnto::SelfPlace(field.clone()),
            PushedOnto::Param(index) => match args
                .iter()
                .nth(*index)
                .and_then(|a| reached_list(function, a))
            {
                Some(onto) => onto,
                None => continue,
            },
        };
        let Some(value) = args.iter().nth(pusher.param) else {
            continue;
        };
        for param in carried_params(function, &[value], &onto, cfg) {
            forwarded.push(EntryPusher {
                name: function.name.clone(),
                self_type: function.self_type.clone(),
                param,
                onto: onto.clone(),
                entry: pusher.entry.clone(),
            });
        }
    }
    forwarded
}

/// The pushers among the functions of `function`: each parameter that some value of an entry
/// it builds and pushes reads (`content` in `HistoryEntry::System { content, .. }`), with
/// where the entry goes.
fn pushes_of(function: &Function<'_>, cfg: &AnalysisConfig) -> Vec<EntryPusher> {
    if function.params.iter().all(Option::is_none) {
        return Vec::new();
    }
    let mut pushers = Vec::new();
    for call in Calls::of(function.block).methods {
        let Some((entry, values)) = added_entry(call, function.block, |e| {
            entry_shape(e, function.self_type.as_deref())
        }) else {
            continue;
        };
        let Some(onto) = reached_list(function, &call.receiver) else {
            continue;
        };
        for param in carried_params(function, &values, &onto, cfg) {
            pushers.push(EntryPusher {
                name: function.name.clone(),
                self_type: function.self_type.clone(),
                param,
                onto: onto.clone(),
                entry: entry.clone(),
            });
        }
    }
    pushers
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(source: &str) -> (Vec<SummaryBoundary>, Vec<EntryPusher>) {
        let file: syn::File = syn::parse_str(source).unwrap();
        summary_boundaries(&file.items, &AnalysisConfig::default())
    }

    fn variant(path: &[&str]) -> BoundaryKind {
        BoundaryKind::Variant(path.iter().map(|s| s.to_string()).collect())
    }

    #[test]
    fn the_kinds_a_builder_reads_from_the_last_of() {
        let (found, _) = read(
            "fn build(entries: &[E]) -> Vec<M> {
                 let active = match entries.iter().rposition(|e| matches!(e, E::System { .. })) {
                     Some(index) => &entries[index..],
                     None => entries,
                 };
                 active.iter().map(to_message).collect()
             }
             fn tail(&self) -> &[E] {
                 let pos = self.entries.iter().rev().position(|e| e.role == Role::Summary).unwrap_or(0);
                 &self.entries[self.entries.len() - 1 - pos..]
             }
             fn looped(entries: &[E]) -> Vec<E> {
                 let mut start = 0;
                 for (i, e) in entries.iter().enumerate().rev() {
                     if let E::Checkpoint(_) = e { start = i; break; }
                 }
                 entries.iter().skip(start).cloned().collect()
             }",
        );
        let kinds: Vec<&BoundaryKind> = found.iter().map(|b| &b.kind).collect();
        assert_eq!(
            kinds,
            [
                &variant(&["E", "Checkpoint"]),
                &variant(&["E", "System"]),
                &BoundaryKind::Field {
                    field: "role".to_string(),
                    value: vec!["Role".to_string(), "Summary".to_string()],
                },
            ]
        );
        assert_eq!(found[1].builder, "build");
        assert_eq!(found[1].kind.to_string(), "`E::System`");
        assert_eq!(found[2].kind.to_string(), "`role: Role::Summary`");
    }

    #[test]
    fn a_search_without_a_read_from_it_or_with_a_guard_is_no_boundary() {
        // Found but only counted; found in another collection; a guarded pattern; all sent.
        let (found, _) = read(
            "fn count(entries: &[E], other: &[E]) -> usize {
                 let index = entries.iter().rposition(|e| matches!(e, E::System { .. })).unwrap_or(0);
                 let start = entries.iter().rposition(|e| matches!(e, E::Tool { ok, .. } if *ok));
                 let k = entries.iter().rposition(|e| matches!(e, E::User { .. })).unwrap_or(0);
                 other[k..].len() + entries.len() - index + start.map_or(0, |s| entries[s..].len())
             }",
        );
        assert!(found.is_empty(), "{found:?}");
    }

    #[test]
    fn the_functions_that_push_a_parameter_into_an_entry() {
        let (boundaries, pushers) = read(
            "impl History {
                 fn push_system(&mut self, content: String) {
                     let mut entry = HistoryEntry::System { content, tokens: 0 };
                     entry.weigh();
                     self.entries.push(entry);
                 }
                 fn push_user(&mut self, content: String) {
                     self.entries.push(HistoryEntry::User { content });
                 }
                 fn push_summary(&mut self, summary: String) {
                     self.entries.push(HistoryEntry::System { content: summary, tokens: 0 });
                 }
             }
             fn note(list: &mut Vec<HistoryEntry>, text: &str) {
                 list.push(HistoryEntry::System { content: format!(\"[note] {text}\"), tokens: 0 });
             }
             fn build(entries: &[HistoryEntry]) -> &[HistoryEntry] {
                 match entries.iter().rposition(|e| matches!(e, HistoryEntry::System { .. })) {
                     Some(i) => &entries[i..],
                     None => entries,
                 }
             }",
        );
        let found: Vec<(&str, usize, &PushedOnto)> = pushers
            .iter()
            .map(|p| (p.name.as_str(), p.param, &p.onto))
            .collect();
        assert_eq!(
            found,
            [
                ("note", 1, &PushedOnto::Param(0)),
                (
                    "push_system",
                    0,
                    &PushedOnto::SelfPlace("entries".to_string())
                ),
                (
                    "push_user",
                    0,
                    &PushedOnto::SelfPlace("entries".to_string())
                ),
            ]
        );
        assert_eq!(pushers[1].self_type.as_deref(), Some("History"));
        // The system entries are of the kind `build` starts from; the user's are not.
        let admitted: Vec<bool> = pushers
            .iter()
            .map(|p| boundaries.iter().any(|b| b.admits(&p.entry)))
            .collect();
        assert_eq!(admitted, [true, true, false]);
    }
}
