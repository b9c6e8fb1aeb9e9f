//! A rewrite sentence that merges two sentences of its original with a semicolon ("Don't
//! give NSAIDs. Call Dr Hall first." -> "No NSAIDs; call Dr Hall first."): each original
//! sentence is compared with the part of it that says it, not with the other's negation;
//! and two kinds the original treats apart merged by a slash into one rule ("severe risk is
//! frozen; high risk gets monitoring" -> "severe/high risk -> freeze").

use super::extract::{Clause, Word};
use super::stems::stems_match;
use super::{is_negation_word, words};
use crate::classify::lexicon::is_one_of;
use std::ops::Range;

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

/// Words of a part that give it another part's treatment or extend that one's rule to it
/// ("heavy ones too", "the same way", "this includes vapes", "applies to").
const SAME_TREATMENT: &[&str] = &[
    "too",
    "also",
    "same",
    "likewise",
    "ditto",
    "either",
    "includes",
    "include",
    "including",
    "applies",
    "apply",
    "covers",
];

/// The most parts of the original and slash pairs of the rewrite read: a text with more is
/// no compacted rule.
const MAX_READ: usize = 64;

/// "Accounts flagged as severe risk are frozen pending review; high risk just gets enhanced
/// monitoring." -> "Severe/high risk → freeze pending review.": two words the rewrite joins
/// with a slash ("severe/high"), each said in another part of the original (of
/// [`words::parts`]) and not in the other's, where the second's part says a treatment of
/// its own (a content word neither joined word nor said in the first's part: "enhanced",
/// "monitoring") of which the rewrite keeps no word, while it keeps a word of the first's own:
/// the kind the original treats apart now given the other's treatment. Numbers ("24/7"),
/// "and/or", and two kinds in one part of the original ("red or amber tags go to the cage")
/// are not read. The second kind's word in the original and the pair in the rewrite.
pub(super) fn kind_treated_apart_joined(
    o: &words::TextReading<'_>,
    r: &words::TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    if !r.text.contains('/') {
        return None;
    }
    let rw = r.words();
    let pairs = rw
        .windows(2)
        .filter(|p| r.text.get(p[0].1.end..p[1].1.start) == Some("/"))
        .filter(|p| {
            p.iter().all(|(w, _)| {
                w.bytes().all(|b| b.is_ascii_alphabetic())
                    && !matches!(&*w.to_ascii_lowercase(), "and" | "or")
            })
        })
        .take(MAX_READ);
    let ow = o.words();
    let parts = words::parts(o.text);
    if parts.len() > MAX_READ {
        return None;
    }
    let in_part = |p: &Range<usize>| {
        let p = p.clone();
        ow.iter()
            .filter(move |(_, at)| p.start <= at.start && at.end <= p.end)
    };
    let kept = |w: &str| {
        let key = words::WordKey::of(w);
        r.keys().iter().any(|k| k.same(&key))
    };
    for pair in pairs {
        let (a, b) = (pair[0].0, pair[1].0);
        let part_of = |x: &str, y: &str| {
            parts.iter().find(|p| {
                in_part(p).any(|(w, _)| words::same_word(w, x))
                    && !in_part(p).any(|(w, _)| words::same_word(w, y))
            })
        };
        let (Some(pa), Some(pb)) = (part_of(a, b), part_of(b, a)) else {
            continue;
        };
        // The words each part says of its own kind alone.
        let own = |p: &Range<usize>, other: &Range<usize>, x: &str, y: &str| {
            in_part(p)
                .filter(|(w, _)| words::is_content(w))
                .filter(|(w, _)| !words::same_word(w, x) && !words::same_word(w, y))
                .filter(|(w, _)| !is_one_of(w, &["one", "ones"]))
                .filter(|(w, _)| !in_part(other).any(|(v, _)| words::same_word(v, w)))
                .map(|(w, _)| *w)
                .collect::<Vec<_>>()
        };
        // "heavy ones too", "go the same way": the second part says the first's treatment.
        if in_part(pb).any(|(w, _)| is_one_of(w, SAME_TREATMENT)) {
            continue;
        }
        let (a_own, b_own) = (own(pa, pb, a, b), own(pb, pa, a, b));
        if b_own.is_empty() || b_own.iter().any(|w| kept(w)) || !a_own.iter().any(|w| kept(w)) {
            continue;
        }
        let from = in_part(pb)
            .find(|(w, _)| words::same_word(w, b))
            .map(|(_, at)| at.clone())?;
        return Some(("scope changed", from, pair[0].1.start..pair[1].1.end));
    }
    None
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

    /// A kind the original treats apart joined by a slash to the rule's kind is reported; a
    /// pair the original treats alike, or both treatments kept, are not read.
    #[test]
    fn a_kind_treated_apart_joined_by_a_slash() {
        assert_changed(&[
            (
                "Parcels marked fragile are hand-carried to the van; heavy ones just go on the conveyor.",
                "Fragile/heavy parcels: hand-carry to van.",
            ),
            (
                "Walk-in patients with chest pain are seen immediately. Sprains wait for the next free nurse.",
                "Chest pain/sprains: seen immediately.",
            ),
        ]);
        let joined = |o: &str, r: &str| {
            super::kind_treated_apart_joined(
                &super::words::TextReading::new(o),
                &super::words::TextReading::new(r),
            )
            .is_some()
        };
        for (o, r) in [
            // Both treatments kept.
            (
                "Parcels marked fragile are hand-carried to the van; heavy ones just go on the conveyor.",
                "Fragile parcels: hand-carry to van; heavy/bulky ones: conveyor.",
            ),
            // One part names both kinds.
            (
                "Fragile or heavy parcels are hand-carried to the van.",
                "Fragile/heavy parcels: hand-carry to van.",
            ),
            // The second kind's part says no treatment of its own.
            (
                "Parcels marked fragile are hand-carried to the van; heavy ones too.",
                "Fragile/heavy parcels: hand-carry to van.",
            ),
            // The second part extends the first's rule to its kind.
            (
                "No smoking within 25 metres of the kiln. This includes vapes.",
                "No smoking/vapes <25 m of kiln.",
            ),
            // Figures and "and/or".
            (
                "The desk is staffed all week. Calls go to the night line after 6.",
                "Desk staffed 24/7; calls and/or texts to night line after 6.",
            ),
        ] {
            assert!(!joined(o, r), "{o} -> {r}");
        }
    }
}
