//! Imperatives and polite requests: bare, polite, hortative, `always`/`never` and elided
//! imperatives at clause starts, wishes addressed to the agent, and requests phrased as questions
//! ("Could you keep it short?").

use super::permissions::names_a_rule;
use super::stated_policies::{
    act_held_until, agent_restricted, bare_plural_policy, class_convention, class_routine,
    closed_to_exceptions, counted_doers, cut_off_for_the_undone, done_by_whoever, done_every_time,
    done_the_moment, handled_on_an_event, hard_no, held_until_a_condition, held_whatever_happens,
    kept_away_from_a_place, labelled_rule, order_of_steps, owned_alone, placement_convention,
    precedence_given, restricted_passive, role_approval, rule_in_effect, shift_duty,
    sole_accepted_kind, standing_phrase_len, standing_rule, state_kept_from_then, stated_period,
    universal_policy,
};
use super::verbless::{
    contrast_choice, count_at_a_time, done_on_each_occasion, elided_correction,
    kind_done_before_an_event, labelled_restriction, state_due_by_a_time, telegraphic_bound,
    telegraphic_directive, verbless_preference,
};
use super::{
    Found, REACH, Sentence, has_condition_word, is_courtesy_verb, is_preposition,
    is_reflexive_object, is_third_person_of_base_verb, opens_object, push,
};
use crate::classify::CueKind;
use crate::classify::lexicon as lx;
use crate::classify::numbers;
use crate::classify::text::{Tok, TokKind};
use crate::classify::word_set::WordSet;

/// The length in tokens of a lead at `j` that only stresses the order after it ("whatever
/// you do", "no matter what"), if one stands there.
fn stressing_lead(s: &Sentence<'_, '_>, j: usize) -> Option<usize> {
    match s.w(j) {
        "whatever" if s.seq(j + 1, &["you", "do"]) => Some(3),
        "no" if s.seq(j + 1, &["matter", "what"]) => Some(3),
        // "For now don't take any more freezers": a time the ban holds for (corpus35b).
        "for" if s.is(j + 1, "now") && matches!(s.w(j + 2), "don't" | "never") => Some(2),
        _ => None,
    }
}

/// "tell me whether ...", "remind us what ...", "show me how ..." at `v`: a question for
/// information ("Can you remind me what the refund rule is?"), no order.
fn asks_to_inform_at(s: &Sentence<'_, '_>, v: usize) -> bool {
    matches!(s.w(v), "remind" | "show" | "tell" | "explain")
        && matches!(s.w(v + 1), "me" | "us")
        && matches!(
            s.w(v + 2),
            "what" | "how" | "why" | "where" | "when" | "who" | "which" | "if" | "whether"
        )
}

/// "is it still at two", "are they open on Sunday", "was that the last load" at `c` (after
/// "please" or a comma): a copula put before its pronoun subject asks what is so, a question for
/// information that a "please" before it only makes polite ("Please, the delivery, is it
/// still Monday?": cls64a; not "is it possible to ...", a request asked as a question, nor
/// "can you ...").
fn asks_what_is_so_at(s: &Sentence<'_, '_>, c: usize) -> bool {
    matches!(s.w(c), "is" | "are" | "was" | "were" | "isn't" | "aren't")
        && matches!(
            s.w(c + 1),
            "it" | "they" | "that" | "this" | "there" | "he" | "she"
        )
        && !s.is(c + 2, "possible")
}

/// Bare, polite, hortative, `always`/`never` and elided imperatives at clause starts, and
/// polite requests phrased as questions ("Could you keep it short?").
/// "For staff and nobody else", "on the parent app and nowhere else", "with Mr Hodge and no
/// one else", "on the latch during performances and at no other time": a closing "nobody",
/// "no-one", "no one" or "nowhere" and "else", or "at no other time", at `j` after "and" or a
/// comma, then nothing or punctuation: the one person, place or time the sentence names is
/// the only one (cls68b widened "no one" and "at no other time"). Not "nobody else came"
/// (the clause goes on). The index of its last word.
fn none_else_closing(s: &Sentence<'_, '_>, j: usize) -> Option<usize> {
    if j == 0 || !(s.is(j - 1, "and") || s.t[j - 1].is_punct(',')) {
        return None;
    }
    let last = match s.w(j) {
        "nobody" | "no-one" | "nowhere" if s.is(j + 1, "else") => j + 1,
        "no" if s.seq(j + 1, &["one", "else"]) => j + 2,
        "at" if s.seq(j + 1, &["no", "other"]) && matches!(s.w(j + 3), "time" | "times") => j + 3,
        _ => return None,
    };
    s.t.get(last + 1)
        .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
        .then_some(last)
}

pub(super) fn imperatives(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question {
        polite_request(s, found);
        // "Could we keep it short, please?": "please" makes the question a request (not
        // "Please, can someone tell me whether ...?", a question for information, cls48).
        if let Some(k) = s
            .heads(lx::SENTENCE_HEAD)
            .find(|&k| is_polite_marker(s, k) && s.w(k) != "plz")
            && !s.t[k].quoted
            && !(k + 1..s.t.len()).any(|v| asks_to_inform_at(s, v))
            && !(k + 1..s.t.len())
                .any(|c| (c == k + 1 || s.t[c - 1].is_punct(',')) && asks_what_is_so_at(s, c))
        {
            push(found, CueKind::Imperative, s.range(k, k), true);
        }
        return;
    }
    // A polite marker anywhere makes a request ("Nothing after 6pm, please"). Polite
    // markers are sentence-head trigger words: only the sentence's heads can be one.
    if !s.hypothetical
        && let Some(k) = s.heads(lx::SENTENCE_HEAD).find(|&k| {
            is_polite_marker(s, k)
                && !s.t[k].quoted
                && !(k > 0
                    && matches!(
                        s.w(k - 1),
                        "to" | "will" | "would" | "'ll" | "might" | "can"
                    ))
        })
    {
        push(found, CueKind::Imperative, s.range(k, k), true);
    }
    // "can u keep it short", "could you stop adding hashtags": a chat request drops its "?";
    // also after a speaker's label ("Customer: hey mate can u not leave it at the door").
    let opens_a_request = |j: usize| {
        s.has(j, lx::DISCOURSE) || matches!(s.w(j), "can" | "could" | "would" | "will" | "won't")
    };
    let start = if opens_a_request(0) {
        Some(0)
    } else {
        speaker_label_end(s)
            .or_else(|| mention_lead_end(s))
            .filter(|&j| opens_a_request(j))
    };
    if let Some(start) = start {
        let before = found.len();
        polite_request_at(s, start, found);
        if found.len() == before {
            request_after_a_casual_lead(s, found);
        }
        if found.len() == before && start == 0 {
            order_after_fillers(s, found);
        }
    }
    if !s.hypothetical
        && let Some(k) = order_after_a_for_lead(s)
    {
        push(found, CueKind::Imperative, s.range(k, k), true);
    }
    standing_rule(s, found);
    rule_in_effect(s, found);
    state_kept_from_then(s, found);
    held_whatever_happens(s, found);
    done_every_time(s, found);
    done_the_moment(s, found);
    done_by_whoever(s, found);
    precedence_given(s, found);
    order_of_steps(s, found);
    universal_policy(s, found);
    class_convention(s, found);
    class_routine(s, found);
    shift_duty(s, found);
    role_approval(s, found);
    bare_plural_policy(s, found);
    held_until_a_condition(s, found);
    act_held_until(s, found);
    kept_away_from_a_place(s, found);
    closed_to_exceptions(s, found);
    restricted_passive(s, found);
    handled_on_an_event(s, found);
    counted_doers(s, found);
    stated_period(s, found);
    cut_off_for_the_undone(s, found);
    placement_convention(s, found);
    hard_no(s, found);
    labelled_rule(s, found);
    agent_restricted(s, found);
    sole_accepted_kind(s, found);
    owned_alone(s, found);
    wish_request(s, found);
    contrast_choice(s, found);
    labelled_restriction(s, found);
    verbless_preference(s, found);
    telegraphic_directive(s, found);
    telegraphic_bound(s, found);
    count_at_a_time(s, found);
    done_on_each_occasion(s, found);
    state_due_by_a_time(s, found);
    kind_done_before_an_event(s, found);
    elided_correction(s, found);
    revoked_earlier_words(s, found);
    order_to_you_after_a_condition(s, found);
    steps_to_you_in_the_present(s, found);
    see_that_it_is_done(s, found);
    for (start, strict) in s.clause_starts() {
        let mut j = start;
        let mut skipped_discourse = false;
        while j < s.t.len() {
            let w = s.w(j);
            // "whatever you do, don't ...", "no matter what never ...": a lead that only
            // stresses the order after it.
            if let Some(lead) = stressing_lead(s, j) {
                skipped_discourse = true;
                j += lead;
                continue;
            }
            let discourse = ((s.has(j, lx::DISCOURSE)
                // "Only deploy on Tuesdays", "only water the tomatoes in the morning", "only
                // ever use the staging bucket".
                || w == "only"
                    && s.is_word(j + 1)
                    && (s.has(j + 1, lx::BASE_VERB)
                        || s.is(j + 1, "ever") && s.has(j + 2, lx::BASE_VERB)
                        || !s.has(j + 1, lx::NOT_A_VERB) && super::opens_object(s.w(j + 2)))
                || w == "ever" && j > start && s.is(j - 1, "only") && s.has(j + 1, lx::BASE_VERB)
                // "Y'all hold the 5:10 freight at Millbrook till ...": the plural "you" of
                // Southern US English naming who the order after it is for (not "y'all
                // know the drill", a state; pol45), or a plural spelling of "you" ("Allyuh
                // check ID ...", dia68).
                || super::is_plural_you(&s.t[j])
                    && j == start
                    && s.has(j + 1, lx::BASE_VERB)
                    && !s.has(j + 1, lx::STATIVE_VERB)
                // "Somebody make sure the permit's back on the clipboard": whoever hears,
                // called on before a verb's base form (not "somebody makes sure", a habit, nor
                // "someone put the milk away", a past spelled as the base; cls60).
                || matches!(w, "somebody" | "someone")
                    && j == start
                    && s.has(j + 1, lx::BASE_VERB)
                    && !s.has(j + 1, lx::STATIVE_VERB | lx::IRREGULAR_PARTICIPLE)
                // "Strictly no profanity", "absolutely never": an intensified ban. (The four
                // ban words are sentence-head words: the class rules out most tokens first.)
                || s.has(j + 1, lx::SENTENCE_HEAD)
                    && matches!(s.w(j + 1), "no" | "never" | "don't" | "do")
                    && matches!(w, "strictly" | "absolutely" | "definitely" | "seriously")
                || negative_concord_before_a_ban(s, j, start))
                && (w != "no" || s.is(j + 1, ","))
                && !(w == "then" && j == start && strict))
                || s.t[j].is_punct(',')
                || s.t[j].kind == TokKind::Symbol('!');
            // "Great work on the dashboard", "nice catch": praise, a noun phrase.
            let praise = discourse
                && matches!(
                    s.w(j + 1),
                    "work" | "job" | "catch" | "call" | "point" | "idea"
                )
                && matches!(
                    w,
                    "great" | "good" | "nice" | "excellent" | "awesome" | "solid"
                );
            // "Next month the contractors start ...": a time, not a step's marker.
            let names_a_time = discourse
                && matches!(w, "next" | "first" | "second" | "third" | "finally")
                && (numbers::is_time_unit(s.w(j + 1))
                    || numbers::names_a_date(s.w(j + 1))
                    || matches!(s.w(j + 1), "quarter" | "sprint" | "time"));
            // "..., next to the elevators": a place, not a step's marker; "next visit 14 Dec",
            // "next sync Thursday", "next visit on Monday": the next event and its date.
            let names_a_place_or_event = w == "next"
                && (s.is(j + 1, "to") || {
                    let date = j + 2 + usize::from(matches!(s.w(j + 2), "on" | "is"));
                    numbers::is_time_or_date(s.t, date)
                        || numbers::is_date_word(s.t, date)
                        || numbers::is_date_word(s.t, date + 1) && s.t[date].kind == TokKind::Number
                });
            // "Next time put the legend on the right", "next week deploy the fix": the time,
            // then the order (not "Next month the contractors start").
            if names_a_time && s.has(j + 2, lx::BASE_VERB) && !s.has(j + 2, lx::NOT_A_VERB) {
                skipped_discourse = true;
                j += 2;
                break;
            }
            if !discourse || praise || names_a_time || names_a_place_or_event {
                break;
            }
            skipped_discourse = true;
            j += 1;
        }
        let strict = strict && !skipped_discourse;
        if j >= s.t.len()
            || s.t[j].quoted && s.principal_frame.is_none() && !s.whole_quoted
            || second_verb_of_an_infinitive(s, j)
        {
            continue;
        }
        let w = s.w(j);
        let lead = s.t[start.min(j)].range.start;
        let end_of = |k: usize| s.t[k.min(s.t.len() - 1)].range.end;
        // "Keep up the good work!": encouragement, no order.
        if s.seq(j, &["keep", "up", "the"])
            && matches!(s.w(j + 3), "good" | "great" | "excellent" | "amazing")
        {
            continue;
        }
        if is_valediction(s, j) || heads_a_commit_subject(s, j) {
            continue;
        }
        // "..., and all I ask is ...": the lead has a subject of its own.
        if let Some(act) = request_after_a_need_lead(s, j, w) {
            push(found, CueKind::Imperative, s.range(j, act), true);
            continue;
        }
        // "I'm going to run the tests and then look at the flaky one": the speaker's next
        // steps, the verb after "and" sharing the first clause's subject.
        if continues_the_first_subject(s, start) {
            continue;
        }
        // "The discount is for staff and nobody else": only for them; "photos go on the
        // parent app and nowhere else": only there; "... and at no other time": only then
        // ("at" is no sentence head: read before the arms).
        if let Some(last) = none_else_closing(s, j)
            && !s.is_report_clause(s.clause_of(j))
        {
            push(found, CueKind::LimitStatement, lead..end_of(last), true);
            continue;
        }
        // A word none of the arms below names (its class tells) can only be a bare verb.
        if !s.has(j, lx::SENTENCE_HEAD) {
            bare_imperative(s, j, strict, lead, found);
            continue;
        }
        match w {
            "don't" | "dont" | "do"
                if w != "do" || matches!(s.w(j + 1), "not" | "never" | "n't") =>
            {
                let v = after_parenthetical(s, j + if w == "do" { 2 } else { 1 });
                // "Don't get me wrong", "don't (even) get me started on ...".
                let gets_me = |k: usize| {
                    s.seq(k, &["get", "me"]) && matches!(s.w(k + 2), "wrong" | "started")
                };
                let idiom = matches!(
                    s.w(v),
                    "know"
                        | "think"
                        | "care"
                        | "understand"
                        | "remember"
                        | "recall"
                        | "believe"
                        | "see"
                        | "mind"
                        | "blame"
                        // "Dun't matter, it's sorted": "(it) doesn't matter", said.
                        | "matter"
                ) || gets_me(v)
                    || s.is(v, "even") && gets_me(v + 1)
                    // "Don't worry, the backup finished": reassurance ("don't worry about
                    // formatting" lifts a rule, it stays one).
                    || matches!(s.w(v), "worry" | "panic" | "fret")
                        && (s.t.get(v + 1).is_none_or(|t| !t.kind.eq(&TokKind::Word))
                            // "don't worry if the change is messy": a mishap forgiven
                            // ahead (cls61c).
                            || s.is(v + 1, "if"))
                    // "don't expect any ice on the coils": a forecast of none (cls61c; not
                    // "don't expect answers between 12 and 1", the reader's wait told off).
                    || s.seq(v, &["expect", "any"])
                    // "Don't hold your breath (though)": doubt that it comes soon (not "don't
                    // hold your breath while lifting", an order).
                    || s.seq(v, &["hold", "your", "breath"])
                        && (s.t.get(v + 3).is_none_or(|t| !t.kind.eq(&TokKind::Word))
                            || matches!(s.w(v + 3), "though" | "tho"))
                    // "Mondays. Don't even ask.": a tale too sore to tell, "ask" closing the
                    // sentence after "even" (cls62b; not "don't even ask for a refund", nor
                    // "don't ask, just send it back").
                    || s.seq(v, &["even", "ask"])
                        && s.t.get(v + 2).is_none_or(|t| !t.kind.eq(&TokKind::Word))
                    // "Don't ask me how but somebody's kid locked himself in": the speaker
                    // cannot say, a wh-word or nothing after "me" (cls70b; not "don't ask me
                    // for a refund").
                    || s.seq(v, &["ask", "me"])
                        && (matches!(s.w(v + 2), "how" | "why" | "what" | "where" | "who")
                            || s.t.get(v + 2).is_none_or(|t| !t.kind.eq(&TokKind::Word)))
                    // "so don't say I never done nothin' for ye", "don't say I didn't warn
                    // you": a favour or a warning claimed, said as a joke (cls70a; not "don't
                    // say I told you", an order to keep quiet).
                    || s.seq(v, &["say", "i"])
                        && matches!(s.w(v + 2), "never" | "didn't" | "didnt" | "dint" | "wasn't");
                if !idiom && s.is_word(v) {
                    push(found, CueKind::NegatedAction, lead..end_of(v), true);
                }
            }
            "never" => {
                // "Never ever run it", "Never, ever run it".
                let comma = usize::from(
                    s.t.get(j + 1).is_some_and(|t| t.is_punct(',')) && s.is(j + 2, "ever"),
                );
                let next = s.w(j + 1 + comma);
                let ever = comma + usize::from(next == "ever" && s.is_word(j + 2 + comma));
                // "Never so much as touch it", "..., never so much as lifted a hoof".
                let ever = ever + s.so_much_as_at(j + 1 + ever);
                let next = s.w(j + 1 + ever);
                if s.is_word(j + 1 + comma)
                    && !matches!(
                        next,
                        "again"
                            | "ever"
                            | "mind"
                            | "once"
                            | "before"
                            | "been"
                            | "was"
                            | "were"
                            | "had"
                            | "did"
                            // "Never a dull moment": a verbless exclamation.
                            | "a"
                            | "an"
                            // "Never have I seen ...": an inversion tells, it orders nothing.
                            | "have"
                            | "has"
                            // "Out of oat milk again. Never fails.": what always happens
                            // (cls67b; "fail" is in no verb list).
                            | "fails"
                    )
                    // "Never in my life ...", "never in a million years".
                    && !(next == "in" && matches!(s.w(j + 2 + ever), "my" | "a" | "all"))
                    // "Never see nothing like it", "never heard anything like it": a marvel
                    // told (cls68b; not "never touch anything like that", an order).
                    && !(matches!(next, "see" | "hear" | "heard")
                        && matches!(s.w(j + 2 + ever), "nothing" | "anything")
                        && s.is(j + 3 + ever, "like"))
                    // "..., but never followed up": a past verb reports (not a verb that
                    // ends in "ed": "never shred the originals", "never embed secrets").
                    && !(s.looks_past_at(j + 1 + ever)
                        && (next.len() > 5 || s.has(j + 1 + ever, lx::IRREGULAR_PARTICIPLE))
                        && !s.has(j + 1 + ever, lx::BASE_VERB))
                    && !(s.is(j + 1, "say") && matches!(s.w(j + 2), "never" | "die")
                        // "Never returns negative amounts": a description of what something
                        // does (a test name, a doc comment), not an order.
                        || is_third_person_of_base_verb(next))
                {
                    push(
                        found,
                        CueKind::NegatedAction,
                        lead..end_of(j + 1 + ever),
                        true,
                    );
                } else if next == "mind"
                    && matches!(s.w(j + 2), "the" | "that" | "my" | "what" | "about")
                {
                    push(found, CueKind::Revocation, lead..end_of(j + 2), true);
                }
            }
            // Not "Always a pleasure", "always the same story": no verb follows.
            "always"
                if s.is_word(j + 1)
                    && !s.looks_past_at(j + 1)
                    && !lx::is_finite_report_verb(s.w(j + 1))
                    && !matches!(
                        s.w(j + 1),
                        "a" | "an" | "the" | "so" | "nice" | "good" | "great"
                    ) =>
            {
                push(found, CueKind::Imperative, lead..end_of(j + 1), true)
            }
            "easy" | "go" if s.is(j + 1, "on") || w == "go" && s.seq(j + 1, &["easy", "on"]) => {
                push(found, CueKind::Imperative, lead..end_of(j + 1), true)
            }
            // "Let's see what the logs say", "Let me think about it", "let's just say it did
            // not go to plan": thinking aloud.
            "let's" | "lets" | "let"
                if matches!(
                    s.w(thinking_verb_after_let(s, j)),
                    "see" | "think" | "figure" | "hope" | "say" | "assume"
                ) && (s.w(j) != "let" || matches!(s.w(j + 1), "me" | "us")) => {}
            // "Let me tell you, the old server was slower": an aside.
            "let"
                if s.seq(j + 1, &["me", "tell", "you"])
                    && s.t.get(j + 4).is_none_or(|t| t.kind != TokKind::Word) => {}
            // "Let me look at the first one", "let me check the logs": the speaker's own next
            // step, narrated.
            "let"
                if s.is(j + 1, "me")
                    && matches!(
                        // "Let me quickly check ...": an adverb before the step.
                        s.w(j
                            + 2
                            + usize::from(matches!(
                                s.w(j + 2),
                                "quickly" | "just" | "first" | "now" | "briefly"
                            ))),
                        "look"
                            | "check"
                            | "try"
                            | "start"
                            | "read"
                            | "dig"
                            | "investigate"
                            | "explain"
                            | "summarize"
                            | "summarise"
                            | "open"
                            | "search"
                            | "find"
                            | "take"
                            | "fix"
                            | "rerun"
                            | "run"
                            | "recap"
                            | "double-check"
                            | "verify"
                    ) => {}
            // "Let's face it, the old UI was ugly": an aside.
            "let's" | "lets" if s.seq(j + 1, &["face", "it"]) || fools_ourselves(s, j + 1) => {}
            "let's" | "lets" => {
                let neg = matches!(s.w(j + 1), "not" | "never");
                push(
                    found,
                    if neg {
                        CueKind::NegatedAction
                    } else {
                        CueKind::Imperative
                    },
                    lead..end_of(j + usize::from(neg)),
                    true,
                );
            }
            "let"
                if s.is(j + 1, "us")
                    || s.is(j + 1, "me") && !matches!(s.w(j + 2), "know" | "see") =>
            {
                push(found, CueKind::Imperative, lead..end_of(j + 1), true);
            }
            // "Let me know if you need anything else": a courtesy, not an order ("let me know
            // before you deploy" stays one).
            "let"
                if s.seq(j + 1, &["me", "know"])
                    && matches!(s.w(j + 3), "if" | "whether" | "what" | "how") => {}
            // "Zero tolerance for hard-coded credentials": a ban in a noun phrase.
            // "Hands off the production config": a ban.
            "hands" if s.is(j + 1, "off") && s.is_word(j + 2) => {
                push(found, CueKind::Prohibition, lead..end_of(j + 1), true)
            }
            "zero" if s.seq(j + 1, &["tolerance", "for"]) => {
                push(found, CueKind::Prohibition, lead..end_of(j + 2), true)
            }
            // "Zero bumping on track": a ban on a doing, as "no bumping" is (cls59; not "Zero
            // downtime during the cutover", no doing, nor "zero bumping reported", a finding).
            "zero"
                if is_gerund_shaped(s.w(j + 1))
                    && !s.has(j + 1, lx::ENGLISH_FUNCTION_WORD)
                    && !(j + 2..(j + 4).min(s.t.len())).any(|k| reports_a_finding_at(s, k))
                    && !s.is_report_clause(s.clause_of(j)) =>
            {
                push(found, CueKind::Prohibition, lead..end_of(j + 1), true)
            }
            // "No cover letter needed", "no sign-off required": a requirement lifted (not "no
            // cover letter was needed", a report).
            "no" if s.is_word(j + 1)
                && let Some(k) = (j + 2..(j + 5).min(s.clause_of(j).1))
                    .find(|&k| matches!(s.w(k), "needed" | "required" | "necessary")) =>
            {
                // ("No further action needed", "No action required.": a ticket closed,
                // nothing lifted.)
                let reported = (j..k).any(|x| matches!(s.w(x), "was" | "were" | "wasn't"))
                    || s.is_report_clause((k + 1, s.clause_of(j).1))
                    || super::follows_a_result(s, j)
                    || s.seq(j + 1, &["further", "action"])
                    || s.is(j + 1, "action") && k == j + 2 && !s.is_word(k + 1);
                push(found, CueKind::Revocation, lead..end_of(j + 1), !reported)
            }
            // "No tabs in config files", and "No `any` types", 'No "simply" in the docs' (a
            // code span or a quoted word names the thing).
            "no" if (s.is_word(j + 1)
                || s.t.get(j + 1).is_some_and(|t| t.kind == TokKind::Code)
                || s.t.get(j + 1).is_some_and(|t| t.kind == TokKind::Quote)
                    && s.is_word(j + 2))
                // ("No point of sale changes": a compound, not "no point chasing it"; "no
                // other way round it", "no other explanation": the idiom with "other".)
                && (!(s.has(j + 1, lx::NO_IDIOM)
                    || s.is(j + 1, "other") && s.has(j + 2, lx::NO_IDIOM))
                    || kind_banned_from_a_place(s, j)
                    || idiom_gated_by_without(s, j)
                    || s.seq(j + 1, &["point", "of"]))
                // ("No use crying over a cracked mould": nothing gained by it, cls55; not "no
                // use of phones".)
                && !(s.is(j + 1, "use") && s.w(j + 2).ends_with("ing"))
                // ("No rest for the wicked", "no rest for the weary": the proverb of a busy
                // day; not "no rest breaks on the line".)
                && !(s.seq(j + 1, &["rest", "for", "the"])
                    && matches!(s.w(j + 4), "wicked" | "weary"))
                // ("Hokey pokey's the best flavour, no question": certainty stressed, the
                // phrase closing the sentence or "about it" after it (cls70a; "no questions
                // at the counter", "no question papers out" ban).)
                && !(s.is(j + 1, "question")
                    && (s.t.get(j + 2).is_none_or(|t| t.kind != TokKind::Word)
                        || s.seq(j + 2, &["about", "it"])))
                // (Nigerian Pidgin "no be" is "is not": "na fake, no be original".)
                && !matches!(
                    s.w(j + 1),
                    "more" | "fewer" | "less" | "later" | "earlier" | "need" | "be"
                )
                && !no_outcome_reached(s, j)
                && !tallies_no_mishaps(s, j)
                && !continues_a_tally(s, j)
                && !conceded_at_the_end(s, j)
                && !joined_to_a_report(s, j)
                && !closes_a_report(s, j)
                && !closes_a_record(s, j)
                && !answers_a_field(s, j)
                && !states_no_effect(s, j)
                && !none_in_force(s, j)
                && !counts_a_category(s, j) =>
            {
                // "No data shared with new vendors until ...": a participle right after the
                // banned thing is a telegraphic passive, not a report (unless a past word says
                // so: "no emails were sent", "no data shared yesterday").
                let clause = s.clause_of(j);
                // (A noun of two words too, "No card numbers logged", where the "no" opens the
                // sentence or follows a label or a semicolon, "Boat unloaded by 7; no flying
                // fish sold before ...": "..., so no late fee applied" tells a result.)
                let participle = if (j == 0 || s.t[j - 1].is_punct(':') || s.t[j - 1].is_punct(';'))
                    && s.is_word(j + 2)
                    && !s.has(j + 2, lx::ENGLISH_FUNCTION_WORD)
                    && !s.looks_past_at(j + 2)
                    && s.past_participle_at(j + 3)
                {
                    j + 3
                } else {
                    j + 2
                };
                // (Not a finding: "no secrets found", "no errors detected".)
                // ("No emails went out to applicants": a simple past, no participle.)
                let telegraphic_passive = s.past_participle_at(participle)
                    && !is_simple_past_only(s.w(participle))
                    && !reports_a_finding_at(s, participle)
                    && !no_loss(s, participle)
                    && !(j + 1..clause.1).any(|k| {
                        matches!(
                            s.w(k),
                            "was" | "were" | "had" | "yesterday" | "ago" | "last" | "so" | "yet"
                        )
                    });
                // "no AE reported", "no adverse events observed": a finding.
                let finding = (j + 2..(j + 4).min(clause.1))
                    .any(|k| reports_a_finding_at(s, k) && s.is_word(k - 1))
                    || no_loss(s, participle);
                // "No tattooing clients who have been drinking": a relative clause narrows the
                // banned thing; "no felling until an ecologist has checked": a condition's
                // clause says when the ban lifts. Their perfect reports nothing; nor do the
                // participles of what "without" asks for first ("no entry without a P3 fitted
                // and the smoke test logged").
                let told = (j + 2..clause.1)
                    .find(|&k| {
                        matches!(
                            s.w(k),
                            "who"
                                | "whose"
                                | "until"
                                | "till"
                                | "before"
                                | "unless"
                                | "once"
                                | "without"
                        )
                    })
                    .map_or(clause, |k| (clause.0, k));
                let decisive = !s.is_report_clause(told)
                    && !continues_a_result(s, j)
                    && !tells_of_this_occasion(s, told)
                    && !finding
                    || telegraphic_passive;
                // A quoted object is data: the cue is the "no" alone.
                let end = if s.t[j + 1].kind == TokKind::Quote || s.t[j + 1].quoted {
                    j
                } else {
                    j + 1
                };
                push(found, CueKind::Prohibition, lead..end_of(end), decisive);
            }
            // "No more apologies in your answers": stop it from now on (not "no more than
            // two", a bound).
            "no" if s.is(j + 1, "more") && no_more_of_a_thing(s, j) => {
                push(found, CueKind::Prohibition, lead..end_of(j + 1), true)
            }
            "only"
                if j == 0
                    && matches!(s.w(j + 1), "the" | "our" | "your" | "this" | "that")
                    && tells_no_past_or_report(&s.t[j + 1..]) =>
            {
                // A verbless restriction: "Only the EU bucket for personal data."
                push(found, CueKind::LimitStatement, lead..end_of(j + 2), true)
            }
            "nothing"
                if is_preposition(s.w(j + 1))
                    && has_condition_word(&s.t[j..])
                    && !s.is_report_clause(s.clause_of(j)) =>
            {
                push(found, CueKind::Prohibition, lead..end_of(j + 1), true)
            }
            // "Nothing with nuts in the lunch plans", "nothing containing alcohol": a kind of
            // thing banned, in a clause with no verb (not "nothing with the logs looked off").
            "nothing"
                if matches!(s.w(j + 1), "with" | "containing")
                    && s.is_word(j + 2)
                    && !(j + 2..s.clause_of(j).1).any(|k| {
                        s.has(k, lx::FINITE_REPORT_VERB | lx::MODAL) || s.looks_past_at(k)
                    }) =>
            {
                push(found, CueKind::Prohibition, lead..end_of(j + 1), true)
            }
            // "Nothing scheduled on Sundays, ever": a ban on a kind of event, on every such
            // day or at any time ("nothing scheduled on Sunday" may describe a calendar).
            "nothing"
                if s.past_participle_at(j + 1)
                    && !s.has(j + 1, lx::FINITE_REPORT_VERB)
                    && (s.t[j..].iter().any(|t| t.text == "ever")
                        || (j + 2..s.t.len()).any(|k| {
                            s.is(k - 1, "on")
                                && s.w(k).ends_with('s')
                                && numbers::names_a_date(s.w(k))
                        })) =>
            {
                push(found, CueKind::Prohibition, lead..end_of(j + 1), true)
            }
            "no" if s.seq(j + 1, &["need", "to"]) && !is_courtesy_verb(s.w(j + 3)) => {
                push(found, CueKind::Revocation, lead..end_of(j + 2), true)
            }
            // "There's no eating at the switchboard": a doing banned from a place, said as
            // what there is none of (cls70a).
            "there's" | "there"
                if let Some(doing) = doing_there_is_none_of_at_a_place(s, j)
                    && !s.is_report_clause(s.clause_of(j)) =>
            {
                push(found, CueKind::Prohibition, lead..end_of(doing), true)
            }
            // "There's no need to ask before reformatting": the same lifted requirement.
            "there's" | "there"
                if (s.seq(j + 1, &["no", "need", "to"]) && !is_courtesy_verb(s.w(j + 4))
                    || s.seq(j + 1, &["is", "no", "need", "to"])
                        && !is_courtesy_verb(s.w(j + 5))) =>
            {
                let to = j + 3 + usize::from(s.is(j + 1, "is"));
                push(found, CueKind::Revocation, lead..end_of(to), true)
            }
            // "Only managers may attend the retro", "only three people can join": who, or how
            // many, may do it.
            "only"
                if !s.question
                    && let Some(modal) = only_who_may(s, j) =>
            {
                let decisive = !s.is_report_clause(s.clause_of(j));
                push(found, CueKind::Permission, lead..end_of(modal), decisive)
            }
            // "Only one migration runs at a time": a count allowed at once.
            "only"
                if numbers::is_quantity_at(s.t, j + 1)
                    && at_a_time(s, j + 2)
                    && !s.is_report_clause(s.clause_of(j)) =>
            {
                push(found, CueKind::LimitStatement, lead..end_of(j + 1), true)
            }
            "only"
                if j == 0
                    && let Some(verb) = only_who_does_it(s, j) =>
            {
                push(found, CueKind::LimitStatement, lead..end_of(verb), true)
            }
            _ => bare_imperative(s, j, strict, lead, found),
        }
    }
}

/// "Only \<who> may|can \<verb>" at `j`: the index of the modal after a subject of one to four
/// words or numbers ("only managers may", "only the on-call engineer can", "only three
/// people may"), or of up to seven when "of" joins a post to what it serves ("only the duty
/// clerk of the scales can", "only members of the safety committee may"; cls52).
fn only_who_may(s: &Sentence<'_, '_>, j: usize) -> Option<usize> {
    let modal = (j + 2..(j + 9).min(s.t.len())).find(|&k| matches!(s.w(k), "may" | "can"))?;
    let subject = (j + 1..modal).all(|k| s.is_word(k) || s.t[k].kind == TokKind::Number)
        && (modal <= j + 5 || (j + 2..modal - 1).any(|k| s.is(k, "of")));
    (subject && s.is_word(modal + 1)).then_some(modal)
}

/// No token of `t` tells a past or a report: no past form, no past marker, no finite
/// report verb.
fn tells_no_past_or_report(t: &[Tok<'_>]) -> bool {
    t.iter().all(|t| {
        t.class & (lx::FINITE_REPORT_VERB | lx::PAST_MARKER) == 0 && !lx::looks_past(&t.text)
    })
}

/// "Only Sipho signs off on cremation paperwork", "only licensed staff drive the forklift":
/// the index of the present verb (a listed one) after "only" at `j` and a subject of one
/// unlisted word or two to three words, a name or a class, so the one who does it is named
/// (not "only Sipho knows the code", a state; nor "only Sipho turned up", a past; nor "only
/// then check", an adverb).
fn only_who_does_it(s: &Sentence<'_, '_>, j: usize) -> Option<usize> {
    if s.question || s.hypothetical {
        return None;
    }
    let verb = (j + 2..(j + 5).min(s.t.len())).find(|&k| {
        super::stated_policies::third_person_of_a_verb(s.w(k))
            // A class's plural verb: "only licensed staff drive".
            || k > j + 2 && s.has(k, lx::BASE_VERB) && !lx::is_stative_verb(s.w(k))
    })?;
    // One word is a name or a noun the lexicon does not list ("Sipho", "Maria").
    let named = verb > j + 2 || s.t[j + 1].class == 0;
    let subject = (j + 1..verb).all(|k| {
        s.is_word(k)
            && s.t[k].class & (lx::MODAL | lx::BASE_VERB) == 0
            && !matches!(
                s.w(k),
                "if" | "when" | "once" | "after" | "with" | "then" | "now" | "just" | "a" | "an"
            )
    });
    // The verb is the present's, so a participle before or after it is no past ("only
    // qualified staff", "the controlled drugs"): only a past marker or report verb is.
    let present = !s.names_a_past_time()
        && s.t[verb..]
            .iter()
            .all(|t| t.class & (lx::FINITE_REPORT_VERB | lx::PAST_MARKER) == 0);
    (named && subject && present).then_some(verb)
}

/// Appalachian and Southern "Ain't no dogs permitted in the extractin' room": "ain't" opening
/// the clause at `j` (its `start`) before a "no" and a thing the clause calls "allowed" or
/// "permitted" only doubles the ban's negation; the "no" after it bans (cls69a; not "Ain't no
/// way he's coming", "Ain't no tree left standin'", no leave denied).
fn negative_concord_before_a_ban(s: &Sentence<'_, '_>, j: usize, start: usize) -> bool {
    j == start
        && s.is(j, "ain't")
        && s.is(j + 1, "no")
        && (j + 3..s.clause_of(j).1.min(j + 7)).any(|k| matches!(s.w(k), "allowed" | "permitted"))
}

/// The words [`imperatives`] compares a token with: the clause-initial words its `match`
/// names, the polite markers and the standing-rule openers (class `lexicon::SENTENCE_HEAD`;
/// a word missing here is never compared).
#[rustfmt::skip]
pub(crate) const IMPERATIVE_HEAD_WORDS: &[&str] = &[
    "don't", "dont", "do", "never", "always", "easy", "go", "let's", "lets", "let", "no", "only",
    "nobody", "no-one", "nothing", "please", "pls", "plz", "kindly", "from", "as", "going",
    "moving", "effective", "henceforth", "there's", "there", "zero", "hands", "nowhere",
];

/// The words the sentence-level tests compare a token with: hedges (`Sentence::hedged`),
/// hypothetical markers (`Sentence::hypothetical`), the openers of a principal's frame
/// ("per", "according to") and of a wish ([`wish_request`]). Class `lexicon::SENTENCE_HEAD`, with [`IMPERATIVE_HEAD_WORDS`]; a
/// word missing here is never compared.
#[rustfmt::skip]
pub(crate) const SENTENCE_HEAD_WORDS: &[&str] = &[
    "probably", "hopefully", "apparently", "presumably", "supposedly", "i", "according", "were",
    "would", "could", "might", "what", "if", "in", "hypothetically", "suppose", "supposing",
    "imagine", "pretend", "theoretically", "would've", "could've", "per", "'d", "i'd", "it'd",
    "that'd", "inshallah", "willing", "grace", "crossed", "permitting", "reckons", "reckoned",
    "nobody's", "wager", "reckon", "we'd",
];

/// A base verb (listed, or unlisted with an object) at the clause start `j`, text from
/// `lead`: an order ("Write the notes"), and a revocation when it drops a rule ("forget the
/// 100-line rule").
fn bare_imperative(
    s: &Sentence<'_, '_>,
    j: usize,
    strict: bool,
    lead: usize,
    found: &mut Vec<Found>,
) {
    if !((s.has(j, lx::BASE_VERB) && is_imperative_verb(s, j, strict))
        || (!strict && is_unlisted_verb_with_object(s, j)))
    {
        return;
    }
    // "Miss him, to be fair", "miss them already": "miss" and a person, the speaker's
    // longing with "I" left out, orders nothing (cls64a; "miss the first exit" is a route).
    if s.is(j, "miss") && matches!(s.w(j + 1), "him" | "her" | "them" | "you") {
        return;
    }
    // "Forget it, the bug was in the cache", "forget about it, we already shipped": a
    // dismissal before a report orders nothing.
    let about = usize::from(s.is(j + 1, "about"));
    if s.is(j + 1 + about, "it") && dismisses_before_a_report(s, j + 2 + about) {
        return;
    }
    if sets_a_topic_aside(s, j) || supposes_a_case(s, j) {
        return;
    }
    // "Edit starts Monday", "review begins at nine": the word names an event, the subject of
    // the verb after it.
    if matches!(
        s.w(j + 1),
        "starts" | "begins" | "ends" | "finishes" | "resumes" | "kicks" | "wraps"
    ) {
        return;
    }
    if states_a_status(s, j) {
        return;
    }
    if is_exclaimed_praise(s, j)
        || is_a_wish(s, j)
        || is_idiomatic_aside(s, j)
        || annotates_a_figure(s, j)
        || tells_a_records_state(s, j)
    {
        return;
    }
    let end_of = |k: usize| s.t[k.min(s.t.len() - 1)].range.end;
    push(found, CueKind::Imperative, lead..end_of(j), true);
    let w = s.w(j);
    if w == "forget"
        || w == "ignore"
        || w == "disregard"
        || w == "drop"
            && s.t[j + 1..]
                .iter()
                .any(|t| matches!(&*t.text, "rule" | "requirement" | "limit" | "restriction"))
    {
        push(found, CueKind::Revocation, lead..end_of(j + 1), true);
    }
}

/// "Say we planted the firs down the bottom field — they'd never take in that wet clay": "say"
/// at `j`, a subject of its own and its verb after it, and a consequence with "would" or "'d"
/// later in the sentence: a case supposed, as "suppose" opens one (cls69a; not "Say we're
/// closed", "Say I sent you", no consequence, nor "Say hello to Gran", no subject).
fn supposes_a_case(s: &Sentence<'_, '_>, j: usize) -> bool {
    s.is(j, "say")
        && matches!(
            s.w(j + 1),
            "we" | "they" | "he" | "she" | "i" | "someone" | "somebody" | "you"
        )
        && (s.looks_past_at(j + 2) || s.has(j + 2, lx::BASE_VERB))
        && s.t[j + 3..].iter().any(|t| {
            matches!(&*t.text, "would" | "wouldn't" | "'d")
                || t.text.len() > 2 && t.text.ends_with("'d")
        })
}

/// "Forget the weather — the real problem was the midges", "forget the cost, the bigger issue
/// is ...": a topic set aside for the real one named after a dash or a comma, no order
/// (not "Forget the 100-line rule", a rule revoked; nor "forget the draft, use the final").
fn sets_a_topic_aside(s: &Sentence<'_, '_>, j: usize) -> bool {
    s.is(j, "forget")
        && (j + 2..(j + 8).min(s.t.len())).any(|k| {
            matches!(s.t[k].kind, TokKind::Punct(',' | '—' | '-' | ';' | ':'))
                && s.is(k + 1, "the")
                && matches!(s.w(k + 2), "real" | "actual" | "bigger" | "main" | "true")
                && (j + 1..k).all(|m| !names_a_rule(s.w(m)))
        })
}

/// "KR1 reached 82% (target 90%)", "spend came to $4.1k (budget $5k)": a noun-like verb
/// ("target", "budget", "forecast", "estimate", "plan", "baseline") opening brackets right
/// after a figure, with a figure of its own, names what the figure is set against; it orders
/// nothing ("Target 90% coverage." and "Coverage: target 90%." still do).
fn annotates_a_figure(s: &Sentence<'_, '_>, j: usize) -> bool {
    matches!(
        s.w(j),
        "target" | "budget" | "forecast" | "estimate" | "plan" | "baseline"
    ) && super::in_brackets_after_a_figure(s, j)
        && numbers::is_quantity_at(s.t, j + 1)
}

/// "Work order 7781 closed", "Purchase order 5521 received: 12 pallets", "Request form 47B
/// reads: ...": the verb-like word at `j` opens a record's name (a noun and its number or
/// code) and a past participle after it tells the record's state, or a verb of wording what
/// it says; an order would put the state after a verb that takes one
/// ("Keep gate 3 closed", "Mark ticket 44 resolved").
fn tells_a_records_state(s: &Sentence<'_, '_>, j: usize) -> bool {
    let number = j + 2;
    // (Or a code with digits: "form 47B".)
    let numbered = s.t.get(number).is_some_and(|t| {
        t.kind == TokKind::Number
            || t.kind == TokKind::Word && t.text.bytes().any(|b| b.is_ascii_digit())
    });
    let state = s.looks_past_at(number + 1)
        && (!s.is_word(number + 2)
            || matches!(
                s.w(number + 2),
                "by" | "on" | "at" | "in" | "with" | "after"
            ));
    // "Request form 47B reads: '...'": what the record says.
    let wording = matches!(s.w(number + 1), "reads" | "says" | "states" | "shows");
    s.is_word(j + 1)
        && !s.has(j + 1, lx::ENGLISH_FUNCTION_WORD)
        && numbered
        && (state || wording)
        && !matches!(
            s.w(j),
            "keep"
                | "leave"
                | "mark"
                | "set"
                | "get"
                | "have"
                | "hold"
                | "make"
                | "consider"
                | "declare"
                | "flag"
                | "tag"
                | "label"
                | "treat"
                | "deem"
                | "report"
                | "list"
                | "log"
                | "record"
                | "want"
                | "need"
                | "find"
        )
}

/// "Love the progress!!", "love this new layout!", "Loving how fast it is!": the speaker's
/// delight, said with an exclamation mark and the subject "I" left out, orders nothing ("Love
/// your neighbour." has no "!"); so does Welsh "Tidy." alone.
fn is_exclaimed_praise(s: &Sentence<'_, '_>, j: usize) -> bool {
    // Welsh "Tidy." (or "Tidy!"), the whole sentence: "great", no order to tidy ("Tidy up",
    // "tidy the desk" have more words).
    if s.is(j, "tidy") && j == 0 && !s.is_word(1) {
        return true;
    }
    // "Tidy job on the van, mate", "Clean work there": a verb that is also a word of praise
    // before "job" or "work" with no article, then nothing or where the work was done (cls64b;
    // not "Tidy work areas before you leave", an order on "work areas").
    if matches!(s.w(j), "tidy" | "clean" | "smooth")
        && matches!(s.w(j + 1), "job" | "work")
        && s.t.get(j + 2).is_none_or(|t| {
            matches!(t.kind, TokKind::Punct(_)) || matches!(&*t.text, "on" | "there" | "today")
        })
    {
        return true;
    }
    matches!(s.w(j), "love" | "loving")
        && matches!(
            s.w(j + 1),
            "the" | "this" | "that" | "these" | "those" | "it" | "your" | "how" | "what"
        )
        && s.t
            .last()
            .is_some_and(|t| matches!(t.kind, TokKind::Punct('!') | TokKind::Symbol('!')))
}

/// "Scratch what I said about squashing commits", "belay that order", "I retract my note on
/// tabs": a verb of undoing at a clause start (after "I" or "we", maybe) whose object is
/// something the speaker said before, a revocation ("forget", "ignore" and "disregard" are read as orders that
/// revoke by [`bare_imperative`]).
fn revoked_earlier_words(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if !s.holds_any(&const { WordSet::of_words(&UNDOING_VERBS) }) {
        return;
    }
    for (start, _) in s.clause_starts() {
        let mut j = start;
        while s.has(j, lx::DISCOURSE) {
            j += 1;
        }
        // "We scrap the rule about ...", "I retract my note on ...": the speaker undoing it.
        j += usize::from(matches!(s.w(j), "i" | "we"));
        let undoes = s.has(j, lx::TRIGGER | lx::BASE_VERB) && UNDOING_VERBS.contains(&s.w(j));
        if !undoes {
            continue;
        }
        if let Some(end) = earlier_words_end(s, j + 1)
            && !dismisses_before_a_report(s, end)
        {
            push(found, CueKind::Revocation, s.range(j, end - 1), true);
        }
    }
}

/// The verbs of [`revoked_earlier_words`]: a sentence holding none of them is not walked.
const UNDOING_VERBS: [&str; 13] = [
    "scratch", "scrap", "drop", "undo", "reverse", "cancel", "belay", "retract", "rewind",
    "strike", "ditch", "nix", "withdraw",
];

/// The token after an object at `k` naming something said before: "what I said", "what we
/// agreed", "that", "that order", "my earlier note", "the bit about ...", "the previous
/// instruction"; `None` for any other object.
fn earlier_words_end(s: &Sentence<'_, '_>, k: usize) -> Option<usize> {
    let said = |w: &str| {
        matches!(
            w,
            "said"
                | "told"
                | "wrote"
                | "asked"
                | "mentioned"
                | "suggested"
                | "agreed"
                | "meant"
                | "requested"
                | "decided"
        )
    };
    let utterance = |w: &str| {
        matches!(
            w,
            "note"
                | "notes"
                | "message"
                | "request"
                | "instruction"
                | "instructions"
                | "comment"
                | "point"
                | "bit"
                | "part"
                | "thing"
                | "rule"
                | "order"
                | "orders"
                | "ask"
                | "advice"
                | "suggestion"
                | "memo"
                | "direction"
                | "directions"
                | "guidance"
        )
    };
    match s.w(k) {
        // "what I said", "what I just told you", "what we agreed on".
        "what" => (k + 2..k + 4)
            .find(|&v| said(s.w(v)) && matches!(s.w(k + 1), "i" | "we"))
            .map(|v| v + 1),
        // "scratch that", "belay that order".
        "that" if !s.is_word(k + 1) => Some(k + 1),
        "my" | "our" | "the" | "that" | "this" | "your" => (k + 1..k + 4)
            .take_while(|&m| s.is_word(m))
            .find(|&m| utterance(s.w(m)))
            .map(|m| m + 1),
        _ => None,
    }
}

/// A dismissal ("forget it", "scratch what I said") ending before `k` is followed by a
/// comma and a clause that reports ("..., the bug was in the cache", "..., it works now"):
/// the speaker corrects a story, not a rule.
fn dismisses_before_a_report(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.t.get(k).is_some_and(|t| t.is_punct(','))
        && k + 1 < s.t.len()
        && s.is_report_clause(s.clause_of(k + 1))
}

/// Token `k` is "please", "pls", "plz" or "kindly" (imperative head words: the class rules
/// out most tokens before any compare). They are trigger words: only `Sentence::candidates`
/// can be one.
fn is_polite_marker(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.has(k, lx::SENTENCE_HEAD)
        && matches!(s.w(k), "please" | "pls" | "plz" | "kindly")
        // "Thank you kindly!", "thanks kindly": thanks, no request; "The family kindly asked
        // for his hymn": a kindness told in the past.
        && !(s.w(k) == "kindly"
            && (k > 0
                && (matches!(s.w(k - 1), "thanks" | "cheers")
                    || k > 1 && s.is(k - 2, "thank") && matches!(s.w(k - 1), "you" | "ye" | "u"))
                || lx::has_past_ending(s.w(k + 1))
                || s.has(k + 1, lx::IRREGULAR_PARTICIPLE)))
}

/// "When a customer asks for a refund, you check the order date first", "If the driver is
/// late, you inform dispatch", "In case of complaint, you apologize", "Any fitting, you call
/// me": after a leading condition (or a topic it stands for, "any" and a noun) on someone or
/// something else, "you" and a plain present verb opening the main clause give an order (a
/// system prompt written in the plain present); the condition may close with no comma on
/// the first "you" ("When a dog comes back lame ye ring the vet first", cls67c). Not a truth
/// about the one addressed ("when you're tired, you make mistakes": "you" in the condition
/// too); see
/// [`plain_verb_after_you`] and [`tells_a_report`] for the rest.
fn order_to_you_after_a_condition(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // The condition words are weak triggers: one bit test rules out most sentences.
    let condition = s.has(0, lx::WEAK_TRIGGER)
        && (matches!(
            s.w(0),
            "when" | "whenever" | "if" | "once" | "after" | "before"
        ) || s.seq(0, &["in", "case"]));
    // ("Anytime the hygrometer passes 60, you close up": "anytime" opens a condition too.)
    if s.hypothetical || !(condition || s.is(0, "any") || s.is(0, "anytime")) {
        return;
    }
    // The condition's comma, no "you" before it ("your" names whose thing it is); or, with
    // no comma, the first "you" after a condition of three words or more that closes on a
    // word ("When a dog comes back lame ye ring the vet first", cls67c; not "When you're
    // tired you make mistakes", "you" in the condition).
    // (One walk: the first comma or "you", whichever comes first.)
    let comma_or_you = (1..s.t.len().min(REACH))
        .find(|&k| s.t[k].is_punct(',') || matches!(s.w(k), "you" | "you're" | "you've" | "u"));
    let (comma, you) = match comma_or_you {
        Some(comma) if s.t[comma].is_punct(',') => {
            (comma, comma + 1 + usize::from(s.is(comma + 1, "then")))
        }
        Some(you) if you >= 4 && s.is_word(you - 1) => (you, you),
        _ => return,
    };
    // ("If anything breaks, you call me": the event the condition names is none told.)
    if let Some(v) = plain_verb_after_you(s, you)
        && !tells_a_report(s, comma, v)
    {
        push(found, CueKind::Imperative, s.range(you, v), true);
    }
}

/// "See that the doors are locked", "see to it that nobody leaves early", "please see that it
/// gets done": "see (to it) that" opening the sentence (after "please", "and" or "then") with a
/// clause of what must come about: a subject, then a verb. Not "see that guy over there" (no
/// clause), "I see that it failed" (a subject before "see"), nor a question.
fn see_that_it_is_done(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    let see = (0..s.t.len())
        .find(|&k| {
            !(s.t[k].is_punct(',')
                || matches!(
                    s.w(k),
                    "please" | "pls" | "kindly" | "just" | "and" | "then" | "so"
                ))
        })
        .unwrap_or(s.t.len());
    if !s.is(see, "see") {
        return;
    }
    let that = if s.seq(see + 1, &["to", "it", "that"]) {
        see + 3
    } else if s.is(see + 1, "that") {
        see + 1
    } else {
        return;
    };
    let subject = that + 1;
    let everyone = matches!(
        s.w(subject),
        "nobody" | "everyone" | "everybody" | "nothing" | "everything" | "someone" | "somebody"
    );
    let opens_a_clause = everyone
        || matches!(
            s.w(subject),
            "the"
                | "all"
                | "every"
                | "each"
                | "your"
                | "our"
                | "no"
                | "any"
                | "both"
                | "it"
                | "they"
                | "he"
                | "she"
                | "we"
                | "you"
        );
    let clause_end = (subject..s.t.len())
        .find(|&k| !s.is_word(k))
        .unwrap_or(s.t.len());
    let has_a_verb = (subject + 1..clause_end).any(|k| {
        matches!(
            s.w(k),
            "is" | "are"
                | "gets"
                | "get"
                | "stays"
                | "stay"
                | "remains"
                | "remain"
                | "has"
                | "have"
                | "goes"
                | "go"
                | "isn't"
                | "aren't"
                | "doesn't"
                | "don't"
                | "never"
                | "will"
                | "'ll"
                | "can"
                | "can't"
                | "must"
        ) || everyone && k == subject + 1 && s.w(k).ends_with('s')
    });
    if opens_a_clause && has_a_verb {
        push(found, CueKind::Imperative, s.range(see, that), true);
    }
}

/// "You check the order date first and only then you reply", "you greet the guest and you
/// offer water": "you" and a plain present verb opening the sentence, and again after "and"
/// or "then", a procedure in the plain present (a system prompt's steps); or "you" called on
/// with a plural of address and a time clause after the step ("You guys sweep the bran room
/// before you clock out"); or, after a
/// discourse word and its comma too, a step closed by ", every time" ("Anyway, ya park at the
/// top hut, ya chock it, every time": cls60). Not a reproach or a report ("you go there, then
/// you come back and it's still broken": an event told; "you win it, every time", an outcome).
fn steps_to_you_in_the_present(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // "First ye check the liner camera, then ye log the readin'": the first step's marker
    // before "you" (cls70a), read as a step's own lead.
    let first_step = s.is(0, "first");
    // "Anyway, you ...": a discourse word and its comma before "you".
    let lead = if s.has(0, lx::DISCOURSE) && s.t.get(1).is_some_and(|t| t.is_punct(',')) {
        2
    } else {
        usize::from(first_step)
    };
    // "you" is a trigger word and an agent subject: one bit test rules out most sentences
    // (dialect "ye" is neither: asked by its text).
    if !(s.has(lead, lx::AGENT_SUBJECT) && s.is(lead, "you") || s.is(lead, "ye")) || s.hypothetical
    {
        return;
    }
    let Some(first) = plain_verb_after_you(s, lead) else {
        return;
    };
    // ", every time" closing the sentence, before at most its closing mark and a tag of
    // assent (", every time, ok.").
    let mut words = s.t.len() - usize::from(s.t.last().is_some_and(|t| !t.kind.eq(&TokKind::Word)));
    if words > 2 && super::is_assent_word(s.w(words - 1)) && s.t[words - 2].is_punct(',') {
        words -= 2;
    }
    let every_time = words > first + 3
        && s.is(words - 1, "time")
        && matches!(s.w(words - 2), "every" | "each")
        && s.t[words - 3].is_punct(',');
    if lead > 0 && !every_time && !first_step {
        return;
    }
    // "YOUS GUYS SWEEP THE BRAN ROOM BEFORE YOU CLOCK OUT": a plural of address after "you"
    // calls on those told, and a time clause after the step says when it is due (cls67b;
    // not "you sweep before you clock out", no one called on).
    let called_on_before_a_time = lead == 0
        && is_plural_of_address(s.w(1))
        && (first + 2..s.t.len()).any(|k| {
            matches!(
                s.w(k),
                "before" | "after" | "when" | "once" | "until" | "till"
            ) && s.is_word(k + 1)
        });
    // The second verb may be one no list knows as a verb ("and you issue the voucher").
    let again = (first + 1..s.t.len().min(first + REACH)).find(|&k| {
        matches!(s.w(k), "you" | "ye")
            && matches!(s.w(k - 1), "and" | "then")
            && (plain_verb_after_you(s, k).is_some()
                || verb_after_you(s, k).is_some_and(|v| {
                    s.is_word(v)
                        && s.t[v].class & !(lx::NO_IDIOM | lx::NOUN_AMBIGUOUS_VERB) == 0
                        && !s.w(v).ends_with('s')
                        && !s.looks_past_at(v)
                }))
    });
    if (again.is_some() || every_time || called_on_before_a_time)
        && !tells_a_report(s, 1, s.t.len().min(first + REACH))
    {
        push(found, CueKind::Imperative, s.range(lead, first), true);
    }
}

/// "you" at `you`, then (after "always", "first", "then", a non-native "not"...) a listed
/// plain present verb of doing:
/// its index. Not a perception, a state or an outcome ("you see", "you get wet", "you miss
/// the start"), nor a verb of saying or going ("you say one thing and you do another").
fn plain_verb_after_you(s: &Sentence<'_, '_>, you: usize) -> Option<usize> {
    let v = verb_after_you(s, you)?;
    let plain = s.has(v, lx::BASE_VERB)
        && !s.has(v, lx::STATIVE_VERB | lx::NOT_A_VERB | lx::MODAL)
        && !is_outcome_or_saying(s.w(v));
    (plain || gets_a_thing_moved(s, v)).then_some(v)
}

/// "(you) get them ewes up onto the high ground", "(you) get the bins in": "get" at `v`, a
/// thing named after it (a determiner or an object pronoun and at most two words) and a
/// particle of where it is moved ("up", "in", "out", "away"...), a deed done to it (cls68a;
/// not "you get wet", "you get a discount", "you get the gist": nothing moved).
fn gets_a_thing_moved(s: &Sentence<'_, '_>, v: usize) -> bool {
    s.is(v, "get")
        && matches!(
            s.w(v + 1),
            "them" | "the" | "those" | "these" | "your" | "all" | "it" | "everything" | "'em"
        )
        && (v + 2..v + 5).take_while(|&k| s.is_word(k)).any(|k| {
            matches!(
                s.w(k),
                "up" | "in" | "out" | "down" | "off" | "away" | "back" | "inside" | "indoors"
            ) && !s.is_word(k + 1)
                || matches!(s.w(k), "up" | "down" | "back")
                    && matches!(s.w(k + 1), "onto" | "into" | "to")
        })
}

/// "lose", "miss", "win", "say", "go"...: a verb whose present with "you" tells an outcome or
/// a way of talking more often than a step.
fn is_outcome_or_saying(w: &str) -> bool {
    matches!(
        w,
        "lose"
            | "miss"
            | "fail"
            | "win"
            | "end"
            | "find"
            | "learn"
            | "risk"
            | "say"
            | "do"
            | "go"
            | "come"
    )
}

/// The index of the word after "you" at `you`, a plural of address ("you guys") and the
/// adverbs after it ("always", "first", "then", a non-native "not"); `None` when `you` is not
/// "you" (or "ye").
fn verb_after_you(s: &Sentence<'_, '_>, you: usize) -> Option<usize> {
    // (Or dialect "ye": "then ye log the readin'", cls70a.)
    if !matches!(s.w(you), "you" | "ye") {
        return None;
    }
    let v = (you + 1..you + 3)
        .find(|&k| {
            let adverb = matches!(
                s.w(k),
                "always" | "first" | "just" | "then" | "also" | "only" | "not"
            );
            let address = k == you + 1 && is_plural_of_address(s.w(k));
            !(adverb || address)
        })
        .unwrap_or(you + 3);
    Some(v)
}

/// "... had to stop and ring the box", "we used to sweep and mop the floor": the verb at `j`
/// after "and" joins an infinitive ("to" and a base verb right before the "and"); it is that
/// infinitive's second verb, not an order of its own (cls64c).
fn second_verb_of_an_infinitive(s: &Sentence<'_, '_>, j: usize) -> bool {
    j >= 3 && s.is(j - 1, "and") && s.has(j - 2, lx::BASE_VERB) && s.is(j - 3, "to")
}

/// "guys", "lot", "all", "folks", "two": the word after "you" that makes it a plural of
/// address ("you guys wear ...", "you lot lock ...", "you two check ...").
fn is_plural_of_address(w: &str) -> bool {
    matches!(
        w,
        "guys" | "lot" | "all" | "folks" | "two" | "people" | "lads"
    )
}

/// The sentence, up to token `to`, tells what happened: a past word (not a passive's
/// participle, "once the order is shipped") after the first word, or an event ("it
/// crashes", "nothing happens") from token `events_from` on (a condition's event before it
/// is none told: "if anything breaks, you call me").
fn tells_a_report(s: &Sentence<'_, '_>, events_from: usize, to: usize) -> bool {
    (1..s.t.len().min(to + REACH)).any(|k| {
        s.has(k, lx::PAST_MARKER) && !super::is_auxiliary_before_participle(s.w(k - 1))
            || k >= events_from && super::is_occurrence_verb(s.w(k))
    })
}

/// "It would be great if you kept it short", "it'd be nice if you could...": a request
/// phrased as a wish.
fn wish_request(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // "Hey team — I'd really appreciate it if ...", "Folks, it would help if ...": a greeting
    // or a vocative closed by a comma, a dash or a colon within the first four tokens leads
    // the wish (cls54).
    let lead = (1..s.t.len().min(4))
        .find(|&k| matches!(s.t[k].kind, TokKind::Punct(',' | '—' | '–' | '-' | ':')))
        .map_or(0, |k| k + 1);
    wish_after_its_condition(s, lead, found);
    // The wish opens the sentence: "(It) would be", "it'd be", "that'd be". Both wishes
    // open with a sentence head word, so a sentence without one has none.
    if s.classes & lx::SENTENCE_HEAD == 0 {
        return;
    }
    for i in 0..s.t.len().min(lead + 3) {
        // Both wishes open with a sentence head word ("would", "'d", "it'd"...).
        if !s.has(i, lx::SENTENCE_HEAD) {
            continue;
        }
        // "I'd (really) appreciate it if": a stress changes no wish (cls53).
        let verb = i + 1 + usize::from(is_stress_adverb(s.w(i + 1)));
        let appreciate = matches!(s.w(i), "would" | "'d" | "i'd" | "we'd")
            && matches!(s.w(verb), "appreciate" | "prefer" | "like" | "love")
            && s.seq(verb + 1, &["it", "if"])
            && wished_of_someone(s, verb + 3);
        if appreciate {
            push(found, CueKind::Imperative, s.range(i, verb + 3), true);
        }
        if let Some(condition) = help_wished_at(s, i)
            && wished_of_someone(s, condition + 1)
        {
            push(found, CueKind::Imperative, s.range(i, condition), true);
        }
        // "it would be really great if", "that'd be so helpful if": a stress before the
        // praise changes no wish (cls52).
        let praise = i + 2 + usize::from(is_stress_adverb(s.w(i + 2)));
        // "I'd be grateful if", "we would be much obliged if": the speaker's thanks promised
        // for a deed (cls53); only thanks follow "I'd be" ("I'd be better if I slept" wishes
        // nothing of anyone).
        let thanks = matches!(s.w(praise), "grateful" | "obliged" | "thankful");
        if (matches!(s.w(i), "would" | "'d" | "it'd" | "that'd")
            || thanks && matches!(s.w(i), "i'd" | "we'd"))
            && s.is(i + 1, "be")
            && is_wish_praise(s.w(praise))
            && s.is(praise + 1, "if")
            && wished_of_someone(s, praise + 2)
        {
            push(found, CueKind::Imperative, s.range(i, praise + 2), true);
        }
    }
}

/// A word praising a wished deed: "(it would be) great", "(that'd be) grand".
fn is_wish_praise(w: &str) -> bool {
    matches!(
        w,
        "great"
            | "nice"
            | "helpful"
            | "good"
            | "ideal"
            | "better"
            | "best"
            | "lovely"
            | "appreciated"
            | "awesome"
            | "preferable"
            | "grateful"
            | "obliged"
            | "thankful"
            // Welsh English "lush" (pol43).
            | "lush"
            // Irish and British "that'd be grand" (cls56).
            | "grand"
    )
}

/// "If someone could make sure the chargers get unplugged overnight, that'd be grand", "if
/// you could double-check the bond that would be a massive help": the wish's condition
/// first (at `lead`), asking a deed of someone, and its praise after it ("that'd be", "it
/// would be" and a praise or "a help") (not "if someone could fix it that'd be a miracle",
/// nor "if it could stop raining that'd be great": no deed of anyone, nor "if someone could
/// tell me why it failed that'd be great": information asked) (cls56).
fn wish_after_its_condition(s: &Sentence<'_, '_>, lead: usize, found: &mut Vec<Found>) {
    if !s.is(lead, "if") {
        return;
    }
    let subject = lead + 1;
    let anyone = matches!(s.w(subject), "someone" | "somebody" | "anyone" | "anybody")
        && could_do_a_deed(s, subject + 1);
    // (Not "if someone could tell me why it failed": information asked.)
    if !(anyone || wished_of_someone(s, subject))
        || (subject + 1..subject + 4).any(|v| asks_to_inform_at(s, v))
    {
        return;
    }
    let praised = (subject + 2..s.t.len()).any(|k| {
        let be = match s.w(k) {
            "that'd" | "it'd" => k + 1,
            "that" | "it" if s.is(k + 1, "would") => k + 2,
            _ => return false,
        };
        // "..., that'd save us a lot of grief": the good the deed would do the speaker
        // (cls61).
        if matches!(s.w(be), "save" | "help") && matches!(s.w(be + 1), "us" | "me" | "everyone") {
            return true;
        }
        let praise = be + 1 + usize::from(is_stress_adverb(s.w(be + 1)));
        let sized = |m: usize| matches!(s.w(m), "big" | "great" | "huge" | "massive" | "real");
        s.is(be, "be")
            && (is_wish_praise(s.w(praise))
                || s.is(praise, "a")
                    && (s.is(praise + 1, "help") || sized(praise + 1) && s.is(praise + 2, "help")))
    });
    if praised {
        push(found, CueKind::Imperative, s.range(lead, subject + 1), true);
    }
}

/// The wish's condition at `subject` (the word after "if") asks a deed of someone: of "you",
/// of a named party ([`wished_act_by_someone`], [`wished_deed_on_a_thing`]), of a thing kept to
/// a bound ([`wished_bound_on_a_thing`]), of nobody ([`wished_nobody_did`]) or of whoever holds
/// a post ([`wished_act_by_whoever`]).
fn wished_of_someone(s: &Sentence<'_, '_>, subject: usize) -> bool {
    s.is(subject, "you")
        || wished_act_by_someone(s, subject)
        || wished_bound_on_a_thing(s, subject)
        || wished_deed_on_a_thing(s, subject)
        || wished_nobody_did(s, subject)
        || wished_act_by_whoever(s, subject)
        || wished_habit_of_a_party(s, subject)
        || wished_thing_put_or_kept(s, subject)
}

/// "(It'd help if) the kiln door stayed shut till the cycle ends", "(it would be lovely if)
/// the spare keys went in the top drawer": a wish, in a past form, that a thing named as
/// [`wished_subject_noun`] reads stay in a state it is kept in ([`super::is_kept_state`]:
/// shut, sealed, off) or go into a place named with a determiner, a request on where it is
/// put or how it is left (not "the weather stayed dry", "the shop stayed open": no state
/// kept, nor "the pain went away", no place) (cls62b).
fn wished_thing_put_or_kept(s: &Sentence<'_, '_>, subject: usize) -> bool {
    let Some((noun, verb, _)) = wished_past_verb(s, subject) else {
        return false;
    };
    let kept = matches!(s.w(verb), "stayed" | "remained") && super::is_kept_state(s.w(verb + 1));
    let put = s.is(verb, "went")
        && matches!(s.w(verb + 1), "in" | "into" | "on" | "onto" | "to")
        && matches!(
            s.w(verb + 2),
            "the" | "a" | "an" | "our" | "your" | "their" | "its"
        );
    (kept || put) && (noun..verb).all(|k| s.is_word(k))
}

/// "(I'd appreciate it if) the rousies stayed off their phones", "(I'd be grateful if)
/// volunteers stopped letting children hold the handles": a wish, in a past form, that a
/// party named as [`wished_subject_noun`] reads change what they do: a deed on their own
/// things (a possessive for a person after the verb) or a habit stopped ("stopped" or "quit"
/// and a verb in "-ing" with its object) (not "the rain stayed away", "the rain stopped
/// falling on the roof": no person, no object).
fn wished_habit_of_a_party(s: &Sentence<'_, '_>, subject: usize) -> bool {
    let Some((noun, verb, end)) = wished_past_verb(s, subject) else {
        return false;
    };
    let habit_stopped = matches!(s.w(verb), "stopped" | "quit")
        && s.w(verb + 1).len() > 4
        && s.w(verb + 1).ends_with("ing")
        && s.is_word(verb + 2)
        // Its object: a noun, or a determiner opening one (not a preposition).
        && (!s.has(verb + 2, lx::ENGLISH_FUNCTION_WORD)
            || matches!(
                s.w(verb + 2),
                "the" | "a" | "an" | "their" | "his" | "her" | "our" | "your" | "my"
            ));
    let own_things =
        || (verb + 1..(verb + 4).min(end)).any(|k| matches!(s.w(k), "their" | "his" | "her"));
    (noun..verb).all(|k| s.is_word(k))
        && !is_past_of_no_deed(s.w(verb))
        && (habit_stopped || own_things())
}

/// A wish's subject noun ([`wished_subject_noun`], at `subject`) and its verb in a past form
/// one or two words after it, maybe after "always" ("if the chase car always had the list":
/// cls62), with the end of the clause: `(noun, verb, end)`.
fn wished_past_verb(s: &Sentence<'_, '_>, subject: usize) -> Option<(usize, usize, usize)> {
    let noun = wished_subject_noun(s, subject)?;
    let end = s.clause_of(subject).1;
    let verb = (noun + 1..(noun + 3).min(end)).find(|&k| {
        let k = k + usize::from(s.is(k, "always"));
        k < end && s.looks_past_at(k)
    })?;
    Some((noun, verb + usize::from(s.is(verb, "always")), end))
}

/// A past form of a verb that tells what happened to someone, no deed ("got", "was",
/// "came", "felt"): no wish asks it of anyone.
fn is_past_of_no_deed(w: &str) -> bool {
    matches!(
        w,
        "got" | "was" | "were" | "had" | "came" | "went" | "felt" | "became" | "fell"
    )
}

/// "(It) would (really) help if", "it'd help a lot if", "that'd help if": a request phrased as
/// the help a deed would be, its "would" at `i`. The index of the "if" (not "it would have
/// helped if", a past, nor "would it help if", a question the caller turns away).
fn help_wished_at(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    if !matches!(s.w(i), "would" | "'d" | "it'd" | "that'd") {
        return None;
    }
    let help = i + 1 + usize::from(is_stress_adverb(s.w(i + 1)) || s.is(i + 1, "also"));
    if !s.is(help, "help") {
        return None;
    }
    // "it'd help a lot if", "would help loads if", "would help us if", "would help me out
    // if" (cls62b).
    let after = match s.w(help + 1) {
        "a" if matches!(s.w(help + 2), "lot" | "ton" | "bunch") => help + 3,
        "us" | "me" if s.is(help + 2, "out") => help + 3,
        "loads" | "lots" | "heaps" | "massively" | "hugely" | "enormously" | "us" | "me" => {
            help + 2
        }
        _ => help + 1,
    };
    s.is(after, "if").then_some(after)
}

/// An adverb that stresses the praise or the help a wish names ("would *really* help if",
/// "would be *so* great if"), which changes no wish.
pub(super) fn is_stress_adverb(w: &str) -> bool {
    matches!(
        w,
        "really"
            | "so"
            | "honestly"
            | "genuinely"
            | "hugely"
            | "massively"
            | "very"
            | "super"
            | "just"
            | "truly"
            | "incredibly"
            // "we'd be much obliged if" (cls53).
            | "much"
    )
}

/// "(I'd appreciate it if) whoever's on the 10m station tonight checks the logger clock",
/// "(it would help if) whoever is on kiln duty kept the door shut": a wish that whoever holds
/// a post (at `subject`) do a deed, its verb in a past form or a present in "-s" within the
/// clause, a request put to them (not "whoever did this was careless", "whoever it was got
/// lucky": no deed, a past that happened).
fn wished_act_by_whoever(s: &Sentence<'_, '_>, subject: usize) -> bool {
    if !matches!(s.w(subject), "whoever" | "whoever's") {
        return false;
    }
    let end = s.clause_of(subject).1.min(subject + 10);
    (subject + 2..end).any(|k| {
        // "(I'd be grateful if) whoever's on the big machine tonight could leave the foot
        // raised": a deed asked with "could" or "would" (cls54).
        if could_do_a_deed(s, k) {
            return (subject + 1..k).all(|m| s.is_word(m) || s.t[m].kind == TokKind::Number);
        }
        (s.looks_past_at(k) || super::stated_policies::third_person_of_a_verb(s.w(k)))
            && !matches!(
                s.w(k),
                "got"
                    | "was"
                    | "were"
                    | "had"
                    | "came"
                    | "went"
                    | "felt"
                    | "became"
                    | "fell"
                    | "is"
                    | "has"
                    | "does"
            )
            && (subject + 1..k).all(|m| s.is_word(m) || s.t[m].kind == TokKind::Number)
            && s.is_word(k + 1)
    })
}

/// "(It'd be lush if) nobody dry-hopped batch 215 till I'm back", "(It'd be great if) no one
/// touched the thermostat": a wish that nobody do a deed, its verb in a past form right after
/// the negative subject (at `subject`), a ban (not "nobody got sick", "nobody was late" nor
/// "no one came", what happens to people, no deed).
fn wished_nobody_did(s: &Sentence<'_, '_>, subject: usize) -> bool {
    let verb = match s.w(subject) {
        "nobody" | "no-one" => subject + 1,
        "no" if s.is(subject + 1, "one") => subject + 2,
        _ => return false,
    };
    s.looks_past_at(verb) && !is_past_of_no_deed(s.w(verb)) && s.is_word(verb + 1)
}

/// "(It'd be great if) the summary stayed under 200 words", "(... if) replies went out within
/// a day", "(... if) each slide had at most three bullets": a wish, in a past form, that a
/// thing named by a determiner and a noun, or by a bare plural, keep to a bound, a request on
/// what is made (not "the weather held", no bound, nor "it stopped raining").
fn wished_bound_on_a_thing(s: &Sentence<'_, '_>, subject: usize) -> bool {
    // The noun is one or two words; its verb, in a past form, comes right after.
    let Some((noun, verb, end)) = wished_past_verb(s, subject) else {
        return false;
    };
    (noun..verb).all(|k| s.is_word(k))
        && (verb + 1..end).any(|k| {
            // "under 200 words", "within a day", "before the 5th" (not "under control", nor
            // "held until Friday", how long a state lasts).
            (s.has(k, lx::COMPARATOR) && !matches!(s.w(k), "until" | "till")
                || matches!(s.w(k), "before" | "by"))
                && (k + 1..(k + 4).min(end)).any(|m| {
                    numbers::is_quantity_at(s.t, m)
                        || numbers::is_time_unit(s.w(m))
                        || numbers::is_time_or_date(s.t, m)
                })
                || matches!(s.w(k), "always" | "only")
        })
        || s.is(verb - 1, "always")
}

/// "(We'd appreciate it if) the brass section could keep warm-ups in the green room", "(it'd
/// be great if) the night crew would log every call": a wish that a party named by a
/// determiner and a noun (a phrase of five words at most) "could" or "would" do a deed, a
/// request put to them (not "the weather could hold", a state, nor "the kids could be
/// quieter", no deed).
fn wished_act_by_someone(s: &Sentence<'_, '_>, subject: usize) -> bool {
    // "(I'd really appreciate it if) people would sign the book": people named by a word
    // for a class of them (not a pronoun: "if they would", "if one could") (cls54).
    let people = || {
        s.has(subject, lx::AGENT_SUBJECT)
            && !s.has(subject, lx::ENGLISH_FUNCTION_WORD)
            && !matches!(s.w(subject), "you" | "we" | "they" | "one" | "y'all")
    };
    let Some(noun) = wished_subject_noun(s, subject).or_else(|| people().then_some(subject)) else {
        return false;
    };
    let end = s.clause_of(subject).1;
    (noun + 1..(noun + 6).min(end))
        .any(|k| could_do_a_deed(s, k) && (noun..k).all(|m| s.is_word(m)))
}

/// "could" or "would" at `k` before a verb of doing ("could leave", "would log"), a deed a
/// wish asks, or a thing seen to ("could see that", "could make sure") (not "could be",
/// "would hold", "would last", "could stay": a state, nor "could see the smoke").
fn could_do_a_deed(s: &Sentence<'_, '_>, k: usize) -> bool {
    matches!(s.w(k), "could" | "would")
        && (s.has(k + 1, lx::BASE_VERB)
            && !s.has(k + 1, lx::STATIVE_VERB)
            && !matches!(s.w(k + 1), "be" | "hold" | "last" | "stay")
            // "(it would be great if) plot holders could see that the padlock is shut": a
            // thing seen to, no sight (cls56).
            || s.seq(k + 1, &["see", "that"])
            || sees_to_a_thing(s, k + 1))
}

/// The first noun of a wish's subject at `subject`: after a determiner ("the summary"), or
/// the subject itself when it is a bare plural ("replies") or a noun before one ("parent
/// helpers").
fn wished_subject_noun(s: &Sentence<'_, '_>, subject: usize) -> Option<usize> {
    let bare_plural = |k: usize| {
        s.is_word(k)
            && s.w(k).len() > 3
            && s.w(k).ends_with('s')
            && !s.has(k, lx::ENGLISH_FUNCTION_WORD)
    };
    if matches!(
        s.w(subject),
        "the" | "your" | "our" | "my" | "each" | "every" | "all"
    ) {
        Some(subject + 1)
    } else {
        (bare_plural(subject)
            || s.is_word(subject)
                && !s.has(subject, lx::ENGLISH_FUNCTION_WORD)
                && bare_plural(subject + 1))
        .then_some(subject)
    }
}

/// "(It would be appreciated if) runs on the shared A100s were limited to one at a time",
/// "(It'd be great if) parent helpers didn't post photos": a wish that a thing named as
/// [`wished_subject_noun`] reads (maybe with a phrase after it, five words at most) be done
/// in the passive, or that people do not do a thing, a request on what is done (not "the
/// weather held", no deed asked, nor "the trains weren't so slow", no participle). "Got" and
/// a participle is such a passive when an occasion of every kind follows ("(I'd love it if)
/// the reset sheet got initialled after every game": cls62; not "the kids got invited").
fn wished_deed_on_a_thing(s: &Sentence<'_, '_>, subject: usize) -> bool {
    let Some(noun) = wished_subject_noun(s, subject) else {
        return false;
    };
    let end = s.clause_of(subject).1;
    (noun + 1..(noun + 7).min(end)).any(|k| {
        let deed = match s.w(k) {
            "were" | "was" | "weren't" | "wasn't" => s.past_participle_at(k + 1),
            "got" => {
                s.past_participle_at(k + 1)
                    && (k + 2..end).any(|m| super::stated_policies::every_occasion_at(s.t, m))
            }
            "didn't" | "never" => s.has(k + 1, lx::BASE_VERB),
            "did" => s.is(k + 1, "not") && s.has(k + 2, lx::BASE_VERB),
            _ => false,
        };
        deed && (noun..k).all(|m| s.is_word(m) || s.t[m].kind == TokKind::Number)
    })
}

/// "all I ask is don't wake the baby", "the one thing I need from you is make sure the van is
/// locked", "what I need is for you to call the venue": a lead opening a clause at `lead`
/// (its word `first`) that names, in the present, what the speaker asks of the reader, then
/// the request itself; the request's verb (not "the thing I need is a holiday", a noun, nor
/// "what I needed was a nap", a past).
// Inlined: asked at every clause start, and its first tests turn most away.
#[inline(always)]
fn request_after_a_need_lead(s: &Sentence<'_, '_>, lead: usize, first: &str) -> Option<usize> {
    // "all", "what", "the", "one", "only": one byte rules out most clause starts.
    if !matches!(first.as_bytes().first(), Some(b'a' | b'w' | b't' | b'o')) {
        return None;
    }
    // "all I ask", "what I need", "(the) (one / only) thing I want": the verb after "I".
    let verb = match s.w(lead + 1) {
        "i" if matches!(first, "all" | "what") => lead + 2,
        "thing" if matches!(first, "the" | "one" | "only") => lead + 3,
        "one" | "only" if first == "the" && s.is(lead + 2, "thing") => lead + 4,
        _ => return None,
    };
    // "the thing I actually need": an adverb of stress may come before the verb.
    let stressed = matches!(
        s.w(verb),
        "actually" | "really" | "just" | "truly" | "honestly" | "genuinely"
    );
    let (subject, verb) = (verb - 1, verb + usize::from(stressed));
    if !s.is(subject, "i") || !matches!(s.w(verb), "need" | "ask" | "want") || s.hypothetical {
        return None;
    }
    // "... from you is", "... of you is".
    let from_you = matches!(s.w(verb + 1), "from" | "of") && matches!(s.w(verb + 2), "you" | "u");
    let copula = verb + 1 + if from_you { 2 } else { 0 };
    if !matches!(s.w(copula), "is" | "'s") {
        return None;
    }
    requested_act_at(s, copula + 1)
}

/// The verb of a request addressed to the reader at `c`, after a lead naming what the
/// speaker asks: an order ("keep the gate shut", "don't wake her", "make sure ..."), "for
/// you to" or "(that) you" and an act. A request only to think ("that you think about it",
/// a plea) and a noun ("a holiday", "rest") are none.
fn requested_act_at(s: &Sentence<'_, '_>, c: usize) -> Option<usize> {
    let negated = |k: usize| match s.w(k) {
        "don't" | "dont" | "never" => Some(k + 1),
        "do" if s.is(k + 1, "not") => Some(k + 2),
        _ => None,
    };
    let verb = |v: usize| s.has(v, lx::BASE_VERB) || is_unlisted_verb_with_object(s, v);
    // "remember to lock it" is an act; "think about it" is not.
    let act = |v: usize| verb(v) && (!s.has(v, lx::STATIVE_VERB) || s.is(v + 1, "to"));
    // "All I want is for you to be happy": a wish for the reader's good, no order.
    let wished_well = |v: usize| {
        s.is(v, "be")
            && matches!(
                s.w(v + 1),
                "happy" | "safe" | "well" | "healthy" | "ok" | "okay" | "fine" | "comfortable"
            )
    };
    let addressed = if s.seq(c, &["for", "you", "to"]) {
        Some(c + 3)
    } else if s.seq(c, &["that", "you"]) {
        Some(c + 2)
    } else if s.is(c, "you") {
        Some(c + 1)
    } else {
        None
    };
    if let Some(v) = addressed {
        let v = negated(v).unwrap_or(v);
        return (act(v) && !wished_well(v)).then_some(v);
    }
    if let Some(v) = negated(c).or_else(|| s.is(c, "please").then_some(c + 1)) {
        return verb(v).then_some(v);
    }
    let order =
        s.seq(c, &["make", "sure"]) || s.is(c, "be") || verb(c) && super::opens_object(s.w(c + 1));
    order.then_some(c)
}

/// "Hope your week's going well", "hope you're feeling better": a wish at `j` with its "I"
/// left out, no order.
fn is_a_wish(s: &Sentence<'_, '_>, j: usize) -> bool {
    s.is(j, "hope")
        && matches!(
            s.w(j + 1),
            "you"
                | "your"
                | "you're"
                | "everything"
                | "all"
                | "it"
                | "this"
                | "that"
                | "things"
                | "we"
                | "the"
        )
}

/// "There's no eating at the switchboard", "there is no smoking in the pit": after
/// "there's" (or "there is") at `j`, "no", a doing in "-ing" and a preposition of place
/// before a determiner or a name ban the doing there. The doing's index (not "there's no
/// telling what he'll do", "there's no stopping him", an idiom with its object, nor "there's
/// no parking left in town", no preposition right after the doing).
fn doing_there_is_none_of_at_a_place(s: &Sentence<'_, '_>, j: usize) -> Option<usize> {
    let no = j + 1 + usize::from(s.is(j, "there") && s.is(j + 1, "is"));
    if !(s.is(j, "there's") || no == j + 2) || !s.is(no, "no") {
        return None;
    }
    let doing = no + 1;
    let place = s.w(doing + 1);
    (s.is_word(doing)
        && is_gerund_shaped(s.w(doing))
        && !s.has(doing, lx::ENGLISH_FUNCTION_WORD | lx::NO_IDIOM)
        && matches!(
            place,
            "at" | "in" | "on" | "inside" | "near" | "by" | "around" | "behind" | "past"
        )
        && s.is_word(doing + 2))
    .then_some(doing)
}

/// "No open flames anywhere in the workshop", "no open drinks near the consoles": after
/// "no" at `j`, a status adjective ("open", "active") and its noun name a kind of thing that
/// a place word after them ("anywhere", "near") keeps out (not "no open incidents in the
/// queue", a count of what is there).
fn kind_banned_from_a_place(s: &Sentence<'_, '_>, j: usize) -> bool {
    s.is_word(j + 2)
        && !s.has(j + 2, lx::NO_IDIOM)
        && matches!(s.w(j + 3), "anywhere" | "near" | "beyond" | "past")
}

/// "No changes to locked CRFs after that date without a signed unlock request": after "no"
/// at `j`, a noun that alone may tell a status ("no changes", "no problems") is gated by a
/// "without" or "unless" later in its clause, what a ban is lifted by (not "no changes to
/// the plan, we fly at six", a status) (pol46).
fn idiom_gated_by_without(s: &Sentence<'_, '_>, j: usize) -> bool {
    let end = s.clause_of(j).1;
    (j + 2..end.min(j + 14)).any(|k| matches!(s.w(k), "without" | "unless"))
}

/// The clause tells what happened on this occasion ("No dropouts in the guest's track this
/// time"): a report, not a ban, unless it asks ("No phones this time, please").
fn tells_of_this_occasion(s: &Sentence<'_, '_>, (start, end): (usize, usize)) -> bool {
    (start + 1..end).any(|k| s.seq(k, &["this", "time"])) && !s.t.iter().any(|t| t.text == "please")
}

/// "No more" at `j` opens a clause banning a thing from now on ("No more emojis, please",
/// "no more late pushes to main"): a word follows, no "than" comes in the clause, and no verb
/// follows the noun phrase ("no more tickets are left" reports a count), nor a comparison
/// with how things were ("the pump runs quiet now, no more rattling like before": a change
/// told, cls66b; "no more rattling the bins before six" still bans).
fn no_more_of_a_thing(s: &Sentence<'_, '_>, j: usize) -> bool {
    let end = s.clause_of(j).1;
    s.is_word(j + 2)
        && !s.has(j + 2, lx::FINITE_REPORT_VERB)
        && !(j + 2..end).any(|k| {
            s.is(k, "than")
                || matches!(s.w(k), "is" | "are" | "was" | "were" | "left")
                || matches!(s.w(k), "like" | "as") && matches!(s.w(k + 1), "before" | "earlier")
        })
}

/// "at a time", "at any one time", "at once", "concurrently", "simultaneously" in the clause,
/// from token `from` (bounded by the clause, so a sentence of many clauses is read in linear
/// time); "at one time" too when it closes the clause ("Six down the adit at one time":
/// cls68a; not "at one time we had six", once upon a time).
pub(super) fn at_a_time(s: &Sentence<'_, '_>, from: usize) -> bool {
    let end = s.clause_of(from.min(s.t.len().saturating_sub(1))).1;
    (from..end).any(|k| {
        s.seq(k, &["at", "a", "time"])
            || s.seq(k, &["at", "any", "one", "time"])
            || s.seq(k, &["at", "one", "time"]) && !s.is_word(k + 3)
            || s.seq(k, &["at", "once"])
            || matches!(s.w(k), "concurrently" | "simultaneously")
    })
}

/// "Block A buds look a bit brown", "Ward C nurses reported it": the verb-spelled noun at
/// `j` and a one-letter label name a place, the subject of the verb after its noun (not "Book
/// B first", "pick B if it fits", an order with a lettered object).
fn names_a_lettered_place(s: &Sentence<'_, '_>, j: usize) -> bool {
    let letter = s.w(j + 1);
    let labelled = letter.len() == 1
        && s.is_word(j + 1)
        && (letter != "a" || s.w(j + 2).ends_with('s'))
        && letter != "i";
    labelled
        && s.is_word(j + 2)
        && !s.has(j + 2, lx::ENGLISH_FUNCTION_WORD)
        && s.is_word(j + 3)
        && (is_present_verb(s.w(j + 3)) || s.looks_past_at(j + 3))
        && !s.has(j + 3, lx::ENGLISH_FUNCTION_WORD)
}

/// "Install at 14 Birch Rd passed inspection", "Build for the kiosk failed review": the noun
/// at `j` (spelled as a verb) and its phrase, then a past "passed" or "failed" and the check
/// it went through, in the same clause: the subject of a check's outcome, not an order
/// ("Install every unit that passed inspection" orders: a relative clause).
fn subject_of_a_checks_outcome(s: &Sentence<'_, '_>, j: usize) -> bool {
    // "passed" and "failed" are past markers: a sentence without the class has neither.
    if s.classes & lx::PAST_MARKER == 0 {
        return false;
    }
    let end = s.segment_of(j).1.min(j + 8);
    (j + 1..end).any(|k| {
        matches!(s.w(k), "passed" | "failed")
            && matches!(
                s.w(k + 1),
                "inspection" | "review" | "audit" | "qa" | "validation" | "certification"
            )
            && !matches!(s.w(k - 1), "that" | "which" | "who")
    })
}

/// "Saturday", "yesterday", "last night", "this morning" at `k` closing its clause: the day
/// a record is sent from ([`is_imperative_verb`]'s "update from Saturday").
fn from_a_day_told_of(s: &Sentence<'_, '_>, k: usize) -> bool {
    let Some(day) = s.day_told_at(k) else {
        return false;
    };
    s.t.get(day)
        .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
}

/// "Stock check complete: 412 lines counted", "Print run done.", "Test sweep finished, no
/// faults": a verb spelled noun at `j` opening its segment, one bare noun after it and a word
/// of work over ([`is_work_finished`](super::is_work_finished)) closing the clause: a task's
/// status line, the noun compound its subject (cls65b). Not "Mark task complete", "get
/// everything done" (a verb that sets its object's state, or an object named with a
/// determiner or a pronoun).
fn names_a_finished_task(s: &Sentence<'_, '_>, j: usize) -> bool {
    s.segment_of(j).0 == j
        && s.is_word(j + 1)
        && !opens_object(s.w(j + 1))
        && !s.has(j + 1, lx::ENGLISH_FUNCTION_WORD | lx::THING_PRONOUN)
        && super::is_work_finished(s.w(j + 2))
        && s.t
            .get(j + 3)
            .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
        && !matches!(
            s.w(j),
            "mark" | "get" | "make" | "keep" | "leave" | "set" | "call" | "declare" | "consider"
        )
}

/// "Check v2 is deployed", "check order 5 is paid", "verify the invoice is paid": a verb of
/// checking at `j`, then a subject named with a determiner, a pronoun ("everything") or a
/// number (a version, "order 5") and the copula at `k` of the clause it checks. "Check results are in" names no such
/// subject (a compound noun), nor does "check 3 is failing" (a numbered check).
fn checks_a_clause(s: &Sentence<'_, '_>, j: usize, k: usize) -> bool {
    matches!(s.w(j), "check" | "verify" | "confirm" | "ensure")
        && matches!(s.w(k), "is" | "are" | "was" | "were")
        && s.is_word(j + 1)
        && (opens_object(s.w(j + 1))
            || matches!(s.w(j + 1), "everything" | "everyone" | "nothing" | "nobody")
            || (j + 1..k).any(|m| s.t[m].text.bytes().any(|b| b.is_ascii_digit())))
}

/// A noun naming a record of what happened or was found, heading a report before a colon
/// ("Build log summary:", "Match 7 recap:", "Search result 3:").
fn is_noun_of_record(w: &str) -> bool {
    matches!(
        w,
        "summary"
            | "result"
            | "results"
            | "notes"
            | "log"
            | "excerpt"
            | "thread"
            | "output"
            | "response"
            | "reply"
            | "transcript"
            | "digest"
            | "details"
            | "status"
            | "snippet"
    ) || is_noun_of_a_write_up(w)
}

/// A noun naming a write-up of an event or a stretch of time: "Match 7 recap: ...", "Week 3
/// roundup: ..." (cls47), "Open day recap for anyone who missed it: ..." (cls65a); no
/// thing an order checks or reads, as a "log" or a "status" is.
fn is_noun_of_a_write_up(w: &str) -> bool {
    matches!(
        w,
        "recap" | "roundup" | "round-up" | "write-up" | "writeup" | "digest" | "debrief"
    )
}

/// A clause-initial base verb reads as an order unless the words after it show it is a noun
/// at the head of a report ("Build failed", "Test results came back", "Update: done").
fn is_imperative_verb(s: &Sentence<'_, '_>, j: usize, strict: bool) -> bool {
    // "The new tenants moved in on Saturday and say the boiler takes a while": a verb joined
    // by "and" to a report in the past shares its subject (not "Check the logs and say if
    // ...", nor "DG vehicles board last and park in lane 1", a procedure).
    if j > 1
        && s.is(j - 1, "and")
        && s.is_word(0)
        && !s.has(0, lx::BASE_VERB)
        && !matches!(s.w(0), "you" | "please" | "pls" | "kindly" | "just")
        && (1..j - 1).any(|k| s.looks_past_at(k))
        && s.is_report_clause((0, j - 1))
    {
        return false;
    }
    // "Ask 'Are you sure?' before deleting", "type \"yes\"": a verb whose object is a
    // quotation (the quotation's words are not the sentence's), unless a verb follows it
    // ("Commit 'fix typo' broke the build": a noun named by the quotation).
    if s.t.get(j + 1).is_some_and(|t| t.quoted) && s.has(j, lx::BASE_VERB) {
        let after = (j + 1..s.t.len()).find(|&k| !s.t[k].quoted);
        return after.is_none_or(|k| !(s.looks_past_at(k) || s.has(k, lx::FINITE_REPORT_VERB)));
    }
    let next = s.w(j + 1);
    // "Must be the migration again, confirm plus chop": Singapore English for "certainly".
    if s.w(j) == "confirm" && s.seq(j + 1, &["plus", "chop"]) {
        return false;
    }
    // "Bulletin text, draft 3, for reference only: ...": a noun spelled as a verb and its
    // number, set off by commas inside a heading that a colon closes, a label (not "Print 3
    // copies", nor "Once done, print 3, then file them") (cls50).
    if j > 0
        && s.t[j - 1].is_punct(',')
        && s.t.get(j + 1).is_some_and(|t| t.kind == TokKind::Number)
        && s.t.get(j + 2).is_some_and(|t| t.is_punct(','))
        && s.first_colon.is_some_and(|colon| colon > j + 2)
    {
        return false;
    }
    // "Kiln 2 start 11:02, end 12:31, cooldown ok": a verb spelled as a log's field, a clock
    // time right after it and then a mark or the end, when a thing began or ended (not "Start
    // at 11:02", "end the run at 12:31": an order names its time with a preposition) (cls63b).
    if s.t.get(j + 1).is_some_and(|t| {
        t.kind == TokKind::Number && t.text.contains(':') && numbers::is_time_or_date(s.t, j + 1)
    }) && s
        .t
        .get(j + 2)
        .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
    {
        return false;
    }
    // "..., received K. Lam 09:20, seal intact", "tag missing": a noun spelled as a verb and
    // the state it was found in, closing its clause, a checklist's finding (not "Leave the
    // seal intact", nor "keep intact", an order's result) (cls50).
    if is_found_state(next)
        && !matches!(
            s.w(j),
            "keep" | "leave" | "stay" | "remain" | "be" | "get" | "make" | "hold"
        )
        && s.t
            .get(j + 2)
            .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
    {
        return false;
    }
    // "They only let us taste three, mind, but ...": "mind" after a comma and closing its
    // clause is a tag of speech, no order ("Mind the step" has an object).
    if s.w(j) == "mind"
        && j > 0
        && s.t[j - 1].is_punct(',')
        && s.t
            .get(j + 1)
            .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
    {
        return false;
    }
    // "Wet floor by the door", "wet and windy": "wet" an adjective, a verb only before its
    // particle or an object ("wet down the saw bench", "wet the stone first") (cls57).
    if s.w(j) == "wet" && next != "down" && !opens_object(next) {
        return false;
    }
    // "(lock timeout)", "(merge conflict)": two words in parentheses name a thing (not "(lock
    // it)", "(back up the db first)").
    if j > 0
        && s.t[j - 1].is_punct('(')
        && s.t.get(j + 2).is_some_and(|t| t.is_punct(')'))
        && s.is_word(j + 1)
        && !opens_object(next)
    {
        return false;
    }
    // "▶ Retro (toggle)", "Budget (edit)": one verb alone in parentheses after a heading
    // is a control's label, no order ("(lock it)" has an object).
    if j > 1
        && s.t[j - 1].is_punct('(')
        && s.is_word(j - 2)
        && s.t.get(j + 1).is_none_or(|t| t.is_punct(')'))
    {
        return false;
    }
    // "Build log summary: ...", "Search result 3: ...", "Email from Dana (Mon): ...": a label
    // opening the sentence, its colon after a noun of record, a number or a parenthesis
    // (not "Check staging first: prod is fragile").
    let label = j == 0
        && (2..s.t.len().min(7)).any(|k| {
            s.t[k].is_punct(':')
                && (s.t[k - 1].kind == TokKind::Number
                    || s.t[k - 1].is_punct(')')
                    || is_noun_of_record(s.w(k - 1)))
        });
    // "Open day recap for anyone who missed it: we had 600 through the gates": the write-up
    // of a day or a night named by the verb spelled word ("open day", "quiz night"), its
    // audience or topic before the colon, heading a report after it (cls65a; not "Send
    // match recap to the parents: we won", a match no time, nor "Check build log for the
    // failing test: it timed out twice", a log checked).
    let record_heads_a_report = j == 0
        && (numbers::is_time_unit(s.w(j + 1))
            || matches!(s.w(j + 1), "night" | "weekend" | "shift" | "season"))
        && is_noun_of_a_write_up(s.w(j + 2))
        && s.first_colon.is_some_and(|colon| {
            colon > j + 3 && colon < j + 12 && s.is_report_clause(s.clause_of(colon + 1))
        });
    // "Update from the shelter: 45 dogs adopted", "Report from the field: ...": a record
    // named by who sent it (not "Copy from the template: the headers", an order).
    // "Wah gwaan team, update from Saturday.", "Report from yesterday, ...": one sent from
    // a day, its clause closed after the day (cls65b; not "update from the template").
    let record_sent = matches!(
        s.w(j),
        "update" | "report" | "message" | "note" | "reply" | "feedback" | "recap"
    ) && next == "from";
    let sent_by = record_sent
        && (j == 0 && (3..s.t.len().min(8)).any(|k| s.t[k].is_punct(':'))
            || from_a_day_told_of(s, j + 2));
    // "Right, update on the boiler since people keep asking": "update" is transitive, so
    // "on" and a determiner right after it name the news's topic, a noun heading a report
    // (cls63; not "update the boiler log", nor "update on every push", no determiner).
    let news_on_a_topic = s.w(j) == "update"
        && next == "on"
        && matches!(
            s.w(j + 2),
            "the" | "a" | "an" | "this" | "that" | "our" | "my" | "your" | "their" | "his" | "her"
        );
    // "Clear skies at last!", "Fresh snow finally!": an adjective spelled as a verb, a bare
    // noun and "finally" or "at last" closing the clause tell of a thing come, no order
    // (cls63; not "Clear the skylights, finally", a determiner after the verb).
    let come_at_last =
        s.is_word(j + 1) && !opens_object(next) && !s.has(j + 1, lx::ENGLISH_FUNCTION_WORD) && {
            let end = if s.is(j + 2, "finally") {
                j + 3
            } else if s.seq(j + 2, &["at", "last"]) {
                j + 4
            } else {
                j + 2
            };
            end > j + 2
                && s.t
                    .get(end)
                    .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
        };
    // "(auto-generated, turn 31)", "step 4:": a verb spelled noun numbering a thing, the
    // number closing a parenthesis or a label (not "retry 3 times", "wait 5, then retry").
    let numbered = s.t.get(j + 1).is_some_and(|t| t.kind == TokKind::Number)
        && s.t
            .get(j + 2)
            .is_some_and(|t| t.is_punct(')') || t.is_punct(':'));
    // "Route 14 should be back on time", "Dock 12 showed zero bikes": a verb spelled noun
    // naming a numbered thing, the subject of the verb after its number (not "Book 2
    // rooms", "Wait 5, then retry").
    let numbered_subject = s.t.get(j + 1).is_some_and(|t| t.kind == TokKind::Number)
        && s.is_word(j + 2)
        && (s.has(j + 2, lx::MODAL)
            || matches!(s.w(j + 2), "is" | "was" | "are" | "were" | "has" | "had")
            || s.looks_past_at(j + 2));
    // "Page 12 of the 1978 manual says ...", "Batch 2231 of the syringes was made on the 3rd":
    // a numbered part of a thing, then the finite verb it is the subject of (cls61b; not
    // "Print 3 of the reports before lunch", nor "copy 2 of the files that were changed", a
    // relative clause's verb, nor "... the ones he has", a pronoun's).
    let numbered_part_subject = s.t.get(j + 1).is_some_and(|t| t.kind == TokKind::Number)
        && s.is(j + 2, "of")
        && (j + 3..(j + 10).min(s.t.len()))
            .take_while(|&k| {
                (s.is_word(k) || s.t[k].kind == TokKind::Number)
                    && !matches!(s.w(k), "that" | "which" | "who" | "where" | "when")
            })
            .any(|k| {
                (s.has(k, lx::FINITE_REPORT_VERB)
                    && !s.has(k, lx::MODAL)
                    && !matches!(s.w(k), "have" | "had" | "did" | "does")
                    || s.looks_past_at(k) && !s.is_adjectival_participle(k))
                    && s.is_word(k - 1)
                    && !s.has(k - 1, lx::THING_PRONOUN | lx::ENGLISH_FUNCTION_WORD)
            });
    // "Time to settle: 23 days", "Cost to repair: £140": a measure named with its value (not
    // "Aim to finish: 3 tasks a day").
    let measure_label = j == 0
        && matches!(s.w(j), "time" | "cost" | "effort" | "distance" | "drive")
        && s.is(j + 1, "to")
        && s.t.get(j + 3).is_some_and(|t| t.is_punct(':'))
        && numbers::is_quantity_at(s.t, j + 4);
    if label
        || record_heads_a_report
        || sent_by
        || news_on_a_topic
        || come_at_last
        || numbered
        || numbered_subject
        || numbered_part_subject
        || measure_label
        || names_a_lettered_place(s, j)
        || subject_of_a_checks_outcome(s, j)
        || names_a_finished_task(s, j)
        || s.t[j + 1..s.t.len().min(j + 3)]
            .iter()
            .any(|t| t.is_punct(':'))
        || matches!(next, "of" | "'s" | "is" | "was" | "are" | "were")
    {
        return false;
    }
    // After a comma or a conjunction, a verb followed by a past or finite verb is a noun
    // subject ("..., rollback fixed it").
    if strict && (lx::looks_past(next) || lx::is_finite_report_verb(next)) {
        return false;
    }
    // "welcome aboard", "welcome back": a greeting; "make no mistake": an aside.
    // "thank you so much": gratitude ("thank the customer for waiting" is an order).
    if s.is(j, "welcome") && matches!(next, "aboard" | "back" | "home" | "everyone" | "all")
        || s.is(j, "make") && s.seq(j + 1, &["no", "mistake"])
        || s.is(j, "thank")
            && matches!(
                next,
                "you" | "ye" | "yall" | "y'all" | "everyone" | "all" | "god" | "goodness"
            )
        // "Long gone now, thank the Lord", "thank heavens": relief, said to heaven (cls70a;
        // "thank the driver" orders).
        || s.is(j, "thank")
            && (matches!(next, "heavens" | "lord" | "christ" | "gawd")
                || next == "the" && matches!(s.w(j + 2), "lord" | "heavens" | "stars"))
    {
        return false;
    }
    // "Export no longer drops the last row", "Search now works": a noun subject, an adverb of
    // time, and a third-person verb.
    let (adverb_len, verb_at) = if s.seq(j + 1, &["no", "longer"]) {
        (2, j + 3)
    } else if matches!(next, "now" | "still" | "finally" | "already") {
        (1, j + 2)
    } else {
        (0, 0)
    };
    let third_person = |k: usize| {
        let w = s.w(k);
        s.is_word(k) && w.len() > 3 && w.ends_with('s') && !w.ends_with("ss")
    };
    if adverb_len > 0 && third_person(verb_at) {
        return false;
    }
    // A noun subject, not an order: "Support got a wave of tickets", "Support volume dropped
    // after the fix" (a finite verb right after, or a singular noun then a past verb).
    // "Dispatch reckoned the reader ...", "Support confirmed that ...": a past verb of saying
    // before its clause (not "Check reported issues", a participle before its noun).
    let finite_next = s.has(j + 1, lx::FINITE_REPORT_VERB)
        && !next.ends_with("ed")
        && !s.has(j + 1, lx::IRREGULAR_PARTICIPLE)
        || lx::has_past_ending(next)
            && matches!(
                s.w(j + 2),
                "the" | "that" | "it" | "we" | "they" | "he" | "she" | "our" | "this" | "there"
            )
        || matches!(next, "got" | "was" | "were" | "had")
        // "Report comes through next week", "Payment goes out on the 5th": a present verb
        // of coming, going or happening, whose "-s" form is never a plural noun an order's
        // object could be (cls65a; "Report changes weekly" is left: "changes" may be one).
        || matches!(
            next,
            "comes" | "goes" | "arrives" | "happens" | "occurs" | "appears" | "becomes"
        )
        // "Restore kicked off at 14:05", "Backup wrapped up around noon": a phrasal verb's
        // past and its particle, then a time or the clause's end (cls61b; not "Restore backed
        // up files", a participle before its noun).
        || lx::has_past_ending(next)
            && matches!(s.w(j + 2), "off" | "up" | "out" | "down" | "back")
            && (!s.is_word(j + 3)
                || matches!(s.w(j + 3), "at" | "around" | "about")
                    && numbers::is_time_or_date(s.t, j + 4))
        // Simple pasts that are no participle: "Restore took under an hour", "Backup broke"
        // (listed with the irregular participles: the class rules out most words first).
        || s.has(j + 1, lx::IRREGULAR_PARTICIPLE) && is_simple_past_only(next)
        // "Lint failed (2 errors)", "Build passed on staging": a past verb with nothing for it
        // to modify after it (not "Retry failed jobs").
        // "Audit skipped.", "Audit not reached.": a past form closing the sentence reports
        // on the noun before it (not "Stay focused.", "Get started.", a copula's state).
        || (lx::has_past_ending(next) || next == "not" && lx::has_past_ending(s.w(j + 2)))
            && !s.is_word(j + 2 + usize::from(next == "not"))
            && !matches!(
                s.w(j),
                "be" | "stay" | "keep" | "get" | "remain" | "become" | "feel" | "look" | "leave"
            )
        || s.has(j + 1, lx::PAST_MARKER)
            && next.ends_with("ed")
            && (!s.is_word(j + 2)
                || is_preposition(s.w(j + 2))
                || matches!(
                    s.w(j + 2),
                    "again" | "twice" | "once" | "with" | "because" | "at" | "after" | "and"
                ));
    // ("Leave anything tagged `wip` open": an indefinite pronoun is the verb's object, its
    // participle picking out which.) A simple past that is no participle reports as well
    // ("Hide collection came at eight", "clean water came out": cls65b).
    let noun_then_past = (s.w(j + 2).ends_with("ed") || is_simple_past_only(s.w(j + 2)))
        && s.is_word(j + 1)
        && !s.has(j + 1, lx::NOT_A_VERB)
        && !next.ends_with('s')
        && !opens_object(next)
        && !matches!(
            next,
            "anything" | "everything" | "something" | "anyone" | "everyone"
        )
        && !s.looks_past_at(j + 1)
        && s.looks_past_at(j + 2)
        && !matches!(s.w(j + 3), "by" | "in" | "with" | "from" | "to" | "as");
    // "Book club in the library went better than expected", "Water temperature at the north
    // pens hovered between 11 and 13 °C": a compound noun, its prepositional phrase, then a
    // past verb (not one of a relative clause, "Book a slot in the room we used", nor a
    // passive's participle, "Water beds in the greenhouse that were replanted").
    let noun_phrase_then_past = || {
        s.is_word(j + 1)
            && !opens_object(next)
            && !s.has(j + 1, lx::NOT_A_VERB | lx::ENGLISH_FUNCTION_WORD)
            && !s.looks_past_at(j + 1)
            && matches!(
                s.w(j + 2),
                "in" | "at" | "on" | "from" | "for" | "near" | "by"
            )
            && (j + 3..(j + 9).min(s.t.len()))
                .take_while(|&k| {
                    s.is_word(k)
                        && !matches!(
                            s.w(k),
                            "that" | "which" | "who" | "where" | "when" | "and" | "or" | "but"
                        )
                })
                .find(|&k| s.looks_past_at(k) || lx::is_finite_report_verb(s.w(k)))
                .is_some_and(|k| {
                    !s.has(k - 1, lx::AGENT_SUBJECT | lx::THING_PRONOUN)
                        && !matches!(s.w(k - 1), "was" | "were" | "been" | "be" | "is" | "are")
                        && !s.is_adjectival_participle(k)
                })
    };
    // "their support hours are limited": a plural noun and a copula after the verb.
    let plural_then_copula = next.len() > 3
        && next.ends_with('s')
        && !next.ends_with("ss")
        && matches!(s.w(j + 2), "are" | "were" | "have" | "had");
    // After a comma or a conjunction, or in a hypothetical ("if we were to cap refunds,
    // support volume would go up"), a noun subject before a forecast; at a sentence start,
    // "Confirm staff will attend" is an order.
    let forecast = |k: usize| matches!(s.w(k), "would" | "will" | "'ll" | "could" | "might");
    let noun_then_modal = (strict || s.hypothetical)
        && (forecast(j + 1) || s.is_word(j + 1) && !opens_object(next) && forecast(j + 2));
    // "Support tickets per week went down", "Review comments from legal were addressed",
    // "Commit messages in this repo mostly follow ...", "Refund requests older than 60 days
    // are rare": a plural noun and its phrase (a preposition's, or a comparison's with a
    // number), then a finite verb (not one of a relative clause: "refund orders from last
    // week that are duplicates").
    let comparison = s.w(j + 2).ends_with("er") && s.is(j + 3, "than");
    let plural_phrase_then_report = next.len() > 3
        && next.ends_with('s')
        && !next.ends_with("ss")
        && (is_preposition(s.w(j + 2))
            || matches!(s.w(j + 2), "per" | "for" | "of" | "at")
            || comparison)
        && (j + 4..(j + 8 + usize::from(comparison)).min(s.t.len()))
            .find(|&k| {
                let number = comparison && s.t[k].kind == TokKind::Number;
                !s.is_word(k) && !number
                    || lx::is_finite_report_verb(s.w(k))
                    || matches!(
                        s.w(k),
                        "that" | "which" | "who" | "and" | "or" | "then" | "but"
                    )
                    // "... in this repo mostly follow ...": a present verb after an adverb.
                    || is_frequency_or_manner_adverb(s.w(k - 1)) && is_present_verb(s.w(k))
            })
            .is_some_and(|k| {
                s.is_word(k)
                    && (lx::is_finite_report_verb(s.w(k)) || is_present_verb(s.w(k)))
                    && !s.is_adjectival_participle(k)
            });
    // "Search for \"async traits\" found nothing": the verb names an act (a noun), its
    // phrase follows, then a past verb of the act's outcome with what came of it, in the same
    // clause (not "look for the key that was returned", "check for anything the scan found").
    let act_then_outcome = || {
        matches!(next, "for" | "on" | "in" | "of" | "into")
            && (j + 2..s.t.len().min(j + 10))
                .take_while(|&k| {
                    !matches!(s.t[k].kind, TokKind::Punct(_))
                        && !matches!(s.w(k), "and" | "then" | "or" | "but")
                })
                .any(|k| {
                    matches!(
                        s.w(k),
                        "found" | "returned" | "showed" | "gave" | "yielded" | "turned" | "came"
                    ) && !matches!(
                        s.w(k - 1),
                        "that" | "which" | "who" | "was" | "were" | "is" | "are" | "been" | "has"
                    ) && (matches!(
                        s.w(k + 1),
                        "nothing" | "no" | "none" | "zero" | "only" | "a" | "an" | "up" | "back"
                    ) || numbers::is_quantity_at(s.t, k + 1))
                })
    };
    if finite_next
        || noun_then_past
        || plural_then_copula
        || noun_then_modal
        || plural_phrase_then_report
        || act_then_outcome()
        || noun_phrase_then_past()
        || subject_of_a_reading(s, j)
    {
        return false;
    }
    // "Rollback plan is in the runbook", "deploy status was green", "grant draft v4 is with
    // Sandra": a compound noun (a version or a number may close it) and a copula, or a
    // status ("budget sign-off still missing"); not "check everything is fine", a verb
    // taking a clause.
    // The copula is asked first: `opens_object` is a longer list.
    let numbered = s
        .t
        .get(j + 2)
        .is_some_and(|x| x.kind == TokKind::Number || x.text.bytes().any(|b| b.is_ascii_digit()));
    let state_at = j + 2 + usize::from(numbered);
    if (matches!(s.w(state_at), "is" | "was" | "has")
        || s.is(state_at, "still")
            && matches!(
                s.w(state_at + 1),
                "missing"
                    | "pending"
                    | "outstanding"
                    | "open"
                    | "unsigned"
                    | "unpaid"
                    // "answer section still blank, Thabo to fill in" (cls49).
                    | "blank"
                    | "empty"
                    | "incomplete"
                    | "unanswered"
            ))
        && s.is_word(j + 1)
        && !opens_object(next)
        && !matches!(
            s.w(j),
            "check" | "ensure" | "verify" | "confirm" | "make" | "see" | "note" | "test"
        )
    {
        return false;
    }
    // "start 09:02 3.9°C", "end 12:41 3.8°C": a verb, a clock time, then a figure with its
    // unit (no second time), a logger's row (cls49; not "Start 09:00 sharp", a time set,
    // nor "Check 09:00 readings", no figure, nor "Send lunch orders by 5pm", a time word).
    if s.t.get(j + 1).is_some_and(|t| t.kind == TokKind::Number)
        && numbers::is_time_or_date(s.t, j + 1)
        && (j + 2..(j + 5).min(s.t.len())).any(|k| {
            s.t[k].kind == TokKind::Number
                && !s.t[k - 1].is_punct(':')
                && !numbers::is_time_or_date(s.t, k)
                && (numbers::quantity_at(s.t, k).is_some_and(|q| q.unit.is_some())
                    || s.t
                        .get(k + 1)
                        .is_some_and(|u| matches!(u.kind, TokKind::Symbol('°' | '%'))))
        })
    {
        return false;
    }
    // "Next audit booked for April", "review scheduled for Monday": a noun-like verb and a
    // past participle setting it for a day, a status (cls49; not "Book the audit for
    // April", an object, nor "Keep reserved for VIPs", no day).
    if lx::has_past_ending(next)
        && matches!(s.w(j + 2), "for" | "on")
        && (numbers::names_a_date(s.w(j + 3))
            || numbers::is_date_word(s.t, j + 3)
            || numbers::is_time_or_date(s.t, j + 3))
    {
        return false;
    }
    if s.has(j, lx::NOUN_AMBIGUOUS_VERB) {
        // "Access to the staging database was slow", "Refund for order #88213 was
        // processed": a noun, its phrase (a number in it too), then a copula.
        if matches!(next, "to" | "for" | "from" | "on" | "in" | "with")
            && (j + 2..(j + 8).min(s.t.len()))
                .take_while(|&k| {
                    (s.is_word(k) || matches!(s.t[k].kind, TokKind::Number | TokKind::Symbol('#')))
                        && !matches!(
                            s.w(k),
                            "if" | "when"
                                | "whose"
                                | "that"
                                | "which"
                                | "who"
                                | "unless"
                                | "once"
                                | "while"
                                | "because"
                                | "where"
                        )
                })
                .any(|k| matches!(s.w(k), "was" | "were" | "is" | "are"))
        {
            return false;
        }
        // "Reserve pool at 63%", "Build cache at 40%": a noun-like verb and a bare noun read
        // at a share of a whole, a status reading (not "Cap memory at 80%", a level set; nor
        // "Replace filter at 80%", a verb that is no noun, acting at a threshold).
        if s.is(j + 2, "at")
            && s.is_word(j + 1)
            && !opens_object(next)
            && !sets_a_level(s.w(j))
            && numbers::quantity_at(s.t, j + 3).is_some_and(|q| q.unit.as_deref() == Some("%"))
        {
            return false;
        }
        // "Water temp at 5 m 11.8 C", "feed rate at pen 3 42 kg": a noun-like verb and a
        // bare noun read at a place, then the figure read, two figures with at most a unit
        // between them (cls48; not "Check temp at 5 m", a verb that is no noun, nor "Water
        // the beds at 6", an object).
        if s.is(j + 2, "at") && s.is_word(j + 1) && !opens_object(next) && {
            let number = |k: usize| s.t.get(k).is_some_and(|t| t.kind == TokKind::Number);
            number(j + 3) && (number(j + 4) || s.is_word(j + 4) && number(j + 5))
        } {
            return false;
        }
        // "Search term report:", "Deploy log:", "Build summary:": a noun-like verb and up to
        // two bare nouns before a colon, the last naming a record, a heading (cls48; not
        // "Search the report:", an object). The record may be placed after a comma before
        // the colon ("Load cell log, rig point B3: peak 412 kg", cls49).
        let closes_a_heading = |c: usize| {
            s.t.get(c).is_some_and(|t| t.is_punct(':'))
                || s.t.get(c).is_some_and(|t| t.is_punct(','))
                    && (c + 1..(c + 6).min(s.t.len())).any(|k| s.t[k].is_punct(':'))
        };
        if !opens_object(next)
            && (j + 2..j + 4).any(|c| {
                closes_a_heading(c)
                    && (j + 1..c).all(|k| s.is_word(k))
                    && super::names_a_record(s.w(c - 1))
            })
        {
            return false;
        }
        // "Budget overrun of 8%", "Review of the PR": a noun phrase (not "Log out of the
        // laptop", "Check out of the hotel": a phrasal verb's "out of").
        if s.is(j + 2, "of")
            && s.is_word(j + 1)
            && !matches!(
                next,
                "the"
                    | "a"
                    | "an"
                    | "all"
                    | "each"
                    | "some"
                    | "any"
                    | "one"
                    | "none"
                    | "most"
                    | "out"
            )
        {
            return false;
        }
        // "Back then", "Back in 2021", "Run then...": an adverbial, not an order.
        if next == "then" || s.is(j, "back") && matches!(next, "in" | "when" | "during") {
            return false;
        }
        // "Deploy ok.", "Build green": a status line (not "Retry failed jobs", where the
        // participle modifies the object).
        if matches!(
            next,
            "ok" | "okay"
                | "done"
                | "fine"
                | "green"
                | "red"
                | "good"
                | "complete"
                | "successful"
                | "failed"
                | "passed"
                | "broken"
                | "healthy"
                | "stable"
                | "finished"
                | "pending"
                | "blocked"
                | "succeeded"
                | "status"
                | "results"
                | "went"
                | "looks"
                | "worked"
        ) && !s.is_adjectival_participle(j + 1)
            // "Store results for 10 minutes", "cache results per user": results are what a
            // verb of keeping or handling takes ("Build results" is a status).
            && !(next == "results"
                && matches!(
                    s.w(j),
                    "store"
                        | "cache"
                        | "save"
                        | "archive"
                        | "export"
                        | "delete"
                        | "purge"
                        | "share"
                        | "send"
                        | "upload"
                        | "filter"
                        | "sort"
                        | "return"
                        | "print"
                        | "log"
                        | "paginate"
                        | "limit"
                        | "cap"
                ))
        {
            return false;
        }
        // "Budget decisions happen in Q1": noun + plural noun + verb is a report, with an
        // adverb of frequency or manner before the verb too ("Build times mostly depend on
        // the cache").
        let adverb = is_frequency_or_manner_adverb(s.w(j + 2));
        let third = s.w(j + 2 + usize::from(adverb));
        if next.len() > 3
            && next.ends_with('s')
            && !next.ends_with("ss")
            && (lx::is_base_verb(third)
                || lx::is_stative_verb(third)
                || matches!(
                    third,
                    "happen"
                        | "go"
                        | "come"
                        | "live"
                        | "sit"
                        | "stay"
                        | "run"
                        | "seem"
                        | "look"
                        | "are"
                        | "were"
                )
                || is_verb_of_state_or_change(third))
        {
            return false;
        }
        let report_verb_follows = (j + 1..(j + 4).min(s.t.len())).any(|k| {
            let w = s.w(k);
            // "Reply with 'Are you sure' ...": a quotation's verb is not the sentence's.
            if s.is_adjectival_participle(k) || s.t[k].quoted {
                return false;
            }
            lx::is_finite_report_verb(w)
                && !(k > j + 1
                    && matches!(
                        s.w(k - 1),
                        "be" | "is"
                            | "are"
                            | "get"
                            | "gets"
                            | "stay"
                            | "keep"
                            | "remain"
                            | "been"
                            | "and"
                            | "or"
                            | "once"
                            | "when"
                            | "until"
                            | "if"
                            | "before"
                            | "after"
                    )
                    // "Book hotels that have free cancellation": a relative clause in the
                    // present (not "book sales that were strong").
                    || matches!(s.w(k - 1), "that" | "which" | "who")
                        && !matches!(w, "was" | "were" | "had")
                        && !s.looks_past_at(k))
                && !(k == j + 1
                    && matches!(w, "done" | "set" | "run" | "put" | "cut" | "hit" | "read"))
                && !(s.past_participle_at(k)
                    && k > j + 1
                    && matches!(
                        s.w(k - 1),
                        "the"
                            | "a"
                            | "an"
                            | "all"
                            | "any"
                            | "every"
                            | "each"
                            | "your"
                            | "our"
                            | "my"
                            | "its"
                            | "their"
                    ))
                // "Ship only paid orders": the participle of a plural object after "only"
                // (not "Build only failed twice").
                && !(s.past_participle_at(k)
                    && s.is(k - 1, "only")
                    && s.is_word(k + 1)
                    && s.w(k + 1).len() > 3
                    && s.w(k + 1).ends_with('s')
                    && !s.w(k + 1).ends_with("ss"))
                && !checks_a_clause(s, j, k)
                // "Mark the ticket done": the object's state, after a determiner and a noun.
                && !(s.past_participle_at(k)
                    && k == j + 3
                    && matches!(s.w(j + 1), "the" | "a" | "an" | "this" | "that" | "each" | "every"))
                // "Merge once CI is green": the verb of a clause of time or condition.
                && !(j + 1..k).any(|m| {
                    matches!(
                        s.w(m),
                        "once" | "when" | "until" | "if" | "before" | "after" | "unless" | "while"
                    )
                })
        });
        if report_verb_follows {
            return false;
        }
        // "If it fails, retry.", "Once QA signs off, ship.": the verb alone ends a sentence
        // opened by a clause of condition or time that reports nothing.
        let ends_the_sentence =
            s.t.get(j + 1)
                .is_none_or(|t| t.is_punct('.') || t.is_punct('!'));
        if ends_the_sentence
            && j >= 2
            && s.t[j - 1].is_punct(',')
            && matches!(
                s.w(0),
                "if" | "once" | "when" | "whenever" | "after" | "before" | "unless" | "until"
            )
            && !s.is_report_clause((0, j - 1))
        {
            return true;
        }
        if strict
            || s.t.len() == j + 1
            || s.t
                .get(j + 1)
                .is_some_and(|t| matches!(t.kind, TokKind::Punct(_)))
        {
            // Alone after a comma or a conjunction, a bare noun-like verb needs an object.
            return matches!(
                next,
                "the"
                    | "a"
                    | "an"
                    | "it"
                    | "them"
                    | "this"
                    | "that"
                    | "these"
                    | "those"
                    | "all"
                    | "every"
                    | "each"
                    | "your"
                    | "our"
                    | "my"
                    | "any"
                    | "up"
                    | "out"
                    | "off"
                    | "down"
                    | "back"
                    | "to"
                    | "with"
                    | "on"
                    | "in"
                    | "me"
                    | "us"
                    | "him"
                    | "her"
                    | "everything"
                    | "nothing"
                    | "only"
                    | "at"
                    | "for"
                    | "from"
                    | "into"
                    | "over"
                    | "away"
            ) || s
                .t
                .get(j + 1)
                .is_some_and(|t| t.kind == TokKind::Code || t.kind == TokKind::Number);
        }
    }
    true
}

/// A verb that sets a level ("cap", "hold", "throttle"): "Cap memory at 80%" orders it.
fn sets_a_level(w: &str) -> bool {
    matches!(
        w,
        "cap"
            | "limit"
            | "hold"
            | "keep"
            | "set"
            | "fix"
            | "peg"
            | "pin"
            | "lock"
            | "freeze"
            | "maintain"
            | "throttle"
            | "clamp"
            | "leave"
            | "run"
            | "charge"
            | "price"
            | "cut"
            | "reduce"
            | "raise"
            | "lower"
            | "bump"
            | "trim"
            | "scale"
            | "max"
            | "top"
            | "stop"
            | "start"
            | "discount"
            | "mark"
            | "bill"
            | "round"
    )
}

/// Verbs that say how a quantity behaves: "build times depend on the cache", "ticket
/// volumes vary by season".
fn is_verb_of_state_or_change(w: &str) -> bool {
    matches!(
        w,
        "depend"
            | "vary"
            | "differ"
            | "tend"
            | "increase"
            | "decrease"
            | "grow"
            | "rise"
            | "fall"
            | "drop"
            | "average"
            | "range"
            | "spike"
    )
}

/// A present verb with a plural subject: an order's verb or one of state or change.
fn is_present_verb(w: &str) -> bool {
    lx::is_base_verb(w) || is_verb_of_state_or_change(w)
}

/// An adverb that may stand between a subject and its verb: "mostly", "usually", "often".
fn is_frequency_or_manner_adverb(w: &str) -> bool {
    w.len() > 4 && w.ends_with("ly")
        || matches!(
            w,
            "often" | "always" | "never" | "sometimes" | "still" | "also" | "rarely" | "seldom"
        )
}

/// A clause-initial word outside the verb list, followed by an object ("Greet the customer",
/// "Fetch the logs"): an imperative unless the word is a known adverb, pronoun, preposition or
/// determiner, or is shaped like a past, a third person or an adverb, or is a count ("Third
/// one this year", "Ten this week": a tally, not "one" or "ten" done to "this"; "pair",
/// "single out" stay verbs) (cls63b).
// Inlined into both callers, as into the one there was: called, it costs 0.3% of
// `classify`.
#[inline(always)]
fn is_unlisted_verb_with_object(s: &Sentence<'_, '_>, j: usize) -> bool {
    let w = s.w(j);
    s.is_word(j)
        && !s.t[j].quoted
        && !s.has(j, lx::NOT_A_VERB)
        && (!s.has(j, lx::NUMBER_WORD) || matches!(w, "pair" | "single"))
        // "Ain't a tree left standin'": a negated auxiliary, never a verb's base (cls69a).
        && !w.ends_with("n't")
        // "Unless it rains, ...": a conjunction opening a clause, no verb.
        && !matches!(
            w,
            "unless" | "although" | "though" | "because" | "since" | "whether" | "whereas"
        )
        && (opens_object(s.w(j + 1))
            || super::dialect_article_at(s.t, j + 1)
            || names_a_numbered_thing(s, j + 1)
            || is_reflexive_object(s.w(j + 1))
            || redone_on_a_bare_noun(s.t, j)
            || both_of_a_pair(s, j + 1))
        // "Selam all.", "Salut everyone!": a greeting to all, nothing done to them (cls61).
        && (!matches!(s.w(j + 1), "all" | "everyone" | "everybody") || s.is_word(j + 2))
        && has_bare_verb_shape(w)
        && !s.has(j, lx::IRREGULAR_PARTICIPLE)
        && !is_prefixed_past(w)
        && !object_has_finite_verb(s, j + 2)
}

/// "both sides", "both wheels", "both of them" at `k`: "both" and a plural (a word ending in
/// "s") or "of", an object named as a pair ("Chock both wheels before ...", "clamp both ends":
/// cls65b). "Both" after a word that is no verb ("Mum both cooked and cleaned") has a verb
/// after it, not a plural.
fn both_of_a_pair(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.is(k, "both")
        && (s.is(k + 1, "of")
            || s.is_word(k + 1)
                && s.w(k + 1).len() > 3
                && s.w(k + 1).ends_with('s')
                && !s.w(k + 1).ends_with("ss")
                && !s.has(k + 1, lx::ENGLISH_FUNCTION_WORD))
}

/// "Re-torque wheel nuts after fitting", "re-seal grout lines yearly": a deed to be done again,
/// the prefix "re-" hyphened before a stem with no noun's ending (not "Re-entry", "re-election",
/// "re-assessment"), at `j`, before a bare noun as its object (a word of no listed class; not
/// "Re-auth requires a token", "re-run of the job") (cls64b).
/// Asked of the sentence's tokens `t` (the screen `may_bind` asks it too).
pub(super) fn redone_on_a_bare_noun(t: &[Tok<'_>], j: usize) -> bool {
    t[j].hyphen
        && t[j].text.strip_prefix("re-").is_some_and(|stem| {
            stem.len() >= 3
                && stem.bytes().all(|b| b.is_ascii_lowercase())
                && !["ion", "ment", "ry", "ance", "ence", "ness", "ity", "ure"]
                    .iter()
                    .any(|end| stem.ends_with(end))
        })
        && t.get(j + 1)
            .is_some_and(|n| n.kind == TokKind::Word && n.class == 0 && !n.quoted)
}

/// "rebuilt", "rewrote", "reran", "overslept", "outgrew": a prefix before an irregular past,
/// a past tense no list names (a report's "Rebuilt the index", not an order).
fn is_prefixed_past(w: &str) -> bool {
    ["re", "un", "out", "over", "mis", "under", "with"]
        .iter()
        .filter_map(|prefix| w.strip_prefix(prefix))
        .any(|rest| {
            rest.len() >= 3
                && (lx::looks_past(rest)
                    || is_simple_past_only(rest)
                    || lx::classes(rest) & lx::PAST_MARKER != 0)
        })
}

/// Tokens from `k` name one thing by its number, as an object with no article does
/// ("Oxygenate tank 2 before you add the fish", "Reboot node 14.", "Isolate track circuit 14B
/// at the location cabinet before you put a meter near it"): a word of no listed class, maybe
/// after a content word (not "at 2", "by 3", "the 4"), and a number closing the clause or followed by a word
/// that opens a condition, a time or another order, or by a place ("at", "on", "in") and then
/// an ordering said to "you". A number followed by anything else is a quantity or a report's
/// subject ("opens 24 hours before", "pump station 3 back online", "cab 3 needs a tyre").
fn names_a_numbered_thing(s: &Sentence<'_, '_>, k: usize) -> bool {
    // (Not a currency's code before an amount: "duty ZMW 18,420.00" is a figure's label.)
    let unlisted_word =
        |j: usize| s.is_word(j) && s.t[j].class == 0 && numbers::currency_code(s.w(j)).is_none();
    let is_number = |j: usize| s.t.get(j).is_some_and(|n| n.kind == TokKind::Number);
    // (The first word of a compound may be a verb too: "track circuit 14B"; not a past,
    // "inspected roof 5", nor a date's word, "meeting Oct 3".)
    let number = if unlisted_word(k) && is_number(k + 1) {
        k + 1
    } else if s.is_word(k)
        && !s.has(
            k,
            lx::ENGLISH_FUNCTION_WORD | lx::NOT_A_VERB | lx::MODAL | lx::TRIGGER,
        )
        && !s.looks_past_at(k)
        && !is_gerund_shaped(s.w(k))
        && unlisted_word(k + 1)
        && !numbers::names_a_date(s.w(k + 1))
        && s.w(k + 1).bytes().all(|b| b.is_ascii_alphabetic())
        && is_number(k + 2)
    {
        k + 2
    } else {
        return false;
    };
    // "... at the location cabinet before you put ...": an ordering said to "you" later in
    // the clause.
    let ordered_to_you = || {
        (number + 2..s.clause_of(number).1.min(number + super::REACH)).any(|j| {
            matches!(s.w(j), "before" | "after" | "until" | "once")
                && s.is(j + 1, "you")
                && !s.looks_past_at(j + 2)
        })
    };
    s.t.get(number + 1).is_none_or(|t| {
        matches!(t.kind, TokKind::Punct('.' | ';' | '!'))
            || matches!(
                &*t.text,
                "before"
                    | "after"
                    | "until"
                    | "till"
                    | "once"
                    | "when"
                    | "unless"
                    | "and"
                    | "then"
                    | "first"
                    | "now"
                    | "today"
                    | "tonight"
                    | "daily"
                    | "weekly"
            )
            || matches!(&*t.text, "at" | "on" | "in") && ordered_to_you()
    })
}

/// A word shaped like a bare verb: no "-ly", past, gerund or third-person ending ("Greet",
/// "vacate", "refuel"; not "Quickly", "Fetched", "Having", "Fetches"; "press" keeps its "s").
pub(super) fn has_bare_verb_shape(w: &str) -> bool {
    !w.ends_with("ly")
        && !w.ends_with("ed")
        && !is_gerund_shaped(w)
        && (!w.ends_with('s') || w.ends_with("ss"))
}

/// An "-ing" word with a vowel before the ending ("Having", "Using", "Lying"): a gerund or a
/// participle. A one-syllable verb ending so ("Ring the customer", "Bring", "String") has
/// none.
pub(super) fn is_gerund_shaped(w: &str) -> bool {
    w.strip_suffix("ing")
        .is_some_and(|stem| stem.bytes().any(|b| b"aeiouy".contains(&b)))
}

/// A finite verb shortly after the "object" makes it a clause's subject: "Hope the trip went
/// well" reports a wish, it gives no order (not the verb of a relative clause: "book hotels
/// that have free cancellation").
fn object_has_finite_verb(s: &Sentence<'_, '_>, from: usize) -> bool {
    (from..(from + 3).min(s.t.len()))
        .take_while(|&k| s.is_word(k))
        .any(|k| {
            // "any attachment flagged by the scanner": a participle modifying the object.
            let modifier = s.w(k).ends_with("ed")
                && matches!(
                    s.w(k + 1),
                    "by" | "in" | "with" | "from" | "for" | "as" | "to"
                );
            // "Book hotels that have free cancellation": the verb of a relative clause.
            let relative =
                k > 0 && matches!(s.w(k - 1), "that" | "which" | "who") && !s.looks_past_at(k);
            // "Bin the broken ones", "Mend the broken fence": a participle before the
            // object's noun describes it.
            let describes = || {
                s.is_adjectival_participle(k)
                    || k == from
                        && s.is_word(k + 1)
                        && !s.has(k + 1, lx::ENGLISH_FUNCTION_WORD | lx::PAST_MARKER)
            };
            // "Glad it didn't come to that", "shame they won't stock it": a negated auxiliary
            // is finite whatever its tense (cls52).
            let negated_auxiliary = s.w(k).ends_with("n't");
            negated_auxiliary
                || !modifier
                    && !relative
                    && (s.has(k, lx::FINITE_REPORT_VERB) || s.looks_past_at(k) && !describes())
        })
}

/// The token after a short label closed by a colon in the first seven tokens ("Customer:",
/// "Sam (product) asked:").
fn speaker_label_end(s: &Sentence<'_, '_>) -> Option<usize> {
    s.first_colon_before(7).map(|colon| colon + 1)
}

/// Where the sentence goes on after the chat handles opening it ("@ops could you ...",
/// "@dana @lee, can you ..."): each an "@" and a word, maybe a comma or a colon after the
/// last; `None` when it opens with none.
fn mention_lead_end(s: &Sentence<'_, '_>) -> Option<usize> {
    let mut j = 0;
    while s.t.get(j).is_some_and(|t| t.kind == TokKind::Symbol('@')) && s.is_word(j + 1) {
        j += 2;
    }
    if j == 0 {
        return None;
    }
    Some(
        j + usize::from(
            s.t.get(j)
                .is_some_and(|t| t.is_punct(',') || t.is_punct(':')),
        ),
    )
}

/// "Can you / could you / would you (please) VERB ...?" is a request, not a question; so is
/// "can we make sure ...?".
fn polite_request(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let before = found.len();
    polite_request_at(s, 0, found);
    // Or after a short leading label: "Sam (product) asked: can we make sure ...?", or
    // after the handles of those it is put to: "@ops could you make sure ...?".
    if found.len() == before
        && let Some(start) = speaker_label_end(s).or_else(|| mention_lead_end(s))
    {
        polite_request_at(s, start, found);
    }
    if found.len() == before && s.has(0, lx::DISCOURSE) {
        request_after_a_casual_lead(s, found);
    }
    if found.len() == before {
        request_to_avoid_after_a_lead(s, found);
    }
    // Or after an apology or a greeting set off by a comma, a dash, a colon or a "but":
    // "Sorry to bug you again — could you always include the order number?", "Hi Sam, can
    // you keep it short?", "Sorry to bother you, I know it's late, but could you ...?", "Hey
    // you guys, ope, quick one: can you make sure ...?" (a short lead: the first fourteen
    // tokens).
    if found.len() == before {
        for (start, _) in s.clause_starts().take_while(|&(start, _)| start <= 14) {
            if start > 0
                && start < s.t.len()
                && (matches!(s.t[start - 1].kind, TokKind::Punct(',' | '—' | ':'))
                    || s.is(start - 1, "but"))
            {
                polite_request_at(s, start, found);
                if found.len() > before {
                    break;
                }
            }
        }
    }
}

/// "avoid" at `v` before a deed in "-ing" ("avoid scheduling", "avoid pushing"), what a
/// request to avoid names (not "avoid the traffic", a wish about a thing) (pol46).
fn avoids_doing(s: &Sentence<'_, '_>, v: usize) -> bool {
    s.is(v, "avoid") && s.w(v + 1).len() > 4 && s.w(v + 1).ends_with("ing")
}

/// "Hi team, for the next two weeks could we avoid scheduling heavy jobs before 11?": the
/// team asked to avoid something behind a lead of any kind (a greeting, a time it holds for),
/// the same request [`polite_request_at`] reads at the sentence's start (not "what could we
/// avoid?", nor "I wonder if we could avoid the traffic", a question inside the lead). The
/// first twenty tokens are read (pol46).
fn request_to_avoid_after_a_lead(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let asked_at = modal_request_in_lead(s, "we", |k| {
        k >= 1 && avoids_doing(s, k + 2) && !opens_question(s.w(k - 1))
    });
    if let Some(k) = asked_at {
        polite_request_at(s, k, found);
    }
}

/// The first "can/could/would <pronoun>" among the first twenty tokens that `accept` takes (its
/// argument is the modal's position), the request the lead readers above look for. "can",
/// "could" and "would" are trigger words: only the sentence's candidates are read.
fn modal_request_in_lead(
    s: &Sentence<'_, '_>,
    pronoun: &str,
    accept: impl Fn(usize) -> bool,
) -> Option<usize> {
    s.candidates
        .iter()
        .copied()
        .take_while(|&k| k < 20)
        .find(|&k| matches!(s.w(k), "can" | "could" | "would") && s.is(k + 1, pronoun) && accept(k))
}

/// A word that opens a question or an indirect one ("what could we ...", "if you could ..."):
/// a modal after it asks, it does not request.
fn opens_question(word: &str) -> bool {
    matches!(
        word,
        "what" | "how" | "when" | "where" | "why" | "which" | "who" | "whether" | "if"
    )
}

/// "ok so first thing tomorrow before standup could you archive the board", "hey so when you
/// get a sec can you rename the bucket": a request behind a casual lead with no comma, opened by
/// a discourse word; "can you" must not follow a subject or a word that makes it a question
/// inside the lead ("so when can you ...", "I wonder if you could ..."). The first twenty
/// tokens are read.
fn request_after_a_casual_lead(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let Some(k) = modal_request_in_lead(s, "you", |k| k >= 2 && s.is_word(k - 1)) else {
        return;
    };
    let questioned = opens_question(s.w(k - 1))
        || matches!(
            s.w(k - 1),
            "that"
                | "so"
                | "i"
                | "we"
                | "they"
                | "he"
                | "she"
                | "it"
                | "you"
                | "wonder"
                | "wondering"
                | "know"
                | "asked"
                | "asking"
        )
        || s.has(k - 1, lx::PRINCIPAL);
    if !questioned {
        polite_request_at(s, k, found);
    }
}

/// "um so for the fridge thing just like check the seals every friday", "yeah so basically
/// just uh back up the photos": a spoken order after a casual lead, its verb behind "just" and
/// a filler ("like", "uh", "um", before or after "just"; or "basically"), the lead with no
/// subject or verb of its own ("it was just like stuck there" tells). The first twenty tokens
/// are read.
fn order_after_fillers(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let subject_or_verb = lx::THING_PRONOUN
        | lx::AGENT_SUBJECT
        | lx::FINITE_REPORT_VERB
        | lx::MODAL
        | lx::PAST_MARKER
        | lx::BASE_VERB;
    let is_filler = |k: usize| matches!(s.w(k), "like" | "uh" | "um" | "erm");
    for k in 1..s.t.len().min(20) {
        if !s.is_word(k) || s.has(k, subject_or_verb) && !s.is(k, "just") && !is_filler(k) {
            return;
        }
        if !s.is(k, "just") {
            continue;
        }
        let mut v = k + 1;
        while is_filler(v) {
            v += 1;
        }
        let filler = v > k + 1 || is_filler(k - 1) || s.is(k - 1, "basically");
        // ("back up the photos": "back" is an adverb too.)
        let verb = s.has(v, lx::BASE_VERB)
            && (!s.has(v, lx::NOT_A_VERB) || s.is(v + 1, "up") || super::opens_object(s.w(v + 1)));
        if filler && verb && s.is_word(v + 1) {
            push(found, CueKind::Imperative, s.range(k, v), true);
            return;
        }
    }
}

/// "For the watering schedule skip the raised bed", "For refunds over $50 ask a manager": a
/// lead naming what the order is for, with no comma, then a verb and its object. The verb's
/// token. Not after a plural noun or a pronoun, which may be its subject ("For dinner kids eat
/// the leftovers", "For the launch we moved the date").
fn order_after_a_for_lead(s: &Sentence<'_, '_>) -> Option<usize> {
    if !s.is(0, "for") {
        return None;
    }
    (2..s.t.len().min(7))
        .take_while(|&k| s.is_word(k - 1))
        .find(|&k| {
            let before = s.w(k - 1);
            s.has(k, lx::BASE_VERB)
                && opens_object(s.w(k + 1))
                && !s.has(k - 1, lx::ENGLISH_FUNCTION_WORD | lx::AGENT_SUBJECT)
                && !(before.len() > 3 && before.ends_with('s') && !before.ends_with("ss"))
        })
}

/// [`polite_request`] with the sentence read from token `j` on.
fn polite_request_at(s: &Sentence<'_, '_>, mut j: usize, found: &mut Vec<Found>) {
    while s.has(j, lx::DISCOURSE) || s.t.get(j).is_some_and(|t| t.is_punct(',')) {
        j += 1;
    }
    // "Mind sending me the draft?": a request with the "would you" left out.
    if s.is(j, "mind") && s.w(j + 1).ends_with("ing") && s.is_word(j + 2) {
        push(found, CueKind::Imperative, s.range(j, j + 1), true);
    }
    // "Is it possible to make sure the bot never tags me?", "would it be possible to keep
    // replies short?": a request asked as a question of what can be done, to keep something
    // so or have it stop, or to do something from now on ("... to cc me on every invoice
    // going forward?") (not "is it possible to run Docker on a Pi?", a question).
    let possible_at = if s.seq(j, &["is", "it", "possible"]) {
        Some(j + 3)
    } else if s.seq(j, &["would", "it", "be", "possible"]) {
        Some(j + 4)
    } else {
        None
    };
    // "... possible for you to ...", "... for whoever's on lates to ..." (a post, a few
    // words at most: cls56).
    let possible_at = possible_at.and_then(|k| {
        let to = if s.seq(k, &["for", "you"]) {
            k + 2
        } else if s.is(k, "for") && matches!(s.w(k + 1), "whoever" | "whoever's") {
            (k + 2..(k + 7).min(s.t.len()))
                .find(|&m| s.is(m, "to"))
                .filter(|&m| (k + 2..m).all(|w| s.is_word(w)))
                .unwrap_or(k)
        } else {
            k
        };
        s.is(to, "to").then_some(to + 1)
    });
    if let Some(v) = possible_at.filter(|&v| {
        s.seq(v, &["make", "sure"])
            || matches!(
                s.w(v),
                "keep"
                    | "stop"
                    | "avoid"
                    | "always"
                    | "never"
                    | "not"
                    | "stick"
                    | "limit"
                    | "double-check"
            )
            || s.heads(lx::SENTENCE_HEAD)
                .any(|k| k > v && standing_phrase_len(s, k).is_some())
    }) {
        push(found, CueKind::Imperative, s.range(j, v), true);
    }
    // "Can I ask you to cc me on every invoice from now on?": a request put as leave to make
    // it.
    if matches!(s.w(j), "can" | "could" | "may")
        && s.seq(j + 1, &["i", "ask", "you", "to"])
        && s.has(j + 5, lx::BASE_VERB)
    {
        push(found, CueKind::Imperative, s.range(j, j + 5), true);
    }
    // "Can I ask that whoever closes checks the lid's shut?", "may I ask that everyone signs
    // in?": leave asked to make a request of those who do a thing (not "can I ask that
    // question again?", "that" a determiner) (cls58).
    if matches!(s.w(j), "can" | "could" | "may")
        && s.seq(j + 1, &["i", "ask", "that"])
        && (s.has(j + 4, lx::AGENT_SUBJECT) || matches!(s.w(j + 4), "whoever" | "the" | "all"))
        && s.is_word(j + 5)
    {
        push(found, CueKind::Imperative, s.range(j, j + 3), true);
    }
    // "Is there any way you could cc me on every invoice?", "any chance you could ...": the
    // request with "could you" turned around.
    if let Some(could) = could_you_turned_around(s, j) {
        let v = could + 1 + usize::from(s.is(could + 1, "please"));
        if s.has(v, lx::BASE_VERB) {
            push(found, CueKind::Imperative, s.range(j, v), true);
        }
    }
    // "Can we make sure the banner stays up?", "could we always ...", "could we avoid
    // scheduling jobs before 11?": a request put to the team the agent belongs to ("can we
    // deploy now?" asks).
    let asks_us = s.is(j + 1, "we")
        && (s.seq(j + 2, &["make", "sure"])
            || matches!(s.w(j + 2), "always" | "never" | "please" | "not")
            || avoids_doing(s, j + 2));
    // "Would someone mind making sure the eyewash gets flushed?", "can someone see to it that
    // ...": a request put to whoever hears it, to see a thing done (not "can someone tell me
    // why it failed?", "would anyone mind if I left early?") (cls55).
    let asks_someone = matches!(s.w(j + 1), "someone" | "somebody" | "anyone" | "anybody")
        && (sees_to_a_thing(s, j + 2)
            || s.is(j + 2, "mind") && s.w(j + 3).ends_with("ing") && s.is_word(j + 4));
    if matches!(s.w(j), "can" | "could" | "would" | "will" | "won't")
        && (s.is(j + 1, "you") || asks_us || asks_someone)
    {
        let mut v = j + 2;
        let polite = matches!(s.w(v), "please" | "kindly");
        v += usize::from(polite);
        // "Could you just make sure the door is locked?": a softener before the verb.
        v += usize::from(s.is(v, "just"));
        // Irish "Would you ever close the door, thanks": "ever" softens a request not asked
        // as a question ("Would you ever go back to Cork?" asks) (pol43).
        v += usize::from(s.is(j, "would") && s.is(v, "ever") && !s.question);
        // "Could you always ask before deleting files?": a standing request.
        let standing = matches!(s.w(v), "always" | "never");
        v += usize::from(standing);
        // "Would you all mind changing ...?": the ones asked, counted (cls57).
        v += usize::from(s.is(v + 1, "mind") && matches!(s.w(v), "all" | "both"));
        // "Would you mind if I took Friday off?": the speaker asks leave, orders nothing.
        let asks_leave = s.is(v, "mind") && s.is(v + 1, "if");
        if asks_leave {
            return;
        }
        if asks_to_inform_at(s, v) {
            return;
        }
        // "Can you not use emojis?", "would you mind not tagging me": a request to refrain.
        let mind = s.is(v, "mind");
        v += usize::from(mind);
        // "Would you mind always copying Dana?": a standing request; "would you mind all
        // changing ...?", the ones asked, counted (cls57).
        v += usize::from(mind && matches!(s.w(v), "always" | "also" | "just" | "all" | "both"));
        let negated = s.is(v, "not");
        v += usize::from(negated);
        if mind && s.w(v).ends_with("ing") && s.is_word(v + 1) {
            let kind = if negated {
                CueKind::NegatedAction
            } else {
                CueKind::Imperative
            };
            push(found, kind, s.range(j, v), true);
            return;
        }
        if negated && s.has(v, lx::BASE_VERB) {
            push(found, CueKind::NegatedAction, s.range(j, v), true);
            return;
        }
        // "could you flick the scans over to Aroha?": a verb the lexicon does not list,
        // known by its object (cls70a).
        if sees_to_a_thing(s, v)
            || relays_an_order(s, v)
            || s.t.get(v).is_some_and(|t| t.class == 0) && is_unlisted_verb_with_object(s, v)
            || (s.has(v, lx::BASE_VERB)
                && (polite
                    || standing
                    || !matches!(
                        s.w(v),
                        "tell" | "see" | "check" | "look" | "help" | "explain" | "do"
                    )))
        {
            push(
                found,
                CueKind::Imperative,
                s.t[j].range.start..s.t[v.min(s.t.len() - 1)].range.end,
                true,
            );
        }
    }
}

/// "make sure" or "see to it" at `v`: a thing asked to be seen done.
fn sees_to_a_thing(s: &Sentence<'_, '_>, v: usize) -> bool {
    s.seq(v, &["make", "sure"]) || s.seq(v, &["see", "to", "it"])
}

/// "Can you tell the new guys not to ski the bowl", "could you tell nights DO NOT run line 3":
/// "tell" at `v`, who is told (a word or three), then the order relayed ("(not) to" and a
/// verb, "do not", "don't"). "Can you tell them I'm late", "can you tell the difference" relay
/// none.
fn relays_an_order(s: &Sentence<'_, '_>, v: usize) -> bool {
    s.is(v, "tell")
        && (v + 2..(v + 5).min(s.t.len())).any(|k| {
            (v + 1..k).all(|m| s.is_word(m) && !matches!(s.w(m), "that" | "what" | "how"))
                && (s.is(k, "to") && s.has(k + 1, lx::BASE_VERB)
                    || matches!(s.w(k), "not" | "never") && s.is(k + 1, "to")
                    || s.seq(k, &["do", "not"])
                    || s.is(k, "don't"))
        })
}

/// "is there any way you could", "any chance you can" at `j`: the index of its "could" or
/// "can".
fn could_you_turned_around(s: &Sentence<'_, '_>, j: usize) -> Option<usize> {
    let you = if s.seq(j, &["is", "there", "any", "way"]) {
        j + 4
    } else if s.seq(j, &["any", "chance"]) {
        j + 2
    } else {
        return None;
    };
    (s.is(you, "you") && matches!(s.w(you + 1), "could" | "can")).then_some(you + 1)
}

/// The token after a parenthetical opening at `k` ("Do not, under any circumstances, share
/// ..."): the word after its closing comma, at most eight tokens on; `k` itself when no
/// comma opens one there or none closes it.
fn after_parenthetical(s: &Sentence<'_, '_>, k: usize) -> usize {
    if !s.t.get(k).is_some_and(|t| t.is_punct(',')) {
        return k;
    }
    (k + 2..(k + 9).min(s.t.len()))
        .find(|&c| s.t[c].is_punct(','))
        .filter(|&c| (k + 1..c).all(|m| s.is_word(m)) && s.is_word(c + 1))
        .map_or(k, |c| c + 1)
}

/// The word at `j` is the subject of a reading, not an order: its phrase (a preposition's)
/// then a verb of a measured level and its figure ("Ping to the server averaged 14 ms",
/// "load on the database peaked at 90%"), or "just" and a past closing its clause or before a
/// preposition ("build just failed again", "server just crashed on deploy"). Not "Report to
/// the desk by 9", no reading verb; nor "Check just finished jobs", a participle before its
/// noun.
fn subject_of_a_reading(s: &Sentence<'_, '_>, j: usize) -> bool {
    let figure = |k: usize| {
        s.t.get(k).is_some_and(|t| t.kind == TokKind::Number)
            || matches!(s.w(k), "at" | "around" | "about")
                && s.t.get(k + 1).is_some_and(|t| t.kind == TokKind::Number)
    };
    let measured = matches!(
        s.w(j + 1),
        "to" | "on" | "in" | "at" | "from" | "for" | "of"
    ) && (j + 2..(j + 8).min(s.t.len()))
        .take_while(|&k| {
            s.is_word(k) && !matches!(s.w(k), "that" | "which" | "who" | "where" | "when")
        })
        .find(|&k| s.has(k, lx::PAST_MARKER) && lx::has_past_ending(s.w(k)))
        .is_some_and(|k| figure(k + 1));
    let just_happened = s.is(j + 1, "just")
        && lx::has_past_ending(s.w(j + 2))
        && (!s.is_word(j + 3) || is_preposition(s.w(j + 3)) || s.is(j + 3, "again"));
    measured || just_happened
}

/// A simple past that is neither a participle nor a base form ("took", not "taken"): a verb
/// right after a sentence's first word makes that word its subject ("Restore took an hour").
fn is_simple_past_only(w: &str) -> bool {
    matches!(
        w,
        "took"
            | "gave"
            | "saw"
            | "began"
            | "broke"
            | "fell"
            | "grew"
            | "flew"
            | "threw"
            | "drew"
            | "wrote"
            | "rose"
            | "spoke"
            | "chose"
            | "froze"
            | "ate"
            | "knew"
            | "blew"
            | "did"
            | "became"
            | "forgot"
            | "went"
            | "came"
            | "ran"
    )
}

/// The clause starting at `start` follows "and" (or "and then") in a sentence where the
/// speaker announced what they are about to do ("I'm going to ...", "I'll ...", "we will ...")
/// or reported what someone did ("I stopped ...", "we tried ...", "Ailsa told ...") before
/// it: its verb continues that subject's account, it is not an order; so does a clause after
/// the colon of the speaker's own plan ([`follows_the_speakers_plan`]).
fn continues_the_first_subject(s: &Sentence<'_, '_>, start: usize) -> bool {
    if follows_the_speakers_plan(s, start) {
        return true;
    }
    // "..., and then look", "..., and look", "..., then look"; "... minutes then bring"
    // (read for the speaker's own account only, below).
    let (and_at, bare_then) = match (start.checked_sub(1).map(|k| s.w(k)), start.checked_sub(2)) {
        (Some("then"), Some(k)) if s.is(k, "and") || s.t[k].is_punct(',') => (k, false),
        (Some("and"), _) => (start - 1, false),
        (Some("then"), Some(_)) => (start - 1, true),
        _ => return false,
    };
    // "I stopped drinking and don't miss it": a report in the past by a named subject, which
    // the clause after "and" continues.
    // The announcement is read at most [`REACH`] tokens back.
    let back = and_at.saturating_sub(REACH)..and_at;
    // ("Ailsa told the borrower not to worry and put the account on hold": a name first.)
    let named_subject = s.is_word(0) && !s.has(0, lx::BASE_VERB | lx::SENTENCE_HEAD);
    let past_report = (matches!(s.w(0), "i" | "we" | "he" | "she" | "they") || named_subject)
        && s.looks_past_at(1)
        && !back.clone().any(|k| s.is(k, "you"));
    // "So he go up and fix the dish lor": a third person's plain verb, a past told in
    // Singapore, Caribbean or West African English, or a habit; either way the clause after
    // "and" is theirs (maybe after "so" or "then").
    let subject = usize::from(matches!(s.w(0), "so" | "then" | "and"));
    let their_account = matches!(s.w(subject), "he" | "she" | "they")
        && s.has(subject + 1, lx::BASE_VERB)
        && subject + 1 < and_at;
    // "..., so I wait twenty minutes then bring the kaikai back to the shop": the speaker's
    // own plain verb in the clause before, a past told in a Pacific or West African pidgin or
    // a habit, which the verb after "then" or "and" continues (not "I want you to check and
    // then restart", an order to "you"; cls48).
    let own_account = || {
        back.clone()
            .any(|k| s.is(k, "i") && s.has(k + 1, lx::BASE_VERB) && !s.has(k + 1, lx::STATIVE_VERB))
            && !back.clone().any(|k| s.is(k, "you"))
    };
    if bare_then {
        return own_account();
    }
    past_report
        || their_account
        || own_account()
        || back.clone().any(|k| {
            // "we would have had to sign a contract and pay $40k upfront", "we'd have to
            // sign and pay": a hypothetical, which the clause after "and" continues.
            let hypothetical = || {
                (matches!(s.w(k), "would" | "could" | "might") || s.w(k).ends_with("'d"))
                    && s.is(k + 1, "have")
                    && k > 0
                    && matches!(
                        s.w(k - 1),
                        "i" | "we" | "they" | "he" | "she" | "it" | "you"
                    )
                    || matches!(s.w(k), "we'd" | "i'd" | "they'd" | "you'd") && s.is(k + 1, "have")
            };
            s.announces_own_step_at(k) || hypothetical() || habitual_would(s, k)
        })
}

/// "my aunt would open the shop at six", "he'd sweep the step": "would" (or "'d") at `k`
/// before a verb of action, a past habit told, whose later verbs ("then count the till") are
/// no orders. Not "you would", nor a wish ("I'd like", "it would be great if").
fn habitual_would(s: &Sentence<'_, '_>, k: usize) -> bool {
    let w = s.w(k);
    // "would always open", "would usually count".
    let v = k
        + 1
        + usize::from(matches!(
            s.w(k + 1),
            "always" | "usually" | "often" | "then"
        ));
    (w == "would" && k > 0 && !s.is(k - 1, "you") || w.ends_with("'d") && w != "you'd")
        && s.is_word(v)
        && !s.has(
            v,
            lx::STATIVE_VERB | lx::NOT_A_VERB | lx::ENGLISH_FUNCTION_WORD | lx::MODAL,
        )
        && !matches!(s.w(v), "prefer" | "rather" | "appreciate")
}

/// The clause at `start` follows a colon closing the speaker's own plan: "My plan: read the
/// ticket, ...", "I'm going to try another approach: bisect the commits", or a bug's "Steps to
/// reproduce: ..." (not "Plan: ..." nor "My rule: ...", said to the agent).
fn follows_the_speakers_plan(s: &Sentence<'_, '_>, start: usize) -> bool {
    let Some(colon) = s.first_colon_before(start) else {
        return false;
    };
    let label = 0..colon;
    let my_plan = matches!(s.w(0), "my" | "our")
        && label.clone().any(|k| {
            matches!(
                s.w(k),
                "plan" | "steps" | "approach" | "todo" | "to-do" | "idea" | "next"
            )
        });
    let i_will = label.clone().any(|k| s.announces_own_step_at(k));
    // "Steps to reproduce: run a descale cycle, power-cycle the unit": how a bug was made to
    // happen, told in a ticket.
    let reproduction = label
        .clone()
        .any(|k| matches!(s.w(k), "reproduce" | "repro" | "reproduction"));
    my_plan || i_will || reproduction
}

/// "(oversize: 9, damaged: 5, no label: 3)": a category of a tally, one or two words after
/// the "no" at `j`, then a colon and a bare count closing the item (not "No smoking: £50
/// fine", "No dogs: 2 strikes and you're out").
fn counts_a_category(s: &Sentence<'_, '_>, j: usize) -> bool {
    (j + 2..j + 4).any(|colon| {
        (j + 1..colon).all(|k| s.is_word(k))
            && s.t.get(colon).is_some_and(|t| t.is_punct(':'))
            && s.t
                .get(colon + 1)
                .is_some_and(|n| n.kind == TokKind::Number)
            && s.t
                .get(colon + 2)
                .is_none_or(|t| matches!(t.kind, TokKind::Punct(',' | ')' | ';' | '.')))
    })
}

/// "No decisions taken", "no consensus reached", "no action agreed": what a meeting came to,
/// a result (not a ban), the "no" at `j`.
fn no_outcome_reached(s: &Sentence<'_, '_>, j: usize) -> bool {
    matches!(
        s.w(j + 1),
        "decision"
            | "decisions"
            | "action"
            | "actions"
            | "conclusion"
            | "conclusions"
            | "consensus"
            | "agreement"
    ) && matches!(s.w(j + 2), "taken" | "made" | "reached" | "agreed" | "yet")
}

/// "Tests updated; no behaviour change for USPTO dates", "Bumped the parser, no functional
/// changes": what a change does not alter, said after the note of the change (a commit
/// note's wording), not a ban on changes (unless a condition holds it); the "no" at `j`.
/// Opening its sentence ("No behaviour changes in a patch release.") it is a ban.
fn states_no_effect(s: &Sentence<'_, '_>, j: usize) -> bool {
    let change = |k: usize| matches!(s.w(k), "change" | "changes");
    // (Not "no behaviour changes without a deprecation notice": a ban held to a condition.)
    j > 0
        && (is_effect_word(s.w(j + 1)) && change(j + 2)
            || change(j + 1) && matches!(s.w(j + 2), "in" | "to") && is_effect_word(s.w(j + 3)))
        && !has_condition_word(&s.t[j..s.clause_of(j).1])
}

/// "No warnings in force for Co. Cork", "no restrictions in effect": the "no" at `j`, a noun
/// of one or two words, then "in force" or "in effect": a notice that none of them holds now,
/// not a ban (cls67c; "No smoking in the yard", "No dogs in the kitchen" ban).
fn none_in_force(s: &Sentence<'_, '_>, j: usize) -> bool {
    (j + 2..j + 4).any(|k| {
        s.is(k, "in")
            && matches!(s.w(k + 1), "force" | "effect")
            && (j + 1..k).all(|m| s.is_word(m) && !s.has(m, lx::ENGLISH_FUNCTION_WORD))
    })
}

/// A word naming what a change may alter: "functional", "behaviour", "user-facing"...
fn is_effect_word(w: &str) -> bool {
    matches!(
        w,
        "behaviour"
            | "behavior"
            | "behavioural"
            | "behavioral"
            | "functional"
            | "user-facing"
            | "user-visible"
            | "visible"
            | "observable"
            | "semantic"
    )
}

/// The verbless "no" at `j` opens a clause right after a clause reporting a check's result,
/// past a comma or a colon ("The background check came back clear, no hits on any
/// watchlist", "Scan finished: no vulnerabilities in any package"): the finding goes on,
/// nothing is banned (not after another report, "We moved last month, no pets in the new
/// building", nor with a condition in the ban's clause).
fn continues_a_result(s: &Sentence<'_, '_>, j: usize) -> bool {
    let (start, end) = s.segment_of(j);
    if start < 2 || !matches!(s.t[start - 1].kind, TokKind::Punct(',' | ':' | '—')) {
        return false;
    }
    let before = s.segment_of(start - 2);
    s.t[before.0..before.1]
        .iter()
        .any(|t| is_result_word(&t.text))
        && s.is_report_clause(before)
        && !has_condition_word(&s.t[start..end])
}

/// "Heaps of wētā in the tunnels, eh, no stoats though", "no rain though": the verbless "no"
/// at `j`, one or two words and "though" closing the sentence, a contrast with what was just
/// told (a report of an absence, no ban).
fn conceded_at_the_end(s: &Sentence<'_, '_>, j: usize) -> bool {
    (j + 2..=j + 3).any(|k| {
        s.is(k, "though")
            && s.t[k + 1..]
                .iter()
                .all(|t| matches!(t.kind, TokKind::Punct(_)))
    })
}

/// "No injuries, no near-misses, no lost-time incidents at the plant this quarter", "no
/// complaints so far": mishaps nobody would ban, tallied as none, the "no" at `j` (one or two
/// words may qualify the noun, a participle of the record may follow it: "no faults logged since
/// restart"). Not "no incidents go unlogged": a verb after the noun.
fn tallies_no_mishaps(s: &Sentence<'_, '_>, j: usize) -> bool {
    // "No units affected", "no fish lost": none harmed, closing the line.
    if s.is_word(j + 1)
        && matches!(
            s.w(j + 2),
            "affected" | "lost" | "harmed" | "damaged" | "injured" | "hurt" | "impacted"
        )
        && !s.is_word(j + 3)
    {
        return true;
    }
    let mishap = |w: &str| {
        matches!(
            w,
            "injury"
                | "injuries"
                | "casualty"
                | "casualties"
                | "fatality"
                | "fatalities"
                | "near-miss"
                | "near-misses"
                | "breach"
                | "breaches"
                | "crash"
                | "crashes"
                | "harm"
                | "damage"
                | "anomaly"
                | "anomalies"
                // "Racked 30 casks, no losses": nothing spilt or spoilt (cls64a).
                | "loss"
                | "losses"
        ) || matches!(
            w.strip_suffix('s').unwrap_or(w),
            "incident"
                | "accident"
                | "complaint"
                | "outage"
                | "spill"
                | "defect"
                | "death"
                | "breakdown"
                | "mishap"
                | "collision"
                | "escape"
                | "hiccup"
                | "fault"
                | "failure"
                | "upset"
                | "leak"
                | "impact"
                | "disruption"
                | "complication"
                | "reaction"
                | "alarm"
                | "blocker"
                | "problem"
                | "issue"
                | "error"
                | "regression"
                | "surprise"
                | "bug"
        )
    };
    // (Two words may qualify it: "no dam safety incidents".)
    let noun = (j + 1..j + 4)
        .take_while(|&k| s.is_word(k))
        .find(|&k| mishap(s.w(k)))
        .unwrap_or(j + 2);
    // "No faults logged since restart": a participle of the record may follow the noun.
    let after = noun
        + 1
        + usize::from(
            is_finding_participle(s.w(noun + 1))
                || matches!(
                    s.w(noun + 1),
                    "logged" | "raised" | "flagged" | "carried" | "noted"
                ),
        );
    mishap(s.w(noun))
        && (!s.is_word(after)
            || matches!(
                s.w(after),
                "at" | "in"
                    | "on"
                    | "this"
                    | "since"
                    | "so"
                    | "today"
                    | "yesterday"
                    | "for"
                    | "to"
                    | "all"
                    | "during"
                    | "across"
                    | "over"
                    | "among"
                    | "last"
                    | "yet"
                    | "either"
                    | "into"
                    | "overnight"
            ))
}

/// "No missed cues, and the revolve behaved", "No signal at the hut, as usual, so the team
/// relayed ...": the verbless "no" at `j` joined by "and", "but" or "so" (maybe after an
/// aside, "as usual") to a clause that reports, how things went (not "No refunds, and don't
/// argue": an order joined).
fn joined_to_a_report(s: &Sentence<'_, '_>, j: usize) -> bool {
    let (_, end) = s.segment_of(j);
    let mut k = s.segments.partition_point(|&(start, _)| start <= end);
    // Over an aside of a segment of its own: ", as usual,", ", again,".
    if let Some(&(aside, aside_end)) = s.segments.get(k)
        && (s.seq(aside, &["as", "usual"]) || s.seq(aside, &["as", "ever"]) || s.is(aside, "again"))
        && aside_end <= aside + 2
    {
        k += 1;
    }
    s.t.get(end).is_some_and(|t| t.is_punct(','))
        && s.segments.get(k).is_some_and(|&(next, next_end)| {
            matches!(s.w(next), "and" | "but" | "so")
                && s.is_report_clause((next + 1, next_end))
                && !has_condition_word(&s.t[j..end])
        })
}

/// "No further action.", "Action taken: no further action", "No operator action taken":
/// "no further action" or "no ... action taken" at `j`, nothing after it but closing marks,
/// an audit's or a ticket's disposition (not "No further contact with the client", nor "no
/// further action until legal replies", a hold).
fn closes_a_record(s: &Sentence<'_, '_>, j: usize) -> bool {
    let closes_at = |k: usize| {
        s.t.get(k..)
            .is_some_and(|rest| rest.iter().all(|t| matches!(t.kind, TokKind::Punct(_))))
    };
    // "No operator action taken.", "No action taken": the participle closing it, after one
    // word at most (cls50).
    let action_taken = |n: usize| {
        s.is(j + n, "action") && s.is(j + n + 1, "taken") && (n == 1 || s.is_word(j + 1))
    };
    s.seq(j + 1, &["further", "action"]) && closes_at(j + 3)
        || (1..=2).any(|n| action_taken(n) && closes_at(j + n + 2))
}

/// "Stolen: NO  Write-off: NO  Mileage: CONSISTENT": the "no" at `j` is a field's value,
/// right after its label's colon and before the next label's word and colon, a record read
/// out (cls61; not "Rule: no phones on the floor").
fn answers_a_field(s: &Sentence<'_, '_>, j: usize) -> bool {
    j > 0 && s.t[j - 1].is_punct(':') && s.t.get(j + 2).is_some_and(|t| t.is_punct(':'))
}

/// The state a checked thing was found in: "intact", "broken", "missing", "cracked"...
fn is_found_state(w: &str) -> bool {
    matches!(
        w,
        "intact" | "unbroken" | "broken" | "damaged" | "missing" | "cracked" | "torn" | "faulty"
    )
}

/// "No damage, no fire.", "No injuries, no smoke, no call-out": the verbless "no" at `j`
/// right after a comma closing a tally of mishaps ([`tallies_no_mishaps`]) of a word or
/// three, itself one word closing the sentence or before another comma: the tally goes on
/// (not "No injuries, no phones in the barn", a place banned from) (cls50).
fn continues_a_tally(s: &Sentence<'_, '_>, j: usize) -> bool {
    let (start, _) = s.segment_of(j);
    if start != j || j < 2 || !s.t[j - 1].is_punct(',') {
        return false;
    }
    let (prev, prev_end) = s.segment_of(j - 2);
    s.is_word(j + 1)
        && s.t
            .get(j + 2)
            .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
        && prev_end + 1 == j
        && prev_end - prev <= 4
        && s.is(prev, "no")
        && (tallies_no_mishaps(s, prev) || continues_a_tally(s, prev))
}

/// "Process exited with code 137, no stack trace", "Landed at 07:08 near Moynalty, no
/// damage": a verbless "no" at `j` of a word or three closing the sentence after a comma, the
/// clause before it a report (a past verb): what the event lacked, told (not "We close at
/// 11, no exceptions", nor "..., no merges after that": a closer or a time keeps a rule).
fn closes_a_report(s: &Sentence<'_, '_>, j: usize) -> bool {
    let (start, end) = s.segment_of(j);
    // The words after "no", then only the sentence's closing marks.
    let words = s.t[j + 1..end]
        .iter()
        .take_while(|t| t.kind == TokKind::Word)
        .count();
    let rest = &s.t[j + 1..j + 1 + words];
    start == j
        && j >= 2
        && s.t[j - 1].is_punct(',')
        && (1..=3).contains(&words)
        && s.t[j + 1 + words..]
            .iter()
            .all(|t| matches!(t.kind, TokKind::Punct(_)))
        && !rest.iter().any(|t| {
            matches!(
                &*t.text,
                "exceptions" | "exception" | "excuses" | "after" | "from" | "again" | "more"
            )
        })
        && !super::has_condition_word(rest)
        && !super::opens_with_subclause(s.w(0))
        && s.is_report_clause(s.segment_of(j - 2))
}

/// A participle of finding at `k` ([`is_finding_participle`]), or "noted" as one ("no lameness
/// noted"; not "noted down", written down: "no PII noted down in tickets" bans).
fn reports_a_finding_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    is_finding_participle(s.w(k)) || s.is(k, "noted") && !s.is(k + 1, "down")
}

/// "found", "detected", "reported"...: a participle telling what a check or a watch turned up
/// ("no secrets found", "no AE reported"), or what is looked for ahead ("no behaviour changes
/// intended", "no downtime expected").
fn is_finding_participle(w: &str) -> bool {
    matches!(
        w,
        "found"
            | "detected"
            | "seen"
            | "observed"
            | "identified"
            | "returned"
            | "reported"
            | "recorded"
            | "noticed"
            | "spotted"
            | "intended"
            | "expected"
            | "planned"
            | "anticipated"
            | "foreseen"
    )
}

/// "no data lost", "no staff members injured": a participle of loss at `at` closing the
/// clause after the "no" and its noun, a loss that did not happen (not "no refunds for lost
/// tickets").
fn no_loss(s: &Sentence<'_, '_>, at: usize) -> bool {
    matches!(
        s.w(at),
        "lost"
            | "hurt"
            | "harmed"
            | "injured"
            | "damaged"
            | "corrupted"
            | "trapped"
            | "affected"
            | "impacted"
    ) && !s.is_word(at + 1)
}

/// "finished", "came back", "passed"...: a word telling how a check or a run ended; "stayed",
/// "held", "remained": how a watched level kept ("the kit stayed between 2 and 8 degrees, no
/// excursions").
fn is_result_word(w: &str) -> bool {
    matches!(
        w,
        "finished"
            | "stayed"
            | "remained"
            | "held"
            | "completed"
            | "complete"
            | "done"
            | "passed"
            | "succeeded"
            | "failed"
            | "back"
            | "returned"
            | "showed"
            | "revealed"
            | "found"
            | "ran"
            | "clear"
            | "clean"
    )
}

/// The token after the "let's" or "let" at `j`, past "me" or "us" and a "just": where a verb
/// of thinking aloud would stand ("let me think", "let's just say").
fn thinking_verb_after_let(s: &Sentence<'_, '_>, j: usize) -> usize {
    let v = j + 1 + usize::from(matches!(s.w(j + 1), "me" | "us"));
    v + usize::from(s.is(v, "just"))
}

/// "Let's not kid ourselves", "let's not get ahead of ourselves", "let's not pretend ...":
/// after the "let's" (and a "not") at `j`, a verb of fooling or running ahead and
/// "ourselves", or of pretending: the speaker's aside on how things stand, no order ("Let's not overcommit ourselves this sprint" orders).
fn fools_ourselves(s: &Sentence<'_, '_>, j: usize) -> bool {
    let v = j + usize::from(s.is(j, "not"));
    match s.w(v) {
        "kid" | "fool" | "delude" | "flatter" => s.is(v + 1, "ourselves"),
        "get" => s.seq(v + 1, &["ahead", "of", "ourselves"]),
        // "Let's not pretend the harvest was anything but a disaster", "let's not sugarcoat
        // it": the speaker's verdict on how things stand.
        "pretend" | "sugarcoat" | "sugar-coat" => v > j,
        _ => false,
    }
}

/// "Build failing, prob. a stale lockfile", "Deploy pending.", "Tests passing": a noun at `j`
/// and an "-ing" form closing its clause, a status note (not "Keep going.", "Stop
/// retrying", whose verbs take an "-ing" object, nor "Report missing items").
fn states_a_status(s: &Sentence<'_, '_>, j: usize) -> bool {
    let ing = s.w(j + 1);
    ing.len() > 5
        && ing.ends_with("ing")
        && s.t.get(j + 2).is_none_or(|t| t.kind != TokKind::Word)
        && !matches!(
            s.w(j),
            "keep"
                | "stop"
                | "avoid"
                | "start"
                | "try"
                | "consider"
                | "quit"
                | "finish"
                | "begin"
                | "resume"
                | "continue"
                | "practise"
                | "practice"
                | "go"
                | "get"
                | "come"
                | "mind"
                | "risk"
                | "recommend"
                | "enjoy"
                | "suggest"
                | "allow"
                | "permit"
                | "keeping"
                | "cease"
                | "delay"
                | "postpone"
                | "imagine"
                | "skip"
        )
}

/// "Say what you will about Tom, ...", "Mind you, ...", "Believe it or not, ...", "Trust me,
/// ...", "Come to think of it, ...", "Look, ...", "give or take", "thanks be to God", "knock on
/// wood", "back in 2009", "bless her": a fixed phrase shaped as an order at token
/// `j` that only frames the speaker's remark ("Let's face it" is read with the other "let's",
/// "let me tell you" with the other "let me").
fn is_idiomatic_aside(s: &Sentence<'_, '_>, j: usize) -> bool {
    let closes = |k: usize| s.t.get(k).is_none_or(|t| t.kind != TokKind::Word);
    match s.w(j) {
        "say" => s.seq(j + 1, &["what", "you"]) && matches!(s.w(j + 3), "will" | "like" | "want"),
        "mind" => s.is(j + 1, "you") && closes(j + 2),
        "trust" => s.is(j + 1, "me") && closes(j + 2),
        // "Hokey pokey has to be the best flavour. Fight me.": a dare closing an opinion
        // (cls70a; not "fight the fire", "fight me for it").
        "fight" => s.is(j + 1, "me") && closes(j + 2),
        "believe" => s.seq(j + 1, &["it", "or", "not"]),
        "come" => s.seq(j + 1, &["to", "think", "of", "it"]),
        "go" => s.is(j + 1, "figure") && closes(j + 2),
        "mark" => s.seq(j + 1, &["my", "words"]),
        "make" => s.seq(j + 1, &["no", "mistake"]),
        // "done by Friday, give or take", "three weeks, give or take a day": an estimate's
        // leeway, both verbs of the pair.
        "give" => s.seq(j + 1, &["or", "take"]),
        "take" => j >= 2 && s.seq(j - 2, &["give", "or"]),
        // "Look, the build passed", "listen, nobody expected it": a call for attention (the
        // clause after the comma is read on its own).
        "look" | "listen" | "see" => s.t.get(j + 1).is_some_and(|t| t.is_punct(',')),
        // "... never dropped a pole in 20 yrs. knock on wood", "touch wood": a superstition
        // said after a boast.
        // "..., and not a mark on the frame, thanks be to God", "glory be": a blessing closing
        // a report (not "thanks, be careful": the comma puts the order on its own).
        "be" => j >= 1 && matches!(s.w(j - 1), "thanks" | "glory" | "praise"),
        "knock" => s.seq(j + 1, &["on", "wood"]),
        // "Bless her, the old lioness just flopped in the sun", "bless him": fondness for
        // the one named, said before a report (cls47; not "bless the boat", a rite).
        "bless" => {
            matches!(s.w(j + 1), "her" | "him" | "them" | "'em" | "you" | "us") && closes(j + 2)
        }
        "touch" => s.is(j + 1, "wood") && closes(j + 2),
        // "Break a leg tonight, everyone": good luck to performers (cls61c).
        "break" => s.seq(j + 1, &["a", "leg"]),
        // "Keep your hair on, it was a rubber snake": calm down (cls62; not "keep your helmet
        // on", nor "keep your shirt on in the sun", worn).
        "keep" => s.seq(j + 1, &["your", "hair", "on"]) && closes(j + 4),
        // "Flip, I felt bad for her", "Fetch, it was cold": Utah's minced oaths before a
        // clause with its own subject (not "Flip, then rotate the pads", "Fetch, Rex!").
        "flip" | "fetch" => {
            s.t.get(j + 1).is_some_and(|t| t.is_punct(','))
                && matches!(
                    s.w(j + 2),
                    "i" | "we" | "it" | "that" | "he" | "she" | "they"
                )
        }
        // "Back on my first feature, ...", "back in 2009", "back when I started": the time a
        // story is set in (not "Back up the DB", "back the van in").
        "back" => {
            s.is(j + 1, "when")
                || matches!(s.w(j + 1), "in" | "on")
                    && (matches!(s.w(j + 2), "my" | "our" | "his" | "her" | "their" | "those")
                        || s.seq(j + 2, &["the", "day"])
                        || s.t.get(j + 2).is_some_and(|t| t.kind == TokKind::Number))
        }
        _ => false,
    }
}

/// "fix(docket): stop double-counting weekends", "feat: add pagination": the verb at `j`
/// opens a commit subject after its type (and scope) and colon, the convention's mood, no
/// order. A type that is also a label word ("Fix: restart the server") counts only with a
/// scope.
fn heads_a_commit_subject(s: &Sentence<'_, '_>, j: usize) -> bool {
    j > 0 && commit_type_colon(s.t) == Some(j - 1)
}

/// The colon after a commit subject's type (and scope) opening the tokens: "fix(docket):",
/// "feat:", "chore(deps):". A type that is also a label word ("Fix: restart the server")
/// counts only with a scope.
fn commit_type_colon(t: &[Tok<'_>]) -> Option<usize> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let colon = (1..7.min(t.len())).find(|&k| t[k].is_punct(':'))?;
    let marked = colon > 1 && t[1].is_punct('(');
    let own_word = matches!(w(0), "feat" | "chore" | "refactor" | "perf" | "ci");
    let label_word = matches!(
        w(0),
        "fix" | "docs" | "test" | "tests" | "build" | "style" | "revert"
    );
    ((own_word && (colon == 1 || marked) || label_word && marked)
        && t[1..colon].iter().all(|x| {
            matches!(
                x.kind,
                TokKind::Word | TokKind::Punct('(' | ')' | '-' | '/')
            )
        }))
    .then_some(colon)
}

/// The tokens open with a commit subject ("chore(deps): bump the vpc module"): the text they
/// open is a commit message.
pub(crate) fn opens_a_commit_message(t: &[Tok<'_>]) -> bool {
    commit_type_colon(t).is_some()
}

/// The sentence is only "No functional changes." or "No behaviour change": in a commit
/// message ([`opens_a_commit_message`]) what the change does not alter, no ban.
pub(crate) fn notes_no_effect(t: &[Tok<'_>]) -> bool {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    w(0) == "no"
        && is_effect_word(w(1))
        && matches!(w(2), "change" | "changes")
        && t[3.min(t.len())..]
            .iter()
            .all(|x| matches!(x.kind, TokKind::Punct(_)))
}

/// "Talk later!", "Take care.", "Enjoy your weekend!", "See you Monday", "Have a great day!",
/// "Appreciate it!", "Stay safe": a sign-off at token `j` that closes its sentence or clause,
/// no order ("have a look at the logs" is one). A kiss after it closes it too ("Have a lovely
/// day x"; session 39, pol39b).
fn is_valediction(s: &Sentence<'_, '_>, j: usize) -> bool {
    let closes = |k: usize| {
        let k = k + usize::from(matches!(s.w(k), "x" | "xx" | "xxx" | "xo" | "xoxo"));
        s.t.get(k).is_none_or(|t| t.kind != TokKind::Word)
    };
    match s.w(j) {
        // "have a good one", "have a great weekend", "have a nice trip".
        "have" => {
            let k = j + 2 + usize::from(s.is_word(j + 3));
            matches!(s.w(j + 1), "a" | "an")
                && matches!(
                    s.w(k),
                    "day"
                        | "weekend"
                        | "week"
                        | "evening"
                        | "night"
                        | "one"
                        | "trip"
                        | "flight"
                        | "holiday"
                        | "vacation"
                        | "time"
                        | "afternoon"
                        | "morning"
                )
                && closes(k + 1)
        }
        "appreciate" => matches!(s.w(j + 1), "it" | "that" | "you" | "ya") && closes(j + 2),
        // "That's it, carry on!"
        "carry" => s.is(j + 1, "on") && closes(j + 2),
        // "Let us know if you have any questions": an offer of help, no order.
        "let" => {
            let have = j + 5;
            let any = have + usize::from(s.is(have, "have"));
            let what = any + usize::from(s.is(any, "any"));
            matches!(s.w(j + 1), "us" | "me")
                && s.seq(j + 2, &["know", "if", "you"])
                && what > have
                && matches!(s.w(what), "questions" | "concerns" | "issues")
        }
        "stay" => matches!(s.w(j + 1), "safe" | "well" | "warm" | "dry") && closes(j + 2),
        "talk" | "speak" | "chat" => {
            matches!(
                s.w(j + 1),
                "later" | "soon" | "tomorrow" | "tmrw" | "tmr" | "tonight" | "then"
            ) && closes(j + 2)
        }
        "catch" => s.seq(j + 1, &["you", "later"]) && closes(j + 3),
        "take" => s.is(j + 1, "care") && closes(j + 2),
        "see" => s.is(j + 1, "you") && (closes(j + 2) || closes(j + 3)),
        "enjoy" => {
            let k = j + 1 + usize::from(matches!(s.w(j + 1), "your" | "the"));
            matches!(
                s.w(k),
                "weekend"
                    | "day"
                    | "evening"
                    | "holiday"
                    | "holidays"
                    | "trip"
                    | "break"
                    | "vacation"
                    | "lunch"
                    | "dinner"
            ) && closes(k + 1)
        }
        _ => false,
    }
}
