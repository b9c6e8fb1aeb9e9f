//! A ban before an event ("You can't release the summary until the form is countersigned")
//! said as leave only after it ("summary: only after form countersigned"), its words covered
//! by the rewrite or named by their initials ("CoC" for "chain-of-custody").

use super::words::{
    NEGATIONS, Word, all_words, content_count, has, is_content, part_holding, part_words, parts,
    said, said_in, same_word, says, shared, words,
};
use super::{is_negation_word, is_one_of, negation_count};
use std::ops::Range;

/// A word that negates what follows ("can't", "no", "never", "cannot").
pub(super) fn is_negation(w: &str) -> bool {
    is_one_of(
        w,
        &["not", "no", "never", "cannot", "nobody", "no-one", "none"],
    ) || super::ends_with_ignoring_case(w, "n't")
        || super::ends_with_ignoring_case(w, "n\u{2019}t")
}

/// A negation stands in the part of `text` holding byte `at`, before it ("don't lock the
/// gate until ..." at "until").
pub(super) fn negated_before(text: &str, at: usize) -> bool {
    part_holding(text, at)
        .is_some_and(|p| words(text, p.start..at).iter().any(|(w, _)| is_negation(w)))
}

/// The clause of `text` from byte `at` to the first comma, dash, semicolon or the part's end.
pub(super) fn clause_from(text: &str, at: usize) -> Range<usize> {
    let end = part_holding(text, at).map_or(text.len(), |p| p.end);
    let rest = &text[at..end];
    let cut = [",", "—", "–", " - ", ";", "(", "→"]
        .iter()
        .filter_map(|m| rest.find(m))
        .min()
        .unwrap_or(rest.len());
    at..at + cut
}

/// `short` names `long` by the first letters of its hyphened parts ("CoC" for
/// "chain-of-custody").
fn initials_of(short: &str, long: &str) -> bool {
    let pieces: Vec<&str> = long.split('-').filter(|p| !p.is_empty()).collect();
    pieces.len() >= 2
        && short.len() == pieces.len()
        && short.bytes().any(|b| b.is_ascii_uppercase())
        && short
            .chars()
            .zip(&pieces)
            .all(|(c, p)| p.chars().next().is_some_and(|f| f.eq_ignore_ascii_case(&c)))
}

/// Every content word of `a` is said in `b`, or named there by its initials.
pub(super) fn covered(a: &[Word<'_>], b: &[Word<'_>]) -> bool {
    a.iter().filter(|(w, _)| is_content(w)).all(|(w, _)| {
        said(b, w)
            || b.iter()
                .any(|(x, _)| initials_of(x, w) || initials_of(w, x))
    })
}

/// "You can't release the summary until the form is countersigned" -> "summary: only after
/// form countersigned"; "cannot issue invoice before the job is collected" -> "issue only after
/// job is collected": a ban before an event said as leave only after it. The original's
/// "until" / "before" follows a negation in its part; the rewrite's "after" follows "only";
/// the two events' content words are the same each way (initials allowed: "CoC").
pub(super) fn ban_before_said_as_only_after(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, &Range<usize>),
) -> bool {
    let first = |t: &str, r: &Range<usize>| {
        t.get(r.clone())
            .and_then(|q| q.split_whitespace().next())
            .unwrap_or("")
            .to_ascii_lowercase()
    };
    if !matches!(&*first(original, from), "until" | "till" | "before")
        || first(rewrite, to) != "after"
        || !rewrite[..to.start]
            .trim_end()
            .to_ascii_lowercase()
            .ends_with("only")
    {
        return false;
    }
    if !negated_before(original, from.start) {
        return false;
    }
    let ours = words(original, clause_from(original, from.start));
    let theirs = words(rewrite, clause_from(rewrite, to.start));
    let (ours, theirs) = (&ours[1..], &theirs[1.min(theirs.len())..]);
    ours.iter().any(|(w, _)| is_content(w)) && covered(ours, theirs) && covered(theirs, ours)
}

/// "we never print a death notice we haven't verified with a relative" -> "Death notices:
/// only after verification with a relative": a ban said as the one gate it waits on, "only"
/// with "after", "once", "when", "if" or "with" right after it, in a part of the rewrite that
/// says a content word of the banned part. A gate with no "only" ("print after
/// verification") is still read.
pub(super) fn ban_said_as_only_after(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !has(rewrite, "only") {
        return false;
    }
    let Some(ours) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, ours);
    // A negation inside the original's own "only when" gate ("only when it's not being
    // restocked") is the gate's, not a ban's.
    let in_a_gate = ours.iter().enumerate().any(|(k, (w, _))| {
        w.eq_ignore_ascii_case("only")
            && ours[k + 1..(k + 5).min(ours.len())]
                .iter()
                .any(|(_, at)| at.start == from.start)
    });
    if in_a_gate {
        return false;
    }
    parts(rewrite).into_iter().any(|p| {
        let theirs = words(rewrite, p);
        // The gate names what the ban waited on, a word of the banned part after it ("only
        // after verification with a relative"; not "only after.", "only after the site visit").
        (0..theirs.len().saturating_sub(2)).any(|k| {
            theirs[k].0.eq_ignore_ascii_case("only")
                && is_one_of(
                    theirs[k + 1].0,
                    &["after", "once", "when", "if", "with", "upon"],
                )
                && ours
                    .iter()
                    .any(|(w, _)| is_content(w) && said_in(&theirs[k + 2..], rewrite, w))
        })
    })
}

/// Gates of a ban ("don't X unless Y").
const BAN_GATES: &[&str] = &["unless", "without", "before", "until", "till"];

/// "don't offer vouchers unless the guest asks" -> "voucher only on guest request"; "Doh
/// switch the vacuum over before the tank cool down" -> "vacuum switched over only after the
/// tank has cooled"; "Don't waive it without checking with Kez" -> "waivers need Kez's OK":
/// a ban with a gate ("unless", "without", "before", "until"; "doh" negating too) said again
/// by a part of the rewrite that keeps a word of the banned act and one of the gate, with
/// "only" ("need", "require") in place of the negation, no gate of its own, no negation and
/// no word the original never says but "request": the same gate. "Offer vouchers if the
/// guest asks" (no "only"), "... need a key unless testing", "only without a lifeguard" and
/// "only with engineer on the call" are still read.
pub(super) fn gated_ban_said_as_only(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some((_, ours)) = part_words(original, from.start) else {
        return false;
    };
    // Trinidadian "doh" ("don't") negates too.
    let Some(k) = ours
        .iter()
        .position(|(w, _)| is_negation_word(w) || is_one_of(w, &["doh", "dohn"]))
    else {
        return false;
    };
    let Some(g) = ours[k..].iter().position(|(w, _)| is_one_of(w, BAN_GATES)) else {
        return false;
    };
    let (act, gate) = (&ours[k + 1..k + g], &ours[k + g + 1..]);
    let without = is_one_of(ours[k + g].0, &["without"]);
    let all = words(original, 0..original.len());
    parts(rewrite).into_iter().any(|t| {
        let theirs = words(rewrite, t.clone());
        // No gate of its own ("unless testing"), no gate turned ("only without a
        // lifeguard"), no one or nothing new ("only with engineer on the call") but a
        // request.
        let new_words = theirs.iter().filter(|(w, _)| {
            is_content(w)
                && !is_one_of(w, &["request", "requested", "ok", "okay", "approval"])
                && !all.iter().any(|(v, _)| same_word(v, w))
        });
        new_words.count() == 0
            && !says(&theirs, &["unless", "except", "if"])
            && (without || (negation_count(&rewrite[t]) == 0 && !says(&theirs, &["without"])))
            && says(
                &theirs,
                &[
                    "only", "need", "needs", "require", "requires", "required", "must",
                ],
            )
            && shared(act, &theirs) >= 1
            && shared(gate, &theirs) >= 1
    })
}

/// "Never submit a return on a client's behalf until they've signed the engagement letter
/// and approved the final draft" -> "Before submitting any return: (1) signed engagement
/// letter, (2) written approval of final draft.": a ban until a condition said as a label
/// "Before \<doing it>:" over the condition, half the condition's content words kept.
pub(super) fn ban_until_said_as_before_label(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some((_, ours)) = part_words(original, from.start) else {
        return false;
    };
    let Some(k) = ours.iter().position(|(w, _)| is_one_of(w, NEGATIONS)) else {
        return false;
    };
    let Some(u) = ours
        .iter()
        .position(|(w, _)| is_one_of(w, &["until", "till"]))
    else {
        return false;
    };
    let Some((verb, _)) = ours.get(k + 1) else {
        return false;
    };
    let head = rewrite.trim_start();
    let Some(colon) = head.find(':') else {
        return false;
    };
    let label = all_words(&head[..colon]);
    let condition: Vec<Word<'_>> = ours[u + 1..].to_vec();
    let theirs = all_words(&head[colon..]);
    label
        .first()
        .is_some_and(|(w, _)| w.eq_ignore_ascii_case("before"))
        && label.get(1).is_some_and(|(w, _)| same_word(w, verb))
        && shared(&condition, &theirs) * 2 >= content_count(&condition)
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// A ban before an event said as leave only after it; without "only", without the ban,
    /// or with the event's words changed, is still reported.
    #[test]
    fn a_ban_before_an_event_said_as_only_after_it() {
        let o = "You can't release the toxicology summary to the insurer until the chain-of-custody form is countersigned, and never send it by plain email — use the portal.";
        assert_faithful(&[
            (
                o,
                "Tox summary → insurer: only after CoC form countersigned; portal only, never plain email.",
            ),
            (
                "Boss say all invoices must have the SST number printed, and cannot issue invoice before the job is collected, ok?",
                "Invoices (boss's rule): SST no. must be printed; issue only after job is collected.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Tox summary → insurer: only after CoC form signed; portal only, never plain email.",
            ),
            (
                o,
                "Tox summary → insurer: after CoC form countersigned; portal only, never plain email.",
            ),
            (
                "You can release the toxicology summary to the insurer until the chain-of-custody form is countersigned.",
                "Tox summary → insurer: only after CoC form countersigned.",
            ),
            (
                "Cannot issue invoice before the job is collected.",
                "Issue invoice only after the job is quoted.",
            ),
        ]);
        assert!(super::initials_of("CoC", "chain-of-custody"));
        assert!(!super::initials_of("CoC", "chain-of-command-post"));
        assert!(!super::initials_of("coc", "chain-of-custody"));
    }

    /// A ban said as the one gate it waits on ("only after ...") is kept; the gate said with
    /// no "only", or about another thing, is not.
    #[test]
    fn ban_said_as_only_after() {
        let o = "Obits go through the family liaison before they're filed; we never print a death notice we haven't verified with a relative.";
        assert_faithful(&[
            (
                o,
                "- Obits: family liaison review pre-filing\n- Death notices: only after verification with a relative",
            ),
            (
                "Never pour the slab before the rebar has been inspected.",
                "Slab pour: only after rebar inspection.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "- Obits: family liaison review pre-filing\n- Death notices: after verification with a relative",
            ),
            (
                "Robots may enter aisle 9 only when it's not being restocked.",
                "Robots may enter aisle 9 only when it's being restocked.",
            ),
            (
                "Never pour the slab before the rebar has been inspected.",
                "Slab pour: only after the site visit.",
            ),
        ]);
    }
}
