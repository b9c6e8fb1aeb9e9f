//! Session 34's faithful compactions (helper pol34z): readings the polarity check now
//! accepts, each beside its changed look-alikes, which stay reported.

use super::extract::Clause;
use super::missed34::{qualified_amounts, qualifier};
use super::screened::{function_word, stem, words};
use std::ops::Range;

/// The part of `text` (a sentence) that holds byte `at`: cut at ";", ",", ":", "—" and "–".
fn part_around(text: &str, at: usize) -> Range<usize> {
    let cut = |c: char| matches!(c, ';' | ',' | ':' | '—' | '–');
    let start = text
        .get(..at)
        .and_then(|b| b.char_indices().rev().find(|(_, c)| cut(*c)))
        .map_or(0, |(k, c)| k + c.len_utf8());
    let end = text
        .get(at..)
        .and_then(|a| a.find(cut))
        .map_or(text.len(), |k| at + k);
    start..end
}

/// "Goggles are required in the lab. Gloves are optional." -> "Goggles required in lab;
/// gloves optional.": the rewrite's new hedge (at `hedge`, of the rewrite clause `r`) sits in
/// a part of its own (cut at ";", ",", ":" or a dash) whose content words another clause of
/// the original, not `o`, says with the same hedge, and at least one of them `o` does not
/// say: the hedge of another rule merged into the sentence, not a weakening of `o`. "Goggles
/// optional in lab; gloves optional" (the hedge in the goggles' part) is still reported.
pub(super) fn hedge_of_another_rule(
    (original, o, others): (&str, &Clause, &[Clause]),
    (rewrite, r): (&str, &Clause),
    (hedge, at): (&str, &Range<usize>),
) -> bool {
    let Some(sentence) = rewrite.get(r.range.clone()) else {
        return false;
    };
    let Some(offset) = at.start.checked_sub(r.range.start) else {
        return false;
    };
    let part = part_around(sentence, offset);
    // The part must leave something of the sentence out: a hedge of the whole is the rule's.
    if part.len() + 2 >= sentence.trim_end_matches(['.', ' ']).len() {
        return false;
    }
    let content: Vec<String> = words(&sentence[part])
        .iter()
        .map(|w| w.lower.clone())
        .filter(|w| w.len() >= 3 && !function_word(w) && !hedge.split(' ').any(|h| h == w))
        .collect();
    if content.is_empty() {
        return false;
    }
    let says = |text: &str, c: &Clause, w: &str| {
        text.get(c.range.clone())
            .is_some_and(|t| words(t).iter().any(|x| stem(&x.lower) == stem(w)))
    };
    content.iter().any(|w| !says(original, o, w))
        && others.iter().any(|c| {
            c.range != o.range
                && c.hedges.iter().any(|(g, _)| g == hedge)
                && content.iter().all(|w| says(original, c, w))
        })
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
            .map(|w| w.lower.clone())
            .filter(|w| !w.starts_with('|') && !function_word(w) && !frames_an_amount(w))
            .filter(|w| qualifier(w).is_none() && !w.starts_with(|c: char| c.is_ascii_digit()))
            .collect()
    };
    plain(&aw) == plain(&bw)
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A hedge of another rule merged into the rule's sentence is no weakening of it; in the
    /// rule's own part, it is.
    #[test]
    fn hedge_of_another_rule() {
        assert_faithful(&[
            (
                "Goggles are required in the lab. Gloves are optional.",
                "Goggles required in lab; gloves optional.",
            ),
            (
                "Helmets are required on the upper trail. Knee pads are optional.",
                "Helmets required on upper trail, knee pads optional.",
            ),
            (
                "A lanyard must be worn at all times. Photo ID is optional.",
                "Lanyard worn at all times; photo ID optional.",
            ),
        ]);
        assert_changed(&[
            (
                "Goggles are required in the lab. Gloves are optional.",
                "Goggles optional in lab; gloves optional.",
            ),
            (
                "Goggles are required in the lab. Gloves are optional.",
                "Goggles required in lab if possible; gloves optional.",
            ),
            (
                "Goggles are required in the lab. Gloves are required too.",
                "Goggles required in lab; gloves optional.",
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
}
