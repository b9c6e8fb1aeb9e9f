//! Who a rule gives an act to: a third party's act ("Don't announce anything until she's
//! confirmed") given by the rewrite to the user ("until the user confirms").

use super::orders::phrasal_order_dropped;
use super::words::{Word, is_function_word, same_word, words};
use super::{holds_ignoring_case, is_one_of, stems};
use crate::classify::lexicon::classes;
use std::ops::Range;

/// Words that name the user of an assistant, or the speaker a summary calls "the user".
const THE_USER: &[&str] = &[
    "user",
    "user's",
    "users",
    "i",
    "i'll",
    "i've",
    "i'd",
    "me",
    "we",
    "we've",
    "we'll",
    "you",
    "you've",
    "you'll",
    "customer",
    "client",
    "requester",
    "owner",
    "human",
    "caller",
];

/// Auxiliaries between a subject and its verb ("has", "will", "'ve").
const AUXILIARIES: &[&str] = &[
    "has", "have", "had", "will", "would", "shall", "should", "must", "can", "could", "may",
    "might", "does", "do", "did", "is", "are", "was", "were", "also", "first",
];

/// Third persons a subject pronoun names, contracted or not ("she's", "they've").
const THIRD_PERSONS: &[&str] = &[
    "she", "he", "they", "she's", "he's", "they've", "they're", "she'll", "he'll", "they'll",
    "she'd", "he'd", "they'd",
];

/// The index of the subject right before the verb at word `at` of `ws` (auxiliaries skipped,
/// a relative "who" read as its antecedent), when it is a third party: "she", "they", a name
/// ("Thandi"), or a role after "the" ("the manager"). `None` for the user, the speaker, or
/// anything else.
fn third_party_subject(text: &str, ws: &[Word<'_>], at: usize) -> Option<usize> {
    let mut k = at.checked_sub(1)?;
    while is_one_of(ws[k].0, AUXILIARIES) {
        k = k.checked_sub(1)?;
    }
    // "Thandi is the one who confirms": the relative's antecedent.
    if is_one_of(ws[k].0, &["who", "that"]) {
        k = k.checked_sub(1)?;
        while is_one_of(ws[k].0, &["one", "the", "only", "person", "is", "was"]) {
            k = k.checked_sub(1)?;
        }
    }
    let subject = ws[k].0;
    if is_one_of(subject, THE_USER) {
        return None;
    }
    // A capital opening a sentence makes no name of a word the lexicon knows ("Just").
    let opens_a_sentence = k == 0
        || text
            .get(ws[k - 1].1.end..ws[k].1.start)
            .is_some_and(|gap| gap.contains(['.', '!', '?', ':', '\n']));
    let name = subject.starts_with(|c: char| c.is_ascii_uppercase())
        && (!opens_a_sentence || classes(&subject.to_ascii_lowercase()) == 0)
        && subject.len() >= 3
        && subject.bytes().skip(1).all(|b| b.is_ascii_lowercase())
        && !is_function_word(subject);
    let role = k
        .checked_sub(1)
        .is_some_and(|d| ws[d].0.eq_ignore_ascii_case("the"))
        && subject.len() >= 3
        && subject.bytes().all(|b| b.is_ascii_alphabetic())
        && !is_function_word(subject);
    // "she", "they" may be the user the original names ("the user said they ..."): a third
    // party only when the user is named by no more than a turn's label ("User: ...").
    let pronoun = is_one_of(subject, THIRD_PERSONS)
        && ws.iter().all(|(w, r)| {
            !(same_word(w, "user")
                || w.eq_ignore_ascii_case("user's")
                || w.eq_ignore_ascii_case("user\u{2019}s"))
                || text.get(r.end..).is_some_and(|rest| rest.starts_with(':'))
        });
    (pronoun || name || role).then_some(k)
}

/// "Thandi is the one who confirms start times, not me. Don't announce anything until she's
/// confirmed" -> "Don't announce ... until the user confirms": the rewrite gives a verb to
/// "the user" (a summary's name for the speaker) that the original gives only to a third
/// party ("she", a name, "the manager"), never to the speaker or the user. Not a verb the
/// original gives to no one ("ask for confirmation" -> "get the user's confirmation"), nor one
/// the speaker does ("until I confirm").
fn actor_made_the_user(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !holds_ignoring_case(rewrite, "user") {
        return None;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    let ours = words(original, 0..original.len());
    (0..theirs.len()).find_map(|i| {
        let (user, at) = &theirs[i];
        if !user.eq_ignore_ascii_case("user") {
            return None;
        }
        // The verb after it, auxiliaries skipped ("the user has confirmed").
        let aux = theirs[i + 1..]
            .iter()
            .take_while(|(w, _)| is_one_of(w, AUXILIARIES))
            .count();
        let (verb, verb_at) = theirs.get(i + 1 + aux)?;
        // "the user confirms", "the user has signed": a verb's third person or past, or a
        // base after an auxiliary (not "the user's language", "the user account").
        if !(aux > 0 || verb.ends_with('s') || verb.ends_with("ed"))
            || verb.len() < 4
            || is_function_word(verb)
        {
            return None;
        }
        let stem = stems::stem(&verb.to_ascii_lowercase());
        let uses: Vec<usize> = (0..ours.len())
            .filter(|&j| stems::stems_match(&stems::stem(&ours[j].0.to_ascii_lowercase()), &stem))
            .collect();
        // Every use of the verb in the original has a third party for its subject.
        let first = *uses.first()?;
        uses.iter()
            .all(|&j| third_party_subject(original, &ours, j).is_some())
            .then(|| third_party_subject(original, &ours, first))
            .flatten()
            .map(|k| (ours[k].1.start..ours[first].1.end, at.start..verb_at.end))
    })
}

/// A change's kind, its range in the original, and its range in the rewrite (none when the
/// rewrite dropped it).
type Missed = (&'static str, Range<usize>, Option<Range<usize>>);

/// A change read from the two texts alone, when nothing else was found: its kind, and its
/// ranges in the original and the rewrite (none when the rewrite dropped it).
pub(super) fn change_missed(original: &str, rewrite: &str) -> Option<Missed> {
    actor_made_the_user(original, rewrite)
        .map(|(from, to)| ("scope changed", from, Some(to)))
        .or_else(|| {
            phrasal_order_dropped(original, rewrite).map(|from| ("constraint deleted", from, None))
        })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// A verb the original gives a third party, given to the user, is an actor changed; the
    /// speaker's own verb, or one no one was given, said of the user, is not.
    #[test]
    fn a_third_partys_act_given_to_the_user_is_an_actor_changed() {
        assert_reports(
            "scope changed",
            &[
                (
                    "User: Thandi is the one who confirms start times for the night-O event, not me. Don't announce anything until she's confirmed.",
                    "Don't announce night-O start times until the user confirms.",
                ),
                (
                    "Don't announce anything until Thandi confirms.",
                    "Don't announce anything until the user confirms.",
                ),
                (
                    "Don't publish the results until the controller approves them.",
                    "Don't publish results until the user approves them.",
                ),
                (
                    "Hold the refund until they have signed the form.",
                    "Hold the refund until the user signs the form.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Don't announce anything until I confirm.",
                "Don't announce anything until the user confirms.",
            ),
            (
                "Ask for confirmation before you delete anything.",
                "Get the user's confirmation before deleting anything.",
            ),
            (
                "Don't announce anything until I've checked.",
                "Don't announce anything until the user checks.",
            ),
        ]);
        // Said of the third party still, it is no change.
        assert_faithful(&[(
            "Don't announce anything until Thandi confirms.",
            "Don't announce anything until Thandi confirms.",
        )]);
    }
}
