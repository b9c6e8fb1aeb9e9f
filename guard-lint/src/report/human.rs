//! The `human` format: one miette diagnostic per finding and per error.
//!
//! The primary label marks the finding's location (the edit site). Call-path steps in the same
//! file become secondary labels; steps in other files become related diagnostics with their own
//! snippet. Findings without a file, or whose file cannot be read, render without a snippet.

use std::collections::HashMap;
use std::fmt;
use std::io::{self, Write};
use std::path::Path;

use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource, SourceCode,
};

use super::{Finding, RenderOptions, Report, ReportError, Severity};

/// A diagnostic assembled from a finding, in the shape miette renders.
#[derive(Debug)]
struct HumanDiagnostic {
    message: String,
    code: Option<String>,
    severity: miette::Severity,
    help: Option<String>,
    source: Option<NamedSource<String>>,
    labels: Vec<LabeledSpan>,
    related: Vec<HumanDiagnostic>,
}

impl fmt::Display for HumanDiagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for HumanDiagnostic {}

impl Diagnostic for HumanDiagnostic {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.code
            .as_ref()
            .map(|c| Box::new(c) as Box<dyn fmt::Display>)
    }
    fn severity(&self) -> Option<miette::Severity> {
        Some(self.severity)
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }
    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.source.as_ref().map(|s| s as &dyn SourceCode)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        if self.labels.is_empty() {
            None
        } else {
            Some(Box::new(self.labels.iter().cloned()))
        }
    }
    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn Diagnostic> + 'a>> {
        if self.related.is_empty() {
            None
        } else {
            Some(Box::new(self.related.iter().map(|d| d as &dyn Diagnostic)))
        }
    }
}

/// Source texts read once per file; `None` when unreadable (rendered without a snippet).
struct Sources<'a> {
    root: Option<&'a Path>,
    texts: HashMap<String, Option<String>>,
}

impl Sources<'_> {
    fn get(&mut self, file: &str) -> Option<&str> {
        let root = self.root?;
        self.texts
            .entry(file.to_owned())
            .or_insert_with(|| std::fs::read_to_string(root.join(file)).ok())
            .as_deref()
    }

    fn named(&mut self, file: &str) -> Option<NamedSource<String>> {
        let text = self.get(file)?.to_owned();
        Some(NamedSource::new(file, text).with_language("Rust"))
    }
}

/// Render every finding and error, then a one-line summary.
pub(super) fn render(
    report: &Report,
    options: &RenderOptions,
    out: &mut dyn Write,
) -> io::Result<()> {
    let theme = if options.color {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let handler = GraphicalReportHandler::new_themed(theme)
        .with_width(options.width)
        .with_links(false)
        .without_syntax_highlighting();
    let mut sources = Sources {
        root: report.root.as_deref(),
        texts: HashMap::new(),
    };
    let errors = report
        .errors
        .iter()
        .map(|error| error_diagnostic(error, &mut sources))
        .collect::<Vec<_>>();
    let findings = report
        .findings
        .iter()
        .map(|finding| finding_diagnostic(finding, &mut sources));
    let mut text = String::new();
    for diagnostic in errors.into_iter().chain(findings) {
        text.clear();
        handler
            .render_report(&mut text, &diagnostic)
            .map_err(io::Error::other)?;
        writeln!(out, "{text}")?;
    }
    writeln!(out, "{}", summary_line(report))
}

fn summary_line(report: &Report) -> String {
    let count = |s: Severity| report.findings.iter().filter(|f| f.severity == s).count();
    let mut line = format!(
        "guard-lint: {} error(s), {} warning(s), {} note(s) in {} file(s)",
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Note),
        report.summary.files,
    );
    if !report.errors.is_empty() {
        line.push_str(&format!(
            "; {} file(s) could not be checked",
            report.errors.len()
        ));
    }
    if report.summary.baselined > 0 {
        line.push_str(&format!("; {} baselined", report.summary.baselined));
    }
    if report.summary.suppressed > 0 {
        line.push_str(&format!("; {} suppressed", report.summary.suppressed));
    }
    line
}

fn miette_severity(severity: Severity) -> miette::Severity {
    match severity {
        Severity::Error => miette::Severity::Error,
        Severity::Warning => miette::Severity::Warning,
        Severity::Note => miette::Severity::Advice,
    }
}

fn finding_diagnostic(finding: &Finding, sources: &mut Sources<'_>) -> HumanDiagnostic {
    let mut labels = Vec::new();
    let source = finding.file.as_deref().and_then(|f| sources.named(f));
    if let (Some(src), Some(line)) = (&source, finding.line) {
        let text = src.inner();
        let start = byte_offset(text, line, finding.column.unwrap_or(1));
        let end = match (finding.end_line, finding.end_column) {
            (Some(l), Some(c)) if (l, c) > (line, finding.column.unwrap_or(1)) => {
                byte_offset(text, l, c)
            }
            _ => start + token_len(&text[start..]),
        };
        let label = finding
            .edit
            .map(|e| format!("{} here", e.as_str()))
            .unwrap_or_else(|| "here".into());
        labels.push(LabeledSpan::new_primary_with_span(
            Some(label),
            (start, end.saturating_sub(start)),
        ));
    }
    let steps = &finding.path;
    // Steps in the finding's own file are labelled in its snippet; the whole path is listed
    // in the help with file:line, so the diagnostic fits one screen.
    for (index, step) in steps.iter().enumerate().take(steps.len().saturating_sub(1)) {
        let (Some(src), true) = (&source, finding.file.as_deref() == Some(step.file.as_str()))
        else {
            continue;
        };
        let start = byte_offset(src.inner(), step.line, step.column.unwrap_or(1));
        let len = token_len(&src.inner()[start..]);
        let label = format!(
            "{}. `{}` calls `{}`",
            index + 1,
            step.function,
            steps[index + 1].function
        );
        labels.push(LabeledSpan::new_with_span(Some(label), (start, len)));
    }
    let mut help = String::new();
    if steps.len() > 1 {
        help.push_str("call path, from the entry:");
        for (index, step) in steps.iter().enumerate() {
            let role = match steps.get(index + 1) {
                Some(next) => format!("calls `{}`", next.function),
                None => "edits the window".to_owned(),
            };
            help.push_str(&format!(
                "\n  {}. {}:{} `{}` {role}",
                index + 1,
                step.file,
                step.line,
                step.function
            ));
        }
    }
    if let Some(h) = &finding.help {
        if !help.is_empty() {
            help.push('\n');
        }
        help.push_str(h);
    }
    let location = match (&finding.file, finding.line) {
        (Some(file), Some(line)) if source.is_none() => format!(" ({file}:{line})"),
        (Some(file), None) => format!(" ({file})"),
        _ => String::new(),
    };
    HumanDiagnostic {
        message: format!("{}{location}", finding.message),
        code: Some(format!("{}({})", finding.rule, finding.name)),
        severity: miette_severity(finding.severity),
        help: (!help.is_empty()).then_some(help),
        source,
        labels,
        related: Vec::new(),
    }
}

fn error_diagnostic(error: &ReportError, sources: &mut Sources<'_>) -> HumanDiagnostic {
    let source = match (&error.file, error.line) {
        (Some(file), Some(_)) => sources.named(file),
        _ => None,
    };
    let mut labels = Vec::new();
    if let (Some(src), Some(line)) = (&source, error.line) {
        let start = byte_offset(src.inner(), line, error.column.unwrap_or(1));
        let len = token_len(&src.inner()[start..]);
        labels.push(LabeledSpan::new_primary_with_span(
            Some("here".into()),
            (start, len),
        ));
    }
    let location = match (&error.file, error.line) {
        (Some(file), Some(line)) => format!("{file}:{line}: "),
        (Some(file), None) => format!("{file}: "),
        _ => String::new(),
    };
    HumanDiagnostic {
        message: format!("{location}{}", error.message),
        code: Some("guard-lint::error".into()),
        severity: miette::Severity::Error,
        help: None,
        source,
        labels,
        related: Vec::new(),
    }
}

/// Byte offset of 1-based `line` and 1-based character `column` in `text`, clamped to the text.
fn byte_offset(text: &str, line: usize, column: usize) -> usize {
    let mut offset = 0;
    for _ in 1..line {
        match text[offset..].find('\n') {
            Some(nl) => offset += nl + 1,
            None => return text.len(),
        }
    }
    let line_text = &text[offset..];
    let line_end = line_text.find('\n').unwrap_or(line_text.len());
    let in_line = line_text[..line_end]
        .char_indices()
        .nth(column.saturating_sub(1))
        .map_or(line_end, |(i, _)| i);
    offset + in_line
}

/// Length of the identifier (or single character) starting `text`, at least 1 unless empty.
fn token_len(text: &str) -> usize {
    let ident: usize = text
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .map(char::len_utf8)
        .sum();
    if ident > 0 {
        ident
    } else {
        text.chars().next().map_or(0, char::len_utf8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_offset_counts_characters_not_bytes() {
        let text = "fn a() {}\nlet é = x;\n";
        assert_eq!(byte_offset(text, 2, 1), 10);
        assert_eq!(&text[byte_offset(text, 2, 7)..][..1], "=");
    }

    #[test]
    fn byte_offset_clamps_past_the_end() {
        assert_eq!(byte_offset("ab", 9, 9), 2);
        assert_eq!(byte_offset("ab\ncd", 1, 40), 2);
    }
}
