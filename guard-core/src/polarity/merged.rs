//! A rewrite sentence that merges two sentences of its original with a semicolon ("Don't
//! give NSAIDs. Call Dr Hall first." -> "No NSAIDs; call Dr Hall first."): each original
//! sentence is compared with the part of it that says it, not with the other's negation.

use std::ops::Range;

use super::extract::Clause;
use super::extract::Word;
use super::is_negation_word;
use super::stems::stems_match;

/// The rewrite's negation `neg` of sentence `r` is another sentence's of the original: the
/// part of `r` around `neg` (between semicolons) shares no content word with `o` while another
/// part does, and another negated sentence of the original names every content word of that
/// part (one after its negation), while the parts saying `o` hold no negation.
pub(super) fn negation_of_a_merged_sentence(
    (o, others): (&Clause, &[Clause]),
    (rewrite, r): (&str, &Clause),
    neg: &Range<usize>,
) -> bool {
    let Some(sentence) = rewrite.get(r.range.clone()) else {
        return false;
    };
    if !sentence.contains(';') {
        return false;
    }
    let before_neg = &sentence[..neg.start.saturating_sub(r.range.start).min(sentence.len())];
    let part_start = before_neg
        .rfind(';')
        .map_or(r.range.start, |k| r.range.start + k);
    let after_neg = sentence
        .get(neg.end.saturating_sub(r.range.start)..)
        .unwrap_or("");
    let part_end = after_neg.find(';').map_or(r.range.end, |k| neg.end + k);
    let in_part = |w: &&Word| w.range.start >= part_start && w.range.end <= part_end;
    let named_in_o = |w: &Word| o.words.iter().any(|x| stems_match(&x.stem, &w.stem));
    let part_words = || r.words.iter().filter(in_part);
    if part_words().any(named_in_o) || !r.words.iter().any(|w| !in_part(&w) && named_in_o(w)) {
        return false;
    }
    // "No chocolate; don't walk him": the part saying `o` has a negation of its own.
    let negates = |text: &str| {
        text.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '\u{2019}')
            .any(is_negation_word)
    };
    let outside = [r.range.start..part_start, part_end..r.range.end];
    if outside
        .into_iter()
        .any(|range| rewrite.get(range).is_some_and(negates))
    {
        return false;
    }
    // The part says that sentence and nothing else ("Prices never quoted" is no "Do not guess
    // prices": the verb changed).
    others.iter().any(|other| {
        let named_in_other = |w: &Word, from: usize| {
            other
                .words
                .iter()
                .any(|x| x.range.start >= from && stems_match(&x.stem, &w.stem))
        };
        !std::ptr::eq(other, o)
            && other.negation.as_ref().is_some_and(|n| {
                part_words().any(|w| named_in_other(w, n.end))
                    && part_words().all(|w| named_in_other(w, 0))
            })
    })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    #[test]
    fn a_negation_merged_in_from_another_sentence_is_that_sentences() {
        assert_faithful(&[
            (
                "Patient must not receive NSAIDs pending renal results. Contact Dr Hall before dispensing.",
                "No NSAIDs pending renal results; contact Dr Hall before dispensing.",
            ),
            (
                "Don't give the dog chocolate. Walk him after lunch.",
                "No chocolate for the dog; walk him after lunch.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't give the dog chocolate. Walk him after lunch.",
                "No chocolate for the dog; don't walk him after lunch.",
            ),
            (
                "Give the dog his chew. Walk him after lunch.",
                "No chew for the dog; walk him after lunch.",
            ),
            // The part changed a word of the sentence it says.
            (
                "Do not guess prices. Hand off to a human.",
                "Prices never quoted; hand off to a human.",
            ),
        ]);
    }
}
