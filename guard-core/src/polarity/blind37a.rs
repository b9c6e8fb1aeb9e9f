//! Readings from the blind corpus s37 (corpus37, rewrites, pol37a): changes the rule
//! comparison did not see, read from the two texts alone when nothing else was found (the
//! kind of day of a count of days swapped, the period of a rate swapped, the gate of an
//! "only" rule dropped, the condition of an "otherwise" rule dropped, a task reserved to a
//! named person given to others, a ban "X, Y or otherwise" said as "keep X Y"), each behind
//! a cheap screen (a word the shape needs) before any sentence is read, on the words each
//! text's [`TextReading`] cut once.

use super::blind34a::NEGATIONS;
use super::holds_ignoring_case;
use super::words::{TextReading, Word, WordKey, is_content, parts, same_word, words};
use crate::classify::lexicon::{is_one_of, looks_past};
use std::ops::Range;

/// A change read from the two texts alone: its kind and its ranges in the original and the
/// rewrite.
type Missed = (&'static str, Range<usize>, Range<usize>);

/// The value of a number word: digits ("5") or a word ("five").
fn value(w: &str) -> Option<f64> {
    if w.starts_with(|c: char| c.is_ascii_digit()) {
        w.parse().ok()
    } else {
        crate::classify::numbers::word_value(&w.to_ascii_lowercase())
    }
}

/// Kinds of day a count of days is said in, each with its family ("working" and "business"
/// days are one).
const DAY_KINDS: &[(&str, u8)] = &[
    ("working", 0),
    ("business", 0),
    ("work", 0),
    ("banking", 0),
    ("calendar", 1),
    ("clear", 2),
    ("school", 3),
];

/// The counts of days of a kind in `words` ("5 working days"): the count's value, the kind's
/// family and the range from the count to "days".
fn kinds_of_days(ws: &[Word<'_>]) -> Vec<(f64, u8, Range<usize>)> {
    ws.windows(3)
        .filter_map(|w| {
            let kind = DAY_KINDS
                .iter()
                .find(|(k, _)| w[1].0.eq_ignore_ascii_case(k))?
                .1;
            let day = w[2].0.get(..3)?;
            (day.eq_ignore_ascii_case("day"))
                .then(|| Some((value(w[0].0)?, kind, w[0].1.start..w[2].1.end)))
                .flatten()
        })
        .collect()
}

/// "Claims must be acknowledged within 5 working days." -> "Claims: acknowledgement within 5
/// calendar days.": a count of days of one kind ("working", "business") said again with the
/// same count of another kind ("calendar", "clear"): the unit changed. "5 business days" for
/// "5 working days" is the same unit; a count said without its kind is not read.
fn kind_of_days_swapped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !(holds_ignoring_case(o.text, " day") && holds_ignoring_case(r.text, " day")) {
        return None;
    }
    let said = kinds_of_days(o.words());
    if said.is_empty() {
        return None;
    }
    let again = kinds_of_days(r.words());
    said.iter().find_map(|(v, kind, from)| {
        let (_, _, to) = again.iter().find(|(w, k, _)| w == v && k != kind)?;
        Some(("unit changed", from.clone(), to.clone()))
    })
}

/// The period a word of a rate names ("d", "daily", "wk", "hr"), one name for each.
fn period(w: &str) -> Option<&'static str> {
    const PERIODS: &[(&str, &[&str])] = &[
        ("day", &["d", "day", "days", "daily"]),
        ("week", &["w", "wk", "wks", "week", "weeks", "weekly"]),
        ("hour", &["h", "hr", "hrs", "hour", "hours", "hourly"]),
        ("minute", &["min", "mins", "minute", "minutes"]),
        ("second", &["s", "sec", "secs", "second", "seconds"]),
        ("month", &["mo", "mth", "month", "months", "monthly"]),
        (
            "year",
            &["y", "yr", "yrs", "year", "years", "annum", "yearly"],
        ),
    ];
    PERIODS
        .iter()
        .find(|(_, ws)| is_one_of(w, ws))
        .map(|(p, _)| *p)
}

/// A rate said in `text`: its number, its unit (lower case, maybe empty), the word after "per"
/// ("/") and the range from the number to that word.
type Rate<'t> = (f64, String, &'t str, Range<usize>);

/// The rates of `text` ("1.5 kg per feed", "3 d/wk", "£30/hr"): a number, a unit of letters
/// or none, then "per" or "/" and a word of letters.
fn rates(text: &str) -> Vec<Rate<'_>> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let marker = if b[i] == b'/' {
            Some(i + 1)
        } else if b[i] == b' '
            && b.get(i + 1..i + 5)
                .is_some_and(|w| w.eq_ignore_ascii_case(b"per "))
        {
            Some(i + 5)
        } else {
            None
        };
        if let Some(next) = marker
            && let Some(rate) = rate_at(text, i, next)
        {
            out.push(rate);
        }
        i += 1;
    }
    out
}

/// The rate whose "per" ("/") starts at byte `at` of `text` and whose period word starts at
/// `next`, if a number (and a unit) stands right before it.
fn rate_at(text: &str, at: usize, next: usize) -> Option<Rate<'_>> {
    let tail = &text[next..];
    let per = &tail[..tail.bytes().take_while(u8::is_ascii_alphabetic).count()];
    if per.is_empty() {
        return None;
    }
    let before = text[..at].trim_end();
    let unit_len = before
        .bytes()
        .rev()
        .take_while(u8::is_ascii_alphabetic)
        .count();
    let unit = &before[before.len() - unit_len..];
    let before = before[..before.len() - unit_len].trim_end();
    let digits = before
        .bytes()
        .rev()
        .take_while(|b| b.is_ascii_digit() || *b == b'.')
        .count();
    let number = before[before.len() - digits..].trim_start_matches('.');
    if unit_len > 12 {
        return None;
    }
    let unit = unit.to_ascii_lowercase();
    let unit = unit.strip_suffix('s').map_or(unit.clone(), str::to_string);
    if !number.ends_with(|c: char| c.is_ascii_digit()) {
        // "fifty dollars per month": a number word before the unit.
        return number_word_before(text, before)
            .map(|(value, start)| (value, unit, per, start..next + per.len()));
    }
    // A number glued to a word before it ("P2 per", "x3/d") is no amount.
    let start = before.len() - number.len();
    if text[..start].ends_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    Some((number.parse().ok()?, unit, per, start..next + per.len()))
}

/// The value of the number word `before` (a prefix of `text`) ends with ("fifty" in
/// "Keep the membership at fifty"), and where it starts.
fn number_word_before(text: &str, before: &str) -> Option<(f64, usize)> {
    let len = before
        .bytes()
        .rev()
        .take_while(u8::is_ascii_alphabetic)
        .count();
    let start = before.len() - len;
    let value =
        crate::classify::numbers::word_value(&text[start..before.len()].to_ascii_lowercase())?;
    Some((value, start))
}

/// "squid capped at 1.5 kg per feed" -> "squid max 1.5 kg/day": the same amount in the same
/// unit said again per another period ("per feed" as "/day", "per week" as "/day"): the unit
/// changed. "per hour" as "/hr" is the same period; two words that name no period ("per
/// guest", "/person") are not compared.
fn period_of_a_rate_swapped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let marked = |t: &str| t.contains('/') || holds_ignoring_case(t, " per ");
    if !(marked(o.text) && marked(r.text)) {
        return None;
    }
    let said = rates(o.text);
    if said.is_empty() {
        return None;
    }
    let again = rates(r.text);
    said.iter().find_map(|(v, unit, per, from)| {
        let (_, _, _, to) = again.iter().find(|(w, u, p, _)| {
            w == v
                && (u == unit || u.is_empty() || unit.is_empty())
                && period(per) != period(p)
                && (period(per).is_some() || period(p).is_some())
        })?;
        Some(("unit changed", from.clone(), to.clone()))
    })
}

/// Some word of `ws` is said in `keys` (the [`WordKey`]s of the other text).
fn any_said(ws: &[&Word<'_>], keys: &[WordKey]) -> bool {
    ws.iter().any(|(w, _)| {
        let key = WordKey::of(w);
        keys.iter().any(|k| k.same(&key))
    })
}

/// The content words of `ws`.
fn content<'w, 't>(ws: &'w [Word<'t>]) -> Vec<&'w Word<'t>> {
    ws.iter().filter(|(w, _)| is_content(w)).collect()
}

/// The words of `text` in `range`, taken from the words of the whole text.
fn words_in<'w, 't>(ws: &'w [Word<'t>], range: &Range<usize>) -> &'w [Word<'t>] {
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
fn gate_of_only_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
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
        let kept = |(w, _): &&Word<'_>| w.len() > 3 && holds_ignoring_case(r.text, w);
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

/// Words that open the condition an "otherwise" rule hangs on.
const CONDITIONS: &[&str] = &["if", "when", "unless", "provided"];

/// Words of a rewrite that keep a condition or an exception.
const KEEPS_A_CONDITION: &[&str] = &[
    "otherwise",
    "else",
    "unless",
    "except",
    "if",
    "when",
    "once",
    "only",
    "provided",
];

/// "The grinder can go out without a trailer check if it was used the day before; otherwise
/// Dev inspects the hitch first." -> "Grinder: Dev inspects hitch before every job.": the
/// rule said after "otherwise" (a content word of it kept) by a rewrite that says no word of a
/// condition and no content word of the condition it is the other side of: the condition (the
/// leave it gave) dropped. "Used the day before: straight out; else Dev inspects" keeps it.
fn condition_of_otherwise_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !o.holds_phrase("otherwise") || r.holds_any_phrase(KEEPS_A_CONDITION) {
        return None;
    }
    let ws = o.words();
    let other = ws
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case("otherwise"))?;
    let head = ws[..other]
        .iter()
        .rposition(|(w, _)| is_one_of(w, CONDITIONS))?;
    let condition = content(&ws[head + 1..other]);
    let end = parts(o.text)
        .into_iter()
        .find(|p| p.end > ws[other].1.start)
        .map_or(o.text.len(), |p| p.end);
    let rule = content(words_in(ws, &(ws[other].1.end..end)));
    if condition.is_empty() || any_said(&condition, r.keys()) || !any_said(&rule, r.keys()) {
        return None;
    }
    Some(("condition dropped", ws[head].1.start..end, 0..r.text.len()))
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
fn reserved_task_given_to_others(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
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
    if holds_ignoring_case(r.text, name) {
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

/// Words that keep a ban in a rewrite's sentence.
const BANS: &[&str] = &[
    "ban",
    "banned",
    "forbidden",
    "prohibited",
    "off-limits",
    "zero",
    "avoid",
];

/// "Episodes have to be clean — no swearing, bleeped or otherwise." -> "Keep swearing
/// bleeped.": a ban of a thing in every form ("no X, Y or otherwise", "Y or not") said again
/// by a sentence of the rewrite that names the thing and the form but holds no negation and
/// no word of a ban: the negation dropped, the form the ban covered let through. "No
/// swearing, not even bleeped" keeps it.
fn ban_of_every_form_softened(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !o.holds_any_phrase(&["or otherwise", "or not"]) {
        return None;
    }
    let ws = o.words();
    let or = ws.windows(2).position(|w| {
        w[0].0.eq_ignore_ascii_case("or") && is_one_of(w[1].0, &["otherwise", "not"])
    })?;
    let form = ws.get(or.checked_sub(1)?).filter(|(w, _)| is_content(w))?;
    let no = ws[..or - 1]
        .iter()
        .rposition(|(w, _)| is_one_of(w, NEGATIONS))?;
    let thing = content(&ws[no + 1..or - 1]);
    let thing = thing.first()?;
    let (rw, keys) = (r.words(), r.keys());
    let (form_key, thing_key) = (WordKey::of(form.0), WordKey::of(thing.0));
    parts(r.text).into_iter().find_map(|p| {
        let from = rw.partition_point(|(_, x)| x.start < p.start);
        let to = rw.partition_point(|(_, x)| x.start < p.end);
        let (pw, pk) = (&rw[from..to], &keys[from..to]);
        let negated = pw
            .iter()
            .any(|(w, _)| is_one_of(w, NEGATIONS) || is_one_of(w, BANS) || w.ends_with("n't"));
        (!negated && pk.iter().any(|k| k.same(&form_key)) && pk.iter().any(|k| k.same(&thing_key)))
            .then(|| ("negation dropped", ws[no].1.start..ws[or + 1].1.end, p))
    })
}

/// Changes read from the two texts alone, when nothing else was found.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    kind_of_days_swapped(o, r)
        .or_else(|| period_of_a_rate_swapped(o, r))
        .or_else(|| gate_of_only_dropped(o, r))
        .or_else(|| condition_of_otherwise_dropped(o, r))
        .or_else(|| reserved_task_given_to_others(o, r))
        .or_else(|| ban_of_every_form_softened(o, r))
}

/// Negations of a dialect that [`NEGATIONS`] does not hold ("ya cyan put no anemone", "de
/// slab roller ain' fa use").
const DIALECT_NEGATIONS: &[&str] = &["cyan", "cyaan", "ain'", "ain't", "nah"];

/// Negations that tell what did not happen ("didn't", "wasn't").
const PAST_NEGATIONS: &[&str] = &["didn't", "wasn't", "weren't", "hadn't", "couldn't"];

/// Past forms that tell what a negation after them did not have ("there was no impact").
const PAST_BEFORE: &[&str] = &["was", "were", "had", "did", "got", "saw", "found"];

/// Negations that are the subject of what they negate ("nobody went out").
const SUBJECT_NEGATIONS: &[&str] = &["nobody", "none", "never", "naebody"];

/// Words that gate a rule, each with the words that say the same gate.
const HEADS: &[&[&str]] = &[
    &["if", "when", "once"],
    &["unless", "except"],
    &["until", "till", "til"],
    &["before"],
    &["after"],
];

/// "Music must be from the licensed library; nothing ripped from Spotify or YouTube." ->
/// "... No rips from Spotify/YouTube.": a rule the rewrite is said to add (the original read
/// as no rule) whose every negation ("no", "don't") is followed, within three words, by a
/// content word that the original negates too (a negation, a dialect's "cyan" or "ain'"
/// among them, at most four words before the same word), the rest of each such ban of the
/// original said again, and no number or gate ("unless", "until") the original does not
/// say: a ban the original already says, no rule added. A negation that tells what did not
/// happen ("didn't", "nobody" before a past form, "there was no") is no ban: "We didn't lock
/// the door" -> "Don't lock the door" adds a rule; "no refunds for custom designs" -> "no
/// refunds" (its scope), "no customer impact" -> "no customer access" (its object), "no
/// parcels over 25kg" -> "no parcels over 20 kg" are still read.
fn ban_said_again(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    let negation = |w: &str| is_one_of(w, NEGATIONS) || w.ends_with("n't");
    let theirs = words(rewrite, to.clone());
    let negations: Vec<usize> = (0..theirs.len())
        .filter(|&k| negation(theirs[k].0))
        .collect();
    // A rule of a few bans (a longer one is not read against every word of the original).
    if negations.is_empty() || negations.len() > 8 {
        return false;
    }
    let ours = words(original, 0..original.len());
    let ours_parts = parts(original);
    // New numbers or gates.
    let values: Vec<f64> = ours.iter().filter_map(|(w, _)| value(w)).collect();
    let new_number = theirs
        .iter()
        .any(|(w, _)| value(w).is_some_and(|v| !values.contains(&v)));
    let new_gate = HEADS.iter().any(|g| {
        theirs.iter().any(|(w, _)| is_one_of(w, g)) && !ours.iter().any(|(w, _)| is_one_of(w, g))
    });
    if new_number || new_gate {
        return false;
    }
    let keys: Vec<WordKey> = theirs.iter().map(|(w, _)| WordKey::of(w)).collect();
    // The nearest negation of the original before word `i` (the same as a word of the
    // rewrite).
    let negated_at = |i: usize| {
        (i.saturating_sub(4)..i).rev().find(|&n| {
            let w = ours[n].0;
            (negation(w) || is_one_of(w, DIALECT_NEGATIONS))
                && !is_one_of(w, PAST_NEGATIONS)
                && !(n > 0 && (is_one_of(ours[n - 1].0, PAST_BEFORE) || looks_past(ours[n - 1].0)))
                && !(is_one_of(w, SUBJECT_NEGATIONS)
                    && ours[n + 1..=i].iter().any(|(p, _)| looks_past(p)))
        })
    };
    // The ban of the original from negation `n` to the end of its part, said again (its
    // gate compared above): "no customer impact" is no "no customer access".
    let said_again = |n: usize| {
        let end = ours_parts
            .iter()
            .find(|p| p.end > ours[n].1.start)
            .map_or(original.len(), |p| p.end);
        let ban = content(words_in(&ours, &(ours[n].1.end..end)));
        ban.iter()
            .filter(|w| !HEADS.iter().any(|g| is_one_of(w.0, g)))
            .all(|w| any_said(&[w], &keys) || holds_ignoring_case(rewrite, w.0))
    };
    negations.iter().all(|&k| {
        theirs[k + 1..(k + 4).min(theirs.len())]
            .iter()
            .any(|(x, _)| {
                is_content(x)
                    && ours.iter().enumerate().any(|(i, (v, _))| {
                        same_word(x, v) && negated_at(i).is_some_and(&said_again)
                    })
            })
    })
}

/// Faithful forms read in corpus37 (pol37a), each a filter over one kind of change: a rule
/// said to be added that is a ban the original already says ([`ban_said_again`]).
pub(super) fn faithful_form(
    what: &str,
    original: &str,
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match (what, to) {
        ("constraint added", Some(t)) => ban_said_again(original, rewrite, t),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn missed(original: &str, rewrite: &str) -> Option<&'static str> {
        change_missed(&TextReading::new(original), &TextReading::new(rewrite)).map(|m| m.0)
    }

    #[test]
    fn a_kind_of_days_swapped_is_read() {
        assert_eq!(
            missed(
                "Refunds must be paid within 10 business days of the return.",
                "Refunds: pay within 10 calendar days of return."
            ),
            Some("unit changed")
        );
        assert_eq!(
            missed(
                "Give tenants 3 clear days' notice before a visit.",
                "3 working days' notice to tenants before visits."
            ),
            Some("unit changed")
        );
        // The same family, or no kind said again.
        assert_eq!(
            missed(
                "Refunds must be paid within 10 business days.",
                "Refunds: within 10 working days."
            ),
            None
        );
        assert_eq!(
            missed(
                "Refunds must be paid within 10 business days.",
                "Refunds: within 10 days, business days."
            ),
            None
        );
    }

    #[test]
    fn a_period_of_a_rate_swapped_is_read() {
        assert_eq!(
            missed(
                "Caffeine for the night crew is capped at 2 cups per shift.",
                "Night crew caffeine: max 2 cups/day."
            ),
            Some("unit changed")
        );
        assert_eq!(
            missed(
                "Each runner may log at most 40 km per week on the treadmill.",
                "Treadmill: max 40 km/day per runner."
            ),
            Some("unit changed")
        );
        // The amount said with a number word (session 37).
        assert_eq!(
            missed(
                "Keep the membership at fifty dollars per month or less.",
                "Membership ≤$50/week."
            ),
            Some("unit changed")
        );
        assert_eq!(
            missed(
                "Keep the membership at fifty dollars per month or less.",
                "Membership: ≤ $50/month."
            ),
            None
        );
        // The same period in other words, or two words that name no period.
        assert_eq!(
            missed("Overtime is paid at £30 per hour.", "Overtime: £30/hr."),
            None
        );
        assert_eq!(
            missed("Budget is 25 euros per guest.", "Budget: 25 euros/person."),
            None
        );
        assert_eq!(
            missed(
                "Feed the tortoise lettuce three days a week.",
                "Tortoise: lettuce 3 d/wk."
            ),
            None
        );
    }

    #[test]
    fn a_gate_of_an_only_rule_dropped_is_read() {
        assert_eq!(
            missed(
                "New laptops get imaged and tagged; they only go out to staff once Priya has enrolled them in MDM.",
                "New laptops: imaged + tagged, then out to staff."
            ),
            Some("condition dropped")
        );
        // The gate kept in other words, or a count ("only once").
        assert_eq!(
            missed(
                "New laptops only go out to staff once Priya has enrolled them in MDM.",
                "New laptops: out to staff after Priya's MDM enrolment."
            ),
            None
        );
        assert_eq!(
            missed(
                "You may only resit the exam once a year.",
                "One resit a year allowed."
            ),
            None
        );
        assert_eq!(
            missed(
                "Minibars are only restocked after checkout.",
                "Minibar restock only post-checkout."
            ),
            None
        );
        assert_eq!(
            missed(
                "Members may only use the kitchen after ten.",
                "Members: kitchen after 10."
            ),
            None
        );
    }

    #[test]
    fn a_condition_of_an_otherwise_rule_dropped_is_read() {
        assert_eq!(
            missed(
                "The hire van can go out without a tyre check if it came back that morning; otherwise Sam checks tyres and oil first.",
                "Hire van: Sam checks tyres and oil before every hire."
            ),
            Some("condition dropped")
        );
        assert_eq!(
            missed(
                "The hire van can go out without a tyre check if it came back that morning; otherwise Sam checks tyres and oil first.",
                "Hire van back same morning: straight out; else Sam checks tyres + oil first."
            ),
            None
        );
        assert_eq!(
            missed(
                "The hire van can go out without a tyre check if it came back that morning; otherwise Sam checks tyres and oil first.",
                "Hire van: no tyre check needed when back that morning; Sam checks tyres and oil first."
            ),
            None
        );
    }

    #[test]
    fn a_reserved_task_given_to_others_is_read() {
        assert_eq!(
            missed(
                "Payroll runs are Malik's job. Team leads can approve their own timesheets.",
                "Team leads can approve timesheets and do payroll runs."
            ),
            Some("scope changed")
        );
        // The person still named, or the task given no leave.
        assert_eq!(
            missed(
                "Payroll runs are Malik's job. Team leads can approve their own timesheets.",
                "Payroll: Malik only. Team leads can approve own timesheets."
            ),
            None
        );
        assert_eq!(
            missed(
                "Payroll runs are Malik's job. Team leads can approve their own timesheets.",
                "Team leads can approve own timesheets."
            ),
            None
        );
    }

    #[test]
    fn a_ban_of_every_form_softened_is_read() {
        assert_eq!(
            missed(
                "No alcohol on the coach, sealed or otherwise.",
                "Coach: keep alcohol sealed."
            ),
            Some("negation dropped")
        );
        assert_eq!(
            missed(
                "No alcohol on the coach, sealed or otherwise.",
                "Coach: no alcohol, not even sealed."
            ),
            None
        );
        assert_eq!(
            missed(
                "No alcohol on the coach, sealed or otherwise.",
                "Coach: alcohol banned, sealed included."
            ),
            None
        );
    }

    #[test]
    fn a_ban_said_again_is_no_rule_added() {
        let added =
            |o: &str, r: &str| faithful_form("constraint added", o, (r, Some(&(0..r.len()))));
        assert!(added(
            "Parcels get signed for at the front desk, not left on the porch for the courier.",
            "Parcels: sign at front desk; not left on porch for courier."
        ));
        assert!(added(
            "Ah, ya cyan put no bleach in de grey-water tank till Mr Rolle approves.",
            "Grey-water tank: no bleach until Mr Rolle approves."
        ));
        // A negation that tells what did not happen, or a ban of something else.
        assert!(!added(
            "We didn't lock the side door last night.",
            "Don't lock the side door."
        ));
        assert!(!added(
            "Nobody opened the safe on Sunday.",
            "Nobody opens the safe."
        ));
        assert!(!added(
            "Parcels get signed for at the front desk, not left on the porch.",
            "Parcels: sign at front desk; no deliveries after 6pm."
        ));
        // The ban's scope, its object, its number or its gate changed.
        assert!(!added(
            "There was no customer impact.",
            "No customer access."
        ));
        assert!(!added(
            "There was no customer impact.",
            "Never impact customers."
        ));
        assert!(!added(
            "Rule is no cash refunds on deposits for custom designs.",
            "No cash refunds on deposits."
        ));
        assert!(!added(
            "The small van doesn't go past Carlow.",
            "Small van: no trips past Carlow unless approved."
        ));
        assert!(!added(
            "Boss said we no carry any box wey pass 25kg for the bike.",
            "No boxes over 20 kg on the bike."
        ));
    }
}
