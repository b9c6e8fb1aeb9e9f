//! Session 39's faithful rewrites (helper prec39): readings the polarity check now accepts,
//! each beside its changed look-alikes, which stay reported.

use super::blind35a::has_digit;
use super::extract::is_function_word;
use super::words::{Word, is_content, part_holding, same_word, words};
use super::{is_negation_word, is_one_of};
use std::ops::Range;

/// Words that say an act stops at a time or an event: "service ends 23:00", "sales close at
/// 22:00", "access ends when the contract does".
const ENDS: &[&str] = &[
    "ends", "end", "closes", "close", "stops", "stop", "finishes", "finish", "cut-off", "cutoff",
    "ceases",
];

/// Words that open the time or the event an end is given at ("ends at 23:00", "ends when the
/// contract does").
const AT: &[&str] = &["at", "when", "on", "by", "once"];

/// Words that make a rewrite's end no plain end: leave, a hedge, an exception.
const LEAVE_OR_HEDGE: &[&str] = &[
    "may",
    "can",
    "allowed",
    "permitted",
    "ok",
    "optional",
    "usually",
    "ideally",
    "roughly",
    "about",
    "around",
    "approx",
    "approximately",
    "unless",
    "except",
];

/// `w` names a thing or an act: a content word, no pronoun or other function word ("their").
fn names_something(w: &str) -> bool {
    is_content(w) && !is_function_word(&w.to_ascii_lowercase())
}

/// `range` of `text` widened to the sentence (or the part between semicolons) it opens in: a
/// change given on one word ("aren't") is read with its clause.
fn with_its_part(text: &str, range: &Range<usize>) -> Range<usize> {
    part_holding(text, range.start).map_or(range.clone(), |p| {
        p.start.min(range.start)..p.end.max(range.end)
    })
}

/// The index of the one negation word of `ws`: `None` when there is none or more than one.
fn the_one_negation(ws: &[Word<'_>]) -> Option<usize> {
    let mut negations = (0..ws.len()).filter(|&k| is_negation_word(ws[k].0));
    match (negations.next(), negations.next()) {
        (Some(k), None) => Some(k),
        _ => None,
    }
}

/// The words `ws` of `text` from the first on, up to the first that a mark of a new clause
/// (",", ";", a dash, a bracket) stands before.
fn to_the_clause_end<'a, 't>(text: &str, ws: &'a [Word<'t>]) -> &'a [Word<'t>] {
    let n = ws
        .windows(2)
        .position(|pair| {
            text.get(pair[0].1.end..pair[1].1.start).is_some_and(|gap| {
                gap.contains([',', ';', '—', '–', '(', ')']) || gap.contains(" - ")
            })
        })
        .map_or(ws.len(), |k| k + 1);
    &ws[..n]
}

/// "Sake can't be served to anyone after 23:00" -> "Sake service ends 11pm", "Contractors
/// can't access the VPN after their contract ends" -> "VPN access ends for contractors when
/// their contract does": a ban on an act after a time or an event (the clause's one
/// negation, then "after" or "past" in the same stretch) said as the act's end (a word of
/// [`ENDS`]) at that time or event: a content word before the end is one of the act's, and
/// what follows "at", "when", "on", "by" or a figure within four words after the end says a
/// content word of the event, or a figure where the original's gate has one (the date check
/// compares the times: "ends 22:00" is still a date changed). Not "before 23:00", "starts
/// 23:00", an end with leave, a hedge or a negation ("may end", "never ends"), an event the
/// rewrite does not name ("when their probation does"), nor a ban on ending the act itself
/// ("don't stop the pump after 22:00" -> "pump stops at 22:00").
pub(super) fn ban_after_said_as_its_end(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let ours = words(original, from.clone());
    let Some(negation) = the_one_negation(&ours) else {
        return false;
    };
    let stretch = to_the_clause_end(original, &ours[negation..]);
    let Some(after) = stretch
        .iter()
        .position(|(w, _)| is_one_of(w, &["after", "past"]))
    else {
        return false;
    };
    let (act, gate) = (&ours[..negation + after], &stretch[after + 1..]);
    // "Don't stop the pump after 22:00" bans the end itself: "pump stops at 22:00" turns it.
    if act.iter().any(|(w, _)| is_one_of(w, ENDS)) {
        return false;
    }
    let theirs = words(rewrite, to.clone());
    if gate.is_empty()
        || theirs
            .iter()
            .any(|(w, _)| is_negation_word(w) || is_one_of(w, LEAVE_OR_HEDGE))
    {
        return false;
    }
    let Some(end) = theirs.iter().position(|(w, _)| is_one_of(w, ENDS)) else {
        return false;
    };
    let act_kept = theirs[..end]
        .iter()
        .any(|(w, _)| names_something(w) && act.iter().any(|(o, _)| same_word(o, w)));
    let Some(at) = theirs[end + 1..]
        .iter()
        .take(4)
        .position(|(w, _)| is_one_of(w, AT) || has_digit(w))
    else {
        return false;
    };
    let gate_kept = theirs[end + 1 + at..].iter().any(|(w, _)| {
        if has_digit(w) {
            gate.iter().any(|(g, _)| has_digit(g))
        } else {
            names_something(w)
                && gate
                    .iter()
                    .any(|(g, _)| names_something(g) && same_word(g, w))
        }
    });
    act_kept && gate_kept
}

/// Words that say in one word that a thing falls short: "not enough" said again.
const FALLS_SHORT: &[&str] = &["insufficient", "inadequate"];

/// Words a negation before them makes "falls short" ("aren't enough", "not sufficient").
const ENOUGH: &[&str] = &["enough", "sufficient", "adequate"];

/// Words that single out the thing that falls short ("safety glasses alone aren't enough").
const SINGLING_OUT: &[&str] = &[
    "alone",
    "only",
    "just",
    "by",
    "itself",
    "themselves",
    "on",
    "its",
    "their",
    "own",
];

/// "..., safety glasses alone aren't enough" -> "(safety glasses insufficient)": the
/// clause's one negation before "enough" ("sufficient", "adequate") said as "insufficient"
/// ("inadequate") by a rewrite with no negation, the word before it (past "alone", "only")
/// one of the two words naming something before the negation (past "alone", "on its own"):
/// the same thing said to fall short ("a photo of the meter is not sufficient" -> "meter
/// photo insufficient"). Not "safety glasses sufficient", another thing said to fall short ("visor
/// insufficient"), nor a negation kept elsewhere.
pub(super) fn not_enough_said_as_insufficient(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let ours = words(original, from.clone());
    let Some(negation) = the_one_negation(&ours) else {
        return false;
    };
    if !ours
        .get(negation + 1)
        .is_some_and(|(w, _)| is_one_of(w, ENOUGH))
    {
        return false;
    }
    // The two words that name something before the negation, past those that single it out.
    let short_of: Vec<&str> = ours[..negation]
        .iter()
        .rev()
        .map(|(w, _)| *w)
        .filter(|w| !is_one_of(w, SINGLING_OUT) && names_something(w))
        .take(2)
        .collect();
    let theirs = words(rewrite, to.clone());
    if theirs.iter().any(|(w, _)| is_negation_word(w)) {
        return false;
    }
    theirs.iter().enumerate().any(|(k, (w, _))| {
        is_one_of(w, FALLS_SHORT)
            && theirs[..k]
                .iter()
                .rev()
                .find(|(t, _)| !is_one_of(t, SINGLING_OUT))
                .is_some_and(|(t, _)| short_of.iter().any(|o| same_word(o, t)))
    })
}

/// "Buses on the night network are not to be used for staff transport" -> "Night buses ≠
/// staff transport": the clause's one negation said by "≠" in a rewrite with no negation word,
/// the word before the sign naming something the original names before its negation and the
/// word after it something the original names after it. Not "=", nor the sign before a thing
/// the ban did not name ("night buses ≠ school runs").
pub(super) fn negation_said_as_not_equal(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let Some(sign) = rewrite
        .get(to.clone())
        .and_then(|t| t.find('≠'))
        .map(|at| to.start + at)
    else {
        return false;
    };
    let ours = words(original, from.clone());
    let Some(negation) = the_one_negation(&ours) else {
        return false;
    };
    let theirs = words(rewrite, to.clone());
    if theirs.iter().any(|(w, _)| is_negation_word(w)) {
        return false;
    }
    let named_in = |side: &[Word<'_>], w: &str| {
        names_something(w) && side.iter().any(|(o, _)| same_word(o, w))
    };
    let before = theirs.iter().rev().find(|(_, r)| r.end <= sign);
    let after = theirs.iter().find(|(_, r)| r.start > sign);
    before.is_some_and(|(w, _)| named_in(&ours[..negation], w))
        && after.is_some_and(|(w, _)| named_in(&ours[negation + 1..], w))
}

/// Session 39's faithful forms, each a filter over the kinds of change it names: `from` of
/// `original` and `to` of `rewrite` the change's two sides.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "prohibition became mention" | "negation dropped" => to.is_some_and(|to| {
            let (from, to) = (with_its_part(original, from), with_its_part(rewrite, to));
            ban_after_said_as_its_end(original, &from, rewrite, &to)
                || not_enough_said_as_insufficient(original, &from, rewrite, &to)
                || negation_said_as_not_equal(original, &from, rewrite, &to)
        }),
        // "not sufficient" -> "insufficient": the scope's word said again with its negation.
        "scope changed" => to.is_some_and(|to| {
            original
                .get(from.clone())
                .is_some_and(|w| is_one_of(w, ENOUGH))
                && rewrite
                    .get(to.clone())
                    .is_some_and(|w| is_one_of(w, FALLS_SHORT))
                && not_enough_said_as_insufficient(
                    original,
                    &with_its_part(original, from),
                    rewrite,
                    &with_its_part(rewrite, to),
                )
        }),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A ban on an act after a time or an event said as the act's end then is kept; another
    /// time, a start, "before", a hedged end or another event are still reported.
    #[test]
    fn a_ban_after_a_time_said_as_its_end() {
        assert_faithful(&[
            (
                "Hot food can't be served to anyone after 22:00, council rules.",
                "Hot food service ends 10pm (council rules).",
            ),
            (
                "Nobody sells fireworks after 18:00 on Sundays.",
                "Firework sales close at 18:00 on Sundays.",
            ),
            (
                "Volunteers can't use the minibus after their DBS check lapses.",
                "Minibus use ends for volunteers when their DBS check lapses.",
            ),
        ]);
        assert_reports(
            "date changed",
            &[(
                "Hot food can't be served to anyone after 22:00.",
                "Hot food service ends 9pm.",
            )],
        );
        assert_changed(&[
            (
                "Hot food can't be served to anyone after 22:00.",
                "Hot food service starts 22:00.",
            ),
            (
                "Hot food can't be served to anyone before 22:00.",
                "Hot food service ends 22:00.",
            ),
            (
                "Hot food can't be served to anyone after 22:00.",
                "Hot food service usually ends 22:00.",
            ),
            (
                "Hot food can't be served to anyone after 22:00.",
                "Hot food service never ends at 22:00.",
            ),
            (
                "Volunteers can't use the minibus after their DBS check lapses.",
                "Minibus use ends for volunteers when their probation does.",
            ),
            (
                "Don't restock the bar after a spill — service ends at 23:00.",
                "Bar service ends at 23:00.",
            ),
        ]);
    }

    /// A ban said with "≠" between the thing and what it may not be used for is kept; "=",
    /// or "≠" before a thing the ban did not name, is still reported.
    #[test]
    fn a_ban_said_with_not_equal() {
        assert_faithful(&[(
            "Pool vans are not to be used for private trips.",
            "Pool vans ≠ private trips.",
        )]);
        assert_changed(&[
            (
                "Pool vans are not to be used for private trips.",
                "Pool vans = private trips.",
            ),
            (
                "Pool vans are not to be used for private trips.",
                "Pool vans ≠ site deliveries.",
            ),
            (
                "Pool vans are not to be used for private trips.",
                "Private trips ≠ pool vans; site vans for private trips.",
            ),
        ]);
    }

    /// A ban on ending the act itself is not read as the act's end (the whole check misses
    /// this pair for another reading, so the reading is asked alone).
    #[test]
    fn a_ban_on_ending_is_not_its_end() {
        let (o, r) = (
            "Don't stop the sump pump after 22:00.",
            "Sump pump stops at 22:00.",
        );
        assert!(!super::ban_after_said_as_its_end(
            o,
            &(0..o.len()),
            r,
            &(0..r.len())
        ));
    }

    /// "Not enough" said as "insufficient" of the same thing is kept; the thing said to
    /// suffice, or another thing said to fall short, is still reported.
    #[test]
    fn not_enough_said_as_insufficient() {
        assert_faithful(&[
            (
                "Welders must wear a full hood, and tinted goggles alone aren't enough.",
                "Welder PPE: full hood (tinted goggles insufficient).",
            ),
            (
                "A verbal quote is not sufficient for refunds over £200.",
                "Refunds over £200: verbal quote insufficient.",
            ),
        ]);
        assert_changed(&[
            (
                "Welders must wear a full hood; tinted goggles alone aren't enough.",
                "Welders: full hood required (tinted goggles sufficient).",
            ),
            (
                "Welders must wear a full hood; tinted goggles alone aren't enough.",
                "Welders: tinted goggles or full hood (hood insufficient).",
            ),
            (
                "Welders must wear a full hood; tinted goggles alone are enough.",
                "Welders: full hood required (tinted goggles insufficient).",
            ),
            (
                "A verbal quote is not sufficient for refunds over £200.",
                "Refunds over £200: verbal quote sufficient.",
            ),
            (
                "A verbal quote is not sufficient for refunds over £200.",
                "Refunds over £200: written quote insufficient.",
            ),
            (
                "A verbal quote is not sufficient for refunds over £200.",
                "Refunds under £200: verbal quote insufficient.",
            ),
        ]);
    }
}
