//! Typed wrappers: what the compiler can check about an edit before it runs.
//!
//! - [`Constraint<Unverified>`] becomes [`Constraint<Verbatim>`] only through a durable store
//!   ([`Constraint::confirm`] requires a [`DurableStore`]); only the latter is [`Rewritable`].
//! - [`Narrative<Unflushed>`] becomes [`Narrative<Flushed>`] only with the span's store receipt;
//!   only the latter is [`Rewritable`], so an unflushed rewrite does not compile.
//! - [`Rewritten<Span>`] is what a typed rewrite returns, and is not [`Rewritable`]: a
//!   rewrite-of-rewrite does not compile.
//! - [`Settled`] is a score checked once to come from an earlier turn; typed edits take only it.
//!
//! The markers are zero-sized (`PhantomData<fn() -> S>`): every wrapper has the size of what it
//! wraps. Whatever types cannot see (a span's turn, text laundered into a fresh span) the
//! decision engine checks at runtime, on the typed path too.
//!
//! ```
//! use guard_core::{GuardedWindow, SqliteStore, RetentionPolicy, TypedSpan};
//!
//! let dir = tempfile::tempdir()?;
//! let store = SqliteStore::open(dir.path().join("verbatim.db"))?;
//! let mut window = GuardedWindow::new(store, RetentionPolicy::default());
//! let note = window.push("The build took four minutes on the CI runner.");
//! window.push("The user asked for a summary of the failing tests in the payments service.");
//! window.push("Three of the tests failed with a timeout while talking to the sandbox gateway.");
//! let score = window.score(note, 0.2);
//! window.flush()?;
//! window.next_turn();
//! let settled = window.settle(&score)?;
//! let TypedSpan::Flushed(narrative) = window.typed(note)? else { unreachable!() };
//! let summary = window.rewrite_typed(narrative, "The build took four minutes.", &settled)?;
//! assert_eq!(summary.text(), "The build took four minutes.");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::marker::PhantomData;
use std::ops::Deref;

use crate::classify::SpanKind;
use crate::error::{EditKind, GuardError};
use crate::score::Score;
use crate::span::{Span, SpanId};
use crate::store::{DurableStore, VerbatimStore};
use crate::window::GuardedWindow;

mod sealed {
    /// Seals the marker and capability traits: only this module implements them.
    pub trait Sealed {}
}

/// Marker: a constraint whose verbatim copy is not confirmed durable.
#[derive(Debug)]
pub enum Unverified {}
/// Marker: a constraint whose verbatim copy a durable store has confirmed byte-for-byte.
#[derive(Debug)]
pub enum Verbatim {}
/// Marker: a narrative span with no store receipt attached.
#[derive(Debug)]
pub enum Unflushed {}
/// Marker: a narrative span holding the store receipt of its verbatim copy.
#[derive(Debug)]
pub enum Flushed {}

impl sealed::Sealed for Unverified {}
impl sealed::Sealed for Verbatim {}
impl sealed::Sealed for Unflushed {}
impl sealed::Sealed for Flushed {}

/// The state of a constraint: [`Unverified`] or [`Verbatim`].
pub trait ConstraintState: sealed::Sealed {}
impl ConstraintState for Unverified {}
impl ConstraintState for Verbatim {}

/// The state of a narrative span: [`Unflushed`] or [`Flushed`].
pub trait FlushState: sealed::Sealed {}
impl FlushState for Unflushed {}
impl FlushState for Flushed {}

/// Constraint states that allow an edit: only [`Verbatim`].
#[diagnostic::on_unimplemented(
    message = "a constraint without a confirmed-durable verbatim copy cannot be edited (guard::constraint_without_verbatim)",
    label = "this constraint is `{Self}`",
    note = "a paraphrase of a constraint changes its truth-conditional force; the original must be on durable record first",
    note = "flush the window, then `Constraint::confirm(&window)` (durable store only) turns `Constraint<Unverified>` into `Constraint<Verbatim>`"
)]
pub trait Confirmed: ConstraintState {}
impl Confirmed for Verbatim {}

/// Narrative states that allow an edit: only [`Flushed`].
#[diagnostic::on_unimplemented(
    message = "a span without a verbatim copy in the store cannot be edited (guard::unflushed_rewrite)",
    label = "this span is `{Self}`: no receipt proves a verbatim copy",
    note = "a rewrite needs the receipt of what it replaces",
    note = "call `GuardedWindow::flush`, then `GuardedWindow::typed` returns `Narrative<Flushed>` (or use `Narrative::with_receipt`)"
)]
pub trait HasReceipt: FlushState {}
impl HasReceipt for Flushed {}

/// A score that may justify a destructive edit: only [`Settled`].
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a settled score: a score from the deciding turn cannot justify an edit (guard::self_conditioned_score)",
    label = "expected a `Settled` score",
    note = "score in one turn, call `next_turn`, then `GuardedWindow::settle(&score)` in the deciding turn"
)]
pub trait SettledScore: sealed::Sealed {
    /// The score underneath.
    fn score(&self) -> &Score;
}

/// A span the typed API may rewrite: a flushed narrative or a verbatim-confirmed constraint.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be rewritten: it is not an original span on verbatim record (guard::rewrite_of_rewrite)",
    label = "not a rewritable original",
    note = "a `Rewritten<_>` span was produced by a rewrite; rewriting it again is a rewrite-of-rewrite: compression error compounds and provenance is already degraded",
    note = "re-inject the verbatim originals (`GuardedWindow::resolve` or `GuardedWindow::reinject` with their receipts) and rewrite those instead"
)]
pub trait Rewritable: sealed::Sealed {
    /// The span this handle stands for.
    fn span(&self) -> &Span;
}

/// A constraint span of the window, in state `S` ([`Unverified`] or [`Verbatim`]).
#[derive(Debug)]
pub struct Constraint<S: ConstraintState> {
    span: Span,
    _state: PhantomData<fn() -> S>,
}

/// A narrative span of the window, in state `S` ([`Unflushed`] or [`Flushed`]).
#[derive(Debug)]
pub struct Narrative<S: FlushState> {
    span: Span,
    _state: PhantomData<fn() -> S>,
}

/// A value produced by a rewrite. It cannot be rewritten again (it is not [`Rewritable`]).
#[derive(Debug, Clone)]
pub struct Rewritten<T> {
    inner: T,
}

/// A relevance score checked to come from an earlier turn than the current one.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Settled {
    score: Score,
}

impl<S: ConstraintState> Clone for Constraint<S> {
    fn clone(&self) -> Self {
        Self {
            span: self.span.clone(),
            _state: PhantomData,
        }
    }
}

impl<S: FlushState> Clone for Narrative<S> {
    fn clone(&self) -> Self {
        Self {
            span: self.span.clone(),
            _state: PhantomData,
        }
    }
}

impl<S: ConstraintState> sealed::Sealed for Constraint<S> {}
impl<S: FlushState> sealed::Sealed for Narrative<S> {}
impl sealed::Sealed for Settled {}

impl<S: Confirmed> Rewritable for Constraint<S> {
    fn span(&self) -> &Span {
        &self.span
    }
}

impl<S: HasReceipt> Rewritable for Narrative<S> {
    fn span(&self) -> &Span {
        &self.span
    }
}

impl SettledScore for Settled {
    fn score(&self) -> &Score {
        &self.score
    }
}

impl<S: ConstraintState> Deref for Constraint<S> {
    type Target = Span;
    fn deref(&self) -> &Span {
        &self.span
    }
}

impl<S: FlushState> Deref for Narrative<S> {
    type Target = Span;
    fn deref(&self) -> &Span {
        &self.span
    }
}

impl<T> Deref for Rewritten<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.inner
    }
}

impl Deref for Settled {
    type Target = Score;
    fn deref(&self) -> &Score {
        &self.score
    }
}

impl Constraint<Unverified> {
    /// Confirm this constraint's verbatim copy through the window's durable store: read it
    /// back, verify its hash and compare it byte-for-byte with the span. Only a
    /// [`DurableStore`] can; a memory store does not compile here.
    pub fn confirm<St: DurableStore>(
        self,
        window: &GuardedWindow<St>,
    ) -> Result<Constraint<Verbatim>, GuardError> {
        let id = self.span.id();
        let current = window.get(id).ok_or(GuardError::UnknownSpan(id))?;
        let Some(receipt) = current.receipt() else {
            let rule = crate::error::Rule::UnflushedRewrite;
            let refusal =
                crate::engine::refusal(EditKind::Rewrite, window.turn(), &[current], rule, current);
            return Err(refusal.into());
        };
        let stored = window.store().read(receipt)?;
        if stored != current.text() {
            return Err(crate::store::StoreError::CorruptRecord {
                record: receipt.record(),
            }
            .into());
        }
        Ok(Constraint {
            span: current.clone(),
            _state: PhantomData,
        })
    }
}

impl Narrative<Unflushed> {
    /// Attach the store receipt of this span's verbatim copy; `None` when the receipt does not
    /// prove exactly this text.
    pub fn with_receipt(self, receipt: &crate::store::Receipt) -> Option<Narrative<Flushed>> {
        receipt.matches(self.span.text()).then(|| {
            let mut span = self.span;
            span.receipt = Some(receipt.clone());
            Narrative {
                span,
                _state: PhantomData,
            }
        })
    }
}

/// A span of the window with its type-level state, from [`GuardedWindow::typed`].
#[derive(Debug, Clone)]
pub enum TypedSpan {
    /// A constraint (confirm it through a durable store before editing).
    Constraint(Constraint<Unverified>),
    /// A narrative span not yet flushed.
    Unflushed(Narrative<Unflushed>),
    /// A narrative span with its receipt.
    Flushed(Narrative<Flushed>),
    /// Text a rewrite produced.
    Rewritten(Rewritten<Span>),
}

impl<St: VerbatimStore> GuardedWindow<St> {
    /// The span `id` with its type-level state.
    pub fn typed(&self, id: SpanId) -> Result<TypedSpan, GuardError> {
        let span = self.get(id).ok_or(GuardError::UnknownSpan(id))?.clone();
        Ok(if span.is_rewrite() {
            TypedSpan::Rewritten(Rewritten { inner: span })
        } else if span.kind() == SpanKind::Constraint {
            TypedSpan::Constraint(Constraint {
                span,
                _state: PhantomData,
            })
        } else if span.receipt().is_some() {
            TypedSpan::Flushed(Narrative {
                span,
                _state: PhantomData,
            })
        } else {
            TypedSpan::Unflushed(Narrative {
                span,
                _state: PhantomData,
            })
        })
    }

    /// Turn a score into a [`Settled`] one, checking it comes from an earlier turn.
    ///
    /// A score from the current turn is a `guard::self_conditioned_score` refusal.
    pub fn settle(&self, score: &Score) -> Result<Settled, GuardError> {
        self.check_settled(score)?;
        Ok(Settled { score: *score })
    }

    /// Rewrite one span through the typed API: the compiler has checked that the target is a
    /// flushed narrative or a verbatim-confirmed constraint, not a rewrite, and that the score
    /// is settled; the decision engine still checks everything at runtime.
    pub fn rewrite_typed<T: Rewritable>(
        &mut self,
        target: T,
        text: impl Into<String>,
        score: &impl SettledScore,
    ) -> Result<Rewritten<Span>, GuardError> {
        let id = self.rewrite(&[target.span().id()], text, score.score())?;
        let span = self.get(id).ok_or(GuardError::UnknownSpan(id))?.clone();
        Ok(Rewritten { inner: span })
    }
}
