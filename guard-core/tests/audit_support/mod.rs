//! Builds hand-written traces for the audit tests: each method appends one event, computing the
//! hashes a correct writer would record, so a test spells out only what it is about.

#![allow(dead_code)] // each test file uses a different part of the builder

use guard_core::audit::{AuditConfig, AuditReport, AuditRule, audit, content_hash};
use guard_core::trace::{SCHEMA_VERSION, TraceEvent, TracePolicy};

/// The default policy: tau 0.35, budgets 40%.
pub fn policy() -> TracePolicy {
    TracePolicy {
        tau: 0.35,
        rewrite_budget_bytes: 0.40,
        rewrite_budget_spans: 0.40,
    }
}

/// A trace under construction.
pub struct Trace {
    pub events: Vec<TraceEvent>,
    pub turn: u64,
    texts: std::collections::HashMap<String, String>,
    records: usize,
}

impl Trace {
    /// A trace with its `trace_started` line, at turn 0.
    pub fn new() -> Self {
        Self::with_policy(policy())
    }

    pub fn with_policy(policy: TracePolicy) -> Self {
        Trace {
            events: vec![TraceEvent::TraceStarted {
                schema: SCHEMA_VERSION,
                policy,
            }],
            turn: 0,
            texts: Default::default(),
            records: 0,
        }
    }

    pub fn push(&mut self, event: TraceEvent) -> &mut Self {
        self.events.push(event);
        self
    }

    pub fn next_turn(&mut self) -> &mut Self {
        self.turn += 1;
        let turn = self.turn;
        self.push(TraceEvent::TurnStarted { turn })
    }

    pub fn enter(&mut self, span: &str, kind: &str, text: &str) -> &mut Self {
        self.texts.insert(span.into(), text.into());
        let turn = self.turn;
        self.push(TraceEvent::SpanEntered {
            turn,
            span: span.into(),
            kind: kind.into(),
            text: text.into(),
        })
    }

    pub fn constraint(&mut self, span: &str, text: &str) -> &mut Self {
        self.enter(span, "constraint", text)
    }

    pub fn narrative(&mut self, span: &str, text: &str) -> &mut Self {
        self.enter(span, "narrative", text)
    }

    pub fn score(&mut self, span: &str, score: f64) -> &mut Self {
        let turn = self.turn;
        self.push(TraceEvent::Scored {
            turn,
            span: span.into(),
            score,
        })
    }

    /// A durable record with the right hash; returns its record id through `record_of`.
    pub fn persist(&mut self, span: &str) -> &mut Self {
        let hash = content_hash(&self.texts[span]);
        self.persist_with(span, &hash, true)
    }

    pub fn persist_with(&mut self, span: &str, hash: &str, durable: bool) -> &mut Self {
        self.records += 1;
        let turn = self.turn;
        let record = format!("r{}", self.records);
        self.push(TraceEvent::Persisted {
            turn,
            span: span.into(),
            record,
            hash: hash.into(),
            durable,
        })
    }

    pub fn drop_span(&mut self, span: &str, score: f64, score_turn: u64) -> &mut Self {
        let turn = self.turn;
        self.push(TraceEvent::Dropped {
            turn,
            span: span.into(),
            score,
            score_turn,
        })
    }

    pub fn rewrite(
        &mut self,
        parents: &[&str],
        span: &str,
        text: &str,
        score: f64,
        score_turn: u64,
    ) -> &mut Self {
        self.texts.insert(span.into(), text.into());
        let turn = self.turn;
        self.push(TraceEvent::Rewritten {
            turn,
            parents: parents.iter().map(|p| p.to_string()).collect(),
            span: span.into(),
            text: text.into(),
            hash: content_hash(text),
            score,
            score_turn,
        })
    }

    pub fn refuse(&mut self, spans: &[&str], code: &str) -> &mut Self {
        let turn = self.turn;
        self.push(TraceEvent::Refused {
            turn,
            spans: spans.iter().map(|s| s.to_string()).collect(),
            code: code.into(),
            message: format!("refused: {code}"),
        })
    }

    /// Re-inject the text persisted as `record` under span id `span`.
    pub fn reinject(&mut self, span: &str, record: &str, text: &str) -> &mut Self {
        self.texts.insert(span.into(), text.into());
        let turn = self.turn;
        self.push(TraceEvent::Reinjected {
            turn,
            span: span.into(),
            record: record.into(),
            hash: content_hash(text),
            text: text.into(),
        })
    }

    pub fn halt(&mut self, reason: &str) -> &mut Self {
        let turn = self.turn;
        self.push(TraceEvent::Halted {
            turn,
            reason: reason.into(),
        })
    }

    /// The trace as JSON lines.
    pub fn to_jsonl(&self) -> String {
        self.events
            .iter()
            .map(|e| serde_json::to_string(e).expect("events serialise") + "\n")
            .collect()
    }

    pub fn audit(&self) -> AuditReport {
        audit(self.to_jsonl().as_bytes(), &AuditConfig::default())
    }
}

/// The rules of the report's violations, in order.
pub fn rules(report: &AuditReport) -> Vec<AuditRule> {
    report.violations.iter().map(|v| v.rule).collect()
}

/// The constraint of the note's incident.
pub const IDEMPOTENCY: &str = "Do not call the payments API without an idempotency key.";

/// A writer a test reads back after a window wrote its trace to it.
#[derive(Clone, Default)]
pub struct SharedBuf(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for SharedBuf {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .expect("not poisoned")
            .extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl SharedBuf {
    /// Everything written so far.
    pub fn text(&self) -> String {
        String::from_utf8(self.0.lock().expect("not poisoned").clone()).expect("UTF-8 trace")
    }

    /// The audit of everything written so far.
    pub fn audit(&self) -> AuditReport {
        audit(self.text().as_bytes(), &AuditConfig::default())
    }
}
