//! A rule for one occasion turned into a standing one, or back: "you can skip the weekly
//! report this week" became "... can be skipped every week", "keep replies under 100 words
//! from now on" became "... for today".

use std::ops::Range;

use super::extract::Clause;

/// Phrases that hold a rule to one occasion.
const ONE_OCCASION: &[&[&str]] = &[
    &["today"],
    &["tonight"],
    &["tomorrow"],
    &["this", "week"],
    &["this", "month"],
    &["this", "time"],
    &["this", "once"],
    &["for", "now"],
    &["this", "year"],
    &["this", "weekend"],
];

/// Phrases that make a rule standing.
const STANDING: &[&[&str]] = &[
    &["always"],
    &["every", "week"],
    &["every", "day"],
    &["every", "month"],
    &["every", "time"],
    &["every", "year"],
    &["each", "week"],
    &["each", "time"],
    &["from", "now", "on"],
    &["going", "forward"],
    &["permanently"],
];

/// The first phrase of `phrases` in clause `c` (ranges into `text`), as a byte range. One
/// pass over the clause's words, keeping the last three (the longest phrase), with no list
/// built: it is asked of every aligned pair of sentences.
fn find(text: &str, c: &Clause, phrases: &[&[&str]]) -> Option<Range<usize>> {
    let clause = text.get(c.range.clone())?;
    let mut last: [(&str, usize); 3] = [("", 0); 3];
    for w in clause
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
    {
        let start = c.range.start + (w.as_ptr() as usize - clause.as_ptr() as usize);
        last = [last[1], last[2], (w, start)];
        let end = start + w.len();
        let ends_here = |phrase: &&&[&str]| {
            let n = phrase.len();
            last[3 - n..]
                .iter()
                .zip(phrase.iter())
                .all(|((w, _), p)| w.eq_ignore_ascii_case(p))
        };
        if let Some(phrase) = phrases.iter().find(ends_here) {
            return Some(last[3 - phrase.len()].1..end);
        }
    }
    None
}

/// `a` holds its rule to one occasion and `b` makes it standing ("this week" / "every
/// week"), neither saying the other: the two phrases, as `(range in a_text, range in
/// b_text)`. Each clause is given with the text its ranges point into.
pub(super) fn occasion_turned_standing(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let once = find(a_text, a, ONE_OCCASION)?;
    if find(a_text, a, STANDING).is_some() || find(b_text, b, ONE_OCCASION).is_some() {
        return None;
    }
    find(b_text, b, STANDING).map(|standing| (once, standing))
}

#[cfg(test)]
mod tests {
    use super::super::Facts;
    use super::*;

    fn turned(a: &str, b: &str) -> bool {
        let (fa, fb) = (Facts::extract(a), Facts::extract(b));
        occasion_turned_standing((a, &fa.clauses[0]), (b, &fb.clauses[0])).is_some()
    }

    #[test]
    fn one_occasion_made_standing_is_found() {
        assert!(turned(
            "You can skip the weekly report this week.",
            "The weekly report can be skipped every week."
        ));
        assert!(turned(
            "Use the staging key today.",
            "Always use the staging key."
        ));
    }

    #[test]
    fn the_same_occasion_or_no_occasion_is_not() {
        assert!(!turned(
            "You can skip the weekly report this week.",
            "Weekly report not needed this week."
        ));
        assert!(!turned(
            "Always use the staging key.",
            "Use the staging key every time."
        ));
        assert!(!turned(
            "Use the staging key.",
            "Always use the staging key."
        ));
    }
}
