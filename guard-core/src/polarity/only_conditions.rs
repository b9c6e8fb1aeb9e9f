//! "only" before a condition word, said again with another such word or with the verb moved
//! past the "only" (blind corpus s31): "Restart etch runs only once particle counts are back"
//! = "etch restarts only when particle counts ...", "Only pick when the brix is between 22
//! and 24" = "Pick only when brix is at least 22 and at most 24".

use super::Missed;
use super::extract::Clause;
use super::is_one_of;
use super::periods::value;
use super::words::{
    TextReading, Word, WordKey, all_words, holds_phrase, is_content, parts, same_word,
};
use smallvec::SmallVec;
use std::ops::Range;

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

/// The rewrite's new condition at `range` is "only with" (or "only after", "only before",
/// "only by"), and `o` says the same restriction split: "only" before its verb, the same
/// preposition after it, and the same word after that preposition (an article aside):
/// "Medicines can only be given with a signed parental form" -> "Meds only with signed
/// parental form" (r31-123). Not "only with" a thing `o` does not name after its "with", nor
/// an "only" `o` does not have. (A cheap screen first: the condition's text opens with
/// "only".)
pub(super) fn split_only_with_joined(
    (original, o): (&str, &Clause),
    (rewrite, range): (&str, &Range<usize>),
) -> bool {
    let Some(cond) = rewrite.get(range.clone()) else {
        return false;
    };
    let mut parts = cond.split_whitespace();
    if !parts.next().is_some_and(|w| w.eq_ignore_ascii_case("only")) {
        return false;
    }
    let Some(preposition) = parts
        .next()
        .filter(|p| is_one_of(p, &["with", "after", "before", "by"]))
    else {
        return false;
    };
    let skip_article = |mut words: std::str::SplitWhitespace<'_>| {
        let w = words.next().unwrap_or("");
        if is_one_of(w, &["a", "an", "the"]) {
            words.next().unwrap_or("").to_owned()
        } else {
            w.to_owned()
        }
    };
    let theirs = skip_article(rewrite.get(range.end..).unwrap_or("").split_whitespace());
    let sentence = original.get(o.range.clone()).unwrap_or("");
    let mut words = sentence.split_whitespace();
    // "only", then at most three words (the verb: "be given"), then the preposition.
    if !words.any(|w| w.eq_ignore_ascii_case("only")) {
        return false;
    }
    let mut verb_words = 0;
    for w in words.by_ref() {
        if w.eq_ignore_ascii_case(preposition) {
            let ours = skip_article(words.clone());
            return verb_words >= 1 && !theirs.is_empty() && ours.eq_ignore_ascii_case(&theirs);
        }
        verb_words += 1;
        if verb_words > 3 {
            return false;
        }
    }
    false
}

/// `a` bans an act toward anyone outside a kind ("don't share the door codes with anyone who
/// isn't staff") and `b` names the kind before a closing "only" ("Door codes: staff only",
/// r31-123): the same rule, as "only share them with staff" is
/// ([`super::restatements::only_restates_ban_on_the_others`], which reads an "only" before
/// the kind). The kind is the first word after the relative negation; the word right before
/// `b`'s "only" must be it, and nothing but punctuation may follow the "only". Not "managers
/// only", nor a "staff" with no "only".
pub(super) fn only_after_the_others_named(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    let (Some(_), None, Some(only)) = (&a.negation, &b.negation, &b.restrictive) else {
        return false;
    };
    // The "only" closes its part.
    if !b_text
        .get(only.end..b.range.end)
        .is_some_and(|rest| rest.trim_start().is_empty() || rest.starts_with(['.', ';', ',', ')']))
    {
        return false;
    }
    let words: SmallVec<[(Range<usize>, &str); 32]> =
        super::condition_logic::words_at(a_text, a.range.clone()).collect();
    let Some(end) = (0..words.len()).find_map(|k| {
        let pronoun = super::condition_logic::relative_negation_at(&words, k)?;
        (pronoun >= 1
            && is_one_of(
                words[pronoun - 1].1,
                &["anyone", "anybody", "everyone", "someone"],
            ))
        .then(|| words[k].0.end)
    }) else {
        return false;
    };
    let Some(kind) = a.words.iter().find(|w| w.range.start >= end) else {
        return false;
    };
    b.words
        .iter()
        .rev()
        .find(|w| w.range.end <= only.start)
        .is_some_and(|w| {
            b_text
                .get(w.range.end..only.start)
                .is_some_and(|gap| gap.trim().is_empty())
                && super::stems::stems_match(&w.stem, &kind.stem)
        })
}

/// Some word of `ws` is said in `keys` (the [`WordKey`]s of the other text).
pub(super) fn any_said(ws: &[&Word<'_>], keys: &[WordKey]) -> bool {
    ws.iter().any(|(w, _)| {
        let key = WordKey::of(w);
        keys.iter().any(|k| k.same(&key))
    })
}

/// The content words of `ws`.
pub(super) fn content<'w, 't>(ws: &'w [Word<'t>]) -> Vec<&'w Word<'t>> {
    ws.iter().filter(|(w, _)| is_content(w)).collect()
}

/// The words of `text` in `range`, taken from the words of the whole text.
pub(super) fn words_in<'w, 't>(ws: &'w [Word<'t>], range: &Range<usize>) -> &'w [Word<'t>] {
    let from = ws.partition_point(|(_, r)| r.start < range.start);
    let to = ws.partition_point(|(_, r)| r.start < range.end);
    &ws[from..to.max(from)]
}

/// Words that open the gate of an "only" rule ("only go on display once it is checked").
const GATES: &[&str] = &["once", "after", "when", "if"];

/// "Frags only go on display once Sipho has checked them for flatworms." -> "Frags: dip + 2
/// weeks, then onto display.": an "only" rule gated by a clause ("once", "after", "when"),
/// said again (a content word before the gate kept) by a rewrite that says no content word of
/// the gate (nor a word that holds one, "post-checkout"): the condition dropped. "only once" (a
/// count) opens no gate; a gate said in other words that keep one of its own ("after Sipho's
/// check") is kept; a time gate ("after 6pm") is left to blind36c's reading.
pub(super) fn gate_of_only_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !(o.holds_phrase("only") && o.holds_any_phrase(GATES)) {
        return None;
    }
    let ws = o.words();
    // The first few parts that say "only" (a rewrite compacts a span of a few rules; a long
    // text is not read part after part against every word of the other).
    let onlies = parts(o.text).into_iter().filter_map(|part| {
        let pw = words_in(ws, &part);
        let only = pw
            .iter()
            .position(|(w, _)| w.eq_ignore_ascii_case("only"))?;
        Some((pw, only))
    });
    for (pw, only) in onlies.take(8) {
        // "once" right after "only", before "a" ("per", "every") or at the end is a count.
        let count = |k: usize| {
            pw[k].0.eq_ignore_ascii_case("once")
                && (k == only + 1
                    || pw
                        .get(k + 1)
                        .is_none_or(|(w, _)| is_one_of(w, &["a", "an", "per", "every", "more"])))
        };
        let Some(head) = (only + 1..pw.len()).find(|&k| is_one_of(pw[k].0, GATES) && !count(k))
        else {
            continue;
        };
        let (action, gate) = (content(&pw[..head]), content(&pw[head + 1..]));
        // A time gate ("after 6pm", "after ten") is read by blind36c's reading.
        let timed = |(w, _): &&Word<'_>| {
            w.bytes().any(|b| b.is_ascii_digit())
                || value(w).is_some()
                || is_one_of(w, &["midnight", "noon", "dark", "dusk", "dawn", "closing"])
        };
        let kept = |(w, _): &&Word<'_>| w.len() > 3 && r.holds_ignoring_case(w);
        if gate.is_empty()
            || gate.iter().any(timed)
            || gate.iter().any(kept)
            || any_said(&gate, r.keys())
            || !any_said(&action, r.keys())
        {
            continue;
        }
        let from = pw[head].1.start..pw[pw.len() - 1].1.end;
        return Some(("condition dropped", from, 0..r.text.len()));
    }
    None
}

/// Words that open a time gate ("booked before midnight").
const TIME_GATES: &[&str] = &["before", "after", "until", "till", "by"];

/// The word `(w, r)` of `text` names a time: a clock or an hour ("17:30", "5pm"), or a day,
/// a month or a time of day ("midnight", "Friday").
fn is_time(text: &str, (w, r): &Word<'_>) -> bool {
    let lower = w.to_ascii_lowercase();
    crate::classify::numbers::is_date_name(&lower)
        || w.starts_with(|c: char| c.is_ascii_digit())
            && (lower.ends_with("am") || lower.ends_with("pm") || text[r.end..].starts_with(':'))
}

/// "Promo code RAIN25 is valid only on trips under 15 km booked before midnight." ->
/// "RAIN25 valid on trips under 15 km.": a time gate ("before midnight", "after 6pm") of a
/// sentence that says "only", dropped by a rewrite that says two content words of that
/// sentence again but no time at all: the condition dropped. A time said another way
/// ("before 00:00") is not read.
pub(super) fn time_gate_of_only_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !o.holds_any_phrase(&["only"]) || !o.holds_any_phrase(TIME_GATES) {
        return None;
    }
    let theirs = r.words();
    if theirs.iter().any(|w| is_time(rewrite, w)) {
        return None;
    }
    let keys: Vec<WordKey> = theirs
        .iter()
        .filter(|(w, _)| is_content(w))
        .map(|(w, _)| WordKey::of(w))
        .collect();
    parts(original).into_iter().find_map(|p| {
        let ours = super::words::words(original, p);
        if !ours.iter().any(|(w, _)| is_one_of(w, &["only"])) {
            return None;
        }
        let g = ours
            .windows(2)
            .position(|w| is_one_of(w[0].0, TIME_GATES) && is_time(original, &w[1]))?;
        let kept = ours[..g]
            .iter()
            .filter(|(w, _)| is_content(w))
            .filter(|(w, _)| {
                let key = WordKey::of(w);
                keys.iter().any(|k| k.same(&key))
            })
            .count();
        (kept >= 2).then(|| {
            (
                ours[g].1.start..ours[g + 1].1.end,
                0..rewrite.trim_end().len(),
            )
        })
    })
}

/// "the after-hours line is only for emergencies" -> "After-hours line = emergencies only":
/// the word "only" narrows said again next to the same word (two words away at most); "key
/// deposited with security only, not kept at the counter" -> "key to security (not at
/// counter)": the exclusion after "only, not" said again. Another word after "only" is
/// still read.
pub(super) fn only_said_again(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !original
        .get(from.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("only"))
    {
        return false;
    }
    let after: Vec<Word<'_>> = super::words::words(original, from.end..original.len())
        .into_iter()
        .filter(|(w, _)| is_content(w))
        .take(1)
        .collect();
    let before = super::words::words(original, 0..from.start)
        .into_iter()
        .rev()
        .find(|(w, _)| is_content(w));
    let theirs = all_words(rewrite);
    let near_only = |w: &str| {
        theirs.iter().enumerate().any(|(j, (v, _))| {
            same_word(w, v)
                && theirs[j.saturating_sub(2)..(j + 3).min(theirs.len())]
                    .iter()
                    .any(|(o, _)| o.eq_ignore_ascii_case("only"))
        })
    };
    let next_is_comma_not = original[from.end..].trim_start().starts_with(", not ");
    after.iter().any(|(w, _)| near_only(w))
        || before.as_ref().is_some_and(|(w, _)| {
            next_is_comma_not && {
                theirs.iter().any(|(v, _)| same_word(w, v)) && holds_phrase(rewrite, "not")
            }
        })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use crate::polarity::tests::assert_reports;

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

    /// "can only be given with a signed form" said as "only with signed form"; another form,
    /// the "only" dropped, "without", a hedge, another thing given stay reported.
    #[test]
    fn split_only_with_joined() {
        let o = "Medicines can only be given with a signed parental form.";
        assert_faithful(&[(o, "Meds only with signed parental form.")]);
        assert_changed(&[
            (o, "Meds only with verbal parental consent."),
            (o, "Meds with signed parental form."),
            (o, "Meds only without signed parental form."),
            (o, "Meds ideally only with signed parental form."),
            (o, "Snacks only with signed parental form."),
            (o, "Meds only with unsigned parental form."),
            (
                "Medicines can be given with a signed parental form.",
                "Meds only with signed parental form.",
            ),
        ]);
    }

    /// A ban toward anyone outside a kind said as the kind before a closing "only"; another
    /// kind, no "only", another thing shared, a hedge stay reported.
    #[test]
    fn only_after_the_others_named() {
        let o = "Please don't share the door codes with anyone who isn't staff.";
        assert_faithful(&[(o, "Door codes: staff only.")]);
        assert_changed(&[
            (o, "Door codes: managers only."),
            (o, "Door codes: staff."),
            (o, "Alarm codes: staff only."),
            (o, "Door codes: ideally staff only."),
            (o, "Door codes: staff and visitors only."),
            (
                "Please don't share the door codes with anyone.",
                "Door codes: staff only.",
            ),
        ]);
    }

    /// A time gate of an "only" rule dropped is reported; the gate said again is not.
    #[test]
    fn time_gate_of_only_dropped() {
        assert_reports(
            "condition dropped",
            &[
                (
                    "Promo code RAIN25 is valid only on trips under 15 km booked before midnight.",
                    "RAIN25 valid on trips under 15 km.",
                ),
                (
                    "The staff discount applies only to full-price stock bought after 6pm.",
                    "Staff discount applies to full-price stock.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Promo code RAIN25 is valid only on trips under 15 km booked before midnight.",
                "RAIN25: trips <15 km booked before midnight only.",
            ),
            (
                "The staff discount applies only to full-price stock bought after 6pm.",
                "Staff discount: full-price stock only, after 18:00.",
            ),
        ]);
    }
}
