//! "No exceptions for visitors": an insisting tag (read as a negation and a universal
//! quantifier), no ban of its own; a rewrite saying the rule holds for everyone ("for
//! everyone, visitors included", "all staff, without exception") keeps it.

use super::extract::{Clause, CondGroup, Word};
use super::negation_forms::double_negation_said_as_only;
use super::particles::still_binds;
use super::quantities::never_past_said_as_a_bound;
use super::restatements::{clause_words, concessive_condition, permission_kept};
use super::stems::stems_match;
use super::words::{
    MODALS, TextReading, has, holds_any_phrase, is_content, part_holding, parts, said, said_in,
    words,
};
use super::{holds_ignoring_case, is_negation_word, is_one_of};
use std::ops::Range;

/// `o` says "no exception(s)" and `r` says the rule holds for all: a universal
/// quantifier ("everyone", "all") or a group said to be included ("visitors included"), with
/// no hedge or permission ("may", "can") that would weaken it.
pub(super) fn no_exceptions_said_as_everyone(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    denies_exceptions(original, o)
        && r.hedges.is_empty()
        && permission_kept(rewrite, r).is_none()
        && (r.quantifiers.iter().any(|(universal, _)| *universal)
            || rewrite.get(r.range.clone()).is_some_and(|s| {
                holds_ignoring_case(s, "included") || holds_ignoring_case(s, "without exception")
            }))
}

/// Word `m` of `o` is the "exceptions" of "no exceptions" and `r` says its rule holds for
/// all: the word the rewrite's "everyone" or "included" says, no scope lost.
pub(super) fn denied_exceptions_said_for_all(
    (original, o): (&str, &Clause),
    m: &Word,
    rewrite_side: (&str, &Clause),
) -> bool {
    original
        .get(m.range.clone())
        .is_some_and(|w| is_one_of(w, &["exception", "exceptions"]))
        && no_exceptions_said_as_everyone((original, o), rewrite_side)
}

/// `c` says "no exception" or "no exceptions" (its "no" read as a universal quantifier).
fn denies_exceptions(text: &str, c: &Clause) -> bool {
    c.quantifiers.iter().any(|(universal, q)| {
        *universal
            && text.get(q.clone()).is_some_and(|w| is_one_of(w, &["no"]))
            && text.get(q.end..c.range.end).is_some_and(|rest| {
                rest.split(|ch: char| !ch.is_alphanumeric())
                    .find(|w| !w.is_empty())
                    .is_some_and(|w| is_one_of(w, &["exception", "exceptions"]))
            })
    })
}

/// Words saying one acts with nobody beside one: "alone", "solo", "unsupervised",
/// "unaccompanied" and the other "un-" participles of a verb of being with someone.
const WITH_NOBODY: &[&str] = &[
    "alone",
    "solo",
    "unsupervised",
    "unaccompanied",
    "unattended",
    "unescorted",
    "unchaperoned",
    "unassisted",
    "unwatched",
];

/// The reflexive pronouns that "by" makes a "with nobody" ("by themselves").
const REFLEXIVES: &[&str] = &[
    "myself",
    "yourself",
    "himself",
    "herself",
    "itself",
    "ourselves",
    "yourselves",
    "themselves",
];

/// The possessives that "on ... own" makes a "with nobody" ("on their own").
const POSSESSIVES: &[&str] = &["my", "your", "his", "her", "its", "our", "their"];

/// The three words `on`, `whose`, `own` say "on one's own" ("on their own", "on his own").
pub(super) fn on_ones_own(on: &str, whose: &str, own: &str) -> bool {
    own.eq_ignore_ascii_case("own")
        && on.eq_ignore_ascii_case("on")
        && is_one_of(whose, POSSESSIVES)
}

/// First letters of the words of being with someone ("supervision", "accompanied by",
/// "attended", "escort", "chaperone", "assistance", "watched"), also after "un": an original
/// naming one already says who must be there.
const BEING_WITH_HEADS: &[&str] = &[
    "supervis", "accompan", "attend", "escort", "chaperon", "assist", "watch",
];

/// `r`, the rewrite of the ban `o`, limits it to acting with nobody beside one ("No one under
/// 18 may use the table saw" -> "... unsupervised", "alone", "by themselves", "on their
/// own"): what the original banned outright is now allowed in company, an exception added.
/// Not when the original names that state ("on his own" -> "solo" too) or someone's company
/// itself, or holds a condition
/// of its own ("without an adult present"). The range of the added word in `rewrite`. Each
/// clause is given with the text its ranges point into.
pub(super) fn ban_limited_to_acting_alone(
    (original, o, clauses): (&str, &Clause, &[Clause]),
    (rewrite, r): (&str, &Clause),
) -> Option<Range<usize>> {
    o.negation.as_ref()?;
    r.negation.as_ref()?;
    if o.conditions.iter().any(|(g, _)| *g == CondGroup::Condition) {
        return None;
    }
    let text = rewrite.get(r.range.clone())?;
    // "by themselves", "on their own": the word before and the one before that.
    let (mut two_back, mut previous) = ("", "");
    // (And the two before those: "leave the humidity setpoint alone", corpus32.)
    let (mut four_back, mut three_back) = ("", "");
    let added = text
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .find(|&w| {
            // "leave it alone" lets a thing be, it names no company.
            let let_be = || {
                ["leave", "left", "let"].iter().any(|v| {
                    [four_back, three_back, two_back, previous]
                        .iter()
                        .any(|p| p.eq_ignore_ascii_case(v))
                })
            };
            // Every word of "with nobody" opens with "a", "s" or "u": one compare rules most
            // words out.
            let alone = match w.as_bytes()[0].to_ascii_lowercase() {
                b'a' | b's' | b'u' => is_one_of(w, WITH_NOBODY) && !let_be(),
                b'o' if w.len() == 3 => on_ones_own(two_back, previous, w),
                _ => previous.eq_ignore_ascii_case("by") && is_one_of(w, REFLEXIVES),
            };
            (four_back, three_back, two_back, previous) = (three_back, two_back, previous, w);
            alone
        })?;
    let opens_with = |w: &str, head: &str| {
        w.get(..head.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(head))
    };
    // "on their own" said again as "solo" (session 39): each word read with the two after it.
    let names_company = |c: &Clause| {
        let ws = clause_words(original, c);
        ws.clone()
            .zip(ws.clone().skip(1))
            .zip(ws.clone().skip(2))
            .any(|((on, whose), own)| on_ones_own(on, whose, own))
            || clause_words(original, c).any(|w| {
                is_one_of(w, WITH_NOBODY)
                    || is_one_of(w, REFLEXIVES)
                    || w.eq_ignore_ascii_case(added)
                    || BEING_WITH_HEADS.iter().any(|head| {
                        opens_with(w, head) || w.get(2..).is_some_and(|rest| opens_with(rest, head))
                    })
            })
    };
    if names_company(o) {
        return None;
    }
    let start = added.as_ptr() as usize - rewrite.as_ptr() as usize;
    if company_of_a_merged_ban((o, clauses), (rewrite, r), start, names_company) {
        return None;
    }
    Some(start..start + added.len())
}

/// The word of company at `at` in `r` (ranges into `rewrite`) is another ban's of the
/// original, merged into one sentence with `o`: another negated sentence of `clauses` names
/// that company (`names_company`), and the part of `r` holding the word (between commas,
/// semicolons and colons) names no content word of `o`. "Nobody goes up the tower on their
/// own. Nobody goes up after dark either." -> "Tower: never alone, never after dark" (pol68c);
/// not "... may use the table saw alone", where the part says `o`'s own act.
fn company_of_a_merged_ban(
    (o, clauses): (&Clause, &[Clause]),
    (rewrite, r): (&str, &Clause),
    at: usize,
    names_company: impl Fn(&Clause) -> bool,
) -> bool {
    let Some(sentence) = rewrite.get(r.range.start..r.range.end.max(at)) else {
        return false;
    };
    let offset = at - r.range.start;
    let cuts = [',', ';', ':'];
    let start = r.range.start + sentence[..offset].rfind(cuts).map_or(0, |k| k + 1);
    let end = sentence[offset..]
        .find(cuts)
        .map_or(r.range.end, |k| at + k);
    let says_o = r.words.iter().any(|w| {
        w.range.start >= start
            && w.range.end <= end
            && o.words.iter().any(|x| stems_match(&x.stem, &w.stem))
    });
    !says_o
        && clauses
            .iter()
            .any(|c| c.range != o.range && c.negation.is_some() && names_company(c))
}

/// `o` holds its rule "even if" a case holds ("Don't archive any ticket tagged legal-hold,
/// even if it's been closed for years") and `r` says that case in a restrictive relative
/// clause, with no concession ("Don't archive legal-hold tickets that have been closed for
/// years"): the case the rule also covered is now the only one it covers. Every content
/// word of the concession the rule does not name elsewhere is in the relative clause, which opens with "that", "which",
/// "who" or "whose" with no comma before it. The concession's range and the relative
/// clause's. Each clause is given with the text its ranges point into.
pub(super) fn concession_made_a_restriction(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let concession = concessive_condition(original, o)?;
    if concessive_condition(rewrite, r).is_some() {
        return None;
    }
    let sentence = rewrite.get(r.range.clone())?;
    let mut offset = 0;
    let relative = sentence
        .split(' ')
        .find_map(|w| {
            let at = offset;
            offset += w.len() + 1;
            let comma_before = sentence[..at].trim_end().ends_with(',');
            (is_one_of(w, &["that", "which", "who", "whose"]) && !comma_before).then_some(at)
        })
        .map(|at| r.range.start + at)?;
    // The case runs from the concession's "if" to the next comma or semicolon.
    let case_end = original
        .get(concession.end..o.range.end)?
        .find([',', ';'])
        .map_or(o.range.end, |at| concession.end + at);
    // A word the rule names outside the case ("the patient" of "a patient's file") is the
    // one the relative clause hangs on; the others say the case.
    let in_case = |w: &Word| w.range.start >= concession.end && w.range.end <= case_end;
    let mut case = o
        .words
        .iter()
        .filter(|w| in_case(w) && !o.words.iter().any(|x| !in_case(x) && x.stem == w.stem))
        .peekable();
    case.peek()?;
    case.all(|w| {
        r.words
            .iter()
            .any(|x| x.range.start > relative && x.stem == w.stem)
    })
    .then_some((concession.start..case_end, relative..r.range.end))
}

/// Words that put a rule on a whole group ("everyone pays", "all invoices").
pub(super) const UNIVERSALS: &[&str] = &[
    "all",
    "every",
    "each",
    "any",
    "everyone",
    "everybody",
    "everything",
    "anyone",
    "anybody",
    "nobody",
    "no-one",
    "whole",
    "entire",
];

/// "Everyone pays the full entry fee, except volunteers who worked last year's race." ->
/// "Everyone pays the full entry fee.": a rule on a whole group ("everyone", "all", or said
/// with a modal) with an exception ("except ..."), said again (two of its content words in
/// one part of the rewrite) with none of the exception's content words anywhere: the
/// exception dropped. A narrative "except" without a group or a modal ("We stayed until 6,
/// except Tom") is not read.
pub(super) fn exception_dropped(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !has(original, "except") {
        return None;
    }
    let theirs_all = words(rewrite, 0..rewrite.len());
    for s in parts(original) {
        let ours = words(original, s.clone());
        let Some(k) = ours
            .iter()
            .position(|(w, _)| w.eq_ignore_ascii_case("except"))
        else {
            continue;
        };
        let before = &ours[..k];
        if !before
            .iter()
            .any(|(w, _)| is_one_of(w, UNIVERSALS) || is_one_of(w, MODALS))
        {
            continue;
        }
        let exception: Vec<&str> = ours[k + 1..]
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w) && !w.eq_ignore_ascii_case("for"))
            .collect();
        if exception.is_empty() || exception.iter().any(|w| said(&theirs_all, w)) {
            continue;
        }
        let rule: Vec<&str> = before
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w))
            .collect();
        for t in parts(rewrite) {
            let theirs = words(rewrite, t.clone());
            if rule.iter().filter(|w| said(&theirs, w)).count() >= 2 {
                return Some((ours[k].1.start..s.end, t));
            }
        }
    }
    None
}

/// The original's ban `o` has an exception ("don't run the reset script anywhere except the
/// staging box", "don't use any card but the company card", "... anywhere other than the
/// charging bay") and the rewrite's sentence `r`,
/// not negated, restricts the act with "only" to what the exception names ("Reset script:
/// staging box only", "use only the company card"): the first content word after "except" or
/// "but" is a word of `r` (or its first date, a date of `r`: "except on Tuesdays" -> "only on
/// Tuesdays"). Not another place or thing ("Reset script: production only"), nor with a
/// condition of the rewrite's own ("..., unless it's declined"). The original is given with
/// its text.
pub(super) fn only_restates_ban_except((original, o): (&str, &Clause), r: &Clause) -> bool {
    let (Some(_), None, Some(_)) = (&o.negation, &r.negation, &r.restrictive) else {
        return false;
    };
    // (A condition of the rewrite's own, "... only, unless it's declined", is no exception
    // said again.)
    if r.conditions.iter().any(|(g, _)| *g == CondGroup::Condition) {
        return false;
    }
    let named_after = |at: usize| {
        let word = o.words.iter().find(|w| w.range.start >= at);
        let date = o.dates.iter().find(|d| d.range.start >= at);
        match (word, date) {
            // "except on Tuesdays" -> "only on Tuesdays": the date first.
            (_, Some(d)) if word.is_none_or(|w| d.range.start < w.range.start) => {
                r.dates.iter().any(|e| e.same_time(d))
            }
            (Some(named), _) => {
                r.words.iter().any(|w| stems_match(&w.stem, &named.stem))
                    || r.label_words.iter().any(|l| stems_match(l, &named.stem))
            }
            _ => false,
        }
    };
    o.conditions.iter().any(|(g, range)| {
        *g == CondGroup::Condition
            && original.get(range.clone()).is_some_and(|w| {
                let first = w.split_whitespace().next().unwrap_or("");
                // ("anywhere other than the charging bay", corpus34d.)
                super::is_one_of(first, &["except", "but", "other"])
            })
            && named_after(range.end)
    })
}

/// Words that make an exception to a rule.
pub(super) const EXCEPTING: &[&str] = &[
    "except",
    "unless",
    "excluding",
    "exempt",
    "apart",
    "aside",
    "save",
    "exception",
    "exceptions",
    "excepted",
];

/// The rewrite's word at `to` is the "no" of "no exceptions" ("Saturday gig: every bag gets
/// checked, no exceptions", "Site: helmets required, no exception"), and the original makes
/// no exception to its rule ("except", "unless", "apart from"...): a stress that the rule
/// holds for all, no negation of what it asks (corpus36). Where the original makes one,
/// the rewrite's "no exceptions" drops it and stays reported.
fn no_exceptions_said_for_stress(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    let Some(word) = rewrite.get(to.clone()) else {
        return false;
    };
    let rest = rewrite.get(to.end..).unwrap_or("");
    let stress = word.eq_ignore_ascii_case("no")
        && rest
            .trim_start()
            .get(..9)
            .is_some_and(|w| w.eq_ignore_ascii_case("exception"));
    stress
        && !words(original, 0..original.len())
            .iter()
            .any(|(w, _)| is_one_of(w, EXCEPTING))
}

/// The rewrite's word at `to` is the "not" of a short "X or not" closing its phrase after a
/// comma, a dash or a colon ("Cure bricks ≥72 h before stacking, customer pressure or not",
/// "..., whether busy or not"), and the original says its rule holds in every case
/// ([`says_every_case`]: "even if the customer is pushing", "regardless of the weather"): the
/// concession said again, no negation of what the rule asks (s67b). Not an "or not" the
/// original has no concession for, nor one within its clause ("Wipe the karts or not", "...,
/// or not at all").
fn or_not_said_for_a_concession(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    if !rewrite
        .get(to.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("not"))
        || !rewrite.get(to.end..).is_some_and(|rest| {
            rest.trim_start()
                .chars()
                .next()
                .is_none_or(|c| matches!(c, ',' | '.' | ';' | '!' | ')' | '\n'))
        })
    {
        return false;
    }
    let Some(before) = rewrite.get(..to.start) else {
        return false;
    };
    let Some(opened) = before.rfind([',', ':', '\u{2014}', '\u{2013}']) else {
        return false;
    };
    let choice = words(rewrite, opened + 1..to.start);
    (2..=5).contains(&choice.len())
        && choice
            .last()
            .is_some_and(|(w, _)| w.eq_ignore_ascii_case("or"))
        && !choice.iter().any(|(w, _)| is_negation_word(w))
        && (says_every_case(original, 0..original.len()) || skipping_banned_in_a_case(original))
}

/// `original` bans skipping its act in a case: a negation, then "skip" or "skipping", then
/// "when", "if" or "just because" within four words ("..., no skipping it when you're tired",
/// "never skip it when it rains"): the rule holds whether or not the case holds (s67b).
/// Not a skip allowed ("skip it when you're tired") nor a case made an exception ("unless
/// you're tired").
fn skipping_banned_in_a_case(original: &str) -> bool {
    let ws = words(original, 0..original.len());
    ws.windows(2).enumerate().any(|(i, pair)| {
        is_negation_word(pair[0].0)
            && is_one_of(pair[1].0, &["skip", "skipping"])
            && ws[i + 2..]
                .iter()
                .take(4)
                .any(|(w, _)| is_one_of(w, &["when", "if", "because"]))
    })
}

/// Phrases that close a rule to any exception, said after it ("..., end of story"), the
/// clipped "end of" too, and Scots "end ae" ("... when the lift's running. End ae.", pol65c).
const CLOSERS: &[&str] = &[
    "end of story",
    "end of discussion",
    "end of",
    "end ae",
    "full stop",
    "and that's final",
    "and that's that",
    "no ifs or buts",
    "no arguments",
];

/// "No payouts to any account that's not been verified, mate, end of story." -> "Payouts
/// only to verified accounts.": the change's word at `from` lies in a phrase closing its part
/// to exceptions ([`CLOSERS`]), read as a rule or a scope of its own, and the rewrite still
/// binds (a negation, or "only", "must", "always"...): the stress dropped, no rule
/// (corpus36). A rewrite that binds nothing stays reported.
fn closer_dropped_from_a_binding_rewrite(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let said = original[part].trim_end();
    let closes = CLOSERS.iter().any(|c| {
        said.len() >= c.len()
            && said.is_char_boundary(said.len() - c.len())
            && said[said.len() - c.len()..].eq_ignore_ascii_case(c)
            && from.start
                >= said.as_ptr() as usize - original.as_ptr() as usize + said.len() - c.len()
    });
    closes && still_binds(rewrite)
}

/// corpus36's faithful forms, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "negation dropped" => from.is_some_and(|f| {
            never_past_said_as_a_bound(original, f, rewrite)
                || double_negation_said_as_only(original, f, rewrite)
        }),
        "negation added" | "scope changed" | "constraint deleted" => {
            to.is_some_and(|t| {
                what != "constraint deleted" && no_exceptions_said_for_stress(original, rewrite, t)
                    || what == "negation added"
                        && or_not_said_for_a_concession(original, rewrite, t)
            }) || what != "negation added"
                && from.is_some_and(|f| closer_dropped_from_a_binding_rewrite(original, f, rewrite))
        }
        _ => false,
    }
}

/// Words a rewrite stresses that its rule holds in every case with: "regardless", "however
/// busy", "whatever they say", "even if", "no matter", "at all times", "no exceptions".
pub(super) const EVERY_CASE: &[&str] = &[
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
pub(super) fn condition_of_a_waived_concession(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    part_holding(original, from.start)
        .and_then(|p| waived_concession(original, p))
        .is_some_and(|c| c.contains(&from.start))
        && says_every_case(rewrite, 0..rewrite.len())
}

/// "..., I don't care if they're Olympic champions" -> "..., no exceptions": a part of the
/// original (at `from`) whose every content word lies in a waived concession
/// ([`waived_concession`]) is no rule deleted, when the rewrite says its rule holds in every
/// case ([`says_every_case`]).
pub(super) fn waived_concession_deleted(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
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
pub(super) fn negation_only_in_a_waived_concession(
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

/// Words that put a rule on a whole group.
const WHOLE: &[&str] = &[
    "everyone",
    "everybody",
    "all",
    "anyone",
    "anybody",
    "every",
    "each",
    "any",
];

/// "Per diems stay at €65 a day for everyone, guest soloists included." -> "Per diem:
/// €65/day for orchestra members.": a rule on a whole group ("everyone", "all") with a
/// member named as included ("X included", "including X", "incl. X", "even X"), said again
/// (a content word or number of the part) with neither the whole nor the member anywhere in
/// the rewrite: the group narrowed. "€65/day for all, incl. guest soloists" keeps both.
pub(super) fn included_member_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !(o.has("included") || o.has("including") || o.has("incl")) {
        return None;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    if theirs.iter().any(|(w, _)| is_one_of(w, WHOLE)) {
        return None;
    }
    for s in parts(original) {
        let ours = words(original, s.clone());
        let Some(u) = ours.iter().position(|(w, _)| is_one_of(w, WHOLE)) else {
            continue;
        };
        // The member: the words before "included" back to a comma or "and", or after
        // "including" / "incl" up to the part's end.
        let member: Vec<&super::words::Word<'_>> = if let Some(k) = ours
            .iter()
            .position(|(w, _)| w.eq_ignore_ascii_case("included"))
        {
            let comma = original[..ours[k].1.start]
                .rfind([',', '(', '—'])
                .unwrap_or(s.start);
            ours[..k].iter().filter(|(_, r)| r.start > comma).collect()
        } else if let Some(k) = ours
            .iter()
            .position(|(w, _)| is_one_of(w, &["including", "incl"]))
        {
            ours[k + 1..].iter().collect()
        } else {
            continue;
        };
        let member: Vec<&str> = member
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w))
            .collect();
        if member.is_empty() || member.iter().any(|w| said(&theirs, w)) {
            continue;
        }
        let rest: Vec<&str> = ours
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w) && !member.contains(w))
            .collect();
        if rest.iter().any(|w| said_in(&theirs, rewrite, w)) {
            return Some((ours[u].1.start..s.end, 0..rewrite.len()));
        }
    }
    None
}

/// "Crews are limited to 6 people including the skipper." -> "Crews limited to 6 people
/// plus the skipper.": a count with a member counted in ("including X", "incl. X") said
/// again, the same count with the member added on top ("plus X"): the bound widened by
/// one. The count is the number within four words before each word; the member, the
/// first content word after it. "6 people incl. the skipper" or "6 people (skipper
/// included)" keeps it. (A cheap screen first: "incl" in the original, "plus" in the
/// rewrite.)
pub(super) fn included_member_made_extra(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !(o.has("including") || o.has("incl")) || !r.has("plus") {
        return None;
    }
    let (original, rewrite) = (o.text, r.text);
    let count_and_member = |ws: &[super::words::Word<'_>], k: usize| {
        let count = ws[k.saturating_sub(4)..k]
            .iter()
            .rev()
            .find_map(|(w, _)| super::quantities::value_of(w))?;
        let member = ws[k + 1..]
            .iter()
            .map(|(w, _)| *w)
            .find(|w| is_content(w))?;
        Some((count, member.to_ascii_lowercase()))
    };
    let ours = words(original, 0..original.len());
    let theirs = words(rewrite, 0..rewrite.len());
    let counted_in: Vec<(f64, String, Range<usize>)> = ours
        .iter()
        .enumerate()
        .filter(|(_, (w, _))| is_one_of(w, &["including", "incl"]))
        .filter_map(|(k, (_, at))| count_and_member(&ours, k).map(|(n, m)| (n, m, at.clone())))
        .collect();
    theirs
        .iter()
        .enumerate()
        .filter(|(_, (w, _))| w.eq_ignore_ascii_case("plus"))
        .find_map(|(j, (_, at))| {
            let (n, m) = count_and_member(&theirs, j)?;
            counted_in
                .iter()
                .find(|(count, member, _)| *count == n && *member == m)
                .map(|(_, _, from)| (from.clone(), at.clone()))
        })
}

/// "Max 96 samples per plate, no exceptions." -> "Plates never exceed ninety-six samples.":
/// the "no" of "no exceptions" said again by a word that allows none ("never", "always",
/// "strictly", "without exception", "mandatory", "non-negotiable").
pub(super) fn no_exceptions_said_again(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    original[from.end..]
        .trim_start()
        .to_ascii_lowercase()
        .starts_with("exception")
        && holds_any_phrase(
            rewrite,
            &[
                "never",
                "always",
                "strictly",
                "no exceptions",
                "without exception",
                "mandatory",
                "non-negotiable",
            ],
        )
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{
        assert_changed, assert_faithful, assert_reports, changed as reports,
    };

    /// A short "X or not" closing the rewrite's clause after a comma says the original's
    /// concession again ("even if the customer is pushing" -> ", customer pressure or not"),
    /// no negation (s67b); an "or not" with no concession in the original, one inside the
    /// clause, "or not at all", or a negation of the act beside it is still reported.
    #[test]
    fn or_not_said_for_a_concession() {
        let o = "Wipe the karts after every rental, even when it's busy.";
        assert_faithful(&[
            (
                "The bricks must cure for at least seventy-two hours before they are stacked, \
                 even if the customer is pushing.",
                "Cure bricks ≥72 h before stacking, customer pressure or not.",
            ),
            (o, "Wipe the karts after every rental, busy or not."),
            (o, "Wipe the karts after every rental, whether busy or not."),
            (
                "Check the nets every morning, even when it rains.",
                "Check nets every morning, rain or not.",
            ),
        ]);
        assert_changed(&[
            (
                "Wipe the karts after every rental.",
                "Wipe the karts after every rental, busy or not.",
            ),
            (o, "Wipe the karts or not."),
            (o, "Wipe the karts after every rental, or not at all."),
            (o, "Do not wipe the karts after every rental, busy or not."),
        ]);
    }

    /// A ban on skipping the act in a case ("no skipping it when you're tired") says the rule
    /// holds in that case and out of it: ", tired or not" says it again (s67b). A case made an
    /// exception ("unless you're tired") or no case at all stays reported.
    #[test]
    fn or_not_said_for_a_ban_on_skipping() {
        assert_faithful(&[
            (
                "The van gets hosed out after every trip. The crates in the van get disinfected \
                 after every trip as well, no skipping it when you're tired.",
                "After every trip: van hosed out + crates disinfected, tired or not.",
            ),
            (
                "Hose out the van after every trip, never skip it when it rains.",
                "Hose out the van after every trip, rain or not.",
            ),
            (
                "Wipe the karts after every rental, no skipping it when it is busy.",
                "Wipe the karts after every rental, busy or not.",
            ),
        ]);
        assert_changed(&[
            (
                "Hose out the van after every trip.",
                "Hose out the van after every trip, tired or not.",
            ),
            (
                "Hose out the van after every trip unless you're tired.",
                "Hose out the van after every trip, tired or not.",
            ),
        ]);
    }

    /// A case the rule held "even if" in, said as a restrictive relative clause, narrows the
    /// rule to it; said as a concession again, or with a comma (a clause that adds), it does
    /// not.
    #[test]
    fn a_concession_made_a_restriction() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Don't archive any ticket tagged legal-hold, even if it's been closed for years.",
                    "Don't archive legal-hold tickets that have been closed for years.",
                ),
                (
                    "Never share a patient's file, even if the patient has died.",
                    "Never share files of patients who have died.",
                ),
                (
                    "Always check the harness, even if it was inspected yesterday.",
                    "Always check harnesses that were inspected yesterday.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Don't archive any ticket tagged legal-hold, even if it's been closed for years.",
                "Don't archive legal-hold tickets, even if they've been closed for years.",
            ),
            (
                "Never share a patient's file, even if the patient has died.",
                "Never share a patient's file, even when the patient has died.",
            ),
        ]);
    }

    /// A ban kept only for those acting with nobody beside them is an exception added; a
    /// ban that already names the company, or says it again, is not.
    #[test]
    fn a_ban_limited_to_acting_alone() {
        assert_reports(
            "condition added",
            &[
                (
                    "No one under 18 may use the table saw.",
                    "No one under 18 may use the table saw unsupervised.",
                ),
                (
                    "Children must not swim in the quarry pool.",
                    "Children must not swim in the quarry pool alone.",
                ),
                (
                    "Interns can't enter the server room.",
                    "Interns can't enter the server room on their own.",
                ),
                (
                    "Guests may not use the sauna.",
                    "Guests may not use the sauna by themselves.",
                ),
                (
                    "Visitors must not enter the paint shop.",
                    "Visitors must not enter the paint shop unaccompanied.",
                ),
                // Another ban names going alone, but the part saying it is this ban's.
                (
                    "No one under 18 may use the table saw. No one may use the lathe alone.",
                    "No one under 18 may use the table saw alone. No one may use the lathe alone.",
                ),
                (
                    "Nobody goes up the tower after dark. Nobody takes the boat out on their own.",
                    "Tower: never after dark alone. Boat: never alone.",
                ),
            ],
        );
        // Two bans merged into one sentence: the company is the other ban's (pol68c).
        assert_faithful(&[
            (
                "Nobody goes up the tower on their own. Nobody goes up after dark either.",
                "Tower: never alone, never after dark.",
            ),
            (
                "Nobody goes up the tower on their own. Nobody goes up the tower after dark.",
                "Tower: never after dark; never alone.",
            ),
        ]);
        assert_faithful(&[
            (
                "Never leave the fryer unattended.",
                "The fryer must never be left unattended.",
            ),
            (
                "Children must not swim unsupervised.",
                "Children must never swim unsupervised.",
            ),
            ("Children must not swim alone.", "No child may swim alone."),
            (
                "The bot must not delete messages or ban users on its own.",
                "The bot must not delete messages on its own. It must not ban users on its own either.",
            ),
            (
                "Don't touch the router.",
                "Don't touch the router; leave it alone.",
            ),
            (
                "Visitors must not go past the yellow line.",
                "Visitors: never past the yellow line.",
            ),
            (
                "Trainees can't open the acid store on their own.",
                "Trainees: acid store never opened solo.",
            ),
            (
                "The new porter mustn't drive the minibus on his own.",
                "New porter not to drive the minibus alone.",
            ),
        ]);
        // The original's "own" of another phrase names no company.
        assert_reports(
            "condition added",
            &[
                (
                    "Trainees can't open their own acid store.",
                    "Trainees can't open their own acid store solo.",
                ),
                (
                    "Trainees can't open the acid store.",
                    "Trainees: acid store never opened solo.",
                ),
            ],
        );
    }

    #[test]
    fn no_exceptions_is_said_as_everyone() {
        assert_faithful(&[
            (
                "HARD HATS AND HI-VIS PAST THE SITE GATE, NO EXCEPTIONS FOR VISITORS OR DRIVERS.",
                "Site gate onwards: hard hat + hi-vis for everyone, visitors and drivers included.",
            ),
            (
                "Badges must be worn in the lab, no exceptions for contractors.",
                "Everyone in the lab wears a badge, contractors included.",
            ),
            (
                "Life jackets on deck at all times, no exceptions for crew.",
                "Life jackets on deck at all times for everyone, crew included.",
            ),
        ]);
        assert_changed(&[
            (
                "Badges must be worn in the lab, no exceptions for contractors.",
                "Badges in the lab; contractors exempt.",
            ),
            (
                "Life jackets on deck at all times, no exceptions for crew.",
                "Life jackets on deck at all times; crew exempt.",
            ),
            (
                "Badges must be worn in the lab, no exceptions for contractors.",
                "Badges may be worn in the lab by everyone, contractors included.",
            ),
            (
                "No phones in the exam hall for anyone.",
                "Phones in the exam hall for everyone, invigilators included.",
            ),
        ]);
    }

    /// An exception to a rule on a group dropped with none of its words is reported; the
    /// exception kept, or a narrative "except" with no group or modal, is not read.
    #[test]
    fn an_exception_to_a_group_rule_dropped() {
        let o = "Everyone pays the full entry fee, except volunteers who worked last year's race.";
        assert_reports(
            "condition dropped",
            &[(o, "Everyone pays the full entry fee.")],
        );
        assert_reports(
            "condition dropped",
            &[(
                "All staff park in lot B except the on-call nurse.",
                "Staff park in lot B.",
            )],
        );
        assert_faithful(&[(
            o,
            "Full entry fee for everyone; last year's race volunteers exempt.",
        )]);
        assert!(super::exception_dropped(o, "Entry fee: full, volunteers excepted.").is_none());
        assert!(
            super::exception_dropped(
                "We stayed until 6, except Tom, who left early.",
                "We stayed until 6."
            )
            .is_none()
        );
    }

    /// A ban with an exception said as the act restricted to it with "only"; another thing,
    /// another day, a condition of the rewrite's own or a dropped "only" stay reported.
    #[test]
    fn only_restates_ban_except() {
        let reset = "Don't run the reset script anywhere except the staging box.";
        let card = "Don't use any card except the company card.";
        let deploy = "Don't deploy except on Tuesdays.";
        assert_faithful(&[
            (reset, "Reset script: staging box only."),
            (reset, "Run the reset script only on the staging box."),
            (card, "Use only the company card."),
            (deploy, "Deploy only on Tuesdays."),
        ]);
        assert_changed(&[
            (reset, "Reset script: production only."),
            (reset, "Reset script: staging box only, unless it's urgent."),
            (card, "Company card only, unless it's declined."),
            (card, "Use only the personal card."),
            (deploy, "Deploy only on Thursdays."),
            (deploy, "Deploy only on Tuesdays and Fridays."),
            (deploy, "Deploy on Tuesdays."),
        ]);
    }

    #[test]
    fn no_exceptions_stresses_a_rule_that_made_none() {
        for (o, r) in [
            (
                "Bag checks are compulsory for the Saturday gig.",
                "Saturday gig: every bag gets checked, no exceptions.",
            ),
            (
                "Helmets are required on the site.",
                "Site: helmets required, no exceptions.",
            ),
            (
                "Wear gloves in the lab.",
                "Lab: gloves always, no exceptions.",
            ),
        ] {
            assert!(!reports(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Helmets are required on the site, except in the site office.",
                "Site: helmets required, no exceptions.",
            ),
            (
                "Wear gloves in the lab unless you are only reading the logbook.",
                "Lab: gloves always, no exceptions.",
            ),
            ("Wear gloves in the lab.", "Lab: no gloves, no exceptions."),
            (
                "Bag checks are compulsory for the Saturday gig.",
                "Saturday gig: no bag checks, no exceptions.",
            ),
        ] {
            assert!(reports(o, r), "{o} -> {r}");
        }
    }

    #[test]
    fn a_closer_dropped_from_a_rewrite_that_binds() {
        for (o, r) in [
            (
                "No payouts to any account that's not been verified, mate, end of story.",
                "Payouts only to verified accounts.",
            ),
            (
                "Don't prop the fire door open, end of story.",
                "Never prop the fire door open.",
            ),
            (
                "Wear a helmet in the quarry, end of story.",
                "Quarry: helmets must be worn.",
            ),
            // (The clipped "end of", Scots "end ae", as a sentence of their own: pol65c.)
            (
                "The kiln lid's down while it's firing. End ae.",
                "The kiln lid must stay down whenever it's firing.",
            ),
            (
                "Wear gloves for the acid bath. End of.",
                "Gloves must be worn for the acid bath.",
            ),
        ] {
            assert!(!reports(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Wear a helmet in the quarry, end of story.",
                "Helmets in the quarry are a good idea.",
            ),
            (
                "Nobody drives the loader without a ticket, end of story.",
                "Loader: ticket holders usually.",
            ),
            (
                "Wear gloves for the acid bath. End of.",
                "Gloves are handy for the acid bath.",
            ),
        ] {
            assert!(reports(o, r), "{o} -> {r}");
        }
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

    /// A rule on everyone with a member named as included, said again with neither, is
    /// narrowed; the whole or the member kept is not.
    #[test]
    fn included_member_dropped() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Per diems stay at €65 a day for everyone, guest soloists included.",
                    "Per diem: €65/day for orchestra members.",
                ),
                (
                    "Helmets are worn by all riders, juniors included.",
                    "Senior riders wear helmets.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Per diems stay at €65 a day for everyone, guest soloists included.",
                "Per diem: €65/day for all, incl. guest soloists.",
            ),
            (
                "Helmets are worn by all riders, juniors included.",
                "Helmets: every rider.",
            ),
        ]);
    }

    /// A count with a member counted in, said again with the member on top, is widened;
    /// the member still counted in, or another count's "plus", is not (pol65).
    #[test]
    fn included_member_made_extra() {
        assert_reports(
            "bound changed",
            &[
                (
                    "Crews are limited to 6 people including the skipper.",
                    "Crews limited to 6 people plus the skipper.",
                ),
                (
                    "No more than eight diners a table, including the host.",
                    "Max eight diners per table, plus the host.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Crews are limited to 6 people including the skipper.",
                "Crews: max 6 people incl. skipper.",
            ),
            (
                "Crews are limited to 6 people including the skipper, plus 2 observers on shore.",
                "Crews: max 6 incl. skipper; plus 2 observers on shore.",
            ),
        ]);
    }
}
