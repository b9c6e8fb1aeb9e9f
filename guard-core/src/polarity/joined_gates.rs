//! A gate of two joined cases ("only once the swab reads under 10 ppm and a supervisor
//! initials the sheet", "before every test day and after any probe change") said again with
//! its first case only (pol52).

use std::ops::Range;

use super::is_one_of;
use super::scope::DETERMINERS;
use super::words::{TextReading, Word, clause_at, is_content, said_in, same_word};

/// Words that open a gate a rule waits for.
const GATES: &[&str] = &[
    "once", "if", "when", "whenever", "until", "till", "before", "after", "provided",
];

/// Words besides the [`DETERMINERS`] that open the second case of a gate after its "and", as
/// its own subject ("and someone signs"); a determiner of its subject ("and a supervisor
/// initials the sheet") or a gate word ("and after any probe change") opens one too.
const SECOND_CASE_SUBJECTS: &[&str] = &["his", "her", "someone", "somebody"];

/// Words of a past told, which a summary may shorten ("we waited until the rain stopped and
/// the sun came out").
const PAST_WORDS: &[&str] = &["was", "were", "had", "did", "came", "went"];

/// Words before a participle that make it no past ("has checked", "is signed").
const PERFECT_OR_PASSIVE: &[&str] = &["has", "have", "is", "are", "been", "be"];

/// "Line 1 can switch from pistachio to dairy-free only once the swab reads under 10 ppm and
/// a supervisor initials the sheet." -> "Line 1 pistachio→dairy-free: switch once swab <10
/// ppm.": a gate word of the original ([`GATES`]) whose clause joins two cases with "and" (no
/// comma between), the second opening with a subject's determiner or a gate word of its own
/// and holding two content words or more; the rewrite says the same gate word, the first
/// case's content (a word of it) after it, and no content word of the second case. Reported
/// "condition dropped": the second case, and the rewrite's gate. A past told is not read
/// ("was", "had", a word in "-ed" in the cases).
pub(super) fn second_case_of_a_gate_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    // Screen: "and" and a gate word in the original, a gate word in the rewrite.
    if !o.holds_phrase("and") || !o.holds_any_phrase(GATES) || !r.holds_any_phrase(GATES) {
        return None;
    }
    let text = o.text;
    let ow = o.words();
    let theirs = r.words();
    (0..ow.len()).find_map(|g| {
        let gate = ow[g].0;
        if !is_one_of(gate, GATES) {
            return None;
        }
        let clause = clause_at(text, ow[g].1.start);
        let in_clause = ow[g + 1..].partition_point(|(_, w)| w.end <= clause.end);
        let cases: &[Word<'_>] = &ow[g + 1..g + 1 + in_clause];
        let and = cases
            .iter()
            .position(|(w, _)| w.eq_ignore_ascii_case("and"))?;
        let (first, second) = (&cases[..and], &cases[and + 1..]);
        let opener = second.first()?.0;
        if ![DETERMINERS, SECOND_CASE_SUBJECTS, GATES]
            .iter()
            .any(|list| is_one_of(opener, list))
        {
            return None;
        }
        // (A participle after "has", "is", "been" is no past told: "has checked".)
        let told = cases.iter().enumerate().any(|(k, (w, _))| {
            is_one_of(w, PAST_WORDS)
                || w.len() > 4
                    && w.to_ascii_lowercase().ends_with("ed")
                    && !(k > 0 && is_one_of(cases[k - 1].0, PERFECT_OR_PASSIVE))
        });
        let first_words = case_words(first);
        let second_all = case_words(second);
        // The second case's own words: those the original says nowhere else ("change" of
        // "after any probe change", the probes being the rule's own).
        let elsewhere = |w: &str| {
            ow.iter()
                .filter(|(_, at)| {
                    at.end <= second[0].1.start || at.start > second[second.len() - 1].1.end
                })
                .any(|(x, _)| same_word(x, w))
        };
        let second_words: Vec<&str> = second_all
            .iter()
            .copied()
            .filter(|w| !elsewhere(w))
            .collect();
        if told || first_words.is_empty() || second_all.len() < 2 || second_words.is_empty() {
            return None;
        }
        // The rewrite's same gate, the first case said after it, nothing of the second.
        let j = theirs
            .iter()
            .position(|(w, _)| w.eq_ignore_ascii_case(gate))?;
        let after = &theirs[j + 1..];
        let first_said = first_words.iter().any(|w| said_in(after, r.text, w));
        let second_said = second_words.iter().any(|w| said_in(theirs, r.text, w));
        (first_said && !second_said).then(|| {
            let from = second[0].1.start..second[second.len() - 1].1.end;
            ("condition dropped", from, theirs[j].1.start..r.text.len())
        })
    })
}

/// The content words of a case, its gate words aside.
fn case_words<'t>(ws: &[Word<'t>]) -> Vec<&'t str> {
    ws.iter()
        .map(|(w, _)| *w)
        .filter(|w| is_content(w) && !is_one_of(w, GATES))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful, assert_reports};

    /// The second case of a gate dropped is reported; both kept, or a past told shortened, is
    /// not.
    #[test]
    fn second_case_of_a_gate_dropped() {
        let line = "Line 1 can switch from pistachio to dairy-free only once the swab reads under \
                    10 ppm and a supervisor initials the sheet.";
        let probe = "Hot-wire probes are calibrated before every test day and after any probe \
                     change.";
        assert_reports(
            "condition dropped",
            &[
                (
                    line,
                    "Line 1 pistachio→dairy-free: switch once swab <10 ppm.",
                ),
                (probe, "Hot-wire probes calibrated before each test day."),
            ],
        );
        assert_changed(&[(
            "Open the kiln only when the pyrometer reads under 100°C and the duty potter has \
             checked the seals.",
            "Open kiln only when pyrometer <100°C.",
        )]);
        assert_faithful(&[
            (
                line,
                "Line 1 pistachio→dairy-free: only once swab <10 ppm and supervisor has \
                 initialled the sheet.",
            ),
            (
                probe,
                "Hot-wire probes calibrated before each test day and after probe changes.",
            ),
            (
                "The kiln was opened once the pyrometer read 90°C and the potter checked the \
                 seals.",
                "Kiln opened once the pyrometer read 90°C.",
            ),
        ]);
    }
}
