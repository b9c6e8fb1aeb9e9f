//! A rule a narrative only quotes, said as the rewrite's own: "The old notice still pinned up
//! says 'Coxes must weigh in every Monday' — nobody's done that since the 90s" -> "Coxes must
//! weigh in every Monday". The quotation is a thing the narrative tells of (a sign, a note,
//! a notice nobody keeps); the rewrite's sentence, unquoted and unattributed, binds. Its
//! days and numbers are the quotation's, so they would otherwise excuse it as the narrative's
//! own (session 54, pol54).

use super::dialect_words::opening_quote;
use super::extract::{Clause, Facts};
use super::is_one_of;
use super::revoked::RULE_NOUNS;
use super::stems::{Stem, stem, stems_match};
use super::words::{GONE, holds_any_phrase};
use std::ops::Range;

/// The rewrite's binding sentence that says a quotation of the narrative original `before`
/// as its own, or `None`.
///
/// Every content word of a binding sentence of `after` with a strong marker is a word inside
/// one quotation of the original, and so is every word of a label before its colon ("Hub
/// bolts: never exceed 450 Nm"; "Notice: coxes must weigh in ..." names a source, not the
/// rule's topic), or the label names the rule as one in force ([`names_a_rule_in_force`],
/// "Yard rule: no shoeing after 4pm") in words of the original; two things of the quotation are said, words or its numbers and times ("No
/// under-8s after 6pm"); and the sentence quotes nothing ("Old notice says 'Coxes must ...'"
/// keeps the quotation a quotation). Only asked of a narrative original.
pub(super) fn quoted_rule_said_as_own<'f>(
    (original, before): (&str, &Facts),
    (rewrite, after): (&str, &'f Facts),
) -> Option<&'f Clause> {
    // (A cheap screen: most narratives hold no quotation mark.)
    if !may_quote(original) {
        return None;
    }
    let quoted = quotations(original);
    if quoted.is_empty() {
        return None;
    }
    let inside = |r: &Range<usize>| quoted.iter().any(|q| q.start <= r.start && r.end <= q.end);
    let stem_of_original = |stem: &Stem, quoted: bool| {
        before.clauses.iter().any(|o| {
            o.words
                .iter()
                .any(|x| (!quoted || inside(&x.range)) && stems_match(&x.stem, stem))
        })
    };
    let quoted_stem = |stem: &Stem| stem_of_original(stem, true);
    // A number or time of `c` the quotation holds too.
    let quoted_bounds = |c: &Clause| {
        let numbers = c.numbers.iter().filter(|n| {
            before.clauses.iter().any(|o| {
                o.numbers
                    .iter()
                    .any(|m| inside(&m.range) && m.value == n.value)
            })
        });
        let dates = c.dates.iter().filter(|d| {
            before
                .clauses
                .iter()
                .any(|o| o.dates.iter().any(|e| inside(&e.range) && e.same_time(d)))
        });
        numbers.count() + dates.count()
    };
    after.clauses.iter().find(|c| {
        c.binding
            && c.strong.is_some()
            && rewrite
                .get(c.range.clone())
                .is_some_and(|s| quotations(s).is_empty() && !s.contains(['"', '\u{201C}']))
            && c.words.iter().all(|w| quoted_stem(&w.stem))
            && (c.label_words.iter().all(quoted_stem)
                || names_a_rule_in_force(rewrite, c)
                    && c.label_words.iter().all(|s| {
                        stem_of_original(s, false)
                            || RULE_NOUNS.iter().any(|n| stems_match(s, &stem(n)))
                    }))
            && c.words.len() + c.label_words.len() + quoted_bounds(c) >= 2
    })
}

/// The label before the colon of clause `c` of `text` ends with a noun naming a rule
/// ([`RULE_NOUNS`]: "Yard rule:", "Site ban:") and holds no word of a rule gone ([`GONE`]:
/// "Old rule:"): the rule said as one in force.
fn names_a_rule_in_force(text: &str, c: &Clause) -> bool {
    let Some((label, _)) = text.get(c.range.clone()).and_then(|s| s.split_once(':')) else {
        return false;
    };
    label
        .split_whitespace()
        .last()
        .is_some_and(|w| is_one_of(w, RULE_NOUNS))
        && !holds_any_phrase(label, GONE)
}

/// The byte ranges inside the quotation marks of `text`: a double quote to the next, a
/// curly opening quote to its closing one, an opening apostrophe ([`opening_quote`]) to the
/// next apostrophe or right single quote not inside a word ("'Coxes must weigh in every
/// Monday'"; "nobody's" closes nothing). A quotation left open is none.
fn quotations(text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some((at, ch)) = text.get(from..).and_then(|rest| {
        rest.char_indices()
            .find(|&(k, c)| opens_a_quotation(text, from + k, c))
            .map(|(k, c)| (from + k, c))
    }) {
        let start = at + ch.len_utf8();
        let rest = &text[start..];
        let end = rest.char_indices().find(|&(k, c)| {
            let word_ends = !rest[k + c.len_utf8()..]
                .chars()
                .next()
                .is_some_and(char::is_alphanumeric);
            match ch {
                '"' => c == '"',
                '\u{201C}' => c == '\u{201D}',
                _ => matches!(c, '\'' | '\u{2019}') && word_ends,
            }
        });
        let Some((k, c)) = end else {
            break;
        };
        out.push(start..start + k);
        // (Read on after the closing mark.)
        from = start + k + c.len_utf8();
    }
    out
}

/// Character `ch` at byte `at` of `text` opens a quotation: a double quote, a curly opening
/// quote, or an apostrophe [`opening_quote`] reads as one.
fn opens_a_quotation(text: &str, at: usize, ch: char) -> bool {
    match ch {
        '"' | '\u{201C}' | '\u{2018}' => true,
        '\'' => opening_quote(text, at),
        _ => false,
    }
}

/// The text holds a byte of a quotation mark (`"`, `'`, or the first byte of a typographic
/// one): a vector search for the three bytes, where [`quotations`] finds none without one.
fn may_quote(text: &str) -> bool {
    memchr::memchr3(b'"', b'\'', 0xE2, text.as_bytes()).is_some()
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use super::quotations;

    proptest::proptest! {
        /// The screen finds a quotation mark's byte as a test of every byte does (its first
        /// definition): straight and typographic quotes, a dash (0xE2 too) and other bytes.
        #[test]
        fn the_quote_screen_is_a_test_of_every_byte(
            text in "[a '\"\u{2018}\u{2019}\u{201C}\u{2014}\u{e9}.]{0,40}",
        ) {
            let expected = text.bytes().any(|b| matches!(b, b'"' | b'\'' | 0xE2));
            proptest::prop_assert_eq!(super::may_quote(&text), expected);
        }
    }

    #[test]
    fn quotations_are_read_between_their_marks() {
        let text = "The note says 'DO NOT USE' and nobody's sure; the sign reads \"No entry\".";
        let q: Vec<&str> = quotations(text).iter().map(|r| &text[r.clone()]).collect();
        assert_eq!(q, ["DO NOT USE", "No entry"]);
        assert!(quotations("nobody's here, it's fine").is_empty());
        assert!(quotations("an 'open quote never closed").is_empty());
    }

    /// A notice the narrative quotes, said bare as a rule, is a rule added; said as a quote
    /// or after its source, it is not.
    #[test]
    fn a_quoted_rule_said_as_the_rewrites_own() {
        let notice = "The faded sign by the ramp still says 'Kayaks must be locked every Sunday' \
                      — nobody has bothered in years.";
        assert_changed(&[(notice, "Kayaks must be locked every Sunday.")]);
        assert_faithful(&[
            (
                notice,
                "Old ramp sign: 'Kayaks must be locked every Sunday' (ignored for years).",
            ),
            (
                notice,
                "Ramp sign still says 'Kayaks must be locked every Sunday'; nobody bothers.",
            ),
        ]);
    }

    /// The quotation said under a label of its own words, or as one word and its time, is a
    /// rule added too (pol59, s59a-p076, s59b-p121); under a label naming its source, or
    /// quoted, it is not.
    #[test]
    fn a_quoted_rule_said_under_its_topic_or_with_its_time() {
        let sheet = "Old rigging sheet said 'never exceed 300 kg on the truss hooks' — that was \
                     the old truss, we binned those sheets.";
        let trial = "The 'no prams after 5pm' thing was a spring trial only, it's been gone since \
                     June.";
        assert_changed(&[
            (sheet, "Truss hooks: never exceed 300 kg."),
            (trial, "No prams after 5pm."),
        ]);
        assert_faithful(&[
            (
                sheet,
                "Old sheet: 'never exceed 300 kg on the truss hooks' (binned).",
            ),
            (
                trial,
                "'No prams after 5pm' was a spring trial, gone since June.",
            ),
        ]);
    }

    /// The quotation said under a label naming it a rule in force, in words of the original
    /// ("Yard rule:"), is a rule added (pol60, s60a-p152); under a label naming it gone ("Old
    /// rule:"), or quoted, it is not.
    #[test]
    fn a_quoted_rule_said_under_a_label_naming_a_rule() {
        let club = "The club's 'no rowing after 6pm' thing was only while the pontoon was being \
                    rebuilt; the contractors left in May.";
        assert_changed(&[
            (club, "Club rule: no rowing after 6pm."),
            (club, "Club ban: no rowing after 6pm."),
        ]);
        assert_faithful(&[
            (
                club,
                "Old club rule: no rowing after 6pm (pontoon rebuild, over).",
            ),
            (
                club,
                "'No rowing after 6pm' only applied while the pontoon was rebuilt; contractors \
                 left in May.",
            ),
        ]);
    }
}
