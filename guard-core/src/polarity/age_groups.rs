//! Age groups said as one word: "children under 8" -> "under-8s", "over 65" -> "over-65s": the
//! same bound on the same people.

use super::extract::Clause;
use super::is_one_of;
use super::negation_forms::word_before;
use std::ops::Range;

/// The nouns of people an age group ("under-8s", "over-65s") names.
/// ("anybody under 18" -> "under-18s": the indefinite pronoun names them too, pol68c.)
pub(super) const PEOPLE: &[&str] = &[
    "children",
    "child",
    "kids",
    "kid",
    "people",
    "persons",
    "guests",
    "visitors",
    "riders",
    "passengers",
    "players",
    "pupils",
    "students",
    "adults",
    "customers",
    "patients",
    "anybody",
];

/// Words after a number that make it a measure, not an age ("under 8 kg").
const MEASURES: &[&str] = &[
    "kg", "g", "lb", "lbs", "m", "cm", "mm", "km", "l", "ml", "months", "weeks", "days", "hours",
    "h", "minutes", "min", "s", "mph", "percent", "per", "t", "tonnes",
];

/// The comparator and the age opening `text` ("under 8 onto" -> ("under", 8.0)): "under" or
/// "over", a space, then a whole number in digits or in words ("under eighteen", "over
/// twenty-one", pol68c), ending the word.
fn comparator_and_age(text: &str) -> Option<(&str, f64)> {
    let (comparator, rest) = text.split_once(' ')?;
    if !is_one_of(comparator, &["under", "over"]) {
        return None;
    }
    let number = rest
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .next()
        .filter(|d| !d.is_empty())?;
    let age = if number.bytes().all(|b| b.is_ascii_digit()) {
        (number.len() <= 3).then(|| number.parse::<f64>().ok())??
    } else {
        crate::classify::numbers::word_value(&number.to_ascii_lowercase())?
    };
    // A unit after the number measures something else ("under 8 kg").
    let after = rest[number.len()..].trim_start();
    let next = after
        .split(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or("");
    let closed =
        rest.len() == number.len() || rest[number.len()..].starts_with([' ', '.', ',', ';', ')']);
    (closed && !is_one_of(next, MEASURES)).then_some((comparator, age))
}

/// `word` is the age group of `comparator` and `age`: "under-8s", "Over-65s".
fn is_age_group(word: &str, comparator: &str, age: f64) -> bool {
    word.get(..comparator.len())
        .is_some_and(|c| c.eq_ignore_ascii_case(comparator))
        && word[comparator.len()..]
            .strip_prefix('-')
            .and_then(|rest| rest.strip_suffix('s'))
            .filter(|d| !d.is_empty() && d.len() <= 3 && d.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|d| d.parse::<f64>().ok())
            == Some(age)
}

/// The bound at `bound` of `original` ("under 8", of people: "children under 8") is said by
/// an age group word of `rewrite` ("under-8s", r31-091, r31-143): no bound dropped. Not
/// "under-6s" or "over-8s" (another bound), nor "under 8 kg" (a measure).
pub(super) fn age_group_said(original: &str, bound: &Range<usize>, rewrite: &str) -> bool {
    let Some((comparator, age)) = original.get(bound.clone()).and_then(comparator_and_age) else {
        return false;
    };
    // (A cheap screen: a hyphen after the comparator somewhere in the rewrite.)
    memchr::memmem::find_iter(rewrite.as_bytes(), b"-").any(|at| {
        let start = rewrite[..at]
            .char_indices()
            .rev()
            .find(|&(_, c)| !c.is_alphabetic())
            .map_or(0, |(k, c)| k + c.len_utf8());
        let end = rewrite[at..]
            .find(|c: char| !(c.is_alphanumeric() || c == '-'))
            .map_or(rewrite.len(), |k| at + k);
        is_age_group(&rewrite[start..end], comparator, age)
    })
}

/// The negation of `o` was taken in by a bound of people ("must not load children under 8":
/// no negation of `o` is counted, the bound turned) and `r` says the bound as an age group
/// with its negation kept ("never load under-8s", r31-091): no negation added.
pub(super) fn ban_in_a_bound_said_of_an_age_group(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    o.negation.is_none()
        && r.negation.is_some()
        && o.numbers.iter().any(|x| {
            x.turned
                && age_group_said(
                    original,
                    &x.range,
                    rewrite.get(r.range.clone()).unwrap_or(""),
                )
        })
}

/// The missing word `m` of `original` is a noun of people right before "under N" or "over N"
/// ("unaccompanied children under 8"), and the new word `n` of `rewrite` is that age group
/// ("unaccompanied under-8s"): the group names the people, after the same word. (A cheap
/// screen first: the new word holds a hyphen.)
pub(super) fn people_said_as_age_group(
    (original, m): (&str, &Range<usize>),
    (rewrite, n): (&str, &Range<usize>),
) -> bool {
    let Some(word) = rewrite.get(n.start..) else {
        return false;
    };
    let word = &word[..word
        .find(|c: char| !(c.is_alphanumeric() || c == '-'))
        .unwrap_or(word.len())];
    if !word.contains('-')
        || !original
            .get(m.clone())
            .is_some_and(|w| is_one_of(w, PEOPLE))
    {
        return false;
    }
    // The word before the people stays before the group ("unaccompanied children" ->
    // "unaccompanied under-8s"): a modifier dropped with the noun is no such restatement.
    let before = |text: &str, at: usize| word_before(text, at).to_ascii_lowercase();
    before(original, m.start) == before(rewrite, n.start)
        && original
            .get(m.end..)
            .and_then(|rest| rest.strip_prefix(' '))
            .and_then(comparator_and_age)
            .is_some_and(|(comparator, age)| is_age_group(word, comparator, age))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// "children under 8" said as "under-8s"; another age, the other side, another verb or
    /// place, a dropped "unaccompanied", a dropped negation or a measure stay reported.
    #[test]
    fn people_said_as_age_group() {
        let o = "Lift attendants must not load unaccompanied children under 8 onto the chair.";
        assert_faithful(&[(
            o,
            "Lift attendants: never load unaccompanied under-8s onto the chair.",
        )]);
        assert_changed(&[
            (
                o,
                "Lift attendants: never load unaccompanied under-6s onto the chair.",
            ),
            (
                o,
                "Lift attendants: never load unaccompanied over-8s onto the chair.",
            ),
            (o, "Lift attendants: never load under-8s onto the chair."),
            (
                o,
                "Lift attendants: load unaccompanied under-8s onto the chair.",
            ),
            (
                o,
                "Lift attendants: never load unaccompanied under-8s onto the gondola.",
            ),
            (
                o,
                "Lift attendants: ideally never load unaccompanied under-8s onto the chair.",
            ),
            (
                "Porters must not load bags under 8 kg onto the chair.",
                "Porters: never load under-8s onto the chair.",
            ),
        ]);
    }

    /// An age spelled in words ("anybody under eighteen", "children under ten") said as the
    /// age group in digits ("under-18s", pol68c); another age, the other side, a measure or
    /// the ban dropped stay reported.
    #[test]
    fn age_in_words_said_as_age_group() {
        let o = "Never take a pledge from anybody under eighteen.";
        let kids = "No children under ten at the controls.";
        assert_faithful(&[
            (o, "No pledges accepted from under-18s."),
            (o, "Never take a pledge from under-18s."),
            (kids, "No under-10s at the controls."),
            (
                "Offer the discount to customers over sixty-five.",
                "Offer the discount to over-65s.",
            ),
        ]);
        assert_changed(&[
            (o, "No pledges accepted from under-16s."),
            (o, "No pledges accepted from over-18s."),
            (o, "Pledges accepted from under-18s."),
            (kids, "No under-12s at the controls."),
            (kids, "No under-10s at the turntable."),
            (
                "No bags under eight kg on the chair.",
                "No under-8s on the chair.",
            ),
        ]);
    }
}
