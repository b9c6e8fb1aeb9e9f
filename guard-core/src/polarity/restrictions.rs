//! A restriction on a noun ("never prescribe over the phone for a patient we haven't seen in
//! the last year") said by the rewrite as a condition ("... if patient not seen in 12 mo").

use super::extract::{Clause, Facts};
use super::{extract, is_one_of, stems};
use smallvec::SmallVec;
use std::ops::Range;

/// Every content word of `r`, its label's too, is a word of the original (`before`), or a
/// word of leave ("OK", "fine", "allowed"): the rewrite names nothing the original does not.
pub(super) fn every_word_known(r: &Clause, before: &Facts) -> bool {
    let stems = before.stems();
    let known = |stem: &stems::Stem| {
        stems.has(stem) || matches!(stem.as_str(), "ok" | "fine" | "allowe" | "allow")
    };
    r.words.iter().all(|w| known(&w.stem)) && r.label_words.iter().all(known)
}

/// The most content words and numbers a condition restating a restriction
/// ([`restriction_said_as_if`]) may have.
const MAX_RESTRICTION_ITEMS: usize = 6;

/// The rewrite's "if" at `range` of `r` states as a condition what the original's sentence
/// `o` says as a restriction on a noun, after "for", "with", "to" or "on": "Never prescribe
/// over the phone for a patient we haven't seen in the last 12 months" -> "No phone
/// prescriptions if patient not seen in last 12 mo" (s30-r122), "economy for flights under
/// six hours" -> "economy if flight < 6h" (s13-r100-F8). Every content word and number of
/// the condition (up to its clause's end, [`MAX_RESTRICTION_ITEMS`] at most) is in that
/// phrase (which ends at a comma, a semicolon, "and" or "or"), and the phrase is negated
/// exactly when the condition is. Not "Log the reading and call the vet" -> "Log the reading
/// if you call the vet" (no restriction), nor a condition naming a word the phrase does not,
/// nor one whose negation went, nor a rule whose own negation (before the "if") went:
/// "Phone prescriptions OK if patient not seen ..." lifts the ban. Each side is given with the text its ranges point into.
pub(super) fn restriction_said_as_if(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
    range: &Range<usize>,
) -> bool {
    if !rewrite
        .get(range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("if"))
        // The rule's own negation kept before the condition.
        || o.negation.is_some()
            != r.negation.as_ref().is_some_and(|n| n.start < range.start)
    {
        return false; // most added conditions end here
    }
    let Some(sentence) = original.get(o.range.clone()) else {
        return false;
    };
    let clause_end = |text: &str, from: usize, to: usize| {
        text.get(from..to)
            .and_then(|t| t.find([',', ';', '.', '\n', '(', '—', '→']))
            .map_or(to, |k| from + k)
    };
    let end = clause_end(rewrite, range.end, r.range.end);
    let inside = |x: &Range<usize>| x.start >= range.end && x.end <= end;
    let words: SmallVec<[&extract::Word; 8]> =
        r.words.iter().filter(|w| inside(&w.range)).collect();
    let numbers = r.numbers.iter().filter(|n| inside(&n.range));
    if words.is_empty() || words.len() + numbers.clone().count() > MAX_RESTRICTION_ITEMS {
        return false;
    }
    // The restriction: from a preposition after a word to the phrase's end.
    let lower = sentence.to_ascii_lowercase();
    let Some(start) = [" for ", " with ", " to ", " on "]
        .iter()
        .filter_map(|p| lower.find(p))
        .min()
    else {
        return false;
    };
    let mut stop = clause_end(sentence, start, sentence.len());
    for joint in [" and ", " or "] {
        if let Some(k) = lower.get(start..stop).and_then(|t| t.find(joint)) {
            stop = start + k;
        }
    }
    let (from, to) = (o.range.start + start, o.range.start + stop);
    let in_phrase = |x: &Range<usize>| x.start >= from && x.end <= to;
    let named = words.iter().all(|w| {
        o.words
            .iter()
            .any(|x| in_phrase(&x.range) && stems::stems_match(&x.stem, &w.stem))
    });
    let counted = numbers.clone().all(|n| {
        o.numbers
            .iter()
            .any(|x| in_phrase(&x.range) && x.value == n.value)
    });
    let negated = |t: &str| {
        t.split(|c: char| !(c.is_ascii_alphabetic() || c == '\'' || c == '’'))
            .any(|w| {
                is_one_of(w, &["not", "no", "never", "without", "nobody", "none"])
                    || w.ends_with("n't")
                    || w.ends_with("n’t")
            })
    };
    let same_negation = negated(lower.get(start..stop).unwrap_or(""))
        == negated(rewrite.get(range.end..end).unwrap_or(""));
    named && counted && same_negation
}

/// How many words after a ban's noun must follow it in both texts for the rewrite's sentence
/// to be the original's ([`ban_narrowed_by_a_modifier`]).
const BAN_WORDS_KEPT: usize = 3;

/// "No offcuts in the burn bin. Oak goes to the joinery." -> "No oak offcuts in the burn
/// bin.": a ban opening with "No" said again with a content word set between "No" and its
/// noun, every other word of the ban kept in order (its noun and at least [`BAN_WORDS_KEPT`]
/// words after it, or all of them), the modifier not said there in the original: the ban now
/// covers only a kind of the thing (pol63), "scope changed". A word of the original's other
/// sentences ("Oak goes to ...") is no word of the ban. "No offcuts of any kind" keeps it.
pub(super) fn ban_narrowed_by_a_modifier(
    o: &super::words::TextReading<'_>,
    r: &super::words::TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    use super::words::is_content;
    // (A cheap screen first: "no " in both texts.)
    if !o.holds_ignoring_case("no ") || !r.holds_ignoring_case("no ") {
        return None;
    }
    // The words of each part of `t` that opens with "No".
    fn bans<'t>(t: &super::words::TextReading<'t>) -> SmallVec<[Vec<super::words::Word<'t>>; 4]> {
        t.parts()
            // (Only a part whose first word may be "No" is cut into words.)
            .filter(|p| {
                t.text.get(p.clone()).is_some_and(|part| {
                    super::opens_with_word(
                        part.trim_start_matches(|c: char| !c.is_alphanumeric()),
                        "no",
                    )
                })
            })
            .map(|p| super::words::words(t.text, p))
            .filter(|ws| {
                ws.first()
                    .is_some_and(|(w, _)| w.eq_ignore_ascii_case("no"))
            })
            .collect()
    }
    let theirs = bans(r);
    bans(o).into_iter().find_map(|ours| {
        let kept = ours.len() - 1;
        if kept < 2 {
            return None;
        }
        theirs.iter().find_map(|t| {
            let (modifier, at) = t.get(1)?;
            let same =
                t.len() == ours.len() + 1 || t.len() > ours.len() + 1 && kept > BAN_WORDS_KEPT;
            let n = kept.min(t.len() - 2);
            (same
                && is_content(modifier)
                && !is_one_of(modifier, &["more", "other", "such"])
                && (0..n).all(|i| ours[1 + i].0.eq_ignore_ascii_case(t[2 + i].0))
                && (n == kept || n >= BAN_WORDS_KEPT))
                .then(|| (ours[0].1.start..ours[kept].1.end, at.clone()))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// Session 63 (pol63): a "No" ban said again with a modifier set before its noun, a word
    /// of another sentence, is reported; the ban said again with "any" or as it was is not.
    #[test]
    fn a_ban_narrowed_by_a_modifier() {
        let original = "No glass in the recycling skip. Green bottles go to the bottle bank.";
        assert_changed(&[(original, "No green glass in the recycling skip.")]);
        assert_faithful(&[
            (
                original,
                "No glass in the recycling skip; green bottles to the bottle bank.",
            ),
            (
                original,
                "No glass of any kind in the recycling skip; bottles to the bank.",
            ),
        ]);
    }

    /// A restriction on a noun said as an "if" ("for a patient we haven't seen in 12 months"
    /// -> "if patient not seen in 12 mo") is faithful; its negation dropped, another number,
    /// unit, thing or actor, a word of its own, the ban lifted, a hedge, a dropped "unless", a
    /// turned bound, and an "and" made an "if" are still reported.
    #[test]
    fn a_restriction_said_as_if() {
        let rx =
            "Never prescribe over the phone for a patient we haven't seen in the last 12 months.";
        let economy = "Economy for flights under six hours.";
        let refunds = "Give refunds to customers who complain.";
        assert_faithful(&[
            (
                rx,
                "No phone prescriptions if patient not seen in last 12 mo.",
            ),
            (economy, "Economy if flight < 6h."),
            (refunds, "Give refunds if customers complain."),
        ]);
        assert_changed(&[
            (rx, "No phone prescriptions if patient seen in last 12 mo."),
            (
                rx,
                "No phone prescriptions if patient not seen in last 6 mo.",
            ),
            (
                rx,
                "No phone prescriptions if patient not seen in last 12 weeks.",
            ),
            (rx, "No phone prescriptions if patient is new."),
            (
                rx,
                "No phone prescriptions if child not seen in last 12 mo.",
            ),
            (
                rx,
                "Phone prescriptions OK if patient not seen in last 12 mo.",
            ),
            (
                rx,
                "Ideally no phone prescriptions if patient not seen in last 12 mo.",
            ),
            (
                "Never prescribe over the phone for a patient we haven't seen in the last 12 months unless it's an emergency.",
                "No phone prescriptions if patient not seen in last 12 mo.",
            ),
            (economy, "Economy if flight > 6h."),
            (economy, "Economy if flight < 8h."),
            (economy, "Economy if flight < 6 days."),
            (economy, "Business if flight < 6h."),
            (economy, "Economy if train < 6h."),
            (
                "Log the reading and call the vet.",
                "Log the reading if you call the vet.",
            ),
            (
                "Send the report to the board and call the vet.",
                "Send the report if you call the vet.",
            ),
            (
                "Give refunds to customers.",
                "Give refunds if customers complain.",
            ),
            (
                "Give refunds to customers who don't complain.",
                "Give refunds if customers complain.",
            ),
            (refunds, "Never give refunds if customers complain."),
            (refunds, "Give refunds if staff complain."),
            (refunds, "Give credits if customers complain."),
            (refunds, "Maybe give refunds if customers complain."),
        ]);
    }
}
