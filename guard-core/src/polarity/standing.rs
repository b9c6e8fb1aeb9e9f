//! A rule for one occasion turned into a standing one, or back: "you can skip the weekly
//! report this week" became "... can be skipped every week", "keep replies under 100 words
//! from now on" became "... for today".

use super::extract::Clause;
use super::is_one_of;
use super::words::{TextReading, holds_phrase, parts, words};
use std::ops::Range;

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
    // "don't mention the pricing change yet": not until later.
    &["yet"],
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

/// The phrases' last words, folded into a bit set by [`last_word_bit`].
const LAST_WORDS: u128 = {
    let mut bits = 0u128;
    let lists = [ONE_OCCASION, STANDING];
    let mut l = 0;
    while l < lists.len() {
        let mut p = 0;
        while p < lists[l].len() {
            let phrase = lists[l][p];
            bits |= last_word_bit(phrase[phrase.len() - 1].as_bytes());
            p += 1;
        }
        l += 1;
    }
    bits
};

/// A bit of 128 chosen by a word's length and its first and last letters (lower-cased).
const fn last_word_bit(word: &[u8]) -> u128 {
    let (first, last) = (
        word[0].to_ascii_lowercase() as usize,
        word[word.len() - 1].to_ascii_lowercase() as usize,
    );
    1 << ((word.len() * 31 + first * 7 + last) & 127)
}

/// Whether `word` (ASCII letters, not empty) may be the last word of a phrase of
/// [`ONE_OCCASION`] or [`STANDING`]: its length and first and last letters hash to a bit
/// one of those words sets (most words' do not).
fn may_end_a_phrase(word: &[u8]) -> bool {
    LAST_WORDS & last_word_bit(word) != 0
}

/// The first phrase of [`ONE_OCCASION`] and of [`STANDING`] in clause `c` (ranges into
/// `text`), as byte ranges. One pass over the clause's bytes (a word is a run of ASCII
/// letters), keeping the last three words (the longest phrase), with no list built; a word is
/// compared with the phrases only when one of them ends with a word of its first letter and
/// its length ([`may_end_a_phrase`]).
fn read_occasions(text: &str, c: &Clause) -> Occasions {
    let mut found = Occasions::default();
    let Some(clause) = text.get(c.range.clone()).map(str::as_bytes) else {
        return found;
    };
    let mut last: [(&[u8], usize); 3] = [(&[], 0); 3];
    let mut k = 0;
    while k < clause.len() {
        if !clause[k].is_ascii_alphabetic() {
            k += 1;
            continue;
        }
        let start = k;
        while k < clause.len() && clause[k].is_ascii_alphabetic() {
            k += 1;
        }
        let word = &clause[start..k];
        last = [last[1], last[2], (word, c.range.start + start)];
        // Most words end no phrase: their first letter and length rule them out.
        if !may_end_a_phrase(word) {
            continue;
        }
        let ends_here = |phrase: &&&[&str]| {
            let n = phrase.len();
            phrase[n - 1].len() == word.len()
                && last[3 - n..]
                    .iter()
                    .zip(phrase.iter())
                    .all(|((w, _), p)| w.eq_ignore_ascii_case(p.as_bytes()))
        };
        let range_of = |phrase: &&[&str]| last[3 - phrase.len()].1..c.range.start + k;
        if found.one.is_none() {
            found.one = ONE_OCCASION.iter().find(ends_here).map(range_of);
        }
        if found.standing.is_none() {
            found.standing = STANDING.iter().find(ends_here).map(range_of);
        }
    }
    found
}

/// The phrases of a sentence that hold its rule to one occasion and that make it standing,
/// as byte ranges: what [`occasion_changed`] compares.
#[derive(Debug, Clone, Default)]
pub(crate) struct Occasions {
    one: Option<Range<usize>>,
    standing: Option<Range<usize>>,
}

impl Occasions {
    /// A phrase holds the sentence to one occasion.
    #[cfg(test)]
    pub(super) fn holds_one_occasion(&self) -> bool {
        self.one.is_some()
    }

    /// One side says one occasion and the other a standing rule, neither both.
    fn turned(&self, other: &Occasions) -> Option<(Range<usize>, Range<usize>)> {
        match (&self.one, &self.standing, &other.one, &other.standing) {
            (Some(once), None, None, Some(standing)) => Some((once.clone(), standing.clone())),
            (None, Some(standing), Some(once), None) => Some((standing.clone(), once.clone())),
            _ => None,
        }
    }
}

/// [`Occasions`] of clause `c` (ranges into `text`), read on the first ask and kept in the
/// clause ([`Clause::occasions`]): an original's sentences are read once for every rewrite,
/// a rewrite's once for every original it is compared with.
pub(super) fn occasions<'c>(text: &str, c: &'c Clause) -> &'c Occasions {
    c.occasions.get_or_init(|| read_occasions(text, c))
}

/// The original's sentence `o` holds its rule to one occasion and the rewrite's `r` makes it
/// standing ("this week" / "every week"), or the other way ("from now on" / "today"),
/// neither side saying both: the two phrases, as `(range in original, range in rewrite)`.
/// A prohibition that names no occasion stands too: held to one in the rewrite ("never give
/// the code out" -> "don't give the code out today"), it is narrowed (the original's
/// sentence is returned for its side). The rewrite's sentence is read only when the
/// original's names an occasion or a standing rule, or is negated.
pub(super) fn occasion_changed(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let ours = occasions(original, o);
    if ours.one.is_none() && ours.standing.is_none() {
        if o.negation.is_none() || r.negation.is_none() {
            return None;
        }
        let theirs = occasions(rewrite, r);
        return theirs
            .standing
            .is_none()
            .then(|| theirs.one.clone())
            .flatten()
            .map(|once| (o.range.clone(), once));
    }
    ours.turned(occasions(rewrite, r))
}

/// The new word `n` of `rewrite` is "force" in "still in force", and `original` says the rule
/// still stands ("still stands", "still holds", "still applies"): "earlier I said no Friday
/// deploys — that still stands" -> "No Friday deploys (still in force)" (r31-060). Not "no
/// longer in force", nor "in force" where the original says nothing of the rule standing.
/// (A cheap screen first: five bytes.)
pub(super) fn standing_said_as_in_force(
    original: &str,
    rewrite: &str,
    n: &super::extract::Word,
) -> bool {
    if n.range.len() != 5
        || !rewrite
            .get(n.range.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("force"))
    {
        return false;
    }
    let head = rewrite.get(..n.range.start).unwrap_or("").trim_end();
    let still_in = head
        .get(head.len().saturating_sub(8)..)
        .is_some_and(|tail| tail.eq_ignore_ascii_case("still in"));
    still_in
        && [
            "still stands",
            "still holds",
            "still applies",
            "still stand",
            "still hold",
        ]
        .iter()
        .any(|phrase| super::holds_ignoring_case(original, phrase))
}

/// Words that say a rule holds without pause ("at all times", "always").
const WITHOUT_PAUSE: &[&str] = &[
    "at all times",
    "all the time",
    "always",
    "24/7",
    "constantly",
    "continuously",
    "never",
];

/// Words of a count of people or things ("two people on him").
fn is_count(w: &str) -> bool {
    w.bytes().all(|b| b.is_ascii_digit())
        || is_one_of(
            w,
            &[
                "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            ],
        )
}

/// "The Labradoodle on Thursday is a biter, so two people on him at all times." ->
/// "Thursday's Labradoodle can be a handful.": a standing order of a narrative (a count "at
/// all times", said in the present) the rewrite says nowhere ("at all times", "always" and
/// the like gone): a constraint deleted. The original's sentence.
pub(super) fn standing_count_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<Range<usize>> {
    let original = o.text;
    if !o.holds_phrase("at all times") || r.holds_any_phrase(WITHOUT_PAUSE) {
        return None;
    }
    parts(original).into_iter().find(|part| {
        let ours = words(original, part.clone());
        ours.iter().any(|(w, _)| is_count(w))
            && holds_phrase(&original[part.clone()], "at all times")
            && !ours
                .iter()
                .any(|(w, _)| is_one_of(w, &["was", "were", "had", "did", "used"]))
    })
}

#[cfg(test)]
mod tests {
    use super::super::Facts;
    use super::super::tests::{assert_changed, assert_faithful};
    use super::*;
    use crate::polarity::tests::assert_reports;

    fn turned(a: &str, b: &str) -> bool {
        let (fa, fb) = (Facts::extract(a), Facts::extract(b));
        occasion_changed((a, &fa.clauses[0]), (b, &fb.clauses[0])).is_some()
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

    /// A prohibition with no occasion stands: held to one occasion, it is narrowed; a
    /// positive order with none may be a one-off task, and a prohibition kept standing or
    /// said of the same occasion is not narrowed.
    #[test]
    fn a_prohibition_held_to_one_occasion_is_narrowed() {
        assert!(turned(
            "Never give the door code out over the phone.",
            "Don't give the door code out over the phone today."
        ));
        assert!(turned(
            "Don't merge to main without a review.",
            "No merging to main without a review this week."
        ));
        assert!(!turned(
            "Send the invoice to Ana.",
            "Send the invoice to Ana today."
        ));
        assert!(!turned(
            "Don't merge to main without a review.",
            "Never merge to main without a review, from now on."
        ));
        assert!(!turned(
            "Don't call the client today.",
            "No calls to the client today."
        ));
        assert!(!turned(
            "Don't mention the pricing change yet.",
            "No mention of the pricing change for now."
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

    /// "that still stands" said as "(still in force)"; "no longer in force", another day, a
    /// dropped "no", a rule that no longer stands, or no word of its standing stay reported.
    #[test]
    fn standing_said_as_in_force() {
        let o = "User: earlier I said no Friday deploys — that still stands, but you no longer need my sign-off for hotfixes.";
        assert_faithful(&[(
            o,
            "No Friday deploys (still in force); hotfixes no longer need user sign-off.",
        )]);
        assert_changed(&[
            (
                o,
                "No Friday deploys (no longer in force); hotfixes no longer need user sign-off.",
            ),
            (
                o,
                "No Monday deploys (still in force); hotfixes no longer need user sign-off.",
            ),
            (
                o,
                "Friday deploys OK (still in force); hotfixes no longer need user sign-off.",
            ),
            (
                &o.replace("still stands", "no longer stands"),
                "No Friday deploys (still in force); hotfixes no longer need user sign-off.",
            ),
            (
                "User: earlier I said no Friday deploys, but you no longer need my sign-off for hotfixes.",
                "No Friday deploys (still in force); hotfixes no longer need user sign-off.",
            ),
        ]);
    }

    /// A narrative's standing count "at all times" dropped is reported; kept, it is not.
    #[test]
    fn a_standing_count_dropped() {
        assert_reports(
            "constraint deleted",
            &[
                (
                    "Hiya, the Nakamura twins loved the salon, their mum says thanks. The Labradoodle on Thursday is a biter, so two people on him at all times. Also we're out of the lavender spritz.",
                    "Nakamura twins' mum sent thanks. Thursday's Labradoodle can be a handful. Lavender spritz out of stock.",
                ),
                (
                    "The new kid on the desk is nervous, so one senior with her at all times. Coffee machine is fixed.",
                    "New kid on desk nervous. Coffee machine fixed.",
                ),
            ],
        );
        assert_faithful(&[(
            "The new kid on the desk is nervous, so one senior with her at all times. Coffee machine is fixed.",
            "New kid on desk nervous: 1 senior with her at all times. Coffee machine fixed.",
        )]);
    }
}
