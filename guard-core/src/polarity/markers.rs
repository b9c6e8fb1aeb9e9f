//! A quick test that rules out, for most content words, every marker-word list the fact
//! extraction compares a token with (hedge phrases, strong modality, negators, conditions,
//! restrictions, quantifiers, the words a modifier may not follow).
//!
//! Those lists are `match`es on the token's text: a content word ("payments", "webhooks") is
//! compared with every listed word before it is found in none. [`screen`] answers from one
//! look-up in a bit table built at compile time from [`MARKER_WORDS`]: `false` means the word
//! is in no list, so every one of those tests would answer "no" (the tests are skipped, the
//! answer is the same); `true` means the lists must be asked, as before. The same hash of the
//! word reads a second table, of the date names, which rules out the date-name `match` for
//! most words in the same way.

use crate::classify::numbers;

/// Every word the extraction's per-token `match`es compare a token's text with. A word added
/// to one of those lists in `extract.rs` must be added here too, or the filter skips it: the
/// test `the_filter_changes_no_report_on_the_fixtures` compares every fixture report with the
/// filter on and off, so it catches the words the fixtures use.
pub(crate) const MARKER_WORDS: &[&str] = &[
    // Hedge phrases ("if possible").
    "if",
    "when",
    "where",
    "whenever",
    // "Occasionally" in more words ("from time to time", "now and then").
    "from",
    "now",
    // Strong modality.
    "must",
    "shall",
    "required",
    "mandatory",
    "always",
    "never",
    "mustn't",
    "cannot",
    "can't",
    "forbidden",
    "prohibited",
    "banned",
    "strictly",
    "compulsory",
    "obligatory",
    "only",
    // Negators.
    "not",
    "no",
    "don't",
    "dont",
    "doesn't",
    "nobody",
    // "nobody's rostered there ...": "nobody is" (see `is_negator`).
    "nobody's",
    "nothing",
    "none",
    "neither",
    "nor",
    "shouldn't",
    "won't",
    "isn't",
    "aren't",
    "wasn't",
    "weren't",
    "hasn't",
    "haven't",
    "hadn't",
    "didn't",
    "wouldn't",
    "couldn't",
    "needn't",
    "shan't",
    "disallowed",
    "off-limits",
    "hands-off",
    "avoid",
    "expected",
    "supposed",
    "preceded",
    "followed",
    "lacking",
    "refuse",
    "decline",
    "reject",
    "refrain",
    "seldom",
    "rarely",
    "hardly",
    "omit",
    "exclude",
    "no-go",
    "without",
    "w/o",
    "leave",
    "hold",
    "stop",
    "skip",
    "off",
    "ignore",
    "unable",
    "forget",
    // A limit removed ("removed the three-quote limit").
    "remove",
    "removed",
    "lift",
    "lifted",
    "out",
    "instead",
    "rather",
    "over",
    "throughout",
    "everywhere",
    // Conditions and orderings, and the first words of their phrases.
    "as",
    "so",
    // "..., long as it goes insured": "as long as" without its first "as" (corpus36).
    "long",
    "on",
    "other",
    "apart",
    "aside",
    "in",
    "except",
    "but",
    "prior",
    "advance",
    "beforehand",
    "since",
    "ahead",
    "unless",
    "provided",
    "providing",
    "excluding",
    "bar",
    "barring",
    "with",
    "once",
    "after",
    "before",
    "until",
    "till",
    "pending",
    "while",
    "following",
    "during",
    "then",
    "afterwards",
    "first",
    // "the moment a box arrives" (`extract::moment_opens_a_clause`).
    "moment",
    "minute",
    "instant",
    // Restrictions.
    "exclusively",
    "solely",
    "reserved",
    "reserve",
    "restricted",
    "limited",
    "confined",
    "exclusive",
    "no-one",
    // Quantifiers ("first" above also reads "the first" of many).
    "all",
    "every",
    "each",
    "any",
    "everyone",
    "everything",
    "anyone",
    "everybody",
    "anybody",
    "anywhere",
    "most",
    "some",
    "certain",
    "several",
    "few",
    "sometimes",
    "many",
    "occasionally",
    // Words after which a content word does not modify the next one.
    "should",
    "will",
    "would",
    "can",
    "could",
    "may",
    "might",
    "'ll",
    "to",
    "do",
    "does",
    "please",
    "you",
    "we",
    "i",
    "they",
    "he",
    "she",
    "it",
    "let's",
    "and",
    "or",
    "need",
    "needs",
    "kindly",
    "just",
    "also",
];

/// Bits in a table: about thirty per listed word, so few content words share a listed
/// word's bit.
const BITS: usize = 4096;

/// Bit `slot(w)` is set for every listed word `w`.
static TABLE: [u64; BITS / 64] = table(&[MARKER_WORDS]);

/// Bit `slot(w)` is set for every word [`numbers::is_date_word`] may accept, the date names,
/// "may" ("by May 5") and the short weekdays that are words too ("by Wed EOD"), and for the
/// weekdays in the plural ("on Mondays").
static DATE_TABLE: [u64; BITS / 64] = table(&[
    numbers::DATE_NAMES,
    &["may", "wed", "sat", "sun"],
    numbers::PLURAL_WEEKDAYS,
]);

#[cfg(test)]
thread_local! {
    /// Set by tests to turn the filter off (every word may be a marker), to check that the
    /// filter changes no answer.
    static FILTER_OFF: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// What the two word filters say of one word, from one hash of it.
pub(crate) struct Screen {
    /// False when the word is in none of the marker-word lists (see the module docs); true
    /// when it may be.
    pub(crate) marker: bool,
    /// False when the word names no date ([`numbers::is_date_word`] is false for it, whatever
    /// follows); true when it may.
    pub(crate) date: bool,
}

/// Screen `word` (a token's lower-cased text) with both filters.
pub(crate) fn screen(word: &str) -> Screen {
    #[cfg(test)]
    if FILTER_OFF.with(std::cell::Cell::get) {
        return Screen {
            marker: true,
            date: true,
        };
    }
    let s = slot(word.as_bytes());
    let bit = |table: &[u64; BITS / 64]| table[s / 64] & (1 << (s % 64)) != 0;
    Screen {
        marker: bit(&TABLE),
        date: bit(&DATE_TABLE),
    }
}

/// The table's bit for a word: a hash of its length and its first two and last two bytes
/// (cheap, and enough to tell most content words from the listed ones).
const fn slot(w: &[u8]) -> usize {
    let n = w.len();
    let mut h = n.wrapping_mul(0x9e37_79b9);
    if n > 0 {
        h = (h ^ w[0] as usize).wrapping_mul(0x0100_0193);
        h = (h ^ w[n - 1] as usize).wrapping_mul(0x0100_0193);
    }
    if n > 1 {
        h = (h ^ w[1] as usize).wrapping_mul(0x0100_0193);
        h = (h ^ w[n - 2] as usize).wrapping_mul(0x0100_0193);
    }
    (h ^ (h >> 17)) % BITS
}

/// The bit table of the words of `lists`, built at compile time.
const fn table(lists: &[&[&str]]) -> [u64; BITS / 64] {
    let mut t = [0u64; BITS / 64];
    let mut l = 0;
    while l < lists.len() {
        let words = lists[l];
        let mut k = 0;
        while k < words.len() {
            let s = slot(words[k].as_bytes());
            t[s / 64] |= 1 << (s % 64);
            k += 1;
        }
        l += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every fixture pair, and every pair of consecutive fixture spans, gets the same report
    /// with the filter as without it: a word missing from [`MARKER_WORDS`] but tested by the
    /// extraction would change one of them (as far as the fixtures use the word).
    #[test]
    fn the_filter_changes_no_report_on_the_fixtures() {
        let field = |line: &str, name: &str| -> String {
            let value: serde_json::Value = serde_json::from_str(line).expect("fixture line");
            value[name].as_str().unwrap_or_default().to_owned()
        };
        let mut pairs: Vec<(String, String)> = include_str!("../../tests/fixtures/rewrites.jsonl")
            .lines()
            .map(|l| (field(l, "original"), field(l, "rewrite")))
            .collect();
        let spans: Vec<String> = include_str!("../../tests/fixtures/spans.jsonl")
            .lines()
            .map(|l| field(l, "text"))
            .collect();
        pairs.extend(spans.windows(2).map(|w| (w[0].clone(), w[1].clone())));
        assert!(pairs.len() > 2_000, "the fixtures were read");
        for (original, rewrite) in &pairs {
            let filtered = super::super::check_rewrite(original, rewrite);
            FILTER_OFF.with(|off| off.set(true));
            let unfiltered = super::super::check_rewrite(original, rewrite);
            FILTER_OFF.with(|off| off.set(false));
            assert_eq!(filtered, unfiltered, "{original:?} -> {rewrite:?}");
        }
    }

    #[test]
    fn every_listed_word_passes() {
        for w in MARKER_WORDS {
            assert!(screen(w).marker, "{w}");
        }
        for w in numbers::DATE_NAMES.iter().chain(&["may"]) {
            assert!(screen(w).date, "{w}");
        }
    }

    #[test]
    fn most_content_words_are_ruled_out() {
        let content = [
            "payments",
            "api",
            "idempotency",
            "key",
            "refunds",
            "approval",
            "finance",
            "replies",
            "words",
            "share",
            "card",
            "numbers",
            "chat",
            "retry",
            "failed",
            "webhooks",
            "times",
            "waiting",
            "seconds",
            "attempts",
            "deploy",
            "release",
            "branch",
            "merge",
            "tests",
        ];
        let passed = content.iter().filter(|w| screen(w).marker).count();
        assert!(
            passed * 5 <= content.len(),
            "{passed} of {} pass",
            content.len()
        );
        let dates: Vec<_> = content.iter().filter(|w| screen(w).date).collect();
        assert!(dates.len() * 5 <= content.len(), "{dates:?} pass");
    }
}
