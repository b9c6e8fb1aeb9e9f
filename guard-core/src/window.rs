//! The guarded window: the agent's context, readable by all, editable only through the guard.

use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::sync::Arc;

use crate::classify::classify;
use crate::engine::{self, BudgetUsage, Proposal};
use crate::error::{EditKind, GuardError, RetentionInvariantError, Rule};
use crate::policy::RetentionPolicy;
use crate::recorder::TraceRecorder;
use crate::score::{Score, WindowId};
use crate::span::{Provenance, Span, SpanId};
use crate::store::{NewRecord, Receipt, StoreError, VerbatimStore};
use crate::trace::{SCHEMA_VERSION, TraceEvent};

/// What [`GuardedWindow::drop_span`] did.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum DropDecision {
    /// The span was removed.
    Dropped,
    /// No invariant stood in the way, but the score was not below `tau`: the span stays.
    Kept {
        /// The score given.
        score: f64,
        /// The policy's threshold.
        tau: f64,
    },
}

/// An agent's context window behind the retention guard: the only way to edit its spans.
///
/// The agent reads everything ([`spans`](Self::spans), [`get`](Self::get)); it changes the
/// window only by appending ([`push`](Self::push), [`reinject`](Self::reinject)) or through the
/// guarded edits [`drop_span`](Self::drop_span) and [`rewrite`](Self::rewrite), which the
/// decision engine checks in the design's order (flushed, the note's four refusals, the rewrite
/// budget, then `tau` for drops). A refusal is an `Err`, never a log line.
///
/// ```
/// use guard_core::{GuardedWindow, MemoryStore, RetentionPolicy, DropDecision};
///
/// let mut window = GuardedWindow::new(MemoryStore::new(), RetentionPolicy::default());
/// let chatter = window.push("The build took four minutes.");
/// let score = window.score(chatter, 0.1); // scored in turn 1
/// window.flush()?;                        // verbatim copies first
/// window.next_turn();                     // decide in a later turn
/// assert_eq!(window.drop_span(chatter, &score)?, DropDecision::Dropped);
/// assert!(window.get(chatter).is_none());
/// # Ok::<(), guard_core::GuardError>(())
/// ```
pub struct GuardedWindow<S: VerbatimStore> {
    pub(crate) store: S,
    policy: RetentionPolicy,
    id: WindowId,
    /// Window order: order key -> span id.
    order: BTreeMap<u64, SpanId>,
    /// The spans, with their order key.
    spans: HashMap<SpanId, (u64, Span)>,
    next_span: u64,
    next_order: u64,
    turn: u64,
    bytes: usize,
    budget: BudgetUsage,
    halted: Option<String>,
    recorder: Option<TraceRecorder>,
}

impl<S: VerbatimStore> std::fmt::Debug for GuardedWindow<S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GuardedWindow")
            .field("turn", &self.turn)
            .field("spans", &self.spans.len())
            .field("bytes", &self.bytes)
            .field("policy", &self.policy)
            .finish_non_exhaustive()
    }
}

impl<S: VerbatimStore> GuardedWindow<S> {
    /// An empty window in turn 1, keeping verbatim copies in `store`.
    pub fn new(store: S, policy: RetentionPolicy) -> Self {
        Self {
            store,
            policy,
            id: WindowId::fresh(),
            order: BTreeMap::new(),
            spans: HashMap::new(),
            next_span: 1,
            next_order: 1,
            turn: 1,
            bytes: 0,
            budget: BudgetUsage::default(),
            halted: None,
            recorder: None,
        }
    }

    /// Record every event of this window as JSON lines (see [`crate::trace`]) to `writer`.
    ///
    /// Writes `trace_started` (schema and policy) and `turn_started` for the current turn at once.
    /// A write error stops the trace and is reported by the next [`flush`](Self::flush).
    ///
    /// ```
    /// use guard_core::{GuardedWindow, MemoryStore, RetentionPolicy};
    ///
    /// let dir = tempfile::tempdir()?;
    /// let path = dir.path().join("trace.jsonl");
    /// let mut window = GuardedWindow::new(MemoryStore::new(), RetentionPolicy::default())
    ///     .with_trace(std::fs::File::create(&path)?);
    /// window.push("The build took four minutes.");
    /// window.flush()?;
    /// let trace = std::fs::read_to_string(&path)?;
    /// assert_eq!(trace.lines().count(), 4); // started, turn, entered, persisted
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_trace(mut self, writer: impl Write + Send + 'static) -> Self {
        self.recorder = Some(TraceRecorder::new(Box::new(writer)));
        let policy = self.policy.to_trace();
        self.record(|_| TraceEvent::TraceStarted {
            schema: SCHEMA_VERSION,
            policy,
        });
        let turn = self.turn;
        self.record(|_| TraceEvent::TurnStarted { turn });
        self
    }

    /// Record an event (built only when a trace is being written).
    pub(crate) fn record(&mut self, event: impl FnOnce(&Self) -> TraceEvent) {
        if self.recorder.is_some() {
            let event = event(self);
            if let Some(recorder) = self.recorder.as_mut() {
                recorder.record(&event);
            }
        }
    }

    /// The policy in force.
    pub fn policy(&self) -> &RetentionPolicy {
        &self.policy
    }

    /// The current turn (the window starts in turn 1).
    pub fn turn(&self) -> u64 {
        self.turn
    }

    /// The store holding the verbatim copies (read-only).
    pub fn store(&self) -> &S {
        &self.store
    }

    /// The spans, in window order.
    pub fn spans(&self) -> impl Iterator<Item = &Span> + '_ {
        self.order
            .values()
            .filter_map(|id| self.spans.get(id).map(|(_, span)| span))
    }

    /// One span, if it is in the window.
    pub fn get(&self, id: SpanId) -> Option<&Span> {
        self.spans.get(&id).map(|(_, span)| span)
    }

    /// The store receipt of a span, once flushed.
    pub fn receipt(&self, id: SpanId) -> Option<&Receipt> {
        self.get(id).and_then(Span::receipt)
    }

    /// Number of spans in the window.
    pub fn len(&self) -> usize {
        self.spans.len()
    }

    /// True when the window holds no span.
    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// Total bytes of the window's spans.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// Append a span (classified now) to the end of the window; it is unflushed until
    /// [`flush`](Self::flush).
    pub fn push(&mut self, text: impl Into<String>) -> SpanId {
        let text: Arc<str> = Arc::from(text.into());
        let id = self.insert(text, Provenance::Original, None, Arc::from([]), None);
        self.record(|window| {
            let span = &window.spans[&id].1;
            TraceEvent::SpanEntered {
                turn: window.turn,
                span: id.to_string(),
                kind: span.kind().as_str().into(),
                text: span.text().into(),
            }
        });
        id
    }

    /// Put a span into the window (at `order`, or at the end) and return its new id.
    fn insert(
        &mut self,
        text: Arc<str>,
        provenance: Provenance,
        receipt: Option<Receipt>,
        rewritten_from: Arc<[Receipt]>,
        order: Option<u64>,
    ) -> SpanId {
        let id = SpanId(self.next_span);
        self.next_span += 1;
        let order = order.unwrap_or_else(|| {
            self.next_order += 1;
            self.next_order - 1
        });
        let verdict = Arc::new(classify(&text));
        self.bytes += text.len();
        let span = Span {
            id,
            turn: self.turn,
            text,
            verdict,
            facts: Arc::default(),
            provenance,
            receipt,
            rewritten_from,
        };
        self.order.insert(order, id);
        self.spans.insert(id, (order, span));
        id
    }

    /// Take a span out of the window; return its order key.
    fn remove(&mut self, id: SpanId) -> Option<u64> {
        let (order, span) = self.spans.remove(&id)?;
        self.order.remove(&order);
        self.bytes -= span.len();
        Some(order)
    }

    /// Score a span's relevance, stamped with the current turn. The score justifies an edit
    /// only in a later turn (a *settled* score).
    pub fn score(&mut self, id: SpanId, value: f64) -> Score {
        let score = Score {
            window: self.id,
            span: id,
            value,
            turn: self.turn,
        };
        if self.spans.contains_key(&id) {
            self.record(|window| TraceEvent::Scored {
                turn: window.turn,
                span: id.to_string(),
                score: value,
            });
        }
        score
    }

    /// Persist every unflushed span to the store in one transaction (one sync) and return the
    /// new receipts, in window order.
    ///
    /// A span whose text repeats a recorded rewrite's output is not accepted as a fresh
    /// original: it is recorded as the rewrite it is (so it can never be edited again), the
    /// other spans are persisted, and the flush returns a `guard::rewrite_of_rewrite` refusal
    /// naming it. Also reports a failed trace write.
    pub fn flush(&mut self) -> Result<Vec<Receipt>, GuardError> {
        let pending: Vec<SpanId> = self
            .spans()
            .filter(|span| span.receipt.is_none())
            .map(Span::id)
            .collect();
        let mut laundered = Vec::new();
        if pending.is_empty() {
            return self.flush_trace().map(|()| Vec::new());
        }
        // Each retry turns one laundered span into the rewrite it is, so this ends.
        let receipts = loop {
            let records: Vec<NewRecord<'_>> = pending
                .iter()
                .map(|id| {
                    let span = &self.spans[id].1;
                    NewRecord {
                        text: span.text(),
                        turn: span.turn,
                        parents: span.rewritten_from.iter().map(Receipt::record).collect(),
                    }
                })
                .collect();
            match self.store.append(&records) {
                Ok(receipts) => break receipts,
                Err(StoreError::LaunderedRewrite { index, rewrite }) => {
                    let originals = crate::store::parents_of(&self.store, rewrite)?;
                    let id = pending[index];
                    let span = self.spans.get_mut(&id).map(|(_, span)| span);
                    match span {
                        Some(span) if !originals.is_empty() && !span.is_rewrite() => {
                            span.rewritten_from = Arc::from(originals);
                            laundered.push(id);
                        }
                        _ => {
                            return Err(StoreError::LaunderedRewrite { index, rewrite }.into());
                        }
                    }
                }
                Err(other) => return Err(other.into()),
            }
        };
        for (id, receipt) in pending.iter().zip(receipts.iter()) {
            if let Some((_, span)) = self.spans.get_mut(id) {
                span.receipt = Some(receipt.clone());
            }
            self.record_persisted(*id, receipt);
        }
        self.flush_trace()?;
        let laundered: Vec<&Span> = laundered.iter().filter_map(|id| self.get(*id)).collect();
        if let Some(first) = laundered.first() {
            let refusal = engine::refusal(
                EditKind::Persist,
                self.turn,
                &laundered,
                Rule::RewriteOfRewrite,
                first,
            );
            return Err(self.refused(refusal));
        }
        Ok(receipts)
    }

    /// Flush the trace writer, reporting a write error that stopped the trace.
    fn flush_trace(&mut self) -> Result<(), GuardError> {
        match self.recorder.as_mut() {
            Some(recorder) => recorder.flush().map_err(GuardError::Trace),
            None => Ok(()),
        }
    }

    /// Record that span `id` is on record as `receipt`.
    fn record_persisted(&mut self, id: SpanId, receipt: &Receipt) {
        self.record(|window| TraceEvent::Persisted {
            turn: window.turn,
            span: id.to_string(),
            record: receipt.record().to_string(),
            hash: receipt.hash_hex(),
            durable: receipt.is_durable(),
        });
    }

    /// Record a refusal in the trace and wrap it.
    fn refused(&mut self, refusal: RetentionInvariantError) -> GuardError {
        self.record(|window| TraceEvent::Refused {
            turn: window.turn,
            spans: refusal
                .targets()
                .iter()
                .map(|t| t.span.to_string())
                .collect(),
            code: refusal.rule().code().into(),
            message: refusal.to_string(),
        });
        GuardError::Refused(Box::new(refusal))
    }

    /// Check the usage errors every edit shares: halted, unknown spans, the score's origin.
    fn targets(&self, ids: &[SpanId], score: &Score) -> Result<Vec<&Span>, GuardError> {
        if let Some(reason) = &self.halted {
            return Err(GuardError::Halted {
                turn: self.turn,
                reason: reason.clone(),
            });
        }
        if score.window != self.id {
            return Err(GuardError::Foreign { what: "score" });
        }
        if !(0.0..=1.0).contains(&score.value) {
            return Err(GuardError::InvalidScore(score.value));
        }
        if ids.is_empty() || has_repeats(ids) {
            return Err(GuardError::InvalidTargets);
        }
        if !ids.contains(&score.span) {
            return Err(GuardError::ScoreMismatch {
                scored: score.span,
                target: ids
                    .iter()
                    .map(SpanId::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
        ids.iter()
            .map(|id| self.get(*id).ok_or(GuardError::UnknownSpan(*id)))
            .collect()
    }

    /// A score settles once its turn is over: refuse one from this turn (or from another window).
    pub(crate) fn check_settled(&self, score: &Score) -> Result<(), GuardError> {
        if score.window != self.id {
            return Err(GuardError::Foreign { what: "score" });
        }
        if score.turn >= self.turn {
            let span = self
                .get(score.span)
                .ok_or(GuardError::UnknownSpan(score.span))?;
            let rule = Rule::SelfConditionedScore {
                score_turn: score.turn,
            };
            let refusal = engine::refusal(EditKind::Rewrite, self.turn, &[span], rule, span);
            return Err(refusal.into());
        }
        Ok(())
    }

    /// Would [`drop_span`](Self::drop_span) drop this span? The same decision, without the
    /// edit and without a trace event.
    pub fn check_drop(&self, id: SpanId, score: &Score) -> Result<DropDecision, GuardError> {
        let targets = self.targets(&[id], score)?;
        let proposal = Proposal {
            edit: EditKind::Drop,
            targets: &targets,
            score,
            rewrite: None,
            turn: self.turn,
        };
        engine::decide(&proposal, &self.policy, &self.budget).map_err(GuardError::Refused)?;
        if score.value < self.policy.tau() {
            Ok(DropDecision::Dropped)
        } else {
            Ok(DropDecision::Kept {
                score: score.value,
                tau: self.policy.tau(),
            })
        }
    }

    /// Drop a span, justified by a settled score below `tau`.
    ///
    /// Refused (`Err(GuardError::Refused)`) when the span is unflushed, a constraint without a
    /// durable copy, scored in this turn, or itself a rewrite. A score not below `tau` keeps it.
    pub fn drop_span(&mut self, id: SpanId, score: &Score) -> Result<DropDecision, GuardError> {
        let decision = match self.check_drop(id, score) {
            Err(GuardError::Refused(refusal)) => return Err(self.refused(*refusal)),
            other => other?,
        };
        if decision == DropDecision::Dropped {
            self.remove(id);
            self.record(|window| TraceEvent::Dropped {
                turn: window.turn,
                span: id.to_string(),
                score: score.value,
                score_turn: score.turn,
            });
        }
        Ok(decision)
    }

    /// Would [`rewrite`](Self::rewrite) accept this rewrite? The same decision, without the
    /// edit and without a trace event.
    pub fn check_rewrite(
        &self,
        ids: &[SpanId],
        text: &str,
        score: &Score,
    ) -> Result<(), GuardError> {
        let targets = self.targets(ids, score)?;
        let proposal = Proposal {
            edit: EditKind::Rewrite,
            targets: &targets,
            score,
            rewrite: Some(text),
            turn: self.turn,
        };
        engine::decide(&proposal, &self.policy, &self.budget).map_err(GuardError::Refused)
    }

    /// Replace spans with model-authored text, justified by a settled score of one of them.
    ///
    /// The new span takes the place of the first replaced span, is recorded in the store as a
    /// rewrite of their verbatim records (one sync) and can never be rewritten or dropped
    /// itself. Refused when a replaced span is unflushed, a constraint without a durable copy,
    /// the score is from this turn, the rewrite changes a span's polarity, a replaced span is
    /// itself a rewrite, or this turn's rewrite budget would be exceeded.
    ///
    /// ```
    /// use guard_core::{GuardedWindow, MemoryStore, RetentionPolicy};
    ///
    /// let mut window = GuardedWindow::new(MemoryStore::new(), RetentionPolicy::default());
    /// let log = window.push("The build finished on the CI runner and the tests passed.");
    /// window.push("The user asked for the status of the release branch.");
    /// window.push("The agent read the changelog for the release branch.");
    /// let score = window.score(log, 0.2);
    /// window.flush()?;
    /// window.next_turn();
    /// let summary = window.rewrite(&[log], "The build and the tests passed.", &score)?;
    /// assert_eq!(window.spans().next().unwrap().id(), summary); // in the log's place
    /// assert!(window.get(summary).unwrap().is_rewrite());        // never rewritten again
    /// # Ok::<(), guard_core::GuardError>(())
    /// ```
    pub fn rewrite(
        &mut self,
        ids: &[SpanId],
        text: impl Into<String>,
        score: &Score,
    ) -> Result<SpanId, GuardError> {
        let text: String = text.into();
        match self.check_rewrite(ids, &text, score) {
            Err(GuardError::Refused(refusal)) => return Err(self.refused(*refusal)),
            other => other?,
        }
        let mut targets: Vec<(u64, SpanId)> = ids
            .iter()
            .filter_map(|id| self.spans.get(id).map(|(order, _)| (*order, *id)))
            .collect();
        targets.sort_unstable();
        let originals: Vec<Receipt> = targets
            .iter()
            .filter_map(|(_, id)| self.receipt(*id).cloned())
            .collect();
        let replaced: usize = targets.iter().map(|(_, id)| self.spans[id].1.len()).sum();
        // The rewrite is on record (durably, with its parents) before the window changes.
        let receipt = self.store.append(&[NewRecord {
            text: &text,
            turn: self.turn,
            parents: originals.iter().map(Receipt::record).collect(),
        }])?;
        let receipt = receipt.into_iter().next();
        let order = targets.first().map(|(order, _)| *order);
        for (_, id) in &targets {
            self.remove(*id);
        }
        self.budget.used_bytes += replaced;
        self.budget.used_spans += targets.len();
        let parents: Vec<SpanId> = targets.iter().map(|(_, id)| *id).collect();
        let provenance = Provenance::Rewritten {
            parents: parents.clone(),
            turn: self.turn,
        };
        let id = self.insert(
            Arc::from(text),
            provenance,
            receipt.clone(),
            Arc::from(originals),
            order,
        );
        self.record(|window| {
            let span = &window.spans[&id].1;
            TraceEvent::Rewritten {
                turn: window.turn,
                parents: parents.iter().map(SpanId::to_string).collect(),
                span: id.to_string(),
                text: span.text().into(),
                hash: blake3::hash(span.text().as_bytes()).to_hex().to_string(),
                score: score.value,
                score_turn: score.turn,
            }
        });
        if let Some(receipt) = &receipt {
            self.record_persisted(id, receipt);
        }
        Ok(id)
    }

    /// Start the next turn: scores from now on are from a new turn, the rewrite budget is
    /// measured afresh on the current window, and a halt is lifted. Returns the new turn.
    pub fn next_turn(&mut self) -> u64 {
        self.turn += 1;
        self.budget = BudgetUsage::start(self.bytes, self.spans.len());
        self.halted = None;
        let turn = self.turn;
        self.record(|_| TraceEvent::TurnStarted { turn });
        turn
    }

    /// Stop editing for the rest of this turn (instead of resolving a refusal); drops and
    /// rewrites fail with [`GuardError::Halted`] until [`next_turn`](Self::next_turn).
    pub fn halt(&mut self, reason: impl Into<String>) {
        let reason = reason.into();
        self.record(|window| TraceEvent::Halted {
            turn: window.turn,
            reason: reason.clone(),
        });
        self.halted = Some(reason);
    }

    /// The reason for this turn's halt, if the pruner halted.
    pub fn halted(&self) -> Option<&str> {
        self.halted.as_deref()
    }

    /// Append a span read back from the store (for [`reinject`](Self::reinject)).
    pub(crate) fn insert_reinjected(
        &mut self,
        text: String,
        receipt: Receipt,
        rewritten_from: Vec<Receipt>,
    ) -> SpanId {
        let record = receipt.record();
        let hash = receipt.hash_hex();
        let id = self.insert(
            Arc::from(text),
            Provenance::Reinjected { record },
            Some(receipt),
            Arc::from(rewritten_from),
            None,
        );
        self.record(|window| TraceEvent::Reinjected {
            turn: window.turn,
            span: id.to_string(),
            record: record.to_string(),
            hash,
            text: window.spans[&id].1.text().into(),
        });
        id
    }
}

/// True when an id occurs twice (no allocation for the usual handful of ids).
fn has_repeats(ids: &[SpanId]) -> bool {
    if ids.len() <= 32 {
        ids.iter().enumerate().any(|(i, id)| ids[..i].contains(id))
    } else {
        let mut seen = std::collections::HashSet::with_capacity(ids.len());
        !ids.iter().all(|id| seen.insert(*id))
    }
}

#[cfg(test)]
mod tests {
    use super::{GuardedWindow, SpanId, has_repeats};
    use crate::{SqliteStore, store::MemoryStore};

    #[test]
    fn repeats_are_found_in_short_and_long_id_lists() {
        let ids: Vec<SpanId> = (0..100).map(SpanId).collect();
        assert!(!has_repeats(&ids[..3]));
        assert!(!has_repeats(&ids));
        assert!(has_repeats(&[SpanId(1), SpanId(2), SpanId(1)]));
        let mut long = ids.clone();
        long.push(SpanId(42));
        assert!(has_repeats(&long));
    }

    #[test]
    fn windows_can_move_between_threads() {
        fn send<T: Send>() {}
        send::<GuardedWindow<SqliteStore>>();
        send::<GuardedWindow<MemoryStore>>();
    }
}
