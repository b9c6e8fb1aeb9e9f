//! Unreadable lines are errors naming the line; the rest of the trace is still audited.

mod audit_support;

use std::io::{self, BufReader, Read};

use audit_support::{IDEMPOTENCY, Trace, rules};
use guard_core::audit::{AuditConfig, AuditRule, LineErrorKind, audit};

fn audit_text(text: &[u8]) -> guard_core::audit::AuditReport {
    audit(text, &AuditConfig::default())
}

/// A trace whose turn-2 drop breaks the invariant (the span was never persisted).
fn violating_trace() -> String {
    let mut t = Trace::new();
    t.next_turn()
        .narrative("s1", "Listed invoices.")
        .score("s1", 0.1);
    t.next_turn().drop_span("s1", 0.1, 1);
    t.to_jsonl()
}

#[test]
fn a_malformed_line_is_named_and_the_rest_is_still_audited() {
    let mut lines: Vec<String> = violating_trace().lines().map(str::to_owned).collect();
    lines.insert(2, "{\"event\": \"span_entered\", \"turn\": 1,".into()); // line 3
    lines.insert(3, "this is not json".into()); // line 4
    let text = lines.join("\n") + "\n";
    let report = audit_text(text.as_bytes());
    let errors: Vec<(usize, LineErrorKind)> =
        report.errors.iter().map(|e| (e.line, e.kind)).collect();
    assert_eq!(
        errors,
        [(3, LineErrorKind::Malformed), (4, LineErrorKind::Malformed)]
    );
    assert_eq!(
        rules(&report),
        vec![AuditRule::Unflushed],
        "the drop after the bad lines is audited"
    );
    assert_eq!(report.violations[0].line, lines.len());
    assert!(report.is_incomplete());
}

#[test]
fn an_unknown_event_or_field_is_malformed_with_the_parsers_reason() {
    let text = "{\"event\":\"turn_started\",\"turn\":1,\"colour\":\"red\"}\n{\"event\":\"nap\",\"turn\":1}\n";
    let report = audit_text(text.as_bytes());
    assert_eq!(report.errors.len(), 2);
    assert!(
        report.errors[0].message.contains("colour"),
        "{}",
        report.errors[0].message
    );
    assert!(
        report.errors[1].message.contains("nap"),
        "{}",
        report.errors[1].message
    );
}

#[test]
fn a_last_line_cut_mid_event_is_truncated() {
    let mut text = violating_trace();
    text.push_str("{\"event\":\"scored\",\"turn\":2,\"sp");
    let report = audit_text(text.as_bytes());
    let last = text.lines().count();
    assert_eq!(report.errors.len(), 1);
    assert_eq!(
        (report.errors[0].line, report.errors[0].kind),
        (last, LineErrorKind::Truncated)
    );
    assert_eq!(rules(&report), vec![AuditRule::Unflushed]);
}

#[test]
fn a_complete_last_line_without_newline_is_read() {
    let text = violating_trace();
    let report = audit_text(text.trim_end().as_bytes());
    assert!(report.errors.is_empty());
    assert_eq!(rules(&report), vec![AuditRule::Unflushed]);
}

#[test]
fn non_utf8_lines_are_errors_and_do_not_stop_the_audit() {
    let mut bytes = b"{\"event\":\"turn_started\",\"turn\":1}\n\xff\xfe garbage\n".to_vec();
    bytes.extend_from_slice(b"{\"event\":\"turn_started\",\"turn\":2}\n");
    let report = audit_text(&bytes);
    assert_eq!(report.errors.len(), 1);
    assert_eq!(
        (report.errors[0].line, report.errors[0].kind),
        (2, LineErrorKind::NotUtf8)
    );
    assert_eq!(report.metrics.len(), 2);
}

#[test]
fn blank_lines_and_crlf_are_accepted_and_counted() {
    let text = violating_trace().replace('\n', "\r\n\r\n");
    let report = audit_text(text.as_bytes());
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(rules(&report), vec![AuditRule::Unflushed]);
    assert_eq!(report.violations[0].line, 11, "blank lines still count");
}

#[test]
fn deeply_nested_json_is_an_error_not_a_crash() {
    let nested = format!("{}{}\n", "[".repeat(100_000), "]".repeat(100_000));
    let report = audit_text(nested.as_bytes());
    assert_eq!(report.errors.len(), 1);
    assert_eq!(report.errors[0].kind, LineErrorKind::Malformed);
}

#[test]
fn a_huge_span_text_is_read() {
    let text = IDEMPOTENCY.repeat(100_000); // 5.6 MB on one line
    let mut t = Trace::new();
    t.next_turn()
        .constraint("c1", &text)
        .persist("c1")
        .score("c1", 0.9);
    let report = t.audit();
    assert!(report.is_clean());
    assert_eq!(report.metrics[0].bytes, text.len());
}

/// A reader that fails after the first line.
struct FailingReader {
    first: Option<Vec<u8>>,
}

impl Read for FailingReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self.first.take() {
            Some(bytes) => {
                buf[..bytes.len()].copy_from_slice(&bytes);
                Ok(bytes.len())
            }
            None => Err(io::Error::other("disk on fire")),
        }
    }
}

#[test]
fn an_io_error_stops_reading_and_is_reported() {
    let reader = BufReader::new(FailingReader {
        first: Some(b"{\"event\":\"turn_started\",\"turn\":1}\n".to_vec()),
    });
    let report = audit(reader, &AuditConfig::default());
    assert_eq!(report.events, 1);
    assert_eq!(report.io_error.as_deref(), Some("disk on fire"));
    assert!(report.is_incomplete());
}

#[test]
fn the_reader_reports_line_numbers_across_buffer_boundaries() {
    // A tiny buffer forces lines to span several fill_buf calls.
    let text = violating_trace();
    let reader = BufReader::with_capacity(7, text.as_bytes());
    let lines: Vec<usize> = guard_core::audit::TraceReader::new(reader)
        .map(|item| item.unwrap().line)
        .collect();
    assert_eq!(lines, (1..=text.lines().count()).collect::<Vec<_>>());
}

mod arbitrary_events {
    //! Whatever a foreign writer puts in a trace, the audit answers without panicking.

    use guard_core::audit::{AuditConfig, audit};
    use guard_core::trace::{TraceEvent, TracePolicy};
    use proptest::prelude::*;

    fn id() -> impl Strategy<Value = String> {
        prop_oneof![Just("s1"), Just("s2"), Just("s3"), Just("r1"), Just("")].prop_map(String::from)
    }

    fn turn() -> impl Strategy<Value = u64> {
        prop_oneof![0..4u64, Just(u64::MAX - 1), Just(u64::MAX)]
    }

    fn number() -> impl Strategy<Value = f64> {
        prop_oneof![0.0..=1.0f64, Just(-1.0), Just(1e300), Just(0.35)]
    }

    fn event() -> impl Strategy<Value = TraceEvent> {
        let text = prop_oneof![
            Just("Do not pay."),
            Just("paid"),
            Just(""),
            Just("ünïcode ✓")
        ];
        prop_oneof![
            (number(), number(), number()).prop_map(|(tau, b, s)| TraceEvent::TraceStarted {
                schema: 1,
                policy: TracePolicy {
                    tau,
                    rewrite_budget_bytes: b,
                    rewrite_budget_spans: s
                },
            }),
            turn().prop_map(|turn| TraceEvent::TurnStarted { turn }),
            (turn(), id(), text.clone(), any::<bool>()).prop_map(|(turn, span, text, c)| {
                TraceEvent::SpanEntered {
                    turn,
                    span,
                    kind: if c { "constraint" } else { "narrative" }.into(),
                    text: text.into(),
                }
            }),
            (turn(), id(), number()).prop_map(|(turn, span, score)| TraceEvent::Scored {
                turn,
                span,
                score
            }),
            (turn(), id(), id(), any::<bool>()).prop_map(|(turn, span, record, durable)| {
                TraceEvent::Persisted {
                    turn,
                    span,
                    record,
                    hash: "00".into(),
                    durable,
                }
            }),
            (turn(), id(), number(), turn()).prop_map(|(turn, span, score, score_turn)| {
                TraceEvent::Dropped {
                    turn,
                    span,
                    score,
                    score_turn,
                }
            }),
            (
                turn(),
                proptest::collection::vec(id(), 0..3),
                id(),
                text.clone(),
                number(),
                turn()
            )
                .prop_map(|(turn, parents, span, text, score, score_turn)| {
                    TraceEvent::Rewritten {
                        turn,
                        parents,
                        span,
                        text: text.into(),
                        hash: String::new(),
                        score,
                        score_turn,
                    }
                }),
            (turn(), proptest::collection::vec(id(), 0..3), any::<bool>()).prop_map(
                |(turn, spans, ror)| {
                    TraceEvent::Refused {
                        turn,
                        spans,
                        code: if ror {
                            "guard::rewrite_of_rewrite"
                        } else {
                            "guard::polarity_change"
                        }
                        .into(),
                        message: String::new(),
                    }
                }
            ),
            (turn(), id(), id(), text).prop_map(|(turn, span, record, text)| {
                TraceEvent::Reinjected {
                    turn,
                    span,
                    record,
                    hash: String::new(),
                    text: text.into(),
                }
            }),
            turn().prop_map(|turn| TraceEvent::Halted {
                turn,
                reason: String::new()
            }),
        ]
    }

    proptest! {
        #[test]
        fn any_sequence_of_events_is_audited_without_panicking(
            events in proptest::collection::vec(event(), 0..40)
        ) {
            let text: String = events
                .iter()
                .map(|e| serde_json::to_string(e).unwrap() + "\n")
                .collect();
            let report = audit(text.as_bytes(), &AuditConfig::default());
            prop_assert_eq!(report.events, events.len());
            prop_assert!(report.violations.iter().all(|v| v.line >= 1 && v.line <= events.len()));
        }
    }
}
