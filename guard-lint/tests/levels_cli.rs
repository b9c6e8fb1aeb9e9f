//! `--rule RULE=LEVEL` overrides, and explicit resets reported as notes.

mod common;

use common::*;

/// The rule ids of a JSON report's findings, with their severities.
fn rules_and_severities(output: &std::process::Output) -> Vec<(String, String)> {
    json(output)["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| {
            (
                f["rule"].as_str().expect("rule").to_owned(),
                f["severity"].as_str().expect("severity").to_owned(),
            )
        })
        .collect()
}

#[test]
fn rule_options_override_the_manifest_levels() {
    let example = repository().join("examples/unguarded-agent");
    let configured = rules_and_severities(&guard_lint(&[arg(&example), "--format", "json"]));
    assert!(
        configured.iter().any(|(rule, _)| rule == "RG008"),
        "{configured:?}"
    );
    assert!(
        configured.contains(&("RG004".into(), "warning".into())),
        "{configured:?}"
    );

    let output = guard_lint(&[
        arg(&example),
        "--format",
        "json",
        "--rule",
        "host-truncation=off",
        "--rule",
        "RG004=error",
    ]);
    let overridden = rules_and_severities(&output);
    assert!(
        !overridden.iter().any(|(rule, _)| rule == "RG008"),
        "{overridden:?}"
    );
    assert!(
        overridden.contains(&("RG004".into(), "error".into())),
        "{overridden:?}"
    );
    assert_eq!(code(&output), 1);
}

#[test]
fn a_rule_option_enables_host_truncation_without_a_manifest() {
    let dir = tempfile::tempdir().expect("temp dir");
    let source = "pub struct Message { pub text: String }\n\
                  pub fn slide(history: &mut Vec<Message>, keep: usize) {\n\
                      let cut = history.len().saturating_sub(keep);\n\
                      history.drain(..cut);\n\
                  }\n";
    std::fs::write(dir.path().join("window.rs"), source).expect("write");
    let quiet = rules_and_severities(&guard_lint(&[arg(dir.path()), "--format", "json"]));
    assert!(
        quiet.is_empty(),
        "host truncation is off by default: {quiet:?}"
    );
    let told = rules_and_severities(&guard_lint(&[
        arg(dir.path()),
        "--format",
        "json",
        "--rule",
        "host-truncation=note",
    ]));
    assert_eq!(told, vec![("RG008".to_owned(), "note".to_owned())]);
}

#[test]
fn malformed_rule_options_are_usage_errors() {
    let example = repository().join("examples/unguarded-agent");
    for bad in ["RG001", "no-such-rule=note", "RG001=loud"] {
        let output = guard_lint(&[arg(&example), "--rule", bad]);
        assert_eq!(code(&output), 2, "{bad}");
        assert!(
            stderr(&output).contains("--rule"),
            "{bad}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn an_explicit_reset_nothing_calls_is_a_note_but_the_agent_clearing_its_window_is_an_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let source = "pub struct Message { pub text: String }\n\
                  pub struct Chat { history: Vec<Message> }\n\
                  impl Chat {\n\
                      pub fn clear_history(&mut self) { self.history.clear(); }\n\
                      pub fn step(&mut self) { if self.history.len() > 50 { self.wipe(); } }\n\
                      fn wipe(&mut self) { self.history.clear(); }\n\
                  }\n";
    std::fs::write(dir.path().join("chat.rs"), source).expect("write");
    let output = guard_lint(&[arg(dir.path()), "--format", "json"]);
    let report = json(&output);
    let findings = report["findings"].as_array().expect("findings");
    let by_function = |name: &str| {
        findings
            .iter()
            .find(|f| f["function"] == name)
            .unwrap_or_else(|| panic!("no finding in {name}: {findings:?}"))
    };
    let reset = by_function("chat::Chat::clear_history");
    assert_eq!(reset["severity"], "note");
    assert!(
        reset["message"]
            .as_str()
            .unwrap_or_default()
            .contains("explicit reset")
    );
    assert_eq!(by_function("chat::Chat::wipe")["severity"], "error");
    assert_eq!(code(&output), 1);
}
