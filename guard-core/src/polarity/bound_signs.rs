//! A bound written with a sign ("<= 4", "≤ 50", "> 2") said in the rewrite with the sign of
//! the other side before the same figure (">= 4"): read from the two texts alone when nothing
//! else was found (session 42, pol42), for the bounds the rule comparison does not read (a
//! comment after a setting: "max_jobs: 4  # must stay <= 4").

use super::Missed;
use super::bounds_said_again::{OVER, UNDER};
use super::condition_logic::CONDITION_WORDS;
use super::is_one_of;
use super::negation_count;
use super::words::{TextReading, Word, clause_at, number_value, number_word_value};
use std::ops::Range;

/// Signs of a bound and their side: `true` for a ceiling ("<=", "≤", "<"), `false` for a floor.
const SIGNS: &[(&str, bool)] = &[
    ("<=", true),
    ("≤", true),
    ("=<", true),
    ("<", true),
    (">=", false),
    ("≥", false),
    (">", false),
];

/// The bounds written with a sign in `text`: the sign's range, its side and the figure after
/// it (digits, a point or a comma, after optional spaces). Not an arrow's head ("->", "=>")
/// nor a sign with no figure after it.
fn signed_bounds(text: &str) -> Vec<(Range<usize>, bool, &str)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let Some(&(sign, ceiling)) = SIGNS.iter().find(|(s, _)| text[i..].starts_with(s)) else {
            i += text[i..].chars().next().map_or(1, char::len_utf8);
            continue;
        };
        let end = i + sign.len();
        let arrow = sign == ">" && text[..i].ends_with(['-', '=']);
        let rest = &text[end..];
        let figure_at = end + (rest.len() - rest.trim_start_matches(' ').len());
        let figure_len = text[figure_at..]
            .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
            .unwrap_or(text.len() - figure_at);
        let figure = text[figure_at..figure_at + figure_len].trim_end_matches(['.', ',']);
        if !arrow && figure.starts_with(|c: char| c.is_ascii_digit()) {
            out.push((i..end, ceiling, figure));
        }
        i = end;
    }
    out
}

/// "max_concurrent_jobs: 4  # must stay <= 4, PLC can't take more" -> "... # must stay >= 4,
/// ...": a figure the original bounds with a sign of one side said in the rewrite after a
/// sign of the other, the rewrite bounding it nowhere from the original's side: the bound
/// turned round. "≤ 4" -> "max 4" or "<= 4" -> "≤4" keep it; "> 4 → alert" ("-> 4" is an
/// arrow) is not read.
pub(super) fn sign_turned(original: &str, rewrite: &str) -> Option<Missed> {
    // (A cheap screen: a sign in both texts.)
    let has_sign = |t: &str| t.contains(['<', '>', '≤', '≥']);
    if !(has_sign(original) && has_sign(rewrite)) {
        return None;
    }
    let (ours, theirs) = (signed_bounds(original), signed_bounds(rewrite));
    ours.iter().find_map(|(from, ceiling, figure)| {
        let same_side = |&&(_, c, f): &&(Range<usize>, bool, &str)| c == *ceiling && f == *figure;
        if theirs.iter().any(|t| same_side(&t)) {
            return None;
        }
        let turned = theirs
            .iter()
            .find(|(_, c, f)| c != ceiling && f == figure)?;
        Some(("bound direction changed", from.clone(), turned.0.clone()))
    })
}

/// Words that bound from below.
const FLOORS: &[&str] = &[
    "at least",
    "minimum",
    "no less than",
    "not less than",
    "no fewer than",
    "or more",
    "or longer",
    "≥",
    ">=",
];

/// Words that bound from above.
const CEILINGS: &[&str] = &[
    "at most",
    "maximum",
    "max",
    "no more than",
    "not more than",
    "up to",
    "or less",
    "or fewer",
    "≤",
    "<=",
];

/// "The rest break is at least 30 minutes after every 4 hours." -> "30 min break per 4 hrs,
/// at most": a bound of one direction only ("at least", "minimum") said by a rewrite with the
/// same number and a word of the other direction only ("at most", "max"): the bound turned
/// around. A rewrite saying both, or the original's own direction, or an original with a
/// negation ("can't ... more than 30 days"), is not read.
pub(super) fn bound_turned(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let original = o.text;
    let (o_floor, o_ceiling) = (o.holds_any_phrase(FLOORS), o.holds_any_phrase(CEILINGS));
    if o_floor == o_ceiling || negation_count(original) > 0 {
        return None;
    }
    let (r_floor, r_ceiling) = (r.holds_any_phrase(FLOORS), r.holds_any_phrase(CEILINGS));
    if r_floor == r_ceiling || r_floor == o_floor {
        return None;
    }
    let (ours, theirs) = (o.words(), r.words());
    let n = ours.iter().find(|(w, _)| {
        number_value(w).is_some_and(|v| theirs.iter().any(|(x, _)| number_value(x) == Some(v)))
    })?;
    let t = theirs
        .iter()
        .find(|(x, _)| number_value(x) == number_value(n.0))
        .map(|(_, r)| r.clone())?;
    Some((n.1.clone(), t))
}

/// The sides of the thresholds `text`'s conditions name ("if it goes above 13", "once the
/// tank is under 20%"): where the first word of each side ([`OVER`], [`UNDER`]) stands after a
/// word opening a condition ([`CONDITION_WORDS`]) in its clause, a figure or a number word
/// within the two words after it ("over the bridge", "once the shift is over" name none).
fn condition_sides(text: &str, ws: &[Word<'_>]) -> [Option<Range<usize>>; 2] {
    let mut sides = [None, None];
    for (i, (w, at)) in ws.iter().enumerate() {
        if !is_one_of(w, CONDITION_WORDS) {
            continue;
        }
        let end = clause_at(text, at.start).end;
        let clause = ws[i + 1..].iter().take_while(|(_, r)| r.end <= end);
        let clause: Vec<_> = clause.collect();
        for (j, (c, range)) in clause.iter().enumerate() {
            let side = if is_one_of(c, OVER) {
                0
            } else if is_one_of(c, UNDER) {
                1
            } else {
                continue;
            };
            let figure = clause[j + 1..].iter().take(2).any(|(x, _)| {
                x.starts_with(|d: char| d.is_ascii_digit()) || number_word_value(x).is_some()
            });
            if figure && sides[side].is_none() {
                sides[side] = Some(range.clone());
            }
        }
    }
    sides
}

/// "If the tank goes above 80%, open the drain." -> "Open the drain if it drops below 20%": a
/// condition's threshold of one side only ("above", "over", "exceeds") said by the rewrite's
/// conditions on the other side only ("below", "under"), the original saying no word of that
/// side anywhere: the act is asked on the other side of the threshold. A rewrite keeping the
/// side ("if it's over 80%"), saying both, or an original naming both sides ("keep it above
/// 5; if it falls below 5 ...") is not read.
pub(super) fn condition_side_turned(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // (A cheap screen: a word opening a condition in both, and a side word in each.)
    let screen = |t: &TextReading<'_>| {
        t.holds_any_phrase(CONDITION_WORDS)
            && (t.holds_any_phrase(OVER) || t.holds_any_phrase(UNDER))
    };
    if !(screen(o) && screen(r)) {
        return None;
    }
    let ours = condition_sides(o.text, o.words());
    let theirs = condition_sides(r.text, r.words());
    let side = match (&ours, &theirs) {
        ([Some(_), None], [None, Some(_)]) => 1,
        ([None, Some(_)], [Some(_), None]) => 0,
        _ => return None,
    };
    let other = if side == 1 { UNDER } else { OVER };
    if o.holds_any_phrase(other) {
        return None;
    }
    let from = ours[1 - side].clone()?;
    Some((from, theirs[side].clone()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A sign turned before the same figure: the corpus's shape and look-alikes; the sign
    /// kept in another spelling, an arrow, another figure are no change.
    #[test]
    fn sign_turned_round_is_read() {
        for (o, r) in [
            (
                "max_concurrent_jobs: 4  # must stay <= 4, PLC can't take more",
                "max_concurrent_jobs: 4  # must stay >= 4, PLC can't take more",
            ),
            ("queue_depth: 50 # keep ≤ 50", "queue_depth: 50 # keep ≥ 50"),
            ("Dose: < 2 mg per kg.", "Dose: > 2 mg per kg."),
            ("Retries >= 3 before paging.", "Retries <= 3 before paging."),
        ] {
            assert!(sign_turned(o, r).is_some(), "{o} -> {r}");
        }
        for (o, r) in [
            ("jobs: 4 # must stay <= 4", "jobs: 4 # must stay ≤4"),
            ("Keep jobs <= 4.", "Jobs ≤ 4, never > 4."),
            (
                "Alert when temp > 8 -> page on-call",
                "temp > 8 => page on-call",
            ),
            ("Keep jobs <= 4.", "Keep jobs >= 2."),
            ("Temp ≤ 8 °C.", "Fridge -> 8 °C max."),
        ] {
            assert!(sign_turned(o, r).is_none(), "{o} -> {r}");
        }
    }

    /// "at least" said as "at most" is reported; the same direction said again is not.
    #[test]
    fn bound_turned_around() {
        assert_reports(
            "bound direction changed",
            &[(
                "Cool-down is at least 10 minutes between sets.",
                "Cool-down: 10 min between sets, at most.",
            )],
        );
        // (The first is reported before this reading is asked, as a scope change.)
        assert_changed(&[
            (
                "The signaller's rest break is at least 30 minutes after every 4 hours on the panel.",
                "Signaller: 30 min break per 4 hrs on panel, at most.",
            ),
            (
                "Each shift ends with a handover of at most 15 minutes.",
                "Shift handover: 15 minutes minimum.",
            ),
        ]);
        assert_faithful(&[
            (
                "Cool-down is at least 10 minutes between sets.",
                "Cool-down: minimum 10 min between sets.",
            ),
            (
                "Each shift ends with a handover of at most 15 minutes.",
                "Handover ≤ 15 min per shift.",
            ),
        ]);
    }

    /// A condition's threshold said on the other side is reported; the same side, or an
    /// original naming both sides, is not.
    #[test]
    fn a_condition_turned_to_the_other_side() {
        assert_reports(
            "bound direction changed",
            &[(
                "Hold the brine between 3 and 6 percent; if it climbs above 6, add fresh water.",
                "Brine 3-6 percent; add fresh water if it falls below 3.",
            )],
        );
        assert_changed(&[(
            "When the hopper is over 40 kg, stop the auger.",
            "Stop the auger when the hopper is under 40 kg.",
        )]);
        assert_faithful(&[(
            "Hold the brine between 3 and 6 percent; if it climbs above 6, add fresh water.",
            "Brine 3-6 percent; add fresh water if it goes over 6.",
        )]);
        let reading = |o, r| condition_side_turned(&TextReading::new(o), &TextReading::new(r));
        // Both sides named by the original, or a side word naming no threshold.
        assert!(
            reading(
                "Keep it above 5; if it falls below 5, add salt; if it goes over 9, add water.",
                "Add water if it drops below 5."
            )
            .is_none()
        );
        assert!(
            reading(
                "Once you are over the bridge, wave.",
                "Wave once you are under 2 km from the bridge."
            )
            .is_none()
        );
    }
}
