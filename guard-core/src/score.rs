//! Relevance scores, stamped with the turn (and window) they were computed in.

use crate::span::SpanId;

/// Identifies one window, so a score from another window is never accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct WindowId(pub(crate) u64);

impl WindowId {
    pub(crate) fn fresh() -> Self {
        use std::sync::atomic::{AtomicU64, Ordering};
        static NEXT: AtomicU64 = AtomicU64::new(1);
        Self(NEXT.fetch_add(1, Ordering::Relaxed))
    }
}

/// A relevance score for one span, stamped with the turn it was computed in.
///
/// Only [`GuardedWindow::score`](crate::GuardedWindow::score) makes one. A destructive edit
/// accepts it only in a later turn than the one it was computed in (a *settled* score); in its
/// own turn it is refused as `guard::self_conditioned_score`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Score {
    pub(crate) window: WindowId,
    pub(crate) span: SpanId,
    pub(crate) value: f64,
    pub(crate) turn: u64,
}

impl Score {
    /// The span scored.
    pub fn span(&self) -> SpanId {
        self.span
    }

    /// The relevance value.
    pub fn value(&self) -> f64 {
        self.value
    }

    /// The turn the score was computed in.
    pub fn turn(&self) -> u64 {
        self.turn
    }
}
