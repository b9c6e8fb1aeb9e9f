//! A question of what to do said as an order ("Should we be rostering two techs on the late
//! list, or is one enough?" -> "Roster two techs on the late list."): the original asks, the
//! rewrite binds, a rule added. And a hedged suggestion ("should probably ... at some point")
//! reported as an order ("User says bin the lamp").

use super::is_one_of;
use super::words::{TextReading, Word, clause_at, is_negation, negates, parts, shared, within};
use std::ops::Range;

/// Words that keep a rewrite of a question a question.
const STILL_ASKED: &[&str] = &[
    "whether",
    "question",
    "ask",
    "asks",
    "asked",
    "asking",
    "tbd",
    "unclear",
    "undecided",
    "open",
    "confirm",
    "consider",
    "maybe",
    "query",
];

/// "Should we be rostering two techs on the late PET list, or is one enough?" -> "Roster two
/// techs on the late PET list.": a question of what "we" or "I" should do ("Should we",
/// "Can I", "Do we", "Are we still meant to") said as an order opening with its verb ("rostering" -> "Roster"), with
/// no "?" and no word that keeps it asked: a question made a rule.
pub(super) fn question_made_an_order(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> bool {
    // Screen: the original ends with "?", the rewrite holds none.
    if !original.text.trim_end().ends_with('?')
        || rewrite.text.contains('?')
        || rewrite.holds_any_phrase(STILL_ASKED)
    {
        return false;
    }
    let ows = original.words();
    // ("Are we still meant to wave ...?", "Am I supposed to sign ...?": a duty asked about,
    // pol54.)
    let meant = || {
        is_one_of(ows[0].0, &["are", "am"])
            && ows[2..]
                .iter()
                .take(3)
                .any(|(w, _)| is_one_of(w, &["meant", "supposed"]))
    };
    let asks = ows.len() > 2
        && (is_one_of(
            ows[0].0,
            &["should", "shall", "can", "could", "do", "must", "may"],
        ) || meant())
        && is_one_of(ows[1].0, &["we", "i"]);
    let Some((verb, _)) = rewrite.words().first() else {
        return false;
    };
    let verb = verb.to_ascii_lowercase();
    asks && verb.len() > 2
        && ows[2..].iter().take(4).any(|(w, _)| {
            let w = w.to_ascii_lowercase();
            w == verb
                || w.strip_suffix("ing").is_some_and(|s| {
                    s == verb
                        || format!("{s}e") == verb
                        || verb.len() + 1 == s.len() && s.starts_with(&verb)
                })
        })
}

/// "Are we still not doing fish on Fridays, or was that only Lent?" -> "No fish on Fridays.":
/// a question whether a ban still holds ("still" and a negation, in a part closed by "?")
/// said flatly: a word that negates or bans and two content words of the question's clause
/// after its negation, in a rewrite with no "?", no word that keeps it asked ([`STILL_ASKED`],
/// "if", "sure") and no hedge ([`HEDGES`]): the doubt dropped, a rule added (pol56,
/// s56b-p128, s55a-p156).
pub(super) fn ban_asked_said_as_the_ban(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: "?" and "still" in the original, no "?" in the rewrite.
    if !original.text.contains('?') || rewrite.text.contains('?') || !original.has("still") {
        return None;
    }
    if keeps_it_open(rewrite) {
        return None;
    }
    let (text, ows) = (original.text, original.words());
    let at = (1..ows.len()).find(|&i| {
        let end = ows[i].1.end;
        is_one_of(ows[i - 1].0, &["still"])
            && is_negation(ows[i].0)
            && text[end..]
                .find(['?', '.', '!', ';', '\n'])
                .is_some_and(|k| text.as_bytes()[end + k] == b'?')
    })?;
    let clause = clause_at(text, ows[at].1.end);
    let asked = within(&ows[at + 1..], &clause);
    let rws = rewrite.words();
    (rws.iter().any(|(w, _)| negates(w)) && shared(asked, rws) >= 2)
        .then(|| (ows[at - 1].1.start..clause.end, 0..rewrite.text.len()))
}

/// The rewrite keeps a question open: a word that keeps it asked ([`STILL_ASKED`]), a hedge
/// ([`HEDGES`]), "if", "sure" or "unsure".
fn keeps_it_open(rewrite: &TextReading<'_>) -> bool {
    rewrite.holds_any_phrase(STILL_ASKED)
        || rewrite.holds_any_phrase(HEDGES)
        || rewrite.holds_any_phrase(&["if", "sure", "unsure"])
}

/// "Is it only the Jerseys that have to go through the footbath this week, or all of them?"
/// -> "Only the Jerseys go through the footbath this week.": a question whether a rule holds
/// only for some ("only" and an " or " after it, in a part closed by "?") said flatly, "only"
/// and two content words of the question after its "only", in a rewrite with no "?", no word
/// that keeps it asked ([`STILL_ASKED`], "if", "sure") and no hedge ([`HEDGES`]): one answer
/// chosen, a rule added (pol58, s58a-p137).
pub(super) fn only_asked_said_as_the_rule(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: "?" and "only" in the original, "only" and no "?" in the rewrite.
    if !original.text.contains('?')
        || rewrite.text.contains('?')
        || !original.has("only")
        || !rewrite.has("only")
    {
        return None;
    }
    if keeps_it_open(rewrite) {
        return None;
    }
    let (text, ows) = (original.text, original.words());
    // (Where the part of an "only" closes with "?", its " or " before it: the "?".)
    let asked = |r: &Range<usize>| {
        let k = text[r.end..].find(['?', '.', '!', ';', '\n'])?;
        (text.as_bytes()[r.end + k] == b'?' && text[r.end..r.end + k].contains(" or "))
            .then_some(r.end + k)
    };
    let (at, end) = ows
        .iter()
        .enumerate()
        .filter(|(_, (w, _))| is_one_of(w, &["only"]))
        .find_map(|(at, (_, r))| Some((at, asked(r)?)))?;
    let question = within(&ows[at + 1..], &(ows[at].1.end..end));
    (shared(question, rewrite.words()) >= 2)
        .then(|| (ows[at].1.start..end + 1, 0..rewrite.text.len()))
}

/// "Must the dog lie down at the post, or is a stand ok?" -> "Dog must lie down at the post.":
/// a question opening with a modal of duty ("must", "should", "shall") and closed by "?" said
/// flatly, that modal before one of the question's next five words (its verb), in a rewrite
/// with no "?" and nothing that keeps it open ([`keeps_it_open`]); the original answers no
/// "yes" and says the modal before that verb nowhere else: one answer chosen, a rule added
/// (pol60, s60b-p137).
pub(super) fn modal_asked_said_as_the_rule(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: "?" in the original, none in the rewrite.
    if !original.text.contains('?') || rewrite.text.contains('?') || original.has("yes") {
        return None;
    }
    if keeps_it_open(rewrite) {
        return None;
    }
    let ows = original.words();
    let question = modal_question(original)?;
    let asked = within(ows, &question);
    let modal = asked[0].0;
    let verbs = &asked[1..asked.len().min(6)];
    // The modal before one of `verbs`, in `ws`.
    let says = |ws: &[Word<'_>]| {
        ws.windows(2).any(|w| {
            w[0].0.eq_ignore_ascii_case(modal)
                && verbs.iter().any(|(v, _)| v.eq_ignore_ascii_case(w[1].0))
        })
    };
    let rws = rewrite.words();
    let elsewhere = |ws: &[Word<'_>]| {
        ws.iter()
            .all(|(_, r)| r.end <= question.start || question.end <= r.start)
    };
    let said_before = ows.windows(2).any(|w| elsewhere(w) && says(w));
    (says(rws) && !said_before && shared(asked, rws) >= 2)
        .then(|| (question.start..question.end + 1, 0..rewrite.text.len()))
}

/// Words that ask whether a thing is allowed or limited ("are we allowed", "is there a max")
/// and that say it is, flatly ("are allowed", "capped at").
const LEAVE_OR_LIMIT: &[&str] = &[
    "allowed",
    "permitted",
    "max",
    "maximum",
    "min",
    "minimum",
    "limit",
    "limited",
    "cap",
    "capped",
    "banned",
    "forbidden",
];

/// "Is there a max length for community notices? Mrs Patel's runs nearly three minutes." ->
/// "Community notices are capped at three minutes."; "are we allowed the camper on deck 3 or
/// not??" -> "Campers are allowed on deck 3.": a yes-or-no question whether a thing is
/// allowed or limited (a part closed by "?" opening with "is", "are", "can", "may", "do" or
/// "does" and holding a word of [`LEAVE_OR_LIMIT`]) said flatly, in a rewrite with no "?",
/// nothing that keeps it open ([`keeps_it_open`]) and a word of [`LEAVE_OR_LIMIT`] of its
/// own, sharing two content words with the question; not one the original answers ("yes",
/// "no" right after its "?"): one answer chosen, a rule added (pol62).
pub(super) fn rule_asked_said_as_the_rule(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: "?" in the original, none in the rewrite, a word of leave or limit in both.
    if !original.text.contains('?')
        || rewrite.text.contains('?')
        || !rewrite.holds_any_phrase(LEAVE_OR_LIMIT)
        || !original.holds_any_phrase(LEAVE_OR_LIMIT)
        || keeps_it_open(rewrite)
    {
        return None;
    }
    let (text, ows) = (original.text, original.words());
    let question = parts(text).into_iter().find(|p| {
        let asked = within(ows, p);
        text.as_bytes().get(p.end) == Some(&b'?')
            && asked
                .first()
                .is_some_and(|(w, _)| is_one_of(w, &["is", "are", "can", "may", "do", "does"]))
            && asked.iter().any(|(w, _)| is_one_of(w, LEAVE_OR_LIMIT))
            && !answered(ows, p.end)
    })?;
    (shared(within(ows, &question), rewrite.words()) >= 2)
        .then(|| (question.start..question.end + 1, 0..rewrite.text.len()))
}

/// The question whose "?" is at byte `mark` is answered "yes" or "no" right after it.
fn answered(ows: &[Word<'_>], mark: usize) -> bool {
    words_after_the_mark(ows, mark)
        .is_some_and(|(w, _)| is_one_of(w, &["yes", "yeah", "yep", "no", "nope"]))
}

/// Words that open a yes-or-no question ("Do we ...", "Is it ...", "Should I ...").
const ASKING: &[&str] = &[
    "is", "are", "am", "was", "do", "does", "did", "can", "could", "should", "shall", "must",
    "may", "will", "would", "have", "has",
];

/// Phrases that ask whether what one heard is so ("is it true that ...").
const HEARSAY: &[&str] = &[
    "is it true",
    "is it right",
    "is it correct",
    "is that true",
    "is that right",
    "am i right",
];

/// "Do we still have to lime the paddock every spring, or is it every other year now?" ->
/// "Lime the paddock every spring."; "Sorry, is it true we can't park by the loading bay
/// after six?" -> "No parking by the loading bay after 18:00.": a yes-or-no question
/// (a clause opening with a word of [`ASKING`], not a request to "you") that offers two ways
/// (", or" after its opening) or asks whether a report is true ([`HEARSAY`]), said flatly:
/// a rewrite with no "?", nothing that keeps it open ([`keeps_it_open`]), no "or" (both ways
/// kept is the doubt kept) and two content words of the question; not one the original
/// answers ("yes", "no" right after its "?"): the doubt settled, a rule added (pol66c).
pub(super) fn doubt_said_as_the_rule(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: "?" in the original, none in the rewrite, nor anything that keeps it open.
    if !original.text.contains('?')
        || rewrite.text.contains('?')
        || rewrite.holds_any_phrase(&["or"])
        || keeps_it_open(rewrite)
    {
        return None;
    }
    let (text, ows) = (original.text, original.words());
    let question = parts(text).into_iter().find_map(|p| {
        if text.as_bytes().get(p.end) != Some(&b'?') || answered(ows, p.end) {
            return None;
        }
        let asked = within(ows, &p);
        // (The opening word at the part's start or after a comma: "Chef, is it true ...".)
        let opens = (0..asked.len()).find(|&i| {
            is_one_of(asked[i].0, ASKING)
                && text[p.start..asked[i].1.start]
                    .trim_end()
                    .chars()
                    .next_back()
                    .is_none_or(|c| c == ',')
                && asked
                    .get(i + 1)
                    .is_some_and(|(w, _)| !is_one_of(w, &["you"]))
        })?;
        let from = asked[opens].1.start;
        let asked = &text[from..p.end];
        match asked.find(", or ") {
            // (The other way's own words unsaid by the rewrite: "..., or was that only Lent?"
            // -> "Fish on Fridays, not only in Lent" answers of both ways.)
            Some(or) => {
                let (one, other) = (
                    within(ows, &(from..from + or)),
                    within(ows, &(from + or..p.end)),
                );
                let its_own: Vec<Word<'_>> = other
                    .iter()
                    .filter(|w| shared(std::slice::from_ref(*w), one) == 0)
                    .cloned()
                    .collect();
                (shared(&its_own, rewrite.words()) == 0).then_some(from..p.end)
            }
            None => HEARSAY
                .iter()
                .any(|h| super::words::holds_phrase(asked, h))
                .then_some(from..p.end),
        }
    })?;
    (shared(within(ows, &question), rewrite.words()) >= 2)
        .then(|| (question.start..question.end + 1, 0..rewrite.text.len()))
}

/// The first of `ws` after byte `at`, if any.
fn words_after_the_mark<'a, 't>(ws: &'a [Word<'t>], at: usize) -> Option<&'a Word<'t>> {
    ws.iter().find(|(_, r)| r.start > at)
}

/// The part of `original` that asks a question opening with a modal of duty ("must",
/// "should", "shall") and closed by "?" ("Must the dog lie down at the post, or is a stand
/// ok?"), without its "?".
fn modal_question(original: &TextReading<'_>) -> Option<Range<usize>> {
    let (text, ows) = (original.text, original.words());
    parts(text).into_iter().find(|p| {
        text.as_bytes().get(p.end) == Some(&b'?')
            && within(ows, p)
                .first()
                .is_some_and(|(w, _)| is_one_of(w, &["must", "should", "shall"]))
    })
}

/// "Must the horse stand square at the halt, or is a rest ok?" -> "Asked: must the horse
/// stand square ..." or "Unclear whether the horse must stand square ...": a question of duty
/// whose rewrite keeps it open ([`keeps_it_open`]), or that the original answers "yes" ("...
/// ok? Yes, square, the judges check." -> "Horse must stand square ..."), adds no rule, though
/// the rewrite's words, read alone, order (pol60's faithful forms, once the question reads as
/// narrative).
pub(super) fn modal_question_kept_or_answered(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> bool {
    original.text.contains('?')
        && (keeps_it_open(rewrite) || original.has("yes"))
        && modal_question(original).is_some()
}

/// Words that hedge a suggestion ("probably", "at some point", "not urgent").
const HEDGES: &[&str] = &[
    "probably",
    "maybe",
    "perhaps",
    "at some point",
    "not urgent",
    "no rush",
    "no hurry",
    "i think",
    "i reckon",
    "eventually",
    "sometime",
    "someday",
    "when you get a chance",
    "if possible",
    "ideally",
];

/// Words of a rewrite that keep a suggestion one ("suggests", "idea", "should").
const SUGGESTS: &[&str] = &[
    "suggest",
    "suggests",
    "suggested",
    "suggestion",
    "idea",
    "consider",
    "considering",
    "should",
    "could",
    "might",
    "optional",
    "low priority",
    "later",
    "proposes",
    "proposed",
    "thinks",
    "reckons",
    "wondering",
    "wants",
    "would like",
    "ought",
];

/// Words that report what someone said ("User says bin the lamp").
const REPORTS: &[&str] = &["says", "said", "say", "asked", "asks", "told", "tells"];

/// "I think we should probably bin the old carbon arc lamp at some point ... Not urgent" ->
/// "User says bin the old carbon arc lamp.": a hedged suggestion ("should probably", "maybe
/// ... at some point") reported as an order, the verb after "should" said right after "says"
/// ("told us to"), no hedge or word of a suggestion left in the rewrite: the suggestion made
/// an order.
pub(super) fn hedged_suggestion_reported_as_order(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: a hedge and "should" ("could", "might") in the original, a report in the
    // rewrite and no hedge there.
    if !o.holds_any_phrase(&["should", "could", "might", "ought"])
        || !r.holds_any_phrase(REPORTS)
        || !o.holds_any_phrase(HEDGES)
        || r.holds_any_phrase(HEDGES)
        || r.holds_any_phrase(SUGGESTS)
    {
        return None;
    }
    let skipped = [
        "probably",
        "maybe",
        "perhaps",
        "just",
        "really",
        "also",
        "to",
        "definitely",
    ];
    let ow = o.words();
    let (k, verb) = (0..ow.len()).find_map(|k| {
        if !is_one_of(ow[k].0, &["should", "could", "might", "ought"]) {
            return None;
        }
        let v = (k + 1..ow.len().min(k + 4)).find(|&i| !is_one_of(ow[i].0, &skipped))?;
        Some((k, v))
    })?;
    let rw = r.words();
    (0..rw.len()).find_map(|j| {
        if !is_one_of(rw[j].0, REPORTS) {
            return None;
        }
        let after = ["to", "we", "us", "you", "me", "them", "that", "staff"];
        let v = (j + 1..rw.len().min(j + 4)).find(|&i| !is_one_of(rw[i].0, &after))?;
        rw[v]
            .0
            .eq_ignore_ascii_case(ow[verb].0)
            .then(|| (ow[k].1.start..ow[verb].1.end, rw[j].1.start..rw[v].1.end))
    })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{
        assert_changed, assert_faithful, assert_reports, changed as reports,
    };

    #[test]
    fn a_question_said_as_an_order_adds_a_rule() {
        for (o, r, changed) in [
            (
                "Should we switch the backups to nightly, or is weekly fine?",
                "Switch the backups to nightly.",
                true,
            ),
            (
                "Can I close the ticket before the customer replies?",
                "Close the ticket before the customer replies.",
                true,
            ),
            (
                "Do we need to invite the auditors to the kickoff?",
                "Invite the auditors to the kickoff.",
                true,
            ),
            (
                "Should we switch the backups to nightly, or is weekly fine?",
                "Open question: switch backups to nightly, or keep weekly?",
                false,
            ),
            (
                "Can I close the ticket before the customer replies?",
                "Asked whether the ticket can close before the customer replies.",
                false,
            ),
            (
                "Are we still meant to let the delivery vans park on the verge, or did that \
                 end with the new lease?",
                "Let delivery vans park on verge.",
                true,
            ),
            (
                "Are we still meant to let the delivery vans park on the verge, or did that \
                 end with the new lease?",
                "Still let delivery vans park on verge, or did that end with new lease?",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    /// A question that offers two ways, or asks whether what one heard is so, said flatly as
    /// one way adds a rule; the question kept, said unsettled, both ways kept, the other way
    /// said, or answered in the original, does not (pol66c).
    #[test]
    fn a_doubt_said_as_the_rule() {
        let lime = "Do we still have to lime the paddock every spring, or is it every other \
                    year now with the new soil?";
        let park = "Sorry, quick one, is it true that we can't park by the loading bay after six? \
                    Someone mentioned it.";
        for (o, r, changed) in [
            (lime, "Lime the paddock every spring.", true),
            (lime, "Paddock liming every spring.", true),
            (park, "No parking by the loading bay after 18:00.", true),
            (
                lime,
                "Paddock limed every spring or every other year with the new soil.",
                false,
            ),
            (
                lime,
                "Unsure whether the paddock is limed every spring.",
                false,
            ),
            (
                lime,
                "Paddock limed every other year now with the new soil.",
                false,
            ),
            (
                "Do we still have to lime the paddock every spring, or is it every other year \
                 now? Yes, every spring.",
                "Paddock liming every spring.",
                false,
            ),
            (
                park,
                "Asked whether we can't park by the loading bay after six (heard it from \
                 someone).",
                false,
            ),
            (
                park,
                "Someone mentioned no parking by the loading bay after six; asking to confirm.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    /// A question whether a ban still holds said as the ban adds a rule; the question kept,
    /// said unsettled or hedged, or a question of another kind, does not (pol56).
    #[test]
    fn a_ban_asked_about_said_as_the_ban() {
        let fish = "Are we still not doing fish on Fridays, or was that only Lent?";
        let cat = "Does anyone know if we're still not allowed to take the old tractor on the \
                   lane, or did that get lifted?";
        for (o, r, changed) in [
            (fish, "No fish on Fridays.", true),
            (cat, "Old tractor is not allowed on the lane.", true),
            (cat, "Old tractor banned from the lane.", true),
            (fish, "Still no fish on Fridays, or only Lent?", false),
            (
                fish,
                "Unclear whether fish is still off on Fridays or only in Lent.",
                false,
            ),
            (
                cat,
                "Not sure if the old tractor is still barred from the lane.",
                false,
            ),
            (fish, "Fish on Fridays probably not done any more.", false),
            (
                "Are we still doing fish on Fridays, or was that only Lent?",
                "Fish on Fridays, not only in Lent.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    /// A question opening with "must" said as the rule adds one; the question kept, said
    /// unsettled, answered "yes" in the original, or a rule the original states apart from
    /// the question, does not (pol60, s60b-p137).
    #[test]
    fn a_modal_asked_said_as_the_rule() {
        let halt = "Must the horse stand square at the halt, or is a rest ok? Asking for my \
                    daughter, it's her first show.";
        for (o, r, changed) in [
            (
                halt,
                "Show rules: horse must stand square at the halt.",
                true,
            ),
            (
                "Should the float be hosed out after every run? It's the new driver asking.",
                "Float should be hosed out after every run.",
                true,
            ),
            (
                halt,
                "Q: must the horse stand square at the halt, or is a rest OK? (daughter's first \
                 show)",
                false,
            ),
            (
                halt,
                "Unclear whether the horse must stand square at the halt or a rest is ok \
                 (daughter's first show).",
                false,
            ),
            (
                halt,
                "Asked: must the horse stand square at the halt, or is a rest ok (daughter's \
                 first show).",
                false,
            ),
            (
                "Must the horse stand square at the halt, or is a rest ok? Yes, square, the \
                 judges check.",
                "Horse must stand square at the halt; the judges check.",
                false,
            ),
            (
                "Dogs must stay on leads in the car park. Must they stay on leads in the field \
                 too?",
                "Dogs must stay on leads in the car park.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    /// A question whether a rule holds only for some said as the rule with "only" adds one;
    /// the question kept does not (pol58, s58a-p137).
    #[test]
    fn only_asked_about_said_as_the_rule() {
        let ewes = "Is it only the Texels that have to go through the dip this week, or all of \
                    them?";
        for (o, r, changed) in [
            (ewes, "Only the Texels go through the dip this week.", true),
            (
                ewes,
                "Only Texels through the dip this week, or all?",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    /// A hedged suggestion reported as an order is reported; reported as a suggestion, not.
    #[test]
    fn hedged_suggestion_reported_as_order() {
        assert_reports(
            "modality strengthened",
            &[
                (
                    "I think we should probably bin the old carbon arc lamp at some point, it's just gathering dust up there. Not urgent, mind.",
                    "User says bin the old carbon arc lamp.",
                ),
                (
                    "Maybe we could repaint the fence by the car park at some point, no rush.",
                    "Owner says repaint the fence by the car park.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "I think we should probably bin the old carbon arc lamp at some point, it's just gathering dust up there. Not urgent, mind.",
                "User suggests binning the old carbon arc lamp eventually (not urgent).",
            ),
            (
                "Maybe we could repaint the fence by the car park at some point, no rush.",
                "Owner: maybe repaint car-park fence sometime, no rush.",
            ),
        ]);
    }

    /// A question whether a thing is allowed or limited ("Is there a cap on ...?", "are we
    /// allowed ... or not??") said flatly as the rule is one added; the question kept open,
    /// or answered in the original, is not (pol62, s62a-p156, s62b-p092).
    #[test]
    fn a_question_of_leave_or_limit_said_as_the_rule() {
        assert_changed(&[
            (
                "Is there a max length for guest talks? Dev's ran nearly an hour.",
                "Guest talks are capped at an hour.",
            ),
            (
                "are we allowed the trailer with the fuel cans on the top level or not??",
                "Trailers with fuel cans are allowed on the top level.",
            ),
        ]);
        assert_faithful(&[(
            "Is there a max length for guest talks? Dev's ran nearly an hour.",
            "Unclear whether guest talks have a max length; Dev's ran nearly an hour.",
        )]);
    }
}
