//! The `classify` and `check-rewrite` contract (DESIGN.md): JSON lines in, one line out per
//! input line in order with the id echoed verbatim, malformed lines on stderr with their line
//! number and exit code 2, the other lines still answered.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-guard-lint"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin)
        .expect("stdin accepts the input");
    child.wait_with_output().expect("the binary finishes")
}

fn lines(out: &Output) -> Vec<String> {
    String::from_utf8(out.stdout.clone())
        .expect("stdout is UTF-8")
        .lines()
        .map(str::to_string)
        .collect()
}

/// The raw text of the `id` field, as written (to check it is echoed verbatim).
fn raw_id(line: &str) -> &str {
    let start = line.find("\"id\":").expect("an id field") + 5;
    let rest = &line[start..];
    let end = rest.find(",\"").expect("a field after the id");
    &rest[..end]
}

#[test]
fn classify_answers_every_line_in_order_with_ids_verbatim() {
    let input = concat!(
        "{\"id\": 7, \"text\": \"Don't rebase the release branch.\"}\n",
        "{\"id\": \"span-2\", \"text\": \"It must be a stale lockfile.\"}\n",
        "{\"id\": 1.50, \"text\": \"Keep the bundle below 2 MB.\"}\n",
        "{\"text\": \"Never deploy on Fridays.\", \"id\": \"ü-✓\"}\n",
        "{\"id\": -3, \"text\": \"\"}\n",
    );
    let out = run(&["classify"], input.as_bytes());
    assert_eq!(
        out.status.code(),
        Some(0),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let got = lines(&out);
    assert_eq!(got.len(), 5);
    let ids: Vec<&str> = got.iter().map(|l| raw_id(l)).collect();
    assert_eq!(ids, ["7", "\"span-2\"", "1.50", "\"ü-✓\"", "-3"]);
    let kinds: Vec<String> = got
        .iter()
        .map(|l| {
            serde_json::from_str::<Value>(l).expect("each line is JSON")["kind"]
                .as_str()
                .unwrap_or("")
                .to_string()
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "constraint",
            "narrative",
            "constraint",
            "constraint",
            "narrative"
        ]
    );
    // Cues carry a stable name and a byte range into the text.
    let first: Value = serde_json::from_str(&got[0]).expect("JSON");
    let cue = &first["cues"][0];
    assert_eq!(cue["cue"], "negated_action");
    let (start, end) = (
        cue["start"].as_u64().unwrap_or(99) as usize,
        cue["end"].as_u64().unwrap_or(0) as usize,
    );
    assert_eq!(
        &"Don't rebase the release branch."[start..end],
        "Don't rebase"
    );
    let narrative: Value = serde_json::from_str(&got[1]).expect("JSON");
    assert_eq!(narrative["cues"], Value::Array(Vec::new()));
}

#[test]
fn malformed_lines_are_reported_with_line_numbers_and_exit_2() {
    let mut input = Vec::new();
    input.extend_from_slice(b"{\"id\": 1, \"text\": \"Never push to main.\"}\n");
    input.extend_from_slice(b"this is not json\n");
    input.extend_from_slice(b"\n"); // blank: skipped, but still counted
    input.extend_from_slice(b"{\"id\": 4}\n");
    input.extend_from_slice(b"{\"id\": 5, \"text\": \"caf\xff\"}\n"); // not UTF-8
    input.extend_from_slice(b"{\"id\": 6, \"text\": 42}\n");
    input.extend_from_slice(b"{\"id\": 7, \"text\": \"The deploy went fine.\"}");
    let out = run(&["classify", "-"], &input);
    assert_eq!(out.status.code(), Some(2));
    let got = lines(&out);
    assert_eq!(
        got.iter().map(|l| raw_id(l)).collect::<Vec<_>>(),
        ["1", "7"],
        "good lines are still answered"
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    for n in [2, 4, 5, 6] {
        assert!(
            stderr.contains(&format!("<stdin>:{n}:")),
            "line {n} not reported:\n{stderr}"
        );
    }
    assert!(
        !stderr.contains("<stdin>:3:")
            && !stderr.contains("<stdin>:1:")
            && !stderr.contains("<stdin>:7:")
    );
    assert!(stderr.contains("4 malformed line(s)"), "{stderr}");
}

#[test]
fn empty_input_gives_no_output_and_success() {
    for input in [&b""[..], b"\n\n  \n"] {
        let out = run(&["classify"], input);
        assert_eq!(out.status.code(), Some(0));
        assert!(out.stdout.is_empty());
        let out = run(&["check-rewrite"], input);
        assert_eq!(out.status.code(), Some(0));
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn file_argument_and_stdin_give_the_same_answer() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("spans.jsonl");
    let input = "{\"id\": \"a\", \"text\": \"Please cc legal on contract emails.\"}\n{\"id\": \"b\", \"text\": \"Thanks!\"}\n";
    std::fs::write(&path, input).expect("write the input file");
    let from_file = run(&["classify", path.to_str().expect("a UTF-8 path")], b"");
    let from_stdin = run(&["classify"], input.as_bytes());
    assert_eq!(from_file.status.code(), Some(0));
    assert_eq!(from_file.stdout, from_stdin.stdout);
    assert_eq!(lines(&from_file).len(), 2);
    // Cargo passes the subcommand name first when run as `cargo guard-lint`.
    let via_cargo = run(
        &[
            "guard-lint",
            "classify",
            path.to_str().expect("a UTF-8 path"),
        ],
        b"",
    );
    assert_eq!(via_cargo.stdout, from_stdin.stdout);
}

#[test]
fn missing_file_is_an_error_naming_it() {
    let out = run(&["classify", "/no/such/spans.jsonl"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/no/such/spans.jsonl"));
}

#[test]
fn check_rewrite_reports_changes_quoting_both_sides() {
    let input = concat!(
        "{\"id\": 1, \"original\": \"Do not call the payments API without an idempotency key.\", \"rewrite\": \"User mentioned API caution.\"}\n",
        "{\"id\": \"two\", \"original\": \"Never push to main.\", \"rewrite\": \"Don't push to main.\"}\n",
        "{\"id\": 3, \"original\": \"Retry at most 3 times.\"}\n",
        "{\"id\": 4, \"original\": \"Keep it under 2 MB.\", \"rewrite\": \"Keep it under 5 MB.\"}\n",
    );
    let out = run(&["check-rewrite"], input.as_bytes());
    assert_eq!(out.status.code(), Some(2), "line 3 lacks a rewrite");
    assert!(String::from_utf8_lossy(&out.stderr).contains("<stdin>:3:"));
    let got: Vec<Value> = lines(&out)
        .iter()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(got.len(), 3);
    assert_eq!(got[0]["id"], 1);
    assert_eq!(got[0]["polarity_changed"], true);
    assert_eq!(got[0]["changes"][0]["what"], "prohibition became mention");
    assert_eq!(
        got[0]["changes"][0]["original"],
        "Do not call the payments API without an idempotency key."
    );
    assert_eq!(
        got[0]["changes"][0]["rewrite"],
        "User mentioned API caution."
    );
    assert_eq!(got[1]["id"], "two");
    assert_eq!(got[1]["polarity_changed"], false);
    assert_eq!(got[1]["changes"], Value::Array(Vec::new()));
    assert_eq!(got[2]["changes"][0]["what"], "bound changed");
    assert_eq!(got[2]["changes"][0]["original"], "under 2 MB");
    assert_eq!(got[2]["changes"][0]["rewrite"], "under 5 MB");
}

#[test]
fn each_line_is_answered_before_the_input_is_closed() {
    use std::io::{BufRead, BufReader};
    use std::sync::mpsc;
    use std::time::Duration;

    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-guard-lint"))
        .arg("classify")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let stdout = BufReader::new(child.stdout.take().expect("stdout is piped"));
    // Answers are read on a thread so that a tool that waits for the end of its input fails
    // this test instead of hanging it.
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in stdout.lines() {
            if tx.send(line.expect("stdout is UTF-8")).is_err() {
                break;
            }
        }
    });
    for (id, text) in [(1, "Never push to main."), (2, "The build passed.")] {
        writeln!(stdin, "{{\"id\": {id}, \"text\": \"{text}\"}}").expect("the tool reads");
        stdin.flush().expect("the tool reads");
        let answer = rx
            .recv_timeout(Duration::from_secs(60))
            .unwrap_or_else(|_| {
                let _ = child.kill();
                panic!("no answer to line {id} while the input stays open")
            });
        let answer: Value = serde_json::from_str(&answer).expect("an answer is JSON");
        assert_eq!(answer["id"], id);
    }
    drop(stdin);
    assert!(child.wait().expect("the tool exits").success());
}

#[test]
fn long_inputs_keep_their_order_and_line_numbers_across_batches() {
    // More lines than one batch holds, with malformed lines scattered through them.
    let total = 10_000;
    let mut input = String::new();
    for number in 1..=total {
        if number % 2500 == 0 {
            input.push_str("not json\n");
        } else {
            input.push_str(&format!(
                "{{\"id\": {number}, \"text\": \"Keep replies under {number} words.\"}}\n"
            ));
        }
    }
    let out = run(&["classify"], input.as_bytes());
    assert_eq!(out.status.code(), Some(2));
    let ids: Vec<u64> = lines(&out)
        .iter()
        .map(|l| {
            serde_json::from_str::<Value>(l).expect("JSON")["id"]
                .as_u64()
                .expect("an id")
        })
        .collect();
    let expected: Vec<u64> = (1..=total).filter(|n| n % 2500 != 0).collect();
    assert_eq!(ids, expected);
    let stderr = String::from_utf8_lossy(&out.stderr);
    for number in [2500, 5000, 7500, 10_000] {
        assert!(
            stderr.contains(&format!("<stdin>:{number}: malformed")),
            "{stderr}"
        );
    }
}
