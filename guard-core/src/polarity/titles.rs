//! The same person or time in a compaction's fewer words (s28c): a person's title dropped
//! before the name the rewrite keeps ("Ask Mrs Achieng before you start" -> "Ask Achieng
//! first"), "at all times" said as "throughout" closing its clause.

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
        && r.words
            .iter()
            .any(|w| stems::stems_match(&w.stem, &name.stem))
        && !rewrite.get(r.range.clone()).is_some_and(|sentence| {
            sentence
                .split(|c: char| !c.is_ascii_alphabetic())
                .any(|t| is_one_of(t, TITLES))
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
    let times = original
        .get(m.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("times"))
        && original
            .get(..m.range.start)
            .is_some_and(|before| before.to_ascii_lowercase().trim_end().ends_with("at all"));
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

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    #[test]
    fn a_title_dropped_before_the_name_kept() {
        let ask = "Ask Mrs Achieng before you start.";
        let sign = "Dr. Fernando must sign every eligibility form.";
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
        ]);
    }
}
