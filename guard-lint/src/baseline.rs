//! Baselines: accept today's findings, report only new ones.
//!
//! A baseline file records how many findings each (rule, file, enclosing item path) had, so it
//! survives edits that shift lines. Applying it hides up to that many findings per key; a
//! function that gains a finding of the same rule reports the extra one.
//!
//! ```json
//! { "version": 1, "entries": [
//!   { "rule": "RG001", "file": "src/agent.rs", "function": "agent::Agent::compact", "count": 1 }
//! ] }
//! ```

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::report::Finding;

/// The baseline file format version this build writes and reads.
pub const BASELINE_VERSION: u32 = 1;

/// One (rule, file, enclosing item) and how many findings it had.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BaselineEntry {
    /// Rule id.
    pub rule: String,
    /// File, relative to the linted root.
    pub file: String,
    /// Enclosing item path.
    pub function: String,
    /// Number of findings accepted.
    pub count: usize,
}

/// A set of accepted findings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Baseline {
    /// File format version ([`BASELINE_VERSION`]).
    pub version: u32,
    /// Accepted findings, sorted by key.
    pub entries: Vec<BaselineEntry>,
}

impl Baseline {
    /// Record `findings`.
    pub fn from_findings(findings: &[Finding]) -> Self {
        let mut counts: BTreeMap<(String, String, String), usize> = BTreeMap::new();
        for finding in findings {
            *counts.entry(finding.stable_key()).or_default() += 1;
        }
        Baseline {
            version: BASELINE_VERSION,
            entries: counts
                .into_iter()
                .map(|((rule, file, function), count)| BaselineEntry {
                    rule,
                    file,
                    function,
                    count,
                })
                .collect(),
        }
    }

    /// Read a baseline file; the error says which file and what is wrong.
    pub fn read(path: &Path) -> Result<Self, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read baseline {}: {e}", path.display()))?;
        let baseline: Baseline = serde_json::from_str(&text).map_err(|e| {
            format!(
                "{} is not a guard-lint baseline (line {}, column {}): {e}",
                path.display(),
                e.line(),
                e.column()
            )
        })?;
        if baseline.version != BASELINE_VERSION {
            return Err(format!(
                "{}: baseline version {} is not supported (expected {BASELINE_VERSION}); \
                 rewrite it with --write-baseline",
                path.display(),
                baseline.version
            ));
        }
        Ok(baseline)
    }

    /// Write this baseline as pretty JSON.
    pub fn write(&self, path: &Path) -> Result<(), String> {
        let mut text = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        text.push('\n');
        std::fs::write(path, text)
            .map_err(|e| format!("cannot write baseline {}: {e}", path.display()))
    }

    /// Drop the accepted findings from `findings`; return how many were dropped.
    pub fn filter(&self, findings: &mut Vec<Finding>) -> usize {
        let mut remaining: HashMap<(String, String, String), usize> = self
            .entries
            .iter()
            .map(|e| {
                (
                    (e.rule.clone(), e.file.clone(), e.function.clone()),
                    e.count,
                )
            })
            .collect();
        let before = findings.len();
        findings.retain(|finding| match remaining.get_mut(&finding.stable_key()) {
            Some(count) if *count > 0 => {
                *count -= 1;
                false
            }
            _ => true,
        });
        before - findings.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::Severity;

    fn finding(function: &str, line: usize) -> Finding {
        Finding {
            file: Some("src/agent.rs".into()),
            function: Some(function.into()),
            line: Some(line),
            ..Finding::new("RG001", "unguarded-rewrite", Severity::Error)
        }
    }

    #[test]
    fn survives_line_shifts_and_reports_new_findings() {
        let baseline = Baseline::from_findings(&[finding("agent::compact", 10)]);
        let mut later = vec![
            finding("agent::compact", 42),
            finding("agent::compact", 50),
            finding("agent::trim", 60),
        ];
        assert_eq!(baseline.filter(&mut later), 1);
        assert_eq!(later.len(), 2);
        assert_eq!(later[0].line, Some(50));
        assert_eq!(later[1].function.as_deref(), Some("agent::trim"));
    }
}
