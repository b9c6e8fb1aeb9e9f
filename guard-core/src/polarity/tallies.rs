//! A narrative's one occasion said as a standing rule: a count or a bound the original reports
//! of a past deed ("Used no more than three mutes on the whole job", "We raised 14 barrels
//! today") said again per a unit ("Max three mutes per job", "Target: 14 barrels/day") or as an
//! order ("Ran the still at no more than 60 per cent" -> "Run the still at max 60%"), or a past
//! deed's day said as a recurrence ("the extractors were cleaned on Saturday" -> "to be cleaned
//! every Saturday"). The numbers and days restated would otherwise excuse the rule as the
//! narrative's own (session 53, pol53).

use super::extract::{Clause, Facts, NumberFact};
use super::frequencies::period_of_noun;
use super::is_one_of;
use super::periods::period;
use super::words::{holds_any_phrase, last_word, part_holding, words, words_after};
use crate::classify::lexicon::is_base_verb;
use crate::classify::numbers::is_listed_unit;
use std::ops::Range;

/// The rewrite's rule that says an occasion of the narrative `before` as standing, or `None`.
///
/// A binding sentence of `after` with a number the original says only in past sentences
/// (a tally, not a bound in force), where the rewrite says it per a unit ("per job",
/// "/day") and the original does not, or bounds it ("max") in a sentence opening with an
/// order's verb ("Run ...") or after "limited to", or says it in a sentence binding by "must"
/// (pol54); or with a day after "every" / "each" the original says only in
/// past sentences with no "every" or "each". Look-alikes kept: "Solvent still run ≤60%
/// capacity all wk" (no order, no unit), "Lint extractors cleaned Sat" (no recurrence), a
/// rate the original says too ("42 head/hour" -> "42 hd/hr").
pub(super) fn occasion_said_as_a_rule<'f>(
    (original, before): (&str, &Facts),
    (rewrite, after): (&str, &'f Facts),
) -> Option<&'f Clause> {
    // (A cheap screen: most narratives tell no past deed with a number or a day.)
    if !before
        .clauses
        .iter()
        .any(|o| o.past && (!o.numbers.is_empty() || !o.dates.is_empty()))
    {
        return None;
    }
    after.clauses.iter().find(|c| {
        // (A label's figure is set though a participle reads its sentence past: "Target:
        // 40 kg of salted nuts".)
        // (Under a label the original names nowhere, the tally is set, per a unit or not:
        // "We sold 40 kg" -> "Target: 40 kg"; "we hit the 40 kg limit" -> "Limit: 40 kg" is
        // the limit said again.)
        let labelled = under_a_set_label(rewrite, c);
        let set = labelled && !holds_any_phrase(original, SET_FIGURES);
        (c.binding || labelled)
            && (c.numbers.iter().any(|n| {
                (!c.past || labelled || limited_to(rewrite, c, n))
                    && tally_said_as_standing(original, before, (rewrite, c, n), set)
            }) || day_said_as_a_recurrence((original, before), (rewrite, c)))
    })
}

/// Words that name a figure set to be met or kept to ("Target: 40 crates per market").
const SET_FIGURES: &[&str] = &[
    "target",
    "quota",
    "goal",
    "limit",
    "cap",
    "ceiling",
    "max",
    "maximum",
    "min",
    "minimum",
    "allowance",
];

/// Sentence `c` of `text` opens with a label naming a figure set ([`SET_FIGURES`]) and a
/// colon ("Quota: 12 crates a shift"): a figure to be met, though the classifier reads no
/// duty in it; "Sold: 12 crates" or "Total: 12 crates" label a figure that was (pol66c).
fn under_a_set_label(text: &str, c: &Clause) -> bool {
    words(text, c.range.clone())
        .first()
        .is_some_and(|(w, at)| is_one_of(w, SET_FIGURES) && text[at.end..].starts_with(':'))
}

/// Number `n` of the rewrite's sentence `c` restates only a past tally of the original and
/// is said per a unit, or as a bound in an order, or is `set` (under a label naming a set
/// figure, [`under_a_set_label`]).
fn tally_said_as_standing(
    original: &str,
    before: &Facts,
    (rewrite, c, n): (&str, &Clause, &NumberFact),
    set: bool,
) -> bool {
    let mut said = before.clauses.iter().flat_map(|o| {
        o.numbers
            .iter()
            .filter(move |m| m.value == n.value)
            .map(move |m| (o, m))
    });
    let (mut any, mut rate_said) = (false, false);
    for (o, m) in said.by_ref() {
        if !o.past {
            return false;
        }
        any = true;
        rate_said |= per_unit(original, &m.range);
    }
    any && (set
        || per_unit(rewrite, &n.range) && !rate_said
        || held_by_must(rewrite, c)
        || n.compared && (opens_with_an_order(rewrite, c, n) || limited_to(rewrite, c, n)))
}

/// Sentence `c` of `text` binds by "must" ("Temperature must never exceed 3 degrees", "Luff
/// must be within a couple of mm of the drawing (11.42 m)"): a duty, where the narrative's
/// past sentence told what was measured, with the number bounded or not (session 54, pol54).
fn held_by_must(text: &str, c: &Clause) -> bool {
    c.strong.as_ref().is_some_and(|s| {
        words(text, s.clone())
            .first()
            .is_some_and(|(w, _)| is_one_of(w, &["must"]))
    })
}

/// The number `n` of sentence `c` follows "limited to", "capped at" or "restricted to" ("Stag parties
/// limited to 4,000 balls"): a limit set, where the narrative's past sentence told what was
/// used. The participle reads past; the limit stands (session 54, pol54).
fn limited_to(text: &str, c: &Clause, n: &NumberFact) -> bool {
    // (The number's range may open with its comparator: read the words before its number.)
    let head = words(text, n.range.clone());
    let start = head
        .iter()
        .find(|(w, _)| w.starts_with(|ch: char| ch.is_ascii_digit()))
        .map_or(n.range.start, |(_, at)| at.start);
    let before = words(text, c.range.start.min(start)..start);
    matches!(before.as_slice(), [.., (limit, _), (to, _)]
        if is_one_of(limit, &["limited", "capped", "restricted"])
            && is_one_of(to, &["to", "at"]))
}

/// The number at `at` is said per a unit: "per" or a slash in the three words after it
/// ("three mutes per job", "14 barrels/day"), before a word that is a period ("day", "wk")
/// or no listed unit ("job"), or a period after "a" or "each" ("1.5 litres a day"): "60 per
/// cent", "0.2 mg/L" and "w/o" count by nothing.
fn per_unit(text: &str, at: &Range<usize>) -> bool {
    // (From the number's end: its range may open with its comparator, "at least 420".)
    let after = words_after(text, at.end, 3);
    let end = after.last().map_or(at.end, |w| w.1.end);
    let counts_by = |w: &str| {
        w.len() > 1 && (period_of_noun(w).is_some() || period(w).is_some() || !is_listed_unit(w))
    };
    // ("a day", "each shift": a period after "a", "an", "each" or "every" counts by it too.)
    let per = after.windows(2).any(|w| {
        is_one_of(w[0].0, &["per"]) && counts_by(w[1].0)
            || is_one_of(w[0].0, &["a", "an", "each", "every"]) && period_of_noun(w[1].0).is_some()
    });
    // (A slash between two words of letters, read in the bytes: words split at it.)
    let b = text.as_bytes();
    let slash = (at.start..end.min(b.len())).any(|k| {
        b[k] == b'/'
            && k >= 2
            && b[k - 1].is_ascii_alphabetic()
            && b[k - 2].is_ascii_alphabetic()
            && words_after(text, k, 1)
                .first()
                .is_some_and(|(w, r)| r.start == k + 1 && counts_by(w))
    });
    per || slash
}

/// Sentence `c` of `text` opens with its strong marker, an order's base verb ("Run solvent
/// still at max 60% capacity").
fn opens_with_an_order(text: &str, c: &Clause, n: &NumberFact) -> bool {
    let Some(strong) = &c.strong else {
        return false;
    };
    // (The number in the order's own part: "Show overran; interval 25+ min" orders nothing.)
    words(text, c.range.clone()).first().is_some_and(|(w, at)| {
        at.start == strong.start
            && is_base_verb(&w.to_ascii_lowercase())
            && part_holding(text, at.start) == part_holding(text, n.range.start)
    })
}

/// A day of the rewrite's sentence `c` follows "every" or "each", and the original says the
/// same day only in past sentences with no "every" or "each" ("were cleaned on Saturday").
fn day_said_as_a_recurrence(
    (original, before): (&str, &Facts),
    (rewrite, c): (&str, &Clause),
) -> bool {
    // (The day's range may hold the word before it.)
    let recurring = |text: &str, at: &Range<usize>| {
        let first = words(text, at.clone()).first().map(|w| w.0);
        first
            .into_iter()
            .chain(last_word(text, at.start))
            .any(|w| is_one_of(w, &["every", "each"]))
    };
    c.dates.iter().any(|d| {
        recurring(rewrite, &d.range) && {
            let mut said = before
                .clauses
                .iter()
                .filter(|o| o.dates.iter().any(|e| e.same_time(d)))
                .peekable();
            said.peek().is_some()
                && said.all(|o| {
                    o.past
                        && !words(original, o.range.clone())
                            .iter()
                            .any(|(w, _)| is_one_of(w, &["every", "each"]))
                })
        }
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A past tally said per a unit, or bounded in an order, is a rule added; the tally said
    /// again with its occasion, or a rate the original says too, is not.
    #[test]
    fn tally_said_as_a_standing_bound() {
        let strings = "Used no more than four strings on the whole harp, and the pegs held.";
        let sacks = "We filled 30 sacks of grain today without a single tear.";
        let dryer =
            "Ran the dryer at no more than 70 per cent capacity all week because of the leak.";
        assert_changed(&[
            (strings, "Max four strings per harp."),
            (sacks, "Target: 30 sacks/day, no torn sacks."),
            (dryer, "Run dryer at max 70% capacity."),
            (
                "We picked 25 trays of plums at the Saturday orchard, our best week yet.",
                "Quota: 25 trays of plums per orchard Saturday.",
            ),
        ]);
        assert_faithful(&[
            (strings, "Harp: ≤4 strings used, pegs held."),
            (sacks, "30 sacks filled today, none torn."),
            (dryer, "Dryer run ≤70% capacity all wk (leak)."),
            (
                "We picked 25 trays of plums at the Saturday orchard, our best week yet.",
                "Picked: 25 trays of plums at the Saturday orchard, best week yet.",
            ),
            (
                "We hit the 25-tray limit at the Saturday orchard by noon.",
                "Limit: 25 trays at the Saturday orchard, reached by noon.",
            ),
            (
                "We kept the patient's fluid intake under 1.5 litres a day as the nurse asked.",
                "Fluids <1.5 L/day per nurse.",
            ),
            (
                "Chlorine averaged 0.48 mg/L overnight and never dropped below 0.2.",
                "Chlorine overnight: avg 0.48, min ≥0.2 mg/L.",
            ),
        ]);
    }

    /// A measured extreme or a one-off use said under "must" or after "limited to" is a rule
    /// added; the measure said again, or a "must" the original says in the present, is not
    /// (pol54).
    #[test]
    fn measure_said_under_must_or_as_a_limit() {
        let fridge = "The cold room never went above 4 degrees all night.";
        let rolls = "We used no more than 40 rolls of tape for the whole move.";
        let mast = "Measured the mast at 8.25 m, no more than a hair off the plan.";
        assert_changed(&[
            (fridge, "Cold room must never exceed 4 degrees."),
            (fridge, "Cold room must stay below 4 degrees."),
            (rolls, "Moves limited to 40 rolls of tape."),
            (rolls, "Tape capped at 40 rolls per move."),
            (mast, "Mast must be within a hair of the plan (8.25 m)."),
        ]);
        assert_faithful(&[
            (fridge, "Cold room stayed ≤4 degrees overnight."),
            (rolls, "Move used ≤40 rolls of tape."),
            (mast, "Mast measured 8.25 m, within a hair of the plan."),
            (rolls, "Whole move: no more than 40 rolls of tape used."),
            (fridge, "Cold room never above 4 degrees all night."),
        ]);
    }

    /// A past deed's day said after "every" is a rule added; the day said again is not.
    #[test]
    fn day_said_as_a_recurrence() {
        let gutters =
            "As planned, the gutters were cleared on Monday and the roofer signed the sheet.";
        assert_changed(&[(
            gutters,
            "Gutters to be cleared every Monday, roofer to sign the sheet.",
        )]);
        assert_faithful(&[(gutters, "Gutters cleared Mon; roofer signed the sheet.")]);
    }
}
