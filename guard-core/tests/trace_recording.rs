//! The window's decision trace: every event, one JSON line each, in the order things happened.

mod common;

use common::{IDEMPOTENCY, LONG_NOTE, LOSSY, SUMMARY, SharedTrace, narrative, sqlite_window};
use guard_core::trace::{SCHEMA_VERSION, TraceEvent};
use guard_core::{GuardError, GuardedWindow, MemoryStore, RetentionPolicy};

#[test]
fn a_failing_trace_writer_is_reported_by_flush() {
    struct Broken;
    impl std::io::Write for Broken {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("disk full"))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut window =
        GuardedWindow::new(MemoryStore::new(), RetentionPolicy::default()).with_trace(Broken);
    window.push(SUMMARY);
    let err = window.flush().unwrap_err();
    assert!(matches!(err, GuardError::Trace(_)), "{err}");
    assert!(err.to_string().contains("disk full"));
    // The spans were persisted all the same; later flushes keep reporting the broken trace.
    assert!(window.spans().all(|s| s.receipt().is_some()));
    assert!(matches!(window.flush(), Err(GuardError::Trace(_))));
}

fn tag(event: &TraceEvent) -> &'static str {
    match event {
        TraceEvent::TraceStarted { .. } => "trace_started",
        TraceEvent::TurnStarted { .. } => "turn_started",
        TraceEvent::SpanEntered { .. } => "span_entered",
        TraceEvent::Scored { .. } => "scored",
        TraceEvent::Persisted { .. } => "persisted",
        TraceEvent::Dropped { .. } => "dropped",
        TraceEvent::Rewritten { .. } => "rewritten",
        TraceEvent::Refused { .. } => "refused",
        TraceEvent::Reinjected { .. } => "reinjected",
        TraceEvent::Halted { .. } => "halted",
    }
}

#[test]
fn every_event_is_recorded_in_order_with_its_facts() {
    let dir = tempfile::tempdir().unwrap();
    let out = SharedTrace::default();
    let mut window = sqlite_window(&dir).with_trace(out.clone());
    let rule = window.push(IDEMPOTENCY);
    let long = window.push(LONG_NOTE);
    let chatter = window.push(narrative(0));
    for i in 1..8 {
        window.push(narrative(i));
    }
    let rule_score = window.score(rule, 0.31);
    let long_score = window.score(long, 0.2);
    let chatter_score = window.score(chatter, 0.1);
    window.flush().unwrap();
    let chatter_receipt = window.receipt(chatter).unwrap().clone();
    window.next_turn();
    let err = window.rewrite(&[rule], LOSSY, &rule_score).unwrap_err();
    let GuardError::Refused(refusal) = err else {
        panic!("refusal")
    };
    window.resolve(&refusal).unwrap();
    let summary = window.rewrite(&[long], SUMMARY, &long_score).unwrap();
    window.drop_span(chatter, &chatter_score).unwrap();
    window.reinject(&chatter_receipt).unwrap();
    window.halt("operator asked to stop");
    window.flush().unwrap();

    let events = out.events();
    let tags: Vec<_> = events.iter().map(tag).collect();
    assert_eq!(tags[..2], ["trace_started", "turn_started"]);
    assert_eq!(tags.iter().filter(|t| **t == "span_entered").count(), 10);
    assert_eq!(
        tags.iter().filter(|t| **t == "persisted").count(),
        11,
        "10 flushed + the rewrite"
    );
    let after_turn_2: Vec<_> = events
        .iter()
        .skip_while(|e| !matches!(e, TraceEvent::TurnStarted { turn: 2 }))
        .map(tag)
        .collect();
    assert_eq!(
        after_turn_2,
        [
            "turn_started",
            "refused",
            "rewritten",
            "persisted",
            "dropped",
            "reinjected",
            "halted"
        ]
    );

    let TraceEvent::TraceStarted { schema, policy } = &events[0] else {
        panic!()
    };
    assert_eq!(*schema, SCHEMA_VERSION);
    assert_eq!(policy, &RetentionPolicy::default().to_trace());
    for event in &events {
        match event {
            TraceEvent::Persisted {
                hash,
                durable,
                span,
                ..
            } => {
                assert!(durable);
                let text = events.iter().find_map(|e| match e {
                    TraceEvent::SpanEntered { span: s, text, .. } if s == span => Some(text),
                    TraceEvent::Rewritten { span: s, text, .. } if s == span => Some(text),
                    _ => None,
                });
                assert_eq!(
                    hash,
                    &blake3::hash(text.unwrap().as_bytes()).to_hex().to_string()
                );
            }
            TraceEvent::Refused {
                code, spans, turn, ..
            } => {
                assert_eq!(
                    (code.as_str(), spans.as_slice(), *turn),
                    ("guard::polarity_change", &[rule.to_string()][..], 2)
                );
            }
            TraceEvent::Rewritten {
                parents,
                span,
                score,
                score_turn,
                hash,
                text,
                ..
            } => {
                assert_eq!(parents, &[long.to_string()]);
                assert_eq!(span, &summary.to_string());
                assert_eq!((*score, *score_turn), (0.2, 1));
                assert_eq!(hash, &blake3::hash(text.as_bytes()).to_hex().to_string());
            }
            TraceEvent::Dropped {
                span,
                score,
                score_turn,
                ..
            } => {
                assert_eq!(
                    (span.as_str(), *score, *score_turn),
                    (chatter.to_string().as_str(), 0.1, 1)
                );
            }
            TraceEvent::Reinjected { text, hash, .. } => {
                assert_eq!(text, &narrative(0));
                assert_eq!(hash, &blake3::hash(text.as_bytes()).to_hex().to_string());
            }
            _ => {}
        }
    }
}
