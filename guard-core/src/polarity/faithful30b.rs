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
        (o, "Don't dispatch a team without a charged satellite phone."),
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
        (o, "Don't dispatch a crew without a charged satellite phone."),
        (o, "Ideally don't dispatch a team without a charged satellite phone."),
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
        (o, "Don't dispatch a team without a charged sat_phone_backup."),
        ("Don't email the ops team.", "Don't email the Opsgenie team."),
    ]);
}
