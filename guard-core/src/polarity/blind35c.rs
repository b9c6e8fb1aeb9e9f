//! Readings from the blind corpus s35c (corpus35c, rewrites): changes the rule comparison did
//! not see, read from the two texts alone when nothing else was found (a number changed in a
//! sentence said again word for word, a rate's "per" noun swapped, a bound's direction
//! turned, a number said as "a few", a ban said as "OK", "stop doing X" said as X done, an
//! approval dropped, a ratio hedged, one person's task widened, a ban moved to what was
//! allowed), each behind a cheap byte screen before any sentence is read.

use super::blind34a::holds_any_phrase as has_any;
use super::blind34a::{HEDGES, shared};
use super::words::{
    TextReading, Word, ascii_lower, is_content, number_word_value, part_holding, parts, same_word,
    words,
};
use super::{is_negation_word, is_one_of, negation_count};
use std::ops::Range;

/// A change read from the two texts alone: its kind and its ranges in the original and the
/// rewrite.
type Missed = (&'static str, Range<usize>, Range<usize>);

/// The value of a word that is a number: digits (a unit glued after them, "48h", "150gsm")
/// or a number word ("four", "twenty-five").
fn value(w: &str) -> Option<f64> {
    let digits = w
        .bytes()
        .take_while(|b| b.is_ascii_digit() || *b == b'.')
        .count();
    if digits > 0 {
        return w[..digits].trim_end_matches('.').parse().ok();
    }
    number_word_value(w)
}

/// The letters glued after a number's digits ("h" of "48h").
fn unit_of(w: &str) -> &str {
    w.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.')
}

/// `ws` says one of `list` as a whole word, case aside.
fn says(ws: &[Word<'_>], list: &[&str]) -> bool {
    ws.iter().any(|(w, _)| is_one_of(w, list))
}

/// "Roster locks 48h before the first match." -> "Roster locks 24h before the first match.":
/// a sentence of the original said again word for word but for one number, whose value the
/// rewrite changed (its unit kept): the bound moved. That sentence must read as a rule: a
/// number changed in a report ("logs show 462 retries") is no polarity change. "48h" for "48
/// hours" or "2,000" for "2000" are not read.
fn one_number_changed(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    let digit = |t: &str| t.bytes().any(|b| b.is_ascii_digit());
    if !digit(original) || !digit(rewrite) {
        return None;
    }
    // Cheap screen: some run of digits of the rewrite is not in the original.
    let b = rewrite.as_bytes();
    let mut i = 0;
    let mut new_run = false;
    while i < b.len() && !new_run {
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        new_run = i > start && !original.contains(&rewrite[start..i]);
        i += usize::from(i == start);
    }
    if !new_run {
        return None;
    }
    let ours: Vec<(Range<usize>, Vec<Word<'_>>)> = parts(original)
        .into_iter()
        .map(|p| (p.clone(), words(original, p)))
        .collect();
    // The sentence reads as a rule, or the number bounds ("48h before the first match", "at
    // most 3": a bound word right after it or two before) in an original that does.
    let whole_rule = std::cell::OnceCell::new();
    let is_rule =
        |text: &str| crate::classify::classify(text).kind == crate::classify::SpanKind::Constraint;
    let rule = |part: &Range<usize>, o: &[Word<'_>], at: usize| {
        is_rule(&original[part.clone()])
            || o[at.saturating_sub(2)..(at + 2).min(o.len())]
                .iter()
                .any(|(w, _)| is_one_of(w, BOUND_WORDS))
                && *whole_rule.get_or_init(|| is_rule(original))
    };
    let same_words = |o: &[Word<'_>], t: &[Word<'_>]| {
        o.len() == t.len()
            && o.iter()
                .zip(t)
                .all(|((a, _), (b, _))| a.eq_ignore_ascii_case(b))
    };
    parts(rewrite).into_iter().find_map(|t| {
        let theirs = words(rewrite, t);
        // A sentence the original says word for word is no changed one ("... no more than
        // 327 emails" beside "... no more than 35 emails").
        if ours.iter().any(|(_, o)| same_words(o, &theirs)) {
            return None;
        }
        ours.iter().find_map(|(part, o)| {
            if o.len() != theirs.len() || o.len() < 3 {
                return None;
            }
            let mut differ = o
                .iter()
                .zip(&theirs)
                .enumerate()
                .filter(|(_, ((a, _), (b, _)))| !a.eq_ignore_ascii_case(b));
            let (at, ((a, f), (b, r))) = differ.next()?;
            (differ.next().is_none()
                && a.starts_with(|c: char| c.is_ascii_digit())
                && b.starts_with(|c: char| c.is_ascii_digit())
                && unit_of(a).eq_ignore_ascii_case(unit_of(b))
                && value(a) != value(b)
                && rule(part, o, at))
            .then(|| (f.clone(), r.clone()))
        })
    })
}

/// Words beside a number that make it a bound ("48h before", "max 3", "within 10 days").
const BOUND_WORDS: &[&str] = &[
    "before", "after", "within", "per", "max", "min", "under", "over", "least", "most", "by",
    "until", "than", "cap", "limit", "up",
];

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
fn rates<'a, 't>(ws: &'a [Word<'t>]) -> Vec<(f64, &'a Word<'t>)> {
    let mut out = Vec::new();
    for (i, (w, _)) in ws.iter().enumerate() {
        // (A word in digits only: its value is read after that test, not before.)
        let Some(v) = w
            .starts_with(|c: char| c.is_ascii_digit())
            .then(|| value(w))
            .flatten()
        else {
            continue;
        };
        for gap in 1..=2 {
            if let (Some((m, _)), Some(noun)) = (ws.get(i + gap), ws.get(i + gap + 1))
                && is_one_of(m, RATE_MARKERS)
                && is_content(noun.0)
                && value(noun.0).is_none()
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
fn rate_unit_changed(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    let digit = |t: &str| t.bytes().any(|b| b.is_ascii_digit());
    if !digit(original) || !digit(rewrite) {
        return None;
    }
    let (ours, theirs) = (o.words(), r.words());
    let (our_rates, their_rates) = (rates(ours), rates(theirs));
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

/// Words that bound from below.
const FLOORS: &[&str] = &[
    "at least",
    "minimum",
    "no less than",
    "not less than",
    "no fewer than",
    "or more",
    "or longer",
    "≥",
    ">=",
];

/// Words that bound from above.
const CEILINGS: &[&str] = &[
    "at most",
    "maximum",
    "max",
    "no more than",
    "not more than",
    "up to",
    "or less",
    "or fewer",
    "≤",
    "<=",
];

/// "The rest break is at least 30 minutes after every 4 hours." -> "30 min break per 4 hrs,
/// at most": a bound of one direction only ("at least", "minimum") said by a rewrite with the
/// same number and a word of the other direction only ("at most", "max"): the bound turned
/// around. A rewrite saying both, or the original's own direction, or an original with a
/// negation ("can't ... more than 30 days"), is not read.
fn bound_turned(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<(Range<usize>, Range<usize>)> {
    let original = o.text;
    let (o_floor, o_ceiling) = (o.holds_any_phrase(FLOORS), o.holds_any_phrase(CEILINGS));
    if o_floor == o_ceiling || negation_count(original) > 0 {
        return None;
    }
    let (r_floor, r_ceiling) = (r.holds_any_phrase(FLOORS), r.holds_any_phrase(CEILINGS));
    if r_floor == r_ceiling || r_floor == o_floor {
        return None;
    }
    let (ours, theirs) = (o.words(), r.words());
    let n = ours
        .iter()
        .find(|(w, _)| value(w).is_some_and(|v| theirs.iter().any(|(x, _)| value(x) == Some(v))))?;
    let t = theirs
        .iter()
        .find(|(x, _)| value(x) == value(n.0))
        .map(|(_, r)| r.clone())?;
    Some((n.1.clone(), t))
}

/// Words that say a vague count.
const VAGUE_COUNTS: &[&str] = &[
    "a few",
    "few",
    "several",
    "some",
    "a couple of",
    "a handful of",
    "a number of",
    "various",
    "multiple",
    "a small number of",
];

/// Words of an original that make a count a bound.
const BOUNDING: &[&str] = &[
    "cap", "capped", "limit", "limited", "max", "maximum", "most", "per", "every", "each",
    "allowed", "must", "up",
];

/// "Bulky waste, is four items a household every quarter, dat is de cap." -> "Bulky waste:
/// a few items per household each quarter.": a count of a bounding original ("cap", "per",
/// "max") said as "a few" ("several", "some") before the same noun (or the same "per"), the
/// number said nowhere in the rewrite: the bound blurred.
fn count_said_as_few(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let rewrite = r.text;
    if !r.holds_any_phrase(&[
        "few",
        "several",
        "some",
        "couple",
        "handful",
        "number of",
        "various",
        "multiple",
    ]) {
        return None;
    }
    let ours = o.words();
    if !says(ours, BOUNDING) {
        return None;
    }
    let theirs = r.words();
    (0..ours.len()).find_map(|i| {
        let v = value(ours[i].0)?;
        // The noun counted, or the rate the count is kept to ("three per member").
        let (noun, _) = ours.get(i + 1)?;
        if !(is_content(noun) || is_one_of(noun, &["per", "each", "every"]))
            || theirs.iter().any(|(x, _)| value(x) == Some(v))
        {
            return None;
        }
        theirs.iter().enumerate().find_map(|(j, (x, r))| {
            let before = &rewrite[theirs[j.saturating_sub(4)].1.start..r.start];
            (j > 0
                && same_word(x, noun)
                && VAGUE_COUNTS
                    .iter()
                    .any(|c| before.trim_end().to_ascii_lowercase().ends_with(c)))
            .then(|| {
                (
                    ours[i].1.start..ours[i + 1].1.end,
                    theirs[j - 1].1.start..r.end,
                )
            })
        })
    })
}

/// Words that allow.
const PERMITS: &[&str] = &[
    "ok",
    "okay",
    "fine",
    "allowed",
    "permitted",
    "acceptable",
    "can",
    "may",
];

/// Words that keep an allowing rewrite to a bound or a gate ("may use at most 20%").
const KEEPS_TO: &[&str] = &[
    "only", "most", "least", "max", "maximum", "min", "minimum", "until", "till", "after",
    "before", "unless", "if", "once", "when", "within", "up", "false", "under", "below", "over",
    "above", "exceed", "limit", "cap",
];

/// A part of `text` whose words say no negation.
fn says_no_negation(ws: &[Word<'_>]) -> bool {
    !ws.iter().any(|(w, _)| {
        is_negation_word(&ascii_lower(w))
            || is_one_of(w, &["never", "without", "nobody", "none", "stop", "only"])
    })
}

/// "Eh, the die-line for this batch cannot move even 1 mm." -> "Die-line for this batch:
/// minor adjustments OK.": a banning original ("cannot", "mustn't", "not allowed") that
/// allows nothing ("OK", "can", "may", "fine" said nowhere in it), said again (two content
/// words) by a part of the rewrite that allows ("OK", "allowed", "can"), negates nothing and
/// keeps to no bound or gate ("may use at most 20%", "allowed only after"): the ban lifted.
fn ban_said_as_allowed(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !r.holds_any_phrase(PERMITS) || negation_count(original) == 0 {
        return None;
    }
    let ours = o.words();
    if says(ours, PERMITS) {
        return None;
    }
    let banning: Vec<Range<usize>> = parts(original)
        .into_iter()
        .filter(|p| negation_count(&original[p.clone()]) > 0)
        .collect();
    parts(rewrite).into_iter().find_map(|t| {
        let theirs = words(rewrite, t.clone());
        if !says(&theirs, PERMITS) || !says_no_negation(&theirs) || says(&theirs, KEEPS_TO) {
            return None;
        }
        banning
            .iter()
            .find(|p| shared(&words(original, (*p).clone()), &theirs) >= 2)
            .map(|p| (p.clone(), t.clone()))
    })
}

/// "Mi want you to stop sending reserve figures to the broker." -> "Broker gets claim status
/// and reserve figures on request.": what the original tells to stop ("stop", "quit" before a
/// verb in "-ing") said again (two content words after the verb) by a part of the rewrite
/// that negates and restricts nothing: the ban gone.
fn stopped_act_said_plainly(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !o.holds_any_phrase(&["stop", "quit", "cease"]) {
        return None;
    }
    let ours = o.words();
    let i = ours.windows(2).position(|p| {
        is_one_of(p[0].0, &["stop", "quit", "cease"])
            && p[1].0.to_ascii_lowercase().ends_with("ing")
    })?;
    let start = ours[i].1.start;
    let end = original[start..]
        .find(['.', ';', ',', '!', '?', '\n'])
        .map_or(original.len(), |e| start + e);
    let object: Vec<Word<'_>> = ours
        .iter()
        .skip(i + 2)
        .take_while(|(_, r)| r.end <= end)
        .cloned()
        .collect();
    parts(rewrite).into_iter().find_map(|t| {
        let theirs = words(rewrite, t.clone());
        (says_no_negation(&theirs)
            && !says(
                &theirs,
                &["stopped", "withheld", "withhold", "exclude", "excluded"],
            )
            && shared(&object, &theirs) >= 2)
            .then_some((start..end, t))
    })
}

/// Words that name an approval ("the client's written OK", "sign-off").
const APPROVALS: &[&str] = &[
    "ok",
    "okay",
    "approval",
    "approve",
    "approved",
    "sign-off",
    "signoff",
    "consent",
    "permission",
    "authorisation",
    "authorization",
    "authorised",
    "authorized",
    "go-ahead",
    "say-so",
    "countersignature",
    "agreement",
    "agreed",
];

/// "Proofs need the client's written OK before plates are made." -> "Proofs sent to client
/// before plates are made.": an approval ("OK", "sign-off", "consent") the original requires
/// ("need", "must", "require"; within five words after it) gone from a rewrite that says two content words of its
/// sentence and no word of an approval at all: the gate dropped.
fn approval_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !o.holds_any_phrase(&["need", "must", "require", "has to", "have to", "only"]) {
        return None;
    }
    let theirs = r.words();
    let approving = |w: &str| {
        let w = ascii_lower(w);
        [
            "sign", "approv", "authori", "consent", "permi", "agree", "ok", "clear",
        ]
        .iter()
        .any(|p| w.contains(p))
    };
    if theirs.iter().any(|(w, _)| approving(w)) || rewrite.contains('✓') {
        return None;
    }
    parts(original).into_iter().find_map(|p| {
        let ours = words(original, p.clone());
        let needs = ours.iter().position(|(w, _)| {
            is_one_of(
                w,
                &[
                    "need", "needs", "must", "require", "requires", "required", "only",
                ],
            )
        })?;
        // The approval named within five words of the need ("the client's written OK"); a
        // bare "OK" only after a possessive or a determiner (not the tag "..., ok?").
        let approval = ours[needs..]
            .iter()
            .take(6)
            .enumerate()
            .find(|(k, (w, _))| {
                is_one_of(w, APPROVALS)
                    && (!is_one_of(w, &["ok", "okay"])
                        || ours.get(needs + k - 1).is_some_and(|(p, _)| {
                            p.ends_with("'s")
                                || p.ends_with("\u{2019}s")
                                || is_one_of(
                                    p,
                                    &[
                                        "the", "a", "an", "their", "your", "his", "her", "our",
                                        "written", "verbal", "signed",
                                    ],
                                )
                        }))
            })?
            .1;
        (shared(&ours, theirs) >= 2).then(|| {
            let t = parts(rewrite)
                .into_iter()
                .max_by_key(|t| shared(&ours, &words(rewrite, t.clone())))
                .unwrap_or(0..rewrite.len());
            (approval.1.clone(), t)
        })
    })
}

/// "Is one guide for every eight guests on de ice." -> "One guide per eight guests where
/// possible": a ratio or a rate of an original without a hedge ("for every", "per", "each"
/// with a number) hedged by the rewrite ("where possible", "ideally"), a content word kept:
/// the bound made a wish. A hedge the original already had is not read.
fn ratio_hedged(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !r.holds_any_phrase(HEDGES)
        || o.holds_any_phrase(HEDGES)
        || !o.holds_any_phrase(&["per", "every", "each"])
    {
        return None;
    }
    let ours = o.words();
    if !ours.iter().any(|(w, _)| value(w).is_some()) {
        return None;
    }
    parts(rewrite).into_iter().find_map(|t| {
        (has_any(&rewrite[t.clone()], HEDGES) && shared(ours, &words(rewrite, t.clone())) >= 1)
            .then_some((0..original.len(), t))
    })
}

/// Words that keep a task to one person.
const ALONE: &[&str] = &["only", "alone", "just", "solely", "exclusively"];

/// "Is only Sipho does do de dehornin'." -> "Dehorning: Sipho and crew handle it.": the one
/// person (or group) an original names after "only" said by a rewrite without "only" ("alone",
/// "solely") joined ("and", "&", "or", "with", "plus") to a word the original never says: the
/// task widened to others. "Only Ana and Ben sign" said as "Ana and Ben sign" is not read.
fn only_one_widened(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let rewrite = r.text;
    if !o.holds_any_phrase(&["only"]) {
        return None;
    }
    let theirs = r.words();
    if says(theirs, ALONE) {
        return None;
    }
    let ours = o.words();
    ours.windows(2).find_map(|p| {
        let ((only, _), (who, f)) = (&p[0], &p[1]);
        if !only.eq_ignore_ascii_case("only")
            || !is_content(who)
            || !who.starts_with(char::is_uppercase)
        {
            return None;
        }
        let at = theirs.iter().position(|(w, _)| w == who)?;
        let joined = |k: usize| {
            let (a, b) = (theirs.get(k)?, theirs.get(k + 1)?);
            let between = &rewrite[a.1.end..b.1.start];
            let joins = between.contains('&')
                || between.contains('+')
                || is_one_of(b.0, &["and", "or", "with", "plus"]);
            let other = if is_one_of(b.0, &["and", "or", "with", "plus"]) {
                theirs.get(k + 2)?
            } else {
                b
            };
            (joins && is_content(other.0) && !ours.iter().any(|(w, _)| same_word(w, other.0)))
                .then_some(a.1.start..other.1.end)
        };
        joined(at).map(|t| (f.clone(), t))
    })
}

/// Words that allow what follows in an original part that allows ("can mention, no
/// problem"; not "looks fine").
const ALLOWS: &[&str] = &["can", "may", "ok", "okay", "allowed", "permitted"];

/// "Casters cannot reveal player earnings on stream. Prize pool total can mention, no
/// problem." -> "Casters: can't reveal prize pool totals on stream.": an original that bans
/// one thing in one part and allows another in another ("can", "no problem"), said by a
/// banning part of the rewrite that keeps a word only the bans say ("casters"), names two
/// only the allowing parts say ("prize pool"), while two words only the bans say are gone
/// from the whole rewrite ("player earnings"): the ban moved to what was allowed. A rewrite
/// that says both the ban and the leave, or allows in the same part, is not read.
fn ban_moved_to_allowed(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if negation_count(rewrite) == 0 || negation_count(original) == 0 || !o.holds_any_phrase(ALLOWS)
    {
        return None;
    }
    let ps: Vec<(Range<usize>, Vec<Word<'_>>)> = parts(original)
        .into_iter()
        .map(|p| (p.clone(), words(original, p)))
        .collect();
    let all = r.words();
    fn only_in<'t>(a: &[Word<'t>], b: &[Word<'_>]) -> Vec<&'t str> {
        a.iter()
            .filter(|(w, _)| is_content(w) && !b.iter().any(|(x, _)| same_word(x, w)))
            .map(|(w, _)| *w)
            .collect()
    }
    let said = |ws: &[Word<'_>], w: &str| ws.iter().any(|(x, _)| same_word(x, w));
    let bans: Vec<&(Range<usize>, Vec<Word<'_>>)> = ps
        .iter()
        .filter(|(p, _)| {
            let s = &original[p.clone()];
            negation_count(s) > 0 && !has_any(s, &["no problem", "no worries"])
        })
        .collect();
    let leaves: Vec<&(Range<usize>, Vec<Word<'_>>)> = ps
        .iter()
        .filter(|(p, ws)| {
            let s = &original[p.clone()];
            says(ws, ALLOWS)
                && !s.trim_end().ends_with('?')
                && (negation_count(s) == 0 || has_any(s, &["no problem", "no worries"]))
        })
        .collect();
    // Words of every ban, and of every leave, of the original.
    let banned_words: Vec<Word<'_>> = bans.iter().flat_map(|(_, ws)| ws.clone()).collect();
    let left_words: Vec<Word<'_>> = leaves.iter().flat_map(|(_, ws)| ws.clone()).collect();
    for (b, ban) in &bans {
        for (a, leave) in &leaves {
            let (ban_only, leave_only) = (only_in(ban, &left_words), only_in(leave, &banned_words));
            if a == b || ban_only.iter().filter(|w| !said(all, w)).count() < 2 {
                continue;
            }
            if let Some(t) = parts(rewrite).into_iter().find(|t| {
                let theirs = words(rewrite, t.clone());
                negation_count(&rewrite[t.clone()]) > 0
                    && !says(&theirs, ALLOWS)
                    && ban_only.iter().any(|w| said(&theirs, w))
                    && leave_only.iter().filter(|w| said(&theirs, w)).count() >= 2
            }) {
                return Some((a.clone(), t));
            }
        }
    }
    None
}

/// Which way a condition on a number bounds ("under 40", "40+").
#[derive(Clone, Copy, PartialEq, Debug)]
enum Side {
    Below,
    Above,
}

/// The condition on a number a segment of text says ("for patients under 40", "2 if >40",
/// "40 and over"), as its side and threshold, with the one other number the segment says
/// (the value kept to that condition).
fn conditioned_value(segment: &str) -> Option<(Side, f64, f64)> {
    // A condition's threshold is a number in digits: a segment without one has none (its
    // words are not cut).
    if !segment.bytes().any(|b| b.is_ascii_digit()) {
        return None;
    }
    // Tokens: runs of letters and digits, and the signs "<", ">", "+".
    let mut toks: Vec<&str> = Vec::new();
    let mut i = 0;
    let b = segment.as_bytes();
    while i < b.len() {
        if b[i].is_ascii_alphanumeric() || b[i] == b'.' && i > 0 && b[i - 1].is_ascii_digit() {
            let start = i;
            while i < b.len()
                && (b[i].is_ascii_alphanumeric()
                    || b[i] == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
            {
                i += 1;
            }
            toks.push(&segment[start..i]);
        } else {
            if matches!(b[i], b'<' | b'>' | b'+') {
                toks.push(&segment[i..=i]);
            }
            i += 1;
        }
    }
    let num = |t: &str| {
        t.starts_with(|c: char| c.is_ascii_digit())
            .then(|| value(t))
            .flatten()
    };
    let mut cond = None;
    for (k, t) in toks.iter().enumerate() {
        let next = toks.get(k + 1).and_then(|n| num(n));
        let side = if is_one_of(t, &["under", "below", "<"]) {
            next.map(|n| (Side::Below, n, k + 1))
        } else if is_one_of(t, &["over", "above", ">"]) {
            next.map(|n| (Side::Above, n, k + 1))
        } else if let Some(n) = num(t) {
            // A unit between the number and "and over" ("40 cm and over").
            let u = usize::from(
                toks.get(k + 1).is_some_and(|w| {
                    w.starts_with(char::is_alphabetic) && !is_one_of(w, &["and", "or"])
                }) && toks
                    .get(k + 2)
                    .is_some_and(|w| is_one_of(w, &["and", "or"])),
            );
            match (toks.get(k + 1 + u), toks.get(k + 2 + u)) {
                (Some(&"+"), _) => Some((Side::Above, n, k)),
                (Some(a), Some(o))
                    if is_one_of(a, &["and", "or"])
                        && is_one_of(o, &["over", "above", "older", "more"]) =>
                {
                    Some((Side::Above, n, k))
                }
                (Some(a), Some(o))
                    if is_one_of(a, &["and", "or"])
                        && is_one_of(o, &["under", "below", "younger", "less", "fewer"]) =>
                {
                    Some((Side::Below, n, k))
                }
                _ => None,
            }
        } else {
            None
        };
        if side.is_some() {
            if cond.is_some() {
                return None;
            }
            cond = side;
        }
    }
    let (side, threshold, at) = cond?;
    let mut values = toks
        .iter()
        .enumerate()
        .filter(|(k, _)| *k != at)
        .filter_map(|(_, t)| num(t).or_else(|| value(t)));
    let v = values.next()?;
    values.next().is_none().then_some((side, threshold, v))
}

/// The conditioned values of `text`, segment by segment (split at commas, semicolons,
/// stops, brackets, and at an "and" before a number), with each segment's range.
fn conditioned_values(text: &str) -> Vec<((Side, f64, f64), Range<usize>)> {
    let mut cuts = vec![0];
    for (i, c) in text.char_indices() {
        if matches!(c, ',' | ';' | '(' | ')' | '\n')
            || c == '.' && !text[i + 1..].starts_with(|n: char| n.is_ascii_digit())
            || text[i..].starts_with(" and ")
                && text[i + 5..].starts_with(|n: char| n.is_ascii_digit())
        {
            cuts.push(i);
        }
    }
    cuts.push(text.len());
    cuts.windows(2)
        .filter_map(|w| conditioned_value(&text[w[0]..w[1]]).map(|c| (c, w[0]..w[1])))
        .collect()
}

/// "A maximum of 2 embryos for patients under 40, and 3 for patients 40 and over." -> "Max
/// 3 embryos for patients under 40, 2 for 40+": two values each kept to a condition on a
/// number ("under 40", "40 and over"), the rewrite giving each condition the value the
/// original gave the other: the values swapped. "2 if <40, 3 if >40" is the same.
fn values_swapped(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !has_any(original, &["under", "over", "below", "above"])
        && !original.contains(['<', '>', '+'])
    {
        return None;
    }
    let ours = conditioned_values(original);
    if ours.len() < 2 {
        return None;
    }
    let theirs = conditioned_values(rewrite);
    ours.iter().find_map(|((side, n, v), f)| {
        let (_, t) = theirs
            .iter()
            .find(|((s2, n2, v2), _)| s2 == side && n2 == n && v2 != v)?;
        let (_, _, their_v) = theirs
            .iter()
            .find(|((s2, n2, _), r)| s2 == side && n2 == n && r == t)?
            .0;
        ours.iter()
            .any(|((s3, n3, v3), _)| s3 != side && n3 == n && *v3 == their_v)
            .then(|| (f.clone(), t.clone()))
    })
}

/// Words after "by" that name a means or a time, not who does a task ("by email", "by
/// Friday"): these, and the classifier's names of days, months and times of day.
const NO_ACTOR: &[&str] = &[
    "hand",
    "email",
    "e-mail",
    "post",
    "phone",
    "courier",
    "default",
    "design",
    "law",
    "policy",
    "today",
    "then",
    "now",
    "may",
    "mail",
    "text",
    "sms",
    "card",
    "cash",
    "cheque",
    "check",
    "rail",
    "road",
    "air",
    "sea",
    "far",
    "way",
    "week",
    "month",
    "year",
    "day",
    "evening",
    "afternoon",
];

/// Names of the agent a memory note calls "you" in its original.
const AGENT: &[&str] = &["assistant", "agent", "bot", "ai", "model"];

/// "Read-only on the HMRC gateway; submissions are the payroll lead's job." -> "...
/// submissions handled by the assistant": a task of a binding original ("only", "job",
/// "must", a negation) said by the rewrite as done ("handled", "done", a word in "-ed") "by"
/// someone the original never names: the task given to another. "by email", "by Friday",
/// "the assistant" for an original's "you", or "the owner" for its "us", are not read.
fn task_given_to_another(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let original = o.text;
    if !r.holds_any_phrase(&["by"])
        || !(o.holds_any_phrase(&["only", "job", "must", "responsibility"])
            || negation_count(original) > 0)
    {
        return None;
    }
    let (ours, theirs) = (o.words(), r.words());
    let you = says(ours, &["you", "your", "yourself"]);
    let me = says(ours, &["i", "me", "my", "we", "us", "our"]);
    theirs.windows(4).find_map(|p| {
        let ((task, _), (done, _), (by, _)) = (&p[0], &p[1], &p[2]);
        let who = if is_one_of(p[3].0, &["the", "a", "an"]) {
            theirs.iter().skip_while(|w| w.1 != p[3].1).nth(1)?
        } else {
            &p[3]
        };
        (by.eq_ignore_ascii_case("by")
            && (done.ends_with("ed")
                || is_one_of(done, &["done", "made", "run", "owned", "taken"]))
            && is_content(task)
            && ours.iter().any(|(w, _)| same_word(w, task))
            && is_content(who.0)
            && who.0.starts_with(|c: char| c.is_alphabetic())
            && !is_one_of(who.0, NO_ACTOR)
            && !crate::classify::numbers::is_date_name(&who.0.to_ascii_lowercase())
            && !(you && is_one_of(who.0, AGENT))
            && (!me || is_one_of(who.0, AGENT))
            && !ours.iter().any(|(w, _)| same_word(w, who.0)))
        .then(|| (0..original.len(), p[0].1.start..who.1.end))
    })
}

/// Changes read from the two texts alone, when nothing else was found (the words of each text
/// cut once for the pair: [`TextReading`]).
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let (original, rewrite) = (o.text, r.text);
    let as_ = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, t);
    one_number_changed(original, rewrite)
        .map(as_("bound changed"))
        .or_else(|| rate_unit_changed(o, r).map(as_("scope changed")))
        .or_else(|| bound_turned(o, r).map(as_("bound direction changed")))
        .or_else(|| count_said_as_few(o, r).map(as_("bound became approximation")))
        .or_else(|| ban_said_as_allowed(o, r).map(as_("negation dropped")))
        .or_else(|| stopped_act_said_plainly(o, r).map(as_("prohibition became mention")))
        .or_else(|| approval_dropped(o, r).map(as_("condition dropped")))
        .or_else(|| values_swapped(original, rewrite).map(as_("bound changed")))
        .or_else(|| ratio_hedged(o, r).map(as_("modality weakened")))
        .or_else(|| only_one_widened(o, r).map(as_("scope changed")))
        .or_else(|| ban_moved_to_allowed(o, r).map(as_("scope changed")))
        .or_else(|| task_given_to_another(o, r).map(as_("scope changed")))
}

/// Words that gate a ban, which a ban said again keeps.
const GATES: &[&str] = &[
    "unless", "if", "without", "except", "until", "before", "after", "only", "when", "while",
];

/// Words after "not" that reject ("verbal handback not accepted").
const REJECTED: &[&str] = &[
    "accepted",
    "allowed",
    "permitted",
    "used",
    "given",
    "done",
    "ok",
    "okay",
    "acceptable",
    "tattooed",
    "forced",
];

/// "Anything comes in after that rolls to next cycle — don't you force it through." -> "Late
/// items → next cycle, never forced through."; "No verbal handbacks." -> "... (verbal
/// handback not accepted)": the first content word a ban negates said again in the rewrite
/// two words after "never" ("not", "no") at most, or right before a "not" or "never" that
/// rejects ("not accepted"), the ban's clause kept whole (its gates, its negations, every
/// content word after its negation), no subject the original never names before "never":
/// the ban kept. "Refunds: no receipt needed" for "No refunds", "No open flames in the
/// chapel" for "... anywhere in the chapel or the viewing rooms", "Bob never shared the
/// password" for "Never share the password" are not read.
fn ban_said_again_near_a_negation(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, part);
    let Some(k) = ours.iter().position(|(w, _)| is_negation_word(w)) else {
        return false;
    };
    let Some((banned, _)) = ours[k + 1..].iter().find(|(w, _)| is_content(w)) else {
        return false;
    };
    let theirs = words(rewrite, 0..rewrite.len());
    // The ban's clause (to its comma or dash) said whole: its gates, its negations, and
    // every content word after the negation.
    let end = original[ours[k].1.start..]
        .find([',', ';', '—', '(', '.', '!', '?'])
        .map_or(original.len(), |e| ours[k].1.start + e);
    let clause = &original[ours[0].1.start..end];
    let banned_words: Vec<&Word<'_>> = ours[k + 1..].iter().filter(|(_, r)| r.end <= end).collect();
    if !GATES
        .iter()
        .all(|g| !has_any(clause, &[g]) || has_any(rewrite, &[g]))
        || negation_count(clause) > negation_count(rewrite)
        || banned_words
            .iter()
            .any(|(w, _)| is_content(w) && !theirs.iter().any(|(v, _)| same_word(w, v)))
    {
        return false;
    }
    // No one the original never names before the negation ("Bob never shared ...").
    let ours_all = words(original, 0..original.len());
    let subject_kept = |j: usize| {
        j == 0
            || !rewrite[theirs[j - 1].1.end..theirs[j].1.start]
                .trim()
                .is_empty()
            || ours_all.iter().any(|(v, _)| same_word(v, theirs[j - 1].0))
    };
    // Every content word of the ban said in the rewrite's part that negates.
    let in_its_part = |j: usize| {
        part_holding(rewrite, theirs[j].1.start).is_some_and(|p| {
            let here = words(rewrite, p);
            banned_words
                .iter()
                .all(|(w, _)| !is_content(w) || here.iter().any(|(v, _)| same_word(w, v)))
        })
    };
    theirs.iter().enumerate().any(|(j, (w, _))| {
        let after = is_one_of(w, &["never", "not", "no"])
            && in_its_part(j)
            && subject_kept(j)
            && theirs[j + 1..(j + 3).min(theirs.len())]
                .iter()
                .any(|(v, _)| same_word(banned, v));
        let before = is_one_of(w, &["not", "never"])
            && in_its_part(j)
            && theirs
                .get(j + 1)
                .is_some_and(|(v, _)| is_one_of(v, REJECTED))
            && theirs[j.saturating_sub(2)..j]
                .iter()
                .any(|(v, _)| same_word(banned, v));
        after || before
    })
}

/// Short parts that only stress the rule before them ("No exceptions.", "No, leave it.",
/// "Please don't forget.").
const STRESS_WORDS: &[&str] = &[
    "exceptions",
    "exception",
    "leave",
    "negotiable",
    "excuses",
    "ifs",
    "buts",
    "tolerance",
    "way",
    "ever",
    "kidding",
    "seriously",
    "please",
    "again",
    "period",
    "full",
    "stop",
    "it",
    "alone",
    "that's",
    "final",
    // "Please don't forget." (corpus36c).
    "forget",
];

/// Words that keep a rule binding in a rewrite.
const STILL_BINDS: &[&str] = &[
    "always",
    "never",
    "must",
    "only",
    "strictly",
    "every",
    "required",
    "mandatory",
    "no",
    "not",
    "don't",
    "do",
    "keep",
];

/// The rewrite still binds: it negates, or says one of [`STILL_BINDS`] ("always", "must",
/// "only", "keep"...), so a part of the original that only stressed the rule may go.
pub(super) fn still_binds(rewrite: &str) -> bool {
    negation_count(rewrite) > 0 || has_any(rewrite, STILL_BINDS)
}

/// "ALL NEEDLES SINGLE-USE. ... NO EXCEPTIONS." -> "Needles must be single-use ..., always.":
/// a short part that only stresses the rule before it ("No exceptions.", "No, leave it.",
/// "Not negotiable.") dropped from a rewrite that still binds ("always", "must", "don't").
fn stress_dropped_from_a_binding_rewrite(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, part);
    ours.len() <= 4
        && ours.iter().any(|(w, _)| is_negation_word(w))
        && ours
            .iter()
            .all(|(w, _)| is_negation_word(w) || is_one_of(w, STRESS_WORDS) || !is_content(w))
        && still_binds(rewrite)
}

/// Gates of a ban ("don't X unless Y").
const BAN_GATES: &[&str] = &["unless", "without", "before", "until", "till"];

/// "don't offer vouchers unless the guest asks" -> "voucher only on guest request"; "Doh
/// switch the vacuum over before the tank cool down" -> "vacuum switched over only after the
/// tank has cooled"; "Don't waive it without checking with Kez" -> "waivers need Kez's OK":
/// a ban with a gate ("unless", "without", "before", "until"; "doh" negating too) said again
/// by a part of the rewrite that keeps a word of the banned act and one of the gate, with
/// "only" ("need", "require") in place of the negation, no gate of its own, no negation and
/// no word the original never says but "request": the same gate. "Offer vouchers if the
/// guest asks" (no "only"), "... need a key unless testing", "only without a lifeguard" and
/// "only with engineer on the call" are still read.
fn gated_ban_said_as_only(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, part);
    // Trinidadian "doh" ("don't") negates too.
    let Some(k) = ours
        .iter()
        .position(|(w, _)| is_negation_word(w) || is_one_of(w, &["doh", "dohn"]))
    else {
        return false;
    };
    let Some(g) = ours[k..].iter().position(|(w, _)| is_one_of(w, BAN_GATES)) else {
        return false;
    };
    let (act, gate) = (&ours[k + 1..k + g], &ours[k + g + 1..]);
    let without = is_one_of(ours[k + g].0, &["without"]);
    let all = words(original, 0..original.len());
    parts(rewrite).into_iter().any(|t| {
        let theirs = words(rewrite, t.clone());
        // No gate of its own ("unless testing"), no gate turned ("only without a
        // lifeguard"), no one or nothing new ("only with engineer on the call") but a
        // request.
        let new_words = theirs.iter().filter(|(w, _)| {
            is_content(w)
                && !is_one_of(w, &["request", "requested", "ok", "okay", "approval"])
                && !all.iter().any(|(v, _)| same_word(v, w))
        });
        new_words.count() == 0
            && !says(&theirs, &["unless", "except", "if"])
            && (without || (negation_count(&rewrite[t]) == 0 && !says(&theirs, &["without"])))
            && says(
                &theirs,
                &[
                    "only", "need", "needs", "require", "requires", "required", "must",
                ],
            )
            && shared(act, &theirs) >= 1
            && shared(gate, &theirs) >= 1
    })
}

/// Words of American Southern, Trinidadian, Malaysian, New Zealand and Geordie English that name no one and
/// nothing a rule covers beyond its addressees: "y'all", "allyuh", particles ("lah").
const DIALECT_WORDS: &[&str] = &[
    "y'all",
    "yall",
    "y\u{2019}all",
    "allyuh",
    // New Zealand and Geordie greetings (corpus36c).
    "chur",
    "howay",
    "lah",
    "lor",
    "leh",
    // Nigerian "oga" ("boss", a title of address) and "abeg", Scots "ach" and "och",
    // Australian "crikey" (corpus36).
    "oga",
    "abeg",
    "ach",
    "och",
    "crikey",
    // Scouse "ay", Fijian "isa", "bula" and "vinaka", Bangladeshi "bhai" (corpus37c).
    "ay",
    "isa",
    "bula",
    "vinaka",
    "bhai",
];

/// "Y'all can run the big Heidelberg after hours" -> "Big Heidelberg: anyone may run it
/// after hours": a dialect word of address or a particle ("y'all", "allyuh", "lah") read as
/// the rule's scope: it names the people addressed, said again as "anyone" ("everyone",
/// "staff", "crew") or not at all. Another word read as the scope is still reported.
fn dialect_word_of_address(original: &str, from: &Range<usize>) -> bool {
    original.get(from.clone()).is_some_and(|w| {
        is_one_of(
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '\u{2019}'),
            DIALECT_WORDS,
        )
    })
}

/// "coach_comms_during_live_rounds: false" -> "coaches may not talk to players during live
/// rounds": a negation the rewrite adds that says again a setting the original turns off
/// ("key: false", "key = no", "off", "disabled"), a word of the setting's name said in the
/// rewrite's part. A negation added to a setting turned on is still reported.
fn false_setting_said_as_negation(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    if !has_any(original, &["false", "no", "off", "disabled", "none"]) {
        return false;
    }
    let Some(part) = part_holding(rewrite, to.start) else {
        return false;
    };
    let theirs = words(rewrite, part);
    original.lines().any(|line| {
        let Some((key, val)) = line.split_once([':', '=']) else {
            return false;
        };
        let val = val.trim().trim_matches(|c| matches!(c, '"' | ',' | '\''));
        is_one_of(val, &["false", "no", "off", "disabled", "none"])
            && key
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| w.len() > 3)
                .filter(|w| theirs.iter().any(|(v, _)| same_word(w, v)))
                .count()
                >= 2
    })
}

/// Faithful forms read in corpus35c, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "scope changed" => dialect_word_of_address(original, from),
        "negation added" => {
            to.is_some_and(|t| false_setting_said_as_negation(original, rewrite, t))
        }
        "prohibition became mention" | "negation dropped" => {
            ban_said_again_near_a_negation(original, from, rewrite)
                || gated_ban_said_as_only(original, from, rewrite)
        }
        "constraint deleted" => stress_dropped_from_a_binding_rewrite(original, from, rewrite),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A sentence said again with one number changed is reported; the same number in
    /// another form is not.
    #[test]
    fn one_number_changed_in_a_sentence_said_again() {
        assert_reports(
            "bound changed",
            &[
                (
                    "Substitutes: 2 per roster. Roster locks 48h before the first match.",
                    "Substitutes: 2 per roster. Roster locks 24h before the first match.",
                ),
                (
                    "Hold: 3 per member. Holds expire 72h after the pickup notice.",
                    "Hold: 3 per member. Holds expire 48h after the pickup notice.",
                ),
            ],
        );
        assert_faithful(&[(
            "Holds expire 72h after the pickup notice.",
            "Holds expire 72 hours after the pickup notice.",
        )]);
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

    /// "at least" said as "at most" is reported; the same direction said again is not.
    #[test]
    fn bound_turned_around() {
        assert_reports(
            "bound direction changed",
            &[(
                "Cool-down is at least 10 minutes between sets.",
                "Cool-down: 10 min between sets, at most.",
            )],
        );
        // (The first is reported before this reading is asked, as a scope change.)
        assert_changed(&[
            (
                "The signaller's rest break is at least 30 minutes after every 4 hours on the panel.",
                "Signaller: 30 min break per 4 hrs on panel, at most.",
            ),
            (
                "Each shift ends with a handover of at most 15 minutes.",
                "Shift handover: 15 minutes minimum.",
            ),
        ]);
        assert_faithful(&[
            (
                "Cool-down is at least 10 minutes between sets.",
                "Cool-down: minimum 10 min between sets.",
            ),
            (
                "Each shift ends with a handover of at most 15 minutes.",
                "Handover ≤ 15 min per shift.",
            ),
        ]);
    }

    /// A bounding count said as "a few" is reported; a narrative count is not.
    #[test]
    fn count_blurred() {
        assert_reports(
            "bound became approximation",
            &[
                (
                    "Bulky waste, is four items a household every quarter, dat is de cap.",
                    "Bulky waste: a few items per household each quarter.",
                ),
                (
                    "Guest passes: three per member each month, that's the limit.",
                    "Guest passes: a few per member each month.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Guest passes: three per member each month, that's the limit.",
                "Guest passes: max 3 per member monthly.",
            ),
            (
                "We saw three deer on the ridge this morning.",
                "Saw a few deer on the ridge this morning.",
            ),
        ]);
    }

    /// A ban said as "OK" or "may" is reported; "may ... at most" is not.
    #[test]
    fn ban_said_as_allowed() {
        assert_changed(&[
            (
                "Eh, the die-line for this batch cannot move even 1 mm.",
                "Die-line for this batch: minor adjustments OK.",
            ),
            (
                "Folks, the lab coats mustn't leave the lab.",
                "Lab coats may leave the lab.",
            ),
        ]);
        assert_faithful(&[(
            "Don't use more than 20% of the grant on travel.",
            "Travel may use at most 20% of the grant.",
        )]);
    }

    /// What the original tells to stop, said as done, is reported; said as banned, not.
    #[test]
    fn stopped_act_said_as_done() {
        assert_changed(&[
            (
                "Mi want you to stop sending reserve figures to the broker. Broker only get the claim status.",
                "Broker gets claim status and reserve figures on request.",
            ),
            (
                "Please quit posting draft rotas in the group chat.",
                "Draft rotas posted in the group chat on Mondays.",
            ),
        ]);
        assert_faithful(&[(
            "I need you to stop copying the finance team on vendor emails.",
            "Don't copy finance team on vendor emails.",
        )]);
    }

    /// A required approval gone is reported; said as "approves" or "sign-off", not.
    #[test]
    fn approval_gone() {
        assert_reports(
            "condition dropped",
            &[(
                "Proofs need the client's written OK before plates are made.",
                "Proofs sent to client before plates are made.",
            )],
        );
        assert_changed(&[(
            "Menus need the chef's written OK before they go to print.",
            "Menus sent to the chef before they go to print.",
        )]);
        assert_faithful(&[
            (
                "Menus need the chef's written OK before they go to print.",
                "Menus: chef approves in writing before print.",
            ),
            (
                "Any refund over $200 needs a manager's sign-off.",
                "Refunds > $200 require manager sign-off.",
            ),
            (
                "Trades above $1M need a second sign-off from risk.",
                "Risk must co-sign any trade over $1M.",
            ),
        ]);
    }

    /// Two conditioned values swapped are reported; said again with signs, not.
    #[test]
    fn conditioned_values_swapped() {
        assert_reports(
            "bound changed",
            &[
                (
                    "A maximum of 2 embryos may be transferred for patients under 40, and 3 for patients 40 and over.",
                    "Max 3 embryos transferred for patients under 40, 2 for 40+.",
                ),
                (
                    "Maximum 5 kg for bags under 40 cm, and 8 kg for bags 40 cm and over.",
                    "Bags under 40 cm: max 8 kg, 5 kg for 40+ cm.",
                ),
            ],
        );
        assert_faithful(&[(
            "Kids under 12 get 2 tokens, and 4 for those 12 and over.",
            "Tokens: 2 if <12, 4 if 12+.",
        )]);
    }

    /// A ratio hedged is reported; a ratio in signs is not.
    #[test]
    fn ratio_made_a_wish() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "Is one guide for every eight guests on de ice. If we short a guide, de ninth guest wait for de next departure.",
                    "One guide per eight guests where possible; extra guests can join if needed.",
                ),
                (
                    "Two marshals per 50 runners on the trail.",
                    "Ideally two marshals per 50 runners.",
                ),
            ],
        );
        assert_faithful(&[(
            "Two marshals per 50 runners on the trail.",
            "Trail: 2 marshals / 50 runners.",
        )]);
    }

    /// One person's task widened, given to another, or a ban moved to what was allowed, is
    /// reported; the same people, or the ban and the leave said again, are not.
    #[test]
    fn who_and_what_changed() {
        assert_changed(&[
            (
                "Is only Sipho does do de dehornin'. Rest of allyuh could help hold dem but dat's it.",
                "Dehorning: Sipho and crew handle it.",
            ),
            (
                "Only Priya signs off the payroll run.",
                "Payroll run: Priya and team sign off.",
            ),
            (
                "Read-only on the HMRC gateway; submissions are the payroll lead's job.",
                "HMRC gateway access: submissions handled by the assistant, payroll lead reviews.",
            ),
            (
                "Invoices must be approved by Lena before payment.",
                "Invoices approved by Marcus before payment.",
            ),
            (
                "Casters cannot reveal player earnings on stream ah. Prize pool total can mention, no problem.",
                "Casters: can't reveal prize pool totals on stream.",
            ),
            (
                "Guides must not post client faces online. Landscape shots can be posted freely.",
                "Guides: don't post landscape shots online.",
            ),
        ]);
        assert_faithful(&[
            (
                "You must file the expense report by Friday.",
                "Expense report filed by the assistant by Friday.",
            ),
            (
                "Staff cannot share patient names on the ward board. Bed numbers can go up, no problem.",
                "Ward board: no patient names; bed numbers fine.",
            ),
            (
                "Students can borrow up to five books. E-books don't count toward that limit.",
                "Students can borrow up to five books, not counting e-books.",
            ),
        ]);
    }

    /// A ban said again near a negation, a gated ban said with "only", and a stress part
    /// dropped from a binding rewrite are faithful; a ban narrowed, or its gate made "if", is
    /// still reported.
    #[test]
    fn bans_said_again() {
        assert_faithful(&[
            (
                "Late orders roll to next week — don't you rush them through.",
                "Late orders → next week, never rushed through.",
            ),
            (
                "No verbal handbacks. SN-214 remains at danger until the possession is handed back in writing.",
                "SN-214 at danger till written handback (verbal handback not accepted).",
            ),
            (
                "Refunds for weather cancellations within five business days; don't offer vouchers unless the guest asks.",
                "Weather cxl: refund ≤ 5 business days; voucher only on guest request.",
            ),
            (
                "Don't lend the projector unless the borrower signs the sheet.",
                "Lend the projector only once the borrower signs the sheet.",
            ),
            (
                "Doh open de cold room before de delivery checked.",
                "Cold room opened only after the delivery is checked.",
            ),
            (
                "ALL HELMETS ON IN THE YARD. NO EXCEPTIONS.",
                "Helmets must be worn in the yard, always.",
            ),
            (
                "The straw log stays as it is until the audit. No, leave it.",
                "Don't modify straw log before audit.",
            ),
        ]);
        assert_changed(&[
            (
                "No open flames anywhere in the barn or the hayloft.",
                "No open flames in the barn.",
            ),
            (
                "Don't lend the projector unless the borrower signs the sheet.",
                "Projector lent if the borrower asks.",
            ),
        ]);
    }

    /// A dialect word of address read as a scope, and a setting turned off said as a
    /// negation, are faithful; another actor widened, or a setting turned on said as a
    /// negation, are still reported.
    #[test]
    fn dialect_address_and_false_settings() {
        assert_faithful(&[
            (
                "Y'all can run the big Heidelberg after hours, but only Darnell's allowed to change the blankets on it.",
                "Big Heidelberg: anyone may run it after hours; blanket changes = Darnell only.",
            ),
            (
                "Y'all can take the van on weekends, but only Rosa fuels it.",
                "Van: anyone may take it on weekends; fueling = Rosa only.",
            ),
            (
                "roster_lock: 48h before first match\nsubstitutes_max: 2\ncoach_comms_during_live_rounds: false",
                "Roster locks 48 hours pre-first match; max two subs; coaches may not talk to players during live rounds.",
            ),
            (
                "late_checkout_allowed: false\nbreakfast_included: true",
                "Late checkout not allowed; breakfast included.",
            ),
        ]);
        assert_changed(&[
            (
                "The interns can take the van on weekends, but only Rosa fuels it.",
                "Van: anyone may take it on weekends; fueling = Rosa only.",
            ),
            (
                "late_checkout_allowed: true\nbreakfast_included: true",
                "Late checkout not allowed; breakfast included.",
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
}
