//! Policies stated as facts rather than commands: a universal subject ("All strings go through
//! the i18n helper"), a firm "hard no", a present passive restricted by "only", "not" or
//! "never", a retention period ("backups are kept for 90 days"), and a new standing rule
//! ("From now on, ..."). The imperative detector runs them.

use super::permissions::{is_action_participle, used_as_a_participle};
use super::{Found, Sentence, push};
use crate::classify::CueKind;
use crate::classify::lexicon as lx;
use crate::classify::numbers;
use crate::classify::text::{Tok, TokKind};
use crate::classify::word_set::WordSet;

/// "No visitor goes unescorted", "no ticket gets unanswered for more than a day", "nothing
/// leaves unchecked": a present verb of going or staying and an "un-" participle after "no"
/// and a noun or "nothing": everything of the kind is done, a rule (not "no ticket went
/// unanswered", a past report).
fn none_left_undone(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let noun_end = match s.w(0) {
        "nothing" | "nobody" | "no-one" => 1,
        "no" if s.is_word(1) => 2 + usize::from(s.is_word(2) && !is_going_or_staying(s.w(2))),
        _ => return,
    };
    let verb = noun_end;
    let done = s.w(verb + 1);
    if !s.question
        && !s.hypothetical
        && is_going_or_staying(s.w(verb))
        && done.len() > 4
        && done.starts_with("un")
        && s.past_participle_at(verb + 1)
    {
        push(found, CueKind::NegatedAction, s.range(0, verb + 1), true);
    }
}

/// "Bar 14 is rated to 250 kg and already carries 210, so nothing more goes on it", "the
/// van's full, so nobody else gets in": after ", so", "nothing more" or "nobody else" and a
/// present verb of going or staying in "-s" with a place after it ("on", "in", "into",
/// "onto", "through", "past"): no more is added once a limit is reached, a rule drawn from
/// the facts before it (cls66c; not "..., so nothing more went on it", a past, nor "..., so
/// nothing goes on there", what happens, no "more" or "else").
fn nothing_more_after_so(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question
        || s.hypothetical
        || !s.holds_any(&const { WordSet::of_words(&["nothing", "nobody"]) })
    {
        return;
    }
    let at = (2..s.t.len()).find(|&k| {
        matches!(s.w(k), "nothing" | "nobody")
            && s.is(k - 1, "so")
            && s.t[k - 2].is_punct(',')
            && matches!(s.w(k + 1), "more" | "else")
    });
    let Some(k) = at else {
        return;
    };
    let verb = k + 2;
    let v = s.w(verb);
    if v.ends_with('s')
        && (is_going_or_staying(v) || states_where_things_go(v))
        && matches!(
            s.w(verb + 1),
            "on" | "in" | "into" | "onto" | "through" | "past"
        )
    {
        push(found, CueKind::NegatedAction, s.range(k, verb), true);
    }
}

/// A present verb of going or staying: "goes", "gets", "stays", "leaves"...
fn is_going_or_staying(w: &str) -> bool {
    matches!(
        w,
        "go" | "goes"
            | "get"
            | "gets"
            | "stay"
            | "stays"
            | "leave"
            | "leaves"
            | "remain"
            | "remains"
    )
}

/// "All the amber bottles are going to line 2, only the ones with labels still on, those
/// you keep aside": "going to" at `k`, after "is" or "are", and a place (no verb: "are going
/// to be tired" forecasts), with a class picked out by what it has excepted after a comma
/// ([`excepts_a_class`]): a routing in the progressive that sorts, a rule (cls66c; not "all
/// the staff are going to the party, except Tom", a plan with one person left out).
fn routed_with_a_class_excepted(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.is(k, "going")
        && k > 0
        && matches!(s.w(k - 1), "are" | "is" | "'re")
        && s.is(k + 1, "to")
        && s.is_word(k + 2)
        && !s.has(k + 2, lx::BASE_VERB)
        && (k + 3..s.t.len()).any(|c| s.t[c - 1].is_punct(',') && excepts_a_class(s, c))
}

/// The clause at `c` excepts a class picked out by what it has or is: "only", "except" or
/// "but not", maybe "for" and "the", then "ones" or "those" and "with", "without", "that",
/// "which" or "marked" ("only the ones with labels still on", "except those marked fragile").
fn excepts_a_class(s: &Sentence<'_, '_>, c: usize) -> bool {
    let mut k = match s.w(c) {
        "only" | "except" => c + 1,
        "but" if s.is(c + 1, "not") => c + 2,
        _ => return false,
    };
    k += usize::from(s.is(k, "for"));
    k += usize::from(s.is(k, "the"));
    matches!(s.w(k), "ones" | "those")
        && matches!(s.w(k + 1), "with" | "without" | "that" | "which" | "marked")
}

/// "All work with the lentiviral stocks happens in the class II cabinet", "all cutting takes
/// place on the green boards": the verb at `k` tells where every act of a kind named by a bare
/// noun after "all" takes place, a place with a determiner (not "all the magic happens in the
/// kitchen", a saying with "the", nor "all filming happened in Leeds", a past, nor "all work
/// happens on weekdays", no place).
fn happens_in_a_place(s: &Sentence<'_, '_>, k: usize) -> bool {
    let at = match s.w(k) {
        "happens" | "happen" => k + 1,
        "takes" | "take" if s.is(k + 1, "place") => k + 2,
        _ => return false,
    };
    s.is(0, "all")
        && s.is_word(1)
        && !s.has(1, lx::ENGLISH_FUNCTION_WORD)
        && matches!(
            s.w(at),
            "in" | "inside" | "at" | "on" | "under" | "behind" | "within"
        )
        && matches!(s.w(at + 1), "the" | "a" | "an" | "our" | "your" | "their")
}

/// "All user-facing strings go through the i18n helper", "every public function is
/// documented", "nothing goes to prod without review": a universal subject with a routing verb
/// or a present passive states a policy.
pub(super) fn universal_policy(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    none_left_undone(s, found);
    nothing_more_after_so(s, found);
    // "No one goes out to the trestles after the tide turns": "no one" and "no-one" are
    // "nobody" (cls57).
    let negative = matches!(s.w(0), "nothing" | "nobody" | "no-one") || s.seq(0, &["no", "one"]);
    if s.question || s.hypothetical {
        return;
    }
    // "Help me with these lots — every lot gets the consignor number before it goes out": the
    // policy may open after a dash, on "every" or "each" (cls68a).
    let start = if negative
        || matches!(
            s.w(0),
            "all" | "every" | "each" | "any" | "anything" | "everything"
        ) {
        0
    } else if let Some(start) = every_one_after_a_dash(s) {
        start
    } else {
        if let Some(with) = sent_with_every_one(s.t) {
            push(found, CueKind::DeonticModal, s.range(0, with + 1), true);
        }
        return;
    };
    if start == 0 && super::opens_with_a_told_occasion(s) {
        return;
    }
    // "Anything that sounds like a conflict of interest goes to ...": a relative clause
    // between the pronoun and its verb.
    let reach = start
        + if matches!(s.w(start + 1), "that" | "which" | "who") {
            12
        } else {
            8
        };
    let verb = (start + 1..s.t.len().min(reach)).find(|&k| {
        present_passive_at(s, k)
        // "All external links open in a new tab" (not "no open incidents").
        || matches!(s.w(k), "open" | "opens") && matches!(s.w(k + 1), "in" | "on" | "with")
        || states_where_things_go(s.w(k))
        // "Anything touching payroll waits for Monday's review": held for an event (not
        // "everything waits for me", a complaint).
        || matches!(s.w(k), "wait" | "waits")
            && matches!(s.w(k + 1), "for" | "until")
            && !matches!(s.w(k + 2), "me" | "us" | "him" | "her" | "them" | "you")
        // "Every drum leaves the shed wi' a batch number on the lid": what each one carries
        // as it leaves, "with" within the clause (dia70; not "every guest leaves happy").
        || matches!(s.w(k), "leave" | "leaves")
            && !is_subject_pronoun(s.w(k - 1))
            && (k + 1..s.t.len().min(k + 5))
                .take_while(|&m| s.is_word(m))
                .any(|m| matches!(s.w(m), "with" | "wi'" | "wi"))
        // "Every response ends with a summary", "all replies start with the ticket id".
        || matches!(s.w(k), "end" | "ends" | "start" | "starts" | "begin" | "begins")
            && s.is(k + 1, "with")
        // "All work with the lentiviral stocks happens in the class II cabinet": where every
        // act of a kind takes place.
        || happens_in_a_place(s, k)
        || routed_with_a_class_excepted(s, k)
        // "All visitors sign the NDA at reception": an action verb right after "all" and a
        // plural, with its object (not "all users love the design", a stative verb).
        || k == 2
            && s.w(0) == "all"
            && s.w(1).ends_with('s')
            && s.has(k, lx::BASE_VERB)
            && !s.has(k, lx::STATIVE_VERB)
            && super::opens_object(s.w(k + 1))
    });
    // "Anything goes": an idiom; "anything marked X stays internal" has a complement.
    let bare_pronoun = matches!(s.w(0), "anything" | "everything");
    let verb = verb.filter(|&k| !bare_pronoun || s.is_word(k + 1));
    // A report, unless what reads as one is a participle qualifying the subject ("any
    // transaction flagged by the AML system gets frozen"): the rest, from the verb on, is
    // then asked alone.
    // A concession closing the sentence tells nothing of its tense ("..., even if the
    // customer's already been promised it"), nor does the event a "till" waits for ("...
    // till Ah've checked them"): the policy is asked up to it.
    let end = concession_after(s, start + 1);
    let reports = |k: usize| s.is_report_clause((start, end)) && s.is_report_clause((k, end));
    if let Some(k) = verb.filter(|&k| !reports(k)) {
        let kind = if negative {
            CueKind::NegatedAction
        } else {
            CueKind::DeonticModal
        };
        push(found, kind, s.range(start, k), true);
    }
}

/// "A helmet goes out with every rental", "Helmet goes out with every kid's rental, set", "a
/// receipt goes in with each order": one thing named by one or two words opening the sentence
/// (maybe after "a", "an" or "the"; no pronoun, no person), a present verb of where things go
/// ([`states_where_things_go`], in "-s" or after a plural) maybe with a particle, then "with every" or "with
/// each" and the occasion closing the clause ([`occasion_named_to_the_clause_end`]): a thing
/// sent with every occasion of a kind, a practice kept (dia70; not "he goes out with every
/// girl", a pronoun, nor "the helmet went out with every rental", a past, nor "Dad goes out
/// with every chance he gets", a clause of its own).
/// The index of the "with".
pub(super) fn sent_with_every_one(t: &[Tok<'_>]) -> Option<usize> {
    let first = usize::from(
        t.first()
            .is_some_and(|x| matches!(&*x.text, "a" | "an" | "the")),
    );
    let verb = (first + 1..(first + 3).min(t.len())).find(|&k| {
        (t[k].text.ends_with('s') || t[k - 1].text.ends_with('s'))
            && states_where_things_go(&t[k].text)
    })?;
    let with = verb
        + 1
        + usize::from(
            t.get(verb + 1)
                .is_some_and(|x| matches!(&*x.text, "out" | "in" | "back" | "off")),
        );
    // "with every" is rare, so it is asked first; the thing's words and the occasion after it.
    let thing = || {
        t[first..verb].iter().all(|x| {
            x.kind == TokKind::Word
                && x.class & (lx::ENGLISH_FUNCTION_WORD | lx::AGENT_SUBJECT) == 0
                && !is_subject_pronoun(&x.text)
        })
    };
    (t.get(with).is_some_and(|x| x.text == "with")
        && t.get(with + 1)
            .is_some_and(|x| matches!(&*x.text, "every" | "each"))
        && thing()
        && occasion_named_to_the_clause_end(t, with + 2))
    .then_some(with)
}

/// "(Come here and help me with these lots) — every lot gets ...": the index of "every" or
/// "each" opening the clause segment after the sentence's first dash, a word after it; `None`
/// when no segment opens after a dash (the segments are few: no walk over the tokens).
fn every_one_after_a_dash(s: &Sentence<'_, '_>) -> Option<usize> {
    let (start, _) = *s
        .segments
        .iter()
        .find(|&&(start, _)| start > 0 && s.t[start - 1].is_punct('—'))?;
    (matches!(s.w(start), "every" | "each") && s.is_word(start + 1)).then_some(start)
}

/// Where a concession set off by a comma starts after token `from` (", even if ...", ", even
/// when ...", ", even though ..."), or the sentence's end: what it grants is no report of the
/// rule before it ("any car with a recall notice stays off rent until the fix is done, even if
/// the customer's already been promised it"), or an aside in brackets ("... before handling
/// a paddle (we slipped up last week)": cls61); so is the event an "until" or "till" waits
/// for ("Any returns gan straight in the blue crate, not on the counter, till Ah've checked
/// them": cls68b; "any returns went in the crate till I'd checked them" still reports).
fn concession_after(s: &Sentence<'_, '_>, from: usize) -> usize {
    (from.max(1)..s.t.len())
        .find(|&k| {
            s.t[k - 1].is_punct(',')
                && s.is(k, "even")
                && matches!(s.w(k + 1), "if" | "when" | "though")
                || s.t[k].is_punct('(')
                || matches!(s.w(k), "until" | "till")
        })
        .unwrap_or(s.t.len())
}

/// "Visitors sign the NDA before entering", "guests check out before 11": a class of people
/// (a plural role noun opening the sentence, or "every" and one of them: cls61) and what each
/// of them does before or after an event, in the present, a routine they are held to (not "customers call us before noon
/// most days", a habit, nor "people make mistakes").
pub(super) fn class_routine(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let (start, verb, rest) = if opens_with_a_role_and_its_verb(s.t) {
        (0, 1, false)
    } else if let Some(verb) = every_one_of_a_role(s) {
        (0, verb, false)
    } else if let Some(found_at) = everyone_and_their_act(s) {
        found_at
    } else {
        return;
    };
    if s.question || s.hypothetical {
        return;
    }
    let clause = s.clause_of(verb);
    let held = rest
        || (verb + 1..clause.1).any(|k| {
            matches!(
                s.w(k),
                "before" | "after" | "until" | "unless" | "upon" | "once" | "afore"
            ) || onwards_from_a_point(s, k, clause.1)
        });
    if held && !tells_a_habit(s, verb + 1, clause.1) && !s.is_report_clause(clause) {
        push(found, CueKind::DeonticModal, s.range(start, verb), true);
    }
}

/// "from the gate onwards", "from the second bell on": "from" at `k`, one to four words
/// naming a place or a moment, then "onwards", "onward" or "on" closing the clause (which
/// ends at `end`): the point a routine holds from, as after "after" ("Visitors wear the hard
/// hat from the gate onwards"; cls69b). Not "from London on Fridays", "on" opening a phrase.
fn onwards_from_a_point(s: &Sentence<'_, '_>, k: usize, end: usize) -> bool {
    s.is(k, "from")
        && (k + 2..(k + 6).min(end)).any(|m| {
            matches!(s.w(m), "onwards" | "onward" | "on")
                && !s.is_word(m + 1)
                && (k + 1..m).all(|w| s.is_word(w))
        })
}

/// "Anybody wanting the rare books fills in a reader's card before ...", "everyone who
/// rides signs the waiver before ...", "everyone else pays at the pump": "everyone",
/// "everybody", "anyone" or "anybody" opening a clause (after the sentence start, a dash, a
/// colon or a semicolon), maybe narrowed by "else", a word in "-ing" or "who" and a few words,
/// then an act in the third person of the present opening [`class_routine`]'s routine:
/// `(start, verb, rest)`, `rest` when "else" names the rest of the people, whose act needs no
/// event to be held to (the ones named before it have another lot) (cls62; not "everyone
/// loves a nap before dinner", a state, nor "everyone left before the end", a past).
fn everyone_and_their_act(s: &Sentence<'_, '_>) -> Option<(usize, usize, bool)> {
    if s.classes & lx::AGENT_SUBJECT == 0 {
        return None;
    }
    let acts = |k: usize| s.is_word(k) && third_person_of_a_verb(s.w(k));
    s.clause_starts()
        .filter(|&(start, _)| {
            start == 0 || matches!(s.t[start - 1].kind, TokKind::Punct(';' | ':' | '—' | '–'))
        })
        .find_map(|(start, _)| {
            if !is_everyone(s.w(start)) {
                return None;
            }
            let next = start + 1;
            if s.is(next, "else") {
                return acts(next + 1).then_some((start, next + 1, true));
            }
            if acts(next) {
                return Some((start, next, false));
            }
            // "wanting the rare books", "who rides": the narrowing, then the act (words only;
            // a noun spelled as a verb, "books", is the one before another such word).
            // ("going", "using": a short one too, its stem voiced; not "thing".)
            let participle = super::imperatives::is_gerund_shaped(s.w(next));
            if !(s.is(next, "who") || participle) {
                return None;
            }
            (next + 2..(next + 7).min(s.clause_of(next).1))
                .take_while(|&k| s.is_word(k))
                .find(|&k| acts(k) && !acts(k + 1))
                .map(|k| (start, k, false))
        })
}

/// "Every single renter signs the waiver before ...", "each visitor wears a badge until ...":
/// "every" or "each" (maybe "single"), one person named by a role, and an act in the third
/// person opening [`class_routine`]'s routine; the index of the verb (not "every renter loves
/// the view", a state) (cls61).
fn every_one_of_a_role(s: &Sentence<'_, '_>) -> Option<usize> {
    if !matches!(s.w(0), "every" | "each") {
        return None;
    }
    let noun = 1 + usize::from(s.is(1, "single"));
    let role = s.w(noun);
    let verb = s.w(noun + 1);
    let person =
        super::modals::names_a_role(role) || s.has(noun, lx::AGENT_SUBJECT) && !role.ends_with('s');
    (person
        && super::is_third_person_of_base_verb(verb)
        && !lx::is_stative_verb(verb.strip_suffix('s').unwrap_or(verb)))
    .then_some(noun + 1)
}

/// A word between `from` and `to` telling a habit rather than a rule: "usually", "often",
/// "most" ("customers call us before noon most days").
fn tells_a_habit(s: &Sentence<'_, '_>, from: usize, to: usize) -> bool {
    (from..to).any(|k| {
        matches!(
            s.w(k),
            "usually"
                | "often"
                | "sometimes"
                | "mostly"
                | "most"
                | "typically"
                | "generally"
                | "rarely"
                | "seldom"
                | "normally"
                | "tend"
        )
    })
}

/// "The GM approves comps", "the site manager signs off on every permit": a person's role
/// and its approval in the plain present, a gate a request goes through (not "the GM
/// approves of the menu", a liking, nor a habit, "the manager usually approves most
/// requests", nor a past approval).
pub(super) fn role_approval(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let Some(verb) = role_and_approval(s.t) else {
        return;
    };
    let clause = s.clause_of(verb);
    if s.question
        || s.hypothetical
        || s.is(verb + 1, "of")
        || !s.is_word(verb + 1)
        || (verb..clause.1).any(|k| s.has(k, lx::HEDGE | lx::PAST_MARKER))
        || tells_a_habit(s, verb + 1, clause.1)
        || s.is_report_clause(clause)
    {
        return;
    }
    push(found, CueKind::DeonticModal, s.range(0, verb), true);
}

/// Where a verb of approval is after "the" or "our" and a person's role opening `t` ("the
/// GM approves", "our office manager signs off"): the role one or two words long, its last
/// a role noun or title. Asked by the screen [`may_bind`](super::may_bind) too.
// Inlined: the opening word turns most sentences away before any call.
#[inline(always)]
pub(super) fn role_and_approval(t: &[Tok<'_>]) -> Option<usize> {
    if matches!(&*t.first()?.text, "the" | "our") {
        approval_after_a_role(t)
    } else {
        None
    }
}

/// [`role_and_approval`] past its opening word.
#[inline(never)]
fn approval_after_a_role(t: &[Tok<'_>]) -> Option<usize> {
    let verb = (2..4).find(|&k| {
        t.get(k).is_some_and(|x| {
            matches!(
                &*x.text,
                "approves" | "authorizes" | "authorises" | "okays" | "signs"
            )
        })
    })?;
    let role = &t[verb - 1];
    let person = role.class & lx::AGENT_SUBJECT != 0
        && role.class & lx::THING_PRONOUN == 0
        && !role.text.ends_with('s')
        || super::modals::names_a_titled_role(&role.text)
        || super::modals::names_a_role(&role.text);
    let signs_off = t[verb].text != "signs" || t.get(verb + 1).is_some_and(|x| x.text == "off");
    (person && signs_off && t[1..verb].iter().all(|x| x.kind == TokKind::Word)).then_some(verb)
}

/// "The closing brewer logs the cooler temperature", "the night nurse checks the drips at
/// 2am", "the on-call engineer pages the vendor": whoever holds a shift (a shift's word, then
/// a person's noun) and what that person does, in the plain present, to something: a duty
/// handed out (not "the opening act steals the show", no person, nor "the night nurse was
/// kind", no act, nor a habit, "the closing chef usually burns the rice").
pub(super) fn shift_duty(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    let Some(verb) = shift_holder_and_verb(s.t, &s.words) else {
        return;
    };
    let clause = s.clause_of(verb);
    // An act on something: an object follows the verb, not a preposition ("arrives at noon").
    let acts_on = s.is_word(verb + 1)
        && (super::opens_object(s.w(verb + 1)) || !s.has(verb + 1, lx::ENGLISH_FUNCTION_WORD));
    if s.question
        || s.hypothetical
        || !acts_on
        || (verb..clause.1).any(|k| s.has(k, lx::HEDGE | lx::PAST_MARKER))
    {
        return;
    }
    push(found, CueKind::DeonticModal, s.range(0, verb), true);
}

/// The words naming a shift, or the one who holds it, before a person's noun ("the closing
/// brewer", "the on-call engineer", "the last person to leave").
const SHIFT_WORDS: [&str; 13] = [
    "closing",
    "opening",
    "night",
    "morning",
    "evening",
    "weekend",
    "overnight",
    "on-call",
    "outgoing",
    "incoming",
    "duty",
    "last",
    "first",
];

/// Where the verb is after "the", a shift's word and a person's noun opening `t` ("the
/// closing brewer logs", "the last person to leave closes"): a verb in the present's third
/// person, whose base form is a listed verb and no state. `words` are `t`'s screened words: a
/// sentence without a shift's word is turned away by one test. Asked by the screen
/// [`may_bind`](super::may_bind) too.
// Inlined: asked of every sentence, and its screen turns most away.
#[inline]
pub(super) fn shift_holder_and_verb(t: &[Tok<'_>], words: &WordSet) -> Option<usize> {
    if !words.holds_any(&const { WordSet::of_words(&SHIFT_WORDS) }) {
        return None;
    }
    let [the, shift, person, ..] = t else {
        return None;
    };
    if the.text != "the" || !SHIFT_WORDS.contains(&&*shift.text) {
        return None;
    }
    // A person: a listed one, or a noun of a doer ("brewer", "supervisor", "dentist").
    let person_noun = person.class & lx::AGENT_SUBJECT != 0
        || person.text == "person"
        || person.text.len() > 4
            && ["er", "or", "ist", "ian"]
                .iter()
                .any(|ending| person.text.ends_with(ending));
    if !person_noun {
        return None;
    }
    // "the last person to leave the dome closes ...": a purpose clause of up to four words.
    let mut verb = 3;
    if t.get(3).is_some_and(|x| x.text == "to") {
        verb = (5..9).find(|&k| t.get(k).is_some_and(|x| third_person_of_a_verb(&x.text)))?;
    }
    t.get(verb)
        .is_some_and(|x| third_person_of_a_verb(&x.text))
        .then_some(verb)
}

/// `w` is the present's third person of a listed verb that is no state ("logs", "checks",
/// "closes", "empties"; not "loves", "knows").
pub(super) fn third_person_of_a_verb(w: &str) -> bool {
    super::is_third_person_of_base_verb(w) && !lx::is_stative_verb(&w[..w.len() - 1])
}

/// `t` opens with a plural role noun ("visitors", "guests") and a verb in its base form that
/// is no state ("sign", not "love"), with at least two tokens after them. Asked by the screen
/// [`may_bind`](super::may_bind) too.
pub(super) fn opens_with_a_role_and_its_verb(t: &[Tok<'_>]) -> bool {
    let [role, verb, _, _, ..] = t else {
        return false;
    };
    role.class & lx::AGENT_SUBJECT != 0
        && role.text.len() > 3
        && role.text.ends_with('s')
        && !is_unruled_class(&role.text)
        && verb.class & lx::BASE_VERB != 0
        && verb.class & lx::STATIVE_VERB == 0
}

/// A policy of a class of people or things named by a bare plural opening the sentence: a
/// routine at every occasion ([`routine_at_every`]) or a house style ([`house_style`]). The
/// plural and its verb are found once for both.
pub(super) fn bare_plural_policy(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    let Some(v) = verb_after_a_bare_plural(s.t) else {
        return;
    };
    let policy = if s.is(v, "are") {
        house_style(s, v)
    } else {
        routine_at_every(s, v)
    };
    if policy && !s.is_report_clause(s.clause_of(v)) {
        push(found, CueKind::DeonticModal, s.range(0, v), true);
    }
}

/// "Drones in Bay 2 give way to pickers at every aisle crossing", "pickers scan the tote at
/// each station": what each of the class (its verb at `v`) does to something, in the plain
/// present, at every occasion of a kind, a routine they are held to (not "most bugs show up at
/// intake", no bare plural, nor "users usually log in at every break", a habit, nor "tests run
/// in CI on every push", a process with no object).
fn routine_at_every(s: &Sentence<'_, '_>, v: usize) -> bool {
    // An act on something ("give way", "scan the tote"), not a process that occurs.
    let acts_on = s.is_word(v + 1)
        && (super::opens_object(s.w(v + 1))
            || !s.has(v + 1, lx::ENGLISH_FUNCTION_WORD | lx::NOT_A_VERB));
    let clause_end = clause_end_over_a_list(s, v);
    acts_on
        && !s.has(v, lx::STATIVE_VERB)
        && (v + 1..clause_end).any(|k| every_occasion_at(s.t, k))
        && !(0..clause_end).any(|k| s.has(k, lx::HEDGE | lx::PAST_MARKER))
        && !(0..2).any(|k| is_unruled_class(s.w(k)))
}

/// The end of the clause of the verb at `v`, carried over a list of its objects cut by commas
/// ("carry transceiver, probe and shovel on every run"): a segment after a comma that names a
/// thing or two (no function word but an article, no finite verb) and then "and" or "or" ends the list and
/// the clause goes on to its end; one without them is a middle item. ("..., and they ..." or
/// "..., but ..." opens another clause.)
fn clause_end_over_a_list(s: &Sentence<'_, '_>, v: usize) -> usize {
    let mut end = s.clause_of(v).1;
    let mut list = end;
    for _ in 0..6 {
        if !s.t.get(list).is_some_and(|t| t.is_punct(',')) {
            break;
        }
        let (from, to) = s.segment_of(list + 1);
        let join = (from..to.min(from + 4)).find(|&k| matches!(s.w(k), "and" | "or"));
        let items_end = join.unwrap_or(to);
        let items = from..items_end;
        if items.is_empty()
            || items.len() > 3
            || items.clone().any(|k| {
                !s.is_word(k)
                    || s.has(k, lx::FINITE_REPORT_VERB | lx::MODAL)
                    || s.has(k, lx::ENGLISH_FUNCTION_WORD) && !matches!(s.w(k), "a" | "an" | "the")
            })
        {
            break;
        }
        list = to;
        if join.is_some() {
            end = to;
            break;
        }
    }
    end
}

/// "Batch ids on the label are written as YYYY-WW-NNN", "retractions are appended at the end
/// of the article": how the house writes or places the class ("are" at `v`, a participle of
/// writing up after it), saying how or where in the text (not "the article is appended to the
/// digest", one thing, nor "... by a cron job", a mechanism at work, nor "errors are written to
/// stderr", where a program sends them).
fn house_style(s: &Sentence<'_, '_>, v: usize) -> bool {
    is_house_style_participle(s.w(v + 1))
        && s.is_word(v + 2)
        && !matches!(s.w(v + 2), "to" | "into" | "from" | "off" | "out")
        && !(v + 1..s.clause_of(v).1).any(|k| s.is(k, "by"))
}

/// "every", "each" after a preposition at `k` ("at every aisle crossing", "on each shift",
/// "after every release"): every occasion of a kind.
#[inline(always)]
pub(super) fn every_occasion_at(t: &[Tok<'_>], k: usize) -> bool {
    t.get(k + 1)
        .is_some_and(|n| matches!(&*n.text, "every" | "each"))
        && matches!(&*t[k].text, "at" | "on" | "in" | "after" | "before")
}

/// A participle that tells how the house writes, marks or places a thing: "written",
/// "formatted", "appended", "labelled"...
pub(super) fn is_house_style_participle(w: &str) -> bool {
    matches!(
        w,
        "written"
            | "formatted"
            | "spelled"
            | "spelt"
            | "capitalized"
            | "capitalised"
            | "abbreviated"
            | "numbered"
            | "labelled"
            | "labeled"
            | "appended"
            | "prepended"
            | "prefixed"
            | "suffixed"
            | "titled"
            | "worded"
            | "phrased"
            | "italicized"
            | "italicised"
            | "bolded"
            | "initialled"
            | "initialed"
            | "stamped"
    )
}

/// The verb after a bare plural that opens `t` ("Drones give", "Batch ids on the label are"):
/// a plural noun of one or two words, then at most a short phrase of place or kind ("in Bay
/// 2", "on the label"), the verb at most seven tokens in: "are", a listed verb, or an unlisted
/// one before its object ("Forklifts in Aisle 4 sound the horn").
// Inlined: asked of every sentence read, and its first tests (the first word is a function
// word or a number, or neither of the first two ends in "s") turn most away.
#[inline(always)]
pub(super) fn verb_after_a_bare_plural(t: &[Tok<'_>]) -> Option<usize> {
    let [first, second, ..] = t else {
        return None;
    };
    if first.class & (lx::ENGLISH_FUNCTION_WORD | lx::NOT_A_VERB | lx::NUMBER_WORD) != 0
        || !first.text.ends_with('s') && !second.text.ends_with('s')
    {
        return None;
    }
    verb_after_a_plural_noun(t)
}

/// [`verb_after_a_bare_plural`] once the first word may be a noun.
fn verb_after_a_plural_noun(t: &[Tok<'_>]) -> Option<usize> {
    let verb_at = |k: usize| {
        t.get(k).is_some_and(|x| {
            x.text == "are"
                || x.kind == TokKind::Word
                    && (x.class & lx::BASE_VERB != 0 && x.class & lx::NOT_A_VERB == 0
                        || x.class & (lx::NOT_A_VERB | lx::ENGLISH_FUNCTION_WORD) == 0
                            && t.get(k + 1).is_some_and(|n| super::opens_object(&n.text)))
        })
    };
    let open = |x: &Tok<'_>| {
        x.kind == TokKind::Word
            && !x.quoted
            && x.class & (lx::ENGLISH_FUNCTION_WORD | lx::NOT_A_VERB | lx::NUMBER_WORD) == 0
    };
    let plural = |x: &Tok<'_>| x.text.len() > 3 && x.text.ends_with('s') && !x.text.ends_with("ss");
    let first = t.first().filter(|x| open(x))?;
    let head = if plural(first) {
        0
    } else {
        t.get(1).filter(|x| open(x) && plural(x)).map(|_| 1)?
    };
    let mut k = head + 1;
    // A phrase of place or kind: a preposition, then up to three words or numbers.
    if t.get(k)
        .is_some_and(|x| matches!(&*x.text, "in" | "on" | "at" | "for" | "of" | "from"))
    {
        k += 1;
        let phrase_end = (k + 1..(k + 4).min(t.len())).find(|&m| verb_at(m))?;
        if t[k..phrase_end]
            .iter()
            .any(|x| !matches!(x.kind, TokKind::Word | TokKind::Number))
        {
            return None;
        }
        k = phrase_end;
    }
    verb_at(k).then_some(k)
}

/// People whose doings are mostly reported, not ruled: "users report bugs after every
/// release", "kids love the slide".
fn is_unruled_class(w: &str) -> bool {
    matches!(
        w,
        "people"
            | "folks"
            | "kids"
            | "children"
            | "parents"
            | "users"
            | "customers"
            | "clients"
            | "callers"
            | "buyers"
            | "sellers"
    )
}

/// "Answers end with a one-line summary", "commit messages start with the ticket key": a
/// class of things (a bare plural of one or two words opening the sentence) and how each of
/// them opens or closes, a convention ([`class_opening_or_closing`] finds it).
pub(super) fn class_convention(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    if let Some(k) = class_opening_or_closing(s.t, &s.words)
        && !s.is_report_clause(s.clause_of(k))
    {
        push(found, CueKind::DeonticModal, s.range(0, k), true);
    }
}

/// Where the verb of [`class_convention`] is: "end", "start" or "begin" (plain, for a
/// plural) right after a bare plural of one or two words that opens `t`, and "with" after it.
/// `words` are `t`'s screened words: a sentence without the verb is turned away by one test.
/// Asked by the screen [`may_bind`](super::may_bind) too.
pub(super) fn class_opening_or_closing(t: &[Tok<'_>], words: &WordSet) -> Option<usize> {
    if !words.holds_any(&const { WordSet::of_words(&["end", "start", "begin"]) }) {
        return None;
    }
    let word = |k: usize| t.get(k).filter(|x| x.kind == TokKind::Word);
    let k = (1..3).find(|&k| {
        word(k).is_some_and(|x| matches!(&*x.text, "end" | "start" | "begin"))
            && word(k + 1).is_some_and(|x| x.text == "with")
    })?;
    let plural = &*t[k - 1].text;
    let bare = t[..k].iter().all(|x| {
        x.kind == TokKind::Word
            && x.class & (lx::ENGLISH_FUNCTION_WORD | lx::NOT_A_VERB) == 0
            && !x.quoted
    });
    (bare && plural.len() > 3 && plural.ends_with('s') && !plural.ends_with("ss")).then_some(k)
}

/// Verbs in the present that say where things go or what they carry in a policy stated as a
/// fact: "all strings go through the helper", "invoices go out in euros", "tests live next to
/// the code", "every request carries a trace id".
pub(super) fn states_where_things_go(w: &str) -> bool {
    matches!(
        w,
        "go" | "goes"
            | "get"
            | "gets"
            | "belong"
            | "belongs"
            | "route"
            | "routes"
            | "follow"
            | "follows"
            | "use"
            | "uses"
            | "carry"
            | "carries"
            | "require"
            | "requires"
            | "need"
            | "needs"
            | "pass"
            | "stay"
            | "stays"
            | "live"
            | "lives"
            | "include"
            | "includes"
            // "Each order ships in recycled packaging".
            | "ship"
            | "ships"
    )
}

/// "Content rated above PG is blocked, full stop", "invoices go out in euros, period": a
/// policy stated in the present and closed by words that allow no exception (not "it's the
/// best pizza in town, period", an opinion, nor "the build was green, full stop", a report).
pub(super) fn closed_to_exceptions(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    let Some((closer, last)) = exception_closer(s.t, &s.words) else {
        return;
    };
    let policy = (1..closer - 1)
        .any(|k| present_passive_at(s, k) || states_where_things_go(s.w(k)) && s.is_word(k - 1))
        || (0..closer - 1).any(|k| no_one_acts_at(s, k));
    if policy && !s.is_report_clause((0, closer - 1)) {
        push(found, CueKind::StandingRule, s.range(closer, last), true);
    }
}

/// "Nobody reheats rice a second time", "no one drives the forklift": a negative subject at
/// `k` and an action verb in the present after it ("nobody" and "no one" before an unlisted
/// word in "-s" as well), which words closing a sentence to exceptions make a rule ("Chef says
/// nobody reheats rice a second time, full stop"; not "nobody knows, period", a state, nor
/// "nothing works, full stop", how a thing behaves, nor "nobody came, full stop", a past).
fn no_one_acts_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    let verb = match s.w(k) {
        "nobody" | "no-one" => k + 1,
        "no" if s.is(k + 1, "one") => k + 2,
        _ => return false,
    };
    let w = s.w(verb);
    let unlisted = s.t.get(verb).is_some_and(|t| t.class == 0)
        && w.len() > 3
        && w.ends_with('s')
        && !w.ends_with("ss");
    (super::is_third_person_of_base_verb(w) || unlisted)
        && !lx::is_stative_verb(&w[..w.len() - 1])
        && !super::is_occurrence_verb(w)
}

/// Where the words closing a sentence to exceptions are, ", full stop" or ", period": the
/// index of their first and last word, after a comma, dash or semicolon and at least three
/// tokens (asked by the screen [`may_bind`](super::may_bind) too). `words` are `t`'s screened
/// words: a sentence with neither "period" nor "stop" is turned away by one test.
pub(super) fn exception_closer(t: &[Tok<'_>], words: &WordSet) -> Option<(usize, usize)> {
    if !words.holds_any(&const { WordSet::of_words(&["period", "stop"]) }) {
        return None;
    }
    // The last word, before at most one closing mark ("..., full stop.").
    let last = match t {
        [.., word, end] if word.kind == TokKind::Word && end.kind != TokKind::Word => t.len() - 2,
        [.., word] if word.kind == TokKind::Word => t.len() - 1,
        _ => return None,
    };
    let closer = match &*t[last].text {
        "period" => last,
        "stop" if last > 0 && t[last - 1].text == "full" => last - 1,
        _ => return None,
    };
    (closer >= 3 && matches!(t[closer - 1].kind, TokKind::Punct(',' | '—' | ';')))
        .then_some((closer, last))
}

/// "Nothing ships until legal approves", "no work starts before the letter is signed",
/// "nothing merges without a review", "..., so nobody runs load tests during business hours",
/// "nobody pushes to main after 3pm", "until the audit closes, nobody touches the ledger":
/// "no child sits out for more than half of any match", "nobody touches the router while the
/// migration is running", "nobody skis off-piste today": a negative subject opening a clause
/// (maybe after "absolutely"), an action verb in the present and the condition, time window
/// or bound it holds in, or a place it may not leave or enter ("nothing leaves the
/// building"), or done alone ("no one operates the lift alone") (not "nothing works",
/// "nothing happens until we restart it", "nobody lives alone here").
pub(super) fn held_until_a_condition(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // (Its subject is one of these: without them, no walk.)
    const SUBJECTS: WordSet = WordSet::of_words(&["nothing", "nobody", "nobody's", "no"]);
    if s.question || s.hypothetical || !s.holds_any(&SUBJECTS) {
        return;
    }
    // "The OV says nothing goes in the chiller till she's stamped it": the negative subject
    // right after a present verb of saying opens the rule said (cls54; "said" too: "she said
    // nobody came until noon" is a past, which the verb's test turns away).
    // "Reminder that nobody goes under the ropes": a reminder's "that" opens it too (cls57).
    let said = (1..s.t.len()).filter(|&k| {
        (matches!(s.w(k - 1), "says" | "say" | "said") || reminder_that(s, k - 1))
            && matches!(s.w(k), "nothing" | "nobody" | "no")
    });
    let starts = s.clause_starts().map(|(start, _)| start).chain(said);
    for clause_start in starts {
        // "From today nobody pushes to main": the time the rule starts from, before its
        // subject, is itself what makes the present a rule.
        let lead_in = from_a_day_on(s, clause_start);
        // "Absolutely nobody climbs the tower till ...": an intensifier before the subject.
        let start = clause_start + lead_in;
        let start = start + usize::from(s.is(start, "absolutely"));
        // Appalachian "Ain't nobody touchin' the padlock without ...", Scouse "nobody's
        // launchin' if the wind's over the back": "nobody" with "ain't" or "'s" (or neither),
        // its verb in "-ing" (or "-in'").
        let aint = s.is(start, "ain't") && s.is(start + 1, "nobody");
        let start = start + usize::from(aint);
        // Caribbean "nobody goin out pon deck widout ...": the "is" left out (cls59; not told
        // of a past time).
        let bare = s.is(start, "nobody") && !s.names_a_past_time();
        let progressive_subject = aint || s.is(start, "nobody's") || bare;
        let subject_end = match s.w(start) {
            "nothing" | "nobody" | "nobody's" => start,
            "no" if s.is(start + 1, "one")
                || s.is_word(start + 1) && !s.has(start + 1, lx::NO_IDIOM) =>
            {
                start + 1
            }
            _ => continue,
        };
        // "Nothing in the Harrow bundle goes to the other side until ...", "no vessel under
        // 10 m leaves the basin": a phrase of place, kind or size after the subject, then its
        // verb.
        // "Nobody is taking the cash tin home, not even ...": "is" spelt out between
        // "nobody" (or "no one") and the verb in "-ing" (cls64a), read as "nobody's".
        let spelt_is = s.is(subject_end + 1, "is")
            && (s.is(start, "nobody") || s.is(start + 1, "one"))
            && s.w(subject_end + 2).ends_with("ing");
        let verb = if spelt_is {
            subject_end + 2
        } else if matches!(
            s.w(subject_end + 1),
            "in" | "on" | "from" | "of" | "at" | "under" | "over" | "above" | "below" | "with"
        ) {
            (subject_end + 2..(subject_end + 7).min(s.t.len()))
                .find(|&k| super::is_third_person_of_base_verb(s.w(k)) || s.is(k, "goes"))
                .unwrap_or(subject_end + 1)
        } else {
            subject_end + 1
        };
        // "Nobody inside while the steam's on", "no one in the pit while the crane is
        // lifting": no verb, a place kept empty while an operation runs (cls57; not "nobody
        // home while we were away", no operation in progress).
        let pronoun_subject = s.is(start, "nobody") || s.is(start + 1, "one");
        let kept_empty_while_operating = pronoun_subject
            && place_kept_empty(
                s,
                (start, subject_end),
                &["inside", "in", "on", "near", "under", "behind"],
                (7, &["while"]),
                operation_in_progress_at,
            );
        // "Nobody's on the top ropes till Ciaran's checked them", "no one in the pit until the
        // shoring is signed off": a place kept empty (no verb but "'s") until a deed is done
        // (cls62b; not "nobody's in the office till Monday", a time, nor "... till the boss
        // gets back", no deed done).
        // "No one in the booth who isn't on the rota", "nobody past the gate who hasn't
        // signed in": no verb, a place kept empty of all but those who qualify, told by a
        // present negated "who" clause (cls65a; not "no one in the room who wasn't crying",
        // a past).
        let kept_to_those_qualified = pronoun_subject
            && place_kept_empty(
                s,
                (start, subject_end),
                &[
                    "inside", "in", "on", "near", "under", "past", "beyond", "behind",
                ],
                (8, &["who"]),
                present_negation_at,
            );
        // "Nobody on the ice during the resurface, apart from the driver": no verb, a place
        // kept empty through a named operation (cls69a; not "nobody in the office during the
        // holidays", a stretch of time, nor one told of a past time).
        let kept_empty_during_an_operation = pronoun_subject
            && !s.names_a_past_time()
            && place_kept_empty(
                s,
                (start, subject_end),
                &["inside", "in", "on", "near", "under", "past", "behind"],
                (8, &["during"]),
                operation_named_at,
            );
        if kept_empty_while_operating
            || kept_to_those_qualified
            || kept_empty_during_an_operation
            || (pronoun_subject || s.is(start, "nobody's"))
                && place_kept_empty(
                    s,
                    (start, subject_end),
                    &["inside", "in", "on", "near", "under"],
                    (8, &["until", "till"]),
                    deed_done_at,
                )
        {
            push(
                found,
                CueKind::NegatedAction,
                s.range(start, subject_end + 1),
                true,
            );
            continue;
        }
        let w = s.w(verb);
        // After "nobody" or "no one" only a verb comes: an unlisted word in "-s" is one too
        // ("nobody skis off-piste today"; not after "nothing": "nothing beats a good night's
        // sleep before a launch").
        // (Not a possessive: "his own rule, nobody else's".)
        let unlisted_verb = pronoun_subject
            && s.t.get(verb).is_some_and(|t| t.class == 0)
            && w.len() > 3
            && w.ends_with('s')
            && !w.ends_with("ss")
            && !w.ends_with("'s");
        // ("Nothing goes to the other side until ...": a thing sent somewhere, not a thing
        // that happens, "nothing goes wrong".)
        let sent = w == "goes"
            && matches!(
                s.w(verb + 1),
                "to" | "out"
                    | "into"
                    | "onto"
                    | "through"
                    | "anywhere"
                    | "off"
                    | "up"
                    | "down"
                    | "near"
                    | "aboard"
                    | "ashore"
                    | "in"
                    | "inside"
                    | "past"
            );
        // (Not a guess: "nobody's going anywhere until the fog lifts, I reckon".)
        let progressive = (progressive_subject || spelt_is)
            && !s.hedged
            && (lx::is_gerund_of_base_verb(w)
                || w.ends_with("in") && lx::is_gerund_of_base_verb(&format!("{w}g")));
        // "No one works the fleshing machine alone": "works" before its object runs a thing,
        // no state (cls55; "nobody works alone here" is none).
        let runs_a_thing = w == "works" && matches!(s.w(verb + 1), "the" | "a" | "this" | "that");
        let acts = sent
            || progressive
            || runs_a_thing
            || (super::is_third_person_of_base_verb(w) || unlisted_verb)
                && !lx::is_stative_verb(&w[..w.len() - 1])
                && !super::is_occurrence_verb(w)
            || pronoun_subject && base_verb_with_no_s(s, verb);
        // A place it crosses into or out of: "nothing leaves the building on a USB stick",
        // "no one enters the lab" (not "nobody leaves reviews").
        let crosses = matches!(w, "leaves" | "enters")
            && matches!(s.w(verb + 1), "the" | "this" | "our" | "your");
        // Or the condition it waits on, a day or a time window, or what makes it a rule for
        // oneself ("no one merges their own PR") or one with no exception ("..., even for
        // typo fixes").
        // "Until the audit closes, nobody touches the ledger": the condition leads the
        // sentence, and its comma opens this clause.
        // "While the headrig blade is being changed, nobody stands inside the chain barrier":
        // an operation in progress leads, as "while" after the verb does (cls50).
        let after_a_leading_condition = start > 0
            && s.t[start - 1].is_punct(',')
            && (matches!(s.w(0), "until" | "before" | "unless" | "without" | "during")
                || s.is(0, "while") && operation_in_progress_at(s, 1));
        // "Nobody touches the sample jars on the top bench": a hand kept off a thing named
        // after "touches" with the place it sits in, a ban with no condition needed (cls64a;
        // not "nobody touches it anymore", an incident, nor "nobody touches the config",
        // nothing set apart, nor "nobody reads the manual in the van", a habit complained of).
        let hands_off = w == "touches"
            && s.is_word(verb + 1)
            && super::negations::hand_on_an_object(s, verb, s.clause_of(verb))
            && (verb + 2..s.clause_of(verb).1).any(|k| {
                matches!(
                    s.w(k),
                    "on" | "in" | "at" | "behind" | "under" | "inside" | "near"
                ) && s.is_word(k + 1)
            });
        let waits = acts
            && (crosses
                || hands_off
                || lead_in > 0
                || no_exception_after(s, verb)
                || after_a_leading_condition
                || after_a_reminder(s, start) && !closes_on_anyway(s, verb)
                || (verb + 1..s.clause_of(verb).1).any(|k| {
                    matches!(
                        s.w(k),
                        "until"
                            | "till"
                            | "without"
                            | "before"
                            // "Nobody works the lock after dark" (cls63b).
                            | "after"
                            | "unless"
                            | "own"
                            | "during"
                            | "outside"
                            // "No one operates the genie lift alone": a deed kept from being
                            // done without company (pol45).
                            | "alone"
                            // "Nobody heads up the range solo" (cls59).
                            | "solo"
                            | "unaccompanied"
                            | "unsupervised"
                    ) || s.is(k, "on") && numbers::names_a_date(s.w(k + 1))
                        // "Nobody skis off-piste today": the day or night it holds for.
                        || matches!(s.w(k), "today" | "tonight")
                        // "no child sits out for more than half of a match": a bound on it.
                        || matches!(s.w(k), "more" | "longer") && s.is(k + 1, "than")
                        // "nobody lifts a shell heavier than that": a bound on its object,
                        // a comparative after a noun (cls54; not "nobody runs faster than
                        // Sam", a comparative right after the verb).
                        || k > verb + 2
                            && s.has(k, lx::COMPARATOR)
                            && s.w(k).ends_with("er")
                            && s.is(k + 1, "than")
                            && s.is_word(k - 1)
                            && !s.has(k - 1, lx::ENGLISH_FUNCTION_WORD)
                        // "nobody pushes to main after 3pm", "no one stays past midnight": a
                        // time of day it may not run beyond.
                        || matches!(s.w(k), "after" | "past")
                            && numbers::is_time_or_date(s.t, k + 1)
                        || s.is(k, "even") && matches!(s.w(k + 1), "for" | "if" | "when" | "on")
                        // "nobody touches the config while the migration is running",
                        // "... while it's firing": an operation in progress it waits out (not
                        // "while I'm on hold").
                        || s.is(k, "while") && operation_in_progress_at(s, k + 1)
                })
                || occasion_past_a_bound(s, verb));
        if waits && !super::negations::wondered_at(s, start) {
            push(found, CueKind::NegatedAction, s.range(start, verb), true);
        }
    }
}

/// "Anything not bagged by 4 waits till tomorrow", "everything not signed off by Friday goes
/// back to the supplier": what is not done by a cut-off (a clause opening with "anything",
/// "everything" or "whatever", "not", a participle, then "by" or "before" a time) and what
/// then happens to it, in the present: a cut-off rule (cls54; not "anything not sold by noon
/// went to the food bank", a report).
pub(super) fn cut_off_for_the_undone(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    for (start, _) in s.clause_starts() {
        if !matches!(s.w(start), "anything" | "everything" | "whatever")
            || !s.is(start + 1, "not")
            || !s.past_participle_at(start + 2)
            || !matches!(s.w(start + 3), "by" | "before")
            || !numbers::is_time_or_date(s.t, start + 4) && !numbers::is_quantity_at(s.t, start + 4)
        {
            continue;
        }
        let end = s.clause_of(start).1.min(start + 10);
        if let Some(verb) = (start + 5..end)
            .find(|&k| third_person_of_a_verb(s.w(k)) || s.is(k, "goes") || s.is(k, "stays"))
        {
            push(found, CueKind::LimitStatement, s.range(start, verb), true);
        }
    }
}

/// "(No one goes down the face) when the wind's gusting above 30 mph", "(nobody climbs)
/// whenever it's over 25 knots": after the verb at `verb`, an occasion ("when", "whenever")
/// that a figure past a bound names, the one the deed is kept from (cls54) (not "nobody
/// answers when I call": no bound).
fn occasion_past_a_bound(s: &Sentence<'_, '_>, verb: usize) -> bool {
    let len = s.t.len();
    (verb + 1..len.min(verb + super::REACH)).any(|k| {
        matches!(s.w(k), "when" | "whenever")
            && (k + 1..len.min(k + 8))
                .any(|m| s.has(m, lx::COMPARATOR) && numbers::is_quantity_at(s.t, m + 1))
    })
}

/// "Nobody touches them bare-handed, not even to check for spots", "no one opens the vault,
/// not even the manager": the clause of the verb at `verb` is followed by "not even", which
/// shuts out every exception (not "nobody came, not even Sam": the caller asks for a deed in
/// the present).
fn no_exception_after(s: &Sentence<'_, '_>, verb: usize) -> bool {
    let end = s.clause_of(verb).1;
    end < s.t.len() && s.t[end].is_punct(',') && s.seq(end + 1, &["not", "even"])
}

/// "Nobody" (its subject `start..=subject_end`) and a word of `places` after it, then, within
/// `reach` words of the subject and inside its clause, the first of the `marks` words, only
/// plain words (no reported verb) before it, and what `follows` accepts after it: a place kept
/// empty while or until something ("nobody inside while the steam's on", "nobody's on the
/// ropes till Ciaran's checked them").
fn place_kept_empty(
    s: &Sentence<'_, '_>,
    (start, subject_end): (usize, usize),
    places: &[&str],
    (reach, marks): (usize, &[&str]),
    follows: fn(&Sentence<'_, '_>, usize) -> bool,
) -> bool {
    places.contains(&s.w(subject_end + 1))
        && (subject_end + 2..s.clause_of(start).1.min(subject_end + reach))
            .find(|&k| marks.contains(&s.w(k)))
            .is_some_and(|k| {
                (subject_end + 2..k).all(|m| s.is_word(m) && !s.has(m, lx::FINITE_REPORT_VERB))
                    && follows(s, k + 1)
            })
}

/// "everyone", "everybody", "anyone" or "anybody": a word for every person of the sentence's
/// group.
pub(super) fn is_everyone(w: &str) -> bool {
    matches!(w, "everyone" | "everybody" | "anyone" | "anybody")
}

/// The words at `k` negate, in the present, a standing someone qualifies by: "hasn't",
/// "haven't", "doesn't", "don't" ("hasn't signed in", "doesn't hold a pass"), or "isn't" /
/// "aren't" before a place or a membership ("isn't on the rota", "isn't a member", "isn't
/// wearing a harness"); "not" spelt out after the auxiliary too. (Not "isn't busy", nor
/// "isn't tired", a state of the moment.)
fn present_negation_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    let (aux, next) = match s.w(k) {
        "isn't" | "aren't" | "hasn't" | "haven't" | "doesn't" | "don't" => (s.w(k), k + 1),
        "is" | "are" | "has" | "have" | "does" | "do" if s.is(k + 1, "not") => (s.w(k), k + 2),
        _ => return false,
    };
    !aux.starts_with("is") && !aux.starts_with("are")
        || matches!(s.w(next), "on" | "in" | "part" | "a" | "an" | "wearing")
}

/// After "while", the words at `k` open an operation in progress a rule waits out: "the", "a",
/// "an", "any", "our", "this", "it's", "they're", or "it" / "they" before "is" / "are" ("while
/// the migration is running", "while it's firing"; not "while I'm on hold").
fn operation_in_progress_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    matches!(
        s.w(k),
        "the" | "a" | "an" | "any" | "our" | "this" | "it's" | "they're"
    ) || matches!(s.w(k), "it" | "they") && matches!(s.w(k + 1), "is" | "are")
}

/// After "during", the words at `k` name an operation by its noun: "the", "any" or "each" and
/// a word that names no stretch of time, closing the clause with at most one word more
/// ("during the resurface", "during any lift"; not "during the holidays", "during the week",
/// "during the night", nor "during the resurface knew what to do", a verb after it).
fn operation_named_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    let noun = s.w(k + 1);
    matches!(s.w(k), "the" | "any" | "each")
        && s.is_word(k + 1)
        && s.clause_of(k).1 <= k + 3
        && !numbers::is_time_unit(noun)
        && !numbers::names_a_date(noun)
        && !matches!(
            noun,
            "holidays"
                | "holiday"
                | "summer"
                | "winter"
                | "spring"
                | "autumn"
                | "night"
                | "break"
                | "season"
                | "storm"
                | "day"
        )
}

/// The clause at `k` (after "until") tells a deed done: a passive ("the ropes are checked",
/// "it's been signed off") or a perfect with its object ("Ciaran's checked them", "the vet
/// has seen her") within its first five words (not "Sam's arrived", no object, nor "the boss
/// gets back") (cls62b).
fn deed_done_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    (k..(k + 5).min(s.t.len())).any(|m| {
        let auxiliary = matches!(s.w(m), "is" | "are" | "has" | "have" | "been")
            || s.w(m).len() > 2 && s.w(m).ends_with("'s");
        let object = || {
            s.is_word(m + 2)
                && (super::opens_object(s.w(m + 2))
                    || matches!(s.w(m + 2), "them" | "it" | "him" | "her"))
        };
        auxiliary
            && s.past_participle_at(m + 1)
            && (matches!(s.w(m), "is" | "are" | "been") || object())
    })
}

/// "Flooding of the dock does not start until all hands are off the floor", "loading doesn't
/// begin before the driver signs", "work does not resume until the permit is reissued": a
/// kind of work named by a bare noun in "-ing" (or "work") opening its clause, and its start
/// held back in the present until a condition, a step of a procedure (not "the pump does not
/// start until the tank is full", a machine's working, nor "flooding did not start until
/// noon", a report).
pub(super) fn act_held_until(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    // (The condition is a condition head: a sentence without one is not walked.)
    for u in s.heads(lx::CONDITION_HEAD) {
        if u < 3 || !matches!(s.w(u), "until" | "till" | "before") {
            continue;
        }
        let starts = matches!(
            s.w(u - 1),
            "start" | "begin" | "commence" | "resume" | "proceed" | "open"
        );
        let held = match s.w(u - 2) {
            "doesn't" | "don't" => u - 2,
            "not" if matches!(s.w(u - 3), "does" | "do") => u - 3,
            _ => continue,
        };
        let (start, _) = s.clause_of(held);
        if starts && held > start && names_a_kind_of_work(s.w(start)) {
            push(found, CueKind::NegatedAction, s.range(start, u - 1), true);
            return;
        }
    }
}

/// "(Reminder ah, nobody) tailgate into cage 12", "(PSA: no one) park in bay 3": the verb at
/// `verb` after "nobody" or "no one" in its base form, the "-s" left off as Singapore,
/// Caribbean and other Englishes leave it (a listed base verb of doing, or an unlisted word of
/// a bare verb's shape), in a sentence told of no past time (cls65b). Whatever else makes the
/// act a ban (a reminder's heading, a condition) is asked by the caller ("nobody know the
/// wifi password" is a state: a stative verb is none; "nobody dint notice till ..." is an
/// auxiliary, a verb after it).
fn base_verb_with_no_s(s: &Sentence<'_, '_>, verb: usize) -> bool {
    // A listed base verb, or an unlisted word shaped as one.
    let base = |k: usize| {
        s.t.get(k).is_some_and(|t| {
            t.kind == TokKind::Word
                && (t.class & lx::BASE_VERB != 0
                    || t.class == 0 && super::imperatives::has_bare_verb_shape(&t.text))
        })
    };
    s.w(verb).len() > 2
        && base(verb)
        && !base(verb + 1)
        && !s.has(verb, lx::STATIVE_VERB)
        && !s.has(verb + 1, lx::STATIVE_VERB)
        && !s.names_a_past_time()
}

/// A bare noun naming a kind of work: "work", or a word in "-ing" of a stem of four letters
/// or more ("flooding", "loading", "boarding"; not "spring", "thing").
fn names_a_kind_of_work(w: &str) -> bool {
    w == "work"
        || w.len() >= 7 && w.ends_with("ing") && !matches!(w, "morning" | "evening" | "ceiling")
}

/// The clause of the verb at `verb` closes on "anyway" ("Heads up: nobody reads the wiki
/// anyway"): an aside on how things are, no rule (cls53).
fn closes_on_anyway(s: &Sentence<'_, '_>, verb: usize) -> bool {
    let (_, end) = s.clause_of(verb);
    (verb + 1..end)
        .rev()
        .find(|&k| s.is_word(k))
        .is_some_and(|k| matches!(s.w(k), "anyway" | "anyways"))
}

/// "omg reminder: NO ONE tells Gwen about the surprise choir", "PSA: nobody parks in bay 3",
/// "remember, no one touches the cake": the clause opening at `start` follows a colon, a dash
/// or a comma closing a heading of up to three words that names a reminder of a rule
/// ("reminder", "PSA", "rule", "remember"), which makes a negative subject's present act a
/// ban (`held_until_a_condition` asks it; "Reminder: nobody knows the wifi password" is a
/// state, "nobody came" a past, neither read).
fn after_a_reminder(s: &Sentence<'_, '_>, start: usize) -> bool {
    start
        .checked_sub(1)
        .is_some_and(|mark| closes_a_reminder_heading(s.t, mark) || reminder_that(s, mark))
}

/// "Reminder that ...", "remember that ...": the "that" at `k` opens what a reminder recalls
/// (cls57).
fn reminder_that(s: &Sentence<'_, '_>, k: usize) -> bool {
    k > 0 && s.is(k, "that") && matches!(s.w(k - 1), "reminder" | "remember")
}

/// Token `mark` of `t` is a colon, a dash or a comma closing a reminder's heading: a word of
/// [`after_a_reminder`]'s among the three tokens before it, or among the five before it with
/// "for" or "from" after it naming whom or where it is for ("Reminder for the voicing room:",
/// cls55), only words between. Asked by the screen [`may_bind`](super::may_bind) too, of the
/// first six tokens.
pub(super) fn closes_a_reminder_heading(t: &[Tok<'_>], mark: usize) -> bool {
    t.get(mark)
        .is_some_and(|m| matches!(m.kind, TokKind::Punct(':' | '-' | '—' | '–' | ',')))
        && (mark.saturating_sub(5)..mark).any(|k| {
            matches!(
                &*t[k].text,
                "reminder" | "reminders" | "psa" | "rule" | "rules" | "remember"
            ) && (k + 3 >= mark || matches!(&*t[k + 1].text, "for" | "from"))
                && t[k..mark].iter().all(|x| x.kind == TokKind::Word)
        })
        || just_in_case_before(t, mark)
        || heads_up_before(t, mark)
}

/// "Heads up: nobody rides the muck train", "heads up from the foreman: ...", "heads-up from
/// Dave — ...": the colon or dash at `mark` closes a "heads up" and at most four words naming
/// whose it is, a lead that warns of a rule (cls52).
fn heads_up_before(t: &[Tok<'_>], mark: usize) -> bool {
    t.get(mark)
        .is_some_and(|m| matches!(m.kind, TokKind::Punct(':' | '—')))
        && (mark.saturating_sub(6)..mark).any(|k| {
            let up = match &*t[k].text {
                "heads-up" => k,
                "heads" if t.get(k + 1).is_some_and(|x| x.text == "up") => k + 1,
                _ => return false,
            };
            up < mark && t[k..mark].iter().all(|x| x.kind == TokKind::Word)
        })
}

/// "..., but just in case: phones stay in the lockers", "In case anyone forgot: nobody parks
/// in bay 3": the colon at `mark` closes "in case" (maybe with "anyone forgot" or "you
/// forgot"), a lead that reminds of a rule.
pub(super) fn just_in_case_before(t: &[Tok<'_>], mark: usize) -> bool {
    let word = |k: usize| t.get(k).map_or("", |x| &*x.text);
    t.get(mark).is_some_and(|m| m.is_punct(':'))
        && mark >= 2
        && (word(mark - 2) == "in" && word(mark - 1) == "case"
            || mark >= 4
                && word(mark - 4) == "in"
                && word(mark - 3) == "case"
                && matches!(word(mark - 2), "anyone" | "you" | "anybody" | "somebody")
                && word(mark - 1) == "forgot")
}

/// "Scrap off anyone we don't know goes nowhere near the scale till we've seen photo ID",
/// "kids go nowhere near the pond": someone or something kept away from a place, in the
/// present (not "the talks went nowhere near a deal", a past; nor "this is going nowhere").
pub(super) fn kept_away_from_a_place(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // (Without "nowhere", no walk.)
    if !s.holds_any(&const { WordSet::of_words(&["nowhere"]) })
        || s.question
        || s.hypothetical
        || s.names_a_past_time()
    {
        return;
    }
    for k in 1..s.t.len() {
        if s.t[k].class & lx::SENTENCE_HEAD != 0
            && s.is(k, "nowhere")
            && s.is(k + 1, "near")
            && matches!(
                s.w(k - 1),
                "goes" | "go" | "gets" | "get" | "comes" | "come"
            )
        {
            push(found, CueKind::NegatedAction, s.range(k - 1, k + 1), true);
        }
    }
}

/// "From today", "starting Monday", "as of tomorrow" opening a clause at `i`: the day a new
/// rule holds from (not "from today's standup"); Spanish "mañana" mixed into English ("from
/// mañana nobody takes ...", cls55) is "tomorrow". Its length in tokens, or 0.
pub(super) fn from_a_day_on(s: &Sentence<'_, '_>, i: usize) -> usize {
    let day = match s.w(i) {
        "from" | "starting" | "beginning" => i + 1,
        "as" if s.is(i + 1, "of") => i + 2,
        _ => return 0,
    };
    let names_a_day = matches!(s.w(day), "today" | "tomorrow" | "now" | "mañana")
        || numbers::names_a_date(s.w(day)) && !s.w(day).ends_with('s');
    match s.t.get(day + 1) {
        Some(next) if names_a_day && next.is_punct(',') => day + 2 - i,
        Some(next) if names_a_day && next.kind == TokKind::Word => day + 1 - i,
        _ => 0,
    }
}

/// "Backups are kept for 90 days", "logs get deleted after 30 days", "API keys are rotated
/// every 90 days": a retention period or a schedule stated in the present passive (not "the
/// leftovers were kept for two days", nor "backups are kept in S3").
pub(super) fn stated_period(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    // Found from its number (a digit or number-word token, two cheap tests per token), then
    // the words before it. The tokens are walked by an iterator: no bounds test per token.
    // "after a week": "a" or "an" before a unit of time counts one.
    let is_number = |t: &Tok<'_>| {
        t.kind == TokKind::Number
            || t.class & lx::NUMBER_WORD != 0
            || matches!(&*t.text, "a" | "an")
    };
    // The number is the third token after "is", "are", "get" or "gets" (the word both
    // openings ask for first). "is" and "are" are weak trigger words, among the sentence's
    // candidates; "get" and "gets" are limit verbs: all tokens are walked only in a sentence
    // holding one. In either walk the tokens come in text order; a sentence holding none of
    // the four words is not walked.
    const AUXILIARIES: &[&str] = PASSIVE_AUXILIARIES.split_at(4).0;
    let (every_token, candidates) = if !s.holds_any(&const { WordSet::of_words(AUXILIARIES) }) {
        (0..0, &[][..])
    } else if s.classes & lx::LIMIT_VERB != 0 {
        (0..s.t.len(), &[][..])
    } else {
        (0..0, s.candidates)
    };
    let mut number_tokens = every_token
        .chain(candidates.iter().copied())
        .filter(|&i| i > 0 && AUXILIARIES.contains(&s.w(i)))
        .map(|i| i + 3)
        .filter(|&n| s.t.get(n).is_some_and(is_number));
    // "get replaced after 200 immersions or two years": a service life in uses or in time,
    // its time second (cls58).
    let or_a_time = |n: usize| {
        s.is(n - 1, "after")
            && s.is(n + 2, "or")
            && s.t.get(n + 3).is_some_and(is_number)
            && numbers::is_time_unit(s.w(n + 4))
    };
    let period = number_tokens.find(|&n| {
        (opens_stated_period(s.t, n - 1)
            && ((n + 1..(n + 3).min(s.t.len())).any(|u| numbers::is_time_unit(s.w(u)))
                || or_a_time(n))
            || opens_enforcement(s.t, n - 1)
                && (n + 1..(n + 4).min(s.t.len())).any(|u| counts_failures(s.w(u))))
            && (numbers::is_quantity_at(s.t, n)
                || matches!(s.w(n), "a" | "an") && numbers::is_time_unit(s.w(n + 1)))
    });
    if let Some(n) = period {
        push(found, CueKind::LimitStatement, s.range(n - 3, n), true);
        return;
    }
    // "Quizzes close at midnight on Sunday", "applications lock on Friday": a class of things
    // closing at a stated time, a deadline (how long something lasts, "meetings end by 5pm",
    // describes).
    // The plural subject is asked first, once: it does not depend on `k` (a pure test, so
    // asking it before the words changes no answer), and most sentences open otherwise.
    let closing = s.w(0).ends_with('s').then(|| {
        (1..s.t.len().min(6)).find(|&k| {
            matches!(s.w(k), "close" | "closes" | "lock" | "locks")
                && matches!(s.w(k + 1), "at" | "on" | "by")
                && (numbers::is_time_or_date(s.t, k + 2)
                    || numbers::is_date_word(s.t, k + 2)
                    || numbers::is_date_word(s.t, k + 3))
                && s.is_word(k - 1)
                && !matches!(
                    s.w(k - 1),
                    "to" | "will" | "would" | "should" | "might" | "it" | "i"
                )
        })
    });
    if let Some(k) = closing.flatten() {
        push(found, CueKind::LimitStatement, s.range(k, k + 1), true);
        return;
    }
    // "Tickets inactive for 14 days get archived", "accounts idle for 90 days are suspended":
    // a class of things picked out by how long they have been in a state, and what is done
    // to them.
    // "Five failed logins lock the account", "three strikes suspend a seller": a count of
    // failures and what it sets off.
    // (Asked only of a sentence opening with a digit or a number word, most open with neither.)
    let opens_a_number =
        s.t.first()
            .is_some_and(|x| x.kind == TokKind::Number || x.class & lx::NUMBER_WORD != 0);
    if let Some(count_end) = opens_a_number.then(|| failure_count_end(s.t, 0)).flatten() {
        let verb = (count_end..s.t.len().min(count_end + 2)).find(|&k| {
            matches!(
                s.w(k),
                "lock"
                    | "locks"
                    | "block"
                    | "blocks"
                    | "suspend"
                    | "suspends"
                    | "disable"
                    | "disables"
                    | "freeze"
                    | "freezes"
                    | "ban"
                    | "bans"
            )
        });
        if let Some(k) = verb {
            push(found, CueKind::LimitStatement, s.range(0, k), true);
            return;
        }
    }
    // The plural subject, its state, "for" and the number open the sentence; the unit, the
    // verb and its participle follow.
    let verb = 5;
    let kept_in_a_state = s.w(0).ends_with('s')
        && s.is_word(1)
        && matches!(s.w(2), "for" | "over")
        && s.t.get(3).is_some_and(is_number)
        && numbers::is_time_unit(s.w(4))
        && matches!(s.w(verb), "get" | "gets" | "are" | "is")
        && s.past_participle_at(verb + 1)
        && !lx::is_epistemic_be_complement(s.w(verb + 1));
    if kept_in_a_state {
        push(
            found,
            CueKind::LimitStatement,
            s.range(verb, verb + 1),
            true,
        );
    }
}

/// "are kept for", "gets deleted after" ending at token `k` ("for" or "after"), or a present
/// passive with "every" ("API keys are rotated every 90 days"): what opens a retention period
/// or a schedule. [`super::may_bind`] asks too, so such a sentence is analysed.
pub(super) fn opens_stated_period(t: &[Tok<'_>], k: usize) -> bool {
    if k < 2 || !matches!(&*t[k - 2].text, "is" | "are" | "get" | "gets") {
        return false;
    }
    match &*t[k].text {
        "every" => lx::is_past_participle_form(&t[k - 1].text),
        "for" | "after" => {
            is_retention_participle(&t[k - 1].text)
                // "Stale bug reports get closed after 7 days" (not "closed for two weeks", a
                // closure); "ropes are retired after 5 years", "filters are replaced after
                // six months": gear taken out of use after a service life (cls54).
                || &*t[k].text == "after"
                    && matches!(
                        &*t[k - 1].text,
                        "closed" | "removed" | "hidden" | "revoked" | "reset" | "anonymized"
                            | "anonymised" | "unpublished" | "retired" | "replaced"
                            | "discarded" | "scrapped"
                    )
        }
        _ => false,
    }
}

/// "are locked after five failed attempts", "get suspended after three strikes": an
/// enforcement after a count of failures, ending at token `k` ("after").
pub(super) fn opens_enforcement(t: &[Tok<'_>], k: usize) -> bool {
    k >= 2
        && matches!(&*t[k - 2].text, "is" | "are" | "get" | "gets")
        && &*t[k].text == "after"
        && matches!(
            &*t[k - 1].text,
            "locked"
                | "suspended"
                | "blocked"
                | "disabled"
                | "banned"
                | "closed"
                | "escalated"
                | "flagged"
                | "throttled"
                | "rejected"
                | "revoked"
                | "frozen"
        )
}

/// The token after a count of failures opening at `i` ("five failed logins", "3 strikes"):
/// a quantity, then a word counting failures within three tokens. [`super::may_bind`] asks
/// too, so such a sentence is analysed.
pub(super) fn failure_count_end(t: &[Tok<'_>], i: usize) -> Option<usize> {
    // A digit or a number word opens the count: most sentences open with neither, and the
    // full quantity reading is asked only after the failure word is found.
    let opens_a_number = t
        .get(i)
        .is_some_and(|x| x.kind == TokKind::Number || x.class & lx::NUMBER_WORD != 0);
    if !opens_a_number {
        return None;
    }
    (i + 1..t.len().min(i + 4))
        .find_map(|k| {
            if counts_failures(&t[k].text) || matches!(&*t[k].text, "logins" | "login") {
                Some(k + 1)
            } else if matches!(&*t[k].text, "failed" | "missed" | "declined" | "bounced")
                && t.get(k + 1).is_some_and(|n| n.kind == TokKind::Word)
            {
                // "three failed payments", "two missed check-ins".
                Some(k + 2)
            } else {
                None
            }
        })
        .filter(|_| numbers::is_quantity_at(t, i))
}

/// Words counting failures or warnings: "attempts", "strikes", "retries".
fn counts_failures(w: &str) -> bool {
    matches!(
        w,
        "attempts"
            | "attempt"
            | "tries"
            | "retries"
            | "failures"
            | "strikes"
            | "warnings"
            | "violations"
            | "logins"
            | "errors"
    )
}

/// "kept", "retained", "deleted"...: what is done to stored things over time.
fn is_retention_participle(w: &str) -> bool {
    matches!(
        w,
        "kept"
            | "retained"
            | "stored"
            | "held"
            | "archived"
            | "deleted"
            | "purged"
            | "erased"
            | "wiped"
            | "rotated"
            | "cached"
            | "preserved"
    )
}

/// "Tests go in a tests/ folder", "migrations belong under db/", "tests that hit the network
/// belong behind the feature flag", "changes go through a PR", "photos of the children only go
/// on the memory wall": a bare plural opening a clause (with a relative clause or an "of"
/// phrase or not), with a placement verb ("only" may narrow it) and a place or a process, states
/// where things are kept or routed by convention ("the kids go in first" has a determiner;
/// "prices go up" names no place).
pub(super) fn placement_convention(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    // "Changes go through a PR with one approval": a process things are routed through
    // (not "prices go through the roof"). "Saws go back in the shed at dark": "back" before
    // the place, where they are returned to (dia70; not "salmon go back to their own rivers",
    // the place of their own each goes back to by nature: a possessive).
    let placed = |k: usize| {
        let back = s.is(k + 1, "back");
        let at = k + 1 + usize::from(back);
        is_placement_verb(s.w(k))
            && matches!(
                s.w(at),
                "in" | "into" | "under" | "inside" | "to" | "behind" | "on" | "within" | "through"
            )
            && (names_a_place(s, at + 1) || names_a_format(s, at + 1))
            && !(back && matches!(s.w(at + 1), "their" | "its" | "our" | "your"))
            && !s.is(at + 2, "roof")
    };
    // The plural at `k` names the kind, its clause opening at `start`.
    let kind_placed = |start: usize, k: usize| {
        let w = s.w(k);
        let subject = w.len() > 3
            && w.ends_with('s')
            && !w.ends_with("ss")
            && s.is_word(k)
            && !s.has(k, lx::NOT_A_VERB | lx::ENGLISH_FUNCTION_WORD);
        if !subject {
            return None;
        }
        // "Photos only go on the memory wall with consent": "only" before the verb narrows
        // where they go, the convention kept.
        let verb_at = |m: usize| {
            if placed(m) {
                Some(m)
            } else {
                (s.is(m, "only") && placed(m + 1)).then_some(m + 1)
            }
        };
        if let Some(v) = verb_at(k + 1) {
            return Some((start, v + 1));
        }
        // A relative clause restricts the subject before the verb: "tests that hit ...", as
        // does a short "of" phrase: "photos of the children only go on ...".
        let of_phrase = s.is(k + 1, "of")
            && (k + 2..(k + 6).min(s.t.len()))
                .take_while(|&m| s.is_word(m))
                .any(|m| verb_at(m).is_some());
        if !matches!(s.w(k + 1), "that" | "which" | "who") && !of_phrase {
            return None;
        }
        (k + 3..(k + 9).min(s.t.len()))
            .take_while(|&m| s.is_word(m) || s.t[m].kind == TokKind::Code)
            .find_map(verb_at)
            .map(|v| (start, v + 1))
    };
    // "Cut turves go on the drying ground", "wet boots go on the rack": one word describing
    // the kind may stand before the plural (cls68a).
    // "Customers' own photos live in the plan chest": a class's own things, the kind after
    // "own" (cls70c).
    let at = s.clause_starts().map(|(k, _)| k).find_map(|start| {
        kind_placed(start, start)
            .or_else(|| describes_a_kind(s, start).then(|| kind_placed(start, start + 1))?)
            .or_else(|| owners_own(s, start).then(|| kind_placed(start, start + 2))?)
    });
    if let Some((from, to)) = at {
        push(found, CueKind::DeonticModal, s.range(from, to), true);
    }
}

/// The words at `k` name a class's own things: a bare plural, then "own" ("customers' own
/// photos", "guests' own towels": the tokenizer drops the apostrophe of a plural's
/// possessive). Not "Sam's own boots" (one party's), "our own photos" (a determiner), nor
/// "the guests' own towels" (the clause opens on "the").
fn owners_own(s: &Sentence<'_, '_>, k: usize) -> bool {
    let w = s.w(k);
    s.is(k + 1, "own")
        && s.is_word(k)
        && !s.t[k].quoted
        && w.len() > 3
        && w.ends_with('s')
        && !w.ends_with("'s")
        && !w.ends_with("ss")
        && !s.has(
            k,
            lx::ENGLISH_FUNCTION_WORD | lx::THING_PRONOUN | lx::NUMBER_WORD,
        )
}

/// The word at `k` describes the kind named after it: a participle or a word of no listed
/// class, no function word, pronoun, number or verb of the present ("cut turves", "wet
/// boots", "detained goods"; not "the kids", "our boots", "two crates", "Sam's boots").
fn describes_a_kind(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.is_word(k)
        && !s.t[k].quoted
        && !s.w(k).ends_with("'s")
        && !s.has(
            k,
            lx::ENGLISH_FUNCTION_WORD
                | lx::AGENT_SUBJECT
                | lx::THING_PRONOUN
                | lx::NUMBER_WORD
                | lx::DISCOURSE
                | lx::FINITE_REPORT_VERB
                | lx::MODAL
                | lx::TRIGGER,
        )
        && (lx::has_past_ending(s.w(k))
            || s.has(k, lx::IRREGULAR_PARTICIPLE)
            || !s.has(k, lx::BASE_VERB))
}

/// Token `k` opens a place: a path or code span ("tests/", "`db/`"), or a determiner before
/// one ("a tests/ folder", "the shared drive"); "things go in cycles" names none.
fn names_a_place(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.t.get(k).is_some_and(|t| {
        t.kind == TokKind::Code
            || t.text.contains('/')
            || matches!(
                &*t.text,
                "a" | "the" | "their" | "its" | "our" | "your" | "this"
            )
    })
}

/// Token `k` opens a form of writing things go in ("labels go in lowercase", "figures go in
/// brackets", "names go in alphabetical order", "headings go in sentence case"), a house
/// style as a place is one ("things go in cycles", "prices go in stages" name none).
fn names_a_format(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.is(k + 1, "case")
        && matches!(
            s.w(k),
            "sentence" | "title" | "lower" | "upper" | "camel" | "snake" | "kebab" | "pascal"
        )
        || matches!(
            s.w(k),
            "lowercase"
                | "lower-case"
                | "uppercase"
                | "upper-case"
                | "caps"
                | "capitals"
                | "italics"
                | "bold"
                | "brackets"
                | "parentheses"
                | "quotes"
                | "alphabetical"
                | "chronological"
        )
}

/// "go", "belong", "live": verbs that place things by convention ("tests go in tests/").
/// [`super::may_bind`] asks too, so such a sentence is analysed.
pub(super) fn is_placement_verb(w: &str) -> bool {
    matches!(w, "go" | "belong" | "live")
}

/// "is documented", "are reviewed", "gets redacted" at `k`: a present passive of an action,
/// not of a state ("is broken", "are done").
pub(super) fn present_passive_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    matches!(s.w(k), "is" | "are" | "gets" | "get")
        && s.past_participle_at(k + 1)
        && !lx::is_epistemic_be_complement(s.w(k + 1))
}

/// "Safe mode entry is the only acceptable response to a star-tracker dropout", "Cash is the
/// only accepted payment at the door": the one kind of thing a rule lets through, said with
/// a present "is" or "are" and "the only" before a word of leave ("acceptable", "permitted",
/// "approved"...) and what it lets through (not "It was the only acceptable option we had",
/// a past, nor "That is the only acceptable answer", a remark on a thing at hand) (pol42).
pub(super) fn sole_accepted_kind(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical || s.classes & lx::TRIGGER == 0 {
        return;
    }
    let Some(k) = (2..s.t.len().saturating_sub(3)).find(|&k| {
        s.seq(k, &["the", "only"])
            && matches!(
                s.w(k + 2),
                "acceptable"
                    | "accepted"
                    | "permitted"
                    | "allowed"
                    | "approved"
                    | "authorised"
                    | "authorized"
                    | "sanctioned"
                    | "valid"
            )
            && s.is_word(k + 3)
            && matches!(s.w(k - 1), "is" | "are")
            && !matches!(
                s.w(k - 2),
                "it" | "that" | "this" | "which" | "what" | "he" | "she" | "they"
            )
    }) else {
        return;
    };
    push(found, CueKind::LimitStatement, s.range(k, k + 3), true);
}

/// "The big lathe is Marek's and Marek's alone", "the top locker is Priya's alone": a thing
/// said in the present to be one named party's alone, a use reserved to them (cls63b; not
/// "The mistake is mine alone", a pronoun owning up, nor "the farm was Ann's alone", a past,
/// nor "it's Sam's alone now", no thing named).
pub(super) fn owned_alone(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question
        || s.hypothetical
        || !s.holds_any(&WordSet::ENDING_IN_APOSTROPHE_S)
        || !s.holds_any(&const { WordSet::of_words(&["is", "are"]) })
    {
        return;
    }
    // A named party's possessive: a word in "'s" that is no pronoun or "that's".
    let owner = |k: usize| {
        s.is_word(k)
            && s.w(k).len() > 3
            && s.w(k).ends_with("'s")
            && !s.has(k, lx::ENGLISH_FUNCTION_WORD | lx::NOT_A_VERB)
    };
    let Some(alone) = (3..s.t.len()).find(|&k| {
        s.is(k, "alone")
            && owner(k - 1)
            && s.t
                .get(k + 1)
                .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
    }) else {
        return;
    };
    // "Marek's and Marek's alone": the owner said twice.
    let first = if alone >= 4 && s.is(alone - 2, "and") && s.w(alone - 3) == s.w(alone - 1) {
        alone - 3
    } else {
        alone - 1
    };
    let be = first - 1;
    if first >= 2
        && matches!(s.w(be), "is" | "are")
        && s.is_word(be - 1)
        && !s.has(be - 1, lx::ENGLISH_FUNCTION_WORD)
    {
        push(found, CueKind::LimitStatement, s.range(be, alone), true);
    }
}

/// "The assistant only answers billing questions", "the bot only replies in English": what the
/// agent itself is restricted to, in the present (not "the clinic only accepts walk-ins", a
/// third party's habit, nor "the bot only answered twice", a report).
pub(super) fn agent_restricted(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // (Without "only", no walk.)
    if s.question || s.hypothetical || !s.holds_any(&const { WordSet::of_words(&["only"]) }) {
        return;
    }
    for &i in s.candidates {
        if s.is(i, "only")
            && i > 0
            && super::names_the_ai(s.w(i - 1))
            && super::is_third_person_of_base_verb(s.w(i + 1))
        {
            push(found, CueKind::LimitStatement, s.range(i - 1, i + 1), true);
        }
    }
}

/// "Policy: migrations are reviewed by two people", "Team convention: tests live next to the
/// code", "Our policy is that nobody shares recordings": a statement under a label that names
/// a rule, or after "\<rule> is that", states one (not a past report under it).
pub(super) fn labelled_rule(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // The label's colon opens a clause at token 2 to 7, and clause starts are in order (see
    // `Sentence::read`): when the first one after the sentence start lies beyond 7, no colon
    // does.
    if s.question || s.hypothetical {
        return;
    }
    // "Our policy is that nobody shares screen recordings": the rule word, "is that", then
    // the rule, in the present.
    if let Some(that) = (2..s.t.len().min(6))
        .find(|&k| s.is(k, "that") && matches!(s.w(k - 1), "is" | "'s") && is_rule_word(s.w(k - 2)))
        && that + 1 < s.t.len()
        && !s.is_report_clause((that + 1, s.t.len()))
    {
        push(found, CueKind::StandingRule, s.range(0, that), true);
        return;
    }
    if let Some((there, that)) = rule_said_to_exist(s) {
        push(found, CueKind::StandingRule, s.range(there, that), true);
        return;
    }
    if s.clause_starts().nth(1).is_none_or(|(k, _)| k > 7) {
        return;
    }
    let Some(colon) = rule_label_colon(s.t) else {
        return;
    };
    // "Kitchen rules: dishes washed same day, no shoes": a text that reads as a report is
    // read item by item, a noun with a participle being a state kept, not a report.
    let reports = || {
        s.is_report_clause((colon + 1, s.t.len()))
            && s.segments
                .iter()
                .filter(|&&(start, _)| start > colon)
                .any(|&seg| s.is_report_clause(seg) && !is_kept_state(s, seg))
    };
    if colon + 1 < s.t.len() && !reports() {
        push(found, CueKind::StandingRule, s.range(0, colon), true);
    }
}

/// "That's why there's now a rule that touch pool animals are never used as live food",
/// "there is a policy that nobody works alone": a rule said to exist, "there's" or "there
/// is" (maybe "now") before "a \<rule word> that", in the first words, then the rule not told
/// in the past (not "there was a rule that ...", "there's a rule that was dropped"). The
/// indices of "there" and "that".
fn rule_said_to_exist(s: &Sentence<'_, '_>) -> Option<(usize, usize)> {
    if !s.holds_any(&const { WordSet::of_words(&["there's", "there"]) }) {
        return None;
    }
    // "that" is a thing pronoun (a unit test holds it to it): one bit test turns most tokens
    // away before any compare.
    let that = (3..s.t.len().min(12)).find(|&k| {
        s.has(k, lx::THING_PRONOUN)
            && s.is(k, "that")
            && is_rule_word(s.w(k - 1))
            && s.is(k - 2, "a")
    })?;
    let mut k = that - 3;
    if s.is(k, "now") && k > 0 {
        k -= 1;
    }
    let there = if s.is(k, "there's") {
        k
    } else if s.is(k, "is") && k > 0 && s.is(k - 1, "there") {
        k - 1
    } else {
        return None;
    };
    // (A present passive is no report: "are never used as live food".)
    let told_past = (that + 1..s.t.len()).any(|k| {
        matches!(
            s.w(k),
            "was" | "were" | "had" | "did" | "wasn't" | "weren't" | "didn't" | "hadn't"
        )
    });
    (that + 1 < s.t.len() && !told_past && !s.names_a_past_time()).then_some((there, that))
}

/// The clause segment reads as a telegraphic state to keep: one or two words naming a thing
/// or people (no pronoun, determiner or auxiliary) then a participle ("dogs leashed", "fridge
/// cleaned on Sundays", "visitors signed in").
fn is_kept_state(s: &Sentence<'_, '_>, (start, end): (usize, usize)) -> bool {
    let auxiliary = (start..end).any(|k| {
        matches!(
            s.w(k),
            "was" | "were" | "had" | "has" | "have" | "did" | "got" | "yesterday" | "ago"
        )
    });
    let thing = |k: usize| s.is_word(k) && !s.has(k, lx::ENGLISH_FUNCTION_WORD | lx::THING_PRONOUN);
    !auxiliary
        && thing(start)
        && (start + 1..(start + 3).min(end))
            .find(|&k| s.past_participle_at(k))
            .is_some_and(|p| (start..p).all(thing))
}

/// Where the colon of a leading label naming a rule is ("Policy:", "Team convention:", "House
/// rules:", "The lab rule is simple:"): at most the sixth token, right after the rule word or
/// after "is" and a word saying how plain the rule is; or the `]` of a tag naming a rule that
/// opens the sentence ("\[rule\] ...", "\[policy\] ...").
pub(super) fn rule_label_colon(t: &[Tok<'_>]) -> Option<usize> {
    let plain = |w: &str| {
        matches!(
            w,
            "is" | "simple" | "clear" | "strict" | "easy" | "here" | "basically"
        )
    };
    (1..t.len().min(7)).find(|&k| {
        // "[rule] Twins are walked at 3pm": a memory entry's tag naming a rule.
        if t[k].kind == TokKind::Symbol(']') {
            return k == 2 && t[0].kind == TokKind::Symbol('[') && is_rule_word(&t[1].text);
        }
        if !t[k].is_punct(':') {
            return false;
        }
        let mut r = k - 1;
        while r > 0 && k - r <= 2 && plain(&t[r].text) {
            r -= 1;
        }
        // Right before the colon within the first three tokens ("Team convention:"), or
        // further with "is" ("The lab rule is simple:"; not "she read out the rule:").
        (r == k - 1 && k < 4 || r < k - 1 && t[r + 1].text == "is") && is_rule_word(&t[r].text)
            || rule_word_for_whom(t, k)
    })
}

/// "Closing checklist:", "House rules:", "Pre-flight (every flight):", "Before anyone
/// engages, all four of these needs doing:", "Before each dive:": a lead closing on a colon
/// that names the list under it as rules or a checklist (a rule label, [`rule_label_colon`],
/// or a word naming a procedure among its first three words, no preposition before it, or
/// a routine before a colon: "Lockup:", "Morning routine:", cls67c), as
/// the checks before an act (a "pre-" word opening it, with "checks" or each occasion) or as
/// what is owed before an act ("before" and whoever acts, each occasion or an "-ing" act); or
/// a heading of at most four words and no colon naming rules or a checklist ("## Closing
/// checklist", "House rules", "Pre-start checks"): the list's items are owed
/// ([`super::verbless::state_owed_in_a_list`]) (cls65c). Not a lead telling a past
/// ("Checklist from last release:", "Before we left:", "Pre-flight checks done:", a
/// participle closing it) nor one naming a record ("Pre-flight notes:", "Checklist
/// status:"), nor a time alone ("Every week:", stats as often as rules).
pub(crate) fn opens_a_rule_list(t: &[Tok<'_>]) -> bool {
    let (lead, heading) = match t.split_last() {
        Some((colon, lead)) if colon.is_punct(':') => (lead, false),
        // "## Closing checklist", "**House rules**": a heading of a few words, no colon.
        _ => (t, t.len() <= 4 && t.iter().all(|x| x.kind == TokKind::Word)),
    };
    let Some(first) = lead.first().filter(|x| x.kind == TokKind::Word) else {
        return false;
    };
    if lead.len() > 14 || !heading && lead.len() == t.len() {
        return false;
    }
    let names_a_procedure = |w: &str| {
        matches!(
            w,
            "checklist"
                | "checklists"
                | "procedure"
                | "procedures"
                | "prerequisites"
                | "preconditions"
        )
    };
    // "Lockup:\n1. Water bowls topped up", "Morning routine:": a routine, or the deed that
    // closes a place for the night, labelling the list after a colon (cls67c; a heading "##
    // Lock-up" names a part of a story as often).
    let names_a_routine = |w: &str| {
        !heading
            && matches!(
                w,
                "routine" | "routines" | "lockup" | "lock-up" | "shutdown" | "closedown"
            )
    };
    // ("Procedure:" alone labels a record's procedure, done: "Opening procedure:" names one.)
    let names_rules = rule_label_colon(t) == Some(lead.len())
        // (A heading "Style" or "Tone" names a look or a mood as often as a way to write.)
        || heading
            && lead
                .last()
                .is_some_and(|x| is_rule_word(&x.text) && !matches!(&*x.text, "style" | "tone"))
        || lead
            .iter()
            .take(3)
            .take_while(|x| x.kind == TokKind::Word && !super::is_preposition(&x.text))
            .any(|x| {
                names_a_procedure(&x.text) && (lead.len() > 1 || x.text != "procedure")
                    || names_a_routine(&x.text)
            });
    // "Pre-flight (every flight):", "Pre-start checks:" (not "Pre-op:" alone, a record's
    // label).
    let checks_before_an_act = first.hyphen
        && first.text.starts_with("pre-")
        && lead.iter().any(|x| {
            matches!(&*x.text, "every" | "each" | "check" | "checks") || names_a_procedure(&x.text)
        });
    let owed_before_an_act = first.text == "before"
        && lead.get(1).is_some_and(|x| {
            matches!(&*x.text, "each" | "every" | "any" | "you" | "we")
                || is_everyone(&x.text)
                || x.text.len() > 5 && x.text.ends_with("ing")
        });
    // (An irregular participle after "get" or "be" is owed: "all of these get done:".)
    let told_past = lead.iter().any(|x| {
        x.kind == TokKind::Word && (x.class & lx::PAST_MARKER != 0 || lx::has_past_ending(&x.text))
    }) || lead.split_last().is_some_and(|(x, before)| {
        lx::looks_past(&x.text)
            && !before
                .last()
                .is_some_and(|b| matches!(&*b.text, "get" | "be"))
    });
    let names_a_record = lead.last().is_some_and(|x| {
        super::verbless::labels_a_report(&x.text) || super::names_a_record(&x.text)
    });
    (names_rules || checks_before_an_act || owed_before_an_act) && !told_past && !names_a_record
}

/// The words before the colon at `k` are a rule word (among the first three tokens) and
/// whom or where it binds: "Rules for the dog walker:", "House rules for guests:", "Rules at
/// the pool:".
fn rule_word_for_whom(t: &[Tok<'_>], k: usize) -> bool {
    (0..k.min(3)).any(|r| {
        is_rule_word(&t[r].text)
            && t.get(r + 1)
                .is_some_and(|p| matches!(&*p.text, "for" | "at" | "in" | "on"))
            && r + 2 < k
            && t[r + 2..k].iter().all(|x| x.kind == TokKind::Word)
    })
}

/// A noun naming a rule: "rule", "policy", "convention", "requirement", "preference"...
pub(super) fn is_rule_word(w: &str) -> bool {
    matches!(
        w,
        "rule"
            | "rules"
            | "policy"
            | "policies"
            | "convention"
            | "conventions"
            | "guideline"
            | "guidelines"
            | "requirement"
            | "requirements"
            | "constraint"
            | "constraints"
            | "standard"
            | "standards"
            | "protocol"
            // "User preference: metric units": a standing preference of the one served.
            | "preference"
            | "preferences"
            // "Tone: formal with enterprise customers", "Style: metric units": how the output
            // is to be written ("Format:" also labels what a piece of data is, and is left out).
            | "tone"
            | "style"
    )
}

/// "Alcohol at team events is a hard no this year": a firm "no" stated as a fact; "not a word
/// about it to anyone": silence ordered; "a review on every migration, no matter how small":
/// a verbless requirement no case escapes.
pub(super) fn hard_no(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    // "Not a word about the merger to anyone": silence ordered.
    if (s.seq(0, &["not", "a", "word"]) || s.seq(0, &["not", "one", "word"]))
        && (4..s.t.len())
            .any(|k| s.is(k - 1, "to") && matches!(s.w(k), "anyone" | "anybody" | "nobody" | "the"))
    {
        push(found, CueKind::Prohibition, s.range(0, 2), true);
        return;
    }
    // Every form below opens with "no", a sentence head word: a sentence without that class
    // is not walked, and every other head word is passed over with one compare.
    for i in s.heads(lx::SENTENCE_HEAD) {
        if !s.is(i, "no") {
            continue;
        }
        // "A second pair of eyes on every migration, no matter how small": a requirement with
        // no verb, over every case of a kind.
        if i >= 2
            && s.t[i - 1].is_punct(',')
            && s.is(i + 1, "matter")
            && matches!(
                s.w(i + 2),
                "how" | "what" | "who" | "when" | "where" | "which"
            )
            && (0..i).any(|j| matches!(s.w(j), "every" | "each" | "all" | "any"))
            && super::is_verbless(s)
        {
            push(found, CueKind::StandingRule, s.range(i, i + 1), true);
            return;
        }
        // "There's no way around the approval step": the step is required ("no way around
        // it" resigns to a fact).
        if s.seq(i, &["no", "way", "around"])
            && !matches!(s.w(i + 3), "it" | "that" | "this")
            && !s.is_report_clause(s.clause_of(i))
        {
            push(found, CueKind::Prohibition, s.range(i, i + 2), true);
            return;
        }
        if i >= 3
            && s.is(i, "no")
            && matches!(
                s.w(i - 1),
                "hard" | "firm" | "flat" | "absolute" | "definite" | "big"
                    // "A fourth one is a polite no, however much they beg" (cls62).
                    | "polite"
            )
            && s.is(i - 2, "a")
            // "Weekend deploys: a hard no."
            && (matches!(s.w(i - 3), "is" | "'s" | "are" | "remains" | "stays")
                || s.t[i - 3].is_punct(':'))
        {
            push(found, CueKind::Prohibition, s.range(i - 2, i), true);
            return;
        }
    }
}

/// Participles of a task or a check a rule may give to a count of people ("is done by two
/// nurses", "are counted by two pharmacists").
fn is_task_participle(w: &str) -> bool {
    TASK_PARTICIPLES.contains(&w)
}

/// The words of [`is_task_participle`].
const TASK_PARTICIPLES: [&str; 10] = [
    "done",
    "checked",
    "counted",
    "verified",
    "signed",
    "countersigned",
    "witnessed",
    "performed",
    "carried",
    "administered",
];

/// "Rinse-back on central line patients is done by two nurses", "controlled drugs are
/// counted by two nurses at handover": a task said in the present passive to be done by a
/// count of two or more people, the hands a rule asks for. Not "the shop is run by two
/// brothers" (no task), "was done by two nurses" (a past), "is done by one nurse". The
/// indexes of the "is" or "are" and of the people's word.
///
/// `words` holds the screened words of `t`: without "is" or "are", "by" and a task
/// participle, no walk.
pub(super) fn counted_doers_at(t: &[Tok<'_>], words: &WordSet) -> Option<(usize, usize)> {
    if !(words.holds_any(&const { WordSet::of_words(&["by"]) })
        && words.holds_any(&const { WordSet::of_words(&TASK_PARTICIPLES) })
        && words.holds_any(&const { WordSet::of_words(&["is", "are"]) }))
    {
        return None;
    }
    let word = |k: usize| t.get(k).map_or("", |x| &*x.text);
    (0..t.len()).find_map(|i| {
        // "is" and "are" are modal words (a unit test holds them to it): one bit test turns
        // most tokens away before the compare.
        if t[i].class & lx::MODAL == 0 || !matches!(word(i), "is" | "are") {
            return None;
        }
        let k = i + 1 + usize::from(matches!(word(i + 1), "always" | "only"));
        if !is_task_participle(word(k)) {
            return None;
        }
        let by = k + 1 + usize::from(word(k) == "carried" && word(k + 1) == "out");
        let count = t.get(by + 1).and_then(|x| match x.kind {
            TokKind::Number => x.text.parse::<f64>().ok(),
            _ => numbers::word_value(&x.text),
        });
        (word(by) == "by"
            && count.is_some_and(|n| n >= 2.0)
            && t.get(by + 2).is_some_and(|x| x.kind == TokKind::Word))
        .then_some((i, by + 2))
    })
}

/// A task given to a count of people ([`counted_doers_at`]) in a clause that tells no past.
pub(super) fn counted_doers(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    if let Some((i, end)) = counted_doers_at(s.t, &s.words)
        && !s.is_report_clause(s.clause_of(i))
    {
        push(found, CueKind::LimitStatement, s.range(i, end), true);
    }
}

/// The auxiliaries of a present passive ("is kept", "gets deleted", "aren't accepted") that
/// [`restricted_passive`] reads from; [`stated_period`] reads from the first four.
const PASSIVE_AUXILIARIES: [&str; 6] = ["is", "are", "get", "gets", "isn't", "aren't"];

/// The most tokens [`restricted_passive`] reads on either side of a passive.
const PASSIVE_REACH: usize = 24;

/// "Brass fittings, once removed, are bagged and labelled", "Loan tablets, if returned late,
/// are wiped before reissue": a kind of thing (a bare plural of up to three words opening the
/// sentence), the event that sets its handling off between commas ("when", "once", "if",
/// "after", "whenever" and a participle), then a present passive of a deed: what is done to
/// every such thing (cls63b; not "The fittings, once removed, were bagged", a past and a
/// determiner, nor "Leaves, when dried, are used in teas" or "... are known as ...", a kind
/// described, nor "Brass fittings are bagged and labelled", no event: a description).
pub(super) fn handled_on_an_event(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical || s.t.len() < 7 {
        return;
    }
    let Some(comma) = (1..4).find(|&k| s.t[k].is_punct(',')) else {
        return;
    };
    let bare_plural = (0..comma).all(|k| {
        s.is_word(k)
            && !s.has(
                k,
                lx::ENGLISH_FUNCTION_WORD | lx::NOT_A_VERB | lx::NUMBER_WORD,
            )
    }) && s.w(comma - 1).len() > 3
        && s.w(comma - 1).ends_with('s');
    if !bare_plural
        || !matches!(
            s.w(comma + 1),
            "when" | "once" | "if" | "after" | "whenever"
        )
    {
        return;
    }
    // The event's participle, maybe with an adverb or particle after it, then the comma.
    let Some(close) = (comma + 3..(comma + 5).min(s.t.len())).find(|&k| s.t[k].is_punct(','))
    else {
        return;
    };
    let be = close + 1;
    if s.past_participle_at(comma + 2)
        && (comma + 3..close).all(|k| s.is_word(k))
        && matches!(s.w(be), "is" | "are")
        && is_action_participle(s, be + 1)
        && !matches!(
            s.w(be + 1),
            "used" | "known" | "called" | "named" | "found" | "seen" | "considered" | "thought"
        )
        && !s.names_a_past_time()
        && !(be + 2..s.t.len()).any(|k| s.looks_past_at(k) && !s.past_participle_at(k))
    {
        push(found, CueKind::DeonticModal, s.range(be, be + 1), true);
    }
}

/// "Production access is granted only through the bastion host", "contractors are not given
/// admin rights", "errors are reported to Sentry, not printed": a present passive restricted by
/// "only", "not" or "never" states how things must be done. A negated one needs a generic
/// subject (a bare plural or mass noun: "contractors", not "the user", who "is not logged in").
pub(super) fn restricted_passive(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question
        || s.hypothetical
        || !s.holds_any(&const { WordSet::of_words(&PASSIVE_AUXILIARIES) })
    {
        return;
    }
    // "is" and "are" are modal-class trigger words: the sentence's candidates hold them. "get"
    // and "gets" ("get summarised before ...") are limit verbs, looked for only in sentences
    // that have one.
    let gets = (s.classes & lx::LIMIT_VERB != 0)
        .then(|| (1..s.t.len()).filter(|&i| matches!(s.w(i), "get" | "gets")))
        .into_iter()
        .flatten();
    for i in s.heads(lx::MODAL).chain(gets) {
        if i == 0 || !PASSIVE_AUXILIARIES.contains(&s.w(i)) {
            continue;
        }
        let mut k = i + 1;
        // "Email submissions aren't accepted": the contraction negates as "are not" does.
        let contracted = matches!(s.w(i), "isn't" | "aren't");
        let negated = contracted || matches!(s.w(k), "not" | "never");
        k += usize::from(negated && !contracted);
        // "The gate is always locked before the guard leaves": a step kept every time.
        let always = s.is(k, "always");
        k += usize::from(always);
        let only_before = s.is(k, "only");
        k += usize::from(only_before);
        // Naming is no policy.
        if !(s.past_participle_at(k) || used_as_a_participle(s, k))
            || lx::is_epistemic_be_complement(s.w(k))
            || matches!(s.w(k), "called" | "named" | "titled" | "known")
        {
            continue;
        }
        // A trigger word ("allowed", "required", "removed") has its own detector: only a
        // procedure for a narrowed class or a step kept every time is read here ("luggage
        // left unattended is removed", "the gate is always locked before ...").
        let trigger = s.has(k, lx::TRIGGER);
        let clause = s.clause_of(i);
        // "Box 14 only gets opened after the count team has signed": "only" before the
        // auxiliary, the step it waits for named after the participle.
        // "The starter culture only gets fed by Pia": the one doer named by a bare name or
        // role after "by" (cls64a; not "only gets fed by the afternoon", a time).
        let only_ahead = s.is(i - 1, "only")
            && (waits_for_a_step(s, k, clause.1) || done_by_a_named_doer(s, k + 1));
        // (Most trigger words are turned away here, before the reading below.)
        if trigger && !always && participle_after_a_bare_noun(&s.t[clause.0..i]).is_none() {
            continue;
        }
        // "... only through X", "..., never in plain text", "..., not printed".
        // Read a bounded stretch after the participle: a sentence of thousands of passives
        // stays linear.
        let reach = s.t.len().min(k + PASSIVE_REACH);
        let restricted_after = (k + 1..reach).any(|m| {
            !s.t[m].quoted && (s.is(m, "only") || s.is(m, "never")) && !speakers_own_adverb(s, m)
                || s.t[m - 1].is_punct(',') && s.is(m, "not") && s.past_participle_at(m + 1)
        });
        // "Kids picked up after 6 are ...": a phrase ending in a number names no subject
        // word before the verb; the noun a participle narrows is the subject then.
        let Some(subject) = s
            .subject_before(i)
            .or_else(|| participle_after_a_bare_noun(&s.t[clause.0..i]).map(|_| clause.0))
        else {
            continue;
        };
        // A generic subject opens its clause with no determiner or pronoun: "Drafts ...",
        // "Tool results longer than 2,000 tokens ...", not "The draft ...". After a frame
        // "X is that" ("Our policy is that passwords are never sent ...") it opens after "that".
        // (Read back a bounded stretch too: a clause of thousands of passives stays linear.)
        let lookback = subject.saturating_sub(PASSIVE_REACH);
        let opens = ((clause.0 + 2).max(lookback)..subject)
            .rev()
            .find(|&m| s.is(m, "that") && matches!(s.w(m - 1), "is" | "'s"))
            .map_or(clause.0, |m| m + 1);
        let generic = subject >= opens && s.is_word(opens) && !super::names_one_thing(s.w(opens));
        // "Drafts are reviewed by a second editor before publishing": a step required first;
        // of one thing too when it is done for every case of a kind ("The allergen matrix
        // gets checked against every new recipe before it goes up", not "the car gets
        // washed before my sister visits", nor a habit, "usually").
        let every_case = || {
            (k + 1..reach).any(|m| matches!(s.w(m), "every" | "each"))
                && !tells_a_habit(s, clause.0, reach)
                && !(clause.0..reach).any(|m| matches!(s.w(m), "i" | "my" | "me" | "we" | "our"))
        };
        // ("Auto-belays get checked each morning ahead of opening": "ahead of" is "before",
        // cls62b.)
        let ordered = (k + 1..reach).any(|m| {
            (matches!(s.w(m), "before" | "until" | "unless" | "prior")
                || s.seq(m, &["ahead", "of"]))
                && !s.t[m].quoted
        }) && (generic || every_case());
        // "Prod deploys are gated behind a green canary": a gate before the action.
        let gated = generic
            && (s.is(k, "gated") && matches!(s.w(k + 1), "behind" | "on" | "by")
                || s.is(k, "locked") && s.is(k + 1, "behind"));
        // "Loan applications without proof of income are rejected automatically": what the
        // class lacks decides what is done to it.
        let lacking = generic
            && (opens.max(lookback)..subject).any(|m| {
                matches!(s.w(m), "without" | "lacking" | "missing")
                    || s.is(m, "with") && s.is(m + 1, "no")
            });
        // "Only reversible glue is used on the frames", "only signed copies are accepted":
        // "only" before a kind of thing picks what the act is done to (not "only two copies",
        // a count, nor "only the lobby", one thing).
        // What happens to a thing ("only mobile users are affected") restricts nothing.
        let only_kind = s.is(opens, "only")
            && subject > opens
            // A short noun phrase (read in a bounded stretch: linear in a long clause).
            && subject - opens <= 6
            && !(opens + 1..=subject).any(|m| super::names_one_thing(s.w(m)))
            && !s.has(opens + 1, lx::APPROXIMATION | lx::NUMBER_WORD)
            && !numbers::is_quantity_at(s.t, opens + 1)
            && is_action_participle(s, k);
        // "Parcels dropped off after noon are shipped the next day": the class narrowed by a
        // participle and a condition (not "most parcels sent by courier ...", a statistic).
        let narrowed = generic
            && narrowed_by_a_participle(s, opens, i)
            && !matches!(s.w(opens), "most" | "many" | "some" | "few" | "several")
            && !tells_a_habit(s, opens, clause.1);
        // "... is always locked before the guard leaves" (not "before I get there", what
        // the speaker finds).
        let kept_every_time = always
            && (k + 1..reach).any(|m| {
                matches!(s.w(m), "before" | "after" | "until" | "once" | "prior")
                    && !matches!(s.w(m + 1), "i" | "me")
            });
        // "Nitrile gloves are worn for prints; cotton for bound volumes": one kind for each
        // case, the second pairing's verb left out (cls64d).
        let paired = generic && kinds_paired_to_cases(s, k);
        let binds = narrowed
            || kept_every_time
            || paired
            || !trigger
                && (only_before
                    || only_ahead
                    || restricted_after
                    || ordered
                    || gated
                    || lacking
                    || only_kind
                    || negated && generic);
        // A participle qualifying the subject reads as a past verb ("forms submitted without
        // a signature"): the clause is then asked from the passive on.
        let from = if always {
            k
        } else if narrowed || lacking {
            i
        } else {
            clause.0
        };
        // ("Donor asked whether tins past their date are allowed": a question reported.)
        // The step waited for tells nothing of the rule's tense ("... after the count team
        // has signed the manifest"): the clause is asked up to it.
        let told_to = waits_for_a_step_at(s, k, clause.1).unwrap_or(clause.1);
        if binds && !s.is_report_clause((from, told_to)) && !super::permissions::asked_whether(s, i)
        {
            let kind = if negated {
                CueKind::NegatedAction
            } else {
                CueKind::LimitStatement
            };
            push(found, kind, s.range(i, k), true);
            return;
        }
    }
}

/// "The cologne is overhyped, I'd never buy it", "that film is overrated, I never watch it
/// twice": "only" or "never" at `m` right after the speaker's "I" ("i", "i'd", ...)
/// restricts what the speaker does, a taste of their own, not how the passive before it is
/// done (cls66b; "Errors are reported to Sentry, never printed" stays restricted).
fn speakers_own_adverb(s: &Sentence<'_, '_>, m: usize) -> bool {
    m > 0 && super::is_first_person_i(&s.t[m - 1])
}

/// "Latex gloves are worn for the swabs; nitrile for the solvents", "pine is used for the
/// frames; oak for the tops": the participle at `k` followed by "for" and a case, then a
/// semicolon and a second pairing with its verb left out (one or two bare words, "for" and
/// its case): a house practice assigning one kind to each case (cls64d). Not one passive
/// alone ("gloves are worn for warmth"), nor a second clause with a verb of its own ("...;
/// cotton was cheaper").
fn kinds_paired_to_cases(s: &Sentence<'_, '_>, k: usize) -> bool {
    if !s.is(k + 1, "for") {
        return false;
    }
    let end = s.t.len().min(k + PASSIVE_REACH);
    (k + 2..end).any(|m| s.t[m].is_punct(';') && gapped_pairing_at(s.t, m))
}

/// After the semicolon at `semi`, a pairing with its verb left out: one or two bare words,
/// "for" and a word ("; cotton for the bound volumes").
fn gapped_pairing_at(t: &[Tok<'_>], semi: usize) -> bool {
    let bare = |m: usize| {
        t.get(m).is_some_and(|x| {
            x.kind == TokKind::Word && x.class & (lx::ENGLISH_FUNCTION_WORD | lx::NUMBER_WORD) == 0
        })
    };
    let for_a_case = |m: usize| {
        t.get(m).is_some_and(|x| x.text == "for")
            && t.get(m + 1).is_some_and(|x| x.kind == TokKind::Word)
    };
    bare(semi + 1) && (for_a_case(semi + 2) || bare(semi + 2) && for_a_case(semi + 3))
}

/// The screen for [`kinds_paired_to_cases`]: a passive's auxiliary in the sentence and a
/// semicolon before a pairing with its verb left out. Asked of sentences with no trigger
/// word; the auxiliaries' set turns most away before the token scan.
pub(super) fn passive_with_a_gapped_pairing(t: &[Tok<'_>], words: &WordSet) -> bool {
    words.holds_any(&const { WordSet::of_words(&PASSIVE_AUXILIARIES) })
        && t.iter()
            .enumerate()
            .any(|(m, x)| x.is_punct(';') && gapped_pairing_at(t, m))
}

/// "by Pia", "by security" at `k`: "by" and one bare word naming who does a deed (no
/// determiner, number or gerund: "by the gate", "by 5", "by restarting" name no doer), closing
/// its clause or before a comma ("only gets washed by hand", a manner, binds as well).
fn done_by_a_named_doer(s: &Sentence<'_, '_>, k: usize) -> bool {
    let doer = s.w(k + 1);
    s.is(k, "by")
        && s.is_word(k + 1)
        && !s.is_word(k + 2)
        && !s.has(k + 1, lx::ENGLISH_FUNCTION_WORD | lx::NUMBER_WORD)
        && !doer.ends_with("ing")
}

/// The first word after the participle at `k` (before `end`) naming the step or the state a
/// deed waits for: "after", "before", "until", "till", "once", "unless".
fn waits_for_a_step_at(s: &Sentence<'_, '_>, k: usize, end: usize) -> Option<usize> {
    (k + 1..end.min(k + PASSIVE_REACH)).find(|&m| {
        matches!(
            s.w(m),
            "after" | "before" | "until" | "till" | "once" | "unless"
        )
    })
}

/// [`waits_for_a_step_at`] finds such a word.
fn waits_for_a_step(s: &Sentence<'_, '_>, k: usize, end: usize) -> bool {
    waits_for_a_step_at(s, k, end).is_some()
}

/// "Parcels dropped off after noon", "samples arriving after 3 p.m.", "cancellations made
/// less than 24 hours before": a bare noun of one or two words opening at `opens`, then a
/// participle and a condition on it (a time, a lack, a bound) before the verb at `verb`, at
/// most [`PASSIVE_REACH`] tokens on, nothing in it dated ("parcels dropped off yesterday").
fn narrowed_by_a_participle(s: &Sentence<'_, '_>, opens: usize, verb: usize) -> bool {
    let Some(p) = participle_after_a_bare_noun(&s.t[opens..])
        .map(|p| opens + p)
        .filter(|&p| p < verb && verb <= p + PASSIVE_REACH)
    else {
        return false;
    };
    let condition = (p + 1..verb).any(|k| {
        matches!(
            s.w(k),
            "after"
                | "before"
                | "without"
                | "within"
                | "over"
                | "under"
                | "than"
                | "outside"
                | "during"
                | "past"
                | "beyond"
                | "later"
                | "between"
        )
    });
    // "Houses built before 1950 are made of brick": a year dates the class, a description.
    let dated = (p + 1..verb)
        .any(|k| s.has(k, lx::PAST_MARKER) && !s.past_participle_at(k) || names_a_year(&s.t[k]));
    condition && !dated
}

/// A number from 1900 to 2099 written in four digits: a year.
fn names_a_year(t: &Tok<'_>) -> bool {
    t.kind == TokKind::Number
        && t.text.len() == 4
        && (t.text.starts_with("19") || t.text.starts_with("20"))
        && t.text.bytes().all(|b| b.is_ascii_digit())
}

/// `t` opens with a bare noun and a participle ([`participle_after_a_bare_noun`]) with "is",
/// "are", "get" or "gets" at most [`PASSIVE_REACH`] tokens after it: what
/// [`restricted_passive`] may read as a procedure for a narrowed class. Asked by the screen
/// [`may_bind`](super::may_bind).
// Inlined: asked of every sentence, and its first test (a function word or a number opens
// most sentences) turns most away.
#[inline(always)]
pub(super) fn narrowed_class_and_a_passive(t: &[Tok<'_>]) -> bool {
    participle_after_a_bare_noun(t).is_some_and(|p| {
        t[p + 1..]
            .iter()
            .take(PASSIVE_REACH)
            .any(|x| matches!(&*x.text, "is" | "are" | "get" | "gets"))
    })
}

/// Where the participle is after a bare noun of one or two words opening `t` ("parcels
/// dropped", "lab samples arriving"): a past participle or an "-ing" form second or third.
#[inline(always)]
pub(super) fn participle_after_a_bare_noun(t: &[Tok<'_>]) -> Option<usize> {
    let noun = |x: &Tok<'_>| {
        x.kind == TokKind::Word
            && x.class & (lx::ENGLISH_FUNCTION_WORD | lx::NOT_A_VERB | lx::NUMBER_WORD) == 0
    };
    if !noun(t.first()?) {
        return None;
    }
    (1..t.len().min(3)).find(|&p| {
        let w = &*t[p].text;
        let participle = lx::has_past_ending(w)
            || t[p].class & lx::IRREGULAR_PARTICIPLE != 0
            || w.len() > 5 && w.ends_with("ing");
        participle && t[1..p].iter().all(noun)
    })
}

/// "From tomorrow the pump house door stays locked", "Starting Monday, the side gate remains
/// closed": a sentence opening with the date a state starts to be kept (its first token
/// "from", "starting" or "as of", a date word within the next three), then "stays" or
/// "remains" and a kept state (locked, closed, shut, off...). The index of the state word.
/// Not a forecast ("From Monday the weather stays dry": no state anyone keeps).
// Inlined: asked of every sentence by the screen, and its first test turns most away.
#[inline(always)]
pub(super) fn state_kept_from_a_date(t: &[Tok<'_>], words: &WordSet) -> Option<usize> {
    if !words.holds_any(&KEEPING_VERBS) {
        return None;
    }
    let opener = t.first()?;
    if !matches!(&*opener.text, "from" | "starting" | "as") {
        return None;
    }
    let dated = (1..t.len().min(4)).any(|k| crate::classify::numbers::is_date_word(t, k));
    if !dated {
        return None;
    }
    let verb = t.iter().position(is_keeping_verb)?;
    let state = t.get(verb + 1)?;
    is_state_kept_in(&state.text).then_some(verb + 1)
}

/// "stays", "stay", "remains", "remain": the verb of a state kept. Asked of every token of
/// most sentences (by the screen and by [`state_kept_from_then`]; also by the kept states of
/// `rules` and by `numbers`' ranges kept "from ... to ..."): the four words are
/// no-content words (a unit test holds the list to it), so the class bit turns away most
/// tokens before any word compare.
pub(crate) fn is_keeping_verb(x: &Tok<'_>) -> bool {
    x.class & lx::NO_CONTENT != 0 && KEEPING_VERB_WORDS.contains(&&*x.text)
}

/// The words of [`is_keeping_verb`].
const KEEPING_VERB_WORDS: [&str; 4] = ["stays", "stay", "remains", "remain"];

/// [`KEEPING_VERB_WORDS`] as a set: the readings of a kept state need one of them (`words`
/// of their sentence holds none: no walk).
const KEEPING_VERBS: WordSet = WordSet::of_words(&KEEPING_VERB_WORDS);

/// A state someone keeps a thing in: "locked", "closed", "shut", "off"...
pub(super) fn is_state_kept_in(w: &str) -> bool {
    matches!(
        w,
        "locked"
            | "closed"
            | "shut"
            | "off"
            | "sealed"
            | "unlocked"
            | "disabled"
            | "offline"
            | "unplugged"
            // "the shop door stays propped open while the forge is going" (cls60)
            | "propped"
    ) || is_staffed_state(w)
}

/// A post kept staffed: "manned", "staffed", "attended", "supervised" ("the skate hire
/// counter's manned the whole time the doors are open": dia70), a state someone keeps as
/// a lock is kept shut.
fn is_staffed_state(w: &str) -> bool {
    matches!(w, "manned" | "staffed" | "attended" | "supervised")
}

/// A kept state said in its base form, as Caribbean creoles and Gullah say a participle
/// without "-ed" after "stay" ("de gate stay lock", "the tins stay seal"): the base form of
/// a state of [`is_state_kept_in`] (cls63; not "close", which after "stay" is "near": "the
/// boat stays close during the race").
fn creole_kept_state(w: &str) -> bool {
    matches!(w, "lock" | "seal" | "unlock" | "unplug" | "disable")
}

/// "The bar stays closed during the children's matinees", "the side gate remains locked
/// while the kids are outside", "the server room stays locked outside office hours": "stays"
/// or "remains" and a kept state ([`is_state_kept_in`]), then the occasion it is kept through
/// ("during", "while", "whenever", "outside", "throughout", "at all times"): a standing rule
/// in the present (corpus36); or a state or value held until someone signs off
/// ([`held_until_signed_off`]). Not a past ("stayed closed during the storm"), nor a state no
/// one keeps ("the weather stays dry during the week"). The index of the state word.
// Inlined: asked of every sentence by the screen; a word compare turns most away.
#[inline(always)]
pub(super) fn state_kept_through_an_occasion(t: &[Tok<'_>], words: &WordSet) -> Option<usize> {
    let verb = if words.holds_any(&KEEPING_VERBS) {
        t.iter().position(is_keeping_verb)?
    } else if words.holds_any(&PRESENT_BE) {
        present_be_at_all_times(t)?
    } else {
        return None;
    };
    let state = verb + 1;
    let word = |k: usize| t.get(k).map_or("", |x| &*x.text);
    // ("The wings stay clear of cases during the show": a state kept away from a thing,
    // cls59; not "the sky stays clear during the night".)
    let kept = is_state_kept_in(word(state))
        || word(state) == "clear" && word(state + 1) == "of"
        || creole_kept_state(word(state));
    // "The hatch stays shut at all times", "the gate stays locked, day and night": a phrase
    // for every moment, maybe after a comma (cls63).
    let comma = usize::from(t.get(state + 1).is_some_and(|x| x.is_punct(',')));
    let through = kept
        && (occasion_after_the_state(t, state)
            || super::always_phrase_end(t, state + 1 + comma).is_some()
            || kept_with_no_end(t, verb, state));
    (through || held_until_signed_off(t, state)).then_some(state)
}

/// "is" and "are", which [`present_be_at_all_times`] needs ("times" has no screen bit), and a
/// word's glued "'s" standing for "is".
const PRESENT_BE: WordSet = WordSet::of_words(&["is", "are"]).with(lx::APOSTROPHE_S);

/// "The cold store is locked at all times", "the fire doors are shut at all times, even on
/// drill days": one thing named with "the" opening the sentence, a present "is" or "are" (as
/// [`super::held_whenever`] reads it), a kept state ([`is_state_kept_in`]) and "at all times"
/// right after it, which [`state_kept_through_an_occasion`] reads as it reads "stays" (cls66a).
/// Only "at all times", the phrase of a standing order: "the heating is off all the time" is a
/// complaint, "the door was locked at all times" a past; or "the whole time" and the occasion
/// told by a clause ("the whole time the doors are open"). The thing may be named as a
/// heading names it, with no "the", and its "is" glued to it ("Skate hire counter's manned
/// the whole time the doors are open": dia70). The index of the "is" or "are".
fn present_be_at_all_times(t: &[Tok<'_>]) -> Option<usize> {
    let verb = t
        .iter()
        .take(8)
        .position(|x| matches!(&*x.text, "is" | "are") || is_glued_is_of_a_noun(x))?;
    let at = verb + 2;
    let word = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let glued = !matches!(word(verb), "is" | "are");
    let named = if glued {
        thing_named_as_a_heading(&t[..=verb])
    } else {
        super::held_whenever(t, verb) || verb > 0 && thing_named_as_a_heading(&t[..verb])
    };
    let always = word(at) == "at" && word(at + 1) == "all" && word(at + 2) == "times"
        || word(at) == "the"
            && super::always_phrase_end(t, at).is_some_and(|end| occasion_told_now(&t[end + 1..]));
    (named && is_state_kept_in(word(verb + 1)) && always).then_some(verb)
}

/// `t` opens with a clause telling an occasion in the present ("the doors are open" after
/// "the whole time"), no past in it ("we were there" tells one that is over).
fn occasion_told_now(t: &[Tok<'_>]) -> bool {
    t.first().is_some_and(|x| x.kind == TokKind::Word)
        && t.iter()
            .take_while(|x| x.kind == TokKind::Word)
            .all(|x| x.class & lx::PAST_MARKER == 0 && !lx::has_past_ending(&x.text))
}

/// `t` names one thing as a heading does, maybe after "the": one to three words, no function
/// word nor person among them ("Skate hire counter", "Kiln yard"; not "He", "Our Dave").
fn thing_named_as_a_heading(t: &[Tok<'_>]) -> bool {
    let t = match t {
        [the, rest @ ..] if the.text == "the" => rest,
        _ => t,
    };
    (1..=3).contains(&t.len())
        && t.iter().all(|x| {
            x.kind == TokKind::Word
                && x.class & (lx::ENGLISH_FUNCTION_WORD | lx::AGENT_SUBJECT) == 0
        })
}

/// "The cellar hatch stays shut.", "the fire doors remain locked.": one thing named with "the"
/// opening the sentence, its keeping verb (at `verb`, found by the caller) right after the
/// noun phrase (no modal such as "will" before it, no person) and the kept state closing the
/// sentence, nothing after it to explain or end it: a state held with no end, as a rule says
/// it (cls64a; not "the hatch stays shut because the hinge is stiff", a cause, nor "it stays
/// shut", a pronoun's report, nor "the hatch stayed shut", a past). A notice may name the
/// thing it hangs on with "this" or "these", after a headline and its dash or colon ("LENS
/// ROOM — THIS DOOR STAYS SHUT": cls69a; not "He said this door stays shut", no headline).
fn kept_with_no_end(t: &[Tok<'_>], verb: usize, state: usize) -> bool {
    let closes = match t.get(state + 1) {
        None => true,
        Some(x) => matches!(x.kind, TokKind::Punct('.' | '!')) && state + 2 == t.len(),
    };
    let opens = |k: usize| {
        t[k].text == "the"
            || matches!(&*t[k].text, "this" | "these")
                && (k == 0
                    || t[..k - 1].iter().all(|x| x.kind == TokKind::Word)
                        && matches!(
                            t[k - 1].kind,
                            TokKind::Punct('—' | ':') | TokKind::Symbol('-' | '–' | '—')
                        ))
    };
    // (The notice's own thing: "this" or "these" after a headline of up to four words.)
    let open = (0..verb.min(6)).find(|&k| opens(k) && (k == 0 || t[k].text != "the"));
    closes
        && open.is_some_and(|open| {
            verb >= open + 2
                && t[open + 1..verb].iter().all(|x| {
                    x.kind == TokKind::Word && x.class & (lx::MODAL | lx::AGENT_SUBJECT) == 0
                })
        })
}

/// The occasion a kept state at `state` is kept through ("during", "while", "whenever",
/// "outside", "throughout", "overnight", "any time") right after it, or after a short phrase
/// of words telling how it is kept ("stays locked with both padlocks whenever no one from the
/// excise team is on site", "stays shut to the public during matinees", "stay unplugged
/// overnight": cls58): at most four words between, no mark; or days that recur ("bikes stay
/// off the workstands on Saturdays": cls60; not "on Saturday", one day), or the gaps
/// between occasions that recur ([`between_recurring_occasions`]).
fn occasion_after_the_state(t: &[Tok<'_>], state: usize) -> bool {
    (state + 1..(state + 6).min(t.len()))
        .take_while(|&k| t[k].kind == TokKind::Word)
        .any(|k| {
            matches!(
                &*t[k].text,
                "during"
                    | "while"
                    | "whenever"
                    | "outside"
                    | "throughout"
                    | "overnight"
                    | "anytime"
            ) || t[k].text == "any" && t.get(k + 1).is_some_and(|x| x.text == "time")
                || t[k].text == "on"
                    && t.get(k + 1)
                        .is_some_and(|x| super::negations::on_recurring_days(&x.text))
                || between_recurring_occasions(t, k)
        })
}

/// "between shifts", "between sittings", "between uses" at `k`: "between" and one bare
/// plural closing the clause, the gaps between occasions that recur, which a state kept
/// through them is kept in every time (cls65b: "the lid stays on between batches"; not
/// "between the posts" nor "between junctions 4 and 5", a place).
fn between_recurring_occasions(t: &[Tok<'_>], k: usize) -> bool {
    t[k].text == "between"
        && t.get(k + 1).is_some_and(|x| {
            x.kind == TokKind::Word
                && x.text.len() > 3
                && x.text.ends_with('s')
                && !x.text.ends_with("ss")
                && x.class & lx::ENGLISH_FUNCTION_WORD == 0
        })
        && t.get(k + 2)
            .is_none_or(|x| matches!(x.kind, TokKind::Punct(_)))
}

/// How many tokens after the kept state or value its "until" may stand ("stays at 2,000
/// units for bed 4 until ...").
const GATE_REACH: usize = 8;

/// Verbs of a person's sign-off that a held state or value waits for ("until Dr Okafor
/// reviews the results", "until QA signs off", "until the vet clears her").
fn is_sign_off_verb(w: &str) -> bool {
    matches!(
        w,
        "reviews"
            | "signs"
            | "approves"
            | "clears"
            | "confirms"
            | "okays"
            | "authorises"
            | "authorizes"
            | "says"
            | "countersigns"
    )
}

/// "The heparin bolus stays at 2,000 units for bed 4 until Dr Okafor reviews the coag
/// results", "the cage remains locked until the pharmacist signs it out": a kept state
/// ([`is_state_kept_in`]) or a value ("at" and a number) at token `state`, then, within
/// [`GATE_REACH`] tokens of the same clause, "until" or "till" and a person's sign-off
/// ([`is_sign_off_verb`]) within the next four: a setting held by a standing order. Not
/// "the pressure stays at 3 bar until the valve opens" (no one signs off), nor "stayed at"
/// (a past: no keeping verb of the present).
fn held_until_signed_off(t: &[Tok<'_>], state: usize) -> bool {
    let word = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let value = word(state) == "at"
        && t.get(state + 1)
            .is_some_and(|x| x.kind == TokKind::Number || x.class & lx::NUMBER_WORD != 0);
    if !value && !is_state_kept_in(word(state)) {
        return false;
    }
    let until = (state + 1..(state + GATE_REACH).min(t.len()))
        .take_while(|&k| !matches!(t[k].kind, TokKind::Punct(_)))
        .find(|&k| matches!(word(k), "until" | "till"));
    until.is_some_and(|u| (u + 2..(u + 6).min(t.len())).any(|k| is_sign_off_verb(word(k))))
}

/// "The cold room door gets shut behind you every time", "the hatch is locked each time": a
/// present passive of a deed ("is", "gets" and a participle) done on every occasion, "every
/// time" or "each time" closing its clause or before "you": a duty (not "the gate gets stuck
/// every time", a fault, nor "the cellar gets flooded every time it rains", an event's
/// occasion, nor "he gets told off every time", what befalls someone) (cls57); or ", every
/// time," set off by commas after the clause, or "every night" (a part of the day) before or
/// after the step's occasion ("The lye drums get redd up and capped every night before last
/// one out", cls67b; not "the drums get capped every night", a routine told).
pub(super) fn done_every_time(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question
        || s.hypothetical
        || !s.holds_any(&const { WordSet::of_words(&PASSIVE_AUXILIARIES).with(lx::APOSTROPHE_S) })
        || s.names_a_past_time()
    {
        return;
    }
    for k in 2..s.t.len() {
        // ("every" or "each" first: the rarest word, asked of every token before the rest.)
        if !matches!(s.w(k - 1), "every" | "each") {
            continue;
        }
        // "The lye drums get capped every night before last one out": a part of every day
        // before or after the step's occasion, as "every time" (cls67b).
        let each_day_by_an_occasion =
            matches!(s.w(k), "night" | "shift" | "day" | "morning" | "evening")
                && matches!(s.w(k + 1), "before" | "after")
                && s.is_word(k + 2);
        let each_occasion = each_occasion_closing_the_clause(s, k);
        if !(s.is(k, "time") || each_day_by_an_occasion || each_occasion) {
            continue;
        }
        let closes = each_day_by_an_occasion
            || each_occasion
            || s.t
                .get(k + 1)
                .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
            || matches!(s.w(k + 1), "you" | "anyone" | "someone");
        // "Stock is counted in and counted out, every time, by two of us": ", every time"
        // set off by commas holds the clause before it (cls67b).
        let clause = match s.clause_of(k) {
            (start, _) if start == k - 1 && start >= 2 && s.t[start - 1].is_punct(',') => {
                (s.clause_of(start - 2).0, start - 1)
            }
            clause => clause,
        };
        // ("get redd up and capped": the participle may be the second of two joined by
        // "and", the first one no list knows, maybe with its particle.)
        let joined_participle = |v: usize| {
            (v + 2..(v + 4).min(k)).any(|a| {
                s.is(a, "and") && is_action_participle(s, a + 1) && (v + 1..a).all(|m| s.is_word(m))
            })
        };
        let passive = (clause.0..k - 1).find(|&v| {
            (is_action_participle(s, v + 1) || joined_participle(v))
                && (v > clause.0
                    && matches!(s.w(v), "is" | "are" | "get" | "gets")
                    && s.is_word(v - 1)
                    && !is_subject_pronoun(s.w(v - 1))
                    || is_glued_is_of_a_noun(&s.t[v]))
        });
        // (A glued "'s" before the participle would read as "has" and a perfect: the clause
        // is read from the participle on.)
        let told = |v: usize| {
            let from = if is_glued_is_of_a_noun(&s.t[v]) {
                v + 1
            } else {
                clause.0
            };
            s.is_report_clause((from, clause.1))
        };
        // (A need or an expectation, "photos are needed on every claim", "are expected to
        // leave ... on every plant", is read as such, not as a deed done each time.)
        let deed = |v: usize| {
            !each_occasion || !(v + 1..k).any(|m| s.has(m, lx::MODAL) || s.is(m, "needed"))
        };
        if let Some(v) = passive.filter(|&v| closes && deed(v) && !told(v)) {
            push(found, CueKind::DeonticModal, s.range(v, v + 1), true);
            return;
        }
    }
}

/// "at every change of watch", "after each client", "on every handover" with "every" or
/// "each" at `k - 1`: a preposition of an occasion before it ([`every_occasion_at`]) and the
/// occasion named by one to four words (`k` on) closing the clause, which [`done_every_time`]
/// reads as it reads "every time" (dia70: "The logbook's filled in at every change o' watch";
/// not "on every plant they cut", a clause of its own, nor "at every one of the stalls we
/// passed").
fn each_occasion_closing_the_clause(s: &Sentence<'_, '_>, k: usize) -> bool {
    k >= 2 && every_occasion_at(s.t, k - 2) && occasion_named_to_the_clause_end(s.t, k)
}

/// The words from `k` on name an occasion and close the clause: one to four words, no person
/// nor a pronoun opening a clause of its own among them, then a mark or the end ("change o'
/// watch.", "kid's rental, set"; not "plant they cut", "chance he gets").
fn occasion_named_to_the_clause_end(t: &[Tok<'_>], k: usize) -> bool {
    (k..(k + 5).min(t.len()))
        .find(|&m| {
            t[m].kind != TokKind::Word
                || t[m].class & lx::AGENT_SUBJECT != 0
                || is_subject_pronoun(&t[m].text)
        })
        .map_or(t.len() <= k + 4, |m| {
            m > k && matches!(t[m].kind, TokKind::Punct(_))
        })
}

/// "they", "we", "you", "i", "he", "she": a pronoun opening a clause of its own ("every plant
/// they cut"), which no occasion's name holds.
fn is_subject_pronoun(w: &str) -> bool {
    matches!(w, "they" | "we" | "you" | "i" | "he" | "she")
}

/// A present passive before token `i` ("is filled", "gets binned", "logbook's signed"): an
/// auxiliary of [`PASSIVE_AUXILIARIES`] or a word's glued "'s", then a participle (an "-ed"
/// form or an irregular one). Read on tokens, for `rules::may_bind`'s routine occasion.
pub(super) fn present_passive_before(t: &[Tok<'_>], i: usize) -> bool {
    (0..i.saturating_sub(1)).any(|v| {
        (PASSIVE_AUXILIARIES.contains(&&*t[v].text) || t[v].text.ends_with("'s"))
            && (lx::has_past_ending(&t[v + 1].text)
                || t[v + 1].class & lx::IRREGULAR_PARTICIPLE != 0)
    })
}

/// A noun's glued "'s" standing for "is" at `v` ("the logbook's filled in", "counter's
/// manned"): a word of more than two letters before the "'s", no function word ("it's",
/// "that's", "he's" are read elsewhere) nor a name's possessive before a noun (the caller
/// asks a participle after it).
fn is_glued_is_of_a_noun(x: &Tok<'_>) -> bool {
    x.text.len() > 4
        && x.text.ends_with("'s")
        && x.class & (lx::ENGLISH_FUNCTION_WORD | lx::AGENT_SUBJECT) == 0
}

/// "The run sheet gets signed the minute the batch ends", "the hood is wiped down as soon as
/// the shift finishes": a present passive of a deed ("is", "are", "get" or "gets", a
/// participle and maybe a particle) done at once on an event ("the minute", "the moment",
/// "the second", "as soon as") told in the present: a duty, as [`done_every_time`] reads
/// one (cls63b; not "the cellar gets flooded the minute it rains", weather befalling it, nor
/// "the log got signed the minute the batch ended", a past, nor "he gets told off the moment
/// he walks in").
pub(super) fn done_the_moment(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question
        || s.hypothetical
        || !s.holds_any(&const { WordSet::of_words(&["minute", "moment", "second", "as"]) })
        || !s.holds_any(&const { WordSet::of_words(&PASSIVE_AUXILIARIES) })
        || s.names_a_past_time()
    {
        return;
    }
    for k in 3..s.t.len() {
        // Where the event's clause starts.
        let event = if s.is(k, "the") && matches!(s.w(k + 1), "minute" | "moment" | "second") {
            k + 2
        } else if s.seq(k, &["as", "soon", "as"]) {
            k + 3
        } else {
            continue;
        };
        // The passive right before, a particle at most between ("filled in the minute").
        let passive = (k.saturating_sub(3)..k - 1).find(|&v| {
            v >= 1
                && matches!(s.w(v), "is" | "are" | "get" | "gets")
                && is_action_participle(s, v + 1)
                && (v + 2..k).all(|m| {
                    matches!(
                        s.w(m),
                        "in" | "up" | "off" | "down" | "out" | "away" | "back"
                    )
                })
                && s.is_word(v - 1)
                && !matches!(
                    s.w(v - 1),
                    "he" | "she" | "i" | "we" | "they" | "you" | "it"
                )
        });
        let weather = s.is(event, "it")
            && matches!(
                s.w(event + 1),
                "rains" | "snows" | "hails" | "freezes" | "thaws" | "pours" | "storms"
            );
        if let Some(v) = passive
            && !weather
            && super::event_told_in_the_present(s, event)
            && !(event..s.t.len()).any(|m| s.looks_past_at(m))
            && !s.is_report_clause(s.clause_of(v))
        {
            push(found, CueKind::DeonticModal, s.range(v, v + 1), true);
            return;
        }
    }
}

/// "Spill kits are restocked the same day they're used, whoever used them", "ink levels get
/// logged at the start of each run by whoever's on the unit": a present passive of a deed
/// ("is", "are", "get" or "gets" and a participle, after a noun) and, after it, "whoever" (after
/// "by" or a mark) leaving its doer open: anyone's duty (cls62; not "the spill kits were
/// restocked by whoever was in", a past, nor "it is broken, whoever did it", no deed, nor
/// "whoever wins is invited", no passive before it).
pub(super) fn done_by_whoever(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question
        || s.hypothetical
        || !s.holds_any(&const { WordSet::of_words(&["whoever", "whoever's"]) })
        || !s.holds_any(&const { WordSet::of_words(&PASSIVE_AUXILIARIES) })
    {
        return;
    }
    let Some(who) = (2..s.t.len()).find(|&k| {
        matches!(s.w(k), "whoever" | "whoever's")
            && (s.is(k - 1, "by") || matches!(s.t[k - 1].kind, TokKind::Punct(_)))
    }) else {
        return;
    };
    let passive = (1..who - 1).find(|&v| {
        matches!(s.w(v), "is" | "are" | "get" | "gets")
            && is_action_participle(s, v + 1)
            && s.is_word(v - 1)
            && !s.has(v - 1, lx::ENGLISH_FUNCTION_WORD)
    });
    // (Only the subject and the passive tell a report: "whoever used them" is the doer's.)
    if let Some(v) = passive.filter(|&v| !s.is_report_clause((s.clause_of(v).0, v + 2)))
        && !s.names_a_past_time()
    {
        push(found, CueKind::DeonticModal, s.range(v, v + 1), true);
    }
}

/// "Slag pot carriers have right of way on the haul road", "boats coming downhill get
/// priority at the bottom gates": who goes first, said in the present, a rule of precedence
/// (cls58). Not "had right of way" (a past), "has priority 2" (a field's value), "I get
/// priority" (the speaker's lot), nor a question.
pub(super) fn precedence_given(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical || s.hedged {
        return;
    }
    // "have" and "has" are modal words, "get" and "gets" limit verbs: a sentence with
    // neither class is not walked, and a bit test turns most tokens away.
    let verbs = lx::MODAL | lx::LIMIT_VERB;
    if s.classes & verbs == 0 {
        return;
    }
    let verb = (1..s.t.len()).find(|&v| {
        s.has(v, verbs)
            && matches!(s.w(v), "have" | "has" | "get" | "gets")
            && (s.seq(v + 1, &["right", "of", "way"])
                || s.is(v + 1, "priority")
                    && !s.t.get(v + 2).is_some_and(|x| x.kind == TokKind::Number))
            && s.is_word(v - 1)
            && !matches!(s.w(v - 1), "i" | "who" | "to" | "you")
            && !s.has(v - 1, lx::MODAL)
    });
    // (The past time is read last: the verb and its object turn most away first.)
    if let Some(v) = verb.filter(|&v| !s.names_a_past_time() && !s.is_report_clause(s.clause_of(v)))
    {
        push(found, CueKind::StandingRule, s.range(v, v + 1), true);
    }
}

/// "Station ID goes out ahead of the news, weather after", "the anthem plays before the
/// teams walk out, the toss after": a thing that goes, comes, runs, plays or airs "before"
/// or "ahead of" another, then a comma and one or two bare words and "after" closing the
/// sentence, the last step's verb left out: an order of steps kept, in the present (cls64d).
/// Not "I went ahead of the others, Sam after" (a pronoun, a past), nor a sentence without
/// the closing "X after". The index of the comma. Read at the sentence's end first (asked by
/// the screen [`may_bind`](super::may_bind) too).
pub(super) fn order_with_the_last_left_out(t: &[Tok<'_>]) -> Option<usize> {
    let words = t.len() - usize::from(t.last().is_some_and(|x| x.kind != TokKind::Word));
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    if words < 6 || w(words - 1) != "after" {
        return None;
    }
    let bare = |k: usize| {
        t[k].kind == TokKind::Word
            && t[k].class & (lx::ENGLISH_FUNCTION_WORD | lx::NUMBER_WORD) == 0
    };
    let comma = [words - 3, words - 4]
        .into_iter()
        .find(|&c| t[c].is_punct(',') && (c + 1..words - 1).all(bare))?;
    let first = t.first()?;
    if first.class & lx::THING_PRONOUN != 0 || matches!(&*first.text, "we" | "you" | "they") {
        return None;
    }
    let verb = (1..comma.min(8)).find(|&v| {
        matches!(
            w(v),
            "goes" | "go" | "comes" | "come" | "runs" | "run" | "plays" | "play" | "airs" | "air"
        )
    })?;
    (verb + 1..comma)
        .any(|k| w(k) == "before" || w(k) == "ahead" && w(k + 1) == "of")
        .then_some(comma)
}

/// An order of steps with the last one's verb left out ([`order_with_the_last_left_out`]),
/// not in the past nor asked: a standing rule.
pub(super) fn order_of_steps(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical || s.hedged {
        return;
    }
    if let Some(comma) = order_with_the_last_left_out(s.t)
        && !s.names_a_past_time()
        && !s.is_report_clause((0, comma))
    {
        push(
            found,
            CueKind::StandingRule,
            s.range(comma + 1, comma + 1),
            true,
        );
    }
}

/// Where a concessive closing the sentence starts: ", whatever happens", ", whatever's
/// happening", ", whatever is happening", ", no matter what", ", come what may", maybe with
/// one word of address after another comma (", pet"). The index of its comma. Read at the
/// sentence's end only (asked by the screen [`may_bind`](super::may_bind) too); or a clause
/// of "no matter" closing it ([`no_matter_clause`], asked when `words` holds "no"), or of
/// "whatever", "whoever" or "whichever" ([`ever_clause`], asked when `words` holds one).
pub(super) fn concessive_close(t: &[Tok<'_>], words: &WordSet) -> Option<usize> {
    concessive_phrase_close(t)
        .or_else(|| {
            words
                .holds_any(&const { WordSet::of_words(&["no"]) })
                .then(|| no_matter_clause(t))
                .flatten()
        })
        .or_else(|| {
            words
                .holds_any(&const { WordSet::of_words(&CONCESSIVE_EVER_WORDS) })
                .then(|| ever_clause(t))
                .flatten()
        })
}

/// ", no matter what's still on the line", ", no matter who asks", ", no matter how late it
/// runs": a comma, "no matter" and a question word, then a clause of words closing the
/// sentence: whatever the case, as ", no matter what" says (cls65b). The index of the comma.
fn no_matter_clause(t: &[Tok<'_>]) -> Option<usize> {
    let words = t.len() - usize::from(t.last().is_some_and(|x| x.kind != TokKind::Word));
    let comma = (1..words.saturating_sub(4))
        .find(|&k| t[k].is_punct(',') && t[k + 1].text == "no" && t[k + 2].text == "matter")?;
    let asks = matches!(
        &*t[comma + 3].text,
        "what" | "what's" | "who" | "who's" | "how" | "how's" | "where" | "when" | "which"
    );
    (asks && t[comma + 4..words].iter().all(|x| x.kind == TokKind::Word)).then_some(comma)
}

/// The free relatives of concession that say "no matter what", "no matter who", "no matter
/// which": "whatever", "whoever", "whichever" (and "'s" glued). Not "whenever", "wherever"
/// nor "however", which also tell a plain time, place or manner (", whenever you can").
const CONCESSIVE_EVER_WORDS: [&str; 5] = [
    "whatever",
    "whatever's",
    "whoever",
    "whoever's",
    "whichever",
];

/// ", whatever's in it", ", whoever asks", ", whichever crew is on": a comma, a concessive
/// "-ever" word ([`CONCESSIVE_EVER_WORDS`]) and a clause of words closing the sentence,
/// whatever the case as [`no_matter_clause`] reads "no matter what" (cls66a). Not ", whatever
/// that means" (a shrug at a word, no case). The index of the comma.
fn ever_clause(t: &[Tok<'_>]) -> Option<usize> {
    let words = t.len() - usize::from(t.last().is_some_and(|x| x.kind != TokKind::Word));
    let comma = (1..words.saturating_sub(2))
        .find(|&k| t[k].is_punct(',') && CONCESSIVE_EVER_WORDS.contains(&&*t[k + 1].text))?;
    let shrug = t[comma + 2..words].iter().any(|x| x.text == "means");
    (!shrug && t[comma + 2..words].iter().all(|x| x.kind == TokKind::Word)).then_some(comma)
}

/// [`concessive_close`]'s fixed phrases, and one word of address after them.
fn concessive_phrase_close(t: &[Tok<'_>]) -> Option<usize> {
    let words = t.len() - usize::from(t.last().is_some_and(|x| x.kind != TokKind::Word));
    let w = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let addressed = words >= 2 && t[words - 2].is_punct(',') && t[words - 1].kind == TokKind::Word;
    let ends = [Some(words), addressed.then(|| words - 2)];
    ends.into_iter().flatten().find_map(|end| {
        let len = if end >= 2
            && (w(end - 2) == "whatever" && w(end - 1) == "happens"
                || w(end - 2) == "whatever's" && w(end - 1) == "happening")
        {
            2
        } else if end >= 3
            && matches!(
                [w(end - 3), w(end - 2), w(end - 1)],
                ["whatever", "is", "happening"]
                    | ["no", "matter", "what"]
                    | ["come", "what", "may"]
            )
        {
            3
        } else {
            return None;
        };
        let comma = end.checked_sub(len + 1)?;
        (comma > 0 && t[comma].is_punct(',')).then_some(comma)
    })
}

/// "The brooder lamp stays on overnight, whatever happens", "the back gate's locked, no
/// matter what", "the lambing cam's on all night, whatever's happening": one thing named with
/// "the" opening the sentence, a present "is", "are", "'s" or keeping verb and a kept state
/// ("on", "shut", a participle) before the comma, and a concessive closing the sentence ([`concessive_close`]): a state held whatever comes,
/// a standing rule (cls64a). Not "the kids were fine, whatever happened" (a past, and no
/// concessive of the present), "she's coming, whatever happens" (a person's plan, no thing
/// named with "the"), nor "the kid's happy, whatever happens" (no kept state).
pub(super) fn held_whatever_happens(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical || !s.is(0, "the") {
        return;
    }
    let Some(comma) = concessive_close(s.t, &s.words) else {
        return;
    };
    // The verb and a state a thing is kept in after it ("on", "shut", "locked", "bolted"),
    // not how a person is ("the kid's happy").
    let present = (1..comma).any(|k| {
        (matches!(
            s.w(k),
            "is" | "are" | "stays" | "stay" | "remains" | "remain"
        ) || s.w(k).ends_with("'s"))
            && (super::is_kept_state(s.w(k + 1))
                || is_state_kept_in(s.w(k + 1))
                || s.past_participle_at(k + 1))
    });
    if present && !s.is_report_clause((0, comma)) && !s.names_a_past_time() {
        push(
            found,
            CueKind::StandingRule,
            s.range(comma + 1, s.t.len() - 1),
            true,
        );
    }
}

/// A state kept from a date on ([`state_kept_from_a_date`]) or through an occasion
/// ([`state_kept_through_an_occasion`]): a standing rule.
pub(super) fn state_kept_from_then(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // The readings need a keeping verb ([`KEEPING_VERBS`]), or "at all times" after "is"
    // ([`present_be_at_all_times`]).
    if s.question || s.hypothetical || !s.holds_any(&KEEPING_VERBS) && !s.holds_any(&PRESENT_BE) {
        return;
    }
    if let Some(state) = state_kept_from_a_date(s.t, &s.words)
        .or_else(|| state_kept_through_an_occasion(s.t, &s.words))
        .or_else(|| kind_kept_in_a_place(s.t, &s.words))
        .or_else(|| kept_where_it_lives(s.t, &s.words))
    {
        push(
            found,
            CueKind::StandingRule,
            s.range(state - 1, state),
            true,
        );
    }
}

/// "Sealed-session audio stays on the air-gapped machine", "PII stays in the EU region",
/// "gas cylinders stay chained to the wall bracket": a kind of thing named by a bare noun
/// phrase opening the sentence (one to three words: no determiner, no adverb, no class of
/// people whose doings are reported) or anyone of a narrowed class ("anyone who isn't
/// staff", "everyone else"), "stays" or "stay" right after it, and the place it is kept ("in", "on",
/// "inside", "behind", or a participle of fastening and its preposition), the rest of the
/// clause naming the place and maybe an occasion ("during the morning run"): where a kind of
/// thing is kept, a standing rule (cls46). Not "the kids stay with Gran" (one party, and
/// "with"), "guests usually stay in the annex" (a habit), "condensation stays on the windows
/// for hours" or "snow stays on the peaks until May" (a span of time: a description),
/// "prices stay on the high side" (a level). The index of the word after the verb. The rule
/// may open on the occasion it holds for ("On race days, spectators stay behind the fence":
/// [`opening_occasion_end`], cls64d) or after a label ("Allergen note: sesame lot SS-14 stays
/// on rack 9", cls67b), and a class of people kept behind a barrier binds
/// ([`people_kept_behind`]).
// Inlined: asked of every sentence by the screen; the keeping verbs' set turns most away.
#[inline(always)]
pub(super) fn kind_kept_in_a_place(t: &[Tok<'_>], words: &WordSet) -> Option<usize> {
    if !words.holds_any(&KEEPING_VERBS) {
        return None;
    }
    // "Allergen note: sesame lot SS-14 stays on rack 9": after a label, as after an
    // occasion (cls67b; not a label of what was found, "Status:").
    let lead = match opening_occasion_end(t) {
        0 => match super::verbless::sign_label_len(t) {
            n if n > 1 && !super::verbless::labels_a_report(&t[n - 2].text) => n,
            _ => 0,
        },
        n => n,
    };
    kept_in_a_place_at_the_start(&t[lead..]).map(|k| k + lead)
}

/// "The soldering iron lives on the bench, and it stays there", "the spare key goes back in
/// the safe and stays there": one thing named with "the" opening the sentence, a present verb
/// of where it is kept ("lives", "belongs", "goes", "sits", "hangs") and a place after it
/// (a preposition of place, maybe after "back"), then "and", maybe "it", and "stays there":
/// the thing kept in its place, a standing rule (cls65b). Not "the cat sleeps on the sofa and
/// stays there all day" (no verb of keeping a thing's place), "my sister lives in Leeds and
/// stays there" (no "the"), nor "the key went back in the safe and stayed there" (a past).
/// The index of the word after "stays".
// Inlined: asked of every sentence by the screen; the keeping verbs' set turns most away.
#[inline(always)]
pub(super) fn kept_where_it_lives(t: &[Tok<'_>], words: &WordSet) -> Option<usize> {
    if !words.holds_any(&KEEPING_VERBS) || t.first().is_none_or(|x| x.text != "the") {
        return None;
    }
    let word = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let verb = (2..t.len().min(6)).find(|&k| {
        matches!(word(k), "lives" | "belongs" | "goes" | "sits" | "hangs")
            && t[1..k].iter().all(|x| x.kind == TokKind::Word)
    })?;
    let place = verb + 1 + usize::from(word(verb + 1) == "back");
    if !matches!(
        word(place),
        "in" | "on" | "at" | "under" | "behind" | "inside"
    ) {
        return None;
    }
    let stays = (place + 2..t.len().min(place + 14))
        .find(|&k| word(k) == "stays" && word(k + 1) == "there")?;
    let joined = word(stays - 1) == "and" || word(stays - 1) == "it" && word(stays - 2) == "and";
    let closes = t
        .get(stays + 2)
        .is_none_or(|x| matches!(x.kind, TokKind::Punct(_)));
    (joined && closes).then_some(stays + 1)
}

/// "On blasting days, ...", "On Fridays, ...", "During the match, ...": a sentence opening
/// on the recurring occasion a rule holds for ("on" and up to three words ending in a plural
/// of a day or a part of it, or "during" and up to three words), then a comma. The index of
/// the token after the comma, 0 when there is no such opening (not "On the day, ...", one
/// day told of).
fn opening_occasion_end(t: &[Tok<'_>]) -> usize {
    let opener = t.first().map_or("", |x| &*x.text);
    if !matches!(opener, "on" | "during") {
        return 0;
    }
    let Some(comma) = (2..t.len().min(5)).find(|&k| t[k].is_punct(',')) else {
        return 0;
    };
    let last = &*t[comma - 1].text;
    let occasion = t[1..comma].iter().all(|x| x.kind == TokKind::Word)
        && (opener == "during"
            || super::negations::on_recurring_days(last)
            || matches!(
                last,
                "days" | "nights" | "mornings" | "evenings" | "afternoons"
            ));
    if occasion { comma + 1 } else { 0 }
}

/// "Visitors stay behind the east bund", "spectators stay behind the rope line": one word
/// naming a class of people (an agent subject, not a pronoun), "stay" or "stays", "behind"
/// and a thing named after it (a determiner or a noun): people kept behind a barrier, a
/// safety rule (cls64d). Not "the volunteers stay behind to tidy up" nor "players stay
/// behind after training" (staying on, "to" or "after" next), nor "we stay behind the
/// shop" (a pronoun: a report of where we live).
fn people_kept_behind(t: &[Tok<'_>], verb: usize) -> bool {
    let word = |k: usize| t.get(k).map_or("", |x| &*x.text);
    verb == 1
        && t[0].kind == TokKind::Word
        && t[0].class & lx::AGENT_SUBJECT != 0
        && t[0].class & lx::THING_PRONOUN == 0
        && !matches!(word(0), "you" | "we" | "they" | "y'all" | "one")
        && word(2) == "behind"
        && t.get(3).is_some_and(|x| {
            x.kind == TokKind::Word
                && (matches!(&*x.text, "the" | "a" | "that" | "this" | "your")
                    || x.class & lx::ENGLISH_FUNCTION_WORD == 0)
        })
}

/// [`kind_kept_in_a_place`] read from the start of `t` (past any opening occasion).
fn kept_in_a_place_at_the_start(t: &[Tok<'_>]) -> Option<usize> {
    // "Anyone who isn't staff stays behind the rope": anyone of a class narrowed by a
    // relative clause or a phrase ("anyone without a badge") is kept there too.
    let narrowed_anyone = t.len() > 2
        && matches!(&*t[0].text, "anyone" | "anybody")
        && matches!(&*t[1].text, "who" | "that" | "without" | "with" | "not")
        // "Handler and dog only on the debris. Everyone else stays behind the tape": the
        // rest of the people, once some were given their place (cls49).
        || t.len() > 2
            && is_everyone(&t[0].text)
            && t[1].text == "else";
    let reach = if narrowed_anyone { 9 } else { 4 };
    let verb = (1..t.len().min(reach)).find(|&k| matches!(&*t[k].text, "stays" | "stay"))?;
    let bare_kind = || {
        t[..verb].iter().all(|x| {
            x.kind == TokKind::Word
                && !x.quoted
                && x.class & (lx::ENGLISH_FUNCTION_WORD | lx::NUMBER_WORD | lx::AGENT_SUBJECT) == 0
                && !x.text.ends_with("ly")
                && !is_unruled_class(&x.text)
        })
    };
    if !(narrowed_anyone || bare_kind() || people_kept_behind(t, verb)) {
        return None;
    }
    let word = |k: usize| t.get(k).map_or("", |x| &*x.text);
    let fastened = t.get(verb + 1).is_some_and(|x| {
        x.kind == TokKind::Word
            && (lx::has_past_ending(&x.text) || x.class & lx::IRREGULAR_PARTICIPLE != 0)
    });
    let at = verb + 1 + usize::from(fastened);
    let place = if fastened {
        matches!(word(at), "to" | "in" | "on" | "inside" | "behind" | "under")
    } else {
        matches!(word(at), "in" | "on" | "inside" | "behind")
    };
    if !place || !t.get(at + 1).is_some_and(|x| x.kind == TokKind::Word) {
        return None;
    }
    // The rest of the clause names the place and maybe an occasion, no span of time, no
    // level and no habit; "until" or "till" only with the act of a role that releases it
    // ("Detained goods stay in the cage till the officer signs the release": cls68a).
    let described = (at + 1..t.len())
        .take_while(|&k| !matches!(t[k].kind, TokKind::Punct(_)))
        .any(|k| {
            matches!(&*t[k].text, "until" | "till") && !released_by_a_role(t, k + 1)
                || matches!(
                    &*t[k].text,
                    "for"
                        | "longer"
                        | "all"
                        | "most"
                        | "overnight"
                        | "forever"
                        | "usually"
                        | "mostly"
                        | "often"
                        | "sometimes"
                        | "high"
                        | "low"
                        | "track"
                        | "average"
                        | "range"
                )
        });
    (!described).then_some(verb + 1)
}

/// The tokens of `t` from `k` on open a clause whose subject is a role, "the" (or Caribbean
/// "de") and a word naming a person by what they do, then a word ("(till) the officer signs
/// the release", "(until) de manager say so"): the act that releases what is kept (not
/// "(until) the spring", "(till) the officer's visit", no role acting).
fn released_by_a_role(t: &[Tok<'_>], k: usize) -> bool {
    let word = |k: usize| {
        t.get(k)
            .filter(|x| x.kind == TokKind::Word)
            .map(|x| &*x.text)
    };
    matches!(word(k), Some("the" | "de" | "a" | "an"))
        && word(k + 1).is_some_and(|role| {
            super::modals::names_a_role(role) || t[k + 1].class & lx::PRINCIPAL != 0
        })
        && word(k + 2).is_some()
}

/// "The no-meetings rule is back in effect", "the hiring freeze remains in force": a rule
/// stated to be in effect, in the present; a limit too, and "in force" right after the noun
/// with the copula left out, as a heading says it ("Wind limit in force tonight: ...": cls60;
/// not "the limit was in force", a past).
pub(super) fn rule_in_effect(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // "rule", "ban", "freeze" are limit nouns, "policy" a principal: only tokens of those
    // classes can name the rule, and a sentence without them is not read.
    let rule_class = lx::PRINCIPAL | lx::LIMIT_NOUN;
    // ... and "in effect" or "in force" follows it.
    if s.question
        || s.hypothetical
        || s.classes & rule_class == 0
        || !s.holds_any(&const { WordSet::of_words(&["effect", "force"]) })
    {
        return;
    }
    let rule_noun = s.t.iter().position(|t| {
        t.class & rule_class != 0
            && (matches!(&*t.text, "rule" | "rules" | "policy" | "limit" | "limits")
                || super::limits::is_pause_noun(&t.text))
    });
    let Some(noun) = rule_noun else {
        return;
    };
    let in_effect = |k: usize| matches!(s.w(k), "effect" | "force") && s.is(k - 1, "in");
    // "in force" right after the noun, or a present copula within a few words, then "in
    // effect" or "in force" ("is back in effect").
    let effect = Some(noun + 2).filter(|&k| in_effect(k)).or_else(|| {
        let copula = (noun + 1..(noun + 8).min(s.t.len())).find(|&c| {
            matches!(
                s.w(c),
                "is" | "are" | "'s" | "remains" | "remain" | "stays" | "stay"
            )
        })?;
        (copula + 2..(copula + 5).min(s.t.len())).find(|&k| in_effect(k))
    });
    if let Some(k) = effect
        && !s.is_report_clause(s.clause_of(k))
    {
        push(found, CueKind::StandingRule, s.range(k - 1, k), true);
    }
}

/// The length in words of the phrase at `i` that sets a rule from now on: "from now on",
/// "going forward", "effective immediately", "as a rule", "henceforth".
// Inlined: asked of every sentence-head word of a sentence, and its first compare turns most
// away (called, it cost 0.1 instructions per byte).
#[inline(always)]
pub(super) fn standing_phrase_len(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    // One compare rules out most words before the phrases are compared word by word.
    if !matches!(
        s.w(i),
        "from" | "as" | "going" | "moving" | "effective" | "henceforth"
    ) {
        return None;
    }
    if s.seq(i, &["from", "now", "on"])
        || s.seq(i, &["as", "a", "rule"])
        || s.seq(i, &["from", "today", "on"])
    {
        Some(3)
    } else if s.seq(i, &["going", "forward"])
        || s.seq(i, &["moving", "forward"])
        || s.seq(i, &["effective", "immediately"])
        || s.seq(i, &["as", "policy"])
    {
        Some(2)
    } else {
        s.is(i, "henceforth").then_some(1)
    }
}

/// "From now on, ...", "Going forward, ...", "Effective immediately, ...": a new standing rule.
pub(super) fn standing_rule(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    for i in s.heads(lx::SENTENCE_HEAD) {
        let Some(len) = standing_phrase_len(s, i) else {
            continue;
        };
        // "Going forward, the company expects revenue to grow": a forecast, not a rule ("we
        // expect everyone to use the form" is one).
        let after = i + len;
        // "Going forward was the only option": the phrase is a subject, not a frame.
        if matches!(
            s.w(after),
            "was" | "is" | "seems" | "seemed" | "would" | "will"
        ) {
            continue;
        }
        let forecast = (after..s.t.len().min(after + 8)).any(|k| match s.w(k) {
            "predicts" | "forecasts" | "anticipates" | "likely" => true,
            "expects" | "expect" => {
                !(s.has(k + 1, lx::AGENT_SUBJECT)
                    || matches!(
                        s.w(k + 1),
                        "you" | "everyone" | "everybody" | "all" | "each"
                    ))
            }
            _ => false,
        });
        if !s.t[i].quoted && !s.question && !s.hypothetical && !forecast {
            push(found, CueKind::StandingRule, s.range(i, i + len - 1), true);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::classify::lexicon as lx;

    /// `is_keeping_verb` asks the no-content class before its words: each must stay in it.
    #[test]
    fn the_keeping_verbs_are_no_content_words() {
        for w in ["stays", "stay", "remains", "remain"] {
            assert_ne!(lx::classes(w) & lx::NO_CONTENT, 0, "{w}");
        }
    }
}
