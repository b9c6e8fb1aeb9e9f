//! Session 34's faithful compactions (helper prec34): readings the polarity check now
//! accepts, each beside its changed look-alikes, which stay reported.

use std::ops::Range;

use super::compacted;
use super::extract::{Clause, Word};
use super::faithful33;

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

/// The byte ranges of a JSON memory object's form members (`"type": "prohibition"`, `"force":
/// "never"`: a key of [`faithful33::FORM_KEYS`] with a quoted value of hard-form words), each
/// with a comma that parts it from a member next to it (the one before it, unless another form
/// member took that one: none is left dangling).
fn form_members(text: &str) -> Vec<Range<usize>> {
    let mut found: Vec<Range<usize>> = Vec::new();
    for (at, _) in text.match_indices('"') {
        let Some(rest) = text.get(at + 1..) else {
            continue;
        };
        let Some(key) = faithful33::FORM_KEYS
            .iter()
            .find(|k| rest.starts_with(*k) && rest[k.len()..].starts_with('"'))
        else {
            continue;
        };
        if !faithful33::hard_form_value(&rest[key.len()..]) {
            continue;
        }
        // The value's closing quote: the fourth quote from the key's opening one.
        let Some(end) = text[at..]
            .match_indices('"')
            .nth(3)
            .map(|(k, _)| at + k + 1)
        else {
            continue;
        };
        let lead = text[..at].trim_end();
        let before = lead
            .strip_suffix(',')
            .map(str::len)
            .filter(|comma| !found.iter().any(|m| m.contains(comma)));
        let tail = &text[end..];
        let after = tail
            .trim_start()
            .strip_prefix(',')
            .map(|more| text.len() - more.len());
        found.push(match (before, after) {
            (Some(comma), _) => comma..end,
            (None, Some(past)) => at..past,
            (None, None) => at..end,
        });
    }
    found
}

/// Blank (with spaces, the length kept) the form members of a JSON memory object
/// (`{"type": "prohibition", "rule": "no egg retrievals on Sundays"}`) when the rest of the
/// object says a negation itself: the frame only names the entry's kind, which the rule's own
/// words say ("no", "never", "do not"), and read as prose it would split the rule from its
/// heading. An object whose negation is only in the frame (`"type": "prohibition", "action":
/// "play explicit tracks"`) keeps it.
pub(super) fn blank_redundant_form_members(text: &str, bytes: &mut [u8]) {
    let members = form_members(text);
    if members.is_empty() {
        return;
    }
    let mut rest = String::with_capacity(text.len());
    let mut from = 0;
    for m in &members {
        rest.push_str(text.get(from..m.start).unwrap_or(""));
        rest.push(' ');
        from = m.end.max(from);
    }
    rest.push_str(text.get(from..).unwrap_or(""));
    if super::negation_count(&rest) == 0 {
        return;
    }
    for m in members {
        for b in &mut bytes[m] {
            *b = b' ';
        }
    }
}
