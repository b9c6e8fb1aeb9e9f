//! A window taken by value and returned rebuilt: `fn compress(&self, messages: Vec<Msg>) ->
//! Result<Compressed>` edits nothing in place, but the caller replaces its window with what
//! comes back. When that is built from part of the window plus a summary or a model's text,
//! the function is a compaction, reported as an edit of the window at the return; when the
//! summary of the oldest messages is put ahead of the newest ones, the next run summarises it
//! again.

use std::collections::{HashMap, HashSet};

use proc_macro2::Span;
use syn::{Expr, Pat};

use super::late_init::never_written;
use super::summary::{INSERT_METHODS, skips_earlier_summaries};
use super::{NewEdit, Walker};
use crate::analysis::ITEM_FILTERS;
use crate::analysis::derive::{CallKind, Derivation};
use crate::analysis::facts::Resummary;
use crate::analysis::search::any_expr;
use crate::analysis::syntax::{
    method_call_range, pattern_idents, span_range, strip_parens, strip_reference,
};

/// What the body knows about collections built from a window taken by value.
#[derive(Default)]
pub(super) struct Rebuilds {
    /// Locals holding part of a window taken by value (`(system, rest)` of its `partition`,
    /// `recent` of a `split_at`), or built from one.
    parts: Vec<String>,
    /// Locals that received a summary or a model's text (`kept.push(note)`), with its origin.
    written: HashMap<String, Derivation>,
    /// The oldest part of a split (`old` in `let (old, recent) = rest.split_at(cut)`,
    /// `&rest[..cut]`), and what is read from it (a transcript, a request).
    fronts: Vec<String>,
    /// The newest part of a split (`recent`, `&rest[cut..]`).
    tails: Vec<String>,
    /// The model call given text read from a front: the summary of the oldest messages.
    front_summary: Option<FrontSummary>,
    /// Collections that received a newest part.
    with_tail: HashSet<String>,
    /// Collections that received a summary before any newest part.
    summary_ahead: HashSet<String>,
    /// Collections that received, in a loop moving the window's items out, a message the
    /// host wrote (`"[tool output pruned]"`) in place of an item.
    placeholders: HashSet<String>,
    /// Loops moving the window's items out (`for m in input.messages.into_iter()`) entered.
    moving_loops: usize,
    /// Collections holding the items of a window taken by value that an adaptor of the chain
    /// moving them out let through (`blocks.into_iter().filter(..).collect()`), and whether
    /// it let them through by position only (see [`filtered_by_position`]), with that
    /// adaptor's name.
    filtered: HashMap<String, (bool, String)>,
    /// Locals holding items of a part of a window taken by value, or of that window, with the
    /// part and which of its items (see [`Slice`]): `let recent = &conv[keep..]` and the
    /// binding of `for m in conv.iter().skip(keep)` hold the newest of `conv`; `let early =
    /// conv[..keep].to_vec()` and the binding of `for m in conv.iter()` hold others.
    items: HashMap<String, (String, Slice)>,
    /// Collections being built that received the newest items of a part by position, with
    /// that part and whether they start at its second item (`&conv[1..]`).
    given_newest: HashMap<String, (String, bool)>,
    /// Collections being built that received the first item of a part (`conv[0].clone()`),
    /// with those parts.
    given_first: HashMap<String, HashSet<String>>,
    /// Locals bound to one side of a part split at a position (`let old = conv[..k].to_vec()`,
    /// `let recent = conv[k..].to_vec()`, see [`split_position`]): the part, the position as
    /// written, and whether the local holds the front.
    split_sides: HashMap<String, (String, String, bool)>,
    /// Collections being built that received items of a part other than its newest (the part
    /// whole, its oldest, one item by index), with those parts.
    given_older: HashMap<String, HashSet<String>>,
    /// Bindings of a loop that walks a part of a window taken by value newest first and may
    /// `break` before its end (`for m in rest.iter().rev() { if over { break; } .. }`): they
    /// hold the newest items of that part, as many as the loop lets through.
    walked_newest_first: Vec<String>,
    /// Collections being built that received such a binding (`kept.push(m.clone())`), or
    /// another such collection whole (`result.extend(kept)`): the items the walk let through,
    /// without those it stopped before.
    stopped_walk: HashSet<String>,
    /// Locals holding what removals from a part left (`chunks` after `chunks.retain(..)`,
    /// `kept` filled from a walk of `chunks` that stops under a budget), and what was built
    /// from them since (`all.extend(kept)`), with the keys of those removals (see
    /// [`Walker::note_part_cut`]). A removal stands as an edit of the window only if a local
    /// carrying it is in the function's value.
    carried_cuts: HashMap<String, HashSet<String>>,
}

/// Which items of a part of a window an expression holds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slice {
    /// The newest from a position on (`&conv[keep..]`, `conv.iter().skip(keep)`); starting at
    /// the second item when the position is the literal `1` (`&conv[1..]`, `skip(1)`).
    Newest { from_second: bool },
    /// The first item, by the literal index `0` (`conv[0].clone()`).
    First,
    /// Any others: the part whole, its oldest (`&conv[..keep]`, `take(keep)`), one by
    /// another index.
    Other,
}

/// A model call summarising the oldest part of a window taken by value.
#[derive(Clone)]
struct FrontSummary {
    callee: String,
    span: (Span, Span),
    suppressions: Vec<usize>,
}

impl Walker<'_, '_> {
    /// `let (system, rest) = messages.into_iter().partition(..)`: the bindings hold parts of a
    /// window taken by value when the value mentions one (or a part of one) and is not a
    /// model's reply to it (`let summary = llm.chat(transcript(&messages))`). Also notes the
    /// oldest and newest halves of a split, what is read from the oldest, and the model call
    /// that summarises it.
    pub(super) fn note_window_parts(&mut self, pat: &Pat, init: &Expr) {
        let derived = self.derive(init);
        let model_text = derived.summary.is_some() || derived.model.is_some();
        let from_window =
            self.mentions_consumed(init) && (!model_text || self.assembles_with_summary(init));
        let reads_front = self.mentions(init, &self.rebuilds.fronts);
        let gets_tail = self.mentions(init, &self.rebuilds.tails);
        // The model's reply to the oldest messages (a model call given them, whatever wraps
        // its result); a value merely named like a summary (`build_summary_prompt(old)`) with
        // no model call in it is still a read of them.
        let summarises_front = if reads_front {
            self.model_call_in(init)
        } else {
            None
        };
        let still_front = reads_front && summarises_front.is_none();
        if summarises_front.is_some() {
            self.rebuilds.front_summary = summarises_front;
        }
        let (front, tail) = split_halves(pat, init);
        // `let mut kept = vec![summary_msg]`: a list that starts with the summary.
        let starts_with_summary = !gets_tail && self.starts_with_summary(init);
        // `let kept = self.fix_tool_pairs(kept)`: a list being built, passed through a helper,
        // still holds what it was given.
        let carried = self.carried_rebuild(init);
        let filtered = self.filters_consumed(init);
        let items = match pat {
            Pat::Ident(_) | Pat::Type(_) => self.items_of(init),
            _ => None,
        };
        let cuts = self.cuts_carried_by(init);
        let side = match pat {
            Pat::Ident(_) | Pat::Type(_) => split_position(init),
            _ => None,
        };
        for name in pattern_idents(pat) {
            self.forget_rebuild(&name);
            if let Some(side) = &side {
                self.rebuilds.split_sides.insert(name.clone(), side.clone());
            }
            if !cuts.is_empty() {
                self.rebuilds
                    .carried_cuts
                    .insert(name.clone(), cuts.clone());
            }
            if let Some(items) = &items {
                self.rebuilds.items.insert(name.clone(), items.clone());
            }
            if let Some(filter) = &filtered {
                self.rebuilds.filtered.insert(name.clone(), filter.clone());
            }
            if let Some((origin, with_tail, ahead)) = &carried {
                self.rebuilds.written.insert(name.clone(), origin.clone());
                if *with_tail {
                    self.rebuilds.with_tail.insert(name.clone());
                }
                if *ahead {
                    self.rebuilds.summary_ahead.insert(name.clone());
                }
            }
            if from_window || carried.is_some() {
                self.rebuilds.parts.push(name.clone());
            }
            if (from_window && front.as_ref() == Some(&name)) || still_front {
                self.rebuilds.fronts.push(name.clone());
            }
            if from_window && tail.as_ref() == Some(&name) {
                self.rebuilds.tails.push(name.clone());
            }
            if gets_tail {
                self.rebuilds.with_tail.insert(name.clone());
            }
            if starts_with_summary {
                self.rebuilds.summary_ahead.insert(name.clone());
            }
            if model_text {
                self.rebuilds.written.insert(name, derived.clone());
            }
        }
    }

    /// `for m in old { .. }`: the loop binding reads the oldest part when its source does.
    /// `for m in input.messages.into_iter()` moves the items of a window held by a value taken
    /// by value out: that window is consumed, and the loop's bindings are parts of it. True
    /// for such a loop (see [`Self::leave_moving_loop`]).
    pub(super) fn note_loop_parts(&mut self, pat: &Pat, source: &Expr) -> bool {
        let reads_front = self.mentions(source, &self.rebuilds.fronts);
        let moved = self.moved_window(source);
        let items = match pat {
            Pat::Ident(_) | Pat::Type(_) => self.items_of(source),
            _ => None,
        };
        // `for (idx, msg, _) in chunks` over a local holding items moved out of the window:
        // each binding is one of those items, and holds what removals from `chunks` left.
        let over_part = self.walks_part(source).is_some();
        let carried = self.cuts_carried_by(source);
        for name in pattern_idents(pat) {
            self.forget_rebuild(&name);
            if !carried.is_empty() {
                self.rebuilds
                    .carried_cuts
                    .insert(name.clone(), carried.clone());
            }
            if let Some(items) = &items {
                self.rebuilds.items.insert(name.clone(), items.clone());
            }
            if reads_front {
                self.rebuilds.fronts.push(name.clone());
            }
            if moved.is_some() || over_part {
                self.rebuilds.parts.push(name);
            }
        }
        let Some(window) = moved else {
            return false;
        };
        if !self.consumed.iter().any(|w| w.target == window.target) {
            self.consumed.push(window);
        }
        self.rebuilds.moving_loops += 1;
        true
    }

    /// `for m in rest.iter().rev() { .. break; .. }`: a loop over a part of a window taken by
    /// value (or that window), walked newest first, that may stop before its end; its bindings
    /// hold the newest items of that part that the loop lets through (under a budget, a
    /// count), none before them. A loop that walks every item, or walks oldest first, is not
    /// one.
    pub(super) fn note_newest_first_walk(&mut self, for_loop: &syn::ExprForLoop) {
        let Expr::MethodCall(rev) = strip_parens(&for_loop.expr) else {
            return;
        };
        if rev.method != "rev"
            || !rev.args.is_empty()
            || !crate::analysis::syntax::breaks_out(&for_loop.body, for_loop.label.as_ref())
        {
            return;
        }
        if self.items_of(&rev.receiver).is_none() {
            return;
        }
        self.rebuilds
            .walked_newest_first
            .extend(pattern_idents(&for_loop.pat));
    }

    /// The end of a loop for which [`Self::note_loop_parts`] returned true.
    pub(super) fn leave_moving_loop(&mut self) {
        self.rebuilds.moving_loops = self.rebuilds.moving_loops.saturating_sub(1);
    }

    /// The window whose items `source` moves out: `p.messages.into_iter()` (through
    /// `enumerate()` and the like) where `p` is a parameter taken by value.
    fn moved_window(&self, source: &Expr) -> Option<super::Window> {
        let mut expr = strip_parens(source);
        for _ in 0..crate::analysis::MAX_DEPTH {
            let Expr::MethodCall(call) = expr else {
                return None;
            };
            if call.method == "into_iter" {
                let place = crate::analysis::place::place_of(&call.receiver)?;
                let crate::analysis::place::Root::Local(root) = &place.root else {
                    return None;
                };
                let by_value = matches!(self.locals.get(root),
                    Some(super::Binding::Typed(t)) if !matches!(**t, syn::Type::Reference(_)))
                    && self.params.contains(root);
                if place.fields.is_empty() || place.through_index || !by_value {
                    return None;
                }
                return self.window_of(&call.receiver).map(|(w, _)| w);
            }
            expr = strip_parens(&call.receiver);
        }
        None
    }

    /// `kept.push(note)`, `kept.extend_from_slice(recent)`: what a collection being built
    /// receives; and `prompt.push_str(&m.text)` with `m` read from the oldest part, a buffer
    /// that reads it too.
    pub(super) fn note_rebuilt_part(&mut self, call: &syn::ExprMethodCall) {
        let Expr::Path(receiver) = &*call.receiver else {
            return;
        };
        let Some(name) = receiver.path.get_ident().map(ToString::to_string) else {
            return;
        };
        if self.is_consumed(&name) {
            // The window itself, edited in place: reported where it is edited.
            return;
        }
        let method = call.method.to_string();
        let added = self.args_value(&call.args);
        let model_text = added.summary.is_some() || added.model.is_some();
        if INSERT_METHODS.contains(&method.as_str()) {
            let carried: HashSet<String> = call
                .args
                .iter()
                .flat_map(|a| self.cuts_carried_by(a))
                .collect();
            if !carried.is_empty() {
                self.rebuilds
                    .carried_cuts
                    .entry(name.clone())
                    .or_default()
                    .extend(carried);
            }
        }
        if method == "push_str" {
            // Text appended to a string: not an item of a collection being built.
            if !model_text
                && call
                    .args
                    .iter()
                    .any(|a| self.mentions(a, &self.rebuilds.fronts))
                && !self.rebuilds.fronts.contains(&name)
            {
                self.rebuilds.fronts.push(name);
            }
            return;
        }
        if !INSERT_METHODS.contains(&method.as_str()) {
            return;
        }
        if call.args.iter().any(|a| self.mentions_consumed(a))
            && !self.rebuilds.parts.contains(&name)
        {
            self.rebuilds.parts.push(name.clone());
        }
        if call
            .args
            .iter()
            .any(|a| self.mentions(a, &self.rebuilds.tails))
        {
            self.rebuilds.with_tail.insert(name.clone());
        }
        if call.args.iter().any(|a| {
            self.mentions(a, &self.rebuilds.walked_newest_first)
                || matches!(strip_parens(strip_reference(a)), Expr::Path(p)
                    if p.path.get_ident().is_some_and(|i| self.rebuilds.stopped_walk.contains(&i.to_string())))
        }) {
            self.rebuilds.stopped_walk.insert(name.clone());
        }
        for arg in &call.args {
            match self.items_of(arg) {
                Some((part, Slice::Newest { from_second })) => {
                    self.rebuilds
                        .given_newest
                        .insert(name.clone(), (part, from_second));
                }
                Some((part, Slice::First)) => {
                    let given = self.rebuilds.given_first.entry(name.clone()).or_default();
                    given.insert(part);
                }
                Some((part, Slice::Other)) => {
                    let given = self.rebuilds.given_older.entry(name.clone()).or_default();
                    given.insert(part);
                }
                None => {}
            }
        }
        if !model_text
            && self.rebuilds.moving_loops > 0
            && call.args.iter().any(is_placeholder_message)
        {
            self.rebuilds.placeholders.insert(name.clone());
        }
        if model_text {
            if !self.rebuilds.with_tail.contains(&name) {
                self.rebuilds.summary_ahead.insert(name.clone());
            }
            self.rebuilds.written.insert(name, added);
        }
    }

    /// The function returns `value`: when it carries a collection built from part of a window
    /// taken by value and a summary or model text, record the rewrite of that window.
    pub(super) fn check_returned_rebuild(&mut self, value: &Expr) {
        let Some(window) = self.consumed.first().cloned() else {
            return;
        };
        let mut rebuilt = None;
        any_expr(value, |e| {
            let Expr::Path(path) = e else {
                return false;
            };
            let Some(name) = path.path.get_ident().map(ToString::to_string) else {
                return false;
            };
            // A placeholder the host wrote in place of items is a drop (no origin).
            rebuilt = self
                .rebuilds
                .parts
                .contains(&name)
                .then(|| match self.rebuilds.written.get(&name) {
                    Some(origin) => Some((name.clone(), origin.clone())),
                    None => self
                        .rebuilds
                        .placeholders
                        .contains(&name)
                        .then(|| (name.clone(), Derivation::default())),
                })
                .flatten();
            rebuilt.is_some()
        });
        let Some((name, origin)) = rebuilt else {
            if !self.check_returned_filter(&window, value) {
                self.check_returned_newest(&window, value);
            }
            return;
        };
        self.check_summary_ahead(&name);
        // `[window[..k].., summary, ..]`: the summary at index `k` (see
        // `Walker::note_summary_folded_in`, once the edit's kind is known).
        let summary_at = self.taint.summary_at.get(&name).cloned();
        let edit = NewEdit::replacing_all("return", None, span_range(value), origin);
        self.record_edit(&window, edit);
        if let Some(start) = summary_at
            && let Some(pending) = self.pending.last_mut()
        {
            pending.range_start = Some(start);
        }
    }

    /// The function returns `value` in place of `window`, a window it took by value, and
    /// `value` is (or holds) its items moved out through an adaptor that lets only some through
    /// (`blocks.into_iter().enumerate().filter(|(i, _)| kept.contains(i)).map(|(_, b)|
    /// b).collect()`, `messages.into_iter().skip(n - keep)`): the caller's window is replaced
    /// with fewer items, a cut by position when the adaptor never reads an item (see
    /// [`filtered_by_position`]), a drop chosen by what the items say otherwise.
    /// True when it records that edit.
    fn check_returned_filter(&mut self, window: &super::Window, value: &Expr) -> bool {
        let mut filter = self.filters_consumed(value);
        if filter.is_none() {
            any_expr(value, |e| {
                let Expr::Path(path) = e else {
                    return false;
                };
                filter = path
                    .path
                    .get_ident()
                    .and_then(|i| self.rebuilds.filtered.get(&i.to_string()).cloned());
                filter.is_some()
            });
        }
        let Some((by_position, adaptor)) = filter else {
            return false;
        };
        let edit = NewEdit {
            method: &adaptor,
            written: None,
            span: span_range(value),
            value: Derivation::default(),
            score: None,
            replaces_all: false,
            length_cut: by_position,
        };
        self.record_edit(window, edit);
        true
    }

    /// The function returns `value` in place of `window`, a window it took by value, and
    /// `value` is (or holds) a collection built from the newest items of a part of it by
    /// position (`for m in conv.iter().skip(keep_from) { condensed.push(m.clone()) }`,
    /// `out.extend_from_slice(&rest[cut..])`, `let kept = rest[cut..].to_vec()`), and from no
    /// other item of that part or of the window (neither whole, nor its oldest, nor one by
    /// index): the caller's window is replaced without the items before that position, a cut
    /// by position, whatever else the collection holds (its system messages, a block the host
    /// writes about what it left out).
    fn check_returned_newest(&mut self, window: &super::Window, value: &Expr) {
        let rebuilds = &self.rebuilds;
        // The value itself, or one element of a tuple (`Ok((kept, dropped))`) or one field of
        // a record (`Ok(Outcome::Compacted { messages: kept, .. })`), each in `Ok(..)` or
        // `Some(..)`: not what a call returns (`out.extend(..)` is no collection).
        let value = super::edits::unwrap_ok_or_some(value);
        let returned: Vec<&Expr> = match value {
            Expr::Tuple(tuple) => tuple
                .elems
                .iter()
                .map(super::edits::unwrap_ok_or_some)
                .collect(),
            Expr::Struct(record) => record
                .fields
                .iter()
                .map(|field| super::edits::unwrap_ok_or_some(&field.expr))
                .collect(),
            other => vec![other],
        };
        let cut = returned.into_iter().any(|e| {
            let Expr::Path(path) = e else {
                return false;
            };
            let Some(name) = path.path.get_ident().map(ToString::to_string) else {
                return false;
            };
            let newest = match rebuilds.items.get(&name) {
                Some((part, Slice::Newest { from_second })) => Some((part, *from_second)),
                _ => rebuilds
                    .given_newest
                    .get(&name)
                    .map(|(part, from_second)| (part, *from_second)),
            };
            if self.front_found_empty(&name) {
                return false;
            }
            let older = rebuilds.given_older.get(&name);
            // Its first item beside those from its second on: the part whole.
            let first = rebuilds.given_first.get(&name);
            rebuilds.stopped_walk.contains(&name)
                || newest.is_some_and(|(part, from_second)| {
                    older.is_none_or(|older| {
                        !older.contains(part) && !older.iter().any(|o| self.is_consumed(o))
                    }) && !(from_second && first.is_some_and(|first| first.contains(part)))
                })
        });
        if !cut {
            return;
        }
        let edit = NewEdit {
            method: "return",
            written: None,
            span: span_range(value),
            value: Derivation::default(),
            score: None,
            replaces_all: false,
            length_cut: true,
        };
        self.record_edit(window, edit);
    }

    /// `name` holds the newest side of a part split at a position (`recent` for `let recent =
    /// history[split..].to_vec()`), and an enclosing condition found the front side of the
    /// same split empty (`if old.is_empty() { return Ok(recent) }` for `let old =
    /// history[..split].to_vec()`): the newest side is the whole part, nothing is cut.
    fn front_found_empty(&self, name: &str) -> bool {
        let sides = &self.rebuilds.split_sides;
        let Some((part, position, false)) = sides.get(name) else {
            return false;
        };
        self.empty_places.iter().any(
            |empty| matches!(sides.get(empty), Some((p, at, true)) if p == part && at == position),
        )
    }

    /// Which items of a part of a window taken by value (or of that window) `expr` holds, with
    /// the part (see [`Rebuilds::items`]): read through what passes items on unchanged
    /// (`&`, `*`, `iter()`, `cloned()`, `collect()`, `to_vec()`, `clone()`, `?`, a `map`
    /// whose closure gives back its argument), the newest from `skip(k)` or `[k..]` on (`k`
    /// no literal `0`), others from the part whole, `take(k)`, `[..k]` or `[i]`.
    fn items_of(&self, expr: &Expr) -> Option<(String, Slice)> {
        let mut slice = None;
        let mut expr = expr;
        for _ in 0..crate::analysis::MAX_DEPTH {
            expr = match strip_reference(strip_parens(expr)) {
                choice @ (Expr::If(_) | Expr::Match(_)) if slice.is_none() => {
                    return self.newest_on_some_branch(choice);
                }
                Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => &u.expr,
                Expr::Try(t) => &t.expr,
                Expr::MethodCall(call) => {
                    let method = call.method.to_string();
                    match method.as_str() {
                        "skip" if !call.args.first().is_some_and(is_zero) => {
                            let from_second = call.args.first().is_some_and(is_one);
                            slice.get_or_insert(Slice::Newest { from_second });
                        }
                        "take" => {
                            slice.get_or_insert(Slice::Other);
                        }
                        "map" if call.args.first().is_some_and(gives_back_its_argument) => {}
                        _ if ITEM_PASSING.contains(&method.as_str()) => {}
                        _ => return None,
                    }
                    &call.receiver
                }
                Expr::Index(index) => {
                    let held = match strip_parens(&index.index) {
                        Expr::Range(r)
                            if r.end.is_none()
                                && r.start.as_deref().is_some_and(|s| !is_zero(s)) =>
                        {
                            Slice::Newest {
                                from_second: r.start.as_deref().is_some_and(is_one),
                            }
                        }
                        first if is_zero(first) => Slice::First,
                        _ => Slice::Other,
                    };
                    slice.get_or_insert(held);
                    &index.expr
                }
                Expr::Path(path) => {
                    let name = path.path.get_ident()?.to_string();
                    if let Some((part, held)) = self.rebuilds.items.get(&name) {
                        // The newest of the newest are still the newest (from past the second
                        // item); one item of a part held is no longer its first.
                        let slice = match (slice, held) {
                            (None, held) => *held,
                            (Some(Slice::Newest { .. }), Slice::Newest { .. }) => {
                                Slice::Newest { from_second: false }
                            }
                            _ => Slice::Other,
                        };
                        return Some((part.clone(), slice));
                    }
                    let part = self.is_consumed(&name) || self.rebuilds.parts.contains(&name);
                    return part.then(|| (name, slice.unwrap_or(Slice::Other)));
                }
                _ => return None,
            };
        }
        None
    }

    /// `let kept = if over { rest.into_iter().skip(k).collect() } else { rest }`: an `if` or
    /// `match` whose every branch gives the newest items of one part of a window taken by value
    /// by position, or that part whole, and at least one branch its newest: a cut on that
    /// path, held as the newest of that part. A branch giving its oldest, one item, another
    /// part or anything else is not one.
    fn newest_on_some_branch(&self, choice: &Expr) -> Option<(String, Slice)> {
        let mut tails = Vec::new();
        crate::analysis::syntax::value_tails(choice, &mut tails);
        // An `if` without `else` is its own tail: no branch gives a value. Nor is any tail
        // that is (or borrows) a choice again followed: each branch is read once.
        if tails.iter().any(|tail| {
            matches!(
                strip_reference(strip_parens(tail)),
                Expr::If(_) | Expr::Match(_)
            )
        }) {
            return None;
        }
        let cut = tails.iter().find_map(|tail| match self.items_of(tail) {
            Some((part, Slice::Newest { .. })) => Some(part),
            _ => None,
        })?;
        tails
            .iter()
            .all(|tail| {
                matches!(self.items_of(tail), Some((part, Slice::Newest { .. })) if part == cut)
                    || is_whole(tail, &cut)
            })
            .then_some((cut, Slice::Newest { from_second: false }))
    }

    /// `expr` moves the items of a window taken by value out (`into_iter`, `drain`) through an
    /// adaptor of [`ITEM_FILTERS`]: whether every such adaptor picks by position only (see
    /// [`filtered_by_position`]), and the name of the last one.
    fn filters_consumed(&self, expr: &Expr) -> Option<(bool, String)> {
        let mut by_position = true;
        let mut adaptor = None;
        let mut expr = strip_parens(expr);
        for _ in 0..crate::analysis::MAX_DEPTH {
            expr = match expr {
                Expr::Try(t) => strip_parens(&t.expr),
                Expr::MethodCall(call) => {
                    let method = call.method.to_string();
                    if ["into_iter", "drain"].contains(&method.as_str()) {
                        let Expr::Path(receiver) = strip_parens(&call.receiver) else {
                            return None;
                        };
                        let name = receiver.path.get_ident()?.to_string();
                        return adaptor
                            .filter(|_| self.is_consumed(&name))
                            .map(|adaptor| (by_position, adaptor));
                    }
                    if let Some(position) = filtered_by_position(call) {
                        adaptor.get_or_insert(method);
                        by_position &= position;
                    }
                    strip_parens(&call.receiver)
                }
                _ => return None,
            };
        }
        None
    }

    /// `name`, returned in place of the window, holds the summary of its oldest messages ahead
    /// of its newest ones: the next run's oldest messages start with that summary, so the
    /// model summarises its own summary (unless the body skips the summaries already there).
    fn check_summary_ahead(&mut self, name: &str) {
        let rebuilds = &self.rebuilds;
        let Some(summary) = &rebuilds.front_summary else {
            return;
        };
        if !rebuilds.summary_ahead.contains(name)
            || !rebuilds.with_tail.contains(name)
            || skips_earlier_summaries(self.body)
        {
            return;
        }
        let resummary = Resummary {
            callee: summary.callee.clone(),
            span: summary.span,
            origin: format!(
                "its own earlier summary: `{name}` is returned with the summary ahead of the newest messages, so the oldest messages of the next run, which this call summarises, start with it"
            ),
            suppressions: summary.suppressions.clone(),
        };
        self.facts.resummaries.push(resummary);
    }

    /// What is known of a collection being built that `init` passes on whole (`fix(kept)`,
    /// `kept.into_iter().collect()`): the summary or model text it holds, whether it holds
    /// the newest part, and whether the summary is ahead of it.
    fn carried_rebuild(&self, init: &Expr) -> Option<(Derivation, bool, bool)> {
        let rebuilds = &self.rebuilds;
        let mut carried = None;
        any_expr(init, |e| {
            let Expr::Path(path) = e else {
                return false;
            };
            let Some(name) = path.path.get_ident().map(ToString::to_string) else {
                return false;
            };
            if !rebuilds.parts.contains(&name) {
                // Model text alone (`let answer = reply.text()`), not a list being built.
                return false;
            }
            carried = rebuilds.written.get(&name).map(|origin| {
                (
                    origin.clone(),
                    rebuilds.with_tail.contains(&name),
                    rebuilds.summary_ahead.contains(&name),
                )
            });
            carried.is_some()
        });
        carried
    }

    /// A binding shadowed: what was known of the old one no longer holds.
    fn forget_rebuild(&mut self, name: &str) {
        let rebuilds = &mut self.rebuilds;
        rebuilds.parts.retain(|p| p != name);
        rebuilds.fronts.retain(|p| p != name);
        rebuilds.tails.retain(|p| p != name);
        rebuilds.written.remove(name);
        rebuilds.with_tail.remove(name);
        rebuilds.summary_ahead.remove(name);
        rebuilds.placeholders.remove(name);
        rebuilds.filtered.remove(name);
        rebuilds.items.remove(name);
        rebuilds.given_newest.remove(name);
        rebuilds.given_first.remove(name);
        rebuilds.split_sides.remove(name);
        rebuilds.given_older.remove(name);
        rebuilds.walked_newest_first.retain(|p| p != name);
        rebuilds.stopped_walk.remove(name);
        rebuilds.carried_cuts.remove(name);
    }

    /// The innermost model or summariser call in `expr` (`chat` in
    /// `llm.chat(req).await.map_err(..)`, not the adapter around its result).
    fn model_call_in(&self, expr: &Expr) -> Option<FrontSummary> {
        let mut found = None;
        any_expr(expr, |e| {
            if let Expr::MethodCall(call) = e {
                let kind = self
                    .cfg
                    .method_call_kind(call, &self.taint.summarise_prompts);
                if matches!(kind, CallKind::Model | CallKind::Summariser) {
                    found = Some(FrontSummary {
                        callee: call.method.to_string(),
                        span: method_call_range(call),
                        suppressions: self.scope(),
                    });
                }
            }
            false
        });
        found
    }

    /// `init` is a helper call that builds a list from parts of a window taken by value and a
    /// summary or model text it is handed separately (`build_history(system, recent,
    /// &summary)`), not a model or summariser call given the window (`llm.chat(&messages)`):
    /// its result is the window rebuilt around that text.
    fn assembles_with_summary(&self, init: &Expr) -> bool {
        let (name, receiver, args) = match strip_parens(init) {
            Expr::Call(call) => match strip_parens(&call.func) {
                Expr::Path(path) => match path.path.segments.last() {
                    Some(last) => (last.ident.to_string(), None, &call.args),
                    None => return false,
                },
                _ => return false,
            },
            Expr::MethodCall(call) => (call.method.to_string(), Some(&*call.receiver), &call.args),
            _ => return false,
        };
        let kind = self
            .cfg
            .call_kind(&name, receiver, args, &self.taint.summarise_prompts);
        if matches!(kind, CallKind::Model | CallKind::Summariser) {
            return false;
        }
        let text = |a: &Expr| {
            let d = self.derive(a);
            d.summary.is_some() || d.model.is_some()
        };
        args.iter().any(|a| self.mentions_consumed(a) && !text(a))
            && args.iter().any(|a| text(a) && !self.mentions_consumed(a))
    }

    /// `chunks.retain(|(_, _, r)| *r >= min)`, `chunks.truncate(max)` on a local holding items
    /// moved out of a window taken by value (`for (i, m) in input.messages.into_iter() {
    /// chunks.push((i, m)) }`): those items are removed from what the window's new value is
    /// built from. Recorded as an edit of the window, by the local's name as its key; the
    /// local carries the removal (see [`Rebuilds::carried_cuts`]), and the edit stands only if
    /// what it left is returned (see [`Walker::keep_returned_part_cuts`]). A cut to a count
    /// is by position unless the local was sorted first (by relevance: a choice of what goes);
    /// a `retain` chooses by what it reads.
    pub(super) fn note_part_cut(&mut self, call: &syn::ExprMethodCall) {
        const REMOVALS: &[&str] = &[
            "retain",
            "truncate",
            "drain",
            "remove",
            "swap_remove",
            "split_off",
            "pop",
            "pop_front",
            "pop_back",
            "clear",
        ];
        let method = call.method.to_string();
        if !REMOVALS.contains(&method.as_str()) {
            return;
        }
        let Some(window) = self.consumed.first().cloned() else {
            return;
        };
        let Expr::Path(receiver) = strip_parens(&call.receiver) else {
            return;
        };
        let Some(part) = receiver.path.get_ident().map(ToString::to_string) else {
            return;
        };
        if self.is_consumed(&part) || !self.rebuilds.parts.contains(&part) {
            return;
        }
        let length_cut = match method.as_str() {
            "truncate" | "split_off" | "drain" => !self.sorted_in_body(&part),
            "retain" => {
                super::cuts::retains_after_a_count(call)
                    || super::cuts::retains_newer_than_a_cutoff(call)
            }
            "pop_front" => true,
            "remove" | "swap_remove" => call
                .args
                .first()
                .is_some_and(crate::analysis::syntax::is_positional_arg),
            _ => false,
        };
        let edit = NewEdit {
            method: &method,
            written: Some(part.clone()),
            span: method_call_range(call),
            value: Derivation::default(),
            score: self.args_score(&call.args),
            replaces_all: method == "clear",
            length_cut,
        };
        self.record_part_cut(&window, edit, vec![part.clone()], &part);
    }

    /// `for (idx, msg, _) in chunks { if total >= budget { break; } .. kept.push((idx, msg)) }`
    /// over a local holding items moved out of a window taken by value: the walk may stop
    /// before the end, and the items after it reach nothing built from its bindings. A cut
    /// under a budget when the loop tests only lengths (see [`is_budget_loop`]), a choice
    /// otherwise; carried by the loop's bindings.
    ///
    /// [`is_budget_loop`]: crate::analysis::syntax::is_budget_loop
    pub(super) fn note_part_walk_cut(&mut self, for_loop: &syn::ExprForLoop) {
        let Some(part) = self.walks_part(&for_loop.expr) else {
            return;
        };
        let Some(window) = self.consumed.first().cloned() else {
            return;
        };
        let bindings = pattern_idents(&for_loop.pat);
        if !crate::analysis::syntax::breaks_out(&for_loop.body, for_loop.label.as_ref())
            || bindings
                .iter()
                .any(|b| self.rebuilds.walked_newest_first.contains(b))
        {
            // A walk newest first that stops is the cut of the oldest, reported where what it
            // kept is returned (see [`Walker::note_newest_first_walk`]).
            return;
        }
        let edit = NewEdit {
            method: "break",
            written: Some(part.clone()),
            span: span_range(&for_loop.expr),
            value: Derivation::default(),
            score: None,
            replaces_all: false,
            // A budget spent in the order of a sort (by relevance) keeps the best-ranked: a
            // choice of what goes.
            length_cut: crate::analysis::syntax::is_budget_loop(&for_loop.body)
                && !self.sorted_in_body(&part),
        };
        let key = format!("{part}: break");
        self.record_part_cut(&window, edit, bindings, &key);
    }

    /// `msg.content = self.truncate_chunk(&msg.content, budget)` for `msg` an item moved out of
    /// a window taken by value (a binding of a walk of a part of it): the item's text cut
    /// before it is put in the window's new value (see [`Walker::cuts_own_text`]). Carried by
    /// the item.
    pub(super) fn note_part_text_cut(&mut self, assign: &syn::ExprAssign) {
        let Some(place) = crate::analysis::place::place_of(&assign.left) else {
            return;
        };
        let crate::analysis::place::Root::Local(item) = &place.root else {
            return;
        };
        if place.fields.is_empty()
            || self.is_consumed(item)
            || !self.rebuilds.parts.contains(item)
            || !self.cuts_own_text(&assign.left, &assign.right)
        {
            return;
        }
        let Some(window) = self.consumed.first().cloned() else {
            return;
        };
        let edit = NewEdit {
            method: "into_iter",
            written: Some(place.text()),
            span: crate::analysis::syntax::join_range(
                span_range(&assign.left).0,
                span_range(&assign.right).1,
            ),
            value: Derivation::default(),
            score: None,
            replaces_all: false,
            length_cut: true,
        };
        let key = format!("{}: text", place.text());
        self.record_part_cut(&window, edit, vec![item.clone()], &key);
        // Cut to a length, whatever score the item carries: no choice of what goes.
        if let Some(pending) = self.pending.last_mut() {
            pending.fact.score = None;
        }
    }

    /// Record `edit`, a removal keyed `key`, as a pending edit of `window` that the locals
    /// `carriers` carry.
    fn record_part_cut(
        &mut self,
        window: &super::Window,
        edit: NewEdit<'_>,
        carriers: Vec<String>,
        key: &str,
    ) {
        self.record_edit(window, edit);
        if let Some(pending) = self.pending.last_mut() {
            pending.from_part = Some(key.to_string());
        }
        for carrier in carriers {
            self.rebuilds
                .carried_cuts
                .entry(carrier)
                .or_default()
                .insert(key.to_string());
        }
    }

    /// The function's value is `values` (the tails it gives back): a removal from a part of a
    /// window taken by value stands only if a local carrying it is among them; the others cut
    /// a list that the window's new value is not built from (a batch handed to a summariser,
    /// a log of what went).
    pub(super) fn keep_returned_part_cuts(&mut self, values: &[&Expr]) {
        let returned: HashSet<String> = values
            .iter()
            .flat_map(|value| self.cuts_carried_by(value))
            .collect();
        self.pending.retain(|p| {
            p.from_part
                .as_ref()
                .is_none_or(|key| returned.contains(key))
        });
    }

    /// The keys of the removals from parts that the locals `expr` names carry.
    fn cuts_carried_by(&self, expr: &Expr) -> HashSet<String> {
        let mut carried = HashSet::new();
        any_expr(expr, |e| {
            if let Expr::Path(p) = e
                && let Some(cuts) = p
                    .path
                    .get_ident()
                    .and_then(|i| self.rebuilds.carried_cuts.get(&i.to_string()))
            {
                carried.extend(cuts.iter().cloned());
            }
            false
        });
        carried
    }

    /// The local a loop's source walks when it is a part of a window taken by value, not that
    /// window itself (`chunks`, `chunks.into_iter()`, `&chunks`).
    fn walks_part(&self, source: &Expr) -> Option<String> {
        let root = super::cuts::chain_root(strip_reference(strip_parens(source)));
        let Expr::Path(path) = strip_reference(strip_parens(root)) else {
            return None;
        };
        let name = path.path.get_ident()?.to_string();
        (!self.is_consumed(&name) && self.rebuilds.parts.contains(&name)).then_some(name)
    }

    /// The body sorts the local `name` (`chunks.sort_by(|a, b| b.2.partial_cmp(&a.2))`): the
    /// order of its items is no longer the window's.
    fn sorted_in_body(&self, name: &str) -> bool {
        crate::analysis::search::any_expr_in_block(self.body, |e| {
            matches!(e, Expr::MethodCall(sort) if sort.method.to_string().starts_with("sort")
                && matches!(strip_parens(&sort.receiver), Expr::Path(p) if p.path.is_ident(name)))
        })
    }

    /// `expr` names one of `locals`.
    fn mentions(&self, expr: &Expr, locals: &[String]) -> bool {
        any_expr(
            expr,
            |e| matches!(e, Expr::Path(p) if p.path.get_ident().is_some_and(|i| locals.contains(&i.to_string()))),
        )
    }

    /// `expr` reads a window taken by value, or a part of one.
    fn mentions_consumed(&self, expr: &Expr) -> bool {
        any_expr(expr, |e| {
            matches!(e, Expr::Path(p) if p.path.get_ident().is_some_and(|i| {
                let name = i.to_string();
                self.is_consumed(&name) || self.rebuilds.parts.contains(&name)
            }))
        })
    }

    /// The function's value `tail` is a window it took by value, by the parameter's name
    /// (`messages`, also after `let mut messages = messages;`, and in `Ok(..)` or `Some(..)`)
    /// or under a name the body moves it to and never writes again (`let kept = messages;
    /// kept`): the parameter's name and its position among the explicit ones.
    pub(super) fn returned_window_param(
        &self,
        inputs: &syn::punctuated::Punctuated<syn::FnArg, syn::token::Comma>,
        tail: &Expr,
    ) -> Option<(String, usize)> {
        let Expr::Path(path) = super::edits::unwrap_ok_or_some(tail) else {
            return None;
        };
        let returned = path.path.get_ident()?.to_string();
        let name = if self.is_consumed(&returned) {
            returned
        } else {
            let moved_from = never_written(self.body, &returned)?;
            let Expr::Path(param) = strip_parens(&moved_from) else {
                return None;
            };
            param.path.get_ident()?.to_string()
        };
        if !self.is_consumed(&name) {
            return None;
        }
        let position = inputs
            .iter()
            .filter_map(|arg| match arg {
                syn::FnArg::Typed(typed) => Some(typed),
                syn::FnArg::Receiver(_) => None,
            })
            .position(|typed| matches!(&*typed.pat, Pat::Ident(p) if p.ident == name))?;
        Some((name, position))
    }

    /// `name` is a window parameter taken by value.
    pub(super) fn is_consumed(&self, name: &str) -> bool {
        self.consumed.iter().any(|w| w.target == name)
    }
}

/// The oldest and newest halves a binding splits a value into: `(old, recent)` of
/// `x.split_at(cut)`, or one of them for `&x[..cut]` (the oldest) and `&x[cut..]` (the newest).
fn split_halves(pat: &Pat, init: &Expr) -> (Option<String>, Option<String>) {
    let pat = match pat {
        Pat::Type(typed) => &*typed.pat,
        other => other,
    };
    let value = strip_reference(crate::analysis::place::strip(init));
    match (pat, value) {
        (Pat::Tuple(tuple), Expr::MethodCall(call))
            if ["split_at", "split_at_mut"].contains(&call.method.to_string().as_str()) =>
        {
            let name = |p: Option<&Pat>| match p {
                Some(Pat::Ident(i)) => Some(i.ident.to_string()),
                _ => None,
            };
            (name(tuple.elems.first()), name(tuple.elems.iter().nth(1)))
        }
        (Pat::Ident(ident), Expr::Index(index)) => match strip_parens(&index.index) {
            Expr::Range(range) => {
                let name = Some(ident.ident.to_string());
                let from_start = range.start.as_deref().is_none_or(is_zero);
                match (from_start, range.end.is_none()) {
                    (true, false) => (name, None),
                    (false, true) => (None, name),
                    _ => (None, None),
                }
            }
            _ => (None, None),
        },
        _ => (None, None),
    }
}

/// `conv[..k]` or `conv[k..]` (through a `&` and what passes items on unchanged and takes
/// no argument, `to_vec()`, `iter().cloned().collect()`): the place split, the position `k`
/// as written, and whether the range is the front (`conv[0..k]` too). A range with both
/// ends past `0`, or from `0` on, is neither.
fn split_position(init: &Expr) -> Option<(String, String, bool)> {
    use quote::ToTokens;
    let mut value = strip_reference(strip_parens(init));
    while let Expr::MethodCall(call) = value
        && call.args.is_empty()
        && ITEM_PASSING.contains(&call.method.to_string().as_str())
    {
        value = strip_reference(strip_parens(&call.receiver));
    }
    let Expr::Index(index) = value else {
        return None;
    };
    let Expr::Range(range) = strip_parens(&index.index) else {
        return None;
    };
    let place = crate::analysis::place::place_of(&index.expr)?.text();
    let at = |bound: &Expr| bound.to_token_stream().to_string();
    match (range.start.as_deref(), range.end.as_deref()) {
        (start, Some(end)) if start.is_none_or(is_zero) => Some((place, at(end), true)),
        (Some(start), None) if !is_zero(start) => Some((place, at(start), false)),
        _ => None,
    }
}

/// Methods that pass the items they are called on through unchanged (see
/// [`Walker::items_of`]).
const ITEM_PASSING: &[&str] = &[
    "iter",
    "iter_mut",
    "into_iter",
    "cloned",
    "copied",
    "collect",
    "to_vec",
    "to_owned",
    "clone",
    "into",
];

/// A closure of one parameter that gives it back, cloned or dereferenced (`|m| (*m).clone()`,
/// `|m| m.clone()`, `|m| *m`).
fn gives_back_its_argument(expr: &Expr) -> bool {
    let Expr::Closure(closure) = strip_parens(expr) else {
        return false;
    };
    let [Pat::Ident(param)] = closure.inputs.iter().collect::<Vec<_>>()[..] else {
        return false;
    };
    let mut body = &*closure.body;
    for _ in 0..crate::analysis::MAX_DEPTH {
        body = match strip_reference(strip_parens(body)) {
            Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => &u.expr,
            Expr::MethodCall(m)
                if m.args.is_empty()
                    && ["clone", "to_owned"].contains(&m.method.to_string().as_str()) =>
            {
                &m.receiver
            }
            Expr::Path(p) => return p.path.is_ident(&param.ident),
            _ => return false,
        };
    }
    false
}

/// `expr` is the local `name` whole, through what passes items on unchanged and takes no
/// argument (`rest`, `rest.clone()`, `rest.into_iter().collect()`).
fn is_whole(expr: &Expr, name: &str) -> bool {
    let mut expr = expr;
    for _ in 0..crate::analysis::MAX_DEPTH {
        expr = match strip_reference(strip_parens(expr)) {
            Expr::MethodCall(call)
                if call.args.is_empty()
                    && ITEM_PASSING.contains(&call.method.to_string().as_str()) =>
            {
                &call.receiver
            }
            Expr::Path(path) => return path.path.is_ident(name),
            _ => return false,
        };
    }
    false
}

/// The literal `0`.
fn is_zero(expr: &Expr) -> bool {
    is_int(expr, "0")
}

/// The literal `1`.
fn is_one(expr: &Expr) -> bool {
    is_int(expr, "1")
}

/// The integer literal `digits`.
fn is_int(expr: &Expr, digits: &str) -> bool {
    matches!(strip_parens(expr), Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. }) if i.base10_digits() == digits)
}

/// A message the host writes itself: a struct literal whose text fields (`content`, `text`)
/// are all host-written (`format!("[tool output pruned]")`), whatever bookkeeping it copies
/// from the item it replaces (`role: msg.role`); or a constructor given such text
/// (`Message::tool(id, "[pruned]")`).
fn is_placeholder_message(expr: &Expr) -> bool {
    use super::windows::is_content_field;
    use crate::analysis::derive::is_host_written;
    match strip_parens(expr) {
        Expr::Struct(lit) => {
            let text_fields: Vec<&syn::FieldValue> = lit
                .fields
                .iter()
                .filter(|f| matches!(&f.member, syn::Member::Named(n) if is_content_field(&n.to_string())))
                .collect();
            !text_fields.is_empty()
                && text_fields
                    .iter()
                    .all(|f| is_host_written(&f.expr, is_content_field))
        }
        Expr::Call(call) => is_host_written(expr, is_content_field) && !call.args.is_empty(),
        _ => false,
    }
}

/// `call` is an adaptor of [`ITEM_FILTERS`]: `Some(true)` when it picks them by
/// position only (`skip(n)`, `take(n)`, `step_by(k)`, or a `filter`, `skip_while` or
/// `take_while` whose closure ignores the item of an `enumerate` pair: `|(i, _)|
/// kept.contains(i)`), `Some(false)` when its closure reads the item (`|m| m.pinned`); `None`
/// for any other call.
fn filtered_by_position(call: &syn::ExprMethodCall) -> Option<bool> {
    let method = call.method.to_string();
    if !ITEM_FILTERS.contains(&method.as_str()) {
        return None;
    }
    match method.as_str() {
        "skip" | "take" | "step_by" => Some(true),
        _ => {
            let ignores_item = call.args.first().is_some_and(|arg| {
                matches!(strip_parens(arg), Expr::Closure(c)
                if c.inputs.first().is_some_and(|input| {
                    let input = match input {
                        Pat::Reference(r) => &*r.pat,
                        other => other,
                    };
                    matches!(input, Pat::Tuple(t)
                        if t.elems.len() == 2 && matches!(t.elems[1], Pat::Wild(_)))
                }))
            });
            Some(ignores_item)
        }
    }
}
