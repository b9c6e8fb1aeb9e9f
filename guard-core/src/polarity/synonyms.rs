//! Words said by another word of the same meaning: "Email the summary to Ana" = "Send the
//! summary to Ana", "Send supplier invoices by the 25th" = "Supplier invoices must go out by the
//! 25th", "straight" = "directly", "note it as secondary" = "flag it as secondary".

use super::counts::ban_on_one_said_as_two;
use super::dialect_words::pronoun_am;
use super::extract::Clause;
use super::headings::number_said_again_by_its_name;
use super::is_one_of;
use super::only_after::{ban_before_said_as_only_after, clause_from, is_negation, negated_before};
use super::places::closed_to_for_do_not_let;
use super::revoked::revocation_said_as_gone;
use super::words::{
    holds_any_phrase as has_any, holds_any_phrase, is_content, last_word, part_holding, parts,
    same_word, words,
};
use std::ops::Range;

/// The word of `original` at `m` (a word of `o` the rewrite dropped) opens `o` as its verb,
/// "Email" or "Send", and the rewrite's sentence `r` opens with the other ("Email the summary
/// to Ana" -> "Send the summary to Ana", "Send the weekly report to the team" -> "Email weekly
/// report to the team"; s12-r99-F2, s16-r115-F4): an order to send by email is an order to
/// send. Only the verb opening both sentences: "Draft replies to the supplier emails" ->
/// "Send replies ..." keeps "Draft" missing, and a noun ("emails") is no verb.
pub(super) fn send_said_as_email(
    (original, o): (&str, &Clause),
    m: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    // (A cheap screen first: four to six bytes.)
    if !(4..=6).contains(&m.len()) {
        return false;
    }
    fn opening<'t>(text: &'t str, range: &Range<usize>) -> Option<&'t str> {
        text.get(range.clone())
            .and_then(|t| t.split_whitespace().next())
            .map(|w| w.trim_end_matches([',', ':']))
    }
    let sends = |w: &str| is_one_of(w, &["send", "email", "e-mail"]);
    let Some(word) = original.get(m.clone()) else {
        return false;
    };
    let first = opening(original, &o.range);
    let other = opening(rewrite, &r.range);
    sends(word)
        && first.is_some_and(|f| f.len() == word.len() && f.eq_ignore_ascii_case(word))
        && other.is_some_and(|w| sends(w) && !w.eq_ignore_ascii_case(word))
}

/// The missing word `m` of `original` is "straight" before a direction ("come straight to
/// me", "go straight into the freezer", "straight back"), and the new word `n` of `rewrite`
/// is "directly" or "direct": the same way of going (r31b-f68 "all auditor queries come
/// straight to me" -> "auditor queries → user directly"). Not "three nights straight" (in a
/// row), which no preposition follows. (A cheap screen first: eight bytes.)
pub(super) fn straight_said_as_directly(
    (original, m): (&str, &Range<usize>),
    (rewrite, n): (&str, &Range<usize>),
) -> bool {
    m.len() == 8
        && original
            .get(m.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("straight"))
        && rewrite
            .get(n.clone())
            .is_some_and(|w| is_one_of(w, &["directly", "direct"]))
        && original
            .get(m.end..)
            .unwrap_or("")
            .split_whitespace()
            .next()
            .is_some_and(|next| {
                is_one_of(
                    next,
                    &["to", "into", "in", "back", "home", "through", "onto", "up"],
                )
            })
}

/// Verbs of coming near, in their base and "-s" forms: "lightning comes within 10 km",
/// "gets within", "reaches within", "approaches within", "draws within", "moves within".
const COMING_NEAR: &[&str] = &[
    "come",
    "comes",
    "get",
    "gets",
    "reach",
    "reaches",
    "approach",
    "approaches",
    "draw",
    "draws",
    "move",
    "moves",
];

/// The missing word at `m` of `original` is a verb of coming near ([`COMING_NEAR`]) right
/// before "within", and `rewrite` says "within" and the same next word after another verb of
/// the class: "when lightning reaches within 10 km" -> "when lightning comes within 10 km"
/// (pol65c), one event. "reaches 10 km" (no "within") or "within 20 km" stay changes.
pub(super) fn coming_within_said_again(
    (original, m): (&str, &Range<usize>),
    rewrite: &str,
) -> bool {
    let coming = |w: &str| is_one_of(w, COMING_NEAR);
    let Some(after) = original
        .get(m.clone())
        .filter(|w| coming(w))
        .and_then(|_| original.get(m.end..))
        .and_then(|rest| rest.strip_prefix(" within "))
    else {
        return false;
    };
    let Some(next) = after.split_whitespace().next() else {
        return false;
    };
    let theirs: Vec<&str> = rewrite.split_whitespace().collect();
    theirs.windows(3).any(|w| {
        coming(w[0]) && w[1].eq_ignore_ascii_case("within") && w[2].eq_ignore_ascii_case(next)
    })
}

/// Verbs of directing someone to a place, in their base and "-s" forms: "point them to the
/// café", "send them to", "direct", "steer", "refer" them to.
const DIRECTING: &[&str] = &[
    "point", "points", "send", "sends", "direct", "directs", "steer", "steers", "refer", "refers",
];

/// The word at `m` of `original` and the word at `n` of `rewrite` are two verbs of directing
/// someone to a place ([`DIRECTING`]), each followed by the same object of one or two words
/// and "to" ("point them to the café next door" -> "send them to the café next door", pol65c):
/// one act. "point them to the café" -> "send the cakes to the café" (another object), or
/// "send them away", stay changes.
pub(super) fn directing_said_again(
    (original, m): (&str, &Range<usize>),
    (rewrite, n): (&str, &Range<usize>),
) -> bool {
    // (A cheap screen first: four to seven bytes.)
    if !(4..=7).contains(&m.len()) || !(4..=7).contains(&n.len()) {
        return false;
    }
    // The object between the verb and "to", one or two words.
    let object = |text: &'_ str, at: &Range<usize>| -> Option<Vec<String>> {
        text.get(at.clone()).filter(|w| is_one_of(w, DIRECTING))?;
        let ws: Vec<&str> = text.get(at.end..)?.split_whitespace().take(3).collect();
        let to = ws.iter().position(|w| is_one_of(w, &["to", "towards"]))?;
        (1..=2)
            .contains(&to)
            .then(|| ws[..to].iter().map(|w| w.to_ascii_lowercase()).collect())
    };
    object(original, m).is_some_and(|ours| object(rewrite, n).is_some_and(|theirs| ours == theirs))
}

/// Verbs of marking a thing as a kind ("note it as secondary", "flag it as secondary").
const MARKING: &[&str] = &["note", "flag", "mark", "label", "tag", "record"];

/// The new word `n` of `rewrite` is a verb of marking ([`MARKING`]) followed within six words
/// by "as" and a word, and the sentence `o` has a verb of marking followed the same way by "as"
/// and the same word: "note any transcription as secondary" -> "flag transcriptions as
/// secondary" (s25b-ok-57). Not "flag ... as primary", nor a marking with no "as" in the
/// original. (A cheap screen first: three to six bytes.)
pub(super) fn marking_as_said_again(
    (original, o): (&str, &Clause),
    (rewrite, n): (&str, &Range<usize>),
) -> bool {
    if !(3..=6).contains(&n.len())
        || !rewrite
            .get(n.clone())
            .is_some_and(|w| is_one_of(w, MARKING))
    {
        return false;
    }
    let kind_after_as = |text: &str, at: usize| {
        let mut words = text.get(at..).unwrap_or("").split_whitespace().take(6);
        words.find(|w| w.eq_ignore_ascii_case("as"))?;
        words.next().map(|w| {
            w.trim_end_matches(|c: char| !c.is_alphanumeric())
                .to_ascii_lowercase()
        })
    };
    let Some(theirs) = kind_after_as(rewrite, n.end).filter(|k| !k.is_empty()) else {
        return false;
    };
    o.words.iter().any(|w| {
        original
            .get(w.range.clone())
            .is_some_and(|t| is_one_of(t, MARKING))
            && kind_after_as(original, w.range.end).is_some_and(|k| k == theirs)
    }) || {
        // ("note" may be no content word of `o`: its text is searched.)
        let sentence = original.get(o.range.clone()).unwrap_or("");
        let mut at = 0;
        sentence.split_whitespace().any(|w| {
            let start = sentence[at..].find(w).map_or(at, |k| at + k);
            at = start + w.len();
            is_one_of(w, MARKING) && kind_after_as(sentence, at).is_some_and(|k| k == theirs)
        })
    }
}

/// "route press enquiries about the restoration to Elin" -> "Press enquiries re restoration ->
/// Elin": "re" is "about" ("regarding", "concerning"); a topic changed is reported at its
/// own word.
fn re_for_about(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    rewrite
        .get(to.clone())
        .is_some_and(|q| is_one_of(q.trim_end_matches(':'), &["re"]))
        && words(original, 0..original.len())
            .iter()
            .any(|(w, _)| is_one_of(w, &["about", "regarding", "concerning"]))
}

/// "only convert to Fahrenheit" -> "convert to °F": a temperature scale by its symbol.
/// "convert to °C" for "Fahrenheit" is not.
fn scale_said_by_its_symbol(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(q) = original.get(from.clone()) else {
        return false;
    };
    let letter = if is_one_of(q, &["celsius", "centigrade"]) {
        'C'
    } else if is_one_of(q, &["fahrenheit"]) {
        'F'
    } else {
        return false;
    };
    ["°", "º", "deg "].iter().any(|d| {
        rewrite.match_indices(d).any(|(at, _)| {
            rewrite[at + d.len()..].starts_with(letter)
                && !rewrite[at + d.len() + 1..].starts_with(|c: char| c.is_alphanumeric())
        })
    })
}

/// "refer to the keeper's cottage as 'the Heritage Centre'" -> "call the keeper's cottage 'the
/// Heritage Centre'": "refer to X as Y" is "call X Y". "refer customers to the helpdesk" (no
/// "as") is sending, not naming.
fn refer_to_as_said_as_call(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    original
        .get(from.clone())
        .is_some_and(|q| is_one_of(q, &["refer", "refers", "referred"]))
        && rewrite
            .get(to.clone())
            .is_some_and(|q| is_one_of(q, &["call", "calls", "name"]))
        && original[from.end..].starts_with(" to ")
        && original[clause_from(original, from.end)].contains(" as ")
}

/// "the courier can't be one of the signers" -> "courier can't sign": a ban on being one who
/// does a thing ("be one of the signers", "be a signer") said as a ban on doing it, the verb
/// the agent noun's stem and a negation before each. "courier can sign", "can't be one of the
/// witnesses" -> "can't sign" are still reported.
fn agent_noun_said_as_its_verb(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(noun) = original.get(from.clone()) else {
        return false;
    };
    let lower = noun.to_ascii_lowercase();
    let Some(verb) = lower
        .strip_suffix("ers")
        .or_else(|| lower.strip_suffix("er"))
        .or_else(|| lower.strip_suffix("ors"))
        .or_else(|| lower.strip_suffix("or"))
        .filter(|v| v.len() >= 3)
    else {
        return false;
    };
    let before = original[..from.start].to_ascii_lowercase();
    if !["be one of the ", "be a ", "be an ", "be the "]
        .iter()
        .any(|b| before.ends_with(b))
    {
        return false;
    }
    if !negated_before(original, from.start) {
        return false;
    }
    parts(rewrite).into_iter().any(|t| {
        let theirs = words(rewrite, t);
        theirs.iter().enumerate().any(|(i, (w, _))| {
            w.eq_ignore_ascii_case(verb) && theirs[..i].iter().any(|(x, _)| is_negation(x))
        })
    })
}

/// "# Keep this job on ubuntu-22.04" -> "pin job to ubuntu-22.04": "pin ... to V" is "keep
/// ... on V" for a version (a word with a digit) said after both. Another version is still
/// reported.
fn pin_for_keep_on(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    if !rewrite
        .get(to.clone())
        .is_some_and(|q| is_one_of(q, &["pin", "pinned", "pins"]))
    {
        return false;
    }
    let version_after = |text: &str, at: usize, preps: &[&str]| -> Option<String> {
        let ws = words(text, clause_from(text, at));
        let p = ws.iter().take(5).position(|(w, _)| is_one_of(w, preps))?;
        ws.get(p + 1)
            .filter(|(w, _)| w.bytes().any(|b| b.is_ascii_digit()))
            .map(|(w, _)| w.to_ascii_lowercase())
    };
    let Some(version) = version_after(rewrite, to.start, &["to", "at", "on"]) else {
        return false;
    };
    words(original, 0..original.len())
        .iter()
        .filter(|(w, _)| is_one_of(w, &["keep", "stay", "stays", "leave"]))
        .any(|(_, r)| version_after(original, r.start, &["on", "at"]).as_deref() == Some(&*version))
}

/// A change of kind `what` between `original[from]` and `rewrite[to]` that is a faithful form
/// read in corpus33b.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match (what, from, to) {
        ("bound direction changed", Some(f), Some(t)) => {
            ban_before_said_as_only_after((original, f), (rewrite, t))
                || closed_to_for_do_not_let(original, f, rewrite)
        }
        ("prohibition became mention", Some(f), _) => {
            closed_to_for_do_not_let(original, f, rewrite)
        }
        ("negation dropped", Some(f), _) => {
            revocation_said_as_gone(original, f, rewrite)
                || closed_to_for_do_not_let(original, f, rewrite)
        }
        ("bound dropped", Some(f), _) => {
            pronoun_am(original, f) || number_said_again_by_its_name(original, f, rewrite)
        }
        ("scope changed", Some(f), Some(t)) => {
            revocation_said_as_gone(original, f, rewrite)
                || re_for_about(original, rewrite, t)
                || scale_said_by_its_symbol(original, f, rewrite)
                || refer_to_as_said_as_call(original, f, rewrite, t)
                || agent_noun_said_as_its_verb(original, f, rewrite)
                || pin_for_keep_on(original, rewrite, t)
        }
        ("bound added", _, Some(t)) => ban_on_one_said_as_two(original, rewrite, t),
        _ => false,
    }
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

/// Words a rewrite names an approval by.
const APPROVALS: &[&str] = &[
    "approval",
    "approvals",
    "permission",
    "sign-off",
    "signoff",
    "say-so",
    "go-ahead",
    "consent",
    "ok",
    "okay",
];

/// "... push up to two schedule changes per day without asking." -> "... may be pushed w/o
/// approval.": the word `m` of the original is "asking" ("checking", "consulting") right
/// after "without", and the rewrite's word `n` an approval ("permission", "sign-off") right
/// after "without" ("w/o"): asking is for the approval the rewrite names (called by the
/// scope comparison for a missing word and a new one).
pub(super) fn asking_said_as_approval(
    (original, m): (&str, &Range<usize>),
    (rewrite, n): (&str, &Range<usize>),
) -> bool {
    let asking = original
        .get(m.clone())
        .is_some_and(|w| is_one_of(w, &["asking", "checking", "consulting"]));
    asking
        && rewrite
            .get(n.clone())
            .is_some_and(|w| is_one_of(w, APPROVALS))
        && last_word(original, m.start).is_some_and(|w| is_one_of(w, &["without"]))
        && last_word(rewrite, n.start).is_some_and(|w| is_one_of(w, &["without", "o"]))
}

/// The root of a word a doer's or an act's ending was cut from ("cutter", "cutting" ->
/// "cut"; "inspector", "inspection" -> "inspect").
fn root(w: &str) -> String {
    let w = w.to_ascii_lowercase();
    let cut = ["ings", "ing", "ers", "er", "ors", "or", "ions", "ion"]
        .iter()
        .find_map(|e| w.strip_suffix(e))
        .unwrap_or(&w);
    // "cutt" -> "cut": a doubled last consonant.
    let b = cut.as_bytes();
    if b.len() >= 3 && b[b.len() - 1] == b[b.len() - 2] && !b"aeiou".contains(&b[b.len() - 1]) {
        cut[..cut.len() - 1].to_string()
    } else {
        cut.to_string()
    }
}

/// "Don't let the apprentices run the plasma cutter unsupervised" -> "no unsupervised plasma
/// cutting": a tool named by its doer's ending said as its act ("cutter" -> "cutting", "the
/// floor sander" -> "floor sanding"), after the same word in both texts (the thing's kind
/// kept). Another root ("plasma torch"), or another word before it, is still read.
pub(super) fn tool_said_as_its_act(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, &Range<usize>),
) -> bool {
    let (Some(a), Some(b)) = (original.get(from.clone()), rewrite.get(to.clone())) else {
        return false;
    };
    let r = root(a);
    let forms = |w: &str| w.len() > r.len() && root(w) == r;
    let before_a = words(original, 0..from.start);
    let before_b = words(rewrite, 0..to.start);
    r.len() >= 3
        && !a.eq_ignore_ascii_case(b)
        && forms(a)
        && forms(b)
        && matches!((before_a.last(), before_b.last()), (Some((x, _)), Some((y, _))) if is_content(x) && same_word(x, y))
}

/// A measure said by its adjective and by its noun ("1 m deep", "depth 1 m").
const MEASURES: &[(&str, &[&str])] = &[
    ("deep", &["depth"]),
    ("wide", &["width"]),
    ("long", &["length"]),
    ("high", &["height"]),
    ("tall", &["height"]),
    ("thick", &["thickness"]),
    ("heavy", &["weight"]),
    ("hot", &["temperature", "temp"]),
    ("cold", &["temperature", "temp"]),
    ("far", &["distance"]),
    ("fast", &["speed"]),
];

/// "Keep the otter pool at least 1 m deep at all times." -> "Otter pool depth ≥ 1 m,
/// always.": a measure's adjective ("deep", "wide") read as the scope, said again as its
/// noun ("depth", "width") in a part of the rewrite that gives a figure. Another measure's
/// noun ("width" for "deep") is still reported.
pub(super) fn measure_said_as_its_noun(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: Option<&Range<usize>>,
) -> bool {
    let (Some(said), Some(to)) = (original.get(from.clone()), to) else {
        return false;
    };
    let Some((_, nouns)) = MEASURES
        .iter()
        .find(|(adj, _)| is_one_of(said.trim(), &[adj]))
    else {
        return false;
    };
    part_holding(rewrite, to.start).is_some_and(|p| {
        let part = &rewrite[p];
        has_any(part, nouns) && part.bytes().any(|b| b.is_ascii_digit())
    })
}

/// "Don't give Biscuit any NSAIDs until the renal panel comes back." -> "Biscuit: no NSAIDs
/// pending renal panel results.": "pending X" is "until X"; the rewrite's word "pending"
/// read as a scope needs an original "until" ("till") to be let through.
pub(super) fn pending_for_until(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    rewrite
        .get(to.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("pending"))
        && holds_any_phrase(original, &["until", "till", "til"])
}

/// "Nae mair overtime for Kirsty" -> "Kirsty: no further overtime": "further" ("extra",
/// "additional") said for the original's "more" (Scots "mair", "any more").
pub(super) fn further_for_more(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    rewrite
        .get(to.clone())
        .is_some_and(|w| is_one_of(w, &["further", "extra", "additional", "more"]))
        && holds_any_phrase(
            original,
            &["more", "mair", "further", "extra", "additional"],
        )
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use crate::polarity::tests::changed as reports;

    /// Directing someone to a place said by another verb of the class (pol65c); another
    /// object, or no place after it, still changes.
    #[test]
    fn directing_said_by_another_verb() {
        assert_faithful(&[
            (
                "If the lockers are full, point visitors to the cloakroom.",
                "If the lockers are full, send visitors to the cloakroom.",
            ),
            (
                "Refer them to the front desk for parking permits.",
                "Direct them to the front desk for parking permits.",
            ),
        ]);
        assert_changed(&[
            (
                "If the lockers are full, point visitors to the cloakroom.",
                "If the lockers are full, send the bags to the cloakroom.",
            ),
            (
                "If the lockers are full, point visitors to the cloakroom.",
                "If the lockers are full, send visitors away.",
            ),
        ]);
    }

    /// Coming near said by another verb of the class before the same "within" (pol65c);
    /// another distance, or a coming without "within", still changes.
    #[test]
    fn coming_within_said_by_another_verb() {
        assert_faithful(&[
            (
                "Clear the beach when the storm cell reaches within 5 miles.",
                "When the storm cell comes within 5 miles, clear the beach.",
            ),
            (
                "Sound the horn if a vessel approaches within 200 m.",
                "Sound the horn if a vessel gets within 200 m.",
            ),
        ]);
        assert_changed(&[
            (
                "Clear the beach when the storm cell reaches within 5 miles.",
                "Clear the beach when the storm cell comes within 15 miles.",
            ),
            (
                "Clear the beach when the storm cell reaches the pier.",
                "Clear the beach when the storm cell comes within sight of the pier.",
            ),
        ]);
    }

    /// A sending said of the thing sent ("Send supplier invoices by the 25th" -> "Supplier
    /// invoices must go out by the 25th", s30-r116, s24b-ok-16).
    #[test]
    fn a_sending_said_as_going_out() {
        let o = "Send supplier invoices no later than the 25th of each month.";
        let reminders = "Send rent reminders no later than three days before the rent is due.";
        assert_faithful(&[
            (
                o,
                "Supplier invoices must go out by the 25th of each month.",
            ),
            (
                reminders,
                "Rent reminders go out at least 3 days before the due date.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Supplier invoices must go out by the 26th of each month.",
            ),
            (
                o,
                "Supplier invoices must go out after the 25th of each month.",
            ),
            (o, "Supplier invoices may go out by the 25th of each month."),
            (
                o,
                "Customer invoices must go out by the 25th of each month.",
            ),
            (
                o,
                "Supplier invoices must not go out by the 25th of each month.",
            ),
            (o, "Supplier invoices must go in by the 25th of each month."),
            (o, "Supplier invoices must go by the 25th of each month."),
            (
                o,
                "Supplier invoices must be checked out by the 25th of each month.",
            ),
            (
                "Don't send supplier invoices before the 25th of each month.",
                "Supplier invoices go out before the 25th of each month.",
            ),
            (
                "Send supplier invoices no later than the 25th of each month unless the ledger is locked.",
                "Supplier invoices must go out by the 25th of each month.",
            ),
            (
                reminders,
                "Rent reminders go out at least 3 hours before the due date.",
            ),
        ]);
    }

    /// "Email" and "Send" opening an order are the same order ("Email the summary to Ana" ->
    /// "Send the summary to Ana"); another recipient, thing, day or verb, a negation, a hedge,
    /// a dropped condition, and "Draft" traded for "Send" are still reported.
    #[test]
    fn send_said_as_email() {
        let o = "Email the summary to Ana and CC Ben.";
        let weekly = "Send the weekly metrics report to the whole team every Friday.";
        assert_faithful(&[
            (o, "Send the summary to Ana, with Ben on CC."),
            (
                weekly,
                "Email weekly metrics report to the whole team each Friday.",
            ),
        ]);
        assert_changed(&[
            (o, "Send the summary to Marco, with Ben on CC."),
            (o, "Send the invoice to Ana, with Ben on CC."),
            (o, "Don't send the summary to Ana; CC Ben."),
            (o, "Print the summary for Ana, with Ben on CC."),
            (
                "Draft replies to the supplier emails.",
                "Send replies to the supplier emails.",
            ),
            (
                weekly,
                "Email weekly metrics report to the whole team each Monday.",
            ),
            (
                weekly,
                "Email weekly metrics report to the team lead each Friday.",
            ),
            (
                weekly,
                "Maybe email weekly metrics report to the whole team each Friday.",
            ),
            (
                "Send the weekly metrics report to the whole team every Friday unless it's a holiday.",
                "Email weekly metrics report to the whole team each Friday.",
            ),
            (
                "Never send the weekly metrics report to the whole team.",
                "Email weekly metrics report to the whole team.",
            ),
        ]);
    }

    /// "straight" before a direction said as "directly"; another person, another place, a
    /// dropped negation, and "nights straight" (in a row) stay reported.
    #[test]
    fn straight_said_as_directly() {
        let o = "User: The KRA audit is next week. Until then, don't delete or archive any 2023 entries, and all auditor queries come straight to me.";
        assert_faithful(&[(
            o,
            "Until KRA audit (next wk): no deleting/archiving 2023 entries; auditor queries → user directly.",
        )]);
        assert_changed(&[
            (
                o,
                "Until KRA audit (next wk): no deleting/archiving 2023 entries; auditor queries → Priya directly.",
            ),
            (
                o,
                "Until KRA audit (next wk): no deleting/archiving 2022 entries; auditor queries → user directly.",
            ),
            (
                o,
                "Until KRA audit (next wk): deleting/archiving 2023 entries OK; auditor queries → user directly.",
            ),
            (
                o,
                "Until KRA audit (next wk): no deleting/archiving 2023 entries; auditor queries → user indirectly.",
            ),
            (
                "Nobody works more than three nights straight; overtime goes to the rota lead.",
                "Nobody works more than three nights directly; overtime → rota lead.",
            ),
        ]);
    }

    /// "note ... as secondary" said as "flag ... as secondary"; another kind, another thing,
    /// a dropped "only", another year stay reported.
    #[test]
    fn marking_as_said_again() {
        let o =
            "Use only primary sources for dates before 1855; note any transcription as secondary.";
        assert_faithful(&[(
            o,
            "Pre-1855 dates: primary sources only; flag transcriptions as secondary.",
        )]);
        assert_changed(&[
            (
                o,
                "Pre-1855 dates: primary sources only; flag transcriptions as primary.",
            ),
            (
                o,
                "Pre-1855 dates: primary sources only; flag translations as secondary.",
            ),
            (
                o,
                "Pre-1855 dates: primary sources only; delete transcriptions.",
            ),
            (
                o,
                "Pre-1855 dates: primary sources preferred; flag transcriptions as secondary.",
            ),
            (
                o,
                "Pre-1865 dates: primary sources only; flag transcriptions as secondary.",
            ),
        ]);
    }

    /// Words said by their short forms: "re" for "about", "°F" for "Fahrenheit", "call X Y"
    /// for "refer to X as Y", "can't sign" for "can't be one of the signers"; each with a
    /// changed look-alike still reported.
    #[test]
    fn words_said_by_their_short_forms() {
        assert_faithful(&[
            (
                "Kindly route press enquiries about the restoration to Elin.",
                "Press enquiries re restoration → Elin.",
            ),
            (
                "Whoever picks up the refactor: keep Celsius as the stored value and only convert to Fahrenheit in the US export. Don't rename the sensor IDs.",
                "Refactor: store °C; convert to °F only in US export; don't rename sensor IDs.",
            ),
            (
                "For the minutes, refer to the keeper's cottage as 'the Heritage Centre' throughout, never 'the cottage'.",
                "Minutes: always call the keeper's cottage 'the Heritage Centre', never 'the cottage'.",
            ),
            (
                "Every evidence transfer needs two signatures, and the courier can't be one of the signers.",
                "Evidence transfers: 2 signatures; courier can't sign.",
            ),
        ]);
        assert_changed(&[
            (
                "Kindly route press enquiries about the restoration to Elin.",
                "Press enquiries re funding → Elin.",
            ),
            (
                "Keep Celsius as the stored value and only convert to Fahrenheit in the US export.",
                "Store °C; convert to °C only in US export.",
            ),
            (
                "Every evidence transfer needs two signatures, and the courier can't be one of the signers.",
                "Evidence transfers: 2 signatures; courier can sign.",
            ),
            (
                "Every evidence transfer needs two signatures, and the courier can't be one of the witnesses.",
                "Evidence transfers: 2 signatures; courier can't sign.",
            ),
        ]);
        let o = "refer customers to the helpdesk";
        assert!(!super::refer_to_as_said_as_call(
            o,
            &(0..5),
            "call the helpdesk",
            &(0..4)
        ));
    }

    /// "Keep this job on ubuntu-22.04" = "pin job to ubuntu-22.04"; another version is still
    /// reported.
    #[test]
    fn pin_to_a_version_for_keep_on_it() {
        let o = "# Keep this job on ubuntu-22.04; Ghostscript breaks on 24.04. Don't bump actions/checkout past v4 without testing the PDF step.";
        assert_faithful(&[(
            o,
            "CI: pin job to ubuntu-22.04 (Ghostscript breaks on 24.04); no checkout bump past v4 w/o testing PDF step.",
        )]);
        assert_changed(&[(
            o,
            "CI: pin job to ubuntu-24.04; no checkout bump past v4 w/o testing PDF step.",
        )]);
        assert!(!super::pin_for_keep_on(
            "Keep this job on ubuntu-22.04.",
            "Pin job to ubuntu-24.04.",
            &(0..3)
        ));
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

    #[test]
    fn without_asking_said_as_without_approval_is_kept() {
        for (o, r, changed) in [
            (
                "You can restock the fridge without asking.",
                "Fridge restock: OK with permission.",
                true,
            ),
            (
                "You're allowed to push up to two schedule changes per day to the launch manifest without asking.",
                "Manifest: up to 2 changes/day may be pushed with approval.",
                true,
            ),
            (
                "You can restock the fridge without asking.",
                "Fridge restock: OK w/o permission.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }
}
