//! Words said by another word of the same meaning: "Email the summary to Ana" = "Send the
//! summary to Ana", "Send supplier invoices by the 25th" = "Supplier invoices must go out by the
//! 25th", "straight" = "directly", "note it as secondary" = "flag it as secondary".

use super::extract::Clause;
use super::is_one_of;
use std::ops::Range;

/// The word of `original` at `m` (a word of `o` the rewrite dropped) opens `o` as its verb,
/// "Email" or "Send", and the rewrite's sentence `r` opens with the other ("Email the summary
/// to Ana" -> "Send the summary to Ana", "Send the weekly report to the team" -> "Email weekly
/// report to the team"; s12-r99-F2, s16-r115-F4): an order to send by email is an order to
/// send. Only the verb opening both sentences: "Draft replies to the supplier emails" ->
/// "Send replies ..." keeps "Draft" missing, and a noun ("emails") is no verb.
pub(super) fn send_said_as_email(
    (original, o): (&str, &Clause),
    m: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    // (A cheap screen first: four to six bytes.)
    if !(4..=6).contains(&m.len()) {
        return false;
    }
    fn opening<'t>(text: &'t str, range: &Range<usize>) -> Option<&'t str> {
        text.get(range.clone())
            .and_then(|t| t.split_whitespace().next())
            .map(|w| w.trim_end_matches([',', ':']))
    }
    let sends = |w: &str| is_one_of(w, &["send", "email", "e-mail"]);
    let Some(word) = original.get(m.clone()) else {
        return false;
    };
    let first = opening(original, &o.range);
    let other = opening(rewrite, &r.range);
    sends(word)
        && first.is_some_and(|f| f.len() == word.len() && f.eq_ignore_ascii_case(word))
        && other.is_some_and(|w| sends(w) && !w.eq_ignore_ascii_case(word))
}

/// The missing word `m` of `original` is "straight" before a direction ("come straight to
/// me", "go straight into the freezer", "straight back"), and the new word `n` of `rewrite`
/// is "directly" or "direct": the same way of going (r31b-f68 "all auditor queries come
/// straight to me" -> "auditor queries → user directly"). Not "three nights straight" (in a
/// row), which no preposition follows. (A cheap screen first: eight bytes.)
pub(super) fn straight_said_as_directly(
    (original, m): (&str, &Range<usize>),
    (rewrite, n): (&str, &Range<usize>),
) -> bool {
    m.len() == 8
        && original
            .get(m.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("straight"))
        && rewrite
            .get(n.clone())
            .is_some_and(|w| is_one_of(w, &["directly", "direct"]))
        && original
            .get(m.end..)
            .unwrap_or("")
            .split_whitespace()
            .next()
            .is_some_and(|next| {
                is_one_of(
                    next,
                    &["to", "into", "in", "back", "home", "through", "onto", "up"],
                )
            })
}

/// Verbs of marking a thing as a kind ("note it as secondary", "flag it as secondary").
const MARKING: &[&str] = &["note", "flag", "mark", "label", "tag", "record"];

/// The new word `n` of `rewrite` is a verb of marking ([`MARKING`]) followed within six words
/// by "as" and a word, and the sentence `o` has a verb of marking followed the same way by "as"
/// and the same word: "note any transcription as secondary" -> "flag transcriptions as
/// secondary" (s25b-ok-57). Not "flag ... as primary", nor a marking with no "as" in the
/// original. (A cheap screen first: three to six bytes.)
pub(super) fn marking_as_said_again(
    (original, o): (&str, &Clause),
    (rewrite, n): (&str, &Range<usize>),
) -> bool {
    if !(3..=6).contains(&n.len())
        || !rewrite
            .get(n.clone())
            .is_some_and(|w| is_one_of(w, MARKING))
    {
        return false;
    }
    let kind_after_as = |text: &str, at: usize| {
        let mut words = text.get(at..).unwrap_or("").split_whitespace().take(6);
        words.find(|w| w.eq_ignore_ascii_case("as"))?;
        words.next().map(|w| {
            w.trim_end_matches(|c: char| !c.is_alphanumeric())
                .to_ascii_lowercase()
        })
    };
    let Some(theirs) = kind_after_as(rewrite, n.end).filter(|k| !k.is_empty()) else {
        return false;
    };
    o.words.iter().any(|w| {
        original
            .get(w.range.clone())
            .is_some_and(|t| is_one_of(t, MARKING))
            && kind_after_as(original, w.range.end).is_some_and(|k| k == theirs)
    }) || {
        // ("note" may be no content word of `o`: its text is searched.)
        let sentence = original.get(o.range.clone()).unwrap_or("");
        let mut at = 0;
        sentence.split_whitespace().any(|w| {
            let start = sentence[at..].find(w).map_or(at, |k| at + k);
            at = start + w.len();
            is_one_of(w, MARKING) && kind_after_as(sentence, at).is_some_and(|k| k == theirs)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A sending said of the thing sent ("Send supplier invoices by the 25th" -> "Supplier
    /// invoices must go out by the 25th", s30-r116, s24b-ok-16).
    #[test]
    fn a_sending_said_as_going_out() {
        let o = "Send supplier invoices no later than the 25th of each month.";
        let reminders = "Send rent reminders no later than three days before the rent is due.";
        assert_faithful(&[
            (
                o,
                "Supplier invoices must go out by the 25th of each month.",
            ),
            (
                reminders,
                "Rent reminders go out at least 3 days before the due date.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Supplier invoices must go out by the 26th of each month.",
            ),
            (
                o,
                "Supplier invoices must go out after the 25th of each month.",
            ),
            (o, "Supplier invoices may go out by the 25th of each month."),
            (
                o,
                "Customer invoices must go out by the 25th of each month.",
            ),
            (
                o,
                "Supplier invoices must not go out by the 25th of each month.",
            ),
            (o, "Supplier invoices must go in by the 25th of each month."),
            (o, "Supplier invoices must go by the 25th of each month."),
            (
                o,
                "Supplier invoices must be checked out by the 25th of each month.",
            ),
            (
                "Don't send supplier invoices before the 25th of each month.",
                "Supplier invoices go out before the 25th of each month.",
            ),
            (
                "Send supplier invoices no later than the 25th of each month unless the ledger is locked.",
                "Supplier invoices must go out by the 25th of each month.",
            ),
            (
                reminders,
                "Rent reminders go out at least 3 hours before the due date.",
            ),
        ]);
    }

    /// "Email" and "Send" opening an order are the same order ("Email the summary to Ana" ->
    /// "Send the summary to Ana"); another recipient, thing, day or verb, a negation, a hedge,
    /// a dropped condition, and "Draft" traded for "Send" are still reported.
    #[test]
    fn send_said_as_email() {
        let o = "Email the summary to Ana and CC Ben.";
        let weekly = "Send the weekly metrics report to the whole team every Friday.";
        assert_faithful(&[
            (o, "Send the summary to Ana, with Ben on CC."),
            (
                weekly,
                "Email weekly metrics report to the whole team each Friday.",
            ),
        ]);
        assert_changed(&[
            (o, "Send the summary to Marco, with Ben on CC."),
            (o, "Send the invoice to Ana, with Ben on CC."),
            (o, "Don't send the summary to Ana; CC Ben."),
            (o, "Print the summary for Ana, with Ben on CC."),
            (
                "Draft replies to the supplier emails.",
                "Send replies to the supplier emails.",
            ),
            (
                weekly,
                "Email weekly metrics report to the whole team each Monday.",
            ),
            (
                weekly,
                "Email weekly metrics report to the team lead each Friday.",
            ),
            (
                weekly,
                "Maybe email weekly metrics report to the whole team each Friday.",
            ),
            (
                "Send the weekly metrics report to the whole team every Friday unless it's a holiday.",
                "Email weekly metrics report to the whole team each Friday.",
            ),
            (
                "Never send the weekly metrics report to the whole team.",
                "Email weekly metrics report to the whole team.",
            ),
        ]);
    }

    /// "straight" before a direction said as "directly"; another person, another place, a
    /// dropped negation, and "nights straight" (in a row) stay reported.
    #[test]
    fn straight_said_as_directly() {
        let o = "User: The KRA audit is next week. Until then, don't delete or archive any 2023 entries, and all auditor queries come straight to me.";
        assert_faithful(&[(
            o,
            "Until KRA audit (next wk): no deleting/archiving 2023 entries; auditor queries → user directly.",
        )]);
        assert_changed(&[
            (
                o,
                "Until KRA audit (next wk): no deleting/archiving 2023 entries; auditor queries → Priya directly.",
            ),
            (
                o,
                "Until KRA audit (next wk): no deleting/archiving 2022 entries; auditor queries → user directly.",
            ),
            (
                o,
                "Until KRA audit (next wk): deleting/archiving 2023 entries OK; auditor queries → user directly.",
            ),
            (
                o,
                "Until KRA audit (next wk): no deleting/archiving 2023 entries; auditor queries → user indirectly.",
            ),
            (
                "Nobody works more than three nights straight; overtime goes to the rota lead.",
                "Nobody works more than three nights directly; overtime → rota lead.",
            ),
        ]);
    }

    /// "note ... as secondary" said as "flag ... as secondary"; another kind, another thing,
    /// a dropped "only", another year stay reported.
    #[test]
    fn marking_as_said_again() {
        let o =
            "Use only primary sources for dates before 1855; note any transcription as secondary.";
        assert_faithful(&[(
            o,
            "Pre-1855 dates: primary sources only; flag transcriptions as secondary.",
        )]);
        assert_changed(&[
            (
                o,
                "Pre-1855 dates: primary sources only; flag transcriptions as primary.",
            ),
            (
                o,
                "Pre-1855 dates: primary sources only; flag translations as secondary.",
            ),
            (
                o,
                "Pre-1855 dates: primary sources only; delete transcriptions.",
            ),
            (
                o,
                "Pre-1855 dates: primary sources preferred; flag transcriptions as secondary.",
            ),
            (
                o,
                "Pre-1865 dates: primary sources only; flag transcriptions as secondary.",
            ),
        ]);
    }
}
