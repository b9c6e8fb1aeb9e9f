//! Session 36's faithful compactions (helper prec36): readings the polarity check now
//! accepts, each beside its changed look-alikes, which stay reported.

use std::ops::Range;

use super::extract::Clause;
use super::is_one_of;
use super::stems::{stem, stems_match};

/// The words of `text` in `range`, trimmed of the punctuation around them.
fn words_in(text: &str, range: Range<usize>) -> impl Iterator<Item = &str> {
    text.get(range)
        .unwrap_or("")
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|w| !w.is_empty())
}

/// The rewrite's sentence `r` states a cap: "max", "maximum", "cap", "limit", "window",
/// "≤" or "<", a range of two figures ("03:00–04:00", "Y7–9"), or a negation of what lies
/// beyond ("not honoured after") or a charge for the "extra" ones.
fn states_a_cap(rewrite: &str, r: &Clause) -> bool {
    let sentence = rewrite.get(r.range.clone()).unwrap_or("");
    let range = sentence
        .as_bytes()
        .windows(2)
        .any(|w| w[0].is_ascii_digit() && (w[1] == b'-'))
        || sentence.contains(['\u{2013}', '\u{2264}', '<']);
    range
        || r.negation.is_some()
        || words_in(rewrite, r.range.clone()).any(|w| {
            is_one_of(
                w,
                &[
                    "max", "maximum", "cap", "capped", "limit", "limited", "window", "extra",
                    "beyond",
                ],
            )
        })
}

/// "Test calls are allowed between 03:00 and 04:00 only, and ..." -> "Test calls: 03:00–04:00
/// window", "vouchers are valid for 14 days only, after that ..." -> "Vouchers: valid 14
/// days; not honoured after", "classes up to Year 9 only." -> "Y7–9 max.": an "only" (at
/// `only` of `o`) set after a figure, a few words on at most, closing its phrase (a comma,
/// a stop or the sentence's end follows), restricts to that figure; the rewrite's sentence
/// `r` keeps the figure (the same value, or the same time) and states it as a cap
/// ([`states_a_cap`]). Not an "only" that goes on to name what it restricts ("net 45 only to
/// cafés ..."), a figure changed, or one said without a cap ("03:00–04:00 preferred" is
/// weighed by its hedge).
pub(super) fn only_of_a_figure_said_as_a_cap(
    (original, o): (&str, &Clause),
    only: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let closes = original
        .get(only.end..o.range.end)
        .is_some_and(|rest| rest.trim().is_empty() || rest.starts_with([',', '.', ';', ')']));
    if !closes {
        return false;
    }
    let near = |at: &Range<usize>| {
        at.end <= only.start
            && original.get(at.end..only.start).is_some_and(|gap| {
                !gap.contains([',', ';', ':', '.']) && gap.split_whitespace().count() <= 5
            })
    };
    let number = o
        .numbers
        .iter()
        .rfind(|n| near(&n.range))
        .map(|n| r.numbers.iter().any(|m| m.value == n.value));
    let date = o
        .dates
        .iter()
        .rfind(|d| near(&d.range))
        .map(|d| r.dates.iter().any(|e| e.same_time(d)));
    (number.is_some() || date.is_some())
        && number.unwrap_or(true)
        && date.unwrap_or(true)
        && states_a_cap(rewrite, r)
}

/// "Only thing — 'ee mustn't put ...", "The only thing is, ...": an "only" (at `only` of
/// `original`) opening a remark on what follows, "thing" after it and then a dash, a colon, a
/// comma or "is": no restriction of the rule. An "only" before anything else ("only things
/// on the list ...") still restricts.
pub(super) fn only_thing_opening_a_remark(original: &str, only: &Range<usize>) -> bool {
    let rest = original.get(only.end..).unwrap_or("").trim_start();
    let Some(after) = rest
        .strip_prefix("thing")
        .or_else(|| rest.strip_prefix("Thing"))
    else {
        return false;
    };
    if after.starts_with(char::is_alphanumeric) {
        return false;
    }
    let after = after.trim_start();
    after.starts_with(['\u{2014}', '\u{2013}', '-', ':', ','])
        || after
            .split_whitespace()
            .next()
            .is_some_and(|w| is_one_of(w.trim_end_matches(','), &["is"]))
}

/// The word of `text` right after `at` (trimmed of punctuation), and where it ends.
fn next_word(text: &str, at: usize) -> Option<(&str, usize)> {
    let rest = text.get(at..)?;
    let start = at + rest.len() - rest.trim_start().len();
    let len = text
        .get(start..)?
        .find(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '.' | ')' | ':'))
        .unwrap_or(text.len() - start);
    let word = text.get(start..start + len)?;
    (!word.is_empty()).then_some((word, start + len))
}

/// `rewrite` states a rate of one `unit`: "/day", "per day", "a day", "each day", "every
/// day", "daily" for "day" (the unit's stem; "/wk" for "week"), with no figure before the
/// unit ("per 2 days" is not a rate of one).
fn rate_of_one(rewrite: &str, unit: &str) -> bool {
    let unit = stem(unit);
    let mut previous = "";
    for piece in rewrite.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '(' | ')')) {
        // "h/day", "3/night": the part after the last slash.
        let (slashed, word) = match piece.rsplit_once('/') {
            Some((_, w)) => (true, w),
            None => (false, piece),
        };
        let word = word.trim_matches(|c: char| !c.is_alphanumeric());
        let of_unit = !word.is_empty()
            && (stems_match(&stem(word), &unit)
                || word
                    .strip_suffix("ly")
                    .is_some_and(|w| stems_match(&stem(w), &unit))
                || word.eq_ignore_ascii_case("daily") && unit.as_str() == "day");
        if of_unit
            && (slashed
                || is_one_of(previous, &["per", "a", "an", "each", "every"])
                || word.len() > 2 && word.to_ascii_lowercase().ends_with("ly"))
        {
            return true;
        }
        previous = piece;
    }
    false
}

/// "no more than six hours of linework in a day" -> "linework ≤ 6 h/day": the article read
/// as the figure one (at `from` of `original`, "a" or "an") before a unit of time or count
/// that the rewrite states as a rate of one ([`rate_of_one`]: "/day", "per day", "daily").
/// Not the unit changed ("6 h/week"), nor a figure put before it ("per 2 days").
fn article_one_said_as_a_rate(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    original
        .get(from.clone())
        .is_some_and(|w| is_one_of(w, &["a", "an"]))
        && next_word(original, from.end).is_some_and(|(unit, _)| rate_of_one(rewrite, unit))
}

/// "make sure nobody do two Saturday in a row" -> "no one on consecutive Saturdays": a bare
/// "two" (at `from` of `original`, no comparison before it: "no more than two shifts in a
/// row" allows two) of things "in a row", said as "consecutive" or "back-to-back" things.
fn two_in_a_row_said_as_consecutive(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(two) = original.get(from.clone()) else {
        return false;
    };
    if !(two.eq_ignore_ascii_case("two") || two == "2") {
        return false;
    }
    let before = original.get(..from.start).unwrap_or("");
    let compared = before.split_whitespace().rev().take(2).any(|w| {
        is_one_of(
            w.trim_matches(|c: char| !c.is_alphanumeric()),
            &[
                "than", "to", "most", "max", "maximum", "least", "over", "under",
            ],
        )
    });
    // The thing counted: the last of a word or two before "in a row" ("two night shifts").
    let mut thing = None;
    let mut at = from.end;
    for _ in 0..2 {
        let Some((word, end)) = next_word(original, at) else {
            break;
        };
        let rest = original.get(end..).unwrap_or("").trim_start();
        if rest.len() >= 8 && rest.as_bytes()[..8].eq_ignore_ascii_case(b"in a row") {
            thing = Some(stem(word));
            break;
        }
        at = end;
    }
    let Some(thing) = thing.filter(|_| !compared) else {
        return false;
    };
    // "consecutive night shifts": the thing a word or two after "consecutive".
    let said: Vec<&str> = rewrite
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
        .collect();
    said.iter().enumerate().any(|(k, w)| {
        is_one_of(w, &["consecutive", "back-to-back"])
            && said
                .iter()
                .skip(k + 1)
                .take(2)
                .any(|x| stems_match(&stem(x), &thing))
    })
}

/// The verb a "non-...able" word denies ("non-refundable" -> "refund", "non-returnable" ->
/// "return", "nontransferable" -> "transfer").
pub(super) fn non_able_verb(word: &str) -> Option<&str> {
    let rest = ["non-", "Non-", "non", "Non"]
        .iter()
        .find_map(|p| word.strip_prefix(p))?;
    rest.strip_suffix("able")
        .or_else(|| rest.strip_suffix("ible"))
        .filter(|v| v.len() >= 3)
}

/// The verb of the first "non-...able" word of `text` in `range` ([`non_able_verb`]), not
/// after a "not" ("not non-refundable").
fn non_able_verb_in(text: &str, range: &Range<usize>) -> Option<String> {
    let mut previous = "";
    for w in words_in(text, range.clone()) {
        if let Some(v) = non_able_verb(w).filter(|_| !is_one_of(previous, &["not", "never"])) {
            return Some(v.to_string());
        }
        previous = w;
    }
    None
}

/// "Don't refund the deposit" -> "Deposit non-refundable", "Don't take back anything bought
/// in the clearance corner" -> "Clearance-corner items non-returnable": a ban (the original's
/// sentence at `from`, negated) said by a "non-...able" word (in the rewrite's part at `to`)
/// of the act it bans: a word of the ban has the verb's stem, or says it by a phrasal verb
/// ("take back", "send back", "give back" for "return"). Another act ("Deposit
/// non-transferable"), or the act said as "refundable", is still reported.
fn ban_said_as_non_able(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let Some(verb) = non_able_verb_in(rewrite, to) else {
        return false;
    };
    let verb = stem(&verb);
    let mut previous = "";
    let mut negated = false;
    let mut banned = false;
    for w in words_in(original, from.clone()) {
        negated |= is_one_of(
            w,
            &[
                "don't",
                "dont",
                "not",
                "never",
                "no",
                "mustn't",
                "can't",
                "cannot",
                "shouldn't",
                "won't",
                "nobody",
            ],
        ) || w.eq_ignore_ascii_case("don\u{2019}t");
        banned |= stems_match(&stem(w), &verb)
            || w.eq_ignore_ascii_case("back")
                && is_one_of(previous, &["take", "send", "give", "bring", "hand"])
                && stems_match(&verb, &stem("return"));
        previous = w;
    }
    negated && banned
}

/// "Log the cow number" -> "Log cow no. before ...": "no." after a word, closing the
/// abbreviation of "number" (a stop right after it, then a lower-case word, a figure, a sign or
/// the end), at `to` of `rewrite`. Not "no" opening its sentence or after a colon ("Answer:
/// no."), nor "no" before a noun.
fn number_abbreviated_as_no(rewrite: &str, to: &Range<usize>) -> bool {
    let Some(word) = rewrite.get(to.clone()) else {
        return false;
    };
    let before = rewrite.get(..to.start).unwrap_or("");
    let after = rewrite.get(to.end..).unwrap_or("");
    let Some(rest) = after.strip_prefix('.') else {
        return false;
    };
    let follows_a_word = before.ends_with(' ')
        && before
            .trim_end()
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric);
    let next = rest.trim_start().chars().next();
    word.eq_ignore_ascii_case("no")
        && follows_a_word
        && next.is_none_or(|c| c.is_lowercase() || c.is_ascii_digit() || "+)&,;".contains(c))
}

/// The hour `to` of `rewrite` names (a clock time on the hour: "15:00", "3 pm", "3pm",
/// "3 p.m."), as on a 24-hour clock when it says "pm" or has a colon, else as written.
fn hour_on_the_hour(rewrite: &str, to: &Range<usize>) -> Option<u32> {
    let text = rewrite.get(to.clone())?;
    let start = text.find(|c: char| c.is_ascii_digit())?;
    let rest = &text[start..];
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let hour: u32 = rest[..digits].parse().ok()?;
    let after = &rest[digits..];
    if let Some(minutes) = after.strip_prefix(':') {
        return minutes.starts_with("00").then_some(hour);
    }
    let meridiem = after.trim_start().to_ascii_lowercase();
    if meridiem.starts_with("pm") || meridiem.starts_with("p.m") {
        Some(hour + 12)
    } else if meridiem.starts_with("am") || meridiem.starts_with("a.m") {
        Some(hour)
    } else {
        None
    }
}

/// The side a word of time turns ("before", "by", "until", "afore" -> true; "after",
/// "from", "past" -> false) of the first such word of `text`.
fn side_of_time(text: &str) -> Option<bool> {
    text.split_whitespace().find_map(|w| {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric());
        if is_one_of(w, &["before", "by", "until", "till", "afore", "til"]) {
            Some(true)
        } else if is_one_of(w, &["after", "from", "past"]) {
            Some(false)
        } else {
            None
        }
    })
}

/// "around three o'clock" -> "~15:00", "afore 2 o'clock" -> "before 2 pm", "before ten
/// o'clock" -> "before 10:00": an hour said with "o'clock" (in or right after `from` of
/// `original`, a figure or a word of one to twelve), which names the hour in the morning or
/// the afternoon, said as either on the hour (at `to` of `rewrite`), on the same side ("before"
/// stays "before" or "by"). Another hour ("16:00", "3 pm" for two), minutes past it ("15:30")
/// or the other side ("after 10:00") is still reported.
fn oclock_said_as_a_clock_time(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let Some(tail) = original.get(from.start..) else {
        return false;
    };
    let tail = tail.replace('\u{2019}', "'").to_ascii_lowercase();
    let Some(at) = tail.find("o'clock").filter(|&at| at <= from.len() + 2) else {
        return false;
    };
    let said = &tail[..at];
    let Some(word) = said.split_whitespace().next_back() else {
        return false;
    };
    let hour = word
        .parse::<f64>()
        .ok()
        .or_else(|| crate::classify::numbers::word_value(word));
    let Some(hour) = hour.filter(|h| h.fract() == 0.0 && (1.0..=12.0).contains(h)) else {
        return false;
    };
    let theirs = rewrite.get(to.clone()).unwrap_or("");
    let hour = hour as u32;
    // ("afore 2 o'clock": the word of time may stand before the quoted hour.)
    let ours = side_of_time(said).or_else(|| {
        original
            .get(..from.start)
            .and_then(|before| before.split_whitespace().next_back())
            .and_then(side_of_time)
    });
    ours == side_of_time(theirs)
        && hour_on_the_hour(rewrite, to).is_some_and(|h| h == hour || h == hour + 12)
}

/// Faithful forms read in session 36, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "date changed" => {
            to.is_some_and(|to| oclock_said_as_a_clock_time(original, from, rewrite, to))
        }
        "negation added" => to.is_some_and(|to| number_abbreviated_as_no(rewrite, to)),
        "prohibition became mention" | "negation dropped" => {
            to.is_some_and(|to| ban_said_as_non_able(original, from, rewrite, to))
        }
        "bound dropped" => {
            article_one_said_as_a_rate(original, from, rewrite)
                || two_in_a_row_said_as_consecutive(original, from, rewrite)
        }
        "bound changed" => article_one_said_as_a_rate(original, from, rewrite),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// An "only" after a figure said as a cap or a window is kept; the figure changed, the
    /// cap hedged or the "only" going on to name what it restricts is reported.
    #[test]
    fn only_of_a_figure_said_as_a_cap() {
        assert_faithful(&[
            (
                "Test calls to the 999 gateway are allowed between 03:00 and 04:00 only, and no more than three per night.",
                "999 gateway test calls: 03:00–04:00 window, max 3/night.",
            ),
            (
                "Referral vouchers are valid for 14 days only, after that we cannot honour them.",
                "Referral vouchers: valid 14 days; not honoured after.",
            ),
            (
                "Patients get one free reschedule per monitoring cycle only. More than that must pay the admin fee.",
                "Monitoring scans: 1 free reschedule/cycle; extra ones incur the admin fee.",
            ),
            (
                "Kayak hire is allowed between 10:00 and 16:00 only.",
                "Kayak hire: 10:00–16:00 window.",
            ),
            (
                "Guests may bring two bags per cabin only.",
                "Cabin luggage: max 2 bags per cabin.",
            ),
        ]);
        assert_changed(&[
            (
                "Kayak hire is allowed between 10:00 and 16:00 only.",
                "Kayak hire: 10:00–17:00 window.",
            ),
            (
                "Kayak hire is allowed between 10:00 and 16:00 only.",
                "Kayak hire: 10:00–16:00 preferred.",
            ),
            (
                "Guests may bring two bags per cabin only.",
                "Cabin luggage: max 3 bags per cabin.",
            ),
            (
                "Referral vouchers are valid for 14 days only.",
                "Referral vouchers: valid 14 days or more.",
            ),
            (
                "Wholesale invoices are net 30; you may offer net 45 only to cafés that have been with us over two years.",
                "Wholesale terms: net 30 standard. Net 45 allowed for cafés with >2 yrs tenure.",
            ),
        ]);
    }

    /// "Only thing —" opening a remark restricts nothing; "only" before what it restricts
    /// still does.
    #[test]
    fn only_thing_opening_a_remark() {
        assert_faithful(&[
            (
                "Gurt lush you've started, me 'ansum. Only thing — 'ee mustn't put the clinic's number on they flyers, use the central line, see.",
                "Flyers: use central line, not the clinic's number.",
            ),
            (
                "Looks great. Only thing: don't post the draft to the public channel.",
                "Don't post the draft to the public channel.",
            ),
            (
                "The choir can have the hall on Fridays. Only thing — they're not to move the piano, it's just been tuned.",
                "Choir: hall on Fridays; don't move the piano (just tuned).",
            ),
            (
                "Members can book the long room. The only thing is, they mustn't use the kitchen after ten.",
                "Members: long room bookable; no kitchen use after 10.",
            ),
        ]);
        assert_changed(&[
            (
                "Only items on the approved list may be posted in the newsletter.",
                "Items on the approved list may be posted in the newsletter.",
            ),
            (
                "Looks great. Only thing: don't post the draft to the public channel.",
                "Post the draft to the public channel.",
            ),
        ]);
    }

    /// The article read as one before a unit said as a rate of one is kept; another unit
    /// or a figure before it is reported.
    #[test]
    fn article_one_said_as_a_rate() {
        assert_faithful(&[
            (
                "Kindly don't book Ayesha for more than six hours of linework in a day, her wrist's still healing.",
                "Ayesha: linework ≤ 6 h/day (wrist).",
            ),
            (
                "Don't schedule more than three demos in a week for the sales team.",
                "Sales team: max 3 demos per week.",
            ),
            (
                "No driver may do more than 10 hours of duty in a day.",
                "Drivers: max 10 h duty/day.",
            ),
        ]);
        assert_changed(&[
            (
                "Kindly don't book Ayesha for more than six hours of linework in a day, her wrist's still healing.",
                "Ayesha: linework ≤ 6 h/week (wrist).",
            ),
            (
                "Kindly don't book Ayesha for more than six hours of linework in a day.",
                "Ayesha: linework ≤ 6 h per 2 days.",
            ),
            (
                "No driver may do more than 10 hours of duty in a day.",
                "Drivers: max 10 h duty/shift.",
            ),
        ]);
    }

    /// "two X in a row" banned is "consecutive X" banned; "no more than two in a row" is not.
    #[test]
    fn two_in_a_row_said_as_consecutive() {
        assert_faithful(&[
            (
                "Can lah, give the Saturday slots to the junior artists — but make sure nobody do two Saturday in a row.",
                "Juniors may take Saturday slots; no one on consecutive Saturdays.",
            ),
            (
                "Don't put the same nurse on two night shifts in a row.",
                "No nurse on consecutive night shifts.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't put the same nurse on more than two night shifts in a row.",
                "No nurse on consecutive night shifts.",
            ),
            (
                "Don't put the same nurse on two night shifts in a row.",
                "No nurse on consecutive weekends.",
            ),
            (
                "Don't put the same nurse on two night shifts in a row.",
                "No nurse on three consecutive night shifts.",
            ),
        ]);
    }

    /// A ban said by "non-...able" of its act is kept; another act, or "...able", is
    /// reported.
    #[test]
    fn ban_said_as_non_able() {
        assert_faithful(&[
            ("Don't refund the deposit.", "Deposit non-refundable."),
            (
                "Customers can return plants within 30 days with a receipt. Don't take back anything bought in the clearance corner, whatever they say.",
                "Returns: 30 days w/ receipt. Clearance-corner items non-returnable.",
            ),
            (
                "Never transfer a festival wristband to another guest.",
                "Festival wristbands: non-transferable.",
            ),
        ]);
        assert_changed(&[
            ("Don't refund the deposit.", "Deposit refundable."),
            ("Don't refund the deposit.", "Deposit non-transferable."),
            (
                "Never transfer a festival wristband to another guest.",
                "Festival wristbands: non-refundable.",
            ),
        ]);
    }

    /// "no." after a word is "number"; "no" as an answer or before a noun is still read.
    #[test]
    fn number_abbreviated_as_no() {
        assert_faithful(&[
            (
                "Penicillin tubes: 96-hour withdrawal minimum. Log the cow number before she goes back on the rotary.",
                "- Penicillin withdrawal ≥ 96 h\n- Log cow no. before return to rotary",
            ),
            (
                "Write the order number on every parcel before it ships.",
                "Every parcel: order no. written on it before shipping.",
            ),
        ]);
        assert_changed(&[
            (
                "Write the order number on every parcel before it ships.",
                "Every parcel: no order number before shipping.",
            ),
            (
                "Log the cow number before she goes back on the rotary.",
                "Log cow number? No. Return to rotary.",
            ),
        ]);
    }

    /// An hour said with "o'clock" is the same hour on the hour in the morning or the
    /// afternoon; another hour or minutes past it is reported.
    #[test]
    fn oclock_said_as_a_clock_time() {
        assert_faithful(&[
            (
                "The Halifax session ran out of bags around three o'clock, which must be the third time this year.",
                "Halifax: bags ran out ~15:00 (3rd time this yr).",
            ),
            (
                "Us'll take fresh veg, long as 'tis dropped off afore 2 o'clock so we can sort it same day.",
                "Fresh veg accepted only if dropped off before 2 pm.",
            ),
            (
                "Deliveries must be booked in before ten o'clock.",
                "Deliveries: book in before 10:00.",
            ),
        ]);
        assert_changed(&[
            (
                "The Halifax session ran out of bags around three o'clock.",
                "Halifax: bags ran out ~16:00.",
            ),
            (
                "Us'll take fresh veg, long as 'tis dropped off afore 2 o'clock so we can sort it same day.",
                "Fresh veg accepted only if dropped off before 3 pm.",
            ),
            (
                "Deliveries must be booked in before ten o'clock.",
                "Deliveries: book in before 10:30.",
            ),
            (
                "Deliveries must be booked in before ten o'clock.",
                "Deliveries: book in after 10:00.",
            ),
        ]);
    }
}
