//! The syntax-tree visitor: walks a body in source order, follows bindings through `let`,
//! `if let`, `match` and `for`, keeps track of the enclosing score and length conditions, and
//! hands each expression to the recognisers of the sibling modules.

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::{Attribute, Expr, Pat, Stmt, Type};

use super::commands::{command_condition, command_pattern, tests_a_key};
use super::cuts::chain_root;
use super::cuts::is_bounds_check;
use super::edits::{compared_with_item_field, returns_a_load};
use super::failures::{failure_condition, failure_pattern};
use super::roles::{
    finds_system_message, keeps_only_pinned, keeps_only_system, names_system_role,
    system_tested_item,
};
use super::stores::{history_key_text, is_query_macro};
use super::taint::{
    is_call_origin, is_empty_buffer, is_empty_map, mark, set_or_clear, std_buffer_type, value_root,
};
use super::text_cuts::text_prefix_of;
use super::windows::{copies_self_place, is_content_field, walks_every_item};
use super::{Binding, Walker, Window};
use crate::analysis::derive::{
    CallKind, Origins, asks_to_summarise, is_host_written, is_host_written_from,
};
use crate::analysis::facts::{Escape, EscapeKind};
use crate::analysis::macros::{macro_exprs, matches_scrutinee_and_pattern};
use crate::analysis::place::{LOCK_METHODS, Place, Root, place_of};
use crate::analysis::syntax::{
    block_diverges, condition_parts, conjuncts, constructed_type, deserialized_type, diverges,
    exits_while_within_budget, expr_attrs, is_budget_loop, is_fresh_sequence, is_full_range,
    literal_type, loop_exits_within_budget, method_call_range, pattern_idents, span_range,
    strip_parens, strip_reference, strip_unwraps, tests_age_only, tests_length_beside_markers,
    tests_length_only,
};
use crate::analysis::types::Shape;
use crate::analysis::{Callee, MAX_DEPTH};

impl<'a> Visit<'a> for Walker<'a, '_> {
    fn visit_expr(&mut self, expr: &'a Expr) {
        if self.depth >= MAX_DEPTH {
            self.facts.too_deep = true;
            return;
        }
        self.depth += 1;
        let pushed = self.enter_attrs(expr_attrs(expr), || expr.span());
        self.floor_edit(expr);
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

    fn visit_block(&mut self, block: &'a syn::Block) {
        // After `if tokens <= budget { continue; }` the rest of the block runs only over the
        // budget: what it cuts there is cut by that budget.
        let mut over_budget = 0;
        for stmt in &block.stmts {
            self.visit_stmt(stmt);
            if exits_while_within_budget(stmt) {
                over_budget += 1;
                self.budget_exits += 1;
            }
        }
        self.budget_exits -= over_budget;
    }

    fn visit_item(&mut self, item: &'a syn::Item) {
        // Nested items are functions of their own: the item walk analyses them.
        self.nested_items.push(item);
    }

    fn visit_pat(&mut self, pat: &'a Pat) {
        if self.depth < MAX_DEPTH {
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
            // `let Some(idx) = best_index else { break };` unwraps as `if let` does.
            self.note_unwrapped(&local.pat, &init.expr);
        }
        self.note_placeholder_bindings(&local.pat, &init.expr);
        if let (Pat::Ident(name), Expr::Closure(closure)) = (&local.pat, strip_parens(&init.expr))
            && tests_a_key(closure)
        {
            self.key_tests.insert(name.ident.to_string());
        }
        if let Pat::Ident(name) = &local.pat {
            let tests_length =
                tests_length_only(&init.expr) || tests_length_beside_markers(&init.expr);
            mark(
                &mut self.length_tests,
                &name.ident.to_string(),
                tests_length,
            );
        }
        if let Pat::Ident(name) = &local.pat {
            let name = name.ident.to_string();
            self.note_moved_out_flag(&name, &init.expr);
            match Self::accessor_copy_holder(&init.expr) {
                Some(holder) => self.accessor_copies.insert(name, holder),
                None => self.accessor_copies.remove(&name),
            };
        }
        self.note_edited_position(&local.pat, &init.expr);
        self.note_position_found_by_caller(&local.pat, &init.expr);
        self.note_streamed_position(&local.pat, &init.expr);
        let origin = self.derive(&init.expr);
        // `let response = llm.chat(prompt).await?`: the reply to a summarise prompt is the
        // summary, not another prompt.
        let asks = !self.is_model_reply(&init.expr)
            && asks_to_summarise([&*init.expr], &self.taint.summarise_prompts);
        // A count (`let n_summarized = to_summarize.len()`) is a number the body measured,
        // whatever its name says.
        // So is a list collected from every message of a window (`let summaries: Vec<_> =
        // self.messages.iter().map(..).collect()`): the window's own text, whatever its name.
        let host_written = (origin.summary.is_none()
            && origin.model.is_none()
            && (is_host_written_from(&init.expr, is_content_field, |n| {
                self.taint.host_written.contains(n)
            }) || is_empty_buffer(&init.expr)))
            || is_a_measure(&init.expr)
            || (origin.summary.is_none() && self.builds_source_record(&init.expr))
            || self.collects_every_item(&init.expr)
            || self.formats_counts_only(&init.expr);
        // Only the system messages, or only the pinned messages of a window, or a new system
        // message (`let sys = Message { role: Role::System, .. }`).
        let system_only = keeps_only_system(&init.expr)
            || finds_system_message(&init.expr)
            || names_system_role(&init.expr)
            || self.is_first_message(&init.expr)
            || (keeps_only_pinned(&init.expr) && self.window_of(chain_root(&init.expr)).is_some());
        let from_params = origin.summary.is_none()
            && origin.model.is_none()
            && !host_written
            && self.built_from_params(&init.expr);
        let transcript = self.transcript_of(&init.expr);
        let summary_first = self.starts_with_summary(&init.expr);
        let fresh_summary = self.holds_fresh_summary(&init.expr, None);
        let copied_prefix = self.copied_window_prefix(&init.expr);
        let summary_after_prefix = self.summary_after_window_prefix(&init.expr);
        let text_prefix = text_prefix_of(&init.expr);
        let history_key = history_key_text(&init.expr);
        let formatted_here = origin.model.is_none() && self.formats_here(&init.expr);
        if origin.model.is_none()
            && let Some(callee) = self.host_written_call(&init.expr)
        {
            // `let summarized = self.summarize_to_budget(&original, ..)`: text a function of the
            // file writes without a model, whatever the binding's name says.
            self.facts.host_digest_call.get_or_insert(callee);
        }
        let number = self.is_a_number(&init.expr);
        self.note_item_text(&local.pat, &init.expr, false);
        self.note_set_aside(&local.pat, &init.expr);
        self.note_taken_out(&local.pat, &init.expr);
        self.note_map_value(&local.pat, &init.expr);
        let fed = (origin.model.is_some() || origin.summary.is_some())
            .then(|| self.model_fed(&init.expr))
            .flatten();
        self.note_cut_bindings(pattern_idents(&local.pat), &init.expr);
        self.note_window_parts(&local.pat, &init.expr);
        let std_buffer = std_buffer_type(&init.expr);
        let caller_values = self.unwraps_a_param(&init.expr);
        let names = pattern_idents(&local.pat);
        // `let (system, rest) = w.drain(..).partition(|m| m.role == "system")`.
        let system_half = self
            .window_partition_halves(&names, &init.expr)
            .map(|(system, _)| system);
        for name in names {
            set_or_clear(&mut self.std_buffers, &name, std_buffer);
            if caller_values {
                self.params.insert(name.clone());
            } else {
                self.params.remove(&name);
            }
            self.walked_items.remove(&name);
            mark(&mut self.taint.summary_first, &name, summary_first);
            mark(&mut self.taint.unfilled, &name, is_empty_buffer(&init.expr));
            self.taint.window_items.remove(&name);
            mark(
                &mut self.taint.template_vars,
                &name,
                is_empty_map(&init.expr),
            );
            mark(&mut self.taint.fresh_summaries, &name, fresh_summary);
            set_or_clear(&mut self.taint.window_prefix, &name, copied_prefix.clone());
            if let Some(at) = &summary_after_prefix {
                self.taint.summary_at.insert(name.clone(), at.clone());
            }
            set_or_clear(&mut self.taint.model_fed, &name, fed.clone());
            set_or_clear(&mut self.taint.text_prefixes, &name, text_prefix.clone());
            set_or_clear(&mut self.taint.kv_keys, &name, history_key.clone());
            mark(&mut self.taint.formatted_here, &name, formatted_here);
            mark(&mut self.taint.numbers, &name, number);
            mark(
                &mut self.system_only,
                &name,
                system_only || system_half.as_ref() == Some(&name),
            );
            set_or_clear(&mut self.taint.transcripts, &name, transcript.clone());
            mark(&mut self.taint.summarise_prompts, &name, asks);
            mark(&mut self.taint.from_params, &name, from_params);
            mark(&mut self.taint.host_written, &name, host_written);
        }
        let (pat, declared) = match &local.pat {
            Pat::Type(typed) => (&*typed.pat, Some((*typed.ty).clone())),
            other => (other, None),
        };
        self.note_own_text(pat, &init.expr);
        self.taint_pattern(pat, &origin);
        self.taint_literal_fields(pat, &init.expr);
        self.note_state_binding(pat, &init.expr);
        self.note_own_holder(pat, &init.expr);
        let store_loaded = self.reads_store(&init.expr);
        let load_bound = self.reads_by_load(&init.expr);
        let load_result = returns_a_load(&init.expr);
        let lent_parse = self.parses_lent_text(&init.expr);
        for name in pattern_idents(pat) {
            mark(&mut self.store_loaded, &name, store_loaded);
            mark(&mut self.load_bound, &name, load_bound);
            mark(&mut self.lent_parses, &name, lent_parse);
            mark(&mut self.load_results, &name, load_result);
        }
        self.note_fresh_results(pat, &init.expr);
        self.note_snapshot_pops(pat, &init.expr);
        if init.diverge.is_some() {
            // `let Block::Tool(tool) = block else { continue }`: as `if let`.
            self.bind_refutable(pat, &init.expr);
            return;
        }
        self.bind_value(pat, declared, &init.expr);
    }

    fn visit_expr_assign(&mut self, assign: &'a syn::ExprAssign) {
        if self.puts_back_in_drop(assign) {
            return;
        }
        self.note_drained_into(assign);
        self.note_ranked_pick(&assign.left, &assign.right);
        self.visit_expr(&assign.right);
        if let Expr::Path(flag) = strip_parens(&assign.left)
            && let Some(name) = flag.path.get_ident()
        {
            self.note_moved_out_flag(&name.to_string(), &assign.right);
        }
        self.assign_edit(assign);
        if let Some(place) = place_of(&assign.left) {
            let origin = self.derive(&assign.right);
            // `let mut summary = "none yet".to_string(); .. summary = content;` with what a
            // read returned: the binding no longer holds only text the body wrote itself.
            if place.fields.is_empty()
                && let Root::Local(name) = &place.root
                && !is_host_written(&assign.right, is_content_field)
                && !is_empty_buffer(&assign.right)
            {
                self.taint.host_written.remove(name);
            }
            // `*context_summary = Some(compacted.summary)`: a new summary handed back to
            // the caller through a `&mut` parameter, beside the window the body empties. A
            // parameter holding a collection (`messages: &mut Vec<Value>`) is a window given
            // a new value, not a summary kept beside one.
            if let Some(summary) = &origin.summary
                && matches!(&*assign.left, Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)))
                && place.fields.is_empty()
                && let Root::Local(name) = &place.root
                && self.params.contains(name)
                && !self
                    .param_types
                    .get(name)
                    .is_some_and(|ty| matches!(self.cfg.shape(ty), Shape::Collection(_)))
                && *summary != format!("`{name}`")
                && !names_a_field_of(summary, name)
            {
                self.summary_owners.push((
                    CALLERS_SUMMARY.to_string(),
                    format!("*{name}"),
                    self.branches.clone(),
                ));
            }
            if self.window_of(&assign.left).is_none() {
                self.taint_place(&place.text(), &origin);
                // `*summary = Some(text)` for `let mut summary = self.summary.lock().await`:
                // stored in the field the guard (or borrow) writes through.
                let deref =
                    matches!(&*assign.left, Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)));
                let stored = match &place.root {
                    Root::Local(local) if deref && place.fields.is_empty() => self
                        .field_aliases
                        .get(local)
                        .cloned()
                        .unwrap_or_else(|| place.text()),
                    _ => place.text(),
                };
                // A summary stored beside the window replaces what the body cuts from it,
                // unless it is the owner's own earlier summary stored again
                // (`state.context = shorten(&state.last_summary)`): nothing new stands in
                // for the cut messages.
                // A measure of the summary (`self.summary_tokens = encode(&summary).len()`)
                // is a number kept beside it, not the summary.
                // A digest the body wrote from the items it walks goes below, as one it
                // formats from counts and clips does.
                if let Some(summary) = &origin.summary
                    && !self.walked_digest(summary)
                    && !is_a_measure(&assign.right)
                    && let Some((owner, _)) = stored.rsplit_once('.')
                    && (!names_a_field_of(summary, owner)
                        || self.adds_new_summary(&assign.right, owner))
                {
                    if let Some(from) = self.handed_in_part(&assign.right) {
                        self.summary_sources.insert(stored.clone(), from);
                    }
                    self.summary_owners.push((
                        owner.to_string(),
                        stored.clone(),
                        self.branches.clone(),
                    ));
                } else if origin
                    .summary
                    .as_deref()
                    .is_none_or(|summary| self.walked_digest(summary))
                    && origin.model.is_none()
                    && stored.starts_with("self.")
                    && let Some((owner, field)) = stored.rsplit_once('.')
                    && self.cfg.names_kept_summary(field)
                    && self.digest_written_here(&assign.right)
                {
                    // `self.summarized_prefix = Some(new_summary)` for `let new_summary =
                    // format!("[Previous conversation summary]:\n{}", summary_text)`: a digest
                    // the body writes itself, kept in a field named as the owner's summary,
                    // stands in for what the body cuts from the owner's windows, as one pushed
                    // onto its list of summaries does.
                    self.summary_owners.push((
                        owner.to_string(),
                        stored.clone(),
                        self.branches.clone(),
                    ));
                    self.facts.host_digest_call.get_or_insert(stored.clone());
                    self.scoped_digests.push(stored.clone());
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
        if matches!(strip_parens(&call.receiver), Expr::Path(p) if p.path.is_ident("self")) {
            let at = call.method.span().start();
            self.facts.self_method_calls_in.push((
                name.clone(),
                (at.line, at.column),
                self.branches.clone(),
            ));
            if args.iter().any(|arg| self.derive(arg).summary.is_some()) {
                self.facts
                    .self_calls_given_summary
                    .push((at.line, at.column));
            }
        }
        self.note_store_trim(call);
        self.note_summary_recorded(call);
        self.forget_moved_between_memories(call);
        self.note_window_stashed(call);
        self.note_repo_message_cut(call);
        self.note_kv_cache_method_cut(call);
        self.note_sql_delete(&call.args);
        self.note_key_delete(&call.method.to_string(), call.args.first());
        self.note_memory_forget(call);
        // Closures over the items of a window (`history.iter_mut().for_each(|m| ..)`).
        if let Some(window) = self.element_source(&call.receiver) {
            let walked = walks_every_item(&call.receiver);
            for arg in &args {
                if let Expr::Closure(closure) = arg {
                    for input in &closure.inputs {
                        self.bind_items(input, &window, walked);
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
            self.entry_replacement_edit(call);
            self.append_edit(call);
            self.note_copied_in(call);
            self.element_method_edit(call);
            self.setter_edit(call);
            self.note_insert(call);
            self.note_budget_kept(call);
            let applied = self.summary_applied(call);
            self.holder_setter_edit(call, applied);
            self.summary_message_added(call);
            self.boundary_entry_added(call);
            self.note_self_insert(call);
            self.note_buffer_append(call);
            self.note_template_var(call);
            self.note_prompt_part(call);
            self.note_rebuilt_part(call);
            let kind = self.method_call_kind(call);
            self.note_text_source(&name, Some(&call.receiver), kind);
            // A summary a conversation's own compaction is handed is put in, not summarised
            // again (`self.session.compact(&summary)`).
            if kind == CallKind::Summariser
                && !applied
                && (self.cfg.summarises(&name, Some(&call.receiver))
                    || self.cfg.requests_summary_of(&name, &call.args))
                && !self.calls_storage(&[], Some(&call.receiver), &args)
            {
                let host = self
                    .cfg
                    .is_host_written_summariser(&name, Some(&call.receiver));
                self.check_resummary(&name, &args, host);
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
        let mut window_args = self.window_args(&args);
        self.note_window_lent(&name, &args, method_call_range(call));
        let (items, forwarded) = self.item_args(&args);
        window_args.extend(items);
        let receiver_type = self.receiver_type(&call.receiver);
        self.note_route_handlers(call);
        self.note_command_endpoints(call);
        let copies = self.copy_args(&args, || {
            let is_call = |e: &Expr| matches!(e, Expr::MethodCall(m) if std::ptr::eq(m, call));
            self.gives_back(is_call) || self.kept_off_windows(is_call)
        });
        let forwarded_windows = self.forwarded_windows(&args);
        let receiver_copy = self.receiver_copy(&call.receiver);
        self.call_indices
            .insert(std::ptr::from_ref(call) as usize, self.facts.calls.len());
        self.push_call(
            Callee::Method {
                name,
                receiver_type,
            },
            call.method.span(),
            window_args,
            forwarded,
            copies,
        );
        if let Some(site) = self.facts.calls.last_mut() {
            site.forwarded_windows = forwarded_windows;
            site.receiver_copy = receiver_copy;
        }
        for arg in args {
            self.visit_expr(arg);
        }
    }

    fn visit_expr_call(&mut self, call: &'a syn::ExprCall) {
        let args: Vec<&Expr> = call.args.iter().collect();
        self.note_sql_delete(args.iter().copied());
        self.note_kv_cache_function_cut(call);
        self.note_file_rewrite(call);
        self.note_memory_file_replaced(call);
        if let Expr::Path(path) = &*call.func
            && let Some(last) = path.path.segments.last()
        {
            self.note_key_delete(&last.ident.to_string(), args.first().copied());
        }
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
            self.boundary_pusher_path_called(call, &segments);
            if let Some(name) = segments.last().cloned() {
                let kind =
                    self.cfg
                        .call_kind(&name, None, &call.args, &self.taint.summarise_prompts);
                self.note_text_source(&name, None, kind);
                if kind == CallKind::Summariser
                    && (self.cfg.summarises(&name, None)
                        || self.cfg.requests_summary_of(&name, &call.args))
                    && !self.calls_storage(&segments[..segments.len() - 1], None, &args)
                {
                    let host = self.cfg.is_host_written_summariser(&name, None);
                    self.check_resummary(&name, &args, host);
                }
                self.note_flush(&name, None);
            }
            let (window_args, forwarded) = if edited {
                (Vec::new(), Vec::new())
            } else {
                let mut window_args = self.window_args(&args);
                if let Some(name) = segments.last() {
                    self.note_window_lent(name, &args, span_range(call));
                }
                let (items, forwarded) = self.item_args(&args);
                window_args.extend(items);
                (window_args, forwarded)
            };
            let span = path
                .path
                .segments
                .last()
                .map_or_else(Span::call_site, |s| s.ident.span());
            let copies = self.copy_args(&args, || {
                let is_call = |e: &Expr| matches!(e, Expr::Call(c) if std::ptr::eq(c, call));
                self.gives_back(is_call) || self.kept_off_windows(is_call)
            });
            self.call_indices
                .insert(std::ptr::from_ref(call) as usize, self.facts.calls.len());
            self.push_call(Callee::Path(segments), span, window_args, forwarded, copies);
            let forwarded_windows = self.forwarded_windows(&args);
            if let Some(site) = self.facts.calls.last_mut() {
                site.forwarded_windows = forwarded_windows;
            }
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
        let length = ((tests_length_only(&expr_if.cond)
            || tests_length_beside_markers(&expr_if.cond)
            || self.is_length_test(&expr_if.cond))
            && !is_bounds_check(&expr_if.cond, &expr_if.then_branch))
            || self.tests_position_only(&expr_if.cond)
            || tests_age_only(&expr_if.cond);
        let command = command_condition(&expr_if.cond, &self.key_tests);
        let failure = usize::from(failure_condition(&expr_if.cond));
        // `if calls.is_empty()` for `calls` unwrapped from `m.tool_calls`: the part is empty.
        let empty = tested_empty(&expr_if.cond).and_then(place_of).map(|p| {
            let tested = p.text();
            self.unwrapped_parts.get(&tested).cloned().unwrap_or(tested)
        });
        let marker = self
            .newest_tested_as_marker(&expr_if.cond)
            .or_else(|| newest_tested_empty(&expr_if.cond))
            .or_else(|| self.newest_tested_as_tool_leftover(&expr_if.cond));
        let system_item = system_tested_item(&expr_if.cond);
        let same_ids = id_equalities(&expr_if.cond);
        let same_labels = label_tests(&expr_if.cond);
        let emptied_by_move = usize::from(self.tests_moved_out_empty(&expr_if.cond));
        let tested = tested_locals(&expr_if.cond);
        let outer_tested = self.tested_locals.len();
        self.tested_locals.extend(tested);
        let ranks = usize::from(self.compares_a_rank(&expr_if.cond));
        self.with_condition(cond.score, length, |w| {
            w.rank_conditions += ranks;
            w.emptied_by_move += emptied_by_move;
            let pushed = command.is_some();
            w.command_arms.extend(command);
            let emptied = empty.is_some();
            w.empty_places.extend(empty);
            let marked = marker.is_some();
            w.marker_tested.extend(marker);
            let system_tested = system_item.is_some();
            w.system_items.extend(system_item);
            let outer_ids = w.same_ids.len();
            w.same_ids.extend(same_ids);
            let outer_labels = w.same_labels.len();
            w.same_labels.extend(same_labels);
            let point = w.branch_points;
            w.branch_points += 1;
            w.branches.push((point, 0));
            w.failure_branches += failure;
            let before_then = w.taint.origins();
            w.visit_block(&expr_if.then_branch);
            w.rank_conditions -= ranks;
            w.emptied_by_move -= emptied_by_move;
            w.failure_branches -= failure;
            w.branches.pop();
            if marked {
                w.marker_tested.pop();
            }
            if system_tested {
                w.system_items.pop();
            }
            w.same_ids.truncate(outer_ids);
            w.same_labels.truncate(outer_labels);
            if emptied {
                w.empty_places.pop();
            }
            if pushed {
                w.command_arms.pop();
            }
            if let Some((_, else_branch)) = &expr_if.else_branch {
                // The `else` starts from what places held before the `then`, which it
                // excludes; after both, a place holds what either gave it.
                let after_then = w.taint.restore_origins(before_then);
                w.branches.push((point, 1));
                w.visit_expr(else_branch);
                w.branches.pop();
                if !block_diverges(&expr_if.then_branch) {
                    w.taint.join_origins(after_then);
                }
            }
        });
        self.tested_locals.truncate(outer_tested);
    }

    fn visit_expr_while(&mut self, expr_while: &'a syn::ExprWhile) {
        self.visit_expr(&expr_while.cond);
        let cond = self.derive(&expr_while.cond);
        // `while i < self.slots.len() { if self.slots[i].branch == b { self.slots.remove(i); }
        // else { i += 1; } }`: a walk over positions, as a bounds check under `if` is; what
        // it removes is chosen inside, not by the window's length.
        let length = tests_length_only(&expr_while.cond)
            && !is_bounds_check(&expr_while.cond, &expr_while.body);
        let leftover = self.newest_tested_as_tool_leftover(&expr_while.cond);
        self.with_condition(cond.score, length, |w| {
            let marked = leftover.is_some();
            w.marker_tested.extend(leftover);
            w.visit_block(&expr_while.body);
            if marked {
                w.marker_tested.pop();
            }
        });
        self.note_loop_fed_summary(&expr_while.body);
    }

    fn visit_expr_loop(&mut self, expr_loop: &'a syn::ExprLoop) {
        let budget = loop_exits_within_budget(&expr_loop.body);
        self.with_condition(None, budget, |w| w.visit_block(&expr_loop.body));
        self.note_loop_fed_summary(&expr_loop.body);
    }

    fn visit_expr_match(&mut self, expr_match: &'a syn::ExprMatch) {
        self.visit_expr(&expr_match.expr);
        let cond = self.derive(&expr_match.expr);
        let score = cond.score.clone();
        // `match llm.chat(transcript).await { Ok(reply) => .. }`: the arm's binding holds the
        // reply of a model given the window.
        let fed = (cond.model.is_some() || cond.summary.is_some())
            .then(|| self.model_fed(&expr_match.expr))
            .flatten();
        self.with_condition(score, false, |w| {
            let point = w.branch_points;
            w.branch_points += 1;
            let mut arms_pushes = ArmsPushes::new(&w.inserted_at);
            // Each arm starts from what places held before the `match` (the arms exclude
            // each other: a summary a `Summarize` arm puts into the window is not in it in
            // the `Truncate` arm); after the `match`, a place holds what any arm that goes
            // on gave it.
            let before_arms = w.taint.origins();
            let mut arm_ends: Vec<Origins> = Vec::new();
            for (index, arm) in expr_match.arms.iter().enumerate() {
                if index > 0 {
                    w.taint.restore_origins(before_arms.clone());
                }
                arms_pushes.enter(&mut w.inserted_at);
                w.branches.push((point, index));
                // The arm's names are its own: what an earlier arm bound them to is gone.
                for name in pattern_idents(&arm.pat) {
                    w.locals.remove(&name);
                }
                // `Ok(text)` in `match summary { .. }` holds what the scrutinee holds, as
                // with `if let`.
                w.taint_pattern(&arm.pat, &cond);
                for name in pattern_idents(&arm.pat) {
                    set_or_clear(&mut w.taint.model_fed, &name, fed.clone());
                }
                w.note_cut_bindings(pattern_idents(&arm.pat), &expr_match.expr);
                w.note_item_text(&arm.pat, &expr_match.expr, false);
                w.note_load_results(&arm.pat, &expr_match.expr);
                w.note_store_rows(&arm.pat, &expr_match.expr);
                w.note_placeholder_bindings(&arm.pat, &expr_match.expr);
                w.note_fresh_results(&arm.pat, &expr_match.expr);
                if let Some(window) = w.borrowed_item_text(&expr_match.expr, &arm.pat) {
                    w.bind_item_fields(&arm.pat, &window);
                }
                // `"/clear" =>`, or `_ if input.starts_with("/resume ") =>`: a guard that
                // tests the input for a command answers it as a literal pattern does.
                let command = command_pattern(&arm.pat).or_else(|| {
                    arm.guard
                        .as_ref()
                        .and_then(|(_, guard)| command_condition(guard, &w.key_tests))
                });
                let pushed = command.is_some();
                w.command_arms.extend(command);
                // `Parts(p) if p.is_empty()`: the scrutinee's content is known to be empty.
                let empty = arm
                    .guard
                    .as_ref()
                    .and_then(|(_, guard)| tested_empty(guard))
                    .and_then(place_of)
                    .filter(|tested| pattern_idents(&arm.pat).contains(&tested.text()))
                    .and_then(|_| place_of(strip_reference(&expr_match.expr)));
                let emptied = empty.is_some();
                w.empty_places.extend(empty.map(|p| p.text()));
                // `Ok(mut queue) =>` in `match self.queue.lock()`: the guard, as in a `let`.
                // `Entry::Occupied(mut entry) =>` in `match map.entry(key)`: the entry holds
                // the value under the key (`entry.get_mut()`), as `or_default()` would.
                if let Some(guard) = lock_guard_payload(&arm.pat, &expr_match.expr)
                    .or_else(|| occupied_entry_payload(&arm.pat))
                {
                    w.bind_value(guard, None, &expr_match.expr);
                }
                let failure = usize::from(failure_pattern(&arm.pat));
                w.failure_branches += failure;
                w.visit_arm(arm);
                w.failure_branches -= failure;
                if !diverges(&arm.body) {
                    arm_ends.push(w.taint.origins());
                }
                arms_pushes.leave(&w.inserted_at, diverges(&arm.body));
                w.branches.pop();
                if emptied {
                    w.empty_places.pop();
                }
                if pushed {
                    w.command_arms.pop();
                }
            }
            w.inserted_at = arms_pushes.joined();
            let mut ends = arm_ends.into_iter();
            w.taint.restore_origins(ends.next().unwrap_or(before_arms));
            for end in ends {
                w.taint.join_origins(end);
            }
        });
    }

    fn visit_expr_let(&mut self, expr_let: &'a syn::ExprLet) {
        self.visit_expr(&expr_let.expr);
        self.note_edited_position(&expr_let.pat, &expr_let.expr);
        self.note_position_found_by_caller(&expr_let.pat, &expr_let.expr);
        self.note_streamed_position(&expr_let.pat, &expr_let.expr);
        self.note_set_aside(&expr_let.pat, &expr_let.expr);
        self.note_unwrapped(&expr_let.pat, &expr_let.expr);
        self.note_snapshot_pops(&expr_let.pat, &expr_let.expr);
        self.note_cut_bindings(pattern_idents(&expr_let.pat), &expr_let.expr);
        self.note_load_results(&expr_let.pat, &expr_let.expr);
        self.note_store_rows(&expr_let.pat, &expr_let.expr);
        self.note_placeholder_bindings(&expr_let.pat, &expr_let.expr);
        self.note_fresh_results(&expr_let.pat, &expr_let.expr);
        self.bind_refutable(&expr_let.pat, &expr_let.expr);
        // `if let Some(prompt) = system_prompt`: the system prompt, unwrapped; so is `if let
        // Some(msg) = system_message` of one set aside by its role.
        if self.is_first_message(&expr_let.expr)
            || value_root(&expr_let.expr).is_some_and(|root| self.system_only.contains(&root))
        {
            for name in pattern_idents(&expr_let.pat) {
                self.system_only.insert(name);
            }
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
        let moving = self.note_loop_parts(&for_loop.pat, &for_loop.expr);
        self.note_item_text(&for_loop.pat, &for_loop.expr, true);
        self.note_newest_first_walk(for_loop);
        self.note_part_walk_cut(for_loop);
        self.note_moved_item_by_item(for_loop);
        self.note_given_back_item_by_item(for_loop);
        if let Some(holder) = self.holder_in_map(&for_loop.expr) {
            // `for agent in agents.values_mut()` over a map of holders: each holder in turn,
            // its fields windows as for one taken by its key.
            self.note_holder_type(&for_loop.pat, &for_loop.expr);
            self.bind_pattern(&for_loop.pat, &Binding::Window(holder));
        } else if let Some(window) = self.loop_source(&for_loop.expr) {
            let every_item = walks_every_item(&for_loop.expr)
                || self.mut_borrowed_window(&for_loop.expr).is_some();
            self.bind_items(&for_loop.pat, &window, every_item);
        } else {
            let origin = self.derive(&for_loop.expr);
            self.note_own_text(&for_loop.pat, &for_loop.expr);
            self.taint_pattern(&for_loop.pat, &origin);
        }
        // `for turn in taken.iter()` over messages taken from a range of a window: each item
        // holds text read from that range.
        let read = self.window_read(&for_loop.expr);
        for name in pattern_idents(&for_loop.pat) {
            set_or_clear(&mut self.taint.window_reads, &name, read.clone());
        }
        // `for m in copy.into_iter().skip(n)`: the items walked are the newest of a local, kept
        // by position whatever they say.
        if skips_a_head(&for_loop.expr) {
            for name in pattern_idents(&for_loop.pat) {
                self.taint.budget_kept.insert(name);
            }
        }
        let budget = is_budget_loop(&for_loop.body) || self.walks_oldest_positions(&for_loop.expr);
        let counts_from_front = counts_from_front(&for_loop.pat, &for_loop.expr);
        let pushed = counts_from_front.is_some();
        self.index_loops.extend(counts_from_front);
        let positions = self.enumerates_window(&for_loop.pat, &for_loop.expr);
        let walks_positions = positions.is_some();
        self.position_loops.extend(positions);
        self.with_condition(None, budget, |w| w.visit_block(&for_loop.body));
        if walks_positions {
            self.position_loops.pop();
        }
        if pushed {
            self.index_loops.pop();
        }
        self.note_first_index_of_role(for_loop);
        if moving {
            self.leave_moving_loop();
        }
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
            self.check_returned_rebuild(value);
            self.forget_dequeued(value);
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
        if is_query_macro(mac) {
            self.note_sql_delete(&exprs);
        }
        let mut nested = Vec::new();
        let mut inner = Walker {
            cfg: self.cfg,
            structs: self.structs,
            self_type: self.self_type,
            reads_self_only: self.reads_self_only,
            builds_request: self.builds_request,
            self_is_window: self.self_is_window,
            loads_by_name: self.loads_by_name,
            name: self.name,
            drop_glue: self.drop_glue,
            // Addresses inside the parsed arguments die with them: not kept afterwards.
            handed_off: self.handed_off.clone(),
            // An assignment in the arguments passes its window through a call there.
            call_indices: std::collections::HashMap::new(),
            locals: std::mem::take(&mut self.locals),
            guarded_places: std::mem::take(&mut self.guarded_places),
            taint: std::mem::take(&mut self.taint),
            score_conditions: std::mem::take(&mut self.score_conditions),
            length_conditions: self.length_conditions,
            rank_conditions: self.rank_conditions,
            budget_exits: self.budget_exits,
            position_chosen: false,
            flushed: self.flushed,
            closure_depth: self.closure_depth,
            depth: self.depth,
            active: std::mem::take(&mut self.active),
            suppressions: &mut *self.suppressions,
            bad_suppressions: &mut *self.bad_suppressions,
            nested_items: &mut nested,
            inserts: std::mem::take(&mut self.inserts),
            appended_from_caller: std::mem::take(&mut self.appended_from_caller),
            stashed: std::mem::take(&mut self.stashed),
            summary_owners: std::mem::take(&mut self.summary_owners),
            summary_sources: std::mem::take(&mut self.summary_sources),
            scoped_digests: std::mem::take(&mut self.scoped_digests),
            branches: self.branches.clone(),
            branch_points: self.branch_points,
            inserted_at: std::mem::take(&mut self.inserted_at),
            command_arms: self.command_arms.clone(),
            failure_branches: self.failure_branches,
            taken_back: std::mem::take(&mut self.taken_back),
            rolled_back: std::mem::take(&mut self.rolled_back),
            key_tests: self.key_tests.clone(),
            length_tests: self.length_tests.clone(),
            map_guards: self.map_guards.clone(),
            map_values: self.map_values.clone(),
            field_aliases: self.field_aliases.clone(),
            params: std::mem::take(&mut self.params),
            param_types: self.param_types.clone(),
            system_only: std::mem::take(&mut self.system_only),
            walked_items: std::mem::take(&mut self.walked_items),
            index_loops: self.index_loops.clone(),
            consumed: self.consumed.clone(),
            rebuilds: std::mem::take(&mut self.rebuilds),
            empty_places: self.empty_places.clone(),
            unwrapped_parts: self.unwrapped_parts.clone(),
            marker_tested: self.marker_tested.clone(),
            moved_out_parts: self.moved_out_parts.clone(),
            accessor_copies: self.accessor_copies.clone(),
            moved_out_flags: self.moved_out_flags.clone(),
            emptied_by_move: self.emptied_by_move,
            tested_locals: self.tested_locals.clone(),
            system_items: self.system_items.clone(),
            display_lists: self.display_lists.clone(),
            grown_requests: self.grown_requests.clone(),
            std_buffers: self.std_buffers.clone(),
            unwrapped: std::mem::take(&mut self.unwrapped),
            snapshot_pops: self.snapshot_pops.clone(),
            holder_types: self.holder_types.clone(),
            locked_types: self.locked_types.clone(),
            state_guards: self.state_guards.clone(),
            shared_param_guards: self.shared_param_guards.clone(),
            own_holders: self.own_holders.clone(),
            stored_lists: self.stored_lists.clone(),
            state_handles: self.state_handles.clone(),
            store_loaded: self.store_loaded.clone(),
            load_bound: self.load_bound.clone(),
            lent_parses: self.lent_parses.clone(),
            load_results: self.load_results.clone(),
            fresh_results: self.fresh_results.clone(),
            end_items: self.end_items.clone(),
            text_keys: self.text_keys.clone(),
            looked_up: self.looked_up.clone(),
            found_by_caller: self.found_by_caller.clone(),
            edited_positions: self.edited_positions.clone(),
            found_positions: self.found_positions.clone(),
            streamed_positions: self.streamed_positions.clone(),
            streamed_items: self.streamed_items.clone(),
            same_ids: self.same_ids.clone(),
            same_labels: self.same_labels.clone(),
            receiver_copies: std::collections::HashMap::new(),
            indexed_items: self.indexed_items.clone(),
            working_copies: self.working_copies.clone(),
            parsed_copies: self.parsed_copies.clone(),
            scratch_copies: self.scratch_copies.clone(),
            mut_params: self.mut_params.clone(),
            position_loops: self.position_loops.clone(),
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
        self.walked_items = inner.walked_items;
        self.unwrapped = inner.unwrapped;
        self.rebuilds = inner.rebuilds;
        self.guarded_places = inner.guarded_places;
        self.taint = inner.taint;
        self.score_conditions = inner.score_conditions;
        self.flushed = inner.flushed;
        self.active = inner.active;
        self.inserts = inner.inserts;
        self.appended_from_caller = inner.appended_from_caller;
        self.stashed = inner.stashed;
        self.summary_owners = inner.summary_owners;
        self.summary_sources = inner.summary_sources;
        self.scoped_digests = inner.scoped_digests;
        self.branch_points = inner.branch_points;
        self.inserted_at = inner.inserted_at;
        self.taken_back = inner.taken_back;
        self.rolled_back = inner.rolled_back;
        self.pending = inner.pending;
        self.summarised_reads = inner.summarised_reads;
        self.facts = inner.facts;
    }
}

impl Walker<'_, '_> {
    /// Run `f` inside a condition that tests a score (its origin) and/or a length.
    /// What a refutable pattern binds out of `expr`, in `if let PAT = expr` and in
    /// `let PAT = expr else { .. }` alike: one conversation of a map of them, an item of a
    /// window, or the text fields of a borrowed item (`Block::Tool(tool)` of a walked block).
    /// `value` brings in a summary other than the owner's own earlier one: a local or a
    /// call that holds a new summary (`format!("{}\n\n{}", ctx.long_term_summary, summary)`
    /// appends the digest just written to the running one), a model's reply, or a local
    /// that joined one to the earlier summary (`let joined = match &self.digest { Some(prev)
    /// => format!("{prev}\n\n{reply}"), None => reply }`).
    fn adds_new_summary(&self, value: &Expr, owner: &str) -> bool {
        self.holds_fresh_summary(value, Some(owner))
    }

    /// Some part of `value` is a summary or model text written in this body: a call's
    /// reply, a local joined from one, or (with `owner`) a summary that is not one of the
    /// owner's fields.
    fn holds_fresh_summary(&self, value: &Expr, owner: Option<&str>) -> bool {
        crate::analysis::search::any_expr(value, |e| {
            if !matches!(e, Expr::Path(_) | Expr::Call(_) | Expr::MethodCall(_)) {
                return false;
            }
            if let Expr::Path(p) = e
                && p.path
                    .get_ident()
                    .is_some_and(|i| self.taint.fresh_summaries.contains(&i.to_string()))
            {
                return true;
            }
            let origin = self.derive(e);
            origin.model.is_some()
                || origin.summary.is_some_and(|origin| match owner {
                    Some(owner) => !names_a_field_of(&origin, owner),
                    None => is_call_origin(&origin),
                })
        })
    }

    /// Bind what `pat` (a `let` pattern without its type) is given from `init`: a window, an
    /// item of one, a guard standing for a field, or a typed local (`declared` when the `let`
    /// names the type).
    fn bind_value(&mut self, pat: &Pat, declared: Option<Type>, init: &Expr) {
        // `let mut summaries = self.summaries.write().await`: a local standing for a field.
        let alias = match (pat, place_of(init)) {
            (Pat::Ident(local), Some(field))
                if !field.fields.is_empty() && !field.through_index =>
            {
                Some((local.ident.to_string(), field))
            }
            _ => None,
        };
        if let Some((local, field)) = &alias
            && field.root == Root::SelfValue
        {
            self.field_aliases.insert(local.clone(), field.text());
        }
        let locked = self.locked_local_type(init);
        for name in pattern_idents(pat) {
            match &locked {
                Some(ty) => self.locked_types.insert(name, ty.clone()),
                None => self.locked_types.remove(&name),
            };
        }
        let parsed = self.parsed_copy(pat, init);
        let scratch = self.scratch_copy(pat, init);
        for name in pattern_idents(pat) {
            mark(&mut self.parsed_copies, &name, parsed);
            mark(&mut self.scratch_copies, &name, scratch);
        }
        let binding = if parsed {
            Some(Binding::View)
        } else if let Some(window) = self.looked_up_conversation(pat, init) {
            Some(Binding::Window(window))
        } else if let Some(window) = self.running_history(pat, declared.as_ref(), init) {
            Some(Binding::Window(window))
        } else if (self.reads_self_only && copies_self_place(init))
            || is_fresh_sequence(init)
            || scratch
        {
            Some(Binding::View)
        } else if let Some(window) = self.written_back_copy(pat, init) {
            self.working_copies.insert(window.target.clone());
            Some(Binding::Window(window))
        } else if let Some(window) = self.conversation_in_map(init) {
            Some(Binding::Window(window))
        } else if let Some(holder) = self.holder_in_map(init) {
            self.note_holder_type(pat, init);
            Some(Binding::Window(holder))
        } else if let Some(ty) = self.aliased_field_type(init) {
            // `let mut sessions = self.sessions.lock().unwrap()`: the guard of a map of
            // conversations has the map's type, so the conversations taken from it are known.
            if let Some((local, field)) = &alias
                && (field.root == Root::SelfValue
                    || matches!(&field.root, Root::Local(owner) if self.params.contains(owner)))
            {
                self.map_guards.insert(local.clone(), field.text());
            }
            Some(Binding::Typed(Box::new(ty)))
        } else if let Some(window) = self.mut_range_of_window(init) {
            Some(Binding::Window(window))
        } else if let Some(window) = self.element_source(init) {
            self.note_end_item(pat, init);
            self.note_found_by_caller(pat, init);
            self.note_indexed_item(pat, init);
            Some(Binding::Element(window))
        } else if let Some((window, element)) =
            self.window_of(self.converted_window(init).unwrap_or(init))
        {
            // `let deque = VecDeque::from(msgs)`: the same messages, named as the code now
            // calls them.
            let window = match (self.converted_window(init), pat) {
                (Some(source), Pat::Ident(new))
                    if place_of(source).is_some_and(|p| p.text() == window.target) =>
                {
                    Window {
                        target: new.ident.to_string(),
                        ..window
                    }
                }
                _ => window,
            };
            // `let mut pinned = blocks[i].pinned`: a copy of a field of an item read by
            // value, no alias of it; assigning the local later writes no message.
            let copied_field = element
                && matches!(strip_parens(init), Expr::Field(f) if place_of(&f.base).is_some_and(|p| p.through_index));
            let by_ref = (matches!(strip_parens(init), Expr::Reference(r) if r.mutability.is_some())
                || !matches!(strip_parens(init), Expr::Reference(_)))
                && !copied_field;
            let mut_ref =
                matches!(strip_parens(init), Expr::Reference(r) if r.mutability.is_some());
            self.note_indexed_item(pat, init);
            by_ref.then_some(if element {
                Binding::Element(window)
            } else {
                Binding::Window(Window { mut_ref, ..window })
            })
        } else {
            None
        };
        if self.loads_window_from_store(pat, init) {
            // `let history = db.load_history(id)?`: the store already holds every original.
            self.flushed = true;
        }
        // `let mut memories = read_all(&path)?; .. atomic_write_index(&path, &memories)?`: the
        // stored list itself.
        let stored_back = binding
            .is_none()
            .then(|| self.list_stored_back(pat, declared.as_ref(), init))
            .flatten();
        for name in pattern_idents(pat) {
            mark(&mut self.stored_lists, &name, stored_back.is_some());
        }
        if let Some(binding) = binding {
            self.bind_pattern(pat, &binding);
        } else if let (Some(ty), Pat::Ident(ident)) = (&stored_back, pat) {
            let name = ident.ident.to_string();
            let guarded = self
                .window_by_name_and_type(&name, Some(ty))
                .unwrap_or(false);
            let window = Window {
                target: name.clone(),
                guarded,
                param: None,
                mut_ref: false,
                raw_known: !guarded,
            };
            self.locals.insert(name, Binding::Window(window));
        } else if let Some(ty) = declared
            .or_else(|| constructed_type(init))
            .or_else(|| deserialized_type(init))
            .or_else(|| self.returned_struct(init))
            .or(locked)
            .or_else(|| literal_type(init))
        {
            if let Pat::Ident(ident) = pat {
                self.bind_typed(ident.ident.to_string(), ty);
            }
        } else {
            for name in pattern_idents(pat) {
                self.locals.remove(&name);
            }
        }
    }

    /// `Some(row)` in `match row { .. }` or `if let Some(row) = row` for a local `row` bound
    /// to what a store read back: what the pattern binds is that store's row.
    fn note_store_rows(&mut self, pat: &Pat, scrutinee: &Expr) {
        let of_store_row = super::edits::plain_local(crate::analysis::place::strip(scrutinee))
            .is_some_and(|local| self.store_loaded.contains(&local));
        if of_store_row {
            self.store_loaded.extend(pattern_idents(pat));
        }
    }

    /// What is taken out of an item met while walking every item of a window
    /// (`if let Some(output) = &mut tool.output` for a block `tool` of a walked message) is
    /// walked too: an old message's content, not the newest reply.
    fn bind_refutable(&mut self, pat: &Pat, expr: &Expr) {
        self.note_item_text(pat, expr, false);
        self.note_map_value(pat, expr);
        self.note_indexed_item(pat, expr);
        self.note_state_binding(pat, expr);
        self.note_own_holder(pat, expr);
        if let Some(guard) = lock_guard_payload(pat, expr) {
            // `if let Ok(mut queue) = self.queue.lock()`: as `let mut queue = ..unwrap()`.
            self.bind_value(guard, None, expr);
            return;
        }
        // `let Ok(mut root) = serde_json::from_str::<Value>(body) else { .. }`, `let
        // Some(history) = root.pointer_mut(..).and_then(|v| v.as_array_mut()) else { .. }`.
        let parsed = self.parsed_copy(pat, expr);
        for name in pattern_idents(pat) {
            mark(&mut self.parsed_copies, &name, parsed);
        }
        if parsed {
            self.bind_pattern(pat, &Binding::View);
            return;
        }
        let from_walked_item = place_of(strip_reference(expr))
            .is_some_and(|p| matches!(&p.root, Root::Local(n) if self.walked_items.contains(n)));
        let bound_items = if let Some(window) = self.conversation_in_map(expr) {
            self.bind_pattern(pat, &Binding::Window(window));
            false
        } else if let Some(holder) = self.holder_in_map(expr) {
            self.note_holder_type(pat, expr);
            self.bind_pattern(pat, &Binding::Window(holder));
            false
        } else if let Some(window) = self.looked_up_conversation(pat, expr) {
            self.bind_pattern(pat, &Binding::Window(window));
            false
        } else if let Some(window) = self.mut_range_of_window(expr) {
            // `let Some(old) = history.get_mut(1..cut) else { return }`: a range of items.
            self.bind_pattern(pat, &Binding::Window(window));
            false
        } else if let Some(window) = self.element_source(expr) {
            self.note_end_item(pat, expr);
            self.note_found_by_caller(pat, expr);
            self.bind_pattern(pat, &Binding::Element(window));
            true
        } else if let Some(window) = self.borrowed_item_text(expr, pat) {
            self.bind_item_fields(pat, &window);
            true
        } else {
            let origin = self.derive(expr);
            self.note_own_text(pat, expr);
            self.taint_pattern(pat, &origin);
            self.bind_deserialized(pat, expr);
            self.bind_optional_holder(pat, expr);
            false
        };
        if bound_items && from_walked_item {
            self.walked_items.extend(pattern_idents(pat));
        }
    }

    /// `if let Some(remote) = &mut self.remote` (or `self.remote.as_mut()`, or `Some(ref mut
    /// remote) = self.remote`) for a field of `self` declared as an `Option` of a struct the
    /// linted code declares: the binding has the field's type, so what it holds is known as
    /// through `self.remote.as_mut().unwrap()`.
    fn bind_optional_holder(&mut self, pat: &Pat, expr: &Expr) {
        let Some((binding, place)) = optional_own_holder(pat, expr) else {
            return;
        };
        let Some(ty) = self.place_type(&place) else {
            return;
        };
        let optional = matches!(ty, Type::Path(p)
            if p.path.segments.last().is_some_and(|s| s.ident == "Option"));
        if !optional
            || crate::analysis::types::type_name(ty)
                .is_none_or(|owner| !self.structs.declares(&owner))
        {
            return;
        }
        let ty = Box::new(ty.clone());
        self.locals.insert(binding, Binding::Typed(ty));
    }

    /// Remember whether `pat` binds, mutably, the value an `Option` field of `self` holds (see
    /// [`Walker::own_holders`]).
    fn note_own_holder(&mut self, pat: &Pat, expr: &Expr) {
        let holder = optional_own_holder(pat, expr).map(|(binding, _)| binding);
        for name in pattern_idents(pat) {
            mark(&mut self.own_holders, &name, holder.as_ref() == Some(&name));
        }
    }

    /// `if let Ok(mut req) = serde_json::from_str::<ChatRequest>(&text)`: the binding inside
    /// `Ok(..)` or `Some(..)` has the type the deserializer names.
    fn bind_deserialized(&mut self, pat: &Pat, expr: &Expr) {
        let Pat::TupleStruct(wrapper) = pat else {
            return;
        };
        let mut elems = wrapper.elems.iter();
        let (Some(Pat::Ident(binding)), None, Some(ty)) =
            (elems.next(), elems.next(), deserialized_type(expr))
        else {
            return;
        };
        self.bind_typed(binding.ident.to_string(), ty);
    }

    /// Bind the local `name`, of type `ty`: a window when its name and type say so
    /// (`msgs: Vec<ChatMessage>`), a typed local otherwise.
    fn bind_typed(&mut self, name: String, ty: Type) {
        let binding = match self.window_by_name_and_type(&name, Some(&ty)) {
            Some(guarded) => Binding::Window(Window {
                target: name.clone(),
                guarded,
                param: None,
                mut_ref: false,
                raw_known: !guarded,
            }),
            None => Binding::Typed(Box::new(ty)),
        };
        self.locals.insert(name, binding);
    }

    /// Remember the item aliases `pat` binds to the item at one position of a window
    /// (`h[i]`, `h[i].body`, `&mut h[i]`).
    fn note_indexed_item(&mut self, pat: &Pat, expr: &Expr) {
        let indexed = place_of(strip_reference(expr)).is_some_and(|p| p.through_index);
        for name in pattern_idents(pat) {
            mark(&mut self.indexed_items, &name, indexed);
        }
    }

    /// Remember the item aliases `pat` binds to the message at one end of a window, with the
    /// method that lent it (`history.last_mut()`, `messages.first_mut().filter(|m| m.role ==
    /// "system")`, through `?`, `unwrap` or `expect`).
    fn note_end_item(&mut self, pat: &Pat, expr: &Expr) {
        let mut expr = strip_unwraps(expr);
        while let Expr::MethodCall(m) = expr
            && m.method == "filter"
        {
            expr = strip_unwraps(&m.receiver);
        }
        let borrow = match expr {
            Expr::MethodCall(m) if m.args.is_empty() => crate::analysis::END_ITEM_BORROWS
                .iter()
                .find(|b| m.method == **b)
                .copied(),
            _ => None,
        };
        for name in pattern_idents(pat) {
            match borrow {
                Some(method) => self.end_items.insert(name, method),
                None => self.end_items.remove(&name),
            };
        }
    }

    /// The parameter a search's closure compares an item's field with (`find(|m| m.id ==
    /// message_id)`, `position(|e| e.id == entry_id)` -> `message_id`, `entry_id`): the key
    /// the caller passes in.
    fn callers_key_compared(&self, search: &syn::ExprMethodCall) -> Option<String> {
        search
            .args
            .first()
            .and_then(compared_with_item_field)
            .filter(|name| self.params.contains(name))
    }

    /// Remember the item aliases `pat` binds to the message a `find` picks by an id the caller
    /// passes in (`session.messages.iter_mut().find(|m| m.id == message_id)`, through `?`,
    /// `unwrap` or `expect`), or that `get_mut` reaches at the position the caller passes in
    /// (`if let Some(msg) = state.chat.messages.get_mut(index)`), with that parameter's name.
    fn note_found_by_caller(&mut self, pat: &Pat, expr: &Expr) {
        let id = match strip_unwraps(expr) {
            Expr::MethodCall(find) if find.method == "find" => self.callers_key_compared(find),
            Expr::MethodCall(get) if get.method == "get_mut" => {
                get.args.first().and_then(|at| self.parameter_named(at))
            }
            _ => None,
        };
        for name in pattern_idents(pat) {
            set_or_clear(&mut self.found_by_caller, &name, id.clone());
        }
    }

    /// Remember the positions `pat` binds from a `position` over a list that finds the message
    /// by an id the caller passes in (`if let Some(index) = type_memories.iter().position(|e|
    /// e.id == entry_id)`, through `?`, `unwrap` or `expect`), with that parameter's name and
    /// the list, as written: removing at that position removes the message the caller names.
    fn note_position_found_by_caller(&mut self, pat: &Pat, expr: &Expr) {
        let found = match strip_unwraps(expr) {
            Expr::MethodCall(position) if position.method == "position" => {
                self.callers_key_compared(position).and_then(|id| {
                    let list = match strip_parens(&position.receiver) {
                        Expr::MethodCall(iter)
                            if iter.args.is_empty()
                                && matches!(
                                    iter.method.to_string().as_str(),
                                    "iter" | "iter_mut"
                                ) =>
                        {
                            &*iter.receiver
                        }
                        other => other,
                    };
                    Some((id, place_of(list)?.text()))
                })
            }
            _ => None,
        };
        for name in pattern_idents(pat) {
            set_or_clear(&mut self.found_positions, &name, found.clone());
        }
    }

    /// Remember the positions `pat` binds from the screen's edit mode (`let Some(idx) =
    /// self.chat_store_mut().editing_message_idx else { .. }`, `if let Some(index) =
    /// self.editing_message_index`: a field named with the word `editing`), with that field's
    /// name: the message the user is editing, which the user picked.
    fn note_edited_position(&mut self, pat: &Pat, expr: &Expr) {
        let field = match strip_unwraps(strip_reference(strip_parens(expr))) {
            Expr::Field(f) => match &f.member {
                syn::Member::Named(name) => Some(name.to_string()),
                syn::Member::Unnamed(_) => None,
            },
            _ => None,
        }
        .filter(|name| {
            crate::analysis::names::words(name)
                .any(|w| crate::analysis::names::word_is(w, "editing"))
        });
        for name in pattern_idents(pat) {
            set_or_clear(&mut self.edited_positions, &name, field.clone());
        }
    }

    /// Remember the positions `pat` binds from the fields holding the position of the message a
    /// stream is writing (`if let Some(index) = self.current_assistant_index`, `let index =
    /// self.current_assistant_index.or(self.last_assistant_index)`: read from such fields and
    /// no other field of `self`, or from a local bound so), and the item aliases it binds to
    /// the message at such a position (`self.messages.get_mut(index)`, `&mut
    /// self.messages[index]`), each with the window the position points into.
    fn note_streamed_position(&mut self, pat: &Pat, expr: &Expr) {
        let position = self.streamed_position_of(expr);
        let item = self.streamed_item_of(expr);
        for name in pattern_idents(pat) {
            set_or_clear(&mut self.streamed_positions, &name, position.clone());
            set_or_clear(&mut self.streamed_items, &name, item.clone());
        }
    }

    /// The window of the message a stream is writing that `expr` gives the position of: read
    /// only from the stream's cursor fields of `self` and locals bound from them (through
    /// `or`, `filter`, `map` and the like), at least one.
    pub(super) fn streamed_position_of(&self, expr: &Expr) -> Option<String> {
        if self.cfg.stream_cursors.is_empty() {
            return None;
        }
        struct Reads<'r> {
            cursors: &'r [(String, String)],
            positions: &'r std::collections::HashMap<String, String>,
            window: Option<String>,
            other: bool,
        }
        impl<'ast> syn::visit::Visit<'ast> for Reads<'_> {
            fn visit_expr(&mut self, expr: &'ast Expr) {
                match expr {
                    Expr::Field(f) if matches!(&*f.base, Expr::Path(p) if p.path.is_ident("self")) =>
                    {
                        let syn::Member::Named(name) = &f.member else {
                            self.other = true;
                            return;
                        };
                        match self.cursors.iter().find(|(c, _)| name == c) {
                            Some((_, window)) => self.window = Some(window.clone()),
                            None => self.other = true,
                        }
                    }
                    Expr::Path(p) if p.path.is_ident("self") => self.other = true,
                    Expr::Path(p) => {
                        if let Some(window) = p
                            .path
                            .get_ident()
                            .and_then(|i| self.positions.get(&i.to_string()))
                        {
                            self.window = Some(window.clone());
                        }
                    }
                    Expr::Closure(c) => {
                        // `filter(|index| *index < self.messages.len())`: a test, no position.
                        let mut inner = Reads {
                            cursors: self.cursors,
                            positions: self.positions,
                            window: None,
                            other: false,
                        };
                        inner.visit_expr(&c.body);
                        if inner.window.is_some() {
                            self.other = true;
                        }
                    }
                    _ => syn::visit::visit_expr(self, expr),
                }
            }
        }
        let mut reads = Reads {
            cursors: &self.cfg.stream_cursors,
            positions: &self.streamed_positions,
            window: None,
            other: false,
        };
        syn::visit::Visit::visit_expr(&mut reads, expr);
        (!reads.other).then_some(reads.window).flatten()
    }

    /// The window `expr` hands out the message of at a position bound from the stream's cursor
    /// (`self.messages.get_mut(index)`, `&mut self.messages[index]`, through `?`, `unwrap`).
    fn streamed_item_of(&self, expr: &Expr) -> Option<String> {
        if self.streamed_positions.is_empty() && self.cfg.stream_cursors.is_empty() {
            return None;
        }
        let (collection, index) = match strip_unwraps(strip_reference(strip_parens(expr))) {
            Expr::MethodCall(get) if get.method == "get_mut" && get.args.len() == 1 => {
                (&*get.receiver, &get.args[0])
            }
            Expr::Index(indexed) => (&*indexed.expr, &*indexed.index),
            _ => return None,
        };
        let window = self.streamed_position_of(index)?;
        let collection = place_of(collection)?;
        (collection.root == Root::SelfValue && collection.fields == [window.clone()])
            .then_some(window)
    }

    /// Remember whether `pat` binds a lock guard of state reached from a parameter, or such
    /// state unlocked (see [`Walker::state_guards`]).
    fn note_state_binding(&mut self, pat: &Pat, expr: &Expr) {
        let reached = self.handed_state(expr);
        let shared_guard = self.locks_shared_param(expr);
        for name in pattern_idents(pat) {
            mark(&mut self.state_guards, &name, reached == Some(true));
            mark(&mut self.state_handles, &name, reached == Some(false));
            mark(&mut self.shared_param_guards, &name, shared_guard);
        }
    }

    /// `expr` is the lock guard of a parameter that is a shared handle (`conversation.lock()
    /// .ok()?` for `conversation: &Arc<Mutex<Vec<Message>>>`): the window the caller shares,
    /// written through the guard.
    fn locks_shared_param(&self, expr: &Expr) -> bool {
        let mut expr = strip_unwraps(expr);
        for _ in 0..MAX_DEPTH {
            expr = match expr {
                Expr::Await(e) => strip_unwraps(&e.base),
                Expr::MethodCall(m) if m.method == "ok" || m.method == "map_err" => {
                    strip_unwraps(&m.receiver)
                }
                _ => break,
            };
        }
        let Expr::MethodCall(lock) = expr else {
            return false;
        };
        LOCK_METHODS.contains(&lock.method.to_string().as_str())
            && super::edits::plain_local(&lock.receiver).is_some_and(|name| {
                self.params.contains(&name)
                    && self
                        .param_types
                        .get(&name)
                        .is_some_and(crate::analysis::types::is_shared_pointer)
            })
    }

    /// `expr` reaches state from one of the function's parameters (or a local standing for
    /// such state) through fields and argument-less calls, at least one step away from the
    /// parameter itself (`app.state::<Conversation>().0`, `state.chat`; not `history`):
    /// `Some(true)` when it is that state's lock guard (`.lock()`, `.write()`), `Some(false)`
    /// when it is the state unlocked.
    fn handed_state(&self, expr: &Expr) -> Option<bool> {
        let mut expr = expr;
        let mut locked = false;
        let mut steps = 0;
        for _ in 0..MAX_DEPTH {
            expr = match strip_unwraps(expr) {
                Expr::Await(e) => &e.base,
                Expr::Reference(e) => &e.expr,
                Expr::Field(f) => {
                    steps += 1;
                    &f.base
                }
                Expr::MethodCall(m) if m.method == "map_err" => &m.receiver,
                Expr::MethodCall(m) if m.args.is_empty() => {
                    if LOCK_METHODS.contains(&m.method.to_string().as_str()) {
                        locked = true;
                    } else {
                        steps += 1;
                    }
                    &m.receiver
                }
                Expr::Path(p) if p.qself.is_none() && p.path.segments.len() == 1 => {
                    let root = p.path.segments[0].ident.to_string();
                    let from_state = self.state_handles.contains(&root);
                    let reached = from_state || (self.params.contains(&root) && steps > 0);
                    return reached.then_some(locked);
                }
                _ => return None,
            };
        }
        None
    }

    /// Remember the struct of the holder `pat` binds from a map lookup (see
    /// [`Walker::holder_type_in_map`]).
    fn note_holder_type(&mut self, pat: &Pat, expr: &Expr) {
        let owner = self.holder_type_in_map(expr);
        for name in pattern_idents(pat) {
            match &owner {
                Some(owner) => self.holder_types.insert(name, owner.clone()),
                None => self.holder_types.remove(&name),
            };
        }
    }

    /// The window (as written) whose newest message `cond` finds to be a placeholder the host
    /// wrote: `history.last().is_some_and(is_bridge_message)` (or `map_or(false, ..)`, or a
    /// closure calling the test), alone or among conditions joined by `&&`, for a test of
    /// the file's [`crate::analysis::AnalysisConfig::marker_tests`].
    fn newest_tested_as_marker(&self, cond: &Expr) -> Option<String> {
        let is_marker_test = |e: &Expr| {
            let callee = match strip_parens(e) {
                Expr::Closure(closure) => match strip_parens(&closure.body) {
                    Expr::Call(call) => strip_parens(&call.func),
                    _ => return false,
                },
                other => other,
            };
            matches!(callee, Expr::Path(p) if p.path.get_ident().is_some_and(|f| {
                self.cfg.marker_tests.iter().any(|t| f == t)
            }))
        };
        newest_tested_by(cond, is_marker_test)
    }

    /// `while self.history.last().is_some_and(|m| m.tool_uses().next().is_some()) {
    /// self.history.pop(); }` in a body that has truncated that window back to where a turn
    /// began (see `rolled_back`): the newest message is tested for half a tool exchange
    /// (a call or a result, named with the word `tool`), which the rolled-back turn left (a
    /// compaction inside it may have moved the mark), and a pop there takes it off; the
    /// window, as written. A test of anything else, or in a body that rolled no turn back,
    /// says nothing.
    fn newest_tested_as_tool_leftover(&self, cond: &Expr) -> Option<String> {
        if self.rolled_back.is_empty() {
            return None;
        }
        let names_tool = |name: &str| crate::analysis::names::any_word_is(name, &["tool"]);
        let tests_tool = |e: &Expr| {
            crate::analysis::search::any_expr(e, |k| match k {
                Expr::MethodCall(m) => names_tool(&m.method.to_string()),
                Expr::Path(p) => p
                    .path
                    .segments
                    .iter()
                    .any(|s| names_tool(&s.ident.to_string())),
                Expr::Struct(s) => s
                    .path
                    .segments
                    .iter()
                    .any(|s| names_tool(&s.ident.to_string())),
                _ => false,
            })
        };
        newest_tested_by(cond, tests_tool).filter(|window| self.rolled_back.contains(window))
    }

    /// `if already_small { .. } else { .. }` (or `if !already_small`) for a local bound to a
    /// test of a length alone: the branches run on one side of that length, as under the test
    /// written out.
    fn is_length_test(&self, cond: &Expr) -> bool {
        let mut cond = strip_parens(cond);
        if let Expr::Unary(not) = cond
            && matches!(not.op, syn::UnOp::Not(_))
        {
            cond = strip_parens(&not.expr);
        }
        matches!(cond, Expr::Path(p) if p.path.get_ident().is_some_and(|n| self.length_tests.contains(&n.to_string())))
    }

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

/// The pairs of locals `cond` tests to carry the same id, alone or among conditions joined by
/// `&&`: `("last", "message")` for `last.id == message.id` (also `last.id.eq(&message.id)`,
/// or `message_id` and `id` fields).
fn id_equalities(cond: &Expr) -> Vec<(String, String)> {
    let id_of = |e: &Expr| {
        place_of(strip_reference(e)).and_then(|p| match (p.root, p.fields.as_slice()) {
            (Root::Local(name), [field]) if names_an_id(field) && !p.through_index => Some(name),
            _ => None,
        })
    };
    let pair = |a: &Expr, b: &Expr| Some((id_of(a)?, id_of(b)?)).filter(|(a, b)| a != b);
    match strip_parens(cond) {
        Expr::Binary(b) if matches!(b.op, syn::BinOp::And(_)) => {
            let mut pairs = id_equalities(&b.left);
            pairs.extend(id_equalities(&b.right));
            pairs
        }
        Expr::Binary(b) if matches!(b.op, syn::BinOp::Eq(_)) => {
            pair(&b.left, &b.right).into_iter().collect()
        }
        Expr::MethodCall(m) if m.method == "eq" && m.args.len() == 1 => {
            pair(&m.receiver, &m.args[0]).into_iter().collect()
        }
        _ => Vec::new(),
    }
}

/// The locals `cond` (or one of its `&&` parts) tests to start with a literal label, with
/// the label: `("last", "Assistant:")` of `last.starts_with("Assistant:")`. A label is text
/// ending in a colon (a speaker's or a line kind's name, as a transcript writes it).
fn label_tests(cond: &Expr) -> Vec<(String, String)> {
    crate::analysis::syntax::conjuncts(cond)
        .into_iter()
        .filter_map(|part| {
            let Expr::MethodCall(call) = strip_parens(part) else {
                return None;
            };
            if call.method != "starts_with" || call.args.len() != 1 {
                return None;
            }
            let Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(label),
                ..
            }) = strip_parens(&call.args[0])
            else {
                return None;
            };
            let label = label.value();
            let Expr::Path(receiver) = strip_parens(&call.receiver) else {
                return None;
            };
            let local = receiver.path.get_ident()?.to_string();
            (label.len() > 1 && label.ends_with(':')).then_some((local, label))
        })
        .collect()
}

/// A field that names an identifier (`id`, `message_id`, `uuid`).
fn names_an_id(field: &str) -> bool {
    let last = crate::analysis::names::words(field).last();
    last.is_some_and(|w| {
        ["id", "uuid"]
            .iter()
            .any(|id| crate::analysis::names::word_is(w, id))
    })
}

/// `for i in 0..k` (or `..k`): the loop variable and the end as written (`("i", "k")`).
fn counts_from_front(pat: &Pat, expr: &Expr) -> Option<(String, String)> {
    use quote::ToTokens;
    let Pat::Ident(var) = pat else {
        return None;
    };
    let Expr::Range(range) = strip_parens(expr) else {
        return None;
    };
    let from_zero = range.start.as_deref().is_none_or(|start| {
        matches!(strip_parens(start), Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(n), .. }) if n.base10_digits() == "0")
    });
    let end = range.end.as_deref()?;
    (from_zero && matches!(range.limits, syn::RangeLimits::HalfOpen(_)))
        .then(|| (var.ident.to_string(), end.to_token_stream().to_string()))
}

/// The locals the parts of `cond` joined by `&&` read, but for the `let` parts (`removed` in
/// `if removed.pinned`, `if is_protected(&m) && keep`; none in `if let Some(s) = system`, which
/// only unwraps): what the condition tests.
fn tested_locals(cond: &Expr) -> Vec<String> {
    let mut found = Vec::new();
    for part in conjuncts(cond) {
        if matches!(strip_parens(part), Expr::Let(_)) {
            continue;
        }
        crate::analysis::search::any_expr(part, |e| {
            if let Expr::Path(p) = e
                && let Some(name) = p.path.get_ident()
            {
                found.push(name.to_string());
            }
            false
        });
    }
    found
}

/// The value a condition finds empty, alone or among conditions joined by `&&`: `x` in
/// `x.is_empty()`, and text found blank (`m.content` in `m.role == "assistant" &&
/// m.content.trim().is_empty()`: whitespace at most, so text written over it drops no words).
fn tested_empty(cond: &Expr) -> Option<&Expr> {
    conjuncts(cond)
        .into_iter()
        .find_map(|part| match strip_parens(part) {
            Expr::MethodCall(call) if call.method == "is_empty" && call.args.is_empty() => {
                let mut tested = strip_parens(&call.receiver);
                while let Expr::MethodCall(trim) = tested
                    && trim.args.is_empty()
                    && crate::analysis::syntax::WHITESPACE_TRIMS
                        .contains(&trim.method.to_string().as_str())
                {
                    tested = strip_parens(&trim.receiver);
                }
                Some(tested)
            }
            _ => None,
        })
}

/// The window whose newest message `cond` finds holding no text, as written, alone or among
/// conditions joined by `&&`: `h.last().is_some_and(|m| m.content.is_empty())` (also
/// `map_or(false, ..)`), or `matches!(h.last().map(|m| (m.role, m.content.is_empty())),
/// Some((Role::Assistant, true)))` with `true` where the closure's tuple holds the test.
/// Popping that message (a streamed reply's placeholder that stayed empty) drops no text.
fn newest_tested_empty(cond: &Expr) -> Option<String> {
    // `h.last()`: the window `h`.
    let newest_of = |e: &Expr| match strip_parens(e) {
        Expr::MethodCall(last) if last.method == "last" && last.args.is_empty() => {
            place_of(&last.receiver).map(|p| p.text())
        }
        _ => None,
    };
    conjuncts(cond)
        .into_iter()
        .find_map(|part| match strip_parens(part) {
            Expr::MethodCall(test)
                if test.method == "is_some_and"
                    || test.method == "map_or"
                        && test
                            .args
                            .first()
                            .is_some_and(|default| is_bool_literal(default, false)) =>
            {
                let window = newest_of(&test.receiver)?;
                let closure = test.args.last()?;
                closure_tests_text_empty(closure, None).then_some(window)
            }
            Expr::Macro(m) => {
                let (scrutinee, pattern) = matches_scrutinee_and_pattern(&m.mac)?;
                let Expr::MethodCall(map) = strip_parens(&scrutinee) else {
                    return None;
                };
                let window = (map.method == "map")
                    .then(|| newest_of(&map.receiver))
                    .flatten()?;
                let closure = map.args.first()?;
                let Pat::TupleStruct(some) = &pattern else {
                    return None;
                };
                let matched = match some.elems.iter().collect::<Vec<_>>().as_slice() {
                    [matched] if some.path.is_ident("Some") => *matched,
                    _ => return None,
                };
                let tests_empty = match matched {
                    Pat::Tuple(tuple) => tuple.elems.iter().enumerate().any(|(at, elem)| {
                        is_true_pattern(elem) && closure_tests_text_empty(closure, Some(at))
                    }),
                    other => is_true_pattern(other) && closure_tests_text_empty(closure, None),
                };
                tests_empty.then_some(window)
            }
            _ => None,
        })
}

/// `closure` is `|m| ..` and its body (or, given `tuple_at`, that element of the tuple it
/// returns) tests a text field of `m` to be empty (`m.content.is_empty()`).
fn closure_tests_text_empty(closure: &Expr, tuple_at: Option<usize>) -> bool {
    let Expr::Closure(closure) = strip_parens(closure) else {
        return false;
    };
    let [Pat::Ident(item)] = closure.inputs.iter().collect::<Vec<_>>().as_slice() else {
        return false;
    };
    let body = strip_parens(&closure.body);
    let tested = match (tuple_at, body) {
        (None, body) => Some(body),
        (Some(at), Expr::Tuple(tuple)) => tuple.elems.iter().nth(at),
        (Some(_), _) => None,
    };
    let Some(Expr::MethodCall(test)) = tested.map(strip_parens) else {
        return false;
    };
    if test.method != "is_empty" || !test.args.is_empty() {
        return false;
    }
    place_of(&test.receiver).is_some_and(|tested| {
        matches!(&tested.root, Root::Local(n) if item.ident == n)
            && tested.fields.first().is_some_and(|f| is_content_field(f))
    })
}

/// `value` is the boolean literal `expected`.
fn is_bool_literal(value: &Expr, expected: bool) -> bool {
    matches!(strip_parens(value), Expr::Lit(syn::ExprLit { lit: syn::Lit::Bool(b), .. }) if b.value == expected)
}

/// `pat` is the literal pattern `true`.
fn is_true_pattern(pat: &Pat) -> bool {
    matches!(pat, Pat::Lit(lit) if matches!(&lit.lit, syn::Lit::Bool(b) if b.value))
}

/// The owner recorded in `summary_owners` for a summary written through a `&mut` parameter
/// (`*summary = Some(..)`): the caller holds it, beside any window the body empties.
pub(super) const CALLERS_SUMMARY: &str = "*";

/// `origin` (a derivation's description) names a place under `owner`: "`state.last_summary`"
/// for `state` (not a call on it, "`self.llm.summarize(..)`").
fn names_a_field_of(origin: &str, owner: &str) -> bool {
    origin
        .strip_prefix('`')
        .and_then(|rest| rest.strip_suffix('`'))
        .and_then(|place| place.strip_prefix(owner))
        .is_some_and(|rest| {
            rest.starts_with('.')
                && rest
                    .chars()
                    .all(|c| c == '.' || c == '_' || c.is_alphanumeric())
        })
}

/// `copy.into_iter().skip(n)`, `copy[n..].iter()`: the items after a head of a local, by
/// position alone (no `filter` in the chain).
fn skips_a_head(expr: &Expr) -> bool {
    let mut expr = strip_parens(expr);
    let mut skipped = false;
    for _ in 0..MAX_DEPTH {
        match expr {
            Expr::MethodCall(call) => {
                match call.method.to_string().as_str() {
                    "skip" => skipped = true,
                    "into_iter" | "iter" | "cloned" | "drain" => {}
                    _ => return false,
                }
                expr = strip_parens(&call.receiver);
            }
            Expr::Index(index) => {
                return matches!(strip_parens(&index.index), Expr::Range(r) if r.start.is_some() && r.end.is_none())
                    && matches!(strip_parens(&index.expr), Expr::Path(_));
            }
            Expr::Reference(r) => expr = strip_parens(&r.expr),
            Expr::Path(_) => return skipped,
            _ => return false,
        }
    }
    false
}

/// A value that measures something rather than holding it: a length or count
/// (`tokens.len()`, `text.chars().count()`), also cast (`n.len() as u32`).
pub(super) fn is_a_measure(expr: &Expr) -> bool {
    let mut expr = strip_parens(expr);
    while let Expr::Cast(cast) = expr {
        expr = strip_parens(&cast.expr);
    }
    matches!(expr, Expr::MethodCall(m)
        if m.args.is_empty() && ["len", "count", "capacity"].contains(&m.method.to_string().as_str()))
}

/// The binding of a lock's guard in a pattern that takes it out of the lock's result
/// (`Ok(mut queue)` for `self.queue.lock()`, `Some(guard)` for `try_lock()`, under `.await`).
fn lock_guard_payload<'p>(pat: &'p Pat, expr: &Expr) -> Option<&'p Pat> {
    let Pat::TupleStruct(wrapper) = pat else {
        return None;
    };
    let wraps = wrapper
        .path
        .segments
        .last()
        .is_some_and(|s| s.ident == "Ok" || s.ident == "Some");
    let mut elems = wrapper.elems.iter();
    let (Some(guard @ Pat::Ident(_)), None) = (elems.next(), elems.next()) else {
        return None;
    };
    let mut expr = strip_parens(expr);
    while let Expr::Await(awaited) = expr {
        expr = strip_parens(&awaited.base);
    }
    let locks = matches!(expr, Expr::MethodCall(m)
        if LOCK_METHODS.contains(&m.method.to_string().as_str()));
    (wraps && locks).then_some(guard)
}

/// The binding of the `Occupied` arm of a map entry (`Entry::Occupied(mut entry)`,
/// `hash_map::Entry::Occupied(e)`): the entry of a key the map holds.
fn occupied_entry_payload(pat: &Pat) -> Option<&Pat> {
    let Pat::TupleStruct(variant) = pat else {
        return None;
    };
    let occupied = variant
        .path
        .segments
        .last()
        .is_some_and(|s| s.ident == "Occupied");
    let mut elems = variant.elems.iter();
    match (elems.next(), elems.next()) {
        (Some(entry @ Pat::Ident(_)), None) if occupied => Some(entry),
        _ => None,
    }
}

/// The items pushed onto a window's end (see `Walker::inserted_at`) across the arms of a
/// `match`: each arm is another path from the state before it, so a `pop()` that takes the
/// push back in one arm (`Ok(r) if r.is_empty() => history.pop()`) leaves it for the next
/// (`Err(e) => history.pop()`); after the `match`, a push is there only if every arm that
/// goes on past it left it.
struct ArmsPushes {
    before: Vec<(String, String)>,
    joined: Option<Vec<(String, String)>>,
}

impl ArmsPushes {
    fn new(before: &[(String, String)]) -> Self {
        Self {
            before: before.to_vec(),
            joined: None,
        }
    }

    /// An arm starts from the pushes before the `match`.
    fn enter(&self, inserted_at: &mut Vec<(String, String)>) {
        inserted_at.clone_from(&self.before);
    }

    /// An arm ends with `inserted_at`; one that `leaves` (its block ends in a `return`,
    /// `break` or `continue`) is no path past the `match`.
    fn leave(&mut self, inserted_at: &[(String, String)], leaves: bool) {
        if leaves {
            return;
        }
        self.joined = Some(match self.joined.take() {
            None => inserted_at.to_vec(),
            Some(joined) => joined
                .into_iter()
                .filter(|push| inserted_at.contains(push))
                .collect(),
        });
    }

    /// The pushes every arm left in place.
    fn joined(self) -> Vec<(String, String)> {
        self.joined.unwrap_or(self.before)
    }
}

/// The window (as written) whose newest message `cond` tests with `test`:
/// `history.last().is_some_and(test)` or `history.last().map_or(false, test)`, alone or among
/// conditions joined by `&&`.
fn newest_tested_by(cond: &Expr, test: impl Fn(&Expr) -> bool) -> Option<String> {
    condition_parts(cond, false).into_iter().find_map(|part| {
        let Expr::MethodCall(call) = strip_parens(part) else {
            return None;
        };
        let Expr::MethodCall(last) = strip_parens(&call.receiver) else {
            return None;
        };
        let tested = matches!(call.method.to_string().as_str(), "is_some_and" | "map_or")
            && last.method == "last"
            && last.args.is_empty()
            && call.args.last().is_some_and(&test);
        tested
            .then(|| place_of(&last.receiver).map(|p| p.text()))
            .flatten()
    })
}

/// The binding and the field of `self` when `pat` binds, mutably, the value an `Option` field
/// of `self` holds: `Some(session)` for `&mut self.session` or `self.session.as_mut()`, or
/// `Some(ref mut session)` for `self.session` itself.
fn optional_own_holder(pat: &Pat, expr: &Expr) -> Option<(String, Place)> {
    let Pat::TupleStruct(some) = pat else {
        return None;
    };
    let mut elems = some.elems.iter();
    let (true, Some(Pat::Ident(binding)), None) =
        (some.path.is_ident("Some"), elems.next(), elems.next())
    else {
        return None;
    };
    let holder = match strip_parens(expr) {
        Expr::Reference(r) if r.mutability.is_some() => &*r.expr,
        Expr::MethodCall(m) if m.method == "as_mut" && m.args.is_empty() => &*m.receiver,
        held if binding.by_ref.is_some() && binding.mutability.is_some() => held,
        _ => return None,
    };
    let place = place_of(holder).filter(Place::is_own_field)?;
    Some((binding.ident.to_string(), place))
}
