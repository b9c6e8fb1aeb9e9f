//! Which side of an event a rule's act falls on: "log the readings before the grapes are
//! crushed" said as "once the grapes are crushed", "go ahead only after getting the refusal in
//! writing" said as "go ahead; get the refusal in writing afterwards". Read from the two texts
//! alone when nothing else was found (session 44, pol44).

use super::MissedOrDropped;
use std::ops::Range;

use super::condition_logic::same_stem;
use super::is_one_of;
use super::only_after::{clause_from, is_negation};
use super::only_conditions::content;
use super::words::{TextReading, Word, part_holding, words};

/// Words that put an act before the event after them.
const BEFORE: &[&str] = &["before", "prior"];

/// Words that put an act after the event after them.
const AFTER: &[&str] = &["after", "once", "when", "following"];

/// Words that put what they close after the act before them ("get it in writing
/// afterwards").
const LATER: &[&str] = &["afterwards", "afterward", "later", "subsequently"];

/// Words of a part that order its steps another way ("first", "then", "until").
const ORDERS: &[&str] = &[
    "before",
    "prior",
    "first",
    "then",
    "until",
    "till",
    "beforehand",
    "pre",
    "ahead",
];

/// The side a gate word puts an act on: `Some(true)` before the event, `Some(false)` after.
fn side(w: &str) -> Option<bool> {
    if is_one_of(w, BEFORE) {
        Some(true)
    } else if is_one_of(w, AFTER) {
        Some(false)
    } else {
        None
    }
}

/// "The Brix readings get logged before the grapes are crushed, not after" -> "... get logged
/// once the grapes are crushed", "you may go ahead with the dental only after getting the
/// refusal in writing" -> "... go ahead with the dental; get the refusal in writing
/// afterwards": a gate of the original ([`BEFORE`], [`AFTER`]) before an event of one or more
/// content words, in a part with no negation before the gate ("don't ... before" bans, and its
/// rewrite "only after" says the same); the rewrite says every content word of the event
/// after a gate of the other side, or in a part that closes on a word of [`LATER`] and orders
/// nothing another way ([`ORDERS`]): the act now falls on the other side of the event. "Check
/// ID before serving" -> "Serve only after checking ID" (another event), "Don't pour before
/// the seal is checked" -> "Pour only once the seal is checked" (a ban, and an "only" before
/// the rewrite's gate says one again), "before and after" (both sides) and "Get the refusal
/// in writing first; the dental can go ahead afterwards" are not read.
pub(super) fn event_side_turned(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<MissedOrDropped> {
    // Screen: a gate in the original.
    if !o.holds_any_phrase(BEFORE) && !o.holds_any_phrase(AFTER) {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    let said_in = |event: &[&Word<'_>], range: &Range<usize>| {
        let here = words(r.text, range.clone());
        event
            .iter()
            .all(|(w, _)| here.iter().any(|(x, _)| same_stem(x, w)))
    };
    (0..ows.len()).find_map(|k| {
        let before = side(ows[k].0)?;
        // ("before and after the migration": both sides.)
        let joined = |j: Option<usize>, g: Option<usize>| {
            j.and_then(|j| ows.get(j))
                .is_some_and(|(w, _)| is_one_of(w, &["and", "or"]))
                && g.and_then(|g| ows.get(g))
                    .is_some_and(|(w, _)| side(w).is_some())
        };
        if joined(Some(k + 1), Some(k + 2)) || joined(k.checked_sub(1), k.checked_sub(2)) {
            return None;
        }
        let part = part_holding(o.text, ows[k].1.start)?;
        // ("not after": a contrast after the act, no ban of it.)
        let banned = ows[..k].iter().any(|(w, at)| {
            at.start >= part.start && is_negation(w) && !is_negation_of_a_contrast(ows, at)
        });
        if banned
            || o.text.get(part.clone()).is_some_and(|p| {
                words(p, 0..p.len())
                    .iter()
                    .any(|(w, _)| is_one_of(w, LATER))
            })
        {
            return None;
        }
        let clause = up_to_a_gate(o.text, clause_from(o.text, ows[k].1.end));
        let event_words = words(o.text, clause.clone());
        let event: Vec<&Word<'_>> = content(&event_words);
        if event.is_empty() {
            return None;
        }
        // The other side's gate before the event's words in the rewrite.
        let turned = (0..rws.len()).find_map(|m| {
            // ("Cold room opened only after the delivery is checked": a ban before it said
            // again.)
            let other =
                side(rws[m].0)? != before && !(m > 0 && rws[m - 1].0.eq_ignore_ascii_case("only"));
            let rpart = part_holding(r.text, rws[m].1.start)?;
            let quiet = !words(r.text, rpart.clone())
                .iter()
                .any(|(w, _)| is_negation(w));
            // (Not a label's "when:" before the rule's own gate.)
            let label = r.text[rws[m].1.end..].starts_with(':');
            let after_it = up_to_a_gate(r.text, clause_from(r.text, rws[m].1.end));
            (other && quiet && !label && said_in(&event, &after_it))
                .then(|| rws[m].1.start..after_it.end)
        });
        // Or, for an act after the event, the event said in a part closing on "afterwards".
        let later = || {
            (!before)
                .then(|| {
                    super::words::parts(r.text).into_iter().find(|rp| {
                        let here = words(r.text, rp.clone());
                        here.last().is_some_and(|(w, _)| is_one_of(w, LATER))
                            && !here
                                .iter()
                                .any(|(w, _)| is_one_of(w, ORDERS) || is_negation(w))
                            && said_in(&event, rp)
                    })
                })
                .flatten()
        };
        let to = turned.or_else(later)?;
        Some(("condition dropped", ows[k].1.start..clause.end, Some(to)))
    })
}

/// Words that open the event an act is held until.
const UNTIL: &[&str] = &["until", "till", "til"];

/// "Y'all hold the air tanker request till the IC confirms the drop zone's clear." ->
/// "Request the air tanker, then have the IC confirm the drop zone is clear.": an act the
/// original holds ("hold" and its thing) until an event, the rewrite saying a content word of
/// the thing before a "then" and every content word of the event after it, in one part with
/// no negation: the act now comes first, the event after it (pol45). "Hold the request till
/// the IC confirms" -> "Request on hold until the IC confirms", and "... till the IC
/// confirms; then send it" (the act after the event) are not read.
pub(super) fn held_act_done_first(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<MissedOrDropped> {
    // Screen: a hold and an "until" in the original, a "then" in the rewrite.
    if !o.holds_any_phrase(&["hold"]) || !o.holds_any_phrase(UNTIL) || !r.holds_phrase("then") {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    let hold = ows
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case("hold"))?;
    let until = (hold + 1..ows.len()).find(|&k| is_one_of(ows[k].0, UNTIL))?;
    let thing = content(&ows[hold + 1..until]);
    let clause = up_to_a_gate(o.text, clause_from(o.text, ows[until].1.end));
    let event_words = words(o.text, clause.clone());
    let event = content(&event_words);
    if thing.is_empty() || event.is_empty() {
        return None;
    }
    let then = rws
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case("then"))?;
    let part = part_holding(r.text, rws[then].1.start)?;
    let in_part = |(_, at): &&Word<'_>| at.start >= part.start && at.end <= part.end;
    let (before, after): (Vec<_>, Vec<_>) = rws
        .iter()
        .filter(in_part)
        .partition(|(_, at)| at.start < rws[then].1.start);
    let said = |ws: &[&Word<'_>], w: &str| ws.iter().any(|(x, _)| same_stem(x, w));
    let first = thing.iter().any(|(w, _)| said(&before, w));
    let later = event.iter().all(|(w, _)| said(&after, w));
    let quiet = !before.iter().chain(&after).any(|(w, _)| is_negation(w));
    (first && later && quiet).then(|| {
        (
            "order changed",
            ows[hold].1.start..clause.end,
            Some(rws[then].1.clone()),
        )
    })
}

/// `clause` of `text` cut before its first gate word ([`side`]): "eating before taking the
/// antacid" names one event, "eating".
fn up_to_a_gate(text: &str, clause: Range<usize>) -> Range<usize> {
    let end = words(text, clause.clone())
        .iter()
        .find(|(w, _)| side(w).is_some())
        .map_or(clause.end, |(_, at)| at.start);
    clause.start..end
}

/// The negation at `at` of `ws` is "not" before a gate word with nothing after it in its
/// clause ("..., not after,"): a contrast that says the side again.
fn is_negation_of_a_contrast(ws: &[Word<'_>], at: &Range<usize>) -> bool {
    ws.iter().position(|(_, x)| x == at).is_some_and(|k| {
        ws[k].0.eq_ignore_ascii_case("not") && ws.get(k + 1).is_some_and(|(w, _)| side(w).is_some())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::assert_changed;

    fn read(o: &str, r: &str) -> bool {
        event_side_turned(&TextReading::new(o), &TextReading::new(r)).is_some()
    }

    /// An act moved to the other side of its event: the corpus's shapes and look-alikes in
    /// other domains; a ban said as "only after", another event, and steps said in order are
    /// no change.
    #[test]
    fn an_act_moved_across_its_event_is_read() {
        for (o, r) in [
            (
                "The Brix readings get logged before the grapes are crushed, not after, so we can trace each bin.",
                "Brix readings get logged once the grapes are crushed so we can trace each bin.",
            ),
            (
                "If the owner declines bloodwork, you may go ahead with the dental only after getting the refusal in writing.",
                "If the owner declines bloodwork, you may go ahead with the dental; get the refusal in writing afterwards.",
            ),
            (
                "Swab the site before the dressing is changed.",
                "Swab the site after the dressing is changed.",
            ),
            (
                "You may release the crane only after the banksman signals clear.",
                "You may release the crane; the banksman signals clear later.",
            ),
        ] {
            assert!(read(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Check ID before serving alcohol.",
                "Serve alcohol only after checking ID.",
            ),
            (
                "Don't pour before the seal is checked.",
                "Pour only once the seal is checked.",
            ),
            (
                "You may go ahead with the dental only after getting the refusal in writing.",
                "Get the refusal in writing first; the dental can go ahead afterwards.",
            ),
            (
                "Swab the site before the dressing is changed.",
                "Swab site pre-dressing change.",
            ),
            (
                "Log the Brix before the grapes are crushed.",
                "Log Brix before crushing the grapes.",
            ),
            (
                "Doh open de cold room before de delivery checked.",
                "Cold room opened only after the delivery is checked.",
            ),
            (
                "Run the linter before and after the migration.",
                "Run the linter after and before the migration.",
            ),
            (
                "Wait at least 30 minutes after eating before taking the antacid.",
                "Wait at least 30 min after eating before taking the antacid.",
            ),
            (
                "Drivers must do a walk-round check of the bus before every trip.",
                "- rule: walk-round check of bus\n  when: before every trip",
            ),
        ] {
            assert!(!read(o, r), "{o} -> {r}");
        }
        assert_changed(&[(
            "Swab the site before the dressing is changed.",
            "Swab the site after the dressing is changed.",
        )]);
    }

    /// An act held until an event said as done first, the event after "then" (pol45): the
    /// fixture's shape and look-alikes; the hold said again, or the act after the event, are
    /// not read.
    #[test]
    fn a_held_act_said_as_done_first_is_read() {
        let held = |o: &str, r: &str| {
            held_act_done_first(&TextReading::new(o), &TextReading::new(r)).is_some()
        };
        for (o, r) in [
            (
                "Y'all hold the air tanker request till the IC confirms the drop zone's clear.",
                "Request the air tanker, then have the IC confirm the drop zone is clear.",
            ),
            (
                "Hold the press release until legal signs off.",
                "Send the press release, then get legal to sign off.",
            ),
            (
                "Hold all payments till the auditor approves the ledger.",
                "Make the payments, then the auditor approves the ledger.",
            ),
        ] {
            assert!(held(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Hold the air tanker request till the IC confirms the drop zone's clear.",
                "Air tanker request on hold until IC confirms drop zone clear.",
            ),
            (
                "Hold the press release until legal signs off.",
                "Legal signs off first, then the press release goes.",
            ),
            (
                "Hold the press release until legal signs off.",
                "Hold the release till legal signs off; then send it.",
            ),
        ] {
            assert!(!held(o, r), "{o} -> {r}");
        }
        assert_changed(&[(
            "Hold the press release until legal signs off.",
            "Send the press release, then get legal to sign off.",
        )]);
    }
}
