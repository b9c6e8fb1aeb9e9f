//! Access a rule grants: reading widened to writing ("only has read access" -> "read-write",
//! "r/w", "rw").

use super::gates::{clauses, content_of, is_negation};
use super::words::{Word, same_word, words_of};
use super::{holds_ignoring_case, is_one_of};
use std::ops::Range;

/// The rewrite grants writing where the original names reading only: "read-write",
/// "read/write", "r/w" or "rw" in the rewrite, and no form of "write" in the original
/// ("... only has read access" -> "svc acct: read-write"; probed for corpus32 fa57, accepted
/// before with the words spelled out). The original's "read" and the rewrite's compound.
pub(super) fn access_widened(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    let b = rewrite.as_bytes();
    // Cheap screen: a "w" right after "-", "/" or "r" (one memchr pass).
    if !memchr::memchr_iter(b'w', b).any(|k| k > 0 && matches!(b[k - 1], b'-' | b'/' | b'r' | b'R'))
    {
        return None;
    }
    let grant = rewrite
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':' | '(' | ')' | '.'))
        .find(|w| is_one_of(w, &["read-write", "read/write", "r/w", "rw", "read+write"]))?;
    let at = grant.as_ptr() as usize - rewrite.as_ptr() as usize;
    let (read, _) =
        words_of(original).find(|(_, w)| is_one_of(w, &["read", "read-only", "readonly"]))?;
    let writes = words_of(original).any(|(_, w)| {
        w.len() >= 5 && w.as_bytes()[..5].eq_ignore_ascii_case(b"write")
            || w.len() >= 4 && w.as_bytes()[..4].eq_ignore_ascii_case(b"writ")
    });
    (!writes).then(|| (read..read + 4, at..at + grant.len()))
}

/// Verbs of looking, the leave "read-only" keeps.
const LOOKING: &[&str] = &["read", "view", "see", "look", "check", "open"];

/// Verbs of changing, the ban "read-only" keeps.
const CHANGING: &[&str] = &[
    "change", "edit", "modify", "alter", "write", "touch", "adjust", "set", "delete",
];

/// The words "read-only" or "view-only" (one word, hyphened, or two) in `ws`, as the index of
/// their first word.
fn read_only_at(ws: &[Word<'_>]) -> Option<usize> {
    ws.iter().enumerate().find_map(|(k, (w, _))| {
        let l = w.to_ascii_lowercase();
        if l == "read-only" || l == "view-only" || l == "readonly" {
            return Some(k);
        }
        (is_one_of(w, &["read", "view"])
            && ws.get(k + 1).is_some_and(|n| is_one_of(n.0, &["only"])))
        .then_some(k)
    })
}

/// "Only the head cheesemaker adjusts the thermostat; the assistant may read it but must not
/// change it." -> "Thermostat: head cheesemaker adjusts; assistant read-only.": leave to look
/// ("may read", "can view") and a ban on changing ("must not change", "can't edit") of one
/// subject, said as that subject "read-only". The original's sentence at `from` and the
/// rewrite's part at `to` hold the same content words, the leave's and the ban's verbs aside,
/// and the part with "read-only" names the leave's subject and no word of the sentence's other
/// parts (not "head cheesemaker read-only": another actor). Not "read-write", the ban
/// dropped, a word changed.
pub(super) fn read_only_said_again(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, &Range<usize>),
) -> bool {
    // (A cheap screen: the rewrite says "only".)
    if !holds_ignoring_case(rewrite, "only") {
        return false;
    }
    let (Some(o), Some(r)) = (original.get(from.clone()), rewrite.get(to.clone())) else {
        return false;
    };
    let ours = clauses(o);
    let theirs = clauses(r);
    // The original's clause of leave to look and a ban on changing.
    let Some(k) = ours.iter().position(|c| {
        let m = c.iter().position(|(w, _)| is_one_of(w, &["may", "can"]));
        let n = c
            .iter()
            .position(|(w, _)| is_negation(w) || is_one_of(w, &["not"]));
        match (m, n) {
            (Some(m), Some(n)) if m < n => {
                c.get(m + 1).is_some_and(|v| is_one_of(v.0, LOOKING))
                    && c[n + 1..]
                        .iter()
                        .take(2)
                        .any(|(w, _)| is_one_of(w, CHANGING))
            }
            _ => false,
        }
    }) else {
        return false;
    };
    let leave = &ours[k];
    let m = leave
        .iter()
        .position(|(w, _)| is_one_of(w, &["may", "can"]))
        .unwrap_or(0);
    let subject = content_of(&leave[..m]);
    let Some(j) = theirs.iter().position(|c| read_only_at(c).is_some()) else {
        return false;
    };
    let said = content_of(&theirs[j]);
    let others: Vec<&str> = ours
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != k)
        .flat_map(|(_, c)| content_of(c))
        .collect();
    let within = |a: &[&str], b: &[&str]| a.iter().all(|w| b.iter().any(|o| same_word(w, o)));
    let aside = |w: &&str| {
        !is_one_of(w, LOOKING) && !is_one_of(w, CHANGING) && !is_one_of(w, &["only", "must"])
    };
    let all_ours: Vec<&str> = ours
        .iter()
        .flat_map(|c| content_of(c))
        .filter(aside)
        .collect();
    let all_theirs: Vec<&str> = theirs
        .iter()
        .flat_map(|c| content_of(c))
        .filter(aside)
        .collect();
    !subject.is_empty()
        && within(&subject, &said)
        && !said.iter().any(|w| {
            others.iter().any(|o| same_word(w, o)) && !subject.iter().any(|s| same_word(w, s))
        })
        && within(&all_ours, &all_theirs)
        && within(&all_theirs, &all_ours)
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_faithful, assert_reports};
    use crate::polarity::tests::assert_changed;

    /// Reading widened to writing, spelled out or contracted (probed for corpus32 fa57;
    /// the spelled-out form was accepted before this session): "scope changed".
    #[test]
    fn read_access_widened_to_writing_is_a_scope_change() {
        let o = "Your service account only has read access to the cooling-sim namespace.";
        assert_reports(
            "scope changed",
            &[
                (
                    o,
                    "Service account: read-write, cooling-sim namespace only.",
                ),
                (o, "svc acct: read-write, cooling-sim ns only."),
                (o, "svc acct: r/w, cooling-sim ns only."),
            ],
        );
        assert_faithful(&[(o, "Service account: read-only, cooling-sim namespace only.")]);
    }

    /// Leave to read and a ban on changing, said as "read-only" of the same subject, keeps the
    /// rule; another subject, the ban dropped, or "read-write", does not.
    #[test]
    fn read_only_said_for_leave_to_read_and_a_ban_on_changing() {
        let o = "Only the head cheesemaker adjusts the thermostat; the assistant may read it but must not change it.";
        assert_faithful(&[
            (
                o,
                "Thermostat: head cheesemaker adjusts; assistant read-only.",
            ),
            (
                "The intern can view the ledger but must not edit it.",
                "Ledger: intern read-only.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Thermostat: assistant adjusts; head cheesemaker read-only.",
            ),
            (
                o,
                "Thermostat: head cheesemaker adjusts; assistant read-write.",
            ),
            (
                o,
                "Thermostat: head cheesemaker adjusts; assistant may read it.",
            ),
            (
                o,
                "Thermostat: head cheesemaker adjusts; apprentice read-only.",
            ),
            (o, "Thermostat: cheesemaker adjusts; assistant read-only."),
            (
                "The intern can view the ledger but must not edit it.",
                "Ledger: auditor read-only.",
            ),
        ]);
    }
}
