//! Provenance: where a value comes from (a summariser, a model, a relevance score, text read
//! from a range of a window, a buffer the body writes itself), tracked through locals and
//! places.

use std::collections::{HashMap, HashSet};

use syn::{Expr, Pat};

use super::Walker;
use super::edits::range_start_text;
use crate::analysis::MAX_DEPTH;
use crate::analysis::derive::{
    CallKind, Derivation, WindowRead, asks_to_summarise, derivation, derivation_past,
};
use crate::analysis::macros::macro_exprs;
use crate::analysis::place::{Root, local_place, place_of};
use crate::analysis::search::any_expr;
use crate::analysis::syntax::{
    int_literal, is_full_range, pattern_idents, segment_names, strip_parens, strip_reference,
    through_calls,
};
use crate::analysis::types::Shape;

impl Walker<'_, '_> {
    /// Every binding of `pat` derives from `origin`.
    pub(super) fn taint_pattern(&mut self, pat: &Pat, origin: &Derivation) {
        for name in pattern_idents(pat) {
            self.taint_place(&name, origin);
        }
    }

    /// `let inner = Walker { items: take(&mut self.items), digests: take(&mut self.digests) }`:
    /// each named field of the local (`inner.items`) derives from what the literal put there,
    /// recorded in `Taint::literal_fields`, and one given a window taken out whole holds its
    /// content (`Taint::taken_out`); a new binding of the name forgets the old fields.
    pub(super) fn taint_literal_fields(&mut self, pat: &Pat, init: &Expr) {
        let Pat::Ident(local) = pat else { return };
        let prefix = format!("{}.", local.ident);
        let stale: Vec<String> = self
            .taint
            .literal_fields
            .iter()
            .filter(|place| place.starts_with(&prefix))
            .cloned()
            .collect();
        for place in stale {
            self.taint.literal_fields.remove(&place);
            self.taint.summary.remove(&place);
            self.taint.model.remove(&place);
            self.taint.score.remove(&place);
            self.taint.taken_out.remove(&place);
        }
        let Expr::Struct(built) = strip_parens(init) else {
            return;
        };
        for field in &built.fields {
            if let syn::Member::Named(name) = &field.member {
                let place = format!("{prefix}{name}");
                let origin = self.derive(&field.expr);
                self.taint_place(&place, &origin);
                if let Some(window) = self.window_taken_out(&field.expr) {
                    self.taint.taken_out.insert(place.clone(), window);
                }
                self.taint.literal_fields.insert(place);
            }
        }
    }

    /// The local or place `key` now derives from `origin` (and from the score of the
    /// enclosing condition, if any); origins it no longer has are cleared.
    pub(super) fn taint_place(&mut self, key: &str, origin: &Derivation) {
        let score = origin
            .score
            .clone()
            .or_else(|| self.score_conditions.last().cloned());
        set_or_clear(&mut self.taint.summary, key, origin.summary.clone());
        set_or_clear(&mut self.taint.model, key, origin.model.clone());
        set_or_clear(&mut self.taint.score, key, score);
    }

    /// Where the value of `expr` comes from, given what the walk knows so far. Items drained
    /// from a window by a range that starts past the summary the window holds
    /// (`messages.drain(span)` for a `span` found past it, see
    /// [`Walker::drained_past_summary`]) do not hold that summary.
    pub(super) fn derive(&self, expr: &Expr) -> Derivation {
        let found = derivation(self.cfg, &self.taint, expr);
        if found.summary.is_none() {
            return found; // most values end here, before any look at a drain
        }
        match self.drained_past_summary(expr) {
            Some(places) => {
                let past: HashSet<String> = places.into_iter().collect();
                let apart = derivation_past(self.cfg, &self.taint, expr, &past);
                Derivation {
                    summary: apart.summary,
                    ..found
                }
            }
            None => found,
        }
    }

    /// `expr` holds summary or model text, all of it read from `window` or from places
    /// holding the own text of a window the body rewrote earlier (see `Taint::own_text`).
    pub(super) fn carries_own_text(&self, window: Option<&str>, expr: &Expr) -> bool {
        let value = self.derive(expr);
        if value.summary.is_none() && value.model.is_none() {
            return false;
        }
        let mut past = self.taint.own_text.clone();
        past.extend(window.map(str::to_string));
        let apart = derivation_past(self.cfg, &self.taint, expr, &past);
        apart.summary.is_none() && apart.model.is_none()
    }

    /// The bindings of `pat` hold a rewritten window's own text when `expr` does.
    pub(super) fn note_own_text(&mut self, pat: &Pat, expr: &Expr) {
        let own = self.carries_own_text(None, expr);
        for name in pattern_idents(pat) {
            mark(&mut self.taint.own_text, &name, own);
        }
    }

    /// What the arguments of a call derive from, together.
    pub(super) fn args_value<'e>(&self, args: impl IntoIterator<Item = &'e Expr>) -> Derivation {
        args.into_iter()
            .map(|a| self.derive(a))
            .fold(Derivation::default(), Derivation::or)
    }

    /// The score among the arguments of an edit (a `retain` closure that scores).
    pub(super) fn args_score<'e>(
        &self,
        args: impl IntoIterator<Item = &'e Expr>,
    ) -> Option<String> {
        args.into_iter().find_map(|a| self.derive(a).score)
    }

    /// `expr` is the value a model or summariser call returns (through `.await`, `?` and
    /// unwrapping): `self.llm.chat(prompt).await?`.
    pub(super) fn is_model_reply(&self, expr: &Expr) -> bool {
        let mut expr = strip_parens(expr);
        for _ in 0..MAX_DEPTH {
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

    /// The window range `expr` reads text from: `history[start..end]` (also through
    /// `.to_vec()`, `.iter().map(..)`, `format!`), the range it takes out
    /// (`history.drain(start..end).collect()`), its first items walked
    /// (`history.iter().take(n)`, from `0`), or a local that holds such a read.
    pub(super) fn window_read(&self, expr: &Expr) -> Option<WindowRead> {
        let mut found = None;
        // The items of the window `held` from `start` on.
        let read_from = |held: &Expr, start: String| {
            self.window_of(held)
                .filter(|(_, element)| !element)
                .map(|(window, _)| WindowRead {
                    window: window.target,
                    start,
                })
        };
        // The range `range` of the window `held` denotes.
        let range_of =
            |held: &Expr, range: &syn::ExprRange| read_from(held, range_start_text(range));
        any_expr(expr, |e| {
            found = match e {
                Expr::MethodCall(call) if call.method == "drain" => {
                    match call.args.first().map(strip_parens) {
                        Some(Expr::Range(range)) if range.end.is_some() => {
                            range_of(&call.receiver, range)
                        }
                        _ => None,
                    }
                }
                Expr::Index(index) => match strip_parens(&index.index) {
                    Expr::Range(range) => range_of(&index.expr, range),
                    _ => None,
                },
                // `history.iter().take(n)`: the first `n` items, `history[..n]`.
                Expr::MethodCall(call) if call.method == "take" && call.args.len() == 1 => {
                    match strip_parens(&call.receiver) {
                        Expr::MethodCall(iter)
                            if ["iter", "into_iter"]
                                .contains(&iter.method.to_string().as_str())
                                && iter.args.is_empty() =>
                        {
                            read_from(&iter.receiver, "0".to_string())
                        }
                        _ => None,
                    }
                }
                Expr::Path(_) => {
                    value_root(e).and_then(|root| self.taint.window_reads.get(&root).cloned())
                }
                _ => None,
            };
            found.is_some()
        });
        found
    }

    /// `expr` names a local holding an item a loop walks over a window, or text taken from one
    /// (see [`crate::analysis::derive::Taint::item_text`]), in a format string too
    /// (`format!("(call:{name}) ")`).
    pub(super) fn reads_item_text(&self, expr: &Expr) -> bool {
        any_expr(expr, |e| match e {
            Expr::Path(p) => p
                .path
                .get_ident()
                .is_some_and(|i| self.taint.item_text.contains(&i.to_string())),
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(text),
                ..
            }) => crate::analysis::derive::inline_format_args(&text.value())
                .any(|name| self.taint.item_text.contains(name)),
            _ => false,
        })
    }

    /// `expr` is a number, or one turned to text (`turn.blocks.len().to_string()`): a count,
    /// not the words of what it counts.
    fn counts_only(&self, expr: &Expr) -> bool {
        match strip_reference(expr) {
            Expr::MethodCall(m) if m.method == "to_string" && m.args.is_empty() => {
                self.is_a_number(&m.receiver)
            }
            other => self.is_a_number(other),
        }
    }

    /// Mark the bindings of `pat` as holding an item of a window or its text when `source`
    /// reads one: a loop's source walking a window (`ctx.history.iter().take(split)`,
    /// `&ctx.history[..split]`, when `walks` says so), or a local already marked (`&turn.blocks`,
    /// `match b`, `let text = &m.content`). Cleared otherwise.
    pub(super) fn note_item_text(&mut self, pat: &Pat, source: &Expr, walks: bool) {
        let read = !self.counts_only(source)
            && ((walks && self.window_of(super::cuts::chain_root(source)).is_some())
                || self.reads_item_text(source));
        for name in pattern_idents(pat) {
            mark(&mut self.taint.item_text, &name, read);
        }
    }

    /// `text.push_str(&reply)` or `rebuilt.push(note)` on a buffer this body started empty
    /// (`String::new()`, `vec![]`): text from a summary or a model call makes the buffer hold
    /// model-authored words (it is tainted with that origin); text it reads
    /// from the window's own messages (a transcript being built for the summariser, however
    /// it is named) does not.
    pub(super) fn note_buffer_append(&mut self, call: &syn::ExprMethodCall) {
        const APPENDS: &[&str] = &[
            "push_str",
            "push",
            "push_back",
            "push_front",
            "insert",
            "insert_str",
            "extend",
            "extend_from_slice",
        ];
        let method_name = call.method.to_string();
        if !APPENDS.contains(&method_name.as_str()) {
            return;
        }
        let Some((name, fields)) = local_place(&call.receiver) else {
            return;
        };
        let first_added = fields.is_empty() && self.taint.unfilled.remove(&name);
        // A buffer this body started: its own text so far, a standard buffer it built
        // (`String::from("[summary]\n")`), or the window's system messages it collected
        // (`let mut kept = w.drain(..).filter(|m| m.role == Role::System).collect()`), whatever
        // it has been given since.
        if !fields.is_empty()
            || !(self.taint.host_written.contains(&name)
                || self.taint.window_prefix.contains_key(&name)
                || self.std_buffers.contains_key(&name)
                || self.system_only.contains(&name))
        {
            return;
        }
        // `kept.push(other.clone())`, `kept.extend_from_slice(&self.history[..n])`: a list this
        // body started holds only the window's own items so far, a selection of them whatever
        // it is named (`compacted`), no digest.
        let holds_items = first_added || self.taint.window_items.contains(&name);
        let adds_items = matches!(
            method_name.as_str(),
            "push" | "push_back" | "push_front" | "extend" | "extend_from_slice"
        ) && self.std_buffers.get(&name) == Some(&"Vec")
            && call.args.iter().all(|arg| self.is_window_item(arg));
        mark(
            &mut self.taint.window_items,
            &name,
            holds_items && adds_items,
        );
        // `summary.push_str(&t.chars().take(80).collect::<String>())` for a `t` taken from a
        // turn the body walks: a buffer named as a summary holds a digest of those turns that
        // the host writes, no longer a fixed marker (`String::from("[summary]\n")`).
        if self.cfg.is_summary_name(&name)
            && call
                .args
                .iter()
                .any(|arg| !self.counts_only(arg) && self.reads_item_text(arg))
        {
            self.taint.host_written.remove(&name);
            self.taint.formatted_here.insert(name.clone());
            self.taint.item_text.insert(name.clone());
        }
        // `prompt.push_str(&turn.text)` for a `turn` read from a range of a window: the
        // buffer holds text read from that range.
        if let Some(read) = call.args.iter().find_map(|a| self.window_read(a)) {
            self.taint.window_reads.entry(name.clone()).or_insert(read);
        }
        let added = self.args_value(&call.args);
        if added.summary.is_some() || added.model.is_some() {
            // Its name says what it holds again (`summary` is a summary), and it no longer
            // holds only the window's own words, nor only its system messages.
            self.taint.host_written.remove(&name);
            self.taint.item_text.remove(&name);
            self.system_only.remove(&name);
        }
        self.note_window_prefix(&name, call, &added);
        // `let mut compacted = Vec::with_capacity(n); compacted.push(summary_message)`: the
        // buffer starts with the summary, as `vec![summary_message]` does.
        let at_front = match method_name.as_str() {
            "push" | "push_back" | "push_front" => true,
            "insert" => call.args.first().and_then(int_literal).as_deref() == Some("0"),
            _ => false,
        };
        if first_added && at_front && added.summary.as_deref().is_some_and(is_call_origin) {
            self.taint.summary_first.insert(name.clone());
        }
        // `rebuilt.push(Message::system(summary))` with a summary a call wrote, or
        // `merged.push_str(summary.trim())` with the text the caller hands in as its summary
        // (`summary: String`): the buffer now holds that summary or reply, and a window
        // replaced with it is rewritten (`self.history = rebuilt`), as is one cut while it is
        // kept beside (`self.summary = Some(merged)`). A value merely named like a summary
        // (`summaries`, a count) taints nothing here.
        let handed_in = call.args.iter().any(|arg| self.is_text_parameter(arg));
        // `kept.push(m.clone())` for an `m` of a rewritten window: the buffer holds that
        // window's own text, as long as nothing else was put in.
        if added.summary.is_some() || added.model.is_some() {
            let held_before =
                self.taint.summary.contains_key(&name) || self.taint.model.contains_key(&name);
            let own = (!held_before || self.taint.own_text.contains(&name))
                && call.args.iter().all(|arg| {
                    let value = self.derive(arg);
                    value.summary.is_none() && value.model.is_none()
                        || self.carries_own_text(None, arg)
                });
            mark(&mut self.taint.own_text, &name, own);
        }
        if let Some(origin) = added.summary.filter(|o| is_call_origin(o) || handed_in) {
            self.taint.summary.entry(name).or_insert(origin);
        } else if let Some(origin) = added.model.filter(|o| is_call_origin(o)) {
            self.taint.model.entry(name).or_insert(origin);
        }
    }
}

impl Walker<'_, '_> {
    /// `expr` is one of a window's own items, or several: an item a walk of the window bound
    /// (`other` in `other => kept.push(other.clone())`), a range of the window
    /// (`&self.history[..n]`), or an item rebuilt from its own parts alone
    /// (`Message::Assistant { content: content.clone(), tool_calls: retained }`), cloned or
    /// not. Text the body formats (`format!("{content}")`) is none.
    fn is_window_item(&self, expr: &Expr) -> bool {
        const COPIES: &[&str] = &["clone", "to_owned", "to_vec", "cloned", "iter"];
        match through_calls(expr, COPIES, strip_reference) {
            Expr::Path(p) => p
                .path
                .get_ident()
                .is_some_and(|i| self.taint.item_text.contains(&i.to_string())),
            Expr::Index(index) => {
                matches!(strip_parens(&index.index), Expr::Range(_))
                    && self.window_of(&index.expr).is_some()
            }
            Expr::Struct(rebuilt) => {
                rebuilt.rest.is_none()
                    && !rebuilt.fields.is_empty()
                    && rebuilt.fields.iter().all(|f| self.is_window_item(&f.expr))
            }
            _ => false,
        }
    }

    /// `arg` is a parameter declared as text (`summary: String`, `note: &str`), read as it
    /// is or through a method that keeps its text (`summary.trim()`).
    fn is_text_parameter(&self, arg: &Expr) -> bool {
        const KEEPS_TEXT: &[&str] = &["trim", "trim_start", "trim_end", "as_str", "as_ref"];
        let arg = through_calls(arg, KEEPS_TEXT, strip_parens);
        value_root(arg).is_some_and(|root| {
            self.params.contains(&root)
                && self
                    .param_types
                    .get(&root)
                    .is_some_and(|ty| self.cfg.shape(ty) == Shape::Text)
        })
    }

    /// `vars.insert("summary".to_string(), existing_summary.to_string())` on a key-value map
    /// this body started empty: the map holds the summary under its key, so a prompt rendered
    /// from it (`self.prompt.format(&vars)`) carries that summary, and a key naming a summary
    /// makes it a summarise prompt, as `format!("{existing_summary}\n{new_lines}")` is. A
    /// value that is no summary leaves the map as it was.
    pub(super) fn note_template_var(&mut self, call: &syn::ExprMethodCall) {
        let (key, value) = match call.args.iter().collect::<Vec<_>>()[..] {
            [key, value] if call.method == "insert" => (key, value),
            _ => return,
        };
        let Some((name, fields)) = local_place(&call.receiver) else {
            return;
        };
        if !fields.is_empty() || !self.taint.template_vars.contains(&name) {
            return;
        }
        let Some(origin) = self.derive(value).summary else {
            return;
        };
        if asks_to_summarise([key], &self.taint.summarise_prompts) {
            self.taint.summarise_prompts.insert(name.clone());
        }
        self.taint.summary.entry(name).or_insert(origin);
    }

    /// `summary_input.push(Message::user(format!("Previous summary:\n{prev}..")))`: a
    /// request's messages gathered in a local that is no window, one of them asking to
    /// summarise (or naming a summary to fold in), make that local a summarise prompt, as a
    /// `let` bound to that text is.
    pub(super) fn note_prompt_part(&mut self, call: &syn::ExprMethodCall) {
        if !["push", "push_str", "insert"].contains(&call.method.to_string().as_str()) {
            return;
        }
        let Some((name, fields)) = local_place(&call.receiver) else {
            return;
        };
        if !fields.is_empty() || self.window_of(&call.receiver).is_some() {
            return;
        }
        if !asks_to_summarise(call.args.iter(), &self.taint.summarise_prompts) {
            return;
        }
        // The part carries an earlier summary to fold in: the prompt hands it back to the
        // model, as `let prompt = format!("Previous summary: {prev} ..")` does.
        if let Some(origin) = self.args_value(&call.args).summary {
            self.taint.summary.entry(name.clone()).or_insert(origin);
        }
        self.taint.summarise_prompts.insert(name);
    }

    /// `rebuilt.extend(history[..k].iter().cloned())` on an empty buffer, then
    /// `rebuilt.push(summary)`: the buffer holds the summary at index `k`.
    fn note_window_prefix(&mut self, name: &str, call: &syn::ExprMethodCall, added: &Derivation) {
        let method = call.method.to_string();
        let is_empty =
            !self.taint.summary.contains_key(name) && !self.taint.model.contains_key(name);
        let prefix_end = match method.as_str() {
            "extend" | "extend_from_slice" => {
                call.args.first().and_then(|a| self.window_prefix_end(a))
            }
            // `for i in 0..k { rebuilt.push(history[i].clone()) }`: the first `k` messages.
            "push" | "push_back" => call.args.first().and_then(|a| self.indexed_prefix_end(a)),
            _ => None,
        };
        if is_empty
            && !self.taint.window_prefix.contains_key(name)
            && let Some(end) = prefix_end
        {
            self.taint.window_prefix.insert(name.to_string(), end);
        } else if ["push", "push_back"].contains(&method.as_str())
            && added.summary.as_deref().is_some_and(is_call_origin)
            && let Some(end) = self.taint.window_prefix.remove(name)
        {
            self.taint.summary_at.insert(name.to_string(), end);
        } else {
            self.taint.window_prefix.remove(name);
        }
    }

    /// `history[i].clone()` where `i` counts from the front in `for i in 0..k`: the item is
    /// one of the first `k`, given as written (`"k"`).
    fn indexed_prefix_end(&self, expr: &Expr) -> Option<String> {
        let mut expr = strip_parens(expr);
        while let Expr::MethodCall(copy) = expr
            && copy.args.is_empty()
            && ["clone", "to_owned"].contains(&copy.method.to_string().as_str())
        {
            expr = strip_parens(&copy.receiver);
        }
        let Expr::Index(index) = expr else {
            return None;
        };
        let Expr::Path(var) = strip_parens(&index.index) else {
            return None;
        };
        let var = var.path.get_ident()?.to_string();
        let (_, end) = self.index_loops.iter().rev().find(|(v, _)| *v == var)?;
        self.window_of(&index.expr)
            .is_some_and(|(_, element)| !element)
            .then(|| end.clone())
    }

    /// A buffer started as a copy of the first messages of a window, with the range's end
    /// as written: `history[..k].to_vec()` (or `.iter().cloned().collect()`) gives `"k"`,
    /// `vec![history[0].clone()]` gives `"1"`. A copy that picks (a closure) is none.
    pub(super) fn copied_window_prefix(&self, expr: &Expr) -> Option<String> {
        if any_expr(expr, |e| matches!(e, Expr::Closure(_))) {
            return None;
        }
        if let Expr::Macro(mac) = strip_parens(expr)
            && mac.mac.path.is_ident("vec")
        {
            let items = macro_exprs(&mac.mac);
            return (!items.is_empty() && self.leading_window_items(&items) == items.len())
                .then(|| items.len().to_string());
        }
        match strip_copies(strip_parens(expr)) {
            Expr::Index(index) if matches!(strip_parens(&index.index), Expr::Range(r) if r.start.is_none()) => {
                self.window_prefix_end(&Expr::Index(index.clone()))
            }
            // `let system = messages[0].clone()`: the first message alone.
            Expr::Index(index)
                if int_literal(&index.index).as_deref() == Some("0")
                    && self
                        .window_of(&index.expr)
                        .is_some_and(|(_, element)| !element) =>
            {
                Some("1".to_string())
            }
            _ => None,
        }
    }

    /// How many of `items` (the items of a `vec![..]`), from the first, are the first
    /// messages of one window in order: `history[0].clone(), history[1].clone()`, or a local
    /// holding the first message alone (`system` for `let system = history[0].clone()`).
    fn leading_window_items(&self, items: &[Expr]) -> usize {
        let mut window = None;
        for (at, item) in items.iter().enumerate() {
            let first_alone = at == 0
                && matches!(strip_parens(item), Expr::Path(p) if p.path.get_ident().is_some_and(
                    |local| self.taint.window_prefix.get(&local.to_string()).map(String::as_str) == Some("1")));
            if first_alone {
                continue;
            }
            let Expr::Index(index) = strip_copies(strip_parens(item)) else {
                return at;
            };
            let Some((held, element)) = self.window_of(&index.expr) else {
                return at;
            };
            if element
                || int_literal(&index.index) != Some(at.to_string())
                || *window.get_or_insert_with(|| held.target.clone()) != held.target
            {
                return at;
            }
        }
        items.len()
    }

    /// `vec![system, Message::system(summary)]` with `system` the window's first message: a
    /// buffer holding the first `k` messages of a window and then a summary a call wrote, with
    /// `k` as written (`"1"`). A window replaced by it has the summary at index `k`.
    pub(super) fn summary_after_window_prefix(&self, expr: &Expr) -> Option<String> {
        let Expr::Macro(mac) = strip_parens(expr) else {
            return None;
        };
        if !mac.mac.path.is_ident("vec") {
            return None;
        }
        let items = macro_exprs(&mac.mac);
        let (summary, prefix) = items.split_last()?;
        let at = self.leading_window_items(prefix);
        (at > 0
            && at == prefix.len()
            && self
                .derive(summary)
                .summary
                .as_deref()
                .is_some_and(is_call_origin))
        .then(|| at.to_string())
    }

    /// The end of the range `expr` reads from the front of a window, as written:
    /// `history[..2].iter().cloned()` gives `"2"`.
    fn window_prefix_end(&self, expr: &Expr) -> Option<String> {
        use quote::ToTokens;
        let mut end = None;
        any_expr(expr, |e| {
            if let Expr::Index(index) = e
                && let Expr::Range(range) = strip_parens(&index.index)
                && range.start.is_none()
                && let Some(last) = &range.end
                && self
                    .window_of(&index.expr)
                    .is_some_and(|(_, element)| !element)
            {
                end = Some(last.to_token_stream().to_string());
            }
            end.is_some()
        });
        end
    }
}

/// `expr` without the copies around it (`history[..2].iter().cloned().collect()` gives
/// `history[..2]`).
fn strip_copies(mut expr: &Expr) -> &Expr {
    const COPIES: &[&str] = &[
        "to_vec",
        "clone",
        "to_owned",
        "iter",
        "cloned",
        "collect",
        "into",
        "into_iter",
    ];
    while let Expr::MethodCall(copy) = expr
        && copy.args.is_empty()
        && COPIES.contains(&copy.method.to_string().as_str())
    {
        expr = strip_parens(&copy.receiver);
    }
    expr
}

/// The local a value expression is read from, through references, derefs, fields and copies
/// (`*prompt`, `&song`, `song.id`, `prompt.clone()`).
pub(super) fn value_root(expr: &Expr) -> Option<String> {
    let mut expr = strip_parens(expr);
    for _ in 0..MAX_DEPTH {
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
pub(super) fn moved_root(expr: &Expr) -> Option<String> {
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

/// The local whose items a `collect` hands on one for one, each perhaps changed by a `map`:
/// `kept.into_iter().map(|m| (m, None)).collect()` and `kept.iter().cloned().collect()` give
/// `kept` (a `filter` would choose among them, and gives nothing).
pub(super) fn collected_root(expr: &Expr) -> Option<String> {
    let Expr::MethodCall(collect) = strip_parens(expr) else {
        return None;
    };
    if collect.method != "collect" || !collect.args.is_empty() {
        return None;
    }
    let mut items = strip_parens(&collect.receiver);
    while let Expr::MethodCall(map) = items
        && map.method == "map"
        && map.args.len() == 1
    {
        items = strip_parens(&map.receiver);
    }
    moved_root(items)
}

/// `String::new()`, `String::with_capacity(n)`, `Vec::new()`, `vec![]`, `String::default()`,
/// `String::from("")`, `"".to_string()`: an empty
/// buffer the body fills itself.
pub(super) fn is_empty_buffer(expr: &Expr) -> bool {
    let empty_text = |e: &Expr| matches!(strip_parens(e), Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) if s.value().is_empty());
    match strip_parens(expr) {
        // `vec![]`
        Expr::Macro(mac) => return mac.mac.path.is_ident("vec") && mac.mac.tokens.is_empty(),
        // `"".to_string()`, `"".to_owned()`, `"".into()`
        Expr::MethodCall(call) => {
            return empty_text(&call.receiver)
                && call.args.is_empty()
                && matches!(
                    call.method.to_string().as_str(),
                    "to_string" | "to_owned" | "into"
                );
        }
        // `String::from("")`
        Expr::Call(call) if call.args.len() == 1 && call.args.first().is_some_and(empty_text) => {
            return matches!(&*call.func, Expr::Path(p) if p.path.segments.len() == 2
                && p.path.segments[0].ident == "String" && p.path.segments[1].ident == "from");
        }
        _ => {}
    }
    calls_path(expr, |segments| {
        matches!(
            segments,
            ["String" | "Vec", "new" | "with_capacity" | "default"]
        )
    })
}

/// `expr` calls a path whose segments (`["HashMap", "new"]` for `HashMap::new()`) pass
/// `test`; false when `expr` is no call of a path.
fn calls_path(expr: &Expr, test: impl Fn(&[&str]) -> bool) -> bool {
    let Expr::Call(call) = strip_parens(expr) else {
        return false;
    };
    let Expr::Path(path) = &*call.func else {
        return false;
    };
    let segments = segment_names(&path.path);
    test(&segments.iter().map(String::as_str).collect::<Vec<_>>())
}

/// `expr` makes an empty key-value map: `HashMap::new()`, `BTreeMap::default()`,
/// `HashMap::with_capacity(n)`.
pub(super) fn is_empty_map(expr: &Expr) -> bool {
    calls_path(expr, |segments| {
        matches!(
            segments,
            [
                ..,
                "HashMap" | "BTreeMap" | "IndexMap",
                "new" | "with_capacity" | "default"
            ]
        )
    })
}

/// Put `key` in `set` when `member` holds, or take it out.
pub(super) fn mark(set: &mut HashSet<String>, key: &str, member: bool) {
    if member {
        set.insert(key.to_string());
    } else {
        set.remove(key);
    }
}

/// Set `key` to `origin` in `map`, or remove it when there is none.
pub(super) fn set_or_clear<V>(map: &mut HashMap<String, V>, key: &str, origin: Option<V>) {
    match origin {
        Some(o) => {
            map.insert(key.to_string(), o);
        }
        None => {
            map.remove(key);
        }
    }
}

/// `origin` (a derivation's description) is a call (`self.llm.summarize(..)`), not a place
/// that is only named like a summary (`summaries`).
pub(super) fn is_call_origin(origin: &str) -> bool {
    origin.ends_with("(..)`")
}

/// The standard type a constructor builds (`Vec::new()`, `Vec::with_capacity(n)`, `vec![..]`:
/// `Vec`; `String::new()`, `String::from(..)`, `format!(..)`: `String`), when it is one.
pub(super) fn std_buffer_type(expr: &Expr) -> Option<&'static str> {
    match strip_parens(expr) {
        Expr::Macro(mac) if mac.mac.path.is_ident("vec") => Some("Vec"),
        Expr::Macro(mac) if mac.mac.path.is_ident("format") => Some("String"),
        Expr::Call(call) => match &*call.func {
            Expr::Path(p) if p.path.segments.len() == 2 => {
                let (ty, constructor) = (&p.path.segments[0].ident, &p.path.segments[1].ident);
                let constructs = ["new", "with_capacity", "from"]
                    .iter()
                    .any(|c| constructor == c);
                ["Vec", "String"]
                    .into_iter()
                    .find(|std| ty == std)
                    .filter(|_| constructs)
            }
            _ => None,
        },
        _ => None,
    }
}
