//! One fixture per rule, linted by the binary; the rendered human output (no colour) and the
//! JSON are pinned with insta snapshots (`tests/snapshots/`). Review changes with
//! `cargo insta review`, or `INSTA_UPDATE=always cargo test -p guard-lint --test rules` and
//! `git diff`.

mod common;

use common::*;

/// Lint `name` in both formats and snapshot them; return the JSON report.
fn snapshot_fixture(name: &str) -> serde_json::Value {
    let path = fixture(name);
    let human = guard_lint(&[arg(&path)]);
    let json_run = guard_lint(&[arg(&path), "--format", "json"]);
    assert_eq!(code(&human), code(&json_run));
    let snapshot_name = name.trim_end_matches(".rs");
    insta::assert_snapshot!(format!("{snapshot_name}.human"), stdout(&human));
    let report = json(&json_run);
    insta::assert_json_snapshot!(format!("{snapshot_name}.json"), report);
    report
}

fn rules_of(report: &serde_json::Value) -> Vec<String> {
    report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| f["rule"].as_str().expect("rule").to_owned())
        .collect()
}

#[test]
fn rg001_unguarded_rewrite() {
    let report = snapshot_fixture("unguarded_rewrite.rs");
    assert_eq!(rules_of(&report), ["RG001"]);
}

#[test]
fn rg002_unguarded_drop() {
    let report = snapshot_fixture("unguarded_drop.rs");
    assert_eq!(rules_of(&report), ["RG002"]);
    let path = &report["findings"][0]["path"];
    assert_eq!(path[0]["function"], "Agent::run_turn");
    assert_eq!(path[1]["function"], "sanitize_history");
}

#[test]
fn rg008_host_truncation_is_reported_when_enabled() {
    let report = snapshot_fixture("host_truncation");
    assert_eq!(rules_of(&report), ["RG008"]);
    assert_eq!(report["findings"][0]["severity"], "note");
    assert_eq!(report["findings"][0]["edit"], "truncate");
}

#[test]
fn rg009_unused_suppression() {
    let report = snapshot_fixture("unused_suppression.rs");
    assert_eq!(rules_of(&report), ["RG009"]);
    assert_eq!(report["findings"][0]["function"], "render");
    assert_eq!(report["summary"]["suppressed"], 1);
}

#[test]
fn clean_code_has_no_findings() {
    let report = snapshot_fixture("clean");
    assert!(rules_of(&report).is_empty());
}

#[test]
fn rg003_rewrite_of_rewrite() {
    let report = snapshot_fixture("rewrite_of_rewrite.rs");
    assert_eq!(rules_of(&report), ["RG003", "RG001"]);
}

#[test]
fn rg004_self_conditioned_score() {
    let report = snapshot_fixture("self_conditioned_score.rs");
    assert_eq!(rules_of(&report), ["RG002", "RG004"]);
    assert_eq!(report["findings"][1]["severity"], "warning");
}

#[test]
fn rg005_raw_window_edit() {
    let report = snapshot_fixture("raw_window_edit.rs");
    assert_eq!(
        rules_of(&report),
        ["RG005"],
        "the annotated function is a guard: no RG002"
    );
}

#[test]
fn rg006_unflushed_rewrite() {
    let report = snapshot_fixture("unflushed_rewrite.rs");
    assert_eq!(rules_of(&report), ["RG006"]);
}

#[test]
fn rg007_window_escape_hatch() {
    let report = snapshot_fixture("window_escape_hatch.rs");
    assert_eq!(rules_of(&report), ["RG007"]);
}

#[test]
fn rg010_suppression_without_reason_silences_nothing() {
    let report = snapshot_fixture("suppression_without_reason.rs");
    assert_eq!(rules_of(&report), ["RG010", "RG002"]);
}

#[test]
fn a_suppression_with_a_reason_on_a_call_of_the_path_silences_the_finding() {
    let dir = tempfile::tempdir().expect("tempdir");
    let source = std::fs::read_to_string(fixture("unguarded_drop.rs"))
        .expect("fixture")
        .replace(
            "        sanitize_history(&mut self.messages);",
            "        #[retention_allow(unguarded-drop, reason = \"tool output is cached verbatim\")]\n        sanitize_history(&mut self.messages);",
        );
    std::fs::write(dir.path().join("agent.rs"), source).expect("write");
    let output = guard_lint(&[arg(dir.path()), "--format", "json"]);
    assert_eq!(code(&output), 0, "{}", stdout(&output));
    let report = json(&output);
    assert_eq!(report["findings"], serde_json::json!([]));
    assert_eq!(report["summary"]["suppressed"], 1);
}
