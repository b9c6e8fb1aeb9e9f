//! The window as a trace describes it: which spans are in it, where each came from, what the
//! store holds for it, and how it was scored. The audit replays every event into this model.

use std::collections::{HashMap, HashSet};

/// BLAKE3 of `text`'s UTF-8 bytes, lowercase hex (the trace's hash format).
pub fn content_hash(text: &str) -> String {
    blake3::hash(text.as_bytes()).to_hex().to_string()
}

/// Where a span in the window came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Origin {
    /// Entered as an original span.
    Original,
    /// Put back byte-for-byte from a store record.
    Reinjected {
        /// The record it came from.
        record: String,
    },
    /// Produced by a rewrite.
    Rewritten,
    /// Entered (or re-injected) with text byte-identical to an earlier rewrite's output.
    Laundered {
        /// The span the rewrite produced.
        rewrite: String,
    },
}

impl Origin {
    /// True for spans whose text the model did not author: originals and re-injected copies.
    pub(crate) fn is_verbatim(&self) -> bool {
        matches!(self, Origin::Original | Origin::Reinjected { .. })
    }
}

/// A span currently in the window.
#[derive(Debug, Clone)]
pub(crate) struct SpanState {
    pub(crate) text: String,
    pub(crate) hash: String,
    pub(crate) constraint: bool,
    pub(crate) origin: Origin,
}

/// A verbatim record the store reported.
#[derive(Debug, Clone)]
pub(crate) struct Record {
    pub(crate) span: String,
    pub(crate) hash: String,
    pub(crate) durable: bool,
    /// Whether the span was a constraint when it was persisted.
    pub(crate) constraint: bool,
    /// When the span persisted was (or repeated) a rewrite's output: that rewrite's span id.
    pub(crate) rewrite: Option<String>,
}

/// The replayed window, its store records and its scores.
#[derive(Debug, Default)]
pub(crate) struct WindowModel {
    spans: HashMap<String, SpanState>,
    bytes: usize,
    records: HashMap<String, Record>,
    records_by_span: HashMap<String, Vec<String>>,
    scores: HashMap<String, Vec<(u64, f64)>>,
    rewrite_outputs: HashMap<String, String>,
    rewrite_parents: HashMap<String, Vec<String>>,
    hash_history: HashMap<String, String>,
    seen_constraints: HashSet<String>,
    verbatim_hashes: HashMap<String, usize>,
}

impl WindowModel {
    /// The span `id`, if it is in the window.
    pub(crate) fn span(&self, id: &str) -> Option<&SpanState> {
        self.spans.get(id)
    }

    /// Every span in the window, with its id (in no particular order).
    pub(crate) fn spans(&self) -> impl Iterator<Item = (&str, &SpanState)> {
        self.spans.iter().map(|(id, span)| (id.as_str(), span))
    }

    /// Number of spans in the window.
    pub(crate) fn len(&self) -> usize {
        self.spans.len()
    }

    /// Total UTF-8 bytes of the spans in the window.
    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }

    /// The record `id`, if the store reported it.
    pub(crate) fn record(&self, id: &str) -> Option<&Record> {
        self.records.get(id)
    }

    /// Every record that holds a copy of span `id`: those persisted for it, plus the record it
    /// was re-injected from.
    pub(crate) fn copies_of(&self, id: &str) -> Vec<&Record> {
        let persisted = self
            .records_by_span
            .get(id)
            .into_iter()
            .flatten()
            .filter_map(|record| self.records.get(record));
        let source = match self.spans.get(id).map(|span| &span.origin) {
            Some(Origin::Reinjected { record }) => self.records.get(record),
            _ => None,
        };
        persisted.chain(source).collect()
    }

    /// The span a rewrite produced with output hash `hash`, if one did.
    pub(crate) fn rewrite_with_output(&self, hash: &str) -> Option<&str> {
        self.rewrite_outputs.get(hash).map(String::as_str)
    }

    /// Whether a `scored` event gave span `id` the value `score` in turn `turn`.
    pub(crate) fn has_score(&self, id: &str, turn: u64, score: f64) -> bool {
        self.scores.get(id).is_some_and(|history| {
            history
                .iter()
                .any(|&(t, value)| t == turn && (value - score).abs() <= 1e-9)
        })
    }

    /// The latest score of span `id`.
    pub(crate) fn latest_score(&self, id: &str) -> Option<f64> {
        self.scores
            .get(id)
            .and_then(|history| history.last())
            .map(|&(_, value)| value)
    }

    /// Distinct constraint texts (by hash) that ever entered the window as originals.
    pub(crate) fn constraints_seen(&self) -> usize {
        self.seen_constraints.len()
    }

    /// How many of [`Self::constraints_seen`] are in the window verbatim now.
    pub(crate) fn constraints_verbatim(&self) -> usize {
        self.seen_constraints
            .iter()
            .filter(|hash| self.has_verbatim(hash))
            .count()
    }

    /// Put a span into the window (replacing a span with the same id).
    pub(crate) fn insert(&mut self, id: &str, span: SpanState) {
        self.remove(id);
        if span.origin.is_verbatim() {
            *self.verbatim_hashes.entry(span.hash.clone()).or_default() += 1;
        }
        if span.constraint && span.origin == Origin::Original {
            self.seen_constraints.insert(span.hash.clone());
        }
        self.bytes += span.text.len();
        self.hash_history.insert(id.to_owned(), span.hash.clone());
        self.spans.insert(id.to_owned(), span);
    }

    /// Take a span out of the window.
    pub(crate) fn remove(&mut self, id: &str) -> Option<SpanState> {
        let span = self.spans.remove(id)?;
        self.bytes -= span.text.len();
        if span.origin.is_verbatim()
            && let Some(count) = self.verbatim_hashes.get_mut(&span.hash)
        {
            *count -= 1;
        }
        Some(span)
    }

    /// Remember that a rewrite of `parents` produced span `id` with text hash `hash`.
    pub(crate) fn note_rewrite(&mut self, id: &str, hash: &str, parents: &[String]) {
        self.rewrite_outputs
            .entry(hash.to_owned())
            .or_insert_with(|| id.to_owned());
        self.rewrite_parents.insert(id.to_owned(), parents.to_vec());
    }

    /// What must be in the window verbatim (as text hashes) to resolve a refusal naming span
    /// `id`, or `None` when no span `id` ever entered the window.
    ///
    /// A refused edit leaves the window as it was, so a span still in it needs nothing, except
    /// after a rewrite-of-rewrite refusal: a span that is (or repeats) a rewrite's output then
    /// needs the originals that rewrite replaced. A span no longer in the window needs its own
    /// text back.
    pub(crate) fn needed_after_refusal(
        &self,
        id: &str,
        rewrite_of_rewrite: bool,
    ) -> Option<Vec<String>> {
        let Some(span) = self.spans.get(id) else {
            return self.hash_history.get(id).map(|hash| vec![hash.clone()]);
        };
        let rewrite = match &span.origin {
            _ if !rewrite_of_rewrite => return Some(Vec::new()),
            Origin::Rewritten => id,
            Origin::Laundered { rewrite } => rewrite.as_str(),
            Origin::Original | Origin::Reinjected { .. } => return Some(Vec::new()),
        };
        let parents = self.rewrite_parents.get(rewrite).into_iter().flatten();
        Some(
            parents
                .filter_map(|parent| self.hash_history.get(parent).cloned())
                .collect(),
        )
    }

    /// Whether a span with text hash `hash` is in the window verbatim.
    pub(crate) fn has_verbatim(&self, hash: &str) -> bool {
        self.verbatim_hashes.get(hash).is_some_and(|n| *n > 0)
    }

    /// Remember a store record. Returns false when the record id was already reported.
    pub(crate) fn add_record(&mut self, id: &str, record: Record) -> bool {
        if self.records.contains_key(id) {
            return false;
        }
        self.records_by_span
            .entry(record.span.clone())
            .or_default()
            .push(id.to_owned());
        self.records.insert(id.to_owned(), record);
        true
    }

    /// Remember a score.
    pub(crate) fn add_score(&mut self, id: &str, turn: u64, score: f64) {
        self.scores
            .entry(id.to_owned())
            .or_default()
            .push((turn, score));
    }
}
