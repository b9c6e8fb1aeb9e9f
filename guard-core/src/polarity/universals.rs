//! A universal of the rewrite that widens no actor (session 29): "always", or "any", "every",
//! "each", "all" before a thing the original names ("before discussing the account" ->
//! "before any account discussion", "before every job" -> "before each job"). The rule
//! "the actor was widened to everybody" ("Managers" -> "anyone", "any staff") asks only the
//! others.

use super::condition_logic::same_stem;
use super::exceptions::{UNIVERSALS, exception_dropped};
use super::excluded::only_group_changed;
use super::extract::Clause;
use super::places::closed_to_added;
use super::quantities::{
    inches_for_another_unit, only_stressing_a_number, time_before_said_as_minus,
};
use super::stems::StemIndex;
use super::synonyms::tool_said_as_its_act;
use super::words::{
    TextReading, Word, is_content, parts, said, same_word, words, words_after, words_of,
};
use super::{extract, holds_ignoring_case, is_one_of};
use std::ops::Range;

/// The universal at `u` of the rewrite's sentence `r` (ranges into `rewrite`) names no one
/// new: a universal of time, or a determiner whose noun (the next content word, within two
/// words) is one the original has (`before`).
pub(super) fn names_no_actor(
    rewrite: &str,
    u: &Range<usize>,
    r: &Clause,
    before: &StemIndex,
) -> bool {
    let Some(word) = rewrite.get(u.clone()) else {
        return false;
    };
    if is_one_of(word, &["always", "ever", "forever"]) {
        return true;
    }
    if !is_one_of(word, &["any", "every", "each", "all"]) {
        return false;
    }
    // The noun the determiner counts: the next content word, at most two words on ("any one
    // day", "every imaging pass").
    let Some(next) = r.words.iter().find(|w| w.range.start >= u.end) else {
        return false;
    };
    let gap = rewrite.get(u.end..next.range.start).unwrap_or("");
    gap.split_whitespace().count() <= 1
        && !gap.contains([',', ';', ':', '.'])
        && before.has(&next.stem)
}

/// The word `m` of `o` stands before the clause's modal, negation or word of leave (who the
/// rule binds or lets), or the clause has none of them.
pub(super) fn in_the_subject((original, o): (&str, &Clause), m: &extract::Word) -> bool {
    let leave = super::restatements::permission_word(original, &o.range);
    [o.strong.as_ref(), o.negation.as_ref(), leave.as_ref()]
        .into_iter()
        .flatten()
        .map(|marker| marker.start)
        .min()
        .is_none_or(|start| m.range.start < start)
}

/// The original's word at `m` is "whole" or "entire" before a noun ("for the whole
/// workspace") and the rewrite's sentence says that noun with "-wide" ("workspace-wide"):
/// the same extent (corpus32 fa04). Another noun before "-wide" ("team-wide") is still a
/// word the original does not say.
pub(super) fn whole_said_as_wide(
    original: &str,
    m: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(word) = original.get(m.clone()) else {
        return false;
    };
    if !is_one_of(word, &["whole", "entire"]) {
        return false;
    }
    let Some((_, noun)) = words_of(original.get(m.end..).unwrap_or("")).next() else {
        return false;
    };
    let text = rewrite.get(r.range.clone()).unwrap_or("");
    words_of(text).any(|(_, w)| {
        w.len() > 5
            && w.get(w.len() - 5..)
                .is_some_and(|tail| tail.eq_ignore_ascii_case("-wide"))
            && same_stem(&w[..w.len() - 5], noun)
            && w.len() - 5 >= noun.len().min(4)
    })
}

/// Words that open a noun phrase ("the yearling colts").
pub(super) const DETERMINERS: &[&str] = &[
    "the", "these", "those", "this", "that", "our", "your", "their", "its", "his", "her", "my",
];

/// "Bring the yearling colts in before dusk." -> "Bring all yearlings in before dusk.": the
/// rewrite puts "all" ("every", "each", "any") before a word of a phrase whose other content
/// word next to it it drops, where the original had no such word: the group widened to all of
/// a wider kind. "the yearlings" -> "all yearlings", "the yearling colts" -> "all yearling
/// colts" are not read.
fn universal_over_a_shortened_phrase(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let original = o.text;
    if !(r.has("all ") || r.has("every ") || r.has("each ") || r.has("any ")) {
        return None;
    }
    let theirs = r.words();
    if !theirs
        .windows(2)
        .any(|p| is_one_of(p[0].0, &["all", "every", "each", "any"]) && is_content(p[1].0))
    {
        return None;
    }
    let ours = o.words();
    if ours.iter().any(|(w, _)| is_one_of(w, UNIVERSALS)) {
        return None;
    }
    for pair in theirs.windows(2) {
        let [(u, ur), (x, xr)] = pair else { continue };
        if !is_one_of(u, &["all", "every", "each", "any"]) || !is_content(x) {
            continue;
        }
        for (i, (y, _)) in ours.iter().enumerate() {
            if !same_word(x, y) {
                continue;
            }
            let next_to = [i.checked_sub(1), Some(i + 1)];
            for j in next_to.into_iter().flatten() {
                let Some((z, zr)) = ours.get(j) else { continue };
                // The neighbour is in the same phrase: only a space between the two.
                let (a, b) = if j < i {
                    (zr.end, ours[i].1.start)
                } else {
                    (ours[i].1.end, zr.start)
                };
                if original.get(a..b) != Some(" ") {
                    continue;
                }
                // The phrase opens with a determiner ("the yearling colts"): no verb before it.
                let opens = i
                    .min(j)
                    .checked_sub(1)
                    .is_some_and(|d| is_one_of(ours[d].0, DETERMINERS));
                if opens
                    && is_content(z)
                    && !z.starts_with(|c: char| c.is_ascii_digit())
                    && !said(theirs, z)
                {
                    return Some((
                        zr.start.min(ours[i].1.start)..zr.end.max(ours[i].1.end),
                        ur.start..xr.end,
                    ));
                }
            }
        }
    }
    None
}

/// What opens a list of examples after its umbrella.
const LIST_INTROS: [&str; 8] = [
    "—",
    "–",
    " - ",
    ": ",
    "such as ",
    "including ",
    "e.g. ",
    "namely ",
];

/// Where a list of examples starts after its umbrella: a dash, a colon, "such as",
/// "including", "e.g.", "namely".
fn list_start(part: &str) -> Option<usize> {
    for intro in LIST_INTROS {
        if let Some(at) = part.find(intro) {
            return Some(at + intro.len());
        }
    }
    None
}

/// "anonymise all personal data in incident notes — names, phone numbers, number plates" ->
/// "anonymise names": a rule on "all" ("any", "every") of a kind, its members listed after it,
/// said again by one member (a part of the rewrite says one item's words) with another item
/// and the kind's own words gone from the whole rewrite: the rule narrowed to a part. The
/// kind said again ("anonymise all personal data") or every item kept is not read.
fn universal_narrowed_to_an_item(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    // (The universal first: its search is the cheaper.)
    if !(o.has("all ") || o.has("any ") || o.has("every "))
        || !LIST_INTROS.iter().any(|i| original.contains(i))
    {
        return None;
    }
    for s in parts(original) {
        let part = &original[s.clone()];
        let Some(at) = list_start(part) else { continue };
        let theirs_all = r.words();
        let head = o.words_in(s.start..s.start + at);
        let Some(u) = head
            .iter()
            .position(|(w, _)| is_one_of(w, &["all", "any", "every"]))
        else {
            continue;
        };
        // The kind: the content words right after "all", up to the first other word.
        let kind: Vec<&str> = head[u + 1..]
            .iter()
            .map(|(w, _)| *w)
            .take_while(|w| is_content(w))
            .collect();
        if kind.is_empty() || kind.iter().any(|w| said(theirs_all, w)) {
            continue;
        }
        let items: Vec<Vec<Word<'_>>> = part[at..]
            .split([',', '&'])
            .flat_map(|i| i.split(" and ").flat_map(|j| j.split(" or ")))
            .map(|i| {
                let from = s.start + at + (i.as_ptr() as usize - part[at..].as_ptr() as usize);
                o.words_in(from..from + i.len())
                    .iter()
                    .filter(|(w, _)| is_content(w))
                    .cloned()
                    .collect::<Vec<_>>()
            })
            .filter(|i| !i.is_empty())
            .collect();
        if items.len() < 3 || items.iter().any(|i| i.len() > 4) {
            continue;
        }
        // An item is kept whole ("phone numbers": both words), named in part otherwise.
        let named = |i: &Vec<Word<'_>>| i.iter().any(|(w, _)| said(theirs_all, w));
        let kept = |i: &Vec<Word<'_>>| i.iter().all(|(w, _)| said(theirs_all, w));
        if !items.iter().any(named) || items.iter().all(kept) {
            continue;
        }
        for t in parts(rewrite) {
            let theirs = r.words_in(t.clone());
            if items
                .iter()
                .any(|i| i.iter().any(|(w, _)| said(&theirs, w)))
            {
                return Some((head[u].1.start..s.end, t));
            }
        }
    }
    None
}

/// Changes read from the two texts alone: the kind and the two ranges.
pub(super) fn change_missed(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    inches_for_another_unit(original, rewrite)
        .or_else(|| exception_dropped(original, rewrite).map(|(f, t)| ("condition dropped", f, t)))
        .or_else(|| closed_to_added(original, rewrite).map(|(f, t)| ("negation added", f, t)))
        .or_else(|| {
            universal_over_a_shortened_phrase(o, r)
                .or_else(|| only_group_changed(original, rewrite))
                .or_else(|| universal_narrowed_to_an_item(o, r))
                .or_else(|| universal_for_a_modifier(o, r))
                .map(|(f, t)| ("scope changed", f, t))
        })
}

/// "I'm not keen on seeing contrast scans squeezed into the lunch slots" -> "... seeing any
/// scans squeezed ...": "any", "all", "every" or "each" said in place of a content word of the
/// original that the rewrite nowhere says, between the same two words
/// ([`in_place_of`](super::words::in_place_of)): a kind widened to every kind (pol62). "the
/// scans" -> "all scans" names no kind gone; "contrast scans" -> "all contrast scans" keeps
/// it. The two quotes.
fn universal_for_a_modifier(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    const WIDE: &[&str] = &["any", "all", "every", "each"];
    // Screen: a universal in the rewrite.
    if !r.holds_any_phrase(WIDE) {
        return None;
    }
    let (ours, theirs) = (o.words(), r.words());
    theirs.iter().enumerate().find_map(|(j, (w, to))| {
        if !is_one_of(w, WIDE) {
            return None;
        }
        let i = (0..ours.len()).find(|&i| {
            let kind = ours[i].0;
            // (Not a verb, "Cap uploads" -> "Each upload", nor a universal of its own,
            // "anyone's", "everybody".)
            is_content(kind)
                && !crate::classify::lexicon::is_base_verb(&kind.to_ascii_lowercase())
                && !["any", "every", "all", "each", "no", "some"]
                    .iter()
                    .any(|q| {
                        kind.get(..q.len())
                            .is_some_and(|h| h.eq_ignore_ascii_case(q))
                    })
                && !said(theirs, kind)
                && super::words::in_place_of(ours, i, theirs, j)
        })?;
        Some((ours[i].1.clone(), to.clone()))
    })
}

/// "All auditor queries come to me" -> "Tax queries -> user": a clause opening with "all",
/// "every", "any" or "each" and the words of the thing it quantifies (up to a word of no
/// content or a verb of the list), whose last word (its head) the rewrite says after a word
/// the original nowhere says, nor a form of one ("prod" for "production"), with only the
/// thing's own words between ("Urgent auditor queries"). The quantifier's range and the new
/// word's.
pub(super) fn universal_narrowed(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !["all ", "every ", "any ", "each "]
        .iter()
        .any(|q| holds_ignoring_case(original, q))
    {
        return None;
    }
    let o_words = super::screened::words(original);
    let mut r_words: Option<Vec<super::screened::Word>> = None;
    for (k, q) in o_words.iter().enumerate() {
        if !matches!(q.lower.as_str(), "all" | "every" | "any" | "each")
            || (k > 0 && !super::screened::cut(&o_words[k - 1].lower))
        {
            continue;
        }
        let mut j = k + 1;
        while o_words
            .get(j)
            .is_some_and(|w| matches!(w.lower.as_str(), "of" | "the" | "our" | "your" | "my"))
        {
            j += 1;
        }
        let things: Vec<&super::screened::Word> = o_words[j.min(o_words.len())..]
            .iter()
            .take(3)
            .take_while(|w| {
                !super::screened::function_word(&w.lower)
                    && !stop_of_a_thing(&w.lower)
                    && w.lower.starts_with(|c: char| c.is_alphabetic())
            })
            .collect();
        let Some(head) = things.last().filter(|h| h.lower.len() >= 3) else {
            continue;
        };
        let thing = |w: &str| {
            things
                .iter()
                .any(|t| super::screened::stem(&t.lower) == super::screened::stem(w))
        };
        let said = |w: &str| {
            o_words.iter().any(|o| {
                let (a, b) = (o.lower.as_bytes(), w.as_bytes());
                let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
                super::screened::stem(&o.lower) == super::screened::stem(w)
                    || common >= 4
                    || common == a.len().min(b.len())
            })
        };
        let r_words = r_words.get_or_insert_with(|| super::screened::words(rewrite));
        for (m, r) in r_words.iter().enumerate() {
            if super::screened::stem(&r.lower) != super::screened::stem(&head.lower) {
                continue;
            }
            let Some(before) = r_words[..m].iter().rev().find(|x| !thing(&x.lower)) else {
                continue;
            };
            let w = before.lower.as_str();
            if super::screened::cut(w)
                || super::screened::function_word(w)
                || super::screened::is_negation(w)
                || stop_of_a_thing(w)
                || w.len() < 2
                || !w.starts_with(|c: char| c.is_alphabetic())
                || said(w)
            {
                continue;
            }
            return Some((q.range.clone(), before.range.clone()));
        }
    }
    None
}

/// Words that end the quantified thing ("All queries come to me": "come").
fn stop_of_a_thing(w: &str) -> bool {
    matches!(
        w,
        "come"
            | "comes"
            | "go"
            | "goes"
            | "get"
            | "gets"
            | "need"
            | "needs"
            | "stay"
            | "stays"
            | "who"
            | "which"
            | "require"
            | "requires"
            | "do"
            | "does"
            | "don't"
            | "doesn't"
            | "under"
            | "over"
            | "above"
            | "below"
            | "before"
            | "after"
            | "until"
            | "than"
            | "longer"
            | "shorter"
            | "older"
            | "newer"
            | "larger"
            | "bigger"
            | "smaller"
            | "higher"
            | "lower"
            | "greater"
            | "more"
            | "less"
            | "fewer"
            | "per"
            | "whatever"
            | "both"
            | "such"
            | "one"
            | "two"
            | "three"
    ) || super::screened::is_negation(w)
}

/// Units of time a rule may count within ("in any hour").
const TIME_UNITS: &[(&str, &[&str])] = &[
    ("hour", &["hr", "hrs", "h", "hourly"]),
    ("day", &["d", "daily"]),
    ("week", &["wk", "wk", "weekly"]),
    ("month", &["mo", "monthly"]),
    ("year", &["yr", "yearly", "annually"]),
    ("shift", &[]),
];

/// "Sponsorship announcements can't exceed 5 minutes in any hour" -> "Sponsor spots ≤ 5
/// min/hr", "Don't put anyone's age category on the envelope" -> "no age category": the "any"
/// of a ban or a bound said by the rewrite's own form: "in any hour" as a rate ("per hour",
/// "/hr", "an hour", "hourly"), "any X" / "anyone's X" as "no X" (X said within three words
/// after the rewrite's "no" or "never"). "any hour" said as "the first hour", or "any X" said
/// as "X" with no negation, is still read.
fn any_said_by_the_form(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(word) = original.get(from.clone()) else {
        return false;
    };
    if !is_one_of(word, &["any", "anyone's", "anybody's", "anyone\u{2019}s"]) {
        return false;
    }
    let Some((next, _)) = words_after(original, from.end, 1).into_iter().next() else {
        return false;
    };
    let theirs = words(rewrite, 0..rewrite.len());
    if word.eq_ignore_ascii_case("any")
        && let Some((unit, short)) = TIME_UNITS.iter().find(|(u, _)| same_word(u, next))
    {
        let rate = theirs.iter().enumerate().any(|(i, (w, r))| {
            let unit_word = same_word(w, unit) || is_one_of(w, short);
            let after_rate = i.checked_sub(1).is_some_and(|p| {
                is_one_of(theirs[p].0, &["per", "a", "an", "each", "every"])
                    || rewrite[theirs[p].1.end..r.start].contains('/')
            });
            unit_word && (after_rate || w.ends_with("ly"))
        });
        return rate;
    }
    theirs.iter().enumerate().any(|(i, (w, _))| {
        is_one_of(w, &["no", "never"])
            && theirs[i + 1..(i + 4).min(theirs.len())]
                .iter()
                .any(|(x, _)| same_word(x, next))
    })
}

/// "Drivers shall not let a child off anywhere other than their registered stop" -> "Children
/// must only alight at their registered stop": "anywhere" / "anyone" / "anything" with "other
/// than", "except" or "but" after it said as "only" before the thing excepted (a content word
/// of the three after "other than" said within five words after the rewrite's "only").
fn any_other_than_said_as_only(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !original
        .get(from.clone())
        .is_some_and(|w| is_one_of(w, &["anywhere", "anyone", "anything", "anybody"]))
    {
        return false;
    }
    let after = words_after(original, from.end, 5);
    let skip = match after.as_slice() {
        [(o, _), (t, _), ..]
            if o.eq_ignore_ascii_case("other") && t.eq_ignore_ascii_case("than") =>
        {
            2
        }
        [(e, _), ..] if is_one_of(e, &["except", "but", "besides"]) => 1,
        _ => return false,
    };
    let excepted: Vec<&str> = after[skip..]
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| is_content(w))
        .collect();
    let theirs = words(rewrite, 0..rewrite.len());
    theirs.iter().enumerate().any(|(i, (w, _))| {
        w.eq_ignore_ascii_case("only")
            && theirs[i + 1..(i + 6).min(theirs.len())]
                .iter()
                .any(|(x, _)| excepted.iter().any(|e| same_word(x, e)))
    })
}

/// Faithful forms read in corpus34d, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    if let ("number changed", Some(f), Some(t)) = (what, from, to) {
        return time_before_said_as_minus((original, f), (rewrite, t));
    }
    let (true, Some(f)) = (what == "scope changed", from) else {
        return false;
    };
    // (Screens: the quoted word's first letter.)
    match original.as_bytes().get(f.start).map(u8::to_ascii_lowercase) {
        Some(b'o') => only_stressing_a_number(original, f, rewrite),
        Some(b'a') => {
            any_said_by_the_form(original, f, rewrite)
                || any_other_than_said_as_only(original, f, rewrite)
        }
        _ => to.is_some_and(|t| tool_said_as_its_act((original, f), (rewrite, t))),
    }
}

/// "Anything above, or any alcohol at all, goes through the F&B manager." -> "over $2k → F&B
/// manager": a thing the original names with "any ... at all" (every one of it, however
/// little) with a content word the rewrite does not say: a member of the rule dropped.
pub(super) fn any_at_all_dropped(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<Range<usize>> {
    if !original.holds_phrase("at all") {
        return None;
    }
    let (ours, theirs) = (original.words(), rewrite.words());
    (0..ours.len()).find_map(|i| {
        if !ours[i].0.eq_ignore_ascii_case("any") {
            return None;
        }
        let end = (i + 2..(i + 9).min(ours.len().saturating_sub(1))).find(|&j| {
            ours[j].0.eq_ignore_ascii_case("at") && ours[j + 1].0.eq_ignore_ascii_case("all")
        })?;
        let named: Vec<&str> = ours[i + 1..end]
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w))
            .collect();
        (!named.is_empty()
            && !named
                .iter()
                .all(|w| theirs.iter().any(|(t, _)| same_word(t, w))))
        .then(|| ours[i].1.start..ours[end + 1].1.end)
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use super::TextReading;
    use crate::polarity::tests::assert_reports;

    /// "any" said in place of a word naming a kind ("seeing overtime shifts squeezed" ->
    /// "seeing any shifts squeezed") widens the rule; "any" added before the kind kept, or in
    /// place of "the", does not (pol62, s62a-p138).
    #[test]
    fn a_kind_said_as_any() {
        let o = "I'm not keen on seeing overtime shifts squeezed into the weekend rota any more. \
                 I'd want those on the weekday rota going forward.";
        assert_reports(
            "scope changed",
            &[(
                o,
                "I'm not keen on seeing any shifts squeezed into the weekend rota any more. I'd \
                 want those on the weekday rota going forward.",
            )],
        );
        assert_faithful(&[
            (
                o,
                "Not keen on seeing any overtime shifts squeezed into the weekend rota any \
                 more; those go on the weekday rota going forward.",
            ),
            (
                "Cap photo uploads at 5 MB each.",
                "Each photo upload: max 5 MB.",
            ),
            (
                "Great match, well done everyone, see you Sunday.",
                "Great match, well done all, see you Sunday.",
            ),
        ]);
    }

    /// A universal before a thing the original names, or "always", is no actor widened;
    /// "anyone", "any staff", a word flipped, a number, a condition turned, a dropped
    /// negation, a hedge and a permission given are still reported.
    #[test]
    fn a_universal_before_a_named_thing_widens_no_actor() {
        let verify = "Agents must verify the caller's identity before discussing the account.";
        let press = "Run a test sheet before every job. Don't run the Heidelberg above 12,000 sheets an hour on coated stock.";
        assert_faithful(&[
            (
                press,
                "Press: test sheet before each job; Heidelberg ≤12k sheets/h on coated.",
            ),
            (
                "You can approve PTO requests yourself, as long as no more than two people on the team are out the same day.",
                "You may approve PTO yourself provided at most two team members are off on any one day.",
            ),
            (
                "Run a test sheet before every job.",
                "Press: test sheet before each job.",
            ),
        ]);
        assert_changed(&[
            (
                "Managers can approve refunds.",
                "Anyone can approve refunds.",
            ),
            (
                "Managers can approve refunds.",
                "Any staff can approve refunds.",
            ),
            (
                "Managers can approve refunds.",
                "Refunds can always be approved.",
            ),
            (
                "Managers can approve refunds.",
                "Every refund can be approved.",
            ),
            (
                "Managers must approve refunds.",
                "Every refund must be approved.",
            ),
            (
                "You can approve PTO requests yourself, as long as no more than two people on the team are out the same day.",
                "You may approve PTO yourself provided at most three team members are off on any one day.",
            ),
            (
                "You can approve PTO requests yourself, as long as no more than two people on the team are out the same day.",
                "You may approve PTO yourself on any one day.",
            ),
            (
                verify,
                "Identity verification of the caller comes after any account discussion.",
            ),
            (
                verify,
                "Verification of the caller's address comes before any account discussion.",
            ),
            (
                verify,
                "Identity verification of the caller should ideally come before any account discussion.",
            ),
            (
                press,
                "Press: test sheet before each job; Heidelberg ≤15k sheets/h on coated.",
            ),
            (
                press,
                "Press: test sheet before each job; Heidelberg ≤12k sheets/min on coated.",
            ),
            (
                "Don't run the Heidelberg above 12,000 sheets per hour.",
                "Heidelberg ≤12k sheets/s.",
            ),
            (
                press,
                "Press: test sheet before each job; run the Heidelberg above 12k sheets/h on coated.",
            ),
            (
                "Don't let the interns deploy on Fridays.",
                "Don't let anyone deploy on any Friday.",
            ),
        ]);
    }

    /// "for the whole X" said as "X-wide" (corpus32 fa04). Another noun before "-wide", the
    /// extent dropped or the negation dropped are still reported.
    #[test]
    fn whole_said_as_wide_keeps_the_extent() {
        let o = "Do not pin the harvest page for the whole workspace.";
        assert_faithful(&[(o, "Don't pin the harvest page workspace-wide.")]);
        assert_changed(&[
            (o, "Don't pin the harvest page team-wide."),
            (o, "Don't pin the harvest page."),
            (o, "Pin the harvest page workspace-wide."),
        ]);
    }

    /// "all" before a word of a phrase whose neighbour is dropped widens the group; "all"
    /// before the phrase kept whole, or before a one-word phrase, is not read.
    #[test]
    fn all_over_a_shortened_phrase_widens() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Bring the yearling colts in before dusk.",
                    "Bring all yearlings in before dusk.",
                ),
                (
                    "Wipe down the steel benches after service.",
                    "Wipe all benches after service.",
                ),
            ],
        );
        for (o, r) in [
            (
                "Bring the yearling colts in before dusk.",
                "Bring all yearling colts in before dusk.",
            ),
            (
                "Bring the yearlings in before dusk.",
                "Bring all yearlings in before dusk.",
            ),
            (
                "Bring every yearling colt in before dusk.",
                "Bring all yearlings in before dusk.",
            ),
            // A verb or a possessive next to the word is no part of its phrase.
            (
                "Going forward, never run schema changes without a backup.",
                "Rules: backup before any schema change.",
            ),
            (
                "Ring the on-call nurse before changing anyone's visiting hours.",
                "Call on-call nurse before changing any visiting hrs.",
            ),
            (
                "The fridge needs to stay under 5 degrees the whole night.",
                "Fridge must stay below 5 degrees all night.",
            ),
            (
                "Data exports are capped at 10,000 rows per request.",
                "Each export request: max 10k rows.",
            ),
        ] {
            assert!(
                super::universal_over_a_shortened_phrase(
                    &TextReading::new(o),
                    &TextReading::new(r)
                )
                .is_none(),
                "{o}"
            );
        }
    }

    /// A rule on "all" of a kind, its members listed, said again by some members with the
    /// kind gone is narrowed; the kind or every member kept is not.
    #[test]
    fn a_rule_on_all_of_a_kind_narrowed_to_one_member() {
        let o = "Service desk lead: anonymise all personal data in incident notes — names, phone numbers, number plates. Also tag P1s red.";
        assert_reports(
            "scope changed",
            &[
                (o, "Incident notes: anonymise names; tag P1s red."),
                (
                    o,
                    "Incident notes: anonymise names and number plates; tag P1s red.",
                ),
            ],
        );
        for r in [
            "Incident notes: anonymise all personal data; tag P1s red.",
            "Incident notes: anonymise names, phone numbers, number plates; tag P1s red.",
            "Incident notes: anonymise personal data (names, phones, plates); tag P1s red.",
        ] {
            assert!(
                super::universal_narrowed_to_an_item(&TextReading::new(o), &TextReading::new(r))
                    .is_none(),
                "{r}"
            );
        }
    }

    /// A universal narrowed by a word the original does not say is reported; the same
    /// things said without the quantifier are not.
    #[test]
    fn a_universal_narrowed_by_a_new_word() {
        assert_reports(
            "scope changed",
            &[
                ("All auditor queries come to me.", "Tax queries -> user"),
                (
                    "All auditor queries come to me.",
                    "Urgent auditor queries -> user",
                ),
                (
                    "Every refund request comes to me first.",
                    "Card refund requests -> user first",
                ),
            ],
        );
        // Narrative "all afternoon", a quantifier inside a clause, "per", a short form of
        // the original's word ("prod"), a verb before the thing are not.
        assert_faithful(&[
            (
                "The kids slept most of the way and it rained all afternoon.",
                "Kids slept; rainy afternoon.",
            ),
            (
                "Each chorister gets two comp tickets, no more.",
                "Comp tickets: max 2 per chorister.",
            ),
            (
                "Every deploy to production needs a change ticket.",
                "Prod deploys require a change ticket.",
            ),
            (
                "Begin every report with a one-line summary.",
                "Start every report with a one-line summary.",
            ),
        ]);
        assert_faithful(&[
            ("All auditor queries come to me.", "Auditor queries -> user"),
            (
                "All auditor queries come to me.",
                "All auditor queries -> user",
            ),
            (
                "All press enquiries go through Dana.",
                "Press enquiries: via Dana",
            ),
        ]);
    }

    /// The faithful forms: "is only N", "any" said by a rate or "no X", "anywhere other than
    /// X" said as "only X", a tool said as its act; their look-alikes stay reported.
    #[test]
    fn faithful_forms() {
        assert_faithful(&[
            (
                "Pour the slab first, then strip the forms; the curing window is only 48 hours.",
                "Order: pour slab → strip forms (48-hour curing window).",
            ),
            (
                "Crane operators can't work more than 10 hours in any day.",
                "Crane operators: max 10 hrs/day.",
            ),
            (
                "Don't post anyone's home address in the group chat.",
                "Group chat: no home addresses.",
            ),
            (
                "Never hand the keys to anyone except the duty manager.",
                "Keys go only to the duty manager.",
            ),
            (
                "Don't park the forklifts anywhere other than the charging bay overnight.",
                "Forklifts must only park in the charging bay overnight.",
            ),
            (
                "Nobody runs the tile cutter after 6pm.",
                "No tile cutting after 6pm.",
            ),
            (
                "Stewards take their posts 45 minutes before kick-off; turnstiles open 30 minutes before.",
                "Stewards: \u{2212}45 min; turnstiles: \u{2212}30 min.",
            ),
        ]);
        assert_changed(&[
            (
                "You can take only 2 bags on the shuttle.",
                "You can take 2 bags on the shuttle.",
            ),
            (
                "Crane operators can't work more than 10 hours in any day.",
                "Crane operators: max 10 hrs on the first day.",
            ),
            (
                "Please don't open any cartons from the recalled batch.",
                "Please don't open the damaged cartons from the recalled batch.",
            ),
            (
                "Don't park the forklifts anywhere other than the charging bay overnight.",
                "Forklifts park overnight only in the loading dock.",
            ),
            (
                "Nobody runs the tile cutter after 6pm.",
                "No wall cutting after 6pm.",
            ),
            (
                "Stewards take their posts 45 minutes before kick-off; turnstiles open 30 minutes before.",
                "Stewards: \u{2212}60 min; turnstiles: \u{2212}30 min.",
            ),
        ]);
    }

    /// A thing named with "any ... at all" dropped from a rule is reported; kept, or said with
    /// "all", it is not.
    #[test]
    fn any_at_all_dropped_is_reported() {
        assert_changed(&[
            (
                "Interns can approve refunds up to £50. Anything bigger, or any refund to a card abroad at all, goes to Dana.",
                "Refunds: interns up to £50; bigger → Dana.",
            ),
            (
                "Residents sign the visitor book, and any contractor at all needs the warden's OK first.",
                "Residents sign the visitor book.",
            ),
        ]);
        assert_faithful(&[
            (
                "Interns can approve refunds up to £50. Anything bigger, or any refund to a card abroad at all, goes to Dana.",
                "Refunds: interns up to £50; bigger, or any to a card abroad → Dana.",
            ),
            (
                "Residents sign the visitor book, and any contractor at all needs the warden's OK first.",
                "Residents: sign visitor book. Contractors (all): warden's OK first.",
            ),
        ]);
    }

    /// A universal turned partial ("every wall" -> "most walls") is read when another
    /// universal of the original ("any strip-out") is said by the rewrite's "no"; the same
    /// universal kept is no change. (s50b-p092.)
    #[test]
    fn the_universal_of_the_noun_turned_partial_is_read() {
        assert_changed(&[
            (
                "Please do not authorise any strip-out of the kitchen until the moisture readings are below 17% on every wall.",
                "No kitchen strip-out until moisture readings <17% on most walls.",
            ),
            (
                "Don't release any batch until every sample has passed.",
                "No batch release until most samples pass.",
            ),
        ]);
        assert_faithful(&[
            (
                "Please do not authorise any strip-out of the kitchen until the moisture readings are below 17% on every wall.",
                "No kitchen strip-out until moisture readings <17% on every wall.",
            ),
            (
                "Don't release any batch until every sample has passed.",
                "No batch release until all samples pass.",
            ),
        ]);
    }
}
