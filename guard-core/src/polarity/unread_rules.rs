//! A rule the classifier did not read in the original, said again as one (session 29): "The
//! loaned sword can't leave the secure gallery" -> "Loaned sword must not leave the secure
//! gallery", "Legal needs every contract PDF watermarked 'DRAFT' until it's signed" -> "Per
//! Legal, every contract PDF must be watermarked 'DRAFT' until it's signed". The same words,
//! the same negation, in the present, with a word of rule in the original: no constraint
//! added.

use super::extract::{self, Clause};
use super::restatements::clause_words;
use super::{Facts, is_one_of, stems};

/// Words that make a present sentence a rule stated as a fact ("can't leave", "needs ...
/// watermarked", "has to").
const RULE_WORDS: &[&str] = &[
    "can't", "cannot", "needs", "need", "must", "mustn't", "required", "requires", "has", "have",
];

/// Past forms of "be", "have", "do" and the modals: a sentence with one reports.
const PAST: &[&str] = &[
    "was", "were", "had", "did", "didn", "could", "couldn", "wasn", "weren", "hadn", "would",
    "wouldn",
];

/// The rewrite's rule `c` says a sentence of the original (`before`) again: every content word
/// of each is the other's, both negated or neither, no number or date of `c` the sentence
/// lacks, the sentence with no past form ([`PAST`]) and with a word of rule ([`RULE_WORDS`]; "has"/"have" only
/// before "to").
pub(super) fn restates_an_unread_rule(original: &str, before: &Facts, c: &Clause) -> bool {
    if c.words.is_empty() {
        return false;
    }
    let within = |w: &extract::Word, words: &[extract::Word]| {
        words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
    };
    before.clauses.iter().any(|o| {
        if o.words.is_empty()
            || o.negation.is_some() != c.negation.is_some()
            || !c.words.iter().all(|w| within(w, &o.words) || is_per(w))
            || !o.words.iter().all(|w| within(w, &c.words))
            || !c
                .numbers
                .iter()
                .all(|n| o.numbers.iter().any(|m| m.value == n.value))
            || !c
                .dates
                .iter()
                .all(|d| o.dates.iter().any(|e| e.same_time(d)))
        {
            return false;
        }
        let mut words = clause_words(original, o).peekable();
        let mut negated_contraction = false;
        let mut ruled = false;
        while let Some(w) = words.next() {
            // (A participle may make the sentence look past, "the loaned sword": only a past
            // form of "be", "have", "do" or a modal tells a past sentence.)
            if is_one_of(w, PAST) {
                return false;
            }
            // "can't" is read as "can" and "t" (the apostrophe splits it).
            if is_one_of(w, &["can", "mustn"]) && words.peek().is_some_and(|n| *n == "t") {
                negated_contraction = true;
            }
            let to_next = words.peek().is_some_and(|n| n.eq_ignore_ascii_case("to"));
            ruled |= is_one_of(w, RULE_WORDS) && (!is_one_of(w, &["has", "have"]) || to_next);
        }
        ruled || negated_contraction
    })
}

/// Word `w` of a rewrite is "per" said as a content word ("Per Legal, ...").
fn is_per(w: &extract::Word) -> bool {
    w.stem.as_str() == "per"
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A present rule the original states as a fact, said again as a rule in the same words,
    /// is faithful; the negation dropped or added, another word, a new number or date, a past
    /// sentence and a capability with no word of rule are still reported.
    #[test]
    fn an_unread_rule_said_again() {
        let sword = "The loaned sword can't leave the secure gallery.";
        let legal = "Legal needs every contract PDF watermarked 'DRAFT' until it's signed.";
        assert_faithful(&[
            (sword, "- Loaned sword must not leave the secure gallery."),
            (
                legal,
                "Per Legal, every contract PDF must be watermarked 'DRAFT' until it's signed.",
            ),
        ]);
        assert_changed(&[
            (sword, "- Loaned sword must leave the secure gallery."),
            (sword, "- Loaned sword must not leave the main gallery."),
            (
                sword,
                "- Loaned sword must not leave the secure gallery after 5pm.",
            ),
            (
                legal,
                "Per Legal, every contract PDF must be watermarked 'DRAFT' until Friday.",
            ),
            (
                legal,
                "Per Legal, no contract PDF may be watermarked 'DRAFT'.",
            ),
            (
                "We couldn't take the loaned sword out of the secure gallery.",
                "Loaned sword must not leave the secure gallery.",
            ),
            (
                sword.replace("can't", "couldn't").as_str(),
                "Loaned sword must not leave the secure gallery.",
            ),
            (
                "The printer prints duplex.",
                "The printer must print duplex.",
            ),
        ]);
    }
}
