//! "alone" and the words that say it: "never handled solo" for "do not handle ... alone", and
//! "leave X alone", which lets a thing be and adds no condition.

use super::is_one_of;
use super::words::words_of;
use std::ops::Range;

/// The rewrite's word `word` is "solo" and the original's sentence `sentence` says "alone"
/// (corpus32 fa80: "Do not handle the Gaboon viper alone" -> "... never handled solo") or
/// "on their own" (session 39): the same company, none. One word compared before the
/// sentence is read.
pub(super) fn solo_for_alone(sentence: &str, word: &str) -> bool {
    if !word.eq_ignore_ascii_case("solo") {
        return false;
    }
    let ws: Vec<&str> = words_of(sentence).map(|(_, w)| w).collect();
    ws.iter().any(|w| w.eq_ignore_ascii_case("alone"))
        || ws
            .windows(3)
            .any(|t| super::exceptions::on_ones_own(t[0], t[1], t[2]))
}

/// "The duty manager alone may authorise a refund" -> "Refunds: duty manager authorisation
/// only.": "alone" after the one who may act, said again as "only": the leave kept to them,
/// no duty added.
pub(super) fn alone_said_as_only(
    original: &str,
    from: &Range<usize>,
    to: Option<&Range<usize>>,
    rewrite: &str,
) -> bool {
    original
        .get(from.clone())
        .is_some_and(|w| is_one_of(w, &["may", "can"]))
        && original[..from.start]
            .trim_end()
            .to_ascii_lowercase()
            .ends_with("alone")
        && to
            .and_then(|t| rewrite.get(t.clone()))
            .is_some_and(|w| w.eq_ignore_ascii_case("only"))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// "leave X alone" lets a thing be, with the thing named between (corpus32 fa60): no
    /// "alone" condition added. "alone" added to a ban on acting is still reported.
    #[test]
    fn leaving_a_thing_alone_is_no_condition() {
        let o = "Dinnae touch the strongroom humidity setpoint till the conservator's finished calibrating.";
        assert_faithful(&[(
            o,
            "Strongroom: leave humidity setpoint alone until conservator finishes calibrating.",
        )]);
        assert_changed(&[
            (
                o,
                "Strongroom: leave humidity setpoint alone until conservator starts calibrating.",
            ),
            (
                "Never enter the strongroom.",
                "Never enter the strongroom alone.",
            ),
        ]);
    }

    /// "solo" for "alone" (corpus32 fa80). "solo" where the original says nothing of company
    /// is still a word it does not say.
    #[test]
    fn solo_says_alone() {
        let o = "Komodo sedated Tuesday for her vet check. Do not handle the Gaboon viper alone, and weigh the ball pythons every fortnight. Gecko up 12 g since March.";
        assert_faithful(&[(
            o,
            "Notes: komodo vet check Tue (sedated); gecko +12 g since Mar. Rules: Gaboon viper never handled solo; ball pythons weighed every 2 weeks.",
        )]);
        assert_changed(&[
            (
                "Do not handle the Gaboon viper, and weigh the ball pythons every fortnight.",
                "Rules: Gaboon viper never handled solo; ball pythons weighed every 2 weeks.",
            ),
            (
                o,
                "Notes: komodo vet check Tue (sedated); gecko +12 g since Mar. Rules: Gaboon viper never handled solo; ball pythons weighed every 3 weeks.",
            ),
            (
                "Trainees mustn't run the pug mill on the day shift.",
                "Trainees: no solo pug mill use.",
            ),
        ]);
        // "on their own" says the same company (session 39).
        assert_faithful(&[(
            "Trainees mustn't run the pug mill on their own.",
            "Trainees: no solo pug mill use.",
        )]);
    }
}
