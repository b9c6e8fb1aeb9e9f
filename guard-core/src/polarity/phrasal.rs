//! Phrasal verbs said by one verb, which the scope comparison reads word by word: "let Grace
//! know" = "tell Grace", "get in touch with the landlord" = "contact the landlord", "send them
//! back" = "return them", "turn off the VPN" = "disable the VPN", "the late fee kicks in" =
//! "... applies", "can't stand cilantro" = "dislikes cilantro"; a phrasal verb closed into
//! its noun ("before looking anything up" = "before any lookup"); and "away" after a verb the
//! original has ("discard" -> "throw away").

use std::ops::Range;

use arrayvec::ArrayString;

use super::extract::{Clause, Word};
use super::{Inline8, is_one_of, stems};

/// A phrasal verb and the one verb that says it in any instruction.
struct Phrasal {
    /// The phrase's content word, as the scope comparison reads it ("know" of "let ... know",
    /// "send" of "send ... back").
    head: &'static str,
    /// The word that completes the phrase ("let", "back"): a function word, or one the
    /// phrase's meaning makes no scope of its own.
    partner: &'static str,
    /// The partner comes before the head ("let Grace know", "get in touch"), else after it.
    partner_before: bool,
    /// The one verb.
    verb: &'static str,
}

/// The phrasal verbs [`drop_phrasal_restatements`] reads. Only phrases that say the verb in
/// any instruction: not "give out" (share or hand round), "put off" (postpone or repel).
#[rustfmt::skip]
const PHRASALS: &[Phrasal] = &[
    Phrasal { head: "know", partner: "let", partner_before: true, verb: "tell" },
    Phrasal { head: "touch", partner: "get", partner_before: true, verb: "contact" },
    Phrasal { head: "reach", partner: "out", partner_before: false, verb: "contact" },
    Phrasal { head: "send", partner: "back", partner_before: false, verb: "return" },
    Phrasal { head: "bring", partner: "back", partner_before: false, verb: "return" },
    Phrasal { head: "hand", partner: "back", partner_before: false, verb: "return" },
    Phrasal { head: "hand", partner: "in", partner_before: false, verb: "return" },
    Phrasal { head: "hand", partner: "in", partner_before: false, verb: "submit" },
    Phrasal { head: "call", partner: "off", partner_before: false, verb: "cancel" },
    Phrasal { head: "turn", partner: "off", partner_before: false, verb: "disable" },
    Phrasal { head: "switch", partner: "off", partner_before: false, verb: "disable" },
    Phrasal { head: "turn", partner: "on", partner_before: false, verb: "enable" },
    Phrasal { head: "switch", partner: "on", partner_before: false, verb: "enable" },
    Phrasal { head: "check", partner: "into", partner_before: false, verb: "commit" },
    Phrasal { head: "sign", partner: "up", partner_before: false, verb: "register" },
    Phrasal { head: "fill", partner: "out", partner_before: false, verb: "complete" },
    Phrasal { head: "fill", partner: "in", partner_before: false, verb: "complete" },
    Phrasal { head: "pick", partner: "up", partner_before: false, verb: "collect" },
    Phrasal { head: "kick", partner: "in", partner_before: false, verb: "apply" },
    Phrasal { head: "kick", partner: "in", partner_before: false, verb: "start" },
    Phrasal { head: "kick", partner: "off", partner_before: false, verb: "start" },
    Phrasal { head: "stand", partner: "can't", partner_before: true, verb: "dislike" },
    // "check with me before you order" = "ask me before you buy"
    Phrasal { head: "check", partner: "with", partner_before: false, verb: "ask" },
    Phrasal { head: "stand", partner: "cannot", partner_before: true, verb: "dislike" },
];

/// Particles a phrasal verb's noun closes up with ("lookup", "sign-up", "rollback").
const PARTICLES: &[&str] = &["up", "out", "in", "off", "back", "over", "down", "on"];

/// How far a phrase's partner may be from its head, in words, the partner counted ("let the
/// on-call lead know", "send the loaner laptops back").
const REACH: usize = 4;

/// How many words of each side [`drop_phrasal_restatements`] pairs: a sentence restates one
/// verb or two this way, and a long one stays linear.
const CANDIDATES: usize = 4;

/// Takes out of `missing` and `new` a word of one text that the other says with a phrasal
/// verb (either way round: the rewrite may use the phrase or drop it): "Tell Grace" / "Let
/// Grace know", "looking anything up" / "any lookup". The partner of the phrase goes with it
/// when it was read as a word of its own ("back").
pub(super) fn drop_phrasal_restatements(
    original: &str,
    rewrite: &str,
    missing: &mut Inline8<&Word>,
    new: &mut Inline8<&Word>,
) {
    let found = missing.iter().take(CANDIDATES).find_map(|m| {
        new.iter().take(CANDIDATES).find_map(|n| {
            let pair = (m.range.clone(), n.range.clone());
            // (A partner found in the rewrite, in the original) either way round.
            restates((rewrite, n), (original, m))
                .map(|(in_rewrite, in_original)| (pair.clone(), in_original, in_rewrite))
                .or_else(|| {
                    restates((original, m), (rewrite, n))
                        .map(|(in_original, in_rewrite)| (pair, in_original, in_rewrite))
                })
        })
    });
    if let Some(((m, n), in_original, in_rewrite)) = found {
        missing.retain(|w| w.range != m && Some(&w.range) != in_original.as_ref());
        new.retain(|w| w.range != n && Some(&w.range) != in_rewrite.as_ref());
    }
}

/// The word `p` (of `p_text`) says the verb `v` (of `v_text`) as a phrasal verb or as the
/// noun a phrasal verb closes into ("logins" for "log in"), as [`drop_phrasal_restatements`]
/// reads it.
pub(super) fn says_the_verb(p: (&str, &Word), v: (&str, &Word)) -> bool {
    restates(p, v).is_some()
}

/// Where a phrase's partner word is: a range into the phrase's text, and one into the other
/// text (a noun such as "lookup" has its partner in the text of the phrase it closes).
type Partners = (Option<Range<usize>>, Option<Range<usize>>);

/// The phrasal word `p` (of `p_text`) says the one word `v` (of `v_text`): `p` heads a phrase
/// of [`PHRASALS`] whose verb is `v`'s, or is a phrasal verb's noun whose verb and particle
/// `v_text` has ("lookup" for "looking ... up"). The phrase's partner word, as a range into
/// `p_text` and one into `v_text` (where it is).
fn restates((p_text, p): (&str, &Word), (v_text, v): (&str, &Word)) -> Option<Partners> {
    let p_word = p_text.get(p.range.clone())?;
    let opens_with = |head: &str| {
        p_word
            .get(..3)
            .zip(head.get(..3))
            .is_some_and(|(a, b)| a.eq_ignore_ascii_case(b))
    };
    if let Some(partner) = PHRASALS.iter().find_map(|ph| {
        (opens_with(ph.head)
            && stems::stems_match(&p.stem, &stems::stem(ph.head))
            && stems::stems_match(&v.stem, &stems::stem(ph.verb)))
        .then(|| partner_at(p_text, &p.range, ph.partner, ph.partner_before))
        .flatten()
    }) {
        return Some((Some(partner), None));
    }
    // "lookup" / "looking anything up": the noun is the verb and its particle closed up
    // (lower-cased, hyphens out, in a buffer of its own: a longer word is no such noun).
    let mut closed = ArrayString::<24>::new();
    for c in p_word.chars().filter(|&c| c != '-') {
        closed.try_push(c.to_ascii_lowercase()).ok()?;
    }
    // A plural noun closes the same phrase ("logins", "lookups").
    if closed.len() > 4 && closed.ends_with('s') {
        closed.truncate(closed.len() - 1);
    }
    let particle = PARTICLES.iter().find(|pa| {
        closed.len() >= pa.len() + 3
            && closed.ends_with(*pa)
            && closed
                .get(..closed.len() - pa.len())
                // The same stem, not one opening the other ("regi" of "region" is no
                // "register").
                .is_some_and(|verb| stems::stem(verb) == v.stem)
    })?;
    let partner = partner_at(v_text, &v.range, particle, false)?;
    Some((None, Some(partner)))
}

/// Where `partner` is in `text` among the [`REACH`] words after the word at `at` (before it
/// when `before`), with no punctuation nor another particle between.
fn partner_at(text: &str, at: &Range<usize>, partner: &str, before: bool) -> Option<Range<usize>> {
    let base = text.as_ptr() as usize;
    let range_of = |token: &str| {
        let word = token.trim_matches(|c: char| !c.is_alphanumeric());
        let start = word.as_ptr() as usize - base;
        start..start + word.len()
    };
    let ends_a_part = |token: &str| token.ends_with([',', ';', ':', '.', '!', '?', ')']);
    let starts_a_part = |token: &str| token.starts_with(['(', '—', '–', '-']);
    let is_partner = |token: &str| {
        token
            .trim_matches(|c: char| !c.is_alphanumeric())
            .eq_ignore_ascii_case(partner)
    };
    if before {
        for token in text.get(..at.start)?.split_whitespace().rev().take(REACH) {
            if ends_a_part(token) {
                return None;
            }
            if is_partner(token) {
                return Some(range_of(token));
            }
            if starts_a_part(token) {
                return None;
            }
        }
    } else {
        let after = text.get(at.end..)?;
        // The head itself may close a part ("Look it up." has a partner, "Look." none).
        if after.starts_with([',', ';', ':', '.', '!', '?', ')']) {
            return None;
        }
        for token in after.split_whitespace().take(REACH) {
            if starts_a_part(token) {
                return None;
            }
            if is_partner(token) {
                return Some(range_of(token));
            }
            // Another particle completes the verb ("turn the heater off on Fridays").
            if ends_a_part(token) || is_one_of(token, PARTICLES) {
                return None;
            }
        }
    }
    None
}

/// The new word `n` of the rewrite's sentence `r` is "away" after a verb the original has
/// (`kept`): the verb's particle ("discard" -> "throw away", "store" -> "store away"), not
/// "right away".
pub(super) fn particle_of_a_kept_verb(
    rewrite: &str,
    r: &Clause,
    n: &Word,
    kept: impl Fn(&Word) -> bool,
) -> bool {
    rewrite
        .get(n.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("away"))
        // The word before `n` (the words are in text order: found by halving, so a sentence
        // of many "away"s stays near linear).
        && r.words
            .partition_point(|w| w.range.end <= n.range.start)
            .checked_sub(1)
            .and_then(|i| r.words.get(i))
            .is_some_and(|verb| {
                kept(verb)
                    && rewrite
                        .get(verb.range.end..n.range.start)
                        .is_some_and(|gap| {
                            gap.split_whitespace().count() <= REACH
                                && !gap.contains([',', ';', ':'])
                                && !gap
                                    .split_whitespace()
                                    .next_back()
                                    .is_some_and(|w| is_one_of(w, &["right", "straight"]))
                        })
            })
}
