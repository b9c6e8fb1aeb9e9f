//! The `github` format: GitHub Actions workflow commands, one line per finding and error.
//!
//! `::error file=src/a.rs,line=3,col=5,title=RG001 unguarded-rewrite::message`, with `warning`
//! and `notice` for the lower severities. Values are escaped as the Actions toolkit does. Paths
//! are relative to the current directory (the checkout, in a workflow) when it contains PATH.

use std::io::{self, Write};

use super::{Report, Severity};

pub(super) fn render(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    let prefix = report.workdir_prefix();
    for error in &report.errors {
        let mut props = Vec::new();
        if let Some(file) = &error.file {
            props.push(format!(
                "file={}",
                escape_property(&format!("{prefix}{file}"))
            ));
        }
        if let Some(line) = error.line {
            props.push(format!("line={line}"));
        }
        if let Some(col) = error.column {
            props.push(format!("col={col}"));
        }
        props.push(format!("title={}", escape_property("guard-lint error")));
        writeln!(
            out,
            "::error {}::{}",
            props.join(","),
            escape_data(&error.message)
        )?;
    }
    for finding in &report.findings {
        let command = match finding.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "notice",
        };
        let mut props = Vec::new();
        if let Some(file) = &finding.file {
            props.push(format!(
                "file={}",
                escape_property(&format!("{prefix}{file}"))
            ));
        }
        if let Some(line) = finding.line {
            props.push(format!("line={line}"));
        }
        if let Some(col) = finding.column {
            props.push(format!("col={col}"));
        }
        if let (Some(line), Some(end)) = (finding.line, finding.end_line)
            && end >= line
        {
            props.push(format!("endLine={end}"));
        }
        let title = format!("{} {}", finding.rule, finding.name);
        props.push(format!("title={}", escape_property(&title)));
        let mut message = finding.message.clone();
        if finding.path.len() > 1 {
            let chain: Vec<&str> = finding.path.iter().map(|s| s.function.as_str()).collect();
            message.push_str(&format!("\ncall path: {}", chain.join(" -> ")));
        }
        if let Some(help) = &finding.help {
            message.push_str(&format!("\nhelp: {help}"));
        }
        writeln!(
            out,
            "::{command} {}::{}",
            props.join(","),
            escape_data(&message)
        )?;
    }
    Ok(())
}

/// Escape a command's message, as `@actions/core` does.
fn escape_data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escape a command property value, as `@actions/core` does.
fn escape_property(text: &str) -> String {
    escape_data(text).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_like_the_actions_toolkit() {
        assert_eq!(escape_data("50%\nnext"), "50%25%0Anext");
        assert_eq!(escape_property("a:b,c"), "a%3Ab%2Cc");
    }
}
