//! A sentence said again with one phrase traded for another (blind corpus s31): "All team
//! members check their transceivers before leaving base" -> "... before winter callouts",
//! "Station officers sign off the BA checks" -> "Watch managers sign off ...", "Only
//! nut-free products go on rack 2" -> "... on the racks", "Release the batch once QA has
//! signed off on the seal test" -> "Release the batch after the seal test"; and a rule on
//! any thing of a kind put under a label that names one of them ("No sulphur on any block
//! ..." -> "Block B: no sulphur ...").

use std::ops::Range;

use smallvec::SmallVec;

use super::is_one_of;
use super::said_again::sentences;
use super::words::starts_with_ignore_ascii_case;
use crate::classify::lexicon::{NUMBER_WORD, classes_in_any_case};

/// The most sentences of either text [`phrase_replaced`] compares (more, and it is not
/// asked).
const MAX_SENTENCES: usize = 8;

/// The most bytes from a sentence's start to its label's colon ("  Block B:").
const MAX_LABEL_BYTES: usize = 16;

/// The most words of a sentence [`phrase_replaced`] compares.
const MAX_WORDS: usize = 40;

/// The ranges of the words (runs of letters and digits) of `text` within `range`.
fn words(text: &str, range: Range<usize>) -> Option<SmallVec<[Range<usize>; 24]>> {
    let mut all = SmallVec::new();
    let bytes = text.as_bytes();
    let mut k = range.start;
    while k < range.end {
        if bytes[k].is_ascii_alphanumeric() {
            let start = k;
            while k < range.end && bytes[k].is_ascii_alphanumeric() {
                k += 1;
            }
            if all.len() == MAX_WORDS {
                return None;
            }
            all.push(start..k);
        } else {
            k += 1;
        }
    }
    Some(all)
}

/// A word that carries no thing of its own: a determiner, an auxiliary, a preposition.
fn is_light(word: &str) -> bool {
    word.len() <= 1 && !word.bytes().all(|b| b.is_ascii_digit())
        || is_one_of(
            word,
            &[
                "the", "a", "an", "of", "to", "in", "on", "at", "for", "by", "with", "has", "have",
                "had", "is", "are", "be", "been", "was", "and", "or", "off", "up", "it", "its",
                "their", "our", "your", "this", "that",
            ],
        )
}

/// A word that quantifies over all of a kind ("every commit" = "all commits").
fn is_universal(word: &str) -> bool {
    is_one_of(word, &["every", "all", "each", "any", "everyone", "anyone"])
}

/// A word of negation or modality, or a part of one ("don" and "t" of "don't").
fn is_modal_or_negation(word: &str) -> bool {
    is_one_of(
        word,
        &[
            "t",
            "not",
            "no",
            "never",
            "don",
            "doesn",
            "didn",
            "do",
            "does",
            "must",
            "mustn",
            "should",
            "shouldn",
            "can",
            "cannot",
            "may",
            "might",
            "will",
            "won",
            "shall",
            "need",
            "needs",
            "always",
            "only",
            "nobody",
            "none",
            "nothing",
            "ideally",
            "best",
            "preferably",
            "please",
            "try",
            "probably",
            "maybe",
            "perhaps",
            "usually",
            "generally",
            "kindly",
            "better",
            "good",
            "practice",
            "advised",
            "recommended",
        ],
    )
}

/// A word after which a phrase names where, when or on what condition: a preposition, an
/// ordering or a condition word.
fn opens_a_phrase(word: &str) -> bool {
    is_one_of(
        word,
        &[
            "before", "after", "on", "in", "at", "to", "into", "onto", "from", "until", "till",
            "when", "if", "once", "unless", "during", "for", "by", "with", "without", "within",
        ],
    )
}

/// A word that opens a condition or an ordering ("once QA has signed off" -> "after ...").
fn opens_a_condition(word: &str) -> bool {
    is_one_of(
        word,
        &[
            "before", "after", "until", "till", "when", "whenever", "if", "once", "unless",
            "provided", "as", "while",
        ],
    )
}

/// The first of `ours` (sentences of `original` in force, not in the past, each with whether
/// it is a rule) that a sentence of `rewrite` says again word for word but for one phrase
/// traded for another: at least
/// half its words (three at least) kept, in order, around the phrase; the two phrases share
/// no word; the original's holds a word of substance (a number, or no determiner nor
/// preposition) the rewrite nowhere says, and the rewrite's one the original nowhere says.
/// The phrase is the opening of a practice (its actor: "Station officers" -> "Watch
/// managers"; a rule may open with its verb), what follows a preposition, ordering or
/// condition word at its end ("before leaving base" -> "before winter callouts"), or a
/// condition traded inside it ("once QA has signed off on" -> "after"). Not an abbreviation
/// of the phrase or spelled out ("breathing apparatus" -> "BA", "EOD Fri" -> "end of day
/// Friday"), nor a phrase said again in other words that keeps one of them ("once QA has signed off" -> "after QA signs off"), nor numbers
/// said again ("five" -> "5"), universals ("every" -> "all"), negations, modals or hedges.
/// And one of a kind named by its number or letter made all of them, anywhere ("on rack 2"
/// -> "on the racks", "in bay C" -> "in all bays"). The two phrases' ranges. Texts of at most
/// [`MAX_SENTENCES`] sentences each; the bytes each two sentences share at their start and
/// end are counted before any is split into words.
pub(super) fn phrase_replaced(
    original: &str,
    ours: impl Iterator<Item = (Range<usize>, bool)>,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    let theirs: SmallVec<[Range<usize>; MAX_SENTENCES]> =
        sentences(rewrite).take(MAX_SENTENCES + 1).collect();
    if theirs.len() > MAX_SENTENCES {
        return None;
    }
    let same = |a: &Range<usize>, b: &Range<usize>| {
        original[a.clone()].eq_ignore_ascii_case(&rewrite[b.clone()])
    };
    for (sentence, binding) in ours.take(MAX_SENTENCES) {
        let mut ours_words = None;
        let a = original.as_bytes().get(sentence.clone()).unwrap_or(&[]);
        for t in &theirs {
            // Asked first of the bytes the two sentences share at their start and end (a
            // compare of eight bytes at a time): half the sentence at least, and something
            // apart in both; most sentences differ early or are said again whole, and then no
            // word list is made.
            let b = rewrite.as_bytes().get(t.clone()).unwrap_or(&[]);
            // (First of all, their first four bytes or their last four: most pairs stop here.)
            let edge =
                |x: &[u8], y: &[u8]| x.len() >= 4 && y.len() >= 4 && x.eq_ignore_ascii_case(y);
            if !edge(&a[..a.len().min(4)], &b[..b.len().min(4)])
                && !edge(
                    &a[a.len().saturating_sub(4)..],
                    &b[b.len().saturating_sub(4)..],
                )
            {
                continue;
            }
            let front = super::common_prefix_ignoring_case(a, b);
            let kept = front + super::common_suffix_ignoring_case(&a[front..], &b[front..]);
            if kept >= a.len() || kept >= b.len() || kept * 2 < a.len() {
                continue;
            }
            // Then of the words the two differ by (the bytes apart, widened to whole words):
            // few, and none a negation, modal, hedge, universal or number, or no word list is
            // made ("Do not" -> "Never", "at most 3" -> "no more than 3").
            if !middles_may_differ_by_a_phrase(a, b, front, kept - front) {
                continue;
            }
            let Some(o) = ours_words
                .get_or_insert_with(|| words(original, sentence.clone()))
                .as_ref()
            else {
                break;
            };
            let Some(r) = words(rewrite, t.clone()) else {
                continue;
            };
            if o.len() < 3 || r.len() < 3 {
                continue;
            }
            let shortest = o.len().min(r.len());
            let p = (0..shortest).take_while(|&k| same(&o[k], &r[k])).count();
            let q = (0..shortest - p)
                .take_while(|&k| same(&o[o.len() - 1 - k], &r[r.len() - 1 - k]))
                .count();
            let (ours_mid, theirs_mid) = (&o[p..o.len() - q], &r[p..r.len() - q]);
            let kept = p + q;
            if ours_mid.is_empty()
                || theirs_mid.is_empty()
                || ours_mid.len() > 6
                || theirs_mid.len() > 4
                || kept < 3
                || kept * 2 < o.len()
            {
                continue;
            }
            let word_o = |w: &Range<usize>| &original[w.clone()];
            let word_r = |w: &Range<usize>| &rewrite[w.clone()];
            // "rack 2" -> "the racks": one of a kind named by its number or letter made all
            // of them.
            if let [noun, id] = ours_mid
                && names_one(word_o(id))
                && let Some(plural) = theirs_mid.last()
                && theirs_mid.len() <= 2
                && (theirs_mid.len() == 1
                    || is_light(word_r(&theirs_mid[0]))
                    || is_universal(word_r(&theirs_mid[0])))
                && is_plural_of(word_r(plural), word_o(noun))
            {
                return Some((noun.start..id.end, theirs_mid[0].start..plural.end));
            }
            let placed = if p == 0 {
                // The actor of a practice (a rule may open with its verb, "Reply" ->
                // "Respond"): the sentence goes on from its verb, two words at least.
                // (Its verb a word: "Posts run 400-600 words" -> "Length 400-600 words".)
                !binding
                    && ours_mid.len() <= 4
                    && q >= 2
                    && word_r(&r[r.len() - q])
                        .bytes()
                        .all(|b| b.is_ascii_alphabetic())
                    && !is_light(word_r(&r[r.len() - q]))
            } else if q == 0 {
                opens_a_phrase(word_o(&o[p - 1]))
            } else {
                (opens_a_condition(word_o(&ours_mid[0])) || opens_a_phrase(word_o(&o[p - 1])))
                    && opens_a_condition(word_r(&theirs_mid[0]))
            };
            // Negations and modals are the rest of the check's ("Don't" -> "Do not"), and a
            // label is no actor ("Use pnpm" -> "Repo rules: pnpm").
            let labelled = rewrite[theirs_mid[theirs_mid.len() - 1].end..]
                .trim_start_matches([' ', ')'])
                .starts_with(':');
            // Numbers are compared by value elsewhere ("five" -> "5", "17:00" -> "5pm", "2
            // hrs" -> "two hours", "two weeks" -> "a fortnight"), and an acronym may stand
            // for the phrase ("end of the day" -> "COB").
            let numbered = |text: &str, mid: &[Range<usize>]| {
                mid.iter().any(|w| {
                    let word = &text[w.clone()];
                    word.bytes().any(|b| b.is_ascii_digit())
                        || classes_in_any_case(word) & NUMBER_WORD != 0
                            && !word.eq_ignore_ascii_case("once")
                })
            };
            if !placed
                || labelled
                || numbered(rewrite, theirs_mid)
                || numbered(original, ours_mid)
                || acronym(rewrite, theirs_mid)
                || acronym(original, ours_mid)
                || ours_mid.iter().any(|w| is_universal(word_o(w)))
                || theirs_mid.iter().any(|w| is_universal(word_r(w)))
                || ours_mid.iter().any(|w| is_modal_or_negation(word_o(w)))
                || theirs_mid.iter().any(|w| is_modal_or_negation(word_r(w)))
                || ours_mid.iter().any(|a| {
                    !is_light(word_o(a)) && theirs_mid.iter().any(|b| akin(word_o(a), word_r(b)))
                })
            {
                continue;
            }
            // Said, or said in a longer or shorter form ("displaying" -> "display", "Fri"
            // -> "Friday").
            let said_in = |text: &str, word: &str| {
                text.split(|c: char| !c.is_ascii_alphanumeric())
                    .any(|w| akin(w, word))
            };
            let lost = ours_mid.iter().any(|w| {
                let word = word_o(w);
                !is_light(word) && !opens_a_condition(word) && !said_in(rewrite, word)
            });
            let new = theirs_mid.iter().any(|w| !said_in(original, word_r(w)));
            if lost
                && new
                && !initials_of(theirs_mid, rewrite, ours_mid, original)
                && !initials_of(ours_mid, original, theirs_mid, rewrite)
            {
                let span = |mid: &[Range<usize>]| mid[0].start..mid[mid.len() - 1].end;
                return Some((span(ours_mid), span(theirs_mid)));
            }
        }
    }
    None
}

/// Two forms of one word: the same, one the other's start ("Fri", "Friday"; "display",
/// "displaying"), or alike but for their last two letters at most ("requests", "requested").
fn akin(a: &str, b: &str) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    let common = short
        .bytes()
        .zip(long.bytes())
        .take_while(|(x, y)| x.eq_ignore_ascii_case(y))
        .count();
    common == long.len()
        || short.len() >= 3 && common == short.len()
        || common >= 4 && common + 2 >= short.len()
}

/// A number or a letter that names one of a kind ("2" of "rack 2", "B" of "block B").
fn names_one(word: &str) -> bool {
    word.len() <= 3 && word.bytes().any(|b| b.is_ascii_digit())
        || word.len() == 1 && word.as_bytes()[0].is_ascii_uppercase()
}

/// `plural` is the plural of `noun` ("racks", "rack"; "boxes", "box").
fn is_plural_of(plural: &str, noun: &str) -> bool {
    plural.len() > noun.len()
        && starts_with_ignore_ascii_case(plural, noun)
        && matches!(&plural[noun.len()..], "s" | "es" | "S" | "ES")
}

/// The phrase is one word in capitals, an acronym ("COB", "2FA").
fn acronym(text: &str, mid: &[Range<usize>]) -> bool {
    mid.len() == 1 && {
        let word = &text[mid[0].clone()];
        word.len() >= 2 && word.bytes().all(|b| !b.is_ascii_lowercase())
    }
}

/// The bytes sentences `a` and `b` do not share at their start (`front` bytes) and end
/// (`back` bytes), widened to whole words, hold at most six words in `a` and four in `b`, and
/// none of them a negation, modal or hedge, and (in `a`) a universal or (in `b`) a number:
/// the words [`phrase_replaced`] would find between what the two keep pass its first tests.
fn middles_may_differ_by_a_phrase(a: &[u8], b: &[u8], front: usize, back: usize) -> bool {
    let is_word = |x: &u8| x.is_ascii_alphanumeric();
    // Widened: back to the start of a word cut by the shared front, on to the end of one cut
    // by the shared end.
    let mut start = front;
    while start > 0 && is_word(&a[start - 1]) {
        start -= 1;
    }
    let widen = |text: &[u8]| {
        let mut end = text.len() - back;
        while end < text.len() && end > 0 && is_word(&text[end - 1]) {
            end += 1;
        }
        end
    };
    let passes = |text: &[u8], end: usize, most: usize, ours: bool| {
        let middle = &text[start.min(end)..end];
        let mut count = 0;
        middle
            .split(|x| !is_word(x))
            .filter(|w| !w.is_empty())
            .all(|w| {
                count += 1;
                let word = std::str::from_utf8(w).unwrap_or("");
                count <= most
                    && !is_modal_or_negation(word)
                    && (!ours || !is_universal(word))
                    && (ours
                        || !w.iter().any(u8::is_ascii_digit)
                            && (classes_in_any_case(word) & NUMBER_WORD == 0
                                || word.eq_ignore_ascii_case("once")))
            })
    };
    // (A number of the original's may name one of a kind, said all of them with a universal:
    // "rack 2" -> "all racks".)
    passes(a, widen(a), 6, true) && passes(b, widen(b), 4, false)
}

/// A word of `theirs` is the initials of words of `ours` in a row ("BA" of "breathing
/// apparatus", "EOD" of "end of day").
fn initials_of(
    theirs: &[Range<usize>],
    rewrite: &str,
    ours: &[Range<usize>],
    original: &str,
) -> bool {
    theirs.iter().any(|w| {
        let letters = rewrite[w.clone()].as_bytes();
        letters.len() >= 2
            && ours.windows(letters.len()).any(|run| {
                run.iter()
                    .zip(letters)
                    .all(|(x, l)| original.as_bytes()[x.start].eq_ignore_ascii_case(l))
            })
    })
}

/// A rule of `original` on any thing of a kind ("no sulphur on any block", "all racks",
/// "every bay") whose rewrite opens a sentence with a label naming one of them ("Block B:
/// ...", "Rack 2:") and nowhere says the universal again: the rule narrowed to the one
/// labelled (c31r071). The universal's range and the label's. Screened by a colon in the
/// rewrite.
pub(super) fn universal_narrowed_by_label(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    memchr::memchr(b':', rewrite.as_bytes())?;
    // "Block B", "rack 2", "Bay C3": a word and an identifier of a letter or with a digit.
    let label = |sentence: &str| -> Option<(usize, usize)> {
        let colon = sentence.find(':')?;
        let mut parts = sentence[..colon].split(' ').filter(|w| !w.is_empty());
        let (kind, id) = (parts.next()?, parts.next()?);
        let names_one = id.len() <= 3
            && id.bytes().all(|b| b.is_ascii_alphanumeric())
            && (id.bytes().any(|b| b.is_ascii_digit())
                || id.len() == 1 && id.as_bytes()[0].is_ascii_uppercase());
        (parts.next().is_none() && names_one && kind.bytes().all(|b| b.is_ascii_alphabetic())).then(
            || {
                let start = kind.as_ptr() as usize - sentence.as_ptr() as usize;
                (start, colon)
            },
        )
    };
    let kind_of = |universal_next: &str, kind: &str| {
        universal_next.eq_ignore_ascii_case(kind)
            || universal_next.len() == kind.len() + 1
                && starts_with_ignore_ascii_case(universal_next, kind)
                && universal_next.ends_with('s')
    };
    // The labels first (a label naming one thing is rare), then the original's universals.
    // (A label opens its sentence within a few bytes before its colon.)
    let bytes = rewrite.as_bytes();
    let labels: SmallVec<[Range<usize>; 2]> = memchr::memchr_iter(b':', bytes)
        .take(MAX_SENTENCES)
        .filter_map(|colon| {
            let near = colon.saturating_sub(MAX_LABEL_BYTES);
            let start = match bytes[near..colon]
                .iter()
                .rposition(|b| matches!(b, b'.' | b';' | b'\n' | b'!' | b'?'))
            {
                Some(k) => near + k + 1,
                None if near == 0 => 0,
                None => return None,
            };
            let (at, colon) = label(&rewrite[start..])?;
            Some(start + at..start + colon)
        })
        .collect();
    if labels.is_empty() {
        return None;
    }
    let ours = universals(original);
    for at in labels {
        let kind = rewrite[at.clone()].split(' ').next().unwrap_or("");
        if let Some((range, _)) = ours.iter().find(|(_, noun)| kind_of(noun, kind))
            && !universals(rewrite)
                .iter()
                .any(|(_, noun)| kind_of(noun, kind))
        {
            return Some((range.clone(), at));
        }
    }
    None
}

/// Each universal of `text` and the word after it ("any block"), as its range and that word.
fn universals(text: &str) -> SmallVec<[(Range<usize>, &str); 2]> {
    let mut found = SmallVec::new();
    let mut words = text
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .peekable();
    while let Some(w) = words.next() {
        if is_one_of(w, &["any", "every", "all", "each"])
            && let Some(next) = words.peek()
        {
            let start = w.as_ptr() as usize - text.as_ptr() as usize;
            let end = next.as_ptr() as usize - text.as_ptr() as usize + next.len();
            found.push((start..end, *next));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A practice said again with its actor, its place or its condition traded for another
    /// (s31-r101, r141, r154, r068), and the look-alikes that keep the phrase.
    #[test]
    fn a_phrase_traded_for_another() {
        let avalanche = "All team members check their avalanche transceivers before leaving base.";
        let rack = "Only nut-free products go on rack 2.";
        let ba = "Station officers sign off the BA checks.";
        let batch = "Release the batch once QA has signed off on the seal test.";
        assert_changed(&[
            (
                avalanche,
                "All team members check their avalanche transceivers before winter callouts.",
            ),
            (
                avalanche,
                "All team members check their avalanche transceivers before night shifts.",
            ),
            (rack, "Only nut-free products go on the racks."),
            (rack, "Only nut-free products go on all racks."),
            ("Only staff park in bay C.", "Only staff park in the bays."),
            (ba, "Watch managers sign off the BA checks."),
            (ba, "Crew commanders sign off the BA checks."),
            (batch, "Release the batch after the seal test."),
            (
                batch,
                "Release the batch when production has finished the seal test.",
            ),
            (
                batch,
                "Release the batch once security has signed off on the seal test.",
            ),
            (batch, "Release the batch."),
        ]);
        assert_faithful(&[
            (avalanche, avalanche),
            (
                avalanche,
                "All team members check their avalanche transceivers before leaving the base.",
            ),
            (
                avalanche,
                "Team members all check avalanche transceivers before leaving base.",
            ),
            (rack, "Only nut-free products go on rack 2"),
            (rack, "Only nut-free products go on rack two."),
            (
                "Ideally book through the portal.",
                "Best to book through the portal.",
            ),
            (
                "Reply to the auditors by end of the day.",
                "Reply to the auditors by COB.",
            ),
            (
                "Share the draft only if the client requests it.",
                "Share the draft only if requested.",
            ),
            (
                "Rotate keys within two weeks.",
                "Rotate keys within a fortnight.",
            ),
            (
                "Reply to every ticket within 24 hours.",
                "Reply to every ticket within a day.",
            ),
            (ba, "Station officers sign off BA checks."),
            (ba, "The station officers sign off the BA checks."),
            (batch, "Release the batch once QA signs off the seal test."),
            (
                batch,
                "Release the batch after QA has signed off on the seal test.",
            ),
            (
                "Ship the release once QA signs off.",
                "Ship the release after QA signs off.",
            ),
            (
                "Reply to every customer within 24 hours.",
                "Respond to every customer within 24 hours.",
            ),
            (
                "Every commit must be signed.",
                "All commits must be signed.",
            ),
            (
                "Reply to tickets within two hours.",
                "Reply to tickets within 2 h.",
            ),
            (
                "The fuel dock closes at 21:00.",
                "The fuel dock closes at 9 pm.",
            ),
            ("Cap retries at five.", "Cap retries at 5."),
            (
                "Submit timesheets by EOD Fri.",
                "Submit timesheets by end of day Friday.",
            ),
            (
                "Round all prices to the nearest cent before displaying them.",
                "Round all prices to the nearest cent before display.",
            ),
            ("Posts run 400-600 words.", "Length 400-600 words."),
            (
                "Check the breathing apparatus set before each shift.",
                "Check the BA set before each shift.",
            ),
        ]);
    }

    /// A rule on any thing of a kind put under a label naming one (s31-r071).
    #[test]
    fn a_universal_narrowed_by_a_label() {
        let o = "No sulphur sprays on any block within 14 days of harvest.";
        assert_changed(&[
            (o, "Block B: no sulphur within 14 days of harvest."),
            (o, "Block 2: no sulphur sprays within 14 days of harvest."),
            (
                "Carys: no sulphur sprays on any block within 14 days of harvest. Tom: even \
                 block B? Carys: especially block B.",
                "Block B: no sulphur within 14 days of harvest.",
            ),
            (
                "Every rack must be wiped down before the nut-free run.",
                "Rack 2: wipe down before the nut-free run.",
            ),
        ]);
        assert_faithful(&[
            (
                o,
                "No sulphur sprays on any block within 14 days of harvest.",
            ),
            (
                o,
                "All blocks: no sulphur sprays within 14 days of harvest.",
            ),
            (
                "Harvest block C when the brix is 23. No sulphur on any block within 14 days \
                 of picking.",
                "Block C: harvest when the brix is 23. No sulphur on any block within 14 days \
                 of picking.",
            ),
        ]);
    }

    /// The speaker made the one bound where the original binds another party (s31-r125).
    #[test]
    fn the_speaker_made_the_one_bound() {
        let o = "The customer must provide the LOA before we patch.";
        assert_changed(&[
            (o, "We must provide the LOA before patching."),
            (o, "We must provide the LOA before we patch."),
            (
                "We must send the invoice before the client pays.",
                "The client must send the invoice before we are paid.",
            ),
        ]);
        assert_faithful(&[
            (o, "Customer must provide the LOA before we patch."),
            (o, "The customer must provide the LOA before we patch."),
            (
                "We must send the invoice before the client pays.",
                "We must send the invoice before client payment.",
            ),
        ]);
    }

    /// Advice said as good practice weakens an order (s31-r146).
    #[test]
    fn good_practice_is_advice() {
        let o = "You have to re-weigh every batch of dough after the autolyse.";
        assert_changed(&[
            (
                o,
                "It's good practice to re-weigh dough batches after the autolyse.",
            ),
            (
                o,
                "Best practice to re-weigh every batch of dough after the autolyse.",
            ),
            (
                "You must log every SO2 addition.",
                "It is good practice to log every SO2 addition.",
            ),
        ]);
        assert_faithful(&[
            (o, "Re-weigh every batch of dough after the autolyse."),
            (
                o,
                "Every dough batch must be re-weighed after the autolyse.",
            ),
        ]);
    }
}
