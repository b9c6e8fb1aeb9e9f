//! Session 37's faithful rewrites (helper prec37): readings the polarity check now accepts,
//! each beside its changed look-alikes, which stay reported.

use std::ops::Range;

use super::stems::{Stem, stem};

/// An apostrophe: the typewriter one or the typographer's right quote.
fn is_apostrophe(c: char) -> bool {
    matches!(c, '\'' | '\u{2019}')
}

/// The apostrophe at `at` of `text` opens a quotation: at a line's start or after a space or
/// an opening bracket, and before a letter ("'won't fix'", "mark it 'Berlin'").
fn opening_quote(text: &str, at: usize) -> bool {
    let before = text[..at].chars().next_back();
    let after = text[at..].chars().nth(1);
    before.is_none_or(|b| b.is_whitespace() || matches!(b, '(' | '[' | '"'))
        && after.is_some_and(char::is_alphanumeric)
}

/// "Don't you go flyin' them drones", "don't be lettin' nobody in", "no takin' the rats oot":
/// a dialect participle whose closing "g" an apostrophe stands for (the word `part`, all of
/// `range` of `text`, ends in "in" and an apostrophe follows it) is read as its "-ing" word, so
/// it meets "fly", "letting", "take". `None` for any other word, and for a quotation's closing
/// mark ("mark it 'cabin'": an opening quote stands earlier on the line, "'em" and "'cause"
/// too, so "give 'em a goin'" is left as it was).
pub(super) fn dropped_g_participle(text: &str, range: &Range<usize>, part: &str) -> Option<Stem> {
    // (A cheap screen: the word's last two bytes, then the byte after it.)
    let b = part.as_bytes();
    if b.len() < 4 || !b[b.len() - 2..].eq_ignore_ascii_case(b"in") {
        return None;
    }
    let rest = text.get(range.end..)?;
    let mut after = rest.chars();
    if !after.next().is_some_and(is_apostrophe)
        || after.next().is_some_and(char::is_alphanumeric)
        || text.get(range.clone()) != Some(part)
        || !part.bytes().all(|c| c.is_ascii_alphabetic())
    {
        return None;
    }
    let line_start = text[..range.start].rfind('\n').map_or(0, |i| i + 1);
    if text[line_start..range.start]
        .char_indices()
        .any(|(i, c)| is_apostrophe(c) && opening_quote(text, line_start + i))
    {
        return None;
    }
    let mut word = String::with_capacity(part.len() + 1);
    word.push_str(part);
    word.push('g');
    Some(stem(&word))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn participle(text: &str, word: &str) -> Option<Stem> {
        let at = text.find(word).unwrap();
        dropped_g_participle(text, &(at..at + word.len()), word)
    }

    #[test]
    fn a_dropped_g_reads_as_the_ing_word() {
        let flying = participle("Don't you go flyin' them drones over the park.", "flyin");
        assert_eq!(flying, Some(stem("flying")));
        assert_eq!(flying, Some(stem("fly")));
        let letting = participle("Don't be lettin' nobody in without a shower.", "lettin");
        assert_eq!(letting, Some(stem("letting")));
        let taking = participle("Ye cannet be takin\u{2019} the rats oot.", "takin");
        assert_eq!(taking, Some(stem("take")));
    }

    #[test]
    fn other_words_ending_in_in_are_left_alone() {
        // No apostrophe: "cabin", "Berlin", "within".
        assert_eq!(participle("Lock the cabin before you leave.", "cabin"), None);
        assert_eq!(participle("Ship it to Berlin, not Munich.", "Berlin"), None);
        // A quotation's closing mark.
        assert_eq!(participle("Label the box 'cabin' and seal it.", "cabin"), None);
        assert_eq!(participle("Give 'em the goin' rate.", "goin"), None);
        // A possessive or a contraction goes on after the apostrophe.
        assert_eq!(participle("Don't open Robin's locker.", "Robin"), None);
        // Too short to be a participle.
        assert_eq!(participle("Don't stay in' there.", "in"), None);
    }
}
