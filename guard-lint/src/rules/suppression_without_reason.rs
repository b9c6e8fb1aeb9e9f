//! RG010 suppression-without-reason.

use proc_macro2::Span;

use super::Level;
use crate::analysis::{Suppression, Violation};

declare_rule! {
    /// ## What it does
    /// Flags a `#[retention_allow(rule, reason = "...")]` suppression that states no reason
    /// (or an empty one), names no registered rule, or is malformed. In `#[retention_safe]`
    /// code it is a compile error; the linter reports it as a warning.
    ///
    /// ## Why is this bad?
    /// A suppression is a claim that one edit is safe. Without the reason, the next reader (or
    /// the incident review) cannot check the claim, and suppressions accumulate until the rule
    /// means nothing.
    ///
    /// ## Example
    /// ```rust,ignore
    /// #[retention_allow(raw-window-edit)]
    /// self.history.clear();
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// #[retention_allow(raw-window-edit, reason = "scratch copy of the window, rebuilt every turn")]
    /// self.history.clear();
    /// ```
    pub static RULE = { id: "RG010", name: "suppression-without-reason", level: Level::Warning };
}

const HELP: &str = "write `#[retention_allow(rule-name, reason = \"why this site is safe\")]`, \
with a rule id (`RG005`) or name (`raw-window-edit`); `cargo guard-lint explain` lists them";

fn violation((span, last_token): (Span, Span), message: String) -> Violation {
    Violation {
        rule: &RULE,
        span,
        last_token,
        message,
        help: HELP.to_string(),
        suppressed_by: None,
    }
}

/// RG010 hits for `suppressions` (parsed) and `malformed` (syntax errors).
pub fn check(suppressions: &[Suppression], malformed: &[syn::Error]) -> Vec<Violation> {
    let mut out: Vec<Violation> = malformed
        .iter()
        .map(|e| violation((e.span(), e.span()), format!("malformed suppression: {e}")))
        .collect();
    for s in suppressions {
        if s.rule.is_none() {
            out.push(violation(
                (s.span, s.last_token),
                format!("`{}` is not a retention-guard rule", s.rule_key),
            ));
        }
        if s.reason.as_deref().is_none_or(|r| r.trim().is_empty()) {
            out.push(violation(
                (s.span, s.last_token),
                format!("suppression of `{}` states no reason", s.rule_key),
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::RULE;
    use crate::rules::testing::{assert_cases, hits};

    #[test]
    fn cases() {
        let pass = [
            r#"#[retention_safe] fn f(&mut self) {
                 #[retention_allow(raw-window-edit, reason = "scratch copy")]
                 self.history.clear();
             }"#,
            r#"#[guard_macros::retention_allow(RG001, reason = "test fixture")] fn f() {}"#,
        ];
        let fail = [
            "#[retention_safe] fn f(&mut self) { #[retention_allow(raw-window-edit)] self.history.clear(); }",
            r#"#[retention_allow(raw-window-edit, reason = "  ")] fn f() {}"#,
            r#"#[retention_allow(no-such-rule, reason = "x")] fn f() {}"#,
            "#[retention_allow] fn f() {}",
            r#"impl A { #[retention_allow(RG005, because = "x")] fn f() {} }"#,
        ];
        assert_cases(&RULE, &pass, &fail);
    }

    #[test]
    fn a_suppression_without_reason_still_suppresses() {
        // The site is silenced, the suppression itself is reported: one finding, not two.
        let src = "#[retention_safe] fn f(&mut self) {\n #[retention_allow(raw-window-edit)]\n self.history.clear();\n}";
        assert_eq!(
            hits(src, &RULE),
            ["2: suppression of `raw-window-edit` states no reason"]
        );
        assert!(hits(src, &super::super::raw_window_edit::RULE).is_empty());
    }
}
