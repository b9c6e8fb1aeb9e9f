//! Gates that hold an act back until something is done ("until", "unless", "before", "once"),
//! held to a thing done whole ("until the duty is paid in full"): a rewrite without the whole
//! widens the gate.

use super::extract::{Clause, Facts};
use super::reported_bans::BANS_WITHOUT_A_NEGATION;
use super::words::{Word, has, is_content, parts, said_in, same_word, words, words_of};
use super::{holds_ignoring_case, is_one_of, negation_count};
use std::ops::Range;

/// Condition words that hold an act back until something is done.
const GATES: &[&str] = &["until", "till", "unless", "before", "once", "after"];

/// Words that say a thing is done whole.
pub(super) const TOTALITY: &[&str] = &[
    "full",
    "fully",
    "in-full",
    "entire",
    "entirely",
    "entirety",
    "complete",
    "completely",
    "whole",
    "wholly",
    "all",
    "100%",
    "total",
    "totally",
];

/// A gate of the original held to a thing done whole, read as narrative: "The consignment
/// can't leave bond until the duty is paid in full" -> "Consignment awaiting duty payment
/// before leaving bond". The original's sentence has a negation, then a gate ([`GATES`]:
/// "until", "unless", "before"...) and, after it in the same part (no ";" between), "in
/// full", "fully", "in its entirety" or "entirely"; a rewrite sentence says two of its words
/// again and no word of totality ([`TOTALITY`]): the gate opens on a part payment now.
/// Screened by the original's stems ("whole", "fully", "entire"). The qualifier and the
/// rewrite's sentence.
pub(super) fn totality_dropped<'a>(
    (original, before): (&str, &Facts),
    (rewrite, after): (&str, impl Fn() -> &'a Facts),
) -> Option<(Range<usize>, Range<usize>)> {
    // A negated sentence with a condition after its negation first (its fields alone), then
    // "full" and "entire", which share the stem "whole", "fully", "entirely" and "entirety",
    // which have their own: three probes of the original's stem index, no text searched.
    let gated = |o: &Clause| {
        o.negation
            .as_ref()
            .is_some_and(|n| o.conditions.iter().any(|(_, c)| c.start >= n.end))
    };
    if !before.clauses.iter().any(gated) {
        return None;
    }
    let stems = before.stems();
    if !(stems.has("whole") || stems.has("fully") || stems.has("entire")) {
        return None;
    }
    let (o, qualifier) = before.clauses.iter().find_map(|o| {
        let negation = o.negation.as_ref()?;
        let text = original.get(o.range.clone())?;
        words_of(text).find_map(|(at, w)| {
            let start = o.range.start + at;
            let whole = is_one_of(w, &["fully", "entirely"])
                || is_one_of(w, &["full", "entirety"])
                    && text[..at]
                        .trim_end()
                        .rsplit(' ')
                        .next()
                        .is_some_and(|p| is_one_of(p, &["in", "its", "their"]));
            let gated = o.conditions.iter().any(|(_, c)| {
                c.start >= negation.end
                    && c.end <= start
                    && original.get(c.clone()).is_some_and(|w| is_one_of(w, GATES))
                    && original
                        .get(c.end..start)
                        .is_some_and(|between| !between.contains(';'))
            });
            (whole && gated).then(|| (o, start..start + w.len()))
        })
    })?;
    let after = after();
    let r = after.clauses.iter().find(|r| r.words_shared_with(o) >= 2)?;
    let said_whole = rewrite
        .get(r.range.clone())
        .is_some_and(|text| words_of(text).any(|(_, w)| is_one_of(w, TOTALITY)));
    (!said_whole).then(|| (qualifier, r.range.clone()))
}

/// Gates that hold an act back until something happens.
const BAN_GATES: &[&str] = &["until", "till", "unless", "before"];

/// Words of a rewrite that still hold the act back, or link it to the event, beside the
/// words that ban without a negation ([`super::reported_bans::BANS_WITHOUT_A_NEGATION`]): a
/// ban said as a state ("on hold", "blocked", "locked") or the gate kept ("only after").
const HOLDS_BACK: &[&str] = &[
    "hold",
    "held",
    "wait",
    "waits",
    "blocked",
    "block",
    "frozen",
    "freeze",
    "locked",
    "gated",
    "until",
    "till",
    "unless",
    "before",
    "after",
    "once",
    "upon",
    "when",
    "if",
    "first",
    "then",
    "awaiting",
    "subject",
    "pre",
    "embargoed",
    "off-limits",
];

/// Verbs that report an order given ("Oga said make we no release ...").
pub(super) const REPORTING: &[&str] = &[
    "said",
    "says",
    "told",
    "tells",
    "asked",
    "asks",
    "wants",
    "want",
    "wanted",
    "insisted",
    "instructed",
    "ordered",
];

/// Negations of a past report ("we didn't ship until Friday" is a fact, not a ban).
const PAST_NEGATIONS: &[&str] = &[
    "didn't", "wasn't", "weren't", "hadn't", "couldn't", "did", "was", "were",
];

/// A ban held until an event, in a sentence read as narrative ("Oga said make we no release
/// the payroll until the auditor don check am": a reported or dialect order), said by the
/// rewrite as a state of things: "Payroll release is pending; auditor will check it" (corpus32
/// ch78). The original's sentence, not in the past, has a negation and after it a gate
/// ([`BAN_GATES`]); a sentence of the rewrite says two of its words again, and the rewrite
/// holds no negation, no word that holds the act back nor any gate ([`HOLDS_BACK`]; "pending"
/// only when it closes its part: "pending the auditor's check" keeps the link). Screened by
/// the original's sentence fields (a negation, then a gate). The original's sentence and the
/// rewrite's.
pub(super) fn gated_ban_said_as_a_state<'a>(
    (original, before): (&str, &Facts),
    (rewrite, after): (&str, impl Fn() -> &'a Facts),
) -> Option<(Range<usize>, Range<usize>)> {
    // (The sentence's fields first, then its gate's word, its negation's, and only then,
    // for a sentence in the past, the words before the negation.)
    let o = before.clauses.iter().find(|o| {
        o.negation.as_ref().is_some_and(|n| {
            o.conditions.iter().any(|(_, c)| {
                c.start >= n.end
                    && original.get(c.clone()).is_some_and(|w| is_one_of(w, BAN_GATES))
            }) && original.get(n.clone()).is_some_and(|w| !is_one_of(w, PAST_NEGATIONS))
                // Not in the past, or in the past only by the verb reporting the order.
                && (!o.past
                    || original
                        .get(o.range.start..n.start)
                        .is_some_and(|head| words_of(head).any(|(_, w)| is_one_of(w, REPORTING))))
        })
    })?;
    if negation_count(rewrite) > 0 {
        return None;
    }
    let words: Vec<(usize, &str)> = words_of(rewrite).collect();
    let linked = words.iter().enumerate().any(|(k, (at, w))| {
        is_one_of(w, BANS_WITHOUT_A_NEGATION)
            || is_one_of(w, HOLDS_BACK)
            || is_one_of(w, &["pending", "pend"])
                && words.get(k + 1).is_some_and(|(next, _)| {
                    !rewrite[at + w.len()..*next].contains([';', '.', ',', '\n', ':'])
                })
    });
    if linked {
        return None;
    }
    let after = after();
    let r = after.clauses.iter().find(|r| r.words_shared_with(o) >= 2)?;
    Some((o.range.clone(), r.range.clone()))
}

/// Gates that hold an act back up to an event, and gates that open it from one.
const UP_TO: &[&str] = &["until", "till", "before"];
const FROM: &[&str] = &["after", "once", "from", "since"];

/// The first gate word ([`UP_TO`] or [`FROM`]) of `text[range]` at or after byte `from`,
/// with its range and whether it holds the act back up to the event.
fn first_gate(text: &str, range: &Range<usize>, from: usize) -> Option<(Range<usize>, bool)> {
    let start = from.max(range.start);
    let part = text.get(start..range.end)?;
    words_of(part).find_map(|(at, w)| {
        let up_to = is_one_of(w, UP_TO);
        (up_to || is_one_of(w, FROM)).then(|| (start + at..start + at + w.len(), up_to))
    })
}

/// The ban `o` ("Do not energise string 4 until the report is in") said by `r` as the state
/// it keeps, with no negation ("string 4 stays de-energised", "the wing stays closed",
/// "schema unedited"), and its gate turned: "... after the report is in". The state says the
/// negation already, so the gate must keep its side ("until" for "until"); the two gates.
/// Asked only of a negated sentence aligned with one that is not.
pub(super) fn gate_turned_by_a_kept_state(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let n = o.negation.as_ref()?;
    let (a, a_up_to) = first_gate(original, &o.range, n.end)?;
    let (b, b_up_to) = first_gate(rewrite, &r.range, r.range.start)?;
    if a_up_to == b_up_to {
        return None;
    }
    super::restatements::state_restates_negation((original, o), n, (rewrite, r)).then_some((a, b))
}

/// Words that gate a state or a ban on an event to come.
const STATE_GATES: &[&str] = &["until", "till", "til", "pending", "awaiting"];

/// Words that say a thing is closed to use ("on hold", "closed", "off-limits").
const CLOSED: &[&str] = &[
    "hold",
    "closed",
    "shut",
    "locked",
    "off-limits",
    "blocked",
    "suspended",
    "paused",
    "frozen",
    "barred",
    "banned",
    "forbidden",
];

/// Words that negate what follows.
pub(super) fn is_negation(w: &str) -> bool {
    is_one_of(w, &["no", "not", "never", "nobody", "cannot", "no-one"])
        || super::ends_with_ignoring_case(w, "n't")
        || super::ends_with_ignoring_case(w, "n\u{2019}t")
}

/// The content words of `ws`, hyphened words cut and a possessive "'s" dropped ("lead's
/// radio all-clear" -> "lead", "radio", "all", "clear").
pub(super) fn content_of<'t>(ws: &[Word<'t>]) -> Vec<&'t str> {
    content_words(ws).collect()
}

/// [`content_of`], read one word at a time (a search may stop at the first word it lacks).
pub(super) fn content_words<'a, 't>(ws: &'a [Word<'t>]) -> impl Iterator<Item = &'t str> + 'a {
    ws.iter()
        .flat_map(|(w, _)| w.split('-'))
        .map(|w| {
            w.strip_suffix("'s")
                .or(w.strip_suffix("\u{2019}s"))
                .unwrap_or(w)
        })
        .filter(|w| is_content(w) && !is_one_of(w, CLOSED) && !is_negation(w))
}

/// A part that closes something until an event: its words before the gate, with a closing
/// word or a negation among them, and the event's content words after it. `ban` lets
/// "before" gate too ("Don't release before QA sign-off").
fn closed_until<'t>(ws: &[Word<'t>], ban: bool) -> Option<(Vec<&'t str>, Vec<&'t str>)> {
    let g = ws
        .iter()
        .position(|(w, _)| is_one_of(w, STATE_GATES) || (ban && is_one_of(w, &["before"])))?;
    let (pre, event) = (&ws[..g], &ws[g + 1..]);
    let closed = pre.iter().any(|(w, _)| {
        is_negation(w) || w.split('-').any(|p| is_one_of(p, CLOSED)) || is_one_of(w, CLOSED)
    });
    closed.then(|| (content_of(pre), content_of(event)))
}

/// "No one enters the Bowl until control work is done" -> "Bowl closed until control work
/// done", "The release stays on hold until QA signs off" -> "Don't release before QA
/// sign-off": a thing closed (a ban, or a state of "on hold", "closed", "off-limits") until an
/// event, said again as closed until the same event. The rewrite's part at `at` names no
/// thing the original's part does not (the words before the gate), and the two events have
/// the same content words, each way. Not another thing ("Chute closed until ..."), another
/// event or a part of it dropped ("until control work done" for "... and the lead clears it"),
/// a thing opened ("Bowl open until ...": no closing word), no gate.
pub(super) fn closed_until_said_again(original: &str, rewrite: &str, at: usize) -> bool {
    // (A cheap screen: both say a gate.)
    let gated = |t: &str| {
        holds_ignoring_case(t, "til")
            || holds_ignoring_case(t, "before")
            || holds_ignoring_case(t, "pending")
            || holds_ignoring_case(t, "awaiting")
    };
    if !gated(original) || !gated(rewrite) {
        return false;
    }
    let Some(part) = parts(rewrite)
        .into_iter()
        .find(|p| p.contains(&at) || p.start >= at)
    else {
        return false;
    };
    let Some((thing, event)) = closed_until(&words(rewrite, part), true) else {
        return false;
    };
    if thing.is_empty() || event.is_empty() {
        return false;
    }
    let within = |a: &[&str], b: &[&str]| a.iter().all(|w| b.iter().any(|o| same_word(w, o)));
    parts(original).into_iter().any(|p| {
        let ws = words(original, p);
        let Some((their_thing, their_event)) = closed_until(&ws, true) else {
            return false;
        };
        let all: Vec<&str> = content_of(&ws);
        within(&thing, &all)
            && thing
                .iter()
                .any(|w| their_thing.iter().any(|o| same_word(w, o)))
            && within(&event, &their_event)
            && within(&their_event, &event)
    })
}

/// The words of each clause of `t` (cut at ";", "." and line breaks), ranges into `t`.
pub(super) fn clauses(t: &str) -> Vec<Vec<Word<'_>>> {
    t.split([';', '.', '\n'])
        .map(|c| {
            let start = c.as_ptr() as usize - t.as_ptr() as usize;
            words(t, start..start + c.len())
        })
        .filter(|c| !c.is_empty())
        .collect()
}

/// "Do not open the east wing until the surveyors sign it off" -> "East wing must stay closed
/// after the surveyors sign it off": a negated rule gated by "until" / "till" said by a
/// rewrite clause that keeps a state ("stay", "remain", "keep", "kept", "left") with no
/// negation, no "until" / "till" / "before" / "only", and its gate after the event ("after",
/// "once", "following", "as soon as", "when") naming a content word of the original's event.
/// The original's gate and the rewrite's.
pub(super) fn ban_until_kept_after(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !(holds_ignoring_case(original, "until") || holds_ignoring_case(original, "till"))
        || !["stay", "remain", "keep", "kept", "left"]
            .iter()
            .any(|w| holds_ignoring_case(rewrite, w))
    {
        return None;
    }
    let o_words = super::screened::words(original);
    let r_words = super::screened::words(rewrite);
    for clause in super::screened::clauses(&o_words) {
        let Some(g) = clause
            .iter()
            .position(|w| matches!(w.lower.as_str(), "until" | "till" | "til"))
        else {
            continue;
        };
        if !clause[..g]
            .iter()
            .any(|w| super::screened::is_negation(&w.lower))
        {
            continue;
        }
        let event = &clause[g + 1..];
        for r in super::screened::clauses(&r_words) {
            let kept = r.iter().any(|w| {
                matches!(
                    w.lower.as_str(),
                    "stay" | "stays" | "remain" | "remains" | "keep" | "kept" | "left"
                )
            });
            if !kept
                || r.iter().any(|w| {
                    super::screened::is_negation(&w.lower)
                        || matches!(
                            w.lower.as_str(),
                            "until" | "till" | "til" | "before" | "only" | "then" | "can" | "may"
                        )
                })
            {
                continue;
            }
            let Some(h) = r.iter().position(|w| {
                matches!(
                    w.lower.as_str(),
                    "after" | "once" | "following" | "when" | "soon"
                )
            }) else {
                continue;
            };
            if super::screened::shared(event, &r[h + 1..]) >= 1
                && super::screened::shared(&clause[..g], &r[..h]) >= 1
            {
                return Some((clause[g].range.clone(), r[h].range.clone()));
            }
        }
    }
    None
}

/// "All kegs going to trade accounts need a lot code sticker — no sticker, no dispatch." ->
/// "Trade kegs: lot code sticker required before dispatch.": the saying "no X, no Y" (Y waits
/// on X) said as X needed ("required", "needs", "must") before or for Y, both words kept: its
/// negations and its gate restated. Another word for X or Y is still read.
pub(super) fn no_this_no_that_said_as_a_need(original: &str, rewrite: &str) -> bool {
    if !has(original, "no ") {
        return false;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    if !theirs.iter().any(|(w, _)| {
        is_one_of(
            w,
            &[
                "required",
                "requires",
                "require",
                "needs",
                "need",
                "needed",
                "must",
                "mandatory",
            ],
        )
    }) {
        return false;
    }
    parts(original).into_iter().any(|p| {
        let ours = words(original, p);
        ours.windows(4).any(|q| {
            q[0].0.eq_ignore_ascii_case("no")
                && q[2].0.eq_ignore_ascii_case("no")
                && original[q[1].1.end..q[2].1.start].contains(',')
                && is_content(q[1].0)
                && is_content(q[3].0)
                && said_in(&theirs, rewrite, q[1].0)
                && said_in(&theirs, rewrite, q[3].0)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful, assert_reports};

    /// A gate held to a thing done whole ("until the duty is paid in full") said without the
    /// whole (corpus31b ch63): reported ("scope changed" when the original reads as narrative;
    /// since corpus35b "the consignment can't leave bond until ..." binds, and the ban said as
    /// "awaiting" is a mention). "full", "fully" or "100%" kept, or a fact that is no gate, is
    /// not.
    #[test]
    fn a_gate_said_without_its_whole_is_a_scope_change() {
        assert_changed(&[(
            "Hi Wanjiku, the Eldoret trucks are booked for Tuesday. The Eldoret consignment \
                 can't leave bond until the duty is paid in full; partial payments don't count. \
                 Otto is covering my phone. Regards, Njeri",
            "Eldoret consignment awaiting duty payment before leaving bond; trucks Tue; Otto \
                 covering phone.",
        )]);
        assert_faithful(&[
            (
                "The consignment can't leave bond until the duty is paid in full.",
                "Consignment stays in bond until the duty is fully paid.",
            ),
            (
                "The consignment can't leave bond until the duty is paid in full.",
                "Consignment held in bond pending full duty payment.",
            ),
            (
                "The loan is fully repaid, so the bank released the deeds.",
                "Loan repaid; deeds released.",
            ),
        ]);
        assert_changed(&[(
            "The container can't be released until the invoice is fully paid.",
            "Container released once the invoice is paid.",
        )]);
    }

    /// A ban held until an event, read as narrative, said as a state with the link gone
    /// (corpus32 ch78): "prohibition became mention". The ban said again, or the act held to
    /// the event, is not.
    #[test]
    fn a_gated_ban_said_as_a_state_is_a_mention() {
        assert_reports(
            "prohibition became mention",
            &[
                (
                    "Oga said make we no release the payroll until the auditor don check am.",
                    "Payroll release is pending; auditor will check it.",
                ),
                (
                    "Oga said make we no release the payroll until the auditor don check am.",
                    "Payroll released; auditor will check it.",
                ),
                (
                    "Boss said we no go ship the crates before the inspector sign am.",
                    "Crates shipping this week; inspector to sign.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Oga said make we no release the payroll until the auditor don check am.",
                "Payroll release on hold until the auditor checks it.",
            ),
            (
                "Oga said make we no release the payroll until the auditor don check am.",
                "Payroll release held until the auditor has checked it.",
            ),
            (
                "Oga said make we no release the payroll until the auditor don check am.",
                "Payroll release pending the auditor's check.",
            ),
            (
                "We didn't ship the crates until Friday.",
                "Crates shipped Friday.",
            ),
        ]);
    }

    /// A ban said as the "de-" participle it keeps (corpus32 fa70): "stays de-energised" for
    /// "do not energise". The plain participle, the gate turned ("after", "once"), another
    /// event, or an order to "de-energise" are still reported.
    #[test]
    fn a_ban_said_as_its_de_participle() {
        let o = "Do not energise string 4 until the cable test report is in the shared folder.";
        assert_faithful(&[(
            o,
            "RULE: string 4 stays de-energised until cable test report is in shared folder.",
        )]);
        assert_changed(&[
            (
                o,
                "RULE: string 4 stays energised until cable test report is in shared folder.",
            ),
            (
                o,
                "RULE: string 4 stays de-energised after cable test report is in shared folder.",
            ),
            (
                o,
                "RULE: string 4 stays de-energised once cable test report is in shared folder.",
            ),
            (
                o,
                "RULE: string 4 stays de-energised until cable test report is filed.",
            ),
            (
                o,
                "De-energise string 4 until cable test report is in shared folder.",
            ),
            (o, "RULE: string 4 stays de-energised."),
        ]);
        // The same turn with an "un-" participle, accepted before (a kept state says the
        // negation; the gate must keep its side).
        assert_changed(&[(
            "Do not edit the schema until the freeze ends.",
            "Keep the schema unedited after the freeze ends.",
        )]);
        assert_faithful(&[(
            "Do not edit the schema until the freeze ends.",
            "Keep the schema unedited until the freeze ends.",
        )]);
    }

    /// A thing closed until an event, said as closed until the same event, keeps the rule;
    /// another thing, another event, a part of it dropped, or the thing opened, does not.
    #[test]
    fn closed_until_an_event_said_again() {
        let bowl = "No one enters the Bowl until control work is done and the lead clears it on the radio.";
        let hold = "The release stays on hold until QA signs off.";
        assert_faithful(&[
            (
                bowl,
                "Bowl closed until control work done AND lead's radio all-clear.",
            ),
            (hold, "Don't release before QA sign-off."),
            (hold, "Release on hold until QA sign-off."),
        ]);
        assert_changed(&[
            (
                bowl,
                "Chute closed until control work done AND lead's radio all-clear.",
            ),
            (bowl, "Bowl closed until control work done."),
            (
                bowl,
                "Bowl open until control work done AND lead's radio all-clear.",
            ),
            (
                bowl,
                "Bowl closed until control work done AND patrol's radio all-clear.",
            ),
            (bowl, "Bowl closed."),
            (hold, "Don't release before PM sign-off."),
            (hold, "Don't release after QA sign-off."),
            (hold, "Don't release."),
        ]);
    }

    /// A ban until an event said as a state kept after it is reported; kept until it is
    /// not.
    #[test]
    fn a_ban_until_an_event_said_as_a_state_kept_after_it() {
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Do not open the east wing until the surveyors sign it off.",
                    "East wing must stay closed after the surveyors sign it off.",
                ),
                (
                    "Don't unlock the server room until the electrician leaves.",
                    "Server room stays locked once the electrician leaves.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Do not open the east wing until the surveyors sign it off.",
                "East wing must stay closed until the surveyors sign it off.",
            ),
            (
                "Don't unlock the server room until the electrician leaves.",
                "Server room stays locked until the electrician leaves.",
            ),
        ]);
    }

    /// "No X, no Y" said as X needed for Y is kept; X or Y changed is not.
    #[test]
    fn no_this_no_that_said_as_a_need() {
        let o =
            "All kegs going to trade accounts need a lot code sticker — no sticker, no dispatch.";
        assert_faithful(&[
            (o, "Trade kegs: lot code sticker required before dispatch."),
            (
                "Every visitor signs the induction sheet: no signature, no site access.",
                "Visitors: induction sheet signature required for site access.",
            ),
        ]);
        assert_changed(&[
            (o, "Trade kegs: lot code sticker optional before dispatch."),
            (o, "Trade kegs: lot code sticker after dispatch."),
        ]);
    }
}
