//! The bundled agents: the unguarded one shows each of the five patterns, the guarded one
//! (the same agent on guard-core) shows none.

mod common;

use common::*;

#[test]
fn unguarded_agent_reports_each_pattern() {
    let path = repository().join("examples/unguarded-agent");
    let output = guard_lint(&[arg(&path), "--format", "json"]);
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    let report = json(&output);
    assert_eq!(report["errors"], serde_json::json!([]));
    let findings = report["findings"].as_array().expect("findings");
    let has = |rule: &str, function: &str| {
        findings
            .iter()
            .any(|f| f["rule"] == rule && f["function"] == function)
    };
    // Compaction through a summariser.
    assert!(has("RG001", "compaction::compact_history"), "{findings:#?}");
    // A second compaction that re-summarises the previous summary.
    assert!(has("RG001", "compaction::recompact"));
    assert!(has("RG003", "compaction::recompact"));
    // A relevance-scored drop computed and applied in the same turn.
    assert!(has("RG002", "retention::prune_irrelevant"));
    assert!(has("RG004", "retention::prune_irrelevant"));
    // A token-limit sliding window (the example enables host-truncation).
    assert!(has("RG008", "window::enforce_token_limit"));
    // A helper that strips tool results.
    assert!(has("RG002", "retention::strip_tool_results"));
    // Paths start where the agent is driven: `main` in the binary.
    let strip = findings
        .iter()
        .find(|f| f["function"] == "retention::strip_tool_results")
        .expect("strip finding");
    let route: Vec<&str> = strip["path"]
        .as_array()
        .expect("path")
        .iter()
        .map(|s| s["function"].as_str().expect("function"))
        .collect();
    assert_eq!(
        route,
        [
            "main",
            "agent::Agent::run_turn",
            "agent::Agent::maintain_context",
            "retention::strip_tool_results"
        ]
    );
    assert_eq!(strip["path"][0]["file"], "src/main.rs");
}

#[test]
fn guarded_agent_reports_nothing() {
    let path = repository().join("examples/guarded-agent");
    if !path.join("Cargo.toml").exists() {
        panic!("examples/guarded-agent is missing");
    }
    let output = guard_lint(&[arg(&path), "--format", "json"]);
    let report = json(&output);
    assert_eq!(report["findings"], serde_json::json!([]), "{report:#}");
    assert_eq!(report["errors"], serde_json::json!([]));
    assert_eq!(code(&output), 0);
}
