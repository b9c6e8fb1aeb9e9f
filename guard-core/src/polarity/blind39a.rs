//! Readings from the blind corpus s39a (pol39a): changes the rule comparison did not see, read
//! from the two texts alone when nothing else was found (one of two means a rule allows,
//! "by phone or in person", kept alone).

use super::words::{TextReading, Word, WordKey, is_content, parts};
use crate::classify::lexicon::is_one_of;
use std::ops::Range;

/// Prepositions that open a means or a manner ("by phone", "via the portal", "in person",
/// "over the radio", "through the app").
const MEANS: &[&str] = &["by", "via", "in", "over", "through"];

/// "Everyone on the list checks in every Monday by noon, by phone or in person." -> "List: Mon
/// check-in by 12:00, in person.": the original allows two means ("by X or (by/in) Y", a word
/// or two each, no number in either) and the rewrite says one of them and no content word of
/// the other: the choice it left became the only way. Both kept ("phone/in person") or both
/// dropped is no narrowing; "in an hour or two" is a figure, not a means.
pub(super) fn one_means_kept(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    if !o.holds_phrase("or") {
        return None;
    }
    let ws = o.words();
    for part in parts(o.text) {
        let pw: Vec<_> = ws
            .iter()
            .filter(|(_, at)| part.start <= at.start && at.end <= part.end)
            .collect();
        let Some(or) = pw.iter().position(|(w, _)| w.eq_ignore_ascii_case("or")) else {
            continue;
        };
        // The first side: a means word, then a word or two up to "or".
        let Some(prep) = (or.saturating_sub(3)..or).find(|&k| is_one_of(pw[k].0, MEANS)) else {
            continue;
        };
        let first = &pw[prep + 1..or];
        // The second side: an optional means word, then a word or two to the part's end.
        let second_start =
            or + 1 + usize::from(pw.get(or + 1).is_some_and(|(w, _)| is_one_of(w, MEANS)));
        let second = &pw[second_start.min(pw.len())..];
        if first.is_empty() || second.is_empty() || first.len() > 2 || second.len() > 2 {
            continue;
        }
        let figure = |(w, _): &&Word<'_>| {
            w.bytes().any(|b| b.is_ascii_digit())
                || crate::classify::numbers::word_value(&w.to_ascii_lowercase()).is_some()
        };
        if first.iter().any(figure) || second.iter().any(figure) {
            continue;
        }
        let said = |side: &[&Word<'_>]| {
            side.iter().filter(|(w, _)| is_content(w)).any(|(w, _)| {
                let key = WordKey::of(w);
                r.keys().iter().any(|k| k.same(&key))
            })
        };
        let (kept_first, kept_second) = (said(first), said(second));
        if kept_first != kept_second {
            let from = pw[prep].1.start..pw[pw.len() - 1].1.end;
            return Some(("scope changed", from, 0..r.text.len()));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// One of two means a rule allows, kept alone, narrows it; both kept, or a figure, do not.
    #[test]
    fn one_means_kept() {
        assert_changed(&[
            (
                "Tenants can pay the deposit by card or by bank transfer.",
                "Deposit: bank transfer.",
            ),
            (
                "Volunteers sign in each shift via the app or on paper.",
                "Volunteers: sign in each shift via the app.",
            ),
        ]);
        assert_faithful(&[
            (
                "Tenants can pay the deposit by card or by bank transfer.",
                "Deposit: card or bank transfer.",
            ),
            (
                "Volunteers sign in each shift via the app or on paper.",
                "Volunteers sign in each shift: app or paper.",
            ),
            // Both means dropped with the rule they served: no choice narrowed.
            (
                "Customers can reach us by phone or by email, and we reply within a day.",
                "Reply within 1 day.",
            ),
            (
                "The courier will be here in an hour or two.",
                "Courier due within ~1 hour.",
            ),
        ]);
    }
}
