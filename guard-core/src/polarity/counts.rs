//! A count said by what it counts in other words (session 29): "approved by two reviewers"
//! -> "2 approvals" (the reviewers of a review counted by their approvals); and a count of
//! two or more said as one thing ("in the presence of two invigilators" -> "in the presence
//! of an invigilator").

use super::Missed;
use super::extract::{Clause, NumberFact};
use super::negation_forms::{ban_said_as_non_able, word_before};
use super::only_after::is_negation;
use super::quantities::{number, oclock_said_as_a_clock_time};
use super::shorthand::number_abbreviated_as_no;
use super::stems::{stem, stems_match};
use super::words::{
    TextReading, Word, holds_any_phrase as has_any, is_content, number_value, number_word_value,
    part_words, parts, same_word, says, words,
};
use super::{is_one_of, stems};
use crate::classify::numbers::normalize_unit;
use std::ops::Range;

/// Agent nouns that name no one but whoever performs the act of approving or reviewing.
const APPROVERS: &[&str] = &[
    "reviewer",
    "reviewers",
    "approver",
    "approvers",
    "signer",
    "signers",
    "signatory",
    "signatories",
];

/// Acts of approving or reviewing, by their stems (the synonym table reads "sign-off",
/// "signature" as "approv").
const APPROVALS: &[&str] = &["approv", "review"];

/// The count `n` of the original counts the approvers of an act and `m` of the rewrite counts
/// the acts ("two reviewers" -> "2 approvals"): the same count of the same thing (not "two
/// managers", approvers named).
pub(super) fn same_thing_counted(n: &NumberFact, m: &NumberFact) -> bool {
    let (Some(ours), Some(theirs)) = (n.unit.as_deref(), m.unit.as_deref()) else {
        return false;
    };
    if n.value != m.value {
        return false;
    }
    let theirs_stem = stems::stem(&theirs.to_ascii_lowercase());
    is_one_of(ours, APPROVERS)
        && !is_one_of(theirs, APPROVERS)
        && APPROVALS
            .iter()
            .any(|a| stems::stems_match(&theirs_stem, a))
}

/// Words that keep a count of two without its figure ("a second invigilator", "both", "a
/// pair", "twice") or say it of each of several ("per", "each").
const COUNT_KEPT: &[&str] = &[
    "second",
    "another",
    "both",
    "pair",
    "pairs",
    "twice",
    "double",
    "couple",
    "each",
    "per",
    "extra",
    "additional",
    "two-person",
    "dual",
];

/// "Packets are opened only in the presence of two invigilators" -> "open in presence of an
/// invigilator", "until Ravi has taken two gravity readings" -> "until Ravi's gravity
/// reading": a count of two or more (no clock time, section number or "dozen") before a
/// plural noun, a content word or two between, that the rewrite says in the singular after
/// "a", "an", "one" or a possessive (a word between), with no figure of the count and no
/// word that keeps it ("a second invigilator", "both", "2-interpreter"): the count became
/// one. Not when the original says the singular so itself. Read from the two texts alone.
pub(super) fn count_said_as_one(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    let value_of = |w: &str| {
        let figure = w.split('-').next().unwrap_or(w);
        if !figure.is_empty() && figure.bytes().all(|b| b.is_ascii_digit()) {
            figure.parse::<f64>().ok()
        } else {
            number_word_value(w)
        }
    };
    let ows = o.words();
    let rws = r.words();
    // A clock time or a section number ("14:02", "4.2"): the figure touches ':' or '.'.
    let bytes = o.text.as_bytes();
    let in_a_figure = |at: &Range<usize>| {
        let touches = |b: Option<&u8>| b.is_some_and(|b| matches!(b, b':' | b'.'));
        touches(at.start.checked_sub(1).and_then(|k| bytes.get(k))) || touches(bytes.get(at.end))
    };
    for (k, (w, at)) in ows.iter().enumerate() {
        let Some(n) = value_of(w).filter(|&n| (2.0..100.0).contains(&n) && n.fract() == 0.0) else {
            continue;
        };
        if in_a_figure(at) || is_one_of(w, &["dozen", "score"]) {
            continue;
        }
        // The counted noun: a plural within three words, content words between ("two
        // gravity readings"; not "2 hours", a measure, nor "8 am at weekends").
        let Some(noun) = (k + 1..ows.len().min(k + 4)).find(|&m| {
            let x = ows[m].0;
            x.len() > 3 && x.ends_with('s') && !x.ends_with("ss") && !x.contains('\'')
        }) else {
            continue;
        };
        let between = &ows[k + 1..noun];
        if between.iter().any(|(x, _)| {
            !is_content(x) || value_of(x).is_some() || !x.bytes().all(|b| b.is_ascii_alphabetic())
        }) || super::is_measure_unit(&normalize_unit(&ows[noun].0.to_ascii_lowercase()))
        {
            continue;
        }
        let plural = ows[noun].0;
        let singular = plural
            .strip_suffix("ies")
            .map(|stem| format!("{stem}y"))
            .unwrap_or_else(|| plural[..plural.len() - 1].to_string());
        // The singular after "a", "an", "one" or a possessive, maybe a word between.
        let says_one = |words: &[super::words::Word<'_>]| {
            (0..words.len()).find(|&j| {
                words[j].0.eq_ignore_ascii_case(&singular)
                    && (1..=2).any(|back| {
                        j >= back && {
                            let d = words[j - back].0;
                            is_one_of(d, &["a", "an", "one"]) || d.ends_with("'s")
                        }
                    })
            })
        };
        let Some(one) = says_one(rws) else {
            continue;
        };
        let count_kept = rws
            .iter()
            .any(|(x, _)| value_of(x) == Some(n) || is_one_of(x, COUNT_KEPT));
        if count_kept || says_one(ows).is_some() {
            return None;
        }
        return Some((
            "number changed",
            at.start..ows[noun].1.end,
            rws[one].1.clone(),
        ));
    }
    None
}

/// The missing word `m` of `original` is "counted" (or "included") after "not", and the new
/// word `n` of `rewrite` is an excluding word ("excl", "excluding", "except"): "skipper and
/// deckhand not counted" -> "(excl. skipper & deckhand)" (s26-ok-33; the negation is read
/// by [`super::negation_forms::uncounted_said_as_excluded`], which names the things left
/// out). Not "incl." (the opposite), nor "counted" with no "not". (A cheap screen first: seven
/// or eight bytes.)
pub(super) fn not_counted_said_as_excluding(
    (original, m): (&str, &Range<usize>),
    (rewrite, n): (&str, &Range<usize>),
) -> bool {
    (7..=8).contains(&m.len())
        && original
            .get(m.clone())
            .is_some_and(|w| is_one_of(w, &["counted", "included"]))
        && word_before(original, m.start).eq_ignore_ascii_case("not")
        && rewrite
            .get(n.clone())
            .is_some_and(|w| is_one_of(w, &["excl", "excluding", "except", "excepting"]))
}

/// The number at `range` of `original` is the pronoun "one", no count: a subject after a
/// condition's opener ("just in case one falls sick", "if one breaks"), an object closing a
/// clause under a negation of the actor ("nobody under 14 rides one"), or Singapore
/// English's closing "one" before "ah"/"lah" ("cannot bring the car across to Singapore
/// one, ah"). Lower case only, and not after a comparator (the caller asks of uncompared
/// numbers only): "Each guest may take one" (a count, no negation) stays a bound. (A cheap
/// screen first: three bytes.)
pub(super) fn one_as_a_pronoun(original: &str, range: &Range<usize>) -> bool {
    if range.len() != 3 || original.get(range.clone()) != Some("one") {
        return false;
    }
    let before = word_before(original, range.start);
    let rest = original.get(range.end..).unwrap_or("");
    // A subject after a condition's opener, then a verb ("falls", "breaks", "is").
    if is_one_of(before, &["case", "if", "unless", "when"]) {
        return rest.split_whitespace().next().is_some_and(|v| {
            is_one_of(
                v,
                &[
                    "is", "gets", "falls", "breaks", "goes", "fails", "does", "has",
                ],
            )
        });
    }
    // A particle of Singapore or Malaysian English after it.
    let particle = rest.trim_start_matches([',', ' ']);
    if ["ah", "lah", "leh", "lor"].iter().any(|p| {
        particle
            .get(..p.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(p))
            && !particle
                .get(p.len()..)
                .unwrap_or("")
                .starts_with(|c: char| c.is_alphanumeric())
    }) {
        return true;
    }
    // An object closing its clause, under "nobody"/"no one"/"never" earlier in the sentence.
    let closes = rest.trim_start().is_empty() || rest.starts_with(['.', ',', ';', '!']);
    let head = original.get(..range.start).unwrap_or("");
    let sentence_start = head.rfind(['.', '!', '?', '\n']).map_or(0, |k| k + 1);
    let sentence = &head[sentence_start..];
    closes
        && !is_one_of(
            before,
            &["than", "to", "most", "least", "only", "just", "exactly"],
        )
        && ["nobody", "no one", "never", "no-one"]
            .iter()
            .any(|w| super::holds_ignoring_case(sentence, w))
}

/// Words after a pronoun "one" that are no noun it could count: a verb or a modal.
const AFTER_PRONOUN: &[&str] = &[
    "stays", "stay", "is", "was", "has", "goes", "must", "should", "can", "will", "needs",
    "remains", "does", "too", "as", "instead",
];

/// The "one" of `text` at `range` stands for a noun said before ("the 06:00 one stays", "the
/// 2nd one", "the next one must ...", "until a new one is issued"): a determiner ("the",
/// "this", "that", "which", "another"), then words holding a digit ("06:00" is two) or one
/// word of letters (an adjective; after "a" or "an" too), then "one", and after it the
/// sentence's end, a comma, or a verb ([`AFTER_PRONOUN`]; after an adjective, the verb only).
/// Not a number: "the one key", "one driver", "give the dog one", "the next one hundred".
pub(super) fn pronoun_one(text: &str, range: &Range<usize>) -> bool {
    if !text
        .get(range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("one"))
    {
        return false;
    }
    // A determiner, then words holding a digit (a time, an ordinal): "the 06:00 one", "the
    // 2nd one"; or one adjective ("the next one", below; others, "the blue one" closing a
    // sentence, are read where the bounds are read).
    let start = range.start.saturating_sub(40);
    let start = (start..range.start)
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(range.start);
    let before = words(text, start..range.start);
    let timed = before
        .iter()
        .rev()
        .take_while(|(w, _)| w.bytes().any(|b| b.is_ascii_digit()))
        .count();
    let determiner_at = |k: usize, also: &[&str]| {
        before.iter().rev().nth(k).is_some_and(|(w, _)| {
            is_one_of(w, &["the", "this", "that", "which", "another"]) || is_one_of(w, also)
        })
    };
    // (An adjective: one word of letters, no determiner, "only" or number itself: "the last
    // one", "a new one"; not "the only one", "the first one hundred".)
    let adjective = before.last().is_some_and(|(w, _)| {
        w.bytes().all(|b| b.is_ascii_alphabetic() || b == b'-')
            && !is_one_of(
                w,
                &[
                    "the", "this", "that", "which", "another", "a", "an", "only", "just", "at",
                    "least", "most", "than", "exactly",
                ],
            )
    });
    let right = text[range.end..].trim_start();
    let next = words(text, range.end..text.len().min(range.end + 20));
    let verb_after = next
        .first()
        .is_some_and(|(w, _)| is_one_of(w, AFTER_PRONOUN));
    // After an adjective, a verb must follow: "give the dog one." counts.
    timed > 0
        && determiner_at(timed, &[])
        && (right.is_empty()
            || right.starts_with(['.', ',', ';', '!', '?', ')', '"', '\u{2014}', '\n'])
            || verb_after)
        || adjective && determiner_at(1, &["a", "an"]) && verb_after
}

/// "no stallion is to be led by a single handler" -> "Stallions: ≥ 2 handlers": a ban on one
/// alone said as a floor of two of the same ("≥ 2", "at least 2", "min 2", "2+"). Another
/// number, another noun, or an original without a negation are still reported.
pub(super) fn ban_on_one_said_as_two(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    let Some(q) = rewrite.get(to.clone()) else {
        return false;
    };
    let ours_q = words(rewrite, to.clone());
    let Some(i) = ours_q.iter().position(|(w, _)| *w == "2" || *w == "2+") else {
        return false;
    };
    let floor = q.contains('≥')
        || q.contains(">=")
        || q.contains("2+")
        || ours_q[..i]
            .iter()
            .any(|(w, _)| is_one_of(w, &["least", "min", "minimum"]));
    let Some((thing, _)) = ours_q.get(i + 1) else {
        return false;
    };
    if !floor {
        return false;
    }
    parts(original).into_iter().any(|p| {
        let ours = words(original, p);
        ours.windows(2).enumerate().any(|(j, pair)| {
            is_one_of(pair[0].0, &["single", "one", "lone"])
                && same_word(pair[1].0, thing)
                && ours[..j].iter().any(|(w, _)| is_negation(w))
        })
    })
}

/// Words that name people in general, not a role ("staff", "people").
pub(super) const ANYONE: &[&str] = &[
    "staff",
    "people",
    "person",
    "persons",
    "someone",
    "anyone",
    "member",
    "members",
    "colleague",
    "colleagues",
    "employee",
    "employees",
    "personnel",
    "worker",
    "workers",
];

/// The value of a small count said as a word or in digits ("two", "2").
fn count_of(w: &str) -> Option<u32> {
    const NAMES: &[&str] = &["one", "two", "three", "four", "five", "six"];
    w.parse().ok().or_else(|| {
        NAMES
            .iter()
            .position(|n| w.eq_ignore_ascii_case(n))
            .map(|i| i as u32 + 1)
    })
}

/// "checked by two registered nurses" -> "two-staff check": a count of people of a role said
/// again as a count of anyone ("staff", "people"), the role gone. An original that names
/// people in general already ("two staff members") is not read.
pub(super) fn counted_role_made_anyone(o: &[Word<'_>], t: &[Word<'_>]) -> Option<Missed> {
    if o.iter().any(|(w, _)| is_one_of(w, ANYONE)) {
        return None;
    }
    t.iter().enumerate().find_map(|(i, (w, to))| {
        // "two-staff" (one word) or "two staff".
        let (count, anyone) = match w.rsplit_once('-') {
            Some((c, a)) => (c, a),
            None => (i.checked_sub(1).map(|p| t[p].0)?, *w),
        };
        let n = count_of(count).filter(|_| is_one_of(anyone, ANYONE))?;
        let (_, from) = o.iter().find(|(v, _)| count_of(v) == Some(n))?;
        Some(("scope changed", from.clone(), to.clone()))
    })
}

/// The original's missing word `m` is "second" after "a" or "an", before the noun it counts
/// ("a second signature is required", "a second pharmacist must check"), and the rewrite's
/// sentence `r` counts two of that noun ("two signatures needed", "2 pharmacists check"): one
/// more beside the first is two in all, the same duty. Not another count ("three
/// pharmacists", "one pharmacist"), nor another noun ("two witnesses" for "a second
/// signature"), nor "second" as an ordinal of time or place ("the second floor").
pub(super) fn second_one_said_as_two(
    (original, m): (&str, &super::extract::Word),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let (Some(counted), Some(lead)) = (&m.modifies_next, original.get(..m.range.start)) else {
        return false;
    };
    let is_second = original
        .get(m.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("second"));
    let after_a = lead
        .split_whitespace()
        .next_back()
        .is_some_and(|w| is_one_of(w, &["a", "an"]));
    is_second
        && after_a
        && r.numbers.iter().any(|n| {
            n.value == 2.0
                && (n
                    .unit
                    .as_deref()
                    .is_some_and(|u| stems_match(&stem(u), counted))
                    || r.words
                        .iter()
                        .find(|w| w.range.start >= n.range.end)
                        .is_some_and(|w| {
                            stems_match(&w.stem, counted)
                                && rewrite
                                    .get(n.range.end..w.range.start)
                                    .is_some_and(|gap| gap.trim().is_empty())
                        }))
        })
}

/// The word of `text` right after `at` (trimmed of punctuation), and where it ends.
fn next_word(text: &str, at: usize) -> Option<(&str, usize)> {
    let rest = text.get(at..)?;
    let start = at + rest.len() - rest.trim_start().len();
    let len = text
        .get(start..)?
        .find(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '.' | ')' | ':'))
        .unwrap_or(text.len() - start);
    let word = text.get(start..start + len)?;
    (!word.is_empty()).then_some((word, start + len))
}

/// `rewrite` states a rate of one `unit`: "/day", "per day", "a day", "each day", "every
/// day", "daily" for "day" (the unit's stem; "/wk" for "week"), with no figure before the
/// unit ("per 2 days" is not a rate of one).
fn rate_of_one(rewrite: &str, unit: &str) -> bool {
    let unit = stem(unit);
    let mut previous = "";
    for piece in rewrite.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '(' | ')')) {
        // "h/day", "3/night": the part after the last slash.
        let (slashed, word) = match piece.rsplit_once('/') {
            Some((_, w)) => (true, w),
            None => (false, piece),
        };
        let word = word.trim_matches(|c: char| !c.is_alphanumeric());
        let of_unit = !word.is_empty()
            && (stems_match(&stem(word), &unit)
                || word
                    .strip_suffix("ly")
                    .is_some_and(|w| stems_match(&stem(w), &unit))
                || word.eq_ignore_ascii_case("daily") && unit.as_str() == "day");
        if of_unit
            && (slashed
                || is_one_of(previous, &["per", "a", "an", "each", "every"])
                || word.len() > 2 && word.to_ascii_lowercase().ends_with("ly"))
        {
            return true;
        }
        previous = piece;
    }
    false
}

/// "no more than six hours of linework in a day" -> "linework ≤ 6 h/day": the article read
/// as the figure one (at `from` of `original`, "a" or "an") before a unit of time or count
/// that the rewrite states as a rate of one ([`rate_of_one`]: "/day", "per day", "daily").
/// Not the unit changed ("6 h/week"), nor a figure put before it ("per 2 days").
fn article_one_said_as_a_rate(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    original
        .get(from.clone())
        .is_some_and(|w| is_one_of(w, &["a", "an"]))
        && next_word(original, from.end).is_some_and(|(unit, _)| rate_of_one(rewrite, unit))
}

/// "make sure nobody do two Saturday in a row" -> "no one on consecutive Saturdays": a bare
/// "two" (at `from` of `original`, no comparison before it: "no more than two shifts in a
/// row" allows two) of things "in a row", said as "consecutive" or "back-to-back" things.
fn two_in_a_row_said_as_consecutive(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(two) = original.get(from.clone()) else {
        return false;
    };
    if !(two.eq_ignore_ascii_case("two") || two == "2") {
        return false;
    }
    let before = original.get(..from.start).unwrap_or("");
    let compared = before.split_whitespace().rev().take(2).any(|w| {
        is_one_of(
            w.trim_matches(|c: char| !c.is_alphanumeric()),
            &[
                "than", "to", "most", "max", "maximum", "least", "over", "under",
            ],
        )
    });
    // The thing counted: the last of a word or two before "in a row" ("two night shifts").
    let mut thing = None;
    let mut at = from.end;
    for _ in 0..2 {
        let Some((word, end)) = next_word(original, at) else {
            break;
        };
        let rest = original.get(end..).unwrap_or("").trim_start();
        if rest.len() >= 8 && rest.as_bytes()[..8].eq_ignore_ascii_case(b"in a row") {
            thing = Some(stem(word));
            break;
        }
        at = end;
    }
    let Some(thing) = thing.filter(|_| !compared) else {
        return false;
    };
    // "consecutive night shifts": the thing a word or two after "consecutive".
    let said: Vec<&str> = rewrite
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
        .collect();
    said.iter().enumerate().any(|(k, w)| {
        is_one_of(w, &["consecutive", "back-to-back"])
            && said
                .iter()
                .skip(k + 1)
                .take(2)
                .any(|x| stems_match(&stem(x), &thing))
    })
}

/// Faithful forms read in session 36, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "date changed" => {
            to.is_some_and(|to| oclock_said_as_a_clock_time(original, from, rewrite, to))
        }
        "negation added" => to.is_some_and(|to| {
            number_abbreviated_as_no(rewrite, to)
                || super::bound_words::no_more_said_for_your_lot((original, from), (rewrite, to))
        }),
        "prohibition became mention" | "negation dropped" => {
            to.is_some_and(|to| ban_said_as_non_able(original, from, rewrite, to))
        }
        "bound dropped" => {
            article_one_said_as_a_rate(original, from, rewrite)
                || two_in_a_row_said_as_consecutive(original, from, rewrite)
        }
        "bound changed" => article_one_said_as_a_rate(original, from, rewrite),
        _ => false,
    }
}

/// "Photographers get the first three songs only" -> "Photo pit: songs 1–3 only": the
/// first N said as the range from 1 to N, the same bound. "songs 1–4" is still reported.
pub(super) fn first_ones_said_as_a_range(
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
pub(super) fn lesser_count_refused(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(said) = original.get(from.clone()) else {
        return false;
    };
    if !is_one_of(said.trim(), &["never", "not"]) || !has_any(rewrite, KEEPS_A_COUNT) {
        return false;
    }
    let Some((_, ours)) = part_words(original, from.start) else {
        return false;
    };
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

/// "no loose blocks anywhere a child could reach" -> "zero loose blocks within child reach":
/// "no" said as "zero" (or "nil") before the same word: the ban kept.
pub(super) fn no_said_as_zero(original: &str, rewrite: &str) -> bool {
    let ours = super::words::words(original, 0..original.len());
    let theirs = super::words::words(rewrite, 0..rewrite.len());
    ours.windows(2).any(|p| {
        p[0].0.eq_ignore_ascii_case("no")
            && theirs
                .windows(2)
                .any(|q| is_one_of(q[0].0, &["zero", "nil"]) && same_word(q[1].0, p[1].0))
    })
}

/// The leading digits of `t` ("420" of "420-tonne", "388" of "388").
fn leading_digits(t: &str) -> &str {
    &t[..t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len())]
}

/// "we're at 388 of our 420-tonne quota" -> "388/420 t used": the dropped number at `from`
/// is one side of a pair of counts around a slash in the rewrite ("388/420"), the other side
/// a number of the original too: "N of M" said as "N/M". "388/450" names another total.
pub(super) fn count_said_as_a_slash_pair(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some(ours) = original.get(from.clone()).map(leading_digits) else {
        return false;
    };
    if ours.is_empty() {
        return false;
    }
    let numbers_of_original: Vec<&str> = words(original, 0..original.len())
        .into_iter()
        .map(|(w, _)| leading_digits(w))
        .filter(|d| !d.is_empty())
        .collect();
    rewrite.match_indices('/').any(|(at, _)| {
        let before = &rewrite[..at];
        let a = &before[before.trim_end_matches(|c: char| c.is_ascii_digit()).len()..];
        let b = leading_digits(&rewrite[at + 1..]);
        !a.is_empty()
            && !b.is_empty()
            && (a == ours && numbers_of_original.contains(&b)
                || b == ours && numbers_of_original.contains(&a))
    })
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
pub(super) fn count_said_as_few(
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
        let v = number_value(ours[i].0)?;
        // The noun counted, or the rate the count is kept to ("three per member").
        let (noun, _) = ours.get(i + 1)?;
        if !(is_content(noun) || is_one_of(noun, &["per", "each", "every"]))
            || theirs.iter().any(|(x, _)| number_value(x) == Some(v))
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

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use crate::polarity::tests::assert_reports;

    /// A count of two or more said as one thing is read; the count kept in figures, in
    /// words, as "a second", "both" or "each", a measure, or the noun kept in the plural, is
    /// not.
    #[test]
    fn a_count_said_as_one() {
        use super::super::words::TextReading;
        let one = |o: &str, r: &str| {
            super::count_said_as_one(&TextReading::new(o), &TextReading::new(r)).is_some()
        };
        let vault = "Vaults are opened in the presence of two clerks.";
        let kiln = "The kiln stays shut until Amir has taken two temperature readings.";
        for (o, r) in [
            (vault, "Vaults: open in presence of a clerk."),
            (vault, "Clerks: vaults opened with one clerk present."),
            (kiln, "Kiln: shut until Amir's temperature reading."),
            (
                "Refunds go out after three signed forms come back.",
                "Refund after a signed form is returned.",
            ),
        ] {
            assert!(one(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (vault, "Vaults: open in presence of 2 clerks."),
            (vault, "Vaults: open with two clerks present."),
            (vault, "Vaults: a clerk and a second clerk present."),
            (vault, "Vaults: both clerks present."),
            (vault, "Vaults: clerks present."),
            (kiln, "Kiln: shut until Amir's temperature readings."),
            // The singular as a label, a clock time, a section number.
            (vault, "Vault: open, clerk present."),
            (
                "14:02 standby called; reports 15:20.",
                "Standby called 14:02, a report at 15:20.",
            ),
            (
                "4.3 Requests over 15 days need approval.",
                "A request >15 days needs approval.",
            ),
            (
                "The proof runs for two hours at a warm temperature.",
                "Proof: an hour, warm.",
            ),
        ] {
            assert!(!one(o, r), "{o} -> {r}");
        }
    }

    /// Approvers counted by their approvals keep the count; another number, another act,
    /// named approvers ("managers"), a dropped negation and a hedge are still reported.
    #[test]
    fn a_count_said_by_what_it_counts() {
        let prs = "Each pull request has to be approved by two reviewers.";
        assert_faithful(&[
            (prs, "PRs: 2 approvals."),
            (prs, "Each PR needs two approvals."),
        ]);
        assert_changed(&[
            (prs, "PRs: 3 approvals."),
            (prs, "PRs: 1 approval."),
            (prs, "PRs: 2 comments."),
            (prs, "PRs should ideally get 2 approvals."),
            (
                "Each pull request has to be approved by two managers.",
                "PRs: 2 approvals.",
            ),
            (prs, "Each pull request has to be approved by two managers."),
            (
                "Refunds must never be approved by fewer than two reviewers.",
                "Refunds may be approved with 1 approval.",
            ),
        ]);
    }

    /// "six max per afternoon" said as "≤6 slots/afternoon", and "after 4:30" (no half of the
    /// day) as "after 16:30" (corpus30b, c30b-r006); another part of the day, another count,
    /// another time, another day, a dropped day or a turned side is still reported.
    #[test]
    fn a_rate_over_a_part_of_the_day_and_a_clock_time_without_its_half() {
        let slots = "Six hygienist slots max per afternoon.";
        let rules = "User: hygienist slots, six max per afternoon.\nUser: oh, and don't book Dr \
                     Mensah after 4:30 on Wednesdays.\nUser: the new chairs arrive Tuesday by \
                     the way.";
        let mensah = "Don't book Dr Mensah after 4:30 on Wednesdays.";
        let compacted = |rest: &str| format!("Rules: {rest} (FYI new chairs Tue.)");
        assert_faithful(&[
            (slots, "≤6 hygienist slots/afternoon."),
            (mensah, "No Dr Mensah bookings after 16:30 Wed."),
            (mensah, "No Dr Mensah bookings after 4:30pm Wed."),
            (
                rules,
                &compacted("≤6 hygienist slots/afternoon; no Dr Mensah bookings after 16:30 Wed."),
            ),
        ]);
        assert_changed(&[
            (slots, "≤6 hygienist slots/morning."),
            (slots, "≤7 hygienist slots/afternoon."),
            (slots, "≤6 hygienist slots/day."),
            (slots, "≤6 hygienist slots."),
            (slots, "≥6 hygienist slots/afternoon."),
            (mensah, "No Dr Mensah bookings after 17:30 Wed."),
            (mensah, "No Dr Mensah bookings after 4:45 Wed."),
            (
                "Don't book Dr Mensah after 4:30 pm on Wednesdays.",
                "No Dr Mensah bookings after 4:30am Wed.",
            ),
        ]);
        for rest in [
            "≤6 hygienist slots/afternoon; no Dr Mensah bookings after 15:30 Wed.",
            "≤6 hygienist slots/afternoon; no Dr Mensah bookings after 16:30 Thu.",
            "≤6 hygienist slots/morning; no Dr Mensah bookings after 16:30 Wed.",
            "≤7 hygienist slots/afternoon; no Dr Mensah bookings after 16:30 Wed.",
            "≤6 hygienist slots/afternoon; no Dr Osei bookings after 16:30 Wed.",
            "≤6 hygienist slots/afternoon; Dr Mensah bookings after 16:30 Wed.",
            "≤6 hygienist slots/afternoon; no Dr Mensah bookings before 16:30 Wed.",
            "≤6 hygienist slots/afternoon; no Dr Mensah bookings after 16:30.",
        ] {
            assert_changed(&[(rules, &compacted(rest))]);
        }
    }

    /// "not counted" said as "excl."; "incl.", another number, a thing of the count dropped
    /// or traded stay reported.
    #[test]
    fn not_counted_said_as_excluding() {
        let o = "Max 12 passengers on the Kestrel, skipper and deckhand not counted.";
        assert_faithful(&[(o, "Kestrel: 12 pax max (excl. skipper & deckhand).")]);
        assert_changed(&[
            (o, "Kestrel: 12 pax max (incl. skipper & deckhand)."),
            (o, "Kestrel: 13 pax max (excl. skipper & deckhand)."),
            (o, "Kestrel: 12 pax min (excl. skipper & deckhand)."),
            (o, "Kestrel: 12 pax max (excl. skipper & cook)."),
            (o, "Osprey: 12 pax max (excl. skipper & deckhand)."),
            (
                "Max 12 passengers on the Kestrel, skipper and deckhand counted.",
                "Kestrel: 12 pax max (excl. skipper & deckhand).",
            ),
        ]);
    }

    /// "one" the pronoun is no count; "one" as a count, another number, a dropped negation,
    /// another age stay reported.
    #[test]
    fn one_as_a_pronoun() {
        let bikes = "Mate, the e-bikes need charging to at least 80% before every tour, and nobody under 14 rides one. Cheers.";
        let court = "Let's always double-book the interpreter for the court dates, just in case one falls sick.";
        assert_faithful(&[
            (
                bikes,
                "E-bikes: charge >= 80% before each tour; no riders under 14.",
            ),
            (
                court,
                "Always double-book the interpreter for court dates (backup in case of illness).",
            ),
        ]);
        assert_changed(&[
            (
                bikes,
                "E-bikes: charge >= 80% before each tour; no riders under 12.",
            ),
            (
                bikes,
                "E-bikes: charge >= 70% before each tour; no riders under 14.",
            ),
            (
                bikes,
                "E-bikes: charge >= 80% before each tour; riders under 14 OK.",
            ),
            (
                bikes,
                "E-bikes: charge >= 80% before each tour; no riders under 14 ride two.",
            ),
            ("Each guest may take one.", "Each guest may take some."),
            (
                "Nobody takes more than one.",
                "Nobody takes more than some.",
            ),
            (court, "Always double-book the interpreter for court dates."),
        ]);
    }

    /// A pronoun "one" after a determiner is no number; a counted "one" is.
    #[test]
    fn a_pronoun_one_is_no_bound() {
        assert_faithful(&[(
            "Supervisor: night shift looked fine. You may skip the second fridge temperature log on Sundays, but the 06:00 one stays.",
            "Night shift fine. Sundays: second fridge temp log optional; 06:00 log still required.",
        )]);
        // An adjective between the determiner and "one" (session 70, pol70c).
        let vat = "Never create a new supplier record when the VAT number already exists — \
                   merge into the existing one instead.";
        assert_faithful(&[(vat, "Existing VAT no. ⇒ merge, don't create new supplier.")]);
        assert_changed(&[
            (vat, "Existing VAT no. ⇒ create new supplier."),
            (
                "Keep one spare key in the office.",
                "Keep the spare key in the office.",
            ),
        ]);
        for t in [
            "Skip the second log, but the 06:00 one stays.",
            "Merge into the existing one instead.",
            "Monthly visits; the next one must happen before Friday.",
            "No welding until a new one is issued.",
        ] {
            let at = t.rfind("one").unwrap();
            assert!(super::pronoun_one(t, &(at..at + 3)), "{t}");
        }
        for t in [
            "Give the dog just one.",
            "Give the dog one.",
            "Keep the 06:00 one spare key.",
            "Keep the one spare key.",
            "Keep the spare one key.",
            "Order the next one hundred boxes.",
            "Only one driver stays.",
            "At least one stays.",
            "Only one stays.",
        ] {
            let at = t.find("one").unwrap();
            assert!(!super::pronoun_one(t, &(at..at + 3)), "{t}");
        }
        assert_reports(
            "bound dropped",
            &[(
                "Only one driver may take the van.",
                "Drivers may take the van.",
            )],
        );
    }

    /// A ban on one alone said as a floor of two; another number, another noun, or no ban in
    /// the original are still reported.
    #[test]
    fn a_ban_on_one_alone_said_as_a_floor_of_two() {
        let o = "Photographing mares in the foaling unit is forbidden without the owner's written consent, and no stallion is to be led by a single handler past the public path.";
        assert_faithful(&[(
            o,
            "Foaling unit: no mare photos w/o owner's written consent. Stallions past public path: ≥ 2 handlers.",
        )]);
        assert_changed(&[
            (
                o,
                "Foaling unit: no mare photos w/o owner's written consent. Stallions past public path: ≥ 3 handlers.",
            ),
            (
                o,
                "Foaling unit: no mare photos w/o owner's written consent. Stallions past public path: ≥ 2 grooms.",
            ),
        ]);
        let r = "Stallions: ≥ 2 handlers.";
        let to = r.find('≥').unwrap()..r.len() - 1;
        assert!(super::ban_on_one_said_as_two(
            "No stallion is led by a single handler.",
            r,
            &to
        ));
        assert!(!super::ban_on_one_said_as_two(
            "A stallion is led by a single handler.",
            r,
            &to
        ));
    }

    /// A count of a role said as a count of anyone is reported; the role kept is not.
    #[test]
    fn counted_role_made_anyone() {
        assert_changed(&[
            (
                "Oral morphine is checked by two registered nurses at the bedside before it's given.",
                "Oral morphine: two-staff check before administration.",
            ),
            (
                "The vault is opened by two bank officers together.",
                "Vault: opened by 2 people together.",
            ),
        ]);
        assert_faithful(&[
            (
                "The vault is opened by two bank officers together.",
                "Vault: opened by 2 bank officers together.",
            ),
            (
                "Two staff members count the cash drawer at close.",
                "Cash drawer: two-staff count at close.",
            ),
        ]);
    }

    /// "A second X" said as two of X; another count, another noun, or "second" of a floor
    /// stay reported.
    #[test]
    fn second_one_said_as_two() {
        let check = "A second pharmacist must check every chemo order.";
        let refund = "Any refund over $500 needs a second approval.";
        assert_faithful(&[
            (check, "Chemo orders: two pharmacists check each one."),
            (
                "A second signature is required for PRN morphine at every home visit.",
                "PRN morphine at home visits: 2 signatures needed.",
            ),
            (refund, "Refunds > $500: two approvals."),
            (
                "Every release needs a second reviewer.",
                "Releases: two reviewers.",
            ),
        ]);
        assert_changed(&[
            (check, "Chemo orders: three pharmacists check each one."),
            (check, "Chemo orders: one pharmacist checks each one."),
            (check, "Chemo orders: two nurses check each one."),
            (refund, "Refunds > $500: three approvals."),
            (
                "Store the spare keys on the second floor.",
                "Spare keys: 2 floors.",
            ),
        ]);
    }

    /// The article read as one before a unit said as a rate of one is kept; another unit
    /// or a figure before it is reported.
    #[test]
    fn article_one_said_as_a_rate() {
        assert_faithful(&[
            (
                "Kindly don't book Ayesha for more than six hours of linework in a day, her wrist's still healing.",
                "Ayesha: linework ≤ 6 h/day (wrist).",
            ),
            (
                "Don't schedule more than three demos in a week for the sales team.",
                "Sales team: max 3 demos per week.",
            ),
            (
                "No driver may do more than 10 hours of duty in a day.",
                "Drivers: max 10 h duty/day.",
            ),
        ]);
        assert_changed(&[
            (
                "Kindly don't book Ayesha for more than six hours of linework in a day, her wrist's still healing.",
                "Ayesha: linework ≤ 6 h/week (wrist).",
            ),
            (
                "Kindly don't book Ayesha for more than six hours of linework in a day.",
                "Ayesha: linework ≤ 6 h per 2 days.",
            ),
            (
                "No driver may do more than 10 hours of duty in a day.",
                "Drivers: max 10 h duty/shift.",
            ),
        ]);
    }

    /// "two X in a row" banned is "consecutive X" banned; "no more than two in a row" is not.
    #[test]
    fn two_in_a_row_said_as_consecutive() {
        assert_faithful(&[
            (
                "Can lah, give the Saturday slots to the junior artists — but make sure nobody do two Saturday in a row.",
                "Juniors may take Saturday slots; no one on consecutive Saturdays.",
            ),
            (
                "Don't put the same nurse on two night shifts in a row.",
                "No nurse on consecutive night shifts.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't put the same nurse on more than two night shifts in a row.",
                "No nurse on consecutive night shifts.",
            ),
            (
                "Don't put the same nurse on two night shifts in a row.",
                "No nurse on consecutive weekends.",
            ),
            (
                "Don't put the same nurse on two night shifts in a row.",
                "No nurse on three consecutive night shifts.",
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

    /// "N of our M" said as "N/M" keeps both counts; another count on either side does not.
    #[test]
    fn count_said_as_a_slash_pair() {
        let o = "Hold off confirming any forward hoki sale above 30 tonnes; we're at 388 of our 420-tonne quota.";
        assert_faithful(&[
            (
                o,
                "Hoki: 388/420 t used. Don't confirm forward sales >30 t.",
            ),
            (
                "We've filled 14 of the 16 seats, so don't sell more than 2 walk-up tickets.",
                "Seats: 14/16 filled. Walk-up tickets max 2.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Hoki: 388/450 t used. Don't confirm forward sales >30 t.",
            ),
            (
                "We've filled 14 of the 16 seats, so don't sell more than 2 walk-up tickets.",
                "Seats: 12/16 filled. Walk-up tickets max 2.",
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
}
