//! Places a rule keeps an act away from: "away from the bedside" dropped while the place stays
//! (the act now done there), or said again as "anywhere but at the bedside".

use super::extract::{Clause, Word};
use super::{is_one_of, stems};

/// Word `w` of `text` is "away" and "from" follows it: a place the act is kept from.
fn away_from(text: &str, w: &Word) -> bool {
    text.get(w.range.clone())
        .is_some_and(|t| t.eq_ignore_ascii_case("away"))
        && text
            .get(w.range.end..)
            .and_then(|rest| rest.split_whitespace().next())
            .is_some_and(|next| next.eq_ignore_ascii_case("from"))
}

/// Words that keep a place apart from the rest before it names it ("anywhere but at the
/// bedside", "except", "other than", "only", "outside", "elsewhere", "out of"), or keep the
/// motion from it ("never take the laptop from the office": "take away" said as "take").
const CONTRASTS: &[&str] = &[
    "away",
    "but",
    "except",
    "than",
    "only",
    "outside",
    "beyond",
    "elsewhere",
    "besides",
    "apart",
    "anywhere",
    "nowhere",
    "off",
    "out",
    "from",
];

/// The missing word of `missing` that is "away" before "from" in the original's sentence,
/// when the rewrite's sentence `r` says the place after it again with no word that keeps it
/// apart ([`CONTRASTS`]) among the three before it: "Samples must not be labelled away from
/// the bedside" -> "Don't label samples at the bedside" (the ban now on the one place it
/// allowed; corpus31b f05's changed look-alike).
pub(super) fn away_from_dropped<'o>(
    (original, o): (&str, &Clause),
    missing: &[&'o Word],
    (rewrite, r): (&str, &Clause),
) -> Option<&'o Word> {
    let away = missing.iter().find(|m| away_from(original, m))?;
    let place = o.words.iter().find(|w| w.range.start > away.range.end)?;
    let said = r
        .words
        .iter()
        .find(|x| stems::stems_match(&x.stem, &place.stem))?;
    let lead = rewrite.get(r.range.start..said.range.start).unwrap_or("");
    let apart = lead
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .rev()
        .take(4)
        .any(|w| is_one_of(w, CONTRASTS));
    (!apart).then_some(*away)
}

/// "away from X" of a ban said "anywhere but X" ("anywhere other than X", "anywhere besides
/// X"): "must not be labelled away from the bedside" = "don't label ... anywhere but at the
/// bedside" (corpus31b f05). The missing "away" and the new "anywhere" are the same place
/// said from the other side; their positions in `missing` and `new`.
pub(super) fn away_from_said_as_anywhere_but(
    original: &str,
    missing: &[&Word],
    rewrite: &str,
    new: &[&Word],
) -> Option<(usize, usize)> {
    let m = missing.iter().position(|m| away_from(original, m))?;
    let n = new.iter().position(|n| {
        rewrite
            .get(n.range.clone())
            .is_some_and(|t| t.eq_ignore_ascii_case("anywhere"))
            && rewrite
                .get(n.range.end..)
                .and_then(|rest| rest.split_whitespace().next())
                .is_some_and(|next| is_one_of(next, &["but", "besides", "other"]))
    })?;
    Some((m, n))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A ban "away from X" said "anywhere but X" (corpus31b f05) is faithful; said "at X"
    /// (the one place it allowed), or with another place, is not.
    #[test]
    fn away_from_said_as_anywhere_but() {
        let o = "Blood samples must not be labelled away from the patient's bedside.";
        assert_faithful(&[
            (
                o,
                "Don't label blood samples anywhere but at the patient's bedside.",
            ),
            (
                o,
                "Never label blood samples away from the patient's bedside.",
            ),
            (
                "Don't take the laptop away from the office.",
                "Never take the laptop from the office.",
            ),
        ]);
        assert_changed(&[
            (o, "Don't label blood samples at the patient's bedside."),
            (
                o,
                "Don't label blood samples anywhere but at the nurses' station.",
            ),
            (
                o,
                "Label blood samples anywhere but at the patient's bedside.",
            ),
            (
                o,
                "Don't label urine samples anywhere but at the patient's bedside.",
            ),
            (
                "Samples must not be labelled away from the bedside.",
                "Don't label samples at the bedside.",
            ),
            (
                "Don't take the laptop away from the office.",
                "Don't take the laptop to the office.",
            ),
        ]);
    }

    /// "stays out of" = "keep ... out of" (corpus32 fa77): the same ban, its date on the same
    /// side. "stays in", the date turned or moved, another place are still reported.
    #[test]
    fn staying_out_of_is_kept_out_of() {
        let o = "Joel: keep the rye starter out of the walk-in until Monday.";
        assert_faithful(&[(o, "Rye starter stays out of walk-in until Mon.")]);
        assert_changed(&[
            (o, "Rye starter stays in walk-in until Mon."),
            (o, "Rye starter stays out of walk-in after Mon."),
            (o, "Rye starter stays out of walk-in until Tue."),
            (o, "Rye starter stays out of fridge until Mon."),
        ]);
    }
}
