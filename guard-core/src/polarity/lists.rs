//! A list under a heading that names requirements ("Acceptance criteria:", "## Rules"): each
//! item is a requirement, whether or not the classifier read it as a rule ("A student cannot
//! book two lessons that overlap" reads as a statement), so a rewrite that drops one item
//! with its words deletes a constraint.

use std::ops::Range;

use arrayvec::ArrayString;
use smallvec::SmallVec;

use super::extract::{Facts, is_function_word};
use super::is_one_of;
use super::stems::{Stem, stem, stems_match};

/// Nouns a heading names its list's requirements with.
const REQUIREMENT_NOUNS: &[&str] = &[
    "criteria",
    "criterion",
    "requirement",
    "requirements",
    "rule",
    "rules",
    "constraint",
    "constraints",
    "must-haves",
    "guidelines",
    "policy",
    "policies",
];

/// The fewest content words an item has for its loss to be told from a shortening.
const ITEM_WORDS: usize = 3;

/// The first item of a list under a requirements heading of `original` that no binding
/// sentence of `before` (the original's facts) covers and whose content words `rewrite`
/// mostly lost: fewer than a third of them are said in it (by stem), so the item was dropped,
/// not shortened ("Booking confirmation email sent within 2 minutes" -> "Confirmation email
/// within 2 min" keeps it). The item's range, its list marker left out.
pub(super) fn requirement_item_dropped(
    original: &str,
    before: &Facts,
    rewrite: &str,
) -> Option<Range<usize>> {
    // The cheap screen: a line closing with a colon or opening with "#", then a new line.
    if !original.contains(":\n") && !original.contains('#') {
        return None;
    }
    let mut under_heading = false;
    let mut said: Option<SmallVec<[Stem; 32]>> = None;
    let mut offset = 0;
    for line in original.split('\n') {
        let start = offset;
        offset += line.len() + 1;
        let trimmed = line.trim();
        if let Some(item) = list_item(trimmed) {
            if !under_heading {
                continue;
            }
            let at = start + (line.len() - line.trim_start().len()) + (trimmed.len() - item.len());
            let range = at..at + item.len();
            if before
                .clauses
                .iter()
                .any(|c| c.binding && c.range.start < range.end && range.start < c.range.end)
            {
                continue;
            }
            let said =
                said.get_or_insert_with(|| content_words(rewrite).map(|w| stem(&w)).collect());
            let (mut total, mut kept) = (0, 0);
            for w in content_words(item) {
                total += 1;
                let s = stem(&w);
                kept += usize::from(said.iter().any(|x| stems_match(x, &s)));
            }
            if total >= ITEM_WORDS && kept * 3 < total {
                return Some(range);
            }
        } else if !trimmed.is_empty() {
            under_heading = is_requirements_heading(trimmed);
        }
    }
    None
}

/// `line` (trimmed) heads a list of requirements: it closes with a colon or opens with "#",
/// and names them ("Acceptance criteria:", "## House rules").
fn is_requirements_heading(line: &str) -> bool {
    (line.ends_with(':') || line.starts_with('#'))
        && line
            .split(|ch: char| !(ch.is_ascii_alphabetic() || ch == '-'))
            .any(|w| is_one_of(w, REQUIREMENT_NOUNS))
}

/// The text of `line` (trimmed) after its list marker ("1.", "2)", "-", "*", "•"), or
/// `None` when it opens with none.
fn list_item(line: &str) -> Option<&str> {
    let rest = line.strip_prefix(['-', '*', '•']).or_else(|| {
        let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        (digits > 0).then(|| line[digits..].strip_prefix(['.', ')']))?
    })?;
    rest.starts_with(' ').then(|| rest.trim_start())
}

/// The words of `text` that carry content, in lower case: letters only, at most 24 of them,
/// not a function word.
fn content_words(text: &str) -> impl Iterator<Item = ArrayString<24>> + '_ {
    text.split(|ch: char| !ch.is_ascii_alphabetic())
        .filter_map(|w| {
            let mut lower = ArrayString::<24>::new();
            (w.len() > 1 && w.len() <= lower.capacity()).then(|| {
                w.chars().for_each(|ch| lower.push(ch.to_ascii_lowercase()));
                lower
            })
        })
        .filter(|w| !is_function_word(w))
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// An item of a list under a requirements heading, dropped with its words, is a
    /// constraint deleted, whether or not it reads as a rule; items shortened, and a list
    /// under another heading, are not.
    #[test]
    fn a_requirement_dropped_from_a_list() {
        assert_reports(
            "constraint deleted",
            &[
                (
                    "Acceptance criteria:\n1. Booking confirmation email sent within 2 minutes\n2. A student cannot book two lessons that overlap\n3. Cancellation allowed up to 24h before the lesson",
                    "## Summary\n- Confirmation email within 2 min\n- Cancellation allowed up to 24h before the lesson",
                ),
                (
                    "Requirements:\n- The export runs nightly at 02:00\n- Archived projects are excluded from the export\n- Reports are emailed to the finance team",
                    "Nightly export at 02:00, reports emailed to finance.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Acceptance criteria:\n1. Booking confirmation email sent within 2 minutes\n2. A student cannot book two lessons that overlap\n3. Cancellation allowed up to 24h before the lesson",
                "## Summary\n- Confirmation email within 2 min\n- No overlapping lessons per student\n- Cancellation allowed up to 24h before the lesson",
            ),
            (
                "Highlights from the trip:\n- We saw the old lighthouse at dawn\n- The ferry was delayed by fog\n- Lunch at the harbour cafe",
                "Trip: lighthouse at dawn, lunch at the harbour cafe.",
            ),
        ]);
    }
}
