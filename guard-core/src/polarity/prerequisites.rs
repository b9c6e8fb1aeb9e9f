//! A prerequisite a ban names with "without" ("No hot work in Dock 2 without a signed permit")
//! said by the rewrite as required ("Dock 2: hot work needs signed permit"): the same rule, no
//! ban turned into a mention, no condition dropped. With the faithful forms of session 37
//! (prec37; its `faithful_form`), which ask this and the readings of other modules in turn.

use super::actors::named;
use super::bounds_said_again::BOUND_WORDS;
use super::duties::omission_banned_said_as_a_duty;
use super::exceptions::{
    EVERY_CASE, condition_of_a_waived_concession, negation_only_in_a_waived_concession,
    waived_concession_deleted,
};
use super::memory_values::note_restates_a_duty;
use super::words::{
    MODALS, TextReading, Word, WordKey, ascii_lower, holds_any_phrase as has_any, is_content,
    part_holding, part_words, parts, same_word, shared, words,
};
use super::{holds_ignoring_case, is_negation_word, is_one_of, negation_count};
use std::ops::Range;

/// Nouns a compaction heads its rules with, which name no thing the rule is about: "Weekend
/// duty: ...", "Rules: ...", "Policy: ...".
const RULE_NOUNS: &[&str] = &[
    "duty",
    "rule",
    "rules",
    "policy",
    "note",
    "notes",
    "reminder",
    "requirement",
];

/// Every content word of `theirs` is a word of `ours`, or one of `also` (a duty's, a bound's,
/// every case's, a universal's, a rule's heading): the rewrite added no word that narrows what
/// the rule binds ("helmet needed for under-16 riders").
pub(super) fn adds_no_word(theirs: &[Word<'_>], ours: &[Word<'_>], also: &[&str]) -> bool {
    theirs.iter().all(|(w, _)| {
        !is_content(w)
            || bound_word(w)
            || is_one_of(w, also)
            || is_one_of(w, EVERY_CASE)
            || is_one_of(w, RULE_NOUNS)
            || is_one_of(w, &["every", "each", "all", "any"])
            || ours.iter().any(|(o, _)| same_word(o, w))
    })
}

/// The directions of the comparisons `text[range]` makes, as a set of four bits: above ("over",
/// "more", ">"), below ("under", "less", "<"), at least ("least", "min", "≥"), at most
/// ("most", "max", "≤").
pub(super) fn comparisons(text: &str, range: Range<usize>) -> u8 {
    let Some(stretch) = text.get(range.clone()) else {
        return 0;
    };
    let mut bits = 0;
    for c in stretch.chars() {
        bits |= match c {
            '>' => 1,
            '<' => 2,
            '\u{2265}' => 4,
            '\u{2264}' => 8,
            _ => 0,
        };
    }
    for (w, _) in words(text, range) {
        bits |= if is_one_of(
            w,
            &["over", "above", "more", "exceeding", "beyond", "upwards"],
        ) {
            1
        } else if is_one_of(w, &["under", "below", "less", "fewer"]) {
            2
        } else if is_one_of(w, &["least", "min", "minimum"]) {
            4
        } else if is_one_of(w, &["most", "max", "maximum"]) {
            8
        } else {
            0
        };
    }
    bits
}

/// Words a rewrite states a prerequisite with: "clipped in required", "requires prior
/// review", "a prerequisite for VPN access", "must be clipped in", "sign before borrowing".
const PREREQUISITES: &[&str] = &[
    "required",
    "requires",
    "require",
    "requirement",
    "prerequisite",
    "prior",
    "must",
    "mandatory",
    "compulsory",
    "before",
    "first",
    "needs",
    "need",
    "needed",
    "always",
];

/// "Nobody enters the SPF barrier without a full gown" -> "SPF barrier: full gown always",
/// "No hot work in Dock 2 without a signed permit" -> "Dock 2: hot work needs signed permit":
/// the ban at `from` of `original` (a negation, or the part holding it) forbids the act only
/// without a prerequisite, which the rewrite states as required
/// ([`prerequisite_said_as_required`], asked of the ban's "without"): no ban became a
/// mention, no negation went. Not a ban with no "without" ("Nobody enters the SPF barrier"),
/// nor the prerequisite waived ("hot work allowed w/o permit").
fn ban_without_said_as_required(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    // (A cheap screen: "without" in the original.)
    if !holds_ignoring_case(original, "without") {
        return false;
    }
    let Some((_, ws)) = part_words(original, from.start) else {
        return false;
    };
    let Some(n) = ws
        .iter()
        .position(|(w, r)| r.start >= from.start && is_negation_word(w))
    else {
        return false;
    };
    ws[n + 1..]
        .iter()
        .find(|(w, _)| w.eq_ignore_ascii_case("without"))
        .is_some_and(|(_, gate)| prerequisite_said_as_required(original, gate, rewrite, to))
}

/// The gerund right after the "without" at word `k` of `ws` ("dechlorinating", g-dropped
/// "dechlorinatin'"): its verb's stem and the end of the phrase (at most "it", "them" and
/// "first" after it).
fn gerund_after_without(ws: &[Word<'_>], k: usize) -> Option<(super::stems::Stem, usize)> {
    let (gerund, _) = ws.get(k + 1)?;
    let lower = gerund.to_ascii_lowercase();
    let base = lower
        .strip_suffix("ing")
        .or_else(|| lower.strip_suffix("in"))
        .filter(|b| b.len() > 2)?;
    let tail = ws[k + 2..]
        .iter()
        .take_while(|(w, _)| is_one_of(w, &["it", "them", "first"]))
        .count();
    Some((
        super::stems::stem(&format!("{base}ing")),
        ws[k + 1 + tail].1.end,
    ))
}

/// The first word of `rewrite` within `range` that is "un" and a participle of `verb`
/// ("undechlorinated", "unlabelled"), as its range.
fn undone_form(
    rewrite: &str,
    range: Range<usize>,
    verb: &super::stems::Stem,
) -> Option<Range<usize>> {
    words(rewrite, range).into_iter().find_map(|(w, r)| {
        (w.len() > 4
            && super::words::starts_with_ignore_ascii_case(w, "un")
            && super::stems::stems_match(&super::stems::stem(&w[2..].to_ascii_lowercase()), verb))
        .then_some(r)
    })
}

/// "Don't put city water in the tanks without dechlorinating it first" -> "City water
/// never goes into the tanks undechlorinated", "Never ship a parcel without labelling it" ->
/// "Never ship an unlabelled parcel": the dropped condition at `from` lies in "without" and
/// the gerund after it ([`gerund_after_without`]), and the rewrite says the gerund's verb as
/// a participle opened by "un" ([`undone_form`], s67b). Not the participle without "un" ("a
/// labelled parcel"), nor another verb ("an unweighed parcel").
pub(super) fn without_doing_said_as_undone(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    // (Cheap screens: "without" in the original, "un" in the rewrite.)
    if !holds_ignoring_case(original, "without") || !holds_ignoring_case(rewrite, "un") {
        return false;
    }
    let Some((_, ws)) = part_words(original, from.start) else {
        return false;
    };
    let Some(k) = ws
        .iter()
        .rposition(|(w, r)| w.eq_ignore_ascii_case("without") && r.start <= from.start)
    else {
        return false;
    };
    gerund_after_without(&ws, k).is_some_and(|(verb, end)| {
        from.start < end && undone_form(rewrite, 0..rewrite.len(), &verb).is_some()
    })
}

/// The gerund after "without" in the original's sentence `within` said as its "un"
/// participle in the rewrite's `theirs` ([`without_doing_said_as_undone`]): the gerund's
/// range and the participle's, which are no scope changed.
pub(super) fn gerund_said_as_undone(
    (original, within): (&str, Range<usize>),
    (rewrite, theirs): (&str, Range<usize>),
) -> Option<(Range<usize>, Range<usize>)> {
    let text = original.get(within.clone())?;
    if !holds_ignoring_case(text, "without")
        || !holds_ignoring_case(rewrite.get(theirs.clone())?, "un")
    {
        return None;
    }
    let ws = words(original, within);
    ws.iter().enumerate().find_map(|(k, (w, _))| {
        if !w.eq_ignore_ascii_case("without") {
            return None;
        }
        let (verb, _) = gerund_after_without(&ws, k)?;
        let undone = undone_form(rewrite, theirs.clone(), &verb)?;
        Some((ws[k + 1].1.clone(), undone))
    })
}

/// Words that put the prerequisite after the act or make it a wish: "review afterwards",
/// "clipping in recommended".
const NO_PREREQUISITE: &[&str] = &[
    "after",
    "afterwards",
    "later",
    "optional",
    "recommended",
    "preferred",
    "ideally",
    "preferably",
    "suggested",
];

/// A word of a bound or a count, which the bound's own check weighs ("at least two", "min.
/// 2"): no word of what is required.
fn bound_word(w: &str) -> bool {
    w.starts_with(|c: char| c.is_ascii_digit())
        || crate::classify::numbers::word_value(&w.to_ascii_lowercase()).is_some()
        || is_one_of(w, &["least", "most", "min", "max", "minimum", "maximum"])
}

/// "No-one's to go near the cliff edge without being clipped in" -> "Must be clipped in near
/// the cliff edge", "Team members need at least two winters of hill experience before they
/// join callouts" -> "Callouts: min. 2 winters' hill experience required", "have to be
/// reviewed by a senior adjuster before any settlement offer goes out" -> "Settlement offers
/// ... require prior senior adjuster review": the "without" of a ban (a negation before it in
/// its part) or the "before" of a duty (a modal before it), at `from` of `original`, names a
/// prerequisite of the act the rule gates; no condition went when one stretch of the rewrite
/// within `to` (up to a semicolon or a line break) states it as required ([`PREREQUISITES`],
/// no negation just before, nothing of [`NO_PREREQUISITE`]) with every content word of the
/// prerequisite (the bound's words aside) and half the gated act's at least ("join" may go),
/// and no content word the part does not have (but those of a duty, a bound or every case),
/// the two making the same comparisons ([`comparisons`]: "hotels under €200 need the trip
/// lead's OK" for "over €200").
/// Not the prerequisite made a wish ("clipping in recommended"), moved after the act
/// ("review afterwards"), a word of it lost ("winters' experience required" for "winters of
/// hill experience"), nor the act gated lost ("must be clipped in" with no "edge"); nor the
/// "without" of a permission ("may approve up to £80 without asking", no negation).
fn prerequisite_said_as_required(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let Some(gate) = original.get(from.clone()) else {
        return false;
    };
    let without = gate.eq_ignore_ascii_case("without");
    if !without && !gate.eq_ignore_ascii_case("before") {
        return false;
    }
    let Some((part, ws)) = part_words(original, from.start) else {
        return false;
    };
    let ours = &ws;
    let Some(c) = ws.iter().position(|(_, r)| r.start == from.start) else {
        return false;
    };
    // The ban's negation or the duty's modal, the last before the gate.
    let binds = |w: &str| {
        if without {
            is_negation_word(w) || is_one_of(w, &["no-one", "no-one's", "nobody's"])
        } else {
            is_one_of(w, MODALS) && !is_one_of(w, &["can", "may", "will"])
        }
    };
    let Some(b) = ws[..c].iter().rposition(|(w, _)| binds(w)) else {
        return false;
    };
    // The stretch after the gate, up to a comma, a dash or a colon.
    let mut end = c + 1;
    while end < ws.len() {
        let gap = &original[ws[end - 1].1.end..ws[end].1.start];
        if gap.contains([',', ':', ';', '\u{2014}', '\u{2013}', '(']) || gap.contains(" - ") {
            break;
        }
        end += 1;
    }
    fn content<'t>(stretch: &[Word<'t>]) -> Vec<&'t str> {
        stretch
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| {
                is_content(w)
                    && !bound_word(w)
                    && !is_one_of(w, &["being", "been", "having", "getting", "got"])
            })
            .collect()
    }
    // "without Y": Y is required, the act before the gate is gated; "X before Y": X is
    // required, Y is gated.
    let (required, gated) = if without {
        (content(&ws[c + 1..end]), content(&ws[b + 1..c]))
    } else {
        (content(&ws[b + 1..c]), content(&ws[c + 1..end]))
    };
    if required.is_empty() || gated.is_empty() {
        return false;
    }
    let Some(stretch) = rewrite.get(to.clone()) else {
        return false;
    };
    let mut at = to.start;
    stretch.split([';', '\n']).any(|piece| {
        let (range_start, range_end) = (at, at + piece.len());
        at += piece.len() + 1;
        let theirs = words(rewrite, range_start..range_end);
        let has = |o: &&str| theirs.iter().any(|(w, _)| same_word(o, w));
        let states = theirs.iter().enumerate().any(|(i, (w, _))| {
            let word = w.to_ascii_lowercase();
            (is_one_of(w, PREREQUISITES) || word.starts_with("pre-"))
                && !theirs[i.saturating_sub(2)..i]
                    .iter()
                    .any(|(x, _)| is_negation_word(x))
        });
        // (Not "allowed without a permit", "w/o a permit": the prerequisite waived.)
        let waived = theirs
            .iter()
            .any(|(w, _)| w.eq_ignore_ascii_case("without"))
            || rewrite[range_start..range_end].contains("w/o");
        // (Every other word of the stretch is the part's: "helmet needed for under-16
        // riders" narrows who the ban binds.)
        let only_ours = adds_no_word(&theirs, ours, PREREQUISITES);
        states
            && only_ours
            && comparisons(original, part.clone()) == comparisons(rewrite, range_start..range_end)
            && !waived
            && !theirs.iter().any(|(w, _)| is_one_of(w, NO_PREREQUISITE))
            && required.iter().all(has)
            && 2 * gated.iter().filter(|w| has(w)).count() >= gated.len()
    })
}

/// Session 37's faithful forms: a change of kind `what` quoting `from` of `original` (and
/// `to` of `rewrite`, when it names one) that the rewrite does not make.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "negation dropped" | "prohibition became mention" => {
            to.is_some_and(|to| {
                omission_banned_said_as_a_duty(original, from, rewrite, to)
                    || ban_without_said_as_required(original, from, rewrite, to)
            }) || negation_only_in_a_waived_concession(original, from, rewrite)
        }
        "condition dropped" => {
            to.is_some_and(|to| prerequisite_said_as_required(original, from, rewrite, to))
                || condition_of_a_waived_concession(original, from, rewrite)
                || without_doing_said_as_undone(original, from, rewrite)
        }
        "constraint deleted" => waived_concession_deleted(original, from, rewrite),
        "constraint became mention" => note_restates_a_duty(original, from, rewrite),
        _ => false,
    }
}

/// Words of a rewrite that make what it asks for a need ("requires", "must").
const NEEDS: &[&str] = &[
    "requires",
    "required",
    "require",
    "needs",
    "need",
    "must",
    "mandatory",
];

/// Words that open an exception or a condition ("unless testing").
const EXCEPTS: &[&str] = &[
    "unless",
    "except",
    "if",
    "when",
    "but",
    "apart from",
    "other than",
];

/// Words of a rewrite that weaken what it asks for ("optional", "should").
const WEAKENS: &[&str] = &[
    "optional",
    "if possible",
    "ideally",
    "preferred",
    "recommended",
    "where possible",
    "may",
    "can",
    "could",
    "should",
];

/// "Don't handle bats without rabies-vaccinated status" -> "Bat handling requires rabies
/// vaccination"; "Never use the same knife for raw fish and cooked eel without washing it in
/// between." -> "Wash knife between raw fish and cooked eel.": a ban on doing X without Y
/// said as X needing Y ("requires", "must", "first") or as the order to do Y, one of X's
/// words kept, no negation and nothing that weakens ("optional", "should") in the rewrite's
/// part. A rewrite that drops Y, or makes it optional, is still reported.
pub(super) fn ban_without_said_as_a_need(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: Option<&Range<usize>>,
) -> bool {
    // Screen: "without" in the original.
    if !has_any(original, &["without"]) {
        return false;
    }
    let Some(p) = part_holding(original, from.start) else {
        return false;
    };
    let ours = super::words::words(original, p.clone());
    let Some(kn) = ours.iter().position(|(w, _)| super::is_negation_word(w)) else {
        return false;
    };
    let Some(kw) = (kn + 1..ours.len().min(kn + 12)).find(|&i| is_one_of(ours[i].0, &["without"]))
    else {
        return false;
    };
    let act: Vec<WordKey> = named(&ours, kn + 1..kw, 6)
        .iter()
        .map(|&i| WordKey::of(ours[i].0))
        .collect();
    // The words of what is needed, those of a hyphened word each ("rabies-vaccinated").
    let need: Vec<WordKey> = named(&ours, kw + 1..ours.len(), 4)
        .iter()
        .flat_map(|&i| ours[i].0.split('-').filter(|w| w.len() >= 3))
        .map(WordKey::of)
        .collect();
    let part = match to {
        Some(t) => part_holding(rewrite, t.start).unwrap_or(0..rewrite.len()),
        None => 0..rewrite.len(),
    };
    let said = &rewrite[part.clone()];
    if need.is_empty() || negation_count(said) > 0 || has_any(said, WEAKENS) {
        return false;
    }
    // No bound ("under €200") or exception ("unless testing") of the rewrite's own.
    let ours_said = &original[p];
    let own = |w: &&str| has_any(said, &[w]) && !has_any(ours_said, &[w]);
    if BOUND_WORDS.iter().chain(EXCEPTS).any(own) {
        return false;
    }
    let theirs: Vec<WordKey> = super::words::words(rewrite, part)
        .iter()
        .map(|(w, _)| WordKey::of(w))
        .collect();
    let kept = |keys: &[WordKey]| keys.iter().any(|k| theirs.iter().any(|t| t.same(k)));
    // The order to do what is needed: the rewrite opens with the verb the original says
    // after "without" ("without washing" -> "Wash").
    let doing = named(&ours, kw + 1..ours.len(), 1)
        .first()
        .is_some_and(|&i| ours[i].0.to_ascii_lowercase().ends_with("ing"));
    let ordered = doing && theirs.first().is_some_and(|t| t.same(&need[0]));
    kept(&act) && (ordered || has_any(said, NEEDS) && kept(&need))
}

/// Words that name an approval ("the client's written OK", "sign-off").
const APPROVALS: &[&str] = &[
    "ok",
    "okay",
    "approval",
    "approve",
    "approved",
    "sign-off",
    "signoff",
    "consent",
    "permission",
    "authorisation",
    "authorization",
    "authorised",
    "authorized",
    "go-ahead",
    "say-so",
    "countersignature",
    "agreement",
    "agreed",
];

/// "Proofs need the client's written OK before plates are made." -> "Proofs sent to client
/// before plates are made.": an approval ("OK", "sign-off", "consent") the original requires
/// ("need", "must", "require"; within five words after it) gone from a rewrite that says two content words of its
/// sentence and no word of an approval at all: the gate dropped.
pub(super) fn approval_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !o.holds_any_phrase(&["need", "must", "require", "has to", "have to", "only"]) {
        return None;
    }
    let theirs = r.words();
    let approving = |w: &str| {
        let w = ascii_lower(w);
        [
            "sign", "approv", "authori", "consent", "permi", "agree", "ok", "clear",
        ]
        .iter()
        .any(|p| w.contains(p))
    };
    if theirs.iter().any(|(w, _)| approving(w)) || rewrite.contains('✓') {
        return None;
    }
    parts(original).into_iter().find_map(|p| {
        let ours = words(original, p.clone());
        let needs = ours.iter().position(|(w, _)| {
            is_one_of(
                w,
                &[
                    "need", "needs", "must", "require", "requires", "required", "only",
                ],
            )
        })?;
        // The approval named within five words of the need ("the client's written OK"); a
        // bare "OK" only after a possessive or a determiner (not the tag "..., ok?").
        let approval = ours[needs..]
            .iter()
            .take(6)
            .enumerate()
            .find(|(k, (w, _))| {
                is_one_of(w, APPROVALS)
                    && (!is_one_of(w, &["ok", "okay"])
                        || ours.get(needs + k - 1).is_some_and(|(p, _)| {
                            p.ends_with("'s")
                                || p.ends_with("\u{2019}s")
                                || is_one_of(
                                    p,
                                    &[
                                        "the", "a", "an", "their", "your", "his", "her", "our",
                                        "written", "verbal", "signed",
                                    ],
                                )
                        }))
            })?
            .1;
        (shared(&ours, theirs) >= 2).then(|| {
            let t = parts(rewrite)
                .into_iter()
                .max_by_key(|t| shared(&ours, &words(rewrite, t.clone())))
                .unwrap_or(0..rewrite.len());
            (approval.1.clone(), t)
        })
    })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A ban's "without Y" or a duty's "X before Y" said as the prerequisite required is
    /// kept; the prerequisite made a wish, moved after, cut, or the gated act lost is reported.
    #[test]
    fn prerequisite_said_as_required() {
        assert_faithful(&[
            (
                "No-one's to go near the cliff edge without being clipped in, full stop.",
                "Must be clipped in near the cliff edge, no exceptions.",
            ),
            (
                "Team members need at least two winters of hill experience before they join callouts.",
                "Callouts: min. 2 winters' hill experience required.",
            ),
            (
                "Nobody takes a kayak out on the estuary without a buoyancy aid.",
                "Estuary kayaking: buoyancy aid required.",
            ),
            (
                "Every batch has to pass the metal detector before it's palletised.",
                "Metal-detector pass required before palletising each batch.",
            ),
        ]);
        assert_changed(&[
            (
                "No-one's to go near the cliff edge without being clipped in, full stop.",
                "Clipping in recommended near the cliff edge.",
            ),
            (
                "Team members need at least two winters of hill experience before they join callouts.",
                "Callouts: min. 2 winters' experience required.",
            ),
            (
                "Nobody takes a kayak out on the estuary without a buoyancy aid.",
                "Buoyancy aid required on the river.",
            ),
            (
                "Every batch has to pass the metal detector before it's palletised.",
                "Metal-detector pass required after palletising each batch.",
            ),
        ]);
    }

    /// "without" and a gerund said as the verb's "un" participle is the same ban (s67b); the
    /// participle without "un", another verb, or the ban dropped is still reported.
    #[test]
    fn without_doing_said_as_undone() {
        let water =
            "Y'all don't ever put city water in them tanks without dechlorinatin' it first.";
        let parcel = "Never ship a parcel without labelling it.";
        assert_faithful(&[
            (
                water,
                "City water never goes into the tanks undechlorinated.",
            ),
            (
                "Don't put city water in the tanks without dechlorinating it.",
                "Never put undechlorinated city water in the tanks.",
            ),
            (parcel, "Never ship an unlabelled parcel."),
        ]);
        assert_changed(&[
            (parcel, "Never ship a labelled parcel."),
            (parcel, "Never ship an unweighed parcel."),
            (parcel, "Always ship an unlabelled parcel."),
            (water, "City water never goes into the tanks unfiltered."),
        ]);
    }

    /// A ban on acting without a prerequisite said as the prerequisite required is kept; the
    /// prerequisite waived, made a wish or laid on another act is reported.
    #[test]
    fn ban_without_said_as_required() {
        assert_faithful(&[
            (
                "Nobody enters the SPF barrier without a full gown, and you must shower in if you've been in the conventional rooms that day.",
                "SPF barrier: full gown always; shower-in required if in conventional rooms same day.",
            ),
            (
                "No hot work in Dock 2 without a signed permit.",
                "Dock 2: hot work needs signed permit.",
            ),
        ]);
        assert_changed(&[
            (
                "No hot work in Dock 2 without a signed permit.",
                "Dock 2: hot work allowed w/o signed permit.",
            ),
            (
                "No hot work in Dock 2 without a signed permit.",
                "Dock 2: hot work, signed permit recommended.",
            ),
            (
                "No hot work in Dock 2 without a signed permit.",
                "Dock 3: hot work needs signed permit.",
            ),
            (
                "No rider goes out on the trail without a helmet.",
                "Trail rides: helmet needed for under-16 riders.",
            ),
            (
                "Don't book hotels over €200 a night without the trip lead's OK.",
                "Hotels under €200 a night need the trip lead's OK.",
            ),
        ]);
    }

    /// A ban on X without Y said as X needing Y, or as the order to do Y, is faithful; Y
    /// dropped or made optional is not.
    #[test]
    fn ban_without_said_as_a_need() {
        assert_faithful(&[
            (
                "Don't handle bats without rabies-vaccinated status — and if you're not sure of yours, ask Carys before you go in the bat room.",
                "Bat handling requires rabies vaccination; check status with Carys if unsure.",
            ),
            (
                "Never use the same knife for raw fish and cooked eel without washing it in between.",
                "Wash knife between raw fish and cooked eel.",
            ),
            (
                "Don't enter the cold store without a thermal jacket.",
                "Cold store entry requires a thermal jacket.",
            ),
        ]);
        assert_changed(&[
            (
                "Never use the same knife for raw fish and cooked eel without washing it in between.",
                "Same knife fine for raw fish and cooked eel.",
            ),
            (
                "Don't enter the cold store without a thermal jacket.",
                "Cold store entry: thermal jacket recommended.",
            ),
            (
                "Don't handle bats without rabies-vaccinated status.",
                "Bat handling: rabies vaccination optional.",
            ),
            (
                "DO NOT SWAP DEADHEAD SECTORS WITHOUT CREW CONTROL APPROVAL.",
                "Crew control to be informed of deadhead sector swaps.",
            ),
            (
                "Don't book hotels over €200 a night without the trip lead's OK.",
                "Hotels under €200 a night need the trip lead's OK.",
            ),
            (
                "Do not call the payments API without an idempotency key.",
                "Payments API calls need an idempotency key unless testing.",
            ),
            (
                "Don't merge PRs from first-time contributors without a maintainer review.",
                "User talked about merging PRs from first-time contributors and about maintainer reviews.",
            ),
        ]);
    }

    /// A required approval gone is reported; said as "approves" or "sign-off", not.
    #[test]
    fn approval_gone() {
        assert_reports(
            "condition dropped",
            &[(
                "Proofs need the client's written OK before plates are made.",
                "Proofs sent to client before plates are made.",
            )],
        );
        assert_changed(&[(
            "Menus need the chef's written OK before they go to print.",
            "Menus sent to the chef before they go to print.",
        )]);
        assert_faithful(&[
            (
                "Menus need the chef's written OK before they go to print.",
                "Menus: chef approves in writing before print.",
            ),
            (
                "Any refund over $200 needs a manager's sign-off.",
                "Refunds > $200 require manager sign-off.",
            ),
            (
                "Trades above $1M need a second sign-off from risk.",
                "Risk must co-sign any trade over $1M.",
            ),
        ]);
    }
}
