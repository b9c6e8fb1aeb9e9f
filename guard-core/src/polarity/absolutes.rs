//! A rule said to hold without exception ("under any circumstances", "full stop", "no
//! exceptions") said in the rewrite with the absolute replaced by a qualifier, the rest kept
//! ("under normal circumstances", "... past the fence unleashed"): the rule now holds only
//! in some cases. Read from the two texts alone when nothing else was found (session 42,
//! pol42).

use super::Missed;
use super::exceptions::EXCEPTING;
use super::only_conditions::content;
use super::words::{
    NEGATIONS, TextReading, Word, WordKey, is_content, is_negation, part_holding, parts, same_word,
};
use crate::classify::lexicon::is_one_of;

/// Phrases that say a rule holds in every case.
const ABSOLUTES: &[&str] = &[
    "under any circumstances",
    "in any circumstances",
    "full stop",
    "no exceptions",
    "without exception",
    "whatsoever",
    "no matter what",
    "at all times",
    "in all cases",
    "in every case",
    "under no circumstances",
    "in no circumstances",
    "on no account",
];

/// Words of a rewrite's qualifier that keep or widen the rule ("ever", "incl. puppies",
/// "even at night", "whatever the shot firer says", "closed throughout", "(mandatory)").
const WIDENS: &[&str] = &[
    "ever",
    "always",
    "all",
    "every",
    "any",
    "incl",
    "including",
    "included",
    "even",
    "also",
    "too",
    "regardless",
    "whatever",
    "whoever",
    "everyone",
    "everybody",
    "anyone",
    "anybody",
    "throughout",
    "constantly",
    "continuously",
    "mandatory",
    "compulsory",
    "obligatory",
    "required",
    "must",
];

/// Words that hedge a rule ("under normal circumstances", "usually").
const HEDGES: &[&str] = &[
    "normal",
    "normally",
    "usual",
    "usually",
    "generally",
    "typically",
    "ordinary",
    "ordinarily",
    "most",
    "possible",
    "ideally",
];

/// The index past the last word of `phrase` when `ws` says it from `k` (case aside).
fn phrase_end(ws: &[Word<'_>], k: usize, phrase: &str) -> Option<usize> {
    let mut end = k;
    for p in phrase.split(' ') {
        if !ws.get(end).is_some_and(|(w, _)| w.eq_ignore_ascii_case(p)) {
            return None;
        }
        end += 1;
    }
    Some(end)
}

/// "Payroll runs are not to be kicked off on a bank holiday under any circumstances." -> "...
/// on a bank holiday under normal circumstances.", "Dogs aren't allowed past the
/// predator-proof fence, full stop." -> "... past the predator-proof fence unleashed.": an
/// absolute of the original ([`ABSOLUTES`]), the content word before it in its sentence said
/// in the rewrite and followed, in the rewrite's sentence, by a content word the original
/// never says, no absolute in the rewrite and no word that keeps the rule whole ([`WIDENS`],
/// a negation): a qualifier took the absolute's place ("modality weakened" when it hedges,
/// [`HEDGES`]). "... past the fence, full stop." -> "No dogs past the fence, ever.", "No dogs
/// past the fence." and "... past the fence (no exceptions)" keep it.
pub(super) fn absolute_qualified(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // (A cheap screen: an absolute in the original, none in the rewrite.)
    if !o.holds_any_phrase(ABSOLUTES) || r.holds_any_phrase(ABSOLUTES) {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    (0..ows.len()).find_map(|k| {
        let end = ABSOLUTES.iter().find_map(|p| phrase_end(ows, k, p))?;
        let part = part_holding(o.text, ows[k].1.start)?;
        let before = (0..k)
            .rev()
            .take_while(|&m| ows[m].1.start >= part.start)
            .find(|&m| is_content(ows[m].0))?;
        let m = (0..rws.len())
            .rev()
            .find(|&m| same_word(rws[m].0, ows[before].0))?;
        let rpart = part_holding(r.text, rws[m].1.start)?;
        let tail: Vec<&Word<'_>> = rws[m + 1..]
            .iter()
            .take_while(|(_, x)| x.end <= rpart.end)
            .collect();
        if tail
            .iter()
            .any(|(w, _)| is_one_of(w, WIDENS) || is_negation(w))
        {
            return None;
        }
        let new = tail.iter().find(|(w, _)| {
            is_content(w)
                && !ows[..k]
                    .iter()
                    .chain(&ows[end..])
                    .any(|(x, _)| same_word(x, w))
        })?;
        let what = if tail.iter().any(|(w, _)| is_one_of(w, HEDGES)) {
            "modality weakened"
        } else {
            "scope changed"
        };
        Some((what, ows[k].1.start..ows[end - 1].1.end, new.1.clone()))
    })
}

/// Phrases that let a rule off when the doer sees fit ("unless needed").
const AS_NEEDED: &[&str] = &[
    "if needed",
    "if necessary",
    "if required",
    "when needed",
    "where necessary",
    "as needed",
    "as necessary",
];

/// "Under no circumstances is the safety curtain to be raised during Tuesday's test." ->
/// "Tue test: avoid raising safety curtain unless needed.": a rule the original says holds
/// in every case ([`ABSOLUTES`]) given an exception by the rewrite (a word of
/// [`EXCEPTING`], or a phrase of [`AS_NEEDED`]) where the original makes none and the
/// rewrite keeps no absolute (pol53, s53b-p011). "... must NOT be raised, no exceptions" and
/// "Never raise it unless the fire officer says so" -> "No raising unless fire officer OKs"
/// keep the rule as it was.
pub(super) fn exception_to_an_absolute(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // (A cheap screen: an absolute in the original, none in the rewrite.)
    if !o.holds_any_phrase(ABSOLUTES) || r.holds_any_phrase(ABSOLUTES) {
        return None;
    }
    let excepting = |t: &TextReading<'_>| {
        t.words()
            .iter()
            .find(|(w, _)| is_one_of(w, EXCEPTING))
            .map(|(_, at)| at.clone())
            .or_else(|| {
                // (Lower-cased once, only when no excepting word was found.)
                let lower = t.text.to_ascii_lowercase();
                AS_NEEDED
                    .iter()
                    .find_map(|p| lower.find(p).map(|at| at..at + p.len()))
            })
    };
    if excepting(o).is_some() {
        return None;
    }
    let to = excepting(r)?;
    let ows = o.words();
    let from = (0..ows.len()).find_map(|k| {
        ABSOLUTES
            .iter()
            .find_map(|p| phrase_end(ows, k, p))
            .map(|end| ows[k].1.start..ows[end - 1].1.end)
    })?;
    Some(("exception added", from, to))
}

/// Words that keep a ban in a rewrite's sentence.
const BANS: &[&str] = &[
    "ban",
    "banned",
    "forbidden",
    "prohibited",
    "off-limits",
    "zero",
    "avoid",
];

/// "Episodes have to be clean — no swearing, bleeped or otherwise." -> "Keep swearing
/// bleeped.": a ban of a thing in every form ("no X, Y or otherwise", "Y or not") said again
/// by a sentence of the rewrite that names the thing and the form but holds no negation and
/// no word of a ban: the negation dropped, the form the ban covered let through. "No
/// swearing, not even bleeped" keeps it.
pub(super) fn ban_of_every_form_softened(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<Missed> {
    if !o.holds_any_phrase(&["or otherwise", "or not"]) {
        return None;
    }
    let ws = o.words();
    let or = ws.windows(2).position(|w| {
        w[0].0.eq_ignore_ascii_case("or") && is_one_of(w[1].0, &["otherwise", "not"])
    })?;
    let form = ws.get(or.checked_sub(1)?).filter(|(w, _)| is_content(w))?;
    let no = ws[..or - 1]
        .iter()
        .rposition(|(w, _)| is_one_of(w, NEGATIONS))?;
    let thing = content(&ws[no + 1..or - 1]);
    let thing = thing.first()?;
    let (rw, keys) = (r.words(), r.keys());
    let (form_key, thing_key) = (WordKey::of(form.0), WordKey::of(thing.0));
    parts(r.text).into_iter().find_map(|p| {
        let from = rw.partition_point(|(_, x)| x.start < p.start);
        let to = rw.partition_point(|(_, x)| x.start < p.end);
        let (pw, pk) = (&rw[from..to], &keys[from..to]);
        let negated = pw
            .iter()
            .any(|(w, _)| is_one_of(w, NEGATIONS) || is_one_of(w, BANS) || w.ends_with("n't"));
        (!negated && pk.iter().any(|k| k.same(&form_key)) && pk.iter().any(|k| k.same(&thing_key)))
            .then(|| ("negation dropped", ws[no].1.start..ws[or + 1].1.end, p))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// An exception given to a rule the original says holds in every case is reported; the
    /// absolute kept ("no exceptions") or said as "never" is not (pol53, s53b-p011).
    #[test]
    fn exception_to_an_absolute() {
        let hatch = "Under no circumstances is the loading hatch to be opened during the \
                     Thursday pressure test.";
        assert_changed(&[
            (
                hatch,
                "Thu pressure test: avoid opening loading hatch unless needed.",
            ),
            (
                hatch,
                "Thu pressure test: loading hatch stays shut except in an emergency.",
            ),
        ]);
        assert_faithful(&[
            (
                hatch,
                "Thu pressure test: loading hatch must NOT be opened, no exceptions.",
            ),
            (hatch, "Thu pressure test: never open the loading hatch."),
        ]);
    }

    fn qualified(o: &str, r: &str) -> Option<&'static str> {
        absolute_qualified(&TextReading::new(o), &TextReading::new(r)).map(|m| m.0)
    }

    /// An absolute replaced by a qualifier: the corpus's shapes and look-alikes in other
    /// words and domains; the absolute dropped alone, kept, or said again in other words is
    /// no change.
    #[test]
    fn absolute_replaced_by_a_qualifier_is_read() {
        for (o, r, what) in [
            (
                "Payroll runs are not to be kicked off on a bank holiday under any circumstances.",
                "Payroll runs are not to be kicked off on a bank holiday under normal circumstances.",
                "modality weakened",
            ),
            (
                "Dogs aren't allowed past the predator-proof fence, full stop.",
                "Dogs aren't allowed past the predator-proof fence unleashed.",
                "scope changed",
            ),
            (
                "Visitors wear hard hats on the gantry at all times.",
                "Visitors wear hard hats on the gantry during lifts.",
                "scope changed",
            ),
            (
                "No food in the reading room, no exceptions.",
                "No food in the reading room unless wrapped.",
                "scope changed",
            ),
            (
                "Never prop the fire door open under any circumstances.",
                "Never prop the fire door open, usually.",
                "modality weakened",
            ),
        ] {
            assert_eq!(qualified(o, r), Some(what), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Dogs aren't allowed past the predator-proof fence, full stop.",
                "No dogs past the fence, ever.",
            ),
            (
                "Dogs aren't allowed past the predator-proof fence, full stop.",
                "No dogs past the predator-proof fence.",
            ),
            (
                "Dogs aren't allowed past the fence, full stop.",
                "Dogs aren't allowed past the fence (no exceptions).",
            ),
            (
                "Payroll runs are not to be kicked off on a bank holiday under any circumstances.",
                "Never start payroll on a bank holiday.",
            ),
            (
                "Visitors wear hard hats on the gantry at all times.",
                "Hard hats on the gantry, always, incl. visitors.",
            ),
            (
                "No food in the reading room, no exceptions.",
                "No food in the reading room, not even snacks.",
            ),
            (
                "Outboards should be flushed with fresh water after every trip, no exceptions.",
                "Outboards: freshwater flush after every trip (mandatory; co-op rule).",
            ),
        ] {
            assert_eq!(qualified(o, r), None, "{o} -> {r}");
        }
    }
}
