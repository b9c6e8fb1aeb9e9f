//! Negations said in another form on the other side of a pair: a verb that negates ("stop",
//! "skip") said again as its participle ("are to be stopped").

use super::condition_logic::words_at;
use super::extract::{Clause, CondGroup, is_function_word};
use super::gates::{content_of, is_negation};
use super::quantities::words_in;
use super::restatements::{clause_words, forbids_until};
use super::stems::{Stem, stem, stems_match};
use super::widened::clause_from;
use super::words::{
    NEGATIONS, TextReading, Word, all_words, has_digit, holds_any_phrase, is_content, part_at,
    part_holding, part_words, parts, same_spelling, same_word, says, says_no_negation, shared,
    words,
};
use super::{holds_ignoring_case, is_negation_word, is_one_of};
use crate::classify::lexicon;
use std::ops::Range;

/// The negation at `negation` in `negated` is a verb that negates ("stop crane lifts", "skip
/// the walk") that the clause `other` of the other side says too, in another form ("crane
/// lifts are to be stopped whenever ...", "the walk is skipped"): the same order either way,
/// no negation added or dropped (not "crane lifts continue whenever ...").
pub(super) fn negating_verb_said_in_another_form(
    (text, negation): (&str, &Range<usize>),
    (other_text, other): (&str, &Clause),
) -> bool {
    let Some(verb) = text
        .get(negation.clone())
        .filter(|v| is_one_of(v, &["stop", "skip"]))
    else {
        return false;
    };
    other_text
        .get(other.range.clone())
        .unwrap_or("")
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .any(|w| {
            w.len() >= verb.len()
                && w[..verb.len()].eq_ignore_ascii_case(verb)
                && is_one_of(&w[verb.len()..], &["", "s", "ped", "ping"])
        })
}

/// The original's negated clause `o` (its negation at `negation`: "don't bring it past
/// Athlone") is said by the rewrite's `r` as an exclusion after "but not" ("You may use the
/// big van for the expo, but not beyond Athlone"; c29r126): every word after "but not" is
/// a word of `o` after its negation (an article aside, "beyond" for "past"), one of them a
/// content word. Not "but not past Galway", not "but not before Athlone".
pub(super) fn ban_said_after_but_not(
    (original, o, negation): (&str, &Clause, &Range<usize>),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(sentence) = rewrite.get(r.range.clone()) else {
        return false;
    };
    let Some(at) = memchr::memmem::find(sentence.as_bytes(), b"but not ") else {
        return false;
    };
    let banned = original.get(negation.end..o.range.end).unwrap_or("");
    fn words(text: &str) -> Vec<&str> {
        text.split(|c: char| !c.is_alphanumeric() && c != '\'')
            .filter(|w| !w.is_empty())
            .collect()
    }
    let ours = words(banned);
    let same = |a: &str, b: &str| {
        a.eq_ignore_ascii_case(b) || [a, b].iter().all(|w| is_one_of(w, &["past", "beyond"]))
    };
    let theirs = words(&sentence[at + "but not ".len()..]);
    let mut content = false;
    for w in &theirs {
        if is_one_of(w, &["the", "a", "an"]) {
            continue;
        }
        if !ours.iter().any(|x| same(x, w)) {
            return false;
        }
        content |= lexicon::classes_in_any_case(w) & lexicon::ENGLISH_FUNCTION_WORD == 0;
    }
    content
}

/// A verb that revokes the rule it takes, read as a negation: "forget the 100-line rule",
/// "ignore the old limit", "lift the cap" (case aside).
pub(super) fn revokes_a_rule(w: &str) -> bool {
    is_one_of(
        w,
        &[
            "forget",
            "ignore",
            "disregard",
            "drop",
            "scrap",
            "remove",
            "lift",
            "waive",
        ],
    )
}

/// The rewrite's negation at `negation` of clause `r` takes only a pronoun ("..., but not
/// it.") where the original's negated clause `o` names what it bans ("..., but don't bring it
/// past Athlone"): the ban lost its object.
pub(super) fn ban_reduced_to_a_pronoun(
    (original, o, n): (&str, &Clause, &Range<usize>),
    (rewrite, r, negation): (&str, &Clause, &Range<usize>),
) -> bool {
    let pronoun = |w: &str| is_one_of(w, &["it", "that", "this", "them", "those", "one"]);
    let mut taken = words_at(rewrite, negation.end..r.range.end).map(|(_, w)| w);
    let only_a_pronoun = taken.next().is_some_and(pronoun) && taken.next().is_none();
    only_a_pronoun
        && words_at(original, n.end..o.range.end).any(|(_, w)| {
            !pronoun(w)
                && lexicon::classes_in_any_case(w) & lexicon::ENGLISH_FUNCTION_WORD == 0
                && w.len() > 2
        })
}

/// Words that ban what they name: "forbidden", "prohibited", "banned", "forbids"...
const BAN_WORDS: &[&str] = &[
    "forbidden",
    "prohibited",
    "banned",
    "disallowed",
    "barred",
    "forbids",
    "prohibits",
    "bans",
    "disallows",
];

/// The rewrite's clause `r` denies a ban word that the original's clause `o` states
/// undenied ("Smoking is forbidden in the hangar" -> "Smoking is no longer forbidden", "The
/// lease forbids smoking" -> "The lease no longer forbids smoking"): two negatives, the ban
/// lifted. The ban word's ranges in the original and the rewrite. Each clause is given with
/// the text its ranges point into.
pub(super) fn ban_word_denied(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    // (A screen: every ban word holds "bid", "ban", "hib", "llow" or "bar".)
    let clause = rewrite.get(r.range.clone())?;
    if !["bid", "ban", "hib", "llow", "bar"]
        .iter()
        .any(|stem| clause.contains(stem))
    {
        return None;
    }
    // The ban words of a clause, each with whether a negation stands right before it
    // ("not", "no longer", "never", "n't"; "be" and "been" passed over).
    let bans = |text: &'_ str, c: &Clause| {
        let mut previous = "";
        let mut found: super::Inline8<(Range<usize>, bool)> = super::Inline8::new();
        for (range, w) in words_at(text, c.range.clone()) {
            if is_one_of(w, BAN_WORDS) {
                let denied = is_one_of(previous, &["not", "longer", "never", "t"])
                    || previous.ends_with("n't");
                found.push((range, denied));
            }
            if !is_one_of(w, &["be", "been", "being"]) {
                previous = w;
            }
        }
        found
    };
    let theirs = bans(rewrite, r);
    let (denied_at, _) = theirs.iter().find(|(_, denied)| *denied)?;
    let denied_word = &rewrite[denied_at.clone()];
    let ours = bans(original, o);
    let (stated_at, _) = ours
        .iter()
        .find(|(at, denied)| !denied && original[at.clone()].eq_ignore_ascii_case(denied_word))?;
    Some((stated_at.clone(), denied_at.clone()))
}

/// The original's negation at `negation` revokes a rule with a verb ("Forget the rule about
/// ID checks", "ignore the old cap") and the rewrite's negation at `other` denies that the
/// rule ended ("ID check rule not dropped", "the cap hasn't been lifted"): the revocation
/// turned into a rule kept.
pub(super) fn revocation_denied(
    (text, negation): (&str, &Range<usize>),
    (other_text, other): (&str, &Range<usize>),
) -> bool {
    let revoking = text.get(negation.clone()).is_some_and(revokes_a_rule);
    revoking
        && words_at(other_text, other.end..other_text.len())
            .map(|(_, w)| w)
            .find(|w| !is_one_of(w, &["been", "being", "be", "yet", "ever", "t"]))
            .is_some_and(|w| {
                lexicon::is_ending_verb_any_case(w)
                    || is_one_of(w, &["forgotten", "ignored", "waived"])
            })
}

/// Verbs that negate what they take, read as negations: "skip the fourth floor" leaves it
/// undone.
const NEGATING_VERBS: &[&str] = &["skip", "omit"];

/// `w` is a verb that negates what it takes ("skip", "omit"), case aside.
pub(super) fn is_negating_verb(w: &str) -> bool {
    is_one_of(w, NEGATING_VERBS)
}

/// Words that say a thing is taken in, as a cancelled "don't skip" orders: "don't skip the
/// fourth floor" = "include the 4th floor".
const TAKING_IN: &[&str] = &[
    "include",
    "incl",
    "including",
    "cover",
    "covered",
    "do",
    "done",
];

/// The clause `other` of `other_text`, with no negation, takes in what the original's "don't
/// skip" (its negation at `negation` in `text`) orders not left out: "don't skip the fourth
/// floor" -> "include the 4th floor" (not "clean the fourth floor", another act).
pub(super) fn cancelled_negation_said_as_taking_in(
    (text, negation): (&str, &Range<usize>),
    (other_text, other): (&str, &Clause),
) -> bool {
    other.negation.is_none()
        && negating_verb_negated(text, negation).is_some()
        && other_text
            .get(other.range.clone())
            .unwrap_or("")
            .split(|ch: char| !ch.is_ascii_alphabetic())
            .any(|w| is_one_of(w, TAKING_IN))
}

/// The negation at `negation` of `text` ("don't", "do not", "never") stands right before a
/// verb that negates ("don't skip the fourth floor", "never miss a dose"): the two cancel, the
/// clause orders the thing done (corpus29, c29r037). The verb's range.
pub(super) fn negating_verb_negated(text: &str, negation: &Range<usize>) -> Option<Range<usize>> {
    let rest = text.get(negation.end..)?;
    // The screen: the next word opens with the letter of "skip" or "omit" (or of "not",
    // "ever", "you", which may stand before them); most verbs do not.
    let first = rest.trim_start().bytes().next()?.to_ascii_lowercase();
    if !matches!(first, b's' | b'o' | b'n' | b'e' | b'y') {
        return None;
    }
    // A negating verb is no negation of another verb ("skip" itself).
    if is_one_of(text.get(negation.clone())?, NEGATING_VERBS) {
        return None;
    }
    let mut at = 0;
    for w in rest.split(' ') {
        let start = at;
        at += w.len() + 1;
        let bare = w.trim_matches(|c: char| !c.is_ascii_alphabetic());
        if bare.is_empty() || is_one_of(bare, &["not", "ever", "you"]) {
            continue;
        }
        if !is_one_of(bare, NEGATING_VERBS) || w.len() != bare.len() && !w.ends_with(',') {
            return None;
        }
        let from = negation.end
            + start
            + (w.len()
                - w.trim_start_matches(|c: char| !c.is_ascii_alphabetic())
                    .len());
        return Some(from..from + bare.len());
    }
    None
}

/// The negation at `negation` in `negated` forbids leaving a thing in a state ("never leave
/// the dive ladder down", "don't leave the hatch open") and `other`, with no negation, orders
/// the opposite state ("the dive ladder must be up", "keep the hatch shut"): the same rule
/// said the other way (not "the ladder must be down").
pub(super) fn left_state_said_as_its_opposite(
    (text, negated, negation): (&str, &Clause, &Range<usize>),
    (other_text, other): (&str, &Clause),
) -> bool {
    if other.negation.is_some() {
        return false;
    }
    let mut after = text
        .get(negation.end..negated.range.end)
        .unwrap_or("")
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .skip_while(|w| is_one_of(w, &["ever", "be"]));
    if !after
        .next()
        .is_some_and(|w| is_one_of(w, &["leave", "leaving", "left"]))
    {
        return false;
    }
    let Some(opposite) = after.take(STATE_REACH).find_map(opposite_state) else {
        return false;
    };
    clause_words(other_text, other).any(|w| is_one_of(w, opposite))
}

/// How many words after "leave" its state comes ("leave the dive ladder down").
const STATE_REACH: usize = 5;

/// The states opposite to `state`, a word saying how a thing is left ("down" -> "up").
fn opposite_state(state: &str) -> Option<&'static [&'static str]> {
    let lower = |w: &str| state.eq_ignore_ascii_case(w);
    Some(if lower("down") {
        &["up", "raised"]
    } else if lower("up") {
        &["down", "lowered"]
    } else if lower("open") {
        &["closed", "shut", "locked"]
    } else if lower("unlocked") {
        &["locked"]
    } else if lower("on") || lower("running") {
        &["off", "stopped"]
    } else if lower("off") {
        &["on"]
    } else {
        return None;
    })
}

/// The negation at `negation` in `negated` leaves things out of a count ("skipper and
/// deckhand not counted", "VAT not included") and `other` says it with an excluding word
/// before one of those things ("excl. skipper & deckhand", "excluding VAT"): the same
/// exclusion (not "skipper and deckhand counted").
pub(super) fn uncounted_said_as_excluded(
    (text, negated, negation): (&str, &Clause, &Range<usize>),
    (other_text, other): (&str, &Clause),
) -> bool {
    let counted = text
        .get(negation.end..negated.range.end)
        .unwrap_or("")
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .find(|w| !w.is_empty());
    if !counted.is_some_and(|w| is_one_of(w, &["counted", "included", "incl"])) {
        return false;
    }
    // The thing left out: the content word right before the negation.
    let Some(thing) = negated
        .words
        .iter()
        .rev()
        .find(|w| w.range.end <= negation.start)
    else {
        return false;
    };
    let excluding = |w: &str| is_one_of(w, &["excl", "excluding", "except", "excepting"]);
    let Some((at, _)) = words_at(other_text, other.range.clone()).find(|(_, w)| excluding(w))
    else {
        return false;
    };
    other
        .words
        .iter()
        .any(|w| w.range.start > at.end && stems_match(&w.stem, &thing.stem))
}

/// `r`, the rewrite of the ban `o`, adds an aside in brackets granting an exception ("No food
/// in the reading room (snacks OK)", "(bottled water allowed)") that the original does not
/// grant: `o` has no "ok", "allowed", "fine" or "permitted" of its own, and no word of the
/// aside is in the original ("must not give legal advice; it can summarise laws though" ->
/// "(summarising laws is fine)" keeps an exception). The aside's range. Each clause is given
/// with the text its ranges point into.
pub(super) fn exception_granted_aside(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<Range<usize>> {
    o.negation.as_ref()?;
    let text = rewrite.get(r.range.clone())?;
    let open = memchr::memchr(b'(', text.as_bytes())?;
    let close = open + memchr::memchr(b')', &text.as_bytes()[open..])?;
    let granting = |w: &str| is_one_of(w, &["ok", "okay", "allowed", "fine", "permitted"]);
    let aside = || text[open..close].split(|ch: char| !ch.is_ascii_alphabetic());
    let said_before = |w: &str| {
        let head = &w[..w.len().min(ASIDE_HEAD)];
        original
            .split(|ch: char| !ch.is_ascii_alphabetic())
            .any(|o| o.len() >= head.len() && o[..head.len()].eq_ignore_ascii_case(head))
    };
    let new_exception = aside()
        .filter(|w| w.len() > 3 && !granting(w))
        .all(|w| !said_before(w));
    (aside().any(granting) && new_exception && !clause_words(original, o).any(granting))
        .then(|| r.range.start + open..r.range.start + close + 1)
}

/// How many first letters of an aside's word the original must share to have said it
/// ("summa" of "summarising" and "summarise").
const ASIDE_HEAD: usize = 5;

/// `a` allows an action only under a condition ("file the return only if the client
/// countersigns first") and `b` forbids it until then ("don't file the return until the client
/// has countersigned"): the condition kept in another form, no negation added. Each clause is
/// given with the text its ranges point into.
pub(super) fn only_if_restates_not_until(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    a.negation.is_none()
        && b.negation.is_some()
        && a.conditions.iter().any(|(group, range)| {
            let only_before = || {
                a_text
                    .get(..range.start)
                    .and_then(|before| before.split_whitespace().next_back())
                    .is_some_and(|w| w.eq_ignore_ascii_case("only"))
            };
            // "only when" is read as one condition, "only if" as "if" after "only".
            *group == CondGroup::Condition
                && a_text.get(range.clone()).is_some_and(|w| {
                    is_one_of(w, &["only if", "only when"])
                        || is_one_of(w, &["if", "when"]) && only_before()
                })
        })
        && forbids_until(b_text, b)
}

/// The first word after the negation `negation` of `other` (ranges into `text`), as written,
/// has the stem `word`: "do not guess" negates what "never guessed" does, though "guess", a
/// word the lexicon counts with the function words ("I guess"), is no content word of the
/// clause. Only a word of letters up to [`WORD_BYTES`] long is stemmed (lower-cased in place).
pub(super) fn negates_as_written(
    text: &str,
    other: &Clause,
    negation: &Range<usize>,
    word: &Stem,
) -> bool {
    let Some(first) = text
        .get(negation.end..other.range.end)
        .unwrap_or("")
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .find(|w| !w.is_empty() && !is_one_of(w, &["be", "ever"]))
        .filter(|w| w.len() <= WORD_BYTES)
    else {
        return false;
    };
    let mut buf = [0u8; WORD_BYTES];
    let lower = &mut buf[..first.len()];
    lower.copy_from_slice(first.as_bytes());
    lower.make_ascii_lowercase();
    std::str::from_utf8(lower).is_ok_and(|w| stems_match(&stem(w), word))
}

/// The longest word [`negates_as_written`] stems.
const WORD_BYTES: usize = 24;

/// Clause `c` (ranges into `text`) says a thing stays as it is ("deletion_protection stays
/// true", "the firewall remains on") and names the action that would end the state, at
/// `ending`, as a gerund, the topic of another rule ("disabling it requires a change
/// ticket"): the state is kept, its end not ordered (not "the firewall stays on, but disable
/// it at night").
pub(super) fn state_stays_and_its_end_is_a_topic(
    text: &str,
    c: &Clause,
    ending: &Range<usize>,
) -> bool {
    text.get(ending.clone())
        .is_some_and(|verb| verb.len() > 4 && verb.ends_with("ing"))
        && clause_words(text, c).any(|w| {
            is_one_of(
                w,
                &[
                    "stay", "stays", "remain", "remains", "keep", "keeps", "kept",
                ],
            )
        })
}

/// The negation at `negation` of `o` revokes a rule with a verb ("Forget the rule about
/// cc'ing Gareth", "ignore the old limit") and `other` says the same thing revoked in the
/// passive ("The rule about cc'ing Gareth is dropped", "the limit was lifted"): one
/// revocation, no negation dropped (not "the rule is kept").
pub(super) fn revocation_said_in_the_passive(
    (text, o, negation): (&str, &Clause, &Range<usize>),
    (other_text, other): (&str, &Clause),
) -> bool {
    let revoking = text.get(negation.clone()).is_some_and(revokes_a_rule);
    if !revoking || other.negation.is_some() {
        return false;
    }
    // The thing revoked: the first content word after the verb, named by `other` too (or,
    // after "the rule about", the second: "Forget the rule about ID checks" -> "ID check
    // dropped").
    // ("the old rule about ...": the rule's age names no thing revoked.)
    let mut things = o.words.iter().filter(|w| {
        w.range.start >= negation.end && !super::revoked::age_of_a_named_rule(text, &w.range)
    });
    let Some(thing) = things.next() else {
        return false;
    };
    let about = things.next().filter(|_| {
        is_one_of(
            text.get(thing.range.clone()).unwrap_or(""),
            &["rule", "limit", "policy", "requirement", "ban"],
        )
    });
    let mut previous = "";
    let passive = clause_words(other_text, other).any(|w| {
        let revoked = is_one_of(previous, &["is", "are", "was", "were", "been", "be"])
            && lexicon::is_ending_verb_any_case(w);
        previous = w;
        revoked
    }) || super::revoked::telegraphic_revocation(other_text, other)
        // (No date of its own: "ID check dropped from March" defers the end.)
        && other
            .dates
            .iter()
            .all(|d| o.dates.iter().any(|e| e.same_time(d)));
    passive
        && other.words.iter().any(|w| {
            stems_match(&w.stem, &thing.stem)
                || about.is_some_and(|a| stems_match(&w.stem, &a.stem))
        })
}

/// `other`, with no negation, holds a memory's permission key set to false: `allowed: false`
/// in YAML, `"allowed": false` in JSON (or "permitted", and "no" for "false"): the ban the
/// negation said, written as a field of the record (corpus30b, c30b-r001). What is banned is
/// compared as any rule's words are; `allowed: true` states no ban.
pub(super) fn ban_said_as_a_false_permission_key((other_text, other): (&str, &Clause)) -> bool {
    if other.negation.is_some() {
        return false;
    }
    let Some(text) = other_text.get(other.range.clone()) else {
        return false;
    };
    // (A screen first: a colon and an "allow" or "permit" in the sentence.)
    if !text.contains(':') || !(text.contains("allow") || text.contains("permit")) {
        return false;
    }
    text.split(['\n', ',', '{', '}']).any(|field| {
        let Some((key, value)) = field.split_once(':') else {
            return false;
        };
        let bare = |s: &str| {
            s.trim()
                .trim_start_matches("- ")
                .trim_matches(|c: char| c == '"' || c == '\'' || c.is_whitespace())
                .to_string()
        };
        is_one_of(&bare(key), &["allowed", "permitted", "allow", "permit"])
            && is_one_of(&bare(value), &["false", "no"])
    })
}

/// "The splice bay is a no-phone zone while the joint is open" -> "Joint open → no phones in
/// splice bay": the negation at `negation` in `negated` is "no" and the word after it is the
/// thing a "no-X" compound of `other` keeps out of a place or a time (X, a plural aside): the
/// same ban, said with a negation. Another thing ("no-phone zone" -> "no cameras") is not
/// read.
pub(super) fn ban_said_as_a_no_compound(
    (negated_text, negation): (&str, &Range<usize>),
    (other_text, other): (&str, &Clause),
) -> bool {
    let is_no = negated_text
        .get(negation.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("no"));
    let Some(text) = other_text.get(other.range.clone()).filter(|_| is_no) else {
        return false;
    };
    let Some(thing) = negated_text[negation.end..]
        .split(|c: char| !c.is_alphanumeric())
        .find(|w| !w.is_empty())
    else {
        return false;
    };
    let bytes = text.as_bytes();
    memchr::memmem::find_iter(bytes, b"no-").any(|at| {
        let starts_a_word = at == 0 || !bytes[at - 1].is_ascii_alphanumeric();
        let kept_out = text[at + 3..]
            .split(|c: char| !c.is_alphanumeric())
            .next()
            .unwrap_or("");
        starts_a_word && !kept_out.is_empty() && super::words::same_word(kept_out, thing)
    })
}

/// Signs that strike out the thing beside them ("Open bench ✗", "🚫 WhatsApp").
const CROSSES: [char; 4] = ['✗', '✘', '❌', '🚫'];

/// The negation at `negation` in `negated` bans a thing ("never on the open bench", "do not
/// share the pax manifest over WhatsApp") and `other`, with no negation, strikes one of the
/// content words said after the negation out with a cross beside it ("Open bench ✗", "Pax
/// manifest: DCS terminal only; WhatsApp ✗"): the same ban in signs (session 44, pol44). Not a
/// cross by another thing ("Cash ✗" for a ban on cards), nor a sentence with no cross.
pub(super) fn ban_said_with_a_cross(
    (text, negated, negation): (&str, &Clause, &Range<usize>),
    (other_text, other): (&str, &Clause),
) -> bool {
    let Some(said) = other_text.get(other.range.clone()) else {
        return false;
    };
    if other.negation.is_some() || !said.contains(CROSSES) {
        return false;
    }
    let banned: Vec<Word<'_>> = words(text, negation.end..negated.range.end)
        .into_iter()
        .filter(|(w, _)| is_content(w))
        .collect();
    // The stretch holding each cross, between the marks that close a telegraphic item.
    said.match_indices(CROSSES).any(|(at, _)| {
        let marks = [';', ',', '.', '(', ')', '—', ':'];
        let start = said[..at].rfind(marks).map_or(0, |k| k + 1);
        let end = said[at..].find(marks).map_or(said.len(), |k| at + k);
        let base = other.range.start;
        words(other_text, base + start..base + end)
            .iter()
            .any(|(x, _)| banned.iter().any(|(w, _)| same_word(x, w)))
    })
}

/// Most words read after a negation for "near" ("can't sit near the speakers").
const NEAR_REACH: usize = 4;

/// The negation at `negation` in `negated` bans being near a thing ("Auntie Efua can't sit
/// near the speakers", "don't park next to the hydrant") and `other`, with no negation, puts
/// the one it binds "away from" the same thing ("Seat Auntie Efua away from the speakers"):
/// the same ban said the other way (corpus30b). Not "away from" another thing, nor "near" it.
pub(super) fn near_said_as_away_from(
    (text, negated, negation): (&str, &Clause, &Range<usize>),
    (other_text, other): (&str, &Clause),
) -> bool {
    if other.negation.is_some() {
        return false;
    }
    const DETERMINERS: &[&str] = &[
        "the", "a", "an", "any", "our", "your", "their", "his", "her",
    ];
    let after: Vec<&str> = text
        .get(negation.end..negated.range.end)
        .unwrap_or("")
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    let near = after
        .iter()
        .take(NEAR_REACH + 1)
        .enumerate()
        .find_map(|(k, w)| {
            if is_one_of(w, &["near", "beside", "alongside"]) {
                Some(k + 1)
            } else if is_one_of(w, &["next", "close"])
                && after
                    .get(k + 1)
                    .is_some_and(|t| t.eq_ignore_ascii_case("to"))
            {
                Some(k + 2)
            } else {
                None
            }
        });
    let Some(thing) = near.and_then(|k| {
        after[k..]
            .iter()
            .find(|w| !is_one_of(w, DETERMINERS))
            .map(|w| stem(&w.to_ascii_lowercase()))
    }) else {
        return false;
    };
    let said: Vec<&str> = clause_words(other_text, other).collect();
    said.windows(2).enumerate().any(|(k, pair)| {
        pair[0].eq_ignore_ascii_case("away")
            && pair[1].eq_ignore_ascii_case("from")
            && said[k + 2..]
                .iter()
                .find(|w| !is_one_of(w, DETERMINERS))
                .is_some_and(|w| stems_match(&stem(&w.to_ascii_lowercase()), &thing))
    })
}

/// The negation `n` of `o` lies inside an aside in parentheses that gives a reason, after
/// its own subject ("# Do not raise replicas above 1 (sensor bus can't take concurrent
/// pollers)."), the sentence has a negation outside the aside, and the rewrite says none of
/// the aside's words (three letters or more): the reason went, not the rule's negation
/// (session 30). Not an aside that opens with its negation ("(don't edit the main page)"),
/// an order of its own.
pub(super) fn negation_of_a_dropped_reason(
    (original, o, n): (&str, &Clause, &Range<usize>),
    rewrite: &str,
) -> bool {
    let Some(lead) = original.get(o.range.start..n.start) else {
        return false;
    };
    let Some(open) = lead.rfind('(') else {
        return false;
    };
    if lead[open..].contains(')') {
        return false;
    }
    let open = o.range.start + open;
    let Some(close) = original
        .get(n.end..o.range.end)
        .and_then(|rest| rest.find(')'))
    else {
        return false;
    };
    let close = n.end + close;
    let aside = &original[open + 1..close];
    let opening = &original[open + 1..n.start];
    // Its own subject before the negation: a word of three letters or more.
    if !opening
        .split(|c: char| !c.is_ascii_alphabetic())
        .any(|w| w.len() >= 3)
    {
        return false;
    }
    let outside = format!(
        "{} {}",
        &original[o.range.start..open],
        &original[close + 1..o.range.end]
    );
    if super::negation_count(&outside) == 0 {
        return false;
    }
    let lower = rewrite.to_ascii_lowercase();
    !aside
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !super::is_negation_word(w))
        .any(|w| lower.contains(&w.to_ascii_lowercase()))
}

/// The word of `original` at `m` (a word of `o` the rewrite dropped) is the "didn't" of a
/// polite ban, "I'd rather you didn't ..." or "I'd prefer you didn't ...", and the rewrite's
/// sentence `r` is negated ("I'd prefer you didn't email the landlord without ..." -> "User:
/// don't email the landlord without ...", s24-ok-20, s26-ok-41): the wish is the ban. Not
/// without a negation in `r` ("User: email the landlord ..."), nor with a hedge in it ("User:
/// ideally don't email ..."), nor "you didn't" after another
/// word ("I noticed you didn't email ...": a report).
pub(super) fn polite_ban_said_as_ban(original: &str, m: &Range<usize>, r: &Clause) -> bool {
    // (A cheap screen first: "didn't" has six bytes, "didn’t" eight.)
    if !(6..=8).contains(&m.len())
        || r.negation.is_none()
        || !r.hedges.is_empty()
        || !original
            .get(m.clone())
            .is_some_and(|w| is_one_of(w, &["didn't", "didn’t"]))
    {
        return false;
    }
    let mut back = original
        .get(..m.start)
        .unwrap_or("")
        .split_whitespace()
        .rev();
    back.next().is_some_and(|w| w.eq_ignore_ascii_case("you"))
        && back
            .next()
            .is_some_and(|w| is_one_of(w, &["rather", "prefer", "preferred"]))
}

/// The negation of `o` when `r` says the rule with none of its own and with the same kinds of
/// condition: the opening test of each reading below that restates a ban without a "not".
pub(super) fn negation_said_without_one<'c>(o: &'c Clause, r: &Clause) -> Option<&'c Range<usize>> {
    o.negation
        .as_ref()
        .filter(|_| r.negation.is_none() && same_conditions(o, r))
}

/// `o` and `r` have conditions of the same kinds ("unless", "if", "only when"): a reading
/// that skips the rest of the comparison drops or adds none.
fn same_conditions(o: &Clause, r: &Clause) -> bool {
    o.conditions
        .iter()
        .all(|(g, _)| r.conditions.iter().any(|(h, _)| h == g))
        && r.conditions
            .iter()
            .all(|(h, _)| o.conditions.iter().any(|(g, _)| h == g))
}

/// The word of `text` just before `at` (letters and "/"), lower case compared by the caller.
pub(super) fn word_before(text: &str, at: usize) -> &str {
    let head = text.get(..at).unwrap_or("").trim_end();
    // (The byte after the mark's whole character: the mark may be "—".)
    let start = head
        .char_indices()
        .rev()
        .find(|&(_, c)| !(c.is_alphanumeric() || c == '/' || c == '\''))
        .map_or(0, |(k, c)| k + c.len_utf8());
    &head[start..]
}

/// The preposition opening a date's reading: the first word of its range when that is one,
/// else the word before it, and where that word starts.
fn preposition_of(text: &str, range: &Range<usize>) -> (usize, String) {
    let inside = text.get(range.clone()).unwrap_or("");
    let first = inside.split_whitespace().next().unwrap_or("");
    if is_one_of(first, &["before", "after", "until", "till", "by", "from"]) {
        return (range.start, first.to_ascii_lowercase());
    }
    let w = word_before(text, range.start);
    let at = text.get(..range.start).unwrap_or("").trim_end().len() - w.len();
    (at, w.to_ascii_lowercase())
}

/// The ban of `o` on acting before a time ("don't fire the ovens before 4:30 am") said by the
/// rewrite as the time the act may start: "ovens not before 04:30" (r31-051: the rewrite's
/// "not" is read into the bound, so no negation of `r` is counted). Only when every date of
/// `o` follows "before" after the negation and has a date of `r` naming the same time after
/// "not before", the conditions are of the same kinds, and `r` has no negation of its own; a
/// date of `r` after any other word (a bare "before 04:30", "not after 04:30") or at another
/// time is no such restatement. The scope is still compared by the caller.
pub(super) fn ban_before_said_as_not_before(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(n) = negation_said_without_one(o, r) else {
        return false;
    };
    if o.dates.is_empty() || r.dates.is_empty() || r.dates.len() != o.dates.len() {
        return false;
    }
    let negation = original.get(n.clone()).unwrap_or("");
    if !is_one_of(negation, &["don't", "don’t", "do", "never", "not", "no"]) {
        return false;
    }
    o.dates.iter().all(|d| {
        let (at, prep) = preposition_of(original, &d.range);
        if prep != "before" {
            return false;
        }
        // The negation governs the date: the clause's verb ban ("don't fire ... before"),
        // or a "not" right before the preposition ("and not before 20 September").
        let governs = n.start < at;
        governs
            && r.dates.iter().any(|e| {
                if !d.same_time(e) {
                    return false;
                }
                let (rat, rprep) = preposition_of(rewrite, &e.range);
                let lead = word_before(rewrite, rat).to_ascii_lowercase();
                rprep == "before" && lead == "not"
            })
    })
}

/// "don't leave the firefinder uncovered overnight" -> "firefinder covered overnight": a ban
/// on leaving a thing in an "un-" state ("uncovered", "unlocked", "unattended") said as the
/// thing in the state without "un-", no negation left. The original's part holding `from`
/// says the ban (a negation, "leave" within two words after it, the "un-" word within five
/// after "leave"); the rewrite's part holding `to`, after its last colon, says the plain
/// state and the same content words as the ban's clause, each way ("keep" aside). Not the
/// "un-" state kept without the ban ("firefinder uncovered overnight"), another thing, a word
/// dropped ("covered" for "covered overnight"), a negation left ("not covered").
pub(super) fn double_negation_said_plainly(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, &Range<usize>),
) -> bool {
    // (A cheap screen: "leave" and "un".)
    if !holds_ignoring_case(original, "leave") || !holds_ignoring_case(original, " un") {
        return false;
    }
    let ours = part_at(original, from.start);
    let Some(n) = ours.iter().position(|(w, _)| is_negation(w)) else {
        return false;
    };
    let Some(l) = (n + 1..ours.len().min(n + 3)).find(|&i| is_one_of(ours[i].0, &["leave"])) else {
        return false;
    };
    let clause = clause_from(original, &ours, l + 1);
    let Some(u) = clause
        .iter()
        .take(5)
        .position(|(w, _)| w.len() > 5 && w.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("un")))
    else {
        return false;
    };
    let state = &clause[u].0[2..];
    let theirs = part_at(rewrite, to.start);
    // (After the part's last colon: "RULE: firefinder covered overnight".)
    let label = theirs
        .iter()
        .rposition(|(_, r)| rewrite[r.end..].trim_start().starts_with(':'))
        .map_or(0, |k| k + 1);
    let theirs = &theirs[label..];
    if theirs
        .iter()
        .any(|(w, _)| is_negation(w) || same_spelling(w, clause[u].0))
        || !theirs.iter().any(|(w, _)| same_spelling(w, state))
    {
        return false;
    }
    let within = |a: &[&str], b: &[&str]| a.iter().all(|w| b.iter().any(|o| same_word(w, o)));
    let ban: Vec<&str> = content_of(clause)
        .into_iter()
        .filter(|w| !same_spelling(w, clause[u].0))
        .collect();
    let said: Vec<&str> = content_of(theirs)
        .into_iter()
        .filter(|w| !same_spelling(w, state) && !is_one_of(w, &["keep", "kept"]))
        .collect();
    !ban.is_empty() && within(&ban, &said) && within(&said, &ban)
}

/// "don't touch the stops on the Willis, use the practice organ instead" -> "Willis organ
/// stops: hands off (use practice organ)": a ban on touching ("don't touch", "do not touch",
/// "never touch") said as "hands off". The original's part holding `from` says the ban; the
/// rewrite's part holding `to` says "hands off" (or "hands-off") with every content word of
/// the ban's clause (its thing: "stops", "Willis") and no content word the original's part
/// does not say. Not "hands on", another thing ("pedals"), the thing cut ("Willis organ:
/// hands off").
pub(super) fn hands_off_for_do_not_touch(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, &Range<usize>),
) -> bool {
    // (A cheap screen: "hands" and "touch".)
    if !holds_ignoring_case(rewrite, "hands") || !holds_ignoring_case(original, "touch") {
        return false;
    }
    let ours = part_at(original, from.start);
    let Some(t) = ours.iter().enumerate().position(|(k, (w, _))| {
        is_one_of(w, &["touch"]) && ours[..k].iter().rev().take(2).any(|(n, _)| is_negation(n))
    }) else {
        return false;
    };
    let theirs = part_at(rewrite, to.start);
    let hands_off = theirs.iter().enumerate().any(|(k, (w, _))| {
        w.eq_ignore_ascii_case("hands-off")
            || (is_one_of(w, &["hands"])
                && theirs.get(k + 1).is_some_and(|n| is_one_of(n.0, &["off"])))
    });
    if !hands_off {
        return false;
    }
    let within = |a: &[&str], b: &[&str]| a.iter().all(|w| b.iter().any(|o| same_word(w, o)));
    let thing = content_of(clause_from(original, &ours, t + 1));
    let said: Vec<&str> = content_of(&theirs)
        .into_iter()
        .filter(|w| !is_one_of(w, &["hands", "hands-off", "off"]))
        .collect();
    !thing.is_empty() && within(&thing, &said) && within(&said, &content_of(&ours))
}

/// Words that say an act stops at a time or an event: "service ends 23:00", "sales close at
/// 22:00", "access ends when the contract does".
const ENDS: &[&str] = &[
    "ends", "end", "closes", "close", "stops", "stop", "finishes", "finish", "cut-off", "cutoff",
    "ceases",
];

/// Words that open the time or the event an end is given at ("ends at 23:00", "ends when the
/// contract does").
const AT: &[&str] = &["at", "when", "on", "by", "once"];

/// Words that make a rewrite's end no plain end: leave, a hedge, an exception.
const LEAVE_OR_HEDGE: &[&str] = &[
    "may",
    "can",
    "allowed",
    "permitted",
    "ok",
    "optional",
    "usually",
    "ideally",
    "roughly",
    "about",
    "around",
    "approx",
    "approximately",
    "unless",
    "except",
];

/// `w` names a thing or an act: a content word, no pronoun or other function word ("their").
fn names_something(w: &str) -> bool {
    is_content(w) && !is_function_word(&w.to_ascii_lowercase())
}

/// `range` of `text` widened to the sentence (or the part between semicolons) it opens in: a
/// change given on one word ("aren't") is read with its clause.
fn with_its_part(text: &str, range: &Range<usize>) -> Range<usize> {
    part_holding(text, range.start).map_or(range.clone(), |p| {
        p.start.min(range.start)..p.end.max(range.end)
    })
}

/// The index of the one negation word of `ws`: `None` when there is none or more than one.
fn the_one_negation(ws: &[Word<'_>]) -> Option<usize> {
    let mut negations = (0..ws.len()).filter(|&k| is_negation_word(ws[k].0));
    match (negations.next(), negations.next()) {
        (Some(k), None) => Some(k),
        _ => None,
    }
}

/// The words `ws` of `text` from the first on, up to the first that a mark of a new clause
/// (",", ";", a dash, a bracket) stands before.
fn to_the_clause_end<'a, 't>(text: &str, ws: &'a [Word<'t>]) -> &'a [Word<'t>] {
    let n = ws
        .windows(2)
        .position(|pair| {
            text.get(pair[0].1.end..pair[1].1.start).is_some_and(|gap| {
                gap.contains([',', ';', '—', '–', '(', ')']) || gap.contains(" - ")
            })
        })
        .map_or(ws.len(), |k| k + 1);
    &ws[..n]
}

/// "Sake can't be served to anyone after 23:00" -> "Sake service ends 11pm", "Contractors
/// can't access the VPN after their contract ends" -> "VPN access ends for contractors when
/// their contract does": a ban on an act after a time or an event (the clause's one
/// negation, then "after" or "past" in the same stretch) said as the act's end (a word of
/// [`ENDS`]) at that time or event: a content word before the end is one of the act's, and
/// what follows "at", "when", "on", "by" or a figure within four words after the end says a
/// content word of the event, or a figure where the original's gate has one (the date check
/// compares the times: "ends 22:00" is still a date changed). Not "before 23:00", "starts
/// 23:00", an end with leave, a hedge or a negation ("may end", "never ends"), an event the
/// rewrite does not name ("when their probation does"), nor a ban on ending the act itself
/// ("don't stop the pump after 22:00" -> "pump stops at 22:00").
pub(super) fn ban_after_said_as_its_end(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let ours = words(original, from.clone());
    let Some(negation) = the_one_negation(&ours) else {
        return false;
    };
    let stretch = to_the_clause_end(original, &ours[negation..]);
    let Some(after) = stretch
        .iter()
        .position(|(w, _)| is_one_of(w, &["after", "past"]))
    else {
        return false;
    };
    let (act, gate) = (&ours[..negation + after], &stretch[after + 1..]);
    // "Don't stop the pump after 22:00" bans the end itself: "pump stops at 22:00" turns it.
    if act.iter().any(|(w, _)| is_one_of(w, ENDS)) {
        return false;
    }
    let theirs = words(rewrite, to.clone());
    if gate.is_empty()
        || theirs
            .iter()
            .any(|(w, _)| is_negation_word(w) || is_one_of(w, LEAVE_OR_HEDGE))
    {
        return false;
    }
    let Some(end) = theirs.iter().position(|(w, _)| is_one_of(w, ENDS)) else {
        return false;
    };
    let act_kept = theirs[..end]
        .iter()
        .any(|(w, _)| names_something(w) && act.iter().any(|(o, _)| same_word(o, w)));
    let Some(at) = theirs[end + 1..]
        .iter()
        .take(4)
        .position(|(w, _)| is_one_of(w, AT) || has_digit(w))
    else {
        return false;
    };
    let gate_kept = theirs[end + 1 + at..].iter().any(|(w, _)| {
        if has_digit(w) {
            gate.iter().any(|(g, _)| has_digit(g))
        } else {
            names_something(w)
                && gate
                    .iter()
                    .any(|(g, _)| names_something(g) && same_word(g, w))
        }
    });
    act_kept && gate_kept
}

/// Words that say in one word that a thing falls short: "not enough" said again.
const FALLS_SHORT: &[&str] = &["insufficient", "inadequate"];

/// Words a negation before them makes "falls short" ("aren't enough", "not sufficient").
const ENOUGH: &[&str] = &["enough", "sufficient", "adequate"];

/// Words that single out the thing that falls short ("safety glasses alone aren't enough").
const SINGLING_OUT: &[&str] = &[
    "alone",
    "only",
    "just",
    "by",
    "itself",
    "themselves",
    "on",
    "its",
    "their",
    "own",
];

/// "..., safety glasses alone aren't enough" -> "(safety glasses insufficient)": the
/// clause's one negation before "enough" ("sufficient", "adequate") said as "insufficient"
/// ("inadequate") by a rewrite with no negation, the word before it (past "alone", "only")
/// one of the two words naming something before the negation (past "alone", "on its own"):
/// the same thing said to fall short ("a photo of the meter is not sufficient" -> "meter
/// photo insufficient"). Not "safety glasses sufficient", another thing said to fall short ("visor
/// insufficient"), nor a negation kept elsewhere.
pub(super) fn not_enough_said_as_insufficient(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let ours = words(original, from.clone());
    let Some(negation) = the_one_negation(&ours) else {
        return false;
    };
    if !ours
        .get(negation + 1)
        .is_some_and(|(w, _)| is_one_of(w, ENOUGH))
    {
        return false;
    }
    // The two words that name something before the negation, past those that single it out.
    let short_of: Vec<&str> = ours[..negation]
        .iter()
        .rev()
        .map(|(w, _)| *w)
        .filter(|w| !is_one_of(w, SINGLING_OUT) && names_something(w))
        .take(2)
        .collect();
    let theirs = words(rewrite, to.clone());
    if theirs.iter().any(|(w, _)| is_negation_word(w)) {
        return false;
    }
    theirs.iter().enumerate().any(|(k, (w, _))| {
        is_one_of(w, FALLS_SHORT)
            && theirs[..k]
                .iter()
                .rev()
                .find(|(t, _)| !is_one_of(t, SINGLING_OUT))
                .is_some_and(|(t, _)| short_of.iter().any(|o| same_word(o, t)))
    })
}

/// "Buses on the night network are not to be used for staff transport" -> "Night buses ≠
/// staff transport": the clause's one negation said by "≠" in a rewrite with no negation word,
/// the word before the sign naming something the original names before its negation and the
/// word after it something the original names after it. Not "=", nor the sign before a thing
/// the ban did not name ("night buses ≠ school runs").
pub(super) fn negation_said_as_not_equal(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let Some(sign) = rewrite
        .get(to.clone())
        .and_then(|t| t.find('≠'))
        .map(|at| to.start + at)
    else {
        return false;
    };
    let ours = words(original, from.clone());
    let Some(negation) = the_one_negation(&ours) else {
        return false;
    };
    let theirs = words(rewrite, to.clone());
    if theirs.iter().any(|(w, _)| is_negation_word(w)) {
        return false;
    }
    let named_in = |side: &[Word<'_>], w: &str| {
        names_something(w) && side.iter().any(|(o, _)| same_word(o, w))
    };
    let before = theirs.iter().rev().find(|(_, r)| r.end <= sign);
    let after = theirs.iter().find(|(_, r)| r.start > sign);
    before.is_some_and(|(w, _)| named_in(&ours[..negation], w))
        && after.is_some_and(|(w, _)| named_in(&ours[negation + 1..], w))
}

/// Session 39's faithful forms, each a filter over the kinds of change it names: `from` of
/// `original` and `to` of `rewrite` the change's two sides.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "prohibition became mention" | "negation dropped" => to.is_some_and(|to| {
            let (from, to) = (with_its_part(original, from), with_its_part(rewrite, to));
            ban_after_said_as_its_end(original, &from, rewrite, &to)
                || not_enough_said_as_insufficient(original, &from, rewrite, &to)
                || negation_said_as_not_equal(original, &from, rewrite, &to)
        }),
        // "not sufficient" -> "insufficient": the scope's word said again with its negation.
        "scope changed" => to.is_some_and(|to| {
            original
                .get(from.clone())
                .is_some_and(|w| is_one_of(w, ENOUGH))
                && rewrite
                    .get(to.clone())
                    .is_some_and(|w| is_one_of(w, FALLS_SHORT))
                && not_enough_said_as_insufficient(
                    original,
                    &with_its_part(original, from),
                    rewrite,
                    &with_its_part(rewrite, to),
                )
        }),
        _ => false,
    }
}

/// "No payouts to any account that's not been verified" -> "Payouts only to verified
/// accounts", "No refunds to any card that hasn't been registered" -> "Refunds only to
/// registered cards": a ban whose object is narrowed by a denied state ("not been W", "n't
/// been W", "not W") said as "only" before the state's own word W, not denied: two
/// negations said as one "only" (corpus36). "Payouts to verified accounts" (no "only") and
/// "Payouts only to unverified accounts" stay reported.
pub(super) fn double_negation_said_as_only(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some((_, ws)) = part_words(original, from.start) else {
        return false;
    };
    let Some(k) = ws.iter().position(|(_, r)| r.start == from.start) else {
        return false;
    };
    if !is_one_of(ws[k].0, &["no", "never", "nothing"]) {
        return false;
    }
    // The denied state after the ban: the first word past "not"/"n't" and "been"/"be".
    let Some(state) = ws[k + 1..]
        .iter()
        .enumerate()
        .find(|(_, (w, _))| is_negation_word(w))
        .and_then(|(j, _)| {
            ws[k + 2 + j..]
                .iter()
                .find(|(w, _)| !is_one_of(w, &["been", "be", "yet", "ever", "properly"]))
        })
        .map(|(w, _)| *w)
    else {
        return false;
    };
    if !is_content(state) {
        return false;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    theirs.iter().enumerate().any(|(i, (w, _))| {
        w.eq_ignore_ascii_case("only")
            && theirs[i + 1..]
                .iter()
                .take(4)
                .any(|(v, _)| v.eq_ignore_ascii_case(state))
    }) && !theirs.iter().any(|(w, _)| is_negation_word(w))
}

/// The verb a "non-...able" word denies ("non-refundable" -> "refund", "non-returnable" ->
/// "return", "nontransferable" -> "transfer").
pub(super) fn non_able_verb(word: &str) -> Option<&str> {
    let rest = ["non-", "Non-", "non", "Non"]
        .iter()
        .find_map(|p| word.strip_prefix(p))?;
    rest.strip_suffix("able")
        .or_else(|| rest.strip_suffix("ible"))
        .filter(|v| v.len() >= 3)
}

/// The verb of the first "non-...able" word of `text` in `range` ([`non_able_verb`]), not
/// after a "not" ("not non-refundable").
fn non_able_verb_in(text: &str, range: &Range<usize>) -> Option<String> {
    let mut previous = "";
    for w in words_in(text, range.clone()) {
        if let Some(v) = non_able_verb(w).filter(|_| !is_one_of(previous, &["not", "never"])) {
            return Some(v.to_string());
        }
        previous = w;
    }
    None
}

/// "Don't refund the deposit" -> "Deposit non-refundable", "Don't take back anything bought
/// in the clearance corner" -> "Clearance-corner items non-returnable": a ban (the original's
/// sentence at `from`, negated) said by a "non-...able" word (in the rewrite's part at `to`)
/// of the act it bans: a word of the ban has the verb's stem, or says it by a phrasal verb
/// ("take back", "send back", "give back" for "return"). Another act ("Deposit
/// non-transferable"), or the act said as "refundable", is still reported.
pub(super) fn ban_said_as_non_able(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let Some(verb) = non_able_verb_in(rewrite, to) else {
        return false;
    };
    let verb = stem(&verb);
    let mut previous = "";
    let mut negated = false;
    let mut banned = false;
    for w in words_in(original, from.clone()) {
        negated |= is_one_of(
            w,
            &[
                "don't",
                "dont",
                "not",
                "never",
                "no",
                "mustn't",
                "can't",
                "cannot",
                "shouldn't",
                "won't",
                "nobody",
            ],
        ) || w.eq_ignore_ascii_case("don\u{2019}t");
        banned |= stems_match(&stem(w), &verb)
            || w.eq_ignore_ascii_case("back")
                && is_one_of(previous, &["take", "send", "give", "bring", "hand"])
                && stems_match(&verb, &stem("return"));
        previous = w;
    }
    negated && banned
}

/// "Mi want you to stop sending reserve figures to the broker." -> "Broker gets claim status
/// and reserve figures on request.": what the original tells to stop ("stop", "quit" before a
/// verb in "-ing") said again (two content words after the verb) by a part of the rewrite
/// that negates and restricts nothing: the ban gone.
pub(super) fn stopped_act_said_plainly(
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

/// "Absolutely no nuts in anything going to table 7." -> "Table 7: strictly nut-free.": "no
/// X" said as "X-free", with no word that makes it a wish ("option", "available",
/// "preferred", "if possible").
pub(super) fn no_said_as_free(original: &str, rewrite: &str) -> bool {
    if !rewrite.contains("-free") && !rewrite.contains("-Free") {
        return false;
    }
    if holds_any_phrase(
        rewrite,
        &[
            "option",
            "options",
            "available",
            "preferred",
            "if possible",
            "ideally",
        ],
    ) {
        return false;
    }
    let ours = all_words(original);
    all_words(rewrite).iter().any(|(w, _)| {
        let Some(noun) = w
            .to_ascii_lowercase()
            .strip_suffix("-free")
            .map(str::to_string)
        else {
            return false;
        };
        // (Not the original's own "X-free": "No sugar-free labels" bans the labels.)
        ours.windows(2).any(|p| {
            is_one_of(p[0].0, &["no", "nae", "never", "without"])
                && same_word(p[1].0, &noun)
                && !original[p[1].1.end..].starts_with("-free")
                && !p[1].0.to_ascii_lowercase().ends_with("-free")
        })
    })
}

/// "Nae mair overtime for Kirsty this month" -> "Kirsty: no further overtime this month": a
/// ban on a thing ("nae", "no", "nobody") said again by a negation of the rewrite at most two
/// words before a content word that follows the original's negation within three words, the
/// rewrite saying as many negations: the same ban, whatever the negation's spelling.
pub(super) fn negation_said_again_before_the_same_word(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    // A ban on a thing ("nae mair overtime", "no visitors"), not on an act: "don't let her
    // out" -> "Don't let her in" keeps the verb and turns the act around.
    if !original
        .get(from.clone())
        .is_some_and(|w| is_one_of(w, &["no", "nae", "none", "nobody", "naebody"]))
    {
        return false;
    }
    let count = |ws: &[Word<'_>]| ws.iter().filter(|(w, _)| is_one_of(w, NEGATIONS)).count();
    let theirs = all_words(rewrite);
    if count(&theirs) < count(&all_words(original)) {
        return false;
    }
    let after: Vec<Word<'_>> = words(original, from.end..original.len())
        .into_iter()
        .take(3)
        .filter(|(w, _)| is_content(w))
        .collect();
    theirs.iter().enumerate().any(|(j, (w, _))| {
        is_one_of(w, &["no", "not", "never"])
            && theirs[j + 1..(j + 3).min(theirs.len())]
                .iter()
                .any(|(v, _)| after.iter().any(|(a, _)| same_word(a, v)))
    })
}

/// A place closed to people said with the people first: "The loft is off limits to
/// visitors" said as "Visitors aren't allowed in the loft" (or the other way round). The
/// negation at `n` of one side is "off limits", "off-limits" or "out of bounds" before "to"
/// (its word after is who the ban binds, not what it governs), the other's at `m` a negation
/// before "allowed" or "permitted": each names the other's people and place, so
/// [`super::negation_moved`] reads no negation moved. Each side is its text and negation.
pub(super) fn closed_to_said_as_not_allowed(
    (original, n): (&str, &Range<usize>),
    (rewrite, m): (&str, &Range<usize>),
) -> bool {
    let closed_to = |text: &str, at: &Range<usize>| {
        let rest = text.get(at.start..).unwrap_or("").to_ascii_lowercase();
        ["off limits to ", "off-limits to ", "out of bounds to "]
            .iter()
            .any(|p| rest.starts_with(p))
    };
    let not_allowed = |text: &str, at: &Range<usize>| {
        text.get(at.start..).is_some_and(|rest| {
            let mut ws = rest.split_whitespace();
            ws.next().is_some_and(is_negation)
                && ws
                    .next()
                    .is_some_and(|w| is_one_of(w, &["allowed", "permitted"]))
        })
    };
    closed_to(original, n) && not_allowed(rewrite, m)
        || not_allowed(original, n) && closed_to(rewrite, m)
}

#[cfg(test)]
mod tests {
    use super::super::check_rewrite;
    use super::super::tests::{assert_changed, assert_faithful, assert_reports};
    use crate::polarity::tests::changed as reports;

    /// A ban said with a cross beside its thing (session 44, pol44): the corpus's shapes and
    /// look-alikes in other domains; a cross by another thing is still a negation dropped.
    #[test]
    fn a_ban_said_with_a_cross() {
        assert_faithful(&[
            (
                "All cytotoxic preparations shall be compounded in the BSC, never on the open bench.",
                "Cytotoxics → BSC only. Open bench ✗.",
            ),
            (
                "Sir, kindly do not share the pax manifest over WhatsApp, only through the DCS terminal.",
                "Pax manifest: DCS terminal only; WhatsApp ✗.",
            ),
            (
                "Never take cash at the pop-up stall.",
                "Pop-up stall: card only, cash ❌.",
            ),
        ]);
        assert_changed(&[
            (
                "Never take cash at the pop-up stall.",
                "Pop-up stall: cash OK, cards ❌.",
            ),
            (
                "Never take cash at the pop-up stall.",
                "Take cash at the pop-up stall.",
            ),
        ]);
    }

    /// "..., but don't bring it past Athlone" = "..., but not beyond Athlone": the ban's words
    /// said after "but not" (c29r126); another place, another side, another thing, or no ban
    /// at all is still reported.
    #[test]
    fn a_ban_said_after_but_not() {
        let van = "You can take the van, but don't bring it past Athlone.";
        assert_faithful(&[
            (
                "Sure look, you're grand to take the big van for the expo, but don't bring it \
                 past Athlone.",
                "You may use the big van for the expo, but not beyond Athlone.",
            ),
            (van, "You can take the van, but not past Athlone."),
        ]);
        assert_reports(
            "negation dropped",
            &[(van, "You can take the van past Athlone.")],
        );
        // ("not past" a place is a ban of its own since corpus30: the place is what changed.)
        assert_reports(
            "scope changed",
            &[(van, "You can take the van, but not past Galway.")],
        );
        for r in [
            "You can take the van, but not before Athlone.",
            "You can take the car, but not past Athlone.",
            "You can take the van past Athlone, but not the car.",
            "You can take the van, but not on Sundays.",
        ] {
            assert!(check_rewrite(van, r).polarity_changed(), "{r}");
        }
    }

    /// "Don't skip X" orders X done: the two negations cancel. Said as "include X" it is
    /// faithful; said as "skip X" the ban is new (a miss of the starting build: both sides held
    /// one negation), and another act or another floor is still reported (c29r037).
    #[test]
    fn a_negated_skip_orders_the_thing_done() {
        let floor = "Don't skip the fourth floor.";
        let linen = "Just now when you do the linen count, don't skip the fourth floor, and \
                     the count must be in by 3.";
        assert_faithful(&[
            (floor, "Include the 4th floor."),
            (floor, "Never skip the 4th floor."),
            (linen, "Linen count: include 4th floor; submit by 15:00."),
        ]);
        assert_reports(
            "negation dropped",
            &[
                (floor, "Skip the fourth floor."),
                ("Do not skip the fourth floor.", "Skip the fourth floor."),
                (floor, "Clean the fourth floor."),
                ("Never omit the footer.", "Omit the footer."),
                (linen, "Linen count: skip 4th floor; submit by 15:00."),
            ],
        );
        assert_reports(
            "negation added",
            &[("Skip the fourth floor.", "Don't skip the fourth floor.")],
        );
        assert_reports("scope changed", &[(floor, "Include the 3rd floor.")]);
        assert!(check_rewrite(linen, "Linen count; submit by 15:00.").polarity_changed());
    }

    /// No pair is reported with the change `what` (other changes, other checks' own, may be).
    fn assert_not_reported(what: &str, pairs: &[(&str, &str)]) {
        for (o, r) in pairs {
            let report = check_rewrite(o, r);
            assert!(
                report.changes.iter().all(|c| c.what != what),
                "{o} -> {r}: {:?}",
                report.changes
            );
        }
    }

    /// "stop" and "skip" said on both sides, once as an order and once as a participle, are
    /// the same order; an order to stop what the original lets go on is a negation added.
    #[test]
    fn a_negating_verb_said_as_its_participle() {
        assert_faithful(&[
            (
                "Crane lifts are to be stopped whenever gusts exceed 38 km/h.",
                "Stop crane lifts if gusts > 38 km/h.",
            ),
            (
                "Drilling is to be stopped whenever the water level rises above 2 m.",
                "Stop drilling if the water level > 2 m.",
            ),
            (
                "Uploads are to be skipped whenever the disk is full.",
                "Skip uploads if the disk is full.",
            ),
        ]);
        assert_reports(
            "negation added",
            &[
                (
                    "Crane lifts continue whenever gusts exceed 38 km/h.",
                    "Stop crane lifts if gusts > 38 km/h.",
                ),
                (
                    "Uploads are to be paused whenever the disk is full.",
                    "Skip uploads if the disk is full.",
                ),
            ],
        );
    }

    /// "rather than the subject" names the choice not to make past its article, as "not
    /// subject" does; dropping it is still reported, "sooner rather than later" still no
    /// choice.
    #[test]
    fn the_other_choice_named_after_an_article() {
        assert_faithful(&[
            (
                "Put the issue number in the body rather than the subject.",
                "Issue # in body, not subject.",
            ),
            (
                "Reply in the thread rather than the channel.",
                "Reply in thread, not channel.",
            ),
            ("Fix it sooner rather than later.", "Fix it soon."),
        ]);
        assert_reports(
            "negation dropped",
            &[(
                "Reply in the thread rather than the channel.",
                "Reply in the thread.",
            )],
        );
    }

    /// A place off limits to people said as the people not allowed in it, either way round
    /// (pol65c); a place closed to other people, or the people said as the place, still
    /// change.
    #[test]
    fn off_limits_to_people_said_as_not_allowed() {
        assert_faithful(&[
            (
                "The boiler room is off limits to guests.",
                "Guests aren't allowed in the boiler room.",
            ),
            (
                "Juniors are not permitted on the roof terrace.",
                "The roof terrace is off-limits to juniors.",
            ),
        ]);
        assert_changed(&[
            (
                "The boiler room is off limits to guests.",
                "Porters aren't allowed in the boiler room.",
            ),
            (
                "The boiler room is off limits to guests.",
                "The guests' room is off limits to the boiler crew.",
            ),
        ]);
    }

    /// "out of bounds" bans as "off limits" does; an "out of" belongs to a "keep" of its own
    /// clause only ("keep it cool; if it drifts out of range, ..." has no ban).
    #[test]
    fn out_of_bounds_and_out_of_another_clause() {
        assert_not_reported(
            "negation added",
            &[(
                "The API key is read-only; treat any write attempt as out of bounds.",
                "API key read-only; no writes.",
            )],
        );
        assert_reports(
            "negation added",
            &[(
                "The API key is read-only; treat any write attempt as allowed.",
                "API key read-only; no writes.",
            )],
        );
        assert_not_reported(
            "negation dropped",
            &[(
                "Keep the cold room between 2 and 8 °C; if it drifts out of range, quarantine \
                 the insulin and ring me.",
                "Cold room 2-8 °C. Out of range -> quarantine insulin + call user.",
            )],
        );
        assert_reports(
            "negation dropped",
            &[(
                "Keep the dogs out of the kitchen.",
                "Let the dogs into the kitchen.",
            )],
        );
    }

    /// A negation in a quoted name ("'Cannot Reproduce'") or in the reason given for a rule
    /// ("because I haven't decided yet") is no negation of the rule; the rule's own is.
    #[test]
    fn negations_of_names_and_reasons() {
        assert_not_reported(
            "negation added",
            &[(
                "Don't mark a crash bug 'Cannot Reproduce' until you've tried at least two \
                 hardware configs and attached both logs.",
                "Crash bugs: 'Cannot Reproduce' only after >= 2 hardware configs tried and \
                 both logs attached.",
            )],
        );
        assert_not_reported(
            "negation dropped",
            &[(
                "Leave the home office receipts aside because I haven't decided on the method \
                 yet.",
                "Leave the home office receipts aside for now.",
            )],
        );
        assert_reports(
            "negation dropped",
            &[(
                "Don't send the invoices because the client hasn't paid.",
                "Send the invoices because the client hasn't paid.",
            )],
        );
    }

    /// A sentence not read as a rule, said again behind a short label and without its
    /// articles, has lost its negation; said again with it, it has not.
    #[test]
    fn a_negation_dropped_behind_a_label_without_articles() {
        assert_reports(
            "negation dropped",
            &[
                (
                    "The deckhand can't take the tender out alone.",
                    "User notes: deckhand can take the tender out alone.",
                ),
                (
                    "The intern can't open the safe.",
                    "Note: intern can open the safe.",
                ),
            ],
        );
        assert_faithful(&[(
            "The intern can't open the safe.",
            "Note: the intern cannot open the safe.",
        )]);
    }

    /// "Never leave it down" = "it must be up"; not "it must be down", not "keep it open" for
    /// "don't leave it open".
    #[test]
    fn a_state_not_to_leave_said_as_its_opposite() {
        assert_faithful(&[
            (
                "Never leave the dive ladder down while the engines are running.",
                "Dive ladder must be up whenever the engines are running.",
            ),
            (
                "Don't leave the hatch open at sea.",
                "The hatch must be closed at sea.",
            ),
        ]);
        assert_reports(
            "negation dropped",
            &[
                (
                    "Never leave the dive ladder down while the engines are running.",
                    "Dive ladder must be down whenever the engines are running.",
                ),
                (
                    "Don't leave the hatch open at sea.",
                    "Keep the hatch open at sea.",
                ),
            ],
        );
    }

    /// "skipper and deckhand not counted" = "excl. skipper and deckhand"; "incl." is not.
    #[test]
    fn things_not_counted_said_as_excluded() {
        assert_not_reported(
            "negation dropped",
            &[
                (
                    "Max 12 passengers on the Kestrel, skipper and deckhand not counted.",
                    "Max 12 passengers on the Kestrel, excl. skipper and deckhand.",
                ),
                (
                    "Max 12 passengers on the Kestrel, skipper and deckhand not counted.",
                    "Kestrel: 12 pax max (excl. skipper & deckhand).",
                ),
            ],
        );
        assert_reports(
            "negation dropped",
            &[(
                "Max 12 passengers on the Kestrel, skipper and deckhand not counted.",
                "Max 12 passengers on the Kestrel, incl. skipper and deckhand.",
            )],
        );
    }

    /// A ban given an exception in brackets ("(snacks OK)") has a condition added; an
    /// exception the original grants already, or a bracket granting nothing, is none.
    #[test]
    fn an_exception_granted_in_brackets() {
        assert_reports(
            "condition added",
            &[
                (
                    "No food in the reading room.",
                    "No food in the reading room (snacks OK).",
                ),
                (
                    "Don't park in bay 4.",
                    "Don't park in bay 4 (visitors allowed).",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The assistant must not provide legal advice; it can summarise public laws \
                 though.",
                "No legal advice from the assistant (summarising public laws is fine).",
            ),
            (
                "No food in the reading room; bottled water is fine.",
                "No food in reading room (bottled water fine).",
            ),
            (
                "No food in the reading room.",
                "No food in the reading room (strictly).",
            ),
        ]);
    }

    /// "do X only if Y" = "don't do X until Y", either way round; "do X when Y" is not.
    #[test]
    fn only_if_said_as_not_until() {
        assert_faithful(&[
            (
                "File the amended return only if the client countersigns the engagement \
                 letter first.",
                "Don't file the amended return until the client has countersigned the \
                 engagement letter.",
            ),
            (
                "Merge only when CI is green.",
                "Do not merge until CI is green.",
            ),
            (
                "Do not merge until CI is green.",
                "Merge only when CI is green.",
            ),
        ]);
        assert_reports(
            "negation added",
            &[("Merge when CI is green.", "Do not merge until CI is green.")],
        );
    }

    /// "do not guess" negates what "never guessed" does, though "guess" is read with the
    /// function words; "never quoted" negates another verb.
    #[test]
    fn a_negated_verb_read_as_written() {
        assert_faithful(&[(
            "Do not guess prices.\nHand off to a human.",
            "Prices never guessed; hand off to a human.",
        )]);
        assert_reports(
            "negation added",
            &[(
                "Do not guess prices.\nHand off to a human.",
                "Prices never quoted; hand off to a human.",
            )],
        );
    }

    /// A state said to stay, its end named as the topic of another rule ("disabling it needs
    /// approval"), keeps the state; an order to end it does not.
    #[test]
    fn a_kept_state_whose_end_is_a_topic() {
        assert_faithful(&[(
            "Keep the firewall on; turning it off needs approval.",
            "The firewall stays on; disabling it needs approval.",
        )]);
        assert_not_reported(
            "negation added",
            &[(
                "# IMPORTANT: keep deletion_protection = true on prod-db-eu; flipping it needs \
                 a change ticket approved by two SREs.",
                "prod-db-eu: deletion_protection stays true; disabling it requires a change \
                 ticket with 2 SRE approvals.",
            )],
        );
        assert_reports(
            "negation added",
            &[("Keep the firewall on.", "Disable the firewall.")],
        );
    }

    /// A revocation said back as a rule not ended ("Forget the rule about ID checks" -> "ID
    /// check rule not dropped") adds a negation; the revocation said as ended stays faithful,
    /// and "lift" naming a thing ("the two-person lift rule") revokes nothing.
    #[test]
    fn a_revocation_denied() {
        let ids = "Forget the rule about ID checks.";
        assert_reports(
            "negation added",
            &[
                (ids, "ID check rule not dropped."),
                (ids, "ID check rule hasn't been revoked."),
            ],
        );
        assert_faithful(&[
            (ids, "ID check rule dropped."),
            (
                "Forget the rule about two-person lifts.",
                "Two-person lift rule revoked.",
            ),
        ]);
        let lifts = "Forget the rule about two-person lifts.";
        assert_changed(&[
            (lifts, "The two-person lift rule is kept."),
            (lifts, "Two-person lift rule still applies."),
        ]);
    }

    /// A ban whose object is reduced to a pronoun ("..., but not it.") lost what it bans.
    #[test]
    fn a_ban_reduced_to_a_pronoun() {
        let van = "Take the van to Mullingar on Tuesday, but don't bring it past Athlone.";
        assert_reports(
            "scope changed",
            &[(van, "Take the van to Mullingar on Tuesday, but not it.")],
        );
        assert_faithful(&[
            (
                van,
                "Take the van to Mullingar on Tuesday, but don't take it past Athlone.",
            ),
            ("Don't delete it.", "Never delete it."),
        ]);
    }

    /// A ban on being near a thing said as "away from" it, and "don't drop X" said as "keep X"
    /// (corpus30b, c30b-r017, c30b-r031); the thing, the person, the verb, a condition or the
    /// object changed is still reported.
    #[test]
    fn near_said_as_away_from_and_drop_as_keep() {
        let seating = "User: for the seating plan — Auntie Efua can't sit near the speakers, \
                       the two families' tables have to alternate, and send me the draft \
                       before it goes to the venue.";
        let plan = |first: &str| {
            format!(
                "Plan:\n1. {first}\n2. Alternate the two families' tables.\n3. Send the draft \
                 to the user; nothing goes to the venue until then."
            )
        };
        let hydrant = "Don't park next to the hydrant.";
        let table = "Don't drop the old accession table until I confirm.";
        let migration = "User: go ahead with the accession migration, but run it on the \
                         staging copy first, and don't drop the old accession table until I \
                         confirm.";
        assert_faithful(&[
            (
                seating,
                &plan("Draft seating with Auntie Efua away from the speakers."),
            ),
            (hydrant, "Park away from the hydrant."),
            (table, "Keep the old accession table until I confirm."),
            (
                migration,
                "Migration approved: staging copy first; keep old accession table until user \
                 confirms.",
            ),
        ]);
        for r in [
            plan("Draft seating with Auntie Efua near the speakers."),
            plan("Draft seating with Auntie Efua away from the bar."),
            plan("Draft seating with Uncle Kofi away from the speakers."),
        ] {
            assert!(check_rewrite(seating, &r).polarity_changed(), "{r}");
        }
        assert_changed(&[
            (hydrant, "Park next to the hydrant."),
            (hydrant, "Park away from the gate."),
            (
                "Don't park next to the hydrant after 6pm.",
                "Park away from the hydrant.",
            ),
            ("Don't sit away from the group.", "Sit near the group."),
            (table, "Keep the old accession table."),
            (table, "Keep the old accession table for a week."),
            (table, "Keep the new accession table until I confirm."),
            (table, "Drop the old accession table until I confirm."),
            (table, "Keep the old accession table until Ana confirms."),
            (
                "Don't drop the old accession table.",
                "Keep the old accession table if possible.",
            ),
            (
                migration,
                "Migration approved: staging copy first; keep old accession table until \
                 Friday.",
            ),
            (
                migration,
                "Migration approved: staging copy first; drop old accession table until user \
                 confirms.",
            ),
        ]);
    }

    /// A ban kept in a memory record as a false permission key (corpus30b, c30b-r001): YAML
    /// or JSON; "allowed: true", no key, another act, another object or the object turned by
    /// "un-" is still reported.
    #[test]
    fn a_ban_said_as_a_false_permission_key() {
        let pens = "Don't accept returns of opened insulin pens.";
        let yaml = |action: &str, object: &str, allowed: &str| {
            format!(
                "constraints:\n  - action: {action}\n    object: {object}\n    allowed: {allowed}"
            )
        };
        assert_faithful(&[
            (pens, &yaml("accept return", "opened insulin pens", "false")),
            (
                pens,
                r#"{"action": "accept return", "object": "opened insulin pens", "allowed": false}"#,
            ),
        ]);
        assert_reports(
            "negation dropped",
            &[
                (pens, &yaml("accept return", "opened insulin pens", "true")),
                (
                    pens,
                    r#"{"action": "accept return", "object": "opened insulin pens", "allowed": true}"#,
                ),
                (
                    pens,
                    "constraints:\n  - action: accept return\n    object: opened insulin pens",
                ),
            ],
        );
        assert_changed(&[
            (pens, &yaml("refund", "opened insulin pens", "false")),
            (pens, &yaml("accept return", "opened inhalers", "false")),
            (
                pens,
                &yaml("accept return", "unopened insulin pens", "false"),
            ),
            (
                pens,
                r#"{"action": "accept return", "object": "unopened insulin pens", "allowed": false}"#,
            ),
        ]);
    }

    /// "refer kids under 12 to the pharmacist" said as "under-12s → pharmacist" (corpus30b,
    /// c30b-r093): another receiver, another age, another group, a ban, a hedge, or a changed
    /// part of the compaction is still reported.
    #[test]
    fn routing_said_by_an_arrow() {
        let refer = "Refer kids under 12 to the pharmacist.";
        let counter = "Check photo ID before any Schedule 2 handover; a second pharmacist signs \
                       every controlled-drug return; refer kids under 12 to the pharmacist.";
        let compacted = |rest: &str| format!("Counter: {rest}");
        assert_faithful(&[
            (refer, "Under-12s → pharmacist."),
            ("Escalate outages to the duty lead.", "Outages → duty lead."),
            (
                counter,
                &compacted(
                    "photo ID before Sched 2 handover; 2nd pharmacist signs all CD returns; \
                     under-12s → pharmacist.",
                ),
            ),
        ]);
        assert_changed(&[
            (refer, "Under-12s → GP."),
            (refer, "Under-16s → pharmacist."),
            (refer, "Adults → pharmacist."),
            (refer, "Under-12s → pharmacist if possible."),
            (
                "Don't refer kids under 12 to the pharmacist.",
                "Under-12s → pharmacist.",
            ),
            (
                "Escalate outages to the duty lead.",
                "Outages → on-call engineer.",
            ),
        ]);
        for rest in [
            "photo ID before Sched 2 handover; 2nd pharmacist signs all CD returns; under-12s → GP.",
            "photo ID before Sched 2 handover; 2nd pharmacist signs all CD returns; under-16s → \
             pharmacist.",
            "photo ID before Sched 3 handover; 2nd pharmacist signs all CD returns; under-12s → \
             pharmacist.",
            "photo ID before Sched 2 handover; 2nd pharmacist signs some CD returns; under-12s → \
             pharmacist.",
            "photo ID after Sched 2 handover; 2nd pharmacist signs all CD returns; under-12s → \
             pharmacist.",
            "photo ID before Sched 2 handover; 2nd pharmacist signs all CD returns.",
            "photo ID before Sched 2 handover; technician signs all CD returns; under-12s → \
             pharmacist.",
        ] {
            assert_changed(&[(counter, &compacted(rest))]);
        }
    }

    /// A ban word denied by the rewrite ("forbidden" -> "no longer forbidden", "forbids" ->
    /// "no longer forbids") lifts the ban; the ban said another way stays faithful.
    #[test]
    fn a_ban_word_denied() {
        let hangar = "Smoking is forbidden in the hangar.";
        assert_reports(
            "negation added",
            &[
                (hangar, "Smoking is no longer forbidden in the hangar."),
                (
                    "Smoking is prohibited in the hangar.",
                    "Smoking is not prohibited in the hangar.",
                ),
                (
                    "The lease forbids smoking.",
                    "The lease no longer forbids smoking.",
                ),
            ],
        );
        assert_faithful(&[
            (hangar, "No smoking in the hangar."),
            (hangar, "Smoking is not allowed in the hangar."),
            (hangar, "Smoking: forbidden in hangar."),
        ]);
    }

    /// A "no-X" compound's ban said with "no X" stays faithful; another thing banned, or the
    /// ban lifted, is reported.
    #[test]
    fn a_no_compound_said_with_no() {
        let room = "The server room is a no-food zone while the racks are open.";
        assert_faithful(&[(room, "Racks open → no food in the server room.")]);
        assert_faithful(&[(
            "Fridays are no-meeting days for the design team.",
            "Design team: no meetings on Fridays.",
        )]);
        assert_changed(&[
            (room, "Racks open → no drinks in the server room."),
            (room, "Racks open → food allowed in the server room."),
        ]);
    }

    /// "I'd prefer you didn't X" said as "don't X" is faithful; the negation dropped, another
    /// person, verb or time, a dropped condition, a hedge, and a report of what was not done
    /// are still reported.
    #[test]
    fn a_polite_ban_said_as_a_ban() {
        let o = "I'd prefer you didn't email the landlord without running the wording past me.";
        assert_faithful(&[(
            o,
            "User: don't email the landlord without them approving the wording first.",
        )]);
        assert_changed(&[
            (
                o,
                "User: email the landlord without them approving the wording first.",
            ),
            (
                o,
                "User: don't email the tenant without them approving the wording first.",
            ),
            (
                o,
                "User: don't phone the landlord without them approving the wording first.",
            ),
            (o, "User: don't email the landlord."),
            (
                o,
                "User: ideally don't email the landlord without them approving the wording first.",
            ),
            (
                "I'd prefer you didn't email the landlord after 6 pm.",
                "User: don't email the landlord after 8 pm.",
            ),
            (
                "I noticed you didn't email the landlord.",
                "User: don't email the landlord.",
            ),
        ]);
    }

    /// A ban on acting before a time said as "not before" the time (the rewrite's "not" read
    /// as the bound's); another time, the other side, a bare "before", or
    /// another thing stay reported.
    #[test]
    fn ban_before_said_as_not_before() {
        let ovens = "Don't fire the ovens before 4:30 am.";
        let rye = "Proof the rye for at most 14 hours, don't fire the ovens before 4:30 am, and accept no more than three flour deliveries a week.";
        assert_faithful(&[
            (ovens, "Ovens: not before 04:30."),
            (
                rye,
                "Rye proof ≤ 14 h; ovens not before 04:30; flour deliveries ≤ 3/wk.",
            ),
        ]);
        assert_changed(&[
            (ovens, "Ovens: before 04:30."),
            (ovens, "Ovens: not after 04:30."),
            (ovens, "Ovens: not before 05:30."),
            (ovens, "Ovens: fire before 04:30."),
            (
                rye,
                "Rye proof ≤ 14 h; mixers not before 04:30; flour deliveries ≤ 3/wk.",
            ),
            (
                rye,
                "Rye proof ≤ 14 h; ovens not before 05:30; flour deliveries ≤ 3/wk.",
            ),
            (
                rye,
                "Rye proof ≤ 14 h; ovens not after 04:30; flour deliveries ≤ 3/wk.",
            ),
            (
                rye,
                "Rye proof ≤ 14 h; ovens before 04:30; flour deliveries ≤ 3/wk.",
            ),
            (
                rye,
                "Rye proof ≤ 14 h; ovens maybe not before 04:30; flour deliveries ≤ 3/wk.",
            ),
            (ovens, "Ovens: ideally not before 04:30."),
            (
                "Don't fire the ovens before 4:30 am unless the manager is in.",
                "Ovens: not before 04:30.",
            ),
        ]);
    }

    /// The word before a place after a mark wider than a byte ("—", "→") is read whole, with
    /// no slice inside the mark (the fixtures' "updates —" once panicked here).
    #[test]
    fn word_before_a_wide_mark() {
        let text = "updates —ops agrees";
        assert_eq!(
            super::word_before(text, text.find(" agrees").unwrap()),
            "ops"
        );
        assert_eq!(super::word_before("a —", 5), "");
        assert!(super::super::age_groups::age_group_said(
            "kids under 8",
            &(5..12),
            "→under-8s"
        ));
        assert!(super::super::age_groups::age_group_said(
            "kids under 8",
            &(5..12),
            "→ under-8s"
        ));
    }

    /// A ban on leaving a thing in an "un-" state said as the plain state keeps the rule;
    /// the "un-" state kept, another thing, a word dropped, a negation left, does not.
    #[test]
    fn a_ban_on_an_un_state_said_as_the_plain_state() {
        let o = "User: We're doing the lookout handover tomorrow. Couple of things — don't leave the firefinder uncovered overnight, radio Dispatch every hour on the hour, and if you spot smoke in the east valley call the district ranger directly, not Dispatch. Otherwise it's quiet up there.";
        let r = "Constraints: firefinder covered overnight; hourly radio check to Dispatch (on the hour); east-valley smoke → call district ranger directly, not Dispatch.";
        assert_faithful(&[
            (o, r),
            (
                "Don't leave the firefinder uncovered overnight.",
                "Firefinder covered overnight.",
            ),
            (
                "Never leave the server room unlocked at night.",
                "RULE: server room locked at night.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                &r.replace(
                    "firefinder covered overnight",
                    "firefinder uncovered overnight",
                ),
            ),
            (
                o,
                &r.replace("firefinder covered overnight", "firefinder covered"),
            ),
            (
                o,
                &r.replace("firefinder covered overnight", "lens covered overnight"),
            ),
            (
                o,
                &r.replace(
                    "firefinder covered overnight",
                    "firefinder not covered overnight",
                ),
            ),
            (o, &r.replace("directly, not Dispatch", "or Dispatch")),
            (
                o,
                &r.replace(
                    "district ranger directly, not Dispatch",
                    "Dispatch directly, not district ranger",
                ),
            ),
            (
                "Never leave the server room unlocked at night.",
                "Server room unlocked at night.",
            ),
        ]);
    }

    /// "hands off" for a ban on touching keeps the rule; "hands on", another thing, the
    /// thing cut, does not.
    #[test]
    fn hands_off_said_for_do_not_touch() {
        let o = "Organist: don't touch the stops on the Willis, use the practice organ instead. And the nave lights go off by ten.";
        assert_faithful(&[(
            o,
            "Willis organ stops: hands off (use practice organ). Nave lights off by 22:00.",
        )]);
        assert_changed(&[
            (
                o,
                "Willis organ pedals: hands off (use practice organ). Nave lights off by 22:00.",
            ),
            (
                o,
                "Willis organ stops: hands on (use practice organ). Nave lights off by 22:00.",
            ),
            (
                o,
                "Willis organ: hands off (use practice organ). Nave lights off by 22:00.",
            ),
            (
                o,
                "Willis organ stops: hands off. Nave lights off by 23:00.",
            ),
        ]);
    }

    /// A ban on an act after a time or an event said as the act's end then is kept; another
    /// time, a start, "before", a hedged end or another event are still reported.
    #[test]
    fn a_ban_after_a_time_said_as_its_end() {
        assert_faithful(&[
            (
                "Hot food can't be served to anyone after 22:00, council rules.",
                "Hot food service ends 10pm (council rules).",
            ),
            (
                "Nobody sells fireworks after 18:00 on Sundays.",
                "Firework sales close at 18:00 on Sundays.",
            ),
            (
                "Volunteers can't use the minibus after their DBS check lapses.",
                "Minibus use ends for volunteers when their DBS check lapses.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[(
                "Hot food can't be served to anyone after 22:00.",
                "Hot food service ends 9pm.",
            )],
        );
        assert_changed(&[
            (
                "Hot food can't be served to anyone after 22:00.",
                "Hot food service starts 22:00.",
            ),
            (
                "Hot food can't be served to anyone before 22:00.",
                "Hot food service ends 22:00.",
            ),
            (
                "Hot food can't be served to anyone after 22:00.",
                "Hot food service usually ends 22:00.",
            ),
            (
                "Hot food can't be served to anyone after 22:00.",
                "Hot food service never ends at 22:00.",
            ),
            (
                "Volunteers can't use the minibus after their DBS check lapses.",
                "Minibus use ends for volunteers when their probation does.",
            ),
            (
                "Don't restock the bar after a spill — service ends at 23:00.",
                "Bar service ends at 23:00.",
            ),
        ]);
    }

    /// A ban said with "≠" between the thing and what it may not be used for is kept; "=",
    /// or "≠" before a thing the ban did not name, is still reported.
    #[test]
    fn a_ban_said_with_not_equal() {
        assert_faithful(&[(
            "Pool vans are not to be used for private trips.",
            "Pool vans ≠ private trips.",
        )]);
        assert_changed(&[
            (
                "Pool vans are not to be used for private trips.",
                "Pool vans = private trips.",
            ),
            (
                "Pool vans are not to be used for private trips.",
                "Pool vans ≠ site deliveries.",
            ),
            (
                "Pool vans are not to be used for private trips.",
                "Private trips ≠ pool vans; site vans for private trips.",
            ),
        ]);
    }

    /// A ban on ending the act itself is not read as the act's end (the whole check misses
    /// this pair for another reading, so the reading is asked alone).
    #[test]
    fn a_ban_on_ending_is_not_its_end() {
        let (o, r) = (
            "Don't stop the sump pump after 22:00.",
            "Sump pump stops at 22:00.",
        );
        assert!(!super::ban_after_said_as_its_end(
            o,
            &(0..o.len()),
            r,
            &(0..r.len())
        ));
    }

    /// "Not enough" said as "insufficient" of the same thing is kept; the thing said to
    /// suffice, or another thing said to fall short, is still reported.
    #[test]
    fn not_enough_said_as_insufficient() {
        assert_faithful(&[
            (
                "Welders must wear a full hood, and tinted goggles alone aren't enough.",
                "Welder PPE: full hood (tinted goggles insufficient).",
            ),
            (
                "A verbal quote is not sufficient for refunds over £200.",
                "Refunds over £200: verbal quote insufficient.",
            ),
        ]);
        assert_changed(&[
            (
                "Welders must wear a full hood; tinted goggles alone aren't enough.",
                "Welders: full hood required (tinted goggles sufficient).",
            ),
            (
                "Welders must wear a full hood; tinted goggles alone aren't enough.",
                "Welders: tinted goggles or full hood (hood insufficient).",
            ),
            (
                "Welders must wear a full hood; tinted goggles alone are enough.",
                "Welders: full hood required (tinted goggles insufficient).",
            ),
            (
                "A verbal quote is not sufficient for refunds over £200.",
                "Refunds over £200: verbal quote sufficient.",
            ),
            (
                "A verbal quote is not sufficient for refunds over £200.",
                "Refunds over £200: written quote insufficient.",
            ),
            (
                "A verbal quote is not sufficient for refunds over £200.",
                "Refunds under £200: verbal quote insufficient.",
            ),
        ]);
    }

    #[test]
    fn two_negations_said_as_only() {
        for (o, r) in [
            (
                "No payouts to any account that's not been verified.",
                "Payouts only to verified accounts.",
            ),
            (
                "No refunds to any card that hasn't been registered.",
                "Refunds only to registered cards.",
            ),
            (
                "No parcels for any flat that isn't listed.",
                "Parcels only for listed flats.",
            ),
        ] {
            assert!(!reports(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "No payouts to any account that's not been verified.",
                "Payouts only to unverified accounts.",
            ),
            (
                "No refunds to any card that hasn't been registered.",
                "Refunds to registered cards.",
            ),
            (
                "No refunds to any card that hasn't been registered.",
                "Refunds only to registered cards, not to others.",
            ),
        ] {
            assert!(reports(o, r), "{o} -> {r}");
        }
    }

    /// A ban said by "non-...able" of its act is kept; another act, or "...able", is
    /// reported.
    #[test]
    fn ban_said_as_non_able() {
        assert_faithful(&[
            ("Don't refund the deposit.", "Deposit non-refundable."),
            (
                "Customers can return plants within 30 days with a receipt. Don't take back anything bought in the clearance corner, whatever they say.",
                "Returns: 30 days w/ receipt. Clearance-corner items non-returnable.",
            ),
            (
                "Never transfer a festival wristband to another guest.",
                "Festival wristbands: non-transferable.",
            ),
        ]);
        assert_changed(&[
            ("Don't refund the deposit.", "Deposit refundable."),
            ("Don't refund the deposit.", "Deposit non-transferable."),
            (
                "Never transfer a festival wristband to another guest.",
                "Festival wristbands: non-refundable.",
            ),
        ]);
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
}
