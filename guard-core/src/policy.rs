//! The retention policy: the thresholds the decision engine enforces, as one value.

use crate::trace::TracePolicy;

/// What the guard allows, beyond the note's four refusals (which are not configurable).
///
/// Defaults come from the design note: drop threshold `tau = 0.35`, and rewrites may replace at
/// most 40% of the window per turn, counted both in bytes and in spans (each measured at the
/// start of the turn).
///
/// ```
/// use guard_core::RetentionPolicy;
///
/// let policy = RetentionPolicy::default();
/// assert_eq!(policy.tau(), 0.35);
/// let strict = RetentionPolicy::new(0.2, 0.1, 0.1)?;
/// assert_eq!(strict.rewrite_budget_spans(), 0.1);
/// assert!(RetentionPolicy::new(1.5, 0.4, 0.4).is_err());
/// # Ok::<(), guard_core::PolicyError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RetentionPolicy {
    tau: f64,
    rewrite_budget_bytes: f64,
    rewrite_budget_spans: f64,
}

/// A policy value outside its range.
#[derive(Debug, Clone, PartialEq, thiserror::Error, miette::Diagnostic)]
#[error("retention policy `{field}` must be a number in [0, 1], got {value}")]
#[diagnostic(
    code(guard::invalid_policy),
    help(
        "tau is a relevance threshold and the budgets are shares of the window: all lie in [0, 1]"
    )
)]
pub struct PolicyError {
    /// The offending field.
    pub field: &'static str,
    /// The value given.
    pub value: f64,
}

impl RetentionPolicy {
    /// The default drop threshold.
    pub const DEFAULT_TAU: f64 = 0.35;
    /// The default share of the window's bytes rewrites may replace per turn.
    pub const DEFAULT_REWRITE_BUDGET_BYTES: f64 = 0.40;
    /// The default share of the window's spans rewrites may replace per turn.
    pub const DEFAULT_REWRITE_BUDGET_SPANS: f64 = 0.40;

    /// A policy with the given drop threshold and per-turn rewrite budgets (shares in `[0, 1]`).
    pub fn new(
        tau: f64,
        rewrite_budget_bytes: f64,
        rewrite_budget_spans: f64,
    ) -> Result<Self, PolicyError> {
        for (field, value) in [
            ("tau", tau),
            ("rewrite_budget_bytes", rewrite_budget_bytes),
            ("rewrite_budget_spans", rewrite_budget_spans),
        ] {
            if !(0.0..=1.0).contains(&value) {
                return Err(PolicyError { field, value });
            }
        }
        Ok(Self {
            tau,
            rewrite_budget_bytes,
            rewrite_budget_spans,
        })
    }

    /// Drop threshold: `drop_span` needs a settled score strictly below it.
    pub fn tau(&self) -> f64 {
        self.tau
    }

    /// Share of the window's bytes (at the start of a turn) that rewrites may replace in that turn.
    pub fn rewrite_budget_bytes(&self) -> f64 {
        self.rewrite_budget_bytes
    }

    /// Share of the window's spans (at the start of a turn) that rewrites may replace in that turn.
    pub fn rewrite_budget_spans(&self) -> f64 {
        self.rewrite_budget_spans
    }

    /// The policy as recorded in a decision trace.
    pub fn to_trace(&self) -> TracePolicy {
        TracePolicy {
            tau: self.tau,
            rewrite_budget_bytes: self.rewrite_budget_bytes,
            rewrite_budget_spans: self.rewrite_budget_spans,
        }
    }
}

impl Default for RetentionPolicy {
    fn default() -> Self {
        Self {
            tau: Self::DEFAULT_TAU,
            rewrite_budget_bytes: Self::DEFAULT_REWRITE_BUDGET_BYTES,
            rewrite_budget_spans: Self::DEFAULT_REWRITE_BUDGET_SPANS,
        }
    }
}
