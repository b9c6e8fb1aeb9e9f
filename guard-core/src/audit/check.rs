//! The auditor: replays a trace event by event, checks every edit against the invariant, and
//! measures the window at the end of every turn.
//!
//! It is incremental, so a running window can feed it its own events and read the metrics live.

use std::collections::HashMap;

use super::drift::{DriftAlert, DriftConfig, detect_drift};
use super::metrics::{TurnCounts, TurnMetrics};
use super::refusals::{OpenRefusal, Refusals};
use super::rules::{AuditRule, Violation};
use super::window::{Origin, Record, SpanState, WindowModel, content_hash};
use crate::RetentionPolicy;
use crate::polarity::check_rewrite;
use crate::trace::{SCHEMA_VERSION, TraceEvent, TracePolicy};

/// The policy assumed when a trace has no `trace_started` line: the runtime's defaults.
pub const DEFAULT_POLICY: TracePolicy = TracePolicy {
    tau: RetentionPolicy::DEFAULT_TAU,
    rewrite_budget_bytes: RetentionPolicy::DEFAULT_REWRITE_BUDGET_BYTES,
    rewrite_budget_spans: RetentionPolicy::DEFAULT_REWRITE_BUDGET_SPANS,
};

/// What an [`Auditor`] found, once the trace has ended.
#[derive(Debug, Clone, PartialEq)]
pub struct Finished {
    /// Every violation, in trace order, drift alerts last.
    pub violations: Vec<Violation>,
    /// The window at the end of every turn.
    pub metrics: Vec<TurnMetrics>,
    /// Stretches of turns showing the drift signature.
    pub drift: Vec<DriftAlert>,
}

/// What the rewrites of the current turn have used of the budget.
#[derive(Debug, Default)]
struct Budget {
    window_bytes: usize,
    window_spans: usize,
    replaced_bytes: usize,
    replaced_spans: usize,
}

/// Replays trace events, collecting violations and per-turn metrics.
///
/// ```
/// use guard_core::audit::Auditor;
/// use guard_core::trace::TraceEvent;
///
/// let mut auditor = Auditor::new();
/// auditor.observe(1, &TraceEvent::TurnStarted { turn: 1 });
/// auditor.observe(2, &TraceEvent::Dropped {
///     turn: 1, span: "s1".into(), score: 0.1, score_turn: 0,
/// });
/// let found = auditor.finish(&Default::default());
/// assert_eq!(found.violations[0].rule.code(), "audit::inconsistent_trace"); // no trace_started line
/// ```
#[derive(Debug)]
pub struct Auditor {
    policy: TracePolicy,
    seen_header: bool,
    seen_event: bool,
    window: WindowModel,
    turn: u64,
    turn_open: bool,
    turn_lines: HashMap<u64, usize>,
    counts: TurnCounts,
    budget: Budget,
    refusals: Refusals,
    violations: Vec<Violation>,
    metrics: Vec<TurnMetrics>,
}

impl Default for Auditor {
    fn default() -> Self {
        Self::new()
    }
}

impl Auditor {
    /// An auditor that has seen nothing yet.
    pub fn new() -> Self {
        Auditor {
            policy: DEFAULT_POLICY,
            seen_header: false,
            seen_event: false,
            window: WindowModel::default(),
            turn: 0,
            turn_open: false,
            turn_lines: HashMap::new(),
            counts: TurnCounts::default(),
            budget: Budget::default(),
            refusals: Refusals::default(),
            violations: Vec::new(),
            metrics: Vec::new(),
        }
    }

    /// The policy in force (from `trace_started`, else [`DEFAULT_POLICY`]).
    pub fn policy(&self) -> &TracePolicy {
        &self.policy
    }

    /// Violations found so far (a refusal still within its deadline is not yet one).
    pub fn violations(&self) -> &[Violation] {
        &self.violations
    }

    /// Metrics of the turns that have ended.
    pub fn metrics(&self) -> &[TurnMetrics] {
        &self.metrics
    }

    /// Metrics of the window as it is now, in the current turn.
    pub fn live_metrics(&self) -> TurnMetrics {
        TurnMetrics::measure(self.turn, &self.window, self.counts)
    }

    /// The line of the first event of `turn`, if the turn was seen.
    pub fn turn_line(&self, turn: u64) -> Option<usize> {
        self.turn_lines.get(&turn).copied()
    }

    /// Replay one event, read from 1-based line `line`.
    pub fn observe(&mut self, line: usize, event: &TraceEvent) {
        if let TraceEvent::TraceStarted { schema, policy } = event {
            self.start_trace(line, *schema, policy);
            return;
        }
        if !self.seen_header && !self.seen_event {
            let message = "the trace does not start with a `trace_started` line; the default policy is assumed";
            self.inconsistent(event.turn(), line, None, message.into());
        }
        self.seen_event = true;
        self.enter_turn(line, event.turn());
        match event {
            TraceEvent::TraceStarted { .. } | TraceEvent::TurnStarted { .. } => {}
            TraceEvent::SpanEntered {
                turn,
                span,
                kind,
                text,
            } => self.span_entered(line, *turn, span, kind, text),
            TraceEvent::Scored { turn, span, score } => self.scored(line, *turn, span, *score),
            TraceEvent::Persisted {
                turn,
                span,
                record,
                hash,
                durable,
            } => self.persisted(line, *turn, span, record, hash, *durable),
            TraceEvent::Dropped {
                turn,
                span,
                score,
                score_turn,
            } => self.dropped(line, *turn, span, *score, *score_turn),
            TraceEvent::Rewritten {
                turn,
                parents,
                span,
                text,
                hash,
                score,
                score_turn,
            } => self.rewritten(
                line,
                *turn,
                parents,
                Rewrite {
                    span,
                    text,
                    hash,
                    score: *score,
                    score_turn: *score_turn,
                },
            ),
            TraceEvent::Refused {
                turn, spans, code, ..
            } => self.refused(line, *turn, spans, code),
            TraceEvent::Reinjected {
                turn,
                span,
                record,
                hash,
                text,
            } => self.reinjected(line, *turn, span, record, hash, text),
            TraceEvent::Halted { .. } => {
                self.counts.halts += 1;
                self.refusals.halt();
            }
        }
    }

    /// End of the trace: close the last turn, report refusals never resolved, and run the drift
    /// detector over the per-turn metrics (each alert is also a [`AuditRule::Drift`] violation).
    pub fn finish(mut self, drift: &DriftConfig) -> Finished {
        self.close_turn();
        for refusal in self.refusals.take_all() {
            self.report_unresolved(&refusal, "the trace ends");
        }
        let alerts = detect_drift(&self.metrics, drift);
        for alert in &alerts {
            let line = self.turn_line(alert.raised_at_turn).unwrap_or(0);
            self.report(
                AuditRule::Drift,
                alert.raised_at_turn,
                line,
                Vec::new(),
                format!(
                    "turns {}-{}: retained relevance rose by {:.2} (Mann-Kendall Z = {:.2}, p = {:.1e}) while verbatim-constraint coverage fell by {:.0} points (Z = {:.2}, p = {:.1e}); the signature lasted until turn {}",
                    alert.from_turn,
                    alert.raised_at_turn,
                    alert.relevance_rise,
                    alert.relevance_z,
                    alert.relevance_p,
                    alert.coverage_drop * 100.0,
                    alert.coverage_z,
                    alert.coverage_p,
                    alert.until_turn,
                ),
            );
        }
        Finished {
            violations: self.violations,
            metrics: self.metrics,
            drift: alerts,
        }
    }

    fn report(
        &mut self,
        rule: AuditRule,
        turn: u64,
        line: usize,
        spans: Vec<String>,
        message: String,
    ) {
        self.violations.push(Violation {
            rule,
            turn,
            line,
            spans,
            message,
        });
    }

    /// Report that the trace contradicts itself (about `span`, when one is concerned).
    fn inconsistent(&mut self, turn: u64, line: usize, span: Option<&str>, message: String) {
        let spans = span.map(str::to_owned).into_iter().collect();
        self.report(AuditRule::InconsistentTrace, turn, line, spans, message);
    }

    fn start_trace(&mut self, line: usize, schema: u32, policy: &TracePolicy) {
        if self.seen_header || self.seen_event {
            self.inconsistent(
                self.turn,
                line,
                None,
                "`trace_started` must be the first line of a trace, and appear once".into(),
            );
        }
        if schema != SCHEMA_VERSION {
            self.inconsistent(
                0,
                line,
                None,
                format!("trace schema {schema}, but this audit reads schema {SCHEMA_VERSION}"),
            );
        }
        let shares = [
            policy.tau,
            policy.rewrite_budget_bytes,
            policy.rewrite_budget_spans,
        ];
        if shares.iter().all(|v| (0.0..=1.0).contains(v)) {
            self.policy = policy.clone();
        } else {
            self.inconsistent(0, line, None, "the policy's tau and budgets must be numbers in [0, 1]; the default policy is assumed".into(),
            );
        }
        self.seen_header = true;
    }

    /// Move to `turn` if it is later than the current one.
    fn enter_turn(&mut self, line: usize, turn: u64) {
        if turn < self.turn {
            self.inconsistent(
                turn,
                line,
                None,
                format!(
                    "turn {turn} after turn {}: turns must not go back",
                    self.turn
                ),
            );
            return;
        }
        if turn > self.turn || !self.turn_open {
            if turn > self.turn {
                self.close_turn();
                self.turn = turn;
            }
            self.turn_open = true;
            self.turn_lines.entry(turn).or_insert(line);
            self.budget = Budget {
                window_bytes: self.window.bytes(),
                window_spans: self.window.len(),
                ..Budget::default()
            };
            self.expire_refusals(turn);
        }
    }

    fn close_turn(&mut self) {
        if self.turn_open {
            let counts = std::mem::take(&mut self.counts);
            self.metrics
                .push(TurnMetrics::measure(self.turn, &self.window, counts));
            self.turn_open = false;
        }
    }

    /// Report refusals whose deadline (the end of the turn after theirs) is before `turn`.
    fn expire_refusals(&mut self, turn: u64) {
        for refusal in self.refusals.expire_before(turn) {
            let deadline = format!("turn {} ends", refusal.turn.saturating_add(1));
            self.report_unresolved(&refusal, &deadline);
        }
    }

    fn report_unresolved(&mut self, refusal: &OpenRefusal, deadline: &str) {
        self.report(
            AuditRule::UnresolvedRefusal,
            refusal.turn,
            refusal.line,
            refusal.spans.clone(),
            format!(
                "refusal `{}` in turn {}: {deadline} with neither a re-injection of {} nor a halt",
                refusal.code,
                refusal.turn,
                quote_ids(&refusal.unresolved_ids()),
            ),
        );
    }

    fn span_entered(&mut self, line: usize, turn: u64, id: &str, kind: &str, text: &str) {
        if self.window.span(id).is_some() {
            self.inconsistent(
                turn,
                line,
                Some(id),
                format!("span `{id}` entered the window while a span with that id is in it"),
            );
        }
        if kind != "constraint" && kind != "narrative" {
            self.inconsistent(
                turn,
                line,
                Some(id),
                format!("span `{id}` has kind `{kind}`; expected `constraint` or `narrative`"),
            );
        }
        let hash = content_hash(text);
        let origin = match self.window.rewrite_with_output(&hash) {
            Some(rewrite) => Origin::Laundered {
                rewrite: rewrite.to_owned(),
            },
            None => Origin::Original,
        };
        self.window.insert(
            id,
            SpanState {
                text: text.to_owned(),
                hash,
                constraint: kind == "constraint",
                origin,
            },
        );
    }

    fn scored(&mut self, line: usize, turn: u64, id: &str, score: f64) {
        if self.window.span(id).is_none() {
            self.inconsistent(
                turn,
                line,
                Some(id),
                format!("span `{id}` is scored but is not in the window"),
            );
        }
        if !(0.0..=1.0).contains(&score) {
            self.inconsistent(
                turn,
                line,
                Some(id),
                format!("span `{id}` scored {score}; scores are in [0, 1]"),
            );
        }
        self.window.add_score(id, turn, score);
    }

    fn persisted(
        &mut self,
        line: usize,
        turn: u64,
        id: &str,
        record: &str,
        hash: &str,
        durable: bool,
    ) {
        if self.window.span(id).is_none() {
            self.inconsistent(
                turn,
                line,
                Some(id),
                format!("span `{id}` is persisted but is not in the window"),
            );
        }
        let span = self.window.span(id);
        let constraint = span.is_some_and(|span| span.constraint);
        let rewrite = match span.map(|span| &span.origin) {
            Some(Origin::Rewritten) => Some(id.to_owned()),
            Some(Origin::Laundered { rewrite }) => Some(rewrite.clone()),
            _ => None,
        };
        let added = self.window.add_record(
            record,
            Record {
                span: id.to_owned(),
                hash: hash.to_owned(),
                durable,
                constraint,
                rewrite,
            },
        );
        if !added {
            self.inconsistent(
                turn,
                line,
                Some(id),
                format!("record `{record}` was already reported for another persist"),
            );
        }
    }

    fn dropped(&mut self, line: usize, turn: u64, id: &str, score: f64, score_turn: u64) {
        let targets = self.known_targets(line, turn, &[id.to_owned()], "dropped");
        if targets.is_empty() {
            return;
        }
        self.check_targets(line, turn, &targets);
        self.check_score(line, turn, &targets, score, score_turn);
        if score >= self.policy.tau {
            self.report(
                AuditRule::AboveThreshold,
                turn,
                line,
                targets.clone(),
                format!(
                    "span `{id}` dropped with score {score}, not below tau {}",
                    self.policy.tau
                ),
            );
        }
        self.window.remove(id);
        self.counts.drops += 1;
    }

    fn rewritten(&mut self, line: usize, turn: u64, parents: &[String], rewrite: Rewrite<'_>) {
        if parents.is_empty() {
            self.report(
                AuditRule::InconsistentTrace,
                turn,
                line,
                vec![rewrite.span.to_owned()],
                format!("rewrite `{}` names no parent span", rewrite.span),
            );
        }
        let targets = self.known_targets(line, turn, parents, "rewritten");
        self.check_targets(line, turn, &targets);
        if !targets.is_empty() {
            self.check_score(line, turn, &targets, rewrite.score, rewrite.score_turn);
            self.check_polarity(line, turn, &targets, rewrite.span, rewrite.text);
            self.spend_budget(line, turn, &targets);
        }
        let hash = content_hash(rewrite.text);
        if hash != rewrite.hash {
            self.report(
                AuditRule::HashMismatch,
                turn,
                line,
                vec![rewrite.span.to_owned()],
                format!(
                    "rewrite `{}` records hash {} but its text hashes to {hash}",
                    rewrite.span, rewrite.hash
                ),
            );
        }
        for parent in &targets {
            self.window.remove(parent);
        }
        self.window.note_rewrite(rewrite.span, &hash, &targets);
        self.window.insert(
            rewrite.span,
            SpanState {
                text: rewrite.text.to_owned(),
                hash,
                constraint: false,
                origin: Origin::Rewritten,
            },
        );
        self.counts.rewrites += 1;
    }

    fn refused(&mut self, line: usize, turn: u64, spans: &[String], code: &str) {
        self.counts.refusals += 1;
        let rewrite_of_rewrite = code == AuditRule::RewriteOfRewrite.code();
        let unknown =
            self.refusals
                .open(&self.window, (turn, line), code, spans, rewrite_of_rewrite);
        for id in unknown {
            let message = format!("the refusal names span `{id}`, which never entered the window");
            self.inconsistent(turn, line, Some(&id), message);
        }
    }

    fn reinjected(
        &mut self,
        line: usize,
        turn: u64,
        id: &str,
        record: &str,
        hash: &str,
        text: &str,
    ) {
        let actual = content_hash(text);
        if actual != hash {
            self.report(
                AuditRule::HashMismatch,
                turn,
                line,
                vec![id.to_owned()],
                format!(
                    "re-injection of `{id}` records hash {hash} but its text hashes to {actual}"
                ),
            );
        }
        let stored = self.window.record(record).cloned();
        match &stored {
            None => self.inconsistent(turn, line, Some(id), format!("span `{id}` re-injected from record `{record}`, which was never persisted")),
            Some(stored) if stored.hash != actual => self.report(
                AuditRule::HashMismatch,
                turn,
                line,
                vec![id.to_owned()],
                format!(
                    "span `{id}` re-injected from record `{record}` but its bytes differ from the record (hash {actual}, record {})",
                    stored.hash
                ),
            ),
            Some(_) => {}
        }
        // A copy of a rewrite stays a rewrite; without a known record, the bytes decide.
        let rewrite = match &stored {
            Some(stored) => stored.rewrite.clone(),
            None => self.window.rewrite_with_output(&actual).map(str::to_owned),
        };
        let origin = match rewrite {
            Some(rewrite) => Origin::Laundered { rewrite },
            None => Origin::Reinjected {
                record: record.to_owned(),
            },
        };
        let constraint = stored.is_some_and(|r| r.constraint);
        self.window.insert(
            id,
            SpanState {
                text: text.to_owned(),
                hash: actual,
                constraint,
                origin,
            },
        );
        self.counts.reinjections += 1;
        self.refusals.resolve(&self.window);
    }

    /// The ids among `ids` that are in the window; the others are reported.
    fn known_targets(&mut self, line: usize, turn: u64, ids: &[String], verb: &str) -> Vec<String> {
        let (known, unknown): (Vec<String>, Vec<String>) = ids
            .iter()
            .cloned()
            .partition(|id| self.window.span(id).is_some());
        for id in unknown {
            self.inconsistent(
                turn,
                line,
                Some(&id),
                format!("span `{id}` is {verb} but is not in the window"),
            );
        }
        known
    }

    /// The verbatim-copy and provenance checks every edited span must pass.
    fn check_targets(&mut self, line: usize, turn: u64, targets: &[String]) {
        for id in targets {
            self.check_verbatim_copy(line, turn, id);
            self.check_provenance(line, turn, id);
        }
    }

    /// Span `id` must have a durable record whose hash is BLAKE3 of its bytes.
    fn check_verbatim_copy(&mut self, line: usize, turn: u64, id: &str) {
        let Some(span) = self.window.span(id) else {
            return;
        };
        let copies = self.window.copies_of(id);
        if copies.iter().any(|r| r.durable && r.hash == span.hash) {
            return;
        }
        let problem = if copies.is_empty() {
            "no `persisted` record precedes the edit".to_owned()
        } else if !copies.iter().any(|r| r.durable) {
            "its only records are not durable".to_owned()
        } else {
            format!(
                "no durable record matches its bytes (hash {}; records hold {})",
                span.hash,
                copies
                    .iter()
                    .filter(|r| r.durable)
                    .map(|r| r.hash.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        let rule = if span.constraint {
            AuditRule::ConstraintWithoutVerbatim
        } else if copies.is_empty() {
            AuditRule::Unflushed
        } else if !copies.iter().any(|r| r.durable) {
            AuditRule::NotDurable
        } else {
            AuditRule::HashMismatch
        };
        let kind = if span.constraint {
            "constraint"
        } else {
            "span"
        };
        self.report(
            rule,
            turn,
            line,
            vec![id.to_owned()],
            format!("{kind} `{id}` edited without a durable verbatim copy: {problem}"),
        );
    }

    /// Span `id` must not be a rewrite's output.
    fn check_provenance(&mut self, line: usize, turn: u64, id: &str) {
        let message = match &self.window.span(id).map(|span| &span.origin) {
            Some(Origin::Rewritten) => format!("span `{id}` was produced by a rewrite"),
            Some(Origin::Laundered { rewrite }) => format!(
                "span `{id}` is byte-identical to the output of rewrite `{rewrite}` (laundered as a fresh span)"
            ),
            _ => return,
        };
        self.report(
            AuditRule::RewriteOfRewrite,
            turn,
            line,
            vec![id.to_owned()],
            message,
        );
    }

    /// The score must be settled (from an earlier turn) and recorded for one of the targets.
    fn check_score(
        &mut self,
        line: usize,
        turn: u64,
        targets: &[String],
        score: f64,
        score_turn: u64,
    ) {
        if score_turn >= turn {
            self.report(
                AuditRule::SelfConditionedScore,
                turn,
                line,
                targets.to_vec(),
                format!("the edit in turn {turn} is justified by a score from turn {score_turn}"),
            );
        }
        if !targets
            .iter()
            .any(|id| self.window.has_score(id, score_turn, score))
        {
            self.report(
                AuditRule::UnrecordedScore,
                turn,
                line,
                targets.to_vec(),
                format!(
                    "no `scored` event gave {} the score {score} in turn {score_turn}",
                    quote_ids(targets)
                ),
            );
        }
    }

    /// The rewrite must keep the polarity of every span it replaces (each checked on its own,
    /// as the runtime does).
    fn check_polarity(&mut self, line: usize, turn: u64, targets: &[String], id: &str, text: &str) {
        for target in targets {
            let Some(span) = self.window.span(target) else {
                continue;
            };
            let report = check_rewrite(&span.text, text);
            if !report.polarity_changed() {
                continue;
            }
            let changes = report
                .changes
                .iter()
                .map(|c| format!("{} (`{}` -> `{}`)", c.what, c.original, c.rewrite))
                .collect::<Vec<_>>()
                .join("; ");
            self.report(
                AuditRule::PolarityChange,
                turn,
                line,
                vec![target.clone()],
                format!("rewrite `{id}` changes the polarity of `{target}`: {changes}"),
            );
        }
    }

    /// Count the replaced spans against the turn's budget.
    fn spend_budget(&mut self, line: usize, turn: u64, targets: &[String]) {
        let bytes: usize = targets
            .iter()
            .filter_map(|t| self.window.span(t))
            .map(|span| span.text.len())
            .sum();
        self.budget.replaced_bytes += bytes;
        self.budget.replaced_spans += targets.len();
        let budget = &self.budget;
        let byte_limit = self.policy.rewrite_budget_bytes * budget.window_bytes as f64;
        let span_limit = self.policy.rewrite_budget_spans * budget.window_spans as f64;
        let over_bytes = budget.replaced_bytes as f64 > byte_limit + 1e-9;
        let over_spans = budget.replaced_spans as f64 > span_limit + 1e-9;
        if over_bytes || over_spans {
            let message = format!(
                "rewrites in turn {turn} replaced {} of {} bytes and {} of {} spans (window at the start of the turn); the budget is {:.0}% of bytes and {:.0}% of spans",
                budget.replaced_bytes,
                budget.window_bytes,
                budget.replaced_spans,
                budget.window_spans,
                self.policy.rewrite_budget_bytes * 100.0,
                self.policy.rewrite_budget_spans * 100.0,
            );
            self.report(
                AuditRule::BudgetExceeded,
                turn,
                line,
                targets.to_vec(),
                message,
            );
        }
    }
}

/// The new span of a `rewritten` event.
struct Rewrite<'a> {
    span: &'a str,
    text: &'a str,
    hash: &'a str,
    score: f64,
    score_turn: u64,
}

fn quote_ids(ids: &[String]) -> String {
    ids.iter()
        .map(|id| format!("`{id}`"))
        .collect::<Vec<_>>()
        .join(", ")
}
