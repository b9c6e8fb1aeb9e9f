//! # guard-core
//!
//! The runtime of retention-guard: it keeps an agent that prunes or summarises its own context
//! window from rewriting away the instructions that bind it.
//!
//! - [`GuardedWindow`]: the agent's window; every drop and rewrite goes through its decision
//!   engine, which refuses with a [`RetentionInvariantError`] when the design note's invariant
//!   would break, and [`GuardedWindow::resolve`] re-injects the verbatim span instead.
//! - [`VerbatimStore`]: the append-only record outside the model's reach ([`SqliteStore`],
//!   durable; [`MemoryStore`], for tests). Its [`Receipt`]s are the only proof of a copy.
//! - [`typed`]: wrappers that make the worst mistakes fail to compile.
//! - [`classify`]: is a span a *constraint* (it binds future action) or *narrative*?
//! - [`polarity`]: does a proposed rewrite change the span's truth-conditional force?
//! - [`trace`]: the decision trace a window records with [`GuardedWindow::with_trace`].
//!
//! ```
//! use guard_core::{GuardedWindow, MemoryStore, RetentionPolicy};
//!
//! let mut window = GuardedWindow::new(MemoryStore::new(), RetentionPolicy::default());
//! let rule = window.push("Do not call the payments API without an idempotency key.");
//! let score = window.score(rule, 0.31); // a read-only turn finds it irrelevant
//! window.flush()?;
//! window.next_turn();
//! let refused = window.rewrite(&[rule], "user mentioned API caution", &score).unwrap_err();
//! let refusal = refused.refusal().expect("a refusal");
//! assert_eq!(refusal.rule().code(), "guard::constraint_without_verbatim"); // memory is not durable
//! window.resolve(refusal)?;
//! assert!(window.spans().any(|s| s.text() == "Do not call the payments API without an idempotency key."));
//! # Ok::<(), guard_core::GuardError>(())
//! ```

pub mod audit;
pub mod classify;
mod engine;
mod error;
pub mod polarity;
mod policy;
mod recorder;
mod reinject;
mod score;
mod span;
pub mod store;
pub mod trace;
pub mod typed;
mod window;

pub use error::{EditKind, GuardError, RefusedSpan, RetentionInvariantError, Rule};
pub use policy::{PolicyError, RetentionPolicy};
pub use reinject::Resolution;
pub use score::Score;
pub use span::{Provenance, Span, SpanId};
pub use store::{
    DurableStore, MemoryStore, NewRecord, Receipt, RecordId, RecordKind, SqliteStore, StoreError,
    StoredRecord, VerbatimStore,
};
pub use typed::{
    Constraint, Flushed, Narrative, Rewritable, Rewritten, Settled, TypedSpan, Unflushed,
    Unverified, Verbatim,
};
pub use window::{DropDecision, GuardedWindow};
