//! Readings from the blind corpus s36c (corpus36c, rewrites): changes the rule comparison did
//! not see, read from the two texts alone when nothing else was found (a value said again
//! beside its noun with another number, a closing time said as "until at least", a time gate
//! of an "only" rule dropped, a ban "anywhere" narrowed to one of the places it lists, a
//! condition of new words added to an order, a request reported in a note deleted), each
//! behind a cheap screen (a word or a digit the shape needs) before any sentence is read.

use super::blind34a::holds_any_phrase as has_any;
use super::is_one_of;
use super::words::{
    TextReading, Word, WordKey, is_content, number_word_value, part_holding, parts, words,
};
use std::ops::Range;

/// A change read from the two texts alone: its kind and its ranges in the original and the
/// rewrite.
type Missed = (&'static str, Range<usize>, Range<usize>);

/// The value of a word that starts with digits ("12", "15km", "75%" read as "75"), with the
/// letters glued after them; a number word ("eight") has no unit.
fn number(w: &str) -> Option<(f64, &str)> {
    let digits = w
        .bytes()
        .take_while(|b| b.is_ascii_digit() || *b == b'.')
        .count();
    if digits > 0 {
        let v = w[..digits].trim_end_matches('.').parse().ok()?;
        return Some((v, &w[digits..]));
    }
    number_word_value(w).map(|v| (v, ""))
}

/// Word `k` of `ws` is a number standing alone: not a part of a clock ("22:45"), of a
/// grouped figure ("8,000", "2.5") or of a range or ratio ("1–3", "2x").
fn lone_number(text: &str, ws: &[Word<'_>], k: usize) -> Option<f64> {
    let (w, r) = &ws[k];
    let (v, unit) = number(w)?;
    if !w.starts_with(|c: char| c.is_ascii_digit()) || !unit.is_empty() {
        return None;
    }
    let joined = |c: char| matches!(c, ':' | ',' | '.' | '/' | '\u{2013}' | '-');
    let before = text[..r.start].chars().next_back();
    let after = text[r.end..].chars().next();
    let glued = |c: Option<char>, next: Option<char>| {
        c.is_some_and(joined) && next.is_some_and(|n| n.is_ascii_digit())
    };
    let before2 = text[..r.start]
        .char_indices()
        .next_back()
        .and_then(|(i, _)| text[..i].chars().next_back());
    let after2 = text[r.end..].chars().nth(1);
    (!glued(before, before2) && !glued(after, after2)).then_some(v)
}

/// The content words of the three words after word `k` of `ws`, up to the next number.
fn nouns_after<'w, 't>(ws: &'w [Word<'t>], k: usize) -> impl Iterator<Item = &'w Word<'t>> {
    ws[k + 1..(k + 4).min(ws.len())]
        .iter()
        .take_while(|(w, _)| !w.starts_with(|c: char| c.is_ascii_digit()))
        .filter(|(w, _)| is_content(w))
}

/// Words that make the numbers of their sentence bounds.
const LIMITS: &[&str] = &[
    "tops out",
    "max",
    "maximum",
    "min",
    "minimum",
    "cap",
    "caps",
    "capped",
    "limit",
    "limited",
    "up to",
    "at most",
    "at least",
    "no more than",
    "no fewer than",
    "ceiling",
    "quota",
    "allowance",
];

/// `text` tells what happened: a past form ("sent", "went", "had") or a word in "-ed" that
/// is no limit ("capped", "limited" are).
fn tells_the_past(text: &str) -> bool {
    words(text, 0..text.len()).iter().any(|(w, _)| {
        is_one_of(w, PAST_FORMS)
            || is_one_of(w, &["sent", "was", "were", "took", "gave"])
            || w.len() > 4 && w.to_ascii_lowercase().ends_with("ed") && !is_one_of(w, LIMITS)
    })
}

/// "Class size tops out at 12 for General English and 8 for exam prep." -> "Max class size:
/// 12 GE, 10 exam prep.": a number of the rewrite the original never says, followed (within
/// three words) by a noun that follows a number of the original the rewrite never says: the
/// value given to that noun changed. A number in another unit ("90 minutes" -> "1.5 hours"),
/// a clock, a grouped figure or a range are not read.
fn value_changed_beside_its_noun(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    // Screen: a digit in each text, a word that bounds in the original.
    if !original.bytes().any(|b| b.is_ascii_digit())
        || !rewrite.bytes().any(|b| b.is_ascii_digit())
        || !o.holds_any_phrase(LIMITS)
    {
        return None;
    }
    let ours = o.words();
    let theirs = r.words();
    let values = |ws: &[Word<'_>]| -> Vec<f64> {
        ws.iter()
            .filter_map(|(w, _)| number(w).map(|(v, _)| v))
            .collect()
    };
    let (our_values, their_values) = (values(ours), values(theirs));
    let fresh = |ws: &[Word<'_>], text: &str, other: &[f64]| -> Vec<(usize, f64)> {
        (0..ws.len())
            .filter_map(|k| lone_number(text, ws, k).map(|v| (k, v)))
            .filter(|(_, v)| !other.contains(v))
            .collect()
    };
    let new_ones = fresh(theirs, rewrite, &our_values);
    if new_ones.is_empty() {
        return None;
    }
    // The original's number after a word of its sentence that bounds ("tops out at", "max",
    // "up to"): a number a report gives ("the logs show 462 retries", "we sent no more than
    // 62 emails") is no bound.
    let gone: Vec<(usize, f64)> = fresh(ours, original, &their_values)
        .into_iter()
        .filter(|&(k, _)| {
            part_holding(original, ours[k].1.start).is_some_and(|p| {
                let lead = &original[p.start..ours[k].1.start];
                has_any(lead, LIMITS) && !tells_the_past(lead)
            })
        })
        .collect();
    new_ones.iter().find_map(|&(j, _)| {
        let keys: Vec<WordKey> = nouns_after(theirs, j)
            .map(|(w, _)| WordKey::of(w))
            .collect();
        gone.iter().find_map(|&(k, _)| {
            nouns_after(ours, k)
                .any(|(w, _)| {
                    let key = WordKey::of(w);
                    keys.iter().any(|t| t.same(&key))
                })
                .then(|| (ours[k].1.clone(), theirs[j].1.clone()))
        })
    })
}

/// Verbs that say when something stops ("Bar stops serving at 22:45", "Gates close at 6").
const STOP_VERBS: &[&str] = &[
    "stop", "stops", "close", "closes", "end", "ends", "shut", "shuts", "finish", "finishes",
    "cease", "ceases",
];

/// "Bar stops serving at 22:45" -> "Bar serves until at least 22:45": the time at which
/// something stops (a stop verb in its sentence) said again after "at least": the end made
/// a floor, the bound's direction turned. An original that says "at least" itself, or that
/// stops nothing ("stay until 18:00" -> "stay until at least 18:00"), is not read.
fn stop_time_said_as_at_least(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let original = o.text;
    if !r.holds_any_phrase(&["at least"]) || o.holds_any_phrase(&["at least"]) {
        return None;
    }
    let theirs = r.words();
    let at = theirs
        .windows(3)
        .find(|w| is_one_of(w[0].0, &["at"]) && is_one_of(w[1].0, &["least"]))
        .map(|w| w[2].clone())?;
    if !at.0.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let ours = o.words();
    let k = ours.iter().position(|(w, _)| *w == at.0)?;
    let part = part_holding(original, ours[k].1.start)?;
    words(original, part)
        .iter()
        .any(|(w, _)| is_one_of(w, STOP_VERBS))
        .then(|| (ours[k].1.clone(), at.1))
}

/// Words that open a time gate ("booked before midnight").
const TIME_GATES: &[&str] = &["before", "after", "until", "till", "by"];

/// The word `(w, r)` of `text` names a time: a clock or an hour ("17:30", "5pm"), or a day,
/// a month or a time of day ("midnight", "Friday").
fn is_time(text: &str, (w, r): &Word<'_>) -> bool {
    let lower = w.to_ascii_lowercase();
    crate::classify::numbers::is_date_name(&lower)
        || w.starts_with(|c: char| c.is_ascii_digit())
            && (lower.ends_with("am") || lower.ends_with("pm") || text[r.end..].starts_with(':'))
}

/// "Promo code RAIN25 is valid only on trips under 15 km booked before midnight." ->
/// "RAIN25 valid on trips under 15 km.": a time gate ("before midnight", "after 6pm") of a
/// sentence that says "only", dropped by a rewrite that says two content words of that
/// sentence again but no time at all: the condition dropped. A time said another way
/// ("before 00:00") is not read.
fn time_gate_of_only_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !o.holds_any_phrase(&["only"]) || !o.holds_any_phrase(TIME_GATES) {
        return None;
    }
    let theirs = r.words();
    if theirs.iter().any(|w| is_time(rewrite, w)) {
        return None;
    }
    let keys: Vec<WordKey> = theirs
        .iter()
        .filter(|(w, _)| is_content(w))
        .map(|(w, _)| WordKey::of(w))
        .collect();
    parts(original).into_iter().find_map(|p| {
        let ours = words(original, p);
        if !ours.iter().any(|(w, _)| is_one_of(w, &["only"])) {
            return None;
        }
        let g = ours
            .windows(2)
            .position(|w| is_one_of(w[0].0, TIME_GATES) && is_time(original, &w[1]))?;
        let kept = ours[..g]
            .iter()
            .filter(|(w, _)| is_content(w))
            .filter(|(w, _)| {
                let key = WordKey::of(w);
                keys.iter().any(|k| k.same(&key))
            })
            .count();
        (kept >= 2).then(|| {
            (
                ours[g].1.start..ours[g + 1].1.end,
                0..rewrite.trim_end().len(),
            )
        })
    })
}

/// Words that say a ban covers every place.
const EVERYWHERE: &[&str] = &["anywhere", "everywhere"];

/// Words of a rewrite that keep a ban everywhere.
const WHOLE: &[&str] = &[
    "anywhere",
    "everywhere",
    "all",
    "any",
    "whole",
    "entire",
    "throughout",
    "site-wide",
    "venue-wide",
];

/// "No glass anywhere in the venue tonight — bars, green rooms, everywhere." -> "No glass at
/// the bars tonight.": a ban "anywhere" ("everywhere") in a place, said by a rewrite that
/// keeps none of the words that cover every place nor the place itself, but puts the ban
/// "at" ("in", "on") one of the places the original lists after it: the scope narrowed.
/// "No glass in the venue" is the same ban.
fn everywhere_narrowed_to_a_listed_place(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !o.holds_any_phrase(EVERYWHERE) || r.holds_any_phrase(WHOLE) {
        return None;
    }
    let ours = o.words();
    let u = ours.iter().position(|(w, _)| is_one_of(w, EVERYWHERE))?;
    // "anywhere in the venue", not "anywhere other than the bay".
    if !ours
        .get(u + 1)
        .is_some_and(|(w, _)| is_one_of(w, &["in", "on", "at", "across", "around", "within"]))
    {
        return None;
    }
    // The place "anywhere" is said of ("in the venue"), and those listed after it.
    let whole = ours[u + 1..(u + 4).min(ours.len())]
        .iter()
        .find(|(w, _)| is_content(w))?;
    let whole_key = WordKey::of(whole.0);
    let theirs = r.words();
    let their_keys: Vec<WordKey> = theirs.iter().map(|(w, _)| WordKey::of(w)).collect();
    if their_keys.iter().any(|k| k.same(&whole_key)) {
        return None;
    }
    let after_whole = ours.iter().position(|w| w.1 == whole.1)? + 1;
    let listed: Vec<(WordKey, &Word<'_>)> = ours[after_whole..]
        .iter()
        .filter(|(w, _)| is_content(w) && !is_one_of(w, EVERYWHERE))
        .map(|w| (WordKey::of(w.0), w))
        .collect();
    theirs.iter().enumerate().find_map(|(j, (w, _))| {
        if !is_one_of(w, &["at", "in", "on"]) {
            return None;
        }
        let n = (j + 1..(j + 3).min(theirs.len())).find(|&n| is_content(theirs[n].0))?;
        listed
            .iter()
            .find(|(key, _)| key.same(&their_keys[n]))
            .map(|(_, o)| (o.1.clone(), theirs[n].1.clone()))
    })
}

/// Words that gate what follows them.
const CONDITIONS: &[&str] = &[
    "if",
    "unless",
    "when",
    "whenever",
    "provided",
    "providing",
    "except",
    "only",
    "once",
    "as long as",
    "in case",
];

/// "Report any animal found dead to the NVS immediately." -> "Report animals found dead to
/// the NVS if the cause appears unexpected.": an order that says no condition, said again
/// (its first word kept) with an "if" ("unless") clause whose content words the original
/// never says: a condition added. "If an animal is found dead, report it" (its words the
/// original's) is not read.
fn new_condition_added_to_an_order(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let rewrite = r.text;
    if !r.holds_any_phrase(&["if", "unless"]) || o.holds_any_phrase(CONDITIONS) {
        return None;
    }
    let ours = o.words();
    let theirs = r.words();
    let (first, their_first) = (ours.first()?, theirs.first()?);
    if !first.0.eq_ignore_ascii_case(their_first.0) || !is_content(first.0) {
        return None;
    }
    let keys: Vec<WordKey> = ours
        .iter()
        .filter(|(w, _)| is_content(w))
        .map(|(w, _)| WordKey::of(w))
        .collect();
    let g = theirs
        .iter()
        .position(|(w, _)| is_one_of(w, &["if", "unless"]))?;
    let end = rewrite[theirs[g].1.end..]
        .find([',', ';', '.', '(', '\u{2014}'])
        .map_or(rewrite.len(), |e| theirs[g].1.end + e);
    let clause: Vec<&Word<'_>> = theirs[g + 1..]
        .iter()
        .take_while(|(_, r)| r.end <= end)
        .filter(|(w, _)| is_content(w))
        .collect();
    (!clause.is_empty()
        && clause.iter().all(|(w, _)| {
            let key = WordKey::of(w);
            !keys.iter().any(|k| k.same(&key))
        }))
    .then(|| (first.1.clone(), theirs[g].1.start..end))
}

/// "... She's asked that we only phone after 5pm because of her shifts. ..." -> "Mrs Ferreira
/// called twice, anxious about chain; solicitor Lowe & Co.": a request a note reports ("asked
/// that we", "asked us (not) to", "requested that") in a sentence of its own, of which the
/// rewrite says no content word again: the rule deleted from a mixed span. A question asked
/// ("asked about the chain") is no request.
fn reported_request_deleted(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    const ASKED: &[&str] = &[
        "asked that",
        "asked us",
        "asked me",
        "asked you",
        "asked staff",
        "asked everyone",
        "requested that",
    ];
    if !o.holds_any_phrase(ASKED) {
        return None;
    }
    let all = parts(original);
    if all.len() < 2 {
        return None;
    }
    // Spelling, not stems: a stem may join synonyms ("phone" and "called").
    let theirs: Vec<String> = r
        .words()
        .iter()
        .filter(|(w, _)| is_content(w))
        .map(|(w, _)| singular(w))
        .collect();
    all.into_iter().find_map(|p| {
        let ours = words(original, p.clone());
        let a = ours.windows(2).position(|w| {
            is_one_of(w[0].0, &["asked", "requested"])
                && (is_one_of(w[1].0, &["that", "us", "me", "you", "staff", "everyone"]))
        })?;
        let request: Vec<&Word<'_>> = ours[a + 2..]
            .iter()
            .take_while(|(w, _)| !is_one_of(w, &["because", "as", "since"]))
            .filter(|(w, _)| is_content(w))
            .collect();
        (request.len() >= 2
            && request
                .iter()
                .all(|(w, _)| !theirs.iter().any(|t| alike(&singular(w), t))))
        .then(|| (super::trimmed(original, p), 0..rewrite.trim_end().len()))
    })
}

/// `w` in lower case, a plural "s" aside.
fn singular(w: &str) -> String {
    let lower = w.to_ascii_lowercase();
    match lower.strip_suffix('s') {
        Some(one) if one.len() > 2 => one.to_string(),
        _ => lower,
    }
}

/// Two lower-cased words spelled alike: one starts with all but the last letter of the
/// shorter, at least three ("wake" and "waking", "obs" and "observations").
fn alike(a: &str, b: &str) -> bool {
    let common = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
    let shorter = a.len().min(b.len());
    common >= 3.max(shorter.saturating_sub(1)) || a == b
}

/// Changes read from the two texts alone, when nothing else was found.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let as_ = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, t);
    value_changed_beside_its_noun(o, r)
        .map(as_("bound changed"))
        .or_else(|| stop_time_said_as_at_least(o, r).map(as_("bound direction changed")))
        .or_else(|| time_gate_of_only_dropped(o, r).map(as_("condition dropped")))
        .or_else(|| everywhere_narrowed_to_a_listed_place(o, r).map(as_("scope changed")))
        .or_else(|| new_condition_added_to_an_order(o, r).map(as_("condition added")))
        .or_else(|| reported_request_deleted(o, r).map(as_("constraint deleted")))
}

/// Past forms that tell what happened ("went", "seen", "stopped"), none of them a word of
/// leave or of a ban ("allowed", "left").
const PAST_FORMS: &[&str] = &[
    "went", "seen", "saw", "been", "had", "did", "got", "came", "heard", "knew", "thought",
    "stopped", "happened", "showed", "managed", "missed", "wanted", "made", "dropped", "failed",
    "exceeded", "reached", "dipped", "rose", "fell", "broke", "crossed", "lost", "ran", "felt",
];

/// Words that make a sentence bind whatever else it says.
const BINDS: &[&str] = &[
    "should",
    "shall",
    "can",
    "cannot",
    "can't",
    "may",
    "need",
    "needs",
    "only",
    "always",
    "required",
    "mandatory",
    "allowed",
    "permitted",
    "ensure",
    "don't",
    "do",
    "to",
    "has",
    "have",
];

/// "Bit of a shocker last night ... Never seen it that bad in November." -> "...; unusually
/// heavy for Nov."; "... somehow the wait times never went over 9 minutes." -> "waits stayed
/// ≤9 min": a "never" before a past form ("went", "seen", "stopped") tells what happened,
/// no rule; the words that bind ("must" but an epistemic "must have", "should", "only",
/// "don't", "to") absent from its clause, no "is" ("are") before it ("are never allowed").
/// "Never leave the cage open" and "Glass is never to be taken past the bar" are still
/// rules.
fn never_told_of_the_past(original: &str, from: &Range<usize>) -> bool {
    let Some(text) = original.get(from.clone()) else {
        return false;
    };
    if !has_any(text, &["never"]) || super::negation_count(text) != 1 {
        return false;
    }
    let ws = words(original, from.clone());
    let Some(k) = ws.iter().position(|(w, _)| is_one_of(w, &["never"])) else {
        return false;
    };
    let told = ws.get(k + 1).is_some_and(|(w, _)| is_one_of(w, PAST_FORMS));
    let before_is_a_present = k > 0
        && is_one_of(
            ws[k - 1].0,
            &["is", "are", "am", "be", "must", "will", "would", "should"],
        );
    let binds = ws.iter().enumerate().any(|(i, (w, _))| {
        is_one_of(w, BINDS) && !(is_one_of(w, &["had", "have"]))
            || is_one_of(w, &["must"])
                && !ws
                    .get(i + 1)
                    .is_some_and(|(n, _)| is_one_of(n, &["have", "of"]))
    });
    told && !before_is_a_present && !binds
}

/// "Photographers get the first three songs only" -> "Photo pit: songs 1–3 only": the
/// first N said as the range from 1 to N, the same bound. "songs 1–4" is still reported.
fn first_ones_said_as_a_range(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, &Range<usize>),
) -> bool {
    let (Some(ours), Some(theirs)) = (original.get(from.clone()), rewrite.get(to.clone())) else {
        return false;
    };
    let lead = rewrite[..to.start].trim_end();
    original[..from.start]
        .trim_end()
        .to_ascii_lowercase()
        .ends_with("first")
        && ["1–", "1-", "1 to", "1 –", "1 -"]
            .iter()
            .any(|r| lead.ends_with(r))
        && matches!((number(ours), number(theirs)), (Some((a, _)), Some((b, _))) if a == b)
}

/// Words of a rewrite that keep a count binding ("2 signallers required").
const KEEPS_A_COUNT: &[&str] = &[
    "required",
    "require",
    "requires",
    "must",
    "mandatory",
    "only",
    "min",
    "minimum",
    "at least",
    "always",
    "needed",
    "need",
    "needs",
];

/// "Gantry crane loads above 40 t must be lifted with two signallers, never one." -> "Gantry
/// crane >40 t: 2 signallers required.": a "never" ("not") before a count below the count
/// its sentence asks for only refuses the lesser count; the rewrite that keeps the greater
/// count and binds ("required", "must", "min") keeps the rule. "2 signallers preferred", or
/// "never three" after "two", is still read.
fn lesser_count_refused(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(said) = original.get(from.clone()) else {
        return false;
    };
    if !is_one_of(said.trim(), &["never", "not"]) || !has_any(rewrite, KEEPS_A_COUNT) {
        return false;
    }
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, part);
    let Some(k) = ours
        .iter()
        .position(|(_, r)| r.start == from.start + (said.len() - said.trim_start().len()))
    else {
        return false;
    };
    let Some((lesser, _)) = ours.get(k + 1).and_then(|(w, _)| number(w)) else {
        return false;
    };
    let theirs = words(rewrite, 0..rewrite.len());
    ours[..k]
        .iter()
        .filter_map(|(w, _)| number(w).map(|(v, _)| v))
        .filter(|&n| n > lesser)
        .any(|n| {
            theirs
                .iter()
                .any(|(w, _)| number(w).is_some_and(|(v, _)| v == n))
        })
}

/// Faithful forms read in corpus36c, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "constraint deleted" | "prohibition became mention" => {
            never_told_of_the_past(original, from)
        }
        "negation dropped" => lesser_count_refused(original, from, rewrite),
        "bound changed" => {
            to.is_some_and(|to| first_ones_said_as_a_range((original, from), (rewrite, to)))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A "never" that tells what happened, deleted or said as a fact, is no rule dropped; a
    /// ban beside it, or a "never" that binds, still is.
    #[test]
    fn never_told_of_the_past() {
        assert_faithful(&[
            (
                "Bit of a shocker last night — the summit road got about 40 cm and we had the plough out till 3. Never seen it that bad in October.",
                "Summit road ~40 cm overnight; plough out till 3; unusually heavy for Oct.",
            ),
            (
                "Picked up a fare to Jesmond, the woman never stopped singing, must've been a hen do. Tipped a fiver.",
                "Jesmond fare; singing passenger (hen do?); £5 tip.",
            ),
        ]);
        assert_changed(&[
            (
                "Never leave the cage door open. The rats never escaped last week.",
                "Rats never escaped last week.",
            ),
            (
                "Glass is never allowed past the bar. The bar had a quiet night.",
                "Quiet night at the bar.",
            ),
        ]);
    }

    /// The first N said as the range 1 to N is the same bound; another range is not.
    #[test]
    fn first_ones_said_as_a_range() {
        assert_faithful(&[(
            "Photographers get the first three songs only, from the pit, no flash, eh.",
            "Photo pit: songs 1–3 only, flash prohibited.",
        )]);
        assert_reports(
            "bound changed",
            &[(
                "Photographers get the first three songs only, from the pit, no flash, eh.",
                "Photo pit: songs 1–4 only, flash prohibited.",
            )],
        );
    }

    /// A lesser count refused ("two signallers, never one") is kept by a rewrite that binds
    /// the greater count; a rewrite that only prefers it is still reported.
    #[test]
    fn lesser_count_refused() {
        assert_faithful(&[
            (
                "Gantry crane loads above 40 t must be lifted with two signallers, never one.",
                "Gantry crane >40 t: 2 signallers required.",
            ),
            (
                "Hot-work permits must be signed by two supervisors, never one.",
                "Hot-work permits: 2 supervisor signatures required.",
            ),
        ]);
        assert_changed(&[
            (
                "Gantry crane loads above 40 t must be lifted with two signallers, never one.",
                "Gantry crane >40 t: 2 signallers preferred.",
            ),
            (
                "Hot-work permits must be signed by two supervisors, never one.",
                "Hot-work permits: 2 supervisor signatures where possible.",
            ),
        ]);
    }

    /// A Kiwi or Geordie word of address read as the scope is no scope.
    #[test]
    fn kiwi_and_geordie_address() {
        assert_faithful(&[(
            "Chur crew — staff on a trial contract aren't to be rostered alone, full contract only, no arguments.",
            "Solo rostering: full contract only; trial-contract staff not accepted.",
        )]);
    }

    /// A value said again beside its noun with another number is reported; the same value,
    /// another unit or a range is not.
    #[test]
    fn value_changed_beside_its_noun() {
        assert_reports(
            "bound changed",
            &[
                (
                    "Class size tops out at 12 for General English and 8 for exam prep.",
                    "Max class size: 12 GE, 10 exam prep.",
                ),
                (
                    "Each family gets 3 parcels for the winter and 1 for the summer.",
                    "Families: 3 parcels winter, 2 summer.",
                ),
                (
                    "The pool takes up to 40 swimmers in the main lane area and 15 in the learner pool.",
                    "Pool: 40 main lanes, 20 learner pool.",
                ),
            ],
        );
        assert_changed(&[(
            "Dorm rooms take 6 beds at most on the ground floor and 4 on the top floor.",
            "Dorms: max 6 beds ground floor, 5 top floor.",
        )]);
        assert_faithful(&[
            (
                "The build exited without a stack trace on Friday. We sent no more than 62 emails about the launch. Thanks, the queue is below 63 requests already.",
                "The build exited without a stack trace on Friday. We sent no more than 92 emails about the launch. Thanks, the queue is below 63 requests already.",
            ),
            (
                "Class size tops out at 12 for General English and 8 for exam prep.",
                "Max class size: 12 GE, 8 exam prep.",
            ),
            (
                "Each family gets three parcels for the winter and one for the summer.",
                "Families: 3 parcels winter, 1 summer.",
            ),
            (
                "Each guest gets 2 drink tokens for the bar and 1 for the cloakroom.",
                "Each guest: 2 drink tokens for the bar, 1 for the cloakroom.",
            ),
        ]);
    }

    /// A closing time said as "until at least" is reported; a time one must stay until is
    /// not.
    #[test]
    fn stop_time_said_as_at_least() {
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Bar stops serving at 22:45, fifteen minutes before curfew.",
                    "Bar serves until at least 22:45.",
                ),
                (
                    "The kitchen closes at 21:30 on weekdays.",
                    "Kitchen open until at least 21:30 on weekdays.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Stewards must stay on the gate until 23:00.",
                "Stewards stay on gate until at least 23:00.",
            ),
            (
                "The kitchen closes at 21:30 on weekdays.",
                "Kitchen shuts 21:30 weekdays.",
            ),
        ]);
    }

    /// A time gate of an "only" rule dropped is reported; the gate said again is not.
    #[test]
    fn time_gate_of_only_dropped() {
        assert_reports(
            "condition dropped",
            &[
                (
                    "Promo code RAIN25 is valid only on trips under 15 km booked before midnight.",
                    "RAIN25 valid on trips under 15 km.",
                ),
                (
                    "The staff discount applies only to full-price stock bought after 6pm.",
                    "Staff discount applies to full-price stock.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Promo code RAIN25 is valid only on trips under 15 km booked before midnight.",
                "RAIN25: trips <15 km booked before midnight only.",
            ),
            (
                "The staff discount applies only to full-price stock bought after 6pm.",
                "Staff discount: full-price stock only, after 18:00.",
            ),
        ]);
    }

    /// A ban "anywhere" narrowed to one of the places it lists is reported; the ban kept
    /// over the whole place is not.
    #[test]
    fn everywhere_narrowed_to_a_listed_place() {
        assert_reports(
            "scope changed",
            &[
                (
                    "No glass anywhere in the venue tonight — bars, green rooms, everywhere.",
                    "No glass at the bars tonight.",
                ),
                (
                    "No phones anywhere on the ward: bays, side rooms and the day room.",
                    "No phones in the side rooms.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "No glass anywhere in the venue tonight — bars, green rooms, everywhere.",
                "Venue: no glass anywhere tonight.",
            ),
            (
                "No phones anywhere on the ward: bays, side rooms and the day room.",
                "No phones anywhere on the ward (bays, side rooms, day room).",
            ),
        ]);
    }

    /// A condition of new words added to an order is reported; a condition made of the
    /// order's own words is not.
    #[test]
    fn new_condition_added_to_an_order() {
        assert_reports(
            "condition added",
            &[
                (
                    "Report any animal found dead to the NVS immediately.",
                    "Report animals found dead to the NVS if the cause appears unexpected.",
                ),
                (
                    "Log every spill on the incident board straight away.",
                    "Log spills on the incident board if larger than a litre.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Report any animal found dead to the NVS immediately.",
                "Report animals to the NVS immediately if found dead.",
            ),
            (
                "Log every spill on the incident board straight away.",
                "Log each spill on the incident board straight away.",
            ),
        ]);
    }

    /// A request reported in a note and deleted is reported; a question asked, or the
    /// request kept, is not.
    #[test]
    fn reported_request_deleted() {
        assert_reports(
            "constraint deleted",
            &[
                (
                    "Mrs Ferreira called twice today, quite anxious about the chain. She's asked that we only phone after 5pm because of her shifts. Her solicitor is Lowe & Co.",
                    "Mrs Ferreira called twice, anxious about chain; solicitor Lowe & Co.",
                ),
                (
                    "Mr Osei dropped off his payslips. He asked us not to email his work address. Mortgage offer expected Friday.",
                    "Mr Osei dropped off payslips; offer expected Friday.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Mrs Ferreira called twice today. She asked about the chain. Her solicitor is Lowe & Co.",
                "Mrs Ferreira called twice re chain; solicitor Lowe & Co.",
            ),
            (
                "Family has asked that nobody wake Mrs Addo for observations at night unless she's in visible distress. Daughter visiting Sunday.",
                "Mrs Addo: no waking for obs at night unless visibly distressed (family request); daughter visiting Sun.",
            ),
            (
                "Mr Osei dropped off his payslips. He asked us not to email his work address.",
                "Mr Osei dropped off payslips. Asked us not to email his work address.",
            ),
        ]);
    }
}
