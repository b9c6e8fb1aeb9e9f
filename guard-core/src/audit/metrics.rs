//! Per-turn metrics of a window: how much of what binds the agent is still there verbatim, and
//! how the relevance of what is retained moves.

use std::fmt::Write as _;

use serde::Serialize;

use super::window::WindowModel;

/// Counts of the edits and guard outcomes of one turn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct TurnCounts {
    /// `dropped` events.
    pub drops: usize,
    /// `rewritten` events.
    pub rewrites: usize,
    /// `refused` events.
    pub refusals: usize,
    /// `reinjected` events.
    pub reinjections: usize,
    /// `halted` events.
    pub halts: usize,
}

/// The state of the window at the end of one turn.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TurnMetrics {
    /// The turn.
    pub turn: u64,
    /// Spans in the window.
    pub spans: usize,
    /// UTF-8 bytes in the window.
    pub bytes: usize,
    /// Distinct constraint texts that have entered the window as originals so far.
    pub constraints_seen: usize,
    /// How many of those are in the window verbatim (original or re-injected).
    pub constraints_verbatim: usize,
    /// `constraints_verbatim / constraints_seen`, or 1 while no constraint has been seen.
    pub coverage: f64,
    /// Mean latest score of the scored spans in the window.
    pub retained_relevance: Option<f64>,
    /// Mean latest score of the scored verbatim (original or re-injected) spans in the window.
    pub verbatim_relevance: Option<f64>,
    /// Share of the window's bytes authored by rewrites (including laundered rewrite output).
    pub rewrite_share: f64,
    /// What happened during the turn.
    #[serde(flatten)]
    pub counts: TurnCounts,
}

impl TurnMetrics {
    /// Measure `window` at the end of `turn`.
    pub(crate) fn measure(turn: u64, window: &WindowModel, counts: TurnCounts) -> Self {
        let seen = window.constraints_seen();
        let verbatim = window.constraints_verbatim();
        let mut retained = Mean::default();
        let mut verbatim_scores = Mean::default();
        let mut rewritten_bytes = 0;
        for (id, span) in window.spans() {
            if !span.origin.is_verbatim() {
                rewritten_bytes += span.text.len();
            }
            if let Some(score) = window.latest_score(id) {
                retained.add(score);
                if span.origin.is_verbatim() {
                    verbatim_scores.add(score);
                }
            }
        }
        TurnMetrics {
            turn,
            spans: window.len(),
            bytes: window.bytes(),
            constraints_seen: seen,
            constraints_verbatim: verbatim,
            coverage: share(verbatim, seen).unwrap_or(1.0),
            retained_relevance: retained.value(),
            verbatim_relevance: verbatim_scores.value(),
            rewrite_share: share(rewritten_bytes, window.bytes()).unwrap_or(0.0),
            counts,
        }
    }
}

fn share(part: usize, whole: usize) -> Option<f64> {
    (whole > 0).then(|| part as f64 / whole as f64)
}

#[derive(Default)]
struct Mean {
    sum: f64,
    n: usize,
}

impl Mean {
    fn add(&mut self, value: f64) {
        self.sum += value;
        self.n += 1;
    }

    fn value(&self) -> Option<f64> {
        (self.n > 0).then(|| self.sum / self.n as f64)
    }
}

/// Render metrics as a fixed-width text table, one row per turn.
///
/// ```
/// let table = guard_core::audit::metrics_table(&[]);
/// assert!(table.starts_with("turn"));
/// ```
pub fn metrics_table(metrics: &[TurnMetrics]) -> String {
    let mut out = String::from(
        "turn  spans  coverage  retained  verbatim  rewrite%  drops  rewrites  refusals  reinjected  halts\n",
    );
    for m in metrics {
        let _ = writeln!(
            out,
            "{:>4}  {:>5}  {:>7.1}%  {:>8}  {:>8}  {:>7.1}%  {:>5}  {:>8}  {:>8}  {:>10}  {:>5}",
            m.turn,
            m.spans,
            m.coverage * 100.0,
            fmt_score(m.retained_relevance),
            fmt_score(m.verbatim_relevance),
            m.rewrite_share * 100.0,
            m.counts.drops,
            m.counts.rewrites,
            m.counts.refusals,
            m.counts.reinjections,
            m.counts.halts,
        );
    }
    out
}

fn fmt_score(score: Option<f64>) -> String {
    score.map_or_else(|| "-".to_owned(), |s| format!("{s:.3}"))
}
