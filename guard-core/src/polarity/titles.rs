//! The same person or time in a compaction's fewer words (s28c): a person's title dropped
//! before the name the rewrite keeps ("Ask Mrs Achieng before you start" -> "Ask Achieng
//! first"), "at all times" said as "throughout" closing its clause.

use std::ops::Range;

use super::extract::{self, Clause};
use super::is_one_of;
use super::stems;

/// A person's title before a name, with or without its full stop ("Dr." / "Dr").
const TITLES: &[&str] = &[
    "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "madam",
];

/// Word `m` of `original` is a person's title ("Mrs", "Dr.") right before a capitalised name
/// (a word of `o`), the rewrite's sentence `r` names that name and holds no title of its own
/// ("Mrs Achieng" -> "Mr Achieng" names another person).
pub(super) fn title_before_a_kept_name(
    (original, o): (&str, &Clause),
    m: &extract::Word,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(title) = original.get(m.range.clone()) else {
        return false;
    };
    if !is_one_of(title.trim_end_matches('.'), TITLES) {
        return false;
    }
    let Some(name) = o.words.iter().find(|w| w.range.start >= m.range.end) else {
        return false;
    };
    let right_after = original
        .get(m.range.end..name.range.start)
        .is_some_and(|gap| gap.len() <= 2 && gap.chars().all(|c| c == ' ' || c == '.'));
    right_after
        && original
            .get(name.range.clone())
            .is_some_and(|n| n.starts_with(|c: char| c.is_ascii_uppercase()))
        && r.words.iter().any(|w| {
            stems::stems_match(&w.stem, &name.stem) && !new_capital_before(original, o, rewrite, w)
        })
        && !rewrite.get(r.range.clone()).is_some_and(|sentence| {
            sentence
                .split(|c: char| !c.is_ascii_alphabetic())
                .any(|t| is_one_of(t, TITLES))
        })
}

/// The word right before `w` in `rewrite` is a capitalised word the original's sentence `o`
/// does not have: a role or title of its own ("Nurse Fernando" for "Dr Fernando").
fn new_capital_before(original: &str, o: &Clause, rewrite: &str, w: &extract::Word) -> bool {
    let Some(previous) = rewrite
        .get(..w.range.start)
        .and_then(|before| before.split_whitespace().next_back())
    else {
        return false;
    };
    let bare = previous.trim_matches(|c: char| !c.is_ascii_alphanumeric());
    bare.starts_with(|c: char| c.is_ascii_uppercase())
        && !original.get(o.range.clone()).is_some_and(|sentence| {
            sentence
                .split(|c: char| !c.is_ascii_alphanumeric())
                .any(|x| x.eq_ignore_ascii_case(bare))
        })
}

/// Word `m` of `original` is the "times" of "at all times", and the rewrite's new word `n` is
/// "throughout" closing its clause (no noun after it: "throughout the service" bounds the rule
/// to a stretch).
pub(super) fn at_all_times_said_as_throughout(
    original: &str,
    m: &extract::Word,
    rewrite: &str,
    n: &extract::Word,
) -> bool {
    let times = super::scope::is_word_after(original, m, "times", "at all ");
    let throughout = rewrite
        .get(n.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("throughout"))
        && rewrite.get(n.range.end..).is_some_and(|rest| {
            rest.trim_start()
                .chars()
                .next()
                .is_none_or(|c| !c.is_alphanumeric())
        });
    times && throughout
}

/// "Ask Mrs Achieng" became "Ask Mr Achieng": the name kept after another title names
/// another person. The original's title and the rewrite's, as ranges into each text.
pub(super) fn title_traded(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    // Each title followed by a capitalised word, with that word's name: one pass, no list of
    // every word.
    let titled = |text: &str, range: &Range<usize>| -> Vec<(Range<usize>, String, String)> {
        let Some(sentence) = text.get(range.clone()) else {
            return Vec::new();
        };
        let mut found = Vec::new();
        let mut title: Option<(Range<usize>, &str)> = None;
        let mut at = range.start;
        for w in sentence.split(' ') {
            let start = at;
            at += w.len() + 1;
            let bare = w.trim_matches(|c: char| !c.is_ascii_alphanumeric());
            if bare.is_empty() {
                continue;
            }
            if let Some((title_range, title_word)) = title.take()
                && bare.starts_with(|c: char| c.is_ascii_uppercase())
            {
                let name = bare.trim_end_matches("'s").to_ascii_lowercase();
                found.push((title_range, title_word.to_ascii_lowercase(), name));
            }
            if bare.len() <= 5 && is_one_of(bare, TITLES) {
                title = Some((start..start + w.len(), bare));
            }
        }
        found
    };
    // The cheap screen: a title needs a capital of its own; most sentences name none.
    if !original.get(o.range.clone()).is_some_and(|t| {
        t.bytes()
            .any(|b| b == b'M' || b == b'D' || b == b'P' || b == b'S')
    }) {
        return None;
    }
    let before = titled(original, &o.range);
    if before.is_empty() {
        return None;
    }
    let after = titled(rewrite, &r.range);
    before.iter().find_map(|(range, title, name)| {
        after
            .iter()
            .find(|(_, t, n)| n == name && t != title)
            .map(|(r_range, _, _)| (range.clone(), r_range.clone()))
    })
}

/// "Keep the casket closed at all times" became "... at times": what held always now holds
/// sometimes. The original's sentence and the rewrite's "at times", as ranges.
pub(super) fn all_times_said_as_at_times(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let sentence = rewrite.get(r.range.clone())?;
    // The cheap screen: "times" in the rewrite's sentence, then "all" in the original's.
    if !sentence
        .as_bytes()
        .windows(5)
        .any(|w| w.eq_ignore_ascii_case(b"times"))
        || !o.quantifiers.iter().any(|q| q.0)
    {
        return None;
    }
    let lower = sentence.to_ascii_lowercase();
    let at = lower
        .match_indices("at times")
        .find(|(i, _)| *i == 0 || !lower.as_bytes()[i - 1].is_ascii_alphanumeric())?
        .0;
    original
        .get(o.range.clone())?
        .to_ascii_lowercase()
        .contains("at all times")
        .then(|| {
            (
                o.range.clone(),
                r.range.start + at..r.range.start + at + "at times".len(),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    #[test]
    fn a_title_dropped_before_the_name_kept() {
        let ask = "Ask Mrs Achieng before you start.";
        let sign = "Dr Fernando must sign every eligibility form.";
        assert_faithful(&[
            (ask, "Ask Achieng before starting."),
            (sign, "Fernando must sign every eligibility form."),
            (
                "Mrs Achieng's family asked for: no photography during the service, the casket \
                 closed at all times, and the hymn list exactly as they sent it — don't swap \
                 anything. The burial must be before 1pm on Saturday.",
                "Achieng family: no photos during service; casket closed throughout; hymn list \
                 exactly as sent, no swaps; burial before 13:00 Sat.",
            ),
        ]);
        assert_changed(&[
            (ask, "Ask Otieno before starting."),
            (ask, "Ask Dr Achieng before starting."),
            (ask, "Ask Achieng after starting."),
            (sign, "Perera must sign every eligibility form."),
            (sign, "Nurse Fernando must sign every eligibility form."),
            (sign, "Fernando must sign every consent form."),
            (ask, "Ask Mr Achieng before starting."),
            (sign, "Prof Fernando must sign every eligibility form."),
        ]);
    }

    #[test]
    fn at_all_times_said_as_throughout() {
        let closed = "Keep the casket closed at all times.";
        assert_faithful(&[
            (closed, "Keep the casket closed throughout."),
            (closed, "Always keep the casket closed."),
        ]);
        assert_changed(&[
            (closed, "Keep the casket closed throughout the service."),
            (closed, "Keep the casket open throughout."),
            (closed, "Keep the casket closed throughout, ideally."),
            (closed, "Keep the lid closed throughout."),
            (closed, "Keep the casket closed at times."),
            (closed, "At times, keep the casket closed."),
        ]);
    }
}
