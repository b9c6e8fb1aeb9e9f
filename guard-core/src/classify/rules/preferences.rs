//! The user's standing preferences and conditions, stated about themselves: "I only eat halal
//! food", "I can't do meetings before 9", "I'm allergic to penicillin", "I need the slides by
//! Thursday", "I want the answer as a table", "I'm not comfortable sharing my address", or
//! restated of them in a summary ("User is allergic to penicillin": the user, client,
//! customer, patient or guest the agent serves). The agent must plan around them as around
//! any rule; a past or joking statement ("I only found out this morning", "I'm allergic to
//! Mondays") is no preference.

use super::{Found, Sentence, push};
use crate::classify::CueKind;
use crate::classify::lexicon as lx;
use crate::classify::numbers;

/// A preference or condition the speaker states about themselves (or a summary states of a
/// principal such as the user), at the start of a clause.
pub(super) fn speaker_preferences(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    for (start, _) in s.clause_starts() {
        let first = s.w(start);
        // Every subject below starts with one of these letters: one byte rules out most
        // clause starts before any compare.
        // A word no list knows opening the sentence is most often a name ("Sam can't have
        // gluten"), said of a person the agent plans for.
        let name = start == 0 && s.t[0].class == 0 && s.is_word(0);
        if !name
            && !matches!(
                first.as_bytes().first(),
                Some(b'i' | b'u' | b'c' | b'p' | b'g' | b'r' | b't' | b'h' | b's')
            )
        {
            continue;
        }
        // "I'm", "I am", "I'll": the verb after the pronoun. A summary restates them of "the
        // user" (a principal): "User is allergic to penicillin", "the user only eats halal".
        let served = |k: usize| {
            matches!(
                s.w(k),
                "user" | "client" | "customer" | "patient" | "guest" | "caller" | "requester"
            )
        };
        let principal = if served(start) {
            Some(start + 1)
        } else if first == "the" && served(start + 1) {
            Some(start + 2)
        } else {
            None
        };
        let (verb, be) = match (first, principal) {
            (_, Some(v)) if matches!(s.w(v), "is" | "'s") => (v + 1, true),
            (_, Some(v)) => (v, false),
            ("i'm" | "im", _) => (start + 1, true),
            ("i", _) if s.is(start + 1, "am") => (start + 2, true),
            ("i", _) if s.is(start + 1, "would") => (start + 2, false),
            ("i" | "i'll" | "i'd", _) => (start + 1, false),
            // "She only takes meetings on Tuesdays", "he can't have dairy": a person the
            // agent plans for (a summary names them by pronoun).
            ("he" | "she", _) => (start + 1, false),
            _ if name => (start + 1, false),
            _ => continue,
        };
        // A name's preference names what a person does ("Sam can't have gluten", "Alex only
        // takes meetings on Tuesdays"), not what a tool does ("Kafka only supports JSON").
        let a_persons_act = || {
            (verb..(verb + 3).min(s.t.len())).any(|k| {
                matches!(
                    s.w(k),
                    "have"
                        | "eat"
                        | "eats"
                        | "drink"
                        | "drinks"
                        | "takes"
                        | "flies"
                        | "travels"
                        | "meets"
                        | "works"
                )
            })
        };
        let end = preference_at(s, verb, be).filter(|_| !name || a_persons_act());
        if let Some(end) = end {
            push(found, CueKind::StandingRule, s.range(start, end), true);
            return;
        }
    }
}

/// The last token of a preference whose verb (or, after "I'm", complement) is at `v`.
fn preference_at(s: &Sentence<'_, '_>, v: usize, be: bool) -> Option<usize> {
    let (_, clause_end) = s.clause_of(v.saturating_sub(1));
    let later = |words: &[&str]| (v + 1..clause_end).any(|k| words.contains(&s.w(k)));
    let w = s.w(v);
    if be {
        return match w {
            // "I'm allergic to penicillin" (not "to Mondays", a joke).
            "allergic" | "intolerant"
                if s.is(v + 1, "to")
                    && s.is_word(v + 2)
                    && !numbers::is_date_word(s.t, v + 2)
                    && !numbers::names_a_date(s.w(v + 2)) =>
            {
                Some(v + 2)
            }
            "vegan" | "vegetarian" | "diabetic" | "pregnant" | "colour-blind" | "color-blind"
            | "celiac" | "coeliac" => Some(v),
            // "I'm not comfortable sharing my address", "I'm not okay with cold calls".
            "not"
                if matches!(
                    s.w(v + 1),
                    "comfortable" | "okay" | "ok" | "happy" | "willing"
                ) && s.is_word(v + 2) =>
            {
                Some(v + 1)
            }
            // "The user is a senior developer who prefers concise answers".
            _ => (v + 1..clause_end).find_map(|k| {
                (s.is(k, "who")
                    && matches!(
                        s.w(k + 1),
                        "prefers" | "wants" | "likes" | "hates" | "dislikes" | "needs" | "expects"
                    )
                    && s.is_word(k + 2))
                .then_some(k + 1)
            }),
        };
    }
    match w {
        // "I'd like the report in PDF", "I'd prefer invoices sent to billing" (not "I'd like
        // to thank everyone", a courtesy, nor "I'd like to hear views at Thursday's meeting",
        // an invitation to speak; cls47).
        "like" | "prefer" | "love"
            if v > 0
                && matches!(s.w(v - 1), "i'd" | "would")
                && !(s.is(v + 1, "to")
                    && (super::is_courtesy_verb(s.w(v + 2))
                        || matches!(s.w(v + 2), "hear" | "know"))) =>
        {
            Some(v)
        }
        // "I asked you to keep it short", "I told you to cc legal": the user's own order.
        "asked" | "told" if s.is(v + 1, "you") && matches!(s.w(v + 2), "to" | "not") => Some(v + 1),
        // "I can only do calls on Tuesdays": a restricted availability.
        "can" if s.is(v + 1, "only") && s.has(v + 2, lx::BASE_VERB) => Some(v + 2),
        // "User goes by Alex": a name to use.
        "goes" | "go" if s.is(v + 1, "by") && s.is_word(v + 2) => Some(v + 2),
        // "User eats only halal food", "I drink only decaf" (not "I was only joking").
        _ if s.is(v + 1, "only")
            && s.is_word(v)
            && !s.looks_past_at(v)
            && !s.has(v, lx::NOT_A_VERB | lx::PAST_MARKER) =>
        {
            Some(v + 1)
        }
        // "I only eat halal food" (not "I only found out", nor "I only wish the client could
        // see it", a wish: cls69b).
        "only"
            if s.is_word(v + 1)
                && !s.looks_past_at(v + 1)
                && !s.has(v + 1, lx::NOT_A_VERB)
                && !matches!(s.w(v + 1), "wish" | "hope") =>
        {
            Some(v + 1)
        }
        // "I can't have gluten", "the user cannot eat shellfish": what they must not take (not
        // "can't have it both ways", "can't have that").
        "can't" | "cannot"
            if matches!(s.w(v + 1), "have" | "eat" | "drink" | "take")
                && s.is_word(v + 2)
                && !s.has(v + 2, lx::ENGLISH_FUNCTION_WORD)
                // "can't have two primaries": a count, no substance.
                && !numbers::is_quantity_at(s.t, v + 2)
                && !matches!(
                    s.w(v + 2),
                    "it" | "that" | "this" | "both" | "much" | "enough"
                )
                // "She can't have sent it already": a guess about the past.
                && !s.past_guess_at(v + 1) =>
        {
            Some(v + 2)
        }
        // "I can't do meetings before 9", "I cannot travel in March": an availability.
        "can't" | "cannot"
            if s.has(v + 1, lx::BASE_VERB)
                && !lx::is_stative_verb(s.w(v + 1))
                // "I can't find a file named X in the repo": a failed search, not an
                // availability.
                && !matches!(
                    s.w(v + 1),
                    "find" | "locate" | "reproduce" | "access" | "open" | "load" | "connect"
                        | "read" | "figure" | "remember" | "tell" | "get"
                )
                && later(&["before", "after", "until", "on", "in", "during", "at"]) =>
        {
            Some(v + 1)
        }
        // "User wants to be cc'd on everything sent to legal", "I want to be called Sam".
        "want" | "wants"
            if s.seq(v + 1, &["to", "be"])
                && (s.past_participle_at(v + 3) || s.w(v + 3).ends_with("'d")) =>
        {
            Some(v + 3)
        }
        // "I need the slides by Thursday", "I want the answer as a table".
        "need" | "want" | "needs" | "wants"
            if matches!(
                s.w(v + 1),
                "the" | "my" | "it" | "this" | "these" | "all" | "a" | "an" | "them" | "every"
            ) && later(&["by", "before", "as", "in", "formatted", "without"]) =>
        {
            Some(v)
        }
        _ => None,
    }
}
