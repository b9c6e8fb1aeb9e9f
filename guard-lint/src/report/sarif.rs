//! The `sarif` format: SARIF 2.1.0 as GitHub code scanning accepts it.
//!
//! One run; `tool.driver.rules` lists every rule with `id`, `name`, `shortDescription`,
//! `fullDescription`, `help` and `defaultConfiguration`; each result has `ruleId`, `ruleIndex`,
//! `level`, `message`, a physical location (relative URI, forward slashes), `codeFlows` with the
//! call path, and `partialFingerprints` keyed on (rule, file, enclosing item) so alerts survive
//! line shifts. Errors become `invocations[0].toolExecutionNotifications`.

use std::collections::HashMap;
use std::io::{self, Write};

use serde_json::{Value, json};

use super::{Finding, Report, Severity};

pub(super) fn render(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    let prefix = report.workdir_prefix();
    let rules: Vec<Value> = report
        .rules
        .iter()
        .map(|rule| {
            json!({
                "id": rule.id,
                "name": rule.name,
                "shortDescription": { "text": rule.summary },
                "fullDescription": { "text": rule.summary },
                "help": { "text": rule.docs, "markdown": rule.docs },
                "defaultConfiguration": {
                    "enabled": rule.default_level.is_some(),
                    "level": level(rule.default_level.unwrap_or(Severity::Note)),
                },
                "properties": { "tags": ["retention-guard"] },
            })
        })
        .collect();
    let rule_index: HashMap<&str, usize> = report
        .rules
        .iter()
        .enumerate()
        .map(|(i, r)| (r.id.as_str(), i))
        .collect();
    let mut occurrences: HashMap<u64, usize> = HashMap::new();
    let results: Vec<Value> = report
        .findings
        .iter()
        .map(|finding| {
            let key = fingerprint(finding);
            let nth = occurrences.entry(key).or_default();
            *nth += 1;
            result(
                finding,
                &prefix,
                rule_index.get(finding.rule.as_str()).copied(),
                key,
                *nth,
            )
        })
        .collect();
    let notifications: Vec<Value> = report
        .errors
        .iter()
        .map(|error| {
            let mut note = json!({
                "level": "error",
                "message": { "text": error.message },
            });
            if let Some(file) = &error.file {
                let file = format!("{prefix}{file}");
                note["locations"] = json!([physical(&file, error.line, error.column, None, None)]);
            }
            note
        })
        .collect();
    let mut run = json!({
        "tool": { "driver": {
            "name": "guard-lint",
            "semanticVersion": env!("CARGO_PKG_VERSION"),
            "rules": rules,
        }},
        // proc-macro2 counts columns in characters.
        "columnKind": "unicodeCodePoints",
        "invocations": [{
            "executionSuccessful": report.errors.is_empty(),
            "toolExecutionNotifications": notifications,
        }],
        "results": results,
    });
    let base = match prefix.is_empty() {
        true => report.root.clone(),
        false => std::env::current_dir().ok(),
    };
    if let Some(root) = base.as_deref().and_then(root_uri) {
        run["originalUriBaseIds"] = json!({ SOURCE_ROOT: { "uri": root } });
    }
    let doc = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [run],
    });
    serde_json::to_writer_pretty(&mut *out, &doc)?;
    writeln!(out)
}

/// The base id every artifact location is relative to: the current directory when it contains
/// the linted root (a workflow's checkout), else the linted root.
const SOURCE_ROOT: &str = "%SRCROOT%";

/// `file:///abs/root/` for an absolute root directory.
fn root_uri(root: &std::path::Path) -> Option<String> {
    let text = root.to_str()?.replace('\\', "/");
    let text = text.trim_end_matches('/');
    if text.starts_with('/') {
        Some(format!("file://{text}/"))
    } else if text.as_bytes().get(1) == Some(&b':') {
        Some(format!("file:///{text}/"))
    } else {
        None
    }
}

fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

fn result(
    finding: &Finding,
    prefix: &str,
    rule_index: Option<usize>,
    key: u64,
    nth: usize,
) -> Value {
    let mut result = json!({
        "ruleId": finding.rule,
        "level": level(finding.severity),
        "message": { "text": message_text(finding) },
        "partialFingerprints": { "guardLint/v1": format!("{key:016x}:{nth}") },
    });
    if let Some(index) = rule_index {
        result["ruleIndex"] = json!(index);
    }
    if let Some(file) = &finding.file {
        let mut location = physical(
            &format!("{prefix}{file}"),
            finding.line,
            finding.column,
            finding.end_line,
            finding.end_column,
        );
        if let Some(function) = &finding.function {
            location["logicalLocations"] =
                json!([{ "fullyQualifiedName": function, "kind": "function" }]);
        }
        result["locations"] = json!([location]);
    }
    if !finding.path.is_empty() {
        let last = finding.path.len() - 1;
        let steps: Vec<Value> = finding
            .path
            .iter()
            .enumerate()
            .map(|(i, step)| {
                let text = if i == last {
                    format!("`{}` edits the window here", step.function)
                } else {
                    format!(
                        "`{}` calls `{}`",
                        step.function,
                        finding.path[i + 1].function
                    )
                };
                let file = format!("{prefix}{}", step.file);
                let mut location = physical(&file, Some(step.line), step.column, None, None);
                location["message"] = json!({ "text": text });
                json!({ "location": location, "nestingLevel": i })
            })
            .collect();
        result["codeFlows"] = json!([{ "threadFlows": [{ "locations": steps }] }]);
    }
    result
}

fn message_text(finding: &Finding) -> String {
    match &finding.help {
        Some(help) => format!("{}\nhelp: {help}", finding.message),
        None => finding.message.clone(),
    }
}

fn physical(
    file: &str,
    line: Option<usize>,
    column: Option<usize>,
    end_line: Option<usize>,
    end_column: Option<usize>,
) -> Value {
    let mut location = json!({
        "physicalLocation": { "artifactLocation": {
            "uri": file.replace('\\', "/"),
            "uriBaseId": SOURCE_ROOT,
        } }
    });
    if let Some(line) = line {
        let mut region = json!({ "startLine": line, "startColumn": column.unwrap_or(1) });
        if let (Some(end_line), Some(end_column)) = (end_line, end_column)
            && (end_line, end_column) > (line, column.unwrap_or(1))
        {
            region["endLine"] = json!(end_line);
            region["endColumn"] = json!(end_column);
        }
        location["physicalLocation"]["region"] = region;
    }
    location
}

/// FNV-1a over (rule, file, enclosing item): stable across runs, platforms and line shifts.
fn fingerprint(finding: &Finding) -> u64 {
    let (rule, file, function) = finding.stable_key();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in [rule, file, function] {
        for byte in part.bytes().chain(std::iter::once(0)) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}
