//! The cue filter run after every detector: it drops cues that sit inside quoted data (unless a
//! principal says them or the whole sentence is the quotation), and every cue of a clause that
//! reports a former habit ("used to"), what a superseded source said ("the old policy said
//! ...") or what a piece of code checks ("the test asserts that ...").

use super::{Found, Sentence};
use crate::classify::lexicon as lx;
use crate::classify::text::{Tok, TokKind};

/// Drop cues that sit inside quoted data (unless a principal says them or the whole sentence
/// is the quotation), and every cue of a clause that reports a former habit ("used to") or
/// what a superseded source said.
pub(super) fn drop_quoted_and_past_habits(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if found.is_empty() {
        return;
    }
    // Only a quoted token or a "used to" drops a cue; most sentences have neither.
    let check_quotes = s.any_quoted && !(s.principal_frame.is_some() || s.whole_quoted);
    // The clauses of "used to" (a former habit), not "is used to" (a custom). "used" is a
    // past marker: the class rules out most sentences and tokens without a compare.
    // "used" is also a weak trigger (tested), so only the candidates can be one.
    let mut used_to: Vec<(usize, usize)> = Vec::new();
    if s.classes & lx::PAST_MARKER != 0 {
        for &i in s.candidates {
            let t = &s.t[i];
            if t.class & lx::PAST_MARKER != 0
                && t.text == "used"
                && s.is(i + 1, "to")
                && !(i > 0
                    && matches!(
                        s.w(i - 1),
                        "be" | "get" | "got" | "is" | "are" | "'re" | "getting"
                    ))
            {
                used_to.push(s.clause_of(i));
            }
        }
    }
    used_to.extend(superseded_source(s));
    used_to.extend(rule_since_dropped(s));
    used_to.extend(described_check(s));
    if !check_quotes && used_to.is_empty() {
        return;
    }
    found.retain(|f| {
        // A quoted word that only opens the cue is its subject, named by a quote ("files
        // named \"secrets.env\" must never be committed"): the rule itself is not quoted.
        let quoted = check_quotes && {
            let mut inside = s.t.iter().filter(|t| {
                t.range.start >= f.cue.range.start
                    && t.range.end <= f.cue.range.end
                    && !matches!(t.kind, TokKind::Punct(_))
            });
            let mut quoted_opening = false;
            let unquoted_follows = inside.by_ref().any(|t| {
                quoted_opening |= t.quoted;
                !t.quoted
            });
            inside.any(|t| t.quoted) || quoted_opening && !unquoted_follows
        };
        let habit = || {
            let at =
                s.t.iter()
                    .position(|t| t.range.start >= f.cue.range.start)
                    .unwrap_or(0);
            used_to.iter().any(|&(a, b)| a <= at && at < b)
        };
        !(quoted || habit())
    });
}

/// "The old policy said you must not deploy on Fridays", "our previous manager required two
/// reviewers": a sentence opening with a source called old, previous or former and a past verb
/// of saying reports a rule no longer in force. The clause of that verb.
fn superseded_source(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    let first = usize::from(matches!(
        s.w(0),
        "the" | "our" | "their" | "my" | "your" | "an" | "a"
    ));
    if !matches!(
        s.w(first),
        "old" | "previous" | "former" | "outdated" | "earlier" | "prior"
    ) {
        return None;
    }
    (first + 2..first + 5)
        .find(|&i| {
            matches!(
                s.w(i),
                "said"
                    | "stated"
                    | "required"
                    | "read"
                    | "had"
                    | "was"
                    | "were"
                    | "allowed"
                    | "banned"
                    | "forbade"
                    | "demanded"
                    | "specified"
                    | "mandated"
                    | "told"
            )
        })
        .map(|i| s.clause_of(i))
}

/// "Guests must sign in at reception; that rule was dropped in 2021", "all expenses over $50
/// required a receipt, but the requirement was scrapped": a later clause says the rule before
/// it was ended. The text before that clause.
fn rule_since_dropped(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    if s.classes & lx::PAST_MARKER == 0 {
        return None;
    }
    s.clause_starts()
        .skip(1)
        .find_map(|(start, _)| says_a_rule_was_ended(&s.t[start..]).then_some((0, start)))
}

/// The tokens open a supposition: "Imagine if every deploy needed two sign-offs", "Suppose
/// the API allowed 10 calls", "What if ...", after at most one discourse word ("ok so
/// imagine").
pub(crate) fn opens_a_supposition(t: &[Tok<'_>]) -> bool {
    let lead = t.first().is_some_and(|x| x.class & lx::DISCOURSE != 0);
    let w = |k: usize| t.get(k + usize::from(lead)).map_or("", |x| &*x.text);
    matches!(
        w(0),
        "imagine" | "suppose" | "supposing" | "picture" | "pretend"
    ) || w(0) == "what" && w(1) == "if"
}

/// The tokens tell a consequence in the conditional mood, as a sentence after a supposition
/// does ("We'd never release anything", "we couldn't sync at all"): "would", "could",
/// "might" or a subject + "'d", said of anyone but "you" ("you'd then refund it" instructs).
pub(crate) fn tells_a_consequence(t: &[Tok<'_>]) -> bool {
    t.iter().enumerate().any(|(i, x)| {
        let w = &*x.text;
        let conditional = matches!(
            w,
            "would" | "wouldn't" | "could" | "couldn't" | "might" | "'d"
        ) || w.len() > 2 && w.ends_with("'d");
        // ("could you page them?" asks a favour.)
        conditional
            && !w.starts_with("you")
            && !(i > 0 && t[i - 1].text == "you")
            && t.get(i + 1).is_none_or(|n| n.text != "you")
    })
}

/// The tokens open by saying the rule just stated was ended: "that rule was dropped", "the
/// requirement has been lifted", "this policy got scrapped".
pub(crate) fn says_a_rule_was_ended(t: &[Tok<'_>]) -> bool {
    // "was", "were", "got" are past markers and "has" a modal word: one bit test rules out
    // most sentences and clauses before any compare.
    if t.get(2)
        .is_none_or(|x| x.class & (lx::PAST_MARKER | lx::MODAL) == 0)
    {
        return false;
    }
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let ended = |w: &str| {
        matches!(
            w,
            "dropped"
                | "scrapped"
                | "removed"
                | "abolished"
                | "retired"
                | "lifted"
                | "rescinded"
                | "repealed"
                | "withdrawn"
                | "discontinued"
                | "ended"
                | "cancelled"
                | "canceled"
                | "revoked"
                | "overturned"
        )
    };
    // The rule noun first: sentences opening with "the" are common, these nouns second not.
    let refers = matches!(
        w(1),
        "rule" | "requirement" | "policy" | "restriction" | "limit" | "ban" | "cap"
    ) && matches!(w(0), "that" | "this" | "the");
    let perfect = w(2) == "has" && w(3) == "been";
    let past = perfect || matches!(w(2), "was" | "were" | "got");
    refers && past && ended(w(if perfect { 4 } else { 3 }))
}

/// "The test asserts that the output never exceeds 80 columns", "this function checks that
/// the key is not empty": what a piece of code verifies, described. From the verb to the end of
/// its clause (an order before it, "make sure the test asserts ...", stays one).
fn described_check(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    (1..s.t.len().min(6))
        .find(|&i| {
            // "that" first: one compare rules out most words (the tests are pure, so their
            // order changes no answer).
            s.is(i + 1, "that")
                && matches!(
                    s.w(i),
                    "asserts" | "checks" | "verifies" | "validates" | "tests" | "ensures"
                )
                && matches!(
                    s.w(i - 1),
                    "test"
                        | "tests"
                        | "function"
                        | "code"
                        | "check"
                        | "script"
                        | "assertion"
                        | "method"
                        | "it"
                        | "this"
                        | "validator"
                        | "parser"
                )
        })
        .map(|i| (i, s.clause_of(i).1))
}
