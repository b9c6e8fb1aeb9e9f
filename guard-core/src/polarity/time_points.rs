//! A time said as a point of a period or as a day counted from another, turned by the rewrite:
//! "Pump the bilges out at the start of each watch." -> "Pump bilges at end of each watch."
//! (s51a-p071), "... returned by 5pm the same day." -> "... return by 5pm next day."
//! (s51b-p054). Neither is a number or a date the other readings compare, and the words that
//! turn ("start", "end", "same", "next") are no content words, so a compressed rewrite could
//! move the time with no other change read.

use super::extract::{DateFact, Facts};
use super::is_one_of;
use super::scope::DETERMINERS;
use super::words::{TextReading, Word, same_word};
use std::ops::Range;

/// Words naming the start of a period ("the start of each watch").
const STARTS: &[&str] = &["start", "beginning"];

/// Words naming the end of a period ("the end of the shift", "close of play").
const ENDS: &[&str] = &["end", "close"];

/// Words counting a period from another ("the same day", "the following week"), or naming
/// the period now ("this week").
const COUNTS: &[&str] = &["same", "next", "following", "previous", "prior", "this"];

/// Words naming a day counted from now ("today", "tonight").
const DAYS_FROM_NOW: &[&str] = &["today", "tonight", "tomorrow"];

/// "... viewed on microfilm only from today." -> "... only from 1 May.": a day the original
/// names counted from now ([`DAYS_FROM_NOW`]) that the rewrite does not say, where it names a
/// date the original does not (not a vague one): the day replaced by another (pol62). "From
/// today" said as "from now on" or as "today" again is kept. The two quotes.
pub(super) fn day_from_now_dated(
    (o, before): (&TextReading<'_>, &Facts),
    (r, after): (&TextReading<'_>, &Facts),
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: a day from now in the original, none in the rewrite.
    if !o.holds_any_phrase(DAYS_FROM_NOW) || r.holds_any_phrase(DAYS_FROM_NOW) {
        return None;
    }
    let (_, day) = o
        .words()
        .iter()
        .find(|(w, _)| is_one_of(w, DAYS_FROM_NOW))?;
    let said_before = |d: &DateFact| {
        before
            .clauses
            .iter()
            .any(|c| c.dates.iter().any(|e| e.same_time(d)))
    };
    let new = after
        .clauses
        .iter()
        .flat_map(|c| &c.dates)
        .find(|d| !d.is_vague() && !said_before(d))?;
    Some((day.clone(), new.range.clone()))
}

/// Periods a time point is of ("the same day", "shift end").
const PERIODS: &[&str] = &[
    "day",
    "night",
    "morning",
    "evening",
    "afternoon",
    "week",
    "weekend",
    "month",
    "year",
    "shift",
    "watch",
];

/// Where in its period, or which period counted from another, a time point names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    /// "the start of each watch", "shift start".
    Start,
    /// "the end of each watch", "end-of-shift".
    End,
    /// "the same day".
    Same,
    /// "the next day", "the following week", "the day after".
    Next,
    /// "the previous day", "the prior shift", "the night before".
    Previous,
    /// "this week", "this morning": the period now (pol62).
    This,
}

/// A time point of a text: its side, the period it is of, and its words' range.
type Point<'t> = (Side, &'t str, Range<usize>);

/// A point of a period ("the start of each watch") or a period counted from another ("the
/// same day") of `o` said by `r` on another side of the same period ("end of each watch",
/// "next day"), while `r` does not say the original's point of that period too and `o` does
/// not say the rewrite's, or said at the end of a longer period ([`widened`]): the two points'
/// ranges.
pub(super) fn point_turned(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // (A cheap screen through the texts' kept letter pairs: most originals name no period's
    // start or end and count no period, and the rewrite must name one too.)
    let named = |t: &TextReading<'_>| {
        STARTS
            .iter()
            .chain(ENDS)
            .chain(COUNTS)
            .chain(&["after", "before"])
            .any(|w| t.holds_ignoring_case(w))
    };
    if !named(o) || !named(r) {
        return None;
    }
    let (ours, theirs) = (points(o.words()), points(r.words()));
    let said = |ps: &[Point<'_>], side: Side, period: &str| {
        ps.iter()
            .any(|(s, p, _)| *s == side && same_word(p, period))
    };
    let turned = ours.iter().find_map(|(side, period, from)| {
        if said(&theirs, *side, period) {
            return None;
        }
        theirs
            .iter()
            .find(|(s, p, _)| s != side && same_word(p, period) && !said(&ours, *s, p))
            .map(|(_, _, to)| (from.clone(), to.clone()))
    });
    turned.or_else(|| widened(&ours, &theirs))
}

/// The length rank of a period, shortest first: the parts of a day, a day, a week, a month,
/// a year.
fn length(period: &str) -> Option<u8> {
    [
        &["morning", "afternoon", "evening", "night", "shift", "watch"][..],
        &["day"],
        &["week", "weekend"],
        &["month"],
        &["year"],
    ]
    .iter()
    .position(|ps| is_one_of(period, ps))
    .map(|k| k as u8)
}

/// A time point of `ours` ("the same day") said by `theirs` at the end of a longer period or
/// the next one ("by the end of the week", pol61b: a deadline widened), where neither text
/// names any point of the other's period: the two points' ranges.
fn widened(ours: &[Point<'_>], theirs: &[Point<'_>]) -> Option<(Range<usize>, Range<usize>)> {
    let names = |ps: &[Point<'_>], period: &str| ps.iter().any(|(_, p, _)| same_word(p, period));
    ours.iter().find_map(|(_, period, from)| {
        let short = length(period)?;
        if names(theirs, period) {
            return None;
        }
        theirs
            .iter()
            .find(|(s, p, _)| {
                matches!(s, Side::End | Side::Next)
                    && length(p).is_some_and(|l| l > short)
                    && !names(ours, p)
            })
            .map(|(_, _, to)| (from.clone(), to.clone()))
    })
}

/// The time points `ws` says: a start or end word, "of", a determiner at most (of the scope
/// readings' [`DETERMINERS`]) and the period ("the end of each watch", "end-of-shift"); a
/// period and a start or end word ("watch end"); a count word and a period ("same day", "the
/// following week"); a period and "after" or "before" ("the day after").
fn points<'t>(ws: &[Word<'t>]) -> Vec<Point<'t>> {
    // Hyphened words read as their pieces ("end-of-shift").
    let pieces: Vec<Word<'t>> = ws
        .iter()
        .flat_map(|(w, range)| {
            w.split('-').filter(|p| !p.is_empty()).map(move |p| {
                let at = range.start + (p.as_ptr() as usize - w.as_ptr() as usize);
                (p, at..at + p.len())
            })
        })
        .collect();
    let word = |k: usize| pieces.get(k).map_or("", |(w, _)| *w);
    let is_period = |w: &str| is_one_of(w, PERIODS);
    let mut out = Vec::new();
    for (i, (w, range)) in pieces.iter().enumerate() {
        let edge = if is_one_of(w, STARTS) {
            Some(Side::Start)
        } else if is_one_of(w, ENDS) {
            Some(Side::End)
        } else {
            None
        };
        let count = if is_one_of(w, &["same"]) {
            Some(Side::Same)
        } else if is_one_of(w, &["next", "following"]) {
            Some(Side::Next)
        } else if is_one_of(w, &["previous", "prior"]) {
            Some(Side::Previous)
        } else if is_one_of(w, &["this"]) {
            Some(Side::This)
        } else {
            None
        };
        if let Some(side) = edge {
            if is_one_of(word(i + 1), &["of"]) {
                let k = i + 2 + usize::from(is_one_of(word(i + 2), DETERMINERS));
                if let Some((p, end)) = pieces.get(k) {
                    out.push((side, *p, range.start..end.end));
                }
            } else if i > 0 && is_period(word(i - 1)) {
                out.push((side, word(i - 1), pieces[i - 1].1.start..range.end));
            }
        } else if let Some(side) = count {
            if let Some((p, end)) = pieces.get(i + 1).filter(|(p, _)| is_period(p)) {
                out.push((side, *p, range.start..end.end));
            }
        } else if is_period(w) {
            let side = if is_one_of(word(i + 1), &["after"]) {
                Some(Side::Next)
            } else if is_one_of(word(i + 1), &["before"]) {
                Some(Side::Previous)
            } else {
                None
            };
            if let Some(side) = side {
                out.push((side, *w, range.start..pieces[i + 1].1.end));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_faithful, assert_reports};

    /// The period now said as the next one ("only this week" -> "only next week"), and a day
    /// counted from now said as a date ("from today" -> "from 3 June"), are dates changed;
    /// the same said again ("this week", "from today", "from now on") is not (pol62,
    /// s62b-p051, s62a-p105).
    #[test]
    fn the_period_now_or_a_day_from_now_replaced() {
        assert_reports(
            "date changed",
            &[
                (
                    "Night deliveries come to the side gate only this week, the yard is resurfaced.",
                    "Night deliveries: side gate only next week (yard resurfaced).",
                ),
                (
                    "Manager's call: boxed files are scanned in the annexe only from today.",
                    "Manager's call: boxed files are scanned in the annexe only from 3 June.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Night deliveries come to the side gate only this week, the yard is resurfaced.",
                "Night deliveries: side gate only this week (yard resurfaced).",
            ),
            (
                "Manager's call: boxed files are scanned in the annexe only from today.",
                "Manager's call: boxed files scanned in the annexe only from today.",
            ),
        ]);
    }

    /// The start of a period said as its end (s51a-p071), the end as its start, telegraphic
    /// or hyphened; a day counted from another turned (s51b-p054). Look-alikes kept faithful:
    /// the same point said in other words ("beginning" for "start", "watch end" for "end of
    /// the watch", "following day" for "next day"), and a rewrite that says both points.
    #[test]
    fn a_time_said_at_the_other_end_of_its_period_or_day() {
        assert_reports(
            "date changed",
            &[
                (
                    "Pump the bilges out at the start of each watch.",
                    "Pump bilges at end of each watch.",
                ),
                (
                    "Check the oil at the start of each shift.",
                    "Check oil at end of each shift.",
                ),
                (
                    "Lock the tool store at the end of every shift.",
                    "Lock tool store at start-of-shift.",
                ),
                (
                    "Mausoleum keys must be returned by 5pm the same day.",
                    "Mausoleum keys: return by 5pm next day.",
                ),
                (
                    "Samples must be logged the following day at the latest.",
                    "Samples must be logged the same day.",
                ),
                // The period read past any determiner ("its", none), so the two points
                // are of one period (the base read "its" as the period and let this through).
                (
                    "Lock the store at the end of its shift.",
                    "Lock store at start-of-shift.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Pump the bilges out at the start of each watch.",
                "Pump bilges at beginning of each watch.",
            ),
            (
                "Pump the bilges out at the start of each watch.",
                "Pump bilges at watch start.",
            ),
            (
                "Mausoleum keys must be returned by 5pm the next day.",
                "Mausoleum keys: return by 5pm the following day.",
            ),
            (
                "Pump the bilges out at the start and at the end of each watch.",
                "Pump bilges at start and end of each watch.",
            ),
        ]);
    }

    /// A deadline of a day said at the end of a week (s61a-p023, paraphrased): widened
    /// (pol61b). Look-alikes kept faithful: the same point said
    /// again, a week the original names too, and a shorter period in the rewrite.
    #[test]
    fn a_deadline_said_at_the_end_of_a_longer_period() {
        assert_reports(
            "date changed",
            &[
                (
                    "Please enter any hive you treat in the apiary book the same day, with its \
                     tag number.",
                    "Enter any hive treated in the apiary book by the end of the week, with its \
                     tag number.",
                ),
                (
                    "Kindly log any hive you treat in the apiary book the same day.",
                    "Log any hive treated in the apiary book by the end of the week.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Please enter any hive you treat in the apiary book the same day, with its tag \
                 number.",
                "Enter any treated hive in the apiary book same day, with its tag number.",
            ),
            (
                "Enter each treated hive in the book the same day; the inspector reads the book \
                 at the end of the week.",
                "Enter each treated hive in the book the same day; inspector reads the book at \
                 end of week.",
            ),
            (
                "Check the stock at the end of the week.",
                "Check stock at end of the week.",
            ),
        ]);
    }
}
