//! Readings from the blind corpus 35 (corpus35, rewrites): changes the rule comparison did
//! not see, read from the two texts alone when nothing else was found (a past cap said as in
//! force, two values traded between their labels, a concession made a condition, a number
//! the original leaves free put under a ban, a regret said as an order, a ban and a leave
//! traded between two things), each behind a cheap screen before any sentence is read.

use super::blind34a::{GONE, NEGATIONS, REVOKING, holds_any_phrase, holds_phrase, shared};
use super::is_one_of;
use super::words::{TextReading, Word, WordKey, is_content, last_word, parts, same_word, words};
use std::borrow::Cow;
use std::ops::Range;

/// A change read from the two texts alone: its kind, and its ranges in the original and the
/// rewrite.
type Missed = (&'static str, Range<usize>, Option<Range<usize>>);

/// The run of digits in `w` ("Y12" -> "12", "40" -> "40"; empty when it has none).
fn digits_of(w: &str) -> &str {
    let Some(start) = w.find(|c: char| c.is_ascii_digit()) else {
        return "";
    };
    let rest = &w[start..];
    &rest[..rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len())]
}

/// `text` holds an ASCII digit (the screen of the readings of numbers).
pub(super) fn has_digit(text: &str) -> bool {
    text.bytes().any(|b| b.is_ascii_digit())
}

/// A word that negates or bans ("not", "never", "can't", "banned").
fn negates(w: &str) -> bool {
    is_one_of(w, NEGATIONS)
        || is_one_of(w, &["banned", "prohibited", "forbidden", "excluded", "nuh"])
        || super::ends_with_ignoring_case(w, "n't")
}

/// The stretches of `text` a clause of a list or a contrast holds: `text` cut at punctuation
/// that ends a sentence or a clause (",", ";", ".", "—", brackets) and before "but".
fn segments(reading: &TextReading<'_>) -> Vec<Range<usize>> {
    let text = reading.text;
    let b = text.as_bytes();
    // A comma or a point inside a number ("2,000", "1.5") cuts nothing.
    let in_number = |i: usize| {
        i > 0 && b[i - 1].is_ascii_digit() && b.get(i + 1).is_some_and(u8::is_ascii_digit)
    };
    let mut cuts: Vec<usize> = text
        .char_indices()
        .filter(|&(i, c)| {
            matches!(
                c,
                ',' | ';' | '.' | '!' | '?' | '(' | ')' | '\n' | '—' | '–'
            ) && !(matches!(c, ',' | '.') && in_number(i))
        })
        .map(|(i, _)| i)
        .collect();
    cuts.extend(
        reading
            .words()
            .iter()
            .filter(|(w, _)| w.eq_ignore_ascii_case("but"))
            .map(|(_, r)| r.start),
    );
    cuts.sort_unstable();
    let mut out = Vec::new();
    let mut start = 0;
    for cut in cuts.into_iter().chain(std::iter::once(text.len())) {
        if cut > start && text[start..cut].trim().len() > 1 {
            out.push(start..cut);
        }
        start = next_char(text, cut);
    }
    out
}

/// The byte after the character at byte `i` of `text` (or `text`'s end).
fn next_char(text: &str, i: usize) -> usize {
    text.get(i..)
        .and_then(|s| s.chars().next())
        .map_or(text.len(), |c| i + c.len_utf8())
}

/// Words that say a cap or a limit in force ("capped at 40 L", "max 3", "≤ 20").
const LIMITS: &[&str] = &[
    "cap",
    "capped",
    "caps",
    "max",
    "maximum",
    "limit",
    "limited",
    "at most",
    "up to",
    "no more than",
    "not more than",
];

/// "We used to cap cold brew at 40 litres a day when the old chiller was in." -> "Cold brew:
/// capped at 40 L/day.": a sentence of the original that says what was done once ("used
/// to") with a number, and a part of the rewrite that says the same number under a cap
/// ("capped", "max", "≤") with a content word of that sentence and no word of its being past
/// or gone ("used to", "was", "old", "scrapped"): a lapsed cap said to be in force.
fn past_cap_said_in_force(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !holds_phrase(original, "used to") || !has_digit(rewrite) {
        return None;
    }
    let part = parts(original).into_iter().find(|p| {
        holds_phrase(&original[p.clone()], "used to") && has_digit(&original[p.clone()])
    })?;
    let ours = words(original, part.clone());
    // The numbers the past rule says: after its "used to".
    let used = ours
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case("used"))?;
    let said: Vec<&str> = ours[used..]
        .iter()
        .map(|(w, _)| digits_of(w))
        .filter(|d| !d.is_empty())
        .collect();
    parts(rewrite)
        .into_iter()
        .find(|t| {
            let s = &rewrite[t.clone()];
            let theirs = words(rewrite, t.clone());
            (holds_any_phrase(s, LIMITS) || s.contains(['≤', '<']))
                && !holds_any_phrase(s, GONE)
                && !holds_any_phrase(s, REVOKING)
                && theirs.iter().any(|(w, _)| said.contains(&digits_of(w)))
                && shared(&ours, &theirs) >= 2
        })
        .map(|t| (part, t))
}

/// The label of each number a list gives one to: a content word (no digit) said in only one
/// segment holding a number, that segment holding one number only ("men every 12 weeks,
/// women every 16" -> men: 12, women: 16).
fn labelled_numbers<'t>(reading: &TextReading<'t>) -> Vec<(&'t str, &'t str, Range<usize>)> {
    let text = reading.text;
    let segs: Vec<(Range<usize>, Vec<Word<'t>>)> = segments(reading)
        .into_iter()
        .map(|s| (s.clone(), words(text, s)))
        .filter(|(_, ws)| ws.iter().any(|(w, _)| !digits_of(w).is_empty()))
        .collect();
    // The number of each segment that holds only one: no such segment labels nothing, and
    // no word is read for it.
    let single: Vec<Option<&'t str>> = segs.iter().map(|(_, ws)| only_number(ws)).collect();
    if single.iter().all(Option::is_none) {
        return Vec::new();
    }
    // Each word read once: every word is compared with every other segment's.
    let keys: Vec<Vec<WordKey>> = segs
        .iter()
        .map(|(_, ws)| ws.iter().map(|(w, _)| WordKey::of(w)).collect())
        .collect();
    let mut out = Vec::new();
    for (((range, ws), seg_keys), n) in segs.iter().zip(&keys).zip(single) {
        let Some(n) = n else {
            continue;
        };
        for ((w, _), key) in ws.iter().zip(seg_keys) {
            if digits_of(w).is_empty()
                && is_content(w)
                && keys
                    .iter()
                    .filter(|other| other.iter().any(|o| o.same(key)))
                    .take(2)
                    .count()
                    == 1
            {
                out.push((*w, n, range.clone()));
            }
        }
    }
    out
}

/// The one run of digits the words `ws` say ([`digits_of`]), none when they say none or more
/// than one.
fn only_number<'t>(ws: &[Word<'t>]) -> Option<&'t str> {
    let mut numbers = ws
        .iter()
        .map(|(w, _)| digits_of(w))
        .filter(|d| !d.is_empty());
    match (numbers.next(), numbers.next()) {
        (Some(n), None) => Some(n),
        _ => None,
    }
}

/// "Men can give whole blood every 12 weeks, women every 16 weeks." -> "men 16 wks, women 12
/// wks": two labels of a list, each with its own number in the original, said by the rewrite
/// each with the other's number: the values traded between them.
fn values_traded(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !has_digit(rewrite.text) || !has_digit(original.text) {
        return None;
    }
    let ours = labelled_numbers(original);
    // Two labels with two different numbers are traded, or none.
    if !ours.iter().any(|(_, n, _)| *n != ours[0].1) {
        return None;
    }
    let theirs = labelled_numbers(rewrite);
    let in_rewrite = |label: &str| {
        theirs
            .iter()
            .find(|(w, _, _)| same_word(w, label))
            .map(|(_, n, r)| (*n, r.clone()))
    };
    for (a, x, from) in &ours {
        let Some((ax, to)) = in_rewrite(a) else {
            continue;
        };
        let traded = ours.iter().any(|(b, y, _)| {
            y != x && ax == *y && !same_word(a, b) && in_rewrite(b).is_some_and(|(bx, _)| bx == *x)
        });
        if traded {
            return Some((from.clone(), to));
        }
    }
    None
}

/// "Cannot refund to a different account even if customer ask nicely." -> "alternative
/// accounts if the customer requests": a ban the original keeps "even if" something happens,
/// said by the rewrite as what that something allows ("if", no "even", no negation in its
/// part), a word of the concession kept: an exception added.
fn concession_made_a_condition(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    const EVEN: &[&str] = &["even if", "even when", "even though"];
    if !holds_any_phrase(original, EVEN)
        || holds_any_phrase(rewrite, EVEN)
        || !holds_any_phrase(rewrite, &["if", "when"])
    {
        return None;
    }
    let part = parts(original).into_iter().find(|p| {
        let s = &original[p.clone()];
        holds_any_phrase(s, EVEN) && words(original, p.clone()).iter().any(|(w, _)| negates(w))
    })?;
    let ours = words(original, part.clone());
    let even = ours
        .windows(2)
        .position(|p| p[0].0.eq_ignore_ascii_case("even"))?;
    let concession = &ours[even + 2..];
    parts(rewrite)
        .into_iter()
        .find(|t| {
            let theirs = words(rewrite, t.clone());
            let Some(gate) = theirs
                .iter()
                .position(|(w, _)| is_one_of(w, &["if", "when"]))
            else {
                return false;
            };
            !theirs
                .iter()
                .any(|(w, _)| negates(w) || is_one_of(w, &["only"]))
                && shared(concession, &theirs[gate..]) >= 1
        })
        .map(|t| (part, t))
}

/// Words of the original that leave a thing free ("Year 12's fair game", "Saturdays are fine").
const LEFT_FREE: &[&str] = &["fair game", "fine", "ok", "okay", "no problem", "free to"];

/// "Tha's not to put any Year 13 lessons in t'last week o' May. Year 12's fair game." -> "Y12
/// and Y13: no lessons last week of May": a number (a year, a grade, a room) that only a part
/// of the original leaving it free holds ("fair game", "fine", "allowed", no negation), said
/// by a part of the rewrite that bans (a negation) and leaves nothing free: the ban widened
/// to what the original left free.
fn free_number_banned(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !has_digit(rewrite) || !holds_any_phrase(original, LEFT_FREE) {
        return None;
    }
    let ps: Vec<(Range<usize>, Vec<Word<'_>>)> = parts(original)
        .into_iter()
        .map(|p| (p.clone(), words(original, p)))
        .collect();
    let (free, free_words) = ps.iter().find(|(p, ws)| {
        holds_any_phrase(&original[p.clone()], LEFT_FREE)
            && !ws.iter().any(|(w, _)| negates(w))
            && ws.iter().any(|(w, _)| !digits_of(w).is_empty())
    })?;
    if !ps
        .iter()
        .any(|(p, ws)| p != free && ws.iter().any(|(w, _)| negates(w)))
    {
        return None;
    }
    let numbers: Vec<&str> = free_words
        .iter()
        .map(|(w, _)| digits_of(w))
        .filter(|d| !d.is_empty())
        .filter(|d| {
            !ps.iter()
                .any(|(p, ws)| p != free && ws.iter().any(|(w, _)| digits_of(w) == *d))
        })
        .collect();
    if numbers.is_empty() {
        return None;
    }
    parts(rewrite)
        .into_iter()
        .find(|t| {
            let theirs = words(rewrite, t.clone());
            theirs.iter().any(|(w, _)| negates(w))
                && !holds_any_phrase(&rewrite[t.clone()], LEFT_FREE)
                && !holds_any_phrase(&rewrite[t.clone()], LEAVES)
                && !holds_any_phrase(&rewrite[t.clone()], &["only", "except", "but"])
                && !theirs.iter().any(|(w, _)| *w == "may")
                && theirs.iter().any(|(w, _)| numbers.contains(&digits_of(w)))
        })
        .map(|t| (free.clone(), t))
}

/// "Harriet reckons we should have ordered at least twice as many" -> "order at least twice
/// as many next time": what the original regrets ("should have" and a past verb) said by the
/// rewrite as an order, the verb's plain form leading a clause of it ("order ...") and no
/// "should have" kept: a narrative made a rule.
fn regret_said_as_an_order(
    original: &str,
    rewrite_read: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let rewrite = rewrite_read.text;
    const REGRET: &[&str] = &["should have", "should've", "ought to have"];
    if !holds_any_phrase(original, REGRET) || rewrite_read.holds_any_phrase(REGRET) {
        return None;
    }
    let part = parts(original)
        .into_iter()
        .find(|p| holds_any_phrase(&original[p.clone()], REGRET))?;
    let ours = words(original, part.clone());
    let at = (0..ours.len()).find(|&i| {
        ours[i].0.eq_ignore_ascii_case("should've")
            || ours[i].0.eq_ignore_ascii_case("have")
                && i > 0
                && is_one_of(ours[i - 1].0, &["should", "to"])
    })?;
    let (verb, _) = ours.get(at + 1)?;
    if !verb.to_ascii_lowercase().ends_with("ed") || verb.len() < 5 {
        return None;
    }
    // "ordered" -> "order", "hired" -> "hire", "planned" -> "plan".
    let stem = &verb[..verb.len() - 2];
    let undoubled = stem
        .as_bytes()
        .ends_with(&[stem.as_bytes()[stem.len() - 1]; 2])
        .then(|| &stem[..stem.len() - 1]);
    let is_plain = |w: &str| {
        w.eq_ignore_ascii_case(stem)
            || w.len() == stem.len() + 1
                && w[..stem.len()].eq_ignore_ascii_case(stem)
                && w.ends_with(['e', 'E'])
            || undoubled.is_some_and(|u| w.eq_ignore_ascii_case(u))
    };
    let leads = |text: &str, r: &Range<usize>| {
        text[..r.start]
            .trim_end()
            .chars()
            .next_back()
            .is_none_or(|c| matches!(c, ',' | ':' | ';' | '.' | '—' | '-'))
    };
    let (_, to) = rewrite_read
        .words()
        .iter()
        .find(|(w, r)| is_plain(w) && leads(rewrite, r))?;
    Some((part, to.clone()))
}

/// Words that leave a thing to be done ("can", "may", "on request", "OK").
/// ("may" is read as written: "May" is a month.)
const LEAVES: &[&str] = &[
    "can",
    "allowed",
    "permitted",
    "ok",
    "okay",
    "fine",
    "on request",
    "fair game",
];

/// The content words (no digit) of `text` said only in segments with a negation, and those
/// said only in segments that leave a thing to be done ("can", "on request") without one:
/// (banned, left). A word said in any other segment is neither.
fn banned_and_left<'t>(reading: &TextReading<'t>) -> (Vec<&'t str>, Vec<&'t str>) {
    let text = reading.text;
    const BANNED: u8 = 1;
    const LEFT: u8 = 2;
    const NEITHER: u8 = 4;
    // Each word read once: every word is compared with every one seen before.
    let mut seen: Vec<(&str, WordKey, u8)> = Vec::new();
    for s in segments(reading) {
        let ws = words(text, s.clone());
        let class = if ws.iter().any(|(w, _)| negates(w)) {
            BANNED
        } else if holds_any_phrase(&text[s], LEAVES) || ws.iter().any(|(w, _)| *w == "may") {
            LEFT
        } else {
            NEITHER
        };
        for (w, _) in ws {
            if !is_content(w) || !digits_of(w).is_empty() || negates(w) || is_one_of(w, LEAVES) {
                // "can", "OK": the words of the leave, not what it is about.
                continue;
            }
            let key = WordKey::of(w);
            match seen.iter_mut().find(|(_, o, _)| o.same(&key)) {
                Some((_, _, c)) => *c |= class,
                None => seen.push((w, key, class)),
            }
        }
    }
    let only = |class: u8| {
        seen.iter()
            .filter(|(_, _, c)| *c == class)
            .map(|(w, _, _)| *w)
            .collect()
    };
    (only(BANNED), only(LEFT))
}

/// "Peat compost can be sold to trade customers on request but never stocked on the retail
/// shelves." -> "Peat compost: retail shelves on request; not for trade customers.": a thing
/// the original bans (said only in clauses with a negation) said by the rewrite only in
/// clauses without one, and a thing the original leaves (said only without a negation) said
/// only under the rewrite's negation: the ban moved from one to the other.
fn ban_and_leave_traded(
    original_read: &TextReading<'_>,
    rewrite_read: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (original_read.text, rewrite_read.text);
    // (Something left to be done needs a word of leave somewhere in the original.)
    if !rewrite_read.holds_any_phrase(NEGATIONS)
        || !original_read.holds_any_phrase(NEGATIONS)
        || !(original_read.holds_any_phrase(LEAVES) || super::holds_ignoring_case(original, "may"))
    {
        return None;
    }
    let (o_banned, o_left) = banned_and_left(original_read);
    if o_banned.is_empty() || o_left.is_empty() {
        return None;
    }
    let (r_banned, r_left) = banned_and_left(rewrite_read);
    fn moved<'t>(from: &[&'t str], to: &[&str]) -> Option<&'t str> {
        from.iter()
            .find(|w| to.iter().any(|t| same_word(t, w)))
            .copied()
    }
    moved(&o_banned, &r_left)?;
    let now_banned = moved(&o_left, &r_banned)?;
    let at = |text: &str, w: &str| {
        let p = w.as_ptr() as usize - text.as_ptr() as usize;
        p..p + w.len()
    };
    let to = r_banned.iter().find(|t| same_word(t, now_banned))?;
    Some((at(original, now_banned), at(rewrite, to)))
}

/// Words that make the amount after them a bound ("inside 12 nautical miles", "max 3 kg").
const BOUND_WORDS: &[&str] = &[
    "inside", "within", "under", "over", "below", "above", "max", "maximum", "min", "minimum",
    "most", "least", "than", "to", "beyond", "past", "exceed", "exceeds",
];

/// The bounds of `text` in a unit of measure (`quantities::is_measure_unit`): an amount after
/// a word of a bound ("within", "under", "at most") or a sign ("≤", "<"), its value, its
/// canonical unit (the word after it, or glued to it: "12 nautical miles", "24h"), and its
/// range. A decade ("the 90s") is no amount.
fn measured_bounds(text: &str) -> Vec<(f64, String, Range<usize>)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() || i > 0 && b[i - 1].is_ascii_alphanumeric() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len()
            && (b[i].is_ascii_digit()
                || matches!(b[i], b',' | b'.') && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            i += 1;
        }
        let value: String = text[start..i].chars().filter(|&c| c != ',').collect();
        let glued = b.get(i).is_some_and(u8::is_ascii_alphabetic);
        let unit_start = if b.get(i) == Some(&b' ') { i + 1 } else { i };
        let unit_end = unit_start
            + b[unit_start..]
                .iter()
                .take_while(|c| c.is_ascii_alphabetic())
                .count();
        let written = text[unit_start..unit_end].to_ascii_lowercase();
        let unit = crate::classify::numbers::normalize_unit(&written).into_owned();
        let before = text[..start].trim_end();
        let bounded = before.ends_with(['≤', '<', '≥', '>'])
            || last_word(text, before.len()).is_some_and(|w| is_one_of(w, BOUND_WORDS));
        let decade = glued && written == "s";
        if let Ok(v) = value.parse::<f64>()
            && bounded
            && !decade
            && unit_end > unit_start
            && super::quantities::is_measure_unit(&unit)
        {
            out.push((v, unit, start..unit_end));
        }
        i = unit_end.max(i);
    }
    out
}

/// The numbers `text` says, wherever they stand ("revised down from 200").
fn numbers_said(text: &str) -> Vec<f64> {
    text.split(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | ',')))
        // (Most pieces are empty, between two other characters: none of them parses.)
        .filter(|n| !n.is_empty())
        .filter_map(|n| without_commas(n).trim_matches('.').parse().ok())
        .collect()
}

/// `n` without its commas ("1,200" -> "1200"), borrowed when it has none.
fn without_commas(n: &str) -> Cow<'_, str> {
    if n.contains(',') {
        Cow::Owned(n.replace(',', ""))
    } else {
        Cow::Borrowed(n)
    }
}

/// "nothing at all goes over the side inside 12 nautical miles of land" -> "zero discharge
/// within 3 nm of land": a bound of the original in a unit of measure, and a bound of the
/// rewrite in the same unit, each number said by one text only: the bound's value replaced.
fn measured_bound_replaced(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !has_digit(rewrite) || !has_digit(original) {
        return None;
    }
    let ours = measured_bounds(original);
    if ours.is_empty() {
        return None;
    }
    let theirs = measured_bounds(rewrite);
    if theirs.is_empty() {
        return None;
    }
    let (in_original, in_rewrite) = (numbers_said(original), numbers_said(rewrite));
    theirs.iter().find_map(|(value, unit, to)| {
        let (_, _, from) = ours.iter().find(|(v, u, _)| {
            u == unit && !in_rewrite.contains(v) && !in_original.contains(value)
        })?;
        Some((from.clone(), to.clone()))
    })
}

/// "Keep the old secret valid for 24 hours after rotation so merchants don't drop events.":
/// the clause before a negation (`before`, from the clause's start to the negation) opens a
/// clause of purpose, "so" or "so that" with a word between it and the negation ("so
/// merchants don't"): the negation says what the rule is for, not the rule. "so don't ...",
/// "so please don't" (an order that follows), "do so", "so long as" are not read.
pub(super) fn negation_of_a_purpose(original: &str, before: Range<usize>) -> bool {
    if !holds_phrase(&original[before.clone()], "so") {
        return false;
    }
    let ws = words(original, before);
    let Some(so) = ws.iter().rposition(|(w, _)| w.eq_ignore_ascii_case("so")) else {
        return false;
    };
    let after: Vec<&str> = ws[so + 1..]
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| !w.eq_ignore_ascii_case("that"))
        .collect();
    so > 0
        && !is_one_of(ws[so - 1].0, &["do", "does", "did", "doing", "and"])
        && after.first().is_some_and(|w| {
            !is_one_of(w, &["please", "long", "far", "much", "many", "pls", "just"])
        })
}

/// "Keep the freezer door shut for an hour after a delivery so that the stock doesn't thaw."
/// -> "Freezer door shut 1 h after each delivery": every negation of the original's sentence
/// at `from` stands in a clause of purpose ([`negation_of_a_purpose`]); the rule itself bans
/// nothing.
pub(super) fn ban_only_in_a_purpose(original: &str, from: &Range<usize>) -> bool {
    let Some(sentence) = original.get(from.clone()) else {
        return false;
    };
    if !holds_phrase(sentence, "so") {
        return false;
    }
    let ws = words(original, from.clone());
    let mut negations = ws.iter().filter(|(w, _)| negates(w)).peekable();
    negations.peek().is_some()
        && negations.all(|(_, r)| {
            let start = original[from.start..r.start]
                .rfind([',', ';', '.', '(', ')', '\n'])
                .map_or(from.start, |i| from.start + i + 1);
            negation_of_a_purpose(original, start..r.start)
        })
}

/// "Anything above, or any alcohol at all, goes through the F&B manager." -> "over $2k → F&B
/// manager": a thing the original names with "any ... at all" (every one of it, however
/// little) with a content word the rewrite does not say: a member of the rule dropped.
fn any_at_all_dropped(
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

/// A change read from the two texts alone by the readings of this module, when nothing else
/// was found: its kind, and where it is in the original and in the rewrite.
/// (The words of each text are cut once for the pair: [`TextReading`].)
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let (original, rewrite) = (o.text, r.text);
    let some = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, Some(t));
    past_cap_said_in_force(original, rewrite)
        .map(some("constraint added"))
        .or_else(|| values_traded(o, r).map(some("bound changed")))
        .or_else(|| concession_made_a_condition(original, rewrite).map(some("exception added")))
        .or_else(|| free_number_banned(original, rewrite).map(some("scope changed")))
        .or_else(|| regret_said_as_an_order(original, r).map(some("constraint added")))
        .or_else(|| ban_and_leave_traded(o, r).map(some("scope changed")))
        .or_else(|| measured_bound_replaced(original, rewrite).map(some("bound changed")))
        .or_else(|| any_at_all_dropped(o, r).map(|f| ("scope changed", f, None)))
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// A cap the original says was kept once ("used to"), said by the rewrite as in force, is reported;
    /// the rewrite saying it was, or formerly, is not.
    #[test]
    fn a_past_cap_said_in_force_is_reported() {
        assert_changed(&[
            (
                "We used to cap guest passes at 4 per member when the gym was smaller. The new floor has room for plenty more.",
                "Guest passes: max 4 per member.",
            ),
            (
                "The library used to limit loans to 6 books a card before the new wing opened.",
                "Library loans: limited to 6 books per card.",
            ),
        ]);
        assert_faithful(&[
            (
                "We used to cap guest passes at 4 per member when the gym was smaller. The new floor has room for plenty more.",
                "Guest passes used to be capped at 4 per member (old, smaller gym).",
            ),
            (
                "The library used to limit loans to 6 books a card before the new wing opened.",
                "Loans were formerly limited to 6 books per card.",
            ),
        ]);
    }

    /// Two labels of a list said with each other's number are reported; the same pairs in
    /// another order are not.
    #[test]
    fn values_traded_between_labels_are_reported() {
        assert_changed(&[
            (
                "Juniors pay 15 euros a term, seniors pay 40 euros a term.",
                "Fees: juniors €40/term, seniors €15/term.",
            ),
            (
                "Cats get the booster every 3 years, dogs every 1 year.",
                "Boosters: cats 1 yr, dogs 3 yrs.",
            ),
        ]);
        assert_faithful(&[
            (
                "Juniors pay 15 euros a term, seniors pay 40 euros a term.",
                "Fees: juniors €15/term, seniors €40/term.",
            ),
            (
                "Cats get the booster every 3 years, dogs every 1 year.",
                "Boosters: dogs 1 yr; cats 3 yrs.",
            ),
        ]);
    }

    /// A ban kept "even if" something happens, said as what that something allows, is
    /// reported; the concession kept is not.
    #[test]
    fn a_concession_made_a_condition_is_reported() {
        assert_changed(&[
            (
                "Can't waive the late fee for tenants, even if they phone the office to complain.",
                "Late fee waived if the tenant phones the office.",
            ),
            (
                "Never lend the spare van keys to contractors even when the site manager vouches for them.",
                "Spare van keys: lent to contractors when the site manager vouches.",
            ),
        ]);
        assert_faithful(&[
            (
                "Can't waive the late fee for tenants, even if they phone the office to complain.",
                "Late fee: never waived for tenants, even if they phone the office to complain.",
            ),
            (
                "Never lend the spare van keys to contractors even when the site manager vouches for them.",
                "Never lend spare van keys to contractors, even when the site manager vouches for them.",
            ),
        ]);
    }

    /// A number the original leaves free ("fair game", "fine") said under the rewrite's ban is
    /// reported; the free one said apart, or as OK, is not.
    #[test]
    fn a_number_left_free_put_under_the_ban_is_reported() {
        assert_changed(&[
            (
                "Don't book any Grade 5 trips in the exam fortnight. Grade 4's fine.",
                "Grades 4 and 5: no trips in exam fortnight.",
            ),
            (
                "No deliveries to Dock 3 on Sundays. Dock 2 is fair game.",
                "Docks 2 and 3: no Sunday deliveries.",
            ),
        ]);
        assert_faithful(&[
            (
                "Don't book Grade 5 trips in the exam fortnight. Grade 4's fine.",
                "Don't book Grade 5 trips in exam fortnight; Grade 4 fine.",
            ),
            (
                "No deliveries to Dock 3 on Sundays. Dock 2 is fair game.",
                "Dock 3: no Sunday deliveries (Dock 2 OK).",
            ),
        ]);
    }

    /// What the original regrets ("should have hired") said as an order ("hire") is reported;
    /// the regret kept is not.
    #[test]
    fn a_regret_said_as_an_order_is_reported() {
        assert_changed(&[
            (
                "The gala ran short of chairs. Priya thinks we should have hired at least forty more.",
                "Gala short of chairs; hire at least 40 more next time.",
            ),
            (
                "We lost the tender by a day. Tom says we should've submitted a week early.",
                "Tender lost by a day. Submit a week early.",
            ),
        ]);
        assert_faithful(&[
            (
                "The gala ran short of chairs. Priya thinks we should have hired at least forty more.",
                "Gala short of chairs; Priya thinks we should have hired at least 40 more.",
            ),
            (
                "We lost the tender by a day. Tom says we should've submitted a week early.",
                "Tender lost by a day (Tom: should've submitted a week early).",
            ),
        ]);
    }

    /// A thing the original leaves and one it bans, traded by the rewrite, are reported; the
    /// same two kept in place are not.
    #[test]
    fn a_ban_and_a_leave_traded_are_reported() {
        assert_changed(&[
            (
                "Loaner laptops can go to interns on request but never to contractors.",
                "Loaner laptops: contractors on request; not for interns.",
            ),
            (
                "Staff may park in the north lot, but not in the visitor bays.",
                "Parking: visitor bays OK; no parking in the north lot.",
            ),
        ]);
        assert_faithful(&[
            (
                "Loaner laptops can go to interns on request but never to contractors.",
                "Loaner laptops: interns on request; not for contractors.",
            ),
            (
                "Staff may park in the north lot, but not in the visitor bays.",
                "Parking: north lot OK; no parking in visitor bays.",
            ),
        ]);
    }
    /// A bound's value in a unit of measure replaced ("within 5 km" -> "within 2 km") is
    /// reported; the same value said again, in a short unit or a sign, is not.
    #[test]
    fn a_bound_in_a_unit_of_measure_replaced_is_reported() {
        assert_changed(&[
            (
                "Drones stay grounded within 5 km of the airfield, and nothing flies above 120 m anywhere.",
                "Drones: grounded within 2 km of airfield; 120 m ceiling.",
            ),
            (
                "Keep the trucks under 40 tonnes on the old bridge; the council checks at random.",
                "Old bridge: trucks ≤ 44 tonnes (random council checks).",
            ),
        ]);
        assert_faithful(&[
            (
                "Drones stay grounded within 5 km of the airfield, and nothing flies above 120 m anywhere.",
                "Drones: grounded within 5 km of the airfield; nothing flies above 120 m anywhere.",
            ),
            (
                "Keep the trucks under 40 tonnes on the old bridge; the council checks at random.",
                "Old bridge: trucks < 40 t (random council checks).",
            ),
        ]);
    }

    /// A negation in a clause of purpose ("so the stock doesn't thaw") may go; a ban after
    /// "so" ("so don't ...", "so please don't ...") is still read.
    #[test]
    fn a_negation_of_a_purpose_is_no_rule() {
        assert_changed(&[
            (
                "Keep the freezer door shut for an hour after a delivery, so don't restock it during that hour.",
                "Freezer door shut 1 h after each delivery.",
            ),
            (
                "The gate is alarmed at night, so please don't prop it open after 22:00.",
                "Gate alarmed at night.",
            ),
        ]);
        assert_faithful(&[
            (
                "Back up the ledger every night so the auditors don't lose entries.",
                "Ledger: back up every night.",
            ),
            (
                "Keep the freezer door shut for an hour after a delivery so that the stock doesn't thaw.",
                "Freezer door shut 1 h after each delivery.",
            ),
        ]);
    }

    /// Particles of Yorkshire and Hong Kong English ("ey", "tha", "wah", "lah") name no scope;
    /// the rule they frame turned is still read.
    #[test]
    fn dialect_particles_name_no_scope() {
        assert_changed(&[(
            "Wah, the lift in Block C is broken again lah, don't let the porters use it for trolleys.",
            "Block C lift broken; porters may use it for trolleys.",
        )]);
        assert_faithful(&[
            (
                "Ey, tha can lock up t'shed thissen once t'mowers are in.",
                "You may lock the shed yourself once the mowers are in.",
            ),
            (
                "Wah, the lift in Block C is broken again lah, don't let the porters use it for trolleys.",
                "Block C lift broken; porters must not use it for trolleys.",
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
}
