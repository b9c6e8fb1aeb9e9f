//! Readings from the blind corpus s32 (corpus32, rewrites): changes the rule comparison did
//! not see, and faithful forms it refused, each with a cheap screen before any sentence is
//! read.

use super::extract::{Clause, CondGroup, Facts};
use super::reported_bans::BANS_WITHOUT_A_NEGATION;
use super::{is_one_of, negation_count};
use crate::classify::numbers::Direction;
use std::ops::Range;

/// The words of `text` (split at every byte neither a letter, a digit, a hyphen nor an
/// apostrophe), with their offsets in `text`.
fn words_of(text: &str) -> impl Iterator<Item = (usize, &str)> + '_ {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '\''))
        .filter(|w| !w.is_empty())
        .map(move |w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
}

/// Words that name nothing a condition or a role could be about.
const FUNCTION_WORDS: &[&str] = &[
    "a", "an", "the", "is", "are", "was", "were", "be", "been", "being", "has", "have", "had",
    "it", "its", "it's", "they", "them", "their", "he", "she", "his", "her", "him", "we", "us",
    "our", "you", "your", "i", "me", "my", "not", "no", "also", "then", "there", "this", "that",
    "these", "those", "do", "does", "did", "so", "any", "all", "to", "of", "in", "on", "at", "by",
    "for", "with", "from", "up", "out", "one", "only", "just", "who", "can", "may", "will",
    "would", "should", "must", "as", "too", "both", "either", "before", "after", "until", "till",
    "once", "when", "if", "w", "least", "most", "more", "less", "than", "fewer", "over", "under",
    "above", "below", "between", "max", "min", "maximum", "and", "or", "nor", "but", "plus",
    "minimum",
];

/// Two words are one word's forms: the same first four letters (the whole shorter word when
/// it has three: "bid" / "bids"), case ignored.
fn same_stem(a: &str, b: &str) -> bool {
    let n = a.len().min(b.len());
    if n < 3 {
        return a.eq_ignore_ascii_case(b);
    }
    let k = n.min(4);
    a.as_bytes()[..k].eq_ignore_ascii_case(&b.as_bytes()[..k])
}

/// A word of substance (not a [`FUNCTION_WORDS`] word, nor a number).
fn of_substance(w: &str) -> bool {
    !is_one_of(w, FUNCTION_WORDS) && !w.bytes().all(|b| b.is_ascii_digit())
}

/// The condition at one of `r`'s conditions of `group` (a gate word: "once", "if", "when")
/// runs on past its own words with " and " or " or " and a conjunct that names a word of
/// substance `original` nowhere says (nor a form of it): "You can close the ticket once the
/// member replies" -> "... once the member replies and QA confirms" (corpus32 ch52). The
/// gate now waits for something more (or less, with "or"). The condition ends at the next
/// condition, comma, semicolon, colon or bracket; a conjunct whose words the original says
/// ("once the member replies. Log the time." -> "... replies and log the time") is the
/// original's own. The conjunct, as a range into `rewrite`.
pub(super) fn conjunct_added_to_condition(
    original: &str,
    (rewrite, r): (&str, &Clause),
    group: CondGroup,
) -> Option<Range<usize>> {
    r.conditions_of(group).find_map(|range| {
        let part = rewrite.get(range.end..r.condition_end(range))?;
        let part = &part[..part.find([',', ';', ':', '(', '.']).unwrap_or(part.len())];
        let (at, len) = [" and ", " or ", " & "]
            .iter()
            .find_map(|j| part.find(j).map(|k| (k, j.len())))?;
        let conjunct = &part[at + len..];
        // Said word for word in the original: nothing new (one search, no word list).
        if original.contains(conjunct.trim()) {
            return None;
        }
        let new = words_of(conjunct)
            .any(|(_, w)| of_substance(w) && !words_of(original).any(|(_, x)| same_stem(w, x)));
        let start = range.end + at + 1;
        new.then(|| start..range.end + part.trim_end().len())
    })
}

/// Capitalised words that are no names: openers and function words a text may capitalise.
const NOT_NAMES: &[&str] = &[
    "The",
    "A",
    "An",
    "If",
    "When",
    "Only",
    "Please",
    "Do",
    "Don't",
    "Never",
    "Always",
    "No",
    "All",
    "Every",
    "Each",
    "You",
    "We",
    "I",
    "They",
    "It",
    "This",
    "That",
    "Note",
    "User",
    "Me",
    "Assistant",
    "And",
    "But",
    "Or",
    "Not",
    "Keep",
    "Make",
    "Rule",
    "Rules",
    "RULE",
];

/// The capitalised words of `text` (a capital, then a lower-case letter: "Kofi", "Ama") that
/// stand inside a sentence: after a space that follows a letter, a digit, a comma, a
/// semicolon or a colon (not a sentence's opening word). Not [`NOT_NAMES`];
/// up to eight. Read from the spaces only.
fn capitalised_inside(text: &str) -> Vec<&str> {
    let b = text.as_bytes();
    let mut found = Vec::new();
    for k in memchr::memchr_iter(b' ', b) {
        if found.len() == 8 {
            break;
        }
        let at = k + 1;
        if k == 0
            || !(b[k - 1].is_ascii_alphanumeric() || matches!(b[k - 1], b',' | b';' | b':'))
            || !b.get(at).is_some_and(u8::is_ascii_uppercase)
            || !b.get(at + 1).is_some_and(u8::is_ascii_lowercase)
        {
            continue;
        }
        let end = b[at..]
            .iter()
            .position(|x| !x.is_ascii_alphabetic())
            .map_or(b.len(), |n| at + n);
        let w = &text[at..end];
        if !is_one_of(w, NOT_NAMES) {
            found.push(w);
        }
    }
    found
}

/// Where the word `w` (as written, case kept) first stands as a whole word in `text`.
fn whole_word_at(text: &str, w: &str) -> Option<usize> {
    let b = text.as_bytes();
    memchr::memmem::find_iter(b, w.as_bytes()).find(|&k| {
        (k == 0 || !b[k - 1].is_ascii_alphanumeric())
            && b.get(k + w.len())
                .is_none_or(|x| !x.is_ascii_alphanumeric())
    })
}

/// The part of `text` around byte `at`: between the nearest ";", ",", ".", newline or dash
/// on either side.
fn part_around(text: &str, at: usize) -> Range<usize> {
    let stop = |c: char| matches!(c, ';' | ',' | '.' | '\n' | '—' | '|');
    let start = text[..at]
        .char_indices()
        .rfind(|&(_, c)| stop(c))
        .map_or(0, |(k, c)| k + c.len_utf8());
    let end = text[at..].find(stop).map_or(text.len(), |k| at + k);
    start..end
}

/// The words of substance of `text[part]` but the names `skip`.
fn part_words<'t>(text: &'t str, part: &Range<usize>, skip: &[&str]) -> Vec<&'t str> {
    words_of(&text[part.clone()])
        .map(|(_, w)| w)
        .filter(|w| w.len() >= 3 && of_substance(w) && !skip.iter().any(|s| s == w))
        .collect()
}

/// Two names (capitalised words both texts write alike) traded the roles their parts give
/// them: "Kofi is the only one who can approve the tender; Ama just collates the bids" ->
/// "Tender: approvals by Ama, bid collation by Kofi" (corpus32 ch66). Each name stands in a
/// part of its own in each text (parts end at ";", ",", "." or a line); the rewrite's part of
/// each says a word of the other's part in the original and none of its own. A summary that
/// keeps each name with its role ("Kofi: tender approvals; Ama: bid collation") shares words
/// with its own part and is not. The two names in the original, and the rewrite's.
pub(super) fn names_traded_roles(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    // Asked of a compaction only (a tenth shorter at least): a swap said at full length
    // trades its phrases word for word, which `swaps::swapped_phrases` reads; a faithful
    // rewrite said nearly word for word is not searched.
    if rewrite.len() * 10 > original.len() * 9 {
        return None;
    }
    // Cheap screen: two capitalised words inside a sentence (after a space that follows a
    // word or a ",", ";" or ":": "approvals by Ama", not a sentence's opening word) in one text
    // that the other also writes; found from the spaces (memchr), not byte by byte.
    let mut names: Vec<(usize, &str, usize)> = Vec::new();
    for text in [original, rewrite] {
        for w in capitalised_inside(text) {
            if names.iter().any(|(_, n, _)| *n == w) {
                continue;
            }
            if let (Some(o), Some(r)) = (whole_word_at(original, w), whole_word_at(rewrite, w)) {
                names.push((o, w, r));
            }
        }
    }
    if names.len() < 2 {
        return None;
    }
    // Each name's part in either text, then (only where two names stand in parts apart in
    // both) the parts' words, each read once.
    let parts: Vec<(Range<usize>, Range<usize>)> = names
        .iter()
        .map(|&(at, _, ra)| (part_around(original, at), part_around(rewrite, ra)))
        .collect();
    let apart = |i: usize, j: usize| parts[i].0 != parts[j].0 && parts[i].1 != parts[j].1;
    if !(0..names.len()).any(|i| (i + 1..names.len()).any(|j| apart(i, j))) {
        return None;
    }
    let skip: Vec<&str> = names.iter().map(|(_, w, _)| *w).collect();
    let words: Vec<(Vec<&str>, Vec<&str>)> = parts
        .iter()
        .map(|(p, q)| {
            (
                part_words(original, p, &skip),
                part_words(rewrite, q, &skip),
            )
        })
        .collect();
    let shares = |a: &[&str], b: &[&str]| a.iter().any(|x| b.iter().any(|y| same_stem(x, y)));
    for i in 0..names.len() {
        for j in i + 1..names.len() {
            if !apart(i, j) {
                continue;
            }
            let ((wpa, wqa), (wpb, wqb)) = (&words[i], &words[j]);
            if shares(wqa, wpb) && !shares(wqa, wpa) && shares(wqb, wpa) && !shares(wqb, wpb) {
                let ((oa, a, ra), (ob, b, rb)) = (names[i], names[j]);
                return Some((
                    oa.min(ob)..(oa + a.len()).max(ob + b.len()),
                    ra.min(rb)..(ra + a.len()).max(rb + b.len()),
                ));
            }
        }
    }
    None
}

/// Gates that hold an act back until something happens.
const BAN_GATES: &[&str] = &["until", "till", "unless", "before"];

/// Words of a rewrite that still hold the act back, or link it to the event, beside the
/// words that ban without a negation ([`super::reported_bans::BANS_WITHOUT_A_NEGATION`]): a
/// ban said as a state ("on hold", "blocked", "locked") or the gate kept ("only after").
const HOLDS_BACK: &[&str] = &[
    "hold",
    "held",
    "wait",
    "waits",
    "blocked",
    "block",
    "frozen",
    "freeze",
    "locked",
    "gated",
    "until",
    "till",
    "unless",
    "before",
    "after",
    "once",
    "upon",
    "when",
    "if",
    "first",
    "then",
    "awaiting",
    "subject",
    "pre",
    "embargoed",
    "off-limits",
];

/// Verbs that report an order given ("Oga said make we no release ...").
const REPORTING: &[&str] = &[
    "said",
    "says",
    "told",
    "tells",
    "asked",
    "asks",
    "wants",
    "want",
    "wanted",
    "insisted",
    "instructed",
    "ordered",
];

/// Negations of a past report ("we didn't ship until Friday" is a fact, not a ban).
const PAST_NEGATIONS: &[&str] = &[
    "didn't", "wasn't", "weren't", "hadn't", "couldn't", "did", "was", "were",
];

/// A ban held until an event, in a sentence read as narrative ("Oga said make we no release
/// the payroll until the auditor don check am": a reported or dialect order), said by the
/// rewrite as a state of things: "Payroll release is pending; auditor will check it" (corpus32
/// ch78). The original's sentence, not in the past, has a negation and after it a gate
/// ([`BAN_GATES`]); a sentence of the rewrite says two of its words again, and the rewrite
/// holds no negation, no word that holds the act back nor any gate ([`HOLDS_BACK`]; "pending"
/// only when it closes its part: "pending the auditor's check" keeps the link). Screened by
/// the original's sentence fields (a negation, then a gate). The original's sentence and the
/// rewrite's.
pub(super) fn gated_ban_said_as_a_state<'a>(
    (original, before): (&str, &Facts),
    (rewrite, after): (&str, impl Fn() -> &'a Facts),
) -> Option<(Range<usize>, Range<usize>)> {
    // (The sentence's fields first, then its gate's word, its negation's, and only then,
    // for a sentence in the past, the words before the negation.)
    let o = before.clauses.iter().find(|o| {
        o.negation.as_ref().is_some_and(|n| {
            o.conditions.iter().any(|(_, c)| {
                c.start >= n.end
                    && original.get(c.clone()).is_some_and(|w| is_one_of(w, BAN_GATES))
            }) && original.get(n.clone()).is_some_and(|w| !is_one_of(w, PAST_NEGATIONS))
                // Not in the past, or in the past only by the verb reporting the order.
                && (!o.past
                    || original
                        .get(o.range.start..n.start)
                        .is_some_and(|head| words_of(head).any(|(_, w)| is_one_of(w, REPORTING))))
        })
    })?;
    if negation_count(rewrite) > 0 {
        return None;
    }
    let words: Vec<(usize, &str)> = words_of(rewrite).collect();
    let linked = words.iter().enumerate().any(|(k, (at, w))| {
        is_one_of(w, BANS_WITHOUT_A_NEGATION)
            || is_one_of(w, HOLDS_BACK)
            || is_one_of(w, &["pending", "pend"])
                && words.get(k + 1).is_some_and(|(next, _)| {
                    !rewrite[at + w.len()..*next].contains([';', '.', ',', '\n', ':'])
                })
    });
    if linked {
        return None;
    }
    let after = after();
    let r = after.clauses.iter().find(|r| r.words_shared_with(o) >= 2)?;
    Some((o.range.clone(), r.range.clone()))
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

/// The rewrite's ordering at `range` of `r` is the "before" of "on or before DATE" (or
/// "after" of "on or after DATE"): a bound on the date, which `o` states on the same side
/// of the same date ("due no later than 14 March" -> "must be in on or before 14 March";
/// corpus32 fa15), not an event the rule now waits for.
pub(super) fn on_or_before_restates_a_bound(
    rewrite: &str,
    range: &Range<usize>,
    r: &Clause,
    o: &Clause,
) -> bool {
    let said = rewrite
        .get(range.clone())
        .is_some_and(|w| is_one_of(w, &["before", "after"]))
        && rewrite
            .get(..range.start)
            .is_some_and(|head| head.trim_end().to_ascii_lowercase().ends_with("on or"));
    // The side the word bounds ("before" an upper bound), and the date right after it (read
    // as a bare date, its word taken for the condition).
    let side = if rewrite
        .get(range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("before"))
    {
        Direction::Upper
    } else {
        Direction::Lower
    };
    said && r.dates.iter().any(|d| {
        d.range.start <= range.end + 1
            && d.range.end > range.end
            && o.dates
                .iter()
                .any(|e| e.same_time(d) && e.direction == side)
    })
}

/// Gates that hold an act back up to an event, and gates that open it from one.
const UP_TO: &[&str] = &["until", "till", "before"];
const FROM: &[&str] = &["after", "once", "from", "since"];

/// The first gate word ([`UP_TO`] or [`FROM`]) of `text[range]` at or after byte `from`,
/// with its range and whether it holds the act back up to the event.
fn first_gate(text: &str, range: &Range<usize>, from: usize) -> Option<(Range<usize>, bool)> {
    let start = from.max(range.start);
    let part = text.get(start..range.end)?;
    words_of(part).find_map(|(at, w)| {
        let up_to = is_one_of(w, UP_TO);
        (up_to || is_one_of(w, FROM)).then(|| (start + at..start + at + w.len(), up_to))
    })
}

/// The ban `o` ("Do not energise string 4 until the report is in") said by `r` as the state
/// it keeps, with no negation ("string 4 stays de-energised", "the wing stays closed",
/// "schema unedited"), and its gate turned: "... after the report is in". The state says the
/// negation already, so the gate must keep its side ("until" for "until"); the two gates.
/// Asked only of a negated sentence aligned with one that is not.
pub(super) fn gate_turned_by_a_kept_state(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let n = o.negation.as_ref()?;
    let (a, a_up_to) = first_gate(original, &o.range, n.end)?;
    let (b, b_up_to) = first_gate(rewrite, &r.range, r.range.start)?;
    if a_up_to == b_up_to {
        return None;
    }
    super::restatements::state_restates_negation((original, o), n, (rewrite, r)).then_some((a, b))
}

/// The ordering word at `range` of the original is an ordinal ("First offence is a
/// warning") that the rewrite's sentence `r` says in digits before the same word ("1st
/// offence warning"; corpus32 fa66): no condition dropped. Another ordinal ("2nd offence")
/// or another word after it is still one.
pub(super) fn ordinal_said_in_digits(
    (original, range): (&str, &Range<usize>),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(word) = original.get(range.clone()) else {
        return false;
    };
    let digits = match word.to_ascii_lowercase().as_str() {
        "first" => "1st",
        "second" => "2nd",
        "third" => "3rd",
        _ => return false,
    };
    let Some((_, next)) = words_of(original.get(range.end..).unwrap_or("")).next() else {
        return false;
    };
    let text = rewrite.get(r.range.clone()).unwrap_or("");
    let words: Vec<&str> = words_of(text).map(|(_, w)| w).collect();
    words
        .windows(2)
        .any(|p| p[0].eq_ignore_ascii_case(digits) && same_stem(p[1], next))
}

/// The rewrite grants writing where the original names reading only: "read-write",
/// "read/write", "r/w" or "rw" in the rewrite, and no form of "write" in the original
/// ("... only has read access" -> "svc acct: read-write"; probed for corpus32 fa57, accepted
/// before with the words spelled out). The original's "read" and the rewrite's compound.
pub(super) fn access_widened(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    let b = rewrite.as_bytes();
    // Cheap screen: a "w" right after "-", "/" or "r" (one memchr pass).
    if !memchr::memchr_iter(b'w', b).any(|k| k > 0 && matches!(b[k - 1], b'-' | b'/' | b'r' | b'R'))
    {
        return None;
    }
    let grant = rewrite
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':' | '(' | ')' | '.'))
        .find(|w| is_one_of(w, &["read-write", "read/write", "r/w", "rw", "read+write"]))?;
    let at = grant.as_ptr() as usize - rewrite.as_ptr() as usize;
    let (read, _) =
        words_of(original).find(|(_, w)| is_one_of(w, &["read", "read-only", "readonly"]))?;
    let writes = words_of(original).any(|(_, w)| {
        w.len() >= 5 && w.as_bytes()[..5].eq_ignore_ascii_case(b"write")
            || w.len() >= 4 && w.as_bytes()[..4].eq_ignore_ascii_case(b"writ")
    });
    (!writes).then(|| (read..read + 4, at..at + grant.len()))
}

/// Verbs that may follow an amount referred back to by "that" alone ("anything above that
/// needs a receipt").
const AFTER_BARE_THAT: &[&str] = &[
    "needs",
    "need",
    "requires",
    "require",
    "must",
    "has",
    "have",
    "is",
    "are",
    "gets",
    "get",
    "should",
    "will",
    "goes",
    "go",
    "needing",
    "requiring",
];

/// The sides on which `original` refers back to an amount by "that" or "this" alone, after
/// "under" or "below" (upper) or "over" or "above" (lower), with a verb or the end of its
/// part after it: "Your per-diem is £45; anything above that needs a receipt" (corpus32
/// fa56). "over that bridge" (a noun after "that") is no amount.
pub(super) fn bare_that_sides(original: &str) -> Vec<Direction> {
    let mut sides = Vec::new();
    let words: Vec<(usize, &str)> = words_of(original).collect();
    for k in 1..words.len() {
        let (at, w) = words[k];
        if !is_one_of(w, &["that", "this"]) {
            continue;
        }
        let side = match words[k - 1].1.to_ascii_lowercase().as_str() {
            "under" | "below" => Direction::Upper,
            "over" | "above" => Direction::Lower,
            _ => continue,
        };
        let end = at + w.len();
        let closes = original[end..]
            .trim_start_matches(' ')
            .starts_with([',', ';', '.', ')', '\n'])
            || end == original.len();
        let verb = words.get(k + 1).is_some_and(|(next, v)| {
            is_one_of(v, AFTER_BARE_THAT) && original[end..*next].trim().is_empty()
        });
        if (closes || verb) && !sides.contains(&side) {
            sides.push(side);
        }
    }
    sides
}

/// The rewrite's sentence `c` binds only by a "no" ("...; pump restarted; no impact") whose
/// words, up to the end of its part, a sentence of the narrative original says under a
/// negation of its own, as a state or in the past ("There was no customer impact";
/// corpus32 fa33): a fact said again, no ban. Asked only of a rule the narrative original
/// did not state.
pub(super) fn no_restates_a_negated_fact(
    (original, before): (&str, &Facts),
    (rewrite, c): (&str, &Clause),
) -> bool {
    let (Some(neg), Some(strong)) = (c.negation.as_ref(), c.strong.as_ref()) else {
        return false;
    };
    if strong.start != neg.start
        || !rewrite
            .get(neg.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("no"))
    {
        return false;
    }
    let tail = rewrite.get(neg.end..c.range.end).unwrap_or("");
    let part = &tail[..tail.find([';', ',', '.', '(']).unwrap_or(tail.len())];
    let words: Vec<&str> = words_of(part)
        .map(|(_, w)| w)
        .filter(|w| of_substance(w))
        .collect();
    if words.is_empty() || words.len() > 3 {
        return false;
    }
    // "There was no ...", "There is no ...", "... had no ...": a state reported (not "rule
    // is no cash refunds ...", a rule said as what it is).
    let states = |head: &str| {
        let mut words = words_of(head).map(|(_, w)| w);
        words.any(|w| is_one_of(w, &["there", "had"]))
    };
    before.clauses.iter().any(|o| {
        o.negation.as_ref().is_some_and(|n| {
            original
                .get(n.clone())
                .is_some_and(|w| is_one_of(w, &["no", "not", "never"]))
                && original.get(o.range.start..n.start).is_some_and(states)
                && words.iter().all(|w| {
                    words_of(original.get(n.end..o.range.end).unwrap_or(""))
                        .any(|(_, x)| same_stem(w, x))
                })
        })
    })
}

/// The rewrite's word `word` is "solo" and the original's sentence `sentence` says "alone"
/// (corpus32 fa80: "Do not handle the Gaboon viper alone" -> "... never handled solo") or
/// "on their own" (session 39): the same company, none. One word compared before the
/// sentence is read.
pub(super) fn solo_for_alone(sentence: &str, word: &str) -> bool {
    if !word.eq_ignore_ascii_case("solo") {
        return false;
    }
    let ws: Vec<&str> = words_of(sentence).map(|(_, w)| w).collect();
    ws.iter().any(|w| w.eq_ignore_ascii_case("alone"))
        || ws
            .windows(3)
            .any(|t| super::exceptions::on_ones_own(t[0], t[1], t[2]))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful, assert_reports};

    /// A condition kept and given a conjunct naming something new (corpus32 ch52): "condition
    /// added". The condition said again, or joined to a sentence of the original, is not.
    #[test]
    fn a_conjunct_joined_to_a_kept_condition_is_a_condition_added() {
        assert_reports(
            "condition added",
            &[
                (
                    "You can close the ticket once the member replies.",
                    "You can close the ticket once the member replies and QA confirms.",
                ),
                (
                    "Close the ticket once the member replies.",
                    "Close the ticket once the member replies and the lead confirms.",
                ),
                (
                    "You can refund the order if the parcel is returned.",
                    "You can refund the order if the parcel is returned and a manager agrees.",
                ),
                (
                    "Ship the order when payment clears.",
                    "Ship the order when payment clears or the rep signs off.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "You can close the ticket once the member replies.",
                "You can close the ticket once the member has replied.",
            ),
            (
                "You can close the ticket once the member replies and QA confirms.",
                "You can close the ticket once the member replies and QA confirms.",
            ),
            (
                "Close the ticket once the member replies. Log the time.",
                "Close the ticket once the member replies and log the time.",
            ),
        ]);
    }

    /// Two names traded the roles their parts give them (corpus32 ch66): "scope changed".
    /// Each name kept with its role, in any form, is not.
    #[test]
    fn names_that_traded_roles_are_a_scope_change() {
        assert_reports(
            "scope changed",
            &[
                (
                    "User: Kofi is the only one who can approve the tender; Ama just collates the bids.",
                    "Tender: approvals by Ama, bid collation by Kofi.",
                ),
                (
                    "Priya signs off the payroll; Tom prepares the timesheets.",
                    "Payroll sign-off: Tom. Timesheet prep: Priya.",
                ),
                (
                    "Kofi approves the invoices; Ama files the receipts.",
                    "Invoice approval: Ama; receipt filing: Kofi.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "User: Kofi is the only one who can approve the tender; Ama just collates the bids.",
                "Tender: approvals by Kofi, bid collation by Ama.",
            ),
            (
                "Priya signs off the payroll; Tom prepares the timesheets.",
                "Payroll sign-off: Priya. Timesheet prep: Tom.",
            ),
            (
                "Priya signs off the payroll; Tom prepares the timesheets.",
                "Tom: timesheets; Priya: payroll sign-off.",
            ),
            (
                "Kofi approves the invoices; Ama files the receipts.",
                "Invoice approval: Kofi; receipt filing: Ama.",
            ),
        ]);
    }

    /// A ban held until an event, read as narrative, said as a state with the link gone
    /// (corpus32 ch78): "prohibition became mention". The ban said again, or the act held to
    /// the event, is not.
    #[test]
    fn a_gated_ban_said_as_a_state_is_a_mention() {
        assert_reports(
            "prohibition became mention",
            &[
                (
                    "Oga said make we no release the payroll until the auditor don check am.",
                    "Payroll release is pending; auditor will check it.",
                ),
                (
                    "Oga said make we no release the payroll until the auditor don check am.",
                    "Payroll released; auditor will check it.",
                ),
                (
                    "Boss said we no go ship the crates before the inspector sign am.",
                    "Crates shipping this week; inspector to sign.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Oga said make we no release the payroll until the auditor don check am.",
                "Payroll release on hold until the auditor checks it.",
            ),
            (
                "Oga said make we no release the payroll until the auditor don check am.",
                "Payroll release held until the auditor has checked it.",
            ),
            (
                "Oga said make we no release the payroll until the auditor don check am.",
                "Payroll release pending the auditor's check.",
            ),
            (
                "We didn't ship the crates until Friday.",
                "Crates shipped Friday.",
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

    /// "on or before DATE" for "no later than DATE" (corpus32 fa15): a bound, no condition.
    /// The other side, another date, or "before" alone (strict) are still reported.
    #[test]
    fn on_or_before_a_date_is_its_bound() {
        let o = "The grant appendix is due no later than 14 March.";
        assert_faithful(&[(o, "Grant appendix must be in on or before 14 March.")]);
        assert_changed(&[
            (o, "Grant appendix must be in on or after 14 March."),
            (o, "Grant appendix must be in on or before 15 March."),
            (o, "Grant appendix must be in before 14 March."),
        ]);
    }

    /// A date closing a labelled ";"-part is not denied by the next part's negation
    /// (corpus32 fa24); the date turned or moved, or the other part's negation dropped, is
    /// still reported.
    #[test]
    fn a_date_in_a_labelled_part_is_not_turned_by_the_next_part() {
        let o = "Flour deliveries must arrive before 7 am, and drivers must not use the front entrance.";
        assert_faithful(&[(
            o,
            "Flour deliveries: before 07:00; drivers never via front entrance.",
        )]);
        assert_changed(&[
            (
                o,
                "Flour deliveries: after 07:00; drivers never via front entrance.",
            ),
            (
                o,
                "Flour deliveries: before 08:00; drivers never via front entrance.",
            ),
            (
                o,
                "Flour deliveries: before 07:00; drivers via front entrance.",
            ),
            (
                o,
                "Flour deliveries: before 07:00; drivers never via back entrance.",
            ),
        ]);
    }

    /// "stays out of" = "keep ... out of" (corpus32 fa77): the same ban, its date on the same
    /// side. "stays in", the date turned or moved, another place are still reported.
    #[test]
    fn staying_out_of_is_kept_out_of() {
        let o = "Joel: keep the rye starter out of the walk-in until Monday.";
        assert_faithful(&[(o, "Rye starter stays out of walk-in until Mon.")]);
        assert_changed(&[
            (o, "Rye starter stays in walk-in until Mon."),
            (o, "Rye starter stays out of walk-in after Mon."),
            (o, "Rye starter stays out of walk-in until Tue."),
            (o, "Rye starter stays out of fridge until Mon."),
        ]);
    }

    /// A ban said as the "de-" participle it keeps (corpus32 fa70): "stays de-energised" for
    /// "do not energise". The plain participle, the gate turned ("after", "once"), another
    /// event, or an order to "de-energise" are still reported.
    #[test]
    fn a_ban_said_as_its_de_participle() {
        let o = "Do not energise string 4 until the cable test report is in the shared folder.";
        assert_faithful(&[(
            o,
            "RULE: string 4 stays de-energised until cable test report is in shared folder.",
        )]);
        assert_changed(&[
            (
                o,
                "RULE: string 4 stays energised until cable test report is in shared folder.",
            ),
            (
                o,
                "RULE: string 4 stays de-energised after cable test report is in shared folder.",
            ),
            (
                o,
                "RULE: string 4 stays de-energised once cable test report is in shared folder.",
            ),
            (
                o,
                "RULE: string 4 stays de-energised until cable test report is filed.",
            ),
            (
                o,
                "De-energise string 4 until cable test report is in shared folder.",
            ),
            (o, "RULE: string 4 stays de-energised."),
        ]);
        // The same turn with an "un-" participle, accepted before (a kept state says the
        // negation; the gate must keep its side).
        assert_changed(&[(
            "Do not edit the schema until the freeze ends.",
            "Keep the schema unedited after the freeze ends.",
        )]);
        assert_faithful(&[(
            "Do not edit the schema until the freeze ends.",
            "Keep the schema unedited until the freeze ends.",
        )]);
    }

    /// "leave X alone" lets a thing be, with the thing named between (corpus32 fa60): no
    /// "alone" condition added. "alone" added to a ban on acting is still reported.
    #[test]
    fn leaving_a_thing_alone_is_no_condition() {
        let o = "Dinnae touch the strongroom humidity setpoint till the conservator's finished calibrating.";
        assert_faithful(&[(
            o,
            "Strongroom: leave humidity setpoint alone until conservator finishes calibrating.",
        )]);
        assert_changed(&[
            (
                o,
                "Strongroom: leave humidity setpoint alone until conservator starts calibrating.",
            ),
            (
                "Never enter the strongroom.",
                "Never enter the strongroom alone.",
            ),
        ]);
    }

    /// An ordinal said in digits before the same word (corpus32 fa66): "1st offence" for
    /// "First offence". Another ordinal, or the ordinal dropped, is still reported.
    #[test]
    fn an_ordinal_said_in_digits_is_kept() {
        let o = "Mod note: layout photos must credit the builder. First offence is a warning; repeat offenders get a 24h mute.";
        assert_faithful(&[(
            o,
            "Mod policy: credit builder on layout photos; 1st offence warning, repeat = 24h mute.",
        )]);
        assert_changed(&[
            (
                o,
                "Mod policy: credit builder on layout photos; 2nd offence warning, repeat = 24h mute.",
            ),
            (
                o,
                "Mod policy: credit builder on layout photos; offence warning, repeat = 24h mute.",
            ),
        ]);
    }

    /// Reading widened to writing, spelled out or contracted (probed for corpus32 fa57;
    /// the spelled-out form was accepted before this session): "scope changed".
    #[test]
    fn read_access_widened_to_writing_is_a_scope_change() {
        let o = "Your service account only has read access to the cooling-sim namespace.";
        assert_reports(
            "scope changed",
            &[
                (
                    o,
                    "Service account: read-write, cooling-sim namespace only.",
                ),
                (o, "svc acct: read-write, cooling-sim ns only."),
                (o, "svc acct: r/w, cooling-sim ns only."),
            ],
        );
        assert_faithful(&[(o, "Service account: read-only, cooling-sim namespace only.")]);
    }

    /// An amount referred back to by "that" alone (corpus32 fa56): "anything above that needs
    /// a receipt" = "receipts for anything over £45". Another value or side is still reported.
    #[test]
    fn an_amount_referred_back_by_that_alone() {
        let o = "Your per-diem on location is £45; anything above that needs a receipt; no alcohol on the production card.";
        assert_faithful(&[(
            o,
            "Location: per-diem £45; receipts for anything over £45; no alcohol on production card.",
        )]);
        assert_changed(&[
            (
                o,
                "Location: per-diem £45; receipts for anything over £40; no alcohol on production card.",
            ),
            (
                o,
                "Location: per-diem £45; receipts for anything under £45; no alcohol on production card.",
            ),
        ]);
    }

    /// A negated fact of a narrative original said again with "no" (corpus32 fa33): no
    /// constraint added. A "no" naming something else, another negation word, or a rule
    /// stated as what it is ("rule is no cash refunds ...") is still reported.
    #[test]
    fn no_restating_a_negated_fact_is_no_rule() {
        let o = "At 03:10 chiller 2 threw a low-flow alarm. There was no customer impact.";
        assert_faithful(&[(o, "Chiller 2 low-flow alarm overnight; no impact.")]);
        assert_changed(&[
            (o, "Chiller 2 low-flow alarm overnight; no restarts."),
            (o, "Chiller 2 low-flow alarm overnight; no customer access."),
            (
                o,
                "Chiller 2 low-flow alarm overnight; never impact customers.",
            ),
            (
                "[Rosa] rule is no cash refunds on deposits for custom designs. flash pieces we refund\n[agent] ok",
                "Refunds: no cash refunds on deposits.",
            ),
        ]);
    }

    /// "solo" for "alone" (corpus32 fa80). "solo" where the original says nothing of company
    /// is still a word it does not say.
    #[test]
    fn solo_says_alone() {
        let o = "Komodo sedated Tuesday for her vet check. Do not handle the Gaboon viper alone, and weigh the ball pythons every fortnight. Gecko up 12 g since March.";
        assert_faithful(&[(
            o,
            "Notes: komodo vet check Tue (sedated); gecko +12 g since Mar. Rules: Gaboon viper never handled solo; ball pythons weighed every 2 weeks.",
        )]);
        assert_changed(&[
            (
                "Do not handle the Gaboon viper, and weigh the ball pythons every fortnight.",
                "Rules: Gaboon viper never handled solo; ball pythons weighed every 2 weeks.",
            ),
            (
                o,
                "Notes: komodo vet check Tue (sedated); gecko +12 g since Mar. Rules: Gaboon viper never handled solo; ball pythons weighed every 3 weeks.",
            ),
            (
                "Trainees mustn't run the pug mill on the day shift.",
                "Trainees: no solo pug mill use.",
            ),
        ]);
        // "on their own" says the same company (session 39).
        assert_faithful(&[(
            "Trainees mustn't run the pug mill on their own.",
            "Trainees: no solo pug mill use.",
        )]);
    }
}
