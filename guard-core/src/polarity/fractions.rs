//! Fractions said in words, digits or percentages ("two-thirds", "2/3", "66.7%"): a level said
//! by a fraction word ("when it's below half") that is a condition added, and a fraction bound
//! said again in another form, which keeps the bound.

use super::extract::{Clause, CondGroup};
use super::is_one_of;
use super::words::words_of;
use crate::classify::numbers;
use std::ops::Range;

/// Fraction words that say a level with no digit ("below half", "under a quarter").
const FRACTIONS: &[&str] = &[
    "half",
    "halfway",
    "quarter",
    "quarters",
    "third",
    "thirds",
    "two-thirds",
    "three-quarters",
    "one-third",
    "one-quarter",
];

/// Words that put a level on one side of a fraction.
const LEVEL_SIDES: &[&str] = &["below", "under", "above", "over", "less", "more", "past"];

/// The condition at `range` of the rewrite's sentence `r` says a level by a fraction word
/// the original does not say ("restock before each service when it's below half", "refill
/// once the tank is under a quarter"): a comparison word ("below", "under", "above",
/// "over", "less", "more", "past") and, within two words after it ("than", "a"), a fraction
/// word ([`FRACTIONS`]) `original` does not hold. The fraction is no number the bounds
/// read and no content word either, so the condition names nothing new without it.
/// `rewrite` is the text `r`'s ranges point into; the condition ends at the next comma,
/// semicolon or condition.
pub(super) fn fraction_level_added(
    original: &str,
    (rewrite, r): (&str, &Clause),
    range: &Range<usize>,
) -> bool {
    let Some(part) = rewrite.get(range.end..r.condition_end(range)) else {
        return false;
    };
    let part = part.split([',', ';']).next().unwrap_or("");
    let words: Vec<&str> = words_of(part).map(|(_, w)| w).collect();
    words.iter().enumerate().any(|(k, w)| {
        is_one_of(w, LEVEL_SIDES)
            && words[k + 1..].iter().take(3).any(|f| {
                is_one_of(f, FRACTIONS)
                    && !words_of(original).any(|(_, o)| o.eq_ignore_ascii_case(f))
            })
    })
}

/// The first condition of `group` in the rewrite's sentence `r` that says a level by a
/// fraction word the original does not ([`fraction_level_added`]), as its range. Asked only
/// when the rewrite has more conditions of `group` than the original.
pub(super) fn fraction_condition_added(
    original: &str,
    (rewrite, r): (&str, &Clause),
    group: CondGroup,
) -> Option<Range<usize>> {
    r.conditions_of(group)
        .find(|range| fraction_level_added(original, (rewrite, r), range))
        .cloned()
}

/// A fraction said in words, digits, one character or a percentage: its value ("two-thirds",
/// "2/3", "⅔", "66.7%"; "half", "1/2", "½", "50%"; "a quarter", "1/4", "¼", "25%").
fn fraction_value(word: &str) -> Option<f64> {
    let w = word.trim_matches(|c: char| !(c.is_alphanumeric() || c == '%' || c == '/'));
    let lower = w.to_ascii_lowercase();
    let named = match lower.as_str() {
        "half" | "one-half" => Some(0.5),
        "third" | "one-third" => Some(1.0 / 3.0),
        "two-thirds" => Some(2.0 / 3.0),
        "quarter" | "one-quarter" => Some(0.25),
        "three-quarters" | "three-fourths" => Some(0.75),
        _ => None,
    };
    if named.is_some() {
        return named;
    }
    // "¾", "½": a fraction written as one character (the number words' own values).
    if let Some(value) = numbers::word_value(w).filter(|v| *v > 0.0 && *v < 1.0) {
        return Some(value);
    }
    if let Some(pct) = lower.strip_suffix('%') {
        return pct.parse::<f64>().ok().map(|v| v / 100.0);
    }
    let (a, b) = lower.split_once('/')?;
    let (a, b) = (a.parse::<f64>().ok()?, b.parse::<f64>().ok()?);
    (b > 1.0 && a < b).then(|| a / b)
}

/// The side a comparator puts a bound on, and whether it is strict: "at least" and "≥" are
/// a lower bound, "more than", "over" and ">" a strict one; "at most", "≤", "up to" an
/// upper one, "less than", "under", "below" and "<" a strict one. Read from the words right
/// before a fraction (`lead`, in text order).
fn comparator_side(lead: &[&str]) -> Option<(bool, bool)> {
    let last = |k: usize| lead.len().checked_sub(k).and_then(|i| lead.get(i)).copied();
    let pair = |a: &str, b: &str| {
        last(2).is_some_and(|x| x.eq_ignore_ascii_case(a))
            && last(1).is_some_and(|x| x.eq_ignore_ascii_case(b))
    };
    let one = last(1)?;
    // "no more than a quarter" is "at most", "no fewer than half" "at least".
    let denied = last(3).is_some_and(|x| is_one_of(x, &["no", "not"]));
    if denied && pair("more", "than") {
        return Some((false, false));
    }
    if denied && (pair("less", "than") || pair("fewer", "than")) {
        return Some((true, false));
    }
    if pair("at", "least") || one == "≥" || one == ">=" || is_one_of(one, &["min", "minimum"]) {
        Some((true, false))
    } else if pair("more", "than") || is_one_of(one, &["over", "above", ">"]) {
        Some((true, true))
    } else if pair("at", "most")
        || pair("up", "to")
        || one == "≤"
        || one == "<="
        || is_one_of(one, &["max", "maximum"])
    {
        Some((false, false))
    } else if pair("less", "than")
        || pair("fewer", "than")
        || is_one_of(one, &["under", "below", "<"])
    {
        Some((false, true))
    } else {
        None
    }
}

/// Every bound on a fraction `text` states: (lower side, strict, value). A comparator glued
/// to its figure ("≥2/3") is read as a word of its own.
fn fraction_bounds(text: &str) -> Vec<(bool, bool, f64)> {
    let spaced = text.replace('≥', " ≥ ").replace('≤', " ≤ ");
    let words: Vec<&str> = spaced
        .split(|c: char| c.is_whitespace() || c == ':' || c == ',' || c == ';')
        .filter(|w| !w.is_empty())
        .collect();
    let mut bounds = Vec::new();
    for (k, w) in words.iter().enumerate() {
        let Some(value) = fraction_value(w) else {
            continue;
        };
        // "at least a quarter": the article between.
        let lead_end = if k > 0 && is_one_of(words[k - 1], &["a", "an", "one"]) {
            k - 1
        } else {
            k
        };
        if let Some((lower, strict)) = comparator_side(&words[..lead_end]) {
            bounds.push((lower, strict, value));
        }
    }
    bounds
}

/// Takes back each "bound dropped" or "bound added" whose quoted bound is a fraction the
/// other text states again with the same comparator in another form: "At least two-thirds
/// of the volunteers" = "≥ 2/3 of volunteers", "at least half" = "at least 50%" (the bound
/// readers take "two-thirds" as a figure and "2/3" or "half" as none, corpus31b); and each
/// "bound changed" whose two quoted bounds are the same fractions ("below three-quarters" ->
/// "under ¾", s67b). Another value ("≥ 3/4"), side ("≤ 2/3") or strictness ("more than 2/3")
/// is still reported. Screened by the kind of each change: most reports hold none of these.
pub(super) fn fractions_said_again(
    original: &str,
    rewrite: &str,
    changes: &mut Vec<super::PolarityChange>,
) {
    if !changes
        .iter()
        .any(|c| c.what == "bound dropped" || c.what == "bound added" || c.what == "bound changed")
    {
        return;
    }
    changes.retain(|c| {
        let (quoted, other) = match c.what.as_str() {
            "bound dropped" => (&c.original, rewrite),
            "bound added" => (&c.rewrite, original),
            "bound changed" => (&c.original, c.rewrite.as_str()),
            _ => return true,
        };
        let ours = fraction_bounds(quoted);
        if ours.is_empty() {
            return true;
        }
        let theirs = fraction_bounds(other);
        !ours.iter().all(|(lower, strict, v)| {
            theirs
                .iter()
                .any(|(l, s, x)| l == lower && s == strict && (x - v).abs() < 0.005)
        })
    });
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful, assert_reports};

    /// A condition added that says a level by a fraction word and names nothing else
    /// (corpus31b ch40): "condition added". The same condition kept, or the rule reworded
    /// without it, is not.
    #[test]
    fn a_level_said_by_a_fraction_is_a_condition_added() {
        assert_reports(
            "condition added",
            &[
                (
                    "Restock the garnish station before each service.",
                    "Restock the garnish station before service when it's below half.",
                ),
                (
                    "Refill the water tank before each shift.",
                    "Refill the water tank before each shift once it is under a quarter.",
                ),
                (
                    "Top up the fuel before every flight.",
                    "Top up the fuel before every flight if it's less than half.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Refill the tank when it's below half.",
                "Refill the tank when it drops under half.",
            ),
            (
                "Restock the garnish station before each service.",
                "Before each service, restock the garnish station.",
            ),
            (
                "Restock the garnish station before each service.",
                "Restock garnish station before every service.",
            ),
        ]);
    }

    /// A fraction bound said in digits, as one character (s67b) or as a percentage (corpus31b
    /// f75) is the same bound; another value, side or strictness, or no comparator, is still
    /// reported.
    #[test]
    fn a_fraction_said_in_digits_keeps_its_bound() {
        let o = "At least two-thirds of the volunteers on any shift must be first-aid trained.";
        assert_faithful(&[
            (o, "Each shift: ≥ 2/3 of volunteers first-aid trained."),
            (
                "At least half of the volunteers must be trained.",
                "At least 1/2 of the volunteers must be trained.",
            ),
            (
                "At least half of the volunteers must be trained.",
                "At least 50% of the volunteers must be trained.",
            ),
            (
                "No more than a quarter of the budget may go on travel.",
                "No more than 25% of the budget may go on travel.",
            ),
            (
                "The appliance is refuelled whenever the tank's below three-quarters.",
                "Refuel if tank under ¾.",
            ),
            (
                "At least half of the volunteers must be trained.",
                "At least ½ of the volunteers must be trained.",
            ),
        ]);
        assert_changed(&[
            (o, "Each shift: ≥ 3/4 of volunteers first-aid trained."),
            (o, "Each shift: ≤ 2/3 of volunteers first-aid trained."),
            (o, "Each shift: ≥ 1/3 of volunteers first-aid trained."),
            (
                o,
                "Each shift: more than 2/3 of volunteers first-aid trained.",
            ),
            (o, "Each shift: 2/3 of volunteers first-aid trained."),
            (o, "Each shift: ≥ 2/3 of volunteers CPR trained."),
            (
                "At least half of the volunteers must be trained.",
                "At least 40% of the volunteers must be trained.",
            ),
            (
                "At least half of the volunteers must be trained.",
                "At most 50% of the volunteers must be trained.",
            ),
            (
                "The appliance is refuelled whenever the tank's below three-quarters.",
                "Refuel if tank under ½.",
            ),
            (
                "The appliance is refuelled whenever the tank's below three-quarters.",
                "Refuel if tank over ¾.",
            ),
            (
                "At least half of the volunteers must be trained.",
                "At least ¼ of the volunteers must be trained.",
            ),
        ]);
    }
}
