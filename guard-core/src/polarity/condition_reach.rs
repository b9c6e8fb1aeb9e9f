//! What a condition opening a sentence covers: every order after its comma ("If the claimant
//! is under 18, address the letter to the parent or guardian and copy the broker"). A rewrite
//! that says one of those orders in a part of its own the condition cannot reach ("...; always
//! copy the broker", "Text parents by 6:30; if snow ..., hold all hill routes") makes it hold
//! in every case: read from the two texts alone when nothing else was found (session 44,
//! pol44).

use super::MissedOrDropped;
use std::ops::Range;

use super::is_one_of;
use super::words::{TextReading, is_content, parts};

/// Words that open a condition covering the sentence after its comma.
const OPENERS: &[&str] = &[
    "if", "when", "whenever", "once", "unless", "where", "provided",
];

/// Words of a rewrite's part that hold it to a case again.
const CONDITIONS: &[&str] = &[
    "if", "when", "whenever", "once", "unless", "where", "provided", "only",
];

/// Words and phrases that say an order holds in every case ("always copy the broker"); not
/// [`super::exceptions::EVERY_CASE`], whose "even" and "however" open a condition here.
const ALWAYS_PHRASES: &[&str] = &[
    "always",
    "regardless",
    "anyway",
    "every time",
    "in all cases",
    "in any case",
    "either way",
];

/// "If the claimant is under 18, address the letter to the parent or guardian and copy the
/// broker." -> "Address the letter ... if the claimant is under 18; always copy the broker.":
/// a part of the original opens with a condition ([`OPENERS`]) closed by a comma, and more
/// than one order follows it (joined by "and"); the rewrite says the condition (a word of
/// [`CONDITIONS`] and a content word of the condition after it) in a part that says one of
/// those orders, and says another order's content word (one the original says nowhere else) in
/// another part holding no word of a case nor of the condition, before the condition's part
/// or with a word of [`ALWAYS_PHRASES`]: that order now holds whatever the case. A rewrite
/// saying the condition again with each order, or as a label ("Claimant under 18: ...; copy
/// the broker"), and "..., leave the building; meet at the car park if the alarm sounds"
/// for an original of one order are not read.
pub(super) fn order_left_outside_condition(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<MissedOrDropped> {
    // Screen: a condition word and an "and" in the original, two parts in the rewrite.
    if !o.holds_any_phrase(OPENERS) || !o.holds_phrase("and") {
        return None;
    }
    let rparts = parts(r.text);
    if rparts.len() < 2 {
        return None;
    }
    let (ows, oks) = (o.words(), o.keys());
    let (rws, rks) = (r.words(), r.keys());
    let in_range =
        |range: &Range<usize>, at: &Range<usize>| at.start >= range.start && at.end <= range.end;
    parts(o.text).into_iter().find_map(|p| {
        let first = ows.iter().position(|(_, at)| in_range(&p, at))?;
        if !is_one_of(ows[first].0, OPENERS) {
            return None;
        }
        let comma = ows[first].1.end + o.text.get(ows[first].1.end..p.end)?.find(',')?;
        let main = comma + 1..p.end;
        if !o.text.get(main.clone())?.contains(" and ") {
            return None;
        }
        let condition: Vec<usize> = (first + 1..ows.len())
            .take_while(|&k| ows[k].1.end <= comma)
            .filter(|&k| is_content(ows[k].0))
            .collect();
        // The orders' content words, said nowhere else in the original.
        let orders: Vec<usize> = (first..ows.len())
            .filter(|&k| in_range(&main, &ows[k].1) && is_content(ows[k].0))
            .filter(|&k| {
                !ows.iter()
                    .enumerate()
                    .any(|(j, (_, at))| !in_range(&p, at) && oks[j].same(&oks[k]))
            })
            .collect();
        let says = |part: &Range<usize>, ks: &[usize]| {
            (0..rws.len())
                .filter(|&m| in_range(part, &rws[m].1))
                .any(|m| ks.iter().any(|&k| rks[m].same(&oks[k])))
        };
        let holds_a_case = |part: &Range<usize>| {
            rws.iter()
                .any(|(w, at)| in_range(part, at) && is_one_of(w, CONDITIONS))
        };
        // The rewrite's part saying the condition beside an order.
        let conditioned = rparts
            .iter()
            .position(|rp| holds_a_case(rp) && says(rp, &condition) && says(rp, &orders))?;
        rparts.iter().enumerate().find_map(|(i, rp)| {
            let out_of_reach = i < conditioned
                || ALWAYS_PHRASES
                    .iter()
                    .any(|phrase| super::words::has(&r.text[rp.clone()], phrase));
            (i != conditioned
                && out_of_reach
                && says(rp, &orders)
                && !holds_a_case(rp)
                && !says(rp, &condition))
            .then(|| {
                (
                    "condition dropped",
                    ows[first].1.start..comma,
                    Some(rp.clone()),
                )
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::assert_changed;

    fn read(o: &str, r: &str) -> bool {
        order_left_outside_condition(&TextReading::new(o), &TextReading::new(r)).is_some()
    }

    /// An order of an opening condition said where the condition cannot reach: the corpus's
    /// shapes and look-alikes in other domains; the condition said with each order, as a
    /// label, after every order, or an original of one order, are no change.
    #[test]
    fn an_order_left_outside_its_condition_is_read() {
        for (o, r) in [
            (
                "If the claimant is under 18, address the letter to the parent or guardian and copy the broker.",
                "Address the letter to the parent or guardian if the claimant is under 18; always copy the broker.",
            ),
            (
                "If snow is forecast over 5 cm, dispatch holds all hill routes and texts parents by 6:30.",
                "Text parents by 6:30; if snow over 5 cm is forecast, hold all hill routes.",
            ),
            (
                "When a pallet arrives above 5 °C, reject the load and photograph the probe reading.",
                "Photograph the probe reading; when a pallet arrives above 5 °C, reject the load.",
            ),
            (
                "If the patient is febrile, bleed for cultures and page the registrar.",
                "Bleed for cultures if febrile. Page the registrar in any case.",
            ),
        ] {
            assert!(read(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "If the claimant is under 18, address the letter to the parent or guardian and copy the broker.",
                "If the claimant is under 18: address the letter to the parent; if under 18, copy the broker.",
            ),
            (
                "If the claimant is under 18, address the letter to the parent or guardian and copy the broker.",
                "Claimant under 18: letter to parent/guardian; copy broker.",
            ),
            (
                "If the alarm sounds, leave the building and meet at the car park.",
                "If the alarm sounds, leave the building and meet at the car park.",
            ),
            (
                "If the alarm sounds, leave the building.",
                "Leave the building; the alarm has sounded twice this week.",
            ),
            (
                "If the patient is febrile, bleed for cultures and note it. Always note the time.",
                "If febrile, bleed for cultures and note it; always note the time.",
            ),
        ] {
            assert!(!read(o, r), "{o} -> {r}");
        }
        assert_changed(&[(
            "If snow is forecast over 5 cm, dispatch holds all hill routes and texts parents by 6:30.",
            "Text parents by 6:30; if snow over 5 cm is forecast, hold all hill routes.",
        )]);
    }
}
