//! Readings from the blind corpus s35b (corpus35b, rewrites): changes the rule comparison did
//! not see, each behind a cheap byte screen before any sentence is read.

use super::blind34b::{clauses, said_in};
use super::extract::Clause;
use super::is_one_of;
use super::words::{Word, has, is_content, part_holding, parts, words};
use crate::classify::numbers::Direction;
use std::ops::Range;

/// Words that only point a ban back at the one before it ("either", "too", "also").
const ADDS_NOTHING: &[&str] = &["either", "too", "also", "please", "ever", "any"];

/// Words that end what a ban in a list is about ("no umbrellas in the stand").
const HEAD_ENDS: &[&str] = &[
    "in", "on", "at", "from", "to", "with", "into", "near", "inside", "before", "after", "during",
    "for", "until", "unless", "without",
];

/// Words after "no" that make a bound or a count, not a ban on a thing ("no more than 3").
const NO_OF_A_BOUND: &[&str] = &[
    "more", "less", "fewer", "later", "earlier", "longer", "sooner", "one", "matter", "need",
];

/// Where the ban that opens the clause `ws` starts what it is about: "don't" / "do not" /
/// "never" with a verb, or "no" with a thing ("no chip pans"), past a leading "and", "or",
/// "but" or "also".
fn ban_opens(ws: &[Word<'_>]) -> Option<usize> {
    let mut k = 0;
    while ws
        .get(k)
        .is_some_and(|(w, _)| is_one_of(w, &["and", "or", "but", "also", "please"]))
    {
        k += 1;
    }
    let (w, _) = ws.get(k)?;
    let lower = w.to_ascii_lowercase().replace('\u{2019}', "'");
    let about = match &*lower {
        "don't" | "never" => k + 1,
        "do" if ws
            .get(k + 1)
            .is_some_and(|(n, _)| n.eq_ignore_ascii_case("not")) =>
        {
            k + 2
        }
        "no" if ws
            .get(k + 1)
            .is_some_and(|(n, _)| !is_one_of(n, NO_OF_A_BOUND)) =>
        {
            k + 1
        }
        _ => return None,
    };
    (about < ws.len()).then_some(about)
}

/// "Don't publish the victim's street, and don't publish her employer either." -> "Don't
/// publish the victim's street."; "No e-scooters, no chip pans, no extension-lead chains in
/// the rooms." -> "No e-scooters in the rooms.": two or more bans side by side, each opened by
/// its own "don't", "never" or "no", one kept by its own words while another's own words (the
/// ones no other clause says) are nowhere in the rewrite: that ban deleted. A rewrite that
/// names both ("no e-scooters or chip pans") or neither ("no fire hazards in the rooms") is
/// not read.
fn parallel_ban_dropped<'a>(
    original: &'a str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !(has(original, "no ") || has(original, "n't ") || has(original, "never")) {
        return None;
    }
    let bans: Vec<(Range<usize>, Vec<Word<'a>>)> = parts(original)
        .into_iter()
        .flat_map(|p| clauses(original, p))
        .filter_map(|c| {
            let ws = words(original, c.clone());
            let about = ban_opens(&ws)?;
            Some((c, ws[about..].to_vec()))
        })
        .collect();
    if bans.len() < 2 {
        return None;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    // A word of a ban is said when it or a piece of its hyphened form is ("extension-lead").
    let said = |w: &str| {
        said_in(&theirs, rewrite, w)
            || w.contains('-')
                && w.split('-')
                    .any(|p| p.len() > 2 && said_in(&theirs, rewrite, p))
    };
    let own_in = |i: usize, ws: &[Word<'a>]| -> Vec<&'a str> {
        ws.iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w) && !is_one_of(w, ADDS_NOTHING))
            .filter(|w| {
                !bans.iter().enumerate().any(|(j, (_, other))| {
                    j != i && other.iter().any(|(o, _)| o.eq_ignore_ascii_case(w))
                })
            })
            .collect()
    };
    // What a ban is about ends at its first preposition ("no umbrellas | in the stand": the
    // place is the list's); the whole clause when nothing of its own comes before one.
    let own = |i: usize| -> Vec<&'a str> {
        let ws = &bans[i].1;
        let head = ws
            .iter()
            .position(|(w, _)| is_one_of(w, HEAD_ENDS))
            .unwrap_or(ws.len());
        match own_in(i, &ws[..head]) {
            found if !found.is_empty() => found,
            _ => own_in(i, ws),
        }
    };
    let owns: Vec<Vec<&str>> = (0..bans.len()).map(own).collect();
    let kept = owns
        .iter()
        .any(|o| !o.is_empty() && o.iter().all(|w| said(w)));
    if !kept {
        return None;
    }
    owns.iter()
        .position(|o| !o.is_empty() && !o.iter().any(|w| said(w)))
        .map(|i| (bans[i].0.clone(), 0..rewrite.len()))
}

/// A ceiling in the ordered part of `c` caps what is ordered ("use up to 20%"), not a thing
/// named with its size ("a deferral of up to two weeks", "discounts of up to 10%"): a
/// permission made such an order is still made a duty.
pub(super) fn ceiling_on_the_order(rewrite: &str, c: &Clause, part: &Range<usize>) -> bool {
    c.numbers.iter().any(|n| {
        n.compared
            && n.direction == Direction::Upper
            && part.contains(&n.range.start)
            && !rewrite
                .get(..n.range.start)
                .unwrap_or("")
                .trim_end()
                .rsplit(' ')
                .next()
                .is_some_and(|w| w.eq_ignore_ascii_case("of"))
    })
}

/// Metric prefixes a unit's symbol may carry ("kΩ", "MΩ", "µS").
const PREFIXES: &[char] = &['k', 'M', 'G', 'T', 'm', 'µ', 'μ', 'u', 'n', 'p'];

/// Each number of `text` with the symbol written right after it and a space ("18 MΩ·cm"):
/// the number's digits and the symbol, to the next space or stop.
fn numbers_with_symbols(text: &str) -> impl Iterator<Item = (&str, Range<usize>)> {
    text.match_indices(|c: char| c.is_ascii_digit())
        .filter(move |(at, _)| {
            !text[..*at].ends_with(|c: char| c.is_ascii_digit() || c == '.' || c == ',')
        })
        .filter_map(move |(at, _)| {
            let digits = text[at..]
                .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
                .map_or(text.len(), |e| at + e);
            let unit_at = digits + 1;
            if !text[digits..].starts_with(' ') {
                return None;
            }
            let end = text[unit_at..]
                .find(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ')' | '.'))
                .map_or(text.len(), |e| unit_at + e);
            Some((text[at..digits].trim_end_matches(['.', ',']), unit_at..end))
        })
}

/// The metric prefix of a unit's symbol and the rest, when the rest is a symbol, not a word
/// ("Ω·cm", "S/cm"; not the "m" of "mm").
fn split(symbol: &str) -> Option<(char, &str)> {
    let mut cs = symbol.chars();
    let p = cs.next()?;
    let rest = cs.as_str();
    (PREFIXES.contains(&p)
        && !rest.is_empty()
        && (!rest.is_ascii() || rest.contains(|c: char| c.is_ascii_uppercase() || c == '/')))
    .then_some((p, rest))
}

/// "at or above 18 MΩ·cm" -> "at or above 18 kΩ·cm": the same number with a unit's symbol
/// whose metric prefix changed ("M" for "k"), the rest of the symbol ("Ω·cm") the same and
/// not a word ("km" and "mm" are left to the unit lists): the unit changed. Read only when a
/// symbol the lists do not know (a byte past ASCII) is in one of the texts.
fn unit_prefix_changed(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if original.is_ascii() && rewrite.is_ascii() {
        return None;
    }
    for (n, u) in numbers_with_symbols(original) {
        let Some((p, rest)) = split(&original[u.clone()]) else {
            continue;
        };
        for (m, v) in numbers_with_symbols(rewrite) {
            if m == n
                && let Some((q, theirs)) = split(&rewrite[v.clone()])
                && q != p
                && theirs == rest
            {
                return Some((u, v));
            }
        }
    }
    None
}

/// Words that keep a thing out of a rule in a rewrite ("not", "except", "excl.").
const EXCLUDES: &[&str] = &[
    "forbidden",
    "prohibited",
    "banned",
    "disallowed",
    "denied",
    "deny",
    "off-limits",
    "not",
    "no",
    "never",
    "none",
    "except",
    "excluding",
    "excl",
    "exempt",
    "excluded",
    "but",
    "only",
    "without",
    "bar",
    "barring",
    "apart",
    "besides",
    "other",
];

/// "Staff discount on merch is 20% — but not on the limited-edition bottles." -> "Staff
/// discount on merch and limited-edition bottles is 20%.": what a "but not (on, for, in, to)"
/// tail keeps out of the rule said in the rewrite, with no word that keeps anything out
/// ("not", "except", "excl.", "only", "≠", "✗"): the exclusion dropped, its thing let in.
fn exclusion_tail_merged(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !has(original, "but not") {
        return None;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    if theirs
        .iter()
        .any(|(w, _)| is_one_of(w, EXCLUDES) || w.ends_with("n't"))
        || rewrite.contains(['≠', '✗', '✘', '🚫', '×'])
    {
        return None;
    }
    for p in parts(original) {
        let ours = words(original, p.clone());
        let Some(k) = ours.windows(2).position(|pair| {
            pair[0].0.eq_ignore_ascii_case("but") && pair[1].0.eq_ignore_ascii_case("not")
        }) else {
            continue;
        };
        let excluded: Vec<&Word<'_>> = ours[k + 2..]
            .iter()
            .filter(|(w, _)| is_content(w))
            .collect();
        if !excluded.is_empty() && excluded.iter().all(|(w, _)| said_in(&theirs, rewrite, w)) {
            return Some((ours[k].1.start..p.end, 0..rewrite.len()));
        }
    }
    None
}

/// Words that leave a thing to someone's choice ("at the winchman's discretion").
const LEAVES_IT_OPEN: &[&str] = &["discretion", "optional", "optionally", "discretionary"];

/// "...; above that the hoist stays in the cabin." -> "...; above that, hoist at winchman's
/// discretion.": the rewrite leaves a thing to someone's choice ("discretion", "optional")
/// where the original says no word of leave ("may", "can", "optional", "discretion",
/// "allowed", "up to"): a rule made a choice.
fn left_to_discretion(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !(has(rewrite, "discretion") || has(rewrite, "option")) {
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

/// "we never print a death notice we haven't verified with a relative" -> "Death notices:
/// only after verification with a relative": a ban said as the one gate it waits on, "only"
/// with "after", "once", "when", "if" or "with" right after it, in a part of the rewrite that
/// says a content word of the banned part. A gate with no "only" ("print after
/// verification") is still read.
fn ban_said_as_only_after(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !has(rewrite, "only") {
        return false;
    }
    let Some(ours) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, ours);
    // A negation inside the original's own "only when" gate ("only when it's not being
    // restocked") is the gate's, not a ban's.
    let in_a_gate = ours.iter().enumerate().any(|(k, (w, _))| {
        w.eq_ignore_ascii_case("only")
            && ours[k + 1..(k + 5).min(ours.len())]
                .iter()
                .any(|(_, at)| at.start == from.start)
    });
    if in_a_gate {
        return false;
    }
    parts(rewrite).into_iter().any(|p| {
        let theirs = words(rewrite, p);
        // The gate names what the ban waited on, a word of the banned part after it ("only
        // after verification with a relative"; not "only after.", "only after the site visit").
        (0..theirs.len().saturating_sub(2)).any(|k| {
            theirs[k].0.eq_ignore_ascii_case("only")
                && is_one_of(
                    theirs[k + 1].0,
                    &["after", "once", "when", "if", "with", "upon"],
                )
                && ours
                    .iter()
                    .any(|(w, _)| is_content(w) && said_in(&theirs[k + 2..], rewrite, w))
        })
    })
}

/// "All kegs going to trade accounts need a lot code sticker — no sticker, no dispatch." ->
/// "Trade kegs: lot code sticker required before dispatch.": the saying "no X, no Y" (Y waits
/// on X) said as X needed ("required", "needs", "must") before or for Y, both words kept: its
/// negations and its gate restated. Another word for X or Y is still read.
fn no_this_no_that_said_as_a_need(original: &str, rewrite: &str) -> bool {
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

/// "The consignment can't leave bond until the duty is paid in full." -> "Consignment stays
/// in bond until the duty is fully paid.": a thing kept from leaving ("can't leave", "cannot
/// go") until an event, said as staying ("stays", "remains", "held", "kept") until or pending
/// it, a content word of the event said after the rewrite's "until" or "pending". Another event
/// is still read.
fn kept_from_leaving_said_as_staying(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !(has(original, "until") && (has(rewrite, "until") || has(rewrite, "pending"))) {
        return false;
    }
    let Some(ours) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, ours);
    let kept_from_leaving = ours.windows(2).any(|pair| {
        is_one_of(pair[0].0, &["can't", "cannot", "can\u{2019}t", "mustn't"])
            && is_one_of(pair[1].0, &["leave", "go", "move", "ship"])
    });
    let Some(until) = ours
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case("until"))
    else {
        return false;
    };
    if !kept_from_leaving {
        return false;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    let Some(their_until) = theirs
        .iter()
        .position(|(w, _)| is_one_of(w, &["until", "till", "pending"]))
    else {
        return false;
    };
    theirs[..their_until]
        .iter()
        .any(|(w, _)| is_one_of(w, &["stays", "stay", "remains", "remain", "held", "kept"]))
        && ours[until + 1..]
            .iter()
            .any(|(w, _)| is_content(w) && said_in(&theirs[their_until + 1..], rewrite, w))
}

/// Faithful forms read in corpus35b, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, _to): (&str, Option<&Range<usize>>),
) -> bool {
    match (what, from) {
        ("negation dropped", Some(f)) => {
            ban_said_as_only_after(original, f, rewrite)
                || no_this_no_that_said_as_a_need(original, rewrite)
        }
        ("condition added", _) => no_this_no_that_said_as_a_need(original, rewrite),
        ("prohibition became mention", Some(f)) => {
            kept_from_leaving_said_as_staying(original, f, rewrite)
        }
        _ => false,
    }
}

/// Changes read from the two texts alone: the kind and the two ranges.
pub(super) fn change_missed(
    original: &str,
    rewrite: &str,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    parallel_ban_dropped(original, rewrite)
        .map(|(f, t)| ("constraint deleted", f, t))
        .or_else(|| unit_prefix_changed(original, rewrite).map(|(f, t)| ("unit changed", f, t)))
        .or_else(|| {
            exclusion_tail_merged(original, rewrite).map(|(f, t)| ("negation dropped", f, t))
        })
        .or_else(|| left_to_discretion(original, rewrite).map(|(f, t)| ("modality weakened", f, t)))
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A ban beside another, each with its own "don't" or "no", dropped while the other is
    /// kept; both kept, or both said by one word, are not.
    #[test]
    fn parallel_ban_dropped() {
        assert_reports(
            "constraint deleted",
            &[
                (
                    "Don't publish the victim's street, and don't publish her employer either.",
                    "Don't publish the victim's street.",
                ),
                (
                    "No e-scooters, no chip pans, no extension-lead chains in the rooms. Phone chargers are fine.",
                    "No e-scooters in the rooms; phone chargers fine.",
                ),
                (
                    "Don't feed the goats. Don't feed the ponies either.",
                    "Don't feed the goats.",
                ),
                (
                    "No glass bottles, no drones, no umbrellas in the stand.",
                    "No glass bottles or drones in the stand.",
                ),
            ],
        );
        assert_changed(&[(
            "Never share the gate code with contractors, and never share it with delivery drivers.",
            "Gate code: never share with contractors.",
        )]);
        assert_faithful(&[
            (
                "Don't feed the goats. Don't feed the ponies either.",
                "Don't feed the goats or the ponies.",
            ),
            (
                "No e-scooters, no chip pans, no extension-lead chains in the rooms.",
                "Rooms: no e-scooters, chip pans or extension-lead chains.",
            ),
            (
                "Never share the gate code with contractors, and never share it with delivery drivers.",
                "Gate code: not for contractors or delivery drivers.",
            ),
            (
                "No glass bottles, no drones, no umbrellas in the stand.",
                "Stand: glass bottles, drones and umbrellas not allowed.",
            ),
            (
                "No more than two guests, no pets in the flat.",
                "Flat: max 2 guests, no pets.",
            ),
        ]);
    }

    /// A unit symbol's metric prefix changed on the same number is a unit changed; the same
    /// symbol, or another number, is not.
    #[test]
    fn unit_prefix_changed() {
        assert_reports(
            "unit changed",
            &[
                (
                    "Keep the DI water resistivity at or above 18 MΩ·cm at the point of use.",
                    "Keep the DI water resistivity at or above 18 kΩ·cm at the point of use.",
                ),
                (
                    "Insulation resistance must read at least 500 MΩ before energising.",
                    "Insulation resistance must read at least 500 kΩ before energising.",
                ),
                (
                    "Conductivity of the rinse water must stay under 5 µS/cm.",
                    "Conductivity of the rinse water must stay under 5 mS/cm.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Keep the DI water resistivity at or above 18 MΩ·cm at the point of use.",
                "DI water: resistivity ≥ 18 MΩ·cm at point of use.",
            ),
            (
                "Insulation resistance must read at least 500 MΩ before energising.",
                "Insulation resistance ≥ 500 MΩ before energising.",
            ),
        ]);
    }

    /// What a "but not" tail keeps out said with the rule and no word of exclusion is let in;
    /// the exclusion said again in any form is not.
    #[test]
    fn exclusion_tail_merged() {
        let o = "Staff discount on merch is 20% — but not on the limited-edition bottles.";
        assert_reports(
            "negation dropped",
            &[(
                o,
                "Staff discount on merch and limited-edition bottles is 20%.",
            )],
        );
        assert_changed(&[
            (
                o,
                "Staff discount: 20% on merch and limited-edition bottles.",
            ),
            (
                "Volunteers get free parking on weekdays, but not on match days.",
                "Volunteers: free parking on weekdays and match days.",
            ),
        ]);
        assert_faithful(&[
            (
                o,
                "Staff discount: 20% on merch, excl. limited-edition bottles.",
            ),
            (
                o,
                "Staff discount 20% on merch; limited-edition bottles not included.",
            ),
            (
                "Volunteers get free parking on weekdays, but not on match days.",
                "Volunteers: free weekday parking (except match days).",
            ),
        ]);
    }

    /// An exclusion said by a JSON note's "forbidden" list is kept; a duty lifted ("aren't
    /// required") said as "optional" is kept.
    #[test]
    fn exclusion_in_a_forbidden_list_and_a_duty_lifted() {
        assert_faithful(&[
            (
                "You may share the slides with the team, but not with clients.",
                r#"{"allowed": ["share slides with team"], "forbidden": ["share slides with clients"]}"#,
            ),
            (
                "Masks aren't required in the lobby.",
                "Masks optional in lobby.",
            ),
            (
                "You don't need to write tests for prototypes.",
                "Tests are optional for prototypes.",
            ),
        ]);
    }

    /// A ban said as the one gate it waits on ("only after ...") is kept; the gate said with
    /// no "only", or about another thing, is not.
    #[test]
    fn ban_said_as_only_after() {
        let o = "Obits go through the family liaison before they're filed; we never print a death notice we haven't verified with a relative.";
        assert_faithful(&[
            (
                o,
                "- Obits: family liaison review pre-filing\n- Death notices: only after verification with a relative",
            ),
            (
                "Never pour the slab before the rebar has been inspected.",
                "Slab pour: only after rebar inspection.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "- Obits: family liaison review pre-filing\n- Death notices: after verification with a relative",
            ),
            (
                "Robots may enter aisle 9 only when it's not being restocked.",
                "Robots may enter aisle 9 only when it's being restocked.",
            ),
            (
                "Never pour the slab before the rebar has been inspected.",
                "Slab pour: only after the site visit.",
            ),
        ]);
    }

    /// A thing kept from leaving until an event said as staying until it is kept; staying
    /// until another event, or leaving, is not.
    #[test]
    fn kept_from_leaving_said_as_staying() {
        let o = "The consignment can't leave bond until the duty is paid in full.";
        assert_faithful(&[
            (o, "Consignment stays in bond until the duty is fully paid."),
            (o, "Consignment held in bond pending full duty payment."),
            (
                "The export pallet can't leave until the excise document has been issued.",
                "Export pallet held until excise document issued.",
            ),
        ]);
        assert_changed(&[
            (o, "Consignment stays in bond until the truck arrives."),
            (o, "Consignment can leave bond before the duty is paid."),
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
            ],
        );
        assert_faithful(&[
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

    /// A permission made an order about a thing named with its size ("a deferral of up to two
    /// weeks") is made a duty; an order to stay under the ceiling is not.
    #[test]
    fn ceiling_on_the_order() {
        assert_reports(
            "modality strengthened",
            &[
                (
                    "You're fine to offer rent deferrals of up to two weeks; longer ones come to me.",
                    "You must offer a rent deferral of up to two weeks to anyone who asks; longer ones go to the manager.",
                ),
                (
                    "You may give a discount of up to 10% on damaged stock.",
                    "You must give a discount of up to 10% on damaged stock.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "You may use up to 20% of the budget on travel.",
                "Use at most 20% of the budget on travel.",
            ),
            (
                "You may give a discount of up to 10% on damaged stock.",
                "Damaged stock: discounts of up to 10% allowed.",
            ),
        ]);
    }
}
