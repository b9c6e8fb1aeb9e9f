//! Which of the screened words a sentence holds: each word a reading's screen asks for
//! ([`super::lexicon`]'s `SCREENED_WORDS`) has its own bit of a `u64`, and each list of words
//! asked only together (`SCREENED_GROUPS`) one bit for the list, noted in its words' slots of
//! the word table, so the tokenizer's look-up gives each token its bit
//! ([`Tok::screen`](super::text::Tok::screen)) and
//! a sentence's set is the union of its tokens' bits. A reading that needs one of a few words
//! asks the set once ([`WordSet::holds_any`]) and returns before walking the tokens when
//! none of them is there. The set is exact: a sentence holds a screened word (a word of a
//! screened list) exactly when its bit is set.

use super::lexicon;

/// A set of screened words, one bit each, and bit 63 for the words ending in "'s"
/// ([`lexicon::APOSTROPHE_S`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct WordSet(u64);

impl WordSet {
    /// The set holding `words`, each a screened word (built by the compiler: `const` screens
    /// cost nothing at run time, and one naming a word missing from the lexicon's
    /// `SCREENED_WORDS` fails to compile).
    pub(crate) const fn of_words(words: &[&str]) -> WordSet {
        let mut set = WordSet(0);
        let mut i = 0;
        while i < words.len() {
            set = set.with(lexicon::screened_word_index(words[i]));
            i += 1;
        }
        set
    }

    /// The words ending in "'s", screened or not (see [`lexicon::APOSTROPHE_S`]).
    pub(crate) const ENDING_IN_APOSTROPHE_S: WordSet = WordSet(0).with(lexicon::APOSTROPHE_S);

    /// Every screened word: a screen asked with it lets every sentence through, as the
    /// reading it guards would without its screen (its first definition, which tests hold
    /// the screened reading to).
    #[cfg(test)]
    pub(crate) const EVERY: WordSet = WordSet(u64::MAX);

    /// This set with the bits of the token screen `screen` ([`Tok::screen`](super::text::Tok::screen))
    /// added ([`lexicon::SCREEN_BITS`]): one load and one OR.
    #[inline(always)]
    pub(crate) const fn with(self, screen: u8) -> WordSet {
        WordSet(self.0 | lexicon::SCREEN_BITS[screen as usize])
    }

    /// Some word of `words` is in this set (false: none of them is).
    #[inline(always)]
    pub(crate) fn holds_any(&self, words: &WordSet) -> bool {
        self.0 & words.0 != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::lexicon::{APOSTROPHE_S, NOT_SCREENED, SCREENED_GROUPS, SCREENED_WORDS};
    use crate::classify::text::{SideText, Tok, for_each_sentence};

    /// The tokens of every sentence of `text`, as (text, bit) pairs.
    fn tokens(text: &str) -> Vec<(String, u8)> {
        let low = text.to_ascii_lowercase();
        let side = SideText::new();
        let mut out = Vec::new();
        for_each_sentence(text, &low, &side, |sentence, _| {
            out.extend(sentence.iter().map(|t| (t.text.to_string(), t.screen)));
        });
        out
    }

    /// The screen of a token text: its index among the screened words, else its list's
    /// index among the screened lists after them, else [`APOSTROPHE_S`] when it ends in
    /// "'s", else [`NOT_SCREENED`].
    fn bit_of(w: &str) -> u8 {
        let in_list = || {
            SCREENED_GROUPS
                .iter()
                .position(|list| list.contains(&w))
                .map(|g| SCREENED_WORDS.len() + g)
        };
        match SCREENED_WORDS.iter().position(|s| *s == w).or_else(in_list) {
            Some(i) => i as u8,
            None if w.ends_with("'s") => APOSTROPHE_S,
            None => NOT_SCREENED,
        }
    }

    #[test]
    fn every_token_notes_the_bit_of_the_text_it_reads_as() {
        // Screened and other words, a curly apostrophe, a chat spelling and a contraction
        // read as their full forms, a hyphenated verb, numbers, signs, punctuation, code, a
        // word longer than the word table's keys; words ending in "'s", screened or not, with
        // a straight or a curly apostrophe, and one where "'s" does not end the word.
        let text = "Don’t push to main, u cant merge dont ask: re-run `make` at ≤ 5 GB \
                    or 2,000 rows (by 6pm) — nobody's there, only you. \
                    internationalisation counterproductively! The urn’s to be off, \
                    the manager's to sign, dat's it, it's o's'clock.";
        let toks = tokens(text);
        for w in [
            "don't",
            "you",
            "can't",
            "by",
            "nobody's",
            "there",
            "only",
            "urn's",
            "manager's",
            "that's",
            "o's'clock",
        ] {
            assert!(toks.iter().any(|(t, _)| t == w), "{w}");
        }
        for (w, b) in &toks {
            assert_eq!(*b, bit_of(w), "{w}");
        }
        assert_eq!(bit_of("don't"), lexicon::screened_word_index("don't"));
        assert!(toks.iter().any(|(_, b)| *b == NOT_SCREENED));
        assert!(toks.iter().any(|(_, b)| *b == APOSTROPHE_S));
    }

    /// The bit lives in the token's padding: a token stays 48 bytes.
    #[test]
    fn a_token_with_its_bit_is_still_48_bytes() {
        assert_eq!(std::mem::size_of::<Tok<'_>>(), 48);
    }

    /// A sentence's set holds exactly the screened words among its tokens: a screen never
    /// lets through a sentence without its words.
    #[test]
    fn a_sentence_holds_its_screened_words_and_no_other() {
        let toks = tokens("Kids go nowhere near the pond after dark, not before day.");
        let set = toks
            .iter()
            .fold(WordSet::default(), |set, (_, b)| set.with(*b));
        for w in SCREENED_WORDS {
            let present = toks.iter().any(|(t, _)| t == w);
            assert_eq!(set.holds_any(&WordSet::of_words(&[w])), present, "{w}");
        }
        assert!(set.holds_any(&WordSet::of_words(&["stays", "nowhere"])));
        assert!(!set.holds_any(&WordSet::of_words(&["stays", "remains", "effect"])));
        assert!(!WordSet::default().holds_any(&WordSet::of_words(&["not"])));
        // The words no screen asks add no bit.
        assert_eq!(WordSet::default().with(NOT_SCREENED), WordSet::default());
    }

    /// A sentence holds a screened list's bit exactly when it holds one of its words, whichever
    /// word of the list a screen names ("stop" lets through a sentence with "period"; "drop"
    /// none with "dropped").
    #[test]
    fn a_sentence_holds_a_screened_list_when_it_holds_one_of_its_words() {
        for text in [
            "Scratch that: the night porter locks up at ten, period.",
            "Answers begin with the ticket key.",
            "They dropped the endings, stopped the periods and ran last night.",
            "Nothing here.",
        ] {
            let toks = tokens(text);
            let set = toks
                .iter()
                .fold(WordSet::default(), |set, (_, b)| set.with(*b));
            for list in SCREENED_GROUPS {
                let present = toks.iter().any(|(t, _)| list.contains(&t.as_str()));
                for w in *list {
                    assert_eq!(
                        set.holds_any(&WordSet::of_words(&[w])),
                        present,
                        "{text}: {w}"
                    );
                }
            }
        }
    }

    /// A sentence holds a word ending in "'s" exactly when some token's text ends in it,
    /// whether that word is screened ("nobody's") or not ("urn's").
    #[test]
    fn a_sentence_holds_a_word_ending_in_apostrophe_s_when_a_token_does() {
        for (text, holds) in [
            ("The urn's to be off by half five.", true),
            ("The urn’s to be off by half five.", true),
            ("Nobody's to touch the till.", true),
            ("There's a rule about it.", true),
            ("The urns are off; nobody touches the tills.", false),
            ("It is o's'clock somewhere.", false),
        ] {
            let set = tokens(text)
                .iter()
                .fold(WordSet::default(), |set, (_, b)| set.with(*b));
            assert_eq!(
                set.holds_any(&WordSet::ENDING_IN_APOSTROPHE_S),
                holds,
                "{text}"
            );
        }
    }

    /// A screen may only name a listed word (in a `const`, this fails to compile).
    #[test]
    #[should_panic(expected = "SCREENED_WORDS")]
    fn a_screen_naming_an_unlisted_word_is_refused() {
        let _ = WordSet::of_words(&["pond"]);
    }
}
