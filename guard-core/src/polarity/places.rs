//! Places a rule keeps an act away from: "away from the bedside" dropped while the place stays
//! (the act now done there), or said again as "anywhere but at the bedside".

use super::extract::{Clause, Word};
use super::only_after::{clause_from, covered, is_negation};
use super::words::{TextReading, WordKey, is_content, part_holding, same_word, words};
use super::{is_one_of, stems};
use std::ops::Range;

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

/// The searchers of [`closed_to_added`]'s two phrases, built once (`str::find` builds its
/// searcher at every call, and the check asks every pair).
static CLOSED_TO: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new("closed to "));
/// The second of [`CLOSED_TO`]'s pair.
static OFF_LIMITS_TO: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new("off-limits to "));

/// "Let guests use the drying room after 22:00." -> "Drying room: closed to guests after
/// 22:00.": the rewrite closes a place to a group ("closed to", "off-limits to") the original
/// lets in, with no word of a ban or a closing anywhere: a negation added. "Don't let guests
/// use ..." is a ban ([`closed_to_for_do_not_let`]).
pub(super) fn closed_to_added(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    let at = CLOSED_TO
        .find(rewrite.as_bytes())
        .or_else(|| OFF_LIMITS_TO.find(rewrite.as_bytes()))?;
    let ours = words(original, 0..original.len());
    let bans = ours.iter().any(|(w, _)| {
        is_negation(w)
            || is_one_of(
                w,
                &[
                    "closed",
                    "close",
                    "shut",
                    "off-limits",
                    "forbidden",
                    "banned",
                    "prohibited",
                    "barred",
                    "only",
                ],
            )
    });
    if bans {
        return None;
    }
    let t = part_holding(rewrite, at)?;
    Some((0..original.len(), t))
}

/// "Don't let guests use the drying room after 22:00" -> "Drying room: closed to guests after
/// 22:00": a ban on letting a group use a place said as the place closed to the group, the
/// rewrite's clause saying nothing the original's part does not. "open to guests", "closed to
/// staff", "after 23:00", or an original that lets them are still reported.
pub(super) fn closed_to_for_do_not_let(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(at) = rewrite.find("closed to ") else {
        return false;
    };
    let Some(p) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, p);
    let Some(t) = part_holding(rewrite, at) else {
        return false;
    };
    let clause = t.start..clause_from(rewrite, at).end;
    let theirs = words(rewrite, clause);
    let Some(k) = theirs.iter().position(|(_, r)| r.start == at) else {
        return false;
    };
    let Some((group, _)) = theirs.get(k + 2) else {
        return false;
    };
    let lets = ours.windows(3).enumerate().any(|(i, w)| {
        is_one_of(w[0].0, &["let", "allow"])
            && (same_word(w[1].0, group)
                || w[1].0.eq_ignore_ascii_case("the") && same_word(w[2].0, group))
            && ours[..i].iter().rev().take(2).any(|(x, _)| is_negation(x))
    });
    let rest: Vec<super::words::Word<'_>> = theirs
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != k)
        .map(|(_, w)| w.clone())
        .collect();
    lets && covered(&rest, &ours)
}

/// Words that say a ban covers every place.
const EVERYWHERE: &[&str] = &["anywhere", "everywhere"];

/// Words of a rewrite that keep a ban everywhere.
const WHOLE: &[&str] = &[
    "anywhere",
    "everywhere",
    "all",
    "any",
    "whole",
    "entire",
    "throughout",
    "site-wide",
    "venue-wide",
];

/// "No glass anywhere in the venue tonight — bars, green rooms, everywhere." -> "No glass at
/// the bars tonight.": a ban "anywhere" ("everywhere") in a place, said by a rewrite that
/// keeps none of the words that cover every place nor the place itself, but puts the ban
/// "at" ("in", "on") one of the places the original lists after it: the scope narrowed.
/// "No glass in the venue" is the same ban.
pub(super) fn everywhere_narrowed_to_a_listed_place(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !o.holds_any_phrase(EVERYWHERE) || r.holds_any_phrase(WHOLE) {
        return None;
    }
    let ours = o.words();
    let u = ours.iter().position(|(w, _)| is_one_of(w, EVERYWHERE))?;
    // "anywhere in the venue", not "anywhere other than the bay".
    if !ours
        .get(u + 1)
        .is_some_and(|(w, _)| is_one_of(w, &["in", "on", "at", "across", "around", "within"]))
    {
        return None;
    }
    // The place "anywhere" is said of ("in the venue"), and those listed after it.
    let whole = ours[u + 1..(u + 4).min(ours.len())]
        .iter()
        .find(|(w, _)| is_content(w))?;
    let whole_key = WordKey::of(whole.0);
    let theirs = r.words();
    let their_keys: Vec<WordKey> = theirs.iter().map(|(w, _)| WordKey::of(w)).collect();
    if their_keys.iter().any(|k| k.same(&whole_key)) {
        return None;
    }
    let after_whole = ours.iter().position(|w| w.1 == whole.1)? + 1;
    let listed: Vec<(WordKey, &super::words::Word<'_>)> = ours[after_whole..]
        .iter()
        .filter(|(w, _)| is_content(w) && !is_one_of(w, EVERYWHERE))
        .map(|w| (WordKey::of(w.0), w))
        .collect();
    theirs.iter().enumerate().find_map(|(j, (w, _))| {
        if !is_one_of(w, &["at", "in", "on"]) {
            return None;
        }
        let n = (j + 1..(j + 3).min(theirs.len())).find(|&n| is_content(theirs[n].0))?;
        listed
            .iter()
            .find(|(key, _)| key.same(&their_keys[n]))
            .map(|(_, o)| (o.1.clone(), theirs[n].1.clone()))
    })
}

/// "Intake hose stays out the window, pointing away from the car park" -> "intake hose out the
/// window toward the car park": a place the original keeps a thing "away from" said as the
/// way it points ("toward", "towards" and the place's first content word within three words),
/// and "away" said nowhere in the rewrite: the way turned (pol57).
pub(super) fn away_from_said_toward(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<super::Missed> {
    // Screen: "away from" in the original, "toward" and no "away" in the rewrite.
    if !o.holds_ignoring_case("away from")
        || !r.holds_ignoring_case("toward")
        || r.holds_ignoring_case("away")
    {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    let k = (1..ows.len()).find(|&k| {
        ows[k - 1].0.eq_ignore_ascii_case("away") && ows[k].0.eq_ignore_ascii_case("from")
    })?;
    let place = ows[k + 1..].iter().find(|(w, _)| is_content(w))?;
    let m = rws
        .iter()
        .position(|(w, _)| is_one_of(w, &["toward", "towards"]))?;
    let said = rws[m + 1..]
        .iter()
        .take(3)
        .find(|(w, _)| same_word(w, place.0))?;
    Some((
        "scope changed",
        ows[k - 1].1.start..place.1.end,
        rws[m].1.start..said.1.end,
    ))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use crate::polarity::tests::assert_reports;

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

    /// "Don't let guests use the drying room after 22:00" = "Drying room: closed to guests
    /// after 22:00"; another time, group, "open", or an original that lets them in are still
    /// reported (the last as a negation added).
    #[test]
    fn a_ban_on_letting_a_group_in_said_as_closed_to_it() {
        let o = "Don't let guests use the drying room after 22:00, no more than two people in it at a time, and the stove is never left lit when the hut's unattended.";
        assert_faithful(&[(
            o,
            "Drying room: closed to guests after 22:00, max 2 at a time. Stove: never lit when hut unattended.",
        )]);
        let o = "Don't let guests use the drying room after 22:00.";
        assert_changed(&[
            (o, "Drying room: closed to guests after 23:00."),
            (o, "Drying room: closed to staff after 22:00."),
            (o, "Drying room: open to guests after 22:00."),
            (o, "Drying room and sauna: closed to guests after 22:00."),
        ]);
        assert_reports(
            "negation added",
            &[(
                "Let guests use the drying room after 22:00.",
                "Drying room: closed to guests after 22:00.",
            )],
        );
    }

    /// A place kept "away from" said as the way a thing points ("toward" it) is reported;
    /// the place kept away, or another place pointed at, is not (pol57, s57a-p054).
    #[test]
    fn away_from_a_place_said_toward_it() {
        let o = "Generator bay:\n- Muffs on when it's running\n- Exhaust pipe stays out the \
                 door, pointing away from the kennels";
        assert_reports(
            "scope changed",
            &[(
                o,
                "Generator bay: muffs while running; exhaust out the door toward the kennels.",
            )],
        );
        assert_faithful(&[(
            o,
            "Generator bay: muffs while running; exhaust out the door, away from the kennels.",
        )]);
        let o = "Exhaust pipe stays out the door, pointing away from the kennels toward the field.";
        assert_faithful(&[(o, "Exhaust pipe out the door toward the field.")]);
    }

    /// A ban "anywhere" narrowed to one of the places it lists is reported; the ban kept
    /// over the whole place is not.
    #[test]
    fn everywhere_narrowed_to_a_listed_place() {
        assert_reports(
            "scope changed",
            &[
                (
                    "No glass anywhere in the venue tonight — bars, green rooms, everywhere.",
                    "No glass at the bars tonight.",
                ),
                (
                    "No phones anywhere on the ward: bays, side rooms and the day room.",
                    "No phones in the side rooms.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "No glass anywhere in the venue tonight — bars, green rooms, everywhere.",
                "Venue: no glass anywhere tonight.",
            ),
            (
                "No phones anywhere on the ward: bays, side rooms and the day room.",
                "No phones anywhere on the ward (bays, side rooms, day room).",
            ),
        ]);
    }
}
