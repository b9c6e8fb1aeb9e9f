//! A sentence that gives two orders ("Reply in English and cite your sources") keeps both in a
//! faithful rewrite: a rewrite that drops the second one ("Reply in English.") deleted a
//! constraint, even though every word of the first order is still there; and a sequence of
//! orders ("tag the release, then announce it") keeps its order.

use std::ops::Range;

use super::extract::{Clause, CondGroup};
use super::stems::{self, Stem};

/// The second (or later) order of sentence `o` that the rewrite drops entirely: its verb and
/// every content word after it, up to the next order, are kept nowhere in the rewrite
/// (`kept(i)` says whether word `i` of `o` is). Returned as a byte range into its text.
///
/// An order of one content word counts when it waits for something ("and wait for my OK",
/// "hold until Monday"); another one-word order ("and relax") does not.
///
/// Where orders start is read with the sentence's facts ([`Clause::order_starts`]).
pub(super) fn dropped_order(
    original: &str,
    o: &Clause,
    kept: impl Fn(usize) -> bool,
) -> Option<Range<usize>> {
    // A sentence of one order (most) has no later order to drop: no word opens one.
    if o.order_starts.is_empty() {
        return None;
    }
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
            let verb = &o.words[start].range;
            let waits = || {
                original
                    .get(verb.end..)
                    .and_then(|rest| rest.split_whitespace().next())
                    .is_some_and(|next| super::is_one_of(next, &["for", "until", "till"]))
            };
            (end - start >= 2 || waits()).then(|| verb.start..o.words[end - 1].range.end)
        })
}

/// Word `i` of `o` is the verb of one of its later orders ([`Clause::order_starts`]).
fn opens_an_order(o: &Clause, i: usize) -> bool {
    o.order_starts
        .binary_search(&o.words[i].range.start)
        .is_ok()
}

/// The steps of a sequence swapped sides, with "then" on at least one side: a word of `o`'s
/// first step stands in `r`'s second and a word of its second step in `r`'s first ("tag the
/// release, then announce it" -> "announce the release, then tag it"; "verify your email
/// before you post" -> "post, then verify your email"). Two sentences ordered with "before"
/// or "after" only are left to the ordering comparison, which turns them around their event.
pub(super) fn swapped_steps(original: &str, o: &Clause, rewrite: &str, r: &Clause) -> bool {
    let Some(o_steps) = steps(original, o) else {
        return false; // most sentences have no sequence: the rewrite is not read
    };
    let Some(r_steps) = steps(rewrite, r) else {
        return false;
    };
    if !(o_steps.then || r_steps.then) {
        return false;
    }
    // A step is a few words: at most `STEP_WORDS` of each side are compared, so a sentence
    // of thousands of words stays linear.
    const STEP_WORDS: usize = 64;
    fn step(c: &Clause, steps: Steps, second: bool) -> impl Iterator<Item = Stem> + '_ {
        c.words
            .iter()
            .filter(move |w| (w.range.start > steps.pivot) == (second == steps.first_before_pivot))
            .take(STEP_WORDS)
            .map(|w| w.stem)
    }
    let moved = |second_in_o: bool| {
        step(o, o_steps, second_in_o)
            .any(|stem| step(r, r_steps, !second_in_o).any(|x| stems::stems_match(&x, &stem)))
    };
    moved(true) && moved(false)
}

/// Where a sentence's sequence of two steps turns: the offset of its "then", "before" or
/// "after", and which side of it the first step is on.
#[derive(Clone, Copy)]
struct Steps {
    pivot: usize,
    /// The first step comes before the pivot word ("then", "before"), not after it ("after").
    first_before_pivot: bool,
    /// The pivot is "then".
    then: bool,
}

/// The sequence of sentence `c` (ranges into `text`): its "then" if it has one, else its
/// "before" or "after".
fn steps(text: &str, c: &Clause) -> Option<Steps> {
    // One pass over the orderings (most sentences have none): a "then" wins, else the first
    // "before" or "after".
    let mut found = None;
    for (group, range) in &c.conditions {
        if *group != CondGroup::Ordering {
            continue;
        }
        let word = text.get(range.clone()).unwrap_or("");
        let (first_before_pivot, then) = if word.eq_ignore_ascii_case("then") {
            (true, true)
        } else if word.eq_ignore_ascii_case("before") {
            (true, false)
        } else if word.eq_ignore_ascii_case("after") {
            (false, false)
        } else {
            continue;
        };
        let steps = Steps {
            pivot: range.start,
            first_before_pivot,
            then,
        };
        if then {
            return Some(steps);
        }
        found = found.or(Some(steps));
    }
    found
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
        // A sequence told with "before" or "after" on one side and "then" on the other.
        assert!(turned(
            "Back up the database, then run the migration.",
            "Run the migration before backing up the database."
        ));
        assert!(turned(
            "Guests must sign the waiver before they can swim.",
            "Guests can swim, then sign the waiver."
        ));
        assert!(!turned(
            "Guests must sign the waiver before they can swim.",
            "Guests sign the waiver, then they can swim."
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
