//! # guard-core
//!
//! The runtime of retention-guard: it keeps an agent that prunes or summarises its own context
//! window from rewriting away the instructions that bind it.
//!
//! - [`classify`]: is a span a *constraint* (it binds future action) or *narrative*?
//! - [`polarity`]: does a proposed rewrite change the span's truth-conditional force?
//!
//! ```
//! use guard_core::classify::{classify, SpanKind};
//!
//! let verdict = classify("Do not call the payments API without an idempotency key.");
//! assert_eq!(verdict.kind, SpanKind::Constraint);
//! ```

pub mod audit;
pub mod classify;
pub mod polarity;
pub mod trace;
