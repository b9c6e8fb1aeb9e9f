//! A time set a span away from an event ("30 days after the verdict", "48 hours in advance")
//! said in the rewrite on the other side of the event ("48 hours after moving") or as a
//! window that ends there ("within 30 days of the verdict"): when the act falls moved. Read
//! from the two texts alone when nothing else was found (session 43, pol43).

use super::Missed;

use super::only_after::negated_before;
use super::words::{TextReading, Word};
use crate::classify::lexicon::is_one_of;
use crate::classify::numbers::is_time_unit;

/// Words that set a time before an event, after its span ("48 hours in advance", "2 days
/// before the move").
const LEADS: &[&str] = &[
    "before",
    "prior",
    "ahead",
    "advance",
    "beforehand",
    "earlier",
];

/// Words that set a time after an event, after its span ("30 days after the verdict").
const LAGS: &[&str] = &["after", "following", "post", "later", "afterwards"];

/// Words before a span that make it a ceiling ("within 30 days after", "no later than 10
/// days after", "up to 2 hours after"), not a time set.
const CEILING_WORDS: &[&str] = &["within", "later", "most", "up", "more", "by", "maximum"];

/// A span of time at word `k` of `ws`: a figure with a unit of time glued to it ("48h",
/// "14d") or before one ("48 hours"). Its figure (the digits) and the index of the word after
/// the span.
fn span_at<'t>(ws: &[Word<'t>], k: usize) -> Option<(&'t str, usize)> {
    let w = ws.get(k)?.0;
    let digits = w
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(w.len());
    if digits == 0 {
        return None;
    }
    let (figure, glued) = w.split_at(digits);
    if !glued.is_empty() {
        return is_time_unit(glued).then_some((figure, k + 1));
    }
    is_time_unit(ws.get(k + 1)?.0).then_some((figure, k + 2))
}

/// The spans of time of `ws` (the words of a text) with a word after them: the length of
/// each one's figure, the index of the figure and of the word after the span (past an "in":
/// "48 hours in advance"). Read once a text and kept with its reading
/// ([`TextReading::time_spans`]), for [`spans_on`] to ask of each side.
pub(super) fn time_spans(ws: &[Word<'_>]) -> Vec<(usize, usize, usize)> {
    (0..ws.len())
        .filter_map(|k| {
            let (figure, next) = span_at(ws, k)?;
            // "48 hours in advance": the "in" before "advance".
            let next = next + usize::from(ws.get(next).is_some_and(|(w, _)| w == &"in"));
            ws.get(next)?;
            Some((figure.len(), k, next))
        })
        .collect()
}

/// The spans of the text followed by one of `side`'s words ("48 hours in advance", "30 days
/// after"): their figures, the index of the figure and of the side's word, among the text's
/// words.
fn spans_on<'t>(text: &TextReading<'t>, side: &[&str]) -> Vec<(&'t str, usize, usize)> {
    let ws = text.words();
    text.time_spans()
        .iter()
        .filter(|&&(_, _, next)| is_one_of(ws[next].0, side))
        .map(|&(figure, k, next)| (&ws[k].0[..figure], k, next))
        .collect()
}

/// "Juror questionnaires are to be shredded 30 days after the verdict." -> "... within 30
/// days of the verdict.", "Don't put the supers back on until at least 14 days after the last
/// treatment." -> "Put the supers back on within 14 days of the last treatment.": a span after
/// an event ("30 days after"), no ceiling before it ("within", "no later than", "up to") and
/// no "within" anywhere in the original, said as a window of the same figure ("within 30
/// days"), no negation before it ("no painting within 24 h of priming" keeps a wait).
fn span_said_as_window(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let (ows, rws) = (o.words(), r.words());
    if ows.iter().any(|(w, _)| w.eq_ignore_ascii_case("within")) {
        return None;
    }
    spans_on(o, LAGS).into_iter().find_map(|(figure, k, _)| {
        let ceiling = ows[k.saturating_sub(3)..k]
            .iter()
            .any(|(w, _)| is_one_of(w, CEILING_WORDS));
        if ceiling {
            return None;
        }
        let m = (1..rws.len()).find(|&m| {
            rws[m - 1].0.eq_ignore_ascii_case("within")
                && span_at(rws, m).is_some_and(|(f, _)| f == figure)
                && !negated_before(r.text, rws[m - 1].1.start)
        })?;
        Some((
            "bound direction changed",
            ows[k].1.clone(),
            rws[m - 1].1.start..rws[m].1.end,
        ))
    })
}

/// "... without notifying the inspector 48 hours in advance." -> "... shall notify the
/// inspector within 48 hours after moving hives.": a span before an event ("48 hours in
/// advance", "2 days before") said with the same figure after one ("48 hours after"), the
/// original setting no span after an event and the rewrite none before one ("48 h prior
/// notice" keeps the lead; "notify 2 days ahead, confirm 1 day after" says both).
fn lead_said_as_lag(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let (ows, rws) = (o.words(), r.words());
    let leads = spans_on(o, LEADS);
    if leads.is_empty() || !spans_on(o, LAGS).is_empty() || !spans_on(r, LEADS).is_empty() {
        return None;
    }
    // ("prior notice", "in advance" said anywhere in the rewrite keep the lead too.)
    if rws.iter().any(|(w, _)| is_one_of(w, LEADS)) {
        return None;
    }
    let lags = spans_on(r, LAGS);
    leads.iter().find_map(|&(figure, k, side)| {
        let &(_, m, after) = lags.iter().find(|(f, _, _)| *f == figure)?;
        Some((
            "order changed",
            ows[k].1.start..ows[side].1.end,
            rws[m].1.start..rws[after].1.end,
        ))
    })
}

/// A time set a span away from an event said as a window ([`span_said_as_window`]) or on the
/// other side of the event ([`lead_said_as_lag`]).
pub(super) fn offset_moved(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    // (A cheap screen: a digit in both texts.)
    let figured = |t: &TextReading<'_>| t.text.bytes().any(|b| b.is_ascii_digit());
    if !(figured(o) && figured(r)) {
        return None;
    }
    span_said_as_window(o, r).or_else(|| lead_said_as_lag(o, r))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first definition of [`spans_on`]: each word of `ws` read as a span's figure again
    /// for each side asked.
    fn first_spans_on<'t>(ws: &[Word<'t>], side: &[&str]) -> Vec<(&'t str, usize, usize)> {
        (0..ws.len())
            .filter_map(|k| {
                let (figure, next) = span_at(ws, k)?;
                let next = next + usize::from(ws.get(next).is_some_and(|(w, _)| w == &"in"));
                let (w, _) = ws.get(next)?;
                is_one_of(w, side).then_some((figure, k, next))
            })
            .collect()
    }

    /// The spans of a text, read once and kept with its reading, give each side what the
    /// first definition gives (glued units, "in advance", a span at the text's end, a figure
    /// with no unit, a decimal), and a second reading shares them.
    #[test]
    fn kept_spans_find_what_the_first_definition_finds() {
        for text in [
            "Notify 48 hours in advance, confirm 2 days after the move and 14d following it.",
            "Shred 30 days after the verdict; 1.5 h prior; wait 10 minutes",
            "Wait 10 minutes. 3 apples after 4 in",
            "",
        ] {
            let kept = crate::polarity::words::KeptReading::default();
            let read = TextReading::with_kept(text, &kept);
            let ws = read.words();
            for side in [LEADS, LAGS] {
                assert_eq!(spans_on(&read, side), first_spans_on(ws, side), "{text:?}");
            }
            let again = TextReading::with_kept(text, &kept);
            assert!(std::ptr::eq(again.time_spans(), read.time_spans()));
        }
        let read = TextReading::new("Notify 48 hours in advance and 2 days after.");
        assert_eq!(spans_on(&read, LEADS), [("48", 1, 4)]);
        assert_eq!(spans_on(&read, LAGS), [("2", 6, 8)]);
    }

    fn moved(o: &str, r: &str) -> Option<&'static str> {
        offset_moved(&TextReading::new(o), &TextReading::new(r)).map(|m| m.0)
    }

    /// A span after an event said as a window: the corpus's shapes and look-alikes in other
    /// words and domains; a ceiling kept, a wait said as a ban within the span, the span kept
    /// and another figure are no change.
    #[test]
    fn span_said_as_a_window_is_read() {
        for (o, r) in [
            (
                "Juror questionnaires are to be shredded 30 days after the verdict.",
                "Juror questionnaires are to be shredded within 30 days of the verdict.",
            ),
            (
                "Don't put the honey supers back on until at least 14 days after the last oxalic acid treatment.",
                "Put the honey supers back on within 14 days of the last oxalic acid treatment.",
            ),
            (
                "Repaint the hull 48 hours after the primer goes on.",
                "Repaint hull within 48h of priming.",
            ),
            (
                "The second dose is given 6 weeks after the first.",
                "Second dose: within 6 weeks of the first.",
            ),
        ] {
            assert_eq!(moved(o, r), Some("bound direction changed"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Juror questionnaires must be shredded 30 days after the verdict, not before.",
                "Shred juror questionnaires 30d post-verdict (not earlier).",
            ),
            (
                "Report the incident within 24 hours after it happens.",
                "Report incidents within 24 h.",
            ),
            (
                "Return the form no later than 10 days after the visit.",
                "Return form within 10 days of visit.",
            ),
            (
                "Wait 24 hours after priming before painting.",
                "No painting within 24 h of priming.",
            ),
            (
                "Shred the forms 30 days after the verdict.",
                "Shred the forms within 60 days of the verdict.",
            ),
        ] {
            assert_eq!(moved(o, r), None, "{o} -> {r}");
        }
    }

    /// A lead time said as a lag: the corpus's shape and look-alikes; the lead kept in other
    /// words, both sides in the original and no figure kept are no change.
    #[test]
    fn lead_said_as_a_lag_is_read() {
        for (o, r) in [
            (
                "Resolved that no member shall move hives between apiaries without notifying the inspector 48 hours in advance.",
                "Resolved: members shall notify the inspector within 48 hours after moving hives between apiaries.",
            ),
            (
                "Tell the landlord 2 days before the move.",
                "Tell the landlord 2 days after the move.",
            ),
            (
                "Bookings must be confirmed 24h ahead of arrival.",
                "Bookings confirmed 24h following arrival.",
            ),
        ] {
            assert_eq!(moved(o, r), Some("order changed"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Resolved that no member shall move hives between apiaries without notifying the inspector 48 hours in advance.",
                "Resolved: inter-apiary hive moves need 48 h prior notice to the inspector.",
            ),
            (
                "Notify the office 2 days ahead and confirm 1 day after the visit.",
                "Notify office 2 days after visit.",
            ),
            (
                "Arrive 20 minutes before the hearing.",
                "Arrive 20 min early; leave 10 min after.",
            ),
            (
                "Arrive 20 minutes before the hearing.",
                "Be there 20 minutes ahead of the hearing.",
            ),
        ] {
            assert_eq!(moved(o, r), None, "{o} -> {r}");
        }
    }
}
