//! A rule's alternatives said otherwise, read from the two texts alone when nothing else was
//! found: the choice it names and the alternative it rejects ("go by the anemometer, not the
//! forecast", "cut the cake before the first dance, not after") said with the rejected
//! alternative as the choice ("go by the forecast", "cut after the first dance"; session 41,
//! pol41b) or rejected in its stead ("from the back, never the front" -> "from the front,
//! never the back"; pol67c), and one of two means it allows kept alone ("by phone or in
//! person" -> "in person"; session 39, pol39a).

use super::words::{TextReading, Word, WordKey, is_content, is_negation, parts, same_word};
use crate::classify::lexicon::is_one_of;
use std::ops::Range;

/// Words of a side, each with the word of the other side ("before" / "after"): a rejected
/// alternative of one word that is no content word is one of these, and the choice is its
/// pair.
const SIDES: &[(&str, &str)] = &[
    ("before", "after"),
    ("inside", "outside"),
    ("above", "below"),
    ("earlier", "later"),
    ("early", "late"),
    ("indoors", "outdoors"),
    ("upstairs", "downstairs"),
    ("first", "last"),
    ("in", "out"),
    ("on", "off"),
];

/// The other side of `w` in [`SIDES`], if it names one.
fn other_side(w: &str) -> Option<&'static str> {
    SIDES.iter().find_map(|&(a, b)| {
        if w.eq_ignore_ascii_case(a) {
            Some(b)
        } else if w.eq_ignore_ascii_case(b) {
            Some(a)
        } else {
            None
        }
    })
}

/// Words that set what follows them aside as the thing not chosen ("anemometer over
/// forecast", "instead of the forecast"): with a negation, they keep the rejection.
const SETS_ASIDE: &[&str] = &[
    "instead",
    "than",
    "vs",
    "versus",
    "over",
    "except",
    "excluding",
    "nor",
    "without",
];

/// Signs that reject what follows them ("✗ forecast").
const REJECTING_SIGNS: &[&str] = &["✗", "✘", "❌", "🚫", "≠", "×"];

/// Words of time or manner closing a choice's clause ("sign off now, not Callum"): no
/// alternative to the rejected one.
const WHEN_OR_HOW: &[&str] = &[
    "now", "today", "tonight", "then", "always", "directly", "instead", "first", "only", "please",
    "too", "again",
];

/// Words after a thing that take it out ("Callum removed").
const REMOVED: &[&str] = &["removed", "excluded", "barred", "banned", "dropped"];

/// Determiners that name nothing of an alternative ("not the forecast").
const DETERMINERS: &[&str] = &["the", "a", "an", "any", "your", "our", "their", "its"];

/// How a rejected alternative opens after a comma or a dash: "..., not the forecast", "...,
/// never the front" (the screen of the readings below).
const REJECTIONS: &[&str] = &[
    ", not ",
    "— not ",
    "- not ",
    "– not ",
    ", never ",
    "— never ",
    "- never ",
    "– never ",
];

/// The rejected alternative of a text: the words after a "not" or "never" that a comma or a
/// dash opens ("..., not the forecast", "... — not after", "..., never the front"), up to the
/// end of its clause (a mark between two words), four words at most, and the index of that
/// "not" in `ws`.
fn rejected_after_not<'w, 't>(text: &str, ws: &'w [Word<'t>]) -> Option<(usize, &'w [Word<'t>])> {
    let gap = |k: usize| text.get(ws[k - 1].1.end..ws[k].1.start).unwrap_or(".");
    (1..ws.len()).find_map(|k| {
        if !(ws[k].0.eq_ignore_ascii_case("not") || ws[k].0.eq_ignore_ascii_case("never")) {
            return None;
        }
        let before = gap(k);
        let opened = before.contains([',', '—', '–']) || before.trim() == "-";
        if !opened || before.contains(['.', ';', '(', ')', '"']) {
            return None;
        }
        let end = (k + 2..ws.len())
            .find(|&m| !gap(m).trim().is_empty())
            .unwrap_or(ws.len());
        (k + 1 < end && end - k <= 5).then_some((k, &ws[k + 1..end]))
    })
}

/// "No flights if gusts exceed 35 km/h; go by the anemometer, not the forecast." -> "...; go
/// by the forecast.", "Cake's to be cut before the first dance, not after" -> "Cake's to be
/// cut after the first dance": the original rejects an alternative after a comma or a dash
/// ("not the forecast", "not after"), named nowhere else in it; the rewrite names that
/// alternative (its content words, or its one word of a side: "after") with no negation, no
/// word setting it aside ("instead of", "over", "vs") and no rejecting sign before it, and
/// drops the choice (the content word closing the original's clause before the comma,
/// "anemometer", or the other side of a side's word, "before"): the rejected alternative is
/// the rule now (a word of time or manner closing the clause, "now", is no choice). Not "Use
/// anemometer reading, not forecast" (still rejected), "Callum no longer does", "Callum
/// removed" (a negation or a removal after it), "anemometer over forecast" (the choice kept),
/// "check-in first, then open the gate" (the alternative not named).
pub(super) fn rejected_alternative_chosen(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    // (A cheap screen: the original says "not" or "never" after a comma or a dash.)
    if !REJECTIONS.iter().any(|p| o.text.contains(p)) {
        return None;
    }
    let ows = o.words();
    let (not, rejected) = rejected_after_not(o.text, ows)?;
    let named: Vec<&str> = rejected
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| !is_one_of(w, DETERMINERS))
        .collect();
    let content = content_of(rejected);
    // The choice the rewrite must drop.
    let choice: String = if content.is_empty() {
        // "..., not after": one word of a side, its other side said before in the clause.
        let [side] = named[..] else {
            return None;
        };
        let other = other_side(side)?;
        ows[..not]
            .iter()
            .rev()
            .take(12)
            .any(|(w, _)| w.eq_ignore_ascii_case(other))
            .then(|| other.to_string())?
    } else {
        choice_before(&ows[..not], &content)?.to_string()
    };
    let keys: Vec<&str> = if content.is_empty() {
        named.clone()
    } else {
        content
    };
    // The alternative is named nowhere else in the original.
    let elsewhere = ows.iter().enumerate().any(|(k, (w, _))| {
        (k < not || k > not + rejected.len()) && keys.iter().any(|c| same_word(c, w))
    });
    let rws = r.words();
    if elsewhere || rws.iter().any(|(w, _)| same_word(w, &choice)) {
        return None;
    }
    // Every word of the alternative in the rewrite, the first where its first word is.
    let first = rws.iter().position(|(w, _)| same_word(w, keys[0]))?;
    let all_said = keys.iter().all(|c| {
        rws[first..]
            .iter()
            .take(keys.len() + 3)
            .any(|(w, _)| same_word(c, w))
    });
    // No occurrence of it set aside: a negation or a setting-aside word in the three words
    // before it, a negation in the three after it ("Callum no longer does"), or a rejecting
    // sign before it.
    let set_aside = rws.iter().enumerate().any(|(k, (w, at))| {
        same_word(w, keys[0]) && {
            let from = k.saturating_sub(3);
            rws[from..k]
                .iter()
                .any(|(x, _)| is_negation(x) || is_one_of(x, SETS_ASIDE))
                || rws[k + 1..rws.len().min(k + 1 + keys.len() + 3)]
                    .iter()
                    .any(|(x, _)| is_negation(x) || is_one_of(x, REMOVED))
                || r.text
                    .get(rws[from].1.start.min(at.start)..at.start)
                    .is_some_and(|gap| REJECTING_SIGNS.iter().any(|s| gap.contains(s)))
        }
    });
    if !all_said || set_aside {
        return None;
    }
    let from = ows[not].1.start..rejected.last().map_or(ows[not].1.end, |(_, at)| at.end);
    let to = rws[first].1.clone();
    Some(("negation dropped", from, to))
}

/// The choice a rejected alternative (its content words `rejected`) is set against: the last
/// content word of `before` (the words up to its "not") that is no word of time or manner
/// and none of the alternative's ("go by the *anemometer*, not the forecast").
fn choice_before<'t>(before: &[Word<'t>], rejected: &[&str]) -> Option<&'t str> {
    before.iter().rev().map(|(w, _)| *w).find(|w| {
        is_content(w) && !is_one_of(w, WHEN_OR_HOW) && !rejected.iter().any(|c| same_word(c, w))
    })
}

/// The content words of a rejected alternative (its determiners and function words left).
fn content_of<'t>(rejected: &[Word<'t>]) -> Vec<&'t str> {
    rejected
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| !is_one_of(w, DETERMINERS) && is_content(w))
        .collect()
}

/// "Open the hive from the back, never the front." -> "... from the front, never the back":
/// both texts set a choice against a rejected alternative after a comma or a dash, and the
/// rewrite rejects the original's choice and chooses what it rejected: the two traded
/// places across the negation. The same choice kept ("from the back, not the front" ->
/// "back only, never the front") or another pair named is no trade.
pub(super) fn choice_and_alternative_traded(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    if !REJECTIONS.iter().any(|p| o.text.contains(p))
        || !REJECTIONS.iter().any(|p| r.text.contains(p))
    {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    let (not, rejected) = rejected_after_not(o.text, ows)?;
    let (r_not, r_rejected) = rejected_after_not(r.text, rws)?;
    let (was_rejected, now_rejected) = (content_of(rejected), content_of(r_rejected));
    let (was_chosen, now_chosen) = (
        choice_before(&ows[..not], &was_rejected)?,
        choice_before(&rws[..r_not], &now_rejected)?,
    );
    let traded = now_rejected.iter().any(|w| same_word(w, was_chosen))
        && was_rejected.iter().any(|w| same_word(w, now_chosen));
    if !traded {
        return None;
    }
    let end = |ws: &[Word<'_>], not: usize, rejected: &[Word<'_>]| {
        rejected.last().map_or(ws[not].1.end, |(_, at)| at.end)
    };
    let from = ows[not].1.start..end(ows, not, rejected);
    let to = rws[r_not].1.start..end(rws, r_not, r_rejected);
    Some(("scope changed", from, to))
}

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
    use super::*;
    use crate::polarity::tests::{assert_changed, assert_faithful};

    fn chosen(original: &str, rewrite: &str) -> bool {
        rejected_alternative_chosen(&TextReading::new(original), &TextReading::new(rewrite))
            .is_some()
    }

    /// The choice and the rejected alternative traded across the negation (s63a-p012, which
    /// a strong verb's participle read as its base no longer refuses by its scope, pol67c);
    /// the choice kept, or said again as it was, is no trade.
    #[test]
    fn choice_and_rejected_alternative_traded() {
        let hive = "Before you open a hive: light the smoker, veil and gloves on, queen marker in your pocket, then open from the back, never the front.";
        assert_changed(&[
            (
                hive,
                "Before opening a hive: smoker lit, veil and gloves on, queen marker in pocket, then open from the front, never the back.",
            ),
            (
                "Pay the courier by card, not cash.",
                "Pay the courier by cash, not card.",
            ),
            (
                "Load the van from the left, never the right.",
                "Van: load from the right, never the left.",
            ),
        ]);
        assert_faithful(&[
            (
                hive,
                "Before opening a hive: smoker lit, veil and gloves on, queen marker in pocket, then open from the back, never the front.",
            ),
            (
                "Load the van from the left, never the right.",
                "Van: load from the left, never the right.",
            ),
        ]);
    }

    /// The rejected alternative said as the choice, the choice dropped: the corpus's shapes
    /// and look-alikes in other domains; the rejection kept, the choice kept, or the
    /// alternative not named are no change.
    #[test]
    fn rejected_alternative_said_as_the_choice() {
        for (o, r) in [
            (
                "No flights if gusts exceed 35 km/h; go by the anemometer, not the forecast.",
                "No flights if gusts exceed 35 km/h; go by the forecast.",
            ),
            (
                "Cake's to be cut before the first dance, not after — the venue needs the kitchen back by 9.",
                "Cake's to be cut after the first dance — the venue needs the kitchen back by 9.",
            ),
            (
                "Pay the courier by card, not cash.",
                "Pay the courier in cash.",
            ),
            (
                "Water the seedlings in the morning, not at night.",
                "Water the seedlings at night.",
            ),
            (
                "Store the vials upstairs — not downstairs, it floods.",
                "Vials go downstairs.",
            ),
            (
                "Escalate to the duty manager, not the on-call engineer.",
                "Escalate to the on-call engineer.",
            ),
        ] {
            assert!(chosen(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "No flights if gusts exceed 35 km/h; check the anemometer, not the forecast.",
                "Gusts >35 km/h = grounded. Use anemometer reading, not forecast.",
            ),
            (
                "Check in with the blaster before you open the gate, not after.",
                "Blaster check-in comes first, then open the gate.",
            ),
            (
                "Pay the courier by card, not cash.",
                "Courier: card only, no cash.",
            ),
            (
                "Pay the courier by card, not cash.",
                "Courier: card over cash.",
            ),
            (
                "Pay the courier by card, not cash.",
                "Courier: card ✓, ✗ cash.",
            ),
            (
                "Water the seedlings in the morning, not at night.",
                "Water seedlings mornings (never at night).",
            ),
            // The alternative named elsewhere in the original too.
            (
                "Cash is fine for tips; pay the courier by card, not cash.",
                "Tips in cash; courier by cash.",
            ),
            // The alternative said with its negation after it.
            (
                "Only Fiona can sign off vet prescriptions now, not Callum.",
                "Fiona signs off vet prescriptions; Callum no longer does.",
            ),
            (
                "Only Fiona can sign off vet prescriptions now, not Callum.",
                "Vet prescriptions: Fiona signs off, Callum removed.",
            ),
            // No rejected alternative: "not" opens no clause after a comma.
            (
                "Do not pay the courier in cash.",
                "Pay the courier in cash.",
            ),
        ] {
            assert!(!chosen(o, r), "{o} -> {r}");
        }
    }

    /// One of two means a rule allows, kept alone, narrows it; both kept, or a figure, do not.
    #[test]
    fn one_of_two_means_kept_alone_narrows_the_rule() {
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
