//! A rule a narrative only quotes, said as the rewrite's own: "The old notice still pinned up
//! says 'Coxes must weigh in every Monday' — nobody's done that since the 90s" -> "Coxes must
//! weigh in every Monday". The quotation is a thing the narrative tells of (a sign, a note,
//! a notice nobody keeps); the rewrite's sentence, unquoted and unattributed, binds. Its
//! days and numbers are the quotation's, so they would otherwise excuse it as the narrative's
//! own (session 54, pol54).

use super::dialect_words::opening_quote;
use super::extract::{Clause, Facts};
use super::stems::stems_match;
use std::ops::Range;

/// The rewrite's binding sentence that says a quotation of the narrative original `before`
/// as its own, or `None`.
///
/// Every content word of a binding sentence of `after` with a strong marker (two at least)
/// is a word inside one quotation of the original, and the sentence quotes nothing and names
/// no source before a colon ("Notice: coxes must weigh in ...", "Old notice says 'Coxes must
/// ...'" keep the quotation a quotation). Only asked of a narrative original.
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
    after.clauses.iter().find(|c| {
        c.binding
            && c.strong.is_some()
            && c.words.len() >= 2
            && rewrite.get(c.range.clone()).is_some_and(|s| {
                !s.contains(':') && quotations(s).is_empty() && !s.contains(['"', '\u{201C}'])
            })
            && c.words.iter().all(|w| {
                before.clauses.iter().any(|o| {
                    o.words
                        .iter()
                        .any(|x| inside(&x.range) && stems_match(&x.stem, &w.stem))
                })
            })
    })
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
}
