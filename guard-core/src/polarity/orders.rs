//! A sentence that gives two orders ("Reply in English and cite your sources") keeps both in a
//! faithful rewrite: a rewrite that drops the second one ("Reply in English.") deleted a
//! constraint, even though every word of the first order is still there; and a sequence of
//! orders ("tag the release, then announce it") keeps its order.

use std::ops::Range;

use super::extract::Clause;
use super::stems::{self, Stem};
use crate::classify::lexicon;

/// The second (or later) order of sentence `o` that the rewrite drops entirely: its verb and
/// every content word after it, up to the next order, are kept nowhere in the rewrite
/// (`kept(i)` says whether word `i` of `o` is). Returned as a byte range into `original`.
///
/// An order starts at a verb in its base form after "and", "then", "plus", "also", a comma
/// or a semicolon, with an optional modal between ("..., must include a number"), when
/// something stands before the coordinator in the sentence.
pub(super) fn dropped_order(
    original: &str,
    o: &Clause,
    kept: impl Fn(usize) -> bool,
) -> Option<Range<usize>> {
    let starts: Vec<usize> = (0..o.words.len())
        .filter(|&i| opens_an_order(original, o, i))
        .collect();
    starts.iter().enumerate().find_map(|(n, &start)| {
        let end = starts.get(n + 1).copied().unwrap_or(o.words.len());
        let dropped = end - start >= 2 && (start..end).all(|i| !kept(i));
        dropped.then(|| o.words[start].range.start..o.words[end - 1].range.end)
    })
}

/// Word `i` of `o` is a base-form verb opening a new order: read backwards from it, an
/// optional modal, then a coordinator, then more of the sentence.
fn opens_an_order(original: &str, o: &Clause, i: usize) -> bool {
    let range = &o.words[i].range;
    let word = original.get(range.clone()).unwrap_or("");
    if !lexicon::is_base_verb(&word.to_ascii_lowercase()) {
        return false;
    }
    let mut before = original
        .get(o.range.start..range.start)
        .unwrap_or("")
        .trim_end();
    // "..., must include", "and always cite", "and please add".
    while let Some((rest, last)) = before.rsplit_once(char::is_whitespace)
        && matches!(
            last.to_ascii_lowercase().as_str(),
            "must" | "should" | "always" | "also" | "please" | "to"
        )
    {
        before = rest.trim_end();
    }
    let rest = if let Some(rest) = before.strip_suffix([',', ';']) {
        rest
    } else {
        match before.rsplit_once(char::is_whitespace) {
            Some((rest, last))
                if matches!(
                    last.to_ascii_lowercase().as_str(),
                    "and" | "then" | "plus" | "also"
                ) =>
            {
                rest.trim_end_matches([',', ';', ' '])
            }
            _ => return false,
        }
    };
    rest.chars().any(char::is_alphanumeric)
}

/// The steps around "then" swapped sides: a word of `o` after its "then" stands before the
/// rewrite's "then" in `r`, and a word before it after ("tag the release, then announce it"
/// -> "announce the release, then tag it"). Rewrites with "before" or "after" restate orders
/// their own way and are left to the ordering comparison.
pub(super) fn swapped_steps(original: &str, o: &Clause, rewrite: &str, r: &Clause) -> bool {
    let (Some(o_then), Some(r_then)) = (then_at(original, o), then_at(rewrite, r)) else {
        return false;
    };
    let r_text = rewrite
        .get(r.range.clone())
        .unwrap_or("")
        .to_ascii_lowercase();
    if r_text
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| matches!(w, "before" | "after"))
    {
        return false;
    }
    fn side(c: &Clause, then: usize, later: bool) -> impl Iterator<Item = Stem> + '_ {
        c.words
            .iter()
            .filter(move |w| (w.range.start > then) == later)
            .map(|w| w.stem)
    }
    let moved = |later_in_o: bool| {
        side(o, o_then, later_in_o)
            .any(|stem| side(r, r_then, !later_in_o).any(|x| stems::stems_match(&x, &stem)))
    };
    moved(true) && moved(false)
}

/// The byte offset of the word "then" in sentence `c` of `text`.
fn then_at(text: &str, c: &Clause) -> Option<usize> {
    let sentence = text.get(c.range.clone())?;
    let lower = sentence.to_ascii_lowercase();
    lower
        .match_indices("then")
        .find(|&(at, _)| {
            let before = lower[..at].chars().next_back();
            let after = lower[at + 4..].chars().next();
            before.is_none_or(|b| !b.is_alphanumeric())
                && after.is_none_or(|a| !a.is_alphanumeric())
        })
        .map(|(at, _)| c.range.start + at)
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
