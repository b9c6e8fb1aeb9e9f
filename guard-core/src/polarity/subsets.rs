//! Modifiers that pick out part of the people or things a noun names ("senior analysts",
//! "new volunteers", "sensitive data"): dropped by a rewrite that keeps the noun, the rule's
//! actor or object widened ("only senior analysts can unblock cards" -> "only analysts can
//! unblock cards"); added, it narrowed ("don't give the keys to volunteers" -> "... to new
//! volunteers").

use super::extract::{Clause, Facts, Word};
use super::is_one_of;

/// Adjectives that restrict a noun to a part of what it names: rank, tenure, standing,
/// supervision, age, sensitivity. Not adjectives that describe every member ("the shared
/// drive", "the big meeting room"): a faithful compaction drops those.
const SUBSET_MODIFIERS: &[&str] = &[
    "junior",
    "senior",
    "new",
    "trainee",
    "probationary",
    "temporary",
    "casual",
    "permanent",
    "part-time",
    "full-time",
    "first-year",
    "external",
    "internal",
    "certified",
    "uncertified",
    "licensed",
    "unlicensed",
    "qualified",
    "unqualified",
    "authorised",
    "authorized",
    "unauthorised",
    "unauthorized",
    "registered",
    "unregistered",
    "verified",
    "unverified",
    "accompanied",
    "unaccompanied",
    "supervised",
    "unsupervised",
    "trained",
    "untrained",
    "experienced",
    "inexperienced",
    "returning",
    "existing",
    "former",
    "paying",
    "unpaid",
    "adult",
    "underage",
    "visiting",
    "overseas",
    "foreign",
    "international",
    "sensitive",
    "confidential",
    "urgent",
    "critical",
];

/// `word` (as written, any case) is a modifier that picks out part of what the next noun
/// names.
pub(super) fn picks_a_subset(word: &str) -> bool {
    is_one_of(word, SUBSET_MODIFIERS)
}

/// The word of `o` right after `m`, with only spaces or a hyphen between them.
fn word_right_after<'c>(text: &str, o: &'c Clause, m: &Word) -> Option<&'c Word> {
    o.words
        .iter()
        .find(|w| w.range.start >= m.range.end)
        .filter(|next| {
            text.get(m.range.end..next.range.start)
                .is_some_and(|gap| gap.bytes().all(|b| b == b' ' || b == b'-'))
        })
}

/// `m`, a word of the original's sentence `o` that the rewrite lacks, picks out part of what
/// the word right after it names, and the rewrite (`after`) keeps that word: "only senior
/// analysts" -> "only analysts", "junior walkers shouldn't take more than two dogs" ->
/// "walkers: max two dogs".
pub(super) fn subset_modifier_dropped(
    (original, o): (&str, &Clause),
    m: &Word,
    after: &Facts,
) -> bool {
    original.get(m.range.clone()).is_some_and(picks_a_subset)
        && word_right_after(original, o, m).is_some_and(|head| after.has_stem(&head.stem))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_faithful, assert_reports};

    #[test]
    fn a_subset_modifier_dropped_or_added_changes_the_scope() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Only senior analysts can unblock cards.",
                    "Only analysts can unblock cards.",
                ),
                (
                    "Junior walkers shouldn't take more than two dogs at once.",
                    "Walkers: max two dogs at once.",
                ),
                (
                    "Only licensed electricians may open the panel.",
                    "Only electricians may open the panel.",
                ),
                (
                    "Never paste sensitive customer data into the chat.",
                    "Never paste customer data into the chat.",
                ),
                (
                    "Escalate urgent tickets to the on-call lead.",
                    "Escalate tickets to the on-call lead.",
                ),
                (
                    "Do not give the keys to volunteers.",
                    "Do not give the keys to new volunteers.",
                ),
                (
                    "Hand the visitor badges to contractors.",
                    "Hand the visitor badges to external contractors.",
                ),
            ],
        );
    }

    #[test]
    fn a_subset_modifier_kept_in_a_compaction_is_faithful() {
        assert_faithful(&[
            (
                "Only senior analysts can unblock cards.",
                "Card unblocking: senior analysts only.",
            ),
            (
                "Junior walkers shouldn't take more than two dogs at once.",
                "Junior walkers: max 2 dogs at once.",
            ),
            (
                "Do not give the keys to new volunteers.",
                "New volunteers: no keys.",
            ),
            (
                "New hires must finish the security training in their first week.",
                "New hires: security training in week one.",
            ),
        ]);
    }
}
