//! Readings from the blind corpus s33b (corpus33b, rewrites): changes the rule comparison did
//! not see, read from the two texts alone when nothing else was found, each behind a cheap
//! byte screen before any sentence is read.

use super::words::{MODALS, Word, WordKey, is_content, part_holding, parts, same_word, words};
use super::{anchored_windows, is_one_of};
use std::ops::Range;

/// Words that put a rule on a whole group ("everyone pays", "all invoices").
const UNIVERSALS: &[&str] = &[
    "all",
    "every",
    "each",
    "any",
    "everyone",
    "everybody",
    "everything",
    "anyone",
    "anybody",
    "nobody",
    "no-one",
    "whole",
    "entire",
];

/// Units of length, mass and volume a bare "in" (inches) can stand in for.
const UNITS: &[&str] = &[
    "mm",
    "cm",
    "m",
    "km",
    "millimetre",
    "millimetres",
    "millimeter",
    "millimeters",
    "centimetre",
    "centimetres",
    "centimeter",
    "centimeters",
    "metre",
    "metres",
    "meter",
    "meters",
    "ft",
    "foot",
    "feet",
    "yd",
    "yard",
    "yards",
    "kg",
    "g",
    "lb",
    "lbs",
    "oz",
    "ml",
    "l",
];

/// `text` holds `w` (lower case) as written, capitalised or in capitals: only the windows
/// of [`anchored_windows`] are compared.
pub(super) fn has(text: &str, w: &str) -> bool {
    let w = w.as_bytes();
    let Some((first, rest)) = w.split_first() else {
        return true;
    };
    anchored_windows(text.as_bytes(), w).any(|window| {
        ((window[0] == *first || window[0] == first.to_ascii_uppercase()) && &window[1..] == rest)
            || window
                .iter()
                .zip(w)
                .all(|(t, c)| *t == c.to_ascii_uppercase())
    })
}

/// `w` is said in `ws`, case, plural and ending aside.
pub(super) fn said(ws: &[Word<'_>], w: &str) -> bool {
    // (`w` read once for all its compares.)
    let w = WordKey::of(bare(w));
    ws.iter().any(|(x, _)| w.same_as_word(bare(x)))
}

/// `w` without a possessive "'s" ("CFO's" -> "CFO").
fn bare(w: &str) -> &str {
    w.strip_suffix("'s")
        .or_else(|| w.strip_suffix("\u{2019}s"))
        .unwrap_or(w)
}

/// Words that open a noun phrase ("the yearling colts").
const DETERMINERS: &[&str] = &[
    "the", "these", "those", "this", "that", "our", "your", "their", "its", "his", "her", "my",
];

/// The numbers of `text` followed by a bare "in" that ends the part ("10 in.", "10 in",
/// "10 in;"): inches said by their short name, which reads as a preposition. Each as its
/// digits and the range of the number and "in".
fn bare_inches(text: &str) -> Vec<(&str, Range<usize>)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    for at in memchr::memmem::find_iter(b, b" in") {
        let after = at + 3;
        // The part ends after "in" ("10 in.", "10 in;", "10 in"): "10 in the box" is a place.
        if b.get(after)
            .is_some_and(|c| !matches!(c, b'.' | b',' | b';' | b':' | b')' | b'\n'))
        {
            continue;
        }
        let mut start = at;
        while start > 0 && (b[start - 1].is_ascii_digit() || b[start - 1] == b'.') {
            start -= 1;
        }
        let digits = text[start..at].trim_start_matches('.');
        if digits.is_empty() || !digits.as_bytes()[0].is_ascii_digit() {
            continue;
        }
        out.push((digits, at - digits.len()..after));
    }
    out
}

/// The unit that follows the number `digits` in `text` ("10 cm", "10cm"), as its range with
/// the number's.
fn unit_after(text: &str, digits: &str) -> Option<Range<usize>> {
    let b = text.as_bytes();
    for (at, _) in text.match_indices(digits) {
        if at > 0 && (b[at - 1].is_ascii_digit() || b[at - 1] == b'.') {
            continue;
        }
        let rest = &text[at + digits.len()..];
        if rest.starts_with(|c: char| {
            c.is_ascii_digit() || c == '.' && rest.len() > 1 && rest.as_bytes()[1].is_ascii_digit()
        }) {
            continue;
        }
        let skipped = rest.len() - rest.trim_start_matches(' ').len();
        let unit: &str = rest[skipped..]
            .split(|c: char| !c.is_ascii_alphabetic())
            .next()
            .unwrap_or("");
        if !unit.is_empty() && is_one_of(unit, UNITS) {
            return Some(at..at + digits.len() + skipped + unit.len());
        }
    }
    None
}

/// "Splice tails should be at least 10 cm long." -> "Splice tails: at least 10 in.": the same
/// number with a unit of length or mass on one side and a bare "in" (inches) ending the part
/// on the other: the unit changed. "10 inches" -> "10 in." is the same unit; "10 in the box"
/// is a preposition.
fn inches_for_another_unit(
    original: &str,
    rewrite: &str,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    for (digits, to) in bare_inches(rewrite) {
        if let Some(from) = unit_after(original, digits) {
            return Some(("unit changed", from, to));
        }
    }
    for (digits, from) in bare_inches(original) {
        if let Some(to) = unit_after(rewrite, digits) {
            return Some(("unit changed", from, to));
        }
    }
    None
}

/// "Everyone pays the full entry fee, except volunteers who worked last year's race." ->
/// "Everyone pays the full entry fee.": a rule on a whole group ("everyone", "all", or said
/// with a modal) with an exception ("except ..."), said again (two of its content words in
/// one part of the rewrite) with none of the exception's content words anywhere: the
/// exception dropped. A narrative "except" without a group or a modal ("We stayed until 6,
/// except Tom") is not read.
fn exception_dropped(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !has(original, "except") {
        return None;
    }
    let theirs_all = words(rewrite, 0..rewrite.len());
    for s in parts(original) {
        let ours = words(original, s.clone());
        let Some(k) = ours
            .iter()
            .position(|(w, _)| w.eq_ignore_ascii_case("except"))
        else {
            continue;
        };
        let before = &ours[..k];
        if !before
            .iter()
            .any(|(w, _)| is_one_of(w, UNIVERSALS) || is_one_of(w, MODALS))
        {
            continue;
        }
        let exception: Vec<&str> = ours[k + 1..]
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w) && !w.eq_ignore_ascii_case("for"))
            .collect();
        if exception.is_empty() || exception.iter().any(|w| said(&theirs_all, w)) {
            continue;
        }
        let rule: Vec<&str> = before
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w))
            .collect();
        for t in parts(rewrite) {
            let theirs = words(rewrite, t.clone());
            if rule.iter().filter(|w| said(&theirs, w)).count() >= 2 {
                return Some((ours[k].1.start..s.end, t));
            }
        }
    }
    None
}

/// "Bring the yearling colts in before dusk." -> "Bring all yearlings in before dusk.": the
/// rewrite puts "all" ("every", "each", "any") before a word of a phrase whose other content
/// word next to it it drops, where the original had no such word: the group widened to all of
/// a wider kind. "the yearlings" -> "all yearlings", "the yearling colts" -> "all yearling
/// colts" are not read.
fn universal_over_a_shortened_phrase(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !(has(rewrite, "all ")
        || has(rewrite, "every ")
        || has(rewrite, "each ")
        || has(rewrite, "any "))
    {
        return None;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    if !theirs
        .windows(2)
        .any(|p| is_one_of(p[0].0, &["all", "every", "each", "any"]) && is_content(p[1].0))
    {
        return None;
    }
    let ours = words(original, 0..original.len());
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
                    && !said(&theirs, z)
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
fn only_group_changed(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
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

/// Where a list of examples starts after its umbrella: a dash, a colon, "such as",
/// "including", "e.g.", "namely".
fn list_start(part: &str) -> Option<usize> {
    for intro in [
        "—",
        "–",
        " - ",
        ": ",
        "such as ",
        "including ",
        "e.g. ",
        "namely ",
    ] {
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
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    // (The universal first: its search is the cheaper.)
    if !(has(original, "all ") || has(original, "any ") || has(original, "every "))
        || ![
            "—",
            "–",
            " - ",
            ": ",
            "such as ",
            "including ",
            "e.g. ",
            "namely ",
        ]
        .iter()
        .any(|i| original.contains(i))
    {
        return None;
    }
    let mut theirs_all = None;
    for s in parts(original) {
        let part = &original[s.clone()];
        let Some(at) = list_start(part) else { continue };
        let theirs_all: &[Word<'_>] =
            theirs_all.get_or_insert_with(|| words(rewrite, 0..rewrite.len()));
        let head = words(original, s.start..s.start + at);
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
                words(original, from..from + i.len())
                    .into_iter()
                    .filter(|(w, _)| is_content(w))
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
            let theirs = words(rewrite, t.clone());
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

/// The searchers of [`closed_to_added`]'s two phrases, built once (`str::find` builds its
/// searcher at every call, and the check asks every pair).
static CLOSED_TO: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new("closed to "));
/// The second of [`CLOSED_TO`]'s pair.
static OFF_LIMITS_TO: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new("off-limits to "));

/// "Let guests use the drying room after 22:00." -> "Drying room: closed to guests after
/// 22:00.": the rewrite closes a place to a group ("closed to", "off-limits to") the original
/// lets in, with no word of a ban or a closing anywhere: a negation added. "Don't let guests
/// use ..." is a ban ([`closed_to_for_do_not_let`]).
fn closed_to_added(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    let at = CLOSED_TO
        .find(rewrite.as_bytes())
        .or_else(|| OFF_LIMITS_TO.find(rewrite.as_bytes()))?;
    let ours = words(original, 0..original.len());
    let bans = ours.iter().any(|(w, _)| {
        is_negation(w)
            || is_one_of(
                w,
                &[
                    "closed",
                    "close",
                    "shut",
                    "off-limits",
                    "forbidden",
                    "banned",
                    "prohibited",
                    "barred",
                    "only",
                ],
            )
    });
    if bans {
        return None;
    }
    let t = part_holding(rewrite, at)?;
    Some((0..original.len(), t))
}

/// Changes read from the two texts alone: the kind and the two ranges.
pub(super) fn change_missed(
    original: &str,
    rewrite: &str,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    inches_for_another_unit(original, rewrite)
        .or_else(|| exception_dropped(original, rewrite).map(|(f, t)| ("condition dropped", f, t)))
        .or_else(|| closed_to_added(original, rewrite).map(|(f, t)| ("negation added", f, t)))
        .or_else(|| {
            universal_over_a_shortened_phrase(original, rewrite)
                .or_else(|| only_group_changed(original, rewrite))
                .or_else(|| universal_narrowed_to_an_item(original, rewrite))
                .map(|(f, t)| ("scope changed", f, t))
        })
}

/// A word that negates what follows ("can't", "no", "never", "cannot").
fn is_negation(w: &str) -> bool {
    is_one_of(
        w,
        &["not", "no", "never", "cannot", "nobody", "no-one", "none"],
    ) || w.to_ascii_lowercase().ends_with("n't")
        || w.to_ascii_lowercase().ends_with("n\u{2019}t")
}

/// The clause of `text` from byte `at` to the first comma, dash, semicolon or the part's end.
fn clause_from(text: &str, at: usize) -> Range<usize> {
    let end = part_holding(text, at).map_or(text.len(), |p| p.end);
    let rest = &text[at..end];
    let cut = [",", "—", "–", " - ", ";", "(", "→"]
        .iter()
        .filter_map(|m| rest.find(m))
        .min()
        .unwrap_or(rest.len());
    at..at + cut
}

/// `short` names `long` by the first letters of its hyphened parts ("CoC" for
/// "chain-of-custody").
fn initials_of(short: &str, long: &str) -> bool {
    let pieces: Vec<&str> = long.split('-').filter(|p| !p.is_empty()).collect();
    pieces.len() >= 2
        && short.len() == pieces.len()
        && short.bytes().any(|b| b.is_ascii_uppercase())
        && short
            .chars()
            .zip(&pieces)
            .all(|(c, p)| p.chars().next().is_some_and(|f| f.eq_ignore_ascii_case(&c)))
}

/// Every content word of `a` is said in `b`, or named there by its initials.
fn covered(a: &[Word<'_>], b: &[Word<'_>]) -> bool {
    a.iter().filter(|(w, _)| is_content(w)).all(|(w, _)| {
        said(b, w)
            || b.iter()
                .any(|(x, _)| initials_of(x, w) || initials_of(w, x))
    })
}

/// "You can't release the summary until the form is countersigned" -> "summary: only after
/// form countersigned"; "cannot issue invoice before the job is collected" -> "issue only after
/// job is collected": a ban before an event said as leave only after it. The original's
/// "until" / "before" follows a negation in its part; the rewrite's "after" follows "only";
/// the two events' content words are the same each way (initials allowed: "CoC").
fn ban_before_said_as_only_after(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, &Range<usize>),
) -> bool {
    let first = |t: &str, r: &Range<usize>| {
        t.get(r.clone())
            .and_then(|q| q.split_whitespace().next())
            .unwrap_or("")
            .to_ascii_lowercase()
    };
    if !matches!(&*first(original, from), "until" | "till" | "before")
        || first(rewrite, to) != "after"
        || !rewrite[..to.start]
            .trim_end()
            .to_ascii_lowercase()
            .ends_with("only")
    {
        return false;
    }
    let Some(p) = part_holding(original, from.start) else {
        return false;
    };
    if !words(original, p.start..from.start)
        .iter()
        .any(|(w, _)| is_negation(w))
    {
        return false;
    }
    let ours = words(original, clause_from(original, from.start));
    let theirs = words(rewrite, clause_from(rewrite, to.start));
    let (ours, theirs) = (&ours[1..], &theirs[1.min(theirs.len())..]);
    ours.iter().any(|(w, _)| is_content(w)) && covered(ours, theirs) && covered(theirs, ours)
}

/// Verbs that take a rule back ("forget the old rule about ...", "scrap the rule about ...").
const REVOKING: &[&str] = &[
    "forget",
    "scrap",
    "drop",
    "ignore",
    "disregard",
    "cancel",
    "ditch",
    "bin",
];

/// Words that say a rule was taken back ("Hamid check dropped", "cap lifted").
const REVOKED: &[&str] = &[
    "dropped",
    "scrapped",
    "lifted",
    "removed",
    "cancelled",
    "canceled",
    "void",
    "revoked",
    "rescinded",
    "withdrawn",
    "retired",
];

/// "Forget the old rule about checking recipe changes with Hamid" -> "Recipe changes: Hamid
/// check no longer needed" ("dropped", "lifted"): a rule taken back by name ("the rule about",
/// "what I said about") said again as gone, every content word of its topic kept in one part
/// of the rewrite beside "no longer" or a word of revocation. The change read at the revoking
/// clause is no change. "Hamid check still needed", another topic, or an original that keeps
/// the rule are still reported.
fn revocation_said_as_gone(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    // (A word of the topic and of revocation first: one scan each, before any sentence is
    // cut.)
    if !(has(original, "about") || has(original, "regarding"))
        || !(has(rewrite, "no longer") || REVOKED.iter().any(|w| has(rewrite, w)))
    {
        return false;
    }
    let Some(p) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, p.clone());
    let Some(k) = ours.iter().position(|(w, _)| is_one_of(w, REVOKING)) else {
        return false;
    };
    let Some(about) = ours[k + 1..(k + 7).min(ours.len())]
        .iter()
        .position(|(w, _)| is_one_of(w, &["about", "regarding"]))
        .map(|i| k + 1 + i)
    else {
        return false;
    };
    if !ours[k + 1..about]
        .iter()
        .any(|(w, _)| is_one_of(w, &["rule", "said", "instruction", "policy", "requirement"]))
    {
        return false;
    }
    let topic_range = clause_from(original, ours[about].1.end);
    if !(ours[k].1.start <= from.start && from.start < topic_range.end) {
        return false;
    }
    // Each clause after the rule taken back keeps its first word in the rewrite ("Forget the
    // rule about squashing commits; just keep the history as is" -> "... rewrite commit
    // history as needed" swaps the order that replaces the rule, read nowhere else).
    let rewrite_lower = rewrite.to_lowercase();
    let rest = original.get(topic_range.end..).unwrap_or("");
    let kept = rest
        .split([',', ';', '.', '—', ':'])
        .filter_map(|clause| {
            clause
                .split_whitespace()
                .map(|w| {
                    w.trim_matches(|c: char| !c.is_alphanumeric())
                        .to_lowercase()
                })
                .find(|w| !matches!(w.as_str(), "" | "just" | "then" | "and" | "please" | "so"))
        })
        .all(|first| first.contains('\'') || rewrite_lower.contains(first.as_str()));
    if !kept {
        return false;
    }
    // ("... rule revoked from March": a time or a condition the original does not set.)
    if [
        "from", "until", "till", "unless", "except", "after", "before",
    ]
    .iter()
    .any(|w| has(rewrite, w) && !has(original, w))
    {
        return false;
    }
    let topic: Vec<Word<'_>> = words(original, topic_range)
        .into_iter()
        .filter(|(w, _)| is_content(w))
        .collect();
    if topic.is_empty() {
        return false;
    }
    parts(rewrite).into_iter().any(|t| {
        let theirs = words(rewrite, t.clone());
        let gone =
            theirs.iter().any(|(w, _)| is_one_of(w, REVOKED)) || has(&rewrite[t], "no longer");
        gone && topic.iter().all(|(w, _)| said(&theirs, w))
    })
}

/// "until the arbiter don check am": "am" after a word that counts nothing is the pronoun (a
/// Nigerian Pidgin "it"), no time of day. "until 10 am", "at nine am" are times.
fn pronoun_am(original: &str, from: &Range<usize>) -> bool {
    if !original
        .get(from.clone())
        .is_some_and(|q| q.eq_ignore_ascii_case("am"))
    {
        return false;
    }
    let before = original[..from.start].trim_end();
    let last = before
        .rsplit(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("");
    !last.is_empty()
        && last.chars().all(|c| c.is_alphabetic())
        && !is_one_of(
            last,
            &[
                "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "o'clock", "noon",
            ],
        )
        && before.len() == original[..from.start].len() - 1
}

/// "PEANUT INCLUSIONS ARE BANNED FROM LINE 3." -> "Line 3: no peanut inclusions.": a number
/// the original names a thing by ("line 3") said again after the same word in the rewrite's
/// label, where a label's number counts nothing: no bound dropped. "Line 4:" is.
fn number_said_again_by_its_name(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(n) = original.get(from.clone()) else {
        return false;
    };
    if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let Some(name) = original[..from.start]
        .strip_suffix(' ')
        .and_then(|b| b.rsplit(|c: char| !c.is_alphabetic()).next())
        .filter(|w| is_content(w))
    else {
        return false;
    };
    let said_as = format!("{name} {n}");
    rewrite
        .to_ascii_lowercase()
        .match_indices(&said_as.to_ascii_lowercase())
        .any(|(at, _)| {
            !rewrite[..at].ends_with(|c: char| c.is_alphanumeric())
                && rewrite[at + said_as.len()..].starts_with(':')
        })
}

/// "route press enquiries about the restoration to Elin" -> "Press enquiries re restoration ->
/// Elin": "re" is "about" ("regarding", "concerning"); a topic changed is reported at its
/// own word.
fn re_for_about(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    rewrite
        .get(to.clone())
        .is_some_and(|q| is_one_of(q.trim_end_matches(':'), &["re"]))
        && words(original, 0..original.len())
            .iter()
            .any(|(w, _)| is_one_of(w, &["about", "regarding", "concerning"]))
}

/// "only convert to Fahrenheit" -> "convert to °F": a temperature scale by its symbol.
/// "convert to °C" for "Fahrenheit" is not.
fn scale_said_by_its_symbol(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(q) = original.get(from.clone()) else {
        return false;
    };
    let letter = if is_one_of(q, &["celsius", "centigrade"]) {
        'C'
    } else if is_one_of(q, &["fahrenheit"]) {
        'F'
    } else {
        return false;
    };
    ["°", "º", "deg "].iter().any(|d| {
        rewrite.match_indices(d).any(|(at, _)| {
            rewrite[at + d.len()..].starts_with(letter)
                && !rewrite[at + d.len() + 1..].starts_with(|c: char| c.is_alphanumeric())
        })
    })
}

/// "no stallion is to be led by a single handler" -> "Stallions: ≥ 2 handlers": a ban on one
/// alone said as a floor of two of the same ("≥ 2", "at least 2", "min 2", "2+"). Another
/// number, another noun, or an original without a negation are still reported.
fn ban_on_one_said_as_two(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    let Some(q) = rewrite.get(to.clone()) else {
        return false;
    };
    let ours_q = words(rewrite, to.clone());
    let Some(i) = ours_q.iter().position(|(w, _)| *w == "2" || *w == "2+") else {
        return false;
    };
    let floor = q.contains('≥')
        || q.contains(">=")
        || q.contains("2+")
        || ours_q[..i]
            .iter()
            .any(|(w, _)| is_one_of(w, &["least", "min", "minimum"]));
    let Some((thing, _)) = ours_q.get(i + 1) else {
        return false;
    };
    if !floor {
        return false;
    }
    parts(original).into_iter().any(|p| {
        let ours = words(original, p);
        ours.windows(2).enumerate().any(|(j, pair)| {
            is_one_of(pair[0].0, &["single", "one", "lone"])
                && same_word(pair[1].0, thing)
                && ours[..j].iter().any(|(w, _)| is_negation(w))
        })
    })
}

/// "refer to the keeper's cottage as 'the Heritage Centre'" -> "call the keeper's cottage 'the
/// Heritage Centre'": "refer to X as Y" is "call X Y". "refer customers to the helpdesk" (no
/// "as") is sending, not naming.
fn refer_to_as_said_as_call(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    original
        .get(from.clone())
        .is_some_and(|q| is_one_of(q, &["refer", "refers", "referred"]))
        && rewrite
            .get(to.clone())
            .is_some_and(|q| is_one_of(q, &["call", "calls", "name"]))
        && original[from.end..].starts_with(" to ")
        && original[clause_from(original, from.end)].contains(" as ")
}

/// "the courier can't be one of the signers" -> "courier can't sign": a ban on being one who
/// does a thing ("be one of the signers", "be a signer") said as a ban on doing it, the verb
/// the agent noun's stem and a negation before each. "courier can sign", "can't be one of the
/// witnesses" -> "can't sign" are still reported.
fn agent_noun_said_as_its_verb(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(noun) = original.get(from.clone()) else {
        return false;
    };
    let lower = noun.to_ascii_lowercase();
    let Some(verb) = lower
        .strip_suffix("ers")
        .or_else(|| lower.strip_suffix("er"))
        .or_else(|| lower.strip_suffix("ors"))
        .or_else(|| lower.strip_suffix("or"))
        .filter(|v| v.len() >= 3)
    else {
        return false;
    };
    let before = original[..from.start].to_ascii_lowercase();
    if !["be one of the ", "be a ", "be an ", "be the "]
        .iter()
        .any(|b| before.ends_with(b))
    {
        return false;
    }
    let Some(p) = part_holding(original, from.start) else {
        return false;
    };
    if !words(original, p.start..from.start)
        .iter()
        .any(|(w, _)| is_negation(w))
    {
        return false;
    }
    parts(rewrite).into_iter().any(|t| {
        let theirs = words(rewrite, t);
        theirs.iter().enumerate().any(|(i, (w, _))| {
            w.eq_ignore_ascii_case(verb) && theirs[..i].iter().any(|(x, _)| is_negation(x))
        })
    })
}

/// "# Keep this job on ubuntu-22.04" -> "pin job to ubuntu-22.04": "pin ... to V" is "keep
/// ... on V" for a version (a word with a digit) said after both. Another version is still
/// reported.
fn pin_for_keep_on(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    if !rewrite
        .get(to.clone())
        .is_some_and(|q| is_one_of(q, &["pin", "pinned", "pins"]))
    {
        return false;
    }
    let version_after = |text: &str, at: usize, preps: &[&str]| -> Option<String> {
        let ws = words(text, clause_from(text, at));
        let p = ws.iter().take(5).position(|(w, _)| is_one_of(w, preps))?;
        ws.get(p + 1)
            .filter(|(w, _)| w.bytes().any(|b| b.is_ascii_digit()))
            .map(|(w, _)| w.to_ascii_lowercase())
    };
    let Some(version) = version_after(rewrite, to.start, &["to", "at", "on"]) else {
        return false;
    };
    words(original, 0..original.len())
        .iter()
        .filter(|(w, _)| is_one_of(w, &["keep", "stay", "stays", "leave"]))
        .any(|(_, r)| version_after(original, r.start, &["on", "at"]).as_deref() == Some(&*version))
}

/// "Don't let guests use the drying room after 22:00" -> "Drying room: closed to guests after
/// 22:00": a ban on letting a group use a place said as the place closed to the group, the
/// rewrite's clause saying nothing the original's part does not. "open to guests", "closed to
/// staff", "after 23:00", or an original that lets them are still reported.
fn closed_to_for_do_not_let(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(at) = rewrite.find("closed to ") else {
        return false;
    };
    let Some(p) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, p);
    let Some(t) = part_holding(rewrite, at) else {
        return false;
    };
    let clause = t.start..clause_from(rewrite, at).end;
    let theirs = words(rewrite, clause);
    let Some(k) = theirs.iter().position(|(_, r)| r.start == at) else {
        return false;
    };
    let Some((group, _)) = theirs.get(k + 2) else {
        return false;
    };
    let lets = ours.windows(3).enumerate().any(|(i, w)| {
        is_one_of(w[0].0, &["let", "allow"])
            && (same_word(w[1].0, group)
                || w[1].0.eq_ignore_ascii_case("the") && same_word(w[2].0, group))
            && ours[..i].iter().rev().take(2).any(|(x, _)| is_negation(x))
    });
    let rest: Vec<Word<'_>> = theirs
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != k)
        .map(|(_, w)| w.clone())
        .collect();
    lets && covered(&rest, &ours)
}

/// A change of kind `what` between `original[from]` and `rewrite[to]` that is a faithful form
/// read in corpus33b.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match (what, from, to) {
        ("bound direction changed", Some(f), Some(t)) => {
            ban_before_said_as_only_after((original, f), (rewrite, t))
                || closed_to_for_do_not_let(original, f, rewrite)
        }
        ("prohibition became mention", Some(f), _) => {
            closed_to_for_do_not_let(original, f, rewrite)
        }
        ("negation dropped", Some(f), _) => {
            revocation_said_as_gone(original, f, rewrite)
                || closed_to_for_do_not_let(original, f, rewrite)
        }
        ("bound dropped", Some(f), _) => {
            pronoun_am(original, f) || number_said_again_by_its_name(original, f, rewrite)
        }
        ("scope changed", Some(f), Some(t)) => {
            revocation_said_as_gone(original, f, rewrite)
                || re_for_about(original, rewrite, t)
                || scale_said_by_its_symbol(original, f, rewrite)
                || refer_to_as_said_as_call(original, f, rewrite, t)
                || agent_noun_said_as_its_verb(original, f, rewrite)
                || pin_for_keep_on(original, rewrite, t)
        }
        ("bound added", _, Some(t)) => ban_on_one_said_as_two(original, rewrite, t),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A bare "in" after a number ending its part is inches; another unit on the other side is
    /// a unit changed. "inches" for "in", "in the box" are not.
    #[test]
    fn inches_said_as_in_for_another_unit() {
        assert_reports(
            "unit changed",
            &[
                (
                    "Splice tails should be at least 10 cm long.",
                    "Splice tails: at least 10 in.",
                ),
                ("Keep the shelf gap at 30mm.", "Shelf gap: 30 in"),
                ("Cut the boards to 12 in.", "Boards: cut to 12 cm."),
                ("Max load 20 kg per shelf.", "Shelf max 20 in."),
            ],
        );
        assert_faithful(&[
            (
                "Splice tails should be at least 10 inches long.",
                "Splice tails: at least 10 in.",
            ),
            (
                "Splice tails should be at least 10 in long.",
                "Splice tails: at least 10 in.",
            ),
        ]);
        assert!(super::bare_inches("Put 10 in the box.").is_empty());
        assert!(super::bare_inches("Put 10 inside.").is_empty());
        assert_eq!(super::bare_inches("At least 2.5 in.").len(), 1);
        assert!(super::unit_after("Keep 10 cm.", "1").is_none());
    }

    /// An exception to a rule on a group dropped with none of its words is reported; the
    /// exception kept, or a narrative "except" with no group or modal, is not read.
    #[test]
    fn an_exception_to_a_group_rule_dropped() {
        let o = "Everyone pays the full entry fee, except volunteers who worked last year's race.";
        assert_reports(
            "condition dropped",
            &[(o, "Everyone pays the full entry fee.")],
        );
        assert_reports(
            "condition dropped",
            &[(
                "All staff park in lot B except the on-call nurse.",
                "Staff park in lot B.",
            )],
        );
        assert_faithful(&[(
            o,
            "Full entry fee for everyone; last year's race volunteers exempt.",
        )]);
        assert!(super::exception_dropped(o, "Entry fee: full, volunteers excepted.").is_none());
        assert!(
            super::exception_dropped(
                "We stayed until 6, except Tom, who left early.",
                "We stayed until 6."
            )
            .is_none()
        );
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
                super::universal_over_a_shortened_phrase(o, r).is_none(),
                "{o}"
            );
        }
    }

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
            assert!(super::universal_narrowed_to_an_item(o, r).is_none(), "{r}");
        }
    }

    /// A ban before an event said as leave only after it; without "only", without the ban,
    /// or with the event's words changed, is still reported.
    #[test]
    fn a_ban_before_an_event_said_as_only_after_it() {
        let o = "You can't release the toxicology summary to the insurer until the chain-of-custody form is countersigned, and never send it by plain email — use the portal.";
        assert_faithful(&[
            (
                o,
                "Tox summary → insurer: only after CoC form countersigned; portal only, never plain email.",
            ),
            (
                "Boss say all invoices must have the SST number printed, and cannot issue invoice before the job is collected, ok?",
                "Invoices (boss's rule): SST no. must be printed; issue only after job is collected.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Tox summary → insurer: only after CoC form signed; portal only, never plain email.",
            ),
            (
                o,
                "Tox summary → insurer: after CoC form countersigned; portal only, never plain email.",
            ),
            (
                "You can release the toxicology summary to the insurer until the chain-of-custody form is countersigned.",
                "Tox summary → insurer: only after CoC form countersigned.",
            ),
            (
                "Cannot issue invoice before the job is collected.",
                "Issue invoice only after the job is quoted.",
            ),
        ]);
        assert!(super::initials_of("CoC", "chain-of-custody"));
        assert!(!super::initials_of("CoC", "chain-of-command-post"));
        assert!(!super::initials_of("coc", "chain-of-custody"));
    }

    /// "exceeds 500" is "> 500": strict as "over"; "≥ 500" is still reported.
    #[test]
    fn exceeds_leaves_its_number_out() {
        let o = "If the webhook queue exceeds 500 messages, page the secondary before restarting any worker. Do not purge the queue; replay it.";
        assert_faithful(&[(
            o,
            "Queue > 500 msgs → page secondary before any worker restart. Never purge queue; replay it.",
        )]);
        assert_changed(&[
            (
                o,
                "Queue ≥ 500 msgs → page secondary before any worker restart. Never purge queue; replay it.",
            ),
            (
                o,
                "Queue > 600 msgs → page secondary before any worker restart. Never purge queue; replay it.",
            ),
            (
                "Batches must not exceed 40 items.",
                "Batches: at least 40 items.",
            ),
        ]);
        assert_faithful(&[("Batches must not exceed 40 items.", "Batches: ≤ 40 items.")]);
    }

    /// A rule taken back by name said again as gone ("no longer needed", "dropped"); still
    /// needed, or another topic, is reported.
    #[test]
    fn a_rule_taken_back_said_as_gone() {
        let o = "Forget the old rule about checking recipe changes with Hamid; just log them in the changelog.";
        assert_faithful(&[
            (
                o,
                "Recipe changes: Hamid check no longer needed; log them in the changelog.",
            ),
            (
                "Scrap the rule about checking recipe changes with Hamid — he's left. Log every change in the changelog.",
                "Recipe changes: Hamid check dropped; log each in changelog.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Recipe changes: Hamid check still needed; log them in the changelog.",
            ),
            (
                o,
                "Supplier changes: Hamid check no longer needed; log them in the changelog.",
            ),
            (
                o,
                "Recipe changes: check with Hamid; log them in the changelog.",
            ),
        ]);
    }

    /// A pidgin "am" (it) after a verb is no time; "10 am" is.
    #[test]
    fn a_pronoun_am_is_no_time() {
        let o = "Abeg make you no publish the pairings until the arbiter don check am. And send the bulletin to all the state chairmen by Friday.";
        assert_faithful(&[(
            o,
            "Don't publish pairings until the arbiter has checked them; send bulletin to all state chairmen by Fri.",
        )]);
        assert_reports(
            "bound dropped",
            &[(
                "Don't publish the pairings until 10 am.",
                "Don't publish pairings.",
            )],
        );
        let t = "until the arbiter don check am";
        assert!(super::pronoun_am(t, &(t.len() - 2..t.len())));
        for t in ["until 10 am", "until nine am", "until 10am"] {
            assert!(!super::pronoun_am(t, &(t.len() - 2..t.len())), "{t}");
        }
    }

    /// A number naming a thing ("line 3") said again in a label ("Line 3:") is no bound
    /// dropped; another number is.
    #[test]
    fn a_named_number_said_again_in_a_label() {
        let o = "DO NOT CHANGE THE ALLERGEN MATRIX WITHOUT A SIGNED QA CHANGE NOTE. PEANUT INCLUSIONS ARE BANNED FROM LINE 3.";
        assert_faithful(&[(
            o,
            "Allergen matrix: changes only with signed QA change note. Line 3: no peanut inclusions.",
        )]);
        assert_changed(&[(
            o,
            "Allergen matrix: changes only with signed QA change note. Line 4: no peanut inclusions.",
        )]);
        let t = "banned from line 3.";
        let at = t.find('3').unwrap();
        assert!(super::number_said_again_by_its_name(
            t,
            &(at..at + 1),
            "Line 3: no nuts"
        ));
        assert!(!super::number_said_again_by_its_name(
            t,
            &(at..at + 1),
            "Line 33: no nuts"
        ));
        assert!(!super::number_said_again_by_its_name(
            t,
            &(at..at + 1),
            "3 lines: no nuts"
        ));
        assert!(!super::number_said_again_by_its_name(
            t,
            &(at..at + 1),
            "No nuts on line 3."
        ));
        let t = "Delete them after 30.";
        let at = t.find('3').unwrap();
        assert!(!super::number_said_again_by_its_name(
            t,
            &(at..at + 2),
            "After 30: delete"
        ));
    }

    /// Words said by their short forms: "re" for "about", "°F" for "Fahrenheit", "call X Y"
    /// for "refer to X as Y", "can't sign" for "can't be one of the signers"; each with a
    /// changed look-alike still reported.
    #[test]
    fn words_said_by_their_short_forms() {
        assert_faithful(&[
            (
                "Kindly route press enquiries about the restoration to Elin.",
                "Press enquiries re restoration → Elin.",
            ),
            (
                "Whoever picks up the refactor: keep Celsius as the stored value and only convert to Fahrenheit in the US export. Don't rename the sensor IDs.",
                "Refactor: store °C; convert to °F only in US export; don't rename sensor IDs.",
            ),
            (
                "For the minutes, refer to the keeper's cottage as 'the Heritage Centre' throughout, never 'the cottage'.",
                "Minutes: always call the keeper's cottage 'the Heritage Centre', never 'the cottage'.",
            ),
            (
                "Every evidence transfer needs two signatures, and the courier can't be one of the signers.",
                "Evidence transfers: 2 signatures; courier can't sign.",
            ),
        ]);
        assert_changed(&[
            (
                "Kindly route press enquiries about the restoration to Elin.",
                "Press enquiries re funding → Elin.",
            ),
            (
                "Keep Celsius as the stored value and only convert to Fahrenheit in the US export.",
                "Store °C; convert to °C only in US export.",
            ),
            (
                "Every evidence transfer needs two signatures, and the courier can't be one of the signers.",
                "Evidence transfers: 2 signatures; courier can sign.",
            ),
            (
                "Every evidence transfer needs two signatures, and the courier can't be one of the witnesses.",
                "Evidence transfers: 2 signatures; courier can't sign.",
            ),
        ]);
        let o = "refer customers to the helpdesk";
        assert!(!super::refer_to_as_said_as_call(
            o,
            &(0..5),
            "call the helpdesk",
            &(0..4)
        ));
    }

    /// A ban on one alone said as a floor of two; another number, another noun, or no ban in
    /// the original are still reported.
    #[test]
    fn a_ban_on_one_alone_said_as_a_floor_of_two() {
        let o = "Photographing mares in the foaling unit is forbidden without the owner's written consent, and no stallion is to be led by a single handler past the public path.";
        assert_faithful(&[(
            o,
            "Foaling unit: no mare photos w/o owner's written consent. Stallions past public path: ≥ 2 handlers.",
        )]);
        assert_changed(&[
            (
                o,
                "Foaling unit: no mare photos w/o owner's written consent. Stallions past public path: ≥ 3 handlers.",
            ),
            (
                o,
                "Foaling unit: no mare photos w/o owner's written consent. Stallions past public path: ≥ 2 grooms.",
            ),
        ]);
        let r = "Stallions: ≥ 2 handlers.";
        let to = r.find('≥').unwrap()..r.len() - 1;
        assert!(super::ban_on_one_said_as_two(
            "No stallion is led by a single handler.",
            r,
            &to
        ));
        assert!(!super::ban_on_one_said_as_two(
            "A stallion is led by a single handler.",
            r,
            &to
        ));
    }

    /// "Don't let guests use the drying room after 22:00" = "Drying room: closed to guests
    /// after 22:00"; another time, group, "open", or an original that lets them in are still
    /// reported (the last as a negation added).
    #[test]
    fn a_ban_on_letting_a_group_in_said_as_closed_to_it() {
        let o = "Don't let guests use the drying room after 22:00, no more than two people in it at a time, and the stove is never left lit when the hut's unattended.";
        assert_faithful(&[(
            o,
            "Drying room: closed to guests after 22:00, max 2 at a time. Stove: never lit when hut unattended.",
        )]);
        let o = "Don't let guests use the drying room after 22:00.";
        assert_changed(&[
            (o, "Drying room: closed to guests after 23:00."),
            (o, "Drying room: closed to staff after 22:00."),
            (o, "Drying room: open to guests after 22:00."),
            (o, "Drying room and sauna: closed to guests after 22:00."),
        ]);
        assert_reports(
            "negation added",
            &[(
                "Let guests use the drying room after 22:00.",
                "Drying room: closed to guests after 22:00.",
            )],
        );
    }

    /// "Keep this job on ubuntu-22.04" = "pin job to ubuntu-22.04"; another version is still
    /// reported.
    #[test]
    fn pin_to_a_version_for_keep_on_it() {
        let o = "# Keep this job on ubuntu-22.04; Ghostscript breaks on 24.04. Don't bump actions/checkout past v4 without testing the PDF step.";
        assert_faithful(&[(
            o,
            "CI: pin job to ubuntu-22.04 (Ghostscript breaks on 24.04); no checkout bump past v4 w/o testing PDF step.",
        )]);
        assert_changed(&[(
            o,
            "CI: pin job to ubuntu-24.04; no checkout bump past v4 w/o testing PDF step.",
        )]);
        assert!(!super::pin_for_keep_on(
            "Keep this job on ubuntu-22.04.",
            "Pin job to ubuntu-24.04.",
            &(0..3)
        ));
    }

    proptest::proptest! {
        /// `has` finds the word where the text holds it as written, capitalised or in capitals,
        /// as three substring searches do.
        #[test]
        fn has_is_three_searches(text in "[aAbB é]{0,12}", w in "[ab é]{0,4}") {
            let mut capitalised = w.clone().into_bytes();
            if let Some(first) = capitalised.first_mut() {
                first.make_ascii_uppercase();
            }
            let capitalised = String::from_utf8(capitalised).unwrap_or_default();
            let expected = text.contains(&w)
                || text.contains(&capitalised)
                || text.contains(&w.to_ascii_uppercase());
            proptest::prop_assert_eq!(super::has(&text, &w), expected);
        }
    }
}
