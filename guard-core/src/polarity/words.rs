//! The words of a text as the readings from the two texts alone split it: its words (runs of
//! letters, digits, hyphens and apostrophes) with their offsets, its parts cut at ".", "!", "?",
//! ";" and line breaks, word compares ("P2s" = "P2", a plural or an ending aside) and their
//! keys, and a text's reading kept for every pair it is compared in. With the phrase search
//! the readings ask (`holds_phrase`, `holds_any_phrase` behind `WordShapes`) and the word lists
//! they share (`NEGATIONS`, `HEDGES`, `GONE`, `REVOKING`).

use super::{ends_with_ignoring_case, is_negation_word, is_one_of, stems};
use crate::classify::lexicon::{ENGLISH_FUNCTION_WORD, NUMBER_WORD, classes, classes_in_any_case};
use smallvec::SmallVec;
use std::borrow::Cow;
use std::cell::OnceCell;
use std::ops::Range;
use std::sync::OnceLock;

/// The words of `text` (split at every byte neither a letter, a digit, a hyphen nor an
/// apostrophe), with their offsets in `text`.
pub(super) fn words_of(text: &str) -> impl Iterator<Item = (usize, &str)> + '_ {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '\''))
        .filter(|w| !w.is_empty())
        .map(move |w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
}

/// A word of a sentence and its byte range in the text.
pub(super) type Word<'t> = (&'t str, Range<usize>);

/// The words of `text[range]` (letters, digits, apostrophes and hyphens), with their ranges
/// into `text`.
///
/// The runs of characters between those that split words ([`splits_words`]), each trimmed of
/// its apostrophes and hyphens ([`word_edge`]), the empty ones dropped: `part.split(..)` as it
/// was, read byte by byte (an ASCII byte is a character of its own, decoded only when it is
/// not), since every reading of the two texts cuts them into words.
pub(super) fn words(text: &str, range: Range<usize>) -> Vec<Word<'_>> {
    let Some(part) = text.get(range.clone()) else {
        return Vec::new();
    };
    let b = part.as_bytes();
    let mut out = Vec::with_capacity(b.len() / 4 + 1);
    let mut push = |run: Range<usize>| {
        let piece = &part[run.clone()];
        // (A run opening and closing with an ASCII letter or digit, most, has no edge to
        // trim: no character is decoded for it.)
        let plain = |b: Option<&u8>| b.is_some_and(u8::is_ascii_alphanumeric);
        let (lead, w) = if plain(piece.as_bytes().first()) && plain(piece.as_bytes().last()) {
            (0, piece)
        } else {
            let w = piece.trim_start_matches(word_edge);
            (piece.len() - w.len(), w.trim_end_matches(word_edge))
        };
        if !w.is_empty() {
            let at = range.start + run.start + lead;
            out.push((w, at..at + w.len()));
        }
    };
    // The start of the run being read, if any.
    let mut run: Option<usize> = None;
    let mut i = 0;
    while i < b.len() {
        let (splits, len) = if b[i].is_ascii() {
            (
                !(b[i].is_ascii_alphanumeric() || matches!(b[i], b'\'' | b'-')),
                1,
            )
        } else {
            let c = part[i..].chars().next().unwrap_or(' ');
            (splits_words(c), c.len_utf8())
        };
        match (splits, run) {
            (true, Some(start)) => {
                push(start..i);
                run = None;
            }
            (false, None) => run = Some(i),
            _ => {}
        }
        i += len;
    }
    if let Some(start) = run {
        push(start..b.len());
    }
    out
}

/// The runs of letters and digits of `ws` (the words of one text as [`words`] cuts them),
/// each word cut again at its inner hyphens and apostrophes ("Up-line" is "Up" and "line"),
/// as ranges into the text, in order: the text's runs of alphanumeric characters, read from
/// its words instead of splitting the whole text again.
pub(super) fn alphanumeric_runs<'a>(ws: &'a [Word<'_>]) -> impl Iterator<Item = Range<usize>> + 'a {
    ws.iter().flat_map(|(w, range)| {
        w.split(|c: char| !c.is_alphanumeric())
            .filter(|run| !run.is_empty())
            .map(move |run| {
                let at = range.start + (run.as_ptr() as usize - w.as_ptr() as usize);
                at..at + run.len()
            })
    })
}

/// A character no word of [`words`] holds: neither a letter or a digit nor an apostrophe or
/// a hyphen.
fn splits_words(c: char) -> bool {
    !(c.is_alphanumeric() || matches!(c, '\'' | '\u{2019}' | '-'))
}

/// Byte `at` of `text` (a character boundary) is not inside a run of [`words`]: the text's
/// start or end, or next to a character that splits words.
fn cuts_no_word(text: &str, at: usize) -> bool {
    text[..at].chars().next_back().is_none_or(splits_words)
        || text[at..].chars().next().is_none_or(splits_words)
}

/// A character [`words`] trims off a word's ends (an apostrophe or a hyphen).
fn word_edge(c: char) -> bool {
    matches!(c, '\'' | '\u{2019}' | '-')
}

/// The last word of `text[..end]`: `words(text, 0..end).last()`, read from the end without
/// cutting the rest (none when `end` falls inside a character).
pub(super) fn last_word(text: &str, end: usize) -> Option<&str> {
    text.get(..end)?
        .rsplit(splits_words)
        .map(|w| w.trim_matches(word_edge))
        .find(|w| !w.is_empty())
}

/// The parts of `text` cut at ".", "!", "?", ";" and line breaks (not the point of "2.5"),
/// as byte ranges.
///
/// Read byte by byte: every mark that cuts is ASCII, so a byte of its own, and only the
/// character after a mark is decoded (the text's end cuts too).
pub(super) fn parts(text: &str) -> Vec<Range<usize>> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    let marks = (0..b.len()).filter(|&i| matches!(b[i], b'.' | b'!' | b'?' | b';' | b'\n'));
    for i in marks.chain(std::iter::once(b.len())) {
        let ends = i == b.len() || !text[i + 1..].starts_with(|n: char| n.is_alphanumeric());
        if ends {
            if start < i {
                out.push(start..i);
            }
            start = (i + 1).min(b.len());
        }
    }
    out
}

/// The part of `text` holding byte `at` ([`part_holding`]) and its words ([`words`]).
pub(super) fn part_words(text: &str, at: usize) -> Option<(Range<usize>, Vec<Word<'_>>)> {
    let part = part_holding(text, at)?;
    Some((part.clone(), words(text, part)))
}

/// The part of `text` (of [`parts`]) holding byte `at` (an empty part holds its start).
pub(super) fn part_holding(text: &str, at: usize) -> Option<Range<usize>> {
    parts(text)
        .into_iter()
        .find(|p| p.start <= at && at < p.end.max(p.start + 1))
}

/// `w` in ASCII lower case, borrowed when it holds no capital (most words): no allocation
/// for the word compares below, asked for every pair of words of two texts.
pub(super) fn ascii_lower(w: &str) -> Cow<'_, str> {
    if w.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(w.to_ascii_lowercase())
    } else {
        Cow::Borrowed(w)
    }
}

/// `word` opens with `prefix`, ASCII case aside ("Painted" opens with "paint"). Compares
/// bytes, so a word whose letter past the prefix is not ASCII ("café" against "caf" and a
/// one-byte stem) is answered, never sliced inside a character.
pub(super) fn starts_with_ignore_ascii_case(word: &str, prefix: &str) -> bool {
    word.as_bytes()
        .get(..prefix.len())
        .is_some_and(|head| head.eq_ignore_ascii_case(prefix.as_bytes()))
}

/// Two words are one, case, a plural "s" and an ending aside ("P2s" and "P2", "holds" and
/// "hold").
pub(super) fn same_word(a: &str, b: &str) -> bool {
    let (a, b) = (ascii_lower(a), ascii_lower(b));
    let (a, b) = (&*a, &*b);
    same_but_a_plural(a, b)
        || (a.len() > 3 && b.len() > 3 && stems::stems_match(&stems::stem(a), &stems::stem(b)))
}

/// Two lower-cased words are one, a plural "s" aside.
fn same_but_a_plural(a: &str, b: &str) -> bool {
    same_bytes_but_a_plural(a.as_bytes(), b.as_bytes())
}

/// [`same_but_a_plural`] of two words' bytes.
fn same_bytes_but_a_plural(a: &[u8], b: &[u8]) -> bool {
    a == b || a.strip_suffix(b"s") == Some(b) || b.strip_suffix(b"s") == Some(a)
}

/// A word read once for many [`same_word`] compares (every word of a text against every
/// other): lower-cased, and stemmed when it has more than three letters.
#[derive(Debug, Clone)]
pub(super) struct WordKey {
    /// The word's bytes, ASCII letters lower-cased: inline for a word of up to
    /// [`INLINE_KEY`] bytes (most words), so a text's keys cost no allocation a word.
    lower: SmallVec<[u8; INLINE_KEY]>,
    stem: Option<stems::Stem>,
    /// The first bytes of `lower` and of `stem`, read once for [`WordKey::same`]'s screen.
    heads: KeyHeads,
}

/// What two [`WordKey`]s must share to be one, read once a key: the first byte of its word
/// (a plural "s" aside, two words that are one open with the same byte, unless one is empty)
/// and the first two bytes of its stem (stems that match open with the same two,
/// [`stems::stems_match`]). Most pairs of words differ in both: [`WordKey::same`] turns them
/// away with two integer compares, before it compares any bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct KeyHeads {
    /// The word's first byte, [`NO_INITIAL`] when the word is empty.
    initial: u16,
    /// The stem's first two bytes, [`SHORT_STEM`] for a stem of fewer, [`NO_STEM`] when the
    /// key has no stem.
    stem: u32,
}

/// [`KeyHeads::initial`] of an empty word.
const NO_INITIAL: u16 = 0x100;
/// [`KeyHeads::stem`] of a stem of fewer than two bytes.
const SHORT_STEM: u32 = 0x1_0000;
/// [`KeyHeads::stem`] of a key without a stem.
const NO_STEM: u32 = u32::MAX;

impl KeyHeads {
    /// The heads of a word lower-cased as `lower`, with its stem.
    fn of(lower: &[u8], stem: Option<&stems::Stem>) -> Self {
        let initial = lower.first().map_or(NO_INITIAL, |&b| u16::from(b));
        let stem = stem.map_or(NO_STEM, |s| {
            s.as_bytes()
                .first_chunk::<2>()
                .map_or(SHORT_STEM, |c| u32::from(u16::from_le_bytes(*c)))
        });
        KeyHeads { initial, stem }
    }

    /// Two keys with these heads may be one: their words open alike (or one is empty, the
    /// other perhaps its plural "s"), or both have stems opening alike.
    fn may_be_same(self, other: KeyHeads) -> bool {
        self.initial == other.initial
            || self.initial == NO_INITIAL
            || other.initial == NO_INITIAL
            || (self.stem == other.stem && self.stem != NO_STEM)
    }
}

/// The longest word a [`WordKey`] holds without an allocation.
const INLINE_KEY: usize = 16;

impl WordKey {
    /// The key of `w`.
    pub(super) fn of(w: &str) -> Self {
        let mut lower = SmallVec::from_slice(w.as_bytes());
        lower.make_ascii_lowercase();
        let stem = (w.len() > 3).then(|| stems::stem(&ascii_lower(w)));
        let heads = KeyHeads::of(&lower, stem.as_ref());
        WordKey { lower, stem, heads }
    }

    /// The two words are one, as [`same_word`] says: compared only when their
    /// [`KeyHeads`] let them through.
    pub(super) fn same(&self, other: &WordKey) -> bool {
        if !self.heads.may_be_same(other.heads) {
            return false;
        }
        same_bytes_but_a_plural(&self.lower, &other.lower)
            || matches!((&self.stem, &other.stem), (Some(a), Some(b)) if stems::stems_match(a, b))
    }

    /// The key's word and `w` are one, as [`same_word`] says: the key's word read once for
    /// many compares, `w` lower-cased without a copy and stemmed only when its spelling is
    /// not the key's.
    pub(super) fn same_as_word(&self, w: &str) -> bool {
        let w = ascii_lower(w);
        same_bytes_but_a_plural(&self.lower, w.as_bytes())
            || matches!(&self.stem, Some(a) if w.len() > 3 && stems::stems_match(a, &stems::stem(&w)))
    }
}

/// The keys of a text's words, each with the group it was said in (a part, a segment),
/// grouped by their [`KeyHeads`]: the keys that may be one with a given key share its word's
/// first byte or its stem's first two (or have an empty word), so they are found by two
/// searches of sorted lists instead of a compare with every key.
pub(super) struct KeyIndex<'k> {
    /// Each key with its group, sorted by its word's first byte ([`KeyHeads::initial`];
    /// the empty words, [`NO_INITIAL`], last).
    by_initial: Vec<(u16, usize, &'k WordKey)>,
    /// Each key with a stem with its group, sorted by its stem's first two bytes
    /// ([`KeyHeads::stem`]).
    by_stem: Vec<(u32, usize, &'k WordKey)>,
}

impl<'k> KeyIndex<'k> {
    /// The index of `groups`' keys, each group's keys with its place among them.
    pub(super) fn of<G: AsRef<[WordKey]> + 'k>(groups: &'k [G]) -> Self {
        let keyed = || {
            groups
                .iter()
                .enumerate()
                .flat_map(|(g, keys)| keys.as_ref().iter().map(move |k| (g, k)))
        };
        let mut by_initial: Vec<_> = keyed().map(|(g, k)| (k.heads.initial, g, k)).collect();
        by_initial.sort_unstable_by_key(|&(initial, g, _)| (initial, g));
        let mut by_stem: Vec<_> = keyed()
            .filter(|(_, k)| k.heads.stem != NO_STEM)
            .map(|(g, k)| (k.heads.stem, g, k))
            .collect();
        by_stem.sort_unstable_by_key(|&(stem, g, _)| (stem, g));
        KeyIndex {
            by_initial,
            by_stem,
        }
    }

    /// The groups holding a key that is one with `key` ([`WordKey::same`]): each such group
    /// at least once, in no order.
    pub(super) fn groups_with<'a>(&'a self, key: &'a WordKey) -> impl Iterator<Item = usize> + 'a {
        let heads = key.heads;
        // Whatever [`KeyHeads::may_be_same`] lets through: the same first byte, an empty
        // word on either side, the same stem's head.
        let (same_initial, empties): (&[_], &[_]) = if heads.initial == NO_INITIAL {
            (&self.by_initial, &[])
        } else {
            (
                run_of(&self.by_initial, heads.initial),
                run_of(&self.by_initial, NO_INITIAL),
            )
        };
        let same_stem: &[_] = if heads.stem == NO_STEM {
            &[]
        } else {
            run_of(&self.by_stem, heads.stem)
        };
        same_initial
            .iter()
            .chain(empties)
            .map(|&(_, g, k)| (g, k))
            .chain(same_stem.iter().map(|&(_, g, k)| (g, k)))
            .filter(move |(_, k)| k.same(key))
            .map(|(g, _)| g)
    }
}

/// The entries of `list` (sorted by their heads) whose head is `head`.
fn run_of<H: Ord + Copy, T>(list: &[(H, usize, T)], head: H) -> &[(H, usize, T)] {
    let start = list.partition_point(|&(h, _, _)| h < head);
    let len = list[start..].partition_point(|&(h, _, _)| h == head);
    &list[start..start + len]
}

/// The value of number word `w` ("seven", "Twenty-five"), ASCII case aside: `word_value` of
/// its lower case, asked only of a word with a hyphen or in the number-word class (which holds
/// every name `word_value` knows, as a test of `classify::numbers` checks): most words are no
/// number word, and `word_value` compares a word with its names one by one.
pub(super) fn number_word_value(w: &str) -> Option<f64> {
    let w = ascii_lower(w);
    (w.contains('-') || classes(&w) & NUMBER_WORD != 0)
        .then(|| crate::classify::numbers::word_value(&w))
        .flatten()
}

/// One text of a pair as the readings from the two texts alone read it (`change_missed` of
/// `headings`, `swaps`, `said_again`, and `actors::change_missed_in_words`): the whole text's
/// [`words`], their [`WordKey`]s and its [`WordShapes`] (the screen of its phrase searches),
/// each read once, when a reading first asks for them (behind its own screen), and shared by
/// every later reading of the pair instead of each cutting or searching the text again.
pub(super) struct TextReading<'t> {
    /// The text itself (for the byte screens and the readings of parts).
    pub(super) text: &'t str,
    /// `words(text, 0..text.len())`, once asked (quoting `text` at `kept`'s word ranges).
    words: OnceCell<Vec<Word<'t>>>,
    /// The readings of the text alone: the reading's own, or those kept with the text's
    /// facts ([`TextReading::with_kept`]).
    kept: Cow<'t, KeptReading>,
}

/// What a [`TextReading`] reads of its text alone, kept where the text's own facts are kept
/// (a span's [`Facts`](super::Facts), a [`ProposedRewrite`](super::ProposedRewrite)), so a
/// text compared with many others is cut into words, keyed and screened once.
#[derive(Debug, Clone, Default)]
pub(super) struct KeptReading {
    /// The ranges of `words(text, 0..text.len())`, once asked.
    words: OnceLock<Vec<Range<usize>>>,
    /// The key of each of `words`, in the same order, once asked.
    keys: OnceLock<Vec<WordKey>>,
    /// [`is_content`] of each of `words`, in the same order, once asked.
    content: OnceLock<Vec<bool>>,
    /// The labels the text gives its numbers
    /// ([`swaps::labelled_numbers`](super::swaps::labelled_numbers)), once asked.
    labels: OnceLock<Vec<super::swaps::Label>>,
    /// The values the text keeps to conditions on numbers
    /// ([`swaps::conditioned_values`](super::swaps::conditioned_values)), once asked.
    conditioned: OnceLock<Vec<super::swaps::ConditionedValue>>,
    /// The bounds the text gives in a unit of measure
    /// ([`quantities::measured_bounds`](super::quantities::measured_bounds)), once asked.
    measured_bounds: OnceLock<Vec<super::quantities::MeasuredBound>>,
    /// The numbers the text says ([`quantities::numbers_said`](super::quantities::numbers_said)),
    /// once asked.
    numbers_said: OnceLock<Vec<f64>>,
    /// Every number the text says, as written and scaled
    /// ([`quantities::values`](super::quantities::values)), once asked.
    values: OnceLock<Vec<f64>>,
    /// The sums of money the text says ([`quantities::amounts`](super::quantities)), once
    /// asked.
    amounts: OnceLock<Vec<super::quantities::Amount>>,
    /// How many negation words the text holds ([`negation_count`](super::negation_count)),
    /// once asked.
    negations: OnceLock<usize>,
    /// The numbers the text writes in digits, with their ranges
    /// ([`quantities::plain_numbers`](super::quantities::plain_numbers)), once asked.
    plain_numbers: OnceLock<Vec<(f64, Range<usize>)>>,
    /// The first bound from below and from above the text says
    /// ([`bounds_said_again::floor_and_ceiling`](super::bounds_said_again)), once asked.
    floor_and_ceiling: OnceLock<[Option<Range<usize>>; 2]>,
    /// The spans of time the text says with a word after them
    /// ([`offsets::time_spans`](super::offsets::time_spans)), once asked.
    time_spans: OnceLock<Vec<(usize, usize, usize)>>,
    /// The ranges of whole numbers the text states
    /// ([`quantities::stated_ranges`](super::quantities::stated_ranges)), once asked.
    stated_ranges: OnceLock<Vec<super::quantities::StatedRange>>,
    /// The text's [`parts`], each with whether it reads as a rule, once asked of it
    /// ([`TextReading::part_is_rule`]).
    parts: OnceLock<Vec<(Range<usize>, OnceLock<bool>)>>,
    /// The clauses of the text [`orders::negated_clause_deleted`](super::orders) reads
    /// ([`orders::negated_clauses`](super::orders::negated_clauses)), once asked.
    negated_clauses: OnceLock<Vec<super::orders::NegatedClause>>,
    /// The words of the text that may be doers ([`actors::doer_candidates`](super::actors)),
    /// once asked.
    doer_candidates: OnceLock<Vec<(usize, usize)>>,
    /// The bans side by side in the text ([`orders::parallel_bans`](super::orders)), once
    /// asked.
    parallel_bans: OnceLock<Vec<super::orders::Ban>>,
    /// The [`WordShapes`] of the text, once a phrase is asked of it.
    shapes: OnceLock<WordShapes>,
    /// The [`LetterPairs`] of the text, once a phrase or a part is searched in it.
    pairs: OnceLock<LetterPairs>,
    /// The [`LetterPlaces`] of the text, once a phrase or a part its [`LetterPairs`] let
    /// through is searched in it.
    places: OnceLock<LetterPlaces>,
    /// The words of the text as [`screened::words`](super::screened::words) reads them
    /// (lower-cased, with the marks that cut a clause), once asked.
    screened: OnceLock<Vec<super::screened::Word>>,
    /// The trigger words of the readings behind the byte screen the text holds
    /// ([`screened::original_triggers`](super::screened::original_triggers)), once asked.
    byte_screen: OnceLock<u8>,
}

impl<'t> TextReading<'t> {
    /// `text`, nothing read yet, nothing kept beyond the reading (the readings' tests).
    #[cfg(test)]
    pub(super) fn new(text: &'t str) -> Self {
        TextReading {
            text,
            words: OnceCell::new(),
            kept: Cow::Owned(KeptReading::default()),
        }
    }

    /// `text` with the readings `kept` holds of it, and keeps there those made later.
    /// `kept` must have been read from `text` alone.
    pub(super) fn with_kept(text: &'t str, kept: &'t KeptReading) -> Self {
        TextReading {
            text,
            words: OnceCell::new(),
            kept: Cow::Borrowed(kept),
        }
    }

    /// The text holds `phrase` as whole words, case aside ([`holds_phrase`]): searched only
    /// when the text's [`WordShapes`] and [`LetterPairs`], each read once for the text, let
    /// the phrase through, and then only where its [`LetterPlaces`] put the phrase's anchor.
    pub(super) fn holds_phrase(&self, phrase: &str) -> bool {
        self.kept
            .shapes
            .get_or_init(|| WordShapes::of(self.text))
            .may_hold(phrase)
            && self.may_hold(phrase)
            && self.phrase_searched(phrase)
    }

    /// [`TextReading::holds_phrase`]'s search, once the screens let `phrase` through: out
    /// of line, as the screens turn away most phrases asked (the screens' calls then save
    /// no registers for it).
    #[inline(never)]
    fn phrase_searched(&self, phrase: &str) -> bool {
        match self.anchored_starts(phrase) {
            Some(starts) => holds_phrase_at(self.text, phrase, starts),
            None => holds_phrase(self.text, phrase),
        }
    }

    /// Where the first of `phrases` said in the text as whole words, case aside, first
    /// stands ([`phrase_at`]): only the phrases the text's [`LetterPairs`] let through are
    /// searched, where its [`LetterPlaces`] put their anchors.
    pub(super) fn phrase_at(&self, phrases: &[&str]) -> Option<usize> {
        phrases
            .iter()
            .filter(|p| self.may_hold(p))
            .find_map(|p| match self.anchored_starts(p) {
                Some(starts) => first_phrase_at(self.text, p, starts),
                None => phrase_at(self.text, std::slice::from_ref(p)),
            })
    }

    /// The text holds `part` (not empty), ASCII case aside, anywhere
    /// ([`holds_ignoring_case`](super::holds_ignoring_case)): searched only when the text's
    /// [`LetterPairs`] let it through, where its [`LetterPlaces`] put the part's anchor.
    pub(super) fn holds_ignoring_case(&self, part: &str) -> bool {
        self.may_hold(part)
            && match self.anchored_starts(part) {
                Some(starts) => super::holds_ignoring_case_at(self.text, part, starts),
                None => super::holds_ignoring_case(self.text, part),
            }
    }

    /// The text holds `w` (lower case) as written, capitalised or in capitals ([`has`]):
    /// searched only when the text's [`LetterPairs`] let it through, where its
    /// [`LetterPlaces`] put the word's anchor.
    pub(super) fn has(&self, w: &str) -> bool {
        w.is_empty()
            || self.may_hold(w)
                && match self.anchored_starts(w) {
                    Some(starts) => has_at(self.text, w, starts),
                    None => has(self.text, w),
                }
    }

    /// The starts of the windows [`anchored_starts`](super::anchored_starts) gives for
    /// `part`, read from the text's [`LetterPlaces`] (built once for the text) instead of
    /// searched: none when `part`'s anchor is no ASCII letter (an empty part, or one without
    /// letters), which the searches of the text read as before.
    fn anchored_starts(&self, part: &str) -> Option<impl Iterator<Item = usize> + '_> {
        let part = part.as_bytes();
        let anchor = super::rarest_letter(part);
        let places = self
            .kept
            .places
            .get_or_init(|| LetterPlaces::of(self.text))
            .of_letter(*part.get(anchor)?)?;
        let (len, end) = (part.len(), self.text.len());
        Some(
            places
                .iter()
                .filter_map(move |&at| at.checked_sub(anchor))
                .take_while(move |start| start + len <= end),
        )
    }

    /// The words of the text as [`screened::words`](super::screened::words) reads them, read
    /// once for the text.
    pub(super) fn screened_words(&self) -> &[super::screened::Word] {
        self.kept
            .screened
            .get_or_init(|| super::screened::words(self.text))
    }

    /// The trigger words of the readings behind the byte screen the text holds
    /// ([`screened::original_triggers`](super::screened::original_triggers)), read once for
    /// the text: an original's for every rewrite proposed for it.
    pub(super) fn byte_screen(&self) -> u8 {
        *self
            .kept
            .byte_screen
            .get_or_init(|| super::screened::original_triggers(self.text))
    }

    /// The text's [`LetterPairs`] let `part` through (read once for the text).
    fn may_hold(&self, part: &str) -> bool {
        self.kept
            .pairs
            .get_or_init(|| LetterPairs::of(self.text))
            .may_hold(part)
    }

    /// The words of `self.text[range]`, as [`words`] cuts them: the kept words of the whole
    /// text ([`TextReading::words`]) that fall in `range` when no word runs across its ends
    /// (a part or a clause, cut at a mark), cut afresh when one does. The readings cut each
    /// part of both texts into words again; the whole texts' words are read once a pair.
    pub(super) fn words_in(&self, range: Range<usize>) -> Cow<'_, [Word<'t>]> {
        match self.kept_indices(&range) {
            Some(kept) => Cow::Borrowed(&self.words()[kept]),
            None => Cow::Owned(words(self.text, range)),
        }
    }

    /// The [`WordKey`] of each of [`TextReading::words_in`]`(range)`, in the same order: the
    /// kept keys ([`TextReading::keys`]) when the words are the kept ones.
    pub(super) fn keys_in(&self, range: Range<usize>) -> Cow<'_, [WordKey]> {
        self.kept_or_read(range, Self::keys, WordKey::of)
    }

    /// [`is_content`] of each of [`TextReading::words_in`]`(range)`, in the same order: the
    /// kept ones ([`TextReading::content`]) when the words are the kept ones.
    pub(super) fn content_in(&self, range: Range<usize>) -> Cow<'_, [bool]> {
        self.kept_or_read(range, Self::content, is_content)
    }

    /// A reading of each word in `range`: the slice of the text's `kept` readings when the
    /// words are the kept ones, else `read` of each word cut again.
    fn kept_or_read<'s, T: Clone>(
        &'s self,
        range: Range<usize>,
        kept: impl FnOnce(&'s Self) -> &'s [T],
        read: impl Fn(&str) -> T,
    ) -> Cow<'s, [T]> {
        match self.kept_indices(&range) {
            Some(at) => Cow::Borrowed(&kept(self)[at]),
            None => Cow::Owned(
                words(self.text, range)
                    .iter()
                    .map(|(w, _)| read(w))
                    .collect(),
            ),
        }
    }

    /// The labels the text gives its numbers
    /// ([`swaps::labelled_numbers`](super::swaps::labelled_numbers)), read once for the text.
    pub(super) fn labels(&self) -> &[super::swaps::Label] {
        self.kept
            .labels
            .get_or_init(|| super::swaps::labelled_numbers(self))
    }

    /// The values the text keeps to conditions on numbers
    /// ([`swaps::conditioned_values`](super::swaps::conditioned_values)), read once for the
    /// text.
    pub(super) fn conditioned_values(&self) -> &[super::swaps::ConditionedValue] {
        self.kept
            .conditioned
            .get_or_init(|| super::swaps::conditioned_values(self.text))
    }

    /// The bounds the text gives in a unit of measure
    /// ([`quantities::measured_bounds`](super::quantities::measured_bounds)), read once for
    /// the text.
    pub(super) fn measured_bounds(&self) -> &[super::quantities::MeasuredBound] {
        self.kept
            .measured_bounds
            .get_or_init(|| super::quantities::measured_bounds(self.text))
    }

    /// The numbers the text says ([`quantities::numbers_said`](super::quantities::numbers_said)),
    /// read once for the text.
    pub(super) fn numbers_said(&self) -> &[f64] {
        self.kept
            .numbers_said
            .get_or_init(|| super::quantities::numbers_said(self.text))
    }

    /// Every number the text says, as written and scaled
    /// ([`quantities::values`](super::quantities::values)), read once for the text.
    pub(super) fn values(&self) -> &[f64] {
        self.kept
            .values
            .get_or_init(|| super::quantities::values(self))
    }

    /// The sums of money the text says, each as written and scaled, with its range
    /// ([`quantities::amounts`](super::quantities)), read once for the text.
    pub(super) fn amounts(&self) -> &[super::quantities::Amount] {
        self.kept
            .amounts
            .get_or_init(|| super::quantities::amounts(self.text))
    }

    /// The numbers the text writes in digits, each with its range
    /// ([`quantities::plain_numbers`](super::quantities::plain_numbers)), read once for the
    /// text.
    pub(super) fn plain_numbers(&self) -> &[(f64, Range<usize>)] {
        self.kept
            .plain_numbers
            .get_or_init(|| super::quantities::plain_numbers(self.text))
    }

    /// The first bound from below ("at least", "not sooner") and the first from above
    /// ("within", "at most") the text says, as ranges
    /// ([`bounds_said_again::floor_and_ceiling`](super::bounds_said_again)), read once for
    /// the text.
    pub(super) fn floor_and_ceiling(&self) -> &[Option<Range<usize>>; 2] {
        self.kept
            .floor_and_ceiling
            .get_or_init(|| super::bounds_said_again::floor_and_ceiling(self))
    }

    /// The spans of time the text says with a word after them ("48 hours in advance"), each
    /// its figure's length, its place and the word's after it among [`TextReading::words`]
    /// ([`offsets::time_spans`](super::offsets::time_spans)), read once for the text.
    pub(super) fn time_spans(&self) -> &[(usize, usize, usize)] {
        self.kept
            .time_spans
            .get_or_init(|| super::offsets::time_spans(self.words()))
    }

    /// The ranges of whole numbers the text states ("1-10", "one to ten";
    /// [`quantities::stated_ranges`](super::quantities::stated_ranges)), read once for the text.
    pub(super) fn stated_ranges(&self) -> &[super::quantities::StatedRange] {
        self.kept
            .stated_ranges
            .get_or_init(|| super::quantities::stated_ranges(self.text, self.words()))
    }

    /// How many negation words the text holds ([`negation_count`](super::negation_count)),
    /// counted once for the text.
    pub(super) fn negation_count(&self) -> usize {
        *self
            .kept
            .negations
            .get_or_init(|| super::negation_count(self.text))
    }

    /// The clauses of the text [`orders::negated_clause_deleted`](super::orders) reads
    /// ([`orders::negated_clauses`](super::orders::negated_clauses)), read once for the text.
    pub(super) fn negated_clauses(&self) -> &[super::orders::NegatedClause] {
        self.kept
            .negated_clauses
            .get_or_init(|| super::orders::negated_clauses(self))
    }

    /// The words of the text that may be doers, each with its verb's place among
    /// [`TextReading::words`] ([`actors::doer_candidates`](super::actors)), read once for the
    /// text.
    pub(super) fn doer_candidates(&self) -> &[(usize, usize)] {
        self.kept
            .doer_candidates
            .get_or_init(|| super::actors::doer_candidates(self))
    }

    /// The bans side by side in the text, each with its own words
    /// ([`orders::parallel_bans`](super::orders::parallel_bans)), read once for the text.
    pub(super) fn parallel_bans(&self) -> &[super::orders::Ban] {
        self.kept
            .parallel_bans
            .get_or_init(|| super::orders::parallel_bans(self))
    }

    /// The text's [`parts`], read once for the text.
    pub(super) fn parts(&self) -> impl ExactSizeIterator<Item = Range<usize>> + '_ {
        self.kept_parts().iter().map(|(p, _)| p.clone())
    }

    /// Part `i` of [`TextReading::parts`] reads as a rule on its own: the classifier calls it
    /// a constraint ([`classify`](crate::classify::classify)). Read once a part; false for
    /// a part the text does not have.
    pub(super) fn part_is_rule(&self, i: usize) -> bool {
        self.kept_parts().get(i).is_some_and(|(p, rule)| {
            *rule.get_or_init(|| {
                self.text.get(p.clone()).is_some_and(|part| {
                    crate::classify::classify(part).kind == crate::classify::SpanKind::Constraint
                })
            })
        })
    }

    /// The text's [`parts`], each with whether it reads as a rule once asked.
    fn kept_parts(&self) -> &[(Range<usize>, OnceLock<bool>)] {
        self.kept.parts.get_or_init(|| {
            parts(self.text)
                .into_iter()
                .map(|p| (p, OnceLock::new()))
                .collect()
        })
    }

    /// Which of [`TextReading::words`] are `words(self.text, range)`: those that fall in
    /// `range`, when no word runs across its ends (none when one does).
    fn kept_indices(&self, range: &Range<usize>) -> Option<Range<usize>> {
        let text = self.text;
        (text.get(range.clone()).is_some()
            && cuts_no_word(text, range.start)
            && cuts_no_word(text, range.end))
        .then(|| word_indices_in(self.words(), range))
    }

    /// The text holds one of `phrases` ([`TextReading::holds_phrase`]).
    pub(super) fn holds_any_phrase(&self, phrases: &[&str]) -> bool {
        phrases.iter().any(|p| self.holds_phrase(p))
    }

    /// The words of the whole text ([`words`]).
    pub(super) fn words(&self) -> &[Word<'t>] {
        self.words.get_or_init(|| {
            let ranges = self.kept.words.get_or_init(|| {
                words(self.text, 0..self.text.len())
                    .into_iter()
                    .map(|(_, r)| r)
                    .collect()
            });
            ranges
                .iter()
                .map(|r| (&self.text[r.clone()], r.clone()))
                .collect()
        })
    }

    /// The [`WordKey`] of each of [`TextReading::words`], in the same order.
    pub(super) fn keys(&self) -> &[WordKey] {
        self.kept
            .keys
            .get_or_init(|| self.words().iter().map(|(w, _)| WordKey::of(w)).collect())
    }

    /// Whether each of [`TextReading::words`] is a content word ([`is_content`]), in the
    /// same order: read once for the text, for the readings that ask it of a word and of
    /// the word after it.
    pub(super) fn content(&self) -> &[bool] {
        self.kept
            .content
            .get_or_init(|| self.words().iter().map(|(w, _)| is_content(w)).collect())
    }
}

/// Two words are one, case and a plural "s" aside (no stem: "ship" is no "release" here).
pub(super) fn same_spelling(a: &str, b: &str) -> bool {
    let (a, b) = (ascii_lower(a), ascii_lower(b));
    let (a, b) = (&*a, &*b);
    a == b || a.strip_suffix('s') == Some(b) || b.strip_suffix('s') == Some(a)
}

/// A word that names something: three characters or more, holding a digit ("P1", "3B") or
/// two capitals ("QA", "PM"), and no function word.
pub(super) fn is_content(w: &str) -> bool {
    (w.len() >= 3
        || w.bytes().any(|b| b.is_ascii_digit())
        || (w.len() == 2 && w.bytes().all(|b| b.is_ascii_uppercase())))
        && classes_in_any_case(w) & ENGLISH_FUNCTION_WORD == 0
        && !(MODAL_OR_PREPOSITION_SHAPES.may_hold(w)
            && (is_one_of(w, MODALS) || is_one_of(w, PREPOSITIONS)))
}

/// The [`WordShapes`] of [`MODALS`] and [`PREPOSITIONS`]: [`is_content`] compares a word with
/// the two lists only when one of their words opens with its letter and is as long.
const MODAL_OR_PREPOSITION_SHAPES: WordShapes = WordShapes::of_words(&[MODALS, PREPOSITIONS]);

/// Prepositions the function-word list may not hold.
pub(super) const PREPOSITIONS: &[&str] = &[
    "over", "under", "with", "from", "into", "onto", "after", "before", "above", "below",
    "without", "through", "via", "per",
];

/// Modal words and their like that bind the words after them.
pub(super) const MODALS: &[&str] = &[
    "must", "should", "shall", "need", "needs", "needed", "has", "have", "required", "can", "may",
    "will",
];

/// The part of `text` (cut as [`parts`] cuts) holding byte `at`, as its words.
pub(super) fn part_at(text: &str, at: usize) -> Vec<Word<'_>> {
    parts(text)
        .into_iter()
        .find(|p| p.contains(&at))
        .map_or_else(Vec::new, |p| words(text, p))
}

pub(super) fn is_function_word(w: &str) -> bool {
    classes_in_any_case(w) & ENGLISH_FUNCTION_WORD != 0
}

/// `text` holds `w` (lower case) as written, capitalised or in capitals: only the windows
/// starting at [`anchored_starts`](super::anchored_starts) are compared.
pub(super) fn has(text: &str, w: &str) -> bool {
    has_at(
        text,
        w,
        super::anchored_starts(text.as_bytes(), w.as_bytes()),
    )
}

/// [`has`] with the windows compared starting at `starts` (those of
/// [`anchored_starts`](super::anchored_starts), searched or kept).
fn has_at(text: &str, w: &str, starts: impl Iterator<Item = usize>) -> bool {
    let (text, w) = (text.as_bytes(), w.as_bytes());
    let Some((first, rest)) = w.split_first() else {
        return true;
    };
    let mut starts = starts;
    starts.any(|at| {
        let window = &text[at..at + w.len()];
        ((window[0] == *first || window[0] == first.to_ascii_uppercase()) && &window[1..] == rest)
            || window
                .iter()
                .zip(w)
                .all(|(t, c)| *t == c.to_ascii_uppercase())
    })
}

/// `w` is said in `ws`, case, plural and ending aside.
pub(super) fn said(ws: &[Word<'_>], w: &str) -> bool {
    // (`w` read once for all its compares.)
    let w = WordKey::of(bare(w));
    ws.iter().any(|(x, _)| w.same_as_word(bare(x)))
}

/// `w` without a possessive "'s" ("CFO's" -> "CFO").
pub(super) fn bare(w: &str) -> &str {
    w.strip_suffix("'s")
        .or_else(|| w.strip_suffix("\u{2019}s"))
        .unwrap_or(w)
}

/// Word `i` of `ours` and word `j` of `theirs` stand after the same three words and before
/// the same word, ASCII case aside (or as near a text's edge): one said in place of the
/// other ("hut while you're on the pump" / "hut while you're off the pump"; not "run the
/// lantern off the battery" / "leave the lantern on the battery").
pub(super) fn in_place_of(ours: &[Word<'_>], i: usize, theirs: &[Word<'_>], j: usize) -> bool {
    let same = |a: Option<&Word<'_>>, b: Option<&Word<'_>>| match (a, b) {
        (None, None) => true,
        (Some((x, _)), Some((y, _))) => x.eq_ignore_ascii_case(y),
        _ => false,
    };
    fn before<'a, 't>(ws: &'a [Word<'t>], k: usize, back: usize) -> Option<&'a Word<'t>> {
        k.checked_sub(back).and_then(|at| ws.get(at))
    }
    (1..=3).all(|back| same(before(ours, i, back), before(theirs, j, back)))
        && same(ours.get(i + 1), theirs.get(j + 1))
}

/// The words of `ws` that fall in `range`.
pub(super) fn within<'a, 't>(ws: &'a [Word<'t>], range: &Range<usize>) -> &'a [Word<'t>] {
    let first = ws.partition_point(|(_, r)| r.start < range.start);
    let end = ws.partition_point(|(_, r)| r.start < range.end);
    &ws[first..end.max(first)]
}

/// The words of `text` after byte `at` (at most `n`).
pub(super) fn words_after(text: &str, at: usize, n: usize) -> Vec<Word<'_>> {
    let mut ws = words(text, at..text.len());
    ws.truncate(n);
    ws
}

/// The run of digits in `w` ("Y12" -> "12", "40" -> "40"; empty when it has none).
pub(super) fn digits_of(w: &str) -> &str {
    // Read as bytes: an ASCII digit is a character of its own, and a byte of no other
    // character (the run ends where the character after it starts).
    let b = w.as_bytes();
    let Some(start) = b.iter().position(u8::is_ascii_digit) else {
        return "";
    };
    let len = b[start..]
        .iter()
        .position(|c| !c.is_ascii_digit())
        .unwrap_or(b.len() - start);
    &w[start..start + len]
}

/// `text` holds an ASCII digit (the screen of the readings of numbers).
pub(super) fn has_digit(text: &str) -> bool {
    text.bytes().any(|b| b.is_ascii_digit())
}

/// `text` holds two runs of ASCII digits apart ("every 12 weeks, 16 for women"; not
/// "Observation 00000017"): the screen of the readings that compare two numbers of one text.
/// A digit never cuts a word ([`words`]), so numbers of two words, or of two parts cut at a
/// mark, stand in two runs.
pub(super) fn has_two_digit_runs(text: &str) -> bool {
    let b = text.as_bytes();
    let Some(first) = b.iter().position(u8::is_ascii_digit) else {
        return false;
    };
    let Some(after) = b[first..].iter().position(|c| !c.is_ascii_digit()) else {
        return false;
    };
    b[first + after..].iter().any(u8::is_ascii_digit)
}

/// A word that negates or bans ("not", "never", "can't", "banned").
pub(super) fn negates(w: &str) -> bool {
    is_one_of(w, NEGATIONS)
        || is_one_of(w, &["banned", "prohibited", "forbidden", "excluded", "nuh"])
        || super::ends_with_ignoring_case(w, "n't")
}

/// The index of the first word of `ws` in `text[range]`, and one past the last.
pub(super) fn word_indices_in(ws: &[Word<'_>], range: &Range<usize>) -> Range<usize> {
    let start = ws.partition_point(|(_, r)| r.start < range.start);
    let end = ws.partition_point(|(_, r)| r.start < range.end);
    start..end
}

/// Characters that end a clause for the readings here (a comma too, unlike
/// [`super::words::parts`]).
pub(super) const CLAUSE_MARKS: &[char] = &[
    ',', ';', ':', '.', '!', '?', '(', ')', '\n', '—', '–', '→', '|',
];

/// The clause of `text` holding byte `at`: from the mark before it to the mark after it
/// ([`CLAUSE_MARKS`]; a point between digits, "2.5", cuts nothing).
pub(super) fn clause_at(text: &str, at: usize) -> Range<usize> {
    let cuts = |i: usize, c: char| {
        CLAUSE_MARKS.contains(&c)
            && !(c == '.'
                && text[..i].ends_with(|d: char| d.is_ascii_digit())
                && text[i + 1..].starts_with(|d: char| d.is_ascii_digit()))
    };
    let at = at.min(text.len());
    let start = text[..at]
        .char_indices()
        .rev()
        .find(|&(i, c)| cuts(i, c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let end = text[at..]
        .char_indices()
        .find(|&(i, c)| cuts(at + i, c))
        .map_or(text.len(), |(i, _)| at + i);
    start..end
}

/// Words that exclude what follows them in a clause, beside the negations of
/// [`super::words::is_negation`].
const EXCLUSIONS: &[&str] = &[
    "nor",
    "without",
    "w/o",
    "excl",
    "except",
    "excluding",
    "excluded",
    "instead",
    "rather",
    "neither",
];

/// `words` holds a negation or an exclusion ([`EXCLUSIONS`]).
pub(super) fn negates_or_excludes(words: &[Word<'_>]) -> bool {
    words
        .iter()
        .any(|(w, _)| super::words::is_negation(w) || is_one_of(w, EXCLUSIONS))
}

/// A word that negates what follows ("not", "can't", "never", "nobody").
pub(super) fn is_negation(w: &str) -> bool {
    is_one_of(
        w,
        &[
            "not", "no", "never", "cannot", "nobody", "no-one", "none", "nothing",
        ],
    ) || ends_with_ignoring_case(w, "n't")
        || ends_with_ignoring_case(w, "n\u{2019}t")
}

/// The clauses of a part: cut at commas, dashes and a bare " but ".
///
/// One pass over the part's bytes, a cut tried only at a comma or a space (where each of
/// [`CLAUSE_CUTS`] opens); each cut is taken where it does not overlap the last one of its own
/// kind nor the last cut made, as cutting at each kind's non-overlapping matches in turn and
/// then at their merged order did (with a searcher built for each kind at every call).
pub(super) fn clauses(text: &str, part: Range<usize>) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut start = part.start;
    let p = &text.as_bytes()[part.clone()];
    // Where the last match of each kind of cut ends (the next one of the kind starts there or
    // after it).
    let mut free_from = [0; CLAUSE_CUTS.len()];
    for i in memchr::memchr2_iter(b',', b' ', p) {
        let Some(kind) = CLAUSE_CUTS
            .iter()
            .position(|m| p[i..].starts_with(m.as_bytes()))
        else {
            continue;
        };
        if i < free_from[kind] {
            continue;
        }
        let len = CLAUSE_CUTS[kind].len();
        free_from[kind] = i + len;
        let at = part.start + i;
        if at < start {
            continue;
        }
        if start < at {
            out.push(start..at);
        }
        start = at + len;
    }
    if start < part.end {
        out.push(start..part.end);
    }
    out
}

/// The marks [`clauses`] cuts a part at: no two open at the same byte (each opens with a
/// comma or a space, and those opening with a space differ in their second byte).
const CLAUSE_CUTS: [&str; 5] = [",", " \u{2014} ", " \u{2013} ", " - ", " but "];

/// A content word of the original is said in the rewrite, its digits counted as said when the
/// rewrite holds them ("8pm" in "20:00" is not, "8pm" in "08:00" is).
pub(super) fn said_in(theirs: &[Word<'_>], rewrite: &str, w: &str) -> bool {
    if said(theirs, w) {
        return true;
    }
    let digits: String = w.chars().filter(char::is_ascii_digit).collect();
    if !digits.is_empty() && rewrite.contains(&*digits) {
        return true;
    }
    // A word of a hyphened one ("merge" in "self-merge"), or a longer form sharing its first
    // five letters ("approve" for "approval").
    let head = |x: &str| x.to_lowercase().chars().take(5).collect::<String>();
    let ours = head(w);
    theirs.iter().any(|(x, _)| {
        x.split('-')
            .any(|piece| same_word(piece, w) || ours.chars().count() == 5 && head(piece) == ours)
    })
}

/// `w` is said in `theirs` with a negation among the two words before it ("no
/// self-approval"). Only the words after a negation (few) are compared with `w`.
pub(super) fn negated_in(theirs: &[Word<'_>], w: &str) -> bool {
    theirs.iter().enumerate().any(|(k, (x, _))| {
        theirs[k.saturating_sub(2)..k]
            .iter()
            .any(|(n, _)| is_negation(n))
            && x.split('-').any(|piece| same_word(piece, w))
    })
}

/// Where the first phrase of `phrases` (lower case, none overlapping itself) said in `text`
/// as whole words, case aside, first stands. Only the windows of
/// [`anchored_starts`](super::anchored_starts) are compared (no lower-cased copy of `text`,
/// no searcher built per phrase).
pub(super) fn phrase_at(text: &str, phrases: &[&str]) -> Option<usize> {
    phrases.iter().find_map(|p| {
        first_phrase_at(
            text,
            p,
            super::anchored_starts(text.as_bytes(), p.as_bytes()),
        )
    })
}

/// Where `phrase` said in `text` as [`phrase_at`] reads it first stands, of the windows
/// starting at `starts` (those of [`anchored_starts`](super::anchored_starts), searched or
/// kept).
fn first_phrase_at(
    text: &str,
    phrase: &str,
    mut starts: impl Iterator<Item = usize>,
) -> Option<usize> {
    let (b, p) = (text.as_bytes(), phrase.as_bytes());
    starts.find(|&at| {
        b[at..at + p.len()].eq_ignore_ascii_case(p)
            && (at == 0 || !b[at - 1].is_ascii_alphanumeric())
            && !b
                .get(at + p.len())
                .is_some_and(|c| c.is_ascii_alphanumeric())
    })
}

/// The value of a word that is a number: digits (a unit glued after them, "48h", "150gsm")
/// or a number word ("four", "twenty-five").
pub(super) fn number_value(w: &str) -> Option<f64> {
    let digits = w
        .bytes()
        .take_while(|b| b.is_ascii_digit() || *b == b'.')
        .count();
    if digits > 0 {
        return w[..digits].trim_end_matches('.').parse().ok();
    }
    number_word_value(w)
}

/// The letters glued after a number's digits ("h" of "48h").
pub(super) fn unit_of(w: &str) -> &str {
    w.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.')
}

/// `ws` says one of `list` as a whole word, case aside.
pub(super) fn says(ws: &[Word<'_>], list: &[&str]) -> bool {
    ws.iter().any(|(w, _)| is_one_of(w, list))
}

/// A part of `text` whose words say no negation.
pub(super) fn says_no_negation(ws: &[Word<'_>]) -> bool {
    !ws.iter().any(|(w, _)| {
        is_negation_word(&ascii_lower(w))
            || is_one_of(w, &["never", "without", "nobody", "none", "stop", "only"])
    })
}

pub(super) fn all_words(text: &str) -> Vec<Word<'_>> {
    words(text, 0..text.len())
}

/// How many content words of `a` are said in `b`, case, plural and ending aside
/// ([`same_word`]). The words of `b` are read once into [`WordKey`]s, at `a`'s first content
/// word, and each content word of `a` once: `same_word` stemmed both words at every compare.
pub(super) fn shared(a: &[Word<'_>], b: &[Word<'_>]) -> usize {
    let mut keys: Option<Vec<WordKey>> = None;
    a.iter()
        .filter(|(w, _)| is_content(w))
        .filter(|(w, _)| {
            let keys = keys.get_or_insert_with(|| b.iter().map(|(v, _)| WordKey::of(v)).collect());
            let key = WordKey::of(w);
            keys.iter().any(|k| key.same(k))
        })
        .count()
}

/// How many content words `a` holds.
pub(super) fn content_count(a: &[Word<'_>]) -> usize {
    a.iter().filter(|(w, _)| is_content(w)).count()
}

/// `text` holds `phrase` (not empty) as whole words, case aside ("if you can" is not in "if
/// you can't"). Only the windows starting at
/// [`anchored_starts`](super::anchored_starts) are compared: the readings of this module ask it of every pair, mostly for phrases the texts
/// do not hold.
pub(super) fn holds_phrase(text: &str, phrase: &str) -> bool {
    holds_phrase_at(
        text,
        phrase,
        super::anchored_starts(text.as_bytes(), phrase.as_bytes()),
    )
}

/// [`holds_phrase`] with the windows compared starting at `starts` (those of
/// [`anchored_starts`](super::anchored_starts), searched or kept).
fn holds_phrase_at(text: &str, phrase: &str, mut starts: impl Iterator<Item = usize>) -> bool {
    let (t, p) = (text.as_bytes(), phrase.as_bytes());
    starts.any(|i| {
        t[i..i + p.len()].eq_ignore_ascii_case(p)
            && (i == 0 || !is_phrase_byte(t[i - 1]))
            && t.get(i + p.len()).is_none_or(|&b| !is_phrase_byte(b))
    })
}

/// `text` holds one of `phrases` ([`holds_phrase`]). A list of [`SCREENED_LIST`] phrases or
/// more reads the text's [`WordShapes`] first and searches only the phrases they let through.
pub(super) fn holds_any_phrase(text: &str, phrases: &[&str]) -> bool {
    if phrases.len() < SCREENED_LIST {
        return phrases.iter().any(|p| holds_phrase(text, p));
    }
    let shapes = WordShapes::of(text);
    phrases
        .iter()
        .any(|p| shapes.may_hold(p) && holds_phrase(text, p))
}

/// How many phrases [`holds_any_phrase`] must ask before it reads the text's [`WordShapes`]:
/// reading them costs about what two or three searches do.
const SCREENED_LIST: usize = 4;

/// A byte of a word as [`holds_phrase`] bounds words: an ASCII letter or digit, or an
/// apostrophe.
fn is_phrase_byte(b: u8) -> bool {
    PHRASE_BYTE[usize::from(b)]
}

/// [`is_phrase_byte`] of each byte: one load a byte where the phrase screens walk a word.
const PHRASE_BYTE: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = (b as u8).is_ascii_alphanumeric() || b as u8 == b'\'';
        b += 1;
    }
    table
};

/// The words of a text as [`holds_phrase`] bounds them (the longest runs of
/// [`is_phrase_byte`]s), kept only as the letter each opens with and its length: a screen
/// that turns away, without searching, a phrase whose first word no word of the text can be.
/// Read in one pass over the text's bytes, for the lists of phrases asked of a whole text.
#[derive(Debug, Clone)]
pub(super) struct WordShapes {
    /// For each ASCII letter ("a" to "z", case aside), bit `n` set when a word of the text
    /// opens with it and has `n` bytes (bit 63: 63 bytes or more).
    lengths: [u64; 26],
}

impl WordShapes {
    /// The shapes of the words of `text`.
    pub(super) fn of(text: &str) -> Self {
        let b = text.as_bytes();
        let mut lengths = [0u64; 26];
        let mut i = 0;
        while i < b.len() {
            if !is_phrase_byte(b[i]) {
                i += 1;
                continue;
            }
            let start = i;
            while i < b.len() && is_phrase_byte(b[i]) {
                i += 1;
            }
            if b[start].is_ascii_alphabetic() {
                lengths[usize::from(b[start].to_ascii_lowercase() - b'a')] |=
                    1 << (i - start).min(63);
            }
        }
        WordShapes { lengths }
    }

    /// The shapes of the words of `lists`, each a word of ASCII letters (checked when the
    /// shapes are built, at compile time): a screen of a word compared with the lists ASCII
    /// case aside ([`WordShapes::may_hold`] turns away only a word none of them is).
    const fn of_words(lists: &[&[&str]]) -> Self {
        let mut lengths = [0u64; 26];
        let mut l = 0;
        while l < lists.len() {
            let mut k = 0;
            while k < lists[l].len() {
                let b = lists[l][k].as_bytes();
                let mut i = 0;
                while i < b.len() {
                    assert!(b[i].is_ascii_alphabetic(), "a listed word of ASCII letters");
                    i += 1;
                }
                assert!(
                    !b.is_empty() && b.len() < 63,
                    "a listed word of ASCII letters"
                );
                lengths[(b[0].to_ascii_lowercase() - b'a') as usize] |= 1 << b.len();
                k += 1;
            }
            l += 1;
        }
        WordShapes { lengths }
    }

    /// The text may hold `phrase` as [`holds_phrase`] reads it: false only when it cannot.
    /// A phrase found stands where a word of the text opens with the phrase's first word (its
    /// first run of [`is_phrase_byte`]s, ending at a byte no word holds, which the text must
    /// have there too, or at the phrase's end, where the text's word must end), so with its
    /// letter and length. A phrase that does not open with an ASCII letter is let through.
    pub(super) fn may_hold(&self, phrase: &str) -> bool {
        let p = phrase.as_bytes();
        let Some(&first) = p.first().filter(|b| b.is_ascii_alphabetic()) else {
            return true;
        };
        let lengths = self.lengths[usize::from(first.to_ascii_lowercase() - b'a')];
        // No word of the text opens with the letter: the run need not be measured.
        if lengths == 0 {
            return false;
        }
        let run = p
            .iter()
            .position(|&b| !is_phrase_byte(b))
            .unwrap_or(p.len());
        lengths & (1 << run.min(63)) != 0
    }
}

/// The pairs of ASCII letters a text holds side by side, case aside ("ex", "xc", "ce", "ep"
/// and "pt" of "Except"): a screen kept for the text that turns away, without a search, a
/// phrase or a part holding two letters side by side that the text never does. A search that
/// compares windows ASCII case aside ([`holds_phrase`], [`phrase_at`],
/// [`holds_ignoring_case`](super::holds_ignoring_case)) finds only windows with the part's
/// pairs.
#[derive(Debug, Clone)]
pub(super) struct LetterPairs {
    /// Bit [`pair_bit`]`(a, b)` set when letter `a` ("a" = 0) stands right before letter
    /// `b`; every bit of a byte pair with [`NO_LETTER`] on either side is set
    /// ([`BESIDE_NO_LETTER`]), so [`LetterPairs::may_hold`] tests every byte pair alike.
    bits: [u64; PAIR_WORDS],
}

impl LetterPairs {
    /// The letter pairs of `text`.
    pub(super) fn of(text: &str) -> Self {
        let mut bits = BESIDE_NO_LETTER;
        for n in letter_pairs(text.as_bytes()) {
            bits[n / 64] |= 1 << (n % 64);
        }
        LetterPairs { bits }
    }

    /// The text may hold `part` ASCII case aside: false only when `part` holds a pair of
    /// letters the text does not. Each byte pair's bit is tested, a pair with a byte no
    /// letter among them (always set): one load and one test a byte, no test of the two
    /// letters first.
    pub(super) fn may_hold(&self, part: &str) -> bool {
        let mut before = NO_LETTER;
        part.as_bytes().iter().all(|&b| {
            let letter = LETTER[usize::from(b)];
            let n = pair_bit(before, letter);
            before = letter;
            self.bits[n / 64] & (1 << (n % 64)) != 0
        })
    }
}

/// The bit of [`LetterPairs`] for [`LETTER`]s `a` then `b` (either may be [`NO_LETTER`]).
const fn pair_bit(a: u8, b: u8) -> usize {
    a as usize * (NO_LETTER as usize + 1) + b as usize
}

/// How many words of 64 bits hold [`LetterPairs`]' bits (27 x 27 of them).
const PAIR_WORDS: usize = ((NO_LETTER as usize + 1) * (NO_LETTER as usize + 1)).div_ceil(64);

/// The bits of [`LetterPairs`] set whatever the text: each pair with [`NO_LETTER`] on
/// either side.
const BESIDE_NO_LETTER: [u64; PAIR_WORDS] = {
    let mut bits = [0u64; PAIR_WORDS];
    let mut l = 0;
    while l <= NO_LETTER {
        let (n, m) = (pair_bit(l, NO_LETTER), pair_bit(NO_LETTER, l));
        bits[n / 64] |= 1 << (n % 64);
        bits[m / 64] |= 1 << (m % 64);
        l += 1;
    }
    bits
};

/// The bit of [`LetterPairs`] for each pair of ASCII letters side by side in `bytes`
/// ([`pair_bit`] of letter `a` then letter `b`, case aside), in order: each byte's letter
/// read once (one table load a byte), where a walk over the byte pairs read each byte twice.
fn letter_pairs(bytes: &[u8]) -> impl Iterator<Item = usize> + '_ {
    let mut before = NO_LETTER;
    bytes.iter().filter_map(move |&b| {
        let letter = LETTER[usize::from(b)];
        let pair = (before < NO_LETTER && letter < NO_LETTER).then(|| pair_bit(before, letter));
        before = letter;
        pair
    })
}

/// Each byte's ASCII letter, case aside ("a" and "A" 0, "z" and "Z" 25), [`NO_LETTER`] for
/// any other byte: [`letter_pairs`] reads a byte's letter with one load instead of testing
/// and lower-casing the byte.
const LETTER: [u8; 256] = {
    let mut table = [NO_LETTER; 256];
    let mut i = 0;
    while i < 26 {
        table[b'a' as usize + i] = i as u8;
        table[b'A' as usize + i] = i as u8;
        i += 1;
    }
    table
};

/// [`LETTER`] of a byte no ASCII letter.
const NO_LETTER: u8 = 26;

/// Where each ASCII letter stands in a text, case aside: the places the phrase searches of a
/// [`TextReading`] compare windows at (where the text holds the part's anchor,
/// [`anchored_starts`](super::anchored_starts)), kept for the text instead of a vector
/// search of the whole text for the anchor at every phrase asked (most of them letters the
/// text holds often, each search restarted at every place found).
#[derive(Debug, Clone)]
pub(super) struct LetterPlaces {
    /// `places[starts[l]..starts[l + 1]]` are where letter `l` ("a" = 0) stands.
    starts: [usize; 27],
    /// The offsets of the text's ASCII letters, by letter, in order within each.
    places: Vec<usize>,
}

impl LetterPlaces {
    /// The places of the letters of `text`: each byte's letter read twice (counted, then
    /// placed).
    pub(super) fn of(text: &str) -> Self {
        let b = text.as_bytes();
        let mut starts = [0usize; 27];
        for &c in b {
            let l = LETTER[usize::from(c)];
            if l < NO_LETTER {
                starts[usize::from(l) + 1] += 1;
            }
        }
        for l in 1..27 {
            starts[l] += starts[l - 1];
        }
        let mut next = starts;
        let mut places = vec![0; starts[26]];
        for (at, &c) in b.iter().enumerate() {
            let l = usize::from(LETTER[usize::from(c)]);
            if l < usize::from(NO_LETTER) {
                places[next[l]] = at;
                next[l] += 1;
            }
        }
        LetterPlaces { starts, places }
    }

    /// Where byte `b` stands in the text, either ASCII case, in order: none when `b` is no
    /// ASCII letter.
    pub(super) fn of_letter(&self, b: u8) -> Option<&[usize]> {
        let l = usize::from(LETTER[usize::from(b)]);
        (l < usize::from(NO_LETTER)).then(|| &self.places[self.starts[l]..self.starts[l + 1]])
    }
}

/// The byte after the character at byte `i` of `text` ("—" has three).
pub(super) fn next_char(text: &str, i: usize) -> usize {
    i + text[i..].chars().next().map_or(1, char::len_utf8)
}

/// Words that negate what follows, Scots ones too ("naebody", "nae").
pub(super) const NEGATIONS: &[&str] = &[
    "no",
    "not",
    "never",
    "none",
    "nobody",
    "nothing",
    "nowhere",
    "without",
    "don't",
    "doesn't",
    "didn't",
    "can't",
    "cannot",
    "won't",
    "mustn't",
    "shouldn't",
    "isn't",
    "aren't",
    "wasn't",
    "weren't",
    "nae",
    "naebody",
    "naething",
    "dinnae",
    "cannae",
    "no'",
];

/// Words of a rule that binds ("must", "only", a negation) in `ws`.
pub(super) fn binds(ws: &[Word<'_>]) -> bool {
    ws.iter().any(|(w, _)| {
        is_one_of(
            w,
            &[
                "must",
                "need",
                "needs",
                "required",
                "require",
                "requires",
                "only",
                "unless",
                "always",
                "mandatory",
                "compulsory",
                "shall",
            ],
        ) || is_one_of(w, NEGATIONS)
    }) || ws
        .windows(2)
        .any(|p| is_one_of(p[0].0, &["has", "have"]) && p[1].0 == "to")
}

/// Words that take a rule back ("Helen scrapped that", "the cap was lifted").
pub(super) const REVOKING: &[&str] = &[
    "scrapped",
    "abolished",
    "lifted",
    "rescinded",
    "revoked",
    "withdrawn",
    "withdrew",
    "axed",
    "ditched",
    "binned",
    "dropped",
    "retired",
    "cancelled",
    "canceled",
];

/// Words that say a rule was once in force, or is gone, in a rewrite.
pub(super) const GONE: &[&str] = &[
    "used to",
    "no longer",
    "formerly",
    "previously",
    "former",
    "old",
    "not any more",
    "anymore",
    "any more",
    "was",
    "were",
    "had",
    "until",
];

/// Words that make a duty a wish ("try to", "where possible").
pub(super) const HEDGES: &[&str] = &[
    "try to",
    "trying to",
    "attempt to",
    "aim to",
    "endeavour to",
    "endeavor to",
    "where possible",
    "wherever possible",
    "if possible",
    "when possible",
    "as far as possible",
    "where practical",
    "if practical",
    "when practical",
    "ideally",
    "preferably",
    "if you can",
    "best effort",
];

#[cfg(test)]
mod tests {
    use super::*;

    /// A prefix is matched whatever the case; a word whose byte past the prefix's length falls
    /// inside a character is answered false, not sliced.
    #[test]
    fn prefix_compared_by_bytes() {
        assert!(starts_with_ignore_ascii_case("Painted", "paint"));
        assert!(starts_with_ignore_ascii_case("café", "caf"));
        assert!(!starts_with_ignore_ascii_case("café", "cafe"));
        assert!(!starts_with_ignore_ascii_case("éclair", "e"));
        assert!(!starts_with_ignore_ascii_case("pa", "paint"));
    }

    /// The bit of letters `a` then `b` in a text's letter pairs, as a test of each byte (the
    /// first definition) says: both ASCII letters, lower-cased; none for any other byte.
    fn pair_bit(a: u8, b: u8) -> Option<usize> {
        (a.is_ascii_alphabetic() && b.is_ascii_alphabetic()).then(|| {
            usize::from(a.to_ascii_lowercase() - b'a') * 27
                + usize::from(b.to_ascii_lowercase() - b'a')
        })
    }

    /// Every pair of bytes has the bit of its two letters, lower-cased, and a pair with a
    /// byte no ASCII letter has none, as a test of each byte (the first definition) says.
    #[test]
    fn a_pair_of_letters_has_its_bit_whatever_its_case() {
        for a in 0..=u8::MAX {
            for b in 0..=u8::MAX {
                let read = super::letter_pairs(&[a, b]).next();
                assert_eq!(read, pair_bit(a, b), "{a} {b}");
            }
        }
    }

    /// The letter pairs of a text, read one byte at a time, are its byte pairs' bits in
    /// order (a pair broken by any other byte is none: "a-b", "a b", "aé").
    #[test]
    fn the_letter_pairs_of_a_text_are_those_of_its_byte_pairs() {
        for text in [
            "",
            "a",
            "ab",
            "Except",
            "a-b a b aéb",
            "AbC1dE'f’G",
            "xX\u{0}yY\u{ff}zZ",
            "Don't push to MAIN, ever!",
        ] {
            let by_windows: Vec<usize> = text
                .as_bytes()
                .windows(2)
                .filter_map(|pair| pair_bit(pair[0], pair[1]))
                .collect();
            let read: Vec<usize> = super::letter_pairs(text.as_bytes()).collect();
            assert_eq!(read, by_windows, "{text:?}");
        }
    }

    /// A byte bounds a phrase's word as the first test of each byte said: an ASCII letter or
    /// digit, or an apostrophe.
    #[test]
    fn a_phrase_byte_is_a_letter_a_digit_or_an_apostrophe() {
        for b in 0..=u8::MAX {
            let expected = b.is_ascii_alphanumeric() || b == b'\'';
            assert_eq!(super::is_phrase_byte(b), expected, "{b}");
        }
    }

    /// A word's key compares as `same_word` compares its words, whatever their case, their
    /// length (on both sides of the key's inline bytes) or a plural "s".
    #[test]
    fn a_key_compares_as_its_words() {
        let words = [
            "Approve",
            "approvals",
            "P2s",
            "P2",
            "s",
            "",
            "internationalisation",
            "internationalisations",
            "INTERNATIONALISATION",
            "sixteen-byte-wor",
            "sixteen-byte-wors",
            "café",
            "CAFÉS",
            "verifies",
            "check",
        ];
        for a in words {
            for b in words {
                let same = super::same_word(a, b);
                assert_eq!(
                    super::WordKey::of(a).same(&super::WordKey::of(b)),
                    same,
                    "{a} {b}"
                );
                assert_eq!(super::WordKey::of(a).same_as_word(b), same, "{a} {b}");
            }
        }
    }

    /// A reading over a kept reading, filled by an earlier reading of the same text, answers
    /// as a reading of its own: the same words, keys, content words and phrases held, and the same phrases
    /// (look-alikes: a word's prefix, a phrase out of order) not held.
    #[test]
    fn a_kept_reading_answers_as_a_fresh_one() {
        let text = "Don't sign off the Q3 budget, and never sign-off alone.";
        let kept = super::KeptReading::default();
        let first = super::TextReading::with_kept(text, &kept);
        assert!(first.holds_phrase("sign off"));
        assert_eq!(first.keys().len(), first.words().len());
        let (again, fresh) = (
            super::TextReading::with_kept(text, &kept),
            super::TextReading::new(text),
        );
        assert_eq!(again.words(), fresh.words());
        assert!(std::ptr::eq(again.keys(), first.keys()));
        let content: Vec<bool> = fresh
            .words()
            .iter()
            .map(|(w, _)| super::is_content(w))
            .collect();
        assert_eq!(first.content(), content.as_slice());
        assert!(std::ptr::eq(again.content(), first.content()));
        for phrase in ["sign off", "never", "q3 budget", "alone"] {
            assert!(
                again.holds_phrase(phrase) && fresh.holds_phrase(phrase),
                "{phrase}"
            );
        }
        for phrase in ["sig", "off sign", "budgets", "always"] {
            assert!(
                !again.holds_phrase(phrase) && !fresh.holds_phrase(phrase),
                "{phrase}"
            );
        }
    }

    /// The readings of one text a span keeps for every rewrite compared with it (the labels of
    /// its numbers, its conditioned values, whether each part reads as a rule) are read once,
    /// shared by a second reading of the text, and say what a fresh reading says.
    #[test]
    fn readings_kept_with_a_text_are_read_once_and_shared() {
        let text = "Men can give blood every 12 weeks, women every 16 weeks. Never share card \
                    numbers. Kids under 12 get 2 tokens, and 4 for those 12 and over. It was warm";
        let kept = super::KeptReading::default();
        let first = super::TextReading::with_kept(text, &kept);
        let (again, fresh) = (
            super::TextReading::with_kept(text, &kept),
            super::TextReading::new(text),
        );
        assert!(!first.labels().is_empty());
        assert!(std::ptr::eq(again.labels(), first.labels()));
        assert_eq!(
            format!("{:?}", fresh.labels()),
            format!("{:?}", first.labels())
        );
        assert_eq!(first.conditioned_values().len(), 2);
        assert!(std::ptr::eq(
            again.conditioned_values(),
            first.conditioned_values()
        ));
        assert_eq!(
            fresh.conditioned_values(),
            super::super::swaps::conditioned_values(text)
        );
        let parts = super::parts(text);
        assert_eq!(first.parts().collect::<Vec<_>>(), parts);
        for (i, part) in parts.iter().enumerate() {
            let rule = crate::classify::classify(&text[part.clone()]).kind
                == crate::classify::SpanKind::Constraint;
            assert_eq!(first.part_is_rule(i), rule, "{:?}", &text[part.clone()]);
            assert_eq!(again.part_is_rule(i), rule);
        }
        assert!(first.part_is_rule(1) && !first.part_is_rule(3));
        assert!(!first.part_is_rule(parts.len()));
        // A text's measured bounds, the numbers it says and its values: read once, shared,
        // and what the free functions read ("within 30 km" and "at least 10 minutes" are bounds, "2
        // divers" is no measure; "1,200" is said as 1200).
        let text = "Keep rides within 30 km and rest at least 10 minutes; 2 divers max, 1,200 bags. \
                    Twenty-five riders, two guides.";
        let kept = super::KeptReading::default();
        let first = super::TextReading::with_kept(text, &kept);
        let again = super::TextReading::with_kept(text, &kept);
        let bounds = super::super::quantities::measured_bounds(text);
        assert_eq!(bounds.len(), 2, "{bounds:?}");
        assert_eq!(first.measured_bounds(), bounds);
        assert!(std::ptr::eq(
            again.measured_bounds(),
            first.measured_bounds()
        ));
        assert_eq!(first.numbers_said(), [30.0, 10.0, 2.0, 1200.0]);
        assert_eq!(
            first.numbers_said(),
            super::super::quantities::numbers_said(text)
        );
        assert!(std::ptr::eq(again.numbers_said(), first.numbers_said()));
        // Every number said, written or a word, as a fresh reading reads it.
        assert_eq!(first.values(), [30.0, 10.0, 2.0, 1200.0, 25.0, 2.0]);
        assert_eq!(
            first.values(),
            super::super::quantities::values(&super::TextReading::new(text))
        );
        assert!(std::ptr::eq(again.values(), first.values()));
        let empty = super::TextReading::new("");
        assert!(empty.measured_bounds().is_empty() && empty.numbers_said().is_empty());
        assert!(empty.values().is_empty());
        assert!(empty.doer_candidates().is_empty() && empty.negated_clauses().is_empty());
        // The doers of a text (each word's place and its verb's) and its negated clauses:
        // read once, shared, and what a fresh reading reads.
        let text = "Supervisors inspect every room an attendant has marked clean, but the pool \
                    mustn't be opened without a lifeguard.";
        let kept = super::KeptReading::default();
        let first = super::TextReading::with_kept(text, &kept);
        let again = super::TextReading::with_kept(text, &kept);
        let fresh = super::TextReading::new(text);
        fn said<'t>(r: &super::TextReading<'t>) -> Vec<(&'t str, &'t str)> {
            let ws = r.words();
            r.doer_candidates()
                .iter()
                .map(|&(i, v)| (ws[i].0, ws[v].0))
                .collect()
        }
        // (A screen: every content word right before another may be a doer.)
        let doers = [
            ("Supervisors", "inspect"),
            ("inspect", "every"),
            ("every", "room"),
            ("attendant", "marked"),
            ("marked", "clean"),
        ];
        assert_eq!(said(&first), doers);
        assert_eq!(said(&fresh), said(&first));
        assert!(std::ptr::eq(
            again.doer_candidates(),
            first.doer_candidates()
        ));
        assert_eq!(first.negated_clauses().len(), 1);
        assert_eq!(
            format!("{:?}", fresh.negated_clauses()),
            format!("{:?}", first.negated_clauses())
        );
        assert!(std::ptr::eq(
            again.negated_clauses(),
            first.negated_clauses()
        ));
        // A word said twice is no doer ("supervisors" and "Supervisors" are one word): it
        // could not be found once in a rewrite's trade.
        let text = "Supervisors inspect every room an attendant has marked clean; supervisors \
                    sign the sheet.";
        let twice = super::TextReading::new(text);
        assert_eq!(
            said(&twice),
            [
                ("inspect", "every"),
                ("every", "room"),
                ("attendant", "marked"),
                ("marked", "clean"),
                ("clean", "supervisors"),
            ]
        );
        // Its negation words counted and its sums of money: read once, shared, and what the
        // free functions read.
        for text in [
            "Never share card numbers; don't log them, nobody cannot see. Refunds over €500 or £25k.",
            "Refunds above $1,200.50 need finance. no £ here",
            "",
        ] {
            let kept = super::KeptReading::default();
            let first = super::TextReading::with_kept(text, &kept);
            let again = super::TextReading::with_kept(text, &kept);
            assert_eq!(first.negation_count(), super::super::negation_count(text));
            assert_eq!(again.negation_count(), first.negation_count());
            assert_eq!(first.amounts(), super::super::quantities::amounts(text));
            assert!(std::ptr::eq(again.amounts(), first.amounts()));
        }
        // The numbers it writes in digits: read once, shared, what the free function reads.
        for text in [
            "Pay 45p a mile for the first 10,000 miles, 2.5 each.",
            "no digits",
            "",
        ] {
            let kept = super::KeptReading::default();
            let first = super::TextReading::with_kept(text, &kept);
            let again = super::TextReading::with_kept(text, &kept);
            let read = super::super::quantities::plain_numbers(text);
            assert_eq!(first.plain_numbers(), read, "{text:?}");
            assert!(std::ptr::eq(again.plain_numbers(), first.plain_numbers()));
        }
        // The ranges it states: read once, shared, and what the free function reads.
        for (text, count) in [
            (
                "Numbers one to ten spelled out; 11 and above as digits, 1-10 or 1 – 11.",
                3,
            ),
            (
                "Open 9 to 5, the 2-for-1 deal, pages 10 to 3, ages 5 to 8.",
                1,
            ),
            ("", 0),
        ] {
            let kept = super::KeptReading::default();
            let first = super::TextReading::with_kept(text, &kept);
            let again = super::TextReading::with_kept(text, &kept);
            let fresh = super::TextReading::new(text);
            let read = super::super::quantities::stated_ranges(text, fresh.words());
            assert_eq!(first.stated_ranges(), read, "{text:?}");
            assert_eq!(read.len(), count, "{text:?}");
            assert!(std::ptr::eq(again.stated_ranges(), first.stated_ranges()));
        }
        let text = "Never share card numbers; don't log them, nobody cannot see. Refunds over €500 or £25k.";
        let read = super::TextReading::new(text);
        assert_eq!(read.negation_count(), 4);
        assert_eq!(
            read.amounts()
                .iter()
                .map(|a| (a.0, a.1))
                .collect::<Vec<_>>(),
            [(500.0, 500.0), (25.0, 25_000.0)]
        );
    }

    /// The first definition of `clauses`: each kind of cut's non-overlapping matches found
    /// kind by kind (a searcher built for each), then taken in order where they do not overlap
    /// the last cut taken.
    fn clauses_kind_by_kind(
        text: &str,
        part: std::ops::Range<usize>,
    ) -> Vec<std::ops::Range<usize>> {
        let p = &text[part.clone()];
        let mut cuts: Vec<(usize, usize)> = Vec::new();
        for m in [",", " — ", " – ", " - ", " but "] {
            cuts.extend(p.match_indices(m).map(|(at, s)| (at, s.len())));
        }
        cuts.sort_unstable();
        let (mut out, mut from) = (Vec::new(), part.start);
        for (at, len) in cuts {
            let at = part.start + at;
            if at < from {
                continue;
            }
            if from < at {
                out.push(from..at);
            }
            from = at + len;
        }
        if from < part.end {
            out.push(from..part.end);
        }
        out
    }

    /// A cut overlapping the last cut taken is skipped, and so is the next one of its kind
    /// that overlaps it ("but" in " - but but " is no cut), as searching kind by kind skipped
    /// it.
    #[test]
    fn a_cut_overlapping_one_of_its_kind_is_no_cut() {
        for text in [
            "stay - but but go",
            "stay, but but go",
            "a - - - b",
            "a — — — b",
            "x,, but - - but but — y",
        ] {
            assert_eq!(
                super::clauses(text, 0..text.len()),
                clauses_kind_by_kind(text, 0..text.len()),
                "{text}"
            );
        }
    }

    proptest::proptest! {
        /// `clauses` cuts a part as its first definition did ([`clauses_kind_by_kind`]):
        /// dashes, commas and "but"s side by side and overlapping, two-byte and three-byte
        /// characters.
        #[test]
        fn clauses_cut_as_each_kind_searched_in_turn(
            pieces in proptest::collection::vec(
                proptest::sample::select(&[" ", ",", "-", "—", "–", " but", " -", " —", "é", "x"][..]),
                0..16,
            ),
            start in 0usize..64,
            len in 0usize..64,
        ) {
            let text = pieces.concat();
            // A part of the text, its ends moved back to the nearest character boundaries.
            let boundary = |mut i: usize| {
                while !text.is_char_boundary(i) {
                    i -= 1;
                }
                i
            };
            let from = boundary(start % (text.len() + 1));
            let part = from..boundary((from + len).min(text.len())).max(from);
            proptest::prop_assert_eq!(
                super::clauses(&text, part.clone()),
                clauses_kind_by_kind(&text, part)
            );
        }

        /// `words` cuts a text as `split` at the characters that split words, each piece
        /// trimmed of apostrophes and hyphens, the empty ones dropped (its first definition).
        #[test]
        fn words_are_the_trimmed_pieces_of_a_split(
            text in "[aB1 '’\\-é.,—\u{2019}Ωx]{0,16}",
            start in 0usize..18,
            len in 0usize..18,
        ) {
            let range = start..start + len;
            let expected: Vec<(&str, std::ops::Range<usize>)> = match text.get(range.clone()) {
                None => Vec::new(),
                Some(part) => part
                    .split(super::splits_words)
                    .map(|w| w.trim_matches(super::word_edge))
                    .filter(|w| !w.is_empty())
                    .map(|w| {
                        let at = range.start + (w.as_ptr() as usize - part.as_ptr() as usize);
                        (w, at..at + w.len())
                    })
                    .collect(),
            };
            proptest::prop_assert_eq!(super::words(&text, range), expected);
        }

        /// `parts` cuts as its first definition did, character by character (marks before
        /// a letter, a digit or a character of two bytes, and at the text's end).
        #[test]
        fn parts_are_cut_as_char_by_char(text in "[a1 .!?;\n\u{e9}\u{2014}\u{3a9}]{0,16}") {
            let mut expected = Vec::new();
            let mut start = 0;
            for (i, c) in text.char_indices().chain(std::iter::once((text.len(), '\n'))) {
                let ends = matches!(c, '.' | '!' | '?' | ';' | '\n')
                    && !text[(i + c.len_utf8()).min(text.len())..]
                        .starts_with(|n: char| n.is_alphanumeric());
                if ends {
                    if start < i {
                        expected.push(start..i);
                    }
                    start = (i + c.len_utf8()).min(text.len());
                }
            }
            proptest::prop_assert_eq!(super::parts(&text), expected);
        }

        /// The word shapes of a text never turn away a phrase the text holds, and
        /// `TextReading::holds_phrase` answers as `holds_phrase`.
        #[test]
        fn word_shapes_keep_every_phrase_held(
            text in "[aAbB1 '’\\-\u{e9}.,]{0,16}",
            phrase in "[aAbB1 '\\-\u{e9}]{1,5}",
        ) {
            let held = super::holds_phrase(&text, &phrase);
            let shapes = super::WordShapes::of(&text);
            proptest::prop_assert!(!held || shapes.may_hold(&phrase));
            proptest::prop_assert_eq!(super::TextReading::new(&text).holds_phrase(&phrase), held);
        }

        /// A text's letter pairs let a part through as a test of each of the part's letter
        /// pairs among the text's (their first definition): the bits set whatever the text,
        /// those of a byte no letter, turn nothing away and let no other pair through.
        #[test]
        fn letter_pairs_let_a_part_through_as_each_pair_tested(
            text in "[aAbBxXzZ1 '’\\-\u{e9}.,]{0,16}",
            part in "[aAbBxXzZ1 '’\\-\u{e9}]{0,6}",
        ) {
            let held: Vec<usize> = super::letter_pairs(text.as_bytes()).collect();
            let expected = super::letter_pairs(part.as_bytes()).all(|n| held.contains(&n));
            proptest::prop_assert_eq!(super::LetterPairs::of(&text).may_hold(&part), expected);
        }

        /// The letter pairs of a text never turn away a part it holds: a kept reading
        /// searches parts and phrases as the free searches do, and cuts any range of the
        /// text into the words `words` cuts, each with its word's key.
        #[test]
        fn a_kept_reading_searches_and_cuts_as_the_free_functions(
            text in "[aAbBxX1 '’\\-\u{e9}.,]{0,16}",
            part in "[aAbBxX1 '\\-\u{e9}]{1,5}",
            start in 0usize..18,
            len in 0usize..18,
        ) {
            let reading = super::TextReading::new(&text);
            let held = super::super::holds_ignoring_case(&text, &part);
            proptest::prop_assert!(!held || super::LetterPairs::of(&text).may_hold(&part));
            proptest::prop_assert_eq!(reading.holds_ignoring_case(&part), held);
            let phrases = [part.as_str(), "ab", "x"];
            proptest::prop_assert_eq!(
                reading.phrase_at(&phrases),
                super::phrase_at(&text, &phrases)
            );
            let range = start..start + len;
            let expected = super::words(&text, range.clone());
            proptest::prop_assert_eq!(&*reading.words_in(range.clone()), expected.as_slice());
            let keys = reading.keys_in(range);
            proptest::prop_assert_eq!(keys.len(), expected.len());
            for (key, (w, _)) in keys.iter().zip(&expected) {
                proptest::prop_assert!(key.same_as_word(w));
            }
        }

        /// The places a text keeps of its letters are where it holds each letter, either
        /// case; the windows a kept reading compares at them are those a search for the
        /// part's anchor finds (`anchored_starts`); and its searches answer as the free ones
        /// and as a compare of the window at every byte: `holds_phrase` and `phrase_at`
        /// (whole words, bounded by an apostrophe or not), `holds_ignoring_case` and `has`.
        #[test]
        fn kept_letter_places_give_the_windows_a_search_finds(
            text in "[aAbBeExX1 '’\\-\u{e9}.,]{0,24}",
            part in "[aAbBeExX1 '\\-\u{e9}]{0,5}",
        ) {
            let (t, p) = (text.as_bytes(), part.as_bytes());
            let places = super::LetterPlaces::of(&text);
            for b in 0..=u8::MAX {
                let expected = b.is_ascii_alphabetic().then(|| {
                    (0..t.len()).filter(|&i| t[i].eq_ignore_ascii_case(&b)).collect::<Vec<_>>()
                });
                proptest::prop_assert_eq!(places.of_letter(b).map(<[usize]>::to_vec), expected);
            }
            let reading = super::TextReading::new(&text);
            let searched: Vec<usize> = super::super::anchored_starts(t, p).collect();
            match reading.anchored_starts(&part) {
                Some(kept) => proptest::prop_assert_eq!(kept.collect::<Vec<_>>(), searched),
                None => proptest::prop_assert!(!part.bytes().any(|b| b.is_ascii_alphabetic())),
            }
            // Where the part stands, ASCII case aside, found at every byte.
            let at: Vec<usize> = (0..(t.len() + 1).saturating_sub(p.len()))
                .filter(|&i| !p.is_empty() && t[i..i + p.len()].eq_ignore_ascii_case(p))
                .collect();
            let bounded = |i: &usize, word: fn(&u8) -> bool| {
                (*i == 0 || !word(&t[i - 1])) && t.get(i + p.len()).is_none_or(|b| !word(b))
            };
            let phrase_byte: fn(&u8) -> bool = |b| b.is_ascii_alphanumeric() || *b == b'\'';
            let held = at.iter().any(|i| bounded(i, phrase_byte));
            proptest::prop_assert_eq!(super::holds_phrase(&text, &part), held);
            proptest::prop_assert_eq!(reading.holds_phrase(&part), held);
            let first = at.iter().copied().find(|i| bounded(i, u8::is_ascii_alphanumeric));
            proptest::prop_assert_eq!(super::phrase_at(&text, &[&part]), first);
            proptest::prop_assert_eq!(reading.phrase_at(&[&part]), first);
            proptest::prop_assert_eq!(reading.holds_ignoring_case(&part), !at.is_empty());
            proptest::prop_assert_eq!(reading.has(&part), super::has(&text, &part));
        }

        /// A text's alphanumeric runs read from its words are its runs of letters and digits
        /// as a split of the whole text at every other character cuts them ("Up-line" is "Up"
        /// and "line", "don't" is "don" and "t").
        #[test]
        fn the_alphanumeric_runs_of_the_words_are_those_of_the_text(
            text in "[aAbB1 '’\\-\u{e9}\u{2014}.,_]{0,16}",
        ) {
            let expected: Vec<_> = text
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(|w| {
                    let at = w.as_ptr() as usize - text.as_ptr() as usize;
                    at..at + w.len()
                })
                .collect();
            let ws = super::words(&text, 0..text.len());
            let runs: Vec<_> = super::alphanumeric_runs(&ws).collect();
            proptest::prop_assert_eq!(runs, expected);
        }

        /// A `WordKey` compared with a word answers as `same_word`, and `number_word_value`
        /// as `word_value` of the lower-cased word.
        #[test]
        fn word_key_compares_as_same_word(
            a in "(approv|verif|check|run|Seven|twenty|one|-)(s|es|ies|ing|ed|al|ation|-five)?",
            b in "(approv|verif|check|run|seven|Twenty|one|-)(s|es|ies|ing|ed|al|ation|-five)?",
        ) {
            let key = super::WordKey::of(&a);
            proptest::prop_assert_eq!(key.same_as_word(&b), super::same_word(&a, &b));
            proptest::prop_assert_eq!(
                super::number_word_value(&a),
                crate::classify::numbers::word_value(&a.to_ascii_lowercase())
            );
        }

        /// Two keys compare as `same_word` compares their words, whatever their first
        /// bytes (the screen of `KeyHeads`): empty words, a lone "s", words of one or two
        /// bytes, a two-byte character, and words of other letters whose stems meet
        /// ("tagging" and "label").
        #[test]
        fn keys_compare_as_same_word(
            a in "(s|S|a|é|ap|Ver|check|tagg|label|approv)?(s|es|ies|ing|ed|al|-)?",
            b in "(s|a|É|AP|ver|Check|tagg|Label|approv)?(s|es|ies|ing|ed|al|-)?",
        ) {
            let same = super::same_word(&a, &b);
            proptest::prop_assert_eq!(super::WordKey::of(&a).same(&super::WordKey::of(&b)), same);
            proptest::prop_assert_eq!(super::WordKey::of(&b).same(&super::WordKey::of(&a)), same);
        }

        /// The index of keys finds the groups holding a key one with a word, as a compare of
        /// the word with every key of every group finds them: words of the same first
        /// letter, of other letters whose stems meet, in capitals, of two bytes, and empty.
        #[test]
        fn an_index_of_keys_finds_what_every_compare_finds(
            groups in proptest::collection::vec(
                proptest::collection::vec(
                    "(|s|a|é|Ap|label|labels|tagging|Tagged|check|checks|approval|approve)",
                    0..4,
                ),
                0..5,
            ),
            word in "(|s|a|é|ap|Label|tagging|checked|approving|other)",
        ) {
            let keys: Vec<Vec<super::WordKey>> = groups
                .iter()
                .map(|g| g.iter().map(|w| super::WordKey::of(w)).collect())
                .collect();
            let key = super::WordKey::of(&word);
            let mut found: Vec<usize> = super::KeyIndex::of(&keys).groups_with(&key).collect();
            found.sort_unstable();
            found.dedup();
            let every: Vec<usize> = (0..keys.len())
                .filter(|&g| keys[g].iter().any(|k| k.same(&key)))
                .collect();
            proptest::prop_assert_eq!(found, every);
        }

        /// `last_word` is the last of `words` of the text before `end`, whatever the text
        /// (apostrophes, hyphens, a character of two bytes) and wherever `end` falls.
        #[test]
        fn last_word_is_the_last_of_words(text in "[aB1 '’\\-é.]{0,14}", end in 0usize..20) {
            let expected = super::words(&text, 0..end).last().map(|(w, _)| *w);
            proptest::prop_assert_eq!(super::last_word(&text, end), expected);
        }
    }

    proptest::proptest! {
        /// `digits_of` reads a word's first run of digits as a search of its characters does,
        /// and `has_two_digit_runs` says what a split of the text at every character but an
        /// ASCII digit says (digits, letters, two-byte and three-byte characters).
        #[test]
        fn digit_runs_are_read_as_the_characters_say(text in "[1a é—0]{0,12}") {
            let by_chars = text.find(|c: char| c.is_ascii_digit()).map_or("", |start| {
                let rest = &text[start..];
                &rest[..rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len())]
            });
            proptest::prop_assert_eq!(super::digits_of(&text), by_chars);
            let runs = text
                .split(|c: char| !c.is_ascii_digit())
                .filter(|run| !run.is_empty())
                .count();
            proptest::prop_assert_eq!(super::has_two_digit_runs(&text), runs >= 2);
        }
    }

    /// The screen of `is_content` lets through every word of the two lists it compares a word
    /// with, in any case, and turns away a word none of them is.
    #[test]
    fn the_modal_and_preposition_screen_lets_their_words_through() {
        use super::{MODAL_OR_PREPOSITION_SHAPES, MODALS, PREPOSITIONS, is_content};
        for w in MODALS.iter().chain(PREPOSITIONS) {
            for w in [w.to_string(), w.to_ascii_uppercase(), capitalised(w)] {
                assert!(MODAL_OR_PREPOSITION_SHAPES.may_hold(&w), "{w:?}");
                assert!(!is_content(&w), "{w:?}");
            }
        }
        for w in ["finished", "runner", "Refunds", "webhooks"] {
            assert!(!MODAL_OR_PREPOSITION_SHAPES.may_hold(w), "{w:?}");
            assert!(is_content(w), "{w:?}");
        }
    }

    /// `w` with its first letter in capitals.
    fn capitalised(w: &str) -> String {
        let mut b = w.as_bytes().to_vec();
        if let Some(first) = b.first_mut() {
            first.make_ascii_uppercase();
        }
        String::from_utf8(b).unwrap_or_default()
    }

    proptest::proptest! {
        /// `has` finds the word where the text holds it as written, capitalised or in capitals,
        /// as three substring searches do.
        #[test]
        fn has_is_three_searches(text in "[aAbB é]{0,12}", w in "[ab é]{0,4}") {
            let mut capitalised = w.clone().into_bytes();
            if let Some(first) = capitalised.first_mut() {
                first.make_ascii_uppercase();
            }
            let capitalised = String::from_utf8(capitalised).unwrap_or_default();
            let expected = text.contains(&w)
                || text.contains(&capitalised)
                || text.contains(&w.to_ascii_uppercase());
            proptest::prop_assert_eq!(super::has(&text, &w), expected);
        }
    }
}
