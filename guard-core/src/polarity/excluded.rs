//! A person a rule names as left out ("only Fiona can sign off vet prescriptions now, not
//! Callum") said by the rewrite as one of those who do it ("Fiona and Callum handle vet
//! prescription sign-offs"): the exclusion turned into an inclusion (corpus29b). And a use a
//! rule forbids listed beside the allowed ones, with corpus37c's other readings from the two
//! texts alone (its `change_missed`, which asks them in turn).

use super::MissedOrDropped;
use super::actors::actor_and_condition_swapped;
use super::bounds_said_again::or_bound_made_exact;
use super::extract::Clause;
use super::gates::content_of;
use super::only_conditions::words_in;
use super::orders::second_case_deleted;
use super::periods::part_of_day_dropped;
use super::questions::hedged_suggestion_reported_as_order;
use super::universals::DETERMINERS;
use super::words::{
    CLAUSE_MARKS, TextReading, Word, all_words, clause_at, has, holds_any_phrase as has_any,
    holds_any_phrase, is_content, negates_or_excludes, part_holding, parts, said, said_in,
    same_spelling, same_word, shared, starts_with_ignore_ascii_case, words,
};
use super::{holds_ignoring_case, is_one_of, negation_count, stems};
use memchr::memmem::Finder;
use std::ops::Range;
use std::sync::LazyLock;

/// Words of a rewrite's sentence that keep a person out, said some other way than a negation
/// ("Fiona only; Callum removed", "Fiona instead of Callum").
const KEEPS_OUT: &[&str] = &[
    "except",
    "excluding",
    "excl",
    "instead",
    "rather",
    "without",
    "nor",
    "minus",
    "removed",
    "revoked",
    "dropped",
    "barred",
    "banned",
    "excluded",
    "longer",
    "anymore",
    "formerly",
    "previously",
    "ex",
];

/// The original's binding sentence `o` leaves out a named person with a contrast ", not
/// Callum" ("(not Callum)", "— not Callum"): a "not" right after a comma, an opening
/// bracket or a dash, before a capitalised word that does not open the sentence. The
/// rewrite names that person in a sentence that says the rule again (two of `o`'s other
/// words kept) with no negation and no word keeping anyone out ([`KEEPS_OUT`]) near the
/// name: "Fiona and
/// Callum handle vet prescription sign-offs", "Callum signs off vet prescriptions". The
/// original's "not Callum" and the rewrite's name, as ranges into each text.
/// The rewrite's sentences are asked for (`after`) only once such a contrast is found.
pub(super) fn excluded_person_included<'a>(
    (original, o): (&str, &Clause),
    (rewrite, after): (&str, impl Fn() -> &'a [Clause]),
) -> Option<(Range<usize>, Range<usize>)> {
    let sentence = original.get(o.range.clone())?;
    // (Screen: most rules hold no "not " at all.)
    let mut from = 0;
    while let Some(at) = sentence.get(from..)?.find("not ").map(|k| k + from) {
        from = at + 4;
        let before = sentence.get(..at)?.trim_end_matches(' ');
        if !before.ends_with([',', '(', '—', '–', '-']) || before.trim().len() <= 1 {
            continue;
        }
        if at > 0 && sentence.as_bytes()[at - 1].is_ascii_alphanumeric() {
            continue;
        }
        let rest = sentence.get(at + 4..)?;
        let Some(name) = name_opening(rest) else {
            continue;
        };
        let start = o.range.start + at;
        let not_name = start..start + 4 + name.len();
        if let Some(named) = named_without_exclusion(name, o, (rewrite, after())) {
            return Some((not_name, named));
        }
    }
    None
}

/// The first place the rewrite names `name` (the whole word, its case kept) with no
/// negation and no [`KEEPS_OUT`] word within three words of it, in a sentence that keeps two
/// or more of `o`'s words besides the name ("Don't send the report to anyone but Fiona and
/// Callum" turns the exclusion though the ban's negation stays).
fn named_without_exclusion(
    name: &str,
    o: &Clause,
    (rewrite, after): (&str, &[Clause]),
) -> Option<Range<usize>> {
    let own = stems::stem(&name.to_ascii_lowercase());
    after.iter().find_map(|r| {
        let text = rewrite.get(r.range.clone())?;
        let words: Vec<&str> = text
            .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '\u{2019}')
            .filter(|w| !w.is_empty())
            .collect();
        let at = words
            .iter()
            .position(|w| w.strip_suffix("'s").unwrap_or(w) == name)?;
        // A negation or a word keeping someone out within three words of the name ("Callum
        // no longer does", "instead of Callum", "not Callum"): the exclusion said again.
        let near = &words[at.saturating_sub(3)..(at + 4).min(words.len())];
        if near
            .iter()
            .any(|w| super::is_negation_word(w) || is_one_of(w, KEEPS_OUT))
        {
            return None;
        }
        let word = words[at];
        let start = r.range.start + (word.as_ptr() as usize - text.as_ptr() as usize);
        let shared = o
            .words
            .iter()
            .filter(|w| !stems::stems_match(&w.stem, &own))
            .filter(|w| r.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem)))
            .count();
        (shared >= 2).then_some(start..start + name.len())
    })
}

/// Words that hold an act to the one named after or before them ("only Delroy", "Delroy
/// alone").
const ONLY: &[&str] = &["only", "just", "solely", "alone", "exclusively"];

/// "nly " ("only", "Only"), the screen of [`only_person_replaced`] (built once).
static NLY: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(b"nly "));

/// A person the original holds an act to ("Boss seh only Delroy fi sign off di cash-up"), in
/// a sentence not in the past, said by the rewrite as held to someone else ("Boss says only
/// the cashier on shift signs off the cash-up"; corpus30): "only" right before a capitalised
/// name (not an all-capitals word), and a sentence of the rewrite that keeps two or more of
/// the sentence's other words and says "only" (or "alone", "just"...), where the rewrite
/// nowhere names the person (nor a word of three letters or more the name begins with:
/// "Del", "Mon"). Asked of originals the rule comparison did not read (a Jamaican "fi" is
/// no "must" to the classifier). The original's "only Delroy" and the rewrite's sentence.
/// The rewrite's sentences are asked for (`after`) only once such a name is found.
pub(super) fn only_person_replaced<'a>(
    (original, before): (&str, &[Clause]),
    (rewrite, after): (&str, impl Fn() -> &'a [Clause]),
) -> Option<(Range<usize>, Range<usize>)> {
    let bytes = original.as_bytes();
    for at in NLY.find_iter(bytes) {
        let Some(start) = at.checked_sub(1) else {
            continue;
        };
        if !matches!(bytes[start], b'o' | b'O')
            || start > 0 && bytes[start - 1].is_ascii_alphanumeric()
        {
            continue;
        }
        let rest = &original[at + 4..];
        let Some(name) = name_opening(rest) else {
            continue;
        };
        let Some(o) = before.iter().find(|c| c.range.contains(&start)) else {
            continue;
        };
        if o.past {
            continue;
        }
        let named = rewrite
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w.len() >= 3 && starts_with_ignore_ascii_case(name, w));
        if named {
            return None;
        }
        let own = stems::stem(&name.to_ascii_lowercase());
        let held = after().iter().find(|r| {
            let says_only = rewrite
                .get(r.range.clone())
                .unwrap_or("")
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| is_one_of(w, ONLY));
            says_only
                && o.words
                    .iter()
                    .filter(|w| !stems::stems_match(&w.stem, &own))
                    .filter(|w| r.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem)))
                    .count()
                    >= 2
        });
        if let Some(r) = held {
            return Some((start..at + 4 + name.len(), r.range.clone()));
        }
    }
    None
}

/// The person's name opening `rest`: a capitalised word of lower-case letters after its
/// capital ("Delroy", "Dami's" read as "Dami"), two letters or more.
fn name_opening(rest: &str) -> Option<&str> {
    let word = rest
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .next()
        .unwrap_or("");
    let name = word.strip_suffix("'s").unwrap_or(word);
    (name.len() >= 2
        && name.starts_with(|c: char| c.is_ascii_uppercase())
        && name.chars().skip(1).all(|c| c.is_ascii_lowercase()))
    .then_some(name)
}

/// "call the district ranger directly, not Dispatch" -> "... call district ranger directly,
/// not Dispatch" beside "radio check to Dispatch": a change quoting the original's "not X"
/// at `from` is no change when the rewrite says "not X" too, in a part holding the last three
/// content words before it ("district ranger directly"). Not "call district ranger or
/// Dispatch", nor "call Dispatch, not district ranger".
pub(super) fn exclusion_said_again((original, from): (&str, &Range<usize>), rewrite: &str) -> bool {
    let Some(quote) = original.get(from.clone()) else {
        return false;
    };
    let Some(x) = quote
        .get(..4)
        .filter(|p| p.eq_ignore_ascii_case("not "))
        .map(|_| quote[4..].trim())
    else {
        return false;
    };
    if x.is_empty() {
        return false;
    }
    let before = words(original, 0..from.start);
    let last: Vec<&str> = content_of(&before).into_iter().rev().take(3).collect();
    let needle = format!("not {x}");
    parts(rewrite).into_iter().any(|p| {
        let part = &rewrite[p.clone()];
        holds_ignoring_case(part, &needle) && {
            let said = content_of(&words(rewrite, p));
            !last.is_empty() && last.iter().all(|w| said.iter().any(|s| same_word(w, s)))
        }
    })
}

/// Words that end the group "only" names before its action ("only sworn analysts may ...").
const GROUP_ENDS: &[&str] = &[
    "may", "can", "could", "must", "should", "will", "fit", "get", "gets", "are", "is", "allowed",
    "have", "has",
];

/// Words after "only" that start no group of actors ("only if", "only after", "only the
/// morning").
const NO_GROUP: &[&str] = &[
    "if", "when", "after", "before", "until", "once", "with", "by", "for", "to", "in", "on", "at",
    "during", "within", "where", "while", "via", "from", "one", "two", "three", "a", "an", "as",
    "then", "up",
];

/// The group of actors "only" names at `ours[k]`: capitalised names after it ("only Chinedu
/// fit sign"), or the words before a modal ("only sworn analysts may"), as word indices.
fn only_group(ours: &[Word<'_>], k: usize) -> Option<Range<usize>> {
    let first = ours.get(k + 1)?.0;
    if is_one_of(first, NO_GROUP) || is_one_of(first, GROUP_ENDS) {
        return None;
    }
    if first.starts_with(|c: char| c.is_uppercase()) {
        let mut end = k + 1;
        while ours.get(end).is_some_and(|(w, _)| {
            w.starts_with(|c: char| c.is_uppercase()) || is_one_of(w, &["and", "or"])
        }) {
            end += 1;
        }
        // A rule, not a report of who did it: a modal follows ("only Chinedu fit sign").
        return ours
            .get(end)
            .is_some_and(|(w, _)| is_one_of(w, GROUP_ENDS))
            .then_some(k + 1..end);
    }
    let end = (k + 1..(k + 8).min(ours.len())).find(|&j| is_one_of(ours[j].0, GROUP_ENDS))?;
    (end > k + 1).then_some(k + 1..end)
}

/// "only Chinedu fit sign off the stallion's vet bills" -> "Ifeoma signs off the stallion's
/// vet bills": the action kept (two of its content words in one part of the rewrite) and the
/// group that alone may do it gone from the whole rewrite: the actor swapped or dropped.
/// "Only sworn analysts may open exhibit bags." -> "Only the agent and sworn analysts may open
/// exhibit bags.": the rewrite's own "only" group holds the original's and a content word the
/// original never says: an actor added.
pub(super) fn only_group_changed(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !has(original, "only ") {
        return None;
    }
    let (mut theirs_all, mut ours_all) = (None, None);
    for s in parts(original) {
        if !has(&original[s.clone()], "only ") {
            continue;
        }
        let ours = words(original, s.clone());
        for k in 0..ours.len() {
            if !ours[k].0.eq_ignore_ascii_case("only") {
                continue;
            }
            // "the only person who can ..." is no group "only" keeps the action to.
            if k > 0 && is_one_of(ours[k - 1].0, DETERMINERS) {
                continue;
            }
            let Some(g) = only_group(&ours, k) else {
                continue;
            };
            let group: Vec<&str> = ours[g.clone()]
                .iter()
                .map(|(w, _)| *w)
                .filter(|w| is_content(w))
                .collect();
            if group.is_empty() {
                continue;
            }
            let action: Vec<&str> = ours[g.end..]
                .iter()
                .map(|(w, _)| *w)
                .filter(|w| is_content(w) && !is_one_of(w, GROUP_ENDS))
                .collect();
            let from = ours[k].1.start..ours[g.end - 1].1.end;
            let theirs_all = theirs_all.get_or_insert_with(|| words(rewrite, 0..rewrite.len()));
            if !group.iter().any(|w| said(theirs_all, w)) {
                for t in parts(rewrite) {
                    let theirs = words(rewrite, t.clone());
                    if action.iter().filter(|w| said(&theirs, w)).count() >= 2 {
                        return Some((from, t));
                    }
                }
                continue;
            }
            for t in parts(rewrite) {
                let theirs = words(rewrite, t.clone());
                for j in 0..theirs.len() {
                    if !theirs[j].0.eq_ignore_ascii_case("only") {
                        continue;
                    }
                    let Some(h) = only_group(&theirs, j) else {
                        continue;
                    };
                    let named = &theirs[h.clone()];
                    let joined = named.iter().any(|(w, _)| is_one_of(w, &["and", "or"]))
                        || rewrite[named[0].1.start..named[named.len() - 1].1.end]
                            .contains([',', '&', '/']);
                    if joined
                        && group.iter().all(|w| said(named, w))
                        && named.iter().any(|(w, _)| {
                            is_content(w)
                                && !said(
                                    ours_all
                                        .get_or_insert_with(|| words(original, 0..original.len())),
                                    w,
                                )
                        })
                    {
                        return Some((from, theirs[j].1.start..named[named.len() - 1].1.end));
                    }
                }
            }
        }
    }
    None
}

/// "Anyone who isn't staff stays behind the rope" -> "Staff stay behind the rope": the one
/// thing a rule's actor is not ("anyone", "anybody", "whoever", "those"... "who isn't",
/// "who doesn't have"...: its first content word) named by the rewrite with no negation
/// near it ("non-staff", "not on the rota", "except staff", "uncertified" keep it), or held
/// to it ("Not staff only", "Staff only"). The negation's range and the rewrite's word.
pub(super) fn excluded_actor_included(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !holds_ignoring_case(original, "who ") && !holds_ignoring_case(original, "whoever ") {
        return None;
    }
    let o_words = super::screened::words(original);
    let (negation, key) = o_words.iter().enumerate().find_map(|(k, w)| {
        if !matches!(w.lower.as_str(), "who" | "who's" | "whoever" | "that") {
            return None;
        }
        // The actor opens its clause ("Anyone who isn't staff stays ..."; not "... leaves
        // with anyone who isn't on their list").
        let opens = |at: usize| at == 0 || super::screened::cut(&o_words[at - 1].lower);
        let actor = (w.lower == "whoever" && opens(k))
            || k > 0
                && opens(k - 1)
                && matches!(
                    o_words[k - 1].lower.as_str(),
                    "anyone"
                        | "anybody"
                        | "everyone"
                        | "everybody"
                        | "someone"
                        | "those"
                        | "people"
                        | "staff"
                        | "visitors"
                        | "guests"
                        | "users"
                        | "customers"
                );
        if !actor {
            return None;
        }
        // "who isn't", "who is not", "who doesn't have", "who's not".
        let mut j = k + 1;
        let mut negation = None;
        while let Some(x) = o_words.get(j).filter(|_| j <= k + 3) {
            if super::screened::is_negation(&x.lower) {
                negation = Some(x.range.clone());
                j += 1;
                break;
            }
            if !matches!(
                x.lower.as_str(),
                "is" | "are" | "'s" | "does" | "do" | "has" | "have"
            ) && !x.lower.ends_with("'s")
            {
                return None;
            }
            j += 1;
        }
        let negation = negation?;
        let key = o_words[j..].iter().take(4).find(|x| {
            !super::screened::function_word(&x.lower)
                && !matches!(
                    x.lower.as_str(),
                    "hold"
                        | "holding"
                        | "got"
                        | "carry"
                        | "carrying"
                        | "wear"
                        | "wearing"
                        | "been"
                        | "yet"
                        | "already"
                        | "currently"
                        | "one"
                        | "officially"
                        | "done"
                        | "completed"
                        | "passed"
                        | "finished"
                        | "attended"
                        | "signed"
                        | "taken"
                        | "had"
                        | "received"
                        | "paid"
                )
        })?;
        Some((negation, key.lower.clone()))
    })?;
    if super::screened::cut(&key) {
        return None;
    }
    let r_words = super::screened::words(rewrite);
    let mut plain = None;
    // The same word, or one of its forms ("induction", "inducted").
    let same = |w: &str| {
        let common = w
            .bytes()
            .zip(key.bytes())
            .take_while(|(a, b)| a == b)
            .count();
        super::screened::stem(w) == super::screened::stem(&key) || common >= 5
    };
    for (m, r) in r_words.iter().enumerate() {
        let w = r.lower.as_str();
        // "non-staff", "uncertified", "off-shift" keep the negation; "on-shift" does not.
        let glued = ["non-", "non", "un", "in", "not-", "off-"]
            .iter()
            .any(|p| w.strip_prefix(p).is_some_and(same));
        if glued {
            return None;
        }
        let last = w.rsplit('-').next().unwrap_or(w);
        if !same(w) && !same(last) {
            continue;
        }
        let only = r_words.get(m + 1).is_some_and(|x| x.lower == "only");
        let negated = r_words[m.saturating_sub(3)..m]
            .iter()
            .rev()
            .take_while(|x| !super::screened::cut(&x.lower))
            .any(|x| {
                super::screened::is_negation(&x.lower)
                    || matches!(
                        x.lower.as_str(),
                        "except"
                            | "excluding"
                            | "other"
                            | "outside"
                            | "lacking"
                            | "minus"
                            | "unless"
                            | "but"
                    )
            });
        if negated && !only {
            return None;
        }
        plain.get_or_insert(r.range.clone());
    }
    plain.map(|to| (negation, to))
}

/// Words that keep a thing out of a rule in a rewrite ("not", "except", "excl.").
const EXCLUDES: &[&str] = &[
    "forbidden",
    "prohibited",
    "banned",
    "disallowed",
    "denied",
    "deny",
    "off-limits",
    "not",
    "no",
    "never",
    "none",
    "except",
    "excluding",
    "excl",
    "exempt",
    "excluded",
    "but",
    "only",
    "without",
    "bar",
    "barring",
    "apart",
    "besides",
    "other",
];

/// "Staff discount on merch is 20% — but not on the limited-edition bottles." -> "Staff
/// discount on merch and limited-edition bottles is 20%.": what a "but not (on, for, in, to)"
/// tail keeps out of the rule said in the rewrite, with no word that keeps anything out
/// ("not", "except", "excl.", "only", "≠", "✗"): the exclusion dropped, its thing let in.
/// The tail ends at its clause's mark (the reason after "— it's never been passivated" is
/// not what is kept out); its thing is said when its head, the tail's last content word, and
/// at least half its content words are ("but not during hot shoeing" -> "during trims and
/// shoeing", "but not for anything with sulphur dyes" -> "OK for reactive blues and sulphur
/// dyes"; "anything", "any" name no thing).
pub(super) fn exclusion_tail_merged(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !o.has("but not") {
        return None;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    if theirs
        .iter()
        .any(|(w, _)| is_one_of(w, EXCLUDES) || w.ends_with("n't"))
        || rewrite.contains(['≠', '✗', '✘', '🚫', '×'])
    {
        return None;
    }
    for p in parts(original) {
        let ours = words(original, p.clone());
        let Some(k) = ours.windows(2).position(|pair| {
            pair[0].0.eq_ignore_ascii_case("but") && pair[1].0.eq_ignore_ascii_case("not")
        }) else {
            continue;
        };
        let tail = clause_at(original, ours[k + 1].1.end);
        let tail_words = ours[k + 2..]
            .iter()
            .take_while(|(_, at)| at.end <= tail.end);
        let Some((_, last)) = tail_words.clone().last() else {
            continue;
        };
        let excluded: Vec<&Word<'_>> = tail_words
            .filter(|(w, _)| is_content(w) && !is_one_of(w, INDEFINITES))
            .collect();
        let said_count = excluded
            .iter()
            .filter(|(w, _)| said_in(&theirs, rewrite, w))
            .count();
        if excluded
            .last()
            .is_some_and(|(head, _)| said_in(&theirs, rewrite, head))
            && 2 * said_count >= excluded.len()
        {
            return Some((ours[k].1.start..last.end, 0..rewrite.len()));
        }
    }
    None
}

/// Words that stand for any thing at all, naming none ("anything with sulphur dyes").
const INDEFINITES: &[&str] = &["anything", "any", "anyone", "anybody", "something"];

/// Words that keep a use or a thing out, besides the negations ("equipment excluded").
const KEEPS_A_USE_OUT: &[&str] = &[
    "except",
    "excl",
    "excluding",
    "excluded",
    "exclude",
    "excludes",
    "banned",
    "forbidden",
    "prohibited",
    "barred",
    "without",
    "disallowed",
    "off-limits",
    "nor",
];

/// The part of `text` holding byte `at` keeps something out: a negation, a word of
/// [`KEEPS_A_USE_OUT`] or a cross ("✗").
fn part_keeps_out(text: &str, at: usize) -> bool {
    part_holding(text, at).is_none_or(|p| {
        let part = &text[p];
        negation_count(part) > 0
            || has_any(part, KEEPS_A_USE_OUT)
            || part.contains(['\u{2717}', '\u{2718}', '\u{d7}', '\u{1f6ab}'])
    })
}

/// "The donation jar money is for food and meds; it can't be spent on equipment." ->
/// "Donation jar: food, meds and equipment.": a use a rule forbids ("can't be spent on X",
/// "cannot be used for X", "not to be booked for X") said again in the rewrite with no
/// negation or exclusion in its part: the ban turned into leave. "Donation jar: food, meds
/// (no equipment)" keeps it.
fn forbidden_use_listed(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: "be" and a negation in the original.
    if !o.holds_any_phrase(&["be"]) || o.negation_count() == 0 {
        return None;
    }
    let ow = o.words();
    let k = (0..ow.len()).find(|&k| {
        let be = match ow.get(k + 1) {
            Some((w, _)) if is_one_of(w, &["to"]) => k + 2,
            _ => k + 1,
        };
        super::is_negation_word(ow[k].0)
            && ow.get(be).is_some_and(|(w, _)| is_one_of(w, &["be"]))
            && ow
                .get(be + 2)
                .is_some_and(|(w, _)| is_one_of(w, &["on", "for"]))
    })?;
    let at = if is_one_of(ow[k + 1].0, &["to"]) {
        k + 5
    } else {
        k + 4
    };
    // The noun the use is for: the last content word of the run after "on" ("for"), up to
    // the next mark ("equipment", "new equipment").
    let mut last = None;
    for i in at..ow.len().min(at + 4) {
        if i > at && !o.text[ow[i - 1].1.end..ow[i].1.start].trim().is_empty() {
            break;
        }
        if is_content(ow[i].0) {
            last = Some(i);
        }
    }
    let noun = last?;
    // A use, not an amount ("cannot be scheduled for more than three early starts").
    let amount = (at..=noun).any(|i| {
        ow[i].0.starts_with(|c: char| c.is_ascii_digit())
            || crate::classify::numbers::word_value(&ow[i].0.to_ascii_lowercase()).is_some()
            || is_one_of(
                ow[i].0,
                &["more", "less", "fewer", "than", "longer", "over", "under"],
            )
    });
    if amount {
        return None;
    }
    let key = &o.keys()[noun];
    let rw = r.words();
    let said: Vec<usize> = (0..rw.len()).filter(|&j| r.keys()[j].same(key)).collect();
    let first = *said.first()?;
    said.iter()
        .all(|&j| !part_keeps_out(r.text, rw[j].1.start))
        .then(|| (ow[k].1.start..ow[noun].1.end, rw[first].1.clone()))
}

/// Changes read from the two texts alone, when nothing else was found (corpus37c's, asked in
/// this order): a forbidden use listed, an "or below" dropped, a part of day dropped, a hedged
/// suggestion reported as an order, an actor and a condition's party swapped, a second case
/// deleted.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<MissedOrDropped> {
    let as_ = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, Some(t));
    forbidden_use_listed(o, r)
        .map(as_("prohibition became mention"))
        .or_else(|| or_bound_made_exact(o, r).map(as_("bound dropped")))
        .or_else(|| part_of_day_dropped(o, r).map(as_("scope changed")))
        .or_else(|| hedged_suggestion_reported_as_order(o, r).map(as_("modality strengthened")))
        .or_else(|| actor_and_condition_swapped(o, r).map(as_("scope changed")))
        .or_else(|| second_case_deleted(o, r).map(|(f, t)| ("constraint deleted", f, t)))
}

/// Words that take someone off a duty ("Callum removed", "Callum no longer does").
const REMOVALS: &[&str] = &[
    "removed",
    "barred",
    "banned",
    "exempt",
    "exempted",
    "dropped",
    "revoked",
    "withdrawn",
    "suspended",
    "longer",
];

/// Determiners before a party named after "not" ("not the purser").
const PARTY_DETERMINERS: &[&str] = &["the", "a", "an", "my", "your", "our", "their", "his", "her"];

/// Words after "not" that open no party: a place, a time, a degree ("not in the cabin", "not
/// after", "not sooner", "not even").
const NO_PARTY: &[&str] = &[
    "in", "on", "at", "to", "for", "from", "with", "by", "into", "onto", "after", "before",
    "sooner", "later", "earlier", "even", "just", "only", "yet", "now", "ever", "always", "all",
    "until", "till", "when", "if", "that", "this", "because", "so", "too", "once", "more", "less",
    "again", "here", "there", "inside", "outside", "over", "under", "during", "via",
];

/// "The lav smoke detector check is done by the crew member at door 2L, not the purser." ->
/// "Lav smoke detector check: purser, not 2L.", "the bursar pays the coach deposit, not the
/// trip lead" -> "trip lead pays coach deposit": the party a rule excludes after a comma or a
/// dash ("..., not the purser", one to three words closing the clause, said nowhere else in
/// the original) named in the rewrite in a clause with no negation: the one excluded is now
/// the one picked. "not in the first aid bag" names a place, not a party; "Purser does it,
/// not 2L" -> "2L doesn't do it" keeps the exclusion.
pub(super) fn excluded_named_as_chosen(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    if !o.holds_phrase("not") {
        return None;
    }
    let (ow, rw) = (o.words(), r.words());
    (1..ow.len()).find_map(|i| {
        let (w, at) = &ow[i];
        let before = o.text.get(ow[i - 1].1.end..at.start)?;
        if !w.eq_ignore_ascii_case("not") || !before.contains([',', '—', '–', ';']) {
            return None;
        }
        let first = i
            + 1
            + usize::from(
                ow.get(i + 1)
                    .is_some_and(|(d, _)| is_one_of(d, PARTY_DETERMINERS)),
            );
        let opens = ow.get(first)?;
        if is_one_of(opens.0, NO_PARTY) || !is_content(opens.0) {
            return None;
        }
        // The party: up to three words with only spaces between them, closing the clause.
        let mut last = first;
        while last + 1 < ow.len()
            && last < first + 2
            && o.text[ow[last].1.end..ow[last + 1].1.start]
                .trim()
                .is_empty()
        {
            last += 1;
        }
        let after = o.text.get(ow[last].1.end..)?;
        let closes = last + 1 == ow.len() && after.trim().chars().all(|c| !c.is_alphanumeric())
            || after.trim_start().starts_with(CLAUSE_MARKS);
        let party: Vec<&str> = ow[first..=last]
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w))
            .collect();
        let elsewhere = |w: &str| {
            ow.iter()
                .enumerate()
                .any(|(k, (x, _))| !(first..=last).contains(&k) && same_spelling(x, w))
        };
        if !closes || party.is_empty() || party.iter().any(|w| elsewhere(w)) {
            return None;
        }
        let said: Vec<&Word<'_>> = party
            .iter()
            .map(|w| rw.iter().find(|(x, _)| same_spelling(x, w)))
            .collect::<Option<_>>()?;
        let to = said[0].1.clone();
        let clause = clause_at(r.text, to.start);
        // "bullet points over paragraphs", "X rather than Y": the party set against another.
        let set_against = words_in(rw, &(clause.start..to.start))
            .last()
            .is_some_and(|(w, _)| is_one_of(w, &["over", "than", "vs", "versus", "not", "non"]));
        // "Callum removed", "agency staff no longer do it": the party taken off the duty.
        let removed = words_in(rw, &clause)
            .iter()
            .any(|(w, _)| is_one_of(w, REMOVALS));
        // The party's sentence speaks of the rule: a content word of the original besides
        // the party, or none but the party ("go by the forecast"); "Callum handles feed
        // invoices" tells of another duty.
        let sentence = super::words::part_holding(r.text, to.start).unwrap_or(clause.clone());
        let others: Vec<&str> = words_in(rw, &sentence)
            .iter()
            .map(|(x, _)| *x)
            .filter(|x| is_content(x) && !party.iter().any(|p| same_spelling(p, x)))
            .collect();
        let of_the_rule = others.is_empty()
            || others
                .iter()
                .any(|x| ow.iter().any(|(w, _)| same_spelling(w, x)));
        (of_the_rule && !negates_or_excludes(words_in(rw, &clause)) && !set_against && !removed)
            .then(|| ("scope changed", at.start..ow[last].1.end, to))
    })
}

/// Words and phrases that keep a thing out ("exclude", "keep ... away from", "quiet hours").
pub(super) const EXCLUDING: &[&str] = &[
    "exclude",
    "excludes",
    "excluded",
    "excluding",
    "away from",
    "keep off",
    "keep out",
    "off-limits",
    "barred",
    "banned",
    "prohibited",
    "forbidden",
    "quiet hours",
    "not permitted",
    "not allowed",
    "never",
    "blocked",
];

/// "Libraries with a peak below 250 bp don't go on the NovaSeq run." -> "NovaSeq: exclude
/// libraries with peak <250 bp."; "no one pours red wine near the bride's dress" -> "Keep red
/// wine away from the bride's dress": a ban said by a word that keeps a thing out
/// ("exclude", "away from", "off-limits", "never") in a part of the rewrite that says two of
/// the banned part's content words, the word of exclusion not the original's own ("don't
/// exclude X" -> "exclude X" is still read), in a rewrite that gives no leave.
pub(super) fn ban_said_as_exclusion(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let banned = &original[part.clone()];
    if holds_any_phrase(banned, EXCLUDING) {
        return false;
    }
    let ours = words(original, part.clone());
    // Every name the ban says ("Auntie Efua") said in the rewrite: "Uncle Kofi away from
    // the speakers" moves someone else.
    let theirs_all = all_words(rewrite);
    let named = ours.iter().filter(|(w, r)| {
        r.start > part.start
            && w.starts_with(|c: char| c.is_uppercase())
            && is_content(w)
            && !original[..r.start]
                .trim_end()
                .ends_with(['.', ':', '—', '\n'])
    });
    if named
        .clone()
        .any(|(w, _)| !theirs_all.iter().any(|(v, _)| same_word(w, v)))
    {
        return false;
    }
    // ("Don't publish to Steam or to itch" -> "forbidden: publish to Steam; allowed: publish
    // to itch", "may share with the team, but not with clients" -> "allowed: clients;
    // forbidden: team": a rewrite that gives leave may give it to what was banned.)
    !holds_any_phrase(
        rewrite,
        &["allowed", "permitted", "may", "ok to", "fine to"],
    ) && parts(rewrite).into_iter().any(|t| {
        holds_any_phrase(&rewrite[t.clone()], EXCLUDING) && shared(&ours, &words(rewrite, t)) >= 2
    })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// The group "only" names gone while its action is kept, or joined by an actor the
    /// original never names, is reported; the group kept, said apart, is not.
    #[test]
    fn the_group_only_names_swapped_or_widened() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Only sworn analysts may open exhibit bags.",
                    "Only the agent and sworn analysts may open exhibit bags.",
                ),
                (
                    "Only sworn analysts may open exhibit bags.",
                    "Only sworn analysts or interns can open exhibit bags.",
                ),
                (
                    "[Telegram] Ifeoma: abeg, only Chinedu fit sign off the stallion's vet bills\n[Telegram] Tunde: ok o\n[Telegram] Ifeoma: I go handle the feed order myself",
                    "Ifeoma signs off the stallion's vet bills and handles the feed order.",
                ),
            ],
        );
        for (o, r) in [
            (
                "Only sworn analysts may open exhibit bags.",
                "Exhibit bags: sworn analysts only.",
            ),
            (
                "Only sworn analysts may open exhibit bags.",
                "Only sworn analysts may open exhibit bags and seals.",
            ),
            (
                "[Telegram] Ifeoma: abeg, only Chinedu fit sign off the stallion's vet bills",
                "Stallion's vet bills: Chinedu signs off, no one else.",
            ),
            (
                "Only Sam and Priya may open exhibit bags.",
                "Only Priya and Sam may open exhibit bags.",
            ),
            (
                "Only the CFO can approve budget changes.",
                "Budget changes need the CFO's approval; nobody else can approve them.",
            ),
            (
                "During an incident, the incident commander is the only person who can declare it resolved.",
                "Incidents: only IC declares resolved.",
            ),
            // Who did it, in the past: a report, no rule.
            (
                "Only Priya ordered the stock for the bar last week.",
                "Only the bar manager ordered stock for the bar.",
            ),
            (
                "Water the ferns only if the soil is dry.",
                "Water ferns when the soil is dry.",
            ),
        ] {
            assert!(super::only_group_changed(o, r).is_none(), "{o} -> {r}");
        }
    }

    /// The one thing an actor is not, named by the rewrite without its negation, is
    /// reported; "non-", "un-", "not", "except" keep it.
    #[test]
    fn the_actor_of_anyone_who_isnt_inverted() {
        assert_changed(&[
            (
                "Anyone who isn't staff stays behind the rope.",
                "Staff stay behind the rope.",
            ),
            (
                "Anyone who isn't a member pays the door fee.",
                "Members pay the door fee.",
            ),
            (
                "Anyone who doesn't have a badge gets escorted.",
                "Badge holders get escorted.",
            ),
            (
                "Anyone who isn't staff must stay behind the rope.",
                "Not staff only: behind the rope.",
            ),
        ]);
        assert_faithful(&[
            (
                "Anyone who isn't staff stays behind the rope.",
                "Non-staff stay behind the rope.",
            ),
            (
                "Anyone who isn't a member pays the door fee.",
                "Non-members pay the door fee.",
            ),
            (
                "Anyone who isn't staff must stay behind the rope.",
                "Everyone except staff stays behind the rope.",
            ),
        ]);
    }

    /// The actor of a clause inside the rule ("leaves with anyone who isn't on their list")
    /// is not read: "only" there restricts the set by its members.
    #[test]
    fn an_excluded_person_inside_a_clause_is_not_the_actor() {
        assert_faithful(&[(
            "Kindly ensure no child leaves the premises with anyone who isn't on their collection list.",
            "Children may only leave the premises with people on their collection list.",
        )]);
        assert_changed(&[(
            "Anybody who hasn't done the induction stays off the shop floor.",
            "Inducted staff stay off the shop floor.",
        )]);
        assert_faithful(&[(
            "Anybody who hasn't done the induction stays off the shop floor.",
            "Uninducted staff stay off the shop floor.",
        )]);
    }

    /// What a "but not" tail keeps out said with the rule and no word of exclusion is let in;
    /// the exclusion said again in any form is not.
    #[test]
    fn exclusion_tail_merged() {
        let o = "Staff discount on merch is 20% — but not on the limited-edition bottles.";
        assert_reports(
            "negation dropped",
            &[(
                o,
                "Staff discount on merch and limited-edition bottles is 20%.",
            )],
        );
        assert_changed(&[
            (
                o,
                "Staff discount: 20% on merch and limited-edition bottles.",
            ),
            (
                "Volunteers get free parking on weekdays, but not on match days.",
                "Volunteers: free parking on weekdays and match days.",
            ),
        ]);
        assert_faithful(&[
            (
                o,
                "Staff discount: 20% on merch, excl. limited-edition bottles.",
            ),
            (
                o,
                "Staff discount 20% on merch; limited-edition bottles not included.",
            ),
            (
                "Volunteers get free parking on weekdays, but not on match days.",
                "Volunteers: free weekday parking (except match days).",
            ),
        ]);
    }

    /// An exclusion said by a JSON note's "forbidden" list is kept; a duty lifted ("aren't
    /// required") said as "optional" is kept.
    #[test]
    fn exclusion_in_a_forbidden_list_and_a_duty_lifted() {
        assert_faithful(&[
            (
                "You may share the slides with the team, but not with clients.",
                r#"{"allowed": ["share slides with team"], "forbidden": ["share slides with clients"]}"#,
            ),
            (
                "Masks aren't required in the lobby.",
                "Masks optional in lobby.",
            ),
            (
                "You don't need to write tests for prototypes.",
                "Tests are optional for prototypes.",
            ),
        ]);
    }

    /// A use a rule forbids listed beside the allowed ones is reported; kept out, it is not.
    #[test]
    fn forbidden_use_listed() {
        assert_reports(
            "prohibition became mention",
            &[
                (
                    "The donation jar money is for food and meds; it can't be spent on equipment.",
                    "Donation jar: food, meds and equipment.",
                ),
                (
                    "The petty cash covers stationery and milk; it cannot be spent on alcohol.",
                    "Petty cash: stationery, milk, alcohol.",
                ),
                (
                    "The travel grant is not to be used for conference fees, only for flights.",
                    "Travel grant: flights and conference fees.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The donation jar money is for food and meds; it can't be spent on equipment.",
                "Donation jar: food and meds (equipment excluded).",
            ),
            (
                "The petty cash covers stationery and milk; it cannot be spent on alcohol.",
                "Petty cash: stationery and milk (alcohol excluded).",
            ),
            // An amount, not a use.
            (
                "Drivers cannot be rostered for more than four night shifts in a row.",
                "Drivers: max 4 night shifts in a row.",
            ),
        ]);
    }

    /// A "but not" tail's thing let in by its head and half its words (a modifier dropped,
    /// "anything" naming nothing), the tail ending at its clause's mark, is reported; the
    /// exclusion kept, or only the rule's own thing said, is not.
    #[test]
    fn exclusion_tail_head_merged() {
        let owners = "Owners can hold their own horse during a trim if they want, but not during \
                      hot shoeing.";
        let kettle = "Backup kettle is fine for the reactive blues, but not for anything with \
                      sulphur dyes. It has never been passivated.";
        assert_reports(
            "negation dropped",
            &[
                (
                    owners,
                    "Owners can hold their own horse during trims and shoeing.",
                ),
                (
                    kettle,
                    "Backup kettle OK for reactive blues and sulphur dyes.",
                ),
            ],
        );
        assert_faithful(&[
            (
                owners,
                "Owners can hold their own horse during trims, except hot shoeing.",
            ),
            (
                kettle,
                "Backup kettle: reactive blues yes, sulphur dyes no (not passivated).",
            ),
        ]);
    }
}
