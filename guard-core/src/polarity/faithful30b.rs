//! Session 30's second round of faithful compactions: each class the check now accepts,
//! beside its changed look-alikes (a word flipped, a number, an actor, a dropped condition or
//! negation, a hedge), which stay reported.

use super::tests::{assert_changed, assert_faithful};

/// A short word spelled out ("sat phone" -> "satellite phone", s30-r084): the other way of
/// a clipped word, without the full stop "ext." needs.
#[test]
fn a_short_word_spelled_out() {
    let o = "Don't dispatch a team without a charged sat phone.";
    assert_faithful(&[
        (
            o,
            "Don't dispatch a team without a charged satellite phone.",
        ),
        (
            "Don't dispatch a team w/o a charged sat phone.",
            "Don't dispatch a team without a charged satellite phone.",
        ),
        (
            "Keep the lit search under 25 results.",
            "Keep the literature search under 25 results.",
        ),
    ]);
    assert_changed(&[
        (o, "Dispatch a team without a charged satellite phone."),
        (o, "Don't dispatch a team with a charged satellite phone."),
        (o, "Don't dispatch a team without a charged radio."),
        (
            o,
            "Don't dispatch a crew without a charged satellite phone.",
        ),
        (
            o,
            "Ideally don't dispatch a team without a charged satellite phone.",
        ),
        (
            "Don't dispatch a team without 2 charged sat phones.",
            "Don't dispatch a team without 3 charged satellite phones.",
        ),
        (
            "Don't dispatch a team without a charged sat phone unless it is a drill.",
            "Don't dispatch a team without a charged satellite phone.",
        ),
        (
            "Keep the lit search under 25 results.",
            "Keep the literature search over 25 results.",
        ),
        // A longer name, or a capitalised one, is no spelling out.
        (
            o,
            "Don't dispatch a team without a charged sat_phone_backup.",
        ),
        (
            "Don't email the ops team.",
            "Don't email the Opsgenie team.",
        ),
    ]);
}

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

/// "Before you close the gate": "close" (or "end", "launch") after a subject is the verb of
/// an event, no date bound ("before close" is), so "before closing the gate" keeps the rule
/// (s27-r055, s13-rv19-F7).
#[test]
fn a_close_after_its_subject_is_an_event() {
    let o = "Before you close the gate, check every hive lid.";
    assert_faithful(&[
        (o, "Before closing the gate, check every hive lid."),
        (
            "Before you close the apiary gate, check every hive lid is weighted, and log the visit.",
            "Log the visit and, before closing the apiary gate, check every hive lid is weighted.",
        ),
        (
            "Before we end the session, push the branch.",
            "Push the branch before ending the session.",
        ),
    ]);
    assert_changed(&[
        (o, "After closing the gate, check every hive lid."),
        (o, "Before opening the gate, check every hive lid."),
        (o, "Check every hive lid."),
        (o, "Before closing the gate, check some hive lids."),
        (o, "Before closing the gate, don't check every hive lid."),
        (o, "Before closing the gate, ideally check every hive lid."),
        (o, "Before closing the door, check every hive lid."),
        (o, "Before closing the gate, check 2 hive lids."),
        (o, "Before the staff close the gate, check every hive lid."),
        (
            "Before you close the gate, check every hive lid unless it rains.",
            "Before closing the gate, check every hive lid.",
        ),
        // A date's close is still a date.
        (
            "Check every hive lid before close.",
            "Check every hive lid before noon.",
        ),
    ]);
}
