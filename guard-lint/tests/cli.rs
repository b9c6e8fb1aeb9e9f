//! The command line contract: exit codes, every format, `-o`, configuration errors,
//! baselines, `explain`, and the rule reference in docs/lint.md.

mod common;

use common::*;
use serde_json::Value;

#[test]
fn exit_code_is_0_when_clean_1_on_error_findings_2_on_usage_errors() {
    assert_eq!(code(&guard_lint(&[arg(&fixture("clean"))])), 0);
    assert_eq!(
        code(&guard_lint(&[arg(&fixture("unguarded_rewrite.rs"))])),
        1
    );
    let missing = guard_lint(&["/no/such/path/anywhere"]);
    assert_eq!(code(&missing), 2);
    assert!(stderr(&missing).contains("/no/such/path/anywhere"));
    assert_eq!(code(&guard_lint(&[".", "--format", "xml"])), 2);
    assert_eq!(code(&guard_lint(&["--no-such-flag"])), 2);
}

#[test]
fn cargo_passes_the_subcommand_name_first() {
    let output = guard_lint(&["guard-lint", arg(&fixture("clean"))]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
}

#[test]
fn an_unparseable_file_is_an_error_and_the_others_are_still_linted() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("broken.rs"), "pub fn f( {\n").expect("write");
    std::fs::copy(fixture("unguarded_drop.rs"), dir.path().join("agent.rs")).expect("copy");
    let output = guard_lint(&[arg(dir.path()), "--format", "json"]);
    assert_eq!(code(&output), 1, "the finding in agent.rs decides");
    let report = json(&output);
    let errors = report["errors"].as_array().expect("errors");
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0]["file"], "broken.rs");
    assert_eq!(errors[0]["line"], 1);
    assert!(
        errors[0]["message"]
            .as_str()
            .expect("message")
            .starts_with("cannot parse")
    );
    assert!(!report["findings"].as_array().expect("findings").is_empty());

    std::fs::remove_file(dir.path().join("agent.rs")).expect("remove");
    let output = guard_lint(&[arg(dir.path())]);
    assert_eq!(code(&output), 2, "a partial lint is not clean");
    assert!(stdout(&output).contains("broken.rs"));
}

#[test]
fn json_findings_carry_every_contract_field() {
    let output = guard_lint(&[arg(&fixture("unguarded_rewrite.rs")), "--format", "json"]);
    let report = json(&output);
    assert_eq!(report["errors"], Value::Array(Vec::new()));
    let finding = &report["findings"][0];
    assert_eq!(finding["rule"], "RG001");
    assert_eq!(finding["name"], "unguarded-rewrite");
    assert_eq!(finding["severity"], "error");
    assert_eq!(finding["edit"], "rewrite");
    assert_eq!(finding["file"], "unguarded_rewrite.rs");
    assert_eq!(finding["function"], "Agent::compact");
    assert!(finding["line"].as_u64().expect("line") >= 1);
    assert!(finding["column"].as_u64().expect("column") >= 1);
    assert!(
        finding["message"]
            .as_str()
            .expect("message")
            .contains("self.history")
    );
    let path: Vec<&str> = finding["path"]
        .as_array()
        .expect("path")
        .iter()
        .map(|step| {
            assert_eq!(step["file"], "unguarded_rewrite.rs");
            assert!(step["line"].as_u64().is_some());
            step["function"].as_str().expect("function")
        })
        .collect();
    assert_eq!(path, ["Agent::step", "Agent::compact"]);
}

#[test]
fn sarif_has_the_fields_github_code_scanning_requires() {
    let output = guard_lint(&[arg(&fixture("unguarded_rewrite.rs")), "--format", "sarif"]);
    assert_eq!(code(&output), 1);
    let sarif = json(&output);
    assert_eq!(sarif["version"], "2.1.0");
    assert!(
        sarif["$schema"]
            .as_str()
            .expect("$schema")
            .contains("sarif")
    );
    let run = &sarif["runs"][0];
    let driver = &run["tool"]["driver"];
    assert_eq!(driver["name"], "guard-lint");
    let rules = driver["rules"].as_array().expect("rules");
    for rule in rules {
        for field in ["id", "name"] {
            assert!(rule[field].is_string(), "rule {field}");
        }
        for field in ["shortDescription", "fullDescription", "help"] {
            assert!(
                rule[field]["text"].as_str().is_some_and(|t| !t.is_empty()),
                "rule {field}"
            );
        }
        let level = rule["defaultConfiguration"]["level"]
            .as_str()
            .expect("level");
        assert!(["error", "warning", "note"].contains(&level));
    }
    let result = &run["results"][0];
    assert_eq!(result["ruleId"], "RG001");
    assert_eq!(result["level"], "error");
    let index = result["ruleIndex"].as_u64().expect("ruleIndex") as usize;
    assert_eq!(rules[index]["id"], "RG001");
    assert!(result["message"]["text"].is_string());
    let physical = &result["locations"][0]["physicalLocation"];
    // Relative to the current directory (the package root under `cargo test`), as GitHub
    // resolves paths against the checkout.
    assert_eq!(
        physical["artifactLocation"]["uri"],
        "tests/fixtures/unguarded_rewrite.rs"
    );
    assert_eq!(physical["artifactLocation"]["uriBaseId"], "%SRCROOT%");
    let root = run["originalUriBaseIds"]["%SRCROOT%"]["uri"]
        .as_str()
        .expect("root uri");
    assert!(
        root.starts_with("file:///") && root.ends_with("/guard-lint/"),
        "{root}"
    );
    assert!(physical["region"]["startLine"].as_u64().expect("startLine") >= 1);
    assert!(
        physical["region"]["startColumn"]
            .as_u64()
            .expect("startColumn")
            >= 1
    );
    let flow = result["codeFlows"][0]["threadFlows"][0]["locations"]
        .as_array()
        .expect("codeFlows");
    assert_eq!(flow.len(), 2);
    assert!(flow[0]["location"]["physicalLocation"]["region"]["startLine"].is_u64());
    assert!(
        result["partialFingerprints"]
            .as_object()
            .is_some_and(|f| !f.is_empty())
    );
}

#[test]
fn github_format_is_annotations_and_the_default_on_actions() {
    let path = fixture("unguarded_drop.rs");
    let explicit = stdout(&guard_lint(&[arg(&path), "--format", "github"]));
    let line = explicit.lines().next().expect("an annotation");
    assert!(
        line.starts_with("::error file=tests/fixtures/unguarded_drop.rs,line="),
        "{line}"
    );
    assert!(line.contains(",col="));
    assert!(line.contains("title=RG002 unguarded-drop::"));
    let automatic = guard_lint_with(&[arg(&path)], &[("GITHUB_ACTIONS", "true")]);
    assert_eq!(stdout(&automatic), explicit);
}

#[test]
fn human_format_shows_the_edit_the_path_and_help() {
    let output = guard_lint(&[arg(&fixture("unguarded_rewrite.rs"))]);
    let text = stdout(&output);
    assert!(text.contains("RG001(unguarded-rewrite)"), "{text}");
    assert!(text.contains("rewrite here"));
    assert!(text.contains("call path, from the entry:"));
    assert!(text.contains("1. unguarded_rewrite.rs:25 `Agent::step` calls `Agent::compact`"));
    assert!(
        text.contains("1. `Agent::step` calls `Agent::compact`"),
        "{text}"
    );
    assert!(text.contains("help:"));
    assert!(!text.contains('\u{1b}'), "no colour when not a terminal");
}

#[test]
fn output_file_receives_the_report() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("report.sarif");
    let output = guard_lint(&[
        arg(&fixture("unguarded_drop.rs")),
        "--format",
        "sarif",
        "-o",
        arg(&out),
    ]);
    assert_eq!(code(&output), 1);
    assert!(output.stdout.is_empty());
    let written: Value =
        serde_json::from_str(&std::fs::read_to_string(&out).expect("written")).expect("JSON");
    assert_eq!(written["runs"][0]["results"][0]["ruleId"], "RG002");
    let unwritable = guard_lint(&[arg(&fixture("clean")), "-o", "/no/such/dir/report.txt"]);
    assert_eq!(code(&unwritable), 2);
}

fn crate_with_manifest(manifest_extra: &str, lib: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir(dir.path().join("src")).expect("src");
    std::fs::write(
        dir.path().join("Cargo.toml"),
        format!(
            "[package]\nname = \"fixture\"\nversion = \"0.0.0\"\nedition = \"2024\"\n\n[workspace]\n\n{manifest_extra}"
        ),
    )
    .expect("manifest");
    std::fs::write(dir.path().join("src/lib.rs"), lib).expect("lib.rs");
    dir
}

#[test]
fn configuration_errors_name_the_key_and_the_file() {
    let dir = crate_with_manifest("[package.metadata.guard]\nwindow-feilds = [\"ctx\"]\n", "");
    let output = guard_lint(&[arg(dir.path())]);
    assert_eq!(code(&output), 2);
    let message = stderr(&output);
    assert!(
        message.contains("package.metadata.guard.window-feilds"),
        "{message}"
    );
    assert!(message.contains("Cargo.toml"), "{message}");

    let dir = crate_with_manifest(
        "[package.metadata.guard.rules]\nunguarded-drop = \"loud\"\n",
        "",
    );
    let message = stderr(&guard_lint(&[arg(dir.path())]));
    assert!(
        message.contains("package.metadata.guard.rules.unguarded-drop"),
        "{message}"
    );
}

#[test]
fn configuration_sets_levels_and_window_fields() {
    let lib = std::fs::read_to_string(fixture("unguarded_drop.rs")).expect("fixture");
    let dir = crate_with_manifest(
        "[package.metadata.guard.rules]\nRG002 = \"warning\"\n",
        &lib,
    );
    let output = guard_lint(&[arg(dir.path()), "--format", "json"]);
    assert_eq!(code(&output), 0, "warnings do not fail the run");
    assert_eq!(json(&output)["findings"][0]["severity"], "warning");

    let custom = "pub struct Bot { scratch: Vec<Note> }\n\
                  impl Bot { pub fn tidy(&mut self) { self.scratch.retain(|n| n.keep); } }\n";
    let quiet = crate_with_manifest("", custom);
    assert_eq!(code(&guard_lint(&[arg(quiet.path())])), 0);
    let told = crate_with_manifest(
        "[package.metadata.guard]\nwindow-fields = [\"scratch\"]\n",
        custom,
    );
    assert_eq!(code(&guard_lint(&[arg(told.path())])), 1);
}

#[test]
fn excluded_paths_are_not_linted() {
    let drop_code = std::fs::read_to_string(fixture("unguarded_drop.rs")).expect("fixture");
    let dir = crate_with_manifest(
        "[package.metadata.guard]\nexclude = [\"src/generated/**\"]\n",
        "mod generated;\n",
    );
    std::fs::create_dir(dir.path().join("src/generated")).expect("dir");
    std::fs::write(dir.path().join("src/generated/mod.rs"), &drop_code).expect("generated");
    let output = guard_lint(&[arg(dir.path()), "--format", "json"]);
    assert_eq!(code(&output), 0, "{}", stdout(&output));
    assert_eq!(json(&output)["errors"], serde_json::json!([]));

    let dir = crate_with_manifest("", "mod generated;\n");
    std::fs::create_dir(dir.path().join("src/generated")).expect("dir");
    std::fs::write(dir.path().join("src/generated/mod.rs"), &drop_code).expect("generated");
    assert_eq!(
        code(&guard_lint(&[arg(dir.path())])),
        1,
        "linted when not excluded"
    );
}

#[test]
fn modules_are_followed_and_a_missing_module_file_is_reported() {
    let dir = crate_with_manifest(
        "",
        "mod agent;\nmod gone;\n#[cfg(windows)]\nmod windows_only;\n",
    );
    std::fs::create_dir(dir.path().join("src/agent")).expect("dir");
    std::fs::write(dir.path().join("src/agent/mod.rs"), "pub mod compact;\n").expect("mod.rs");
    let lib = std::fs::read_to_string(fixture("unguarded_rewrite.rs")).expect("fixture");
    std::fs::write(dir.path().join("src/agent/compact.rs"), lib).expect("compact.rs");
    std::fs::create_dir(dir.path().join("tests")).expect("tests dir");
    std::fs::write(dir.path().join("unlinked.rs"), "this is not rust").expect("unlinked");
    let output = guard_lint(&[arg(dir.path()), "--format", "json"]);
    let report = json(&output);
    assert_eq!(report["findings"][0]["file"], "src/agent/compact.rs");
    assert_eq!(
        report["findings"][0]["function"],
        "agent::compact::Agent::compact"
    );
    let errors = report["errors"].as_array().expect("errors");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0]["file"], "src/lib.rs");
    assert_eq!(errors[0]["line"], 2);
    assert!(
        errors[0]["message"]
            .as_str()
            .expect("message")
            .contains("src/gone.rs")
    );
}

#[test]
fn test_code_is_not_linted() {
    let unit_tests = "pub struct Message;\n\
        #[cfg(test)]\n\
        mod tests {\n\
            fn setup(history: &mut Vec<super::Message>) { history.clear(); }\n\
        }\n";
    let dir = crate_with_manifest("", unit_tests);
    std::fs::create_dir(dir.path().join("tests")).expect("tests dir");
    std::fs::write(
        dir.path().join("tests/agent.rs"),
        "#[test]\nfn trims() { let mut history: Vec<String> = Vec::new(); history.clear(); }\n",
    )
    .expect("integration test");
    let output = guard_lint(&[arg(dir.path()), "--format", "json"]);
    assert_eq!(code(&output), 0, "{}", stdout(&output));
    assert_eq!(json(&output)["summary"]["files"], 1);
}

#[test]
fn baseline_round_trip_survives_line_shifts_and_reports_new_findings() {
    let dir = tempfile::tempdir().expect("tempdir");
    let source = std::fs::read_to_string(fixture("unguarded_drop.rs")).expect("fixture");
    let file = dir.path().join("agent.rs");
    std::fs::write(&file, &source).expect("write");
    let baseline = dir.path().join("baseline.json");
    let root = arg(dir.path()).to_owned();

    let written = guard_lint(&[&root, "--write-baseline", arg(&baseline)]);
    assert_eq!(code(&written), 0, "{}", stderr(&written));
    let recorded: Value =
        serde_json::from_str(&std::fs::read_to_string(&baseline).expect("baseline")).expect("JSON");
    assert_eq!(recorded["entries"][0]["rule"], "RG002");
    assert_eq!(
        recorded["entries"][0]["function"],
        "agent::sanitize_history"
    );

    assert_eq!(code(&guard_lint(&[&root, "--baseline", arg(&baseline)])), 0);

    std::fs::write(&file, format!("// a new header line\n\n{source}")).expect("shift");
    let shifted = guard_lint(&[&root, "--baseline", arg(&baseline), "--format", "json"]);
    assert_eq!(code(&shifted), 0);
    assert_eq!(json(&shifted)["summary"]["baselined"], 1);

    let extra = "\npub fn forget(history: &mut Vec<Message>) {\n    history.clear();\n}\n";
    std::fs::write(&file, format!("{source}{extra}")).expect("add");
    let grown = guard_lint(&[&root, "--baseline", arg(&baseline), "--format", "json"]);
    assert_eq!(code(&grown), 1);
    let findings = json(&grown)["findings"].clone();
    assert_eq!(findings.as_array().map(Vec::len), Some(1));
    assert_eq!(findings[0]["function"], "agent::forget");

    std::fs::write(&baseline, "not json").expect("corrupt");
    let bad = guard_lint(&[&root, "--baseline", arg(&baseline)]);
    assert_eq!(code(&bad), 2);
    assert!(stderr(&bad).contains("baseline.json"));
}

#[test]
fn explain_prints_a_rule_by_id_or_name() {
    let by_id = guard_lint(&["explain", "RG001"]);
    assert_eq!(code(&by_id), 0);
    let text = stdout(&by_id);
    assert!(
        text.starts_with("RG001 unguarded-rewrite (default: error)"),
        "{text}"
    );
    for section in [
        "## What it does",
        "## Why is this bad?",
        "## Example",
        "## Use instead",
    ] {
        assert!(text.contains(section), "missing {section}");
    }
    assert_eq!(stdout(&guard_lint(&["explain", "unguarded-rewrite"])), text);
    let unknown = guard_lint(&["explain", "RG999"]);
    assert_eq!(code(&unknown), 2);
    assert!(stderr(&unknown).contains("RG002 unguarded-drop"));
}

#[test]
fn every_rule_has_the_four_documentation_sections() {
    let all = stdout(&guard_lint(&["explain", "--all"]));
    for id in [
        "RG001", "RG002", "RG003", "RG004", "RG005", "RG006", "RG007", "RG008", "RG009", "RG010",
    ] {
        let start = all
            .find(&format!("{id} "))
            .unwrap_or_else(|| panic!("{id} missing"));
        let section = &all[start..];
        let end = section[1..].find("\nRG0").map_or(section.len(), |e| e + 1);
        for heading in [
            "## What it does",
            "## Why is this bad?",
            "## Example",
            "## Use instead",
        ] {
            assert!(section[..end].contains(heading), "{id} lacks {heading}");
        }
    }
}

#[test]
fn docs_rule_reference_matches_explain_output() {
    let generated = stdout(&guard_lint(&["explain", "--all", "--format", "markdown"]));
    for page in ["README.md", "docs/lint.md"] {
        let docs = std::fs::read_to_string(repository().join(page)).expect(page);
        let start = docs
            .find("<!-- rule-reference:start -->\n")
            .unwrap_or_else(|| panic!("{page}: start marker"))
            + "<!-- rule-reference:start -->\n".len();
        let end = docs
            .find("<!-- rule-reference:end -->")
            .unwrap_or_else(|| panic!("{page}: end marker"));
        assert!(
            docs[start..end] == generated,
            "{page} is stale: regenerate its rule reference with \
             `cargo run -p guard-lint -- explain --all --format markdown`"
        );
    }
}

#[test]
fn this_repository_lints_clean() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let output = guard_lint(&[arg(&root)]);
    assert_eq!(code(&output), 0, "{}", stdout(&output));
}
