//! A rule that restricts a case or a party with "only", "alone", "solely" or "exclusively" ("may
//! leave the hall only after the first hour", "the only acceptable response", "the chief
//! invigilator alone breaks the seal") said in the rewrite without the restriction ("may leave the
//! hall after the first hour", "an acceptable response", "seal broken by an invigilator"): read
//! from the two texts alone when nothing else was found (session 42, pol42). And an exclusion after
//! an "only" said by the "only" alone ("by the shotfirer only, never by the labourers" -> "Only the
//! shotfirer may ..."), with corpus34b's other faithful forms (its `faithful_form`).

use super::Missed;
use super::bounds_said_again::limit_named_after_the_comparison;
use super::counts::count_said_as_a_slash_pair;
use super::only_conditions::{any_said, content, words_in};
use super::shorthand::decade_said_in_full;
use super::words::{
    NEGATIONS, TextReading, Word, clause_at, is_content, is_negation, negated_in,
    number_word_value, part_holding, parts, said, same_word, says, shared, words,
};
use crate::classify::lexicon::is_one_of;
use std::ops::Range;

/// Words that restrict what they stand by to one case or one party.
pub(super) const RESTRICTING: &[&str] = &["only", "alone", "solely", "exclusively"];

/// Words of a rewrite's sentence that may say a restriction again: a restricting word, a
/// gate ("until", "unless", "except"), a bound ("at least", "earliest"), a party shut out
/// ("nobody else", "no other") or a duty ("must", "need", "required").
const RESTATES: &[&str] = &[
    "only",
    "alone",
    "solely",
    "exclusively",
    "sole",
    "just",
    "until",
    "till",
    "unless",
    "except",
    "else",
    "other",
    "others",
    "restricted",
    "limited",
    "reserved",
    "must",
    "need",
    "needs",
    "required",
    "requires",
    "earliest",
    "least",
    "min",
    "minimum",
];

/// Modals an "only" may follow to hold the act after it to a case ("must only be used in
/// jobs gated by production", "may only run on weekdays").
const MODALS: &[&str] = &[
    "must", "may", "can", "should", "shall", "will", "could", "might",
];

/// Determiners that open a party or a thing after "only to" ("only to the card").
const DETERMINERS: &[&str] = &[
    "the", "a", "an", "your", "our", "their", "its", "this", "that", "these", "those",
];

/// Words of a report, not of a rule, in the sentence of a restriction ("I only wanted to
/// help", "we only had two chairs").
const TELLS: &[&str] = &["i", "we", "was", "were", "had", "did"];

/// The words of `ws` inside `part`.
fn in_part<'a, 't>(ws: &'a [Word<'t>], part: &Range<usize>) -> impl Iterator<Item = &'a Word<'t>> {
    ws.iter()
        .filter(move |(_, x)| x.start >= part.start && x.end <= part.end)
}

/// Word `m` of `ws`, if it lies inside `part`.
fn word_in_part<'a, 't>(ws: &'a [Word<'t>], m: usize, part: &Range<usize>) -> Option<&'a Word<'t>> {
    ws.get(m)
        .filter(|(_, x)| x.start >= part.start && x.end <= part.end)
}

/// A word that opens with a digit or names a number ("3", "two"): "only 3 left" counts, it
/// restricts no case.
pub(super) fn is_figure(w: &str) -> bool {
    w.starts_with(|c: char| c.is_ascii_digit()) || number_word_value(w).is_some()
}

/// Words that open the case a restriction lets through ("only after the first hour", "only
/// in the sluice room", "solely to the card").
const CASE_WORDS: &[&str] = &[
    "after", "before", "in", "on", "at", "with", "within", "from", "for", "to", "by", "during",
    "once", "when", "while", "between", "under", "over", "via", "through", "where", "inside",
    "outside", "if",
];

/// Words that let a party named after a sentence's opening "only" act ("Only brewers with
/// the sign-off can run the wash", "Only members are admitted").
const PARTY_ACTS: &[&str] = &[
    "can", "may", "could", "might", "must", "shall", "should", "will", "is", "are", "get", "gets",
];

/// Words after an opening "only" that name no party: a time ("Only then"), a count ("Only a
/// few"), a case ("Only if").
const NO_PARTY: &[&str] = &[
    "then", "now", "once", "just", "when", "if", "few", "little", "some", "after", "before",
];

/// Where the rewrite says a party restricted by the "only" opening `text`'s sentence `part`
/// (at `k` of `ws`) with the "only" dropped: the party's noun (after a determiner maybe), a
/// word that lets it act after it ([`PARTY_ACTS`], within eight words), said in `rws` opening
/// a sentence (after a determiner maybe) with the word after the noun kept ("Only brewers
/// with the CIP sign-off can run the wash" -> "Brewers with the CIP sign-off can run the
/// wash"). The index in `rws` of the noun said again. None for "Only then", "Only a few",
/// "Only 3".
fn party_said_without(
    ws: &[Word<'_>],
    k: usize,
    part: &Range<usize>,
    (rewrite, rws): (&str, &[Word<'_>]),
) -> Option<usize> {
    let within = |m: usize| word_in_part(ws, m, part);
    let n = k + 1 + usize::from(within(k + 1).is_some_and(|(w, _)| is_one_of(w, DETERMINERS)));
    let (noun, _) = within(n)?;
    if !is_content(noun) || is_figure(noun) || is_one_of(noun, NO_PARTY) {
        return None;
    }
    let acts =
        (n + 1..n + 9).find(|&m| within(m).is_some_and(|(w, _)| is_one_of(w, PARTY_ACTS)))?;
    // The content words of the act the party is let do ("run the caustic wash").
    let act: Vec<&str> = (acts + 1..ws.len())
        .map_while(within)
        .map(|(w, _)| *w)
        .filter(|w| is_content(w))
        .collect();
    let (next, _) = within(n + 1)?;
    // (Word `m` of the rewrite opens its sentence: no word of the sentence before it.)
    let first = |m: usize| {
        m == 0 || part_holding(rewrite, rws[m].1.start).is_none_or(|p| rws[m - 1].1.start < p.start)
    };
    let opens = |m: usize| first(m) || is_one_of(rws[m - 1].0, DETERMINERS) && first(m - 1);
    // The rewrite's sentence says the act again ("Callum can't sign off ...; Fiona can." does
    // not: the party is named, not let do the act alone).
    let says_act = |m: usize| {
        part_holding(rewrite, rws[m].1.start)
            .is_some_and(|p| in_part(rws, &p).any(|(x, _)| act.iter().any(|w| same_word(x, w))))
    };
    (0..rws.len()).find(|&m| {
        same_word(rws[m].0, noun)
            && rws.get(m + 1).is_some_and(|(x, _)| same_word(x, next))
            && opens(m)
            && says_act(m)
    })
}

/// Where the rewrite (its text and words `rws`) says the restriction at `k` of `ws` (in the
/// original's sentence `part`) with the restricting word dropped, the rest kept: for an
/// "only" opening the sentence, a party ([`party_said_without`]); for "alone", the content word before it when a
/// verb or a modal follows ("the invigilator alone breaks the seal"; not "works alone after
/// 6", by oneself), said anywhere in `rws`; for the others, a case ("only after", "solely to
/// the card", "only if the first set fails") or a kind ("the only acceptable response"), the word before them said right
/// before the word after them, a determiner maybe between ("leave the hall after", "is an
/// acceptable"). The index in `rws` of the word said again. None for "not only", "if only",
/// "only to" and a verb, an "only" before a deed ("pilots only steer") or a count ("only a
/// few", "only 3 left").
fn said_without(
    ws: &[Word<'_>],
    k: usize,
    part: &Range<usize>,
    (rewrite, rws): (&str, &[Word<'_>]),
) -> Option<usize> {
    let within = |m: usize| word_in_part(ws, m, part);
    let w = ws[k].0;
    if w.eq_ignore_ascii_case("only") && k.checked_sub(1).and_then(within).is_none() {
        return party_said_without(ws, k, part, (rewrite, rws));
    }
    if w.eq_ignore_ascii_case("alone") {
        let before = k.checked_sub(1).and_then(within)?;
        let (next, _) = within(k + 1)?;
        let acts = is_one_of(
            next,
            &[
                "can", "may", "must", "shall", "will", "should", "is", "has", "does", "decides",
            ],
        ) || next.len() > 3 && next.ends_with('s') && is_content(next);
        if !(acts && is_content(before.0) && !is_figure(before.0)) {
            return None;
        }
        return rws.iter().position(|(x, _)| same_word(x, before.0));
    }
    let the = k > 0 && ws[k - 1].0.eq_ignore_ascii_case("the");
    let before = k.checked_sub(1 + usize::from(the)).and_then(within)?;
    let (after, _) = within(k + 1)?;
    if is_one_of(before.0, &["not", "if"]) || is_figure(after) {
        return None;
    }
    // ("only to find ...": a "to" before no determiner opens a deed, not a party.)
    let deed_after_to = after.eq_ignore_ascii_case("to")
        && !within(k + 2).is_some_and(|(n, _)| is_one_of(n, DETERMINERS));
    // ("must only be used in ...", "may only run on ...": after a modal, "only" holds the
    // act to what follows it, whatever word comes next.)
    let after_a_modal = !the && is_one_of(before.0, MODALS);
    if deed_after_to || !(the || after_a_modal || is_one_of(after, CASE_WORDS)) {
        return None;
    }
    (0..rws.len()).find_map(|m| {
        if !same_word(rws[m].0, before.0) {
            return None;
        }
        let next = m
            + 1
            + usize::from(
                rws.get(m + 1)
                    .is_some_and(|(x, _)| is_one_of(x, DETERMINERS)),
            );
        rws.get(next)
            .is_some_and(|(x, _)| same_word(x, after))
            .then_some(next)
    })
}

/// "Candidates may leave the hall only after the first hour has elapsed." -> "Candidates may
/// leave the hall after the first hour has elapsed.", "Safe mode entry is the only acceptable
/// response ..." -> "... is an acceptable response ...", "the chief invigilator alone breaks
/// the seal" -> "seal broken by an invigilator": a restriction ("only", "alone", "solely",
/// "exclusively") in a sentence that tells nothing done ([`TELLS`]), said in the rewrite
/// without its restricting word ([`said_without`]) in a sentence with no word that may
/// restrict again ([`RESTATES`], a negation, a sign): the rule now holds in every case. "Only
/// the chief invigilator breaks the seal" -> "Seal: chief invigilator only", "... -> nobody
/// else breaks it", "Parking is free, but only for residents" -> "Parking: free for
/// residents", "pilots only steer the ships in" -> "pilots steer ships in" and "only 3 left"
/// -> "3 left" are not read.
pub(super) fn restriction_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // (A cheap screen: a restricting word in the original, none in the rewrite.)
    if !o.holds_any_phrase(RESTRICTING) || r.holds_any_phrase(RESTRICTING) {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    (0..ows.len()).find_map(|k| {
        if !is_one_of(ows[k].0, RESTRICTING) {
            return None;
        }
        let part = part_holding(o.text, ows[k].1.start)?;
        if in_part(ows, &part).any(|(w, _)| is_one_of(w, TELLS)) {
            return None;
        }
        let m = said_without(ows, k, &part, (r.text, rws))?;
        let p = part_holding(r.text, rws[m].1.start)?;
        // A modal the restriction followed, said again before the word after it ("must only
        // be used" -> "must be used"), restates no restriction.
        let modal_again = k
            .checked_sub(1)
            .filter(|&b| is_one_of(ows[b].0, MODALS))
            .and_then(|_| m.checked_sub(1))
            .map(|b| rws[b].1.clone());
        let quiet = !in_part(rws, &p).any(|(w, x)| {
            (is_one_of(w, RESTATES) && modal_again.as_ref() != Some(x)) || is_negation(w)
        }) && !r.text[p].contains(['<', '>', '≤', '≥', '✗', '🚫']);
        quiet.then(|| ("scope changed", ows[k].1.clone(), rws[m].1.clone()))
    })
}

/// "... ready for their second salt rub Friday, and that batch only gets salted by Ines" ->
/// "... due second salt rub Friday": a present restriction to one named party (an "only"
/// before "gets" or "is" and a participle with "by" and a capitalised name after it, or right
/// before a capitalised name and a present verb in "-s": "only Ines salts that batch") whose
/// name the rewrite never says, while it keeps a content word of the restriction's part: the
/// rule dropped from the summary (pol63), "constraint deleted". A name said again ("Ines
/// salts it", "salting: Ines") keeps it; "only Sam turned up" tells a past.
pub(super) fn named_restriction_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<Missed> {
    // (A cheap screen: "only" in the original.)
    if !o.holds_phrase("only") {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    let named = |k: usize| {
        ows.get(k)
            .filter(|(w, _)| w.starts_with(|c: char| c.is_ascii_uppercase()) && is_content(w))
    };
    (0..ows.len()).find_map(|k| {
        if !ows[k].0.eq_ignore_ascii_case("only") {
            return None;
        }
        let w = |j: usize| ows.get(j).map_or("", |(w, _)| *w);
        let at = if is_one_of(w(k + 1), &["gets", "get", "is", "are"])
            && w(k + 2).ends_with("ed")
            && w(k + 3).eq_ignore_ascii_case("by")
        {
            k + 4
        } else {
            let verb = w(k + 2);
            (verb.len() > 3 && verb.ends_with('s') && !verb.ends_with("ss")).then_some(k + 1)?
        };
        let name = named(at)?;
        // (In the same clause, words apart by spaces only: "Mondays only. Nobody carries
        // cash" names no one.)
        let spaced = (k..at).all(|j| o.text[ows[j].1.end..ows[j + 1].1.start].trim().is_empty());
        if !spaced || said(rws, name.0) {
            return None;
        }
        let part = part_holding(o.text, ows[k].1.start)?;
        let kept = in_part(ows, &part)
            .filter(|(x, at)| is_content(x) && at != &name.1)
            .any(|(x, _)| said(rws, x));
        kept.then(|| {
            (
                "constraint deleted",
                ows[k].1.start..name.1.end,
                0..r.text.len(),
            )
        })
    })
}

/// "Sender-marked 'urgent' doesn't make an email urgent — only VIP-list senders get the red
/// label." -> "Emails the sender marks 'urgent' get the red label, as do VIP-list senders.":
/// the party an "only" lets in (a content word within two words after it) said in the
/// rewrite after "as do", "as does", "as can" or "as may", in a sentence with no restricting
/// word: the rule now lets another party in beside it. "Members may use the sauna; nobody
/// else may" and "VIP senders only, as the policy says" are not read.
fn party_said_as_also(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !o.holds_phrase("only") || !r.holds_phrase("as") {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    (1..rws.len().saturating_sub(1)).find_map(|m| {
        let also = rws[m - 1].0.eq_ignore_ascii_case("as")
            && is_one_of(rws[m].0, &["do", "does", "can", "may"]);
        if !also {
            return None;
        }
        let party = rws.get(m + 1).filter(|(w, _)| is_content(w))?;
        let from = (0..ows.len()).find_map(|k| {
            let only = ows[k].0.eq_ignore_ascii_case("only");
            (only
                && ows[k + 1..(k + 3).min(ows.len())]
                    .iter()
                    .any(|(w, _)| same_word(w, party.0)))
            .then(|| ows[k].1.clone())
        })?;
        let p = part_holding(r.text, rws[m].1.start)?;
        let restricted = in_part(rws, &p).any(|(w, _)| is_one_of(w, RESTRICTING));
        (!restricted).then(|| ("scope changed", from, rws[m - 1].1.start..party.1.end))
    })
}

/// Words that restrict a rule to a party the original names ("only", "but" after
/// "everyone", "except").
const RESTRICTS_TO: &[&str] = &["only", "alone", "solely", "exclusively", "but", "except"];

/// "Snowmaking guns on Run 7 are off limits to everyone but the snowmaking crew." -> "Run 7
/// snow guns: snowmaking crew and lift ops only.": the rewrite's "X and Y only" ("or", "&",
/// "+" too), X's last word said in an original that restricts the rule to a party
/// ([`RESTRICTS_TO`]), each content word of Y (one to three words) said nowhere in the
/// original: another party let in; or the party said after "as do" ([`party_said_as_also`]).
/// "No one but staff and contractors" -> "Staff and contractors only" names both already;
/// "Staff only" adds none.
pub(super) fn party_added(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !o.holds_any_phrase(RESTRICTS_TO) {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    let in_original = |w: &str| ows.iter().any(|(x, _)| same_word(x, w));
    if let Some(found) = party_said_as_also(o, r) {
        return Some(found);
    }
    if !r.holds_phrase("only") {
        return None;
    }
    (1..rws.len()).find_map(|m| {
        let (x, at) = &rws[m - 1];
        let gap = &r.text[at.end..rws[m].1.start];
        let (joined, first) = if is_one_of(rws[m].0, &["and", "or"]) && gap.trim().is_empty() {
            (true, m + 1)
        } else {
            (matches!(gap.trim(), "&" | "+"), m)
        };
        if !joined || !is_content(x) || !in_original(x) {
            return None;
        }
        let only = (first + 1..(first + 4).min(rws.len()))
            .find(|&n| rws[n].0.eq_ignore_ascii_case("only"))?;
        let added = &rws[first..only];
        let new = added.iter().all(|(w, _)| !is_content(w) || !in_original(w))
            && added.iter().any(|(w, _)| is_content(w));
        let from = ows.iter().find(|(w, _)| same_word(w, x))?.1.clone();
        new.then(|| ("scope changed", from, added[0].1.start..rws[only].1.end))
    })
}

/// "Only thing — 'ee mustn't put ...", "The only thing is, ...": an "only" (at `only` of
/// `original`) opening a remark on what follows, "thing" after it and then a dash, a colon, a
/// comma or "is": no restriction of the rule. An "only" before anything else ("only things
/// on the list ...") still restricts.
pub(super) fn only_thing_opening_a_remark(original: &str, only: &Range<usize>) -> bool {
    let rest = original.get(only.end..).unwrap_or("").trim_start();
    let Some(after) = rest
        .strip_prefix("thing")
        .or_else(|| rest.strip_prefix("Thing"))
    else {
        return false;
    };
    if after.starts_with(char::is_alphanumeric) {
        return false;
    }
    let after = after.trim_start();
    after.starts_with(['\u{2014}', '\u{2013}', '-', ':', ','])
        || after
            .split_whitespace()
            .next()
            .is_some_and(|w| is_one_of(w.trim_end_matches(','), &["is"]))
}

/// Nouns that reserve a task to the person whose it is ("Aoife's job").
const RESERVED: &[&str] = &["job", "responsibility", "task", "call", "department"];

/// Words of a rewrite that give leave.
const LEAVE: &[&str] = &["can", "may", "allowed", "free", "permitted"];

/// "Bisque loads are Aoife's job. Members can stack their own glaze loads." -> "Members can
/// stack their own bisque and glaze loads.": a task reserved to a named person ("X are
/// Aoife's job"), the person gone from the rewrite, and a word of the task said in a
/// sentence of the rewrite that gives leave ("can", "may"): the task given to others, the
/// actor changed. A rewrite that still names the person is not read.
pub(super) fn reserved_task_given_to_others(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<Missed> {
    if !(o.text.contains("'s ") || o.text.contains("\u{2019}s ")) || !r.holds_any_phrase(LEAVE) {
        return None;
    }
    let ws = o.words();
    let at = ws.windows(2).position(|w| {
        is_one_of(w[1].0, RESERVED)
            && w[0].0.starts_with(|c: char| c.is_ascii_uppercase())
            && (w[0].0.ends_with("'s") || w[0].0.ends_with("\u{2019}s"))
    })?;
    let (name, name_at) = &ws[at];
    let name = name.trim_end_matches("'s").trim_end_matches("\u{2019}s");
    if r.holds_ignoring_case(name) {
        return None;
    }
    let part = parts(o.text)
        .into_iter()
        .find(|p| p.contains(&name_at.start))?;
    let pw = words_in(ws, &(part.start..name_at.start));
    let subject_end = pw.iter().rposition(|(w, _)| is_one_of(w, &["is", "are"]))?;
    let task = content(&pw[..subject_end]);
    let rw = r.words();
    let keys = r.keys();
    parts(r.text).into_iter().find_map(|p| {
        let from = rw.partition_point(|(_, x)| x.start < p.start);
        let to = rw.partition_point(|(_, x)| x.start < p.end);
        let leave = rw[from..to].iter().any(|(w, _)| is_one_of(w, LEAVE));
        (leave && any_said(&task, &keys[from..to]))
            .then(|| ("scope changed", part.start..ws[at + 1].1.end, p))
    })
}

/// "Crew rest ... taken in the bunks, not in the cabin." -> "Crew rest: ≥90 min each, bunks
/// only.": a contrast closing the original ("X, not Y") said as "X only" (the word before the
/// mark said again with "only"): the place excluded is dropped with its "not", the rule kept.
/// `from` must fall in the "not ..." clause.
pub(super) fn contrast_said_as_only(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let clause = clause_at(original, from.start);
    let ours = super::words::words(original, clause.clone());
    let opens_with_not = ours
        .first()
        .is_some_and(|(w, _)| w.eq_ignore_ascii_case("not"));
    let before = super::words::words(original, 0..clause.start);
    let theirs = super::words::words(rewrite, 0..rewrite.len());
    opens_with_not
        && before.last().is_some_and(|(kept, _)| {
            theirs.windows(2).any(|p| {
                same_word(p[0].0, kept) && p[1].0.eq_ignore_ascii_case("only")
                    || p[0].0.eq_ignore_ascii_case("only") && same_word(p[1].0, kept)
            })
        })
}

/// The exclusion at byte `at` of `original`: a comma, then "not" / "never" and the words up
/// to the next comma or the part's end ("..., never by the blast crew labourers"), after an
/// "only" in the same part ("signed out by the shotfirer only"). Its range from the negation.
pub(super) fn exclusion_after_only(original: &str, at: usize) -> Option<Range<usize>> {
    let part = parts(original)
        .into_iter()
        .find(|p| p.start <= at && at < p.end)?;
    let text = &original[part.clone()];
    for (comma, _) in text.match_indices(',') {
        let rest = &text[comma + 1..];
        let start = part.start + comma + 1 + (rest.len() - rest.trim_start().len());
        let first = words(original, start..part.end);
        if !first
            .first()
            .is_some_and(|(w, _)| is_one_of(w, &["not", "never"]))
        {
            continue;
        }
        let end = original[start..part.end]
            .find([',', ';', '('])
            .map_or(part.end, |k| start + k);
        if !(start <= at && at < end) {
            continue;
        }
        let says_only = words(original, part.start..part.start + comma)
            .iter()
            .any(|(w, _)| w.eq_ignore_ascii_case("only"));
        return says_only.then_some(start..end);
    }
    None
}

/// "Magazine keys are signed out by the shotfirer only, never by the blast crew labourers." ->
/// "Only the shotfirer may sign out the magazine keys.": the exclusion after an "only" (of
/// [`exclusion_after_only`]) went, and the rewrite keeps "only" and names none of the excluded
/// (or names them after a negation): "only" says it. "Only the shotfirer and the blast crew
/// may ..." names them.
pub(super) fn exclusion_said_by_only(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    exclusion_after_only(original, from.start)
        .is_some_and(|tail| exclusion_tail_said_by_only(original, tail, rewrite))
}

/// [`exclusion_said_by_only`] of an exclusion after an "only" already found: `tail`, what
/// [`exclusion_after_only`] reads of the original at the byte asked (none when it reads
/// nothing, and the exclusion is not said by "only").
pub(super) fn exclusion_tail_said_by_only(
    original: &str,
    tail: Range<usize>,
    rewrite: &str,
) -> bool {
    let theirs = words(rewrite, 0..rewrite.len());
    theirs.iter().any(|(w, _)| w.eq_ignore_ascii_case("only"))
        && words(original, tail)
            .iter()
            .filter(|(w, _)| is_content(w) && !is_negation(w))
            .all(|(w, _)| !said(&theirs, w) || negated_in(&theirs, w))
}

/// Faithful forms read in corpus34b, each a filter over one kind of change: a decade said in
/// full or by its last two digits (pol60), an exclusion said by "only", a count said as a slash pair, a limit named after its
/// comparison.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match (what, from, to) {
        ("number changed", Some(f), Some(t)) => {
            decade_said_in_full(original, f, rewrite, t)
                || decade_said_in_full(rewrite, t, original, f)
        }
        ("negation dropped", Some(f), _) => exclusion_said_by_only(original, f, rewrite),
        ("bound dropped", Some(f), _) => count_said_as_a_slash_pair(original, f, rewrite),
        ("bound direction changed", Some(f), Some(t)) => {
            limit_named_after_the_comparison(original, f, rewrite, t)
        }
        // The excluded words went, no new word quoted.
        ("scope changed", Some(f), Some(t)) => {
            rewrite.get(t.clone()).is_some_and(|q| q.contains(' '))
                && exclusion_said_by_only(original, f, rewrite)
        }
        _ => false,
    }
}

/// Words that keep a task to one person.
const ALONE: &[&str] = &["only", "alone", "just", "solely", "exclusively"];

/// "Is only Sipho does do de dehornin'." -> "Dehorning: Sipho and crew handle it.": the one
/// person (or group) an original names after "only" said by a rewrite without "only" ("alone",
/// "solely") joined ("and", "&", "or", "with", "plus") to a word the original never says: the
/// task widened to others. "Only Ana and Ben sign" said as "Ana and Ben sign" is not read.
pub(super) fn only_one_widened(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let rewrite = r.text;
    if !o.holds_any_phrase(&["only"]) {
        return None;
    }
    let theirs = r.words();
    if says(theirs, ALONE) {
        return None;
    }
    let ours = o.words();
    ours.windows(2).find_map(|p| {
        let ((only, _), (who, f)) = (&p[0], &p[1]);
        if !only.eq_ignore_ascii_case("only")
            || !is_content(who)
            || !who.starts_with(char::is_uppercase)
        {
            return None;
        }
        let at = theirs.iter().position(|(w, _)| w == who)?;
        let joined = |k: usize| {
            let (a, b) = (theirs.get(k)?, theirs.get(k + 1)?);
            let between = &rewrite[a.1.end..b.1.start];
            let joins = between.contains('&')
                || between.contains('+')
                || is_one_of(b.0, &["and", "or", "with", "plus"]);
            let other = if is_one_of(b.0, &["and", "or", "with", "plus"]) {
                theirs.get(k + 2)?
            } else {
                b
            };
            (joins && is_content(other.0) && !ours.iter().any(|(w, _)| same_word(w, other.0)))
                .then_some(a.1.start..other.1.end)
        };
        joined(at).map(|t| (f.clone(), t))
    })
}

/// "A witness signature is required for controlled drug returns." -> "... witness
/// signature needed only on Fridays.": "only" the rewrite adds before a content word the
/// original never says (a word of place or time after it skipped to: "only on Fridays"), to
/// a rule whose two content words it keeps, where the original says no "only" ("just",
/// "alone", "exclusively") and no negation: the rule kept to a part. "only if <the original's
/// condition>", "X only" closing a part, and a ban said as "only" are not read.
pub(super) fn only_added(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !r.holds_phrase("only")
        || o.holds_any_phrase(&["only", "just", "alone", "exclusively", "solely", "but"])
    {
        return None;
    }
    let ours = o.words();
    // (A ban "only" restates: "Don't call before 9 or after 6" -> "Call only between 9 and 6".)
    if ours.iter().any(|(w, _)| is_one_of(w, NEGATIONS)) {
        return None;
    }
    for t in parts(rewrite) {
        let theirs = words(rewrite, t.clone());
        let Some(k) = theirs
            .iter()
            .position(|(w, _)| w.eq_ignore_ascii_case("only"))
        else {
            continue;
        };
        // "only on Fridays", "only for the stamping line": a word of place or time first.
        if !theirs
            .get(k + 1)
            .is_some_and(|(w, _)| is_one_of(w, &["on", "at", "in", "for", "during"]))
        {
            continue;
        }
        let next = theirs[k + 2..]
            .iter()
            .find(|(w, _)| !is_one_of(w, &["the", "a", "an", "our", "their", "your"]));
        let Some((w, r)) = next else {
            continue;
        };
        if is_content(w) && !ours.iter().any(|(v, _)| same_word(w, v)) && shared(ours, &theirs) >= 2
        {
            return Some((0..original.len(), r.clone()));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// Session 63 (pol63): a present restriction to a named party dropped from a summary that
    /// keeps the rest of its sentence is reported; the name said again, or a past told, is
    /// not.
    #[test]
    fn a_restriction_to_a_named_party_dropped() {
        let kiln = "Kiln 2 is loaded for the glaze firing Thursday, and that kiln only gets \
                    unloaded by Priya, she logs the cones.";
        assert_changed(&[
            (kiln, "Kiln 2 loaded for Thursday's glaze firing."),
            (
                "Bread's proving in the back. Only Tomasz shapes the rye loaves.",
                "Bread proving in the back; rye loaves shaped later.",
            ),
        ]);
        assert_faithful(&[
            (
                kiln,
                "Kiln 2 loaded for Thursday glaze firing; only Priya unloads it (logs cones).",
            ),
            (
                "Quiet night at the bakery. Only Tomasz turned up for the rye loaves.",
                "Quiet night at the bakery; rye loaves done.",
            ),
        ]);
    }

    fn dropped(o: &str, r: &str) -> bool {
        restriction_dropped(&TextReading::new(o), &TextReading::new(r)).is_some()
    }

    fn added(o: &str, r: &str) -> bool {
        party_added(&TextReading::new(o), &TextReading::new(r)).is_some()
    }

    /// Another party joined to the one a rule lets in: the corpus's shape and look-alikes in
    /// other words and domains; the parties the original names, one party or a party before
    /// "only" are no change.
    #[test]
    fn party_added_is_read() {
        for (o, r) in [
            (
                "Snowmaking guns on Run 7 are off limits to everyone but the snowmaking crew.",
                "Run 7 snow guns: snowmaking crew and lift ops only.",
            ),
            (
                "Nobody except the owner drives the flatbed.",
                "Flatbed: owner & family only.",
            ),
            (
                "Only registered nurses may give IV antibiotics.",
                "IV antibiotics: registered nurses or pharmacists only.",
            ),
            (
                "Sender-marked 'urgent' doesn't make an email urgent — only VIP-list senders get the red label.",
                "Emails the sender marks 'urgent' get the red label, as do VIP-list senders.",
            ),
            (
                "Only members may use the sauna after 8pm.",
                "Guests may use the sauna after 8pm, as may members.",
            ),
        ] {
            assert!(added(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "No one but staff and contractors may enter the yard.",
                "Yard: staff and contractors only.",
            ),
            (
                "Snowmaking guns are off limits to everyone but the snowmaking crew.",
                "Snow guns: snowmaking crew only.",
            ),
            (
                "Only registered nurses may give IV antibiotics.",
                "Registered nurses only, and only after a second check.",
            ),
            (
                "Parking is for residents and their guests.",
                "Parking: residents and guests only.",
            ),
            (
                "Only members may use the sauna after 8pm.",
                "Members may use the sauna after 8pm; nobody else may.",
            ),
            (
                "Only members may use the sauna after 8pm.",
                "Sauna after 8pm: members only, as do the pool rules.",
            ),
        ] {
            assert!(!added(o, r), "{o} -> {r}");
        }
    }

    /// An "only" after a modal dropped (session 44, pol44): the corpus's shape and
    /// look-alikes in other domains; the restriction said again, as a ban on the rest or
    /// after the act, and "not only" are no change.
    #[test]
    fn only_after_a_modal_dropped_is_read() {
        for (o, r) in [
            (
                "# secrets.PROD_TOKEN must only be used in jobs gated by the production environment",
                "# secrets.PROD_TOKEN must be used in jobs gated by the production environment",
            ),
            (
                "The forklift may only be driven by staff with a current ticket.",
                "The forklift may be driven by staff with a current ticket.",
            ),
            (
                "Interns can only book the small meeting room.",
                "Interns can book the small meeting room.",
            ),
            (
                "The night float should only page the registrar for a deteriorating patient.",
                "The night float should page the registrar for a deteriorating patient.",
            ),
        ] {
            assert!(dropped(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "The token must only be used in production jobs.",
                "Token: production jobs only.",
            ),
            (
                "The token must only be used in production jobs.",
                "The token must not be used outside production jobs.",
            ),
            (
                "Interns can only book the small meeting room.",
                "Interns can book the small meeting room and nothing else.",
            ),
            (
                "Staff must not only sign the sheet but also date it.",
                "Staff must sign the sheet and date it.",
            ),
        ] {
            assert!(!dropped(o, r), "{o} -> {r}");
        }
        assert_changed(&[(
            "The forklift may only be driven by staff with a current ticket.",
            "The forklift may be driven by staff with a current ticket.",
        )]);
    }

    /// A restriction dropped: the corpus's shapes and look-alikes in other words; a
    /// restriction said again, a report, a count or "alone" for by oneself are no change.
    #[test]
    fn restriction_dropped_is_read() {
        for (o, r) in [
            (
                "Candidates may leave the hall only after the first hour has elapsed.",
                "Candidates may leave the hall after the first hour has elapsed.",
            ),
            (
                "Safe mode entry is the only acceptable response to a star-tracker dropout during eclipse.",
                "Safe mode entry is an acceptable response to a star-tracker dropout during eclipse.",
            ),
            (
                "Papers remain sealed until 9:00 on the day of the examination; the chief invigilator alone breaks the seal.",
                "Papers sealed until 09:00 on exam day; seal broken by an invigilator.",
            ),
            (
                "Guests may swim only after the lifeguard arrives.",
                "Guests may swim after the lifeguard arrives.",
            ),
            (
                "Refunds are issued solely to the card used for the purchase.",
                "Refunds are issued to the card or as store credit.",
            ),
            (
                "The duty pharmacist alone decides on an early refill.",
                "Early refills are decided by a pharmacist.",
            ),
            (
                "Bleach is used exclusively in the sluice room.",
                "Bleach is used in the sluice room and the kitchen.",
            ),
            // A case after "only if"; a party after an opening "only" (session 43).
            (
                "X-rays are to be retaken only if the first set is non-diagnostic.",
                "X-rays are to be retaken if the first set is non-diagnostic.",
            ),
            (
                "Call the on-call vet only if the ewe has been straining for an hour.",
                "Call the on-call vet if the ewe has been straining for an hour.",
            ),
            (
                "Only brewers with the CIP sign-off can run the caustic wash.",
                "Brewers with the CIP sign-off can run the caustic wash.",
            ),
            (
                "Only the duty manager may open the safe after hours.",
                "The duty manager may open the safe after hours.",
            ),
            (
                "Lockers are for day guests. Only members with a key card are admitted to the spa.",
                "Lockers: day guests. Members with a key card are admitted to the spa.",
            ),
        ] {
            assert!(dropped(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Only the chief invigilator breaks the seal.",
                "Seal: chief invigilator only.",
            ),
            (
                "The chief invigilator alone breaks the seal.",
                "Nobody else breaks the seal but the chief invigilator.",
            ),
            (
                "Candidates may leave only after the first hour.",
                "No leaving before the first hour is up.",
            ),
            (
                "Candidates may leave only after the first hour.",
                "Candidates may leave after the first hour at the earliest.",
            ),
            (
                "I only wanted to help with the boxes.",
                "I wanted to help with the boxes.",
            ),
            (
                "Parking is free, but only for residents.",
                "Parking: free for residents.",
            ),
            (
                "Pilots only steer the ships in.",
                "Pilots steer the ships in.",
            ),
            (
                "Only 3 seats left on the coach.",
                "3 seats left on the coach.",
            ),
            (
                "Staff may work alone after 6pm if they sign the lone worker log.",
                "Staff may work solo after 6pm if they sign the lone worker log.",
            ),
            (
                "Not only the nurses but the porters wear badges.",
                "The nurses and the porters wear badges.",
            ),
            (
                "Guests may swim only after the lifeguard arrives.",
                "Guests must wait for the lifeguard before swimming.",
            ),
            (
                "Call the vet only if the ewe is straining.",
                "Call the vet if the ewe is straining, not otherwise.",
            ),
            (
                "Only brewers with the CIP sign-off can run the caustic wash.",
                "Caustic wash: brewers with the CIP sign-off only.",
            ),
            (
                "Only brewers with the CIP sign-off can run the caustic wash.",
                "Brewers with the CIP sign-off must run the caustic wash, nobody else.",
            ),
            (
                "Only then can the migration run.",
                "Then the migration can run.",
            ),
            (
                "Only a few volunteers can stay late.",
                "A few volunteers can stay late.",
            ),
            (
                "Only yesterday we could still park here.",
                "Yesterday we could still park here.",
            ),
            (
                "Only Fiona can sign off vet prescriptions now, not Callum.",
                "Callum can't sign off vet prescriptions; Fiona can.",
            ),
        ] {
            assert!(!dropped(o, r), "{o} -> {r}");
        }
    }

    /// "Only thing —" opening a remark restricts nothing; "only" before what it restricts
    /// still does.
    #[test]
    fn only_thing_opening_a_remark() {
        assert_faithful(&[
            (
                "Gurt lush you've started, me 'ansum. Only thing — 'ee mustn't put the clinic's number on they flyers, use the central line, see.",
                "Flyers: use central line, not the clinic's number.",
            ),
            (
                "Looks great. Only thing: don't post the draft to the public channel.",
                "Don't post the draft to the public channel.",
            ),
            (
                "The choir can have the hall on Fridays. Only thing — they're not to move the piano, it's just been tuned.",
                "Choir: hall on Fridays; don't move the piano (just tuned).",
            ),
            (
                "Members can book the long room. The only thing is, they mustn't use the kitchen after ten.",
                "Members: long room bookable; no kitchen use after 10.",
            ),
        ]);
        assert_changed(&[
            (
                "Only items on the approved list may be posted in the newsletter.",
                "Items on the approved list may be posted in the newsletter.",
            ),
            (
                "Looks great. Only thing: don't post the draft to the public channel.",
                "Post the draft to the public channel.",
            ),
        ]);
    }

    /// An exclusion after "only" ("..., never by the crew") said by the rewrite's "only"
    /// alone; the excluded named in the group, or "only" gone, stay reported.
    #[test]
    fn exclusion_said_by_only() {
        let o = "Explosives magazine keys are signed out by the shotfirer only, never by the blast crew labourers.";
        assert_faithful(&[
            (o, "Only the shotfirer may sign out the magazine keys."),
            (
                "The pool van is driven by staff only, not by volunteers.",
                "Pool van: staff drivers only.",
            ),
            (
                "Refunds are approved by the duty manager only, never by cashiers.",
                "Only the duty manager may approve refunds; cashiers never do.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Only the shotfirer and the blast crew may sign out the magazine keys.",
            ),
            (o, "The shotfirer signs out the magazine keys."),
            (
                "The pool van is driven by staff only, not by volunteers.",
                "Pool van: staff and volunteers only.",
            ),
            (
                "Refunds are approved by the duty manager only, never by cashiers.",
                "Refunds: duty manager or cashiers.",
            ),
        ]);
    }
}
