//! A reading said to stand on one side of a named line ("0.3 adult females per fish, under
//! the treatment trigger") said by the rewrite to stand on the other ("over trigger, treat"):
//! the narrative's numbers may be kept while the side they fall on turns (pol48, s48b-p135).

use super::is_one_of;
use super::words::{TextReading, Word, negates, same_word};
use std::ops::Range;

/// Words that put a reading below a line.
const BELOW: &[&str] = &["under", "below", "beneath", "within"];

/// Words that put a reading above a line.
const ABOVE: &[&str] = &[
    "over",
    "above",
    "exceeds",
    "exceeding",
    "exceeded",
    "past",
    "beyond",
];

/// Words naming a line a reading is weighed against.
const LINES: &[&str] = &[
    "trigger",
    "threshold",
    "limit",
    "target",
    "cap",
    "ceiling",
    "floor",
    "setpoint",
    "spec",
    "trip",
    "alarm",
];

/// How many words after a side word may come before its line ("under the treatment trigger").
const LINE_WORDS: usize = 3;

/// A side word of `original` ([`BELOW`], [`ABOVE`]) before a line ([`LINES`]) said by
/// `rewrite` with the opposite side word before the same line, not negated ("not over the
/// limit" says the same), while neither text says the line on both sides: the two side words.
pub(super) fn side_of_a_line_turned(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // (Screened by a line word in both texts, through their kept letter pairs, before either
    // is cut into words.)
    let line = LINES
        .iter()
        .find(|l| r.holds_ignoring_case(l) && o.holds_ignoring_case(l))?;
    let (ours, theirs) = (o.words(), r.words());
    let (ours_below, ours_above) = (sides(ours, line, BELOW), sides(ours, line, ABOVE));
    let (theirs_below, theirs_above) = (sides(theirs, line, BELOW), sides(theirs, line, ABOVE));
    let turned =
        |from: &[usize], to: &[usize], to_in_original: &[usize], from_in_rewrite: &[usize]| {
            let (&o, &r) = (from.first()?, to.first()?);
            let negated = theirs[r.saturating_sub(2)..r]
                .iter()
                .any(|(w, _)| negates(w));
            (to_in_original.is_empty() && from_in_rewrite.is_empty() && !negated)
                .then(|| (ours[o].1.clone(), theirs[r].1.clone()))
        };
    turned(&ours_below, &theirs_above, &ours_above, &theirs_below)
        .or_else(|| turned(&ours_above, &theirs_below, &ours_below, &theirs_above))
}

/// The indices of the words of `ws` of `side` that come at most [`LINE_WORDS`] words before
/// the word `line`.
fn sides(ws: &[Word<'_>], line: &str, side: &[&str]) -> Vec<usize> {
    (0..ws.len())
        .filter(|&k| {
            is_one_of(ws[k].0, side)
                && ws[k + 1..]
                    .iter()
                    .take(LINE_WORDS)
                    .any(|(w, _)| same_word(w, line))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_faithful, assert_reports};

    /// A reading said under a named line said over it (pol48, s48b-p135), and over said
    /// under; "not over", the side kept, and an original that names both sides are not read.
    #[test]
    fn a_reading_said_on_the_other_side_of_its_line() {
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Nitrate at the east well came back at 38 mg/L, below the action threshold. \
                     Report attached.",
                    "East well nitrate 38 mg/L - above threshold, act.",
                ),
                (
                    "Noise at the boundary was 61 dB last night, over the licence limit.",
                    "Boundary noise 61 dB last night, under licence limit.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Nitrate at the east well came back at 38 mg/L, below the action threshold. \
                 Report attached.",
                "East well nitrate 38 mg/L, not above action threshold.",
            ),
            (
                "Nitrate at the east well came back at 38 mg/L, below the action threshold. \
                 Report attached.",
                "East well nitrate 38 mg/L (below threshold).",
            ),
        ]);
    }
}
