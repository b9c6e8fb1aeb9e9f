//! Two phrases that traded places: "Use Postgres for orders and Redis for sessions" became
//! "Use Redis for orders and Postgres for sessions". Every word is still there, so no word
//! is missing or new; what each rule applies to changed.

use std::ops::Range;

/// Words that name nothing a rule applies to: a phrase made of them only ("and", "the") is
/// no object or actor that could trade places.
const FUNCTION_WORDS: &[&str] = &[
    "the", "a", "an", "to", "for", "and", "or", "of", "in", "on", "at", "with", "but", "not", "no",
    "never", "is", "are", "be", "it", "them", "then", "so", "if",
];

/// The longest phrase, in words, [`swapped_phrases`] tries.
const MAX_PHRASE: usize = 3;

/// The two phrases of `original` that traded places in `rewrite`, as the byte ranges of the
/// stretch they bound on each side ("admins can delete projects; editors" / "editors can
/// delete projects; admins"): the word sequences (letters and
/// digits, case-insensitive) are equal but for a window that is `A M B` in the original and
/// `B M A` in the rewrite, with `A` and `B` of one to three words, each holding a word that
/// names something, and a middle `M` that does too ("and" alone is a list reordered: "French
/// and German" = "German and French"). A clause moved whole ("Before deploying, run the
/// tests") has no middle and is not a swap.
pub(super) fn swapped_phrases(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    // Every letter is kept by a swap: texts with different letter counts are ruled out
    // before any word is read.
    let letters = |t: &str| t.bytes().filter(u8::is_ascii_alphanumeric).count();
    if letters(original) != letters(rewrite) || original.eq_ignore_ascii_case(rewrite) {
        return None;
    }
    let a = words(original);
    let b = words(rewrite);
    if a.len() != b.len() {
        return None;
    }
    let same = |x: &(Range<usize>, &str), y: &(Range<usize>, &str)| x.1.eq_ignore_ascii_case(y.1);
    let first = a.iter().zip(&b).position(|(x, y)| !same(x, y))?;
    let last = a.len()
        - 1
        - a.iter()
            .rev()
            .zip(b.iter().rev())
            .position(|(x, y)| !same(x, y))?;
    let names_something = |phrase: &[(Range<usize>, &str)]| {
        phrase
            .iter()
            .any(|(_, w)| !FUNCTION_WORDS.iter().any(|f| w.eq_ignore_ascii_case(f)))
    };
    let window = last + 1 - first;
    for la in 1..=MAX_PHRASE.min(window) {
        for lb in 1..=MAX_PHRASE.min(window - la) {
            let (head, middle, tail) = (
                &a[first..first + la],
                &a[first + la..=last - lb],
                &a[last + 1 - lb..=last],
            );
            if middle.is_empty() || !names_something(middle) {
                continue;
            }
            let swapped = b[first..first + lb]
                .iter()
                .zip(tail)
                .all(|(x, y)| same(x, y))
                && b[first + lb..first + lb + middle.len()]
                    .iter()
                    .zip(middle)
                    .all(|(x, y)| same(x, y))
                && b[last + 1 - la..=last]
                    .iter()
                    .zip(head)
                    .all(|(x, y)| same(x, y));
            if swapped && names_something(head) && names_something(tail) {
                return Some((
                    a[first].0.start..a[last].0.end,
                    b[first].0.start..b[last].0.end,
                ));
            }
        }
    }
    None
}

/// The words of `text` (runs of letters and digits) with their byte ranges.
fn words(text: &str) -> Vec<(Range<usize>, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        match (c.is_alphanumeric(), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s..i, &text[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phrases_that_traded_places_are_found_and_moved_clauses_are_not() {
        for (original, rewrite) in [
            (
                "Use Postgres for orders and Redis for sessions.",
                "Use Redis for orders and Postgres for sessions.",
            ),
            (
                "Send the invoice to finance, and the receipt to the client.",
                "Send the invoice to the client, and the receipt to finance.",
            ),
            (
                "Only admins can delete projects; editors can view them.",
                "Only editors can delete projects; admins can view them.",
            ),
        ] {
            assert!(swapped_phrases(original, rewrite).is_some(), "{rewrite}");
        }
        for (original, rewrite) in [
            (
                "Run the tests before deploying.",
                "Before deploying, run the tests.",
            ),
            (
                "Translate it into French and German.",
                "Translate it into German and French.",
            ),
            (
                "Reply in English and cite your sources.",
                "Cite your sources and reply in English.",
            ),
            ("Use Postgres for orders.", "Use Postgres for orders."),
            ("", ""),
        ] {
            assert_eq!(swapped_phrases(original, rewrite), None, "{rewrite}");
        }
    }
}
