//! Where the words of one binding sentence of the original turn up in the rewrite: how many
//! of them each rewrite sentence shares, which of them the rewrite keeps anywhere, and the
//! rewrite's abbreviations of them. Alignment and the scope comparison both read it, so each
//! word of the original is looked up in the rewrite once.

use super::extract::{Clause, Facts, NumberFact, Word};
use super::is_one_of;
use crate::classify::text::start_of_last_run;
use smallvec::SmallVec;
use std::ops::Range;

/// An abbreviation's letters in the rewrite ("pr"), and the rewrite sentence holding it.
pub(crate) type Abbreviation<'f> = (&'f str, &'f Clause);

/// A word of the rewrite short enough to abbreviate original words ("PR", "CI", "SLAs").
pub(crate) struct ShortWord<'f> {
    /// The stem without a plural "s": two to four bytes.
    letters: &'f str,
    /// The word's stem, or what a number counts as written ("mrs" in "5 MRs").
    stem: &'f str,
    clause: &'f Clause,
    /// [`byte_set`] of `letters`.
    set: u64,
}

/// The rewrite's words (its labels' among them) and counted units that may be abbreviations,
/// sentence by sentence
/// (found once per rewrite, not once per original sentence); up to eight are held inline, not
/// allocated.
pub(crate) fn short_words(after: &Facts) -> SmallVec<[ShortWord<'_>; 8]> {
    let mut short = SmallVec::new();
    for clause in &after.clauses {
        // What a number counts, not a unit of measure ("5 MRs", not "5 MB").
        let counted = clause
            .numbers
            .iter()
            .filter_map(|n| n.unit.as_deref())
            .filter(|u| !super::is_measure_unit(u));
        // The words of the sentence's label too: "CS agents: ..." for "Customer service
        // agents ..." (session 35).
        let labelled = clause.label_words.iter().map(|l| l.as_str());
        for stem in clause
            .words
            .iter()
            .map(|w| w.stem.as_str())
            .chain(labelled)
            .chain(counted)
        {
            let letters = abbreviation_letters(stem);
            if (2..=4).contains(&letters.len()) {
                short.push(ShortWord {
                    letters,
                    stem,
                    clause,
                    set: byte_set(letters.as_bytes()),
                });
            }
        }
    }
    short
}

/// The letters of a possible abbreviation's stem: without a plural "s" ("SLAs" is "sla"),
/// unless that leaves one letter, where the "s" is the abbreviation's own ("CS" for "Customer
/// Success", "OS").
pub(crate) fn abbreviation_letters(stem: &str) -> &str {
    // `trim_end_matches('s')`, on bytes ('s' is one byte, so the cut is a char boundary).
    let plural = stem.bytes().rev().take_while(|&b| b == b's').count();
    match &stem[..stem.len() - plural] {
        one if one.len() < 2 => stem,
        letters => letters,
    }
}

/// `word` is written in capitals (two to five letters; a lower-case one among them, as the
/// "o" of "of" in "CoO", after a capital and with two capitals at least) that spell the
/// initials of consecutive words of `sentence`, function words included ("ASAP" of "as soon
/// as possible", "POS" of "point of sale", "CoO" of "certificate of origin"; the clause's own
/// initials leave function words out): the bytes of `sentence` those words run over.
pub(crate) fn initials_run(sentence: &str, word: &str) -> Option<Range<usize>> {
    let letters = word.as_bytes();
    if !(2..=5).contains(&letters.len())
        || !letters[0].is_ascii_uppercase()
        || !letters.iter().all(u8::is_ascii_alphabetic)
        || letters.iter().filter(|b| b.is_ascii_uppercase()).count() < 2
    {
        return None;
    }
    // Each word's first byte (upper-cased) and range.
    let words: SmallVec<[(u8, Range<usize>); 32]> = sentence
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| {
            let start = w.as_ptr() as usize - sentence.as_ptr() as usize;
            (w.as_bytes()[0].to_ascii_uppercase(), start..start + w.len())
        })
        .collect();
    words
        .windows(letters.len())
        .find(|run| {
            run.iter()
                .map(|(b, _)| *b)
                .eq(letters.iter().map(u8::to_ascii_uppercase))
        })
        .map(|run| run[0].1.start..run[run.len() - 1].1.end)
}

/// What the rewrite holds of one binding sentence `o` of the original.
///
/// One value is refilled for each binding sentence ([`Overlap::read`]): its buffers are
/// allocated once per comparison, not once per sentence (the abbreviations not at all for
/// a short text: a few are held inline). The counts are plain vectors: they are indexed in
/// the look-up loop, where an inline vector's test of where its items are costs more than
/// the allocation.
#[derive(Default)]
pub(crate) struct Overlap<'f> {
    /// Per rewrite sentence: the words of `o` that some word of it matches (each word once).
    pub(crate) shared: Vec<usize>,
    /// Per word of `o`: some word of the rewrite matches it (`Facts::has_stem`).
    pub(crate) kept: Vec<bool>,
    /// Rewrite sentences holding an abbreviation of consecutive words of `o` ("PR" for "pull
    /// request"), with the abbreviation's letters, in text order.
    pub(crate) abbreviations: SmallVec<[Abbreviation<'f>; 4]>,
}

impl<'f> Overlap<'f> {
    /// Look up every word of `o` in the rewrite `after`, whose `short_words` are given,
    /// replacing what was read for the previous sentence.
    ///
    /// Each word visits only the rewrite stems it matches (the rewrite's stem index), not every
    /// word of every rewrite sentence.
    pub(crate) fn read(
        &mut self,
        original: &str,
        o: &Clause,
        after: &'f Facts,
        short: &[ShortWord<'f>],
    ) {
        let Overlap {
            shared,
            kept,
            abbreviations,
        } = self;
        shared.clear();
        shared.resize(after.clauses.len(), 0);
        kept.clear();
        kept.resize(o.words.len(), false);
        let index = after.stems();
        for (i, w) in o.words.iter().enumerate() {
            // The matches come sentence by sentence: count a sentence at its first match.
            let mut last = None;
            for k in index.clauses_matching(&w.stem) {
                kept[i] = true;
                if last != Some(k) {
                    last = Some(k);
                    shared[k] += 1;
                }
            }
        }
        find_abbreviations(original, o, short, abbreviations);
    }

    /// The word `w` of the original (`original` is its text) is one an abbreviation of the
    /// rewrite stands for: its first letter is one of an abbreviation's ("purchase" and
    /// "order" for "PO").
    pub(crate) fn abbreviated(&self, original: &str, w: &Word) -> bool {
        initial(original, w).is_some_and(|c| {
            self.abbreviations
                .iter()
                .any(|(a, _)| a.bytes().any(|b| char::from(b) == c))
        })
    }
}

/// The first letter of word `w` as written in `text`, lower-cased (its stem may be a synonym's:
/// "purchase" is stemmed "buy").
fn initial(text: &str, w: &Word) -> Option<char> {
    text.get(w.range.clone())?
        .chars()
        .next()
        .map(|c| c.to_ascii_lowercase())
}

/// The first letter, lower-cased, of part `part` of the hyphenated word `w` as written in
/// `text`, the parts that are function words passed over as the reader does ("d" of
/// "full-disk", so "full-disk encryption" is "FDE"); `None` for a word without a hyphen.
fn part_initial(text: &str, w: &Word, part: usize) -> Option<char> {
    let word = text.get(w.range.clone())?;
    if !word.contains('-') {
        return None;
    }
    word.split(['-', '/'])
        .filter(|p| {
            let bare = p.strip_suffix("'s").unwrap_or(p);
            // (Lower-cased only when it has a capital: the reader's words are lower case.)
            let function = if bare.bytes().any(|b| b.is_ascii_uppercase()) {
                super::extract::is_function_word(&bare.to_ascii_lowercase())
            } else {
                super::extract::is_function_word(bare)
            };
            !p.is_empty() && !function
        })
        .nth(part)?
        .chars()
        .next()
        .map(|c| c.to_ascii_lowercase())
}

/// Replace `found` with the short rewrite words that abbreviate consecutive words of `o`: their
/// letters run through the initials of `o`'s words and counted units ([`initials`]), and
/// they are not themselves words of `o`.
fn find_abbreviations<'f>(
    original: &str,
    o: &Clause,
    short: &[ShortWord<'f>],
    found: &mut SmallVec<[Abbreviation<'f>; 4]>,
) {
    found.clear();
    if short.is_empty() {
        return;
    }
    let initials = initials(original, o);
    found.extend(
        short
            .iter()
            .filter(|s| {
                // A word with a letter that no initial has is not among them (`contains`
                // would say so after reading them): most short words are ruled out here.
                s.set & !initials.set == 0
                    && contains(initials.bytes(), s.letters.as_bytes())
                    && !o.words.iter().any(|x| x.stem.as_str() == s.stem)
            })
            .map(|s| (s.letters, s.clause)),
    );
}

/// The first character of every word of an original's sentence and of what its numbers
/// count, in text order, as UTF-8 bytes ([`initials`]), with the set of those bytes.
#[derive(Debug, Clone, Default)]
pub(crate) struct Initials {
    bytes: SmallVec<[u8; 32]>,
    /// [`byte_set`] of `bytes`.
    set: u64,
}

impl Initials {
    /// The initials, in text order, as UTF-8 bytes.
    pub(super) fn bytes(&self) -> &[u8] {
        &self.bytes
    }
}

/// Bit `b % 64` for every byte `b` of `bytes` (the 26 lower-case letters have bits of their
/// own). A text holds a needle only when the needle's set lies within the text's (every byte
/// of the needle is one of the text's).
fn byte_set(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0, |set, &b| set | 1 << (b % 64))
}

/// The [`Initials`] of the original's sentence `o` (`original` is its text). Gathered on first
/// use and kept in the clause ([`Clause::initials`]): they depend on `o` and its text alone,
/// and an original's sentences are compared with every rewrite proposed for them.
pub(super) fn initials<'c>(original: &str, o: &'c Clause) -> &'c Initials {
    o.initials.get_or_init(|| {
        let mut initials = SmallVec::new();
        let mut push = |c: char| initials.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
        // What a number counts is not a word of `o` but can be abbreviated with the words
        // after it ("two pull requests" as "2 PRs"): its initial goes where it stands.
        let mut counted = o
            .numbers
            .iter()
            .filter_map(|n| Some((n.range.end, counted_initial(original, n)?)))
            .peekable();
        let mut previous_end = None;
        // Which part of a hyphenated word `w` is ("disk" of "full-disk": its parts share the
        // word's range).
        let mut part = 0;
        let mut previous: Option<&Range<usize>> = None;
        for w in &o.words {
            part = if previous == Some(&w.range) {
                part + 1
            } else {
                0
            };
            previous = Some(&w.range);
            while let Some((_, (c, unit_end))) = counted.next_if(|(end, _)| *end <= w.range.start) {
                push(c);
                // "words per minute" as "wpm": a linking word may follow the unit.
                previous_end = Some(unit_end);
            }
            if let Some(c) = previous_end.and_then(|end| linking_initial(original, end, w)) {
                push(c);
            }
            if let Some(c) = part_initial(original, w, part).or_else(|| initial(original, w)) {
                push(c);
            }
            previous_end = Some(w.range.end);
        }
        counted.for_each(|(_, (c, _))| push(c));
        Initials {
            set: byte_set(&initials),
            bytes: initials,
        }
    })
}

/// The first letter of what number `n` of `text` counts, as written when its word is the
/// unit's ("p" of "pounds", whose unit is read as "gbp"), else the unit's own; and where the
/// unit's word ends (the number's end without one).
fn counted_initial(text: &str, n: &NumberFact) -> Option<(char, usize)> {
    let unit = n.unit.as_deref()?;
    let first = unit.chars().next()?;
    let written = super::quantities::unit_as_written(text, &n.range);
    let end = if written.is_empty() {
        n.range.end
    } else {
        written.as_ptr() as usize - text.as_ptr() as usize + written.len()
    };
    let initial = written.chars().next().map(|c| c.to_ascii_lowercase());
    match initial {
        Some(c)
            if c != first
                && crate::classify::numbers::normalize_unit(&written.to_ascii_lowercase())
                    == unit =>
        {
            Some((c, end))
        }
        _ => Some((first, end)),
    }
}

/// The initial of the one linking word between the content word ending at `end` and `w` in
/// `text`, which an abbreviation may spell out ("work from home" as "WFH", "words per minute"
/// as "wpm", "point of contact"
/// as "POC"); `None` for any other gap.
fn linking_initial(text: &str, end: usize, w: &Word) -> Option<char> {
    let gap = text.get(end..w.range.start)?.trim();
    matches!(
        gap,
        "of" | "from" | "for" | "and" | "on" | "in" | "to" | "at" | "per"
    )
    .then(|| gap.chars().next())
    .flatten()
}

/// `haystack` holds `needle` (at least one byte), as `str::contains` for UTF-8 text (a UTF-8
/// needle cannot match from inside a character), without building a substring searcher for
/// a needle of two to four bytes.
fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w[0] == needle[0] && w == needle)
}

/// The new word `n` of `rewrite` is two letters around a slash ("r/w") that are the initials
/// of two words of `o` joined by "and", "or", "&" or "/" in that order ("read and write",
/// r31-096): a short form, no new word. Not "r/o" for "read and write", nor "w/r". (A cheap
/// screen first: three bytes, the middle one a slash.)
pub(super) fn initials_with_a_slash(
    (original, o): (&str, &Clause),
    rewrite: &str,
    n: &super::extract::Word,
) -> bool {
    let Some(t) = rewrite.get(n.range.clone()).map(str::as_bytes) else {
        return false;
    };
    if t.len() != 3 || t[1] != b'/' || !t[0].is_ascii_alphabetic() || !t[2].is_ascii_alphabetic() {
        return false;
    }
    let (a, b) = (t[0].to_ascii_lowercase(), t[2].to_ascii_lowercase());
    let text = original.get(o.range.clone()).unwrap_or("");
    let words: SmallVec<[&str; 32]> = text
        .split(|c: char| !(c.is_alphanumeric() || matches!(c, '&' | '/' | '\'')))
        .filter(|w| !w.is_empty())
        .collect();
    let initial = |w: &str, c: u8| w.len() >= 2 && w.as_bytes()[0].to_ascii_lowercase() == c;
    words
        .windows(3)
        .any(|x| initial(x[0], a) && is_one_of(x[1], &["and", "or", "&", "/"]) && initial(x[2], b))
}

/// The initialisms joined by "&" in the rewrite's sentence `r` ("P&D", "T&Cs", "A&E": one to
/// three capitals on either side, a plural "s" after) that spell words of the original's
/// sentence `o` joined by "and" ("prints and drawings", "terms and conditions", "accident
/// and emergency"): each initialism's range in `rewrite` with the range of the words it
/// spells in `original`. The letters before the "&" are the initials of the words right
/// before the "and", those after it of the words right after it; the words the run spans
/// are said, not missing, and the letters are no new words. Not an initialism of other
/// words ("B&W" for "prints and drawings"), nor one whose halves are not joined by "and" in
/// the original ("P&D" for "prints, drawings").
pub(super) fn ampersand_initialisms(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Vec<(Range<usize>, Range<usize>)> {
    let (Some(sentence), Some(said)) =
        (rewrite.get(r.range.clone()), original.get(o.range.clone()))
    else {
        return Vec::new();
    };
    // The original's words (runs of letters and digits), with their offsets.
    let words: Vec<(usize, &str)> = said
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| (w.as_ptr() as usize - said.as_ptr() as usize, w))
        .collect();
    let capitals =
        |run: &str| (1..=3).contains(&run.len()) && run.bytes().all(|b| b.is_ascii_uppercase());
    let initials_are = |spelled: &[(usize, &str)], letters: &str| {
        spelled.len() == letters.len()
            && spelled
                .iter()
                .zip(letters.bytes())
                .all(|((_, w), b)| w.as_bytes()[0].eq_ignore_ascii_case(&b))
    };
    let mut found = Vec::new();
    for (at, _) in sentence.match_indices('&') {
        let lead = &sentence[..at];
        // (After the last other character, whatever its width: "\u{113c2}&" has no left word.)
        let left_start = start_of_last_run(lead, |c| !c.is_ascii_alphabetic());
        let left = &lead[left_start..];
        let tail = &sentence[at + 1..];
        let right_len = tail
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(tail.len());
        let right_word = &tail[..right_len];
        let right = right_word.strip_suffix('s').unwrap_or(right_word);
        if !capitals(left) || !capitals(right) {
            continue;
        }
        let spelled = words.iter().enumerate().find_map(|(k, (_, w))| {
            (w.eq_ignore_ascii_case("and")
                && k >= left.len()
                && initials_are(&words[k - left.len()..k], left)
                && words
                    .get(k + 1..k + 1 + right.len())
                    .is_some_and(|after| initials_are(after, right)))
            .then(|| {
                let (first, _) = words[k - left.len()];
                let (last, w) = words[k + right.len()];
                o.range.start + first..o.range.start + last + w.len()
            })
        });
        if let Some(run) = spelled {
            let start = r.range.start + left_start;
            found.push((run, start..r.range.start + at + 1 + right_len));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use super::{byte_set, contains};
    use proptest::prelude::*;

    proptest! {
        /// The letter-set screen of the abbreviation search rules out no needle the text
        /// holds, whatever its bytes (ASCII, or UTF-8 of any script).
        #[test]
        fn the_byte_set_screen_keeps_every_needle_held(text in "\\PC{0,12}", from in 0usize..12, len in 1usize..5) {
            let bytes = text.as_bytes();
            let from = from.min(bytes.len());
            let needle = &bytes[from..(from + len).min(bytes.len())];
            if !needle.is_empty() {
                prop_assert!(contains(bytes, needle));
                prop_assert_eq!(byte_set(needle) & !byte_set(bytes), 0);
            }
            let absent = b"zq";
            if byte_set(absent) & !byte_set(bytes) != 0 {
                prop_assert!(!contains(bytes, absent));
            }
        }
    }

    /// "read and write" said as "r/w"; other initials, the other order, a lifted ban, another
    /// module or a dropped "only" stay reported.
    #[test]
    fn initials_with_a_slash() {
        let o = "Your EHR access covers the pharmacy module only, read and write, and you must not touch any prescriber fields.";
        assert_faithful(&[(
            o,
            "EHR scope: pharmacy module only (r/w); prescriber fields off-limits.",
        )]);
        assert_changed(&[
            (
                o,
                "EHR scope: pharmacy module only (r/o); prescriber fields off-limits.",
            ),
            (
                o,
                "EHR scope: pharmacy module only (w/x); prescriber fields off-limits.",
            ),
            (
                o,
                "EHR scope: pharmacy module only (r/w); prescriber fields editable.",
            ),
            (
                o,
                "EHR scope: billing module only (r/w); prescriber fields off-limits.",
            ),
            (
                "Your EHR access covers the pharmacy module only, read only, and you must not touch any prescriber fields.",
                "EHR scope: pharmacy module only (r/w); prescriber fields off-limits.",
            ),
        ]);
    }

    /// An initialism joined by "&" says the words it spells joined by "and"; other letters,
    /// words not joined by "and", or another change beside it stay reported.
    #[test]
    fn ampersand_initialisms() {
        let room = "No more than ten people in the prints and drawings study room at once.";
        let statement = "Don't share the profit and loss statement outside the board.";
        let budget = "Don't change the research and development budget without Priya's sign-off.";
        let comps = "Only the food and beverage manager may approve comps.";
        assert_faithful(&[
            (room, "P&D study room: max occupancy 10."),
            (statement, "P&L statement: board only."),
            (budget, "R&D budget: no changes w/o Priya's sign-off."),
            (comps, "Comps: F&B manager only."),
            (
                "Contractors must read the terms and conditions before signing.",
                "Contractors: read T&Cs before signing.",
            ),
        ]);
        assert_changed(&[
            (room, "B&W study room: max occupancy 10."),
            (
                "No more than ten people in the prints, drawings and maps room at once.",
                "P&D room: max occupancy 10.",
            ),
            (statement, "P&L statement: finance only."),
            (budget, "R&D hiring: no changes w/o Priya's sign-off."),
            (comps, "Comps: F&B staff only."),
            (
                "Contractors must read the terms and conditions before signing.",
                "Contractors: read T&Cs after signing.",
            ),
        ]);
    }

    /// An initialism in the rewrite's label ("CS agents:", "YG outpatient labels:") says the
    /// words it abbreviates; other letters, another head, or another word beside it stay
    /// reported.
    #[test]
    fn initialism_in_a_label() {
        let agents = "Customer service agents are not permitted to reveal a rider's trip history over the phone.";
        let labels = "The Ysbyty Gwynedd outpatient labels have to be bilingual, Welsh first.";
        let sre = "Site reliability engineers must not deploy on Fridays.";
        assert_faithful(&[
            (
                agents,
                "CS agents: no disclosing rider trip history by phone.",
            ),
            (labels, "YG outpatient labels: bilingual, Welsh first."),
            (sre, "SRE deploys: never on Fridays."),
            (
                "Local anaesthetic for children under 6 can only be given by Dr Hēnare.",
                "Under-6 LA: Dr Hēnare only.",
            ),
        ]);
        assert_changed(&[
            (
                agents,
                "CS managers: no disclosing rider trip history by phone.",
            ),
            (
                agents,
                "HR agents: no disclosing rider trip history by phone.",
            ),
            (labels, "YG inpatient labels: bilingual, Welsh first."),
            (labels, "YB outpatient labels: bilingual, Welsh first."),
            (sre, "SRE deploys: only on Fridays."),
        ]);
    }

    /// An "&" after a character wider than a byte has no left word, and no panic (found by
    /// the robustness test's random texts, session 37).
    #[test]
    fn ampersand_after_a_wide_character() {
        let original = "\u{ae}\u{ae}<0\u{fffc} A \u{d66}\u{1ee59}\u{1f20}aa0aA \u{1ee51}a\u{30000}\u{a789}\u{1980}\"\"\"AaAAa\u{1fb6}\u{b8e}\u{1d800}z:\u{e8c}";
        let rewrite = "'0\u{1e95e}<a:'0\u{a880}\u{10f30}\u{3a3}\u{a4d0}A0a \u{113c2}&";
        let _ = crate::polarity::check_rewrite(original, rewrite);
        let _ = crate::polarity::check_rewrite("Keep R&D and Q&A apart.", "R\u{113c2}&D: apart");
    }
}
