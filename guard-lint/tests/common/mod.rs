//! Running the `cargo-guard-lint` binary from tests.

#![allow(dead_code)] // each test crate uses a different part

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Run the binary with `args`, no colour, outside GitHub Actions.
pub fn guard_lint(args: &[&str]) -> Output {
    guard_lint_with(args, &[])
}

/// Run the binary with `args` and extra environment variables.
pub fn guard_lint_with(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cargo-guard-lint"));
    command
        .args(args)
        .env_remove("GITHUB_ACTIONS")
        .env("NO_COLOR", "1");
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("run cargo-guard-lint")
}

/// The exit code (panics on a signal).
pub fn code(output: &Output) -> i32 {
    output.status.code().expect("exited normally")
}

/// Standard output as text.
pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

/// Standard error as text.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A fixture under `tests/fixtures`.
pub fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// A path as a `&str` argument.
pub fn arg(path: &Path) -> &str {
    path.to_str().expect("UTF-8 path")
}

/// The repository root.
pub fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

/// Parse the `--format json` output of a run.
pub fn json(output: &Output) -> serde_json::Value {
    serde_json::from_slice(&output.stdout).expect("the json format is JSON")
}
