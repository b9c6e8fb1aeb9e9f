//! A bound written with a sign ("<= 4", "≤ 50", "> 2") said in the rewrite with the sign of
//! the other side before the same figure (">= 4"): read from the two texts alone when nothing
//! else was found (session 42, pol42), for the bounds the rule comparison does not read (a
//! comment after a setting: "max_jobs: 4  # must stay <= 4").

use std::ops::Range;

/// A change read from the two texts alone: its kind and its ranges in the original and the
/// rewrite.
type Missed = (&'static str, Range<usize>, Range<usize>);

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
