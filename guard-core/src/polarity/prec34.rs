//! Session 34's faithful compactions (helper prec34): readings the polarity check now
//! accepts, each beside its changed look-alikes, which stay reported.

use std::ops::Range;

use super::compacted;
use super::extract::{Clause, Word};

/// The rewrite's new word `n` stands in a ";"-part of the labelled compaction `r` ("Label:
/// part; part; part") that holds none of the original rule `o`'s words, while another part
/// holds two of them or more: the word is another rule's, said in the same compaction
/// ("Change windows are Tue and Thu only" against "Cooling: snapshot config before CRAC
/// firmware work; ...; changes only Tue/Thu"), no new word of `o`'s scope. A part that holds
/// one word of `o` or more is `o`'s own, and its new words are still compared ("...; changes
/// only Tue/Thu/Sat"); an unlabelled sentence ("User mentioned minutes approval and website
/// posting; wants draft agenda by Friday") is no compaction of rules.
pub(super) fn word_of_a_foreign_part((rewrite, r): (&str, &Clause), o: &Clause, n: &Word) -> bool {
    if r.label_words.is_empty() {
        return false;
    }
    let Some(part) = compacted::part_of(rewrite, r, &n.range) else {
        return false;
    };
    compacted::shared_with(o, r, &part) == 0
        && compacted::parts(rewrite, r)
            .filter(|p| *p != part)
            .any(|p| compacted::shared_with(o, r, &p) >= 2)
}

/// The dollars an amount is in, by the letters glued before its "$" ("CA$250", "US$ 40",
/// "A$90"; "C" and "A" short for "CA" and "AU"), with the amount's digits; amounts with a
/// bare "$" are left out (whose dollars they are, the text around says).
fn country_dollars(text: &str) -> impl Iterator<Item = (Range<usize>, &str, &str)> {
    text.match_indices('$').filter_map(move |(at, _)| {
        let lead = text.get(..at)?;
        let letters = lead.len()
            - lead
                .trim_end_matches(|c: char| c.is_ascii_uppercase())
                .len();
        if letters == 0 || letters > 3 {
            return None;
        }
        let start = at - letters;
        // The letters open a word: "NZ$" or "(NZ$", not the end of "PLN$".
        if text[..start]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
        {
            return None;
        }
        let country = match &text[start..at] {
            "C" => "CA",
            "A" => "AU",
            other => other,
        };
        let rest = text.get(at + 1..)?;
        let digits_at = rest.len() - rest.trim_start_matches(' ').len();
        let digits = rest[digits_at..]
            .split(|c: char| !(c.is_ascii_digit() || c == ',' || c == '.'))
            .next()
            .filter(|d| d.starts_with(|c: char| c.is_ascii_digit()))?
            .trim_end_matches(['.', ',']);
        let end = at + 1 + digits_at + digits.len();
        Some((start..end, country, digits))
    })
}

/// An amount of the original in one country's dollars ("CA$250") said in another's in the
/// rewrite ("US$250"), the digits kept: the currency changed, which the bare "$" both share
/// hides ("unit changed"). A bare "$" in the rewrite, or the same country said again ("C$" for
/// "CA$"), is no change.
pub(super) fn dollars_of_another_country(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !original.contains('$') || !rewrite.contains('$') {
        return None;
    }
    country_dollars(original).find_map(|(from, country, digits)| {
        country_dollars(rewrite)
            .find(|(_, other, said)| *said == digits && *other != country)
            .map(|(to, _, _)| (from.clone(), to))
    })
}
