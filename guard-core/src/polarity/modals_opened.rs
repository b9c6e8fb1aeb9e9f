//! A rule's modality weakened in words the rule comparison does not compare: a binding modal
//! said again as an open one between the same words ("must upload" -> "may upload"), a ban or a
//! duty said again as advice ("not allowed" -> "not advised"); read from the two texts alone when
//! nothing else was found, with blind corpus s36b's other readings (its `change_missed`, which
//! asks them in turn).

use super::condition_logic::condition_conjunct_added;
use super::duties::form_in_writing_dropped;
use super::standing::standing_count_dropped;
use super::words::{TextReading, Word, same_word};
use super::{abilities, is_one_of};
use std::ops::Range;

/// A change read from the two texts alone: its kind, and its ranges in the original and the
/// rewrite (none when the rewrite dropped it).
type Missed = (&'static str, Range<usize>, Option<Range<usize>>);

/// Modals that bind ("must", "shall").
const BINDING_MODALS: &[&str] = &["must", "shall"];

/// Modals that leave the act open ("may", "can", "could", "might").
const OPEN_MODALS: &[&str] = &["may", "can", "could", "might"];

/// "Applicants must upload a certified translation" -> "Applicants may upload a certified
/// translation": the original's binding modal said again as an open one between the same
/// subject and the same verb (the words on both sides of it the same), the rewrite saying
/// the binding one nowhere. The original's modal and the rewrite's. Not a negated modal
/// ("must not" is "may not"), nor a rewrite saying "only" ("may stay only if locked").
fn binding_modal_opened(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !o.holds_any_phrase(BINDING_MODALS)
        || !r.holds_any_phrase(OPEN_MODALS)
        || r.holds_any_phrase(BINDING_MODALS)
    {
        return None;
    }
    let ours = o.words();
    let theirs = r.words();
    let beside = |i: usize, j: usize| {
        let after = matches!((ours.get(i + 1), theirs.get(j + 1)),
            (Some((a, _)), Some((b, _))) if same_word(a, b));
        let before = i == 0 || j == 0 || same_word(ours[i - 1].0, theirs[j - 1].0);
        after && before
    };
    // ("must not" is "may not"; "must stay only if" is "may stay only if".)
    let negated = |ws: &[Word<'_>], i: usize| {
        ws.get(i + 1)
            .is_some_and(|(w, _)| is_one_of(w, &["not", "never", "only"]))
    };
    if r.holds_phrase("only") {
        return None;
    }
    (0..ours.len())
        .filter(|&i| is_one_of(ours[i].0, BINDING_MODALS) && !negated(ours, i))
        .find_map(|i| {
            let j = (0..theirs.len()).find(|&j| {
                is_one_of(theirs[j].0, OPEN_MODALS) && !negated(theirs, j) && beside(i, j)
            })?;
            Some((ours[i].1.clone(), theirs[j].1.clone()))
        })
}

/// Words that advise rather than bind ("not advised", "recommended").
const ADVICE: &[&str] = &[
    "advised",
    "advisable",
    "inadvisable",
    "recommended",
    "encouraged",
    "discouraged",
    "suggested",
];

/// Words that bind or forbid ("not allowed", "prohibited", "must").
const BINDING_WORDS: &[&str] = &[
    "allowed",
    "permitted",
    "prohibited",
    "forbidden",
    "banned",
    "must",
    "mustn't",
    "shall",
    "required",
    "mandatory",
];

/// "Deliveries to PO boxes are not allowed." -> "Deliveries to PO boxes are not advised.":
/// a ban or a duty said again as advice, a word of advice the original does not say. The
/// original's binding word and the rewrite's word of advice.
fn rule_said_as_advice(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !r.holds_any_phrase(ADVICE)
        || o.holds_any_phrase(ADVICE)
        || !o.holds_any_phrase(BINDING_WORDS)
    {
        return None;
    }
    let ours = o.words();
    let theirs = r.words();
    let (_, from) = ours.iter().find(|(w, _)| is_one_of(w, BINDING_WORDS))?;
    let (_, to) = theirs.iter().find(|(w, _)| is_one_of(w, ADVICE))?;
    Some((from.clone(), to.clone()))
}

/// A change read from the two texts alone by the readings of this module, when nothing else
/// was found: its kind, and where it is in the original and in the rewrite.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let (original, rewrite) = (o.text, r.text);
    let some = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, Some(t));
    binding_modal_opened(o, r)
        .map(some("modality weakened"))
        .or_else(|| rule_said_as_advice(o, r).map(some("modality weakened")))
        // "Groomers can take a break ..., no need to ask me" -> "Groomers can't take ...
        // without asking": read as a rule, the ability still negated.
        .or_else(|| abilities::ability_negated(original, rewrite).map(some("negation added")))
        .or_else(|| condition_conjunct_added(o, r).map(some("condition added")))
        .or_else(|| standing_count_dropped(o, r).map(|f| ("constraint deleted", f, None)))
        .or_else(|| form_in_writing_dropped(o, r).map(|f| ("scope changed", f, None)))
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A binding modal said again as an open one between the same words is reported; "must
    /// not" as "may not", or the modal kept, is not.
    #[test]
    fn a_binding_modal_said_as_an_open_one() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "Applicants must upload a certified translation of any transcript not in English.",
                    "Applicants may upload a certified translation of any transcript not in English.",
                ),
                (
                    "Visitors must sign the register at reception.",
                    "Visitors can sign the register at reception.",
                ),
                (
                    "The tenant shall repaint the walls before moving out.",
                    "The tenant may repaint the walls before moving out.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Inmates must not take reference books out of the library.",
                "Inmates may not take reference books out of the library.",
            ),
            (
                "Visitors must sign the register at reception.",
                "Visitors must sign the register at reception (front desk).",
            ),
        ]);
    }

    /// A ban or a duty said again as advice is reported; advice said again as advice is not.
    #[test]
    fn a_rule_said_as_advice() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "Deliveries to PO boxes are not allowed.",
                    "Deliveries to PO boxes are not advised.",
                ),
                (
                    "Helmets are mandatory on the climbing wall.",
                    "Helmets are recommended on the climbing wall.",
                ),
            ],
        );
        assert_changed(&[(
            "Phones are prohibited in the exam hall.",
            "Phones are discouraged in the exam hall.",
        )]);
        assert_faithful(&[(
            "Swimming after a meal is not advised.",
            "Not advised: swimming after a meal.",
        )]);
    }
}
