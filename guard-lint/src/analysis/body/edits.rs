//! Destructive edits of a window: destructive methods (`retain`, `drain`, `truncate`, ...),
//! reassignments and index assignments, writes through items borrowed mutably, `mem::take` /
//! `replace` / `swap` and `append`; and the shapes that are not edits (a queue handed on, a
//! view rebuilt, a slot filled, text kept whole).

use std::collections::HashSet;

use syn::{Expr, Pat, Type};

use super::calls::GUARD_METHODS;
use super::cuts::chain_root;
use super::cuts::{retains_after_a_count, retains_newer_than_a_cutoff};
use super::late_init::{initialised_once, never_written, optional_slot_refilled, scoped_inits};
use super::moves::{last_use_of_local, put_where_bound};
use super::roles::{
    copies_system_messages, filters_to_pinned, filters_to_system, keeps_only_pinned,
    keeps_only_system, names_system_role, removes_only_system, tests_role_only,
};
use super::serialised::puts_back_serialised;
use super::taint::{collected_root, is_empty_buffer, mark, moved_root, set_or_clear, value_root};
use super::take_back::{
    cut_index, pops_newest_message, removes_newest_message, truncates_to_newest_user_message,
};
use super::windows::{key_text, value_taken_mutably};
use super::{Binding, NewEdit, PUSHED_AT_END, PendingEdit, Walker, Window, exclusive};
use crate::analysis::TakeBack;
use crate::analysis::derive::Derivation;
use crate::analysis::facts::EditFact;
use crate::analysis::macros::macro_exprs;
use crate::analysis::place::{Place, Root, own_field, place_of};
use crate::analysis::search::{any_expr, any_expr_in_block};
use crate::analysis::syntax::{
    int_literal, is_empty_range, is_full_range, is_positional_arg, is_tail_range, is_true,
    join_range, method_call_range, pattern_idents, segment_names, slices, span_range, strip_parens,
    strip_reference, strip_unwraps,
};
use crate::analysis::types::{
    DESTRUCTIVE_METHODS, Shape, is_shared_pointer, is_wrapper_type, map_value, type_name,
};
use crate::analysis::{
    EDIT_MODE_COMMAND, EditKind, EditReading, EditSite, MAX_DEPTH, WholeWindow, names,
};

impl Walker<'_, '_> {
    /// Record an edit of `window` as pending: its kind is decided when the walk is over
    /// (see `kinds`). An edit with a summary or model value marks the window as holding one.
    pub(super) fn record_edit(&mut self, window: &Window, edit: NewEdit<'_>) {
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
        let length_cut = self.cuts_by_length(length_cut);
        self.note_local_copy_cut(window, length_cut && score.is_none());
        if value.summary.is_some() || value.model.is_some() {
            let origin = value.summary.clone().or_else(|| value.model.clone());
            set_or_clear(&mut self.taint.summary, &window.target, origin);
            // What the window holds now is its own text to what is read from it later.
            self.taint.own_text.insert(window.target.clone());
        }
        let fact = EditFact {
            site: EditSite {
                kind: EditKind::Drop,
                span,
                last_token,
                reading: EditReading {
                    method: method.to_string(),
                    target: window.target.clone(),
                    guarded_target: window.guarded,
                    suppressions: self.scope(),
                    user_command: self.command_arms.last().cloned(),
                    whole: None,
                    applies_summary: false,
                    host_digest: None,
                    summary_beside: None,
                    at_caller_position: None,
                    newest_from_caller: None,
                    same_id_update: None,
                    same_label_update: None,
                    take_back: None,
                    by_age: false,
                    in_handed_state: self.state_guards.contains(&window.target),
                    in_own_holder: window
                        .target
                        .split_once('.')
                        .is_some_and(|(root, _)| self.own_holders.contains(root))
                        || self.stored_lists.contains(&window.target),
                    lent_to: None,
                    own_param: None,
                    boundary: None,
                    passed_through: None,
                },
            },
            via: written.filter(|w| *w != window.target),
            score,
            flushed_before: self.flushed,
        };
        self.pending.push(PendingEdit {
            fact,
            branches: self.branches.clone(),
            param: window.param,
            value,
            replaces_all,
            length_cut,
            removes_equal_to: None,
            removes_system_prompt: false,
            removes_kind: None,
            throws_away: false,
            pops_oldest: false,
            range_start: None,
            replaced_with_other: false,
            from_part: None,
        });
    }

    /// An edit cut by length already (`length_cut`), or made under a test of the window's
    /// length or after a return while it is within a budget.
    fn cuts_by_length(&self, length_cut: bool) -> bool {
        length_cut || self.length_conditions > 0 || (self.budget_exits > 0 && !self.position_chosen)
    }

    /// A local copy of a window (`let mut msgs = self.history.clone()`) cut by position or
    /// budget alone holds what fit, so the window replaced with it afterwards
    /// (`self.history = msgs`) is cut the same way; a copy cut any other way, before or
    /// after, is chosen.
    fn note_local_copy_cut(&mut self, window: &Window, by_budget: bool) {
        let local = window.param.is_none()
            && !window.target.contains(['.', '['])
            && window.target != "self";
        if !local {
            return;
        }
        let chosen_before = self.pending.iter().any(|p| {
            p.fact.site.reading.target == window.target && (!p.length_cut || p.fact.score.is_some())
        });
        if by_budget && !chosen_before {
            self.taint.budget_kept.insert(window.target.clone());
        } else {
            self.taint.budget_kept.remove(&window.target);
        }
    }

    /// A destructive method called on a window (`retain`, `drain`, `truncate`, `clear`, ...),
    /// with whether it cuts by position or length, where a `splice` or `drain` range starts,
    /// and what a `retain` closure removes.
    pub(super) fn method_edit(&mut self, call: &syn::ExprMethodCall) {
        let method = call.method.to_string();
        if !DESTRUCTIVE_METHODS.contains(&method.as_str())
            || self
                .handed_off
                .contains(&(std::ptr::from_ref(call) as usize))
        {
            return;
        }
        let Some((window, element)) = self.window_of(&call.receiver) else {
            self.note_part_cut(call);
            return;
        };
        if window.guarded && GUARD_METHODS.iter().any(|(m, _)| *m == method) {
            return;
        }
        if !element && self.runs_own_method(&window, &method) {
            // `sessions.remove(id)` on a struct of the source that declares its own `remove`:
            // a call of that method, followed along the call path, not a collection's edit.
            return;
        }
        if element && !self.writes_item_text(&call.receiver) {
            return;
        }
        if self.removes_handed_in_system_prompt(call) {
            return;
        }
        if method == "clear" && !element && self.cleared_after_full_drain(call) {
            return;
        }
        let full = call.args.first().is_some_and(is_full_range);
        // The locals a drain's items are bound to (a walk of the body: only a drain asks).
        let bound = if method == "drain" || method == "split_off" {
            bound_from(self.body, std::ptr::from_ref(call).cast())
        } else {
            Vec::new()
        };
        if (method == "drain" || method == "split_off")
            && ((method == "drain" && full) || !bound.is_empty())
            && self.put_back_on_the_way_on(
                &call.receiver,
                std::ptr::from_ref(call).cast(),
                if full { &[] } else { &bound },
            )
        {
            // `let kept = w.drain(..).filter(..).collect(); .. w = kept;`: taken out whole and
            // put back, as with `mem::take`; `let kept = w.drain(start..).collect(); w = kept`
            // keeps the tail it took out: the reassignment is the edit. So does `let rest =
            // w.split_off(k); let mut m = vec![summary]; m.extend(rest); w = m`.
            return;
        }
        let throws_away = method == "drain" && bound.iter().all(|name| name.starts_with('_'));
        if method == "drain" {
            self.taint.cut_out.extend(bound.iter().cloned());
        }
        // `fn restore(&mut self, snap: Snapshot) { self.history.clear(); for m in snap.history
        // { self.history.push_back(m) } }`: a load from what the caller hands in.
        let mut loaded_from_handed_in = None;
        if method == "clear" && self.refilled_from_elsewhere(call) {
            // `fn rehydrate(&mut self) { self.messages.clear(); for e in log { self.push(..) } }`:
            // a load, not a drop.
            match self.refilled_from_handed_in(call) {
                Some(source) => loaded_from_handed_in = Some(source),
                None => return,
            }
        }
        if method == "retain" && self.retain_moves_items(call, element) {
            // `let tools = w.iter().filter(|e| is_tool(e)).cloned().collect(); w.retain(|e|
            // !is_tool(e)); .. w.insert(pos, tool)`: the items taken out are put back
            // elsewhere in the window, a move.
            if element && let Some(parts) = place_of(&call.receiver) {
                self.moved_out_parts.insert(parts.text());
            }
            return;
        }
        if !element
            && self.emptied_by_move > 0
            && matches!(method.as_str(), "remove" | "swap_remove")
        {
            // `remove_assistant = content.is_empty(); .. if remove_assistant {
            // messages.remove(index) }` after `content.retain(..)` moved every part of the
            // item into another: the item removed holds nothing.
            return;
        }
        if !element
            && matches!(method.as_str(), "remove" | "swap_remove")
            && call.args.first().is_some_and(|index| {
                super::merges::removes_merged_item(self.body, &call.receiver, index)
            })
        {
            // `w[i].content = format!("{}\n{}", w[i].content, w[i + 1].content); w.remove(i + 1)`:
            // the item removed had its text appended to its neighbour's.
            return;
        }
        if !element
            && method == "retain"
            && call
                .args
                .first()
                .and_then(crate::analysis::injected_roles::removed_role)
                .is_some_and(|role| self.cfg.injected_roles.contains(&role))
        {
            // `retain(|m| m.role != "workflow")` where the file pushes "workflow" messages
            // itself (`self.push_message("workflow", blocks)`): the host's own notes stripped.
            return;
        }
        if !element && method == "retain" && drops_only_emptied_variants(call) {
            // `retain(|m| if let Body::ToolResults(r) = &m.body { !r.is_empty() } else { true })`:
            // only messages whose one payload is empty go, and they hold nothing.
            return;
        }
        if method == "truncate"
            && (truncates_to_mark(self.body, call)
                || self.truncates_to_earlier_length(call)
                || self.truncates_to_turn_mark(call))
        {
            // `let initial_len = history.len(); .. history.truncate(initial_len)`: back to the
            // length the window had, what was added since (a failed attempt's partial
            // messages) taken off again; also to a length the caller took before the turn, or
            // to the field the turn's start set to it (`self.turn_start`).
            if let Some(place) = place_of(&call.receiver) {
                self.rolled_back.insert(place.text());
            }
            return;
        }
        let splices = is_splice(&method);
        if splices && call.args.first().is_some_and(is_empty_range) {
            // `splice(0..0, items)` removes nothing: an insertion.
            return;
        }
        if matches!(method.as_str(), "pop" | "pop_back")
            && place_of(&call.receiver).is_some_and(|p| self.marker_tested.contains(&p.text()))
        {
            // `if history.last().is_some_and(is_bridge_message) { history.pop(); }`: the
            // host's own placeholder taken back off, none of the conversation.
            return;
        }
        let pushed_at_end = self
            .inserted_at
            .iter()
            .position(|(w, at)| *w == window.target && at == PUSHED_AT_END);
        if let Some(put_at) = pushed_at_end
            && matches!(method.as_str(), "pop" | "pop_back")
            && self.length_conditions == 0
            && !repeats_without_push(self.body, call, false)
        {
            // `push(prompt)` .. `pop()`: the message the body put on the end is taken back
            // off it; no message of the window goes. On a path that then leaves the
            // function (`Err(_) => { history.pop(); return; }`) the push is still there for
            // the other paths to take back.
            if !leaves_after(self.body, call) {
                self.inserted_at.remove(put_at);
                self.taken_back.insert(window.target.clone());
            }
            return;
        }
        if matches!(method.as_str(), "pop" | "pop_back")
            && self.failure_branches > 0
            && self.length_conditions == 0
            && !self.inserted_at.iter().any(|(w, _)| *w == window.target)
            && !self
                .pending
                .iter()
                .any(|p| p.fact.site.reading.target == window.target)
            && !self.taken_back.contains(&window.target)
            && !repeats_without_push(self.body, call, true)
        {
            // `ChatMsg::Failed(e) => { self.history.pop(); }` in the handler of a worker's
            // answer, the push in the method that started it: the newest message, pushed for
            // the call that failed, is taken back; none of the answered conversation goes. A
            // body that has cut the window before (`split_off`, `truncate`) may have cut that
            // message off, and one that has taken its own push back has left none: its pop
            // drops one of the conversation.
            return;
        }
        if let Some(put_at) = self
            .inserted_at
            .iter()
            .position(|(w, at)| *w == window.target && at != PUSHED_AT_END)
        {
            let (_, at) = self.inserted_at.remove(put_at);
            if method == "remove"
                && self.length_conditions == 0
                && call.args.first().and_then(int_literal) == Some(at)
            {
                // `insert(0, prompt.clone())` .. `remove(0)`: what was put there is taken
                // back out; no message of the window goes. Under a length or budget test
                // (`while too_long { remove(0) }`) it cuts on past it.
                return;
            }
        }
        if !cuts_front_only(&method, call) {
            // The window is cut: what the body pushed may be gone. A cut of the front only
            // (`remove(0)`, `drain(..n)`) leaves the pushed message last, for a `pop()` to
            // take back.
            self.inserted_at.retain(|(w, _)| *w != window.target);
        }
        let value = if splices {
            call.args
                .iter()
                .nth(1)
                .map(|a| self.derive(a))
                .unwrap_or_default()
        } else {
            Derivation::default()
        };
        // Emptying a part of one item (`history[i].content.clear()`, `msg.blocks.clear()` for
        // an item walked by a loop) rewrites that item; the other messages stay.
        let empties = method == "clear"
            || (method == "drain" && call.args.first().is_some_and(is_full_range));
        let replaces_all = empties && !element;
        if empties && element && assigns_same_item(self.body, &call.receiver) {
            // `msgs[i].content = text; msgs[i].blocks.clear();`: one message rewritten, once.
            return;
        }
        // `history.truncate(1)`: everything but the first message (the system prompt) goes,
        // a clear that keeps the system prompt rather than a cut to a length.
        let keeps_first_only =
            method == "truncate" && call.args.first().is_some_and(is_zero_or_one);
        // `truncate(at)` back to the newest user message: the newest turn taken back.
        // `remove(at)` of the newest user message or answer found from the end, or `pop()` of
        // the newest message tested for its role: the same take-back, or its answer alone.
        let take_back = match method.as_str() {
            "truncate" => {
                truncates_to_newest_user_message(self.body, call).then_some(TakeBack::Turn)
            }
            "remove" => removes_newest_message(self.body, call),
            "pop" => pops_newest_message(self.body, call),
            _ => None,
        };
        let takes_back_turn = take_back.is_some();
        // `truncate(at)` from the message a caller names: the user's edit, regenerate or
        // rewind at the position they pick, not a cut to a length.
        let from_caller_position = (method == "truncate")
            .then(|| {
                call.args
                    .first()
                    .and_then(|at| self.caller_message_position(at))
            })
            .flatten();
        let length_cut = match method.as_str() {
            "truncate" => !keeps_first_only && !takes_back_turn && from_caller_position.is_none(),
            "split_off" | "pop_front" => true,
            // Whole conversations evicted from a map of them by key or age, without a look
            // at what they say (`sessions.retain(|id, _| fresh(id))`): a host-side cut.
            // The first `n` messages dropped by a closure that counts them
            // (`if removed >= n { return true } removed += 1; false`): oldest first.
            // Messages older than a cutoff dropped by a closure that reads only their time
            // (`retain(|m| m.timestamp >= cutoff)`): oldest first.
            "retain" => {
                self.evicts_unread_conversations(call)
                    || retains_after_a_count(call)
                    || retains_newer_than_a_cutoff(call)
            }
            // A range replaced by a marker the host writes (`splice(1..1 + n, [placeholder])`)
            // is cut as `drain` would cut it; a summary put in its place is a rewrite, and
            // messages the caller hands in (`splice(0..2, older)`) replace, not cut.
            "splice" | "replace_range"
                if call
                    .args
                    .iter()
                    .nth(1)
                    .and_then(value_root)
                    .is_some_and(|root| self.params.contains(&root)) =>
            {
                false
            }
            // `if order.len() >= MAX && let Some(old) = order.pop_front() { map.remove(&old) }`:
            // the conversation stored longest evicted from a map of them, oldest first.
            "remove" | "shift_remove" if self.evicts_oldest_conversation(call) => true,
            // The items from `start` on taken out and kept (`let newest: Vec<_> =
            // history.drain(len - n..).collect()`): the tail `split_off(start)` takes, the
            // window cut to a length. Dropped unbound, the newest messages are a chosen drop.
            "drain"
                if call.args.first().is_some_and(is_tail_range)
                    && !bound_from(self.body, std::ptr::from_ref(call).cast()).is_empty() =>
            {
                true
            }
            "remove" | "swap_remove" | "drain" | "shift_remove" | "splice" | "replace_range" => {
                call.args
                    .first()
                    .is_some_and(|at| is_positional_arg(at) || self.starts_at_oldest(at))
            }
            _ => false,
        };
        if (takes_back_turn || from_caller_position.is_some())
            && self.continues_take_back(&window.target)
        {
            // `if last is an answer { h.pop() } .. h.truncate(last_user)`: one take-back, once.
            return;
        }
        let (method_written, written) = if empties && element {
            let method = self.item_write_method(&call.receiver);
            let written = (method == "[]=")
                .then(|| place_of(&call.receiver).map(|p| p.collection().text()))
                .flatten();
            (method, written)
        } else {
            (method.as_str(), place_of(&call.receiver).map(|p| p.text()))
        };
        let edit = NewEdit {
            method: method_written,
            written,
            span: method_call_range(call),
            value,
            score: self.args_score(&call.args),
            replaces_all,
            length_cut,
        };
        self.position_chosen = !length_cut
            && matches!(
                method.as_str(),
                "remove" | "swap_remove" | "drain" | "shift_remove" | "splice" | "replace_range"
            );
        self.record_edit(&window, edit);
        if let Some(pending) = self.pending.last_mut() {
            pending.throws_away = throws_away;
        }
        self.position_chosen = false;
        let ranked = matches!(
            method.as_str(),
            "remove" | "swap_remove" | "drain" | "shift_remove"
        ) && call
            .args
            .first()
            .is_some_and(|at| self.at_ranked_choice(at));
        // A retain above a grade chooses even under a length test; one that is a cut by its
        // own reading (an eviction by age, a count) stays one.
        let graded = method == "retain" && !length_cut && super::cuts::keeps_above_a_grade(call);
        if (ranked || graded || self.sorted_by_score(&call.receiver))
            && let Some(pending) = self.pending.last_mut()
        {
            pending.length_cut = false;
        }
        if (method == "pop_front"
            || method == "remove"
                && call.args.first().and_then(int_literal).as_deref() == Some("0"))
            && let Some(pending) = self.pending.last_mut()
        {
            pending.pops_oldest = true;
        }
        if (splices || method == "drain")
            && let Some(Expr::Range(range)) = call.args.first().map(strip_parens)
            && let Some(pending) = self.pending.last_mut()
        {
            pending.range_start = Some(range_start_text(range));
        }
        // `let mut rest = w.split_off(n); w.clear(); w.push(summary); w.append(&mut rest)`:
        // what is put back after a clear starts at the front.
        if method == "clear"
            && !element
            && let Some(pending) = self.pending.last_mut()
        {
            pending.range_start = Some("0".to_string());
        }
        if method == "remove"
            && let Some(key) = self.conversation_key(call)
            && let Some(pending) = self.pending.last_mut()
        {
            pending.fact.site.reading.whole = Some(WholeWindow::Entry(key));
        } else if method == "remove"
            && let Some(key) = self.map_key(call)
            && let Some(pending) = self.pending.last_mut()
        {
            pending.fact.site.reading.whole = Some(WholeWindow::Keyed(key));
        }
        if matches!(method.as_str(), "remove" | "swap_remove" | "shift_remove")
            && let Some(at) = call.args.first().and_then(|at| {
                self.caller_position(at)
                    .or_else(|| self.position_found_by_caller(at, &call.receiver))
            })
            && let Some(pending) = self.pending.last_mut()
            && pending.fact.site.reading.whole.is_none()
        {
            pending.fact.site.reading.at_caller_position = Some(at);
            self.note_edit_mode_asks();
        }
        // A bounds check of the position (`if turn_index < self.history.len()`) tests no
        // length to cut to.
        if let Some(at) = from_caller_position
            && let Some(pending) = self.pending.last_mut()
        {
            pending.length_cut = false;
            pending.fact.site.reading.at_caller_position = Some(at);
            self.note_edit_mode_asks();
        }
        if length_cut
            && method == "retain"
            && (retains_newer_than_a_cutoff(call) || super::cuts::tests_an_age(call))
            && let Some(pending) = self.pending.last_mut()
        {
            pending.fact.site.reading.by_age = true;
        }
        if keeps_first_only && let Some(pending) = self.pending.last_mut() {
            pending.fact.site.reading.whole = Some(WholeWindow::KeepsSystemPrompt);
        }
        if take_back.is_some()
            && let Some(pending) = self.pending.last_mut()
        {
            pending.fact.site.reading.take_back = take_back;
        }
        if let Some(source) = loaded_from_handed_in
            && let Some(pending) = self.pending.last_mut()
        {
            pending.fact.site.reading.whole = Some(WholeWindow::HandedIn(source));
        }
        if method == "retain"
            && let Some(pending) = self.pending.last_mut()
        {
            pending.removes_equal_to = call.args.first().and_then(|closure| {
                inequality_with_binding(closure).or_else(|| listed_binding_excluded(closure))
            });
            // `retain(|m| m.id != id)` for a parameter `id`: the one message the caller names.
            // `retain(|m| m.role != role)` compares a role, which names no one message: every
            // message of that role goes, a drop chosen by role.
            let compares_a_role = call.args.first().is_some_and(
                |closure| matches!(strip_parens(closure), Expr::Closure(c) if tests_role_only(&c.body)),
            );
            pending.fact.site.reading.at_caller_position = pending
                .removes_equal_to
                .clone()
                .filter(|name| self.params.contains(name) && !compares_a_role);
            pending.removes_system_prompt = call.args.first().is_some_and(removes_only_system);
            pending.removes_kind = call.args.first().and_then(kind_removed);
            // `history.retain(|m| m.role == Role::System)`: the conversation cleared, its
            // system prompt kept, like `history = system_messages`.
            if filters_to_system(call) {
                pending.fact.site.reading.whole = Some(WholeWindow::KeepsSystemPrompt);
            } else if filters_to_pinned(call) {
                pending.fact.site.reading.whole = Some(WholeWindow::KeepsPinned);
            }
        }
    }

    /// The window is a value of a struct of the source (through any `Arc`, lock or
    /// reference) whose `impl` declares `method`.
    fn runs_own_method(&self, window: &Window, method: &str) -> bool {
        let Ok(target) = syn::parse_str::<Expr>(&window.target) else {
            return false;
        };
        place_of(&target)
            .and_then(|place| self.place_type(&place))
            .and_then(type_name)
            .is_some_and(|owner| self.structs.declares_method(&owner, method))
    }

    /// `map.retain(|key, _| ..)` on a map of conversations, the closure never reading the
    /// conversation it is handed, or only its bookkeeping (`|_, state| state.updated_at >
    /// cutoff`, where the holder's struct declares `updated_at` and it holds no messages):
    /// whole conversations evicted by key or age.
    fn evicts_unread_conversations(&self, call: &syn::ExprMethodCall) -> bool {
        let map_type = place_of(&call.receiver).and_then(|p| self.place_type(&p));
        let map_of_conversations = map_type.is_some_and(|t| self.is_map_of_holders(t));
        let holder = map_type.and_then(|t| self.map_value_holder(t));
        let Some(Expr::Closure(closure)) = call.args.first().map(strip_parens) else {
            return false;
        };
        let conversation = match closure.inputs.iter().nth(1) {
            Some(syn::Pat::Wild(_)) => None,
            Some(syn::Pat::Ident(ident)) => Some(ident.ident.to_string()),
            _ => return false,
        };
        // `state.updated_at`: a field of the holder that holds no message nor text.
        let bookkeeping = |field: &syn::ExprField| {
            let syn::Member::Named(member) = &field.member else {
                return false;
            };
            holder
                .as_deref()
                .and_then(|owner| self.structs.field(owner, &member.to_string()))
                .is_some_and(|ty| matches!(self.cfg.shape(ty), Shape::Primitive | Shape::Other(_)))
        };
        map_of_conversations
            && conversation.is_none_or(|name| {
                !reads_besides_fields(&closure.body, &name, &bookkeeping)
                    || super::cuts::asks_only_its_age(&closure.body, &name)
            })
    }

    /// `conversations.remove(&old_id)` with a key the front of a queue of keys gave
    /// (`let Some(old_id) = self.order.pop_front()`): one conversation, the one stored
    /// longest, evicted without a look at what it says.
    fn evicts_oldest_conversation(&self, call: &syn::ExprMethodCall) -> bool {
        self.conversation_key(call).is_some()
            && call
                .args
                .first()
                .and_then(value_root)
                .is_some_and(|key| self.taint.oldest_keys.contains(&key))
    }

    /// `conversations.remove(&key)` removes one conversation from a map of them: the key as
    /// written, when the map's declared type holds collections of messages
    /// (`HashMap<ChannelId, Vec<ChatMessage>>`, any key: `remove(channel)`), or the argument is
    /// a borrowed key (`Vec::remove` takes a position by value) that names whose conversation
    /// it is (`&msg.channel_id`, `&session_id`).
    fn conversation_key(&self, call: &syn::ExprMethodCall) -> Option<String> {
        let map_of_conversations = place_of(&call.receiver)
            .and_then(|p| self.place_type(&p))
            .is_some_and(|t| self.is_map_of_holders(t));
        // The declared map takes its key whatever it is (`remove(channel)` with `channel:
        // &str`); otherwise only a borrowed key (`Vec::remove` takes a position by value).
        let key = match call.args.first().map(strip_parens)? {
            Expr::Reference(key) => &*key.expr,
            key if map_of_conversations => key,
            _ => return None,
        };
        let key_text = quote::ToTokens::to_token_stream(key)
            .to_string()
            .replace(' ', "");
        (map_of_conversations || names_owner(&key_text)).then_some(key_text)
    }

    /// The key of a `remove` from a declared map (`HashMap`, `BTreeMap`, `DashMap`, ..), as
    /// written, when it names who the entry belongs to (`system_messages.remove(sender)`,
    /// through the guard of `let mut system_messages = self.system_messages.write().await`):
    /// a map takes a key, never a position, and an owner's key holds all the map keeps for
    /// that owner. A key naming one message (`history.remove(&message_id)`) is not one.
    fn map_key(&self, call: &syn::ExprMethodCall) -> Option<String> {
        let place = place_of(&call.receiver)?;
        let aliased = match &place.root {
            Root::Local(name) if place.fields.is_empty() => self.field_type_of_alias(name),
            _ => None,
        };
        map_value(aliased.or_else(|| self.place_type(&place))?)?;
        let key = strip_reference(strip_parens(call.args.first()?));
        let key_text = quote::ToTokens::to_token_stream(key)
            .to_string()
            .replace(' ', "");
        names_owner(&key_text).then_some(key_text)
    }

    /// `conversations.insert(chat_id, vec![system])` on a map of conversations
    /// (`HashMap<i64, Vec<Message>>`), keyed by a parameter or a field of one, with a new list
    /// (`vec![..]`, `Vec::new()`): whatever conversation the key held is replaced by the
    /// listed messages, a drop of that whole conversation as `remove(&chat_id)` would be; so
    /// is a new holder put in a map of holders of the linted code
    /// (`sessions.insert(key.to_string(), Session::new(prompt))` on a `HashMap<String,
    /// Session>` whose `Session` holds messages), made from nothing the conversation holds,
    /// the map reached also through the guard of its lock. The first entry for a key, under `if !conversations.contains_key(&chat_id)`, replaces
    /// nothing; a list built from the old one (`insert(id, history)` after
    /// `history.push(m)`) keeps it.
    pub(super) fn entry_replacement_edit(&mut self, call: &syn::ExprMethodCall) {
        let [key, value] = match call.args.iter().collect::<Vec<_>>().as_slice() {
            [key, value] if call.method == "insert" => [*key, *value],
            _ => return,
        };
        let map_type = place_of(&call.receiver).and_then(|p| {
            let aliased = match &p.root {
                Root::Local(name) if p.fields.is_empty() => self.field_type_of_alias(name),
                _ => None,
            };
            aliased.or_else(|| self.place_type(&p))
        });
        let new_conversation = map_type.is_some_and(|t| {
            (self.cfg.is_map_of_conversations(t) && is_new_list(value))
                || (self.map_value_holder(t).is_some() && self.is_fresh_value(value))
        });
        let keyed_by_caller = value_root(key).is_some_and(|root| self.params.contains(&root));
        if !new_conversation || !keyed_by_caller || adds_first_entry(self.body, call) {
            return;
        }
        let Some((window, false)) = self.window_of(&call.receiver) else {
            return;
        };
        let edit = NewEdit::replacing_all(
            "insert",
            place_of(&call.receiver).map(|p| p.text()),
            method_call_range(call),
            Derivation::default(),
        );
        self.record_edit(&window, edit);
        if let Some(pending) = self.pending.last_mut() {
            let key_text = quote::ToTokens::to_token_stream(strip_reference(strip_parens(key)))
                .to_string()
                .replace(' ', "");
            pending.fact.site.reading.whole = Some(WholeWindow::Entry(key_text));
        }
    }

    /// A full `drain(..)` whose items are handed on whole: returned to the caller
    /// (`self.queue.drain(..).collect()` as the function's value) or consumed by an
    /// iterator adapter (`drain(..).map(..)`, `.for_each(..)`), and the oldest item dequeued
    /// as the function's value (`queue.pop_front().map(..)`). The items move elsewhere; the
    /// collection is a queue or buffer being emptied, not a window being pruned.
    ///
    /// Also through `Some(..)`, `Ok(..)` or a constructor of a type the linted code declares
    /// (`PendingTurn::new(self.steering.drain(..).collect())`, `Self::from(..)`; not one named
    /// as a summariser): the value built holds the items and goes to the caller.
    pub(super) fn note_handed_off(&mut self, expr: &Expr) {
        let mut expr = strip_parens(expr);
        if let Some(built_from) = self.constructor_argument(expr) {
            expr = built_from;
        }
        for _ in 0..MAX_DEPTH {
            let Expr::MethodCall(call) = expr else {
                return;
            };
            if call.method == "drain" && call.args.first().is_some_and(is_full_range) {
                self.handed_off.push(std::ptr::from_ref(call) as usize);
                return;
            }
            // `queue.pop_front().map(Dialog::new)` as the function's value: the oldest item
            // dequeued and handed to the caller (a queue being consumed).
            if call.method == "pop_front" && call.args.is_empty() {
                self.handed_off.push(std::ptr::from_ref(call) as usize);
                return;
            }
            // Adapters that pass every item on (not `count`, `last`, `filter`, ...), or the
            // one item of an `Option` (`ok_or`).
            const PASS_ON: &[&str] = &[
                "collect",
                "map",
                "ok_or",
                "ok_or_else",
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

    /// The one argument of `expr` when it wraps it into a value for the caller: `Some(x)`,
    /// `Ok(x)`, a pointer or cell around it (`Box::new(x)`, `Arc::new(x)`), or a constructor
    /// of a type the linted code declares (`T::new(x)`, `Self::new(x)`; a struct, or any type
    /// whose `impl` declares the function: `impl PendingTurn { fn new }` on an enum), not
    /// named as a summariser.
    fn constructor_argument<'e>(&self, expr: &'e Expr) -> Option<&'e Expr> {
        let Expr::Call(call) = expr else {
            return None;
        };
        let [argument] = call.args.iter().collect::<Vec<_>>()[..] else {
            return None;
        };
        let Expr::Path(callee) = strip_parens(&call.func) else {
            return None;
        };
        let segments: Vec<String> = callee
            .path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect();
        let wraps = match segments.as_slice() {
            [single] => single == "Some" || single == "Ok",
            [.., owner, function] => {
                (owner == "Self"
                    || self.structs.declares(owner)
                    || self.structs.declares_method(owner, function)
                    || (function == "new" && is_wrapper_type(owner)))
                    && !self.cfg.is_summariser(function)
            }
            [] => false,
        };
        wraps.then(|| strip_parens(argument))
    }

    /// What `expr` is built from once the constructors and wrappers around it are peeled
    /// (see [`Self::constructor_argument`]): `message` in `Some(Turn::single(message))` and
    /// in `Box::new(message)`; `expr` itself when nothing wraps it.
    fn built_from<'e>(&self, expr: &'e Expr) -> &'e Expr {
        let mut expr = strip_parens(expr);
        for _ in 0..MAX_DEPTH {
            match self.constructor_argument(expr) {
                Some(inner) => expr = inner,
                None => break,
            }
        }
        expr
    }

    /// `w = w.drain(..).filter(..).collect()`, `w = w.split_off(k)`, `w =
    /// w.drain(start..).collect()`, `w = once(system).chain(w.drain(start..)).collect()`: the
    /// drain or the split feeds the reassignment of the same window, whose items it keeps;
    /// one edit reported once (as the reassignment), not twice.
    pub(super) fn note_drained_into(&mut self, assign: &syn::ExprAssign) {
        let Some((window, false)) = self.window_of(&assign.left) else {
            return;
        };
        let mut expr = strip_parens(&assign.right);
        for _ in 0..MAX_DEPTH {
            let Expr::MethodCall(call) = expr else {
                return;
            };
            // `once(system).chain(w.drain(start..))`: the chained items feed the result too.
            if call.method == "chain"
                && let Some(Expr::MethodCall(chained)) = call.args.first().map(strip_parens)
                && let Some(taken) = taken_items(chained)
            {
                self.hand_off_into(taken, &window.target);
            }
            if takes_items(call) {
                self.hand_off_into(call, &window.target);
                return;
            }
            expr = strip_parens(&call.receiver);
        }
    }

    /// `taken` (a `drain` or `split_off`) takes its items from the window `target`: they go
    /// into the window's reassignment, not away.
    fn hand_off_into(&mut self, taken: &syn::ExprMethodCall, target: &str) {
        if self
            .window_of(&taken.receiver)
            .is_some_and(|(w, element)| !element && w.target == target)
        {
            self.handed_off.push(std::ptr::from_ref(taken) as usize);
        }
    }

    /// `other.append(&mut self.history)` moves every item out of the window: a drop of the
    /// whole window (wherever the items go, the window no longer shows them).
    pub(super) fn append_edit(&mut self, call: &syn::ExprMethodCall) {
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
        // `rebuilt.append(&mut self.history); self.history = rebuilt;`: the window's items
        // move into a local that is put back (items prepended to it), as with `mem::take`;
        // also through a lock guard (`older.append(&mut *lock); *lock = older`).
        if let Some(local) = plain_local(&call.receiver)
            && self.reassigned_later(moved, std::ptr::from_ref(call).cast())
            && let Some(place) = place_of(moved)
        {
            self.taint.taken_out.insert(local, place.text());
            return;
        }
        // A local staging buffer (`self.history.append(&mut batch)`) is not a window whose
        // loss matters: only a field, or a window held by `&mut`, is emptied for others.
        let shared = place_of(moved).is_some_and(|p| p.root == Root::SelfValue);
        if !shared && !window.mut_ref {
            return;
        }
        let edit = NewEdit::replacing_all(
            "append",
            place_of(moved).map(|p| p.text()),
            method_call_range(call),
            Derivation::default(),
        );
        self.record_edit(&window, edit);
    }

    /// `msgs.extend(self.messages.clone())` (or `extend_from_slice(&self.messages)`) into a
    /// local that the body later assigns back to that window: the local holds the window's
    /// whole content, with items added before or after it (a preamble prepended), as after
    /// `mem::take`; putting it back loses nothing unless something is removed from it.
    pub(super) fn note_copied_in(&mut self, call: &syn::ExprMethodCall) {
        let copied = match (call.method.to_string().as_str(), call.args.first()) {
            ("extend", Some(arg)) => self
                .copied_window(arg)
                .filter(|window| copies_every_item(arg, window)),
            ("extend_from_slice", Some(arg)) => Some(strip_reference(arg)),
            _ => None,
        };
        let (Some(window), Some(local)) = (copied, plain_local(&call.receiver)) else {
            return;
        };
        if self.window_of(window).is_some_and(|(_, item)| !item)
            && self.reassigned_later(window, std::ptr::from_ref(call).cast())
            && let Some(place) = place_of(window)
        {
            self.taint.taken_out.insert(local, place.text());
        }
    }

    /// `session.messages = conv.clone()` for `session` a local record the body then hands to a
    /// call named as a save (`save_session_atomic(dir, &session)`, see
    /// [`crate::analysis::AnalysisConfig::is_flush`]) and `conv` another window, copied whole:
    /// the window written into the record that is saved, a flush of it, not an edit of it.
    fn saves_window_copy(&self, left: &Expr, right: &Expr) -> bool {
        let Some(place) = place_of(left) else {
            return false;
        };
        let Root::Local(record) = &place.root else {
            return false;
        };
        if place.fields.is_empty() || self.params.contains(record) {
            return false;
        }
        if self
            .whole_copy_of(right)
            .is_none_or(|copied| copied == place.text())
        {
            return false;
        }
        any_expr_in_block(self.body, |e| {
            called(e).is_some_and(|(name, args)| {
                self.cfg.is_flush(&name)
                    && args
                        .iter()
                        .any(|arg| plain_local(strip_reference(arg)).as_ref() == Some(record))
            })
        })
    }

    /// An assignment to a window (`=`) or to an item's text (`[]=`, or `iter_mut` through an
    /// item borrowed mutably), unless it only fills a slot, keeps the old text or rebuilds a view.
    pub(super) fn assign_edit(&mut self, assign: &syn::ExprAssign) {
        let direct = self
            .window_of(&assign.left)
            .or_else(|| self.context_replaced_by_summary(&assign.left, &assign.right));
        // `*session = Session::new(..)`: the holder of a window replaced with a new one of its
        // own, made from nothing the conversation holds, starts the conversation over.
        let holder_reset = direct.is_none()
            && (self.is_fresh_value(&assign.right) || self.holds_fresh_value(&assign.right));
        // `*session = loaded`: replaced with a conversation a load read back.
        let holder_load = direct.is_none()
            && !holder_reset
            && (self.loads_holder(&assign.right) || self.installs_handed_in_load(&assign.right));
        let mut variant_reset = false;
        let Some((window, element)) = direct
            .or_else(|| {
                (holder_reset || holder_load)
                    .then(|| self.holder_window(&assign.left, &assign.right))
                    .flatten()
                    .map(|window| (window, false))
            })
            .or_else(|| {
                // `self.mode = Mode::Listening` for `mode: Mode` with a variant `Dialogue {
                // messages: Vec<Value>, .. }`: a conversation held in a variant ends.
                let window = (!holder_load)
                    .then(|| self.variant_held_window(&assign.left, &assign.right))
                    .flatten()?;
                variant_reset = true;
                Some((window, false))
            })
        else {
            self.note_part_text_cut(assign);
            return;
        };
        let holder_reset = holder_reset || variant_reset;
        if self.fills_fresh_local(&assign.left) || !element && is_scalar_literal(&assign.right) {
            return;
        }
        // `message.content = text` for `let Some(message) = self.messages.get_mut(index)` at
        // the position of the message a stream is writing: the reply filled in, nothing dropped.
        if element && self.writes_streamed_item(&assign.left) {
            return;
        }
        // `self.session.history.clear(); .. self.session = Session::new(..)`: the new session
        // installed is the same reset, reported once at the `clear`.
        if holder_reset && self.continues_reset(&window.target) {
            return;
        }
        let known_empty =
            place_of(&assign.left).is_some_and(|p| self.empty_places.contains(&p.text()));
        // `if self.history.is_empty() { self.history = store.take_carry_over() }`: the whole
        // window filled while a branch has found it empty drops nothing.
        if !element && known_empty {
            return;
        }
        // `self.threads.insert(current, self.messages.clone()); .. self.messages = loaded`:
        // the messages replaced are kept under their key beside the window (a switch between
        // conversations), unless they were put there in another arm than the replacement.
        if !element
            && self.stashed.iter().any(|(target, at)| {
                *target == window.target && !super::exclusive(at, &self.branches)
            })
        {
            return;
        }
        if element
            && (!self.writes_item_text(&assign.left)
                || known_empty
                || self.fills_slot(&assign.right)
                || keeps_old_text(&assign.left, &assign.right)
                || !super::merges::merged_neighbours(self.body, &assign.left, &assign.right)
                    .is_empty()
                || self.expands_placeholder(&assign.left, &assign.right)
                || self.replaces_system_prompt(&assign.left, &assign.right))
        {
            return;
        }
        // `msgs[i].tool_calls = None; msgs[i].content = text;`: a part of one item emptied
        // beside a write of another part of it is that one message rewritten, reported once,
        // where the new part is written (as `msgs[i].blocks.clear()` beside it is).
        if element
            && is_empty_value(&assign.right)
            && writes_other_part_of_item(self.body, &assign.left)
        {
            return;
        }
        if !element && self.puts_back_untouched(&assign.left, &assign.right) {
            // `let mut m = vec![Message::user(format!("[compacted] {summary}"))];
            // m.extend(w.iter().cloned()); w = m`: what the window holds comes back with a
            // summary in front, as `w.insert(0, ..)` would put it there; the cuts before are
            // rewrites.
            let value = self.derive(&assign.right);
            if value.summary.is_some() || value.model.is_some() {
                self.inserts.push((
                    window.target.clone(),
                    value.summary.is_some(),
                    self.branches.clone(),
                ));
                if let Some(summary) = value.summary {
                    self.taint.summary.insert(window.target.clone(), summary);
                    self.taint.own_text.insert(window.target.clone());
                }
            }
            return;
        }
        if !element
            && (self.rebuilds_view(&window, &assign.right)
                || self.projects_borrowed_window(&assign.left, &assign.right)
                || self.initialises_local(&assign.left)
                || self.reads_store(&assign.right)
                || self.rebuilt_by_builders(&assign.left, &assign.right)
                || puts_back_serialised(self.body, &assign.left, &assign.right)
                || self.fills_request(assign)
                || self.switches_shared_handle(&assign.left, &assign.right)
                || self.saves_window_copy(&assign.left, &assign.right))
        {
            return;
        }
        let value = self.derive(&assign.right);
        // Not a model's text: that is a rewrite, whatever id it carries.
        let same_id_update = (element && value.summary.is_none() && value.model.is_none())
            .then(|| self.same_id_source(&assign.left, &assign.right))
            .flatten();
        let same_label_update = (element
            && same_id_update.is_none()
            && value.summary.is_none()
            && value.model.is_none())
        .then(|| self.same_label_source(&assign.left, &assign.right))
        .flatten();
        let method = if element {
            self.item_write_method(&assign.left)
        } else {
            "="
        };
        let length_cut = (element && self.cuts_own_text(&assign.left, &assign.right))
            || !element
                && (slices(&assign.right)
                    || self.calls_positional_copy(&assign.right)
                    || value_root(&assign.right)
                        .or_else(|| collected_root(&assign.right))
                        .is_some_and(|root| self.taint.budget_kept.contains(&root)));
        // `*messages = kept` for `kept` filled with the newest of `messages` that fit, after
        // `*messages = compacted.messages`: the window cut back to its own items gets no new
        // text (the rewrite is reported where it was made): a cut.
        let value = if !element
            && self.cuts_by_length(length_cut)
            && self.carries_own_text(Some(&window.target), &assign.right)
        {
            Derivation {
                score: value.score,
                ..Derivation::default()
            }
        } else {
            value
        };
        let edit = NewEdit {
            method,
            written: (method == "[]=" || !element)
                .then(|| place_of(&assign.left).map(|p| p.collection().text()))
                .flatten(),
            span: join_range(span_range(&assign.left).0, span_range(&assign.right).1),
            score: value.score.clone(),
            value,
            replaces_all: !element,
            length_cut,
        };
        let whole = if holder_reset {
            Some(WholeWindow::Emptied)
        } else if holder_load {
            place_of(&assign.right).map(|p| {
                if self.installs_handed_in_load(&assign.right) {
                    WholeWindow::HandedIn(p.text())
                } else {
                    WholeWindow::Loaded(p.text())
                }
            })
        } else {
            (!element)
                .then(|| self.whole_replacement(&assign.left, &assign.right))
                .flatten()
        };
        let summary_at_front = !element && self.starts_with_summary(&assign.right);
        // `self.history = rebuilt` with `rebuilt` = `[history[..k].., summary, ..]`.
        let summary_at = (!element)
            .then(|| value_root(&assign.right))
            .flatten()
            .and_then(|root| self.taint.summary_at.get(&root).cloned());
        // `history[index] = m`, `history[index].content = text`, or `message.content = text`
        // for the `message` a `find` picked by the caller's `message_id`.
        let at_caller_position = match strip_parens(&assign.left) {
            Expr::Index(indexed) if method == "[]=" => self.caller_position(&indexed.index),
            left => indexed_item_of(left)
                .and_then(|indexed| self.caller_position(&indexed.index))
                .or_else(|| {
                    place_of(left).and_then(|p| match p.root {
                        Root::Local(alias) => self.found_by_caller.get(&alias).cloned(),
                        Root::SelfValue => None,
                    })
                }),
        };
        // `*last = new_message` or `last.content = text` for `let last =
        // self.history.last_mut()?`: the newest message given the caller's new version.
        let newest_from_caller = match strip_parens(&assign.left) {
            Expr::Unary(deref) if matches!(deref.op, syn::UnOp::Deref(_)) => place_of(&deref.expr),
            left => place_of(left),
        }
        .and_then(|p| match p.root {
            Root::Local(name) => Some(name),
            Root::SelfValue => None,
        })
        .filter(|alias| {
            self.end_items.get(alias) == Some(&"last_mut") && self.built_from_params(&assign.right)
        })
        .and_then(|_| value_root(&assign.right).or_else(|| self.first_param_in(&assign.right)));
        if !element && self.stores_cut_copy(&window, &assign.right) {
            return;
        }
        if !element {
            self.forget_set_aside_put_back(&window, &assign.right);
        }
        let replaced_with_other = !element && !is_empty_buffer(&assign.right);
        let passed_through = (!element)
            .then(|| passing_call(&window.target, &assign.right))
            .flatten()
            .and_then(|(call, position)| Some((*self.call_indices.get(&call)?, position)));
        self.record_edit(&window, edit);
        if let Some(pending) = self.pending.last_mut() {
            pending.fact.site.reading.passed_through = passed_through;
            pending.replaced_with_other = replaced_with_other
                && pending.value.summary.is_none()
                && pending.value.model.is_none();
            pending.fact.site.reading.whole = whole;
            pending.fact.site.reading.at_caller_position = at_caller_position;
            pending.fact.site.reading.newest_from_caller = newest_from_caller;
        }
        if let Some(pending) = self.pending.last()
            && pending.fact.site.reading.at_caller_position.is_some()
        {
            self.note_edit_mode_asks();
        }
        if let Some(pending) = self.pending.last_mut() {
            pending.fact.site.reading.same_id_update = same_id_update;
            pending.fact.site.reading.same_label_update = same_label_update;
            if summary_at_front {
                pending.range_start = Some("0".to_string());
            } else if summary_at.is_some() {
                pending.range_start = summary_at;
            }
        }
    }

    /// How a write to part of one item (`target`) reaches it, as a finding names it: a message
    /// handed in (`msg: &mut Message`) is written with `=`; one at an end, through the method
    /// that lent it (`last_mut`, `first_mut`); one at a position, as `[]=`; one walked by a
    /// loop over the window, through `iter_mut`.
    fn item_write_method(&self, target: &Expr) -> &'static str {
        let place = place_of(target);
        let alias = place.as_ref().and_then(|p| match &p.root {
            Root::Local(n) => match self.locals.get(n) {
                Some(Binding::Element(w)) => Some(w.param.is_some()),
                _ => None,
            },
            Root::SelfValue => None,
        });
        let alias_in = |set: &HashSet<String>| {
            place
                .as_ref()
                .is_some_and(|p| matches!(&p.root, Root::Local(n) if set.contains(n)))
        };
        let end_borrow = place.as_ref().and_then(|p| match &p.root {
            Root::Local(n) => self.end_items.get(n).copied(),
            Root::SelfValue => None,
        });
        match (alias, end_borrow) {
            (Some(true), _) => "=",
            (Some(false), Some(borrow)) => borrow,
            (Some(false), None) if alias_in(&self.indexed_items) => "[]=",
            (Some(false), None) => "iter_mut",
            (None, _) => "[]=",
        }
    }

    /// `last.content = message.content` under `if last.id == message.id`, `message` a parameter
    /// (or built from one): the value whose id the condition matches with the item written,
    /// when the new text comes from it.
    fn same_id_source(&self, left: &Expr, right: &Expr) -> Option<String> {
        let alias = match place_of(left)?.root {
            Root::Local(name) => name,
            Root::SelfValue => return None,
        };
        let from_caller = |name: &str| {
            (self.params.contains(name) || self.taint.from_params.contains(name))
                && any_expr(
                    right,
                    |e| matches!(e, Expr::Path(p) if p.path.is_ident(name)),
                )
        };
        self.same_ids.iter().rev().find_map(|(a, b)| {
            let other = if *a == alias {
                b
            } else if *b == alias {
                a
            } else {
                return None;
            };
            from_caller(other).then(|| other.clone())
        })
    }

    /// `*last = line` under `if last.starts_with("Assistant:")`, where `line` is (or is bound in
    /// the body to, in some branch) `format!("Assistant: {}", ..)`: the line replaced by a newer
    /// version of the same speaker's line (see [`crate::analysis::EditReading::same_label_update`]).
    /// The value as written and the label; `None` when no enclosing condition tests the item's
    /// label, or the value is not formatted with it.
    fn same_label_source(&self, left: &Expr, right: &Expr) -> Option<(String, String)> {
        let written = match strip_parens(left) {
            Expr::Unary(deref) if matches!(deref.op, syn::UnOp::Deref(_)) => place_of(&deref.expr),
            other => place_of(other),
        }?;
        let Root::Local(alias) = written.root else {
            return None;
        };
        if !written.fields.is_empty() {
            return None;
        }
        let label = self
            .same_labels
            .iter()
            .rev()
            .find_map(|(a, label)| (*a == alias).then_some(label))?;
        let formatted_with_label = |value: &Expr| {
            let mut tails = Vec::new();
            crate::analysis::syntax::value_tails(value, &mut tails);
            tails.iter().any(|tail| {
                crate::analysis::macros::format_string_and_operands(strip_parens(tail))
                    .is_some_and(|(text, _)| text.starts_with(label.as_str()))
            })
        };
        let bound_to_labelled = || {
            let Expr::Path(path) = strip_parens(right) else {
                return false;
            };
            path.path.get_ident().is_some_and(|local| {
                crate::analysis::syntax::local_inits(self.body, &local.to_string())
                    .any(formatted_with_label)
            })
        };
        let labelled = formatted_with_label(right) || bound_to_labelled();
        labelled.then(|| {
            (
                quote::ToTokens::to_token_stream(right).to_string(),
                label.clone(),
            )
        })
    }

    /// `conversation = conversation.with_system(s).with_tool(t)`: the value given back to the
    /// place it was taken from, through builder methods only (a struct of the source, or one
    /// shared from another file, declares each as taking `self` by value and returning
    /// `Self`). Whatever a builder itself leaves out is reported in its own body; the
    /// assignment only puts the value back. A method named as an add
    /// (`msgs = msgs.add_message(role, text)` on a request builder of a crate) gives the value
    /// back with an item more, whether or not the source declares it.
    fn rebuilt_by_builders(&self, left: &Expr, right: &Expr) -> bool {
        let Some(place) = place_of(left).map(|p| p.text()) else {
            return false;
        };
        let mut value = strip_parens(right);
        let mut through_builder = false;
        while let Expr::MethodCall(call) = value {
            let method = call.method.to_string();
            if !self.structs.is_builder_method(&method) && !names::names_an_add(&method) {
                return false;
            }
            through_builder = true;
            value = strip_parens(&call.receiver);
        }
        through_builder
            && matches!(value, Expr::Path(_))
            && place_of(value).is_some_and(|p| p.text() == place)
    }

    /// `self.history = self.keep_ends(1, 10)`: a method of this type that returns a copy of
    /// part of a field of `self` chosen by position (see
    /// [`crate::analysis::types::StructFields::returns_positional_copy`]).
    fn calls_positional_copy(&self, value: &Expr) -> bool {
        let Expr::MethodCall(call) = strip_unwraps(value) else {
            return false;
        };
        let on_self =
            matches!(strip_parens(&call.receiver), Expr::Path(p) if p.path.is_ident("self"));
        on_self
            && self.self_type.is_some_and(|owner| {
                self.structs
                    .returns_positional_copy(owner, &call.method.to_string())
            })
    }

    /// `self.history = msgs` where the local copy `msgs` was itself cut by position or budget
    /// here (`msgs = kept`, `msgs.drain(..n)`): the cut is reported once, where the copy is cut.
    fn stores_cut_copy(&self, window: &Window, value: &Expr) -> bool {
        let Some(root) = value_root(value) else {
            return false;
        };
        window.target != root
            && !self.working_copies.contains(&root)
            && matches!(strip_parens(value), Expr::Path(_))
            && self.taint.budget_kept.contains(&root)
            && self.pending.iter().any(|p| {
                p.fact.site.reading.target == root && p.length_cut && p.fact.score.is_none()
            })
    }

    /// `notes = format!(..)` for a local declared empty and written by this assignment alone
    /// (see [`initialised_once`]): its first value, nothing dropped.
    /// Also a local declared `None` refilled with `Some(..)` only (see
    /// [`optional_slot_refilled`]): an optional value given the latest one found.
    fn initialises_local(&self, left: &Expr) -> bool {
        matches!(strip_parens(left), Expr::Path(p) if p.path.get_ident()
        .is_some_and(|local| {
            let local = local.to_string();
            initialised_once(self.body, &local) || optional_slot_refilled(self.body, &local)
        }))
    }

    /// `saved.messages = self.history.clone()` or `saved.id = id` for `let mut saved =
    /// Conversation::new(title)` made in this body: the first and only value a field of a value
    /// the body has just built is given, in each scope that builds one (see [`scoped_inits`]), a copy being filled rather
    /// than a window edited. A value built from a window (`Conversation::new(history)`) is
    /// not a fresh one.
    fn fills_fresh_local(&self, left: &Expr) -> bool {
        let Some(place) = place_of(left) else {
            return false;
        };
        let Root::Local(root) = &place.root else {
            return false;
        };
        if place.fields.is_empty() || place.through_index {
            return false;
        }
        let inits = scoped_inits(self.body, root, &place.text());
        !inits.is_empty()
            && inits
                .iter()
                .all(|init| init.as_ref().is_some_and(|init| self.is_fresh_value(init)))
    }

    /// `Conversation::new(title, model)`, `Session::default()` or a struct literal without
    /// `..base`, none of whose parts reads a window: a value made from nothing the
    /// conversation holds.
    pub(super) fn is_fresh_value(&self, init: &Expr) -> bool {
        let reads_no_window = |e: &Expr| {
            self.window_read(e).is_none() && !any_expr(e, |part| self.window_of(part).is_some())
        };
        match strip_parens(init) {
            Expr::Struct(literal) => {
                literal.rest.is_none() && literal.fields.iter().all(|f| reads_no_window(&f.expr))
            }
            Expr::Call(call) => {
                let constructor = matches!(&*call.func, Expr::Path(p)
                    if p.path.segments.len() >= 2
                        && p.path.segments.last().is_some_and(|s| s.ident == "new" || s.ident == "default"));
                constructor && call.args.iter().all(reads_no_window)
            }
            _ => false,
        }
    }

    /// The conversation `left` holds in a variant of its enum, when `right` replaces it with a
    /// variant built from nothing a conversation holds: `self.mode = Mode::Listening` (or
    /// `Mode::Dialogue { messages: Vec::new(), .. }`) for a field declared `mode: Mode` of an
    /// enum the source declares with a variant whose named field is a window by its name and
    /// type (`Dialogue { messages: Vec<Value>, .. }`, reached elsewhere by `if let
    /// Mode::Dialogue { messages, .. } = &mut self.mode`). Whatever variant the field held, a
    /// conversation it held is gone. A value that is no variant of that enum (a parameter),
    /// or a variant built from what a window holds (`Mode::Paused { messages: std::mem::take(
    /// messages) }`), replaces nothing seen here.
    pub(super) fn variant_held_window(&self, left: &Expr, right: &Expr) -> Option<Window> {
        let place = place_of(left).filter(|p| !p.through_index && !p.fields.is_empty())?;
        let enum_name = self.place_type(&place).and_then(type_name)?;
        let variants = self.structs.enum_variants(&enum_name)?;
        let field = variants.iter().find_map(|(_, fields)| {
            fields.iter().find_map(|(name, ty)| {
                self.window_by_name_and_type(name, Some(ty))
                    .map(|_| name.clone())
            })
        })?;
        let built = match strip_parens(right) {
            Expr::Path(p) => &p.path,
            Expr::Call(call) => match &*call.func {
                Expr::Path(p) => &p.path,
                _ => return None,
            },
            Expr::Struct(literal) => &literal.path,
            _ => return None,
        };
        let segments = segment_names(built);
        let (Some(variant), Some(owner)) = (segments.last(), segments.iter().rev().nth(1)) else {
            return None;
        };
        if (*owner != enum_name && owner != "Self")
            || !variants.iter().any(|(name, _)| name == variant)
            || !self.is_fresh_variant(right)
        {
            return None;
        }
        Some(Window {
            target: format!("{}.{field}", place.text()),
            guarded: false,
            param: None,
            mut_ref: false,
            raw_known: false,
        })
    }

    /// A variant built from nothing a window holds (`Mode::Listening`, `Mode::Dialogue {
    /// messages: Vec::new(), waiting: false }`, `Mode::Idle(reason)`).
    fn is_fresh_variant(&self, value: &Expr) -> bool {
        let reads_no_window = |e: &Expr| {
            self.window_read(e).is_none() && !any_expr(e, |part| self.window_of(part).is_some())
        };
        match strip_parens(value) {
            Expr::Path(_) => true,
            Expr::Call(call) => call.args.iter().all(reads_no_window),
            Expr::Struct(literal) => {
                literal.rest.is_none() && literal.fields.iter().all(|f| reads_no_window(&f.expr))
            }
            _ => false,
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
            && self.built_from_params(value)
    }

    /// `expr` names a parameter, or a local built from one
    /// (`TokenizedMessage::new(answer, tokenizer)` bound to `assistant`): what the caller
    /// handed in, not text the body wrote itself.
    pub(super) fn built_from_params(&self, expr: &Expr) -> bool {
        any_expr(expr, |e| {
            matches!(e, Expr::Path(p) if p.path.get_ident().is_some_and(|i| {
                let name = i.to_string();
                self.params.contains(&name) || self.taint.from_params.contains(&name)
            }))
        })
    }

    /// `path.into_inner()` of a parameter (an extractor, `path: web::Path<(String, String)>`):
    /// what it holds is what the caller passed in, so the names a `let` binds to it
    /// (`let (session_id, message_id) = path.into_inner()`) are the caller's values as the
    /// parameter is; so is an owned copy of a parameter (`let session_id =
    /// session_id.to_string()`, also `clone`, `to_owned`, `into`), made to move into an
    /// `async` block.
    pub(super) fn unwraps_a_param(&self, expr: &Expr) -> bool {
        matches!(strip_parens(expr), Expr::MethodCall(call)
            if matches!(
                call.method.to_string().as_str(),
                "into_inner" | "to_string" | "clone" | "to_owned" | "into"
            )
                && call.args.is_empty()
                && matches!(strip_parens(&call.receiver), Expr::Path(p)
                    if p.path.get_ident().is_some_and(|i| self.params.contains(&i.to_string()))))
    }

    /// The first parameter of the function (or local built from one) that `expr` mentions.
    fn first_param_in(&self, expr: &Expr) -> Option<String> {
        let mut found = None;
        any_expr(expr, |e| {
            found = match e {
                Expr::Path(p) => p.path.get_ident().map(ToString::to_string).filter(|name| {
                    self.params.contains(name) || self.taint.from_params.contains(name)
                }),
                _ => None,
            };
            found.is_some()
        });
        found
    }

    /// `state.messages = build_messages_from_conversation(prompt, &state.conversation)`: a
    /// window rebuilt in full from another window (a provider-format view of it) by a
    /// converter (`build_`, `convert_`, `to_`, `render_`..., or named `a_to_b`:
    /// `session_messages_to_chat_messages`), or from a parameter of a type named as a
    /// conversation (`session: &Session`: a screen's transcript redrawn from the session it
    /// shows), or by a converter of `self` in a body that has cut a window of `self`
    /// (`holder.preamble = self.build_preamble()` after `self.memories.remove(0)`). Whatever
    /// the other window lost is reported where it lost it; the rebuild drops nothing of its own.
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
        let derived = self.derive(right);
        // `session_messages.preamble_messages = self.build_preamble().unwrap()` in a body that
        // has cut a window of `self` (`self.memories.remove(0)`): a view the owner rebuilds
        // from its own state, carrying that cut into another holder's window; the cut is
        // reported where it is made.
        if let Expr::MethodCall(call) = crate::analysis::syntax::strip_unwraps(right)
            && matches!(strip_parens(&call.receiver), Expr::Path(p) if p.path.is_ident("self"))
            && names::first_word_is_any(&call.method.to_string(), CONVERTERS)
            && call.args.iter().all(|arg| self.window_of(arg).is_none())
            && derived.summary.is_none()
            && derived.model.is_none()
            && !window.target.starts_with("self.")
            && self.pending.iter().any(|p| {
                let cut = &p.fact.site.reading.target;
                cut.starts_with("self.") && *cut != window.target
            })
        {
            return true;
        }
        let Some((name, args)) = called(strip_parens(right)) else {
            return false;
        };
        let converts = names::first_word_is_any(&name, CONVERTERS)
            || names::words(&name).skip(1).any(|w| names::word_is(w, "to"));
        converts
            && derived.summary.is_none()
            && derived.model.is_none()
            && args.iter().any(|arg| {
                let arg = strip_reference(arg);
                self.window_of(arg)
                    .is_some_and(|(other, item)| !item && other.target != window.target)
                    || self.conversation_param(arg)
            })
    }

    /// `*projected = project(messages, units, Some(&record))` for `projected: &mut
    /// Option<Vec<Msg>>` and `messages: &[Msg]`: a list built from a window the caller only
    /// lends (a shared reference) and handed back through a `&mut` parameter the value does
    /// not read is the caller's output, as a list returned would be: a view for one request,
    /// the originals left with the caller. A parameter given a value built from itself
    /// (`*history = project(history, ..)`) is the window rewritten.
    fn projects_borrowed_window(&self, left: &Expr, right: &Expr) -> bool {
        let Expr::Unary(unary) = strip_parens(left) else {
            return false;
        };
        if !matches!(unary.op, syn::UnOp::Deref(_)) {
            return false;
        }
        let Some(out) = plain_local(&unary.expr) else {
            return false;
        };
        let is_ref = |name: &str, mutable: bool| {
            self.params.contains(name)
                && self.param_types.get(name).is_some_and(
                    |ty| matches!(ty, Type::Reference(r) if r.mutability.is_some() == mutable),
                )
        };
        if !is_ref(&out, true)
            || any_expr(right, |e| plain_local(e).as_deref() == Some(out.as_str()))
        {
            return false;
        }
        any_expr(right, |e| {
            plain_local(e).is_some_and(|lent| {
                lent != out
                    && is_ref(&lent, false)
                    && self
                        .window_by_name_and_type(&lent, self.param_types.get(&lent))
                        .is_some()
            })
        })
    }

    /// `expr` is a parameter declared of a type named as a conversation (`session: &Session`,
    /// `history: &ChatHistory`; see [`names::names_conversation_trait`]).
    fn conversation_param(&self, expr: &Expr) -> bool {
        plain_local(expr)
            .and_then(|name| self.param_types.get(&name))
            .and_then(crate::analysis::types::type_name)
            .is_some_and(|ty| names::names_conversation_trait(&ty))
    }

    /// `session.history = get_messages(&conn, id)?` or `self.history = self.db.load_history(id)?`:
    /// a window replaced with what a store reads back (a call whose name starts with a read verb,
    /// on or given a database, connection, repository or store, or a method of the same type
    /// whose body runs a reading query: `self.fetch_messages().await?` running `MATCH ..
    /// RETURN ..`), directly or through a local bound to it. Every original is kept there, so
    /// the reload loses nothing.
    pub(super) fn reads_store(&self, right: &Expr) -> bool {
        const READS: &[&str] = &[
            "load", "get", "fetch", "read", "restore", "find", "query", "select", "list",
        ];
        let call = crate::analysis::place::strip(right);
        if plain_local(call).is_some_and(|local| self.store_loaded.contains(&local)) {
            return true;
        }
        // `Some(row.summary)`, `row.summary.clone()` for a `row` read from a store: a part of
        // what the store holds.
        if let Some(Root::Local(local)) = stored_part(call).and_then(place_of).map(|p| p.root)
            && self.store_loaded.contains(&local)
        {
            return true;
        }
        let Some((mut name, mut sources)) = called(call) else {
            return false;
        };
        // `Entity::find_by_id(id).one(db)`: a query named as a read, run on the store.
        let mut link = call;
        for _ in 0..crate::analysis::MAX_DEPTH {
            let Expr::MethodCall(step) = link else {
                break;
            };
            link = crate::analysis::place::strip(&step.receiver);
            if let Some((inner, args)) = called(link) {
                sources.extend(args);
                if names::first_word_is_any(&inner, READS) {
                    name = inner;
                }
            }
        }
        let own_read_query = matches!(call, Expr::MethodCall(m)
            if is_path(&m.receiver, "self")
                && self
                    .self_type
                    .is_some_and(|owner| self.structs.reads_from_store(owner, &name)));
        if let Expr::MethodCall(call) = call {
            sources.push(&call.receiver);
        }
        let is_store = |expr: &&Expr| {
            place_of(strip_reference(expr)).is_some_and(|p| {
                let name = p.name();
                self.cfg.is_store_name(name) || names::names_persistence(name)
            })
        };
        let derived = self.derive(right);
        names::first_word_is_any(&name, READS)
            && derived.summary.is_none()
            && derived.model.is_none()
            && (own_read_query || sources.iter().any(is_store))
    }

    /// In a function named as a load (`load_session`), `value` is a call named as a load or as
    /// reading a saved value back (`session::load_session(id).await?`, `self.store.restore(id)`,
    /// `Session::open_searching(dirs, id)?`, see [`names::names_a_read_back`]): what it returns comes
    /// from elsewhere, so a window replaced with it is loaded, not cut.
    ///
    /// So is an `if` whose every branch ends in such a call (`if let Some(key) = key {
    /// decrypt_and_load_session(dir, id, key) } else { load_session(dir, id) }`), and a local
    /// already bound to one, unwrapped (`let mut session = session?`).
    pub(super) fn reads_by_load(&self, value: &Expr) -> bool {
        self.loads_by_name && self.read_back_value(value, MAX_DEPTH)
    }

    /// `value` is what a call named as reading a saved value back returns (see
    /// [`Self::reads_by_load`]), `depth` bounding the nesting of `if`s walked.
    fn read_back_value(&self, value: &Expr, depth: usize) -> bool {
        let value = crate::analysis::place::strip(value);
        if let Some(local) = plain_local(strip_unwraps(value)) {
            return self.load_bound.contains(&local);
        }
        match tail_expr(value) {
            Expr::If(choice) if depth > 0 => {
                let then = choice.then_branch.stmts.last().and_then(|stmt| match stmt {
                    syn::Stmt::Expr(e, None) => Some(e),
                    _ => None,
                });
                then.is_some_and(|t| self.read_back_value(t, depth - 1))
                    && choice
                        .else_branch
                        .as_ref()
                        .is_some_and(|(_, e)| self.read_back_value(e, depth - 1))
            }
            other => called(crate::analysis::place::strip(other))
                .is_some_and(|(name, _)| names::names_a_read_back(&name)),
        }
    }

    /// The names `pat` binds hold what `scrutinee` returns, when it is a call named as a load
    /// (`Ok(loaded) =>` in `match Session::load(id).await`, `if let Ok(loaded) = ..`): see
    /// [`Walker::loads_holder`].
    pub(super) fn note_load_results(&mut self, pat: &Pat, scrutinee: &Expr) {
        let loaded = returns_a_load(scrutinee);
        for name in crate::analysis::syntax::pattern_idents(pat) {
            super::taint::mark(&mut self.load_results, &name, loaded);
        }
    }

    /// The names `pat` binds hold a value made from nothing the conversation holds, when
    /// `scrutinee` is one through `?` and `.await` (`Ok(new_session) =>` in `match
    /// Session::new(cwd).await`): see [`Walker::holds_fresh_value`].
    pub(super) fn note_fresh_results(&mut self, pat: &Pat, scrutinee: &Expr) {
        let fresh = self.is_fresh_value(crate::analysis::place::strip(scrutinee));
        for name in crate::analysis::syntax::pattern_idents(pat) {
            super::taint::mark(&mut self.fresh_results, &name, fresh);
        }
    }

    /// `*session = new_session` for `new_session` bound to a value made from nothing the
    /// conversation holds (`let new_session = ChatSession::new(dir)`, `Ok(new_session) =>` of
    /// `match Session::new().await`): the holder starts over, as with the constructor itself.
    fn holds_fresh_value(&self, value: &Expr) -> bool {
        plain_local(value).is_some_and(|local| self.fresh_results.contains(&local))
    }

    /// `*session = loaded` for `loaded` bound to what a call named as a load returns
    /// (`Session::load(id)?`, `ChatSession::load(storage, &name)`): the holder is replaced with
    /// a conversation read back from elsewhere, a load rather than a cut.
    fn loads_holder(&self, value: &Expr) -> bool {
        plain_local(value).is_some_and(|local| self.load_results.contains(&local))
    }

    /// `self.session = loaded` in a function named as a load (`fn load_session(&mut self,
    /// loaded: Session)`), `loaded` a parameter taken by value: the holder is replaced with the
    /// conversation the caller read back, the load the function is named for.
    fn installs_handed_in_load(&self, value: &Expr) -> bool {
        self.loads_by_name
            && plain_local(value).is_some_and(|local| {
                self.params.contains(&local)
                    && self
                        .param_types
                        .get(&local)
                        .is_some_and(|ty| !matches!(ty, syn::Type::Reference(_)))
            })
    }

    /// The first message is set to a system message (`history[0] = Message::system(p)`), or to
    /// the value handed to a function named for the system message
    /// (`fn change_sys_msg(&mut self, msg: ChatMessage) { self.messages[0] = msg }`), or the
    /// text of an item an enclosing condition found to be the system message is set to text
    /// no summary made (`if chat.role == "system" { chat.content = prompt.full.clone() }`): a
    /// new system prompt in its place, not a cut of the conversation.
    fn replaces_system_prompt(&self, left: &Expr, right: &Expr) -> bool {
        let system_item = place_of(left).is_some_and(
            |p| matches!(&p.root, Root::Local(name) if self.system_items.contains(name)),
        );
        if system_item {
            return self.derive(right).summary.is_none();
        }
        let Expr::Index(index) = strip_parens(left) else {
            return false;
        };
        let first = matches!(strip_parens(&index.index), Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. })
            if i.base10_digits() == "0");
        let handed_in = matches!(strip_parens(right), Expr::Path(p)
            if p.path.get_ident().is_some_and(|name| self.params.contains(&name.to_string())));
        // `let entry = Entry::system(content); .. self.entries[0] = entry;`: a local every
        // binding of which builds a system message stands for that message.
        let system_local = plain_local(right).is_some_and(|local| {
            let mut inits = crate::analysis::syntax::local_inits(self.body, &local).peekable();
            inits.peek().is_some() && inits.all(names_system_role)
        });
        first
            && (names_system_role(right)
                || system_local
                || handed_in && names::names_system_message(self.name))
    }

    /// `if matches!(messages[0].role, Role::System) { messages.remove(0); }` on a list the
    /// caller hands over by value (`mut messages: Vec<Message>`, a saved session about to be
    /// installed): its old system prompt taken out for the current one, part of the restore
    /// that loads the list, not a cut of the conversation. On the window itself, or on a list
    /// the caller lends (`messages: &mut Vec<Message>`, the caller's own), the same removal
    /// drops the system prompt.
    fn removes_handed_in_system_prompt(&self, call: &syn::ExprMethodCall) -> bool {
        let handed_in = match strip_parens(&call.receiver) {
            Expr::Path(p) => p.path.get_ident().map(ToString::to_string).filter(|name| {
                self.params.contains(name)
                    && !matches!(self.param_types.get(name), Some(Type::Reference(_)) | None)
            }),
            _ => None,
        };
        call.method == "remove"
            && call.args.first().and_then(int_literal).as_deref() == Some("0")
            && handed_in.is_some_and(|list| self.system_items.contains(&list))
    }

    /// A place declared as a shared pointer (`conversation: Rc<RefCell<Conversation>>`) is set
    /// to another one the caller hands in (`self.conversation = conversation`): the holder
    /// switches to another conversation, and the one it pointed to lives on with its other
    /// handles. No conversation is edited.
    fn switches_shared_handle(&self, left: &Expr, right: &Expr) -> bool {
        let Expr::Path(source) = strip_parens(right) else {
            return false;
        };
        let handed_in = source.path.get_ident().is_some_and(|name| {
            self.param_types
                .get(&name.to_string())
                .is_some_and(is_shared_pointer)
        });
        handed_in
            && place_of(left)
                .and_then(|place| self.place_type(&place))
                .is_some_and(is_shared_pointer)
    }

    /// What a reassigned window (`left`) is replaced with, when that makes it a reset or a
    /// load: only its system messages, or a value handed in by the caller
    /// (`self.history = checkpoint.snapshot.clone()`, `self.history = messages.iter().map(..).collect()`).
    fn whole_replacement(&self, left: &Expr, right: &Expr) -> Option<WholeWindow> {
        // Only the pinned messages of the window itself (not of a value handed in).
        let own_pinned = keeps_only_pinned(right)
            && place_of(left)
                .zip(place_of(chain_root(right)))
                .is_some_and(|(window, source)| window.text() == source.text());
        if keeps_only_system(right)
            || copies_system_messages(right)
            || value_root(right).is_some_and(|root| self.system_only.contains(&root))
            || self.lists_only_system_messages(right)
        {
            return Some(WholeWindow::KeepsSystemPrompt);
        }
        if own_pinned {
            return Some(WholeWindow::KeepsPinned);
        }
        if is_empty_value(right) {
            return Some(WholeWindow::Emptied);
        }
        let derived = self.derive(right);
        if derived.summary.is_some() || derived.model.is_some() {
            return None;
        }
        let source = handed_on_whole(right)?;
        let place = place_of(source)?;
        // Into a field of `self`, directly or through a local standing for it (the guard of
        // `let mut history = self.history.lock().unwrap()`, written `*history = ..`; the value
        // an `Option` field holds, `session.messages` for `Some(ref mut session)`), or of
        // state handed to the function (the guard of `let mut conv = conversation.lock().ok()?`
        // for `conversation: &Arc<Mutex<Vec<Message>>>`).
        let into_field = place_of(left).is_some_and(|p| match &p.root {
            Root::SelfValue => true,
            Root::Local(alias) => {
                (p.fields.is_empty()
                    && (self.field_aliases.contains_key(alias)
                        || self.shared_param_guards.contains(alias)))
                    || self.own_holders.contains(alias)
            }
        });
        match &place.root {
            Root::Local(name)
                if into_field
                    && (self.params.contains(name) || self.lent_parses.contains(name)) =>
            {
                Some(WholeWindow::HandedIn(place.text()))
            }
            Root::Local(name) if into_field && self.load_bound.contains(name) => {
                Some(WholeWindow::Loaded(place.text()))
            }
            Root::Local(name) if into_field => {
                self.snapshot_pops
                    .get(name)
                    .map(|stack| WholeWindow::Restored {
                        snapshot: place.text(),
                        stack: stack.clone(),
                    })
            }
            _ => None,
        }
    }

    /// In a function named as a load (`restore`, `load_state`), the name of the value handed
    /// in by the caller that `value` is a part of (`snapshot` for `snapshot.summary`,
    /// `snapshot.summary.clone()`). Elsewhere (`apply_compaction(result)`) a part of what the
    /// caller hands in may be a summary made for the cut.
    pub(super) fn handed_in_part(&self, value: &Expr) -> Option<String> {
        if !self.loads_by_name {
            return None;
        }
        let place = place_of(value)?;
        match place.root {
            Root::Local(name) if !place.fields.is_empty() && self.params.contains(&name) => {
                Some(name)
            }
            _ => None,
        }
    }

    /// `vec![Message::system(prompt)]`, `[sys]` with `sys` a new system message: a list of
    /// system messages alone, at least one. A window replaced with it starts over from its
    /// system prompt, as one filtered down to its system messages does.
    fn lists_only_system_messages(&self, value: &Expr) -> bool {
        let items = listed_items(value).unwrap_or_default();
        !items.is_empty()
            && items.iter().all(|item| {
                names_system_role(item)
                    || plain_local(item).is_some_and(|local| self.system_only.contains(&local))
            })
    }

    /// `w.retain(|e| !P(e))` where the body, before it, copies out the items it removes (`let
    /// moved: Vec<_> = w.iter().filter(|e| P(e)).cloned().collect()`, the same test) and,
    /// after it, inserts into `w` what it built from that copy (`for (pos, group) in
    /// insert_at { w.insert(pos, ..) }`, `insert_at` filled from `moved`): the items are moved
    /// (tool results put right after the call they answer), not dropped. A copy of other
    /// items, or one never put back into the window, leaves the `retain` a drop.
    ///
    /// The same holds for the parts of an item (`content.retain(|b| !is_image(b))` on an
    /// item's blocks, `element`), the copy taken by a loop over them (`for b in content.iter()
    /// { if is_image(b) { moved.push(b.clone()) } }`) and put into another item of the same
    /// window (`target_blocks.extend(images)`, `target_blocks` an item's blocks).
    /// `flag = content.is_empty()` (or `let flag = ..`) for `content` an item's parts a
    /// `retain` moved out (see [`Walker::moved_out_parts`]): `flag` says the item was left
    /// with nothing. Any other value bound to `flag` takes that back.
    pub(super) fn note_moved_out_flag(&mut self, name: &str, value: &Expr) {
        let tests = self.tests_moved_out_empty(value);
        mark(&mut self.moved_out_flags, name, tests);
    }

    /// `cond` is, or holds among conditions joined by `&&`, a test that an item's moved-out
    /// parts are empty (`content.is_empty()`), or a flag bound to one (see
    /// [`Self::note_moved_out_flag`]).
    pub(super) fn tests_moved_out_empty(&self, cond: &Expr) -> bool {
        if self.moved_out_parts.is_empty() {
            return false;
        }
        crate::analysis::syntax::conjuncts(cond)
            .into_iter()
            .any(|part| match strip_parens(part) {
                Expr::MethodCall(call) if call.method == "is_empty" && call.args.is_empty() => {
                    place_of(&call.receiver)
                        .is_some_and(|p| self.moved_out_parts.contains(&p.text()))
                }
                Expr::Path(path) => path
                    .path
                    .get_ident()
                    .is_some_and(|name| self.moved_out_flags.contains(&name.to_string())),
                _ => false,
            })
    }

    fn retain_moves_items(&self, call: &syn::ExprMethodCall, element: bool) -> bool {
        use quote::ToTokens;
        let Some(Expr::Closure(removes)) = call.args.first().map(strip_parens) else {
            return false;
        };
        let Some(Expr::Unary(not)) = Some(strip_parens(&removes.body)) else {
            return false;
        };
        if !matches!(not.op, syn::UnOp::Not(_)) {
            return false;
        }
        let Some(window) = place_of(&call.receiver).map(|p| p.text()) else {
            return false;
        };
        // A closure's test as text, its one parameter renamed.
        let test_text = |closure: &syn::ExprClosure, test: &Expr| {
            let param = closure
                .inputs
                .first()
                .map(pattern_idents)
                .and_then(|names| names.first().cloned())
                .unwrap_or_default();
            test.to_token_stream()
                .into_iter()
                .map(|t| {
                    let t = t.to_string();
                    if t == param { "_item_".to_string() } else { t }
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let removed = test_text(removes, &not.expr);
        let at = call.method.span().start();
        // The locals copying out the items the `retain` removes.
        let mut copies: Vec<String> = Vec::new();
        struct Copies<'w, 'f> {
            window: &'w str,
            removed: &'w str,
            text: &'f dyn Fn(&syn::ExprClosure, &Expr) -> String,
            found: Vec<String>,
        }
        impl<'ast> syn::visit::Visit<'ast> for Copies<'_, '_> {
            fn visit_expr_for_loop(&mut self, for_loop: &'ast syn::ExprForLoop) {
                // `for b in w.iter() { if P(b) { moved.push(b.clone()) } }`
                let mut over = strip_parens(&for_loop.expr);
                while let Expr::MethodCall(m) = over
                    && m.args.is_empty()
                    && matches!(m.method.to_string().as_str(), "iter" | "iter_mut")
                {
                    over = strip_parens(&m.receiver);
                }
                if place_of(over).is_some_and(|p| p.text() == self.window) {
                    let closure = syn::ExprClosure {
                        attrs: Vec::new(),
                        lifetimes: None,
                        constness: None,
                        movability: None,
                        asyncness: None,
                        capture: None,
                        or1_token: Default::default(),
                        inputs: std::iter::once((*for_loop.pat).clone()).collect(),
                        or2_token: Default::default(),
                        output: syn::ReturnType::Default,
                        body: Box::new(Expr::Verbatim(Default::default())),
                    };
                    for stmt in &for_loop.body.stmts {
                        if let syn::Stmt::Expr(Expr::If(test), _) = stmt
                            && test.else_branch.is_none()
                            && (self.text)(&closure, &test.cond) == self.removed
                        {
                            for inner in &test.then_branch.stmts {
                                if let syn::Stmt::Expr(Expr::MethodCall(push), _) = inner
                                    && matches!(
                                        push.method.to_string().as_str(),
                                        "push" | "push_back"
                                    )
                                    && let Expr::Path(target) = strip_parens(&push.receiver)
                                    && let Some(target) = target.path.get_ident()
                                {
                                    self.found.push(target.to_string());
                                }
                            }
                        }
                    }
                }
                syn::visit::visit_expr_for_loop(self, for_loop);
            }
            fn visit_local(&mut self, local: &'ast syn::Local) {
                if let Some(init) = &local.init {
                    let mut expr = strip_parens(&init.expr);
                    let mut same_test = false;
                    while let Expr::MethodCall(m) = expr {
                        if m.method == "filter"
                            && let Some(Expr::Closure(c)) = m.args.first().map(strip_parens)
                        {
                            same_test |= (self.text)(c, &c.body) == self.removed;
                        }
                        expr = strip_parens(&m.receiver);
                    }
                    if same_test && place_of(expr).is_some_and(|p| p.text() == self.window) {
                        self.found.extend(pattern_idents(&local.pat));
                    }
                }
                syn::visit::visit_local(self, local);
            }
        }
        let mut finder = Copies {
            window: &window,
            removed: &removed,
            text: &test_text,
            found: Vec::new(),
        };
        syn::visit::Visit::visit_block(&mut finder, self.body);
        copies.extend(finder.found);
        if copies.is_empty() {
            return false;
        }
        // Everything built from the copies: `let`, `push`/`extend` into a local, and a `for`
        // over them.
        let mentions = |e: &Expr, names: &[String]| {
            any_expr(e, |part| {
                matches!(part, Expr::Path(p)
                if p.path.get_ident().is_some_and(|i| names.iter().any(|n| i == n)))
            })
        };
        for _ in 0..4 {
            let before = copies.len();
            struct Built<'n> {
                names: &'n [String],
                found: Vec<String>,
            }
            impl Built<'_> {
                fn reads(&self, e: &Expr) -> bool {
                    any_expr(e, |part| {
                        matches!(part, Expr::Path(p)
                        if p.path.get_ident().is_some_and(|i| self.names.iter().any(|n| i == n)))
                    })
                }
            }
            impl<'ast> syn::visit::Visit<'ast> for Built<'_> {
                fn visit_local(&mut self, local: &'ast syn::Local) {
                    if local
                        .init
                        .as_ref()
                        .is_some_and(|init| self.reads(&init.expr))
                    {
                        self.found.extend(pattern_idents(&local.pat));
                    }
                    syn::visit::visit_local(self, local);
                }
                fn visit_expr_assign(&mut self, assign: &'ast syn::ExprAssign) {
                    // `images = collected_images;` into a local declared before.
                    if self.reads(&assign.right)
                        && let Expr::Path(p) = strip_parens(&assign.left)
                        && let Some(target) = p.path.get_ident()
                    {
                        self.found.push(target.to_string());
                    }
                    syn::visit::visit_expr_assign(self, assign);
                }
                fn visit_expr_for_loop(&mut self, for_loop: &'ast syn::ExprForLoop) {
                    if self.reads(&for_loop.expr) {
                        self.found.extend(pattern_idents(&for_loop.pat));
                    }
                    syn::visit::visit_expr_for_loop(self, for_loop);
                }
                fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
                    if matches!(
                        m.method.to_string().as_str(),
                        "push" | "push_back" | "extend"
                    ) && let Expr::Path(p) = strip_parens(&m.receiver)
                        && let Some(target) = p.path.get_ident()
                        && m.args.iter().any(|a| self.reads(a))
                    {
                        self.found.push(target.to_string());
                    }
                    syn::visit::visit_expr_method_call(self, m);
                }
            }
            let mut built = Built {
                names: &copies,
                found: Vec::new(),
            };
            syn::visit::Visit::visit_block(&mut built, self.body);
            for name in built.found {
                if !copies.contains(&name) {
                    copies.push(name);
                }
            }
            if copies.len() == before {
                break;
            }
        }
        // An item's parts go back into an item of the same window (another one: the window
        // of the parts is the item's window, whichever item).
        let outer = self.window_of(&call.receiver).map(|(w, _)| w.target);
        let same_window = |receiver: &Expr| {
            place_of(receiver).is_some_and(|p| p.text() == window)
                || element
                    && outer.as_ref().is_some_and(|outer| {
                        matches!(self.window_of(receiver), Some((w, true)) if w.target == *outer)
                            || bound_from_window(self.body, receiver, outer)
                    })
        };
        any_expr_in_block(self.body, |e| {
            matches!(e, Expr::MethodCall(put)
                if matches!(put.method.to_string().as_str(), "insert" | "push" | "push_back" | "extend" | "splice")
                    && put.method.span().start() > at
                    && same_window(&put.receiver)
                    && put.args.iter().any(|a| mentions(a, &copies)))
        })
    }

    /// A setter of an item's text (`self.entries[i].set_content(stub)`, `entry.set_text(t)`)
    /// writes that text as the assignment to its field does (`entry.content = t`), and is
    /// read as that assignment. A setter of a field that holds no text
    /// (`entry.set_timestamp(now)`), or one called on no item of a window, writes none.
    pub(super) fn setter_edit(&mut self, call: &syn::ExprMethodCall) {
        let method = call.method.to_string();
        let Some(field) = method.strip_prefix("set_") else {
            return;
        };
        if call.args.len() != 1
            || !super::windows::is_content_field(field)
            || !matches!(self.window_of(&call.receiver), Some((_, true)))
        {
            return;
        }
        self.assign_edit(&field_assignment(call, field));
    }

    /// A method of a holder of another module's type named for replacing its conversation
    /// (`context.replace_messages(v)`, `session.set_history(v)`), handed the new list, on a
    /// holder whose conversation the body reads (`context.messages().to_vec()`, see
    /// [`Self::held_window`]): it gives the conversation a new value as the assignment to its
    /// field does (`context.messages = v`), and is read as that assignment: a list kept of
    /// slices of the old one cuts it, a summary rewrites it, a loaded list loads it. A method
    /// handed a summary that [`Self::summary_applied`] already recorded is not read again; one
    /// on a holder whose conversation the body never reads, or named otherwise
    /// (`context.replace_tools(v)`), says nothing.
    pub(super) fn holder_setter_edit(&mut self, call: &syn::ExprMethodCall, applied: bool) {
        let method = call.method.to_string();
        if applied
            || call.args.len() != 1
            || !names::first_word_is_any(&method, names::REPLACE_VERBS)
            || !names::words(&method)
                .skip(1)
                .any(|w| self.cfg.window_name(w) == names::WindowName::Strong)
            || self.window_of(&call.receiver).is_some()
        {
            return;
        }
        let Some(window) = self.held_window(&call.receiver) else {
            return;
        };
        let Some((_, field)) = window.target.rsplit_once('.') else {
            return;
        };
        if self.puts_back_accessor_copy(&call.receiver, &call.args[0]) {
            return;
        }
        let before = self.pending.len();
        self.assign_edit(&field_assignment(call, field));
        let (span, last_token) = method_call_range(call);
        for pending in self.pending.iter_mut().skip(before) {
            pending.fact.site.reading.method.clone_from(&method);
            pending.fact.site.span = span;
            pending.fact.site.last_token = last_token;
        }
    }

    /// `value` is a local (or its clone) bound by `let` to a copy of what an accessor of
    /// `holder` hands out (`let mut msgs = self.session.messages().to_vec()`): put back through
    /// the holder's setter after the body added to it or reordered it, it is the holder's own
    /// conversation again, not a new value; what the body cuts from such a copy is not read
    /// here.
    fn puts_back_accessor_copy(&self, holder: &Expr, value: &Expr) -> bool {
        let mut value = strip_parens(value);
        if let Expr::Reference(r) = value {
            value = strip_parens(&r.expr);
        }
        if let Expr::MethodCall(c) = value
            && c.method == "clone"
            && c.args.is_empty()
        {
            value = strip_parens(&c.receiver);
        }
        let Expr::Path(path) = value else {
            return false;
        };
        let Some(name) = path.path.get_ident().map(ToString::to_string) else {
            return false;
        };
        let Some(holder) = place_of(holder).map(|p| p.text()) else {
            return false;
        };
        self.accessor_copies.get(&name) == Some(&holder)
    }

    /// The holder whose accessor `init` copies what it hands out, handed nothing
    /// (`self.session` in `self.session.messages().to_vec()`, `.clone()`,
    /// `.iter().cloned().collect()`), as written.
    pub(super) fn accessor_copy_holder(init: &Expr) -> Option<String> {
        const COPIES: &[&str] = &["clone", "to_vec", "to_owned", "cloned", "copied", "collect"];
        let mut expr = strip_parens(init);
        let mut copied = false;
        for _ in 0..crate::analysis::MAX_DEPTH {
            let Expr::MethodCall(call) = expr else {
                return None;
            };
            if copied
                && call.args.is_empty()
                && let Some(holder) = place_of(&call.receiver)
                && !matches!(strip_parens(&call.receiver), Expr::MethodCall(_))
            {
                return Some(holder.text());
            }
            copied |= COPIES.contains(&call.method.to_string().as_str());
            expr = strip_parens(&call.receiver);
        }
        None
    }

    /// A truncating helper of an item's own type called on the text of an item borrowed
    /// mutably (`entry.user.truncate_safe(budget)`). The standard destructive methods on an
    /// item's text (`m.content.clear()`, `m.parts.retain(..)`) are [`Self::method_edit`]'s:
    /// one edit, reported once.
    pub(super) fn element_method_edit(&mut self, call: &syn::ExprMethodCall) {
        let method = call.method.to_string();
        let truncates = names::first_word_is_any(&method, &["truncate"]);
        if DESTRUCTIVE_METHODS.contains(&method.as_str()) || !truncates {
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
    pub(super) fn mem_edit(&mut self, call: &syn::ExprCall, segments: &[String]) -> bool {
        let Some(last) = segments.last() else {
            return false;
        };
        if !matches!(last.as_str(), "take" | "replace" | "swap") {
            return false;
        }
        if segments.len() > 1 && !segments.iter().any(|s| s == "mem") {
            return false;
        }
        let Some(taken) = call.args.first().and_then(|arg| self.mem_target(arg)) else {
            return false;
        };
        let Some((window, false)) = self.window_of(taken) else {
            return false;
        };
        if last == "take" && self.reassigned_later(taken, std::ptr::from_ref(call).cast()) {
            // Taken out to be processed and put back: the reassignment is the edit.
            return true;
        }
        if last != "swap"
            && let Some(local) = plain_local(taken)
            && window.target == local
            && !window.mut_ref
            && !self.params.contains(&local)
            && last_use_of_local(self.body, &local, std::ptr::from_ref(call).cast())
        {
            // `store.create(std::mem::take(&mut messages))` on the body's own local (not one
            // standing for a field, a lock guard or a `&mut` borrow), never read again: its
            // value is moved on whole, nothing that is read later is emptied.
            return true;
        }
        if last != "swap" && kept_beside_owner(self.body, call, taken) {
            // `let saved = mem::replace(&mut agent.history, fresh); Guard { agent, saved }`:
            // set aside whole in a guard that also holds the window's owner, to be put back.
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
            written: place_of(taken).map(|p| p.text()),
            span: join_range(span_range(&call.func).0, call.paren_token.span.close()),
            score: value.score.clone(),
            value,
            replaces_all: true,
            length_cut: false,
        };
        self.record_edit(&window, edit);
        true
    }

    /// The body sorts `window` by a score (`memories.sort_by(|a, b| a.importance.cmp(&b.importance))`),
    /// or by any field of its items that says neither when an item came nor where it sits
    /// (`b.emotional_impact.partial_cmp(&a.emotional_impact)`, see
    /// [`super::cuts::sorts_by_a_quality_of_its_items`]): a cut by position afterwards
    /// (`remove(0)` while over a budget, `truncate(100)`) drops the lowest-ranked items, a
    /// choice of what goes (RG002), not the oldest (RG008).
    fn sorted_by_score(&self, window: &Expr) -> bool {
        const PRIORITY_WORDS: &[&str] = &["priority", "weight", "strength"];
        let Some(target) = place_of(window).map(|p| p.text()) else {
            return false;
        };
        any_expr_in_block(self.body, |e| {
            let Expr::MethodCall(sort) = e else {
                return false;
            };
            let method = sort.method.to_string();
            if !method.starts_with("sort")
                || place_of(&sort.receiver).is_none_or(|p| p.text() != target)
            {
                return false;
            }
            let scored =
                |name: &str| self.cfg.is_scorer(name) || names::any_word_is(name, PRIORITY_WORDS);
            sort.args.iter().any(|arg| {
                any_expr(arg, |k| {
                    crate::analysis::search::expr_ident(k).is_some_and(|n| scored(&n))
                })
            }) || super::cuts::sorts_by_a_quality_of_its_items(sort)
        })
    }

    /// `index` in `remove(index)` or `history[index]`, or `&id` in `remove(&id)`: a parameter
    /// of the function, not rebound in its body, named as written.
    /// `guard.truncate(history_len_before)` for a parameter named as the length the window
    /// had before (`history_len_before`, `snapshot_len`, `initial_len`, `prev_len`): the
    /// caller measured the window before the turn and hands that length in, to roll the turn
    /// back. A limit (`max_len`, `keep`) is not one.
    fn truncates_to_earlier_length(&self, call: &syn::ExprMethodCall) -> bool {
        const LENGTHS: &[&str] = &["len", "length", "count"];
        const EARLIER: &[&str] = &[
            "before", "snapshot", "initial", "original", "prev", "previous", "saved", "old",
        ];
        let Some(name) = call.args.first().and_then(|arg| self.parameter_named(arg)) else {
            return false;
        };
        let has = |vocabulary: &[&str]| names::any_word_is(&name, vocabulary);
        has(LENGTHS) && has(EARLIER)
    }

    /// `self.history.truncate(self.turn_start)` for a field the file sets to that window's
    /// length as a turn starts (see [`crate::analysis::AnalysisConfig::turn_marks`]): back to
    /// where the turn began, what it added taken off.
    fn truncates_to_turn_mark(&self, call: &syn::ExprMethodCall) -> bool {
        let Some(window) = own_field(&call.receiver) else {
            return false;
        };
        let Some(mark) = call.args.first().and_then(own_field) else {
            return false;
        };
        self.cfg
            .turn_marks
            .iter()
            .any(|(field, marked)| *field == mark && *marked == window)
    }

    /// An edit of `target` recorded before, on a path that can run with the one being walked,
    /// already takes back the newest turn or cuts from the message a caller names: a second
    /// cut of the same take-back (a retry's pop of the answer, then its truncate to the user
    /// message; a regenerate's cut from the answer, then the removal of the question it sends
    /// again) is part of that edit.
    fn continues_take_back(&self, target: &str) -> bool {
        self.pending.iter().any(|p| {
            p.fact.site.reading.target == target
                && !exclusive(&p.branches, &self.branches)
                && (p.fact.site.reading.take_back.is_some()
                    || (p.fact.site.reading.method == "truncate"
                        && p.fact.site.reading.at_caller_position.is_some()))
        })
    }

    /// A `clear` of `target` recorded before, on a path that can run with the one being
    /// walked: a holder of that window then replaced with a new one starts the same
    /// conversation over, one reset.
    fn continues_reset(&self, target: &str) -> bool {
        self.pending.iter().any(|p| {
            p.fact.site.reading.target == target
                && p.fact.site.reading.method == "clear"
                && !exclusive(&p.branches, &self.branches)
        })
    }

    /// The parameter a cut starts from (`turn_index` in `truncate(turn_index)`, or in
    /// `truncate(turn_index + 1)` that keeps the message it names), named for a message's
    /// position (`index`, `idx`, `pos`): the caller picks the message, not a length.
    fn caller_message_position(&self, arg: &Expr) -> Option<String> {
        cut_index(arg).filter(|at| {
            (self.params.contains(at) && names::names_message_position(at))
                || self.edited_positions.contains_key(at)
        })
    }

    /// `index` in `remove(index)` or `history[index]`: a parameter of the function (see
    /// [`Self::parameter_named`]), or a position bound from the screen's edit mode (the message
    /// the user is editing, see [`Walker::note_edited_position`]), named as written.
    pub(super) fn caller_position(&self, expr: &Expr) -> Option<String> {
        self.parameter_named(expr).or_else(|| {
            let Expr::Path(path) = strip_reference(strip_parens(expr)) else {
                return None;
            };
            let name = path.path.get_ident()?.to_string();
            self.edited_positions.contains_key(&name).then_some(name)
        })
    }

    /// The id the caller passes in when `at` is a position a `position` found by it in the
    /// list `receiver` names (see [`Walker::note_position_found_by_caller`]): `entry_id` for
    /// `type_memories.remove(index)`.
    fn position_found_by_caller(&self, at: &Expr, receiver: &Expr) -> Option<String> {
        let Expr::Path(path) = strip_reference(strip_parens(at)) else {
            return None;
        };
        let (id, list) = self
            .found_positions
            .get(&path.path.get_ident()?.to_string())?;
        (place_of(receiver)?.text() == *list).then(|| id.clone())
    }

    /// The edit just recorded is at a position bound from the screen's edit mode: outside a
    /// command's arm, that edit mode is what asks for it (``edit mode `editing_message_index` ``).
    fn note_edit_mode_asks(&mut self) {
        let Some(pending) = self.pending.last_mut() else {
            return;
        };
        let field = pending
            .fact
            .site
            .reading
            .at_caller_position
            .as_ref()
            .and_then(|at| self.edited_positions.get(at));
        if let Some(field) = field
            && pending.fact.site.reading.user_command.is_none()
        {
            pending.fact.site.reading.user_command = Some(format!("{EDIT_MODE_COMMAND}`{field}`"));
        }
    }

    /// `left` writes the message at the position of the message a stream is writing (see
    /// [`Walker::note_streamed_position`]): through an item alias bound there (`message.content`,
    /// `*message`) or indexed there (`self.messages[index].content`).
    fn writes_streamed_item(&self, left: &Expr) -> bool {
        let left = match strip_parens(left) {
            Expr::Unary(deref) if matches!(deref.op, syn::UnOp::Deref(_)) => &*deref.expr,
            other => other,
        };
        let indexed = match left {
            Expr::Index(indexed) => Some(indexed),
            other => indexed_item_of(other),
        };
        if let Some(indexed) = indexed
            && let Some(window) = self.streamed_position_of(&indexed.index)
        {
            return place_of(&indexed.expr)
                .is_some_and(|p| p.root == Root::SelfValue && p.fields == [window]);
        }
        place_of(left).is_some_and(|p| {
            !p.through_index
                && matches!(&p.root, Root::Local(name) if self.streamed_items.contains_key(name))
        })
    }

    pub(super) fn parameter_named(&self, expr: &Expr) -> Option<String> {
        let Expr::Path(path) = strip_reference(strip_parens(expr)) else {
            return None;
        };
        let name = path.path.get_ident()?.to_string();
        self.params.contains(&name).then_some(name)
    }

    /// `for m in self.history.drain(..) { rebuilt.push(m); .. }`, every item pushed into the
    /// local `rebuilt` by a statement of the loop body itself (not under a condition), and no
    /// `break`, `continue` or `return` that could skip one: `rebuilt` holds the window's whole
    /// content (synthetic items may be added between), as after `mem::take`.
    pub(super) fn note_moved_item_by_item(&mut self, for_loop: &syn::ExprForLoop) {
        let Expr::MethodCall(drain) = strip_parens(&for_loop.expr) else {
            return;
        };
        if drain.method != "drain" || !drain.args.first().is_some_and(is_full_range) {
            return;
        }
        let items = pattern_idents(&for_loop.pat);
        let (Some(_), Some(place), [item]) = (
            self.window_of(&drain.receiver),
            place_of(&drain.receiver),
            items.as_slice(),
        ) else {
            return;
        };
        let pushed_into = each_item_pushed(for_loop, item, &["push"]).and_then(plain_local);
        if let Some(local) = pushed_into {
            self.taint.taken_out.insert(local, place.text());
        }
    }

    /// `for m in copy { self.messages.push_back(m) }`: every item of a local pushed back into a
    /// window by a statement of the loop body itself (see [`each_item_pushed`]) gives the
    /// window the local whole, as `self.messages.extend(copy)` does. The item stands for the
    /// local (as `s` does for `system` in `if let Some(s) = system`), so a full drain set aside
    /// into `copy` and given back that way is a move (see `note_insert`); a loop that skips a
    /// head (`copy.into_iter().skip(n)`), tests each item or pushes something made from it
    /// puts back only some, or something else.
    pub(super) fn note_given_back_item_by_item(&mut self, for_loop: &syn::ExprForLoop) {
        let items = pattern_idents(&for_loop.pat);
        let ([item], Some(local)) = (items.as_slice(), moved_root(&for_loop.expr)) else {
            return;
        };
        if let Some(into) = each_item_pushed(for_loop, item, &["push", "push_back"])
            && self.window_of(into).is_some_and(|(_, element)| !element)
        {
            self.unwrapped.insert(item.clone(), local);
        }
    }

    /// `let copy = w.drain(..).collect(); .. w.clear();`: a statement of a block (the
    /// function's own body, or one nested in it: `if over { .. }`) clears a window that an
    /// earlier statement of the same block drained whole into a local, with no statement
    /// between naming the window or calling a method of `self`: the window is already empty
    /// and the `clear` drops nothing (the drain is the edit, reported, or put back, on its
    /// own). A drain in an outer block than the clear's is not read so.
    fn cleared_after_full_drain(&self, clear: &syn::ExprMethodCall) -> bool {
        let Some(window) = place_of(&clear.receiver).map(|p| p.text()) else {
            return false;
        };
        let is_clear = |stmt: &syn::Stmt| matches!(stmt, syn::Stmt::Expr(Expr::MethodCall(call), _) if std::ptr::eq(call, clear));
        let Some(stmts) = crate::analysis::search::stmts_holding(self.body, is_clear) else {
            return false;
        };
        let Some(at) = stmts.iter().position(is_clear) else {
            return false;
        };
        let touches = |e: &Expr| {
            any_expr(e, |inner| match inner {
                Expr::MethodCall(call) => {
                    matches!(strip_parens(&call.receiver), Expr::Path(p) if p.path.is_ident("self"))
                }
                Expr::Field(_) | Expr::Path(_) => {
                    place_of(inner).is_some_and(|p| p.text() == window)
                }
                _ => false,
            })
        };
        for stmt in stmts[..at].iter().rev() {
            match stmt {
                syn::Stmt::Local(local) => {
                    let Some(init) = &local.init else {
                        continue;
                    };
                    if let Some(drain) = set_aside_call(&init.expr, MAX_DEPTH)
                        && drain.method == "drain"
                        && drain.args.first().is_some_and(is_full_range)
                        && place_of(&drain.receiver).is_some_and(|p| p.text() == window)
                    {
                        return true;
                    }
                    if touches(&init.expr) || init.diverge.as_ref().is_some_and(|(_, e)| touches(e))
                    {
                        return false;
                    }
                }
                syn::Stmt::Expr(e, _) if touches(e) => return false,
                syn::Stmt::Expr(..) | syn::Stmt::Item(_) => {}
                syn::Stmt::Macro(_) => return false,
            }
        }
        false
    }

    /// `let saved = std::mem::take(&mut self.history)` (or `let previous =
    /// std::mem::replace(&mut self.history, compacted)`), with the window reassigned later in
    /// the body: `saved` holds the window's whole content until it is put back.
    pub(super) fn note_taken_out(&mut self, pat: &Pat, init: &Expr) {
        let Pat::Ident(binding) = pat else {
            return;
        };
        let name = binding.ident.to_string();
        self.taint.taken_out.remove(&name);
        // `let mut updated = current;`: a move keeps what `current` holds.
        if let Some(copied) = self.whole_copy_of(init).or_else(|| {
            plain_local(init).and_then(|moved| self.taint.taken_out.get(&moved).cloned())
        }) {
            self.taint.taken_out.insert(name, copied);
            return;
        }
        if let Some(window) = self.window_taken_out(init) {
            self.taint.taken_out.insert(name, window);
        }
    }

    /// The window `init` takes whole out of, to be put back later in the body:
    /// `std::mem::take(&mut self.history)` (or `std::mem::replace(&mut self.history,
    /// compacted)`) with `self.history` reassigned after it.
    pub(super) fn window_taken_out(&self, init: &Expr) -> Option<String> {
        let Expr::Call(call) = strip_parens(init) else {
            return None;
        };
        // `mem::replace(&mut w, new)` hands back what `w` held as `mem::take` does; the
        // replacement itself is still an edit (see `mem_edit`).
        let is_take = mem_function(call).is_some_and(|f| f == "take" || f == "replace");
        let taken = call.args.first().and_then(|arg| self.mem_target(arg))?;
        if !is_take || !self.reassigned_later(taken, std::ptr::from_ref(call).cast()) {
            return None;
        }
        place_of(taken).map(|place| place.text())
    }

    /// `value` holds every message of a window, none chosen: a copy (`self.history.clone()`,
    /// `to_vec()`), what a full drain collects (`turns.drain(..).collect()`), or what
    /// `std::mem::take` empties it of (`std::mem::take(&mut self.history)`, `take(messages)` of a
    /// `&mut` window).
    pub(super) fn holds_whole_window(&self, value: &Expr) -> bool {
        let is_window = |e: &Expr| self.window_of(e).is_some_and(|(_, item)| !item);
        match strip_parens(value) {
            Expr::MethodCall(collect) if collect.method == "collect" && collect.args.is_empty() => {
                matches!(strip_parens(&collect.receiver), Expr::MethodCall(drain)
                    if drain.method == "drain"
                        && drain.args.first().is_some_and(is_full_range)
                        && is_window(&drain.receiver))
            }
            Expr::Call(take) => {
                mem_function(take).is_some_and(|f| f == "take")
                    && take
                        .args
                        .first()
                        .and_then(|arg| self.mem_target(arg))
                        .is_some_and(is_window)
            }
            other => copied_whole(other).is_some_and(is_window),
        }
    }

    /// The place a `mem::take`, `mem::replace` or `mem::swap` argument empties or overwrites:
    /// `&mut self.history` names `self.history`; a local that already holds a window by `&mut`
    /// (`messages` for `messages: &mut Vec<Message>`, or `let h = &mut self.history`) is
    /// reborrowed, `std::mem::take(messages)` empties it as `std::mem::take(&mut *messages)`
    /// does. A shared reference or a window held by value is none.
    fn mem_target<'e>(&self, arg: &'e Expr) -> Option<&'e Expr> {
        match strip_parens(arg) {
            Expr::Reference(taken) => taken.mutability.map(|_| &*taken.expr),
            local @ Expr::Path(_) => self
                .window_of(local)
                .is_some_and(|(window, element)| !element && window.mut_ref)
                .then_some(local),
            _ => None,
        }
    }

    /// `self.history = saved` where `saved` holds what `mem::take` (or `saved.append(&mut
    /// self.history)`) took out of that same window and nothing in the body removed from it:
    /// the window gets its own content back (an error path that restores it, items
    /// prepended), nothing is lost.
    /// The content may sit in a field of a record the body built (`self.history =
    /// scratch.history` for `let scratch = Agent { history: take(&mut self.history), .. }`).
    fn puts_back_untouched(&self, left: &Expr, right: &Expr) -> bool {
        let Some(local) = taken_out_holder(copied_whole(right).unwrap_or(right)) else {
            return false;
        };
        let Some(taken_from) = self.taint.taken_out.get(&local) else {
            return false;
        };
        // Every local the content went through (`let mut updated = current;`) is checked.
        let holds_it = |e: &Expr| {
            taken_out_holder(e).is_some_and(|n| self.taint.taken_out.get(&n) == Some(taken_from))
        };
        let removes_from_local = any_expr_in_block(self.body, |e| match e {
            Expr::MethodCall(m) => {
                DESTRUCTIVE_METHODS.contains(&m.method.to_string().as_str())
                    && holds_it(&m.receiver)
            }
            Expr::Assign(assign) => holds_it(&assign.left),
            _ => false,
        });
        // `let mut guard = HISTORY.lock().unwrap(); *guard = copy;`: the guard is an alias of
        // the window the copy was taken from.
        let alias_of_source = || {
            self.window_of(left)
                .is_some_and(|(window, item)| !item && window.target == *taken_from)
        };
        (place_of(left).is_some_and(|p| {
            p.text() == *taken_from || self.place_in_map(&p).as_ref() == Some(taken_from)
        }) || alias_of_source())
            && !removes_from_local
            && !self
                .pending
                .iter()
                .any(|p| p.fact.site.reading.target == local)
    }

    /// Remember the map entry `pat` binds a value looked up as (see [`map_lookup`]): two
    /// lookups of one map under one key (`sessions.get(id)`, then `sessions.get_mut(id)`) are
    /// the same value.
    pub(super) fn note_map_value(&mut self, pat: &Pat, expr: &Expr) {
        let entry = map_lookup(expr);
        for name in pattern_idents(pat) {
            set_or_clear(&mut self.map_values, &name, entry.clone());
        }
    }

    /// `place` with its root replaced by the map entry that root was looked up as
    /// (`session.messages` -> `self.sessions[id].messages` for `if let Some(session) =
    /// self.sessions.get_mut(id)`).
    fn place_in_map(&self, place: &Place) -> Option<String> {
        let Root::Local(name) = &place.root else {
            return None;
        };
        let entry = self.map_values.get(name)?;
        Some(
            std::iter::once(entry.as_str())
                .chain(place.fields.iter().map(String::as_str))
                .collect::<Vec<_>>()
                .join("."),
        )
    }

    /// The window `expr` copies whole, named as its map entry when it was looked up in one:
    /// `self.history.clone()` (or `.to_vec()`) of a window, or the messages of one session of a
    /// map copied when there is one and an empty list when not (`if let Some(s) =
    /// self.sessions.get(id) { s.messages.clone() } else { Vec::new() }`).
    fn whole_copy_of(&self, expr: &Expr) -> Option<String> {
        let Expr::If(branch) = strip_parens(expr) else {
            let copied = copied_whole(expr)?;
            self.window_of(copied).filter(|(_, item)| !item)?;
            let place = place_of(copied)?;
            return Some(self.place_in_map(&place).unwrap_or_else(|| place.text()));
        };
        let Expr::Let(test) = strip_parens(&branch.cond) else {
            return None;
        };
        let entry = map_lookup(&test.expr)?;
        let (_, otherwise) = branch.else_branch.as_ref()?;
        let [syn::Stmt::Expr(then, None)] = branch.then_branch.stmts.as_slice() else {
            return None;
        };
        let place = place_of(copied_whole(then)?)?;
        let bound = matches!(&place.root, Root::Local(n) if pattern_idents(&test.pat).contains(n));
        (bound && !place.fields.is_empty() && is_empty_buffer(tail_expr(otherwise))).then(|| {
            std::iter::once(entry)
                .chain(place.fields)
                .collect::<Vec<_>>()
                .join(".")
        })
    }

    /// `let last = w.pop()?; .. w = vec![system, summary, last]`, `let system = w.remove(0); ..
    /// w = once(system).chain(w.drain(start..)).collect()`: the item set aside is part of the
    /// window's new value, so taking it out was a step of that one replacement, reported
    /// where the window is replaced (as `w.push(last)` makes the `pop` a move).
    /// `self.threads.insert(key, self.messages.clone())`: the whole window put under a key
    /// into another collection of the same owner, where it outlives the window's
    /// replacement. Recorded in [`Walker::stashed`].
    pub(super) fn note_window_stashed(&mut self, call: &syn::ExprMethodCall) {
        if call.method != "insert" || call.args.len() != 2 {
            return;
        }
        let Expr::MethodCall(copy) = strip_parens(&call.args[1]) else {
            return;
        };
        if copy.method != "clone" || !copy.args.is_empty() {
            return;
        }
        let Some((window, false)) = self.window_of(&copy.receiver) else {
            return;
        };
        let (Some(kept_in), Some(held)) = (place_of(&call.receiver), place_of(&copy.receiver))
        else {
            return;
        };
        let beside = matches!(kept_in.root, Root::SelfValue)
            && matches!(held.root, Root::SelfValue)
            && kept_in.text() != held.text()
            && self
                .window_of(&call.receiver)
                .is_none_or(|(other, _)| other.target != window.target);
        if beside {
            self.stashed.push((window.target, self.branches.clone()));
        }
    }

    fn forget_set_aside_put_back(&mut self, window: &Window, value: &Expr) {
        let items = listed_items(value).unwrap_or_else(|| chained_single_items(value));
        if items.is_empty() {
            return;
        }
        let put_back: Vec<String> = items.iter().filter_map(plain_local).collect();
        self.pending.retain(|p| {
            p.fact.site.reading.target != window.target
                || p.removes_equal_to
                    .as_ref()
                    .is_none_or(|k| !put_back.contains(k))
        });
    }

    /// `let last = messages.pop(); (last, messages)` as the function's value (also in `Ok(..)`
    /// or `Some(..)`, or as the fields of a struct it builds: `Some(Self { prelude: messages,
    /// prompt })`), for `messages` taken by value: the item set aside goes back to the caller
    /// with the rest of the window, so taking it out moved it, nothing is lost. Forgets such
    /// edits.
    pub(super) fn forget_handed_back(&mut self, value: &Expr) {
        let value = unwrap_ok_or_some(value);
        let parts: Vec<&Expr> = match value {
            Expr::Tuple(tuple) => tuple.elems.iter().collect(),
            Expr::Struct(built) if built.rest.is_none() => {
                built.fields.iter().map(|field| &field.expr).collect()
            }
            _ => return,
        };
        let handed: Vec<String> = parts
            .into_iter()
            .filter_map(|part| plain_local(self.built_from(part)))
            .collect();
        let windows: Vec<&String> = handed.iter().filter(|n| self.is_consumed(n)).collect();
        if windows.is_empty() {
            return;
        }
        self.pending.retain(|p| {
            !windows.contains(&&p.fact.site.reading.target)
                || p.removes_equal_to
                    .as_ref()
                    .is_none_or(|k| !handed.contains(k))
        });
    }

    /// `if let Some(message) = self.queue.pop_front() { return Some(Turn::single(message)); }`:
    /// the oldest item dequeued and handed to the caller in the function's value (through
    /// `Some(..)`, `Ok(..)` or a constructor of a type the linted code declares), as
    /// `queue.pop_front().map(Turn::single)` would be (see [`Self::note_handed_off`]): a queue
    /// being consumed. Forgets such edits.
    pub(super) fn forget_dequeued(&mut self, value: &Expr) {
        let Some(handed) = plain_local(self.built_from(value)) else {
            return;
        };
        self.pending.retain(|p| {
            p.fact.site.reading.method != "pop_front"
                || p.removes_equal_to.as_ref() != Some(&handed)
        });
    }

    /// `if let Some(entry) = self.working_memory.remove(idx) { self.episodic_memory.push(entry)
    /// }`, `let oldest = self.short_term.pop_front()?; self.long_term.push_back(oldest);`: the
    /// item just taken out of one of the agent's memories (see [`Self::is_memory_of_self`]) put
    /// whole into another memory of the same holder, wherever it was taken out (see
    /// [`put_where_bound`]): the agent still remembers it, a move between its memories, not a
    /// drop. Forgets such edits. Put in only under a test of its own (`if self.long_term.len()
    /// < max { self.long_term.push_back(entry) }`), or taken from or put into a list of
    /// messages (an archive the model is not sent), it is still an edit.
    pub(super) fn forget_moved_between_memories(&mut self, call: &syn::ExprMethodCall) {
        const PUTS: &[&str] = &["push", "push_back", "push_front"];
        if call.args.len() != 1 || !PUTS.contains(&call.method.to_string().as_str()) {
            return;
        }
        let Some(moved) = plain_local(&call.args[0]) else {
            return;
        };
        let Some((into, false)) = self.window_of(&call.receiver) else {
            return;
        };
        let taken_from: Vec<String> = self
            .pending
            .iter()
            .filter(|p| p.removes_equal_to.as_ref() == Some(&moved))
            .map(|p| p.fact.site.reading.target.clone())
            .filter(|from| *from != into.target && self.is_memory_of_self(from))
            .collect();
        if taken_from.is_empty()
            || !self.is_memory_of_self(&into.target)
            || !put_where_bound(self.body, call, &moved)
        {
            return;
        }
        self.pending.retain(|p| {
            p.removes_equal_to.as_ref() != Some(&moved)
                || !taken_from.contains(&p.fact.site.reading.target)
        });
    }

    /// `let tail = w.split_off(k)`, `let first = w.remove(0)`, `let system = if .. {
    /// Some(w.remove(0)) } else { None }`: the edit just recorded moves the items into the
    /// binding; putting that binding back (`w.insert(0, first)`) makes it a move.
    /// Also `if let Some(first) = w.pop_front()`.
    pub(super) fn note_set_aside(&mut self, pat: &Pat, init: &Expr) {
        let pat = match pat {
            Pat::Type(typed) => &*typed.pat,
            Pat::TupleStruct(wrapper)
                if wrapper.path.is_ident("Some") && wrapper.elems.len() == 1 =>
            {
                &wrapper.elems[0]
            }
            other => other,
        };
        let Pat::Ident(binding) = pat else {
            return;
        };
        let Some(call) = set_aside_call(init, MAX_DEPTH) else {
            return;
        };
        let Some((window, false)) = self.window_of(&call.receiver) else {
            return;
        };
        if let Some(pending) = self.pending.last_mut()
            && pending.fact.site.reading.target == window.target
            && call.method == pending.fact.site.reading.method
        {
            pending.removes_equal_to = Some(binding.ident.to_string());
        }
    }

    /// `if let Some(s) = system`: `s` is what `system` holds, for [`Self::note_set_aside`].
    pub(super) fn note_unwrapped(&mut self, pat: &Pat, value: &Expr) {
        let Pat::TupleStruct(wrapper) = pat else {
            return;
        };
        let (Some(Pat::Ident(inner)), 1) = (wrapper.elems.first(), wrapper.elems.len()) else {
            return;
        };
        if !wrapper.path.is_ident("Some") {
            return;
        }
        if let Some(outer) = plain_local(value) {
            self.unwrapped.insert(inner.ident.to_string(), outer);
        }
        let part = place_of(strip_reference(value)).filter(|p| !p.fields.is_empty());
        set_or_clear(
            &mut self.unwrapped_parts,
            &inner.ident.to_string(),
            part.map(|p| p.text()),
        );
    }

    /// `if let Some(prev) = self.checkpoints.pop()`, `let prev = self.undo.pop_back()?`: each
    /// local bound is a copy of a conversation taken back off a stack of them (see
    /// [`Self::snapshot_popped`]); any other value bound takes that back.
    pub(super) fn note_snapshot_pops(&mut self, pat: &Pat, value: &Expr) {
        let popped = self.snapshot_popped(value);
        for name in pattern_idents(pat) {
            set_or_clear(&mut self.snapshot_pops, &name, popped.clone());
        }
    }

    /// `self.checkpoints.pop()` (or `pop_back()`, `last().cloned()`, through `?`, `unwrap` or
    /// `expect`) for a field of `self` the source declares as a sequence of collections of
    /// messages (`checkpoints: Vec<Vec<Message>>`): a copy of a conversation taken earlier
    /// and taken back, with the field as written. A map of conversations is not such a stack
    /// (its values are other conversations, a switch between them).
    fn snapshot_popped(&self, value: &Expr) -> Option<String> {
        let Expr::MethodCall(outer) = strip_unwraps(value) else {
            return None;
        };
        let mut call: &syn::ExprMethodCall = outer;
        if matches!(call.method.to_string().as_str(), "cloned" | "clone") {
            let Expr::MethodCall(inner) = strip_parens(&call.receiver) else {
                return None;
            };
            if inner.method != "last" && inner.method != "back" {
                return None;
            }
            call = inner;
        } else if call.method != "pop" && call.method != "pop_back" {
            return None;
        }
        let place = place_of(&call.receiver)?;
        let [field] = place.fields.as_slice() else {
            return None;
        };
        if place.root != Root::SelfValue || place.through_index {
            return None;
        }
        let declared = self.structs.field(self.self_type?, field)?;
        let copy = crate::analysis::types::collection_item(declared)
            .filter(|_| crate::analysis::types::map_value(declared).is_none())?;
        self.cfg.is_message_collection(copy).then(|| place.text())
    }

    /// `clear` is the start of a load: the function is named as one (see `names::names_a_load`), and
    /// after the `clear` the body adds to the window (`self.messages.push(m)`, or a helper of
    /// `self` that adds: `self.push(m, seq)`), never reading it before. What it refills the
    /// window from is somewhere else (a session log, a store, a snapshot) that still holds it
    /// all; a part of the window copied and given back would be a cut. What the body does to
    /// the window once refilled (a cap: `while self.history.len() > max { .. }`) is an edit of
    /// its own.
    fn refilled_from_elsewhere(&self, clear: &syn::ExprMethodCall) -> bool {
        if !self.loads_by_name {
            return false;
        }
        let Some(window) = place_of(&clear.receiver).map(|p| p.text()) else {
            return false;
        };
        // Expressions are visited in source order, a call before its receiver: the receiver
        // of the `clear` comes after it.
        let mut after = false;
        let (mut refilled, mut read_before) = (false, false);
        any_expr_in_block(self.body, |e| {
            if let Expr::MethodCall(call) = e {
                if std::ptr::eq(call, clear) {
                    after = true;
                    return false;
                }
                let adds = names::names_an_add(&call.method.to_string());
                let on_window = place_of(&call.receiver).is_some_and(|p| p.text() == window);
                let on_self = matches!(strip_parens(&call.receiver), Expr::Path(p) if p.path.is_ident("self"));
                refilled |= after && adds && (on_window || on_self);
            }
            read_before |= !after
                && matches!(e, Expr::Field(_) | Expr::Path(_))
                && place_of(e).is_some_and(|p| p.text() == window);
            false
        });
        refilled && !read_before
    }

    /// After a `clear` that starts a load (see [`Self::refilled_from_elsewhere`]), the value
    /// handed in that every add to the window refills it from, as written: `snap.history` for
    /// `self.history.extend(snap.history)`, or for `for m in snap.history {
    /// self.history.push_back(m) }`, with `snap` a parameter. The caller may have built that
    /// snapshot by leaving messages out, so the load is reported as one, as `self.history =
    /// snap.history` is. `None` when an add takes anything else (a session log the body reads).
    fn refilled_from_handed_in(&self, clear: &syn::ExprMethodCall) -> Option<String> {
        let window = place_of(&clear.receiver)?.text();
        // What each loop variable walks, when that is a value handed in.
        let mut loop_sources: Vec<(String, Option<String>)> = Vec::new();
        let mut sources: Vec<Option<String>> = Vec::new();
        let mut after = false;
        any_expr_in_block(self.body, |e| {
            match e {
                Expr::ForLoop(for_loop) => {
                    let source = self.handed_in_text(&for_loop.expr);
                    loop_sources.extend(
                        pattern_idents(&for_loop.pat)
                            .into_iter()
                            .map(|name| (name, source.clone())),
                    );
                }
                Expr::MethodCall(call) if std::ptr::eq(call, clear) => after = true,
                Expr::MethodCall(call)
                    if after
                        && names::names_an_add(&call.method.to_string())
                        && place_of(&call.receiver).is_some_and(|p| p.text() == window) =>
                {
                    // The item or items added: the last argument (`insert(i, m)`).
                    let added = call.args.last().map(strip_reference);
                    let source = added.and_then(|value| {
                        let walked = plain_local(value).and_then(|local| {
                            loop_sources.iter().rev().find(|(name, _)| *name == local)
                        });
                        match walked {
                            Some((_, source)) => source.clone(),
                            None => self.handed_in_text(value),
                        }
                    });
                    sources.push(source);
                }
                _ => {}
            }
            false
        });
        let first = sources.first()?.clone()?;
        sources
            .iter()
            .all(|source| source.as_deref() == Some(first.as_str()))
            .then_some(first)
    }

    /// `value` hands on whole (see `handed_on_whole`) a place rooted in a parameter
    /// (`snap.history`, `snap.history.into_iter()`): that place, as written.
    fn handed_in_text(&self, value: &Expr) -> Option<String> {
        let place = place_of(handed_on_whole(value)?)?;
        match &place.root {
            Root::Local(name) if self.params.contains(name) => Some(place.text()),
            _ => None,
        }
    }

    /// [`Self::reassigned_later`], the assignment on the way on from `taken`: not only in a
    /// branch that exits early (`None => { restored.append(w); *w = restored; return; }`, an
    /// error path putting the taken items back) that `taken` is not itself in. On the path
    /// that goes on, what `taken` took out stays out.
    ///
    /// With `from` (the locals a part of the window was taken out into: `let older =
    /// w.drain(..n).collect()`), the value assigned must hold what they hold (`w = older`,
    /// `let mut restored = older; restored.append(w); *w = restored`): a window rebuilt from
    /// what the cut left (`let mut m = vec![summary]; m.extend(w.iter().cloned()); w = m`)
    /// puts none of it back.
    fn put_back_on_the_way_on(&self, window: &Expr, taken: *const (), from: &[String]) -> bool {
        let Some(place) = place_of(window).map(|p| p.text()) else {
            return false;
        };
        let mut finder = PutBack {
            place,
            holders: (!from.is_empty()).then(|| locals_holding(self.body, from)),
            taken,
            after_take: false,
            exits: Vec::new(),
            on_the_way_on: false,
        };
        for stmt in &self.body.stmts {
            syn::visit::Visit::visit_stmt(&mut finder, stmt);
        }
        finder.on_the_way_on
    }

    /// `let messages = std::mem::take(&mut request.messages); ...; request.messages = result;`:
    /// the window is reassigned after the call at `taken` (a `mem::take` or an `append`, its
    /// address) moved it out, in the same body.
    fn reassigned_later(&self, window: &Expr, taken: *const ()) -> bool {
        let Some(place) = place_of(window).map(|p| p.text()) else {
            return false;
        };
        // Expressions are visited in source order: an assignment after the `take` call.
        let mut after_take = false;
        any_expr_in_block(self.body, |e| match e {
            Expr::Call(call) if std::ptr::from_ref(call).cast() == taken => {
                after_take = true;
                false
            }
            Expr::MethodCall(call) if std::ptr::from_ref(call).cast() == taken => {
                after_take = true;
                false
            }
            Expr::Assign(assign) => {
                after_take && place_of(&assign.left).is_some_and(|p| p.text() == place)
            }
            _ => false,
        })
    }
}

/// A list made here from nothing of the old one: `vec![..]` (empty or listing items),
/// `Vec::new()`, `VecDeque::new()`, `Vec::with_capacity(n)`, `Default::default()`.
fn is_new_list(expr: &Expr) -> bool {
    const MAKERS: &[&str] = &["new", "with_capacity", "default"];
    match strip_parens(expr) {
        Expr::Macro(m) => m.mac.path.is_ident("vec"),
        Expr::Call(call) => matches!(strip_parens(&call.func), Expr::Path(p)
            if p.path.segments.last().is_some_and(|s| MAKERS.contains(&s.ident.to_string().as_str()))
                && p.path.segments.len() == 2
                && ["Vec", "VecDeque", "Default"]
                    .contains(&p.path.segments[0].ident.to_string().as_str())),
        _ => false,
    }
}

/// `call` (an `insert` into a map) sits in the `then` branch of an `if` that finds the key
/// absent (`!map.contains_key(&k)`, `map.get(&k).is_none()`): the first entry for the key.
fn adds_first_entry(body: &syn::Block, call: &syn::ExprMethodCall) -> bool {
    let finds_absent = |cond: &Expr| {
        crate::analysis::syntax::condition_parts(cond, false)
            .into_iter()
            .any(|part| match strip_parens(part) {
                Expr::Unary(not) if matches!(not.op, syn::UnOp::Not(_)) => matches!(
                    strip_parens(&not.expr),
                    Expr::MethodCall(m) if m.method == "contains_key"
                ),
                Expr::MethodCall(m) => {
                    m.method == "is_none"
                        && matches!(strip_parens(&m.receiver), Expr::MethodCall(get) if get.method == "get")
                }
                _ => false,
            })
    };
    any_expr_in_block(body, |e| {
        matches!(e, Expr::If(test)
        if finds_absent(&test.cond)
            && any_expr_in_block(&test.then_branch, |inner| {
                matches!(inner, Expr::MethodCall(m) if std::ptr::eq(m, call))
            }))
    })
}

/// An empty value: a buffer with nothing in it (`Vec::new()`, `vec![]`, `String::new()`),
/// a type's default or argument-less constructor (`Conversation::default()`,
/// `Default::default()`, `ChatHistory::new()`), or `None` (an optional summary emptied:
/// `self.summarized_history = None`).
pub(super) fn is_empty_value(expr: &Expr) -> bool {
    if is_empty_buffer(expr) || is_path(expr, "None") {
        return true;
    }
    let Expr::Call(call) = strip_parens(expr) else {
        return false;
    };
    let Expr::Path(path) = &*call.func else {
        return false;
    };
    call.args.is_empty()
        && path
            .path
            .segments
            .last()
            .is_some_and(|last| last.ident == "default" || last.ident == "new")
}

/// The `std::mem` function `call` calls, by name (`take` for `std::mem::take(..)`,
/// `mem::take(..)` or a `take(..)` imported bare); none for a path through another module
/// (`cache::take(..)`).
fn mem_function(call: &syn::ExprCall) -> Option<&syn::Ident> {
    let Expr::Path(func) = &*call.func else {
        return None;
    };
    let segments = &func.path.segments;
    let through_mem = segments.len() == 1 || segments.iter().any(|s| s.ident == "mem");
    segments
        .last()
        .map(|last| &last.ident)
        .filter(|_| through_mem)
}

/// `let saved = std::mem::replace(&mut agent.history, fresh)` (or `mem::take`) at `call`, and a
/// struct built in `body` holds both `saved` and `agent`, the owner of the window
/// (`Guard { agent, saved, .. }`): the window's content is set aside whole in a value that can
/// put it back (an RAII guard whose `Drop` restores it), not dropped. The content may go
/// through a constructor first (`let state = TurnState::new(std::mem::take(messages), n)`,
/// `Guard { messages, state }` for `messages: &mut Vec<Message>`).
fn kept_beside_owner(body: &syn::Block, call: &syn::ExprCall, window: &Expr) -> bool {
    let Some(Root::Local(owner)) = place_of(window).map(|p| p.root) else {
        return false;
    };
    let is_call = |e: &Expr| matches!(strip_parens(e), Expr::Call(c) if std::ptr::eq(c, call));
    let mut saved = None;
    for stmt in &body.stmts {
        if let syn::Stmt::Local(local) = stmt
            && let Some(init) = &local.init
            && (is_call(&init.expr)
                || matches!(strip_parens(&init.expr), Expr::Call(made) if made.args.iter().any(is_call)))
            && let Pat::Ident(binding) = &local.pat
        {
            saved = Some(binding.ident.to_string());
        }
    }
    let Some(saved) = saved else {
        return false;
    };
    any_expr_in_block(body, |e| {
        let Expr::Struct(built) = e else {
            return false;
        };
        let holds = |name: &str| {
            built
                .fields
                .iter()
                .any(|f| plain_local(&f.expr).as_deref() == Some(name))
        };
        holds(&saved) && holds(&owner)
    })
}

/// A cut that takes messages off the front only (`remove(0)`, `pop_front()`, `drain(..n)`,
/// `drain(0..n)`): a message pushed onto the end before it is still the last one after it.
fn cuts_front_only(method: &str, call: &syn::ExprMethodCall) -> bool {
    let first = call.args.first();
    match method {
        "pop_front" => true,
        "remove" | "shift_remove" => first.and_then(int_literal).as_deref() == Some("0"),
        "drain" => first.is_some_and(|range| {
            matches!(strip_parens(range), Expr::Range(r)
                if r.end.is_some()
                    && r.start
                        .as_deref()
                        .is_none_or(|start| int_literal(start).as_deref() == Some("0")))
        }),
        _ => false,
    }
}

/// The innermost loop of `body` around `call` (a `pop()`) has no push onto the same receiver:
/// each turn of it pops one more message than the body put there. With `per_event`, a loop
/// that takes one event a turn from a channel or stream (`while let Ok(msg) =
/// self.rx.try_recv()`, `while let Some(ev) = events.next().await`) does not count: each
/// turn answers one event, and a pop in a failure event's arm takes back what was pushed for
/// the request that failed, once per failure.
fn repeats_without_push(body: &syn::Block, call: &syn::ExprMethodCall, per_event: bool) -> bool {
    struct Innermost<'ast, 'c> {
        call: &'c syn::ExprMethodCall,
        loops: Vec<(&'ast syn::Block, bool)>,
        /// The call was met; `found` is its innermost loop's body, if any, and whether that
        /// loop takes one event a turn.
        met: bool,
        found: Option<(&'ast syn::Block, bool)>,
        depth: usize,
    }
    impl<'ast> syn::visit::Visit<'ast> for Innermost<'ast, '_> {
        fn visit_expr(&mut self, expr: &'ast Expr) {
            if self.met || self.depth >= MAX_DEPTH {
                return;
            }
            if let Expr::MethodCall(m) = expr
                && std::ptr::eq(m, self.call)
            {
                self.met = true;
                self.found = self.loops.last().copied();
                return;
            }
            let loop_body = match expr {
                Expr::ForLoop(l) => Some((&l.body, false)),
                Expr::While(l) => Some((&l.body, receives_an_event(&l.cond))),
                Expr::Loop(l) => Some((&l.body, false)),
                _ => None,
            };
            if let Some(b) = loop_body {
                self.loops.push(b);
            }
            self.depth += 1;
            syn::visit::visit_expr(self, expr);
            self.depth -= 1;
            if loop_body.is_some() {
                self.loops.pop();
            }
        }
    }
    let mut search = Innermost {
        call,
        loops: Vec::new(),
        met: false,
        found: None,
        depth: 0,
    };
    syn::visit::Visit::visit_block(&mut search, body);
    let Some((loop_body, event_loop)) = search.found else {
        return false;
    };
    if per_event && event_loop {
        return false;
    }
    let target = place_of(&call.receiver).map(|p| p.text());
    !any_expr_in_block(loop_body, |e| {
        matches!(e, Expr::MethodCall(m)
            if matches!(m.method.to_string().as_str(), "push" | "push_back")
                && place_of(&m.receiver).map(|p| p.text()) == target)
    })
}

/// `cond` takes one event from a channel or stream (`let Ok(msg) = self.rx.try_recv()`, `let
/// Some(ev) = events.next().await`, `let Some(m) = rx.recv().await`).
fn receives_an_event(cond: &Expr) -> bool {
    const RECEIVES: &[&str] = &["recv", "try_recv", "recv_timeout", "blocking_recv", "next"];
    let Expr::Let(test) = strip_parens(cond) else {
        return false;
    };
    let mut expr = strip_parens(&test.expr);
    for _ in 0..MAX_DEPTH {
        match expr {
            Expr::Await(a) => expr = strip_parens(&a.base),
            Expr::Try(t) => expr = strip_parens(&t.expr),
            Expr::MethodCall(m) => return RECEIVES.contains(&&*m.method.to_string()),
            _ => return false,
        }
    }
    false
}

/// `call` is a statement of a block of `body` that then leaves (`Err(_) => { history.pop();
/// return; }`): the path it is on goes no further.
fn leaves_after(body: &syn::Block, call: &syn::ExprMethodCall) -> bool {
    struct Leaving<'c> {
        call: &'c syn::ExprMethodCall,
        found: bool,
        depth: usize,
    }
    impl<'ast> syn::visit::Visit<'ast> for Leaving<'_> {
        fn visit_block(&mut self, block: &'ast syn::Block) {
            if self.found || self.depth >= MAX_DEPTH {
                return;
            }
            let holds_call = block.stmts.iter().any(|stmt| {
                matches!(stmt, syn::Stmt::Expr(Expr::MethodCall(m), _) if std::ptr::eq(m, self.call))
            });
            let leaves = matches!(
                block.stmts.last(),
                Some(syn::Stmt::Expr(last, _)) if crate::analysis::syntax::diverges(last)
            );
            if holds_call && leaves {
                self.found = true;
                return;
            }
            self.depth += 1;
            syn::visit::visit_block(self, block);
            self.depth -= 1;
        }
    }
    let mut search = Leaving {
        call,
        found: false,
        depth: 0,
    };
    syn::visit::Visit::visit_block(&mut search, body);
    search.found
}

/// `expr` reads the binding `name` other than through a field `allowed` accepts
/// (`state.updated_at`).
fn reads_besides_fields(
    expr: &Expr,
    name: &str,
    allowed: &dyn Fn(&syn::ExprField) -> bool,
) -> bool {
    struct Reads<'n, 'f> {
        name: &'n str,
        allowed: &'f dyn Fn(&syn::ExprField) -> bool,
        found: bool,
        depth: usize,
    }
    impl<'ast> syn::visit::Visit<'ast> for Reads<'_, '_> {
        fn visit_expr(&mut self, expr: &'ast Expr) {
            if self.found || self.depth >= MAX_DEPTH {
                return;
            }
            match expr {
                Expr::Field(field)
                    if matches!(strip_parens(&field.base), Expr::Path(p) if p.path.is_ident(self.name))
                        && (self.allowed)(field) => {}
                Expr::Path(p) if p.path.is_ident(self.name) => self.found = true,
                _ => {
                    self.depth += 1;
                    syn::visit::visit_expr(self, expr);
                    self.depth -= 1;
                }
            }
        }
    }
    let mut reads = Reads {
        name,
        allowed,
        found: false,
        depth: 0,
    };
    syn::visit::Visit::visit_expr(&mut reads, expr);
    reads.found
}

/// The names bound by the `let` whose initialiser holds the method call at `taken`
/// (`let kept: Vec<_> = w.drain(start..).collect()` gives `kept`), or the local its items
/// are put into whole (`rebuilt.extend(w.drain(k..))`, `rebuilt.append(&mut
/// w.split_off(k))`: `rebuilt`); none when the call's value is dropped or used otherwise.
fn bound_from(body: &syn::Block, taken: *const ()) -> Vec<String> {
    struct Binder {
        taken: *const (),
        names: Vec<String>,
        depth: usize,
    }
    impl<'ast> syn::visit::Visit<'ast> for Binder {
        fn visit_local(&mut self, local: &'ast syn::Local) {
            if let Some(init) = &local.init
                && any_expr(
                    &init.expr,
                    |e| matches!(e, Expr::MethodCall(call) if std::ptr::from_ref(call).cast() == self.taken),
                )
            {
                self.names = pattern_idents(&local.pat);
            }
            syn::visit::visit_local(self, local);
        }

        fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
            if let Some(into) = put_into_local(call, self.taken) {
                self.names = vec![into];
            }
            syn::visit::visit_expr_method_call(self, call);
        }

        fn visit_expr(&mut self, expr: &'ast Expr) {
            if !self.names.is_empty() || self.depth >= MAX_DEPTH {
                return;
            }
            self.depth += 1;
            syn::visit::visit_expr(self, expr);
            self.depth -= 1;
        }
    }
    let mut binder = Binder {
        taken,
        names: Vec::new(),
        depth: 0,
    };
    syn::visit::Visit::visit_block(&mut binder, body);
    binder.names
}

/// The receiver every item of `for_loop` (bound to `item`) is handed to whole by a statement
/// of the loop body itself (not under a condition), a call of one of `methods` (`push`), with
/// no `break`, `continue` or `return` that could skip one.
fn each_item_pushed<'e>(
    for_loop: &'e syn::ExprForLoop,
    item: &str,
    methods: &[&str],
) -> Option<&'e Expr> {
    if any_expr_in_block(&for_loop.body, |e| {
        matches!(e, Expr::Break(_) | Expr::Continue(_) | Expr::Return(_))
    }) {
        return None;
    }
    for_loop.body.stmts.iter().find_map(|stmt| match stmt {
        syn::Stmt::Expr(Expr::MethodCall(push), _)
            if methods.contains(&push.method.to_string().as_str())
                && push.args.len() == 1
                && plain_local(&push.args[0]).as_deref() == Some(item) =>
        {
            Some(&*push.receiver)
        }
        _ => None,
    })
}

/// Methods that put every item of their one argument into their receiver.
const PUT_IN_WHOLE: &[&str] = &["extend", "append", "extend_from_slice"];

/// The plain local `call` puts the items of the call at `taken` into whole: `call` is
/// `into.extend(..)`, `into.append(&mut ..)` or `into.extend_from_slice(&..)` handed that
/// call's value, directly or at the end of an iterator chain that starts with it
/// (`into.extend(w.drain(k..).map(..))`).
fn put_into_local(call: &syn::ExprMethodCall, taken: *const ()) -> Option<String> {
    if !PUT_IN_WHOLE.contains(&call.method.to_string().as_str()) || call.args.len() != 1 {
        return None;
    }
    let Expr::MethodCall(arg) = strip_parens(strip_reference(&call.args[0])) else {
        return None;
    };
    let start = taken_items(arg)?;
    (std::ptr::from_ref(start).cast() == taken)
        .then(|| plain_local(&call.receiver))
        .flatten()
}

/// Every call from `copy` down to `window` keeps every item (`self.messages.clone()`,
/// `.iter().cloned()`): no `filter`, `take` or `skip` leaves some out.
fn copies_every_item(copy: &Expr, window: &Expr) -> bool {
    const WHOLE: &[&str] = &[
        "clone",
        "to_vec",
        "to_owned",
        "cloned",
        "copied",
        "iter",
        "into_iter",
    ];
    let mut expr = strip_parens(copy);
    for _ in 0..MAX_DEPTH {
        if std::ptr::eq(expr, strip_parens(window)) {
            return true;
        }
        let Expr::MethodCall(call) = expr else {
            return false;
        };
        if !WHOLE.contains(&call.method.to_string().as_str()) {
            return false;
        }
        expr = strip_parens(&call.receiver);
    }
    false
}

/// `name` when `expr` is a plain local (`saved`, not `self.history` nor `x.field`).
pub(super) fn plain_local(expr: &Expr) -> Option<String> {
    place_of(strip_parens(expr)).and_then(|p| match p.root {
        Root::Local(name) if p.fields.is_empty() => Some(name),
        _ => None,
    })
}

/// The local, or field of a local, that `expr` reads whole: where [`crate::analysis::derive::
/// Taint::taken_out`] keeps a window's taken content (`saved`, `scratch.history`).
fn taken_out_holder(expr: &Expr) -> Option<String> {
    place_of(strip_parens(expr)).and_then(|p| match p.root {
        Root::Local(_) if !p.through_index => Some(p.text()),
        _ => None,
    })
}

/// What `expr` copies whole: `x` of `x.clone()` or `x.to_vec()`.
fn copied_whole(expr: &Expr) -> Option<&Expr> {
    match strip_parens(expr) {
        Expr::MethodCall(call)
            if call.args.is_empty() && (call.method == "clone" || call.method == "to_vec") =>
        {
            Some(&call.receiver)
        }
        _ => None,
    }
}

/// `map[key]` for a value looked up in a map by its key: `map.get(&key)`, `map.get_mut(&key)`
/// (also unwrapped), or `map.entry(key).or_default()`.
fn map_lookup(expr: &Expr) -> Option<String> {
    let expr = strip_unwraps(expr);
    let (map, key) = match expr {
        Expr::MethodCall(call) if call.method == "get" && call.args.len() == 1 => {
            (&*call.receiver, call.args.first()?)
        }
        _ => value_taken_mutably(expr)?,
    };
    Some(format!("{}[{}]", place_of(map)?.text(), key_text(key)))
}

/// `value` is a call handed the window `target` itself by value (`processor.process(messages,
/// channel).await?`, `trim(messages)`): the call's address (the key of
/// `Walker::call_indices`) and the argument's position. A reference or a copy (`&messages`,
/// `messages.clone()`) leaves the window where it is: the call's value is something else.
fn passing_call(target: &str, value: &Expr) -> Option<(usize, usize)> {
    let mut value = strip_unwraps(value);
    while let Expr::Await(awaited) = value {
        value = strip_unwraps(&awaited.base);
    }
    let (call, args) = match value {
        Expr::MethodCall(call) => (std::ptr::from_ref(call) as usize, &call.args),
        Expr::Call(call) if matches!(strip_parens(&call.func), Expr::Path(_)) => {
            (std::ptr::from_ref(call) as usize, &call.args)
        }
        _ => return None,
    };
    let position = args
        .iter()
        .position(|arg| plain_local(arg).as_deref() == Some(target))?;
    Some((call, position))
}

/// The call that sets items of a window aside in `init`: `w.split_off(k)`, a range drained
/// into a collection (`w.drain(k..).collect()`), or one item removed (`w.remove(i)`,
/// `w.pop()`), also wrapped in `Some(..)` or in an `if` whose other branch gives `None`
/// (`if first_is_system { Some(w.remove(0)) } else { None }`).
fn set_aside_call(init: &Expr, depth: usize) -> Option<&syn::ExprMethodCall> {
    const SET_ASIDE: &[&str] = &[
        "split_off",
        "remove",
        "swap_remove",
        "pop",
        "pop_front",
        "pop_back",
    ];
    if depth == 0 {
        return None;
    }
    match strip_unwraps(init) {
        Expr::MethodCall(call) if SET_ASIDE.contains(&call.method.to_string().as_str()) => {
            Some(call)
        }
        // `w.pop().ok_or_else(|| anyhow!("empty"))?`: the item or an error.
        Expr::MethodCall(call) if call.method == "ok_or" || call.method == "ok_or_else" => {
            set_aside_call(&call.receiver, depth - 1)
        }
        Expr::MethodCall(collect) if collect.method == "collect" && collect.args.is_empty() => {
            match strip_parens(&collect.receiver) {
                Expr::MethodCall(drain) if drain.method == "drain" => Some(drain),
                _ => None,
            }
        }
        Expr::Call(wrap) if wrap.args.len() == 1 && is_path(&wrap.func, "Some") => {
            set_aside_call(wrap.args.first()?, depth - 1)
        }
        Expr::If(choice) => {
            let (_, otherwise) = choice.else_branch.as_ref()?;
            let gives_none = matches!(strip_parens(otherwise), Expr::Block(b)
                if matches!(b.block.stmts.as_slice(), [syn::Stmt::Expr(e, None)] if is_path(e, "None")));
            let Some(syn::Stmt::Expr(then, None)) = choice.then_branch.stmts.last() else {
                return None;
            };
            gives_none
                .then(|| set_aside_call(then, depth - 1))
                .flatten()
        }
        _ => None,
    }
}

/// A `retain` whose closure keeps every item but those of one variant whose single payload is
/// empty: `|m| if let Body::ToolResults(r) = &m.body { !r.is_empty() } else { true }`, or the
/// same as a `match` with `_ => true`. A message whose whole content is an empty list holds
/// nothing the model could read (left behind when the items of that list were removed). So
/// does one that keeps exactly the items that are not empty themselves (`histories.retain(|_,
/// history| !history.is_empty())`: the conversations a trim left with no message go from a
/// map of them, and nothing said goes with them).
fn drops_only_emptied_variants(call: &syn::ExprMethodCall) -> bool {
    let Some(Expr::Closure(closure)) = call.args.first().map(strip_parens) else {
        return false;
    };
    let body = tail_expr(&closure.body);
    if closure
        .inputs
        .last()
        .and_then(closure_input_name)
        .is_some_and(|item| tests_non_empty(body, &item))
    {
        return true;
    }
    match body {
        Expr::If(test) => {
            let Expr::Let(binding) = strip_parens(&test.cond) else {
                return false;
            };
            let otherwise = test.else_branch.as_ref().map(|(_, e)| tail_expr(e));
            let then = test.then_branch.stmts.last().and_then(|stmt| match stmt {
                syn::Stmt::Expr(e, None) => Some(e),
                _ => None,
            });
            single_payload(&binding.pat).is_some_and(|payload| {
                then.is_some_and(|t| tests_non_empty(t, &payload)) && otherwise.is_some_and(is_true)
            })
        }
        Expr::Match(choice) => {
            let mut emptied = 0;
            let all = choice.arms.iter().all(|arm| {
                let value = tail_expr(&arm.body);
                if arm.guard.is_some() {
                    return false;
                }
                if matches!(arm.pat, Pat::Wild(_)) {
                    return is_true(value);
                }
                let tested = single_payload(&arm.pat).is_some_and(|p| tests_non_empty(value, &p));
                emptied += usize::from(tested);
                tested || is_true(value)
            });
            all && emptied > 0
        }
        _ => false,
    }
}

/// The name a closure's parameter binds its item to (`history` in `|_, history|`, also
/// through `&` or `&mut`).
fn closure_input_name(input: &Pat) -> Option<String> {
    match input {
        Pat::Ident(name) if name.subpat.is_none() => Some(name.ident.to_string()),
        Pat::Reference(reference) => closure_input_name(&reference.pat),
        Pat::Type(typed) => closure_input_name(&typed.pat),
        _ => None,
    }
}

/// `Body::ToolResults(r)`: a variant with one field, bound to a name (`r`).
fn single_payload(pat: &Pat) -> Option<String> {
    let Pat::TupleStruct(variant) = pat else {
        return None;
    };
    match variant.elems.iter().collect::<Vec<_>>().as_slice() {
        [Pat::Ident(field)] if field.subpat.is_none() => Some(field.ident.to_string()),
        _ => None,
    }
}

/// `!r.is_empty()` for the name `r`.
fn tests_non_empty(expr: &Expr, name: &str) -> bool {
    matches!(strip_parens(expr), Expr::Unary(not) if matches!(not.op, syn::UnOp::Not(_))
        && matches!(strip_parens(&not.expr), Expr::MethodCall(m)
            if m.method == "is_empty" && m.args.is_empty() && plain_local(&m.receiver).as_deref() == Some(name)))
}

/// The value a block ends with (`{ x }` gives `x`), or the expression itself.
fn tail_expr(expr: &Expr) -> &Expr {
    match strip_parens(expr) {
        Expr::Block(block) => match block.block.stmts.as_slice() {
            [syn::Stmt::Expr(inner, None)] => tail_expr(inner),
            _ => expr,
        },
        other => other,
    }
}

/// The single items an iterator chain yields among others (`system` in
/// `once(system).chain(rest).collect()` or `rest.chain(std::iter::once(system))`).
fn chained_single_items(value: &Expr) -> Vec<Expr> {
    let once_item = |expr: &Expr| match strip_parens(expr) {
        Expr::Call(call)
            if matches!(&*call.func, Expr::Path(p)
                if p.path.segments.last().is_some_and(|s| s.ident == "once"))
                && call.args.len() == 1 =>
        {
            call.args.first().cloned()
        }
        _ => None,
    };
    let mut items = Vec::new();
    let mut expr = strip_parens(value);
    for _ in 0..MAX_DEPTH {
        let Expr::MethodCall(call) = expr else {
            items.extend(once_item(expr));
            break;
        };
        if call.method == "chain" {
            items.extend(call.args.first().and_then(once_item));
        }
        expr = strip_parens(&call.receiver);
    }
    items
}

/// The items of a list written out (`[a, b]`, `vec![a, b]`).
fn listed_items(value: &Expr) -> Option<Vec<Expr>> {
    match strip_parens(value) {
        Expr::Array(array) => Some(array.elems.iter().cloned().collect()),
        Expr::Macro(mac) if mac.mac.path.is_ident("vec") => Some(macro_exprs(&mac.mac)),
        _ => None,
    }
}

/// `expr` is the path `name` (`Some`, `None`).
/// What `Ok(x)` or `Some(x)` wraps (`x`), or `expr` itself.
pub(super) fn unwrap_ok_or_some(expr: &Expr) -> &Expr {
    match strip_parens(expr) {
        Expr::Call(wrap)
            if wrap.args.len() == 1
                && (is_path(&wrap.func, "Ok") || is_path(&wrap.func, "Some")) =>
        {
            strip_parens(&wrap.args[0])
        }
        other => other,
    }
}

/// What a borrowing view reads (`m.session_id` of `m.session_id.as_deref()`, also
/// `as_ref()` and `as_str()`), or `expr` itself.
fn option_view_of(expr: &Expr) -> &Expr {
    match strip_parens(expr) {
        Expr::MethodCall(view)
            if view.args.is_empty()
                && matches!(
                    view.method.to_string().as_str(),
                    "as_ref" | "as_deref" | "as_str"
                ) =>
        {
            strip_parens(&view.receiver)
        }
        other => other,
    }
}

fn is_path(expr: &Expr, name: &str) -> bool {
    matches!(strip_parens(expr), Expr::Path(p) if p.path.is_ident(name))
}

/// The binding a `retain` closure compares items against for inequality:
/// `prompt` in `|p| *p != prompt`, `song` in `|s| s.id != song.id`.
fn inequality_with_binding(closure: &Expr) -> Option<String> {
    binding_compared(closure, |op| matches!(op, syn::BinOp::Ne(_)))
}

/// The binding whose list a `retain` closure keeps items out of: `fact_ids` in `|f|
/// !fact_ids.contains(&f.id)`, the items whose keys that binding lists. A list of the
/// closure's own item (`|m| !m.tags.contains(&tag)`) or of `self` is no such binding.
fn listed_binding_excluded(closure: &Expr) -> Option<String> {
    let (params, body) = closure_params_and_body(closure)?;
    let Expr::Unary(negated) = body else {
        return None;
    };
    let Expr::MethodCall(call) = strip_parens(&negated.expr) else {
        return None;
    };
    if !matches!(negated.op, syn::UnOp::Not(_)) || call.method != "contains" || call.args.len() != 1
    {
        return None;
    }
    let (list, item) = (value_root(&call.receiver)?, value_root(&call.args[0])?);
    (params.contains(&item) && !params.contains(&list)).then_some(list)
}

/// A closure's parameter names and its body, parentheses stripped: `(["m"], m.id != id)`
/// for `|m| (m.id != id)`.
pub(super) fn closure_params_and_body(closure: &Expr) -> Option<(Vec<String>, &Expr)> {
    let Expr::Closure(closure) = strip_parens(closure) else {
        return None;
    };
    let params = closure.inputs.iter().flat_map(pattern_idents).collect();
    Some((params, strip_parens(&closure.body)))
}

/// The binding a `find` closure compares items against for equality: `message_id` in
/// `|m| m.id == message_id`.
pub(super) fn compared_with_item_field(closure: &Expr) -> Option<String> {
    binding_compared(closure, |op| matches!(op, syn::BinOp::Eq(_)))
}

/// The binding other than the closure's own item that a one-test closure compares with
/// `op` (see [`inequality_with_binding`]), also when the test compares an optional field
/// with the binding wrapped (`|m| m.session_id.as_deref() != Some(session_id)`, `Some(&id)`).
fn binding_compared(closure: &Expr, op: impl Fn(&syn::BinOp) -> bool) -> Option<String> {
    let (params, body) = closure_params_and_body(closure)?;
    let Expr::Binary(test) = body else {
        return None;
    };
    if !op(&test.op) {
        return None;
    }
    let side = |expr: &Expr| value_root(option_view_of(unwrap_ok_or_some(expr)));
    let (left, right) = (side(&test.left)?, side(&test.right)?);
    match (params.contains(&left), params.contains(&right)) {
        (true, false) => Some(right),
        (false, true) => Some(left),
        _ => None,
    }
}

/// The start of a range as written: `start` in `start..end`, `0` for `..end`.
pub(super) fn range_start_text(range: &syn::ExprRange) -> String {
    use quote::ToTokens;
    range
        .start
        .as_deref()
        .map_or_else(|| "0".to_string(), |s| s.to_token_stream().to_string())
}

/// The name a call expression calls (the method, or the last segment of the path) and its
/// explicit arguments.
/// `expr` is a call named as a load (`Session::load(id).await?`, `store.restore(id)
/// .map_err(..)?`; see [`names::names_a_load`]), through `?`, `.await` and error adapters.
pub(super) fn returns_a_load(expr: &Expr) -> bool {
    called(crate::analysis::place::strip(expr)).is_some_and(|(name, _)| names::names_a_load(&name))
}

fn called(expr: &Expr) -> Option<(String, Vec<&Expr>)> {
    crate::analysis::syntax::call_parts(expr).map(|(name, args, _)| (name, args))
}

/// The value `expr` takes a part of, through `Some(..)` and copies: `row.summary` for
/// `Some(row.summary)` or `row.summary.clone()`; `None` for a value that is no field.
fn stored_part(expr: &Expr) -> Option<&Expr> {
    let mut expr = strip_parens(expr);
    for _ in 0..crate::analysis::MAX_DEPTH {
        expr = match expr {
            Expr::Call(call)
                if call.args.len() == 1
                    && matches!(&*call.func, Expr::Path(p) if p.path.is_ident("Some")) =>
            {
                strip_parens(&call.args[0])
            }
            Expr::MethodCall(call)
                if call.args.is_empty()
                    && ["clone", "to_string", "to_owned"]
                        .contains(&call.method.to_string().as_str()) =>
            {
                strip_parens(&call.receiver)
            }
            Expr::Field(_) => return Some(expr),
            _ => return None,
        };
    }
    None
}

/// The expression a value hands on whole, through copies and item-wise conversions
/// (`snapshot.clone()`, `messages.iter().map(Message::from).collect()`) and the shared cells
/// that hold it (`Arc::new(RwLock::new(history))`): not through adapters that leave items out
/// (`filter`, `take`, `skip`).
fn handed_on_whole(expr: &Expr) -> Option<&Expr> {
    const CELLS: &[&str] = &["Arc", "Rc", "Box", "RwLock", "Mutex", "RefCell", "Cell"];
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
    for _ in 0..MAX_DEPTH {
        match expr {
            Expr::MethodCall(call) if WHOLE.contains(&call.method.to_string().as_str()) => {
                expr = strip_parens(&call.receiver);
            }
            Expr::Call(call) if call.args.len() == 1 && wraps_in_cell(&call.func, CELLS) => {
                expr = strip_parens(&call.args[0]);
            }
            Expr::MethodCall(_) | Expr::Call(_) | Expr::Macro(_) => return None,
            other => return Some(other),
        }
    }
    None
}

/// `func` is the constructor of one of `cells` (`Arc::new`, `tokio::sync::RwLock::new`).
fn wraps_in_cell(func: &Expr, cells: &[&str]) -> bool {
    let Expr::Path(path) = strip_parens(func) else {
        return false;
    };
    let segments = segment_names(&path.path);
    matches!(segments.as_slice(), [.., cell, new] if new == "new" && cells.contains(&cell.as_str()))
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
            }) => crate::analysis::derive::inline_format_args(&s.value()).any(|n| n == name),
            _ => false,
        })
}

/// A number or a boolean literal, negated or not (`scene_turns = 0`, `offset = -1`,
/// `history_dirty = false`): a place assigned one holds a counter or a flag named after the
/// conversation, never its messages or its text.
fn is_scalar_literal(expr: &Expr) -> bool {
    match strip_parens(expr) {
        Expr::Unary(negated) if matches!(negated.op, syn::UnOp::Neg(_)) => {
            is_scalar_literal(&negated.expr)
        }
        Expr::Lit(syn::ExprLit { lit, .. }) => matches!(
            lit,
            syn::Lit::Int(_) | syn::Lit::Float(_) | syn::Lit::Bool(_)
        ),
        _ => false,
    }
}

/// The literal `0` or `1` (`truncate(1)` keeps only the first message).
fn is_zero_or_one(expr: &Expr) -> bool {
    matches!(strip_parens(expr), Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(n), .. })
        if matches!(n.base10_digits(), "0" | "1"))
}

/// `splice(range, items)`, or `replace_range(range, items)` of a session or sequence type that
/// names it so: the items in `range` replaced with `items`.
pub(super) fn is_splice(method: &str) -> bool {
    matches!(method, "splice" | "replace_range")
}

/// `history.truncate(initial_len)` for `let initial_len = history.len();` declared in `body`
/// and never written again: the window is put back to a length it had before, so only what
/// was added to it since goes. A length computed otherwise (`history.len() / 2`), taken of
/// another window, or changed after it was taken is a cut.
fn truncates_to_mark(body: &syn::Block, call: &syn::ExprMethodCall) -> bool {
    let Some(Expr::Path(arg)) = call.args.first().map(strip_parens) else {
        return false;
    };
    let Some(mark) = arg.path.get_ident().map(ToString::to_string) else {
        return false;
    };
    let Some(Expr::MethodCall(len)) = never_written(body, &mark)
        .as_ref()
        .map(strip_parens)
        .cloned()
    else {
        return false;
    };
    len.method == "len"
        && len.args.is_empty()
        && place_of(&len.receiver)
            .zip(place_of(&call.receiver))
            .is_some_and(|(measured, cut)| measured.text() == cut.text())
}

/// `body` assigns part of the item at one position of a window that `part` also belongs to
/// (`session.messages[idx].content = text` for `session.messages[idx].blocks`): that
/// assignment rewrites the item, and emptying another part of it is the same rewrite.
fn assigns_same_item(body: &syn::Block, part: &Expr) -> bool {
    let Some(item) = indexed_item(part) else {
        return false;
    };
    any_expr_in_block(
        body,
        |e| matches!(e, Expr::Assign(assign) if indexed_item(&assign.left).as_ref() == Some(&item)),
    )
}

/// `body` writes, with a value that is not empty, a part of the item at one position of a
/// collection that `part` is another part of (`msgs[i].content = text` for `part`
/// `msgs[i].tool_calls`).
fn writes_other_part_of_item(body: &syn::Block, part: &Expr) -> bool {
    let Some(item) = indexed_item(part) else {
        return false;
    };
    let written = quote::ToTokens::to_token_stream(strip_parens(part)).to_string();
    any_expr_in_block(body, |e| {
        matches!(e, Expr::Assign(assign)
            if indexed_item(&assign.left).as_ref() == Some(&item)
                && quote::ToTokens::to_token_stream(strip_parens(&assign.left)).to_string() != written
                && !is_empty_value(&assign.right))
    })
}

/// The item at one position of a collection that `expr` is part of, as written
/// (`session.messages[idx]` for `session.messages[idx].blocks`).
fn indexed_item(expr: &Expr) -> Option<String> {
    let mut expr = strip_parens(expr);
    for _ in 0..MAX_DEPTH {
        match expr {
            Expr::Field(field) => expr = strip_parens(&field.base),
            Expr::Index(_) => {
                return Some(quote::ToTokens::to_token_stream(expr).to_string());
            }
            _ => return None,
        }
    }
    None
}

/// A key that names who a conversation belongs to (`channel_id`, `user`, `sender`), not one
/// message of it.
fn names_owner(key: &str) -> bool {
    const OWNERS: &[&str] = &[
        "channel",
        "chat",
        "session",
        "conversation",
        "thread",
        "room",
        "guild",
        "peer",
        "user",
        "sender",
    ];
    names::any_word_is(key, OWNERS)
}

/// The `drain` or `split_off` at the start of the iterator chain `call` (`w.drain(k..)`,
/// `w.drain(..).filter(..)`, `w.split_off(k)`), when there is one.
fn taken_items(call: &syn::ExprMethodCall) -> Option<&syn::ExprMethodCall> {
    let mut call = call;
    for _ in 0..MAX_DEPTH {
        if takes_items(call) {
            return Some(call);
        }
        let Expr::MethodCall(inner) = strip_parens(&call.receiver) else {
            return None;
        };
        call = inner;
    }
    None
}

/// `call` takes items out of its receiver and yields them (`drain`, `split_off`).
fn takes_items(call: &syn::ExprMethodCall) -> bool {
    call.method == "drain" || call.method == "split_off"
}

/// The indexed item whose field `expr` is (`history[index]` in `history[index].content`,
/// through any number of fields): the item the assignment edits in place.
fn indexed_item_of(expr: &Expr) -> Option<&syn::ExprIndex> {
    let mut expr = strip_parens(expr);
    let mut through_field = false;
    for _ in 0..MAX_DEPTH {
        match expr {
            Expr::Field(field) => {
                through_field = true;
                expr = strip_parens(&field.base);
            }
            Expr::Index(indexed) if through_field => return Some(indexed),
            _ => return None,
        }
    }
    None
}

/// Looks for an assignment to `place` after the call `taken` (see
/// [`Walker::put_back_on_the_way_on`]), keeping the blocks it is in that end by exiting
/// (`return`, `break`, `continue`, `panic!`) and whether `taken` is in each.
struct PutBack {
    place: String,
    /// The locals the assigned value must come from, if any (see `from`).
    holders: Option<HashSet<String>>,
    taken: *const (),
    after_take: bool,
    /// For each enclosing block (the function's own body left out): whether it ends by
    /// exiting, and whether `taken` is in it.
    exits: Vec<(bool, bool)>,
    on_the_way_on: bool,
}

impl PutBack {
    fn saw_take(&mut self) {
        self.after_take = true;
        for (_, holds_take) in &mut self.exits {
            *holds_take = true;
        }
    }
}

impl<'ast> syn::visit::Visit<'ast> for PutBack {
    fn visit_block(&mut self, block: &'ast syn::Block) {
        self.exits
            .push((crate::analysis::syntax::block_diverges(block), false));
        syn::visit::visit_block(self, block);
        self.exits.pop();
    }

    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        syn::visit::visit_expr_call(self, call);
        if std::ptr::from_ref(call).cast() == self.taken {
            self.saw_take();
        }
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        syn::visit::visit_expr_method_call(self, call);
        if std::ptr::from_ref(call).cast() == self.taken {
            self.saw_take();
        }
    }

    fn visit_expr_assign(&mut self, assign: &'ast syn::ExprAssign) {
        syn::visit::visit_expr_assign(self, assign);
        if self.after_take
            && place_of(&assign.left).is_some_and(|p| p.text() == self.place)
            && self.holders.as_ref().is_none_or(|holders| {
                value_root(&assign.right).is_some_and(|root| holders.contains(&root))
            })
            && !self
                .exits
                .iter()
                .any(|&(exits, holds_take)| exits && !holds_take)
        {
            self.on_the_way_on = true;
        }
    }
}

/// `from` and the locals bound to a value of one of them, through moves and copies (`let mut
/// restored = older;`, `let kept = older.clone();`), in any order of the body; also a local
/// one of them is put into whole (`let mut rebuilt = vec![summary]; rebuilt.extend(rest)`,
/// `append(&mut rest)`, `extend_from_slice(&rest)`): it holds every item taken out.
fn locals_holding(body: &syn::Block, from: &[String]) -> HashSet<String> {
    struct Lets(Vec<(Vec<String>, Option<String>)>);
    impl<'ast> syn::visit::Visit<'ast> for Lets {
        fn visit_local(&mut self, local: &'ast syn::Local) {
            let root = local.init.as_ref().and_then(|init| value_root(&init.expr));
            self.0.push((pattern_idents(&local.pat), root));
            syn::visit::visit_local(self, local);
        }

        fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
            if PUT_IN_WHOLE.contains(&call.method.to_string().as_str())
                && call.args.len() == 1
                && let (Some(into), Some(moved)) = (
                    plain_local(&call.receiver),
                    plain_local(strip_reference(&call.args[0])),
                )
            {
                self.0.push((vec![into], Some(moved)));
            }
            syn::visit::visit_expr_method_call(self, call);
        }
    }
    let mut lets = Lets(Vec::new());
    syn::visit::Visit::visit_block(&mut lets, body);
    let mut holders: HashSet<String> = from.iter().cloned().collect();
    for _ in 0..crate::analysis::MAX_DEPTH {
        let before = holders.len();
        for (names, root) in &lets.0 {
            if root.as_ref().is_some_and(|r| holders.contains(r)) {
                holders.extend(names.iter().cloned());
            }
        }
        if holders.len() == before {
            break;
        }
    }
    holders
}

/// `|s| s.slot_type != SlotType::Identity`: a `retain` closure that removes the items of one
/// variant, tested on a field of the item; that variant's path (`SlotType::Identity`).
pub(super) fn kind_removed(closure: &Expr) -> Option<String> {
    let Expr::Closure(closure) = strip_parens(closure) else {
        return None;
    };
    let Expr::Binary(test) = strip_parens(&closure.body) else {
        return None;
    };
    if !matches!(test.op, syn::BinOp::Ne(_)) {
        return None;
    }
    let variant = |e: &Expr| match strip_parens(e) {
        Expr::Path(p) if p.path.segments.len() >= 2 => Some(path_text(&p.path)),
        _ => None,
    };
    let field = |e: &Expr| matches!(strip_parens(e), Expr::Field(_));
    match (variant(&test.left), variant(&test.right)) {
        (Some(v), None) if field(&test.right) => Some(v),
        (None, Some(v)) if field(&test.left) => Some(v),
        _ => None,
    }
}

/// `SlotType::Identity` as written: its segments joined by `::`.
pub(super) fn path_text(path: &syn::Path) -> String {
    path.segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect::<Vec<_>>()
        .join("::")
}

/// Whether `expr` is a local bound, through `let` or `if let` and a chain of method calls
/// (`messages.get_mut(i).and_then(Value::as_object_mut)`, `next.get_mut("content")`), to a
/// part of the window `window`, following locals bound so in turn: an item of that window,
/// whether or not the walk has reached its binding.
fn bound_from_window(body: &syn::Block, expr: &Expr, window: &str) -> bool {
    struct Inits {
        found: Vec<(String, Expr)>,
    }
    impl<'ast> syn::visit::Visit<'ast> for Inits {
        fn visit_local(&mut self, local: &'ast syn::Local) {
            if let Some(init) = &local.init {
                for name in pattern_idents(&local.pat) {
                    self.found.push((name, (*init.expr).clone()));
                }
            }
            syn::visit::visit_local(self, local);
        }
        fn visit_expr_let(&mut self, bind: &'ast syn::ExprLet) {
            for name in pattern_idents(&bind.pat) {
                self.found.push((name, (*bind.expr).clone()));
            }
            syn::visit::visit_expr_let(self, bind);
        }
    }
    let mut inits = Inits { found: Vec::new() };
    syn::visit::Visit::visit_block(&mut inits, body);
    let mut current = strip_parens(expr).clone();
    for _ in 0..8 {
        let mut root = &current;
        while let Expr::MethodCall(m) = strip_parens(root) {
            root = &m.receiver;
        }
        let root = strip_parens(root);
        if !std::ptr::eq(root, &current) && place_of(root).is_some_and(|p| p.text() == window) {
            return true;
        }
        let Expr::Path(p) = root else {
            return false;
        };
        let Some(name) = p.path.get_ident().map(ToString::to_string) else {
            return false;
        };
        let mut bound = inits.found.iter().filter(|(n, _)| *n == name);
        let (Some((_, init)), None) = (bound.next(), bound.next()) else {
            return false;
        };
        current = strip_parens(init).clone();
    }
    false
}

/// The assignment a one-argument setter call stands for: `receiver.field = argument`
/// (`conv.set_messages(v)` as `conv.messages = v`), spanned at the method's name.
fn field_assignment(call: &syn::ExprMethodCall, field: &str) -> syn::ExprAssign {
    let member = syn::Member::Named(syn::Ident::new(field, call.method.span()));
    let left = Expr::Field(syn::ExprField {
        attrs: Vec::new(),
        base: call.receiver.clone(),
        dot_token: syn::Token![.](call.method.span()),
        member,
    });
    syn::ExprAssign {
        attrs: Vec::new(),
        left: Box::new(left),
        eq_token: syn::Token![=](call.method.span()),
        right: Box::new(call.args[0].clone()),
    }
}
