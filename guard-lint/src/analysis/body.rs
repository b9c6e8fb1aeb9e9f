//! The walk of one function body: windows and their aliases, edit sites, guard-API calls,
//! flushes, scores and rewrites in source order, and the calls the body makes.
//!
//! The walk records facts ([`BodyFacts`]); the rules in [`crate::rules`] turn facts into
//! violations.

use std::collections::{HashMap, HashSet};

use proc_macro2::Span;
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::{Attribute, Block, Expr, FnArg, Pat, ReturnType, Stmt, Type};

use super::derive::{
    CallKind, Derivation, ModelFed, Taint, WindowRead, asks_to_summarise, derivation,
    is_host_written,
};
use super::facts::{BodyFacts, EditFact, Escape, EscapeKind, GuardOp, Resummary};
use super::macros::macro_exprs;
use super::place::{Place, Root, place_of};
use super::search::{any_expr, any_expr_in_block};
use super::syntax::{
    binds_by_ref_mut, constructed_type, expr_attrs, is_budget_loop, is_empty_range,
    is_fresh_sequence, is_full_range, is_mut_collection, is_positional_arg, join_range,
    method_call_range, pattern_idents, pattern_idents_of_fields, returns_mut, slices, span_range,
    strip_parens, tests_length_only,
};
use super::types::{Item as ItemShape, Shape, StructFields, type_name};
use super::{AnalysisConfig, CallSite, Callee, EditKind, EditSite, Suppression, WholeWindow};

/// Methods that remove or replace items of a collection.
const DESTRUCTIVE_METHODS: &[&str] = &[
    "retain",
    "retain_mut",
    "truncate",
    "drain",
    "remove",
    "swap_remove",
    "swap_remove_back",
    "swap_remove_front",
    "pop",
    "pop_front",
    "pop_back",
    "clear",
    "split_off",
    "dedup",
    "dedup_by",
    "dedup_by_key",
    "splice",
    "shift_remove",
];
/// Methods that add items (a summary pushed after a clear makes the clear a rewrite).
const INSERT_METHODS: &[&str] = &[
    "push",
    "push_back",
    "push_front",
    "insert",
    "extend",
    "extend_from_slice",
    "append",
    "push_str",
];
/// Methods that hand out mutable access to items.
const ELEMENT_METHODS: &[&str] = &[
    "iter_mut",
    "values_mut",
    "last_mut",
    "first_mut",
    "get_mut",
    "as_mut_slice",
    "chunks_mut",
];
/// The guard-core API methods, with their argument counts.
const GUARD_METHODS: &[(&str, usize)] = &[
    ("drop_span", 2),
    ("rewrite", 3),
    ("reinject", 1),
    ("resolve", 1),
    ("next_turn", 0),
    ("flush", 0),
    ("score", 2),
    ("push", 1),
    ("halt", 1),
    ("with_trace", 1),
];
/// Guard-API methods distinctive enough to mark their receiver as a guarded window.
const DISTINCTIVE_GUARD_METHODS: &[&str] = &[
    "drop_span",
    "reinject",
    "next_turn",
    "with_trace",
    "rewrite",
];

/// What the walk needs to know about the function around the body.
pub(crate) struct Signature<'a> {
    pub cfg: &'a AnalysisConfig,
    pub structs: &'a StructFields,
    pub self_type: Option<&'a str>,
    /// `self` is itself a window (see `Context::self_is_window` in `items`).
    pub self_is_window: bool,
    pub inputs: &'a syn::punctuated::Punctuated<FnArg, syn::token::Comma>,
    pub output: &'a ReturnType,
    pub annotated: bool,
}

/// The binding a `retain` closure compares items against for inequality:
/// `prompt` in `|p| *p != prompt`, `song` in `|s| s.id != song.id`.
fn inequality_with_binding(closure: &Expr) -> Option<String> {
    let Expr::Closure(closure) = strip_parens(closure) else {
        return None;
    };
    let params: Vec<String> = closure.inputs.iter().flat_map(pattern_idents).collect();
    let Expr::Binary(test) = strip_parens(&closure.body) else {
        return None;
    };
    if !matches!(test.op, syn::BinOp::Ne(_)) {
        return None;
    }
    let (left, right) = (value_root(&test.left)?, value_root(&test.right)?);
    match (params.contains(&left), params.contains(&right)) {
        (true, false) => Some(right),
        (false, true) => Some(left),
        _ => None,
    }
}

/// A `retain` closure that keeps every item but the system prompt:
/// `|m| m.role != Role::System`, `|m| m.role != "system"`, `|m| !m.is_system()`.
fn keeps_all_but_system(closure: &Expr) -> bool {
    let Expr::Closure(closure) = strip_parens(closure) else {
        return false;
    };
    match strip_parens(&closure.body) {
        Expr::Binary(test) if matches!(test.op, syn::BinOp::Ne(_)) => {
            names_system_role(&test.left) || names_system_role(&test.right)
        }
        Expr::Unary(not) if matches!(not.op, syn::UnOp::Not(_)) => {
            matches!(strip_parens(&not.expr), Expr::MethodCall(m) if m.method == "is_system")
        }
        _ => false,
    }
}

/// The collection searched, when `expr` is the index of its first message of a role, searched
/// from the front (`history.iter().position(|m| m.role != Role::System)`, through `?`, `unwrap`
/// or `expect`): removing at it cuts the oldest message of that role, as a sliding window
/// does. An index found by what a message says (`|m| m.id == id`) is a chosen removal, not this.
fn oldest_of_role_in(expr: &Expr) -> Option<&Expr> {
    let mut expr = strip_parens(expr);
    loop {
        match expr {
            Expr::Try(t) => expr = strip_parens(&t.expr),
            Expr::MethodCall(call) if call.method == "unwrap" || call.method == "expect" => {
                expr = strip_parens(&call.receiver);
            }
            Expr::MethodCall(call) if call.method == "position" => {
                let Some(Expr::Closure(closure)) = call.args.first().map(strip_parens) else {
                    return None;
                };
                if !tests_role_only(&closure.body) {
                    return None;
                }
                // `history.iter()`, `history.iter().skip(1)`: still searched from the front.
                let mut searched = strip_parens(&call.receiver);
                while let Expr::MethodCall(step) = searched
                    && (step.method == "iter" || step.method == "skip")
                {
                    searched = strip_parens(&step.receiver);
                }
                return Some(searched);
            }
            _ => return None,
        }
    }
}

/// A test of a message's role and nothing else: `m.role != Role::System`, `!m.is_system()`,
/// `!matches!(m.role, Role::System)`, `m.role == "user"`.
fn tests_role_only(test: &Expr) -> bool {
    const ROLE_FIELDS: &[&str] = &["role", "kind"];
    const ROLE_METHODS: &[&str] = &["is_system", "is_user", "is_assistant", "is_tool"];
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

/// `return`, `break`, `continue`, `panic!(..)`, or a block ending in one: gives no value.
fn diverges(expr: &Expr) -> bool {
    let mut expr = strip_parens(expr);
    while let Expr::Block(block) = expr {
        match block.block.stmts.last() {
            Some(Stmt::Expr(last, _)) => expr = strip_parens(last),
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

/// The start of a range as written: `start` in `start..end`, `0` for `..end`.
fn range_start_text(range: &syn::ExprRange) -> String {
    use quote::ToTokens;
    range
        .start
        .as_deref()
        .map_or_else(|| "0".to_string(), |s| s.to_token_stream().to_string())
}

/// The body looks for the summaries already in the window: a closure or a loop condition
/// that names a summary (`position(|m| !m.is_summary)`, `while msgs[i].kind == Kind::Summary`),
/// or a string test for a summary marker (`starts_with("[Conversation summary]")`).
fn skips_earlier_summaries(body: &Block) -> bool {
    let names_summary = |e: &Expr| {
        any_expr(e, |inner| match inner {
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => s.value().to_lowercase().contains("summar"),
            other => super::search::expr_ident(other).is_some_and(|name| {
                super::names::words(&name).any(|w| super::names::word_starts_with(w, "summar"))
            }),
        })
    };
    any_expr_in_block(body, |e| match e {
        Expr::Closure(closure) => names_summary(&closure.body),
        Expr::While(w) => names_summary(&w.cond),
        Expr::MethodCall(call)
            if ["starts_with", "contains", "ends_with"]
                .contains(&call.method.to_string().as_str()) =>
        {
            call.args.iter().any(names_summary)
        }
        _ => false,
    })
}

/// `expr` keeps only the system messages of what it filters:
/// `history.iter().filter(|m| m.role == Role::System).cloned().collect()`,
/// `.filter(|m| matches!(m.role, MessageRole::System))`, `.filter(|m| m.is_system())`.
fn keeps_only_system(expr: &Expr) -> bool {
    any_expr(expr, |e| {
        let Expr::MethodCall(call) = e else {
            return false;
        };
        if !["filter", "retain"].contains(&call.method.to_string().as_str()) {
            return false;
        }
        let Some(Expr::Closure(closure)) = call.args.first().map(strip_parens) else {
            return false;
        };
        match strip_parens(&closure.body) {
            Expr::Binary(test) if matches!(test.op, syn::BinOp::Eq(_)) => {
                names_system_role(&test.left) || names_system_role(&test.right)
            }
            Expr::MethodCall(m) => m.method == "is_system",
            Expr::Macro(m) if m.mac.path.is_ident("matches") => m
                .mac
                .tokens
                .to_string()
                .rsplit(',')
                .next()
                .is_some_and(|pattern| {
                    pattern
                        .trim()
                        .rsplit("::")
                        .next()
                        .is_some_and(|last| last.trim().eq_ignore_ascii_case("system"))
                }),
            _ => false,
        }
    })
}

/// The expression a value hands on whole, through copies and item-wise conversions
/// (`snapshot.clone()`, `messages.iter().map(Message::from).collect()`): not through adapters
/// that leave items out (`filter`, `take`, `skip`).
fn handed_on_whole(expr: &Expr) -> Option<&Expr> {
    const WHOLE: &[&str] = &[
        "clone",
        "to_vec",
        "to_owned",
        "into",
        "iter",
        "into_iter",
        "cloned",
        "copied",
        "map",
        "collect",
    ];
    let mut expr = strip_parens(expr);
    for _ in 0..super::MAX_DEPTH {
        match expr {
            Expr::MethodCall(call) if WHOLE.contains(&call.method.to_string().as_str()) => {
                expr = strip_parens(&call.receiver);
            }
            Expr::MethodCall(_) | Expr::Call(_) | Expr::Macro(_) => return None,
            other => return Some(other),
        }
    }
    None
}

/// `expr` names the system role itself, or builds a system message: `Role::System`,
/// `"system"`, `Message::system(..)`, `Message { role: Role::System, .. }`.
fn names_system_role(expr: &Expr) -> bool {
    let is_system = |name: &str| name.eq_ignore_ascii_case("system");
    match strip_parens(expr) {
        Expr::Path(p) => p
            .path
            .segments
            .last()
            .is_some_and(|s| is_system(&s.ident.to_string())),
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => is_system(&s.value()),
        Expr::Call(call) => {
            names_system_role(&call.func) || call.args.iter().any(names_system_role)
        }
        Expr::Struct(s) => s.fields.iter().any(|f| {
            matches!(&f.member, syn::Member::Named(n) if n == "role") && names_system_role(&f.expr)
        }),
        Expr::MethodCall(m) if m.method == "into" => names_system_role(&m.receiver),
        _ => false,
    }
}

/// The local a value expression is read from, through references, derefs, fields and copies
/// (`*prompt`, `&song`, `song.id`, `prompt.clone()`).
fn value_root(expr: &Expr) -> Option<String> {
    let mut expr = strip_parens(expr);
    for _ in 0..super::MAX_DEPTH {
        expr = match expr {
            Expr::Reference(r) => strip_parens(&r.expr),
            Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => strip_parens(&u.expr),
            Expr::MethodCall(m)
                if m.args.is_empty()
                    && ["clone", "to_owned", "to_string", "into"]
                        .contains(&m.method.to_string().as_str()) =>
            {
                strip_parens(&m.receiver)
            }
            _ => break,
        };
    }
    match place_of(expr)?.root {
        Root::Local(name) => Some(name),
        Root::SelfValue => None,
    }
}

/// [`value_root`] of the items `expr` hands on whole: `tail.into_iter()`, `tail.iter().cloned()`
/// and `tail.drain(..)` give `tail`.
fn moved_root(expr: &Expr) -> Option<String> {
    const WHOLE: &[&str] = &["into_iter", "iter", "cloned", "copied", "drain"];
    let mut expr = strip_parens(expr);
    while let Expr::MethodCall(m) = expr
        && WHOLE.contains(&m.method.to_string().as_str())
        && m.args.iter().all(is_full_range)
    {
        expr = strip_parens(&m.receiver);
    }
    value_root(expr)
}

/// The function takes `&self`: it cannot change the windows `self` holds.
fn reads_self_only(inputs: &syn::punctuated::Punctuated<FnArg, syn::token::Comma>) -> bool {
    inputs.iter().any(
        |arg| matches!(arg, FnArg::Receiver(r) if r.reference.is_some() && r.mutability.is_none()),
    )
}

/// `expr` copies a place rooted at `self` (`self.messages.clone()`, `self.turns.to_vec()`).
fn copies_self_place(expr: &Expr) -> bool {
    const COPIES: &[&str] = &["clone", "to_vec", "to_owned"];
    matches!(strip_parens(expr), Expr::MethodCall(call)
        if COPIES.contains(&call.method.to_string().as_str())
            && place_of(&call.receiver).is_some_and(|p| p.root == Root::SelfValue))
}

/// A window an expression refers to.
#[derive(Debug, Clone)]
struct Window {
    target: String,
    guarded: bool,
    /// A `&mut` collection parameter not recognised as a window (its position).
    param: Option<usize>,
    /// Held by `&mut` (a `&mut` parameter, or `let h = &mut self.history`): passing the
    /// binding on passes the window mutably.
    mut_ref: bool,
    /// Known to be a raw collection (not the guard's window, nor of unknown type): handing it
    /// out mutably is an escape.
    raw_known: bool,
}

/// What a local binding is known to be.
#[derive(Clone)]
enum Binding {
    /// An alias of a window (`let h = &mut self.history`).
    Window(Window),
    /// An item of a window borrowed mutably (`for m in history.iter_mut()`).
    Element(Window),
    /// A binding with a known type.
    Typed(Box<Type>),
    /// A collection that is not the window, whatever its name: a copy of a window made in a
    /// method that can only read `self` (`let mut messages = self.messages.clone()` in
    /// `fn build(&self)`), or a sequence created in this body (`let mut messages = vec![..]`).
    /// It is a view or a request being prepared; editing it loses nothing that existed before.
    View,
}

/// Walk `block`, the body of a function with signature `sig`.
pub(crate) fn walk_body<'a>(
    sig: &Signature<'_>,
    block: &'a Block,
    active: Vec<usize>,
    suppressions: &mut Vec<Suppression>,
    bad_suppressions: &mut Vec<syn::Error>,
    nested_items: &mut Vec<&'a syn::Item>,
) -> BodyFacts {
    let cfg = sig.cfg;
    let mut walker = Walker {
        cfg,
        structs: sig.structs,
        self_type: sig.self_type,
        reads_self_only: reads_self_only(sig.inputs),
        self_is_window: sig.self_is_window,
        handed_off: Vec::new(),
        locals: HashMap::new(),
        guarded_places: HashSet::new(),
        taint: Taint::default(),
        score_conditions: Vec::new(),
        length_conditions: 0,
        flushed: false,
        closure_depth: 0,
        depth: 0,
        active,
        suppressions,
        bad_suppressions,
        nested_items,
        inserts: Vec::new(),
        summary_owners: Vec::new(),
        command_arms: Vec::new(),
        params: HashSet::new(),
        system_only: HashSet::new(),
        body: block,
        pending: Vec::new(),
        summarised_reads: Vec::new(),
        facts: BodyFacts {
            annotated: sig.annotated,
            store_in_context: !cfg.stores.is_empty(),
            ..BodyFacts::default()
        },
    };
    walker.bind_params(sig.inputs);
    walker.find_guarded_places(block);
    if let Some(Stmt::Expr(tail, None)) = block.stmts.last() {
        walker.note_handed_off(tail);
    }
    walker.visit_block(block);
    if returns_mut(sig.output) {
        walker.check_returned(block);
    }
    walker.finish()
}

/// An edit as found, before [`Walker::record_edit`] records it.
struct NewEdit<'m> {
    /// How it edits (see [`EditSite::method`]).
    method: &'m str,
    /// The edited place as written, when it is an alias of the window (`h` for `self.history`).
    written: Option<String>,
    /// First and last token.
    span: (Span, Span),
    /// Where the new content comes from (assignments, `mem::replace`, `splice`).
    value: Derivation,
    /// A relevance score computed in this body decides the edit.
    score: Option<String>,
    /// The edit replaces the whole window (`clear`, `drain(..)`, reassignment, `mem::take`).
    replaces_all: bool,
    /// The edit is positional (oldest-first) or cuts by length.
    length_cut: bool,
}

/// An edit whose kind is decided when the walk is over.
struct PendingEdit {
    fact: EditFact,
    param: Option<usize>,
    value: Derivation,
    replaces_all: bool,
    length_cut: bool,
    /// For `retain(|m| *m != prompt)`: the binding whose equal items it removes (`prompt`);
    /// for `let tail = w.split_off(k)`: the binding that holds the removed items (`tail`).
    /// Re-inserting that binding afterwards makes it a move (most-recently-used lists, a tail
    /// set aside while the head is compacted).
    removes_equal_to: Option<String>,
    /// For `retain(|m| m.role != Role::System)`: it removes the system prompt. Inserting a new
    /// system message afterwards (`insert(0, Message::system(prompt))`) replaces the prompt.
    removes_system_prompt: bool,
    /// For `splice(start..end, ..)` and `drain(start..end)`: the range's start as written.
    range_start: Option<String>,
}

/// A summariser given text read from a range of a window.
struct SummarisedRead {
    read: WindowRead,
    callee: String,
    span: (Span, Span),
    suppressions: Vec<usize>,
}

struct Walker<'a, 'b> {
    cfg: &'b AnalysisConfig,
    structs: &'b StructFields,
    self_type: Option<&'b str>,
    /// The function takes `&self` (see [`Binding::View`]).
    reads_self_only: bool,
    /// `self` is a collection of messages: the window itself.
    self_is_window: bool,
    /// Addresses of full `drain(..)` calls whose items are handed on whole (see
    /// [`Walker::note_handed_off`]).
    handed_off: Vec<usize>,
    locals: HashMap<String, Binding>,
    /// Place texts that receive guard-core API calls in this body.
    guarded_places: HashSet<String>,
    taint: Taint,
    /// Origins of the relevance scores that the enclosing conditions test.
    score_conditions: Vec<String>,
    /// How many enclosing conditions test a length or token count.
    length_conditions: usize,
    flushed: bool,
    closure_depth: usize,
    depth: usize,
    /// Indices (into `suppressions`) of the suppressions in scope.
    active: Vec<usize>,
    suppressions: &'b mut Vec<Suppression>,
    bad_suppressions: &'b mut Vec<syn::Error>,
    nested_items: &'b mut Vec<&'a syn::Item>,
    /// Windows that received a summary (`true`) or model output (`false`).
    inserts: Vec<(String, bool)>,
    /// Owners of a field that received a summary (`history` for `history.summary = Some(s)`):
    /// an edit of a window beside it (`history.messages.drain(..n)`) replaces the dropped
    /// messages with that summary.
    summary_owners: Vec<String>,
    /// The string patterns of the `match` arms being walked (`"/clear"`): user commands.
    command_arms: Vec<String>,
    /// The function's parameters (not shadowed by a `let`): values handed in by the caller.
    params: HashSet<String>,
    /// Locals holding only the system messages of a window
    /// (`let system = history.iter().filter(|m| m.role == Role::System).cloned().collect()`).
    system_only: HashSet<String>,
    pending: Vec<PendingEdit>,
    /// Summarisers given text read from a range of a window, in this body.
    summarised_reads: Vec<SummarisedRead>,
    facts: BodyFacts,
    /// The body walked (to look ahead for a copy written back).
    body: &'a Block,
}

impl<'a> Walker<'a, '_> {
    // ---- bindings and windows -------------------------------------------------------------

    fn bind_params(&mut self, inputs: &syn::punctuated::Punctuated<FnArg, syn::token::Comma>) {
        let typed = inputs.iter().filter_map(|arg| match arg {
            FnArg::Typed(t) => Some(t),
            FnArg::Receiver(_) => None,
        });
        for (index, param) in typed.enumerate() {
            let Pat::Ident(ident) = &*param.pat else {
                continue;
            };
            let name = ident.ident.to_string();
            self.params.insert(name.clone());
            let mut_ref = matches!(&*param.ty, Type::Reference(r) if r.mutability.is_some());
            if let Some(guarded) = self.window_by_name_and_type(&name, Some(&param.ty)) {
                let window = Window {
                    target: name.clone(),
                    guarded,
                    param: None,
                    mut_ref,
                    raw_known: !guarded,
                };
                self.locals.insert(name, Binding::Window(window));
            } else if is_mut_collection(self.cfg, &param.ty) {
                let window = Window {
                    target: name.clone(),
                    guarded: false,
                    param: Some(index),
                    mut_ref,
                    raw_known: true,
                };
                self.locals.insert(name, Binding::Window(window));
            } else {
                self.locals.insert(name, Binding::Typed(param.ty.clone()));
            }
        }
    }

    /// Places that receive a distinctive guard-core API call are guarded windows.
    fn find_guarded_places(&mut self, block: &Block) {
        struct Finder<'c> {
            places: &'c mut HashSet<String>,
            depth: usize,
        }
        impl Visit<'_> for Finder<'_> {
            fn visit_expr(&mut self, expr: &Expr) {
                if self.depth >= super::MAX_DEPTH {
                    return;
                }
                if let Expr::MethodCall(call) = expr
                    && DISTINCTIVE_GUARD_METHODS.contains(&call.method.to_string().as_str())
                    && is_guard_call(&call.method.to_string(), call.args.len())
                    && let Some(place) = place_of(&call.receiver)
                {
                    self.places.insert(place.text());
                }
                self.depth += 1;
                visit::visit_expr(self, expr);
                self.depth -= 1;
            }
            fn visit_item(&mut self, _: &syn::Item) {}
        }
        let mut finder = Finder {
            places: &mut self.guarded_places,
            depth: 0,
        };
        finder.visit_block(block);
    }

    /// Whether a place called `name` with type `ty` is a window (`Some(guarded)`).
    fn window_by_name_and_type(&self, name: &str, ty: Option<&Type>) -> Option<bool> {
        use super::names::WindowName;
        // A configured field is a window whatever its type (`Vec<u8>` included).
        if self.cfg.extra_window_fields.iter().any(|f| f == name) {
            return Some(false);
        }
        let shape = ty.map(|t| self.cfg.shape(t));
        match shape {
            Some(Shape::WindowType(guarded)) => return Some(guarded),
            Some(Shape::Collection(ItemShape::Message)) => return Some(false),
            Some(Shape::Primitive | Shape::Collection(ItemShape::Primitive)) => return None,
            _ => {}
        }
        match self.cfg.window_name(name) {
            WindowName::Strong => Some(false),
            WindowName::Weak => {
                matches!(shape, Some(Shape::Collection(ItemShape::Message))).then_some(false)
            }
            WindowName::No => None,
        }
    }

    /// The declared type of a place, when the source says it.
    fn place_type(&self, place: &Place) -> Option<&Type> {
        let mut ty: &Type = match &place.root {
            Root::SelfValue => {
                let owner = self.self_type?;
                let first = place.fields.first()?;
                self.structs.field(owner, first)?
            }
            Root::Local(name) => match self.locals.get(name) {
                Some(Binding::Typed(t)) => {
                    if place.fields.is_empty() {
                        return Some(t);
                    }
                    let owner = type_name(t)?;
                    self.structs.field(&owner, &place.fields[0])?
                }
                _ => return None,
            },
        };
        for field in place.fields.iter().skip(1) {
            let owner = type_name(ty)?;
            ty = self.structs.field(&owner, field)?;
        }
        Some(ty)
    }

    /// The window `place` denotes (its collection, for an indexed place).
    fn window_of_place(&self, place: &Place) -> Option<Window> {
        let collection = if place.through_index {
            place.collection()
        } else {
            place.clone()
        };
        let text = collection.text();
        // `summary.messages` in a transformer of a summary being built: the summary's own
        // content, not the conversation.
        let owners = match &collection.root {
            Root::Local(name) => std::iter::once(name.as_str())
                .chain(collection.fields.iter().map(String::as_str))
                .collect::<Vec<_>>(),
            Root::SelfValue => collection.fields.iter().map(String::as_str).collect(),
        };
        if owners.split_last().is_some_and(|(_, owners)| {
            owners
                .iter()
                .any(|o| self.cfg.is_unambiguous_summary_name(o))
        }) {
            return None;
        }
        if let Root::Local(name) = &collection.root
            && collection.fields.is_empty()
        {
            match self.locals.get(name) {
                Some(Binding::Window(w) | Binding::Element(w)) => return Some(w.clone()),
                Some(Binding::View) => return None,
                _ => {}
            }
        }
        let ty = self.place_type(&collection);
        let guarded_type = ty
            .as_ref()
            .is_some_and(|t| self.cfg.shape(t) == Shape::WindowType(true));
        if self.cfg.windows.contains(&text) || self.guarded_places.contains(&text) {
            let guarded = guarded_type || self.guarded_places.contains(&text);
            let heuristic = self.window_by_name_and_type(collection.name(), ty);
            return Some(Window {
                target: text.clone(),
                guarded,
                param: None,
                mut_ref: false,
                raw_known: !guarded && heuristic == Some(false),
            });
        }
        if collection.root == Root::SelfValue && collection.fields.is_empty() {
            return self.self_is_window.then_some(Window {
                target: text,
                guarded: false,
                param: None,
                mut_ref: false,
                raw_known: true,
            });
        }
        if let Some(guarded) = self.window_by_name_and_type(collection.name(), ty) {
            return Some(Window {
                target: text,
                guarded,
                param: None,
                mut_ref: false,
                raw_known: !guarded,
            });
        }
        if self.is_conversation_field(&collection, ty) {
            return Some(Window {
                target: text,
                guarded: false,
                param: None,
                mut_ref: false,
                raw_known: true,
            });
        }
        // In #[retention_safe] code (declared window management) a weaker name of unknown
        // type counts too: the struct declaring it is not part of the annotated item. Its kind
        // is unknown, so handing it out is not called an escape.
        (self.facts.annotated
            && ty.is_none()
            && self.cfg.is_window_name_in_guarded_code(collection.name()))
        .then_some(Window {
            target: text,
            guarded: false,
            param: None,
            mut_ref: false,
            raw_known: false,
        })
    }

    /// The window `expr` denotes, and whether the expression is an item of it rather than the
    /// whole (`history[i].content`, `m.content` for an element alias `m`).
    fn window_of(&self, expr: &Expr) -> Option<(Window, bool)> {
        let place = place_of(expr)?;
        if let Root::Local(name) = &place.root
            && let Some(Binding::Element(w)) = self.locals.get(name)
        {
            return Some((w.clone(), true));
        }
        if let Root::Local(name) = &place.root
            && let Some(Binding::Window(w)) = self.locals.get(name)
            && !place.fields.is_empty()
        {
            // A field of an alias: `h.items` where `h` is a window is part of it, unless the
            // field is the window proper (`conversation.messages` for a `conversation`).
            let field = &place.fields[0];
            if self.cfg.window_name(field) == super::names::WindowName::Strong {
                let window = Window {
                    target: format!("{}.{field}", w.target),
                    ..w.clone()
                };
                return Some((window, place.fields.len() > 1 || place.through_index));
            }
            return Some((w.clone(), true));
        }
        let window = self.window_of_place(&place)?;
        Some((window, place.through_index))
    }

    /// `self.items` of a struct named like a conversation (`ConversationHistory`, `ChatLog`)
    /// is its window when the field has a weaker window name (`items`, `entries`, `log`) and
    /// holds a collection of anything but numbers: the owner says what the items are.
    fn is_conversation_field(&self, place: &Place, ty: Option<&Type>) -> bool {
        use super::names::WindowName;
        let (Root::SelfValue, [field], Some(owner), Some(ty)) =
            (&place.root, place.fields.as_slice(), self.self_type, ty)
        else {
            return false;
        };
        self.cfg.window_name(owner) == WindowName::Strong
            && self.cfg.window_name(field) == WindowName::Weak
            && matches!(
                self.cfg.shape(ty),
                Shape::Collection(ItemShape::Message | ItemShape::Text | ItemShape::Other)
            )
    }

    /// The window whose items `expr` yields mutably (`history.iter_mut()`, `&mut history`,
    /// `history.last_mut()`, `history.iter_mut().enumerate()`).
    fn element_source(&self, expr: &Expr) -> Option<Window> {
        let mut expr = expr;
        for _ in 0..super::MAX_DEPTH {
            match expr {
                Expr::MethodCall(call) => {
                    let name = call.method.to_string();
                    if ELEMENT_METHODS.contains(&name.as_str()) {
                        return self.window_of(&call.receiver).map(|(w, _)| w);
                    }
                    expr = &call.receiver;
                }
                Expr::Paren(p) => expr = &p.expr,
                _ => return None,
            }
        }
        None
    }

    /// A place with a weaker window name and a type the linted code does not declare
    /// (`self.context`, `state.memory`), assigned a summary: replacing it with a summary is
    /// what compaction does to a context window, so it is taken for one.
    fn context_replaced_by_summary(&self, left: &Expr, right: &Expr) -> Option<(Window, bool)> {
        let place = place_of(left)?;
        let weak_name = self.cfg.window_name(place.name()) == super::names::WindowName::Weak;
        if place.through_index
            || !weak_name
            || self.place_type(&place).is_some()
            || self.derive(right).summary.is_none()
        {
            return None;
        }
        let window = Window {
            target: place.text(),
            guarded: false,
            param: None,
            mut_ref: false,
            raw_known: false,
        };
        Some((window, false))
    }

    /// `let <window> = <store>.load_..(..)`: a window named binding read from a verbatim store
    /// (`database.lock().await.load_active_history(id)?`), so the originals are durable there.
    fn loads_window_from_store(&self, pat: &Pat, init: &Expr) -> bool {
        const READS: &[&str] = &["load", "get", "fetch", "read", "restore", "open", "find"];
        let Pat::Ident(ident) = pat else {
            return false;
        };
        let Expr::MethodCall(call) = super::place::strip(init) else {
            return false;
        };
        let reads = super::names::first_word_is_any(&call.method.to_string(), READS);
        let from_store = place_of(&call.receiver).is_some_and(|p| {
            self.cfg.is_store_name(p.name())
                || self
                    .cfg
                    .stores
                    .iter()
                    .any(|s| p.text().starts_with(s.as_str()))
        });
        reads
            && from_store
            && self
                .window_by_name_and_type(&ident.ident.to_string(), None)
                .is_some()
    }

    /// The window of an item borrowed mutably as a whole: an element alias (`msg` in
    /// `for msg in &mut history`), or `&mut history[i]`. Destructuring it
    /// (`if let Message::Tool { content, .. } = msg`) borrows its fields mutably.
    fn borrowed_item(&self, expr: &Expr) -> Option<Window> {
        let (item, by_mut_ref) = match strip_parens(expr) {
            Expr::Reference(r) if r.mutability.is_some() => (&*r.expr, true),
            other => (other, false),
        };
        let place = place_of(item)?;
        let alias = matches!(&place.root, Root::Local(n) if matches!(self.locals.get(n), Some(Binding::Element(_))));
        let whole_item =
            place.fields.is_empty() || (place.through_index && place.fields_after_index == 0);
        if !whole_item || !(alias || (by_mut_ref && place.through_index)) {
            return None;
        }
        self.window_of(item).map(|(window, _)| window)
    }

    /// [`Self::borrowed_item`], or the text field of an item that `pat` borrows mutably:
    /// `if let Content::Text { ref mut text } = messages[i].content` (or `= &mut
    /// messages[i].content`) binds `text` into the item, so writing it rewrites the item.
    fn borrowed_item_text(&self, expr: &Expr, pat: &Pat) -> Option<Window> {
        if let Some(window) = self.borrowed_item(expr) {
            return Some(window);
        }
        let (item, by_mut_ref) = match strip_parens(expr) {
            Expr::Reference(r) if r.mutability.is_some() => (&*r.expr, true),
            other => (other, false),
        };
        if !by_mut_ref && !binds_by_ref_mut(pat) {
            return None;
        }
        let place = place_of(item)?;
        if !place.through_index || !self.writes_item_text(item) {
            // An alias from `last_mut()` is the newest message being written (a streamed or
            // regenerated reply), not an old one being pruned.
            return None;
        }
        self.window_of(item).map(|(window, _)| window)
    }

    /// Bind the text fields a pattern takes out of an item of `window` as element aliases
    /// (`content` in `Message::Tool { content, .. }`; not bookkeeping such as `tokens`).
    fn bind_item_fields(&mut self, pat: &Pat, window: &Window) {
        for name in pattern_idents_of_fields(pat, is_content_field) {
            self.locals.insert(name, Binding::Element(window.clone()));
        }
    }

    /// The window a `for` loop walks mutably: [`Self::element_source`], or `&mut history`.
    fn loop_source(&self, expr: &Expr) -> Option<Window> {
        match strip_parens(expr) {
            Expr::Reference(r) if r.mutability.is_some() => self.window_of(&r.expr).map(|(w, _)| w),
            other => self.element_source(other),
        }
    }

    fn bind_pattern(&mut self, pat: &Pat, binding: &Binding) {
        for name in pattern_idents(pat) {
            self.locals.insert(name, binding.clone());
        }
    }

    fn taint_pattern(&mut self, pat: &Pat, origin: &Derivation) {
        for name in pattern_idents(pat) {
            self.taint_place(&name, origin);
        }
    }

    fn taint_place(&mut self, key: &str, origin: &Derivation) {
        let score = origin
            .score
            .clone()
            .or_else(|| self.score_conditions.last().cloned());
        set_or_clear(&mut self.taint.summary, key, origin.summary.clone());
        set_or_clear(&mut self.taint.model, key, origin.model.clone());
        set_or_clear(&mut self.taint.score, key, score);
    }

    fn derive(&self, expr: &Expr) -> Derivation {
        derivation(self.cfg, &self.taint, expr)
    }

    fn scope(&self) -> Vec<usize> {
        self.active.clone()
    }

    // ---- edits -----------------------------------------------------------------------------

    fn record_edit(&mut self, window: &Window, edit: NewEdit<'_>) {
        let NewEdit {
            method,
            written,
            span: (span, last_token),
            value,
            score,
            replaces_all,
            length_cut,
        } = edit;
        let score = score.or_else(|| self.score_conditions.last().cloned());
        if value.summary.is_some() || value.model.is_some() {
            let origin = value.summary.clone().or_else(|| value.model.clone());
            set_or_clear(&mut self.taint.summary, &window.target, origin);
        }
        let fact = EditFact {
            site: EditSite {
                kind: EditKind::Drop,
                method: method.to_string(),
                target: window.target.clone(),
                guarded_target: window.guarded,
                span,
                last_token,
                suppressions: self.scope(),
                user_command: self.command_arms.last().cloned(),
                whole: None,
                applies_summary: false,
            },
            via: written.filter(|w| *w != window.target),
            score,
            flushed_before: self.flushed,
        };
        self.pending.push(PendingEdit {
            fact,
            param: window.param,
            value,
            replaces_all,
            length_cut: length_cut || self.length_conditions > 0,
            removes_equal_to: None,
            removes_system_prompt: false,
            range_start: None,
        });
    }

    /// What the arguments of a call derive from, together.
    fn args_value<'e>(&self, args: impl IntoIterator<Item = &'e Expr>) -> Derivation {
        args.into_iter()
            .map(|a| self.derive(a))
            .fold(Derivation::default(), Derivation::or)
    }

    /// The score among the arguments of an edit (a `retain` closure that scores).
    fn args_score<'e>(&self, args: impl IntoIterator<Item = &'e Expr>) -> Option<String> {
        args.into_iter().find_map(|a| self.derive(a).score)
    }

    fn method_edit(&mut self, call: &syn::ExprMethodCall) {
        let method = call.method.to_string();
        if !DESTRUCTIVE_METHODS.contains(&method.as_str())
            || self
                .handed_off
                .contains(&(std::ptr::from_ref(call) as usize))
        {
            return;
        }
        let Some((window, element)) = self.window_of(&call.receiver) else {
            return;
        };
        if window.guarded && GUARD_METHODS.iter().any(|(m, _)| *m == method) {
            return;
        }
        if element && !self.writes_item_text(&call.receiver) {
            return;
        }
        if method == "splice" && call.args.first().is_some_and(is_empty_range) {
            // `splice(0..0, items)` removes nothing: an insertion.
            return;
        }
        let value = if method == "splice" {
            call.args
                .iter()
                .nth(1)
                .map(|a| self.derive(a))
                .unwrap_or_default()
        } else {
            Derivation::default()
        };
        let replaces_all = method == "clear"
            || (method == "drain" && call.args.first().is_some_and(is_full_range));
        let length_cut = match method.as_str() {
            "truncate" | "split_off" | "pop_front" => true,
            "remove" | "swap_remove" | "drain" | "shift_remove" => call
                .args
                .first()
                .is_some_and(|at| is_positional_arg(at) || self.starts_at_oldest(at)),
            _ => false,
        };
        let edit = NewEdit {
            method: &method,
            written: place_of(&call.receiver).map(|p| p.text()),
            span: method_call_range(call),
            value,
            score: self.args_score(&call.args),
            replaces_all,
            length_cut,
        };
        self.record_edit(&window, edit);
        if (method == "splice" || method == "drain")
            && let Some(Expr::Range(range)) = call.args.first().map(strip_parens)
            && let Some(pending) = self.pending.last_mut()
        {
            pending.range_start = Some(range_start_text(range));
        }
        if method == "retain"
            && let Some(pending) = self.pending.last_mut()
        {
            pending.removes_equal_to = call.args.first().and_then(inequality_with_binding);
            pending.removes_system_prompt = call.args.first().is_some_and(keeps_all_but_system);
        }
    }

    /// A full `drain(..)` whose items are handed on whole: returned to the caller
    /// (`self.queue.drain(..).collect()` as the function's value) or consumed by an
    /// iterator adapter (`drain(..).map(..)`, `.for_each(..)`). The items move elsewhere; the
    /// collection is a queue or buffer being emptied, not a window being pruned.
    fn note_handed_off(&mut self, expr: &Expr) {
        let mut expr = strip_parens(expr);
        for _ in 0..super::MAX_DEPTH {
            let Expr::MethodCall(call) = expr else {
                return;
            };
            if call.method == "drain" && call.args.first().is_some_and(is_full_range) {
                self.handed_off.push(std::ptr::from_ref(call) as usize);
                return;
            }
            // Adapters that pass every item on (not `count`, `last`, `filter`, ...).
            const PASS_ON: &[&str] = &[
                "collect",
                "map",
                "for_each",
                "flat_map",
                "rev",
                "into_iter",
                "enumerate",
                "chain",
                "peekable",
                "fuse",
                "inspect",
            ];
            if !PASS_ON.contains(&call.method.to_string().as_str()) {
                return;
            }
            expr = strip_parens(&call.receiver);
        }
    }

    /// `conv.compact_with_summary(summary, n)`: a method that puts a summary into the window
    /// it is called on rewrites that window. Its body, when linted, reports the edit itself
    /// (see [`EditSite::applies_summary`]).
    fn summary_applied(&mut self, call: &syn::ExprMethodCall) {
        // Only a name that says the window is cut (`compact_`, `replace_`): `add_summary(s)`
        // may keep everything and store the summary beside it.
        const CUTS: &[&str] = &[
            "compact", "replac", "reset", "truncat", "trim", "prun", "collaps", "compress",
            "rewrit", "swap",
        ];
        let name = call.method.to_string();
        let cuts = super::names::words(&name)
            .any(|w| CUTS.iter().any(|c| super::names::word_starts_with(w, c)));
        if !cuts || !self.cfg.applies_summary(&name) {
            return;
        }
        let Some((window, false)) = self.window_of(&call.receiver) else {
            return;
        };
        let value = self.args_value(&call.args);
        if value.summary.is_none() {
            return;
        }
        let edit = NewEdit {
            method: &name,
            written: place_of(&call.receiver).map(|p| p.text()),
            span: method_call_range(call),
            value,
            score: None,
            replaces_all: true,
            length_cut: false,
        };
        self.record_edit(&window, edit);
        if let Some(pending) = self.pending.last_mut() {
            pending.fact.site.applies_summary = true;
        }
    }

    /// `self.add_message(Message::user(format!("Summary: {summary}")))` after `self.history`
    /// was emptied in this body: a helper of `self` that adds a message puts the summary into
    /// the window just cut, so the cut is a rewrite (as `self.history.push(..)` would make it).
    fn note_self_insert(&mut self, call: &syn::ExprMethodCall) {
        const ADD_VERBS: &[&str] = &["add", "push", "append", "insert"];
        let on_self = place_of(&call.receiver)
            .is_some_and(|p| p.root == Root::SelfValue && p.fields.is_empty());
        let adds = super::names::first_word_is_any(&call.method.to_string(), ADD_VERBS);
        if !on_self || !adds {
            return;
        }
        let value = self.args_value(&call.args);
        if value.summary.is_none() && value.model.is_none() {
            return;
        }
        let emptied: Vec<String> = self
            .pending
            .iter()
            .filter(|p| p.replaces_all && p.fact.site.target.starts_with("self."))
            .map(|p| p.fact.site.target.clone())
            .collect();
        for target in emptied {
            self.inserts.push((target, value.summary.is_some()));
        }
    }

    /// `expr` is the value a model or summariser call returns (through `.await`, `?` and
    /// unwrapping): `self.llm.chat(prompt).await?`.
    fn is_model_reply(&self, expr: &Expr) -> bool {
        let mut expr = strip_parens(expr);
        for _ in 0..super::MAX_DEPTH {
            let (name, receiver, args): (String, Option<&Expr>, Vec<&Expr>) = match expr {
                Expr::Await(a) => {
                    expr = strip_parens(&a.base);
                    continue;
                }
                Expr::Try(t) => {
                    expr = strip_parens(&t.expr);
                    continue;
                }
                Expr::MethodCall(m)
                    if ["unwrap", "expect", "unwrap_or_default"]
                        .contains(&m.method.to_string().as_str()) =>
                {
                    expr = strip_parens(&m.receiver);
                    continue;
                }
                Expr::MethodCall(m) => (
                    m.method.to_string(),
                    Some(&*m.receiver),
                    m.args.iter().collect(),
                ),
                Expr::Call(c) => match &*c.func {
                    Expr::Path(p) => match p.path.segments.last() {
                        Some(seg) => (seg.ident.to_string(), None, c.args.iter().collect()),
                        None => return false,
                    },
                    _ => return false,
                },
                _ => return false,
            };
            let kind = self
                .cfg
                .call_kind(&name, receiver, args, &self.taint.summarise_prompts);
            return matches!(kind, CallKind::Model | CallKind::Summariser);
        }
        false
    }

    /// `let mut history = conv.history.iter().cloned().collect()` (or `.clone()`, `.to_vec()`)
    /// that the body never writes back into a window (`self.history = history`,
    /// `self.set_history(history)`, `mem::swap`): a scratch copy for a request or a view.
    /// Cutting it loses nothing; a copy written back is reported where it is written back.
    fn scratch_copy(&self, pat: &Pat, init: &Expr) -> bool {
        const COPIES: &[&str] = &["clone", "to_vec", "to_owned", "cloned", "copied"];
        let Pat::Ident(ident) = pat else {
            return false;
        };
        let mut expr = strip_parens(init);
        let mut copied = false;
        for _ in 0..super::MAX_DEPTH {
            let Expr::MethodCall(call) = expr else {
                break;
            };
            copied |= COPIES.contains(&call.method.to_string().as_str());
            if copied
                && self
                    .window_of(&call.receiver)
                    .is_some_and(|(_, item)| !item)
            {
                return !self.written_back(&ident.ident.to_string());
            }
            expr = strip_parens(&call.receiver);
        }
        false
    }

    /// The body hands the local `name` to a window: assigns a value mentioning it to a field
    /// of `self` or to a window, passes it to a method of `self` or of a window, or swaps or
    /// replaces with it (`mem::swap(&mut self.history, &mut name)`).
    fn written_back(&self, name: &str) -> bool {
        let mentions = |expr: &Expr| {
            any_expr(
                expr,
                |e| matches!(e, Expr::Path(p) if p.path.is_ident(name)),
            )
        };
        let into_window = |expr: &Expr| {
            place_of(expr).is_some_and(|p| {
                p.root != Root::Local(name.to_string())
                    && (p.root == Root::SelfValue || self.window_of(expr).is_some())
            })
        };
        any_expr_in_block(self.body, |e| match e {
            Expr::Assign(assign) => mentions(&assign.right) && into_window(&assign.left),
            Expr::MethodCall(call) => call.args.iter().any(mentions) && into_window(&call.receiver),
            Expr::Call(call) => {
                matches!(&*call.func, Expr::Path(p) if p.path.segments.last().is_some_and(|s| ["swap", "replace"].contains(&s.ident.to_string().as_str())))
                    && call.args.iter().any(mentions)
            }
            _ => false,
        })
    }

    /// `w = w.drain(..).filter(..).collect()`, `w = w.split_off(k)`: the full drain or the split
    /// feeds the reassignment of the same window, one edit reported once (as the
    /// reassignment), not twice.
    fn note_drained_into(&mut self, assign: &syn::ExprAssign) {
        let Some((window, false)) = self.window_of(&assign.left) else {
            return;
        };
        let mut expr = strip_parens(&assign.right);
        for _ in 0..super::MAX_DEPTH {
            let Expr::MethodCall(call) = expr else {
                return;
            };
            if (call.method == "drain" && call.args.first().is_some_and(is_full_range))
                || call.method == "split_off"
            {
                if self
                    .window_of(&call.receiver)
                    .is_some_and(|(w, element)| !element && w.target == window.target)
                {
                    self.handed_off.push(std::ptr::from_ref(call) as usize);
                }
                return;
            }
            expr = strip_parens(&call.receiver);
        }
    }

    /// `other.append(&mut self.history)` moves every item out of the window: a drop of the
    /// whole window (wherever the items go, the window no longer shows them).
    /// The window range `expr` reads text from: `history[start..end]` (also through
    /// `.to_vec()`, `.iter().map(..)`, `format!`), or a local that holds such a read.
    fn window_read(&self, expr: &Expr) -> Option<WindowRead> {
        let mut found = None;
        any_expr(expr, |e| {
            found = match e {
                Expr::Index(index) => match strip_parens(&index.index) {
                    Expr::Range(range) => self
                        .window_of(&index.expr)
                        .filter(|(_, element)| !element)
                        .map(|(window, _)| WindowRead {
                            window: window.target,
                            start: range_start_text(range),
                        }),
                    _ => None,
                },
                Expr::Path(_) => {
                    value_root(e).and_then(|root| self.taint.window_reads.get(&root).cloned())
                }
                _ => None,
            };
            found.is_some()
        });
        found
    }

    /// `expr` is the index of the oldest message of a role in a window, found here
    /// (`history.iter().position(|m| m.role != Role::System)`) or held by a local, or an offset
    /// after it (`at + 1`), or a `match` whose every arm that gives a value gives one
    /// (`match found { Some(p) => p + 1, None => return }`).
    fn is_oldest_index(&self, expr: &Expr) -> bool {
        self.is_oldest_index_within(expr, super::MAX_DEPTH)
    }

    /// [`Walker::is_oldest_index`], through at most `depth` nested `match`es.
    fn is_oldest_index_within(&self, expr: &Expr, depth: usize) -> bool {
        let mut expr = strip_parens(expr);
        while let Expr::Binary(sum) = expr
            && matches!(sum.op, syn::BinOp::Add(_))
        {
            expr = strip_parens(&sum.left);
        }
        match expr {
            Expr::Match(choice) if depth > 0 => {
                let mut values = choice
                    .arms
                    .iter()
                    .filter(|arm| !diverges(&arm.body))
                    .peekable();
                values.peek().is_some()
                    && values.all(|arm| self.is_oldest_index_within(&arm.body, depth - 1))
            }
            other => {
                value_root(other).is_some_and(|root| self.taint.oldest_indices.contains(&root))
                    || oldest_of_role_in(other)
                        .is_some_and(|searched| self.window_of(searched).is_some())
            }
        }
    }

    /// `at` or `at..end`, where `at` holds the index of the oldest message of a role.
    fn starts_at_oldest(&self, arg: &Expr) -> bool {
        let start = match strip_parens(arg) {
            Expr::Range(range) => range.start.as_deref(),
            other => Some(other),
        };
        start
            .and_then(value_root)
            .is_some_and(|root| self.taint.oldest_indices.contains(&root))
    }

    /// Track, through `let` and `if let`, the locals holding the index of the oldest message
    /// of a role in a window, the locals holding messages kept within a budget, and the
    /// locals holding text read from a range of a window.
    fn note_cut_bindings(&mut self, names: Vec<String>, value: &Expr) {
        let oldest = self.is_oldest_index(value);
        let kept = value_root(value).is_some_and(|r| self.taint.budget_kept.contains(&r))
            || self.copies_window_range(value);
        let read = self.window_read(value);
        for name in names {
            match &read {
                Some(read) => self.taint.window_reads.insert(name.clone(), read.clone()),
                None => self.taint.window_reads.remove(&name),
            };
            for (set, holds) in [
                (&mut self.taint.oldest_indices, oldest),
                (&mut self.taint.budget_kept, kept),
            ] {
                if holds {
                    set.insert(name.clone());
                } else {
                    set.remove(&name);
                }
            }
        }
    }

    /// `kept.push(m)` on a local that is not a window, under a length condition or in a loop
    /// that stops at a budget, or `kept.extend(recent)` of such a local: `kept` holds what fit.
    fn note_budget_kept(&mut self, call: &syn::ExprMethodCall) {
        const ADDS: &[&str] = &[
            "push",
            "push_back",
            "push_front",
            "insert",
            "extend",
            "extend_from_slice",
            "append",
        ];
        const CHOOSES: &[&str] = &["retain", "retain_mut", "dedup_by", "dedup_by_key"];
        if CHOOSES.contains(&call.method.to_string().as_str())
            && let Some(name) = value_root(&call.receiver)
        {
            // `kept.retain(|m| m.important)`: what is left is chosen by what it says.
            self.taint.budget_kept.remove(&name);
            return;
        }
        if !ADDS.contains(&call.method.to_string().as_str()) {
            return;
        }
        let Some(Place {
            root: Root::Local(name),
            fields,
            ..
        }) = place_of(&call.receiver)
        else {
            return;
        };
        if self.window_of(&call.receiver).is_some() {
            // A typed copy (`let mut kept: Vec<Message> = w[..n].to_vec()`) is a window of its
            // own; items added to it by a test of what they say make it chosen, not cut.
            if fields.is_empty() && call.args.iter().any(chooses_items) {
                self.taint.budget_kept.remove(&name);
            }
            return;
        }
        let from_kept = call.args.iter().any(|arg| {
            value_root(arg).is_some_and(|root| self.taint.budget_kept.contains(&root))
                || self.copies_window_range(arg)
        });
        if fields.is_empty() && (self.length_conditions > 0 || from_kept) {
            self.taint.budget_kept.insert(name);
        } else if fields.is_empty() && call.args.iter().any(chooses_items) {
            // Items added by a test of what they say: the local is chosen, not cut.
            self.taint.budget_kept.remove(&name);
        }
    }

    fn append_edit(&mut self, call: &syn::ExprMethodCall) {
        if call.method != "append" {
            return;
        }
        let moved = match call.args.first().map(strip_parens) {
            Some(Expr::Reference(r)) if r.mutability.is_some() => &*r.expr,
            Some(path @ Expr::Path(_)) => path,
            _ => return,
        };
        let Some((window, false)) = self.window_of(moved) else {
            return;
        };
        // A local staging buffer (`self.history.append(&mut batch)`) is not a window whose
        // loss matters: only a field, or a window held by `&mut`, is emptied for others.
        let shared = place_of(moved).is_some_and(|p| p.root == Root::SelfValue);
        if !shared && !window.mut_ref {
            return;
        }
        let edit = NewEdit {
            method: "append",
            written: place_of(moved).map(|p| p.text()),
            span: method_call_range(call),
            value: Derivation::default(),
            score: None,
            replaces_all: true,
            length_cut: false,
        };
        self.record_edit(&window, edit);
    }

    /// The fields of an item a place goes through (`content` in `m.content` for an item alias
    /// `m`, or in `history[i].content`); empty when the place is a whole item.
    fn item_fields<'p>(&self, place: &'p Place) -> &'p [String] {
        let alias = matches!(&place.root, Root::Local(n) if matches!(self.locals.get(n), Some(Binding::Element(_))));
        if alias {
            &place.fields
        } else if place.through_index {
            &place.fields[place.fields.len() - place.fields_after_index.min(place.fields.len())..]
        } else {
            &[]
        }
    }

    /// A write through `expr` changes an item's text: the whole item, or a field like
    /// `content` (not bookkeeping such as `m.tokens` or `m.score`).
    fn writes_item_text(&self, expr: &Expr) -> bool {
        place_of(expr).is_none_or(|place| {
            self.item_fields(&place)
                .first()
                .is_none_or(|field| is_content_field(field))
        })
    }

    fn assign_edit(&mut self, assign: &syn::ExprAssign) {
        let Some((window, element)) = self
            .window_of(&assign.left)
            .or_else(|| self.context_replaced_by_summary(&assign.left, &assign.right))
        else {
            return;
        };
        if element
            && (!self.writes_item_text(&assign.left)
                || self.fills_slot(&assign.right)
                || keeps_old_text(&assign.left, &assign.right))
        {
            return;
        }
        if !element && self.rebuilds_view(&window, &assign.right) {
            return;
        }
        let value = self.derive(&assign.right);
        let method = if element {
            let through_alias = place_of(&assign.left).is_some_and(|p| {
                matches!(&p.root, Root::Local(n) if matches!(self.locals.get(n), Some(Binding::Element(_))))
            });
            if through_alias { "iter_mut" } else { "[]=" }
        } else {
            "="
        };
        let edit = NewEdit {
            method,
            written: (method != "iter_mut")
                .then(|| place_of(&assign.left).map(|p| p.collection().text()))
                .flatten(),
            span: join_range(span_range(&assign.left).0, span_range(&assign.right).1),
            score: value.score.clone(),
            value,
            replaces_all: !element,
            length_cut: !element
                && (slices(&assign.right)
                    || value_root(&assign.right)
                        .is_some_and(|root| self.taint.budget_kept.contains(&root))),
        };
        let whole = (!element)
            .then(|| self.whole_replacement(&assign.left, &assign.right))
            .flatten();
        let summary_at_front = !element && self.starts_with_summary(&assign.right);
        self.record_edit(&window, edit);
        if let Some(pending) = self.pending.last_mut() {
            pending.fact.site.whole = whole;
            if summary_at_front {
                pending.range_start = Some("0".to_string());
            }
        }
    }

    /// `turn.reply = Some(Message::assistant(answer))` with `answer` handed in by the caller:
    /// an item's empty slot filled with a new message (the reply to a turn recorded earlier),
    /// not its text replaced. A summary, a model's text or a placeholder the body writes
    /// itself (`Some("[removed]".into())`) still replaces what was there.
    fn fills_slot(&self, right: &Expr) -> bool {
        let Expr::Call(call) = strip_parens(right) else {
            return false;
        };
        let is_some = matches!(&*call.func, Expr::Path(p) if p.path.is_ident("Some"));
        let Some(value) = call.args.first() else {
            return false;
        };
        let derived = self.derive(value);
        is_some
            && derived.summary.is_none()
            && derived.model.is_none()
            && self.window_read(value).is_none()
            && any_expr(
                value,
                |e| matches!(e, Expr::Path(p) if p.path.get_ident().is_some_and(|i| self.params.contains(&i.to_string()))),
            )
    }

    /// `state.messages = build_messages_from_conversation(prompt, &state.conversation)`: a
    /// window rebuilt in full from another window (a provider-format view of it) by a
    /// converter (`build_`, `convert_`, `to_`, `render_`...). Whatever the other window lost
    /// is reported where it lost it; the rebuild drops nothing of its own.
    fn rebuilds_view(&self, window: &Window, right: &Expr) -> bool {
        const CONVERTERS: &[&str] = &[
            "build",
            "rebuild",
            "convert",
            "to",
            "from",
            "render",
            "format",
            "map",
            "translate",
            "sync",
            "serialize",
            "as",
        ];
        let (name, args): (String, Vec<&Expr>) = match strip_parens(right) {
            Expr::Call(call) => match &*call.func {
                Expr::Path(p) => match p.path.segments.last() {
                    Some(seg) => (seg.ident.to_string(), call.args.iter().collect()),
                    None => return false,
                },
                _ => return false,
            },
            Expr::MethodCall(call) => (call.method.to_string(), call.args.iter().collect()),
            _ => return false,
        };
        let converts = super::names::first_word_is_any(&name, CONVERTERS);
        let derived = self.derive(right);
        converts
            && derived.summary.is_none()
            && derived.model.is_none()
            && args.iter().any(|arg| {
                let arg = match strip_parens(arg) {
                    Expr::Reference(r) => &*r.expr,
                    other => other,
                };
                self.window_of(arg)
                    .is_some_and(|(other, item)| !item && other.target != window.target)
            })
    }

    /// What a reassigned window (`left`) is replaced with, when that makes it a reset or a
    /// load: only its system messages, or a value handed in by the caller
    /// (`self.history = checkpoint.snapshot.clone()`, `self.history = messages.iter().map(..).collect()`).
    fn whole_replacement(&self, left: &Expr, right: &Expr) -> Option<WholeWindow> {
        if keeps_only_system(right)
            || value_root(right).is_some_and(|root| self.system_only.contains(&root))
        {
            return Some(WholeWindow::KeepsSystemPrompt);
        }
        let derived = self.derive(right);
        if derived.summary.is_some() || derived.model.is_some() {
            return None;
        }
        let source = handed_on_whole(right)?;
        let place = place_of(source)?;
        let into_field = place_of(left).is_some_and(|p| p.root == Root::SelfValue);
        match &place.root {
            Root::Local(name) if into_field && self.params.contains(name) => {
                Some(WholeWindow::HandedIn(place.text()))
            }
            _ => None,
        }
    }

    fn element_method_edit(&mut self, call: &syn::ExprMethodCall) {
        // `m.content.clear()` for an element alias `m`, `history[i].text.truncate(10)`,
        // `entry.user.truncate_safe(budget)` (a truncating helper of the item's own type).
        let method = call.method.to_string();
        let truncates = super::names::first_word_is_any(&method, &["truncate"]);
        if !DESTRUCTIVE_METHODS.contains(&method.as_str()) && !truncates {
            return;
        }
        let Some(place) = place_of(&call.receiver) else {
            return;
        };
        let is_alias = matches!(&place.root, Root::Local(n) if matches!(self.locals.get(n), Some(Binding::Element(_))));
        if !is_alias || place.fields.is_empty() || !self.writes_item_text(&call.receiver) {
            return;
        }
        let Some((window, _)) = self.window_of(&call.receiver) else {
            return;
        };
        let edit = NewEdit {
            method: "iter_mut",
            written: None,
            span: method_call_range(call),
            value: Derivation::default(),
            score: self.args_score(&call.args),
            replaces_all: false,
            length_cut: truncates,
        };
        self.record_edit(&window, edit);
    }

    /// `std::mem::take(&mut w)`, `mem::replace(&mut w, v)`, `mem::swap(&mut w, &mut v)`.
    fn mem_edit(&mut self, call: &syn::ExprCall, segments: &[String]) -> bool {
        let Some(last) = segments.last() else {
            return false;
        };
        if !matches!(last.as_str(), "take" | "replace" | "swap") {
            return false;
        }
        if segments.len() > 1 && !segments.iter().any(|s| s == "mem") {
            return false;
        }
        let Some(Expr::Reference(first)) = call.args.first() else {
            return false;
        };
        if first.mutability.is_none() {
            return false;
        }
        let Some((window, false)) = self.window_of(&first.expr) else {
            return false;
        };
        if last == "take" && self.reassigned_later(&first.expr, call) {
            // Taken out to be processed and put back: the reassignment is the edit.
            return true;
        }
        let value = call
            .args
            .iter()
            .nth(1)
            .map(|a| self.derive(a))
            .unwrap_or_default();
        let edit = NewEdit {
            method: &format!("mem::{last}"),
            written: place_of(&first.expr).map(|p| p.text()),
            span: join_range(span_range(&call.func).0, call.paren_token.span.close()),
            score: value.score.clone(),
            value,
            replaces_all: true,
            length_cut: false,
        };
        self.record_edit(&window, edit);
        true
    }

    /// `history[start..].to_vec()`, `&history[..n]`: a copy of a range of a window, chosen by
    /// position alone (no `filter` or other test of what the items say). A window rebuilt from
    /// such ranges (`system + recent`) is cut by position, like `drain(..n)`.
    fn copies_window_range(&self, expr: &Expr) -> bool {
        !chooses_items(expr) && self.window_read(expr).is_some()
    }

    /// `let tail = w.split_off(k)`: the edit just recorded moves the items into `tail`.
    fn note_set_aside(&mut self, pat: &Pat, init: &Expr) {
        let (Pat::Ident(binding), Expr::MethodCall(call)) = (pat, strip_parens(init)) else {
            return;
        };
        if call.method != "split_off" {
            return;
        }
        let Some((window, false)) = self.window_of(&call.receiver) else {
            return;
        };
        if let Some(pending) = self.pending.last_mut()
            && pending.fact.site.target == window.target
            && pending.fact.site.method == "split_off"
        {
            pending.removes_equal_to = Some(binding.ident.to_string());
        }
    }

    /// The model call in `expr` that is handed a window's messages (`llm.complete(&messages)`,
    /// `llm.complete(Request { messages: &messages })`), when there is one.
    fn model_fed(&self, expr: &Expr) -> Option<ModelFed> {
        let mut fed = None;
        any_expr(expr, |e| {
            let Expr::MethodCall(call) = e else {
                return false;
            };
            let name = call.method.to_string();
            let kind = self.cfg.call_kind(
                &name,
                Some(&call.receiver),
                &call.args,
                &self.taint.summarise_prompts,
            );
            if kind != CallKind::Model {
                return false;
            }
            fed = call.args.iter().find_map(|arg| {
                let window = self.window_given(arg)?;
                Some(ModelFed {
                    window,
                    edits_before: self.pending.len(),
                    callee: name.clone(),
                    span: span_range(arg),
                    suppressions: self.scope(),
                })
            });
            fed.is_some()
        });
        fed
    }

    /// The window whose messages `arg` hands on (`&messages`, `Request { messages: &messages }`).
    fn window_given(&self, arg: &Expr) -> Option<String> {
        if self.window_read(arg).is_some() {
            // A range of it (`&messages[start..]`): see `note_summary_folded_in`.
            return None;
        }
        let mut given = None;
        any_expr(arg, |e| {
            given = match e {
                Expr::Path(_) | Expr::Field(_) => self
                    .window_of(e)
                    .filter(|(_, element)| !element)
                    .map(|(window, _)| window.target),
                _ => None,
            };
            given.is_some()
        });
        given
    }

    /// `messages.push(Message::assistant(result.content))` where `result` is a model's reply to
    /// `messages` itself, and the end of `messages` was cut after that call (`truncate(k)`,
    /// `split_off(k)`): the reply lands where the cut messages were and takes their place (a
    /// compaction by the model), not the next turn of the chat. A sliding window that drops the
    /// oldest messages (`remove(0)`, `drain(..n)`) before appending the reply is that next turn.
    fn replaces_what_was_cut(
        &self,
        target: &str,
        args: &Punctuated<Expr, syn::token::Comma>,
    ) -> Option<(String, ModelFed)> {
        let mut found = None;
        args.iter().any(|arg| {
            any_expr(arg, |e| {
                let Some(root) = value_root(e) else {
                    return false;
                };
                found = self
                    .taint
                    .model_fed
                    .get(&root)
                    .filter(|fed| {
                        fed.window == target
                            && self.pending[fed.edits_before.min(self.pending.len())..]
                                .iter()
                                .any(|p| {
                                    p.fact.site.target == target
                                        && ["truncate", "split_off"]
                                            .contains(&p.fact.site.method.as_str())
                                })
                    })
                    .cloned()
                    .map(|fed| (root, fed));
                found.is_some()
            })
        });
        found
    }

    /// `vec![Message::system(summary), ..]`, or a local holding one: a sequence whose first
    /// item is a summary.
    fn starts_with_summary(&self, expr: &Expr) -> bool {
        match strip_parens(expr) {
            Expr::Macro(mac) if mac.mac.path.is_ident("vec") => macro_exprs(&mac.mac)
                .first()
                .is_some_and(|first| self.derive(first).summary.is_some()),
            Expr::Array(array) => array
                .elems
                .first()
                .is_some_and(|first| self.derive(first).summary.is_some()),
            other => value_root(other).is_some_and(|root| self.taint.summary_first.contains(&root)),
        }
    }

    /// `text.push_str(&reply)` on a buffer this body started empty (`String::new()`): text from
    /// a summary or a model call makes the buffer hold model-authored words; text it reads
    /// from the window's own messages (a transcript being built for the summariser, however
    /// it is named) does not.
    fn note_buffer_append(&mut self, call: &syn::ExprMethodCall) {
        const APPENDS: &[&str] = &[
            "push_str",
            "push",
            "insert_str",
            "extend",
            "extend_from_slice",
        ];
        if !APPENDS.contains(&call.method.to_string().as_str()) {
            return;
        }
        let Some(Place {
            root: Root::Local(name),
            fields,
            ..
        }) = place_of(&call.receiver)
        else {
            return;
        };
        if !fields.is_empty() || !self.taint.host_written.contains(&name) {
            return;
        }
        let added = self.args_value(&call.args);
        if added.summary.is_some() || added.model.is_some() {
            // Its name says what it holds again (`summary` is a summary).
            self.taint.host_written.remove(&name);
        }
    }

    /// `let messages = std::mem::take(&mut request.messages); ...; request.messages = result;`:
    /// the window is reassigned after `taken` moved it out, in the same body.
    fn reassigned_later(&self, window: &Expr, taken: &syn::ExprCall) -> bool {
        let Some(place) = place_of(window).map(|p| p.text()) else {
            return false;
        };
        // Expressions are visited in source order: an assignment after the `take` call.
        let mut after_take = false;
        any_expr_in_block(self.body, |e| match e {
            Expr::Call(call) if std::ptr::eq(call, taken) => {
                after_take = true;
                false
            }
            Expr::Assign(assign) => {
                after_take && place_of(&assign.left).is_some_and(|p| p.text() == place)
            }
            _ => false,
        })
    }

    fn note_insert(&mut self, call: &syn::ExprMethodCall) {
        let method = call.method.to_string();
        if !INSERT_METHODS.contains(&method.as_str()) {
            return;
        }
        let value = self.args_value(&call.args);
        let Some((window, false)) = self.window_of(&call.receiver) else {
            // Collecting indices to drop under a score test: `to_drop.push(i)`.
            let score = value
                .score
                .or_else(|| self.score_conditions.last().cloned());
            if let (Some(place), Some(score)) = (place_of(&call.receiver), score) {
                self.taint.score.insert(place.text(), score);
            }
            return;
        };
        if value.summary.is_none() && value.model.is_none() {
            // `history.retain(|p| *p != prompt); history.push(prompt)`: moved, not dropped.
            let inserted: Vec<String> = call.args.iter().filter_map(moved_root).collect();
            // `retain(|m| m.role != Role::System); insert(0, Message::system(p))`: the system
            // prompt replaced, not the conversation pruned.
            let system_inserted = call.args.iter().any(names_system_role);
            self.pending.retain(|p| {
                p.fact.site.target != window.target
                    || (p
                        .removes_equal_to
                        .as_ref()
                        .is_none_or(|k| !inserted.contains(k))
                        && !(p.removes_system_prompt && system_inserted))
            });
        }
        let compacted_by_model = self.replaces_what_was_cut(&window.target, &call.args);
        if let Some((reply, _)) = &compacted_by_model {
            // Reported once, however many times the reply is put back.
            self.taint.model_fed.remove(reply);
        }
        if let Some((_, fed)) = &compacted_by_model
            && !skips_earlier_summaries(self.body)
        {
            // The next run hands the model the whole window again, this reply included.
            self.facts.resummaries.push(Resummary {
                callee: fed.callee.clone(),
                span: fed.span,
                origin: format!(
                    "its own earlier summary: the reply goes back into `{}`, which the next run hands to this call again",
                    window.target
                ),
                suppressions: fed.suppressions.clone(),
            });
        }
        if value.summary.is_some() || compacted_by_model.is_some() {
            self.inserts.push((window.target.clone(), true));
            self.taint
                .summary
                .insert(window.target.clone(), value.summary.unwrap_or_default());
        } else if value.model.is_some() {
            self.inserts.push((window.target, false));
        }
    }

    // ---- guard API, flushes, escapes, calls --------------------------------------------------

    /// A call of the guard-core window API (`window.rewrite(..)`), when `call` is one.
    fn guard_op(&mut self, call: &syn::ExprMethodCall) -> bool {
        let method = call.method.to_string();
        if !is_guard_call(&method, call.args.len()) {
            return false;
        }
        let Some((window, false)) = self.window_of(&call.receiver) else {
            return false;
        };
        if !window.guarded {
            return false;
        }
        let args: Vec<&Expr> = call.args.iter().collect();
        let (score_arg, subject_arg) = match method.as_str() {
            "rewrite" => (args.get(2).copied(), args.first().copied()),
            "drop_span" => (args.get(1).copied(), None),
            "push" => (None, args.first().copied()),
            _ => (None, None),
        };
        let score = score_arg.and_then(|a| self.derive(a).score).or_else(|| {
            matches!(method.as_str(), "rewrite" | "drop_span")
                .then(|| self.score_conditions.last().cloned())
                .flatten()
        });
        let from_rewrite = subject_arg.and_then(|a| self.derive(a).summary);
        let (span, last) = method_call_range(call);
        self.facts.guard_ops.push(GuardOp {
            method: method.clone(),
            target: window.target,
            span,
            last,
            score,
            arg_span: subject_arg.map_or((span, last), span_range),
            from_rewrite,
            flushed_before: self.flushed,
            suppressions: self.scope(),
        });
        match method.as_str() {
            "flush" => self.flushed = true,
            "next_turn" => self.taint.score.clear(),
            _ => {}
        }
        true
    }

    fn note_flush(&mut self, name: &str, receiver: Option<&Expr>) {
        if !self.cfg.is_flush(name) {
            return;
        }
        let on_store = receiver.and_then(place_of).map(|p| p.text());
        if self.cfg.stores.is_empty()
            || on_store.is_some_and(|r| self.cfg.stores.iter().any(|s| r.starts_with(s.as_str())))
        {
            self.flushed = true;
        }
    }

    fn check_resummary(&mut self, callee: &str, args: &[&Expr]) {
        for arg in args {
            if let Some(read) = self.window_read(arg) {
                self.summarised_reads.push(SummarisedRead {
                    read,
                    callee: callee.to_string(),
                    span: span_range(*arg),
                    suppressions: self.scope(),
                });
                break;
            }
        }
        for arg in args {
            if let Some(origin) = self.derive(arg).summary {
                self.facts.resummaries.push(Resummary {
                    callee: callee.to_string(),
                    span: span_range(*arg),
                    origin,
                    suppressions: self.scope(),
                });
                return;
            }
        }
    }

    /// Positions of arguments that pass a window mutably; inside a guard, each is an escape.
    fn window_args(&mut self, args: &[&Expr]) -> Vec<usize> {
        let mut positions = Vec::new();
        for (index, arg) in args.iter().enumerate() {
            let passed = match arg {
                Expr::Reference(r) if r.mutability.is_some() => {
                    self.window_of(&r.expr).filter(|(_, element)| !element)
                }
                Expr::Path(_) => match place_of(arg) {
                    Some(Place {
                        root: Root::Local(name),
                        fields,
                        ..
                    }) if fields.is_empty() => match self.locals.get(&name) {
                        Some(Binding::Window(w)) if w.param.is_none() && w.mut_ref => {
                            Some((w.clone(), false))
                        }
                        _ => None,
                    },
                    _ => None,
                },
                _ => None,
            };
            if let Some((window, _)) = passed
                && window.param.is_none()
            {
                positions.push(index);
                if window.raw_known && (self.facts.annotated || self.is_guard_so_far()) {
                    self.facts.escapes.push(Escape {
                        kind: EscapeKind::Passed,
                        target: window.target,
                        span: span_range(*arg),
                        suppressions: self.scope(),
                    });
                }
            }
        }
        positions
    }

    fn is_guard_so_far(&self) -> bool {
        !self.facts.guard_ops.is_empty()
    }

    fn receiver_type(&self, receiver: &Expr) -> Option<String> {
        let place = place_of(receiver)?;
        if place.root == Root::SelfValue && place.fields.is_empty() {
            return self.self_type.map(str::to_string);
        }
        if let Root::Local(name) = &place.root
            && place.fields.is_empty()
        {
            return match self.locals.get(name) {
                Some(Binding::Typed(t)) => type_name(t),
                _ => None,
            };
        }
        self.place_type(&place).and_then(type_name)
    }

    fn push_call(&mut self, callee: Callee, span: Span, window_args: Vec<usize>) {
        self.facts.calls.push(CallSite {
            callee,
            span,
            window_args,
            in_closure: self.closure_depth > 0,
            suppressions: self.scope(),
        });
    }

    /// Functions returning `&mut` hand the window out when they return it.
    fn check_returned(&mut self, block: &Block) {
        if let Some(Stmt::Expr(tail, None)) = block.stmts.last() {
            self.check_escape_expr(tail);
        }
    }

    fn check_escape_expr(&mut self, expr: &Expr) {
        let target = match expr {
            Expr::Reference(r) if r.mutability.is_some() => {
                self.window_of(&r.expr).filter(|(_, element)| !element)
            }
            Expr::MethodCall(m)
                if ELEMENT_METHODS.contains(&m.method.to_string().as_str())
                    || m.method == "as_mut"
                    || m.method == "borrow_mut"
                    || m.method == "lock" =>
            {
                self.window_of(&m.receiver).filter(|(_, element)| !element)
            }
            _ => None,
        };
        if let Some((window, _)) = target
            && window.param.is_none()
            && window.raw_known
        {
            self.facts.escapes.push(Escape {
                kind: EscapeKind::Returned,
                target: window.target,
                span: span_range(expr),
                suppressions: self.scope(),
            });
        }
    }

    // ---- suppressions ----------------------------------------------------------------------

    /// Read the suppressions among `attrs`, applying to `scope`; returns how many were pushed
    /// onto the active stack.
    fn enter_attrs(&mut self, attrs: &[Attribute], scope: impl Fn() -> Span) -> usize {
        super::suppress::enter(
            attrs,
            scope,
            self.suppressions,
            &mut *self.bad_suppressions,
            &mut self.active,
        )
    }

    fn leave_attrs(&mut self, pushed: usize) {
        let keep = self.active.len() - pushed;
        self.active.truncate(keep);
    }

    // ---- end -------------------------------------------------------------------------------

    /// A compaction that summarises `window[start..]` and puts the summary at that same
    /// `start` (`splice(start..end, [summary])`, `drain(start..end)` then `insert(start, ..)`):
    /// from its second run on, the range it summarises begins with its own earlier summary, a
    /// rewrite of a rewrite. Not when the body looks for the summaries already there (a
    /// closure, loop or string test naming a summary) to start after them.
    fn note_summary_folded_in(&mut self, site: &EditSite, start: &str) {
        if skips_earlier_summaries(self.body) {
            return;
        }
        let Some(read) = self
            .summarised_reads
            .iter()
            .find(|r| r.read.window == site.target && r.read.start == start)
        else {
            return;
        };
        let resummary = Resummary {
            callee: read.callee.clone(),
            span: read.span,
            origin: format!(
                "its own earlier summary: `{}` puts the summary at `{}[{start}..]`, where the range it summarises starts",
                site.method, site.target
            ),
            suppressions: read.suppressions.clone(),
        };
        self.facts.resummaries.push(resummary);
    }

    fn finish(mut self) -> BodyFacts {
        let inserts = std::mem::take(&mut self.inserts);
        let summary_owners = std::mem::take(&mut self.summary_owners);
        for pending in std::mem::take(&mut self.pending) {
            let PendingEdit {
                mut fact,
                param,
                value,
                replaces_all,
                length_cut,
                removes_equal_to: _,
                removes_system_prompt: _,
                range_start,
            } = pending;
            let target = &fact.site.target;
            let summary_beside = target
                .rsplit_once('.')
                .is_some_and(|(owner, _)| summary_owners.iter().any(|o| o == owner));
            let summary_inserted =
                summary_beside || inserts.iter().any(|(t, summary)| t == target && *summary);
            let model_inserted = inserts.iter().any(|(t, summary)| t == target && !*summary);
            fact.site.kind = if value.summary.is_some()
                || summary_inserted
                || (replaces_all && (model_inserted || value.model.is_some()))
            {
                EditKind::Rewrite
            } else if fact.score.is_some() {
                EditKind::Drop
            } else if length_cut {
                EditKind::Truncate
            } else {
                EditKind::Drop
            };
            // The summary goes into the window itself (not beside it, where the next run's
            // range does not reach).
            let summary_in_window = value.summary.is_some()
                || inserts.iter().any(|(t, summary)| t == target && *summary);
            if fact.site.kind == EditKind::Rewrite
                && summary_in_window
                && let Some(start) = range_start
            {
                self.note_summary_folded_in(&fact.site, &start);
            }
            match param {
                Some(index) => self.facts.param_edits.push((index, fact)),
                None => self.facts.edits.push(fact),
            }
        }
        self.facts.is_guard = self.facts.annotated || !self.facts.guard_ops.is_empty();
        self.facts
    }
}

impl<'a> Visit<'a> for Walker<'a, '_> {
    fn visit_expr(&mut self, expr: &'a Expr) {
        if self.depth >= super::MAX_DEPTH {
            self.facts.too_deep = true;
            return;
        }
        self.depth += 1;
        let pushed = self.enter_attrs(expr_attrs(expr), || expr.span());
        visit::visit_expr(self, expr);
        self.leave_attrs(pushed);
        self.depth -= 1;
    }

    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        let attrs: &[Attribute] = match stmt {
            Stmt::Local(l) => &l.attrs,
            Stmt::Macro(m) => &m.attrs,
            Stmt::Item(_) | Stmt::Expr(..) => &[],
        };
        let pushed = self.enter_attrs(attrs, || stmt.span());
        visit::visit_stmt(self, stmt);
        self.leave_attrs(pushed);
    }

    fn visit_item(&mut self, item: &'a syn::Item) {
        // Nested items are functions of their own: the item walk analyses them.
        self.nested_items.push(item);
    }

    fn visit_pat(&mut self, pat: &'a Pat) {
        if self.depth < super::MAX_DEPTH {
            self.depth += 1;
            visit::visit_pat(self, pat);
            self.depth -= 1;
        }
    }

    fn visit_type(&mut self, _: &'a Type) {}

    fn visit_local(&mut self, local: &'a syn::Local) {
        let Some(init) = &local.init else {
            if let Pat::Type(typed) = &local.pat {
                self.bind_pattern(&typed.pat, &Binding::Typed(typed.ty.clone()));
            }
            return;
        };
        self.visit_expr(&init.expr);
        if let Some((_, diverge)) = &init.diverge {
            self.visit_expr(diverge);
        }
        let origin = self.derive(&init.expr);
        // `let response = llm.chat(prompt).await?`: the reply to a summarise prompt is the
        // summary, not another prompt.
        let asks = !self.is_model_reply(&init.expr)
            && asks_to_summarise([&*init.expr], &self.taint.summarise_prompts);
        let host_written = origin.summary.is_none()
            && origin.model.is_none()
            && (is_host_written(&init.expr, is_content_field) || is_empty_buffer(&init.expr));
        let system_only = keeps_only_system(&init.expr);
        let summary_first = self.starts_with_summary(&init.expr);
        self.note_set_aside(&local.pat, &init.expr);
        let fed = origin
            .model
            .is_some()
            .then(|| self.model_fed(&init.expr))
            .flatten();
        self.note_cut_bindings(pattern_idents(&local.pat), &init.expr);
        for name in pattern_idents(&local.pat) {
            self.params.remove(&name);
            if summary_first {
                self.taint.summary_first.insert(name.clone());
            } else {
                self.taint.summary_first.remove(&name);
            }
            match &fed {
                Some(fed) => {
                    self.taint.model_fed.insert(name.clone(), fed.clone());
                }
                None => {
                    self.taint.model_fed.remove(&name);
                }
            }
            if system_only {
                self.system_only.insert(name.clone());
            } else {
                self.system_only.remove(&name);
            }
            if asks {
                self.taint.summarise_prompts.insert(name.clone());
            } else {
                self.taint.summarise_prompts.remove(&name);
            }
            if host_written {
                self.taint.host_written.insert(name);
            } else {
                self.taint.host_written.remove(&name);
            }
        }
        let (pat, declared) = match &local.pat {
            Pat::Type(typed) => (&*typed.pat, Some((*typed.ty).clone())),
            other => (other, None),
        };
        self.taint_pattern(pat, &origin);
        let binding = if (self.reads_self_only && copies_self_place(&init.expr))
            || is_fresh_sequence(&init.expr)
            || self.scratch_copy(pat, &init.expr)
        {
            Some(Binding::View)
        } else if let Some(window) = self.element_source(&init.expr) {
            Some(Binding::Element(window))
        } else if let Some((window, element)) = self.window_of(&init.expr) {
            let by_ref = matches!(strip_parens(&init.expr), Expr::Reference(r) if r.mutability.is_some())
                || !matches!(strip_parens(&init.expr), Expr::Reference(_));
            let mut_ref =
                matches!(strip_parens(&init.expr), Expr::Reference(r) if r.mutability.is_some());
            by_ref.then_some(if element {
                Binding::Element(window)
            } else {
                Binding::Window(Window { mut_ref, ..window })
            })
        } else {
            None
        };
        if self.loads_window_from_store(pat, &init.expr) {
            // `let history = db.load_history(id)?`: the store already holds every original.
            self.flushed = true;
        }
        if let Some(binding) = binding {
            self.bind_pattern(pat, &binding);
        } else if let Some(ty) = declared.or_else(|| constructed_type(&init.expr)) {
            if let Pat::Ident(ident) = pat {
                let name = ident.ident.to_string();
                match self.window_by_name_and_type(&name, Some(&ty)) {
                    Some(guarded) => {
                        let window = Window {
                            target: name.clone(),
                            guarded,
                            param: None,
                            mut_ref: false,
                            raw_known: !guarded,
                        };
                        self.locals.insert(name, Binding::Window(window));
                    }
                    None => {
                        self.locals.insert(name, Binding::Typed(Box::new(ty)));
                    }
                }
            }
        } else {
            for name in pattern_idents(pat) {
                self.locals.remove(&name);
            }
        }
    }

    fn visit_expr_assign(&mut self, assign: &'a syn::ExprAssign) {
        self.note_drained_into(assign);
        self.visit_expr(&assign.right);
        self.assign_edit(assign);
        if let Some(place) = place_of(&assign.left) {
            let origin = self.derive(&assign.right);
            if self.window_of(&assign.left).is_none() {
                self.taint_place(&place.text(), &origin);
                if origin.summary.is_some()
                    && let Some((owner, _)) = place.text().rsplit_once('.')
                {
                    self.summary_owners.push(owner.to_string());
                }
            }
        }
        self.visit_expr(&assign.left);
    }

    fn visit_expr_method_call(&mut self, call: &'a syn::ExprMethodCall) {
        let name = call.method.to_string();
        let args: Vec<&Expr> = call.args.iter().collect();
        if ["map", "for_each", "flat_map"].contains(&name.as_str()) {
            self.note_handed_off(&call.receiver);
        }
        self.visit_expr(&call.receiver);
        // Closures over the items of a window (`history.iter_mut().for_each(|m| ..)`).
        if let Some(window) = self.element_source(&call.receiver) {
            for arg in &args {
                if let Expr::Closure(closure) = arg {
                    for input in &closure.inputs {
                        self.bind_pattern(input, &Binding::Element(window.clone()));
                    }
                }
            }
        }
        if name == "retain_mut"
            && let Some((window, false)) = self.window_of(&call.receiver)
        {
            for arg in &args {
                if let Expr::Closure(closure) = arg {
                    for input in &closure.inputs {
                        self.bind_pattern(input, &Binding::Element(window.clone()));
                    }
                }
            }
        }
        let is_guard_op = self.guard_op(call);
        if !is_guard_op {
            self.method_edit(call);
            self.append_edit(call);
            self.element_method_edit(call);
            self.note_insert(call);
            self.note_budget_kept(call);
            self.summary_applied(call);
            self.note_self_insert(call);
            self.note_buffer_append(call);
            let kind = self.cfg.call_kind(
                &name,
                Some(&call.receiver),
                &call.args,
                &self.taint.summarise_prompts,
            );
            if kind == CallKind::Summariser && self.cfg.summarises(&name, Some(&call.receiver)) {
                self.check_resummary(&name, &args);
            }
            self.note_flush(&name, Some(&call.receiver));
            if name.ends_with("_mut")
                && let Some((window, false)) = self.window_of(&call.receiver)
                && window.guarded
            {
                self.facts.escapes.push(Escape {
                    kind: EscapeKind::Accessor,
                    target: window.target,
                    span: method_call_range(call),
                    suppressions: self.scope(),
                });
            }
        }
        let window_args = self.window_args(&args);
        let receiver_type = self.receiver_type(&call.receiver);
        self.push_call(
            Callee::Method {
                name,
                receiver_type,
            },
            call.method.span(),
            window_args,
        );
        for arg in args {
            self.visit_expr(arg);
        }
    }

    fn visit_expr_call(&mut self, call: &'a syn::ExprCall) {
        let args: Vec<&Expr> = call.args.iter().collect();
        if let Expr::Path(path) = &*call.func {
            let segments: Vec<String> = path
                .path
                .segments
                .iter()
                .map(|s| match (s.ident == "Self", self.self_type) {
                    (true, Some(t)) => t.to_string(),
                    _ => s.ident.to_string(),
                })
                .collect();
            if segments
                .iter()
                .any(|s| s == "guard_core" || s == "GuardedWindow")
            {
                self.facts.store_in_context = true;
            }
            let edited = self.mem_edit(call, &segments);
            if let Some(name) = segments.last().cloned() {
                let kind =
                    self.cfg
                        .call_kind(&name, None, &call.args, &self.taint.summarise_prompts);
                if kind == CallKind::Summariser && self.cfg.summarises(&name, None) {
                    self.check_resummary(&name, &args);
                }
                self.note_flush(&name, None);
            }
            let window_args = if edited {
                Vec::new()
            } else {
                self.window_args(&args)
            };
            let span = path
                .path
                .segments
                .last()
                .map_or_else(Span::call_site, |s| s.ident.span());
            self.push_call(Callee::Path(segments), span, window_args);
        } else {
            self.visit_expr(&call.func);
        }
        for arg in args {
            self.visit_expr(arg);
        }
    }

    fn visit_expr_if(&mut self, expr_if: &'a syn::ExprIf) {
        self.visit_expr(&expr_if.cond);
        let cond = self.derive(&expr_if.cond);
        let length = tests_length_only(&expr_if.cond)
            && !is_bounds_check(&expr_if.cond, &expr_if.then_branch);
        self.with_condition(cond.score, length, |w| {
            w.visit_block(&expr_if.then_branch);
            if let Some((_, else_branch)) = &expr_if.else_branch {
                w.visit_expr(else_branch);
            }
        });
    }

    fn visit_expr_while(&mut self, expr_while: &'a syn::ExprWhile) {
        self.visit_expr(&expr_while.cond);
        let cond = self.derive(&expr_while.cond);
        let length = tests_length_only(&expr_while.cond);
        self.with_condition(cond.score, length, |w| w.visit_block(&expr_while.body));
    }

    fn visit_expr_match(&mut self, expr_match: &'a syn::ExprMatch) {
        self.visit_expr(&expr_match.expr);
        let cond = self.derive(&expr_match.expr);
        let score = cond.score.clone();
        self.with_condition(score, false, |w| {
            for arm in &expr_match.arms {
                // `Ok(text)` in `match summary { .. }` holds what the scrutinee holds, as
                // with `if let`.
                w.taint_pattern(&arm.pat, &cond);
                w.note_cut_bindings(pattern_idents(&arm.pat), &expr_match.expr);
                if let Some(window) = w.borrowed_item(&expr_match.expr) {
                    w.bind_item_fields(&arm.pat, &window);
                }
                let command = command_pattern(&arm.pat);
                let pushed = command.is_some();
                w.command_arms.extend(command);
                w.visit_arm(arm);
                if pushed {
                    w.command_arms.pop();
                }
            }
        });
    }

    fn visit_expr_let(&mut self, expr_let: &'a syn::ExprLet) {
        self.visit_expr(&expr_let.expr);
        self.note_cut_bindings(pattern_idents(&expr_let.pat), &expr_let.expr);
        if let Some(window) = self.element_source(&expr_let.expr) {
            self.bind_pattern(&expr_let.pat, &Binding::Element(window));
        } else if let Some(window) = self.borrowed_item_text(&expr_let.expr, &expr_let.pat) {
            self.bind_item_fields(&expr_let.pat, &window);
        } else {
            let origin = self.derive(&expr_let.expr);
            self.taint_pattern(&expr_let.pat, &origin);
        }
    }

    fn visit_expr_for_loop(&mut self, for_loop: &'a syn::ExprForLoop) {
        // `for m in queue.drain(..) { .. }` hands every item to the loop body: a queue being
        // consumed (an outbox, an event queue, a migration into another structure), not a
        // choice of messages to lose. Only the receiver is walked.
        match strip_parens(&for_loop.expr) {
            Expr::MethodCall(call)
                if call.method == "drain" && call.args.first().is_some_and(is_full_range) =>
            {
                self.visit_expr(&call.receiver);
            }
            other => self.visit_expr(other),
        }
        if let Some(window) = self.loop_source(&for_loop.expr) {
            self.bind_pattern(&for_loop.pat, &Binding::Element(window));
        } else {
            let origin = self.derive(&for_loop.expr);
            self.taint_pattern(&for_loop.pat, &origin);
        }
        let budget = is_budget_loop(&for_loop.body);
        self.with_condition(None, budget, |w| w.visit_block(&for_loop.body));
    }

    fn visit_expr_closure(&mut self, closure: &'a syn::ExprClosure) {
        self.closure_depth += 1;
        self.visit_expr(&closure.body);
        self.closure_depth -= 1;
    }

    fn visit_expr_return(&mut self, ret: &'a syn::ExprReturn) {
        if let Some(value) = &ret.expr {
            self.note_handed_off(value);
            self.visit_expr(value);
        }
    }

    fn visit_expr_path(&mut self, path: &'a syn::ExprPath) {
        if let Some(last) = path.path.segments.last()
            && self.cfg.is_store_name(&last.ident.to_string())
        {
            self.facts.store_in_context = true;
        }
    }

    fn visit_expr_field(&mut self, field: &'a syn::ExprField) {
        if let syn::Member::Named(ident) = &field.member
            && self.cfg.is_store_name(&ident.to_string())
        {
            self.facts.store_in_context = true;
        }
        self.visit_expr(&field.base);
    }

    fn visit_macro(&mut self, mac: &'a syn::Macro) {
        // Parsed arguments are owned here, not borrowed from the tree: walk them with a
        // walker whose nested items cannot outlive this call.
        let exprs = macro_exprs(mac);
        let mut nested = Vec::new();
        let mut inner = Walker {
            cfg: self.cfg,
            structs: self.structs,
            self_type: self.self_type,
            reads_self_only: self.reads_self_only,
            self_is_window: self.self_is_window,
            // Addresses inside the parsed arguments die with them: not kept afterwards.
            handed_off: self.handed_off.clone(),
            locals: std::mem::take(&mut self.locals),
            guarded_places: std::mem::take(&mut self.guarded_places),
            taint: std::mem::take(&mut self.taint),
            score_conditions: std::mem::take(&mut self.score_conditions),
            length_conditions: self.length_conditions,
            flushed: self.flushed,
            closure_depth: self.closure_depth,
            depth: self.depth,
            active: std::mem::take(&mut self.active),
            suppressions: &mut *self.suppressions,
            bad_suppressions: &mut *self.bad_suppressions,
            nested_items: &mut nested,
            inserts: std::mem::take(&mut self.inserts),
            summary_owners: std::mem::take(&mut self.summary_owners),
            command_arms: self.command_arms.clone(),
            params: std::mem::take(&mut self.params),
            system_only: std::mem::take(&mut self.system_only),
            body: self.body,
            pending: std::mem::take(&mut self.pending),
            summarised_reads: std::mem::take(&mut self.summarised_reads),
            facts: std::mem::take(&mut self.facts),
        };
        for expr in &exprs {
            inner.visit_expr(expr);
        }
        self.locals = inner.locals;
        self.params = inner.params;
        self.system_only = inner.system_only;
        self.guarded_places = inner.guarded_places;
        self.taint = inner.taint;
        self.score_conditions = inner.score_conditions;
        self.flushed = inner.flushed;
        self.active = inner.active;
        self.inserts = inner.inserts;
        self.summary_owners = inner.summary_owners;
        self.pending = inner.pending;
        self.summarised_reads = inner.summarised_reads;
        self.facts = inner.facts;
    }
}

impl Walker<'_, '_> {
    fn with_condition(&mut self, score: Option<String>, length: bool, f: impl FnOnce(&mut Self)) {
        let pushed = score.is_some();
        if let Some(origin) = score {
            self.score_conditions.push(origin);
        }
        self.length_conditions += usize::from(length);
        f(self);
        self.length_conditions -= usize::from(length);
        if pushed {
            self.score_conditions.pop();
        }
    }
}

/// A field that holds an item's text (`content`, `text`, `parts`), by its words.
/// The command a `match` arm answers, when its pattern is a string literal that reads as a
/// user command (`"/clear"`, `":reset"`, `"new"`), or alternatives of them (`"/new" | "/reset"`,
/// given as written). A role or a kind (`"tool"`) is not a command.
fn command_pattern(pat: &Pat) -> Option<String> {
    const RESET_WORDS: &[&str] = &["clear", "reset", "new", "restart", "forget", "wipe"];
    match pat {
        Pat::Lit(syn::PatLit {
            lit: syn::Lit::Str(s),
            ..
        }) => {
            let text = s.value();
            let sigil = text.starts_with(['/', ':', '!', '.']);
            let reset_word = RESET_WORDS.iter().any(|w| text.eq_ignore_ascii_case(w));
            (sigil || reset_word).then(|| format!("{text:?}"))
        }
        Pat::Or(or) => {
            let cases: Option<Vec<String>> = or.cases.iter().map(command_pattern).collect();
            cases.map(|c| c.join(" | "))
        }
        _ => None,
    }
}

/// `expr` picks items by what they say: a `filter`, `filter_map`, `retain`, `find` or a
/// closure test.
fn chooses_items(expr: &Expr) -> bool {
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
    any_expr(
        expr,
        |e| matches!(e, Expr::MethodCall(m) if CHOOSERS.contains(&m.method.to_string().as_str())),
    )
}

/// `*text = format!("{text}{more}")`: the new text is the old one, whole, with more added;
/// nothing is lost. (`format!("{}[pruned]", &text[..200])` keeps only a slice: a cut.)
fn keeps_old_text(left: &Expr, right: &Expr) -> bool {
    let target = match strip_parens(left) {
        Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => strip_parens(&u.expr),
        other => other,
    };
    let Some(name) = (match target {
        Expr::Path(p) => p.path.get_ident().map(ToString::to_string),
        _ => None,
    }) else {
        return false;
    };
    let Expr::Macro(mac) = strip_parens(right) else {
        return false;
    };
    if !mac.mac.path.is_ident("format") {
        return false;
    }
    macro_exprs(&mac.mac)
        .iter()
        .any(|arg| match strip_parens(arg) {
            Expr::Path(p) => p.path.is_ident(&name),
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => super::derive::inline_format_args(&s.value()).any(|n| n == name),
            _ => false,
        })
}

/// `if idx < messages.len() { .. messages[idx] .. }`: the test keeps an index in bounds
/// before the branch uses it; it is no length budget.
fn is_bounds_check(cond: &Expr, branch: &Block) -> bool {
    let Expr::Binary(test) = strip_parens(cond) else {
        return false;
    };
    let (index, length) = match test.op {
        syn::BinOp::Lt(_) | syn::BinOp::Le(_) => (&*test.left, &*test.right),
        syn::BinOp::Gt(_) | syn::BinOp::Ge(_) => (&*test.right, &*test.left),
        _ => return false,
    };
    let is_len = matches!(strip_parens(length), Expr::MethodCall(m) if m.method == "len" && m.args.is_empty());
    let Expr::Path(index) = strip_parens(index) else {
        return false;
    };
    let Some(index) = index.path.get_ident() else {
        return false;
    };
    is_len
        && any_expr_in_block(
            branch,
            |e| matches!(e, Expr::Index(i) if matches!(strip_parens(&i.index), Expr::Path(p) if p.path.get_ident() == Some(index))),
        )
}

/// `String::new()`, `String::with_capacity(n)`, `Vec::new()`, `String::default()`: an empty
/// buffer the body fills itself.
fn is_empty_buffer(expr: &Expr) -> bool {
    let Expr::Call(call) = strip_parens(expr) else {
        return false;
    };
    let Expr::Path(path) = &*call.func else {
        return false;
    };
    let segments: Vec<String> = path
        .path
        .segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect();
    matches!(
        segments
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .as_slice(),
        ["String" | "Vec", "new" | "with_capacity" | "default"]
    )
}

fn is_content_field(field: &str) -> bool {
    const CONTENT_WORDS: &[&str] = &[
        "content",
        "contents",
        "text",
        "body",
        "message",
        "msg",
        "parts",
        "payload",
        "data",
        "value",
        "summary",
        "output",
        "result",
        "arguments",
        "blocks",
        "chunks",
    ];
    // A field holding a whole turn's message (`entry.user`, `pair.assistant`), by its exact
    // name: `user_id` is bookkeeping.
    const TURN_FIELDS: &[&str] = &["user", "assistant", "prompt", "response", "reply"];
    field.parse::<usize>().is_ok()
        || TURN_FIELDS.contains(&field)
        || super::names::words(field)
            .any(|w| CONTENT_WORDS.iter().any(|c| super::names::word_is(w, c)))
}

fn set_or_clear(map: &mut HashMap<String, String>, key: &str, origin: Option<String>) {
    match origin {
        Some(o) => {
            map.insert(key.to_string(), o);
        }
        None => {
            map.remove(key);
        }
    }
}

fn is_guard_call(method: &str, argc: usize) -> bool {
    GUARD_METHODS
        .iter()
        .any(|(m, n)| *m == method && *n == argc)
}
