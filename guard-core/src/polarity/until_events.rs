//! The event that ends or bounds a rule in time ("until HR has confirmed the last day AND the
//! leave balance is reconciled", "till the line's scrubbed and logged", "while the crane's
//! lifting") said in the rewrite with one of its parts dropped, its parts joined by "or", or
//! "while" said as "until" (or back): the time the rule holds moved. Read from the two texts
//! alone when nothing else was found (session 42, pol42). And the times a rule holds in the
//! readings of blind corpus s39b (its `change_missed`, which asks these and the readings of
//! other modules in turn): a window on both sides of its mark made one-sided, the anchor of a
//! period moved from its end to its start ("six weeks after the last strip" -> "6 wks from
//! start"), the outcome an "until" waits for dropped.

use super::Missed;
use super::condition_logic::{content_words, one_of_two_needs_dropped};
use super::extended::{inclusion_dropped, said_in};
use super::quantities::inclusive_bound_made_strict;
use super::widened::scope_of_a_leave_widened;
use super::words::{
    TextReading, Word, is_content, is_negation, part_holding, parts, phrase_at, same_word, words,
};
use crate::classify::lexicon::is_one_of;
use std::ops::Range;

/// Words that open the event a rule waits for.
const UNTIL: &[&str] = &["until", "till", "til", "'til"];

/// Words that open the time a rule holds in.
const WHILE: &[&str] = &["while", "whilst", "during"];

/// The words of `ws` after the one at `k`, to the end of `text`'s sentence holding it.
fn rest_of_sentence<'a, 't>(text: &str, ws: &'a [Word<'t>], k: usize) -> &'a [Word<'t>] {
    let Some(part) = part_holding(text, ws[k].1.start) else {
        return &[];
    };
    let end = (k + 1..ws.len())
        .find(|&m| ws[m].1.end > part.end)
        .unwrap_or(ws.len());
    &ws[k + 1..end]
}

/// The content words of `ws`.
fn contents<'a, 't>(ws: &'a [Word<'t>]) -> impl Iterator<Item = &'a Word<'t>> {
    ws.iter().filter(|(w, _)| is_content(w))
}

/// The first word of `ws` that is one of `words`.
fn first_of(ws: &[Word<'_>], words: &[&str]) -> Option<usize> {
    ws.iter().position(|(w, _)| is_one_of(w, words))
}

/// "Sous chef says nobody clocks off till the line's scrubbed and logged." -> "... till the
/// line's scrubbed or logged.": two parts of the event an "until" waits for joined by "and"
/// ("A and B") said in the rewrite's "until" as "A or B": one of them now ends the rule, under
/// a ban or not. "Don't mix bleach and ammonia until the room is aired" -> "bleach or ammonia"
/// is not this (the "and" before the "until").
fn event_parts_joined_by_or(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let (ows, rws) = (o.words(), r.words());
    let ou = first_of(ows, UNTIL)?;
    let ru = first_of(rws, UNTIL)?;
    let event = rest_of_sentence(o.text, ows, ou);
    let theirs = rest_of_sentence(r.text, rws, ru);
    event.windows(3).find_map(|t| {
        if !t[1].0.eq_ignore_ascii_case("and") {
            return None;
        }
        let turned = theirs.windows(3).find(|u| {
            u[1].0.eq_ignore_ascii_case("or")
                && same_word(u[0].0, t[0].0)
                && same_word(u[2].0, t[2].0)
        })?;
        Some((
            "condition dropped",
            t[0].1.start..t[2].1.end,
            turned[0].1.start..turned[2].1.end,
        ))
    })
}

/// "Do not process any termination pay until HR has confirmed the final working day AND the
/// employee's leave balance has been reconciled." -> "Don't process termination pay until HR
/// confirms the final working day.": an event of two parts joined by "and", each with a
/// content word, the rewrite's "until" saying a content word of the first part and the
/// rewrite saying none of the second's (two or more): the rule now ends on the first alone.
/// "... until HR confirms the last day + leave balance" keeps both.
fn event_part_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let (ows, rws) = (o.words(), r.words());
    let ou = first_of(ows, UNTIL)?;
    let ru = first_of(rws, UNTIL)?;
    let event = rest_of_sentence(o.text, ows, ou);
    let and = event
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case("and"))?;
    let (first, second) = (&event[..and], &event[and + 1..]);
    let theirs = rest_of_sentence(r.text, rws, ru);
    let kept_first = contents(first).any(|(w, _)| theirs.iter().any(|(x, _)| same_word(x, w)));
    let dropped: Vec<&Word<'_>> = contents(second).collect();
    let none_said = dropped
        .iter()
        .all(|(w, _)| !rws.iter().any(|(x, _)| same_word(x, w)));
    (kept_first && dropped.len() >= 2 && none_said).then(|| {
        (
            "condition dropped",
            dropped[0].1.start..dropped[dropped.len() - 1].1.end,
            rws[ru].1.clone(),
        )
    })
}

/// Words that say an event is over ("until the lift is done"): an "until" of these says a
/// "while" again.
const ENDS: &[&str] = &[
    "done",
    "over",
    "finished",
    "finishes",
    "complete",
    "completed",
    "ends",
    "ended",
    "stops",
    "stopped",
];

/// "Keep the exclusion zone clear while the crane's lifting." -> "Keep the exclusion zone
/// clear until the crane's lifting.": the time a rule holds in ("while", "whilst", "during")
/// said as the event it waits for ("until", "till"), or back, the rewrite's words after it all
/// words of the original's after its own, the first of them the same, neither text saying
/// the other's word, nor the rewrite's an end ("until the lift is done"): the rule now holds
/// before the event, not during it. "Keep clear while lifting" -> "Keep clear during lifting"
/// and "Don't open the door while the oven is hot" -> "Door shut until oven cools" are not
/// read.
fn while_said_as_until(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let (ows, rws) = (o.words(), r.words());
    let turned = |from: &[&str], to: &[&str]| {
        let k = first_of(ows, from)?;
        let m = first_of(rws, to)?;
        if first_of(ows, to).is_some() || first_of(rws, from).is_some() {
            return None;
        }
        let ours: Vec<&Word<'_>> = contents(rest_of_sentence(o.text, ows, k)).collect();
        let theirs: Vec<&Word<'_>> = contents(rest_of_sentence(r.text, rws, m))
            .take(ours.len())
            .collect();
        let same = !theirs.is_empty()
            && same_word(theirs[0].0, ours.first()?.0)
            && theirs
                .iter()
                .all(|(w, _)| ours.iter().any(|(x, _)| same_word(x, w)))
            && !rest_of_sentence(r.text, rws, m)
                .iter()
                .any(|(w, _)| is_one_of(w, ENDS));
        same.then(|| ("scope changed", ows[k].1.clone(), rws[m].1.clone()))
    };
    turned(WHILE, UNTIL).or_else(|| turned(UNTIL, WHILE))
}

/// Words that open an event a rule waits to be over ("once avalanche control is finished",
/// "after the lift is done"); not "until" or "before", which bound the time before it.
const ONCE: &[&str] = &["once", "after", "when"];

/// Words that say an event is going on ("while avalanche control is under way").
const COURSE: &[&str] = &[
    "underway",
    "way",
    "progress",
    "ongoing",
    "running",
    "happening",
    "continuing",
    "proceeding",
];

/// "... the public only loads once avalanche control is finished." -> "... the public loads
/// while avalanche control is under way.": an event the rule waits to be over ("once",
/// "after", "when" and an end, [`ENDS`], within five words) said as going on ("while",
/// "whilst", "during", "as" and [`COURSE`] within six words), a content word of the event
/// said in both, no negation in the original and no end in the rewrite's clause: the act now
/// falls during the event. "Keep clear until the lift is done" -> "Keep clear while the lift
/// is under way" says the same time and is not read.
fn end_said_as_course(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let (ows, rws) = (o.words(), r.words());
    if ows.iter().any(|(w, _)| is_negation(w)) {
        return None;
    }
    let k = first_of(ows, ONCE)?;
    let event = rest_of_sentence(o.text, ows, k);
    let ends = event.iter().take(5).position(|(w, _)| is_one_of(w, ENDS))?;
    let m = rws
        .iter()
        .position(|(w, _)| is_one_of(w, WHILE) || w.eq_ignore_ascii_case("as"))?;
    let course = rest_of_sentence(r.text, rws, m);
    let going = course.iter().take(6).any(|(w, _)| is_one_of(w, COURSE))
        && !course.iter().any(|(w, _)| is_one_of(w, ENDS));
    let shared =
        contents(&event[..ends]).any(|(w, _)| course.iter().take(5).any(|(x, _)| same_word(x, w)));
    (going && shared).then(|| ("order changed", ows[k].1.clone(), rws[m].1.clone()))
}

/// The event or the time of a rule said otherwise: its parts joined by "or"
/// ([`event_parts_joined_by_or`]), one of two dropped ([`event_part_dropped`]), "while" said
/// as "until" or back ([`while_said_as_until`]), its end said as its course
/// ([`end_said_as_course`]).
pub(super) fn event_changed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // (A cheap screen: "until" or "while" in both texts, or an end in the original.)
    let holds = |t: &TextReading<'_>| t.holds_any_phrase(UNTIL) || t.holds_any_phrase(WHILE);
    if holds(o) && holds(r) {
        let found = event_parts_joined_by_or(o, r)
            .or_else(|| event_part_dropped(o, r))
            .or_else(|| while_said_as_until(o, r));
        if found.is_some() {
            return found;
        }
    }
    if o.holds_any_phrase(ONCE) && o.holds_any_phrase(ENDS) {
        return end_said_as_course(o, r);
    }
    None
}

/// The range of the first of `phrases` said in the text as whole words, case aside.
pub(super) fn phrase_range(text: &TextReading<'_>, phrases: &[&str]) -> Option<Range<usize>> {
    phrases.iter().find_map(|p| {
        text.phrase_at(std::slice::from_ref(p))
            .map(|at| at..at + p.len())
    })
}

/// Phrases placing a window on both sides of its mark.
const BOTH_SIDES: &[&str] = &[
    "either side",
    "each side",
    "both sides",
    "either way",
    "before or after",
    "before and after",
    "before & after",
    "before/after",
    "after and before",
    "after or before",
    "pre/post",
    "pre and post",
    "pre & post",
    "plus or minus",
    "give or take",
    "+/-",
    "±",
];

/// Words placing a window on one side of its mark.
const ONE_SIDE: &[&str] = &[
    "after",
    "before",
    "past",
    "later than",
    "earlier than",
    "following",
    "prior to",
];

/// "Station ID within ten seconds either side of :00." -> "Station ID within 10 s after
/// :00.": a window the original places on both sides of its mark ("either side", "before or
/// after", "±") that the rewrite places on one ("after", "before", "past"), no word of both
/// sides left: the window narrowed. A one-sided word the original says elsewhere ("after
/// that, log it") is not read; "within 10 s of :00" keeps both sides.
fn window_made_one_sided(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let from = phrase_range(o, BOTH_SIDES)?;
    if phrase_range(r, BOTH_SIDES).is_some() {
        return None;
    }
    // The original without its both-sides phrase ("before or after" holds "after").
    let rest = [&o.text[..from.start], &o.text[from.end..]].join(" ");
    let side = ONE_SIDE.iter().find(|w| {
        r.phrase_at(std::slice::from_ref(*w)).is_some() && phrase_at(&rest, &[w]).is_none()
    })?;
    let to = phrase_range(r, std::slice::from_ref(side))?;
    Some(("scope narrowed", from, to))
}

/// Phrases anchoring a period at the end of something ("six weeks after the last strip").
const END_ANCHORS: &[&str] = &[
    "after the last",
    "from the last",
    "since the last",
    "after the end",
    "from the end",
    "after the final",
    "from the final",
    "after completion",
    "after completing",
];

/// Phrases anchoring a period at the start of something ("6 wks from start of treatment").
const START_ANCHORS: &[&str] = &[
    "from start",
    "from the start",
    "after the start",
    "since the start",
    "after start",
    "from the first",
    "after the first",
    "since the first",
    "from the beginning",
    "from day one",
    "after starting",
];

/// "No honey from treated hives for six weeks after the last strip comes out." -> "Treated
/// hives: honey out for 6 wks from start of treatment.": a period the original anchors at an
/// end ("after the last", "from the end") that the rewrite anchors at a start ("from start",
/// "after the first"), or back, neither text saying the other's anchor: the period moved.
fn anchor_of_a_period_moved(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    [(END_ANCHORS, START_ANCHORS), (START_ANCHORS, END_ANCHORS)]
        .into_iter()
        .find_map(|(said, again)| {
            let from = phrase_range(o, said)?;
            let to = phrase_range(r, again)?;
            (phrase_range(o, again).is_none() && phrase_range(r, said).is_none()).then_some((
                "time changed",
                from,
                to,
            ))
        })
}

/// Prepositions opening the object of a leave ("fine for", "park in").
pub(super) const OBJECT_OPENERS: &[&str] = &["for", "to", "in", "at", "on", "from", "into", "of"];

/// Words saying the outcome a check must reach ("until re-test = PASS").
const OUTCOMES: &[&str] = &[
    "pass", "passes", "passed", "clear", "clears", "cleared", "negative", "green",
];

/// Words of a rewrite that keep an "until"'s wait on its outcome ("paused pending the
/// renewal").
const WAITS: &[&str] = &["until", "till", "til", "pending", "awaiting", "subject to"];

/// "Do not release for loading until re-test = PASS." -> "Re-test before loading.": the
/// outcome an "until" waits for ("passes", "is clear", "negative") dropped, a content word
/// of its clause said again and no outcome word left: doing the check stands for passing
/// it. "hold until the re-test passes" keeps it, and so does a wait said again ("paused
/// pending the renewal"). An "until" the rewrite says again, on the same check, without the
/// outcome is read too: "Don't move hives out of Area B until the foulbrood test comes back
/// negative." -> "... until the foulbrood test comes back." waits for any result (pol45);
/// "... until the test comes back OK" keeps it.
fn outcome_of_until_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !(o.holds_any_phrase(&["until", "till"]) && o.holds_any_phrase(OUTCOMES))
        || r.holds_any_phrase(OUTCOMES)
        || r.holds_any_phrase(&["ok", "okay", "fine", "good", "="])
    {
        return None;
    }
    // The rewrite's own "until" or "till", when it waits again.
    let rewrite_until = if r.holds_any_phrase(WAITS) {
        let rw = r.words();
        let at = rw
            .iter()
            .position(|(w, _)| is_one_of(w, &["until", "till", "til"]))?;
        Some(rest_of_sentence(r.text, rw, at))
    } else {
        None
    };
    let ow = o.words();
    let at = ow
        .iter()
        .position(|(w, _)| is_one_of(w, &["until", "till"]))?;
    let part = parts(o.text)
        .into_iter()
        .find(|p| p.contains(&ow[at].1.start))?;
    let clause: Vec<_> = ow[at + 1..]
        .iter()
        .take_while(|(_, x)| x.end <= part.end)
        .collect();
    let outcome = clause.iter().find(|(w, _)| is_one_of(w, OUTCOMES))?;
    let checked = content_words(&clause);
    checked
        .iter()
        .any(|w| !is_one_of(w, OUTCOMES) && said_in(w, rewrite_until.unwrap_or(r.words())))
        .then(|| {
            (
                "condition dropped",
                ow[at].1.start..outcome.1.end,
                0..r.text.len(),
            )
        })
}

/// The changes of corpus s39b read from the two texts alone, the first found.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    window_made_one_sided(o, r)
        .or_else(|| inclusive_bound_made_strict(o, r))
        .or_else(|| inclusion_dropped(o, r))
        .or_else(|| one_of_two_needs_dropped(o, r))
        .or_else(|| anchor_of_a_period_moved(o, r))
        .or_else(|| scope_of_a_leave_widened(o, r))
        .or_else(|| outcome_of_until_dropped(o, r))
}

/// Verbs that say when something stops ("Bar stops serving at 22:45", "Gates close at 6").
const STOP_VERBS: &[&str] = &[
    "stop", "stops", "close", "closes", "end", "ends", "shut", "shuts", "finish", "finishes",
    "cease", "ceases",
];

/// "Bar stops serving at 22:45" -> "Bar serves until at least 22:45": the time at which
/// something stops (a stop verb in its sentence) said again after "at least": the end made
/// a floor, the bound's direction turned. An original that says "at least" itself, or that
/// stops nothing ("stay until 18:00" -> "stay until at least 18:00"), is not read.
pub(super) fn stop_time_said_as_at_least(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let original = o.text;
    if !r.holds_any_phrase(&["at least"]) || o.holds_any_phrase(&["at least"]) {
        return None;
    }
    let theirs = r.words();
    let at = theirs
        .windows(3)
        .find(|w| is_one_of(w[0].0, &["at"]) && is_one_of(w[1].0, &["least"]))
        .map(|w| w[2].clone())?;
    if !at.0.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let ours = o.words();
    let k = ours.iter().position(|(w, _)| *w == at.0)?;
    let part = part_holding(original, ours[k].1.start)?;
    words(original, part)
        .iter()
        .any(|(w, _)| is_one_of(w, STOP_VERBS))
        .then(|| (ours[k].1.clone(), at.1))
}

/// Events an "until" waits for, two by two opposite: reaching a place and leaving it,
/// starting a thing and ending it.
const TURNED_EVENTS: &[(&[&str], &[&str])] = &[
    (
        &[
            "reach", "reaches", "arrive", "arrives", "arrival", "get", "gets",
        ],
        &["leave", "leaves", "depart", "departs", "departure"],
    ),
    (
        &["start", "starts", "begin", "begins", "opens", "open"],
        &["end", "ends", "finish", "finishes", "close", "closes"],
    ),
];

/// The words of the up to five words after the first "until" or "till" of `ws`.
fn after_until<'a, 't>(ws: &'a [Word<'t>]) -> Option<&'a [Word<'t>]> {
    let at = ws
        .iter()
        .position(|(w, _)| is_one_of(w, &["until", "till", "til"]))?;
    Some(&ws[at + 1..(at + 6).min(ws.len())])
}

/// "Phones stay in bags on the coach until we reach the museum car park." -> "... until we
/// leave the museum car park.": the event an "until" waits for ("reach", "start") said as its
/// opposite ("leave", "end") in the rewrite's "until", the original saying no such word there:
/// the time the rule ends moved. "until arrival at the car park" keeps it.
pub(super) fn until_event_turned(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !(o.holds_any_phrase(&["until", "till", "til"])
        && r.holds_any_phrase(&["until", "till", "til"]))
    {
        return None;
    }
    let (ours, theirs) = (after_until(o.words())?, after_until(r.words())?);
    TURNED_EVENTS.iter().find_map(|(a, b)| {
        [(a, b), (b, a)].into_iter().find_map(|(said, turned)| {
            let from = ours.iter().find(|(w, _)| is_one_of(w, said))?;
            let to = theirs.iter().find(|(w, _)| is_one_of(w, turned))?;
            (!ours.iter().any(|(w, _)| is_one_of(w, turned)))
                .then(|| ("date changed", from.1.clone(), to.1.clone()))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::{assert_faithful, assert_reports};

    fn changed(o: &str, r: &str) -> Option<&'static str> {
        event_changed(&TextReading::new(o), &TextReading::new(r)).map(|m| m.0)
    }

    /// The end of an event said as its course: the corpus's shape and look-alikes in other
    /// words and domains; an "until" (the same time), the end kept and a ban are no change.
    #[test]
    fn end_of_an_event_said_as_its_course_is_read() {
        for (o, r) in [
            (
                "Powder days: patrol gets first chair, and the public only loads once avalanche control is finished.",
                "Powder days: patrol gets first chair, and the public loads while avalanche control is under way.",
            ),
            (
                "Visitors go in after the cleaning round is done.",
                "Visitors go in while the cleaning round is in progress.",
            ),
            (
                "Restock the shelves when the stocktake is complete.",
                "Restock shelves during the stocktake, as it's ongoing.",
            ),
        ] {
            assert_eq!(changed(o, r), Some("order changed"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Keep clear until the lift is done.",
                "Keep clear while the lift is under way.",
            ),
            (
                "The public only loads once avalanche control is finished.",
                "Public loads after avalanche control is done.",
            ),
            (
                "Don't open the autoclave once the cycle is over.",
                "Autoclave stays shut while the cycle is running.",
            ),
            (
                "Restock the shelves when the stocktake is complete.",
                "Restock shelves as soon as the stocktake is over, while staff are still in.",
            ),
        ] {
            assert_eq!(changed(o, r), None, "{o} -> {r}");
        }
    }

    /// The parts of an event joined by "or", one dropped, "while" said as "until": the
    /// corpus's shapes and look-alikes in other words and domains, each read; both parts
    /// kept, an "and" before the "until", a "while" said as "during" or the end of the event
    /// are no change.
    #[test]
    fn event_of_a_rule_said_otherwise_is_read() {
        for (o, r, what) in [
            (
                "Sous chef says nobody clocks off till the line's scrubbed and logged.",
                "Sous chef says nobody clocks off till the line's scrubbed or logged.",
                "condition dropped",
            ),
            (
                "Nobody leaves the lab until the bench is wiped and the sharps bin is closed.",
                "Nobody leaves the lab until the bench is wiped or the sharps bin is closed.",
                "condition dropped",
            ),
            (
                "Do not process any termination pay until HR has confirmed the final working day AND the employee's leave balance has been reconciled.",
                "Don't process termination pay until HR confirms the final working day.",
                "condition dropped",
            ),
            (
                "Keep the boat tied up until the skipper is aboard and the engine has warmed up.",
                "Keep the boat tied up until the skipper is aboard.",
                "condition dropped",
            ),
            (
                "Keep the exclusion zone clear while the crane's lifting.",
                "Keep the exclusion zone clear until the crane's lifting.",
                "scope changed",
            ),
            (
                "Pupils stay seated while the coach is moving.",
                "Pupils stay seated until the coach is moving.",
                "scope changed",
            ),
            (
                "Hold the rope until the climber is down.",
                "Hold the rope while the climber is down.",
                "scope changed",
            ),
        ] {
            assert_eq!(changed(o, r), Some(what), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Do not process termination pay until HR confirms the last day and the leave balance is reconciled.",
                "No termination pay until HR confirms last day + leave balance.",
            ),
            (
                "Don't mix bleach and ammonia until the room is aired.",
                "Don't mix bleach or ammonia until the room is aired.",
            ),
            (
                "Keep the exclusion zone clear while the crane's lifting.",
                "Exclusion zone clear during crane lifts.",
            ),
            (
                "Keep the exclusion zone clear while the crane's lifting.",
                "Keep the exclusion zone clear until the crane's lift is done.",
            ),
            (
                "Don't open the door while the oven is hot.",
                "Door stays shut until the oven cools.",
            ),
            (
                "Nobody clocks off till the line's scrubbed and logged.",
                "Nobody clocks off till the line's scrubbed + logged.",
            ),
        ] {
            assert_eq!(changed(o, r), None, "{o} -> {r}");
        }
    }

    fn missed(original: &str, rewrite: &str) -> Option<&'static str> {
        change_missed(&TextReading::new(original), &TextReading::new(rewrite)).map(|m| m.0)
    }

    #[test]
    fn a_window_on_both_sides_made_one_sided_is_read() {
        for (o, r) in [
            (
                "Shift handover happens within five minutes either side of 18:00.",
                "Handover within 5 min after 18:00.",
            ),
            (
                "Weigh the dough within 2 g plus or minus of the target.",
                "Dough weight: up to 2 g past target.",
            ),
            (
                "Doses are given within an hour before or after the meal.",
                "Dose within 1 h after meals.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("scope narrowed"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Shift handover happens within five minutes either side of 18:00.",
                "Handover within ±5 min of 18:00.",
            ),
            (
                "Shift handover happens within five minutes either side of 18:00.",
                "Handover within 5 min of 18:00.",
            ),
            (
                "Within five minutes either side of 18:00 hand over; after that, log it late.",
                "Handover 18:00 ± 5 min; after that log it late.",
            ),
            (
                "Call the depot after every delivery.",
                "Call depot after each delivery.",
            ),
            (
                "Check the tyre pressure before and after the run.",
                "Tyre pressure pre/post run.",
            ),
            (
                "Check the tyre pressure before and after the run.",
                "Check tyres before & after the run.",
            ),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    #[test]
    fn an_inclusive_bound_of_a_grade_made_strict_is_read() {
        for (o, r) in [
            (
                "Contact sparring is banned for the Year 6s and below.",
                "No contact sparring below Year 6.",
            ),
            (
                "Night hikes are open to Level 3 and above only.",
                "Night hikes: above Level 3 only.",
            ),
            (
                "Free entry for kids aged 5 and under.",
                "Free entry under 5.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("scope narrowed"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Goalkeepers in the U12s and younger wear padded tops.",
                "U12 & younger keepers: padded tops.",
            ),
            (
                "Contact sparring is banned for the Year 6s and below.",
                "No contact sparring for Year 6 and below.",
            ),
            (
                "Contact sparring is banned for the Year 6s and below.",
                "No contact sparring up to Year 6.",
            ),
            (
                "Bring the U10s and the U11s to the back pitch over lunch.",
                "U10s + U11s to back pitch over lunch.",
            ),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    #[test]
    fn a_dropped_inclusion_is_read() {
        for (o, r) in [
            (
                "No phones on the ward floor. This includes smartwatches.",
                "No phones on ward floor.",
            ),
            (
                "Every visitor signs in at reception, including contractors.",
                "Visitors sign in at reception.",
            ),
            (
                "Glass is banned on the terrace. That covers jam jars and candle holders.",
                "No glass on terrace.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("scope narrowed"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "No phones on the ward floor. This includes smartwatches.",
                "No phones or smartwatches on ward floor.",
            ),
            (
                "Every visitor signs in at reception, including contractors.",
                "All visitors incl. contractors sign in at reception.",
            ),
            ("No phones on the ward floor.", "No phones on ward floor."),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    #[test]
    fn one_of_two_needs_dropped_is_read() {
        for (o, r) in [
            (
                "Late returns need Imran's approval and a written reason.",
                "Late returns -> written reason.",
            ),
            (
                "A same-day cake order requires a deposit and the manager's OK.",
                "Same-day cake order: manager OK.",
            ),
            // The second thing dropped, things joined by "+", the two things of "unless"
            // (a word the act names too, "valve", is no word of a side).
            (
                "A same-day cake order requires a deposit and the manager's OK.",
                "Same-day cake order: deposit.",
            ),
            (
                "GATE POLICY:\n  requires: signed permit + safety briefing\n  hours: 07-19",
                "Gate: signed permit, hours 07-19.",
            ),
            (
                "Never open the bypass valve unless the pump is isolated and the valve log is signed.",
                "Bypass valve: open only with signed valve log.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("condition dropped"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Late returns need Imran's approval and a written reason.",
                "Late returns: Imran OK + written reason.",
            ),
            (
                "Late returns need Imran's approval.",
                "Late returns: written reason.",
            ),
            (
                "Rope access needs a harness and a helmet.",
                "Rope access: harness + helmet required.",
            ),
            (
                "Each rota needs between 4 and 6 names.",
                "Rotas: 4-6 names each.",
            ),
            (
                "Never open the bypass valve unless the pump is isolated and the valve log is signed.",
                "Bypass valve: pump isolated + valve log signed first.",
            ),
            // "and" joining a rule of its own.
            (
                "Every release needs two sign-offs and authors may not sign their own.",
                "Releases: two sign-offs, no self-sign.",
            ),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    #[test]
    fn an_anchor_of_a_period_moved_is_read() {
        for (o, r) in [
            (
                "No grazing on the paddock for 21 days after the last spray.",
                "Paddock: no grazing 21 days from the first spray.",
            ),
            (
                "Warranty runs for a year from the start of the contract.",
                "Warranty: 1 yr after the end of contract.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("time changed"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "No grazing on the paddock for 21 days after the last spray.",
                "Paddock: no grazing for 21 days after final spray.",
            ),
            (
                "No grazing from the start of spraying until 21 days after the last spray.",
                "No grazing from start of spraying to 21 days after the last spray.",
            ),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    #[test]
    fn the_scope_of_a_leave_widened_is_read() {
        for (o, r) in [
            (
                "Cash is fine for orders from local primary schools.",
                "Cash OK for local schools.",
            ),
            (
                "Staff may park in the north visitor car park after 6pm.",
                "Staff may park in north car park after 6pm.",
            ),
            (
                "Free entry is fine for members of partner rowing clubs.",
                "Free entry OK for members of partner clubs.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("scope widened"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Cash is fine for orders from local primary schools.",
                "Cash OK for local primary schools.",
            ),
            (
                "Never send samples to external partner labs.",
                "No samples to external labs.",
            ),
            (
                "You can switch heaters on/off yourself during shifts.",
                "May switch heaters on/off during shifts.",
            ),
            (
                "Team leads can approve their own timesheets.",
                "Team leads may approve own timesheets.",
            ),
            (
                "You may offer the next available hygienist slot.",
                "May offer next hygienist slot.",
            ),
            (
                "Staff may park in the north visitor car park after 6pm.",
                "Staff can use north visitor car park after 6pm.",
            ),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    #[test]
    fn the_outcome_of_an_until_dropped_is_read() {
        for (o, r) in [
            (
                "Keep the tank sealed until the gas test passes.",
                "Gas test before opening tank.",
            ),
            (
                "Nobody goes back in until the air monitor reads clear.",
                "Air monitor check before re-entry.",
            ),
            // The "until" said again on the same check, its outcome dropped (pol45).
            (
                "Don't move hives out of Area B until the foulbrood test comes back negative.",
                "Don't move hives out of Area B until the foulbrood test comes back.",
            ),
            (
                "Keep the ward closed till the swabs come back negative.",
                "Ward stays closed till the swabs are back.",
            ),
            (
                "Nobody re-enters the vault until the oxygen reading is clear.",
                "No re-entry to the vault until the oxygen reading is taken.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("condition dropped"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Keep the tank sealed until the gas test passes.",
                "Tank sealed until gas test = pass.",
            ),
            (
                "Keep the tank sealed until the gas test passes.",
                "Tank sealed till gas test passed.",
            ),
            (
                "Keep the tank sealed until Friday.",
                "Tank sealed till Fri.",
            ),
            (
                "Keep the tank sealed until the gas test passes.",
                "Tank sealed pending gas test.",
            ),
            (
                "Keep the ward closed till the swabs come back negative.",
                "Ward closed till swabs come back OK.",
            ),
            (
                "Keep the ward closed till the swabs come back negative.",
                "Ward closed till the 20th.",
            ),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    /// A closing time said as "until at least" is reported; a time one must stay until is
    /// not.
    #[test]
    fn stop_time_said_as_at_least() {
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Bar stops serving at 22:45, fifteen minutes before curfew.",
                    "Bar serves until at least 22:45.",
                ),
                (
                    "The kitchen closes at 21:30 on weekdays.",
                    "Kitchen open until at least 21:30 on weekdays.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Stewards must stay on the gate until 23:00.",
                "Stewards stay on gate until at least 23:00.",
            ),
            (
                "The kitchen closes at 21:30 on weekdays.",
                "Kitchen shuts 21:30 weekdays.",
            ),
        ]);
    }
}
