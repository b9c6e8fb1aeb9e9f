//! Readings from the blind corpus s35d (corpus35d, rewrites, session 36): changes the rule
//! comparison did not see in originals it reads as narrative (a house practice said as a
//! fact: "only Jamie rides the colt", "anything out of date doesn't get filled"), and an
//! epistemic "should be fine" read as a duty. Each reading is screened by the bytes it needs
//! before any word is read, and the two texts are cut into words once for all of them.

use super::words::{Word, is_content, same_word, words};
use super::{holds_ignoring_case, is_one_of};
use std::ops::Range;

/// A change read from the two texts alone: its kind, and its ranges in the original and the
/// rewrite.
type Missed = (&'static str, Range<usize>, Range<usize>);

/// The first word of `ws` that is one of `list`.
fn first_of<'a, 't>(ws: &'a [Word<'t>], list: &[&str]) -> Option<&'a Word<'t>> {
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

/// Words that name people in general, not a role ("staff", "people").
const ANYONE: &[&str] = &[
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
fn counted_role_made_anyone(o: &[Word<'_>], t: &[Word<'_>]) -> Option<Missed> {
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

/// "(S-band too)" closing a part of `rewrite` at word `i` ("too" or "well" of "as well"):
/// "too" said last, not as "too sharp".
fn too_closes(rewrite: &str, ws: &[Word<'_>], i: usize) -> bool {
    let (w, at) = &ws[i];
    let said = w.eq_ignore_ascii_case("too")
        || (w.eq_ignore_ascii_case("well") && i > 0 && ws[i - 1].0.eq_ignore_ascii_case("as"));
    said && rewrite[at.end..]
        .trim_start()
        .chars()
        .next()
        .is_none_or(|c| matches!(c, ')' | '.' | ';' | ',' | ']'))
}

/// "Uplink power must not exceed 200 W on the X-band feed" -> "X-band uplink power ≤ 200 W
/// (S-band too)": the rewrite adds a thing the rule also holds for ("X too", "X as well"),
/// a word the original does not say. An original that says "too", "also" or "as well"
/// itself is not read.
fn scope_added_with_too(
    (o, original): (&[Word<'_>], &str),
    (t, rewrite): (&[Word<'_>], &str),
) -> Option<Missed> {
    if ["too", "also", "as well"]
        .iter()
        .any(|w| holds_ignoring_case(original, w))
    {
        return None;
    }
    let i = (1..t.len()).find(|&i| too_closes(rewrite, t, i))?;
    let before = if t[i].0.eq_ignore_ascii_case("well") {
        i.checked_sub(2)?
    } else {
        i - 1
    };
    // The three words before "too" ("blue runs as well"), none past a comma or bracket.
    let start = before.saturating_sub(2);
    let (_, to) = t[start..=before]
        .iter()
        .rev()
        .take_while(|(_, r)| !rewrite[r.end..t[i].1.start].contains([',', '(', ';', ':']))
        .find(|(added, _)| is_content(added) && !o.iter().any(|(w, _)| same_word(w, added)))?;
    Some(("scope changed", 0..original.len(), to.start..t[i].1.end))
}

/// The byte range of an epistemic "should be fine" of `text` ("It should be fine to mow
/// the cemetery on Wednesday"): a forecast, not a duty.
pub(super) fn epistemic_should(text: &str) -> Option<Range<usize>> {
    let lower = text.to_ascii_lowercase();
    [
        "should be fine",
        "should be ok",
        "should be okay",
        "should be alright",
        "should be all right",
        "should be safe",
    ]
    .iter()
    .find_map(|p| lower.find(p).map(|at| at..at + p.len()))
}

/// Words that bind a duty ("must", "required").
const DUTY: &[&str] = &[
    "must",
    "required",
    "mandatory",
    "have to",
    "has to",
    "need to",
];

/// "It should be fine to mow the cemetery on Wednesday" -> "Cemetery must be mowed on
/// Wednesday": a forecast of what may be done said as a duty. An original that binds a
/// duty itself is not read.
fn forecast_made_a_duty(original: &str, (rewrite, t): (&str, &[Word<'_>])) -> Option<Missed> {
    let from = epistemic_should(original)?;
    if DUTY.iter().any(|d| holds_ignoring_case(original, d)) {
        return None;
    }
    let (_, to) = first_of(t, &["must", "required", "mandatory", "has", "have", "need"]).filter(
        |(w, r)| !is_one_of(w, &["has", "have", "need"]) || rewrite[r.end..].starts_with(" to "),
    )?;
    Some(("constraint added", from, to.clone()))
}

/// "It should be fine to mow ..." -> "... probably OK Wednesday": a weakened modality
/// reported on an original whose only modal is the forecast "should be fine".
fn forecast_said_as_likely(original: &str, from: &Range<usize>) -> bool {
    original.get(from.clone()).is_some_and(|said| {
        epistemic_should(said).is_some()
            && !["must", "never", "n't", "not ", "always", "required"]
                .iter()
                .any(|w| holds_ignoring_case(said, w))
    })
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

/// "Divers with a cold ... aren't allowed in the water" -> "Cold/congestion → no diving":
/// the people a ban names by what they do ("divers", "riders", "operators") said as the
/// act ("diving", "riding"), a ban both. `ours` is the original's missing word and `theirs`
/// the rewrite's new one.
pub(super) fn doers_said_as_the_act(ours: &str, theirs: &str) -> bool {
    let doers = ours.len() > 5
        && ours
            .get(ours.len() - 3..)
            .is_some_and(|e| e.eq_ignore_ascii_case("ers") || e.eq_ignore_ascii_case("ors"));
    let act = theirs.len() > 5
        && theirs
            .get(theirs.len() - 3..)
            .is_some_and(|e| e.eq_ignore_ascii_case("ing"));
    doers && act && ours[..ours.len() - 3].eq_ignore_ascii_case(&theirs[..theirs.len() - 3])
}

/// Faithful forms read in corpus35d, each a filter over one kind of change.
pub(super) fn faithful_form(what: &str, (original, from): (&str, &Range<usize>)) -> bool {
    matches!(what, "modality weakened" | "constraint became mention")
        && forecast_said_as_likely(original, from)
}

/// Changes read from the two texts alone in corpus35d, each behind its screen (the words of
/// the two texts are cut once, when a screen first passes).
pub(super) fn change_missed(original: &str, rewrite: &str) -> Option<Missed> {
    let cut = std::cell::OnceCell::new();
    let ws = || {
        let (o, t): &(Vec<Word<'_>>, Vec<Word<'_>>) = cut.get_or_init(|| {
            (
                words(original, 0..original.len()),
                words(rewrite, 0..rewrite.len()),
            )
        });
        (o.as_slice(), t.as_slice())
    };
    let holds = holds_ignoring_case;
    if (holds(original, "only") || holds(original, "always"))
        && SOFTENERS.iter().any(|s| holds(rewrite, s))
    {
        let (o, t) = ws();
        if let Some(m) = exclusive_practice_softened(o, t) {
            return Some(m);
        }
    }
    if ANYONE.iter().any(|a| holds(rewrite, a)) {
        let (o, t) = ws();
        if let Some(m) = counted_role_made_anyone(o, t) {
            return Some(m);
        }
    }
    if holds(rewrite, "too") || holds(rewrite, "as well") {
        let (o, t) = ws();
        if let Some(m) = scope_added_with_too((o, original), (t, rewrite)) {
            return Some(m);
        }
    }
    if holds(original, "should be ")
        && let Some(m) = forecast_made_a_duty(original, (rewrite, ws().1))
    {
        return Some(m);
    }
    if holds(original, "n't") && (rewrite.contains('\u{2192}') || rewrite.contains("->")) {
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

    /// A thing the rule "also" holds for, new in the rewrite, is reported; a thing the
    /// original names, or "too" as a degree, is not.
    #[test]
    fn scope_added_with_too() {
        assert_changed(&[
            (
                "Uplink power must not exceed 200 W on the X-band feed.",
                "X-band uplink power ≤ 200 W (S-band too).",
            ),
            (
                "Helmets are required on the red runs.",
                "Helmets required on red runs, blue runs as well.",
            ),
        ]);
        assert_faithful(&[
            (
                "Uplink power must not exceed 200 W on the X-band and S-band feeds.",
                "X-band uplink power ≤ 200 W (S-band too).",
            ),
            (
                "Don't put the colt in with the apprentices; he's too sharp.",
                "Colt: not for apprentices (too sharp).",
            ),
        ]);
    }

    /// A forecast ("should be fine") said as a duty is reported; said as likely, it is not.
    #[test]
    fn forecast_made_a_duty() {
        assert_changed(&[
            (
                "It should be fine to mow the cemetery on Wednesday — the forecast looks dry.",
                "Cemetery must be mowed on Wednesday.",
            ),
            (
                "The east gate should be OK to use tomorrow once the paint dries.",
                "East gate has to be used tomorrow.",
            ),
        ]);
        assert_faithful(&[
            (
                "It should be fine to mow the cemetery on Wednesday — the forecast looks dry.",
                "Cemetery mowing probably OK Wednesday (dry forecast).",
            ),
            (
                "The east gate should be OK to use tomorrow once the paint dries.",
                "East gate likely usable tomorrow after paint dries.",
            ),
        ]);
    }

    /// A ban's doers said as its act is faithful; the act said for others is not.
    #[test]
    fn doers_said_as_the_act() {
        assert_faithful(&[
            (
                "Divers with a cold or congestion aren't allowed on the boat.",
                "Cold/congestion → no diving on the boat.",
            ),
            (
                "Riders without a helmet are not allowed in the arena.",
                "No riding in the arena without a helmet.",
            ),
        ]);
        assert_changed(&[(
            "Riders without a helmet are not allowed in the arena.",
            "Riding in the arena allowed without a helmet.",
        )]);
    }

    /// Words of address of Sri Lankan, Zambian and Newfoundland English say nothing of the
    /// rule.
    #[test]
    fn dialect_words_of_address() {
        assert_faithful(&[
            (
                "Ane, kindly log the Kandy complaints under 'billing', not 'meter fault'.",
                "Kandy complaints → log as 'billing' (not 'meter fault').",
            ),
            (
                "Eish, don't load the trucks before the seals are checked.",
                "Don't load trucks before seal check.",
            ),
            (
                "Don't take the skiff past the point after dark, b'y.",
                "No skiff past the point after dark.",
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
