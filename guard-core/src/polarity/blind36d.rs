//! Readings from the blind corpus s36d (corpus36d, rewrites): changes the rule comparison did
//! not see, read from the two texts alone when nothing else was found (a qualifier of a rule
//! cut or a noun added to its place, a bound said "roughly", a ban or duty said as advice or
//! "optional", an "only" widened to "elsewhere", the other state of a contrast dropped, a
//! gated ban whose ban went, a trial given up said in force), each behind a cheap screen (a
//! word the shape needs) before any sentence is read, on the words each text was cut into
//! once ([`TextReading`]).

use std::ops::Range;

use super::blind34a::holds_any_phrase as has_any;
use super::words::{TextReading, Word, is_content, part_holding, parts};
use super::{
    common_prefix_ignoring_case, common_suffix_ignoring_case, is_negation_word, is_one_of,
    negation_count,
};
use crate::classify::lexicon::looks_past;

/// A change read from the two texts alone: its kind, and its ranges in the original and the
/// rewrite (none when the rewrite dropped it).
type Missed = (&'static str, Range<usize>, Option<Range<usize>>);

/// Words that make a sentence a rule, beside a negation.
const BINDING: &[&str] = &[
    "must", "only", "always", "required", "allowed", "may", "need", "needs", "have to", "has to",
];

/// `text` states a rule: a negation or a word of [`BINDING`].
fn binds(text: &str) -> bool {
    negation_count(text) > 0 || has_any(text, BINDING)
}

/// Words that open a qualifier of place, time or party ("at low water", "to anyone who ...").
const QUALIFIER_HEADS: &[&str] = &[
    "at", "in", "on", "during", "after", "before", "within", "outside", "inside", "to", "for",
    "near", "from", "between", "under", "over", "while", "when", "below", "above", "beyond",
    "past", "with", "without", "by",
];

/// Words of a qualifier that says no more than the rule did ("at all times", "at any time",
/// "in any case", "for any reason").
const FILLERS: &[&str] = &[
    "any",
    "all",
    "ever",
    "whatsoever",
    "whatever",
    "please",
    "times",
    "circumstances",
    "reason",
    "case",
    "itself",
    "area",
    "premises",
    "strictly",
    "generally",
    "too",
    "also",
    "directly",
    "explicitly",
    "absolutely",
    "really",
    "completely",
    "entirely",
    "properly",
    "clearly",
    "specifically",
    "obviously",
];

/// "Boats over 12 m must not use the fuel pontoon at low water." -> "Boats over 12 m must not
/// use the fuel pontoon.", "No spikes in the pavilion." -> "No spikes in the pavilion bar.":
/// the two texts of a rule differ in one stretch of whole words, which one of them holds and
/// the other does not. A qualifier of the original cut (a stretch that opens with a word of
/// [`QUALIFIER_HEADS`] and names something) drops a condition; one or two nouns the rewrite
/// adds right after a noun narrow the place. A stretch holding a word of [`FILLERS`] ("at all
/// times", "directly") is no change.
fn qualifier_cut_or_added(original: &str, rewrite: &str) -> Option<Missed> {
    let (o, r) = (original.as_bytes(), rewrite.as_bytes());
    let start = common_prefix_ignoring_case(o, r);
    let end = common_suffix_ignoring_case(&o[start..], &r[start..]);
    let (o_mid, r_mid) = (start..o.len() - end, start..r.len() - end);
    // One side holds the stretch, the other nothing.
    let (text, mid, cut) = match (o_mid.is_empty(), r_mid.is_empty()) {
        (false, true) => (original, o_mid, true),
        (true, false) => (rewrite, r_mid, false),
        _ => return None,
    };
    let stretch = text.get(mid.clone())?;
    // Whole words: the stretch opens with a space after a word, and is followed by no letter.
    let before = text[..mid.start].chars().next_back();
    let after = text[mid.end..].chars().next();
    if !stretch.starts_with(' ')
        || !before.is_some_and(char::is_alphanumeric)
        || after.is_some_and(char::is_alphanumeric)
        || !binds(original)
    {
        return None;
    }
    let ws = super::words::words(text, mid.clone());
    let filler = |(w, _): &Word<'_>| is_one_of(w, FILLERS);
    if ws.is_empty() || ws.iter().any(filler) {
        return None;
    }
    let whole = |t: &str| 0..t.trim_end().len();
    if cut {
        (is_one_of(ws[0].0, QUALIFIER_HEADS) && ws[1..].iter().any(|(w, _)| is_content(w)))
            .then(|| ("condition dropped", mid, Some(whole(rewrite))))
    } else {
        // One or two nouns glued to the noun before them: no punctuation, no number.
        let last_before = super::words::last_word(text, mid.start)?;
        (ws.len() <= 2
            && is_content(last_before)
            && ws
                .iter()
                .all(|(w, _)| is_content(w) && w.bytes().all(|b| b.is_ascii_alphabetic()))
            && stretch
                .bytes()
                .all(|b| b.is_ascii_alphabetic() || b == b' '))
        .then(|| ("scope changed", whole(original), Some(mid)))
    }
}

/// Words that make a bound an estimate.
const ROUGHLY: &[&str] = &[
    "roughly",
    "about",
    "around",
    "approximately",
    "approx",
    "circa",
    "~",
];

/// Words that make a number of the original a bound ("not a minute longer", "sharp").
const FIRM: &[&str] = &[
    "max", "maximum", "at most", "limit", "cap", "sharp", "exactly", "strictly", "must", "only",
    "longer", "later", "more",
];

/// "Library sessions are 45 minutes per wing, not a minute longer." -> "Library sessions
/// roughly 45 min per wing.": a number of the rewrite after a word of [`ROUGHLY`] that the
/// original states bare, in a text that makes it a bound (a word of [`FIRM`], a negation) and
/// tells nothing that happened ("sent no more than 280 parcels" is a count, not a bound).
fn bound_said_roughly(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // Screen: a word of estimate in the rewrite, none in the original, a digit in both.
    if !r.holds_any_phrase(ROUGHLY)
        || o.holds_any_phrase(ROUGHLY)
        || !o.text.bytes().any(|b| b.is_ascii_digit())
        || !(o.holds_any_phrase(FIRM) || negation_count(o.text) > 0)
        || o.words().iter().any(|(w, _)| looks_past(w))
    {
        return None;
    }
    let theirs = r.words();
    theirs.windows(2).find_map(|pair| {
        let [(a, _), (n, at)] = pair else { return None };
        let digits = |w: &str| w.bytes().take_while(u8::is_ascii_digit).count();
        let d = digits(n);
        if !is_one_of(a, ROUGHLY) || d == 0 {
            return None;
        }
        let value = &n[..d];
        o.words()
            .iter()
            .find(|(w, _)| digits(w) == d && w[..d] == *value)
            .map(|(_, from)| ("bound became approximation", from.clone(), Some(at.clone())))
    })
}

/// Words that make a part a duty or a ban.
const HARD: &[&str] = &[
    "compulsory",
    "mandatory",
    "obligatory",
    "required",
    "must",
    "mustn't",
    "can't",
    "cannot",
    "never",
    "not allowed",
    "forbidden",
    "banned",
    "prohibited",
];

/// Words that leave a thing to choice or advise it.
const SOFT: &[&str] = &[
    "optional",
    "voluntary",
    "best",
    "ideally",
    "preferably",
    "recommended",
    "where possible",
    "if possible",
    "try to",
    "encouraged",
];

/// "..., but the avalanche briefing is compulsory." -> "... avalanche briefing optional.",
/// "Installers can't do jobs in Sandton estates after 17:00 ..." -> "Sandton estate jobs best
/// finished by 17:00": a part of the rewrite that leaves to choice or advises (a word of
/// [`SOFT`]) with no word of duty, ban or negation, sharing two names (no number) with a part of
/// the original that binds (a word of [`HARD`] not denied, no word of choice): the duty or
/// ban became advice.
fn rule_softened(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // Screen: a soft word in the rewrite, a hard one in the original, none in the rewrite.
    if !r.holds_any_phrase(SOFT) || !o.holds_any_phrase(HARD) || r.holds_any_phrase(HARD) {
        return None;
    }
    // A part that binds: a word of duty or ban not denied ("aren't required" leaves it to
    // choice), and no word of choice of its own.
    let ours = o.words();
    let hard_parts: Vec<Range<usize>> = parts(o.text)
        .into_iter()
        .filter(|p| {
            let part = &o.text[p.clone()];
            !has_any(part, SOFT)
                && (0..ours.len()).any(|k| {
                    p.contains(&ours[k].1.start)
                        && is_one_of(ours[k].0, HARD)
                        && !(k > 0 && is_negation_word(ours[k - 1].0))
                })
        })
        .collect();
    parts(r.text).into_iter().find_map(|p| {
        let part = &r.text[p.clone()];
        if !has_any(part, SOFT) || negation_count(part) > 0 || has_any(part, &["only", "should"]) {
            return None;
        }
        let held: Vec<usize> = (0..r.words().len())
            .filter(|&k| p.contains(&r.words()[k].1.start) && is_content(r.words()[k].0))
            .collect();
        hard_parts.iter().find_map(|h| {
            // Names shared, not numbers ("1–50" of a schema's "optional" field).
            let named = |w: &str| is_content(w) && !w.bytes().any(|b| b.is_ascii_digit());
            let shared = (0..o.words().len())
                .filter(|&j| h.contains(&o.words()[j].1.start) && named(o.words()[j].0))
                .filter(|&j| held.iter().any(|&k| o.keys()[j].same(&r.keys()[k])))
                .count();
            (shared >= 2).then(|| ("modality weakened", h.clone(), Some(p.clone())))
        })
    })
}

/// Words that widen a place to every other one.
const ELSEWHERE: &[&str] = &["elsewhere", "anywhere", "any other", "wherever"];

/// "Only braai in the designated area by the clubhouse" -> "Braais OK by the clubhouse or
/// elsewhere if careful": an "only" rule whose rewrite allows "elsewhere" or "anywhere" (not
/// denied, not followed by "except", "but", "other than", "outside").
fn only_widened_to_elsewhere(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // Screen: "only" in the original, a word of elsewhere in the rewrite and not in the original.
    if !o.holds_any_phrase(&["only"])
        || !r.holds_any_phrase(ELSEWHERE)
        || o.holds_any_phrase(ELSEWHERE)
    {
        return None;
    }
    let ws = r.words();
    let k = ws
        .iter()
        .position(|(w, _)| is_one_of(w, &["elsewhere", "anywhere", "wherever", "other"]))?;
    let part = part_holding(r.text, ws[k].1.start)?;
    let denied = ws[..k]
        .iter()
        .rev()
        .take_while(|(_, at)| at.start >= part.start)
        .take(4)
        .any(|(w, _)| is_negation_word(w) || is_one_of(w, &["nowhere"]));
    let excepted = ws[k + 1..]
        .iter()
        .take(2)
        .any(|(w, _)| is_one_of(w, &["except", "but", "than", "besides", "outside", "apart"]));
    let only = o.words().iter().find(|(w, _)| is_one_of(w, &["only"]))?;
    (!denied && !excepted).then(|| ("scope changed", only.1.clone(), Some(ws[k].1.clone())))
}

/// States that a contrast sets against each other.
const STATES: &[(&str, &str)] = &[
    ("open", "closed"),
    ("open", "shut"),
    ("locked", "unlocked"),
    ("allowed", "banned"),
    ("allowed", "forbidden"),
    ("indoors", "outdoors"),
    ("inside", "outside"),
    ("hot", "cold"),
    ("public", "private"),
];

/// "... want the casket closed at the church, but open for the home viewing." -> "... casket
/// closed at church and at home.": the original sets two states against each other ("but",
/// "except", "whereas"), and the rewrite keeps one, dropped the other, and names after the one
/// it kept, in the same part, a content word said in the three words after the state it
/// dropped: that place got the kept state ("Pool: members only, closed to guests" names the
/// members before the state).
fn contrast_state_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // Screen: a word of contrast in the original.
    if !o.holds_any_phrase(&["but", "except", "whereas", "while"]) {
        return None;
    }
    STATES.iter().find_map(|&(a, b)| {
        if !(o.holds_any_phrase(&[a]) && o.holds_any_phrase(&[b])) {
            return None;
        }
        let (kept, dropped) = match (r.holds_any_phrase(&[a]), r.holds_any_phrase(&[b])) {
            (true, false) => (a, b),
            (false, true) => (b, a),
            _ => return None,
        };
        let ours = o.words();
        let k = ours.iter().position(|(w, _)| is_one_of(w, &[dropped]))?;
        // The state kept in the rewrite, and the part it is said in.
        let theirs = r.words();
        let s = theirs.iter().position(|(w, _)| is_one_of(w, &[kept]))?;
        let part = part_holding(r.text, theirs[s].1.start)?;
        let named = (k + 1..(k + 4).min(ours.len()))
            .filter(|&j| is_content(ours[j].0))
            .find_map(|j| {
                let ks = o.keys();
                (s + 1..theirs.len())
                    .take_while(|&i| theirs[i].1.start < part.end)
                    .find(|&i| r.keys()[i].same(&ks[j]))
                    .map(|i| theirs[i].1.clone())
            })?;
        Some(("condition dropped", ours[k].1.clone(), Some(named)))
    })
}

/// Words of a gate or of waiting that keep a gated ban's order.
const HOLDS: &[&str] = &[
    "hold", "held", "wait", "waits", "until", "till", "before", "after", "first", "pending",
    "once", "then", "only", "awaiting", "await", "later", "→", "->",
];

/// "Lot 88 blisters don't release first, wait QA lady sign." -> "Lot 88 blisters: QA lady to
/// sign.": a verb of the original negated as an order ("don't", "never", "do not"; not "no
/// more than") gated in its part ("first", "until", "before",
/// "unless"), and a rewrite of the same thing (a content word shared) with no negation, no
/// word of [`HOLDS`] and not the verb: the ban went, only the step after it is left.
fn gated_ban_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // Screen: a negation in the original, none in the rewrite, a gate in the original.
    if negation_count(r.text) > 0
        || negation_count(o.text) == 0
        || !o.holds_any_phrase(&["first", "until", "till", "before", "unless"])
        || r.holds_any_phrase(HOLDS)
    {
        return None;
    }
    let ours = o.words();
    // An order's negation ("don't", "never", "must not"), not a count's ("no more than").
    let order_negation = |k: usize| {
        let w = ours[k].0;
        is_negation_word(w)
            && (!is_one_of(w, &["no", "not", "none", "nobody", "nothing"])
                || is_one_of(w, &["not"])
                    && k > 0
                    && is_one_of(ours[k - 1].0, &["do", "does", "must", "should", "may"]))
    };
    let k = (0..ours.len().saturating_sub(1)).find(|&k| {
        order_negation(k) && is_content(ours[k + 1].0) && {
            let part = part_holding(o.text, ours[k].1.start).unwrap_or(0..o.text.len());
            o.text
                .get(ours[k + 1].1.end..part.end)
                .is_some_and(|rest| has_any(rest, &["first", "until", "till", "before", "unless"]))
        }
    })?;
    let verb = &o.keys()[k + 1];
    if r.keys().iter().any(|rk| rk.same(verb)) {
        return None;
    }
    let shares =
        (0..k).any(|j| is_content(ours[j].0) && r.keys().iter().any(|rk| rk.same(&o.keys()[j])));
    shares.then(|| {
        (
            "negation dropped",
            ours[k].1.start..ours[k + 1].1.end,
            Some(0..r.text.trim_end().len()),
        )
    })
}

/// Words that tell of a trial, and words that tell it was given up.
const TRIED: &[&str] = &["tried", "trialled", "trialed", "piloted", "experimented"];
const GIVEN_UP: &[&str] = &[
    "back",
    "reverted",
    "scrapped",
    "abandoned",
    "dropped",
    "gave",
    "ditched",
    "undid",
];

/// "We tried capping lesson groups at 8 last season but went back to 10." -> "Lesson groups
/// capped at 8.": a number of a trial the original says was given up ("went back to",
/// "reverted", "scrapped") is said in the rewrite, with no word of the trial or of its end and
/// none of the numbers after the end: the abandoned value is stated in force.
fn trial_made_binding(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // Screen: a trial and a digit in the original, no word of trial or past in the rewrite.
    if !o.holds_any_phrase(TRIED)
        || !r.text.bytes().any(|b| b.is_ascii_digit())
        || r.holds_any_phrase(&[
            "tried",
            "trial",
            "trialled",
            "pilot",
            "piloted",
            "back",
            "reverted",
            "used to",
            "previously",
            "was",
            "were",
            "experiment",
            "formerly",
            "scrapped",
            "dropped",
        ])
    {
        return None;
    }
    let ours = o.words();
    let t = ours.iter().position(|(w, _)| is_one_of(w, TRIED))?;
    let g = t + ours[t..].iter().position(|(w, _)| is_one_of(w, GIVEN_UP))?;
    let is_number = |w: &str| w.starts_with(|c: char| c.is_ascii_digit());
    let said = |w: &str| {
        r.words()
            .iter()
            .find(|(v, _)| *v == w)
            .map(|(_, at)| at.clone())
    };
    if ours[g..]
        .iter()
        .any(|(w, _)| is_number(w) && said(w).is_some())
    {
        return None;
    }
    ours[t..g]
        .iter()
        .filter(|(w, _)| is_number(w))
        .find_map(|(w, at)| said(w).map(|to| ("constraint added", at.clone(), Some(to))))
}

/// Words a dialect opens a sentence with that carry no rule ("Ag, the regatta ...", "Tidy
/// job, but ...", "Eish, ...", "Wah, ...").
const DISCOURSE: &[&str] = &[
    "ag", "eish", "ja", "hey", "boet", "bru", "shame", "tidy", "lah", "leh", "lor", "wah", "aiyo",
    "aiyah", "alamak", "butt", "bach", "oi", "right", "well", "listen", "look",
];

/// "Ag, the regatta was a lekker day ..." -> "Regatta good; ...", "Tidy job, but the bite's
/// to be checked ..." -> "Check bite ...": the word the rewrite left out is a dialect's opener
/// ([`DISCOURSE`]), one of the first two words of its part with a comma right after it or
/// after the next word.
fn opener_left_out(original: &str, from: &Range<usize>) -> bool {
    let Some(word) = original.get(from.clone()) else {
        return false;
    };
    if !is_one_of(word, DISCOURSE) {
        return false;
    }
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ws = super::words::words(original, part.start..part.end);
    let Some(k) = ws.iter().position(|(_, at)| at == from) else {
        return false;
    };
    let comma_after = |j: usize| {
        ws.get(j)
            .is_some_and(|(_, at)| original[at.end..].starts_with(','))
    };
    k <= 1 && (comma_after(k) || k == 0 && comma_after(k + 1))
}

/// "Don't restart unit 1 without a call to the grid operator first." -> "Unit 1 restart:
/// call grid operator first.": the number said dropped names a thing ("unit 1", "gate 2",
/// "van 3"), and the rewrite says the same name.
fn numbered_name_kept(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(number) = original.get(from.clone()) else {
        return false;
    };
    if !number.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    super::words::last_word(original, from.start)
        .is_some_and(|name| is_content(name) && has_any(rewrite, &[&format!("{name} {number}")]))
}

/// "Make sure the dish faces north-east ..., otherwise you'll be back there tomorrow." ->
/// "Dish must face NE (Intelsat).": the bound said dropped is in what follows an "otherwise"
/// or "or else" of its part: a consequence told, not the rule.
fn in_a_consequence(original: &str, from: &Range<usize>) -> bool {
    part_holding(original, from.start)
        .and_then(|p| original.get(p.start..from.start))
        .is_some_and(|lead| has_any(lead, &["otherwise", "or else"]))
}

/// "Line clearance needs two signatures, one of them from QA." -> "Line clearance: 2 sigs,
/// ≥1 from QA.": the bound the rewrite adds is "at least one" and the original says "one of"
/// a group (not "only one of", "exactly one of").
fn one_of_said_as_at_least_one(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    let added = rewrite.get(to.clone()).unwrap_or("");
    let at_least_one = matches!(added.trim(), "≥1" | "≥ 1" | "1+" | ">=1" | ">= 1")
        || has_any(added, &["at least one", "at least 1"]);
    at_least_one
        && has_any(original, &["one of them", "one of the", "one of which"])
        && !has_any(original, &["only one", "exactly one", "just one"])
}

/// "Hot work ... requires a permit ..., obtained in advance." -> "... advance permit from
/// marina office required.": the condition said dropped is a preposition and one word ("in
/// advance", "on arrival", "by hand"), and the rewrite says that word.
fn condition_said_as_a_modifier(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let ws = super::words::words(original, from.clone());
    matches!(&ws[..], [(head, _), (word, _)]
        if is_one_of(head, &["in", "on", "at", "upon", "by"])
            && is_content(word)
            && has_any(rewrite, &[word]))
}

/// Words of a rewrite that hold a thing back until an event.
const WAITS: &[&str] = &[
    "waits until",
    "wait until",
    "on hold until",
    "held until",
    "held back until",
    "waits till",
];

/// "Don't start milling until the dentist approves the digital design." -> "Milling waits
/// until the dentist has approved the digital design.": a negated order gated by "until"
/// said as the thing waiting ([`WAITS`]) for the same event (a content word after "until"
/// said after it in both), the change read at the negation or at the whole part.
fn ban_until_said_as_waiting(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(text) = part_holding(original, from.start).and_then(|p| original.get(p)) else {
        return false;
    };
    if negation_count(text) == 0 || !has_any(rewrite, WAITS) {
        return false;
    }
    fn after_until(t: &str) -> Vec<Word<'_>> {
        let ws = super::words::words(t, 0..t.len());
        let k = ws
            .iter()
            .position(|(w, _)| is_one_of(w, &["until", "till"]));
        k.map(|k| ws[k + 1..].to_vec()).unwrap_or_default()
    }
    let (ours, theirs) = (after_until(text), after_until(rewrite));
    ours.iter()
        .any(|(w, _)| is_content(w) && theirs.iter().any(|(v, _)| super::words::same_word(w, v)))
}

/// Words said in another form that means the same ("beside" and "next to", "°C" and "degrees
/// C", "closes" and "shuts", "that contain" and "w/").
const SAID_OTHERWISE: &[(&str, &str)] = &[
    ("beside", "next to"),
    ("beside", "alongside"),
    ("°C", "degrees C"),
    ("°F", "degrees F"),
    ("closes", "shuts"),
    ("close", "shut"),
    ("closed", "shut"),
    ("contain", "w/"),
    ("contains", "w/"),
    ("containing", "w/"),
];

/// "Don't let beginners ride the chairlift without an instructor beside them." -> "...
/// only with an instructor next to them.": the word said changed is one side of a pair of
/// [`SAID_OTHERWISE`], either way round (the change's own word, on either side, or the first
/// word of the rewrite's: "degrees" of "degrees C"), the original says it and the rewrite
/// says its counterpart instead.
fn word_said_otherwise((original, from): (&str, &str), (rewrite, to): (&str, &str)) -> bool {
    let (from, to) = (from.trim(), to.trim());
    let mut either_way = SAID_OTHERWISE.iter().flat_map(|&(a, b)| [(a, b), (b, a)]);
    either_way.any(|(a, b)| {
        let first = b.split(' ').next().unwrap_or(b);
        (from.eq_ignore_ascii_case(a)
            || to.eq_ignore_ascii_case(b)
            || to.eq_ignore_ascii_case(first))
            && has_any(original, &[a])
            && has_any(rewrite, &[b])
            && !has_any(rewrite, &[a])
    })
}

/// "Under-18s are not allowed ..." -> "No alcohol for U18s ...": an age band "under-N" said
/// as "UN" with the same N.
fn age_band_abbreviated(from: &str, to: &str) -> bool {
    let lower = from.trim().to_ascii_lowercase();
    let Some(rest) = lower.strip_prefix("under") else {
        return false;
    };
    let n = rest
        .trim_start_matches(['-', ' '])
        .trim_end_matches(['s', '\'']);
    !n.is_empty()
        && n.bytes().all(|b| b.is_ascii_digit())
        && (has_any(to, &[&format!("u{n}")]) || has_any(to, &[&format!("u{n}s")]))
}

/// Words that make a thing a duty.
const DUTY: &[&str] = &[
    "mandatory",
    "compulsory",
    "required",
    "must",
    "always",
    "every",
    "each",
];

/// "Every batch must do the leak test, don't skip ah." -> "Leak test mandatory for every
/// batch.": the negation said dropped denies skipping, missing or forgetting, and the rewrite
/// says the duty ([`DUTY`]).
fn skipping_denied_said_as_a_duty(original: &str, from: &Range<usize>, to: &str) -> bool {
    let next = super::words::words(original, from.end..original.len().min(from.end + 20));
    next.first().is_some_and(|(w, _)| {
        is_one_of(w, &["skip", "miss", "forget", "omit", "neglect", "ignore"])
    }) && has_any(to, DUTY)
}

/// "... and no drinks leave the clubhouse." -> "...; drinks stay in clubhouse.": the
/// negation said dropped denies leaving a place (within three words), and the rewrite says
/// the thing stays or remains in that place.
fn leaving_denied_said_as_staying(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ours = super::words::words(original, from.end..part.end);
    let Some(k) = ours
        .iter()
        .take(3)
        .position(|(w, _)| is_one_of(w, &["leave", "leaves", "exit", "exits"]))
    else {
        return false;
    };
    let Some((place, _)) = ours[k + 1..].iter().find(|(w, _)| is_content(w)) else {
        return false;
    };
    let theirs = super::words::words(rewrite, 0..rewrite.len());
    let stays_in_the_place = theirs.windows(2).enumerate().any(|(j, pair)| {
        is_one_of(pair[0].0, &["stay", "stays", "remain", "remains"])
            && is_one_of(pair[1].0, &["in", "inside", "within", "at", "on"])
            && theirs[j + 2..]
                .iter()
                .take(2)
                .any(|(w, _)| super::words::same_word(w, place))
    });
    stays_in_the_place || stays_until_the_gate(&ours[k + 1..], &theirs)
}

/// "Nobody is to leave the studio before the presenter is in the chair." -> "Stay until
/// the presenter is in the chair.": after the leaving denied, the gate it waits for ("until",
/// "before" and its clause), and the rewrite's "stay" or "remain" followed within three
/// words by "until" or "till" and a content word of that gate (session 39, pol39b). "Stay
/// at the desk" with no gate, or another gate, is not read.
fn stays_until_the_gate(ours: &[Word<'_>], theirs: &[Word<'_>]) -> bool {
    let Some(g) = ours
        .iter()
        .position(|(w, _)| is_one_of(w, &["until", "till", "before"]))
    else {
        return false;
    };
    let gate: Vec<&str> = ours[g + 1..]
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| is_content(w))
        .collect();
    theirs.iter().enumerate().any(|(j, (w, _))| {
        is_one_of(w, &["stay", "stays", "remain", "remains"])
            && theirs[j + 1..]
                .iter()
                .take(4)
                .enumerate()
                .any(|(u, (x, _))| {
                    is_one_of(x, &["until", "till"])
                        && theirs[j + 2 + u..]
                            .iter()
                            .any(|(y, _)| gate.iter().any(|g| super::words::same_word(y, g)))
                })
    })
}

/// corpus36d's faithful forms, a filter over the kinds of change it names: `from` the
/// original's span of the change, `to` the rewrite's.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    let Some(from) = from else {
        return what == "bound added"
            && to.is_some_and(|to| one_of_said_as_at_least_one(original, rewrite, to));
    };
    // The words each side of the change names.
    let (said, says) = (
        original.get(from.clone()).unwrap_or(""),
        to.and_then(|t| rewrite.get(t.clone())).unwrap_or(""),
    );
    match what {
        "scope changed" => {
            opener_left_out(original, from)
                || word_said_otherwise((original, said), (rewrite, says))
                || age_band_abbreviated(said, says)
        }
        "bound dropped" => {
            numbered_name_kept(original, from, rewrite) || in_a_consequence(original, from)
        }
        "condition dropped" => condition_said_as_a_modifier(original, from, rewrite),
        "prohibition became mention" => ban_until_said_as_waiting(original, from, rewrite),
        "negation dropped" => {
            ban_until_said_as_waiting(original, from, rewrite)
                || skipping_denied_said_as_a_duty(original, from, says)
                || leaving_denied_said_as_staying(original, from, rewrite)
        }
        _ => false,
    }
}

/// corpus36d's changes read from the two texts alone, when nothing else was found.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    qualifier_cut_or_added(o.text, r.text)
        .or_else(|| bound_said_roughly(o, r))
        .or_else(|| rule_softened(o, r))
        .or_else(|| only_widened_to_elsewhere(o, r))
        .or_else(|| contrast_state_dropped(o, r))
        .or_else(|| gated_ban_dropped(o, r))
        .or_else(|| trial_made_binding(o, r))
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A qualifier of a rule cut, or a noun added to its place, is reported; a qualifier that
    /// says no more ("at any time", "under any circumstances", "at all") is not.
    #[test]
    fn a_qualifier_cut_or_a_noun_added_to_the_place() {
        assert_reports(
            "condition dropped",
            &[
                (
                    "Boats over 12 m must not use the fuel pontoon at low water.",
                    "Boats over 12 m must not use the fuel pontoon.",
                ),
                (
                    "Never leave the kiln door open after firing.",
                    "Never leave the kiln door open.",
                ),
            ],
        );
        assert_changed(&[
            (
                "Don't quote prices over the phone to anyone who isn't the arranging family member.",
                "Don't quote prices over the phone.",
            ),
            (
                "No spikes in the pavilion.",
                "No spikes in the pavilion bar.",
            ),
            (
                "No phones in the theatre.",
                "No phones in the theatre foyer.",
            ),
        ]);
        assert_faithful(&[
            (
                "Never leave the kiln door open at any time.",
                "Never leave the kiln door open.",
            ),
            (
                "Do not feed the animals under any circumstances.",
                "Do not feed the animals.",
            ),
            (
                "No smoking on the premises.",
                "No smoking on the premises at all.",
            ),
            (
                "No phones in the theatre.",
                "No phones in the theatre, please.",
            ),
        ]);
    }

    /// A firm bound said "roughly" or "about" is reported; a count of what happened said so
    /// is not.
    #[test]
    fn a_firm_bound_said_roughly() {
        assert_reports(
            "bound became approximation",
            &[
                (
                    "Library sessions are 45 minutes per wing, not a minute longer.",
                    "Library sessions roughly 45 min per wing.",
                ),
                (
                    "Each tenant gets exactly 2 parking permits.",
                    "Each tenant gets around 2 parking permits.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The ferry took no more than 40 minutes yesterday.",
                "Ferry took about 40 min yesterday.",
            ),
            (
                "The Saturday team cleaned no fewer than 160 rooms, a record.",
                "Saturday team: record day, roughly 160 rooms.",
            ),
        ]);
    }

    /// A duty or a ban said as "optional" or as advice is reported; a duty denied ("aren't
    /// required") said as optional, or a text that keeps the duty, is not.
    #[test]
    fn a_duty_or_ban_said_as_optional_or_advice() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "You can skip the morning meeting on your day off lessons, but the avalanche briefing is compulsory.",
                    "Day off lessons: morning meeting and avalanche briefing optional.",
                ),
                (
                    "Van 3 has a flat. Installers can't do jobs in Sandton estates after 17:00 because of the estate rules. LNB stock is low.",
                    "Van 3 flat; Sandton estate jobs best finished by 17:00; LNBs low.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Helmets aren't required on the lower trail.",
                "Helmets optional on lower trail.",
            ),
            (
                "Attendance is compulsory for the safety talk; the social is optional.",
                "Safety talk compulsory; social optional.",
            ),
            (
                "`max_results` (int, optional): number of flights to return; must be between 1 and 50, defaults to 10.",
                "`max_results`: optional int, 1–50, default 10.",
            ),
        ]);
    }

    /// An "only" rule widened to "elsewhere" or "anywhere" is reported; one that keeps the
    /// "only" is not.
    #[test]
    fn an_only_rule_widened_to_elsewhere() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Only braai in the designated area by the clubhouse, hey — the committee's dead strict.",
                    "Braais OK by the clubhouse or elsewhere if careful.",
                ),
                (
                    "Only park in the staff bays behind the gym.",
                    "Parking OK in staff bays behind gym or anywhere nearby.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Only braai at the lapa by the pool.",
                "Braai at the lapa by the pool only.",
            ),
            (
                "Only store solvents in the yellow cabinet.",
                "Solvents: yellow cabinet only.",
            ),
        ]);
    }

    /// The other state of a contrast dropped, its place given the kept one, is reported; both
    /// states kept is not.
    #[test]
    fn the_other_state_of_a_contrast_dropped() {
        assert_reports(
            "condition dropped",
            &[
                (
                    "The Dlamini family want the casket closed at the church, but open for the home viewing.",
                    "Dlamini family: casket closed at church and at home.",
                ),
                (
                    "Phones are allowed in the lobby but banned in the exam hall.",
                    "Phones banned in lobby and exam hall.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Keep the fire door locked at night, but unlocked during opening hours.",
                "Fire door: locked at night, unlocked in opening hours.",
            ),
            (
                "The hatch stays open for deliveries but shut overnight.",
                "Hatch: deliveries, open; overnight, shut.",
            ),
        ]);
    }

    /// A gated ban whose ban went is reported; one said as waiting until the same event is
    /// not.
    #[test]
    fn a_gated_ban_dropped_or_said_as_waiting() {
        assert_changed(&[
            (
                "Lot 88 blisters don't release first, wait QA lady sign.",
                "Lot 88 blisters: QA lady to sign.",
            ),
            (
                "Batch 12 tablets don't ship first, wait for the QC release.",
                "Batch 12 tablets: QC release needed.",
            ),
            (
                "Don't release the invoice until the customer confirms delivery.",
                "Invoice released; customer confirms delivery later.",
            ),
        ]);
        assert_faithful(&[
            (
                "Don't start milling until the dentist approves the digital design.",
                "Milling waits until the dentist has approved the digital design.",
            ),
            (
                "Don't release the invoice until the customer confirms delivery.",
                "Invoice release waits until the customer confirms delivery.",
            ),
            (
                "Last night's show ran long — the interval alone was at least 25 minutes because the bar ran out of change. No more than half the audience made it back before the bell.",
                "Show overran; interval 25+ min (bar out of change); roughly half the audience late back.",
            ),
        ]);
    }

    /// A value of a trial given up said in force is reported; the value gone back to, or the
    /// trial told as one, is not.
    #[test]
    fn an_abandoned_trial_said_in_force() {
        assert_reports(
            "constraint added",
            &[
                (
                    "We tried capping lesson groups at 8 last season but went back to 10.",
                    "Lesson groups capped at 8.",
                ),
                (
                    "The council piloted a 20 mph limit on Elm Road, then scrapped it and went back to 30.",
                    "Elm Road limit: 20 mph.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "We tried limiting the buffet to 40 covers in spring but reverted to 60.",
                "Buffet back to 60 covers after a 40-cover trial.",
            ),
            (
                "We tried limiting the buffet to 40 covers in spring but reverted to 60.",
                "Buffet: 60 covers.",
            ),
        ]);
    }

    /// A dialect's opener left out, a numbered name kept, a bound of a consequence dropped,
    /// "one of them" said as "≥1", "in advance" said as "advance": faithful; their look-alikes
    /// are reported.
    #[test]
    fn faithful_forms_of_corpus36d() {
        assert_faithful(&[
            (
                "Ag, the regatta was a lekker day, hey, the wind must've been at least 25 knots.",
                "Regatta good; wind est. 25+ kn.",
            ),
            (
                "Tidy job, but the bite's to be checked on the articulator before anything goes back to Dr Morgan.",
                "Check bite on articulator before returning anything to Dr Morgan.",
            ),
            (
                "Eish, the generator must be refuelled before every night shift.",
                "Refuel generator before every night shift.",
            ),
            (
                "Don't open gate 4 without calling the lock keeper first.",
                "Gate 4 opening: call lock keeper first.",
            ),
            (
                "Make sure the dish faces north-east for the Intelsat bird, otherwise you'll be back there tomorrow.",
                "Dish must face NE (Intelsat).",
            ),
            (
                "Lock the cold store every evening, otherwise the insurer will drop us by Friday.",
                "Lock the cold store every evening.",
            ),
            (
                "Each payment needs three approvers, one of them from finance.",
                "Payments: 3 approvers, ≥1 from finance.",
            ),
            (
                "Visitors must book a parking space in advance.",
                "Visitors: advance parking booking required.",
            ),
        ]);
        assert_changed(&[
            (
                "Ja, you can take the bakkie to the site on Fridays.",
                "You can take the bakkie to the site daily.",
            ),
            (
                "Don't open gate 4 without calling the lock keeper first.",
                "Gate 5: call lock keeper first.",
            ),
            (
                "Lock the cold store by 18:00 every evening, otherwise stock spoils.",
                "Lock the cold store every evening.",
            ),
            (
                "Each payment needs three approvers, only one of them from finance.",
                "Payments: 3 approvers, ≥1 from finance.",
            ),
            (
                "Visitors must book a parking space in advance.",
                "Visitors: parking booking required.",
            ),
        ]);
    }

    /// A word said in its other form ("beside" and "next to", "°C" and "degrees C", "shuts"
    /// and "closes", "that contain" and "w/"), an age band "under-16s" said "U16s", a denied
    /// skipping said as a duty, a denied leaving said as staying: faithful; a changed value
    /// or unit, another band, a duty said optional, a stay of another kind are reported.
    #[test]
    fn words_said_in_their_other_form() {
        assert_faithful(&[
            (
                "Don't let beginners ride the chairlift without an instructor beside them.",
                "Beginners ride the chairlift only with an instructor next to them.",
            ),
            (
                "Keep the mortuary fridge at 2–4 °C.",
                "Mortuary fridge: between 2 and 4 degrees C.",
            ),
            (
                "Store the vaccine at 2–8 °C.",
                "Vaccine: between 2 and 8 degrees C.",
            ),
            (
                "Under-16s are not allowed in the weights room, even with a parent.",
                "No weights room for U16s, parent present or not.",
            ),
            (
                "Every batch must do the leak test, don't skip ah.",
                "Leak test mandatory for every batch.",
            ),
            (
                "The club bar closes at 23:00 on match days and no drinks leave the clubhouse.",
                "Match days: bar shuts 11pm; drinks stay in clubhouse.",
            ),
            (
                "The archive shuts at 17:00 and no files leave the reading room.",
                "Archive closes 5pm; files stay in reading room.",
            ),
            (
                "You can close stale tickets yourself, but escalate any that contain a legal threat.",
                "Stale tickets: close yourself; escalate those w/ legal threats.",
            ),
            // Leaving denied until a gate, said as staying until it (session 39, pol39b).
            (
                "Nobody is to leave the kiln room before the firing log is signed.",
                "Stay until the firing log is signed.",
            ),
            (
                "We don't leave the pitch until every cone is collected.",
                "Stay on pitch till every cone collected.",
            ),
        ]);
        assert_changed(&[
            (
                "Store the vaccine at 2–8 °C.",
                "Vaccine: between 2 and 8 degrees F.",
            ),
            (
                "Under-16s are not allowed in the weights room, even with a parent.",
                "No weights room for U14s, parent present or not.",
            ),
            (
                "Every crew must do the pre-flight checklist, don't forget.",
                "Pre-flight checklist optional for crews.",
            ),
            ("Don't leave the gate open.", "Gate stays open."),
            (
                "Nobody is to leave the kiln room before the firing log is signed.",
                "Stay in the kiln room until the kiln cools.",
            ),
            (
                "Nobody is to leave the kiln room before the firing log is signed.",
                "Firing log signed; then stay an hour.",
            ),
            (
                "The archive shuts at 17:00 and no files leave the reading room.",
                "Archive closes 5pm; files may leave reading room.",
            ),
        ]);
    }
}
