//! A "never" that tells what happened, not a rule ("Never seen it that bad in November", "the
//! wait times never went over 9 minutes"): a "never" before a past form, no word that binds in
//! its clause; a rewrite that drops it or says it otherwise deletes no rule. With the faithful
//! forms of blind corpus s36c (its `faithful_form`), which ask this and the readings of other
//! modules in turn.

use super::blind34a::holds_any_phrase as has_any;
use super::counts::first_ones_said_as_a_range;
use super::counts::lesser_count_refused;
use super::is_one_of;
use super::words::words;
use std::ops::Range;

/// Past forms that tell what happened ("went", "seen", "stopped"), none of them a word of
/// leave or of a ban ("allowed", "left").
pub(super) const PAST_FORMS: &[&str] = &[
    "went", "seen", "saw", "been", "had", "did", "got", "came", "heard", "knew", "thought",
    "stopped", "happened", "showed", "managed", "missed", "wanted", "made", "dropped", "failed",
    "exceeded", "reached", "dipped", "rose", "fell", "broke", "crossed", "lost", "ran", "felt",
];

/// Words that make a sentence bind whatever else it says.
const BINDS: &[&str] = &[
    "should",
    "shall",
    "can",
    "cannot",
    "can't",
    "may",
    "need",
    "needs",
    "only",
    "always",
    "required",
    "mandatory",
    "allowed",
    "permitted",
    "ensure",
    "don't",
    "do",
    "to",
    "has",
    "have",
];

/// "Bit of a shocker last night ... Never seen it that bad in November." -> "...; unusually
/// heavy for Nov."; "... somehow the wait times never went over 9 minutes." -> "waits stayed
/// ≤9 min": a "never" before a past form ("went", "seen", "stopped") tells what happened,
/// no rule; the words that bind ("must" but an epistemic "must have", "should", "only",
/// "don't", "to") absent from its clause, no "is" ("are") before it ("are never allowed").
/// "Never leave the cage open" and "Glass is never to be taken past the bar" are still
/// rules.
fn never_told_of_the_past(original: &str, from: &Range<usize>) -> bool {
    let Some(text) = original.get(from.clone()) else {
        return false;
    };
    if !has_any(text, &["never"]) || super::negation_count(text) != 1 {
        return false;
    }
    let ws = words(original, from.clone());
    let Some(k) = ws.iter().position(|(w, _)| is_one_of(w, &["never"])) else {
        return false;
    };
    let told = ws.get(k + 1).is_some_and(|(w, _)| is_one_of(w, PAST_FORMS));
    let before_is_a_present = k > 0
        && is_one_of(
            ws[k - 1].0,
            &["is", "are", "am", "be", "must", "will", "would", "should"],
        );
    let binds = ws.iter().enumerate().any(|(i, (w, _))| {
        is_one_of(w, BINDS) && !(is_one_of(w, &["had", "have"]))
            || is_one_of(w, &["must"])
                && !ws
                    .get(i + 1)
                    .is_some_and(|(n, _)| is_one_of(n, &["have", "of"]))
    });
    told && !before_is_a_present && !binds
}

/// Faithful forms read in corpus36c, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "constraint deleted" | "prohibition became mention" => {
            never_told_of_the_past(original, from)
        }
        "negation dropped" => lesser_count_refused(original, from, rewrite),
        "bound changed" => {
            to.is_some_and(|to| first_ones_said_as_a_range((original, from), (rewrite, to)))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// A "never" that tells what happened, deleted or said as a fact, is no rule dropped; a
    /// ban beside it, or a "never" that binds, still is.
    #[test]
    fn never_told_of_the_past() {
        assert_faithful(&[
            (
                "Bit of a shocker last night — the summit road got about 40 cm and we had the plough out till 3. Never seen it that bad in October.",
                "Summit road ~40 cm overnight; plough out till 3; unusually heavy for Oct.",
            ),
            (
                "Picked up a fare to Jesmond, the woman never stopped singing, must've been a hen do. Tipped a fiver.",
                "Jesmond fare; singing passenger (hen do?); £5 tip.",
            ),
        ]);
        assert_changed(&[
            (
                "Never leave the cage door open. The rats never escaped last week.",
                "Rats never escaped last week.",
            ),
            (
                "Glass is never allowed past the bar. The bar had a quiet night.",
                "Quiet night at the bar.",
            ),
        ]);
    }
}
