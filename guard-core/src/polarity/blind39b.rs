//! Readings from the blind corpus s39b (pol39b): changes the rule comparison did not see,
//! read from the two texts alone when nothing else was found (a window on both sides of its
//! mark made one-sided, an inclusive bound of a grade or age made strict, a sentence saying
//! what a rule includes dropped, one of two things a case needs dropped, "needs X and Y",
//! "X + Y" or "unless X and Y"), each behind a cheap screen (a phrase the shape needs)
//! before any sentence is read, on the words each text's [`TextReading`] cut once.

use super::blind34b::phrase_at;
use super::words::{MODALS, TextReading, Word, is_content, parts, same_word, words};
use crate::classify::lexicon::is_one_of;
use std::ops::Range;

/// A change read from the two texts alone: its kind and its ranges in the original and the
/// rewrite.
type Missed = (&'static str, Range<usize>, Range<usize>);

/// The range of the first of `phrases` said in `text` as whole words, case aside.
fn phrase_range(text: &str, phrases: &[&str]) -> Option<Range<usize>> {
    phrases
        .iter()
        .find_map(|p| phrase_at(text, std::slice::from_ref(p)).map(|at| at..at + p.len()))
}

/// Phrases placing a window on both sides of its mark.
const BOTH_SIDES: &[&str] = &[
    "either side",
    "each side",
    "both sides",
    "either way",
    "before or after",
    "before and after",
    "before & after",
    "before/after",
    "after and before",
    "after or before",
    "pre/post",
    "pre and post",
    "pre & post",
    "plus or minus",
    "give or take",
    "+/-",
    "±",
];

/// Words placing a window on one side of its mark.
const ONE_SIDE: &[&str] = &[
    "after",
    "before",
    "past",
    "later than",
    "earlier than",
    "following",
    "prior to",
];

/// "Station ID within ten seconds either side of :00." -> "Station ID within 10 s after
/// :00.": a window the original places on both sides of its mark ("either side", "before or
/// after", "±") that the rewrite places on one ("after", "before", "past"), no word of both
/// sides left: the window narrowed. A one-sided word the original says elsewhere ("after
/// that, log it") is not read; "within 10 s of :00" keeps both sides.
fn window_made_one_sided(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let from = phrase_range(o.text, BOTH_SIDES)?;
    if phrase_range(r.text, BOTH_SIDES).is_some() {
        return None;
    }
    // The original without its both-sides phrase ("before or after" holds "after").
    let rest = [&o.text[..from.start], &o.text[from.end..]].join(" ");
    let side = ONE_SIDE.iter().find(|w| {
        phrase_at(r.text, std::slice::from_ref(*w)).is_some() && phrase_at(&rest, &[w]).is_none()
    })?;
    let to = phrase_range(r.text, std::slice::from_ref(side))?;
    Some(("scope narrowed", from, to))
}

/// Words bounding a grade or an age from above ("U11s and below"), and from below ("U16s and
/// over").
const DOWNWARD: &[&str] = &[
    "below", "under", "younger", "lower", "less", "fewer", "down",
];
const UPWARD: &[&str] = &["above", "over", "older", "higher", "more", "up"];

/// The side a bound word takes ([`DOWNWARD`] or [`UPWARD`]), if it is one.
fn side_of(w: &str) -> Option<bool> {
    if is_one_of(w, DOWNWARD) {
        Some(false)
    } else if is_one_of(w, UPWARD) {
        Some(true)
    } else {
        None
    }
}

/// "Heading drills are off the table for the U11s and below." -> "No heading drills below
/// U11.": a grade or age holding a digit ("U11s", "Year 6", "level 3") bounded inclusively
/// ("and below", "or under", "and older") that the rewrite bounds with a bound word of the
/// same side before it ("below U11", "over 16", "below Year 6"), no inclusive bound of it left: the bound
/// made strict, the grade itself let out. "U12s and younger" -> "U12 & younger" keeps it.
fn inclusive_bound_made_strict(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !(o.holds_any_phrase(&["and", "or"]) && r.words().iter().any(|(w, _)| side_of(w).is_some()))
    {
        return None;
    }
    let inclusive = |ws: &[Word<'_>]| -> Vec<(usize, bool)> {
        ws.windows(3)
            .enumerate()
            .filter(|(_, w)| {
                w[0].0.bytes().any(|b| b.is_ascii_digit()) && is_one_of(w[1].0, &["and", "or"])
            })
            .filter_map(|(i, w)| Some((i, side_of(w[2].0)?)))
            .collect()
    };
    let (ow, rw) = (o.words(), r.words());
    let kept = inclusive(rw);
    inclusive(ow).into_iter().find_map(|(i, side)| {
        let grade = ow[i].0;
        if kept.iter().any(|&(j, _)| same_word(rw[j].0, grade)) {
            return None;
        }
        // The grade's word before it, said again before it ("Year 6"), if any.
        let named = i.checked_sub(1).map(|h| ow[h].0);
        let (j, k) = rw.iter().enumerate().find_map(|(j, (w, _))| {
            if side_of(w) != Some(side) {
                return None;
            }
            let next = |k: usize| rw.get(k).map(|(w, _)| *w);
            if next(j + 1).is_some_and(|n| same_word(n, grade)) {
                Some((j, j + 1))
            } else {
                (next(j + 1).zip(named).is_some_and(|(n, h)| same_word(n, h))
                    && next(j + 2).is_some_and(|n| same_word(n, grade)))
                .then_some((j, j + 2))
            }
        })?;
        Some((
            "scope narrowed",
            ow[i].1.start..ow[i + 2].1.end,
            rw[j].1.start..rw[k].1.end,
        ))
    })
}

/// A word without its possessive ending ("Rosa's" -> "Rosa").
fn unpossessed(w: &str) -> &str {
    w.strip_suffix("'s")
        .or_else(|| w.strip_suffix("’s"))
        .unwrap_or(w)
}

/// `w` (a content word) is said in `ws`, its possessive ending and its form aside.
fn said_in(w: &str, ws: &[Word<'_>]) -> bool {
    ws.iter()
        .any(|(x, _)| same_word(unpossessed(x), unpossessed(w)))
}

/// Words opening a sentence that says what a rule takes in ("This includes vapes.").
const INCLUDING: &[&str] = &[
    "this includes",
    "that includes",
    "this covers",
    "that covers",
    "this extends to",
    "that extends to",
    "this applies to",
    "that applies to",
    "including",
];

/// "NO SMOKING WITHIN 25 METRES. THIS INCLUDES VAPES." -> "No smoking within 25 m.": what
/// the original says a rule takes in ("this includes", "this covers", "including", up to
/// the end of its clause), no content word of it said in the rewrite: the rule narrowed to
/// its plain words. "... or vaping" keeps it.
fn inclusion_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let at = phrase_range(o.text, INCLUDING)?;
    let part = parts(o.text).into_iter().find(|p| p.contains(&at.start))?;
    let end = o.text[at.end..part.end]
        .find([',', ':', '(', '-'])
        .map_or(part.end, |i| at.end + i);
    let what = words(o.text, at.end..end);
    let content: Vec<_> = what.iter().filter(|(w, _)| is_content(w)).collect();
    let rw = r.words();
    (!content.is_empty() && !content.iter().any(|(w, _)| said_in(w, rw))).then_some((
        "scope narrowed",
        at.start..end,
        0..r.text.len(),
    ))
}

/// The content words of `ws` ([`is_content`]).
fn content_words<'t>(ws: &[&Word<'t>]) -> Vec<&'t str> {
    ws.iter()
        .map(|(w, _)| *w)
        .filter(|w| is_content(w))
        .collect()
}

/// Verbs saying what a case needs ("anything closer needs Rosa's sign-off and a rush fee"),
/// and "unless", whose two things joined by "and" a gated act needs both of ("never pull a
/// PSU unless the partner PSU shows green and the ticket is approved").
const NEEDS: &[&str] = &["needs", "need", "requires", "require", "takes", "unless"];

/// "Anything closer needs Rosa's sign-off and a rush fee." -> "closer -> rush fee", "Never
/// pull a PSU unless the partner PSU shows green and the change ticket is approved" -> "PSU
/// pull: needs approved change ticket", "requires: approved CHG + on-site witness" -> "approved
/// CHG": two things a case needs ("needs X and Y", "X + Y", "unless X and Y"), the rewrite
/// saying a content word of one and none of the other: a requirement dropped. Only the words
/// of a side that the original says nowhere else count ("PSU" above names the act too).
/// "closer -> Rosa OK + rush fee" keeps both; a need with one thing is not read.
fn one_of_two_needs_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !o.holds_any_phrase(NEEDS) || !(o.holds_phrase("and") || o.text.contains(" + ")) {
        return None;
    }
    let (ow, rw) = (o.words(), r.words());
    ow.iter().enumerate().find_map(|(i, (w, _))| {
        if !is_one_of(w, NEEDS) {
            return None;
        }
        let part = parts(o.text)
            .into_iter()
            .find(|p| p.contains(&ow[i].1.start))?;
        let clause: Vec<_> = ow[i + 1..]
            .iter()
            .take_while(|(_, at)| {
                at.end <= part.end && !o.text[ow[i].1.end..at.start].contains([',', '\n'])
            })
            .collect();
        // The two things are joined by "and" or a "+" between two words.
        let joined = |k: usize| {
            clause[k].0.eq_ignore_ascii_case("and")
                || k > 0 && o.text[clause[k - 1].1.end..clause[k].1.start].trim() == "+"
        };
        let and = (0..clause.len()).find(|&k| joined(k))?;
        let second_at = and + usize::from(clause[and].0.eq_ignore_ascii_case("and"));
        let (first, second) = (&clause[..and], &clause[second_at..]);
        // "needs between 2 and 5 items" bounds one thing; "needs two approvals and authors
        // may not merge ..." joins a rule of its own.
        if first.iter().any(|(w, _)| w.eq_ignore_ascii_case("between"))
            || second
                .iter()
                .any(|(w, _)| is_one_of(w, MODALS) || is_one_of(w, &["nobody", "no", "never"]))
        {
            return None;
        }
        let (first_words, second_words) = (own_words(first, ow), own_words(second, ow));
        let named = |ws: &[&str]| {
            ws.iter()
                .any(|w| w.bytes().any(|b| b.is_ascii_alphabetic()))
        };
        let kept = |ws: &[&str]| ws.iter().any(|w| said_in(w, rw));
        let dropped = |side: &[&Word<'_>], ws: &[&str], other: &[&str]| {
            (named(ws) && !kept(ws) && kept(other))
                .then(|| Some(side.first()?.1.start..side.last()?.1.end))
                .flatten()
        };
        let from = dropped(first, &first_words, &second_words)
            .or_else(|| dropped(second, &second_words, &first_words))?;
        Some(("condition dropped", from, 0..r.text.len()))
    })
}

/// The content words of `side` that the original (`all`, its words) says nowhere else.
fn own_words<'t>(side: &[&Word<'t>], all: &[Word<'t>]) -> Vec<&'t str> {
    content_words(side)
        .into_iter()
        .filter(|w| {
            all.iter()
                .filter(|(x, _)| same_word(unpossessed(x), unpossessed(w)))
                .count()
                == 1
        })
        .collect()
}

/// Phrases anchoring a period at the end of something ("six weeks after the last strip").
const END_ANCHORS: &[&str] = &[
    "after the last",
    "from the last",
    "since the last",
    "after the end",
    "from the end",
    "after the final",
    "from the final",
    "after completion",
    "after completing",
];

/// Phrases anchoring a period at the start of something ("6 wks from start of treatment").
const START_ANCHORS: &[&str] = &[
    "from start",
    "from the start",
    "after the start",
    "since the start",
    "after start",
    "from the first",
    "after the first",
    "since the first",
    "from the beginning",
    "from day one",
    "after starting",
];

/// "No honey from treated hives for six weeks after the last strip comes out." -> "Treated
/// hives: honey out for 6 wks from start of treatment.": a period the original anchors at an
/// end ("after the last", "from the end") that the rewrite anchors at a start ("from start",
/// "after the first"), or back, neither text saying the other's anchor: the period moved.
fn anchor_of_a_period_moved(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    [(END_ANCHORS, START_ANCHORS), (START_ANCHORS, END_ANCHORS)]
        .into_iter()
        .find_map(|(said, again)| {
            let from = phrase_range(o.text, said)?;
            let to = phrase_range(r.text, again)?;
            (phrase_range(o.text, again).is_none() && phrase_range(r.text, said).is_none())
                .then_some(("time changed", from, to))
        })
}

/// Words giving leave ("second-class post is fine for UK libraries").
const LEAVE: &[&str] = &[
    "fine",
    "ok",
    "okay",
    "allowed",
    "permitted",
    "acceptable",
    "may",
    "can",
];

/// "Second-class post is fine for returns to UK university libraries." -> "2nd class OK for
/// UK libraries.": after a word of leave in both texts, three content words in a row in the
/// original ("UK university libraries") said as the first and last in a row in the rewrite
/// ("UK libraries"), the middle one said nowhere in it: the leave's scope widened. Only the
/// leave's object is read (the words after a preposition, "to UK university libraries",
/// nothing but spaces between them): "approve their own timesheets" -> "approve own
/// timesheets" is not; a modifier kept ("UK uni libraries") or a ban's scope is not read.
fn scope_of_a_leave_widened(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !(o.holds_any_phrase(LEAVE) && r.holds_any_phrase(LEAVE)) {
        return None;
    }
    let (ow, rw) = (o.words(), r.words());
    let after = |ws: &[Word<'_>]| ws.iter().position(|(w, _)| is_one_of(w, LEAVE));
    let (oi, ri) = (after(ow)?, after(rw)?);
    let (ow, rw) = (&ow[oi + 1..], &rw[ri + 1..]);
    ow.windows(4).enumerate().find_map(|(i, w)| {
        let t = &w[1..];
        // The leave's object: the three words after a preposition ("to UK university
        // libraries") or its article, with nothing but spaces between them.
        let opened = is_one_of(w[0].0, OBJECT_OPENERS)
            || (is_one_of(w[0].0, &["the", "a", "an"])
                && i.checked_sub(1)
                    .is_some_and(|k| is_one_of(ow[k].0, OBJECT_OPENERS)));
        let plain = |a: &Word<'_>, b: &Word<'_>| o.text[a.1.end..b.1.start].trim().is_empty();
        if !opened
            || !plain(&w[0], &t[0])
            || !plain(&t[0], &t[1])
            || !plain(&t[1], &t[2])
            || !t.iter().all(|(w, _)| is_content(w))
            || said_in(t[1].0, r.words())
        {
            return None;
        }
        let pair = rw
            .windows(2)
            .find(|p| same_word(p[0].0, t[0].0) && same_word(p[1].0, t[2].0))?;
        Some((
            "scope widened",
            t[0].1.start..t[2].1.end,
            pair[0].1.start..pair[1].1.end,
        ))
    })
}

/// Prepositions opening the object of a leave ("fine for", "park in").
const OBJECT_OPENERS: &[&str] = &["for", "to", "in", "at", "on", "from", "into", "of"];

/// Words saying the outcome a check must reach ("until re-test = PASS").
const OUTCOMES: &[&str] = &[
    "pass", "passes", "passed", "clear", "clears", "cleared", "negative", "green",
];

/// Words of a rewrite that keep an "until"'s wait on its outcome ("paused pending the
/// renewal").
const WAITS: &[&str] = &["until", "till", "til", "pending", "awaiting", "subject to"];

/// "Do not release for loading until re-test = PASS." -> "Re-test before loading.": the
/// outcome an "until" waits for ("passes", "is clear", "negative") dropped, a content word
/// of its clause said again and no outcome word left: doing the check stands for passing
/// it. "hold until the re-test passes" keeps it, and so does a wait said again ("paused
/// pending the renewal").
fn outcome_of_until_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !(o.holds_any_phrase(&["until", "till"]) && o.holds_any_phrase(OUTCOMES))
        || r.holds_any_phrase(OUTCOMES)
        || r.holds_any_phrase(WAITS)
    {
        return None;
    }
    let ow = o.words();
    let at = ow
        .iter()
        .position(|(w, _)| is_one_of(w, &["until", "till"]))?;
    let part = parts(o.text)
        .into_iter()
        .find(|p| p.contains(&ow[at].1.start))?;
    let clause: Vec<_> = ow[at + 1..]
        .iter()
        .take_while(|(_, x)| x.end <= part.end)
        .collect();
    let outcome = clause.iter().find(|(w, _)| is_one_of(w, OUTCOMES))?;
    let checked = content_words(&clause);
    checked
        .iter()
        .any(|w| !is_one_of(w, OUTCOMES) && said_in(w, r.words()))
        .then(|| {
            (
                "condition dropped",
                ow[at].1.start..outcome.1.end,
                0..r.text.len(),
            )
        })
}

/// The changes of corpus s39b read from the two texts alone, the first found.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    window_made_one_sided(o, r)
        .or_else(|| inclusive_bound_made_strict(o, r))
        .or_else(|| inclusion_dropped(o, r))
        .or_else(|| one_of_two_needs_dropped(o, r))
        .or_else(|| anchor_of_a_period_moved(o, r))
        .or_else(|| scope_of_a_leave_widened(o, r))
        .or_else(|| outcome_of_until_dropped(o, r))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn missed(original: &str, rewrite: &str) -> Option<&'static str> {
        change_missed(&TextReading::new(original), &TextReading::new(rewrite)).map(|m| m.0)
    }

    #[test]
    fn a_window_on_both_sides_made_one_sided_is_read() {
        for (o, r) in [
            (
                "Shift handover happens within five minutes either side of 18:00.",
                "Handover within 5 min after 18:00.",
            ),
            (
                "Weigh the dough within 2 g plus or minus of the target.",
                "Dough weight: up to 2 g past target.",
            ),
            (
                "Doses are given within an hour before or after the meal.",
                "Dose within 1 h after meals.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("scope narrowed"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Shift handover happens within five minutes either side of 18:00.",
                "Handover within ±5 min of 18:00.",
            ),
            (
                "Shift handover happens within five minutes either side of 18:00.",
                "Handover within 5 min of 18:00.",
            ),
            (
                "Within five minutes either side of 18:00 hand over; after that, log it late.",
                "Handover 18:00 ± 5 min; after that log it late.",
            ),
            (
                "Call the depot after every delivery.",
                "Call depot after each delivery.",
            ),
            (
                "Check the tyre pressure before and after the run.",
                "Tyre pressure pre/post run.",
            ),
            (
                "Check the tyre pressure before and after the run.",
                "Check tyres before & after the run.",
            ),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    #[test]
    fn an_inclusive_bound_of_a_grade_made_strict_is_read() {
        for (o, r) in [
            (
                "Contact sparring is banned for the Year 6s and below.",
                "No contact sparring below Year 6.",
            ),
            (
                "Night hikes are open to Level 3 and above only.",
                "Night hikes: above Level 3 only.",
            ),
            (
                "Free entry for kids aged 5 and under.",
                "Free entry under 5.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("scope narrowed"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Goalkeepers in the U12s and younger wear padded tops.",
                "U12 & younger keepers: padded tops.",
            ),
            (
                "Contact sparring is banned for the Year 6s and below.",
                "No contact sparring for Year 6 and below.",
            ),
            (
                "Contact sparring is banned for the Year 6s and below.",
                "No contact sparring up to Year 6.",
            ),
            (
                "Bring the U10s and the U11s to the back pitch over lunch.",
                "U10s + U11s to back pitch over lunch.",
            ),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    #[test]
    fn a_dropped_inclusion_is_read() {
        for (o, r) in [
            (
                "No phones on the ward floor. This includes smartwatches.",
                "No phones on ward floor.",
            ),
            (
                "Every visitor signs in at reception, including contractors.",
                "Visitors sign in at reception.",
            ),
            (
                "Glass is banned on the terrace. That covers jam jars and candle holders.",
                "No glass on terrace.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("scope narrowed"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "No phones on the ward floor. This includes smartwatches.",
                "No phones or smartwatches on ward floor.",
            ),
            (
                "Every visitor signs in at reception, including contractors.",
                "All visitors incl. contractors sign in at reception.",
            ),
            ("No phones on the ward floor.", "No phones on ward floor."),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    #[test]
    fn one_of_two_needs_dropped_is_read() {
        for (o, r) in [
            (
                "Late returns need Imran's approval and a written reason.",
                "Late returns -> written reason.",
            ),
            (
                "A same-day cake order requires a deposit and the manager's OK.",
                "Same-day cake order: manager OK.",
            ),
            // The second thing dropped, things joined by "+", the two things of "unless"
            // (a word the act names too, "valve", is no word of a side).
            (
                "A same-day cake order requires a deposit and the manager's OK.",
                "Same-day cake order: deposit.",
            ),
            (
                "GATE POLICY:\n  requires: signed permit + safety briefing\n  hours: 07-19",
                "Gate: signed permit, hours 07-19.",
            ),
            (
                "Never open the bypass valve unless the pump is isolated and the valve log is signed.",
                "Bypass valve: open only with signed valve log.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("condition dropped"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Late returns need Imran's approval and a written reason.",
                "Late returns: Imran OK + written reason.",
            ),
            (
                "Late returns need Imran's approval.",
                "Late returns: written reason.",
            ),
            (
                "Rope access needs a harness and a helmet.",
                "Rope access: harness + helmet required.",
            ),
            (
                "Each rota needs between 4 and 6 names.",
                "Rotas: 4-6 names each.",
            ),
            (
                "Never open the bypass valve unless the pump is isolated and the valve log is signed.",
                "Bypass valve: pump isolated + valve log signed first.",
            ),
            // "and" joining a rule of its own.
            (
                "Every release needs two sign-offs and authors may not sign their own.",
                "Releases: two sign-offs, no self-sign.",
            ),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    #[test]
    fn an_anchor_of_a_period_moved_is_read() {
        for (o, r) in [
            (
                "No grazing on the paddock for 21 days after the last spray.",
                "Paddock: no grazing 21 days from the first spray.",
            ),
            (
                "Warranty runs for a year from the start of the contract.",
                "Warranty: 1 yr after the end of contract.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("time changed"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "No grazing on the paddock for 21 days after the last spray.",
                "Paddock: no grazing for 21 days after final spray.",
            ),
            (
                "No grazing from the start of spraying until 21 days after the last spray.",
                "No grazing from start of spraying to 21 days after the last spray.",
            ),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    #[test]
    fn the_scope_of_a_leave_widened_is_read() {
        for (o, r) in [
            (
                "Cash is fine for orders from local primary schools.",
                "Cash OK for local schools.",
            ),
            (
                "Staff may park in the north visitor car park after 6pm.",
                "Staff may park in north car park after 6pm.",
            ),
            (
                "Free entry is fine for members of partner rowing clubs.",
                "Free entry OK for members of partner clubs.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("scope widened"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Cash is fine for orders from local primary schools.",
                "Cash OK for local primary schools.",
            ),
            (
                "Never send samples to external partner labs.",
                "No samples to external labs.",
            ),
            (
                "You can switch heaters on/off yourself during shifts.",
                "May switch heaters on/off during shifts.",
            ),
            (
                "Team leads can approve their own timesheets.",
                "Team leads may approve own timesheets.",
            ),
            (
                "You may offer the next available hygienist slot.",
                "May offer next hygienist slot.",
            ),
            (
                "Staff may park in the north visitor car park after 6pm.",
                "Staff can use north visitor car park after 6pm.",
            ),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    #[test]
    fn the_outcome_of_an_until_dropped_is_read() {
        for (o, r) in [
            (
                "Keep the tank sealed until the gas test passes.",
                "Gas test before opening tank.",
            ),
            (
                "Nobody goes back in until the air monitor reads clear.",
                "Air monitor check before re-entry.",
            ),
        ] {
            assert_eq!(missed(o, r), Some("condition dropped"), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Keep the tank sealed until the gas test passes.",
                "Tank sealed until gas test = pass.",
            ),
            (
                "Keep the tank sealed until the gas test passes.",
                "Tank sealed till gas test passed.",
            ),
            (
                "Keep the tank sealed until Friday.",
                "Tank sealed till Fri.",
            ),
            (
                "Keep the tank sealed until the gas test passes.",
                "Tank sealed pending gas test.",
            ),
        ] {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }
}
