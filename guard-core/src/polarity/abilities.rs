//! "Ski instructors can take their lunch on the mountain" -> "Ski instructors can't take lunch
//! on the mountain": what a narrative says someone can do, said again as what they cannot.
//! The classifier may read both sentences as narrative (an ability, a fault), and a
//! narrative's negation is otherwise never compared.

use super::extract::Facts;
use super::gates::content_of;
use super::restatements::permission_kept;
use super::words::{
    TextReading, Word, ascii_lower, holds_any_phrase, holds_any_phrase as has_any, is_content,
    part_words, parts as sentences, same_word, words,
};
use super::{ends_with_ignoring_case, is_one_of, stems};
use crate::classify::lexicon::is_past_participle_form;
use std::ops::Range;

/// A word that negates or is negated ("not", "never", "can't", "no").
fn is_negation(w: &str) -> bool {
    is_one_of(w, &["not", "never", "no", "nobody", "nothing", "cannot"]) || ends_in_nt(w)
}

/// A "-n't" form, ASCII case aside, with a straight or a typographic apostrophe.
fn ends_in_nt(w: &str) -> bool {
    ends_with_ignoring_case(w, "n't") || ends_with_ignoring_case(w, "n\u{2019}t")
}

/// The stem of `w` lower-cased (copied only when it holds a capital).
fn stem_in_any_case(w: &str) -> stems::Stem {
    stems::stem(&ascii_lower(w))
}

/// A word between a modal and its verb that changes nothing of the act ("can also take").
fn is_adverb(w: &str) -> bool {
    is_one_of(
        w,
        &[
            "also", "still", "always", "now", "just", "usually", "normally",
        ],
    )
}

/// Words that name nobody in particular: determiners and pronouns a subject may hold.
fn names_nothing(w: &str) -> bool {
    w.len() < 3
        || is_one_of(
            w,
            &[
                "the", "our", "their", "your", "all", "any", "its", "his", "her", "this", "that",
                "these", "those",
            ],
        )
}

/// The first sentence of `original` with no negation that says someone can or may do
/// something ("Ski instructors can take their lunch on the mountain"), said again in
/// `rewrite` by a sentence naming the same subject's words before a negated modal of the same
/// kind ("can't", "cannot", "can not"; "may not") and the same verb right after it: the
/// original's modal and the rewrite's negation. Not another subject ("they can't take it
/// indoors"), another verb, a modal the original did not say ("must not").
pub(super) fn ability_negated(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // (Cheap screens, no allocation, through each text's kept letter pairs: most texts say
    // neither.)
    if !(o.holds_ignoring_case("can ") || o.holds_ignoring_case("may ")) {
        return None;
    }
    if !(r.holds_ignoring_case("can't")
        || r.holds_ignoring_case("can\u{2019}t")
        || r.holds_ignoring_case("cannot")
        || r.holds_ignoring_case("can not")
        || r.holds_ignoring_case("may not"))
    {
        return None;
    }
    let (original, rewrite) = (o.text, r.text);
    let theirs = words_of_each_sentence(rewrite);
    for s in sentences(original) {
        let ours = words(original, s);
        // ("no need to ask me" waives a step: it negates nothing of the ability.)
        if ours.iter().enumerate().any(|(i, (w, _))| {
            is_negation(w)
                && !ours
                    .get(i + 1)
                    .is_some_and(|(n, _)| is_one_of(n, &["need", "bother", "problem"]))
        }) {
            continue;
        }
        let Some(k) = ours.iter().position(|(w, _)| is_one_of(w, &["can", "may"])) else {
            continue;
        };
        let may = ours[k].0.eq_ignore_ascii_case("may");
        let subject: Vec<&str> = ours[..k]
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| !names_nothing(w))
            .collect();
        let Some((verb, _)) = ours[k + 1..].iter().find(|(w, _)| !is_adverb(w)) else {
            continue;
        };
        if subject.is_empty() {
            continue;
        }
        for t in &theirs {
            // The negated modal: one word ("can't", "cannot") or two ("can not", "may not").
            let found = (0..t.len()).find_map(|j| {
                let w = t[j].0;
                let next = t.get(j + 1).map_or("", |x| x.0);
                let (neg, after) = if may {
                    (is_one_of(w, &["may"]) && is_one_of(next, &["not"]), j + 2)
                } else if is_one_of(w, &["can't", "can\u{2019}t", "cannot"]) {
                    (true, j + 1)
                } else {
                    (is_one_of(w, &["can"]) && is_one_of(next, &["not"]), j + 2)
                };
                neg.then_some((j, after))
            });
            let Some((j, after)) = found else {
                continue;
            };
            let same_verb = t[after.min(t.len())..]
                .iter()
                .find(|(w, _)| !is_adverb(w))
                .is_some_and(|(w, _)| {
                    stems::stems_match(&stem_in_any_case(w), &stem_in_any_case(verb))
                });
            let same_subject = subject.iter().all(|s| {
                t[..j]
                    .iter()
                    .any(|(w, _)| stems::stems_match(&stem_in_any_case(w), &stem_in_any_case(s)))
            });
            if same_verb && same_subject {
                let end = if after > j + 1 {
                    t[j + 1].1.end
                } else {
                    t[j].1.end
                };
                return Some((ours[k].1.clone(), t[j].1.start..end));
            }
        }
    }
    None
}

/// The first sentence of `original` with no negation that says something is needed now
/// ("Photos are needed on every storm claim", "A second signature is required"), said again
/// in `rewrite` by a sentence naming the same subject's words just before a negated "needed"
/// or "required" ("Photos not needed ...", "Second signature isn't required", "no longer
/// needed"): the original's word and the rewrite's negation. A narrative's negation is
/// otherwise never compared. Not a past need ("were needed"), another subject ("receipts not
/// needed"), nor a need the original already denied.
pub(super) fn requirement_negated(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let needs = |w: &str| is_one_of(w, &["needed", "required"]);
    // (Cheap screens, no allocation, through each text's kept letter pairs: most texts say
    // neither.)
    let says_a_need =
        |t: &TextReading<'_>| t.holds_ignoring_case("needed") || t.holds_ignoring_case("required");
    if !says_a_need(o) || !says_a_need(r) {
        return None;
    }
    let (original, rewrite) = (o.text, r.text);
    let theirs = words_of_each_sentence(rewrite);
    for s in sentences(original) {
        let ours = words(original, s);
        if ours.iter().any(|(w, _)| is_negation(w)) {
            continue;
        }
        // "... are needed": a present "is" or "are" right before the word.
        let Some(k) =
            (1..ours.len()).find(|&k| needs(ours[k].0) && is_one_of(ours[k - 1].0, &["is", "are"]))
        else {
            continue;
        };
        let subject: Vec<&str> = ours[..k - 1]
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| !names_nothing(w))
            .collect();
        if subject.is_empty() {
            continue;
        }
        for t in &theirs {
            for j in 1..t.len() {
                if !needs(t[j].0) {
                    continue;
                }
                // The negation right before the word: "not", "isn't", "no longer".
                let negation = if is_negation(t[j - 1].0) {
                    j - 1
                } else if j >= 2
                    && is_one_of(t[j - 2].0, &["no"])
                    && is_one_of(t[j - 1].0, &["longer"])
                {
                    j - 2
                } else {
                    continue;
                };
                // The subject's words close before the negation, in the same part.
                let near = &t[negation.saturating_sub(subject.len() + 3)..negation];
                let same_subject = subject.iter().all(|s| {
                    near.iter().any(|(w, _)| {
                        stems::stems_match(&stem_in_any_case(w), &stem_in_any_case(s))
                    })
                });
                if same_subject {
                    return Some((ours[k].1.clone(), t[negation].1.start..t[j - 1].1.end));
                }
            }
        }
    }
    None
}

/// A permission of the original, which the classifier reads as narrative ("You can work
/// from the satellite office on Fridays"), said by the rewrite as an order ("Work from the
/// satellite office on Fridays") or a ban ("Don't work from ..."): the leave became a duty,
/// or was taken away. The original's sentence (not in the past, no negation) gives leave
/// ("can", "may", "allowed to"...; [`permission_kept`]); the rewrite's binding sentence
/// orders (a strong marker, no hedge, no permission word of its own) and every content word
/// of it (two at least) is one of the original sentence's. The kind of change ("modality
/// strengthened", or "negation added" for a ban), the permission and the order.
pub(super) fn permission_ordered(
    (original, before): (&str, &Facts),
    (rewrite, after): (&str, &Facts),
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    after.clauses.iter().find_map(|c| {
        let order = c.strong.clone().or_else(|| c.negation.clone())?;
        let what = if c.negation.is_some() {
            "negation added"
        } else {
            "modality strengthened"
        };
        if !c.binding
            || !c.hedges.is_empty()
            || c.words.len() < 2
            || permission_kept(rewrite, c).is_some()
        {
            return None;
        }
        before.clauses.iter().find_map(|o| {
            if o.past || o.negation.is_some() || o.binding {
                return None;
            }
            let permission = permission_kept(original, o)?;
            c.words
                .iter()
                .all(|x| o.words.iter().any(|w| stems::stems_match(&w.stem, &x.stem)))
                .then(|| (what, permission, order.clone()))
        })
    })
}

/// "You may book consultations." -> "Can book consults.": leave given to "you" said by a
/// sentence opening with the modal, its subject dropped as a role card drops it. The
/// original's sentence at `from` is "you" (or "you can also"), "can" or "may", a verb; the
/// rewrite's at `to` opens with "can" or "may", the same verb next, and the two hold the same
/// content words after the verb, each way (a clipped word is its whole: "consults"). Not
/// another modal ("Must book consults": leave made a duty), a negation ("Cannot book"),
/// another verb or object.
pub(super) fn leave_said_without_its_subject(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, &Range<usize>),
) -> bool {
    let leave = |w: &str| is_one_of(w, &["can", "may"]);
    let ours = words(original, from.clone());
    let theirs = words(rewrite, to.clone());
    let (Some(you), Some(first)) = (ours.first(), theirs.first()) else {
        return false;
    };
    // (A cheap screen: the two first words.)
    if !is_one_of(you.0, &["you"]) || !leave(first.0) {
        return false;
    }
    let Some(m) = ours.iter().position(|(w, _)| leave(w)).filter(|&m| m <= 2) else {
        return false;
    };
    let Some(v) = (m + 1..ours.len()).find(|&i| !is_adverb(ours[i].0)) else {
        return false;
    };
    let Some(u) = (1..theirs.len()).find(|&i| !is_adverb(theirs[i].0)) else {
        return false;
    };
    if !same_word(ours[v].0, theirs[u].0)
        || theirs
            .iter()
            .chain(&ours)
            .any(|(w, _)| is_negation(w) || is_one_of(w, &["not"]))
    {
        return false;
    }
    let same = |a: &str, b: &str| {
        same_word(a, b) || {
            let (a, b) = (ascii_lower(a), ascii_lower(b));
            stems::clips(&a, &b) || stems::clips(&b, &a)
        }
    };
    let within = |a: &[&str], b: &[&str]| a.iter().all(|w| b.iter().any(|o| same(w, o)));
    let object = content_of(&ours[v + 1..]);
    let said = content_of(&theirs[u + 1..]);
    within(&object, &said) && within(&said, &object)
}

/// Words that waive a step after "no" ("no need to ask", "no bother", "no questions asked").
const WAIVED: &[&str] = &["need", "bother", "problem", "questions"];

/// Words that give leave ("can", "may", "grand to", "free to").
const LEAVE: &[&str] = &[
    "can",
    "may",
    "allowed",
    "permitted",
    "grand",
    "free",
    "fine",
    "welcome",
];

/// The negations of `ws` that are no waiver ("not", "can't", "no" but "no need").
fn negations_but_waivers(ws: &[Word<'_>]) -> usize {
    (0..ws.len())
        .filter(|&i| {
            let w = ws[i].0;
            (is_one_of(w, &["no", "not", "never", "nobody", "nothing", "cannot"]) || ends_in_nt(w))
                && !ws.get(i + 1).is_some_and(|(n, _)| is_one_of(n, WAIVED))
        })
        .count()
}

/// "You can give the lads the meeting room any Tuesday, no bother, ..." -> "Permission:
/// ... may use meeting room Tuesdays ...": a waiver ("no need to check with me", "no
/// bother") of a sentence giving leave, read as a negation or a ban, said again by a rewrite
/// that negates nothing ("without checking" aside). A rewrite that negates the leave ("can't
/// book") is still reported.
pub(super) fn waiver_of_leave(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !holds_any_phrase(
        original,
        &["no need", "no bother", "no problem", "no questions"],
    ) {
        return false;
    }
    let Some((_, ours)) = part_words(original, from.start) else {
        return false;
    };
    ours.iter().any(|(w, _)| is_one_of(w, LEAVE))
        && negations_but_waivers(&ours) == 0
        && negations_but_waivers(&super::words::words(rewrite, 0..rewrite.len())) == 0
}

/// "When we were in the old warehouse we couldn't grow anything taller than the 1.2 m
/// shelves." -> "Don't grow anything taller than 1.2 m."; "If she'd applied before the April
/// deadline she'd have been eligible ..." -> "Applications must be in before the April
/// deadline ...": an original that tells what could not be or would have been (and binds no
/// one), said as a rule with no word of the past left. A hypothetical's own duty ("If we ever
/// got the licence we'd need a separate drain", "we'd have to re-leather every bellows") binds
/// no one either: said as a rule ("... has to be re-leathered", "Lantern to be run off the
/// battery bank", "no mixing water") with no "if", "ever" or "would" left, it is one added
/// (pol55); so is "we'd have had to fire from the car park with a 100 m exclusion" said as
/// "Car park firing requires a 100 m exclusion zone" (pol57). So does a present
/// counterfactual's "could" ([`counterfactual`]): "If we had a third volunteer on Saturdays we
/// could open the side pond ..., but we don't" -> "Side pond to be opened on Saturdays"
/// (pol58).
pub(super) fn past_said_as_a_rule(original: &TextReading<'_>, rewrite: &TextReading<'_>) -> bool {
    // Screen: a past inability or a hypothetical in the original.
    let t = original.text;
    if !(original.holds_any_phrase(&[
        "couldn't",
        "could not",
        "would have",
        "could have",
        "would need",
        "wasn't allowed",
        "weren't allowed",
        "was not allowed",
        "were not allowed",
    ]) || ["'d have", "\u{2019}d have", "'d need", "\u{2019}d need"]
        .iter()
        .any(|form| t.contains(form))
        || original.holds_any_phrase(&["could", "would"]) && counterfactual(original.words()))
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
                "requires",
                "require",
                "not allowed",
                "cannot",
                "can't",
            ],
        )
    };
    // (An "if" or "ever" tells the hypothetical again, unless the rewrite orders an act
    // under it: "If norovirus shows up, shut the beds", pol62.)
    let told = |text: &str| {
        has_any(
            text,
            &[
                "could", "couldn't", "would", "wouldn't", "had", "was", "were", "wasn't",
                "weren't", "used to",
            ],
        ) || text.contains("'d ")
            || has_any(text, &["if", "ever"]) && !orders_under_its_condition(text)
    };
    // (The hypothetical's own "have to" or "need" is no rule of the original's.)
    // (Nor is a "don't" closing its clause, "but we don't": it orders nothing.)
    let unbound = HYPOTHETICAL_DUTIES.iter().chain(ELLIPTICAL).fold(
        t.to_ascii_lowercase().replace('\u{2019}', "'") + ".",
        |s, d| s.replace(d, " "),
    );
    !binds(&unbound)
        && (binds(rewrite.text)
            || duty_or_ban_in_few_words(rewrite.words())
            || consequence_said_as_fact(original.words(), rewrite.words()))
        && !told(rewrite.text)
}

/// The fewest content words of a counterfactual's consequence, after its verb, a rewrite must
/// say with that verb ([`consequence_said_as_fact`]).
const CONSEQUENCE_WORDS: usize = 2;

/// A counterfactual's consequence said as what is done now: the verb after the "could" or
/// "would" of an "if" with a past verb ([`counterfactual`]; "If we ever got the second van,
/// the pickers could go out in two shifts") said in the rewrite with at least
/// [`CONSEQUENCE_WORDS`] content words after it in the original's sentence ("Pickers go out in
/// two shifts", pol63). The caller asks that the rewrite tells no hypothetical ("if", "ever",
/// "would", a past).
fn consequence_said_as_fact(ours: &[Word<'_>], theirs: &[Word<'_>]) -> bool {
    if !counterfactual(ours) {
        return false;
    }
    let Some(k) = (0..ours.len()).find(|&k| {
        is_one_of(ours[k].0, &["could", "would"])
            && ours
                .get(k + 1)
                .is_some_and(|(v, _)| !is_one_of(v, &["you", "never", "not", "be", "have"]))
    }) else {
        return false;
    };
    let said = |w: &str| theirs.iter().any(|(x, _)| same_word(x, w));
    let (verb, _) = &ours[k + 1];
    said(verb)
        && ours[k + 2..]
            .iter()
            .filter(|(w, _)| is_content(w) && said(w))
            .count()
            >= CONSEQUENCE_WORDS
}

/// A hypothetical's duty, which binds no one: "we'd have to", "would need".
/// Its "never" too: "If the union signed off on it, night shifts would never run past 3am"
/// bans nothing (pol62).
const HYPOTHETICAL_DUTIES: &[&str] = &[
    "'d have to",
    "would have to",
    "'d need",
    "would need",
    "would never",
    "'d never",
];

/// A "don't" with nothing after it in its clause ("..., but we don't."), which bans nothing.
const ELLIPTICAL: &[&str] = &["don't.", "don't,", "don't;", "don't!"];

/// `ws` holds a present counterfactual: an "if" with "had" or "were" in its next three words
/// and a "could" or "would" after it ("If we had a third volunteer on Saturdays we could open
/// the side pond", pol58, s58a-p146); or a verb in the past in its next five words, not after
/// "is", "has" or "be" ("If the union signed off on it, night shifts would never run past
/// 3am", pol62; not "If the gate is locked, ...").
fn counterfactual(ws: &[Word<'_>]) -> bool {
    (0..ws.len()).any(|i| {
        let supposed = |(w, _): &Word<'_>| is_one_of(w, &["had", "were"]);
        let past = |k: usize| {
            crate::classify::lexicon::looks_past(&ascii_lower(ws[k].0))
                && !is_one_of(
                    ws[k - 1].0,
                    &[
                        "is", "are", "am", "has", "have", "be", "been", "being", "get", "gets",
                    ],
                )
        };
        is_one_of(ws[i].0, &["if"])
            && (ws[i + 1..].iter().take(3).any(supposed)
                || (i + 1..(i + 6).min(ws.len())).any(past))
            // (Not a request's "would you": "If you finished early, would you tidy up?")
            && (i + 1..ws.len()).any(|k| {
                is_one_of(ws[k].0, &["could", "would"])
                    && !ws.get(k + 1).is_some_and(|(w, _)| is_one_of(w, &["you"]))
            })
    })
}

/// `text` orders an act after a condition: a clause after a comma opens with a base verb in
/// lower case ("If norovirus shows up in the samples, shut the beds"; not "If we ever get
/// the licence: heated tank needed, no sharing lamps").
fn orders_under_its_condition(text: &str) -> bool {
    text.split(',').skip(1).any(|clause| {
        clause.split_whitespace().next().is_some_and(|first| {
            first.starts_with(|ch: char| ch.is_ascii_lowercase())
                && crate::classify::lexicon::is_base_verb(first)
        })
    })
}

/// A rule said without a modal: a duty with "to be" and a participle ("Lantern to be run off
/// the battery bank") or a ban of "no" and a gerund ("no mixing water").
fn duty_or_ban_in_few_words(ws: &[Word<'_>]) -> bool {
    ws.windows(3).any(|w| {
        is_one_of(w[0].0, &["to"])
            && is_one_of(w[1].0, &["be"])
            && is_past_participle_form(&ascii_lower(w[2].0))
    }) || ws.windows(2).any(|w| {
        is_one_of(w[0].0, &["no"]) && w[1].0.len() > 4 && ends_with_ignoring_case(w[1].0, "ing")
    })
}

/// The words of each sentence of `text`, in order: the rewrite's sentences the readings above
/// search for the original's words.
fn words_of_each_sentence(text: &str) -> Vec<Vec<Word<'_>>> {
    sentences(text)
        .into_iter()
        .map(|s| words(text, s))
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{
        assert_changed, assert_faithful, assert_reports, changed as reports,
    };

    /// What a narrative says someone can do, said as what they cannot, is a negation added;
    /// the same ability kept, another subject's inability, or another act, is not.
    #[test]
    fn an_ability_said_as_an_inability() {
        assert_reports(
            "negation added",
            &[
                (
                    "Ski instructors can take their lunch on the mountain.",
                    "Ski instructors can't take lunch on the mountain.",
                ),
                (
                    "Ski instructors can take their lunch on the mountain.",
                    "Ski instructors cannot take their lunch on the mountain.",
                ),
                (
                    "The night shift can also use the staff canteen.",
                    "Night shift can not use the staff canteen.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Ski instructors can take their lunch on the mountain.",
                "Ski instructors: lunch on the mountain OK.",
            ),
            (
                "Ski instructors can take their lunch on the mountain.",
                "Ski instructors can take lunch on the mountain.",
            ),
        ]);
    }

    /// A permission the classifier reads as narrative said as an order (corpus31b ch53):
    /// "modality strengthened" ("negation added" for a ban). The leave said again in other
    /// words, or said with "may", is not.
    #[test]
    fn a_permission_said_as_an_order_is_strengthened() {
        assert_reports(
            "modality strengthened",
            &[
                (
                    "You can work from the satellite office on Fridays.",
                    "Work from the satellite office on Fridays.",
                ),
                (
                    "You can work from the satellite office on Fridays.",
                    "Always work from the satellite office on Fridays.",
                ),
                (
                    "Staff can use the side entrance after 6pm.",
                    "Use the side entrance after 6pm.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "You can work from the satellite office on Fridays.",
                "Satellite office OK on Fridays.",
            ),
            (
                "You can work from the satellite office on Fridays.",
                "You may work from the satellite office on Fridays.",
            ),
            (
                "You can work from the satellite office on Fridays.",
                "Fridays: working from the satellite office allowed.",
            ),
            (
                "You can work from the satellite office on Fridays.",
                "Can work from satellite office Fridays.",
            ),
        ]);
        assert_reports(
            "negation added",
            &[(
                "You can work from the satellite office on Fridays.",
                "Don't work from the satellite office on Fridays.",
            )],
        );
    }

    /// Leave to "you" said by a sentence opening with the modal keeps the rule; another
    /// modal, a negation, another verb or object does not.
    #[test]
    fn leave_said_without_its_subject() {
        let o = "You are the clinic's scheduling assistant. You may book consultations.";
        assert_faithful(&[
            (o, "Role: clinic scheduler. Can book consults."),
            ("You can book consultations.", "May book consultations."),
        ]);
        assert_changed(&[
            (o, "Role: clinic scheduler. Must book consults."),
            (o, "Role: clinic scheduler. Cannot book consults."),
            (o, "Role: clinic scheduler. Can cancel consults."),
            (o, "Role: clinic scheduler. Can book treatments."),
            (
                o,
                "Role: clinic scheduler. Can book consults and treatments.",
            ),
        ]);
    }

    /// Leave with a waiver ("no need to ask me") said as an inability is reported; the same
    /// leave kept, its waiver said as "without asking", is not.
    #[test]
    fn leave_with_a_waiver_said_as_an_inability() {
        assert_reports(
            "negation added",
            &[(
                "Groomers can take break anytime between 12 and 2, no need to ask me, okay?",
                "Groomers can't take their break between 12 and 2 without asking.",
            )],
        );
        assert_changed(&[(
            "You can use the van at weekends, no need to ask me.",
            "Van can't be used at weekends without asking.",
        )]);
        assert_faithful(&[
            (
                "You can use the van at weekends, no need to ask me.",
                "Van may be used at weekends without asking.",
            ),
            (
                "You're grand to book the lads into the 10:30 if the 9:00 is full, no need to check with me.",
                "If 09:00 full, may book into 10:30 without checking.",
            ),
        ]);
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

    /// A hypothetical's own duty ("we'd have to", "we'd need") said as a rule in force is a
    /// rule added; said as the hypothetical still, it is not (pol55, s55a-p084, -p129,
    /// s55b-p145).
    #[test]
    fn a_hypothetical_duty_said_as_a_rule_adds_one() {
        let strip = "If the hall ever got listed we'd have to strip every window frame by hand, \
                     but they're only paying for a repaint.";
        let tank = "If we ever got the reptile licence we'd need a heated tank and no sharing \
                    lamps with the bird room.";
        let pump = "If we ever lost the mains we'd have to run the pumps off the generator.";
        assert_changed(&[
            (strip, "Every window frame has to be stripped by hand."),
            (
                tank,
                "Reptiles: heated tank; no sharing lamps with the bird room.",
            ),
            (pump, "Pumps to be run off the generator."),
        ]);
        assert_faithful(&[
            (
                strip,
                "Listing would mean stripping every window frame by hand; they pay for a repaint.",
            ),
            (
                tank,
                "If we ever get the reptile licence: heated tank needed, no sharing lamps with the \
                 bird room.",
            ),
            (pump, "Mains lost: we'd run the pumps off the generator."),
        ]);
    }

    /// A hypothetical told with a past verb after "if" and "would" ("If the board agreed,
    /// trucks would never ...") said as a rule in force is one added, and so is a
    /// hypothetical's need said as an order under a real condition ("If smoke shows up, clear
    /// the hall"); the hypothetical kept ("would") is not (pol62, s62a-p153; s62b-p046's
    /// shape without its bound, which the numbers read as restated).
    #[test]
    fn a_past_conditional_said_as_a_rule() {
        let trucks =
            "If the board agreed to it, trucks would never use the school lane. Long shot.";
        let smoke = "If smoke ever showed up in the stairwell, we'd need to clear the hall.";
        assert_changed(&[
            (trucks, "Trucks never use the school lane."),
            (smoke, "If smoke shows up in the stairwell, clear the hall."),
        ]);
        assert_faithful(&[
            (
                trucks,
                "Board agreement would mean trucks never use the school lane.",
            ),
            (
                smoke,
                "If smoke ever showed up in the stairwell, the hall would be cleared.",
            ),
        ]);
    }

    /// Session 63 (pol63): a counterfactual's consequence ("the pickers could go out in two
    /// shifts") said as what is done now is a rule added; the "could" kept, or the "if", is
    /// not.
    #[test]
    fn a_counterfactuals_consequence_said_as_fact() {
        let van =
            "If we ever got the second van, the pickers could go out in two shifts instead of one.";
        assert_changed(&[(van, "Pickers go out in two shifts instead of one.")]);
        assert_faithful(&[
            (
                van,
                "A second van would let pickers go out in two shifts, not one.",
            ),
            (
                van,
                "Second van (if ever): pickers could go out in two shifts.",
            ),
        ]);
    }

    /// A hypothetical's duty said "we'd have had to" and said again as what a rule
    /// "requires" is one added; the hypothetical kept ("would have") is not (pol57,
    /// s57b-p089).
    #[test]
    fn a_hypothetical_duty_said_as_what_a_rule_requires() {
        let boat = "If the harbour had said no to the pontoon, we'd have had to launch from the \
                    slipway with a 50 m cordon instead.";
        assert_changed(&[(boat, "Slipway launching requires a 50 m cordon zone.")]);
        assert_faithful(&[
            (
                boat,
                "Had the harbour refused the pontoon, launching would have been from the slipway \
                 with a 50 m cordon.",
            ),
            (
                "Launches from the slipway require a 50 m cordon.",
                "Slipway launches require a 50 m cordon.",
            ),
        ]);
    }

    /// A present counterfactual's "could" ("If we had ... we could open ..., but we don't")
    /// said as a duty with "to be" is one added; the counterfactual kept ("could") is not
    /// (pol58, s58a-p146).
    #[test]
    fn a_counterfactual_said_as_a_duty() {
        let pool = "If we had a second lifeguard on Sundays we could open the deep end and run \
                    lessons, but we don't.";
        assert_changed(&[(pool, "Deep end to be opened on Sundays for lessons.")]);
        assert_faithful(&[
            (
                pool,
                "Hypothetical: 2nd Sunday lifeguard → could open deep end for lessons. We don't \
                 have one.",
            ),
            (
                pool,
                "Deep end could open on Sundays for lessons with a second lifeguard (we have \
                 none).",
            ),
        ]);
    }

    /// A narrative's present need ("Photos are needed on every storm claim") said as no need
    /// is a negation added; the need kept, another subject's need denied, a past need, or a
    /// need the original denied already, is not (pol47, s47a-p043).
    #[test]
    fn a_need_said_as_no_need() {
        assert_reports(
            "negation added",
            &[
                (
                    "Photos are needed on every storm claim, regardless of amount.",
                    "Photos not needed on storm claims regardless of amount.",
                ),
                (
                    "A second signature is required on refunds over the limit.",
                    "Second signature isn't required on refunds over the limit.",
                ),
                (
                    "Hard hats are needed in the yard.",
                    "Hard hats no longer needed in the yard.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Photos are needed on every storm claim, regardless of amount.",
                "Photos needed on all storm claims, any amount.",
            ),
            (
                "Photos are needed on every storm claim.",
                "Storm claims: photos needed. Receipts not needed.",
            ),
            (
                "No photos are needed for glass claims.",
                "Photos not needed for glass claims.",
            ),
            (
                "Photos were needed on every claim in the pilot.",
                "Photos not needed on claims.",
            ),
        ]);
    }
}
