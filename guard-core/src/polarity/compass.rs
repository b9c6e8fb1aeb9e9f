//! A compass point said by its capital letters in a compaction: "enter by the north gate" ->
//! "in N gate", "the fan on the east side" -> "E fan", "east to west" -> "E→W", "the
//! north-east corner" -> "NE corner" (pol50, blind corpus s50). Read only when both texts say
//! the same compass points in the same order, so a point traded ("north" -> "S") or two
//! swapped stay changes.

use super::is_one_of;
use smallvec::SmallVec;
use std::ops::Range;

/// The compass points, each with its words and its letters.
const POINTS: &[(&[&str], &str)] = &[
    (&["north", "northern", "northbound"], "N"),
    (&["south", "southern", "southbound"], "S"),
    (&["east", "eastern", "eastbound"], "E"),
    (&["west", "western", "westbound"], "W"),
    (
        &["north-east", "northeast", "north-eastern", "northeastern"],
        "NE",
    ),
    (
        &["north-west", "northwest", "north-western", "northwestern"],
        "NW",
    ),
    (
        &["south-east", "southeast", "south-eastern", "southeastern"],
        "SE",
    ),
    (
        &["south-west", "southwest", "south-western", "southwestern"],
        "SW",
    ),
];

/// The letters of the compass point `word` names ("north" and "northern" -> "N"), case
/// aside; `None` for another word.
fn letters_of_the_word(word: &str) -> Option<&'static str> {
    // (Screen: every compass word opens with one of four letters.)
    if !word
        .bytes()
        .next()
        .is_some_and(|b| matches!(b.to_ascii_lowercase(), b'n' | b's' | b'e' | b'w'))
    {
        return None;
    }
    POINTS
        .iter()
        .find(|(words, _)| is_one_of(word, words))
        .map(|(_, letters)| *letters)
}

/// The compass point whose capital letters `word` is ("N", "SW"), as written; `None` for
/// another word.
fn point_of_letters(word: &str) -> Option<&'static str> {
    if !(1..=2).contains(&word.len()) {
        return None;
    }
    POINTS
        .iter()
        .find(|(_, letters)| *letters == word)
        .map(|(_, letters)| *letters)
}

/// The compass points `text` names, as letters, in text order: its compass words and, when
/// `letters` is set, the capital letters standing as words of their own ("N gate", "E→W").
fn points(text: &str, letters: bool) -> SmallVec<[&'static str; 4]> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter_map(|w| {
            let w = w.trim_matches('-');
            letters_of_the_word(w).or_else(|| letters.then(|| point_of_letters(w)).flatten())
        })
        .collect()
}

/// The original and the rewrite name the same compass points in the same order, the rewrite
/// by their letters at least once, and the original by words only: the letters stand for the
/// words.
fn same_points_by_letters(original: &str, rewrite: &str) -> bool {
    let ours = points(original, false);
    !ours.is_empty() && ours == points(rewrite, true) && points(rewrite, false) != ours
}

/// The original's word at `at` is a compass point ("north") the rewrite says by its letters
/// ("N"), both texts naming the same points in the same order.
pub(super) fn point_said_by_letters(original: &str, at: &Range<usize>, rewrite: &str) -> bool {
    original
        .get(at.clone())
        .and_then(letters_of_the_word)
        .is_some_and(|_| same_points_by_letters(original, rewrite))
}

/// The rewrite's word at `at` is the letters of a compass point ("E") the original says in a
/// word ("east"), both texts naming the same points in the same order.
pub(super) fn letters_of_a_point_said(rewrite: &str, at: &Range<usize>, original: &str) -> bool {
    rewrite
        .get(at.clone())
        .is_some_and(|w| point_of_letters(w).is_some() && same_points_by_letters(original, rewrite))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// The points of a text in order, letters read or not.
    #[test]
    fn points_are_read_in_order() {
        assert_eq!(
            points("in by the north gate, out by the South gate", false).as_slice(),
            ["N", "S"]
        );
        assert_eq!(
            points("Land E→W; NE corner", true).as_slice(),
            ["E", "W", "NE"]
        );
        assert!(points("Land E→W", false).is_empty());
        // "Eastbourne", "Westminster", "new" and a lone "e" are no points.
        assert!(points("Eastbourne and Westminster, new e-mail", true).is_empty());
    }

    /// A compass point said by its letters is no change; a point traded, swapped or dropped
    /// still is. (s50a-p155, s50b-p138.)
    #[test]
    fn a_compass_point_said_by_its_letters() {
        assert_faithful(&[
            (
                "Kiln charges are limited to 40 m³ until the fan on the east side has been replaced.",
                "Kiln charge ≤40 m³ until E fan replaced.",
            ),
            (
                "The sponsor's banner can go on the east fence only.",
                "Sponsor banner: E fence only.",
            ),
            (
                "Kiln charges are limited to 40 m³ until the east fan has been replaced.",
                "Kiln charge ≤40 m³ until E fan replaced.",
            ),
        ]);
        assert_changed(&[
            (
                "The sponsor's banner can go on the east fence only.",
                "Sponsor banner: W fence only.",
            ),
            (
                "Log trucks must enter by the north gate and leave by the south gate.",
                "Log trucks: in S gate, out N gate.",
            ),
            (
                "Kiln charges are limited to 40 m³ until the east fan has been replaced.",
                "Kiln charge ≤40 m³ until NE fan replaced.",
            ),
        ]);
    }
}
