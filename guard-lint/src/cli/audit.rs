//! `audit TRACE`: check a decision trace against the retention invariant and print its metrics.
//!
//! The audit itself is `guard_core::audit`; this module reads the file, turns violations into
//! findings of the shared report model (rendered like lint findings: human, json, sarif), and
//! adds the per-turn metrics: a table after the human report, `metrics` and `drift` keys in JSON.
//!
//! Exit codes: 0 when the trace is clean, 1 when any violation was found, 2 when the trace could
//! not be read (missing file, I/O error) or has malformed or truncated lines and no violation.
//! When both happen, 1 wins, as for the lint: the violations found are certain, and the
//! unreadable lines are still listed as errors.

use std::fs::File;
use std::io::{self, BufReader, BufWriter, IsTerminal, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use guard_core::audit::{AuditConfig, AuditReport, AuditRule, Violation, audit, metrics_table};
use serde_json::{Value, json};

use crate::report::{
    Finding, Format, RenderOptions, Report, ReportError, RuleMeta, Severity, render,
};

use super::EXIT_USAGE;

/// Arguments of `audit`.
#[derive(Debug, clap::Args)]
pub struct AuditArgs {
    /// The trace: JSON lines as `GuardedWindow::with_trace` writes them (`-` for standard input).
    trace: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "human")]
    format: AuditFormat,
    /// Write the report to FILE instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
}

/// `audit --format` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum AuditFormat {
    /// Diagnostics, then the per-turn metrics table.
    Human,
    /// One JSON object: the lint's `findings`/`errors`/`summary`, plus `violations`, `metrics`,
    /// `drift` and `policy`.
    Json,
    /// SARIF 2.1.0 (violations only).
    Sarif,
}

/// Audit the trace at `args.trace`, render the report, and return the exit code.
pub fn run(args: &AuditArgs) -> ExitCode {
    let name = args.trace.display().to_string();
    let input: Box<dyn Read> = if name == "-" {
        Box::new(io::stdin().lock())
    } else {
        match File::open(&args.trace) {
            Ok(file) => Box::new(file),
            Err(error) => {
                eprintln!("error: cannot read the trace {name}: {error}");
                return ExitCode::from(EXIT_USAGE);
            }
        }
    };
    let file = if name == "-" {
        "<stdin>".to_owned()
    } else {
        name
    };
    let audited = audit(BufReader::new(input), &AuditConfig::default());
    let report = to_report(&audited, &file);
    let written = write_output(&audited, &report, args);
    if let Some(code) = super::report_write_failure(written, args.output.as_deref()) {
        return code;
    }
    if !audited.violations.is_empty() {
        ExitCode::from(1)
    } else if audited.is_incomplete() {
        ExitCode::from(EXIT_USAGE)
    } else {
        ExitCode::SUCCESS
    }
}

/// The audit as a report of the shared model: one finding per violation, one error per
/// unreadable line (and for an I/O error that stopped reading).
fn to_report(audited: &AuditReport, file: &str) -> Report {
    let mut report = Report {
        rules: AuditRule::ALL.iter().map(|rule| rule_meta(*rule)).collect(),
        findings: audited
            .violations
            .iter()
            .map(|v| finding(v, file))
            .collect(),
        ..Report::default()
    };
    report.errors = audited
        .errors
        .iter()
        .map(|error| ReportError {
            file: Some(file.to_owned()),
            line: Some(error.line),
            column: None,
            message: error.message.clone(),
        })
        .chain(audited.io_error.iter().map(|error| ReportError {
            file: Some(file.to_owned()),
            line: None,
            column: None,
            message: format!("reading stopped: {error}"),
        }))
        .collect();
    report.summary.files = 1;
    report
}

fn rule_meta(rule: AuditRule) -> RuleMeta {
    RuleMeta {
        id: rule.code().to_owned(),
        name: rule.name(),
        default_level: Some(Severity::Error),
        summary: rule.description().to_owned(),
        docs: format!("{}.\n\n{}.", rule.description(), rule.help()),
    }
}

fn finding(violation: &Violation, file: &str) -> Finding {
    let rule = violation.rule;
    Finding {
        file: Some(file.to_owned()),
        line: (violation.line > 0).then_some(violation.line),
        function: Some(format!("turn {}", violation.turn)),
        message: format!("turn {}: {}", violation.turn, violation.message),
        help: Some(rule.help().to_owned()),
        ..Finding::new(rule.code(), &rule.name(), Severity::Error)
    }
}

fn write_output(audited: &AuditReport, report: &Report, args: &AuditArgs) -> io::Result<()> {
    let mut out: Box<dyn Write> = match &args.output {
        Some(path) => Box::new(BufWriter::new(File::create(path)?)),
        None => Box::new(BufWriter::new(io::stdout().lock())),
    };
    match args.format {
        AuditFormat::Human => {
            let options = RenderOptions {
                color: args.output.is_none() && io::stdout().is_terminal(),
                ..RenderOptions::plain()
            };
            render(report, Format::Human, &options, &mut out)?;
            writeln!(
                out,
                "\n{} events; metrics at the end of each turn:",
                audited.events
            )?;
            out.write_all(metrics_table(&audited.metrics).as_bytes())?;
        }
        AuditFormat::Json => {
            let mut rendered = Vec::new();
            render(report, Format::Json, &RenderOptions::plain(), &mut rendered)?;
            let mut doc: Value = serde_json::from_slice(&rendered)?;
            if let Value::Object(map) = &mut doc {
                map.insert("events".into(), json!(audited.events));
                map.insert("policy".into(), serde_json::to_value(&audited.policy)?);
                map.insert(
                    "violations".into(),
                    serde_json::to_value(&audited.violations)?,
                );
                map.insert("metrics".into(), serde_json::to_value(&audited.metrics)?);
                map.insert("drift".into(), serde_json::to_value(&audited.drift)?);
            }
            serde_json::to_writer_pretty(&mut out, &doc)?;
            writeln!(out)?;
        }
        AuditFormat::Sarif => render(report, Format::Sarif, &RenderOptions::plain(), &mut out)?,
    }
    out.flush()
}
