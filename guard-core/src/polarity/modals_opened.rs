//! A rule's modality weakened in words the rule comparison does not compare: a binding modal
//! said again as an open one between the same words ("must upload" -> "may upload"), a ban or a
//! duty said again as advice ("not allowed" -> "not advised"); read from the two texts alone when
//! nothing else was found, with blind corpus s36b's other readings (its `change_missed`, which
//! asks them in turn).
//! Also a number of a trial the original says was given up stated in force, and
//! `change_missed_in_words`, which asks these with the readings of [`super::qualifiers`].

use super::MissedOrDropped;
use super::condition_logic::condition_conjunct_added;
use super::duties::form_in_writing_dropped;
use super::qualifiers::{
    bound_said_roughly, contrast_state_dropped, gated_ban_dropped, only_widened_to_elsewhere,
    qualifier_cut_or_added,
};
use super::standing::standing_count_dropped;
use super::words::{
    TextReading, Word, holds_any_phrase as has_any, is_content, parts, phrase_at, same_word, says,
    says_no_negation, shared, words,
};
use super::{abilities, is_negation_word, is_one_of, negation_count};
use std::ops::Range;

/// Modals that bind ("must", "shall").
const BINDING_MODALS: &[&str] = &["must", "shall"];

/// Modals that leave the act open ("may", "can", "could", "might").
const OPEN_MODALS: &[&str] = &["may", "can", "could", "might"];

/// "Applicants must upload a certified translation" -> "Applicants may upload a certified
/// translation": the original's binding modal said again as an open one between the same
/// subject and the same verb (the words on both sides of it the same), the rewrite saying
/// the binding one nowhere. The original's modal and the rewrite's. Not a negated modal
/// ("must not" is "may not"), nor a rewrite saying "only" ("may stay only if locked").
fn binding_modal_opened(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !o.holds_any_phrase(BINDING_MODALS)
        || !r.holds_any_phrase(OPEN_MODALS)
        || r.holds_any_phrase(BINDING_MODALS)
    {
        return None;
    }
    let ours = o.words();
    let theirs = r.words();
    let beside = |i: usize, j: usize| {
        let after = matches!((ours.get(i + 1), theirs.get(j + 1)),
            (Some((a, _)), Some((b, _))) if same_word(a, b));
        let before = i == 0 || j == 0 || same_word(ours[i - 1].0, theirs[j - 1].0);
        after && before
    };
    // ("must not" is "may not"; "must stay only if" is "may stay only if".)
    let negated = |ws: &[Word<'_>], i: usize| {
        ws.get(i + 1)
            .is_some_and(|(w, _)| is_one_of(w, &["not", "never", "only"]))
    };
    if r.holds_phrase("only") {
        return None;
    }
    (0..ours.len())
        .filter(|&i| is_one_of(ours[i].0, BINDING_MODALS) && !negated(ours, i))
        .find_map(|i| {
            let j = (0..theirs.len()).find(|&j| {
                is_one_of(theirs[j].0, OPEN_MODALS) && !negated(theirs, j) && beside(i, j)
            })?;
            Some((ours[i].1.clone(), theirs[j].1.clone()))
        })
}

/// Words that advise rather than bind ("not advised", "recommended").
const ADVICE: &[&str] = &[
    "advised",
    "advisable",
    "inadvisable",
    "recommended",
    "encouraged",
    "discouraged",
    "suggested",
];

/// Words that bind or forbid ("not allowed", "prohibited", "must").
const BINDING_WORDS: &[&str] = &[
    "allowed",
    "permitted",
    "prohibited",
    "forbidden",
    "banned",
    "must",
    "mustn't",
    "shall",
    "required",
    "mandatory",
];

/// "Deliveries to PO boxes are not allowed." -> "Deliveries to PO boxes are not advised.":
/// a ban or a duty said again as advice, a word of advice the original does not say. The
/// original's binding word and the rewrite's word of advice.
fn rule_said_as_advice(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    advice_in_place_of(o, r, BINDING_WORDS, || o.holds_any_phrase(BINDING_WORDS))
}

/// A negation that bans ("no one", "nobody", "never", "don't"); not "can't", which may say a
/// dislike ("I can't stand olives").
const BANNING_NEGATIONS: &[&str] = &[
    "no", "nobody", "never", "don't", "nothing", "none", "nowhere",
];

/// The first of the original's `words` and the rewrite's first word of advice, when the
/// rewrite alone holds a word of advice (the cheap screen, asked first) and `also` holds: the
/// pair both advice readings report.
fn advice_in_place_of(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
    words: &[&str],
    also: impl FnOnce() -> bool,
) -> Option<(Range<usize>, Range<usize>)> {
    if !r.holds_any_phrase(ADVICE) || o.holds_any_phrase(ADVICE) || !also() {
        return None;
    }
    let (_, from) = o.words().iter().find(|(w, _)| is_one_of(w, words))?;
    let (_, to) = r.words().iter().find(|(w, _)| is_one_of(w, ADVICE))?;
    Some((from.clone(), to.clone()))
}

/// "Until further notice, no one works alone at the Rincon station overnight." -> "Rincon stn:
/// solo overnight work discouraged UFN.": a ban said by a negation alone ("no one", "never",
/// "don't"; not "can't", which may say a dislike) said again as advice, a word of advice the original does not say, the rewrite
/// holding no negation and no word that binds, the two sharing a content word. The original's
/// negation and the rewrite's word of advice. "... not advised", "... discouraged and not
/// allowed" keep a ban.
fn ban_said_as_advice(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // A negation in the original only, no word that binds in the rewrite, a content word shared.
    advice_in_place_of(o, r, BANNING_NEGATIONS, || {
        if r.holds_any_phrase(BINDING_WORDS) || r.negation_count() > 0 || o.negation_count() == 0 {
            return false;
        }
        let theirs = r.words();
        o.words()
            .iter()
            .any(|(w, _)| is_content(w) && theirs.iter().any(|(x, _)| same_word(w, x)))
    })
}

/// A change read from the two texts alone by the readings of this module, when nothing else
/// was found: its kind, and where it is in the original and in the rewrite.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<MissedOrDropped> {
    let some = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, Some(t));
    binding_modal_opened(o, r)
        .map(some("modality weakened"))
        .or_else(|| rule_said_as_advice(o, r).map(some("modality weakened")))
        .or_else(|| ban_said_as_advice(o, r).map(some("modality weakened")))
        // "Groomers can take a break ..., no need to ask me" -> "Groomers can't take ...
        // without asking": read as a rule, the ability still negated.
        .or_else(|| abilities::ability_negated(o, r).map(some("negation added")))
        .or_else(|| condition_conjunct_added(o, r).map(some("condition added")))
        .or_else(|| standing_count_dropped(o, r).map(|f| ("constraint deleted", f, None)))
        .or_else(|| form_in_writing_dropped(o, r).map(|f| ("scope changed", f, None)))
}

/// Words that make a sentence a rule, beside a negation.
const BINDING: &[&str] = &[
    "must", "only", "always", "required", "allowed", "may", "need", "needs", "have to", "has to",
];

/// `text` states a rule: a negation or a word of [`BINDING`].
pub(super) fn binds(text: &str) -> bool {
    negation_count(text) > 0 || has_any(text, BINDING)
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
fn rule_softened(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<MissedOrDropped> {
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
fn trial_made_binding(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<MissedOrDropped> {
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

/// corpus36d's changes read from the two texts alone, when nothing else was found.
pub(super) fn change_missed_in_words(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<MissedOrDropped> {
    qualifier_cut_or_added(o.text, r.text)
        .or_else(|| bound_said_roughly(o, r))
        .or_else(|| rule_softened(o, r))
        .or_else(|| only_widened_to_elsewhere(o, r))
        .or_else(|| contrast_state_dropped(o, r))
        .or_else(|| gated_ban_dropped(o, r))
        .or_else(|| trial_made_binding(o, r))
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
pub(super) fn deadline_said_as_a_guess(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    if o.holds_any_phrase(GUESSES) || o.text.contains('~') {
        return None;
    }
    let from = DEADLINES.iter().find_map(|d| {
        let at = o.phrase_at(std::slice::from_ref(d))?;
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

/// Words and phrases that bound a quantity as a rule ("minimum", "at most"): "no more than
/// eleven" in a report is a small number stressed ("only eleven"), said again as "~11".
const BOUNDS: &[&str] = &[
    "minimum",
    "maximum",
    "at least",
    "at most",
    "max",
    "min",
    "upper limit",
    "lower limit",
];

/// A bound said by negating a comparison ("no more than 6"), read as one only when the
/// rewrite keeps a bound word of [`BOUNDS`] (alone it may stress a small number).
const NEGATED_BOUNDS: &[&str] = &[
    "no more than",
    "not more than",
    "no less than",
    "not less than",
    "no fewer than",
];

/// Words that make a quantity a guess when a number follows ("roughly 1 kg").
const APPROXIMATIONS: &[&str] = &[
    "roughly",
    "about",
    "around",
    "approx",
    "approximately",
    "circa",
    "ca",
    "some",
    "nearly",
    "almost",
];

/// A number word an approximation may stand before ("around two", "about a dozen", "roughly
/// half"): the classifier's number words, and "a", "an", "half".
fn is_number_word(w: &str) -> bool {
    let w = w.to_ascii_lowercase();
    crate::classify::numbers::NUMBER_WORD_NAMES.contains(&w.as_str())
        || matches!(w.as_str(), "a" | "an" | "half")
}

/// A bound word in the clause of the rewrite's guess at `guess` ("~6 doses/24h max", "< 5";
/// not "11 min" elsewhere, nor a unit after a figure: "about 3 min").
fn bound_in_the_clause_of(rewrite: &str, guess: &Range<usize>) -> bool {
    let cuts = [',', ';', '(', ')', '\n'];
    let start = rewrite[..guess.start].rfind(cuts).map_or(0, |k| k + 1);
    let end = rewrite[guess.end..]
        .find(cuts)
        .map_or(rewrite.len(), |k| guess.end + k);
    let clause = &rewrite[start..end];
    phrase_at(
        clause,
        &["max", "maximum", "min", "minimum", "at most", "at least"],
    )
    .is_some_and(|k| {
        !clause[..k]
            .trim_end()
            .ends_with(|c: char| c.is_ascii_digit())
    }) || clause.contains(['<', '>', '≤', '≥'])
}

/// "Ice ratio on long trips is a kilo of ice per kilo of fish, minimum." -> "Long trips:
/// roughly 1 kg ice per kg of fish.": the original bounds a quantity ("minimum", "at most",
/// "no more than") and the rewrite says a quantity as a guess ("roughly 1 kg", "~1 kg",
/// "about two") with no bound word or sign: the bound became an approximation. "min. 1 kg,
/// roughly" keeps the bound.
///
/// A bound word kept around the guessed figure does not save it: "not more than 6 doses" ->
/// "~6 doses max" is a fuzzy ceiling (the figure said as a guess is the original's own
/// number). "max 6 doses, ~q2h" guesses no number the bound set.
pub(super) fn bound_said_as_a_guess(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    // Screen: a guess in the rewrite, read first (none, nothing is read of the original).
    let guess = guess_in(r)?;
    let bound_kept = r.phrase_at(BOUNDS).is_some() || rewrite.contains(['<', '>', '≤', '≥']);
    let bound_by_the_guess = bound_in_the_clause_of(rewrite, &guess);
    if bound_kept && !bound_by_the_guess {
        return None;
    }
    // A rewrite that keeps a bound word reads the original's "no more than 6" as a bound.
    let at = bound_at(o).or_else(|| {
        bound_by_the_guess
            .then(|| o.phrase_at(NEGATED_BOUNDS))
            .flatten()
    })?;
    // A guess the original makes itself ("about 40k") may be said again as one.
    if guess_in(o).is_some() {
        return None;
    }
    // "I think the repair will take at most two hours": the bound of a guess.
    if super::quantities::bound_of_a_guess(original, &(at..at + 1)) {
        return None;
    }
    if bound_by_the_guess && !guesses_a_figure_of(original, rewrite, &guess) {
        return None;
    }
    Some((at..original.len(), guess))
}

/// The guess at `guess` of `rewrite` ("~6", "roughly 200") stands before a figure the
/// original states as a whole number ("6" in "not more than 6 doses").
fn guesses_a_figure_of(original: &str, rewrite: &str, guess: &Range<usize>) -> bool {
    let figure: String = rewrite[guess.end..]
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    let figure = figure.trim_end_matches('.');
    let stated = if figure.is_empty() {
        // "roughly 200": the guess range holds the figure itself.
        rewrite[guess.clone()]
            .split_whitespace()
            .last()
            .filter(|w| w.starts_with(|c: char| c.is_ascii_digit()))
    } else {
        Some(figure)
    };
    stated.is_some_and(|n| {
        original.match_indices(n).any(|(at, _)| {
            let b = original.as_bytes();
            (at == 0 || !b[at - 1].is_ascii_digit())
                && !b.get(at + n.len()).is_some_and(|c| c.is_ascii_digit())
        })
    })
}

/// Where `text` first bounds a quantity ([`BOUNDS`]); a "min" after a number is a unit of
/// minutes ("the cold time was 6 h 40 min"), no bound (session 39, pol39b).
fn bound_at(reading: &TextReading<'_>) -> Option<usize> {
    let text = reading.text;
    let minutes = |at: usize| {
        text[at..]
            .get(..3)
            .is_some_and(|w| w.eq_ignore_ascii_case("min"))
            && text[..at]
                .trim_end()
                .ends_with(|c: char| c.is_ascii_digit())
    };
    BOUNDS
        .iter()
        .filter_map(|b| reading.phrase_at(std::slice::from_ref(b)))
        .filter(|&at| !minutes(at))
        .min()
}

/// Where the text says a quantity as a guess ("roughly 1 kg", "~1 kg", "around two").
fn guess_in(reading: &TextReading<'_>) -> Option<Range<usize>> {
    let text = reading.text;
    reading
        .words()
        .windows(2)
        .find(|p| {
            is_one_of(p[0].0, APPROXIMATIONS)
                && (p[1].0.starts_with(|c: char| c.is_ascii_digit())
                    || is_number_word(p[1].0) && !p[0].0.eq_ignore_ascii_case("about"))
        })
        .map(|p| p[0].1.start..p[1].1.end)
        .or_else(|| {
            text.match_indices('~').find_map(|(at, _)| {
                text[at + 1..]
                    .trim_start()
                    .starts_with(|c: char| c.is_ascii_digit())
                    .then_some(at..at + 1)
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

/// "Eh, the die-line for this batch cannot move even 1 mm." -> "Die-line for this batch:
/// minor adjustments OK.": a banning original ("cannot", "mustn't", "not allowed") that
/// allows nothing ("OK", "can", "may", "fine" said nowhere in it), said again (two content
/// words) by a part of the rewrite that allows ("OK", "allowed", "can"), negates nothing and
/// keeps to no bound or gate ("may use at most 20%", "allowed only after"): the ban lifted.
pub(super) fn ban_said_as_allowed(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !r.holds_any_phrase(PERMITS) || o.negation_count() == 0 {
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

#[cfg(test)]
mod tests {
    use super::{BOUNDS, NEGATED_BOUNDS, TextReading, bound_at, guess_in, guesses_a_figure_of};
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};
    use std::ops::Range;

    /// A binding modal said again as an open one between the same words is reported; "must
    /// not" as "may not", or the modal kept, is not.
    #[test]
    fn a_binding_modal_said_as_an_open_one() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "Applicants must upload a certified translation of any transcript not in English.",
                    "Applicants may upload a certified translation of any transcript not in English.",
                ),
                (
                    "Visitors must sign the register at reception.",
                    "Visitors can sign the register at reception.",
                ),
                (
                    "The tenant shall repaint the walls before moving out.",
                    "The tenant may repaint the walls before moving out.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Inmates must not take reference books out of the library.",
                "Inmates may not take reference books out of the library.",
            ),
            (
                "Visitors must sign the register at reception.",
                "Visitors must sign the register at reception (front desk).",
            ),
        ]);
    }

    /// A ban or a duty said again as advice is reported; advice said again as advice is not.
    #[test]
    fn a_rule_said_as_advice() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "Deliveries to PO boxes are not allowed.",
                    "Deliveries to PO boxes are not advised.",
                ),
                (
                    "Helmets are mandatory on the climbing wall.",
                    "Helmets are recommended on the climbing wall.",
                ),
            ],
        );
        assert_changed(&[(
            "Phones are prohibited in the exam hall.",
            "Phones are discouraged in the exam hall.",
        )]);
        assert_faithful(&[(
            "Swimming after a meal is not advised.",
            "Not advised: swimming after a meal.",
        )]);
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

    /// The first definition of [`super::bound_said_as_a_guess`] (the rewrite's guess read
    /// last, the original's bound before the rewrite's bound word).
    fn first_bound_said_as_a_guess(
        o: &TextReading<'_>,
        r: &TextReading<'_>,
    ) -> Option<(Range<usize>, Range<usize>)> {
        let (original, rewrite) = (o.text, r.text);
        let bound_kept = r.phrase_at(BOUNDS).is_some() || rewrite.contains(['<', '>', '≤', '≥']);
        let bound_by_the_guess =
            guess_in(r).is_some_and(|g| super::bound_in_the_clause_of(rewrite, &g));
        // A rewrite that keeps a bound word reads the original's "no more than 6" as a bound.
        let at = bound_at(o).or_else(|| {
            bound_by_the_guess
                .then(|| o.phrase_at(NEGATED_BOUNDS))
                .flatten()
        })?;
        if bound_kept && !bound_by_the_guess {
            return None;
        }
        // A guess the original makes itself ("about 40k") may be said again as one.
        if guess_in(o).is_some() {
            return None;
        }
        // "I think the repair will take at most two hours": the bound of a guess.
        if crate::polarity::quantities::bound_of_a_guess(original, &(at..at + 1)) {
            return None;
        }
        let guess = guess_in(r)?;
        if bound_by_the_guess && !guesses_a_figure_of(original, rewrite, &guess) {
            return None;
        }
        Some((at..original.len(), guess))
    }

    /// The guess of the rewrite, read first, turns away what no guess in the rewrite would
    /// find: every pair is read as the first definition reads it (a bound and a guess, a
    /// bound kept, a bound without a guess, a guess without a bound, a guess of the original).
    #[test]
    fn a_guess_read_first_finds_what_the_first_definition_finds() {
        let pairs = [
            (
                "Ice ratio on long trips is a kilo of ice per kilo of fish, minimum.",
                "Long trips: roughly 1 kg ice per kg of fish.",
            ),
            (
                "The mash rests for 60 min at least.",
                "Mash rest: ~60 minutes.",
            ),
            (
                "The mash rests for 60 minutes at least.",
                "Mash rest: ≥60 min.",
            ),
            (
                "Give no more than 4 paracetamol tablets in a day.",
                "Paracetamol: ~4 tablets/day max.",
            ),
            (
                "Give no more than 4 paracetamol tablets in a day.",
                "Paracetamol: max 4 tablets/day.",
            ),
            (
                "Each pallet holds 40 boxes at most, about 3 pallets a van.",
                "Pallets: max 40 boxes; ~3 per van.",
            ),
            (
                "The fix will take at most a day, I reckon, once the part arrives.",
                "Fix: about a day once the part arrives.",
            ),
            ("Retry at most 3 times.", "Retry no more than 3 times."),
            ("Bring roughly 2 kg of ice.", "Bring about 2 kg of ice."),
            ("Bring 2 kg of ice.", "Bring roughly 2 kg of ice."),
            ("", ""),
        ];
        for (original, rewrite) in pairs {
            let (o, r) = (TextReading::new(original), TextReading::new(rewrite));
            assert_eq!(
                super::bound_said_as_a_guess(&o, &r),
                first_bound_said_as_a_guess(&o, &r),
                "{original:?} -> {rewrite:?}"
            );
        }
        let (o, r) = (TextReading::new(pairs[0].0), TextReading::new(pairs[0].1));
        assert!(super::bound_said_as_a_guess(&o, &r).is_some());
    }

    /// A bound said as a guess ("roughly", "~") with no bound word left is an approximation.
    #[test]
    fn bound_said_as_a_guess() {
        assert_reports(
            "bound became approximation",
            &[
                (
                    "Ice ratio on long trips is a kilo of ice per kilo of fish, minimum.",
                    "Long trips: roughly 1 kg ice per kg of fish.",
                ),
                (
                    "The mash rests for 60 minutes at least.",
                    "Mash rest: ~60 minutes.",
                ),
                (
                    "The mash rests for 60 min at least.",
                    "Mash rest: ~60 minutes.",
                ),
            ],
        );
        assert_faithful(&[
            // A "min" after a number is minutes, no bound (session 39, pol39b).
            (
                "The van left at 06:10 and the drive took 2 h 15 min in the end.",
                "Van left 06:10; drive ~2h15.",
            ),
            (
                "Ice ratio on long trips is a kilo of ice per kilo of fish, minimum.",
                "Long trips: min 1 kg ice per kg of fish.",
            ),
            (
                "The mash rests for 60 minutes at least.",
                "Mash rest: ≥60 min.",
            ),
        ]);
    }

    /// A guessed figure beside a kept bound word ("~4 tablets/day max") is a fuzzy bound; the
    /// rewrite's bound word makes "no more than" one too (pol39a).
    #[test]
    fn bound_guessed_beside_its_bound_word() {
        assert_reports(
            "bound became approximation",
            &[
                (
                    "Give no more than 4 paracetamol tablets in a day.",
                    "Paracetamol: ~4 tablets/day max.",
                ),
                (
                    "Each pallet holds 40 boxes at most.",
                    "Pallets: max ~40 boxes.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Give no more than 4 paracetamol tablets in a day.",
                "Paracetamol: max 4 tablets/day.",
            ),
            // The guess is of another figure, the bound's own kept exact.
            (
                "Each pallet holds 40 boxes at most, about 3 pallets a van.",
                "Pallets: max 40 boxes; ~3 per van.",
            ),
            // "min" of minutes elsewhere is no bound word by the guess.
            (
                "We must've been doing at least 90 when we hit the kerb. Fixed in eleven minutes.",
                "Hit kerb (~90 est.); fixed in 11 min.",
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

    /// A ban said by a negation alone ("no one works ...") said again as advice is reported;
    /// the ban kept, or advice the original gives too, is not. (s50a-p149.)
    #[test]
    fn ban_by_a_negation_said_as_advice() {
        assert_reports(
            "modality weakened",
            &[(
                "Until further notice, no one works alone at the Rincon station overnight.",
                "Rincon stn: solo overnight work discouraged UFN.",
            )],
        );
        // A ban read as a rule ("nobody" and an act after a time, since session 63) said as
        // advice is a prohibition made a mention by the rule comparison.
        assert_reports(
            "prohibition became mention",
            &[(
                "No one drives the forklift after dark.",
                "Forklift driving after dark is inadvisable.",
            )],
        );
        assert_faithful(&[
            (
                "No one works alone at the Rincon station overnight.",
                "Rincon stn: no solo overnight work.",
            ),
            (
                "Never leave the kiln door open during a firing; wearing gloves is recommended.",
                "Kiln door never open during firing; gloves recommended.",
            ),
            (
                "I can't stand olives, so keep them out of any recipe you suggest.",
                "User: dislikes olives — keep them out of suggested recipes.",
            ),
        ]);
    }
}
