//! Readings of the two texts alone asked behind a one-pass screen of their trigger words
//! ("no longer", a comparison sign, "all", "who isn't", "until", a label's colon), and the words
//! they read: a text lower-cased, with the punctuation that cuts a clause as words of its own
//! ("|", "||"), cut into clauses and sentences. And a second screen, one pass over the bytes
//! of the original (`byte_screen`: a clearing verb before "before", a qualifier beside an
//! amount, "keep" or "still", "required", "every" before a figure, an ordinal), before the
//! readings it lets through (`change_missed_behind_byte_screen`; session 34's known misses).

use super::actors::{clearing_verb_opens_a_clause, prerequisite_actor_swapped};
use super::bound_words::{may_name_a_qualifier, qualified_amounts, qualifier_traded};
use super::duties::requirement_turned;
use super::excluded::excluded_actor_included;
use super::frequencies::periodic_bound_blurred;
use super::gates::ban_until_kept_after;
use super::quantities::{ORDINAL_WORDS, comparison_turned, ordinal_changed};
use super::revoked::{kept_rule_said_retired, revocation_said_as_duty};
use super::swaps::labels_traded;
use super::universals::universal_narrowed;
use super::words::TextReading;
use arrayvec::ArrayString;
use std::ops::Range;

/// A word of a text, lower-cased, with its byte range in the text.
#[derive(Debug, Clone)]
pub(super) struct Word {
    pub(super) lower: Lower,
    pub(super) range: Range<usize>,
}

/// A [`Word`]'s lower case, read as a `str`: inline up to [`INLINE_LOWER`] bytes (nearly
/// every word, and every mark), so a text's words cost no allocation a word.
#[derive(Debug, Clone)]
pub(super) enum Lower {
    Inline(ArrayString<INLINE_LOWER>),
    Long(String),
}

/// The longest [`Lower`] held without an allocation.
const INLINE_LOWER: usize = 24;

impl Lower {
    /// `lower`, copied inline when it fits.
    fn of(lower: &str) -> Self {
        ArrayString::from(lower).map_or_else(|_| Lower::Long(lower.to_owned()), Lower::Inline)
    }

    /// The lower case as a `str`.
    pub(super) fn as_str(&self) -> &str {
        match self {
            Lower::Inline(s) => s,
            Lower::Long(s) => s,
        }
    }
}

impl std::ops::Deref for Lower {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<&str> for Lower {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// The words of `text` (letters, digits, "_", apostrophes and inner hyphens kept), lower-cased,
/// with the punctuation that cuts a clause as words of their own ("||" for "." ";" "!" "?" and
/// a line break, which end a sentence; "|" for ":" "," "(" ")" "/" and an arrow), and comparison
/// signs as words ("<", ">", "<=", ">=").
pub(super) fn words(text: &str) -> Vec<Word> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < text.len() {
        let c = text[i..].chars().next().unwrap_or(' ');
        let n = c.len_utf8();
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            let mut j = i;
            while j < text.len() {
                let d = text[j..].chars().next().unwrap_or(' ');
                let inner = matches!(d, '\'' | '\u{2019}' | '-' | '.' | ':')
                    && text[j + d.len_utf8()..].starts_with(|e: char| e.is_alphanumeric())
                    && (d != '.' && d != ':' || b[j - 1].is_ascii_digit());
                if d.is_alphanumeric() || d == '_' || (j > start && inner) {
                    j += d.len_utf8();
                } else {
                    break;
                }
            }
            out.push(Word {
                lower: lower_case(&text[start..j]),
                range: start..j,
            });
            i = j;
            continue;
        }
        let sign = match c {
            '<' | '≤' => Some(if b.get(i + 1) == Some(&b'=') {
                "<="
            } else {
                "<"
            }),
            '>' | '≥' => Some(if b.get(i + 1) == Some(&b'=') {
                ">="
            } else {
                ">"
            }),
            _ => None,
        };
        // "->" is an arrow, no comparison.
        let arrow = c == '>' && i > 0 && matches!(b[i - 1], b'-' | b'=');
        if let Some(s) = sign.filter(|_| !arrow) {
            let len = if s.len() == 2 && c.is_ascii() { 2 } else { n };
            out.push(Word {
                lower: Lower::of(s),
                range: i..i + len,
            });
            i += len;
            continue;
        }
        if matches!(
            c,
            '.' | ';' | ':' | ',' | '!' | '?' | '(' | ')' | '/' | '\n'
        ) || arrow
        {
            let hard = matches!(c, '.' | ';' | '!' | '?' | '\n');
            out.push(Word {
                lower: Lower::of(if hard { "||" } else { "|" }),
                range: i..i + n,
            });
        }
        i += n;
    }
    out
}

/// `word` lower-cased, its typographic apostrophes made straight: an ASCII word (nearly
/// every one) is copied once, inline when it fits, with no search for the apostrophe it
/// cannot hold.
fn lower_case(word: &str) -> Lower {
    if word.is_ascii() {
        let mut lower = Lower::of(word);
        match &mut lower {
            Lower::Inline(s) => s.make_ascii_lowercase(),
            Lower::Long(s) => s.make_ascii_lowercase(),
        }
        lower
    } else {
        Lower::of(&word.to_lowercase().replace('\u{2019}', "'"))
    }
}

/// A word without a plural "s" or a possessive "'s" ("queries" = "query" is not read:
/// "queries" and "query" stay apart, "hotfixes" = "hotfixe" on both sides).
pub(super) fn stem(w: &str) -> &str {
    let w = w.strip_suffix("'s").unwrap_or(w);
    if w.len() > 3 && w.ends_with('s') && !w.ends_with("ss") {
        &w[..w.len() - 1]
    } else {
        w
    }
}

/// Words of no content for the readings here.
pub(super) fn function_word(w: &str) -> bool {
    matches!(
        w,
        "|" | "||"
            | "a"
            | "an"
            | "the"
            | "to"
            | "of"
            | "in"
            | "on"
            | "at"
            | "for"
            | "by"
            | "with"
            | "from"
            | "and"
            | "or"
            | "is"
            | "are"
            | "be"
            | "was"
            | "were"
            | "it"
            | "its"
            | "this"
            | "that"
            | "my"
            | "me"
            | "our"
            | "your"
            | "their"
            | "you"
            | "we"
            | "i"
            | "user"
            | "must"
            | "should"
            | "will"
            | "can"
            | "may"
            | "need"
            | "needs"
            | "have"
            | "has"
            | "all"
            | "any"
            | "every"
            | "each"
    )
}

pub(super) fn is_negation(w: &str) -> bool {
    matches!(
        w,
        "not"
            | "no"
            | "never"
            | "none"
            | "nobody"
            | "nothing"
            | "cannot"
            | "without"
            | "nor"
            | "non"
    ) || w.ends_with("n't")
}

/// The clauses of `words` (cut at "|" and "||").
pub(super) fn clauses(words: &[Word]) -> impl Iterator<Item = &[Word]> {
    words.split(|w| cut(&w.lower)).filter(|c| !c.is_empty())
}

/// The sentences of `words` (cut at "||"; a clause's "|" stays in).
pub(super) fn sentences(words: &[Word]) -> impl Iterator<Item = &[Word]> {
    words.split(|w| w.lower == "||").filter(|c| !c.is_empty())
}

/// The word is a cut of [`words`].
pub(super) fn cut(w: &str) -> bool {
    w.starts_with('|')
}

/// The range from the first to the last word of `clause`.
pub(super) fn span(clause: &[Word]) -> Range<usize> {
    match (clause.first(), clause.last()) {
        (Some(a), Some(z)) => a.range.start..z.range.end,
        _ => 0..0,
    }
}

/// How many content words of `a` are said in `b` (by [`stem`]).
pub(super) fn shared(a: &[Word], b: &[Word]) -> usize {
    a.iter()
        .filter(|w| w.lower.len() >= 3 && !function_word(&w.lower))
        .filter(|w| b.iter().any(|x| stem(&x.lower) == stem(&w.lower)))
        .count()
}

/// Trigger bits of [`screen`].
const REVOKES: u16 = 1;
const COMPARES: u16 = 1 << 1;
const QUANTIFIES: u16 = 1 << 2;
const WHO: u16 = 1 << 3;
const UNTIL: u16 = 1 << 4;
const KEEPS: u16 = 1 << 5;
const LABELS: u16 = 1 << 6;

/// The trigger words of this module's readings `text` holds, in one pass over its bytes: at
/// each word start only the words of its first letter are compared ("no longer", "needn",
/// "need not"; "above", "below", "under", "exceed", "beyond", "than", "at least", "at most"
/// or a sign; "all", "every", "any", "each"; "who"; "until", "till"; "stay", "remain",
/// "keep", "kept", "left"), and two ":" at least.
pub(super) fn screen(text: &str) -> u16 {
    let b = text.as_bytes();
    let mut bits = 0;
    let mut colons = 0;
    let at = |i: usize, w: &str| {
        b.get(i..i + w.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(w.as_bytes()))
    };
    // A comparison of named quantities: a letter follows the comparing word or sign past
    // spaces, "=", "the" and "than" ("above poll_interval", "at least the day's takings"; not
    // "over €500", "at most 3", "≤ 9").
    let names_after = |mut i: usize| {
        loop {
            while b.get(i).is_some_and(|c| matches!(c, b' ' | b'=')) {
                i += 1;
            }
            match ["the ", "than "].iter().find(|w| at(i, w)) {
                Some(w) => i += w.len(),
                None => break,
            }
        }
        b.get(i).is_some_and(u8::is_ascii_alphabetic)
    };
    for i in 0..b.len() {
        let c = b[i];
        match c {
            // ("->" and "=>" are arrows.)
            b'<' | b'>'
                if !(c == b'>' && i > 0 && matches!(b[i - 1], b'-' | b'='))
                    && names_after(i + 1) =>
            {
                bits |= COMPARES
            }
            b':' => colons += 1,
            // "≤", "≥".
            0xE2 if matches!(b.get(i + 1..i + 3), Some([0x89, 0xA4 | 0xA5]))
                && names_after(i + 3) =>
            {
                bits |= COMPARES
            }
            _ => {}
        }
        if !c.is_ascii_alphabetic() || (i > 0 && b[i - 1].is_ascii_alphanumeric()) {
            continue;
        }
        bits |= match c.to_ascii_lowercase() {
            b'a' if ["above", "at least", "at most"]
                .iter()
                .any(|w| at(i, w) && names_after(i + w.len())) =>
            {
                COMPARES
            }
            b'a' if at(i, "all ") || at(i, "any ") => QUANTIFIES,
            b'b' if ["below", "beyond"]
                .iter()
                .any(|w| at(i, w) && names_after(i + w.len())) =>
            {
                COMPARES
            }
            b'e' if ["exceeds", "exceed"]
                .iter()
                .any(|w| at(i, w) && names_after(i + w.len())) =>
            {
                COMPARES
            }
            b'e' if at(i, "every ") || at(i, "each ") => QUANTIFIES,
            b'k' if at(i, "keep") || at(i, "kept") => KEEPS,
            b'l' if at(i, "left") => KEEPS,
            b'n' if at(i, "no longer") || at(i, "needn") || at(i, "need not") => REVOKES,
            b'r' if at(i, "remain") => KEEPS,
            b's' if at(i, "stay") => KEEPS,
            b't' if at(i, "than") && names_after(i + 4) => COMPARES,
            b't' if at(i, "till") => UNTIL,
            b'u' if at(i, "under") && names_after(i + 5) => COMPARES,
            b'u' if at(i, "until") => UNTIL,
            b'w' if at(i, "who") => WHO,
            _ => 0,
        };
    }
    if colons >= 2 {
        bits |= LABELS;
    }
    bits
}

/// The first change found by the readings of this module, as (what, original range, rewrite
/// range). Each reading runs only when [`screen`] finds its trigger words in the texts: the
/// original's screen is kept in `original_screen` (on its facts: searched once for every
/// rewrite proposed for it), the rewrite's searched only when a reading needs it.
pub(super) fn change_missed(
    original: &str,
    rewrite: &str,
    original_screen: &std::sync::OnceLock<u16>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    let o = *original_screen.get_or_init(|| screen(original));
    if o & (REVOKES | COMPARES | QUANTIFIES | WHO | UNTIL | LABELS) == 0 {
        return None;
    }
    let r = if o & (COMPARES | UNTIL | LABELS) != 0 {
        screen(rewrite)
    } else {
        0
    };
    if o & REVOKES != 0
        && let Some((from, to)) = revocation_said_as_duty(original, rewrite)
    {
        return Some(("negation dropped", from, to));
    }
    if o & r & COMPARES != 0
        && let Some((from, to)) = comparison_turned(original, rewrite)
    {
        return Some(("bound direction changed", from, to));
    }
    if o & QUANTIFIES != 0
        && let Some((from, to)) = universal_narrowed(original, rewrite)
    {
        return Some(("scope changed", from, to));
    }
    if o & WHO != 0
        && let Some((from, to)) = excluded_actor_included(original, rewrite)
    {
        return Some(("scope changed", from, to));
    }
    if o & UNTIL != 0
        && r & KEEPS != 0
        && let Some((from, to)) = ban_until_kept_after(original, rewrite)
    {
        return Some(("bound direction changed", from, to));
    }
    if o & r & LABELS != 0
        && let Some((from, to)) = labels_traded(original, rewrite)
    {
        return Some(("scope changed", from, to));
    }
    None
}

/// The first change found by the readings of this module, as (what, original range, rewrite
/// range).
pub(super) fn change_missed_behind_byte_screen(
    o_read: &TextReading<'_>,
    r_read: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    // The same for every rewrite of the original: kept with its reading.
    let mut o = o_read.byte_screen();
    if o == 0 {
        return None;
    }
    let ow = o_read.screened_words();
    // Most originals hold a digit, few a qualified amount.
    let ours = if o & BYTE_DIGITS != 0 {
        qualified_amounts(ow)
    } else {
        Vec::new()
    };
    if ours.is_empty() {
        o &= !BYTE_DIGITS;
    }
    if o == 0 {
        return None;
    }
    let rw = r_read.screened_words();
    let found =
        |reading: Option<(Range<usize>, Range<usize>)>, what| reading.map(|(f, t)| (what, f, t));
    (o & BYTE_ASKS != 0)
        .then(|| found(prerequisite_actor_swapped(ow, rw), "scope changed"))
        .flatten()
        .or_else(|| {
            (o & BYTE_DIGITS != 0)
                .then(|| found(qualifier_traded(&ours, rw), "unit changed"))
                .flatten()
        })
        .or_else(|| {
            (o & BYTE_KEEPS != 0)
                .then(|| found(kept_rule_said_retired(ow, rw), "negation added"))
                .flatten()
        })
        .or_else(|| {
            (o & BYTE_REQUIRES != 0)
                .then(|| requirement_turned(ow, rw))
                .flatten()
        })
        .or_else(|| {
            (o & BYTE_PERIODIC != 0)
                .then(|| periodic_bound_blurred(ow, rw))
                .flatten()
        })
        .or_else(|| {
            (o & BYTE_ORDINAL != 0)
                .then(|| found(ordinal_changed(ow, rw), "bound changed"))
                .flatten()
        })
}

/// The trigger bits of [`byte_screen`] `original` holds, its digit's only when a word of it
/// may name a qualifier ([`may_name_a_qualifier`]: no qualified amount without one), read once
/// for an original ([`TextReading::byte_screen`](super::words::TextReading::byte_screen)).
pub(super) fn original_triggers(original: &str) -> u8 {
    let o = byte_screen(original);
    if o & BYTE_DIGITS != 0 && !may_name_a_qualifier(original) {
        o & !BYTE_DIGITS
    } else {
        o
    }
}

/// Trigger bits of [`byte_screen`].
const BYTE_ASKS: u8 = 1;

const BYTE_DIGITS: u8 = 1 << 1;

const BYTE_KEEPS: u8 = 1 << 2;

const BYTE_REQUIRES: u8 = 1 << 3;

const BYTE_PERIODIC: u8 = 1 << 4;

const BYTE_ORDINAL: u8 = 1 << 5;

/// `b` holds the word `w` (lower case) at byte `i`, ASCII case aside, no letter after it.
pub(super) fn word_at(b: &[u8], i: usize, w: &str) -> bool {
    b.get(i..i + w.len())
        .is_some_and(|p| p.eq_ignore_ascii_case(w.as_bytes()))
        && !b.get(i + w.len()).is_some_and(u8::is_ascii_alphabetic)
}

/// A word starts at byte `i` of `b`: a letter with no letter or digit before it.
pub(super) fn starts_a_word(b: &[u8], i: usize) -> bool {
    b[i].is_ascii_alphabetic() && (i == 0 || !b[i - 1].is_ascii_alphanumeric())
}

/// The trigger words of this module's readings `original` holds, in one pass over its bytes
/// (at each word start only the words of its first letter are compared): "before" and a verb
/// of `actors::CLEARING_VERBS` opening a clause ([`clearing_verb_opens_a_clause`], looked for
/// only when "before" is said: a prerequisite), a digit (a qualified amount), "keep" or
/// "still" (a rule kept), "required", "mandatory" or "compulsory" (a requirement), "every"
/// before a figure or "whichever" (a periodic bound).
fn byte_screen(original: &str) -> u8 {
    let b = original.as_bytes();
    let at = |i: usize, w: &str| word_at(b, i, w);
    let (mut bits, mut before) = (0, false);
    for i in 0..b.len() {
        let c = b[i];
        if c.is_ascii_digit() {
            bits |= BYTE_DIGITS;
            // "4th", "22nd": an ordinal's figure (not "10am", "5kg").
            if b.get(i + 1..i + 3).is_some_and(|s| {
                ["st", "nd", "rd", "th"]
                    .iter()
                    .any(|x| s.eq_ignore_ascii_case(x.as_bytes()))
            }) {
                bits |= BYTE_ORDINAL;
            }
            continue;
        }
        if !starts_a_word(b, i) {
            continue;
        }
        let c = c.to_ascii_lowercase();
        match c {
            b'b' if at(i, "before") => before = true,
            b'k' if at(i, "keep") => bits |= BYTE_KEEPS,
            b's' if at(i, "still") => bits |= BYTE_KEEPS,
            b'r' if at(i, "required") => bits |= BYTE_REQUIRES,
            b'm' if at(i, "mandatory") => bits |= BYTE_REQUIRES,
            b'c' if at(i, "compulsory") => bits |= BYTE_REQUIRES,
            b'w' if at(i, "whichever") => bits |= BYTE_PERIODIC,
            // An ordinal in words ("first" orders steps, and is left out).
            b's' | b't' | b'f' | b'e' | b'n'
                if ORDINAL_WORDS[1..]
                    .iter()
                    .any(|w| w.as_bytes()[0] == c && at(i, w)) =>
            {
                bits |= BYTE_ORDINAL
            }
            b'e' if at(i, "every")
                && original[i + 5..]
                    .trim_start()
                    .starts_with(|d: char| d.is_ascii_digit()) =>
            {
                bits |= BYTE_PERIODIC
            }
            _ => {}
        }
    }
    if before && clearing_verb_opens_a_clause(original) {
        bits |= BYTE_ASKS;
    }
    bits
}

#[cfg(test)]
mod tests {
    use super::{
        BYTE_ASKS, BYTE_DIGITS, BYTE_KEEPS, BYTE_ORDINAL, BYTE_PERIODIC, BYTE_REQUIRES, byte_screen,
    };

    /// The one-pass screen finds each reading's trigger words, at word starts only.
    #[test]
    fn the_screen_finds_the_trigger_words() {
        use super::*;
        assert_eq!(screen("You no longer need my sign-off."), REVOKES);
        assert_eq!(screen("timeout < poll_interval") & COMPARES, COMPARES);
        assert_eq!(screen("a ≥ b"), COMPARES);
        assert_eq!(
            screen("Keep the float at least the day's takings."),
            COMPARES | KEEPS
        );
        // A number or an amount compared is the bound readings' ("over €500", "≤ 9"), an
        // arrow no sign.
        assert_eq!(
            screen("Refunds over €500; at most 3 retries; ≤ 9 pax; x -> y"),
            0
        );
        assert_eq!(screen("All auditor queries come to me."), QUANTIFIES);
        assert_eq!(screen("Anyone who isn't staff"), WHO);
        assert_eq!(
            screen("Do not open it until noon; it stays shut."),
            UNTIL | KEEPS
        );
        assert_eq!(screen("Mixers: 04:30. Ovens: 05:00."), LABELS);
        // Inside a word: "ball ", "shall ", "wonder", "thunder", "overall ".
        assert_eq!(screen("The ball was thrown. Thunder overall "), 0);
    }

    /// The screen finds each reading's trigger words, and not their look-alikes: a clearing
    /// verb inside a clause ("we ask before"), "every" before no figure, "everyone".
    #[test]
    fn the_byte_screen_finds_the_trigger_words() {
        assert_eq!(
            byte_screen("Ask Nana before you move any bookings."),
            BYTE_ASKS
        );
        assert_eq!(
            byte_screen("User: please check with Priya before merging."),
            BYTE_ASKS
        );
        assert_eq!(byte_screen("We ask guests to leave before noon."), 0);
        assert_eq!(byte_screen("Tips are capped at $20 Bajan."), BYTE_DIGITS);
        assert_eq!(
            byte_screen("Keep the old rule about squash-merging."),
            BYTE_KEEPS
        );
        assert_eq!(byte_screen("A transceiver is required."), BYTE_REQUIRES);
        assert_eq!(
            byte_screen("Rotate the tyres every 10,000 km."),
            BYTE_PERIODIC | BYTE_DIGITS
        );
        assert_eq!(byte_screen("Everyone rotates the tyres every week."), 0);
        assert_eq!(
            byte_screen("Book the 4th slot."),
            BYTE_ORDINAL | BYTE_DIGITS
        );
        assert_eq!(byte_screen("Arrive by 10am with 5kg."), BYTE_DIGITS);
    }

    /// The screen kept with a text's reading is the one [`super::original_triggers`] reads
    /// afresh (the first definition, moved there whole), and a second reading
    /// of the same kept text shares it: a digit with a qualifier ("$20 Bajan", "5 imperial
    /// gallons") and without one (a heading's number, "10am"), an ordinal, the trigger words
    /// and their look-alikes, an empty text.
    #[test]
    fn the_kept_byte_screen_is_the_first_definitions() {
        use super::super::words::{KeptReading, TextReading};
        for text in [
            "Tips are capped at $20 Bajan.",
            "Carry 5 imperial gallons, not more.",
            "Observation 00000001: the log reader finished its pass over the output.",
            "Arrive by 10am with 5kg.",
            "Book the 4th slot, then the fifth.",
            "Ask Nana before you move any bookings.",
            "We ask guests to leave before noon.",
            "Keep the old rule; it still stands.",
            "A transceiver is required, goggles mandatory.",
            "Rotate the tyres every 10,000 km, whichever comes first.",
            "Everyone rotates the tyres every week.",
            "",
        ] {
            let kept = KeptReading::default();
            let once = TextReading::with_kept(text, &kept).byte_screen();
            assert_eq!(once, super::original_triggers(text), "{text}");
            assert_eq!(
                TextReading::with_kept(text, &kept).byte_screen(),
                once,
                "{text}"
            );
        }
    }

    /// A word's lower case, inline or not (longer than 24 bytes), is its first
    /// definition's (a `String`): the word lower-cased, a typographic apostrophe made
    /// straight; a mark's and a sign's are theirs.
    #[test]
    fn a_words_lower_case_is_the_first_definitions() {
        let long = "Internationalisation-Readiness";
        let text = format!("Don\u{2019}t CAFÉ x1 <= 5; ≥ {long}, Ω\n{}", "A".repeat(24));
        let lowers: Vec<String> = super::words(&text)
            .iter()
            .map(|w| w.lower.to_string())
            .collect();
        assert_eq!(
            lowers,
            [
                "don't",
                "café",
                "x1",
                "<=",
                "5",
                "||",
                ">",
                &long.to_ascii_lowercase(),
                "|",
                "ω",
                "||",
                &"a".repeat(24),
            ]
        );
    }

    proptest::proptest! {
        /// The kept screen is the first definition's on texts of trigger words, qualifiers,
        /// digits, ordinals and their look-alikes side by side.
        #[test]
        fn the_kept_byte_screen_reads_as_first_read(
            pieces in proptest::collection::vec(
                proptest::sample::select(&[
                    " ", ". ", ", ", "4", "th", " 4th", "Bajan", " US", "uk", " before", "Ask ",
                    " keep", "still", " required", " every", " 12", "whichever", " fifth",
                    "é", "U\u{212A}", "x",
                ][..]),
                0..16,
            ),
        ) {
            let text = pieces.concat();
            let kept = super::super::words::KeptReading::default();
            proptest::prop_assert_eq!(
                super::super::words::TextReading::with_kept(&text, &kept).byte_screen(),
                super::original_triggers(&text)
            );
        }
    }
}
