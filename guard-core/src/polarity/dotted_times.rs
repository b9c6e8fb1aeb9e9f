//! A clock time written with a dot ("after 12.30", as British notes write it) said again with
//! a colon ("after 12:30"): the bound readers take the first for a number and the second for a
//! time, so the one reads as a bound dropped and the other as a bound added (pol60,
//! s60b-p099).

use super::PolarityChange;
use super::is_one_of;
use std::ops::Range;

/// Words a clock time follows as a bound or a point ("after 12.30", "by 9.15").
const TIME_WORDS: &[&str] = &["after", "before", "by", "until", "till", "from", "at"];

/// A clock time of a text: where it starts, its hour and minutes, its separator (`.` or `:`)
/// and the word before it, lower-cased.
struct ClockTime {
    at: usize,
    time: (u8, u8),
    dotted: bool,
    after: String,
}

/// The clock times of `text` after a word of [`TIME_WORDS`]: one or two digits, a dot or a
/// colon and two digits (an hour up to 23, minutes up to 59), no digit or dot and digit on
/// either side ("12.30", "9:15"; not "12.305", "1.2.30").
fn clock_times(text: &str) -> Vec<ClockTime> {
    let b = text.as_bytes();
    let digit = |k: usize| b.get(k).is_some_and(u8::is_ascii_digit);
    let mut out = Vec::new();
    for sep in (1..b.len()).filter(|&k| matches!(b[k], b'.' | b':')) {
        let hour_len = (1..=2).take_while(|&n| sep >= n && digit(sep - n)).count();
        let start = sep - hour_len;
        let opened = start == 0 || !(digit(start - 1) || matches!(b[start - 1], b'.' | b':'));
        let closed = !(digit(sep + 3) || b.get(sep + 3) == Some(&b'.') && digit(sep + 4));
        if hour_len == 0 || !opened || !digit(sep + 1) || !digit(sep + 2) || !closed {
            continue;
        }
        let (Ok(hour), Ok(minutes)) = (
            text[start..sep].parse::<u8>(),
            text[sep + 1..sep + 3].parse::<u8>(),
        ) else {
            continue;
        };
        let after = text[..start]
            .split_whitespace()
            .last()
            .unwrap_or("")
            .trim_matches(|c: char| !c.is_alphanumeric())
            .to_ascii_lowercase();
        if hour <= 23 && minutes <= 59 && is_one_of(&after, TIME_WORDS) {
            out.push(ClockTime {
                at: start,
                time: (hour, minutes),
                dotted: b[sep] == b'.',
                after,
            });
        }
    }
    out
}

/// Takes back each "bound dropped" whose quoted bound holds only dotted clock times the
/// rewrite says with a colon, and each "bound added" whose quoted bound holds only colon ones
/// the original says with a dot, each after the same word ("after 12.30" -> "after 12:30").
/// Another time ("after 13:30") or another word before it ("before 12:30") is still reported.
/// Screened by the kind of each change and a dot and a colon between digits in the texts.
pub(super) fn dotted_times_said_again(
    original: &str,
    rewrite: &str,
    changes: &mut Vec<PolarityChange>,
) {
    if !changes
        .iter()
        .any(|c| c.what == "bound dropped" || c.what == "bound added")
    {
        return;
    }
    let (ours, theirs) = (clock_times(original), clock_times(rewrite));
    if !ours.iter().any(|t| t.dotted) || !theirs.iter().any(|t| !t.dotted) {
        return;
    }
    // The times of `side` in `range`, each of the form `dotted`, said in `other` in the other.
    let said_again =
        |side: &[ClockTime], range: &Range<usize>, dotted: bool, other: &[ClockTime]| {
            let quoted: Vec<&ClockTime> = side.iter().filter(|t| range.contains(&t.at)).collect();
            !quoted.is_empty()
                && quoted.iter().all(|t| {
                    t.dotted == dotted
                        && other
                            .iter()
                            .any(|o| o.dotted != dotted && o.time == t.time && o.after == t.after)
                })
        };
    changes.retain(
        |c| match (c.what.as_str(), &c.original_range, &c.rewrite_range) {
            ("bound dropped", Some(from), _) => !said_again(&ours, from, true, &theirs),
            ("bound added", _, Some(to)) => !said_again(&theirs, to, false, &ours),
            _ => true,
        },
    );
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A clock time said with a dot and again with a colon after the same word is the same
    /// bound; another time or another word before it is not (pol60, s60b-p099).
    #[test]
    fn a_dotted_clock_time_said_with_a_colon() {
        let trays = "Soup trays only go out after 12.30, bread trays only before 11.45.";
        assert_faithful(&[
            (
                trays,
                "Soup trays go out only after 12:30; bread trays only before 11:45.",
            ),
            (
                trays,
                "Soup trays go out only after 12.30; bread trays only before 11.45.",
            ),
        ]);
        assert_changed(&[
            (
                trays,
                "Soup trays go out only after 1:30; bread trays only before 11:45.",
            ),
            (
                trays,
                "Soup trays go out only after 12:30; bread trays only after 11:45.",
            ),
        ]);
    }
}
