//! `cargo guard-lint audit TRACE`: exit codes, formats, and unreadable traces.

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::{arg, code, guard_lint, stderr, stdout};
use guard_core::audit::content_hash;
use serde_json::{Value, json};

const RULE: &str = "Do not call the payments API without an idempotency key.";

const NOTE: &str = "Listed the last 20 invoices of the customer; the service answered in 120 ms.";

/// A trace of the note's incident: a constraint `s1` and two narrative spans scored in turn 1,
/// then in turn 2 (line 11) a rewrite: of the constraint into a mention when `lossy` (a
/// polarity change the audit must flag), else of a narrative span (clean).
fn incident_lines(lossy: bool) -> Vec<String> {
    let (target, summary) = if lossy {
        ("s1", "user mentioned API caution")
    } else {
        ("s2", "Listed invoices quickly.")
    };
    let mut events = vec![
        json!({"event": "trace_started", "schema": 1,
               "policy": {"tau": 0.35, "rewrite_budget_bytes": 0.4, "rewrite_budget_spans": 0.4}}),
        json!({"event": "turn_started", "turn": 1}),
        json!({"event": "span_entered", "turn": 1, "span": "s1", "kind": "constraint", "text": RULE}),
    ];
    for (id, record) in [("s2", "2"), ("s3", "3")] {
        events.push(json!({"event": "span_entered", "turn": 1, "span": id, "kind": "narrative", "text": NOTE}));
        events.push(
            json!({"event": "persisted", "turn": 1, "span": id, "record": record,
                           "hash": content_hash(NOTE), "durable": true}),
        );
    }
    events.extend([
        json!({"event": "scored", "turn": 1, "span": target, "score": 0.31}),
        json!({"event": "persisted", "turn": 1, "span": "s1", "record": "1",
               "hash": content_hash(RULE), "durable": true}),
        json!({"event": "turn_started", "turn": 2}),
        json!({"event": "rewritten", "turn": 2, "parents": [target], "span": "s4", "text": summary,
               "hash": content_hash(summary), "score": 0.31, "score_turn": 1}),
    ]);
    events.iter().map(Value::to_string).collect()
}

fn write_trace(dir: &Path, lines: &[String]) -> PathBuf {
    let path = dir.join("trace.jsonl");
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    path
}

fn json_output(args: &[&str]) -> (i32, Value) {
    let output = guard_lint(args);
    let doc = serde_json::from_str(&stdout(&output)).expect("JSON on stdout");
    (code(&output), doc)
}

#[test]
fn a_clean_trace_exits_0_and_prints_the_metrics_table() {
    let dir = tempfile::tempdir().unwrap();
    let trace = write_trace(dir.path(), &incident_lines(false));
    let output = guard_lint(&["audit", arg(&trace)]);
    assert_eq!(code(&output), 0, "{}", stdout(&output));
    let text = stdout(&output);
    assert!(text.contains("0 error(s)"), "{text}");
    assert!(text.contains("turn  spans  coverage"), "{text}");
    assert!(text.contains("   2      3    100.0%"), "{text}");
}

#[test]
fn a_violation_exits_1_and_names_the_rule_and_line_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let trace = write_trace(dir.path(), &incident_lines(true));

    let human = guard_lint(&["audit", arg(&trace)]);
    assert_eq!(code(&human), 1);
    let text = stdout(&human);
    assert!(text.contains("guard::polarity_change"), "{text}");
    assert!(text.contains("trace.jsonl:11"), "{text}");
    assert!(text.contains("user mentioned API caution"), "{text}");

    let (exit, doc) = json_output(&["audit", arg(&trace), "--format", "json"]);
    assert_eq!(exit, 1);
    assert_eq!(doc["findings"][0]["rule"], "guard::polarity_change");
    assert_eq!(doc["findings"][0]["severity"], "error");
    assert_eq!(doc["findings"][0]["line"], 11);
    assert_eq!(doc["violations"][0]["turn"], 2);
    assert_eq!(doc["violations"][0]["spans"], json!(["s1"]));
    assert_eq!(doc["metrics"].as_array().unwrap().len(), 2);
    assert_eq!(
        doc["metrics"][1]["coverage"], 0.0,
        "the constraint left the window"
    );
    assert_eq!(doc["events"], 11);
    assert_eq!(doc["drift"], json!([]));

    let (exit, sarif) = json_output(&["audit", arg(&trace), "--format", "sarif"]);
    assert_eq!(exit, 1);
    assert_eq!(sarif["version"], "2.1.0");
    let result = &sarif["runs"][0]["results"][0];
    assert_eq!(result["ruleId"], "guard::polarity_change");
    let location = &result["locations"][0]["physicalLocation"];
    assert_eq!(location["region"]["startLine"], 11);
    assert!(
        location["artifactLocation"]["uri"]
            .as_str()
            .unwrap()
            .ends_with("trace.jsonl")
    );
}

#[test]
fn malformed_lines_alone_exit_2_and_are_listed_by_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut lines = incident_lines(false);
    lines.insert(3, "{\"event\": \"scored\", oops".into());
    let trace = write_trace(dir.path(), &lines);
    let (exit, doc) = json_output(&["audit", arg(&trace), "--format", "json"]);
    assert_eq!(exit, 2);
    assert_eq!(doc["errors"][0]["line"], 4);
    assert_eq!(doc["findings"], json!([]));
    let human = stdout(&guard_lint(&["audit", arg(&trace)]));
    assert!(human.contains("trace.jsonl:4"), "{human}");
}

#[test]
fn a_violation_wins_over_a_truncated_last_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut text = incident_lines(true).join("\n");
    text.push_str("\n{\"event\":\"turn_started\",\"tu");
    let trace = dir.path().join("trace.jsonl");
    std::fs::write(&trace, text).unwrap();
    let (exit, doc) = json_output(&["audit", arg(&trace), "--format", "json"]);
    assert_eq!(exit, 1);
    assert_eq!(doc["errors"][0]["line"], 12);
    assert!(
        doc["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("truncated")
    );
    assert_eq!(doc["findings"][0]["rule"], "guard::polarity_change");
}

#[test]
fn a_missing_trace_exits_2_naming_it() {
    let output = guard_lint(&["audit", "/nonexistent/trace.jsonl"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("/nonexistent/trace.jsonl"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn the_trace_can_come_from_standard_input_and_the_report_go_to_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report.json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-guard-lint"))
        .args([
            "guard-lint",
            "audit",
            "-",
            "--format",
            "json",
            "-o",
            arg(&report),
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let trace = incident_lines(true).join("\n");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(trace.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(code(&output), 1);
    assert!(output.stdout.is_empty());
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    assert_eq!(doc["findings"][0]["file"], "<stdin>");
}

#[test]
fn an_empty_trace_is_clean() {
    let dir = tempfile::tempdir().unwrap();
    let trace = write_trace(dir.path(), &[]);
    assert_eq!(code(&guard_lint(&["audit", arg(&trace)])), 0);
}
