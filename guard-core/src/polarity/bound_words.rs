//! Words said around a bound that name no part of the rule: the verb of spending before a money
//! bound ("spend up to $500"), "in total" closing one, and the word after an amount that opens
//! with a currency sign (which the number reader takes for its unit).

use super::extract::{Clause, Facts, Word};
use super::negation_forms::negation_said_without_one;
use super::restrictions::every_word_known;
use super::screened::{function_word, starts_a_word, words};
use super::words::all_words;
use super::{is_one_of, screened, stems};
use crate::classify::numbers::Direction;
use std::ops::Range;

/// The word of `original` at `m` (a word of `o` the rewrite dropped) is the verb of spending
/// before a money bound ("You're allowed to spend up to $500 on venue deposits without
/// asking" -> "Venue deposits: OK up to $500 without asking", s18-r-35, s18c-r-86): the bound
/// says the spending. Only when the bound's number (in a currency) comes within three words
/// after the verb, `r` has a number of the same value, and every content word of `r` is a word
/// of the original (`before`) or a word of leave ("OK", "fine", "allowed"): "borrow up to
/// $500" or "up to $500 on catering" is no spending said again.
pub(super) fn spending_said_by_its_bound(
    original: &str,
    m: &Range<usize>,
    o: &Clause,
    r: &Clause,
    before: &Facts,
) -> bool {
    // (A cheap screen first: "spend", "spends", "spending", "spent".)
    if !(5..=8).contains(&m.len())
        || !original
            .get(m.clone())
            .is_some_and(|w| is_one_of(w, &["spend", "spends", "spending", "spent"]))
    {
        return false;
    }
    let Some(n) = o.numbers.iter().find(|n| n.range.start > m.end) else {
        return false;
    };
    let between = original.get(m.end..n.range.start).unwrap_or("");
    let money = n.unit.as_deref().is_some_and(|u| {
        matches!(
            u,
            "$" | "€" | "£" | "usd" | "eur" | "gbp" | "dollar" | "euro" | "pound"
        )
    }) || between.ends_with(['$', '€', '£'])
        || original
            .get(n.range.clone())
            .is_some_and(|t| t.starts_with(['$', '€', '£']));
    let near = between.split_whitespace().count() <= 3;
    let kept = r.numbers.iter().any(|x| x.value == n.value);
    money && near && kept && every_word_known(r, before)
}

/// The word of `original` at `m` (a word of the original dropped by the rewrite) is "total"
/// in "in total" closing a bound ("Keep the speeches to fifteen minutes in total"), and the
/// rewrite's sentence `r` says "total" (`rewrite` is the text its range points into):
/// "Speeches: 15 min total, max" (s27-r126), where "total" after the unit is read with the
/// bound. Not "15 min each", nor a rewrite without the word, nor one naming a word the
/// original does not ("Toasts: 15 min total").
pub(super) fn in_total_said_as_total(
    original: &str,
    m: &Range<usize>,
    (rewrite, r): (&str, &Clause),
    before: &Facts,
) -> bool {
    // (A cheap screen first: five bytes.)
    m.len() == 5
        && original
            .get(m.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("total"))
        && original
            .get(..m.start)
            .and_then(|b| b.split_whitespace().next_back())
            .is_some_and(|w| w.eq_ignore_ascii_case("in"))
        && rewrite.get(r.range.clone()).is_some_and(|t| {
            t.split(|c: char| !c.is_ascii_alphabetic())
                .any(|w| w.eq_ignore_ascii_case("total"))
        })
        && every_word_known(r, before)
}

/// Currency signs an amount opens with: the amount's unit, so the word after it names none.
const CURRENCY_SIGNS: &[char] = &['$', '£', '€', '₱', '₹', '¥', '₦', '₩', '₽', '₺'];

/// The missing word `m` of the original is said in the rewrite's sentence `r` as the word
/// right after an amount that opens with a currency sign, which the number reader took for
/// the amount's unit ("Refunds up to ₱2,000 can be approved directly" -> "≤ ₱2,000 approve
/// directly", corpus31b f44): the verb is kept, the amount's unit is its sign. Stems
/// compared ("approved" / "approve"); another verb there ("reject") is no such word.
pub(super) fn said_after_a_currency_amount(m: &Word, (rewrite, r): (&str, &Clause)) -> bool {
    r.numbers.iter().any(|n| {
        let Some(amount) = rewrite.get(n.range.clone()) else {
            return false;
        };
        if !amount
            .trim_start_matches(['≤', '≥', '<', '>', '~', ' '])
            .starts_with(CURRENCY_SIGNS)
        {
            return false;
        }
        // The words of the amount's range after its figure, and the one right after it.
        let inside = amount
            .split_whitespace()
            .skip_while(|w| !w.contains(CURRENCY_SIGNS))
            .skip(1);
        let after = rewrite
            .get(n.range.end..)
            .unwrap_or("")
            .split_whitespace()
            .take(1);
        inside.chain(after).any(|w| {
            let w = w.trim_matches(|c: char| !c.is_alphabetic());
            !w.is_empty() && stems::stems_match(&stems::stem(&w.to_lowercase()), &m.stem)
        })
    })
}

/// The words of a rewrite that make the number after (or before) them a ceiling.
const CEILING_WORDS: &[&str] = &["max", "maximum", "tops", "most", "cap", "capped"];
/// The words of a rewrite that make a number a floor: never a ceiling said again.
const FLOOR_WORDS: &[&str] = &["min", "minimum", "least", "floor"];

/// The negation `n` of `o` is "never more" (or "no more", "not more") closing its clause after
/// a count ("one adult to three infants, never more"): a ceiling, said by the rewrite's "max"
/// ("1 adult : 3 infants max", r31-005). Only when every number of `o` is a number of `r` of the
/// same value, `r` names a ceiling ("max", "maximum", "tops", "at most", "≤") and no floor, and
/// no number of `r` is read as a floor. (The negation is screened first: four to five bytes,
/// then the word after it.)
pub(super) fn never_more_said_as_max(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(n) = negation_said_without_one(o, r) else {
        return false;
    };
    if !(2..=5).contains(&n.len())
        || o.numbers.is_empty()
        || !original
            .get(n.clone())
            .is_some_and(|w| is_one_of(w, &["never", "no", "not"]))
    {
        return false;
    }
    if !more_closes_the_clause(original.get(n.end..o.range.end).unwrap_or("")) {
        return false; // "never more than", "no more rides"
    }
    let text = rewrite.get(r.range.clone()).unwrap_or("");
    let words = || text.split(|c: char| !c.is_alphanumeric());
    let ceiling = words().any(|w| is_one_of(w, CEILING_WORDS)) || text.contains('≤');
    let floor = words().any(|w| is_one_of(w, FLOOR_WORDS)) || text.contains('≥');
    ceiling
        && !floor
        && !r.numbers.iter().any(|x| x.direction == Direction::Lower)
        && o.numbers
            .iter()
            .all(|x| r.numbers.iter().any(|y| y.value == x.value))
        && r.numbers
            .iter()
            .all(|y| o.numbers.iter().any(|x| x.value == y.value))
}

/// `after` (the text after a negation to its clause's end) is " more" then the clause's end:
/// a full stop, a comma, a semicolon, a bracket or nothing ("never more", "and no more."; not
/// "no more than", "no more rides").
fn more_closes_the_clause(after: &str) -> bool {
    after
        .strip_prefix(' ')
        .and_then(|a| a.strip_prefix("more"))
        .is_some_and(|rest| {
            rest.trim_start().is_empty() || rest.starts_with(['.', ',', ';', '!', ')'])
        })
}

/// Phrases closing a count that say no more is given: "Two passes a day and that's your lot",
/// "one bag each, that's it" (British and Irish speech).
const NO_MORE_GIVEN: &[&str] = &[
    "that's your lot",
    "that is your lot",
    "that's it",
    "that's all",
];

/// "Two passes a day and that's your lot" -> "You get two passes a day and no more": the
/// rewrite's negation `to` is the "no" of "no more" closing its clause, the clause's only
/// negation, and the original's sentence `from` says no more is given by a phrase of
/// [`NO_MORE_GIVEN`] (session 66, pol66b). The same ceiling; "Two passes a day" said with "and
/// no more" (no ceiling before), or "no more passes" (a ban), is still a negation added.
pub(super) fn no_more_said_for_your_lot(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, &Range<usize>),
) -> bool {
    // (A cheap screen first: the negation's two bytes.)
    if to.len() != 2
        || !rewrite
            .get(to.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("no"))
    {
        return false;
    }
    let Some(part) = super::words::part_holding(rewrite, to.start) else {
        return false;
    };
    more_closes_the_clause(rewrite.get(to.end..part.end).unwrap_or(""))
        && super::negation_count(&rewrite[part]) == 1
        && original
            .get(from.clone())
            .is_some_and(|o| super::words::holds_any_phrase(o, NO_MORE_GIVEN))
}

/// Words a qualified amount is said with besides its figure and qualifier: the bound's
/// ("limited to", "max", "within") and the thing counted ("dollars", "miles").
fn frames_an_amount(w: &str) -> bool {
    matches!(
        w,
        "limited"
            | "limit"
            | "capped"
            | "cap"
            | "max"
            | "maximum"
            | "min"
            | "minimum"
            | "within"
            | "under"
            | "below"
            | "over"
            | "above"
            | "up"
            | "most"
            | "least"
            | "exceed"
            | "dollars"
            | "dollar"
            | "miles"
            | "mile"
            | "gallons"
            | "gallon"
            | "gal"
            | "tons"
            | "ton"
    )
}

/// "Deposits are limited to 500 Canadian dollars" -> "Deposits max CAD 500": a "scope
/// changed" whose two quotes (`from` of the original, `to` of the rewrite) say the same
/// figures with qualifiers of the same currency or unit system ([`qualified_amounts`]) and
/// differ in nothing else but the words that frame an amount ([`frames_an_amount`]). "500 US
/// dollars" for "500 Canadian dollars" is still reported ("unit changed").
pub(super) fn qualified_amount_said_again(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let (Some(a), Some(b)) = (original.get(from.clone()), rewrite.get(to.clone())) else {
        return false;
    };
    let (aw, bw) = (words(a), words(b));
    let key = |ws: &[super::screened::Word]| {
        let mut k: Vec<(String, &str)> = qualified_amounts(ws)
            .into_iter()
            .map(|(f, q, _)| (f, q))
            .collect();
        k.sort();
        k.dedup();
        k
    };
    let ka = key(&aw);
    if ka.is_empty() || ka != key(&bw) {
        return false;
    }
    let plain = |ws: &[super::screened::Word]| -> Vec<String> {
        ws.iter()
            .map(|w| w.lower.to_string())
            .filter(|w| !w.starts_with('|') && !function_word(w) && !frames_an_amount(w))
            .filter(|w| qualifier(w).is_none() && !w.starts_with(|c: char| c.is_ascii_digit()))
            .collect()
    };
    plain(&aw) == plain(&bw)
}

/// A ceiling in the ordered part of `c` caps what is ordered ("use up to 20%"), not a thing
/// named with its size ("a deferral of up to two weeks", "discounts of up to 10%"): a
/// permission made such an order is still made a duty.
pub(super) fn ceiling_on_the_order(rewrite: &str, c: &Clause, part: &Range<usize>) -> bool {
    c.numbers.iter().any(|n| {
        n.compared
            && n.direction == Direction::Upper
            && part.contains(&n.range.start)
            && !rewrite
                .get(..n.range.start)
                .unwrap_or("")
                .trim_end()
                .rsplit(' ')
                .next()
                .is_some_and(|w| w.eq_ignore_ascii_case("of"))
    })
}

/// What a qualifier beside an amount or a measure says it is counted in: the country of a
/// currency ("Bajan", "BBD", "Canadian", "CAD", "US", "USD") or the system of a unit
/// ("imperial", "US", "metric", "nautical", "statute"; a short ton is the US ton, a long ton
/// the imperial one).
pub(super) fn qualifier(w: &str) -> Option<&'static str> {
    Some(match w {
        "us" | "u.s" | "usd" | "american" | "short" => "us",
        "canadian" | "cad" | "cdn" => "ca",
        "australian" | "aud" | "aussie" => "au",
        "nzd" => "nz",
        "bajan" | "barbadian" | "bbd" | "bds" => "bb",
        "jamaican" | "jmd" => "jm",
        "trinidadian" | "ttd" => "tt",
        "xcd" => "ec",
        "hkd" => "hk",
        "sgd" | "singapore" | "singaporean" => "sg",
        "mexican" | "mxn" => "mx",
        "imperial" | "uk" | "long" => "imperial",
        "metric" | "tonne" | "tonnes" => "metric",
        "nautical" | "nmi" => "nautical",
        "statute" => "statute",
        "troy" => "troy",
        _ => return None,
    })
}

/// `text` may say a word of [`qualifier`] (a screen before its words are read): a run of
/// ASCII letters at a word's start that is one, or that a character not ASCII may carry on
/// into one (the Kelvin sign lower-cases to "k": "UK").
pub(super) fn may_name_a_qualifier(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if !starts_a_word(b, i) {
            i += 1;
            continue;
        }
        let end = i + b[i..]
            .iter()
            .take_while(|c| c.is_ascii_alphabetic())
            .count();
        // The longest qualifiers ("singaporean", "trinidadian") have eleven letters.
        let mut lower = [0; 11];
        if b.get(end).is_some_and(|c| !c.is_ascii())
            || (end - i <= lower.len() && {
                lower[..end - i].copy_from_slice(&b[i..end]);
                lower.make_ascii_lowercase();
                std::str::from_utf8(&lower[..end - i])
                    .ok()
                    .and_then(qualifier)
                    .is_some()
            })
        {
            return true;
        }
        i = end;
    }
    false
}

/// A figure, what its qualifier says it is counted in, and the range of both.
pub(super) type QualifiedAmount = (String, &'static str, Range<usize>);

/// The amounts of `ws` with a qualifier right beside them ([`qualifier`]): (figure, what the
/// qualifier says, range of the figure and qualifier). "$20 Bajan", "500 Canadian dollars",
/// "CAD 500", "12 nautical miles".
pub(super) fn qualified_amounts(ws: &[screened::Word]) -> Vec<QualifiedAmount> {
    let mut out = Vec::new();
    for (k, w) in ws.iter().enumerate() {
        if !w.lower.starts_with(|c: char| c.is_ascii_digit())
            || !w
                .lower
                .chars()
                .all(|c| c.is_ascii_digit() || c == ',' || c == '.')
        {
            continue;
        }
        let figure = w.lower.replace(',', "");
        let beside = [k.checked_sub(1), Some(k + 1)];
        for j in beside.into_iter().flatten() {
            if let Some(q) = ws.get(j).and_then(|x| qualifier(&x.lower)) {
                let range = w.range.start.min(ws[j].range.start)..w.range.end.max(ws[j].range.end);
                out.push((figure.clone(), q, range));
            }
        }
    }
    out
}

/// "Tips are capped at $20 Bajan a night" -> "Tips capped at $20 US a night": the same figure,
/// counted in another currency or unit system by the qualifier beside it (Bajan -> US dollars,
/// imperial -> US gallons, nautical -> statute miles, metric -> short tons). The same
/// qualifier in another form ("500 Canadian dollars" = "CAD 500", "12 nautical miles" = "12
/// nmi") is no change; neither is a qualifier dropped. Not when the original counts the figure
/// in both.
pub(super) fn qualifier_traded(
    ours: &[QualifiedAmount],
    rw: &[screened::Word],
) -> Option<(Range<usize>, Range<usize>)> {
    let theirs = qualified_amounts(rw);
    for (figure, q, from) in ours {
        let same_figure = |list: &[(String, &str, Range<usize>)], other: &str| {
            list.iter().any(|(f, x, _)| f == figure && *x == other)
        };
        if same_figure(&theirs, q) {
            continue;
        }
        if let Some((_, _, to)) = theirs
            .iter()
            .find(|(f, x, _)| f == figure && x != q && !same_figure(ours, x))
        {
            return Some((from.clone(), to.clone()));
        }
    }
    None
}

/// "nil by mouth from 10pm the night before" -> "NBM from 22:00 prior night": "by" before a
/// word that is no time ("by mouth", "by hand") is no deadline; the bound is the one after
/// it ("from 10pm"), said again after the same word in the rewrite.
pub(super) fn by_of_a_manner(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let Some(text) = original.get(from.clone()) else {
        return false;
    };
    let ws = all_words(text);
    let manner = ws
        .first()
        .is_some_and(|(w, _)| w.eq_ignore_ascii_case("by"))
        && ws.get(1).is_some_and(|(w, _)| {
            w.chars().all(char::is_alphabetic)
                && !crate::classify::numbers::is_date_name(&w.to_ascii_lowercase())
                && !is_one_of(w, &["the", "today", "then", "next", "this", "lunchtime"])
        });
    let Some((prep, _)) = ws
        .iter()
        .skip(2)
        .find(|(w, _)| is_one_of(w, &["from", "after", "before", "until"]))
    else {
        return false;
    };
    manner
        && rewrite[..to.start]
            .trim_end()
            .to_ascii_lowercase()
            .ends_with(&prep.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use super::may_name_a_qualifier;
    use crate::polarity::tests::assert_reports;

    /// The verb of spending before a money bound, said by the bound alone ("spend up to $500
    /// on venue deposits" -> "Venue deposits: OK up to $500"), is faithful; another amount, a
    /// currency, a direction, the condition dropped, a hedge, another thing or another actor
    /// named, another verb, and a ban turned are still reported.
    #[test]
    fn spending_said_by_its_bound() {
        let o = "You're allowed to spend up to $500 on venue deposits without asking me.";
        assert_faithful(&[
            (o, "Venue deposits: OK up to $500 without asking."),
            (
                "You're allowed to spend up to $40 on groceries for the week without asking me, but anything above that you need to check with me first.",
                "Groceries: up to $40/week w/o asking; above that, check with me first.",
            ),
        ]);
        assert_changed(&[
            (o, "Venue deposits: OK up to $600 without asking."),
            (o, "Venue deposits: OK up to €500 without asking."),
            (o, "Venue deposits: OK over $500 without asking."),
            (o, "Venue deposits: OK up to $500."),
            (o, "Venue deposits: ideally up to $500 without asking."),
            (o, "Catering: OK up to $500 without asking."),
            (
                o,
                "Interns: OK up to $500 on venue deposits without asking.",
            ),
            (
                o,
                "You're allowed to borrow up to $500 on venue deposits without asking me.",
            ),
            (
                "Never spend more than $500 on venue deposits without asking me.",
                "Venue deposits: more than $500 without asking.",
            ),
            (
                "You're not allowed to spend over $500 on venue deposits.",
                "Venue deposits: OK over $500.",
            ),
        ]);
    }

    /// "in total" closing a bound said as "total" after the unit is faithful; another
    /// amount, unit or thing, "each", a hedge, a turned direction, a dropped condition and
    /// the word dropped are still reported.
    #[test]
    fn in_total_said_as_total() {
        let o = "Keep the speeches to fifteen minutes in total.";
        assert_faithful(&[(o, "Speeches: 15 min total, max.")]);
        assert_changed(&[
            (o, "Speeches: 15 min each, max."),
            (o, "Speeches: 20 min total, max."),
            (o, "Speeches: 15 h total, max."),
            (o, "Toasts: 15 min total, max."),
            (o, "Speeches: about 15 min total."),
            (o, "Speeches: 15 min."),
            (
                "Keep the speeches to fifteen minutes in total unless the couple asks.",
                "Speeches: 15 min total, max.",
            ),
            (
                "Never let the speeches run over fifteen minutes in total.",
                "Speeches: over 15 min total.",
            ),
        ]);
    }

    /// A verb right after an amount with a currency sign, which the number reader takes for
    /// the amount's unit, is the original's verb kept (corpus31b f44); another verb there,
    /// another amount or a dropped limit is still reported.
    #[test]
    fn a_verb_after_a_currency_amount_is_kept() {
        let o = "Refunds up to ₱2,000 can be approved directly.";
        assert_faithful(&[
            (o, "Refunds ≤ ₱2,000 approve directly."),
            (
                "Refunds up to $2,000 can be approved directly.",
                "≤ $2,000 approve directly.",
            ),
        ]);
        assert_changed(&[
            (o, "Refunds ≤ ₱2,000 reject directly."),
            (o, "Refunds ≤ ₱5,000 approve directly."),
            (o, "Refunds ≥ ₱2,000 approve directly."),
            (o, "Refunds: approve directly."),
        ]);
    }

    /// "never more" closing a count is the rewrite's "max"; another number, a floor, no
    /// ceiling at all, another thing counted or a hedge stay reported.
    #[test]
    fn never_more_said_as_max() {
        let o = "The baby-room ratio is one adult to three infants, never more.";
        assert_faithful(&[
            (o, "Baby-room ratio: 1 adult : 3 infants max."),
            (o, "Baby-room ratio: 1 adult : 3 infants maximum."),
        ]);
        assert_changed(&[
            (o, "Baby-room ratio: 1 adult : 4 infants max."),
            (o, "Baby-room ratio: 1 adult : 3 infants min."),
            (o, "Baby-room ratio: 1 adult : 3 infants."),
            (o, "Baby-room ratio: 1 adult : 3 toddlers max."),
            (o, "Baby-room ratio: ideally 1 adult : 3 infants max."),
            (o, "Baby-room ratio: 2 adults : 3 infants max."),
            (
                o,
                "Baby-room ratio: 1 adult : 3 infants max, unless a nurse is in.",
            ),
            (
                "The baby-room ratio is one adult to three infants, never more, unless a nurse is in.",
                "Baby-room ratio: 1 adult : 3 infants max.",
            ),
            (o, "Baby-room ratio: at least 3 infants per adult."),
            (
                "Never take more than three infants out at once.",
                "Three infants out at once max.",
            ),
        ]);
    }

    /// A qualified amount said again with its qualifier in another form is the same bound;
    /// another qualifier is not.
    #[test]
    fn qualified_amount_said_again() {
        assert_faithful(&[
            (
                "Deposits are limited to 500 Canadian dollars.",
                "Deposits max CAD 500.",
            ),
            (
                "Deposits are limited to 500 Canadian dollars.",
                "Deposits limited to CAD 500.",
            ),
        ]);
        assert_changed(&[
            (
                "Deposits are limited to 500 Canadian dollars.",
                "Deposits max USD 500.",
            ),
            (
                "Deposits are limited to 500 Canadian dollars.",
                "Deposits max CAD 5000.",
            ),
            (
                "Deposits are limited to 500 Canadian dollars.",
                "Deposits min CAD 500.",
            ),
        ]);
    }

    /// A permission made an order about a thing named with its size ("a deferral of up to two
    /// weeks") is made a duty; an order to stay under the ceiling is not.
    #[test]
    fn ceiling_on_the_order() {
        assert_reports(
            "modality strengthened",
            &[
                (
                    "You're fine to offer rent deferrals of up to two weeks; longer ones come to me.",
                    "You must offer a rent deferral of up to two weeks to anyone who asks; longer ones go to the manager.",
                ),
                (
                    "You may give a discount of up to 10% on damaged stock.",
                    "You must give a discount of up to 10% on damaged stock.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "You may use up to 20% of the budget on travel.",
                "Use at most 20% of the budget on travel.",
            ),
            (
                "You may give a discount of up to 10% on damaged stock.",
                "Damaged stock: discounts of up to 10% allowed.",
            ),
        ]);
    }

    /// The qualifier screen lets through every text that says a qualifier as a word, in any
    /// case or with the Kelvin sign, and not a text of none.
    #[test]
    fn the_qualifier_screen_finds_qualifiers() {
        for text in [
            "$20 Bajan",
            "SINGAPOREAN dollars",
            "12 nautical miles",
            "500 trinidadian",
            "the U\u{212A} gallon",
        ] {
            assert!(may_name_a_qualifier(text), "{text}");
        }
        for text in ["Tips capped at $20.", "5 kg, 2 usb-c", "Singaporeans"] {
            assert!(!may_name_a_qualifier(text), "{text}");
        }
    }

    /// The qualifier of an amount traded: "unit changed". The same one in another form is not.
    #[test]
    fn qualifier_traded() {
        assert_reports(
            "unit changed",
            &[
                (
                    "Tips are capped at $20 Bajan a night.",
                    "Tips capped at $20 US a night.",
                ),
                (
                    "Deposits are limited to 500 Canadian dollars.",
                    "Deposits limited to 500 US dollars.",
                ),
                (
                    "The tank holds no more than 40 imperial gallons.",
                    "Tank holds max 40 US gallons.",
                ),
                (
                    "Stay within 12 nautical miles of the coast.",
                    "Stay within 12 statute miles of coast.",
                ),
                (
                    "Cargo must not exceed 30 metric tons.",
                    "Cargo max 30 short tons.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Tips are capped at $20 Bajan a night.",
                "Tips capped at BBD 20/night.",
            ),
            (
                "Cargo must not exceed 30 metric tons.",
                "Cargo max 30 tonnes.",
            ),
            (
                "The tank holds no more than 40 imperial gallons.",
                "Tank: 40 imperial gallons max.",
            ),
        ]);
    }

    /// "... and that's your lot" said as "... and no more": the same ceiling (pol66b); "and no
    /// more" added to an amount said with no ceiling, or to a floor, is a negation added.
    #[test]
    fn your_lot_said_as_no_more() {
        assert_faithful(&[
            (
                "Three raffle tickets per family and that's your lot.",
                "Each family gets three raffle tickets and no more.",
            ),
            (
                "One pint each at the quiz, that's it.",
                "You get one pint each at the quiz, no more.",
            ),
        ]);
        assert_changed(&[
            (
                "Staff get two passes a day.",
                "Staff get two passes a day and no more.",
            ),
            (
                "At least three raffle tickets per family.",
                "Each family gets three raffle tickets and no more.",
            ),
            (
                "Three raffle tickets per family and that's your lot.",
                "Each family gets three raffle tickets and no more guests.",
            ),
        ]);
    }
}
