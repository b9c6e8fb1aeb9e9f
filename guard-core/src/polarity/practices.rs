//! A house practice an original says as a fact, which the rule comparison reads as narrative
//! ("only Jamie rides the colt", "it stays separate. Always.", "anything out of date doesn't get
//! filled"): its "only" or "always" softened into advice or habit, or its ban replaced by what
//! follows an arrow; read from the two texts alone when nothing else was found, with the
//! readings of other narrative originals (a counted role, a scope added with "too", a forecast
//! said as a duty), each behind a screen of the bytes it needs.

use super::Missed;
use super::counts::{ANYONE, counted_role_made_anyone};
use super::extended::scope_added_with_too;
use super::forecasts::forecast_made_a_duty;
use super::is_one_of;
use super::reported_bans::TOPIC_VERBS;
use super::words::{TextReading, Word, is_content, negates, same_word, words};
use crate::classify::lexicon::looks_past;

/// The first word of `ws` that is one of `list`.
pub(super) fn first_of<'a, 't>(ws: &'a [Word<'t>], list: &[&str]) -> Option<&'a Word<'t>> {
    ws.iter().find(|(w, _)| is_one_of(w, list))
}

/// Words that soften a rule into advice or a habit ("preferred", "with caution",
/// "prioritise", "usually").
const SOFTENERS: &[&str] = &[
    "helpful",
    "preferred",
    "preferably",
    "prefer",
    "prioritise",
    "prioritize",
    "prioritised",
    "prioritized",
    "caution",
    "usually",
    "normally",
    "generally",
    "typically",
    "ideally",
    "recommended",
    "encouraged",
    "advisable",
    "optional",
    "mostly",
    "often",
    "sometimes",
    "suggested",
    "advised",
];

/// Words that keep an exclusive or standing rule in force ("only", "always", "never").
const STRESS: &[&str] = &[
    "only",
    "always",
    "never",
    "must",
    "exclusively",
    "solely",
    "required",
    "mandatory",
];

/// "Only Jamie and Siobhan ride the colt" -> "Colt: Jamie and Siobhan ride; apprentices with
/// caution"; "... stays separate. Always." -> "... usually kept separate"; "We never, ever
/// feed the smolts the day before a transfer" -> "Smolts usually not fed ..." (dia69): an
/// original's "only", "always" or "never" (a practice said as a fact, which the rule
/// comparison reads as narrative) gone from a rewrite that says the practice with a word of
/// advice or habit the original does not hold. A rewrite keeping any word of stress, or an original that was
/// advice already ("ideally", "usually"), is not read.
fn exclusive_practice_softened(o: &[Word<'_>], t: &[Word<'_>]) -> Option<Missed> {
    let (_, from) = first_of(o, &["only", "always", "never"])?;
    let (_, to) = t
        .iter()
        .find(|(w, _)| SOFTENERS.iter().any(|s| same_word(w, s)))?;
    (first_of(t, STRESS).is_none()
        && !o
            .iter()
            .any(|(w, _)| SOFTENERS.iter().any(|s| same_word(w, s))))
    .then(|| ("modality weakened", from.clone(), to.clone()))
}

/// Words that keep a ban or refusal, or bound the act ("no", "reject", "only", "out of
/// service", "discard").
const KEEPS_A_BAN: &[&str] = &[
    "no",
    "not",
    "never",
    "none",
    "nothing",
    "nobody",
    "without",
    "ban",
    "banned",
    "forbidden",
    "prohibited",
    "refuse",
    "refused",
    "reject",
    "rejected",
    "decline",
    "declined",
    "skip",
    "avoid",
    "only",
    "unless",
    "except",
    "stop",
    "withhold",
    "block",
    "blocked",
    "cannot",
    "x",
    "out",
    "hold",
    "quarantine",
    "quarantined",
    "discard",
    "discarded",
    "scrap",
    "scrapped",
    "bin",
    "binned",
    "condemned",
    "retire",
    "retired",
    "remove",
    "removed",
    "withdraw",
    "withdrawn",
];

/// Words a negated verb may stand behind ("doesn't get filled").
const AUXILIARY: &[&str] = &["get", "gets", "be", "been", "go", "ever", "to"];

/// "... anything out of date doesn't get filled" -> "...; out-of-date → flag for service":
/// a present ban of the original (its negated verb) gone from a rewrite that says what
/// follows with an arrow and keeps no word of refusal at all, the banned act unsaid.
fn ban_replaced_after_an_arrow(
    (o, original): (&[Word<'_>], &str),
    (t, rewrite): (&[Word<'_>], &str),
) -> Option<Missed> {
    let at = ["\u{2192}", "->", "=>"]
        .iter()
        .find_map(|a| rewrite.find(a).map(|i| i..i + a.len()))?;
    let keeps = t.iter().any(|(w, _)| {
        is_one_of(w, KEEPS_A_BAN)
            || w.ends_with("n't")
            || w.ends_with("n\u{2019}t")
            || w.len() > 3 && (w.starts_with("no-") || w.starts_with("non-"))
    }) || ["\u{2260}", "\u{2717}", "\u{274c}", "w/o"]
        .iter()
        .any(|s| rewrite.contains(s));
    if keeps {
        return None;
    }
    o.iter().enumerate().find_map(|(i, (w, from))| {
        let present = is_one_of(
            w,
            &[
                "doesn't", "don't", "won't", "isn't", "aren't", "can't", "mustn't",
            ],
        ) || is_one_of(w, &["doesn\u{2019}t", "don\u{2019}t", "won\u{2019}t"]);
        if !present {
            return None;
        }
        let (verb, _) = o[i + 1..].iter().find(|(v, _)| !is_one_of(v, AUXILIARY))?;
        let unsaid = !t.iter().any(|(v, _)| same_word(v, verb));
        (unsaid && original.is_char_boundary(from.start))
            .then(|| ("negation dropped", from.clone(), at.clone()))
    })
}

/// Changes read from the two texts alone in corpus35d, each behind its screen (the pair's
/// readings: the kept words of the two texts, and their letter pairs before each search).
pub(super) fn change_missed(o_read: &TextReading<'_>, r_read: &TextReading<'_>) -> Option<Missed> {
    let (original, rewrite) = (o_read.text, r_read.text);
    let ws = || (o_read.words(), r_read.words());
    let holds = |t: &TextReading<'_>, part: &str| t.holds_ignoring_case(part);
    if (holds(o_read, "only") || holds(o_read, "always") || holds(o_read, "never"))
        && SOFTENERS.iter().any(|s| holds(r_read, s))
    {
        let (o, t) = ws();
        if let Some(m) = exclusive_practice_softened(o, t) {
            return Some(m);
        }
    }
    if ANYONE.iter().any(|a| holds(r_read, a)) {
        let (o, t) = ws();
        if let Some(m) = counted_role_made_anyone(o, t) {
            return Some(m);
        }
    }
    if holds(r_read, "too") || holds(r_read, "as well") {
        let (o, t) = ws();
        if let Some(m) = scope_added_with_too((o, original), (t, rewrite)) {
            return Some(m);
        }
    }
    if holds(o_read, "should be ")
        && let Some(m) = forecast_made_a_duty(original, (rewrite, ws().1))
    {
        return Some(m);
    }
    if holds(o_read, "n't") && (rewrite.contains('\u{2192}') || rewrite.contains("->")) {
        let (o, t) = ws();
        if let Some(m) = ban_replaced_after_an_arrow((o, original), (t, rewrite)) {
            return Some(m);
        }
    }
    if holds(o_read, "nobody") || holds(o_read, "no one") {
        return nobody_practice_lost(o_read, r_read);
    }
    if HABIT_HEDGES.iter().any(|h| holds(o_read, h)) || holds(o_read, "most ") {
        return habit_said_as_a_fixed_practice(o_read, r_read);
    }
    None
}

/// Words that tell a habit, not a fixed practice, right after a sentence's subject ("Morag
/// usually locks up on Thursdays").
const HABIT_HEDGES: &[&str] = &["usually", "normally", "generally", "typically"];

/// Words a rewrite may keep a habit or a share by, beside [`SOFTENERS`] ("prob.", "most").
const HEDGES_KEPT: &[&str] = &[
    "most", "many", "some", "prob", "probably", "likely", "tend", "tends", "usu", "mainly",
];

/// Words that open no subject of a habit: a pronoun that points back ("which usually means
/// the OOM killer got it") or the speaker.
const NO_HABIT_SUBJECT: &[&str] = &[
    "it", "which", "that", "this", "there", "i", "we", "you", "he", "she", "they",
];

/// Where part `ws` tells a habit: a hedge of [`HABIT_HEDGES`] among its first four words,
/// after a subject that opens the part with no pronoun ([`NO_HABIT_SUBJECT`]) and before a
/// content word ("Gaz usually does the hinges", "Dwayne does usually roast de Ethiopian"),
/// or "most" opening it with "of" or a noun ("Most o' de clients ... does pay cash", "Most
/// folks ... come in after 5"). The hedge's index.
fn opens_as_a_habit(ws: &[Word<'_>]) -> Option<usize> {
    let (first, _) = ws.first()?;
    if is_one_of(first, NO_HABIT_SUBJECT) {
        return None;
    }
    if first.eq_ignore_ascii_case("most") {
        let (next, _) = ws.get(1)?;
        return (is_one_of(next, &["of", "o'", "o\u{2019}", "o"]) || is_content(next)).then_some(0);
    }
    let h = ws
        .iter()
        .take(4)
        .position(|(w, _)| is_one_of(w, HABIT_HEDGES))?;
    (h > 0 && ws.get(h + 1).is_some_and(|(w, _)| is_content(w))).then_some(h)
}

/// "Morag usually locks up on Thursdays, she's last out anyway" -> "Thursdays: Morag locks
/// up", "Most o' de clients in The Valley does pay cash" -> "Valley clients pay cash": a
/// narrative part telling a habit or a share ([`opens_as_a_habit`]) said again, most of its
/// content words kept, with no hedge at all (no word of [`SOFTENERS`] or [`HEDGES_KEPT`]):
/// the habit made a fixed practice, a rule added. Kept: the hedge said ("Morag usually locks
/// up Thursdays", "Thursdays: Morag locks up (usually)", "Valley clients mostly pay cash");
/// not read: "which usually means the OOM killer got it", a part read as a rule, a part
/// whose words the rewrite mostly drops.
fn habit_said_as_a_fixed_practice(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let theirs = r.words();
    let hedged = |w: &str| is_one_of(w, HEDGES_KEPT) || SOFTENERS.iter().any(|s| same_word(w, s));
    // (Whether the rewrite hedges at all is asked once, and only of an original with a habit
    // part: a stem compare per rewrite word and softener is too dear for every pair.)
    let rewrite_hedged = std::cell::OnceCell::new();
    let parts: Vec<_> = o.parts().collect();
    parts.iter().enumerate().find_map(|(i, part)| {
        let ws = words(o.text, part.clone());
        let hedge = opens_as_a_habit(&ws)?;
        if *rewrite_hedged.get_or_init(|| theirs.iter().any(|(w, _)| hedged(w))) {
            return None;
        }
        // (The habit's clause: up to a comma after the hedge, "..., he likes to get them
        // out the way" another's; a past told is no habit, "Most of the volunteers arrived
        // late".)
        let clause_end = o
            .text
            .get(ws[hedge].1.end..part.end)
            .and_then(|rest| rest.find([',', ';']).map(|at| ws[hedge].1.end + at));
        let clause = &ws[..ws
            .iter()
            .position(|(_, at)| clause_end.is_some_and(|end| at.start > end))
            .unwrap_or(ws.len())];
        if clause.iter().any(|(w, _)| {
            is_one_of(w, &["was", "were", "did", "had"]) || looks_past(&w.to_ascii_lowercase())
        }) {
            return None;
        }
        let content: Vec<&str> = clause
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w) && !hedged(w))
            .collect();
        let said = content
            .iter()
            .filter(|w| theirs.iter().any(|(x, _)| same_word(x, w)))
            .count();
        (2 * said > content.len() && !o.part_is_rule(i))
            .then(|| ("constraint added", ws[hedge].1.clone(), 0..r.text.len()))
    })
}

/// Verbs of knowing, liking, wanting and seeming, and "is", "has", "does", "says": "nobody
/// knows", "nobody minds", "nobody says" tell a state of mind or a report, no practice.
const STATES_OF_MIND: &[&str] = &[
    "knows",
    "likes",
    "loves",
    "wants",
    "cares",
    "minds",
    "seems",
    "appears",
    "remembers",
    "thinks",
    "believes",
    "understands",
    "expects",
    "realises",
    "realizes",
    "notices",
    "reckons",
    "doubts",
    "hates",
    "enjoys",
    "deserves",
    "owns",
    "has",
    "is",
    "does",
    "says",
    "wins",
    "misses",
];

/// Where part `ws` opens as a practice held by nobody: "nobody" or "no one" (after "and",
/// "but" or "so") and a present act, a verb in "-s" that tells no state of mind
/// ([`STATES_OF_MIND`]) or "is" and a verb in "-ing" ("Nobody flies her this week", "Nobody
/// is taking the knives home", "Nobody's moving the kiln"). The index of the word after it.
fn opens_as_nobodys_practice(ws: &[Word<'_>]) -> Option<usize> {
    let first = usize::from(
        ws.first()
            .is_some_and(|(w, _)| is_one_of(w, &["and", "but", "so"])),
    );
    let (w, _) = ws.get(first)?;
    let (subject_end, progressive) = if is_one_of(w, &["nobody"]) {
        (first + 1, false)
    } else if is_one_of(w, &["nobody's", "nobody\u{2019}s"]) {
        (first + 1, true)
    } else if is_one_of(w, &["no"])
        && ws
            .get(first + 1)
            .is_some_and(|(n, _)| is_one_of(n, &["one"]))
    {
        (first + 2, false)
    } else {
        return None;
    };
    let (verb, _) = ws.get(subject_end)?;
    let lower = verb.to_ascii_lowercase();
    let ing = |w: &str| w.len() > 5 && w.to_ascii_lowercase().ends_with("ing");
    if progressive {
        return ing(verb).then_some(subject_end + 1);
    }
    if lower == "is" {
        return ws
            .get(subject_end + 1)
            .is_some_and(|(n, _)| ing(n))
            .then_some(subject_end + 2);
    }
    (lower.len() > 3
        && lower.ends_with('s')
        && !lower.ends_with("ss")
        && !is_one_of(&lower, STATES_OF_MIND))
    .then_some(subject_end + 1)
}

/// "Proud of her. Nobody flies her for the rest of the week though, she's over weight." ->
/// "Proud of her; she's over weight.", "Nobody is taking the kitchen knives home" ->
/// "Taking the kitchen knives home was raised": a practice held by nobody
/// ([`opens_as_nobodys_practice`]) that the classifier reads as no rule, and a rewrite that
/// says no negation at all (no "not", "never", "no", "-n't", "banned", "nobody"...): the ban
/// dropped, "constraint deleted", or, with most of its content words said and a verb of a
/// topic brought up ([`TOPIC_VERBS`]: "raised", "discussed"), "prohibition became mention"
/// (pol63). Kept: a rewrite saying the ban with any negation ("no one takes
/// the knives home", "knives stay here, not taken home") or an "only"; not read: "nobody
/// knows why", "nobody flew her" (a state of mind, a past).
fn nobody_practice_lost(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let theirs = r.words();
    if theirs
        .iter()
        .any(|(w, _)| negates(w) || is_one_of(w, &["nobody", "none", "only"]))
    {
        return None;
    }
    let parts: Vec<_> = o.parts().collect();
    parts.iter().enumerate().find_map(|(i, part)| {
        let ws = words(o.text, part.clone());
        let act = opens_as_nobodys_practice(&ws)?;
        if o.part_is_rule(i) {
            return None;
        }
        let content: Vec<&str> = ws[act - 1..]
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w))
            .collect();
        let said = content
            .iter()
            .filter(|w| theirs.iter().any(|(x, _)| same_word(x, w)))
            .count();
        // (Most of its words said: only as a topic brought up, "was raised", is the ban lost;
        // "Vestry piano off-limits", "rota unused" say it in other words.)
        let what = if 2 * said <= content.len() {
            "constraint deleted"
        } else if theirs.iter().any(|(w, _)| is_one_of(w, TOPIC_VERBS)) {
            "prohibition became mention"
        } else {
            return None;
        };
        Some((what, part.clone(), 0..r.text.len()))
    })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// A habit or a share ("usually", "normally", "most of") said again with no hedge is a
    /// rule added (dia69, s67b-p084, s68b-p090, s68b-p146); the hedge kept in any word, a
    /// past told, a pronoun's "usually means", and a part the rewrite mostly drops are not.
    #[test]
    fn habit_said_as_a_fixed_practice() {
        let morag = "Morag usually locks up on Thursdays, she's last out anyway after the seniors.";
        let porter = "The night porter normally checks the fire doors at two, he likes the walk.";
        let regulars = "Most of the regulars in the village pay by card.";
        assert_changed(&[
            (morag, "Thursdays: Morag locks up, after the seniors."),
            (porter, "Night porter checks fire doors at 2."),
            (regulars, "Village regulars pay by card."),
            (
                "The ferry usually waits for the last bus.",
                "Ferry waits for last bus.",
            ),
        ]);
        assert_faithful(&[
            (
                morag,
                "Thursdays: Morag usually locks up, after the seniors.",
            ),
            (morag, "Thursdays: Morag locks up (usually)."),
            (porter, "Night porter normally checks fire doors ~2."),
            (regulars, "Village regulars: mostly card."),
            (
                "Most of the volunteers arrived late on Saturday.",
                "Volunteers arrived late Saturday.",
            ),
            (
                "It exited with code 137 and no stack trace, which usually means the OOM \
                 killer got it.",
                "exit 137, no trace: OOM kill.",
            ),
            (
                "We usually eat at eight on Sundays.",
                "Sunday dinner at eight.",
            ),
        ]);
    }

    /// An "only", "always" or "never" of a practice said as advice or habit is reported; the same
    /// practice said with its stress kept, or advice said again, is not.
    #[test]
    fn exclusive_practice_softened() {
        assert_changed(&[
            (
                "Only Jamie and Siobhan ride the colt; he's too sharp for the apprentices.",
                "Colt: Jamie and Siobhan ride; apprentices with caution.",
            ),
            (
                "Duty deferment is only available to clients with an approved guarantee on file.",
                "Duty deferment available to clients; guarantee on file is helpful.",
            ),
            (
                "On storm nights the crew only answers calls about downed lines.",
                "Storm nights: crew prioritises downed-line calls.",
            ),
            (
                "The sourdough is fed at six every morning. Always.",
                "Sourdough: usually fed at 6 each morning.",
            ),
            (
                "Only the head groundsman drives the big roller.",
                "Big roller: head groundsman preferred.",
            ),
            // A "never" said as a habit (dia69, s67b-p062).
            (
                "We never, ever feed the calves the day before they travel.",
                "Calves usually not fed the day before travel.",
            ),
        ]);
        assert_faithful(&[
            (
                "Only Jamie and Siobhan ride the colt; he's too sharp for the apprentices.",
                "Only Jamie and Siobhan ride the colt (too sharp for apprentices).",
            ),
            (
                "The sourdough is fed at six every morning. Always.",
                "Sourdough: always fed at 6 each morning.",
            ),
            (
                "Guests usually arrive after four; only a few come early.",
                "Guests usually arrive after 4; few come early.",
            ),
            (
                "We never, ever feed the calves the day before they travel.",
                "Calves never fed the day before travel.",
            ),
            (
                "We never feed the calves before they travel, we usually water them.",
                "Calves: never fed before travel, usually watered.",
            ),
        ]);
    }

    /// A present ban gone from an arrow's consequence is reported; a refusal kept is not.
    #[test]
    fn ban_replaced_after_an_arrow() {
        assert_changed(&[
            (
                "Tanks get a visual inspection every year and a hydro test every five years; anything out of date doesn't get filled.",
                "Tanks: annual VIP, 5-yr hydro; out-of-date → flag for service.",
            ),
            (
                "Harnesses get a monthly inspection; a frayed harness doesn't get used.",
                "Harnesses: monthly inspection; frayed -> log it.",
            ),
        ]);
        assert_faithful(&[
            (
                "Tanks get a visual inspection every year and a hydro test every five years; anything out of date doesn't get filled.",
                "Tanks: annual VIP, 5-yr hydro; out-of-date → no fill.",
            ),
            (
                "Harnesses get a monthly inspection; a frayed harness doesn't get used.",
                "Harnesses: monthly inspection; frayed → out of service.",
            ),
            (
                "Harnesses get a monthly inspection; a frayed harness doesn't get used.",
                "Harnesses: monthly inspection; frayed → retired.",
            ),
        ]);
    }

    /// Session 63 (pol63): a practice held by nobody, read as no rule, dropped or said as a
    /// topic is reported; the ban said with any negation, a state of mind ("nobody knows")
    /// or a past ("nobody rode her") is not.
    #[test]
    fn a_practice_held_by_nobody_lost() {
        assert_changed(&[
            (
                "Great gallop this morning! Nobody rides the grey mare till Friday though, her hoof is sore.",
                "Great gallop this morning; the grey mare's hoof is sore.",
            ),
            (
                "Hi all. Nobody is borrowing the torque wrench over the weekend. It stays on the board.",
                "Borrowing the torque wrench over the weekend was discussed. It stays on the board.",
            ),
        ]);
        assert_faithful(&[
            (
                "Great gallop this morning! Nobody rides the grey mare till Friday though, her hoof is sore.",
                "Great gallop this morning; no one rides the grey mare till Friday (sore hoof).",
            ),
            (
                "Great gallop this morning! Nobody knows why the grey mare went lame.",
                "Great gallop this morning; the grey mare went lame.",
            ),
            (
                "Great gallop this morning! Nobody rode the grey mare, her hoof was sore.",
                "Great gallop this morning; the grey mare's hoof was sore.",
            ),
        ]);
    }
}
