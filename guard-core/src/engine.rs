//! The decision engine: the one place that says yes or no to a destructive edit.
//!
//! Checks run in the order the design fixes: every touched span has a verbatim copy (flushed),
//! then the note's four refusals (constraint without durable copy, self-conditioned score,
//! polarity change, rewrite-of-rewrite), then the rewrite budget. The drop threshold `tau` is
//! applied by the caller after these pass. The engine reads the window; it never changes it.

use miette::{LabeledSpan, NamedSource};

use crate::classify::SpanKind;
use crate::error::{EditKind, RefusedSpan, RetentionInvariantError, Rule};
use crate::polarity::{PolarityChange, ProposedRewrite};
use crate::policy::RetentionPolicy;
use crate::score::Score;
use crate::span::Span;
use crate::store::Receipt;

/// How much of the window rewrites have replaced in the current turn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct BudgetUsage {
    /// Window bytes at the start of the turn.
    pub(crate) start_bytes: usize,
    /// Window spans at the start of the turn.
    pub(crate) start_spans: usize,
    /// Bytes replaced by rewrites so far this turn.
    pub(crate) used_bytes: usize,
    /// Spans replaced by rewrites so far this turn.
    pub(crate) used_spans: usize,
}

impl BudgetUsage {
    /// A fresh turn over a window of `bytes` bytes in `spans` spans.
    pub(crate) fn start(bytes: usize, spans: usize) -> Self {
        Self {
            start_bytes: bytes,
            start_spans: spans,
            used_bytes: 0,
            used_spans: 0,
        }
    }
}

/// An edit as proposed, with everything the engine needs to judge it.
pub(crate) struct Proposal<'a> {
    pub(crate) edit: EditKind,
    pub(crate) targets: &'a [&'a Span],
    pub(crate) score: &'a Score,
    /// The replacement text, for a rewrite.
    pub(crate) rewrite: Option<&'a str>,
    pub(crate) turn: u64,
}

/// Judge a proposal. `Ok` means no invariant stands in the way (for a drop, `tau` still applies).
pub(crate) fn decide(
    proposal: &Proposal<'_>,
    policy: &RetentionPolicy,
    budget: &BudgetUsage,
) -> Result<(), Box<RetentionInvariantError>> {
    let refuse = |rule, span: &Span| {
        Box::new(refusal(
            proposal.edit,
            proposal.turn,
            proposal.targets,
            rule,
            span,
        ))
    };
    // 0. Every span the edit touches has a verbatim copy in the store.
    if let Some(span) = proposal.targets.iter().find(|s| s.receipt.is_none()) {
        return Err(refuse(Rule::UnflushedRewrite, span));
    }
    // 1. A constraint is edited only with a copy confirmed durable.
    if let Some(span) = proposal.targets.iter().find(|s| {
        s.kind() == SpanKind::Constraint && !s.receipt.as_ref().is_some_and(Receipt::is_durable)
    }) {
        return Err(refuse(Rule::ConstraintWithoutVerbatim, span));
    }
    // 2. The score was settled in an earlier turn than this decision.
    if proposal.score.turn >= proposal.turn {
        let rule = Rule::SelfConditionedScore {
            score_turn: proposal.score.turn,
        };
        let scored = proposal
            .targets
            .iter()
            .find(|s| s.id == proposal.score.span)
            .unwrap_or(&proposal.targets[0]);
        return Err(refuse(rule, scored));
    }
    // 3. A rewrite keeps every replaced span's polarity (the rewrite is read once for all).
    if let Some(rewrite) = proposal.rewrite {
        let proposed = ProposedRewrite::new(rewrite);
        for span in proposal.targets {
            let report = span.check_proposed(&proposed);
            if report.polarity_changed() {
                let rule = Rule::PolarityChange {
                    rewrite: rewrite.to_owned(),
                    changes: report.changes,
                };
                return Err(refuse(rule, span));
            }
        }
    }
    // 4. Nothing a rewrite produced is edited again.
    if let Some(span) = proposal.targets.iter().find(|s| s.is_rewrite()) {
        return Err(refuse(Rule::RewriteOfRewrite, span));
    }
    // 5. Rewrites stay within this turn's budget, in bytes and in spans.
    if proposal.edit == EditKind::Rewrite {
        let bytes = budget.used_bytes + proposal.targets.iter().map(|s| s.len()).sum::<usize>();
        let spans = budget.used_spans + proposal.targets.len();
        let bytes_allowed = policy.rewrite_budget_bytes() * budget.start_bytes as f64;
        let spans_allowed = policy.rewrite_budget_spans() * budget.start_spans as f64;
        if bytes as f64 > bytes_allowed || spans as f64 > spans_allowed {
            let rule = Rule::BudgetExceeded {
                bytes,
                bytes_limit: bytes_allowed.floor() as usize,
                spans,
                spans_limit: spans_allowed.floor() as usize,
            };
            return Err(refuse(rule, proposal.targets[0]));
        }
    }
    Ok(())
}

/// Build the refusal for `rule`, pointing into `span` (the first target that breaks it).
pub(crate) fn refusal(
    edit: EditKind,
    turn: u64,
    targets: &[&Span],
    rule: Rule,
    span: &Span,
) -> RetentionInvariantError {
    let refused = targets
        .iter()
        .map(|s| RefusedSpan {
            span: s.id,
            receipt: s.receipt.clone(),
        })
        .collect();
    let reinject = match rule {
        // Every refused rewrite's originals, each once: a flush can catch several laundered
        // spans, and a rewrite may target several earlier rewrites.
        Rule::RewriteOfRewrite => {
            let mut originals: Vec<Receipt> = Vec::new();
            for receipt in targets.iter().flat_map(|s| s.rewritten_from.iter()) {
                if !originals.contains(receipt) {
                    originals.push(receipt.clone());
                }
            }
            originals
        }
        _ => targets.iter().filter_map(|s| s.receipt.clone()).collect(),
    };
    RefusalText::new(&rule, edit, span, targets.len())
        .into_error(rule, edit, turn, refused, reinject)
}

/// The human side of a refusal: message, help, the source shown and its labels.
pub(crate) struct RefusalText {
    message: String,
    help: String,
    source: NamedSource<String>,
    labels: Vec<LabeledSpan>,
}

impl RefusalText {
    pub(crate) fn new(rule: &Rule, edit: EditKind, span: &Span, count: usize) -> Self {
        let id = span.id;
        let name = format!("span {id} (entered in turn {})", span.turn);
        let whole = |label: String| {
            vec![LabeledSpan::new_primary_with_span(
                Some(label),
                (0, span.len()),
            )]
        };
        let plain = |message: String, help: &str, labels| Self {
            message,
            help: help.to_owned(),
            source: NamedSource::new(&name, span.text().to_owned()),
            labels,
        };
        match rule {
            Rule::UnflushedRewrite => plain(
                format!("refusing to {edit} span {id}: it has no verbatim copy in the store yet"),
                "call `flush()` first so every span the edit touches has a durable verbatim copy, then decide again (`resolve` flushes for you)",
                whole("no verbatim copy of this span yet".into()),
            ),
            Rule::ConstraintWithoutVerbatim => plain(
                format!(
                    "refusing to {edit} constraint span {id}: no verbatim copy is confirmed durable"
                ),
                "keep the constraint verbatim (a paraphrase changes its force): `resolve` keeps or re-injects the verbatim span; constraints can be edited only with a durable store such as `SqliteStore`",
                cue_labels(span),
            ),
            Rule::SelfConditionedScore { score_turn } => plain(
                format!(
                    "refusing to {edit} span {id}: its relevance score was computed in turn {score_turn}, the turn deciding the edit"
                ),
                "score in one turn and decide in a later one (`next_turn`): a score conditioned on the deciding turn cannot justify a destructive edit",
                whole(format!("scored in turn {score_turn}, the deciding turn")),
            ),
            Rule::PolarityChange { rewrite, changes } => {
                polarity_text(span, &name, rewrite, changes)
            }
            Rule::RewriteOfRewrite if edit == EditKind::Persist => plain(
                format!(
                    "refusing to record span {id} as a fresh original: its text repeats a recorded rewrite (rewrite-of-rewrite)"
                ),
                "it was recorded as the rewrite it is and can no longer be edited; `resolve` re-injects the verbatim originals of that rewrite",
                whole(provenance_label(span)),
            ),
            Rule::RewriteOfRewrite => plain(
                format!(
                    "refusing to {edit} span {id}: it was itself produced by a rewrite (rewrite-of-rewrite)"
                ),
                "re-inject the verbatim originals with `resolve` and work from those: compression error compounds and this span's provenance is already degraded",
                whole(provenance_label(span)),
            ),
            Rule::BudgetExceeded {
                bytes,
                bytes_limit,
                spans,
                spans_limit,
            } => plain(
                format!(
                    "refusing to rewrite {count} span(s): this turn's rewrites would replace {bytes} bytes (limit {bytes_limit}) and {spans} spans (limit {spans_limit})"
                ),
                "leave the rest for a later turn (`next_turn` resets the budget), or configure a larger budget in `RetentionPolicy`",
                whole(format!(
                    "rewriting this would bring the turn to {bytes} bytes, {spans} spans"
                )),
            ),
        }
    }

    fn into_error(
        self,
        rule: Rule,
        edit: EditKind,
        turn: u64,
        targets: Vec<RefusedSpan>,
        reinject: Vec<Receipt>,
    ) -> RetentionInvariantError {
        RetentionInvariantError {
            rule,
            edit,
            turn,
            targets,
            reinject,
            message: self.message,
            help: self.help,
            snippet: self.source,
            labels: self.labels,
        }
    }
}

/// One label per classifier cue ("the cue that made it a constraint").
fn cue_labels(span: &Span) -> Vec<LabeledSpan> {
    let cues = &span.verdict().cues;
    if cues.is_empty() {
        return vec![LabeledSpan::new_primary_with_span(
            Some("classified as a constraint".into()),
            (0, span.len()),
        )];
    }
    cues.iter()
        .enumerate()
        .map(|(i, cue)| {
            let label = Some(format!("constraint cue ({})", cue.kind.as_str()));
            let at = (cue.range.start, cue.range.len());
            if i == 0 {
                LabeledSpan::new_primary_with_span(label, at)
            } else {
                LabeledSpan::new_with_span(label, at)
            }
        })
        .collect()
}

fn provenance_label(span: &Span) -> String {
    match span.provenance() {
        crate::span::Provenance::Rewritten { turn, .. } => {
            format!("written by a rewrite in turn {turn}")
        }
        crate::span::Provenance::Reinjected { record } => {
            format!("re-injected from rewrite record {record}")
        }
        crate::span::Provenance::Original => {
            "repeats the text of a recorded rewrite: not a fresh original".into()
        }
    }
}

/// The polarity refusal shows both texts, the original above the rewrite, with a label on each
/// side of every change.
fn polarity_text(
    span: &Span,
    name: &str,
    rewrite: &str,
    changes: &[PolarityChange],
) -> RefusalText {
    const ORIGINAL: &str = "original: ";
    const REWRITE: &str = "rewrite:  ";
    let original = span.text();
    let source = format!("{ORIGINAL}{original}\n{REWRITE}{rewrite}");
    let rewrite_at = ORIGINAL.len() + original.len() + 1 + REWRITE.len();
    let mut labels = Vec::new();
    for (i, change) in changes.iter().enumerate() {
        if let Some(range) = &change.original_range {
            let label = change.what.clone();
            let at = (ORIGINAL.len() + range.start, range.len());
            labels.push(if i == 0 {
                LabeledSpan::new_primary_with_span(Some(label), at)
            } else {
                LabeledSpan::new_with_span(Some(label), at)
            });
        }
        if let Some(range) = &change.rewrite_range {
            let label = format!("{} in the rewrite", change.what);
            labels.push(LabeledSpan::new_with_span(
                Some(label),
                (rewrite_at + range.start, range.len()),
            ));
        }
    }
    let whats: Vec<&str> = changes.iter().map(|c| c.what.as_str()).collect();
    RefusalText {
        message: format!(
            "refusing to rewrite span {}: the rewrite changes its polarity ({})",
            span.id,
            whats.join(", ")
        ),
        help: "keep the verbatim span (`resolve` keeps or re-injects it from the store), or propose a rewrite that keeps its modality, negations, bounds and conditions".into(),
        source: NamedSource::new(format!("{name} and its proposed rewrite"), source),
        labels,
    }
}
