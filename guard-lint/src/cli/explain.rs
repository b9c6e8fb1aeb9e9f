//! `explain`: print a rule's documentation (the same doc comment as the rule's source).

use std::process::ExitCode;

use crate::rules::{self, Rule};

use super::EXIT_USAGE;

/// Arguments of `explain`.
#[derive(Debug, clap::Args)]
pub struct ExplainArgs {
    /// Rule id (`RG001`) or name (`unguarded-rewrite`).
    #[arg(required_unless_present = "all", conflicts_with = "all")]
    rule: Option<String>,
    /// Explain every rule.
    #[arg(long)]
    all: bool,
    /// `text` for a terminal, `markdown` for the rule reference in docs/lint.md.
    #[arg(long, value_enum, default_value = "text")]
    format: ExplainFormat,
}

/// `explain --format` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ExplainFormat {
    Text,
    Markdown,
}

/// Print the documentation of the chosen rule(s).
pub fn run(args: &ExplainArgs) -> ExitCode {
    let chosen: Vec<&'static Rule> = match &args.rule {
        None => rules::ALL.to_vec(),
        Some(key) => match rules::find(key) {
            Some(rule) => vec![rule],
            None => {
                eprintln!("error: no rule `{key}`; the rules are:");
                for rule in rules::ALL {
                    eprintln!("  {} {}", rule.id, rule.name);
                }
                return ExitCode::from(EXIT_USAGE);
            }
        },
    };
    let text = match args.format {
        ExplainFormat::Markdown => rule_reference(&chosen),
        ExplainFormat::Text => chosen
            .iter()
            .map(|rule| explain_text(rule))
            .collect::<Vec<_>>()
            .join("\n"),
    };
    print!("{text}");
    ExitCode::SUCCESS
}

/// One rule for a terminal: heading, default level, documentation.
fn explain_text(rule: &Rule) -> String {
    format!(
        "{} {} (default: {})\n\n{}",
        rule.id,
        rule.name,
        rule.default_level,
        rule.documentation()
    )
}

/// The Markdown rule reference: one section per rule, headings demoted under `###`.
pub fn rule_reference(chosen: &[&Rule]) -> String {
    let mut out = String::new();
    for rule in chosen {
        out.push_str(&format!(
            "### {} `{}`\n\nDefault level: {}.\n\n",
            rule.id, rule.name, rule.default_level
        ));
        for line in rule.documentation().lines() {
            match line.strip_prefix("## ") {
                Some(heading) => out.push_str(&format!("#### {heading}\n")),
                None => {
                    out.push_str(line);
                    out.push('\n');
                }
            }
        }
        out.push('\n');
    }
    out
}
