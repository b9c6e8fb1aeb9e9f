//! Readings from the blind corpus 33 (corpus33, rewrites): changes the rule comparison did
//! not see, read from the two texts alone when nothing else was found, and faithful forms it
//! refused, each behind a cheap byte screen before any sentence is read.

use super::words::parts as sentences;
use super::words::{Word, same_word, words};
use super::{holds_ignoring_case, is_one_of, stems};
use crate::classify::lexicon::{ENGLISH_FUNCTION_WORD, classes};
use std::ops::Range;

fn is_function_word(w: &str) -> bool {
    classes(&w.to_ascii_lowercase()) & ENGLISH_FUNCTION_WORD != 0
}

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

/// Particles that make a phrasal order of a noun said as a verb ("rope off", "board up").
const PARTICLES: &[&str] = &["off", "up", "out", "down"];

/// Words that open an order's object ("rope off the entrance").
const DETERMINERS: &[&str] = &[
    "the", "all", "every", "any", "that", "this", "those", "these", "both", "each", "your",
];

/// Words that end an order's object and hold it until an event ("till we've blasted it").
const HOLDS: &[&str] = &["till", "until", "til", "before", "unless", "while"];

/// Words opening a sentence before a particle that give no order ("Fresh off the plane",
/// "Right off the bat", "Far off the coast").
const NO_ORDERS: &[&str] = &[
    "fresh", "hot", "right", "straight", "just", "far", "well", "way", "up", "down", "out", "off",
    "back", "then", "now", "so",
];

/// "Rope off the Cairn Gully entrance till we've blasted it." dropped from the rewrite: a
/// sentence of the original that opens with an order said by a word and a particle ("rope
/// off", "tape off", "board up"), then a determiner, its object, and a word holding it until
/// an event ("till", "until", "before", "unless"), whose object's words the rewrite no longer
/// says. (The word before the particle may be a noun the lexicon knows as no verb: the
/// particle and the determiner after it make it an order.) Not "Fresh off the boat, ...", nor
/// an order whose object the rewrite keeps ("Cairn Gully entrance roped off till blasted").
fn phrasal_order_dropped(original: &str, rewrite: &str) -> Option<Range<usize>> {
    // (One scan first: every such order holds one of the particles after a word.)
    if ![" off ", " up ", " out ", " down "]
        .iter()
        .any(|p| holds_ignoring_case(original, p))
    {
        return None;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    sentences(original).into_iter().find_map(|s| {
        let ws = words(original, s.clone());
        let (first, particle, determiner) = (ws.first()?, ws.get(1)?, ws.get(2)?);
        let opens = original
            .get(s.start..first.1.start)
            .is_some_and(|lead| lead.trim().is_empty());
        if !opens
            || !first.0.starts_with(|c: char| c.is_ascii_uppercase())
            || !first.0.bytes().all(|b| b.is_ascii_alphabetic())
            || first.0.len() < 3
            || first.0.ends_with("ly")
            || is_function_word(first.0)
            || is_one_of(first.0, NO_ORDERS)
            || !is_one_of(particle.0, PARTICLES)
            || !is_one_of(determiner.0, DETERMINERS)
        {
            return None;
        }
        let hold = ws.iter().skip(3).position(|w| is_one_of(w.0, HOLDS))? + 3;
        let object: Vec<&str> = ws[3..hold]
            .iter()
            .map(|w| w.0)
            .filter(|w| w.len() >= 3 && !is_function_word(w))
            .collect();
        (!object.is_empty()
            && !object
                .iter()
                .any(|o| theirs.iter().any(|(t, _)| same_word(o, t))))
        .then_some(super::trimmed(original, s))
    })
}

/// The number `n` of `text` counts a unit of time written out as a word ("4 hours", "10
/// minutes"), not a symbol ("4 h", "10m"): against a counted noun ("4 shifts") it is a thing
/// counted that changed, as "2 weeks" against "2 runs" is.
pub(super) fn time_written_out(text: &str, n: &super::extract::NumberFact) -> bool {
    n.unit.as_deref().is_some_and(|u| {
        matches!(
            super::quantities::unit_scale(u),
            Some(super::quantities::Scale::Seconds(_))
        )
    }) && {
        let written = super::quantities::unit_as_written(text, &n.range);
        written.len() >= 3 && written.bytes().all(|b| b.is_ascii_alphabetic())
    }
}

/// Strong verbs: a past or a participle, and its base ("hung", "hang"). Not the forms that
/// name a thing as well ("bound", "found", "ground", "wound", "lead").
const STRONG_VERBS: &[(&str, &str)] = &[
    ("hung", "hang"),
    ("kept", "keep"),
    ("left", "leave"),
    ("held", "hold"),
    ("sent", "send"),
    ("built", "build"),
    ("brought", "bring"),
    ("bought", "buy"),
    ("caught", "catch"),
    ("taught", "teach"),
    ("told", "tell"),
    ("sold", "sell"),
    ("made", "make"),
    ("paid", "pay"),
    ("laid", "lay"),
    ("stood", "stand"),
    ("written", "write"),
    ("wrote", "write"),
    ("taken", "take"),
    ("took", "take"),
    ("given", "give"),
    ("gave", "give"),
    ("driven", "drive"),
    ("drove", "drive"),
    ("frozen", "freeze"),
    ("froze", "freeze"),
    ("chosen", "choose"),
    ("spoken", "speak"),
    ("broken", "break"),
    ("stolen", "steal"),
    ("worn", "wear"),
    ("torn", "tear"),
    ("shown", "show"),
    ("known", "know"),
    ("thrown", "throw"),
    ("grown", "grow"),
    ("drawn", "draw"),
    ("swept", "sweep"),
    ("slept", "sleep"),
    ("spent", "spend"),
    ("lent", "lend"),
    ("fed", "feed"),
    ("met", "meet"),
    ("dug", "dig"),
    ("stuck", "stick"),
    ("struck", "strike"),
    ("spun", "spin"),
    ("felt", "feel"),
    ("dealt", "deal"),
    ("ridden", "ride"),
    ("hidden", "hide"),
    ("bitten", "bite"),
    ("forbidden", "forbid"),
    ("forgotten", "forget"),
    ("sewn", "sew"),
    ("sown", "sow"),
    ("shaken", "shake"),
    ("woken", "wake"),
    ("lit", "light"),
    ("wept", "weep"),
    ("knelt", "kneel"),
    ("sought", "seek"),
    ("fought", "fight"),
    ("thought", "think"),
];

/// The missing word at `range` of `original` is a strong verb's past or participle ("hung")
/// whose base, or another form of it ("hang", "hangs", "hanging"), the rewrite's sentence
/// `r` says: the same act ("bee suits ... hung in the drying room" -> "hang in drying room").
/// Not another verb ("hide in drying room").
pub(super) fn strong_verb_said_again(
    original: &str,
    range: &Range<usize>,
    (rewrite, r): (&str, &super::extract::Clause),
) -> bool {
    let Some(w) = original.get(range.clone()) else {
        return false;
    };
    let Some(&(past, base)) = STRONG_VERBS.iter().find(|(p, _)| w.eq_ignore_ascii_case(p)) else {
        return false;
    };
    words(rewrite, r.range.clone()).iter().any(|(t, _)| {
        let t = t.to_ascii_lowercase();
        t == base
            || t.strip_prefix(base)
                .is_some_and(|end| matches!(end, "s" | "es" | "ing"))
            || t.strip_prefix(base.strip_suffix('e').unwrap_or(base))
                .is_some_and(|end| end == "ing")
            || (t != past && STRONG_VERBS.iter().any(|(p, b)| *b == base && *p == t))
    })
}

/// A word that says a state of a thing after it ("with the anemometer offline", "while the
/// anemometer is offline"): one word of letters, three or more, that is no function word.
/// The original and the rewrite must say the same one: "online" for "offline" is another
/// state.
pub(super) fn a_state(w: &str) -> bool {
    w.len() >= 3 && w.bytes().all(|b| b.is_ascii_alphabetic()) && !is_function_word(w)
}

/// `rewrite` names the weekend by its two days written short and joined ("Sat/Sun", "Sat &
/// Sun", "Sat-Sun", "Sat+Sun", "Sat and Sun"), as words of their own (corpus33: "no kiosk
/// deploys Sat/Sun" for "don't deploy ... on weekends"). "Sat" alone, or "Fri/Sat", is not.
pub(super) fn weekend_by_short_days(rewrite: &str) -> bool {
    // (One scan first: every form holds "sat".)
    if !holds_ignoring_case(rewrite, "sat") {
        return false;
    }
    let lower = rewrite.to_ascii_lowercase();
    ["/", " / ", "-", "–", " & ", "&", "+", " + ", " and ", ", "]
        .iter()
        .any(|join| {
            let form = format!("sat{join}sun");
            lower.match_indices(&form).any(|(at, _)| {
                let end = at + form.len();
                !lower[..at].ends_with(|c: char| c.is_ascii_alphanumeric())
                    && !lower[end..]
                        .strip_prefix('s')
                        .unwrap_or(&lower[end..])
                        .starts_with(|c: char| c.is_ascii_alphanumeric())
            })
        })
}

/// Words of the speaker's guess ("I reckon", "I think", "probably").
const GUESSES: &[&str] = &[
    "i reckon",
    "i think",
    "i guess",
    "i'd say",
    "i'd guess",
    "i expect",
    "i imagine",
    "i suspect",
    "my guess",
    "probably",
];

/// Words of an order, a ban or a limit set, which keep a sentence from being a guess.
const SETS_A_LIMIT: &[&str] = &[
    "must", "should", "shall", "need", "needs", "only", "keep", "please", "don't", "never", "not",
    "no", "can't", "cannot", "allowed", "limit", "cap",
];

/// The number at `range` of `original` bounds a guess, not a rule: its sentence says the
/// speaker's guess ("The fix will take at most a day, I reckon, once the part arrives") and
/// no word of an order, a ban or a limit set ("must", "keep", "no", "limit"). A summary
/// gives such a bound as the estimate it is ("about a day"); so does "we must have given
/// away at least forty" ("~40+"). Not "Keep calls to at most an hour, I reckon", "You must
/// have at least two", nor a bound without the guess.
pub(super) fn bound_of_a_guess(original: &str, range: &Range<usize>) -> bool {
    let Some(sentence) = sentences(original)
        .into_iter()
        .find(|s| s.start <= range.start && range.end <= s.end)
    else {
        return false;
    };
    let part = &original[sentence.clone()];
    // (One scan first: every guess but "probably" holds "i" and a space; both hold a space.)
    let lower = part.to_ascii_lowercase().replace('\u{2019}', "'");
    let ws = words(original, sentence);
    // "we must have" and a participle ("we must have given", "our team must have
    // answered") in a sentence about a past ("yesterday", "since", "ago") guesses it; "You
    // must have lived here for at least 3 years" and "We must have received at least 3
    // quotes before ordering" set a rule.
    let must_have = |i: usize| {
        ws[i].0.eq_ignore_ascii_case("must")
            && ws
                .get(i + 1)
                .is_some_and(|(n, _)| n.eq_ignore_ascii_case("have"))
    };
    let past_guessed = (0..ws.len()).any(|i| {
        must_have(i)
            && ws[..i]
                .iter()
                .any(|(w, _)| is_one_of(w, &["we", "i", "our", "my"]))
            && ws.iter().any(|(w, _)| {
                is_one_of(
                    w,
                    &["yesterday", "ago", "last", "since", "already", "earlier"],
                )
            })
            && ws.get(i + 2).is_some_and(|(p, _)| {
                let p = p.to_ascii_lowercase();
                p.ends_with("ed")
                    || p.ends_with("en")
                    || p.ends_with("wn")
                    || p.ends_with("ght")
                    || is_one_of(
                        &p,
                        &[
                            "done", "sold", "told", "paid", "made", "had", "got", "sent", "spent",
                            "left", "lost", "met", "run", "sat",
                        ],
                    )
            })
    });
    (past_guessed
        || GUESSES.iter().any(|g| {
            lower.match_indices(g).any(|(at, _)| {
                !lower[..at].ends_with(|c: char| c.is_ascii_alphabetic())
                    && !lower[at + g.len()..].starts_with(|c: char| c.is_ascii_alphabetic())
            })
        }))
        && {
            // (Indian English "yesterday only" stresses the day.)
            !(0..ws.len()).any(|i| {
                is_one_of(ws[i].0, SETS_A_LIMIT)
                    && !(past_guessed && must_have(i))
                    && !(ws[i].0.eq_ignore_ascii_case("only")
                        && i > 0
                        && is_one_of(ws[i - 1].0, &["yesterday", "today", "tonight"]))
            })
        }
}

/// Negations that ban an act ("can't", "don't", "never").
const BANS: &[&str] = &[
    "can't",
    "cannot",
    "don't",
    "never",
    "not",
    "mustn't",
    "won't",
    "no",
    "can\u{2019}t",
    "don\u{2019}t",
];

/// Ways a rewrite says "N or more" right before or around the count ("≥ 6", "at least 6",
/// "6 or more", "6+", "min 6"): the byte offset of the number's digits in `text` for each.
fn floors_of(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    for (w, r) in words(text, 0..text.len()) {
        if !w.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let before = text[..r.start].trim_end();
        let after = text[r.end..].trim_start();
        let lower_before = before.to_ascii_lowercase();
        let floor = before.ends_with('≥')
            || before.ends_with(">=")
            || lower_before.ends_with("at least")
            || lower_before.ends_with("min")
            || lower_before.ends_with("minimum")
            || after.starts_with('+')
            || after.to_ascii_lowercase().starts_with("or more");
        if floor {
            out.push((r.start, w));
        }
    }
    out
}

/// "You can't run the long course if fewer than 6 marshals are signed up" = "Long course
/// only runs with ≥ 6 marshals signed up": a ban while a count is under N said as leave only
/// with N or more. The original's sentence holds a ban, then "if" (or "when") and "fewer
/// than N" / "less than N"; the rewrite's sentence holds "only", then "with" and N as a
/// floor ("≥ N", "at least N", "N or more", "N+"), the same word counted after N, and a word
/// of the banned act. The changes this reading explains (the negation dropped, the
/// condition dropped, the bound's side turned) are dropped from `changes` when they quote
/// that sentence. Not another N, another thing counted, a ceiling ("≤ 6"), or leave
/// without "only".
pub(super) fn ban_below_said_as_only_with(
    original: &str,
    rewrite: &str,
    changes: &mut Vec<super::PolarityChange>,
) {
    // (One scan first: the original says "than", the rewrite "only".)
    if !holds_ignoring_case(original, "than") || !holds_ignoring_case(rewrite, "only") {
        return;
    }
    for s in sentences(original) {
        let ws = words(original, s.clone());
        let Some(ban) = ws.iter().position(|(w, _)| is_one_of(w, BANS)) else {
            continue;
        };
        let Some(cond) = ws[ban..]
            .iter()
            .position(|(w, _)| is_one_of(w, &["if", "when"]))
            .map(|k| k + ban)
        else {
            continue;
        };
        let Some(than) = ws[cond..]
            .windows(3)
            .position(|x| {
                is_one_of(x[0].0, &["fewer", "less"])
                    && x[1].0.eq_ignore_ascii_case("than")
                    && x[2].0.bytes().all(|b| b.is_ascii_digit())
            })
            .map(|k| k + cond)
        else {
            continue;
        };
        let (n, counted) = (ws[than + 2].0, ws.get(than + 3).map(|w| w.0));
        let act: Vec<&str> = ws[ban + 1..cond]
            .iter()
            .map(|w| w.0)
            .filter(|w| w.len() >= 3 && !is_function_word(w))
            .collect();
        let said = sentences(rewrite).into_iter().any(|r| {
            let part = &rewrite[r.clone()];
            let theirs = words(rewrite, r.clone());
            let only = theirs
                .iter()
                .position(|(w, _)| w.eq_ignore_ascii_case("only"));
            let with = theirs
                .iter()
                .position(|(w, _)| w.eq_ignore_ascii_case("with"));
            let (Some(only), Some(with)) = (only, with) else {
                return false;
            };
            only < with
                && floors_of(part).iter().any(|&(at, m)| {
                    let at = r.start + at;
                    m == n
                        && at > theirs[with].1.start
                        && counted.is_none_or(|c| {
                            theirs
                                .iter()
                                .find(|(t, x)| x.start > at && !is_one_of(t, &["or", "more"]))
                                .is_some_and(|(t, _)| same_word(c, t))
                        })
                })
                && act
                    .iter()
                    .any(|a| theirs.iter().any(|(t, _)| same_word(a, t)))
        });
        if said {
            changes.retain(|c| {
                !matches!(
                    &*c.what,
                    "negation dropped" | "condition dropped" | "bound direction changed"
                ) || !c
                    .original_range
                    .as_ref()
                    .is_some_and(|o| s.start <= o.start && o.end <= s.end)
            });
        }
    }
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
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

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

    /// A unit of time written out, said again as a counted noun, counts another thing; its
    /// own short forms do not.
    #[test]
    fn a_unit_of_time_said_as_a_counted_noun_is_a_thing_counted_changed() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Flush the IV lines every 4 hours.",
                    "Flush the IV lines every 4 shifts.",
                ),
                (
                    "Rest for 10 minutes between sets.",
                    "Rest for 10 turns between sets.",
                ),
                (
                    "Water the beds every 3 days.",
                    "Water the beds every 3 visits.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Flush the IV lines every 4 hours.",
                "Flush IV lines every 4 hrs.",
            ),
            (
                "Flush the IV lines every 4 hours.",
                "Flush IV lines every 4h.",
            ),
            (
                "Rest for 10 minutes between sets.",
                "Rest 10 mins between sets.",
            ),
            ("Water the beds every 3 days.", "Water beds every 3 days."),
        ]);
    }

    /// An order said by a word and a particle ("rope off the ...") is a rule: dropped, it is
    /// a constraint deleted; kept by its object's words, or a narrative's "fresh off the
    /// boat", it is not.
    #[test]
    fn a_phrasal_order_dropped_is_a_constraint_deleted() {
        assert_reports(
            "constraint deleted",
            &[
                (
                    "Snow report: 40 cm new overnight, winds easing. Rope off the Cairn Gully entrance till we've blasted it. Lifts open 9:00.",
                    "40 cm fresh overnight, winds easing, lifts open 9:00.",
                ),
                (
                    "Windy today. Cordon off the north car park till the crane has gone. Cafe opens at ten.",
                    "Windy today, cafe opens at ten.",
                ),
                (
                    "Board up the shop windows before the storm hits. The van is loaded.",
                    "The van is loaded.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Snow report: 40 cm new overnight. Rope off the Cairn Gully entrance till we've blasted it.",
                "40 cm fresh overnight; Cairn Gully entrance roped off till blasted.",
            ),
            (
                "Fresh off the boat until last week, he settled in fast. The van is loaded.",
                "The van is loaded.",
            ),
        ]);
        for t in [
            "Rope off the gully entrance till we've blasted it.",
            "Tape off the stairwell until the paint dries.",
        ] {
            assert!(
                super::phrasal_order_dropped(t, "Lifts open 9:00.").is_some(),
                "{t}"
            );
        }
        for t in [
            "Rope off the gully entrance.",
            "Right off the bat until now, it worked.",
            "Later that day we roped off the gully until noon.",
        ] {
            assert!(
                super::phrasal_order_dropped(t, "Lifts open 9:00.").is_none(),
                "{t}"
            );
        }
    }

    /// "with the anemometer offline" = "while the anemometer is offline": any one state word
    /// said the same on both sides; another state, another thing, or the condition added to
    /// a rule that had none, are still reported.
    #[test]
    fn a_state_with_a_thing_said_as_while_it_is() {
        let o = "Do not run the cable car with the anemometer offline.";
        let mixer = "Never start the mixer with the guard unlatched.";
        assert_faithful(&[
            (
                o,
                "Don't run the cable car while the anemometer is offline.",
            ),
            (mixer, "Never start the mixer while the guard is unlatched."),
        ]);
        assert_reports(
            "condition added",
            &[
                (o, "Don't run the cable car while the anemometer is online."),
                (o, "Don't run the cable car while the radio is offline."),
                (mixer, "Never start the mixer while the guard is latched."),
                (
                    "Do not run the cable car.",
                    "Don't run the cable car while the anemometer is offline.",
                ),
            ],
        );
        assert!(super::a_state("offline"));
        assert!(!super::a_state("the"));
        assert!(!super::a_state("20%"));
    }

    /// A strong verb's past ("hung") said again by its base ("hang") is the same act; another
    /// verb, or the places swapped, are not.
    #[test]
    fn a_strong_verbs_past_said_by_its_base() {
        let o = "Please make sure the bee suits are washed after each use and hung in the drying room, never in the van.";
        assert_faithful(&[
            (
                o,
                "Bee suits: wash after each use; hang in drying room, never in van.",
            ),
            (
                "Make sure the spare keys are kept in the office safe, never in a desk.",
                "Spare keys: keep in office safe, never in a desk.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Bee suits: wash after each use; hide in drying room, never in van.",
            ),
            (
                o,
                "Bee suits: wash after each use; hang in van, never in drying room.",
            ),
            (o, "Bee suits: wash after each use; hang in drying room."),
            (
                "Make sure the spare keys are kept in the office safe, never in a desk.",
                "Spare keys: kept in office safe.",
            ),
        ]);
    }

    /// "on weekends" said as "Sat/Sun": the weekend's two days written short; another day,
    /// one day alone, or the ban turned, are still reported.
    #[test]
    fn the_weekend_said_by_its_short_days() {
        let o = "Don't deploy the kiosk on weekends.";
        assert_faithful(&[(o, "No kiosk deploys Sat/Sun.")]);
        assert_changed(&[
            (o, "No kiosk deploys Fri/Sat."),
            (o, "No kiosk deploys Sat."),
            (o, "Kiosk deploys Sat/Sun only."),
            (
                "Don't deploy the kiosk on weekdays.",
                "No kiosk deploys Sat/Sun.",
            ),
        ]);
        assert!(super::weekend_by_short_days("no deploys Sat/Sun"));
        assert!(super::weekend_by_short_days("Sat-Sun: closed"));
        assert!(!super::weekend_by_short_days("Sat/Sunset"));
        assert!(!super::weekend_by_short_days("Fri/Sat"));
    }

    /// A range after "within" bounds both sides ("within 480-520 °C" = "between 480 and 520
    /// °C"); either end moved, or the scale changed, is still reported.
    #[test]
    fn a_range_within_bounds_both_sides() {
        let o = "Keep the lehr temperature between 480 and 520 °C.";
        assert_faithful(&[
            (o, "Lehr temp must stay within 480-520 °C."),
            (
                "Keep the room between 18 and 22 degrees.",
                "Room must stay within 18-22 degrees.",
            ),
        ]);
        assert_changed(&[
            (o, "Lehr temp must stay within 480-530 °C."),
            (o, "Lehr temp must stay within 470-520 °C."),
            (o, "Lehr temp must stay within 480-520 °F."),
            (o, "Lehr temp must stay above 480-520 °C."),
            (
                "Keep the lehr temperature under 520 °C.",
                "Lehr temp must stay within 480-520 °C.",
            ),
        ]);
    }

    /// A bound in a sentence that says the speaker's guess is an estimate: said as "about"
    /// it is no change; a bound set by an order, or without the guess, still is.
    #[test]
    fn a_guessed_bound_said_as_an_estimate() {
        assert_faithful(&[
            (
                "The fix will take at most a day, I reckon, once the part arrives.",
                "Fix estimated at about a day after part arrives.",
            ),
            (
                "I think the repair will take at most two hours.",
                "Repair: about 2 hours.",
            ),
            (
                "Ran out of bandanas by noon; we must have given away at least forty since the Halloween promo started.",
                "Bandanas out by noon; ~40+ given away since Halloween promo.",
            ),
            (
                "Our team must have answered at least 800 calls yesterday only, new record for the ITR deadline season.",
                "Team likely handled ~800+ calls yesterday — record for ITR season.",
            ),
        ]);
        assert_reports(
            "bound became approximation",
            &[
                (
                    "Applicants must have lived in the county for at least three years since leaving school.",
                    "Applicants: about 3 years in the county since leaving school.",
                ),
                (
                    "We must have received at least 3 quotes before ordering.",
                    "About 3 quotes before ordering.",
                ),
                (
                    "The fix will take at most a day once the part arrives.",
                    "Fix estimated at about a day after part arrives.",
                ),
                (
                    "Keep each call to at most an hour, I reckon.",
                    "Calls: about an hour.",
                ),
                (
                    "Calls must last at most an hour, I think.",
                    "Calls: about an hour.",
                ),
            ],
        );
        assert_changed(&[(
            "The fix will take at most a day, I reckon, once the part arrives.",
            "Fix estimated at about a week after part arrives.",
        )]);
    }

    /// A ban while a count is under N said as leave only with N or more is the same rule;
    /// another N, a ceiling, another thing counted, or no "only", are still reported.
    #[test]
    fn a_ban_below_a_count_said_as_only_with_a_floor() {
        let o = "You can't run the long course if fewer than 6 marshals are signed up.";
        let pool = "Don't open the pool if fewer than 2 lifeguards are on duty.";
        assert_faithful(&[
            (o, "Long course only runs with ≥ 6 marshals signed up."),
            (o, "Sat long course: only runs with ≥ 6 marshals signed up."),
            (pool, "Pool only opens with 2 or more lifeguards on duty."),
            (pool, "Pool opens only with at least 2 lifeguards on duty."),
        ]);
        assert_changed(&[
            (o, "Long course only runs with ≥ 5 marshals signed up."),
            (o, "Long course only runs with ≤ 6 marshals signed up."),
            (o, "Long course only runs with ≥ 6 runners signed up."),
            (o, "Long course runs with ≥ 6 marshals signed up."),
            (pool, "Pool only opens with 3 or more lifeguards on duty."),
        ]);
    }
}
