//! A negation in a clause of purpose ("so the stock doesn't thaw", "so merchants don't ..."):
//! it says what a rule is for, not the rule, so a rewrite may drop it.

use super::words::{holds_any_phrase, holds_phrase, negates, next_char, words};
use super::{Clause, is_one_of};
use std::ops::Range;

/// "Keep the old secret valid for 24 hours after rotation so merchants don't drop events.":
/// the clause before a negation (`before`, from the clause's start to the negation) opens a
/// clause of purpose, "so" or "so that" with a word between it and the negation ("so
/// merchants don't"): the negation says what the rule is for, not the rule. "so don't ...",
/// "so please don't" (an order that follows), "do so", "so long as" are not read.
pub(super) fn negation_of_a_purpose(original: &str, before: Range<usize>) -> bool {
    if !holds_phrase(&original[before.clone()], "so") {
        return false;
    }
    let ws = words(original, before);
    let Some(so) = ws.iter().rposition(|(w, _)| w.eq_ignore_ascii_case("so")) else {
        return false;
    };
    let after: Vec<&str> = ws[so + 1..]
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| !w.eq_ignore_ascii_case("that"))
        .collect();
    so > 0
        && !is_one_of(ws[so - 1].0, &["do", "does", "did", "doing", "and"])
        && after.first().is_some_and(|w| {
            !is_one_of(w, &["please", "long", "far", "much", "many", "pls", "just"])
        })
}

/// "Keep the freezer door shut for an hour after a delivery so that the stock doesn't thaw."
/// -> "Freezer door shut 1 h after each delivery": every negation of the original's sentence
/// at `from` stands in a clause of purpose ([`negation_of_a_purpose`]); the rule itself bans
/// nothing.
pub(super) fn ban_only_in_a_purpose(original: &str, from: &Range<usize>) -> bool {
    let Some(sentence) = original.get(from.clone()) else {
        return false;
    };
    if !holds_phrase(sentence, "so") {
        return false;
    }
    let ws = words(original, from.clone());
    let mut negations = ws.iter().filter(|(w, _)| negates(w)).peekable();
    negations.peek().is_some()
        && negations.all(|(_, r)| {
            negation_of_a_purpose(
                original,
                clause_start(original, from.start, r.start)..r.start,
            )
        })
}

/// Where the clause holding byte `at` of `text` opens: after the last comma, semicolon,
/// stop, bracket or line break before it, not before `floor` (the sentence's start).
fn clause_start(text: &str, floor: usize, at: usize) -> usize {
    text.get(floor..at)
        .and_then(|s| s.rfind([',', ';', '.', '(', ')', '\n']))
        .map_or(floor, |i| floor + i + 1)
}

/// "Cannae have the hog roast any closer ... — the insurance won't cover it otherwise." ->
/// "... (hire co. insurance requirement)": a negation in the clause that says what follows a
/// breach ("otherwise", "else", "or else") gives the rule's reason, not the rule; so does one
/// in a clause of purpose ("... after rotation so merchants don't drop events", corpus35).
/// The rule's own negation, before the comma or dash, is still read.
pub(super) fn negation_of_a_consequence(original: &str, from: &Range<usize>) -> bool {
    let b = original.as_bytes();
    let is_cut = |c: u8| matches!(c, b',' | b';' | b'.' | b'(' | b')' | b'\n');
    let start = (0..from.start)
        .rev()
        .find(|&i| is_cut(b[i]))
        .map_or(0, |i| next_char(original, i));
    let start = original[start..from.start]
        .rfind('—')
        .map_or(start, |i| start + i);
    let end = (from.end..b.len())
        .find(|&i| is_cut(b[i]))
        .unwrap_or(b.len());
    let clause = &original[start..end];
    holds_any_phrase(clause, &["otherwise", "else"])
        || super::purposes::negation_of_a_purpose(original, start..from.start)
}

/// "Don't leave the pallets in the rain, they'll rot." -> "Leave the pallets in the rain so
/// they don't rot.": the original's negation (at `n`) is its rule's, the rewrite's (at `m`)
/// stands in a clause of purpose ([`negation_of_a_purpose`]): the ban was dropped and the
/// negation moved to the reason. Each side's first negation is its clause's, so one kept in
/// the rule ("Don't leave them out so they don't rot") is read there and stays.
pub(super) fn ban_moved_to_its_reason(
    (original, n): (&str, &Range<usize>),
    (rewrite, m): (&str, &Range<usize>),
) -> bool {
    let in_a_purpose = |text: &str, at: &Range<usize>| {
        negation_of_a_purpose(text, clause_start(text, 0, at.start)..at.start)
    };
    // (A screen: a clause of purpose says "so".)
    holds_phrase(rewrite, "so") && in_a_purpose(rewrite, m) && !in_a_purpose(original, n)
}

/// "Don't lift the locos by the chimney, you'll snap it." -> "Lift locos by chimney, careful
/// not to snap it.": the rewrite's negation (at `m`) stands in a caution ("careful not to",
/// "take care not to") against another act than the one the original's negation (at `n`)
/// banned, while the rewrite's sentence `r` opens with that banned verb: the ban dropped, the
/// negation moved to what the act risks (pol68b). A caution against the banned act itself
/// ("Lift the crate from below, careful not to lift it by the handles") or an order of another
/// verb ("Clean the lens, careful not to scratch it" for "Don't scratch the lens") stays.
pub(super) fn ban_moved_to_a_caution(
    (original, o, n): (&str, &Clause, &Range<usize>),
    (rewrite, r, m): (&str, &Clause, &Range<usize>),
) -> bool {
    // (A screen: the word before the rewrite's negation says care.)
    let Some(before) = rewrite.get(r.range.start..m.start) else {
        return false;
    };
    let before = before.trim_end();
    if !["careful", "carefully", "care", "mindful", "cautious"]
        .iter()
        .any(|w| super::ends_with_ignoring_case(before, w))
    {
        return false;
    }
    // The first word after a negation, "to" aside: the act it bans.
    fn act(text: &str, from: usize, to: usize) -> Option<&str> {
        words(text, from..to)
            .into_iter()
            .map(|(w, _)| w)
            .find(|w| !w.eq_ignore_ascii_case("to"))
    }
    let (Some(banned), Some(cautioned)) = (
        act(original, n.end, o.range.end),
        act(rewrite, m.end, r.range.end),
    ) else {
        return false;
    };
    !cautioned.eq_ignore_ascii_case(banned)
        && words(rewrite, r.range.start..m.start)
            .first()
            .is_some_and(|(w, _)| w.eq_ignore_ascii_case(banned))
}

/// "Leave the hatch ajar so the fumes don't build up." -> "Don't leave the hatch open, or the
/// fumes build up.": [`ban_moved_to_its_reason`] the other way. The original's negation (at
/// `n`) stands in its clause of purpose, the rewrite's (at `m`) outside one, before the verb
/// that opens the original's sentence (at `order`, a range into `original`): the order was
/// made a ban of itself. (A ban of the opposite act, "Don't shut the hatch, so the fumes don't
/// build up", negates another verb and says the order again.)
pub(super) fn order_banned_from_its_reason(
    (original, order, n): (&str, &Range<usize>, &Range<usize>),
    (rewrite, m): (&str, &Range<usize>),
) -> bool {
    let first = |text: &str, from: usize, to: usize| {
        words(text, from..to)
            .into_iter()
            .next()
            .map(|(w, _)| w.to_ascii_lowercase())
    };
    ban_moved_to_its_reason((rewrite, m), (original, n))
        && first(original, order.start, order.end).is_some_and(|verb| {
            first(rewrite, m.end, rewrite.len()).is_some_and(|banned| banned == verb)
        })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// A ban said as an order with a caution against what it risks ("careful not to snap
    /// it") is dropped; a caution against the banned act itself, or one beside an order of
    /// another act, stays (pol68b).
    #[test]
    fn a_ban_moved_to_a_caution_is_dropped() {
        assert_changed(&[
            (
                "Divvent lift the locos by the chimney, ye'll snap it clean off.",
                "Lift locos by chimney, careful not to snap it.",
            ),
            (
                "Don't carry the trays by the rim, you'll bend it.",
                "Carry trays by the rim, taking care not to bend it.",
            ),
        ]);
        assert_faithful(&[
            (
                "Never lift the crate by the handles.",
                "Lift the crate from below, careful not to lift it by the handles.",
            ),
            (
                "Don't scratch the lens.",
                "Clean the lens, careful not to scratch it.",
            ),
            (
                "Don't lift the locos by the chimney, you'll snap it clean off.",
                "Don't lift locos by chimney, careful not to snap it.",
            ),
        ]);
    }

    /// A negation in a clause of purpose ("so the stock doesn't thaw") may go; a ban after
    /// "so" ("so don't ...", "so please don't ...") is still read.
    #[test]
    fn a_negation_of_a_purpose_is_no_rule() {
        assert_changed(&[
            (
                "Keep the freezer door shut for an hour after a delivery, so don't restock it during that hour.",
                "Freezer door shut 1 h after each delivery.",
            ),
            (
                "The gate is alarmed at night, so please don't prop it open after 22:00.",
                "Gate alarmed at night.",
            ),
        ]);
        assert_faithful(&[
            (
                "Back up the ledger every night so the auditors don't lose entries.",
                "Ledger: back up every night.",
            ),
            (
                "Keep the freezer door shut for an hour after a delivery so that the stock doesn't thaw.",
                "Freezer door shut 1 h after each delivery.",
            ),
        ]);
    }

    /// An order made a ban of itself, its reason's negation moved to it, is a negation added;
    /// a ban of the opposite act says the order again (pol66).
    #[test]
    fn an_order_banned_from_its_reason_adds_a_negation() {
        assert_changed(&[(
            "Leave the hatch ajar so the fumes don't build up.",
            "Don't leave the hatch ajar, or the fumes build up.",
        )]);
        assert_faithful(&[(
            "Leave the hatch ajar so the fumes don't build up.",
            "Don't shut the hatch, so the fumes don't build up.",
        )]);
    }

    /// A ban whose negation moved to the reason ("so they don't ...") is dropped; one kept in
    /// the rule beside its reason stays (pol65).
    #[test]
    fn a_ban_moved_to_its_reason_is_dropped() {
        assert_changed(&[
            (
                "Don't stack the cartons by the loading door, they'll get soaked.",
                "Stack the cartons by the loading door so they don't get soaked.",
            ),
            (
                "Never prop the fire door open.",
                "Prop the fire door open so that it doesn't slam.",
            ),
        ]);
        assert_faithful(&[
            (
                "Don't stack the cartons by the loading door, they'll get soaked.",
                "Don't stack cartons by the loading door so they don't get soaked.",
            ),
            (
                "Keep the cartons off the floor so they don't get soaked.",
                "Cartons off the floor so they don't get soaked.",
            ),
        ]);
    }
}
