//! A question of what to do said as an order ("Should we be rostering two techs on the late
//! list, or is one enough?" -> "Roster two techs on the late list."): the original asks, the
//! rewrite binds, a rule added.

use super::is_one_of;
use super::words::TextReading;

/// Words that keep a rewrite of a question a question.
const STILL_ASKED: &[&str] = &[
    "whether",
    "question",
    "ask",
    "asks",
    "asked",
    "asking",
    "tbd",
    "unclear",
    "undecided",
    "open",
    "confirm",
    "consider",
    "maybe",
    "query",
];

/// "Should we be rostering two techs on the late PET list, or is one enough?" -> "Roster two
/// techs on the late PET list.": a question of what "we" or "I" should do ("Should we",
/// "Can I", "Do we") said as an order opening with its verb ("rostering" -> "Roster"), with
/// no "?" and no word that keeps it asked: a question made a rule.
pub(super) fn question_made_an_order(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> bool {
    // Screen: the original ends with "?", the rewrite holds none.
    if !original.text.trim_end().ends_with('?')
        || rewrite.text.contains('?')
        || rewrite.holds_any_phrase(STILL_ASKED)
    {
        return false;
    }
    let ows = original.words();
    let asks = ows.len() > 2
        && is_one_of(
            ows[0].0,
            &["should", "shall", "can", "could", "do", "must", "may"],
        )
        && is_one_of(ows[1].0, &["we", "i"]);
    let Some((verb, _)) = rewrite.words().first() else {
        return false;
    };
    let verb = verb.to_ascii_lowercase();
    asks && verb.len() > 2
        && ows[2..].iter().take(4).any(|(w, _)| {
            let w = w.to_ascii_lowercase();
            w == verb
                || w.strip_suffix("ing").is_some_and(|s| {
                    s == verb
                        || format!("{s}e") == verb
                        || verb.len() + 1 == s.len() && s.starts_with(&verb)
                })
        })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::changed as reports;

    #[test]
    fn a_question_said_as_an_order_adds_a_rule() {
        for (o, r, changed) in [
            (
                "Should we switch the backups to nightly, or is weekly fine?",
                "Switch the backups to nightly.",
                true,
            ),
            (
                "Can I close the ticket before the customer replies?",
                "Close the ticket before the customer replies.",
                true,
            ),
            (
                "Do we need to invite the auditors to the kickoff?",
                "Invite the auditors to the kickoff.",
                true,
            ),
            (
                "Should we switch the backups to nightly, or is weekly fine?",
                "Open question: switch backups to nightly, or keep weekly?",
                false,
            ),
            (
                "Can I close the ticket before the customer replies?",
                "Asked whether the ticket can close before the customer replies.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }
}
