//! "Referees may grant a technical pause of up to 5 minutes per team per map" -> "... of up to
//! 5 minutes each": a rate whose number is said again without what it counts by. Five
//! minutes per team per map is not five minutes in all; the polarity check otherwise lets a
//! compressed rewrite drop words of a rule's scope.

use super::words::{Word, words};
use super::{holds_ignoring_case, starts_with_ignoring_case};
use crate::classify::lexicon::is_one_of;
use crate::classify::numbers::is_listed_unit;
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
