//! A leave given on a case ("Reception can book the cat in for a same-day dental if this
//! week's bloods are normal") said again without the case ("Reception can book cat in for
//! same-day dental"): the leave now holds whatever the case. The classifier reads most "can"
//! and "may" sentences as narrative, whose conditions are otherwise never compared (pol48,
//! s48a-p059, s48a-p075).

use super::is_one_of;
use super::words::{TextReading, Word, is_content, negates, parts, same_word, words};
use std::ops::Range;

/// Words that give leave ("may" is read as written: "May" is a month).
const LEAVE: &[&str] = &["can", "allowed", "permitted", "ok", "okay"];

/// Words that open the case a leave is given in.
const CASES: &[&str] = &["if", "when", "whenever", "once", "provided", "providing"];

/// Words that open a case in the rewrite, or say one in short ("->", "w/" are not words and
/// are looked for apart).
const ANY_CASE: &[&str] = &[
    "if",
    "when",
    "whenever",
    "once",
    "provided",
    "providing",
    "unless",
    "only",
    "after",
    "until",
    "assuming",
    "given",
    "with",
    "pending",
];

/// The fewest words naming the case alone (not the leave) that must all be gone from the
/// rewrite: one shared word ("non-responsive") may be the leave's own.
const CASE_WORDS: usize = 2;

/// A sentence of `original` that gives leave ("can", "may", "allowed") and then opens a case
/// ("if", "when", "once", "provided"), said again by a sentence of `rewrite` that gives leave
/// too and shares two of the leave's content words, while no sentence of the rewrite opens a
/// case and no word naming only the case is left in the rewrite: the case and the rewrite's
/// sentence. A negated leave ("can't ... if ...") is not read: without its case it bans more.
pub(super) fn leave_case_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    // (Screened by a word of leave in both, and a case word in the original, before any
    // sentence is cut into words.)
    let gives = |t: &TextReading<'_>| {
        LEAVE.iter().any(|w| t.holds_ignoring_case(w)) || t.text.contains("may ")
    };
    if !gives(r)
        || !gives(o)
        || !CASES.iter().any(|w| o.holds_ignoring_case(w))
        || rewrite.contains("->")
        || rewrite.contains('→')
        || rewrite.contains("w/")
    {
        return None;
    }
    let theirs: Vec<(Range<usize>, Vec<Word<'_>>)> = parts(rewrite)
        .into_iter()
        .map(|p| (p.clone(), words(rewrite, p)))
        .collect();
    if theirs
        .iter()
        .any(|(_, ws)| ws.iter().any(|(w, _)| is_one_of(w, ANY_CASE)))
    {
        return None;
    }
    parts(original).into_iter().find_map(|part| {
        let ws = words(original, part);
        let leave = ws.iter().position(|(w, _)| is_leave(w))?;
        let case = leave + ws[leave..].iter().position(|(w, _)| is_one_of(w, CASES))?;
        if ws.iter().any(|(w, _)| negates(w)) {
            return None;
        }
        let (given, case_words) = ws.split_at(case);
        let named: Vec<&Word<'_>> = case_words[1..]
            .iter()
            .filter(|(w, _)| is_content(w) && !given.iter().any(|(g, _)| same_word(g, w)))
            .collect();
        if named.len() < CASE_WORDS {
            return None;
        }
        let all_theirs = theirs.iter().flat_map(|(_, ws)| ws.iter());
        if named
            .iter()
            .any(|(w, _)| all_theirs.clone().any(|(x, _)| same_word(x, w)))
        {
            return None;
        }
        let (said, _) = theirs.iter().find(|(_, rs)| {
            rs.iter().any(|(w, _)| is_leave(w))
                && given
                    .iter()
                    .filter(|(g, _)| is_content(g) && rs.iter().any(|(x, _)| same_word(x, g)))
                    .take(2)
                    .count()
                    == 2
        })?;
        let (_, start) = &case_words[0];
        let end = case_words.last().map_or(start.end, |(_, r)| r.end);
        Some((start.start..end, said.clone()))
    })
}

/// `w` gives leave: a word of [`LEAVE`] in any case, or "may" in lower case.
fn is_leave(w: &str) -> bool {
    is_one_of(w, LEAVE) || w == "may"
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_faithful, assert_reports};
    use super::TextReading;
    use super::leave_case_dropped;

    /// A leave given on a case said again without it, the case's words all gone, is a
    /// condition dropped (pol48, s48a-p059, s48a-p075); the case kept, said in short, said
    /// with another case word, or a leave that bans ("can't") are not read.
    #[test]
    fn a_leave_said_without_its_case() {
        assert_reports(
            "condition dropped",
            &[
                (
                    "Front desk can book the dog in for a same-day groom if the vaccination card \
                     from this year is up to date.",
                    "Front desk can book dog in for same-day groom.",
                ),
                (
                    "Reception can seat walk-in guests at the bar if the kitchen has confirmed \
                     there is capacity.",
                    "Reception can seat walk-ins at the bar.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Front desk can book the dog in for a same-day groom if the vaccination card \
                 from this year is up to date.",
                "Front desk can book dog in for same-day groom if this year's vaccination card \
                 is up to date.",
            ),
            (
                "Reception can seat walk-in guests at the bar if the kitchen has confirmed \
                 there is capacity.",
                "Reception can seat walk-ins at the bar once kitchen confirms capacity.",
            ),
            (
                "Reception can seat walk-in guests at the bar if the kitchen has confirmed \
                 there is capacity.",
                "Kitchen confirmed capacity -> reception can seat walk-ins at the bar.",
            ),
        ]);
        assert_eq!(
            leave_case_dropped(
                &TextReading::new(
                    "Interns can't merge documentation fixes when the release branch is frozen."
                ),
                &TextReading::new("Interns can't merge documentation fixes."),
            ),
            None
        );
    }
}
