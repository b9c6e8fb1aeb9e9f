//! The `cargo guard-lint` command line: argument parsing and dispatch to the subcommands.
//!
//! Exit codes (a contract, see DESIGN.md): 0 when nothing at error level was found, 1 when
//! something was, 2 on a usage, config or I/O error, or a malformed input line.

mod audit;
mod explain;
mod jsonl;
mod lint;

use std::ffi::OsString;
use std::io;
use std::path::Path;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Exit code for a usage, config or I/O error, or malformed input.
pub const EXIT_USAGE: u8 = 2;

/// Check the result of writing a report to `output` (standard output when `None`): on a
/// failure other than a closed pipe, say what could not be written and return exit code 2.
fn report_write_failure(result: io::Result<()>, output: Option<&Path>) -> Option<ExitCode> {
    let error = result.err()?;
    if error.kind() == io::ErrorKind::BrokenPipe {
        return None;
    }
    let target = output.map_or_else(|| "standard output".to_owned(), |p| p.display().to_string());
    eprintln!("error: cannot write the report to {target}: {error}");
    Some(ExitCode::from(EXIT_USAGE))
}

/// Find context-window edits that skip the retention guard.
#[derive(Debug, Parser)]
#[command(
    name = "cargo-guard-lint",
    bin_name = "cargo guard-lint",
    version,
    about
)]
#[command(args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    lint: lint::LintArgs,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Classify spans (JSON lines `{"id", "text"}`) as constraint or narrative, with cues.
    Classify(jsonl::InputArgs),
    /// Check rewrites (JSON lines `{"id", "original", "rewrite"}`) for polarity changes.
    CheckRewrite(jsonl::InputArgs),
    /// Audit a decision trace (JSON lines) against the retention invariant; print its metrics.
    Audit(audit::AuditArgs),
    /// Print a rule's documentation (by id or name), or every rule's with `--all`.
    Explain(explain::ExplainArgs),
}

/// Parse `args` (as from [`std::env::args_os`]) and run the chosen command.
///
/// When cargo runs the binary as `cargo guard-lint`, it passes `guard-lint` as the first
/// argument; that argument is skipped.
pub fn run(args: impl IntoIterator<Item = OsString>) -> ExitCode {
    let mut args: Vec<OsString> = args.into_iter().collect();
    if args.get(1).is_some_and(|a| a == "guard-lint") {
        args.remove(1);
    }
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(err) => {
            let _ = err.print();
            return ExitCode::from(if err.use_stderr() { EXIT_USAGE } else { 0 });
        }
    };
    match cli.command {
        Some(Command::Classify(input)) => jsonl::classify(&input),
        Some(Command::CheckRewrite(input)) => jsonl::check_rewrite(&input),
        Some(Command::Explain(args)) => explain::run(&args),
        Some(Command::Audit(args)) => audit::run(&args),
        None => lint::run(&cli.lint),
    }
}
