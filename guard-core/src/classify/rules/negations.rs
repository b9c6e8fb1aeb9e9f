//! Negations scoped over an action with a subject: "we don't deploy on Fridays", "you can't use
//! prod", "card data never goes into logs", "asked us not to email".

use super::reported::is_standing_word;
use super::{Found, REACH, Sentence, Subject, addressed_to_you, is_courtesy_verb, push};
use crate::classify::CueKind;
use crate::classify::lexicon as lx;
use crate::classify::text::TokKind;

/// "The hayride tractor don't leave the barn till every kid's sat down, I don't care how much
/// fussin' there is": an act denied in the present ("don't" or "doesn't", a subject before it,
/// an act's verb after it), whoever or whatever its subject, then ", I don't care how ..."
/// (or "what", "if", "who"), the speaker insisting on it: a rule (not "he doesn't like it, I
/// don't care how much it costs", a state, nor "the van didn't start, ...", a past) (cls61).
fn denied_with_insistence(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let Some(tag) = (2..s.t.len()).find(|&k| {
        s.t[k - 1].is_punct(',')
            && s.seq(k, &["i", "don't", "care"])
            && matches!(s.w(k + 3), "how" | "what" | "if" | "who" | "whether")
    }) else {
        return;
    };
    let clause = s.clause_of(tag - 2);
    let denied = (clause.0 + 1..clause.1).find(|&k| {
        matches!(s.w(k), "don't" | "doesn't")
            && s.is_word(k - 1)
            && s.has(k + 1, lx::BASE_VERB)
            && !lx::is_stative_verb(s.w(k + 1))
    });
    // (A condition's own past, "till every kid's sat down", tells nothing of the rule.)
    let condition = (clause.0..clause.1)
        .find(|&k| super::has_condition_word(&s.t[k..=k]))
        .unwrap_or(clause.1);
    if let Some(k) = denied.filter(|_| !s.is_report_clause((clause.0, condition))) {
        push(found, CueKind::NegatedAction, s.range(k, k + 1), true);
    }
}

/// The words at which [`negations`] looks: every word its `match` names (class
/// `lexicon::BAN_HEAD`; a word missing here is never looked at).
#[rustfmt::skip]
pub(crate) const NEGATION_HEAD_WORDS: &[&str] = &[
    "don't", "doesn't", "won't", "can't", "cannot", "do", "does", "will", "can", "never", "not",
    // (Asked by `nor_for_dont`.)
    "nor",
];

/// Negation scoped over an action with a subject: "we don't deploy on Fridays", "you can't
/// use prod", "card data never goes into logs", "asked us not to email".
pub(super) fn negations(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    paused_until(s, found);
    nor_for_dont(s, found);
    denied_with_insistence(s, found);
    for i in s.heads(lx::BAN_HEAD) {
        let w = s.w(i);
        let (neg_end, modal) = match w {
            "don't" | "doesn't" | "won't" | "can't" | "cannot" => (i, w),
            "do" | "does" | "will" | "can" if s.is(i + 1, "not") => (i + 1, w),
            // "None of them can have nuts": "can" granted to nobody.
            "can" if super::granted_to_none(s, i) => (i, "none can"),
            // "You told me never to run migrations on Fridays" = "... not to run ...".
            "never"
                if s.is(i + 1, "to")
                    && i > 0
                    && matches!(
                        s.w(i - 1),
                        "us" | "me" | "you" | "them" | "him" | "her" | "everyone" | "staff"
                    ) =>
            {
                (i + 1, "not to")
            }
            // "That mule don't never stand still": a doubled negation, read at its "don't"
            // (as "that mule don't stand still" is: cls68b).
            "never"
                if !(i > 0
                    && matches!(
                        s.w(i - 1),
                        "don't" | "doesn't" | "didn't" | "won't" | "can't" | "ain't"
                    )) =>
            {
                (i, w)
            }
            "not"
                if s.is(i + 1, "to")
                    && i > 0
                    && matches!(
                        s.w(i - 1),
                        "us" | "me"
                            | "you"
                            | "them"
                            | "him"
                            | "her"
                            | "agents"
                            | "everyone"
                            | "staff"
                            | "remember"
                            | "try"
                            | "sure"
                            | "careful"
                    ) =>
            {
                (i + 1, "not to")
            }
            // "Admin password: not to be shared via chat", "files not to be deleted".
            "not" if s.seq(i + 1, &["to", "be"]) && s.past_participle_at(i + 3) => {
                (i + 2, "not to be")
            }
            _ => continue,
        };
        // "Jory reckons he'll never eat another apple after this season": what someone will
        // do, guessed ("reckons", "probably": a hedged sentence), binds nobody (cls69a; not
        // "You'll never leave the gate open", no guess, nor "I reckon you should never ...").
        // Nor does a vow told on someone's behalf, a report verb before the pronoun and
        // "again" after ("Says he'll never lift a pair of scissors again", cls70d).
        if w == "never"
            && i > 0
            && matches!(s.w(i - 1), "he'll" | "she'll" | "they'll")
            && (s.hedged || reported_vow(s, i))
        {
            continue;
        }
        let subject = s.subject(i);
        // (A subjectless "cannot" opening a sentence of Singapore English is read below.)
        if subject == Subject::None && i == 0 && !matches!(w, "cannot" | "can't")
            || i > 0 && s.subject_before(i).is_none() && matches!(w, "don't" | "never" | "do")
        {
            continue; // clause-initial: the imperative detector owns it
        }
        // "Interns can't always find the page", "tests don't always pass": not every time,
        // a frequency, not a ban. Said to "you" it stays a caution ("you cannot always rely
        // on the cache").
        if s.is(neg_end + 1, "always") && !addressed_to_you(s, i) {
            continue;
        }
        // "Visitors don't usually stay past four", "the volunteers don't bother with the
        // sheet": how often or how keenly others do a thing, a description.
        if subject != Subject::None
            && (matches!(
                s.w(neg_end + 1),
                "usually" | "typically" | "normally" | "generally" | "often" | "tend"
            ) || s.is(neg_end + 1, "bother")
                && matches!(s.w(neg_end + 2), "with" | "to" | "about")
                && !addressed_to_you(s, i))
        {
            continue;
        }
        let mut v = neg_end + 1;
        while matches!(
            s.w(v),
            "ever" | "really" | "just" | "even" | "directly" | "actually"
        ) {
            v += 1;
        }
        v += s.so_much_as_at(v);
        let verb = s.w(v);
        if !s.is_word(v) || lets_someone_live_it_down(s, v) {
            continue;
        }
        let clause = s.clause_of(i);
        let binds = match modal {
            "not to be" => true,
            // What nobody of a group may keep or do ("none of the kids can have sugar",
            // "none of the temps can access payroll"), not what none of them is able to do
            // ("none of them can swim", "none of us can make it").
            "none can" => {
                verb == "have" && s.is_word(v + 1) && !matches!(s.w(v + 1), "it" | "been" | "to")
                    || is_permission_verb(verb)
                    || directs_a_hand(s, v, clause)
            }
            // Not "told me not to worry", nor a past care ("he was careful not to leak it"),
            // nor a request made at a past time ("last week Tom told us not to chase it";
            // "... told us yesterday never to call again" stands).
            "not to" => {
                let past_care = i >= 2
                    && matches!(s.w(i - 1), "careful" | "sure")
                    && matches!(s.w(i - 2), "was" | "were");
                let past_request = i >= 2
                    && s.looks_past_at(i - 2)
                    && s.names_a_past_time()
                    && !(i..clause.1).any(|k| is_standing_word(s.w(k)));
                !(is_courtesy_verb(verb)
                    || past_care
                    || past_request
                    || order_to_a_third_party_answered(s, i, clause))
            }
            "never" => {
                let fault = subject == Subject::Noun && reports_a_thing_never_completing(s, v);
                // "I can never remember which one it is", "we can never find the remote": the
                // speaker's own failing, not a rule.
                let failing = i >= 2
                    && matches!(s.w(i - 1), "can" | "could")
                    && matches!(s.w(i - 2), "i" | "we")
                    && (lx::is_stative_verb(verb)
                        || matches!(
                            verb,
                            "find"
                                | "remember"
                                | "recall"
                                | "tell"
                                | "figure"
                                | "keep"
                                | "get"
                                | "sleep"
                                | "decide"
                        ));
                // "We never say never with this crew": the idiom, either "never" of it.
                let never_say_never = s.seq(i, &["never", "say", "never"])
                    || i >= 2 && s.seq(i - 2, &["never", "say", "never"]);
                // "These new racks, you never know what's going on", "you never know,
                // do you": the idiom of what nobody can tell ahead, "know" closing the clause
                // or before a question word (cls70a; not "you never know the root password
                // by heart", nor "we never know about outages till ...").
                let never_know = verb == "know"
                    && (s.t.get(v + 1).is_none_or(|t| t.kind != TokKind::Word)
                        || matches!(
                            s.w(v + 1),
                            "what" | "what's" | "who" | "when" | "how" | "if" | "whether"
                        ));
                // "The rain never let up", "he never put it back": one thing's or one
                // person's verb without the present's "-s" is a past spelled as its base.
                let bare_past = s.subject_before(i).is_some_and(|j| {
                    let one = matches!(s.w(j), "he" | "she" | "it")
                        || !s.w(j).ends_with('s')
                            && j > 0
                            && matches!(s.w(j - 1), "the" | "a" | "an" | "this" | "that");
                    one && !verb.ends_with('s') && s.has(v, lx::BASE_VERB)
                });
                let surprise = even_after_a_report(s, neg_end, clause);
                !s.looks_past_at(v)
                    && !surprise
                    && !bare_past
                    && !failing
                    && !never_say_never
                    && !never_know
                    && !matches!(subject, Subject::Thing | Subject::Speaker)
                    && !fault
                    // "The horses never seem to mind", "guests never care about the view":
                    // an attitude, no act; "he never once follows it himself": "not even
                    // once", a telling (cls50); "those caps are never worth the money": a
                    // judgement of value (cls70d).
                    && !matches!(
                        verb,
                        "again"
                            | "worth"
                            | "once"
                            | "mind"
                            | "been"
                            | "had"
                            | "was"
                            | "were"
                            | "did"
                            | "seem"
                            | "seems"
                            | "tend"
                            | "care"
                            | "bother"
                            | "notice"
                            | "like"
                            | "love"
                            | "believe"
                            | "understand"
                    )
                    && !praises_a_habit(s, i, v)
                    && !wondered_at(s, i)
                    && !forecasts_with_going_to(s, i, v)
                    && !vouches_for_character(s, i)
                    && !surprise_in_would_never_know(s, i, verb)
                    && !judged_by_degree(s, i)
                    && !s.is_report_clause(clause)
            }
            // "The client doesn't want AI-generated images": a principal's wish.
            "don't" | "doesn't"
                if matches!(verb, "want" | "like")
                    && !s.is(v + 1, "it")
                    && s.subject_before(i).is_some_and(|j| s.has(j, lx::PRINCIPAL)) =>
            {
                true
            }
            "don't" | "do" | "doesn't" | "does" => match subject {
                // ("Told him no way, we don't even sell those": surprise, cls68a.)
                Subject::Agent if even_after_a_report(s, neg_end, clause) => false,
                Subject::Agent => {
                    !lx::is_stative_verb(verb)
                        || verb == "get"
                            && !matches!(
                                s.w(v + 1),
                                "it" | "why"
                                    | "what"
                                    | "how"
                                    | "many"
                                    | "much"
                                    | "enough"
                                    | "a"
                                    | "the"
                                    | "any"
                            )
                        || verb == "have" && s.is(v + 1, "to")
                }
                // "I don't want ...", and a user's standing habit the agent must plan around:
                // "I don't eat shellfish", "I don't work on weekends", "I don't fly at night".
                Subject::Speaker => {
                    matches!(verb, "want" | "like") && !s.is(v + 1, "it")
                        || modal != "does"
                            && matches!(
                                verb,
                                "eat"
                                    | "drink"
                                    | "fly"
                                    | "drive"
                                    | "work"
                                    | "travel"
                                    | "smoke"
                                    | "accept"
                            )
                }
                // "Dr. Okafor doesn't take new patients on Fridays", "the depot doesn't accept
                // deliveries on weekends": a third party's standing habit on recurring days,
                // which a plan must keep to; and a kind of thing kept out of a place, whatever
                // the negation ("knives do not go in the dishwasher").
                Subject::Noun => {
                    (matches!(modal, "doesn't" | "don't")
                        && (!lx::is_stative_verb(verb)
                            && (v + 1..clause.1)
                                .any(|k| s.is(k, "on") && on_recurring_days(s.w(k + 1)))
                            || grant_leaves_out(s, i, verb)
                            // "The boat doesn't leave the quay without the vessel master's
                            // sign-off": an act held to someone's leave (pol43).
                            || !lx::is_stative_verb(verb) && held_to_a_permission(s, clause)
                            || !lx::is_stative_verb(verb) && role_held_until_a_step(s, i, v, clause))
                        || generic_subject(s, i) && kept_out_of_a_place(s, v, clause)
                        || refuses_to_permit(s, v))
                        && !s.is_report_clause(clause)
                }
                _ => false,
            },
            "won't" | "will" => {
                // "we won't", "you won't", "the assistant won't": a policy about who acts
                // here; "the vendor won't deliver" forecasts.
                practice_ended(s, i, v, clause)
                    || subject == Subject::Noun
                        && refuses_to_permit(s, v)
                        && !s.is_report_clause(clause)
                    || subject == Subject::Agent
                        && matches!(
                            s.w(s.subject_before(i).unwrap_or(0)),
                            "we" | "you"
                                | "assistant"
                                | "agent"
                                | "agents"
                                | "bot"
                                | "bots"
                                | "model"
                        )
                        && !lx::is_stative_verb(verb)
                        && (verb != "be"
                        // "You won't be reimbursed for first-class tickets": a policy.
                        || s.w(s.subject_before(i).unwrap_or(0)) == "you"
                            && s.w(v + 1).ends_with("ed")
                            && !lx::is_epistemic_be_complement(s.w(v + 1)))
            }
            "can't" | "cannot" | "can" => match subject {
                // ("We can't bake them fast enough on Saturdays": what the team manages, not
                // a ban.)
                Subject::Agent if s.w(s.subject_before(i).unwrap_or(0)) == "we" => {
                    bars_any_presence(s, v)
                        || !lx::is_stative_verb(verb)
                            && !finds_out(verb)
                            && !(v + 1..clause.1).any(|k| s.is(k, "enough"))
                            && !matches!(
                                verb,
                                "wait"
                                    | "believe"
                                    | "tell"
                                    | "stand"
                                    | "afford"
                                    | "access"
                                    | "log"
                                    | "connect"
                                    | "get"
                                    | "be"
                                    | "ship"
                                    | "make"
                                    | "keep"
                                    | "do"
                            )
                }
                // "The vendor can't deliver before March": what one named party is able to do;
                // "the intern can't give out the wifi code" restricts what they are allowed.
                Subject::Agent if is_one_third_party(s, i) => {
                    verb == "be" && s.past_participle_at(v + 1)
                        || directs_a_hand(s, v, clause)
                        || held_to_a_permission(s, clause)
                }
                // "You can't go wrong with either", "I can't thank you enough", "if you can't
                // make it Thursday", "you can't beat them": idioms.
                // "Users can't log in since the deploy": an outage since an event, told (to
                // "you" it stays a rule: "you can't deploy since the freeze began").
                Subject::Agent => {
                    !(lx::is_stative_verb(verb)
                        || matches!(verb, "wait" | "believe" | "complain" | "thank")
                        // "The QA team can't reproduce the desync": a search that fails
                        // (to "you" it stays a rule: "you can't reproduce the photos").
                        || finds_out(verb) && !addressed_to_you(s, i)
                        || verb == "go" && s.is(v + 1, "wrong")
                        // "Ye cannot beat them for a summer do", "you can't beat the system":
                        // praise or futility (cls68b).
                        || verb == "beat" && s.is_word(v + 1)
                        || verb == "make" && s.is(v + 1, "it")
                        || since_an_event(s, v, clause) && !addressed_to_you(s, i))
                        || verb == "be" && s.past_participle_at(v + 1)
                        // "Tenants can't have pets", "users can't have two accounts": what
                        // they may keep, not a state ("you can't have it both ways").
                        || verb == "have"
                            && s.is_word(v + 1)
                            && !matches!(s.w(v + 1), "it" | "been" | "to" | "that" | "this")
                            // "You can't have finished already": a guess about the past.
                            && !s.past_guess_at(v)
                }
                // "Pharmacists cannot dispense antibiotics without a prescription",
                // "scaffolding can't go up until the survey is back": a class (a bare plural
                // or a mass noun) held to a condition ("cats can't swim" states an ability).
                // "Customer data can't leave the EU", "screenshots can't go in public decks":
                // a class of things kept out of a place or a content.
                Subject::Noun => {
                    verb == "be" && s.past_participle_at(v + 1)
                        || held_to_a_permission(s, clause)
                        || s.subject_before(i).is_some_and(|j| is_hired_help(s.w(j)))
                            && directs_a_hand(s, v, clause)
                        // "The help desk can't reset passwords for contractors": what an
                        // office of the house may do for others ("the desk can't hold that
                        // much weight" is a thing's ability).
                        || s.subject_before(i).is_some_and(|j| names_an_office(s, j))
                            && (directs_a_hand(s, v, clause)
                                || is_service_act(verb) && hand_on_an_object(s, v, clause))
                        || generic_subject(s, i) && moves_or_holds(s, v)
                        || {
                            let held = || {
                                (v + 1..clause.1).any(|k| {
                                    matches!(
                                        s.w(k),
                                        "without" | "unless" | "until" | "before" | "anywhere"
                                    )
                                })
                            };
                            bare_plural_subject(s, i) && (is_permission_verb(verb) || held())
                                || generic_subject(s, i) && starts_or_goes_ahead(verb) && held()
                                // "The export pallet can't leave until the document's been
                                // issued": one thing kept from moving until a release
                                // (corpus35b; not "the desk can't hold that much weight").
                                || definite_thing(s, i)
                                    && (moves_or_holds(s, v) || starts_or_goes_ahead(verb))
                                    && (v + 1..clause.1).any(|k| {
                                        matches!(s.w(k), "until" | "till")
                                            && waits_on_an_event(s, k)
                                    })
                        }
                }
                // "Eh, cannot put the durian in the same chiller as the dairy lah": Singapore
                // English leaves the subject out of a ban, which its particles mark as said
                // (not "Cannot reproduce the crash lah", a search that fails, nor "can't wait
                // lah"; without a particle "Cannot reproduce." is a report's).
                Subject::None if modal != "can" => {
                    says_a_ban_in_singapore_english(s, i, v)
                        || subjectless_ban_until_an_event(s, i, v, clause)
                }
                _ => false,
            },
            _ => false,
        };
        if binds {
            let from = s.subject_before(i).unwrap_or(i);
            push(found, CueKind::NegatedAction, s.range(from, v), true);
        }
    }
}

/// "(The shipment clear already lah,) customs never even open the crate", "(Told him no
/// way,) we don't even sell those": "even" after the negation ending at `neg_end`, in a
/// clause after a report, marks surprise at what is so, not a rule ("customs never open the
/// crate" may be one, and "contractors never even touch prod" is).
fn even_after_a_report(s: &Sentence<'_, '_>, neg_end: usize, clause: (usize, usize)) -> bool {
    s.is(neg_end + 1, "even") && clause.0 > 0 && s.is_report_clause((0, clause.0))
}

/// The act in `clause` is held to someone's leave in its sentence: "(the caterer can't) change
/// the menu without the head's approval", "without the head's approval, (the caterer can't
/// change ...)", "(the vendor can't) ship unless we sign off": what one party is allowed,
/// not what it is able to do.
fn held_to_a_permission(s: &Sentence<'_, '_>, clause: (usize, usize)) -> bool {
    (0..clause.1).any(|k| {
        matches!(s.w(k), "without" | "unless")
            && (k + 1..(k + 6).min(clause.1))
                .any(|j| super::modals::is_permission_noun(s.w(j)) || s.seq(j, &["sign", "off"]))
    }) && !s.is_report_clause(clause)
}

/// "(scaffolding can't) go up", "(work can't) start", "(building can't) proceed": the verb
/// says an activity gets under way, which a condition can hold back (not "cement can't set",
/// what a thing can do).
fn starts_or_goes_ahead(verb: &str) -> bool {
    matches!(
        verb,
        "go" | "start" | "begin" | "proceed" | "resume" | "continue" | "open" | "launch" | "ship"
    )
}

/// "(we can't) have any downtime", "have anyone on the roof" at `v`: a house keeps out
/// whatever or whoever follows; "have lost the keys", "have been the first" guess.
fn bars_any_presence(s: &Sentence<'_, '_>, v: usize) -> bool {
    s.is(v, "have")
        && match s.w(v + 1) {
            "anyone" | "anybody" | "anything" => true,
            // "any fun", "any luck", "any idea": a lack felt, not one kept.
            "any" => !matches!(s.w(v + 2), "fun" | "luck" | "idea" | "clue" | "say"),
            _ => false,
        }
}

/// "the new one would never do that", "she'd never forget a dose": "would never" at `i`
/// vouches for what someone is like, a guess; said of "you" or "we" it stays a rule ("we
/// would never share the keys").
fn vouches_for_character(s: &Sentence<'_, '_>, i: usize) -> bool {
    let Some(b) = i.checked_sub(1) else {
        return false;
    };
    let before = s.w(b);
    let who = if matches!(before, "would" | "'d") {
        s.subject_before(b).map_or("", |j| s.w(j))
    } else if before.ends_with("'d") {
        before
    } else {
        return false;
    };
    !matches!(who, "you" | "we" | "you'd" | "we'd")
}

/// "You'd never guess it", "you would never know", "you'd never think it to look at him": the
/// "Says he'll never lift a pair of scissors again", "says she'll never set foot in the place
/// again": a neutral report verb right before the pronoun of the "never" at `i`, and "again"
/// later in its clause: someone's vow about their own future, told (not "Says you'll never
/// lift the scissors by the blades", nor "he says he'll never approve overtime").
fn reported_vow(s: &Sentence<'_, '_>, i: usize) -> bool {
    i >= 2
        && s.has(i - 2, lx::NEUTRAL_REPORT_VERB)
        && !matches!(s.w(i - 2), "is" | "made")
        && (i + 1..s.clause_of(i).1).any(|k| s.is(k, "again"))
}

/// "never" at `i` after "would" or "'d" and a verb of knowing, surprise at how a thing seems,
/// no deed kept from anyone (cls52; "you'd never share the keys" stays a rule). "You'll never
/// guess", "you will never believe it": the same surprise told ahead (cls69b; "you'll never
/// share the keys" stays a rule).
fn surprise_in_would_never_know(s: &Sentence<'_, '_>, i: usize, verb: &str) -> bool {
    i > 0
        && matches!(
            s.w(i - 1),
            "would" | "'d" | "you'd" | "we'd" | "i'd" | "they'd" | "will" | "you'll" | "'ll"
        )
        && matches!(
            verb,
            "guess" | "know" | "think" | "imagine" | "suspect" | "believe"
        )
}

/// "A piano tuned by app is never quite right", "the coffee is never too hot": "is", "are",
/// "'s" or "'re" before the "never" at `i` and a word of degree after it ("quite", "very",
/// "too", "so", "that", "really"), a judgement of how a thing turns out, no act kept from
/// anyone (cls69b; "The gate is never open after dark", no degree, stays a rule).
fn judged_by_degree(s: &Sentence<'_, '_>, i: usize) -> bool {
    i > 0
        && matches!(s.w(i - 1), "is" | "are" | "'s" | "'re")
        && matches!(
            s.w(i + 1),
            "quite" | "very" | "too" | "so" | "that" | "really"
        )
}

/// "The waiver doesn't cover weekends", "our plan doesn't include API access": what a grant
/// named by the subject of the negation at `i` leaves out, a limit in force.
fn grant_leaves_out(s: &Sentence<'_, '_>, i: usize, verb: &str) -> bool {
    matches!(verb, "cover" | "include" | "allow" | "permit" | "extend")
        && s.subject_before(i)
            .is_some_and(|j| super::limits::is_allowance_noun(s.w(j)))
}

/// "The venue won't permit candles", "the school doesn't allow phones in exams": a party
/// that will not permit a thing at `v`, a ban in force for whoever acts there (not "the app
/// won't let me log in", a fault: "let" is left out).
fn refuses_to_permit(s: &Sentence<'_, '_>, v: usize) -> bool {
    matches!(s.w(v), "allow" | "permit" | "accept" | "tolerate")
        && s.is_word(v + 1)
        && !matches!(s.w(v + 1), "me" | "us" | "him" | "her" | "them" | "that")
}

/// "They never miss a pour", "she never fails to reply", "he'll never let you down": "never"
/// at `i` before its verb at `v` praises a habit (or a person who can be relied on: "let" someone
/// "down", cls50). Said of "you" or the assistant it stays a rule ("you never miss a dose",
/// "the bot never fails to cite"), and so does an order opening the sentence ("Never let
/// them down").
fn praises_a_habit(s: &Sentence<'_, '_>, i: usize, v: usize) -> bool {
    let verb = s.w(v);
    let lets_down = matches!(verb, "let" | "lets")
        && i > 0
        && matches!(
            s.w(v + 1),
            "you" | "us" | "me" | "him" | "her" | "them" | "anyone" | "anybody"
        )
        && s.is(v + 2, "down");
    (matches!(verb, "miss" | "misses" | "fail" | "fails") || lets_down)
        && !said_of_you_or_the_agent(s, i)
}

/// "Biscuit never pulls on the lead, it's uncanny", "she never cries at the vet, which is
/// amazing": the speaker's wonder at the habit closing the sentence after the "never" at `i`
/// tells it as a marvel seen, not a rule kept ("nobody skis today, it's weird", asked by
/// [`held_until_a_condition`](super::stated_policies::held_until_a_condition)). Said of "you"
/// or the assistant it stays one.
pub(super) fn wondered_at(s: &Sentence<'_, '_>, i: usize) -> bool {
    let n = s.t.len();
    let end = if s.t.last().is_some_and(|t| t.kind != TokKind::Word) {
        n - 1
    } else {
        n
    };
    let wonder = end > i + 2
        && matches!(
            s.w(end - 1),
            "uncanny"
                | "amazing"
                | "incredible"
                | "remarkable"
                | "weird"
                | "strange"
                | "odd"
                | "funny"
                | "hilarious"
                | "bizarre"
                | "impressive"
                | "unreal"
                | "adorable"
                | "wonderful"
        )
        && (end.saturating_sub(5).max(1)..end - 1).any(|k| {
            s.t[k - 1].is_punct(',')
                && (matches!(s.w(k), "it's" | "that's") || s.seq(k, &["which", "is"]))
        });
    wonder && !said_of_you_or_the_agent(s, i)
}

/// The subject before `i` is "you", "we" or the assistant: what they never do is a rule,
/// however it is praised or marvelled at.
fn said_of_you_or_the_agent(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.subject_before(i).is_some_and(|j| {
        matches!(
            s.w(j),
            "you" | "we" | "assistant" | "agent" | "bot" | "model" | "ai"
        )
    })
}

/// "We're never going to hear the end of it", "this build is never going to finish before
/// lunch": "never going to" after `i` forecasts, said of anyone but "you" or the assistant
/// ("you're never going to share these numbers" orders), or of "we" and an act a house keeps
/// from ("we're never going to store card data", a policy). `v` is the verb after "never".
fn forecasts_with_going_to(s: &Sentence<'_, '_>, i: usize, v: usize) -> bool {
    if !(s.is(v, "going") && s.is(v + 1, "to") || s.is(v, "gonna")) {
        return false;
    }
    let Some(mut j) = s.subject_before(i) else {
        return true;
    };
    // "this build is never ...", "you are never ...": the subject before the copula.
    if j > 0 && matches!(s.w(j), "is" | "are" | "'re" | "'s" | "am") {
        j -= 1;
    }
    // "We're never going to store card data": a house policy, an act the team may keep
    // from (not "we're never going to hear the end of it").
    let to = if s.is(v, "gonna") { v } else { v + 1 };
    let policy = matches!(s.w(j), "we" | "we're")
        && (is_permission_verb(s.w(to + 1))
            || matches!(
                s.w(to + 1),
                "ask" | "store" | "charge" | "call" | "send" | "keep"
            ));
    !matches!(s.w(j), "you" | "you're" | "u") && !super::names_the_ai(s.w(j)) && !policy
}

/// Days that recur: a weekday in the plural ("Fridays"), "weekends", "holidays".
pub(super) fn on_recurring_days(w: &str) -> bool {
    matches!(w, "weekends" | "holidays" | "weekdays")
        || w.strip_suffix('s').is_some_and(|day| {
            matches!(
                day,
                "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday"
            )
        })
}

/// A verb of finding something out ("reproduce", "find", "pinpoint"): "can't" before it says
/// a search failed ("the QA team can't reproduce the bug"), never that it is forbidden.
fn finds_out(w: &str) -> bool {
    matches!(
        w,
        "find"
            | "reproduce"
            | "replicate"
            | "repro"
            | "figure"
            | "locate"
            | "pinpoint"
            | "trace"
            | "recall"
            | "remember"
            | "explain"
    )
}

/// What a class of people may be kept from doing ("tutors can't share exam questions"), as
/// against an ability ("penguins can't fly").
pub(super) fn is_permission_verb(w: &str) -> bool {
    matches!(
        w,
        "share"
            | "access"
            | "enter"
            | "use"
            | "post"
            | "publish"
            | "sell"
            | "bring"
            | "approve"
            | "sign"
            | "delete"
            | "accept"
            | "issue"
            | "dispense"
            | "prescribe"
            | "disclose"
            | "contact"
            | "email"
            | "edit"
            | "merge"
            | "deploy"
            | "wear"
            | "smoke"
            | "park"
            | "photograph"
            | "film"
            | "feed"
    )
}

/// People hired to act for the user in their home or errands ("the nanny", "our cleaner"): what
/// they can't do is what the user allows them.
fn is_hired_help(w: &str) -> bool {
    matches!(
        w,
        "nanny"
            | "nannies"
            | "babysitter"
            | "sitter"
            | "cleaner"
            | "cleaners"
            | "housekeeper"
            | "caregiver"
            | "carer"
            | "tutor"
            | "gardener"
            | "walker"
            | "chauffeur"
            | "housesitter"
            | "pair"
            | "caterer"
            | "chef"
            | "cook"
            | "handyman"
            | "painter"
            | "movers"
            | "landscaper"
            | "groomer"
    )
}

/// The subject noun at `j` names an office that serves others: a desk named by its service
/// ("help desk", "front desk", not "the desk"), "reception", "payroll", "billing", "accounts
/// payable".
fn names_an_office(s: &Sentence<'_, '_>, j: usize) -> bool {
    match s.w(j) {
        "desk" => j > 0 && s.is_word(j - 1) && !super::opens_object(s.w(j - 1)),
        "payable" | "receivable" => j > 0 && s.is(j - 1, "accounts"),
        w => matches!(
            w,
            "helpdesk" | "reception" | "payroll" | "billing" | "procurement" | "dispatch"
        ),
    }
}

/// An act an office does for whoever asks: "reset", "refund", "waive", "extend"... (not
/// "hold" or "store", which things do).
fn is_service_act(w: &str) -> bool {
    matches!(
        w,
        "reset"
            | "refund"
            | "waive"
            | "extend"
            | "cancel"
            | "change"
            | "override"
            | "unlock"
            | "release"
            | "process"
            | "authorize"
            | "authorise"
            | "grant"
            | "install"
    )
}

/// "We still don't let him live it down", "they never let me live it down", "Tom never lets
/// them forget it": the teasing idiom, "let" or "lets" at `v` with its person and "live it
/// down" or "forget it" closing the clause, orders nothing (cls67c: "forget it"; not "never
/// let them forget the gate code", a thing to keep in mind).
fn lets_someone_live_it_down(s: &Sentence<'_, '_>, v: usize) -> bool {
    matches!(s.w(v), "let" | "lets")
        && (v + 2..v + 4).any(|k| {
            s.seq(k, &["live", "it", "down"]) || s.seq(k, &["forget", "it"]) && !s.is_word(k + 2)
        })
}

/// A verb at `v` acting on an object the user owns or minds, with its object after it ("take the
/// kids to the lake", "use bleach on the floors"), in a clause that tells no incident ("since",
/// "today", "anymore") nor a regret ("sadly"): a hand someone is allowed or not, not an
/// ability.
fn directs_a_hand(s: &Sentence<'_, '_>, v: usize, clause: (usize, usize)) -> bool {
    let acts_on = is_permission_verb(s.w(v))
        || matches!(
            s.w(v),
            "take"
                | "give"
                | "bring"
                | "drive"
                | "feed"
                | "serve"
                | "invite"
                | "let"
                | "leave"
                | "buy"
                | "order"
                | "spend"
                | "offer"
                | "create"
                | "smoke"
                | "start"
                | "touch"
        );
    acts_on && hand_on_an_object(s, v, clause)
}

/// The verb at `v` has its object after it, not a time or a place ("can't start until
/// Friday"), in a clause that tells no incident ("since", "today", "anymore") nor a regret
/// ("sadly"): what [`directs_a_hand`] and an office's service ask besides the verb.
pub(super) fn hand_on_an_object(s: &Sentence<'_, '_>, v: usize, clause: (usize, usize)) -> bool {
    // An object follows, not a time or a place ("can't start until Friday", "come at 9").
    let object = s.is_word(v + 1)
        && !super::is_preposition(s.w(v + 1))
        && !matches!(
            s.w(v + 1),
            "it" | "up"
                | "off"
                | "out"
                | "away"
                | "back"
                | "place"
                | "care"
                | "time"
                | "long"
                | "until"
                | "till"
                | "before"
                | "by"
                | "at"
                | "for"
                | "with"
                | "without"
                | "today"
                | "tomorrow"
                | "tonight"
                | "now"
                | "yet"
                | "next"
                | "this"
                | "anymore"
                | "again"
                | "here"
                | "there"
                | "home"
        );
    let incident = (v + 1..clause.1.min(v + REACH)).any(|k| {
        matches!(
            s.w(k),
            "since" | "today" | "tonight" | "anymore" | "yet" | "now" | "currently"
        )
    });
    // "Sadly the tutor can't offer more sessions": a regret, so what they are unable to do.
    let regretted = matches!(
        s.w(0),
        "sadly" | "unfortunately" | "unluckily" | "apparently"
    );
    object && !incident && !regretted
}

/// "since the deploy", "since Monday" after the verb at `v` in `clause`: a state that began at
/// an event, not "since it holds payroll" (a reason).
pub(super) fn since_an_event(s: &Sentence<'_, '_>, v: usize, clause: (usize, usize)) -> bool {
    (v + 1..clause.1.min(v + REACH)).any(|k| {
        s.is(k, "since")
            && s.t.get(k + 1).is_some_and(|t| {
                t.kind == TokKind::Number
                    || t.kind == TokKind::Word
                        && !matches!(
                            &*t.text,
                            "it" | "they"
                                | "we"
                                | "he"
                                | "she"
                                | "you"
                                | "i"
                                | "this"
                                | "that"
                                | "there"
                                | "those"
                                | "these"
                        )
            })
    })
}

/// Where a thing may go or what it may hold, at token `v`: "leave the EU", "go in the deck",
/// "contain your username", "exceed 10 MB" (not "go wrong", "come true").
fn moves_or_holds(s: &Sentence<'_, '_>, v: usize) -> bool {
    match s.w(v) {
        "leave" | "contain" | "include" | "exceed" | "mention" | "reference" | "cross"
        | "enter" | "ship" => true,
        "go" | "come" | "move" | "travel" => matches!(
            s.w(v + 1),
            "in" | "into"
                | "inside"
                | "to"
                | "on"
                | "onto"
                | "out"
                | "outside"
                | "through"
                | "past"
                | "beyond"
                | "near"
                | "over"
                | "above"
                | "below"
                | "under"
                | "off"
                | "back"
                | "home"
                | "abroad"
                | "upstairs"
                | "downstairs"
        ),
        _ => false,
    }
}

/// "(Knives don't) go in the dishwasher", "(phones do not) go on the line", "(loan objects
/// do not) leave the store": the verb at `v` puts a kind of thing in or on a place, or takes
/// it out of one, in a clause that tells no fault ("don't go in properly", "go on anymore": a
/// thing that fails to fit).
fn kept_out_of_a_place(s: &Sentence<'_, '_>, v: usize, clause: (usize, usize)) -> bool {
    (s.is(v, "go") && matches!(s.w(v + 1), "in" | "into" | "inside" | "on" | "onto")
        // "Loan objects do not leave the climate-controlled store": kept in it.
        || s.is(v, "leave") && matches!(s.w(v + 1), "the" | "this" | "our" | "their"))
        // ("Hens don't leave the coop much in winter": a habit.)
        && !(v + 2..clause.1).any(|k| {
            matches!(
                s.w(k),
                "properly"
                    | "anymore"
                    | "easily"
                    | "fully"
                    | "right"
                    | "straight"
                    | "well"
                    | "much"
                    | "often"
            )
        })
}

/// The subject before `i` opens its clause with no determiner in front ("customer data",
/// "screenshots of customer dashboards"): a kind of thing, not one thing ("the printer").
pub(super) fn generic_subject(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.subject_before(i).is_some_and(|j| {
        let (start, _) = s.segment_of(i);
        j >= start
            && j - start <= 4
            && (start..=j).all(|k| s.is_word(k) && !super::names_one_thing(s.w(k)))
    })
}

/// "Patient doesn't sit in the waiting area until all three are done", "driver doesn't leave
/// the cab until the chocks are in": one person named by a bare role noun right before the
/// negation at `i` (no determiner: a procedure's telegraphic style), whose act (at `v`) waits
/// for a step ("until" or "till" and something done) (cls62; not "the patient doesn't sit
/// until ...", one person told of, nor "my brother doesn't sleep until 2", no role, nor "...
/// until Monday", a day).
fn role_held_until_a_step(
    s: &Sentence<'_, '_>,
    i: usize,
    v: usize,
    clause: (usize, usize),
) -> bool {
    i >= 1
        && generic_subject(s, i)
        && s.subject_before(i) == Some(i - 1)
        && s.segment_of(i).0 == i - 1
        && super::modals::names_a_role(s.w(i - 1))
        && (v + 1..clause.1).any(|k| matches!(s.w(k), "until" | "till") && waits_on_an_event(s, k))
}

/// The "until" at `k` waits on something done ("until the document's been issued"), not a
/// day or a time ("until Monday", "until 5pm", "until next week").
fn waits_on_an_event(s: &Sentence<'_, '_>, k: usize) -> bool {
    let at = k + 1 + usize::from(matches!(s.w(k + 1), "next" | "the" | "this"));
    s.is_word(at)
        && s.is_word(at + 1)
        && !crate::classify::numbers::is_time_or_date(s.t, at)
        && !crate::classify::numbers::is_date_word(s.t, at)
        && !crate::classify::numbers::names_a_date(s.w(at))
        && !crate::classify::numbers::is_time_unit(s.w(at))
}

/// The subject before `i` is named with "the" and at most three words ("the export pallet";
/// a person is read as an agent before this is asked).
fn definite_thing(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.subject_before(i).is_some_and(|j| {
        let (start, _) = s.segment_of(i);
        s.is(start, "the") && j > start && j - start <= 3 && (start + 1..=j).all(|k| s.is_word(k))
    })
}

/// The subject before `i` is a plural noun with nothing before it: a class ("pharmacists",
/// "contractors"), not one party.
fn bare_plural_subject(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.subject_before(i).is_some_and(|j| {
        let noun = s.w(j);
        // The noun opens its clause (the first one for a verb after "but": "contractors
        // can view it but can't edit it").
        let (start, _) = s.segment_of(j);
        j == start && noun.len() > 3 && noun.ends_with('s') && !noun.ends_with("ss")
    })
}

/// The subject before `i` is one definite third party ("the vendor", "my colleague"), not the
/// agent, the user or a class of people ("interns", "contractors").
fn is_one_third_party(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.subject_before(i).is_some_and(|j| {
        let noun = s.w(j);
        j > 0
            && matches!(
                s.w(j - 1),
                "the" | "my" | "our" | "their" | "his" | "her" | "that" | "this"
            )
            && !noun.ends_with('s')
            && !matches!(
                noun,
                "agent" | "assistant" | "bot" | "model" | "ai" | "user" | "customer" | "client"
            )
    })
}

/// "Nor fly da eagle owl in da arfternoon session dis week", "da launch nor go out past da
/// reef line widout da skipper say so": "nor" for "don't", as Falklands and Tristan da Cunha
/// English say it, right before a verb of a deed in its base form, with its object or
/// complement after it, and no negative before it in the sentence: a ban. Not "neither the
/// launch nor the dinghy went out" or "he did not call, nor write" (a negative before it), nor
/// "nor did I", "nor can we", "nor have they" (an auxiliary: standard English's inversion),
/// nor "nor the wind" (no verb).
fn nor_for_dont(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    for i in s.heads(lx::BAN_HEAD) {
        if s.w(i) != "nor" {
            continue;
        }
        let verb = i + 1;
        let deed = s.has(verb, lx::BASE_VERB)
            && !s.has(verb, lx::STATIVE_VERB | lx::MODAL)
            && !matches!(
                s.w(verb),
                "do" | "have" | "be" | "need" | "dare" | "shine" | "will" | "shall" | "can"
            )
            && s.is_word(verb + 1);
        let negative_before = (0..i).any(|k| {
            let w = s.w(k);
            matches!(
                w,
                "neither"
                    | "not"
                    | "no"
                    | "never"
                    | "nothing"
                    | "nobody"
                    | "none"
                    | "nor"
                    | "without"
            ) || w.ends_with("n't")
        });
        if deed && !negative_before {
            push(found, CueKind::NegatedAction, s.range(i, verb), true);
            return;
        }
    }
}

/// "We're not taking on new clients until Q3", "I'm not approving anything before the audit":
/// an activity paused until a time or an event, said in the present by the one who decides;
/// or refused with no exception: "We're not doing overnight trains on this trip, full stop".
fn paused_until(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    for i in s.heads(lx::BAN_HEAD) {
        if !s.is(i, "not") || i == 0 {
            continue;
        }
        let present_be = matches!(
            s.w(i - 1),
            "we're" | "i'm" | "are" | "am" | "they're" | "you're"
        ) && (i < 2 || !matches!(s.w(i - 2), "if" | "when" | "while"));
        // An action, not a perception ("we're not seeing errors until the cache warms up").
        let progressive = s.w(i + 1).ends_with("ing")
            && s.w(i + 1).len() > 4
            && !matches!(
                s.w(i + 1),
                "seeing" | "getting" | "noticing" | "finding" | "hearing" | "receiving" | "feeling"
            );
        let until = (i + 2..s.t.len().min(i + REACH)).any(|k| {
            matches!(s.w(k), "until" | "till" | "before")
                && s.t
                    .get(k + 1)
                    .is_some_and(|t| matches!(t.kind, TokKind::Word | TokKind::Number))
        });
        // Not a state said flatly: "we're not doing well, period".
        let refused = || {
            !matches!(
                s.w(i + 2),
                "well" | "great" | "good" | "fine" | "ok" | "okay" | "badly" | "bad" | "so" | "too"
            ) && super::stated_policies::exception_closer(s.t, &s.words).is_some()
        };
        if present_be && progressive && (until || refused()) {
            push(found, CueKind::NegatedAction, s.range(i, i + 1), true);
        }
    }
}

/// "This loop never terminates", "the page never loads on Safari": a thing that never
/// finishes, succeeds or endures, with no object after its verb (at `v`), reports a fault; "the
/// function never returns null" states a contract, "the bot never posts in #general" a rule.
fn reports_a_thing_never_completing(s: &Sentence<'_, '_>, v: usize) -> bool {
    matches!(
        s.w(v),
        "finishes"
            | "terminates"
            | "completes"
            | "loads"
            | "passes"
            | "returns"
            | "converges"
            | "halts"
            | "succeeds"
            | "works"
            | "compiles"
            | "boots"
            | "resolves"
            // "Fine-line work on the hands never holds up", "the glue never lasts": a thing
            // that does not endure (cls69b).
            | "holds"
            | "lasts"
    ) && (!s.is_word(v + 1)
        || super::is_preposition(s.w(v + 1))
        || matches!(
            s.w(v + 1),
            "if" | "when" | "unless" | "again" | "anymore" | "for" | "at" | "with"
        )
        || s.seq(v, &["holds", "up"]))
}

/// "Priya told them not to release the room block; they agreed": a past order to a third
/// party ("them", "him", "her" after a past verb, the "not" at `i`), whose answer a later
/// clause of the sentence tells ("they agreed", "he refused"): a story of someone else's
/// order, not the agent's. ("The client told them not to share it" stays a rule.)
fn order_to_a_third_party_answered(
    s: &Sentence<'_, '_>,
    i: usize,
    (_, clause_end): (usize, usize),
) -> bool {
    i >= 2
        && matches!(s.w(i - 1), "them" | "him" | "her")
        && s.looks_past_at(i - 2)
        && (clause_end..(clause_end + REACH).min(s.t.len())).any(|k| {
            matches!(s.w(k), "they" | "he" | "she")
                && (k == 0 || matches!(s.t[k - 1].kind, TokKind::Punct(_)))
                && s.looks_past_at(k + 1)
        })
}
/// "Drivers won't be idling engines outside the school anymore", "we won't be accepting cash
/// any longer": a group (a plural noun, "we", "you") told it stops doing a thing, the
/// progressive after "won't be" (at `v`) closed by "anymore" or "any longer". Not "I won't be
/// needing the car anymore" (the speaker, a state), nor "they won't be coming anymore" (a
/// forecast about a party). `i` is the "won't" or "will".
fn practice_ended(
    s: &Sentence<'_, '_>,
    i: usize,
    v: usize,
    (_, clause_end): (usize, usize),
) -> bool {
    let doing = s.w(v + 1);
    let ended = || {
        (v + 2..clause_end)
            .any(|k| s.is(k, "anymore") || s.is(k + 1, "longer") && matches!(s.w(k), "any" | "no"))
    };
    let group = || {
        s.subject_before(i).is_some_and(|j| {
            let w = s.w(j);
            matches!(w, "we" | "you")
                || w.len() > 3
                    && w.ends_with('s')
                    && !w.ends_with("ss")
                    && !s.has(j, lx::ENGLISH_FUNCTION_WORD)
        })
    };
    s.is(v, "be")
        && doing.len() > 4
        && doing.ends_with("ing")
        && !lx::is_stative_verb(&doing[..doing.len() - 3])
        && !matches!(doing, "having" | "being" | "getting" | "going" | "coming")
        && ended()
        && group()
}

/// The verb at `v` names an act one may be barred from: a listed base verb, not a state, a
/// search ("reproduce"), a wait or a bearing ("can't wait", "cannot tahan").
fn is_bannable_act(s: &Sentence<'_, '_>, v: usize) -> bool {
    let verb = s.w(v);
    s.has(v, lx::BASE_VERB)
        && !lx::is_stative_verb(verb)
        && !finds_out(verb)
        && !matches!(
            verb,
            "wait" | "believe" | "stand" | "make" | "tahan" | "take"
        )
}

/// "Can't ship any of the sav to the distributor till the export cert comes through": a
/// subjectless "can't" at `i` opening the sentence, an act at `v`, held off until an event
/// ("till", "until", "unless" and a clause of its own), a ban (not "can't reproduce until
/// tomorrow", a search, nor "can't wait till Friday").
fn subjectless_ban_until_an_event(
    s: &Sentence<'_, '_>,
    i: usize,
    v: usize,
    clause: (usize, usize),
) -> bool {
    // (Not "can't be more than a couple of weeks till ...", a guess; "can't be sellin' the
    // stout till ..." is an act.)
    let doing = s.w(v + 1);
    let progressive =
        doing.ends_with("ing") || doing.len() > 4 && doing.trim_end_matches('\'').ends_with("in");
    i == 0
        && is_bannable_act(s, v)
        && (!s.is(v, "be") || progressive)
        && (v + 1..clause.1)
            .any(|k| matches!(s.w(k), "till" | "until" | "unless") && waits_on_an_event(s, k))
}

/// A subjectless "cannot" or "can't" at `i` opening its clause (maybe after a discourse word,
/// "Eh,"), an action verb at `v`, and a particle of Singapore or Malaysian English in the
/// sentence ("lah", "leh", "lor", "hor", "sia", "ah", "meh") or a tag asking assent (", ok?"): a ban said
/// in that English. One compare of the verb's class and a bounded walk for the particle.
fn says_a_ban_in_singapore_english(s: &Sentence<'_, '_>, i: usize, v: usize) -> bool {
    // (Or after a dash or a colon naming what the bans are about: "Eh, for the show —
    // cannot mention competitors lah".)
    let opens = i == 0
        || (0..i).all(|k| s.has(k, lx::DISCOURSE) || s.t[k].is_punct(','))
        || s.t[i - 1].is_punct('—')
        || s.t[i - 1].is_punct(':');
    opens
        && is_bannable_act(s, v)
        && ((v..s.t.len().min(v + REACH))
            .any(|k| super::is_closing_particle(s.w(k)))
            // "Eh, cannot send the draft before Aunty Mei check it, ok?": a tag asking assent.
            || super::is_tag_question(s.t))
}
