//! The period a count or a rate is of: the kind of day a count of days counts ("within 5
//! working days" -> "within 5 calendar days") and the period of a rate ("1.5 kg per feed" ->
//! "1.5 kg/day") swapped by a rewrite; read from the two texts alone when nothing else was
//! found, with corpus s37's other readings (its `change_missed`, which asks them in turn).

use super::Missed;
use super::absolutes::ban_of_every_form_softened;
use super::condition_logic::condition_of_otherwise_dropped;
use super::exclusives::reserved_task_given_to_others;
use super::negation_count;
use super::only_conditions::gate_of_only_dropped;
use super::orders::RULE_WORDS;
use super::words::{
    NEGATIONS, TextReading, Word, holds_any_phrase as has_any, is_content, number_value,
    part_holding, parts, same_word, shared, words,
};
use crate::classify::lexicon::is_one_of;
use std::ops::Range;

/// The value of a number word: digits ("5") or a word ("five").
pub(super) fn value(w: &str) -> Option<f64> {
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
    if !(o.holds_ignoring_case(" day") && r.holds_ignoring_case(" day")) {
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

/// A missing "whole" or "entire" of `original` opens "the whole time" and the rewrite's
/// sentence `r` says the stretch by "throughout" or "at all times" ("Gloves on the whole time
/// you're raking" -> "Wear gloves throughout raking", "... at all times on the dock"): the
/// range of the rewrite's word that says it ("throughout", the "all" of "at all times"), no
/// new word. Not "some of the time", nor "the whole day" (a time of its own).
pub(super) fn whole_time_said_again(
    original: &str,
    missing: &[&super::extract::Word],
    (rewrite, r): (&str, &super::extract::Clause),
) -> Option<Range<usize>> {
    let whole_time = missing.iter().any(|m| {
        original
            .get(m.range.clone())
            .is_some_and(|w| is_one_of(w, &["whole", "entire"]))
            && original
                .get(m.range.end..)
                .and_then(|rest| rest.split_whitespace().next())
                .is_some_and(|w| w.trim_end_matches([',', '.']).eq_ignore_ascii_case("time"))
    });
    if !whole_time {
        return None;
    }
    let said = rewrite.get(r.range.clone())?;
    let at = |k: usize, len: usize| r.range.start + k..r.range.start + k + len;
    let lower = said.to_ascii_lowercase();
    lower
        .match_indices("throughout")
        .map(|(k, w)| at(k, w.len()))
        .chain(
            lower
                .match_indices("at all times")
                .map(|(k, _)| at(k + 3, 3)),
        )
        .next()
}

/// The period a word of a rate names ("d", "daily", "wk", "hr"), one name for each.
pub(super) fn period(w: &str) -> Option<&'static str> {
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
    let marked = |t: &TextReading<'_>| t.text.contains('/') || t.holds_ignoring_case(" per ");
    if !(marked(o) && marked(r)) {
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

/// Changes read from the two texts alone, when nothing else was found.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    kind_of_days_swapped(o, r)
        .or_else(|| period_of_a_rate_swapped(o, r))
        .or_else(|| gate_of_only_dropped(o, r))
        .or_else(|| condition_of_otherwise_dropped(o, r))
        .or_else(|| reserved_task_given_to_others(o, r))
        .or_else(|| ban_of_every_form_softened(o, r))
        .or_else(|| deadline_widened(o, r))
        .or_else(|| both_halves_of_the_day_narrowed(o, r))
}

/// Words naming the day half of the day, and the night half.
const DAY_HALF: &[&str] = &["day", "days", "daytime", "daylight", "daytimes"];
const NIGHT_HALF: &[&str] = &[
    "night",
    "nights",
    "overnight",
    "nighttime",
    "night-time",
    "nightly",
];

/// Words joining the two halves ("day and night", "day an' night", "night or day").
const JOINING_HALVES: &[&str] = &["and", "an", "an'", "n", "'n'", "&", "or"];

/// "The bee yard gate stays locked, day and night" -> "... stays locked at night": the
/// original holds a thing to both halves of the day (a word of [`DAY_HALF`] and one of
/// [`NIGHT_HALF`] joined by [`JOINING_HALVES`], either first), and the rewrite names one half
/// and never the other: the rule narrowed to half the day (pol63). "24/7", "round the clock"
/// or "at all times" (no half named) keep it; so does the phrase said again.
fn both_halves_of_the_day_narrowed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // (A cheap screen first: "night" in the original.)
    if !o.holds_ignoring_case("night") {
        return None;
    }
    let ow = o.words();
    let half = |w: &str| {
        if is_one_of(w, DAY_HALF) {
            Some(false)
        } else if is_one_of(w, NIGHT_HALF) {
            Some(true)
        } else {
            None
        }
    };
    let both = (0..ow.len().saturating_sub(2)).find(|&k| {
        half(ow[k].0).is_some_and(|night| {
            is_one_of(ow[k + 1].0, JOINING_HALVES) && half(ow[k + 2].0) == Some(!night)
        })
    })?;
    let rw = r.words();
    let (days, nights) = rw
        .iter()
        .fold((None, None), |(d, n), (w, at)| match half(w) {
            Some(false) => (d.or(Some(at)), n),
            Some(true) => (d, n.or(Some(at))),
            None => (d, n),
        });
    let one = match (days, nights) {
        (Some(at), None) | (None, Some(at)) => at.clone(),
        _ => return None,
    };
    Some(("scope changed", ow[both].1.start..ow[both + 2].1.end, one))
}

/// How many seconds a unit of time word is ("hour", "days"), for the units a deadline is said
/// in.
fn seconds_of(unit: &str) -> Option<f64> {
    let unit = unit.to_ascii_lowercase();
    Some(match unit.trim_end_matches('s') {
        "minute" | "min" => 60.0,
        "hour" | "hr" => 3600.0,
        "day" => 86_400.0,
        "week" => 604_800.0,
        "month" => 2_592_000.0,
        "year" => 31_536_000.0,
        _ => return None,
    })
}

/// "Report found property to the duty supervisor within 1 hour." -> "... within the day": a
/// deadline of N units said as "within the" (or "a", "one") longer unit, with no N left: the
/// time allowed was widened. Not the same time ("within 24 hours" -> "within the day"), nor a
/// shorter one.
fn deadline_widened(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // Screen: "within" in both texts.
    if !o.holds_any_phrase(&["within"]) || !r.holds_any_phrase(&["within"]) {
        return None;
    }
    let ows = o.words();
    let (k, allowed) = (0..ows.len().saturating_sub(2)).find_map(|k| {
        (is_one_of(ows[k].0, &["within"]))
            .then(|| Some((k, values_of_word(ows[k + 1].0)? * seconds_of(ows[k + 2].0)?)))
            .flatten()
    })?;
    let n = values_of_word(ows[k + 1].0)?;
    if r.values().iter().any(|v| (v - n).abs() < 1e-9) {
        return None;
    }
    let rws = r.words();
    let j = (0..rws.len().saturating_sub(2)).find(|&j| {
        is_one_of(rws[j].0, &["within"])
            && is_one_of(rws[j + 1].0, &["the", "a", "one"])
            && seconds_of(rws[j + 2].0).is_some_and(|s| s > allowed)
    })?;
    Some((
        "bound changed",
        ows[k].1.start..ows[k + 2].1.end,
        rws[j].1.start..rws[j + 2].1.end,
    ))
}

/// Words of a span of time.
const TIME_UNITS: &[&str] = &[
    "day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours",
];

/// "Any dog with a bite report in the last 6 months goes on the solo-play list." -> "Any dog
/// with a bite report this month ...": a window of the last N units said as this (or last)
/// single unit, with no N left: the window was narrowed.
pub(super) fn window_narrowed(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: "last" or "past" in the original, a unit after "this", "last" or "past" in
    // the rewrite.
    if !original.holds_any_phrase(&["last", "past"])
        || !rewrite.holds_any_phrase(&[
            "this month",
            "this week",
            "this year",
            "last month",
            "last week",
            "last year",
            "past month",
            "past week",
            "past year",
            "current month",
            "today",
        ])
    {
        return None;
    }
    let ows = original.words();
    let window = (0..ows.len().saturating_sub(2)).find(|&k| {
        is_one_of(ows[k].0, &["last", "past"])
            && values_of_word(ows[k + 1].0).is_some_and(|v| v > 1.0)
            && is_one_of(ows[k + 2].0, TIME_UNITS)
    })?;
    let n = values_of_word(ows[window + 1].0)?;
    if rewrite.values().iter().any(|v| (v - n).abs() < 1e-9) {
        return None;
    }
    let rws = rewrite.words();
    let at = (0..rws.len()).find(|&j| {
        is_one_of(rws[j].0, &["today"])
            || is_one_of(rws[j].0, &["this", "last", "past", "current"])
                && rws
                    .get(j + 1)
                    .is_some_and(|(w, _)| is_one_of(w, TIME_UNITS))
    })?;
    let end = rws.get(at + 1).map_or(rws[at].1.end, |(_, r)| r.end);
    Some((
        ows[window].1.start..ows[window + 2].1.end,
        rws[at].1.start..end,
    ))
}

/// The value of a word that is a number ("6", "six").
fn values_of_word(w: &str) -> Option<f64> {
    w.parse::<f64>()
        .ok()
        .or_else(|| crate::classify::numbers::word_value(&w.to_ascii_lowercase()))
}

/// "Boilers must be washed out at least every 30 days" -> "Boiler washout: max interval 30
/// days": a "bound direction changed" from "at least every N" (at least this often) to a
/// maximum interval of the same N ("max interval", "no more than N days between"): the same
/// bound, said of the gap.
pub(super) fn at_least_every_said_as_max_interval(from: &str, to: &str) -> bool {
    let often = has_any(from, &["at least every", "at least once every"]);
    let gap = has_any(to, &["interval", "between", "gap"])
        && (has_any(
            to,
            &[
                "max",
                "maximum",
                "at most",
                "no more than",
                "up to",
                "within",
            ],
        ) || to.contains('≤'));
    let figure = |t: &str| {
        t.split(|c: char| !c.is_ascii_digit())
            .find(|d| !d.is_empty())
            .map(str::to_owned)
    };
    often && gap && figure(from).is_some() && figure(from) == figure(to)
}

/// Parts of a day that narrow a day ("Friday nights").
const DAY_PARTS: &[&str] = &[
    "night",
    "nights",
    "evening",
    "evenings",
    "morning",
    "mornings",
    "afternoon",
    "afternoons",
];

/// The day of the week `w` names, by its first three letters ("Fri", "Fridays"), if any.
fn day_of(w: &str) -> Option<usize> {
    let lower = w.to_ascii_lowercase();
    let stem = lower.strip_suffix('s').unwrap_or(&lower);
    crate::classify::numbers::WEEKDAYS
        .iter()
        .position(|d| stem.len() >= 3 && d.starts_with(stem) || *d == stem)
}

/// "capped at 40 pieces per order on Friday nights" -> "capped at 40 pieces on Fridays": a
/// day narrowed to a part of it ("Friday nights", "Sunday mornings") said again as the whole
/// day, the rewrite naming no part of a day ("night", "eve", "pm") at all: the rule's time
/// widened.
pub(super) fn part_of_day_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: a part of a day in the original.
    if !o.holds_any_phrase(DAY_PARTS)
        || r.holds_any_phrase(DAY_PARTS)
        || r.holds_any_phrase(&[
            "nite",
            "nites",
            "eve",
            "eves",
            "am",
            "pm",
            "tonight",
            "overnight",
            "lunch",
            "lunchtime",
            "late",
        ])
    {
        return None;
    }
    let (ow, rw) = (o.words(), r.words());
    (1..ow.len()).find_map(|k| {
        if !is_one_of(ow[k].0, DAY_PARTS) {
            return None;
        }
        let day = day_of(ow[k - 1].0)?;
        // A rule's time, not a day something happened on ("it cleared on Friday afternoon").
        let part = &o.text[part_holding(o.text, ow[k].1.start)?];
        if negation_count(part) == 0 && !has_any(part, RULE_WORDS) {
            return None;
        }
        let (_, to) = rw.iter().find(|(w, _)| day_of(w) == Some(day))?;
        // A clock in the rewrite ("Fridays after 18:00") says the part another way.
        let clock = r.text.bytes().any(|b| b == b':');
        (!clock).then(|| (ow[k - 1].1.start..ow[k].1.end, to.clone()))
    })
}

/// Words that make the noun after them the unit of a rate ("10 minutes per map").
const RATE_MARKERS: &[&str] = &["per", "each", "every", "a", "an"];

/// Nouns of a rate that name the same unit ("per head" for "per person").
const SAME_UNIT: &[&[&str]] = &[
    &[
        "person",
        "head",
        "pax",
        "capita",
        "individual",
        "guest",
        "people",
    ],
    &["week", "wk"],
    &["hour", "hr", "h"],
];

/// The rates of `ws`: each number followed (a unit word between at most) by a rate marker and
/// a noun, as the number's value and the noun.
fn rates_in_words<'a, 't>(ws: &'a [Word<'t>]) -> Vec<(f64, &'a Word<'t>)> {
    let mut out = Vec::new();
    for (i, (w, _)) in ws.iter().enumerate() {
        // (A word in digits only: its value is read after that test, not before.)
        let Some(v) = w
            .starts_with(|c: char| c.is_ascii_digit())
            .then(|| number_value(w))
            .flatten()
        else {
            continue;
        };
        for gap in 1..=2 {
            if let (Some((m, _)), Some(noun)) = (ws.get(i + gap), ws.get(i + gap + 1))
                && is_one_of(m, RATE_MARKERS)
                && is_content(noun.0)
                && number_value(noun.0).is_none()
            {
                out.push((v, noun));
                break;
            }
        }
    }
    out
}

/// `short` is said as an abbreviation of `long` ("wk" of "week", "hr" of "hour"): its
/// letters in order in `long`, the first ones alike.
fn abbreviates(short: &str, long: &str) -> bool {
    // The characters of each, ASCII case aside (no lower-cased copy: asked for every word).
    fn lower(t: &str) -> impl Iterator<Item = char> + '_ {
        t.chars().map(|c| c.to_ascii_lowercase())
    }
    let mut rest = lower(long);
    lower(short).next() == lower(long).next() && lower(short).all(|c| rest.any(|d| d == c))
}

/// "Tech pauses: 10 minutes per map maximum." -> "Tech pauses: 10 minutes per match
/// maximum.": a rate said again with its number, the noun after "per" ("each", "a") another
/// one the original never says, the original's noun not said in the rewrite: the rate's unit
/// changed. "per wk" for "per week", "per head" for "per person" are not read.
pub(super) fn rate_unit_changed(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    let digit = |t: &str| t.bytes().any(|b| b.is_ascii_digit());
    if !digit(original) || !digit(rewrite) {
        return None;
    }
    let (ours, theirs) = (o.words(), r.words());
    let (our_rates, their_rates) = (rates_in_words(ours), rates_in_words(theirs));
    let same = |a: &str, b: &str| {
        same_word(a, b)
            || abbreviates(a, b)
            || abbreviates(b, a)
            || SAME_UNIT.iter().any(|g| is_one_of(a, g) && is_one_of(b, g))
    };
    their_rates.iter().find_map(|(v, (y, r))| {
        if our_rates.iter().any(|(u, (x, _))| u == v && same(x, y))
            || ours.iter().any(|(x, _)| same(x, y))
        {
            return None;
        }
        our_rates
            .iter()
            .find(|(u, (x, _))| u == v && !theirs.iter().any(|(z, _)| same(x, z)))
            .map(|(_, (_, f))| (f.clone(), r.clone()))
    })
}

/// Words that keep a rule to a time of day or week.
const TIME_SPANS: &[&str] = &[
    "overnight",
    "nightly",
    "weekends",
    "weekend",
    "weekdays",
    "weekday",
    "daytime",
    "evenings",
    "mornings",
    "nights",
    "afternoons",
    "after-hours",
    "off-peak",
    "peak",
];

/// "Bikes are not allowed in the lobby." -> "No bikes in lobby overnight.": a ban said again
/// (two content words of a banning part of the original) kept to a time of day or week
/// ("overnight", "weekends", "evenings") the original never says: the ban narrowed by a
/// condition added.
pub(super) fn time_span_added(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !r.holds_any_phrase(TIME_SPANS) {
        return None;
    }
    let ours = o.words();
    let bans: Vec<Range<usize>> = parts(original)
        .into_iter()
        .filter(|p| {
            words(original, p.clone())
                .iter()
                .any(|(w, _)| is_one_of(w, NEGATIONS))
        })
        .collect();
    for t in parts(rewrite) {
        let theirs = words(rewrite, t.clone());
        let Some((_, at)) = theirs
            .iter()
            .find(|(w, _)| is_one_of(w, TIME_SPANS) && !ours.iter().any(|(v, _)| same_word(w, v)))
        else {
            continue;
        };
        let banning = theirs.windows(2).any(|p| {
            is_one_of(p[0].0, NEGATIONS) && !p[1].0.to_ascii_lowercase().starts_with("exception")
        });
        let timed = ours.iter().any(|(w, _)| {
            is_one_of(
                w,
                &[
                    "evening",
                    "night",
                    "morning",
                    "afternoon",
                    "day",
                    "daily",
                    "week",
                    "weekly",
                ],
            )
        });
        if !banning || timed {
            continue;
        }
        if let Some(p) = bans
            .iter()
            .find(|p| shared(&words(original, (*p).clone()), &theirs) >= 2)
        {
            return Some((p.clone(), at.clone()));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::{
        assert_changed, assert_faithful, assert_reports, changed as reports,
    };

    /// "the whole time" before a clause said by "throughout" or "at all times" (pol65b); "some
    /// of the time", or "at times", is a stretch narrowed.
    #[test]
    fn the_whole_time_said_as_throughout() {
        assert_faithful(&[
            (
                "Goggles on the whole time you're grinding the castings.",
                "Wear goggles throughout grinding the castings.",
            ),
            (
                "Goggles on the entire time you're grinding the castings.",
                "Goggles on at all times grinding the castings.",
            ),
        ]);
        assert_changed(&[
            (
                "Goggles on the whole time you're grinding the castings.",
                "Goggles on some of the time you're grinding the castings.",
            ),
            (
                "Goggles on the whole time you're grinding the castings.",
                "Goggles on at times grinding the castings.",
            ),
        ]);
    }

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
    fn last_n_months_said_as_this_month_is_narrowed() {
        for (o, r, changed) in [
            (
                "Any driver with a speeding ticket in the last 3 years is off the minibus rota.",
                "Any driver with a speeding ticket this year is off the minibus rota.",
                true,
            ),
            (
                "Flag any account with a chargeback in the past 12 months.",
                "Flag any account with a chargeback last month.",
                true,
            ),
            (
                "Any member who attended in the last two weeks may book.",
                "Any member who attended this week may book.",
                true,
            ),
            (
                "Any driver with a speeding ticket in the last 3 years is off the minibus rota.",
                "Speeding ticket within past 3 yrs → off minibus rota.",
                false,
            ),
            (
                "Flag any account with a chargeback in the past 12 months.",
                "Flag accounts with a chargeback in the last twelve months.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    #[test]
    fn at_least_every_n_said_as_a_max_interval_is_kept() {
        for (o, r, changed) in [
            (
                "Filters must be changed at least every 90 days.",
                "Filter changes: max interval 60 days.",
                true,
            ),
            (
                "Filters must be changed at least every 90 days.",
                "Filter changes: max interval 90 days.",
                false,
            ),
            (
                "Hydrants must be flushed at least every 6 months; log each flush.",
                "Hydrant flushing: max interval 6 months, each flush logged.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    /// A day's part dropped is reported; kept in other words, it is not.
    #[test]
    fn part_of_day_dropped() {
        assert_reports(
            "scope changed",
            &[(
                "Bhai, takeaway orders are capped at 40 pieces per order on Friday nights, kindly note.",
                "Takeaway orders capped at 40 pieces on Fridays.",
            )],
        );
        assert_changed(&[(
            "No deliveries to the loading bay on Sunday mornings.",
            "No loading bay deliveries on Sundays.",
        )]);
        assert_faithful(&[
            (
                "Bhai, takeaway orders are capped at 40 pieces per order on Friday nights, kindly note.",
                "Takeaway: max 40 pieces per order, Fri nights.",
            ),
            (
                "No deliveries to the loading bay on Sunday mornings.",
                "Loading bay: no deliveries Sun am.",
            ),
            // A day something happened on, no rule's time.
            (
                "The parcel sat in the depot for three days and was delivered on Monday morning.",
                "Parcel held 3 days at depot; delivered Monday.",
            ),
        ]);
    }

    /// A rate's noun swapped is reported; an abbreviation or a same-unit word is not.
    #[test]
    fn rate_unit_swapped() {
        assert_changed(&[
            (
                "Tech pauses: 10 minutes per map maximum.",
                "Tech pauses: 10 minutes per match maximum.",
            ),
            (
                "Refills: 2 cups per visit maximum.",
                "Refills: 2 cups per day maximum.",
            ),
            (
                "Streams: 4 hours a week max.",
                "Streams: 4 hours a day max.",
            ),
        ]);
        assert_faithful(&[
            (
                "Refills: 2 cups per visit maximum.",
                "Refills: max 2 cups/visit.",
            ),
            (
                "Streams: 4 hours per week max.",
                "Streams: 4 hours per wk max.",
            ),
            (
                "Tasting: 3 samples per guest.",
                "Tasting: max 3 samples/guest.",
            ),
        ]);
    }

    proptest::proptest! {
        /// `abbreviates` compares the characters in place as it did lower-cased copies.
        #[test]
        fn abbreviates_is_a_compare_of_lower_cased_copies(
            short in "[aAbBé]{0,4}",
            long in "[aAbBé]{0,6}",
        ) {
            let (s, l) = (short.to_ascii_lowercase(), long.to_ascii_lowercase());
            let mut rest = l.chars();
            let expected =
                s.chars().next() == l.chars().next() && s.chars().all(|c| rest.any(|d| d == c));
            proptest::prop_assert_eq!(super::abbreviates(&short, &long), expected);
        }
    }

    /// A ban kept to a time of week the original never says is a condition added.
    #[test]
    fn a_time_span_added_to_a_ban_is_a_condition_added() {
        assert_changed(&[
            (
                "Dogs are not allowed on the beach.",
                "No dogs on the beach at weekends.",
            ),
            (
                "Staff must not park in the customer bays.",
                "No staff parking in customer bays during daytime.",
            ),
        ]);
        assert_faithful(&[(
            "Students need to be back at the hostel by 21:00 each evening, no exceptions.",
            "Curfew: 21:00 nightly at hostel, no exceptions.",
        )]);
    }

    /// A deadline of N units said as "within the" longer unit is a bound changed; the same
    /// time said so, or the number kept, is not (pol47, s47b-p084).
    #[test]
    fn a_deadline_said_as_a_longer_unit() {
        assert_reports(
            "bound changed",
            &[(
                "Report found property to the duty supervisor within 1 hour.",
                "Report found property to a supervisor within the day.",
            )],
        );
        assert_faithful(&[
            (
                "Report found property to the duty supervisor within 24 hours.",
                "Found property to the duty supervisor within the day.",
            ),
            (
                "Report found property to the duty supervisor within 1 hour.",
                "Found property -> duty supervisor within 1 hr.",
            ),
        ]);
    }

    /// Session 63 (pol63): a thing held day and night said of one half of the day is
    /// reported; no half named ("24/7") or both said again is not.
    #[test]
    fn both_halves_of_the_day_narrowed_to_one() {
        assert_changed(&[
            (
                "Di boat shed door stay shut, day an night, mind.",
                "Boat shed door stays shut at night.",
            ),
            (
                "The sluice is watched night and day while the river's up.",
                "The sluice is watched by day while the river's up.",
            ),
        ]);
        assert_faithful(&[
            (
                "Di boat shed door stay shut, day an night, mind.",
                "Boat shed door stays shut 24/7.",
            ),
            (
                "The sluice is watched night and day while the river's up.",
                "Sluice watched day and night while river's up.",
            ),
        ]);
    }
}
