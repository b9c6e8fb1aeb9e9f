//! Verbless and elided forms: a choice ("Aisle seat, not window."), an ordering or preference
//! ("Staging first, then prod."), a count per thing ("Two approvals per PR") and a correction
//! ("No, the blue one."). The imperative detector runs them.

use super::{Found, Sentence, is_verbless, push};
use crate::classify::CueKind;
use crate::classify::lexicon as lx;
use crate::classify::numbers;
use crate::classify::text::{Tok, TokKind};
use crate::classify::word_set::WordSet;

/// A verbless choice, "Aisle seat, not window.": the first option is required.
pub(super) fn contrast_choice(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // "not" is a negation head word: a sentence without that class has no "not". Every
    // choice found below is a "not" after a comma: without that pair the sentence is not
    // read for verbs (a pure test, so asking it later changes no answer).
    if s.question
        || s.classes & lx::BAN_HEAD == 0
        || !s.holds_any(&const { WordSet::of_words(&["not"]) })
        || !s
            .t
            .windows(2)
            .any(|p| p[0].is_punct(',') && p[1].text == "not")
        || !(is_verbless(s) || only_a_present_passive(s) || only_a_habitual_placement(s))
        // "That smell must be the sludge from the tanker yesterday, not a process fault": a
        // cause set against another in a named past, no choice to keep (cls54).
        || s.names_a_past_time()
    {
        return;
    }
    // The first option may end in an address or a path ("support@", "docs/") or be code.
    let ends_an_option = |k: usize| {
        s.is_word(k) || matches!(s.t[k].kind, TokKind::Code | TokKind::Symbol('@' | '/'))
    };
    for i in 2..s.t.len() {
        // "..., not sure why yet": the speaker's doubt, no second option.
        let doubt = matches!(
            s.w(i + 1),
            "sure" | "certain" | "clear" | "convinced" | "obvious"
        );
        if s.t[i - 1].is_punct(',')
            && s.is(i, "not")
            && s.is_word(i + 1)
            && !doubt
            && ends_an_option(i - 2)
            && !super::seen_to_occur(s, 0, i)
            // "Root cause: a tripped RCD, not the pump itself": a finding set against another.
            && !s
                .first_colon_before(i)
                .is_some_and(|colon| colon > 0 && labels_a_report(s.w(colon - 1)))
        {
            push(found, CueKind::NegatedAction, s.range(i, i + 1), true);
        }
    }
}

/// A label's last word naming what happened or was found ("Status:", "Root cause:",
/// "Verdict:"): a verbless value after it reports, it sets no rule.
pub(super) fn labels_a_report(w: &str) -> bool {
    matches!(
        w,
        "status"
            | "result"
            | "cause"
            | "reason"
            | "outcome"
            | "finding"
            | "answer"
            | "verdict"
            | "eta"
            | "update"
            | "response"
            | "reply"
            | "culprit"
            | "diagnosis"
    )
}

/// A verbless restriction after a label: "Draw offers: not before move 30", "| Deliveries |
/// not on Sundays |", "Refunds - not after 30 days": "not" opening the value, before a word
/// of time or order or a bound, limits what the label names (not "Lunch: not before noon, we
/// had a late breakfast", which has a verb).
pub(super) fn labelled_restriction(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // (Without "not", no walk.)
    if s.question
        || s.classes & lx::BAN_HEAD == 0
        || !s.holds_any(&const { WordSet::of_words(&["not"]) })
    {
        return;
    }
    let separator = |k: usize| {
        s.t[k].is_punct(':') || matches!(s.t[k].kind, TokKind::Symbol('|' | '-' | '–' | '—'))
    };
    // A time, an order or a bound after "not"; "on" only before a day ("not on Sundays";
    // "Cause: not on the list" reports), a comparator only before a quantity.
    let limits = |i: usize| match s.w(i) {
        "before" | "after" | "during" | "until" | "till" | "past" | "without" | "beyond" => true,
        "on" => {
            numbers::is_date_word(s.t, i + 1)
                || numbers::is_time_or_date(s.t, i + 1)
                || numbers::PLURAL_WEEKDAYS.contains(&s.w(i + 1))
                || matches!(s.w(i + 1), "weekends" | "weekdays" | "holidays")
        }
        "over" | "above" | "below" | "under" | "more" | "less" => {
            (i + 1..(i + 3).min(s.t.len())).any(|k| numbers::is_quantity_at(s.t, k))
        }
        _ => false,
    };
    // "Status: not before Friday", "Reason: not ...": a label that reports what happened.
    let reports = |k: usize| labels_a_report(s.w(k));
    // "not" is a trigger (a unit test holds it to it): one bit test turns most tokens away.
    let restricted = (2..s.t.len()).find(|&i| {
        s.has(i, lx::TRIGGER)
            && s.is(i, "not")
            && separator(i - 1)
            && s.is_word(i - 2)
            && !reports(i - 2)
            && limits(i + 1)
    });
    if let Some(i) = restricted
        && is_verbless(s)
    {
        push(found, CueKind::NegatedAction, s.range(i, i + 1), true);
    }
}

/// The sentence's one verb is "does" (or "do") before a base verb saying where things go or
/// live, Caribbean English's habitual present ("The spare key does hang by the door, not in
/// the van": where it always is, as "hangs" says), or an emphatic one: the choice is
/// stated as a verbless one is (cls64b; not "the key did live in the van, not the shed", a
/// past, nor "does it go in the van, not the shed?", a question).
fn only_a_habitual_placement(s: &Sentence<'_, '_>) -> bool {
    let Some(k) = (1..s.t.len()).find(|&k| {
        matches!(s.w(k), "does" | "do")
            && s.is_word(k - 1)
            && !s.has(k - 1, lx::ENGLISH_FUNCTION_WORD)
            && (super::stated_policies::states_where_things_go(s.w(k + 1))
                || matches!(s.w(k + 1), "hang" | "sit" | "sleep"))
            && !s.w(k + 1).ends_with('s')
    }) else {
        return false;
    };
    (0..s.t.len()).all(|j| j == k || !super::is_finite_or_past_at(s, j))
}

/// The sentence's one verb is a present passive: "Deliveries are accepted Monday to Friday,
/// not on weekends" states a policy as "Deliveries Monday to Friday, not on weekends" does.
fn only_a_present_passive(s: &Sentence<'_, '_>) -> bool {
    let Some(k) = (0..s.t.len()).find(|&k| super::stated_policies::present_passive_at(s, k)) else {
        return false;
    };
    (0..s.t.len()).all(|j| {
        j == k + 1 || !super::is_finite_or_past_at(s, j) || s.is(j, "is") || s.is(j, "are")
    })
}

/// A verbless ordering or preference: "Staging first, then prod.", "Window seat if possible,
/// aisle otherwise.", "Laptop in the safe, always.", "Aisle seats, where possible.".
pub(super) fn verbless_preference(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question {
        return;
    }
    verbless_rate(s, found);
    put_away_sign(s, found);
    kind_kept_shut_while(s, found);
    // "Aisle seats preferred", "Window seat, preferably": a preference stated with no verb
    // (not "the preferred vendor shipped late").
    // Both words are hedge words (a unit test holds the lists to it): a sentence without that
    // class has neither, and its segments are not read.
    let segments: &[(usize, usize)] = if s.classes & lx::HEDGE != 0 {
        s.segments
    } else {
        &[]
    };
    let preferred = segments.iter().find_map(|&(start, end)| {
        let last = (start..end).rev().find(|&k| s.is_word(k))?;
        // ", preferably" closes the segment before it; "preferred" follows its noun.
        let after_comma = last == start && last >= 2 && s.t[last - 1].is_punct(',');
        let placed = after_comma && s.w(last) == "preferably"
            || last > start
                && matches!(s.w(last), "preferred" | "preferably")
                && s.is_word(last - 1)
                && !matches!(
                    s.w(last - 1),
                    "the" | "a" | "an" | "is" | "are" | "was" | "were"
                );
        let verbless = || {
            !(0..s.t.len())
                .any(|k| k != last && (s.has(k, lx::FINITE_REPORT_VERB) || s.looks_past_at(k)))
        };
        (placed && verbless()).then_some(last)
    });
    if let Some(i) = preferred {
        push(found, CueKind::Imperative, s.range(i, i), true);
        return;
    }
    // "X if possible, Y otherwise", "Laptop in the safe, always.", "Robot cell: safety
    // glasses always.": the last word.
    let last = s.t.iter().rposition(|t| t.kind == TokKind::Word);
    // "Robot cell: safety glasses always.", "Changelog: newest entries first.".
    let labelled_always = last.is_some_and(|i| {
        matches!(s.w(i), "always" | "never" | "first" | "last")
            && !s.is(i.saturating_sub(1), "as")
            && s.t[..i].iter().any(|t| t.is_punct(':'))
    });
    // "Hard hats and hi-vis on the slab at all times.", maybe with a reason after a dash: a
    // verbless standing order ("times" is a weak trigger word, so a candidate).
    let at_all_times = s
        .candidates
        .iter()
        .find(|&&i| i >= 2 && s.is(i, "times") && super::always_phrase_end(s.t, i - 2) == Some(i));
    if let Some(&i) = at_all_times
        // Not an offer of service: "Support available at all times".
        && !s.t[..i].iter().any(|t| {
            matches!(
                &*t.text,
                "available" | "open" | "reachable" | "staffed" | "monitored"
            )
        })
        && (sign_is_verbless(s) || verbless_before_a_time_clause(s, i))
    {
        push(found, CueKind::Imperative, s.range(i - 2, i), true);
        return;
    }
    // Every other pattern has a clause separator: one segment means no comma, nothing to find.
    if s.segments.len() < 2 && !labelled_always {
        return;
    }
    let after_comma = |i: usize| i > 0 && s.t[i - 1].is_punct(',');
    // "X first, then Y": a segment opening with "then" after a comma (not "The scheduler
    // assigns crew by seniority first, then by base": the order a named thing works in,
    // described; nor "I'll list the timeline first, then the hosts": the speaker's plan).
    // Or "Gown, then hairnet, then gloves — in that order": the list's order insisted on
    // after it (cls61c; not "We did Paris, then Rome — in that order", a report).
    let in_that_order = |i: usize| (i..s.t.len()).any(|k| s.seq(k, &["in", "that", "order"]));
    let then = s
        .segments
        .iter()
        .map(|&(start, _)| start)
        .find(|&i| {
            s.is(i, "then")
                && after_comma(i)
                && ((1..i - 1).any(|k| s.is(k, "first")) || in_that_order(i))
        })
        .filter(|_| !describes_a_things_work(s) && !s.announces_own_step_at(0));
    let closing = last.filter(|&i| match s.w(i) {
        "otherwise" => i > 1 && s.t[..i - 1].iter().any(|t| t.is_punct(',')),
        // not "thanks, as always"
        "always" | "never" => after_comma(i) || labelled_always,
        // "Changelog: newest entries first.": a labelled order.
        "first" | "last" => labelled_always,
        // "Database work first, frontend after.": the order of two verbless tasks.
        "after" | "afterwards" | "next" | "later" | "second" => {
            (1..i).any(|k| s.is(k, "first")) && s.t[..i].iter().any(|t| t.is_punct(','))
        }
        // "Seats together for families, where possible."
        "possible" => {
            i > 0
                && after_comma(i - 1)
                && matches!(
                    s.w(i - 1),
                    "where" | "wherever" | "if" | "when" | "whenever"
                )
        }
        _ => false,
    });
    let marker = then.or(closing);
    if let Some(i) = marker
        && (is_verbless(s)
            || only_kept_in_a_state(s)
            || then.is_some_and(in_that_order) && sign_is_verbless(s))
    {
        push(found, CueKind::Imperative, s.range(i, i), true);
        return;
    }
    if let Some(i) = second_task_after_an_event(s) {
        push(found, CueKind::Imperative, s.range(i, i), true);
    }
}

/// "Inventory first thing while it's quiet, orders after lunch", "Top field first, bottom
/// field after the break": two verbless tasks in order, "first" in a segment before the last,
/// and the last one, after a comma, a task named before "after" and the event it waits for
/// (one to three words) closing the sentence; a verb only in a present "while", "when" or
/// "once" clause of the first (cls63; not "We did the top field first, the bottom after the
/// break", a verb of its own, nor "... while it was cool, ...", a past). The index of the
/// "after".
fn second_task_after_an_event(s: &Sentence<'_, '_>) -> Option<usize> {
    let &(start, end) = s.segments.last()?;
    // (Its closing marks left out.)
    let end = (start..end).rev().find(|&k| s.is_word(k))? + 1;
    let after = (start + 1..end).find(|&k| s.is(k, "after"))?;
    let task = start > 1
        && s.t[start - 1].is_punct(',')
        && (start..after).all(|k| s.is_word(k))
        && (2..=4).contains(&(end - after))
        && (after + 1..end).all(|k| s.is_word(k))
        // ("first" after its task: not "First the rain, then sun after lunch", a forecast.)
        && (1..start).any(|k| s.is(k, "first") && s.is_word(k - 1));
    // Any verb stands in a time clause of the first task, in the present.
    let in_a_time_clause = |k: usize| {
        let (from, _) = s.segment_of(k);
        (from..k).any(|m| matches!(s.w(m), "while" | "when" | "once"))
            && !s.looks_past_at(k)
            && !matches!(s.w(k), "was" | "were" | "did" | "had")
    };
    (task && (0..s.t.len()).all(|k| !super::is_finite_or_past_at(s, k) || in_a_time_clause(k)))
        .then_some(after)
}

/// "Rope crew in position, then the fan goes on.": two steps told in order, "then" opening
/// the second after a comma, with no past form: what a sentence refusing the order turned
/// around ([`insists_on_the_order_told`]) may insist on next (cls63; not "We loaded the van,
/// then the rain came", a past).
pub(crate) fn tells_steps_in_order(t: &[Tok<'_>]) -> bool {
    (1..t.len()).any(|k| t[k].text == "then" && t[k - 1].is_punct(','))
        && !t
            .iter()
            .any(|x| x.kind == TokKind::Word && lx::looks_past(&x.text))
}

/// "Hatches secured", "Burner pilot lights checked on both burners", "All visitors off the
/// boat", "Comms check on TAC 2": an open item of a list whose lead names it as rules or a
/// checklist ([`super::stated_policies::opens_a_rule_list`]), a state to keep told with no
/// verb of its own but a participle of a deed done to the thing it names (a telegraphic "to
/// be"): owed, as the lead says (cls65c). Not an item telling someone's deed ("We secured
/// the hatches"), a finite verb ("Hatches were secured", "Kickoff went well") or a time past
/// ("Hatches secured yesterday"). The byte range of its words.
pub(crate) fn state_owed_in_a_list(t: &[Tok<'_>]) -> Option<std::ops::Range<usize>> {
    let first = t.first().filter(|x| x.kind == TokKind::Word)?;
    let last = t.iter().rposition(|x| x.kind != TokKind::Punct('.'))?;
    let quantifier = matches!(&*first.text, "all" | "every" | "each" | "both");
    let opens_on_a_thing =
        quantifier || first.class & (lx::ENGLISH_FUNCTION_WORD | lx::THING_PRONOUN) == 0;
    let reports = |x: &Tok<'_>| {
        x.kind == TokKind::Word
            && (x.class & lx::FINITE_REPORT_VERB != 0
                && !lx::has_past_ending(&x.text)
                && x.text != "kept"
                || x.class & lx::PAST_MARKER != 0 && !lx::is_past_participle_form(&x.text))
    };
    let words = t.iter().filter(|x| x.kind == TokKind::Word).count();
    (opens_on_a_thing && words >= 2 && !t.iter().any(|x| reports(x) || x.is_punct('?')))
        .then(|| first.range.start..t[last].range.end)
}

/// "Not the other way round.", "Never the other way around!": a whole sentence refusing an
/// order turned around, said after steps told in order ([`tells_steps_in_order`]): the order
/// insisted on, as "in that order" does inside one sentence (cls63; after a sentence of no
/// steps, "The dog bit the postman. Not the other way round.", a jest). Or "In that order."
/// alone, maybe with one word of address after a comma ("In that order, love.": cls69a).
/// Its byte range.
pub(crate) fn insists_on_the_order_told(t: &[Tok<'_>]) -> Option<std::ops::Range<usize>> {
    let words = t.iter().take_while(|x| x.kind == TokKind::Word).count();
    let only_marks_from = |k: usize| t[k..].iter().all(|x| matches!(x.kind, TokKind::Punct(_)));
    let refused = words == 5
        && matches!(&*t[0].text, "not" | "never")
        && numbers::seq(t, 1, &["the", "other", "way"])
        && matches!(&*t[4].text, "round" | "around")
        && only_marks_from(5);
    let insisted = words == 3
        && numbers::seq(t, 0, &["in", "that", "order"])
        && (only_marks_from(3)
            || t[3].is_punct(',')
                && t.get(4).is_some_and(|x| x.kind == TokKind::Word)
                && only_marks_from(5));
    (refused || insisted).then(|| t[0].range.start..t[words - 1].range.end)
}

/// "Always.", "Every time!", "Every single time.": a sentence that is only an insistence that
/// what was just said holds at every turn (closing marks and a markdown "**" after it). The
/// byte range of its words.
// Inlined: asked of every sentence with no cue, and its first word turns most away.
#[inline(always)]
pub(crate) fn lone_insistence(t: &[Tok<'_>]) -> Option<std::ops::Range<usize>> {
    // Asked of every sentence with no cue: its first word and length turn most away before
    // any walk.
    if t.len() > 6
        || !t
            .first()
            .is_some_and(|x| matches!(&*x.text, "always" | "every"))
    {
        return None;
    }
    let words = t.iter().take_while(|x| x.kind == TokKind::Word).count();
    let insists = match words {
        1 => t[0].text == "always",
        2 | 3 => {
            t[0].text == "every"
                && t[words - 1].text == "time"
                && (words == 2 || t[1].text == "single")
        }
        _ => false,
    };
    (insists
        && t[words..]
            .iter()
            .all(|x| matches!(x.kind, TokKind::Punct('.' | '!') | TokKind::Symbol('*'))))
    .then(|| t[0].range.start..t[words - 1].range.end)
}

/// `low` (a sentence's lower-cased text) states how a thing is handled now, so that "Always."
/// after it makes it a rule held at every turn ("Dulse dries separate from the kelp. Always.",
/// "Stones go back in their own slots. Always."; cls67c): three words or more, opening on a
/// word that is no function word nor pronoun (not "The bus is late", "He calls"), no "?", and
/// no word telling a past or a finite "is" or "was" (not "Kelp dried well yesterday. Always."
/// nor "Dulse is dearer. Always."). Asked only of the sentence before a [`lone_insistence`].
pub(crate) fn states_a_practice(low: &str) -> bool {
    let mut words = low
        .split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '-'))
        .filter(|w| !w.is_empty());
    let Some(first) = words.next() else {
        return false;
    };
    let told = |w: &str| {
        lx::classes(w) & (lx::PAST_MARKER | lx::FINITE_REPORT_VERB) != 0 || lx::has_past_ending(w)
    };
    !low.contains('?')
        && lx::classes(first) & (lx::ENGLISH_FUNCTION_WORD | lx::THING_PRONOUN) == 0
        && !told(first)
        && words.clone().count() >= 2
        && !words.any(told)
}

/// "Bellies and crutchings kept separate from the fleece lines, always": a sign whose only
/// verb is "kept" after a noun (a telegraphic "to be kept"), before the state it is kept in
/// (cls53) (not "We kept the bellies separate, always", a subject's past deed).
fn only_kept_in_a_state(s: &Sentence<'_, '_>) -> bool {
    let mut kept = false;
    for k in 0..s.t.len() {
        if !super::is_finite_or_past_at(s, k) {
            continue;
        }
        if k == 0
            || !s.is(k, "kept")
            || !s.is_word(k - 1)
            || s.has(k - 1, lx::ENGLISH_FUNCTION_WORD)
            || matches!(s.w(k - 1), "he" | "she" | "who" | "which")
            || !matches!(
                s.w(k + 1),
                "separate" | "apart" | "clear" | "dry" | "cold" | "cool" | "closed" | "covered"
            )
        {
            return false;
        }
        kept = true;
    }
    kept
}

/// "Two adults in the changing room at all times when players are present": a sign whose
/// only verbs are in the present, in a "when", "whenever" or "while" clause right after its
/// "at all times" (token `times`), none before it (not "We were in the lab at all times when
/// it was open", a report; session 39, pol39b).
fn verbless_before_a_time_clause(s: &Sentence<'_, '_>, times: usize) -> bool {
    matches!(s.w(times + 1), "when" | "whenever" | "while")
        && !(0..times).any(|k| super::is_finite_or_past_at(s, k))
        && !(times + 2..s.t.len())
            .any(|k| s.looks_past_at(k) || matches!(s.w(k), "was" | "were" | "did" | "had"))
}

/// The words of a sign have no verb: the whole sentence, or the part before a dash or a
/// semicolon when a reason follows there with no past verb of its own ("Phones off during
/// rated games — a ringing phone forfeits the game", "Helmets on at all times — the site is
/// live"; not "Phones off during the exam — mine rang twice", a report).
fn sign_is_verbless(s: &Sentence<'_, '_>) -> bool {
    let sign_end = s.segments.iter().find_map(|&(_, end)| {
        s.t.get(end)
            .filter(|t| t.is_punct('—') || t.is_punct(';'))
            .map(|_| end)
    });
    let Some(end) = sign_end else {
        return is_verbless(s);
    };
    // ("during rated games": an "-ed" word after a preposition qualifies a noun; "the mats
    // are cleaned daily": a passive tells no past.)
    !(0..end).any(|k| {
        super::is_finite_or_past_at(s, k)
            && !(k > 0 && s.looks_past_at(k) && matches!(s.w(k - 1), "during" | "in" | "at"))
    }) && !(end + 1..s.t.len())
        .any(|k| s.looks_past_at(k) && !super::is_auxiliary_before_participle(s.w(k - 1)))
}

/// "The scheduler assigns crew by seniority", "it sorts rows by date": the sentence opens
/// with one named thing (a determiner and a noun, or "it") and a verb in the third person,
/// describing what it does.
fn describes_a_things_work(s: &Sentence<'_, '_>) -> bool {
    let verb = match s.w(0) {
        "it" | "he" | "she" => 1,
        "the" | "our" | "this" | "their" | "your" | "my" | "its" => {
            // The noun, maybe after a modifier ("the crew scheduler assigns").
            match (2..4).find(|&k| super::is_third_person_of_base_verb(s.w(k))) {
                Some(k) => k,
                None => return false,
            }
        }
        _ => return false,
    };
    super::is_third_person_of_base_verb(s.w(verb)) && (1..verb).all(|k| s.is_word(k))
}

/// A sign's order to put a thing off, away or on: "Phones off during the exam", "Shoes off
/// past this point", "Phones on silent in the coach", "Gloves on before touching the bench",
/// maybe with its reason after a dash or a semicolon ("Phones off during rated games — a
/// ringing phone forfeits the game") (not "Phones off since the outage", a report, nor a sign
/// with a verb of its own, nor one beside a past verb).
fn put_away_sign(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    put_away_sign_from(s, 0, found);
    // "HOT GLASS LOOKS EXACTLY LIKE COLD GLASS — GLOVES ON AT THE BENCH": the sign may
    // close a notice after its headline and dash (cls69b).
    if let Some(dash) = headline_dash(s) {
        put_away_sign_from(s, dash + 1, found);
    }
}

/// The dash closing a notice's headline of two words or more that tells no past ("HOT
/// GLASS LOOKS EXACTLY LIKE COLD GLASS — ..."; not "Mine rang twice — ...", a report): where
/// a sign may open after it (cls69b).
fn headline_dash(s: &Sentence<'_, '_>) -> Option<usize> {
    let dash = (2..s.t.len()).find(|&k| s.t[k].is_punct('—'))?;
    (0..dash)
        .all(|k| !s.looks_past_at(k) && !matches!(s.w(k), "was" | "were" | "did" | "had"))
        .then_some(dash)
}

/// [`put_away_sign`] with the sign opening at token `start`.
fn put_away_sign_from(s: &Sentence<'_, '_>, start: usize, found: &mut Vec<Found>) {
    // "Pickers: hairnets on before entering Room 4": the sign after a one-word label naming
    // whom it is for (cls53), or a label of up to three words naming where it holds
    // ("Clarifier walkway: harness on.", cls65a).
    let label = start + sign_label_len(&s.t[start..]);
    // "Ear defenders on when it's running": the thing named by two words, a bare word before
    // the plural (cls57).
    let named_by_two = s.is_word(label)
        && !s.has(label, lx::ENGLISH_FUNCTION_WORD)
        && matches!(s.w(label + 2), "on" | "off" | "away");
    let o = label + usize::from(named_by_two);
    // "off", "away", "on" right before the time or place it holds for ("Gloves on before
    // touching"), or a phone's quiet mode ("Phones on silent during the warm-up").
    let state_end = if s.is(o + 1, "on") && matches!(s.w(o + 2), "silent" | "mute" | "vibrate") {
        o + 2
    } else if s.is(o + 1, "off") || s.is(o + 1, "away") || s.is(o + 1, "on") {
        o + 1
    } else {
        return;
    };
    let thing = s.w(o);
    let plural_thing = s.is_word(o)
        && thing.len() > 3
        && thing.ends_with('s')
        && !thing.ends_with("ss")
        // ("coffee's on in the NOC": "is" contracted, no plural.)
        && !thing.ends_with("'s")
        && !s.has(o, lx::ENGLISH_FUNCTION_WORD);
    let where_or_when = sign_holds_where_or_when(s.t, state_end + 1)
        || s.is(state_end, "on") && worn_by_everyone_where(s.t, state_end + 1)
        // "Gloves on.", "Hairnets on!": the sign is the whole sentence (cls62b; not "hats
        // off to the kitchen", a word after it, nor "Years off.", "Miles off.", how far
        // away, a unit).
        || (state_end + 1..s.t.len()).all(|k| matches!(s.t[k].kind, TokKind::Punct(_)))
            && !numbers::is_listed_unit(thing);
    // (After a headline, the sign is the words after its dash.)
    let reported = || {
        (0..s.t.len()).any(|k| matches!(s.w(k), "since" | "now" | "again" | "already" | "still"))
            || if start == 0 {
                !sign_is_verbless(s)
            } else {
                (start..s.t.len()).any(|k| super::is_finite_or_past_at(s, k))
            }
    };
    // After a label a single thing is put on too ("Spray booth: mask on."): the label names
    // where the sign holds (not "Kettle on.", alone, a wish for tea, nor "Status: power
    // off.", a label of what was found).
    let labelled_thing = label > start
        && !labels_a_report(s.w(label - 2))
        && s.is_word(o)
        && thing.len() > 3
        && !thing.ends_with("'s")
        // ("RMK: plume drifting away": a verb of its own.)
        && !thing.ends_with("ing")
        && !s.looks_past_at(o)
        && !s.has(o, lx::ENGLISH_FUNCTION_WORD);
    // "Dust extractor on before the sifters": one machine named by two words, switched on
    // or off before, during or until a time (cls67b; not "Kettle on before the meeting", one
    // word, nor "Phones off in the hall", a place).
    let machine_before_a_time = named_by_two
        && s.is_word(o)
        && thing.len() > 3
        && !thing.ends_with("'s")
        && !thing.ends_with("ing")
        && !s.looks_past_at(o)
        && !s.has(o, lx::ENGLISH_FUNCTION_WORD)
        && matches!(
            s.w(state_end + 1),
            "before" | "during" | "while" | "when" | "once" | "until" | "after"
        );
    if (plural_thing || labelled_thing || machine_before_a_time) && where_or_when && !reported() {
        push(found, CueKind::Imperative, s.range(label, state_end), true);
    }
}

/// "Husk bin doors closed when de mill running", "Guard doors shut whenever the saw is
/// on": a kind of thing kept in a state ([`kind_kept_shut_at`]) and a "when" or "whenever"
/// clause told with no past: a sign's state held through every such time (cls67b; not
/// "Doors closed when I got there", a past).
fn kind_kept_shut_while(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.hypothetical || s.classes & lx::WEAK_TRIGGER == 0 {
        return;
    }
    let Some(when) = (2..s.t.len().min(5)).find(|&k| kind_kept_shut_at(s.t, k)) else {
        return;
    };
    let told_now = !(when + 1..s.t.len())
        .any(|k| s.looks_past_at(k) || matches!(s.w(k), "was" | "were" | "did" | "had" | "got"));
    if told_now && !s.names_a_past_time() {
        push(found, CueKind::Imperative, s.range(0, when - 1), true);
    }
}

/// The "when" or "whenever" at `i` follows a kept state ("closed", "locked", "shut"...) after
/// a kind of thing opening the tokens, a bare plural maybe after one or two nouns ("Husk bin
/// doors closed when ..."; not "The doors closed when ...", "We closed when ...": a
/// determiner or a person): what [`kind_kept_shut_while`] reads, asked by the screen too.
pub(super) fn kind_kept_shut_at(t: &[Tok<'_>], i: usize) -> bool {
    let word = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let kind = word(i.wrapping_sub(2));
    (2..=4).contains(&i)
        && matches!(word(i), "when" | "whenever")
        && super::stated_policies::is_state_kept_in(word(i - 1))
        && kind.len() > 3
        && kind.ends_with('s')
        && !kind.ends_with("ss")
        // ("Top station door's shut when ...": "is" contracted, no plural.)
        && !kind.ends_with("'s")
        && t[..i - 1].iter().all(|x| {
            x.kind == TokKind::Word
                && x.class & (lx::ENGLISH_FUNCTION_WORD | lx::AGENT_SUBJECT | lx::NUMBER_WORD) == 0
        })
}

/// The word at `k`, right after a sign's "on", "off" or "away", says where or when the sign
/// holds ("during", "past", "before", "once"...), or opens a phrase for every moment of it
/// ("Gloves on the whole time in the lab", cls63; "for the whole shift", cls66a), or for
/// each occasion of a kind ("Gloves on for every soak-off", cls70b; not "Hats off for
/// everyone", whom): what [`put_away_sign`] reads, and the screen
/// [`may_bind`](super::may_bind) asks before it.
pub(super) fn sign_holds_where_or_when(t: &[Tok<'_>], k: usize) -> bool {
    t.get(k).is_some_and(|x| {
        matches!(
            &*x.text,
            "during"
                | "inside"
                | "past"
                | "in"
                | "at"
                | "before"
                | "after"
                | "until"
                | "while"
                | "when"
                // "Phones on silent once we're rolling" (pol44).
                | "once"
                | "indoors"
                | "please"
                // "Helmets on from the car park" (cls53).
                | "from"
        ) || x.text == "for"
            && t.get(k + 1)
                .is_some_and(|n| matches!(&*n.text, "every" | "each"))
    }) || super::always_phrase_end(t, k).is_some()
}

/// "(Hard hats on) everybody in de tunnel": the word at `k`, after a sign's "on", names
/// everyone the thing goes on, and where or when the sign holds follows
/// ([`sign_holds_where_or_when`]): what [`put_away_sign`] reads, and the screen
/// [`may_bind`](super::may_bind) asks before it (cls68a; not "Hats on everybody!", no place
/// or time).
pub(super) fn worn_by_everyone_where(t: &[Tok<'_>], k: usize) -> bool {
    t.get(k)
        .is_some_and(|x| super::stated_policies::is_everyone(&x.text))
        && sign_holds_where_or_when(t, k + 1)
}

/// The tokens of a label of one to three words and its colon opening `t` ("Pickers:",
/// "Clarifier walkway:"), or of four when it names the occasion the sign holds for ("Before
/// the saw starts:", cls69a), or 0 when there is none: what a sign's words may follow, and a
/// kind's kept place ([`super::stated_policies::kind_kept_in_a_place`]).
pub(super) fn sign_label_len(t: &[Tok<'_>]) -> usize {
    let occasion = t
        .first()
        .is_some_and(|x| matches!(&*x.text, "before" | "after" | "when" | "once" | "while"));
    (1..=3 + usize::from(occasion))
        .find(|&n| {
            t.get(n).is_some_and(|x| x.is_punct(':'))
                && t[..n].iter().all(|x| x.kind == TokKind::Word)
        })
        .map_or(0, |n| n + 1)
}

/// `t` is two or three words, the last "on", "off" or "away", and at most closing marks after
/// them ("Gloves on.", "Ear defenders on!"), maybe after a label of up to three words
/// ("Clarifier walkway: harness on."): a sign [`put_away_sign`] may read whole. Asked by the
/// screen [`may_bind`](super::may_bind) (cls62b).
// Inlined: asked of every sentence the screen reads this far, and its length turns most away.
#[inline(always)]
pub(super) fn is_a_whole_sentence_sign(t: &[Tok<'_>]) -> bool {
    if t.len() > 9 {
        return false;
    }
    let t = &t[sign_label_len(t)..];
    if t.len() > 5 {
        return false;
    }
    let words = t.iter().take_while(|x| x.kind == TokKind::Word).count();
    (2..=3).contains(&words)
        && t.len() <= words + 2
        && matches!(&*t[words - 1].text, "on" | "off" | "away")
        && t[words..]
            .iter()
            .all(|x| matches!(x.kind, TokKind::Punct(_)))
}

/// The words a due time follows in [`state_due_by_a_time`].
const DUE: [&str; 2] = ["by", "before"];

/// "Lights out by 10", "Phones off by 9pm on school nights", "Bins in before 8 on Mondays",
/// "Site lights out and gates padlocked by 6.30pm", "Lights out in the tasting room by ten": a
/// thing (or two joined by "and"), the state it is to be in, maybe the place it holds in, and
/// the time it is due, with no verb (a house rule or a deadline). Not a change measured ("Sales up by 10%", "the count was off by 3": "up",
/// "down" and "off by" a bare number are amounts), nor a past time told.
pub(super) fn state_due_by_a_time(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question
        || s.hypothetical
        || s.t.len() < 4
        || !s.holds_any(
            &const { WordSet::of_words(&["by", "before", "after", "done", "end", "between"]) },
        )
    {
        return;
    }
    // "Rentals stop at 5:30 pm; boats back on the rack by 7": the state may open a clause
    // after a semicolon (cls61), after a label's colon ("Conche 2: lid on by six"), or after
    // a notice's headline and its dash ("PEAT FIRE RISK HIGH — ALL MACHINES OFF BY 2PM":
    // cls68a).
    let mut start = 0;
    loop {
        state_due_from(s, start, found);
        match (start..s.t.len()).find(|&k| matches!(s.t[k].kind, TokKind::Punct(';' | ':' | '—')))
        {
            Some(mark) => start = mark + 1,
            None => return,
        }
    }
}

/// [`state_due_by_a_time`] with the thing opening at token `start`.
fn state_due_from(s: &Sentence<'_, '_>, start: usize, found: &mut Vec<Found>) {
    // The state word after a noun phrase of one to three words.
    let Some(first) = (start + 1..s.t.len().min(start + 4))
        .find(|&k| is_due_state(s.w(k)) || done_to_a_kind(s, k) || sent_to_a_place(s, k))
    else {
        return;
    };
    // "Site lights out and gates padlocked by 6.30pm": a second thing and its state after
    // "and", one to three words on, due at the same time (pol42).
    let second = if s.is(first + 1, "and") {
        (first + 3..s.t.len().min(first + 6)).find(|&k| is_due_state(s.w(k)))
    } else {
        None
    };
    let state = second.unwrap_or(first);
    // "Sentries in position by 14:30", "marshals on station by 9": "in" or "on" and the one
    // word it takes name the state (cls48).
    let state = if matches!(s.w(state), "in" | "on")
        && s.is_word(state + 1)
        && !s.has(state + 1, lx::ENGLISH_FUNCTION_WORD)
        && DUE.contains(&s.w(state + 2))
    {
        state + 1
    } else {
        state
    };
    // "Lights out in the tasting room by ten", "all plant clear of the 500 m exclusion zone by
    // 14:25": the place the state holds in (or is clear of), a preposition and up to six
    // words or numbers, may stand before the time (pol44, cls48).
    // "Skaters off the ice by :48": "off", "out" or "away" is itself the preposition of the
    // place, its article right after it (cls50).
    // "Lid on the juice tank by six": "on" too, where a thing is put (cls63b; not "Back on
    // the road by 4", the writer's own return); "Crates to the loading bay by 5pm": "to", where
    // a thing is taken (cls63).
    let place_of_the_state = (matches!(s.w(state), "off" | "out" | "away")
        || s.is(state, "on") && !s.is(start, "back"))
        && matches!(s.w(state + 1), "the" | "this" | "our" | "your")
        || s.is(state, "to");
    let due = if place_of_the_state
        || matches!(
            s.w(state + 1),
            "in" | "at" | "on" | "across" | "throughout" | "of"
        ) {
        match (state + 2..(state + 9).min(s.t.len()))
            .find(|&k| DUE.contains(&s.w(k)) || each_use_len(s, k) > 0)
        {
            Some(k)
                if (state + 2..k).all(|m| {
                    (s.is_word(m) || s.t[m].kind == TokKind::Number)
                        && !s.has(m, lx::FINITE_REPORT_VERB)
                }) =>
            {
                k
            }
            _ => return,
        }
    } else {
        state + 1
    };
    // "Head coil back in cupboard B after use", "helmets on the hooks after each ride": due
    // again after every use (cls62), or "when you're done" with it (cls67b).
    let use_len = each_use_len(s, due);
    let after_use = use_len > 0 && matches!(s.w(state), "back" | "away" | "in" | "on");
    if !DUE.contains(&s.w(due)) && !after_use {
        return;
    }
    let at = due + 1;
    let minutes = minutes_past_the_hour_at(s, at);
    let clock = numbers::is_time_or_date(s.t, at) || numbers::is_date_word(s.t, at) || minutes;
    // "by 10", "by ten", "by half ten": a bare hour, when nothing measured follows it;
    // "by quarter past six", "by half past": the quarter hour said in words.
    let bare_hour = (s.t.get(at).is_some_and(|t| t.kind == TokKind::Number)
        && s.w(at).parse::<u8>().is_ok_and(|h| (1..=24).contains(&h))
        || is_hour_word(s.w(at)))
        && (!s.is_word(at + 1) || matches!(s.w(at + 1), "on" | "at" | "every" | "each" | "sharp"))
        || s.is(at, "half") && s.has(at + 1, lx::NUMBER_WORD)
        || quarter_hour_in_words_at(s, at);
    // ("8ch head coil back in cupboard B": a size or model glued to its number may open it.)
    let labelled = |k: usize| {
        k == start
            && s.t[k].kind == TokKind::Number
            && s.w(k).bytes().any(|b| b.is_ascii_alphabetic())
    };
    // "Lids are on by six", "the bins are out by seven": the present "is" or "are" before
    // the state says what "Lids on by six" does (cls66a; not "were", a past).
    let copula = (first == state && state > start + 1 && matches!(s.w(state - 1), "is" | "are"))
        .then(|| state - 1);
    let noun_phrase = (start..copula.unwrap_or(state)).all(|k| {
        (s.is_word(k) || labelled(k))
            && !s.has(k, lx::FINITE_REPORT_VERB)
            && !matches!(s.w(k), "i" | "we" | "he" | "she" | "they" | "it" | "you")
    });
    if noun_phrase
        && (clock || bare_hour && s.w(state) != "off" || after_use)
        // (The state may be a participle: "Doors locked by midnight".)
        && (start..s.t.len()).all(|k| {
            k == state
                || k == first
                || Some(k) == copula
                || after_use && (due..due + use_len).contains(&k)
                || !super::is_finite_or_past_at(s, k)
        })
        && !s.names_a_past_time()
    {
        push(
            found,
            CueKind::Imperative,
            s.range(
                start,
                if after_use {
                    due + use_len - 1
                } else {
                    at + usize::from(minutes)
                },
            ),
            true,
        );
    }
}

/// "Bags tagged with the lease before they go in the chiller", "trays wiped down before the
/// eggs come in": a kind of thing (a bare plural, maybe after a noun) and a participle of a
/// deed done to it, then within eight tokens "before" and an event told in the present, with
/// no verb of its own: a step each such thing is owed first, telegraphic for "are to be"
/// (cls63b; not "Bags tagged before they went in", a past, nor "prices dropped before the
/// budget lands", a change in amount, nor "Bags tagged before Friday", no event). Or a thing
/// and its participle under a heading naming every occasion ([`every_occasion_heading`]:
/// "After every trip: van hosed out + crates disinfected", dia70).
pub(super) fn kind_done_before_an_event(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question
        || s.hypothetical
        || !s.holds_any(&const { WordSet::of_words(&["before", "after"]) })
    {
        return;
    }
    let heading = every_occasion_heading(s);
    let opens = heading.map_or(0, |colon| colon + 1);
    let Some(p) = (opens + 1..s.t.len().min(opens + 3)).find(|&k| {
        (done_to_a_kind(s, k) || k == opens + 1 && done_to_one_thing(s, k, heading.is_some()))
            && (opens..k).all(|m| s.is_word(m) && !s.has(m, lx::ENGLISH_FUNCTION_WORD))
    }) else {
        return;
    };
    // Under its occasion's heading the checklist is the rule: no event to find, and later
    // items hold participles of their own ("+ crates disinfected").
    if heading.is_some() {
        if !s.names_a_past_time() && !(opens..s.t.len()).any(|k| s.has(k, lx::PAST_MARKER)) {
            push(found, CueKind::Imperative, s.range(opens, p), true);
        }
        return;
    }
    let Some(before) = (p + 1..s.t.len().min(p + 9))
        .take_while(|&k| !matches!(s.t[k].kind, TokKind::Punct(_)))
        .find(|&k| s.is(k, "before"))
    else {
        return;
    };
    let subject = before + 1;
    let event = matches!(
        s.w(subject),
        "they" | "we" | "you" | "it" | "the" | "a" | "an" | "each" | "any" | "anyone" | "someone"
    ) && super::event_told_in_the_present(s, subject);
    // ("weighed and labelled": a second participle joined to the first.)
    let second = p + 2 + usize::from(!s.is(p + 1, "and"));
    if event
        && (p + 1..s.t.len()).all(|k| k == second || !s.looks_past_at(k))
        && (p + 1..before).all(|k| k == second || !super::is_finite_or_past_at(s, k))
        && !s.names_a_past_time()
    {
        push(found, CueKind::Imperative, s.range(0, p), true);
    }
}

/// "After every trip:", "before each dive:": "after" or "before", "every" or "each" and the
/// occasion's one to three words opening the sentence as a heading, its colon's index: what
/// follows is done on every such occasion ("After every trip: van hosed out + crates
/// disinfected", dia70; not "After the trip: ...", one occasion).
fn every_occasion_heading(s: &Sentence<'_, '_>) -> Option<usize> {
    if !(matches!(s.w(0), "after" | "before") && matches!(s.w(1), "every" | "each")) {
        return None;
    }
    (3..6.min(s.t.len()))
        .find(|&c| !s.is_word(c))
        .filter(|&c| s.t[c].is_punct(':'))
}

/// "Alarm set before the last one leaves", "till counted before the shop opens": one bare
/// singular noun opening the sentence and a participle of a deed done to it at `k` (an
/// irregular one too), which [`kind_done_before_an_event`] reads before an event in the
/// present as it reads a kind's (cls65b; "Alarm set before I left" tells a past). Under an
/// occasion's heading (`headed`) the noun may be short ("van hosed out").
fn done_to_one_thing(s: &Sentence<'_, '_>, k: usize, headed: bool) -> bool {
    (headed || s.w(k - 1).len() > 3)
        && !s.w(k - 1).ends_with('s')
        && !s.has(k - 1, lx::BASE_VERB | lx::NOT_A_VERB)
        && super::permissions::is_action_participle(s, k)
        && !super::numeric_bounds::changes_an_amount(s.w(k))
}

/// "after use", "after each ride", "after every session" at `k`: every occasion of use, the
/// time a thing is due back (cls62; not "after lunch", one time), or "between every head",
/// "end of every shift" (the "at the" before "end" read as place words), each such occasion
/// as well (cls70b; not "between the two ovens", "end of the month"); or "when done", "when
/// you're done", "once you're done", the end of every use told from the user's side
/// ("Wick trimmers back in the drawer when you're done", cls67b; "when you done" with the
/// copula dropped, cls70b; not "when the shop's done", one job). Its length in tokens, or 0.
fn each_use_len(s: &Sentence<'_, '_>, k: usize) -> usize {
    let each = |m: usize| matches!(s.w(m), "each" | "every") && s.is_word(m + 1);
    if matches!(s.w(k), "after" | "between") {
        if s.seq(k, &["after", "use"]) {
            return 2;
        }
        return if each(k + 1) { 3 } else { 0 };
    }
    if s.seq(k, &["end", "of"]) {
        return if each(k + 2) { 4 } else { 0 };
    }
    if !matches!(s.w(k), "when" | "once") {
        return 0;
    }
    match (s.w(k + 1), s.w(k + 2), s.w(k + 3)) {
        ("done", ..) => 2,
        ("you're", "done", _) | ("you", "done", _) => 3,
        ("you", "are", "done") => 4,
        _ => 0,
    }
}

/// "Crates to the loading bay (by 5pm)", "samples to lab (by 2)": "to" at `k` and the place a
/// thing is to be taken, the state [`state_due_by_a_time`] asks for, the place read as "off
/// the ice" is (cls63; not "time to leave (by 6)" nor "prices to rise (by 2)", a verb after
/// "to": a listed one, or one of a change in amount, news; nor "wind should ease to (under 15
/// knots by noon)", a modal's forecast and a bound).
fn sent_to_a_place(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.is(k, "to")
        && s.is_word(k + 1)
        && !s.has(k + 1, lx::BASE_VERB)
        && (matches!(s.w(k + 1), "the" | "our" | "your" | "this" | "that")
            // ("Priya to circulate the rota by Friday": an unlisted verb and its object.)
            || !s.has(k + 1, lx::ENGLISH_FUNCTION_WORD | lx::COMPARATOR)
                && !super::opens_object(s.w(k + 2)))
        && !(0..k).any(|m| s.has(m, lx::MODAL))
        && !super::numeric_bounds::changes_an_amount(&format!("{}s", s.w(k + 1)))
}

/// "Eggs collected (by 11)", "crates stacked": a regular participle of a deed at `k`, right
/// after a bare plural, the state [`state_due_by_a_time`] asks for (not "prices dropped (by
/// 5)", a change in amount, nor "trains delayed", what happens to a thing) (cls61).
fn done_to_a_kind(s: &Sentence<'_, '_>, k: usize) -> bool {
    let noun = s.w(k - 1);
    s.w(k).ends_with("ed")
        && noun.len() > 3
        && noun.ends_with('s')
        && !s.has(k - 1, lx::ENGLISH_FUNCTION_WORD)
        && super::permissions::is_action_participle(s, k)
        && !super::numeric_bounds::changes_an_amount(s.w(k))
}

/// An hour of the clock said as a word: "one" to "twelve".
fn is_hour_word(w: &str) -> bool {
    matches!(
        w,
        "one"
            | "two"
            | "three"
            | "four"
            | "five"
            | "six"
            | "seven"
            | "eight"
            | "nine"
            | "ten"
            | "eleven"
            | "twelve"
    )
}

/// "quarter past six", "half past 11", "quarter to twelve" at token `k`: a time on the quarter
/// hour said in words, its hour a word or a number up to 12, or left out where the sentence
/// ends ("Everybody out the pit by quarter to.", s69a-s077; the hour is the one just named).
/// Not "a quarter of the stock" (no "past"/"to"), "half past the gate" (no hour), "quarter to
/// the crew" (a share given).
fn quarter_hour_in_words_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    let hour = k + 2;
    matches!(s.w(k), "quarter" | "half")
        && matches!(s.w(k + 1), "past" | "to")
        && (s
            .t
            .get(hour)
            .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
            || is_hour_word(s.w(hour))
            || s.t[hour].kind == TokKind::Number
                && s.w(hour).parse::<u8>().is_ok_and(|h| (1..=12).contains(&h)))
}

/// ":48", ":05": a colon at `k` and two digits under 60 after it, the minutes past the hour a
/// timetable names (a rink's "skaters off the ice by :48").
fn minutes_past_the_hour_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.t.get(k).is_some_and(|t| t.is_punct(':'))
        && s.t.get(k + 1).is_some_and(|t| {
            t.kind == TokKind::Number
                && t.text.len() == 2
                && t.text.parse::<u8>().is_ok_and(|m| m < 60)
                && t.range.start == s.t[k].range.end
        })
}

/// The state a thing is to be in by a time ("out", "off", "packed", "locked"), in
/// [`state_due_by_a_time`].
pub(super) fn is_due_state(w: &str) -> bool {
    matches!(
        w,
        "out"
            | "off"
            | "in"
            // "Lids on by six" (cls63b).
            | "on"
            | "away"
            | "back"
            | "done"
            | "clear"
            | "packed"
            | "cleared"
            | "closed"
            | "shut"
            | "locked"
            | "padlocked"
            | "sealed"
            | "returned"
            | "submitted"
            | "signed"
            | "emptied"
    )
}

/// "Housekeeping: sleeping bags aired min 24 h between guests", "boots dried max 2 h in the
/// oven": a telegraphic passive, a kind of thing (a bare plural, maybe after a noun, opening
/// the sentence or its text after a label's colon), a participle and a bound ("min", "max"
/// and a figure) on how it is handled (cls54; not "Update: sleeping bags aired 24 h
/// yesterday", no bound, nor "... aired min 24 h last week", a past, nor "servers restarted
/// at least 3 times", a count of what happened).
pub(super) fn telegraphic_bound(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let start = match s.first_colon_before(4) {
        Some(colon) => colon + 1,
        None => 0,
    };
    let plural = |k: usize| {
        s.is_word(k)
            && s.w(k).len() > 3
            && s.w(k).ends_with('s')
            && !s.has(k, lx::ENGLISH_FUNCTION_WORD)
    };
    let Some(participle) = (start + 1..start + 3).find(|&p| {
        plural(p - 1)
            && (start..p).all(|k| s.is_word(k) && !s.has(k, lx::ENGLISH_FUNCTION_WORD))
            && s.past_participle_at(p)
    }) else {
        return;
    };
    let bound = participle + 1;
    // (Not "at least": "servers restarted at least 3 times" counts what happened.)
    let figure = bound + 1;
    if matches!(s.w(bound), "min" | "minimum" | "max" | "maximum")
        && !s.question
        && numbers::is_quantity_at(s.t, figure)
        && !s.names_a_past_time()
    {
        push(found, CueKind::LimitStatement, s.range(start, figure), true);
    }
}

/// "Six boxes at a reader's table at any one time", "two dogs per walker at a time": a count
/// of things opening the sentence, how many are out together
/// ([`at_a_time`](super::imperatives::at_a_time)), and no verb: a limit (cls62; not "Six boxes
/// came at once", a verb, nor "Six boxes at the table", no "at a time"). The count may follow
/// a lead naming how long the limit holds ("Until further notice, one van at a time in the
/// bay": [`span_lead_end`], cls65b).
pub(super) fn count_at_a_time(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let start = span_lead_end(s.t);
    let counted = s.t.get(start).is_some_and(|t| {
        t.kind == TokKind::Number && !t.text.contains(':') || t.class & lx::NUMBER_WORD != 0
    });
    if counted
        && !s.question
        && !s.hypothetical
        && s.is_word(start + 1)
        && super::imperatives::at_a_time(s, start + 1)
        && is_verbless(s)
        && !s.names_a_past_time()
    {
        push(
            found,
            CueKind::LimitStatement,
            s.range(start, start + 1),
            true,
        );
    }
}

/// "Until further notice, ...", "From Monday, ...", "Starting today, ...": a lead of at most
/// four words naming how long what follows holds ("until", "from", "starting", "till"), closed
/// by a comma; the index of the token after the comma in `t`, 0 with no such lead. Asked by
/// the screen [`may_bind`](super::may_bind) too.
pub(super) fn span_lead_end(t: &[Tok<'_>]) -> usize {
    if !t
        .first()
        .is_some_and(|x| matches!(&*x.text, "until" | "till" | "from" | "starting"))
    {
        return 0;
    }
    (2..t.len().min(6))
        .find(|&k| t[k].is_punct(','))
        .filter(|&k| t[1..k].iter().all(|x| x.kind == TokKind::Word))
        .map_or(0, |k| k + 1)
}

/// "Board swept between every sheep", "hands washed before each feed": a telegraphic
/// passive, one or two words naming a thing opening the sentence, a participle, then
/// "between", "before" or "after" and "every" or "each": a routine kept on each occasion, no
/// verb of its own (cls58; not "Board was swept between every sheep", a past, nor "Floor
/// swept after every shift last week").
pub(super) fn done_on_each_occasion(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    let Some(participle) = (1..3).find(|&p| {
        (0..p).all(|k| s.is_word(k) && !s.has(k, lx::ENGLISH_FUNCTION_WORD | lx::AGENT_SUBJECT))
            && s.past_participle_at(p)
    }) else {
        return;
    };
    let occasion = participle + 1;
    if matches!(s.w(occasion), "between" | "before" | "after")
        && matches!(s.w(occasion + 1), "every" | "each")
        && s.is_word(occasion + 2)
        // (The past time is read last: a participle and its occasion turn most away first.)
        && !s.names_a_past_time()
        && !(0..s.t.len()).any(|k| k != participle && super::is_finite_or_past_at(s, k))
    {
        push(found, CueKind::DeonticModal, s.range(0, participle), true);
    }
}

/// "Gate staff to enforce strictly", "All visitors to sign in at reception", "Drivers to be
/// breathalysed before each shift": a telegraphic directive, a class of people (an agent
/// noun, after up to two words) and what they are to do, with no verb of its own (not
/// "Time to go", "Happy to help", no agent; nor "Staff to be trained, the plan said").
pub(super) fn telegraphic_directive(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    thing_to_be_done(s, found);
    if let Some(with) = sent_to_a_place_with(s) {
        push(found, CueKind::Imperative, s.range(0, with), true);
        return;
    }
    if let Some(to) = action_item_to(s.t) {
        push(found, CueKind::Imperative, s.range(0, to + 1), true);
        return;
    }
    // The agent's class is a bit test: most sentences have no agent word and are turned
    // away before any compare.
    if s.classes & lx::AGENT_SUBJECT == 0 {
        return;
    }
    // ("Parents and pupils to stay behind the line": the agent right before "to".)
    let Some(agent) =
        (0..s.t.len().min(3)).find(|&k| s.has(k, lx::AGENT_SUBJECT) && s.is(k + 1, "to"))
    else {
        return;
    };
    let to = agent + 1;
    // "to be breathalysed": the passive's participle is the act, no verb of the sentence.
    let passive = s.is(to + 1, "be") && s.past_participle_at(to + 2);
    // ("to remain seated", "to stay behind the line": a state kept is an act too.)
    let kept_state = matches!(s.w(to + 1), "remain" | "stay");
    let act =
        passive || kept_state || s.has(to + 1, lx::BASE_VERB) && !s.has(to + 1, lx::STATIVE_VERB);
    // ("to remain seated": its participle is no verb of the sentence either.)
    let participle = if passive || kept_state {
        to + 2
    } else {
        usize::MAX
    };
    if !matches!(s.w(agent), "you" | "we" | "they" | "one" | "someone" | "me")
        && (0..agent).all(|k| s.is_word(k) && !s.has(k, lx::FINITE_REPORT_VERB))
        && act
        && (0..s.t.len()).all(|k| k == participle || !super::is_finite_or_past_at(s, k))
    {
        push(found, CueKind::Imperative, s.range(0, to + 1), true);
    }
}

/// "To the back of the shed with the old skis", "Into the skip with those pallets": a whole
/// sentence opening on "to", "into" or "onto" and a place named with an article or a
/// pronoun, then "with" and a thing named so, no punctuation inside and no verb: the thing
/// sent there, a directive with its verb left out. The index of the "with". Not a dedication
/// ("To the team with love", "To Gran, with all my love": no article after "with", or the
/// speaker's own gift), nor a thing taken along ("Into the night with a torch": an
/// indefinite article), nor "To my mind the piano is tuned", "To me." (no "with"; cls69d).
fn sent_to_a_place_with(s: &Sentence<'_, '_>) -> Option<usize> {
    if !matches!(s.w(0), "to" | "into" | "onto") || !super::opens_object(s.w(1)) {
        return None;
    }
    let with = (2..s.t.len()).find(|&k| s.is(k, "with"))?;
    let last = s.t.len() - usize::from(s.t.last().is_some_and(|t| t.kind != TokKind::Word));
    let words_only = (1..last).all(|k| s.is_word(k));
    let thing = s.w(with + 1);
    (words_only
        && with + 1 < last
        && super::opens_object(thing)
        && !matches!(
            thing,
            "all" | "my" | "our" | "every" | "each" | "me" | "us" | "a" | "an"
        )
        && !(1..last).any(|k| super::is_finite_or_past_at(s, k)))
    .then_some(with)
}

/// "ACTION: Ops to hold all thruster burns on SAT-3 until ...", "Action item: Priya to send
/// the minutes by Friday": a task given under the action label of minutes ("action",
/// "actions", "action item", "action point", "todo"), to a party of one or two words right
/// after the colon, "to" and a verb of a deed: the index of the "to" (not "Action: we need
/// to ...", a pronoun, nor "Actions: none to report", no deed) (pol42). [`super::may_bind`]
/// asks too.
pub(super) fn action_item_to(t: &[Tok<'_>]) -> Option<usize> {
    let colon = (1..t.len().min(3)).find(|&k| t[k].is_punct(':'))?;
    let label = match colon {
        1 => matches!(&*t[0].text, "action" | "actions" | "todo"),
        _ => t[0].text == "action" && matches!(&*t[1].text, "item" | "items" | "point" | "points"),
    };
    if !label {
        return None;
    }
    let to = (colon + 2..t.len().min(colon + 4)).find(|&k| t[k].text == "to")?;
    let party = t[colon + 1..to].iter().all(|x| {
        x.kind == TokKind::Word
            && !x.quoted
            && x.class & (lx::ENGLISH_FUNCTION_WORD | lx::THING_PRONOUN) == 0
            && !matches!(&*x.text, "none" | "nothing" | "nobody" | "n/a")
    });
    let deed = t.get(to + 1).is_some_and(|v| {
        v.kind == TokKind::Word && v.class & lx::BASE_VERB != 0 && v.class & lx::STATIVE_VERB == 0
    });
    (party && deed).then_some(to)
}

/// "Helmets to be replaced every 3 years", "All cremated remains to be labelled before
/// leaving the room", "Controlled drugs register to be signed by two staff every time the safe
/// is opened": a telegraphic directive on things, a noun phrase of up to three words opening
/// the sentence, "to be" and a participle, then when it is done (a frequency or an ordering,
/// in the seven words after, or the event it waits for: "until", "till", "once"), with no
/// verb of its own but a present passive of the clause saying when, or the verbs of a clause
/// of time up to its first mark (not "Details to be confirmed", "prices to be cut next
/// year", news, nor "Prices to be cut before the election, the minister said"); or held at
/// every moment ("Ear defenders to be worn in the press room at all times": cls63).
/// "Conveyor 3 to be locked out by the night shift before they leave", "Points 22A to be
/// worked by hand crank only until the motor is replaced", "Gels on the FOH bar to be swapped
/// for L201 before tech on Thursday" (pol45): a number in the noun phrase, a phrase of place
/// after it (up to six tokens before "to be"), the event's own verb. "All pipes to be carried
/// by the foot": a notice on every thing of a kind ("all", "every", "each" opening it) needs
/// no time (cls63b).
fn thing_to_be_done(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if !s.holds_any(&const { WordSet::of_words(&["be"]) }) {
        return;
    }
    let Some(to) = (1..s.t.len().min(7)).find(|&k| s.seq(k, &["to", "be"])) else {
        return;
    };
    let participle = to + 2;
    // (Up to seven words after the participle: "to be locked out by the night shift before
    // they leave".)
    let when = || {
        (participle + 1..s.t.len().min(participle + 8)).find(|&k| {
            matches!(
                s.w(k),
                "every"
                    | "each"
                    | "daily"
                    | "weekly"
                    | "monthly"
                    | "yearly"
                    | "annually"
                    | "before"
                    | "after"
                    | "within"
                    | "until"
                    | "till"
                    | "once"
            ) || super::always_phrase_end(s.t, k).is_some()
        })
    };
    // ("Conveyor 3": a number names the thing.)
    let named = |k: usize| s.is_word(k) || s.t[k].kind == TokKind::Number;
    if (0..to).all(|k| named(k) && !s.has(k, lx::AGENT_SUBJECT))
        && !s.has(to - 1, lx::FINITE_REPORT_VERB)
        && s.past_participle_at(participle)
        && !matches!(
            s.w(participle),
            "confirmed" | "announced" | "decided" | "determined" | "agreed" | "held" | "seen"
        )
        // "All pipes to be carried by the foot", "every crate to be stacked on its side": a
        // notice laid on every thing of a kind needs no time (cls63b; "All 40 jobs to be cut",
        // news, counts its things; "Pipes to be carried by the foot" says neither).
        && let Some(when) = when().or_else(|| {
            (matches!(s.w(0), "all" | "every" | "each") && s.is_word(1) && !s.has(1, lx::NUMBER_WORD))
                .then_some(s.t.len())
        })
        // ("remains" in "all cremated remains" is the noun: only the words after the
        // participle are asked; a present passive of the clause saying when is no verb of the
        // sentence: "... every time the safe is opened".)
        && (participle + 1..s.t.len()).all(|k| {
            let passive = |be: usize| matches!(s.w(be), "is" | "are") && s.past_participle_at(be + 1);
            // "... before they leave": the verb of the event, in its clause (not after a mark:
            // "..., the minister said").
            // (Not after a phrase for every moment: "... at all times", no event, cls63.)
            let events_verb = !matches!(s.w(when), "every" | "each" | "within")
                && super::always_phrase_end(s.t, when).is_none()
                && (when + 1..k).all(|m| s.is_word(m) || s.t[m].kind == TokKind::Number);
            !super::is_finite_or_past_at(s, k)
                || k > when + 1 && (passive(k) || passive(k - 1) || events_verb)
        })
    {
        push(found, CueKind::Imperative, s.range(0, participle), true);
    }
}

/// "Two approvals per PR", "One reviewer per PR, exactly": a verbless count per thing, not
/// an estimate ("About 40 tickets per day", "3 bugs per release on average"); "each" closing
/// the sentence counts per head ("One bread roll each", "Two tokens each", cls65a).
fn verbless_rate(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // "per", "once", "twice", "thrice", "times" are weak trigger words: a sentence without one
    // in its candidates has no rate, and the class rules out the other candidates before any
    // compare.
    let rate_at = |i: usize| s.is(i, "per") || super::frequency_at(s.t, i);
    let each = closing_each(s.t);
    if s.question
        || each.is_none()
            && !s
                .candidates
                .iter()
                .any(|&i| s.t[i].class & lx::WEAK_TRIGGER != 0 && rate_at(i))
        || !is_verbless(s)
    {
        return;
    }
    let estimate = s.t.iter().any(|t| {
        t.class & lx::APPROXIMATION != 0
            || matches!(
                &*t.text,
                "average" | "avg" | "typically" | "usually" | "roughly"
            )
    });
    if estimate {
        return;
    }
    let per = (1..s.t.len())
        .find(|&i| s.is(i, "per") && s.is_word(i + 1) || rate_at(i))
        .or(each);
    // The count opens the sentence or its label: "Two approvals per PR", "Price: $5 per unit",
    // "One tablet, twice a day" (not "We get 300 tickets per day").
    if let Some(i) = per
        && let Some(k) = (i.saturating_sub(5)..i).find(|&k| numbers::is_quantity_at(s.t, k))
        && (k == 0 || s.t[k - 1].is_punct(':'))
    {
        push(found, CueKind::LimitStatement, s.range(k, i + 1), true);
    }
}

/// The index of an "each" closing `t` after a word (closing marks only after it): a count
/// per head ("One bread roll each."). Asked by the screen [`may_bind`](super::may_bind) too.
pub(super) fn closing_each(t: &[Tok<'_>]) -> Option<usize> {
    let last = t.iter().rposition(|x| x.kind == TokKind::Word)?;
    (last > 1
        && t[last].text == "each"
        && t[last - 1].kind == TokKind::Word
        && t[last + 1..]
            .iter()
            .all(|x| matches!(x.kind, TokKind::Punct(_))))
    .then_some(last)
}

/// "Nope, the other bucket.", "No, the blue one.": a verbless correction of what the agent
/// is doing (not "No, thanks." or "No, that's fine."), maybe after a speaker's label ("User:
/// no, the blue one").
pub(super) fn elided_correction(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question {
        return;
    }
    let o = if s.is_word(0) && s.t.get(1).is_some_and(|t| t.is_punct(':')) {
        2
    } else {
        0
    };
    // The cheap word tests first: most sentences open with neither shape, and the verb test
    // reads the whole sentence.
    let determiner = |k: usize| matches!(s.w(k), "the" | "this" | "that" | "my" | "our" | "your");
    let refusal = matches!(s.w(o), "no" | "nope" | "nah");
    let no_then_the = refusal
        && s.t.get(o + 1).is_some_and(|t| t.is_punct(','))
        && determiner(o + 2)
        && s.is_word(o + 3);
    // "Not that file, the one in /config": the wrong one, then the right one.
    let not_this_but_that = s.w(o) == "not"
        && determiner(o + 1)
        && s.is_word(o + 2)
        && s.t.get(o + 3).is_some_and(|t| t.is_punct(','))
        && determiner(o + 4);
    // "No, just chromosome 17 for now": the refusal, then the one thing wanted ("No. Just
    // ..." too: the splitter keeps "No." with what follows, as in "No. 5").
    let no_then_just = refusal
        && s.t
            .get(o + 1)
            .is_some_and(|t| t.is_punct(',') || t.is_punct('.'))
        && narrows_to_one_thing(s, o + 2);
    if (no_then_the || not_this_but_that || no_then_just) && is_verbless(s) {
        let end = if not_this_but_that { 4 } else { 3 };
        push(found, CueKind::Imperative, s.range(o, o + end), true);
    }
}

/// "just chromosome 17 for now", "only the EU stores", "just this one, please" at `k`: "just"
/// or "only" and one thing picked out by a number, a determiner or a closing "for now" or
/// "please" (not "just a thought", "just checking", "just tired"). The caller asks that the
/// sentence has no verb.
fn narrows_to_one_thing(s: &Sentence<'_, '_>, k: usize) -> bool {
    let last_word =
        s.t.iter()
            .rposition(|t| t.kind == TokKind::Word)
            .unwrap_or(0);
    matches!(s.w(k), "just" | "only")
        && s.is_word(k + 1)
        && !s.w(k + 1).ends_with("ing")
        && !matches!(s.w(k + 1), "a" | "an")
        && (matches!(
            s.w(k + 1),
            "the" | "this" | "that" | "these" | "those" | "our"
        ) || s.t[k + 1..].iter().any(|t| t.kind == TokKind::Number)
            || s.seq(last_word.saturating_sub(1), &["for", "now"])
            || s.is(last_word, "please"))
}

/// "Just chromosome 17 for now.", "Only the EU stores.": the sentence `t`, said right after a
/// bare refusal ([`is_bare_refusal`]), narrows the work to one thing, an order; the range of
/// its "just". `None` for any other sentence.
pub(crate) fn narrowing_after_a_refusal(t: &[Tok<'_>]) -> Option<std::ops::Range<usize>> {
    let (mut segments, mut clause_starts, mut candidates) = (vec![], vec![], vec![]);
    Sentence::read(t, &mut segments, &mut clause_starts, &mut candidates, |s| {
        (!s.question && narrows_to_one_thing(s, 0) && is_verbless(s)).then(|| s.range(0, 0))
    })
}

/// Where the words of the sentence `t` start, past markdown's emphasis ("**") and a
/// speaker's or a FAQ's label ("User:", "Q:", "A:").
fn opening_label_end(t: &[Tok<'_>]) -> usize {
    let open = t
        .iter()
        .take_while(|x| matches!(x.kind, TokKind::Punct(_)))
        .count();
    if t.get(open + 1).is_some_and(|x| x.is_punct(':')) {
        open + 2
    } else {
        open
    }
}

/// The refusal the sentence `t` opens with, maybe after a speaker's label: "No.", "A: No.
/// Nothing leaves the reserve" (read as one sentence: "No." may abbreviate "number"), "No,
/// sorry" (not "No problem"). Its byte range.
pub(crate) fn opening_refusal(t: &[Tok<'_>]) -> Option<std::ops::Range<usize>> {
    let start = opening_label_end(t);
    t.get(start)
        .filter(|x| matches!(&*x.text, "no" | "nope" | "nah"))
        .filter(|_| {
            t.get(start + 1)
                .is_none_or(|x| matches!(x.kind, TokKind::Punct(_)))
        })
        .map(|no| no.range.clone())
        .or_else(|| emphatic_refusal(t))
}

/// The stressed refusal the sentence `t` opens with, maybe after a speaker's label, its two
/// words closing their clause: "Not on, cuz.", "Not happenin'.", "Not a chance" (cls70a;
/// not "Not on Fridays", nor "No way!", as often disbelief). Its byte range.
pub(crate) fn emphatic_refusal(t: &[Tok<'_>]) -> Option<std::ops::Range<usize>> {
    let start = opening_label_end(t);
    let w = |k: usize| t.get(start + k).map_or("", |x| &*x.text);
    let len = match (w(0), w(1)) {
        ("not", "on") => 2,
        ("not", h) if h.starts_with("happenin") => 2,
        ("not", "a") if w(2) == "chance" => 3,
        _ => return None,
    };
    let last = t.get(start + len - 1)?;
    t.get(start + len)
        .is_none_or(|x| matches!(x.kind, TokKind::Punct(_)))
        .then(|| t[start].range.start..last.range.end)
}

/// The sentence `t` is a bare refusal, maybe after a speaker's label: "No.", "Nope!", "User:
/// no".
pub(crate) fn is_bare_refusal(t: &[Tok<'_>]) -> bool {
    let start = opening_label_end(t);
    t.get(start)
        .is_some_and(|x| matches!(&*x.text, "no" | "nope" | "nah"))
        && t[start + 1..]
            .iter()
            .all(|x| matches!(x.kind, TokKind::Punct(_)))
}

/// The sentence `t` asks leave to do something, maybe after a speaker's or a FAQ's label:
/// "Can I take cuttings home?", "Q: May we bring dogs?", "Am I allowed to park here?", "Is
/// it OK to eat at the desk?". A bare refusal answering it ([`is_bare_refusal`]) forbids the
/// act asked about.
pub(crate) fn asks_permission(t: &[Tok<'_>]) -> bool {
    let start = opening_label_end(t);
    let w = |k: usize| t.get(start + k).map_or("", |x| &*x.text);
    let asks = || {
        matches!(w(0), "can" | "may" | "could") && matches!(w(1), "i" | "we")
            || matches!((w(0), w(1)), ("am", "i") | ("are", "we")) && w(2) == "allowed"
            || w(0) == "is" && w(1) == "it" && matches!(w(2), "ok" | "okay" | "alright" | "fine")
    };
    // The question mark first: most sentences end with another mark (both tests are pure).
    t.iter()
        .rev()
        .take_while(|x| matches!(x.kind, TokKind::Punct(_)))
        .any(|x| x.is_punct('?'))
        && asks()
}

/// The sentence `t` asks, with no verb, whether a kind of thing or person may be in a
/// place: "Kids on the walk floor?", "Phones in the rooms?" (one to three words, then "on",
/// "in", "at", "inside" or "near"). A stressed refusal answering it ([`emphatic_refusal`])
/// bans them there (cls70a; a bare "No." may only answer whether they are there).
pub(crate) fn asks_of_a_thing_in_a_place(t: &[Tok<'_>]) -> bool {
    // The question mark first: most sentences end with another mark.
    if !t.last().is_some_and(|x| x.is_punct('?')) {
        return false;
    }
    let start = opening_label_end(t);
    let not_a_noun = lx::BASE_VERB
        | lx::MODAL
        | lx::FINITE_REPORT_VERB
        | lx::ENGLISH_FUNCTION_WORD
        | lx::DISCOURSE;
    let place = (start + 1..(start + 4).min(t.len()))
        .find(|&k| matches!(&*t[k].text, "on" | "in" | "at" | "inside" | "near"));
    place.is_some_and(|place| {
        t[start..place]
            .iter()
            .all(|x| x.kind == TokKind::Word && x.class & not_a_noun == 0)
            && t[place + 1..t.len() - 1].iter().all(|x| {
                x.kind == TokKind::Word && x.class & lx::FINITE_REPORT_VERB == 0
                    || x.kind == TokKind::Number
            })
    })
}

#[cfg(test)]
mod tests {
    use crate::classify::lexicon as lx;

    /// `verbless_preference` reads a sentence's segments for "preferred" or "preferably" only
    /// when the sentence has a hedge word: both must stay in the hedge list.
    #[test]
    fn the_preference_words_are_hedges() {
        for w in ["preferred", "preferably"] {
            assert_ne!(lx::classes(w) & lx::HEDGE, 0, "{w}");
        }
    }
}
