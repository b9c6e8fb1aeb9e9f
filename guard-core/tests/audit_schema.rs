//! The JSON Schema in `schema/trace.schema.json` accepts every event this crate writes, rejects
//! what the parser rejects, and every line it accepts parses as a `TraceEvent`.

mod audit_support;

use audit_support::SharedBuf;
use guard_core::audit::content_hash;
use guard_core::trace::{SCHEMA_VERSION, TraceEvent, TracePolicy};
use serde_json::{Value, json};

fn schema() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../schema/trace.schema.json");
    let text = std::fs::read_to_string(path).expect("schema/trace.schema.json is readable");
    serde_json::from_str(&text).expect("the schema is JSON")
}

fn validator() -> jsonschema::Validator {
    jsonschema::draft202012::new(&schema()).expect("the schema is a valid draft 2020-12 schema")
}

/// The `event` tag of a serialised event.
fn tag(event: &TraceEvent) -> String {
    serde_json::to_value(event).unwrap()["event"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// One event of every variant. The exhaustive match stops compiling when a variant is added, so
/// whoever adds one is sent here to add its sample.
fn one_of_each() -> Vec<TraceEvent> {
    let hash = content_hash("Do not call the payments API without an idempotency key.");
    let events = vec![
        TraceEvent::TraceStarted {
            schema: SCHEMA_VERSION,
            policy: TracePolicy {
                tau: 0.35,
                rewrite_budget_bytes: 0.4,
                rewrite_budget_spans: 0.4,
            },
        },
        TraceEvent::TurnStarted { turn: 1 },
        TraceEvent::SpanEntered {
            turn: 1,
            span: "s1".into(),
            kind: "constraint".into(),
            text: "Do not call the payments API without an idempotency key.".into(),
        },
        TraceEvent::Scored {
            turn: 1,
            span: "s1".into(),
            score: 0.31,
        },
        TraceEvent::Persisted {
            turn: 1,
            span: "s1".into(),
            record: "17".into(),
            hash: hash.clone(),
            durable: true,
        },
        TraceEvent::Dropped {
            turn: 2,
            span: "s2".into(),
            score: 0.1,
            score_turn: 1,
        },
        TraceEvent::Rewritten {
            turn: 2,
            parents: vec!["s3".into(), "s4".into()],
            span: "s5".into(),
            text: "the tests passed".into(),
            hash: content_hash("the tests passed"),
            score: 0.5,
            score_turn: 1,
        },
        TraceEvent::Refused {
            turn: 2,
            spans: vec!["s1".into()],
            code: "guard::polarity_change".into(),
            message: "rewrite drops the negation".into(),
        },
        TraceEvent::Reinjected {
            turn: 2,
            span: "s1".into(),
            record: "17".into(),
            hash,
            text: "Do not call the payments API without an idempotency key.".into(),
        },
        TraceEvent::Halted {
            turn: 3,
            reason: "refusal not resolved".into(),
        },
    ];
    for event in &events {
        match event {
            TraceEvent::TraceStarted { .. }
            | TraceEvent::TurnStarted { .. }
            | TraceEvent::SpanEntered { .. }
            | TraceEvent::Scored { .. }
            | TraceEvent::Persisted { .. }
            | TraceEvent::Dropped { .. }
            | TraceEvent::Rewritten { .. }
            | TraceEvent::Refused { .. }
            | TraceEvent::Reinjected { .. }
            | TraceEvent::Halted { .. } => {}
        }
    }
    events
}

#[test]
fn every_variant_serialised_by_trace_event_validates() {
    let validator = validator();
    let events = one_of_each();
    let tags: std::collections::BTreeSet<String> = events.iter().map(tag).collect();
    assert_eq!(tags.len(), 10, "one sample per variant");
    for event in events {
        let value = serde_json::to_value(&event).unwrap();
        let errors: Vec<String> = validator
            .iter_errors(&value)
            .map(|e| e.to_string())
            .collect();
        assert!(errors.is_empty(), "{value} does not validate: {errors:?}");
    }
}

#[test]
fn the_schema_lists_exactly_the_serialised_tags() {
    let schema = schema();
    let mut listed: Vec<String> = schema["properties"]["event"]["enum"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect();
    let mut written: Vec<String> = one_of_each().iter().map(tag).collect();
    listed.sort();
    written.sort();
    assert_eq!(listed, written);
}

#[test]
fn the_schema_rejects_what_the_parser_rejects() {
    let validator = validator();
    let rejected = [
        json!({"event": "turn_started"}),
        json!({"event": "turn_started", "turn": 1, "extra": true}),
        json!({"event": "turn_began", "turn": 1}),
        json!({"event": "turn_started", "turn": -1}),
        json!({"event": "dropped", "turn": 2, "span": "s1", "score": 0.1}),
        json!({"event": "rewritten", "turn": 2, "parents": "s1", "span": "s2", "text": "x",
               "hash": content_hash("x"), "score": 0.5, "score_turn": 1}),
    ];
    for value in rejected {
        assert!(!validator.is_valid(&value), "schema accepted {value}");
        assert!(
            serde_json::from_value::<TraceEvent>(value.clone()).is_err(),
            "parser accepted {value}"
        );
    }
}

#[test]
fn the_schema_is_stricter_than_the_parser_on_values() {
    // Values the Rust types cannot express but a foreign writer could get wrong.
    let validator = validator();
    for value in [
        json!({"event": "scored", "turn": 1, "span": "s1", "score": 1.5}),
        json!({"event": "persisted", "turn": 1, "span": "s1", "record": "r1",
               "hash": "ABC", "durable": true}),
        json!({"event": "span_entered", "turn": 1, "span": "s1", "kind": "rule", "text": "x"}),
        json!({"event": "trace_started", "schema": 2,
               "policy": {"tau": 0.35, "rewrite_budget_bytes": 0.4, "rewrite_budget_spans": 0.4}}),
    ] {
        assert!(!validator.is_valid(&value), "schema accepted {value}");
    }
}

#[test]
fn lines_valid_by_the_schema_parse_as_events() {
    let validator = validator();
    for event in one_of_each() {
        let value = serde_json::to_value(&event).unwrap();
        assert!(validator.is_valid(&value));
        assert_eq!(serde_json::from_value::<TraceEvent>(value).unwrap(), event);
    }
}

#[test]
fn every_line_a_guarded_window_writes_validates() {
    use guard_core::{GuardedWindow, RetentionPolicy, SqliteStore};

    let dir = tempfile::tempdir().unwrap();
    let store = SqliteStore::open(dir.path().join("store.db")).unwrap();
    let buf = SharedBuf::default();
    let mut window = GuardedWindow::new(store, RetentionPolicy::default()).with_trace(buf.clone());
    let rule = window.push("Do not call the payments API without an idempotency key.");
    let note = window.push("The invoice service answered in 120 ms.");
    let chatter = window.push("User said hello.");
    let scores = [
        window.score(rule, 0.31),
        window.score(note, 0.2),
        window.score(chatter, 0.1),
    ];
    window.flush().unwrap();
    window.next_turn();
    let refused = window
        .rewrite(&[rule], "user mentioned API caution", &scores[0])
        .unwrap_err();
    window.resolve(refused.refusal().unwrap()).unwrap();
    window
        .rewrite(&[note], "The invoice service was fast.", &scores[1])
        .unwrap();
    window.drop_span(chatter, &scores[2]).unwrap();
    window.halt("end of the test");
    window.flush().unwrap();

    let validator = validator();
    let text = buf.text();
    let mut tags = std::collections::BTreeSet::new();
    for line in text.lines() {
        let value: Value = serde_json::from_str(line).unwrap();
        assert!(validator.is_valid(&value), "{line}");
        tags.insert(value["event"].as_str().unwrap().to_owned());
    }
    let expected = [
        "dropped",
        "halted",
        "persisted",
        "refused",
        "rewritten",
        "scored",
    ];
    assert!(expected.iter().all(|t| tags.contains(*t)), "{tags:?}");
}
