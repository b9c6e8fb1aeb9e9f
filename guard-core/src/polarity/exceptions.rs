//! "No exceptions for visitors": an insisting tag (read as a negation and a universal
//! quantifier), no ban of its own; a rewrite saying the rule holds for everyone ("for
//! everyone, visitors included", "all staff, without exception") keeps it.

use super::extract::{Clause, Word};
use super::restatements::permission_kept;
use super::{holds_ignoring_case, is_one_of};

/// `o` says "no exception(s)" and `r` says the rule holds for all: a universal
/// quantifier ("everyone", "all") or a group said to be included ("visitors included"), with
/// no hedge or permission ("may", "can") that would weaken it.
pub(super) fn no_exceptions_said_as_everyone(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    denies_exceptions(original, o)
        && r.hedges.is_empty()
        && permission_kept(rewrite, r).is_none()
        && (r.quantifiers.iter().any(|(universal, _)| *universal)
            || rewrite.get(r.range.clone()).is_some_and(|s| {
                holds_ignoring_case(s, "included") || holds_ignoring_case(s, "without exception")
            }))
}

/// Word `m` of `o` is the "exceptions" of "no exceptions" and `r` says its rule holds for
/// all: the word the rewrite's "everyone" or "included" says, no scope lost.
pub(super) fn denied_exceptions_said_for_all(
    (original, o): (&str, &Clause),
    m: &Word,
    rewrite_side: (&str, &Clause),
) -> bool {
    original
        .get(m.range.clone())
        .is_some_and(|w| is_one_of(w, &["exception", "exceptions"]))
        && no_exceptions_said_as_everyone((original, o), rewrite_side)
}

/// `c` says "no exception" or "no exceptions" (its "no" read as a universal quantifier).
fn denies_exceptions(text: &str, c: &Clause) -> bool {
    c.quantifiers.iter().any(|(universal, q)| {
        *universal
            && text.get(q.clone()).is_some_and(|w| is_one_of(w, &["no"]))
            && text.get(q.end..c.range.end).is_some_and(|rest| {
                rest.split(|ch: char| !ch.is_alphanumeric())
                    .find(|w| !w.is_empty())
                    .is_some_and(|w| is_one_of(w, &["exception", "exceptions"]))
            })
    })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    #[test]
    fn no_exceptions_is_said_as_everyone() {
        assert_faithful(&[
            (
                "HARD HATS AND HI-VIS PAST THE SITE GATE, NO EXCEPTIONS FOR VISITORS OR DRIVERS.",
                "Site gate onwards: hard hat + hi-vis for everyone, visitors and drivers included.",
            ),
            (
                "Badges must be worn in the lab, no exceptions for contractors.",
                "Everyone in the lab wears a badge, contractors included.",
            ),
            (
                "Life jackets on deck at all times, no exceptions for crew.",
                "Life jackets on deck at all times for everyone, crew included.",
            ),
        ]);
        assert_changed(&[
            (
                "Badges must be worn in the lab, no exceptions for contractors.",
                "Badges in the lab; contractors exempt.",
            ),
            (
                "Life jackets on deck at all times, no exceptions for crew.",
                "Life jackets on deck at all times; crew exempt.",
            ),
            (
                "Badges must be worn in the lab, no exceptions for contractors.",
                "Badges may be worn in the lab by everyone, contractors included.",
            ),
            (
                "No phones in the exam hall for anyone.",
                "Phones in the exam hall for everyone, invigilators included.",
            ),
        ]);
    }
}
