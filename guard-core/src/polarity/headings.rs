//! Words a compaction writes around a rule that name no scope of it (session 29): a heading's
//! noun for the rules that follow ("Couple of reminders from Marcia:" -> "Rules (Marcia):"),
//! and "ship" for a verb of sending ("send the order only after ..." -> "ship the order
//! only after ...", which the synonym table reads as "release").

use super::extract;
use super::is_one_of;

/// Nouns a heading names the rules under it by.
const HEADING_NOUNS: &[&str] = &[
    "rules",
    "rule",
    "reminders",
    "reminder",
    "notes",
    "constraints",
    "guidelines",
    "instructions",
    "requirements",
    "checklist",
];

/// The word at `w` of `text` is a heading's noun for the rules under it: one of
/// [`HEADING_NOUNS`], with the heading's colon after it, at most three words on and no
/// sentence's end between ("reminders from Marcia:", "Rules (Marcia):", "rules so far:").
pub(super) fn heading_noun(text: &str, w: &extract::Word) -> bool {
    // (A cheap screen first: the listed nouns have at most twelve bytes.)
    if w.range.len() > 12 || !is_one_of(text.get(w.range.clone()).unwrap_or(""), HEADING_NOUNS) {
        return false;
    }
    let rest = text.get(w.range.end..).unwrap_or("");
    let Some(colon) = rest.find(':') else {
        return false;
    };
    let between = &rest[..colon];
    !between.contains(['.', ';', '!', '?', '\n']) && between.split_whitespace().count() <= 3
}

/// The word `w` of `text` is "ship" (a form of it): it says what "send" does ("ship the
/// order" = "send the order"), which the synonym table cannot join (it reads "ship" as
/// "release"). Only this way: "send" is no "launch".
pub(super) fn is_ship(text: &str, w: &extract::Word) -> bool {
    w.range.len() <= 8
        && is_one_of(
            text.get(w.range.clone()).unwrap_or(""),
            &["ship", "ships", "shipped", "shipping"],
        )
}

/// The word `w` of `text` is a verb of sending ("send", "sent", "dispatch").
pub(super) fn is_send(text: &str, w: &extract::Word) -> bool {
    w.range.len() <= 10
        && is_one_of(
            text.get(w.range.clone()).unwrap_or(""),
            &["send", "sends", "sent", "sending", "dispatch", "dispatched"],
        )
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A heading's noun traded for another, and "ship" for "send", are faithful; the rule under
    /// the heading changed (a word flipped, the negation dropped, a number, a unit, another
    /// object, a condition dropped, a hedge) is still reported, and so is "launch" for "send".
    #[test]
    fn heading_nouns_and_ship_for_send() {
        let marcia = "Couple of reminders from Marcia: expired dairy goes in the compost, never on the shelf.";
        let order = "Send the Dambulla order only after the advance is received.";
        assert_faithful(&[
            (
                marcia,
                "Rules (Marcia): expired dairy → compost, never shelf.",
            ),
            (
                order,
                "Ship the Dambulla order only after the advance is received.",
            ),
            (
                "Machan, the Dambulla order — pls send only after the advance is received. And don't put the Shiraz in the same container as the sparkling, they'll get spoilt.",
                "Dambulla order: ship only after advance received; never put Shiraz in the same container as sparkling.",
            ),
        ]);
        assert_changed(&[
            (
                marcia,
                "Rules (Marcia): expired dairy → shelf, never compost.",
            ),
            (
                marcia,
                "Rules (Marcia): expired meat → compost, never shelf.",
            ),
            (marcia, "Rules (Marcia): expired dairy → compost, shelf OK."),
            (
                marcia,
                "Rules (Marcia): expired dairy → compost if possible, never shelf.",
            ),
            (
                marcia,
                "Rules (Marcia): fresh dairy → compost, never shelf.",
            ),
            (
                order,
                "Ship the Dambulla order before the advance is received.",
            ),
            (order, "Ship the Dambulla order."),
            (
                order,
                "Ship the Colombo order only after the advance is received.",
            ),
            (
                order,
                "Never ship the Dambulla order after the advance is received.",
            ),
            (
                order,
                "Launch the Dambulla order only after the advance is received.",
            ),
            (
                "Send only 2 crates after the advance is received.",
                "Ship only 3 crates after the advance is received.",
            ),
            (
                "Send at most 20 kg after the advance is received.",
                "Ship at most 20 lb after the advance is received.",
            ),
            (
                "Ship the Dambulla order only after the advance is received.",
                "Send the Dambulla order only after the advance is received.",
            ),
        ]);
    }
}
