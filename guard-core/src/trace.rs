//! Decision trace: every event of a guarded window as one JSON object per line.
//!
//! The format is versioned ([`SCHEMA_VERSION`]) and deliberately flat so that an agent written
//! in Python or TypeScript can emit it too: the first line is a `trace_started` event naming the
//! schema version and the policy; every line carries `event` (the tag) and `turn`. Span ids are
//! strings; hashes are lowercase hex BLAKE3 of the span's UTF-8 bytes.
//!
//! The JSON Schema of one line is `schema/trace.schema.json` in the repository (tested against
//! every variant), and `docs/trace.md` documents every event and field, with a Python emitter.
//! [`crate::GuardedWindow::with_trace`] records a window's trace; [`crate::audit`] checks a
//! trace against the retention invariant and measures the window turn by turn.
//!
//! ```
//! use guard_core::trace::TraceEvent;
//!
//! let line = r#"{"event":"turn_started","turn":3}"#;
//! let event: TraceEvent = serde_json::from_str(line).unwrap();
//! assert_eq!(event, TraceEvent::TurnStarted { turn: 3 });
//! ```

use serde::{Deserialize, Serialize};

/// The version of the trace format written in `trace_started`.
pub const SCHEMA_VERSION: u32 = 1;

/// The policy in force, as recorded at the start of a trace.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TracePolicy {
    /// Drop threshold: a span scored below it may be dropped.
    pub tau: f64,
    /// Share of the window's bytes (at the start of a turn) that rewrites may replace in one turn.
    pub rewrite_budget_bytes: f64,
    /// Share of the window's spans (at the start of a turn) that rewrites may replace in one turn.
    pub rewrite_budget_spans: f64,
}

/// One event of a guarded window's life.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case", deny_unknown_fields)]
pub enum TraceEvent {
    /// First line of every trace.
    TraceStarted {
        /// Always [`SCHEMA_VERSION`] for traces this crate writes.
        schema: u32,
        /// The policy the window enforces.
        policy: TracePolicy,
    },
    /// A new turn begins; events that follow belong to it.
    TurnStarted {
        /// The turn number (monotone).
        turn: u64,
    },
    /// A span entered the window (an original span, or a re-injected copy gets `reinjected`).
    SpanEntered {
        /// Turn it entered in.
        turn: u64,
        /// Its id.
        span: String,
        /// `constraint` or `narrative`, from the classifier.
        kind: String,
        /// Its full text.
        text: String,
    },
    /// A relevance score was attached to a span.
    Scored {
        /// Turn the score was computed in.
        turn: u64,
        /// The span scored.
        span: String,
        /// The score, in [0, 1].
        score: f64,
    },
    /// A verbatim copy of a span was written to the store.
    Persisted {
        /// Turn of the write.
        turn: u64,
        /// The span persisted.
        span: String,
        /// The store's record id (the receipt).
        record: String,
        /// BLAKE3 hex of the stored bytes.
        hash: String,
        /// True when the store synced the record (a durable receipt).
        durable: bool,
    },
    /// A span was removed from the window.
    Dropped {
        /// Turn of the edit.
        turn: u64,
        /// The span dropped.
        span: String,
        /// The score that justified the drop.
        score: f64,
        /// The turn that score was computed in.
        score_turn: u64,
    },
    /// Spans were replaced by model-authored text.
    Rewritten {
        /// Turn of the edit.
        turn: u64,
        /// The spans replaced (the new span's parents).
        parents: Vec<String>,
        /// The id of the new span.
        span: String,
        /// The new span's text.
        text: String,
        /// BLAKE3 hex of the new span's text.
        hash: String,
        /// The score that justified the rewrite.
        score: f64,
        /// The turn that score was computed in.
        score_turn: u64,
    },
    /// The guard refused an edit.
    Refused {
        /// Turn of the refused edit.
        turn: u64,
        /// The spans the edit targeted.
        spans: Vec<String>,
        /// The error code, e.g. `guard::polarity_change`.
        code: String,
        /// The rendered error message.
        message: String,
    },
    /// A stored span was put back into the window byte-for-byte.
    Reinjected {
        /// Turn of the re-injection.
        turn: u64,
        /// The id of the span in the window.
        span: String,
        /// The store record it came from.
        record: String,
        /// BLAKE3 hex of the bytes re-injected.
        hash: String,
        /// The re-injected text.
        text: String,
    },
    /// The agent stopped instead of resolving a refusal.
    Halted {
        /// Turn of the halt.
        turn: u64,
        /// Why.
        reason: String,
    },
}

impl TraceEvent {
    /// The turn the event belongs to (`trace_started` belongs to turn 0).
    pub fn turn(&self) -> u64 {
        match self {
            TraceEvent::TraceStarted { .. } => 0,
            TraceEvent::TurnStarted { turn }
            | TraceEvent::SpanEntered { turn, .. }
            | TraceEvent::Scored { turn, .. }
            | TraceEvent::Persisted { turn, .. }
            | TraceEvent::Dropped { turn, .. }
            | TraceEvent::Rewritten { turn, .. }
            | TraceEvent::Refused { turn, .. }
            | TraceEvent::Reinjected { turn, .. }
            | TraceEvent::Halted { turn, .. } => *turn,
        }
    }
}
