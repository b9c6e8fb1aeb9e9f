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
use super::words::{TextReading, Word, same_word};

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
/// caution"; "... stays separate. Always." -> "... usually kept separate": an original's
/// "only" or "always" (a practice said as a fact, which the rule comparison reads as
/// narrative) gone from a rewrite that says the practice with a word of advice or habit the
/// original does not hold. A rewrite keeping any word of stress, or an original that was
/// advice already ("ideally", "usually"), is not read.
fn exclusive_practice_softened(o: &[Word<'_>], t: &[Word<'_>]) -> Option<Missed> {
    let (_, from) = first_of(o, &["only", "always"])?;
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
    if (holds(o_read, "only") || holds(o_read, "always"))
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
        return ban_replaced_after_an_arrow((o, original), (t, rewrite));
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// An "only" or "always" of a practice said as advice or habit is reported; the same
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
}
