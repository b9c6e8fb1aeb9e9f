//! A value held to a band ("humidity stays 92–95%, don't let it drift"): the ban on letting it
//! leave the band only says the band again.

use super::gates::{content_of, is_negation};
use super::widened::LEAVE;
use super::words::{Word, parts, same_word, words};
use super::{holds_ignoring_case, is_one_of};
use std::ops::Range;

/// Verbs of a value leaving its band ("don't let it drift").
const DRIFTING: &[&str] = &[
    "drift", "slip", "creep", "wander", "drop", "fall", "rise", "climb", "change", "vary",
];

/// The runs of digits of `text`, in order.
fn digit_runs(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|d| !d.is_empty())
        .collect()
}

/// "humidity stays 92–95%, don't let it drift" -> "RH 92–95%": a value held to a band, the
/// ban on letting "it" leave the band only saying the band again. The original's part holding
/// `from` says a negation, "let it" and a verb of leaving ([`DRIFTING`]) after a clause with
/// digits; a part of the rewrite says the same runs of digits in the same order, with the
/// same signs after them ("%"), the band's subject (its words, or an initialism with their
/// first letters: "RH" for "humidity"), and no negation, leave or verb of leaving ("may
/// drift"). The band's subject is compared by the rule
/// comparison (this reading drops only the ban's negation). Not another band, a band cut.
pub(super) fn band_said_again_for_let_it_drift(
    (original, from): (&str, &Range<usize>),
    rewrite: &str,
) -> bool {
    // (A cheap screen: "let it".)
    if !holds_ignoring_case(original, "let it") {
        return false;
    }
    let Some(p) = parts(original)
        .into_iter()
        .find(|p| p.contains(&from.start))
    else {
        return false;
    };
    let ours = words(original, p.clone());
    let Some(k) = ours.iter().enumerate().position(|(k, (w, _))| {
        is_one_of(w, &["let"])
            && ours.get(k + 1).is_some_and(|n| is_one_of(n.0, &["it"]))
            && ours.get(k + 2).is_some_and(|n| is_one_of(n.0, DRIFTING))
            && k >= 1
            && is_negation(ours[k - 1].0)
    }) else {
        return false;
    };
    let band = &original[p.start..ours[k - 1].1.start];
    let digits = digit_runs(band);
    if digits.is_empty() {
        return false;
    }
    // The band's subject (after a speaker's colon, before the digits, its verb aside),
    // said again by its words or by an initialism holding each word's first letter ("RH"
    // for "humidity").
    let head = band
        .rsplit_once(':')
        .map_or(band, |(_, after)| after)
        .split(|c: char| c.is_ascii_digit())
        .next()
        .unwrap_or("");
    let subject: Vec<&str> = content_of(&words(head, 0..head.len()))
        .into_iter()
        .filter(|w| {
            !is_one_of(
                w,
                &[
                    "stays", "stay", "remains", "kept", "keep", "held", "between", "within",
                    "range",
                ],
            )
        })
        .collect();
    if subject.is_empty() {
        return false;
    }
    let names = |theirs: &[Word<'_>]| {
        subject.iter().all(|s| {
            theirs.iter().any(|(w, _)| {
                same_word(w, s)
                    || (w.len() <= 4
                        && w.bytes().all(|b| b.is_ascii_uppercase())
                        && s.bytes()
                            .next()
                            .is_some_and(|f| w.bytes().any(|b| b == f.to_ascii_uppercase())))
            })
        })
    };
    let signs = |t: &str| {
        t.chars()
            .filter(|c| matches!(c, '%' | '°' | '<' | '>' | '≤' | '≥'))
            .count()
    };
    parts(rewrite).into_iter().any(|q| {
        let theirs = &rewrite[q.clone()];
        let runs = digit_runs(theirs);
        let first = runs.iter().position(|d| *d == digits[0]);
        first.is_some_and(|f| runs[f..].starts_with(&digits))
            && signs(theirs) >= signs(band)
            && names(&words(rewrite, q.clone()))
            && !words(rewrite, q)
                .iter()
                .any(|(w, _)| is_negation(w) || is_one_of(w, DRIFTING) || is_one_of(w, LEAVE))
    })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// A band said again for "don't let it drift" keeps the rule; another band, or the band
    /// of another value, does not.
    #[test]
    fn a_band_said_again_for_do_not_let_it_drift() {
        let o = "Gwen: humidity stays 92–95%, don't let it drift.\nDafydd: and nobody but Gwen touches the brine tank.\nGwen: right — and wheels get turned every Monday, except the blues.";
        let r = "Cave: RH 92–95%; brine tank = Gwen only; turn wheels Mondays (blues excepted).";
        assert_faithful(&[
            (o, r),
            (
                "Humidity stays 92–95%, don't let it drift.",
                "Humidity 92–95%.",
            ),
        ]);
        assert_changed(&[
            (o, &r.replace("92–95%", "92–96%")),
            (o, &r.replace("RH 92–95%", "RH 92%")),
            (
                "Humidity stays 92–95%, don't let it drift.",
                "Humidity 92–95%, may drift.",
            ),
            (
                "Humidity stays 92–95%, don't let it drift.",
                "Temperature 92–95%.",
            ),
            ("Humidity stays 92–95%, don't let it drift.", "TC 92–95%."),
        ]);
    }
}
