//! Readings from the blind corpus s41a (pol41a): changes the rule comparison did not see,
//! read from the two texts alone when nothing else was found (the one a rule excludes
//! named as the one it picks, a concession made a condition, an order said as things done at
//! once, a floor said as a ceiling, a deadline said as a guess, the event an "until" waits for
//! turned to its opposite, two states joined by "and" joined by "or"), each behind a cheap
//! screen (a phrase the shape needs) before any sentence is read.

use super::blind34b::phrase_at;
use super::words::{TextReading, Word, is_content, same_word};
use crate::classify::lexicon::is_one_of;
use std::ops::Range;

/// A change read from the two texts alone: its kind and its ranges in the original and the
/// rewrite.
type Missed = (&'static str, Range<usize>, Range<usize>);

/// Characters that end a clause for the readings here (a comma too, unlike
/// [`super::words::parts`]).
const CLAUSE_MARKS: &[char] = &[
    ',', ';', ':', '.', '!', '?', '(', ')', '\n', '—', '–', '→', '|',
];

/// The clause of `text` holding byte `at`: from the mark before it to the mark after it
/// ([`CLAUSE_MARKS`]; a point between digits, "2.5", cuts nothing).
fn clause_at(text: &str, at: usize) -> Range<usize> {
    let cuts = |i: usize, c: char| {
        CLAUSE_MARKS.contains(&c)
            && !(c == '.'
                && text[..i].ends_with(|d: char| d.is_ascii_digit())
                && text[i + 1..].starts_with(|d: char| d.is_ascii_digit()))
    };
    let at = at.min(text.len());
    let start = text[..at]
        .char_indices()
        .rev()
        .find(|&(i, c)| cuts(i, c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let end = text[at..]
        .char_indices()
        .find(|&(i, c)| cuts(at + i, c))
        .map_or(text.len(), |(i, _)| at + i);
    start..end
}

/// Words that exclude what follows them in a clause, beside the negations of
/// [`super::blind34b::is_negation`].
const EXCLUSIONS: &[&str] = &[
    "nor",
    "without",
    "w/o",
    "excl",
    "except",
    "excluding",
    "excluded",
    "instead",
    "rather",
    "neither",
];

/// `words` holds a negation or an exclusion ([`EXCLUSIONS`]).
fn negates(words: &[Word<'_>]) -> bool {
    words
        .iter()
        .any(|(w, _)| super::blind34b::is_negation(w) || is_one_of(w, EXCLUSIONS))
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

/// The words of `all` inside `range`.
fn inside<'a, 't>(all: &'a [Word<'t>], range: &Range<usize>) -> &'a [Word<'t>] {
    let from = all.partition_point(|(_, at)| at.start < range.start);
    let to = all.partition_point(|(_, at)| at.start < range.end);
    &all[from..to.max(from)]
}

/// Two words are one, case and a plural "s" aside ("Cashiers" and "cashier"; "TRIP-19" is
/// no "trip").
fn same_spelling(a: &str, b: &str) -> bool {
    let (a, b) = (a.to_ascii_lowercase(), b.to_ascii_lowercase());
    a == b || a.strip_suffix('s') == Some(&*b) || b.strip_suffix('s') == Some(&*a)
}

/// Determiners before a party named after "not" ("not the purser").
const DETERMINERS: &[&str] = &["the", "a", "an", "my", "your", "our", "their", "his", "her"];

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
fn excluded_named_as_chosen(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
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
                    .is_some_and(|(d, _)| is_one_of(d, DETERMINERS)),
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
        let set_against = inside(rw, &(clause.start..to.start))
            .last()
            .is_some_and(|(w, _)| is_one_of(w, &["over", "than", "vs", "versus", "not", "non"]));
        // "Callum removed", "agency staff no longer do it": the party taken off the duty.
        let removed = inside(rw, &clause)
            .iter()
            .any(|(w, _)| is_one_of(w, REMOVALS));
        // The party's sentence speaks of the rule: a content word of the original besides
        // the party, or none but the party ("go by the forecast"); "Callum handles feed
        // invoices" tells of another duty.
        let sentence = super::words::part_holding(r.text, to.start).unwrap_or(clause.clone());
        let others: Vec<&str> = inside(rw, &sentence)
            .iter()
            .map(|(x, _)| *x)
            .filter(|x| is_content(x) && !party.iter().any(|p| same_spelling(p, x)))
            .collect();
        let of_the_rule = others.is_empty()
            || others
                .iter()
                .any(|x| ow.iter().any(|(w, _)| same_spelling(w, x)));
        (of_the_rule && !negates(inside(rw, &clause)) && !set_against && !removed)
            .then(|| ("scope changed", at.start..ow[last].1.end, to))
    })
}

/// Words of a concession ("even where the custodian isn't a lawyer").
const CONCESSIONS: &[&str] = &["even if", "even where", "even when", "even for", "even in"];

/// Words that keep a concession in a rewrite ("regardless", "whether or not", "incl.").
const CONCESSION_KEPT: &[&str] = &[
    "even",
    "regardless",
    "whether",
    "irrespective",
    "incl",
    "including",
    "also",
    "too",
    "any",
    "all",
    "always",
    "no matter",
];

/// Words that set a condition or a case in a rewrite.
const CASE_WORDS: &[&str] = &["if", "where", "when", "for", "in", "only"];

/// "Docs tagged PRIV-ATTY stay out of production, even where the custodian isn't a
/// lawyer." -> "... stay out of production where the custodian is a lawyer.": a concession
/// ("even if", "even where", "even when") said as a plain condition ("where", "if"), no word
/// keeping it ("even", "regardless", "incl.") and a content word of its clause said again:
/// the rule now holds only in that case. "Phones off even in the lounge" -> "Phones off incl.
/// lounge" keeps it.
fn concession_made_a_condition(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let at = phrase_at(o.text, CONCESSIONS)?;
    if r.holds_any_phrase(CONCESSION_KEPT) {
        return None;
    }
    let clause = clause_at(o.text, at + "even ".len());
    let ow = o.words();
    let said = inside(ow, &(at + "even ".len()..clause.end))
        .iter()
        .skip(1)
        .filter(|(w, _)| is_content(w))
        .find_map(|(w, _)| r.words().iter().find(|(x, _)| same_spelling(x, w)))?;
    let case = r
        .words()
        .iter()
        .take_while(|(_, x)| x.start < said.1.start)
        .filter(|(w, _)| is_one_of(w, CASE_WORDS))
        .last()?;
    Some(("scope changed", at..clause.end, case.1.start..said.1.end))
}

/// Words that order two deeds in time ("wait for CI ... before asking for review").
const SEQUENCE: &[&str] = &[
    "before",
    "after",
    "then",
    "once",
    "until",
    "till",
    "first",
    "pending",
    "wait",
    "waits",
    "followed by",
    "->",
    "→",
    "prior to",
];

/// Words that put two deeds side by side in time.
const PARALLEL: &[&str] = &[
    "while",
    "whilst",
    "during",
    "meanwhile",
    "in parallel",
    "at the same time",
    "simultaneously",
    "concurrently",
    "alongside",
];

/// "Open a PR against dev and wait for CI to go green before asking for review." -> "open a
/// PR against dev and ask for review while CI runs.": an original that orders deeds ("before",
/// "then", "once", "wait") said with the deeds side by side ("while", "during", "in
/// parallel") and no word of order left: the order dropped. "Stir while it heats" -> "Stir
/// during heating" orders nothing to drop; "CI green, then request review" keeps it.
fn order_said_as_parallel(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !r.holds_any_phrase(PARALLEL) || o.holds_any_phrase(PARALLEL) {
        return None;
    }
    let from = SEQUENCE
        .iter()
        .find_map(|p| phrase_at(o.text, std::slice::from_ref(p)).map(|at| at..at + p.len()))?;
    if r.holds_any_phrase(SEQUENCE) || r.text.contains("->") || r.text.contains('→') {
        return None;
    }
    let to = PARALLEL
        .iter()
        .find_map(|p| phrase_at(r.text, std::slice::from_ref(p)).map(|at| at..at + p.len()))?;
    Some(("condition dropped", from, to))
}

/// Phrases that bound a time or a quantity from below ("14 days after, not sooner").
const FLOORS: &[&str] = &[
    "not sooner",
    "no sooner",
    "not earlier",
    "no earlier",
    "at the earliest",
    "not before",
    "or later",
    "at least",
    "minimum",
    "or more",
    "no less than",
    "no fewer than",
    "≥",
    ">=",
];

/// Phrases that bound a time or a quantity from above ("within 14 days").
const CEILINGS: &[&str] = &[
    "within",
    "no later than",
    "not later than",
    "at the latest",
    "at most",
    "up to",
    "or sooner",
    "or earlier",
    "or less",
    "or fewer",
    "no more than",
    "maximum",
    "max",
    "≤",
    "<=",
];

/// The first of `phrases` said in `text`, as a range.
fn first_said(text: &str, phrases: &[&str]) -> Option<Range<usize>> {
    phrases.iter().find_map(|p| {
        let at = if p.chars().all(|c| !c.is_alphanumeric()) {
            text.find(p)?
        } else {
            phrase_at(text, std::slice::from_ref(p))?
        };
        Some(at..at + p.len())
    })
}

/// The figures of `text` (words opening with a digit), without their units.
fn figures<'t>(ws: &[Word<'t>]) -> Vec<&'t str> {
    ws.iter()
        .filter_map(|(w, _)| {
            let end = w
                .find(|c: char| !(c.is_ascii_digit() || c == '.'))
                .unwrap_or(w.len());
            (end > 0).then(|| &w[..end])
        })
        .collect()
}

/// "Follow-up visit is booked 14 days after the first treatment, not sooner." -> "... within
/// 14 days of the first treatment.": a bound from below ("not sooner", "at least", "or
/// later") said as one from above ("within", "at the latest", "up to"), or back, the rewrite
/// keeping a figure of the original and saying no bound of the original's side: the bound
/// turned round. "2 wks post-treatment, no earlier" keeps the floor.
fn floor_said_as_ceiling(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // A lead time ("no later than 30 minutes before") is bounded the other way round.
    if phrase_at(o.text, &["before", "prior", "ahead", "in advance"]).is_some() {
        return None;
    }
    // A bound under a negation ("no one else is within 300 m", "no re-send within 24
    // hours") bounds the other way too.
    let negated = |t: &TextReading<'_>, at: &Range<usize>| {
        negates(inside(
            t.words(),
            &(clause_at(t.text, at.start).start..at.start),
        ))
    };
    [(FLOORS, CEILINGS), (CEILINGS, FLOORS)]
        .into_iter()
        .find_map(|(side, other)| {
            let from = first_said(o.text, side)?;
            let to = first_said(r.text, other)?;
            if first_said(o.text, other).is_some()
                || first_said(r.text, side).is_some()
                || negated(o, &from)
                || negated(r, &to)
            {
                return None;
            }
            let theirs = figures(r.words());
            figures(o.words())
                .iter()
                .any(|f| theirs.contains(f))
                .then_some(("bound direction changed", from, to))
        })
}

/// Words that set a deadline before a clock time ("off by 18:00").
const DEADLINES: &[&str] = &[
    "by",
    "before",
    "until",
    "till",
    "no later than",
    "not after",
];

/// Words that say a figure is a guess ("at around 6 pm").
const GUESSES: &[&str] = &[
    "around",
    "about",
    "approx",
    "approximately",
    "roughly",
    "circa",
    "ca",
    "nearly",
    "almost",
    "or so",
    "ish",
];

/// The text after byte `at` opens with a clock time ("18:00", "6 pm", "6.30pm", "noon").
fn clock_time_at(text: &str, at: usize) -> bool {
    let rest = text.get(at..).unwrap_or("").trim_start();
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return rest.starts_with("noon") || rest.starts_with("midnight");
    }
    let after = &rest[digits..];
    let minutes = after
        .strip_prefix([':', '.'])
        .is_some_and(|m| m.bytes().take_while(u8::is_ascii_digit).count() == 2);
    let half = after.trim_start().to_ascii_lowercase();
    minutes
        || ["am", "pm", "a.m", "p.m", "h", "hrs"].iter().any(|s| {
            half.strip_prefix(s)
                .is_some_and(|t| !t.starts_with(|c: char| c.is_ascii_alphabetic()))
        })
}

/// "Smolt tank lights off by 18:00." -> "Smolt tank lights off at around 6 pm.": a deadline
/// on a clock time ("by 18:00", "before 6 pm") said as a guess at a time ("around 6 pm",
/// "6ish", "~18:00"), the original guessing nothing: the deadline became an approximation.
/// "off by 6 pm" keeps it; "Lights out around ten" -> "Lights out ~22:00" guessed already.
fn deadline_said_as_a_guess(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if o.holds_any_phrase(GUESSES) || o.text.contains('~') {
        return None;
    }
    let from = DEADLINES.iter().find_map(|d| {
        let at = phrase_at(o.text, std::slice::from_ref(d))?;
        clock_time_at(o.text, at + d.len()).then_some(at..at + d.len())
    })?;
    let rw = r.words();
    let guess = rw.iter().find_map(|(w, at)| {
        let guessed = is_one_of(w, GUESSES) && clock_time_at(r.text, at.end)
            || w.ends_with("ish") && w.starts_with(|c: char| c.is_ascii_digit())
            || r.text[..at.start].trim_end().ends_with('~') && clock_time_at(r.text, at.start);
        guessed.then(|| at.clone())
    })?;
    Some(("bound became approximation", from, guess))
}

/// Events an "until" waits for, two by two opposite: reaching a place and leaving it,
/// starting a thing and ending it.
const TURNED_EVENTS: &[(&[&str], &[&str])] = &[
    (
        &[
            "reach", "reaches", "arrive", "arrives", "arrival", "get", "gets",
        ],
        &["leave", "leaves", "depart", "departs", "departure"],
    ),
    (
        &["start", "starts", "begin", "begins", "opens", "open"],
        &["end", "ends", "finish", "finishes", "close", "closes"],
    ),
];

/// The words of the up to five words after the first "until" or "till" of `ws`.
fn after_until<'a, 't>(ws: &'a [Word<'t>]) -> Option<&'a [Word<'t>]> {
    let at = ws
        .iter()
        .position(|(w, _)| is_one_of(w, &["until", "till", "til"]))?;
    Some(&ws[at + 1..(at + 6).min(ws.len())])
}

/// "Phones stay in bags on the coach until we reach the museum car park." -> "... until we
/// leave the museum car park.": the event an "until" waits for ("reach", "start") said as its
/// opposite ("leave", "end") in the rewrite's "until", the original saying no such word there:
/// the time the rule ends moved. "until arrival at the car park" keeps it.
fn until_event_turned(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !(o.holds_any_phrase(&["until", "till", "til"])
        && r.holds_any_phrase(&["until", "till", "til"]))
    {
        return None;
    }
    let (ours, theirs) = (after_until(o.words())?, after_until(r.words())?);
    TURNED_EVENTS.iter().find_map(|(a, b)| {
        [(a, b), (b, a)].into_iter().find_map(|(said, turned)| {
            let from = ours.iter().find(|(w, _)| is_one_of(w, said))?;
            let to = theirs.iter().find(|(w, _)| is_one_of(w, turned))?;
            (!ours.iter().any(|(w, _)| is_one_of(w, turned)))
                .then(|| ("date changed", from.1.clone(), to.1.clone()))
        })
    })
}

/// A word shaped like a participle of a state ("locked", "fixed", "sealed", "worn").
fn is_state_participle(w: &str) -> bool {
    w.len() > 4 && w.ends_with("ed")
        || is_one_of(
            w,
            &[
                "shut", "kept", "held", "set", "worn", "sewn", "hung", "frozen", "written",
            ],
        )
}

/// "Bait boxes locked and fixed to the wall, ..." -> "Bait boxes locked or fixed to the
/// wall, ...": two states a thing must be in joined by "and" ("locked and fixed", "signed and
/// dated") joined by "or" in the rewrite, no negation in the original's clause before them
/// (under a ban, "never left open and unattended" may read either way): one of the two is
/// enough now. "locked + wall-fixed" keeps both.
fn states_joined_by_or(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !(o.holds_phrase("and") && r.holds_phrase("or")) {
        return None;
    }
    let (ow, rw) = (o.words(), r.words());
    ow.windows(3).find_map(|t| {
        if !(t[1].0.eq_ignore_ascii_case("and")
            && is_state_participle(t[0].0)
            && is_state_participle(t[2].0))
        {
            return None;
        }
        let clause = clause_at(o.text, t[0].1.start);
        if negates(inside(ow, &(clause.start..t[0].1.start))) {
            return None;
        }
        let turned = rw.windows(3).find(|u| {
            u[1].0.eq_ignore_ascii_case("or")
                && same_word(u[0].0, t[0].0)
                && same_word(u[2].0, t[2].0)
        })?;
        Some((
            "scope changed",
            t[0].1.start..t[2].1.end,
            turned[0].1.start..turned[2].1.end,
        ))
    })
}

/// "Wheelchair passengers ... get off last unless their connection is under 45 minutes, in
/// which case they get off first." -> "...; if connection <45 min they deplane first.": an
/// "unless" whose case the original spells out ("in which case ...") said as an "if" that
/// case opens: the condition dropped is said again. A plain "unless" said as "if" is not
/// read.
fn unless_with_its_case_said_as_if(original: &str, from: &str, rewrite: &str) -> bool {
    from.eq_ignore_ascii_case("unless")
        && phrase_at(original, &["in which case"]).is_some()
        && phrase_at(rewrite, &["if"]).is_some()
}

/// Words of a wish that asks for something ("it would be appreciated if ...").
const WISHES: &[&str] = &[
    "great",
    "nice",
    "helpful",
    "good",
    "ideal",
    "better",
    "best",
    "lovely",
    "appreciated",
    "awesome",
    "preferable",
];

/// "It would be appreciated if runs ... were limited to one at a time." -> "Shared A100s: max
/// 1 concurrent run.": the "if" of a wish ("it would be great if", "it'd be appreciated if")
/// asks for what follows, so it opens no condition a rewrite must keep. "It would be late if
/// the bus broke down" is no wish.
fn if_of_a_wish(original: &str, from: &Range<usize>) -> bool {
    let ours = super::words::words(original, 0..from.start);
    let [before @ .., would, be, wish] = ours.as_slice() else {
        return false;
    };
    let wisher = is_one_of(would.0, &["it'd", "that'd"])
        || is_one_of(would.0, &["would", "'d"])
            && before
                .last()
                .is_some_and(|(it, _)| is_one_of(it, &["it", "that", "this"]));
    original.get(from.clone()) == Some("if")
        && wisher
        && be.0.eq_ignore_ascii_case("be")
        && is_one_of(wish.0, WISHES)
}

/// Order words and the one each is the opposite of ("before ..., not after").
const OPPOSITE_ORDERS: &[(&str, &str)] = &[
    ("after", "before"),
    ("before", "after"),
    ("later", "before"),
    ("sooner", "after"),
    ("earlier", "after"),
];

/// Words of a rewrite that keep a sequence ("→ then", "first").
const SEQUENCE_KEPT: &[&str] = &["then", "first", "once", "followed by"];

/// "... uploaded to the portal before the deposit is paid, not after" -> "upload RA → then
/// pay deposit": a "not" that only denies the opposite of the order the original set ("before
/// X, not after"), dropped from a rewrite that keeps the order (its word, or "then", "→"
/// without the word denied): the negation said nothing the order did not. "Pay before, not after" -> "Pay after" is read
/// elsewhere; a "not" before a deed is not this.
fn opposite_order_denied(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !original
        .get(from.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("not"))
    {
        return false;
    }
    let Some(next) = super::words::words(original, from.end..original.len())
        .first()
        .map(|(w, _)| *w)
    else {
        return false;
    };
    OPPOSITE_ORDERS.iter().any(|(denied, set)| {
        next.eq_ignore_ascii_case(denied)
            && phrase_at(&original[..from.start], &[set]).is_some()
            // The order said again: its own word, or a sequence ("then", "→") without the
            // word denied.
            && (phrase_at(rewrite, &[set]).is_some()
                || (phrase_at(rewrite, SEQUENCE_KEPT).is_some() || rewrite.contains('→'))
                    && phrase_at(rewrite, &[denied]).is_none())
    })
}

/// Words saying a thing is done every time ("lanyards always on").
const EVERY_TIME: &[&str] = &[
    "always",
    "at all times",
    "every time",
    "each time",
    "throughout",
];

/// "... and never without a lanyard." -> "..., lanyards always on.": "never without X" (a
/// double negation) said as "always" with X's word: the negation and the condition dropped
/// say the same rule plainly. "never with a lanyard" is not this.
fn never_without_said_as_always(original: &str, rewrite: &str) -> bool {
    let Some(at) = phrase_at(original, &["never without", "not without"]) else {
        return false;
    };
    let what = super::words::words(original, at..original.len());
    let theirs = super::words::words(rewrite, 0..rewrite.len());
    phrase_at(rewrite, EVERY_TIME).is_some()
        && what
            .iter()
            .skip(2)
            .filter(|(w, _)| is_content(w))
            .take(2)
            .any(|(w, _)| theirs.iter().any(|(x, _)| same_word(x, w)))
}

/// "Crew rest ... taken in the bunks, not in the cabin." -> "Crew rest: ≥90 min each, bunks
/// only.": a contrast closing the original ("X, not Y") said as "X only" (the word before the
/// mark said again with "only"): the place excluded is dropped with its "not", the rule kept.
/// `from` must fall in the "not ..." clause.
fn contrast_said_as_only(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let clause = clause_at(original, from.start);
    let ours = super::words::words(original, clause.clone());
    let opens_with_not = ours
        .first()
        .is_some_and(|(w, _)| w.eq_ignore_ascii_case("not"));
    let before = super::words::words(original, 0..clause.start);
    let theirs = super::words::words(rewrite, 0..rewrite.len());
    opens_with_not
        && before.last().is_some_and(|(kept, _)| {
            theirs.windows(2).any(|p| {
                same_word(p[0].0, kept) && p[1].0.eq_ignore_ascii_case("only")
                    || p[0].0.eq_ignore_ascii_case("only") && same_word(p[1].0, kept)
            })
        })
}

/// "no loose blocks anywhere a child could reach" -> "zero loose blocks within child reach":
/// "no" said as "zero" (or "nil") before the same word: the ban kept.
fn no_said_as_zero(original: &str, rewrite: &str) -> bool {
    let ours = super::words::words(original, 0..original.len());
    let theirs = super::words::words(rewrite, 0..rewrite.len());
    ours.windows(2).any(|p| {
        p[0].0.eq_ignore_ascii_case("no")
            && theirs
                .windows(2)
                .any(|q| is_one_of(q[0].0, &["zero", "nil"]) && same_word(q[1].0, p[1].0))
    })
}

/// "Pls hold all productions to DOL pending my OK." -> "no DOL productions until M
/// approves.": a hold ("hold", "on hold") until an event ("pending", "until") said as a ban
/// ("no") until it: the negation and the "until" added say the hold again. A hold said as
/// "no" without a wait ("no DOL productions") is not this.
fn hold_said_as_a_ban_until(original: &str, rewrite: &str) -> bool {
    phrase_at(original, &["hold", "holds", "on hold"]).is_some()
        && phrase_at(original, &["pending", "until", "till"]).is_some()
        && phrase_at(rewrite, &["no", "don't", "do not", "not"]).is_some()
        && phrase_at(rewrite, &["until", "till", "pending"]).is_some()
}

/// Faithful forms read in corpus s41a: each a filter over the kind of change it names,
/// `from` and `to` the change's ranges in the original and the rewrite.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, _to): (&str, Option<&Range<usize>>),
) -> bool {
    let said = from.and_then(|r| original.get(r.clone())).unwrap_or("");
    match what {
        "condition dropped" => {
            from.is_some_and(|from| if_of_a_wish(original, from))
                || unless_with_its_case_said_as_if(original, said, rewrite)
                || said.eq_ignore_ascii_case("without")
                    && never_without_said_as_always(original, rewrite)
        }
        "negation dropped" => from.is_some_and(|from| {
            opposite_order_denied(original, from, rewrite)
                || contrast_said_as_only(original, from, rewrite)
                || said.eq_ignore_ascii_case("never")
                    && never_without_said_as_always(original, rewrite)
        }),
        "scope changed" => from.is_some_and(|from| contrast_said_as_only(original, from, rewrite)),
        "prohibition became mention" => no_said_as_zero(original, rewrite),
        "negation added" | "condition added" => hold_said_as_a_ban_until(original, rewrite),
        _ => false,
    }
}

/// The changes of corpus s41a read from the two texts alone, the first found.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    excluded_named_as_chosen(o, r)
        .or_else(|| concession_made_a_condition(o, r))
        .or_else(|| order_said_as_parallel(o, r))
        .or_else(|| floor_said_as_ceiling(o, r))
        .or_else(|| deadline_said_as_a_guess(o, r))
        .or_else(|| until_event_turned(o, r))
        .or_else(|| states_joined_by_or(o, r))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn missed(original: &str, rewrite: &str) -> Option<&'static str> {
        change_missed(&TextReading::new(original), &TextReading::new(rewrite)).map(|m| m.0)
    }

    fn kept(pairs: &[(&str, &str)]) {
        for (o, r) in pairs {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    fn read(what: &str, pairs: &[(&str, &str)]) {
        for (o, r) in pairs {
            assert_eq!(missed(o, r), Some(what), "{o} -> {r}");
        }
    }

    #[test]
    fn the_one_excluded_named_as_the_one_chosen_is_read() {
        read(
            "scope changed",
            &[
                (
                    "The lav smoke detector check is done by the crew member at door 2L, not the purser.",
                    "Lav smoke detector check: purser, not 2L.",
                ),
                (
                    "ticket TRIP-19: Head says the bursar pays the coach deposit, not the trip lead",
                    "TRIP-19: trip lead pays coach deposit.",
                ),
                (
                    "Refunds over £50 are signed off by the store manager, not the cashier.",
                    "Refunds >£50: cashier signs off.",
                ),
                (
                    "The night nurse gives the 10pm dose — not the agency staff.",
                    "10pm dose given by agency staff.",
                ),
                (
                    "Go by the anemometer, not the forecast.",
                    "Go by the forecast.",
                ),
            ],
        );
        kept(&[
            (
                "The lav smoke detector check is done by the crew member at door 2L, not the purser.",
                "Lav smoke detector check: 2L, not purser.",
            ),
            (
                "ticket TRIP-19: Head says the bursar pays the coach deposit, not the trip lead",
                "TRIP-19: bursar pays coach deposit (trip lead doesn't).",
            ),
            (
                "Epi-pens travel with the child's group leader, not in the first aid bag on the coach.",
                "Epi-pens go with the group leader, first-aid bag excluded.",
            ),
            (
                "Refunds over £50 are signed off by the store manager, not the cashier.",
                "Refunds >£50: store manager signs off.",
            ),
            (
                "The user wants answers in bullet points, not paragraphs.",
                "User prefers bullet points over paragraphs.",
            ),
            (
                "The night nurse gives the 10pm dose — not the agency staff.",
                "10pm dose: night nurse; agency staff removed from it.",
            ),
            (
                "Only Fiona signs off vet prescriptions now, not Callum.",
                "Fiona signs off vet prescriptions. Callum handles feed invoices.",
            ),
            // "not" with no mark before it, a place after it, a word said twice.
            (
                "The cashier does not sign off refunds.",
                "Cashier: sign-off of refunds.",
            ),
            (
                "Upload the RA before the deposit is paid, not after.",
                "Upload RA, then pay deposit.",
            ),
            (
                "The manager signs, not the cashier, unless the cashier is a supervisor.",
                "Manager signs; cashier only if a supervisor.",
            ),
        ]);
    }

    #[test]
    fn a_concession_made_a_condition_is_read() {
        read(
            "scope changed",
            &[
                (
                    "Docs tagged PRIV-ATTY stay out of production, even where the custodian isn't a lawyer.",
                    "Docs tagged PRIV-ATTY stay out of production where the custodian is a lawyer.",
                ),
                (
                    "Wear the harness even if the roof is flat.",
                    "Harness on if the roof is flat.",
                ),
                (
                    "Log every call even when the caller hangs up.",
                    "Log calls when the caller hangs up.",
                ),
            ],
        );
        kept(&[
            (
                "Docs tagged PRIV-ATTY stay out of production, even where the custodian isn't a lawyer.",
                "PRIV-ATTY docs: never produced, regardless of whether the custodian is a lawyer.",
            ),
            (
                "Wear the harness even if the roof is flat.",
                "Harness on, even on flat roofs.",
            ),
            (
                "right so you don't go over twenty minutes on it not even if the count's still high okay",
                "Hard max 20 min, even if count remains high.",
            ),
            (
                "Wear the harness if the roof is steep.",
                "Harness on if roof is steep.",
            ),
        ]);
    }

    #[test]
    fn an_order_said_as_deeds_at_once_is_read() {
        read(
            "condition dropped",
            &[
                (
                    "Do not push to main; open a PR against dev and wait for CI to go green before asking for review.",
                    "Don't push to main; open a PR against dev and ask for review while CI runs.",
                ),
                (
                    "Let the resin cure for an hour, then sand it.",
                    "Sand the resin while it cures.",
                ),
                (
                    "Once the guests have left, start the deep clean.",
                    "Start the deep clean during the event.",
                ),
            ],
        );
        kept(&[
            (
                "Do not push to main; open a PR against dev and wait for CI to go green before asking for review.",
                "No pushes to main. PR → dev, CI green, then request review.",
            ),
            (
                "Stir the sauce while it heats.",
                "Stir sauce during heating.",
            ),
            (
                "Check the log before you restart, and keep watching it while the job runs.",
                "Check log before restart; watch it while the job runs.",
            ),
        ]);
    }

    #[test]
    fn a_floor_said_as_a_ceiling_is_read() {
        read(
            "bound direction changed",
            &[
                (
                    "Follow-up visit is booked 14 days after the first treatment, not sooner.",
                    "Follow-up visit is booked within 14 days of the first treatment.",
                ),
                (
                    "Repaint no earlier than 48 hours after priming.",
                    "Repaint within 48 h of priming.",
                ),
                (
                    "Invoices are paid within 30 days.",
                    "Invoices paid after 30 days at the earliest.",
                ),
            ],
        );
        kept(&[
            (
                "Follow-up visit is booked 14 days after the first treatment, not sooner — the eggs need to hatch.",
                "Follow-up: 2 wks post-treatment, no earlier (eggs must hatch).",
            ),
            (
                "Repaint no earlier than 48 hours after priming.",
                "Repaint ≥48 h after priming.",
            ),
            (
                "At least two adults on the trip, and call within 10 minutes of any incident.",
                "Min 2 adults; call within 10 min of incidents.",
            ),
            (
                "Book the follow-up 14 days out, not sooner.",
                "Book follow-up within a fortnight.",
            ),
            // A bound under a negation, a lead time before an event.
            (
                "Wait at least 24 hours before re-sending an invoice reminder.",
                "Invoice reminders: no re-send within 24 hours.",
            ),
            (
                "Only blasters handle charges, and no one else is within 300 m of the shot.",
                "Charges: blasters only; everyone else ≥300 m from shot.",
            ),
            (
                "Check in no later than 30 minutes before your appointment.",
                "Check-in: ≥30 min before appt.",
            ),
        ]);
    }

    #[test]
    fn a_deadline_said_as_a_guess_is_read() {
        read(
            "bound became approximation",
            &[
                (
                    "Smolt tank lights off by 18:00.",
                    "Smolt tank lights off at around 6 pm.",
                ),
                ("Gates shut before 9pm.", "Gates shut 9pm-ish."),
                ("Return the keys by 17:30.", "Keys back ~17:30."),
            ],
        );
        kept(&[
            (
                "Smolt tank lights off by 18:00.",
                "Smolt tank lights off by 6 pm.",
            ),
            ("Lights out around ten.", "Lights out ~22:00."),
            (
                "Gates shut before 9pm; the bus comes about 40 minutes later.",
                "Gates shut before 9pm; bus ~40 min later.",
            ),
            (
                "Finish by the end of the shift.",
                "Finish at around the end of the shift.",
            ),
        ]);
    }

    #[test]
    fn the_event_an_until_waits_for_turned_is_read() {
        read(
            "date changed",
            &[
                (
                    "Phones stay in bags on the coach until we reach the museum car park.",
                    "Phones stay in bags on the coach until we leave the museum car park.",
                ),
                (
                    "No hot drinks until the flight departs.",
                    "No hot drinks till the flight arrives.",
                ),
                (
                    "Keep the hall doors open until the concert starts.",
                    "Hall doors open until the concert ends.",
                ),
            ],
        );
        kept(&[
            (
                "Phones stay in bags on the coach until we reach the museum car park.",
                "Phones bagged on coach until arrival at museum car park.",
            ),
            (
                "Wait until the guests leave, then lock up.",
                "Lock up once guests have left, not until they leave.",
            ),
            (
                "Keep the doors open until the concert starts.",
                "Doors open till concert starts.",
            ),
        ]);
    }

    #[test]
    fn two_states_joined_by_or_are_read() {
        read(
            "scope changed",
            &[
                (
                    "Bait boxes locked and fixed to the wall, no loose blocks anywhere a child could reach.",
                    "Bait boxes locked or fixed to the wall, no loose blocks anywhere a child could reach.",
                ),
                (
                    "Every timesheet must be signed and dated.",
                    "Timesheets signed or dated.",
                ),
                (
                    "Samples go out sealed and labelled.",
                    "Samples sealed or labelled before dispatch.",
                ),
            ],
        );
        kept(&[
            (
                "Bait boxes locked and fixed to the wall, no loose blocks anywhere a child could reach.",
                "Bait boxes: locked + wall-fixed; zero loose blocks within child reach.",
            ),
            (
                "Never leave a van unlocked and unattended.",
                "No van left unlocked or unattended.",
            ),
            (
                "Reserve the room for billing disputes and legal threats.",
                "Room only for billing disputes or legal threats.",
            ),
            (
                "Every timesheet must be signed and dated.",
                "Timesheets: signed & dated.",
            ),
        ]);
    }

    /// `faithful_form` of a change of kind `what` at the first `word` of `o`.
    fn faithful(what: &str, o: &str, word: &str, r: &str) -> bool {
        let at = phrase_at(o, &[word]).unwrap_or_else(|| panic!("{word} in {o}"));
        faithful_form(what, (o, Some(&(at..at + word.len()))), (r, None))
    }

    #[test]
    fn faithful_forms_of_s41a_pass() {
        for (what, o, word, r) in [
            (
                "condition dropped",
                "It would be appreciated if runs on the shared A100s were limited to one at a time.",
                "if",
                "Shared A100s: max 1 concurrent run.",
            ),
            (
                "condition dropped",
                "It'd be great if you kept replies under 200 words.",
                "if",
                "Keep replies under 200 words.",
            ),
            (
                "condition dropped",
                "Wheelchair passengers board first and get off last unless their connection is under 45 minutes, in which case they get off first.",
                "unless",
                "Wheelchair pax board first, deplane last; if connection <45 min they deplane first.",
            ),
            (
                "condition dropped",
                "Lock up at six unless the late class runs, in which case lock up at eight.",
                "unless",
                "Lock up 18:00; if late class runs, 20:00.",
            ),
            (
                "negation dropped",
                "ticket TRIP-14: Head wants the risk assessment uploaded to the portal before the deposit is paid, not after",
                "not",
                "TRIP-14: upload RA to portal → then pay deposit (Head's instruction).",
            ),
            (
                "negation dropped",
                "Water the seedlings after sunset, not before.",
                "not",
                "Water seedlings after sunset.",
            ),
            (
                "negation dropped",
                "Pupils aren't to go off in groups of fewer than three, and never without a lanyard.",
                "never",
                "Groups ≥3 pupils, lanyards always on.",
            ),
            (
                "condition dropped",
                "Never without a helmet on the ramp.",
                "without",
                "Helmets on at all times on the ramp.",
            ),
            (
                "negation dropped",
                "Crew rest on the long-haul is a minimum of 90 minutes per crew member, taken in the bunks, not in the cabin.",
                "not",
                "Crew rest long-haul: ≥90 min each, bunks only.",
            ),
            (
                "scope changed",
                "Smoking in the yard, not by the doors.",
                "doors",
                "Smoking: yard only.",
            ),
            (
                "prohibition became mention",
                "Bait boxes locked and fixed to the wall, no loose blocks anywhere a child could reach.",
                "no",
                "Bait boxes: locked + wall-fixed; zero loose blocks within child reach.",
            ),
            (
                "negation added",
                "Pls hold all productions to DOL pending my OK.",
                "hold",
                "M: no DOL productions until M approves.",
            ),
            (
                "condition added",
                "Hold the release until QA signs off.",
                "Hold",
                "No release until QA signs off.",
            ),
        ] {
            assert!(faithful(what, o, word, r), "{what}: {o} -> {r}");
        }
        for (what, o, word, r) in [
            // An "if" after no wish.
            (
                "condition dropped",
                "It would be late if the bus broke down, so leave early.",
                "if",
                "Leave early.",
            ),
            (
                "condition dropped",
                "Refunds would be good if the item is unopened.",
                "if",
                "Refunds OK.",
            ),
            // A plain "unless" said as "if".
            (
                "condition dropped",
                "Board first unless your connection is tight.",
                "unless",
                "Board first if your connection is tight.",
            ),
            // The order itself turned, or a "not" before a deed.
            (
                "negation dropped",
                "Water the seedlings after sunset, not before.",
                "not",
                "Water seedlings before sunset.",
            ),
            (
                "negation dropped",
                "Check the log before you restart and do not restart twice.",
                "not",
                "Check log before restart; restart twice.",
            ),
            (
                "negation dropped",
                "Never with a lanyard near the press.",
                "Never",
                "Lanyards always on near the press.",
            ),
            // The excluded place said as the only one.
            (
                "negation dropped",
                "Crew rest is taken in the bunks, not in the cabin.",
                "not",
                "Crew rest: cabin only.",
            ),
            (
                "prohibition became mention",
                "No loose blocks anywhere a child could reach.",
                "No",
                "Loose blocks: kept out of child reach where possible.",
            ),
            (
                "negation added",
                "Hold all productions to DOL pending my OK.",
                "Hold",
                "No DOL productions.",
            ),
        ] {
            assert!(!faithful(what, o, word, r), "{what}: {o} -> {r}");
        }
    }
}
