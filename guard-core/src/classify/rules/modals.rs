//! Deontic modals and obligations (must, shall, should, have to, need to, required...), told apart
//! from their epistemic readings ("it must be a stale lockfile") and from past obligations.

use super::{Found, Sentence, Subject, addressed_to_you, push};
use crate::classify::CueKind;
use crate::classify::lexicon as lx;
use crate::classify::numbers;
use crate::classify::text::{Tok, TokKind};
use crate::classify::word_set::WordSet;

/// A negated auxiliary or "not": "can't", "don't", "isn't", "not".
fn is_negated_auxiliary(w: &str) -> bool {
    matches!(
        w,
        "not"
            | "can't"
            | "cannot"
            | "don't"
            | "doesn't"
            | "won't"
            | "isn't"
            | "aren't"
            | "didn't"
            | "wasn't"
            | "weren't"
    )
}

/// A permission or approval to obtain: "sign-off", "approval", "consent"...
pub(super) fn is_permission_noun(w: &str) -> bool {
    matches!(
        w,
        "sign-off"
            | "signoff"
            | "approval"
            | "approvals"
            | "review"
            | "reviews"
            | "consent"
            | "permission"
            | "authorization"
            | "authorisation"
            | "signature"
            | "confirmation"
    )
}

/// "Bizin wait li finn sign the log before anybody load green beans": Mauritian and
/// Seychellois Creole "bizin" ("must", "need to"), maybe after "nou", "ou" or "zot" ("we",
/// "you", "they"), opening the sentence before a verb (cls61).
fn creole_bizin(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let at = usize::from(matches!(s.w(0), "nou" | "ou" | "zot"));
    if !s.question && s.is(at, "bizin") && s.is_word(at + 1) && s.is_word(at + 2) {
        push(found, CueKind::DeonticModal, s.range(0, at), true);
    }
}

/// "Nomoa smok klosap long stoa": Bislama "nomoa" ("no more", "don't") opening the
/// sentence before a verb, a ban (dia68; not "nomoa" after its word, "tri man nomoa", "only
/// three men", nor before a word that opens no verb, "Nomoa, hem i go"). Asked of the first
/// word only.
fn bislama_no_more(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.is(0, "nomoa") && !s.question && s.is_word(1) && !s.has(1, lx::NOT_A_VERB) {
        push(found, CueKind::Prohibition, s.range(0, 1), true);
    }
}

/// "Yu mas switchim off kwiktaem", "Olketa orders mas go out bifoa 12 klok Friday for
/// catchim Honiara boat": Bislama and Solomons Pijin "mas" ("must") after its subject and
/// before a verb; "iu no sendem eni invoice": "no" before a transitive verb of the creole
/// ("sendem", "send" and its "-em"), "don't". Read only in a sentence that reads as the
/// creole, holding such a verb ([`creole_transitive`]) or the plural "olketa", so that "mas" (Trinidad's carnival,
/// "play mas") and English "no" are left alone (cls67b).
fn pijin_force(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // Asked of every sentence: a sentence with neither word has no trigger to visit.
    if s.question || !s.holds_any(&const { WordSet::of_words(&["no", "mas"]) }) {
        return;
    }
    // ("Olketa orders mas go out ...": Pijin's plural "olketa", "olgeta" marks the creole
    // too. Asked only after a "mas": "no" is common, and its verb is the creole's mark.)
    let reads_as_the_creole = || {
        (0..s.t.len()).any(|k| creole_transitive(s.w(k)) || matches!(s.w(k), "olketa" | "olgeta"))
    };
    for i in s.heads(lx::TRIGGER).filter(|&i| i > 0) {
        let next = s.w(i + 1);
        if s.is(i, "no") && (creole_transitive(next) || bislama_cannot(s, i)) {
            push(found, CueKind::NegatedAction, s.range(i, i + 1), true);
        } else if s.is(i, "mas")
            && s.is_word(i - 1)
            && (s.has(i + 1, lx::BASE_VERB)
                || creole_transitive(next)
                || creole_verb_after_mas(s, i + 1))
            && reads_as_the_creole()
        {
            push(found, CueKind::DeonticModal, s.range(i, i + 1), true);
        }
    }
}

/// "Olketa box mas stap insaed long container": a verb of the creole the lexicon does not
/// know ("stap", "finis", "kam") after "mas" at `k`, a word that opens no clause (not "mas
/// long", "mas an"; asked only in a sentence that reads as the creole; dia68).
fn creole_verb_after_mas(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.is_word(k) && s.t[k].class == 0
}

/// "Vanilla i no save go aot long stoa": Bislama "i no save" ("cannot") at the "no" at `i`,
/// the predicate marker "i" after its subject and a verb after "save" (dia68; not "I no
/// save ..." opening the sentence, the pronoun, nor "no save" without the marker, nor a past
/// told after the lead "Bifo," ("formerly": "Bifo, roasting i no save stat bifo 6 klok").
fn bislama_cannot(s: &Sentence<'_, '_>, i: usize) -> bool {
    i >= 2
        && s.is(i - 1, "i")
        && s.is_word(i - 2)
        && s.is(i + 1, "save")
        && s.is_word(i + 2)
        && !(s.is(0, "bifo") && s.t.get(1).is_some_and(|t| t.is_punct(',')))
}

/// "switchim", "catchim", "sendem": an English verb and the "-im" or "-em" that Bislama and
/// Solomons Pijin put on a verb taking an object, the verb a word the lexicon knows (not
/// "victim", "problem", "system": no word before the ending).
fn creole_transitive(w: &str) -> bool {
    w.len() > 5
        && w.strip_suffix("im")
            .or_else(|| w.strip_suffix("em"))
            .is_some_and(|stem| lx::classes(stem) != 0)
}

/// "The urn's to be off by half five", "nobody's to touch the till", "the manager's to sign
/// it", "the foam's not to be used", "the collection's not to come out": "is to" (or "is not
/// to") contracted onto the noun before it, a duty (not "it's to keep the dust out",
/// a purpose, "the plan's to launch in May", an intention, nor "Dad's to blame").
fn contracted_is_to(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // (A sentence with no word ending in "'s" has no contracted "is".)
    if s.question || !s.holds_any(&WordSet::ENDING_IN_APOSTROPHE_S) {
        return;
    }
    for i in 1..s.t.len() {
        // "to" is a function word (a unit test holds it to it): one bit test turns most
        // tokens away before any compare.
        if s.t[i].class & lx::ENGLISH_FUNCTION_WORD == 0 || s.t[i].text != "to" {
            continue;
        }
        // "the foam's not to be used": "not" between the contracted "is" and "to" (pol46).
        let negated = i >= 2 && s.is(i - 1, "not");
        let Some(noun) = s.w(i - 1 - usize::from(negated)).strip_suffix("'s") else {
            continue;
        };
        if noun.is_empty() {
            continue;
        }
        let verb = i + 1;
        // "there's to be no caving while the lambing's on": a ban on what may happen (cls53)
        // (not "there's to be a party on Friday", an arrangement).
        if noun == "there" && !negated && s.seq(verb, &["be", "no"]) {
            push(found, CueKind::Prohibition, s.range(i - 1, verb + 2), true);
            return;
        }
        // "the collection's not to come out of the vault": negated, any verb after "to" (an
        // unlisted one too, not a function word) is what the duty bars (cls60).
        let unlisted_barred = negated && s.is_word(verb) && !s.has(verb, lx::ENGLISH_FUNCTION_WORD);
        let duty = (s.is(verb, "be") || s.has(verb, lx::BASE_VERB) || unlisted_barred)
            && !s.is(verb, "blame");
        let purpose = matches!(
            noun,
            "it" | "that"
                | "this"
                | "there"
                | "what"
                | "here"
                | "let"
                | "who"
                | "where"
                | "plan"
                | "idea"
                | "aim"
                | "goal"
                | "point"
                | "trick"
                | "hope"
                | "intention"
                | "thinking"
                | "dream"
                | "objective"
                | "purpose"
                | "answer"
                | "solution"
                | "secret"
                | "thing"
                | "mission"
                | "ambition"
                | "wish"
        );
        if duty && !purpose && !s.is_report_clause(s.clause_of(i)) {
            push(
                found,
                CueKind::DeonticModal,
                s.range(i - 1 - usize::from(negated), verb),
                true,
            );
            return;
        }
    }
}

/// "The boss would rather you didn't reply-all on anything from the regional office": "would
/// rather" (at `i`, "rather") before "you" and a negated past form, a ban put as anyone's wish
/// (not "would rather you came", a preference with no ban, nor "would rather not say", the
/// speaker's own) (pol43).
fn would_rather_you_not(s: &Sentence<'_, '_>, i: usize) -> bool {
    i >= 1
        && s.is(i, "rather")
        && s.is(i - 1, "would")
        && s.is(i + 1, "you")
        && (matches!(s.w(i + 2), "didn't" | "weren't") || s.is(i + 2, "did") && s.is(i + 3, "not"))
}

/// "It's on you to rotate the keys", "it is your job to check the invoices": a duty handed to
/// the one addressed, before the verb it names (not "it was your job to ...", a past duty).
fn assigned_duty(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question {
        return;
    }
    // (Without "you" or "your", no walk.)
    if !s.holds_any(&const { WordSet::of_words(&["you", "your"]) }) {
        return;
    }
    let present = |k: usize| matches!(s.w(k), "it's" | "is" | "that's");
    // "you" and "your" are trigger words: only the sentence's heads can be one.
    let duty = s.heads(lx::TRIGGER).find_map(|i| {
        let (start, to) = match s.w(i) {
            "you" if i >= 2 && s.is(i - 1, "on") => (i - 2, i + 1),
            "your"
                if i >= 1
                    && matches!(
                        s.w(i + 1),
                        "job" | "responsibility" | "duty" | "task" | "role"
                    ) =>
            {
                (i - 1, i + 2)
            }
            _ => return None,
        };
        (present(start) && s.is(to, "to") && s.has(to + 1, lx::BASE_VERB)).then_some((start, to))
    });
    if let Some((start, to)) = duty {
        push(found, CueKind::DeonticModal, s.range(start, to), true);
    }
}

/// A present duty ("is" at `be`, "responsible for", "in charge of" or "tasked with" after it)
/// of a person or a role named by its subject ("courier", "bookkeeper", "the night nurse") to do the act
/// named at `act` ("photographing the parcel"); not of a program part ("the parser is
/// responsible for validating tokens") nor a cause ("the cache is responsible for most of the
/// latency", no act).
fn duty_of_a_role(s: &Sentence<'_, '_>, be: usize, act: usize) -> bool {
    let Some(j) = s.subject_before(be) else {
        return false;
    };
    let w = s.w(j);
    let acts = super::names_an_act(s, act);
    // "Whoever opens is responsible for ...": a person picked out by what they do.
    let whoever = s.is(s.segment_of(be).0, "whoever");
    let person = s.has(j, lx::PRINCIPAL | lx::AGENT_SUBJECT) && !s.has(j, lx::THING_PRONOUN)
        || names_a_role(w.strip_suffix('s').unwrap_or(w))
        || names_a_titled_role(w)
        || whoever;
    acts && person && !s.is_report_clause(s.clause_of(be))
}

/// After "is" / "are" at `be`, a request's participle ("asked", "requested"), maybe after a
/// courtesy ("kindly", "politely", "respectfully"), then "to" or "not to" and a verb ("are
/// kindly requested not to photograph", "are asked to remove"; not "are asked about it", no
/// act asked) (cls50).
fn requested_act_after(s: &Sentence<'_, '_>, be: usize) -> bool {
    let p = be
        + 1
        + usize::from(matches!(
            s.w(be + 1),
            "kindly" | "politely" | "respectfully" | "also"
        ));
    let to = p + 1 + usize::from(s.is(p + 1, "not"));
    matches!(s.w(p), "asked" | "requested")
        && s.is(to, "to")
        && s.is_word(to + 1)
        && !s.has(to + 1, lx::NOT_A_VERB | lx::ENGLISH_FUNCTION_WORD)
}

/// The subject before the verb at `v` names people: a principal or agent noun, or a role
/// ("enumerators", "visitors"; not "the questions").
fn names_people_before(s: &Sentence<'_, '_>, v: usize) -> bool {
    s.subject_before(v).is_some_and(|j| {
        let w = s.w(j);
        s.has(j, lx::PRINCIPAL | lx::AGENT_SUBJECT) && !s.has(j, lx::THING_PRONOUN)
            || names_a_role(w.strip_suffix('s').unwrap_or(w))
    })
}

/// "most of the latency", "40% of the revenue", "half the delays" at `k`: a share of what
/// was caused, a blame, not a duty.
fn names_a_share(s: &Sentence<'_, '_>, k: usize) -> bool {
    matches!(s.w(k), "most" | "much" | "half" | "part" | "some")
        || numbers::is_quantity_at(s.t, k) && (k + 1..k + 4).any(|m| s.is(m, "of"))
}

/// A short title or an acronym naming a person's role, which no ending tells ("the PI",
/// "the DM", "the GM", "the EM", "the chair"); not a thing's acronym ("PR", "API", "GPU").
pub(super) fn names_a_titled_role(w: &str) -> bool {
    matches!(
        w,
        "pi" | "dm"
            | "gm"
            | "em"
            | "po"
            | "ta"
            | "ra"
            | "md"
            | "rn"
            | "np"
            | "ea"
            | "coo"
            | "cio"
            | "cmo"
            | "cpo"
            | "svp"
            | "evp"
            | "dri"
            | "sme"
            | "chair"
            | "chef"
            | "cook"
            | "rep"
            | "aide"
    )
}

/// A noun that names a person by what they do ("courier", "bookkeeper", "florist",
/// "librarian", "attendant", "trainee"), not a program part that ends alike ("parser",
/// "scheduler", "monitor").
pub(super) fn names_a_role(w: &str) -> bool {
    let role_ending = w.len() > 4
        && [
            "er", "or", "ist", "ian", "ant", "ent", "ee", "man", "woman", "person",
        ]
        .iter()
        .any(|e| w.ends_with(e));
    role_ending
        && !matches!(
            w,
            "parser"
                | "handler"
                | "scheduler"
                | "worker"
                | "controller"
                | "router"
                | "server"
                | "loader"
                | "runner"
                | "compiler"
                | "linter"
                | "formatter"
                | "logger"
                | "wrapper"
                | "helper"
                | "adapter"
                | "builder"
                | "listener"
                | "consumer"
                | "producer"
                | "dispatcher"
                | "container"
                | "layer"
                | "buffer"
                | "timer"
                | "checker"
                | "validator"
                | "generator"
                | "iterator"
                | "allocator"
                | "collector"
                | "monitor"
                | "processor"
                | "resolver"
                | "renderer"
                | "tracker"
                | "crawler"
                | "scraper"
                | "indexer"
                | "encoder"
                | "decoder"
                | "serializer"
                | "filter"
                | "cluster"
                | "component"
                | "element"
                | "segment"
                | "environment"
                | "deployment"
                | "department"
                | "document"
                | "endpoint"
                | "interpreter"
                | "executor"
                | "sensor"
                | "detector"
                | "connector"
                | "selector"
                | "computer"
                | "printer"
        )
}

/// Deontic modals and obligations (must, shall, should, have to, need to, required...), told
/// apart from their epistemic readings ("it must be a stale lockfile").
pub(super) fn modals(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.hypothetical {
        return;
    }
    assigned_duty(s, found);
    contracted_is_to(s, found);
    creole_bizin(s, found);
    pijin_force(s, found);
    bislama_no_more(s, found);
    for i in s.heads(lx::MODAL) {
        let w = s.w(i);
        // Asked only by the arms that need it.
        let subject = || s.subject(i);
        let deontic = match w {
            // The commonest modal words first (no other arm names them). "The night nurse is
            // in charge of logging every dose", "the porter is tasked with checking the
            // doors": a role's duty to act.
            "is" | "are"
                if let Some(len) = super::duty_phrase_len(s.t, i)
                    && (subject_is_agent(s, i)
                        || duty_of_a_role(s, i, i + 1 + len)
                        || s.subject_before(i)
                            .is_some_and(|j| names_a_titled_role(s.w(j)))) =>
            {
                !s.question
            }
            // "Enumerators are kindly requested not to photograph the altar room", "visitors
            // are asked to remove their shoes": a request put to a class of people.
            "is" | "are"
                if requested_act_after(s, i)
                    && (subject_is_agent(s, i) || names_people_before(s, i)) =>
            {
                // (Its present "is" / "are" says when; the courtesy before the participle is
                // no report: "are kindly asked".)
                !s.question && !s.names_a_past_time()
            }
            // "is not to", "are to be", "is to file", "is only to be used".
            "is" | "are" | "you're" | "we're" | "they're" => {
                let to = if matches!(s.w(i + 1), "only" | "never" | "always") {
                    i + 2
                } else {
                    i + 1
                };
                // "Delays are to be expected": an idiom that forecasts.
                let forecast = s.seq(to + 1, &["be", "expected"]);
                !s.question
                    && !forecast
                    && (s.seq(i + 1, &["not", "to"])
                        || s.is(to, "to")
                            && (s.is(to + 1, "be")
                                || s.has(to + 1, lx::BASE_VERB)
                                || unlisted_bare_verb_at(s, to + 1)
                                // "Crew are to remain seated": a state to keep.
                                || s.is(to + 1, "remain")))
            }
            "must" | "mustn't" | "must've" => !s.question && must_is_deontic(s, i, subject()),
            "shall" | "shan't" => !s.question && !matches!(s.w(i + 1), "we" | "i"),
            // Jamaican "fi" after its subject and before a listed verb: "nobody fi drive di
            // forklift", "yuh fi lock di door" (not "mi want fi go", "him have fi go": "to"
            // after a verb of wanting or having).
            "fi" => {
                !s.question
                    && i > 0
                    && s.is_word(i - 1)
                    && s.has(i + 1, lx::BASE_VERB)
                    && (matches!(s.w(i - 1), "nobody" | "everybody" | "yuh" | "unu" | "you")
                        || s.has(i - 1, lx::AGENT_SUBJECT))
            }
            "should" | "shouldn't" | "ought" => !s.question && should_is_deontic(s, i, subject()),
            // "You'd better not touch it", "you had better lock up", "best not to run it on a
            // Friday" (not "I'd better go", the speaker's plan, nor "it had better be good").
            "better" | "best" => {
                // (The subject stands before "had": "it had better be good".)
                let modal = if i > 0 && matches!(s.w(i - 1), "had" | "'d") {
                    i - 1
                } else {
                    i
                };
                let subject = s.subject(modal);
                if let Some(verb) = had_better_at(s.t, i)
                    && !s.question
                    && subject != Subject::Speaker
                    && !(subject == Subject::Thing && s.is(verb, "be"))
                {
                    let from = s.subject_before(modal).filter(|&j| j + 3 >= i).unwrap_or(i);
                    push(found, CueKind::DeonticModal, s.range(from, i + 1), true);
                }
                continue;
            }
            "have" | "has" | "got" | "gotta" | "need" | "needs" | "'ve" | "you've" | "we've"
            | "they've"
                if (s.is(i + 1, "to") || w == "gotta") =>
            {
                !s.question && obligation_is_deontic(s, i, subject())
            }
            // "It needs weighed and quarantined before anybody opens a sack", "the floor
            // needs swept": "needs" and a participle, "to be" left out (Scots, Ulster and
            // Pittsburgh English), an action owed on a thing as "needs to be weighed" is.
            "need" | "needs" if needs_done(s, i) => {
                // (A forecast, "it may need weighed", binds nobody.)
                let forecast = i > 0 && matches!(s.w(i - 1), "may" | "might" | "could" | "would");
                !(s.question || forecast || subject() == Subject::Speaker || s.names_a_past_time())
            }
            "need" | "needs" | "requires" | "require"
                if (matches!(subject(), Subject::Noun | Subject::Agent)
                    || acts_on_a_pronoun_before(s, i))
                    && !s.question
                    // "the cache may need a warm-up": a forecast.
                    && !(i > 0 && matches!(s.w(i - 1), "may" | "might" | "could" | "would")) =>
            {
                let next = s.w(i + 1);
                // "requires QA sign-off", "requires written consent": a permission to obtain.
                let permission =
                    (i + 1..(i + 4).min(s.t.len())).any(|k| is_permission_noun(s.w(k)));
                // "Deleting from the bucket requires listing the items first": a step
                // required ("needs fixing" says a thing is broken).
                let required_step =
                    matches!(w, "requires" | "require") && next.len() > 4 && next.ends_with("ing");
                (matches!(
                    next,
                    "a" | "an" | "the" | "two" | "three" | "at" | "being" | "both"
                ) || permission
                    || required_step
                    || numbers::is_quantity_at(s.t, i + 1))
                    && !s.is_report_clause(s.clause_of(i))
                    // "Every time I open it, the app needs a restart": how a thing behaves.
                    && !super::opens_with_a_told_occasion(s)
            }
            // "Manager approval needed for refunds", "two approvals are needed before merge": a
            // permission to obtain, stated telegraphically (not "the approval needed for it came
            // yesterday", nor "we needed approval").
            "needed" => {
                let noun = if i >= 2 && matches!(s.w(i - 1), "is" | "are") {
                    i - 2
                } else {
                    i.saturating_sub(1)
                };
                i > 0
                    && is_permission_noun(s.w(noun))
                    && !matches!(
                        s.w(0),
                        "the" | "this" | "that" | "our" | "their" | "his" | "her"
                    )
                    && !s.question
            }
            // "Vents turned at 6 sharp — not optional", "helmets are not optional": a duty
            // said by denying the choice (cls68a; not "the tour was not optional", a past, nor
            // "is optional", a choice left, nor "It is not optional here", a pronoun pressing
            // the rule told before it, which the rewrite check aligns with no lone
            // "Mandatory.").
            "optional" => {
                let denied = i > 0 && matches!(s.w(i - 1), "not" | "isn't" | "aren't" | "never");
                let past = i > 1 && matches!(s.w(i - 2), "was" | "were");
                denied
                    && !past
                    && !matches!(s.w(0), "it" | "it's" | "this" | "that" | "that's")
                    && !s.question
                    && !s.names_a_past_time()
            }
            "required" | "mandatory" | "compulsory" | "obligatory" | "non-negotiable"
            | "essential" | "imperative" | "supposed" | "important" | "crucial" | "critical"
            | "vital" | "necessary" => {
                // "was required" reports; "not required" lifts (both bind nothing), but "not
                // supposed to" forbids.
                let before = |k: usize| {
                    i >= k
                        && match s.w(i - k) {
                            "was" | "were" | "wasn't" | "weren't" | "had" => true,
                            "not" | "isn't" | "aren't" | "no" => w != "supposed",
                            _ => false,
                        }
                };
                // ("next action: none required": a status, nothing owed; "Last washout: 14
                // days ago (required every 30)": a reading's annotation.)
                if praised_as_required_reading(s, i)
                    || i > 0 && s.is(i - 1, "none")
                    || super::in_brackets_after_a_figure(s, i)
                {
                    continue;
                }
                let negated =
                    i >= 1 && matches!(s.w(i - 1), "not" | "isn't" | "aren't" | "no" | "longer");
                if negated && !s.question && w != "supposed" {
                    push(found, CueKind::Revocation, s.range(i - 1, i), true);
                    continue;
                }
                // "Inspection passed, no further action required": a lifted requirement
                // reporting a check's outcome (the imperative rule reads "no ... required").
                // ("No further action required", alone: a ticket closed.)
                if (2..=3).any(|k| {
                    i >= k
                        && s.is(i - k, "no")
                        && (super::follows_a_result(s, i - k)
                            || s.seq(i - k + 1, &["further", "action"]))
                }) {
                    continue;
                }
                // "The validator treats venue_id as required", "the form marks it as
                // required": how a thing is treated, described (not "top up the oil as
                // required", an order).
                // "The run held at 134 °C for 3 minutes as required": a past done as the rule
                // asked reports it kept (no modal in the clause: "drained tanks must be
                // refilled as required" orders).
                if i > 0
                    && s.is(i - 1, "as")
                    && (s.clause_of(i).0..i - 1).any(|k| s.looks_past_at(k))
                    && (s.clause_of(i).0..i - 1).all(|k| !s.has(k, lx::MODAL))
                {
                    continue;
                }
                if i > 0
                    && s.is(i - 1, "as")
                    && (s.clause_of(i).0..i - 1).any(|k| {
                        matches!(
                            s.w(k),
                            "treats"
                                | "marks"
                                | "flags"
                                | "lists"
                                | "counts"
                                | "considers"
                                | "shows"
                                | "defines"
                                | "declares"
                        )
                    })
                {
                    continue;
                }
                // "the switch flipped over at 01:12 like it's supposed to", "as they're
                // meant to": what a thing did measured against what it should do, its verb
                // left out (cls48; not "like it's supposed to be stored", a verb said).
                if w == "supposed" && done_as_supposed(s, i) {
                    continue;
                }
                let adjective = i == 0
                    || matches!(
                        s.w(i - 1),
                        "is" | "are"
                            | "be"
                            | "'s"
                            | "'re"
                            | "not"
                            | "isn't"
                            | "aren't"
                            | "remain"
                            | "remains"
                            | "stays"
                            | "also"
                            | "strictly"
                            | "absolutely"
                            | "always"
                            | "now"
                    )
                    // (Not a count's noun modifier: "14 of the 16 required checks had been
                    // done"; "16 required each quarter" is a rule.)
                    || !s.is_word(i - 1)
                        && (s.t[i - 1].kind != TokKind::Number
                            || !s.is_word(i + 1)
                            || matches!(
                                s.w(i + 1),
                                "each" | "per" | "every" | "a" | "an" | "by" | "before" | "for"
                            ))
                    // "Hard hats required past the gate": where or when it holds (not "the
                    // required past tense", a noun's modifier).
                    || !matches!(s.w(i - 1), "the" | "a" | "an" | "this" | "that" | "any")
                        && (super::is_preposition(s.w(i + 1))
                            || matches!(
                                s.w(i + 1),
                                "for"
                                    | "by"
                                    | "at"
                                    | "before"
                                    | "that"
                                    | ""
                                    | "past"
                                    | "beyond"
                                    | "inside"
                                    | "within"
                                    | "during"
                                    | "throughout"
                                    | "near"
                                    | "onsite"
                                    | "whenever"
                                    | "when"
                                    | "while"
                                    | "until"
                            ))
                    || !s.is_word(i + 1);
                // "essential", "imperative" and "supposed" oblige only before "to" / "that".
                let needs_complement = s.has(i, lx::OBLIGATION_ADJECTIVE);
                let has_complement = s.is(i + 1, "to") || w != "supposed" && s.is(i + 1, "that");
                let past = before(1) || before(2);
                adjective && !past && !s.question && (!needs_complement || has_complement)
            }
            "will" | "'ll" | "you'll" | "won't" if !s.question => {
                let who = s.subject_before(i).map(|j| s.w(j));
                // "You'll want to stick them back in the cupboard", "you'll wanna lock it":
                // the one told will want the step, a polite order (cls67b; not "you'll want
                // to see this", a perception).
                let verb = i + 1 + wanted_step_len(s, i + 1);
                w != "won't"
                    && (who == Some("you") || w == "you'll")
                    && s.has(verb, lx::BASE_VERB)
                    && !s.has(verb, lx::STATIVE_VERB)
                    && !matches!(
                        s.w(verb),
                        "be" | "get" | "need" | "see" | "find" | "like" | "love" | "have"
                    )
                    || !s.hedged && will_states_a_policy(s, i)
            }
            // ("Y'all ain't to be carrying that piano": "ain't to", as said in the South.)
            "isn't" | "aren't" | "ain't" if s.is(i + 1, "to") && s.has(i + 2, lx::BASE_VERB) => {
                !s.question
            }
            // "The lessee is responsible for minor repairs": a party's duty; "each courier
            // is responsible for photographing the parcel": a role's duty to act.
            "responsible"
                if i > 0
                    && matches!(s.w(i - 1), "is" | "are" | "remains" | "remain")
                    && s.is(i + 1, "for") =>
            {
                !s.question
                    && (subject_is_agent(s, i - 1) || duty_of_a_role(s, i - 1, i + 2))
                    && !names_a_share(s, i + 2)
            }
            // "Volunteers are expected to arrive early" (not "the fix is expected to land"),
            // "the agent is obliged to flag PII", "the bot is meant to ask first".
            // ("is meant to be fast" says what a thing is for.)
            "expected" | "obliged" | "obligated" | "meant"
                if i > 0
                    && matches!(s.w(i - 1), "are" | "is" | "'re" | "you're")
                    && s.is(i + 1, "to")
                    && s.is_word(i + 2)
                    && !s.has(i + 2, lx::NOT_A_VERB)
                    && !(w == "meant" && s.is(i + 2, "be")) =>
            {
                !s.question && subject_is_agent(s, i - 1)
            }
            // ("need you to send it by 5": the speaker's "I" left out, as chats do.)
            "want" | "need" | "like" | "'d" | "expect" | "prefer" | "rather"
                if subject() == Subject::Speaker
                    // "I'd much rather the rice went in the bin", "we'd far prefer ...": a
                    // degree of the preference between the speaker and it (cls62b).
                    || matches!(w, "prefer" | "rather")
                        && i > 0
                        && matches!(s.w(i - 1), "much" | "far")
                        && s.subject(i - 1) == Subject::Speaker
                    || s.w(s.subject_before(i).unwrap_or(usize::MAX)) == "we"
                    || i == 0 && matches!(w, "want" | "need") && s.seq(1, &["you", "to"])
                    || would_rather_you_not(s, i) =>
            {
                (matches!(w, "want" | "need" | "like" | "expect")
                    && matches!(
                        s.w(i + 1),
                        "you"
                            | "them"
                            | "it"
                            | "all"
                            | "every"
                            | "each"
                            | "no"
                            | "everything"
                    )
                    && !s.question
                    && (s.is(i + 2, "to")
                        || s.is(i + 1, "no")
                        || s.is(i + 1, "all")
                        || s.is(i + 1, "every")))
                    // Not a wish about the past: "I'd rather have gone with the other vendor".
                    || (matches!(w, "prefer" | "rather")
                        && !s.question
                        && !(s.is(i + 1, "have") && s.past_participle_at(i + 2)))
            }
            "make"
                if s.is(i + 1, "sure")
                    && !s.question
                    && i > 0
                    && matches!(
                        s.w(i - 1),
                        "to" | "please" | "always" | "must" | "should" | "will" | "'ll" | "and"
                    ) =>
            {
                true
            }
            "ensure" | "ensures"
                if i > 0
                    && matches!(
                        s.w(i - 1),
                        "to" | "must" | "should" | "will" | "always" | "please" | "and" | "policy"
                    )
                    && !s.question =>
            {
                true
            }
            // Not after a negation: "can't always", "don't always" tell a frequency.
            "always"
                if i > 0
                    && !s.question
                    && (!is_negated_auxiliary(s.w(i - 1)) || addressed_to_you(s, i)) =>
            {
                // Only an agent's "always" is a habit kept (the subject is read once, and
                // first: the clause's report test reads the whole clause).
                // ("... went up together, as they always do": a comparison with a habit,
                // the clause's subject after "as" or "like".)
                let compared = i >= 2 && matches!(s.w(i - 2), "as" | "like");
                subject() == Subject::Agent && !compared && {
                    let v = s.w(i + 1);
                    // "We always end up ordering pizza": an outcome, not a habit kept.
                    let ends_up = v == "end" && s.is(i + 2, "up");
                    // "The pies'll be gone, they always are": a verb left to be understood,
                    // its auxiliary closing the clause, says how things tend to go.
                    let elided = matches!(v, "are" | "is" | "am" | "do" | "does" | "have" | "has")
                        && !s.is_word(i + 2);
                    !s.past_participle_at(i + 1)
                        && !matches!(v, "been" | "was" | "were" | "had" | "did")
                        && !ends_up
                        && !elided
                        && !s.is_report_clause(s.clause_of(i))
                }
            }
            _ => false,
        };
        // Asked only of a deontic reading: most modal words are not one.
        let embedded_question = || {
            let (clause_start, _) = s.clause_of(i);
            (clause_start..i).any(|k| s.seq(k, &["not", "sure"]))
                || (clause_start..i).any(|k| {
                    matches!(
                        s.w(k),
                        "whether" | "wonder" | "wondering" | "unsure" | "ask" | "asked" | "asking"
                    )
                })
        };
        if deontic && !s.is_report_clause_strict(i) && !embedded_question() {
            let from = s.subject_before(i).filter(|&j| j + 3 >= i).unwrap_or(i);
            push(found, CueKind::DeonticModal, s.range(from, i + 1), true);
        }
    }
}

impl Sentence<'_, '_> {
    /// A past obligation ("we had to", "was required") no longer binds; present modals
    /// outrank past markers elsewhere in the clause.
    fn is_report_clause_strict(&self, i: usize) -> bool {
        i > 0
            && matches!(
                self.w(i - 1),
                "was" | "were" | "had" | "used" | "did" | "didn't"
            )
    }
}

/// The subject before `i` names a person or the agent ("volunteers", "you").
fn subject_is_agent(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.subject(i) == Subject::Agent || matches!(s.w(i), "you're" | "we're")
}

/// "(The new intern must be) the one who renamed the branch": a complement from `start` that
/// picks someone out by what they did, a guess about who did it (not "someone who completed
/// the training", a qualification).
///
/// Or one picked out by a past time in its own clause: "(that smell must be) the sludge from
/// the tanker yesterday", "(it must be) the batch from last week": what is there now traced
/// to a past (cls54; not "the first slide must be the title from the brief").
fn identified_by_a_past_deed(s: &Sentence<'_, '_>, start: usize) -> bool {
    if !s.is(start, "the") {
        return false;
    }
    let one_who = matches!(s.w(start + 1), "one" | "ones")
        && matches!(s.w(start + 2), "who" | "that")
        && s.is_word(start + 3)
        && s.looks_past_at(start + 3);
    // ("yesterday" and "last" are past markers: one bit test turns most sentences away.)
    one_who
        || s.classes & lx::PAST_MARKER != 0 && {
            let (_, end) = s.segment_of(start);
            (start + 2..end.min(start + 12)).any(|k| {
                s.is(k, "yesterday")
                    || s.is(k, "last") && numbers::is_time_unit(s.w(k + 1))
                    || s.is(k, "last") && s.is(k + 1, "night")
            })
        }
}

/// "The tenant in 4B must be away, the mail's been piling up", "the dog has to be hungry, he's
/// been staring at the cupboard": a state of one named thing or party (the modal at `i`, the
/// state at `c`: no act owed on it, a participle only when it names a fault, "jammed") guessed
/// from evidence beside it, or from what the sentence opens with as given ("Given the pollen
/// count, the rash must be hay fever") (not "the report has to be ready by 9", a deadline,
/// nor "the form has to be signed", an act owed, nor "you must be present", a rule for the
/// one addressed).
fn state_guessed_from_evidence(s: &Sentence<'_, '_>, i: usize, c: usize) -> bool {
    let fault = lx::is_epistemic_be_complement(s.w(c));
    s.is_word(c)
        && (fault || !s.past_participle_at(c))
        && !timed_after(s, i, c)
        && names_one_party(s, i)
        // ("Given the budget, the report must be under 10 pages": a bound set, no guess.)
        && (s.is(0, "given") && !s.has(c, lx::COMPARATOR) || evidence_beside(s, i))
}

/// The clause of the modal at `i` names a time or an occasion after the complement at `c`
/// ("must be ready by 9", "must be empty before you refill it"): a deadline or a condition,
/// no guess. (Read within reach: a clause of thousands of modals stays linear.)
fn timed_after(s: &Sentence<'_, '_>, i: usize, c: usize) -> bool {
    let (_, clause_end) = s.segment_of(i);
    (c + 1..clause_end.min(c + super::REACH)).any(|k| {
        matches!(
            s.w(k),
            "by" | "before" | "until" | "during" | "while" | "when" | "whenever"
        ) || matches!(s.w(k), "at" | "on") && !states_a_condition(s, k)
    })
}

/// "at its peak", "at her best", "low on battery", "short on staff": "at" or "on" at `k`
/// naming how a thing stands, not a time: "at", a possessive and an extreme (its peak, best,
/// worst, limit, height, lowest or highest), or "on" after an adjective of supply (cls66c;
/// not "on its stand", a place, nor "at her desk on her first day").
fn states_a_condition(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.is(k, "at")
        && matches!(s.w(k + 1), "its" | "his" | "her" | "their")
        && matches!(
            s.w(k + 2),
            "peak" | "best" | "worst" | "limit" | "height" | "lowest" | "highest"
        )
        || s.is(k, "on") && k > 0 && matches!(s.w(k - 1), "low" | "short" | "light")
}

/// The subject of the modal at `i` names one thing or party ("the tenant in 4B", "it", "she"),
/// not the one addressed, the speaker or a kind ("you", "we", "visitors").
fn names_one_party(s: &Sentence<'_, '_>, i: usize) -> bool {
    let (start, _) = s.segment_of(i);
    let opening = s.w(start);
    let subject = s.subject_before(i).map_or("", |j| s.w(j));
    // "Envelope temp sensor must be ...", "quench pipe must be ...": a compound naming one
    // device, its article left out as a note leaves it (two or three words, no function
    // word, no plural; cls62).
    let compound = i >= start + 2
        && i <= start + 3
        && (start..i)
            .all(|k| s.is_word(k) && !s.has(k, lx::ENGLISH_FUNCTION_WORD | lx::AGENT_SUBJECT))
        && !s.w(i - 1).ends_with('s');
    !matches!(subject, "you" | "we" | "i" | "everyone" | "everybody")
        && (compound
            || matches!(
                opening,
                "the"
                    | "this"
                    | "that"
                    | "my"
                    | "our"
                    | "his"
                    | "her"
                    | "their"
                    | "its"
                    | "it"
                    | "he"
                    | "she"
                    | "they"
            ))
}

/// The sentence gives the evidence a guess at the modal at `i` rests on: a lead naming it
/// ("going by the timestamps", "judging from the noise"; or a clause after the guess, ",
/// judging by the passenger list"), or another clause near it that
/// tells what has been going on ("he's been staring at the cupboard"), says what a source
/// shows ("the tracking says Monday"), rules the other reading out ("no way the fridge is
/// at 30") or tells, after a dash, what was seen of the party ("— half of them fell
/// asleep"); another past event ("we had complaints", "the inspector has been twice") is more
/// often a rule's reason.
fn evidence_beside(s: &Sentence<'_, '_>, i: usize) -> bool {
    evidence_named_beside(s, i) || evidence_told_beside(s, i)
}

/// "Judging by the passenger list, ...", or the same after the guess ("..., judging by the
/// passenger list"), at `k`.
fn names_evidence(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.seq(k, &["going", "by"])
        || s.seq(k, &["judging", "by"])
        || s.seq(k, &["judging", "from"])
        || s.seq(k, &["based", "on"])
}

/// The evidence beside the modal at `i` named as such: a lead or a later clause naming it
/// ("going by the timestamps") or a source that shows it ("the tracking says Monday").
fn evidence_named_beside(s: &Sentence<'_, '_>, i: usize) -> bool {
    let own = s.segment_of(i);
    let near = s
        .segments
        .partition_point(|&(start, _)| start + super::REACH < i);
    names_evidence(s, 0)
        || s.segments[near..]
            .iter()
            .take_while(|&&(start, _)| start < i + super::REACH)
            .filter(|&&segment| segment != own)
            .any(|&(start, end)| {
                start > i && names_evidence(s, start)
                    || (start + 1..end.min(start + super::REACH)).any(|k| source_shows(s, k))
            })
}

/// The other evidence [`evidence_beside`] reads: what has been going on, another answer
/// ruled out, what was seen of the party after a dash.
fn evidence_told_beside(s: &Sentence<'_, '_>, i: usize) -> bool {
    let own = s.segment_of(i);
    // Only the clauses within reach of the modal are read: a sentence of thousands of
    // modals stays linear.
    let near = s
        .segments
        .partition_point(|&(start, _)| start + super::REACH < i);
    s.segments[near..]
        .iter()
        .take_while(|&&(start, _)| start < i + super::REACH)
        .filter(|&&segment| segment != own)
        .any(|&(start, end)| {
            let words = start + 1..end.min(start + super::REACH);
            s.seq(start, &["no", "way"])
                // "— nothing else gives that depth", "; nothing else fits": every other
                // answer ruled out (cls53) (not "— nothing else is accepted", a rule).
                || start > i
                    && s.seq(start, &["nothing", "else"])
                    && super::stated_policies::third_person_of_a_verb(s.w(start + 2))
                    && !matches!(s.w(start + 2), "is" | "was" | "has" | "does")
                || words.clone().any(|k| goes_on_till_now(s, k))
                // "..., I've been over every screw in the case": the speakers' search told
                // after the guess, its answer left (cls62b; not "I've told you twice").
                || start > i && searched_by_the_speaker(s, start)
                // "... — half of them fell asleep at story time", "...; his name's still on
                // the list": what was seen of the party guessed at, told after a dash or a
                // semicolon (not "— the last inspection failed", a rule's reason).
                // ("..., it weighed twice what I expected": after a comma too, cls54.)
                || start > i
                    && (s.t[start - 1].is_punct('—')
                        || s.t[start - 1].is_punct(';')
                        || s.t[start - 1].is_punct(','))
                    && refers_back(s, start)
                    && (s.is_report_clause((start, end)) || (start..end).any(|k| s.is(k, "still")))
                || start > i && seen_on_a_day_after_a_break(s, i, (start, end))
        })
}

/// "... — elution yield was barely 60% this morning", "...; the gauge was at zero last
/// night": the clause (`start`, `end`) after a dash or a semicolon reports in a past copula
/// what something was like when seen, with the day it was seen, of something other than the
/// speakers or the one addressed: evidence of a state of a thing (the modal at `i` has no
/// person for its subject) guessed (cls66c; not "— we had an incident last week", the
/// speakers' own past, a rule's reason, nor "; the inspector visited yesterday", an event,
/// nor "the tenant must be present — ...", a person's duty).
fn seen_on_a_day_after_a_break(
    s: &Sentence<'_, '_>,
    i: usize,
    (start, end): (usize, usize),
) -> bool {
    (s.t[start - 1].is_punct('—') || s.t[start - 1].is_punct(';'))
        && s.subject_before(i)
            .is_none_or(|j| !s.has(j, lx::AGENT_SUBJECT))
        && !s.has(start, lx::AGENT_SUBJECT)
        && !matches!(s.w(start), "i" | "i've" | "we've" | "you've")
        && (start..end.min(start + super::REACH)).any(|k| s.day_told_at(k).is_some())
        && (start..end.min(start + super::REACH)).any(|k| matches!(s.w(k), "was" | "were"))
        && s.is_report_clause((start, end))
}

/// The clause at `start` tells the speakers' own search in the perfect: "I've been over
/// every screw", "we've gone through the logs", "I've tried everything else", "we've ruled
/// out the pump" (cls62b).
fn searched_by_the_speaker(s: &Sentence<'_, '_>, start: usize) -> bool {
    let verb = match s.w(start) {
        "i've" | "we've" | "ive" => start + 1,
        "i" | "we" if s.is(start + 1, "have") => start + 2,
        _ => return false,
    };
    matches!(s.w(verb), "been" | "gone") && matches!(s.w(verb + 1), "over" | "through")
        || matches!(s.w(verb), "checked" | "tried")
        || s.seq(verb, &["ruled", "out"])
}

/// The sentence opens on what a past deed is read from: something given ("given the
/// timestamps, ...") or a condition that some evidence is right ("if the timestamps are right,
/// ...", "assuming the logs are accurate, ..."). (Before a rule, "given the budget" is a
/// reason: asked only of a deed done before a time.)
fn opens_on_evidence(s: &Sentence<'_, '_>) -> bool {
    if s.is(0, "given") {
        return matches!(s.w(1), "the" | "these" | "those" | "this" | "that");
    }
    if !matches!(s.w(0), "if" | "assuming") {
        return false;
    }
    let (_, end) = s.segment_of(0);
    (2..end.min(6)).any(|k| {
        matches!(s.w(k - 1), "is" | "are" | "was" | "were")
            && matches!(s.w(k), "right" | "correct" | "accurate")
    })
}

/// The clause at `start` opens with a pronoun for the party just named, maybe a part of it:
/// "it", "his name", "they", "half of them".
fn refers_back(s: &Sentence<'_, '_>, start: usize) -> bool {
    let pronoun = if matches!(
        s.w(start),
        "half" | "some" | "most" | "all" | "both" | "none"
    ) && s.is(start + 1, "of")
    {
        start + 2
    } else {
        start
    };
    matches!(
        s.w(pronoun),
        "it" | "its" | "it's" | "they" | "their" | "them" | "he" | "his" | "she" | "her"
    )
}

/// "says", "shows" or "suggests" at `k`, of a source that is no principal and with what it
/// shows after it: "the tracking says Monday", "the logs show a restart" (not "the handbook
/// says so", "the client says", a rule's source).
fn source_shows(s: &Sentence<'_, '_>, k: usize) -> bool {
    matches!(s.w(k), "says" | "shows" | "show" | "suggests")
        && s.is_word(k + 1)
        && !s.is(k + 1, "so")
        && !s.has(k - 1, lx::PRINCIPAL)
}

/// "been" at `k` in a present perfect progressive ("he's been staring", "the mail has been
/// piling up"): something seen going on till now.
fn goes_on_till_now(s: &Sentence<'_, '_>, k: usize) -> bool {
    let have = s.w(k.wrapping_sub(1));
    s.is(k, "been")
        && (matches!(have, "has" | "have") || have.ends_with("'s") || have.ends_with("'ve"))
        && s.w(k + 1).len() > 4
        && s.w(k + 1).ends_with("ing")
}

/// "The Redis node must be out of memory again", "the VPN must be down again", "the alarm
/// must be the thermocouple again": a state or a culprit come back, guessed: a failure
/// ("down", "out", "stuck", "jammed", Singlish "spoil"...) or "the" thing that "again" closes
/// the clause of, maybe before a particle ("lah") (not "must be clean again", nor "must be up
/// again by noon", a deadline). `be` is the token of "be".
fn guessed_again(s: &Sentence<'_, '_>, be: usize) -> bool {
    // "must be the thermocouple again": the same culprit named (the article) as before.
    // "Machine 6 must be unbalanced again", "the belt must be misaligned again": a state
    // undone or gone wrong, "un-" or "mis-" and "-ed" (cls54).
    let undone =
        |c: &str| c.len() > 6 && (c.starts_with("un") || c.starts_with("mis")) && c.ends_with("ed");
    (s.is(be + 1, "the")
        || undone(s.w(be + 1))
        || matches!(
            s.w(be + 1),
            "down"
                | "out"
                | "offline"
                | "broken"
                | "stuck"
                | "full"
                | "stale"
                | "dead"
                | "flaky"
                | "wrong"
                | "missing"
                | "late"
                | "overloaded"
                | "throttled"
                | "failing"
                | "blocked"
                | "jammed"
                | "clogged"
                | "faulty"
                | "leaking"
                | "spoil"
                | "spoilt"
                | "spoiled"
                | "busted"
                | "knackered"
                // "The quench pipe must be iced up again" (cls62).
                | "iced"
                | "frozen"
                | "seized"
                | "furred"
        ))
        && (be + 2..(be + 6).min(s.t.len()))
            .take_while(|&k| s.is_word(k))
            // (Maybe a particle after it: "must be spoil again lah".)
            .any(|k| {
                s.is(k, "again") && (!s.is_word(k + 1) || super::is_closing_particle(s.w(k + 1)))
            })
}

/// "Must say, the new layout is nicer", "have to admit that it works": the speaker's aside
/// with its "I" left out, the modal at `i` opening the sentence and the verb of saying at
/// `verb_at` followed by a comma, "that" or a new subject and its verb (not "have to say sorry
/// to them", "must say no to upsells").
fn elided_aside(s: &Sentence<'_, '_>, i: usize, verb_at: usize) -> bool {
    let opens = i == 0 || i == 1 && s.has(0, lx::DISCOURSE);
    opens
        && matches!(s.w(verb_at), "say" | "admit" | "confess")
        && (s.t.get(verb_at + 1).is_some_and(|t| t.is_punct(','))
            || matches!(
                s.w(verb_at + 1),
                "that" | "i" | "it" | "this" | "these" | "we" | "they"
            )
            // "Gotta say the docs are great now", "must say the focaccia has been a hit" (not
            // "must say the words out loud").
            || s.is(verb_at + 1, "the")
                && (verb_at + 3..verb_at + 6).any(|k| {
                    matches!(
                        s.w(k),
                        "is" | "are"
                            | "was"
                            | "were"
                            | "looks"
                            | "look"
                            | "feels"
                            | "feel"
                            | "has"
                            | "have"
                            | "had"
                    )
                }))
}

/// "the best they've ever had", "one of the best-kept in the county" at `c`: a superlative
/// ranked against what someone has known ("ever" within a few words), or one of a ranked
/// few.
fn ranked_against_experience(s: &Sentence<'_, '_>, c: usize) -> bool {
    let one_of = s.seq(c, &["one", "of", "the"]);
    let at = if one_of { c + 3 } else { c + 1 };
    s.is(at - 1, "the") && {
        let w = s.w(at);
        let superlative = w.starts_with("most")
            || w.starts_with("best")
            || w.starts_with("worst")
            || w.len() > 3 && w.ends_with("est");
        superlative && (one_of || (at + 1..(at + 6).min(s.t.len())).any(|k| s.is(k, "ever")))
    }
}

/// The modal at `i` states a party's claim: a verb of arguing before it ("the tenant argued
/// the landlord must repair the roof first", "the advocate kept saying the matter must first
/// be mentioned"), a position put, not a rule.
/// ("Claims handlers must attach the report": a noun, no claim; the verb has a subject
/// before it.)
fn under_a_claim(s: &Sentence<'_, '_>, i: usize) -> bool {
    (i.saturating_sub(8).max(1)..i).any(|k| {
        matches!(
            s.w(k),
            "argued" | "argues" | "claimed" | "contended" | "contends" | "alleged" | "insisted"
        ) || s.seq(k, &["kept", "saying"])
    })
}

/// "Observations of the 2024 burst suggest the source must lie in a dense environment", "the
/// readings indicate the seal must be leaking": the modal at `i` in what findings (a noun of
/// data or evidence, maybe with a phrase after it) suggest, indicate or imply in the present,
/// a conclusion drawn (cls53) (not "the guidelines suggest staff must wear masks", advice,
/// nor "the manager suggested we must ...", a proposal).
fn inferred_from_findings(s: &Sentence<'_, '_>, i: usize) -> bool {
    (i.saturating_sub(4).max(1)..i).any(|v| {
        matches!(
            s.w(v),
            "suggest" | "suggests" | "indicate" | "indicates" | "imply" | "implies"
        ) && (v.saturating_sub(6)..v).any(|k| {
            matches!(
                s.w(k),
                "observations"
                    | "data"
                    | "results"
                    | "evidence"
                    | "measurements"
                    | "readings"
                    | "findings"
                    | "figures"
                    | "numbers"
                    | "logs"
                    | "symptoms"
                    | "simulations"
                    | "models"
            )
        })
    })
}

/// A comparative adjective of how things stand, or the weather: "clearer", "better",
/// "worse", "quieter" (not "faster" nor "lighter", which a spec may ask for).
fn is_plain_comparative(w: &str) -> bool {
    matches!(
        w,
        "better"
            | "worse"
            | "clearer"
            | "quieter"
            | "calmer"
            | "drier"
            | "easier"
            | "busier"
            | "warmer"
            | "cooler"
            | "steadier"
            | "brighter"
    )
}

/// "The engineer had been told he must keep the door closed", "she'd been told she must wait
/// in all day": the modal at `i` in what a third person was told before, a past instruction
/// reported (not "you've been told you must ...", said to the reader).
fn told_to_a_third_person(s: &Sentence<'_, '_>, i: usize) -> bool {
    i >= 3
        && matches!(s.w(i - 1), "he" | "she" | "they")
        && s.is(i - 2, "told")
        && matches!(s.w(i - 3), "been" | "was" | "were")
}

fn must_is_deontic(s: &Sentence<'_, '_>, i: usize, subject: Subject) -> bool {
    // "I must say", "I must admit": the speaker's aside. "must of been" is "must've been",
    // misheard: a guess about the past (not "must of course", an aside).
    if s.w(i) == "must've"
        || s.is(i + 1, "of") && !s.is(i + 2, "course")
        || subject == Subject::Speaker
        || elided_aside(s, i, i + 1)
    {
        return false;
    }
    if under_a_claim(s, i) || told_to_a_third_person(s, i) || inferred_from_findings(s, i) {
        return false;
    }
    // "the show must go on" closing a clause: the proverb of carrying on (cls61c; not "the
    // show must go on at 8 sharp", a time set).
    if i >= 1
        && s.is(i - 1, "show")
        && s.seq(i + 1, &["go", "on"])
        && s.t.get(i + 3).is_none_or(|t| t.kind != TokKind::Word)
    {
        return false;
    }
    if counted_subject(s, i) {
        return true;
    }
    // Epistemic "must" does not take a negation ("it can't be", not "it mustn't be"): a
    // negated must forbids ("the thumbnail must not be larger than 200 px").
    // "You mustn't have seen my message", "it must not have been sent": a guess about the past.
    let after_negation = if s.w(i) == "mustn't" { i + 1 } else { i + 2 };
    let past_guess = s.is(after_negation, "have")
        && (s.is(after_negation + 1, "been") || s.past_participle_at(after_negation + 1));
    if (s.w(i) == "mustn't" || matches!(s.w(i + 1), "not" | "never")) && !past_guess {
        return true;
    }
    let mut next = i + 1;
    if matches!(
        s.w(next),
        "not" | "never" | "always" | "also" | "still" | "only"
    ) {
        next += 1;
    }
    // "You must see the new show, the costumes are gorgeous!!": a recommendation.
    if enthusiastic_recommendation(s, i, next) {
        return false;
    }
    // "The owlet must weigh at least 300 grams by now": how things stand by this time,
    // guessed, whatever the verb (read in a bounded stretch of the clause).
    if (next..s.clause_of(i).1.min(next + super::REACH)).any(|k| s.seq(k, &["by", "now"])) {
        return false;
    }
    let person = s
        .subject_before(i)
        .is_some_and(|j| matches!(s.w(j), "he" | "she" | "you" | "they" | "we"));
    match s.w(next) {
        // "Must be a valid email address", "it must be unique": what a value has to be.
        "be" if matches!(subject, Subject::None | Subject::Thing)
            && states_a_validity(s, next + 1)
            && !ranked_against_experience(s, next + 1) =>
        {
            true
        }
        "be" => {
            let c = s.w(next + 1);
            // "You must be out of the building by six", "be back before dark": where someone
            // has to be by a time; "turntable must be empty before reset_all() runs": how a
            // thing has to be before an event (cls68b; "the tank must be empty", no time,
            // and "she must be exhausted by now" guess).
            let due_somewhere = s.is_word(next + 1)
                && (next + 2..(next + 8).min(s.t.len())).any(|k| {
                    s.is(k, "before")
                        || s.is(k, "by")
                            && !s.is(k + 1, "now")
                            && matches!(c, "out" | "back" | "home" | "off" | "gone")
                });
            // ("must be willing to work weekends": an adjective in "-ing", no progressive.)
            let epistemic = c.ends_with("ing") && c != "willing"
                || person
                    && !matches!(
                        c,
                        "on" | "in"
                            | "at"
                            | "signed"
                            | "present"
                            | "available"
                            | "reachable"
                            | "accompanied"
                            | "escorted"
                            | "registered"
                            | "vaccinated"
                            | "certified"
                            | "logged"
                    )
                || (subject == Subject::Thing
                    // ("**Ana** 09:17: must be Josh's": a chat line's label before it.)
                    || subject == Subject::None
                        && (i == 0 || s.t[i - 1].is_punct(':'))
                        && !bounds_a_quantity(s, next + 1))
                    && !s.past_participle_at(next + 1)
                || lx::is_epistemic_be_complement(c)
                    && !compares_with_a_quantity(s, next + 1)
                    && !bounds_a_figure(s, next + 1)
                    && !matches!(
                        c,
                        "a" | "an"
                            | "the"
                            | "in"
                            | "on"
                            | "at"
                            | "done"
                            | "fixed"
                            | "resolved"
                            | "live"
                            | "ready"
                            | "available"
                            | "back"
                            | "up"
                            | "enough"
                            | "able"
                            | "broken"
                            | "closed"
                    )
                || matches!(c, "a" | "an" | "the")
                    && (matches!(subject, Subject::Thing | Subject::None)
                        // "facilities say must be the compressor": an "it" left out after a
                        // verb of saying or thinking, a cause guessed.
                        || i > 0
                            && matches!(
                                s.w(i - 1),
                                "say" | "says" | "said" | "think" | "thinks" | "reckon" | "reckons"
                            ))
                || comparator_with_quantity(s, next + 1) && guessed_from_the_present(s, next + 1)
                || identified_by_a_past_deed(s, next + 1)
                || guessed_again(s, next)
                // "must be they cut it too short", "must be he forgot": a clause after
                // "must be", its "that" left out, a cause guessed (cls54).
                || matches!(c, "they" | "he" | "she" | "we" | "i")
                    && (s.looks_past_at(next + 2) || s.has(next + 2, lx::BASE_VERB))
                // "Our Dai reckons the new pro must be on two grand", "I reckon it must be
                // the valve": a guess the sentence hedges.
                || s.hedged
                || state_guessed_from_evidence(s, i, next + 1)
                // "The group must be sick of gap-fills by now": a state reached by this time,
                // guessed (not "must be out by six").
                || (next + 1..s.clause_of(i).1.min(next + super::REACH))
                    .any(|k| s.seq(k, &["by", "now"]))
                // "The lamb must be the best they've ever had": a ranking among what someone
                // has known, a judgement.
                || ranked_against_experience(s, next + 1)
                // "The flush must be nearly over", "the tide must be almost out": a state all
                // but reached, guessed (cls53) (not "the tank must be nearly empty before you
                // refill it", a condition).
                || matches!(c, "nearly" | "almost")
                    && s.is_word(next + 2)
                    && !timed_after(s, i, next + 2)
                // "(The set) must be fifty years old if it's a day": the idiom of an age
                // guessed (cls68b; not "must be 21 years old if it's a weekday shift").
                || (next + 2..s.clause_of(i).1.min(next + super::REACH)).any(|k| {
                    s.is(k, "if")
                        && matches!(s.w(k + 1), "it's" | "he's" | "she's" | "they're")
                        && s.seq(k + 2, &["a", "day"])
                })
                // "Wah, the kiln must be spoil already lah": a state reached by now, guessed.
                || s.is(next + 2, "already") && !s.past_participle_at(next + 1)
                // "The fixture must be out of date": a fault nobody orders.
                || c == "out"
                    && s.is(next + 2, "of")
                    && matches!(s.w(next + 3), "date" | "sync" | "order" | "stock" | "memory");
            !epistemic || due_somewhere
        }
        "have" | "'ve" => {
            // ("must have come over", "must have reset the console": a participle spelled as
            // its base form.)
            !participle_after_have(s, next + 1)
                // A negated one guesses ("you mustn't have seen it").
                || !past_guess && requires_a_completed_step(s, i, next)
        }
        _ => {
            (subject != Subject::Thing
                || s.has(next, lx::BASE_VERB) && !s.has(next, lx::STATIVE_VERB))
                && !seems_a_bit_off(s, next)
        }
    }
}

/// "The red must look a bit off on their monitor", "it must seem odd to them": a verb of
/// seeming at `v` with a hedged or strange impression, a guess at how something comes across
/// (not "the logo must look sharp on retina screens", a requirement).
fn seems_a_bit_off(s: &Sentence<'_, '_>, v: usize) -> bool {
    matches!(
        s.w(v),
        "look" | "seem" | "sound" | "feel" | "appear" | "taste" | "smell"
    ) && (matches!(
        s.w(v + 1),
        "slightly" | "rather" | "odd" | "off" | "strange" | "weird" | "funny" | "wrong"
    ) || s.seq(v + 1, &["a", "bit"])
        || s.seq(v + 1, &["a", "little"])
        || s.seq(v + 1, &["kind", "of"])
        || s.seq(v + 1, &["sort", "of"]))
}

/// "The glue-up should be dry in about forty minutes", "the oven should be hot in 20
/// minutes": a state word at `c` (no participle) reached "in" a stretch of time, a forecast
/// (not "replies should be sent in under two hours", a passive's deed, nor "within", a limit).
fn state_after_a_wait(s: &Sentence<'_, '_>, c: usize) -> bool {
    let hedge = usize::from(matches!(
        s.w(c + 2),
        "about" | "around" | "roughly" | "another" | "maybe"
    ));
    let amount = c + 2 + hedge;
    s.is_word(c)
        && !s.looks_past_at(c)
        && s.is(c + 1, "in")
        && numbers::is_quantity_at(s.t, amount)
        && (amount + 1..amount + 3).any(|k| numbers::is_time_unit(s.w(k)))
}

/// A past participle at `k`, right after a modal's "have": "must have reset the console",
/// "must have been", "should have used the staging key" ("used" is too short for the "-ed"
/// test, and after "have" it cannot be the "used to" of a former habit).
fn participle_after_have(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.past_participle_at(k)
        || matches!(s.w(k), "been" | "used")
        || is_participle_spelled_as_base(s.w(k))
}

/// A modal's "have" whose participle is left out, the clause ending at `k` or a conjunction
/// opening another there: "it took longer than it should have because ...", "... as we
/// should have.": a perfect, a regret about the past (cls65a; a "have" of holding has its
/// object: "you should have your badge").
fn participle_left_out_after_have(s: &Sentence<'_, '_>, k: usize) -> bool {
    !s.is_word(k)
        || matches!(
            s.w(k),
            "because" | "but" | "so" | "though" | "although" | "since" | "and"
        )
}

/// A past participle spelled as its base verb ("come", "become", "reset", "spread"): after
/// "must have" or "should have", a guess or a regret about the past ("must have reset the
/// console", "should have come back", "must have shed overnight"). (The rest of the class,
/// "put", "set", "cut", "hit", "run"..., are irregular participles of the lexicon; cls66c
/// completed the list with "shed", "cast", "cost", "hurt", "let", "rid", "slit", "thrust",
/// "upset", "overrun" and "outrun".)
fn is_participle_spelled_as_base(w: &str) -> bool {
    matches!(
        w,
        "come"
            | "become"
            | "overcome"
            | "reset"
            | "spread"
            | "split"
            | "broadcast"
            | "forecast"
            | "burst"
            | "rerun"
            | "shed"
            | "cast"
            | "cost"
            | "hurt"
            | "let"
            | "rid"
            | "slit"
            | "thrust"
            | "upset"
            | "overrun"
            | "outrun"
    )
}

/// The subject of the modal at `i` is counted by a bound: "at least one reviewer must be from
/// security", "no more than two of you should be on call". A guess about the past or a cause
/// names no minimum or maximum.
fn counted_subject(s: &Sentence<'_, '_>, i: usize) -> bool {
    let (start, _) = s.segment_of(i);
    (start..i).any(|k| {
        s.seq(k, &["at", "least"])
            || s.seq(k, &["at", "most"])
            || s.seq(k, &["no", "more", "than"])
            || s.seq(k, &["no", "fewer", "than"])
            || s.seq(k, &["up", "to"])
    })
}

/// Scots and Shetland "no" for "not" after "will" or "'ll" at `i`, before a verb: "du'll no
/// put da skip ower da weighbridge till ...", "you'll no touch the valve" (not "you'll no
/// doubt hear", an adverb, nor "there'll no be ...", no verb).
fn scots_no_after_will(s: &Sentence<'_, '_>, i: usize) -> bool {
    (s.w(i).ends_with("'ll") || s.is(i, "will"))
        && s.is(i + 1, "no")
        && s.has(i + 2, lx::BASE_VERB)
        && !s.is(i + 2, "doubt")
}

/// A future stated as a standing policy rather than a forecast, at the "will" or "won't" at
/// `i`: refused ("we will not store card details", "the bot won't ask for passwords"),
/// restricted ("will only accept signed requests"), a consequence under a condition ("requests
/// without a key will be rejected", "accounts will be locked after five failed logins"), or a
/// commitment with a deadline ("agents will respond within one business day"). "The results
/// will be published in March", "it won't be available" forecast.
fn will_states_a_policy(s: &Sentence<'_, '_>, i: usize) -> bool {
    let negated =
        s.w(i) == "won't" || matches!(s.w(i + 1), "not" | "never") || scots_no_after_will(s, i);
    let mut v = i + 1 + usize::from(negated && s.w(i) != "won't");
    let restricted = s.w(v) == "only";
    v += usize::from(restricted);
    let (_, clause_end) = s.clause_of(i);
    let later = |words: &[&str]| (v..clause_end).any(|k| words.contains(&s.w(k)));
    let whole = |words: &[&str]| (0..clause_end).any(|k| words.contains(&s.w(k)));
    let verb = s.w(v);
    // "will be rejected", "won't be graded": a passive; "won't be available": a state.
    let passive = verb == "be" && s.past_participle_at(v + 1);
    let action = passive || s.has(v, lx::BASE_VERB) && !lx::is_stative_verb(verb) && verb != "be";
    if !action
        || matches!(
            verb,
            "change" | "happen" | "take" | "see" | "forget" | "regret"
        )
    {
        return false;
    }
    // "Ticket #2288 (closed, won't fix)", "Resolution: Won't Fix": a ticket's resolution,
    // with no subject before it.
    if s.w(i) == "won't" && verb == "fix" && (i == 0 || !s.is_word(i - 1)) {
        return false;
    }
    // "The bees won't fly in this drizzle", "the mower won't start in this cold": a refusal
    // owed to the weather of the moment; "..., so Saturday's inspection was a washout": a
    // refusal whose outcome is told. Both forecast or tell, neither is a policy.
    if negated && (in_this_weather(s, v, clause_end) || outcome_told_after(s, clause_end)) {
        return false;
    }
    // "The deck oven won't reach temperature before five", "one faulty head won't set it
    // off": a thing that will not work, forecast or described (not "we won't open on
    // Sundays", a person's refusal).
    if negated && thing_fails_at(s, i, v) {
        return false;
    }
    // "The printer won't print more than 50 pages since the firmware update": what a thing
    // has done since an event, observed (not "since the breach we won't store card data").
    if negated
        && i > 0
        && s.is_word(i - 1)
        && !s.has(i - 1, lx::AGENT_SUBJECT | lx::PRINCIPAL)
        && !matches!(s.w(i - 1), "i" | "he" | "she" | "who")
        && super::negations::since_an_event(s, v, s.clause_of(i))
    {
        return false;
    }
    // "Trip leaders will hand them out only at border control": "only" after the verb, before
    // the place, time or condition the act is kept to (cls47; not "the parcel will arrive
    // only on Monday", a thing's arrival forecast).
    let restricted_after = (v + 1..clause_end.min(v + super::REACH)).any(|k| {
        s.is(k, "only")
            && matches!(
                s.w(k + 1),
                "at" | "in"
                    | "on"
                    | "to"
                    | "after"
                    | "when"
                    | "if"
                    | "once"
                    | "through"
                    | "via"
                    | "from"
                    | "inside"
                    | "during"
            )
    }) && !thing_fails_at(s, i, v);
    negated
        || restricted
        || restricted_after
        || passive
            && whole(&[
                "without", "lacking", "missing", "unless", "after", "if", "once", "until",
            ])
        || later(&["within"])
}

/// The "won't" (or "will") at `i` has a thing for its subject and a verb at `v` of a thing working or
/// arriving ("the oven won't reach temperature", "the van won't start", "the head won't set
/// it off", "the parcel won't arrive before Monday"); a
/// person, the agent or a principal before it refuses.
fn thing_fails_at(s: &Sentence<'_, '_>, i: usize, v: usize) -> bool {
    let works = matches!(
        s.w(v),
        "start"
            | "reach"
            | "fit"
            | "load"
            | "boot"
            | "budge"
            | "connect"
            | "charge"
            | "sync"
            | "compile"
            | "heat"
            | "cool"
            | "drain"
            | "latch"
            | "trigger"
            | "light"
            | "ignite"
            // "The new gelato machine won't arrive until Thursday": a delivery forecast.
            | "arrive"
            | "land"
            | "dock"
    ) || s.is(v, "set") && (v + 1..v + 3).any(|k| s.is(k, "off"));
    works
        && i > 0
        && s.is_word(i - 1)
        && !s.has(i - 1, lx::AGENT_SUBJECT | lx::PRINCIPAL)
        && !matches!(s.w(i - 1), "i" | "he" | "she" | "who" | "that")
}

/// "in this drizzle", "in the rain", "in weather like this": the weather of the moment after
/// the verb at `v`, before `end`.
fn in_this_weather(s: &Sentence<'_, '_>, v: usize, end: usize) -> bool {
    (v + 1..end.min(v + super::REACH)).any(|k| {
        s.is(k, "in")
            && matches!(s.w(k + 1), "this" | "the" | "that" | "such")
            && is_weather(s.w(k + 2))
    })
}

/// The weather, or the sea's state: "drizzle", "wind", "tide", "swell"...
fn is_weather(w: &str) -> bool {
    matches!(
        w,
        "drizzle"
            | "rain"
            | "weather"
            | "wind"
            | "heat"
            | "cold"
            | "snow"
            | "fog"
            | "frost"
            | "storm"
            | "humidity"
            | "mud"
            | "damp"
            | "tide"
            | "swell"
            | "surf"
    )
}

/// A clause ", so ..." after `end` (the clause of a "won't") that reports ("..., so the
/// inspection was a washout"): the refusal's outcome, told.
fn outcome_told_after(s: &Sentence<'_, '_>, end: usize) -> bool {
    s.t.get(end).is_some_and(|t| t.is_punct(','))
        && s.is(end + 1, "so")
        && s.is_report_clause(s.clause_of(end + 2))
}

/// "smaller than 1 MB", "faster than 200 ms" at `i`: a comparative bounding a quantity after
/// "must be" or "should be" sets a limit ("images must be smaller than 1 MB"), where "it must
/// be smaller now" guesses.
fn compares_with_a_quantity(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.is(i + 1, "than") && numbers::is_quantity_at(s.t, i + 2)
}

/// "between 1 and 100", "under 2 MB", "no more than 5" at `i`: a range or bound on a
/// quantity after "must be" (a parameter's doc: "Must be between 1 and 100"; an eligibility:
/// "members must be over 21") sets a limit, where "must be a stale lockfile" guesses.
fn bounds_a_quantity(s: &Sentence<'_, '_>, i: usize) -> bool {
    comparator_with_quantity(s, i) && !guessed_from_the_present(s, i)
}

/// A bound on a figure at `i`: "(must be) over 21" bounds, where "over an hour long", a
/// quantity counted with an article, guesses.
fn bounds_a_figure(s: &Sentence<'_, '_>, i: usize) -> bool {
    bounds_a_quantity(s, i) && !matches!(s.w(i + 1), "a" | "an")
}

/// "free" at `c` and a time after it: "The pre-PCR room should be free after lunch", "should
/// be free by three", a place or a person expected to be available (cls47; not "should be
/// free of clutter", a state kept).
fn free_at_a_time(s: &Sentence<'_, '_>, c: usize) -> bool {
    s.is(c, "free")
        && (matches!(
            s.w(c + 1),
            "after"
                | "by"
                | "around"
                | "later"
                | "soon"
                | "tomorrow"
                | "tonight"
                | "until"
                | "till"
        ) || s.is(c + 1, "from") && numbers::is_time_or_date(s.t, c + 2)
            || s.is(c + 1, "at") && numbers::is_time_or_date(s.t, c + 2))
}

/// A state a person is in, felt rather than reached by a deed: "exhausted", "tired", "busy",
/// "worried" ("must have been exhausted by Friday" guesses it).
fn is_a_persons_state(w: &str) -> bool {
    matches!(
        w,
        "exhausted"
            | "tired"
            | "busy"
            | "confused"
            | "worried"
            | "upset"
            | "relieved"
            | "asleep"
            | "awake"
            | "hungry"
            | "starving"
            | "scared"
            | "frightened"
            | "bored"
            | "shattered"
            | "knackered"
            | "gutted"
            | "thrilled"
            | "furious"
            | "frustrated"
            | "desperate"
            | "lonely"
            | "homesick"
            | "miserable"
    )
}

/// A comparator at `i` with a quantity within three words: "over 18", "at least 2 MB".
fn comparator_with_quantity(s: &Sentence<'_, '_>, i: usize) -> bool {
    matches!(
        s.w(i),
        "between"
            | "under"
            | "below"
            | "above"
            | "over"
            | "within"
            | "at"
            | "no"
            | "less"
            | "fewer"
            | "more"
            | "greater"
            | "smaller"
            | "larger"
            | "shorter"
            | "longer"
    ) && (i + 1..i + 4).any(|k| numbers::is_quantity_at(s.t, k))
}

/// After `i`, a word that makes "must be over 60" a guess about a present state: "already",
/// "(by) now" (not "now that", a reason), "judging by the crowd"; read within a bounded reach.
fn guessed_from_the_present(s: &Sentence<'_, '_>, i: usize) -> bool {
    (i + 1..(i + super::REACH).min(s.t.len())).any(|k| match s.w(k) {
        "already" | "judging" => true,
        "now" => !s.is(k + 1, "that"),
        _ => false,
    })
}

/// A clause in the simple past opens at `k`: its subject ("it", "the hold notice") and a past
/// verb a few words on ("it reached us", "the hold notice went out"; not "the signed copy
/// arrives", a participle before a noun).
fn past_clause_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    matches!(
        s.w(k),
        "it" | "they" | "he" | "she" | "we" | "the" | "our" | "their" | "his" | "her"
    ) && (k + 1..(k + 5).min(s.t.len()))
        .take_while(|&j| s.is_word(j))
        .any(|j| s.looks_past_at(j) && !s.is_adjectival_participle(j))
}

/// "must have" + participle at `have`, after the modal at `i`, is a requirement rather than a
/// guess about the past when its subject is a class of people ("Applicants must have
/// completed two years", "All reviewers must have signed the NDA") or "you", or a deadline
/// or an ordering follows ("The form must have been filed by Friday"); "he must have
/// forgotten", "the agent must have misread it" guess.
fn requires_a_completed_step(s: &Sentence<'_, '_>, i: usize, have: usize) -> bool {
    let (_, clause_end) = s.clause_of(i);
    // "Going by the timestamps, the correction must have gone out before the deadline": what
    // one thing did, guessed from evidence (not "the form must have been filed by Friday").
    // ("The roster must have been generated before ... — his name's still on it": a
    // passive's deed guessed as well.)
    let guessed = || names_one_party(s, i) && (evidence_beside(s, i) || opens_on_evidence(s));
    // "The family must have been exhausted by Friday": how people felt by a time, guessed;
    // no deed is due then (cls47; not "must have been filed by Friday").
    let felt = s.is(have + 1, "been") && is_a_persons_state(s.w(have + 2));
    let deadline = !felt
        && (have + 2..clause_end).any(|k| match s.w(k) {
            // "must have been contaminated before it reached us": "before" and a past
            // clause tell when the guessed deed was done, no deadline (cls61b; not "must
            // have been filed before the hearing", nor "... before it ships").
            "before" => !past_clause_at(s, k + 1),
            "prior" | "within" | "beforehand" => true,
            // "by the time" + a past clause ("must have worn off by the time Milo got home"):
            // when the guessed deed was done, no deadline (not "... by the time the auditor
            // arrives").
            "by" if s.seq(k + 1, &["the", "time"]) => {
                !(k + 3..(k + 7).min(clause_end)).any(|j| s.looks_past_at(j))
            }
            // "by Friday", "by the 15th"; not "by the gateway", who did it.
            "by" => {
                super::permissions::names_a_time(s, k + 1)
                    || s.is(k + 1, "the") && numbers::is_time_or_date(s.t, k + 2)
            }
            _ => false,
        })
        && !guessed();
    // A plural subject opening its clause ("Applicants", "Contributors") names a class too,
    // when the step has an object ("signed the CLA"; "plans must have changed" guesses).
    let (clause_start, _) = s.clause_of(i);
    let object = have + 2;
    // "must have been exhausted": a state guessed, no step ("must have been vaccinated").
    let has_object = s.is(have + 1, "been") && !lx::is_epistemic_be_complement(s.w(object))
        || super::opens_object(s.w(object))
        || numbers::is_quantity_at(s.t, object);
    let class_of_people = has_object
        && s.subject_before(i).is_some_and(|j| {
            let w = s.w(j);
            let determiner = j.checked_sub(1).map_or("", |d| s.w(d));
            w == "you"
                || w.ends_with('s')
                    && !w.ends_with("ss")
                    && (j == clause_start || lx::is_agent_subject(w.trim_end_matches('s')))
                    && !matches!(
                        determiner,
                        "the" | "these" | "those" | "our" | "two" | "both"
                    )
        });
    deadline || class_of_people
}

fn should_is_deontic(s: &Sentence<'_, '_>, i: usize, subject: Subject) -> bool {
    // "you should of told me": "should've", misheard, a regret about the past (not "should
    // of course", an aside).
    if s.is(i + 1, "of") && !s.is(i + 2, "course") {
        return false;
    }
    if counted_subject(s, i) && !s.hedged {
        return true;
    }
    // "If we should ever lose the cold room ...", "in case the pump should fail": "should"
    // right after the subject of a supposition supposes.
    let supposes = |k: usize| s.is(k, "if") || s.seq(k.saturating_sub(1), &["in", "case"]);
    if s.w(i) == "should"
        && (i >= 2 && supposes(i - 2)
            || i >= 3
                && supposes(i - 3)
                && matches!(
                    s.w(i - 2),
                    "the" | "a" | "an" | "our" | "your" | "my" | "any"
                ))
    {
        return false;
    }
    // "Tide should be high enough by half two", "wind should drop by lunchtime": the weather
    // forecast, nobody's duty (cls61).
    if i > 0 && is_weather(s.w(i - 1)) {
        return false;
    }
    let mut next = i + 1;
    if s.w(i) == "ought" {
        if !s.is(next, "to") {
            return false;
        }
        next += 1;
    }
    while matches!(
        s.w(next),
        "not" | "never" | "always" | "also" | "still" | "only" | "really" | "definitely" | "all"
    ) {
        next += 1;
    }
    if matches!(
        s.w(next),
        "probably" | "hopefully" | "likely" | "easily" | "maybe"
    ) || s.hedged
    {
        return false;
    }
    // "We shouldn't expect much surface deformation for a few days yet", "I should expect
    // a call": what the speaker expects, a forecast (not "Staff should expect overtime", a
    // class told what is due to it) (cls50).
    if matches!(s.w(next), "expect" | "anticipate") && i > 0 && matches!(s.w(i - 1), "we" | "i") {
        return false;
    }
    // "Dad should be home by now": where things stand by this time, expected.
    let (_, clause_end) = s.clause_of(i);
    if (next..clause_end.saturating_sub(1)).any(|k| s.seq(k, &["by", "now"])) {
        return false;
    }
    // "The vet says the bay mare should foal any day now": an event expected soon, its time
    // unknown.
    if (next..clause_end.saturating_sub(2)).any(|k| any_time_now(s, k)) {
        return false;
    }
    // "Fog should burn off by about nine", "it should finish in about ten minutes", "the
    // peonies should open in a day or two": a time told roughly, what a thing is expected
    // to do (cls61b; a deadline is exact: "the report should be in by nine", and one
    // addressed stays owed: "you should be there by about six").
    if !matches!(subject, Subject::Agent | Subject::Speaker)
        && (next..clause_end).any(|k| roughly_timed(s, k))
    {
        return false;
    }
    // "The scanner should be through reel 31 by lunchtime, going by how the last three
    // went", "the report should be in by Thursday; Kev says he's only got the photos
    // left": one named thing's outlook with the evidence it rests on named beside it, as
    // a guess with "must" has (cls61b; not "the report should be in by nine", nor "the
    // cage should be locked by six — it was left open last week", a rule's reason).
    if matches!(subject, Subject::Thing | Subject::Noun)
        && names_one_party(s, i)
        && evidence_named_beside(s, i)
    {
        return false;
    }
    // "Should be clearer by tomorrow's run", "it should be better after the reboot": a state
    // expected to improve or worsen, a comparative with nothing it is held to ("should be
    // shorter than 100 words" sets a bound).
    if s.is(next, "be") && is_plain_comparative(s.w(next + 1)) && !s.is(next + 2, "than") {
        return false;
    }
    // "The ferry should run if the weather holds", "the new slurry should give us another
    // point of yield if the vendor's numbers hold": a thing's outlook, as good as its evidence.
    // "The new chillers should bring PUE down to about 1.3, according to the vendor's model",
    // "with this much rain the face should stay damp": a thing's outlook as a model has it,
    // or as a cause opening the sentence makes it (cls48).
    if matches!(subject, Subject::Thing | Subject::Noun | Subject::None)
        && (if_the_evidence_holds(s, next) || forecast_by_a_model(s, next) || after_so_much(s))
    {
        return false;
    }
    let verb = s.w(next);
    match verb {
        // "Should have the right one Thursday": with no subject, a thing expected on a day
        // (not "Should have the report on my desk by Friday", a deadline, nor "Should have
        // your badge on you", said to the reader).
        "have"
            if i == 0
                && (next + 1..clause_end).any(|k| {
                    (numbers::names_a_date(s.w(k)) || matches!(s.w(k), "soon" | "today"))
                        && !s.is(k - 1, "by")
                })
                && !(next + 1..clause_end).any(|k| matches!(s.w(k), "your" | "you" | "by")) =>
        {
            false
        }
        // "We should have the full report by Friday", "she should have her bank statements
        // by Friday": a thing the speakers, or someone they speak of, expect to get by a time
        // (not "we should have the report signed by Friday", a deed owed).
        "have"
            if s.subject_before(i)
                .is_some_and(|j| matches!(s.w(j), "we" | "i" | "she" | "he" | "they"))
                && matches!(
                    s.w(next + 1),
                    "the" | "a" | "an" | "her" | "his" | "their" | "our" | "my"
                )
                && (next + 2..clause_end).any(|k| {
                    s.is(k, "by") || numbers::names_a_date(s.w(k)) || s.is(k, "tomorrow")
                })
                && !(next + 2..clause_end).any(|k| {
                    s.past_participle_at(k) || matches!(s.w(k), "ready" | "done" | "finished")
                }) =>
        {
            false
        }
        // ("The reader should have come back within a minute": a regret about the past.)
        "have" | "'ve" => {
            !participle_after_have(s, next + 1) && !participle_left_out_after_have(s, next + 1)
        }
        "be" => {
            let c = s.w(next + 1);
            !(subject == Subject::Thing
                || lx::is_epistemic_be_complement(c)
                    && c != "in"
                    && !compares_with_a_quantity(s, next + 1)
                || state_after_a_wait(s, next + 1)
                || free_at_a_time(s, next + 1)
                // "The quad should be spinning again by eleven": a working state back,
                // forecast (not "staff should be wearing gloves", a duty).
                || c.ends_with("ing") && s.is(next + 2, "again"))
        }
        // "It runs the way the manual said it should": the verb left out after a thing's
        // "should", a standard it is measured against.
        _ if subject == Subject::Thing && !s.is_word(next) => false,
        // "Trial results suggest growers should see about a 12% yield gain", "you should see
        // roughly 40 ms": an outcome forecast, its amount guessed (cls47; not "you should
        // see a doctor").
        "see" | "notice"
            if matches!(
                s.w(next + 1),
                "about" | "around" | "roughly" | "approximately" | "approx" | "~"
            ) && (next + 2..next + 5).any(|k| numbers::is_quantity_at(s.t, k)) =>
        {
            false
        }
        // "I should note that the API returned a 500", "I should point out ...", "I should
        // say, ...": the speaker's aside, not a duty ("I should mention it to the client
        // before Friday" is one).
        "note" | "mention" | "add" | "point" | "say" | "admit" | "clarify" | "stress"
        | "emphasize" | "emphasise" | "confess"
            if subject == Subject::Speaker
                && (matches!(s.w(next + 1), "that" | "here" | "out") || !s.is_word(next + 1)) =>
        {
            false
        }
        // "The BMW should fetch at least twelve grand": the price a thing is expected to sell
        // for (cls61; not "the runner should fetch the post").
        "fetch" if (next + 1..next + 4).any(|k| numbers::is_quantity_at(s.t, k)) => false,
        // "You should receive an email shortly", "you should notice the speed-up": what the
        // one addressed will get or perceive, a forecast.
        "receive" | "notice" if s.w(s.subject_before(i).unwrap_or(i)) == "you" => false,
        // "It shouldn't matter which browser you use": a state of a thing.
        _ if subject == Subject::Thing && lx::is_stative_verb(verb) => false,
        // "Tokens per request shouldn't go past 8k": a ceiling, not a forecast ("the
        // meeting should go over 30 minutes" guesses). "Forklifts should not pass 10 km/h in
        // the yard": "pass" with the mark right after it is a ceiling too (cls64a; "the batch
        // should pass QA", no quantity, is a routine or a hope).
        "go" | "pass"
            if (s.w(i) == "shouldn't" || matches!(s.w(i + 1), "not" | "never"))
                && (verb == "pass" && numbers::is_quantity_at(s.t, next + 1)
                    || verb == "go"
                        && matches!(
                            s.w(next + 1),
                            "past" | "over" | "above" | "beyond" | "under" | "below"
                        )
                        && numbers::is_quantity_at(s.t, next + 2)) =>
        {
            true
        }
        // "Invoices should go out on Friday", "nightly jobs should run at 2am", "pages should
        // load in under 2 s": a class's routine (not "prices should go up", a change
        // forecast, nor "things should start to improve").
        "go" | "run" | "finish" | "pass" | "start" | "load" | "clear"
            if subject == Subject::Noun
                && names_a_class(s, i)
                && !matches!(s.w(next + 1), "up" | "down" | "to" | "back")
                && !(next + 1..s.clause_of(i).1)
                    .any(|k| matches!(s.w(k), "shortly" | "soon" | "eventually")) =>
        {
            true
        }
        _ => {
            matches!(subject, Subject::Agent | Subject::None | Subject::Speaker)
                // "Junior walkers shouldn't take more than two dogs at once": a count of
                // things held to a bound (not "the job should take more than an hour").
                || subject != Subject::Thing && caps_a_count_of_things(s, next)
                // "Ushers should do a full row sweep after every screening": a deed owed
                // on every occasion of a kind.
                || subject == Subject::Noun && owed_on_every_occasion(s, next, clause_end)
                || !matches!(
                    verb,
                    "work"
                        | "fix"
                        | "help"
                        | "do"
                        | "take"
                        | "last"
                        | "land"
                        | "arrive"
                        | "finish"
                        | "pass"
                        | "resolve"
                        | "clear"
                        | "kick"
                        | "show"
                        | "appear"
                        | "get"
                        | "go"
                        | "come"
                        | "make"
                        | "solve"
                        | "cover"
                        | "hold"
                        | "speed"
                        | "improve"
                        | "reduce"
                        | "cut"
                        | "start"
                        | "run"
                        | "load"
                        | "be"
                        | "suffice"
                        | "settle"
                )
        }
    }
}

/// "by about nine", "in about ten minutes", "in a day or two", "in a week or so", "in five or
/// six weeks" at `k`: a time, or a stretch of it, told roughly.
fn roughly_timed(s: &Sentence<'_, '_>, k: usize) -> bool {
    let or_so = |u: usize| {
        numbers::is_time_unit(s.w(u))
            && s.is(u + 1, "or")
            && (s.is(u + 2, "so") || numbers::is_quantity_at(s.t, u + 2))
    };
    // "in five or six weeks", "in 2 or 3 days": a choice of two counts of a unit (cls62b).
    let either = || {
        numbers::is_quantity_at(s.t, k + 1)
            && s.is(k + 2, "or")
            && numbers::is_quantity_at(s.t, k + 3)
            && numbers::is_time_unit(s.w(k + 4))
    };
    // "in the next few days", "over the next couple of weeks": a stretch told roughly (cls62).
    let next_few = || {
        s.seq(k + 1, &["the", "next"])
            && (s.is(k + 3, "few") && numbers::is_time_unit(s.w(k + 4))
                || s.seq(k + 3, &["couple", "of"]) && numbers::is_time_unit(s.w(k + 5)))
    };
    matches!(s.w(k), "by" | "in")
        && (numbers::is_approximator(s.w(k + 1)) && numbers::is_quantity_at(s.t, k + 2)
            || (k + 1..(k + 4).min(s.t.len())).any(or_so)
            || either())
        || matches!(s.w(k), "in" | "over" | "within") && next_few()
}

/// "any day now", "any minute now", "any time now" at `k`: soon, when is not known.
fn any_time_now(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.is(k, "any")
        && (numbers::is_time_unit(s.w(k + 1)) || s.is(k + 1, "time"))
        && s.is(k + 2, "now")
}

/// "(Ushers should do a full row sweep) after every screening", "(... check the float) at
/// each close": the clause after the verb at `verb` (to `end`) names every occasion of a kind
/// the deed is done on, a routine owed (not "the new filters should do a better job", a
/// forecast with no occasion).
fn owed_on_every_occasion(s: &Sentence<'_, '_>, verb: usize, end: usize) -> bool {
    (verb + 1..end).any(|k| {
        matches!(s.w(k), "after" | "before" | "at" | "on" | "following")
            && matches!(s.w(k + 1), "every" | "each")
    })
}

/// The words at `k` name what a valid value is: "a valid email address", "unique", "a whole
/// number", "an integer", "one of the listed codes", "non-empty" (not "a valid concern", a
/// judgement of a point made).
fn states_a_validity(s: &Sentence<'_, '_>, k: usize) -> bool {
    let c = if matches!(s.w(k), "a" | "an") {
        k + 1
    } else {
        k
    };
    s.seq(k, &["one", "of"])
        || s.is(c, "whole") && s.is(c + 1, "number")
        || s.is(c, "valid")
            && !matches!(
                s.w(c + 1),
                "concern" | "point" | "question" | "reason" | "excuse" | "argument" | "worry"
            )
        || matches!(
            s.w(c),
            "unique"
                | "non-empty"
                | "nonempty"
                | "lowercase"
                | "lower-case"
                | "uppercase"
                | "upper-case"
                | "numeric"
                | "integer"
                | "positive"
                | "well-formed"
        )
}

/// The subject before the modal at `i` is a class: a plural noun with no determiner from its
/// clause's start ("invoices", "nightly jobs"; not "the jobs", "some pages").
fn names_a_class(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.subject_before(i).is_some_and(|j| {
        let noun = s.w(j);
        let (start, _) = s.segment_of(j);
        noun.len() > 3
            && noun.ends_with('s')
            && !noun.ends_with("ss")
            && j < start + 3
            && (start..j).all(|k| {
                s.is_word(k)
                    && !s.has(k, lx::ENGLISH_FUNCTION_WORD)
                    && !matches!(
                        s.w(k),
                        "some" | "most" | "many" | "few" | "several" | "both" | "these" | "those"
                    )
            })
    })
}

/// An "if" after token `from` whose clause says that evidence or the weather holds up: "if
/// the numbers hold", "if the weather holds up", "if the damp holds off", "if the vendor's
/// figures pan out", "if the dryer behaves". (Not "if the totals add up" or "if the amount is right": a check a rule
/// may wait for.)
fn if_the_evidence_holds(s: &Sentence<'_, '_>, from: usize) -> bool {
    (from..s.t.len()).any(|k| {
        s.is(k, "if")
            && (k + 2..(k + 8).min(s.clause_of(k).1)).any(|m| match s.w(m) {
                // (Not "if you hold the door": a hand holding something.)
                "hold" | "holds" => {
                    !s.is_word(m + 1)
                        || matches!(s.w(m + 1), "up" | "off" | "steady" | "true" | "firm")
                }
                "pan" | "pans" => s.is(m + 1, "out"),
                // "if the dryer behaves", "if the weather cooperates": a thing working as
                // hoped, closing the clause (cls54; not "if you behave", a person).
                "behaves" | "behave" | "cooperates" | "cooperate" => {
                    !s.is_word(m + 1) && !s.is(k + 1, "you")
                }
                _ => false,
            })
    })
}

/// "like it's supposed to", "as they are supposed to" with `i` at "supposed": "like" or "as",
/// a pronoun and its copula before it, and "to" closing the clause (its verb left out).
fn done_as_supposed(s: &Sentence<'_, '_>, i: usize) -> bool {
    let pronoun_at = if matches!(
        s.w(i.wrapping_sub(1)),
        "it's" | "they're" | "he's" | "she's" | "we're" | "you're"
    ) {
        i.checked_sub(1)
    } else if matches!(s.w(i.wrapping_sub(1)), "is" | "are") {
        i.checked_sub(2)
    } else {
        None
    };
    pronoun_at.is_some_and(|p| p >= 1 && matches!(s.w(p - 1), "like" | "as"))
        && s.is(i + 1, "to")
        && !s.is_word(i + 2)
}

/// "according to the vendor's model", "according to our projections" after token `from`: a
/// forecast's source, a model or its figures (not "according to the site manager", whose
/// word is a rule).
fn forecast_by_a_model(s: &Sentence<'_, '_>, from: usize) -> bool {
    (from..s.t.len()).any(|k| {
        s.seq(k, &["according", "to"])
            && (k + 2..(k + 6).min(s.t.len())).any(|m| {
                matches!(
                    s.w(m),
                    "model"
                        | "models"
                        | "forecast"
                        | "forecasts"
                        | "projection"
                        | "projections"
                        | "estimate"
                        | "estimates"
                        | "simulation"
                        | "simulations"
                        | "calculations"
                        | "figures"
                )
            })
    })
}

/// "With this much rain ...", "with all this wind ...", "with so much snow ...": the sentence
/// opens with a cause measured as large, what follows is what it is expected to bring.
fn after_so_much(s: &Sentence<'_, '_>) -> bool {
    s.is(0, "with")
        && (matches!(s.w(1), "this" | "that" | "so") && s.is(2, "much")
            || s.is(1, "all") && matches!(s.w(2), "this" | "that"))
}

/// The clause before `i` is an act done to a pronoun, a gerund and "it", "them" or "this"
/// opening it ("opening it needs a manager", "deleting them requires two admins"): the act is
/// the subject, as "opening the door" is, not the pronoun.
fn acts_on_a_pronoun_before(s: &Sentence<'_, '_>, i: usize) -> bool {
    i >= 2
        && matches!(s.w(i - 1), "it" | "them" | "this")
        && s.clause_of(i).0 == i - 2
        && s.w(i - 2).len() > 4
        && s.w(i - 2).ends_with("ing")
}

/// The verb at `verb` takes an object counted against a bound, a comparator and a number
/// before a noun that is no unit of time: "take more than two dogs", "load over 20 boxes"
/// (not "take more than ten minutes", a time guessed).
fn caps_a_count_of_things(s: &Sentence<'_, '_>, verb: usize) -> bool {
    let number = match (s.w(verb + 1), s.w(verb + 2)) {
        ("more" | "fewer" | "less", "than") => verb + 3,
        ("over" | "under" | "above" | "below", _) => verb + 2,
        _ => return false,
    };
    numbers::is_quantity_at(s.t, number)
        && s.is_word(number + 1)
        && !numbers::is_time_unit(s.w(number + 1))
}

/// "You have to see the new mural, it's stunning", "you must hear this album, the drummer
/// nailed it", "you need to try the dumplings there omg": an obligation of the one addressed
/// (or of no one named) at `i`, a verb of experiencing at `verb_at` ("see", "try", "listen
/// to") and delight beside it ([`says_delight`]), a recommendation, not an order (not "you
/// have to see a doctor by Friday", nor "you must see the doctor before you fly", nor "you
/// have to try the login again": a step in an order).
fn enthusiastic_recommendation(s: &Sentence<'_, '_>, i: usize, verb_at: usize) -> bool {
    let experiences = match s.w(verb_at) {
        "see" | "try" | "watch" | "hear" | "taste" | "visit" | "read" => true,
        "listen" => s.is(verb_at + 1, "to"),
        "check" => s.is(verb_at + 1, "out"),
        _ => false,
    };
    let end = (verb_at + super::REACH).min(s.t.len());
    // "before you fly", "again", "carefully", "by Friday": when or how the step is done.
    let step = || {
        (verb_at + 1..end).any(|k| {
            matches!(
                s.w(k),
                "before"
                    | "after"
                    | "until"
                    | "unless"
                    | "once"
                    | "if"
                    | "again"
                    | "first"
                    | "asap"
                    | "carefully"
                    | "closely"
                    | "thoroughly"
                    | "prior"
            ) || s.is(k, "by") && numbers::names_a_date(s.w(k + 1))
        })
    };
    // ("You have got to try it", "you've got to see it": the subject is before "have".)
    let modal = if s.is(i, "got") && i > 0 && s.is(i - 1, "have") {
        i - 1
    } else {
        i
    };
    let addressed = s
        .subject_before(modal)
        .is_none_or(|j| matches!(s.w(j), "you" | "you've"));
    // ("omg you must see ...": an interjection before the modal counts too.)
    let from = i.saturating_sub(super::REACH);
    experiences && addressed && says_delight(s, from, end) && !step()
}

/// The tokens from `from` to `end` say delight: a word of praise ("gorgeous", "nailed", "so
/// good") or an interjection of excitement ("omg", "wow"); an exclamation mark alone may
/// stress an order ("You must read the release notes!!").
fn says_delight(s: &Sentence<'_, '_>, from: usize, end: usize) -> bool {
    (from..end).any(|k| {
        matches!(
            s.w(k),
            "stunning"
                | "amazing"
                | "incredible"
                | "awesome"
                | "gorgeous"
                | "delicious"
                | "hilarious"
                | "beautiful"
                | "fantastic"
                | "unreal"
                | "insane"
                | "wonderful"
                | "brilliant"
                | "breathtaking"
                | "nailed"
                | "epic"
                | "superb"
                | "excellent"
                | "lovely"
                | "magical"
                | "spectacular"
                | "phenomenal"
                | "sublime"
                | "legendary"
                | "tasty"
                | "yummy"
                | "adorable"
                | "cute"
                | "ridiculous"
                | "unbelievable"
                // British and Irish: "it's mental how fast it goes".
                | "mental"
                | "omg"
                | "wow"
                | "ooh"
                | "whoa"
        ) || s.seq(k, &["so", "good"])
    })
}

/// "To get a berth in August you'd have to book early, from what the harbourmaster told me":
/// a "you'd have to" that someone else's word backs tells the means the world asks, not an
/// order. (A goal alone does not: "To get a refund you'd have to show the receipt" tells the
/// agent a store's rule.)
fn backed_by_hearsay(s: &Sentence<'_, '_>) -> bool {
    (0..s.t.len()).any(|k| {
        s.seq(k, &["from", "what"])
            && (k + 2..(k + 7).min(s.t.len()))
                .any(|m| matches!(s.w(m), "told" | "said" | "says" | "heard" | "hear"))
    })
}

/// "Her book on tariff classification is required reading for every new broker, honestly":
/// "required reading" (or viewing, listening) at `i` said of someone's work, or with the
/// speaker's opinion marked, praises it; "Chapter 3 is required reading before Monday" and
/// "the safety manual is required reading for new hires" set a task.
fn praised_as_required_reading(s: &Sentence<'_, '_>, i: usize) -> bool {
    matches!(s.w(i + 1), "reading" | "viewing" | "listening")
        // ("Her onboarding doc is required reading before your first shift": a task's time.)
        && !(i + 2..s.t.len()).any(|k| matches!(s.w(k), "before" | "by" | "until"))
        && (matches!(s.w(0), "her" | "his" | "their")
            || (0..s.t.len()).any(|k| {
                matches!(
                    s.w(k),
                    "honestly" | "frankly" | "imo" | "imho" | "tbh" | "genuinely" | "seriously"
                )
            }))
}

/// "Nobody has to tell me twice", "nobody had to ask us twice": the idiom of being eager, at
/// the verb `v` after "has to" (not "twice a day" or "twice per shift", a frequency).
fn told_twice(s: &Sentence<'_, '_>, v: usize) -> bool {
    matches!(s.w(v), "tell" | "ask")
        && matches!(s.w(v + 1), "me" | "us" | "him" | "her" | "them")
        && s.is(v + 2, "twice")
        && !matches!(s.w(v + 3), "a" | "an" | "per" | "every" | "each" | "daily")
}

/// "The corps has to see it to believe it", "you've got to admire the old projector": wonder
/// or praise at the verb `v` after "has to", no order: "see it to believe it", or "admire"
/// whatever its object (cls52; "you have to see the doctor" still binds).
fn seen_to_be_believed(s: &Sentence<'_, '_>, v: usize) -> bool {
    s.is(v, "admire")
        || s.is(v, "see")
            && matches!(s.w(v + 1), "it" | "this" | "that" | "them")
            && s.seq(v + 2, &["to", "believe"])
}

/// "Ah sure it'll have to do", "that'll have to do for now": a thing "will have to do" (the
/// "have" at `i`, the "do" at `verb_at` closing the clause or before "for now"), making do
/// with it, no order ("it'll have to do the backups", a machine's task, and "you'll have to
/// do it again" still bind).
fn makes_do(s: &Sentence<'_, '_>, i: usize, verb_at: usize) -> bool {
    let thing = |k: usize| matches!(s.w(k), "it" | "that" | "this");
    let will = i > 0
        && (matches!(s.w(i - 1), "it'll" | "that'll" | "this'll")
            || i > 1 && matches!(s.w(i - 1), "'ll" | "will") && thing(i - 2));
    will && s.is(verb_at, "do") && (!s.is_word(verb_at + 1) || s.seq(verb_at + 1, &["for", "now"]))
}

/// The verb that "had better" or "best (not) to" at `i` puts as a duty: "(you'd) better (not)
/// touch", "(you had) better lock up", "(it's) best not to run" (not "better believe it", an
/// idiom, nor "the better option", "best of luck", "the best team").
pub(crate) fn had_better_at(t: &[Tok<'_>], i: usize) -> Option<usize> {
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let opens = i == 0 || w(i - 1) == ",";
    let mut verb = i + 1;
    if w(verb) == "not" {
        verb += 1;
    }
    if w(i) == "best" {
        // "Best to ask first", "it's best not to run it on a Friday".
        if !(opens || i > 0 && matches!(w(i - 1), "it's" | "is")) || w(verb) != "to" {
            return None;
        }
        verb += 1;
    } else if !(opens
        || matches!(
            w(i - 1),
            "you'd" | "we'd" | "they'd" | "he'd" | "she'd" | "i'd" | "had" | "'d" | "you" | "it'd"
        ))
    {
        return None;
    }
    let verb_class = t.get(verb)?.class;
    (verb_class & lx::BASE_VERB != 0 && w(verb) != "believe" || w(verb) == "be").then_some(verb)
}

/// Whether the obligation at `i` ("have to", "need to", "gotta") binds.
fn obligation_is_deontic(s: &Sentence<'_, '_>, i: usize, subject: Subject) -> bool {
    let w = s.w(i);
    if i > 0
        && matches!(
            s.w(i - 1),
            "don't" | "doesn't" | "no" | "longer" | "not" | "never"
        )
    {
        return false; // "you don't need to", "no longer have to": a revocation, found elsewhere
    }
    if i > 0
        && matches!(
            s.w(i - 1),
            "might" | "may" | "could" | "probably" | "maybe" | "perhaps"
        )
    {
        return false; // "she might need to reschedule": a guess about a need, not an order
    }
    // "..., so the afternoon group won't have to drag the boats": a relief that follows from
    // what the sentence tells, no rule lifted or set (cls61).
    if i > 0 && s.is(i - 1, "won't") && {
        let (start, _) = s.segment_of(i);
        start > 0 && s.is(start, "so") && s.t[start - 1].is_punct(',')
    } {
        return false;
    }
    // "we'd have to sign a contract", "they would have to pay upfront": a hypothetical (not
    // "you'd have to ask Marta first", advice to the reader).
    if i > 0
        && (s.w(i - 1) == "would" && !(i > 1 && s.is(i - 2, "you"))
            || s.w(i - 1).ends_with("'d") && s.w(i - 1) != "you'd")
    {
        return false;
    }
    if i > 0 && s.w(i - 1) == "you'd" && backed_by_hearsay(s) {
        return false;
    }
    // "You've got to sign in first", "she's got to be home by ten".
    let bare_got = w == "got"
        && !(i > 0 && {
            let have = s.w(i - 1);
            matches!(
                have,
                "'ve" | "have" | "has" | "'s" | "he's" | "she's" | "it's"
            ) || have.ends_with("'ve")
        });
    // ("We got to see the band before 6pm": the speakers' chance, a past.)
    if bare_got && (!owed_with_a_threat_or_time(s, i) || i > 0 && matches!(s.w(i - 1), "i" | "we"))
    {
        return false;
    }
    if subject == Subject::Speaker && !matches!(s.w(i + 2), "you" | "make") {
        return false;
    }
    let verb_at = if w == "gotta" { i + 1 } else { i + 2 };
    if elided_aside(s, i, verb_at) || makes_do(s, i, verb_at) {
        return false;
    }
    // "You'd have to be mad to go up in that weather": a judgement of folly, not an order.
    if s.is(verb_at, "be")
        && matches!(
            s.w(verb_at + 1),
            "mad"
                | "crazy"
                | "insane"
                | "nuts"
                | "daft"
                | "mental"
                | "bonkers"
                | "joking"
                | "kidding"
        )
    {
        return false;
    }
    // "You have to hand it to the night crew", "you've got to admit it works": praise and
    // concession, not orders.
    if s.seq(verb_at, &["hand", "it"])
        || matches!(s.w(verb_at), "admit" | "love" | "laugh" | "wonder")
            && (matches!(s.w(verb_at + 1), "it" | "that") || !s.is_word(verb_at + 1))
        || enthusiastic_recommendation(s, i, verb_at)
        || told_twice(s, verb_at)
        || seen_to_be_believed(s, verb_at)
    {
        return false;
    }
    // "It has to be approved by 5pm", "this has to be done today": an action owed on a thing
    // (not "it has to be cached somewhere", a guess).
    // ("The sooks have got to be off the ice by six, else ...": a state owed by a time or
    // under a threat, cls70a.)
    let owed_action = || {
        let participle = verb_at + 1;
        s.past_participle_at(participle)
            && (!lx::is_epistemic_be_complement(s.w(participle))
                || matches!(
                    s.w(participle + 1),
                    "by" | "before" | "today" | "tonight" | "tomorrow" | "first" | "asap"
                ))
            || owed_with_a_threat_or_time(s, i)
    };
    // "Tests have to be flaky for a reason": a state nobody orders, so a guess.
    // "The driver has to be stuck behind the roadworks", "the newsreel has to be one of the
    // most-requested items": a plight or a ranking guessed.
    let unwanted_state = matches!(
        s.w(verb_at + 1),
        "flaky" | "buggy" | "broken" | "wrong" | "stale" | "corrupt" | "down" | "stuck" | "jammed"
    ) || s.seq(verb_at + 1, &["one", "of", "the"]) && {
        let ranked = s.w(verb_at + 4);
        ranked.starts_with("most") || ranked.len() > 4 && ranked.ends_with("est")
    };
    if s.is(verb_at, "be")
        && (subject == Subject::Thing && !owed_action()
            || unwanted_state
            || state_guessed_from_evidence(s, i, verb_at + 1)
            || matches!(
                s.w(verb_at + 1),
                "the" | "a" | "an" | "my" | "our" | "their" | "his" | "her" | "its" | "some"
            ))
    {
        return false; // "it has to be the DNS", "the spike has to be the batch import"
    }
    // (A bare "got to" is past in shape: its threat or time tells it is owed.)
    bare_got || !s.is_report_clause(s.clause_of(i)) || s.has_present_modal(s.clause_of(i))
}

/// "Them sooks got to be off the ice and sold by half past six, else they go in the bait
/// barrel": a "got to" at `i` with its "have" left out, as dialects drop it, binds when what
/// befalls the undone ("else", "otherwise") or a time it is owed by ("by six", "before
/// Friday") follows it in the sentence (cls70a; not "we got to see the band", "I got to ride
/// the big wheel by the river", a chance that came).
fn owed_with_a_threat_or_time(s: &Sentence<'_, '_>, i: usize) -> bool {
    (i + 2..s.t.len()).any(|k| {
        matches!(s.w(k), "else" | "otherwise")
            || matches!(s.w(k), "by" | "before")
                && (numbers::is_time_or_date(s.t, k + 1) || numbers::is_date_word(s.t, k + 1))
    })
}

/// "needs weighed", "needs swept before close", "needs done first": the "need" or "needs" at
/// `i` and a past participle of a deed closing the clause or before a function word ("and",
/// "before", "by"), the participle's "to be" left out. Not "needs attached files" nor "needs
/// based funding" (the participle describes a noun after it), nor "needs interested buyers".
fn needs_done(s: &Sentence<'_, '_>, i: usize) -> bool {
    let done = i + 1;
    s.is_word(done)
        && s.past_participle_at(done)
        && !lx::is_epistemic_be_complement(s.w(done))
        && s.t
            .get(done + 1)
            .is_none_or(|x| x.kind != TokKind::Word || x.class & lx::ENGLISH_FUNCTION_WORD != 0)
}

/// The tokens of "want to" or "wanna" at `k` before a verb ("you'll want to stick them
/// back", "you'll wanna lock it"), or 0.
fn wanted_step_len(s: &Sentence<'_, '_>, k: usize) -> usize {
    if s.is(k, "wanna") {
        1
    } else if s.seq(k, &["want", "to"]) {
        2
    } else {
        0
    }
}

/// Token `k` is a word of no listed class shaped like a bare verb, as after "is to" ("Guests
/// are to vacate their rooms", "no vessel is to refuel"): no past, "-ing", "-ly" or
/// third-person ending, and not "blame" or "come" ("the vendor is to blame", "the worst is to
/// come").
fn unlisted_bare_verb_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    let w = s.w(k);
    s.is_word(k)
        && s.t[k].class == 0
        && !matches!(w, "blame" | "come")
        && super::imperatives::has_bare_verb_shape(w)
}
