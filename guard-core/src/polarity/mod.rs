//! Polarity check: does a rewrite keep the truth-conditional force (modality, negation, numeric
//! bounds, conditions, scope) of the span it replaces?
//!
//! PLACEHOLDER: compares the classifier's verdicts only; to be replaced by the real check.

use std::ops::Range;

/// One way in which a rewrite changed the polarity of its original.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PolarityChange {
    /// What changed, e.g. `negation dropped`, `bound value changed`.
    pub what: String,
    /// The original's side of the change, quoted (may be empty when something was added).
    pub original: String,
    /// The rewrite's side of the change, quoted (may be empty when something was dropped).
    pub rewrite: String,
    /// Byte range of `original` in the original text, when it has one.
    pub original_range: Option<Range<usize>>,
    /// Byte range of `rewrite` in the rewritten text, when it has one.
    pub rewrite_range: Option<Range<usize>>,
}

/// The result of comparing an original span with a proposed rewrite.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PolarityReport {
    /// Every change found; empty when the rewrite is faithful.
    pub changes: Vec<PolarityChange>,
}

impl PolarityReport {
    /// True when the rewrite changes the polarity of the original.
    pub fn polarity_changed(&self) -> bool {
        !self.changes.is_empty()
    }
}

/// Compare an original span with a proposed rewrite.
pub fn check_rewrite(original: &str, rewrite: &str) -> PolarityReport {
    let before = crate::classify::classify(original);
    let after = crate::classify::classify(rewrite);
    let mut report = PolarityReport::default();
    if before.kind != after.kind {
        report.changes.push(PolarityChange {
            what: "constraint deleted".into(),
            original: original.into(),
            rewrite: rewrite.into(),
            original_range: Some(0..original.len()),
            rewrite_range: Some(0..rewrite.len()),
        });
    }
    report
}
