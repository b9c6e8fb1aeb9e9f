//! The words of a text as the readings split it: runs of letters, digits, hyphens and
//! apostrophes, each with its offset.

/// The words of `text` (split at every byte neither a letter, a digit, a hyphen nor an
/// apostrophe), with their offsets in `text`.
pub(super) fn words_of(text: &str) -> impl Iterator<Item = (usize, &str)> + '_ {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '\''))
        .filter(|w| !w.is_empty())
        .map(move |w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
}
