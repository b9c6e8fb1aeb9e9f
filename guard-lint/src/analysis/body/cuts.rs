//! Oldest-first and length-budget cuts: the index of the oldest message of a role (a sliding
//! window), messages kept within a budget, copies of a range of a window chosen by position
//! (or of the newest of its non-system messages, given back to it after a reset to its system
//! messages), and length tests that are only bounds checks.

use syn::visit::{self, Visit};
use syn::{Block, Expr, Stmt};

use super::roles::{
    filters_out_system, names_system_role, reads_item_for_role_only, system_half_of_partition,
    tests_pin, tests_role_only, tests_unpinned,
};
use super::summary::INSERT_METHODS;
use super::taint::{mark, value_root};
use super::{PendingEdit, Walker};
use crate::analysis::place::{local_place, place_of};
use crate::analysis::search::{any_expr, any_expr_in_block};
use crate::analysis::syntax::{
    called_name, chooses_items, condition_parts, diverges, int_literal, is_chooser,
    is_order_comparison, strip_parens, strip_reference, strip_unwraps,
};
use crate::analysis::{MAX_DEPTH, names};

/// Words that name a head of leading messages kept whatever they say (`keep_head`,
/// `preserve_first_n`, `PINNED` settings; `head: usize` handed in).
const HEAD_WORDS: &[&str] = &[
    "keep",
    "preserve",
    "pinned",
    "protect",
    "protected",
    "head",
    "first",
    "reserved",
];

impl Walker<'_, '_> {
    /// `expr` is the index of the oldest message of a role in a window, found here
    /// (`history.iter().position(|m| m.role != Role::System)`) or held by a local, or an offset
    /// after it (`at + 1`), or a `match` whose every arm that gives a value gives one
    /// (`match found { Some(p) => p + 1, None => return }`).
    /// `self.find_lowest_priority_message()`, `least_relevant(&h)`: a call named for choosing by
    /// rank (`priority`, `importance`, `weight`, `relevance`, `lowest`, `least`, or a configured
    /// scorer), whose result is where a cut goes.
    fn is_ranked_choice(&self, expr: &Expr) -> bool {
        let ranked = |name: &str| self.names_a_rank(name);
        if self.picks_extreme_by_rank(expr, &ranked) {
            return true;
        }
        let Some(name) = called_name(strip_unwraps(expr)) else {
            return false;
        };
        ranked(&name)
    }

    /// `name` names a rank items are chosen by (`priority`, `importance`, `weight`,
    /// `relevance`, `lowest`, `least`, or a configured scorer such as `score`).
    fn names_a_rank(&self, name: &str) -> bool {
        const RANK_WORDS: &[&str] = &[
            "priority",
            "importance",
            "important",
            "weight",
            "relevance",
            "relevant",
            "lowest",
            "least",
        ];
        self.cfg.is_scorer(name) || names::any_word_is(name, RANK_WORDS)
    }

    /// `if score < lowest_score`, `if msg.priority > best_priority`: a comparison (`<`, `>`,
    /// `<=`, `>=`) with a rank on either side, the test of a walk that keeps the least or
    /// greatest item by that rank (see [`Walker::note_ranked_pick`]).
    pub(super) fn compares_a_rank(&self, cond: &Expr) -> bool {
        let Expr::Binary(test) = strip_parens(cond) else {
            return false;
        };
        let ranked_side =
            |side: &Expr| place_of(side).is_some_and(|place| self.names_a_rank(place.name()));
        is_order_comparison(&test.op) && (ranked_side(&test.left) || ranked_side(&test.right))
    }

    /// `best_index = Some(i)` (or `best = i`) under a comparison of ranks
    /// ([`Walker::compares_a_rank`]): the local keeps the position of the item the walk
    /// ranked least or greatest, as one bound to `min_by_key(|m| m.priority)` does, and a cut
    /// there (`if let Some(idx) = best_index { w.remove(idx) }`) is a choice by that rank.
    /// Set under no such test (a fallback `best_index = Some(1)`), it keeps what it had.
    pub(super) fn note_ranked_pick(&mut self, left: &Expr, right: &Expr) {
        if self.rank_conditions == 0 {
            return;
        }
        let picked = match strip_parens(right) {
            Expr::Call(some)
                if some.args.len() == 1
                    && matches!(&*some.func, Expr::Path(p) if p.path.is_ident("Some")) =>
            {
                some.args.first().and_then(super::edits::plain_local)
            }
            other => super::edits::plain_local(other),
        };
        if picked.is_some()
            && let Some(local) = super::edits::plain_local(left)
        {
            self.taint.chosen_indices.insert(local);
        }
    }

    /// `entries.iter().enumerate().min_by(|(_, a), (_, b)| a.importance.partial_cmp(
    /// &b.importance)).map(|(i, _)| i)`: a chain that picks the least or greatest item by a
    /// comparison or key (`min_by`, `max_by_key`, ..) reading a rank (`importance`, a
    /// configured scorer): the position of the item the rank chose.
    fn picks_extreme_by_rank(&self, expr: &Expr, ranked: &dyn Fn(&str) -> bool) -> bool {
        const EXTREMES: &[&str] = &["min_by", "max_by", "min_by_key", "max_by_key"];
        let mut link = strip_unwraps(expr);
        for _ in 0..MAX_DEPTH {
            let Expr::MethodCall(call) = strip_parens(link) else {
                return false;
            };
            if EXTREMES.iter().any(|m| call.method == m) {
                return call.args.iter().any(|arg| {
                    any_expr(arg, |e| match e {
                        Expr::Field(field) => matches!(&field.member,
                            syn::Member::Named(name) if ranked(&name.to_string())),
                        _ => crate::analysis::search::expr_ident(e).is_some_and(|n| ranked(&n)),
                    })
                });
            }
            link = &call.receiver;
        }
        false
    }

    /// A position `at` (`remove(at)`, `drain(at..)`) holds, directly or unwrapped from an
    /// `Option` (`if let Some(i) = choice`), what a ranked choice returned (see
    /// [`Walker::is_ranked_choice`]).
    pub(super) fn at_ranked_choice(&self, at: &Expr) -> bool {
        let start = match strip_parens(at) {
            Expr::Range(range) => range.start.as_deref(),
            other => Some(other),
        };
        start.and_then(value_root).is_some_and(|root| {
            let outer = self.unwrapped.get(&root);
            self.taint.chosen_indices.contains(&root)
                || outer.is_some_and(|o| self.taint.chosen_indices.contains(o))
        })
    }

    fn is_oldest_index(&self, expr: &Expr) -> bool {
        self.is_oldest_index_within(expr, MAX_DEPTH)
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
                self.counts_leading_system(other)
                    || self.is_configured_head(other)
                    || value_root(other)
                        .is_some_and(|root| self.taint.oldest_indices.contains(&root))
                    || oldest_of_role_in(other)
                        .is_some_and(|searched| self.window_of(searched).is_some())
                    || leading_of_role_in(other)
                        .is_some_and(|counted| self.window_of(counted).is_some())
                    || first_of(other)
                        .and_then(value_root)
                        .is_some_and(|list| self.taint.role_positions.contains(&list))
            }
        }
    }

    /// `name` is a parameter of the function, a number (`usize`, `u32`), named for a head of
    /// messages kept (a word of [`HEAD_WORDS`] but `first`: `head`, `keep_head`,
    /// `pinned_prefix`): the caller says how many leading messages (the system prompt, the
    /// task) stay, as a setting of that name does. `first: usize` is as often the start of a
    /// span the caller picks, and a parameter of any other type holds no count.
    fn is_head_parameter(&self, name: &str) -> bool {
        self.params.contains(name)
            && self
                .param_types
                .get(name)
                .is_some_and(|ty| self.cfg.shape(ty) == crate::analysis::types::Shape::Primitive)
            && names::words(name).any(|w| {
                HEAD_WORDS
                    .iter()
                    .any(|h| *h != "first" && names::word_is(w, h))
            })
    }

    /// A number of leading messages kept whatever they say, read from a setting named as one
    /// (`config.preserve_first_n as usize`, `self.keep_head`), a constant (`PINNED_HEAD`) or a
    /// number the caller hands in under such a name (`head: usize`, `pinned_prefix: usize`,
    /// see [`Walker::is_head_parameter`]): the index of the oldest message after that head. A
    /// field of a window, a field named otherwise (`req.index`: a position the caller names),
    /// or a value any call computes (from what the messages say, for all the syntax tells), is
    /// not one.
    fn is_configured_head(&self, expr: &Expr) -> bool {
        let mut expr = strip_parens(expr);
        while let Expr::Cast(cast) = expr {
            expr = strip_parens(&cast.expr);
        }
        match expr {
            Expr::Path(constant) => constant.path.get_ident().is_some_and(|name| {
                let name = name.to_string();
                (name.len() > 1
                    && name
                        .chars()
                        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
                    || self.is_head_parameter(&name)
            }),
            Expr::Field(field) => {
                let mut base = strip_parens(&field.base);
                while let Expr::Field(inner) = base {
                    base = strip_parens(&inner.base);
                }
                let names_head = matches!(&field.member, syn::Member::Named(name)
                    if names::words(&name.to_string())
                        .any(|w| HEAD_WORDS.iter().any(|h| names::word_is(w, h))));
                names_head && matches!(base, Expr::Path(_)) && self.window_of(expr).is_none()
            }
            _ => false,
        }
    }

    /// `if history.first().is_some_and(|m| m.role == Role::System) { 1 } else { 0 }`: the
    /// number of leading system messages, which is the index of the oldest message after the
    /// system prompt.
    fn counts_leading_system(&self, expr: &Expr) -> bool {
        let Expr::If(choice) = expr else {
            return false;
        };
        let Some((_, otherwise)) = &choice.else_branch else {
            return false;
        };
        let is_bit = |e: &Expr| {
            matches!(strip_parens(e), Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(n), .. })
                if matches!(n.base10_digits(), "0" | "1"))
        };
        let then_value = match choice.then_branch.stmts.last() {
            Some(Stmt::Expr(last, None)) => Some(last),
            _ => None,
        };
        then_value.is_some_and(is_bit)
            && tail_value(otherwise).is_some_and(is_bit)
            && (self.tests_first_is_system(&choice.cond)
                || value_root(&choice.cond)
                    .is_some_and(|root| self.taint.first_is_system.contains(&root)))
    }

    /// `expr` tests the role of a window's first message against the system role
    /// (`history.first().is_some_and(|m| m.role == Role::System)`). A local bound to such a
    /// test (`let has_system = ..; if has_system { 1 } else { 0 }`) is followed by the
    /// caller, through `Taint::first_is_system`.
    fn tests_first_is_system(&self, expr: &Expr) -> bool {
        any_expr(expr, names_system_role)
            && any_expr(expr, |e| {
                first_of(e).is_some_and(|list| self.window_of(list).is_some())
            })
    }

    /// `for (i, m) in history.iter().enumerate() { if .. { found = Some(i); break; } }`, where
    /// the loop reads each message for its role alone (the test may also read the index, the
    /// length or settings, not what a message says): `found` holds the index of the oldest
    /// message of a role, as `history.iter().position(|m| m.role != Role::System)` would.
    pub(super) fn note_first_index_of_role(&mut self, for_loop: &syn::ExprForLoop) {
        let Some((index, item)) = enumerated_pair(&for_loop.pat) else {
            return;
        };
        let Expr::MethodCall(enumerate) = strip_parens(&for_loop.expr) else {
            return;
        };
        let Expr::MethodCall(iter) = strip_parens(&enumerate.receiver) else {
            return;
        };
        if enumerate.method != "enumerate"
            || iter.method != "iter"
            || self.window_of(&iter.receiver).is_none()
            || !reads_item_for_role_only(&for_loop.body, &item)
        {
            return;
        }
        if let Some(found) = first_index_kept(&for_loop.body, &index) {
            self.taint.oldest_indices.insert(found);
        }
    }

    /// `at` or `at..end`, where `at` holds the index of the oldest message of a role; or
    /// `head..cut` (`drain(PINNED_HEAD..cut)`, `drain(head..cut)` for `head: usize` handed in),
    /// a bounded range from the end of a head kept whatever it says (see
    /// [`Walker::is_configured_head`]), cut as `drain(2..cut)` is. Unbounded (`drain(head..)`),
    /// everything after the head goes, not a cut to a length.
    pub(super) fn starts_at_oldest(&self, arg: &Expr) -> bool {
        let (start, bounded) = match strip_parens(arg) {
            Expr::Range(range) => (range.start.as_deref(), range.end.is_some()),
            other => (Some(other), true),
        };
        start.is_some_and(|start| {
            value_root(start).is_some_and(|root| self.taint.oldest_indices.contains(&root))
                || (bounded && self.is_configured_head(start))
        })
    }

    /// The item at the front of a collection that is not a window (`self.order.pop_front()`,
    /// `order.front().cloned()`, `ids.first().copied()`): in a queue of keys kept in
    /// arrival order, the key stored longest.
    fn is_front_of_a_queue(&self, value: &Expr) -> bool {
        let mut expr = strip_parens(value);
        for _ in 0..MAX_DEPTH {
            let Expr::MethodCall(call) = expr else {
                return false;
            };
            let method = call.method.to_string();
            match method.as_str() {
                "cloned" | "copied" | "clone" | "unwrap" | "expect" => {
                    expr = strip_parens(&call.receiver);
                }
                "pop_front" | "front" | "first" if call.args.is_empty() => {
                    return self.window_of(&call.receiver).is_none();
                }
                _ => return false,
            }
        }
        false
    }

    /// One item of a window taken out as a copy: `Some(true)` for `w.last().cloned()`,
    /// `w.first().cloned()`, or the newest (`w.iter().rev().find(..)`) or oldest
    /// (`w.iter().find(..)`) item of a role (`|e| e.is_user()`, `|m| m.role == "system"`),
    /// taken by where it stands, whatever it says, as a copy of a range of positions is;
    /// `Some(false)` for an item found by what its text says (`find(|m|
    /// m.content.contains(..))`), a choice. The window cleared and given back only items
    /// taken by position (`truncate_to_latest`: the system prompt and the newest user
    /// message) is cut to them by position.
    fn one_item_taken(&self, value: &Expr) -> Option<bool> {
        let mut expr = strip_parens(value);
        for _ in 0..MAX_DEPTH {
            let Expr::MethodCall(call) = expr else {
                return None;
            };
            match call.method.to_string().as_str() {
                "cloned" | "copied" | "clone" if call.args.is_empty() => {
                    expr = strip_parens(&call.receiver);
                }
                "last" | "first" if call.args.is_empty() => {
                    return self
                        .window_of(&call.receiver)
                        .is_some_and(|(_, element)| !element)
                        .then_some(true);
                }
                "find" if call.args.len() == 1 => {
                    let Expr::Closure(test) = strip_parens(&call.args[0]) else {
                        return None;
                    };
                    let mut walked = strip_parens(&call.receiver);
                    if let Expr::MethodCall(rev) = walked
                        && rev.method == "rev"
                        && rev.args.is_empty()
                    {
                        walked = strip_parens(&rev.receiver);
                    }
                    let Expr::MethodCall(iter) = walked else {
                        return None;
                    };
                    let of_window = iter.method == "iter"
                        && iter.args.is_empty()
                        && self
                            .window_of(&iter.receiver)
                            .is_some_and(|(_, element)| !element);
                    return of_window.then(|| super::roles::tests_role_only(&test.body));
                }
                _ => return None,
            }
        }
        None
    }

    /// The body also puts into the window `target` an item found by what its text says
    /// (see [`Walker::one_item_taken`]): what the window is given back is chosen.
    fn refilled_with_found_item(&self, target: &str) -> bool {
        const ADDS: &[&str] = &["push", "push_back", "push_front", "insert", "add_message"];
        any_expr_in_block(self.body, |e| {
            matches!(e, Expr::MethodCall(call)
                if ADDS.contains(&call.method.to_string().as_str())
                    && self.window_of(&call.receiver).is_some_and(|(w, element)| !element && w.target == target)
                    && call.args.iter().any(|arg| value_root(arg)
                        .is_some_and(|root| self.found_by_content(&root))))
        })
    }

    /// The local `name` holds an item found by what its text says, or unwraps one
    /// (`if let Some(noted) = found`, bound later in the body than the walk has reached).
    fn found_by_content(&self, name: &str) -> bool {
        self.taint.found_by_content.contains(name)
            || any_expr_in_block(self.body, |e| {
                matches!(e, Expr::Let(bound)
                    if crate::analysis::syntax::pattern_idents(&bound.pat).iter().any(|n| n == name)
                        && value_root(&bound.expr)
                            .is_some_and(|root| root != name && self.taint.found_by_content.contains(&root)))
            })
    }

    /// Track, through `let` and `if let`, the locals holding the index of the oldest message
    /// of a role in a window, the locals holding messages kept within a budget, and the
    /// locals holding text read from a range of a window.
    pub(super) fn note_cut_bindings(&mut self, names: Vec<String>, value: &Expr) {
        let oldest = self.is_oldest_index(value);
        let kept = value_root(value).is_some_and(|r| self.taint.budget_kept.contains(&r))
            || self.copies_window_range(value)
            || self.splits_off_tail(value)
            || self.newest_of_unchosen(value)
            || self.copies_newest_of_window(value)
            || self.one_item_taken(value) == Some(true);
        let found = self.one_item_taken(value) == Some(false)
            || value_root(value).is_some_and(|r| self.taint.found_by_content.contains(&r));
        let unchosen = self.sets_apart_all_but_system(value) || self.holds_whole_window(value);
        let rest_half = self
            .window_partition_halves(&names, value)
            .map(|(_, rest)| rest);
        let role_positions = self.lists_positions_of_role(value);
        let chosen = self.is_ranked_choice(value);
        let oldest_key = self.is_front_of_a_queue(value);
        let older = self.counts_all_but_newest(value);
        let first_system = self.tests_first_is_system(value);
        let read = self.window_read(value);
        for name in names {
            match &read {
                Some(read) => self.taint.window_reads.insert(name.clone(), read.clone()),
                None => self.taint.window_reads.remove(&name),
            };
            for (set, holds) in [
                (&mut self.taint.oldest_indices, oldest),
                (&mut self.taint.budget_kept, kept),
                (&mut self.taint.found_by_content, found),
                (
                    &mut self.taint.unchosen_messages,
                    unchosen || rest_half.as_ref() == Some(&name),
                ),
                (&mut self.taint.role_positions, role_positions),
                (&mut self.taint.chosen_indices, chosen),
                (&mut self.taint.oldest_keys, oldest_key),
                (&mut self.taint.older_counts, older),
                (&mut self.taint.first_is_system, first_system),
            ] {
                mark(set, &name, holds);
            }
        }
    }

    /// `expr` counts the messages of a window that come before its newest `n`: the window's
    /// length less a number (`self.turns.len().saturating_sub(self.recent_turns)`,
    /// `history.len() - keep`), or a local holding such a count.
    fn counts_all_but_newest(&self, expr: &Expr) -> bool {
        let window_len = |e: &Expr| {
            matches!(strip_parens(e), Expr::MethodCall(len)
                if len.method == "len"
                    && len.args.is_empty()
                    && self.window_of(&len.receiver).is_some_and(|(_, element)| !element))
        };
        match strip_parens(expr) {
            Expr::MethodCall(sub) if sub.method == "saturating_sub" && sub.args.len() == 1 => {
                window_len(&sub.receiver)
            }
            Expr::Binary(b) if matches!(b.op, syn::BinOp::Sub(_)) => window_len(&b.left),
            other => value_root(other).is_some_and(|root| self.taint.older_counts.contains(&root)),
        }
    }

    /// `for i in 0..older` where `older` counts the messages before a window's newest `n` (see
    /// [`Walker::counts_all_but_newest`]): the loop walks the oldest positions, so what its
    /// body does to the items there is chosen by count, as a cut is.
    pub(super) fn walks_oldest_positions(&self, source: &Expr) -> bool {
        if self.heads_position_list(source, 0) {
            return true;
        }
        let Expr::Range(range) = strip_parens(source) else {
            return false;
        };
        let from_zero = range
            .start
            .as_deref()
            .is_none_or(|start| int_literal(start).as_deref() == Some("0"));
        from_zero
            && matches!(range.limits, syn::RangeLimits::HalfOpen(_))
            && range
                .end
                .as_deref()
                .is_some_and(|end| self.counts_all_but_newest(end))
    }

    /// `&tool_indices[..tool_indices.len() - keep_recent]` (or a local bound to it, walked
    /// with `.iter()`) where `tool_indices` collects positions of a window
    /// (`self.entries.iter().enumerate().filter(..).map(|(i, _)| i).collect()`): all but the
    /// newest `keep_recent` of those positions, the oldest, as `for i in 0..older` walks them.
    /// A list of positions not taken from a window, or a slice that does not end at its own
    /// length less a count, walks no oldest positions.
    fn heads_position_list(&self, source: &Expr, depth: usize) -> bool {
        let mut source = strip_parens(source);
        for _ in 0..MAX_DEPTH {
            source = match source {
                Expr::Reference(r) => strip_parens(&r.expr),
                Expr::MethodCall(m)
                    if m.args.is_empty()
                        && matches!(
                            m.method.to_string().as_str(),
                            "iter" | "into_iter" | "copied" | "cloned"
                        ) =>
                {
                    strip_parens(&m.receiver)
                }
                _ => break,
            };
        }
        match source {
            Expr::Path(p) if depth == 0 => p.path.get_ident().is_some_and(|local| {
                let local = local.to_string();
                let mut inits = crate::analysis::syntax::local_inits(self.body, &local).peekable();
                inits.peek().is_some()
                    && inits.all(|init| self.heads_position_list(init, depth + 1))
            }),
            Expr::Index(index) => {
                let Expr::Path(list) = strip_parens(&index.expr) else {
                    return false;
                };
                let Some(list) = list.path.get_ident().map(ToString::to_string) else {
                    return false;
                };
                let Expr::Range(range) = strip_parens(&index.index) else {
                    return false;
                };
                let from_zero = range
                    .start
                    .as_deref()
                    .is_none_or(|start| int_literal(start).as_deref() == Some("0"));
                let own_len = |e: &Expr| {
                    matches!(strip_parens(e), Expr::MethodCall(len)
                        if len.method == "len" && len.args.is_empty()
                            && matches!(strip_parens(&len.receiver), Expr::Path(p) if p.path.is_ident(&list)))
                };
                let all_but_newest =
                    range
                        .end
                        .as_deref()
                        .is_some_and(|end| match strip_parens(end) {
                            Expr::MethodCall(sub)
                                if sub.method == "saturating_sub" && sub.args.len() == 1 =>
                            {
                                own_len(&sub.receiver)
                            }
                            Expr::Binary(b) if matches!(b.op, syn::BinOp::Sub(_)) => {
                                own_len(&b.left)
                            }
                            _ => false,
                        });
                from_zero
                    && matches!(range.limits, syn::RangeLimits::HalfOpen(_))
                    && all_but_newest
                    && self.lists_window_positions(&list)
            }
            _ => false,
        }
    }

    /// Every binding of the local `list` collects positions of a window: a chain from the
    /// window through `enumerate()` that keeps the index alone (`.map(|(i, _)| i)`).
    fn lists_window_positions(&self, list: &str) -> bool {
        let from_window = |init: &Expr| {
            let mut enumerates = false;
            let mut keeps_index = false;
            let mut expr = strip_parens(init);
            for _ in 0..MAX_DEPTH {
                let Expr::MethodCall(m) = expr else {
                    break;
                };
                match m.method.to_string().as_str() {
                    "enumerate" => enumerates = true,
                    "map" | "filter_map" => {
                        keeps_index |= m.args.first().is_some_and(|arg| {
                            matches!(strip_parens(arg), Expr::Closure(c)
                                if matches!(c.inputs.first(), Some(syn::Pat::Tuple(t))
                                    if t.elems.len() == 2
                                        && matches!(t.elems.first(), Some(syn::Pat::Ident(i))
                                            if matches!(strip_parens(&c.body), Expr::Path(p) if p.path.is_ident(&i.ident)))))
                        });
                    }
                    _ => {}
                }
                expr = strip_parens(&m.receiver);
            }
            enumerates && keeps_index && self.window_of(expr).is_some_and(|(_, element)| !element)
        };
        let mut inits = crate::analysis::syntax::local_inits(self.body, list).peekable();
        inits.peek().is_some() && inits.all(from_window)
    }

    /// `kept.push(m)` on a local that is not a window, under a length condition or in a loop
    /// that stops at a budget, or `kept.extend(recent)` of such a local: `kept` holds what fit.
    pub(super) fn note_budget_kept(&mut self, call: &syn::ExprMethodCall) {
        const CHOOSES: &[&str] = &["retain", "retain_mut", "dedup_by", "dedup_by_key"];
        if let Some((window, false)) = self.window_of(&call.receiver) {
            self.note_refilled_with_kept(&window.target, call);
            self.note_copy_installed(&window.target, call);
        }
        if CHOOSES.contains(&call.method.to_string().as_str())
            && let Some(name) = value_root(&call.receiver)
        {
            // `kept.retain(|m| m.important)`: what is left is chosen by what it says.
            self.taint.budget_kept.remove(&name);
            return;
        }
        // Items added (text appended with `push_str` is no item), or spliced in where nothing
        // is taken out (`kept.splice(0..0, block)`, a prepend).
        let method = call.method.to_string();
        let added: Vec<&Expr> = if let Some(items) = spliced_in_without_removal(call) {
            vec![items]
        } else if method != "push_str" && INSERT_METHODS.contains(&method.as_str()) {
            call.args.iter().collect()
        } else {
            return;
        };
        let Some((name, fields)) = local_place(&call.receiver) else {
            return;
        };
        if self.window_of(&call.receiver).is_some() {
            // A typed copy (`let mut kept: Vec<Message> = w[..n].to_vec()`) is a window of its
            // own; items added to it by a test of what they say make it chosen, not cut.
            if fields.is_empty() && added.iter().any(|arg| chooses_items(arg)) {
                self.taint.budget_kept.remove(&name);
            }
            return;
        }
        let from_kept = added.iter().any(|arg| {
            value_root(arg).is_some_and(|root| self.taint.budget_kept.contains(&root))
                || self.copies_window_range(arg)
        });
        if fields.is_empty() && (self.length_conditions > 0 || from_kept) {
            self.taint.budget_kept.insert(name);
        } else if fields.is_empty() && added.iter().any(|arg| chooses_items(arg)) {
            // Items added by a test of what they say: the local is chosen, not cut.
            self.taint.budget_kept.remove(&name);
        }
    }

    /// `self.chat_memory.add_messages(&messages)` after `self.chat_memory.clear()`, with
    /// `messages` a working copy of the window (see [`Walker::written_back_copy`]): the clear
    /// installs the copy, so it is the one edit reported, and it loses what the copy's cuts
    /// lost: a cut by position or budget when each of them is one, a drop decided by a score
    /// when one is, nothing when the copy was not cut. A copy given anything (a summary, a
    /// reply) is reported as it was, where it is edited: how what it was given stands in for
    /// what it lost is decided there.
    fn note_copy_installed(&mut self, target: &str, call: &syn::ExprMethodCall) {
        let Some(copy) = call.args.iter().find_map(|arg| {
            value_root(strip_reference(arg)).filter(|root| self.working_copies.contains(root))
        }) else {
            return;
        };
        let Some(at) = self.pending.iter().rposition(|p| {
            p.fact.site.reading.target == target
                && p.fact.site.reading.method == "clear"
                && p.fact.site.reading.whole.is_none()
        }) else {
            return;
        };
        let copy_edits: Vec<&super::PendingEdit> = self
            .pending
            .iter()
            .filter(|p| p.fact.site.reading.target == copy)
            .collect();
        let given_text = self.inserts.iter().any(|(t, _, _)| *t == copy)
            || copy_edits
                .iter()
                .any(|p| p.value.summary.is_some() || p.value.model.is_some());
        if given_text {
            self.working_copies.remove(&copy);
            return;
        }
        if copy_edits.is_empty() {
            self.pending.remove(at);
            return;
        }
        let length_cut = copy_edits
            .iter()
            .all(|p| p.length_cut && p.fact.score.is_none());
        let score = copy_edits.iter().find_map(|p| p.fact.score.clone());
        let clear = &mut self.pending[at];
        clear.length_cut = length_cut;
        clear.fact.score = clear.fact.score.take().or(score);
        clear.fact.site.reading.whole = Some(crate::analysis::WholeWindow::Installed(copy));
    }

    /// `self.history = system; self.history.extend(recent)` with `recent` kept by position or
    /// budget: the window replaced with its system messages, then given back its newest
    /// others, is cut by position (like `drain(..n)`), not reset. So is a window cleared and
    /// given back a range of itself copied before (`let tail = history[k..].to_vec();
    /// history.clear(); history.push(persona); history.extend(tail)`): what is gone is the
    /// part before `k`. So is a window cut to its first message (`truncate(1)`) after its
    /// newest were taken out, and given them back. So is a window drained whole into its system
    /// messages and the rest (`partition` by the role) and given back the system messages and
    /// the newest of the rest (`w.extend(rest.into_iter().skip(n))`, the kept items handed over
    /// as they are taken), and one emptied by `mem::take` or a full drain and given back the
    /// newest of what it held. A summary put back beside the range still makes it a rewrite.
    fn note_refilled_with_kept(&mut self, target: &str, call: &syn::ExprMethodCall) {
        const REFILLS: &[&str] = &["extend", "extend_from_slice", "append"];
        // One kept item at a time, from a loop over the newest of a copy (`for m in
        // copy.into_iter().skip(n) { window.push(m) }`, `window.add_message(m)`).
        const ADDS_ONE: &[&str] = &["push", "push_back", "add_message", "push_message"];
        // The system message set aside by its role and put back (`if let Some(msg) =
        // system_message { history.push(msg) }`) is what a reset keeps, no cut.
        // Or kept as it is handed over: `w.extend(rest.into_iter().skip(n))`, the newest of
        // all the messages or all but the system ones.
        let kept = call.args.iter().any(|arg| {
            value_root(chain_root(arg)).is_some_and(|root| {
                self.taint.budget_kept.contains(&root) && !self.system_only.contains(&root)
            }) || self.newest_of_unchosen(arg)
        });
        // The refill gives back items a drain of the window took out (`let (system, rest) =
        // w.drain(..).partition(..)`).
        let from_drained = call.args.iter().any(|arg| {
            value_root(chain_root(arg)).is_some_and(|root| self.taint.cut_out.contains(&root))
        });
        let method = call.method.to_string();
        let refills = REFILLS.contains(&method.as_str())
            || (ADDS_ONE.contains(&method.as_str()) && call.args.len() == 1);
        if !kept || !refills || self.refilled_with_found_item(target) {
            return;
        }
        if let Some(pending) = self.pending.iter_mut().rev().find(|p| {
            let site = &p.fact.site;
            site.reading.target == target
                && match site.reading.method.as_str() {
                    "=" => matches!(
                        site.reading.whole,
                        Some(
                            crate::analysis::WholeWindow::KeepsSystemPrompt
                                | crate::analysis::WholeWindow::KeepsPinned
                                | crate::analysis::WholeWindow::Emptied
                        )
                    ),
                    "clear" | "mem::take" => site.reading.whole.is_none(),
                    // `let (system, rest) = w.drain(..).partition(..); w.extend(system);
                    // w.extend(rest.into_iter().skip(n))`: emptied by the drain, as by a clear.
                    "drain" => site.reading.whole.is_none() && from_drained,
                    // `let tail = w.drain(k..).collect(); w.truncate(1); w.extend(tail)`: the
                    // first message and the newest kept, the middle cut by position.
                    "truncate" => matches!(
                        site.reading.whole,
                        Some(crate::analysis::WholeWindow::KeepsSystemPrompt)
                    ),
                    _ => false,
                }
        }) {
            pending.length_cut = true;
            pending.fact.site.reading.whole = None;
        }
    }

    /// `let (system, rest) = turns.drain(..).partition(|t| t.role == "system")`: the two
    /// bindings of `names`, the system messages' first, when `value` partitions a window's own
    /// items by the system role alone (see [`system_half_of_partition`]); `rest` holds every
    /// message but the system ones, as a `filter` keeping them does.
    pub(super) fn window_partition_halves(
        &self,
        names: &[String],
        value: &Expr,
    ) -> Option<(String, String)> {
        let [first, second] = names else {
            return None;
        };
        let system = system_half_of_partition(value)?;
        // Items of the window itself, not of one of its items.
        if self
            .window_of(chain_root(value))
            .is_none_or(|(_, item)| item)
        {
            return None;
        }
        Some(if system == 0 {
            (first.clone(), second.clone())
        } else {
            (second.clone(), first.clone())
        })
    }

    /// `history.iter().filter(|m| !matches!(m.role, Role::System)).cloned().collect()`: every
    /// message of a window but its system ones, set apart by role and nothing else.
    fn sets_apart_all_but_system(&self, value: &Expr) -> bool {
        let (mut by_role, mut by_content) = (0, 0);
        any_expr(value, |e| {
            if let Expr::MethodCall(call) = e
                && is_chooser(call)
            {
                if filters_out_system(call) {
                    by_role += 1;
                } else {
                    by_content += 1;
                }
            }
            false
        });
        by_role == 1
            && by_content == 0
            && self
                .window_of(chain_root(value))
                .is_some_and(|(_, item)| !item)
    }

    /// `rest.into_iter().rev().take(n)`, `rest[rest.len() - n..].to_vec()`: the newest messages
    /// of a local holding all the messages of a window, or all but its system ones, chosen by
    /// position alone.
    fn newest_of_unchosen(&self, value: &Expr) -> bool {
        const BY_POSITION: &[&str] = &["take", "skip", "split_off"];
        let from_rest = value_root(chain_root(value))
            .is_some_and(|root| self.taint.unchosen_messages.contains(&root));
        let by_position = any_expr(value, |e| match e {
            Expr::MethodCall(m) => BY_POSITION.contains(&m.method.to_string().as_str()),
            Expr::Index(i) => matches!(strip_parens(&i.index), Expr::Range(_)),
            _ => false,
        });
        from_rest && by_position && !chooses_items(value)
    }

    /// `history.iter().rev().take(n).cloned().collect()`, `history.iter().skip(k).cloned()
    /// .collect()`: a copy of the newest messages of a window (or of those from a position on),
    /// chosen by position alone, as `history[k..].to_vec()` is (see
    /// [`Walker::copies_window_range`]). A chain that also tests what the items say
    /// (`filter`, `take_while`) chooses them; one that takes the first `n` without `rev` is a
    /// range read already.
    fn copies_newest_of_window(&self, value: &Expr) -> bool {
        // The calls from the window out, each with its argument count.
        let mut calls: Vec<(String, usize)> = Vec::new();
        let mut expr = strip_parens(value);
        for _ in 0..MAX_DEPTH {
            let Expr::MethodCall(m) = expr else {
                break;
            };
            calls.push((m.method.to_string(), m.args.len()));
            expr = strip_parens(&m.receiver);
        }
        calls.reverse();
        let at = |name: &str, args: usize| calls.iter().position(|c| c.0 == name && c.1 == args);
        let after = |from: usize, name: &str| calls[from..].iter().any(|c| c.0 == name);
        // `rev()` then `take(n)`, nothing skipped after the `rev`: the newest `n`.
        let newest_n = at("rev", 0).is_some_and(|r| after(r, "take") && !after(r, "skip"));
        // `skip(k)` with no `rev` nor `take` after it: every item from `k` on.
        let from_k = at("skip", 1).is_some_and(|k| !after(k, "take") && !after(k, "rev"));
        (newest_n || (from_k && at("rev", 0).is_none()))
            && !chooses_items(value)
            && self.window_of(expr).is_some_and(|(_, item)| !item)
    }

    /// `history.iter().enumerate().filter(|(_, m)| m.role == Role::User).map(|(i, _)| i)
    /// .collect()`: the positions of the messages of a role in a window, oldest first, found by
    /// their role alone.
    fn lists_positions_of_role(&self, value: &Expr) -> bool {
        let Expr::MethodCall(collect) = strip_parens(value) else {
            return false;
        };
        let Expr::MethodCall(map) = strip_parens(&collect.receiver) else {
            return false;
        };
        let Expr::MethodCall(filter) = strip_parens(&map.receiver) else {
            return false;
        };
        let Expr::MethodCall(enumerate) = strip_parens(&filter.receiver) else {
            return false;
        };
        let Expr::MethodCall(iter) = strip_parens(&enumerate.receiver) else {
            return false;
        };
        let keeps_index = matches!(map.args.first().map(strip_parens), Some(Expr::Closure(c))
            if c.inputs.len() == 1
                && enumerated_pair_index(&c.inputs[0])
                    .is_some_and(|index| value_root(&c.body).as_deref() == Some(index.as_str())));
        let by_role = matches!(filter.args.first().map(strip_parens), Some(Expr::Closure(c))
            if tests_role_only(&c.body));
        collect.method == "collect"
            && map.method == "map"
            && filter.method == "filter"
            && enumerate.method == "enumerate"
            && iter.method == "iter"
            && keeps_index
            && by_role
            && self.window_of(&iter.receiver).is_some()
    }

    /// `for (i, m) in history.iter().enumerate()` (or `into_iter()`, also of
    /// `mem::take(&mut history)`): the loop's index and item, when it walks a window's
    /// positions from the front.
    pub(super) fn enumerates_window(
        &self,
        pat: &syn::Pat,
        source: &Expr,
    ) -> Option<(String, String)> {
        let (index, item) = enumerated_pair(pat)?;
        let Expr::MethodCall(enumerate) = strip_parens(source) else {
            return None;
        };
        if enumerate.method != "enumerate" {
            return None;
        }
        let walks_window = any_expr(&enumerate.receiver, |e| {
            matches!(e, Expr::Field(_) | Expr::Path(_)) && self.window_of(e).is_some()
        });
        walks_window.then_some((index, item))
    }

    /// A condition inside an `enumerate` loop over a window that tests the item's position
    /// (`position < boundary`) and, besides, at most its role or pin flag (`&&
    /// !record.pinned`): what it keeps or removes is chosen by position, as a cut is.
    pub(super) fn tests_position_only(&self, cond: &Expr) -> bool {
        let Some((index, item)) = self.position_loops.last() else {
            return false;
        };
        let is_index =
            |e: &Expr| matches!(strip_parens(e), Expr::Path(p) if p.path.is_ident(index));
        let mut compares_position = false;
        for part in condition_parts(cond, false) {
            match part {
                Expr::Binary(b)
                    if is_order_comparison(&b.op) && (is_index(&b.left) || is_index(&b.right)) =>
                {
                    // The other side must not read the item itself.
                    let other = if is_index(&b.left) { &b.right } else { &b.left };
                    if mentions_binding(other, item) {
                        return false;
                    }
                    compares_position = true;
                }
                other if (tests_role_only(other) || tests_pin(other)) => {}
                _ => return false,
            }
        }
        compares_position
    }

    /// `history.split_off(k)`, `history.drain(k..).collect()`: the window's items from `k` on,
    /// moved out by position alone. Given back after a `clear` (`history.clear();
    /// history.extend(tail)`), only the part before `k` is gone, as with `drain(..k)`.
    fn splits_off_tail(&self, value: &Expr) -> bool {
        let call = match strip_parens(value) {
            Expr::MethodCall(collect) if collect.method == "collect" && collect.args.is_empty() => {
                match strip_parens(&collect.receiver) {
                    Expr::MethodCall(drain)
                        if drain.method == "drain"
                            && matches!(drain.args.first().map(strip_parens),
                                Some(Expr::Range(r)) if r.start.is_some() && r.end.is_none()) =>
                    {
                        drain
                    }
                    _ => return false,
                }
            }
            Expr::MethodCall(call) if call.method == "split_off" => call,
            _ => return false,
        };
        self.window_of(&call.receiver).is_some()
    }

    /// `history[start..].to_vec()`, `&history[..n]`: a copy of a range of a window, chosen by
    /// position alone (no `filter` or other test of what the items say). A window rebuilt from
    /// such ranges (`system + recent`) is cut by position, like `drain(..n)`.
    fn copies_window_range(&self, expr: &Expr) -> bool {
        !chooses_items(expr) && self.window_read(expr).is_some()
    }
}

/// The collection counted, when `expr` counts its leading messages of a role
/// (`history.iter().take_while(|m| m.role == "system").count()`): the index of the oldest
/// message of any other role, as `position(|m| m.role != "system")` gives it. A count of the
/// leading messages that say something (`|m| m.text.starts_with("#")`) is not this.
fn leading_of_role_in(expr: &Expr) -> Option<&Expr> {
    let Expr::MethodCall(count) = strip_parens(expr) else {
        return None;
    };
    let Expr::MethodCall(take_while) = strip_parens(&count.receiver) else {
        return None;
    };
    if count.method != "count" || !count.args.is_empty() || take_while.method != "take_while" {
        return None;
    }
    let Some(Expr::Closure(closure)) = take_while.args.first().map(strip_parens) else {
        return None;
    };
    if !tests_role_only(&closure.body) {
        return None;
    }
    let mut counted = strip_parens(&take_while.receiver);
    while let Expr::MethodCall(step) = counted
        && step.method == "iter"
    {
        counted = strip_parens(&step.receiver);
    }
    Some(counted)
}

/// The collection searched, when `expr` is the index of its first message of a role, searched
/// from the front (`history.iter().position(|m| m.role != Role::System)`, through `?`, `unwrap`
/// or `expect`): removing at it cuts the oldest message of that role, as a sliding window
/// does. An index found by what a message says (`|m| m.id == id`) is a chosen removal, not this.
fn oldest_of_role_in(expr: &Expr) -> Option<&Expr> {
    let Expr::MethodCall(call) = strip_unwraps(expr) else {
        return None;
    };
    if call.method != "position" {
        return None;
    }
    let Some(Expr::Closure(closure)) = call.args.first().map(strip_parens) else {
        return None;
    };
    // `|m| m.role != Role::System`, or the first unpinned: `|m| !m.pinned`.
    if !tests_role_only(&closure.body) && !tests_unpinned(&closure.body) {
        return None;
    }
    // `history.iter()`, `history.iter().skip(1)`: still searched from the front.
    let mut searched = strip_parens(&call.receiver);
    while let Expr::MethodCall(step) = searched
        && (step.method == "iter" || step.method == "skip")
    {
        searched = strip_parens(&step.receiver);
    }
    Some(searched)
}

/// `expr` mentions the binding `name`.
/// The items of `v.splice(a..a, items)`: a splice over an empty range (`0..0`, the same bound
/// on both sides) takes nothing out and only puts `items` in, like `insert`.
fn spliced_in_without_removal(call: &syn::ExprMethodCall) -> Option<&Expr> {
    if call.method != "splice" || call.args.len() != 2 {
        return None;
    }
    let Expr::Range(range) = strip_parens(&call.args[0]) else {
        return None;
    };
    let (Some(start), Some(end)) = (&range.start, &range.end) else {
        return None;
    };
    let same = quote::ToTokens::to_token_stream(&**start).to_string()
        == quote::ToTokens::to_token_stream(&**end).to_string();
    (same && matches!(range.limits, syn::RangeLimits::HalfOpen(_))).then(|| &call.args[1])
}

fn mentions_binding(expr: &Expr, name: &str) -> bool {
    any_expr(
        expr,
        |e| matches!(e, Expr::Path(p) if p.path.is_ident(name)),
    )
}

/// `list[0]`, `list.first()` (through `copied`, `cloned`, `unwrap`, `expect`, `?` and `*`):
/// the first item of `list`, which is returned.
fn first_of(expr: &Expr) -> Option<&Expr> {
    let mut expr = strip_parens(expr);
    for _ in 0..MAX_DEPTH {
        match expr {
            Expr::Try(t) => expr = strip_parens(&t.expr),
            Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => expr = strip_parens(&u.expr),
            Expr::MethodCall(call)
                if ["copied", "cloned", "unwrap", "expect"]
                    .contains(&call.method.to_string().as_str()) =>
            {
                expr = strip_parens(&call.receiver);
            }
            Expr::MethodCall(call) if call.method == "first" && call.args.is_empty() => {
                return Some(&call.receiver);
            }
            Expr::Index(indexed) => {
                let zero = matches!(strip_parens(&indexed.index), Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(n), .. })
                    if n.base10_digits() == "0");
                return zero.then_some(&*indexed.expr);
            }
            _ => return None,
        }
    }
    None
}

/// The index bound by the pattern `(i, _)` or `(i, m)` of an `enumerate` item.
fn enumerated_pair_index(pat: &syn::Pat) -> Option<String> {
    let syn::Pat::Tuple(pair) = pat else {
        return None;
    };
    match (pair.elems.first(), pair.elems.len()) {
        (Some(syn::Pat::Ident(index)), 2) => Some(index.ident.to_string()),
        _ => None,
    }
}

/// The index and item bound by `(i, m)` or `(i, &m)`, the pattern of an `enumerate` loop.
fn enumerated_pair(pat: &syn::Pat) -> Option<(String, String)> {
    let syn::Pat::Tuple(pair) = pat else {
        return None;
    };
    let mut names = pair.elems.iter().map(|elem| {
        let elem = match elem {
            syn::Pat::Reference(r) => &*r.pat,
            other => other,
        };
        match elem {
            syn::Pat::Ident(ident) => Some(ident.ident.to_string()),
            _ => None,
        }
    });
    let (Some(Some(index)), Some(Some(item)), None) = (names.next(), names.next(), names.next())
    else {
        return None;
    };
    Some((index, item))
}

/// The local set to `Some(index)` right before a `break` (`found = Some(i); break;`) in a block
/// of `body` (loops and closures nested in it not searched): the first index the loop accepts.
fn first_index_kept(body: &Block, index: &str) -> Option<String> {
    struct FirstKept<'i> {
        index: &'i str,
        found: Option<String>,
    }
    impl<'ast> Visit<'ast> for FirstKept<'_> {
        fn visit_block(&mut self, block: &'ast Block) {
            for pair in block.stmts.windows(2) {
                if let [
                    Stmt::Expr(Expr::Assign(assign), _),
                    Stmt::Expr(Expr::Break(_), _),
                ] = pair
                    && let Expr::Path(target) = strip_parens(&assign.left)
                    && let Some(target) = target.path.get_ident()
                    && let Expr::Call(some) = strip_parens(&assign.right)
                    && matches!(&*some.func, Expr::Path(p) if p.path.is_ident("Some"))
                    && some.args.len() == 1
                    && matches!(strip_parens(&some.args[0]), Expr::Path(p) if p.path.is_ident(self.index))
                {
                    self.found.get_or_insert(target.to_string());
                }
            }
            visit::visit_block(self, block);
        }
        fn visit_expr_for_loop(&mut self, _: &'ast syn::ExprForLoop) {}
        fn visit_expr_while(&mut self, _: &'ast syn::ExprWhile) {}
        fn visit_expr_loop(&mut self, _: &'ast syn::ExprLoop) {}
        fn visit_expr_closure(&mut self, _: &'ast syn::ExprClosure) {}
        fn visit_item(&mut self, _: &'ast syn::Item) {}
    }
    let mut search = FirstKept { index, found: None };
    search.visit_block(body);
    search.found
}

/// The pending edits that empty a window in the arm of an `if` or `match` beside an arm that
/// cuts the same window by position or budget: `if let Some(nl) = w[from..].find('\n') { *w =
/// w[from + nl + 1..].to_string() } else { w.clear() }`, the oldest lines cut up to a line break
/// and, where no break is left to stop at, everything. The emptying is that cut run to its end,
/// a cut by the same budget, not a choice of its own. The `clear` must stand in the arm itself
/// (the innermost branch of its path, so `else if reset { w.clear() }` beside the cut is its own
/// test's) and not in the arm of a user's command; what decides the cut must be no score.
pub(super) fn clears_beside_a_cut(pending: &[PendingEdit]) -> Vec<usize> {
    let is_bare_clear = |p: &PendingEdit| {
        p.fact.site.reading.method == "clear"
            && p.replaces_all
            && !p.length_cut
            && p.fact.score.is_none()
            && p.fact.site.reading.user_command.is_none()
    };
    if !pending.iter().any(is_bare_clear) {
        return Vec::new();
    }
    pending
        .iter()
        .enumerate()
        .filter(|(_, p)| is_bare_clear(p))
        .filter(|(_, clear)| {
            let Some(&(point, arm)) = clear.branches.last() else {
                return false;
            };
            pending.iter().any(|cut| {
                cut.length_cut
                    && cut.fact.score.is_none()
                    && cut.fact.site.reading.target == clear.fact.site.reading.target
                    && cut
                        .branches
                        .iter()
                        .any(|&(other, taken)| other == point && taken != arm)
            })
        })
        .map(|(i, _)| i)
        .collect()
}

/// The value a chain of method calls starts from (`rest` in `rest.into_iter().rev().take(n)`),
/// through parentheses and references.
pub(super) fn chain_root(mut expr: &Expr) -> &Expr {
    for _ in 0..MAX_DEPTH {
        expr = match strip_parens(expr) {
            Expr::MethodCall(m) => &m.receiver,
            Expr::Reference(r) => &r.expr,
            Expr::Index(i) => &i.expr,
            other => return other,
        };
    }
    expr
}

/// `if idx < messages.len() { .. messages[idx] .. }`, or `.. messages.remove(idx) ..`: the
/// test keeps an index in bounds before the branch uses it as the position of one item; it is
/// no length budget.
pub(super) fn is_bounds_check(cond: &Expr, branch: &Block) -> bool {
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
    let is_index =
        |e: &Expr| matches!(strip_parens(e), Expr::Path(p) if p.path.get_ident() == Some(index));
    is_len
        && any_expr_in_block(branch, |e| match e {
            Expr::Index(i) => is_index(&i.index),
            Expr::MethodCall(call) => {
                ITEM_AT_METHODS.contains(&call.method.to_string().as_str())
                    && call.args.first().is_some_and(is_index)
            }
            _ => false,
        })
}

/// Methods that take or reach the one item at the position they are given.
const ITEM_AT_METHODS: &[&str] = &["remove", "swap_remove", "get", "get_mut", "insert"];

/// `history.retain(|m| { if removed >= n { return true; } if m.is_system() { return true; }
/// removed += 1; false })`: a `retain` whose closure counts the messages it drops and keeps
/// the rest once the count is reached, testing nothing but that count and the role. It drops
/// the first `n` messages (of a role), oldest first: a cut by position, like `drain(..n)`.
pub(super) fn retains_after_a_count(call: &syn::ExprMethodCall) -> bool {
    let Some(Expr::Closure(closure)) = call.args.first().map(strip_parens) else {
        return false;
    };
    let counters = counters_in(&closure.body);
    if counters.is_empty() {
        return false;
    }
    // Every test the closure makes, and every value it returns, is one of a count or a role.
    let other_test = any_expr(&closure.body, |e| match e {
        Expr::If(branch) => !tests_count_or_role(&branch.cond, &counters),
        Expr::Return(ret) => ret
            .expr
            .as_deref()
            .is_some_and(|value| !tests_count_or_role(value, &counters)),
        Expr::Match(_) | Expr::Closure(_) => true,
        _ => false,
    });
    !other_test
        && tail_value(&closure.body).is_none_or(|value| tests_count_or_role(value, &counters))
}

/// `history.retain(|t| t.timestamp >= cutoff)`: a `retain` whose closure reads nothing of an
/// item but its time (a field whose last word is a time word: `timestamp`, `created_at`,
/// `sent_at`, `ts`) and tests it with an order comparison against a value the item does not
/// give. It drops every message older than the cutoff, oldest first, whatever they say: a cut
/// by age, the position of a message in time, like `drain(..n)`.
pub(super) fn retains_newer_than_a_cutoff(call: &syn::ExprMethodCall) -> bool {
    let Some(Expr::Closure(closure)) = call.args.first().map(strip_parens) else {
        return false;
    };
    let [input] = closure.inputs.iter().collect::<Vec<_>>()[..] else {
        return false;
    };
    let input = match input {
        syn::Pat::Ident(ident) => &ident.ident,
        syn::Pat::Reference(reference) => match &*reference.pat {
            syn::Pat::Ident(ident) => &ident.ident,
            _ => return false,
        },
        _ => return false,
    };
    let Some(Expr::Binary(test)) = tail_value(&closure.body).map(strip_parens) else {
        return false;
    };
    let names_input = |e: &Expr| matches!(e, Expr::Path(p) if p.path.is_ident(input));
    let time_of_input = |e: &Expr| {
        matches!(e, Expr::Field(field)
        if names_input(strip_parens(&field.base))
            && matches!(&field.member, syn::Member::Named(member)
                if names::words(&member.to_string()).last().is_some_and(|last| {
                    TIME_WORDS.iter().any(|w| names::word_is(last, w))
                })))
    };
    let count = |e: &Expr, hit: &dyn Fn(&Expr) -> bool| {
        let mut n = 0_usize;
        any_expr(e, |inner| {
            n += usize::from(hit(inner));
            false
        });
        n
    };
    let mentions = count(&closure.body, &names_input);
    is_order_comparison(&test.op)
        && !matches!(&*closure.body, Expr::Block(b) if b.block.stmts.len() > 1)
        && mentions > 0
        && mentions == count(&closure.body, &time_of_input)
        && [&test.left, &test.right]
            .iter()
            .filter(|side| count(side, &names_input) > 0)
            .count()
            == 1
}

/// Last words of a field that says when an item was made (`timestamp`, `created_at`,
/// `sent_ts`).
const TIME_WORDS: &[&str] = &["timestamp", "ts", "time", "at", "date", "instant"];

/// Words of a field that says where an item sits in the order it came in (`seq`,
/// `turn_number`, `step_id`, `index`) or when it was made or last changed (`created`,
/// `updated`).
const ORDER_WORDS: &[&str] = &[
    "id", "seq", "sequence", "order", "ordinal", "turn", "step", "round", "created", "updated",
    "modified",
];

/// `memories.sort_by(|a, b| b.emotional_impact.partial_cmp(&a.emotional_impact).unwrap())`,
/// `facts.sort_by_key(|f| Reverse(f.confidence))`: a sort whose comparator or key reads a
/// field of the items it is handed that says neither when an item came (a time:
/// `timestamp`, `created_at`, `last_accessed`) nor where it sits (`index`, `seq`, `turn`,
/// `id`): what the item holds or was given. A cut by position after it keeps the items that
/// field ranks first, whatever their age: a choice of what goes, not the oldest cut.
/// `sort_by_key(|m| m.timestamp)` sorts by age, and the cut after it stays one by position.
pub(super) fn sorts_by_a_quality_of_its_items(sort: &syn::ExprMethodCall) -> bool {
    closure_body_holds(sort, reads_a_quality_of)
}

/// `facts.retain(|f| f.confidence > 0.3)`, `memories.retain(|m| m.importance >= floor)`: a
/// retain whose closure compares (`>`, `>=`, `<`, `<=`) a field of the item it is handed that
/// says neither when the item came nor where it sits (see
/// [`sorts_by_a_quality_of_its_items`]): it keeps the items a grade of what they hold puts
/// above a threshold. Under a test of the window's length it still chooses what goes (the
/// lowest graded), not the oldest. `retain(|m| m.timestamp > cutoff)` keeps the newer, a cut
/// by age; `retain(|m| !m.content.is_empty())` grades nothing.
pub(super) fn keeps_above_a_grade(retain: &syn::ExprMethodCall) -> bool {
    closure_body_holds(retain, |e, inputs| {
        matches!(e, Expr::Binary(b)
            if matches!(b.op, syn::BinOp::Gt(_) | syn::BinOp::Ge(_) | syn::BinOp::Lt(_) | syn::BinOp::Le(_))
                && (reads_a_quality_of(&b.left, inputs) || reads_a_quality_of(&b.right, inputs)))
    })
}

/// The closure `call` is handed first (`sort_by(|a, b| ..)`, `retain(|m| ..)`) holds an
/// expression `test` accepts, given the closure's parameters.
fn closure_body_holds(call: &syn::ExprMethodCall, test: impl Fn(&Expr, &[String]) -> bool) -> bool {
    call.args
        .first()
        .and_then(super::edits::closure_params_and_body)
        .is_some_and(|(inputs, body)| any_expr(body, |e| test(e, &inputs)))
}

/// `e` is a field of one of the closure's `inputs` (`a.emotional_impact`, `&f.confidence`)
/// that says neither when the item came (a time: `timestamp`, `created_at`, `last_accessed`)
/// nor where it sits (`index`, `seq`, `turn`, `id`): what the item holds or was given.
fn reads_a_quality_of(e: &Expr, inputs: &[String]) -> bool {
    let says_when_or_where = |field: &str| {
        names_an_age(field)
            || names::names_message_position(field)
            || names::any_word_is(field, ORDER_WORDS)
            || names::words(field)
                .last()
                .is_some_and(|last| TIME_WORDS.iter().any(|w| names::word_is(last, w)))
    };
    matches!(strip_reference(strip_parens(e)), Expr::Field(field)
        if matches!(strip_reference(strip_parens(&field.base)), Expr::Path(p)
            if p.path.get_ident().is_some_and(|i| inputs.iter().any(|n| i == n)))
        && matches!(&field.member, syn::Member::Named(member)
            if !says_when_or_where(&member.to_string())))
}

/// `sessions.retain(|_, s| !s.is_stale())`: every use the closure makes of the value `name`
/// is to call a method of it named for its age (`is_stale()`, `is_expired(now)`, `idle_for()`),
/// with arguments that do not read it again: the value is asked how old it is, not what it
/// says, as a read of its `last_active` field would ask.
pub(super) fn asks_only_its_age(body: &Expr, name: &str) -> bool {
    let names_value = |e: &Expr| matches!(strip_parens(e), Expr::Path(p) if p.path.is_ident(name));
    let (mut uses, mut asked) = (0_usize, 0_usize);
    any_expr(body, |e| {
        match e {
            Expr::Path(p) if p.path.is_ident(name) => uses += 1,
            Expr::MethodCall(m)
                if names_value(&m.receiver)
                    && names_an_age(&m.method.to_string())
                    && !m
                        .args
                        .iter()
                        .any(|a| any_expr(a, |inner| names_value(inner))) =>
            {
                asked += 1;
            }
            _ => {}
        }
        false
    });
    uses > 0 && uses == asked
}

/// A name with a word of `AGE_WORDS` in it.
fn names_an_age(name: &str) -> bool {
    names::words(name).any(|w| AGE_WORDS.iter().any(|a| names::word_is(w, a)))
}

/// Words of a time or a span of time, or of being past one (`stale`).
const AGE_WORDS: &[&str] = &[
    "now",
    "cutoff",
    "ttl",
    "timeout",
    "age",
    "expiry",
    "expires",
    "expired",
    "idle",
    "elapsed",
    "timestamp",
    "time",
    "active",
    "accessed",
    "activity",
    "seen",
    "instant",
    "stale",
];

/// `sessions.retain(|_, s| now - s.last_active < self.timeout_secs)`: a `retain` whose closure
/// names a time or a span of time (a word of `AGE_WORDS` in a name it reads: `now`,
/// `last_active`, `timeout_secs`, `ttl`, `expires_at`, or a method it calls: `is_stale()`)
/// picks what it keeps by age.
pub(super) fn tests_an_age(call: &syn::ExprMethodCall) -> bool {
    let Some(Expr::Closure(closure)) = call.args.first().map(strip_parens) else {
        return false;
    };
    any_expr(&closure.body, |e| match e {
        Expr::Path(p) => p
            .path
            .segments
            .iter()
            .any(|s| names_an_age(&s.ident.to_string())),
        Expr::Field(f) => {
            matches!(&f.member, syn::Member::Named(n) if names_an_age(&n.to_string()))
        }
        Expr::MethodCall(m) => names_an_age(&m.method.to_string()),
        _ => false,
    })
}

/// The locals the closure body increments (`removed += 1`).
fn counters_in(body: &Expr) -> Vec<String> {
    let mut counters = Vec::new();
    any_expr(body, |e| {
        if let Expr::Binary(step) = e
            && matches!(step.op, syn::BinOp::AddAssign(_))
            && let Expr::Path(path) = strip_parens(&step.left)
            && let Some(name) = path.path.get_ident()
        {
            counters.push(name.to_string());
        }
        false
    });
    counters
}

/// The value a block-bodied closure ends with (`false` in `{ ..; removed += 1; false }`), or
/// the body itself when it is an expression.
fn tail_value(body: &Expr) -> Option<&Expr> {
    match strip_parens(body) {
        Expr::Block(block) => match block.block.stmts.last() {
            Some(Stmt::Expr(last, None)) => Some(last),
            _ => None,
        },
        other => Some(other),
    }
}

/// `test` is a literal, a role test, or a comparison of a counter with a bound, alone or
/// joined by `&&`, `||` and `!`.
fn tests_count_or_role(test: &Expr, counters: &[String]) -> bool {
    for part in condition_parts(test, true) {
        match part {
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Bool(_),
                ..
            }) => {}
            Expr::Binary(b)
                if (is_order_comparison(&b.op)
                    || matches!(b.op, syn::BinOp::Eq(_) | syn::BinOp::Ne(_)))
                    && [&b.left, &b.right].iter().any(|side| {
                        matches!(strip_parens(side), Expr::Path(p)
                        if p.path.get_ident().is_some_and(|i| counters.contains(&i.to_string())))
                    }) => {}
            other if tests_role_only(other) => {}
            _ => return false,
        }
    }
    true
}
