//! "only" before a condition word, said again with another such word or with the verb moved
//! past the "only" (blind corpus s31): "Restart etch runs only once particle counts are back"
//! = "etch restarts only when particle counts ...", "Only pick when the brix is between 22
//! and 24" = "Pick only when brix is at least 22 and at most 24".

use std::ops::Range;

use super::extract::Clause;
use super::is_one_of;

/// Words that open the condition an "only" restricts a rule to.
const CONDITION_WORDS: &[&str] = &["when", "once", "if", "after", "whenever", "provided"];

/// Words a condition may say that name nothing it asks: a bound's, a determiner's, a
/// copula's.
const BOUND_AND_LIGHT_WORDS: &[&str] = &[
    "only", "at", "least", "most", "more", "less", "than", "under", "over", "above", "below",
    "max", "min", "between", "and", "the", "a", "an", "is", "are", "be", "of", "to", "in", "on",
];

/// The words of `text` (runs of letters and digits), with their ranges.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> + '_ {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(move |w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
}

/// The rewrite's condition at `range` (into `rewrite`) is "only" and a condition word ("only
/// when", or a condition word right after "only"), and the original's rule `o` says "only"
/// before a condition word as well: right before it ("only once particle counts are back" ->
/// "only when particle counts are back"), or with one word between that the rewrite says
/// right before its "only" (the verb moved past the "only": "Only pick when the brix ..." ->
/// "Pick only when brix ..."). Not an "only" that restricts an actor ("Only staff pick when
/// ..." -> "Staff pick only when ...": two words between), nor a condition that asks more
/// ("only once counts are back" -> "only when counts are back and QA agrees").
pub(super) fn only_condition_said_again(
    (original, o): (&str, &Clause),
    (rewrite, range): (&str, &Range<usize>),
) -> bool {
    // The rewrite's "only" and the word before it: the condition opens with "only", or right
    // after it.
    let Some(before_range) = rewrite.get(..range.end) else {
        return false;
    };
    let theirs: smallvec::SmallVec<[&str; 4]> = {
        let mut all: smallvec::SmallVec<[(usize, &str); 64]> = words(before_range).collect();
        // The words up to the condition's first (its "only", or its condition word).
        while all.last().is_some_and(|(at, _)| *at > range.start) {
            all.pop();
        }
        all.iter().rev().take(3).map(|(_, w)| *w).collect()
    };
    // theirs[0] is the condition's first word; it or the word before it is "only".
    let (verb_before_only, opens) = match theirs.as_slice() {
        [first, before, ..] if first.eq_ignore_ascii_case("only") => (Some(*before), true),
        [first] if first.eq_ignore_ascii_case("only") => (None, true),
        [first, only, rest @ ..]
            if only.eq_ignore_ascii_case("only") && is_one_of(first, CONDITION_WORDS) =>
        {
            (rest.first().copied(), true)
        }
        _ => (None, false),
    };
    if !opens {
        return false;
    }
    let Some(sentence) = original.get(o.range.clone()) else {
        return false;
    };
    let ours: smallvec::SmallVec<[&str; 32]> = words(sentence).map(|(_, w)| w).collect();
    // The condition asks nothing new: each word of it up to the end of its part is a word of
    // the original's (a form of it: "counts", "count"), a number or a word of a bound ("at
    // least 22 and at most 24" for "between 22 and 24"); not "... and QA agrees".
    let rest = &rewrite[range.start..];
    let condition = &rest[..rest.find([';', '.', '\n']).unwrap_or(rest.len())];
    let akin = |a: &str, b: &str| {
        a.eq_ignore_ascii_case(b)
            || a.len() >= 4
                && b.len() >= 4
                && a.as_bytes()[..4].eq_ignore_ascii_case(&b.as_bytes()[..4])
    };
    let asks_nothing_new = words(condition).all(|(_, w)| {
        w.bytes().any(|b| b.is_ascii_digit())
            || is_one_of(w, CONDITION_WORDS)
            || is_one_of(w, BOUND_AND_LIGHT_WORDS)
            || ours.iter().any(|x| akin(x, w))
    });
    asks_nothing_new
        && ours.iter().enumerate().any(|(i, w)| {
            w.eq_ignore_ascii_case("only")
                && (ours
                    .get(i + 1)
                    .is_some_and(|n| is_one_of(n, CONDITION_WORDS))
                    || ours
                        .get(i + 2)
                        .is_some_and(|n| is_one_of(n, CONDITION_WORDS))
                        && verb_before_only.is_some_and(|v| ours[i + 1].eq_ignore_ascii_case(v)))
        })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// "only once" = "only when", "Only pick when" = "Pick only when" (s31-r155, r138).
    #[test]
    fn only_before_a_condition_said_again() {
        let brix = "Only pick when the brix is between 22 and 24.";
        let etch = "Restart etch runs only once particle counts are back within class limits.";
        assert_faithful(&[
            (brix, "Pick only when brix is at least 22 and at most 24."),
            (brix, "Pick only when the brix is between 22 and 24."),
            (
                etch,
                "Restart etch runs only when particle counts are back within class limits.",
            ),
        ]);
        assert_changed(&[
            (brix, "Pick only when brix is at least 20 and at most 24."),
            (brix, "Pick only when brix is at least 22."),
            (brix, "Pick when brix is at least 22 and at most 24."),
            (brix, "Pick only when sugar is at least 22 and at most 24."),
            (brix, "Never pick when brix is at least 22 and at most 24."),
            (
                "Only staff pick when the brix is between 22 and 24.",
                "Staff pick only when the brix is between 22 and 24.",
            ),
            (
                etch,
                "Restart etch runs only when particle counts are back within class limits and \
                 QA agrees.",
            ),
            (
                "Restart etch runs only after particle counts are back within class limits.",
                "Restart etch runs only when particle counts are back within class limits and \
                 QA agrees.",
            ),
            (
                etch,
                "Restart etch runs only when temperature is back within class limits.",
            ),
            (
                "Restart etch runs when particle counts are back within class limits.",
                "Restart etch runs only when particle counts are back within class limits.",
            ),
        ]);
    }
}
