//! The default command: lint a workspace or directory.
//!
//! PLACEHOLDER: filled in by the linter work (issue 5).

use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of the lint command.
#[derive(Debug, clap::Args)]
pub struct LintArgs {
    /// Workspace or directory to lint.
    #[arg(default_value = ".")]
    path: PathBuf,
}

/// Lint the workspace at `args.path`.
pub fn run(args: &LintArgs) -> ExitCode {
    eprintln!(
        "guard-lint: linting {} is not implemented yet",
        args.path.display()
    );
    ExitCode::from(super::EXIT_USAGE)
}
