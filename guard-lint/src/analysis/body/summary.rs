//! Summary and compaction recognition: what goes into a window after a cut (a summary, a
//! model's reply, the same items moved), methods that apply a summary, a model fed a window
//! whose reply replaces what was cut, and summaries that are summarised again.

use syn::punctuated::Punctuated;
use syn::{Block, Expr};

use super::commands::written;
use super::late_init::never_written;
use super::roles::names_system_role;
use super::taint::{moved_root, value_root};
use super::visit::is_a_measure;
use super::{NewEdit, PUSHED_AT_END, SummarisedRead, Walker, Window};
use crate::analysis::derive::{
    CallKind, ModelFed, WindowRead, inline_format_args, is_host_written,
};
use crate::analysis::facts::Resummary;
use crate::analysis::macros::{format_call_args, format_string_and_operands, macro_exprs};
use crate::analysis::place::{Root, place_of};
use crate::analysis::search::{any_expr, any_expr_in_block};
use crate::analysis::syntax::{
    int_literal, method_call_range, pattern_idents, span_range, strip_parens, strip_reference,
    through_calls,
};
use crate::analysis::types::{DESTRUCTIVE_METHODS, collection_item, peel};
use crate::analysis::{EditSite, names};

/// Methods that add items (a summary pushed after a clear makes the clear a rewrite).
pub(super) const INSERT_METHODS: &[&str] = &[
    "push",
    "push_back",
    "push_front",
    "insert",
    "extend",
    "extend_from_slice",
    "append",
    "push_str",
];

impl Walker<'_, '_> {
    /// Record that the summariser `callee` (its argument at `span`) is handed its own earlier
    /// summary, `origin` saying how.
    fn note_resummary(
        &mut self,
        callee: &str,
        span: (proc_macro2::Span, proc_macro2::Span),
        suppressions: Vec<usize>,
        origin: String,
    ) {
        self.facts.resummaries.push(Resummary {
            callee: callee.to_string(),
            span,
            origin,
            suppressions,
        });
    }

    /// `conv.compact_with_summary(summary, n)`: a method that puts a summary into the window
    /// it is called on rewrites that window. Its body, when linted, reports the edit itself
    /// (see [`crate::analysis::EditReading::applies_summary`]). True when the call is recorded
    /// as such an edit: the summary it is handed is put in, not summarised again.
    pub(super) fn summary_applied(&mut self, call: &syn::ExprMethodCall) -> bool {
        // Only a name that says the window is cut (`compact_`, `replace_`): `add_summary(s)`
        // may keep everything and store the summary beside it.
        const CUTS: &[&str] = &[
            "compact", "replac", "reset", "truncat", "trim", "prun", "collaps", "compress",
            "rewrit", "swap",
        ];
        let name = call.method.to_string();
        let cuts = names::words(&name).any(|w| CUTS.iter().any(|c| names::word_starts_with(w, c)));
        // `memory.replace_turns(new_turns)`: a method named for replacing the window itself,
        // not for a summary; its body cannot tell that what it is handed holds one, so the
        // rewrite is reported here, at the call.
        // So is one named for replacing the items of a conversation held behind a trait
        // (`self.inner.replace_items(compacted)` with `inner: Arc<dyn Session>`).
        // `self.session.compact(shadowed, summary)`: a method of the conversation itself (not
        // a collection's own edit, `truncate` or `retain`, recorded as such) named for cutting
        // it and handed a summary puts that summary in place of what it cuts, as
        // `compact_with_summary` says outright.
        if !cuts {
            return false; // most calls end here, before any look at the receiver
        }
        let receiver_window = self.window_of(&call.receiver);
        let on_conversation = !DESTRUCTIVE_METHODS.contains(&name.as_str())
            && (matches!(receiver_window, Some((_, false)))
                || self.held_window(&call.receiver).is_some());
        let applies_by_name = self.cfg.applies_summary(&name);
        let applies = applies_by_name || on_conversation;
        let trait_field = self.trait_conversation_field(&call.receiver);
        let replaces_window = match self.cfg.window_name(&name) {
            names::WindowName::Strong => true,
            names::WindowName::Weak => trait_field.is_some(),
            names::WindowName::No => false,
        };
        if !(applies || replaces_window) {
            return false;
        }
        let window = match receiver_window {
            Some((window, false)) => window,
            Some((_, true)) => return false,
            None if replaces_window || on_conversation => {
                match self.held_window(&call.receiver).or(trait_field) {
                    Some(window) => window,
                    None => return false,
                }
            }
            None => return false,
        };
        self.check_whole_window_resummarised(&window.target, &call.args);
        let value = self.args_value(&call.args);
        if value.summary.is_none() {
            self.note_holder_cut_to_size(call, &window, on_conversation);
            return false;
        }
        let edit = NewEdit::replacing_all(
            &name,
            place_of(&call.receiver).map(|p| p.text()),
            method_call_range(call),
            value,
        );
        self.record_edit(&window, edit);
        if let Some(pending) = self.pending.last_mut() {
            // Reported in the method's body when it is linted, unless the name says the
            // window itself is replaced (`replace_turns`), which that body cannot tell.
            pending.fact.site.reading.applies_summary =
                applies_by_name || (on_conversation && !replaces_window);
        }
        true
    }

    /// `context.hard_truncate_to(target)`, `context.trim_to_fit(0)` for a `context` of a type
    /// the linted code does not declare, whose conversation the body reads
    /// (`context.messages.len()`): a method of the conversation itself named for cutting it to
    /// a size (`truncate`, `trim`, `prune`, `evict`, `shrink`), handed only numbers, cuts that
    /// conversation host-side by length, as `context.messages.truncate(n)` would. Its body,
    /// when linted, reports the cut itself. A method named for a compaction or a replacement
    /// (`compact`, `replace_turns`) says nothing of how it cuts, and a call handed text or a
    /// window is not read as a cut here.
    fn note_holder_cut_to_size(
        &mut self,
        call: &syn::ExprMethodCall,
        window: &super::Window,
        on_conversation: bool,
    ) {
        const SIZE_CUTS: &[&str] = &["truncat", "trim", "prun", "evict", "shrink"];
        let name = call.method.to_string();
        let by_size =
            names::words(&name).any(|w| SIZE_CUTS.iter().any(|c| names::word_starts_with(w, c)));
        let numbers_only = call.args.iter().all(|arg| {
            let value = self.derive(arg);
            value.summary.is_none()
                && value.model.is_none()
                && self.window_of(arg).is_none()
                && !matches!(
                    strip_parens(arg),
                    syn::Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(_),
                        ..
                    })
                )
        });
        // `str`'s own trims (`conversation.trim().is_empty()`) return a view: no cut.
        if !(on_conversation && by_size && numbers_only)
            || window.guarded
            || crate::analysis::syntax::is_str_trim(&name)
        {
            return;
        }
        let edit = super::NewEdit {
            method: &name,
            written: place_of(&call.receiver).map(|p| p.text()),
            span: method_call_range(call),
            value: crate::analysis::derive::Derivation::default(),
            score: None,
            replaces_all: false,
            length_cut: true,
        };
        self.record_edit(window, edit);
        if let Some(pending) = self.pending.last_mut() {
            pending.fact.site.reading.applies_summary = true;
        }
    }

    /// `context.add_message(ChatMessage::new_summary(summary))`: a message made as a summary
    /// (swiftide's `ChatMessage::new_summary`, or its `ChatMessage::Summary` variant) from a
    /// summary or a model's text, added to the agent's context. swiftide sends the model only
    /// what follows the last summary, so the summary replaces every message before it: a
    /// rewrite of the context, though nothing is removed. Recorded on the receiver of the
    /// context's `add_message`, whatever it is named (`context`, `agent.context()`); a summary
    /// message pushed onto a list (a request being built) is sent as it is.
    pub(super) fn summary_message_added(&mut self, call: &syn::ExprMethodCall) {
        let name = call.method.to_string();
        if name != "add_message" {
            return;
        }
        let Some(text) = call.args.iter().find_map(summary_message_text) else {
            return;
        };
        let value = self.derive(text);
        if value.summary.is_none() && value.model.is_none() {
            return;
        }
        let target =
            place_of(&call.receiver).map_or_else(|| written(&*call.receiver), |p| p.text());
        let window = Window::raw(target);
        let edit = NewEdit::replacing_all(&name, None, method_call_range(call), value);
        self.record_edit(&window, edit);
    }

    /// `history.compact_with_summary(&reply)` where `reply` is a model's answer to a transcript
    /// of every message of `history`: the summary goes back into the window the model is
    /// handed whole on the next run, so from then on it summarises its own summary. Not when
    /// the body looks for the summaries already there.
    fn check_whole_window_resummarised(
        &mut self,
        target: &str,
        args: &Punctuated<Expr, syn::token::Comma>,
    ) {
        let fed = args.iter().find_map(|arg| {
            let root = value_root(strip_reference(arg))?;
            self.taint
                .model_fed
                .get(&root)
                .filter(|fed| fed.window == target)
                .cloned()
        });
        let Some(fed) = fed else {
            return;
        };
        if skips_earlier_summaries(self.body) {
            return;
        }
        self.note_resummary(&fed.callee, fed.span, fed.suppressions, format!(
                "its own earlier summary: the reply goes back into `{target}`, whose every message the next run hands to this call again"
            ));
    }

    /// `self.add_message(Message::user(format!("Summary: {summary}")))` after `self.history`
    /// was emptied in this body: a helper of `self` that adds a message puts the summary into
    /// the window just cut, so the cut is a rewrite (as `self.history.push(..)` would make it).
    pub(super) fn note_self_insert(&mut self, call: &syn::ExprMethodCall) {
        let on_self = place_of(&call.receiver)
            .is_some_and(|p| p.root == Root::SelfValue && p.fields.is_empty());
        let adds = names::names_an_add(&call.method.to_string());
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
            .filter(|p| p.replaces_all && p.fact.site.reading.target.starts_with("self."))
            .map(|p| p.fact.site.reading.target.clone())
            .collect();
        for target in emptied {
            self.inserts
                .push((target, value.summary.is_some(), self.branches.clone()));
        }
    }

    /// [`crate::analysis::AnalysisConfig::method_call_kind`] of `call`, a compaction handed a
    /// transcript of every message of a window (`engine.compact(&summaries)` for `summaries`
    /// collected from `self.session.messages.iter()`) being a summariser: it is given the
    /// conversation's text, as an argument named for the window would show.
    pub(super) fn method_call_kind(&self, call: &syn::ExprMethodCall) -> CallKind {
        let kind = self
            .cfg
            .method_call_kind(call, &self.taint.summarise_prompts);
        let given_transcript = || {
            call.args.iter().any(|arg| {
                value_root(strip_reference(arg))
                    .is_some_and(|root| self.taint.transcripts.contains_key(&root))
            })
        };
        if matches!(kind, CallKind::Plain | CallKind::Model)
            && self.cfg.is_contextual_summariser(&call.method.to_string())
            && given_transcript()
        {
            CallKind::Summariser
        } else {
            kind
        }
    }

    /// The model call in `expr` that is handed a window's messages (`llm.complete(&messages)`,
    /// `llm.complete(Request { messages: &messages })`), when there is one.
    pub(super) fn model_fed(&self, expr: &Expr) -> Option<ModelFed> {
        let mut fed = None;
        any_expr(expr, |e| {
            let Expr::MethodCall(call) = e else {
                return false;
            };
            let name = call.method.to_string();
            let kind = self.method_call_kind(call);
            // A model asked to summarise (`llm.chat(summarise_prompt)`) is given the window too.
            if !matches!(kind, CallKind::Model | CallKind::Summariser) {
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

    /// The window whose messages `arg` hands on (`&messages`, `Request { messages: &messages }`,
    /// or a transcript of all of them: `Message::user(&prompt)`).
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
                    .map(|(window, _)| window.target)
                    .or_else(|| {
                        value_root(e).and_then(|root| self.taint.transcripts.get(&root).cloned())
                    }),
                _ => None,
            };
            given.is_some()
        });
        given
    }

    /// The window every message of which `expr` writes out: a walk over all of its items
    /// (`self.history.messages().iter()..`, `history.iter()..`), or a local holding such a
    /// transcript (`format!("{base}\n\n{transcript}")`). A range (`history[..n]`) is not the
    /// whole window, nor is what a search of it returns (`history.iter().position(..)`: one
    /// position; see [`picks_one`]).
    pub(super) fn transcript_of(&self, expr: &Expr) -> Option<String> {
        if self.window_read(expr).is_some() || picks_one(expr) {
            return None;
        }
        let mut found = None;
        any_expr(expr, |e| {
            found = match e {
                Expr::MethodCall(call) if call.method == "iter" || call.method == "into_iter" => {
                    // `self.history.messages().iter()`: through accessor calls to the window.
                    let mut receiver = strip_parens(&call.receiver);
                    while let Expr::MethodCall(inner) = receiver
                        && inner.args.is_empty()
                    {
                        receiver = strip_parens(&inner.receiver);
                    }
                    self.window_of(receiver)
                        .filter(|(_, element)| !element)
                        .map(|(window, _)| window.target)
                }
                Expr::Path(_) => {
                    value_root(e).and_then(|root| self.taint.transcripts.get(&root).cloned())
                }
                _ => None,
            };
            found.is_some()
        });
        found
    }

    /// `self.messages.iter().map(|m| MessageSummary::new(..)).collect()`: a list collected,
    /// through iterator adapters, from a walk over every item of a window (see
    /// [`Self::transcript_of`]).
    pub(super) fn collects_every_item(&self, expr: &Expr) -> bool {
        let Expr::MethodCall(collect) = strip_parens(expr) else {
            return false;
        };
        if collect.method != "collect" {
            return false;
        }
        let mut receiver = strip_parens(&collect.receiver);
        for _ in 0..crate::analysis::MAX_DEPTH {
            let Expr::MethodCall(call) = receiver else {
                return false;
            };
            if call.method == "iter" || call.method == "into_iter" {
                return self.transcript_of(receiver).is_some();
            }
            receiver = strip_parens(&call.receiver);
        }
        false
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
                                    p.fact.site.reading.target == target
                                        && ["truncate", "split_off"]
                                            .contains(&p.fact.site.reading.method.as_str())
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
    /// item is a summary, perhaps after a marker the host writes from literals alone
    /// (`vec![Message::user("[Previous conversation summarized below]".to_string()),
    /// Message::assistant(summary), ..]`): a range from the start takes in both.
    pub(super) fn starts_with_summary(&self, expr: &Expr) -> bool {
        match strip_parens(expr) {
            Expr::Macro(mac) if mac.mac.path.is_ident("vec") => {
                self.summary_leads(&macro_exprs(&mac.mac))
            }
            Expr::Array(array) => self.summary_leads(&array.elems),
            other => value_root(other).is_some_and(|root| self.taint.summary_first.contains(&root)),
        }
    }

    /// The first of `items` past those the host writes from literals alone is a summary.
    fn summary_leads<'e>(&self, items: impl IntoIterator<Item = &'e Expr>) -> bool {
        items
            .into_iter()
            .find(|item| !is_host_written(item, |_| true))
            .is_some_and(|first| self.derive(first).summary.is_some())
    }

    /// Items added to a window (`push`, `insert`, `extend`, ...): a summary or a model's reply
    /// makes the edits of that window rewrites; putting back what a `retain` removed (or a new
    /// system prompt after removing the old one) makes them no loss at all.
    pub(super) fn note_insert(&mut self, call: &syn::ExprMethodCall) {
        let method = call.method.to_string();
        if !INSERT_METHODS.contains(&method.as_str()) {
            return;
        }
        let value = self.args_value(&call.args);
        // `self.compacted.push(CompactedTurn { summary, .. })`: a list of turn records named
        // for the summaries it holds is where the owner keeps them, beside the window it cuts.
        // So is one whose items' type is named for them (`self.episodic_memory:
        // Vec<EpisodicSummary>`), as a list named `summaries` is: a summary added to it
        // rewrites none of its own items.
        if value.summary.is_some() && self.window_of(&call.receiver).is_some() {
            let typed =
                place_of(&call.receiver).is_some_and(|p| self.items_typed_as_summaries(&p.text()));
            if typed || place_of(&call.receiver).is_some_and(|p| self.cfg.is_summary_name(p.name()))
            {
                self.note_digest_stored(call, &value);
            }
            if typed {
                return;
            }
        }
        let Some((window, false)) = self.window_of(&call.receiver) else {
            self.note_digest_stored(call, &value);
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
            // `history.insert(0, prompt.clone())` before a call that reads the window: the
            // `remove(0)` after it takes the prompt back out.
            if method == "insert"
                && let Some(at) = call.args.first().and_then(int_literal)
            {
                // A message pushed onto the end earlier stays last; what was put at a
                // position before moves on.
                self.inserted_at
                    .retain(|(w, put)| *w != window.target || put == PUSHED_AT_END);
                self.inserted_at.push((window.target.clone(), at));
            }
            // `history.push(Message::user(prompt))` before a call that reads the window: a
            // `pop()` after it takes the prompt back off the end.
            if matches!(method.as_str(), "push" | "push_back") {
                self.inserted_at
                    .retain(|(w, put)| *w != window.target || put != PUSHED_AT_END);
                self.inserted_at
                    .push((window.target.clone(), PUSHED_AT_END.to_string()));
            }
            // `history.retain(|p| *p != prompt); history.push(prompt)`: moved, not dropped.
            // `if let Some(s) = system { history.insert(0, s) }` puts back what `system` held.
            let inserted: Vec<String> = call
                .args
                .iter()
                .filter_map(moved_root)
                .flat_map(|name| {
                    let outer = self.unwrapped.get(&name).cloned();
                    std::iter::once(name).chain(outer)
                })
                .collect();
            // `retain(|m| m.role != Role::System); insert(0, Message::system(p))`: the system
            // prompt replaced, not the conversation pruned. So is a new system message bound
            // to a local first (`let message = Message { role: Role::System, .. };
            // push_front(message)`).
            let system_inserted = call.args.iter().any(|arg| {
                names_system_role(arg)
                    || value_root(arg).is_some_and(|root| self.system_only.contains(&root))
            });
            // `retain(|s| s.slot_type != SlotType::Identity); insert(0, slot)` for `let slot =
            // ContextSlot::new(SlotType::Identity, ..)`: that kind's item replaced.
            let builds_kind = |kind: &str| {
                let names_kind = |e: &Expr| {
                    any_expr(
                        e,
                        |inner| matches!(inner, Expr::Path(p) if super::edits::path_text(&p.path) == kind),
                    )
                };
                call.args.iter().any(|arg| {
                    names_kind(arg)
                        || value_root(arg).is_some_and(|root| {
                            crate::analysis::syntax::local_inits(self.body, &root).any(names_kind)
                        })
                })
            };
            let kinds: Vec<bool> = self
                .pending
                .iter()
                .map(|p| {
                    p.fact.site.reading.target == window.target
                        && p.removes_kind.as_deref().is_some_and(builds_kind)
                })
                .collect();
            let mut replaced = kinds.into_iter();
            // `if removed.pinned { history.push_front(removed); break; }`: the item taken out
            // goes back only when it passes the test; otherwise it stays out.
            let tested = &self.tested_locals;
            self.pending.retain(|p| {
                let kind_replaced = replaced.next().unwrap_or(false);
                p.fact.site.reading.target != window.target
                    || (p.removes_equal_to.as_ref().is_none_or(|k| {
                        !inserted.contains(k)
                            || (p.fact.site.reading.method != "retain" && tested.contains(k))
                    }) && !(p.removes_system_prompt && system_inserted)
                        && !kind_replaced)
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
            self.note_resummary(&fed.callee, fed.span, fed.suppressions.clone(), format!(
                    "its own earlier summary: the reply goes back into `{}`, which the next run hands to this call again",
                    window.target
                ));
        }
        if value.summary.is_some() || compacted_by_model.is_some() {
            if compacted_by_model.is_none()
                && self.appends_summary_of_handed_in(call, &window.target)
            {
                self.appended_from_caller.push(window.target.clone());
            }
            self.inserts
                .push((window.target.clone(), true, self.branches.clone()));
            self.taint
                .summary
                .insert(window.target.clone(), value.summary.unwrap_or_default());
        } else if value.model.is_some() {
            self.inserts
                .push((window.target, false, self.branches.clone()));
        }
    }

    /// `episodic.push_back(EpisodicSummary { summary: digest, .. })` in `fn
    /// store_digest(&self, entries: Vec<MemoryEntry>)`, with `digest` made from `entries`: a
    /// summary pushed at the newest end of `target` before any cut of it, built from items the
    /// caller handed in (a parameter holding a list or a map, through the locals made from
    /// it) and never from the window itself. It stands in for the items handed in, not for the oldest
    /// of `target` popped to keep it to a count after it (see `finish`). Not when the summary
    /// reads the window (`summarize(&self.history)`, or a local bound to its lock guard), nor
    /// for a summary handed in whole (`fn apply_summary(&mut self, summary: String)`).
    fn appends_summary_of_handed_in(&self, call: &syn::ExprMethodCall, target: &str) -> bool {
        if !matches!(call.method.to_string().as_str(), "push" | "push_back")
            || self
                .pending
                .iter()
                .any(|p| p.fact.site.reading.target == target)
        {
            return false;
        }
        let mut sources: Vec<&Expr> = call.args.iter().collect();
        let mut followed: Vec<String> = Vec::new();
        let mut handed_in = false;
        while let Some(source) = sources.pop() {
            let mut locals = Vec::new();
            let reads_window = any_expr(source, |e| {
                if place_of(e).is_some_and(|p| p.text() == target) {
                    return true;
                }
                let Expr::Path(path) = e else {
                    return false;
                };
                let Some(name) = path.path.get_ident().map(ToString::to_string) else {
                    return false;
                };
                if self.field_aliases.get(&name).is_some_and(|f| f == target) {
                    return true;
                }
                if self.params.contains(&name) {
                    handed_in |= self.param_types.get(&name).is_some_and(|ty| {
                        collection_item(ty).is_some() || matches!(peel(ty), syn::Type::Slice(_))
                    });
                } else if !followed.contains(&name) {
                    locals.push(name);
                }
                false
            });
            if reads_window {
                return false;
            }
            for name in locals {
                sources.extend(crate::analysis::syntax::local_inits(self.body, &name));
                followed.push(name);
            }
        }
        handed_in
    }

    /// `memory.apply_compaction(&reply.content, ..)` for `let memory =
    /// self.memory.as_mut()?`: a method named for putting a summary or a compaction somewhere
    /// (`apply_compaction`, `save_summary`, `store_summary`), called on a field of `self` that
    /// holds no window and handed what a model wrote, keeps that summary beside the windows of
    /// `self` (a memory the prompt reads back): what the body cuts from them is rewritten, not
    /// dropped. A call named for building or replacing the window itself is not one, nor one
    /// handed only text the host wrote.
    pub(super) fn note_summary_recorded(&mut self, call: &syn::ExprMethodCall) {
        let name = call.method.to_string();
        if !self.cfg.applies_summary(&name)
            || self.cfg.window_name(&name) != names::WindowName::No
            || self.window_of(&call.receiver).is_some()
            || self.held_window(&call.receiver).is_some()
        {
            return;
        }
        let Some(place) = place_of(&call.receiver) else {
            return;
        };
        let text = match &place.root {
            Root::Local(local) if place.fields.is_empty() => match self.field_aliases.get(local) {
                Some(field) => field.clone(),
                None => return,
            },
            Root::SelfValue if !place.fields.is_empty() => place.text(),
            _ => return,
        };
        let Some((owner, _)) = text.rsplit_once('.') else {
            return;
        };
        if !call.args.iter().any(|arg| self.derive(arg).model.is_some()) {
            return;
        }
        self.summary_owners
            .push((owner.to_string(), text.clone(), self.branches.clone()));
    }

    /// A value the body adds to its owner's list of summaries (`self.summaries.push(recap)`,
    /// or through a guard of a map of them: `summaries.entry(id).or_default().push(recap)`)
    /// stands in for what the body cuts from the owner's windows: those cuts are rewrites,
    /// with a digest the host wrote there unless a model wrote it or the caller handed it in
    /// (`fn apply_summary(&mut self, summary: ConversationSummary)`: made elsewhere, by
    /// whatever the caller asked).
    fn note_digest_stored(
        &mut self,
        call: &syn::ExprMethodCall,
        value: &crate::analysis::derive::Derivation,
    ) {
        let receiver: &Expr = &call.receiver;
        let collection =
            super::windows::value_taken_mutably(receiver).map_or(receiver, |(map, _)| map);
        let Some(place) = place_of(collection) else {
            return;
        };
        let text = match &place.root {
            Root::Local(name) if place.fields.is_empty() => match self.field_aliases.get(name) {
                Some(field) => field.clone(),
                None => return,
            },
            Root::SelfValue if !place.fields.is_empty() => place.text(),
            _ => return,
        };
        let Some((owner, field)) = text.rsplit_once('.') else {
            return;
        };
        // A list named in compression vocabulary (`self.compacted`, `self.digests`) may hold
        // compressed bytes; it is the owner's list of summaries when what the body adds to it
        // carries one (`self.compacted.push(CompactedTurn { summary, .. })` for `let summary
        // = summarizer(&old_turns)`).
        let holds_summaries = self.cfg.is_unambiguous_summary_name(field)
            || (value.summary.is_some()
                && (self.cfg.is_summary_name(field) || self.items_typed_as_summaries(&text)));
        if !holds_summaries
            || value
                .summary
                .as_ref()
                .is_some_and(|origin| origin.contains(&text))
        {
            return;
        }
        self.summary_owners
            .push((owner.to_string(), text.clone(), self.branches.clone()));
        let handed_in = call.args.iter().all(|arg| self.built_from_params(arg));
        if value.model.is_none() && !handed_in {
            self.facts.host_digest_call.get_or_insert(text);
        }
    }

    /// `self.episodic_memory` declared `Vec<EpisodicSummary>` (or `VecDeque<TurnSummary>`): a
    /// list of `self` whose items' type is named as a summary holds summaries, whatever the
    /// field is called.
    fn items_typed_as_summaries(&self, place: &str) -> bool {
        let Some(field) = place.strip_prefix("self.").filter(|f| !f.contains('.')) else {
            return false;
        };
        let Some(declared) = self
            .self_type
            .and_then(|owner| self.structs.field(owner, field))
        else {
            return false;
        };
        collection_item(declared)
            .and_then(crate::analysis::types::last_segment)
            .is_some_and(|item| {
                self.cfg
                    .is_unambiguous_summary_name(&item.ident.to_string())
            })
    }

    /// `db::msg_compact(&pool, &thread_id, &summary, n)`, `self.db.compact_thread(id,
    /// &summary)`: a call into a database (through a module or a receiver named for one, or
    /// handed a connection) records the summary it is handed in persisted rows; it asks no
    /// model, so a summary fed to it is not summarised again.
    pub(super) fn calls_storage(
        &self,
        qualifiers: &[String],
        receiver: Option<&Expr>,
        args: &[&Expr],
    ) -> bool {
        let handle = |e: &Expr| {
            place_of(strip_reference(e)).is_some_and(|p| names::names_persistence(p.name()))
        };
        qualifiers.iter().any(|q| names::names_persistence(q))
            || receiver.is_some_and(handle)
            || args.iter().any(|arg| handle(arg))
    }

    /// A summariser call: note a range of a window it is given (the whole window, or a
    /// transcript of every one of its messages, is the range from `0`), and report an
    /// argument that is itself a summary (a rewrite of a rewrite). A summariser the host writes
    /// (`host_written`: `GenericSummarizer.summarize(&result, ..)` clipping a clip, see
    /// [`crate::analysis::AnalysisConfig::is_host_written_summariser`]) asks no model: what it
    /// is handed is cut again, not summarised again.
    pub(super) fn check_resummary(&mut self, callee: &str, args: &[&Expr], host_written: bool) {
        for arg in args {
            let range = self.window_read(arg);
            let whole = range.is_none();
            let read = range.or_else(|| {
                self.window_given(arg).map(|window| WindowRead {
                    window,
                    start: "0".to_string(),
                })
            });
            if let Some(read) = read {
                let read = SummarisedRead {
                    read,
                    whole,
                    callee: callee.to_string(),
                    span: span_range(*arg),
                    suppressions: self.scope(),
                    from_cut: value_root(strip_reference(arg))
                        .is_some_and(|root| self.taint.cut_out.contains(&root)),
                };
                self.check_summary_in_front(&read);
                self.summarised_reads.push(read);
                break;
            }
        }
        if host_written {
            return;
        }
        for arg in args {
            if let Some(origin) = self.derive(arg).summary {
                if self.digests_originals_here(&origin) {
                    continue;
                }
                let suppressions = self.scope();
                self.note_resummary(callee, span_range(*arg), suppressions, origin);
                return;
            }
        }
    }

    /// A loop that puts what a model wrote back into the local it summarises from: `while
    /// over { let mut batch = Vec::new(); batch.push(stack.pop().unwrap()); let reply =
    /// single_request(&create_summarize_request(&batch)).await?; stack.extend(vec![
    /// Message::assistant().with_text(&reply), ..]); }`. From the second pass on, the batch
    /// taken from `stack` may start with the last pass's summary: a summary summarised again,
    /// reported at the summariser call. The items the loop takes out of that local (`pop`,
    /// `drain`, `split_off`, `remove`) are followed through `let`, `push` and `extend` within
    /// the loop's body to the summariser. A loop that takes nothing out of the local the
    /// model's text is put back into (an agent loop pushing replies onto the conversation it
    /// sends a model), a summariser the file writes without a model, or a loop that looks for
    /// the summaries already there, summarises none again.
    pub(super) fn note_loop_fed_summary(&mut self, body: &Block) {
        const PUTS: &[&str] = &[
            "push",
            "push_back",
            "push_front",
            "extend",
            "insert",
            "append",
        ];
        if skips_earlier_summaries(body) {
            return;
        }
        let mentions = |e: &Expr, locals: &[String]| {
            any_expr(e, |part| {
                matches!(part, Expr::Path(p)
                    if p.path.get_ident().is_some_and(|i| locals.iter().any(|l| i == l)))
            })
        };
        // The locals the body puts a model's (or a summariser's) text into.
        let mut fed: Vec<(String, String)> = Vec::new();
        any_expr_in_block(body, |e| {
            if let Expr::MethodCall(call) = e
                && PUTS.contains(&call.method.to_string().as_str())
                && let Expr::Path(p) = strip_parens(&call.receiver)
                && let Some(local) = p.path.get_ident()
                && let Some(last) = call.args.last()
            {
                let value = self.derive(last);
                if let Some(origin) = value.model.or(value.summary) {
                    fed.push((local.to_string(), origin));
                }
            }
            false
        });
        for (local, _) in fed {
            // Everything filled from `local` within the loop: `batch.push(local.pop()..)`,
            // `let request = build(&batch)`.
            let mut drawn = vec![local.clone()];
            for _ in 0..4 {
                let before = drawn.len();
                struct Fills<'d> {
                    source: &'d str,
                    drawn: &'d [String],
                    found: Vec<String>,
                }
                impl Fills<'_> {
                    /// `e` takes items out of the source (`stack.pop()`, `stack.drain(..)`), or
                    /// reads a local already filled from it.
                    fn draws(&self, e: &Expr) -> bool {
                        const TAKES: &[&str] = &[
                            "pop",
                            "pop_back",
                            "pop_front",
                            "drain",
                            "split_off",
                            "remove",
                        ];
                        any_expr(e, |part| match part {
                            Expr::MethodCall(m) => {
                                TAKES.contains(&m.method.to_string().as_str())
                                    && matches!(strip_parens(&m.receiver), Expr::Path(p)
                                        if p.path.is_ident(self.source))
                            }
                            Expr::Path(p) => p.path.get_ident().is_some_and(|i| {
                                i != self.source && self.drawn.iter().any(|d| i == d)
                            }),
                            _ => false,
                        })
                    }
                }
                impl<'ast> syn::visit::Visit<'ast> for Fills<'_> {
                    fn visit_local(&mut self, l: &'ast syn::Local) {
                        if let Some(init) = &l.init
                            && self.draws(&init.expr)
                        {
                            self.found
                                .extend(crate::analysis::syntax::pattern_idents(&l.pat));
                        }
                        syn::visit::visit_local(self, l);
                    }
                    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
                        if matches!(
                            call.method.to_string().as_str(),
                            "push" | "push_back" | "extend"
                        ) && let Expr::Path(p) = &*call.receiver
                            && let Some(target) = p.path.get_ident()
                            && target != self.source
                            && call.args.iter().any(|a| self.draws(a))
                        {
                            self.found.push(target.to_string());
                        }
                        syn::visit::visit_expr_method_call(self, call);
                    }
                }
                let mut fills = Fills {
                    source: &local,
                    drawn: &drawn,
                    found: Vec::new(),
                };
                syn::visit::Visit::visit_block(&mut fills, body);
                for name in fills.found {
                    if !drawn.contains(&name) {
                        drawn.push(name);
                    }
                }
                if drawn.len() == before {
                    break;
                }
            }
            let drawn_from: Vec<String> = drawn.iter().filter(|d| **d != local).cloned().collect();
            let mut hit: Option<(String, (proc_macro2::Span, proc_macro2::Span))> = None;
            any_expr_in_block(body, |e| {
                let (name, receiver, args): (String, Option<&Expr>, Vec<&Expr>) = match e {
                    Expr::Call(call) => match &*call.func {
                        Expr::Path(p) => match p.path.segments.last() {
                            Some(s) => (s.ident.to_string(), None, call.args.iter().collect()),
                            None => return false,
                        },
                        _ => return false,
                    },
                    Expr::MethodCall(call) => (
                        call.method.to_string(),
                        Some(&*call.receiver),
                        call.args.iter().collect(),
                    ),
                    _ => return false,
                };
                let kind = self.cfg.call_kind(
                    &name,
                    receiver,
                    args.iter().copied(),
                    &self.taint.summarise_prompts,
                );
                let summariser = kind == CallKind::Summariser
                    && !self.cfg.is_host_written_summariser(&name, receiver)
                    && (self.cfg.summarises(&name, receiver)
                        || self.cfg.requests_summary_of(&name, args.iter().copied()));
                if summariser && let Some(arg) = args.iter().find(|a| mentions(a, &drawn_from)) {
                    hit = Some((name, span_range(arg)));
                    return true;
                }
                false
            });
            if let Some((callee, span)) = hit {
                let suppressions = self.scope();
                self.note_resummary(
                    &callee,
                    span,
                    suppressions,
                    format!(
                        "its own earlier summary: the loop puts the model's text back into `{local}`, which it summarises from"
                    ),
                );
                return;
            }
        }
    }

    /// `origin` (as a derivation names it, `` `summarize_messages(..)` ``) is a call of a
    /// summariser of the file the host writes, asking no model, which this body calls only
    /// on what holds no summary (`let extractive = summarize_messages(messages)`, folded into
    /// the prompt a model is asked to summarise): a digest of the originals, the material of
    /// the first summary, not a summary summarised again. A digest of an earlier summary, or
    /// a summary a model wrote, still is one. So is a buffer named as a summary that the body
    /// filled with the text of the items it walks (`` `summary` `` after
    /// `summary.push_str(&t.chars().take(80)..)`, see
    /// [`crate::analysis::derive::Taint::item_text`]): a transcript of the originals.
    fn digests_originals_here(&self, origin: &str) -> bool {
        if self.walked_digest(origin) {
            return true;
        }
        let Some(name) = origin
            .strip_prefix('`')
            .and_then(|o| o.strip_suffix("(..)`"))
            .map(|o| o.rsplit(['.', ':']).next().unwrap_or(o).to_string())
        else {
            return false;
        };
        if !self.cfg.is_host_written_summariser(&name, None) {
            return false;
        }
        let mut called = false;
        let mut from_summary = false;
        any_expr_in_block(self.body, |e| {
            if let Expr::Call(call) = e
                && let Expr::Path(p) = &*call.func
                && p.path.segments.last().is_some_and(|s| s.ident == name)
            {
                called = true;
                from_summary |= call.args.iter().any(|a| self.derive(a).summary.is_some());
            }
            false
        });
        called && !from_summary
    }

    /// `compaction_transcript(&messages[..split])` for a window another function of the file
    /// puts a summary message at the front of (`sess.messages.insert(0, ChatMessage {
    /// is_summary: true, .. })`, see [`crate::analysis::AnalysisConfig::summary_front_windows`]):
    /// the range starts at that summary, so from the second run on the summariser is handed
    /// its own earlier summary. Not when the body looks for the summaries already there.
    fn check_summary_in_front(&mut self, read: &SummarisedRead) {
        let from_start = matches!(read.read.start.as_str(), "" | "0");
        let name = read.read.window.rsplit('.').next().unwrap_or_default();
        if !from_start
            || !self.cfg.summary_front_windows.iter().any(|w| w == name)
            || skips_earlier_summaries(self.body)
        {
            return;
        }
        self.note_resummary(&read.callee, read.span, read.suppressions.clone(), format!(
                "its own earlier summary: a summary message is put at the front of `{name}`, where the range it summarises starts"
            ));
    }

    /// A compaction that summarises `window[start..]` and puts the summary at that same
    /// `start` (`splice(start..end, [summary])`, `drain(start..end)` then `insert(start, ..)`):
    /// from its second run on, the range it summarises begins with its own earlier summary, a
    /// rewrite of a rewrite. Not when the body looks for the summaries already there (a
    /// closure, loop or string test naming a summary) to start after them. A summary of the
    /// whole window that replaces all of it (`self.history = vec![summary]`, `replaces_all`)
    /// is taken for a first compaction from the originals; one put in front of messages the
    /// cut kept (`drain(0..n)`, then `insert(0, ..)`) is summarised with them on the next run.
    pub(super) fn note_summary_folded_in(
        &mut self,
        site: &EditSite,
        start: &str,
        replaces_all: bool,
    ) {
        if skips_earlier_summaries(self.body) || self.summary_joins_counted_head(start) {
            return;
        }
        // A read of that very range (`self.summarize(&older)` for `older` drained from the
        // window) before the whole window handed on (`self.inner.maybe_compact(ctx,
        // messages)`, a compaction named for no summary that the body runs first).
        let Some(read) = self
            .summarised_reads
            .iter()
            .filter(|r| {
                r.read.window == site.reading.target
                    && r.read.start == start
                    && !(r.whole && replaces_all)
            })
            .min_by_key(|r| r.whole)
        else {
            return;
        };
        // Already reported when the range was read (see `check_summary_in_front`).
        let at = read.span.0.start();
        if self
            .facts
            .resummaries
            .iter()
            .any(|r| r.span.0.start() == at)
        {
            return;
        }
        let origin = format!(
            "its own earlier summary: `{}` puts the summary at `{}[{start}..]`, where the range it summarises starts",
            site.reading.method, site.reading.target
        );
        let (callee, span, suppressions) =
            (read.callee.clone(), read.span, read.suppressions.clone());
        self.note_resummary(&callee, span, suppressions, origin);
    }
}

impl Walker<'_, '_> {
    /// `start` counts the window's leading messages of one role (`let leading_system =
    /// messages.iter().take_while(|m| m.role == "system").count()`), and the summary the body
    /// puts there is a message of that same role (`ChatMessage::new("system", format!("..
    /// {summary} .."))`, `Message::system(summary)`, `Message { role: Role::System, content:
    /// summary }`): on the next run the count takes the summary in with the head it keeps,
    /// and the range summarised starts after it. A summary of another role, or a start found
    /// any other way, is summarised again.
    fn summary_joins_counted_head(&self, start: &str) -> bool {
        let Some(role) = never_written(self.body, start).and_then(|init| counted_role(&init))
        else {
            return false;
        };
        any_expr_in_block(self.body, |e| self.builds_summary_message_of(e, &role))
    }

    /// `e` builds a message of `role` holding a summary or a model's reply.
    fn builds_summary_message_of(&self, e: &Expr, role: &str) -> bool {
        let holds_summary = |arg: &Expr| {
            let derived = self.derive(arg);
            derived.summary.is_some() || derived.model.is_some()
        };
        match e {
            Expr::Call(call) => {
                let Expr::Path(func) = &*call.func else {
                    return false;
                };
                let named = func
                    .path
                    .segments
                    .last()
                    .is_some_and(|s| s.ident.to_string().eq_ignore_ascii_case(role));
                if named {
                    return call.args.iter().any(holds_summary);
                }
                call.args.first().and_then(role_named).as_deref() == Some(role)
                    && call.args.iter().skip(1).any(holds_summary)
            }
            Expr::Struct(built) => {
                let field = |name: &str| {
                    built
                        .fields
                        .iter()
                        .find(|f| matches!(&f.member, syn::Member::Named(n) if n == name))
                };
                field("role").and_then(|f| role_named(&f.expr)).as_deref() == Some(role)
                    && built.fields.iter().any(|f| {
                        !matches!(&f.member, syn::Member::Named(n) if n == "role")
                            && holds_summary(&f.expr)
                    })
            }
            _ => false,
        }
    }
}

impl Walker<'_, '_> {
    /// `expr` is items drained from a window (through `map`, `collect` and the like) by a
    /// range that starts past the summary the body puts in it: `messages.drain(pinned..end)`
    /// for `pinned` counting the leading messages of the role the summary message is given
    /// (see [`Self::summary_joins_counted_head`]), or `messages.drain(span)` for a `span` that
    /// every binding of it takes from a function of the file finding a range past the
    /// summaries (see [`crate::analysis::AnalysisConfig::summary_skipping_ranges`]). The
    /// window's place and the range's local (the position found in the window), whose
    /// summary those items do not hold; `None` for any other value.
    pub(super) fn drained_past_summary(&self, expr: &Expr) -> Option<Vec<String>> {
        const CARRY: &[&str] = &["map", "collect", "into_iter", "cloned", "copied"];
        let mut expr = strip_reference(strip_parens(expr));
        for _ in 0..crate::analysis::MAX_DEPTH {
            match expr {
                Expr::MethodCall(call) if CARRY.contains(&call.method.to_string().as_str()) => {
                    expr = strip_parens(&call.receiver);
                }
                _ => break,
            }
        }
        let Expr::MethodCall(drain) = expr else {
            return None;
        };
        if drain.method != "drain" {
            return None;
        }
        let range = drain.args.first()?;
        let past = match strip_parens(range) {
            Expr::Range(r) => r.start.as_deref().is_some_and(|start| {
                matches!(strip_parens(start), Expr::Path(p)
                if p.path.get_ident().is_some_and(|start| {
                    self.summary_joins_counted_head(&start.to_string())
                }))
            }),
            Expr::Path(p) => p.path.get_ident().is_some_and(|name| {
                let inits = binding_inits(self.body, &name.to_string());
                !inits.is_empty() && inits.iter().all(|init| self.finds_range_past_summary(init))
            }),
            _ => false,
        };
        if !past {
            return None;
        }
        let mut places = vec![place_of(&drain.receiver)?.text()];
        places.extend(crate::analysis::search::expr_ident(strip_parens(range)));
        Some(places)
    }

    /// `init` calls a function of the file that finds a range past the summaries
    /// (`oldest_evictable_span(messages)`, through `?`, `.await` and unwrapping): one that looks
    /// for the summaries to step over them, or one that starts after the leading messages of
    /// the role this body gives its summary message.
    fn finds_range_past_summary(&self, init: &Expr) -> bool {
        let init = through_calls(init, &["unwrap", "expect"], crate::analysis::place::strip);
        let Some((name, _, _)) = crate::analysis::syntax::call_parts(init) else {
            return false;
        };
        self.cfg
            .summary_skipping_ranges
            .iter()
            .filter(|(function, _)| *function == name)
            .any(|(_, role)| match role {
                None => true,
                Some(role) => {
                    any_expr_in_block(self.body, |e| self.builds_summary_message_of(e, role))
                }
            })
    }
}

/// The values every `let` of `body` binding `name` (in any pattern: `let Some(span) = ..
/// else { .. }`) is declared with; empty when one of them has none.
fn binding_inits(body: &Block, name: &str) -> Vec<Expr> {
    struct Bindings<'n> {
        name: &'n str,
        inits: Vec<Option<Expr>>,
    }
    impl syn::visit::Visit<'_> for Bindings<'_> {
        fn visit_local(&mut self, local: &syn::Local) {
            if pattern_idents(&local.pat).iter().any(|n| n == self.name) {
                self.inits
                    .push(local.init.as_ref().map(|init| (*init.expr).clone()));
            }
            syn::visit::visit_local(self, local);
        }
    }
    let mut bindings = Bindings {
        name,
        inits: Vec::new(),
    };
    syn::visit::Visit::visit_block(&mut bindings, body);
    bindings
        .inits
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .unwrap_or_default()
}

/// The functions of `items` that return a range (`Range<usize>`, in an `Option` or not) of a
/// window starting past the summary it may hold (see
/// [`crate::analysis::AnalysisConfig::summary_skipping_ranges`]): `fn oldest_evictable_span(
/// messages: &[ChatMessage]) -> Option<Range<usize>>` whose start is found by `(pinned..last)
/// .find(|i| !is_compaction_summary(&messages[*i]))` steps over the summaries (`None`); one
/// that starts at `let pinned = messages.iter().take_while(|m| m.role == "system").count()`
/// and looks for no summary starts past the leading system messages (`Some("system")`). A
/// function that returns no range, or reads neither, is not one.
pub(crate) fn summary_skipping_ranges(items: &[syn::Item]) -> Vec<(String, Option<String>)> {
    let mut found = Vec::new();
    crate::analysis::items::for_each_function(items, 0, &mut |_, sig, block| {
        let syn::ReturnType::Type(_, ty) = &sig.output else {
            return;
        };
        if !names_a_range(ty) {
            return; // most functions end here
        }
        if skips_earlier_summaries(block) {
            found.push((sig.ident.to_string(), None));
            return;
        }
        let mut role = None;
        for stmt in &block.stmts {
            if let syn::Stmt::Local(local) = stmt
                && let Some(init) = &local.init
                && let Some(counted) = counted_role(&init.expr)
            {
                role = Some(counted);
                break;
            }
        }
        if let Some(role) = role {
            found.push((sig.ident.to_string(), Some(role)));
        }
    });
    found
}

/// `ty` is a `Range` (`std::ops::Range<usize>`), bare or in an `Option`.
fn names_a_range(ty: &syn::Type) -> bool {
    let syn::Type::Path(path) = ty else {
        return false;
    };
    let Some(last) = path.path.segments.last() else {
        return false;
    };
    if last.ident == "Range" {
        return true;
    }
    if last.ident != "Option" {
        return false;
    }
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
        return false;
    };
    matches!(args.args.first(), Some(syn::GenericArgument::Type(inner)) if names_a_range(inner))
}

/// The role a count of leading messages counts: `"system"` for
/// `messages.iter().take_while(|m| m.role == "system").count()` (or `Role::System`), or for
/// the position of the first message of another role, `messages.iter().position(|m| m.role
/// != "system")` (through `unwrap_or(..)` and its kin), the same count. A count capped by
/// the window's length (`take_while(..).count().min(messages.len() - 1)`, one message left
/// to drain) is the same count wherever a message of another role follows; a cap by anything
/// else (`.min(1)`) may stop inside the leading messages, and is no such count.
fn counted_role(init: &Expr) -> Option<String> {
    let Expr::MethodCall(outer) = strip_parens(init) else {
        return None;
    };
    let mut outer = outer;
    if outer.method == "min" {
        let capped_by_length = outer.args.first().is_some_and(|cap| {
            any_expr(
                cap,
                |e| matches!(e, Expr::MethodCall(len) if len.method == "len" && len.args.is_empty()),
            )
        });
        let Expr::MethodCall(capped) = strip_parens(&outer.receiver) else {
            return None;
        };
        if !capped_by_length {
            return None;
        }
        outer = capped;
    }
    let mut count = outer;
    if matches!(
        count.method.to_string().as_str(),
        "unwrap_or" | "unwrap_or_else" | "unwrap_or_default"
    ) {
        let Expr::MethodCall(found) = strip_parens(&count.receiver) else {
            return None;
        };
        count = found;
    }
    let (walk, leading) = if count.method == "position" {
        (count, false)
    } else {
        let Expr::MethodCall(take_while) = strip_parens(&count.receiver) else {
            return None;
        };
        if count.method != "count" || take_while.method != "take_while" {
            return None;
        }
        (take_while, true)
    };
    let Some(Expr::Closure(closure)) = walk.args.first().map(strip_parens) else {
        return None;
    };
    let Expr::Binary(test) = strip_parens(&closure.body) else {
        return None;
    };
    // `take_while` counts the messages of the role; `position` finds the first of another.
    let tests_role = if leading {
        matches!(test.op, syn::BinOp::Eq(_))
    } else {
        matches!(test.op, syn::BinOp::Ne(_))
    };
    if !tests_role {
        return None;
    }
    let reads_role = |e: &Expr| {
        any_expr(e, |part| {
            matches!(part, Expr::Field(f)
            if matches!(&f.member, syn::Member::Named(n) if n == "role"))
        })
    };
    if reads_role(&test.left) {
        role_named(&test.right)
    } else if reads_role(&test.right) {
        role_named(&test.left)
    } else {
        None
    }
}

/// The role `expr` names, lower case: `"system"` for `"system"`, `Role::System` or
/// `"system".to_string()`.
fn role_named(expr: &Expr) -> Option<String> {
    let mut expr = strip_parens(expr);
    while let Expr::MethodCall(call) = expr
        && matches!(
            call.method.to_string().as_str(),
            "to_string" | "into" | "to_owned"
        )
    {
        expr = strip_parens(&call.receiver);
    }
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => Some(s.value().to_lowercase()),
        Expr::Path(p) if p.path.segments.len() > 1 => p
            .path
            .segments
            .last()
            .map(|s| s.ident.to_string().to_lowercase()),
        _ => None,
    }
}

/// `expr` (through `?` and `.await`) is a call of an iterator that picks one item or a
/// position, or measures, rather than writing out every item (`history.iter().position(|m|
/// m.is_summary)`, `messages.iter().rev().find(..)`, `.count()`).
fn picks_one(expr: &Expr) -> bool {
    const PICKS: &[&str] = &[
        "position",
        "rposition",
        "find",
        "rfind",
        "find_map",
        "any",
        "all",
        "count",
        "last",
        "nth",
        "max_by_key",
        "min_by_key",
    ];
    let mut expr = strip_parens(expr);
    loop {
        match expr {
            Expr::Try(e) => expr = strip_parens(&e.expr),
            Expr::Await(e) => expr = strip_parens(&e.base),
            Expr::MethodCall(call) => {
                return PICKS.contains(&call.method.to_string().as_str());
            }
            _ => return false,
        }
    }
}

/// `expr` (a closure's body) tests something: a comparison, a negation, a predicate call
/// (`is_summary()`, `starts_with(..)`), `matches!`, or a flag (`m.is_summary`); not a value
/// it builds (`|| "[summary unavailable]".to_string()`, `|e| Error::Summarise(e)`).
fn is_test(expr: &Expr) -> bool {
    const PREDICATES: &[&str] = &["starts_with", "ends_with", "contains", "eq"];
    let expr = match strip_parens(expr) {
        Expr::Block(block) => match block.block.stmts.last() {
            Some(syn::Stmt::Expr(last, None)) => last,
            _ => return false,
        },
        other => other,
    };
    match strip_parens(expr) {
        Expr::Binary(binary) => !matches!(
            binary.op,
            syn::BinOp::Add(_)
                | syn::BinOp::Sub(_)
                | syn::BinOp::Mul(_)
                | syn::BinOp::Div(_)
                | syn::BinOp::Rem(_)
        ),
        Expr::Unary(unary) => matches!(unary.op, syn::UnOp::Not(_)),
        Expr::MethodCall(call) => {
            let name = call.method.to_string();
            PREDICATES.contains(&name.as_str()) || names::first_word_is_any(&name, &["is", "has"])
        }
        Expr::Macro(mac) => mac.mac.path.is_ident("matches"),
        Expr::Field(_) | Expr::Path(_) => true,
        _ => false,
    }
}

/// The body looks for the summaries already in the window: a closure or a loop condition
/// that names a summary (`position(|m| !m.is_summary)`, `while msgs[i].kind == Kind::Summary`),
/// a predicate named for one handed by name as a closure would be
/// (`.is_some_and(is_compact_summary_message)`), or a string test for a summary marker
/// (`starts_with("[Conversation summary]")`).
pub(super) fn skips_earlier_summaries(body: &Block) -> bool {
    let names_summary = |e: &Expr| {
        any_expr(e, |inner| match inner {
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => s.value().to_lowercase().contains("summar"),
            other => crate::analysis::search::expr_ident(other).is_some_and(|name| {
                names::words(&name).any(|w| names::word_starts_with(w, "summar"))
            }),
        })
    };
    any_expr_in_block(body, |e| match e {
        Expr::Closure(closure) => is_test(&closure.body) && names_summary(&closure.body),
        Expr::While(w) => names_summary(&w.cond),
        Expr::MethodCall(call)
            if ["starts_with", "contains", "ends_with"]
                .contains(&call.method.to_string().as_str()) =>
        {
            call.args.iter().any(names_summary)
        }
        Expr::MethodCall(call) => call.args.iter().any(is_summary_predicate),
        _ => false,
    })
}

/// `expr` is a predicate named for a summary, handed by name: `is_compact_summary_message`,
/// `has_summary`.
fn is_summary_predicate(expr: &Expr) -> bool {
    let Expr::Path(path) = strip_parens(expr) else {
        return false;
    };
    let Some(name) = path.path.segments.last().map(|s| s.ident.to_string()) else {
        return false;
    };
    names::first_word_is_any(&name, &["is", "has"])
        && names::words(&name).any(|w| names::word_starts_with(w, "summar"))
}

impl Walker<'_, '_> {
    /// `expr` is text this body formats itself (`format!("[{} earlier]\n{}", n,
    /// parts.join("\n"))`): a `format!` with no `.await`, no call of a free function (which
    /// may ask a model) and no text the caller hands in (see [`Walker::holds_callers_text`]).
    /// Text the body wrote for a summary it keeps: a `format!` here with more in it than
    /// counts (`format!("{}\n{}", existing, new_summary)`; not `format!("[{n} removed]")`, a
    /// marker), or a local bound to one (`let new_summary = format!(..)`), through `Some(..)`
    /// and conversions. An empty value (`String::new()`) clears the summary.
    pub(super) fn digest_written_here(&self, expr: &Expr) -> bool {
        match strip_reference(expr) {
            Expr::Call(call)
                if call.args.len() == 1
                    && matches!(&*call.func, Expr::Path(p) if p.path.is_ident("Some")) =>
            {
                self.digest_written_here(&call.args[0])
            }
            Expr::MethodCall(call)
                if call.args.is_empty()
                    && ["into", "to_string", "to_owned", "clone"]
                        .contains(&call.method.to_string().as_str()) =>
            {
                self.digest_written_here(&call.receiver)
            }
            Expr::Path(p) => p.path.get_ident().is_some_and(|i| {
                let name = i.to_string();
                self.taint.formatted_here.contains(&name) && !self.taint.unfilled.contains(&name)
            }),
            Expr::Macro(mac) => {
                let args = macro_exprs(&mac.mac);
                let inline_text = args.first().is_some_and(|format| {
                    matches!(format, Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(text), .. })
                        if inline_format_args(&text.value())
                            .any(|name| !self.taint.numbers.contains(name)))
                });
                self.formats_here(expr)
                    && (inline_text || args.iter().skip(1).any(|arg| !self.is_a_number(arg)))
            }
            _ => false,
        }
    }

    /// `format!("[tool output removed: {} tokens, turn {}]", msg.token_count, turn)`: text
    /// formatted from numbers alone (every argument, and every name inside the format string,
    /// a number: see [`Walker::is_a_number`]). It says how much went, none of the words that
    /// went: a marker the host writes, whatever the local holding it is named.
    pub(super) fn formats_counts_only(&self, expr: &Expr) -> bool {
        let Some((text, operands)) = format_string_and_operands(strip_reference(expr)) else {
            return false;
        };
        inline_format_args(&text).all(|name| self.taint.numbers.contains(name))
            && operands.iter().all(|arg| self.is_a_number(arg))
    }

    pub(super) fn formats_here(&self, expr: &Expr) -> bool {
        let Some(args) = format_call_args(strip_reference(expr)) else {
            return false;
        };
        // A count (`to_remove.len()`) is a number whatever it counts: positions taken from
        // a window handed in are not the caller's text. So is arithmetic on counts
        // (`keep_end - keep_start`, `n * 2`): text has no difference.
        !args.iter().filter(|arg| !self.is_a_number(arg)).any(|arg| {
            any_expr(arg, |e| match e {
                Expr::Await(_) => true,
                Expr::Call(call) => {
                    matches!(&*call.func, Expr::Path(p) if p.path.segments.len() < 2)
                }
                Expr::Path(p) => p
                    .path
                    .get_ident()
                    .is_some_and(|i| self.holds_callers_text(&i.to_string(), e)),
                // Names written inside the format string (`{recap}`).
                Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(text),
                    ..
                }) => inline_format_args(&text.value()).any(|name| {
                    syn::parse_str::<Expr>(name)
                        .is_ok_and(|inline| self.holds_callers_text(name, &inline))
                }),
                _ => false,
            })
        })
    }

    /// `expr` is a number (see [`is_a_number`]), or a local bound to one
    /// (`let to_compact = app.messages.len().saturating_sub(keep)`).
    pub(super) fn is_a_number(&self, expr: &Expr) -> bool {
        is_a_number(expr, &|name| self.taint.numbers.contains(name))
    }

    /// `name` (the path `expr`) is a parameter, or a local built from one, that is neither a
    /// window nor read from one nor a number: text the caller hands in, which may be a model's.
    fn holds_callers_text(&self, name: &str, expr: &Expr) -> bool {
        (self.params.contains(name) || self.taint.from_params.contains(name))
            && !self.taint.numbers.contains(name)
            && !self.taint.window_reads.contains_key(name)
            && self.window_of(expr).is_none()
    }

    /// The summary's origin (`origin`, as derived: `` `summary` ``) is a buffer named as a
    /// summary that this body filled with the text of the items it walks (see
    /// [`crate::analysis::derive::Taint::item_text`]): a digest the host writes of those
    /// items.
    pub(super) fn walked_digest(&self, origin: &str) -> bool {
        origin
            .strip_prefix('`')
            .and_then(|o| o.strip_suffix('`'))
            .is_some_and(|name| self.taint.item_text.contains(name))
    }

    /// The summary's origin (`origin`, as derived) is only a local named as one that this body
    /// formatted itself (see [`Walker::formats_here`]).
    pub(super) fn formatted_summary(&self, origin: Option<&str>) -> bool {
        origin.is_some_and(|origin| {
            let name = origin.trim_matches('`');
            origin.starts_with('`') && self.taint.formatted_here.contains(name)
        })
    }
}

/// `expr` is a number, whatever it counts: a count (`old.len()`), a literal, a cast, a local
/// `number_local` names as bound to a number, a field named as a quantity (`msg.token_count`,
/// see [`names::names_quantity`]), or arithmetic that text has no form of (`keep_end -
/// keep_start`, `n * 2`, `a % b`; a sum only of numbers, since `+` also joins strings).
fn is_a_number(expr: &Expr, number_local: &dyn Fn(&str) -> bool) -> bool {
    use syn::BinOp;
    match strip_parens(expr) {
        Expr::Cast(_) => true,
        Expr::Field(field) => {
            matches!(&field.member, syn::Member::Named(n) if names::names_quantity(&n.to_string()))
        }
        Expr::Lit(lit) => matches!(lit.lit, syn::Lit::Int(_) | syn::Lit::Float(_)),
        Expr::Path(path) => path
            .path
            .get_ident()
            .is_some_and(|name| number_local(&name.to_string())),
        Expr::Binary(binary) => match binary.op {
            BinOp::Sub(_) | BinOp::Mul(_) | BinOp::Div(_) | BinOp::Rem(_) => true,
            BinOp::Add(_) => {
                is_a_number(&binary.left, number_local) && is_a_number(&binary.right, number_local)
            }
            _ => false,
        },
        Expr::MethodCall(call)
            if ["saturating_sub", "saturating_add", "abs_diff", "min", "max"]
                .contains(&call.method.to_string().as_str()) =>
        {
            is_a_number(&call.receiver, number_local)
        }
        other => is_a_measure(other),
    }
}

/// The text of a message made as a summary in `arg`: the argument of swiftide's
/// `ChatMessage::new_summary(text)` or `ChatMessage::Summary(text)`.
fn summary_message_text(arg: &Expr) -> Option<&Expr> {
    let Expr::Call(call) = strip_parens(arg) else {
        return None;
    };
    let Expr::Path(func) = strip_parens(&call.func) else {
        return None;
    };
    let mut segments = func.path.segments.iter().rev();
    let made_as_summary = segments
        .next()
        .is_some_and(|s| s.ident == "new_summary" || s.ident == "Summary")
        && segments.next().is_some_and(|s| s.ident == "ChatMessage");
    (made_as_summary && call.args.len() == 1).then(|| &call.args[0])
}
