//! The report model shared by every producer of diagnostics and every output format.
//!
//! A [`Report`] is what one run of a check produced: [`Finding`]s (a rule matched somewhere),
//! [`ReportError`]s (the check could not look at something: an unparseable file, a missing
//! module file), and the [`RuleMeta`] of every rule that may appear (SARIF lists them).
//! [`render`] writes a report in any [`Format`]; the renderers never look at where a finding came
//! from, so other checks (e.g. the trace audit) build a `Report` and render it the same way.
//!
//! A finding does not need a source file: with `file: None` (a trace audit, say) the human
//! renderer prints the message without a snippet, SARIF emits a result without a physical
//! location, and the github format an annotation without `file=`.
//!
//! ```
//! use guard_lint::report::{render, Finding, Format, Report, RenderOptions, Severity};
//!
//! let mut report = Report::default();
//! report.findings.push(Finding {
//!     message: "turn 4 rewrote span 17, itself a rewrite".into(),
//!     ..Finding::new("RG003", "rewrite-of-rewrite", Severity::Error)
//! });
//! let mut out = Vec::new();
//! render(&report, Format::Json, &RenderOptions::plain(), &mut out).unwrap();
//! assert!(String::from_utf8(out).unwrap().contains("\"rule\": \"RG003\""));
//! ```

mod github;
mod human;
mod json;
mod sarif;

use std::io::{self, Write};
use std::path::PathBuf;

use serde::Serialize;

/// How serious a finding is. Ordered: `Note < Warning < Error`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Informational: reported, never fails a run.
    Note,
    /// Worth fixing: reported, never fails a run.
    Warning,
    /// Fails the run (exit code 1).
    Error,
}

impl Severity {
    /// The lower-case name used in every output format.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// The kind of destructive window edit a finding is about (see DESIGN.md, "Vocabulary").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Edit {
    /// Spans removed because a score or the model chose them.
    Drop,
    /// Spans replaced by model-authored text (a summary, a paraphrase, a compaction).
    Rewrite,
    /// Mechanical host-side windowing (oldest-first, token limit).
    Truncate,
}

impl Edit {
    /// The lower-case name used in every output format.
    pub fn as_str(self) -> &'static str {
        match self {
            Edit::Drop => "drop",
            Edit::Rewrite => "rewrite",
            Edit::Truncate => "truncate",
        }
    }
}

/// One step of a call path: a function, and where the path goes through it.
///
/// For every step but the last, `line`/`column` point at the call to the next step; for the
/// last step they point at the edit site.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PathStep {
    /// File, relative to the linted root, with forward slashes.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// Enclosing item path of the function, e.g. `agent::Agent::compact`.
    pub function: String,
}

/// One rule match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// Rule id, e.g. `RG001`.
    pub rule: String,
    /// Rule kebab-case name, e.g. `unguarded-rewrite`.
    pub name: String,
    /// Effective severity (after configuration).
    pub severity: Severity,
    /// The kind of edit the finding is about, when it is about one.
    pub edit: Option<Edit>,
    /// File, relative to the linted root, with forward slashes; `None` for findings that are
    /// not about source code.
    pub file: Option<String>,
    /// 1-based line of the primary location.
    pub line: Option<usize>,
    /// 1-based column (in characters) of the primary location.
    pub column: Option<usize>,
    /// 1-based line where the primary location ends (inclusive).
    pub end_line: Option<usize>,
    /// 1-based column just past the primary location's end.
    pub end_column: Option<usize>,
    /// Enclosing item path, e.g. `agent::Agent::compact`.
    pub function: Option<String>,
    /// One-line message: what is wrong here.
    pub message: String,
    /// What to do instead.
    pub help: Option<String>,
    /// The call path from an entry point to the primary location (empty when not applicable).
    pub path: Vec<PathStep>,
}

impl Finding {
    /// A finding with the given rule and severity and every other field empty; fill the rest
    /// with struct-update syntax.
    pub fn new(rule: &str, name: &str, severity: Severity) -> Self {
        Finding {
            rule: rule.to_owned(),
            name: name.to_owned(),
            severity,
            edit: None,
            file: None,
            line: None,
            column: None,
            end_line: None,
            end_column: None,
            function: None,
            message: String::new(),
            help: None,
            path: Vec::new(),
        }
    }

    /// The key that identifies this finding across line shifts: (rule, file, enclosing item).
    /// Used by baselines and as SARIF's partial fingerprint.
    pub fn stable_key(&self) -> (String, String, String) {
        (
            self.rule.clone(),
            self.file.clone().unwrap_or_default(),
            self.function.clone().unwrap_or_default(),
        )
    }
}

/// Something a check could not look at: an unreadable or unparseable file, a missing module file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportError {
    /// File, relative to the linted root, with forward slashes, when the error is about one.
    pub file: Option<String>,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// What went wrong and, where possible, what to do.
    pub message: String,
}

/// Static description of a rule, as SARIF's `tool.driver.rules` and `explain` need it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleMeta {
    /// Rule id, e.g. `RG001`.
    pub id: String,
    /// Kebab-case name.
    pub name: String,
    /// The level the rule has when nothing configures it; `None` when it is off by default.
    pub default_level: Option<Severity>,
    /// One-line summary.
    pub summary: String,
    /// Full documentation, Markdown.
    pub docs: String,
}

/// Counts describing one run, reported by the `json` format as `"summary"`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// Source files looked at.
    pub files: usize,
    /// Functions analysed.
    pub functions: usize,
    /// Findings hidden by the baseline.
    pub baselined: usize,
    /// Findings hidden by a suppression with a reason.
    pub suppressed: usize,
}

/// Everything one run produced.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// Directory that findings' `file`s are relative to; the human renderer reads snippets from
    /// it. `None` when findings have no files.
    pub root: Option<PathBuf>,
    /// The rules that may appear in `findings`.
    pub rules: Vec<RuleMeta>,
    /// Rule matches, in a stable order (see [`Report::sort`]).
    pub findings: Vec<Finding>,
    /// What could not be checked.
    pub errors: Vec<ReportError>,
    /// Counts for the `json` summary.
    pub summary: Summary,
}

impl Report {
    /// Whether anything at error level was found (exit code 1).
    pub fn has_error_findings(&self) -> bool {
        self.findings.iter().any(|f| f.severity == Severity::Error)
    }

    /// Sort findings by file, line, column, rule, and errors by file and line, so output does
    /// not depend on the order files were parsed in.
    pub fn sort(&mut self) {
        self.findings.sort_by(|a, b| {
            (&a.file, a.line, a.column, &a.rule, &a.message)
                .cmp(&(&b.file, b.line, b.column, &b.rule, &b.message))
        });
        self.errors
            .sort_by(|a, b| (&a.file, a.line, &a.message).cmp(&(&b.file, b.line, &b.message)));
    }
}

impl Report {
    /// Where the files of findings are, as seen from the current directory: `root` relative to
    /// it, with forward slashes and a trailing `/`, when the current directory contains it;
    /// else empty. GitHub resolves annotation and SARIF paths against the checkout (the
    /// current directory of a workflow step), not against the linted PATH.
    pub fn workdir_prefix(&self) -> String {
        let (Some(root), Ok(cwd)) = (self.root.as_deref(), std::env::current_dir()) else {
            return String::new();
        };
        let cwd = std::fs::canonicalize(&cwd).unwrap_or(cwd);
        match root.strip_prefix(&cwd) {
            Ok(relative) if relative.as_os_str().is_empty() => String::new(),
            Ok(relative) => {
                let parts: Vec<String> = relative
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                format!("{}/", parts.join("/"))
            }
            Err(_) => String::new(),
        }
    }
}

/// Output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Diagnostics for people, rendered with miette.
    Human,
    /// One JSON object: `{"findings": [...], "errors": [...], "summary": {...}}`.
    Json,
    /// SARIF 2.1.0, as GitHub code scanning accepts it.
    Sarif,
    /// GitHub Actions workflow commands (`::error file=...::message`).
    Github,
}

/// Presentation choices that do not change content.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RenderOptions {
    /// Use ANSI colours (human format only).
    pub color: bool,
    /// Wrap width for the human format.
    pub width: usize,
}

impl RenderOptions {
    /// No colour, 120 columns: stable output for files and tests.
    pub fn plain() -> Self {
        RenderOptions {
            color: false,
            width: 120,
        }
    }
}

/// Write `report` to `out` in `format`.
pub fn render(
    report: &Report,
    format: Format,
    options: &RenderOptions,
    out: &mut dyn Write,
) -> io::Result<()> {
    match format {
        Format::Human => human::render(report, options, out),
        Format::Json => json::render(report, out),
        Format::Sarif => sarif::render(report, out),
        Format::Github => github::render(report, out),
    }
}
