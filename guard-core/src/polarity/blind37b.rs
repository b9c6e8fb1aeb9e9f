//! Readings from the blind corpus s37b (corpus37b, rewrites): changes the rule comparison did
//! not see, read from the two texts alone when nothing else was found ("both" of a gate said
//! as "a", an amount the original never names, the doers of two ";"-parts swapped, a "last N
//! months" window said as "this month", a question said as an order, a past or hypothetical
//! inability said as a rule, one thing of "without A and B" dropped), each behind a cheap
//! screen (a word or a byte the shape needs) before any word is compared.

use super::blind34a::holds_any_phrase as has_any;
use super::is_one_of;
use super::words::{
    TextReading, Word, is_content, last_word, part_holding, parts, same_word, words,
};
use std::ops::Range;

/// A change read from the two texts alone: its kind and its ranges in the original and the
/// rewrite (none when the whole rewrite is the change).
type Missed = (&'static str, Range<usize>, Option<Range<usize>>);

/// The index of the first word of `ws` at or after byte `at` and before byte `end`.
fn first_word_in(ws: &[Word<'_>], span: &Range<usize>) -> Option<usize> {
    ws.iter()
        .position(|(_, r)| r.start >= span.start && r.start < span.end)
}

/// "You may discuss repayment plans only once the caller has passed both security
/// questions." -> "... once the caller has passed a security question.": the original's
/// "both N" said as "a N" ("one", "either", "any"), with no "both", "two" or "all" left in
/// the rewrite: what both had to be is now one of them.
fn both_said_as_one(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: "both" in the original, no word of two in the rewrite.
    if !original.holds_any_phrase(&["both"])
        || rewrite.holds_any_phrase(&["both", "two", "2", "all", "each", "every", "and", "&", "+"])
    {
        return None;
    }
    let (ows, oks) = (original.words(), original.keys());
    let (rws, rks) = (rewrite.words(), rewrite.keys());
    (0..ows.len()).find_map(|k| {
        if !ows[k].0.eq_ignore_ascii_case("both") {
            return None;
        }
        // The noun phrase's first word ("both the keys": "keys").
        let n =
            (k + 1..ows.len()).find(|&n| !is_one_of(ows[n].0, &["the", "of", "our", "your"]))?;
        if !is_content(ows[n].0) {
            return None;
        }
        let j = (1..rws.len()).find(|&j| {
            rks[j].same(&oks[n])
                && is_one_of(
                    rws[j - 1].0,
                    &["a", "an", "one", "either", "any", "1", "single"],
                )
        })?;
        Some((
            ows[k].1.start..ows[n].1.end,
            rws[j - 1].1.start..rws[j].1.end,
        ))
    })
}

/// The sums of money of `text`: the number after each currency sign ("€150", "£ 25,000",
/// "£25k"), as written and as scaled by a "k" or "m" glued after it, with its range.
fn amounts(text: &str) -> Vec<(f64, f64, Range<usize>)> {
    let mut out = Vec::new();
    for (i, c) in text.char_indices() {
        if !matches!(c, '€' | '£' | '$') {
            continue;
        }
        let start = i + c.len_utf8();
        let rest = &text[start..];
        let lead = rest.len() - rest.trim_start_matches(' ').len();
        let digits = rest[lead..]
            .bytes()
            .take_while(|b| b.is_ascii_digit() || matches!(b, b',' | b'.'))
            .count();
        let figure = rest[lead..lead + digits].trim_end_matches(['.', ',']);
        let Ok(value) = figure.replace(',', "").parse::<f64>() else {
            continue;
        };
        let end = start + lead + figure.len();
        let scale = match text[end..].bytes().next() {
            Some(b'k' | b'K') => 1e3,
            Some(b'm' | b'M') => 1e6,
            _ => 1.0,
        };
        out.push((value, value * scale, i..end));
    }
    out
}

/// Every number `text` says, as written and scaled ("25,000", "25k", "five").
fn values(text: &TextReading<'_>) -> Vec<f64> {
    let mut out: Vec<f64> = amounts(text.text)
        .into_iter()
        .flat_map(|(v, s, _)| [v, s])
        .collect();
    let b = text.text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() && (i == 0 || !b[i - 1].is_ascii_digit()) {
            let run = b[i..]
                .iter()
                .take_while(|b| b.is_ascii_digit() || matches!(b, b',' | b'.'))
                .count();
            let figure = text.text[i..i + run].trim_end_matches(['.', ',']);
            if let Ok(v) = figure.replace(',', "").parse::<f64>() {
                out.push(v);
            }
            i += run.max(1);
        } else {
            i += 1;
        }
    }
    out.extend(
        text.words()
            .iter()
            .filter_map(|(w, _)| crate::classify::numbers::word_value(&w.to_ascii_lowercase())),
    );
    out
}

/// "The tuck-shop float is €150; anything beyond that needs Brendan's approval." ->
/// "Tuck-shop float €150; Brendan approves any spend over €250.": a sum of money of the
/// rewrite that is no number of the original (as written or scaled: "£25,000" is "£25k"),
/// where the original names a sum too: the bound it set was moved.
fn amount_not_said_before(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: a currency sign in each text.
    let sign = |t: &str| t.contains(['€', '£', '$']);
    if !sign(original.text) || !sign(rewrite.text) {
        return None;
    }
    let ours = amounts(original.text);
    let first = ours.first()?.2.clone();
    let known = values(original);
    let said = |v: f64| known.iter().any(|k| (k - v).abs() < 1e-9);
    amounts(rewrite.text)
        .into_iter()
        .find(|(v, s, _)| !said(*v) && !said(*s))
        .map(|(_, _, r)| (first, r))
}

/// "Staff walk the reactive dogs; volunteers only do the calm groups." -> "Volunteers walk
/// the reactive dogs; staff do the calm groups.": two ";"-parts of the original, each opening
/// with its doer, said again each with the other's doer, the part told by the words it keeps
/// of the original's part (and not of the other's): who does which was swapped.
fn doers_swapped(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: a ";" in each text.
    if !original.text.contains(';') || !rewrite.text.contains(';') {
        return None;
    }
    let (ows, oks) = (original.words(), original.keys());
    let (rws, rks) = (rewrite.words(), rewrite.keys());
    let opening = |ws: &[Word<'_>], text: &str| -> Vec<(usize, usize)> {
        parts(text)
            .iter()
            .filter_map(|p| {
                let first = first_word_in(ws, p)?;
                let end = ws.iter().rposition(|(_, r)| r.end <= p.end)? + 1;
                Some((first, end))
            })
            .collect()
    };
    let (ours, theirs) = (opening(ows, original.text), opening(rws, rewrite.text));
    // The words of part `a` of the original, but its doer, the rewrite's part `b` says and
    // the original's other part `c` does not.
    let keeps = |a: (usize, usize), c: (usize, usize), b: (usize, usize)| {
        (a.0 + 1..a.1).any(|i| {
            is_content(ows[i].0)
                && (b.0 + 1..b.1).any(|j| rks[j].same(&oks[i]))
                && !(c.0..c.1).any(|m| oks[m].same(&oks[i]))
        })
    };
    for (x, &p) in ours.iter().enumerate() {
        for &q in &ours[x + 1..] {
            let (dp, dq) = (&oks[p.0], &oks[q.0]);
            if dp.same(dq) || !is_content(ows[p.0].0) || !is_content(ows[q.0].0) {
                continue;
            }
            // The rewrite's part that keeps p's deed with q's doer, and the one that keeps
            // q's deed with p's doer.
            let said_p = theirs
                .iter()
                .find(|&&b| rks[b.0].same(dq) && keeps(p, q, b));
            let said_q = theirs
                .iter()
                .find(|&&b| rks[b.0].same(dp) && keeps(q, p, b));
            if let (Some(b), Some(_)) = (said_p, said_q) {
                return Some((ows[p.0].1.clone(), rws[b.0].1.clone()));
            }
        }
    }
    None
}

/// Words of a span of time.
const TIME_UNITS: &[&str] = &[
    "day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours",
];

/// "Any dog with a bite report in the last 6 months goes on the solo-play list." -> "Any dog
/// with a bite report this month ...": a window of the last N units said as this (or last)
/// single unit, with no N left: the window was narrowed.
fn window_narrowed(
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
    if values(rewrite).iter().any(|v| (v - n).abs() < 1e-9) {
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

/// Words that keep a rewrite of a question a question.
const STILL_ASKED: &[&str] = &[
    "whether",
    "question",
    "ask",
    "asks",
    "asked",
    "asking",
    "tbd",
    "unclear",
    "undecided",
    "open",
    "confirm",
    "consider",
    "maybe",
    "query",
];

/// "Should we be rostering two techs on the late PET list, or is one enough?" -> "Roster two
/// techs on the late PET list.": a question of what "we" or "I" should do ("Should we",
/// "Can I", "Do we") said as an order opening with its verb ("rostering" -> "Roster"), with
/// no "?" and no word that keeps it asked: a question made a rule.
fn question_made_an_order(original: &TextReading<'_>, rewrite: &TextReading<'_>) -> bool {
    // Screen: the original ends with "?", the rewrite holds none.
    if !original.text.trim_end().ends_with('?')
        || rewrite.text.contains('?')
        || rewrite.holds_any_phrase(STILL_ASKED)
    {
        return false;
    }
    let ows = original.words();
    let asks = ows.len() > 2
        && is_one_of(
            ows[0].0,
            &["should", "shall", "can", "could", "do", "must", "may"],
        )
        && is_one_of(ows[1].0, &["we", "i"]);
    let Some((verb, _)) = rewrite.words().first() else {
        return false;
    };
    let verb = verb.to_ascii_lowercase();
    asks && verb.len() > 2
        && ows[2..].iter().take(4).any(|(w, _)| {
            let w = w.to_ascii_lowercase();
            w == verb
                || w.strip_suffix("ing").is_some_and(|s| {
                    s == verb
                        || format!("{s}e") == verb
                        || verb.len() + 1 == s.len() && s.starts_with(&verb)
                })
        })
}

/// "When we were in the old warehouse we couldn't grow anything taller than the 1.2 m
/// shelves." -> "Don't grow anything taller than 1.2 m."; "If she'd applied before the April
/// deadline she'd have been eligible ..." -> "Applications must be in before the April
/// deadline ...": an original that tells what could not be or would have been (and binds no
/// one), said as a rule with no word of the past left.
fn past_said_as_a_rule(original: &TextReading<'_>, rewrite: &TextReading<'_>) -> bool {
    // Screen: a past inability or a hypothetical in the original.
    let t = original.text;
    if !(has_any(
        t,
        &[
            "couldn't",
            "could not",
            "would have",
            "could have",
            "wasn't allowed",
            "weren't allowed",
            "was not allowed",
            "were not allowed",
        ],
    ) || t.contains("'d have")
        || t.contains("\u{2019}d have"))
    {
        return false;
    }
    let binds = |text: &str| {
        has_any(
            text,
            &[
                "must",
                "mustn't",
                "don't",
                "do not",
                "never",
                "always",
                "need to",
                "needs to",
                "have to",
                "has to",
                "should",
                "shall",
                "required",
                "not allowed",
                "cannot",
                "can't",
            ],
        )
    };
    let told = |text: &str| {
        has_any(
            text,
            &[
                "could", "couldn't", "would", "wouldn't", "had", "was", "were", "wasn't",
                "weren't", "used to",
            ],
        ) || text.contains("'d ")
    };
    !binds(t) && binds(rewrite.text) && !told(rewrite.text)
}

/// "... not mixing the nutrient stock without gloves and goggles ..." -> "... gloves
/// required when mixing nutrient stock.": of the two things "without A and B" names, the
/// rewrite says A and not B: one of the things required was dropped.
fn pair_item_dropped(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: "without" and "and" in the original.
    if !original.holds_any_phrase(&["without", "w/o"]) || !original.holds_any_phrase(&["and"]) {
        return None;
    }
    let (ows, oks) = (original.words(), original.keys());
    let (rws, rks) = (rewrite.words(), rewrite.keys());
    let skip = |n: usize| {
        (n..ows.len())
            .find(|&n| !is_one_of(ows[n].0, &["a", "an", "the", "their", "your", "his", "her"]))
    };
    (0..ows.len()).find_map(|k| {
        if !is_one_of(ows[k].0, &["without", "w/o", "o"]) {
            return None;
        }
        let a = skip(k + 1)?;
        let and = a + 1;
        if !ows
            .get(and)
            .is_some_and(|(w, _)| w.eq_ignore_ascii_case("and"))
        {
            return None;
        }
        let b = skip(and + 1)?;
        // ("without gloves and goggles": nothing but spaces between the three.)
        if original.text[ows[a].1.end..ows[b].1.start].contains([',', ';', '.']) {
            return None;
        }
        // ("... without headers and Shola had to map the columns": "and" opens a clause.)
        let verb_after = ows.get(b + 1).is_some_and(|(w, _)| {
            is_one_of(
                w,
                &[
                    "had", "has", "have", "was", "were", "is", "are", "did", "will", "would",
                    "could", "must", "should", "can", "to",
                ],
            ) || w.len() > 4 && w.ends_with("ed")
        });
        if verb_after || !is_content(ows[a].0) || !is_content(ows[b].0) {
            return None;
        }
        let j = (0..rws.len()).find(|&j| rks[j].same(&oks[a]))?;
        if rks.iter().any(|r| r.same(&oks[b])) {
            return None;
        }
        Some((ows[a].1.start..ows[b].1.end, rws[j].1.clone()))
    })
}

/// Words a rewrite names an approval by.
const APPROVALS: &[&str] = &[
    "approval",
    "approvals",
    "permission",
    "sign-off",
    "signoff",
    "say-so",
    "go-ahead",
    "consent",
    "ok",
    "okay",
];

/// "... push up to two schedule changes per day without asking." -> "... may be pushed w/o
/// approval.": the word `m` of the original is "asking" ("checking", "consulting") right
/// after "without", and the rewrite's word `n` an approval ("permission", "sign-off") right
/// after "without" ("w/o"): asking is for the approval the rewrite names (called by the
/// scope comparison for a missing word and a new one).
pub(super) fn asking_said_as_approval(
    (original, m): (&str, &Range<usize>),
    (rewrite, n): (&str, &Range<usize>),
) -> bool {
    let asking = original
        .get(m.clone())
        .is_some_and(|w| is_one_of(w, &["asking", "checking", "consulting"]));
    asking
        && rewrite
            .get(n.clone())
            .is_some_and(|w| is_one_of(w, APPROVALS))
        && last_word(original, m.start).is_some_and(|w| is_one_of(w, &["without"]))
        && last_word(rewrite, n.start).is_some_and(|w| is_one_of(w, &["without", "o"]))
}

/// "Footplate rides for members of the public ..." -> "... no public footplate rides": the
/// missing word `m` is "members" ("member") right before "of" and the group it names, a
/// group the rewrite names: the group's people, said by the group's name (called by the
/// scope comparison for a missing word).
pub(super) fn members_of_a_group(original: &str, m: &Range<usize>, rewrite: &str) -> bool {
    let members = original
        .get(m.clone())
        .is_some_and(|w| is_one_of(w, &["members", "member"]));
    let Some(rest) = original.get(m.end..).and_then(|r| r.strip_prefix(" of ")) else {
        return false;
    };
    let rest = rest.strip_prefix("the ").unwrap_or(rest);
    let group = rest
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .next()
        .unwrap_or("");
    members && is_content(group) && has_any(rewrite, &[group])
}

/// "Conche runs for the single-origin bars ..." -> "Single-origin bars: ...": a "bound
/// dropped" that quotes a compound opening with a number word ("single-origin", "two-factor",
/// "one-way") the rewrite says again whole: a name, no count.
fn number_compound_said_again(from: &str, rewrite: &str) -> bool {
    from.split_once('-').is_some_and(|(head, tail)| {
        !tail.is_empty()
            && (is_one_of(head, &["single", "double", "triple"])
                || crate::classify::numbers::word_value(&head.to_ascii_lowercase()).is_some())
    }) && has_any(rewrite, &[from])
}

/// "Boilers must be washed out at least every 30 days" -> "Boiler washout: max interval 30
/// days": a "bound direction changed" from "at least every N" (at least this often) to a
/// maximum interval of the same N ("max interval", "no more than N days between"): the same
/// bound, said of the gap.
fn at_least_every_said_as_max_interval(from: &str, to: &str) -> bool {
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

/// "No more than 6 swimmers per lane during the Tuesday squad session." -> "Tuesday squad:
/// lanes capped at six swimmers.": a "condition dropped" that quotes the word opening a time
/// or a place ("during", "on", "at", "in", "for"), whose phrase (up to the next stop or
/// comma) the rewrite's label says: every content word of the label is one of the phrase's,
/// its first among them. The condition made the label.
fn condition_said_as_the_label(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    let opens = original
        .get(from.clone())
        .is_some_and(|w| is_one_of(w, &["during", "on", "at", "in", "for"]));
    if !opens {
        return false;
    }
    let Some(to) = to else {
        return false;
    };
    let Some((label, _)) = rewrite.get(to.clone()).and_then(|t| t.split_once(':')) else {
        return false;
    };
    let rest = &original[from.end..];
    let phrase_end = from.end
        + rest
            .find([',', '.', ';', ':', '—', '('])
            .unwrap_or(rest.len());
    let phrase = words(original, from.end..phrase_end);
    let label = words(label, 0..label.len());
    let content: Vec<&str> = label
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| is_content(w))
        .collect();
    let first = phrase.iter().find(|(w, _)| is_content(w));
    !content.is_empty()
        && content
            .iter()
            .all(|w| phrase.iter().any(|(p, _)| same_word(p, w)))
        && first.is_some_and(|(f, _)| content.iter().any(|w| same_word(f, w)))
}

/// Faithful forms read in corpus37b, each a filter over the kind of change it names.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "bound dropped" => original
            .get(from.clone())
            .is_some_and(|f| f.contains('-') && number_compound_said_again(f, rewrite)),
        // (The parts holding the two quotes: a quote may be the figure alone.)
        "bound direction changed" => {
            let ours = part_holding(original, from.start).and_then(|p| original.get(p));
            ours.is_some_and(|f| {
                to.and_then(|t| part_holding(rewrite, t.start).and_then(|p| rewrite.get(p)))
                    .is_some_and(|t| at_least_every_said_as_max_interval(f, t))
            })
        }
        "condition dropped" => condition_said_as_the_label((original, from), (rewrite, to)),
        _ => false,
    }
}

/// The changes read here, the first found.
pub(super) fn change_missed(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<Missed> {
    let whole = |t: &str| 0..t.len();
    both_said_as_one(original, rewrite)
        .map(|(f, t)| ("scope changed", f, Some(t)))
        .or_else(|| {
            amount_not_said_before(original, rewrite).map(|(f, t)| ("bound changed", f, Some(t)))
        })
        .or_else(|| doers_swapped(original, rewrite).map(|(f, t)| ("scope changed", f, Some(t))))
        .or_else(|| window_narrowed(original, rewrite).map(|(f, t)| ("scope changed", f, Some(t))))
        .or_else(|| {
            pair_item_dropped(original, rewrite).map(|(f, t)| ("scope changed", f, Some(t)))
        })
        .or_else(|| {
            (question_made_an_order(original, rewrite) || past_said_as_a_rule(original, rewrite))
                .then(|| {
                    (
                        "constraint added",
                        whole(original.text),
                        Some(whole(rewrite.text)),
                    )
                })
        })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::changed as reports;

    // (Each pair with whether it is to be reported: changes first, their look-alikes after.)
    #[test]
    fn both_said_as_one_is_a_scope_changed() {
        for (o, r, changed) in [
            (
                "Release the funds only after both directors have signed the form.",
                "Release the funds after a director has signed the form.",
                true,
            ),
            (
                "Open the vault only when both key holders are present.",
                "Open the vault when one key holder is present.",
                true,
            ),
            (
                "Ship the order once both QA checks pass.",
                "Ship the order once a QA check passes.",
                true,
            ),
            (
                "Release the funds only after both directors have signed the form.",
                "Funds: release only after both directors sign.",
                false,
            ),
            (
                "Open the vault only when both key holders are present.",
                "Vault opens only with 2 key holders present.",
                false,
            ),
            (
                "Ship the order once both QA checks pass.",
                "Ship once the two QA checks pass.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    #[test]
    fn a_sum_the_original_never_names_is_a_bound_changed() {
        for (o, r, changed) in [
            (
                "Petty cash is capped at £200; anything over that needs the treasurer's sign-off.",
                "Petty cash £200; treasurer signs off anything over £300.",
                true,
            ),
            (
                "Refunds up to $50 can be issued by floor staff; larger ones go to the manager.",
                "Floor staff: refunds up to $75; manager for larger.",
                true,
            ),
            (
                "The deposit is €500 and is refundable up to 14 days before the event.",
                "Deposit €400, refundable until 14 days prior.",
                true,
            ),
            (
                "Claims over £25,000 need a senior adjuster.",
                "Claims >£25k: senior adjuster.",
                false,
            ),
            (
                "Refunds up to $50 can be issued by floor staff; larger ones go to the manager.",
                "Floor staff refund ≤$50; manager above.",
                false,
            ),
            (
                "Petty cash is capped at 200 pounds.",
                "Petty cash cap: £200.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    #[test]
    fn doers_of_two_parts_swapped_is_a_scope_changed() {
        for (o, r, changed) in [
            (
                "Nurses hand out the morning meds; porters move the beds.",
                "Porters hand out the morning meds; nurses move the beds.",
                true,
            ),
            (
                "Juniors clean the fryers; seniors close the tills.",
                "Seniors clean the fryers; juniors close the tills.",
                true,
            ),
            (
                "Interns draft the reports; partners sign them off.",
                "Partners draft the reports; interns sign them off.",
                true,
            ),
            (
                "Nurses hand out the morning meds; porters move the beds.",
                "Porters move the beds; nurses hand out the morning meds.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
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
    fn a_question_said_as_an_order_adds_a_rule() {
        for (o, r, changed) in [
            (
                "Should we switch the backups to nightly, or is weekly fine?",
                "Switch the backups to nightly.",
                true,
            ),
            (
                "Can I close the ticket before the customer replies?",
                "Close the ticket before the customer replies.",
                true,
            ),
            (
                "Do we need to invite the auditors to the kickoff?",
                "Invite the auditors to the kickoff.",
                true,
            ),
            (
                "Should we switch the backups to nightly, or is weekly fine?",
                "Open question: switch backups to nightly, or keep weekly?",
                false,
            ),
            (
                "Can I close the ticket before the customer replies?",
                "Asked whether the ticket can close before the customer replies.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    #[test]
    fn a_past_or_hypothetical_inability_said_as_a_rule_adds_one() {
        for (o, r, changed) in [
            (
                "Back when we used the old van we couldn't carry more than 8 crates.",
                "Don't carry more than 8 crates.",
                true,
            ),
            (
                "If he'd filed before 1 March he would have got the early rate.",
                "Filing must be done before 1 March to get the early rate.",
                true,
            ),
            (
                "At the old site we weren't allowed to park on the verge.",
                "Never park on the verge.",
                true,
            ),
            (
                "Back when we used the old van we couldn't carry more than 8 crates.",
                "Old van: couldn't carry over 8 crates.",
                false,
            ),
            (
                "If he'd filed before 1 March he would have got the early rate.",
                "Had he filed before 1 March, he'd have had the early rate.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    #[test]
    fn one_of_without_a_and_b_dropped_is_a_scope_changed() {
        for (o, r, changed) in [
            (
                "Nobody enters the clean room without a gown and a hairnet.",
                "Clean room: gown required to enter.",
                true,
            ),
            (
                "Don't start the lathe without goggles and ear defenders.",
                "Goggles required before starting the lathe.",
                true,
            ),
            (
                "Never sign for a delivery without the docket and the seal number.",
                "Check the docket before signing for a delivery.",
                true,
            ),
            (
                "Nobody enters the clean room without a gown and a hairnet.",
                "Clean room: gown + hairnet required to enter.",
                false,
            ),
            (
                "The Q3 run took about six hours, mostly because the file came in without headers and Shola had to map the columns by hand.",
                "Q3 run ~6 h; file lacked headers, columns mapped by hand.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    #[test]
    fn no_x_free_is_no_no_x_said_as_x_free() {
        for (o, r, changed) in [
            (
                "No nut-free stickers on the praline trays.",
                "Nut-free stickers go on the praline trays.",
                true,
            ),
            (
                "No gluten-free labels on the sourdough.",
                "Sourdough: no gluten-free labels.",
                false,
            ),
            ("No nuts in the staff cake.", "Staff cake: nut-free.", false),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    #[test]
    fn a_time_condition_said_as_the_label_is_kept() {
        for (o, r, changed) in [
            (
                "No more than 4 guests per table during the Friday quiz night.",
                "Saturday quiz: max 4 guests per table.",
                true,
            ),
            (
                "No more than 6 swimmers per lane during the Tuesday squad session.",
                "Lanes capped at six swimmers.",
                true,
            ),
            (
                "No more than 6 swimmers per lane during the Tuesday squad session.",
                "Thursday squad: lanes capped at six swimmers.",
                true,
            ),
            (
                "No more than 4 guests per table during the Friday quiz night.",
                "Friday quiz: max 4 guests per table.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    #[test]
    fn members_of_a_group_said_by_the_group_is_kept() {
        for (o, r, changed) in [
            (
                "Footplate rides for members of the public are not permitted on the Saturday specials.",
                "Saturday specials: no footplate rides.",
                true,
            ),
            (
                "Members of staff may not park in the visitor bays.",
                "Staff: no parking in visitor bays.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    #[test]
    fn without_asking_said_as_without_approval_is_kept() {
        for (o, r, changed) in [
            (
                "You can restock the fridge without asking.",
                "Fridge restock: OK with permission.",
                true,
            ),
            (
                "You're allowed to push up to two schedule changes per day to the launch manifest without asking.",
                "Manifest: up to 2 changes/day may be pushed with approval.",
                true,
            ),
            (
                "You can restock the fridge without asking.",
                "Fridge restock: OK w/o permission.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    #[test]
    fn a_number_compound_said_again_is_no_bound() {
        for (o, r, changed) in [
            (
                "Conche runs for the single-origin bars are capped at 48 hours.",
                "Bars: conching must not exceed 48 hours.",
                true,
            ),
            (
                "Two-factor login is required for the admin console.",
                "Admin console: two-factor login required.",
                false,
            ),
            (
                "Proofing for the single-batch loaves is capped at 3 hours.",
                "Single-batch loaves: proofing must not exceed 3 hours.",
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
}
