//! A count said by what it counts in other words (session 29): "approved by two reviewers"
//! -> "2 approvals" (the reviewers of a review counted by their approvals).

use super::extract::NumberFact;
use super::is_one_of;
use super::stems;

/// Agent nouns that name no one but whoever performs the act of approving or reviewing.
const APPROVERS: &[&str] = &[
    "reviewer",
    "reviewers",
    "approver",
    "approvers",
    "signer",
    "signers",
    "signatory",
    "signatories",
];

/// Acts of approving or reviewing, by their stems (the synonym table reads "sign-off",
/// "signature" as "approv").
const APPROVALS: &[&str] = &["approv", "review"];

/// The count `n` of the original counts the approvers of an act and `m` of the rewrite counts
/// the acts ("two reviewers" -> "2 approvals"): the same count of the same thing (not "two
/// managers", approvers named).
pub(super) fn same_thing_counted(n: &NumberFact, m: &NumberFact) -> bool {
    let (Some(ours), Some(theirs)) = (n.unit.as_deref(), m.unit.as_deref()) else {
        return false;
    };
    if n.value != m.value {
        return false;
    }
    let theirs_stem = stems::stem(&theirs.to_ascii_lowercase());
    is_one_of(ours, APPROVERS)
        && !is_one_of(theirs, APPROVERS)
        && APPROVALS
            .iter()
            .any(|a| stems::stems_match(&theirs_stem, a))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// Approvers counted by their approvals keep the count; another number, another act,
    /// named approvers ("managers"), a dropped negation and a hedge are still reported.
    #[test]
    fn a_count_said_by_what_it_counts() {
        let prs = "Each pull request has to be approved by two reviewers.";
        assert_faithful(&[
            (prs, "PRs: 2 approvals."),
            (prs, "Each PR needs two approvals."),
        ]);
        assert_changed(&[
            (prs, "PRs: 3 approvals."),
            (prs, "PRs: 1 approval."),
            (prs, "PRs: 2 comments."),
            (prs, "PRs should ideally get 2 approvals."),
            (
                "Each pull request has to be approved by two managers.",
                "PRs: 2 approvals.",
            ),
            (prs, "Each pull request has to be approved by two managers."),
            (
                "Refunds must never be approved by fewer than two reviewers.",
                "Refunds may be approved with 1 approval.",
            ),
        ]);
    }

    /// "six max per afternoon" said as "≤6 slots/afternoon", and "after 4:30" (no half of the
    /// day) as "after 16:30" (corpus30b, c30b-r006); another part of the day, another count,
    /// another time, another day, a dropped day or a turned side is still reported.
    #[test]
    fn a_rate_over_a_part_of_the_day_and_a_clock_time_without_its_half() {
        let slots = "Six hygienist slots max per afternoon.";
        let rules = "User: hygienist slots, six max per afternoon.\nUser: oh, and don't book Dr \
                     Mensah after 4:30 on Wednesdays.\nUser: the new chairs arrive Tuesday by \
                     the way.";
        let mensah = "Don't book Dr Mensah after 4:30 on Wednesdays.";
        let compacted = |rest: &str| format!("Rules: {rest} (FYI new chairs Tue.)");
        assert_faithful(&[
            (slots, "≤6 hygienist slots/afternoon."),
            (mensah, "No Dr Mensah bookings after 16:30 Wed."),
            (mensah, "No Dr Mensah bookings after 4:30pm Wed."),
            (
                rules,
                &compacted("≤6 hygienist slots/afternoon; no Dr Mensah bookings after 16:30 Wed."),
            ),
        ]);
        assert_changed(&[
            (slots, "≤6 hygienist slots/morning."),
            (slots, "≤7 hygienist slots/afternoon."),
            (slots, "≤6 hygienist slots/day."),
            (slots, "≤6 hygienist slots."),
            (slots, "≥6 hygienist slots/afternoon."),
            (mensah, "No Dr Mensah bookings after 17:30 Wed."),
            (mensah, "No Dr Mensah bookings after 4:45 Wed."),
            (
                "Don't book Dr Mensah after 4:30 pm on Wednesdays.",
                "No Dr Mensah bookings after 4:30am Wed.",
            ),
        ]);
        for rest in [
            "≤6 hygienist slots/afternoon; no Dr Mensah bookings after 15:30 Wed.",
            "≤6 hygienist slots/afternoon; no Dr Mensah bookings after 16:30 Thu.",
            "≤6 hygienist slots/morning; no Dr Mensah bookings after 16:30 Wed.",
            "≤7 hygienist slots/afternoon; no Dr Mensah bookings after 16:30 Wed.",
            "≤6 hygienist slots/afternoon; no Dr Osei bookings after 16:30 Wed.",
            "≤6 hygienist slots/afternoon; Dr Mensah bookings after 16:30 Wed.",
            "≤6 hygienist slots/afternoon; no Dr Mensah bookings before 16:30 Wed.",
            "≤6 hygienist slots/afternoon; no Dr Mensah bookings after 16:30.",
        ] {
            assert_changed(&[(rules, &compacted(rest))]);
        }
    }
}
