//! A duty of the original said in the rewrite as something one may do or may have: "photo ID
//! is to be checked every time" -> "photo ID can be checked if unsure" (the act left to
//! choice), "must sign in and put on a gown" -> "must sign in; gowns are available" (the thing
//! of the duty only on offer). Read from the two texts alone when nothing else was found
//! (session 41, pol41b): the rule comparison reads one duty of a sentence joining two.

use super::Missed;
use super::prerequisites::{adds_no_word, comparisons};
use super::words::{
    TextReading, Word, holds_any_phrase, holds_phrase, is_content, is_negation, part_words, parts,
    same_word, words,
};
use super::{holds_ignoring_case, is_negation_word, screened};
use crate::classify::lexicon::is_one_of;
use std::ops::Range;

/// Words between a modal and its verb that change nothing of the act ("must always be
/// checked", "is to be signed").
const FILLERS: &[&str] = &["be", "also", "always", "still", "then", "first"];

/// Modals that leave an act to choice.
const LEAVES: &[&str] = &["can", "may", "could", "might"];

/// The duty whose modal opens at `k` of `ws` ("must", "shall", "is to", "has to", "needs to",
/// "required to", and "'s to" after a noun: "Cake's to be cut"): the index of the act's verb
/// after the modal and the fillers ([`FILLERS`]). Not a ban ("must not", "is not to"), nor a
/// duty lifted ("don't need to", "not required to").
fn duty_at(ws: &[Word<'_>], k: usize) -> Option<usize> {
    let w = ws[k].0;
    if k > 0 && is_negation(ws[k - 1].0) {
        return None;
    }
    let next = |m: usize| ws.get(m).map_or("", |x| x.0);
    let after = if is_one_of(w, &["must", "shall"]) {
        k + 1
    } else if is_one_of(next(k + 1), &["to"])
        && (is_one_of(
            w,
            &["is", "are", "has", "have", "need", "needs", "required"],
        ) || w.len() > 3 && (w.ends_with("'s") || w.ends_with("\u{2019}s")))
    {
        k + 2
    } else {
        return None;
    };
    let verb = (after..ws.len().min(after + 3)).find(|&m| !is_one_of(ws[m].0, FILLERS))?;
    let act = ws[verb].0;
    (!is_negation(act) && is_content(act) && !is_one_of(act, &["able"])).then_some(verb)
}

/// The verbs of the duties of `ws` ([`duty_at`]), with the modal's index.
fn duties(ws: &[Word<'_>]) -> Vec<(usize, usize)> {
    (0..ws.len())
        .filter_map(|k| duty_at(ws, k).map(|v| (k, v)))
        .collect()
}

/// Where `ws` leaves the act `verb` to choice: "can", "may", "could" or "might" before it,
/// fillers between, and no "only" in the six words after it (a restriction: "can only be
/// emptied by porters", "may stay overnight only if locked").
fn leave_for(ws: &[Word<'_>], verb: &str) -> Option<usize> {
    (0..ws.len()).find(|&k| {
        is_one_of(ws[k].0, LEAVES)
            && (k + 1..ws.len().min(k + 4))
                .find(|&m| !is_one_of(ws[m].0, FILLERS))
                .is_some_and(|m| same_word(ws[m].0, verb))
            && !ws[k + 1..ws.len().min(k + 7)]
                .iter()
                .any(|(w, _)| is_one_of(w, &["only", "solely"]))
    })
}

/// "Children are to be released only to adults named on the pickup form, and photo ID is to
/// be checked every time." -> "...; photo ID can be checked if unsure.": a duty of the
/// original ("is to be checked", "must check", "has to be signed") whose act the rewrite
/// leaves to choice ("can be checked", "may check"), with the duty's subject (the content
/// word before its modal, "ID") among the three words before the leave, when neither the
/// original leaves that act to choice nor the rewrite keeps a duty to do it. Not "Staff must
/// sign the log; visitors can sign the guest book" said as "Staff must sign log; visitors can
/// sign guest book" (the duty kept), nor "must be able to lift" (no act of the duty).
pub(super) fn duty_said_as_leave(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // (A cheap screen: a leave in the rewrite.)
    if !LEAVES.iter().any(|l| r.holds_phrase(l)) {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    let kept = duties(rws);
    duties(ows).into_iter().find_map(|(modal, verb)| {
        let act = ows[verb].0;
        let at = leave_for(rws, act)?;
        if leave_for(ows, act).is_some() || kept.iter().any(|&(_, v)| same_word(rws[v].0, act)) {
            return None;
        }
        let subject = ows[modal.saturating_sub(3)..modal]
            .iter()
            .rev()
            .map(|(w, _)| w.trim_end_matches("'s").trim_end_matches("\u{2019}s"))
            .find(|w| is_content(w));
        let subject_kept = subject.is_none_or(|s| {
            rws[at.saturating_sub(3)..at]
                .iter()
                .any(|(w, _)| same_word(w, s))
        });
        subject_kept.then(|| {
            (
                "modality weakened",
                ows[modal].1.start..ows[verb].1.end,
                rws[at].1.clone(),
            )
        })
    })
}

/// Subjects that make a present act a rule for a whole class of things or people
/// ("anything above that goes to the lead", "everyone signs the log").
const CLASS_SUBJECTS: &[&str] = &[
    "anything",
    "everything",
    "all",
    "each",
    "every",
    "whatever",
    "everyone",
    "everybody",
];

/// "You may approve purchase orders up to €5,000 on your own; anything above that goes to
/// the finance lead." -> "...; anything above that can go to the finance lead.": an act the
/// original states in the present of a whole class ("anything above that goes", "every
/// sample gets logged", "all visitors sign": a subject of [`CLASS_SUBJECTS`] among the four
/// words before it) that
/// the rewrite leaves to choice ("can go", "may get"), when the original leaves that act to
/// no choice (pol45). Not "The bus goes to town" -> "The bus can go to town" (no rule for a
/// class), nor "Anything above that goes to the lead" -> "... must go to the lead".
pub(super) fn stated_rule_said_as_leave(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<Missed> {
    // (A cheap screen: a leave in the rewrite.)
    if !LEAVES.iter().any(|l| r.holds_phrase(l)) {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    (0..rws.len()).find_map(|at| {
        if !is_one_of(rws[at].0, LEAVES) {
            return None;
        }
        let verb = (at + 1..rws.len().min(at + 4)).find(|&m| !is_one_of(rws[m].0, FILLERS))?;
        let act = rws[verb].0;
        // ("go" is a verb of two letters.)
        if act.len() < 2 || is_negation(act) || leave_for(ows, act).is_some() {
            return None;
        }
        let stated = (1..ows.len()).find(|&k| {
            let w = ows[k].0.to_ascii_lowercase();
            let base = w.strip_suffix("es").filter(|b| b.eq_ignore_ascii_case(act));
            // "goes", "gets", or the plural's own form ("all visitors sign").
            (base.is_some()
                || w.eq_ignore_ascii_case(act)
                || w.len() > act.len() && w.ends_with('s') && same_word(&w, act))
                && ows[k.saturating_sub(4)..k]
                    .iter()
                    .any(|(s, _)| is_one_of(s, CLASS_SUBJECTS))
        })?;
        Some((
            "modality weakened",
            ows[stated].1.clone(),
            rws[at].1.start..rws[verb].1.end,
        ))
    })
}

/// "The extractor may be borrowed for two days at most, and must be returned washed." ->
/// "The extractor may be borrowed for two days at most.": a duty joined by "and" or "but" to
/// the part before it ("..., and must be returned washed", "but has to be signed") whose act
/// and the words after it (up to four) the rewrite says nowhere, the part before kept (its
/// last content word said in the rewrite): a rule of the sentence deleted (pol45). Not "...,
/// and must be returned washed" -> "...; return it washed" (the act said), nor "Visitors must
/// sign in and must wear a badge" -> "Visitors: sign in + badge" (the badge said).
pub(super) fn joined_duty_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // (A cheap screen: a joining word before a duty's modal.)
    if !o.holds_any_phrase(&[
        "and must",
        "but must",
        "and has to",
        "but has to",
        "and is to",
    ]) {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    // ("capped" said as "cap": a short word of the rewrite opening the original's.)
    let said = |w: &str| {
        rws.iter().any(|(x, _)| {
            same_word(x, w)
                || x.len() >= 3
                    && w.len() > x.len()
                    && w.to_ascii_lowercase().starts_with(&x.to_ascii_lowercase())
        })
    };
    duties(ows).into_iter().find_map(|(modal, verb)| {
        if modal == 0 || !is_one_of(ows[modal - 1].0, &["and", "but"]) {
            return None;
        }
        let before = ows[..modal - 1].iter().rev().find(|(w, _)| is_content(w))?;
        let after = &ows[verb..ows.len().min(verb + 5)];
        let dropped = !after.iter().any(|(w, _)| is_content(w) && said(w));
        (said(before.0) && dropped).then(|| {
            (
                "constraint deleted",
                ows[modal].1.start..after[after.len() - 1].1.end,
                0..r.text.len(),
            )
        })
    })
}

/// Words that say a thing is on offer, not required ("gowns are available").
const ON_OFFER: &[&str] = &[
    "available",
    "provided",
    "optional",
    "supplied",
    "offered",
    "obtainable",
];

/// The thing named at `k` of `ws` is on offer: one of [`ON_OFFER`] right after it, or after
/// "is", "are" or "'re" after it ("gowns are available", "gloves provided").
fn said_on_offer(ws: &[Word<'_>], k: usize) -> bool {
    let next = |m: usize| ws.get(m).map_or("", |x| x.0);
    let at = if is_one_of(next(k + 1), &["is", "are", "'re", "remain", "remains"]) {
        k + 2
    } else {
        k + 1
    };
    is_one_of(next(at), ON_OFFER)
}

/// "Visitors must sign in and put on a gown before entering the lab." -> "Visitors must sign
/// in before entering the lab; gowns are available.": a thing the original's duty is about (a
/// content word after a duty's modal, in its sentence) that the rewrite names only as on offer
/// ("gowns are available", "gloves provided"), when the original says nothing is on offer:
/// the duty became a mention. Not "Gloves must be worn (gloves are provided)" said as "Gloves
/// required; provided", nor "Wear a gown; spares are available at reception" (the thing
/// named as required too, or the original's own offer).
pub(super) fn duty_said_as_on_offer(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // (A cheap screen: a word of an offer in the rewrite, none in the original.)
    if !ON_OFFER.iter().any(|w| r.holds_phrase(w)) || ON_OFFER.iter().any(|w| o.holds_phrase(w)) {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    let sentence_end = |from: usize| {
        (from + 1..ows.len())
            .find(|&m| {
                o.text
                    .get(ows[m - 1].1.end..ows[m].1.start)
                    .is_some_and(|gap| gap.contains(['.', ';', '!', '?', '\n']))
            })
            .unwrap_or(ows.len())
    };
    duties(ows).into_iter().find_map(|(modal, verb)| {
        (verb + 1..sentence_end(verb)).find_map(|k| {
            let thing = ows[k].0;
            if !is_content(thing) {
                return None;
            }
            let named: Vec<usize> = (0..rws.len())
                .filter(|&m| same_word(rws[m].0, thing))
                .collect();
            let first = *named.first()?;
            named.iter().all(|&m| said_on_offer(rws, m)).then(|| {
                (
                    "constraint became mention",
                    ows[modal].1.start..ows[k].1.end,
                    rws[first].1.clone(),
                )
            })
        })
    })
}

/// Words that leave a thing to someone's choice ("at the winchman's discretion", "replicates
/// as convenient").
const LEAVES_IT_OPEN: &[&str] = &[
    "discretion",
    "optional",
    "optionally",
    "discretionary",
    "convenient",
];

/// "...; above that the hoist stays in the cabin." -> "...; above that, hoist at winchman's
/// discretion.": the rewrite leaves a thing to someone's choice ("discretion", "optional")
/// where the original says no word of leave ("may", "can", "optional", "discretion",
/// "allowed", "up to"): a rule made a choice. "Germination tests use 200 seeds per accession,
/// in four replicates of 50." -> "Germ test: 200 seeds/accession, replicates as convenient."
/// leaves how the seeds are split open (pol45).
pub(super) fn left_to_discretion(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !(r.has("discretion") || r.has("option") || r.has("convenient")) {
        return None;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    let (_, at) = theirs.iter().find(|(w, _)| is_one_of(w, LEAVES_IT_OPEN))?;
    let ours = words(original, 0..original.len());
    let leave_said = ours.iter().any(|(w, _)| {
        is_one_of(w, LEAVES_IT_OPEN)
            || is_one_of(
                w,
                &[
                    "may", "can", "allowed", "free", "choose", "choice", "up", "fine", "ok", "okay",
                ],
            )
    });
    // "You don't need to ...", "masks aren't required": a duty lifted leaves the choice too.
    let duty_lifted = || {
        ours.iter()
            .any(|(w, _)| is_one_of(w, &["not", "no"]) || w.ends_with("n't"))
            && ours.iter().any(|(w, _)| {
                is_one_of(
                    w,
                    &[
                        "need",
                        "needed",
                        "required",
                        "mandatory",
                        "compulsory",
                        "obligatory",
                    ],
                )
            })
    };
    (!leave_said && !duty_lifted()).then(|| (0..original.len(), at.clone()))
}

/// Words of a requirement ("need it in writing", "must be in writing", "only in writing").
const REQUIRING: &[&str] = &[
    "need", "needs", "must", "only", "required", "requires", "require", "before", "unless",
    "without", "always",
];

/// "Ya need it in writing from the customer before you leave a parcel" -> "The agent needs
/// confirmation from the customer before leaving a parcel": a form the original requires ("in
/// writing") that the rewrite says nowhere ("writing", "written", "signed", an email or a
/// letter): a scope changed. The original's "in writing".
pub(super) fn form_in_writing_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<Range<usize>> {
    let original = o.text;
    if !o.holds_phrase("in writing")
        || r.holds_any_phrase(&[
            "writing", "written", "write", "signed", "email", "e-mail", "letter", "form",
        ])
    {
        return None;
    }
    parts(original).into_iter().find_map(|part| {
        let ours = words(original, part);
        let i = (0..ours.len().saturating_sub(1)).find(|&i| {
            ours[i].0.eq_ignore_ascii_case("in") && ours[i + 1].0.eq_ignore_ascii_case("writing")
        })?;
        ours.iter()
            .any(|(w, _)| is_one_of(w, REQUIRING))
            .then(|| ours[i].1.start..ours[i + 1].1.end)
    })
}

/// "Gloves are compulsory, not optional." -> "Gloves compulsory.": "not optional" said
/// after a word of duty it restates ("compulsory", "mandatory", "required"), the rewrite
/// keeping the duty. A rewrite saying "optional" is still reported.
pub(super) fn not_optional_said_again(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let duty = ["compulsory", "mandatory", "required", "obligatory", "must"];
    original.get(from.end..).is_some_and(|after| {
        after
            .trim_start()
            .to_ascii_lowercase()
            .starts_with("optional")
    }) && holds_any_phrase(original, &duty)
        && holds_any_phrase(rewrite, &duty)
        && !holds_phrase(rewrite, "optional")
}

/// Verbs of leaving a duty undone ("skip", "miss", "forget", "omit", "neglect"), in the forms a
/// ban on them takes.
const OMISSIONS: &[&str] = &[
    "skip",
    "skips",
    "skipping",
    "skipped",
    "miss",
    "misses",
    "missing",
    "forget",
    "forgets",
    "forgetting",
    "omit",
    "omits",
    "omitting",
    "neglect",
    "neglects",
    "neglecting",
];

/// Words that lay a duty on what they follow or lead: "moisture reading mandatory", "always
/// do the Sunday round", "reading required".
const DUTIES: &[&str] = &[
    "mandatory",
    "required",
    "compulsory",
    "obligatory",
    "always",
    "must",
    "essential",
    "non-negotiable",
];

/// Words that close the thing an omission verb takes: a concession or a reason after it
/// ("..., even if the scores were zero", "no skipping just 'cause ...").
const CLOSE_THE_OBJECT: &[&str] = &[
    "even", "just", "because", "cause", "if", "when", "unless", "whatever", "however", "though",
];

/// Duty words a negation before them lifts: "not required", "no longer mandatory", "not
/// needed".
const LIFTED_DUTIES: &[&str] = &[
    "required",
    "needed",
    "necessary",
    "mandatory",
    "compulsory",
    "obligatory",
];

/// "Don't skip the moisture reading" -> "Moisture reading not required", "nobody skips the
/// 6 am feed" -> "6 am feed: optional": a ban on leaving a duty undone (a negation, then an
/// omission verb of [`OMISSIONS`] a word or two after it) said by a rewrite that keeps a
/// content word of what the verb took and lifts the duty ("optional", or a negation within
/// two words before a word of [`LIFTED_DUTIES`]): the modality weakened. (The two negations
/// count alike, so nothing else reports it.)
pub(super) fn duty_lifted_for_a_ban_on_skipping(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    // (Cheap screens: an omission verb's opening, and a lifting word.)
    if !["skip", "miss", "forget", "omit", "neglect"]
        .iter()
        .any(|v| original.holds_ignoring_case(v))
        || !["optional", "not ", "n't "]
            .iter()
            .any(|v| rewrite.holds_ignoring_case(v))
    {
        return None;
    }
    let ows = original.words();
    let (n, v) = (0..ows.len()).find_map(|n| {
        if !is_negation_word(ows[n].0) {
            return None;
        }
        (n + 1..ows.len().min(n + 4))
            .find(|&i| is_one_of(ows[i].0, OMISSIONS))
            .map(|v| (n, v))
    })?;
    let object: Vec<&str> = ows[v + 1..ows.len().min(v + 6)]
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| is_content(w))
        .collect();
    let rws = rewrite.words();
    if !object
        .iter()
        .any(|o| rws.iter().any(|(w, _)| same_word(o, w)))
    {
        return None;
    }
    // (A duty the original lifts itself is no change: "...; the seal check is not required".)
    if lifted_duty(ows).is_some() {
        return None;
    }
    let lifted = lifted_duty(rws)?;
    Some(("modality weakened", ows[n].1.start..ows[v].1.end, lifted))
}

/// The words of `ws` that lift a duty: "optional" (not "not optional"), or a negation within
/// two words before a word of [`LIFTED_DUTIES`] ("not required", "no longer mandatory").
fn lifted_duty(ws: &[Word<'_>]) -> Option<Range<usize>> {
    ws.iter().enumerate().find_map(|(i, (w, r))| {
        let negated = ws[i.saturating_sub(2)..i]
            .iter()
            .find(|(x, _)| is_negation_word(x));
        match negated {
            None if w.eq_ignore_ascii_case("optional") => Some(r.clone()),
            Some((_, at)) if is_one_of(w, LIFTED_DUTIES) => Some(at.start..r.end),
            _ => None,
        }
    })
}

/// "nobody skips the moisture reading" -> "moisture reading mandatory", "don't skip the
/// Sunday welfare round for the post-op rats" -> "Sunday welfare round for post-op rats is
/// mandatory", "never miss the 6 am feed" -> "6 am feed: always": a ban on leaving a duty
/// undone (the negation at `from` of `original`, an omission verb of [`OMISSIONS`] a word or
/// two after it) is the duty itself, when a part of the rewrite within `to` lays it
/// ([`DUTIES`], no negation in the two words before) on every content word of what the verb
/// took (up to a comma, a dash or a concession, [`CLOSE_THE_OBJECT`]), says no omission
/// verb itself and adds no word ([`adds_no_word`]) nor a comparison ([`comparisons`]). Not
/// the duty made optional ("moisture reading optional", "... not mandatory"), laid on another
/// thing ("weekly reading mandatory"), nor a pronoun's duty ("no skipping it": what "it"
/// names is not read).
pub(super) fn omission_banned_said_as_a_duty(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    // (A cheap screen: an omission verb's opening in the original.)
    if !["skip", "miss", "forget", "omit", "neglect"]
        .iter()
        .any(|v| holds_ignoring_case(original, v))
    {
        return false;
    }
    let Some((part, ws)) = part_words(original, from.start) else {
        return false;
    };
    let Some(n) = ws.iter().position(|(_, r)| r.start == from.start) else {
        return false;
    };
    if !is_negation_word(ws[n].0) {
        return false;
    }
    let Some(v) = (n + 1..ws.len().min(n + 4)).find(|&i| is_one_of(ws[i].0, OMISSIONS)) else {
        return false;
    };
    // What the verb took: its words up to a comma, a dash, a colon or a concession.
    let mut object: Vec<&str> = Vec::new();
    for (k, (w, r)) in ws.iter().enumerate().skip(v + 1) {
        let gap = &original[ws[k - 1].1.end..r.start];
        if gap.contains([',', ':', '\u{2014}', '\u{2013}', '(']) || gap.contains(" - ") {
            break;
        }
        if is_one_of(w, CLOSE_THE_OBJECT) {
            break;
        }
        if is_content(w) {
            object.push(w);
        }
    }
    if object.is_empty() {
        return false;
    }
    parts(rewrite)
        .into_iter()
        .filter(|p| p.start < to.end && to.start < p.end)
        .any(|p| {
            // (No comparison the part does not make: "... on loads under 5 t" for "over".)
            let compares = comparisons(rewrite, p.clone()) & !comparisons(original, part.clone());
            let theirs = words(rewrite, p);
            let duty = theirs.iter().enumerate().any(|(i, (w, _))| {
                is_one_of(w, DUTIES)
                    && !theirs[i.saturating_sub(2)..i]
                        .iter()
                        .any(|(x, _)| is_negation_word(x))
            });
            duty && compares == 0
                && !theirs.iter().any(|(w, _)| is_one_of(w, OMISSIONS))
                && adds_no_word(&theirs, &ws, DUTIES)
                && object
                    .iter()
                    .all(|o| theirs.iter().any(|(w, _)| same_word(o, w)))
        })
}

/// Words that say a thing is required.
fn obligation_word(w: &str) -> bool {
    matches!(
        w,
        "required" | "mandatory" | "compulsory" | "obligatory" | "needed" | "necessary"
    )
}

/// Words that make a part conditional or exceptional: its requirement is read no further.
fn conditions(w: &str) -> bool {
    matches!(
        w,
        "unless"
            | "except"
            | "if"
            | "when"
            | "whenever"
            | "without"
            | "but"
            | "only"
            | "exempt"
            | "other"
            | "once"
            | "until"
            | "after"
    )
}

/// Whether a part of a text requires its subject (`Some(true)`: "a transceiver is required on
/// every dive", "helmets mandatory"), says it is not required (`Some(false)`: "helmets are not
/// required", "no permit needed", "gloves optional", "no longer required"), or neither
/// (`None`: no word of obligation, or a condition in the part).
fn requires(part: &[screened::Word]) -> Option<bool> {
    if part.iter().any(|w| conditions(&w.lower)) {
        return None;
    }
    let optional = part.iter().any(|w| {
        matches!(
            w.lower.as_str(),
            "optional" | "unnecessary" | "unneeded" | "voluntary"
        )
    });
    let k = part.iter().position(|w| obligation_word(&w.lower));
    match k {
        Some(k) => Some(!optional && !part[..k].iter().any(|w| screened::is_negation(&w.lower))),
        None if optional => Some(false),
        None => None,
    }
}

/// A part of the original that [`requires`] its subject one way or the other: the part, which
/// way, its subject's content words (by [`screened::stem`]) and all its content words.
struct RequiringPart<'w> {
    part: &'w [screened::Word],
    required: bool,
    subject: Vec<String>,
    all: Vec<String>,
}

/// "A transceiver is required on every dive, and nobody dives alone" -> "Transceiver not
/// required; no solo dives"; "Helmets are not required on the lower trail. Pads are
/// optional." -> "Helmets required on lower trail; pads optional": a part of the rewrite (cut
/// at commas, semicolons, colons...) that [`requires`] its subject one way, where the part of
/// the original that shares most of its content words (all of the original subject's, the
/// content words before its word of obligation) requires it the other way. Read per part, so
/// that another part's negation ("nobody dives alone") or leave ("pads optional") is not taken
/// for this one's. "negation added" or "negation dropped".
pub(super) fn requirement_turned(
    ow: &[screened::Word],
    rw: &[screened::Word],
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    let content = |part: &[screened::Word]| -> Vec<String> {
        part.iter()
            .filter(|w| {
                w.lower.len() >= 3
                    && !screened::function_word(&w.lower)
                    && !screened::is_negation(&w.lower)
            })
            .filter(|w| !obligation_word(&w.lower) && w.lower != "optional")
            .map(|w| screened::stem(&w.lower).to_string())
            .collect()
    };
    let o_parts: Vec<RequiringPart<'_>> = screened::clauses(ow)
        .filter_map(|p| {
            let required = requires(p)?;
            let k = p
                .iter()
                .position(|w| obligation_word(&w.lower) || w.lower == "optional")
                .unwrap_or(p.len());
            let subject = content(&p[..k]);
            (!subject.is_empty()).then(|| RequiringPart {
                part: p,
                required,
                subject,
                all: content(p),
            })
        })
        .collect();
    if o_parts.is_empty() {
        return None;
    }
    for r in screened::clauses(rw) {
        let Some(required) = requires(r) else {
            continue;
        };
        let said = content(r);
        let shared = |words: &[String]| words.iter().filter(|w| said.contains(w)).count();
        let names_subject = |p: &&RequiringPart<'_>| shared(&p.subject) == p.subject.len();
        let best = o_parts
            .iter()
            .filter(names_subject)
            .max_by_key(|p| shared(&p.all));
        if let Some(best) = best {
            // The same part said again by another part of the original too is not read.
            let ties = o_parts
                .iter()
                .filter(|p| names_subject(p) && shared(&p.all) == shared(&best.all))
                .count();
            if best.required != required && ties == 1 {
                let what = if required {
                    "negation dropped"
                } else {
                    "negation added"
                };
                return Some((what, screened::span(best.part), screened::span(r)));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    fn leave(o: &str, r: &str) -> bool {
        duty_said_as_leave(&TextReading::new(o), &TextReading::new(r)).is_some()
    }

    fn on_offer(o: &str, r: &str) -> bool {
        duty_said_as_on_offer(&TextReading::new(o), &TextReading::new(r)).is_some()
    }

    /// A duty's act said with "can", "may", "could": the corpus's shape and look-alikes; the
    /// duty kept, a leave of the original, a restriction ("can only") or another act are no
    /// change.
    #[test]
    fn duty_left_to_choice() {
        for (o, r) in [
            (
                "Children are to be released only to adults named on the pickup form, and photo ID is to be checked every time.",
                "Children are to be released only to adults named on the pickup form; photo ID can be checked if unsure.",
            ),
            (
                "Harnesses must be inspected before every climb and the log must be signed.",
                "Harnesses must be inspected before every climb; the log may be signed.",
            ),
            (
                "The night porter has to lock the side gate at ten, and the alarm needs to be set.",
                "Porter locks side gate at 10; alarm could be set too.",
            ),
            (
                "Invoices over £5k shall be countersigned by the finance lead.",
                "Invoices over £5k can be countersigned by the finance lead.",
            ),
        ] {
            assert!(leave(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Staff must sign the log; visitors can sign the guest book.",
                "Staff must sign log; visitors can sign guest book.",
            ),
            (
                "Photo ID must be checked every time.",
                "Photo ID must be checked every time; it can be checked at the desk.",
            ),
            (
                "Bins must be emptied by the porters.",
                "Bins can only be emptied by porters.",
            ),
            (
                "Lifters must be able to carry 20 kg.",
                "Lifters can carry 20 kg.",
            ),
            (
                "Records must be kept for seven years.",
                "Records can be deleted after seven years.",
            ),
            (
                "Photo ID must be checked every time.",
                "Photo ID cannot be skipped.",
            ),
            (
                "Laptops must stay in the venue overnight only if they're locked in the cage.",
                "Laptops may stay overnight only if locked in cage.",
            ),
        ] {
            assert!(!leave(o, r), "{o} -> {r}");
        }
    }

    /// The thing of a duty named only as on offer: the corpus's shape and look-alikes; the
    /// thing also said as required, the original's own offer, or another thing on offer are
    /// no change.
    #[test]
    fn duty_said_as_a_thing_on_offer() {
        for (o, r) in [
            (
                "Visitors must sign in and put on a gown before entering the lab.",
                "Visitors must sign in before entering the lab; gowns are available.",
            ),
            (
                "Drivers must carry a spill kit on every run.",
                "Spill kits available for drivers.",
            ),
            (
                "Volunteers have to wear a hi-vis vest on the course.",
                "Hi-vis vests provided for volunteers on the course.",
            ),
        ] {
            assert!(on_offer(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Gloves must be worn; gloves are provided at the door.",
                "Gloves required (provided at door).",
            ),
            (
                "Visitors must put on a gown; spare gowns are available at reception.",
                "Gown on for visitors; spares available at reception.",
            ),
            (
                "Visitors must put on a gown before entering.",
                "Gown required before entry; lockers available.",
            ),
            (
                "Visitors must put on a gown before entering.",
                "Visitors: gown on before entry. Gowns available at the desk.",
            ),
            // A duty lifted, said as a thing optional.
            (
                "You don't need to write tests for prototypes.",
                "Tests are optional for prototypes.",
            ),
        ] {
            assert!(!on_offer(o, r), "{o} -> {r}");
        }
    }

    /// A thing left to someone's discretion where the original gave no leave is a rule made
    /// a choice; a leave the original gave, said so, is not.
    #[test]
    fn left_to_discretion() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "Hoist operations: wind no stronger than 35 kt gusting; above that the hoist stays in the cabin.",
                    "Hoist operations: wind no stronger than 35 kt gusting; above that, hoist at winchman's discretion.",
                ),
                (
                    "Night shift always restocks the chiller before 6am.",
                    "Night shift: chiller restock before 6am optional.",
                ),
                (
                    "Germination tests use 200 seeds per accession, in four replicates of 50.",
                    "Germ test: 200 seeds/accession, replicates as convenient.",
                ),
                (
                    "Swab each bay twice, once at the start of the shift and once at the end.",
                    "Swab each bay twice, whenever convenient.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Book the follow-up at a time convenient for the patient.",
                "Follow-up: at a time convenient for the patient.",
            ),
            (
                "Extending a break is up to the shift lead.",
                "Break extensions: shift lead's discretion.",
            ),
            (
                "Shorts are optional on Fridays.",
                "Fridays: shorts optional.",
            ),
            (
                "Tips may be pooled at the manager's discretion.",
                "Tip pooling at manager's discretion.",
            ),
        ]);
    }

    /// A form required "in writing" the rewrite says nowhere is reported; said as "written",
    /// it is not.
    #[test]
    fn a_form_in_writing_dropped() {
        assert_changed(&[
            (
                "Ya need it in writing from the customer before you leave a parcel on the step, no matter what they say on the phone.",
                "The agent needs confirmation from the customer before leaving a parcel unattended.",
            ),
            (
                "Refunds over €100 need approval in writing from the manager.",
                "Refunds >€100 need manager approval.",
            ),
        ]);
        assert_faithful(&[(
            "Refunds over €100 need approval in writing from the manager.",
            "Refunds >€100: manager's written approval required.",
        )]);
    }

    /// A ban on skipping a duty said as the duty lifted is reported; the duty kept, or lifted
    /// by the original itself for another thing, is not.
    #[test]
    fn a_ban_on_skipping_said_as_the_duty_lifted() {
        assert_changed(&[
            (
                "Don't skip the moisture reading.",
                "Moisture reading not required.",
            ),
            (
                "Never skip the moisture reading.",
                "Moisture reading optional.",
            ),
            (
                "Nobody skips the moisture reading.",
                "Moisture reading: not needed.",
            ),
            (
                "Never miss the Sunday welfare round for the post-op rats.",
                "Sunday welfare round no longer mandatory.",
            ),
        ]);
        assert_faithful(&[
            (
                "Don't skip the moisture reading.",
                "Moisture reading required.",
            ),
            (
                "Don't skip the moisture reading; the seal check is not required on Sundays.",
                "Moisture reading mandatory; seal check not required on Sundays.",
            ),
        ]);
    }

    /// A ban on skipping a duty said as the duty is kept; the duty made optional, laid on
    /// another thing, or the ban said as an omission is reported.
    #[test]
    fn omission_banned_said_as_a_duty() {
        assert_faithful(&[
            (
                "Seed lots must be dried before they're packaged, and nobody skips the moisture reading.",
                "Field lots: dry pre-packaging; moisture reading mandatory.",
            ),
            (
                "Don't skip the fire-door check on night shifts, even if the ward is quiet.",
                "Fire-door check on night shifts is required, even when the ward is quiet.",
            ),
            (
                "Never miss the 6 am insulin round for Bay C.",
                "Bay C 6 am insulin round: always.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't skip the fire-door check on night shifts, even if the ward is quiet.",
                "Fire-door check on night shifts is optional when the ward is quiet.",
            ),
            (
                "Don't skip the fire-door check on night shifts.",
                "Fire-door check on day shifts mandatory.",
            ),
            (
                "Nobody skips the moisture reading on incoming seed lots.",
                "Weight check mandatory on incoming seed lots.",
            ),
            (
                "Never miss the 6 am insulin round for Bay C.",
                "Bay C: may skip the 6 am insulin round.",
            ),
            (
                "Nobody skips the moisture reading on incoming seed lots.",
                "Moisture reading mandatory on export seed lots.",
            ),
        ]);
    }

    /// A requirement turned in one part of a list, beside another part's negation or leave.
    #[test]
    fn requirement_turned() {
        assert_reports(
            "negation added",
            &[(
                "A transceiver is required on every dive, and nobody dives alone.",
                "Transceiver not required; no solo dives.",
            )],
        );
        assert_reports(
            "negation dropped",
            &[
                (
                    "Helmets are not required on the lower trail. Pads are optional.",
                    "Helmets required on lower trail; pads optional.",
                ),
                (
                    "Gloves aren't required in the packing area. Aprons are optional.",
                    "Gloves required in packing area; aprons optional.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Helmets are not required on the lower trail. Pads are optional.",
                "Helmets not required on lower trail; pads optional.",
            ),
            (
                "A transceiver is required on every dive, and nobody dives alone.",
                "Transceiver required every dive; no solo dives.",
            ),
            (
                "Helmets are required on the upper trail. Helmets are not required on the lower trail.",
                "Helmets: required on upper trail, not on lower trail.",
            ),
        ]);
    }

    /// A class's present rule said with "can" or "may" (pol45): the corpus's shape and
    /// look-alikes; a thing's own habit, the rule kept or strengthened, or its act dropped
    /// for a label are not read here.
    #[test]
    fn stated_rule_left_to_choice() {
        let read = |o: &str, r: &str| {
            stated_rule_said_as_leave(&TextReading::new(o), &TextReading::new(r)).is_some()
        };
        for (o, r) in [
            (
                "You may approve purchase orders up to €5,000 on your own; anything above that goes to the finance lead.",
                "You may approve purchase orders up to €5,000 on your own; anything above that can go to the finance lead.",
            ),
            (
                "Every sample gets logged in the blue book.",
                "Every sample can get logged in the blue book.",
            ),
            (
                "Everything over 20 kg travels in the hold.",
                "Everything over 20 kg may travel in the hold.",
            ),
            (
                "All visitors sign the register at the gate.",
                "All visitors could sign the register at the gate.",
            ),
        ] {
            assert!(read(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "The bus goes to town at noon.",
                "The bus can go to town at noon.",
            ),
            (
                "Anything above €500 goes to the finance lead.",
                "Anything above €500 must go to the finance lead.",
            ),
            (
                "Anything above €500 goes to the finance lead.",
                "Above €500: finance lead.",
            ),
            (
                "Anything above €500 can go to the finance lead.",
                "Anything above €500 may go to the finance lead.",
            ),
        ] {
            assert!(!read(o, r), "{o} -> {r}");
        }
        assert_reports(
            "modality weakened",
            &[(
                "Anything above €500 goes to the finance lead.",
                "Anything above €500 can go to the finance lead.",
            )],
        );
    }

    /// A duty joined by "and" or "but" to its sentence's first part, dropped (pol45): the
    /// corpus's shape and look-alikes; the act said again, its thing said, or the act said
    /// in a shorter form are no deletion.
    #[test]
    fn joined_duty_dropped_is_a_rule_deleted() {
        let pairs = [
            (
                "The extractor may be borrowed for two days at most, and must be returned washed.",
                "The extractor may be borrowed for two days at most.",
            ),
            (
                "The van may be borrowed for two days, and must be returned clean.",
                "The van may be borrowed for two days.",
            ),
            (
                "Interns can shadow the night shift but must be signed in by a nurse.",
                "Interns can shadow the night shift.",
            ),
            (
                "Drafts go to the editor on Monday and has to be proofread by Wednesday.",
                "Drafts go to the editor on Monday.",
            ),
        ];
        for (o, r) in pairs {
            let read = joined_duty_dropped(&TextReading::new(o), &TextReading::new(r));
            assert!(read.is_some(), "{o} -> {r}");
        }
        assert_changed(&pairs);
        assert_faithful(&[
            (
                "The extractor may be borrowed for two days at most, and must be returned washed.",
                "Extractor: 2 days max; return it washed.",
            ),
            (
                "Visitors must sign in and must wear a badge.",
                "Visitors: sign in + badge.",
            ),
            (
                "Bottles must be rinsed and must be capped.",
                "Rinse and cap the bottles.",
            ),
            (
                "The van may be borrowed for two days, and must be returned clean.",
                "Borrow the van for 2 days max and bring it back clean.",
            ),
        ]);
    }
}
