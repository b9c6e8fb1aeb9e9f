//! How a rule's condition holds: whether an "unless" became an "if" (the rule now holds in
//! the cases it excepted), and whether the parts of a condition joined by "and" are now joined
//! by "or" (or back): "merge only after CI passes and a reviewer approves" became "... or a
//! reviewer approves".
//! And the readings of blind corpus s41a that a condition holds (a concession said as a case,
//! an "unless" with its case said as "if", the "if" of a wish), with that corpus's other
//! readings from the two texts alone (its `change_missed`) and faithful forms (its
//! `faithful_form`), which ask the readings of other modules in turn.

use super::Missed;
use super::bounds_said_again::floor_said_as_ceiling;
use super::coordination::states_joined_by_or;
use super::counts::no_said_as_zero;
use super::excluded::excluded_named_as_chosen;
use super::exclusives::contrast_said_as_only;
use super::extended::{said_in, unpossessed};
use super::extract::{Clause, CondGroup};
use super::gates::{content_of, is_negation};
use super::modals_opened::deadline_said_as_a_guess;
use super::negation_forms::word_before;
use super::only_conditions::{any_said, content, words_in};
use super::orders::{opposite_order_denied, order_said_as_parallel};
use super::restatements::{hold_said_as_a_ban_until, never_without_said_as_always};
use super::until_events::until_event_turned;
use super::widened::is_adverb;
use super::words::{
    MODALS, TextReading, Word, WordKey, clause_at, holds_any_phrase, is_content, is_function_word,
    last_word, negates, parts as sentences, parts, phrase_at, said, same_spelling, same_word,
    shared, within, words, words_of,
};
use super::{holds_ignoring_case, is_one_of, negation_count, stems, *};
use std::ops::Range;

/// The condition words that state an exception: the rule holds when what follows is false.
const EXCEPTING: &[&str] = &["unless", "except", "without", "w/o", "excluding"];

/// The condition words that state a case: the rule holds when what follows is true.
const ENABLING: &[&str] = &[
    "if", "only", "when", "whenever", "provided", "as", "so", "once", "assuming", "given",
];

/// The one condition of `c` (ranges into `text`) and whether it excepts (`true`: "unless",
/// "without") or enables (`false`: "if", "as long as"); `None` when `c` has no condition, more
/// than one, or one of another word.
fn the_condition(text: &str, c: &Clause) -> Option<(Range<usize>, bool)> {
    let mut conditions = c
        .conditions
        .iter()
        .filter(|(g, _)| *g == CondGroup::Condition);
    let (_, range) = conditions.next()?;
    if conditions.next().is_some() {
        return None;
    }
    let first = text.get(range.clone())?.split_whitespace().next()?;
    if is_one_of(first, EXCEPTING) {
        Some((range.clone(), true))
    } else if is_one_of(first, ENABLING) {
        Some((range.clone(), false))
    } else {
        None
    }
}

/// The part of sentence `c` of `text` that says what to do when its condition holds, where
/// it also says what to do otherwise: after "in which case"; before "otherwise" or "else" for
/// an enabling condition ("If X, route it; otherwise ..."), after it for an excepting one
/// ("Approve it unless X; otherwise route it"). `None` for a sentence of one branch.
fn branch_when_it_holds<'t>(text: &'t str, c: &Clause, excepts: bool) -> Option<&'t str> {
    let sentence = text.get(c.range.clone())?;
    let lower = |at: usize, word: &str| {
        sentence
            .get(at..at + word.len())
            .is_some_and(|w| w.eq_ignore_ascii_case(word))
            && (at == 0 || !sentence.as_bytes()[at - 1].is_ascii_alphabetic())
    };
    let find = |word: &str| (0..sentence.len()).find(|&at| lower(at, word));
    if let Some(at) = find("in which case") {
        return sentence.get(at + "in which case".len()..);
    }
    let (at, word) = find("otherwise")
        .map(|at| (at, "otherwise"))
        .or_else(|| find("else ").map(|at| (at, "else")))?;
    if excepts {
        sentence.get(at + word.len()..)
    } else {
        // "If X, route it; otherwise ...": what to do follows the condition's comma.
        let branch = sentence.get(..at)?;
        let opens_with_condition = branch
            .split_whitespace()
            .next()
            .is_some_and(|w| is_one_of(w, ENABLING));
        match branch.find(',') {
            Some(comma) if opens_with_condition => branch.get(comma + 1..),
            _ => Some(branch),
        }
    }
}

/// How many negations sentence `c` of `text` holds ("not", "never", "no", a "-n't" form).
fn negations(text: &str, c: &Clause) -> usize {
    negation_count(text.get(c.range.clone()).unwrap_or(""))
}

/// Whether the one condition `range` of sentence `c` of `text` is negated: an odd number of
/// negations from its word to the end of its part of the sentence ("if the patient hasn't
/// confirmed", not the "don't" of the rule before it). A bound's "no" ("no more than two")
/// negates nothing; a participle with "un-" does ("if the issue is unresolved").
fn condition_negated(text: &str, c: &Clause, range: &Range<usize>) -> bool {
    odd_negations(text.get(condition_part(text, c, range)).unwrap_or(""))
}

/// The part of sentence `c` of `text` its condition `range` opens: from the condition word
/// to the next comma, semicolon or colon, or to the sentence's end.
fn condition_part(text: &str, c: &Clause, range: &Range<usize>) -> Range<usize> {
    let end = text
        .get(range.start..c.range.end)
        .and_then(|part| part.find([',', ';', ':']))
        .map_or(c.range.end, |at| range.start + at);
    range.start..end
}

/// `part` holds an odd number of negations; a bound's "no" ("no more than two") negates
/// nothing, a participle with "un-" does ("unresolved").
fn odd_negations(part: &str) -> bool {
    let words: Vec<&str> = part
        .split(|ch: char| !(ch.is_ascii_alphabetic() || ch == '\'' || ch == '\u{2019}'))
        .filter(|w| !w.is_empty())
        .collect();
    let bound = |k: usize| {
        words.get(k + 1).is_some_and(|next| {
            is_one_of(
                next,
                &[
                    "more", "fewer", "less", "later", "earlier", "longer", "sooner",
                ],
            )
        })
    };
    let count = words
        .iter()
        .enumerate()
        .filter(|&(k, w)| is_negation_word(w) && !bound(k) || is_negated_participle(w))
        .count();
    count % 2 == 1
}

/// `word` is a participle negated by "un-": "unresolved", "unpaid" (not "under", "united").
fn is_negated_participle(word: &str) -> bool {
    // The prefix first, so only "un-" words are lowercased.
    if word.len() <= 5 || !word.as_bytes()[..2].eq_ignore_ascii_case(b"un") {
        return false;
    }
    let w = word.to_ascii_lowercase();
    !w.starts_with("under")
        && w != "united"
        && (w.ends_with("ed")
            || ["paid", "read", "seen", "done", "known"]
                .iter()
                .any(|e| w.ends_with(e)))
}

/// The words of `text` in `range` (runs of ASCII letters and apostrophes), with their byte
/// ranges in `text`.
pub(super) fn words_at(
    text: &str,
    range: Range<usize>,
) -> impl Iterator<Item = (Range<usize>, &str)> {
    let part = text.get(range.clone()).unwrap_or("");
    part.split(|ch: char| !(ch.is_ascii_alphabetic() || ch == '\'' || ch == '\u{2019}'))
        .filter(|w| !w.is_empty())
        .map(move |w| {
            let at = range.start + (w.as_ptr() as usize - part.as_ptr() as usize);
            (at..at + w.len(), w)
        })
}

/// Word `k` of `words` (from [`words_at`]) negates a relative clause: right after "that",
/// "who", "which" or "whose" ("orders that haven't been paid", "anyone who isn't staff"), or
/// as "not" after the clause's auxiliary ("that have not been paid", "who does not
/// ..."). Returns the index of the relative pronoun.
pub(super) fn relative_negation_at(words: &[(Range<usize>, &str)], k: usize) -> Option<usize> {
    let pronoun = |k: usize| is_one_of(words[k].1, &["that", "who", "which", "whose"]);
    let word = words.get(k)?.1;
    if !is_negation_word(word) {
        return None;
    }
    if k >= 1 && pronoun(k - 1) {
        return Some(k - 1);
    }
    let auxiliary = |w: &str| is_be(w) || is_auxiliary(w) || w.ends_with("es");
    (k >= 2 && pronoun(k - 2) && word.eq_ignore_ascii_case("not") && auxiliary(words[k - 1].1))
        .then(|| k - 2)
}

/// `w` is a present or past form of "be" ("is", "are", "was", "were").
fn is_be(w: &str) -> bool {
    is_one_of(w, &["is", "are", "was", "were"])
}

/// `w` is an auxiliary or an adverb that may stand between a negation and the verb it
/// negates ("haven't been paid", "isn't yet signed", "don't ever have").
fn is_auxiliary(w: &str) -> bool {
    is_one_of(
        w,
        &[
            "be", "been", "being", "yet", "ever", "already", "still", "have", "has", "had", "got",
            "get", "do",
        ],
    )
}

/// `w` looks like a past participle ("tracked", "taken", "shown", "paid", "sent").
fn is_participle(w: &str) -> bool {
    w.len() > 3
        && [b"ed", b"en", b"wn"]
            .iter()
            .any(|end| w.as_bytes()[w.len() - 2..].eq_ignore_ascii_case(*end))
        || is_one_of(
            w,
            &["paid", "sent", "set", "read", "done", "signed", "made"],
        )
}

/// The words of clause `o` of `original` after its first negation, when the clause negates
/// again ([`negated_again`]): where a relative clause's own negation is looked for. Most rules
/// hold one negation: none then.
fn words_after_first_negation<'t>(
    original: &'t str,
    o: &Clause,
) -> Option<Vec<(Range<usize>, &'t str)>> {
    let first = o.negation.as_ref()?;
    negated_again(original, o).then(|| words_at(original, first.end..o.range.end).collect())
}

/// Whether clause `c` of `text` holds a negation after its first one ("Don't ship orders that
/// haven't been paid"), counted once and kept in the clause (an original's rules answer for
/// every rewrite compared with them).
pub(super) fn negated_again(text: &str, c: &Clause) -> bool {
    *c.negated_again.get_or_init(|| {
        c.negation
            .as_ref()
            .is_some_and(|first| negation_count(text.get(first.end..c.range.end).unwrap_or("")) > 0)
    })
}

/// "Don't ship orders that haven't been paid" became "don't ship paid orders": a relative
/// clause's own negation, beside the rule's, dropped. The verb a "that|who|which" clause
/// negates is in the rewrite's sentence with nothing negating it (no negation in the three
/// words before it, no "un-" or "non-" form, no "before", "until" or "without" ahead of it,
/// which say "not yet" another way: "don't ship an order before it's paid"). Returns the
/// negation in the original and the verb in the rewrite.
pub(super) fn relative_negation_dropped(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let words = words_after_first_negation(original, o)?;
    let (negation, verb) = (1..words.len()).find_map(|k| {
        relative_negation_at(&words, k)?;
        // "who do not have 2FA": "have" before no participle is the verb itself.
        let verb = words[k + 1..]
            .iter()
            .enumerate()
            .find(|&(j, (_, w))| {
                !is_auxiliary(w)
                    || is_one_of(w, &["have", "has", "had"])
                        && words.get(k + 2 + j).is_none_or(|(_, next)| {
                            !next.eq_ignore_ascii_case("been") && !is_participle(next)
                        })
            })?
            .1;
        // After a form of "be" the word negated is a participle ("files that aren't
        // tracked"), not a place or a state ("isn't in my contacts", "isn't already in
        // package.json").
        let of_be = is_one_of(words[k].1, &["isn't", "aren't", "wasn't", "weren't"])
            || words[k].1.eq_ignore_ascii_case("not") && is_be(words[k - 1].1);
        (!of_be || is_participle(verb.1)).then(|| (words[k].0.clone(), verb.1))
    })?;
    let stem = stems::stem(&verb.to_ascii_lowercase());
    let said: Vec<(Range<usize>, &str)> = words_at(rewrite, r.range.clone()).collect();
    let mut uses = said
        .iter()
        .enumerate()
        .filter(|(_, (_, w))| stems::stems_match(&stems::stem(&w.to_ascii_lowercase()), &stem));
    let (at, (range, _)) = uses.next()?;
    // The rule's own negation ("don't ship paid orders") negates the order, not the verb.
    let rules_own = |range: &Range<usize>| r.negation.as_ref() == Some(range);
    let negated_before = |at: usize| {
        said[at.saturating_sub(3)..at].iter().any(|(range, w)| {
            is_negation_word(w) && !rules_own(range) || is_one_of(w, &["non", "un"])
        }) || said[..at]
            .iter()
            .any(|(_, w)| is_one_of(w, &["before", "until", "till", "without", "pending"]))
    };
    let negated_anywhere = said.iter().any(|(_, w)| {
        is_negated_participle(w) && w.to_ascii_lowercase().ends_with(&verb.to_ascii_lowercase())
    });
    (!negated_before(at) && uses.all(|(k, _)| !negated_before(k)) && !negated_anywhere)
        .then(|| (negation, range.clone()))
}

/// "Don't give patients' numbers to callers who are not on the next-of-kin list" became "...
/// to callers who are on the next-of-kin list": a relative clause that denies a state or a
/// place after "be" ("who aren't on the rota", "that is not in stock"), which
/// [`relative_negation_dropped`] leaves to this reading, said in the rewrite's sentence as a
/// relative pronoun, a form of "be" and the same word right after it, with no negation
/// between. Not "callers not on the list" (no relative clause said again) nor "callers who
/// are off the list" (another word). Returns the negation in the original and the
/// rewrite's "be" and the word after it.
pub(super) fn relative_state_negation_dropped(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let words = words_after_first_negation(original, o)?;
    let (negation, state) = (1..words.len()).find_map(|k| {
        relative_negation_at(&words, k)?;
        let of_be = is_one_of(words[k].1, &["isn't", "aren't", "wasn't", "weren't"])
            || words[k].1.eq_ignore_ascii_case("not") && is_be(words[k - 1].1);
        let (_, next) = words.get(k + 1)?;
        (of_be && !is_participle(next)).then(|| (words[k].0.clone(), *next))
    })?;
    let said: Vec<(Range<usize>, &str)> = words_at(rewrite, r.range.clone()).collect();
    said.windows(3)
        .find(|w| {
            is_one_of(w[0].1, &["that", "who", "which"])
                && is_be(w[1].1)
                && w[2].1.eq_ignore_ascii_case(state)
        })
        .map(|w| (negation, w[1].0.start..w[2].0.end))
}

/// "Pickers may go into the chamber without a buddy provided ..." -> "... with a buddy
/// provided ...": a "without" case of `o` said with "with" before the same words (up to its
/// first content word) in `r`, no "without" of those words left, the rule negated on both
/// sides alike and `r` no duty or "only" ("Don't enter without a buddy" = "Enter only with a
/// buddy", "... must enter with a buddy"). Read where another condition of the same kind
/// stays, which the kinds' comparison passes over (pol61, s61a-p038). The two words' ranges.
pub(super) fn without_said_with(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    if o.negation.is_some() != r.negation.is_some() {
        return None;
    }
    let theirs: Vec<(Range<usize>, &str)> = words_at(rewrite, r.range.clone()).collect();
    if theirs
        .iter()
        .any(|(_, w)| is_one_of(w, &["only", "must", "always", "need", "needs", "required"]))
    {
        return None;
    }
    o.conditions
        .iter()
        .filter(|(g, _)| *g == CondGroup::Condition)
        .find_map(|(_, range)| {
            let ours: Vec<(Range<usize>, &str)> = words_at(original, range.start..o.range.end)
                .take(4)
                .collect();
            let [(without, w), rest @ ..] = ours.as_slice() else {
                return None;
            };
            if !w.eq_ignore_ascii_case("without") {
                return None;
            }
            // The case's words, up to its first content word ("a buddy").
            let noun = rest.iter().position(|(_, x)| is_content(x))?;
            let case = &rest[..=noun];
            let follows = |pre: &str| {
                theirs.windows(case.len() + 1).find(|win| {
                    win[0].1.eq_ignore_ascii_case(pre)
                        && win[1..]
                            .iter()
                            .zip(case)
                            .all(|(a, b)| a.1.eq_ignore_ascii_case(b.1))
                })
            };
            follows("without")
                .is_none()
                .then(|| follows("with"))
                .flatten()
                .map(|win| (without.clone(), win[0].0.clone()))
        })
}

/// The condition words that open a clause of their own, whose negation
/// [`condition_negation_flipped`] compares (not "without", a preposition whose noun phrase
/// the rule's own negation may follow: "PRs without tests are not accepted").
const CLAUSE_CONDITIONS: &[&str] = &[
    "if", "only", "when", "whenever", "provided", "once", "assuming", "unless",
];

/// The one condition or ordering of `c` (ranges into `text`) that opens a clause of its own
/// ([`CLAUSE_CONDITIONS`]: "if ...", "when ...", "unless ..."), and whether it excepts; `None`
/// when `c` has none or more than one.
fn the_clause_condition(text: &str, c: &Clause) -> Option<(Range<usize>, bool)> {
    let mut clausal = c.conditions.iter().filter_map(|(_, range)| {
        let first = text.get(range.clone())?.split_whitespace().next()?;
        is_one_of(first, CLAUSE_CONDITIONS).then(|| (range.clone(), is_one_of(first, EXCEPTING)))
    });
    let one = clausal.next()?;
    clausal.next().is_none().then_some(one)
}

/// "Only send the reminder if the patient hasn't confirmed" became "... if the patient has
/// confirmed": the same kind of condition, on the same side of the rule's own negation, with
/// its negation dropped or added ("don't merge if CI hasn't passed" -> "don't merge if CI has
/// passed"). Returns the two conditions' words, in the original and in the rewrite.
pub(super) fn condition_negation_flipped(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let (a, a_excepts) = the_clause_condition(original, o)?;
    let (b, b_excepts) = the_clause_condition(rewrite, r)?;
    (a_excepts == b_excepts
        && o.negation.is_some() == r.negation.is_some()
        && condition_negated(original, o, &a) != condition_negated(rewrite, r, &b))
    .then_some((a, b))
}

/// "Patients can eat during dialysis if they're not hypotensive" became "patients can't eat
/// ... if they're not hypotensive": the same kind of condition, kept, and the rule outside
/// it negated on one side only (its negation added or dropped while the condition's own
/// negation hid it: only a sentence's first negation is compared elsewhere). Not where
/// either side says "only" ("don't deploy unless QA signs off" = "only deploy if ...").
/// Returns the two sentences and whether the rewrite's rule is the negated one.
pub(super) fn rule_negation_flipped(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>, bool)> {
    let (a, a_excepts) = the_clause_condition(original, o)?;
    let (b, b_excepts) = the_clause_condition(rewrite, r)?;
    // The rule the condition belongs to, without the condition's part: the sentence's
    // stretch between semicolons around it ("Never invent DOIs; if a DOI can't be verified,
    // leave it blank" holds two rules).
    let rule_negated = |text: &str, c: &Clause, cond: &Range<usize>| {
        let part = condition_part(text, c, cond);
        let before = text.get(c.range.start..part.start).unwrap_or("");
        let before = before.rsplit(';').next().unwrap_or("");
        let after = text.get(part.end..c.range.end).unwrap_or("");
        let after = after.split(';').next().unwrap_or("");
        odd_negations(before) != odd_negations(after)
    };
    let says_only = |text: &str, c: &Clause| {
        words_at(text, c.range.clone()).any(|(_, w)| w.eq_ignore_ascii_case("only"))
    };
    // Only where a sentence's first negation is its condition's, and so hid the rule's.
    let hidden = |text: &str, c: &Clause, cond: &Range<usize>| {
        c.negation
            .as_ref()
            .is_some_and(|n| condition_part(text, c, cond).contains(&n.start))
    };
    if !hidden(original, o, &a) && !hidden(rewrite, r, &b) {
        return None;
    }
    let (was, is) = (rule_negated(original, o, &a), rule_negated(rewrite, r, &b));
    (a_excepts == b_excepts && was != is && !says_only(original, o) && !says_only(rewrite, r))
        .then(|| (o.range.clone(), r.range.clone(), is))
}

/// The negation `n` of sentence `o` negates its enabling condition, and `r` says the same
/// as an exception with no negation in it: "escalate if the customer isn't on the free plan"
/// = "escalate unless the customer is on the free plan" (either side may be the original).
pub(super) fn negated_condition_restates_unless(
    (negated, o): (&str, &Clause),
    n: &Range<usize>,
    (excepting, r): (&str, &Clause),
) -> bool {
    let Some((a, false)) = the_condition(negated, o) else {
        return false;
    };
    matches!(the_condition(excepting, r), Some((b, true)) if !condition_negated(excepting, r, &b))
        && condition_part(negated, o, &a).contains(&n.start)
        && condition_negated(negated, o, &a)
}

/// "Escalate unless the customer is on the free plan" became "escalate if the customer is on
/// the free plan": an excepting condition traded for an enabling one (or back) without a
/// negation traded with it ("don't deploy unless QA signs off" = "deploy only if QA signs
/// off", "approve unless it's over $500" = "approve if it's not over $500"). Returns the two
/// conditions' words, in the original and in the rewrite.
pub(super) fn condition_inverted(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let (a, a_excepts) = the_condition(original, o)?;
    let (b, b_excepts) = the_condition(rewrite, r)?;
    let polarity =
        |excepts: bool, c: &Clause, text: &str| (usize::from(excepts) + negations(text, c)) % 2;
    if a_excepts == b_excepts || polarity(a_excepts, o, original) == polarity(b_excepts, r, rewrite)
    {
        return None;
    }
    // "If it's over $10k, route it; otherwise approve it" = "Approve it unless it's over
    // $10k, in which case route it": both say what to do either way, in another order, and
    // what to do when the condition holds is the same.
    if let Some(then) = branch_when_it_holds(rewrite, r, b_excepts).and_then(|branch| {
        branch
            .split(|ch: char| !ch.is_alphanumeric())
            .find(|w| !w.is_empty())
    }) && branch_when_it_holds(original, o, a_excepts).is_some_and(|branch| {
        branch
            .split(|ch: char| !ch.is_alphanumeric())
            .any(|w| w.eq_ignore_ascii_case(then))
    }) {
        return None;
    }
    Some((a, b))
}

/// A sentence of a narrative original with one condition ("Thinning spray on the Fujis goes
/// ahead Saturday only if the overnight low stays above 5°C") said again by a rewrite's
/// sentence sharing two of its words with the condition turned ([`condition_inverted`]:
/// "... Saturday unless overnight low stays above 5°C"). A narrative's conditions are
/// otherwise never compared. The two conditions' words; `after` is read only when the
/// original has such a sentence.
pub(super) fn narrative_condition_inverted<'a>(
    (original, before): (&str, &Facts),
    (rewrite, after): (&str, impl Fn() -> &'a Facts),
) -> Option<(Range<usize>, Range<usize>)> {
    let mut conditioned = before
        .clauses
        .iter()
        .filter(|o| !o.binding && the_condition(original, &one_condition_per_word(o)).is_some())
        .peekable();
    conditioned.peek()?;
    let after = after();
    conditioned.find_map(|o| {
        let o = one_condition_per_word(o);
        after
            .clauses
            .iter()
            .filter(|r| !r.conditions.is_empty() && o.words_shared_with(r) >= 2)
            .find_map(|r| condition_inverted((original, &o), (rewrite, &one_condition_per_word(r))))
    })
}

/// A binding sentence's "only if" (or "only when") case said by its rewrite's sentence as an
/// "unless" case: "The crew may take the night job only if the lights are confirmed" -> "crew
/// may go unless ... confirms lights" now holds in the cases it excluded (s48a-p011, p142).
/// [`condition_inverted`] counts the negations of the whole sentence and the "if" inside
/// "only if" as a second condition; here the negations counted are those of the rule's own
/// part, the one the condition is attached to, so a "no exceptions" elsewhere turns nothing
/// and "Deploy only if QA signs off" -> "Don't deploy unless QA signs off" is the same rule.
/// The two conditions' words.
pub(super) fn only_if_said_as_unless(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    // (Screened by the rewrite's "unless", met in few sentences.)
    if !holds_ignoring_case(rewrite.get(r.range.clone())?, "unless") {
        return None;
    }
    let (said_o, said_r) = (one_condition_per_word(o), one_condition_per_word(r));
    let o = &*without_kept_left_out((original, &said_o), (rewrite, &said_r));
    let r = &*without_kept_left_out((rewrite, &said_r), (original, &said_o));
    let (a, a_excepts) = the_condition(original, o)?;
    // "only if X" read as one condition, or "only" just before a "when X" read alone.
    let only = |w: &str| w.eq_ignore_ascii_case("only");
    if a_excepts
        || !(original
            .get(a.clone())?
            .split_whitespace()
            .next()
            .is_some_and(only)
            || last_word(original, a.start).is_some_and(only))
    {
        return None;
    }
    let (b, true) = the_condition(rewrite, r)? else {
        return None;
    };
    // Said "only if": an enabling case; said "unless": an excepting one. The rule is turned
    // when its own part is negated alike in both ("may take ... only if" -> "may go unless").
    let ruled = |text: &str, c: &Clause, at: &Range<usize>| {
        negation_count(text.get(rule_part(text, c, at)).unwrap_or("")) % 2
    };
    (ruled(original, o, &a) == ruled(rewrite, r, &b)
        && condition_negated(original, o, &a) == condition_negated(rewrite, r, &b))
    .then_some((a, b))
}

/// Sentence `c` of `text` without its "without" conditions whose next word a "without" of
/// `other` (of `other_text`) is followed by too: a case kept alike ("can bowl without bumpers
/// only if a parent signs" -> "bowl without bumpers unless a parent signs", pol58,
/// s58a-p077), which leaves the one condition the two may turn.
fn without_kept_left_out<'c>(
    (text, c): (&str, &'c Clause),
    (other_text, other): (&str, &Clause),
) -> std::borrow::Cow<'c, Clause> {
    // (The word a "without" at `range` of `t` is followed by.)
    fn lacks<'t>(t: &'t str, range: &Range<usize>) -> Option<&'t str> {
        t.get(range.clone())
            .is_some_and(|w| is_one_of(w.trim(), &["without", "w/o"]))
            .then(|| words(t, range.end..t.len()).into_iter().next())
            .flatten()
            .map(|(w, _)| w)
    }
    let kept = |range: &Range<usize>| {
        lacks(text, range).is_some_and(|w| {
            other
                .conditions
                .iter()
                .any(|(_, o)| lacks(other_text, o).is_some_and(|v| same_word(w, v)))
        })
    };
    if !c.conditions.iter().any(|(_, range)| kept(range)) {
        return std::borrow::Cow::Borrowed(c);
    }
    let mut left = c.clone();
    left.conditions.retain(|(_, range)| !kept(range));
    std::borrow::Cow::Owned(left)
}

/// The part of sentence `c` of `text` that condition `range` is attached to: from the last
/// comma, semicolon or colon before the condition word (or the sentence's start) to it; when
/// the condition opens its part ("Only if X, do Y"), the part after the condition's.
fn rule_part(text: &str, c: &Clause, range: &Range<usize>) -> Range<usize> {
    let before = text.get(c.range.start..range.start).unwrap_or("");
    let start = before
        .rfind([',', ';', ':'])
        .map_or(c.range.start, |at| c.range.start + at + 1);
    if text
        .get(start..range.start)
        .is_some_and(|part| part.chars().any(char::is_alphanumeric))
    {
        return start..range.start;
    }
    let after = condition_part(text, c, range).end;
    let part = text.get(after..c.range.end).unwrap_or("");
    let skip = usize::from(part.starts_with([',', ';', ':']));
    let end = part
        .get(skip..)
        .and_then(|rest| rest.find([',', ';', ':']))
        .map_or(c.range.end, |at| after + skip + at);
    after..end
}

/// Sentence `c` with the conditions read inside another left out: "only if" is read as a
/// condition and, from its "if", as a second one, which [`the_condition`] would count
/// apart (pol47). Borrowed when it has none.
fn one_condition_per_word(c: &Clause) -> std::borrow::Cow<'_, Clause> {
    let nested = |range: &Range<usize>| {
        c.conditions.iter().any(|(_, outer)| {
            outer != range && outer.start <= range.start && range.end <= outer.end
        })
    };
    if !c.conditions.iter().any(|(_, range)| nested(range)) {
        return std::borrow::Cow::Borrowed(c);
    }
    let mut one = c.clone();
    one.conditions.retain(|(_, range)| !nested(range));
    std::borrow::Cow::Owned(one)
}

/// The joining word of the parts of `c`'s conditions and orderings (ranges into `text`): "and"
/// (or "&", "both") when only those join them, "or" (or "either") when only those do; `None`
/// when neither or both are there. Read from the first condition or ordering word to the end
/// of its part of the sentence (not from a "before" or a "without").
fn condition_join(text: &str, c: &Clause) -> Option<(bool, Range<usize>)> {
    // Not "before" nor "without": "ask before deleting or renaming files" is said with "and"
    // as often, meaning the same.
    let start = c
        .conditions
        .iter()
        .filter(|(_, range)| {
            text.get(range.clone())
                .and_then(|w| w.split_whitespace().next())
                .is_some_and(|w| {
                    !is_one_of(w, &["before", "without", "w/o", "except", "excluding"])
                })
        })
        .map(|(_, range)| range.start)
        .min();
    let (start, part) = match start {
        Some(start) => {
            let part = text.get(start..c.range.end)?;
            (
                start,
                &part[..part.find([',', ';', ':']).unwrap_or(part.len())],
            )
        }
        None => case_before_an_arrow(text, c)?,
    };
    let mut and = None;
    let mut or = None;
    let mut at = 0;
    for w in part.split(|ch: char| ch.is_whitespace()) {
        let range = start + at..start + at + w.len();
        at += w.len() + 1;
        if is_one_of(w, &["and", "&", "both"]) {
            and = and.or(Some(range));
        } else if is_one_of(w, &["or", "either"]) {
            or = or.or(Some(range));
        }
    }
    match (and, or) {
        (Some(range), None) => Some((true, range)),
        (None, Some(range)) => Some((false, range)),
        _ => None,
    }
}

/// "Rise >0.5 m/24h AND past amber → call geotech": the case a shorthand rule holds in,
/// written before its arrow ("→", "=>", "->") in sentence `c` of `text` with no condition
/// word, from the last ":" or ";" before it (pol46). The start of the case in `text`, and the
/// case.
fn case_before_an_arrow<'t>(text: &'t str, c: &Clause) -> Option<(usize, &'t str)> {
    let sentence = text.get(c.range.clone())?;
    let arrow = ["→", "=>", "->"]
        .iter()
        .filter_map(|a| sentence.find(a))
        .min()?;
    let from = sentence[..arrow].rfind([':', ';']).map_or(0, |k| k + 1);
    Some((c.range.start + from, &sentence[from..arrow]))
}

/// "Merge only after CI passes and a reviewer has approved" became "merge once CI passes or
/// a reviewer has approved": the parts of the condition, all required, now each enough (or
/// back). Returns the joining words in the original and in the rewrite.
pub(super) fn condition_join_changed(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let (a_and, a) = condition_join(original, o)?;
    let (b_and, b) = condition_join(rewrite, r)?;
    (a_and != b_and).then_some((a, b))
}

/// "At least two approvals are required before merge" -> "Merging needs a minimum of two
/// approvals": the event a requirement comes before (the word right after "before", the
/// condition at `range` of `o`) opens the rewrite's sentence `r` as the subject of "needs"
/// or "requires", right before it (session 30). Not another event opening it ("Releasing
/// needs ..."), nor a rewrite that keeps "before" or "after".
pub(super) fn event_needs_what_preceded_it(
    (original, o): (&str, &Clause),
    range: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    if !original
        .get(range.clone())
        .is_some_and(|w| w.trim().eq_ignore_ascii_case("before"))
    {
        return false;
    }
    let Some(event) = o.words.iter().find(|w| w.range.start >= range.end) else {
        return false;
    };
    let Some(first) = r.words.first() else {
        return false;
    };
    // ("needs" is read as the rule's strong word, no content word: the text after.)
    let needs = rewrite
        .get(first.range.end..)
        .and_then(|rest| rest.split_whitespace().next())
        .is_some_and(|w| is_one_of(w, &["needs", "need", "requires", "require"]));
    let sentence = rewrite
        .get(r.range.clone())
        .unwrap_or("")
        .to_ascii_lowercase();
    needs
        && stems::stems_match(&first.stem, &event.stem)
        && !sentence.contains("before")
        && !sentence.contains("after")
}

/// Words that name nothing a condition or a role could be about.
pub(super) const FUNCTION_WORDS: &[&str] = &[
    "a", "an", "the", "is", "are", "was", "were", "be", "been", "being", "has", "have", "had",
    "it", "its", "it's", "they", "them", "their", "he", "she", "his", "her", "him", "we", "us",
    "our", "you", "your", "i", "me", "my", "not", "no", "also", "then", "there", "this", "that",
    "these", "those", "do", "does", "did", "so", "any", "all", "to", "of", "in", "on", "at", "by",
    "for", "with", "from", "up", "out", "one", "only", "just", "who", "can", "may", "will",
    "would", "should", "must", "as", "too", "both", "either", "before", "after", "until", "till",
    "once", "when", "if", "w", "least", "most", "more", "less", "than", "fewer", "over", "under",
    "above", "below", "between", "max", "min", "maximum", "and", "or", "nor", "but", "plus",
    "minimum",
];

/// Two words are one word's forms: the same first four letters (the whole shorter word when
/// it has three: "bid" / "bids"), case ignored.
pub(super) fn same_stem(a: &str, b: &str) -> bool {
    let n = a.len().min(b.len());
    if n < 3 {
        return a.eq_ignore_ascii_case(b);
    }
    let k = n.min(4);
    a.as_bytes()[..k].eq_ignore_ascii_case(&b.as_bytes()[..k])
}

/// A word of substance (not a [`FUNCTION_WORDS`] word, nor a number).
pub(super) fn of_substance(w: &str) -> bool {
    !is_one_of(w, FUNCTION_WORDS) && !w.bytes().all(|b| b.is_ascii_digit())
}

/// The condition at one of `r`'s conditions of `group` (a gate word: "once", "if", "when")
/// runs on past its own words with " and " or " or " and a conjunct that names a word of
/// substance `original` nowhere says (nor a form of it): "You can close the ticket once the
/// member replies" -> "... once the member replies and QA confirms" (corpus32 ch52). The
/// gate now waits for something more (or less, with "or"). The condition ends at the next
/// condition, comma, semicolon, colon or bracket; a conjunct whose words the original says
/// ("once the member replies. Log the time." -> "... replies and log the time") is the
/// original's own. The conjunct, as a range into `rewrite`.
pub(super) fn conjunct_added_to_condition(
    original: &str,
    (rewrite, r): (&str, &Clause),
    group: CondGroup,
) -> Option<Range<usize>> {
    r.conditions_of(group).find_map(|range| {
        let part = rewrite.get(range.end..r.condition_end(range))?;
        let part = &part[..part.find([',', ';', ':', '(', '.']).unwrap_or(part.len())];
        let (at, len) = [" and ", " or ", " & "]
            .iter()
            .find_map(|j| part.find(j).map(|k| (k, j.len())))?;
        let conjunct = &part[at + len..];
        // Said word for word in the original: nothing new (one search, no word list).
        if original.contains(conjunct.trim()) {
            return None;
        }
        let new = words_of(conjunct)
            .any(|(_, w)| of_substance(w) && !words_of(original).any(|(_, x)| same_stem(w, x)));
        let start = range.end + at + 1;
        new.then(|| start..range.end + part.trim_end().len())
    })
}

/// The missing word `m` of `original` is "asking" (or "checking with", "consulting") after
/// "without", and the new word `n` of `rewrite` is the asked party's assent after "unless"
/// and that party: "without asking ops" -> "unless ops agrees" (r31-044), "without asking
/// me" -> "unless user OKs" (r31-152). The party is the word after the asking ("me" may be
/// "user" or "I"). Not "unless Priya agrees" for "ops", nor "if ops agrees", nor "unless ops
/// asks". (A cheap screen first: six to ten bytes.)
pub(super) fn without_asking_said_as_unless_agreeing(
    (original, m): (&str, &Range<usize>),
    (rewrite, n): (&str, &Range<usize>),
) -> bool {
    if !(6..=10).contains(&m.len())
        || !original
            .get(m.clone())
            .is_some_and(|w| is_one_of(w, &["asking", "checking", "consulting"]))
        || !word_before(original, m.start).eq_ignore_ascii_case("without")
        || !rewrite.get(n.clone()).is_some_and(|w| {
            is_one_of(
                w,
                &[
                    "agrees", "agree", "approves", "approve", "oks", "ok", "okays", "consents",
                ],
            )
        })
    {
        return false;
    }
    // The party: the word after the asking ("with" skipped: "checking with facilities").
    let mut after = original.get(m.end..).unwrap_or("").split_whitespace();
    let mut party = after.next().unwrap_or("");
    if party.eq_ignore_ascii_case("with") {
        party = after.next().unwrap_or("");
    }
    let party = party.trim_end_matches(|c: char| !c.is_alphanumeric());
    let theirs = word_before(rewrite, n.start);
    let same = theirs.eq_ignore_ascii_case(party)
        || party.eq_ignore_ascii_case("me") && is_one_of(theirs, &["user", "i"]);
    let at = rewrite.get(..n.start).unwrap_or("").trim_end().len() - theirs.len();
    same && !party.is_empty() && word_before(rewrite, at).eq_ignore_ascii_case("unless")
}

/// Pronouns with their verb, that a rewrite says by the speaker's name ("I'm" -> "station
/// manager").
fn is_pronoun_form(w: &str) -> bool {
    let l = w.to_ascii_lowercase().replace('\u{2019}', "'");
    matches!(
        l.split('\'').next(),
        Some("i" | "we" | "you" | "they" | "he" | "she" | "it")
    ) && l.contains('\'')
}

/// "nobody changes the EAS encoder settings unless I'm on the call" -> "EAS encoder settings
/// changed only with station manager on the call": a ban on anyone's doing something unless
/// a condition holds ("nobody", "no one", "don't", "never" ... "unless"), said as the thing
/// done ("changed", the ban's verb) only with, when or if the condition. The rewrite's
/// part at `to` names the ban's thing (the words between its verb and "unless", each way),
/// and its condition holds every content word of the original's ("I'm" aside, said by the
/// speaker's name) and none the original does not say. Not without "only", another verb,
/// another thing, a condition changed or cut ("only with station manager").
pub(super) fn unless_said_as_only_with(
    (original_read, from): (&TextReading<'_>, &Range<usize>),
    (rewrite_read, to): (&TextReading<'_>, &Range<usize>),
) -> bool {
    // (A cheap screen: "unless" and "only", through the texts' kept letter pairs.)
    if !original_read.holds_ignoring_case("unless") || !rewrite_read.holds_ignoring_case("only") {
        return false;
    }
    let (original, rewrite) = (original_read.text, rewrite_read.text);
    let (Some(o), Some(r)) = (original.get(from.clone()), rewrite.get(to.clone())) else {
        return false;
    };
    let r = r.rsplit_once(':').map_or(r, |(_, after)| after);
    let ours = words(o, 0..o.len());
    let theirs = words(r, 0..r.len());
    let Some(u) = ours.iter().position(|(w, _)| is_one_of(w, &["unless"])) else {
        return false;
    };
    let Some(n) = ours[..u]
        .iter()
        .rposition(|(w, _)| is_negation(w) || is_one_of(w, &["one"]))
    else {
        return false;
    };
    // "nobody changes", "no one changes", "don't change": the verb after the negation.
    let Some(v) = (n + 1..u)
        .find(|&i| !is_adverb(ours[i].0) && !is_one_of(ours[i].0, &["one", "let", "anyone"]))
    else {
        return false;
    };
    let Some(k) = theirs.iter().position(|(w, _)| is_one_of(w, &["only"])) else {
        return false;
    };
    if k == 0
        || !theirs
            .get(k + 1)
            .is_some_and(|w| is_one_of(w.0, &["with", "when", "if", "while", "after"]))
        || !same_word(theirs[k - 1].0, ours[v].0)
    {
        return false;
    }
    let within = |a: &[&str], b: &[&str]| a.iter().all(|w| b.iter().any(|o| same_word(w, o)));
    let thing = content_of(&ours[v + 1..u]);
    let said_thing = content_of(&theirs[..k - 1]);
    let condition: Vec<&str> = content_of(&ours[u + 1..])
        .into_iter()
        .filter(|w| !is_pronoun_form(w))
        .collect();
    let said_condition = content_of(&theirs[k + 2..]);
    let everything = content_of(original_read.words());
    !thing.is_empty()
        && !condition.is_empty()
        && within(&thing, &said_thing)
        && within(&said_thing, &thing)
        && within(&condition, &said_condition)
        && within(&said_condition, &everything)
}

/// A word that says a state of a thing after it ("with the anemometer offline", "while the
/// anemometer is offline"): one word of letters, three or more, that is no function word.
/// The original and the rewrite must say the same one: "online" for "offline" is another
/// state.
pub(super) fn a_state(w: &str) -> bool {
    w.len() >= 3 && w.bytes().all(|b| b.is_ascii_alphabetic()) && !is_function_word(w)
}

/// Negations that ban an act ("can't", "don't", "never").
const BANS: &[&str] = &[
    "can't",
    "cannot",
    "don't",
    "never",
    "not",
    "mustn't",
    "won't",
    "no",
    "can\u{2019}t",
    "don\u{2019}t",
];

/// Ways a rewrite says "N or more" right before or around the count ("≥ 6", "at least 6",
/// "6 or more", "6+", "min 6"): the byte offset of the number's digits in `text` for each.
fn floors_of(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    for (w, r) in words(text, 0..text.len()) {
        if !w.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let before = text[..r.start].trim_end();
        let after = text[r.end..].trim_start();
        let lower_before = before.to_ascii_lowercase();
        let floor = before.ends_with('≥')
            || before.ends_with(">=")
            || lower_before.ends_with("at least")
            || lower_before.ends_with("min")
            || lower_before.ends_with("minimum")
            || after.starts_with('+')
            || after.to_ascii_lowercase().starts_with("or more");
        if floor {
            out.push((r.start, w));
        }
    }
    out
}

/// "You can't run the long course if fewer than 6 marshals are signed up" = "Long course
/// only runs with ≥ 6 marshals signed up": a ban while a count is under N said as leave only
/// with N or more. The original's sentence holds a ban, then "if" (or "when") and "fewer
/// than N" / "less than N"; the rewrite's sentence holds "only", then "with" and N as a
/// floor ("≥ N", "at least N", "N or more", "N+"), the same word counted after N, and a word
/// of the banned act. The changes this reading explains (the negation dropped, the
/// condition dropped, the bound's side turned) are dropped from `changes` when they quote
/// that sentence. Not another N, another thing counted, a ceiling ("≤ 6"), or leave
/// without "only".
pub(super) fn ban_below_said_as_only_with(
    original_read: &TextReading<'_>,
    rewrite_read: &TextReading<'_>,
    changes: &mut Vec<super::PolarityChange>,
) {
    // (One screen first, through the texts' kept letter pairs: the original says "than", the
    // rewrite "only".)
    if !original_read.holds_ignoring_case("than") || !rewrite_read.holds_ignoring_case("only") {
        return;
    }
    let (original, rewrite) = (original_read.text, rewrite_read.text);
    for s in sentences(original) {
        let ws = words(original, s.clone());
        let Some(ban) = ws.iter().position(|(w, _)| is_one_of(w, BANS)) else {
            continue;
        };
        let Some(cond) = ws[ban..]
            .iter()
            .position(|(w, _)| is_one_of(w, &["if", "when"]))
            .map(|k| k + ban)
        else {
            continue;
        };
        let Some(than) = ws[cond..]
            .windows(3)
            .position(|x| {
                is_one_of(x[0].0, &["fewer", "less"])
                    && x[1].0.eq_ignore_ascii_case("than")
                    && x[2].0.bytes().all(|b| b.is_ascii_digit())
            })
            .map(|k| k + cond)
        else {
            continue;
        };
        let (n, counted) = (ws[than + 2].0, ws.get(than + 3).map(|w| w.0));
        let act: Vec<&str> = ws[ban + 1..cond]
            .iter()
            .map(|w| w.0)
            .filter(|w| w.len() >= 3 && !is_function_word(w))
            .collect();
        let said = sentences(rewrite).into_iter().any(|r| {
            let part = &rewrite[r.clone()];
            let theirs = words(rewrite, r.clone());
            let only = theirs
                .iter()
                .position(|(w, _)| w.eq_ignore_ascii_case("only"));
            let with = theirs
                .iter()
                .position(|(w, _)| w.eq_ignore_ascii_case("with"));
            let (Some(only), Some(with)) = (only, with) else {
                return false;
            };
            only < with
                && floors_of(part).iter().any(|&(at, m)| {
                    let at = r.start + at;
                    m == n
                        && at > theirs[with].1.start
                        && counted.is_none_or(|c| {
                            theirs
                                .iter()
                                .find(|(t, x)| x.start > at && !is_one_of(t, &["or", "more"]))
                                .is_some_and(|(t, _)| same_word(c, t))
                        })
                })
                && act
                    .iter()
                    .any(|a| theirs.iter().any(|(t, _)| same_word(a, t)))
        });
        if said {
            changes.retain(|c| {
                !matches!(
                    &*c.what,
                    "negation dropped" | "condition dropped" | "bound direction changed"
                ) || !c
                    .original_range
                    .as_ref()
                    .is_some_and(|o| s.start <= o.start && o.end <= s.end)
            });
        }
    }
}

/// The content words of `ws` ([`is_content`]).
pub(super) fn content_words<'t>(ws: &[&Word<'t>]) -> Vec<&'t str> {
    ws.iter()
        .map(|(w, _)| *w)
        .filter(|w| is_content(w))
        .collect()
}

/// Verbs saying what a case needs ("anything closer needs Rosa's sign-off and a rush fee"),
/// and "unless", whose two things joined by "and" a gated act needs both of ("never pull a
/// PSU unless the partner PSU shows green and the ticket is approved").
const NEEDS: &[&str] = &["needs", "need", "requires", "require", "takes", "unless"];

/// The content words of `side` that the original (`all`, its words) says nowhere else.
fn own_words<'t>(side: &[&Word<'t>], all: &[Word<'t>]) -> Vec<&'t str> {
    content_words(side)
        .into_iter()
        .filter(|w| {
            all.iter()
                .filter(|(x, _)| same_word(unpossessed(x), unpossessed(w)))
                .count()
                == 1
        })
        .collect()
}

/// "Anything closer needs Rosa's sign-off and a rush fee." -> "closer -> rush fee", "Never
/// pull a PSU unless the partner PSU shows green and the change ticket is approved" -> "PSU
/// pull: needs approved change ticket", "requires: approved CHG + on-site witness" -> "approved
/// CHG": two things a case needs ("needs X and Y", "X + Y", "unless X and Y"), the rewrite
/// saying a content word of one and none of the other: a requirement dropped. Only the words
/// of a side that the original says nowhere else count ("PSU" above names the act too).
/// "closer -> Rosa OK + rush fee" keeps both; a need with one thing is not read.
pub(super) fn one_of_two_needs_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !o.holds_any_phrase(NEEDS) || !(o.holds_phrase("and") || o.text.contains(" + ")) {
        return None;
    }
    let (ow, rw) = (o.words(), r.words());
    ow.iter().enumerate().find_map(|(i, (w, _))| {
        if !is_one_of(w, NEEDS) {
            return None;
        }
        let part = parts(o.text)
            .into_iter()
            .find(|p| p.contains(&ow[i].1.start))?;
        let clause: Vec<_> = ow[i + 1..]
            .iter()
            .take_while(|(_, at)| {
                at.end <= part.end && !o.text[ow[i].1.end..at.start].contains([',', '\n'])
            })
            .collect();
        // The two things are joined by "and" or a "+" between two words.
        let joined = |k: usize| {
            clause[k].0.eq_ignore_ascii_case("and")
                || k > 0 && o.text[clause[k - 1].1.end..clause[k].1.start].trim() == "+"
        };
        let and = (0..clause.len()).find(|&k| joined(k))?;
        let second_at = and + usize::from(clause[and].0.eq_ignore_ascii_case("and"));
        let (first, second) = (&clause[..and], &clause[second_at..]);
        // "needs between 2 and 5 items" bounds one thing; "needs two approvals and authors
        // may not merge ..." joins a rule of its own.
        if first.iter().any(|(w, _)| w.eq_ignore_ascii_case("between"))
            || second
                .iter()
                .any(|(w, _)| is_one_of(w, MODALS) || is_one_of(w, &["nobody", "no", "never"]))
        {
            return None;
        }
        let (first_words, second_words) = (own_words(first, ow), own_words(second, ow));
        let named = |ws: &[&str]| {
            ws.iter()
                .any(|w| w.bytes().any(|b| b.is_ascii_alphabetic()))
        };
        let kept = |ws: &[&str]| ws.iter().any(|w| said_in(w, rw));
        let dropped = |side: &[&Word<'_>], ws: &[&str], other: &[&str]| {
            (named(ws) && !kept(ws) && kept(other))
                .then(|| Some(side.first()?.1.start..side.last()?.1.end))
                .flatten()
        };
        let from = dropped(first, &first_words, &second_words)
            .or_else(|| dropped(second, &second_words, &first_words))?;
        Some(("condition dropped", from, 0..r.text.len()))
    })
}

/// Words that open the condition an "otherwise" rule hangs on.
const CONDITIONS: &[&str] = &["if", "when", "unless", "provided"];

/// Words of a rewrite that keep a condition or an exception.
const KEEPS_A_CONDITION: &[&str] = &[
    "otherwise",
    "else",
    "unless",
    "except",
    "if",
    "when",
    "once",
    "only",
    "provided",
];

/// "The grinder can go out without a trailer check if it was used the day before; otherwise
/// Dev inspects the hitch first." -> "Grinder: Dev inspects hitch before every job.": the
/// rule said after "otherwise" (a content word of it kept) by a rewrite that says no word of a
/// condition and no content word of the condition it is the other side of: the condition (the
/// leave it gave) dropped. "Used the day before: straight out; else Dev inspects" keeps it.
pub(super) fn condition_of_otherwise_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<Missed> {
    if !o.holds_phrase("otherwise") || r.holds_any_phrase(KEEPS_A_CONDITION) {
        return None;
    }
    let ws = o.words();
    let other = ws
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case("otherwise"))?;
    let head = ws[..other]
        .iter()
        .rposition(|(w, _)| is_one_of(w, CONDITIONS))?;
    let condition = content(&ws[head + 1..other]);
    let end = parts(o.text)
        .into_iter()
        .find(|p| p.end > ws[other].1.start)
        .map_or(o.text.len(), |p| p.end);
    let rule = content(words_in(ws, &(ws[other].1.end..end)));
    if condition.is_empty() || any_said(&condition, r.keys()) || !any_said(&rule, r.keys()) {
        return None;
    }
    Some(("condition dropped", ws[head].1.start..end, 0..r.text.len()))
}

/// Words that open a condition.
pub(super) const CONDITION_WORDS: &[&str] = &["if", "when", "once", "provided", "whenever"];

/// "Stop the pump if the level drops under 1.5 m." -> "Stop the pump if the level drops
/// under 1.5 m and the supervisor agrees.": a condition of the rewrite with a second part
/// after "and" (up to the end of its sentence or a comma) whose content words, two or more,
/// the original says none of: a condition added to the one kept. Where the original's
/// condition is (its start when it has none) and the added part.
pub(super) fn condition_conjunct_added(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let rewrite = r.text;
    if !r.holds_phrase("and") || !r.holds_any_phrase(CONDITION_WORDS) {
        return None;
    }
    for part in parts(rewrite) {
        let theirs = words(rewrite, part);
        let Some(c) = theirs
            .iter()
            .position(|(w, _)| is_one_of(w, CONDITION_WORDS))
        else {
            continue;
        };
        let Some(a) = (c + 2..theirs.len()).find(|&a| theirs[a].0.eq_ignore_ascii_case("and"))
        else {
            continue;
        };
        // The added part ends at a comma.
        let end = (a + 1..theirs.len())
            .find(|&k| rewrite[theirs[k - 1].1.end..theirs[k].1.start].contains(','))
            .unwrap_or(theirs.len());
        let named: Vec<&Word<'_>> = theirs[a + 1..end]
            .iter()
            .filter(|(w, _)| is_content(w))
            .collect();
        if named.len() < 2 {
            continue;
        }
        if named.iter().any(|(w, _)| {
            let key = WordKey::of(w);
            o.keys().iter().any(|k| k.same(&key))
        }) {
            continue;
        }
        let from = o
            .words()
            .iter()
            .find(|(w, _)| is_one_of(w, CONDITION_WORDS))
            .map_or(0..0, |(_, at)| at.clone());
        return Some((from, theirs[a].1.start..theirs[end - 1].1.end));
    }
    None
}

/// Words that keep a concession's "even" in a rewrite ("regardless", "whether or not").
const KEEPS_EVEN: &[&str] = &[
    "even",
    "regardless",
    "whether",
    "matter",
    "incl",
    "including",
    "included",
    "still",
    "always",
];

/// "... the buses have to stick to it even if the signs are down for maintenance" -> "Buses:
/// 40 km/h in school zones ... when signs are displayed": the original's concession ("even
/// if", "even when", "even though") gone, and a condition ("when", "if", "while",
/// "provided") put on the rule that names a content word of the concession: the rule now
/// holds only on that condition. "applies even with signs down", "signs or no signs" keep it.
pub(super) fn concession_made_a_condition(
    (original, ours): (&str, &[Word<'_>]),
    (rewrite, theirs): (&str, &[Word<'_>]),
) -> Option<(Range<usize>, Range<usize>)> {
    if theirs.iter().any(|(w, _)| is_one_of(w, KEEPS_EVEN)) {
        return None;
    }
    let e = ours
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case("even"))?;
    let (conj, _) = ours.get(e + 1)?;
    if !is_one_of(conj, &["if", "when", "though", "with"]) {
        return None;
    }
    // The concession runs to the end of its part or the next comma.
    let end = parts(original)
        .into_iter()
        .find(|p| p.contains(&ours[e].1.start))
        .map_or(original.len(), |p| p.end);
    let end = original[ours[e].1.end..end]
        .find(',')
        .map_or(end, |c| ours[e].1.end + c);
    let concession = within(ours, &(ours[e].1.start..end));
    let c = theirs
        .iter()
        .position(|(w, _)| is_one_of(w, &["if", "when", "while", "provided"]))?;
    let tail = parts(rewrite)
        .into_iter()
        .find(|p| p.contains(&theirs[c].1.start))
        .map_or(rewrite.len(), |p| p.end);
    let condition = within(theirs, &(theirs[c].1.start..tail));
    condition
        .iter()
        .any(|(w, _)| is_content(w) && said(concession, w))
        .then(|| (ours[e].1.start..end, theirs[c].1.start..tail))
}

/// The words of a concession a rule holds through ("even if the customer asks nicely").
const EVEN: &[&str] = &["even if", "even when", "even though"];

/// "Doh open de cabin door while it moving. Even if de tourist begging, wait till it reach
/// de platform." -> "Don't open the cabin door while it's moving unless a passenger really
/// insists.": a rule the original keeps "even if" something happens, given by the rewrite an
/// "unless" the original never says, whose clause says no content word of the original
/// outside the concession's and no word keeps the "even" ([`KEEPS_EVEN`]): an exception
/// added (pol56, s56b-p099). "... unless it has reached the platform" says the rule's own
/// case again.
pub(super) fn unless_where_even_if_was(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !holds_any_phrase(original, EVEN)
        || !holds_any_phrase(rewrite, &["unless"])
        || holds_any_phrase(original, &["unless", "except"])
        || holds_any_phrase(rewrite, KEEPS_EVEN)
    {
        return None;
    }
    let concession = clause_at(original, phrase_at(original, EVEN)? + "even ".len());
    let theirs = words(rewrite, 0..rewrite.len());
    let u = theirs.iter().position(|(w, _)| is_one_of(w, &["unless"]))?;
    let case = within(
        &theirs[u + 1..],
        &(theirs[u].1.end..clause_at(rewrite, theirs[u].1.end).end),
    );
    let outside: Vec<Word<'_>> = words(original, 0..original.len())
        .into_iter()
        .filter(|(_, r)| !concession.contains(&r.start))
        .collect();
    let last = case.last()?;
    (case.iter().any(|(w, _)| is_content(w)) && shared(case, &outside) == 0)
        .then(|| (concession, theirs[u].1.start..last.1.end))
}

/// "Cannot refund to a different account even if customer ask nicely." -> "alternative
/// accounts if the customer requests": a ban the original keeps "even if" something happens,
/// said by the rewrite as what that something allows ("if", no "even", no negation in its
/// part), a word of the concession kept: an exception added.
pub(super) fn even_if_said_as_if(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !holds_any_phrase(original, EVEN)
        || holds_any_phrase(rewrite, EVEN)
        || !holds_any_phrase(rewrite, &["if", "when"])
    {
        return None;
    }
    let part = parts(original).into_iter().find(|p| {
        let s = &original[p.clone()];
        holds_any_phrase(s, EVEN) && words(original, p.clone()).iter().any(|(w, _)| negates(w))
    })?;
    let ours = words(original, part.clone());
    let even = ours
        .windows(2)
        .position(|p| p[0].0.eq_ignore_ascii_case("even"))?;
    let concession = &ours[even + 2..];
    parts(rewrite)
        .into_iter()
        .find(|t| {
            let theirs = words(rewrite, t.clone());
            let Some(gate) = theirs
                .iter()
                .position(|(w, _)| is_one_of(w, &["if", "when"]))
            else {
                return false;
            };
            !theirs
                .iter()
                .any(|(w, _)| negates(w) || is_one_of(w, &["only"]))
                && shared(concession, &theirs[gate..]) >= 1
        })
        .map(|t| (part, t))
}

/// Words of a concession ("even where the custodian isn't a lawyer").
const CONCESSIONS: &[&str] = &["even if", "even where", "even when", "even for", "even in"];

/// Words that keep a concession in a rewrite ("regardless", "whether or not", "incl.").
const CONCESSION_KEPT: &[&str] = &[
    "even",
    "regardless",
    "whether",
    "irrespective",
    "incl",
    "including",
    "also",
    "too",
    "any",
    "all",
    "always",
    "no matter",
];

/// Words that set a condition or a case in a rewrite.
const CASE_WORDS: &[&str] = &["if", "where", "when", "for", "in", "only"];

/// "Docs tagged PRIV-ATTY stay out of production, even where the custodian isn't a
/// lawyer." -> "... stay out of production where the custodian is a lawyer.": a concession
/// ("even if", "even where", "even when") said as a plain condition ("where", "if"), no word
/// keeping it ("even", "regardless", "incl.") and a content word of its clause said again:
/// the rule now holds only in that case. "Phones off even in the lounge" -> "Phones off incl.
/// lounge" keeps it.
fn concession_said_as_a_case(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let at = o.phrase_at(CONCESSIONS)?;
    if r.holds_any_phrase(CONCESSION_KEPT) {
        return None;
    }
    let clause = clause_at(o.text, at + "even ".len());
    let ow = o.words();
    let said = words_in(ow, &(at + "even ".len()..clause.end))
        .iter()
        .skip(1)
        .filter(|(w, _)| is_content(w))
        .find_map(|(w, _)| r.words().iter().find(|(x, _)| same_spelling(x, w)))?;
    let case = r
        .words()
        .iter()
        .take_while(|(_, x)| x.start < said.1.start)
        .filter(|(w, _)| is_one_of(w, CASE_WORDS))
        .last()?;
    Some(("scope changed", at..clause.end, case.1.start..said.1.end))
}

/// "Wheelchair passengers ... get off last unless their connection is under 45 minutes, in
/// which case they get off first." -> "...; if connection <45 min they deplane first.": an
/// "unless" whose case the original spells out ("in which case ...") said as an "if" that
/// case opens: the condition dropped is said again. A plain "unless" said as "if" is not
/// read.
fn unless_with_its_case_said_as_if(original: &str, from: &str, rewrite: &str) -> bool {
    from.eq_ignore_ascii_case("unless")
        && phrase_at(original, &["in which case"]).is_some()
        && phrase_at(rewrite, &["if"]).is_some()
}

/// Words of a wish that asks for something ("it would be appreciated if ...").
const WISHES: &[&str] = &[
    "great",
    "nice",
    "helpful",
    "good",
    "ideal",
    "better",
    "best",
    "lovely",
    "appreciated",
    "awesome",
    "preferable",
];

/// "It would be appreciated if runs ... were limited to one at a time." -> "Shared A100s: max
/// 1 concurrent run.": the "if" of a wish ("it would be great if", "it'd be appreciated if")
/// asks for what follows, so it opens no condition a rewrite must keep. "It would be late if
/// the bus broke down" is no wish.
fn if_of_a_wish(original: &str, from: &Range<usize>) -> bool {
    let ours = super::words::words(original, 0..from.start);
    let [before @ .., would, be, wish] = ours.as_slice() else {
        return false;
    };
    let wisher = is_one_of(would.0, &["it'd", "that'd"])
        || is_one_of(would.0, &["would", "'d"])
            && before
                .last()
                .is_some_and(|(it, _)| is_one_of(it, &["it", "that", "this"]));
    original.get(from.clone()) == Some("if")
        && wisher
        && be.0.eq_ignore_ascii_case("be")
        && is_one_of(wish.0, WISHES)
}

/// Faithful forms read in corpus s41a: each a filter over the kind of change it names,
/// `from` and `to` the change's ranges in the original and the rewrite.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, _to): (&str, Option<&Range<usize>>),
) -> bool {
    let said = from.and_then(|r| original.get(r.clone())).unwrap_or("");
    match what {
        "condition dropped" => {
            from.is_some_and(|from| if_of_a_wish(original, from))
                || unless_with_its_case_said_as_if(original, said, rewrite)
                || said.eq_ignore_ascii_case("without")
                    && never_without_said_as_always(original, rewrite)
        }
        "negation dropped" => from.is_some_and(|from| {
            opposite_order_denied(original, from, rewrite)
                || contrast_said_as_only(original, from, rewrite)
                || said.eq_ignore_ascii_case("never")
                    && never_without_said_as_always(original, rewrite)
        }),
        "scope changed" => from.is_some_and(|from| contrast_said_as_only(original, from, rewrite)),
        "prohibition became mention" => no_said_as_zero(original, rewrite),
        "negation added" | "condition added" => hold_said_as_a_ban_until(original, rewrite),
        _ => false,
    }
}

/// The changes of corpus s41a read from the two texts alone, the first found.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    excluded_named_as_chosen(o, r)
        .or_else(|| concession_said_as_a_case(o, r))
        .or_else(|| order_said_as_parallel(o, r))
        .or_else(|| floor_said_as_ceiling(o, r))
        .or_else(|| deadline_said_as_a_guess(o, r))
        .or_else(|| until_event_turned(o, r))
        .or_else(|| states_joined_by_or(o, r))
        .or_else(|| exception_joined_to_without(o, r))
}

/// "can't be moved without 48 hours' notice unless the committee agrees" -> "... without 48
/// hours' notice and committee agreement" (s49b-p012): the exception, whose case alone lets
/// the act happen, said as a second thing the "without" asks for, joined by an "and" with a
/// word of that case after it; the rewrite says no "unless" (nor "except", "if"). Not "...
/// without notice, unless committee agrees", nor an "and" of the original's own "without"
/// case ("without notice and a form unless ..." -> "without notice and a form").
fn exception_joined_to_without(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !(o.holds_phrase("unless") && r.holds_phrase("and"))
        || ["unless", "except", "if"].iter().any(|w| r.holds_phrase(w))
    {
        return None;
    }
    let without = |w: &str| w.eq_ignore_ascii_case("without") || w.eq_ignore_ascii_case("w/o");
    let (ow, rw) = (o.words(), r.words());
    // The first "without" of `ws` and the first `word` among the JOIN_REACH words after it.
    let after_without = |ws: &[Word<'_>], word: &str| {
        let at = ws.iter().position(|w| without(w.0))?;
        let found = ws[at + 1..]
            .iter()
            .take(JOIN_REACH)
            .position(|w| w.0.eq_ignore_ascii_case(word))?;
        Some((at, at + 1 + found))
    };
    let (at, unless) = after_without(ow, "unless")?;
    let case = &ow[unless + 1..(unless + 1 + JOIN_REACH).min(ow.len())];
    let asked = &ow[at + 1..unless];
    let (_, and) = after_without(rw, "and")?;
    let joined = rw[and + 1..].iter().take(JOIN_REACH).any(|n| {
        is_content(n.0)
            && case.iter().any(|c| same_word(c.0, n.0))
            && !asked.iter().any(|a| same_word(a.0, n.0))
    });
    joined.then(|| ("condition dropped", ow[unless].1.clone(), rw[and].1.clone()))
}

/// How many words [`exception_joined_to_without`] reads past "without" for the "unless" (or
/// the "and"), and past either for the case's words.
const JOIN_REACH: usize = 8;

/// "canapés on the lawn if dry, marquee if not" -> "lawn if dry / marquee if wet": the
/// elliptical "if not" of a choice between two places said again by the other case ("if
/// wet", "otherwise", "else"): no negation of the rule dropped.
pub(super) fn if_not_said_again(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let before = original[..from.start].trim_end();
    let after = original[from.end..].trim_start();
    before.to_ascii_lowercase().ends_with(" if")
        && after.starts_with([';', ',', '.', ')'])
        && (holds_any_phrase(rewrite, &["otherwise", "else"])
            || rewrite.matches(" if ").count() >= 2)
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful, assert_reports};
    use super::{change_missed, faithful_form};
    use crate::polarity::words::{TextReading, phrase_at};

    /// An exception to a "without" said as a second thing it asks for, joined by "and"
    /// (s49b-p012), is a condition dropped, with or without apostrophes; the exception kept
    /// after a comma, or an "and" the original's "without" already held, is no change.
    #[test]
    fn an_exception_joined_to_a_without() {
        assert_reports(
            "condition dropped",
            &[
                (
                    "Call times can't be moved earlier without 48 hours' notice unless the players' committee agrees.",
                    "Call times can't be moved earlier without 48 hours' notice and players' committee agreement.",
                ),
                (
                    "Don't move call times without notice unless the committee agrees.",
                    "Don't move call times without notice and committee agreement.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Call times can't be moved earlier without notice unless the committee agrees.",
                "Call times can't be moved earlier without notice, unless committee agrees.",
            ),
            (
                "Don't move call times without notice and committee sign-off.",
                "Call times: no moves without notice and committee sign-off.",
            ),
        ]);
    }

    /// The case of a shorthand rule, before its arrow, joined by the other word than the
    /// original's condition (session 46, pol46): "or" said as "AND" is a condition dropped;
    /// the same join kept, or an arrow with no join, is no change.
    #[test]
    fn a_case_before_an_arrow_joined_the_other_way() {
        assert_reports(
            "condition dropped",
            &[
                (
                    "Tailings piezometers: log daily; if any one rises more than 0.5 m in 24 h or crosses the amber line, call the geotech and the site senior exec before end of shift.",
                    "Piezos logged daily. Rise >0.5 m/24h AND past amber → call geotech + SSE before shift end.",
                ),
                (
                    "If the pump trips or the level drops, call the supervisor.",
                    "Pump trips and level drops → call supervisor.",
                ),
                (
                    "If the badge is expired and the visitor is unescorted, refuse entry.",
                    "Badge expired or visitor unescorted => refuse entry.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "If the pump trips or the level drops, call the supervisor.",
                "Pump trips or level drops → call supervisor.",
            ),
            (
                "If the level drops, call the supervisor.",
                "Level drops → call supervisor.",
            ),
        ]);
    }

    /// A relative clause denying a state or a place after "be" said again without its
    /// negation (session 44, pol44): the corpus's shape and look-alikes in other domains; the
    /// denial said another way, or kept, is no change.
    #[test]
    fn a_relative_states_negation_dropped() {
        assert_reports(
            "negation dropped",
            &[
                (
                    "Kindly do not be giving the patients' phone numbers to callers who are not on the next-of-kin list.",
                    "Don't give patients' phone numbers to callers who are on the next-of-kin list.",
                ),
                (
                    "Never sell the chairs that are not in the catalogue.",
                    "Never sell the chairs that are in the catalogue.",
                ),
                (
                    "Don't let in anyone who isn't on the guest list.",
                    "Don't let in anyone who is on the guest list.",
                ),
                (
                    "Do not dispatch parts that aren't under warranty without a quote.",
                    "Do not dispatch parts that are under warranty without a quote.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Kindly do not be giving the patients' phone numbers to callers who are not on the next-of-kin list.",
                "Don't give patients' phone numbers to callers not on the next-of-kin list.",
            ),
            (
                "Don't let in anyone who isn't on the guest list.",
                "Don't let in anyone who is not on the guest list.",
            ),
            (
                "Never sell the chairs that are not in the catalogue.",
                "Never sell chairs that aren't in the catalogue.",
            ),
        ]);
    }

    /// A condition's own negation dropped or added ("if the patient hasn't confirmed" -> "if
    /// the patient has confirmed"), also beside the rule's own negation, is reported; the
    /// same negation said another way ("hasn't" = "has not", "is not resolved" =
    /// "unresolved", "if ... isn't" = "unless ... is") and a bound's "no" are not.
    #[test]
    fn a_conditions_negation_dropped_or_added() {
        assert_changed(&[
            (
                "Only send the reminder SMS if the patient hasn't confirmed.",
                "Only send the reminder SMS if the patient has confirmed.",
            ),
            (
                "Don't merge if CI hasn't passed.",
                "Don't merge if CI has passed.",
            ),
            (
                "Do not ship when the QA lead has not signed off.",
                "Do not ship when the QA lead has signed off.",
            ),
            (
                "Never refund an order unless it was not delivered.",
                "Never refund an order unless it was delivered.",
            ),
            (
                "Call the owner if the dog has eaten.",
                "Call the owner if the dog hasn't eaten.",
            ),
        ]);
        assert_faithful(&[
            (
                "Don't merge if CI hasn't passed.",
                "Don't merge if CI has not passed.",
            ),
            (
                "Escalate if the customer hasn't paid.",
                "Escalate unless the customer has paid.",
            ),
            (
                "Escalate unless the customer has paid.",
                "Escalate if the customer hasn't paid.",
            ),
            (
                "Escalate to the lead if the refund is not approved.",
                "Escalate to the lead if the refund is unapproved.",
            ),
            (
                "Book the room as long as no more than 5 people come.",
                "Book the room provided at most 5 people come.",
            ),
            (
                "We don't accept pull requests without tests.",
                "Pull requests without tests are not accepted.",
            ),
        ]);
    }

    /// A relative clause's own negation beside the rule's ("don't ship orders that haven't
    /// been paid" -> "don't ship paid orders") dropped is reported; said again with "un-",
    /// "non-", "before" or kept, and a place or state after "isn't" ("anyone who isn't in my
    /// contacts" -> "people in contacts" only), are not.
    #[test]
    fn a_relative_clauses_negation_dropped() {
        assert_reports(
            "negation dropped",
            &[
                (
                    "Don't ship orders that haven't been paid.",
                    "Don't ship paid orders.",
                ),
                (
                    "Never delete files that are not tracked.",
                    "Never delete tracked files.",
                ),
                (
                    "Don't message users who haven't opted in.",
                    "Don't message users who have opted in.",
                ),
                (
                    "Do not book rooms that weren't approved by finance.",
                    "Do not book rooms approved by finance.",
                ),
                (
                    "Don't email customers who do not have an account.",
                    "Don't email customers who have an account.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Don't ship orders that haven't been paid.",
                "Don't ship unpaid orders.",
            ),
            (
                "Never delete files that aren't tracked.",
                "Never delete untracked files.",
            ),
            (
                "Don't message users who haven't opted in.",
                "No messages to users who haven't opted in.",
            ),
            (
                "Don't use any library that isn't already in package.json.",
                "Don't use any library not already in package.json.",
            ),
            (
                "Do not book rooms that weren't approved by finance.",
                "Do not book rooms not approved by finance.",
            ),
        ]);
    }

    /// The rule's own negation added or dropped where the condition's negation came first and
    /// hid it ("can eat ... if they're not hypotensive" -> "can't eat ... if they're not
    /// hypotensive") is reported; a rule kept, another rule beside it after a semicolon, and
    /// "only ... if" for "don't ... unless" are not.
    #[test]
    fn a_rules_negation_behind_a_negated_condition() {
        assert_changed(&[
            (
                "Patients can eat during dialysis if they're not hypotensive.",
                "Patients can't eat during dialysis if they're not hypotensive.",
            ),
            (
                "If the form isn't signed, return it to the sender.",
                "If the form isn't signed, don't return it to the sender.",
            ),
            (
                "Guests may bring a dog if it isn't a puppy.",
                "Guests may not bring a dog if it isn't a puppy.",
            ),
        ]);
        assert_faithful(&[
            (
                "Patients can eat during dialysis if they're not hypotensive.",
                "If they're not hypotensive, patients may eat during dialysis.",
            ),
            (
                "Do not fabricate DOIs. If you cannot verify a DOI, leave that field blank.",
                "Never invent DOIs; if a DOI can't be verified, leave the field blank.",
            ),
            (
                "Don't deploy unless QA signs off.",
                "Only deploy if QA signs off.",
            ),
        ]);
    }

    /// "when you are closing, ..." said as a lead "At close: ..." (corpus30b, c30b-r105);
    /// another occasion, another time word, no lead, an "if" or a changed order is still
    /// reported.
    #[test]
    fn occasion_said_as_an_at_lead() {
        let closing = "When you are closing, lock the transmitter room.";
        let chale = "Chale, when you are closing make sure you lock the transmitter room o, and \
                     don't give the key to any presenter at all.";
        assert_faithful(&[
            (closing, "At close: lock the transmitter room."),
            (
                chale,
                "At close: lock transmitter room; key never given to any presenter.",
            ),
            (
                "While we're opening up, keep the side door shut.",
                "On opening: keep the side door shut.",
            ),
        ]);
        assert_changed(&[
            (closing, "At open: lock the transmitter room."),
            (closing, "After close: lock the transmitter room."),
            (closing, "At close: unlock the transmitter room."),
            (closing, "At close: lock the studio."),
            (closing, "Lock the transmitter room."),
            (closing, "At close lock the transmitter room."),
            (
                "While we're opening up, keep the side door shut.",
                "On closing: keep the side door shut.",
            ),
            (
                "If you are closing, lock the transmitter room.",
                "At close: lock the transmitter room.",
            ),
            (
                chale,
                "At close: lock transmitter room; key given to any presenter.",
            ),
            (
                chale,
                "At close: lock transmitter room; key never given to any engineer.",
            ),
        ]);
    }

    /// "required before merge" said as "Merging needs ...": faithful; another number, the
    /// bound turned, another event, a hedge or another thing required is still reported.
    #[test]
    fn an_event_that_needs_what_preceded_it() {
        let merge = "At least two approvals are required before merge.";
        assert_faithful(&[(merge, "Merging needs a minimum of two approvals.")]);
        assert_changed(&[
            (merge, "Merging needs a minimum of three approvals."),
            (merge, "Merging needs at most two approvals."),
            (merge, "Releasing needs a minimum of two approvals."),
            (merge, "Merging may need two approvals."),
            (merge, "Merging needs a minimum of two reviews."),
        ]);
    }

    /// A condition kept and given a conjunct naming something new (corpus32 ch52): "condition
    /// added". The condition said again, or joined to a sentence of the original, is not.
    #[test]
    fn a_conjunct_joined_to_a_kept_condition_is_a_condition_added() {
        assert_reports(
            "condition added",
            &[
                (
                    "You can close the ticket once the member replies.",
                    "You can close the ticket once the member replies and QA confirms.",
                ),
                (
                    "Close the ticket once the member replies.",
                    "Close the ticket once the member replies and the lead confirms.",
                ),
                (
                    "You can refund the order if the parcel is returned.",
                    "You can refund the order if the parcel is returned and a manager agrees.",
                ),
                (
                    "Ship the order when payment clears.",
                    "Ship the order when payment clears or the rep signs off.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "You can close the ticket once the member replies.",
                "You can close the ticket once the member has replied.",
            ),
            (
                "You can close the ticket once the member replies and QA confirms.",
                "You can close the ticket once the member replies and QA confirms.",
            ),
            (
                "Close the ticket once the member replies. Log the time.",
                "Close the ticket once the member replies and log the time.",
            ),
        ]);
    }

    /// "without asking ops" said as "unless ops agrees"; another party, "if", another verb,
    /// a lifted ban, another thing stay reported.
    #[test]
    fn without_asking_said_as_unless_agreeing() {
        let o = "Don't restart the server without asking ops.";
        assert_faithful(&[
            (o, "No server restarts unless ops agrees."),
            (o, "No server restarts unless ops approves."),
        ]);
        assert_changed(&[
            (o, "No server restarts unless Priya agrees."),
            (o, "No server restarts if ops agrees."),
            (o, "No server restarts unless ops objects."),
            (o, "Server restarts OK unless ops agrees."),
            (o, "No database restarts unless ops agrees."),
            (o, "No server restarts unless ops agrees in writing."),
            (
                "Don't restart the server.",
                "No server restarts unless ops agrees.",
            ),
        ]);
    }

    /// A ban unless a condition, said as the thing done only with the condition, keeps the
    /// rule; without "only", another verb, thing or condition, or the condition cut, does not.
    #[test]
    fn a_ban_unless_said_as_only_with() {
        let o = "**@kofi**: lines jammed from 7\n**@station-manager**: going forward nobody changes the EAS encoder settings unless I'm on the call\n**@kofi**: coffee machine dead again";
        assert_faithful(&[(
            o,
            "Lines jammed from 7; coffee machine down. Rule: EAS encoder settings changed only with station manager on the call.",
        )]);
        assert_changed(&[
            (
                o,
                "Lines jammed from 7; coffee machine down. Rule: EAS encoder settings changed with station manager on the call.",
            ),
            (
                o,
                "Lines jammed from 7; coffee machine down. Rule: EAS encoder settings changed only with engineer on the call.",
            ),
            (
                o,
                "Lines jammed from 7; coffee machine down. Rule: EAS encoder settings changed only with station manager.",
            ),
            (
                o,
                "Lines jammed from 7; coffee machine down. Rule: EAS mixer settings changed only with station manager on the call.",
            ),
            (
                o,
                "Lines jammed from 7; coffee machine down. Rule: EAS encoder settings viewed only with station manager on the call.",
            ),
        ]);
    }

    /// "with the anemometer offline" = "while the anemometer is offline": any one state word
    /// said the same on both sides; another state, another thing, or the condition added to
    /// a rule that had none, are still reported.
    #[test]
    fn a_state_with_a_thing_said_as_while_it_is() {
        let o = "Do not run the cable car with the anemometer offline.";
        let mixer = "Never start the mixer with the guard unlatched.";
        assert_faithful(&[
            (
                o,
                "Don't run the cable car while the anemometer is offline.",
            ),
            (mixer, "Never start the mixer while the guard is unlatched."),
        ]);
        assert_reports(
            "condition added",
            &[
                (o, "Don't run the cable car while the anemometer is online."),
                (o, "Don't run the cable car while the radio is offline."),
                (mixer, "Never start the mixer while the guard is latched."),
                (
                    "Do not run the cable car.",
                    "Don't run the cable car while the anemometer is offline.",
                ),
            ],
        );
        assert!(super::a_state("offline"));
        assert!(!super::a_state("the"));
        assert!(!super::a_state("20%"));
    }

    /// A ban while a count is under N said as leave only with N or more is the same rule;
    /// another N, a ceiling, another thing counted, or no "only", are still reported.
    #[test]
    fn a_ban_below_a_count_said_as_only_with_a_floor() {
        let o = "You can't run the long course if fewer than 6 marshals are signed up.";
        let pool = "Don't open the pool if fewer than 2 lifeguards are on duty.";
        assert_faithful(&[
            (o, "Long course only runs with ≥ 6 marshals signed up."),
            (o, "Sat long course: only runs with ≥ 6 marshals signed up."),
            (pool, "Pool only opens with 2 or more lifeguards on duty."),
            (pool, "Pool opens only with at least 2 lifeguards on duty."),
        ]);
        assert_changed(&[
            (o, "Long course only runs with ≥ 5 marshals signed up."),
            (o, "Long course only runs with ≤ 6 marshals signed up."),
            (o, "Long course only runs with ≥ 6 runners signed up."),
            (o, "Long course runs with ≥ 6 marshals signed up."),
            (pool, "Pool only opens with 3 or more lifeguards on duty."),
        ]);
    }

    /// A second part of a condition the original does not say is reported; a second part
    /// the original says is not.
    #[test]
    fn a_condition_with_a_part_added() {
        assert_reports(
            "condition added",
            &[
                (
                    "Stop the crude charge pump immediately if the tank level drops under 1.5 m.",
                    "Stop the crude charge pump if the tank level drops under 1.5 m and the supervisor agrees.",
                ),
                (
                    "Close the valve if pressure exceeds 5 bar.",
                    "Close the valve if pressure exceeds 5 bar and the operator confirms.",
                ),
            ],
        );
        assert_faithful(&[(
            "Close the valve if pressure exceeds 5 bar and temperature rises.",
            "Close valve if pressure > 5 bar and temperature rises.",
        )]);
    }

    /// An "even if" concession made a condition; kept by "regardless" or "even".
    #[test]
    fn concession_made_a_condition() {
        let o = "Crews wear harnesses on the roof even if the wind is calm.";
        assert_reports(
            "condition added",
            &[
                (o, "Roof crews: harnesses while the wind is up."),
                (
                    "Cyclists have to dismount on the bridge even if the path looks empty.",
                    "Cyclists dismount on the bridge if the path is busy.",
                ),
            ],
        );
        assert_faithful(&[
            (o, "Harnesses on the roof, even in calm wind."),
            (
                o,
                "Roof crews: harnesses on, calm wind included; if unsure ask the foreman.",
            ),
        ]);
    }

    /// "Don't X unless Y" said as "X requires Y", every word of Y kept.
    #[test]
    fn requirement_restates_unless() {
        let o = "Don't release a batch unless the QA seal is signed.";
        assert_faithful(&[
            (o, "Batch release requires a signed QA seal."),
            (
                "Don't open the vault unless two keyholders are present.",
                "Opening the vault requires two keyholders present.",
            ),
        ]);
        assert_changed(&[
            (o, "Batch release requires a signed shipping note."),
            (
                "Don't open the vault unless two keyholders are present.",
                "Opening the vault requires two keyholders and the branch manager present.",
            ),
        ]);
    }

    /// A ban kept "even if" something happens, said as what that something allows, is
    /// reported; the concession kept is not.
    #[test]
    fn a_concession_made_a_condition_is_reported() {
        assert_changed(&[
            (
                "Can't waive the late fee for tenants, even if they phone the office to complain.",
                "Late fee waived if the tenant phones the office.",
            ),
            (
                "Never lend the spare van keys to contractors even when the site manager vouches for them.",
                "Spare van keys: lent to contractors when the site manager vouches.",
            ),
        ]);
        assert_faithful(&[
            (
                "Can't waive the late fee for tenants, even if they phone the office to complain.",
                "Late fee: never waived for tenants, even if they phone the office to complain.",
            ),
            (
                "Never lend the spare van keys to contractors even when the site manager vouches for them.",
                "Never lend spare van keys to contractors, even when the site manager vouches for them.",
            ),
        ]);
    }

    /// A rule kept "even if" something happens given an "unless" of words the original never
    /// says is reported; the concession kept, or an "unless" saying the rule's own case, is
    /// not (pol56).
    #[test]
    fn an_unless_where_the_original_said_even_if() {
        let door = "Allyuh, doh open de lift gate while it moving. Even if de guest vexed, wait \
                    till it reach de floor.";
        assert_changed(&[(
            door,
            "Don't open the lift gate while it's moving unless a guest really insists.",
        )]);
        assert_faithful(&[
            (
                door,
                "Don't open the lift gate while it's moving, even if a guest is upset; wait for the floor.",
            ),
            (
                door,
                "Don't open the lift gate while it's moving unless it has reached the floor.",
            ),
        ]);
    }

    fn missed(original: &str, rewrite: &str) -> Option<&'static str> {
        change_missed(&TextReading::new(original), &TextReading::new(rewrite)).map(|m| m.0)
    }

    fn kept(pairs: &[(&str, &str)]) {
        for (o, r) in pairs {
            assert_eq!(missed(o, r), None, "{o} -> {r}");
        }
    }

    fn read(what: &str, pairs: &[(&str, &str)]) {
        for (o, r) in pairs {
            assert_eq!(missed(o, r), Some(what), "{o} -> {r}");
        }
    }

    #[test]
    fn the_one_excluded_named_as_the_one_chosen_is_read() {
        read(
            "scope changed",
            &[
                (
                    "The lav smoke detector check is done by the crew member at door 2L, not the purser.",
                    "Lav smoke detector check: purser, not 2L.",
                ),
                (
                    "ticket TRIP-19: Head says the bursar pays the coach deposit, not the trip lead",
                    "TRIP-19: trip lead pays coach deposit.",
                ),
                (
                    "Refunds over £50 are signed off by the store manager, not the cashier.",
                    "Refunds >£50: cashier signs off.",
                ),
                (
                    "The night nurse gives the 10pm dose — not the agency staff.",
                    "10pm dose given by agency staff.",
                ),
                (
                    "Go by the anemometer, not the forecast.",
                    "Go by the forecast.",
                ),
            ],
        );
        kept(&[
            (
                "The lav smoke detector check is done by the crew member at door 2L, not the purser.",
                "Lav smoke detector check: 2L, not purser.",
            ),
            (
                "ticket TRIP-19: Head says the bursar pays the coach deposit, not the trip lead",
                "TRIP-19: bursar pays coach deposit (trip lead doesn't).",
            ),
            (
                "Epi-pens travel with the child's group leader, not in the first aid bag on the coach.",
                "Epi-pens go with the group leader, first-aid bag excluded.",
            ),
            (
                "Refunds over £50 are signed off by the store manager, not the cashier.",
                "Refunds >£50: store manager signs off.",
            ),
            (
                "The user wants answers in bullet points, not paragraphs.",
                "User prefers bullet points over paragraphs.",
            ),
            (
                "The night nurse gives the 10pm dose — not the agency staff.",
                "10pm dose: night nurse; agency staff removed from it.",
            ),
            (
                "Only Fiona signs off vet prescriptions now, not Callum.",
                "Fiona signs off vet prescriptions. Callum handles feed invoices.",
            ),
            // "not" with no mark before it, a place after it, a word said twice.
            (
                "The cashier does not sign off refunds.",
                "Cashier: sign-off of refunds.",
            ),
            (
                "Upload the RA before the deposit is paid, not after.",
                "Upload RA, then pay deposit.",
            ),
            (
                "The manager signs, not the cashier, unless the cashier is a supervisor.",
                "Manager signs; cashier only if a supervisor.",
            ),
        ]);
    }

    #[test]
    fn a_concession_made_a_condition_is_read() {
        read(
            "scope changed",
            &[
                (
                    "Docs tagged PRIV-ATTY stay out of production, even where the custodian isn't a lawyer.",
                    "Docs tagged PRIV-ATTY stay out of production where the custodian is a lawyer.",
                ),
                (
                    "Wear the harness even if the roof is flat.",
                    "Harness on if the roof is flat.",
                ),
                (
                    "Log every call even when the caller hangs up.",
                    "Log calls when the caller hangs up.",
                ),
            ],
        );
        kept(&[
            (
                "Docs tagged PRIV-ATTY stay out of production, even where the custodian isn't a lawyer.",
                "PRIV-ATTY docs: never produced, regardless of whether the custodian is a lawyer.",
            ),
            (
                "Wear the harness even if the roof is flat.",
                "Harness on, even on flat roofs.",
            ),
            (
                "right so you don't go over twenty minutes on it not even if the count's still high okay",
                "Hard max 20 min, even if count remains high.",
            ),
            (
                "Wear the harness if the roof is steep.",
                "Harness on if roof is steep.",
            ),
        ]);
    }

    #[test]
    fn an_order_said_as_deeds_at_once_is_read() {
        read(
            "condition dropped",
            &[
                (
                    "Do not push to main; open a PR against dev and wait for CI to go green before asking for review.",
                    "Don't push to main; open a PR against dev and ask for review while CI runs.",
                ),
                (
                    "Let the resin cure for an hour, then sand it.",
                    "Sand the resin while it cures.",
                ),
                (
                    "Once the guests have left, start the deep clean.",
                    "Start the deep clean during the event.",
                ),
            ],
        );
        kept(&[
            (
                "Do not push to main; open a PR against dev and wait for CI to go green before asking for review.",
                "No pushes to main. PR → dev, CI green, then request review.",
            ),
            (
                "Stir the sauce while it heats.",
                "Stir sauce during heating.",
            ),
            (
                "Check the log before you restart, and keep watching it while the job runs.",
                "Check log before restart; watch it while the job runs.",
            ),
        ]);
    }

    #[test]
    fn a_floor_said_as_a_ceiling_is_read() {
        read(
            "bound direction changed",
            &[
                (
                    "Follow-up visit is booked 14 days after the first treatment, not sooner.",
                    "Follow-up visit is booked within 14 days of the first treatment.",
                ),
                (
                    "Repaint no earlier than 48 hours after priming.",
                    "Repaint within 48 h of priming.",
                ),
                (
                    "Invoices are paid within 30 days.",
                    "Invoices paid after 30 days at the earliest.",
                ),
            ],
        );
        kept(&[
            (
                "Follow-up visit is booked 14 days after the first treatment, not sooner — the eggs need to hatch.",
                "Follow-up: 2 wks post-treatment, no earlier (eggs must hatch).",
            ),
            (
                "Repaint no earlier than 48 hours after priming.",
                "Repaint ≥48 h after priming.",
            ),
            (
                "At least two adults on the trip, and call within 10 minutes of any incident.",
                "Min 2 adults; call within 10 min of incidents.",
            ),
            (
                "Book the follow-up 14 days out, not sooner.",
                "Book follow-up within a fortnight.",
            ),
            // A bound under a negation, a lead time before an event.
            (
                "Wait at least 24 hours before re-sending an invoice reminder.",
                "Invoice reminders: no re-send within 24 hours.",
            ),
            (
                "Only blasters handle charges, and no one else is within 300 m of the shot.",
                "Charges: blasters only; everyone else ≥300 m from shot.",
            ),
            (
                "Check in no later than 30 minutes before your appointment.",
                "Check-in: ≥30 min before appt.",
            ),
        ]);
    }

    #[test]
    fn a_deadline_said_as_a_guess_is_read() {
        read(
            "bound became approximation",
            &[
                (
                    "Smolt tank lights off by 18:00.",
                    "Smolt tank lights off at around 6 pm.",
                ),
                ("Gates shut before 9pm.", "Gates shut 9pm-ish."),
                ("Return the keys by 17:30.", "Keys back ~17:30."),
            ],
        );
        kept(&[
            (
                "Smolt tank lights off by 18:00.",
                "Smolt tank lights off by 6 pm.",
            ),
            ("Lights out around ten.", "Lights out ~22:00."),
            (
                "Gates shut before 9pm; the bus comes about 40 minutes later.",
                "Gates shut before 9pm; bus ~40 min later.",
            ),
            (
                "Finish by the end of the shift.",
                "Finish at around the end of the shift.",
            ),
        ]);
    }

    #[test]
    fn the_event_an_until_waits_for_turned_is_read() {
        read(
            "date changed",
            &[
                (
                    "Phones stay in bags on the coach until we reach the museum car park.",
                    "Phones stay in bags on the coach until we leave the museum car park.",
                ),
                (
                    "No hot drinks until the flight departs.",
                    "No hot drinks till the flight arrives.",
                ),
                (
                    "Keep the hall doors open until the concert starts.",
                    "Hall doors open until the concert ends.",
                ),
            ],
        );
        kept(&[
            (
                "Phones stay in bags on the coach until we reach the museum car park.",
                "Phones bagged on coach until arrival at museum car park.",
            ),
            (
                "Wait until the guests leave, then lock up.",
                "Lock up once guests have left, not until they leave.",
            ),
            (
                "Keep the doors open until the concert starts.",
                "Doors open till concert starts.",
            ),
        ]);
    }

    #[test]
    fn two_states_joined_by_or_are_read() {
        read(
            "scope changed",
            &[
                (
                    "Bait boxes locked and fixed to the wall, no loose blocks anywhere a child could reach.",
                    "Bait boxes locked or fixed to the wall, no loose blocks anywhere a child could reach.",
                ),
                (
                    "Every timesheet must be signed and dated.",
                    "Timesheets signed or dated.",
                ),
                (
                    "Samples go out sealed and labelled.",
                    "Samples sealed or labelled before dispatch.",
                ),
                (
                    "Gowns:\n- Gown on at the door AND before every feed\n- Bin it after",
                    "Gowns: on at the door or before a feed; bin after.",
                ),
            ],
        );
        kept(&[
            (
                "Gowns:\n- Gown on at the door AND before every feed\n- Bin it after",
                "Gowns: on at the door + before every feed; bin after.",
            ),
            (
                "Gowns:\n- Gown on at the door and before every feed\n- Bin it after",
                "Gowns: on at the door or before a feed; bin after.",
            ),
            (
                "Never bring food AND drink in here.",
                "No food or drink in here.",
            ),
            (
                "Bait boxes locked and fixed to the wall, no loose blocks anywhere a child could reach.",
                "Bait boxes: locked + wall-fixed; zero loose blocks within child reach.",
            ),
            (
                "Never leave a van unlocked and unattended.",
                "No van left unlocked or unattended.",
            ),
            (
                "Reserve the room for billing disputes and legal threats.",
                "Room only for billing disputes or legal threats.",
            ),
            (
                "Every timesheet must be signed and dated.",
                "Timesheets: signed & dated.",
            ),
        ]);
    }

    /// `faithful_form` of a change of kind `what` at the first `word` of `o`.
    fn faithful(what: &str, o: &str, word: &str, r: &str) -> bool {
        let at = phrase_at(o, &[word]).unwrap_or_else(|| panic!("{word} in {o}"));
        faithful_form(what, (o, Some(&(at..at + word.len()))), (r, None))
    }

    #[test]
    fn faithful_forms_of_s41a_pass() {
        for (what, o, word, r) in [
            (
                "condition dropped",
                "It would be appreciated if runs on the shared A100s were limited to one at a time.",
                "if",
                "Shared A100s: max 1 concurrent run.",
            ),
            (
                "condition dropped",
                "It'd be great if you kept replies under 200 words.",
                "if",
                "Keep replies under 200 words.",
            ),
            (
                "condition dropped",
                "Wheelchair passengers board first and get off last unless their connection is under 45 minutes, in which case they get off first.",
                "unless",
                "Wheelchair pax board first, deplane last; if connection <45 min they deplane first.",
            ),
            (
                "condition dropped",
                "Lock up at six unless the late class runs, in which case lock up at eight.",
                "unless",
                "Lock up 18:00; if late class runs, 20:00.",
            ),
            (
                "negation dropped",
                "ticket TRIP-14: Head wants the risk assessment uploaded to the portal before the deposit is paid, not after",
                "not",
                "TRIP-14: upload RA to portal → then pay deposit (Head's instruction).",
            ),
            (
                "negation dropped",
                "Water the seedlings after sunset, not before.",
                "not",
                "Water seedlings after sunset.",
            ),
            (
                "negation dropped",
                "Pupils aren't to go off in groups of fewer than three, and never without a lanyard.",
                "never",
                "Groups ≥3 pupils, lanyards always on.",
            ),
            (
                "condition dropped",
                "Never without a helmet on the ramp.",
                "without",
                "Helmets on at all times on the ramp.",
            ),
            (
                "negation dropped",
                "Crew rest on the long-haul is a minimum of 90 minutes per crew member, taken in the bunks, not in the cabin.",
                "not",
                "Crew rest long-haul: ≥90 min each, bunks only.",
            ),
            (
                "scope changed",
                "Smoking in the yard, not by the doors.",
                "doors",
                "Smoking: yard only.",
            ),
            (
                "prohibition became mention",
                "Bait boxes locked and fixed to the wall, no loose blocks anywhere a child could reach.",
                "no",
                "Bait boxes: locked + wall-fixed; zero loose blocks within child reach.",
            ),
            (
                "negation added",
                "Pls hold all productions to DOL pending my OK.",
                "hold",
                "M: no DOL productions until M approves.",
            ),
            (
                "condition added",
                "Hold the release until QA signs off.",
                "Hold",
                "No release until QA signs off.",
            ),
        ] {
            assert!(faithful(what, o, word, r), "{what}: {o} -> {r}");
        }
        for (what, o, word, r) in [
            // An "if" after no wish.
            (
                "condition dropped",
                "It would be late if the bus broke down, so leave early.",
                "if",
                "Leave early.",
            ),
            (
                "condition dropped",
                "Refunds would be good if the item is unopened.",
                "if",
                "Refunds OK.",
            ),
            // A plain "unless" said as "if".
            (
                "condition dropped",
                "Board first unless your connection is tight.",
                "unless",
                "Board first if your connection is tight.",
            ),
            // The order itself turned, or a "not" before a deed.
            (
                "negation dropped",
                "Water the seedlings after sunset, not before.",
                "not",
                "Water seedlings before sunset.",
            ),
            (
                "negation dropped",
                "Check the log before you restart and do not restart twice.",
                "not",
                "Check log before restart; restart twice.",
            ),
            (
                "negation dropped",
                "Never with a lanyard near the press.",
                "Never",
                "Lanyards always on near the press.",
            ),
            // The excluded place said as the only one.
            (
                "negation dropped",
                "Crew rest is taken in the bunks, not in the cabin.",
                "not",
                "Crew rest: cabin only.",
            ),
            (
                "prohibition became mention",
                "No loose blocks anywhere a child could reach.",
                "No",
                "Loose blocks: kept out of child reach where possible.",
            ),
            (
                "negation added",
                "Hold all productions to DOL pending my OK.",
                "Hold",
                "No DOL productions.",
            ),
        ] {
            assert!(!faithful(what, o, word, r), "{what}: {o} -> {r}");
        }
    }

    /// A narrative's "only if" said as "unless" with the same case turns the condition;
    /// "only if" said as "don't ... unless", or kept, does not (pol47, s47a-p017).
    #[test]
    fn only_if_of_a_narrative_said_as_unless() {
        assert_reports(
            "condition dropped",
            &[(
                "Thinning spray on the Fujis goes ahead Saturday only if the overnight low \
                     stays above 5°C.",
                "Fuji thinning spray Saturday unless overnight low stays above 5°C.",
            )],
        );
        assert_faithful(&[
            (
                "Deploy only if QA signs off.",
                "Don't deploy unless QA signs off.",
            ),
            (
                "Thinning spray on the Fujis goes ahead Saturday only if the overnight low \
                 stays above 5°C.",
                "Fuji thinning spray goes ahead Saturday only if overnight low stays above 5°C.",
            ),
        ]);
    }

    /// A binding "only if" / "only when" said as "unless" with the rule's own part negated
    /// alike turns the case the rule holds in (pol48, s48a-p011, s48a-p142, s47's leftover);
    /// "Don't ... unless", a condition opening the sentence said the same way, a negation
    /// elsewhere in the sentence and the "only if" kept are no change.
    #[test]
    fn a_binding_only_if_said_as_unless() {
        assert_reports(
            "condition dropped",
            &[
                (
                    "Deploy only if QA signs off.",
                    "Deploy unless QA signs off.",
                ),
                (
                    "Contractors may enter the plant room only when the duty engineer is on site.",
                    "Plant room: contractors may enter unless duty engineer is on site.",
                ),
                (
                    "Refunds are allowed only if the parcel was lost in transit.",
                    "Refunds allowed unless parcel lost in transit.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Deploy only if QA signs off.",
                "Don't deploy unless QA signs off.",
            ),
            (
                "Only if QA signs off, deploy the build.",
                "Unless QA signs off, don't deploy the build.",
            ),
            (
                "Deploy only if QA signs off, no exceptions.",
                "No deploying unless QA signs off.",
            ),
            (
                "Refunds are allowed only if the parcel was lost in transit.",
                "Refunds allowed only if parcel lost in transit.",
            ),
        ]);
    }

    /// A binding "only if" said as "unless" beside a "without" case kept alike is turned
    /// (pol58, s58a-p077); the "only if" kept beside the "without", or beside the case said in
    /// other words, is not.
    #[test]
    fn an_only_if_said_as_unless_beside_a_kept_without() {
        let juniors = "Juniors can climb without a harness only if an instructor signs the card.";
        assert_reports(
            "condition dropped",
            &[(
                juniors,
                "Juniors climb without a harness unless an instructor signs the card.",
            )],
        );
        assert_faithful(&[
            (
                juniors,
                "Juniors may climb without a harness only if an instructor signs the card.",
            ),
            (
                juniors,
                "Juniors may climb harness-free only if an instructor signs the card.",
            ),
        ]);
    }
}
