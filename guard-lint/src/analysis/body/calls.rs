//! Calls: the guard-core window API, flushes of the verbatim store, windows handed out
//! mutably (escapes: passed on, returned, `_mut` accessors) and the call sites the call graph
//! uses.

use std::collections::HashSet;

use proc_macro2::Span;
use syn::visit::{self, Visit};
use syn::{Block, Expr, Stmt};

use super::windows::ELEMENT_METHODS;
use super::{Binding, NewEdit, Walker, Window};
use crate::analysis::derive::{CallKind, Derivation};
use crate::analysis::facts::{Escape, EscapeKind, GuardOp};
use crate::analysis::place::{Place, Root, place_of};
use crate::analysis::search::{any_expr, any_expr_in_block};
use crate::analysis::syntax::{method_call_range, span_range, strip_parens, strip_reference};
use crate::analysis::types::type_name;
use crate::analysis::{CallSite, Callee, MAX_DEPTH, names};

/// The guard-core API methods, with their argument counts.
pub(super) const GUARD_METHODS: &[(&str, usize)] = &[
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

/// Stems of the first word of a call that cuts a window lent to it by position or count
/// (`trim_history`, `truncate_messages`, `shrink_context`).
const LENT_CUT_STEMS: &[&str] = &["trim", "truncat", "shrink", "clip"];

/// First words, whole, of a call that cuts a window lent to it to a size (`cap_history_rule`,
/// `limit_messages`): as stems they would also lead `capture_` and `limitation_`.
const LENT_CUT_WORDS: &[&str] = &["cap", "limit"];

/// Stems of the first word of a call that drops the messages of a window lent to it that it
/// chooses (`prune_messages`, `evict_stale`, `purge_tool_outputs`, `elide_old_images`,
/// `remove_stale`, `forget_oldest`): the verbs of leaving items out, prune, evict, purge,
/// discard, elide, omit, drop, remove, delete, forget, cull, expunge and erase.
const LENT_DROP_STEMS: &[&str] = &[
    "prun", "evict", "purg", "discard", "elid", "omit", "drop", "remov", "delet", "forget", "cull",
    "expung", "eras",
];

impl Walker<'_, '_> {
    /// Places that receive a distinctive guard-core API call are guarded windows; not `self`
    /// when the linted code declares the method for `self`'s type (a runner's own
    /// `self.next_turn()`, which takes the next queued prompt, is no call of guard-core).
    pub(super) fn find_guarded_places(&mut self, block: &Block) {
        struct Finder<'c> {
            places: &'c mut HashSet<String>,
            own_method: &'c dyn Fn(&str) -> bool,
            depth: usize,
        }
        impl Visit<'_> for Finder<'_> {
            fn visit_expr(&mut self, expr: &Expr) {
                if self.depth >= MAX_DEPTH {
                    return;
                }
                if let Expr::MethodCall(call) = expr
                    && DISTINCTIVE_GUARD_METHODS.contains(&call.method.to_string().as_str())
                    && is_guard_call(&call.method.to_string(), call.args.len())
                    && let Some(place) = place_of(&call.receiver)
                    && !(place.root == Root::SelfValue
                        && place.fields.is_empty()
                        && (self.own_method)(&call.method.to_string()))
                {
                    self.places.insert(place.text());
                }
                self.depth += 1;
                visit::visit_expr(self, expr);
                self.depth -= 1;
            }
            fn visit_item(&mut self, _: &syn::Item) {}
        }
        let (structs, self_type) = (self.structs, self.self_type);
        let own_method =
            |method: &str| self_type.is_some_and(|owner| structs.declares_method(owner, method));
        let mut finder = Finder {
            places: &mut self.guarded_places,
            own_method: &own_method,
            depth: 0,
        };
        finder.visit_block(block);
    }

    /// A call of the guard-core window API (`window.rewrite(..)`), when `call` is one.
    pub(super) fn guard_op(&mut self, call: &syn::ExprMethodCall) -> bool {
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

    /// A call named like a flush (`flush`, `persist`, ...) flushes the verbatim store when no
    /// store is configured, or when its receiver is a configured store: the edits after it
    /// are marked as flushed before.
    pub(super) fn note_flush(&mut self, name: &str, receiver: Option<&Expr>) {
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

    /// Positions of arguments that pass a window mutably; inside a guard, each is an escape.
    pub(super) fn window_args(&mut self, args: &[&Expr]) -> Vec<usize> {
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

    /// The positions of `args` that lend mutably a local holding the body's own copy of a
    /// window (see [`CallSite::copy_args`]): one bound to a copy of a whole window and never
    /// written back (`let mut messages = conversation.to_vec()`), or a sequence the body
    /// creates (`Vec::with_capacity(n)`) whose every `push` puts in an item of a window, or its
    /// clone (`for m in conversation { messages.push(m.clone()) }`, also over
    /// `conversation.iter().skip(n)`, or `messages.push(conversation[0].clone())`), never
    /// written back. A sequence that also gets anything else (a model's reply, a new turn) is a
    /// window of the body's own, whatever it started from. Such a copy handed over by value
    /// (`self.apply_char_limit(selected)`) counts when the call is the value the body gives
    /// back (its tail, or a `return`), or when its value stays off the windows (see
    /// [`Walker::kept_off_windows`]): `given_back` tells whether the call is such a value. The
    /// body's caller gets the copy back, or the body keeps it; what the callee cuts of it, the
    /// window keeps.
    pub(super) fn copy_args(&self, args: &[&Expr], given_back: impl Fn() -> bool) -> Vec<usize> {
        args.iter()
            .enumerate()
            .filter_map(|(index, arg)| {
                let (lent, by_value) = match strip_parens(arg) {
                    Expr::Reference(r) if r.mutability.is_some() => (&*r.expr, false),
                    Expr::Reference(_) => return None,
                    other => (other, true),
                };
                let Expr::Path(path) = strip_parens(lent) else {
                    return None;
                };
                let name = path.path.get_ident()?.to_string();
                let copy = matches!(self.locals.get(&name), Some(Binding::View))
                    && (self.scratch_copies.contains(&name)
                        || (self.filled_from_window_items(&name) && !self.written_back(&name)))
                    && (!by_value || given_back());
                copy.then_some(index)
            })
            .collect()
    }

    /// `receiver` is a local this body builds from shared borrows and renders (see
    /// [`Self::built_from_borrows`]), asked once a local.
    pub(super) fn receiver_copy(&mut self, receiver: &Expr) -> bool {
        let Expr::Path(path) = strip_parens(receiver) else {
            return false;
        };
        let Some(name) = path.path.get_ident().map(ToString::to_string) else {
            return false;
        };
        if let Some(&known) = self.receiver_copies.get(&name) {
            return known;
        }
        let found = self.built_from_borrows(&name);
        self.receiver_copies.insert(name, found);
        found
    }

    /// The value of the call `call` matches is bound by a `let` (under `.await`, `?`, `unwrap`:
    /// `let kept = drop_orphans(copy)`) to a local that, with every local built from it in turn
    /// (`let shown = kept.into_iter().filter(..).collect()`, `sliding_window(&shown, n)`), the
    /// body never writes back into a window (see [`Walker::written_back`]): what the callee
    /// cut of a copy it was handed stays in the body's own values, given back or not. A value
    /// installed (`self.history = kept`) or bound by no `let` is not.
    pub(super) fn kept_off_windows(&self, call: impl Fn(&Expr) -> bool) -> bool {
        let mut names: Vec<String> = Vec::new();
        any_expr_in_block(self.body, |e| {
            if let Expr::Path(p) = e
                && let Some(name) = p.path.get_ident().map(ToString::to_string)
                && name != "self"
                && !names.contains(&name)
            {
                names.push(name);
            }
            false
        });
        let is_call = |init: &Expr| {
            let mut value = crate::analysis::syntax::strip_unwraps(init);
            while let Expr::Await(awaited) = value {
                value = crate::analysis::syntax::strip_unwraps(&awaited.base);
            }
            call(value)
        };
        let any_init = |name: &str, test: &dyn Fn(&Expr) -> bool| {
            crate::analysis::syntax::local_inits(self.body, name).any(test)
        };
        let mut kept: Vec<String> = names
            .iter()
            .filter(|name| any_init(name, &is_call))
            .cloned()
            .collect();
        if kept.is_empty() {
            return false;
        }
        for _ in 0..MAX_DEPTH {
            let built: Vec<String> = names
                .iter()
                .filter(|name| {
                    !kept.contains(name)
                        && any_init(name, &|init| {
                            any_expr(init, |e| {
                                matches!(e, Expr::Path(p) if p.path.get_ident().is_some_and(|i| kept.iter().any(|k| i == k)))
                            })
                        })
                })
                .cloned()
                .collect();
            if built.is_empty() {
                break;
            }
            kept.extend(built);
        }
        kept.iter().all(|name| !self.written_back(name))
    }

    /// The local `name` is one this body builds from shared borrows and renders (see
    /// [`CallSite::receiver_copy`]): declared once with a call of an associated function of a
    /// type (`let mut sections = Sections::collect(facts)`, also under `?`) given nothing but
    /// shared borrows (`&x`, a parameter of a shared reference type, a literal), used nowhere but
    /// as the receiver of method calls, and the body gives back the value of one such call
    /// (`Ok(sections.assemble(..))`). Such a value holds what it read of its sources; what its
    /// methods cut of it, the sources keep.
    fn built_from_borrows(&self, name: &str) -> bool {
        if name == "self" || self.params.contains(name) {
            return false;
        }
        let inits: Vec<&Expr> = crate::analysis::syntax::local_inits(self.body, name).collect();
        let [init] = inits.as_slice() else {
            return false;
        };
        let Expr::Call(built) = crate::analysis::syntax::strip_unwraps(init) else {
            return false;
        };
        let Expr::Path(function) = strip_parens(&built.func) else {
            return false;
        };
        let segments = &function.path.segments;
        let of_a_type = segments.len() >= 2
            && segments[segments.len() - 2]
                .ident
                .to_string()
                .starts_with(|c: char| c.is_ascii_uppercase());
        let shared = |arg: &Expr| match strip_parens(arg) {
            Expr::Reference(r) => r.mutability.is_none(),
            Expr::Lit(_) => true,
            Expr::Path(p) => p.path.get_ident().is_some_and(|param| {
                matches!(self.param_types.get(&param.to_string()),
                    Some(syn::Type::Reference(r)) if r.mutability.is_none())
            }),
            _ => false,
        };
        if !of_a_type || !built.args.iter().all(shared) {
            return false;
        }
        let is_name = |e: &Expr| matches!(strip_parens(e), Expr::Path(p) if p.path.is_ident(name));
        let (mut uses, mut as_receiver) = (0usize, 0usize);
        any_expr_in_block(self.body, |e| {
            match e {
                Expr::Path(_) if is_name(e) => uses += 1,
                Expr::MethodCall(call) if is_name(&call.receiver) => as_receiver += 1,
                _ => {}
            }
            false
        });
        uses == as_receiver
            && self.gives_back(|e| matches!(e, Expr::MethodCall(m) if is_name(&m.receiver)))
    }

    /// `call` is the value the body gives back: its tail (in any branch, also in `Ok(..)` or
    /// `Some(..)`, awaited or under `?`), or the value of a `return`.
    pub(super) fn gives_back(&self, call: impl Fn(&Expr) -> bool) -> bool {
        let is_call = |value: &Expr| {
            let mut value = super::edits::unwrap_ok_or_some(value);
            loop {
                value = match strip_parens(value) {
                    Expr::Await(a) => &a.base,
                    Expr::Try(t) => &t.expr,
                    other => break call(other),
                };
            }
        };
        let tail = match self.body.stmts.last() {
            Some(Stmt::Expr(tail, None)) => {
                let mut values = Vec::new();
                crate::analysis::syntax::value_tails(tail, &mut values);
                values.into_iter().any(is_call)
            }
            _ => false,
        };
        tail || any_expr_in_block(
            self.body,
            |e| matches!(e, Expr::Return(r) if r.expr.as_deref().is_some_and(is_call)),
        )
    }

    /// (argument position, parameter position) of the arguments in `args` that pass on whole
    /// a parameter of this function borrowed mutably (`messages` or `&mut *messages` for
    /// `messages: &mut Vec<Message>`), see [`CallSite::forwarded_windows`].
    pub(super) fn forwarded_windows(&self, args: &[&Expr]) -> Vec<(usize, usize)> {
        args.iter()
            .enumerate()
            .filter_map(|(index, arg)| {
                let mut arg = strip_parens(arg);
                if let Expr::Reference(r) = arg
                    && r.mutability.is_some()
                    && let Expr::Unary(u) = strip_parens(&r.expr)
                    && matches!(u.op, syn::UnOp::Deref(_))
                {
                    arg = strip_parens(&u.expr);
                }
                let Expr::Path(path) = arg else {
                    return None;
                };
                let name = path.path.get_ident()?.to_string();
                if matches!(self.locals.get(&name), Some(Binding::Window(w)) if w.target != name) {
                    return None; // rebound to something else since
                }
                Some((index, *self.mut_params.get(&name)?))
            })
            .collect()
    }

    /// Every `push`, `push_back`, `extend` or `append` into the local `name` in the body is
    /// a `push` of an item of a window, or its clone: the item of an enclosing `for` over a
    /// window (`for m in conversation { messages.push(m.clone()) }`, also over
    /// `conversation.iter().skip(n)` and other adaptors that only let items through), or one
    /// indexed in a window (`messages.push(conversation[0].clone())`); and there is at least
    /// one.
    fn filled_from_window_items(&self, name: &str) -> bool {
        const FILLS: &[&str] = &["push", "push_back", "extend", "extend_from_slice", "append"];
        let is_name = |e: &Expr| matches!(strip_parens(e), Expr::Path(p) if p.path.is_ident(name));
        let fills = |e: &Expr| {
            matches!(e, Expr::MethodCall(m)
                if FILLS.contains(&m.method.to_string().as_str()) && is_name(&m.receiver))
        };
        let mut all = 0_usize;
        any_expr_in_block(self.body, |e| {
            all += usize::from(fills(e));
            false
        });
        let pushes = |m: &syn::ExprMethodCall| {
            (m.method == "push" || m.method == "push_back")
                && is_name(&m.receiver)
                && m.args.len() == 1
        };
        // `messages.push(conversation[0].clone())`: an item indexed in a window.
        let mut of_items = 0_usize;
        any_expr_in_block(self.body, |e| {
            if let Expr::MethodCall(m) = e
                && pushes(m)
                && let Expr::Index(item) = strip_parens(uncloned(&m.args[0]))
                && self.window_of(strip_reference(&item.expr)).is_some()
            {
                of_items += 1;
            }
            false
        });
        any_expr_in_block(self.body, |e| {
            let Expr::ForLoop(for_loop) = e else {
                return false;
            };
            let syn::Pat::Ident(item) = &*for_loop.pat else {
                return false;
            };
            // `conversation.iter().skip(n)`: the items of `conversation`, some left out.
            let mut source = strip_parens(&for_loop.expr);
            while let Expr::MethodCall(iter) = source
                && (iter.method == "iter" && iter.args.is_empty()
                    || iter.method == "rev" && iter.args.is_empty()
                    || crate::analysis::ITEM_FILTERS.contains(&iter.method.to_string().as_str()))
            {
                source = strip_parens(&iter.receiver);
            }
            if self.window_of(strip_reference(source)).is_none() {
                return false;
            }
            let is_item = |e: &Expr| matches!(strip_parens(uncloned(e)), Expr::Path(p) if p.path.is_ident(&item.ident));
            any_expr_in_block(&for_loop.body, |inner| {
                if let Expr::MethodCall(m) = inner
                    && pushes(m)
                    && is_item(&m.args[0])
                {
                    of_items += 1;
                }
                false
            });
            false
        });
        all > 0 && all == of_items
    }

    /// A call named for an edit and handed a window mutably (`compaction::compact_messages(&mut
    /// self.messages, n)`, `trim_history(&mut history, 20)`, `pruner.prune_messages(&mut
    /// msgs)`, `agent::cap_history_rule(&mut h)` for `let mut h = self.history.lock()`) edits it
    /// there: recorded at the call as the edit its name says (a summariser's
    /// or a compactor's name: a rewrite; a cut: a truncation; a pruning: a drop), with the
    /// name in [`crate::analysis::EditReading::lent_to`], so that the engine reports it only when
    /// the callee is outside the linted code. A call whose name says no edit
    /// (`with_history(&mut history)`, a dependency's agent loop) adds to the window, as such
    /// loops do: nothing is recorded.
    pub(super) fn note_window_lent(&mut self, name: &str, args: &[&Expr], span: (Span, Span)) {
        // Most calls lend nothing mutably: that is tested first, the name only after.
        let lent = args.iter().find_map(|arg| match strip_parens(arg) {
            Expr::Reference(r) if r.mutability.is_some() => {
                self.window_of(&r.expr).filter(|(_, element)| !element)
            }
            _ => None,
        });
        let Some((window, _)) = lent else {
            return;
        };
        let leads_with = |stems: &[&str]| {
            names::words(name)
                .next()
                .is_some_and(|first| stems.iter().any(|s| names::word_starts_with(first, s)))
        };
        let rewrites = self.cfg.is_summariser(name) || self.cfg.is_contextual_summariser(name);
        let cuts = leads_with(LENT_CUT_STEMS)
            || names::words(name)
                .next()
                .is_some_and(|first| LENT_CUT_WORDS.iter().any(|w| names::word_is(first, w)));
        if !(rewrites || cuts || leads_with(LENT_DROP_STEMS)) {
            return;
        }
        let value = Derivation {
            summary: rewrites.then(|| format!("{name}(..)")),
            ..Derivation::default()
        };
        let edit = NewEdit {
            method: name,
            written: None,
            span,
            value,
            score: None,
            replaces_all: false,
            length_cut: cuts && !rewrites,
        };
        self.record_edit(&window, edit);
        if let Some(pending) = self.pending.last_mut() {
            pending.fact.site.reading.lent_to = Some(name.to_string());
        }
    }

    /// Positions of arguments that pass one message of a window mutably (`msg` walked by a
    /// loop over the window, `&mut history[i]`), and (position, parameter) of those that pass
    /// on a message this function was handed (see [`CallSite::forwarded_items`]).
    pub(super) fn item_args(&self, args: &[&Expr]) -> (Vec<usize>, Vec<(usize, usize)>) {
        let mut items = Vec::new();
        let mut forwarded = Vec::new();
        for (index, arg) in args.iter().enumerate() {
            let (item, by_mut_ref) = match strip_parens(arg) {
                Expr::Reference(r) if r.mutability.is_some() => (&*r.expr, true),
                other => (other, false),
            };
            let Some(place) = place_of(item) else {
                continue;
            };
            let alias = match &place.root {
                Root::Local(name) if place.fields.is_empty() => match self.locals.get(name) {
                    Some(Binding::Element(w)) => Some((name, w)),
                    _ => None,
                },
                _ => None,
            };
            match alias {
                Some((_, Window { param: Some(p), .. })) => forwarded.push((index, *p)),
                Some((name, _)) if self.walked_items.contains(name) => items.push(index),
                Some(_) => {}
                None => {
                    let whole_item = place.through_index && place.fields_after_index == 0;
                    if by_mut_ref
                        && whole_item
                        && self.window_of(item).is_some_and(|(w, _)| w.param.is_none())
                    {
                        items.push(index);
                    }
                }
            }
        }
        (items, forwarded)
    }

    /// The body has called the guard-core window API before this point.
    fn is_guard_so_far(&self) -> bool {
        !self.facts.guard_ops.is_empty()
    }

    /// The type (last path segment) of a method call's receiver, when the source says it:
    /// `self`, a typed local, a local standing for a field of `self` (`buf.clear()` after
    /// `let mut buf = self.buffer.lock()`: the field's type, under its lock), or a field of a
    /// struct declared in the same file. For a field holding a store of conversations behind
    /// a trait the file implements (`self.store.clear(id)` with `store: Arc<dyn
    /// MemoryStore>`), that trait: the call goes to the store the value wraps, not to the
    /// value's own method of that name (its trait impl methods are entries of their own).
    pub(super) fn receiver_type(&self, receiver: &Expr) -> Option<String> {
        let place = place_of(receiver)?;
        if place.root == Root::SelfValue && place.fields.is_empty() {
            return self.self_type.map(str::to_string);
        }
        if let Root::Local(name) = &place.root
            && place.fields.is_empty()
        {
            return match self.locals.get(name) {
                Some(Binding::Typed(t)) => type_name(t),
                _ => self
                    .std_buffers
                    .get(name)
                    .map(|t| (*t).to_string())
                    .or_else(|| self.field_type_of_alias(name).and_then(type_name)),
            };
        }
        let ty = self.place_type(&place);
        self.message_store_trait(&place, ty)
            .or_else(|| ty.and_then(type_name))
    }

    /// Where the body's written text may come from: a call of a host-written summariser of
    /// the file (see [`crate::analysis::AnalysisConfig::host_written_summarisers`]), or a model.
    pub(super) fn note_text_source(&mut self, name: &str, receiver: Option<&Expr>, kind: CallKind) {
        if !matches!(kind, CallKind::Model | CallKind::Summariser) {
            return;
        }
        if self.cfg.is_host_written_summariser(name, receiver) {
            self.facts
                .host_digest_call
                .get_or_insert_with(|| name.to_string());
        } else {
            self.facts.model_call = true;
        }
    }

    /// `expr` (through `?`) is a call of a function of the file that writes its text without a
    /// model (`self.summarize_to_budget(&original, budget, config)`, see
    /// [`crate::analysis::AnalysisConfig::is_host_written_summariser`]): its name.
    pub(super) fn host_written_call(&self, expr: &Expr) -> Option<String> {
        match crate::analysis::syntax::strip_parens(expr) {
            Expr::Try(t) => self.host_written_call(&t.expr),
            Expr::MethodCall(call) => {
                let name = call.method.to_string();
                self.cfg
                    .is_host_written_summariser(&name, Some(&call.receiver))
                    .then_some(name)
            }
            Expr::Call(call) => match &*call.func {
                Expr::Path(p) => p.path.segments.last().and_then(|s| {
                    let name = s.ident.to_string();
                    self.cfg
                        .is_host_written_summariser(&name, None)
                        .then_some(name)
                }),
                _ => None,
            },
            _ => None,
        }
    }

    /// `expr` (through `?`) is a call, not awaited, of a free function of the source that
    /// returns a struct the source declares, named for no model, summariser or scorer
    /// (`snapshot_of(chat)` with `fn snapshot_of(chat: &Chat) -> ChatSnapshot`): a record the
    /// host builds itself, whatever the binding it goes to is called (`let summary = ..`).
    pub(super) fn builds_source_record(&self, expr: &Expr) -> bool {
        match crate::analysis::syntax::strip_parens(expr) {
            Expr::Try(t) => self.builds_source_record(&t.expr),
            Expr::Call(call) => {
                let Expr::Path(func) = &*call.func else {
                    return false;
                };
                func.path.get_ident().is_some_and(|ident| {
                    let name = ident.to_string();
                    self.structs.returned_struct(&name).is_some()
                        && self.cfg.call_kind(
                            &name,
                            None,
                            &call.args,
                            &self.taint.summarise_prompts,
                        ) == CallKind::Plain
                })
            }
            _ => false,
        }
    }

    /// Record a call site for the call graph, with the suppressions in scope.
    pub(super) fn push_call(
        &mut self,
        callee: Callee,
        span: Span,
        window_args: Vec<usize>,
        forwarded_items: Vec<(usize, usize)>,
        copy_args: Vec<usize>,
    ) {
        self.facts.calls.push(CallSite {
            callee,
            span,
            window_args,
            forwarded_items,
            copy_args,
            forwarded_windows: Vec::new(),
            receiver_copy: false,
            in_closure: self.closure_depth > 0,
            user_command: self.command_arms.last().cloned(),
            suppressions: self.scope(),
        });
    }

    /// Functions returning `&mut` hand the window out when they return it.
    pub(super) fn check_returned(&mut self, block: &Block) {
        if let Some(Stmt::Expr(tail, None)) = block.stmts.last() {
            self.check_escape_expr(tail);
        }
    }

    /// A returned `&mut window` (or a mutable accessor of it) of a raw collection is an escape.
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
        let one_item = matches!(expr, Expr::MethodCall(m)
            if ["last_mut", "first_mut", "get_mut"].contains(&m.method.to_string().as_str()));
        // `self.sessions.get_mut(id)` on a map of conversations hands out a whole one.
        let one_conversation = one_item
            && matches!(expr, Expr::MethodCall(m) if place_of(&m.receiver)
                .and_then(|place| self.place_type(&place))
                .is_some_and(|ty| self.is_map_of_holders(ty)));
        if let Some((window, _)) = target
            && window.param.is_none()
            && window.raw_known
        {
            self.facts.escapes.push(Escape {
                kind: if one_conversation {
                    EscapeKind::ReturnedConversation
                } else if one_item {
                    EscapeKind::ReturnedItem
                } else {
                    EscapeKind::Returned
                },
                target: window.target,
                span: span_range(expr),
                suppressions: self.scope(),
            });
        }
    }
}

/// `method` with `argc` arguments is one of the guard-core window API methods.
fn is_guard_call(method: &str, argc: usize) -> bool {
    GUARD_METHODS
        .iter()
        .any(|(m, n)| *m == method && *n == argc)
}

/// `e` without a `.clone()` (`m.clone()` -> `m`).
fn uncloned(e: &Expr) -> &Expr {
    match strip_parens(e) {
        Expr::MethodCall(c) if c.method == "clone" && c.args.is_empty() => &c.receiver,
        other => other,
    }
}
