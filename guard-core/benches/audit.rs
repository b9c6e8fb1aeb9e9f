//! Trace audit throughput: the whole audit (replay, checks, metrics, drift) against reading the
//! same trace into events only, measured in the same run.
//!
//! `cargo bench -p guard-core --bench audit`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use guard_core::audit::{AuditConfig, TraceReader, audit, content_hash};
use guard_core::trace::{SCHEMA_VERSION, TraceEvent, TracePolicy};

/// A legal trace of `turns` turns: each turn four narrative spans and one constraint enter and
/// are persisted, and every span in the window is scored; spans scored 0.1 are dropped the next
/// turn (the four oldest narrative spans once there are 40, the oldest constraint once there
/// are 20), so the window holds about 60 spans.
fn synthetic_trace(turns: u64) -> String {
    let mut events = vec![TraceEvent::TraceStarted {
        schema: SCHEMA_VERSION,
        policy: TracePolicy {
            tau: 0.35,
            rewrite_budget_bytes: 0.4,
            rewrite_budget_spans: 0.4,
        },
    }];
    let mut narrative: Vec<String> = Vec::new();
    let mut constraints: Vec<String> = Vec::new();
    let mut to_drop: Vec<String> = Vec::new();
    let mut record = 0;
    for turn in 1..=turns {
        events.push(TraceEvent::TurnStarted { turn });
        for span in to_drop.drain(..) {
            events.push(TraceEvent::Dropped {
                turn,
                span,
                score: 0.1,
                score_turn: turn - 1,
            });
        }
        for i in 0..5 {
            let span = format!("s{turn}-{i}");
            let (kind, text) = if i == 0 {
                (
                    "constraint",
                    format!("Never call service {turn} more than 3 times per minute."),
                )
            } else {
                (
                    "narrative",
                    format!(
                        "Tool output {i} of turn {turn}: returned {} rows.",
                        turn * 7 + i
                    ),
                )
            };
            record += 1;
            events.push(TraceEvent::SpanEntered {
                turn,
                span: span.clone(),
                kind: kind.into(),
                text: text.clone(),
            });
            events.push(TraceEvent::Persisted {
                turn,
                span: span.clone(),
                record: record.to_string(),
                hash: content_hash(&text),
                durable: true,
            });
            if i == 0 {
                constraints.push(span);
            } else {
                narrative.push(span);
            }
        }
        if narrative.len() >= 40 {
            to_drop.extend(narrative.drain(..4));
        }
        if constraints.len() >= 20 {
            to_drop.push(constraints.remove(0));
        }
        for span in &to_drop {
            events.push(TraceEvent::Scored {
                turn,
                span: span.clone(),
                score: 0.1,
            });
        }
        for span in narrative.iter().chain(&constraints) {
            events.push(TraceEvent::Scored {
                turn,
                span: span.clone(),
                score: 0.6,
            });
        }
    }
    events
        .iter()
        .map(|e| serde_json::to_string(e).expect("events serialise") + "\n")
        .collect()
}

fn audit_throughput(c: &mut Criterion) {
    let trace = synthetic_trace(500);
    let report = audit(trace.as_bytes(), &AuditConfig::default());
    assert!(
        report.is_clean(),
        "the benchmark trace is legal: {:?}",
        report.violations.first()
    );
    let mut group = c.benchmark_group("audit");
    group.throughput(Throughput::Bytes(trace.len() as u64));
    group.sample_size(20);
    group.bench_function("read events only (baseline)", |b| {
        b.iter(|| TraceReader::new(black_box(trace.as_bytes())).count())
    });
    group.bench_function("full audit", |b| {
        b.iter(|| audit(black_box(trace.as_bytes()), &AuditConfig::default()))
    });
    group.finish();
}

criterion_group!(benches, audit_throughput);
criterion_main!(benches);
