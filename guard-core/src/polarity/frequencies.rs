//! How often a rule's act recurs ("each morning", "every morning", "daily") said in the rewrite
//! as another period ("weekly", "on weekdays"): the act now recurs less or more often. Read
//! from the two texts alone when nothing else was found (session 43, pol43).

use std::ops::Range;

use super::words::{TextReading, Word};
use crate::classify::lexicon::is_one_of;

/// A change read from the two texts alone: its kind and its ranges in the original and the
/// rewrite.
type Missed = (&'static str, Range<usize>, Range<usize>);

/// The period a word names after "every" or "each" ("morning" is a day's), or `None`.
fn period_of_noun(w: &str) -> Option<&'static str> {
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
    let w = w.to_ascii_lowercase();
    Some(match w.as_str() {
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
            let plural = next.len() > 1 && next.to_ascii_lowercase().ends_with('s');
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
    let ours = periods(o.words(), false);
    let theirs = periods(r.words(), true);
    let (_, from) = ours.first()?;
    let (_, to) = theirs.first()?;
    let shared = theirs.iter().any(|(p, _)| ours.iter().any(|(q, _)| p == q));
    (!shared).then(|| ("frequency changed", from.clone(), to.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn changed(o: &str, r: &str) -> bool {
        frequency_changed(&TextReading::new(o), &TextReading::new(r)).is_some()
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
}
