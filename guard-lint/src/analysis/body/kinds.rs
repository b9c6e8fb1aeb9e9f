//! The end of the walk: each recorded edit gets its kind (rewrite, drop or truncate) from
//! everything the body did, and the walk's facts are returned.

use super::edits::is_splice;
use super::{PendingEdit, Walker};
use crate::analysis::facts::BodyFacts;
use crate::analysis::{EditKind, WholeWindow};

impl Walker<'_, '_> {
    /// Decide the kind of every pending edit (rewrite, drop or truncate) and return the facts.
    pub(super) fn finish(mut self) -> BodyFacts {
        let inserts = std::mem::take(&mut self.inserts);
        let summary_owners = std::mem::take(&mut self.summary_owners);
        let appended_from_caller = std::mem::take(&mut self.appended_from_caller);
        // `self.summary = Some(summary_text.into())`: a summary kept beside the windows of
        // `self`, for the cuts of the methods the body calls (see `ItemWalker`).
        let kept_beside = summary_owners.iter().find(|(owner, _, _)| owner == "self");
        self.facts.summary_beside_self = kept_beside.map(|(_, place, _)| place.clone());
        // A call in another arm of the `if` or `match` the summary is kept in never runs with
        // it (`Some(s) => self.summary = Some(s), None => self.trim()`).
        for (name, at, branches) in std::mem::take(&mut self.facts.self_method_calls_in) {
            if kept_beside.is_some_and(|(_, _, kept)| super::exclusive(kept, &branches)) {
                self.facts.self_calls_apart.push(at);
            }
            self.facts.self_method_calls.push(name);
        }
        // Windows a cut took items out of for a summariser (`summarize(&old)` for `let old =
        // w.drain(..n).collect()`).
        let summarised_cuts: Vec<String> = self
            .summarised_reads
            .iter()
            .filter(|r| r.from_cut)
            .map(|r| r.read.window.clone())
            .collect();
        let working_copies = std::mem::take(&mut self.working_copies);
        // A window emptied where the cut beside it finds no boundary is that cut, run out.
        for at in super::cuts::clears_beside_a_cut(&self.pending) {
            self.pending[at].length_cut = true;
        }
        for pending in std::mem::take(&mut self.pending)
            .into_iter()
            .filter(|p| !working_copies.contains(&p.fact.site.reading.target))
        {
            let PendingEdit {
                mut fact,
                branches,
                param,
                value,
                replaces_all,
                length_cut,
                removes_equal_to: _,
                removes_system_prompt: _,
                removes_kind: _,
                range_start,
                replaced_with_other,
                throws_away,
                pops_oldest,
                from_part: _,
            } = pending;
            let target = &fact.site.reading.target;
            // A summary stored in another branch of an `if` or `match` than the edit (the
            // reply's arm, where the edit is in the error arm's fallback) stands in for
            // nothing the edit cuts.
            // A digest the body wrote itself stands in only for the cuts of the branch it is
            // written in (`if over { for m in w.drain(..n) { .. } self.summarized_prefix =
            // Some(digest) }`), not for a later cut outside it (`while over { w.remove(0) }`).
            // A summary restored with the window from the value that replaces it
            // (`self.summary = snapshot.summary` beside `self.messages = snapshot.messages`)
            // is loaded with it: it stands in for nothing the load replaces.
            let loaded_from = match &fact.site.reading.whole {
                Some(WholeWindow::HandedIn(source)) => source.split('.').next(),
                _ => None,
            };
            // The list a summary is added to (`self.episodic_memory.push(summary)`) is where
            // it is kept: the summary stands in for none of that list's own items.
            let owners = summary_owners.iter().filter(|(_, place, stored_in)| {
                place != target
                    && !super::exclusive(stored_in, &branches)
                    && (!self.scoped_digests.contains(place)
                        || stored_in.first().is_none_or(|b| branches.contains(b)))
                    && (loaded_from.is_none()
                        || self.summary_sources.get(place).map(String::as_str) != loaded_from)
            });
            // Stored in the window's owner (`self.summary`) or a part of it
            // (`self.summary.content`, beside `self.messages`).
            let beside = target
                .rsplit_once('.')
                .and_then(|(owner, _)| {
                    owners.clone().find(|(o, _, _)| {
                        o == owner
                            || o.strip_prefix(owner)
                                .is_some_and(|rest| rest.starts_with('.'))
                    })
                })
                .or_else(|| {
                    owners
                        .clone()
                        .find(|(o, _, _)| replaces_all && o == super::visit::CALLERS_SUMMARY)
                })
                .map(|(_, place, _)| place.clone());
            let summary_beside = beside.is_some();
            // Items thrown away (`w.drain(..n);`, `let _n = w.drain(..n).count()`) beside a cut
            // whose items the summariser is given are not in the summary: dropped, whatever
            // the summary put in front of the rest.
            let thrown_beside_summarised_cut =
                throws_away && summarised_cuts.iter().any(|w| w == target);
            // A summary put into the window in another arm of an `if` or `match` than the
            // edit (a tiered compactor's `Summarize` arm beside its `Truncate` arm) stands in
            // for nothing the edit cuts.
            // Text overwritten inside messages the window keeps (`msg["content"] = stub` in
            // `for msg in w.iter_mut()`) is not what a summary message put into the window
            // stands in for: the summary replaces messages taken out, not a kept one's text.
            let kept_item_text = crate::analysis::writes_kept_item(&fact.site.reading.method);
            // The oldest item popped to keep the window to a count after a summary of items
            // the caller handed in was pushed at its newest end (`episodic.push_back(digest);
            // if episodic.len() > max { episodic.pop_front(); }`): the summary stands in for
            // those items, not for the one popped, when it is every summary put into it.
            let summaries_put = inserts
                .iter()
                .filter(|(t, summary, _)| t == target && *summary);
            let only_summaries_of_handed_in = pops_oldest
                && summaries_put.count()
                    == appended_from_caller.iter().filter(|t| *t == target).count();
            let summary_inserted = !thrown_beside_summarised_cut
                && !kept_item_text
                && (summary_beside
                    || !only_summaries_of_handed_in
                        && inserts.iter().any(|(t, summary, stored_in)| {
                            t == target && *summary && !super::exclusive(stored_in, &branches)
                        }));
            // Model output put into the window in another branch of an `if` or `match` than
            // the clear (`if text == "reset" { h.clear() } else { h.push(reply) }`) is the
            // next turn's reply, not what replaces the cleared messages.
            let model_inserted = !replaced_with_other
                && inserts.iter().any(|(t, summary, stored_in)| {
                    t == target && !*summary && !super::exclusive(stored_in, &branches)
                });
            // A range spliced out for what a model wrote (`splice(0..n, [reply])`) is
            // rewritten with it, whatever range it is.
            let model_spliced_in = is_splice(&fact.site.reading.method) && value.model.is_some();
            fact.site.kind = if value.summary.is_some()
                || summary_inserted
                || model_spliced_in
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
            if fact.site.kind == EditKind::Rewrite && !self.facts.model_call {
                // The summary the value holds, or the one put into the window after it.
                let origin = value
                    .summary
                    .as_deref()
                    .or_else(|| self.taint.summary.get(target).map(String::as_str));
                fact.site.reading.host_digest = self.facts.host_digest_call.clone().or_else(|| {
                    (value.model.is_none() && self.formatted_summary(origin))
                        .then(|| self.name.to_string())
                });
            }
            // The summary goes into the window itself (not beside it, where the next run's
            // range does not reach).
            let summary_in_window = value.summary.is_some()
                || inserts.iter().any(|(t, summary, stored_in)| {
                    t == target && *summary && !super::exclusive(stored_in, &branches)
                });
            if fact.site.kind == EditKind::Rewrite && !summary_in_window && value.model.is_none() {
                fact.site.reading.summary_beside = beside;
            }
            if fact.site.kind == EditKind::Rewrite
                && summary_in_window
                && let Some(start) = range_start
            {
                self.note_summary_folded_in(&fact.site, &start, replaces_all);
            }
            match param {
                Some(index) => {
                    // `msg.content = ..` in `fn blank(msg: &mut Message)`: an item parameter.
                    let root = fact
                        .site
                        .reading
                        .target
                        .split(['.', '['])
                        .next()
                        .unwrap_or_default();
                    let item = matches!(self.locals.get(root), Some(super::Binding::Element(_)));
                    self.facts.param_edits.push((index, item, fact));
                }
                None => self.facts.edits.push(fact),
            }
        }
        self.facts.is_guard = self.facts.annotated || !self.facts.guard_ops.is_empty();
        self.facts
    }
}
