//! Trace audit: re-checks a decision trace against the retention invariant, measures the window
//! turn by turn, and looks for the design note's drift signature.
//!
//! The audit trusts nothing the trace says about itself that it can recompute: hashes are
//! recomputed from the texts in the trace, polarity is re-checked with
//! [`crate::polarity::check_rewrite`], the budget is recomputed from the replayed window. What it
//! checks, and the code each finding carries, is listed in [`AuditRule`].
//!
//! ```
//! use guard_core::audit::{audit, AuditConfig};
//!
//! let trace = r#"{"event":"trace_started","schema":1,"policy":{"tau":0.35,"rewrite_budget_bytes":0.4,"rewrite_budget_spans":0.4}}
//! {"event":"turn_started","turn":1}
//! {"event":"span_entered","turn":1,"span":"s1","kind":"narrative","text":"the build is green"}
//! {"event":"scored","turn":1,"span":"s1","score":0.2}
//! {"event":"turn_started","turn":2}
//! {"event":"dropped","turn":2,"span":"s1","score":0.2,"score_turn":1}
//! "#;
//! let report = audit(trace.as_bytes(), &AuditConfig::default());
//! assert_eq!(report.violations.len(), 1);
//! assert_eq!(report.violations[0].rule.code(), "guard::unflushed_rewrite");
//! assert_eq!(report.metrics.len(), 2);
//! ```

mod check;
mod drift;
mod metrics;
mod read;
mod refusals;
mod rules;
mod window;

use std::io::BufRead;

use serde::Serialize;

pub use check::{Auditor, DEFAULT_POLICY, Finished};
pub use drift::{
    DriftAlert, DriftConfig, MannKendall, detect_drift, mann_kendall, normal_cdf, theil_sen_slope,
};
pub use metrics::{TurnCounts, TurnMetrics, metrics_table};
pub use read::{LineError, LineErrorKind, MAX_LINE_BYTES, ReadItem, TraceLine, TraceReader};
pub use rules::{AuditRule, Violation};
pub use window::content_hash;

use crate::trace::TracePolicy;

/// How to audit.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct AuditConfig {
    /// Thresholds of the drift detector.
    pub drift: DriftConfig,
}

/// Everything the audit of one trace found.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AuditReport {
    /// The policy the trace declared (or [`DEFAULT_POLICY`] when it declared none).
    pub policy: TracePolicy,
    /// Events read.
    pub events: usize,
    /// Breaches of the invariant, in trace order (drift alerts last).
    pub violations: Vec<Violation>,
    /// Lines that could not be read as events.
    pub errors: Vec<LineError>,
    /// The I/O error that stopped reading early, if any.
    pub io_error: Option<String>,
    /// The window at the end of every turn.
    pub metrics: Vec<TurnMetrics>,
    /// Stretches of turns showing the drift signature.
    pub drift: Vec<DriftAlert>,
}

impl AuditReport {
    /// True when the whole trace was read and nothing was found.
    pub fn is_clean(&self) -> bool {
        self.violations.is_empty() && self.errors.is_empty() && self.io_error.is_none()
    }

    /// True when some of the trace could not be read (malformed lines or an I/O error).
    pub fn is_incomplete(&self) -> bool {
        !self.errors.is_empty() || self.io_error.is_some()
    }
}

/// Audit the trace read from `input`. Unreadable lines are reported and skipped; the rest of
/// the trace is still audited.
pub fn audit(input: impl BufRead, config: &AuditConfig) -> AuditReport {
    let mut reader = TraceReader::new(input);
    let mut auditor = Auditor::new();
    let mut errors = Vec::new();
    let mut events = 0;
    for item in reader.by_ref() {
        match item {
            Ok(TraceLine { line, event }) => {
                events += 1;
                auditor.observe(line, &event);
            }
            Err(err) => errors.push(err),
        }
    }
    let io_error = reader.take_io_error().map(|err| err.to_string());
    let policy = auditor.policy().clone();
    let Finished {
        violations,
        metrics,
        drift,
    } = auditor.finish(&config.drift);
    AuditReport {
        policy,
        events,
        violations,
        errors,
        io_error,
        metrics,
        drift,
    }
}
