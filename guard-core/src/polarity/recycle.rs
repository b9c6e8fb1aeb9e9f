//! Memory kept per thread from one read of facts to the next: the sentences of the last
//! facts dropped, and the buffers of the last read.
//!
//! A rewrite decision reads the proposed rewrite's facts and drops them when the decision is
//! made: every sentence's lists (content words, conditions, numbers...) would be allocated and
//! freed again for the next proposal. [`Facts`](super::Facts) hands its sentences back here
//! when dropped, and the next read fills them again (each list cleared, its memory kept); a
//! read hands back its working buffers when it ends. What is kept does not change what is
//! read: every field of a reused sentence is set anew, every buffer is cleared before use.

use std::cell::Cell;

use super::extract::{Clause, TokenFacts};
use crate::classify::numbers::Bound;

thread_local! {
    /// The sentences of the facts last dropped on this thread. A nested read (one that starts
    /// while another holds the spare) finds it empty and allocates.
    static SPARE_CLAUSES: Cell<Vec<Clause>> = const { Cell::new(Vec::new()) };
    /// The working buffers of the last read on this thread (empty while a read holds them).
    static SPARE_BUFFERS: Cell<ReadBuffers> = const { Cell::new(ReadBuffers::new()) };
}

/// The working buffers of one read of facts; their contents are stale until cleared.
#[derive(Default)]
pub(crate) struct ReadBuffers {
    /// The text, ASCII lower-cased.
    pub(crate) low: String,
    /// One sentence's token facts.
    pub(crate) tokens: Vec<TokenFacts>,
    /// One sentence's comparators with their numbers.
    pub(crate) bounds: Vec<Bound>,
}

impl ReadBuffers {
    /// Buffers larger than this (after a huge text or sentence) are freed, not kept.
    const MAX_SPARE_BYTES: usize = 1 << 20;

    const fn new() -> Self {
        ReadBuffers {
            low: String::new(),
            tokens: Vec::new(),
            bounds: Vec::new(),
        }
    }

    /// Bytes the buffers hold.
    fn bytes(&self) -> usize {
        self.low.capacity()
            + self.tokens.capacity() * size_of::<TokenFacts>()
            + self.bounds.capacity() * size_of::<Bound>()
    }
}

/// This thread's spare read buffers (empty ones when there are none).
pub(crate) fn take_buffers() -> ReadBuffers {
    SPARE_BUFFERS.try_with(Cell::take).unwrap_or_default()
}

/// Keep `buffers` for the next read on this thread, unless they grew too large.
pub(crate) fn give_back_buffers(buffers: ReadBuffers) {
    if buffers.bytes() <= ReadBuffers::MAX_SPARE_BYTES {
        // During thread teardown the buffers are simply freed.
        let _ = SPARE_BUFFERS.try_with(|spare| spare.set(buffers));
    }
}

/// At most this many sentences are kept (the facts of a long document are simply freed)...
const MAX_SPARE_CLAUSES: usize = 64;

/// ... holding room for at most this many content words in all: the next read may be an
/// original's, whose facts are kept with its span, and should not carry a huge text's memory.
const MAX_SPARE_WORDS: usize = 4096;

/// The spare sentences of this thread (empty when there are none), to be refilled: their
/// contents are stale.
pub(crate) fn take_clauses() -> Vec<Clause> {
    // `try_with`: during thread teardown there is no spare, and reading must not panic.
    SPARE_CLAUSES.try_with(Cell::take).unwrap_or_default()
}

/// Keep `clauses` for the next read on this thread, unless more are kept already or there are
/// too many.
pub(crate) fn give_back_clauses(clauses: Vec<Clause>) {
    if clauses.is_empty()
        || clauses.len() > MAX_SPARE_CLAUSES
        || clauses.iter().map(|c| c.words.capacity()).sum::<usize>() > MAX_SPARE_WORDS
    {
        return;
    }
    // During thread teardown the sentences are simply freed.
    let _ = SPARE_CLAUSES.try_with(|spare| {
        let kept = spare.take();
        spare.set(if kept.len() >= clauses.len() {
            kept
        } else {
            clauses
        });
    });
}

#[cfg(test)]
mod tests {
    use super::super::Facts;

    /// The sentences of `text` as read with no spare sentences (on a new thread).
    fn read_fresh(text: &'static str) -> String {
        std::thread::spawn(move || format!("{:?}", Facts::extract(text).clauses))
            .join()
            .expect("reading thread")
    }

    /// The sentences of a long text are freed, not kept for the next read: many sentences,
    /// or one sentence of many words.
    #[test]
    fn long_texts_are_not_kept() {
        let rule = "Keep the release branch green and never skip the review. ";
        let long_sentence = format!("Deploy {}now.", "the service ".repeat(3_000));
        drop(super::take_clauses());
        for long in [rule.repeat(100), long_sentence] {
            drop(Facts::extract(&long));
            assert!(super::take_clauses().is_empty());
        }
        drop(Facts::extract(&rule.repeat(2)));
        assert_eq!(super::take_clauses().len(), 2);
    }

    /// A sentence's kept answers (whether it lifts an obligation, its initials, whether it
    /// has place letters, whether it holds an undoing verb, its occasions) are not left for
    /// the sentence read next into its memory.
    #[test]
    fn recycled_sentences_keep_no_answer() {
        use super::super::condition_logic::negated_again;
        use super::super::opposites::place_letters;
        use super::super::overlap::initials;
        use super::super::restatements::{holds_an_undoing_verb, lifts_an_obligation_kept};
        use super::super::said_again::holds_a_conjunction;
        use super::super::standing::occasions;
        let lifted =
            "Tests inside the repo are optional for prototypes this week; delete old ones.";
        let facts = Facts::extract(lifted);
        assert!(lifts_an_obligation_kept(lifted, &facts.clauses[0]));
        assert!(!initials(lifted, &facts.clauses[0]).bytes().is_empty());
        assert!(place_letters(lifted, &facts.clauses[0]));
        assert!(holds_an_undoing_verb(&facts.clauses[0]));
        assert!(occasions(lifted, &facts.clauses[0]).holds_one_occasion());
        drop(facts);
        let required = "Payments above 5 euros need a second approval from finance.";
        let facts = Facts::extract(required);
        assert!(!lifts_an_obligation_kept(required, &facts.clauses[0]));
        assert!(!place_letters(required, &facts.clauses[0]));
        assert!(!holds_an_undoing_verb(&facts.clauses[0]));
        assert!(!occasions(required, &facts.clauses[0]).holds_one_occasion());
        let fresh = std::thread::spawn(move || {
            initials(required, &Facts::extract(required).clauses[0])
                .bytes()
                .to_vec()
        })
        .join()
        .expect("reading thread");
        assert_eq!(initials(required, &facts.clauses[0]).bytes(), &fresh[..]);
        drop(facts);
        let twice = "Don't ship orders that haven't been paid or packed.";
        let facts = Facts::extract(twice);
        assert!(negated_again(twice, &facts.clauses[0]));
        assert!(holds_a_conjunction(twice, &facts.clauses[0]));
        drop(facts);
        let once = "Don't ship unpaid orders.";
        let facts = Facts::extract(once);
        assert!(!negated_again(once, &facts.clauses[0]));
        assert!(!holds_a_conjunction(once, &facts.clauses[0]));
    }

    /// Facts read into recycled sentences are the facts read into new ones: nothing of the
    /// sentences read before is left, whatever they held.
    #[test]
    fn recycled_sentences_read_like_new_ones() {
        let before = "Don't deploy on Fridays unless QA signs off, maybe. Keep replies under \
                      150 words, about 3 retries at most, by 6pm on March 14. Only admins may \
                      delete all projects: every release-branch merge needs two approvals.";
        let after = "Ship it. Retry twice.";
        for (first, second) in [(before, after), (after, before), (before, before)] {
            drop(Facts::extract(first));
            let recycled = format!("{:?}", Facts::extract(second).clauses);
            assert_eq!(recycled, read_fresh(second), "{first:?} then {second:?}");
        }
    }
}
