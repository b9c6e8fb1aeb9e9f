//! The event that ends or bounds a rule in time ("until HR has confirmed the last day AND the
//! leave balance is reconciled", "till the line's scrubbed and logged", "while the crane's
//! lifting") said in the rewrite with one of its parts dropped, its parts joined by "or", or
//! "while" said as "until" (or back): the time the rule holds moved. Read from the two texts
//! alone when nothing else was found (session 42, pol42).

use std::ops::Range;

use super::blind34b::is_negation;
use super::words::{TextReading, Word, is_content, part_holding, same_word};
use crate::classify::lexicon::is_one_of;

/// A change read from the two texts alone: its kind and its ranges in the original and the
/// rewrite.
type Missed = (&'static str, Range<usize>, Range<usize>);

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
