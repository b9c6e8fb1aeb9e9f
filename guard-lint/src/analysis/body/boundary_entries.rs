//! A summary put into an entry of the kind a request builder starts from (see
//! [`crate::analysis::AnalysisConfig::summary_boundaries`]): `build_messages` sends only
//! `&entries[index..]` from the last `HistoryEntry::System`, so a summary pushed as one
//! (`self.entries.push(HistoryEntry::System { content: summary, .. })`, or through a function
//! of the crate that pushes its parameter as one: `self.push_system(summary)`) stands in for
//! every entry before it. Nothing is removed, but the model never sees those entries again: a
//! rewrite, as swiftide's summary message is (see `Walker::summary_message_added`).

use proc_macro2::Span;
use syn::Expr;
use syn::punctuated::Punctuated;

use super::{Binding, NewEdit, Walker, Window};
use crate::analysis::place::{Root, place_of};
use crate::analysis::summary_boundaries::added_boundary_entry;
use crate::analysis::syntax::{method_call_range, span_range, strip_reference};
use crate::analysis::{EntryPusher, PushedOnto, SummaryBoundary};

impl Walker<'_, '_> {
    /// `self.entries.push(HistoryEntry::System { content: summary, .. })` (or of a local bound
    /// to such an entry), and `self.push_system(summary)` for a method of the crate that pushes
    /// its parameter as one (see [`crate::analysis::AnalysisConfig::entry_pushers`]), when
    /// what goes into the entry is a summary. Not onto a list this body started (a request
    /// being built).
    pub(super) fn boundary_entry_added(&mut self, call: &syn::ExprMethodCall) {
        if self.cfg.summary_boundaries.is_empty() {
            return;
        }
        let name = call.method.to_string();
        if let Some((boundary, values)) = added_boundary_entry(
            call,
            self.body,
            &self.cfg.summary_boundaries,
            self.self_type,
        ) {
            let value = self.args_value(values);
            if let Some(window) = self.pushed_onto(&call.receiver) {
                let edit = NewEdit::replacing_all(&name, None, method_call_range(call), value);
                self.record_boundary_entry(&window, edit, boundary);
            }
            return;
        }
        let receiver_type = self.receiver_type(&call.receiver);
        let pusher = self.cfg.entry_pushers.iter().find(|p| {
            p.name == name
                && p.self_type.is_some()
                && (receiver_type.is_none() || receiver_type == p.self_type)
        });
        let Some((pusher, boundary)) = pusher.and_then(|p| Some((p, self.boundary_of(p)?))) else {
            return;
        };
        let window = match &pusher.onto {
            PushedOnto::SelfPlace(field) => place_of(&call.receiver)
                .map(|place| Window::raw(format!("{}.{field}", place.text()))),
            PushedOnto::Param(index) => call
                .args
                .iter()
                .nth(*index)
                .and_then(|a| self.pushed_onto(a)),
        };
        // Written as a call of the holder's method: named so in `#[retention_safe]` code.
        let written = place_of(&call.receiver).map(|place| place.text());
        if let Some(window) = window {
            let at = (method_call_range(call), written);
            self.boundary_pusher_called(pusher, &boundary, &call.args, &window, at);
        }
    }

    /// `push_summary_entry(&mut entries, summary)` for a free function of the crate that pushes
    /// its parameter as an entry of a boundary kind (see [`Self::boundary_entry_added`]).
    pub(super) fn boundary_pusher_path_called(
        &mut self,
        call: &syn::ExprCall,
        segments: &[String],
    ) {
        let Some(name) = segments.last() else {
            return;
        };
        let Some(pusher) = self
            .cfg
            .entry_pushers
            .iter()
            .find(|p| p.name == *name && p.self_type.is_none())
        else {
            return;
        };
        let (PushedOnto::Param(index), Some(boundary)) = (&pusher.onto, self.boundary_of(pusher))
        else {
            return;
        };
        if let Some(window) = call
            .args
            .iter()
            .nth(*index)
            .and_then(|a| self.pushed_onto(a))
        {
            let at = (span_range(call), None);
            self.boundary_pusher_called(pusher, &boundary, &call.args, &window, at);
        }
    }

    /// The boundary whose kind the entry `pusher` pushes has.
    fn boundary_of(&self, pusher: &EntryPusher) -> Option<SummaryBoundary> {
        self.cfg
            .summary_boundaries
            .iter()
            .find(|b| b.admits(&pusher.entry))
            .cloned()
    }

    /// The list an entry is pushed onto, or an argument lends a pusher (`&mut self.entries`,
    /// `entries`), unless this body started it.
    fn pushed_onto(&self, arg: &Expr) -> Option<Window> {
        let arg = strip_reference(arg);
        if self.fresh_list(arg) {
            return None;
        }
        self.window_of(arg)
            .map(|(window, _)| window)
            .or_else(|| place_of(arg).map(|p| Window::raw(p.text())))
    }

    /// A local list this body started (`let mut entries = Vec::new()`): a request or a copy
    /// being built, no conversation kept.
    fn fresh_list(&self, expr: &Expr) -> bool {
        matches!(place_of(expr), Some(place)
            if place.fields.is_empty()
                && matches!(&place.root, Root::Local(name)
                    if matches!(self.locals.get(name), Some(Binding::View))))
    }

    /// A pusher handed a summary at its parameter: the entry it pushes onto `window` is of
    /// `boundary`'s kind. `at` is the call's span, and its receiver as written for a method.
    fn boundary_pusher_called(
        &mut self,
        pusher: &EntryPusher,
        boundary: &SummaryBoundary,
        args: &Punctuated<Expr, syn::token::Comma>,
        window: &Window,
        at: ((Span, Span), Option<String>),
    ) {
        let Some(arg) = args.iter().nth(pusher.param) else {
            return;
        };
        let value = self.derive(arg);
        let (span, written) = at;
        let edit = NewEdit::replacing_all(&pusher.name, written, span, value);
        self.record_boundary_entry(window, edit, boundary);
    }

    /// Record `edit`, an entry of `boundary`'s kind put into `window`, when what it holds is a
    /// summary (a summariser's output, or text named as one). A model's reply that is no
    /// summary is the next turn, whatever the builder makes of its kind.
    fn record_boundary_entry(
        &mut self,
        window: &Window,
        edit: NewEdit<'_>,
        boundary: &SummaryBoundary,
    ) {
        if edit.value.summary.is_none() {
            return;
        }
        self.record_edit(window, edit);
        if let Some(pending) = self.pending.last_mut() {
            pending.fact.site.reading.boundary = Some(boundary.clone());
        }
    }
}
