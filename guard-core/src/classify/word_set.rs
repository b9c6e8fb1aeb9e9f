//! Which words a sentence holds, as a Bloom signature: each token's text hashes to one of
//! 256 buckets (noted by the tokenizer, from the word table's own hash), and a sentence's
//! set is the union of its tokens' buckets. A reading that needs one of a few words asks the
//! set once ([`WordSet::may_hold_any`]) and returns before walking the tokens when none of
//! them can be there; a bucket shared by another word only costs the walk, never an answer.

use super::text::Tok;

/// A set of token texts, by bucket: 256 bits, one per bucket.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct WordSet([u64; 4]);

impl WordSet {
    /// The set holding `words` (built by the compiler: `const` screens cost nothing at run
    /// time).
    pub(crate) const fn of_words(words: &[&str]) -> WordSet {
        let mut set = WordSet([0; 4]);
        let mut i = 0;
        while i < words.len() {
            set = set.with(bucket(words[i].as_bytes()));
            i += 1;
        }
        set
    }

    /// This set with `bucket` added.
    #[inline(always)]
    pub(crate) const fn with(mut self, bucket: u8) -> WordSet {
        self.0[(bucket >> 6) as usize] |= 1 << (bucket & 63);
        self
    }

    /// The set of the texts of `toks` (each token's [`Tok::bucket`]).
    #[inline(always)]
    pub(crate) fn of_tokens(toks: &[Tok<'_>]) -> WordSet {
        toks.iter()
            .fold(WordSet::default(), |set, t| set.with(t.bucket))
    }

    /// Some word of `words` may be in this set (false: none of them is).
    #[inline(always)]
    pub(crate) fn may_hold_any(&self, words: &WordSet) -> bool {
        let [a, b, c, d] = self.0;
        let [w, x, y, z] = words.0;
        (a & w | b & x | c & y | d & z) != 0
    }
}

/// The bucket of the token text `w` (lower-cased, as the tokens hold it): the top byte of the
/// word table's hash ([`super::lexicon::word_hash`]), which the tokenizer's look-up computes.
pub(crate) const fn bucket(w: &[u8]) -> u8 {
    bucket_of_hash(super::lexicon::word_hash(w))
}

/// The bucket of a word whose table hash is `hash`.
#[inline(always)]
pub(crate) const fn bucket_of_hash(hash: u64) -> u8 {
    (hash >> 56) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::text::{SideText, for_each_sentence};

    /// The tokens of every sentence of `text`, as (text, bucket) pairs.
    fn tokens(text: &str) -> Vec<(String, u8)> {
        let low = text.to_ascii_lowercase();
        let side = SideText::new();
        let mut out = Vec::new();
        for_each_sentence(text, &low, &side, |sentence, _| {
            out.extend(sentence.iter().map(|t| (t.text.to_string(), t.bucket)));
        });
        out
    }

    #[test]
    fn every_token_notes_the_bucket_of_the_text_it_reads_as() {
        // Listed and unlisted words, a curly apostrophe, a chat spelling and a contraction
        // read as their full forms, a hyphenated verb, numbers, signs, punctuation, code, a
        // word longer than the word table's keys.
        let text = "Don’t push to main, u cant merge dont ask: re-run `make` at ≤ 5 GB \
                    or 2,000 rows (by 6pm) — internationalisation counterproductively!";
        let toks = tokens(text);
        assert!(toks.iter().any(|(w, _)| w == "don't"));
        assert!(toks.iter().any(|(w, _)| w == "you"));
        assert!(toks.iter().any(|(w, _)| w == "can't"));
        for (w, b) in &toks {
            assert_eq!(*b, bucket(w.as_bytes()), "{w}");
        }
    }

    /// The bucket lives in the token's padding: a token stays 48 bytes.
    #[test]
    fn a_token_with_its_bucket_is_still_48_bytes() {
        assert_eq!(std::mem::size_of::<Tok<'_>>(), 48);
    }

    #[test]
    fn a_sentence_may_hold_its_words_and_turns_away_the_absent() {
        let toks: Vec<_> = tokens("Kids go nowhere near the pond after dark.");
        let set = toks
            .iter()
            .fold(WordSet::default(), |set, (_, b)| set.with(*b));
        for w in ["kids", "nowhere", "near", "pond", "dark", "."] {
            assert!(set.may_hold_any(&WordSet::of_words(&[w])), "{w}");
        }
        assert!(set.may_hold_any(&WordSet::of_words(&["stays", "nowhere"])));
        // Words of other buckets are turned away (a word sharing a bucket with one of the
        // sentence's would only cost a reading its walk).
        for w in ["stays", "remains", "formerly", "effect"] {
            assert!(!set.may_hold_any(&WordSet::of_words(&[w])), "{w}");
        }
        assert!(!WordSet::default().may_hold_any(&WordSet::of_words(&["the"])));
    }
}
