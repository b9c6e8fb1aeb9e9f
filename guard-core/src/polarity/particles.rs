//! Talk around a rule that says nothing of it (session 29): a discourse particle ("Eh, for
//! the Sentosa trip ah, ...", "... without a teacher there lah") or a word of address set off
//! by commas ("Open day rules, folks.", "Machan, the Dambulla order ...") dropped by a
//! compaction is no scope of the rule gone.

use std::ops::Range;

use super::is_one_of;

/// Particles that are never a content word of a rule, wherever they stand before a comma or
/// at a sentence's end.
const PARTICLES: &[&str] = &["eh", "ah", "lah", "leh", "lor", "nah", "oi", "aye"];

/// Words of address: only when set off on both sides (a comma, or a sentence's or a line's
/// edge), as in "rules, folks." ("the guys in IT" names people).
const ADDRESS: &[&str] = &["folks", "guys", "mate", "machan", "bro", "y'all", "listen"];

/// The byte before `range` in `text`, white space skipped (None at the text's start).
fn before(text: &str, range: &Range<usize>) -> Option<u8> {
    text.get(..range.start)?
        .trim_end_matches([' ', '\t'])
        .bytes()
        .next_back()
}

/// The byte after `range` in `text`, white space skipped (None at the text's end).
fn after(text: &str, range: &Range<usize>) -> Option<u8> {
    text.get(range.end..)?
        .trim_start_matches([' ', '\t'])
        .bytes()
        .next()
}

/// The word of `text` at `range` is a particle closing its phrase, or a word of address set
/// off by commas.
pub(super) fn says_nothing_of_the_rule(text: &str, range: &Range<usize>) -> bool {
    // (A cheap screen first: every listed word has at most six bytes.)
    if range.len() > 6 {
        return false;
    }
    let Some(word) = text.get(range.clone()) else {
        return false;
    };
    let closes = |b: Option<u8>| matches!(b, None | Some(b',' | b'.' | b'!' | b'?' | b'\n'));
    let opens = |b: Option<u8>| matches!(b, None | Some(b',' | b'.' | b'!' | b'?' | b'\n' | b':'));
    let (left, right) = (before(text, range), after(text, range));
    if is_one_of(word, PARTICLES) {
        return closes(right);
    }
    is_one_of(word, ADDRESS)
        && opens(left)
        && closes(right)
        && (left == Some(b',') || right == Some(b','))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A particle or a word of address set off by a comma, dropped, is faithful; a word
    /// flipped, a number, a unit, an actor, a dropped condition, a hedge or a dropped negation
    /// beside it is still reported, and so is a listed word that names people.
    #[test]
    fn particles_and_words_of_address_dropped() {
        let original = "Eh, students cannot go off alone lah.";
        assert_faithful(&[
            (original, "Students cannot go off alone."),
            (
                "Open day rules, folks: no one touches the control bus wiring.",
                "Open day: no one touches the control bus wiring.",
            ),
            (
                "Machan, send the Dambulla order only after the advance is received.",
                "Send the Dambulla order only after the advance is received.",
            ),
        ]);
        assert_changed(&[
            (original, "Students can go off alone."),
            (original, "Teachers cannot go off alone."),
            (original, "Students should try not to go off alone."),
            (
                "Eh, students cannot go off alone after 4pm ah.",
                "Students cannot go off alone after 5pm.",
            ),
            (
                "Eh, students cannot carry more than 2 kg ah.",
                "Students cannot carry more than 2 lb.",
            ),
            (
                "Machan, send the Dambulla order only after the advance is received.",
                "Send the Dambulla order.",
            ),
            (
                "Machan, never send the Dambulla order before the advance is received.",
                "Machan, send the Dambulla order before the advance is received.",
            ),
            (
                "Listen, never open the back room, folks.",
                "Open the back room.",
            ),
            // A listed word that names people, not set off.
            (
                "Don't let the guys near the kiln.",
                "Don't let the kids near the kiln.",
            ),
        ]);
    }
}
