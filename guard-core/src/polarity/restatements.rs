//! Restatements: pairs of sentence forms that state the same rule in different words
//! ("ask before deleting" = "don't delete without asking", "only after 30 days" = "not before
//! 30 days", "keep the ticket open until ..." = "don't close the ticket until ..."), and the
//! tests of a sentence's form they are built from. The comparison asks them before it reports
//! a negation, a condition or a modality as changed.

use super::condition_logic::{of_substance, same_stem};
use super::extract::{Clause, CondGroup, Facts, Word};
use super::gates::no_this_no_that_said_as_a_need;
use super::negation_forms::word_before;
use super::only_after::ban_said_as_only_after;
use super::stems::{stem, stems_match};
use super::swaps::clause_from;
use super::words::{
    NEGATIONS, all_words, content_count, has, holds_any_phrase as has_any, holds_any_phrase,
    holds_phrase, is_content, part_holding, part_words, phrase_at, said_in, same_word, shared,
    words, words_of,
};
use super::{is_one_of, *};
use crate::classify::lexicon;
use crate::classify::numbers::Direction;
use smallvec::SmallVec;
use std::ops::Range;

/// The negation `neg` of sentence `c` negates the same word in another sentence of `others`
/// than `aligned`: two rules of one sentence were split in two, or two sentences joined in
/// one ("Keep it short and avoid bullets" = "Avoid bullets; keep it short"), and the negation
/// went with its own rule rather than with the sentence the other rule aligned with. Each
/// side is given with the text its ranges point into.
pub(super) fn negation_stated_elsewhere(
    (text, c): (&str, &Clause),
    neg: &Range<usize>,
    (others_text, others): (&str, &[Clause]),
    aligned: &Clause,
) -> bool {
    let negated = |c: &Clause, neg: &Range<usize>| {
        c.words
            .iter()
            .find(|w| w.range.start >= neg.end)
            .map(|w| w.stem)
    };
    let Some(word) = negated(c, neg) else {
        // "..., and don't let her out" -> "... . Don't let her out.": no content word follows
        // the negation; the words after it, as written, are compared.
        return others.iter().any(|other| {
            !std::ptr::eq(other, aligned)
                && other.negation.as_ref().is_some_and(|n| {
                    same_words_after(
                        (text, neg.end..c.range.end),
                        (others_text, n.end..other.range.end),
                    )
                })
        });
    };
    // "Never schedule calls before 9am" = "No calls before 9am": the verb's object negated.
    let object = c
        .words
        .iter()
        .filter(|w| w.range.start >= neg.end)
        .nth(1)
        .map(|w| w.stem);
    // "don't promise the client any date" = "no completion-date promises": the verb said
    // as the head noun of the negated phrase (its first word modifying no next one), each
    // word before the head named in the negated order, up to the next order, comma or
    // semicolon (not "never promise a refund, and always promise a callback" -> "no callback
    // promises").
    let comma = text
        .get(neg.end..c.range.end)
        .and_then(|rest| rest.find([',', ';']))
        .map(|k| neg.end + k);
    let order_end = c
        .order_starts
        .iter()
        .copied()
        .find(|&start| start > neg.end)
        .into_iter()
        .chain(comma)
        .min()
        .unwrap_or(c.range.end);
    let in_the_order = |w: &extract::Word| {
        c.words.iter().any(|x| {
            x.range.start >= neg.end
                && x.range.end <= order_end
                && stems::stems_match(&x.stem, &w.stem)
        })
    };
    let verb_as_noun = |other: &Clause, n: &Range<usize>| {
        let phrase = other.words.iter().filter(|w| w.range.start >= n.end);
        let Some(head) = phrase.clone().find(|w| w.modifies_next.is_none()) else {
            return false;
        };
        stems::stems_match(&head.stem, &word)
            && phrase
                .take_while(|w| w.range.start < head.range.start)
                .all(in_the_order)
    };
    // A labelled line negates its label: "Shell: not allowed."
    let negates = |other: &Clause, n: &Range<usize>| {
        negated(other, n).is_some_and(|w| {
            stems::stems_match(&w, &word) || object.is_some_and(|o| stems::stems_match(&w, &o))
        }) || verb_as_noun(other, n)
            || other
                .label_words
                .iter()
                .any(|l| stems::stems_match(l, &word))
    };
    // "avoid the 401 at rush hour" = "don't book the shuttle through the 401 at rush hour",
    // "no unsealed roads" = "shall not drive on unsealed roads": what is avoided or denied,
    // its verb left out, is named after the other's negation.
    let avoided = text
        .get(neg.clone())
        .is_some_and(|w| is_one_of(w, &["avoid", "avoiding", "no"]));
    let avoided_thing_negated = |other: &Clause, n: &Range<usize>| {
        let mut thing = c
            .words
            .iter()
            .filter(|w| w.range.start >= neg.end && w.range.end <= order_end)
            .peekable();
        thing.peek().is_some()
            && thing.all(|w| {
                other
                    .words
                    .iter()
                    .any(|x| x.range.start >= n.end && stems::stems_match(&x.stem, &w.stem))
            })
    };
    // "no domain-admin logins" = "do not log in with a domain admin account": the negated
    // phrase's head is the noun of the other's negated phrasal verb, and each word before the
    // head is named after the other's negation.
    let noun_of_the_verb = |other: &Clause, n: &Range<usize>| {
        let Some(verb) = other.words.iter().find(|w| w.range.start >= n.end) else {
            return false;
        };
        let phrase = c
            .words
            .iter()
            .filter(|w| w.range.start >= neg.end && w.range.end <= order_end);
        let Some(head) = phrase.clone().find(|w| w.modifies_next.is_none()) else {
            return false;
        };
        phrasal::says_the_verb((text, head), (others_text, verb))
            && phrase
                .take_while(|w| w.range.start < head.range.start)
                .all(|w| {
                    other
                        .words
                        .iter()
                        .any(|x| x.range.start >= n.end && stems::stems_match(&x.stem, &w.stem))
                })
    };
    // "No, not yet." after "Should I tell the client?": the answer negates the question's
    // action.
    let answers_no_to = |k: usize| {
        question_answered_no(others_text, others, k)
            .is_some_and(|q| q.words.iter().any(|w| stems::stems_match(&w.stem, &word)))
    };
    others.iter().enumerate().any(|(k, other)| {
        !std::ptr::eq(other, aligned)
            && other.negation.as_ref().is_some_and(|n| {
                negates(other, n)
                    || negation_forms::negates_as_written(others_text, other, n, &word)
                    || avoided && avoided_thing_negated(other, n)
                    || noun_of_the_verb(other, n)
                    || answers_no_to(k)
            })
    })
}

/// The question `others[k]` answers with a bare negation ("> Should I tell the client about
/// the delay?\nNo, not yet."): a negated sentence with no content word, right after one
/// ending in a question mark, negates the question's action. `text` is the text the clauses'
/// ranges point into.
pub(super) fn question_answered_no<'c>(
    text: &str,
    others: &'c [Clause],
    k: usize,
) -> Option<&'c Clause> {
    let answer = others.get(k)?;
    if !answer.words.is_empty() || answer.negation.is_none() {
        return None;
    }
    let question = others.get(k.checked_sub(1)?)?;
    text.get(question.range.clone())
        .is_some_and(|q| q.trim_end().ends_with('?'))
        .then_some(question)
}

/// The rewrite's negated sentence `r` says again the bare "No" that answered `question`: a
/// content word of the question follows `r`'s negation ("Don't tell the client about the
/// delay yet" for "Should I tell the client about the delay? No, not yet.").
pub(super) fn answer_said_again(question: &Clause, r: &Clause) -> bool {
    r.negation.as_ref().is_some_and(|n| {
        r.words.iter().any(|w| {
            w.range.start >= n.end
                && question
                    .words
                    .iter()
                    .any(|q| stems::stems_match(&q.stem, &w.stem))
        })
    })
}

/// The two stretches (each a text and a range into it) hold the same words, letters and
/// digits compared case-insensitively, up to their first punctuation mark: "let her out" of
/// "don't let her out, ..." and of "Don't let her out.".
fn same_words_after(
    (a, a_range): (&str, Range<usize>),
    (b, b_range): (&str, Range<usize>),
) -> bool {
    let (mut x, mut y) = (words_to_a_stop(a, a_range), words_to_a_stop(b, b_range));
    let mut count = 0;
    loop {
        match (x.next(), y.next()) {
            (None, None) => return count > 0,
            (Some(p), Some(q)) if p.eq_ignore_ascii_case(q) => count += 1,
            _ => return false,
        }
    }
}

/// The words (runs of letters, digits and inner apostrophes) of `text[range]` before its
/// first punctuation mark.
fn words_to_a_stop(text: &str, range: Range<usize>) -> impl Iterator<Item = &str> {
    let part = text.get(range).unwrap_or("");
    part.split(['.', ',', ';', ':', '!', '?', '\n'])
        .next()
        .unwrap_or("")
        .split(|ch: char| !ch.is_alphanumeric() && ch != '\'')
        .map(|w| w.trim_matches('\''))
        .filter(|w| !w.is_empty())
}

/// "If a row has no email, keep it" -> "Rows w/o email: keep": the label of the aligned line
/// says the negation ("w/o", "without", "no" before the negated word). `neg` is the
/// negation of `o`; the rewrite clause is given with its text.
pub(super) fn label_states_negation(
    o: &Clause,
    neg: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(negated) = o.words.iter().find(|w| w.range.start >= neg.end) else {
        return false;
    };
    let line = rewrite.get(r.range.clone()).unwrap_or("");
    let Some((label, _)) = line.split_once(':') else {
        return false;
    };
    let mut previous = "";
    label.split_whitespace().any(|word| {
        let negates = is_one_of(previous, &["w/o", "without", "no", "non"])
            && stems::stems_match(&stems::stem(&word.to_ascii_lowercase()), &negated.stem);
        previous = word;
        negates
    })
}

/// The first "may", "can", "free to", "welcome to" or "allowed to" ("permitted to",
/// "authorized to") of `text[range]` that grants rather than forbids or restricts
/// ("may not", "can only" are rules of their own), as a byte range into `text`.
pub(super) fn permission_word(text: &str, range: &Range<usize>) -> Option<Range<usize>> {
    let clause = text.get(range.clone())?;
    // Each word with its offset in the clause (a slice of it: the offset is where it starts).
    let mut words = clause
        .split_ascii_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .map(|w| (w.as_ptr() as usize - clause.as_ptr() as usize, w))
        .peekable();
    let mut prev = "";
    while let Some((start, w)) = words.next() {
        let at = start + w.len();
        let next = words.peek().map_or("", |(_, n)| n);
        // "feel free to", "you're welcome to", "you are allowed to": leave given as "may"
        // gives it.
        let leave = [
            "free",
            "welcome",
            "allowed",
            "permitted",
            "authorized",
            "authorised",
        ]
        .iter()
        .any(|x| w.eq_ignore_ascii_case(x))
            && next.eq_ignore_ascii_case("to")
            // "You're fine to offer deferrals" (corpus35b), not "pay a fine to the council".
            || w.eq_ignore_ascii_case("fine")
                && next.eq_ignore_ascii_case("to")
                && is_one_of(&prev.replace('\u{2019}', "'"), &["you're", "are", "is", "it's"]);
        prev = w;
        if leave
            || (w.eq_ignore_ascii_case("may") || w.eq_ignore_ascii_case("can"))
                && !matches!(next.to_ascii_lowercase().as_str(), "not" | "only" | "never")
        {
            return Some(range.start + start..range.start + at);
        }
    }
    None
}

/// The searcher of " to " ([`obliged_to`]), built once.
static TO: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new(" to "));

/// The first duty said with "to" in `text[range]` ("has to", "have to", "needs to", "need
/// to", "got to"), as a byte range into `text`: "the valve has to be closed" obliges as
/// "must" does, so "the valve can be closed" weakens it.
pub(super) fn obliged_to(text: &str, range: &Range<usize>) -> Option<Range<usize>> {
    let clause = text.get(range.clone())?;
    // Each " to " (a search of bytes: most clauses hold none or one), and the word before it.
    TO.find_iter(clause.as_bytes()).find_map(|to| {
        let before = &clause[..to];
        let start = before
            .rfind(|c: char| c.is_ascii_whitespace())
            .map_or(0, |k| k + 1);
        is_one_of(&before[start..], &["has", "have", "needs", "need", "got"])
            .then(|| range.start + start..range.start + to + " to".len())
    })
}

/// [`permission_word`] of the whole clause `c` (ranges into `text`), looked for on the first
/// ask and kept in the clause ([`Clause::permission`]): an original's sentences answer once
/// for every rewrite.
pub(super) fn permission_kept(text: &str, c: &Clause) -> Option<Range<usize>> {
    c.permission
        .get_or_init(|| permission_word(text, &c.range))
        .clone()
}

/// `a` forbids an action "without" something (or unless it holds) and `b` states that the
/// action needs it, with an obligation word and no negation: "do not call the payments API
/// without an idempotency key" = "payments API calls always need an idempotency key", "don't
/// grade electronics as resellable unless the factory seal is intact" = "grading electronics
/// as resellable requires an intact factory seal" (corpus34d; every word of the "unless"
/// condition said, and no more things joined than `a` joins). The ban may live in a bound of `a`
/// ("refunds can't be over $500 without a manager's OK" = "refunds over $500 need a
/// manager's OK"), not in one of `b`. `b` may keep another condition of `a` ("unless it's a
/// hotfix"), but adds none. Each clause is given with the text its ranges point into.
pub(super) fn requirement_restates_without(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    fn marker<'t>(text: &'t str, range: &Range<usize>) -> &'t str {
        text.get(range.clone()).unwrap_or("")
    }
    // A bound the ban turned is said by `b` as it stood before the turn ("over $500" stays
    // "over $500", not "under $500").
    let said_untouched = |n: &super::extract::NumberFact| {
        b.numbers.iter().any(|m| {
            m.value == n.value
                && !m.turned
                && super::quantities::opposite_sides(n.direction, m.direction)
        })
    };
    let ban_in_a_bound = || {
        b.negation.is_none()
            && a.numbers.iter().any(|n| n.turned)
            && a.numbers.iter().filter(|n| n.turned).all(said_untouched)
    };
    // Both negations first (pure tests: the order changes no answer), before any text is read.
    (a.negation.is_some() && b.negation.is_none() || ban_in_a_bound())
        && (has_without_condition(a_text, a)
            || has_unless_condition(a_text, a)
                && !joins_more((b_text, b), (a_text, a))
                && unless_condition_said(a_text, a, b))
        && states_an_obligation(b_text, b)
        && b.conditions
            .iter()
            .filter(|(g, _)| *g == CondGroup::Condition)
            .all(|(_, kept)| {
                let kept = marker(b_text, kept);
                !kept.eq_ignore_ascii_case("without")
                    && a.conditions.iter().any(|(g, had)| {
                        *g == CondGroup::Condition
                            && same_condition_marker(marker(a_text, had), kept)
                    })
            })
}

/// Two condition markers say the same: the same words, or two markers of an exception
/// ("except for parking" = "parking excepted" = "parking is exempt").
fn same_condition_marker(a: &str, b: &str) -> bool {
    let exception = |marker: &str| {
        is_one_of(
            marker.split_whitespace().next().unwrap_or(""),
            &["except", "excepted", "exempt", "exempted", "excused"],
        )
    };
    a.eq_ignore_ascii_case(b) || exception(a) && exception(b)
}

/// `a` orders getting something before an action and `b` states that the action needs it:
/// "get approval before deploying" = "deploying requires approval", "get your manager's
/// sign-off before working overtime" = "overtime requires manager sign-off", "you need my
/// approval before spending" = "spending requires the user's approval". Each clause is given
/// with the text its ranges point into.
pub(super) fn requirement_restates_getting_first(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    if a.negation.is_some() || b.negation.is_some() || ordering_at(a_text, a, &["before"]).is_none()
    {
        return false;
    }
    // "Get approval before ...", and "you need my approval before ...".
    let opening = clause_words(a_text, a)
        .find(|w| !is_one_of(w, &["please", "always", "first", "you", "we"]));
    if !opening.is_some_and(|w| is_one_of(w, &["get", "obtain", "secure", "seek", "need", "needs"]))
        || !states_an_obligation(b_text, b)
        || b.conditions.iter().any(|(g, _)| *g == CondGroup::Condition)
    {
        return false;
    }
    // What `b` needs is what `a` gets (not "approval requires deploying"): the first content
    // word after the obligation word is one of those before "before".
    let before = ordering_at(a_text, a, &["before"]).unwrap_or(0);
    let low = b_text
        .get(b.range.clone())
        .unwrap_or("")
        .to_ascii_lowercase();
    let needs_at = ["require", "need"]
        .iter()
        .filter_map(|w| low.find(w))
        .min()
        .map(|at| b.range.start + at);
    // An owner before it is no part of what is needed ("requires the user's approval").
    let owner = |w: &&super::extract::Word| {
        b_text
            .get(w.range.clone())
            .is_some_and(|t| t.ends_with("'s") || t.ends_with("’s"))
    };
    needs_at.is_some_and(|at| {
        b.words
            .iter()
            .find(|w| w.range.start > at && !owner(w))
            .is_some_and(|needed| {
                a.words
                    .iter()
                    .filter(|w| w.range.start < before)
                    .any(|w| stems::stems_match(&w.stem, &needed.stem))
            })
    })
}

/// `a` forbids an action without something (or unless it holds) and `b` allows the action
/// only with it: "never run terraform apply without a reviewed plan" = "run terraform apply
/// only with a reviewed plan". Each clause is given with the text its ranges point into.
pub(super) fn only_with_restates_without(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    a.negation.is_some()
        && b.negation.is_none()
        && (has_without_condition(a_text, a)
            || has_unless_condition(a_text, a) && !joins_more((b_text, b), (a_text, a)))
        && allows_only_with(b_text, b)
}

/// `b` joins more things with "and", "or", "&" or "+" than `a` does ("unless QA signs off"
/// -> "only with QA and security sign-off" asks for more).
fn joins_more((b_text, b): (&str, &Clause), (a_text, a): (&str, &Clause)) -> bool {
    let joins = |text: &str, c: &Clause| {
        condition_logic::words_at(text, c.range.clone())
            .filter(|(_, w)| is_one_of(w, &["and", "or"]))
            .count()
            + text
                .get(c.range.clone())
                .unwrap_or("")
                .matches(['&', '+'])
                .count()
    };
    joins(b_text, b) > joins(a_text, a)
}

/// `c` holds an "unless" condition: "don't let the public use the diving board unless a
/// lifeguard is stationed at the board" = "diving board: public only with a lifeguard at the
/// board" (corpus30), as "without a lifeguard" would be.
fn has_unless_condition(text: &str, c: &Clause) -> bool {
    c.conditions.iter().any(|(g, range)| {
        *g == CondGroup::Condition
            && text
                .get(range.clone())
                .is_some_and(|w| w.eq_ignore_ascii_case("unless"))
    })
}

/// Every content word of the "unless" condition of `a` (the words after the marker) is a word
/// of `b`: "unless the factory seal is intact" said by "requires an intact factory seal", not
/// by "requires a signed shipping note".
fn unless_condition_said(a_text: &str, a: &Clause, b: &Clause) -> bool {
    let Some(end) = a.conditions.iter().find_map(|(g, range)| {
        (*g == CondGroup::Condition
            && a_text
                .get(range.clone())
                .is_some_and(|w| w.eq_ignore_ascii_case("unless")))
        .then_some(range.end)
    }) else {
        return false;
    };
    a.words.iter().filter(|w| w.range.start >= end).all(|w| {
        b.words
            .iter()
            .any(|x| super::stems::stems_match(&x.stem, &w.stem))
    })
}

/// `a` allows an action only after something and `b` forbids it before (or until) then:
/// "delete accounts only after 30 days" = "do not delete accounts before 30 days". Each
/// clause is given with the text its ranges point into.
pub(super) fn not_before_restates_only_after(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    // `forbids_until` needs a negation of `b`: asked first (a pure test, so the order
    // changes no answer), the text of most pairs is not read.
    a.negation.is_none()
        && b.negation.is_some()
        && ordering_at(a_text, a, &["only after", "only once"]).is_some()
        && forbids_until(b_text, b)
}

/// `a` bans an action during a time, outside a place, or before or after a time, and `b`
/// allows it only on the other side: "don't deploy during the freeze" = "deploys: outside
/// the freeze only", "never use it on paths outside the workspace" = "workspace paths only",
/// "meetings can't start before 10am or run after 5pm" = "meetings only between 10am and
/// 5pm". Each clause is given with the text its ranges point into.
pub(super) fn allowed_only_on_the_other_side(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    if a.negation.is_none() || b.negation.is_some() {
        return false;
    }
    let b_outside = super::opposites::place_letters(b_text, b) && has_word(b_text, b, &["outside"]);
    let other_side = if ordering_at(a_text, a, &["during"]).is_some() {
        b_outside
    } else if a.dates.iter().any(|d| d.flips) {
        // The times the ban turned ("not before 10am") are the window's ends.
        !b.dates.is_empty()
            && b.dates
                .iter()
                .all(|e| a.dates.iter().any(|d| d.same_time(e)))
    } else if a.words.iter().any(|w| w.stem.as_str() == "weeken") {
        // "Don't send invoices on weekends" = "invoices go out on weekdays only" (the stems
        // of "weekend(s)" and "weekday(s)": no text is read).
        b.words.iter().any(|w| w.stem.as_str() == "weekda")
    } else {
        super::opposites::place_letters(a_text, a)
            && has_word(a_text, a, &["outside"])
            && !b_outside
    };
    other_side && has_word(b_text, b, &["only"])
}

/// `a` tells to wait for something, or for a while, before the action and `b` forbids the
/// action before (or until) then: "wait for Anna's sign-off before emailing the client" =
/// "don't email the client before Anna signs off", "wait 30 minutes after the dose before
/// driving" = "don't drive until 30 minutes after the dose". Each clause is given with the
/// text its ranges point into.
pub(super) fn wait_restates_not_before(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    // The negations first: most pairs have the same on both sides, and the text is not read.
    if a.negation.is_some() || b.negation.is_none() {
        return false;
    }
    let mut opening =
        clause_words(a_text, a).filter(|w| !is_one_of(w, &["please", "always", "just"]));
    let wait = opening.next().filter(|w| w.eq_ignore_ascii_case("wait"));
    // "wait 30 minutes", "wait half an hour": a while, the first number right after "wait".
    let a_while = || {
        wait.and_then(|w| {
            let end = w.as_ptr() as usize - a_text.as_ptr() as usize + w.len();
            let first = a.numbers.first()?;
            a_text.get(end..first.range.start).map(|gap| {
                gap.split_whitespace()
                    .all(|g| is_one_of(g, &["half", "a", "an"]))
            })
        }) == Some(true)
    };
    wait.is_some()
        && (opening
            .next()
            .is_some_and(|w| is_one_of(w, &["for", "until", "till"]))
            || a_while())
        // what follows the wait: "before emailing", "to merge", "then deploy"
        && opening.any(|w| is_one_of(w, &["before", "to", "then"]))
        && forbids_until(b_text, b)
}

/// `c`'s negation is followed by "before", "until" or "till": it forbids an action until an
/// event ("don't merge until CI is green"). `text` is the text `c`'s ranges point into.
pub(super) fn forbids_until(text: &str, c: &Clause) -> bool {
    c.negation.as_ref().is_some_and(|n| {
        text.get(n.end..c.range.end).is_some_and(|rest| {
            rest.split(|c: char| !c.is_ascii_alphabetic())
                .any(|w| is_one_of(w, &["before", "until", "till"]))
        })
    })
}

/// The negation `neg` of sentence `negated_in` negates what a "without" of sentence `c`
/// excludes: "concise answers without beginner explanations" = "concise answers, no beginner
/// explanations", either way round. `text` is the text `c`'s ranges point into.
pub(super) fn negation_restates_without(
    text: &str,
    c: &Clause,
    negated_in: &Clause,
    neg: &Range<usize>,
) -> bool {
    let Some(negated) = negated_in.words.iter().find(|w| w.range.start >= neg.end) else {
        return false;
    };
    without_condition_over(text, c, &negated.stem).is_some()
}

/// The rewrite's condition at `range` is a "without" over what the negation of `o` negated:
/// "no corporate jargon" = "without corporate jargon". `rewrite` is the text `r`'s ranges
/// point into.
pub(super) fn without_restates_negation(
    rewrite: &str,
    r: &Clause,
    o: &Clause,
    range: &Range<usize>,
) -> bool {
    o.negation.as_ref().is_some_and(|neg| {
        o.words
            .iter()
            .find(|w| w.range.start >= neg.end)
            .is_some_and(|w| without_condition_over(rewrite, r, &w.stem) == Some(range))
    })
}

/// The word of `o` saying that something lacks what the rewrite's "without" names: "PRs that
/// lack tests" = "PRs without tests" ("missing", "lacking" too). The "without" condition of
/// the rewrite sentence `r` (ranges into `rewrite`) and the lacking word, when there is one.
pub(super) fn lack_restated_by_without<'c>(
    o: &'c Clause,
    (rewrite, r): (&str, &'c Clause),
) -> Option<(&'c Range<usize>, &'c extract::Word)> {
    o.words.windows(2).find_map(|pair| {
        let (lack, what) = (&pair[0], &pair[1]);
        matches!(lack.stem.as_str(), "lack" | "miss")
            .then(|| without_condition_over(rewrite, r, &what.stem))
            .flatten()
            .map(|range| (range, lack))
    })
}

/// The "without" (or "w/o") condition of `c` (ranges into `text`) whose first content word
/// after it matches `stem`.
fn without_condition_over<'c>(text: &str, c: &'c Clause, stem: &str) -> Option<&'c Range<usize>> {
    c.conditions
        .iter()
        .find(|(g, range)| {
            *g == CondGroup::Condition
                && text.get(range.clone()).is_some_and(|w| {
                    w.eq_ignore_ascii_case("without")
                        || w == "w/o"
                        || w.split_whitespace()
                            .map(str::to_ascii_lowercase)
                            .eq(["with", "no"])
                })
                && c.words
                    .iter()
                    .find(|w| w.range.start >= range.end)
                    .is_some_and(|w| stems::stems_match(&w.stem, stem))
        })
        .map(|(_, range)| range)
}

/// The negation `neg` of `o` forbids changing something ("cannot edit it") and the rewrite
/// sentence `r` grants read-only (or view-only) access instead. `rewrite` is the text `r`'s
/// ranges point into.
pub(super) fn read_only_restates(
    rewrite: &str,
    o: &Clause,
    neg: &Range<usize>,
    r: &Clause,
) -> bool {
    let forbids_a_change = o
        .words
        .iter()
        .find(|w| w.range.start >= neg.end)
        .is_some_and(|w| {
            matches!(
                w.stem.as_str(),
                "edit" | "chang" | "writ" | "delet" | "updat" | "modify"
            )
        });
    forbids_a_change
        && rewrite.get(r.range.clone()).is_some_and(|t| {
            t.split(|ch: char| !(ch.is_ascii_alphabetic() || ch == '-'))
                .any(|w| is_one_of(w, &["read-only", "view-only"]))
        })
}

/// The stem of the first word after the negation `neg` of clause `c`, as written in `text`
/// (the negated verb: "close" in "don't close the ticket"; a marker word, so not among the
/// clause's content words).
fn negated_verb(text: &str, c: &Clause, neg: &Range<usize>) -> Option<stems::Stem> {
    text.get(neg.end..c.range.end)
        .unwrap_or("")
        .split(|ch: char| !ch.is_ascii_alphabetic())
        // "haven't been paid", "isn't yet signed": the verb after the auxiliary.
        .find(|w| !w.is_empty() && !is_one_of(w, &["be", "been", "being", "yet", "ever"]))
        .map(|verb| stems::stem(&verb.to_ascii_lowercase()))
}

/// The negation `neg` of `negated` forbids an action and `other`, with no negation, says the
/// same in the positive: it keeps the state the action would end ("keep the ticket open"),
/// states the thing is left "un-" that action ("tables untouched"), or orders the opposite
/// action ("exclude test accounts" for "don't include test accounts"). Each clause is given
/// with the text its ranges point into; the negated verb is read once for the three tests.
pub(super) fn state_restates_negation(
    negated: (&str, &Clause),
    neg: &Range<usize>,
    other: (&str, &Clause),
) -> bool {
    let Some(verb) = negated_verb(negated.0, negated.1, neg) else {
        return false;
    };
    keeping_restates_negation(negated, &verb, other)
        || participle_restates(&verb, other)
        || antonym_restates(&verb, other.1)
}

/// [`state_restates_negation`]'s "un-" participle test alone: "Schema: don't edit it" ->
/// "schema unedited".
pub(super) fn negated_participle_restates_negation(
    negated: (&str, &Clause),
    neg: &Range<usize>,
    participle: (&str, &Clause),
) -> bool {
    negated_verb(negated.0, negated.1, neg)
        .is_some_and(|verb| participle_restates(&verb, participle))
}

/// `removing` orders a thing removed ("remove the customer logos", "strip the tracking
/// parameters"), or says the user dislikes it ("hates emoji"), and the negation `neg` of
/// `other` is a "no" before the same thing ("no customer logos", "no emoji"). Each clause is
/// given with the text its ranges point into.
pub(super) fn removal_restated_by_no(
    (removing_text, removing): (&str, &Clause),
    (other_text, other): (&str, &Clause),
    neg: &Range<usize>,
) -> bool {
    let no = other_text
        .get(neg.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("no"));
    let Some(thing) = other.words.iter().find(|w| w.range.start >= neg.end) else {
        return false;
    };
    // Stems of removing verbs ("remove", "erase" and "strip" are read as "delete").
    let verb = removing.words.iter().position(|w| {
        matches!(
            w.stem.as_str(),
            "delet" | "omit" | "exclud" | "drop" | "cut"
        ) || is_aversion(removing_text, w)
    });
    no && removing.negation.is_none()
        && verb.is_some_and(|at| {
            removing.words[at + 1..]
                .iter()
                .take(3)
                .any(|w| stems::stems_match(&w.stem, &thing.stem))
        })
}

/// Word `w` of `text` says a dislike ("dislikes", "hates", "detests"): a preference against
/// what follows it.
pub(super) fn is_aversion(text: &str, w: &extract::Word) -> bool {
    matches!(w.stem.as_str(), "dislik" | "hat" | "detest")
        && text.get(w.range.clone()).is_some_and(|word| {
            is_one_of(
                word,
                &[
                    "dislike", "dislikes", "disliked", "hate", "hates", "hated", "detest",
                    "detests", "detested",
                ],
            )
        })
}

/// Most words read after a negation for the word that puts a thing in or on a place ("can't
/// be put back into service").
const PUTTING_IN_REACH: usize = 6;

/// The negation `neg` of `negated` is a "no" before a thing ("no phones at the table"), or
/// denies putting a thing in or on a place ("can't be put back into service", "don't leave
/// the dog in the car"), and `other` keeps the thing away instead: "phones stay off the
/// table", "keep phones away from the table", "stays out of service". Each clause is given
/// with the text its ranges point into.
pub(super) fn kept_away_restates_no(
    (negated_text, negated): (&str, &Clause),
    neg: &Range<usize>,
    (other_text, other): (&str, &Clause),
) -> bool {
    let no = negated_text
        .get(neg.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("no"));
    let denies_putting_in = || {
        negated_text
            .get(neg.end..negated.range.end)
            .unwrap_or("")
            .split(|ch: char| !ch.is_ascii_alphabetic())
            .filter(|w| !w.is_empty())
            .take(PUTTING_IN_REACH)
            .any(|w| is_one_of(w, &["in", "into", "on", "onto", "back"]))
    };
    let mut words = clause_words(other_text, other);
    (no || denies_putting_in())
        && other.negation.is_none()
        && (words
            .by_ref()
            .any(|w| is_one_of(w, &["stay", "stays", "keep", "remain", "remains"]))
            && words.take(4).any(|w| is_one_of(w, &["off", "away", "out"]))
            || thing_said_off((negated_text, negated), neg, (other_text, other)))
}

/// `other` says a thing the ban after `neg` names right before "off", "away" or "out" with no
/// verb ("EWP off the soft verge at Hendersons'" for "don't take the EWP onto the soft
/// verge", corpus29b), where the ban itself says none of those words (not "Don't log off on
/// Fridays" -> "Log off on Fridays"). Each clause is given with the text its ranges point
/// into.
fn thing_said_off(
    (negated_text, negated): (&str, &Clause),
    neg: &Range<usize>,
    (other_text, other): (&str, &Clause),
) -> bool {
    let banned: Vec<&str> = negated_text
        .get(neg.end..negated.range.end)
        .unwrap_or("")
        .split(|ch: char| !ch.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    if banned.iter().any(|w| is_one_of(w, &["off", "away", "out"])) {
        return false;
    }
    let said: Vec<&str> = clause_words(other_text, other).collect();
    said.windows(2).any(|pair| {
        is_one_of(pair[1], &["off", "away"])
            && pair[0].len() >= 2
            && banned.iter().any(|w| w.eq_ignore_ascii_case(pair[0]))
            && !is_one_of(pair[0], &["the", "a", "an", "it", "them"])
    })
}

/// The negation `neg` of `negated` is closed by "anymore", "any more" or "any longer" ("you
/// don't need to cc me anymore") and `other`, with no negation, says "no longer" ("no longer
/// needs to be cc'd"): the same end of a practice ("no longer" is a negation only after a
/// modal). Each clause is given with the text its ranges point into.
pub(super) fn no_longer_restates_not_anymore(
    (negated_text, negated): (&str, &Clause),
    neg: &Range<usize>,
    (other_text, other): (&str, &Clause),
) -> bool {
    let mut after_neg = negated_text
        .get(neg.end..negated.range.end)
        .unwrap_or("")
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .filter(|w| !w.is_empty());
    let mut anymore = false;
    while let Some(w) = after_neg.next() {
        if w.eq_ignore_ascii_case("anymore")
            || w.eq_ignore_ascii_case("any")
                && after_neg
                    .clone()
                    .next()
                    .is_some_and(|next| is_one_of(next, &["more", "longer"]))
        {
            anymore = true;
            break;
        }
    }
    let mut words = clause_words(other_text, other);
    anymore
        && other.negation.is_none()
        && words.any(|w| w.eq_ignore_ascii_case("no"))
        && words
            .next()
            .is_some_and(|w| w.eq_ignore_ascii_case("longer"))
}

/// Both sentences revoke a rule, each with a word of revoking not itself denied: "Forget the
/// old rule about max three quotes" reported as "User removed the three-quote limit" is the
/// same revocation, no rule become a mention (not "Don't forget the limit"). Each clause is
/// given with the text its ranges point into.
pub(super) fn revocation_reported(
    (o_text, o): (&str, &Clause),
    (r_text, r): (&str, &Clause),
) -> bool {
    let revokes = |text: &str, c: &Clause| {
        let mut previous = "";
        clause_words(text, c).any(|w| {
            let revoking = is_one_of(
                w,
                &["forget", "ignore", "remove", "removed", "lift", "lifted"],
            ) && !is_one_of(previous, &["don't", "dont", "never", "not", "t"]);
            previous = w;
            revoking
        })
    };
    let negated = |c: &Clause| c.negation.is_some() || c.numbers.iter().any(|n| n.turned);
    negated(o) && negated(r) && revokes(o_text, o) && revokes(r_text, r)
}

/// One side lets a thing be left out ("you can skip the summary", "you may omit it") and the
/// other says it is not needed ("no summary needed", "the summary is optional", "not
/// required"): the same permission. Each clause is given with the text its ranges point into.
pub(super) fn omission_allowed_both_ways(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    // "can skip", "may omit", "can leave out", "can drop": a modal of permission right before
    // a verb of leaving out.
    let may_leave_out = |text: &str, c: &Clause| {
        let words: Vec<&str> = clause_words(text, c).collect();
        words.windows(2).any(|pair| {
            is_one_of(pair[0], &["can", "may"])
                && is_one_of(pair[1], &["skip", "omit", "leave", "drop"])
        })
    };
    // "no summary needed", "not required", "optional".
    let not_needed = |text: &str, c: &Clause| {
        has_word(text, c, &["optional"])
            || has_word(text, c, &["needed", "necessary", "required"])
                && has_word(text, c, &["no", "not"])
    };
    may_leave_out(a_text, a) && not_needed(b_text, b)
        || may_leave_out(b_text, b) && not_needed(a_text, a)
}

/// `negated` forbids the action of verb stem `verb` and `keeping` orders the state the action
/// would end kept instead: "don't close the ticket until QA confirms" = "keep the ticket open
/// until QA confirms", "never delete the audit logs" = "keep the audit logs". Each clause is
/// given with the text its ranges point into.
fn keeping_restates_negation(
    (negated_text, negated): (&str, &Clause),
    verb: &stems::Stem,
    (keeping_text, keeping): (&str, &Clause),
) -> bool {
    let Some(kept_state) = kept_state(verb) else {
        return false;
    };
    // The order may follow a note in the same sentence: "User traveling; keep Wednesday
    // free".
    // (Not the negated verb itself said again: "Leave the fan on in the shed" is "don't
    // leave the fan on ..." with its negation dropped, not "stays in", pol64.)
    let mut words = clause_words(keeping_text, keeping);
    let keeps = words.by_ref().any(|w| {
        is_one_of(w, &["keep", "leave", "retain", "preserve"])
            && stems::stem(&w.to_ascii_lowercase()).as_str() != verb.as_str()
    });
    // "keep the audit logs for a week" limits what "never delete them" did not.
    let has_for = |text: &str, c: &Clause| has_word(text, c, &["for"]);
    let adds_a_period = keeping.numbers.len() > negated.numbers.len()
        || keeping.dates.len() > negated.dates.len()
        || has_for(keeping_text, keeping) && !has_for(negated_text, negated);
    keeping.negation.is_none()
        && keeps
        && !adds_a_period
        && (kept_state.is_empty() || words.take(5).any(|w| is_one_of(w, kept_state)))
}

/// The stems of the verbs that do the opposite of verb stem `verb`, so that not doing one is
/// doing the other: "don't include test accounts" = "exclude test accounts".
pub(super) fn antonyms(verb: &str) -> &'static [&'static str] {
    match verb {
        "includ" => &["exclud"],
        "exclud" => &["includ"],
        "show" => &["hid"],
        "accept" => &["reject", "declin"],
        "approv" => &["reject", "declin"],
        "allow" | "permit" => &["forbid", "block", "ban", "prohib"],
        "enabl" => &["disabl"],
        // "don't store uploads longer than 30 days" = "uploads are deleted after 30 days".
        "stor" | "retain" => &["delet"],
        _ => &[],
    }
}

/// `opposite`, with no negation, orders the opposite of the action of verb stem `verb`:
/// "exclude test accounts" for "don't include test accounts".
fn antonym_restates(verb: &stems::Stem, opposite: &Clause) -> bool {
    let opposites = antonyms(verb.as_str());
    opposite.negation.is_none()
        && opposite
            .words
            .iter()
            .any(|w| opposites.contains(&w.stem.as_str()))
}

/// `word` is an "un-" or "non-" form ("unpaid", "non-refundable") of a word that `text`
/// negates ("haven't been paid", "not paid", "never refundable"): the same state said the
/// other way.
pub(super) fn negated_in(text: &str, word: &str) -> bool {
    // `word` is asked whether it opens with "un" or "non" before the text is read (most words
    // do not).
    let Some(rest) = un_stem(word)
        .or_else(|| non_stem(word))
        .filter(|r| r.len() > 2)
    else {
        return false;
    };
    negated_word_in(text, rest)
}

/// What follows the "un" (in any case) that `word` opens with: "paid" in "Unpaid".
pub(super) fn un_stem(word: &str) -> Option<&str> {
    word.get(..2)
        .filter(|un| un.eq_ignore_ascii_case("un"))
        .and_then(|_| word.get(2..))
}

/// What follows the "non" or "non-" (in any case) that `word` opens with: "refundable" in
/// "non-refundable" and in "nonrefundable".
pub(super) fn non_stem(word: &str) -> Option<&str> {
    word.get(..3)
        .filter(|non| non.eq_ignore_ascii_case("non"))
        .and_then(|_| word.get(3..))
        .map(|rest| rest.strip_prefix('-').unwrap_or(rest))
}

/// `text` negates `word` (compared in any ASCII case): one of the three words before it is
/// a negation word ([`is_negation_word`]). One pass over the text, keeping its last three
/// words, with no lower-cased copy: ASCII case-insensitive compares answer as the compares of
/// lower-cased copies do.
pub(super) fn negated_word_in(text: &str, word: &str) -> bool {
    let mut before: [&str; 3] = [""; 3];
    for w in text
        .split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '\u{2019}'))
        .filter(|w| !w.is_empty())
    {
        if w.eq_ignore_ascii_case(word) && before.iter().any(|n| is_negation_word(n)) {
            return true;
        }
        before = [before[1], before[2], w];
    }
    false
}

/// `word` is the participle of verb stem `verb` negated by "un-" or "non-": "untouched" for
/// "touch", "unchanged" for "change", "non-paid" for "pay".
pub(super) fn negates_verb(word: &str, verb: &stems::Stem) -> bool {
    let lower = word.to_ascii_lowercase();
    lower.len() > 5
        && non_stem(&lower)
            .or_else(|| lower.strip_prefix("un"))
            // "string 4 stays de-energised" for "do not energise string 4" (corpus32): a
            // participle only ("de-energise it" orders another act).
            .or_else(|| de_participle(&lower))
            .is_some_and(|rest| stems::stems_match(&stems::stem(rest), verb))
}

/// The verb of a "de-" participle ("de-energised", "deactivated": the "de-" before a vowel
/// or a hyphen, the word ending in "-ed"), lower-cased.
fn de_participle(lower: &str) -> Option<&str> {
    let rest = lower.strip_prefix("de-").or_else(|| {
        lower
            .strip_prefix("de")
            .filter(|r| r.starts_with(['a', 'e', 'i', 'o', 'u']))
    })?;
    (rest.len() >= 4 && lower.ends_with("ed")).then_some(rest)
}

/// `participle`, with no negation, states the thing is left "un-" the action of verb stem
/// `verb`: "billing tables untouched" for "don't touch the billing tables". The clause is
/// given with the text its ranges point into.
fn participle_restates(verb: &stems::Stem, (participle_text, participle): (&str, &Clause)) -> bool {
    participle.negation.is_none()
        && participle
            .words
            .iter()
            .any(|w| negates_verb(participle_text.get(w.range.clone()).unwrap_or(""), verb))
}

/// The states that not doing the action of verb stem `verb` keeps ("close": "open"); empty
/// for an action that ends the thing itself (keeping it is the state: "delete"); `None` for
/// any other verb.
pub(super) fn kept_state(verb: &str) -> Option<&'static [&'static str]> {
    Some(match verb {
        "clos" | "shut" => &["open", "running"],
        // "don't open the east wing until ..." = "the east wing stays closed until ...".
        "open" => &["closed", "shut", "locked", "sealed"],
        "lock" => &["unlocked"],
        "unlock" => &["locked"],
        "disabl" => &["enabled", "on"],
        "enabl" => &["disabled", "off"],
        "stop" | "paus" | "kill" => &["running", "on"],
        // "don't schedule anything that afternoon" = "keep that afternoon free".
        "schedu" | "book" => &["free", "clear", "open", "blocked"],
        // ("discard" is read as "throw", its synonym.)
        // "don't drop the old table until I confirm" = "keep the old table until ...".
        "delet" | "discar" | "throw" | "purg" | "destro" | "drop" => &[],
        // "must not leave the EU" = "stays in the EU".
        "leav" => &["in", "within", "inside"],
        _ => return None,
    })
}

/// [`lifts_an_obligation`] of clause `c`, whose ranges point into `text`, worked out on the
/// first ask and kept in the clause ([`Clause::lifts_an_obligation`]). The answer depends on
/// the clause and its text alone, and a clause is always asked with the text it was read from
/// (an original's [`Facts`] are compared with the text they were extracted
/// from): an original's sentences, kept for every rewrite proposed for them, answer once.
pub(super) fn lifts_an_obligation_kept(text: &str, c: &Clause) -> bool {
    *c.lifts_an_obligation
        .get_or_init(|| lifts_an_obligation(text, c))
}

/// Clause `c` (ranges into `text`) gives leave to leave something out ("you can skip the
/// weekly report", "you may omit the cover page"): what an "optional" in its place says.
pub(super) fn leave_to_leave_out(text: &str, c: &Clause) -> bool {
    permission_word(text, &c.range).is_some_and(|may| {
        text.get(may.end..c.range.end).is_some_and(|rest| {
            rest.split_whitespace()
                .next()
                .is_some_and(|w| is_one_of(w, &["skip", "omit"]))
        })
    })
}

/// Clause `c` (ranges into `text`) lifts an obligation: "don't need to", "no need to",
/// "isn't required", "not mandatory" (a negation right before the obligation word), or
/// "optional" (a hedge of the clause).
pub(super) fn lifts_an_obligation(text: &str, c: &Clause) -> bool {
    c.hedges
        .iter()
        .any(|(h, _)| matches!(h.as_str(), "optional" | "optionally"))
        || c.negation.as_ref().is_some_and(|n| {
            text.get(n.end..c.range.end).is_some_and(|rest| {
                rest.split_whitespace().take(2).any(|w| {
                    is_one_of(
                        w.trim_matches(|ch: char| !ch.is_ascii_alphabetic()),
                        &[
                            "need",
                            "needs",
                            "required",
                            "mandatory",
                            "necessary",
                            "have",
                            "has",
                            "obligatory",
                        ],
                    )
                })
            })
        })
}

/// `a` restricts an action to some ("only the finance team may edit it") and `b` denies it to
/// everyone else ("nobody outside the finance team may edit it", "it must not be edited by
/// anyone except the finance team", "..., not kept by anyone else"). `b_text` is the text `b`'s ranges point into.
pub(super) fn nobody_else_restates_only(a: &Clause, (b_text, b): (&str, &Clause)) -> bool {
    // Read only after the tests of `a` (a pure test: when it is asked changes no answer).
    let nobody = || {
        b.negation.as_ref().is_some_and(|n| {
            b_text
                .get(n.clone())
                .is_some_and(|w| is_one_of(w, &["nobody", "no", "none"]))
                || has_word(b_text, b, &["anyone", "anybody"])
        })
    };
    a.restrictive.is_some()
        && a.negation.is_none()
        && nobody()
        // ("not kept by anyone else": corpus30.)
        && has_word(
            b_text,
            b,
            &["outside", "except", "but", "besides", "other", "else"],
        )
}

/// `a` lets only some do an action ("only senior engineers can approve hotfixes") and `b`
/// makes them a requirement of it ("hotfixes need approval from a senior engineer"): the word
/// after "only" is kept. `b_text` is the text `b`'s ranges point into.
pub(super) fn requirement_names_the_only(a: &Clause, (b_text, b): (&str, &Clause)) -> bool {
    let Some(only) = &a.restrictive else {
        return false;
    };
    a.negation.is_none()
        && b.negation.is_none()
        && states_an_obligation(b_text, b)
        && a.words
            .iter()
            .filter(|w| w.range.start >= only.end)
            .take(2)
            .any(|w| b.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem)))
}

/// `a` allows an action except at some time or case ("approve leave except during the freeze")
/// and `b` allows it but negates that case ("leave can be approved, but not during the
/// freeze"): the first content word after the exception is the first after `b`'s negation.
/// Each clause is given with the text its ranges point into.
pub(super) fn negation_restates_except(
    (a_text, a): (&str, &Clause),
    (_, b): (&str, &Clause),
) -> bool {
    let (None, Some(neg)) = (&a.negation, &b.negation) else {
        return false;
    };
    fn after(c: &Clause, at: usize) -> Option<&extract::Word> {
        c.words.iter().find(|w| w.range.start >= at)
    }
    let Some(negated) = after(b, neg.end) else {
        return false;
    };
    a.conditions.iter().any(|(g, range)| {
        *g == CondGroup::Condition
            && a_text.get(range.clone()).is_some_and(|w| {
                let first = w.split_whitespace().next().unwrap_or("");
                is_one_of(first, &["except", "other", "excluding"])
            })
            && after(a, range.end).is_some_and(|w| stems::stems_match(&w.stem, &negated.stem))
    })
}

/// `a` bans an action toward anyone who is not something ("no child leaves with anyone who
/// isn't on their list", "don't give the keys to anyone who isn't staff") and `b` allows it
/// only toward that ("children may only leave with people on their list", "only give the keys
/// to staff"): the first content word after the relative clause's negation follows the word
/// (the verb) after `b`'s "only". Each clause is given with the text its ranges point into.
pub(super) fn only_restates_ban_on_the_others(
    (a_text, a): (&str, &Clause),
    (_, b): (&str, &Clause),
) -> bool {
    let (Some(_), None, Some(only)) = (&a.negation, &b.negation, &b.restrictive) else {
        return false;
    };
    // Where the negation of a relative clause on "anyone", "anybody", "anything" or
    // "everyone" ends.
    let words: Vec<(Range<usize>, &str)> =
        condition_logic::words_at(a_text, a.range.clone()).collect();
    let Some(end) = (0..words.len()).find_map(|k| {
        let pronoun = condition_logic::relative_negation_at(&words, k)?;
        // ... or on a noun after "any" ("don't release any unit that hasn't passed
        // crossmatch" = "only units that have passed crossmatch may be released"; c29r021).
        let any_noun = pronoun >= 2 && is_one_of(words[pronoun - 2].1, &["any", "every"]);
        (pronoun >= 1
            && (any_noun
                || is_one_of(
                    words[pronoun - 1].1,
                    &["anyone", "anybody", "anything", "everyone"],
                )))
        .then(|| words[k].0.end)
    }) else {
        return false;
    };
    // Past the verb "only" restricts: "only staff may give the keys" moved the "only" to
    // the actor.
    a.words
        .iter()
        .find(|w| w.range.start >= end)
        .is_some_and(|named| {
            b.words
                .iter()
                .filter(|w| w.range.start >= only.end)
                .skip(1)
                .any(|w| stems::stems_match(&w.stem, &named.stem))
        })
}

/// `a` forbids an action unless a condition holds ("don't restart it unless the check fails")
/// and `b` allows it only under a condition ("only restart it if the check fails"): the same
/// rule. Each clause is given with the text its ranges point into.
pub(super) fn only_if_restates_unless(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    // A condition's last word, or (with `opening`) its first too ("only if" opens with
    // "only").
    let condition_is = |text: &str, c: &Clause, words: &[&str], opening: bool| {
        c.conditions.iter().any(|(g, range)| {
            *g == CondGroup::Condition
                && text.get(range.clone()).is_some_and(|w| {
                    let mut parts = w.split_whitespace();
                    let first = parts.next().unwrap_or("");
                    let last = parts.next_back().unwrap_or(first);
                    is_one_of(last, words) || opening && is_one_of(first, words)
                })
        })
    };
    // The negations first (pure tests, in any order the same answer): most pairs have the
    // same on both sides, and no condition's text is read.
    a.negation.is_some()
        && b.negation.is_none()
        && condition_is(a_text, a, &["unless"], false)
        && (b.restrictive.is_some() || condition_is(b_text, b, &["only"], true))
        && condition_is(b_text, b, &["if", "when"], false)
        // (Not "only if QA and security sign off": more asked for.)
        && !joins_more((b_text, b), (a_text, a))
}

/// The rewrite's new "except" at `range` of `rewrite` names what the original's rule `o`
/// leaves out with "but not": "calculators are allowed but not graphing ones" ->
/// "calculators are allowed, except graphing ones" (the word after each is the same).
pub(super) fn except_restates_but_not(
    (original, o): (&str, &Clause),
    (rewrite, range): (&str, &Range<usize>),
) -> bool {
    if !rewrite
        .get(range.clone())
        .is_some_and(|w| is_one_of(w, &["except", "excluding"]))
    {
        return false;
    }
    fn first_word(text: &str) -> &str {
        text.split(|c: char| !c.is_alphanumeric())
            .find(|w| !w.is_empty() && !is_one_of(w, &["the", "for", "any"]))
            .unwrap_or("")
    }
    let excepted = first_word(rewrite.get(range.end..).unwrap_or(""));
    let sentence = original.get(o.range.clone()).unwrap_or("");
    !excepted.is_empty()
        && sentence.match_indices("but not ").any(|(at, part)| {
            first_word(&sentence[at + part.len()..]).eq_ignore_ascii_case(excepted)
        })
}

/// The rewrite's new "if" or "when" at `range` of `rewrite` holds nothing but a bound the
/// original's rule `o` set on what it is about, with the same value and side: "Any expense
/// above 75 dollars needs a receipt" -> "Expenses: receipt if > $75". No content word
/// between the condition word and the end of its phrase.
pub(super) fn condition_restates_a_bound(
    rewrite: &str,
    range: &Range<usize>,
    r: &Clause,
    o: &Clause,
) -> bool {
    if !rewrite
        .get(range.clone())
        .is_some_and(|w| is_one_of(w, &["if", "when"]))
    {
        return false;
    }
    let Some(bound) = r.bound_after(range.end) else {
        return false;
    };
    let end = rewrite
        .get(bound.range.end..r.range.end)
        .and_then(|rest| rest.find([',', ';', '.', '(']))
        .map_or(r.range.end, |k| bound.range.end + k);
    let words_between = r.words.iter().any(|w| {
        w.range.start >= range.end
            && w.range.end <= end
            && !(w.range.start >= bound.range.start && w.range.end <= bound.range.end)
    });
    !words_between
        && o.numbers
            .iter()
            .any(|n| n.compared && n.value == bound.value && n.direction == bound.direction)
}

/// The rewrite's new ordering at `range` of `rewrite` is a bare "first" and the original
/// already made the step a condition ("don't promise dates without checking with me" ->
/// "no date promises without checking with the user first").
pub(super) fn first_restates_without(rewrite: &str, range: &Range<usize>, o: &Clause) -> bool {
    rewrite
        .get(range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("first"))
        && o.conditions.iter().any(|(g, _)| *g == CondGroup::Condition)
}

/// Clause `c` (ranges into `text`) has a "without" (or "w/o") condition.
fn has_without_condition(text: &str, c: &Clause) -> bool {
    c.conditions.iter().any(|(g, range)| {
        *g == CondGroup::Condition
            && text
                .get(range.clone())
                .is_some_and(|w| w.eq_ignore_ascii_case("without") || w == "w/o")
    })
}

/// `a` allows an action "without" something ("you can reformat files without asking", "you're
/// allowed two sick days without a doctor's note") and `b` lifts the need of that thing ("no
/// need to ask before reformatting", "two sick days don't need a doctor's note"): the first
/// word after "without" is named after `b`'s negation. Each clause is given with the text
/// its ranges point into.
pub(super) fn leave_without_restates_no_need(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    if a.negation.is_some() || b.negation.is_none() || !lifts_an_obligation_kept(b_text, b) {
        return false;
    }
    let allows =
        || permission_kept(a_text, a).is_some() || has_word(a_text, a, &["allowed", "permitted"]);
    let without = a.conditions.iter().find(|(g, range)| {
        *g == CondGroup::Condition
            && a_text
                .get(range.clone())
                .is_some_and(|w| w.eq_ignore_ascii_case("without") || w == "w/o")
    });
    let Some(thing) =
        without.and_then(|(_, range)| a.words.iter().find(|w| w.range.start >= range.end))
    else {
        return false;
    };
    let needed = b.negation.as_ref().is_some_and(|n| {
        b.words
            .iter()
            .any(|w| w.range.start >= n.end && stems::stems_match(&w.stem, &thing.stem))
    });
    needed && allows()
}

/// `a` allows an action only with, after or once something ("only merge after two
/// approvals", "deploy only with a signed ticket") and `b` states that the action needs it,
/// with an obligation word, no negation and no condition of its own. Each clause is given with
/// the text its ranges point into.
pub(super) fn requirement_restates_only(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    // "only after" read as one condition, or "only" before the verb and "after" or "with"
    // later ("you can only restart it with ops approval").
    if a.negation.is_some() || b.negation.is_some() {
        return false; // the cheap tests first: most pairs end here or at the next one
    }
    allows_only_with(a_text, a)
        && states_an_obligation(b_text, b)
        && !b.conditions.iter().any(|(g, _)| *g == CondGroup::Condition)
}

/// Clause `c` (ranges into `text`) allows its action only with, after or once something:
/// "only after" read as one condition, or "only" before the verb and "after", "once" or
/// "with" later ("you can only restart it with ops approval").
fn allows_only_with(text: &str, c: &Clause) -> bool {
    c.conditions.iter().any(|(_, range)| {
        text.get(range.clone()).is_some_and(|w| {
            is_one_of(w, &["only with", "only after", "only once"])
                || c.restrictive.is_some() && is_one_of(w, &["after", "once"])
        })
    }) || c.restrictive.as_ref().is_some_and(|only| {
        text.get(only.end..c.range.end).is_some_and(|rest| {
            rest.split_whitespace()
                .any(|w| w.eq_ignore_ascii_case("with"))
        })
    })
}

/// The clause (ranges into `text`) says something is needed: need, require, must.
pub(super) fn states_an_obligation(text: &str, c: &Clause) -> bool {
    has_word(
        text,
        c,
        &["need", "needs", "require", "requires", "required", "must"],
    )
}

/// Verbs of keeping or allowing, and the verbs that undo them: "keep the logs" -> "delete the
/// logs", "allow uploads" -> "block uploads" turn the rule around, though "keep" and "allow"
/// carry no scope of their own.
const KEEPING: &[&str] = &["keep", "retain", "preserve", "allow", "permit", "accept"];
/// See [`KEEPING`].
const UNDOING: &[&str] = &[
    "delete", "remove", "discard", "throw", "trash", "purge", "erase", "block", "ban", "forbid",
    "deny", "reject", "refuse",
];

/// The action of `o` turned into the one that undoes it in `r`, neither negated: a word of
/// [`KEEPING`] on one side and of [`UNDOING`] on the other, the other side naming neither of
/// its own group's counterpart. The two words, as ranges into each text.
pub(super) fn action_undone(
    (o_text, o): (&str, &Clause),
    (r_text, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    if o.negation.is_some() || r.negation.is_some() {
        return None;
    }
    // An undoing verb is a content word (the keeping ones are not): a pair where no side
    // holds one the other lacks is ruled out from the stems, before any text is read; a side
    // without one (its kept answer) is not read again.
    let undoing_only_in = |c: &Clause, other: &Clause| {
        holds_an_undoing_verb(c)
            && c.words
                .iter()
                .any(|w| is_undoing_stem(&w.stem) && !other.words.iter().any(|x| x.stem == w.stem))
    };
    if !undoing_only_in(o, r) && !undoing_only_in(r, o) {
        return None;
    }
    // The first keeping and the first undoing word of each side, in one pass over its text.
    let read = |text: &str, c: &Clause| {
        let mut found: [Option<Range<usize>>; 2] = [None, None];
        let clause = text.get(c.range.clone()).unwrap_or("");
        let mut at = c.range.start;
        for w in clause.split(|ch: char| !ch.is_ascii_alphabetic()) {
            let range = at..at + w.len();
            at += w.len() + 1;
            // The lists' words are three to eight letters long.
            if !(3..=8).contains(&w.len()) {
                continue;
            }
            for (slot, group) in found.iter_mut().zip([KEEPING, UNDOING]) {
                if slot.is_none() && is_one_of(w, group) {
                    *slot = Some(range.clone());
                }
            }
        }
        found
    };
    let ([o_keeps, o_undoes], [r_keeps, r_undoes]) = (read(o_text, o), read(r_text, r));
    match (o_keeps, o_undoes, r_keeps, r_undoes) {
        (Some(from), None, None, Some(to)) | (None, Some(from), Some(to), None) => Some((from, to)),
        _ => None,
    }
}

/// `o` keeps a thing in a state ("Keep the old API running", "leave the firewall on") and
/// `r`, neither negated, does the action that ends it ("Shut down the old API", "disable the
/// firewall": [`kept_state`]) without naming the state. The keeping word and the ending verb,
/// as ranges into each text.
pub(super) fn kept_state_ended(
    (o_text, o): (&str, &Clause),
    (r_text, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    if o.negation.is_some() || r.negation.is_some() {
        return None;
    }
    // The original's keeping word first: kept in its clause, it is looked for once for every
    // rewrite proposed for it, and few sentences hold one.
    let keep = keeping_word_kept(o_text, o)?;
    let (verb, states) = r.words.iter().find_map(|w| {
        kept_state(&w.stem)
            .filter(|s| !s.is_empty())
            .map(|s| (w, s))
    })?;
    let held = clause_words(o_text, o).any(|w| is_one_of(w, states));
    let named = clause_words(r_text, r).any(|w| is_one_of(w, states));
    (held && !named).then(|| (keep, verb.range.clone()))
}

/// The first word of clause `c` (ranges into `text`) that keeps a state ("keep", "leave",
/// "stay", "remain"), looked for on the first ask and kept in the clause
/// ([`Clause::keeping_word`]; a clause is always asked with the text it was read from).
pub(super) fn keeping_word_kept(text: &str, c: &Clause) -> Option<Range<usize>> {
    c.keeping_word
        .get_or_init(|| {
            let t = text.get(c.range.clone())?;
            let at = t
                .split(|ch: char| !ch.is_ascii_alphabetic())
                .find(|w| is_one_of(w, &["keep", "leave", "stay", "stays", "remain", "remains"]))?;
            let start = c.range.start + (at.as_ptr() as usize - t.as_ptr() as usize);
            Some(start..start + at.len())
        })
        .clone()
}

/// Whether a content word of clause `c` has the stem of an [`UNDOING`] verb, worked out on
/// the first ask and kept in the clause ([`Clause::undoing_verb`]; the answer depends on the
/// clause's words alone).
pub(super) fn holds_an_undoing_verb(c: &Clause) -> bool {
    *c.undoing_verb
        .get_or_init(|| c.words.iter().any(|w| is_undoing_stem(&w.stem)))
}

/// `stem` is the stem of an [`UNDOING`] verb ("delet", "block"...).
fn is_undoing_stem(stem: &str) -> bool {
    // One byte rules out most stems before the compares.
    matches!(
        stem.as_bytes().first(),
        Some(b'd' | b'p' | b'b' | b'f' | b'r' | b't')
    ) && matches!(
        stem,
        "delet"
            | "discar"
            | "throw"
            | "purg"
            | "block"
            | "ban"
            | "forbid"
            | "deny"
            | "reject"
            | "refus"
    )
}

/// Words that tell what someone is in the habit of doing, not a rule or a deadline: "Folks
/// tend to bring bars to the Tuesday meeting", "he always checks the weather twice", "it's
/// kind of a tradition".
const HABIT_WORDS: &[&str] = &[
    "usually",
    "normally",
    "generally",
    "typically",
    "often",
    "tend",
    "tends",
    "tradition",
    "traditionally",
    "always",
];

/// Sentence `o` of the narrative `original` tells a habit ([`HABIT_WORDS`]): "Joseph says he
/// always checks the weather twice before he sends out the boat". Its numbers and dates are
/// the habit's, not a bound a rule may restate.
pub(super) fn tells_a_habit((original, o): (&str, &Clause)) -> bool {
    has_word(original, o, HABIT_WORDS)
}

/// The words of clause `c` (ranges into `text`), letters only.
pub(super) fn clause_words<'t>(text: &'t str, c: &Clause) -> impl Iterator<Item = &'t str> + Clone {
    text.get(c.range.clone())
        .unwrap_or("")
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
}

/// Clause `c` (ranges into `text`) holds one of `words`, in any case; the clipped "req'd" or
/// "reqd" is "required".
pub(super) fn has_word(text: &str, c: &Clause, words: &[&str]) -> bool {
    let mut clause = clause_words(text, c).peekable();
    while let Some(w) = clause.next() {
        let clipped_required = (w.eq_ignore_ascii_case("req")
            && clause.peek().is_some_and(|d| d.eq_ignore_ascii_case("d"))
            || w.eq_ignore_ascii_case("reqd"))
            && words.contains(&"required");
        if clipped_required || is_one_of(w, words) {
            return true;
        }
    }
    false
}

/// `a` has a plain "if" condition and `b` a "when", "whenever" or "while" in its place: "page
/// me if the error rate exceeds 5%" = "page me when the error rate exceeds 5%", "if the build
/// is red, do not deploy" = "no deploys while the build is red". Each clause is given with the
/// text its ranges point into.
pub(super) fn when_restates_if((a_text, a): (&str, &Clause), (b_text, b): (&str, &Clause)) -> bool {
    let only = |c: &Clause, group: CondGroup, text: &str, words: &[&str]| {
        let mut of_group = c.conditions_of(group);
        of_group
            .next()
            .is_some_and(|range| text.get(range.clone()).is_some_and(|w| is_one_of(w, words)))
            && of_group.next().is_none()
    };
    let none = |c: &Clause, group: CondGroup| c.conditions.iter().all(|(g, _)| *g != group);
    only(a, CondGroup::Condition, a_text, &["if"])
        && none(a, CondGroup::Ordering)
        && only(
            b,
            CondGroup::Ordering,
            b_text,
            &["when", "whenever", "while"],
        )
        && none(b, CondGroup::Condition)
}

/// `a` states a condition ("only if the calendar has coverage") and `b` restricts the action
/// to a time it names ("only approve ... when the calendar has coverage"): neither has the
/// other's kind of condition.
pub(super) fn only_when_restates_only_if(a: &Clause, (b_text, b): (&str, &Clause)) -> bool {
    let has = |c: &Clause, group: CondGroup| c.conditions.iter().any(|(g, _)| *g == group);
    // "only when" is read both as a condition and, from "when", as an ordering.
    let b_has_other_condition = || {
        b.conditions
            .iter()
            .any(|(g, range)| *g == CondGroup::Condition && !opens_with_only(b_text, range))
    };
    has(a, CondGroup::Condition)
        && !has(a, CondGroup::Ordering)
        && has(b, CondGroup::Ordering)
        && restricts(b_text, b)
        && !b_has_other_condition()
}

/// The concessive condition of sentence `c` ("even if asked", "even when it is late",
/// "including during breaks"): the rule holds whatever happens. Its "even" through its condition word, as a range into `text`.
pub(super) fn concessive_condition(text: &str, c: &Clause) -> Option<Range<usize>> {
    c.conditions.iter().find_map(|(_, range)| {
        let before = text.get(..range.start)?.trim_end();
        let even = before.len().checked_sub(4)?;
        if before.get(even..)?.eq_ignore_ascii_case("even") {
            return Some(even..range.end);
        }
        including_before(before).map(|at| at..range.end)
    })
}

/// `before` (the text before a condition word, trimmed) closes with "including", "incl." or
/// "incl", a whole word: "never left running unattended, incl. during smoko" holds the rule
/// in that case too, as "even during smoko" does (corpus29b). Where the word starts.
fn including_before(before: &str) -> Option<usize> {
    ["including", "incl.", "incl"].iter().find_map(|w| {
        let at = before.len().checked_sub(w.len())?;
        let whole = before
            .get(..at)?
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric());
        (whole && before.get(at..)?.eq_ignore_ascii_case(w)).then_some(at)
    })
}

/// Sentence `c` (ranges into `text`) restricts its action: a restrictive "only" ("only
/// admins"), a condition read with its "only" ("deploy only when QA signs off"), or a
/// compound closing with "-only" ([`only_compound`]).
pub(super) fn restricts(text: &str, c: &Clause) -> bool {
    c.restrictive.is_some()
        || c.conditions
            .iter()
            .any(|(_, range)| opens_with_only(text, range))
        || only_compound(text, c)
        // `"allowed_courts": ["Court 3"]`: a memory record's list of what is allowed.
        || super::memory_values::allowed_list(text, &c.range)
}

/// Sentence `c` (ranges into `text`) holds a compound closing with "-only" that restricts
/// to what it names ("Spanish-only replies", "members-only"); not "read-only", which bans
/// changes ([`read_only_restates`]).
fn only_compound(text: &str, c: &Clause) -> bool {
    text.get(c.range.clone()).is_some_and(|sentence| {
        sentence
            .split(|ch: char| ch.is_whitespace() || matches!(ch, ',' | ';' | ':' | '.' | '(' | ')'))
            .any(|w| {
                w.len() > "-only".len()
                    && w.get(w.len() - "-only".len()..)
                        .is_some_and(|end| end.eq_ignore_ascii_case("-only"))
                    && !w.eq_ignore_ascii_case("read-only")
            })
    })
}

/// The condition at `range` of `text` is read with its "only" ("only when", "only if").
fn opens_with_only(text: &str, range: &Range<usize>) -> bool {
    text.get(range.clone())
        .and_then(|t| t.get(..5))
        .is_some_and(|t| t.eq_ignore_ascii_case("only "))
}

/// "before merging, ..." became the heading "Merging: ...", or "only during the Sunday
/// window" the line "Migrations: Sunday window only": the word the condition governs labels
/// the telegraphic rewrite or follows its label, which keeps the condition. A label naming
/// one word of a longer condition names its topic only ("If a customer cancels, ..." ->
/// "Customers: ..."): `r` names enough of it ([`ConditionNamed::restates`]). `original` is
/// the text `o`'s ranges point into.
pub(super) fn condition_became_label(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    r: &Clause,
) -> bool {
    // A condition naming nothing ("if it happens again") is not told apart by words.
    let seen = condition_items_named((original, o), condition, r, r.range.clone());
    if seen.all > 0
        && !seen.restates()
        && !names_what_the_condition_makes((original, o), condition, seen, r)
    {
        return false;
    }
    let mut after = o.words.iter().filter(|w| w.range.start >= condition.end);
    let first = after.next();
    // "If a customer disputes a charge, ..." -> "On a disputed charge: ...": a later word of
    // the condition may name the label.
    let labelled = |w: &extract::Word| r.label_words.iter().any(|l| stems::stems_match(l, &w.stem));
    first.is_some_and(|w| {
        labelled(w)
            || !r.label_words.is_empty()
                && r.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
    }) || after.take(2).any(labelled)
}

/// What `c` names of the condition at `condition` of `o` (`seen`, from
/// [`condition_items_named`]) is every item but its first word, a verb of making or writing
/// that `c` does not name: "When drafting the changelog, ..." -> "Changelog: ..." (the rules
/// are about what the condition makes). `original` is the text `o`'s ranges point into.
fn names_what_the_condition_makes(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    seen: ConditionNamed,
    c: &Clause,
) -> bool {
    seen.all >= 2
        && seen.named + 1 == seen.all
        && o.words
            .iter()
            .find(|w| w.range.start >= condition.end)
            .is_some_and(|w| {
                original
                    .get(w.range.clone())
                    .is_some_and(names_making_or_writing)
                    && !c.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
            })
}

/// `word` is a form of a verb of writing or making a document ("drafting", "write",
/// "prepares", "composing"), as a condition names what its rules are about: "When drafting
/// the changelog, ...".
fn names_making_or_writing(word: &str) -> bool {
    const STEMS: [&str; 9] = [
        "writ", "draft", "prepar", "compos", "creat", "edit", "design", "format", "fill",
    ];
    word.len() <= 12 && STEMS.iter().any(|s| starts_with_ignoring_case(word, s))
}

/// The condition at `condition` of `o` became a heading of the rewrite (a sentence of its own
/// ending in a colon) that names the condition's first content word ("Before each release,
/// bump the version, ..." -> "Release checklist:" above the steps), every item of it, or
/// every item but the verb making what the heading names ([`names_what_the_condition_makes`]:
/// "When you draft the seating plan, ..." -> "Seating plan:" above the bullets). Each side is
/// given with the text its ranges point into.
pub(super) fn condition_became_heading(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, after): (&str, &Facts),
) -> bool {
    let Some(first) = o.words.iter().find(|w| w.range.start >= condition.end) else {
        return false;
    };
    after.clauses.iter().any(|c| {
        rewrite
            .get(c.range.clone())
            .is_some_and(|t| t.trim_end().ends_with(':'))
            && (c
                .words
                .iter()
                .any(|w| stems::stems_match(&w.stem, &first.stem))
                || c.label_words
                    .iter()
                    .any(|l| stems::stems_match(l, &first.stem))
                || {
                    let seen = condition_items_named((original, o), condition, c, c.range.clone());
                    seen.all > 0 && seen.named == seen.all
                        || names_what_the_condition_makes((original, o), condition, seen, c)
                })
    })
}

/// The rewrite's "after" at `range` anchors a period the original states: "within 30
/// days of receipt" = "30 days after receipt" (a unit of time right before the word, and a
/// number with a unit of time in `o`). `rewrite` is the text `range` points into.
pub(super) fn anchors_the_period(rewrite: &str, range: &Range<usize>, o: &Clause) -> bool {
    let after = rewrite
        .get(range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("after"));
    let unit_before = after
        && rewrite
            .get(..range.start)
            .and_then(|before| before.split_whitespace().last())
            .is_some_and(|w| crate::classify::numbers::is_time_unit(&w.to_ascii_lowercase()));
    // "5 business days" has the unit "business-day".
    unit_before
        && o.numbers.iter().any(|n| {
            n.unit.as_deref().is_some_and(|u| {
                crate::classify::numbers::is_time_unit_name(u)
                    || u.strip_suffix("-day").is_some_and(|q| !q.is_empty())
            })
        })
}

/// The original's "after" at `range` anchors a period ("within 14 days after the incident
/// has occurred") that the rewrite's sentence `r` anchors with "of" right after the unit of
/// time ("within 14 days of the incident"). Each side is given with its text.
pub(super) fn period_anchored_by_of(
    (original, range): (&str, &Range<usize>),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let mut words = rewrite
        .get(r.range.clone())
        .unwrap_or("")
        .split_whitespace()
        .peekable();
    let mut of_after_a_unit = || {
        while let Some(w) = words.next() {
            if crate::classify::numbers::is_time_unit(&w.to_ascii_lowercase())
                && words
                    .peek()
                    .is_some_and(|next| next.eq_ignore_ascii_case("of"))
            {
                return true;
            }
        }
        false
    };
    anchors_the_period(original, range, r) && of_after_a_unit()
}

/// The most words a "while" condition restated by "with" ([`with_restates_while`]) may have.
const MAX_WHILE_WORDS: usize = 6;

/// The "until" at `condition` of `o` follows a "wait" ("wait until we hear from the
/// proofreader") and `r` waits "for" a thing the until-phrase names ("wait for the
/// proofreader"): the same wait. Each clause is given with the text its ranges point into.
pub(super) fn wait_for_restates_until(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let after_wait = original
        .get(..condition.start)
        .and_then(|before| before.split_whitespace().next_back())
        .is_some_and(|w| is_one_of(w, &["wait", "waiting"]));
    if !after_wait
        || !original
            .get(condition.clone())
            .is_some_and(|w| is_one_of(w, &["until", "till"]))
    {
        return false;
    }
    // The "for" right after a "wait" of the rewrite.
    let sentence = rewrite.get(r.range.clone()).unwrap_or("");
    let mut words = sentence.split_whitespace().peekable();
    let mut waited_from = None;
    while let Some(w) = words.next() {
        if is_one_of(w, &["wait", "waiting"])
            && let Some(&next) = words.peek()
            && next.eq_ignore_ascii_case("for")
        {
            waited_from = Some(next.as_ptr() as usize - rewrite.as_ptr() as usize + next.len());
            break;
        }
    }
    let Some(from) = waited_from else {
        return false;
    };
    let end = condition_end(original, o, condition);
    o.words
        .iter()
        .filter(|w| w.range.start >= condition.end && w.range.end <= end)
        .any(|w| {
            r.words
                .iter()
                .any(|x| x.range.start >= from && stems::stems_match(&x.stem, &w.stem))
        })
}

/// The "while" condition at `condition` of `o` ("never vent the chamber while the source is
/// hot") is restated by "with" or "w/" and the same words in `r` ("never vent chamber w/ hot
/// source"): every word of either, but articles and "is" or "are", up to a comma or
/// semicolon, is one of the other's ("w/ pump off" does not say "while the pump is
/// running"). Each clause is given with the text its ranges point into.
pub(super) fn with_restates_while(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    if !original
        .get(condition.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("while"))
    {
        return false;
    }
    let Some(sentence) = rewrite.get(r.range.clone()) else {
        return false;
    };
    let Some(with) = sentence
        .split_ascii_whitespace()
        .find(|w| w.eq_ignore_ascii_case("w/") || w.eq_ignore_ascii_case("with"))
    else {
        return false;
    };
    let from = with.as_ptr() as usize - rewrite.as_ptr() as usize + with.len();
    let (Some(ours), Some(theirs)) = (
        words_to_a_pause(original, condition.end..o.range.end),
        words_to_a_pause(rewrite, from..r.range.end),
    ) else {
        return false;
    };
    let among = |w: &&str, all: &[&str]| all.iter().any(|x| x.eq_ignore_ascii_case(w));
    !ours.is_empty()
        && ours.iter().all(|w| among(w, &theirs))
        && theirs.iter().all(|w| among(w, &ours))
}

/// The words of `text[range]` up to its first comma, semicolon or full stop, but articles and
/// "is" or "are"; `None` past [`MAX_WHILE_WORDS`] of them.
fn words_to_a_pause(text: &str, range: Range<usize>) -> Option<SmallVec<[&str; MAX_WHILE_WORDS]>> {
    let part = text.get(range).unwrap_or("");
    let part = part.split([',', ';', '.']).next().unwrap_or("");
    let mut words = SmallVec::new();
    for w in part
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty() && !is_one_of(w, &["the", "a", "an", "is", "are"]))
    {
        if words.len() == MAX_WHILE_WORDS {
            return None;
        }
        words.push(w);
    }
    Some(words)
}

/// The "without" condition at `condition` of `o` ("plan meals without pork") is restated by a
/// "-free" word of `r` naming the same thing ("pork-free meals"). Each clause is given with
/// the text its ranges point into.
pub(super) fn free_restates_without(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let without = original
        .get(condition.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("without") || w == "w/o");
    let Some(thing) = o.words.iter().find(|w| w.range.start >= condition.end) else {
        return false;
    };
    without
        && rewrite
            .get(r.range.clone())
            .unwrap_or("")
            .split(|c: char| !(c.is_ascii_alphabetic() || c == '-'))
            .filter_map(|w| w.strip_suffix("-free"))
            .any(|free_of| stems::stems_match(&stems::stem(free_of), &thing.stem))
}

/// The negation `neg` of `o` is a closing tag that insists on the rule ("..., no
/// approximations", "..., no exceptions") and `r` keeps the word of the rule that already
/// says it ("exact", "always", "every"...), as `o` has it: "Use the exact hex codes, no
/// approximations" = "Use the exact hex codes". Each clause is given with the text its ranges
/// point into.
pub(super) fn insisting_tag_dropped(
    (original, o): (&str, &Clause),
    neg: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let after_comma = original
        .get(..neg.start)
        .is_some_and(|b| b.trim_end().ends_with(','));
    let tag = original
        .get(neg.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("no"))
        && original.get(neg.end..o.range.end).is_some_and(|rest| {
            let mut words = rest
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| !w.is_empty());
            words.next().is_some_and(|w| {
                is_one_of(
                    w,
                    &[
                        "exceptions",
                        "exception",
                        "approximations",
                        "approximating",
                        "rounding",
                    ],
                )
            }) && words.next().is_none()
        });
    let absolute = [
        "exact",
        "exactly",
        "precise",
        "precisely",
        "always",
        "every",
        "all",
    ];
    after_comma && tag && has_word(original, o, &absolute) && has_word(rewrite, r, &absolute)
}

/// The closing "each time" at `condition` of `o` ("at least 20 minutes each time") is kept
/// as "each" before the same number in `r` ("each 20 minutes or longer"): the bound still
/// holds per occasion. Each clause is given with the text its ranges point into.
pub(super) fn each_time_kept_as_each(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let each_time = original
        .get(condition.clone())
        .is_some_and(|w| is_one_of(w, &["each time", "every time"]));
    each_time
        && r.numbers.iter().any(|m| {
            o.numbers.iter().any(|n| n.value == m.value)
                && rewrite
                    .get(..m.range.start)
                    .and_then(|b| b.split_whitespace().next_back())
                    .is_some_and(|b| is_one_of(b, &["each", "every"]))
        })
}

/// The exception at `condition` of `o` ("except for security patches", "other than hotfixes")
/// is said as "nothing but" in `r` ("merge nothing but security patches"): the word after
/// the exception is the first after `r`'s "but". Each clause is given with the text its
/// ranges point into.
pub(super) fn exception_said_as_nothing_but(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let exception = original.get(condition.clone()).is_some_and(|w| {
        is_one_of(
            w,
            &[
                "except",
                "except for",
                "other than",
                "besides",
                "apart from",
            ],
        )
    });
    let Some(excepted) = o.words.iter().find(|w| w.range.start >= condition.end) else {
        return false;
    };
    // Where "nothing but", "none but", "nobody but" ends in the rewrite's sentence.
    let mut words = clause_words(rewrite, r).peekable();
    let mut but_end = None;
    while let Some(w) = words.next() {
        if is_one_of(w, &["nothing", "none", "nobody", "noone"])
            && let Some(but) = words.next_if(|n| n.eq_ignore_ascii_case("but"))
        {
            but_end = Some(but.as_ptr() as usize - rewrite.as_ptr() as usize + but.len());
            break;
        }
    }
    exception
        && but_end.is_some_and(|end| {
            r.words
                .iter()
                .find(|w| w.range.start >= end)
                .is_some_and(|w| stems::stems_match(&w.stem, &excepted.stem))
        })
}

/// The ordering word "first" or "last" at `ordering` of `o` closes a phrase whose noun `r`
/// joins to it with a hyphen: "named with the date first" -> "date-first names". Each
/// clause is given with the text its ranges point into.
pub(super) fn ordering_became_compound(
    (original, o): (&str, &Clause),
    ordering: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(word) = original
        .get(ordering.clone())
        .filter(|w| is_one_of(w, &["first", "last"]))
    else {
        return false;
    };
    let Some(noun) = original
        .get(o.range.start..ordering.start)
        .and_then(|before| before.split_whitespace().next_back())
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|w| !w.is_empty())
    else {
        return false;
    };
    let sentence = rewrite.get(r.range.clone()).unwrap_or("");
    sentence.match_indices('-').any(|(at, _)| {
        let after = &sentence[at + 1..];
        let before = &sentence[..at];
        let compound_noun = before
            .rsplit(|c: char| !c.is_alphanumeric())
            .next()
            .unwrap_or("");
        opens_with_word(after, word) && compound_noun.eq_ignore_ascii_case(noun)
    })
}

/// The condition at `condition` of `o` says what a thing is ("if a test is flaky") and `r`
/// puts that quality before the thing instead ("quarantine flaky tests"), or the phrase after
/// it ([`condition_became_phrase_after`]): the condition became a modifier. Each clause is
/// given with the text its ranges point into.
pub(super) fn condition_became_modifier(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let mut after = o.words.iter().filter(|w| w.range.start >= condition.end);
    let (Some(thing), Some(quality)) = (after.next(), after.next()) else {
        return false;
    };
    let copula = original
        .get(thing.range.end..quality.range.start)
        .is_some_and(|gap| matches!(gap.trim(), "is" | "are" | "gets" | "get" | "becomes"));
    let quality_modifies_thing = copula
        && r.words.iter().any(|w| {
            stems::stems_match(&w.stem, &quality.stem)
                && w.modifies_next
                    .as_deref()
                    .is_some_and(|next| stems::stems_match(next, &thing.stem))
        });
    quality_modifies_thing
        || condition_words_kept(original, o, condition, r)
        || condition_became_phrase_after((original, o), condition, (rewrite, r))
}

/// Words that open a bound or a place a thing is in ("over $500", "from overseas", "older
/// than 30 days").
const OPENS_A_PHRASE_AFTER: &[&str] = &[
    "over", "under", "above", "below", "from", "in", "at", "on", "with", "within", "outside",
    "inside", "beyond", "more", "less", "fewer", "older", "younger", "longer", "shorter", "larger",
    "bigger", "smaller", "heavier", "lighter",
];

/// The positive condition ("if", "when") at `condition` of `o` says where a thing stands,
/// "\<thing> is/are \<phrase>" up to the comma that closes it, the phrase a bound or a place
/// ([`OPENS_A_PHRASE_AFTER`]), and `r` names the thing (in either number) with the same
/// phrase right after it: "If an order is over $500, send it to a manager" -> "Send orders
/// over $500 to a manager" (not "Send orders to a manager"). Each clause is given with the
/// text its ranges point into.
fn condition_became_phrase_after(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(comma) =
        closing_comma(original, o, condition).filter(|_| positive_condition(original, condition))
    else {
        return false;
    };
    let Some(clause) = original.get(condition.end..comma) else {
        return false;
    };
    // The copula, and the thing: the last word of `o` before it.
    let Some((copula, len)) = [" is ", " are "]
        .iter()
        .find_map(|c| clause.find(c).map(|k| (condition.end + k, c.len())))
    else {
        return false;
    };
    let Some(thing) = o
        .words
        .iter()
        .take_while(|w| w.range.end <= copula)
        .filter(|w| w.range.start >= condition.end)
        .last()
    else {
        return false;
    };
    let phrase = original[copula + len..comma].trim();
    let opens = phrase
        .split_whitespace()
        .next()
        .is_some_and(|w| is_one_of(w, OPENS_A_PHRASE_AFTER));
    opens
        && r.words.iter().any(|w| {
            stems::stems_match(&w.stem, &thing.stem)
                && rewrite
                    .get(w.range.end..r.range.end)
                    .is_some_and(|after| opens_with_word(after.trim_start(), phrase))
        })
}

/// The condition word at `condition` of `text` is a positive one ("if", "when",
/// "whenever"), not "unless", "without" or "even if".
fn positive_condition(text: &str, condition: &Range<usize>) -> bool {
    text.get(condition.clone())
        .is_some_and(|w| is_one_of(w, &["if", "when", "whenever"]))
        && !text
            .get(..condition.start)
            .is_some_and(|before| before.trim_end().to_ascii_lowercase().ends_with("even"))
}

/// Every content word of the positive condition ("if", "when") at `condition` of `o` (up to
/// the comma that ends it, at least two words) is in `r`, which names what the condition
/// named: "if a customer asks for a refund, forward the request" -> "forward refund requests
/// from customers". `original` is the text `o`'s ranges point into.
fn condition_words_kept(original: &str, o: &Clause, condition: &Range<usize>, r: &Clause) -> bool {
    if !positive_condition(original, condition) {
        return false;
    }
    let end = closing_comma(original, o, condition).unwrap_or(o.range.end);
    let mut words = o
        .words
        .iter()
        .filter(|w| w.range.start >= condition.end && w.range.end <= end)
        .peekable();
    let mut count = 0;
    words.peek().is_some()
        && words.all(|w| {
            count += 1;
            r.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
                || w.stem.as_str() == "writ" && r.words.iter().any(names_a_text)
        })
        && count >= 2
}

/// Nouns for what writing makes: "when writing to the board" -> "for board communications".
const TEXT_NOUNS: &[&str] = &[
    "text",
    "copy",
    "content",
    "communication",
    "communications",
    "comms",
    "message",
    "messages",
    "correspondence",
    "writing",
];

/// Word `w` is one of [`TEXT_NOUNS`], by its stem.
pub(super) fn names_a_text(w: &extract::Word) -> bool {
    TEXT_NOUNS.iter().any(|t| stems::stem(t) == w.stem)
}

/// Where the comma closing the condition at `condition` of `o` is (the first after it in its
/// sentence), as a byte offset into `original`, the text `o`'s ranges point into.
fn closing_comma(original: &str, o: &Clause, condition: &Range<usize>) -> Option<usize> {
    original
        .get(condition.end..o.range.end)
        .and_then(|rest| rest.find(','))
        .map(|k| condition.end + k)
}

/// The sentence `c` (a range into `text`) is an item of a list: its line opens with "-",
/// "*", "•" or a number and a dot or parenthesis.
pub(super) fn list_item(text: &str, c: &Clause) -> bool {
    let line_start = text
        .get(..c.range.start)
        .and_then(|b| b.rfind('\n'))
        .map_or(0, |k| k + 1);
    text.get(line_start..c.range.end).is_some_and(|line| {
        let line = line.trim_start();
        line.starts_with(['-', '*', '•'])
            || line
                .trim_start_matches(|ch: char| ch.is_ascii_digit())
                .starts_with(['.', ')'])
                && line.starts_with(|ch: char| ch.is_ascii_digit())
    })
}

/// The list item `c` (a range into `text`) hangs under a lead line ending in a colon
/// ("Every invoice needs:") that holds a word of `o`: the items restate the rule's objects.
/// Not an item under no lead, or a lead about something else.
pub(super) fn item_under_a_lead(text: &str, c: &Clause, o: &Clause) -> bool {
    if !list_item(text, c) {
        return false;
    }
    let before = text.get(..c.range.start).unwrap_or("");
    // The lines above the item, nearest first: other items, then the lead.
    let lead = before
        .lines()
        .rev()
        .skip(usize::from(!before.ends_with('\n')))
        .map(str::trim)
        .find(|line| !(line.starts_with(['-', '*', '•']) || line.is_empty()));
    lead.is_some_and(|lead| {
        lead.ends_with(':')
            && lead
                .split(|ch: char| !ch.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .any(|w| {
                    let w = stems::stem(&w.to_ascii_lowercase());
                    o.words.iter().any(|x| stems::stems_match(&x.stem, &w))
                })
    })
}

/// The condition at `condition` of `o` only names what the rule is about, and `r` labels it:
/// "When you book rentals for me, they need to be near the station" -> "Rentals: near
/// station". The condition is "when"/"whenever"/"if" "you" and a verb of choosing or getting
/// a thing ("book", "buy", "pick"...), the rule after its comma opens with a pronoun for that
/// thing ("they", "it"), and the first content word after the verb labels `r`. Not "If a
/// customer cancels, they get a refund" (no choosing) nor "If you cancel a booking, it must
/// be refunded" (cancelling is no choosing). `original` is the text `o`'s ranges point into.
pub(super) fn condition_of_choosing_became_label(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    r: &Clause,
) -> bool {
    if r.label_words.is_empty() {
        return false; // most rewrites end here
    }
    let opener = original
        .get(condition.clone())
        .is_some_and(|w| is_one_of(w, &["when", "whenever", "if"]));
    let Some(comma) = closing_comma(original, o, condition) else {
        return false;
    };
    let mut lead = original
        .get(condition.end..comma)
        .unwrap_or("")
        .split_whitespace();
    let choosing = |verb: &str| {
        is_one_of(
            verb,
            &[
                "book",
                "buy",
                "order",
                "pick",
                "choose",
                "select",
                "rent",
                "hire",
                "reserve",
                "suggest",
                "recommend",
                "find",
                "get",
                "propose",
                "shortlist",
            ],
        )
    };
    let chooses = lead.next().is_some_and(|w| w.eq_ignore_ascii_case("you"))
        && lead.next().is_some_and(choosing);
    let pronoun_subject = original
        .get(comma + 1..o.range.end)
        .and_then(|rule| rule.split_whitespace().next())
        .is_some_and(|w| is_one_of(w, &["they", "it", "these", "those", "each"]));
    // The thing chosen: the first content word after the verb, inside the condition.
    let thing = o.words.iter().find(|w| {
        w.range.start > condition.end
            && w.range.end <= comma
            && !original
                .get(w.range.clone())
                .is_some_and(|t| t.eq_ignore_ascii_case("you") || choosing(t))
    });
    opener
        && chooses
        && pronoun_subject
        && thing.is_some_and(|t| r.label_words.iter().any(|l| stems::stems_match(l, &t.stem)))
}

/// The condition at `condition` of `o` leads an arrow in `r` instead: "if the patient develops
/// a rash, stop the infusion" -> "Rash → stop the infusion", "after receiving a 429, back off"
/// -> "on 429 → back off" (a word or number of the condition, up to its comma, stands before
/// an arrow: `→`, `⇒` or `->`). Each clause is given with the text its ranges point into.
pub(super) fn condition_became_arrow_lead(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    rewrite
        .get(r.range.clone())
        .and_then(|t| ["→", "⇒", "->"].iter().filter_map(|a| t.find(a)).min())
        .is_some_and(|at| {
            condition_items_named(
                (original, o),
                condition,
                r,
                r.range.start..r.range.start + at,
            )
            .named
                > 0
        })
}

/// The rewrite's new condition at `arrow` is an arrow ("->") after a topic the original names:
/// "Invoices over $500 have to be approved by finance" -> "Invoices >$500 -> finance approval
/// (required)", "Escalate outages to the lead" -> "Outages -> escalate to the lead". Every
/// content word before the arrow is a word of `o`, and the last is no verb ("Deploy -> tag
/// the release" makes an order of two steps). `o` and `r` are given with the text their ranges
/// point into.
pub(super) fn arrow_after_a_named_topic(
    (original, o): (&str, &Clause),
    arrow: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let is_arrow = rewrite.get(arrow.clone()) == Some(">")
        && rewrite.get(..arrow.start).is_some_and(|b| b.ends_with('-'));
    // The lead is the part of the sentence the arrow closes: after the last ";", ":" or ","
    // before it ("...; front page -> night editor sign-off").
    // (The whole sentence before it when that part holds no content word: "lots -> MES".)
    let part_start = rewrite
        .get(r.range.start.min(arrow.start)..arrow.start)
        .and_then(|b| b.rfind([';', ':', ',']))
        .map_or(r.range.start, |k| r.range.start + k + 1);
    let part_start = if r
        .words
        .iter()
        .any(|w| w.range.start >= part_start && w.range.end <= arrow.start)
    {
        part_start
    } else {
        r.range.start
    };
    let lead = || {
        r.words
            .iter()
            .skip_while(move |w| w.range.start < part_start)
            .take_while(|w| w.range.end <= arrow.start)
    };
    // The lead's last word is its head: a noun ("expense claims"), not a verb ("deploy");
    // a word that may be either is a noun where the original gives it a determiner ("the
    // front page", "send the draft").
    let head_is_verb = |w: &extract::Word| {
        let word = rewrite
            .get(w.range.clone())
            .unwrap_or("")
            .to_ascii_lowercase();
        lexicon::classes(&word) & lexicon::BASE_VERB != 0
            && !o.words.iter().any(|x| {
                stems::stems_match(&x.stem, &w.stem) && after_a_determiner(original, &x.range)
            })
    };
    is_arrow
        && lead().last().is_some_and(|head| !head_is_verb(head))
        && lead().all(|w| o.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem)))
}

/// The word at `word` of `text` follows a determiner, at most one word between ("the front
/// page", "the draft", "each new hire").
fn after_a_determiner(text: &str, word: &Range<usize>) -> bool {
    scope::one_of_two_words_before(
        text,
        word.start,
        &[
            "the", "a", "an", "this", "that", "each", "every", "any", "your", "our", "their",
            "its", "all",
        ],
    )
}

/// The condition at `condition` of `o` became the lead phrase of the rewrite: a short phrase
/// before a colon opening `r` ("If a customer disputes a charge, freeze ..." -> "On a disputed
/// charge: freeze ...", "If a build takes longer than 30 minutes, ..." -> "Builds over 30 min:
/// ..."), or a question right before `r` ("... if the item arrives damaged" -> "Damaged on
/// arrival? Refund ..."). The lead names enough of the condition
/// ([`ConditionNamed::restates`]): a topic alone ("Builds: cancel ...") does not restate "if a
/// build fails". `o` and `r` are
/// given with the text their ranges point into; `after` holds every sentence of the rewrite.
pub(super) fn condition_became_lead_phrase(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
    after: &Facts,
) -> bool {
    let named = |c: &Clause, end: usize| {
        condition_items_named((original, o), condition, c, c.range.start..end).restates()
    };
    let colon = lead_colon(rewrite, r);
    let question = after
        .clauses
        .iter()
        .take_while(|c| c.range.end <= r.range.start)
        .last()
        .filter(|q| {
            rewrite
                .get(q.range.clone())
                .is_some_and(|t| t.trim_end().ends_with('?'))
        });
    colon.is_some_and(|at| named(r, at)) || question.is_some_and(|q| named(q, q.range.end))
}

/// The event condition at `condition` of `o` ("as soon as they arrive", "when a job fails")
/// became a phrase of `r` opened by "on" or "upon" ("on arrival", "on job failure"), which
/// names enough of it ([`ConditionNamed::restates`]). Each clause is given with the text its
/// ranges point into.
pub(super) fn condition_became_on_phrase(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    let event = original.get(condition.clone()).is_some_and(|w| {
        is_one_of(
            w,
            &[
                "if",
                "when",
                "whenever",
                "once",
                "after",
                "upon",
                "as soon as",
            ],
        )
    });
    let Some(text) = rewrite.get(r.range.clone()).filter(|_| event) else {
        return false;
    };
    // Where the first "on" or "upon" of the rewrite's sentence ends.
    let mut at = 0;
    let on = text.split_whitespace().find_map(|w| {
        let start = at + text[at..].find(w)?;
        at = start + w.len();
        is_one_of(w, &["on", "upon"]).then_some(r.range.start + at)
    });
    on.is_some_and(|from| {
        condition_items_named((original, o), condition, r, from..r.range.end).restates()
    })
}

/// `o`, with no negation, orders a thing passed on to someone ("refer kids under 12 to the
/// pharmacist", "escalate outages to the duty lead") and `r`, with none either, says it with
/// an arrow before the one it goes to ("under-12s → pharmacist", corpus30b): the routing said
/// by its sign. What goes is compared as any rule's words are; another receiver is not this
/// (not "under-12s → GP"). Each clause is given with the text its ranges point into.
pub(super) fn routing_said_by_an_arrow(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(text) = rewrite.get(r.range.clone()) else {
        return false;
    };
    // (A screen first: few rewrites hold an arrow.)
    let Some(after_arrow) = ["→", "->", "=>"]
        .iter()
        .find_map(|arrow| text.split_once(arrow).map(|(_, after)| after))
    else {
        return false;
    };
    if o.negation.is_some() || r.negation.is_some() {
        return false;
    }
    const ROUTING: &[&str] = &[
        "refer", "send", "forward", "route", "escalate", "redirect", "direct", "transfer", "pass",
    ];
    const DETERMINERS: &[&str] = &["the", "a", "an", "our", "your", "their", "any"];
    let words: Vec<&str> = clause_words(original, o).collect();
    let Some(verb) = words.iter().position(|w| is_one_of(w, ROUTING)) else {
        return false;
    };
    let Some(to) = words[verb + 1..]
        .iter()
        .position(|w| w.eq_ignore_ascii_case("to"))
        .map(|k| verb + 1 + k)
    else {
        return false;
    };
    let receiver = words[to + 1..].iter().find(|w| !is_one_of(w, DETERMINERS));
    let named = after_arrow
        .split(|c: char| !c.is_ascii_alphabetic())
        .find(|w| !w.is_empty() && !is_one_of(w, DETERMINERS));
    receiver.zip(named).is_some_and(|(a, b)| {
        stems::stems_match(
            &stems::stem(&a.to_ascii_lowercase()),
            &stems::stem(&b.to_ascii_lowercase()),
        )
    })
}

/// The condition at `condition` of `o` is a "when" or "while" before the one acting and the
/// verb of the occasion ("when you are closing", "while we're opening up") and the rewrite's
/// sentence `r` opens with "At" or "On" and that verb as a noun, set off by a colon or a
/// comma ("At close: lock the transmitter room", corpus30b): the occasion said as a lead (not
/// "At open:" for "when you are closing", nor "Before close:", another time). Each clause is
/// given with the text its ranges point into; the rewrite's line is read from its start (the
/// lead may stand before the sentence).
pub(super) fn condition_said_at_its_event(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    if !original
        .get(condition.clone())
        .is_some_and(|w| is_one_of(w, &["when", "while", "whenever"]))
    {
        return false;
    }
    // The occasion's verb: the first word after the marker past the one acting and an
    // auxiliary ("you are", "we're").
    let Some(verb) = original
        .get(condition.end..o.range.end)
        .unwrap_or("")
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_ascii_alphabetic() && c != '\''))
        .find(|w| {
            !w.is_empty()
                && !is_one_of(
                    w,
                    &[
                        "you", "we", "they", "i", "he", "she", "are", "is", "am", "were", "was",
                        "you're", "we're", "they're", "i'm", "he's", "she's",
                    ],
                )
        })
        .filter(|w| w.len() > 4 && w.to_ascii_lowercase().ends_with("ing"))
    else {
        return false;
    };
    let line_start = rewrite
        .get(..r.range.start)
        .and_then(|before| before.rfind('\n').map(|k| k + 1))
        .unwrap_or(0);
    let mut lead = rewrite
        .get(line_start..r.range.end)
        .unwrap_or("")
        .split_whitespace();
    let (Some(at), Some(event)) = (lead.next(), lead.next()) else {
        return false;
    };
    let noun = event.trim_end_matches([':', ',']);
    is_one_of(
        at.trim_start_matches(|c: char| !c.is_ascii_alphabetic()),
        &["at", "on"],
    ) && noun.len() < event.len()
        && stems::stems_match(
            &stems::stem(&noun.to_ascii_lowercase()),
            &stems::stem(&verb.to_ascii_lowercase()),
        )
}

/// The rewrite's ordering at `ordering` ("After two failed tool calls, ...", "... once the
/// crash rate stays under 0.5%") restates a condition of `o` ("If a tool call fails twice,
/// ..."): its phrase, up to the comma that
/// closes it, names enough of that condition ([`ConditionNamed::restates`]). Each clause is
/// given with the text its ranges point into.
pub(super) fn ordering_restates_condition(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
    ordering: &Range<usize>,
) -> bool {
    let after = rewrite
        .get(ordering.clone())
        .is_some_and(|w| is_one_of(w, &["after", "once", "upon", "on"]));
    let end = closing_comma(rewrite, r, ordering).unwrap_or(r.range.end);
    after
        && o.conditions.iter().any(|(g, condition)| {
            *g == CondGroup::Condition
                && original
                    .get(condition.clone())
                    .is_some_and(|w| is_one_of(w, &["if", "when", "whenever", "once"]))
                && condition_items_named((original, o), condition, r, ordering.end..end).restates()
        })
}

/// Where the lead phrase of sentence `r` ends (its ranges into `text`): a colon followed by
/// a space (not "18:00") after at most six words ("Anything filed this year: 2024 tax
/// tables", "On a disputed charge: freeze ..."), as a byte offset into `text`.
fn lead_colon(text: &str, r: &Clause) -> Option<usize> {
    let t = text.get(r.range.clone())?;
    let at = t.find(": ")?;
    (t[..at].split_whitespace().count() <= 6).then_some(r.range.start + at)
}

/// The event condition at `condition` of `o` became the subject of `r`'s active verb: "Your
/// account will be locked after five failed logins" -> "Five failed logins will lock your
/// account". `o`'s verb is a passive participle before the condition ("be locked", "are
/// suspended"), `r` names it after the condition's words, which name enough of the condition
/// ([`ConditionNamed::restates`]) and open the sentence. `original` is the text `o`'s ranges
/// point into.
pub(super) fn condition_became_subject(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    r: &Clause,
) -> bool {
    let event = original
        .get(condition.clone())
        .is_some_and(|w| is_one_of(w, &["after", "when", "once", "if"]));
    // The passive participle: the last content word before the condition, after "be", "is",
    // "are", "been", "get" or "gets".
    let participle = o
        .words
        .iter()
        .take_while(|w| w.range.end <= condition.start)
        .last()
        .filter(|w| {
            original
                .get(..w.range.start)
                .and_then(|b| b.split_whitespace().next_back())
                .is_some_and(|aux| {
                    is_one_of(aux, &["be", "is", "are", "been", "get", "gets", "got"])
                })
        });
    let Some(participle) = participle.filter(|_| event) else {
        return false;
    };
    let Some(verb) = r
        .words
        .iter()
        .find(|w| stems::stems_match(&w.stem, &participle.stem))
    else {
        return false;
    };
    // The condition's words open the rewrite: no word of it before them names the rest of `o`.
    let opens = r.words.first().is_some_and(|first| {
        first.range.start < verb.range.start
            && !o
                .words
                .iter()
                .filter(|w| w.range.end <= condition.start)
                .any(|w| stems::stems_match(&w.stem, &first.stem))
    });
    opens
        && condition_items_named((original, o), condition, r, r.range.start..verb.range.start)
            .restates()
}

/// What a sentence of the rewrite names of a condition's content words and numbers
/// ([`condition_items_named`]).
#[derive(Clone, Copy)]
struct ConditionNamed {
    /// How many of them it names.
    named: usize,
    /// How many the condition has.
    all: usize,
    /// It names every one past the first two: past the subject and verb ("a customer
    /// disputes", said "a disputed ..."), the object and qualifiers that tell the case apart
    /// ("if the box arrives *wet*", "if a customer reports a *broken link*").
    rest: bool,
}

impl ConditionNamed {
    /// Enough is named to restate the condition: two items or more (all of a shorter one),
    /// and every one past the first two, not its topic alone ("Customers:" for "if a
    /// customer cancels"). A condition naming nothing ("after that") is restated by no words.
    fn restates(self) -> bool {
        self.all > 0 && self.rest && self.named >= self.all.min(2)
    }
}

/// The most content words and numbers a condition restated in other words may have.
const MAX_CONDITION_ITEMS: usize = 12;

/// What `c` names in the bytes `within` of its text of the content words and numbers of the
/// condition at `condition` of `o` (up to the comma that closes it), in text order: a word by
/// its stem (also among the words of its label, when `within` opens it), a number by its
/// value. `original` is the text `o`'s ranges point into.
fn condition_items_named(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    c: &Clause,
    within: Range<usize>,
) -> ConditionNamed {
    let stop = closing_comma(original, o, condition).unwrap_or(o.range.end);
    let inside = |range: &Range<usize>| range.start >= condition.end && range.end <= stop;
    let there = |range: &Range<usize>| range.start >= within.start && range.end <= within.end;
    let label = within.start <= c.range.start;
    let words = o.words.iter().filter(|w| inside(&w.range)).map(|w| {
        let same = |x: &stems::Stem| stems::stems_match(x, &w.stem);
        // "When you reference code" -> "Code refs:": a label word may clip the word.
        let clipped = |l: &stems::Stem| {
            original
                .get(w.range.clone())
                .is_some_and(|whole| stems::clips(whole, l))
        };
        let named = label && c.label_words.iter().any(|l| same(l) || clipped(l))
            || c.words.iter().any(|x| there(&x.range) && same(&x.stem));
        (w.range.start, named)
    });
    let numbers = o.numbers.iter().filter(|n| inside(&n.range)).map(|n| {
        let named = c
            .numbers
            .iter()
            .any(|x| there(&x.range) && x.value == n.value);
        (n.range.start, named)
    });
    // A condition names a few things: a longer stretch is no case a lead phrase restates,
    // and each item is looked for in the whole sentence `c` (a bounded number of passes).
    let mut items: Inline8<(usize, bool)> =
        words.chain(numbers).take(MAX_CONDITION_ITEMS + 1).collect();
    if items.len() > MAX_CONDITION_ITEMS {
        return ConditionNamed {
            named: 0,
            all: items.len(),
            rest: false,
        };
    }
    items.sort_unstable_by_key(|&(start, _)| start);
    ConditionNamed {
        named: items.iter().filter(|&&(_, named)| named).count(),
        all: items.len(),
        rest: items.iter().skip(2).all(|&(_, named)| named),
    }
}

/// The condition at `condition` of `o` names words (up to the next condition, the comma that
/// closes it, or the end of its sentence), and no word of them is `kept` in the rewrite (one
/// flag per word of `o`): "unless it's a hotfix" is gone when no "hotfix" is left.
/// `original` is the text `o`'s ranges point into.
pub(super) fn condition_words_gone(
    original: &str,
    o: &Clause,
    condition: &Range<usize>,
    kept: &[bool],
) -> bool {
    let end = condition_end(original, o, condition);
    let mut named = o
        .words
        .iter()
        .zip(kept)
        .filter(|(w, _)| w.range.start >= condition.end && w.range.end <= end)
        .peekable();
    named.peek().is_some() && named.all(|(_, &kept)| !kept)
}

/// The condition at `had` of `o` was replaced by the condition at `has` of `r`, a case that
/// shares no word with it: each condition names content words (up to the comma that closes
/// it, or its sentence's end), none of the original's is said anywhere in the rewrite and none
/// of the rewrite's anywhere in the original: "If the alarm sounds, lock the gate" -> "Lock the
/// gate when you leave" holds the rule in another case. ("If the tank runs low, refill it" ->
/// "Refill the tank when it runs low" keeps its words.) Each clause is given with the text its
/// ranges point into.
pub(super) fn condition_replaced(
    (original, o, had): (&str, &Clause, &Range<usize>),
    (rewrite, r, has): (&str, &Clause, &Range<usize>),
) -> bool {
    fn named<'t>(text: &'t str, c: &Clause, at: &Range<usize>) -> Vec<super::words::Word<'t>> {
        words(text, at.end..condition_end(text, c, at))
    }
    let (before, after) = (named(original, o, had), named(rewrite, r, has));
    content_count(&before) > 0
        && content_count(&after) > 0
        && shared(&before, &all_words(rewrite)) == 0
        && shared(&after, &all_words(original)) == 0
}

/// Where the condition at `condition` of `o` ends: at the next condition, the comma that
/// closes it, or the end of its sentence. `original` is the text `o`'s ranges point into.
fn condition_end(original: &str, o: &Clause, condition: &Range<usize>) -> usize {
    let comma = closing_comma(original, o, condition);
    o.conditions
        .iter()
        .map(|(_, c)| c.start)
        .filter(|&start| start >= condition.end)
        .chain(comma)
        .min()
        .unwrap_or(o.range.end)
}

/// The condition at `condition` of `o` ("when", "whenever", "if" or "once") says where a
/// measured level stands ("when the battery drops below fifteen percent", "if the pressure
/// is over 5 bar") and `r` states the same bound on the thing ("recharge below 15% battery"):
/// every word of the condition is `kept` in the rewrite (one flag per word of `o`) but the
/// verb of the level right before its bound ([`moves_or_holds_a_level`]), and `r` has a
/// compared number of the same value and side. "when the tank holds more than 50 litres" is
/// no level of the tank. `original` is the text `o`'s ranges point into.
pub(super) fn condition_restated_as_bound(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    r: &Clause,
    kept: &[bool],
) -> bool {
    if !original.get(condition.clone()).is_some_and(|w| {
        is_one_of(
            w,
            &[
                "when",
                "whenever",
                "if",
                "once",
                "as long as",
                "so long as",
                "provided",
            ],
        )
    }) {
        return false;
    }
    let end = condition_end(original, o, condition);
    let Some(bound) = o
        .numbers
        .iter()
        .find(|n| n.compared && n.range.start >= condition.end && n.range.end <= end && !n.turned)
    else {
        return false;
    };
    let restated = r.numbers.iter().any(|n| {
        n.compared && !n.turned && n.value == bound.value && n.direction == bound.direction
    });
    // The verb is the last word before the bound; any other word of the condition is kept.
    let before_bound = o
        .words
        .iter()
        .zip(kept)
        .filter(|(w, _)| w.range.start >= condition.end && w.range.end <= bound.range.start);
    let verb = before_bound.clone().next_back().map(|(w, _)| w.range.start);
    restated
        && before_bound.clone().all(|(w, &kept)| {
            kept || Some(w.range.start) == verb
                && original
                    .get(w.range.clone())
                    .is_some_and(moves_or_holds_a_level)
        })
        && words_after_a_bound_kept(o, kept, bound.range.end..end)
}

/// Every content word of `o` in `range` (after a bound, to its condition's end) is `kept` (one
/// flag per word of `o`), but a last head noun whose modifier before it is ("within 5 days of
/// the best-before date" -> "within 5 days of best-before").
fn words_after_a_bound_kept(o: &Clause, kept: &[bool], range: Range<usize>) -> bool {
    let (mut before_last, mut last) = (None, None);
    for (_, &k) in o
        .words
        .iter()
        .zip(kept)
        .filter(|(w, _)| w.range.start >= range.start && w.range.end <= range.end)
    {
        // Only the last word may have gone.
        if last == Some(false) {
            return false;
        }
        (before_last, last) = (last, Some(k));
    }
    last.is_none_or(|l| l || before_last == Some(true))
}

/// `word` is a verb saying where a measured level moves or stands ("drops", "rises", "is",
/// "stays", "reaches"), as a condition on the level says it: "when the battery drops below
/// 15%".
fn moves_or_holds_a_level(word: &str) -> bool {
    is_one_of(
        word,
        &[
            "drops", "drop", "falls", "fall", "dips", "dip", "sinks", "sink", "rises", "rise",
            "climbs", "climb", "goes", "go", "gets", "get", "reaches", "reach", "hits", "hit",
            "is", "are", "stays", "stay", "remains", "remain", "reads", "read",
        ],
    )
}

/// `o` bans "the same" thing (a "same" after its negation) and `r`, with no negation, asks
/// for a "different" or "separate" one: "do not store backups in the same region as
/// production" = "backups must live in a different region from production". Each clause is
/// given with the text its ranges point into.
pub(super) fn different_restates_not_same(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    r.negation.is_none()
        && o.negation.as_ref().is_some_and(|n| {
            original.get(n.end..o.range.end).is_some_and(|rest| {
                rest.split(|c: char| !c.is_ascii_alphabetic())
                    .any(|w| w.eq_ignore_ascii_case("same"))
            })
        })
        && has_word(rewrite, r, &["different", "separate", "another"])
}

/// The rule's action said of the one who receives it, in the present with "get": "Send the
/// weekly report to the CFO" = "The CFO gets the weekly report", "Reply in German to
/// German-speaking customers" = "German-speaking customers get replies in German". Neither
/// side is negated, and `r` names nothing `o` does not, while keeping all of `o`'s words but
/// one (its verb, usually). `rewrite` is the text `r`'s ranges point into.
pub(super) fn recipient_gets_restatement(o: &Clause, (rewrite, r): (&str, &Clause)) -> bool {
    o.negation.is_none()
        && r.negation.is_none()
        && !r.past
        && !o.words.is_empty()
        && has_word(rewrite, r, &["get", "gets"])
        && kept_words(o, r) + 1 >= o.words.len()
        && r.words.iter().all(|w| {
            let word = rewrite.get(w.range.clone()).unwrap_or("");
            is_one_of(word, &["get", "gets"])
                || o.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
        })
}

/// A ban restated as the state it keeps, with "stay" or "remain": "Do not disable TLS
/// verification" = "TLS verification stays on", "Don't translate product names" = "Product
/// names stay untranslated", "Customer data must not leave the EU" = "Customer data stays in
/// the EU". The banned verb (the first word after `o`'s negation) has its kept state in `r`
/// ([`kept_state`]) or an "un-" form of it ([`negates_verb`]); `r` has no negation, names
/// nothing else `o` does not, and keeps `o`'s conditions ("Don't open the east wing until
/// the inspection" = "East wing stays closed until the inspection is done"). Each clause is given with the text its ranges point into.
pub(super) fn kept_state_restatement(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let stays = ["stay", "stays", "remain", "remains"];
    // The cheap tests first: most pairs have no such rewrite.
    let Some(negation) = o.negation.as_ref().filter(|_| r.negation.is_none()) else {
        return false;
    };
    if !has_word(rewrite, r, &stays) {
        return false;
    }
    // The verb as written: "leave" names no scope, so it is no content word of `o`.
    let Some(verb) = original
        .get(negation.end..o.range.end)
        .and_then(|rest| {
            rest.split(|c: char| !c.is_ascii_alphabetic())
                .find(|w| !w.is_empty())
        })
        .map(stems::stem)
    else {
        return false;
    };
    let states = kept_state(&verb).unwrap_or(&[]);
    let says_the_state = |w: &str| negates_verb(w, &verb) || is_one_of(w, states);
    // The ban's conditions kept, no time or number added: "don't close it until QA
    // confirms" is not "it stays open", nor "it stays open until Friday".
    let conditions_kept = o
        .conditions
        .iter()
        .all(|(group, _)| r.conditions.iter().any(|(g, _)| g == group))
        && r.dates.len() <= o.dates.len()
        && r.numbers.len() <= o.numbers.len();
    conditions_kept
        && clause_words(rewrite, r).any(says_the_state)
        && r.words.iter().all(|w| {
            says_the_state(rewrite.get(w.range.clone()).unwrap_or(""))
                || o.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
        })
}

/// The most opening words [`clipped_verb_restatement`] compares.
const CLIPPED_VERB_OPENING: usize = 3;

/// `r` opens as the order or ban `o` opens, its verb clipped ([`stems::clips`]) and the word
/// after it kept: "Never reschedule a filling ..." -> "Never resched. a filling ...",
/// "Reconcile the ledger ..." -> "Reconc. the ledger ...". The verb is among the first
/// [`CLIPPED_VERB_OPENING`] words, at or after the order's strong word. Each clause is given
/// with the text its ranges point into.
pub(super) fn clipped_verb_restatement(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(strong) = o.strong.as_ref() else {
        return false;
    };
    let mut ours = opening_words(original, &o.range);
    let mut theirs = opening_words(rewrite, &r.range).map(|(_, w)| w);
    for _ in 0..CLIPPED_VERB_OPENING {
        let (Some((at, verb)), Some(clipped)) = (ours.next(), theirs.next()) else {
            return false;
        };
        if verb.eq_ignore_ascii_case(clipped) {
            continue;
        }
        return at >= strong.start
            && stems::clips(verb, clipped)
            && ours
                .next()
                .zip(theirs.next())
                .is_some_and(|((_, a), b)| a.eq_ignore_ascii_case(b));
    }
    false
}

/// The words of `text[range]` (letters, digits and apostrophes) with their byte offsets.
fn opening_words<'t>(
    text: &'t str,
    range: &Range<usize>,
) -> impl Iterator<Item = (usize, &'t str)> {
    text.get(range.clone())
        .unwrap_or("")
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .map(move |w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
}

/// A telegraphic line, labelled ("Agenda: 4 items.", "Manuscript: British spelling
/// everywhere.") or a list item ("- Bullets for lists"), that keeps every number and date of a
/// binding sentence and its negation (or says it with an "un-" participle) restates it, even
/// though it reads as a mention: when it keeps a number or a date, or all of the rule's words
/// but one (its verb, usually), counting the label's. A past line ("Database: deleted")
/// reports rather than restates. Each clause is given with the text its ranges point into.
pub(super) fn is_telegraphic_restatement(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    if is_universal_restatement(o, r) {
        return true;
    }
    // "Schema: don't edit it" -> "schema unedited": the participle negates the verb.
    let same_negation = o.negation.is_some() == r.negation.is_some()
        || o.negation
            .as_ref()
            .is_some_and(|n| negated_participle_restates_negation((original, o), n, (rewrite, r)));
    let labelled =
        (!r.label_words.is_empty() || is_list_item(rewrite, r) || lead_colon(rewrite, r).is_some())
            && keeps_numbers_and_dates((original, o), r)
            && same_negation;
    let kept = kept_words(o, r);
    // "Database: deleted" reports; "NDA signed before the demo" orders a step, "Admin
    // password: never shared via chat" keeps a ban; a past form the rule has too ("the
    // shared drive") reports nothing.
    let never = || {
        r.negation
            .as_ref()
            .and_then(|n| rewrite.get(n.clone()))
            .is_some_and(|n| n.eq_ignore_ascii_case("never"))
    };
    let reports = r.past && !o.past && r.conditions.is_empty() && !never();
    // Most of the rule's words: all but one (its verb, usually), or three in five of a longer
    // rule ("Code reviews must be done by someone outside the author's team" -> "Reviews: by
    // someone outside the author's team").
    let most_words = keeps_most_words(o, kept);
    // "Be friendly." -> "- Friendly tone": a rule of one content word, kept.
    let every_word = kept >= 1 && kept == o.words.len();
    labelled
        && !ends_what_was_ordered((original, o), (rewrite, r))
        && (!o.numbers.is_empty()
            || !o.dates.is_empty()
            || !reports && (kept >= 2 && most_words || every_word))
}

/// The rewrite `r` says the act the unnegated rule `o` orders was ended or left out ("Don't
/// forget the ID checks on Friday" -> "Friday: ID check dropped", "... skipped"), with a word
/// of ending the rule does not have: no restatement, whatever it keeps.
fn ends_what_was_ordered((original, o): (&str, &Clause), (rewrite, r): (&str, &Clause)) -> bool {
    let ending = |w: &str| {
        lexicon::is_ending_verb_any_case(w)
            || is_one_of(
                w,
                &[
                    "skipped",
                    "omitted",
                    "forgotten",
                    "waived",
                    "suspended",
                    "paused",
                ],
            )
    };
    o.negation.is_none()
        && clause_words(rewrite, r).any(ending)
        && !clause_words(original, o).any(ending)
}

/// `r` keeps every number of `o` (the same value, the same quantity in another unit, "2
/// weeks" as "14 days", or the same span of time read as a date, "up to 48 hours before" as
/// "until 48h before"), a bound a negation made as a bound ("No fires within 100 m of the hut"
/// is not "Fires and the hut (100 m)"), and every date. `original` is the text `o`'s ranges
/// point into.
fn keeps_numbers_and_dates((original, o): (&str, &Clause), r: &Clause) -> bool {
    o.numbers.iter().all(|n| {
        r.numbers
            .iter()
            .any(|m| (m.value == n.value || same_quantity(n, m)) && (m.compared || !n.turned))
            || r.dates.iter().any(|d| same_duration((original, n), d))
    }) && o
        .dates
        .iter()
        .all(|d| r.dates.iter().any(|e| e.same_time(d)))
}

/// A rule restated as what happens, in the present: "Archive tickets older than 90 days" =
/// "Tickets older than 90 days get archived", "Messages to the customer must be reviewed by a
/// human before sending" = "A human reviews every customer message before it is sent". The
/// rewrite keeps every number and date of the rule, its negation, and most of its words (as
/// [`is_telegraphic_restatement`] counts them) and what a count is "per", reads in the present (a participle only after
/// "is", "are", "get" or "stay": a passive, not a report: "the database was backed up
/// nightly", "user mentioned ...") and names no attitude or talk the rule does not ("user
/// prefers ...", "we discussed ..."). The caller has checked it adds no hedge; conditions,
/// bounds and scope are compared after it as for any rule. Each clause is given with the text
/// its ranges point into.
pub(super) fn present_restatement(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let kept = kept_words(o, r) + usize::from(phrasal_verb_as_noun((original, o), (rewrite, r)));
    let most_words = keeps_most_words(o, kept);
    if kept < 2 || !most_words || o.negation.is_some() != r.negation.is_some() {
        return false;
    }
    if !keeps_numbers_and_dates((original, o), r) {
        return false;
    }
    // "One PR per feature" -> "Bundle features into one PR": what the count is per, lost.
    if has_word(original, o, &["per"])
        && !has_word(rewrite, r, &["per", "each", "every", "a", "an"])
        && !rewrite
            .get(r.range.clone())
            .is_some_and(|t| t.contains('/'))
    {
        return false;
    }
    let stem_of = |w: &str| stems::stem(&w.to_ascii_lowercase());
    let in_original = |stem: &stems::Stem| {
        clause_words(original, o).any(|x| stems::stems_match(&stem_of(x), stem))
    };
    let says_more = clause_words(rewrite, r).map(stem_of).any(|stem| {
        ATTITUDE_STEMS.iter().any(|a| stems::stems_match(&stem, a)) && !in_original(&stem)
    });
    let mut participles = passive_participles(original, o);
    participles.extend(participles_of_the_rules_verbs((original, o), (rewrite, r)));
    !says_more && reads_present(rewrite, r, &participles)
}

/// The past-looking words of the rewrite's sentence `r` that say a word of the unnegated rule
/// `o` as its participle: "Lock the side gate at five" -> "Side gate locked 5" ("locked"),
/// "oil the axles Tuesdays" -> "axles oiled Tue" ("oiled"). A note-form rewrite says the
/// ordered act done to its object, with no "is" before it, and when or how much. Not a
/// participle with an agent ("fed only by Ray": who does it, which the rule may give another;
/// "locked by 5" is a deadline), nor of a ban ("Don't share the login" -> "No shared login",
/// the negation moved onto the thing; pol70c).
fn participles_of_the_rules_verbs<'t>(
    (original, o): (&str, &Clause),
    (rewrite, r): (&'t str, &Clause),
) -> Inline8<&'t str> {
    // (A note of the act alone, "Staging bucket: deleted", may report it done: the note says
    // when or how much, a number, a date or a condition.)
    let says_when = !r.numbers.is_empty() || !r.dates.is_empty() || !r.conditions.is_empty();
    if o.negation.is_some() || r.negation.is_some() || !says_when {
        return Inline8::new();
    }
    let words: Inline8<&str> = opening_words(rewrite, &r.range).map(|(_, w)| w).collect();
    words
        .iter()
        .enumerate()
        .filter(|&(k, w)| {
            let mut after = words[k + 1..]
                .iter()
                .skip_while(|a| a.eq_ignore_ascii_case("only") || a.ends_with("ly"));
            let agent = after.next().is_some_and(|a| a.eq_ignore_ascii_case("by"))
                && after
                    .next()
                    .is_some_and(|a| a.starts_with(|c: char| c.is_alphabetic()));
            !agent && says_a_word_of_the_rule(original, o, w)
        })
        .map(|(_, w)| *w)
        .collect()
}

/// `w` looks past and its stem is that of a word of `o` (in `original`) that does not: the
/// rule's verb said as its participle ("lock" and "locked").
fn says_a_word_of_the_rule(original: &str, o: &Clause, w: &str) -> bool {
    let lower = w.to_ascii_lowercase();
    lexicon::looks_past(&lower) && {
        let said = stems::stem(&lower);
        clause_words(original, o).any(|x| {
            let x = x.to_ascii_lowercase();
            !lexicon::looks_past(&x) && stems::stems_match(&stems::stem(&x), &said)
        })
    }
}

/// The words of sentence `o` of `original` right after "is", "are" or "be" that look past:
/// its passive participles ("Feeding is suspended on pen 4 until the nets are checked":
/// "suspended", "checked"), which a compaction says without the verb ("Pen 4 feeding
/// suspended until nets checked").
fn passive_participles<'t>(original: &'t str, o: &Clause) -> Inline8<&'t str> {
    let mut previous = "";
    let mut found = Inline8::new();
    for w in original
        .get(o.range.clone())
        .unwrap_or("")
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
    {
        if is_one_of(previous, &["is", "are", "be"]) && lexicon::looks_past(&w.to_ascii_lowercase())
        {
            found.push(w);
        }
        previous = w;
    }
    found
}

/// The phrasal verb opening `o` ("Back up the database ...", "Clean up temp files ...") is
/// one noun of `r` ("Database backups ...", "... temp-file cleanup"): the verb the rule's
/// word lists do not count, kept. Each clause is given with the text its ranges point into.
fn phrasal_verb_as_noun((original, o): (&str, &Clause), (rewrite, r): (&str, &Clause)) -> bool {
    let mut opening = clause_words(original, o);
    let (Some(verb), Some(particle)) = (opening.next(), opening.next()) else {
        return false;
    };
    if !is_one_of(
        particle,
        &["up", "down", "in", "out", "off", "back", "over"],
    ) {
        return false;
    }
    clause_words(rewrite, r).any(|w| {
        let noun = w.strip_suffix(['s', 'S']).unwrap_or(w);
        noun.len() == verb.len() + particle.len()
            && starts_with_ignoring_case(noun, verb)
            && noun
                .get(verb.len()..)
                .is_some_and(|p| p.eq_ignore_ascii_case(particle))
    })
}

/// Stems of verbs that report talk or an attitude about a rule rather than state it
/// ("user mentioned ...", "client prefers ...").
const ATTITUDE_STEMS: &[&str] = &[
    "mention", "note", "discus", "talk", "prefer", "like", "hope", "think", "consid", "wonder",
    "want", "wish", "plan", "complai", "worri", "worry", "ask", "sugges", "raise", "rais",
];

/// Words that make a sentence a report, a habit or a wish rather than a statement of what
/// happens: the past ("was", "used to"), a modal ("would", "it'd be nice", "may"), a tendency.
const NOT_A_STATEMENT_OF_FACT: &[&str] = &[
    "was", "were", "had", "did", "used", "would", "could", "might", "may", "can", "d", "tend",
    "tends", "nice",
];

/// Sentence `r` of `text` reads in the present: none of [`NOT_A_STATEMENT_OF_FACT`], no
/// perfect ("has been") but in a clause of time ("once the sale has started"), and every
/// past-looking word a passive participle after "is", "are", "be",
/// "get", "gets", "stay", "stays", "remain" or "remains" (an adverb between allowed: "are
/// always archived"), or the end of a hyphened compound ("release-manager-approved").
fn reads_present(text: &str, r: &Clause, passive_in_the_original: &[&str]) -> bool {
    let Some(sentence) = text.get(r.range.clone()) else {
        return false;
    };
    let passive = |aux: &str| {
        is_one_of(
            aux,
            &[
                "is", "are", "be", "get", "gets", "stay", "stays", "remain", "remains",
            ],
        )
    };
    let adverb = |w: &str| {
        w.ends_with("ly") || is_one_of(w, &["always", "never", "not", "only", "also", "all"])
    };
    // "Admin password never shared", "Nothing forwarded to my home": a telegraphic passive,
    // the participle right after a negation and before a preposition or the end (not "Bob
    // never shared the password", a report with an object).
    let telegraphic_passive = |neg: &str, next: Option<&str>| {
        is_one_of(neg, &["never", "not", "nothing", "no"])
            && next.is_none_or(|n| {
                is_one_of(
                    n,
                    &[
                        "to", "with", "in", "on", "by", "via", "outside", "before", "after",
                        "without", "for", "from", "until", "at", "into", "over",
                    ],
                )
            })
    };
    // Inside a clause of time ("once the sale has started"), a perfect tells when, not what
    // happened.
    let mut in_a_clause_of_time = false;
    // The two words before the one read, in text order.
    let mut before: [&str; 2] = ["", ""];
    let mut words = sentence
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .scan(0, |at, w| {
            let start = *at;
            *at += w.len() + 1;
            Some((start, w))
        })
        .filter(|(_, w)| !w.is_empty())
        .peekable();
    while let Some((start, w)) = words.next() {
        if is_one_of(w, NOT_A_STATEMENT_OF_FACT)
            || w.eq_ignore_ascii_case("been") && is_one_of(before[1], &["has", "have"])
        {
            return false;
        }
        in_a_clause_of_time |= is_one_of(w, &["once", "after", "when", "until", "till"]);
        let perfect_of_time = in_a_clause_of_time && is_one_of(before[1], &["has", "have"]);
        let hyphened = start > 0 && sentence.as_bytes()[start - 1] == b'-';
        if lexicon::looks_past(&w.to_ascii_lowercase())
            && !(hyphened
                || perfect_of_time
                // (A passive of the rule said without its verb.)
                || passive_in_the_original
                    .iter()
                    .any(|p| p.eq_ignore_ascii_case(w))
                || passive(before[1])
                || adverb(before[1]) && passive(before[0])
                || telegraphic_passive(before[1], words.peek().map(|(_, n)| *n)))
        {
            return false;
        }
        before = [before[1], w];
    }
    true
}

/// Sentence `r` is an item of a bulleted list: its line opens with `-`, `*`, `•` or `+`.
fn is_list_item(rewrite: &str, r: &Clause) -> bool {
    let line_start = rewrite
        .get(..r.range.start)
        .map_or(0, |before| before.rfind('\n').map_or(0, |k| k + 1));
    let marker = rewrite.get(line_start..r.range.start).unwrap_or("").trim();
    matches!(marker, "-" | "*" | "•" | "+")
}

/// "The sitter needs to give Maya her inhaler before soccer, and she is not allowed to have
/// peanuts" -> "- Maya: inhaler before soccer\n- No peanuts, ever": a rule with a ban in it,
/// split over two lines. `r` keeps some of the rule's words, another binding clause of the
/// rewrite keeps the ban (a negation of its own) and, with `r`, most of the words.
pub(super) fn ban_split_off(o: &Clause, r: &Clause, rewrite_clauses: &[Clause]) -> bool {
    if o.negation.is_none() {
        return false;
    }
    let here = kept_words(o, r);
    here >= 1
        && rewrite_clauses.iter().any(|other| {
            let there = kept_words(o, other);
            let kept = here + there;
            other.range != r.range
                && other.binding
                && other.negation.is_some()
                && there >= 1
                && keeps_most_words(o, kept)
        })
}

/// `kept` of `o`'s content words are most of them: all but one (its verb, usually), or three
/// in five of a longer rule.
fn keeps_most_words(o: &Clause, kept: usize) -> bool {
    kept + 1 >= o.words.len() || o.words.len() >= 5 && kept * 5 >= o.words.len() * 3
}

/// How many of `o`'s content words `r` keeps, in its text or in its label.
fn kept_words(o: &Clause, r: &Clause) -> usize {
    o.words
        .iter()
        .filter(|w| {
            r.words
                .iter()
                .map(|x| &x.stem)
                .chain(&r.label_words)
                .any(|x| stems::stems_match(x, &w.stem))
        })
        .count()
}

/// "All customer messages are confidential" for "Treat every customer message as
/// confidential", "Log timestamps are always in UTC" for "Use UTC for all timestamps in
/// logs": a universal statement in the present (all, every, each, always...) keeping most of
/// the rule's words and its negation ("We used to always ..." reports a habit).
fn is_universal_restatement(o: &Clause, r: &Clause) -> bool {
    let universal_start = !r.past && r.quantifiers.iter().any(|q| q.0);
    let kept = kept_words(o, r);
    universal_start
        && kept * 3 >= o.words.len() * 2
        && kept >= 2
        && o.negation.is_some() == r.negation.is_some()
}

/// `a` orders an action after a check ("ask before deleting") and `b` forbids the action
/// without it ("don't delete without asking"): `a` orders by an event, not a stretch of time
/// ("during the freeze", "while on call"), and `b`'s condition is a "without" or an
/// "unless" ("nothing gets merged during the freeze except docs" is no "merge docs during the
/// freeze"). Each clause is given with the text its ranges point into.
pub(super) fn ask_first_equivalence(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    let marker_is = |text: &str, range: &Range<usize>, words: &[&str]| {
        text.get(range.clone()).is_some_and(|w| is_one_of(w, words))
    };
    a.negation.is_none()
        && b.negation.is_some()
        && a.conditions.iter().any(|(g, range)| {
            *g == CondGroup::Ordering && !marker_is(a_text, range, &["during", "while"])
        })
        && b.conditions.iter().any(|(g, range)| {
            *g == CondGroup::Condition
                && marker_is(b_text, range, &["without", "w/o", "unless"])
                && !inside_an_opening_condition((b_text, b), range)
        })
}

/// The condition marker at `marker` of `c` belongs to an "if" (or "when") clause before the
/// negation of `c`, not to the action the negation forbids: "If a team is out past 19:00
/// without a radio check, start the overdue procedure — don't wait for the leader" holds no
/// "don't start without a radio check" (corpus30).
fn inside_an_opening_condition((text, c): (&str, &Clause), marker: &Range<usize>) -> bool {
    let negation_after = c.negation.as_ref().is_some_and(|n| n.start > marker.start);
    negation_after
        && c.conditions.iter().any(|(g, range)| {
            *g == CondGroup::Condition
                && range.start < marker.start
                && text
                    .get(range.clone())
                    .is_some_and(|w| is_one_of(w, &["if", "when", "whenever"]))
        })
}

/// `a` orders an action before an event and `b` forbids the event until the action: "verify
/// the email before the first order ships" = "no first order ships until the email is
/// verified". The action changes sides: a word of `a`'s action (before its "before") names
/// `b`'s awaited event (after its "until"); "merge before CI passes" keeps "merge" first, so
/// it is no "don't merge until CI passes" but its opposite. Each clause is given with the
/// text its ranges point into.
pub(super) fn until_restates_before(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    if a.negation.is_some() || b.negation.is_none() {
        return false;
    }
    let (Some(before), Some(until)) = (
        ordering_at(a_text, a, &["before"]),
        ordering_at(b_text, b, &["until", "till"]),
    ) else {
        return false;
    };
    let awaited = |w: &extract::Word| {
        b.words
            .iter()
            .any(|x| x.range.start > until && stems::stems_match(&w.stem, &x.stem))
    };
    // "Before you invoice the client, confirm the swap": a "before" clause opening the
    // sentence, its comma, then the action.
    // The event waited for is the action, what is held back the "before" clause's: no word
    // of the action held back ("no meter swap until the invoice is confirmed" turns it).
    if let Some(comma) = opening_before_clause_end(a_text, a, before) {
        let in_b_before_until = |w: &extract::Word| {
            b.words
                .iter()
                .any(|x| x.range.end <= until && stems::stems_match(&w.stem, &x.stem))
        };
        let event = || {
            a.words
                .iter()
                .filter(|w| w.range.start > before && w.range.end <= comma)
        };
        let action = || a.words.iter().filter(|w| w.range.start > comma);
        return event().any(in_b_before_until)
            && !action().any(|w| {
                in_b_before_until(w) && !event().any(|e| stems::stems_match(&e.stem, &w.stem))
            })
            && action().any(awaited);
    }
    a.words
        .iter()
        .filter(|w| w.range.end <= before)
        .any(awaited)
}

/// `a` orders an action before an event and `b` says the action, then bans the event "before
/// that": "Send the draft to Ms Reyes for approval before anything goes to the printer" =
/// "Draft -> Ms Reyes for approval; nothing to printer before that". A word of the action
/// stands before `b`'s negation, a word of the event between it and the "before" pointing
/// back, and no word of the event before the negation ("printer -> Ms Reyes; no draft to her
/// before that" turns them). Each clause is given with the text its ranges point into.
pub(super) fn ban_before_that_restates_before(
    (a_text, a): (&str, &Clause),
    (b_text, b): (&str, &Clause),
) -> bool {
    let (None, Some(neg)) = (&a.negation, &b.negation) else {
        return false;
    };
    let (Some(before_a), Some(before_b)) = (
        ordering_at(a_text, a, &["before"]),
        ordering_at(b_text, b, &["before"]),
    ) else {
        return false;
    };
    let points_back = b_text
        .get(before_b..b.range.end)
        .and_then(|rest| rest.split_whitespace().nth(1))
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .is_some_and(|w| is_one_of(w, &["that", "this", "then", "it"]));
    if !points_back || before_b < neg.end {
        return false;
    }
    let in_b = |w: &extract::Word, from: usize, to: usize| {
        b.words.iter().any(|x| {
            x.range.start >= from && x.range.end <= to && stems::stems_match(&w.stem, &x.stem)
        })
    };
    let action = || a.words.iter().filter(|w| w.range.end <= before_a);
    let event = || a.words.iter().filter(|w| w.range.start > before_a);
    action().any(|w| in_b(w, b.range.start, neg.start))
        && event().any(|w| in_b(w, neg.end, before_b))
        && !event().any(|w| {
            in_b(w, b.range.start, neg.start)
                && !action().any(|x| stems::stems_match(&x.stem, &w.stem))
        })
}

/// The "before" at `before` opens sentence `a` (at most a word ahead of it) and a comma closes
/// its clause: the comma's offset in `text`.
fn opening_before_clause_end(text: &str, a: &Clause, before: usize) -> Option<usize> {
    let lead = text.get(a.range.start..before)?;
    if lead.split_whitespace().count() > 1 {
        return None;
    }
    let rest = text.get(before..a.range.end)?;
    rest.find(',').map(|k| before + k)
}

/// The rewrite's condition at `range` is a closing "every time" or "each time" (nothing after
/// it in its sentence), and the original's clause `o` says "always": "always include an
/// unsubscribe link" = "unsubscribe link at the bottom every time".
pub(super) fn every_time_restates_always(
    rewrite: &str,
    range: &Range<usize>,
    (original, o): (&str, &Clause),
) -> bool {
    let closing = rewrite.get(range.clone()).is_some_and(|w| {
        w.eq_ignore_ascii_case("every time") || w.eq_ignore_ascii_case("each time")
    }) && rewrite
        .get(range.end..)
        .is_some_and(|rest| !rest.trim_start().starts_with(|c: char| c.is_alphanumeric()));
    closing && has_word(original, o, &["always"])
}

/// The rewrite's condition at `range` in its clause `r` is "while"/"when" + "wearing" X, and
/// the original's clause `o` says "with X on" (an article or a possessive may come before X):
/// "don't operate the lathe with gloves on" = "never operate it while wearing gloves". The
/// state was there already; no condition came.
pub(super) fn wearing_restates_with_on(
    (rewrite, r): (&str, &Clause),
    range: &Range<usize>,
    (original, o): (&str, &Clause),
) -> bool {
    let worn = is_one_of(rewrite.get(range.clone()).unwrap_or(""), &["while", "when"])
        && rewrite
            .get(range.end..)
            .and_then(|rest| rest.split_whitespace().next())
            .is_some_and(|w| w.eq_ignore_ascii_case("wearing"));
    // The thing worn: the first content word after "wearing".
    let Some(thing) = worn
        .then(|| r.words.iter().filter(|w| w.range.start > range.end).nth(1))
        .flatten()
    else {
        return false;
    };
    let article = |w: &str| is_one_of(w, &["a", "an", "the", "your", "their", "any"]);
    o.words
        .iter()
        .filter(|w| stems::stems_match(&w.stem, &thing.stem))
        .any(|w| {
            let mut before = original
                .get(..w.range.start)
                .unwrap_or("")
                .split_whitespace()
                .rev();
            let with = before
                .find(|b| !article(b))
                .is_some_and(|b| b.eq_ignore_ascii_case("with"));
            let on = original
                .get(w.range.end..)
                .and_then(|rest| rest.split_whitespace().next())
                .is_some_and(|a| {
                    a.trim_end_matches(|c: char| c.is_ascii_punctuation())
                        .eq_ignore_ascii_case("on")
                });
            with && on
        })
}

/// The rewrite's condition at `range` ("while its privacy light is on") says the state of a
/// thing that the original's sentence `o` gives with "with ... \<state>" ("rooms with the
/// privacy light on"): the same thing in the same state ("on", "off", "open", "closed"...),
/// no new condition (corpus29, c29r044; not "while its privacy light is off").
pub(super) fn state_restates_with_state(
    (rewrite, r): (&str, &Clause),
    range: &Range<usize>,
    (original, o): (&str, &Clause),
) -> bool {
    const STATES: &[&str] = &["on", "off", "open", "closed", "shut", "running", "lit"];
    if !is_one_of(rewrite.get(range.clone()).unwrap_or(""), &["while", "when"]) {
        return false;
    }
    let bare = |w: &str| {
        w.trim_matches(|c: char| !c.is_ascii_alphanumeric())
            .to_string()
    };
    // "while its privacy light is on": the words to "is", then the state.
    let mut after = rewrite
        .get(range.end..r.range.end)
        .unwrap_or("")
        .split_whitespace();
    let mut thing = None;
    let mut state = None;
    for w in after.by_ref().take(6) {
        let w = bare(w);
        if is_one_of(&w, &["is", "are"]) {
            state = after.next().map(bare);
            break;
        }
        thing = Some(w);
    }
    let (Some(thing), Some(state)) = (thing, state) else {
        return false;
    };
    if !is_one_of(&state, STATES) && !super::condition_logic::a_state(&state) {
        return false;
    }
    let thing = stems::stem(&thing.to_ascii_lowercase());
    o.words
        .iter()
        .filter(|w| stems::stems_match(&w.stem, &thing))
        .any(|w| {
            let with = original
                .get(..w.range.start)
                .unwrap_or("")
                .split_whitespace()
                .rev()
                .take(3)
                .any(|b| b.eq_ignore_ascii_case("with"));
            let same_state = original
                .get(w.range.end..)
                .and_then(|rest| rest.split_whitespace().next())
                .is_some_and(|a| bare(a).eq_ignore_ascii_case(&state));
            with && same_state
        })
}

#[cfg(test)]
mod ban_on_the_others {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// "Don't release any unit that hasn't passed crossmatch" = "Only units that have passed
    /// crossmatch may be released" (c29r021), as "anyone who isn't staff" = "only staff"; a
    /// condition the ban never had is still added (the starting build accepted "Only give the
    /// keys to staff after the audit").
    #[test]
    fn a_ban_on_any_thing_that_is_not_said_as_only() {
        let o = "Don't release any unit that hasn't passed crossmatch.";
        let keys = "Don't give the keys to anyone who isn't staff.";
        assert_faithful(&[
            (o, "Only units that have passed crossmatch may be released."),
            (
                "Abeg, don't release any unit that hasn't passed crossmatch o.",
                "Only units that have passed crossmatch may be released.",
            ),
            (o, "Only release units that have passed crossmatch."),
            (keys, "Only give the keys to staff."),
        ]);
        assert_reports(
            "negation dropped",
            &[
                (o, "Only units that have failed crossmatch may be released."),
                (o, "Units that have passed crossmatch may be released."),
            ],
        );
        assert_reports(
            "scope changed",
            &[
                (
                    o,
                    "Only units that have passed crossmatch may be discarded.",
                ),
                (o, "Only units that have passed screening may be released."),
                (
                    o,
                    "Only plasma units that have passed crossmatch may be released.",
                ),
            ],
        );
        assert_reports(
            "condition added",
            &[
                (
                    o,
                    "Only units that have passed crossmatch may be released after the audit.",
                ),
                (
                    o,
                    "Only units that have passed crossmatch may be released if the doctor agrees.",
                ),
                (keys, "Only give the keys to staff after the audit."),
            ],
        );
    }
}

#[cfg(test)]
mod with_a_state {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// "rooms with the privacy light on" = "a room while its privacy light is on" (c29r044);
    /// another state or another thing is a condition added.
    #[test]
    fn a_thing_with_its_state_said_as_while() {
        let o = "Do not enter rooms with the privacy light on.";
        assert_faithful(&[
            (o, "Never enter a room while its privacy light is on."),
            (o, "Don't enter a room when the privacy light is on."),
        ]);
        assert_reports(
            "condition added",
            &[
                (o, "Never enter a room while its privacy light is off."),
                (o, "Never enter a room while the door is open."),
                (
                    "Do not enter rooms.",
                    "Never enter a room while its privacy light is on.",
                ),
            ],
        );
    }
}

#[cfg(test)]
mod arrow_topics {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// An arrow after a topic the original names, in one part of a compacted line, routes the
    /// thing (no condition), even where the topic's head may be a verb ("page", "draft") that
    /// the original gives a determiner; a new word before the arrow, or a bare verb, still
    /// leads a condition.
    #[test]
    fn an_arrow_after_a_topic_in_one_part_of_a_line() {
        assert_faithful(&[
            (
                "Get the night editor to sign off the front page.",
                "Front page -> night editor sign-off.",
            ),
            (
                "Send the draft to Ms Reyes for approval.",
                "Draft -> Ms Reyes for approval.",
            ),
            (
                "Hold the Health piece until the embargo lifts at 6am NZST Thursday, get the night editor to sign off the front page, and never name minors who've been charged.",
                "Newsroom: Health piece held till embargo lifts Thu 06:00 NZST; front page -> night editor sign-off; never name charged minors.",
            ),
        ]);
        assert_reports(
            "condition added",
            &[
                (
                    "Get the night editor to sign off the front page.",
                    "Sports page -> night editor sign-off.",
                ),
                (
                    "Send the draft to Ms Reyes for approval.",
                    "Late draft -> Ms Reyes for approval.",
                ),
                ("Tag the release.", "Deploy -> tag the release."),
                ("Page the on-call engineer.", "Page -> on-call engineer."),
            ],
        );
        assert_reports(
            "scope changed",
            &[(
                "Get the night editor to sign off the front page.",
                "Front page -> day editor sign-off.",
            )],
        );
    }

    /// "Before you X, do Y" said as "no X until Y": the "before" clause opening the sentence
    /// is what is held back, the order after its comma what is waited for; the two turned, or
    /// another thing waited for, is a change.
    #[test]
    fn an_opening_before_clause_said_as_a_ban_until() {
        assert_faithful(&[
            (
                "Before you invoice the Otaki client, confirm the meter swap has been done.",
                "Otaki client: no invoice until meter swap confirmed.",
            ),
            (
                "Before you deploy, run the migrations.",
                "No deploy until migrations run.",
            ),
        ]);
        assert_reports(
            "negation added",
            &[
                (
                    "Before you invoice the Otaki client, confirm the meter swap has been done.",
                    "Otaki client: no meter swap until invoice confirmed.",
                ),
                (
                    "Before you deploy, run the migrations.",
                    "No migrations until deploy runs.",
                ),
            ],
        );
        assert_reports(
            "scope changed",
            &[(
                "Before you invoice the Otaki client, confirm the meter swap has been done.",
                "Otaki client: no invoice until meter reading confirmed.",
            )],
        );
    }

    /// "Do A before B" said as "A; no B before that": the same order; the two turned, or
    /// "after that", is a change.
    #[test]
    fn an_order_said_as_a_ban_before_that() {
        assert_faithful(&[
            (
                "Send the draft to Ms Reyes for approval before anything goes to the printer.",
                "Draft -> Ms Reyes for approval; nothing to printer before that.",
            ),
            (
                "Run the tests before you merge.",
                "Run the tests; no merging before that.",
            ),
        ]);
        assert_reports(
            "negation added",
            &[
                (
                    "Send the draft to Ms Reyes for approval before anything goes to the printer.",
                    "Printer gets the draft; nothing to Ms Reyes before that.",
                ),
                (
                    "Send the draft to Ms Reyes for approval before anything goes to the printer.",
                    "Draft -> Ms Reyes for approval; nothing to printer after that.",
                ),
                (
                    "Run the tests before you merge.",
                    "Merge; no tests before that.",
                ),
            ],
        );
    }
}

#[cfg(test)]
mod ended_under_a_label {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// A rule restated under a label that keeps its date ("Friday: ID check") is faithful;
    /// the same label saying the act was dropped or skipped is not a restatement.
    #[test]
    fn an_act_said_ended_under_a_label() {
        let ids = "Don't forget the ID checks on Friday.";
        assert_faithful(&[(ids, "Friday: ID check.")]);
        assert_reports(
            "constraint became mention",
            &[
                (ids, "Friday: ID check dropped."),
                (ids, "Friday: ID check skipped."),
                ("Do the ID checks on Friday.", "Friday: ID check dropped."),
            ],
        );
    }
}

/// The rewrite's sentence `c` binds only by a "no" ("...; pump restarted; no impact") whose
/// words, up to the end of its part, a sentence of the narrative original says under a
/// negation of its own, as a state or in the past ("There was no customer impact";
/// corpus32 fa33): a fact said again, no ban. Asked only of a rule the narrative original
/// did not state.
pub(super) fn no_restates_a_negated_fact(
    (original, before): (&str, &Facts),
    (rewrite, c): (&str, &Clause),
) -> bool {
    let (Some(neg), Some(strong)) = (c.negation.as_ref(), c.strong.as_ref()) else {
        return false;
    };
    if strong.start != neg.start
        || !rewrite
            .get(neg.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("no"))
    {
        return false;
    }
    let tail = rewrite.get(neg.end..c.range.end).unwrap_or("");
    let part = &tail[..tail.find([';', ',', '.', '(']).unwrap_or(tail.len())];
    let words: Vec<&str> = words_of(part)
        .map(|(_, w)| w)
        .filter(|w| of_substance(w))
        .collect();
    if words.is_empty() || words.len() > 3 {
        return false;
    }
    // "There was no ...", "There is no ...", "... had no ...": a state reported (not "rule
    // is no cash refunds ...", a rule said as what it is).
    let states = |head: &str| {
        let mut words = words_of(head).map(|(_, w)| w);
        words.any(|w| is_one_of(w, &["there", "had"]))
    };
    before.clauses.iter().any(|o| {
        o.negation.as_ref().is_some_and(|n| {
            original
                .get(n.clone())
                .is_some_and(|w| is_one_of(w, &["no", "not", "never"]))
                && original.get(o.range.start..n.start).is_some_and(states)
                && words.iter().all(|w| {
                    words_of(original.get(n.end..o.range.end).unwrap_or(""))
                        .any(|(_, x)| same_stem(w, x))
                })
        })
    })
}

/// The new word `n` of `rewrite` is "approval" (or "approve", "OK", "sign-off") after "my",
/// "user's" or "user", and `o` sends the case through the speaker: "anything more has to go
/// through me" -> "beyond max requires user approval" (r31-106). Not "Priya's approval" for
/// "through me", nor an approval when nothing goes through anyone. (A cheap screen first: the
/// new word's length, then one search of the original's sentence for "through me".)
pub(super) fn going_through_said_as_approval(
    (original, o): (&str, &Clause),
    rewrite: &str,
    n: &super::extract::Word,
) -> bool {
    if !(2..=8).contains(&n.range.len())
        || !rewrite
            .get(n.range.clone())
            .is_some_and(|w| is_one_of(w, &["approval", "approve", "ok", "sign-off", "signoff"]))
    {
        return false;
    }
    let by_the_user = is_one_of(
        word_before(rewrite, n.range.start),
        &["my", "user's", "user", "user’s"],
    );
    let sentence = original.get(o.range.clone()).unwrap_or("");
    by_the_user
        && ["go through me", "goes through me", "going through me"]
            .iter()
            .any(|phrase| super::holds_ignoring_case(sentence, phrase))
}

/// The original's ban `o` holds one condition, an "unless" whose part of the sentence (up to
/// the next comma, semicolon, dash or bracket) names what lifts it ("nothing deployed to
/// production unless it's a P1", "no one rides the T-bar unless they're on the radio
/// roster"), and the rewrite's sentence `r`, not negated and with no condition of its own,
/// restricts the act with "only" to what that part names: every content word of it (a
/// pronoun with its verb, "it's", aside) is a word of `r` or of its label ("Prod deploys: P1
/// only", "T-bar rides: radio roster staff only"). "Don't X unless C" and "X: C only" are
/// one rule. Not another thing ("P2 only"), a word of the condition cut ("roster staff
/// only" for "the radio roster"), no "only" ("gowned staff"), nor "only ..., unless ...".
/// The original is given with its text.
pub(super) fn only_restates_ban_unless((original, o): (&str, &Clause), r: &Clause) -> bool {
    let (Some(_), None, Some(_), [(CondGroup::Condition, marker)]) = (
        &o.negation,
        &r.negation,
        &r.restrictive,
        o.conditions.as_slice(),
    ) else {
        return false;
    };
    if !r.conditions.is_empty()
        || !original
            .get(marker.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("unless"))
    {
        return false;
    }
    let end = original
        .get(marker.end..o.range.end)
        .and_then(|rest| rest.find([',', ';', ':', '(', '\u{2014}', '\u{2013}']))
        .map_or(o.range.end, |k| marker.end + k);
    let pronoun_form = |w: &Word| {
        original.get(w.range.clone()).is_some_and(|t| {
            t.replace('\u{2019}', "'")
                .split_once('\'')
                .is_some_and(|(p, _)| {
                    is_one_of(p, &["it", "they", "he", "she", "you", "we", "i", "that"])
                })
        })
    };
    let mut named = o
        .words
        .iter()
        .filter(|w| w.range.start >= marker.end && w.range.end <= end && !pronoun_form(w))
        .peekable();
    named.peek().is_some()
        && named.all(|w| {
            r.words.iter().any(|x| stems_match(&x.stem, &w.stem))
                || r.label_words.iter().any(|l| stems_match(l, &w.stem))
        })
}

/// Verbs of handing a thing over that "withhold" denies: "don't give the next dose until
/// ..." = "next dose withheld until ...".
const GIVING_VERBS: &[&str] = &[
    "give", "send", "release", "issue", "hand", "dispense", "pay", "post", "deliver",
];

/// The original's ban `o` denies handing a thing over (its first content word after the
/// negation is a verb of giving: "don't give the next dose until the level's back", "do not
/// send the termly report home until the fees are cleared") and the rewrite's sentence `r`,
/// not negated, says "withhold" or "withheld" ("next dose withheld until the result is back",
/// "withhold termly report until cleared"): the same ban. The ranges of the giving verb (in
/// `original`) and of the "withhold" word (in `rewrite`). Not a duty to hand it over said as
/// withholding ("send the report once the fees are cleared" -> "withhold the report until
/// ..."), nor a ban on another act ("don't file the report ..." -> "withhold the report").
pub(super) fn withholding_restates_not_giving(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let (Some(n), None) = (&o.negation, &r.negation) else {
        return None;
    };
    let sentence = rewrite.get(r.range.clone())?;
    if !super::holds_ignoring_case(sentence, "withh") {
        return None;
    }
    let withheld = r.words.iter().find(|w| {
        rewrite.get(w.range.clone()).is_some_and(|t| {
            t.get(..5)
                .is_some_and(|head| head.eq_ignore_ascii_case("withh"))
        })
    })?;
    // The verb the negation denies: the first word after it ("be" of a passive passed over:
    // "must not be given"), as written (a light verb such as "give" is no content word).
    let rest = original.get(n.end..o.range.end)?;
    let (at, verb) = rest
        .split(|c: char| !c.is_alphabetic())
        .map(|w| (w.as_ptr() as usize - rest.as_ptr() as usize, w))
        .find(|(_, w)| !w.is_empty() && !is_one_of(w, &["be", "ever"]))?;
    let verb_stem = stem(&verb.to_ascii_lowercase());
    GIVING_VERBS
        .iter()
        .any(|g| stems_match(&verb_stem, &stem(g)))
        .then(|| (n.end + at..n.end + at + verb.len(), withheld.range.clone()))
}

/// Words saying that a window of time for an act shuts: "online sales close at 22:00".
const CLOSING_WORDS: &[&str] = &["close", "closes", "shut", "shuts", "ends", "stops"];

/// The original's ban `o` holds after a time ("tickets can't be sold online after 22:00", "no
/// one may enter the hall after 09:30") and the rewrite's sentence `r`, not negated, says the
/// act's window closes at that time ("online sales close at 22:00", "hall entry closes at
/// 09:30"): a date of `r` at the same time as the ban's "after" date (read, under the
/// negation, as the act's upper bound: "sold by 22:00"), right after a closing word and
/// "at". The same ban. Not another time ("close at 23:00"), a window that opens
/// ("sales open at 22:00"), nor a ban before a time ("can't be sold before 09:00" -> "sales
/// close at 09:00"). The rewrite's sentence is given with its text.
pub(super) fn closing_time_restates_ban_after(o: &Clause, (rewrite, r): (&str, &Clause)) -> bool {
    let (Some(_), None) = (&o.negation, &r.negation) else {
        return false;
    };
    let closes_at = |at: usize| {
        let mut before = rewrite
            .get(r.range.start..at)
            .unwrap_or("")
            .split_whitespace()
            .rev();
        before.next().is_some_and(|w| w.eq_ignore_ascii_case("at"))
            && before.next().is_some_and(|w| is_one_of(w, CLOSING_WORDS))
    };
    // (Every time of `r` is one of `o`'s: "close at 6pm on weekdays" adds a day.)
    r.dates
        .iter()
        .all(|e| o.dates.iter().any(|d| d.same_time(e)))
        && r.dates.iter().any(|e| {
            closes_at(e.range.start)
                && o.dates
                    .iter()
                    .any(|d| d.direction == Direction::Upper && d.same_time(e))
        })
}

/// The rewrite's word `n` is the closing word of [`closing_time_restates_ban_after`] ("close"
/// in "online sales close at 22:00"), when that reading holds: no new word of the rule.
pub(super) fn closing_word_of_a_restated_ban(
    o: &Clause,
    (rewrite, r): (&str, &Clause),
    n: &Word,
) -> bool {
    rewrite
        .get(n.range.clone())
        .is_some_and(|w| is_one_of(w, CLOSING_WORDS))
        && closing_time_restates_ban_after(o, (rewrite, r))
}

/// Ranges of words of a text.
type Ranges = Vec<Range<usize>>;

/// Verbs that, denied, keep a thing where it is: "don't let the cat out", "don't send the
/// crew out", "don't take the laptops out", "don't move the dressing".
const MOVING_VERBS: &[&str] = &[
    "let", "send", "take", "bring", "move", "moved", "moving", "shift", "relocate",
];

/// The original's ban `o` denies moving a thing ("don't move the dressing", "don't move the
/// patient from bed 4 until ...") or letting, sending or taking it out ("don't let the cat
/// out after dark", "don't take the laptops out of the building") and the rewrite's sentence
/// `r`, not negated, says the thing stays where it is: "stays put", "stays in", "remains
/// inside" ("put", "in", "inside" or "indoors" after "stay" or "remain"; for a ban on
/// moving, "at" or "on" too). The same ban. The ranges of the moving verbs right after the
/// negation (in `original`: "let", "move") and of the staying words (in `rewrite`: "stays",
/// "put"), which say no new act. Not "stays out" for "don't let it out", nor a duty to move
/// it said as staying ("move the cat out" -> "cat stays in").
pub(super) fn staying_restates_not_moving(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Ranges, Ranges)> {
    let (Some(n), None) = (&o.negation, &r.negation) else {
        return None;
    };
    let sentence = rewrite.get(r.range.clone())?;
    if !super::holds_ignoring_case(sentence, "stay")
        && !super::holds_ignoring_case(sentence, "remain")
    {
        return None;
    }
    let words = |text: &str, from: usize| -> Ranges {
        text.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(|w| {
                let at = from + (w.as_ptr() as usize - text.as_ptr() as usize);
                at..at + w.len()
            })
            .collect()
    };
    // The denied act, up to the next comma or semicolon: its moving verbs, and whether it
    // lets, sends or takes the thing "out".
    let act_text = original.get(n.end..o.range.end)?;
    let act_end = act_text.find([',', ';']).unwrap_or(act_text.len());
    let act = words(&act_text[..act_end], n.end);
    let said = |w: &Range<usize>| original.get(w.clone()).unwrap_or("");
    let verbs: Ranges = act
        .iter()
        .take(3)
        .filter(|w| is_one_of(said(w), MOVING_VERBS))
        .cloned()
        .collect();
    if verbs.is_empty() {
        return None;
    }
    let out = act.iter().any(|w| said(w).eq_ignore_ascii_case("out"));
    let moved = verbs
        .iter()
        .any(|w| is_one_of(said(w), &["move", "moved", "moving", "shift", "relocate"]));
    let places: &[&str] = if out {
        &["in", "inside", "indoors"]
    } else if moved {
        &["put", "in", "inside", "at", "on"]
    } else {
        return None;
    };
    let theirs = words(sentence, r.range.start);
    let kept = |w: &Range<usize>| rewrite.get(w.clone()).unwrap_or("");
    theirs.windows(2).find_map(|pair| {
        (is_one_of(kept(&pair[0]), &["stay", "stays", "remain", "remains"])
            && is_one_of(kept(&pair[1]), places))
        .then(|| (verbs.clone(), pair.to_vec()))
    })
}

/// "The consignment can't leave bond until the duty is paid in full." -> "Consignment stays
/// in bond until the duty is fully paid.": a thing kept from leaving ("can't leave", "cannot
/// go") until an event, said as staying ("stays", "remains", "held", "kept") until or pending
/// it, a content word of the event said after the rewrite's "until" or "pending". Another event
/// is still read.
fn kept_from_leaving_said_as_staying(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !(has(original, "until") && (has(rewrite, "until") || has(rewrite, "pending"))) {
        return false;
    }
    let Some(ours) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, ours);
    let kept_from_leaving = ours.windows(2).any(|pair| {
        is_one_of(pair[0].0, &["can't", "cannot", "can\u{2019}t", "mustn't"])
            && is_one_of(pair[1].0, &["leave", "go", "move", "ship"])
    });
    let Some(until) = ours
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case("until"))
    else {
        return false;
    };
    if !kept_from_leaving {
        return false;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    let Some(their_until) = theirs
        .iter()
        .position(|(w, _)| is_one_of(w, &["until", "till", "pending"]))
    else {
        return false;
    };
    theirs[..their_until]
        .iter()
        .any(|(w, _)| is_one_of(w, &["stays", "stay", "remains", "remain", "held", "kept"]))
        && ours[until + 1..]
            .iter()
            .any(|(w, _)| is_content(w) && said_in(&theirs[their_until + 1..], rewrite, w))
}

/// Faithful forms read in corpus35b, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, _to): (&str, Option<&Range<usize>>),
) -> bool {
    match (what, from) {
        ("negation dropped", Some(f)) => {
            ban_said_as_only_after(original, f, rewrite)
                || no_this_no_that_said_as_a_need(original, rewrite)
        }
        ("condition added", _) => no_this_no_that_said_as_a_need(original, rewrite),
        ("prohibition became mention", Some(f)) => {
            kept_from_leaving_said_as_staying(original, f, rewrite)
        }
        _ => false,
    }
}

/// "Only pharmacists release quarantined stock." -> "Quarantined stock may be released by
/// pharmacists only.": the rewrite's rule says "only" and shares every content word with a
/// sentence of the original (no past report), not negated, that says "only" too (a practice
/// the classifier did not read as a rule): the same restriction said again. "Only pharmacists
/// may release controlled stock", or "only" on one side, is still a rule added.
pub(super) fn restates_an_only_practice(
    (original, before): (&str, &Facts),
    (rewrite, c): (&str, &Clause),
) -> bool {
    if c.negation.is_some()
        || c.words.is_empty()
        || !holds_ignoring_case(original, "only")
        || !has_word(rewrite, c, &["only"])
    {
        return false;
    }
    let within = |w: &extract::Word, ws: &[extract::Word]| {
        ws.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
    };
    before.clauses.iter().any(|o| {
        // (A sentence of the present with a participle, "quarantined stock", is read as
        // past: the words of a past report are asked instead.)
        !has_word(
            original,
            o,
            &["was", "were", "did", "had", "used", "yesterday", "last"],
        ) && o.negation.is_none()
            && !o.words.is_empty()
            && has_word(original, o, &["only"])
            && o.words.iter().all(|w| within(w, &c.words))
            && c.words.iter().all(|w| within(w, &o.words))
    })
}

/// "The top gate stays shut till the last van's out" -> "Keep the top gate closed until the
/// last van is out"; "Ropes coiled at all times on deck" -> "keep ropes coiled at all times on
/// deck": a state an original sentence says is kept, said again as an order to keep it
/// (session 66, pol66b). The rewrite's sentence, not negated, holds a keeping word
/// ([`keeping_word_kept`]) and no word the original lacks; an original sentence, not negated
/// and telling nothing past, keeps its state ([`says_a_kept_state`]) and has every word of its
/// own, but its keeping word, in the rewrite's sentence. A past state ("stayed shut"), a word
/// added or a state turned ("open" for "shut") is still a rule added.
pub(super) fn restates_a_kept_state(
    (original, before): (&str, &Facts),
    (rewrite, c): (&str, &Clause),
) -> bool {
    if c.negation.is_some() || c.words.is_empty() {
        return false;
    }
    let Some(keep) = keeping_word_kept(rewrite, c) else {
        return false;
    };
    // ("closed" = "shut": a state said by either; no synonym of every sentence, where "shut"
    // pairs with other words.)
    let shut = |stem: &str| matches!(stem, "clos" | "shut");
    let within = |w: &Word, ws: &[Word]| {
        ws.iter()
            .any(|x| stems_match(&x.stem, &w.stem) || shut(&x.stem) && shut(&w.stem))
    };
    let known = |w: &Word| {
        before.stems().has(&w.stem)
            || shut(&w.stem) && (before.stems().has("clos") || before.stems().has("shut"))
    };
    // ("on" and "off", no content words, said on both sides or neither: "keep the mask off"
    // turns "mask on".)
    let said = |w: &str| before.clauses.iter().any(|o| has_word(original, o, &[w]));
    ["on", "off"]
        .iter()
        .all(|w| has_word(rewrite, c, &[w]) == said(w))
        && c.words.iter().all(|w| w.range == keep || known(w))
        && before.clauses.iter().any(|o| {
            o.negation.is_none()
                && !o.words.is_empty()
                && says_a_kept_state(original, o).is_some_and(|kept| {
                    o.words
                        .iter()
                        .all(|w| w.range == kept || within(w, &c.words))
                })
        })
}

/// Clause `o` of `text` says a state is kept, telling nothing past: by a present keeping verb
/// ("stays", "remain", "is kept"; its range) or by a state held for a whole time ("at all
/// times", "the whole shift", "throughout"; an empty range at the clause's end). Not "stayed
/// shut", "was kept", "had been".
fn says_a_kept_state(text: &str, o: &Clause) -> Option<Range<usize>> {
    if has_word(
        text,
        o,
        &[
            "was",
            "were",
            "had",
            "did",
            "stayed",
            "remained",
            "used",
            "yesterday",
        ],
    ) {
        return None;
    }
    let sentence = text.get(o.range.clone())?;
    let mut previous = "";
    let mut at = o.range.start;
    for w in sentence.split(|ch: char| !ch.is_ascii_alphabetic()) {
        let range = at..at + w.len();
        at += w.len() + 1;
        if is_one_of(w, &["stay", "stays", "remain", "remains"])
            || w.eq_ignore_ascii_case("kept") && is_one_of(previous, &["is", "are", "be"])
        {
            return Some(range);
        }
        if !w.is_empty() {
            previous = w;
        }
    }
    holds_any_phrase(
        sentence,
        &[
            "at all times",
            "all the time",
            "the whole",
            "the entire",
            "throughout",
        ],
    )
    .then_some(o.range.end..o.range.end)
}

/// Words saying a thing is done every time ("lanyards always on").
const EVERY_TIME: &[&str] = &[
    "always",
    "at all times",
    "every time",
    "each time",
    "throughout",
];

/// "... and never without a lanyard." -> "..., lanyards always on.": "never without X" (a
/// double negation) said as "always" with X's word: the negation and the condition dropped
/// say the same rule plainly. "never with a lanyard" is not this.
pub(super) fn never_without_said_as_always(original: &str, rewrite: &str) -> bool {
    let Some(at) = phrase_at(original, &["never without", "not without"]) else {
        return false;
    };
    let what = super::words::words(original, at..original.len());
    let theirs = super::words::words(rewrite, 0..rewrite.len());
    phrase_at(rewrite, EVERY_TIME).is_some()
        && what
            .iter()
            .skip(2)
            .filter(|(w, _)| is_content(w))
            .take(2)
            .any(|(w, _)| theirs.iter().any(|(x, _)| same_word(x, w)))
}

/// "Pls hold all productions to DOL pending my OK." -> "no DOL productions until M
/// approves.": a hold ("hold", "on hold") until an event ("pending", "until") said as a ban
/// ("no") until it: the negation and the "until" added say the hold again. A hold said as
/// "no" without a wait ("no DOL productions") is not this.
pub(super) fn hold_said_as_a_ban_until(original: &str, rewrite: &str) -> bool {
    phrase_at(original, &["hold", "holds", "on hold"]).is_some()
        && phrase_at(original, &["pending", "until", "till"]).is_some()
        && phrase_at(rewrite, &["no", "don't", "do not", "not"]).is_some()
        && phrase_at(rewrite, &["until", "till", "pending"]).is_some()
}

/// Words that gate a ban, which a ban said again keeps.
const GATES: &[&str] = &[
    "unless", "if", "without", "except", "until", "before", "after", "only", "when", "while",
];

/// Words after "not" that reject ("verbal handback not accepted").
const REJECTED: &[&str] = &[
    "accepted",
    "allowed",
    "permitted",
    "used",
    "given",
    "done",
    "ok",
    "okay",
    "acceptable",
    "tattooed",
    "forced",
];

/// "Anything comes in after that rolls to next cycle — don't you force it through." -> "Late
/// items → next cycle, never forced through."; "No verbal handbacks." -> "... (verbal
/// handback not accepted)": the first content word a ban negates said again in the rewrite
/// two words after "never" ("not", "no") at most, or right before a "not" or "never" that
/// rejects ("not accepted"), the ban's clause kept whole (its gates, its negations, every
/// content word after its negation), no subject the original never names before "never":
/// the ban kept. "Refunds: no receipt needed" for "No refunds", "No open flames in the
/// chapel" for "... anywhere in the chapel or the viewing rooms", "Bob never shared the
/// password" for "Never share the password" are not read.
pub(super) fn ban_said_again_near_a_negation(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some((_, ours)) = part_words(original, from.start) else {
        return false;
    };
    let Some(k) = ours.iter().position(|(w, _)| is_negation_word(w)) else {
        return false;
    };
    let Some((banned, _)) = ours[k + 1..].iter().find(|(w, _)| is_content(w)) else {
        return false;
    };
    let theirs = words(rewrite, 0..rewrite.len());
    // The ban's clause (to its comma or dash) said whole: its gates, its negations, and
    // every content word after the negation.
    let end = original[ours[k].1.start..]
        .find([',', ';', '—', '(', '.', '!', '?'])
        .map_or(original.len(), |e| ours[k].1.start + e);
    let clause = &original[ours[0].1.start..end];
    let banned_words: Vec<&super::words::Word<'_>> =
        ours[k + 1..].iter().filter(|(_, r)| r.end <= end).collect();
    if !GATES
        .iter()
        .all(|g| !has_any(clause, &[g]) || has_any(rewrite, &[g]))
        || negation_count(clause) > negation_count(rewrite)
        || banned_words
            .iter()
            .any(|(w, _)| is_content(w) && !theirs.iter().any(|(v, _)| same_word(w, v)))
    {
        return false;
    }
    // No one the original never names before the negation ("Bob never shared ...").
    let ours_all = words(original, 0..original.len());
    let subject_kept = |j: usize| {
        j == 0
            || !rewrite[theirs[j - 1].1.end..theirs[j].1.start]
                .trim()
                .is_empty()
            || ours_all.iter().any(|(v, _)| same_word(v, theirs[j - 1].0))
    };
    // Every content word of the ban said in the rewrite's part that negates.
    let in_its_part = |j: usize| {
        part_holding(rewrite, theirs[j].1.start).is_some_and(|p| {
            let here = words(rewrite, p);
            banned_words
                .iter()
                .all(|(w, _)| !is_content(w) || here.iter().any(|(v, _)| same_word(w, v)))
        })
    };
    theirs.iter().enumerate().any(|(j, (w, _))| {
        let after = is_one_of(w, &["never", "not", "no"])
            && in_its_part(j)
            && subject_kept(j)
            && theirs[j + 1..(j + 3).min(theirs.len())]
                .iter()
                .any(|(v, _)| same_word(banned, v));
        let before = is_one_of(w, &["not", "never"])
            && in_its_part(j)
            && theirs
                .get(j + 1)
                .is_some_and(|(v, _)| is_one_of(v, REJECTED))
            && theirs[j.saturating_sub(2)..j]
                .iter()
                .any(|(v, _)| same_word(banned, v));
        after || before
    })
}

/// "Don't push the config to prod before the 10:00 UTC freeze lifts" -> "config → prod: not
/// before Thu 10:00 UTC": the ban's time said as "not before" ("not after", "not until",
/// "no later than", "no earlier than") with the original's own word of order in its negated
/// part. "push before 10:00" with no negation is still read.
pub(super) fn ban_said_as_not_before(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let banned = &original[from.start..part.end];
    [
        ("before", "not before"),
        ("after", "not after"),
        ("until", "not until"),
        ("until", "not before"),
        ("till", "not before"),
    ]
    .iter()
    .any(|(o, r)| holds_phrase(banned, o) && holds_phrase(rewrite, r))
}

/// "the tandoor must be lit by 5 pm; please don't delay" -> "light tandoor no later than
/// 17:00": "don't delay" ("don't be late") that only presses a deadline, said again by "no
/// later than" ("latest", "deadline") with a deadline ("by", "before") in the original.
pub(super) fn do_not_delay_said_as_deadline(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let next = original[from.end..].trim_start().to_ascii_lowercase();
    (next.starts_with("delay") || next.starts_with("be late"))
        && holds_any_phrase(original, &["by", "before"])
        && holds_any_phrase(rewrite, &["no later than", "latest", "deadline", "by"])
}

/// Words of order and condition a compaction must keep as they were.
pub(super) const KEPT_AS_SAID: &[&str] = &[
    "before", "after", "until", "once", "unless", "if", "except", "only", "without", "when",
    "while", "per",
];

/// "Do not crush Mr Doyle's tramadol" -> "Mr Doyle: tramadol given whole, never crushed.": the
/// banned verb said again after "never" ("not", "no") within two words.
pub(super) fn ban_said_again_on_its_verb(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let from = &clause_from(original, from.start);
    let ours = words(original, from.clone());
    let Some(k) = ours.iter().position(|(w, _)| is_one_of(w, NEGATIONS)) else {
        return false;
    };
    // A negated verb ("do not crush", "never give"), not "no X" (a noun's ban).
    if is_one_of(
        ours[k].0,
        &["no", "none", "nobody", "nothing", "without", "nae"],
    ) {
        return false;
    }
    let rule = &original[from.clone()];
    if !KEPT_AS_SAID
        .iter()
        .all(|w| holds_phrase(rule, w) == holds_phrase(rewrite, w))
    {
        return false;
    }
    let all_theirs = all_words(rewrite);
    if ours
        .iter()
        .any(|(w, _)| is_content(w) && !all_theirs.iter().any(|(v, _)| same_word(w, v)))
    {
        return false;
    }
    let banned: Vec<&str> = ours[k + 1..]
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| is_content(w))
        .take(1)
        .collect();
    // The verb closes its clause ("tramadol never crushed."): "Bob never shared the
    // password" tells what was done to an object after it.
    let closes = |r: &Range<usize>| {
        rewrite[r.end..]
            .trim_start()
            .chars()
            .next()
            .is_none_or(|c| matches!(c, '.' | ',' | ';' | ')' | '\n'))
    };
    let theirs = all_words(rewrite);
    theirs.iter().enumerate().any(|(j, (w, _))| {
        is_one_of(w, &["never", "not", "no"])
            && theirs[j + 1..(j + 3).min(theirs.len())]
                .iter()
                .any(|(v, r)| banned.iter().any(|b| same_word(b, v)) && closes(r))
    })
}

/// "A second signature is required for PRN morphine at every home visit." -> "... two
/// signatures needed every time.": "every time" ("each time", "always") said again for the
/// original's own "every" ("each", "always"): no condition added.
pub(super) fn every_time_said_again(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    rewrite
        .get(to.clone())
        .is_some_and(|t| holds_any_phrase(t, &["every time", "each time", "always"]))
        && holds_any_phrase(original, &["every", "each", "always"])
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// Session 70 (pol70c): a rule said in note form as its own verb's participle after the
    /// object, with no "is" ("Side gate locked 5"), restates it as "Side gate is locked at 5"
    /// does; the comparison goes on. Another bound, day or object, a report ("was locked"), an
    /// agent ("fed by Ana") or the act turned ("unlocked") stay changes.
    #[test]
    fn rule_said_as_its_verbs_participle() {
        let gate = "Lock the side gate at five.";
        let axles = "Oil the axles on Tuesdays.";
        let mail = "Stamp the mail before lunch.";
        let cats = "Ray must feed the cats at six.";
        assert_faithful(&[
            (gate, "Side gate locked 5."),
            (axles, "Axles oiled Tue."),
            (mail, "Mail stamped before lunch."),
        ]);
        assert_changed(&[
            (gate, "Side gate locked 6."),
            (gate, "Back gate locked 5."),
            (gate, "Side gate was locked at 5."),
            (gate, "Side gate unlocked 5."),
            (axles, "Hubs oiled Tue."),
            (axles, "Axles oiled Thu."),
            (mail, "Mail stamped after lunch."),
            (mail, "Mail stamped before lunch, usually."),
            (cats, "Cats fed by Ana at 6."),
            (cats, "Cats fed only by Ana at 6."),
        ]);
    }

    /// A state the original says is kept ("stays shut", "is kept locked", "at all times", "the
    /// whole day") said again as an order to keep it (pol66b); a past state, a word added or a
    /// state turned is still a rule added.
    #[test]
    fn a_kept_state_said_as_an_order_to_keep_it() {
        assert_faithful(&[
            (
                "The boiler hatch stays shut till the inspector's done.",
                "Keep the boiler hatch closed until the inspector has finished.",
            ),
            (
                "Ropes coiled at all times on deck.",
                "Keep ropes coiled at all times on deck.",
            ),
            (
                "Hearing defenders on by the saws, the whole day.",
                "By the saws, keep your hearing protection on for the entire day.",
            ),
        ]);
        assert_changed(&[
            (
                "The boiler hatch stayed shut till the inspector was done.",
                "Keep the boiler hatch closed until the inspector has finished.",
            ),
            (
                "Ropes coiled at all times on deck.",
                "Keep ropes and hoses coiled at all times on deck.",
            ),
            (
                "Ropes coiled at all times on deck.",
                "Keep ropes coiled at all times on deck and in the cabin.",
            ),
            ("Ropes coiled on deck.", "Keep ropes coiled on deck."),
            (
                "Hearing defenders on by the saws, the whole day.",
                "By the saws, keep your hearing protection off for the entire day.",
            ),
        ]);
    }

    /// "Don't leave X ... in Y" and "Leave X ... in Y": the same verb with its negation
    /// dropped or added, not a state kept (pol64). "Don't leave the EU" said as "keep the
    /// data in the EU" stays a restatement.
    #[test]
    fn leaving_said_again_is_no_state_kept() {
        assert_changed(&[
            (
                "Leave the dehumidifier running overnight in the print store.",
                "Don't leave the dehumidifier running overnight in the print store.",
            ),
            (
                "Never leave the heater on in the site hut.",
                "Leave the heater on in the site hut.",
            ),
        ]);
        assert_faithful(&[(
            "Patient scans must never leave the hospital network.",
            "Keep patient scans inside the hospital network.",
        )]);
    }

    /// A negated fact of a narrative original said again with "no" (corpus32 fa33): no
    /// constraint added. A "no" naming something else, another negation word, or a rule
    /// stated as what it is ("rule is no cash refunds ...") is still reported.
    #[test]
    fn no_restating_a_negated_fact_is_no_rule() {
        let o = "At 03:10 chiller 2 threw a low-flow alarm. There was no customer impact.";
        assert_faithful(&[(o, "Chiller 2 low-flow alarm overnight; no impact.")]);
        assert_changed(&[
            (o, "Chiller 2 low-flow alarm overnight; no restarts."),
            (o, "Chiller 2 low-flow alarm overnight; no customer access."),
            (
                o,
                "Chiller 2 low-flow alarm overnight; never impact customers.",
            ),
            (
                "[Rosa] rule is no cash refunds on deposits for custom designs. flash pieces we refund\n[agent] ok",
                "Refunds: no cash refunds on deposits.",
            ),
        ]);
    }

    /// "has to go through me" said as the user's approval; another's approval, another
    /// number, no approval, a review in place of it stay reported.
    #[test]
    fn going_through_said_as_approval() {
        let o =
            "You may open up to two vendor tickets per day; anything more has to go through me.";
        assert_faithful(&[
            (
                o,
                r#"{"permission": "open vendor tickets", "max_per_day": 2, "beyond_max": "requires user approval"}"#,
            ),
            (o, "Vendor tickets: max 2/day; more needs my approval."),
        ]);
        assert_changed(&[
            (o, "Vendor tickets: max 2/day; more needs Priya's approval."),
            (o, "Vendor tickets: max 3/day; more needs my approval."),
            (o, "Vendor tickets: max 2/day; more needs no approval."),
            (o, "Vendor tickets: max 2/week; more needs my approval."),
            (
                "You may open up to two vendor tickets per day.",
                "Vendor tickets: max 2/day; more needs my approval.",
            ),
        ]);
    }

    /// A ban lifted by an "unless" said as the act restricted with "only" to what the
    /// "unless" names; another thing, a word of the condition cut, no "only", or a condition
    /// of the rewrite's own stay reported.
    #[test]
    fn only_restates_ban_unless() {
        let deploys = "Nothing gets deployed to production unless it's a P1.";
        let rides = "No one rides the lift for the sweep unless they're on the radio roster.";
        let cordon = "No visitor goes past the cordon unless they're wearing a hard hat.";
        let boardroom = "Don't book the boardroom unless it's a client meeting.";
        assert_faithful(&[
            (deploys, "Production deploys: P1 only."),
            (rides, "Lift sweep rides: radio roster staff only."),
            (cordon, "Past the cordon: visitors wearing hard hats only."),
            (boardroom, "Boardroom bookings: client meetings only."),
        ]);
        assert_changed(&[
            (deploys, "Production deploys: P2 only."),
            (deploys, "Production deploys: P1."),
            (rides, "Lift sweep rides: roster staff only."),
            (
                rides,
                "Lift sweep rides: radio roster staff only, unless it's snowing.",
            ),
            (cordon, "Past the cordon: visitors wearing hi-vis only."),
            (boardroom, "Boardroom bookings: team meetings only."),
            (boardroom, "Boardroom bookings: meetings only."),
        ]);
    }

    /// A ban on handing a thing over said as withholding it; a duty said as withholding,
    /// a ban on another act, or another thing or condition stay reported.
    #[test]
    fn withholding_restates_not_giving() {
        let report = "Kindly do not send the termly report home until the fees are cleared.";
        let deposit = "Don't release the deposit until the inspection is signed off.";
        let insulin = "Insulin must not be given to Mr Obi until his glucose is rechecked.";
        assert_faithful(&[
            (report, "Withhold termly report until fees cleared."),
            (report, "Termly report withheld until fees cleared."),
            (deposit, "Deposit withheld until inspection signed off."),
            (
                "Don't pay the contractor until the snag list is closed.",
                "Withhold contractor payment until snag list closed.",
            ),
            (
                insulin,
                "Mr Obi's insulin withheld until glucose rechecked.",
            ),
        ]);
        assert_changed(&[
            (
                "Send the termly report home once the fees are cleared.",
                "Withhold termly report until fees cleared.",
            ),
            (
                "Don't file the report until the fees are cleared.",
                "Withhold the report until fees cleared.",
            ),
            (report, "Withhold termly report until fees paid in full."),
            (deposit, "Deposit withheld until tenant signs off."),
            (deposit, "Bond withheld until inspection signed off."),
            (
                insulin,
                "Mr Obi's insulin withheld until the doctor reviews.",
            ),
        ]);
    }

    /// "swap" says "replace" and "consent" says "permission" (the synonym table); another
    /// verb, another thing, or another noun stay reported.
    #[test]
    fn swap_for_replace_and_consent_for_permission() {
        let tyres = "Don't replace the tyres on the rally cars without the chief mechanic.";
        let photos = "Don't photograph patients without their consent.";
        assert_faithful(&[
            (tyres, "No tyre swaps on rally cars w/o chief mechanic."),
            (
                "Swap the filters every Monday.",
                "Replace filters weekly on Mondays.",
            ),
            (photos, "No patient photos without their permission."),
        ]);
        assert_changed(&[
            (tyres, "No tyre checks on rally cars w/o chief mechanic."),
            (tyres, "No wheel swaps on rally cars w/o chief mechanic."),
            (
                "Swap the filters every Monday.",
                "Clean filters weekly on Mondays.",
            ),
            (photos, "No patient photos without their knowledge."),
        ]);
    }

    /// A ban after a time said as the act's window closing at that time; another time, a
    /// window opening, a ban before the time, another thing, or a day added stay reported.
    #[test]
    fn closing_time_restates_ban_after() {
        let tickets = "Tickets can't be sold online after 22:00.";
        let spa = "Don't take bookings for the spa after 6pm.";
        assert_faithful(&[
            (tickets, "Online ticket sales close at 22:00."),
            (spa, "Spa bookings close at 6pm."),
            (
                "Orders can't be placed after 3pm on Fridays.",
                "Friday ordering closes at 3pm.",
            ),
        ]);
        assert_changed(&[
            (tickets, "Online ticket sales close at 23:00."),
            (tickets, "Online ticket sales open at 22:00."),
            (
                "Tickets can't be sold before 09:00.",
                "Ticket sales close at 09:00.",
            ),
            (spa, "Gym bookings close at 6pm."),
            (spa, "Spa bookings close at 6pm on weekdays."),
        ]);
    }

    /// A ban on moving a thing, or letting, sending or taking it out, said as the thing
    /// staying put or in; "stays out", another thing, another place or condition, or a ban
    /// on another act stay reported.
    #[test]
    fn staying_restates_not_moving() {
        let cat = "Don't let the cat out after dark.";
        let patient = "Don't move the patient from bed 4 until the scan is done.";
        let laptops = "Don't take the laptops out of the building.";
        assert_faithful(&[
            (cat, "Cat stays in after dark."),
            (patient, "Bed 4 patient stays put until scan done."),
            (laptops, "Laptops stay in the building."),
            (
                "Don't let them move the dressing in the farmhouse kitchen.",
                "Farmhouse kitchen dressing stays put.",
            ),
        ]);
        assert_changed(&[
            (cat, "Cat stays out after dark."),
            (
                "Don't let the dog out after dark.",
                "Cat stays in after dark.",
            ),
            (patient, "Bed 4 patient stays put until discharge."),
            (laptops, "Laptops stay in the office."),
            ("Don't feed the cat after dark.", "Cat stays in after dark."),
        ]);
    }

    /// A thing kept from leaving until an event said as staying until it is kept; staying
    /// until another event, or leaving, is not.
    #[test]
    fn kept_from_leaving_said_as_staying() {
        let o = "The consignment can't leave bond until the duty is paid in full.";
        assert_faithful(&[
            (o, "Consignment stays in bond until the duty is fully paid."),
            (o, "Consignment held in bond pending full duty payment."),
            (
                "The export pallet can't leave until the excise document has been issued.",
                "Export pallet held until excise document issued.",
            ),
        ]);
        assert_changed(&[
            (o, "Consignment stays in bond until the truck arrives."),
            (o, "Consignment can leave bond before the duty is paid."),
        ]);
    }

    /// An "only" practice said as a rule with "only" and the same words; "only" added, or a
    /// thing added, is a rule added.
    #[test]
    fn only_practice_said_again() {
        let o = "Only electricians isolate the main breaker.";
        assert_faithful(&[
            (o, "The main breaker may be isolated by electricians only."),
            (
                "Only the head gardener prunes the espaliered pears.",
                "The espaliered pears are pruned by the head gardener only.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Only electricians may isolate the main breaker and the gas supply.",
            ),
            (
                "The head gardener prunes the espaliered pears.",
                "Only the head gardener may prune the espaliered pears.",
            ),
        ]);
    }

    /// A ban said again near a negation, a gated ban said with "only", and a stress part
    /// dropped from a binding rewrite are faithful; a ban narrowed, or its gate made "if", is
    /// still reported.
    #[test]
    fn bans_said_again() {
        // (Since session 63 "SN-214 remains at danger until the possession is handed back in
        // writing" binds as a state held until a step, and its verbless restatement "SN-214 at
        // danger till written handback" is not read as a rule: refused as a mention, the safe
        // way; left, held-out pair s35c-p160.)
        assert_faithful(&[
            (
                "Late orders roll to next week — don't you rush them through.",
                "Late orders → next week, never rushed through.",
            ),
            (
                "Refunds for weather cancellations within five business days; don't offer vouchers unless the guest asks.",
                "Weather cxl: refund ≤ 5 business days; voucher only on guest request.",
            ),
            (
                "Don't lend the projector unless the borrower signs the sheet.",
                "Lend the projector only once the borrower signs the sheet.",
            ),
            (
                "Doh open de cold room before de delivery checked.",
                "Cold room opened only after the delivery is checked.",
            ),
            (
                "ALL HELMETS ON IN THE YARD. NO EXCEPTIONS.",
                "Helmets must be worn in the yard, always.",
            ),
            (
                "The straw log stays as it is until the audit. No, leave it.",
                "Don't modify straw log before audit.",
            ),
        ]);
        assert_changed(&[
            (
                "No open flames anywhere in the barn or the hayloft.",
                "No open flames in the barn.",
            ),
            (
                "Don't lend the projector unless the borrower signs the sheet.",
                "Projector lent if the borrower asks.",
            ),
        ]);
    }

    /// A ban said by exclusion, "not before", "X-free", "never <participle>", or a
    /// negation in the clause of what follows a breach, is the same ban; the opposite is not.
    #[test]
    fn a_ban_said_another_way_is_faithful() {
        assert_faithful(&[
            (
                "Libraries with a Bioanalyzer peak below 250 bp don't go on the NovaSeq run.",
                "NovaSeq: exclude libraries with Bioanalyzer peak <250 bp.",
            ),
            (
                "Samples with a RIN below 7 don't go into the sequencing pool.",
                "Sequencing pool: exclude samples with RIN <7.",
            ),
            (
                "Make sure no one parks trailers near the fuel pumps during deliveries.",
                "Keep trailers away from the fuel pumps during deliveries.",
            ),
            (
                "Don't open the registration form before 09:00 on Monday.",
                "Registration form: not before Mon 09:00.",
            ),
            (
                "Absolutely no gluten in anything for the Hendersons' table.",
                "Hendersons' table: strictly gluten-free.",
            ),
            (
                "Do not split Mrs Ahmed's metformin tablets.",
                "Mrs Ahmed: metformin tablets never split.",
            ),
            (
                "Cannae park the tractor any closer than ten metres tae the grain store — the insurer won't pay out otherwise.",
                "Tractor must be parked ≥10 m from the grain store (insurer's condition).",
            ),
            (
                "Nae mair deliveries tae the back door this week, the step's broken.",
                "Back door: no further deliveries this week (broken step).",
            ),
            // A rewrite read as no rule, its ban said by exclusion (session 39, pol39b).
            (
                "No milk from treated cows goes into the bulk tank for five days.",
                "Treated-cow milk excluded from bulk tank for 5 days.",
            ),
            (
                "No pupils from the upper school go into the quiet library at lunch.",
                "Upper-school pupils barred from quiet library at lunch.",
            ),
        ]);
        assert_changed(&[
            (
                "No milk from treated cows goes into the bulk tank for five days.",
                "Treated-cow milk allowed in bulk tank after 5 days.",
            ),
            (
                "Samples with a RIN below 7 don't go into the sequencing pool.",
                "Sequencing pool: include samples with RIN <7.",
            ),
            (
                "Don't open the registration form before 09:00 on Monday.",
                "Registration form: open before Mon 09:00.",
            ),
            (
                "Absolutely no gluten in anything for the Hendersons' table.",
                "Hendersons' table: gluten-free option available.",
            ),
            (
                "Do not split Mrs Ahmed's metformin tablets unless the pharmacist says so.",
                "Mrs Ahmed: metformin tablets never split.",
            ),
            (
                "Don't lift the sluice gate above 40 cm, otherwise the bank floods.",
                "Lift the sluice gate above 40 cm if needed.",
            ),
            (
                "Boxes heavier than 20 kg don't go on the top shelf.",
                "Top shelf: no boxes <20 kg.",
            ),
            (
                "Riders under 12 are not permitted on the zipline.",
                "Riders under 12 are permitted on the zipline.",
            ),
        ]);
    }
}

#[cfg(test)]
mod habits {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// A habit told with its day or count ("tend to", "always", "tradition") said as an order
    /// is a rule added, the day or count restated or not; a plain fact's day or deadline said
    /// as an order restates it (pol68b).
    #[test]
    fn a_habits_day_or_count_said_as_an_order_adds_a_rule() {
        assert_reports(
            "constraint added",
            &[
                (
                    "Folks tend to bring bars to the Tuesday meeting, it's kind of a tradition by now.",
                    "Bring bars to Tue meeting (tradition).",
                ),
                (
                    "Joseph says he always checks the weather twice before he sends out the boat.",
                    "Check weather twice before sending boat out (per Joseph).",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The bins go out on Tuesday.",
                "Put the bins out on Tuesday.",
            ),
            ("Meetings end by 5pm.", "No meetings after 5pm."),
        ]);
    }
}
