//! Session 35's faithful compactions (helper prec35): readings the polarity check now
//! accepts, each beside its changed look-alikes, which stay reported.

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
}
