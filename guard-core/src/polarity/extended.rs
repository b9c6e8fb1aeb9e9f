//! A rule extended to another thing by a phrase of its own (corpus29): "No turbine climbs
//! above 12 m/s. Same goes for the substation ladders." The ladders are bound as the turbines
//! are; a rewrite that names no ladders ("No turbine climbs above 12 m/s.") narrows the rule
//! to its first thing, and the rule comparison, which reads "Same goes for ..." as no rule of
//! its own, does not see it.

use super::Missed;
use super::until_events::phrase_range;
use super::words::{TextReading, Word, is_content, parts, same_word, words};
use super::{extract, holds_ignoring_case, is_one_of, stems};
use memchr::memmem::Finder;
use smallvec::SmallVec;
use std::ops::Range;
use std::sync::LazyLock;

/// "ame " ("same", "Same") and "but ", the screens of this module's readings (built once).
static SAME: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(b"ame "));
static BUT: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(b"but "));
/// ", and only ", a restriction joined by "and" ([`restriction_dropped`]).
static AND_ONLY: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(b", and only "));

/// Screen bits of corpus30's readings, searched once per original and kept on its facts
/// ([`super::Facts::screened`]): ", and only " ([`restriction_dropped`]).
pub(super) const SAYS_AND_ONLY: u8 = 4;
/// "only" before a capitalised word ([`super::excluded::only_person_replaced`]).
pub(super) const SAYS_ONLY_NAME: u8 = 8;
/// "says " ([`super::reported_bans::reported_ban_mentioned`]).
pub(super) const SAYS_SAYS: u8 = 16;

/// The screen bits of corpus30's readings `original` holds.
pub(super) fn corpus30_screens(original: &str) -> u8 {
    let b = original.as_bytes();
    let and_only = AND_ONLY.find(b).is_some();
    let only_name = memchr::memmem::find_iter(b, b"nly ").any(|k| {
        k > 0 && matches!(b[k - 1], b'o' | b'O') && b.get(k + 4).is_some_and(u8::is_ascii_uppercase)
    });
    let says = memchr::memmem::find(b, b"says ").is_some();
    (u8::from(and_only) * SAYS_AND_ONLY)
        | (u8::from(only_name) * SAYS_ONLY_NAME)
        | (u8::from(says) * SAYS_SAYS)
}

/// The words after "same" that extend a rule to what follows them ("same goes for", "the
/// same applies to", "same for", "same rule for").
const EXTENDERS: &[&[&str]] = &[
    &["goes", "for"],
    &["go", "for"],
    &["applies", "to"],
    &["apply", "to"],
    &["holds", "for"],
    &["rule", "for"],
    &["rules", "for"],
    &["for"],
    &["with"],
];

/// The thing an "(the) same goes for X" of `original` extends its rule to, when `rewrite` does
/// not name its head noun (X's last content word, stems compared): the range of X in
/// `original`. "Same goes for the substation platform ladders" -> a rewrite without
/// "ladder(s)". Asked only of originals that hold a rule.
pub(super) fn extension_dropped(original: &str, rewrite: &str) -> Option<Range<usize>> {
    let bytes = original.as_bytes();
    // The screen: "same" (or "Same") followed by a space; most texts hold none.
    for at in SAME.find_iter(bytes) {
        let Some(start) = at.checked_sub(1) else {
            continue;
        };
        if !matches!(bytes[start], b's' | b'S')
            || start > 0 && bytes[start - 1].is_ascii_alphanumeric()
        {
            continue;
        }
        if let Some(thing) = extended_to(original, at + 4)
            && !head_named(original, &thing, rewrite)
        {
            return Some(thing);
        }
    }
    None
}

/// The range of the thing an extender right at byte `from` of `text` names ("for the
/// substation ladders"), up to the end of its clause, without "too" or "as well".
fn extended_to(text: &str, from: usize) -> Option<Range<usize>> {
    let rest = text.get(from..)?;
    let end = rest
        .find(['.', ';', '!', '?', '\n', ',', '(', ')'])
        .unwrap_or(rest.len());
    let clause = &rest[..end];
    let mut words = clause.split(' ').filter(|w| !w.is_empty());
    let extender = EXTENDERS.iter().find(|ext| {
        let mut ws = words.clone();
        ext.iter()
            .all(|e| ws.next().is_some_and(|w| w.eq_ignore_ascii_case(e)))
    })?;
    for _ in 0..extender.len() {
        words.next();
    }
    let first = words.next()?;
    let start = from + (first.as_ptr() as usize - rest.as_ptr() as usize);
    let mut thing = &text[start..from + end];
    for tail in [" too", " as well", " also"] {
        let t = thing.trim_end();
        if t.len() > tail.len() && t[t.len() - tail.len()..].eq_ignore_ascii_case(tail) {
            thing = &t[..t.len() - tail.len()];
        }
    }
    let thing = thing.trim_end();
    (!thing.is_empty()).then(|| start..start + thing.len())
}

/// The last content word of `thing` (of `original`) has a word of `rewrite` with its stem; a
/// thing with no content word (a pronoun: "same for them") is named.
fn head_named(original: &str, thing: &Range<usize>, rewrite: &str) -> bool {
    let Some(head) = original
        .get(thing.clone())
        .unwrap_or("")
        .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
        .map(|w| w.to_ascii_lowercase())
        .rfind(|w| w.len() >= 3 && !extract::is_function_word(w))
    else {
        return true;
    };
    let head = stems::stem(&head);
    rewrite
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| w.len() >= 3)
        .any(|w| stems::stems_match(&stems::stem(&w.to_ascii_lowercase()), &head))
}

/// Words of a restriction: a rewrite that holds one says a restriction of its own, whatever
/// its words ("read-only", "except", "not").
const RESTRICTING: &[&str] = &[
    "only",
    "not",
    "no",
    "never",
    "except",
    "excluding",
    "excl",
    "but",
    "unless",
    "without",
];

/// A restriction after "but" ("..., but only for gold members", "..., but not from Ikeja
/// until the audit clears") of a sentence of `original` in the present (`present` asks it of
/// the restriction's byte offset), none of whose content words `rewrite` says, and the
/// rewrite restricts nothing ("only", "not", "except"...): the restriction dropped, the rule
/// widened ("Late checkout is free, but only for gold members" -> "Late checkout is free").
/// After ", and only" too ("Sunscreen goes on every child, and only the fragrance-free one
/// for the kids on the allergy list" -> "Sunscreen on every child"). The restriction's
/// range in `original`.
pub(super) fn restriction_dropped(
    (original, and_only): (&str, bool),
    present: impl Fn(usize) -> bool,
    rewrite: &str,
) -> Option<Range<usize>> {
    let bytes = original.as_bytes();
    let mut restrictions = BUT.find_iter(bytes).filter_map(|at| {
        if at > 0 && bytes[at - 1].is_ascii_alphanumeric() {
            return None;
        }
        let rest = &original[at + 4..];
        let word = rest.split(' ').next()?;
        if !(word.eq_ignore_ascii_case("only") || word.eq_ignore_ascii_case("not")) {
            return None;
        }
        let start = at + 4 + word.len() + 1;
        let clause = original.get(start..)?;
        let end = clause
            .find(['.', ';', '!', '?', '\n', ',', '(', ')'])
            .unwrap_or(clause.len());
        Some(start..start + clause[..end].trim_end().len())
    });
    // ", and only the fragrance-free one for the three kids on the allergy list": a
    // restriction joined by "and" (corpus30), read as one after "but only" is.
    // (Searched only where the original's screen found one: `and_only`.)
    let mut joined = AND_ONLY
        .find_iter(if and_only { bytes } else { b"" })
        .filter_map(|at| {
            let start = at + AND_ONLY.needle().len();
            let clause = original.get(start..)?;
            let end = clause
                .find(['.', ';', '!', '?', '\n', ',', '(', ')'])
                .unwrap_or(clause.len());
            Some(start..start + clause[..end].trim_end().len())
        });
    let found = restrictions
        .find(|r| !r.is_empty() && present(r.start))
        .or_else(|| joined.find(|r| !r.is_empty() && present(r.start)))?;
    // The words the sentence says before its restriction too ("every child", "the three
    // kids") are no sign the restriction was kept: "kids" is said by "every child".
    let lead = &original[..found.start];
    let lead = &lead[lead.rfind(['.', '!', '?', '\n']).map_or(0, |k| k + 1)..];
    let lead: Vec<stems::Stem> = content_words(lead).collect();
    let content: Vec<stems::Stem> = content_words(&original[found.clone()])
        .filter(|w| !lead.iter().any(|l| stems::stems_match(l, w)))
        .collect();
    if content.is_empty() {
        return None;
    }
    let mut restricts = false;
    let mut said = false;
    for w in rewrite.split(|c: char| !c.is_alphanumeric() && c != '\'') {
        let bare = w.trim_end_matches("n't");
        if w.len() > bare.len() || super::is_one_of(w, RESTRICTING) {
            restricts = true;
            break;
        }
        if w.len() >= 3 {
            let stem = stems::stem(&w.to_ascii_lowercase());
            said |= content.iter().any(|c| stems::stems_match(c, &stem));
        }
    }
    (!restricts && !said).then_some(found)
}

/// The stems of the content words of `text` (three letters or more, no function words).
fn content_words(text: &str) -> impl Iterator<Item = stems::Stem> + '_ {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
        .map(|w| w.to_ascii_lowercase())
        .filter(|w| w.len() >= 3 && !extract::is_function_word(w))
        .map(|w| stems::stem(&w))
}

/// The words of `text` from byte `from` to the end of its first sentence (one closing in ".",
/// "!", "?" or ";"), with their ranges, at most `MAX_SAID_AGAIN` of them.
fn first_sentence(text: &str) -> SmallVec<[(Range<usize>, &str); 16]> {
    let mut words = SmallVec::new();
    for w in text.split(' ') {
        if w.is_empty() {
            continue;
        }
        let start = w.as_ptr() as usize - text.as_ptr() as usize;
        let closes = w.ends_with(['.', '!', '?', ';', '\n']) || w.contains('\n');
        let bare = w.trim_matches(|c: char| !c.is_alphanumeric());
        words.push((start..start + w.len(), bare));
        if closes || words.len() == MAX_SAID_AGAIN {
            break;
        }
    }
    words
}

/// The most words of a sentence [`universal_replaced`] reads.
const MAX_SAID_AGAIN: usize = 16;

/// A quantifier over all things of a kind ("every textile", "all rooms", "each box", "any
/// vehicle").
fn is_universal(word: &str) -> bool {
    super::is_one_of(word, &["every", "all", "each", "any"])
}

/// The first sentence of `original` said again by `rewrite`'s first, its words before and
/// after one phrase kept (two words or more before it), the original's phrase opening with a
/// quantifier over a kind ("every textile in the studio") and the rewrite's naming no
/// quantifier and not that kind ("the tapestry"): the scope narrowed to one thing of the
/// kind. Asked of originals the rule comparison did not read (a verbless "Nitrile gloves for
/// every textile" is no rule to it; c29r124). The two phrases' ranges.
pub(super) fn universal_replaced(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    let same = |a: &str, b: &str| a.eq_ignore_ascii_case(b);
    // The words the two sentences open with alike, walked without collecting them; most pairs
    // differ early, or the original's next word is no quantifier, and no sentence is read.
    let mut prefix = 0;
    let mut next = None;
    let mut ours_words = original.split(' ').filter(|w| !w.is_empty());
    let mut theirs_words = rewrite.split(' ').filter(|w| !w.is_empty());
    for a in ours_words.by_ref() {
        let b = theirs_words.next()?;
        if !same(a, b) || a.ends_with(['.', '!', '?', ';']) {
            next = Some(a);
            break;
        }
        prefix += 1;
    }
    let next = next?.trim_matches(|c: char| !c.is_alphanumeric());
    if prefix < 2 || !is_universal(next) {
        return None;
    }
    let (ours, theirs) = (first_sentence(original), first_sentence(rewrite));
    let prefix = ours
        .iter()
        .zip(&theirs)
        .take_while(|((_, a), (_, b))| same(a, b))
        .count();
    if prefix < 2 || prefix >= ours.len() || prefix >= theirs.len() {
        return None;
    }
    if !is_universal(ours[prefix].1) {
        return None;
    }
    let suffix = ours[prefix..]
        .iter()
        .rev()
        .zip(theirs[prefix..].iter().rev())
        .take_while(|((_, a), (_, b))| same(a, b))
        .count();
    let (o_part, r_part) = (
        &ours[prefix..ours.len() - suffix],
        &theirs[prefix..theirs.len() - suffix],
    );
    let kind = o_part
        .get(1)
        .map(|(_, w)| stems::stem(&w.to_ascii_lowercase()))?;
    if r_part.is_empty()
        || r_part.iter().any(|(_, w)| {
            is_universal(w) || stems::stems_match(&stems::stem(&w.to_ascii_lowercase()), &kind)
        })
    {
        return None;
    }
    let span = |part: &[(Range<usize>, &str)]| part[0].0.start..part[part.len() - 1].0.end;
    Some((span(o_part), span(r_part)))
}

/// "(S-band too)" closing a part of `rewrite` at word `i` ("too" or "well" of "as well"):
/// "too" said last, not as "too sharp".
fn too_closes(rewrite: &str, ws: &[Word<'_>], i: usize) -> bool {
    let (w, at) = &ws[i];
    let said = w.eq_ignore_ascii_case("too")
        || (w.eq_ignore_ascii_case("well") && i > 0 && ws[i - 1].0.eq_ignore_ascii_case("as"));
    said && rewrite[at.end..]
        .trim_start()
        .chars()
        .next()
        .is_none_or(|c| matches!(c, ')' | '.' | ';' | ',' | ']'))
}

/// "Uplink power must not exceed 200 W on the X-band feed" -> "X-band uplink power ≤ 200 W
/// (S-band too)": the rewrite adds a thing the rule also holds for ("X too", "X as well"),
/// a word the original does not say. An original that says "too", "also" or "as well"
/// itself is not read.
pub(super) fn scope_added_with_too(
    (o, original): (&[Word<'_>], &str),
    (t, rewrite): (&[Word<'_>], &str),
) -> Option<Missed> {
    if ["too", "also", "as well"]
        .iter()
        .any(|w| holds_ignoring_case(original, w))
    {
        return None;
    }
    let i = (1..t.len()).find(|&i| too_closes(rewrite, t, i))?;
    let before = if t[i].0.eq_ignore_ascii_case("well") {
        i.checked_sub(2)?
    } else {
        i - 1
    };
    // The three words before "too" ("blue runs as well"), none past a comma or bracket.
    let start = before.saturating_sub(2);
    let (_, to) = t[start..=before]
        .iter()
        .rev()
        .take_while(|(_, r)| !rewrite[r.end..t[i].1.start].contains([',', '(', ';', ':']))
        .find(|(added, _)| is_content(added) && !o.iter().any(|(w, _)| same_word(w, added)))?;
    Some(("scope changed", 0..original.len(), to.start..t[i].1.end))
}

/// A word without its possessive ending ("Rosa's" -> "Rosa").
pub(super) fn unpossessed(w: &str) -> &str {
    w.strip_suffix("'s")
        .or_else(|| w.strip_suffix("’s"))
        .unwrap_or(w)
}

/// `w` (a content word) is said in `ws`, its possessive ending and its form aside.
pub(super) fn said_in(w: &str, ws: &[Word<'_>]) -> bool {
    ws.iter()
        .any(|(x, _)| same_word(unpossessed(x), unpossessed(w)))
}

/// Words opening a sentence that says what a rule takes in ("This includes vapes.").
const INCLUDING: &[&str] = &[
    "this includes",
    "that includes",
    "this covers",
    "that covers",
    "this extends to",
    "that extends to",
    "this applies to",
    "that applies to",
    "including",
];

/// Words of a rewrite that keep an included case as one case of the rule among others ("incl.
/// the collies", "collies too", "even next door's", "dogs or collies").
const INCLUSION_KEPT: &[&str] = &[
    "include",
    "includes",
    "including",
    "incl",
    "included",
    "inclusive",
    "covers",
    "even",
    "too",
    "also",
    "both",
    "plus",
    "or",
    "nor",
    "same",
    "well",
    "any",
    "all",
];

/// Marks that list a case beside another ("dogs/collies", "dogs & collies", "(collies)").
const LISTING_MARKS: &[char] = &['/', '&', '+', ',', '('];

/// "NO SMOKING WITHIN 25 METRES. THIS INCLUDES VAPES." -> "No smoking within 25 m.": what
/// the original says a rule takes in ("this includes", "this covers", "including", up to
/// the end of its clause), no content word of it said in the rewrite: the rule narrowed to
/// its plain words. "... or vaping" keeps it. Its words said with no word or mark keeping it
/// one case among others ([`INCLUSION_KEPT`], [`LISTING_MARKS`] before a word of it): "No
/// dogs past the stile, and that includes the terriers from the farm" -> "No dogs from the
/// farm past the stile" makes the included case the whole rule (pol63), "scope changed"; only
/// said by a sentence of its own ("that includes", not "claims including alcohol") in a part
/// the classifier reads as a rule.
pub(super) fn inclusion_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let at = phrase_range(o, INCLUDING)?;
    let part = parts(o.text).into_iter().find(|p| p.contains(&at.start))?;
    let end = o.text[at.end..part.end]
        .find([',', ':', '(', '-'])
        .map_or(part.end, |i| at.end + i);
    let what = words(o.text, at.end..end);
    let content: Vec<_> = what.iter().filter(|(w, _)| is_content(w)).collect();
    let rw = r.words();
    if content.is_empty() {
        return None;
    }
    if !content.iter().any(|(w, _)| said_in(w, rw)) {
        return Some(("scope narrowed", at.start..end, 0..r.text.len()));
    }
    // Only a case a rule is said to take in, in a sentence of its own ("that includes ...":
    // "claims including alcohol" restricts the claims), in a part read as a rule ("...
    // including 3 births since the last count" counts no case of one).
    if is_one_of(&o.text[at.clone()], &["including"]) {
        return None;
    }
    let k = o.parts().position(|p| p == part)?;
    if !o.part_is_rule(k) {
        return None;
    }
    // The words of the case the rule before it does not say ("personal" of "no phones ...,
    // this includes personal phones"), and where the rewrite says them.
    let rule = words(o.text, part.start..at.start);
    let said: Vec<usize> = (0..rw.len())
        .filter(|&k| {
            content
                .iter()
                .any(|(w, _)| !said_in(w, &rule) && same_word(unpossessed(rw[k].0), unpossessed(w)))
        })
        .collect();
    if said.is_empty() {
        return None;
    }
    let listed = |k: usize| {
        let from = k.checked_sub(1).map_or(0, |p| rw[p].1.end);
        r.text[from..rw[k].1.start].contains(LISTING_MARKS)
    };
    let kept_apart =
        rw.iter().any(|(w, _)| is_one_of(w, INCLUSION_KEPT)) || said.iter().any(|&k| listed(k));
    (!kept_apart).then(|| ("scope changed", at.start..end, rw[said[0]].1.clone()))
}

#[cfg(test)]
mod tests {
    use super::super::check_rewrite;
    use crate::polarity::tests::{assert_changed, assert_faithful};

    fn changed(o: &str, r: &str) -> bool {
        check_rewrite(o, r).polarity_changed()
    }

    /// Session 63 (pol63): the case a rule says it includes made the rule's own restriction
    /// ("that includes the terriers from the farm" -> "No dogs from the farm ...") is
    /// reported; the case kept as one among others ("too", "incl.", "or", a slash), or a case
    /// of the rule's own words, is not.
    #[test]
    fn an_included_case_made_the_whole_rule() {
        let rule =
            "No dogs past the stile until harvest, and that includes the terriers from the farm.";
        assert_changed(&[(rule, "No dogs from the farm past the stile until harvest.")]);
        assert_faithful(&[
            (
                rule,
                "No dogs past the stile until harvest, farm terriers too.",
            ),
            (
                rule,
                "No dogs past the stile until harvest (incl. the farm's terriers).",
            ),
            (
                rule,
                "No dogs or farm terriers past the stile until harvest.",
            ),
            (
                "No phones on the shop floor. This includes personal phones.",
                "No phones on the shop floor, personal ones included.",
            ),
        ]);
    }

    #[test]
    fn a_rule_extended_to_another_thing_keeps_it() {
        // The thing dropped: the rule narrowed to its first thing.
        for (o, r) in [
            (
                "User: no turbine climbs above 12 m/s. User: same goes for the substation \
                 platform ladders.",
                "No turbine climbs above 12 m/s sustained wind.",
            ),
            (
                "No turbine climbs above 12 m/s. The same applies to the substation ladders.",
                "No turbine climbs above 12 m/s.",
            ),
            (
                "Don't park in bay 4. Same for the loading dock, obviously.",
                "Don't park in bay 4.",
            ),
            (
                "Visitors must sign in at reception. Same rule for contractors.",
                "Visitors must sign in at reception.",
            ),
        ] {
            assert!(changed(o, r), "{o} -> {r}");
        }
        // The thing kept, in the rewrite's words; a narrative "same" that extends nothing.
        for (o, r) in [
            (
                "No turbine climbs above 12 m/s. Same goes for the substation ladders.",
                "No climbs above 12 m/s on turbines or substation ladders.",
            ),
            (
                "No turbine climbs above 12 m/s. Same goes for the substation ladders.",
                "No turbine or substation ladder climbs above 12 m/s.",
            ),
            (
                "Don't park in bay 4. Same for the loading dock.",
                "No parking in bay 4 or at the loading dock.",
            ),
            (
                "Don't park in bay 4, we use the same van every day.",
                "No parking in bay 4.",
            ),
        ] {
            assert!(!changed(o, r), "{o} -> {r}");
        }
    }

    #[test]
    fn a_restriction_after_but_is_kept_or_said_otherwise() {
        // The restriction gone, and nothing restricted in its place.
        for (o, r) in [
            (
                "User: late checkout till 2pm is free, but only for gold members. User: \
                 everyone else pays €20.",
                "Late checkout until 2pm is free.",
            ),
            (
                "Chioma: restock is fine, but not from Ikeja until the temperature audit \
                 clears. Tunde: noted, I'll use Yaba this week.",
                "Restock approved; Tunde using the Yaba depot this week.",
            ),
            (
                "Parking is free, but only for residents.",
                "Parking is free.",
            ),
            (
                "Coffee is fine, but not espresso after 6pm.",
                "Coffee is fine.",
            ),
        ] {
            assert!(changed(o, r), "{o} -> {r}");
        }
        // Kept in its words or restricted in the rewrite's; a past narrative's "but only".
        for (o, r) in [
            (
                "Late checkout till 2pm is free, but only for gold members.",
                "Late checkout until 2pm: free for gold members.",
            ),
            (
                "Parking is free, but only for residents.",
                "Parking: free for residents.",
            ),
            (
                "Interns can read the runbook but not edit it.",
                "Interns: runbook read-only.",
            ),
            (
                "Restock is fine, but not from Ikeja until the audit clears.",
                "Restock OK; Ikeja excluded until audit clears.",
            ),
            (
                "We went to the beach yesterday, but only for an hour.",
                "We went to the beach yesterday.",
            ),
        ] {
            assert!(!changed(o, r), "{o} -> {r}");
        }
    }

    #[test]
    fn every_thing_of_a_kind_said_again_as_one_thing() {
        for (o, r) in [
            (
                "Nitrile gloves for every textile in the studio.",
                "Nitrile gloves for the tapestry.",
            ),
            ("Gloves for all textiles.", "Gloves for the tapestry."),
            (
                "Hard hats in every zone of the site.",
                "Hard hats in the office.",
            ),
        ] {
            assert!(changed(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Nitrile gloves for every textile in the studio.",
                "Nitrile gloves for all textiles.",
            ),
            (
                "Nitrile gloves for every textile in the studio.",
                "Nitrile gloves for every textile.",
            ),
            (
                "Nitrile gloves for every textile in the studio.",
                "Nitrile gloves for studio textiles.",
            ),
            (
                "Hard hats in every zone of the site.",
                "Hard hats in each zone.",
            ),
        ] {
            assert!(!changed(o, r), "{o} -> {r}");
        }
    }

    /// A thing the rule "also" holds for, new in the rewrite, is reported; a thing the
    /// original names, or "too" as a degree, is not.
    #[test]
    fn scope_added_with_too() {
        assert_changed(&[
            (
                "Uplink power must not exceed 200 W on the X-band feed.",
                "X-band uplink power ≤ 200 W (S-band too).",
            ),
            (
                "Helmets are required on the red runs.",
                "Helmets required on red runs, blue runs as well.",
            ),
        ]);
        assert_faithful(&[
            (
                "Uplink power must not exceed 200 W on the X-band and S-band feeds.",
                "X-band uplink power ≤ 200 W (S-band too).",
            ),
            (
                "Don't put the colt in with the apprentices; he's too sharp.",
                "Colt: not for apprentices (too sharp).",
            ),
        ]);
    }
}
