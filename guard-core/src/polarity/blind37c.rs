//! Readings from the blind corpus s37c (corpus37c, rewrites): changes the rule comparison did
//! not see, read from the two texts alone when nothing else was found (a use a rule forbids
//! listed beside the allowed ones, a bound's "or below" dropped from its value, a day's part
//! of day dropped, a hedged suggestion reported as an order, the actor and the one its
//! condition names swapped, a second case's rule "For X it's ..." deleted), each behind a
//! cheap screen (a word the shape needs) before any word is compared. The words of each text
//! are those of its [`TextReading`], cut once for the pair.

use super::blind34a::holds_any_phrase as has_any;
use super::words::{TextReading, Word, WordKey, is_content, last_word, part_holding, parts};
use super::{is_one_of, negation_count};
use std::ops::Range;

/// A change read from the two texts alone: its kind, its range in the original and its range
/// in the rewrite, if any.
type Missed = (&'static str, Range<usize>, Option<Range<usize>>);

/// The index of the first word of `ws` in `text[range]`, and one past the last.
fn words_in(ws: &[Word<'_>], range: &Range<usize>) -> Range<usize> {
    let start = ws.partition_point(|(_, r)| r.start < range.start);
    let end = ws.partition_point(|(_, r)| r.start < range.end);
    start..end
}

/// Words that keep a use or a thing out, besides the negations ("equipment excluded").
const KEEPS_OUT: &[&str] = &[
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
/// [`KEEPS_OUT`] or a cross ("✗").
fn part_keeps_out(text: &str, at: usize) -> bool {
    part_holding(text, at).is_none_or(|p| {
        let part = &text[p];
        negation_count(part) > 0
            || has_any(part, KEEPS_OUT)
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
    if !o.holds_any_phrase(&["be"]) || negation_count(o.text) == 0 {
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

/// The words of "N or below" ("5.5 or below", "18 or older") that make N a bound.
const OR_BOUNDS: &[&str] = &[
    "below", "lower", "less", "under", "fewer", "more", "above", "higher", "over", "greater",
    "older", "younger", "earlier", "later", "longer", "shorter",
];

/// [`OR_BOUNDS`] after "or", for the screen.
const OR_BOUND_PHRASES: &[&str] = &[
    "or below",
    "or lower",
    "or less",
    "or under",
    "or fewer",
    "or more",
    "or above",
    "or higher",
    "or over",
    "or greater",
    "or older",
    "or younger",
    "or earlier",
    "or later",
    "or longer",
    "or shorter",
];

/// Words of a rewrite's part that keep a value a bound ("max 5.5", "5.5 or under").
const BOUND_WORDS: &[&str] = &[
    "max",
    "maximum",
    "min",
    "minimum",
    "most",
    "least",
    "up",
    "upto",
    "under",
    "below",
    "over",
    "above",
    "less",
    "more",
    "fewer",
    "lower",
    "higher",
    "limit",
    "cap",
    "capped",
    "ceiling",
    "floor",
    "exceed",
    "exceeding",
    "beyond",
    "within",
    "or",
    "older",
    "younger",
    "plus",
    "lowest",
    "highest",
    "no",
    "not",
    "never",
    "earlier",
    "later",
    "latest",
    "earliest",
    "onward",
    "onwards",
    "upward",
    "upwards",
    "since",
    "from",
    "after",
    "before",
    "until",
    "till",
];

/// The figure of `text` starting at byte `at` ("5.5", "1,000", "40"): its digits, points and
/// commas between digits.
fn figure_at(text: &str, at: usize) -> &str {
    let b = text.as_bytes();
    let mut end = at;
    while end < b.len()
        && (b[end].is_ascii_digit()
            || matches!(b[end], b'.' | b',') && b.get(end + 1).is_some_and(u8::is_ascii_digit))
    {
        end += 1;
    }
    &text[at..end]
}

/// The start of the figure of `text` holding the digit at byte `at` ("5.5" for its second
/// "5").
fn figure_start(text: &str, at: usize) -> usize {
    let b = text.as_bytes();
    let mut start = at;
    while start > 0
        && (b[start - 1].is_ascii_digit()
            || matches!(b[start - 1], b'.' | b',') && start > 1 && b[start - 2].is_ascii_digit())
    {
        start -= 1;
    }
    start
}

/// Where `figure` stands alone in `text` (no digit or point of a longer figure beside it).
fn figure_in<'a>(text: &'a str, figure: &'a str) -> impl Iterator<Item = usize> + 'a {
    let b = text.as_bytes();
    text.match_indices(figure)
        .map(|(i, _)| i)
        .filter(move |&i| {
            let before = i.checked_sub(1).map(|j| b[j]);
            let after = b.get(i + figure.len()).copied();
            !before.is_some_and(|c| c.is_ascii_digit() || c == b'.' || c == b',')
                && !after.is_some_and(|c| {
                    c.is_ascii_digit()
                        || matches!(c, b'.' | b',')
                            && b.get(i + figure.len() + 1).is_some_and(u8::is_ascii_digit)
                })
        })
}

/// "The volume for kids' matinees stays at 5.5 on the Dolby fader or below." -> "Kids'
/// matinees: Dolby fader at 5.5.": a value the original bounds with "or below" ("or
/// fewer", "or older") a few words after it, said again in a part of the rewrite with no
/// word or sign of a bound ("max", "under", "≤", "5.5+"): the bound made an exact value.
fn or_bound_made_exact(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: "or below" (or a like) in the original, a digit in the rewrite.
    if !o.holds_any_phrase(OR_BOUND_PHRASES) || !r.text.bytes().any(|b| b.is_ascii_digit()) {
        return None;
    }
    let ow = o.words();
    (1..ow.len()).find_map(|k| {
        if !is_one_of(ow[k - 1].0, &["or"]) || !is_one_of(ow[k].0, OR_BOUNDS) {
            return None;
        }
        let part = part_holding(o.text, ow[k].1.start)?;
        let n = (k.saturating_sub(9)..k - 1).rev().find(|&i| {
            ow[i].1.start >= part.start && ow[i].0.starts_with(|c: char| c.is_ascii_digit())
        })?;
        let start = figure_start(o.text, ow[n].1.start);
        let figure = figure_at(o.text, start);
        let bounded = |at: usize| {
            part_holding(r.text, at).is_none_or(|p| {
                let said = &r.text[p];
                has_any(said, BOUND_WORDS)
                    || said.contains([
                        '\u{2264}', '\u{2265}', '<', '>', '+', '\u{2193}', '\u{2191}',
                    ])
            })
        };
        // Every time the rewrite says the value, it says it bare.
        let mut said = figure_in(r.text, figure).peekable();
        let at = *said.peek()?;
        said.all(|at| !bounded(at))
            .then(|| (start..ow[k].1.end, at..at + figure.len()))
    })
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
fn part_of_day_dropped(
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

/// Words that hedge a suggestion ("probably", "at some point", "not urgent").
const HEDGES: &[&str] = &[
    "probably",
    "maybe",
    "perhaps",
    "at some point",
    "not urgent",
    "no rush",
    "no hurry",
    "i think",
    "i reckon",
    "eventually",
    "sometime",
    "someday",
    "when you get a chance",
    "if possible",
    "ideally",
];

/// Words of a rewrite that keep a suggestion one ("suggests", "idea", "should").
const SUGGESTS: &[&str] = &[
    "suggest",
    "suggests",
    "suggested",
    "suggestion",
    "idea",
    "consider",
    "considering",
    "should",
    "could",
    "might",
    "optional",
    "low priority",
    "later",
    "proposes",
    "proposed",
    "thinks",
    "reckons",
    "wondering",
    "wants",
    "would like",
    "ought",
];

/// Words that report what someone said ("User says bin the lamp").
const REPORTS: &[&str] = &["says", "said", "say", "asked", "asks", "told", "tells"];

/// "I think we should probably bin the old carbon arc lamp at some point ... Not urgent" ->
/// "User says bin the old carbon arc lamp.": a hedged suggestion ("should probably", "maybe
/// ... at some point") reported as an order, the verb after "should" said right after "says"
/// ("told us to"), no hedge or word of a suggestion left in the rewrite: the suggestion made
/// an order.
fn hedged_suggestion_reported_as_order(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: a hedge and "should" ("could", "might") in the original, a report in the
    // rewrite and no hedge there.
    if !o.holds_any_phrase(&["should", "could", "might", "ought"])
        || !r.holds_any_phrase(REPORTS)
        || !o.holds_any_phrase(HEDGES)
        || r.holds_any_phrase(HEDGES)
        || r.holds_any_phrase(SUGGESTS)
    {
        return None;
    }
    let skipped = [
        "probably",
        "maybe",
        "perhaps",
        "just",
        "really",
        "also",
        "to",
        "definitely",
    ];
    let ow = o.words();
    let (k, verb) = (0..ow.len()).find_map(|k| {
        if !is_one_of(ow[k].0, &["should", "could", "might", "ought"]) {
            return None;
        }
        let v = (k + 1..ow.len().min(k + 4)).find(|&i| !is_one_of(ow[i].0, &skipped))?;
        Some((k, v))
    })?;
    let rw = r.words();
    (0..rw.len()).find_map(|j| {
        if !is_one_of(rw[j].0, REPORTS) {
            return None;
        }
        let after = ["to", "we", "us", "you", "me", "them", "that", "staff"];
        let v = (j + 1..rw.len().min(j + 4)).find(|&i| !is_one_of(rw[i].0, &after))?;
        rw[v]
            .0
            .eq_ignore_ascii_case(ow[verb].0)
            .then(|| (ow[k].1.start..ow[verb].1.end, rw[j].1.start..rw[v].1.end))
    })
}

/// Words that open a condition ("only when a projectionist is present").
const OPENERS: &[&str] = &["when", "if", "unless", "while", "whenever", "provided"];

/// Words of a condition that name no one ("present", "around").
const NAMES_NO_ONE: &[&str] = &[
    "present",
    "around",
    "available",
    "there",
    "here",
    "onsite",
    "duty",
];

/// The content words of `ws[range]` that name someone or something, at most `most` of them.
fn named(ws: &[Word<'_>], range: Range<usize>, most: usize) -> Vec<usize> {
    range
        .filter(|&i| is_content(ws[i].0) && !is_one_of(ws[i].0, NAMES_NO_ONE))
        .take(most)
        .collect()
}

/// "The ushers are allowed into the booth only when a projectionist is present." ->
/// "Projectionists may enter the booth only when an usher is present.": the one the
/// condition names ("a projectionist") made the actor and the actor made the one the
/// condition names, around the same opener ("when", "if", "unless"): who the rule lets in
/// changed. The same roles in other words ("Ushers enter booth only with projectionist")
/// are not read.
fn actor_and_condition_swapped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: an opener in each text.
    if !o.holds_any_phrase(OPENERS) || !r.holds_any_phrase(OPENERS) {
        return None;
    }
    let (ow, rw) = (o.words(), r.words());
    let ko = ow.iter().position(|(w, _)| is_one_of(w, OPENERS))?;
    let kr = rw
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case(ow[ko].0))?;
    let split = |text: &str, ws: &[Word<'_>], k: usize| -> Option<(Vec<usize>, Vec<usize>)> {
        let part = words_in(ws, &part_holding(text, ws[k].1.start)?);
        Some((named(ws, part.start..k, 12), named(ws, k + 1..part.end, 6)))
    };
    let (h1, c1) = split(o.text, ow, ko)?;
    let (h2, c2) = split(r.text, rw, kr)?;
    let (ok, rk) = (o.keys(), r.keys());
    let holds = |keys: &[super::words::WordKey], at: &[usize], key: &super::words::WordKey| {
        at.iter().any(|&i| keys[i].same(key))
    };
    // The first one the condition names, now the actor (the first named before the
    // opener), and no longer in the condition.
    let (&a, &b, &actor, &named_after) = (c1.first()?, h1.first()?, h2.first()?, c2.first()?);
    let swapped = rk[actor].same(&ok[a])
        && !holds(rk, &c2, &ok[a])
        && !holds(ok, &h1, &ok[a])
        // The actor, now the first the condition names, and no longer the actor.
        && rk[named_after].same(&ok[b])
        && !holds(rk, &h2, &ok[b])
        && !holds(ok, &c1, &ok[b]);
    if !swapped {
        return None;
    }
    let (from, to) = (
        ow[b].1.start..ow[a].1.end,
        rw[0].1.start..rw[rw.len() - 1].1.end,
    );
    (b != a).then_some((from, to))
}

/// Words that make a part a rule ("nobody approaches ... for 30 minutes").
const RULE_WORDS: &[&str] = &[
    "must",
    "should",
    "only",
    "always",
    "max",
    "min",
    "at least",
    "no more",
    "wait",
    "keep",
    "need",
    "needs",
    "required",
    "have to",
    "has to",
    "capped",
    "cap",
    "limit",
    "limited",
    "allowed",
    "permitted",
    "up to",
    "at most",
    "maximum",
    "minimum",
];

/// Words of a value that a second case is given ("the full hour", "double").
const VALUES: &[&str] = &[
    "hour", "hours", "minute", "minutes", "day", "days", "week", "weeks", "double", "twice",
    "half", "noon", "midnight", "triple",
];

/// "Misfires: nobody approaches the face for 30 minutes after a misfire with electric
/// detonators. For shock tube it's the full hour, ..." -> "Misfires: wait 30 min before
/// approaching face.": a sentence that gives a second case its own value ("For shock tube
/// it's the full hour") after a rule, none of the case's words left in the rewrite: that
/// case's rule deleted.
fn second_case_deleted(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Option<Range<usize>>)> {
    // Screen: "For" opening a part, and "it's" ("it is") in the original.
    if !o.holds_any_phrase(&["for"])
        || !o.holds_any_phrase(&["it's", "it is", "it\u{2019}s", "that's"])
    {
        return None;
    }
    let ps = parts(o.text);
    if ps.len() < 2 {
        return None;
    }
    let ow = o.words();
    ps.iter().enumerate().skip(1).find_map(|(n, p)| {
        let at = words_in(ow, p);
        if at.is_empty() || !is_one_of(ow[at.start].0, &["for"]) {
            return None;
        }
        let it = (at.start + 1..at.end.min(at.start + 6))
            .find(|&i| is_one_of(ow[i].0, &["it's", "it", "it\u{2019}s", "that's"]))?;
        let case = named(ow, at.start + 1..it, 4);
        let said = &o.text[p.clone()];
        let valued = said.bytes().any(|b| b.is_ascii_digit()) || has_any(said, VALUES);
        let ruled = ps[..n].iter().any(|q| {
            negation_count(&o.text[q.clone()]) > 0 || has_any(&o.text[q.clone()], RULE_WORDS)
        });
        let kept = case
            .iter()
            .any(|&i| r.keys().iter().any(|k| k.same(&o.keys()[i])));
        (!case.is_empty() && valued && ruled && !kept).then(|| (p.clone(), None))
    })
}

/// "don't be takin' bookings for more than six" -> "max 6 per booking": a verb whose "g" the
/// speaker dropped ("takin'", "smokin'") read as the rule's scope, an unknown word; it names
/// no one and nothing the rule covers. The rewrite's side must be no other single word
/// ("parkin'" -> "unload" is another act), unless it is the same verb ("takin'" -> "take").
fn dropped_g_read_as_scope(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: Option<&Range<usize>>,
) -> bool {
    let Some(w) = original.get(from.clone()) else {
        return false;
    };
    // (The same dropped "g" the rules' stems read: `dialect_words::dropped_g_participle`.)
    if super::dialect_words::dropped_g_participle(original, from, w).is_none() {
        return false;
    }
    let root = w[..w.len() - 2].to_ascii_lowercase();
    to.and_then(|t| rewrite.get(t.clone())).is_none_or(|said| {
        said.trim().contains(char::is_whitespace) || said.to_ascii_lowercase().starts_with(&root)
    })
}

/// A measure said by its adjective and by its noun ("1 m deep", "depth 1 m").
const MEASURES: &[(&str, &[&str])] = &[
    ("deep", &["depth"]),
    ("wide", &["width"]),
    ("long", &["length"]),
    ("high", &["height"]),
    ("tall", &["height"]),
    ("thick", &["thickness"]),
    ("heavy", &["weight"]),
    ("hot", &["temperature", "temp"]),
    ("cold", &["temperature", "temp"]),
    ("far", &["distance"]),
    ("fast", &["speed"]),
];

/// "Keep the otter pool at least 1 m deep at all times." -> "Otter pool depth ≥ 1 m,
/// always.": a measure's adjective ("deep", "wide") read as the scope, said again as its
/// noun ("depth", "width") in a part of the rewrite that gives a figure. Another measure's
/// noun ("width" for "deep") is still reported.
fn measure_said_as_its_noun(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: Option<&Range<usize>>,
) -> bool {
    let (Some(said), Some(to)) = (original.get(from.clone()), to) else {
        return false;
    };
    let Some((_, nouns)) = MEASURES
        .iter()
        .find(|(adj, _)| is_one_of(said.trim(), &[adj]))
    else {
        return false;
    };
    part_holding(rewrite, to.start).is_some_and(|p| {
        let part = &rewrite[p];
        has_any(part, nouns) && part.bytes().any(|b| b.is_ascii_digit())
    })
}

/// "Keep radio checks on channel 67, never 16" -> "Radio checks on ch 67, not ch 16": a word
/// read as the scope that stands before a figure ("channel 67"), said again cut short before
/// the same figure ("ch 67", "plat. 4"). Another word before the figure is still reported.
fn word_cut_before_its_number(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(word) = original.get(from.clone()) else {
        return false;
    };
    if word.len() < 4 || !word.bytes().all(|b| b.is_ascii_alphabetic()) {
        return false;
    }
    let after = &original[from.end..];
    let gap = after.len() - after.trim_start().len();
    if gap == 0 || !after.trim_start().starts_with(|c: char| c.is_ascii_digit()) {
        return false;
    }
    let figure = figure_at(original, from.end + gap);
    let lower = word.to_ascii_lowercase();
    figure_in(rewrite, figure).any(|at| {
        let before = rewrite[..at].trim_end().trim_end_matches('.');
        last_word(before, before.len()).is_some_and(|cut| {
            cut.len() >= 2
                && cut.len() < word.len()
                && before.ends_with(cut)
                && lower.starts_with(&cut.to_ascii_lowercase())
        })
    })
}

/// Words of a rewrite that make what it asks for a need ("requires", "must").
const NEEDS: &[&str] = &[
    "requires",
    "required",
    "require",
    "needs",
    "need",
    "must",
    "mandatory",
];

/// Words that open an exception or a condition ("unless testing").
const EXCEPTS: &[&str] = &[
    "unless",
    "except",
    "if",
    "when",
    "but",
    "apart from",
    "other than",
];

/// Words of a rewrite that weaken what it asks for ("optional", "should").
const WEAKENS: &[&str] = &[
    "optional",
    "if possible",
    "ideally",
    "preferred",
    "recommended",
    "where possible",
    "may",
    "can",
    "could",
    "should",
];

/// "Don't handle bats without rabies-vaccinated status" -> "Bat handling requires rabies
/// vaccination"; "Never use the same knife for raw fish and cooked eel without washing it in
/// between." -> "Wash knife between raw fish and cooked eel.": a ban on doing X without Y
/// said as X needing Y ("requires", "must", "first") or as the order to do Y, one of X's
/// words kept, no negation and nothing that weakens ("optional", "should") in the rewrite's
/// part. A rewrite that drops Y, or makes it optional, is still reported.
fn ban_without_said_as_a_need(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: Option<&Range<usize>>,
) -> bool {
    // Screen: "without" in the original.
    if !has_any(original, &["without"]) {
        return false;
    }
    let Some(p) = part_holding(original, from.start) else {
        return false;
    };
    let ours = super::words::words(original, p.clone());
    let Some(kn) = ours.iter().position(|(w, _)| super::is_negation_word(w)) else {
        return false;
    };
    let Some(kw) = (kn + 1..ours.len().min(kn + 12)).find(|&i| is_one_of(ours[i].0, &["without"]))
    else {
        return false;
    };
    let act: Vec<WordKey> = named(&ours, kn + 1..kw, 6)
        .iter()
        .map(|&i| WordKey::of(ours[i].0))
        .collect();
    // The words of what is needed, those of a hyphened word each ("rabies-vaccinated").
    let need: Vec<WordKey> = named(&ours, kw + 1..ours.len(), 4)
        .iter()
        .flat_map(|&i| ours[i].0.split('-').filter(|w| w.len() >= 3))
        .map(WordKey::of)
        .collect();
    let part = match to {
        Some(t) => part_holding(rewrite, t.start).unwrap_or(0..rewrite.len()),
        None => 0..rewrite.len(),
    };
    let said = &rewrite[part.clone()];
    if need.is_empty() || negation_count(said) > 0 || has_any(said, WEAKENS) {
        return false;
    }
    // No bound ("under €200") or exception ("unless testing") of the rewrite's own.
    let ours_said = &original[p];
    let own = |w: &&str| has_any(said, &[w]) && !has_any(ours_said, &[w]);
    if BOUND_WORDS.iter().chain(EXCEPTS).any(own) {
        return false;
    }
    let theirs: Vec<WordKey> = super::words::words(rewrite, part)
        .iter()
        .map(|(w, _)| WordKey::of(w))
        .collect();
    let kept = |keys: &[WordKey]| keys.iter().any(|k| theirs.iter().any(|t| t.same(k)));
    // The order to do what is needed: the rewrite opens with the verb the original says
    // after "without" ("without washing" -> "Wash").
    let doing = named(&ours, kw + 1..ours.len(), 1)
        .first()
        .is_some_and(|&i| ours[i].0.to_ascii_lowercase().ends_with("ing"));
    let ordered = doing && theirs.first().is_some_and(|t| t.same(&need[0]));
    kept(&act) && (ordered || has_any(said, NEEDS) && kept(&need))
}

/// corpus37c's faithful forms, each a filter over the kinds of change it names.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "scope changed" => {
            dropped_g_read_as_scope(original, from, rewrite, to)
                || measure_said_as_its_noun(original, from, rewrite, to)
                || word_cut_before_its_number(original, from, rewrite)
        }
        "prohibition became mention" | "negation dropped" | "condition dropped" => {
            ban_without_said_as_a_need(original, from, rewrite, to)
        }
        _ => false,
    }
}

/// Changes read from the two texts alone, when nothing else was found.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let as_ = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, Some(t));
    forbidden_use_listed(o, r)
        .map(as_("prohibition became mention"))
        .or_else(|| or_bound_made_exact(o, r).map(as_("bound dropped")))
        .or_else(|| part_of_day_dropped(o, r).map(as_("scope changed")))
        .or_else(|| hedged_suggestion_reported_as_order(o, r).map(as_("modality strengthened")))
        .or_else(|| actor_and_condition_swapped(o, r).map(as_("scope changed")))
        .or_else(|| second_case_deleted(o, r).map(|(f, t)| ("constraint deleted", f, t)))
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

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

    /// A value bounded by "or below" said as a bare value is reported; with its bound, not.
    #[test]
    fn or_bound_made_exact() {
        assert_reports(
            "bound dropped",
            &[
                (
                    "The volume for kids' matinees stays at 5.5 on the Dolby fader or below.",
                    "Kids' matinees: Dolby fader at 5.5.",
                ),
                (
                    "Keep the walk-in chiller at 4 degrees or lower at all times.",
                    "Walk-in chiller: 4 degrees at all times.",
                ),
                (
                    "Tour groups are 12 people or fewer, the guide insists.",
                    "Tour groups: 12 people.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The volume for kids' matinees stays at 5.5 on the Dolby fader or below.",
                "Kids' matinees: Dolby fader max 5.5.",
            ),
            (
                "Keep the walk-in chiller at 4 degrees or lower at all times.",
                "Walk-in chiller ≤4 degrees, always.",
            ),
            (
                "Tour groups are 12 people or fewer, the guide insists.",
                "Tour groups: 12 people or under.",
            ),
            (
                "Only include papers published 2018 or later.",
                "Papers from 2018 onward only.",
            ),
        ]);
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

    /// A hedged suggestion reported as an order is reported; reported as a suggestion, not.
    #[test]
    fn hedged_suggestion_reported_as_order() {
        assert_reports(
            "modality strengthened",
            &[
                (
                    "I think we should probably bin the old carbon arc lamp at some point, it's just gathering dust up there. Not urgent, mind.",
                    "User says bin the old carbon arc lamp.",
                ),
                (
                    "Maybe we could repaint the fence by the car park at some point, no rush.",
                    "Owner says repaint the fence by the car park.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "I think we should probably bin the old carbon arc lamp at some point, it's just gathering dust up there. Not urgent, mind.",
                "User suggests binning the old carbon arc lamp eventually (not urgent).",
            ),
            (
                "Maybe we could repaint the fence by the car park at some point, no rush.",
                "Owner: maybe repaint car-park fence sometime, no rush.",
            ),
        ]);
    }

    /// The actor and the one its condition names swapped is reported; kept, it is not.
    #[test]
    fn actor_and_condition_swapped() {
        assert_reports(
            "scope changed",
            &[
                (
                    "The ushers are allowed into the booth only when a projectionist is present.",
                    "Projectionists may enter the booth only when an usher is present.",
                ),
                (
                    "Apprentices may use the lathe only if a technician is in the workshop.",
                    "Technicians may use the lathe only if an apprentice is in the workshop.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The ushers are allowed into the booth only when a projectionist is present.",
                "Ushers may enter booth only when projectionist present.",
            ),
            (
                "Apprentices may use the lathe only if a technician is in the workshop.",
                "Lathe: apprentices only if technician in workshop.",
            ),
            // The condition's words moved, the actor kept.
            (
                "Answer in the caller's language if it is Welsh or Irish; otherwise answer in English.",
                "Answer language: Welsh/Irish if the caller speaks it, else English.",
            ),
        ]);
    }

    /// A second case's own value deleted is reported; kept, it is not.
    #[test]
    fn second_case_deleted() {
        assert_reports(
            "constraint deleted",
            &[
                (
                    "Misfires: nobody approaches the face for 30 minutes after a misfire with electric detonators. For shock tube it's the full hour, no matter what the shot firer reckons.",
                    "Misfires: wait 30 min before approaching face.",
                ),
                (
                    "Tyre changes: nobody drives off for 20 minutes after a torque check on alloy rims. For steel rims it's the full half hour.",
                    "Tyre changes: wait 20 min after torque check before driving off.",
                ),
            ],
        );
        assert_changed(&[(
            "Guests must check out by 11. For suites it's noon.",
            "Check-out by 11.",
        )]);
        assert_faithful(&[
            (
                "Misfires: nobody approaches the face for 30 minutes after a misfire with electric detonators. For shock tube it's the full hour, no matter what the shot firer reckons.",
                "Misfires: 30 min wait (electric detonators), 1 hour for shock tube, whatever the shot firer says.",
            ),
            (
                "Tyre changes: nobody drives off for 20 minutes after a torque check on alloy rims. For steel rims it's the full half hour.",
                "Tyre changes: nobody drives off for 20 min after torque check on alloy rims; steel rims the full half hour.",
            ),
        ]);
    }
    /// A dropped "g", a measure's noun, a word cut before its figure read as the scope are
    /// no scope changed; another word is.
    #[test]
    fn faithful_scope_words() {
        assert_faithful(&[
            (
                "Our kid, don't be takin' bookings for more than six on the tatami table, it's dead small.",
                "Tatami table: max 6 per booking.",
            ),
            (
                "Keep the otter pool at least 1 m deep at all times.",
                "Otter pool depth ≥ 1 m, always.",
            ),
            (
                "The loading ramp has to be at least 3 m wide.",
                "Loading ramp width: min 3 m.",
            ),
            (
                "Keep radio checks on channel 67, never 16 — 16 is distress and calling only.",
                "Radio checks on ch 67, not ch 16 (distress/calling only).",
            ),
        ]);
        assert_changed(&[
            (
                "Keep the otter pool at least 1 m deep at all times.",
                "Otter pool width ≥ 1 m, always.",
            ),
            (
                "Don't be parkin' in the loading bay, the trucks need it.",
                "Do not unload in the loading bay.",
            ),
            (
                "Keep radio checks on channel 67, never 16 — 16 is distress and calling only.",
                "Radio checks on ch 68, not ch 16 (distress/calling only).",
            ),
        ]);
    }

    /// A ban on X without Y said as X needing Y, or as the order to do Y, is faithful; Y
    /// dropped or made optional is not.
    #[test]
    fn ban_without_said_as_a_need() {
        assert_faithful(&[
            (
                "Don't handle bats without rabies-vaccinated status — and if you're not sure of yours, ask Carys before you go in the bat room.",
                "Bat handling requires rabies vaccination; check status with Carys if unsure.",
            ),
            (
                "Never use the same knife for raw fish and cooked eel without washing it in between.",
                "Wash knife between raw fish and cooked eel.",
            ),
            (
                "Don't enter the cold store without a thermal jacket.",
                "Cold store entry requires a thermal jacket.",
            ),
        ]);
        assert_changed(&[
            (
                "Never use the same knife for raw fish and cooked eel without washing it in between.",
                "Same knife fine for raw fish and cooked eel.",
            ),
            (
                "Don't enter the cold store without a thermal jacket.",
                "Cold store entry: thermal jacket recommended.",
            ),
            (
                "Don't handle bats without rabies-vaccinated status.",
                "Bat handling: rabies vaccination optional.",
            ),
            (
                "DO NOT SWAP DEADHEAD SECTORS WITHOUT CREW CONTROL APPROVAL.",
                "Crew control to be informed of deadhead sector swaps.",
            ),
            (
                "Don't book hotels over €200 a night without the trip lead's OK.",
                "Hotels under €200 a night need the trip lead's OK.",
            ),
            (
                "Do not call the payments API without an idempotency key.",
                "Payments API calls need an idempotency key unless testing.",
            ),
            (
                "Don't merge PRs from first-time contributors without a maintainer review.",
                "User talked about merging PRs from first-time contributors and about maintainer reviews.",
            ),
        ]);
    }
}
