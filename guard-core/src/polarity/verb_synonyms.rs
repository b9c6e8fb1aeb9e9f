//! Verbs said by another verb of the same act: "Email the summary to Ana" = "Send the summary
//! to Ana", "Send supplier invoices by the 25th" = "Supplier invoices must go out by the 25th".

use super::extract::Clause;
use super::is_one_of;
use std::ops::Range;

/// The word of `original` at `m` (a word of `o` the rewrite dropped) opens `o` as its verb,
/// "Email" or "Send", and the rewrite's sentence `r` opens with the other ("Email the summary
/// to Ana" -> "Send the summary to Ana", "Send the weekly report to the team" -> "Email weekly
/// report to the team"; s12-r99-F2, s16-r115-F4): an order to send by email is an order to
/// send. Only the verb opening both sentences: "Draft replies to the supplier emails" ->
/// "Send replies ..." keeps "Draft" missing, and a noun ("emails") is no verb.
pub(super) fn send_said_as_email(
    (original, o): (&str, &Clause),
    m: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    // (A cheap screen first: four to six bytes.)
    if !(4..=6).contains(&m.len()) {
        return false;
    }
    fn opening<'t>(text: &'t str, range: &Range<usize>) -> Option<&'t str> {
        text.get(range.clone())
            .and_then(|t| t.split_whitespace().next())
            .map(|w| w.trim_end_matches([',', ':']))
    }
    let sends = |w: &str| is_one_of(w, &["send", "email", "e-mail"]);
    let Some(word) = original.get(m.clone()) else {
        return false;
    };
    let first = opening(original, &o.range);
    let other = opening(rewrite, &r.range);
    sends(word)
        && first.is_some_and(|f| f.len() == word.len() && f.eq_ignore_ascii_case(word))
        && other.is_some_and(|w| sends(w) && !w.eq_ignore_ascii_case(word))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A sending said of the thing sent ("Send supplier invoices by the 25th" -> "Supplier
    /// invoices must go out by the 25th", s30-r116, s24b-ok-16).
    #[test]
    fn a_sending_said_as_going_out() {
        let o = "Send supplier invoices no later than the 25th of each month.";
        let reminders = "Send rent reminders no later than three days before the rent is due.";
        assert_faithful(&[
            (
                o,
                "Supplier invoices must go out by the 25th of each month.",
            ),
            (
                reminders,
                "Rent reminders go out at least 3 days before the due date.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Supplier invoices must go out by the 26th of each month.",
            ),
            (
                o,
                "Supplier invoices must go out after the 25th of each month.",
            ),
            (o, "Supplier invoices may go out by the 25th of each month."),
            (
                o,
                "Customer invoices must go out by the 25th of each month.",
            ),
            (
                o,
                "Supplier invoices must not go out by the 25th of each month.",
            ),
            (o, "Supplier invoices must go in by the 25th of each month."),
            (o, "Supplier invoices must go by the 25th of each month."),
            (
                o,
                "Supplier invoices must be checked out by the 25th of each month.",
            ),
            (
                "Don't send supplier invoices before the 25th of each month.",
                "Supplier invoices go out before the 25th of each month.",
            ),
            (
                "Send supplier invoices no later than the 25th of each month unless the ledger is locked.",
                "Supplier invoices must go out by the 25th of each month.",
            ),
            (
                reminders,
                "Rent reminders go out at least 3 hours before the due date.",
            ),
        ]);
    }

    /// "Email" and "Send" opening an order are the same order ("Email the summary to Ana" ->
    /// "Send the summary to Ana"); another recipient, thing, day or verb, a negation, a hedge,
    /// a dropped condition, and "Draft" traded for "Send" are still reported.
    #[test]
    fn send_said_as_email() {
        let o = "Email the summary to Ana and CC Ben.";
        let weekly = "Send the weekly metrics report to the whole team every Friday.";
        assert_faithful(&[
            (o, "Send the summary to Ana, with Ben on CC."),
            (
                weekly,
                "Email weekly metrics report to the whole team each Friday.",
            ),
        ]);
        assert_changed(&[
            (o, "Send the summary to Marco, with Ben on CC."),
            (o, "Send the invoice to Ana, with Ben on CC."),
            (o, "Don't send the summary to Ana; CC Ben."),
            (o, "Print the summary for Ana, with Ben on CC."),
            (
                "Draft replies to the supplier emails.",
                "Send replies to the supplier emails.",
            ),
            (
                weekly,
                "Email weekly metrics report to the whole team each Monday.",
            ),
            (
                weekly,
                "Email weekly metrics report to the team lead each Friday.",
            ),
            (
                weekly,
                "Maybe email weekly metrics report to the whole team each Friday.",
            ),
            (
                "Send the weekly metrics report to the whole team every Friday unless it's a holiday.",
                "Email weekly metrics report to the whole team each Friday.",
            ),
            (
                "Never send the weekly metrics report to the whole team.",
                "Email weekly metrics report to the whole team.",
            ),
        ]);
    }
}
