//! Modifiers that pick out part of the people or things a noun names ("senior analysts",
//! "new volunteers", "sensitive data"): dropped by a rewrite that keeps the noun, the rule's
//! actor or object widened ("only senior analysts can unblock cards" -> "only analysts can
//! unblock cards"); added, it narrowed ("don't give the keys to volunteers" -> "... to new
//! volunteers").

use super::extract::{Clause, Facts, Word};
use super::words::{holds_any_phrase as has_any, is_content};
use super::{is_one_of, stems};
use std::ops::Range;

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

/// The original's noun phrase lost its last two words or more, its head among them, and a
/// modifier before them stands alone for the phrase: "the old save-file migration code" ->
/// "the old save files", "the user account cleanup script" -> "the user accounts". Another
/// thing now (the files, not the code that migrates them), where one head word gone ("convert
/// to metric units" -> "convert to metric", "push to the main branch" -> "push to main")
/// leaves the modifier naming the same thing. `missing` are `o`'s words the rewrite's
/// sentence `r` does not keep; the modifier must be kept there as a head (modifying no next
/// word), neither a participle ("estimated") nor, in the rewrite, an initialism ("ETA").
/// The first word of the run that went.
pub(super) fn head_run_dropped<'o>(
    (original, o): (&str, &'o Clause),
    missing: &[&Word],
    (rewrite, r): (&str, &Clause),
) -> Option<&'o Word> {
    // (Two words must have gone: most sentences, kept whole, are settled here.)
    if missing.len() < 2 {
        return None;
    }
    let gone = |w: &Word| missing.iter().any(|m| m.range == w.range);
    // A participle modifies and names no thing ("an estimated delivery date" -> "an
    // estimate"), and an initialism may stand for the whole phrase ("an ETA").
    let participle = |w: &Word| {
        original
            .get(w.range.clone())
            .is_some_and(|t| t.ends_with("ed"))
    };
    let initialism = |x: &Word| {
        rewrite
            .get(x.range.clone())
            .is_some_and(|t| t.len() >= 2 && t.bytes().all(|b| b.is_ascii_uppercase()))
    };
    o.words.windows(3).find_map(|run| {
        let (kept, first, second) = (&run[0], &run[1], &run[2]);
        let chained = kept.modifies_next.as_deref() == Some(first.stem.as_str())
            && first.modifies_next.as_deref() == Some(second.stem.as_str())
            && second.modifies_next.is_none();
        (chained
            && !gone(kept)
            && !participle(kept)
            && gone(first)
            && gone(second)
            && r.words.iter().any(|x| {
                x.modifies_next.is_none()
                    && !initialism(x)
                    && stems::stems_match(&x.stem, &kept.stem)
            }))
        .then_some(first)
    })
}

/// "Footplate rides for members of the public ..." -> "... no public footplate rides": the
/// missing word `m` is "members" ("member") right before "of" and the group it names, a
/// group the rewrite names: the group's people, said by the group's name (called by the
/// scope comparison for a missing word).
pub(super) fn members_of_a_group(original: &str, m: &Range<usize>, rewrite: &str) -> bool {
    let members = original
        .get(m.clone())
        .is_some_and(|w| is_one_of(w, &["members", "member"]));
    let Some(rest) = original.get(m.end..).and_then(|r| r.strip_prefix(" of ")) else {
        return false;
    };
    let rest = rest.strip_prefix("the ").unwrap_or(rest);
    let group = rest
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .next()
        .unwrap_or("");
    members && is_content(group) && has_any(rewrite, &[group])
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful, assert_reports};
    use crate::polarity::tests::changed as reports;

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

    /// A noun phrase's last two words gone, a modifier standing for it (corpus31b ch48):
    /// "scope changed". One head word gone ("main branch" -> "main") is not; a modifier
    /// dropped or the phrase said again in other words is still compared as before.
    #[test]
    fn a_phrase_cut_to_its_modifier_is_a_scope_change() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Don't delete the old save-file migration code.",
                    "Don't delete the old save files.",
                ),
                (
                    "Never edit the production database migration scripts.",
                    "Never edit the production database.",
                ),
            ],
        );
        assert_faithful(&[
            ("Never push to the main branch.", "Never push to main."),
            (
                "Always convert to metric units.",
                "Always convert to metric.",
            ),
            (
                "Never give a customer an estimated delivery date while the parcel is on \
                 customs hold.",
                "Don't give customers an ETA while a parcel is on customs hold.",
            ),
            (
                "Don't delete the old save-file migration code.",
                "Don't delete old migration code for save files.",
            ),
        ]);
        assert_changed(&[(
            "Don't touch the user account cleanup script.",
            "Don't touch the account cleanup script.",
        )]);
    }

    #[test]
    fn members_of_a_group_said_by_the_group_is_kept() {
        for (o, r, changed) in [
            (
                "Footplate rides for members of the public are not permitted on the Saturday specials.",
                "Saturday specials: no footplate rides.",
                true,
            ),
            (
                "Members of staff may not park in the visitor bays.",
                "Staff: no parking in visitor bays.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }
}
