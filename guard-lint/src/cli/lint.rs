//! The default command: lint a workspace, package, directory or file.
//!
//! Exit codes: 0 when nothing at error level was found, 1 when something was, 2 on a usage,
//! configuration or I/O error; also 2 when files could not be checked (unparseable, missing
//! module files) and nothing at error level was found. With `--write-baseline` the findings
//! are accepted, so the run exits 0 unless it failed.

use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use crate::baseline::Baseline;
use crate::config::{Level, parse_level};
use crate::engine::{LintOptions, lint};
use crate::report::{Format, RenderOptions, Report, render};
use crate::rules;

use super::EXIT_USAGE;

/// Arguments of the lint command.
#[derive(Debug, clap::Args)]
pub struct LintArgs {
    /// Workspace, package or directory to lint (or one `.rs` file).
    #[arg(default_value = ".")]
    path: PathBuf,
    /// Output format [default: human; github when GITHUB_ACTIONS=true].
    #[arg(long, value_enum)]
    format: Option<FormatArg>,
    /// Write the report to FILE instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// Report only findings that are not in this baseline file.
    #[arg(long, value_name = "FILE")]
    baseline: Option<PathBuf>,
    /// Record the current findings in FILE (keyed by rule, file and enclosing item) and exit 0.
    #[arg(long, value_name = "FILE")]
    write_baseline: Option<PathBuf>,
    /// Parsing threads (0: one per core).
    #[arg(short = 'j', long, value_name = "N", default_value_t = 0)]
    jobs: usize,
    /// Set a rule's level for this run, over the manifests' (e.g. `--rule host-truncation=note`,
    /// `--rule RG004=error`); levels: off, note, warning, error. Repeatable.
    #[arg(long = "rule", value_name = "RULE=LEVEL", value_parser = parse_rule_level)]
    rules: Vec<(&'static str, Level)>,
}

/// Parse `RULE=LEVEL` (rule id or name) for `--rule`.
fn parse_rule_level(text: &str) -> Result<(&'static str, Level), String> {
    let (rule, level) = text
        .split_once('=')
        .ok_or_else(|| format!("expected RULE=LEVEL, e.g. host-truncation=note, not `{text}`"))?;
    let rule = rules::find(rule.trim()).ok_or_else(|| {
        format!("unknown rule `{rule}`; `cargo guard-lint explain --all` lists them")
    })?;
    let level = parse_level(level.trim())
        .ok_or_else(|| format!("unknown level `{level}`; use off, note, warning or error"))?;
    Ok((rule.id, level))
}

/// `--format` values.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum FormatArg {
    Human,
    Json,
    Sarif,
    Github,
}

impl FormatArg {
    fn format(self) -> Format {
        match self {
            FormatArg::Human => Format::Human,
            FormatArg::Json => Format::Json,
            FormatArg::Sarif => Format::Sarif,
            FormatArg::Github => Format::Github,
        }
    }
}

/// Lint `args.path`, render the report, and return the exit code.
pub fn run(args: &LintArgs) -> ExitCode {
    let format = match args.format {
        Some(format) => format.format(),
        None if std::env::var("GITHUB_ACTIONS").is_ok_and(|v| v == "true") => Format::Github,
        None => Format::Human,
    };
    let options = LintOptions {
        path: args.path.clone(),
        threads: args.jobs,
        rule_levels: args.rules.clone(),
    };
    let mut report = match lint(&options) {
        Ok(report) => report,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    if let Some(path) = &args.write_baseline {
        let baseline = Baseline::from_findings(&report.findings);
        if let Err(error) = baseline.write(path) {
            eprintln!("error: {error}");
            return ExitCode::from(EXIT_USAGE);
        }
        eprintln!(
            "guard-lint: wrote {} finding(s) to baseline {}",
            report.findings.len(),
            path.display()
        );
    }
    if let Some(path) = &args.baseline {
        match Baseline::read(path) {
            Ok(baseline) => report.summary.baselined = baseline.filter(&mut report.findings),
            Err(error) => {
                eprintln!("error: {error}");
                return ExitCode::from(EXIT_USAGE);
            }
        }
    }
    let written = write_report(&report, format, args.output.as_ref());
    if let Some(code) = super::report_write_failure(written, args.output.as_deref()) {
        return code;
    }
    if args.write_baseline.is_some() {
        ExitCode::SUCCESS
    } else if report.has_error_findings() {
        ExitCode::from(1)
    } else if !report.errors.is_empty() {
        ExitCode::from(EXIT_USAGE)
    } else {
        ExitCode::SUCCESS
    }
}

fn write_report(report: &Report, format: Format, output: Option<&PathBuf>) -> io::Result<()> {
    match output {
        Some(path) => {
            let mut out = BufWriter::new(File::create(path)?);
            render(report, format, &RenderOptions::plain(), &mut out)?;
            out.flush()
        }
        None => {
            let stdout = io::stdout();
            let options = RenderOptions {
                color: stdout.is_terminal()
                    && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
                ..RenderOptions::plain()
            };
            let mut out = BufWriter::new(stdout.lock());
            render(report, format, &options, &mut out)?;
            out.flush()
        }
    }
}
