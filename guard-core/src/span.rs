//! The span model: what one unit of the window is, where it came from, and how it is named.

use std::fmt;
use std::sync::{Arc, OnceLock};

use crate::classify::{SpanKind, Verdict};
use crate::polarity::{Facts, PolarityReport, ProposedRewrite};
use crate::store::{Receipt, RecordId};

/// A span's identity inside one [`GuardedWindow`](crate::GuardedWindow).
///
/// Ids are handed out in order by the window and never reused; they print as `s<n>`.
///
/// ```
/// use guard_core::{GuardedWindow, MemoryStore, RetentionPolicy};
///
/// let mut window = GuardedWindow::new(MemoryStore::new(), RetentionPolicy::default());
/// let id = window.push("The build took four minutes.");
/// assert_eq!(id.to_string(), "s1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SpanId(pub(crate) u64);

impl SpanId {
    /// The number behind the id (`3` for `s3`).
    pub fn get(self) -> u64 {
        self.0
    }
}

impl fmt::Display for SpanId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "s{}", self.0)
    }
}

/// Where a span's text came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Provenance {
    /// Entered through [`GuardedWindow::push`](crate::GuardedWindow::push).
    Original,
    /// Model-authored text that replaced `parents` in turn `turn`.
    Rewritten {
        /// The spans the rewrite replaced, in window order.
        parents: Vec<SpanId>,
        /// The turn of the rewrite.
        turn: u64,
    },
    /// Put back byte-for-byte from the verbatim store.
    Reinjected {
        /// The store record the bytes came from.
        record: RecordId,
    },
}

/// One span of the window, as the agent may read it (the window owns the only mutable copy).
#[derive(Debug, Clone)]
pub struct Span {
    pub(crate) id: SpanId,
    pub(crate) turn: u64,
    pub(crate) text: Arc<str>,
    pub(crate) verdict: Arc<Verdict>,
    /// The polarity check's reading of `text`, made on the first rewrite decision and kept.
    pub(crate) facts: Arc<OnceLock<Facts>>,
    pub(crate) provenance: Provenance,
    pub(crate) receipt: Option<Receipt>,
    pub(crate) rewritten_from: Arc<[Receipt]>,
}

impl Span {
    /// The span's id.
    pub fn id(&self) -> SpanId {
        self.id
    }

    /// The turn the span entered the window in.
    pub fn turn(&self) -> u64 {
        self.turn
    }

    /// The span's text, exactly as it entered the window.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Constraint or narrative, from the classifier.
    pub fn kind(&self) -> SpanKind {
        self.verdict.kind
    }

    /// The classifier's full verdict, with the cues that decided it.
    pub fn verdict(&self) -> &Verdict {
        &self.verdict
    }

    /// Does `rewrite` keep this span's polarity? The span's own side of the check is read
    /// once, on the first call, and reused for every later proposal.
    pub fn check_rewrite(&self, rewrite: &str) -> PolarityReport {
        self.check_proposed(&ProposedRewrite::new(rewrite))
    }

    /// [`check_rewrite`](Self::check_rewrite) with a rewrite that may already have been read
    /// for another span it replaces.
    pub(crate) fn check_proposed(&self, rewrite: &ProposedRewrite<'_>) -> PolarityReport {
        self.facts
            .get_or_init(|| Facts::extract(&self.text))
            .compare_proposed(&self.text, rewrite)
    }

    /// Where the text came from.
    pub fn provenance(&self) -> &Provenance {
        &self.provenance
    }

    /// The store's receipt for this span's verbatim copy, once it has been flushed.
    pub fn receipt(&self) -> Option<&Receipt> {
        self.receipt.as_ref()
    }

    /// True when the text was authored by a rewrite: produced by
    /// [`GuardedWindow::rewrite`](crate::GuardedWindow::rewrite), or re-injected from a rewrite
    /// record, or caught as a rewrite's text pushed again as if it were new.
    pub fn is_rewrite(&self) -> bool {
        !self.rewritten_from.is_empty()
    }

    /// Receipts of the verbatim originals a rewritten span was derived from (empty for originals).
    pub fn rewritten_from(&self) -> &[Receipt] {
        &self.rewritten_from
    }

    /// The span's length in bytes (what the rewrite budget counts).
    pub fn len(&self) -> usize {
        self.text.len()
    }

    /// True for an empty span.
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }
}
