//! A proposed rewrite and its readings, made on first use: a rewrite that replaces several
//! spans is compared with each of them, and read once for all.

use super::extract::Facts;
use super::words::KeptReading;
use std::cell::OnceCell;

/// The text of a proposed rewrite, with the two readings a comparison may ask for.
pub(crate) struct ProposedRewrite<'t> {
    text: &'t str,
    every_sentence: OnceCell<Facts>,
    binding_sentences: OnceCell<Facts>,
    /// What the readings from the two texts alone read of the text, kept for every span it
    /// replaces.
    kept_reading: KeptReading,
}

impl<'t> ProposedRewrite<'t> {
    /// A rewrite not read yet.
    pub(crate) fn new(text: &'t str) -> Self {
        ProposedRewrite {
            text,
            every_sentence: OnceCell::new(),
            binding_sentences: OnceCell::new(),
            kept_reading: KeptReading::default(),
        }
    }

    /// The rewrite's text.
    pub(crate) fn text(&self) -> &'t str {
        self.text
    }

    /// What the readings from the two texts alone read of the text
    /// ([`TextReading::with_kept`](super::words::TextReading::with_kept)).
    pub(super) fn kept_reading(&self) -> &KeptReading {
        &self.kept_reading
    }

    /// [`Facts::extract`] of the text, read on the first call.
    pub(crate) fn facts(&self) -> &Facts {
        self.every_sentence
            .get_or_init(|| Facts::extract(self.text))
    }

    /// [`Facts::extract_binding`] of the text, read on the first call.
    pub(crate) fn binding_facts(&self) -> &Facts {
        self.binding_sentences
            .get_or_init(|| Facts::extract_binding(self.text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::check_rewrite;

    #[test]
    fn one_reading_answers_for_every_replaced_span() {
        let rewrite = "Never push to main. The build passed.";
        let proposed = ProposedRewrite::new(rewrite);
        // Rule, narrative, changed rule, dated narrative: both readings get used.
        for original in [
            "Don't push to main.",
            "The build passed.",
            "Always push to main.",
            "The deploy ended at 5pm.",
        ] {
            assert_eq!(
                Facts::extract(original).compare_proposed(original, &proposed),
                check_rewrite(original, rewrite),
                "{original}"
            );
        }
        assert!(std::ptr::eq(proposed.facts(), proposed.facts()));
        assert!(std::ptr::eq(
            proposed.binding_facts(),
            proposed.binding_facts()
        ));
    }
}
