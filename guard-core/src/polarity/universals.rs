//! A universal of the rewrite that widens no actor (session 29): "always", or "any", "every",
//! "each", "all" before a thing the original names ("before discussing the account" ->
//! "before any account discussion", "before every job" -> "before each job"). The rule
//! "the actor was widened to everybody" ("Managers" -> "anyone", "any staff") asks only the
//! others.

use super::condition_logic::same_stem;
use super::extract::Clause;
use super::stems::StemIndex;
use super::words::words_of;
use super::{extract, is_one_of};
use std::ops::Range;

/// The universal at `u` of the rewrite's sentence `r` (ranges into `rewrite`) names no one
/// new: a universal of time, or a determiner whose noun (the next content word, within two
/// words) is one the original has (`before`).
pub(super) fn names_no_actor(
    rewrite: &str,
    u: &Range<usize>,
    r: &Clause,
    before: &StemIndex,
) -> bool {
    let Some(word) = rewrite.get(u.clone()) else {
        return false;
    };
    if is_one_of(word, &["always", "ever", "forever"]) {
        return true;
    }
    if !is_one_of(word, &["any", "every", "each", "all"]) {
        return false;
    }
    // The noun the determiner counts: the next content word, at most two words on ("any one
    // day", "every imaging pass").
    let Some(next) = r.words.iter().find(|w| w.range.start >= u.end) else {
        return false;
    };
    let gap = rewrite.get(u.end..next.range.start).unwrap_or("");
    gap.split_whitespace().count() <= 1
        && !gap.contains([',', ';', ':', '.'])
        && before.has(&next.stem)
}

/// The word `m` of `o` stands before the clause's modal, negation or word of leave (who the
/// rule binds or lets), or the clause has none of them.
pub(super) fn in_the_subject((original, o): (&str, &Clause), m: &extract::Word) -> bool {
    let leave = super::restatements::permission_word(original, &o.range);
    [o.strong.as_ref(), o.negation.as_ref(), leave.as_ref()]
        .into_iter()
        .flatten()
        .map(|marker| marker.start)
        .min()
        .is_none_or(|start| m.range.start < start)
}

/// The original's word at `m` is "whole" or "entire" before a noun ("for the whole
/// workspace") and the rewrite's sentence says that noun with "-wide" ("workspace-wide"):
/// the same extent (corpus32 fa04). Another noun before "-wide" ("team-wide") is still a
/// word the original does not say.
pub(super) fn whole_said_as_wide(
    original: &str,
    m: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(word) = original.get(m.clone()) else {
        return false;
    };
    if !is_one_of(word, &["whole", "entire"]) {
        return false;
    }
    let Some((_, noun)) = words_of(original.get(m.end..).unwrap_or("")).next() else {
        return false;
    };
    let text = rewrite.get(r.range.clone()).unwrap_or("");
    words_of(text).any(|(_, w)| {
        w.len() > 5
            && w.get(w.len() - 5..)
                .is_some_and(|tail| tail.eq_ignore_ascii_case("-wide"))
            && same_stem(&w[..w.len() - 5], noun)
            && w.len() - 5 >= noun.len().min(4)
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A universal before a thing the original names, or "always", is no actor widened;
    /// "anyone", "any staff", a word flipped, a number, a condition turned, a dropped
    /// negation, a hedge and a permission given are still reported.
    #[test]
    fn a_universal_before_a_named_thing_widens_no_actor() {
        let verify = "Agents must verify the caller's identity before discussing the account.";
        let press = "Run a test sheet before every job. Don't run the Heidelberg above 12,000 sheets an hour on coated stock.";
        assert_faithful(&[
            (
                press,
                "Press: test sheet before each job; Heidelberg ≤12k sheets/h on coated.",
            ),
            (
                "You can approve PTO requests yourself, as long as no more than two people on the team are out the same day.",
                "You may approve PTO yourself provided at most two team members are off on any one day.",
            ),
            (
                "Run a test sheet before every job.",
                "Press: test sheet before each job.",
            ),
        ]);
        assert_changed(&[
            (
                "Managers can approve refunds.",
                "Anyone can approve refunds.",
            ),
            (
                "Managers can approve refunds.",
                "Any staff can approve refunds.",
            ),
            (
                "Managers can approve refunds.",
                "Refunds can always be approved.",
            ),
            (
                "Managers can approve refunds.",
                "Every refund can be approved.",
            ),
            (
                "Managers must approve refunds.",
                "Every refund must be approved.",
            ),
            (
                "You can approve PTO requests yourself, as long as no more than two people on the team are out the same day.",
                "You may approve PTO yourself provided at most three team members are off on any one day.",
            ),
            (
                "You can approve PTO requests yourself, as long as no more than two people on the team are out the same day.",
                "You may approve PTO yourself on any one day.",
            ),
            (
                verify,
                "Identity verification of the caller comes after any account discussion.",
            ),
            (
                verify,
                "Verification of the caller's address comes before any account discussion.",
            ),
            (
                verify,
                "Identity verification of the caller should ideally come before any account discussion.",
            ),
            (
                press,
                "Press: test sheet before each job; Heidelberg ≤15k sheets/h on coated.",
            ),
            (
                press,
                "Press: test sheet before each job; Heidelberg ≤12k sheets/min on coated.",
            ),
            (
                "Don't run the Heidelberg above 12,000 sheets per hour.",
                "Heidelberg ≤12k sheets/s.",
            ),
            (
                press,
                "Press: test sheet before each job; run the Heidelberg above 12k sheets/h on coated.",
            ),
            (
                "Don't let the interns deploy on Fridays.",
                "Don't let anyone deploy on any Friday.",
            ),
        ]);
    }

    /// "for the whole X" said as "X-wide" (corpus32 fa04). Another noun before "-wide", the
    /// extent dropped or the negation dropped are still reported.
    #[test]
    fn whole_said_as_wide_keeps_the_extent() {
        let o = "Do not pin the harvest page for the whole workspace.";
        assert_faithful(&[(o, "Don't pin the harvest page workspace-wide.")]);
        assert_changed(&[
            (o, "Don't pin the harvest page team-wide."),
            (o, "Don't pin the harvest page."),
            (o, "Pin the harvest page workspace-wide."),
        ]);
    }
}
