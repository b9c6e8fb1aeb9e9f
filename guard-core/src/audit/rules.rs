//! What the audit can find: one [`AuditRule`] per checked property, and the [`Violation`] it reports.

use serde::Serialize;

/// A property of a trace that the audit checks. Each has a stable code.
///
/// The note's four refusals and the unflushed edit reuse the runtime's `guard::*` codes (see
/// [`crate::Rule`]), so a violation found in a trace reads the same as the refusal the guard
/// would have raised; the checks only an audit can make have `audit::*` codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AuditRule {
    /// A constraint span was dropped or rewritten without a durable verbatim copy.
    ConstraintWithoutVerbatim,
    /// A drop or rewrite was justified by a score computed in the deciding turn (or later).
    SelfConditionedScore,
    /// A rewrite changed the polarity of the spans it replaced.
    PolarityChange,
    /// A drop or rewrite targeted a span produced by a rewrite (by provenance or by content).
    RewriteOfRewrite,
    /// A narrative span was dropped or rewritten with no `persisted` record before the edit.
    Unflushed,
    /// A span was dropped or rewritten when its only records were not durable.
    NotDurable,
    /// A recorded hash does not match BLAKE3 of the bytes it claims to cover.
    HashMismatch,
    /// The rewrites of one turn replaced more of the window than the policy's budget.
    BudgetExceeded,
    /// A span was dropped with a score at or above the policy's `tau`.
    AboveThreshold,
    /// An edit cites a score that no `scored` event recorded.
    UnrecordedScore,
    /// A refusal was followed by neither re-injection of its spans nor a halt in time.
    UnresolvedRefusal,
    /// The trace contradicts itself (unknown span or record, turn going back, missing header...).
    InconsistentTrace,
    /// The note's drift signature: retained relevance rising while verbatim coverage falls.
    Drift,
}

impl AuditRule {
    /// Every rule, in a stable order.
    pub const ALL: [AuditRule; 13] = [
        AuditRule::ConstraintWithoutVerbatim,
        AuditRule::SelfConditionedScore,
        AuditRule::PolarityChange,
        AuditRule::RewriteOfRewrite,
        AuditRule::Unflushed,
        AuditRule::NotDurable,
        AuditRule::HashMismatch,
        AuditRule::BudgetExceeded,
        AuditRule::AboveThreshold,
        AuditRule::UnrecordedScore,
        AuditRule::UnresolvedRefusal,
        AuditRule::InconsistentTrace,
        AuditRule::Drift,
    ];

    /// The stable code, e.g. `guard::polarity_change` or `audit::hash_mismatch`.
    pub fn code(self) -> &'static str {
        match self {
            AuditRule::ConstraintWithoutVerbatim => "guard::constraint_without_verbatim",
            AuditRule::SelfConditionedScore => "guard::self_conditioned_score",
            AuditRule::PolarityChange => "guard::polarity_change",
            AuditRule::RewriteOfRewrite => "guard::rewrite_of_rewrite",
            AuditRule::Unflushed => "guard::unflushed_rewrite",
            AuditRule::NotDurable => "audit::not_durable",
            AuditRule::HashMismatch => "audit::hash_mismatch",
            AuditRule::BudgetExceeded => "audit::budget_exceeded",
            AuditRule::AboveThreshold => "audit::above_threshold",
            AuditRule::UnrecordedScore => "audit::unrecorded_score",
            AuditRule::UnresolvedRefusal => "audit::unresolved_refusal",
            AuditRule::InconsistentTrace => "audit::inconsistent_trace",
            AuditRule::Drift => "audit::drift",
        }
    }

    /// The kebab-case name: the code's last segment with dashes, e.g. `polarity-change`.
    pub fn name(self) -> String {
        let code = self.code();
        code[code.rfind(':').map_or(0, |at| at + 1)..].replace('_', "-")
    }

    /// The rule whose code is `code`, if any.
    pub fn from_code(code: &str) -> Option<AuditRule> {
        AuditRule::ALL.into_iter().find(|rule| rule.code() == code)
    }

    /// One line saying what the rule checks.
    pub fn description(self) -> &'static str {
        match self {
            AuditRule::ConstraintWithoutVerbatim => {
                "a constraint span may be edited only after a durable verbatim copy with a matching hash"
            }
            AuditRule::SelfConditionedScore => {
                "a destructive edit must be justified by a score from an earlier turn"
            }
            AuditRule::PolarityChange => {
                "a rewrite must keep the modality, negations, bounds and conditions of what it replaces"
            }
            AuditRule::RewriteOfRewrite => "a span produced by a rewrite must not be edited again",
            AuditRule::Unflushed => "every dropped or rewritten span must be persisted first",
            AuditRule::NotDurable => "the verbatim copy of an edited span must be durable (synced)",
            AuditRule::HashMismatch => "every recorded hash must be BLAKE3 of the bytes it covers",
            AuditRule::BudgetExceeded => {
                "the rewrites of one turn must stay within the rewrite budget (bytes and spans)"
            }
            AuditRule::AboveThreshold => "a span may be dropped only with a score below tau",
            AuditRule::UnrecordedScore => "an edit must cite a score recorded by a `scored` event",
            AuditRule::UnresolvedRefusal => {
                "a refusal must be resolved by re-injecting its spans or by a halt, in that turn or the next"
            }
            AuditRule::InconsistentTrace => "the trace must describe a possible window history",
            AuditRule::Drift => {
                "retained relevance must not rise steadily while verbatim-constraint coverage falls"
            }
        }
    }

    /// What to do about a violation of this rule.
    pub fn help(self) -> &'static str {
        match self {
            AuditRule::ConstraintWithoutVerbatim
            | AuditRule::Unflushed
            | AuditRule::NotDurable
            | AuditRule::HashMismatch => {
                "flush the span to a durable verbatim store before editing it, and record the receipt"
            }
            AuditRule::SelfConditionedScore | AuditRule::UnrecordedScore => {
                "score the span in one turn and decide in a later one"
            }
            AuditRule::PolarityChange | AuditRule::RewriteOfRewrite => {
                "re-inject the verbatim span from the store instead of rewriting it"
            }
            AuditRule::BudgetExceeded => {
                "rewrite fewer spans this turn, or raise the budget explicitly"
            }
            AuditRule::AboveThreshold => "keep spans scored at or above tau",
            AuditRule::UnresolvedRefusal => {
                "after a refusal, re-inject the refused spans (`resolve`) or halt the agent"
            }
            AuditRule::InconsistentTrace => {
                "check the agent that wrote the trace: every event must refer to spans and records it introduced"
            }
            AuditRule::Drift => {
                "re-inject the constraints that left the window verbatim and check how the pruner scores them"
            }
        }
    }
}

impl std::fmt::Display for AuditRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

impl Serialize for AuditRule {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

/// One breach of a [`AuditRule`] found in a trace.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Violation {
    /// The rule breached.
    pub rule: AuditRule,
    /// The turn of the offending event.
    pub turn: u64,
    /// The 1-based line of the offending event in the trace.
    pub line: usize,
    /// The spans involved, by id.
    pub spans: Vec<String>,
    /// What happened, in one sentence.
    pub message: String,
}
