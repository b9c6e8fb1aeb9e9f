//! Conditionals: "only if", "unless", "as long as", "provided that" decide on their own unless the
//! subject is a thing being observed; "once", "before", "after", "until" only accompany another cue.

use super::{
    Found, Sentence, Subject, is_kept_in_place, is_kept_undone_state, is_stored_when_idle, push,
};
use crate::classify::CueKind;
use crate::classify::lexicon as lx;
use crate::classify::numbers;
use crate::classify::text::{Tok, TokKind};

/// The words at which [`conditionals`] looks: every word its tests start with (class
/// `lexicon::CONDITION_HEAD`; a word missing here is never looked at).
#[rustfmt::skip]
pub(crate) const CONDITION_HEAD_WORDS: &[&str] = &[
    "only", "not", "as", "so", "on", "unless", "provided", "providing", "except", "excluding",
    "once", "before", "after", "until", "till", "when", "whenever", "if", "without",
];

/// "Staff can bowl for free after close, provided the last customer has left", "..., unless
/// the vet has cleared her": a condition on an event ("provided", "providing", "unless") at
/// `i` opening the last clause, after a comma, qualifies the clause before the comma: when
/// that clause reports nothing, the condition's own past ("has left", the event waited for)
/// makes no report of the sentence. That clause's token range, up to the condition. (Not
/// "except" or "excluding", which name whom a rule spares, not an event.)
fn clause_before_a_condition(s: &Sentence<'_, '_>, i: usize) -> Option<(usize, usize)> {
    (i >= 2 && s.t[i - 1].is_punct(',') && matches!(s.w(i), "provided" | "providing" | "unless"))
        .then(|| (s.clause_of(i - 2).0, i))
}

/// Conditional permissions and orderings: "only if", "unless", "as long as", "provided that"
/// decide on their own unless the subject is a thing being observed; "once", "before",
/// "after", "until" only accompany another cue.
pub(super) fn conditionals(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    for i in s.heads(lx::CONDITION_HEAD) {
        if let Some(end) = insists_not_before(s, i).or_else(|| at_a_persons_word(s, i)) {
            push(found, CueKind::Conditional, s.range(i, end), true);
            continue;
        }
        let (len, strong) = if s.seq(i, &["only", "if"])
            || s.seq(i, &["only", "when"])
            || s.seq(i, &["only", "after"])
            || s.seq(i, &["only", "once"])
            || s.seq(i, &["only", "with"])
            || s.seq(i, &["not", "until"])
            || s.seq(i, &["not", "till"])
            || s.seq(i, &["as", "long", "as"]) && i > 0
            || s.seq(i, &["so", "long", "as"])
            || s.seq(i, &["on", "condition"])
        {
            (if s.is(i, "as") || s.is(i, "so") { 3 } else { 2 }, true)
        } else if matches!(
            s.w(i),
            "unless" | "provided" | "providing" | "except" | "excluding"
        ) || only_as_except(s, i)
        {
            (1, true)
        } else if matches!(
            s.w(i),
            "once" | "before" | "after" | "until" | "till" | "when" | "whenever" | "if" | "without"
        ) {
            (1, false)
        } else {
            continue;
        };
        // Asked only of a strong condition: a weak one never decides. Whether the sentence
        // reports is read from the clause the condition qualifies, not from the condition:
        // "... unless the customer wrote in German" states a rule about a past event.
        let observed = || {
            let clause = s.clause_of(i);
            // A condition that opens the sentence qualifies the clause after its comma: "As
            // long as the tests pass, merge without waiting" orders; "..., the tests have
            // been flaky" or "..., the build is green" states.
            if i == clause.0
                && let Some(&(next, end)) = s.segments.iter().find(|&&(start, _)| start > clause.1)
            {
                let stated_subject = matches!(
                    s.w(next),
                    "the"
                        | "it"
                        | "this"
                        | "that"
                        | "they"
                        | "we"
                        | "i"
                        | "he"
                        | "she"
                        | "a"
                        | "an"
                        | "our"
                        | "their"
                        | "my"
                        | "its"
                        | "there"
                );
                return s.is_report_clause((next, end))
                    || stated_subject && !s.has_present_modal((next, end));
            }
            let qualified = if i > clause.0 { (clause.0, i) } else { clause };
            // "The segfault happens only on ARM, and only when ...", "the alarm goes off only
            // if ...": when an event occurs, observed (anywhere before the condition: a
            // second condition qualifies the same event); "goes" sending a thing somewhere is
            // no event.
            let occurrence = super::tells_an_occurrence(s, 0, i) && !sent_to_a_place(s, i);
            occurrence
                || matches!(
                    s.subject(s.segments.first().map_or(0, |x| x.1.min(i))),
                    Subject::Thing | Subject::Speaker
                )
                || (0..i).any(|k| match s.w(k) {
                    "it" | "it's" | "i" => true,
                    // a pronoun ("this only works if"), not a determiner ("this agreement")
                    "this" | "that" => {
                        !s.is_word(k + 1)
                            || matches!(s.w(k + 1), "is" | "was" | "'s" | "only")
                            || s.has(k + 1, lx::FINITE_REPORT_VERB | lx::MODAL)
                    }
                    _ => false,
                })
                || s.is_report_clause(qualified)
                    && (i > clause.0
                        || clause_before_a_condition(s, i).is_none_or(|c| s.is_report_clause(c)))
        };
        let decisive = strong && (inverted_after(s, i, len) || !observed())
            || ordered_passive_step(s, i)
            || step_before_anyone_acts(s, i)
            || step_before_a_thing_is_done(s, i);
        push(
            found,
            CueKind::Conditional,
            s.range(i, i + len - 1),
            decisive,
        );
        // ("The front door stays locked when nobody's home": a state kept in a case, pol42.)
        let kept_when =
            i > 1 && matches!(s.w(i), "when" | "whenever") && is_kept_undone_state(s.t, i);
        // ("It stays in the locked cabinet when not in use": put away when idle, whatever the
        // subject, cls53.)
        let stored_when_idle = i > 1 && s.is(i, "when") && is_stored_when_idle(s.t, i);
        // ("The safe's kept locked whenever the counter's unmanned": a present "kept" in a
        // state, whose "'s" is no perfect to observe, cls54.)
        let kept_now = i > 1
            && matches!(s.w(i), "when" | "whenever" | "until" | "till")
            && s.is(i - 2, "kept")
            && is_kept_undone_state(s.t, i);
        if i > 1
            && (s.is(i, "until") && (is_kept_undone_state(s.t, i) || is_kept_in_place(s.t, i))
                // ("Drum 3 stays shut till the audit": "till" after a kept state, cls66a.)
                || s.is(i, "till") && is_kept_undone_state(s.t, i)
                || kept_when)
            && !observed()
            || stored_when_idle
            || kept_now
            || withheld_until_an_event(s, i)
        {
            push(found, CueKind::LimitStatement, s.range(i - 2, i), true);
        }
        // "Unless legal signs off, the press release stays in draft": a state held until the
        // condition is met (not "unless I'm mistaken", a hedge).
        if i == 0
            && s.is(i, "unless")
            && !matches!(s.w(1), "i" | "i'm")
            && let Some(comma) = (1..s.t.len()).find(|&k| s.t[k].is_punct(','))
            && let Some(verb) = (comma + 1..s.t.len())
                .find(|&k| matches!(s.w(k), "stays" | "stay" | "remains" | "remain"))
            && !s.is_report_clause((comma + 1, s.t.len()))
            // ("..., the cable car will probably stay shut tomorrow": a forecast.)
            && !s.hedged
            && !(comma + 1..verb).any(|k| {
                matches!(
                    s.w(k),
                    "probably" | "likely" | "maybe" | "perhaps" | "possibly" | "might" | "could"
                )
            })
        {
            push(found, CueKind::LimitStatement, s.range(verb, verb), true);
        }
    }
}

/// "The boat doesn't leave the carriage until the helm's done the crew count", "Yellow kart
/// don't go out no more till Earl's signed off on it": a thing that "doesn't" or "don't" go,
/// leave, come or move (where to, or "no more", between) before "until" or "till" at `i` and
/// what must happen first: held back until then, a rule (cls67c). The thing opens the
/// sentence or its clause: a noun of one or two words, or "the" or "that" and up to three.
/// Not a time after "until" ("The bus doesn't leave until 9", "till next week"), a person
/// ("he doesn't go out till late", "the kids don't ..."), nor a past ("didn't").
fn withheld_until_an_event(s: &Sentence<'_, '_>, i: usize) -> bool {
    if i < 3 || !matches!(s.w(i), "until" | "till") {
        return false;
    }
    let Some(not) = (i.saturating_sub(7)..i).find(|&k| matches!(s.w(k), "doesn't" | "don't"))
    else {
        return false;
    };
    let moves = matches!(s.w(not + 1), "go" | "leave" | "come" | "move")
        && (not + 2..i).all(|k| s.is_word(k));
    let start = (0..not).rev().find(|&k| !s.is_word(k)).map_or(0, |k| k + 1);
    let thing = |x: &Tok<'_>| {
        x.class & (lx::ENGLISH_FUNCTION_WORD | lx::THING_PRONOUN | lx::AGENT_SUBJECT) == 0
    };
    let named = match &s.t[start..not] {
        [det, rest @ ..] if matches!(&*det.text, "the" | "that") => {
            (1..=3).contains(&rest.len()) && rest.iter().all(thing)
        }
        noun @ ([_] | [_, _]) => noun.iter().all(thing),
        _ => false,
    };
    moves
        && named
        && s.is_word(i + 1)
        && s.t.get(i + 2).is_some_and(|x| x.kind == TokKind::Word)
        && !super::permissions::names_a_time(s, i + 1)
}

/// "The hoist moves when Dev says it moves", "the gate opens when the warden says so", "the
/// boats go whenever Aunty says": a present verb, "when" or "whenever" at `i`, one
/// person (a name, a role after "the", "she", "he") and "says", then nothing, "so", or a
/// pronoun and the verb before "when" said again: the deed waits on that person's word, a
/// rule whoever does it (cls64a). Not "it moved when she said so" (a past), "he laughs when
/// she says something daft" (what she says named), "she smiles when he says so", "we stop
/// when he says" (a person's own deed, or the speakers'), nor "it beeps when it says low battery" (no person). The index of the last
/// word read.
fn at_a_persons_word(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    if i < 2 || !matches!(s.w(i), "when" | "whenever") {
        return None;
    }
    let verb = s.w(i - 1);
    let says = i + 2 + usize::from(s.is(i + 1, "the"));
    let person = matches!(s.w(says - 1), "she" | "he")
        || s.is_word(says - 1) && !s.has(says - 1, lx::ENGLISH_FUNCTION_WORD | lx::THING_PRONOUN);
    // (A person's own deed is theirs to do: "she smiles when he says so", a habit.)
    let persons_deed = matches!(s.w(i - 2), "she" | "he" | "i" | "we");
    let present = verb.len() > 2 && verb.ends_with('s') || s.has(i - 1, lx::BASE_VERB);
    if !(person && s.is(says, "says") && present) || persons_deed {
        return None;
    }
    if !s.is_word(says + 1) {
        Some(says)
    } else if s.is(says + 1, "so") && !s.is_word(says + 2) {
        Some(says + 1)
    } else {
        (s.has(says + 1, lx::THING_PRONOUN) && s.is(says + 2, verb) && !s.is_word(says + 3))
            .then_some(says + 2)
    }
}

/// "Nobody touches the steamer only Bridie", "NO ONE IN THE LION WAGON ONLY THE KEEPER":
/// Irish "only" at `i` is "except" after a clause opened by "nobody", "no one" or "none",
/// naming the one spared (a name, or "the" or a possessive and a word or two) to the clause's
/// end (cls68b). Not "nobody only watches" (a verb after it), "no one only the keeper's son
/// saw it" (the clause goes on), nor an "only" whose clause opens otherwise ("we only spin
/// the yarn").
fn only_as_except(s: &Sentence<'_, '_>, i: usize) -> bool {
    if i < 2 || !s.is(i, "only") {
        return false;
    }
    let (start, end) = s.clause_of(i);
    let negative = match s.w(start) {
        "nobody" | "no-one" | "none" => true,
        "no" => s.is(start + 1, "one"),
        _ => false,
    };
    let spared = match s.w(i + 1) {
        "the" | "my" | "our" | "his" | "her" | "their" | "your" => 2..=3,
        _ if s
            .t
            .get(i + 1)
            .is_some_and(|t| t.kind == TokKind::Word && t.class == 0) =>
        {
            1..=2
        }
        _ => return false,
    };
    negative && i > start + 2 && spared.contains(&(end - i - 1))
}

/// "A mare goes in the breeding shed only if ...", "the sample goes to the lab only after
/// ...": "goes" before the condition at `i` sends someone or something to a place, where a
/// procedure routes it (not "the alarm goes off only if ...", an event).
fn sent_to_a_place(s: &Sentence<'_, '_>, i: usize) -> bool {
    (1..i).any(|k| {
        s.is(k, "goes")
            && matches!(
                s.w(k + 1),
                "in" | "into" | "to" | "onto" | "through" | "inside"
            )
    })
}

/// "Bottling can start as soon as the lab sends the SO2 result — not before", "open the
/// gates once the marshal waves, and not earlier", "statements go out on the 15th — not a
/// day earlier": a closing "not before" or "not earlier" (a unit of time maybe between) after
/// a dash, a comma or "and" insists on the order the sentence set, a rule (not "the bus came
/// at nine, not before", a report); so does a closing "not after" or "not later" after a
/// "before" ("you check the sheet before it's wrapped, yeah, not after": cls60; not "not
/// after" alone, "we eat at six, not after"). Its last word, if so.
fn insists_not_before(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    // (Asked at every condition head: most are no "not".)
    if !s.is(i, "not") {
        return None;
    }
    // ("— not a day earlier", "not one minute before": a unit of time between.)
    let unit = if matches!(s.w(i + 1), "a" | "one") && numbers::is_time_unit(s.w(i + 2)) {
        2
    } else {
        0
    };
    let word = i + 1 + unit;
    let after_a_before = || {
        matches!(s.w(word), "after" | "later")
            && (i.saturating_sub(super::REACH)..i).any(|k| s.is(k, "before"))
    };
    ((matches!(s.w(word), "before" | "earlier" | "sooner") || after_a_before())
        && !s.is_word(word + 1)
        && s.t.get(word + 1).is_none_or(|t| t.kind != TokKind::Number)
        && i > 0
        && (s.is(i - 1, "and")
            || matches!(s.t[i - 1].kind, TokKind::Punct(',' | '—' | '–' | '-' | ';')))
        // (The report asked of a bounded stretch: a sentence of thousands stays linear.)
        && !s.is_report_clause((i.saturating_sub(super::REACH), i - 1)))
    .then_some(word)
}

/// "Hot boxes get loaded last, after the cold chain is in", "the labels are printed first,
/// before the cartons are sealed": a present passive put first or last, and the step it
/// follows or comes before named by the condition at `i` (maybe after a comma), a step of a
/// procedure (not "the hot boxes got loaded last, after ...", a past, nor "the boxes usually
/// get loaded last, after ...", a habit told, nor "the car gets washed before my sister
/// visits", no order of steps). The passive may be a plural's plain verb ("Allergen trays
/// load last into the trolley, after ...", cls61c; not "they load last", nor "trays loaded
/// last"), and a few words may come between the order and the comma.
fn ordered_passive_step(s: &Sentence<'_, '_>, i: usize) -> bool {
    if !matches!(s.w(i), "after" | "before" | "once") {
        return false;
    }
    let comma = usize::from(i > 0 && s.t[i - 1].is_punct(','));
    let Some(end) = i.checked_sub(comma) else {
        return false;
    };
    let Some(order) = (end.saturating_sub(5)..end)
        .rev()
        .take_while(|&k| s.is_word(k))
        .find(|&k| matches!(s.w(k), "last" | "first"))
    else {
        return false;
    };
    let passive = order >= 2
        && s.past_participle_at(order - 1)
        && matches!(s.w(order - 2), "get" | "gets" | "is" | "are");
    let plural_acts = order >= 2
        && lx::is_base_verb(s.w(order - 1))
        && !lx::is_stative_verb(s.w(order - 1))
        && s.w(order - 2).len() > 3
        && s.w(order - 2).ends_with('s')
        && !s.has(order - 2, lx::AGENT_SUBJECT | lx::BASE_VERB);
    (passive || plural_acts)
        && !(s.clause_of(order - 2).0..order - 2).any(|k| s.has(k, lx::PAST_MARKER))
}

/// "The safety brief happens before anyone opens a box", "the ground crew signs off the
/// anchors before anyone climbs": a step in the plain present (its verb in "-s") put before
/// "anyone" or "anybody" does a deed (at `i`, "before"), the order of a procedure (not "the
/// sun comes up before anyone is awake", no deed, nor "he leaves before anyone notices", one
/// person's habit, nor "the crew signed off before anyone climbed", a past) (cls57).
fn step_before_anyone_acts(s: &Sentence<'_, '_>, i: usize) -> bool {
    if !(s.is(i, "before") && matches!(s.w(i + 1), "anyone" | "anybody")) {
        return false;
    }
    let deed = s.w(i + 2);
    let acts = deed.len() > 3
        && deed.ends_with('s')
        && !deed.ends_with("ss")
        && s.is_word(i + 2)
        && !s.has(i + 2, lx::FINITE_REPORT_VERB | lx::MODAL)
        && !lx::is_stative_verb(&deed[..deed.len() - 1])
        && !matches!(
            deed,
            "is" | "has" | "does" | "gets" | "notices" | "sees" | "knows"
        );
    acts && is_step_before(s, i, false)
}

/// "Calibration runs before the show file is loaded", "the lashings go on before the ramp is
/// raised": a step in the plain present put before a thing (named with a determiner and at
/// most three words) is done, in the passive (at `i`, "before"), the order of a procedure
/// (not "the car gets washed before my sister visits", no deed done to a thing, nor "the
/// lashings went on before the ramp was raised", a past, nor "it runs before the file is
/// loaded", a pronoun's) (cls62b).
fn step_before_a_thing_is_done(s: &Sentence<'_, '_>, i: usize) -> bool {
    if !(s.is(i, "before")
        && matches!(
            s.w(i + 1),
            "the" | "a" | "an" | "any" | "each" | "every" | "its" | "their" | "our" | "your"
        ))
    {
        return false;
    }
    let done = (i + 3..(i + 6).min(s.t.len())).find(|&k| {
        (matches!(s.w(k), "is" | "are") || s.w(k).ends_with("'s") && k > i + 2)
            && s.past_participle_at(k + 1)
    });
    done.is_some_and(|k| (i + 2..k).all(|m| s.is_word(m))) && is_step_before(s, i, true)
}

/// The clause of the order word at `i` opens with a step in the plain present before it: a
/// verb in "-s" or "happens" / "goes" (or, when `plural`, a plural noun's base verb: "the
/// lids go on"), its subject no pronoun, with no past, hedge or report (the tests
/// [`step_before_anyone_acts`] and [`step_before_a_thing_is_done`] share).
fn is_step_before(s: &Sentence<'_, '_>, i: usize, plural: bool) -> bool {
    let clause = s.clause_of(i);
    let plural_acts = |v: usize| {
        plural
            && v > clause.0
            && s.has(v, lx::BASE_VERB)
            && !s.has(v, lx::STATIVE_VERB | lx::MODAL)
            && s.w(v - 1).len() > 3
            && s.w(v - 1).ends_with('s')
            && !s.w(v - 1).ends_with("ss")
            && !s.has(v - 1, lx::ENGLISH_FUNCTION_WORD | lx::BASE_VERB)
    };
    let step = (clause.0 + 1..i).any(|v| {
        super::is_third_person_of_base_verb(s.w(v))
            || matches!(s.w(v), "happens" | "goes")
            || plural_acts(v)
    });
    step && !matches!(
        s.w(clause.0),
        "he" | "she" | "it" | "i" | "we" | "they" | "you"
    ) && !(clause.0..i).any(|k| s.has(k, lx::PAST_MARKER | lx::HEDGE))
        && !s.is_report_clause((clause.0, i))
}

/// "Only if the blood pressure has been recorded can the patient leave the chair", "only
/// after QA signs off may you deploy": a condition opening the sentence with "only" or "not
/// until" and a modal put before its subject after it, the main clause inverted (the tense of
/// the condition tells nothing of the rule; not "only if it rains does the match get
/// cancelled", a fact). `i` is the condition's first word, `len` its length in words.
fn inverted_after(s: &Sentence<'_, '_>, i: usize, len: usize) -> bool {
    i == 0
        && matches!(s.w(i), "only" | "not")
        && (i + len + 1..s.t.len().min(i + super::REACH)).any(|k| {
            matches!(
                s.w(k),
                "can" | "may" | "must" | "should" | "will" | "could" | "shall"
            ) && s.is_word(k - 1)
                && matches!(
                    s.w(k + 1),
                    "the" | "you" | "we" | "they" | "a" | "an" | "he" | "she" | "i" | "anyone"
                )
        })
}
