//! `cargo-guard-lint`: run as `cargo guard-lint ...` or directly.

fn main() -> std::process::ExitCode {
    guard_lint::cli::run(std::env::args_os())
}
