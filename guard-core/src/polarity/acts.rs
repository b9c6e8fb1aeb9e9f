//! One of a rule's two coordinated acts dropped: "If it passes 3.0, slow the advance and tell
//! the pilot" -> "if >3.0, tell the pilot", "Keys are stamped 'Do Not Duplicate' and logged
//! against the holder's signature" -> "Keys are stamped 'Do Not Duplicate'", "must not be
//! handled with bare hands or stored in paper bags" -> "shouldn't be stored in paper bags": the
//! rule now asks (or bans) one act where it asked two (pol49, s49b-p086, s49a-p037, -p157).
//! A member of one or two words said again word for word is [`super::said_again::conjunct_dropped`]'s;
//! this reads whole acts (a verb and its words) in a rewrite in other words.

use super::words::{
    NEGATIONS, Word, ascii_lower, is_content, is_function_word, said, said_in, words,
};
use crate::classify::lexicon::{is_base_verb, is_one_of, is_past_participle_form};
use std::ops::Range;

/// Words after which a base verb opens an order ("must tell", "never open", "please call").
const ORDER_OPENERS: &[&str] = &[
    "must", "should", "shall", "will", "to", "never", "always", "please", "then", "not", "don't",
    "do", "also", "first",
];

/// Forms of "be" (and "get") before a passive's participle ("are stamped", "be handled").
const BE: &[&str] = &[
    "be", "is", "are", "been", "being", "was", "were", "get", "gets",
];

/// Words that may stand between "be" and its participle ("be not handled", "are always
/// logged").
const BETWEEN_BE_AND_PARTICIPLE: &[&str] = &["not", "never", "always", "also", "only"];

/// Words closing a bound after "or" or "and" ("4 degrees or lower"), some of them base verbs.
const BOUND_ENDS: &[&str] = &[
    "lower", "higher", "less", "more", "fewer", "later", "earlier", "longer", "shorter", "greater",
    "smaller", "larger", "above", "below", "over", "under",
];

/// The fewest words naming a dropped act of its own: its verb and one more ("slow the
/// advance", "handled with bare hands"); "keep them closed" said as "stay shut" names too
/// little to be told from a paraphrase.
const FEWEST_OWN_WORDS: usize = 2;

/// The first act of `sentences` (binding sentences of `original`, each holding " and " or " or
/// ") coordinated with another of its form, two orders ("slow the advance and tell the
/// pilot") or two passives ("are stamped ... and logged ..."), that `rewrite` drops while it
/// keeps the other: no word the act alone names (its verb and at least one more word the
/// rest of the sentence does not say) is said in the rewrite, and a word the other act alone
/// names is.
/// The dropped act's range in `original`.
pub(super) fn coordinated_act_dropped(
    original: &str,
    sentences: impl Iterator<Item = Range<usize>>,
    rewrite: &str,
) -> Option<Range<usize>> {
    let mut theirs: Option<Vec<Word<'_>>> = None;
    at_each_conjunction(original, sentences, |ws, c| {
        let (first, second) = acts_around(original, ws, c)?;
        let theirs = theirs.get_or_insert_with(|| words(rewrite, 0..rewrite.len()));
        let own = |act: &Range<usize>| own_words(ws, act);
        let (ours_first, ours_second) = (own(&first), own(&second));
        let said = |w: &&str| said_in(theirs, rewrite, w) || in_a_compound(theirs, w);
        let none_said = |own: &[&str]| own.len() >= FEWEST_OWN_WORDS && !own.iter().any(said);
        let some_said = |own: &[&str]| own.iter().any(said);
        let dropped = if none_said(&ours_first) && some_said(&ours_second) {
            first
        } else if none_said(&ours_second) && some_said(&ours_first) {
            second
        } else {
            return None;
        };
        Some(ws[dropped.start].1.start..ws[dropped.end - 1].1.end)
    })
}

/// The first thing `read` finds at a conjunction ("and", "or") of `sentences` (sentences of
/// `original`), asked with the sentence's words and the conjunction's index among them: the
/// walk [`coordinated_act_dropped`] and [`banned_member_dropped`] share.
fn at_each_conjunction<'t, T>(
    original: &'t str,
    sentences: impl Iterator<Item = Range<usize>>,
    mut read: impl FnMut(&[Word<'t>], usize) -> Option<T>,
) -> Option<T> {
    sentences.into_iter().find_map(|sentence| {
        let ws = words(original, sentence);
        (1..ws.len().saturating_sub(1))
            .filter(|&c| is_one_of(ws[c].0, &["and", "or"]))
            .find_map(|c| read(&ws, c))
    })
}

/// Verbs of banning, as participles after the thing banned ("Food and drink prohibited").
const BAN_PARTICIPLES: &[&str] = &[
    "prohibited",
    "banned",
    "forbidden",
    "barred",
    "disallowed",
    "outlawed",
];

/// The first of two banned things of `sentences` (sentences of `original` holding " and " or
/// " or ") that `rewrite` drops while it bans the other: a pair of one word each, joined by
/// "and" or "or", after "no" ("No food or drink in the hall") or before a ban participle
/// ([`BAN_PARTICIPLES`], at most two words of "be" or in "-ly" between: "Food and drink are
/// strictly prohibited in the hall"); `rewrite` says a negation or a ban participle, names
/// the one thing standing alone (no "and", "or", "+", "&" or "/" next to it) and the other
/// nowhere: "No food in the hall" bans one thing where the original banned two (pol65c).
/// [`super::said_again::conjunct_dropped`] reads the same drop with every other word kept;
/// this reads the ban said again in other words. The dropped thing's range in `original`.
pub(super) fn banned_member_dropped(
    original: &str,
    sentences: impl Iterator<Item = Range<usize>>,
    rewrite: &str,
) -> Option<Range<usize>> {
    let mut theirs: Option<Vec<Word<'_>>> = None;
    at_each_conjunction(original, sentences, |ws, c| {
        if !is_banned_pair(original, ws, c) {
            return None;
        }
        let theirs = theirs.get_or_insert_with(|| words(rewrite, 0..rewrite.len()));
        let bans = theirs
            .iter()
            .any(|(w, _)| is_one_of(w, BAN_PARTICIPLES) || is_one_of(&ascii_lower(w), NEGATIONS));
        let said = |w: &str| said_in(theirs, rewrite, w) || in_a_compound(theirs, w);
        let (first, second) = (&ws[c - 1], &ws[c + 1]);
        let dropped = match (said(first.0), said(second.0)) {
            (true, false) if said_alone(rewrite, theirs, first.0) => second,
            (false, true) if said_alone(rewrite, theirs, second.0) => first,
            _ => return None,
        };
        bans.then(|| dropped.1.clone())
    })
}

/// The screen of [`banned_member_dropped`]: `original` says "no" or a ban participle
/// ([`BAN_PARTICIPLES`]) somewhere, as its every banned pair needs.
pub(super) fn may_ban_a_pair(original: &super::words::TextReading<'_>) -> bool {
    original.has("no") || BAN_PARTICIPLES.iter().any(|p| original.has(p))
}

/// The conjunction at word `c` of `ws` joins two things of one word each that a ban names:
/// "no" before them, or a ban participle after them ([`banned_member_dropped`]).
fn is_banned_pair(text: &str, ws: &[Word<'_>], c: usize) -> bool {
    let gap = |k: usize| text.get(ws[k - 1].1.end..ws[k].1.start).unwrap_or("");
    let joined = |k: usize| gap(k).trim().is_empty();
    if !(joined(c) && joined(c + 1) && is_content(ws[c - 1].0) && is_content(ws[c + 1].0)) {
        return false;
    }
    let after_no = c >= 2 && is_one_of(ws[c - 2].0, &["no"]) && joined(c - 1);
    let before_a_ban = (c + 2..ws.len().min(c + 5))
        .take_while(|&k| joined(k))
        .map(|k| ascii_lower(ws[k].0))
        .try_for_each(|w| {
            if is_one_of(&w, BAN_PARTICIPLES) {
                Err(true)
            } else if is_one_of(&w, BE) || w.ends_with("ly") {
                Ok(())
            } else {
                Err(false)
            }
        })
        .err()
        .unwrap_or(false);
    after_no || before_a_ban
}

/// `w` is said in `theirs` (words of `rewrite`) with no list around it: no "and", "or", "+",
/// "&", "/" or comma next to any word saying it ("No eating or drinking" lists two things).
fn said_alone(rewrite: &str, theirs: &[Word<'_>], w: &str) -> bool {
    let listed = |k: usize| {
        let before = k.checked_sub(1).map_or("", |j| {
            rewrite
                .get(theirs[j].1.end..theirs[k].1.start)
                .unwrap_or("")
        });
        let after = theirs.get(k + 1).map_or("", |n| {
            rewrite.get(theirs[k].1.end..n.1.start).unwrap_or("")
        });
        let joins = |j: usize| {
            theirs
                .get(j)
                .is_some_and(|(x, _)| is_one_of(x, &["and", "or"]))
        };
        before.contains(['+', '&', '/', ','])
            || after.contains(['+', '&', '/', ','])
            || k >= 1 && joins(k - 1)
            || joins(k + 1)
    };
    theirs
        .iter()
        .enumerate()
        .filter(|(_, x)| said_in(std::slice::from_ref(*x), "", w))
        .all(|(k, _)| !listed(k))
}

/// The two acts a conjunction at word `c` of `ws` joins, as word index ranges, when both are
/// of one form: the word after it a base verb and the first act's verb a base verb opening an
/// order (the sentence's or a comma's first word, or after [`ORDER_OPENERS`]; a clause's first
/// word before its object too, [`verb_before_its_object`]), or the word
/// after it a participle and the first act's a participle after "be" ([`BE`]). The first act
/// runs from its verb to the conjunction, the second to the next comma, semicolon, colon or
/// full stop (or the sentence's end).
fn acts_around(text: &str, ws: &[Word<'_>], c: usize) -> Option<(Range<usize>, Range<usize>)> {
    let gap = |k: usize| text.get(ws[k - 1].1.end..ws[k].1.start).unwrap_or("");
    let cut = |k: usize| gap(k).contains([',', ';', ':', '.', '!', '?', '\n']);
    let next = ascii_lower(ws[c + 1].0);
    // (Joined across a cut, "..., and keep them closed", the first act is no order's part;
    // "at 4 degrees or lower" ends a bound, it joins no act.)
    if cut(c) || cut(c + 1) || is_one_of(&next, BOUND_ENDS) {
        return None;
    }
    let form = if is_base_verb(&next) {
        Form::Order
    } else if is_past_participle_form(&next) {
        Form::Passive
    } else {
        return None;
    };
    let opens = |k: usize| {
        let verb = ascii_lower(ws[k].0);
        match form {
            Form::Order => {
                let opening = k == 0 || cut(k);
                (is_base_verb(&verb) || opening && verb_before_its_object(ws, k))
                    && (opening || is_one_of(ws[k - 1].0, ORDER_OPENERS))
            }
            Form::Passive => {
                let be = |m: usize| is_one_of(ws[m].0, BE);
                is_past_participle_form(&verb)
                    && k >= 1
                    && (be(k - 1)
                        || k >= 2 && is_one_of(ws[k - 1].0, BETWEEN_BE_AND_PARTICIPLE) && be(k - 2))
            }
        }
    };
    // The first act's verb: the nearest opener before the conjunction, in its clause.
    let mut first = None;
    for k in (0..c.saturating_sub(1)).rev() {
        if opens(k) {
            first = Some(k);
            break;
        }
        if cut(k + 1) && k + 1 < c {
            break;
        }
    }
    let first = first?;
    let end = (c + 2..ws.len()).find(|&k| cut(k)).unwrap_or(ws.len());
    Some((first..c, c + 1..end))
}

/// Word `k` of `ws`, opening its clause, reads as a verb the lexicon does not list before its
/// object ("slow the advance"): a lower-case word, no function word, before a determiner.
fn verb_before_its_object(ws: &[Word<'_>], k: usize) -> bool {
    let w = ws[k].0;
    w.starts_with(|c: char| c.is_ascii_lowercase())
        && !is_function_word(w)
        && ws
            .get(k + 1)
            .is_some_and(|(d, _)| is_one_of(d, &["the", "a", "an", "your", "its", "their"]))
}

/// The form two coordinated acts share.
#[derive(Clone, Copy)]
enum Form {
    /// Two orders, each opening with a base verb ("slow the advance and tell the pilot").
    Order,
    /// Two passives, each a participle ("are stamped ... and logged ...").
    Passive,
}

/// `w` (four letters or more) opens or closes a longer word of `theirs`: "call back" said as
/// "callback", "log" as "logbook".
fn in_a_compound(theirs: &[Word<'_>], w: &str) -> bool {
    w.len() >= 4
        && theirs.iter().any(|(x, _)| {
            x.len() > w.len()
                && (super::starts_with_ignoring_case(x, w) || super::ends_with_ignoring_case(x, w))
        })
}

/// The content words of act `act` (word indices of `ws`) that no other word of `ws` says.
fn own_words<'t>(ws: &[Word<'t>], act: &Range<usize>) -> Vec<&'t str> {
    let rest: Vec<Word<'t>> = ws[..act.start]
        .iter()
        .chain(&ws[act.end..])
        .cloned()
        .collect();
    ws[act.clone()]
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| is_content(w) && !said(&rest, w))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_faithful, assert_reports};

    /// One of two banned things dropped, the ban said in other words (pol65c: s65b-p031);
    /// both said, one said inside a list of the rewrite's own ("eating or drinking"), or a
    /// pair no ban names, is not read.
    #[test]
    fn one_of_two_banned_things_dropped() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Phones and cameras are strictly banned on the wards.",
                    "No phones on the wards.",
                ),
                (
                    "SKATEBOARDS OR SCOOTERS PROHIBITED ON THE PLATFORM.",
                    "Skateboards are not allowed on the platform.",
                ),
                (
                    "No dogs or bikes on the green.",
                    "Bikes aren't allowed on the green.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Phones and cameras are strictly banned on the wards.",
                "No phones or cameras on the wards.",
            ),
            (
                "Soup and bread prohibited in the reading room.",
                "No soup or bread in the reading room.",
            ),
            (
                "Phones and cameras are handed in at the desk, not taken in.",
                "Phones handed in at the desk; nothing taken in.",
            ),
            (
                "Juice and biscuits banned upstairs.",
                "No juice + biscuits upstairs.",
            ),
        ]);
    }

    /// One of two coordinated orders or passives dropped (pol49: s49b-p086, s49a-p037,
    /// -p157); both acts said, in other words, a split sentence or a compound ("callback"), a
    /// narrative's act dropped, a bound's "or lower" and a clause joined across a comma are
    /// not read.
    #[test]
    fn one_of_two_coordinated_acts_dropped() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Grout pressure is not to exceed 3.2 bar at the tail skin. If it passes 3.0, \
                     slow the advance and tell the pilot.",
                    "Grout pressure ≤3.2 bar at tail skin; if >3.0, tell the pilot.",
                ),
                (
                    "Keys for master-keyed systems are stamped 'Do Not Duplicate' and logged \
                     against the key holder's signature.",
                    "Master-keyed system keys are stamped 'Do Not Duplicate'.",
                ),
                (
                    "Samples for radiocarbon must not be handled with bare hands or stored in \
                     paper bags.",
                    "Radiocarbon samples mustn't be stored in paper bags.",
                ),
                (
                    "Never block the fire door or leave the keys in the lock.",
                    "Never leave keys in lock.",
                ),
            ],
        );
        // ("shouldn't" weakens the "must not" too, pol69c.)
        assert_reports(
            "modality weakened",
            &[(
                "Samples for radiocarbon must not be handled with bare hands or stored in paper \
                 bags.",
                "Radiocarbon samples shouldn't be stored in paper bags.",
            )],
        );
        assert_faithful(&[
            (
                "Invoices over $5,000 must be approved by the CFO and countersigned by legal.",
                "Invoices >$5k: CFO approval + legal countersign.",
            ),
            (
                "Slow the advance and tell the pilot.",
                "Slow advance; tell pilot.",
            ),
            (
                "Before you leave, lock the server room and return the badge to reception.",
                "Lock the server room and return the badge to reception before leaving.",
            ),
            (
                "The crew fixed the pump and cleaned the filter yesterday.",
                "Crew fixed the pump yesterday.",
            ),
            (
                "Keep the walk-in chiller at 4 degrees or lower at all times.",
                "Walk-in chiller ≤4 degrees, always.",
            ),
            (
                "Anybody that calls, take their number and tell them we will call back.",
                "Take callers' numbers for callback.",
            ),
            (
                "Close the mirror covers before opening the dome, and keep them closed until \
                 the fans have run.",
                "Covers shut before dome opens; covers stay shut until fans have run.",
            ),
        ]);
    }
}
