//! A forecast said with "should" ("It should be fine to mow the cemetery on Wednesday"): no duty,
//! so a rewrite that says it as one ("Cemetery must be mowed on Wednesday") adds a constraint,
//! and one that says it as likely ("probably OK Wednesday") weakens no rule.

use super::Missed;
use super::practices::first_of;
use super::words::Word;
use super::{holds_ignoring_case, is_one_of};
use std::ops::Range;

/// The byte range of an epistemic "should be fine" of `text` ("It should be fine to mow
/// the cemetery on Wednesday"): a forecast, not a duty.
pub(super) fn epistemic_should(text: &str) -> Option<Range<usize>> {
    let lower = text.to_ascii_lowercase();
    [
        "should be fine",
        "should be ok",
        "should be okay",
        "should be alright",
        "should be all right",
        "should be safe",
    ]
    .iter()
    .find_map(|p| lower.find(p).map(|at| at..at + p.len()))
}

/// Words that bind a duty ("must", "required").
const DUTY: &[&str] = &[
    "must",
    "required",
    "mandatory",
    "have to",
    "has to",
    "need to",
];

/// "It should be fine to mow the cemetery on Wednesday" -> "Cemetery must be mowed on
/// Wednesday": a forecast of what may be done said as a duty. An original that binds a
/// duty itself is not read.
pub(super) fn forecast_made_a_duty(
    original: &str,
    (rewrite, t): (&str, &[Word<'_>]),
) -> Option<Missed> {
    let from = epistemic_should(original)?;
    if DUTY.iter().any(|d| holds_ignoring_case(original, d)) {
        return None;
    }
    let (_, to) = first_of(t, &["must", "required", "mandatory", "has", "have", "need"]).filter(
        |(w, r)| !is_one_of(w, &["has", "have", "need"]) || rewrite[r.end..].starts_with(" to "),
    )?;
    Some(("constraint added", from, to.clone()))
}

/// "It should be fine to mow ..." -> "... probably OK Wednesday": a weakened modality
/// reported on an original whose only modal is the forecast "should be fine".
fn forecast_said_as_likely(original: &str, from: &Range<usize>) -> bool {
    original.get(from.clone()).is_some_and(|said| {
        epistemic_should(said).is_some()
            && !["must", "never", "n't", "not ", "always", "required"]
                .iter()
                .any(|w| holds_ignoring_case(said, w))
    })
}

/// Faithful forms read in corpus35d, each a filter over one kind of change.
pub(super) fn faithful_form(what: &str, (original, from): (&str, &Range<usize>)) -> bool {
    matches!(what, "modality weakened" | "constraint became mention")
        && forecast_said_as_likely(original, from)
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// A forecast ("should be fine") said as a duty is reported; said as likely, it is not.
    #[test]
    fn forecast_made_a_duty() {
        assert_changed(&[
            (
                "It should be fine to mow the cemetery on Wednesday — the forecast looks dry.",
                "Cemetery must be mowed on Wednesday.",
            ),
            (
                "The east gate should be OK to use tomorrow once the paint dries.",
                "East gate has to be used tomorrow.",
            ),
        ]);
        assert_faithful(&[
            (
                "It should be fine to mow the cemetery on Wednesday — the forecast looks dry.",
                "Cemetery mowing probably OK Wednesday (dry forecast).",
            ),
            (
                "The east gate should be OK to use tomorrow once the paint dries.",
                "East gate likely usable tomorrow after paint dries.",
            ),
        ]);
    }
}
