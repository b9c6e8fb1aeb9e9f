//! How often a rule's act recurs ("each morning", "every morning", "daily") said in the rewrite
//! as another period ("weekly", "on weekdays"): the act now recurs less or more often. Read
//! from the two texts alone when nothing else was found (session 43, pol43).

use super::{Missed, ends_with_ignoring_case};
use std::ops::Range;

use super::screened;
use super::words::{TextReading, Word, ascii_lower};
use crate::classify::lexicon::is_one_of;

/// The period a word names after "every" or "each" ("morning" is a day's), or `None`.
pub(super) fn period_of_noun(w: &str) -> Option<&'static str> {
    let w = w.to_ascii_lowercase();
    Some(match w.as_str() {
        "day" | "morning" | "evening" | "night" | "afternoon" => "day",
        "weekday" => "weekday",
        "weekend" => "weekend",
        "week" => "week",
        "fortnight" => "fortnight",
        "month" => "month",
        "quarter" => "quarter",
        "year" => "year",
        "hour" => "hour",
        "shift" => "shift",
        _ => return None,
    })
}

/// The period an adverb of frequency names ("daily", "weekly"), or `None`.
fn period_of_adverb(w: &str) -> Option<&'static str> {
    // (Asked of every word of both texts: each adverb named ends in "ly", so a word that does
    // not is turned away before it is lower-cased, without a copy when it is.)
    if !ends_with_ignoring_case(w, "ly") {
        return None;
    }
    let w = ascii_lower(w);
    Some(match &*w {
        "daily" | "nightly" => "day",
        "weekly" => "week",
        "fortnightly" => "fortnight",
        "monthly" => "month",
        "quarterly" => "quarter",
        "yearly" | "annually" => "year",
        "hourly" => "hour",
        _ => return None,
    })
}

/// The periods `ws` says an act recurs by, each with its range: "every" or "each" before a
/// period's noun ("each morning"; not "every 15 minutes", "every other day", nor "each
/// patient"), an adverb of frequency ("weekly"), or, with `day_sets`, "on weekdays" / "at
/// weekends" (which alone name the days a rule holds on, not how often an act recurs).
fn periods(ws: &[Word<'_>], day_sets: bool) -> Vec<(&'static str, Range<usize>)> {
    (0..ws.len())
        .filter_map(|k| {
            let (w, at) = &ws[k];
            if let Some(p) = period_of_adverb(w) {
                return Some((p, at.clone()));
            }
            let (next, end) = ws.get(k + 1)?;
            let plural = next.len() > 1 && next.ends_with(['s', 'S']);
            let period = if is_one_of(w, &["every", "each"]) {
                period_of_noun(next)
            } else if day_sets && is_one_of(w, &["on", "at"]) && plural {
                period_of_noun(&next[..next.len() - 1]).filter(|p| p.starts_with("week"))
            } else {
                None
            }?;
            Some((period, at.start..end.end))
        })
        .collect()
}

/// "Lap bars on cars 4 and 7 get a manual check each morning before the first dispatch." ->
/// "... manual lap-bar check weekly, pre-first-dispatch.", "... the stop-gate test before
/// loading first chair, every morning." -> "... before first chair on weekdays.": the original
/// and the rewrite each say how often the act recurs ([`periods`]), and no period of the
/// rewrite is one of the original's. "every morning" -> "daily", "each week" -> "weekly",
/// "every 15 minutes" -> "q15min" and "Don't run payroll on weekends" -> "on weekdays only"
/// are not read.
pub(super) fn frequency_changed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // (The rewrite's periods are read only when the original says one.)
    let ours = periods(o.words(), false);
    let (_, from) = ours.first()?;
    let theirs = periods(r.words(), true);
    let (_, to) = theirs.first()?;
    let shared = theirs.iter().any(|(p, _)| ours.iter().any(|(q, _)| p == q));
    (!shared).then(|| ("frequency changed", from.clone(), to.clone()))
}

/// Words that say a thing happens at no stated interval.
fn vague_frequency(w: &str) -> bool {
    matches!(
        w,
        "periodically"
            | "regularly"
            | "occasionally"
            | "routinely"
            | "sometimes"
            | "often"
            | "frequently"
            | "now"
            | "time"
            | "so"
    )
}

/// "Helmets must be replaced every 3 years or after any impact, whichever is first" ->
/// "Helmets get replaced periodically": a sentence of the original bounds how often a thing is
/// done ("every" before a figure, or "whichever") and a rewrite clause naming its subject (the
/// first content word) and its verb's stem says only that it happens at no stated interval
/// ("periodically", "regularly", "from time to time", "now and then"), with no figure:
/// "bound became approximation". The same rule with "whichever is first" (or "sooner",
/// "earlier") said as "whichever is later" (or "last") is "bound direction changed". Not a
/// past-tense report ("was", "were", "last year").
pub(super) fn periodic_bound_blurred(
    ow: &[screened::Word],
    rw: &[screened::Word],
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    let first = |w: &str| matches!(w, "first" | "sooner" | "soonest" | "earlier" | "earliest");
    let later = |w: &str| matches!(w, "later" | "last" | "latest");
    let whichever = |s: &[screened::Word], side: &dyn Fn(&str) -> bool| {
        s.iter().enumerate().find_map(|(k, w)| {
            (w.lower == "whichever"
                && s[k + 1..(k + 4).min(s.len())]
                    .iter()
                    .any(|x| side(&x.lower)))
            .then(|| w.range.start..s[(k + 3).min(s.len() - 1)].range.end)
        })
    };
    for sentence in screened::sentences(ow) {
        let every_figure = sentence
            .windows(2)
            .any(|p| p[0].lower == "every" && p[1].lower.starts_with(|c: char| c.is_ascii_digit()));
        let o_first = whichever(sentence, &first);
        if !every_figure && o_first.is_none() {
            continue;
        }
        if sentence.iter().any(|w| {
            matches!(
                w.lower.as_str(),
                "was" | "were" | "did" | "had" | "last" | "yesterday"
            )
        }) {
            continue;
        }
        let Some(subject) = sentence.iter().map(|w| w.lower.as_str()).find(|w| {
            w.len() >= 3 && !screened::function_word(w) && !matches!(*w, "user" | "note" | "rule")
        }) else {
            continue;
        };
        for r in screened::sentences(rw) {
            if !r
                .iter()
                .any(|w| screened::stem(&w.lower) == screened::stem(subject))
            {
                continue;
            }
            if let (Some(from), Some(to)) = (o_first.clone(), whichever(r, &later)) {
                return Some(("bound direction changed", from, to));
            }
            let figure = r
                .iter()
                .any(|w| w.lower.starts_with(|c: char| c.is_ascii_digit()));
            let vague = r.iter().enumerate().any(|(k, w)| {
                let next = r.get(k + 1).map_or("", |x| x.lower.as_str());
                match w.lower.as_str() {
                    "now" => next == "and",
                    "time" => next == "to",
                    "so" => next == "often",
                    x => vague_frequency(x) && !matches!(x, "now" | "time" | "so"),
                }
            });
            if vague && !figure {
                return Some((
                    "bound became approximation",
                    screened::span(sentence),
                    screened::span(r),
                ));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::{assert_faithful, assert_reports};

    fn changed(o: &str, r: &str) -> bool {
        frequency_changed(&TextReading::new(o), &TextReading::new(r)).is_some()
    }

    /// An adverb of frequency is read in any case behind its "ly" screen; other words, short
    /// ones, and words ending in "ly" that name no period are none.
    #[test]
    fn adverbs_of_frequency_read_in_any_case() {
        for (w, p) in [
            ("daily", "day"),
            ("DAILY", "day"),
            ("Nightly", "day"),
            ("weeklY", "week"),
            ("FORTNIGHTLY", "fortnight"),
            ("Annually", "year"),
            ("hourly", "hour"),
        ] {
            assert_eq!(period_of_adverb(w), Some(p), "{w}");
        }
        for w in [
            "", "l", "ly", "LY", "fly", "only", "weekday", "week", "weeklyy", "dailý",
        ] {
            assert_eq!(period_of_adverb(w), None, "{w}");
        }
    }

    /// Another period in the rewrite: the corpus's shapes and look-alikes in other words and
    /// domains; the same period in other words, a figure's period and no period said are no
    /// change.
    #[test]
    fn frequency_changed_is_read() {
        for (o, r) in [
            (
                "Lap bars on Cyclone cars 4 and 7 get a manual check each morning before the first dispatch.",
                "Cyclone cars 4 & 7: manual lap-bar check weekly, pre-first-dispatch.",
            ),
            (
                "Just a reminder, eh — the Lift 3 attendant does the stop-gate test before loading first chair, every morning.",
                "L3 attendant: stop-gate test before first chair on weekdays.",
            ),
            ("Back up the ledger every night.", "Ledger backup: monthly."),
            (
                "Test the fire alarm weekly.",
                "Test the fire alarm every month.",
            ),
            (
                "The fridge log is signed every shift.",
                "Fridge log signed daily.",
            ),
        ] {
            assert!(changed(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Check the fridge temperature every morning.",
                "Fridge temp check: daily.",
            ),
            ("Test the alarm each week.", "Weekly alarm test."),
            (
                "Radio check-ins are to be logged every 15 minutes.",
                "Log radio check-ins q15min.",
            ),
            (
                "Water the seedlings every other day.",
                "Water seedlings on alternate days.",
            ),
            (
                "Check each patient's chart every day.",
                "Daily chart check for each patient.",
            ),
            (
                "Sweep the yard every evening.",
                "Sweep the yard before closing.",
            ),
            (
                "Don't run payroll on weekends.",
                "Payroll runs on weekdays only.",
            ),
        ] {
            assert!(!changed(o, r), "{o} -> {r}");
        }
    }

    /// A periodic bound blurred to a vague frequency, or its "whichever is first" turned.
    #[test]
    fn periodic_bound_blurred() {
        assert_reports(
            "bound became approximation",
            &[(
                "Batteries are swapped every 200 cycles or 2 years, whichever is sooner.",
                "Batteries get swapped from time to time.",
            )],
        );
        assert_reports(
            "bound direction changed",
            &[(
                "Helmets must be replaced every 3 years or after any impact, whichever is first.",
                "Helmets: replace every 3 yrs or after impact, whichever is later.",
            )],
        );
        assert_faithful(&[
            (
                "Batteries are swapped every 200 cycles or 2 years, whichever is sooner.",
                "Swap batteries at 200 cycles or 2 yrs, whichever sooner.",
            ),
            (
                "We swapped the batteries every 200 cycles last year.",
                "Batteries were swapped regularly last year.",
            ),
        ]);
    }
}
