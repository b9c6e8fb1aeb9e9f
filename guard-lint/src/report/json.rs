//! The `json` format: one pretty-printed JSON object.
//!
//! `{"version", "findings": [...], "errors": [...], "summary": {...}}`; every finding carries
//! `rule`, `name`, `severity`, `edit`, `file`, `line`, `column`, `end_line`, `end_column`,
//! `function`, `message`, `help` and `path` (a list of `{file, line, column, function}` from the
//! entry to the edit site). Absent values are `null`.

use std::io::{self, Write};

use serde::Serialize;

use super::{Finding, Report, ReportError, Summary};

#[derive(Serialize)]
struct JsonReport<'a> {
    version: &'static str,
    findings: &'a [Finding],
    errors: &'a [ReportError],
    summary: &'a Summary,
}

pub(super) fn render(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    let doc = JsonReport {
        version: env!("CARGO_PKG_VERSION"),
        findings: &report.findings,
        errors: &report.errors,
        summary: &report.summary,
    };
    serde_json::to_writer_pretty(&mut *out, &doc)?;
    writeln!(out)
}
