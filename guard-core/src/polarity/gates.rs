//! Gates that hold an act back until something is done ("until", "unless", "before", "once"),
//! held to a thing done whole ("until the duty is paid in full"): a rewrite without the whole
//! widens the gate.

use super::extract::Clause;
use super::extract::Facts;
use super::is_one_of;
use super::words::words_of;
use std::ops::Range;

/// Condition words that hold an act back until something is done.
const GATES: &[&str] = &["until", "till", "unless", "before", "once", "after"];

/// Words that say a thing is done whole.
const TOTALITY: &[&str] = &[
    "full",
    "fully",
    "in-full",
    "entire",
    "entirely",
    "entirety",
    "complete",
    "completely",
    "whole",
    "wholly",
    "all",
    "100%",
    "total",
    "totally",
];

/// A gate of the original held to a thing done whole, read as narrative: "The consignment
/// can't leave bond until the duty is paid in full" -> "Consignment awaiting duty payment
/// before leaving bond". The original's sentence has a negation, then a gate ([`GATES`]:
/// "until", "unless", "before"...) and, after it in the same part (no ";" between), "in
/// full", "fully", "in its entirety" or "entirely"; a rewrite sentence says two of its words
/// again and no word of totality ([`TOTALITY`]): the gate opens on a part payment now.
/// Screened by the original's stems ("whole", "fully", "entire"). The qualifier and the
/// rewrite's sentence.
pub(super) fn totality_dropped<'a>(
    (original, before): (&str, &Facts),
    (rewrite, after): (&str, impl Fn() -> &'a Facts),
) -> Option<(Range<usize>, Range<usize>)> {
    // A negated sentence with a condition after its negation first (its fields alone), then
    // "full" and "entire", which share the stem "whole", "fully", "entirely" and "entirety",
    // which have their own: three probes of the original's stem index, no text searched.
    let gated = |o: &Clause| {
        o.negation
            .as_ref()
            .is_some_and(|n| o.conditions.iter().any(|(_, c)| c.start >= n.end))
    };
    if !before.clauses.iter().any(gated) {
        return None;
    }
    let stems = before.stems();
    if !(stems.has("whole") || stems.has("fully") || stems.has("entire")) {
        return None;
    }
    let (o, qualifier) = before.clauses.iter().find_map(|o| {
        let negation = o.negation.as_ref()?;
        let text = original.get(o.range.clone())?;
        words_of(text).find_map(|(at, w)| {
            let start = o.range.start + at;
            let whole = is_one_of(w, &["fully", "entirely"])
                || is_one_of(w, &["full", "entirety"])
                    && text[..at]
                        .trim_end()
                        .rsplit(' ')
                        .next()
                        .is_some_and(|p| is_one_of(p, &["in", "its", "their"]));
            let gated = o.conditions.iter().any(|(_, c)| {
                c.start >= negation.end
                    && c.end <= start
                    && original.get(c.clone()).is_some_and(|w| is_one_of(w, GATES))
                    && original
                        .get(c.end..start)
                        .is_some_and(|between| !between.contains(';'))
            });
            (whole && gated).then(|| (o, start..start + w.len()))
        })
    })?;
    let after = after();
    let r = after.clauses.iter().find(|r| r.words_shared_with(o) >= 2)?;
    let said_whole = rewrite
        .get(r.range.clone())
        .is_some_and(|text| words_of(text).any(|(_, w)| is_one_of(w, TOTALITY)));
    (!said_whole).then(|| (qualifier, r.range.clone()))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A gate held to a thing done whole ("until the duty is paid in full") said without the
    /// whole (corpus31b ch63): reported ("scope changed" when the original reads as narrative;
    /// since corpus35b "the consignment can't leave bond until ..." binds, and the ban said as
    /// "awaiting" is a mention). "full", "fully" or "100%" kept, or a fact that is no gate, is
    /// not.
    #[test]
    fn a_gate_said_without_its_whole_is_a_scope_change() {
        assert_changed(&[(
            "Hi Wanjiku, the Eldoret trucks are booked for Tuesday. The Eldoret consignment \
                 can't leave bond until the duty is paid in full; partial payments don't count. \
                 Otto is covering my phone. Regards, Njeri",
            "Eldoret consignment awaiting duty payment before leaving bond; trucks Tue; Otto \
                 covering phone.",
        )]);
        assert_faithful(&[
            (
                "The consignment can't leave bond until the duty is paid in full.",
                "Consignment stays in bond until the duty is fully paid.",
            ),
            (
                "The consignment can't leave bond until the duty is paid in full.",
                "Consignment held in bond pending full duty payment.",
            ),
            (
                "The loan is fully repaid, so the bank released the deeds.",
                "Loan repaid; deeds released.",
            ),
        ]);
        assert_changed(&[(
            "The container can't be released until the invoice is fully paid.",
            "Container released once the invoice is paid.",
        )]);
    }
}
