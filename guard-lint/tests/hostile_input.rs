//! The binary on hostile input: deep nesting, a huge file, garbled, truncated, empty and
//! non-UTF-8 files. It never panics or overflows; each bad file is an error naming it, and the
//! good files beside it are still linted.

mod common;

use common::*;

#[test]
fn hostile_files_are_reported_and_never_crash_the_linter() {
    let dir = tempfile::tempdir().expect("tempdir");
    let write = |name: &str, contents: &[u8]| {
        std::fs::write(dir.path().join(name), contents).expect("write fixture");
    };
    let n = 10_000;
    write(
        "agent.rs",
        &std::fs::read(fixture("unguarded_drop.rs")).expect("fixture"),
    );
    write("empty.rs", b"");
    write(
        "deep_parens.rs",
        format!(
            "fn f() {{ let x = {}1{}; }}\n",
            "(".repeat(n),
            ")".repeat(n)
        )
        .as_bytes(),
    );
    write(
        "deep_blocks.rs",
        format!(
            "pub fn f(history: &mut Vec<Message>) {}history.clear();{}\n",
            "{".repeat(n),
            "}".repeat(n)
        )
        .as_bytes(),
    );
    write(
        "deep_modules.rs",
        format!("{}{}\n", "mod a { ".repeat(n), "}".repeat(n)).as_bytes(),
    );
    let huge: String = (0..20_000)
        .map(|i| {
            format!("pub fn f{i}(history: &mut Vec<Message>) {{ let n = history.len() + {i}; }}\n")
        })
        .collect();
    write("huge.rs", huge.as_bytes());
    write("garbled.rs", b"fn f( { let = ; }}} impl\n");
    write("truncated.rs", b"pub struct Agent { history: Vec<Str");
    write("latin1.rs", b"// caf\xe9\nfn f() {}\n");

    let output = guard_lint(&[arg(dir.path()), "--format", "json"]);
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    let report = json(&output);
    let findings = report["findings"].as_array().expect("findings");
    assert!(
        findings
            .iter()
            .any(|f| f["file"] == "agent.rs" && f["rule"] == "RG002"),
        "the good file is still linted"
    );
    let errors = report["errors"].as_array().expect("errors");
    let mut files: Vec<&str> = errors
        .iter()
        .map(|e| e["file"].as_str().expect("file"))
        .collect();
    files.sort_unstable();
    files.dedup();
    for bad in ["garbled.rs", "latin1.rs", "truncated.rs"] {
        assert!(files.contains(&bad), "{bad} missing from {files:?}");
    }
    let latin1 = errors
        .iter()
        .find(|e| e["file"] == "latin1.rs")
        .expect("latin1 error");
    assert!(
        latin1["message"]
            .as_str()
            .expect("message")
            .contains("UTF-8")
    );
    let garbled = errors
        .iter()
        .find(|e| e["file"] == "garbled.rs")
        .expect("garbled error");
    assert_eq!(garbled["line"], 1);
    assert!(report["summary"]["files"].as_u64().expect("files") >= 6);
}
