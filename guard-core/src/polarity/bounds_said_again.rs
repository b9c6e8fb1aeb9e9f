//! A bound said again in other words: a ban on going past a value ("never ... above the 8th
//! floor") said as its ceiling ("max 8th floor") or floor, "maximum of three" said as "≤3", a
//! reason that says the ceiling again ("the wheels can't take more") beside it; the faithful
//! forms of blind corpus s36b (its `faithful_form`), which ask these and the readings of other
//! modules in turn.

use super::abilities::waiver_of_leave;
use super::alone::alone_said_as_only;
use super::duties::not_optional_said_again;
use super::excluded::EXCLUDING;
use super::extract::{Clause, Facts};
use super::is_one_of;
use super::only_conditions::words_in;
use super::particles::word_of_address;
use super::quantities::plain_numbers;
use super::words::{
    NEGATIONS, TextReading, Word, clause_at, holds_any_phrase, holds_any_phrase as has_any,
    holds_phrase, negates_or_excludes, number_word_value, part_holding, part_words, parts, within,
    words,
};
use crate::classify::numbers;
use std::ops::Range;

/// Comparators a ban turns into a ceiling ("never above the 8th floor", "don't book more than
/// six") or a floor ("never below 30%").
pub(super) const OVER: &[&str] = &["above", "over", "exceed", "exceeds", "exceeding", "beyond"];

pub(super) const UNDER: &[&str] = &["below", "under"];

/// Words of a ceiling and of a floor a rewrite may say (a screen).
const CEILING: &[&str] = &["max", "maximum", "at most", "up to"];

const FLOOR: &[&str] = &["min", "minimum", "at least"];

/// The value of a count or an ordinal word ("8th", "30%", "six").
fn value_of(w: &str) -> Option<f64> {
    let digits: String = w.chars().take_while(|c| c.is_ascii_digit()).collect();
    if digits.is_empty() {
        number_word_value(w)
    } else {
        digits.parse().ok()
    }
}

/// "Never schedule a drone delivery to a balcony above the 8th floor." -> "Balcony drops:
/// max 8th floor."; "don't go bookin' no more than six dogs" -> "max 6": a ban on going
/// over a value said as its ceiling, or on going under it as its floor, the same value in
/// the rewrite's part that says the ceiling or floor. A floor for a ceiling, or another
/// value, is still reported.
fn ban_past_a_value_said_as_a_bound(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    ban_past_a_value_said_again(original, from, rewrite, false)
}

/// "Five cabins booked at most, and never fewer than two." -> "Max 5 cabins booked, min 2.": a
/// clause ([`super::orders::negated_clause_deleted`]'s) that is only a ban on going past a value
/// ("never fewer than two", nothing after the value), the rewrite saying the same floor or ceiling
/// of that value ([`ban_past_a_value_said_as_a_bound`], the comparator right after the negation
/// allowed: the clause is the bound). "min 3" for "never fewer than two", or a floor for "never
/// more than", is still reported.
pub(super) fn bound_clause_said_as_a_bound(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some(said) = original.get(from.clone()) else {
        return false;
    };
    // (The clause's range may open with the space after its comma.)
    let from = &(from.end - said.trim_start().len()..from.end);
    // Short, and closed by its value: no word after the last figure or count word.
    let ws = words(said, 0..said.len());
    ws.len() <= 6
        && ws.last().is_some_and(|(w, _)| value_of(w).is_some())
        && ban_past_a_value_said_again(original, from, rewrite, true)
}

/// [`ban_past_a_value_said_as_a_bound`], with `right_after`: the comparator may follow the
/// negation at once ("never fewer than").
fn ban_past_a_value_said_again(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    right_after: bool,
) -> bool {
    let ceiling = holds_any_phrase(rewrite, CEILING) || rewrite.contains('\u{2264}');
    let floor = holds_any_phrase(rewrite, FLOOR) || rewrite.contains('\u{2265}');
    if !ceiling && !floor {
        return false;
    }
    let Some((_, ours)) = part_words(original, from.start) else {
        return false;
    };
    let negates = |w: &str| {
        is_one_of(w, &["never", "not", "no", "nobody"])
            || w.to_ascii_lowercase().ends_with("n't")
            || w.to_ascii_lowercase().ends_with("n\u{2019}t")
    };
    // The negation reported dropped, or the last one before the bound reported turned (not
    // the "no" of "no more than").
    let Some(n) = (0..ours.len()).rev().find(|&i| {
        ours[i].1.start < from.end.max(from.start + 1)
            && negates(ours[i].0)
            && !(ours
                .get(i + 1)
                .is_some_and(|(w, _)| is_one_of(w, &["more", "less", "fewer"]))
                && (!right_after || ours[i].0.eq_ignore_ascii_case("no")))
    }) else {
        return false;
    };
    // The comparator after the negation in its clause (no comma, dash or "and" between):
    // over (true) or under (false), and where.
    let Some((k, over)) = (n + 1..ours.len().min(n + 9)).find_map(|k| {
        let w = ours[k].0;
        let than = ours
            .get(k + 1)
            .is_some_and(|(t, _)| t.eq_ignore_ascii_case("than"));
        if is_one_of(w, OVER) || (than && is_one_of(w, &["more", "longer", "later", "higher"])) {
            Some((k, true))
        } else if is_one_of(w, UNDER)
            || (than && is_one_of(w, &["less", "fewer", "shorter", "earlier", "lower"]))
        {
            Some((k, false))
        } else {
            None
        }
    }) else {
        return false;
    };
    let Some(value) = ours[k + 1..(k + 5).min(ours.len())]
        .iter()
        .find_map(|(w, _)| value_of(w))
    else {
        return false;
    };
    // ("no less than 60 minutes" is a bound, not a ban; "don't book over $600, avoid
    // red-eyes" -> "max $600, red-eyes fine" gives leave the original did not.)
    let clause = &original[ours[n].1.end..ours[k].1.start];
    if (k == n + 1 && !right_after)
        || clause.contains([',', ';', '\u{2014}'])
        || ours[n + 1..k]
            .iter()
            .any(|(w, _)| is_one_of(w, &["and", "or"]))
        || words(rewrite, 0..rewrite.len()).iter().any(|(w, _)| {
            is_one_of(
                w,
                &["fine", "ok", "okay", "allowed", "permitted", "may", "can"],
            )
        })
    {
        return false;
    }
    bound_said_before_value(rewrite, over, value)
}

/// `rewrite` says `value` right after a word or sign of a ceiling (`over`: "max 6", "≤ 900
/// kg", "up to 6") or of a floor ("min 20%", "≥30%"); not "60 min".
fn bound_said_before_value(rewrite: &str, over: bool, value: f64) -> bool {
    let (said, symbol) = if over {
        (&["max", "maximum", "most"][..], '\u{2264}')
    } else {
        (&["min", "minimum", "least"][..], '\u{2265}')
    };
    let theirs = words(rewrite, 0..rewrite.len());
    (0..theirs.len()).any(|j| {
        value_of(theirs[j].0) == Some(value)
            && (rewrite[..theirs[j].1.start].trim_end().ends_with(symbol)
                || j > 0 && is_one_of(theirs[j - 1].0, said)
                || (over
                    && j > 1
                    && theirs[j - 1].0.eq_ignore_ascii_case("to")
                    && theirs[j - 2].0.eq_ignore_ascii_case("up")))
    })
}

/// "Maximum of three tries on the same gown per appointment" -> "≤3 try-ons of same gown per
/// appt": a bound said as "maximum of N" ("minimum of N") said again as the same ceiling
/// (floor) of the same value. A floor for a ceiling, or another value, is still reported.
fn maximum_of_said_as_a_bound(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !holds_any_phrase(original, &["maximum of", "minimum of"]) {
        return false;
    }
    let Some((_, ours)) = part_words(original, from.start) else {
        return false;
    };
    (0..ours.len().saturating_sub(2)).any(|i| {
        let over = ours[i].0.eq_ignore_ascii_case("maximum");
        (over || ours[i].0.eq_ignore_ascii_case("minimum"))
            && ours[i + 1].0.eq_ignore_ascii_case("of")
            && value_of(ours[i + 2].0).is_some_and(|v| bound_said_before_value(rewrite, over, v))
    })
}

/// "At most two trays per trolley — the wheels can't take more." -> "Max 2 trays/trolley
/// (wheel load).": a reason that says again the ceiling ("can't take more") read as a
/// negation, the rewrite saying the ceiling. A rewrite without a ceiling is still reported.
fn no_more_said_again_as_a_ceiling(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let ceiling = ["at most", "max", "maximum", "no more than", "up to"];
    if !holds_phrase(original, "more")
        || !holds_any_phrase(original, &ceiling)
        || !(holds_any_phrase(rewrite, &ceiling) || rewrite.contains('\u{2264}'))
    {
        return false;
    }
    let Some((_, ours)) = part_words(original, from.start) else {
        return false;
    };
    let Some(n) = ours.iter().position(|(_, r)| r.start == from.start) else {
        return false;
    };
    // The negation's verb and "more" closing the part ("can't take more", "won't hold any
    // more").
    ours.len() > n + 2
        && ours.len() <= n + 4
        && ours
            .last()
            .is_some_and(|(w, _)| w.eq_ignore_ascii_case("more"))
}

/// The side a comparative said after a negation keeps a value on ("no higher": at most, true;
/// "never colder": at least, false): the plain comparatives and those of measure the number
/// reader knows ([`numbers::COMPARATIVES_ABOVE`], [`numbers::COMPARATIVES_BELOW`]).
fn side_of_comparative(w: &str) -> Option<bool> {
    if is_one_of(
        w,
        &[
            "higher", "more", "greater", "longer", "later", "bigger", "larger", "older",
        ],
    ) || is_one_of(w, numbers::COMPARATIVES_ABOVE)
    {
        Some(true)
    } else if is_one_of(
        w,
        &[
            "lower", "less", "fewer", "shorter", "earlier", "smaller", "younger",
        ],
    ) || is_one_of(w, numbers::COMPARATIVES_BELOW)
    {
        Some(false)
    } else {
        None
    }
}

/// "Trapeze rig height is nine metres, no higher, whatever the act wants." -> "Trapeze rig ≤ 9
/// m regardless of act."; "Cold smoke under 30 degrees Celsius, never hotter" -> "Cold smoke <
/// 30°C always" (pol68c): a value, a comma, then the negation reported dropped and a
/// comparative closing its clause (the ceiling or floor said again after the value), the
/// rewrite saying the same value as that side's bound ("<" or ">" too where the original's
/// comparator before the value is strict, "under 30"). A floor for "no higher", another
/// value, or a rewrite with no bound is still reported.
fn no_further_after_a_value_said_as_a_bound(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some((_, ours)) = part_words(original, from.start) else {
        return false;
    };
    let Some(n) = ours.iter().position(|(_, r)| r.start == from.start) else {
        return false;
    };
    let Some(over) = ours.get(n + 1).and_then(|(w, _)| side_of_comparative(w)) else {
        return false;
    };
    // The comparative closes its clause ("no higher," / "never hotter.").
    let after = original.get(ours[n + 1].1.end..).unwrap_or("").trim_start();
    let closes =
        after.is_empty() || after.starts_with([',', ';', '.', ')', '\u{2014}', '\u{2013}']);
    // A comma right before the negation, after the value (the last figure or count word of
    // the three words before it).
    let after_comma = original
        .get(..ours[n].1.start)
        .is_some_and(|before| before.trim_end().ends_with(','));
    let before = &ours[n.saturating_sub(3)..n];
    let Some(k) = before.iter().rposition(|(w, _)| value_of(w).is_some()) else {
        return false;
    };
    let Some(value) = value_of(before[k].0) else {
        return false;
    };
    // "under 30": a strict comparator right before the value, said again by "<" or ">".
    let strict = n.saturating_sub(3) + k > 0
        && is_one_of(
            ours[n.saturating_sub(3) + k - 1].0,
            if over { UNDER } else { OVER },
        );
    let sign = if over { '<' } else { '>' };
    closes
        && after_comma
        && (bound_said_before_value(rewrite, over, value)
            || strict && value_after_sign(rewrite, sign, value))
}

/// `rewrite` says `value` right after the sign `sign` ("< 30°C").
fn value_after_sign(rewrite: &str, sign: char, value: f64) -> bool {
    words(rewrite, 0..rewrite.len())
        .iter()
        .any(|(w, r)| value_of(w) == Some(value) && rewrite[..r.start].trim_end().ends_with(sign))
}

/// Faithful forms read in corpus36b, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "negation dropped" | "prohibition became mention" => {
            waiver_of_leave(original, from, rewrite)
                || (what == "negation dropped"
                    && (ban_past_a_value_said_as_a_bound(original, from, rewrite)
                        || no_more_said_again_as_a_ceiling(original, from, rewrite)
                        || no_further_after_a_value_said_as_a_bound(original, from, rewrite)
                        || not_optional_said_again(original, from, rewrite)))
        }
        "bound direction changed" => {
            ban_past_a_value_said_as_a_bound(original, from, rewrite)
                || maximum_of_said_as_a_bound(original, from, rewrite)
        }
        "modality strengthened" => alone_said_as_only(original, from, to, rewrite),
        "scope changed" => word_of_address(original, from),
        _ => false,
    }
}

/// Words that name a number said before them as a bound ("that's the ceiling").
const BOUND_NAMES: &[&str] = &[
    "ceiling", "cap", "limit", "maximum", "max", "floor", "minimum", "min",
];

/// The number the original names as its bound by pointing back at it ("signed off at 230, so
/// that's the ceiling", "this is the limit"): the number (the last one before the pointing
/// words, in the same sentence, as written) and the range from it to the bound's name.
fn bound_named<'t>(original: &str, ours: &[Word<'t>]) -> Option<(&'t str, Range<usize>)> {
    let at = ours.windows(3).position(|w| {
        is_one_of(
            w[0].0,
            &["that's", "that\u{2019}s", "this", "that", "that'll"],
        ) && is_one_of(w[1].0, &["the", "our", "your", "is"])
            && (is_one_of(w[2].0, BOUND_NAMES)
                || (w[1].0.eq_ignore_ascii_case("is") && is_one_of(w[2].0, &["the", "our"])))
    })?;
    let bound = ours[at..(at + 4).min(ours.len())]
        .iter()
        .find(|(w, _)| is_one_of(w, BOUND_NAMES))?;
    let sentence = parts(original)
        .into_iter()
        .find(|p| p.contains(&ours[at].1.start))?;
    let (number, range) = within(ours, &sentence)
        .iter()
        .take_while(|(_, r)| r.start < ours[at].1.start)
        .filter(|(w, _)| w.bytes().all(|b| b.is_ascii_digit()))
        .last()?;
    Some((number, range.start..bound.1.end))
}

/// The original may name a bound by pointing back at a number: it holds a bound's name
/// ("ceiling", "limit", "max") and "that" or "this" (a byte screen).
pub(super) fn may_name_a_bound(original: &TextReading<'_>) -> bool {
    BOUND_NAMES.iter().any(|b| original.holds_ignoring_case(b))
        && (original.holds_ignoring_case("that") || original.holds_ignoring_case("this"))
}

/// "... the lift plan's been signed off at 230, so that's the ceiling for today's block move."
/// -> "Today's block move: Goliath crane, rated 250 t; lift plan signed.": the number the
/// original names as the bound ([`bound_named`]) not said in the rewrite: the bound dropped.
pub(super) fn named_bound_dropped(
    (original, ours): (&str, &[Word<'_>]),
    theirs: &[Word<'_>],
) -> Option<(Range<usize>, Range<usize>)> {
    let (number, from) = bound_named(original, ours)?;
    let kept = theirs.iter().any(|(w, _)| {
        w.trim_start_matches(|c: char| !c.is_ascii_digit())
            .trim_end_matches(|c: char| !c.is_ascii_digit())
            == number
    });
    (!kept).then_some((from, 0..0))
}

/// "The Goliath crane's certified to 250 t and the lift plan's been signed off at 230, so
/// that's the ceiling" -> "Block move today: max load 230 t (lift plan limit; crane rated 250
/// t)": the rewrite's bound is the number the original names as its bound
/// ([`bound_named`]), the rule the classifier did not read in the original said again. Each
/// other number of the rewrite's sentence is one of the original's (bounded there if it is
/// in the rewrite): "max load 250 t" is no restatement.
pub(super) fn restates_a_named_bound(original: &str, before: &Facts, c: &Clause) -> bool {
    if c.numbers.is_empty()
        || !may_name_a_bound(&TextReading::with_kept(original, before.kept_reading()))
    {
        return false;
    }
    let ours = words(original, 0..original.len());
    let Some((number, _)) = bound_named(original, &ours) else {
        return false;
    };
    let Ok(named) = number.parse::<f64>() else {
        return false;
    };
    c.numbers.iter().any(|n| n.compared && n.value == named)
        && c.numbers.iter().all(|n| {
            n.value == named
                || before.clauses.iter().any(|o| {
                    o.numbers
                        .iter()
                        .any(|m| m.value == n.value && (m.compared || !n.compared))
                })
        })
}

/// The words of "N or below" ("5.5 or below", "18 or older") that make N a bound.
const OR_BOUNDS: &[&str] = &[
    "below", "lower", "less", "under", "fewer", "more", "above", "higher", "over", "greater",
    "older", "younger", "earlier", "later", "longer", "shorter",
];

/// [`OR_BOUNDS`] after "or", for the screen.
const OR_BOUND_PHRASES: &[&str] = &[
    "or below",
    "or lower",
    "or less",
    "or under",
    "or fewer",
    "or more",
    "or above",
    "or higher",
    "or over",
    "or greater",
    "or older",
    "or younger",
    "or earlier",
    "or later",
    "or longer",
    "or shorter",
];

/// Words of a rewrite's part that keep a value a bound ("max 5.5", "5.5 or under").
pub(super) const BOUND_WORDS: &[&str] = &[
    "max",
    "maximum",
    "min",
    "minimum",
    "most",
    "least",
    "up",
    "upto",
    "under",
    "below",
    "over",
    "above",
    "less",
    "more",
    "fewer",
    "lower",
    "higher",
    "limit",
    "cap",
    "capped",
    "ceiling",
    "floor",
    "exceed",
    "exceeding",
    "beyond",
    "within",
    "or",
    "older",
    "younger",
    "plus",
    "lowest",
    "highest",
    "no",
    "not",
    "never",
    "earlier",
    "later",
    "latest",
    "earliest",
    "onward",
    "onwards",
    "upward",
    "upwards",
    "since",
    "from",
    "after",
    "before",
    "until",
    "till",
];

/// The figure of `text` starting at byte `at` ("5.5", "1,000", "40"): its digits, points and
/// commas between digits.
pub(super) fn figure_at(text: &str, at: usize) -> &str {
    let b = text.as_bytes();
    let mut end = at;
    while end < b.len()
        && (b[end].is_ascii_digit()
            || matches!(b[end], b'.' | b',') && b.get(end + 1).is_some_and(u8::is_ascii_digit))
    {
        end += 1;
    }
    &text[at..end]
}

/// The start of the figure of `text` holding the digit at byte `at` ("5.5" for its second
/// "5").
fn figure_start(text: &str, at: usize) -> usize {
    let b = text.as_bytes();
    let mut start = at;
    while start > 0
        && (b[start - 1].is_ascii_digit()
            || matches!(b[start - 1], b'.' | b',') && start > 1 && b[start - 2].is_ascii_digit())
    {
        start -= 1;
    }
    start
}

/// Where `figure` stands alone in `text` (no digit or point of a longer figure beside it).
pub(super) fn figure_in<'a>(text: &'a str, figure: &'a str) -> impl Iterator<Item = usize> + 'a {
    let b = text.as_bytes();
    text.match_indices(figure)
        .map(|(i, _)| i)
        .filter(move |&i| {
            let before = i.checked_sub(1).map(|j| b[j]);
            let after = b.get(i + figure.len()).copied();
            !before.is_some_and(|c| c.is_ascii_digit() || c == b'.' || c == b',')
                && !after.is_some_and(|c| {
                    c.is_ascii_digit()
                        || matches!(c, b'.' | b',')
                            && b.get(i + figure.len() + 1).is_some_and(u8::is_ascii_digit)
                })
        })
}

/// "The volume for kids' matinees stays at 5.5 on the Dolby fader or below." -> "Kids'
/// matinees: Dolby fader at 5.5.": a value the original bounds with "or below" ("or
/// fewer", "or older") a few words after it, said again in a part of the rewrite with no
/// word or sign of a bound ("max", "under", "≤", "5.5+"): the bound made an exact value.
pub(super) fn or_bound_made_exact(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: "or below" (or a like) in the original, a digit in the rewrite.
    if !o.holds_any_phrase(OR_BOUND_PHRASES) || !r.text.bytes().any(|b| b.is_ascii_digit()) {
        return None;
    }
    let ow = o.words();
    (1..ow.len()).find_map(|k| {
        if !is_one_of(ow[k - 1].0, &["or"]) || !is_one_of(ow[k].0, OR_BOUNDS) {
            return None;
        }
        let part = part_holding(o.text, ow[k].1.start)?;
        let n = (k.saturating_sub(9)..k - 1).rev().find(|&i| {
            ow[i].1.start >= part.start && ow[i].0.starts_with(|c: char| c.is_ascii_digit())
        })?;
        let start = figure_start(o.text, ow[n].1.start);
        let figure = figure_at(o.text, start);
        let bounded = |at: usize| {
            part_holding(r.text, at).is_none_or(|p| {
                let said = &r.text[p];
                has_any(said, BOUND_WORDS)
                    || said.contains([
                        '\u{2264}', '\u{2265}', '<', '>', '+', '\u{2193}', '\u{2191}',
                    ])
            })
        };
        // Every time the rewrite says the value, it says it bare.
        let mut said = figure_in(r.text, figure).peekable();
        let at = *said.peek()?;
        said.all(|at| !bounded(at))
            .then(|| (start..ow[k].1.end, at..at + figure.len()))
    })
}

/// Phrases that bound a time or a quantity from below ("14 days after, not sooner").
const FLOORS: &[&str] = &[
    "not sooner",
    "no sooner",
    "not earlier",
    "no earlier",
    "at the earliest",
    "not before",
    "or later",
    "at least",
    "minimum",
    "or more",
    "no less than",
    "no fewer than",
    "≥",
    ">=",
];

/// Phrases that bound a time or a quantity from above ("within 14 days").
const CEILINGS: &[&str] = &[
    "within",
    "no later than",
    "not later than",
    "at the latest",
    "at most",
    "up to",
    "or sooner",
    "or earlier",
    "or less",
    "or fewer",
    "no more than",
    "maximum",
    "max",
    "≤",
    "<=",
];

/// The first bound from below and the first from above the text says ([`FLOORS`],
/// [`CEILINGS`]; [`first_said`]), read once a text and kept with its reading
/// ([`TextReading::floor_and_ceiling`]).
pub(super) fn floor_and_ceiling(text: &TextReading<'_>) -> [Option<Range<usize>>; 2] {
    [first_said(text, FLOORS), first_said(text, CEILINGS)]
}

/// The first of `phrases` said in the text, as a range.
fn first_said(text: &TextReading<'_>, phrases: &[&str]) -> Option<Range<usize>> {
    phrases.iter().find_map(|p| {
        let at = if p.chars().all(|c| !c.is_alphanumeric()) {
            text.text.find(p)?
        } else {
            text.phrase_at(std::slice::from_ref(p))?
        };
        Some(at..at + p.len())
    })
}

/// The figures of `text` (words opening with a digit), without their units.
fn figures<'t>(ws: &[Word<'t>]) -> Vec<&'t str> {
    ws.iter()
        .filter_map(|(w, _)| {
            let end = w
                .find(|c: char| !(c.is_ascii_digit() || c == '.'))
                .unwrap_or(w.len());
            (end > 0).then(|| &w[..end])
        })
        .collect()
}

/// A lead time ("no later than 30 minutes before") is bounded the other way round.
fn says_a_lead_time(o: &TextReading<'_>) -> bool {
    o.phrase_at(&["before", "prior", "ahead", "in advance"])
        .is_some()
}

/// The bound at `at` stands under a negation in its clause ("no one else is within 300 m",
/// "no re-send within 24 hours"): it bounds the other way too.
fn bound_negated(t: &TextReading<'_>, at: &Range<usize>) -> bool {
    negates_or_excludes(words_in(
        t.words(),
        &(clause_at(t.text, at.start).start..at.start),
    ))
}

/// "Follow-up visit is booked 14 days after the first treatment, not sooner." -> "... within
/// 14 days of the first treatment.": a bound from below ("not sooner", "at least", "or
/// later") said as one from above ("within", "at the latest", "up to"), or back, the rewrite
/// keeping a figure of the original and saying no bound of the original's side: the bound
/// turned round. "2 wks post-treatment, no earlier" keeps the floor.
pub(super) fn floor_said_as_ceiling(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    if says_a_lead_time(o) {
        return None;
    }
    // (The rewrite's read only when the original says a bound.)
    let ours = o.floor_and_ceiling();
    [(0, 1), (1, 0)].into_iter().find_map(|(side, other)| {
        let from = ours[side].clone()?;
        let theirs = r.floor_and_ceiling();
        let to = theirs[other].clone()?;
        if ours[other].is_some()
            || theirs[side].is_some()
            || bound_negated(o, &from)
            || bound_negated(r, &to)
        {
            return None;
        }
        let theirs = figures(r.words());
        figures(o.words())
            .iter()
            .any(|f| theirs.contains(f))
            .then_some(("bound direction changed", from, to))
    })
}

/// The word of `text` right after byte `end`, lower case, without the punctuation after it.
fn word_after(text: &str, end: usize) -> String {
    text.get(end..)
        .and_then(|a| a.split_whitespace().next())
        .unwrap_or("")
        .trim_end_matches(|c: char| !c.is_ascii_alphanumeric())
        .to_ascii_lowercase()
}

/// "None of them went over the 2-hour maximum" -> "none over 2h max": the original's bound
/// is a cap or a floor named as such ("the 2-hour maximum"), with "over" / "under" before
/// it, and the rewrite says "over 2h max": the same comparison with the same kind of limit
/// after it, not a bound turned. "over 2h" without "max", "under 2h max" are reported.
pub(super) fn limit_named_after_the_comparison(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let (Some(ours), Some(theirs)) = (original.get(from.clone()), rewrite.get(to.clone())) else {
        return false;
    };
    let kind = |w: &str| match w {
        "max" | "maximum" | "cap" | "ceiling" => Some("max"),
        "min" | "minimum" | "floor" => Some("min"),
        _ => None,
    };
    let Some(ours_kind) = ours
        .split(|c: char| !c.is_ascii_alphabetic())
        .next_back()
        .and_then(|w| kind(&w.to_ascii_lowercase()))
    else {
        return false;
    };
    // The comparison before the limit, past a "the" ("over the 2-hour maximum").
    let mut earlier = original
        .get(..from.start)
        .unwrap_or("")
        .split_whitespace()
        .rev()
        .map(str::to_ascii_lowercase);
    let before = match earlier.next() {
        Some(the) if the == "the" => earlier.next().unwrap_or_default(),
        other => other.unwrap_or_default(),
    };
    let comparator = theirs
        .split_whitespace()
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    let after = word_after(rewrite, to.end);
    is_one_of(&comparator, &["over", "under", "above", "below"])
        && before == comparator
        && kind(&after) == Some(ours_kind)
}

/// "Libraries with a peak below 250 bp don't go on the run." -> "NovaSeq: exclude libraries
/// with peak <250 bp.": a bound that narrows the subject, before the sentence's negation,
/// said with the same direction ("below", "under", "<"; "above", "over", ">"): the
/// negation, not the bound, is the ban. "Don't go below 250 bp" (the negation before the
/// bound) or "above" for "below" are still read.
pub(super) fn subject_bound_same_direction(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    // (The range read may run on to the negation: "below 7 don't".)
    let before = words(original, part.start..from.start);
    let after = words(original, from.start..part.end);
    if before.iter().any(|(w, _)| is_one_of(w, NEGATIONS))
        || !after.iter().skip(1).any(|(w, _)| is_one_of(w, NEGATIONS))
    {
        return false;
    }
    let direction = |s: &str| -> Option<u8> {
        let s = s.trim_start().to_ascii_lowercase();
        if ["below", "under", "less than", "fewer than", "<"]
            .iter()
            .any(|p| s.starts_with(p))
            && !s.starts_with("<=")
        {
            Some(0)
        } else if ["above", "over", "more than", "greater than", ">"]
            .iter()
            .any(|p| s.starts_with(p))
            && !s.starts_with(">=")
        {
            Some(1)
        } else {
            None
        }
    };
    let (Some(a), Some(b)) = (original.get(from.clone()), rewrite.get(to.clone())) else {
        return false;
    };
    let kept_ban = part_holding(rewrite, to.start).is_some_and(|t| {
        let s = &rewrite[t.clone()];
        holds_any_phrase(s, EXCLUDING)
            || words(rewrite, t)
                .iter()
                .any(|(w, _)| is_one_of(w, NEGATIONS))
    });
    kept_ban && direction(a).is_some() && direction(a) == direction(b)
}

/// The direction of the bound `text` opens with ("capped at", "≤", "max" are one), and its
/// first number: `None` without both.
fn bound_said(text: &str) -> Option<(u8, f64)> {
    let lower = text.trim_start().to_ascii_lowercase();
    const DIRECTIONS: &[(&str, u8)] = &[
        ("capped at", 0),
        ("up to", 0),
        ("max", 0),
        ("at most", 0),
        ("no more than", 0),
        ("≤", 0),
        ("<=", 0),
        ("limit", 0),
        ("at least", 1),
        ("min", 1),
        ("no less than", 1),
        ("≥", 1),
        (">=", 1),
        ("below", 2),
        ("under", 2),
        ("less than", 2),
        ("fewer than", 2),
        ("<", 2),
        ("above", 3),
        ("over", 3),
        ("more than", 3),
        (">", 3),
    ];
    let (w, d) = DIRECTIONS.iter().find(|(w, _)| lower.starts_with(w))?;
    // The number right after the word ("over 10", "≤500", "max £20"), not a word that
    // starts with it ("Overtime claims under 10").
    let rest = lower[w.len()..]
        .trim_start()
        .trim_start_matches(['£', '$', '€', 'r']);
    if !rest.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let (v, _) = plain_numbers(rest).into_iter().next()?;
    Some((*d, v))
}

/// "Gem grants per ticket are capped at 500; anything larger goes to Priya." -> "Gem grants:
/// ≤500/ticket. >500 → escalate to Priya.": the rewrite's bound read against the original's
/// is another, but the rewrite says the original's own bound (the same direction and value)
/// elsewhere: the bound kept.
pub(super) fn same_bound_said_elsewhere(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let Some(ours) = original.get(from.clone()).and_then(bound_said) else {
        return false;
    };
    // The value said once in the original ("capped at 500; anything larger") and twice in
    // the rewrite ("≤500 ... >500"): two bounds of the original's ("over 50 kg ... under 50
    // kg") turned around are not read.
    let times = |text: &str| {
        plain_numbers(text)
            .iter()
            .filter(|(v, _)| *v == ours.1)
            .count()
    };
    if times(original) != 1 || times(rewrite) < 2 {
        return false;
    }
    // (Not at the range read against the original: "not permitted under 12" -> "permitted
    // under 12" says the same words with the ban gone.)
    rewrite
        .char_indices()
        .filter(|(i, _)| *i == 0 || !rewrite[..*i].ends_with(|c: char| c.is_alphanumeric()))
        .filter(|(i, _)| !(to.start <= *i && *i < to.end.max(to.start + 1)))
        .any(|(i, _)| bound_said(&rewrite[i..]).is_some_and(|b| b == ours))
}

#[cfg(test)]
mod tests {
    use super::{CEILINGS, FLOORS, TextReading, figures, first_said};
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};
    use std::ops::Range;

    /// A value, a comma, then "no higher" / "never hotter" closing the clause said as that
    /// side's bound of the same value (pol68c); the other side, another value, or no bound
    /// in the rewrite stay reported.
    #[test]
    fn no_further_after_a_value_said_as_a_bound() {
        let rig = "Trapeze rig height is nine metres, no higher, whatever the act wants.";
        let smoke = "Keep the smoke at 30 degrees, never colder.";
        let heater = "Turn the heater in the control room down to 18, not higher.";
        assert_faithful(&[
            (rig, "Trapeze rig ≤ 9 m regardless of act."),
            (smoke, "Smoke ≥ 30 degrees."),
            (heater, "Control-room heater ≤18."),
        ]);
        assert_changed(&[
            (rig, "Trapeze rig ≥ 9 m regardless of act."),
            (rig, "Trapeze rig ≤ 8 m regardless of act."),
            (rig, "Trapeze rig 9 m regardless of act."),
            (smoke, "Smoke ≤ 30 degrees."),
            (heater, "Control-room heater ≥18."),
        ]);
    }

    /// The first definition of [`super::floor_said_as_ceiling`]: each side's first bound
    /// searched in both texts at every comparison.
    fn first_floor_said_as_ceiling(
        o: &TextReading<'_>,
        r: &TextReading<'_>,
    ) -> Option<(&'static str, Range<usize>, Range<usize>)> {
        if super::says_a_lead_time(o) {
            return None;
        }
        [(FLOORS, CEILINGS), (CEILINGS, FLOORS)]
            .into_iter()
            .find_map(|(side, other)| {
                let from = first_said(o, side)?;
                let to = first_said(r, other)?;
                if first_said(o, other).is_some()
                    || first_said(r, side).is_some()
                    || super::bound_negated(o, &from)
                    || super::bound_negated(r, &to)
                {
                    return None;
                }
                let theirs = figures(r.words());
                figures(o.words())
                    .iter()
                    .any(|f| theirs.contains(f))
                    .then_some(("bound direction changed", from, to))
            })
    }

    /// Each text's first floor and ceiling, read once and kept, find what the first
    /// definition finds: a floor said as a ceiling and back, a bound kept, both sides said,
    /// a negated bound, no bound, no figure kept.
    #[test]
    fn kept_floors_and_ceilings_find_what_the_first_definition_finds() {
        let pairs = [
            (
                "Follow-up visit is booked 14 days after the first treatment, not sooner.",
                "Follow-up visit within 14 days of the first treatment.",
            ),
            (
                "Submit within 30 days of the invoice.",
                "Submit 30 days after the invoice at the earliest.",
            ),
            ("Rest at least 10 minutes.", "Rest 10 minutes or more."),
            (
                "Retry at most 3 times, waiting at least 30 seconds.",
                "Retry no more than 3 times, waiting 30 seconds or more.",
            ),
            (
                "No re-send within 24 hours.",
                "Re-send at least 24 hours later.",
            ),
            ("Rest at least 10 minutes.", "Rest at most 5 minutes."),
            ("The cache was warm.", "The cache was warm within 2 s."),
            ("", ""),
        ];
        for (original, rewrite) in pairs {
            let (o, r) = (TextReading::new(original), TextReading::new(rewrite));
            assert_eq!(
                super::floor_said_as_ceiling(&o, &r),
                first_floor_said_as_ceiling(&o, &r),
                "{original:?} -> {rewrite:?}"
            );
        }
        let (o, r) = (TextReading::new(pairs[0].0), TextReading::new(pairs[0].1));
        assert!(super::floor_said_as_ceiling(&o, &r).is_some());
        assert_eq!(
            o.floor_and_ceiling(),
            &[first_said(&o, FLOORS), first_said(&o, CEILINGS)]
        );
    }

    /// A ban on going over a value said as its ceiling, or under it as its floor, is not
    /// reported; the other bound, or another value, is.
    #[test]
    fn a_ban_past_a_value_said_as_a_bound() {
        assert_faithful(&[
            (
                "Never schedule a drone delivery to a balcony above the 8th floor.",
                "Balcony drops: max 8th floor.",
            ),
            (
                "Now, don't go bookin' no more than six dogs into the kennels on the Saturday sailing, there's only the six cages, see.",
                "Saturday sailing: kennel bookings max 6 (only 6 cages).",
            ),
            (
                "Never load a pallet above 900 kg onto the mezzanine.",
                "Mezzanine pallets: max 900 kg.",
            ),
        ]);
        assert_changed(&[
            (
                "Never schedule a drone delivery to a balcony above the 8th floor.",
                "Balcony drops: min 8th floor.",
            ),
            (
                "Never schedule a drone delivery to a balcony above the 8th floor.",
                "Balcony drops: max 10th floor.",
            ),
            (
                "Never load a pallet above 900 kg onto the mezzanine.",
                "Mezzanine pallets: min 900 kg.",
            ),
            (
                "Don't book flights over $600, avoid red-eyes.",
                "Flights: max $600, red-eyes fine.",
            ),
            (
                "The mash must rest for no less than 60 minutes.",
                "Mash rest: max 60 min.",
            ),
        ]);
    }

    /// "Maximum of N" said as "≤N", a reason "can't take more" behind a ceiling, "not
    /// optional" after "compulsory", "X alone may" said as "X only": the same rule; another
    /// value, no ceiling, "optional", are still reported.
    #[test]
    fn restated_bounds_and_duties() {
        assert_faithful(&[
            (
                "Maximum of three tries on the same gown per appointment.",
                "≤3 tries of the same gown per appointment.",
            ),
            (
                "Minimum of two staff on the till during the sale.",
                "Till during sale: ≥2 staff.",
            ),
            (
                "At most two trays of seedlings per trolley — the wheels can't take more.",
                "Max 2 seedling trays/trolley (wheel load).",
            ),
            (
                "Greenhouse staff shall wear gloves when handling treated plants; this is compulsory, not optional.",
                "Gloves compulsory when handling treated plants.",
            ),
            (
                "The duty manager alone may authorise a refund on a non-refundable fare.",
                "Non-refundable fare refunds: duty manager authorisation only.",
            ),
        ]);
        assert_changed(&[
            (
                "Maximum of three tries on the same gown per appointment.",
                "≤4 tries of the same gown per appointment.",
            ),
            (
                "Minimum of two staff on the till during the sale.",
                "Till during sale: ≤2 staff.",
            ),
            (
                "At most two trays of seedlings per trolley — the wheels can't take more.",
                "Two seedling trays per trolley (wheel load).",
            ),
            (
                "Greenhouse staff shall wear gloves when handling treated plants; this is compulsory, not optional.",
                "Gloves optional when handling treated plants.",
            ),
        ]);
    }

    /// A number named as the bound ("that's the limit") dropped, or said as the bound.
    #[test]
    fn named_bound() {
        let o = "The van's rated for 1,500 kg but the trailer hitch is signed off at 900, so that's the limit for the tour.";
        assert_changed(&[
            (o, "Tour load: max 1,500 kg (van rating)."),
            (o, "Tour: van rated 1,500 kg; trailer hitch signed off."),
        ]);
        assert_faithful(&[
            (
                o,
                "Tour load: max 900 kg (hitch limit; van rated 1,500 kg).",
            ),
            (
                "The pool holds 60 swimmers, the lifeguards agreed on 45, and that's the cap for the gala.",
                "Gala: max 45 swimmers (lifeguard cap; pool holds 60).",
            ),
        ]);
    }

    /// A value bounded by "or below" said as a bare value is reported; with its bound, not.
    #[test]
    fn or_bound_made_exact() {
        assert_reports(
            "bound dropped",
            &[
                (
                    "The volume for kids' matinees stays at 5.5 on the Dolby fader or below.",
                    "Kids' matinees: Dolby fader at 5.5.",
                ),
                (
                    "Keep the walk-in chiller at 4 degrees or lower at all times.",
                    "Walk-in chiller: 4 degrees at all times.",
                ),
                (
                    "Tour groups are 12 people or fewer, the guide insists.",
                    "Tour groups: 12 people.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The volume for kids' matinees stays at 5.5 on the Dolby fader or below.",
                "Kids' matinees: Dolby fader max 5.5.",
            ),
            (
                "Keep the walk-in chiller at 4 degrees or lower at all times.",
                "Walk-in chiller ≤4 degrees, always.",
            ),
            (
                "Tour groups are 12 people or fewer, the guide insists.",
                "Tour groups: 12 people or under.",
            ),
            (
                "Only include papers published 2018 or later.",
                "Papers from 2018 onward only.",
            ),
        ]);
    }

    /// "over the 2-hour maximum" said as "over 2h max" keeps the cap; another comparison,
    /// another kind of limit or no limit word is reported.
    #[test]
    fn limit_named_after_the_comparison() {
        let o = "The standby pattern changed in October. None of the extensions went over the 2-hour maximum.";
        assert_faithful(&[(o, "Oct: standby change; no extension over 2h max.")]);
        assert_changed(&[
            (o, "Oct: standby change; no extension under 2h max."),
            (o, "Oct: standby change; no extension over 2h min."),
        ]);
    }

    /// The original's bound said elsewhere in the rewrite, "every time" for "every", "£2k"
    /// for "£2,000", "by mouth" (no deadline), a day given its month, and the South Asian
    /// "as per ... only" are faithful; the bound turned around, another value or month, or
    /// "only" kept to a new part are not.
    #[test]
    fn bounds_and_times_said_another_way() {
        assert_faithful(&[
            (
                "Refunds are capped at 200 per order; anything larger goes to the finance lead.",
                "Refunds: ≤200/order. >200 → finance lead.",
            ),
            (
                "A witness signature is required for controlled drug returns at every pharmacy visit.",
                "Controlled drug returns at pharmacy visits: witness signature needed every time.",
            ),
            (
                "Any purchase over £2,000 needs the treasurer's approval before it's placed.",
                "Purchases > £2k: treasurer approves before placing.",
            ),
            (
                "Please make sure every dental patient has been nil by mouth from 10pm the night before; if the owner says they fed breakfast, we reschedule.",
                "Dentals: NBM from 22:00 prior night. Fed breakfast → reschedule.",
            ),
            (
                "The east trail stayed shut last spring; the bridge wasn't repaired until the 14th.",
                "East trail shut last spring (bridge repaired 14 Apr).",
            ),
            (
                "The night nurse should not be rostered to Mrs Rao for more than 3 nights in a row, as per family request only.",
                "Mrs Rao: max 3 consecutive nights with the same night nurse (family request).",
            ),
        ]);
        assert_changed(&[
            (
                "Refunds are capped at 200 per order; anything larger goes to the finance lead.",
                "Refunds: >200/order → finance lead.",
            ),
            (
                "Overtime claims over 10 hours need the bureau manager's sign-off.",
                "Overtime claims under 10 hours need the bureau manager's sign-off.",
            ),
            (
                "Any purchase over £2,000 needs the treasurer's approval before it's placed.",
                "Purchases > £20k: treasurer approves before placing.",
            ),
            (
                "Bed 4 is nil by mouth from midnight until the scan.",
                "Bed 4: NBM until 00:00, then until scan.",
            ),
            (
                "The east trail stays shut until 14 March.",
                "East trail shut until 14 April.",
            ),
            (
                "A witness signature is required for controlled drug returns.",
                "Controlled drug returns: witness signature needed only on Fridays.",
            ),
            (
                "Wear ear defenders in the press shop.",
                "Ear defenders in the press shop only for the stamping line.",
            ),
        ]);
        assert_faithful(&[
            (
                "Don't call customers before 9 or after 6.",
                "Call customers only between 9 and 6.",
            ),
            (
                "Don't run the kiln unless a technician is in the building.",
                "Kiln runs only if a technician is in the building.",
            ),
        ]);
    }
}
