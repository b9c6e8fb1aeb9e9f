//! The rule registry: every rule's id, kebab-case name, default level and documentation.
//!
//! Each rule lives in its own file and is declared with `declare_rule!`, which captures the
//! rule's doc comment (What it does / Why is this bad / Example / Use instead) as a
//! `&'static str`. `cargo guard-lint explain ID` and the README's rule reference both print that
//! same text, so the documentation cannot drift from the rule.
//!
//! Rules whose check is local to one function body (RG003 to RG007, RG010) also hold their
//! `check` here, run by [`crate::analysis`] for both `#[retention_safe]` and the linter; the
//! call-graph rules (RG001, RG002, RG008, RG009) are checked by the linter.
//!
//! ```
//! use guard_lint::rules::{self, Level};
//!
//! let rule = rules::find("rewrite-of-rewrite").expect("a registered rule");
//! assert_eq!(rule.id, "RG003");
//! assert_eq!(rule.default_level, Level::Error);
//! assert!(rule.documentation().contains("## What it does"));
//! ```

use std::fmt;

use proc_macro2::Span;

use crate::analysis::facts::BodyFacts;
use crate::analysis::{Suppression, Violation};

/// How loudly a rule reports by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Not reported unless enabled in the configuration.
    Off,
    /// Informational: reported, never fails a run.
    Note,
    /// Reported; fails a run only when configured as an error.
    Warning,
    /// Reported and fails the run (exit code 1).
    Error,
}

impl Level {
    /// The lower-case name used in configuration and output (`off`, `note`, `warning`, `error`).
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Off => "off",
            Level::Note => "note",
            Level::Warning => "warning",
            Level::Error => "error",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A registered rule: identity, default level and the documentation from its doc comment.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    /// Stable id, e.g. `RG003`.
    pub id: &'static str,
    /// Stable kebab-case name, e.g. `rewrite-of-rewrite`.
    pub name: &'static str,
    /// Level used when the configuration says nothing.
    pub default_level: Level,
    /// The rule's doc comment, one source line per line, as written (leading space kept).
    pub doc: &'static str,
}

impl Rule {
    /// The rule's documentation as Markdown (the doc comment with the `///` space removed).
    pub fn documentation(&self) -> String {
        let mut out = String::with_capacity(self.doc.len());
        for line in self.doc.lines() {
            out.push_str(line.strip_prefix(' ').unwrap_or(line));
            out.push('\n');
        }
        out
    }

    /// The first sentence of "What it does", for one-line listings.
    pub fn summary(&self) -> String {
        let doc = self.documentation();
        let body = doc
            .split("## What it does")
            .nth(1)
            .unwrap_or(&doc)
            .split("\n## ")
            .next()
            .unwrap_or_default();
        let text = body.split_whitespace().collect::<Vec<_>>().join(" ");
        match text.find(". ") {
            Some(end) => text[..=end].to_string(),
            None => text,
        }
    }

    /// Whether `key` names this rule, by id (`RG003`, any case) or by name (`rewrite-of-rewrite`).
    pub fn is_named(&self, key: &str) -> bool {
        self.id.eq_ignore_ascii_case(key) || self.name == key
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.id, self.name)
    }
}

/// Declare a rule: its doc comment becomes both the item's rustdoc and [`Rule::doc`].
///
/// ```ignore
/// declare_rule! {
///     /// ## What it does
///     /// ...
///     pub static RULE = { id: "RG003", name: "rewrite-of-rewrite", level: Level::Error };
/// }
/// ```
macro_rules! declare_rule {
    (
        $(#[doc = $doc:literal])*
        $vis:vis static $static_name:ident = {
            id: $id:literal, name: $name:literal, level: $level:expr $(,)?
        };
    ) => {
        $(#[doc = $doc])*
        $vis static $static_name: $crate::rules::Rule = $crate::rules::Rule {
            id: $id,
            name: $name,
            default_level: $level,
            doc: concat!($($doc, "\n"),*),
        };
    };
}
// Rule modules come after the macro: `declare_rule!` is in scope textually.
// Call-graph rules (the linter checks them; declared here so `explain` and suppressions know them).
pub mod host_truncation;
pub mod unguarded_drop;
pub mod unguarded_rewrite;
pub mod unused_suppression;
// Rules checked inside one body, by the attribute and the linter alike.
pub mod raw_window_edit;
pub mod rewrite_of_rewrite;
pub mod self_conditioned_score;
pub mod suppression_without_reason;
pub mod unflushed_rewrite;
pub mod window_escape_hatch;

/// Every registered rule, in id order.
pub static ALL: &[&Rule] = &[
    &unguarded_rewrite::RULE,
    &unguarded_drop::RULE,
    &rewrite_of_rewrite::RULE,
    &self_conditioned_score::RULE,
    &raw_window_edit::RULE,
    &unflushed_rewrite::RULE,
    &window_escape_hatch::RULE,
    &host_truncation::RULE,
    &unused_suppression::RULE,
    &suppression_without_reason::RULE,
];

/// Look a rule up by id (`RG003`, any case) or kebab-case name (`rewrite-of-rewrite`).
pub fn find(key: &str) -> Option<&'static Rule> {
    ALL.iter().copied().find(|rule| rule.is_named(key))
}

/// What a rule's `check` sees: one body's facts and the suppressions they may refer to.
pub(crate) struct RuleContext<'a> {
    /// The body's facts.
    pub facts: &'a BodyFacts,
    suppressions: &'a [Suppression],
}

impl RuleContext<'_> {
    /// A hit of `rule` at `span`, silenced when a suppression of `rule` is in `scope`.
    pub(crate) fn violation(
        &self,
        rule: &'static Rule,
        (span, last_token): (Span, Span),
        scope: &[usize],
        message: String,
        help: &str,
    ) -> Violation {
        Violation {
            rule,
            span,
            last_token,
            message,
            help: help.to_string(),
            suppressed_by: scope
                .iter()
                .rev()
                .copied()
                .find(|&i| self.suppressions.get(i).is_some_and(|s| s.covers(rule))),
        }
    }
}

/// Run every rule checked inside one body.
pub(crate) fn check_body(facts: &BodyFacts, suppressions: &[Suppression]) -> Vec<Violation> {
    let cx = RuleContext {
        facts,
        suppressions,
    };
    let mut out = Vec::new();
    rewrite_of_rewrite::check(&cx, &mut out);
    self_conditioned_score::check(&cx, &mut out);
    raw_window_edit::check(&cx, &mut out);
    unflushed_rewrite::check(&cx, &mut out);
    window_escape_hatch::check(&cx, &mut out);
    out
}

/// Helpers for the pass/fail cases at the bottom of each rule file.
#[cfg(test)]
pub(crate) mod testing {
    use super::Rule;
    use crate::analysis::{AnalysisConfig, FileFacts, analyze_file};

    /// Analyse `src` (a whole file) with the default configuration.
    pub(crate) fn analyze(src: &str) -> FileFacts {
        let file =
            syn::parse_file(src).unwrap_or_else(|e| panic!("test case must parse: {e}\n{src}"));
        analyze_file(&file, &[], &AnalysisConfig::default())
    }

    /// The unsuppressed hits of `rule` in `src`, as `line: message`.
    pub(crate) fn hits(src: &str, rule: &Rule) -> Vec<String> {
        let facts = analyze(src);
        facts
            .functions
            .iter()
            .flat_map(|f| &f.violations)
            .chain(&facts.violations)
            .filter(|v| v.rule == rule && v.suppressed_by.is_none())
            .map(|v| format!("{}: {}", v.span.start().line, v.message))
            .collect()
    }

    /// Every `pass` case has no hit of `rule`; every `fail` case has at least one.
    pub(crate) fn assert_cases(rule: &Rule, pass: &[&str], fail: &[&str]) {
        for case in pass {
            let found = hits(case, rule);
            assert!(
                found.is_empty(),
                "{rule} should pass:\n{case}\nbut reported {found:#?}"
            );
        }
        for case in fail {
            assert!(!hits(case, rule).is_empty(), "{rule} should fail:\n{case}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_names_are_unique_and_every_rule_is_documented() {
        for (i, rule) in ALL.iter().enumerate() {
            assert_eq!(rule.id, format!("RG{:03}", i + 1), "ids in order");
            assert!(ALL[..i].iter().all(|r| r.name != rule.name));
            let doc = rule.documentation();
            for section in [
                "## What it does",
                "## Why is this bad?",
                "## Example",
                "## Use instead",
            ] {
                assert!(doc.contains(section), "{rule}: missing {section}");
            }
            assert!(!rule.summary().is_empty());
            assert_eq!(find(rule.name), Some(*rule));
            assert_eq!(find(&rule.id.to_lowercase()), Some(*rule));
        }
        assert_eq!(find("no-such-rule"), None);
    }

    #[test]
    fn documentation_drops_the_doc_comment_space() {
        let doc = raw_window_edit::RULE.documentation();
        assert!(doc.starts_with("## What it does\n"));
        assert_eq!(
            raw_window_edit::RULE.summary(),
            "Flags a destructive edit of a context window that does not go through the guard: \
             `retain`, `retain_mut`, `truncate`, `drain`, `remove`, `swap_remove`, `pop`, `clear`, \
             `split_off`, `dedup*`, `splice`, `std::mem::take` / `replace` / `swap`, reassignment, \
             index assignment and writes through `iter_mut()`, inside a `#[retention_safe]` \
             function (or one that uses the guard-core API), and on a `GuardedWindow` anywhere."
        );
    }
}
