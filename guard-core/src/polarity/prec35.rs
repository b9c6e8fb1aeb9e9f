//! Session 35's faithful compactions (helper prec35): readings the polarity check now
//! accepts, each beside its changed look-alikes, which stay reported.

use std::ops::Range;

use super::extract::{Clause, CondGroup, Word};
use super::is_one_of;
use super::stems::stems_match;

/// The original's ban `o` holds one condition, an "unless" whose part of the sentence (up to
/// the next comma, semicolon, dash or bracket) names what lifts it ("nothing deployed to
/// production unless it's a P1", "no one rides the T-bar unless they're on the radio
/// roster"), and the rewrite's sentence `r`, not negated and with no condition of its own,
/// restricts the act with "only" to what that part names: every content word of it (a
/// pronoun with its verb, "it's", aside) is a word of `r` or of its label ("Prod deploys: P1
/// only", "T-bar rides: radio roster staff only"). "Don't X unless C" and "X: C only" are
/// one rule. Not another thing ("P2 only"), a word of the condition cut ("roster staff
/// only" for "the radio roster"), no "only" ("gowned staff"), nor "only ..., unless ...".
/// The original is given with its text.
pub(super) fn only_restates_ban_unless((original, o): (&str, &Clause), r: &Clause) -> bool {
    let (Some(_), None, Some(_), [(CondGroup::Condition, marker)]) = (
        &o.negation,
        &r.negation,
        &r.restrictive,
        o.conditions.as_slice(),
    ) else {
        return false;
    };
    if !r.conditions.is_empty()
        || !original
            .get(marker.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("unless"))
    {
        return false;
    }
    let end = original
        .get(marker.end..o.range.end)
        .and_then(|rest| rest.find([',', ';', ':', '(', '\u{2014}', '\u{2013}']))
        .map_or(o.range.end, |k| marker.end + k);
    let pronoun_form = |w: &Word| {
        original.get(w.range.clone()).is_some_and(|t| {
            t.replace('\u{2019}', "'").split_once('\'').is_some_and(|(p, _)| {
                is_one_of(p, &["it", "they", "he", "she", "you", "we", "i", "that"])
            })
        })
    };
    let mut named = o
        .words
        .iter()
        .filter(|w| w.range.start >= marker.end && w.range.end <= end && !pronoun_form(w))
        .peekable();
    named.peek().is_some()
        && named.all(|w| {
            r.words.iter().any(|x| stems_match(&x.stem, &w.stem))
                || r.label_words.iter().any(|l| stems_match(l, &w.stem))
        })
}

/// The initialisms joined by "&" in the rewrite's sentence `r` ("P&D", "T&Cs", "A&E": one to
/// three capitals on either side, a plural "s" after) that spell words of the original's
/// sentence `o` joined by "and" ("prints and drawings", "terms and conditions", "accident
/// and emergency"): each initialism's range in `rewrite` with the range of the words it
/// spells in `original`. The letters before the "&" are the initials of the words right
/// before the "and", those after it of the words right after it; the words the run spans
/// are said, not missing, and the letters are no new words. Not an initialism of other
/// words ("B&W" for "prints and drawings"), nor one whose halves are not joined by "and" in
/// the original ("P&D" for "prints, drawings").
pub(super) fn ampersand_initialisms(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Vec<(Range<usize>, Range<usize>)> {
    let (Some(sentence), Some(said)) = (rewrite.get(r.range.clone()), original.get(o.range.clone()))
    else {
        return Vec::new();
    };
    // The original's words (runs of letters and digits), with their offsets.
    let words: Vec<(usize, &str)> = said
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| (w.as_ptr() as usize - said.as_ptr() as usize, w))
        .collect();
    let capitals = |run: &str| {
        (1..=3).contains(&run.len()) && run.bytes().all(|b| b.is_ascii_uppercase())
    };
    let initials_are = |spelled: &[(usize, &str)], letters: &str| {
        spelled.len() == letters.len()
            && spelled
                .iter()
                .zip(letters.bytes())
                .all(|((_, w), b)| w.as_bytes()[0].eq_ignore_ascii_case(&b))
    };
    let mut found = Vec::new();
    for (at, _) in sentence.match_indices('&') {
        let lead = &sentence[..at];
        let left_start = lead
            .rfind(|c: char| !c.is_ascii_alphabetic())
            .map_or(0, |k| k + 1);
        let left = &lead[left_start..];
        let tail = &sentence[at + 1..];
        let right_len = tail
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(tail.len());
        let right_word = &tail[..right_len];
        let right = right_word.strip_suffix('s').unwrap_or(right_word);
        if !capitals(left) || !capitals(right) {
            continue;
        }
        let spelled = words.iter().enumerate().find_map(|(k, (_, w))| {
            (w.eq_ignore_ascii_case("and")
                && k >= left.len()
                && initials_are(&words[k - left.len()..k], left)
                && words
                    .get(k + 1..k + 1 + right.len())
                    .is_some_and(|after| initials_are(after, right)))
            .then(|| {
                let (first, _) = words[k - left.len()];
                let (last, w) = words[k + right.len()];
                o.range.start + first..o.range.start + last + w.len()
            })
        });
        if let Some(run) = spelled {
            let start = r.range.start + left_start;
            found.push((run, start..r.range.start + at + 1 + right_len));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A ban lifted by an "unless" said as the act restricted with "only" to what the
    /// "unless" names; another thing, a word of the condition cut, no "only", or a condition
    /// of the rewrite's own stay reported.
    #[test]
    fn only_restates_ban_unless() {
        let deploys = "Nothing gets deployed to production unless it's a P1.";
        let rides = "No one rides the lift for the sweep unless they're on the radio roster.";
        let cordon = "No visitor goes past the cordon unless they're wearing a hard hat.";
        let boardroom = "Don't book the boardroom unless it's a client meeting.";
        assert_faithful(&[
            (deploys, "Production deploys: P1 only."),
            (rides, "Lift sweep rides: radio roster staff only."),
            (cordon, "Past the cordon: visitors wearing hard hats only."),
            (boardroom, "Boardroom bookings: client meetings only."),
        ]);
        assert_changed(&[
            (deploys, "Production deploys: P2 only."),
            (deploys, "Production deploys: P1."),
            (rides, "Lift sweep rides: roster staff only."),
            (
                rides,
                "Lift sweep rides: radio roster staff only, unless it's snowing.",
            ),
            (cordon, "Past the cordon: visitors wearing hi-vis only."),
            (boardroom, "Boardroom bookings: team meetings only."),
            (boardroom, "Boardroom bookings: meetings only."),
        ]);
    }

    /// An initialism joined by "&" says the words it spells joined by "and"; other letters,
    /// words not joined by "and", or another change beside it stay reported.
    #[test]
    fn ampersand_initialisms() {
        let room = "No more than ten people in the prints and drawings study room at once.";
        let statement = "Don't share the profit and loss statement outside the board.";
        let budget = "Don't change the research and development budget without Priya's sign-off.";
        let comps = "Only the food and beverage manager may approve comps.";
        assert_faithful(&[
            (room, "P&D study room: max occupancy 10."),
            (statement, "P&L statement: board only."),
            (budget, "R&D budget: no changes w/o Priya's sign-off."),
            (comps, "Comps: F&B manager only."),
            (
                "Contractors must read the terms and conditions before signing.",
                "Contractors: read T&Cs before signing.",
            ),
        ]);
        assert_changed(&[
            (room, "B&W study room: max occupancy 10."),
            (
                "No more than ten people in the prints, drawings and maps room at once.",
                "P&D room: max occupancy 10.",
            ),
            (statement, "P&L statement: finance only."),
            (budget, "R&D hiring: no changes w/o Priya's sign-off."),
            (comps, "Comps: F&B staff only."),
            (
                "Contractors must read the terms and conditions before signing.",
                "Contractors: read T&Cs after signing.",
            ),
        ]);
    }
}
