//! A sentence said again with a part dropped and every other word kept: its negation ("The
//! sitter can't give him anything with peanuts" -> "The sitter can give him anything with
//! peanuts"), its condition when it says what may or must be done ("... when they contain
//! slurs" cut off), or a member of a two-member list ("gas and internet" -> "internet").
//! Checks that stand apart from the classifier, so the change is reported even where the
//! original was not read as a rule (every reading of the sentence changed, rule or not).
//! Also a practice said again with another actor ("Marco signs off every release" -> "The
//! team signs off ..."), and the other way round, a rule clause said again word for word with
//! the talk around it cut, which keeps the rule. And a sentence said again word for word but
//! for one number ("48h before" -> "24h before"), with corpus35c's other readings from the two
//! texts alone (its `change_missed`, which asks them in turn).

use super::Missed;
use super::actors::task_given_to_another;
use super::bound_signs::{bound_turned, condition_side_turned};
use super::counts::count_said_as_few;
use super::exclusives::{RESTRICTING, only_one_widened};
use super::modals_opened::ban_said_as_allowed;
use super::negation_forms::stopped_act_said_plainly;
use super::only_conditions::{any_said, content, words_in};
use super::periods::{rate_unit_changed, value};
use super::prerequisites::approval_dropped;
use super::qualifiers::ratio_hedged;
use super::quantities::GUESSES;
use super::swaps::{ban_moved_to_allowed, values_swapped};
use super::words::{
    NEGATIONS, TextReading, Word, WordKey, holds_any_phrase, is_content, number_value, parts,
    same_word, unit_of, words,
};
use super::{holds_ignoring_case, is_one_of, negation_count, trimmed};
use crate::classify::lexicon::looks_past;
use crate::classify::text::{BYTE_START, ByteStart, ascii_word_run};
use smallvec::SmallVec;
use std::iter::Peekable;
use std::ops::Range;

/// The first of `negated`, sentences of `original` that hold a negation, that some sentence
/// of `rewrite` says again with the same words in the same order but without one of its
/// negations ("not", "never", "no", "-n't", "cannot"): the negation's range in `original`
/// and the rewrite's sentence.
pub(super) fn negation_dropped(
    original: &str,
    negated: impl Iterator<Item = Range<usize>>,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    // The rewrite's sentences past any short label, and each one's negations, found when
    // first asked.
    let mut rewritten: Option<SmallVec<[CountedSentence; 8]>> = None;
    for before in negated {
        let before = trimmed(original, before);
        let text = &original[before.clone()];
        let mut negations = None;
        // The bytes a word that only carries the negation ("any", "anything with") may add.
        let mut any_bytes = None;
        let rewritten = rewritten.get_or_insert_with(|| {
            sentences(rewrite)
                .map(|r| (after_short_label(rewrite, r), None))
                .collect()
        });
        for (after, count) in rewritten.iter_mut() {
            // A flip changes a sentence's length by a negation's few bytes ("not ", "n't",
            // "never ") and its count of negations, and keeps its last word: only such
            // sentences are compared word by word.
            let other = &rewrite[after.clone()];
            let most = MAX_NEGATION_BYTES
                + MAX_ARTICLE_BYTES
                + *any_bytes.get_or_insert_with(|| {
                    if ANY.find(text.as_bytes()).is_some() {
                        MAX_ANY_BYTES
                    } else {
                        0
                    }
                });
            if !(1..=most).contains(&other.len().abs_diff(text.len()))
                || !last_word(text).eq_ignore_ascii_case(last_word(other))
                || *negations.get_or_insert_with(|| negation_count(text))
                    == *count.get_or_insert_with(|| negation_count(other))
            {
                continue;
            }
            let Some((negations_before, negations_after)) = same_words_but_negations(
                Words::new(original, before.clone()),
                Words::new(rewrite, after.clone()),
            ) else {
                continue;
            };
            if let Some(dropped) = missing_from(&negations_before, &negations_after) {
                return Some((dropped, after.clone()));
            }
        }
    }
    None
}

/// A sentence's range and its count of negations, once counted.
type CountedSentence = (Range<usize>, Option<usize>);

/// The fewest content words a sentence said again in another order must share
/// ([`negation_dropped_in_another_order`]): fewer, and two sentences match by chance.
const MIN_REORDERED_WORDS: usize = 3;

/// A sentence's range and the keys of its content words ([`content_parts`]), read once for
/// the many compares of [`negation_dropped_in_another_order`].
type KeyedSentence = (Range<usize>, Vec<WordKey>);

/// The content words of `text[range]` ([`gates::content_of`](super::gates::content_of): a
/// hyphenated compound read as its parts, "heart-murmur" as "heart", "murmur"; negations left
/// out).
fn content_parts(text: &str, range: Range<usize>) -> Vec<&str> {
    super::gates::content_of(&words(text, range))
}

/// The first of `negated`, sentences of `original` that hold a negation, that a sentence of
/// `rewrite` holding none says again with the same content words (at least
/// [`MIN_REORDERED_WORDS`]; each text's every one said in the other, a compound's parts
/// apart) in another order: "Dogs with kennel cough don't get the nasal vaccine" ->
/// "Kennel-cough dogs get the nasal vaccine" (pol63, where [`negation_dropped`] asks the same
/// order). The original's sentence and the rewrite's. A new word ("are refused", "banned"),
/// a negation kept or an "only" ("nobody feeds them but staff" -> "only staff feed them") is
/// no drop.
pub(super) fn negation_dropped_in_another_order(
    original: &str,
    negated: impl Iterator<Item = Range<usize>>,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    // The rewrite's sentences with no negation and enough content words, and the keys of
    // those words, read when first asked.
    let mut plain: Option<SmallVec<[KeyedSentence; 8]>> = None;
    let within = |w: &WordKey, ws: &[WordKey]| ws.iter().any(|x| x.same(w));
    for before in negated.take(MAX_APPENDED_SENTENCES) {
        let before = trimmed(original, before);
        let plain = plain.get_or_insert_with(|| {
            sentences(rewrite)
                .take(MAX_APPENDED_SENTENCES)
                .filter(|r| {
                    negation_count(&rewrite[r.clone()]) == 0
                        && !words(rewrite, r.clone())
                            .iter()
                            .any(|(w, _)| is_one_of(w, RESTRICTING))
                })
                .map(|r| {
                    let keys: Vec<WordKey> = content_parts(rewrite, r.clone())
                        .into_iter()
                        .map(WordKey::of)
                        .collect();
                    (r, keys)
                })
                .filter(|(_, keys)| keys.len() >= MIN_REORDERED_WORDS)
                .collect()
        });
        // The sentences that say each of our content words so far, in order: a word none
        // says ends the search before the rest are read.
        let mut candidates: SmallVec<[&KeyedSentence; 8]> = plain.iter().collect();
        let ours = words(original, before.clone());
        let mut ours_keys = Vec::new();
        for w in super::gates::content_words(&ours) {
            let key = WordKey::of(w);
            candidates.retain(|(_, theirs)| within(&key, theirs));
            if candidates.is_empty() {
                break;
            }
            ours_keys.push(key);
        }
        if candidates.is_empty() || ours_keys.len() < MIN_REORDERED_WORDS {
            continue;
        }
        if let Some((after, _)) = candidates
            .iter()
            .find(|(_, theirs)| theirs.iter().all(|w| within(w, &ours_keys)))
        {
            return Some((before, after.clone()));
        }
    }
    None
}

/// The first of `conditioned` (a sentence of `original` that says what may or must be done,
/// and where one of its condition words is) that some sentence of `rewrite` says again with the
/// same words up to that condition word and nothing after: "Moderators can delete posts
/// when they contain slurs" -> "Moderators can delete posts." (also where the classifier did
/// not read the sentence as a rule). The condition word's range in `original` and the
/// rewrite's sentence.
pub(super) fn condition_cut_off<'t>(
    original: &str,
    conditioned: impl Iterator<Item = (Range<usize>, Range<usize>)>,
    rewrite: &'t str,
    outlines: &mut Option<SentenceOutlines<'t>>,
) -> Option<(Range<usize>, Range<usize>)> {
    let mut rewritten: Option<SentenceIndex> = None;
    for (sentence, condition) in conditioned {
        let Some(kept) = original
            .get(sentence.start..condition.start)
            .map(|k| k.trim().trim_end_matches(',').trim_end())
        else {
            continue;
        };
        // The sentence said again up to its condition is as long as the kept part, but for
        // the stop after it, and opens as it does: only such sentences are compared word by
        // word (in a text of many sentences, those with the kept part's words by their hash).
        let outlines = outlines.get_or_insert_with(|| SentenceOutlines::of(rewrite));
        let same_words = |after: &Range<usize>| {
            same_words_with_a_modal(kept, rewrite.get(after.clone()).unwrap_or(""))
        };
        let same = match outlines.like(kept, kept.len()..=kept.len() + 3) {
            Some(few) => few.into_iter().find(same_words),
            None => rewritten
                .get_or_insert_with(|| SentenceIndex::new(rewrite))
                .with_hash(words_hash(kept, words_of(kept, 0..kept.len()).iter()))
                .find(same_words),
        };
        if let Some(after) = same {
            return Some((condition, after));
        }
    }
    None
}

/// The most bytes a member of two words and its conjunction take in a sentence (" and
/// authentication tokens").
const MAX_MEMBER_BYTES: usize = 48;

/// The most sentences [`SentenceOutlines::like`] goes through one by one.
const MAX_OUTLINES: usize = 64;

/// A text's sentences (without the white space around them), found once: what a sentence
/// said again with a part cut off keeps is told by their lengths, then by their first and
/// last words (read only of those of the right length). Only the first [`MAX_OUTLINES`] are
/// kept.
pub(super) struct SentenceOutlines<'t> {
    text: &'t str,
    sentences: SmallVec<[Range<usize>; 8]>,
    /// The text has more sentences than are kept.
    many: bool,
}

impl<'t> SentenceOutlines<'t> {
    fn of(text: &'t str) -> SentenceOutlines<'t> {
        let mut sentences: SmallVec<[Range<usize>; 8]> =
            sentences(text).take(MAX_OUTLINES + 1).collect();
        let many = sentences.len() > MAX_OUTLINES;
        sentences.truncate(MAX_OUTLINES);
        SentenceOutlines {
            text,
            sentences,
            many,
        }
    }

    /// The sentences with a length in `lengths` that open or close as `sentence` does, to
    /// compare word by word; `None` when the text has too many sentences to go through one
    /// by one (they are looked up by the hash of their words instead).
    fn like(
        &self,
        sentence: &str,
        lengths: std::ops::RangeInclusive<usize>,
    ) -> Option<SmallVec<[Range<usize>; 4]>> {
        if self.many {
            return None;
        }
        let (first, last) = (first_word(sentence), last_word(sentence));
        Some(
            self.sentences
                .iter()
                .filter(|r| {
                    let other = &self.text[(*r).clone()];
                    lengths.contains(&r.len())
                        && (first_word(other).eq_ignore_ascii_case(first)
                            || last_word(other).eq_ignore_ascii_case(last))
                })
                .cloned()
                .collect(),
        )
    }
}

/// The first run of ASCII letters and digits in `sentence`.
fn first_word(sentence: &str) -> &str {
    let bytes = sentence.as_bytes();
    let start = bytes
        .iter()
        .position(u8::is_ascii_alphanumeric)
        .unwrap_or(bytes.len());
    let end = bytes[start..]
        .iter()
        .position(|b| !b.is_ascii_alphanumeric())
        .map_or(bytes.len(), |k| start + k);
    &sentence[start..end]
}

/// The sentences of a text, each with the hash of its words ([`words_hash`]), sorted by hash:
/// a sentence with given words is found by a binary search, not by comparing every sentence.
struct SentenceIndex(Vec<(u64, Range<usize>)>);

impl SentenceIndex {
    /// The index of the sentences of `text`.
    fn new(text: &str) -> SentenceIndex {
        let mut sentences: Vec<(u64, Range<usize>)> = sentences(text)
            .map(|r| {
                let words = words_of(text, r.clone());
                (words_hash(text, words.iter()), r)
            })
            .collect();
        sentences.sort_unstable_by_key(|(hash, _)| *hash);
        SentenceIndex(sentences)
    }

    /// The sentences whose words hash to `hash`.
    fn with_hash(&self, hash: u64) -> impl Iterator<Item = Range<usize>> + '_ {
        let from = self.0.partition_point(|(h, _)| *h < hash);
        self.0[from..]
            .iter()
            .take_while(move |(h, _)| *h == hash)
            .map(|(_, r)| r.clone())
    }
}

/// A sentence's words as ranges, most held inline.
type Words24 = SmallVec<[Range<usize>; 24]>;

/// A sentence's range and its words.
type ReadSentence = (Range<usize>, Words24);

/// The words (runs of letters and digits) of `text[range]`, as ranges into `text`.
fn words_of(text: &str, range: Range<usize>) -> Words24 {
    word_ranges(text, range).collect()
}

/// The ranges into `text` of the words of `text[range]`.
fn word_ranges(text: &str, range: Range<usize>) -> impl Iterator<Item = Range<usize>> + '_ {
    WordSpans::within(text, range).map(|w| {
        let at = w.as_ptr() as usize - text.as_ptr() as usize;
        at..at + w.len()
    })
}

/// A hash of the words at `words` (ranges into `text`), case aside (FNV-1a over their bytes,
/// a space after each word).
fn words_hash<'r>(text: &str, words: impl Iterator<Item = &'r Range<usize>>) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for w in words {
        for b in text.get(w.clone()).unwrap_or("").bytes().chain([b' ']) {
            hash = (hash ^ u64::from(b.to_ascii_lowercase())).wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

/// `a` and `b` have the same words (letters and digits, case aside), at least [`MIN_WORDS`]
/// of them, one a word of permission or duty ("can", "may", "must", "should", "need"...).
fn same_words_with_a_modal(a: &str, b: &str) -> bool {
    let (mut x, mut y) = (WordSpans::of(a), WordSpans::of(b));
    let (mut count, mut modal) = (0, false);
    loop {
        match (x.next(), y.next()) {
            (None, None) => return count >= MIN_WORDS && modal,
            (Some(p), Some(q)) if p.eq_ignore_ascii_case(q) => {
                count += 1;
                modal |= [
                    "can",
                    "cannot",
                    "may",
                    "must",
                    "should",
                    "need",
                    "needs",
                    "allowed",
                    "permitted",
                    "required",
                ]
                .iter()
                .any(|m| p.eq_ignore_ascii_case(m));
            }
            _ => return false,
        }
    }
}

/// Whether sentence `c` of `text` holds " and " or " or ": only such a sentence can lose a
/// conjunct ([`conjunct_dropped`]). Looked for once and kept in the sentence (an original's
/// sentences answer for every rewrite compared with them).
pub(super) fn holds_a_conjunction(text: &str, c: &super::extract::Clause) -> bool {
    *c.conjunction.get_or_init(|| {
        let sentence = text.get(c.range.clone()).unwrap_or("");
        // (In capitals too: a sign's "GOGGLES AND GLOVES", pol64.)
        [&AND, &OR, &AND_CAPS, &OR_CAPS]
            .iter()
            .any(|f| f.find(sentence.as_bytes()).is_some())
    })
}

/// The first of `sentences_of` (sentences of `original`, each holding a conjunction:
/// [`holds_a_conjunction`]) that some sentence of `rewrite` says again with one member of a
/// list of two dropped, with its "and" or "or", every other word kept in order: "The tenant
/// pays gas and internet" -> "The tenant pays internet" (or "... pays gas"). The dropped
/// member's range in `original` and the rewrite's sentence.
pub(super) fn conjunct_dropped<'t>(
    original: &str,
    sentences_of: impl Iterator<Item = Range<usize>>,
    rewrite: &'t str,
    outlines: &mut Option<SentenceOutlines<'t>>,
) -> Option<(Range<usize>, Range<usize>)> {
    let mut rewritten: Option<SentenceIndex> = None;
    for before in sentences_of {
        let text = original.get(before.clone()).unwrap_or("");
        // Said again without a member and its conjunction, it is shorter by their bytes and
        // opens or closes as it did: only then are words read and hashed.
        let length = text.trim().len();
        let outlines = outlines.get_or_insert_with(|| SentenceOutlines::of(rewrite));
        let shorter = length.saturating_sub(MAX_MEMBER_BYTES)..=length.saturating_sub(5);
        let few = outlines.like(text, shorter).map(|few| {
            few.into_iter()
                .filter(|after| cut_holds_a_conjunction(text.trim(), &rewrite[after.clone()]))
                .collect::<SmallVec<[Range<usize>; 4]>>()
        });
        if few.as_ref().is_some_and(|few| few.is_empty()) {
            continue;
        }
        let words = words_of(original, before);
        // Each candidate's words, read once for every way to cut.
        let few: Option<SmallVec<[ReadSentence; 4]>> = few.map(|few| {
            few.into_iter()
                .map(|after| {
                    let other = words_of(rewrite, after.clone());
                    (after, other)
                })
                .collect()
        });
        let conjunction = |k: usize| {
            original
                .get(words[k].clone())
                .is_some_and(|w| w.eq_ignore_ascii_case("and") || w.eq_ignore_ascii_case("or"))
        };
        // Each way to drop a member of one or two words and its conjunction: the member
        // before ("gas and") or after ("and internet"), the words left compared with the
        // sentences like it (in a text of many sentences, looked up by their hash).
        for c in (1..words.len()).filter(|&c| conjunction(c)) {
            for n in 1..=2 {
                let cuts = [
                    (c > n).then(|| (c - n..c + 1, c - n..c)),
                    (c + n < words.len()).then(|| (c..c + n + 1, c + 1..c + n + 1)),
                ];
                for (cut, member) in cuts.into_iter().flatten() {
                    let left = words[..cut.start].iter().chain(&words[cut.end..]);
                    let says_the_rest = |other: &[Range<usize>]| {
                        other.len() + cut.len() == words.len()
                            && left.clone().zip(other).all(|(x, y)| {
                                original
                                    .get(x.clone())
                                    .zip(rewrite.get(y.clone()))
                                    .is_some_and(|(p, q)| p.eq_ignore_ascii_case(q))
                            })
                    };
                    let found = match &few {
                        Some(few) => few
                            .iter()
                            .find(|(_, other)| says_the_rest(other))
                            .map(|(after, _)| after.clone()),
                        None => rewritten
                            .get_or_insert_with(|| SentenceIndex::new(rewrite))
                            .with_hash(words_hash(original, left.clone()))
                            .find(|after| says_the_rest(&words_of(rewrite, after.clone()))),
                    };
                    let dropped = words[member.start].start..words[member.end - 1].end;
                    // "Never commit secrets or disable X" -> "Never commit secrets. Never
                    // disable X.": the member said in a sentence of its own is not dropped.
                    if let Some(after) = found
                        && names_something(&original[dropped.clone()])
                        && !said_elsewhere(&original[dropped.clone()], rewrite)
                    {
                        return Some((dropped, after));
                    }
                }
            }
        }
    }
    None
}

/// `rewrite` with a sentence of `original` that it joins to the one before by a comma set
/// apart again: "Goggles on past the line, no exceptions." said of "GOGGLES AND GLOVES ON
/// PAST THE LINE. NO EXCEPTIONS." reads as "Goggles on past the line. no exceptions.", so a
/// member dropped from the first sentence is found as when the rewrite keeps them apart
/// (pol64c). The comma becomes a full stop, every other byte kept: ranges in the copy are
/// ranges in `rewrite`. `None` when no sentence is joined so.
pub(super) fn sentences_rejoined(
    original: &str,
    sentences_of: impl Iterator<Item = Range<usize>>,
    rewrite: &str,
) -> Option<String> {
    // (A cheap screen: a comma in the rewrite and two sentences in the original.)
    memchr::memchr(b',', rewrite.as_bytes())?;
    // (The first sentence joins none before it.)
    let later: SmallVec<[&str; 4]> = sentences_of
        .skip(1)
        .filter_map(|r| original.get(r))
        .map(|t| t.trim().trim_end_matches(['.', '!']).trim_end())
        .filter(|t| !t.is_empty())
        .collect();
    let mut copy: Option<String> = None;
    for (at, _) in rewrite.match_indices(", ") {
        let rest = &rewrite[at + 2..];
        let end = rest.find(['.', '!', '\n']).unwrap_or(rest.len());
        let tail = rest[..end].trim_end();
        if !tail.is_empty() && later.iter().any(|t| t.eq_ignore_ascii_case(tail)) {
            copy.get_or_insert_with(|| rewrite.to_owned())
                .replace_range(at..at + 1, ".");
        }
    }
    copy
}

/// " and ", " or ": looked for in every sentence [`holds_a_conjunction`] is asked of.
/// The first of `sentences_of` (sentences of `original`) that a sentence of `rewrite` says
/// again word for word, case and marks aside, with one of its steps cut out: an item of a
/// list of three or more set apart by commas (not the first, which may be the lead or the
/// occasion), of two words or more, one naming something, said nowhere else in the rewrite,
/// and no reason or aside ("it's a fire risk", "you know"): "Before diving: check the gauge,
/// clip the line on, then signal the boat" -> "Before diving: check the gauge, then signal
/// the boat" asks one step less (pol64). The step's range in `original` and the rewrite's
/// sentence.
pub(super) fn step_dropped<'t>(
    original: &str,
    sentences_of: impl Iterator<Item = Range<usize>>,
    rewrite: &'t str,
    outlines: &mut Option<SentenceOutlines<'t>>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Words opening a reason or an aside, no step.
    const ASIDES: &[&str] = &[
        "it's",
        "its",
        "it",
        "that's",
        "that",
        "this",
        "because",
        "as",
        "since",
        "so",
        "which",
        "who",
        "though",
        "but",
        "i",
        "we",
        "you",
        "or",
        "otherwise",
        "else",
        "cos",
        "cause",
    ];
    // (A cheap screen: two commas at least, in the text and then in the sentence.)
    memchr::memchr_iter(b',', original.as_bytes()).nth(1)?;
    for before in sentences_of {
        let text = original.get(before.clone()).unwrap_or("").trim();
        let at = before.start
            + (original[before.clone()].len() - original[before.clone()].trim_start().len());
        let commas: SmallVec<[usize; 8]> = memchr::memchr_iter(b',', text.as_bytes()).collect();
        if commas.len() < 2 {
            continue;
        }
        let outlines = outlines.get_or_insert_with(|| SentenceOutlines::of(rewrite));
        for (i, &comma) in commas.iter().enumerate() {
            let end = commas
                .get(i + 1)
                .copied()
                .unwrap_or_else(|| text.trim_end_matches(['.', '!', '?', ';']).len());
            let Some(step) = text.get(comma + 1..end) else {
                continue;
            };
            let words = alphanumeric_words(step);
            // (The aside's word after an "and" or "then": "..., and that's all".)
            let opening = words
                .iter()
                .find(|w| !is_one_of(w, &["and", "then"]))
                .copied()
                .unwrap_or_default();
            if words.len() < 2
                || is_one_of(opening, ASIDES)
                || !names_something(step)
                || said_elsewhere(step, rewrite)
            {
                continue;
            }
            let cut = text.len() - (end - comma);
            let (kept_before, kept_after) = (&text[..comma], &text[end..]);
            let wanted: SmallVec<[&str; 32]> = alphanumeric_words(kept_before)
                .into_iter()
                .chain(alphanumeric_words(kept_after))
                .collect();
            let says_the_rest = |after: &Range<usize>| {
                let theirs = alphanumeric_words(&rewrite[after.clone()]);
                theirs.len() == wanted.len()
                    && theirs
                        .iter()
                        .zip(&wanted)
                        .all(|(a, b)| a.eq_ignore_ascii_case(b))
            };
            // (A text of too many sentences to go through one by one is not read.)
            let few = outlines.like(text, cut.saturating_sub(4)..=cut + 4)?;
            if let Some(after) = few.into_iter().find(says_the_rest) {
                let lead = step.len() - step.trim_start().len();
                let from = at + comma + 1 + lead;
                return Some((from..from + step.trim().len(), after));
            }
        }
    }
    None
}

static AND: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new(" and "));
static OR: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new(" or "));
static AND_CAPS: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new(" AND "));
static OR_CAPS: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new(" OR "));

/// Whether `shorter` is `sentence` with one stretch cut out (their bytes agree from the
/// start and from the end, case aside, all of `shorter` covered) and the stretch holds "and"
/// or "or": only such a sentence can be `sentence` with a member of a list dropped.
fn cut_holds_a_conjunction(sentence: &str, shorter: &str) -> bool {
    let (a, b) = (sentence.as_bytes(), shorter.as_bytes());
    let prefix = super::common_prefix_ignoring_case(a, b);
    let suffix = super::common_suffix_ignoring_case(a, b);
    if prefix + suffix < b.len() || a.len() <= b.len() {
        return false;
    }
    // The stretch cut out, widened to whole words on both sides.
    let start = a[..prefix.min(a.len())]
        .iter()
        .rposition(|c| !c.is_ascii_alphanumeric())
        .map_or(0, |k| k + 1);
    let end = (a.len() - b.len() + prefix).min(a.len());
    let end = a[end..]
        .iter()
        .position(|c| !c.is_ascii_alphanumeric())
        .map_or(a.len(), |k| end + k);
    // A member of one or two words and its conjunction (a word cut in two at each side).
    let (mut words, mut conjunction) = (0, false);
    for w in WordSpans::within(sentence, start..end) {
        words += 1;
        conjunction |= w.eq_ignore_ascii_case("and") || w.eq_ignore_ascii_case("or");
        if words > 5 {
            return false;
        }
    }
    conjunction
}

/// Whether `member` holds a word that names something or someone: "8 and up" -> "8+" drops
/// no member ("up" names nothing, it opens the range).
fn names_something(member: &str) -> bool {
    use crate::classify::lexicon::{NO_CONTENT, classes};
    alphanumeric_words(member).iter().any(|w| {
        let w = w.to_ascii_lowercase();
        // The speaker is someone too ("Only Ana and I" -> "Only Ana").
        matches!(w.as_str(), "i" | "me" | "us")
            || w.len() > 2
                && !w.bytes().all(|b| b.is_ascii_digit())
                && classes(&w) & NO_CONTENT == 0
    })
}

/// Whether `rewrite` holds the words of `member` in a row, case aside.
fn said_elsewhere(member: &str, rewrite: &str) -> bool {
    let wanted = alphanumeric_words(member);
    if wanted.is_empty() {
        return false;
    }
    alphanumeric_words(rewrite)
        .windows(wanted.len())
        .any(|run| {
            run.iter()
                .zip(&wanted)
                .all(|(a, b)| a.eq_ignore_ascii_case(b))
        })
}

/// The runs of letters and digits of `text`.
fn alphanumeric_words(text: &str) -> SmallVec<[&str; 32]> {
    WordSpans::of(text).collect()
}

/// The most bytes a negation adds to a sentence: "does not " (a verb's "-s" aside).
const MAX_NEGATION_BYTES: usize = 9;

/// The most bytes a note's dropped articles take from a sentence ("The ", "the ").
const MAX_ARTICLE_BYTES: usize = 8;

/// `sentence` of `text` without a short label of up to three words before its colon ("User
/// notes: deckhand can ...", "Note: ..."), which says nothing the sentence says.
fn after_short_label(text: &str, sentence: Range<usize>) -> Range<usize> {
    let s = &text[sentence.clone()];
    let window = &s.as_bytes()[..s.len().min(SHORT_LABEL_BYTES)];
    match memchr::memchr(b':', window) {
        Some(colon)
            if s.as_bytes().get(colon + 1) == Some(&b' ')
                && s[..colon].split(' ').count() <= 3
                && s[..colon]
                    .bytes()
                    .all(|b| b.is_ascii_alphabetic() || b == b' ') =>
        {
            sentence.start + colon + 2..sentence.end
        }
        _ => sentence,
    }
}

/// The most bytes of a short label and its colon ("User notes: ").
const SHORT_LABEL_BYTES: usize = 24;

/// The most bytes the words that only carry a negation add to a sentence ("anything
/// containing "), where it has " any".
const MAX_ANY_BYTES: usize = 20;

/// " any", which opens the words that only carry a negation ("any", "anything with").
static ANY: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new(" any"));

/// Fewer words than this make no sentence worth comparing ("No." -> "Yes.").
const MIN_WORDS: usize = 3;

/// Each negation of a sentence: how many words came before it, and its range in the text.
type Negations = SmallVec<[(usize, Range<usize>); 4]>;

/// The negations of two sentences that have the same words in the same order once their
/// negations are set aside (case aside), or `None` at the first word that differs.
fn same_words_but_negations(mut a: Words<'_>, mut b: Words<'_>) -> Option<(Negations, Negations)> {
    let (mut negations_a, mut negations_b) = (Negations::new(), Negations::new());
    let mut count = 0;
    loop {
        match (
            a.next_word(&mut negations_a, count),
            b.next_word(&mut negations_b, count),
        ) {
            (None, None) => break,
            (Some(x), Some(y)) if x.eq_ignore_ascii_case(y) => count += 1,
            _ => return None,
        }
    }
    (count >= MIN_WORDS).then_some((negations_a, negations_b))
}

/// The range of a negation of `these` that `those` has nowhere at the same place.
fn missing_from(these: &Negations, those: &Negations) -> Option<Range<usize>> {
    these
        .iter()
        .find(|(at, _)| !those.iter().any(|(there, _)| there == at))
        .map(|(_, range)| range.clone())
}

/// A sentence's words with its negations set aside: "can't"/"cannot" read as "can" and a
/// negation after it, as "can not" does; "don't give" and "do not give" as a negation and
/// "give" (the auxiliary "do" only carried the negation); "isn't" as "is" and a negation.
struct Words<'t> {
    text: &'t str,
    words: Peekable<WordSpans<'t>>,
    /// The negation of a contraction whose auxiliary was the last word given.
    pending: Option<Range<usize>>,
}

impl<'t> Words<'t> {
    fn new(text: &'t str, range: Range<usize>) -> Words<'t> {
        Words {
            text,
            words: WordSpans::within(text, range).peekable(),
            pending: None,
        }
    }

    /// The next word; each negation met on the way goes into `negations` with `count`, the
    /// number of words given before it.
    fn next_word(&mut self, negations: &mut Negations, count: usize) -> Option<&'t str> {
        if let Some(range) = self.pending.take() {
            negations.push((count, range));
        }
        while let Some(word) = self.words.next() {
            let range = word.as_ptr() as usize - self.text.as_ptr() as usize;
            let range = range..range + word.len();
            // "can't" splits into "can" and "t"; "don't" into "don" and "t".
            if let Some(stem) = word.strip_suffix(['n', 'N'])
                && let Some(&t) = self.words.peek()
                && t.eq_ignore_ascii_case("t")
                && self.text[range.end..t.as_ptr() as usize - self.text.as_ptr() as usize]
                    .chars()
                    .all(is_apostrophe)
            {
                self.words.next();
                let t_start = t.as_ptr() as usize - self.text.as_ptr() as usize;
                let negation = range.start..t_start + t.len();
                match auxiliary(stem) {
                    Some(auxiliary) => {
                        self.pending = Some(negation);
                        return Some(auxiliary);
                    }
                    None => negations.push((count, negation)),
                }
            } else if word.eq_ignore_ascii_case("cannot") {
                self.pending = Some(range);
                return Some("can");
            } else if is_negation(word) {
                negations.push((count, range));
            } else if is_do(word) && self.words.peek().is_some_and(|next| is_negation(next)) {
                // "do not give": the auxiliary only carries the negation.
            } else if is_one_of(word, &["any", "ever", "the", "a", "an"]) {
                // "can't have any nuts" says no more than "can't have nuts"; "The deckhand
                // can't" no more than "deckhand can't" (a note drops its articles).
            } else if word.eq_ignore_ascii_case("anything") {
                // "can't have anything with grapefruit": "anything" with its "with" or
                // "containing" only carries the negation over to what follows.
                self.words
                    .next_if(|next| is_one_of(next, &["with", "containing"]));
            } else {
                return Some(word);
            }
        }
        None
    }
}

/// The auxiliary a contraction's stem stands for ("ca" of "can't" is "can", "wo" of "won't"
/// is "will", "is" of "isn't" is "is"); `None` for "do"/"does"/"did", which only carry the
/// negation.
fn auxiliary(stem: &str) -> Option<&str> {
    if stem.eq_ignore_ascii_case("ca") {
        Some("can")
    } else if stem.eq_ignore_ascii_case("wo") {
        Some("will")
    } else {
        (!is_do(stem)).then_some(stem)
    }
}

/// "not", "never" or "no", in any case.
fn is_negation(word: &str) -> bool {
    ["not", "never", "no"]
        .iter()
        .any(|n| word.eq_ignore_ascii_case(n))
}

/// "do", "does" or "did", in any case.
fn is_do(word: &str) -> bool {
    ["do", "does", "did"]
        .iter()
        .any(|d| word.eq_ignore_ascii_case(d))
}

fn is_apostrophe(c: char) -> bool {
    matches!(c, '\'' | '\u{2019}')
}

/// The words (runs of letters and digits) of a stretch of a text, as slices of the text.
///
/// Scanned byte by byte: an ASCII byte is told by the tokenizer's table
/// ([`BYTE_START`]), and only a non-ASCII
/// character is decoded (the same words as cutting the text at every character that is no
/// letter or digit, [`char::is_alphanumeric`]; tested).
struct WordSpans<'t> {
    text: &'t str,
    at: usize,
}

impl<'t> WordSpans<'t> {
    /// The words of all of `text`.
    fn of(text: &'t str) -> WordSpans<'t> {
        WordSpans { text, at: 0 }
    }

    /// The words of `text[range]` (none when `range` does not fall on characters of `text`).
    fn within(text: &'t str, range: Range<usize>) -> WordSpans<'t> {
        WordSpans::of(text.get(range).unwrap_or(""))
    }

    /// The character at byte `k` (not ASCII): its length, and whether it is a letter or digit.
    #[cold]
    #[inline(never)]
    fn non_ascii_at(&self, k: usize) -> (usize, bool) {
        self.text
            .get(k..)
            .and_then(|rest| rest.chars().next())
            .map_or((1, false), |c| (c.len_utf8(), c.is_alphanumeric()))
    }
}

impl<'t> Iterator for WordSpans<'t> {
    type Item = &'t str;

    fn next(&mut self) -> Option<&'t str> {
        let bytes = self.text.as_bytes();
        let mut i = self.at;
        // Past what is no letter or digit.
        let start = loop {
            let Some(&b) = bytes.get(i) else {
                self.at = i;
                return None;
            };
            match BYTE_START[usize::from(b)] {
                ByteStart::Word => break i,
                ByteStart::Skip | ByteStart::Other => i += 1,
                ByteStart::NonAscii => match self.non_ascii_at(i) {
                    (_, true) => break i,
                    (len, false) => i += len,
                },
            }
        };
        // To the end of the word: its ASCII letters and digits eight bytes at a time, a
        // character that is no ASCII decoded.
        loop {
            i += ascii_word_run(&bytes[i..]);
            match bytes.get(i) {
                Some(&b) if !b.is_ascii() => match self.non_ascii_at(i) {
                    (len, true) => i += len,
                    (_, false) => break,
                },
                _ => break,
            }
        }
        self.at = i;
        self.text.get(start..i)
    }
}

/// The last run of ASCII letters and digits in `sentence` ("care" of "... for lawn care.").
pub(super) fn last_word(sentence: &str) -> &str {
    let bytes = sentence.as_bytes();
    let end = bytes
        .iter()
        .rposition(u8::is_ascii_alphanumeric)
        .map_or(0, |k| k + 1);
    let start = bytes[..end]
        .iter()
        .rposition(|b| !b.is_ascii_alphanumeric())
        .map_or(0, |k| k + 1);
    &sentence[start..end]
}

/// The bytes after which a sentence ends, as a table (one load a byte).
static ENDS_A_SENTENCE: [bool; 256] = {
    let mut table = [false; 256];
    let mut k = 0;
    while k < 256 {
        table[k] = matches!(k as u8, b'.' | b'!' | b'?' | b';' | b'\n');
        k += 1;
    }
    table
};

/// The most sentences of each text [`condition_appended`] compares (more, and it is not asked).
const MAX_APPENDED_SENTENCES: usize = 64;

/// The most bytes a weaker frequency adds to a sentence in place of "always" or "never"
/// ("occasionally" for "never").
const MAX_FREQUENCY_BYTES: usize = 7;

/// The first of `frequent`, sentences of `original` each with its "always" or "never", that
/// a sentence of `rewrite` says again with that word replaced by a weaker frequency
/// ([`is_weaker_frequency`]), every other word kept in order (case aside): "The hatch is
/// always sealed before launch" -> "The hatch is normally sealed before launch", rule or
/// not. The word's range in `original` and the rewrite's sentence. At most
/// [`MAX_APPENDED_SENTENCES`] sentences of each text are compared.
pub(super) fn frequency_weakened(
    original: &str,
    frequent: impl Iterator<Item = (Range<usize>, Range<usize>)>,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    for (before, word) in frequent.take(MAX_APPENDED_SENTENCES) {
        let before = trimmed(original, before);
        let text = &original[before.clone()];
        let weakened = sentences(rewrite)
            .take(MAX_APPENDED_SENTENCES)
            .find(|after| {
                let other = &rewrite[after.clone()];
                other.len().abs_diff(text.len()) <= MAX_FREQUENCY_BYTES
                    && last_word(text).eq_ignore_ascii_case(last_word(other))
                    && same_words_but_frequency(
                        WordSpans::within(original, before.clone()),
                        WordSpans::within(rewrite, after.clone()),
                        word.start - before.start,
                    )
            });
        if let Some(after) = weakened {
            return Some((word, after));
        }
    }
    None
}

/// The words of `ours` and `theirs` are the same in the same order (case aside) but for one:
/// the word of `ours` at byte `at` of its sentence, which `theirs` replaced by a weaker
/// frequency.
fn same_words_but_frequency(mut ours: WordSpans<'_>, mut theirs: WordSpans<'_>, at: usize) -> bool {
    let start = ours.text.as_ptr() as usize;
    let mut replaced = false;
    loop {
        match (ours.next(), theirs.next()) {
            (None, None) => return replaced,
            (Some(x), Some(y)) if x.eq_ignore_ascii_case(y) => {}
            (Some(x), Some(y))
                if !replaced && x.as_ptr() as usize - start == at && is_weaker_frequency(y) =>
            {
                replaced = true;
            }
            _ => return false,
        }
    }
}

/// A frequency short of "always" and above "never" ("usually", "normally", "seldom").
fn is_weaker_frequency(word: &str) -> bool {
    [
        "usually",
        "normally",
        "generally",
        "mostly",
        "typically",
        "often",
        "frequently",
        "sometimes",
        "occasionally",
        "mainly",
        "largely",
        "seldom",
        "rarely",
        "infrequently",
    ]
    .iter()
    .any(|f| word.eq_ignore_ascii_case(f))
}

/// How many content words after a frequency tell what it is of
/// ([`never_said_as_a_weaker_frequency`]).
const FREQUENCY_OF_WORDS: usize = 3;

/// "Never exceed 820C with float glass" -> "Float glass rarely goes above 820C", "Widebeams go
/// through alone, never paired" -> "Widebeams usually go through alone, seldom paired": the
/// rewrite says "never" fewer times than the original and says a weaker frequency
/// ([`is_weaker_frequency`]) the original does not, in whatever words, rule or not, read in
/// any layout (a note of a JSON record, a list's item; pol63), in place of the "never" (one of
/// the [`FREQUENCY_OF_WORDS`] content words after each, in its part, the same). The "never" and the
/// rewrite's weaker frequency. Not "never" said again with the frequency beside it
/// ("usually on the left, never on the verge"), nor a frequency the original says too.
pub(super) fn never_said_as_a_weaker_frequency(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // (A cheap screen first: "never" in the original.)
    if !o.has("never") {
        return None;
    }
    let (ours, theirs) = (o.words(), r.words());
    let nevers = |ws: &[Word<'_>]| {
        ws.iter()
            .filter(|(w, _)| w.eq_ignore_ascii_case("never"))
            .count()
    };
    if nevers(theirs) >= nevers(ours) {
        return None;
    }
    // The first content words after word `k` of `ws` (words of `text`) in its part, what its
    // frequency is of.
    let of = |text: &str, ws: &[Word<'_>], k: usize| -> SmallVec<[usize; 3]> {
        let part_end = (k + 1..ws.len())
            .find(|&j| text[ws[j - 1].1.end..ws[j].1.start].contains(['.', ';', '!', '?', '\n']))
            .unwrap_or(ws.len());
        (k + 1..part_end)
            .filter(|&j| is_content(ws[j].0))
            .take(FREQUENCY_OF_WORDS)
            .collect()
    };
    // (In place of the "never": a word of what it is of said after the weaker frequency.)
    ours.iter()
        .enumerate()
        .filter(|(_, (w, _))| w.eq_ignore_ascii_case("never"))
        .find_map(|(i, (_, never))| {
            let what = of(o.text, ours, i);
            let (_, weaker) = theirs.iter().enumerate().find_map(|(j, (w, at))| {
                (is_weaker_frequency(w)
                    && !ours.iter().any(|(x, _)| x.eq_ignore_ascii_case(w))
                    && of(r.text, theirs, j)
                        .iter()
                        .any(|&b| what.iter().any(|&a| same_word(ours[a].0, theirs[b].0))))
                .then_some((j, at))
            })?;
            Some((never.clone(), weaker.clone()))
        })
}

/// Punctuation a restatement may add or drop around a word without changing what it says:
/// the stops, quotes and brackets around it.
fn is_outer_punctuation(c: char) -> bool {
    matches!(
        c,
        '.' | ','
            | ';'
            | ':'
            | '!'
            | '?'
            | '"'
            | '\''
            | '('
            | ')'
            | '['
            | ']'
            | '…'
            | '\u{2018}'
            | '\u{2019}'
            | '\u{201C}'
            | '\u{201D}'
    )
}

/// `rewrite` says `original` again word for word, the punctuation around its words aside, and
/// case aside where the original is written in capitals (a sign: "HARD HATS TO BE WORN IN THE
/// WINCH HOUSE AT ALL TIMES" -> "Hard hats to be worn in the winch house at all times.",
/// pol63), else only a word's first letter ("hard hats" -> "Hard hats"; "5 GB" is not "5
/// Gb"): the same text, however the classifier read either (a sign in capitals may read as no
/// rule where its sentence-case copy does). A word's own marks are kept ("-5", "10.5",
/// "don't"); a dash between words is punctuation. Texts whose lengths differ by more than a
/// few bytes a word are not compared.
pub(super) fn said_again_case_aside(original: &str, rewrite: &str) -> bool {
    // (A cheap screen first: a restatement adds or drops a few bytes of punctuation only.)
    if original.len().abs_diff(rewrite.len()) > 8 + original.len() / 10 || original == rewrite {
        return false;
    }
    fn tokens(text: &str) -> impl Iterator<Item = &str> {
        text.split_whitespace()
            .map(|t| t.trim_matches(is_outer_punctuation))
            .filter(|t| {
                !t.is_empty()
                    && !t
                        .chars()
                        .all(|c| matches!(c, '-' | '\u{2013}' | '\u{2014}'))
            })
    }
    let in_capitals = !original.bytes().any(|b| b.is_ascii_lowercase());
    // The two words are one: in any case for a sign in capitals, else but for the first
    // letter's.
    let same = |a: &str, b: &str| {
        if in_capitals {
            return a.eq_ignore_ascii_case(b);
        }
        let (mut x, mut y) = (a.chars(), b.chars());
        match (x.next(), y.next()) {
            (Some(p), Some(q)) => p.to_lowercase().eq(q.to_lowercase()) && x.as_str() == y.as_str(),
            _ => a == b,
        }
    };
    let (mut ours, mut theirs) = (tokens(original), tokens(rewrite));
    loop {
        match (ours.next(), theirs.next()) {
            (None, None) => return true,
            (Some(a), Some(b)) if same(a, b) => {}
            _ => return false,
        }
    }
}

/// The first of `unread`, sentences of `original` not read as rules, that a sentence of
/// `rewrite` says again word for word and then narrows with a condition of its own: "The
/// nanny can take the kids to the park" -> "The nanny can take the kids to the park if it
/// isn't raining", "Guests are welcome to use the pool" -> "... when a lifeguard is on duty".
/// The original's sentence (its stop aside) and the rewrite's condition word. Texts of at most
/// [`MAX_APPENDED_SENTENCES`] sentences each.
pub(super) fn condition_appended(
    original: &str,
    unread: impl Iterator<Item = Range<usize>>,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    // (A rule's sentences were compared already: most spans have no other. Most rewrites
    // name no condition: one pass over their words tells.)
    let mut unread = unread.take(MAX_APPENDED_SENTENCES).peekable();
    if unread.peek().is_none()
        || !names_a_condition(rewrite)
        || sentences(rewrite).nth(MAX_APPENDED_SENTENCES).is_some()
    {
        return None;
    }
    for sentence in unread {
        let sentence = trimmed(original, sentence);
        let Some(first) = WordSpans::within(original, sentence.clone()).next() else {
            continue;
        };
        for after in sentences(rewrite) {
            let mut ours = WordSpans::within(original, sentence.clone());
            let mut theirs = word_ranges(rewrite, after.clone());
            // Asked first of the opening word (most sentences differ there).
            if !theirs
                .next()
                .is_some_and(|w| word_at(rewrite, &w).eq_ignore_ascii_case(first))
            {
                continue;
            }
            ours.next();
            if !ours.all(|w| {
                theirs
                    .next()
                    .is_some_and(|x| word_at(rewrite, &x).eq_ignore_ascii_case(w))
            }) {
                continue;
            }
            let (condition, next) = (theirs.next(), theirs.next());
            // "as long as", "so long as" (not "as well"), with a word of the condition after.
            let opens = |c: &Range<usize>| {
                let word = word_at(rewrite, c);
                next.as_ref().is_some_and(|n| {
                    opens_a_condition(word.as_bytes())
                        && (!["as", "so"].iter().any(|x| word.eq_ignore_ascii_case(x))
                            || word_at(rewrite, n).eq_ignore_ascii_case("long"))
                })
            };
            if let Some(condition) = condition.filter(opens) {
                return Some((sentence, condition));
            }
        }
    }
    None
}

/// The content words of a sentence's main clause said again must be all but this many, when
/// it has three or more ("it goes straight to the front" -> "Cats go straight to the front":
/// "goes" is not read as "go").
const MAIN_WORDS_UNSAID: usize = 1;

/// The first of `conditioned` (a sentence of `original` not read as a rule, with where one of
/// its condition words is) whose condition opens it ("if", "when", "whenever", "once",
/// "unless" within its first three words, up to the comma after it) and that a sentence of
/// `rewrite` says again without it: the main clause's content words said in that sentence
/// (all but [`MAIN_WORDS_UNSAID`] of three or more; two at least), and of the condition's own
/// content words (two at least, none of the main clause's) at most a third said anywhere in the
/// rewrite: "Rra, if a cat comes in with a blocked bladder, it goes straight to the front" ->
/// "Cats go straight to the front" (pol63; [`condition_cut_off`] reads a condition after the
/// sentence's words). The condition word's range and the rewrite's sentence. The condition
/// said in other words ("Blocked-bladder cats go straight to the front"), or by a mark or a
/// condition word before the main clause's words ("truck off the road -> blast postponed"), is
/// kept.
pub(super) fn leading_condition_dropped(
    original: &str,
    conditioned: impl Iterator<Item = (Range<usize>, Range<usize>)>,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    let mut theirs_all: Option<Vec<&str>> = None;
    for (sentence, condition) in conditioned.take(MAX_APPENDED_SENTENCES) {
        let sentence = trimmed(original, sentence);
        let word = &original[condition.clone()];
        if !is_one_of(word, &["if", "when", "whenever", "once", "unless"])
            || words(original, sentence.start..condition.start).len() > 2
        {
            continue;
        }
        let Some(comma) = original[condition.end..sentence.end].find(',') else {
            continue;
        };
        let comma = condition.end + comma;
        let main = content_parts(original, comma + 1..sentence.end);
        let own: Vec<&str> = content_parts(original, condition.end..comma)
            .into_iter()
            .filter(|w| !main.iter().any(|m| same_word(m, w)))
            .collect();
        if main.len() < 2 || own.len() < 2 {
            continue;
        }
        let theirs_all = theirs_all.get_or_insert_with(|| content_parts(rewrite, 0..rewrite.len()));
        let said_anywhere = own
            .iter()
            .filter(|w| theirs_all.iter().any(|x| same_word(x, w)))
            .count();
        if 3 * said_anywhere > own.len() {
            continue;
        }
        let unsaid_at_most = if main.len() >= 3 {
            MAIN_WORDS_UNSAID
        } else {
            0
        };
        if let Some(after) = sentences(rewrite).take(MAX_APPENDED_SENTENCES).find(|r| {
            let theirs = words(rewrite, r.clone());
            let said = |(x, _): &&Word<'_>| main.iter().any(|w| same_word(x, w));
            // (Before the main clause's first word, no condition said otherwise: "2nd truck
            // off the road -> blast postponed", "Truck down: blast postponed".)
            let lead = theirs
                .iter()
                .find(said)
                .map_or(r.clone(), |(_, at)| r.start..at.start);
            let said_as_a_condition = ["->", "\u{2192}", "=>", ":"]
                .iter()
                .any(|mark| rewrite[lead.clone()].contains(mark))
                || names_a_condition(&rewrite[lead]);
            let theirs = content_parts(rewrite, r.clone());
            !said_as_a_condition
                && main
                    .iter()
                    .filter(|w| !theirs.iter().any(|x| same_word(x, w)))
                    .count()
                    <= unsaid_at_most
        }) {
            return Some((condition, after));
        }
    }
    None
}

/// Words that open a condition before a sentence's order ("If the saw's been running, ...").
const LEADING_CONDITIONS: &[&str] = &["if", "when", "whenever", "unless", "once"];

/// "Isolate at the wall before you open the wheel covers" -> "If the saw's been running,
/// isolate at the wall before opening the wheel covers": a sentence of `r` opening with a
/// condition ([`LEADING_CONDITIONS`], up to its comma) that names a content word the original
/// never says, its words after the comma (two at least) all the original's, and an original
/// with no condition word of its own: the rule narrowed to a case (pol63), "condition added".
/// A condition of the original's words ("If you open the covers, isolate first") is kept.
pub(super) fn condition_prefixed(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // (A cheap screen first: a condition word in the rewrite, none in the original.)
    let opens = |ws: &[Word<'_>]| ws.iter().any(|(w, _)| is_one_of(w, LEADING_CONDITIONS));
    if !opens(r.words()) || opens(o.words()) {
        return None;
    }
    let ours = content_parts(o.text, 0..o.text.len());
    let known = |w: &str| ours.iter().any(|x| same_word(x, w));
    sentences(r.text).find_map(|s| {
        let ws = words(r.text, s.clone());
        let (first, at) = ws.first()?;
        if !is_one_of(first, LEADING_CONDITIONS) {
            return None;
        }
        let comma = s.start + r.text[s.clone()].find(',')?;
        let rest = content_parts(r.text, comma + 1..s.end);
        let new = content_parts(r.text, at.end..comma)
            .iter()
            .any(|w| !known(w));
        (rest.len() >= 2 && rest.iter().all(|w| known(w)) && new)
            .then(|| (trimmed(o.text, 0..o.text.len()), at.clone()))
    })
}

/// A word that opens a condition ("if", "unless", "when", "provided", "once", "as long as").
fn opens_a_condition(word: &[u8]) -> bool {
    // Asked of every word of a rewrite: by its length first (most words have none of these).
    let is = |listed: &[u8]| word.eq_ignore_ascii_case(listed);
    match word.len() {
        2 => is(b"if") || is(b"as") || is(b"so"),
        4 => is(b"when") || is(b"once") || is(b"only"),
        6 => is(b"unless") || is(b"except"),
        8 => is(b"whenever") || is(b"provided") || is(b"assuming"),
        9 => is(b"providing"),
        _ => false,
    }
}

/// Whether a word of `text` opens a condition ([`opens_a_condition`]). In ASCII text a word
/// is a run of letters and digits, cut out by one comparison a byte; other text is read
/// character by character ([`WordSpans`]).
fn names_a_condition(text: &str) -> bool {
    if text.is_ascii() {
        text.as_bytes()
            .split(|b| !b.is_ascii_alphanumeric())
            .any(opens_a_condition)
    } else {
        WordSpans::of(text).any(|w| opens_a_condition(w.as_bytes()))
    }
}

/// The fewest words of a rule clause [`rule_clause_said_again`] takes as said again.
const MIN_RULE_CLAUSE_WORDS: usize = 4;

/// The rule clause of `o` (a binding sentence of `original`) that `rewrite` says again word for
/// word, when the rest of the sentence is talk around it: "I talked to the insurance guy for
/// like an hour, ... anyway the upshot is: do not sign the release form until the repair
/// estimate is in writing." -> "Long call with the insurer. Key point: do not sign the release
/// form until the repair estimate is in writing." The clause runs from the punctuation before
/// the rule's negation or order to the comma, semicolon or dash after which the sentence only
/// talks, or to its end; what comes before it tells of something past or is small talk
/// ([`is_talk`]), names no condition or date and does not end in a phrase that could narrow
/// the rule ("In production:").
/// Returns the clause's range and where the rewrite says it.
pub(super) fn rule_clause_said_again(
    original: &str,
    o: &super::extract::Clause,
    rewrite: &str,
) -> Option<(Range<usize>, usize)> {
    let marker = match (&o.negation, &o.strong) {
        (Some(n), Some(s)) => n.start.min(s.start),
        (Some(m), None) | (None, Some(m)) => m.start,
        (None, None) => return None,
    };
    let lead = original.get(o.range.start..marker)?;
    // (A spaced hyphen is a dash: "Just one thing - please don't ...".)
    let dash = lead
        .rmatch_indices('-')
        .map(|(k, _)| k)
        .find(|&k| k > 0 && lead.get(k - 1..).is_some_and(|d| d.starts_with(" - ")));
    let boundary = o.range.start + lead.rfind([':', '—', '–', ';', ',', '!']).max(dash)? + 1;
    let before = original.get(o.range.start..boundary)?;
    let named_before = o
        .conditions
        .iter()
        .map(|(_, c)| c)
        .chain(o.dates.iter().map(|d| &d.range));
    if !talk_in(before)
        || named_before.clone().any(|r| r.start < boundary)
        || before
            .split_whitespace()
            .rev()
            .take(4)
            .any(opens_a_narrowing_phrase)
    {
        return None;
    }
    // The clause ends at the first comma, semicolon or dash after which the sentence only
    // talks (names no condition or number, and no date but a part of the day: "..., I'm not
    // a morning person"), or at its end.
    let only_talk_from = |at: usize| {
        talk_in(original.get(at..o.range.end).unwrap_or(""))
            && !o.conditions.iter().any(|(_, c)| c.start >= at)
            && !o.numbers.iter().any(|n| n.range.start >= at)
            && o.dates
                .iter()
                .all(|d| d.range.start < at || d.is_part_of_day())
    };
    let end = original
        .get(marker..o.range.end)?
        .match_indices([',', ';', '—', '(', '!'])
        .map(|(k, _)| marker + k)
        .find(|&at| only_talk_from(at))
        .unwrap_or(o.range.end);
    let clause = trimmed(original, boundary..end);
    let mut words = WordSpans::within(original, clause.clone()).peekable();
    // "please don't book anything" -> "Don't book anything": the courtesy opening it may go.
    while words.peek().is_some_and(|w| {
        ["please", "pls", "kindly", "just"]
            .iter()
            .any(|p| w.eq_ignore_ascii_case(p))
    }) {
        words.next();
    }
    let words: SmallVec<[&str; 16]> = words.collect();
    if words.len() < MIN_RULE_CLAUSE_WORDS {
        return None;
    }
    said_in(rewrite, &words).map(|at| (clause, at))
}

/// The most places [`said_in`] compares a run of words from.
const MAX_RUN_STARTS: usize = 64;

/// Where `rewrite` says `words` one after another (case aside; the speaker's "me" may be
/// "the user", as a summary names who spoke): the byte offset of the first, compared from
/// each of the first [`MAX_RUN_STARTS`] words of the rewrite that are the first of `words`.
fn said_in(rewrite: &str, words: &[&str]) -> Option<usize> {
    let first = words.first()?;
    word_ranges(rewrite, 0..rewrite.len())
        .filter(|w| word_at(rewrite, w).eq_ignore_ascii_case(first))
        .take(MAX_RUN_STARTS)
        .find(|w| {
            let mut theirs = WordSpans::of(rewrite.get(w.start..).unwrap_or("")).peekable();
            words.iter().all(|ours| match theirs.next() {
                Some(x) if x.eq_ignore_ascii_case(ours) => true,
                Some(x) => {
                    ours.eq_ignore_ascii_case("me")
                        && x.eq_ignore_ascii_case("the")
                        && theirs.next_if(|u| u.eq_ignore_ascii_case("user")).is_some()
                }
                None => false,
            })
        })
        .map(|w| w.start)
}

/// `text` holds a word of talk ([`is_talk`]), apostrophes kept ("I'm").
fn talk_in(text: &str) -> bool {
    text.split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && !is_apostrophe(c)))
        .any(is_talk)
}

/// A word of talk around a rule rather than of the rule: a verb in the past ("talked",
/// "told"), a greeting or thanks ("hi", "thanks", "cheers"), a speaker's aside ("I'm",
/// "anyway", "upshot", "reminder").
fn is_talk(word: &str) -> bool {
    let lower = |w: &str| word.eq_ignore_ascii_case(w);
    word.len() > 4 && word.ends_with("ed")
        || [
            "was", "were", "had", "said", "told", "went", "kept", "got", "came", "took", "thought",
            "spent", "met", "saw", "heard", "knew", "hi", "hey", "hello", "thanks", "thank", "thx",
            "cheers", "hope", "sorry", "btw", "anyway", "upshot", "reminder", "i'm", "i’m", "im",
            "haha", "lol",
        ]
        .iter()
        .any(|w| lower(w))
}

/// A preposition or conjunction that opens a phrase which could narrow a rule after it ("In
/// production: ...", "For the launch week, ...", "When on call, ...").
fn opens_a_narrowing_phrase(word: &str) -> bool {
    [
        "in", "on", "at", "for", "during", "within", "when", "whenever", "if", "while", "before",
        "after", "until", "from", "to", "with", "without", "under", "over", "unless", "except",
        "only", "outside", "inside",
    ]
    .iter()
    .any(|p| word.eq_ignore_ascii_case(p))
}

/// The most words of a sentence's actor (the words before its verb) [`actor_replaced`] tries.
const MAX_ACTOR: usize = 4;

/// The most sentences of each text [`actor_replaced`] compares (more, and it is not asked).
const MAX_ACTOR_SENTENCES: usize = 8;

/// A sentence's range and the ranges of its first words (up to [`MAX_ACTOR`] and its verb).
type Opening = (Range<usize>, SmallVec<[Range<usize>; MAX_ACTOR + 1]>);

/// The sentences `of` `text` with their openings, or `None` when there are more than
/// [`MAX_ACTOR_SENTENCES`].
fn openings(
    text: &str,
    of: impl Iterator<Item = Range<usize>>,
) -> Option<SmallVec<[Opening; MAX_ACTOR_SENTENCES]>> {
    let mut all = SmallVec::new();
    for sentence in of {
        if all.len() == MAX_ACTOR_SENTENCES {
            return None;
        }
        let first = word_ranges(text, sentence.clone())
            .take(MAX_ACTOR + 1)
            .collect();
        all.push((sentence, first));
    }
    Some(all)
}

/// The most words a rule's subject before its modal may have to be compared ("the
/// insurance broker").
const MAX_SUBJECT_WORDS: usize = 4;

/// The subject of a rule's modal, the modal and the verb after it: the words before the
/// first modal of `sentence` ("must", "can't", "has to"...), trimmed of punctuation, and
/// the first word after the modal that is not "not" or "to". `None` without a modal among
/// the first few words.
fn subject_of_modal(sentence: &str) -> Option<(SmallVec<[&str; 4]>, &str, &str)> {
    // Each word without its punctuation, and whether a comma, colon or semicolon closes it.
    let mut words = sentence
        .split_whitespace()
        .map(|w| {
            let bare =
                w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '\u{2019}');
            (bare, w.ends_with([',', ':', ';']))
        })
        .filter(|(w, _)| !w.is_empty());
    let mut subject: SmallVec<[&str; 4]> = SmallVec::new();
    loop {
        let (w, closes) = words.next()?;
        let modal = is_one_of(
            w,
            &[
                "must",
                "mustn't",
                "may",
                "can",
                "cannot",
                "can't",
                "should",
                "shouldn't",
                "shall",
            ],
        );
        let mut rest = words.clone();
        let periphrastic = is_one_of(w, &["has", "have", "needs", "need"])
            && rest
                .next()
                .is_some_and(|(n, _)| n.eq_ignore_ascii_case("to"));
        if modal || periphrastic {
            let (verb, _) =
                words.find(|(n, _)| !is_one_of(n, &["not", "to", "never", "only", "always"]))?;
            return Some((subject, w, verb));
        }
        // The subject opens after a lead ("Team lunches: you can ...") or a conjunction
        // ("No rush, but you can ...").
        if closes || is_one_of(w, &["but", "and", "so", "or", "then"]) {
            subject.clear();
        } else if subject.len() == MAX_SUBJECT_WORDS {
            return None;
        } else if !w.eq_ignore_ascii_case("the") {
            subject.push(w);
        }
    }
}

/// The letters `text` opens with, after white space ("You" of "You must not ..."). (Byte by
/// byte: a character that is no ASCII letter opens with a byte that is none either.)
fn first_letters(text: &str) -> &str {
    let text = text.trim_start();
    &text[..text
        .bytes()
        .position(|b| !b.is_ascii_alphabetic())
        .unwrap_or(text.len())]
}

/// Rule `o` of `original` said again by `r` of `rewrite` with the same modal and verb, its
/// subject replaced where that changes who is bound: "You must not contact the insurer" ->
/// "The broker must not contact the insurer" (the one addressed traded for another, or
/// back), "Lin has to sign off" -> "Someone has to sign off" (a named actor made anyone).
/// The two subjects' ranges.
pub(super) fn subject_of_modal_replaced(
    (original, o): (&str, &super::Clause),
    (rewrite, r): (&str, &super::Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let a = original.get(o.range.clone())?;
    let b = rewrite.get(r.range.clone())?;
    // Screened by the first words: one of them "you" or "someone" ("anyone"...) and the
    // other another word (most pairs stop here, before any reading).
    let (first_a, first_b) = (first_letters(a), first_letters(b));
    let open_a_subject = |w: &str| {
        (3..=8).contains(&w.len())
            && is_one_of(w, &["you", "someone", "somebody", "anyone", "anybody"])
    };
    // Or "you" later in one sentence and not in the other: the one addressed after a
    // conjunction ("Callum checks the boxes first, then you can go in" -> "..., then Callum
    // can go in"; c29r003).
    let addressed_later = || {
        // (Only sentences that open differently: most sentences said again open alike, and
        // the finder does not run for them.)
        let you = |t: &str| YOU.find(t.as_bytes()).is_some();
        !first_a.eq_ignore_ascii_case(first_b) && you(a) != you(b)
    };
    // Or "we" / "I" opening one sentence where the other names that party later, apart
    // from its subject ("The customer must provide the LOA before we patch" -> "We must
    // provide the LOA before patching"; c31r125): asked only of sentences that open apart.
    let speaker = |w: &str| w.eq_ignore_ascii_case("we") || w.eq_ignore_ascii_case("i");
    let speaker_made_subject = || {
        (speaker(first_a) || speaker(first_b))
            && !first_a.eq_ignore_ascii_case(first_b)
            && first_person_made_subject(a, b).is_some()
    };
    if (first_a.eq_ignore_ascii_case(first_b)
        || !(open_a_subject(first_a) || open_a_subject(first_b)))
        && !addressed_later()
        && !speaker_made_subject()
    {
        return None;
    }
    let (subject_a, modal_a, verb_a) = subject_of_modal(a)?;
    let (subject_b, modal_b, verb_b) = subject_of_modal(b)?;
    if !modal_a.eq_ignore_ascii_case(modal_b) || !verb_a.eq_ignore_ascii_case(verb_b) {
        return None;
    }
    let is = |subject: &[&str], words: &[&str]| subject.len() == 1 && is_one_of(subject[0], words);
    let addressed = |s: &[&str]| is(s, &["you"]);
    let nobody_named = |s: &[&str]| {
        s.is_empty()
            || is(
                s,
                &["you", "we", "i", "someone", "somebody", "anyone", "anybody"],
            )
    };
    let indefinite = |s: &[&str]| is(s, &["someone", "somebody", "anyone", "anybody"]);
    let speaker = |s: &[&str]| is(s, &["we", "i"]);
    let replaced = addressed(&subject_a) && !nobody_named(&subject_b)
        || addressed(&subject_b) && !nobody_named(&subject_a)
        || indefinite(&subject_b) && !nobody_named(&subject_a)
        || (speaker(&subject_b) && !nobody_named(&subject_a)
            || speaker(&subject_a) && !nobody_named(&subject_b))
            && first_person_made_subject(a, b).is_some();
    if !replaced {
        return None;
    }
    // The bytes of `text` the subject's words run over.
    let span = |text: &str, subject: &[&str]| {
        let (first, last) = (subject.first()?, subject.last()?);
        let start = first.as_ptr() as usize - text.as_ptr() as usize;
        Some(start..last.as_ptr() as usize - text.as_ptr() as usize + last.len())
    };
    Some((span(original, &subject_a)?, span(rewrite, &subject_b)?))
}

/// One of the two sentences opens with "we" or "I" and the other names that pronoun only
/// after its first word: the speaker, another party than the other's subject there ("...
/// before we patch"), made the one bound. The pronoun, lower-cased.
fn first_person_made_subject(a: &str, b: &str) -> Option<&'static str> {
    let later = |text: &str, pronoun: &str| {
        text.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .skip(1)
            .any(|w| w.eq_ignore_ascii_case(pronoun))
    };
    let opens = |text: &str, pronoun: &str| first_letters(text).eq_ignore_ascii_case(pronoun);
    ["we", "i"].into_iter().find(|p| {
        opens(b, p) && !opens(a, p) && later(a, p) || opens(a, p) && !opens(b, p) && later(b, p)
    })
}

/// The first of `unread`, sentences of `original` not read as rules (a rule's actor is the
/// scope comparison's), that a sentence of `rewrite` says again with its actor
/// replaced, as the two actors' ranges: the words from the verb on kept (the verb may agree
/// with its new subject, words after the rewrite's last may be cut) and the actors apart,
/// either sharing no word ("Lena reviews every invoice" -> "Finance reviews every invoice") or
/// the original's a universal ("everyone", "all", "every") the rewrite's narrows with a word
/// of its own ("Everyone in the lab wears goggles, guests too" -> "Lab staff wear goggles").
/// Only a standing practice: a verb in the present ("reviews"), or after a universal. A pronoun
/// refers back ("we" -> "the team") and is no other actor. Texts of a few sentences only.
pub(super) fn actor_replaced(
    (original, practices): (&str, &Practices),
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    let Practices { ours, candidates } = practices;
    let theirs = openings(rewrite, sentences(rewrite))?;
    let span = |a: &[Range<usize>]| a[0].start..a[a.len() - 1].end;
    for &(n, i) in candidates {
        let (o, o_first) = &ours[n];
        let (o_actor, verb) = (&o_first[..i], word_at(original, &o_first[i]));
        // The word after the verb, kept ([`kept_from_the_verb`] asks it again): a byte
        // compare rules out most candidates before the verbs are matched.
        let after_verb = o_first.get(i + 1).map(|w| word_at(original, w));
        for (r, r_first) in &theirs {
            for k in 1..r_first.len() {
                let r_actor = &r_first[..k];
                let next_kept = match (after_verb, r_first.get(k + 1)) {
                    (Some(ours), Some(theirs)) => {
                        ours.eq_ignore_ascii_case(word_at(rewrite, theirs))
                    }
                    _ => true,
                };
                if next_kept
                    && !ends_before_its_noun(word_at(rewrite, &r_first[k - 1]))
                    && super::swaps::same_word(verb, word_at(rewrite, &r_first[k]))
                    && kept_from_the_verb(
                        (original, o, o_first[i].start),
                        (rewrite, r, r_first[k].start),
                    )
                    && other_actor((original, o_actor), (rewrite, r_actor))
                {
                    return Some((span(o_actor), span(r_actor)));
                }
            }
        }
    }
    None
}

/// What [`actor_replaced`] reads of the original alone: the openings of its sentences, and
/// where in them a practice's verb may follow its actor.
#[derive(Debug, Clone)]
pub(super) struct Practices {
    /// The sentences read, with their openings.
    ours: SmallVec<[Opening; MAX_ACTOR_SENTENCES]>,
    /// Each place a practice's verb may be: the sentence (an index into `ours`) and the
    /// word of its opening ([`practice_verbs`]).
    candidates: SmallVec<[(usize, usize); MAX_ACTOR_SENTENCES]>,
}

/// The [`Practices`] of `unread`, sentences of `original` not read as rules: `None` when there
/// are more than [`MAX_ACTOR_SENTENCES`] or no place a practice's verb may be (most texts have
/// none: no verb in the present among the first words), and then no rewrite is read.
pub(super) fn practices(
    original: &str,
    unread: impl Iterator<Item = Range<usize>>,
) -> Option<Practices> {
    let ours = openings(original, unread.map(|s| trimmed(original, s)))?;
    let candidates: SmallVec<[(usize, usize); MAX_ACTOR_SENTENCES]> = ours
        .iter()
        .enumerate()
        .flat_map(|(n, (_, first))| practice_verbs(original, first).map(move |i| (n, i)))
        .collect();
    (!candidates.is_empty()).then_some(Practices { ours, candidates })
}

/// The first of `unread`, sentences of `original` not read as rules, whose present passive's
/// agent a sentence of `rewrite` replaces, every word before the "by" kept: "Invoices are
/// approved by the CFO" -> "Invoices are approved by finance" (the agents compared as
/// [`actor_replaced`] compares actors). Returns the two agents' ranges. Texts of a few
/// sentences only.
pub(super) fn passive_agent_replaced(
    original: &str,
    unread: impl Iterator<Item = Range<usize>>,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    // An agent follows " by ": a rewrite with none replaces none. Most sentences hold no
    // passive agent, and then the rewrite is not read.
    BY.find(rewrite.as_bytes())?;
    let ours: SmallVec<[(Range<usize>, Agent); MAX_ACTOR_SENTENCES]> = unread
        .take(MAX_ACTOR_SENTENCES + 1)
        .filter_map(|s| passive_agent(original, &s).map(|a| (s, a)))
        .collect();
    if ours.is_empty() || ours.len() > MAX_ACTOR_SENTENCES {
        return None;
    }
    let span = |a: &[Range<usize>]| a[0].start..a[a.len() - 1].end;
    // (Only the rewrite's sentences around a " by " are read.)
    BY.find_iter(rewrite.as_bytes())
        .take(MAX_ACTOR_SENTENCES)
        .map(|k| sentence_around(rewrite, k))
        .filter_map(|r| passive_agent(rewrite, &r).map(|a| (r, a)))
        .find_map(|(r, theirs)| {
            ours.iter().find_map(|(o, ours)| {
                let kept = same_words((original, o.start..ours.by), (rewrite, r.start..theirs.by))
                    && same_words((original, ours.rest..o.end), (rewrite, theirs.rest..r.end));
                (kept && other_actor((original, &ours.words), (rewrite, &theirs.words)))
                    .then(|| (span(&ours.words), span(&theirs.words)))
            })
        })
}

/// The words of both ranges are the same, case aside. Each range is given with its text.
fn same_words((a, x): (&str, Range<usize>), (b, y): (&str, Range<usize>)) -> bool {
    let mut ours = WordSpans::within(a, x);
    let mut theirs = WordSpans::within(b, y);
    loop {
        match (ours.next(), theirs.next()) {
            (Some(p), Some(q)) if p.eq_ignore_ascii_case(q) => {}
            (None, None) => return true,
            _ => return false,
        }
    }
}

/// The search for " by " (a passive's agent follows it), built once.
/// "you " as a word's end (a sentence addressing someone; built once).
static YOU: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new(b"you "));

static BY: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new(" by "));

/// A passive's agent: where its "by" starts, the agent's words, and where the words after
/// them start (a place or time phrase, or the sentence's end).
struct Agent {
    by: usize,
    words: SmallVec<[Range<usize>; MAX_ACTOR]>,
    rest: usize,
}

/// The agent of a present passive in sentence `s` of `text` ("are approved by the CFO",
/// "are always signed off by Legal at month end"): one to [`MAX_ACTOR`] words after a " by "
/// with "is", "are", "get" or "gets" two to four words before it, up to a preposition or the
/// sentence's end. Only the words around a " by " are read.
fn passive_agent(text: &str, s: &Range<usize>) -> Option<Agent> {
    let sentence = text.get(s.clone())?;
    let k = BY.find_iter(sentence.as_bytes()).find(|&k| {
        sentence[..k]
            .split_ascii_whitespace()
            .rev()
            .skip(1)
            .take(3)
            .any(|w| {
                ["is", "are", "get", "gets"]
                    .iter()
                    .any(|a| w.eq_ignore_ascii_case(a))
            })
    })?;
    let by = s.start + k + 1;
    let mut agent = Agent {
        by,
        words: SmallVec::new(),
        rest: s.end,
    };
    for w in word_ranges(text, by + 2..s.end) {
        let word = word_at(text, &w);
        if ends_before_its_noun(word) && !is_determiner(word) && !agent.words.is_empty() {
            agent.rest = w.start;
            break;
        }
        if agent.words.len() == MAX_ACTOR {
            return None;
        }
        agent.words.push(w);
    }
    (!agent.words.is_empty()).then_some(agent)
}

/// The places among a sentence's first words (`first`, ranges into `text`) where a practice's
/// verb may follow its actor: a verb in the present ("reviews"), or any word after a universal
/// ("Everyone in the lab wears"), where the word before it ends a noun phrase ("the team", not
/// "Everyone on the").
fn practice_verbs<'f>(
    text: &'f str,
    first: &'f [Range<usize>],
) -> impl Iterator<Item = usize> + 'f {
    // A universal among the words before the verb, read once per word.
    let mut after_a_universal = false;
    (1..first.len()).filter(move |&i| {
        let before = word_at(text, &first[i - 1]);
        // (Or after "and": "Staff and guests wear ...", a plural verb after joined actors.)
        after_a_universal |= is_universal(before) || before.eq_ignore_ascii_case("and");
        let verb = word_at(text, &first[i]);
        (verb.len() > 3 && verb.ends_with('s') && !verb.ends_with("ss") || after_a_universal)
            && !ends_before_its_noun(before)
    })
}

/// The word at `w` of `text` ("" when `w` does not fall on its characters).
fn word_at<'t>(text: &'t str, w: &Range<usize>) -> &'t str {
    text.get(w.clone()).unwrap_or("")
}

/// The rewrite's actor (its words' ranges into `rewrite`) is another than the original's:
/// both name someone (a word besides determiners, numbers and pronouns: "Seven days' notice"
/// -> "7 days' notice" and "Nobody" -> "No one" name nobody; the original's "everyone" names
/// all), and they share no word, or the original's is a universal the rewrite's narrows with
/// a word of its own, or the rewrite's keeps only some of its words and is made indefinite
/// ([`made_indefinite`]), or a modifier of the same head was replaced ([`modifier_replaced`]),
/// or the rewrite's keeps only some of the names the original's joins ([`member_kept_alone`]).
fn other_actor(
    (original, ours): (&str, &[Range<usize>]),
    (rewrite, theirs): (&str, &[Range<usize>]),
) -> bool {
    let names = |text: &str, actor: &[Range<usize>]| -> SmallVec<[Range<usize>; MAX_ACTOR]> {
        actor
            .iter()
            .filter(|w| {
                let word = word_at(text, w);
                !is_determiner(word) && !is_number(word)
            })
            .cloned()
            .collect()
    };
    let (o_names, r_names) = (names(original, ours), names(rewrite, theirs));
    // "The deputy stage manager" -> "DSM": the same actor by the initials of its words
    // (pol64).
    if let [initials] = r_names.as_slice()
        && let (Some(first), Some(last)) = (o_names.first(), o_names.last())
        && super::overlap::initials_run(
            &original[first.start..last.end],
            word_at(rewrite, initials),
        )
        .is_some_and(|run| run == (0..last.end - first.start))
    {
        return false;
    }
    let universal =
        |text: &str, names: &[Range<usize>]| names.iter().any(|w| is_universal(word_at(text, w)));
    // A word that is no pronoun ("nobody" = "no one" names nobody in particular); everyone
    // names all, whom another actor may narrow.
    let names_someone =
        |text: &str, names: &[Range<usize>]| names.iter().any(|w| !is_pronoun(word_at(text, w)));
    // "The on-call lead" -> "Anyone (on the team)": someone named widened to everybody.
    let widened = names_someone(original, &o_names)
        && !universal(original, &o_names)
        && universal(rewrite, &r_names);
    if !(names_someone(original, &o_names) || universal(original, &o_names))
        || !(names_someone(rewrite, &r_names) || widened)
    {
        return false;
    }
    // A word of both actors (a preposition they share, "on-call" and "on the team", tells
    // nothing).
    let in_ours = |w: &Range<usize>| {
        !ends_before_its_noun(word_at(rewrite, w))
            && o_names
                .iter()
                .any(|x| super::swaps::same_word(word_at(original, x), word_at(rewrite, w)))
    };
    !r_names.iter().any(in_ours)
        || universal(original, &o_names)
            && !universal(rewrite, &r_names)
            && !r_names.iter().all(in_ours)
        || made_indefinite((original, ours), (rewrite, theirs))
            && r_names.len() < o_names.len()
            && r_names.iter().all(in_ours)
        || modifier_replaced((original, &o_names), (rewrite, &r_names))
        || member_kept_alone((original, &o_names), (rewrite, &r_names))
}

/// The original's actor joins names with "and" and the rewrite's keeps only some of them:
/// "All staff and guests wear masks" -> "Staff wear masks" (s69b-p011). Each actor's names
/// (its words but determiners) are given with the text their ranges point into.
fn member_kept_alone(
    (original, ours): (&str, &[Range<usize>]),
    (rewrite, theirs): (&str, &[Range<usize>]),
) -> bool {
    let joining = |w: &str| is_one_of(w, &["and", "&", "both"]);
    let kept = |a: &Range<usize>| {
        theirs
            .iter()
            .any(|b| super::swaps::same_word(word_at(original, a), word_at(rewrite, b)))
    };
    let in_ours = |b: &Range<usize>| {
        ours.iter()
            .any(|a| super::swaps::same_word(word_at(original, a), word_at(rewrite, b)))
    };
    ours.iter().any(|a| joining(word_at(original, a)))
        && !theirs.is_empty()
        && theirs.iter().all(in_ours)
        && ours.iter().any(|a| {
            let w = word_at(original, a);
            !joining(w) && !is_universal(w) && !kept(a)
        })
}

/// The two actors' names (their words but determiners, ranges into each text) end in the
/// same head and each has a modifier the other lacks: "The head nurse" -> "The charge nurse"
/// (not a universal said another way: "Everyone on the night shift" -> "The whole night
/// shift").
fn modifier_replaced(
    (original, ours): (&str, &[Range<usize>]),
    (rewrite, theirs): (&str, &[Range<usize>]),
) -> bool {
    let same = |a: &Range<usize>, b: &Range<usize>| {
        super::swaps::same_word(word_at(original, a), word_at(rewrite, b))
    };
    // (A preposition is no modifier: "on" of "everyone on the team".)
    let plain = |text: &str, w: &Range<usize>| !ends_before_its_noun(word_at(text, w));
    let head_kept = ours
        .last()
        .zip(theirs.last())
        .is_some_and(|(a, b)| same(a, b));
    let universal = ours.iter().any(|a| is_universal(word_at(original, a)))
        || theirs.iter().any(|b| is_universal(word_at(rewrite, b)));
    head_kept
        && !universal
        && ours
            .iter()
            .any(|a| plain(original, a) && !theirs.iter().any(|b| same(a, b)))
        && theirs
            .iter()
            .any(|b| plain(rewrite, b) && !ours.iter().any(|a| same(a, b)))
}

/// The rewrite's actor opens with "a" / "an" / "any" where the original's opens with
/// another word ("the", "our", a name): "The head nurse signs the chart" -> "A nurse signs
/// the chart" widens the one who acts to anyone of the kind, once a word of the actor goes.
fn made_indefinite(
    (original, ours): (&str, &[Range<usize>]),
    (rewrite, theirs): (&str, &[Range<usize>]),
) -> bool {
    let indefinite = |text: &str, actor: &[Range<usize>]| {
        actor
            .first()
            .is_some_and(|w| super::is_one_of(word_at(text, w), &["a", "an", "any"]))
    };
    indefinite(rewrite, theirs) && !indefinite(original, ours)
}

/// The words of sentence `r` from byte `r_verb` on are the first words of sentence `o` from
/// byte `o_verb` on (the verbs compared by [`super::swaps::same_word`], the rest case aside),
/// at least two of them. Each sentence is given with its text.
fn kept_from_the_verb(
    (original, o, o_verb): (&str, &Range<usize>, usize),
    (rewrite, r, r_verb): (&str, &Range<usize>, usize),
) -> bool {
    let mut ours = WordSpans::within(original, o_verb..o.end);
    let mut theirs = WordSpans::within(rewrite, r_verb..r.end);
    if !ours
        .next()
        .zip(theirs.next())
        .is_some_and(|(a, b)| super::swaps::same_word(a, b))
    {
        return false;
    }
    let mut count = 1;
    for w in theirs {
        if !ours.next().is_some_and(|x| x.eq_ignore_ascii_case(w)) {
            return false;
        }
        count += 1;
    }
    count >= 2
}

/// A determiner or a preposition: a phrase it ends goes on to its noun ("on the team").
fn ends_before_its_noun(word: &str) -> bool {
    is_determiner(word)
        || word.len() <= 4
            && ["on", "in", "at", "of", "for", "from", "with", "to", "by"]
                .iter()
                .any(|p| word.eq_ignore_ascii_case(p))
}

/// A word that quantifies over everyone or everything ("everyone", "all", "every", "the
/// whole").
fn is_universal(word: &str) -> bool {
    // Asked of every opening word: by its length first.
    let is = |listed: &str| word.eq_ignore_ascii_case(listed);
    match word.len() {
        3 => is("all"),
        4 => is("each"),
        5 => is("whole") || is("every"),
        6 => is("anyone") || is("entire"),
        7 => is("anybody"),
        8 => is("everyone"),
        9 => is("everybody"),
        _ => false,
    }
}

/// A number in digits or in words ("7", "seven").
fn is_number(word: &str) -> bool {
    use crate::classify::lexicon::{NUMBER_WORD, classes_in_any_case};
    word.starts_with(|c: char| c.is_ascii_digit()) || classes_in_any_case(word) & NUMBER_WORD != 0
}

/// A determiner or possessive before a noun ("the", "our").
pub(super) fn is_determiner(word: &str) -> bool {
    // (None is longer than five letters.)
    word.len() <= 5
        && [
            "the", "a", "an", "our", "your", "their", "my", "his", "her", "its", "this", "that",
            "these", "those",
        ]
        .iter()
        .any(|d| word.eq_ignore_ascii_case(d))
}

/// A pronoun ("we", "she", "who", "nobody", "everyone") or a word of one ("no one"): an
/// actor named before, or nobody in particular.
fn is_pronoun(word: &str) -> bool {
    [
        "i",
        "we",
        "you",
        "they",
        "he",
        "she",
        "it",
        "someone",
        "somebody",
        "who",
        "which",
        "one",
        "no",
        "nobody",
        "noone",
        "everyone",
        "everybody",
        "anyone",
        "anybody",
        "all",
        "every",
        "each",
        "none",
    ]
    .iter()
    .any(|p| word.eq_ignore_ascii_case(p))
}

/// The sentence of `text` holding byte `at`, as [`sentences`] splits them (the white space
/// around it kept).
fn sentence_around(text: &str, at: usize) -> Range<usize> {
    let bytes = text.as_bytes();
    let ends = |b: &u8| ENDS_A_SENTENCE[usize::from(*b)];
    let start = bytes
        .get(..at)
        .and_then(|before| before.iter().rposition(ends))
        .map_or(0, |k| k + 1);
    let end = bytes
        .get(at..)
        .and_then(|after| after.iter().position(ends))
        .map_or(bytes.len(), |k| at + k + 1);
    start..end
}

/// The sentences of `text`, as ranges without the white space around them: split after `.`,
/// `!`, `?`, `;` and at line breaks ([`ENDS_A_SENTENCE`], found by [`SentenceEnds`]).
pub(super) fn sentences(text: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    let bytes = text.as_bytes();
    let mut ends = SentenceEnds::of(bytes);
    let mut start = 0;
    std::iter::from_fn(move || {
        while start < bytes.len() {
            let end = ends.first_from(start).map_or(bytes.len(), |k| k + 1);
            let sentence = &text[start..end];
            let trimmed = sentence.trim_start();
            let from = start + sentence.len() - trimmed.len();
            start = end;
            if !trimmed.is_empty() {
                return Some(from..from + trimmed.trim_end().len());
            }
        }
        None
    })
}

/// The bytes of a text that end a sentence ([`ENDS_A_SENTENCE`]), found by two vectorised
/// searches, one for `.`, `;` and line breaks, one for `!` and `?`: each finds its next byte
/// again only once the sentences asked for have passed it, so the text is read about once
/// whatever its count of sentences.
struct SentenceEnds<'b> {
    bytes: &'b [u8],
    /// The first `.`, `;` or line break at or after the last start asked for (the text's
    /// length when there is none).
    stop: usize,
    /// The first `!` or `?` at or after the last start asked for (the text's length when
    /// there is none).
    mark: usize,
}

impl<'b> SentenceEnds<'b> {
    /// The ends of the sentences of `bytes`.
    fn of(bytes: &'b [u8]) -> SentenceEnds<'b> {
        SentenceEnds {
            bytes,
            stop: Self::next_stop(bytes, 0),
            mark: Self::next_mark(bytes, 0),
        }
    }

    /// The first byte at or after `start` that ends a sentence. `start` never goes back
    /// from one call to the next.
    fn first_from(&mut self, start: usize) -> Option<usize> {
        if self.stop < start {
            self.stop = Self::next_stop(self.bytes, start);
        }
        if self.mark < start {
            self.mark = Self::next_mark(self.bytes, start);
        }
        Some(self.stop.min(self.mark)).filter(|&k| k < self.bytes.len())
    }

    /// The first `.`, `;` or line break at or after `start` (the length of `bytes` without one).
    fn next_stop(bytes: &[u8], start: usize) -> usize {
        memchr::memchr3(b'.', b';', b'\n', &bytes[start..]).map_or(bytes.len(), |k| start + k)
    }

    /// The first `!` or `?` at or after `start` (the length of `bytes` without one).
    fn next_mark(bytes: &[u8], start: usize) -> usize {
        memchr::memchr2(b'!', b'?', &bytes[start..]).map_or(bytes.len(), |k| start + k)
    }
}

/// Negations of a dialect that [`NEGATIONS`] does not hold ("ya cyan put no anemone", "de
/// slab roller ain' fa use").
const DIALECT_NEGATIONS: &[&str] = &["cyan", "cyaan", "ain'", "ain't", "nah"];

/// Negations that tell what did not happen ("didn't", "wasn't").
const PAST_NEGATIONS: &[&str] = &["didn't", "wasn't", "weren't", "hadn't", "couldn't"];

/// Past forms that tell what a negation after them did not have ("there was no impact").
const PAST_BEFORE: &[&str] = &["was", "were", "had", "did", "got", "saw", "found"];

/// Negations that are the subject of what they negate ("nobody went out").
const SUBJECT_NEGATIONS: &[&str] = &["nobody", "none", "never", "naebody"];

/// Words that gate a rule, each with the words that say the same gate.
const HEADS: &[&[&str]] = &[
    &["if", "when", "once"],
    &["unless", "except"],
    &["until", "till", "til"],
    &["before"],
    &["after"],
];

/// "Music must be from the licensed library; nothing ripped from Spotify or YouTube." ->
/// "... No rips from Spotify/YouTube.": a rule the rewrite is said to add (the original read
/// as no rule) whose every negation ("no", "don't") is followed, within three words, by a
/// content word that the original negates too (a negation, a dialect's "cyan" or "ain'"
/// among them, at most four words before the same word), the rest of each such ban of the
/// original said again, and no number or gate ("unless", "until") the original does not
/// say: a ban the original already says, no rule added. A negation that tells what did not
/// happen ("didn't", "nobody" before a past form, "there was no") is no ban: "We didn't lock
/// the door" -> "Don't lock the door" adds a rule; "no refunds for custom designs" -> "no
/// refunds" (its scope), "no customer impact" -> "no customer access" (its object), "no
/// parcels over 25kg" -> "no parcels over 20 kg" are still read.
fn ban_said_again(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    let negation = |w: &str| is_one_of(w, NEGATIONS) || w.ends_with("n't");
    let theirs = words(rewrite, to.clone());
    let negations: Vec<usize> = (0..theirs.len())
        .filter(|&k| negation(theirs[k].0))
        .collect();
    // A rule of a few bans (a longer one is not read against every word of the original).
    if negations.is_empty() || negations.len() > 8 {
        return false;
    }
    let ours = words(original, 0..original.len());
    let ours_parts = parts(original);
    // New numbers or gates.
    let values: Vec<f64> = ours.iter().filter_map(|(w, _)| value(w)).collect();
    let new_number = theirs
        .iter()
        .any(|(w, _)| value(w).is_some_and(|v| !values.contains(&v)));
    let new_gate = HEADS.iter().any(|g| {
        theirs.iter().any(|(w, _)| is_one_of(w, g)) && !ours.iter().any(|(w, _)| is_one_of(w, g))
    });
    if new_number || new_gate {
        return false;
    }
    let keys: Vec<WordKey> = theirs.iter().map(|(w, _)| WordKey::of(w)).collect();
    // The nearest negation of the original before word `i` (the same as a word of the
    // rewrite).
    let negated_at = |i: usize| {
        (i.saturating_sub(4)..i).rev().find(|&n| {
            let w = ours[n].0;
            (negation(w) || is_one_of(w, DIALECT_NEGATIONS))
                && !is_one_of(w, PAST_NEGATIONS)
                && !(n > 0 && (is_one_of(ours[n - 1].0, PAST_BEFORE) || looks_past(ours[n - 1].0)))
                && !(is_one_of(w, SUBJECT_NEGATIONS)
                    && ours[n + 1..=i].iter().any(|(p, _)| looks_past(p)))
        })
    };
    // The ban of the original from negation `n` to the end of its part, said again (its
    // gate compared above): "no customer impact" is no "no customer access".
    // ("maybe she'll say no sugar at all": a ban in a sentence of the speaker's guess is no
    // ban the original sets, pol64b.)
    let said_again = |n: usize| {
        let part = ours_parts
            .iter()
            .find(|p| p.end > ours[n].1.start)
            .map_or(0..original.len(), Clone::clone);
        let end = part.end;
        if holds_any_phrase(&original[part], GUESSES) {
            return false;
        }
        let ban = content(words_in(&ours, &(ours[n].1.end..end)));
        ban.iter()
            .filter(|w| !HEADS.iter().any(|g| is_one_of(w.0, g)))
            .all(|w| any_said(&[w], &keys) || holds_ignoring_case(rewrite, w.0))
    };
    negations.iter().all(|&k| {
        theirs[k + 1..(k + 4).min(theirs.len())]
            .iter()
            .any(|(x, _)| {
                is_content(x)
                    && ours.iter().enumerate().any(|(i, (v, _))| {
                        same_word(x, v) && negated_at(i).is_some_and(&said_again)
                    })
            })
    })
}

/// Faithful forms read in corpus37 (pol37a), each a filter over one kind of change: a rule
/// said to be added that is a ban the original already says ([`ban_said_again`]).
pub(super) fn faithful_form(
    what: &str,
    original: &str,
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match (what, to) {
        ("constraint added", Some(t)) => ban_said_again(original, rewrite, t),
        _ => false,
    }
}

/// "Roster locks 48h before the first match." -> "Roster locks 24h before the first match.":
/// a sentence of the original said again word for word but for one number, whose value the
/// rewrite changed (its unit kept): the bound moved. That sentence must read as a rule: a
/// number changed in a report ("logs show 462 retries") is no polarity change. "48h" for "48
/// hours" or "2,000" for "2000" are not read.
fn one_number_changed(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    let digit = |t: &str| t.bytes().any(|b| b.is_ascii_digit());
    if !digit(original) || !digit(rewrite) {
        return None;
    }
    // Cheap screen: some run of digits of the rewrite is not in the original.
    let b = rewrite.as_bytes();
    let mut i = 0;
    let mut new_run = false;
    while i < b.len() && !new_run {
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        new_run = i > start && !original.contains(&rewrite[start..i]);
        i += usize::from(i == start);
    }
    if !new_run {
        return None;
    }
    // Each part of the original with its index among them (whether it reads as a rule is
    // kept with the original's reading: [`TextReading::part_is_rule`]).
    let ours: Vec<_> = o
        .parts()
        .enumerate()
        .map(|(i, p)| (i, o.words_in(p)))
        .collect();
    // The sentence reads as a rule, or the number bounds ("48h before the first match", "at
    // most 3": a bound word right after it or two before) in an original that does.
    let whole_rule = std::cell::OnceCell::new();
    let is_rule =
        |text: &str| crate::classify::classify(text).kind == crate::classify::SpanKind::Constraint;
    let rule = |part: usize, words: &[Word<'_>], at: usize| {
        o.part_is_rule(part)
            || words[at.saturating_sub(2)..(at + 2).min(words.len())]
                .iter()
                .any(|(w, _)| is_one_of(w, BOUND_WORDS))
                && *whole_rule.get_or_init(|| is_rule(original))
    };
    let same_words = |o: &[Word<'_>], t: &[Word<'_>]| {
        o.len() == t.len()
            && o.iter()
                .zip(t)
                .all(|((a, _), (b, _))| a.eq_ignore_ascii_case(b))
    };
    parts(rewrite).into_iter().find_map(|t| {
        let theirs = r.words_in(t);
        // A sentence the original says word for word is no changed one ("... no more than
        // 327 emails" beside "... no more than 35 emails").
        if ours.iter().any(|(_, o)| same_words(o, &theirs)) {
            return None;
        }
        ours.iter().find_map(|(part, o)| {
            if o.len() != theirs.len() || o.len() < 3 {
                return None;
            }
            let mut differ = o
                .iter()
                .zip(theirs.iter())
                .enumerate()
                .filter(|(_, ((a, _), (b, _)))| !a.eq_ignore_ascii_case(b));
            let (at, ((a, f), (b, r))) = differ.next()?;
            (differ.next().is_none()
                && a.starts_with(|c: char| c.is_ascii_digit())
                && b.starts_with(|c: char| c.is_ascii_digit())
                && unit_of(a).eq_ignore_ascii_case(unit_of(b))
                && number_value(a) != number_value(b)
                && rule(*part, o, at))
            .then(|| (f.clone(), r.clone()))
        })
    })
}

/// Words beside a number that make it a bound ("48h before", "max 3", "within 10 days").
const BOUND_WORDS: &[&str] = &[
    "before", "after", "within", "per", "max", "min", "under", "over", "least", "most", "by",
    "until", "than", "cap", "limit", "up",
];

/// Changes read from the two texts alone, when nothing else was found (corpus35c's, asked in
/// this order: one number changed, a rate's noun swapped, a bound turned, a count said as "a
/// few", a ban said as allowed, a stopped act said plainly, an approval dropped, values
/// swapped, a ratio hedged, one person's task widened, a ban moved to what was allowed, a task
/// given to another, a "never" said as a weaker frequency, a condition of new words set
/// before a sentence, a ban narrowed by a modifier (pol63); the words of each text cut once for the pair: [`TextReading`]).
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let as_ = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, t);
    one_number_changed(o, r)
        .map(as_("bound changed"))
        .or_else(|| rate_unit_changed(o, r).map(as_("scope changed")))
        .or_else(|| bound_turned(o, r).map(as_("bound direction changed")))
        .or_else(|| condition_side_turned(o, r).map(as_("bound direction changed")))
        .or_else(|| count_said_as_few(o, r).map(as_("bound became approximation")))
        .or_else(|| ban_said_as_allowed(o, r).map(as_("negation dropped")))
        .or_else(|| stopped_act_said_plainly(o, r).map(as_("prohibition became mention")))
        .or_else(|| approval_dropped(o, r).map(as_("condition dropped")))
        .or_else(|| values_swapped(o, r).map(as_("bound changed")))
        .or_else(|| ratio_hedged(o, r).map(as_("modality weakened")))
        .or_else(|| only_one_widened(o, r).map(as_("scope changed")))
        .or_else(|| ban_moved_to_allowed(o, r).map(as_("scope changed")))
        .or_else(|| task_given_to_another(o, r).map(as_("scope changed")))
        .or_else(|| never_said_as_a_weaker_frequency(o, r).map(as_("modality weakened")))
        .or_else(|| condition_prefixed(o, r).map(as_("condition added")))
        .or_else(|| super::restrictions::ban_narrowed_by_a_modifier(o, r).map(as_("scope changed")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// A practice's actor said by the initials of its words is the same actor (pol64);
    /// initials of other words are another.
    #[test]
    fn an_actor_said_by_its_initials() {
        let o = "The night duty officer locks the armoury at ten.";
        assert_faithful(&[(o, "NDO locks the armoury at ten.")]);
        assert_reports("scope changed", &[(o, "DO locks the armoury at ten.")]);
    }

    /// A practice's actors joined by "and" narrowed to one of them (s69b-p011), after a
    /// universal or before a plural verb; all of them kept, in another order or with "&", or
    /// widened to everyone, is the same practice.
    #[test]
    fn one_of_joined_actors_kept_alone() {
        let masks = "All staff and guests wear masks in the booth area.";
        let invoices = "Lena and Omar review every invoice.";
        assert_reports(
            "scope changed",
            &[
                (masks, "Staff wear masks in the booth area."),
                (invoices, "Lena reviews every invoice."),
                (
                    "Staff and guests wear masks in the booth area.",
                    "Guests wear masks in the booth area.",
                ),
            ],
        );
        assert_faithful(&[
            (masks, "Guests and staff wear masks in the booth area."),
            (masks, "Everyone wears masks in the booth area."),
            (invoices, "Lena & Omar review every invoice."),
        ]);
    }

    /// A member dropped from a sign's list is found when the rewrite joins the sign's next
    /// sentence to it by a comma, as when it keeps them apart (pol64c); the list kept whole,
    /// joined so, is faithful.
    #[test]
    fn a_member_dropped_from_a_sentence_joined_by_a_comma() {
        let o = "GOGGLES AND GLOVES PAST THE YELLOW LINE. NO EXCEPTIONS.";
        assert_reports(
            "scope changed",
            &[(o, "Goggles past the yellow line, no exceptions.")],
        );
        assert_faithful(&[
            (o, "Goggles and gloves past the yellow line, no exceptions."),
            (
                o,
                "Goggles past the yellow line, gloves too, no exceptions.",
            ),
        ]);
    }

    /// One step of a list set apart by commas cut out, the rest said again word for word:
    /// the rule asks one step less (pol64). A reason or an aside cut ("..., and that's the
    /// lot"), or the step said in a sentence of its own, is kept.
    #[test]
    fn a_step_cut_from_a_list() {
        let o = "Before you dive: check the gauge, clip the shot line on, then signal the boat.";
        assert_reports(
            "scope changed",
            &[(o, "Before you dive: check the gauge, then signal the boat.")],
        );
        assert_faithful(&[
            (
                o,
                "Before you dive: check the gauge, then signal the boat. Clip the shot line on too.",
            ),
            (
                "Lock the shed, switch the lights off, hang the key up, and that's the lot.",
                "Lock the shed, switch the lights off, hang the key up.",
            ),
        ]);
    }

    #[test]
    fn sentence_ends_are_the_bytes_the_table_names() {
        for text in [
            "",
            "No stop",
            "One. Two! Three? Four; five\nsix",
            "?!..;\n\n",
            "Ends here.",
            "  Spaced .  out !  ",
        ] {
            let bytes = text.as_bytes();
            let mut ends = SentenceEnds::of(bytes);
            for start in 0..=bytes.len() {
                let by_table = bytes[start..]
                    .iter()
                    .position(|&b| ENDS_A_SENTENCE[usize::from(b)])
                    .map(|k| start + k);
                assert_eq!(ends.first_from(start), by_table, "{text:?} from {start}");
            }
        }
    }

    /// The negation `rewrite` dropped from `original` and the rewrite's sentence, quoted.
    fn dropped(original: &str, rewrite: &str) -> Option<(String, String)> {
        let negated = sentences(original).filter(|r| negation_count(&original[r.clone()]) > 0);
        negation_dropped(original, negated, rewrite)
            .map(|(a, b)| (original[a].to_string(), rewrite[b].to_string()))
    }

    #[test]
    fn words_are_the_runs_of_letters_and_digits_a_char_split_finds() {
        let texts = [
            "",
            "  ",
            "Don't push to main, ever!",
            "Café crème: 3,50 € — naïve “quotes” and déjà-vu…",
            "日本語のテキスト and ASCII 42x",
            "trailing word",
            "émigré",
            "a\u{301}b \u{2019}tis 😀ok",
        ];
        for text in texts {
            let by_chars: Vec<&str> = text
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .collect();
            assert_eq!(
                WordSpans::of(text).collect::<Vec<_>>(),
                by_chars,
                "{text:?}"
            );
        }
        assert_eq!(
            WordSpans::within("no café here", 3..8).collect::<Vec<_>>(),
            ["café"]
        );
    }

    #[test]
    fn a_negation_dropped_with_every_other_word_kept_is_found() {
        for (original, rewrite, negation) in [
            (
                "The sitter can't give him anything with peanuts.",
                "The sitter can give him anything with peanuts.",
                "can't",
            ),
            (
                "The tenant is not responsible for lawn care.",
                "The tenant is responsible for lawn care.",
                "not",
            ),
            (
                "Hi! Refunds aren\u{2019}t available for no-shows. Thanks",
                "Refunds are available for no-shows.",
                "aren\u{2019}t",
            ),
            (
                "Guests don't get a late checkout on Sundays.",
                "Guests get a late checkout on Sundays.",
                "don't",
            ),
            (
                "Users without a verified email cannot post in the channel.",
                "Users without a verified email can post in the channel.",
                "cannot",
            ),
            (
                "Members do not pay for guests at the pool.",
                "Members pay for guests at the pool.",
                "not",
            ),
        ] {
            let (quoted, sentence) =
                dropped(original, rewrite).unwrap_or_else(|| panic!("{original} -> {rewrite}"));
            assert_eq!(quoted, negation, "{original}");
            assert_eq!(sentence, rewrite.trim());
            // The other way round nothing was dropped.
            assert_eq!(dropped(rewrite, original), None, "{rewrite} -> {original}");
        }
    }

    #[test]
    fn negations_kept_moved_or_reworded_are_not_dropped() {
        for (original, rewrite) in [
            // Same negations, other words.
            (
                "Don't alter the raw tables.",
                "Do not modify the raw tables.",
            ),
            ("The build didn't pass.", "The build did not pass."),
            ("The sitter can't drive.", "The sitter cannot drive."),
            (
                "Do not call the payments API.",
                "Never call the payments API.",
            ),
            // The negation reworded, not dropped.
            ("Never push to main.", "Don't push to main, ever."),
            // Other words changed with it: a rewording, for the other checks to weigh.
            (
                "The tenant is not responsible for lawn care.",
                "The landlord handles lawn care.",
            ),
            // Too short to tell.
            ("No.", "Yes."),
        ] {
            assert_eq!(dropped(original, rewrite), None, "{original} -> {rewrite}");
        }
    }

    #[test]
    fn a_ban_said_again_is_no_rule_added() {
        let added =
            |o: &str, r: &str| faithful_form("constraint added", o, (r, Some(&(0..r.len()))));
        assert!(added(
            "Parcels get signed for at the front desk, not left on the porch for the courier.",
            "Parcels: sign at front desk; not left on porch for courier."
        ));
        assert!(added(
            "Ah, ya cyan put no bleach in de grey-water tank till Mr Rolle approves.",
            "Grey-water tank: no bleach until Mr Rolle approves."
        ));
        // A negation that tells what did not happen, or a ban of something else.
        assert!(!added(
            "We didn't lock the side door last night.",
            "Don't lock the side door."
        ));
        assert!(!added(
            "Nobody opened the safe on Sunday.",
            "Nobody opens the safe."
        ));
        assert!(!added(
            "Parcels get signed for at the front desk, not left on the porch.",
            "Parcels: sign at front desk; no deliveries after 6pm."
        ));
        // The ban's scope, its object, its number or its gate changed.
        assert!(!added(
            "There was no customer impact.",
            "No customer access."
        ));
        // A ban in a sentence of the speaker's guess (pol64b); said as a plain rule, it is.
        assert!(!added(
            "When the auditor visits, perhaps he'll say no laptops in the vault. We'll find out.",
            "No laptops in the vault."
        ));
        assert!(added(
            "When the auditor visits, he'll say no laptops in the vault.",
            "No laptops in the vault."
        ));
        assert!(!added(
            "There was no customer impact.",
            "Never impact customers."
        ));
        assert!(!added(
            "Rule is no cash refunds on deposits for custom designs.",
            "No cash refunds on deposits."
        ));
        assert!(!added(
            "The small van doesn't go past Carlow.",
            "Small van: no trips past Carlow unless approved."
        ));
        assert!(!added(
            "Boss said we no carry any box wey pass 25kg for the bike.",
            "No boxes over 20 kg on the bike."
        ));
    }

    /// A sentence said again with one number changed is reported; the same number in
    /// another form is not.
    #[test]
    fn one_number_changed_in_a_sentence_said_again() {
        assert_reports(
            "bound changed",
            &[
                (
                    "Substitutes: 2 per roster. Roster locks 48h before the first match.",
                    "Substitutes: 2 per roster. Roster locks 24h before the first match.",
                ),
                (
                    "Hold: 3 per member. Holds expire 72h after the pickup notice.",
                    "Hold: 3 per member. Holds expire 48h after the pickup notice.",
                ),
            ],
        );
        assert_faithful(&[(
            "Holds expire 72h after the pickup notice.",
            "Holds expire 72 hours after the pickup notice.",
        )]);
    }

    /// Session 63 (pol63): a "never" said as a weaker frequency in other words, in any layout,
    /// is reported; the "never" kept beside a frequency, or a frequency the original says
    /// too, is not.
    #[test]
    fn never_said_as_a_weaker_frequency_in_other_words() {
        assert_reports(
            "modality weakened",
            &[
                (
                    r#"{"oven": "O3", "remark": "never open the door above 300C"}"#,
                    r#"{"oven": "O3", "remark": "the door is seldom opened above 300C"}"#,
                ),
                (
                    "- Trailers leave full, never half-loaded.",
                    "- Trailers mostly leave full, rarely half-loaded.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Vans usually park on the left, never on the verge.",
                "Vans usually park on the left and never on the verge.",
            ),
            (
                "- Trailers leave full, never half-loaded.",
                "- Trailers leave full; never half-loaded.",
            ),
        ]);
    }

    /// Session 63 (pol63): the original said again in other case or punctuation is no
    /// change; a sign or a digit dropped on the way is read as before.
    #[test]
    fn the_original_said_again_case_aside() {
        assert!(said_again_case_aside(
            "KEEP THE SLUICE GATE SHUT AFTER DARK",
            "Keep the sluice gate shut after dark."
        ));
        assert!(said_again_case_aside(
            "Boots on - in the yard, always!",
            "boots on in the yard, always"
        ));
        assert!(!said_again_case_aside(
            "The vault quota is 5 GB.",
            "The vault quota is 5 Gb."
        ));
        assert!(!said_again_case_aside(
            "STORE BELOW -5 C AT ALL TIMES",
            "Store below 5 C at all times."
        ));
        assert!(!said_again_case_aside(
            "KEEP THE SLUICE GATE SHUT AFTER DARK",
            "Keep the sluice gate open after dark."
        ));
        assert_faithful(&[(
            "HELMETS TO BE WORN ON THE GANTRY AT ALL TIMES",
            "Helmets to be worn on the gantry at all times.",
        )]);
        assert_reports(
            "bound direction changed",
            &[(
                "STORE BELOW -5 C AT ALL TIMES",
                "Store above -5 C at all times.",
            )],
        );
    }

    /// Session 63 (pol63): a narrative's negated sentence said again in another order,
    /// a compound for its phrase, without the negation is reported; the same with its
    /// negation, or with a word of refusal, is not.
    #[test]
    fn a_negation_dropped_with_the_words_reordered() {
        assert_reports(
            "negation dropped",
            &[(
                "Dogs from the shelter don't get the raw diet.",
                "Shelter dogs get the raw diet.",
            )],
        );
        // (Read as a rule, the same rewrite is a prohibition said as a mention.)
        crate::polarity::tests::assert_changed(&[(
            "Visitors from the coach party don't use the lower car park.",
            "Coach-party visitors use the lower car park.",
        )]);
        assert_faithful(&[
            (
                "Dogs from the shelter don't get the raw diet.",
                "Shelter dogs don't get the raw diet.",
            ),
            (
                "Dogs from the shelter don't get the raw diet, only the residents do.",
                "Only resident dogs get the raw diet, shelter dogs don't.",
            ),
        ]);
    }

    /// Session 63 (pol63): a narrative's condition opening its sentence, dropped by a rewrite
    /// that says the rest again, is reported; the condition said in other words is not.
    #[test]
    fn a_leading_condition_dropped() {
        let original =
            "Love, if a parcel arrives with a torn seal, it goes back to the depot unopened.";
        assert_reports(
            "condition dropped",
            &[(original, "Parcels go back to the depot unopened.")],
        );
        assert_faithful(&[
            (original, "Torn-seal parcels go back to the depot unopened."),
            (
                original,
                "If a parcel's seal is torn it goes back to the depot unopened.",
            ),
        ]);
    }

    /// Session 63 (pol63): a condition of new words set before an order the original gives
    /// unconditioned is reported; a condition of the original's own words is not.
    #[test]
    fn a_condition_of_new_words_set_before_an_order() {
        let original = "Lock off the mixer at the panel before you clean the paddles.";
        assert_reports(
            "condition added",
            &[(
                original,
                "If the mixer's been used today, lock it off at the panel before cleaning the paddles.",
            )],
        );
        // (Read alone: a condition of the original's own words sets none.)
        let prefixed = |o: &str, r: &str| {
            condition_prefixed(&TextReading::new(o), &TextReading::new(r)).is_some()
        };
        assert!(!prefixed(
            original,
            "If you clean the paddles, lock off the mixer at the panel first."
        ));
        assert!(!prefixed(
            "If the paddles are dirty, lock off the mixer.",
            "If the mixer's been used, lock off the mixer."
        ));
    }
}
