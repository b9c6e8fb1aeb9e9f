//! A rule widened past a lesser case with "not just" ("cups must be rinsed between every
//! sample, not just between lots") said again without the wider case ("rinse cups between
//! lots"; pol52), and a thing a gate says does not count said as the gate ("a provisional
//! pass doesn't count" -> "on hold until the lab gives at least a provisional pass").

use std::ops::Range;

use super::is_one_of;
use super::words::{
    PREPOSITIONS, TextReading, Word, clause_at, is_content, is_negation, said_in, same_word,
};

/// The phrases that widen a rule past a lesser case ("..., not just between lots").
const NOT_JUST: &[&str] = &["not just", "not only", "not merely", "not simply"];

/// Words of a rewrite that keep the lesser case as one case among others, or say it is not
/// enough ("(not only between lots)", "panel check alone", "texting isn't enough").
const LESSER_KEPT_APART: &[&str] = &[
    "not just",
    "not only",
    "not merely",
    "alone",
    "enough",
    "also",
    "too",
    "as well",
    "both",
];

/// Prepositions a lesser case may open with, besides [`PREPOSITIONS`], to find the wider
/// case opening with the same one ("at the isolator, not just at the console").
const CASE_PREPOSITIONS: &[&str] = &["at", "in", "on", "between", "for", "to", "during", "by"];

/// "Tea tasters: cups must be rinsed with boiling water between every sample, not just
/// between lots." -> "Tea tasters: rinse cups with boiling water between lots.": the wider
/// case before ", not just" (a comma, a dash or a bracket before it) dropped by a rewrite that
/// keeps the rule (a content word of its part outside the two cases) and says neither "not
/// just" nor another word keeping the lesser case apart. The wider case is the phrase opening
/// with the lesser case's preposition ("between every sample"), or else the last content word
/// before the mark ("on every page, not just the last"). "Switch off blower before going
/// inside organ case" for "switched off at the isolator, not just at the console, before
/// anyone goes inside the organ case" drops "isolator" too. Reported "scope changed": the
/// wider case, and the rewrite.
pub(super) fn wider_case_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    // Screen: a "not just" in the original, none of the rewrite's words keeping it apart.
    let at = o.phrase_at(NOT_JUST)?;
    if r.holds_any_phrase(LESSER_KEPT_APART) {
        return None;
    }
    let text = o.text;
    if !text[..at]
        .trim_end()
        .ends_with([',', '\u{2014}', '\u{2013}', '(', '-'])
    {
        return None;
    }
    let ow = o.words();
    let n = ow.iter().position(|(_, w)| w.start == at)?;
    let lesser_clause = clause_at(text, ow.get(n + 1)?.1.end);
    let lesser: &[Word<'_>] =
        &ow[n + 2..][..ow[n + 2..].partition_point(|(_, w)| w.end <= lesser_clause.end)];
    if let Some(wider) = universal_before_the_lesser_head(&ow[..n], lesser) {
        let theirs = r.words();
        let head = lesser.last().map_or("", |(w, _)| *w);
        return (!theirs.iter().any(|(w, _)| is_one_of(w, UNIVERSALS))
            && theirs.iter().any(|(w, _)| same_word(w, head)))
        .then_some(("scope changed", wider, 0..r.text.len()));
    }
    let wider_clause = clause_at(text, ow[n.checked_sub(1)?].1.start);
    let first = ow.partition_point(|(_, w)| w.start < wider_clause.start);
    let before: &[Word<'_>] = &ow[first..n];
    let wider: &[Word<'_>] = match lesser.first() {
        Some((p, _)) if is_one_of(p, CASE_PREPOSITIONS) || is_one_of(p, PREPOSITIONS) => {
            let opens = before
                .iter()
                .rposition(|(w, _)| w.eq_ignore_ascii_case(p))?;
            &before[opens..]
        }
        _ => {
            let last = before.iter().rposition(|(w, _)| is_content(w))?;
            &before[last..]
        }
    };
    let is_case_word =
        |w: &str| is_content(w) && !lesser.iter().any(|(l, _)| l.eq_ignore_ascii_case(w));
    let wider_words: Vec<&Word<'_>> = wider.iter().filter(|(w, _)| is_case_word(w)).collect();
    let theirs = r.words();
    let says = |w: &str| said_in(theirs, r.text, w);
    if wider_words.is_empty() || wider_words.iter().any(|(w, _)| says(w)) {
        return None;
    }
    // The rule itself kept: a content word of the part outside the two cases.
    let part = super::words::part_holding(text, at)?;
    let kept = ow
        .iter()
        .filter(|(_, w)| part.start <= w.start && w.end <= part.end)
        .filter(|(_, w)| w.end <= wider[0].1.start || w.start >= lesser_clause.end)
        .any(|(w, _)| is_content(w) && says(w));
    kept.then(|| {
        let last = wider.last().map_or(at, |(_, w)| w.end);
        ("scope changed", wider[0].1.start..last, 0..r.text.len())
    })
}

/// The universal determiners a wider case may open with ("every dog").
const UNIVERSALS: &[&str] = &["every", "all", "each", "any"];

/// "Check every dog for ticks when it comes in, not just t'farm dogs": the wider case is a
/// universal determiner right before the lesser case's head noun, earlier in the original
/// (`before`, its words up to "not just"), when the lesser case is that noun with a modifier
/// ("farm dogs"). Its range ("every dog"). The rewrite that says the head with no universal
/// ("Tick check on farm dogs") narrows the rule to the lesser case (pol69c); "every dog, farm
/// dogs too" or "all dogs" keeps it.
fn universal_before_the_lesser_head(
    before: &[Word<'_>],
    lesser: &[Word<'_>],
) -> Option<Range<usize>> {
    let [.., (_, _), (head, _)] = lesser else {
        return None;
    };
    before.windows(2).rev().find_map(|pair| {
        (is_one_of(pair[0].0, UNIVERSALS) && same_word(pair[1].0, head))
            .then(|| pair[0].1.start..pair[1].1.end)
    })
}

/// The phrases that say a thing does not meet a gate ("a provisional pass doesn't count").
const DOES_NOT_COUNT: &[&str] = &[
    "doesn't count",
    "does not count",
    "don't count",
    "do not count",
    "won't count",
    "will not count",
    "isn't enough",
    "is not enough",
    "aren't enough",
    "are not enough",
    "isn't sufficient",
    "is not sufficient",
    "won't do",
];

/// Words that open a gate in a rewrite's clause ("until the lab gives ...").
const GATES: &[&str] = &[
    "until", "till", "til", "once", "after", "when", "if", "upon",
];

/// "Batch 7741 stays on QA hold until the full micro results are back — a provisional pass
/// from the lab doesn't count." -> "Batch 7741 on QA hold until the lab gives at least a
/// provisional pass.": the thing the original says does not count (its content words up to
/// its first preposition, "provisional pass") said after a gate word of a rewrite's clause
/// ("until", "once", "if"), with no negation between the two: what was refused made the gate.
/// "7741: QA hold till full micro results; provisional pass ≠ release." says it in a clause of
/// its own, no gate before it. Reported "condition dropped": the thing, and the rewrite's
/// gate.
pub(super) fn refused_thing_made_the_gate(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    // Screen: a "doesn't count" in the original, a gate word in the rewrite.
    let at = o.phrase_at(DOES_NOT_COUNT)?;
    if !r.holds_any_phrase(GATES) {
        return None;
    }
    let text = o.text;
    let clause = clause_at(text, at);
    let ow = o.words();
    let thing: Vec<&Word<'_>> = ow
        .iter()
        .filter(|(_, w)| clause.start <= w.start && w.end <= at)
        .take_while(|(w, _)| !is_one_of(w, PREPOSITIONS) && !is_one_of(w, CASE_PREPOSITIONS))
        .filter(|(w, _)| is_content(w))
        .collect();
    let (head, _) = thing.last()?;
    let theirs = r.words();
    theirs.iter().enumerate().find_map(|(j, (w, place))| {
        if !super::words::same_word(w, head) {
            return None;
        }
        let c = clause_at(r.text, place.start);
        let ahead = theirs[..j]
            .iter()
            .rev()
            .take_while(|(_, p)| p.start >= c.start);
        let mut gate = None;
        for (v, p) in ahead {
            if is_negation(v) {
                return None;
            }
            if gate.is_none() && is_one_of(v, GATES) {
                gate = Some(p.start);
            }
        }
        let gate = gate?;
        let all_said = thing.iter().all(|(t, _)| said_in(&theirs[..=j], r.text, t));
        let from = thing[0].1.start..thing.last()?.1.end;
        all_said.then_some(("condition dropped", from, gate..place.end))
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful, assert_reports};

    /// Session 69 (pol69c): the wider case a universal before the lesser case's head noun
    /// ("every dog ..., not just t'farm dogs"): the rewrite saying the lesser case alone
    /// narrows; one keeping a universal, or no "not just", does not.
    #[test]
    fn universal_wider_case_dropped() {
        let o = "Check every dog for ticks when it comes in, not just t'farm dogs — they're bad \
                 this year.";
        assert_reports(
            "scope changed",
            &[(o, "Tick check on farm dogs when they come in (bad year).")],
        );
        assert_faithful(&[
            (
                o,
                "Tick check on every dog when it comes in, farm dogs too (bad year).",
            ),
            (
                o,
                "Check all dogs for ticks when they come in, not just farm dogs (bad year).",
            ),
            (
                "Check every dog for ticks when it comes in.",
                "Tick check on every dog when it comes in.",
            ),
        ]);
    }

    /// The wider case before "not just" dropped, the lesser kept or not, is reported; kept,
    /// or the lesser case kept apart, it is not.
    #[test]
    fn wider_case_dropped() {
        let tea = "Tea tasters: cups must be rinsed with boiling water between every sample, not \
                   just between lots.";
        let blower = "The blower must be switched off at the isolator, not just at the console, \
                      before anyone goes inside the organ case.";
        assert_reports(
            "scope changed",
            &[(
                tea,
                "Tea tasters: rinse cups with boiling water between lots.",
            )],
        );
        assert_changed(&[(blower, "Switch off blower before going inside organ case.")]);
        assert_faithful(&[
            (
                tea,
                "Tasting: boiling-water rinse between every sample (not only between lots).",
            ),
            (
                tea,
                "Tea tasters: rinse cups in boiling water between each sample.",
            ),
            (
                blower,
                "Switch the blower off at the isolator before anyone goes inside the organ case.",
            ),
        ]);
    }

    /// What the original says does not count said as the rewrite's gate is reported; said
    /// apart, or negated, it is not.
    #[test]
    fn refused_thing_made_the_gate() {
        let batch = "Batch 7741 stays on QA hold until the full micro results are back — a \
                     provisional pass from the lab doesn't count.";
        assert_reports(
            "condition dropped",
            &[(
                batch,
                "Batch 7741 on QA hold until the lab gives at least a provisional pass.",
            )],
        );
        assert_faithful(&[(
            batch,
            "7741 on hold until full micro results are in, not on a provisional pass.",
        )]);
    }
}
