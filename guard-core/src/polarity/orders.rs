//! A sentence that gives two orders ("Reply in English and cite your sources") keeps both in a
//! faithful rewrite: a rewrite that drops the second one ("Reply in English.") deleted a
//! constraint, even though every word of the first order is still there; and a sequence of
//! orders ("tag the release, then announce it") keeps its order.

use std::ops::Range;

use super::extract::Clause;
use super::ordering_at;
use super::stems::{self, Stem};

/// The second (or later) order of sentence `o` that the rewrite drops entirely: its verb and
/// every content word after it, up to the next order, are kept nowhere in the rewrite
/// (`kept(i)` says whether word `i` of `o` is). Returned as a byte range into its text.
///
/// Where orders start is read with the sentence's facts ([`Clause::order_starts`]).
pub(super) fn dropped_order(o: &Clause, kept: impl Fn(usize) -> bool) -> Option<Range<usize>> {
    let n = o.words.len();
    // Only a word the rewrite dropped can open a dropped order, and the order runs to the next
    // one or the end with every word dropped: the text is read at dropped words only (a
    // faithful rewrite keeps them all, and nothing is read).
    (0..n)
        .filter(|&start| !kept(start) && opens_an_order(o, start))
        .find_map(|start| {
            let mut end = start + 1;
            while end < n && !opens_an_order(o, end) {
                if kept(end) {
                    return None;
                }
                end += 1;
            }
            (end - start >= 2).then(|| o.words[start].range.start..o.words[end - 1].range.end)
        })
}

/// Word `i` of `o` is the verb of one of its later orders ([`Clause::order_starts`]).
fn opens_an_order(o: &Clause, i: usize) -> bool {
    o.order_starts
        .binary_search(&o.words[i].range.start)
        .is_ok()
}

/// The steps around "then" swapped sides: a word of `o` after its "then" stands before the
/// rewrite's "then" in `r`, and a word before it after ("tag the release, then announce it"
/// -> "announce the release, then tag it"). Rewrites with "before" or "after" restate orders
/// their own way and are left to the ordering comparison.
pub(super) fn swapped_steps(original: &str, o: &Clause, rewrite: &str, r: &Clause) -> bool {
    let Some(o_then) = ordering_at(original, o, &["then"]) else {
        return false; // most sentences have none: the rewrite is not read
    };
    let Some(r_then) = ordering_at(rewrite, r, &["then"]) else {
        return false;
    };
    if ordering_at(rewrite, r, &["before", "after"]).is_some() {
        return false;
    }
    // A step is a few words: at most `STEP_WORDS` of each side are compared, so a sentence
    // of thousands of words stays linear.
    const STEP_WORDS: usize = 64;
    fn side(c: &Clause, then: usize, later: bool) -> impl Iterator<Item = Stem> + '_ {
        c.words
            .iter()
            .filter(move |w| (w.range.start > then) == later)
            .take(STEP_WORDS)
            .map(|w| w.stem)
    }
    let moved = |later_in_o: bool| {
        side(o, o_then, later_in_o)
            .any(|stem| side(r, r_then, !later_in_o).any(|x| stems::stems_match(&x, &stem)))
    };
    moved(true) && moved(false)
}

#[cfg(test)]
mod tests {
    use super::super::{Facts, check_rewrite};

    fn deleted(original: &str, rewrite: &str) -> bool {
        check_rewrite(original, rewrite)
            .changes
            .iter()
            .any(|c| c.what == "constraint deleted")
    }

    #[test]
    fn steps_swapped_around_then_are_reported() {
        let turned = |o: &str, r: &str| {
            check_rewrite(o, r)
                .changes
                .iter()
                .any(|c| c.what == "bound direction changed")
        };
        assert!(turned(
            "Back up the database, then run the migration.",
            "Run the migration, then back up the database."
        ));
        assert!(!turned(
            "Back up the database, then run the migration.",
            "Back up the DB first, then run the migration."
        ));
        assert!(!turned(
            "Back up the database, then run the migration.",
            "Run the migration after backing up the database."
        ));
        // The objects of one verb swapped, "summary" among them.
        assert!(turned(
            "Put the summary at the top, then the details.",
            "Put the details at the top, then the summary."
        ));
    }

    #[test]
    fn a_dropped_second_order_is_a_deleted_constraint() {
        for (o, r) in [
            ("Reply in French and cite your sources.", "Reply in French."),
            ("Lint the code, then open a pull request.", "Lint the code."),
            (
                "Passwords: minimum 10 characters, must include a symbol.",
                "Passwords: minimum 10 characters.",
            ),
        ] {
            assert!(deleted(o, r), "{o} -> {r}");
        }
        // Both orders kept, in any form or order.
        for (o, r) in [
            (
                "Reply in French and cite your sources.",
                "Cite sources; reply in French.",
            ),
            (
                "Lint the code, then open a pull request.",
                "Open a PR after linting the code.",
            ),
            (
                "Keep the tone warm and the answer short.",
                "Warm tone, short answer.",
            ),
        ] {
            assert!(!deleted(o, r), "{o} -> {r}");
        }
        // A narrative sentence has no orders to keep.
        assert!(
            !Facts::extract("We linted the code and opened a pull request.").clauses[0].binding
        );
    }
}
