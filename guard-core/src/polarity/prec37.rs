//! Session 37's faithful rewrites (helper prec37): readings the polarity check now accepts,
//! each beside its changed look-alikes, which stay reported.

use super::stems::{Stem, stem};
use super::words::{MODALS, TextReading, Word, is_content, part_holding, parts, same_word, words};
use super::{holds_ignoring_case, is_negation_word, is_one_of};
use std::ops::Range;

/// An apostrophe: the typewriter one or the typographer's right quote.
fn is_apostrophe(c: char) -> bool {
    matches!(c, '\'' | '\u{2019}')
}

/// The apostrophe at `at` of `text` opens a quotation: at a line's start or after a space or
/// an opening bracket, and before a letter ("'won't fix'", "mark it 'Berlin'").
fn opening_quote(text: &str, at: usize) -> bool {
    let before = text[..at].chars().next_back();
    let after = text[at..].chars().nth(1);
    before.is_none_or(|b| b.is_whitespace() || matches!(b, '(' | '[' | '"'))
        && after.is_some_and(char::is_alphanumeric)
}

/// "Don't you go flyin' them drones", "don't be lettin' nobody in", "no takin' the rats oot":
/// a dialect participle whose closing "g" an apostrophe stands for (the word `part`, all of
/// `range` of `text`, ends in "in" and an apostrophe follows it) is read as its "-ing" word, so
/// it meets "fly", "letting", "take". `None` for any other word, and for a quotation's closing
/// mark ("mark it 'cabin'": an opening quote stands earlier on the line, "'em" and "'cause"
/// too, so "give 'em a goin'" is left as it was).
pub(super) fn dropped_g_participle(text: &str, range: &Range<usize>, part: &str) -> Option<Stem> {
    // (A cheap screen: the word's last two bytes, then the byte after it.)
    let b = part.as_bytes();
    if b.len() < 4 || !b[b.len() - 2..].eq_ignore_ascii_case(b"in") {
        return None;
    }
    let rest = text.get(range.end..)?;
    let mut after = rest.chars();
    if !after.next().is_some_and(is_apostrophe)
        || after.next().is_some_and(char::is_alphanumeric)
        || text.get(range.clone()) != Some(part)
        || !part.bytes().all(|c| c.is_ascii_alphabetic())
    {
        return None;
    }
    let line_start = text[..range.start].rfind('\n').map_or(0, |i| i + 1);
    if text[line_start..range.start]
        .char_indices()
        .any(|(i, c)| is_apostrophe(c) && opening_quote(text, line_start + i))
    {
        return None;
    }
    let mut word = String::with_capacity(part.len() + 1);
    word.push_str(part);
    word.push('g');
    Some(stem(&word))
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
        .any(|v| holds_ignoring_case(original.text, v))
        || !["optional", "not ", "n't "]
            .iter()
            .any(|v| holds_ignoring_case(rewrite.text, v))
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
fn omission_banned_said_as_a_duty(
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
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ws = words(original, part.clone());
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
fn adds_no_word(theirs: &[Word<'_>], ours: &[Word<'_>], also: &[&str]) -> bool {
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
fn comparisons(text: &str, range: Range<usize>) -> u8 {
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
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ws = words(original, part);
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
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ws = words(original, part.clone());
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

/// Words a rewrite stresses that its rule holds in every case with: "regardless", "however
/// busy", "whatever they say", "even if", "no matter", "at all times", "no exceptions".
const EVERY_CASE: &[&str] = &[
    "regardless",
    "however",
    "whatever",
    "even",
    "matter",
    "always",
    "exceptions",
    "exception",
];

/// Word `at` of `text` says only that the rule holds in every case: "regardless" ("...,
/// regardless of late arrivals"), or "exception(s)" after "no", "without" or "zero" ("no
/// exceptions"). A scope word of its own neither narrows nor widens: "except staff", "with
/// exceptions" and the words after "regardless of" are read as ever.
pub(super) fn emphatic_universal(text: &str, at: &Range<usize>) -> bool {
    let Some(w) = text.get(at.clone()) else {
        return false;
    };
    if w.eq_ignore_ascii_case("regardless") {
        return true;
    }
    is_one_of(w, &["exception", "exceptions"])
        && super::words::last_word(text, at.start)
            .is_some_and(|before| is_one_of(before, &["no", "without", "zero"]))
}

/// The range of `original` within `within` that waives a concession: "I don't care if
/// they're Olympic champions", "dinnae care whit they say", "no matter the story", "it
/// doesn't matter how busy it gets": from the negation before "care" or "matter" up to the
/// next comma, dash, stop or semicolon. `None` when there is none (a cheap screen first:
/// "care" or "matter" in the text).
pub(super) fn waived_concession(original: &str, within: Range<usize>) -> Option<Range<usize>> {
    let text = original.get(within.clone())?;
    if !holds_ignoring_case(text, "care") && !holds_ignoring_case(text, "matter") {
        return None;
    }
    let ws = words(original, within.clone());
    let k = ws.iter().enumerate().position(|(i, (w, _))| {
        i > 0
            && is_one_of(w, &["care", "matter"])
            && (is_negation_word(ws[i - 1].0) || is_one_of(ws[i - 1].0, &["nae", "dinnae"]))
    })?;
    let start = ws[k - 1].1.start;
    let rest = &original[ws[k].1.end..within.end];
    let len = rest
        .find([',', ';', '.', '!', '?', '\u{2014}', '\u{2013}', '\n'])
        .unwrap_or(rest.len());
    Some(start..ws[k].1.end + len)
}

/// `rewrite` within `range` stresses that its rule holds in every case ([`EVERY_CASE`]).
pub(super) fn says_every_case(rewrite: &str, range: Range<usize>) -> bool {
    words(rewrite, range)
        .iter()
        .any(|(w, _)| is_one_of(w, EVERY_CASE))
}

/// "Don't let anyone into the deep end without the wristband, I don't care if they're
/// Olympic champions" -> "No deep-end access without wristband — no exceptions": the "if" (at
/// `from` of `original`) of a waived concession ([`waived_concession`]) is no condition of
/// the rule, when the rewrite says the rule holds in every case ([`says_every_case`]). Not an
/// "if" of the rule's own ("..., and if they're members, let them in").
fn condition_of_a_waived_concession(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    part_holding(original, from.start)
        .and_then(|p| waived_concession(original, p))
        .is_some_and(|c| c.contains(&from.start))
        && says_every_case(rewrite, 0..rewrite.len())
}

/// "..., I don't care if they're Olympic champions" -> "..., no exceptions": a part of the
/// original (at `from`) whose every content word lies in a waived concession
/// ([`waived_concession`]) is no rule deleted, when the rewrite says its rule holds in every
/// case ([`says_every_case`]).
fn waived_concession_deleted(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(c) = part_holding(original, from.start)
        .and_then(|p| waived_concession(original, p.start..p.end.max(from.end)))
    else {
        return false;
    };
    let content: Vec<_> = words(original, from.clone())
        .into_iter()
        .filter(|(w, _)| is_content(w))
        .collect();
    !content.is_empty()
        && content.iter().all(|(_, r)| c.contains(&r.start))
        && says_every_case(rewrite, 0..rewrite.len())
}

/// "Check every bag at the stage door, I don't care if they're crew" -> "Every bag checked
/// ..., regardless": the original's part at `from` negates only in a waived concession
/// ([`waived_concession`]), which bans nothing, when the rewrite says its rule holds in every
/// case ([`says_every_case`]). Not a part with a negation of its own ("Don't let anyone in
/// ..., I don't care if ...").
fn negation_only_in_a_waived_concession(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let Some(c) = waived_concession(original, part.clone()) else {
        return false;
    };
    let negations: Vec<_> = words(original, part.start.min(from.start)..part.end.max(from.end))
        .into_iter()
        .filter(|(w, _)| is_negation_word(w))
        .collect();
    !negations.is_empty()
        && negations.iter().all(|(_, r)| c.contains(&r.start))
        && says_every_case(rewrite, 0..rewrite.len())
}

/// Words that hedge a duty or leave it to the reader: a note holding one states no rule.
const HEDGES: &[&str] = &[
    "optional",
    "maybe",
    "ideally",
    "preferably",
    "preferred",
    "suggested",
    "recommended",
    "false",
    "may",
    "can",
    "try",
    "possible",
    "sometimes",
];

/// `rewrite` is a memory note: a JSON object, or two lines or more that open with a key and a
/// colon ("fuel_road_parking:", "  reverser: removed").
fn is_memory_note(rewrite: &str) -> bool {
    let key_line = |line: &str| {
        let line = line.trim_start_matches([' ', '\t', '-']);
        line.split_once(':').is_some_and(|(key, _)| {
            !key.is_empty()
                && key
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        })
    };
    rewrite.trim_start().starts_with('{') || rewrite.lines().filter(|l| key_line(l)).count() >= 2
}

/// "Locos parked on the fuel road must have their reversers removed and the cab locked" ->
/// "fuel_road_parking:\n  reverser: removed\n  cab: locked", "When a split is disputed, freeze
/// the contested writer's share but keep paying out the undisputed portion" ->
/// "disputed_split:\n  contested_share: freeze\n  undisputed_portion: keep_paying": a memory
/// note ([`is_memory_note`]) writes the rule's duty (the original's part at `from`) as the
/// states or acts its keys hold, no modal needed; it restates the duty when every content word
/// of the note is one of the part's and three in four of the part's are the note's, and the
/// note holds no hedge ([`HEDGES`]), nor a negation or a comparison ([`comparisons`]) the
/// part does not have. Not a note that
/// says another state ("cab: unlocked", "reverser: fitted"), makes the duty optional
/// ("reverser: optional"), or keeps too few of the rule's words to say it.
fn note_restates_a_duty(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    // (A cheap screen: a colon in the rewrite, then the note's shape.)
    if !rewrite.contains(':') || !is_memory_note(rewrite) {
        return false;
    }
    let ours: Vec<_> = words(original, from.clone())
        .into_iter()
        .filter(|(w, _)| is_content(w))
        .collect();
    let theirs: Vec<_> = words(rewrite, 0..rewrite.len())
        .into_iter()
        .flat_map(|(w, _)| w.split('_'))
        .filter(|w| is_content(w))
        .collect();
    if ours.len() < 3 || theirs.is_empty() {
        return false;
    }
    let kept = ours
        .iter()
        .filter(|(o, _)| theirs.iter().any(|t| same_word(o, t)))
        .count();
    theirs
        .iter()
        .all(|t| ours.iter().any(|(o, _)| same_word(o, t)))
        && 4 * kept >= 3 * ours.len()
        && comparisons(rewrite, 0..rewrite.len()) & !comparisons(original, from.clone()) == 0
        && !words(rewrite, 0..rewrite.len())
            .iter()
            .any(|(w, _)| is_one_of(w, HEDGES))
        && (!theirs.iter().any(|w| is_negation_word(w))
            || words(original, from.clone())
                .iter()
                .any(|(w, _)| is_negation_word(w)))
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
        }
        "constraint deleted" => waived_concession_deleted(original, from, rewrite),
        "constraint became mention" => note_restates_a_duty(original, from, rewrite),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::{assert_changed, assert_faithful};

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

    fn participle(text: &str, word: &str) -> Option<Stem> {
        let at = text.find(word).unwrap();
        dropped_g_participle(text, &(at..at + word.len()), word)
    }

    #[test]
    fn a_dropped_g_reads_as_the_ing_word() {
        let flying = participle("Don't you go flyin' them drones over the park.", "flyin");
        assert_eq!(flying, Some(stem("flying")));
        assert_eq!(flying, Some(stem("fly")));
        let letting = participle("Don't be lettin' nobody in without a shower.", "lettin");
        assert_eq!(letting, Some(stem("letting")));
        let taking = participle("Ye cannet be takin\u{2019} the rats oot.", "takin");
        assert_eq!(taking, Some(stem("take")));
    }

    #[test]
    fn other_words_ending_in_in_are_left_alone() {
        // No apostrophe: "cabin", "Berlin", "within".
        assert_eq!(
            participle("Lock the cabin before you leave.", "cabin"),
            None
        );
        assert_eq!(participle("Ship it to Berlin, not Munich.", "Berlin"), None);
        // A quotation's closing mark.
        assert_eq!(
            participle("Label the box 'cabin' and seal it.", "cabin"),
            None
        );
        assert_eq!(participle("Give 'em the goin' rate.", "goin"), None);
        // A possessive or a contraction goes on after the apostrophe.
        assert_eq!(participle("Don't open Robin's locker.", "Robin"), None);
        // Too short to be a participle.
        assert_eq!(participle("Don't stay in' there.", "in"), None);
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
    /// A waived concession ("I don't care if ...", "no matter ...") said as "regardless" or
    /// "no exceptions" is kept; an exception or a condition put in its place is reported.
    #[test]
    fn waived_concession_said_as_every_case() {
        assert_faithful(&[
            (
                "Don't let anyone into the deep end without the wristband, like, I don't care if they're Olympic champions.",
                "No deep-end entry without wristband, no exceptions.",
            ),
            (
                "Check every bag at the stage door, I don't care if they're crew.",
                "Every bag checked at the stage door, regardless.",
            ),
            (
                "No learner sits the final exam with attendance under 80%, no matter the story.",
                "Final exam: no learner with attendance under 80%, no exceptions.",
            ),
        ]);
        assert_changed(&[
            (
                "Check every bag at the stage door, I don't care if they're crew.",
                "Every bag checked at the stage door, except crew.",
            ),
            (
                "Check every bag at the stage door, I don't care if they're crew.",
                "Every bag checked at the stage door if it's busy.",
            ),
            (
                "No learner sits the final exam with attendance under 80%, no matter the story.",
                "Final exam: no learner with attendance under 70%, no exceptions.",
            ),
            (
                "Don't let anyone into the deep end without the wristband, I don't care if they're Olympic champions.",
                "No shallow-end entry without wristband, no exceptions.",
            ),
        ]);
    }
    /// A memory note writing a duty as the states its keys hold is kept; a note with another
    /// state, a hedge, or too few of the rule's words is reported.
    #[test]
    fn note_restates_a_duty() {
        assert_faithful(&[
            (
                "Locos parked on the fuel road must have their reversers removed and the cab locked.",
                "fuel_road_parking:\n  reverser: removed\n  cab: locked",
            ),
            (
                "Kilns must have their vents closed and the gas isolated.",
                "kilns:\n  vents: closed\n  gas: isolated",
            ),
        ]);
        assert_changed(&[
            (
                "Locos parked on the fuel road must have their reversers removed and the cab locked.",
                "fuel_road_parking:\n  reverser: removed\n  cab: unlocked",
            ),
            (
                "Locos parked on the fuel road must have their reversers removed and the cab locked.",
                "fuel_road_parking:\n  reverser: optional\n  cab: locked",
            ),
            (
                "Kilns must have their vents closed and the gas isolated.",
                "kilns:\n  vents: open\n  gas: isolated",
            ),
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
}
