//! "Referees may grant a technical pause of up to 5 minutes per team per map" -> "... of up to
//! 5 minutes each": a rate whose number is said again without what it counts by. Five
//! minutes per team per map is not five minutes in all; the polarity check otherwise lets a
//! compressed rewrite drop words of a rule's scope.

use super::words::{Word, words};
use super::{holds_ignoring_case, starts_with_ignoring_case};
use crate::classify::lexicon::is_one_of;
use crate::classify::numbers::{is_listed_unit, normalize_unit};
use std::ops::Range;

/// The first "per X" of `original` right after a number (and at most two words: its unit, its
/// thing), or after such a "per X" ("per team per map"), whose X is no unit ("per cent", "per
/// kilo", "per square inch" are units) and is said nowhere in `rewrite` (not "/team", not
/// "Per-customer", not "attendant" shortened to "att"), where the rewrite says the number
/// again: the "per X" in the original. `None` when the rewrite lost the number (another
/// reading reports it).
pub(super) fn denominator_dropped(original: &str, rewrite: &str) -> Option<Range<usize>> {
    // (A cheap screen, no allocation: most originals count by nothing.)
    if !holds_ignoring_case(original, "per ") {
        return None;
    }
    let ours = words(original, 0..original.len());
    let theirs = words(rewrite, 0..rewrite.len());
    let pieces = || {
        theirs
            .iter()
            .flat_map(|(w, _)| w.split(['-', '/']))
            .filter(|p| !p.is_empty())
    };
    let is_number = |w: &str| w.bytes().next().is_some_and(|b| b.is_ascii_digit());
    let said_again = |number: &str| theirs.iter().any(|(w, _)| w.contains(number));
    let mut counted = false;
    for i in 0..ours.len() {
        if !is_one_of(ours[i].0, &["per"]) {
            continue;
        }
        // The number it counts: right before, or before a unit and a noun ("5 minutes",
        // "400 items"), or counted already by the "per" before ("per team per map").
        let number = (i.saturating_sub(3)..i)
            .rev()
            .map(|k| &ours[k])
            .find(|(w, _)| is_number(w))
            .map(|(w, _)| *w);
        let chained = i >= 2 && is_one_of(ours[i - 2].0, &["per"]) && counted;
        let Some(denominator) = ours.get(i + 1) else {
            break;
        };
        counted = false;
        if number.is_none() && !chained {
            continue;
        }
        if number.is_some_and(|n| !said_again(n)) {
            continue;
        }
        counted = true;
        let unit_like = |w: &Word<'_>| is_listed_unit(w.0) || is_number(w.0);
        // ("per her GP", "per the contract": as someone says, no rate.)
        if unit_like(denominator)
            || ours.get(i + 2).is_some_and(|w| is_listed_unit(w.0))
            || names_whose(denominator.0)
        {
            continue;
        }
        // (ASCII case aside: lower-casing keeps every byte's place, so `d`'s first four
        // bytes are a head wherever its lower case's are.)
        let d = denominator.0;
        let said = pieces().any(|p| {
            p.eq_ignore_ascii_case(d)
                || p.len() >= 2 && starts_with_ignoring_case(d, p)
                || d.len() >= 4
                    && d.get(..4)
                        .is_some_and(|head| starts_with_ignoring_case(p, head))
        });
        if !said {
            return Some(ours[i].1.start..denominator.1.end);
        }
    }
    None
}

/// The digits of a number word, its separators inside kept: "450" of "E450", "1,000" of
/// "E1,000."; `None` without a digit.
fn digits_of_word(w: &str) -> Option<&str> {
    let start = w.find(|c: char| c.is_ascii_digit())?;
    let end = w[start..]
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
        .map_or(w.len(), |k| start + k);
    Some(w[start..end].trim_end_matches(['.', ',']))
}

/// "Gold is bought at E450 per gram this week." -> "Gold bought at E450/oz this week.": a
/// number counted per a listed unit ("per gram", at most two words after the number) said
/// again by the rewrite, with the same digits, per another unit ("/oz", "per ounce"): the
/// rate is now another. The same unit in another spelling ("per kilo" -> "/kg") stays. The
/// two units' ranges.
pub(super) fn per_unit_replaced(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    // (A cheap screen, no allocation: most originals count by nothing.)
    if !holds_ignoring_case(original, "per ") {
        return None;
    }
    let ours = words(original, 0..original.len());
    let mut theirs: Option<Vec<Word<'_>>> = None;
    for i in 1..ours.len() {
        if !ours[i].0.eq_ignore_ascii_case("per") {
            continue;
        }
        let Some((unit, unit_at)) = ours.get(i + 1).filter(|w| is_listed_unit(w.0)) else {
            continue;
        };
        let Some(number) = (i.saturating_sub(3)..i)
            .rev()
            .find_map(|k| digits_of_word(ours[k].0))
        else {
            continue;
        };
        let theirs = theirs.get_or_insert_with(|| words(rewrite, 0..rewrite.len()));
        for (k, (w, at)) in theirs.iter().enumerate() {
            if digits_of_word(w) != Some(number) {
                continue;
            }
            // "E450/oz": the unit after the number's slash; else "per ounce" soon after.
            let slashed = w
                .split_once('/')
                .map(|(_, u)| (u, at.end - u.len()..at.end))
                .or_else(|| {
                    (rewrite.as_bytes().get(at.end) == Some(&b'/'))
                        .then(|| theirs.get(k + 1).map(|(u, r)| (*u, r.clone())))
                        .flatten()
                });
            let per = || {
                (k + 1..theirs.len().min(k + 4))
                    .find(|&j| theirs[j].0.eq_ignore_ascii_case("per"))
                    .and_then(|j| theirs.get(j + 1))
                    .map(|(u, r)| (*u, r.clone()))
            };
            if let Some((their_unit, their_at)) = slashed.or_else(per)
                && is_listed_unit(their_unit)
                && normalize_unit(unit) != normalize_unit(their_unit)
            {
                return Some((unit_at.clone(), their_at));
            }
        }
    }
    None
}

/// A determiner or possessive: "per" before it means "as said by" ("per her GP").
fn names_whose(w: &str) -> bool {
    is_one_of(
        w,
        &[
            "the", "a", "an", "her", "his", "their", "our", "my", "your", "its", "this", "that",
        ],
    )
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// A number counted per a unit said again per another unit is a unit changed; the same
    /// unit in another spelling, or another number, is not this reading's (pol68b).
    #[test]
    fn a_rate_said_per_another_unit() {
        assert_reports(
            "unit changed",
            &[
                (
                    "Gold is bought at E450 per gram this week.",
                    "Gold bought at E450/oz this week.",
                ),
                (
                    "Gold is bought at E450 per gram this week.",
                    "Gold bought at E450 per ounce this week.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Gold is bought at E450 per gram this week.",
                "Gold bought at E450/g this week.",
            ),
            (
                "Minced beef sells at 90 per kilo.",
                "Minced beef: 90 per kg.",
            ),
        ]);
    }

    /// A rate's "per" thing dropped while its number stays is a scope changed; the same rate
    /// shortened ("/team/map", "Per-customer"), a unit ("per square inch"), a source ("per
    /// her GP"), or the number dropped with it, is not this reading's (pol47, s47b-p016).
    #[test]
    fn a_rate_said_without_what_it_counts_by() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Referees may grant a technical pause of up to 5 minutes per team per map.",
                    "Referees may grant technical pauses of up to 5 minutes each.",
                ),
                (
                    "Agents may refund up to 3 orders per customer.",
                    "Agents may refund up to 3 orders.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Referees may grant a technical pause of up to 5 minutes per team per map.",
                "Referees may grant technical pauses of up to 5 min/team/map.",
            ),
            (
                "Store at most 5 GB per customer.",
                "Per-customer storage cap: 5 GB.",
            ),
            (
                "Tire pressure on the fleet vans: 55 pounds per square inch.",
                "Fleet van tire pressure: 55 psi.",
            ),
            (
                "Acetaminophen is fine up to 3 g/day per her GP.",
                "Acetaminophen OK up to 3 g/day (per GP).",
            ),
        ]);
    }
}
