//! Who a rule gives an act to: a third party's act ("Don't announce anything until she's
//! confirmed") given by the rewrite to the user ("until the user confirms").
//! Who does what: two doers that traded their verbs, one of the doers a rule is left to ("by X
//! or Y") dropped, a member the rule includes let off, the thing an "only" part keeps and the
//! thing a banned part names traded (corpus34d, read from the two texts alone).

use super::MissedOrDropped;
use super::bounds_said_again::{may_name_a_bound, named_bound_dropped};
use super::condition_logic::concession_made_a_condition;
use super::orders::phrasal_order_dropped;
use super::screened::{starts_a_word, word_at};
use super::words::{
    TextReading, Word, WordKey, is_content, is_function_word, part_holding, parts, said, same_word,
    says, says_no_negation, within, word_indices_in,
};
use super::{is_one_of, screened, stems};
use crate::classify::lexicon::classes_in_any_case;
use std::ops::Range;

/// Words that name the user of an assistant, or the speaker a summary calls "the user".
const THE_USER: &[&str] = &[
    "user",
    "user's",
    "users",
    "i",
    "i'll",
    "i've",
    "i'd",
    "me",
    "we",
    "we've",
    "we'll",
    "you",
    "you've",
    "you'll",
    "customer",
    "client",
    "requester",
    "owner",
    "human",
    "caller",
];

/// Auxiliaries between a subject and its verb ("has", "will", "'ve").
const AUXILIARIES: &[&str] = &[
    "has", "have", "had", "will", "would", "shall", "should", "must", "can", "could", "may",
    "might", "does", "do", "did", "is", "are", "was", "were", "also", "first",
];

/// Third persons a subject pronoun names, contracted or not ("she's", "they've").
const THIRD_PERSONS: &[&str] = &[
    "she", "he", "they", "she's", "he's", "they've", "they're", "she'll", "he'll", "they'll",
    "she'd", "he'd", "they'd",
];

/// The index of the subject right before the verb at word `at` of `ws` (auxiliaries skipped,
/// a relative "who" read as its antecedent), when it is a third party: "she", "they", a name
/// ("Thandi"), or a role after "the" ("the manager"). `None` for the user, the speaker, or
/// anything else.
fn third_party_subject(text: &str, ws: &[Word<'_>], at: usize) -> Option<usize> {
    let mut k = at.checked_sub(1)?;
    while is_one_of(ws[k].0, AUXILIARIES) {
        k = k.checked_sub(1)?;
    }
    // "Thandi is the one who confirms": the relative's antecedent.
    if is_one_of(ws[k].0, &["who", "that"]) {
        k = k.checked_sub(1)?;
        while is_one_of(ws[k].0, &["one", "the", "only", "person", "is", "was"]) {
            k = k.checked_sub(1)?;
        }
    }
    let subject = ws[k].0;
    if is_one_of(subject, THE_USER) {
        return None;
    }
    // A capital opening a sentence makes no name of a word the lexicon knows ("Just").
    let opens_a_sentence = k == 0
        || text
            .get(ws[k - 1].1.end..ws[k].1.start)
            .is_some_and(|gap| gap.contains(['.', '!', '?', ':', '\n']));
    let name = subject.starts_with(|c: char| c.is_ascii_uppercase())
        && (!opens_a_sentence || classes_in_any_case(subject) == 0)
        && subject.len() >= 3
        && subject.bytes().skip(1).all(|b| b.is_ascii_lowercase())
        && !is_function_word(subject);
    let role = k
        .checked_sub(1)
        .is_some_and(|d| ws[d].0.eq_ignore_ascii_case("the"))
        && subject.len() >= 3
        && subject.bytes().all(|b| b.is_ascii_alphabetic())
        && !is_function_word(subject);
    // "she", "they" may be the user the original names ("the user said they ..."): a third
    // party only when the user is named by no more than a turn's label ("User: ...").
    let pronoun = is_one_of(subject, THIRD_PERSONS)
        && ws.iter().all(|(w, r)| {
            !(same_word(w, "user")
                || w.eq_ignore_ascii_case("user's")
                || w.eq_ignore_ascii_case("user\u{2019}s"))
                || text.get(r.end..).is_some_and(|rest| rest.starts_with(':'))
        });
    (pronoun || name || role).then_some(k)
}

/// "Thandi is the one who confirms start times, not me. Don't announce anything until she's
/// confirmed" -> "Don't announce ... until the user confirms": the rewrite gives a verb to
/// "the user" (a summary's name for the speaker) that the original gives only to a third
/// party ("she", a name, "the manager"), never to the speaker or the user. Not a verb the
/// original gives to no one ("ask for confirmation" -> "get the user's confirmation"), nor one
/// the speaker does ("until I confirm").
fn actor_made_the_user(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !r.holds_ignoring_case("user") {
        return None;
    }
    let (original, ours, theirs) = (o.text, o.words(), r.words());
    (0..theirs.len()).find_map(|i| {
        let (user, at) = &theirs[i];
        if !user.eq_ignore_ascii_case("user") {
            return None;
        }
        // The verb after it, auxiliaries skipped ("the user has confirmed").
        let aux = theirs[i + 1..]
            .iter()
            .take_while(|(w, _)| is_one_of(w, AUXILIARIES))
            .count();
        let (verb, verb_at) = theirs.get(i + 1 + aux)?;
        // "the user confirms", "the user has signed": a verb's third person or past, or a
        // base after an auxiliary (not "the user's language", "the user account").
        if !(aux > 0 || verb.ends_with('s') || verb.ends_with("ed"))
            || verb.len() < 4
            || is_function_word(verb)
        {
            return None;
        }
        let stem = stems::stem(&verb.to_ascii_lowercase());
        let uses: Vec<usize> = (0..ours.len())
            .filter(|&j| stems::stems_match(&stems::stem(&ours[j].0.to_ascii_lowercase()), &stem))
            .collect();
        // Every use of the verb in the original has a third party for its subject.
        let first = *uses.first()?;
        uses.iter()
            .all(|&j| third_party_subject(original, ours, j).is_some())
            .then(|| third_party_subject(original, ours, first))
            .flatten()
            .map(|k| (ours[k].1.start..ours[first].1.end, at.start..verb_at.end))
    })
}

/// "Pilot says nobody climbs into the basket till she's done the envelope walkaround." ->
/// "... till the crew chief's done the envelope walkaround.": the third party a rule waits
/// for, a pronoun right after a word of [`GATES`] ("till she's"), said in the rewrite after
/// the same gate word as a party of a content word the original nowhere says, the pronoun's
/// next word said right after it (pol62). The party the pronoun names said again ("till the
/// pilot's done") is kept. The two quotes.
fn gate_party_named_anew(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (ours, theirs) = (o.words(), r.words());
    (1..ours.len()).find_map(|i| {
        if !is_one_of(ours[i].0, THIRD_PERSONS) || !is_one_of(ours[i - 1].0, GATES) {
            return None;
        }
        let (gate, next) = (ours[i - 1].0, ours.get(i + 1)?.0);
        (0..theirs.len()).find_map(|j| {
            if !theirs[j].0.eq_ignore_ascii_case(gate) {
                return None;
            }
            let k = (j + 2..(j + 5).min(theirs.len()))
                .find(|&k| theirs[k].0.eq_ignore_ascii_case(next))?;
            let party = &theirs[j + 1..k];
            party
                .iter()
                .any(|(w, _)| is_content(w) && !is_one_of(w, THIRD_PERSONS) && !said(ours, w))
                .then(|| {
                    (
                        ours[i].1.clone(),
                        party[0].1.start..party[party.len() - 1].1.end,
                    )
                })
        })
    })
}

/// Words that open a condition or a time a rule waits for ("before I have made ...").
const GATES: &[&str] = &[
    "before", "until", "till", "after", "once", "unless", "when", "whenever", "if", "while",
];

/// The party a subject pronoun names: the speaker (`Some(true)`: "I", "we", "I've"), the one
/// addressed (`Some(false)`: "you", "you've"), or neither.
fn speaker_or_addressee(w: &str) -> Option<bool> {
    if is_one_of(
        w,
        &[
            "i", "i've", "i'm", "i'd", "i'll", "we", "we've", "we're", "we'd", "we'll",
        ],
    ) {
        Some(true)
    } else if is_one_of(w, &["you", "you've", "you're", "you'd", "you'll"]) {
        Some(false)
    } else {
        None
    }
}

/// "Please, you must not use the solvent on the gilding before I have made the test patch." ->
/// "... before you have made the test patch.": in a rule, the subject right after a word
/// that opens a condition or a time it waits for ([`GATES`]) is the speaker in one text and
/// the one addressed in the other, after the same gate word and before the same word (or
/// the same form of "be": "unless I am" / "unless you are"): someone
/// else must now do the deed the rule waits for (session 44, pol44). "... until I say so" ->
/// "... until the user says so" (the speaker named) and "until I've checked" -> "until I
/// have checked" are not read.
pub(super) fn gate_doer_swapped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<MissedOrDropped> {
    let (original, ours, theirs) = (o.text, o.words(), r.words());
    let gated =
        |ws: &[Word<'_>], k: usize| k > 0 && k + 1 < ws.len() && is_one_of(ws[k - 1].0, GATES);
    let found = (0..ours.len()).find_map(|k| {
        let party = speaker_or_addressee(ours[k].0).filter(|_| gated(ours, k))?;
        // The word after the pronoun, and after a contraction its verb ("I've made").
        let next = ours[k + 1].0;
        let m = (1..theirs.len()).find(|&m| {
            gated(theirs, m)
                && same_word(theirs[m - 1].0, ours[k - 1].0)
                && (same_word(theirs[m + 1].0, next)
                    || [["am", "are"], ["was", "were"]]
                        .iter()
                        .any(|be| is_one_of(next, be) && is_one_of(theirs[m + 1].0, be)))
                && speaker_or_addressee(theirs[m].0).is_some_and(|p| p != party)
        })?;
        Some((
            "scope changed",
            ours[k].1.clone(),
            Some(theirs[m].1.clone()),
        ))
    })?;
    (crate::classify::classify(original).kind == crate::classify::SpanKind::Constraint)
        .then_some(found)
}

/// A change read from the two texts alone, when nothing else was found: its kind, and its
/// ranges in the original and the rewrite (none when the rewrite dropped it).
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<MissedOrDropped> {
    actor_made_the_user(o, r)
        .or_else(|| gate_party_named_anew(o, r))
        .map(|(from, to)| ("scope changed", from, Some(to)))
        .or_else(|| phrasal_order_dropped(o, r).map(|from| ("constraint deleted", from, None)))
}

/// A word that negates what follows or binds with its negation ("not", "mustn't", "never").
fn is_negation(w: &str) -> bool {
    is_one_of(
        w,
        &["no", "not", "never", "nobody", "none", "nothing", "cannot"],
    ) || w.ends_with("n't")
        || w.ends_with("n\u{2019}t")
}

/// Words a subject's verb may stand behind ("has marked", "just read", "always signs").
const BEFORE_A_VERB: &[&str] = &[
    "has", "have", "had", "just", "also", "always", "usually", "normally", "only", "will", "must",
    "should", "shall", "can", "may", "then", "now",
];

/// Where in `ws` the verb right after word `i` stands (behind an auxiliary or an adverb of
/// [`BEFORE_A_VERB`]): a content word, no negation, no preposition. `content` says whether
/// word `k` of `ws` is a content word ([`is_content`]).
fn verb_after(ws: &[Word<'_>], i: usize, content: impl Fn(usize) -> bool) -> Option<usize> {
    let k = i
        + 1
        + ws[i + 1..]
            .iter()
            .position(|(w, _)| !is_one_of(w, BEFORE_A_VERB))?;
    let w = ws[k].0;
    (content(k)
        && !is_negation(w)
        && w.bytes().all(|b| b.is_ascii_alphabetic())
        && !is_one_of(
            w,
            &[
                "during", "until", "till", "since", "while", "against", "within",
            ],
        ))
    .then_some(k)
}

/// Word `i` of `ws` stands as a verb would: after "to" or a form of "be" ("used to waive",
/// "were waived").
fn said_as_a_verb(ws: &[Word<'_>], i: usize) -> bool {
    i.checked_sub(1).is_some_and(|p| {
        is_one_of(
            ws[p].0,
            &[
                "to", "be", "been", "being", "is", "are", "was", "were", "get", "got",
            ],
        )
    })
}

/// The one place among `keys` (a text's words, each read once) where a word like `w` is said,
/// none when it is said twice or more.
fn said_once(keys: &[WordKey], w: &WordKey) -> Option<usize> {
    let mut at = keys.iter().enumerate().filter(|(_, x)| x.same(w));
    let (i, _) = at.next()?;
    at.next().is_none().then_some(i)
}

/// "by" stands among the three words before word `i` of `ws` (an agent of a passive: "...
/// must be acknowledged by the on-call engineer").
fn after_by(ws: &[Word<'_>], i: usize) -> bool {
    ws[i.saturating_sub(3)..i]
        .iter()
        .any(|(w, _)| w.eq_ignore_ascii_case("by"))
}

/// The words of the original that may be doers of [`doers_traded`], read from the original
/// alone (a screen before any word of the rewrite is keyed): a content word without a
/// digit, said once in the text (its key, [`TextReading::keys`]), not the agent of a passive
/// nor said as a verb, right before its own verb. Each with its place and that verb's, among
/// the text's words. Each word's content-ness is read once
/// for the text (kept with its words, [`TextReading::content`]), asked of it as a doer and
/// again as the verb after the word before it. Read once for an original and kept with its
/// reading ([`TextReading::doer_candidates`]), for every rewrite proposed for it.
pub(super) fn doer_candidates(original: &TextReading<'_>) -> Vec<(usize, usize)> {
    let (ours, content) = (original.words(), original.content());
    ours.iter()
        .enumerate()
        .filter(|(i, (w, _))| {
            content[*i]
                && w.bytes().all(|b| !b.is_ascii_digit())
                && !after_by(ours, *i)
                && !said_as_a_verb(ours, *i)
        })
        .filter(|&(i, _)| {
            let keys = original.keys();
            said_once(keys, &keys[i]) == Some(i)
        })
        .filter_map(|(i, _)| {
            let verb = verb_after(ours, i, |k| content[k]).or_else(|| duty_gerund_after(ours, i));
            Some((i, verb?))
        })
        .collect()
}

/// The gerund a doer's duty is said by after word `i` of `ws`: "is responsible for" (or
/// "are") and a word in "-ing" ("The boat driver is responsible for checking the fuel": the
/// place of "checking").
fn duty_gerund_after(ws: &[Word<'_>], i: usize) -> Option<usize> {
    let [(be, _), (responsible, _), (for_, _), (gerund, _)] = ws.get(i + 1..i + 5)? else {
        return None;
    };
    (is_one_of(be, &["is", "are"])
        && responsible.eq_ignore_ascii_case("responsible")
        && for_.eq_ignore_ascii_case("for")
        && gerund.len() > 5
        && gerund.ends_with("ing"))
    .then_some(i + 4)
}

/// Words that keep a doer to one lesser task before its verb ("the clerks only prepare it",
/// "de radio operator just log it").
const KEPT_TO_A_TASK: &[&str] = &["only", "just"];

/// "The boat driver is responsible for checking the fuel before every trip. The crew leader
/// only signs the log." -> "Crew leader checks fuel before every trip and signs log": the
/// doer the original keeps to one task ("only" or "just" before its verb) given the other
/// doer's task too, that doer gone from the rewrite. The rewrite says no "only", "just" or
/// negation, says both verbs, and names the kept doer (or the word before it: "radio op" for
/// "radio operator") right before the other's verb or after "by" behind it ("prepared and
/// signed off by the clerks"). Not when the other doer is still named ("Berths: assigned by
/// the harbourmaster. Pilots steer ships in"), nor when its task is said with no doer ("Fuel
/// checked before every trip; crew leader signs log"). The kept doer's and the rewrite's
/// doer's ranges.
fn kept_doer_given_the_others_task(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (ours, theirs) = (original.words(), rewrite.words());
    let candidates = original.doer_candidates();
    // (A doer and its verb within one part: "... in writing. Just use the croft reference"
    // keeps no doer to a task.)
    let in_one_part = |i: usize, v: usize| {
        original
            .text
            .get(ours[i].1.end..ours[v].1.start)
            .is_some_and(|between| !between.contains(['.', ',', ';', ':', '!', '?']))
    };
    let kept_to_a_task =
        |&&(i, v): &&(usize, usize)| in_one_part(i, v) && says(&ours[i + 1..v], KEPT_TO_A_TASK);
    let &(kept, kept_verb) = candidates.iter().find(kept_to_a_task)?;
    if says(theirs, KEPT_TO_A_TASK) || !says_no_negation(theirs) {
        return None;
    }
    let (our_keys, their_keys) = (original.keys(), rewrite.keys());
    let said_at = |key: &WordKey| their_keys.iter().position(|k| k.same(key));
    said_at(&our_keys[kept_verb])?;
    // The kept doer, or the word naming it before it ("radio" of "radio operator").
    let named = said_at(&our_keys[kept]).or_else(|| {
        let before = kept.checked_sub(1)?;
        original.content()[before]
            .then(|| said_at(&our_keys[before]))
            .flatten()
    })?;
    candidates
        .iter()
        .filter(|&&(other, verb)| {
            other != kept
                && in_one_part(other, verb)
                && !our_keys[verb].same(&our_keys[kept_verb])
                && !says(&ours[other..verb], KEPT_TO_A_TASK)
        })
        .find_map(|&(other, verb)| {
            if said_at(&our_keys[other]).is_some() {
                return None;
            }
            let task = said_at(&our_keys[verb])?;
            let does_it = named < task && task <= named + 2
                || task < named && named <= task + 4 && says(&theirs[task..named], &["by"]);
            does_it.then(|| (ours[kept].1.clone(), theirs[named].1.clone()))
        })
}

/// "Supervisors inspect every room an attendant has marked clean" -> "Attendants inspect
/// every room a supervisor has marked clean", "The station manager signs off on every new
/// sponsor; presenters just read the scripts" -> "Presenters sign off on new sponsors; the
/// station manager reads the scripts": two words each said once in both texts, each right
/// before its own verb, traded verbs: who does what turned. The two stand in the other
/// order in the rewrite, and neither is the agent of a passive ("by the engineer"): "Every
/// page must be acknowledged by the on-call engineer" says the same, as does a reordering
/// that keeps each word's own verb.
fn doers_traded(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (ours, theirs) = (original.words(), rewrite.words());
    let candidates = original.doer_candidates();
    // Two doers are traded: fewer candidates trade nothing (no word is stemmed for them).
    if candidates.len() < 2 {
        return None;
    }
    // Each word read once: every word is compared with every other.
    let (our_keys, their_keys) = (original.keys(), rewrite.keys());
    let their_content = rewrite.content();
    // (place in the original, place in the rewrite, the key of the verb after each): each
    // verb's key the one kept for its text's words.
    let doers: Vec<(usize, usize, &WordKey, &WordKey)> = candidates
        .iter()
        .filter_map(|&(i, va)| {
            let j = said_once(their_keys, &our_keys[i])?;
            if after_by(theirs, j) || said_as_a_verb(theirs, j) {
                return None;
            }
            let va_now = verb_after(theirs, j, |k| their_content[k])?;
            Some((i, j, &our_keys[va], &their_keys[va_now]))
        })
        .collect();
    for (k, (ia, ja, va, va_now)) in doers.iter().enumerate() {
        for (ib, jb, vb, vb_now) in &doers[k + 1..] {
            let (ia, ja, ib, jb) = (*ia, *ja, *ib, *jb);
            if our_keys[ia].same(&our_keys[ib]) || va.same(vb) || (ja < jb) == (ia < ib) {
                continue;
            }
            if va.same(vb_now) && vb.same(va_now) {
                let (first, last) = (ia.min(ib), ia.max(ib));
                let (f, l) = (ja.min(jb), ja.max(jb));
                return Some((
                    ours[first].1.start..ours[last].1.end,
                    theirs[f].1.start..theirs[l].1.end,
                ));
            }
        }
    }
    None
}

/// A part of `text` (of [`parts`]) saying "only" and no negation, and one saying a negation
/// and no "only".
fn only_and_negated_parts(text: &str, ws: &[Word<'_>]) -> Option<(Range<usize>, Range<usize>)> {
    let ps = parts(text);
    let says = |p: &Range<usize>, f: &dyn Fn(&str) -> bool| within(ws, p).iter().any(|(w, _)| f(w));
    let only = |w: &str| w.eq_ignore_ascii_case("only");
    let p = ps
        .iter()
        .find(|p| says(p, &only) && !says(p, &is_negation))?;
    let n = ps
        .iter()
        .find(|n| says(n, &is_negation) && !says(n, &only))?;
    Some((p.clone(), n.clone()))
}

/// "Blast-clean the hull below the waterline only; the topsides ... mustn't be touched" ->
/// "Blast-clean the topsides only; the hull below the waterline ... mustn't be touched": the
/// thing one part keeps a task to ("only") and the thing another part bans traded parts. The
/// rewrite's "only" part says a content word only the original's banned part said, and its
/// banned part a content word only the original's "only" part said, one its "only" part does
/// not say.
fn only_and_banned_traded(
    (original, ours): (&str, &[Word<'_>]),
    (rewrite, theirs): (&str, &[Word<'_>]),
) -> Option<(Range<usize>, Range<usize>)> {
    let (p, n) = only_and_negated_parts(original, ours)?;
    let (q, m) = only_and_negated_parts(rewrite, theirs)?;
    let (p_words, n_words) = (within(ours, &p), within(ours, &n));
    let (q_words, m_words) = (within(theirs, &q), within(theirs, &m));
    let banned_now_kept = q_words
        .iter()
        .any(|(w, _)| is_content(w) && said(n_words, w) && !said(p_words, w));
    let kept_now_banned = m_words
        .iter()
        .any(|(w, _)| is_content(w) && said(p_words, w) && !said(n_words, w) && !said(q_words, w));
    (banned_now_kept && kept_now_banned).then_some((p, q))
}

/// Words that let a thing off a rule ("hands-free is fine", "X exempt").
const ALLOWS: &[&str] = &[
    "fine",
    "ok",
    "okay",
    "allowed",
    "permitted",
    "exempt",
    "exempted",
    "excepted",
    "except",
];

/// "Drivers mustn't use their phones while the bus is moving, hands-free included." -> "...
/// mustn't hold their phones ...; hands-free is fine": a member the original names as
/// included in its rule ("X included", "including X", "incl. X", "even X") said in the
/// rewrite within three words of a word that lets it off ("fine", "OK", "allowed", "exempt",
/// "except"): the member let off the rule.
fn included_member_let_off(
    ours: &[Word<'_>],
    (rewrite, theirs): (&str, &[Word<'_>]),
) -> Option<(Range<usize>, Range<usize>)> {
    let members: Vec<&Word<'_>> = ours
        .iter()
        .enumerate()
        .filter_map(|(i, (w, _))| {
            if is_one_of(w, &["included", "inclusive"]) {
                ours[..i].last()
            } else if is_one_of(w, &["including", "incl", "even"]) {
                ours.get(i + 1)
            } else {
                None
            }
        })
        .filter(|(w, _)| is_content(w))
        .collect();
    for (m, from) in members {
        for (j, (w, to)) in theirs.iter().enumerate() {
            // The word that lets it off, in the same clause (no ",", ";" or bracket between)
            // and not negated itself ("not allowed, typo fixes included").
            let near = theirs[j.saturating_sub(3)..(j + 4).min(theirs.len())]
                .iter()
                .enumerate()
                .find(|(k, (x, r))| {
                    let at = j.saturating_sub(3) + k;
                    let between = rewrite
                        .get(to.start.min(r.start)..to.end.max(r.end))
                        .unwrap_or(",");
                    is_one_of(x, ALLOWS)
                        && !between.contains([',', ';', '(', ')', '.'])
                        && !theirs[at.saturating_sub(2)..at]
                            .iter()
                            .any(|(n, _)| is_negation(n))
                })
                .map(|(_, w)| w);
            if same_word(w, m)
                && let Some((_, allow)) = near
            {
                return Some((
                    from.clone(),
                    to.start.min(allow.start)..to.end.max(allow.end),
                ));
            }
        }
    }
    None
}

/// "Schedule 8 consignments must be signed for by a registered vet or a pharmacist" -> "S8
/// consignments: need a registered vet's signature": the doers a rule is left to ("by X or
/// Y") said again with the first kept and no word of the second anywhere in the rewrite: the
/// rule narrowed to one of them.
fn alternative_doer_dropped(
    ours: &[Word<'_>],
    theirs: &[Word<'_>],
) -> Option<(Range<usize>, Range<usize>)> {
    let skip_article = |i: usize| {
        let mut i = i;
        while ours
            .get(i)
            .is_some_and(|(w, _)| is_one_of(w, &["a", "an", "the", "any"]))
        {
            i += 1;
        }
        i
    };
    for (k, (w, _)) in ours.iter().enumerate() {
        if !w.eq_ignore_ascii_case("or") || k == 0 {
            continue;
        }
        let by = ours[k.saturating_sub(4)..k]
            .iter()
            .rposition(|(w, _)| w.eq_ignore_ascii_case("by"))
            .map(|p| p + k.saturating_sub(4));
        let Some(by) = by else { continue };
        let first = &ours[by + 1..k];
        let Some((second, second_at)) = ours.get(skip_article(k + 1)) else {
            continue;
        };
        if !is_content(second) {
            continue;
        }
        let (last, _) = first.last()?;
        let first_kept = is_content(last) && said(theirs, last);
        if first_kept && !said(theirs, second) {
            let (_, to) = theirs
                .iter()
                .find(|x| said(std::slice::from_ref(*x), last))?;
            return Some((ours[by].1.start..second_at.end, to.clone()));
        }
    }
    None
}

/// Changes read from the two texts alone in corpus34d, each behind its screen (the words of
/// the two texts are cut once for the pair, when a screen first passes: [`TextReading`]).
pub(super) fn change_missed_in_words(
    original_read: &TextReading<'_>,
    rewrite_read: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    let (original, rewrite) = (original_read.text, rewrite_read.text);
    let ws = || (original_read.words(), rewrite_read.words());
    let (ours, theirs) = (original_read, rewrite_read);
    let found = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, t);
    if ours.holds_ignoring_case(" or ") && ours.holds_ignoring_case("by ") {
        let (o, t) = ws();
        if let Some(m) = alternative_doer_dropped(o, t) {
            return Some(found("scope changed")(m));
        }
    }
    if ours.holds_ignoring_case("even ") && !theirs.holds_ignoring_case("even") {
        let (o, t) = ws();
        if let Some(m) = concession_made_a_condition((original, o), (rewrite, t)) {
            return Some(found("condition added")(m));
        }
    }
    if (ours.holds_ignoring_case("incl") || ours.holds_ignoring_case("even "))
        && ALLOWS.iter().any(|a| theirs.holds_ignoring_case(a))
    {
        let (o, t) = ws();
        if let Some(m) = included_member_let_off(o, (rewrite, t)) {
            return Some(found("scope changed")(m));
        }
    }
    if may_name_a_bound(original_read) {
        let (o, t) = ws();
        if let Some(m) = named_bound_dropped((original, o), t) {
            return Some(found("bound dropped")(m));
        }
    }
    if ours.holds_ignoring_case("only") && theirs.holds_ignoring_case("only") {
        let (o, t) = ws();
        if let Some(m) = only_and_banned_traded((original, o), (rewrite, t)) {
            return Some(found("scope changed")(m));
        }
    }
    if KEPT_TO_A_TASK.iter().any(|w| ours.holds_ignoring_case(w))
        && let Some(m) = kept_doer_given_the_others_task(original_read, rewrite_read)
    {
        return Some(found("scope changed")(m));
    }
    doers_traded(original_read, rewrite_read).map(found("scope changed"))
}

/// `original` says a verb of [`CLEARING_VERBS`] where a clause opens ([`opens_a_clause`]):
/// "Ask Nana", "..., then check with Priya".
pub(super) fn clearing_verb_opens_a_clause(original: &str) -> bool {
    let b = original.as_bytes();
    (0..b.len()).any(|i| {
        starts_a_word(b, i)
            && CLEARING_VERBS
                .iter()
                .any(|v| v.as_bytes()[0] == b[i].to_ascii_lowercase() && word_at(b, i, v))
            && opens_a_clause(&original[..i])
    })
}

/// A clause opens after `lead` (the text before a word): at the text's start or after a
/// sentence's or a clause's mark, or after "please", "always", "first" or "and" ("Ask Nana",
/// "..., then check with Priya", "Please consult").
fn opens_a_clause(lead: &str) -> bool {
    let lead = lead.trim_end_matches(' ');
    let ends_with = |w: &str| {
        lead.len() >= w.len()
            && lead.as_bytes()[lead.len() - w.len()..].eq_ignore_ascii_case(w.as_bytes())
            && !lead.as_bytes()[..lead.len() - w.len()]
                .last()
                .is_some_and(u8::is_ascii_alphabetic)
    };
    lead.is_empty()
        || lead.ends_with(['.', ',', ';', ':', '!', '?', '\n', '-', '(', '*'])
        || ["please", "always", "first", "and", "then"]
            .iter()
            .any(|w| ends_with(w))
}

/// `w` is a form of the verb `base`: "asks", "asked", "asking", "notifies" for "ask", "notify".
fn verb_form(w: &str, base: &str) -> bool {
    let y_stem = base.strip_suffix('y').filter(|_| base.len() > 3);
    w.strip_prefix(base)
        .is_some_and(|rest| matches!(rest, "" | "s" | "es" | "ed" | "ing" | "'ll"))
        || y_stem.is_some_and(|s| {
            w.strip_prefix(s)
                .is_some_and(|rest| matches!(rest, "ies" | "ied"))
        })
}

/// Verbs by which one party clears a step with another first ("ask Nana", "check with Priya",
/// "consult Dr. Ahmed", "tell the landlord").
const CLEARING_VERBS: &[&str] = &[
    "ask", "check", "consult", "tell", "call", "text", "ping", "notify", "email", "message",
    "phone", "warn", "inform", "clear", "confirm",
];

/// "Ask Nana before you move any bookings" -> "Nana will ask you before moving bookings": the
/// original orders the reader to clear a step with someone first (an imperative verb of
/// [`CLEARING_VERBS`] opening a clause, "with" or "in with" allowed after it, then the party,
/// then "before" in the same sentence), and the rewrite makes that party the one who clears it
/// with the reader (the party's word, then within three words a form of the same verb, then
/// "you", "user" or "me", "with" allowed between). The duty became someone else's. Not when
/// the original says the party does so too.
pub(super) fn prerequisite_actor_swapped(
    ow: &[screened::Word],
    rw: &[screened::Word],
) -> Option<(Range<usize>, Range<usize>)> {
    let reader = |w: &str| matches!(w, "you" | "user" | "me" | "us");
    // The party's word at `k` of `ws`, followed by a form of `verb` and then the reader.
    let party_clears_with_reader = |ws: &[screened::Word], party: &str, verb: &str| {
        ws.iter().enumerate().find_map(|(k, w)| {
            if screened::stem(&w.lower) != screened::stem(party) {
                return None;
            }
            let v = (k + 1..(k + 4).min(ws.len())).find(|&j| verb_form(&ws[j].lower, verb))?;
            if ws[k + 1..v].iter().any(|x| x.lower.starts_with('|')) {
                return None;
            }
            let mut j = v + 1;
            while ws
                .get(j)
                .is_some_and(|x| matches!(x.lower.as_str(), "with" | "in" | "the"))
            {
                j += 1;
            }
            ws.get(j)
                .filter(|x| reader(&x.lower))
                .map(|x| w.range.start..x.range.end)
        })
    };
    for sentence in screened::sentences(ow) {
        if !sentence.iter().any(|w| w.lower == "before") {
            continue;
        }
        for clause in sentence.split(|w| w.lower == "|") {
            // The imperative opens the clause ("please", "always", "first" allowed before it).
            let Some(v) = clause
                .iter()
                .position(|w| !matches!(w.lower.as_str(), "please" | "always" | "first" | "and"))
            else {
                continue;
            };
            let Some(verb) = CLEARING_VERBS.iter().find(|b| clause[v].lower == **b) else {
                continue;
            };
            let party = clause[v + 1..]
                .iter()
                .map(|w| w.lower.as_str())
                .find(|w| !matches!(*w, "with" | "in" | "the" | "a" | "dr" | "mr" | "ms" | "mrs"));
            let Some(party) =
                party.filter(|p| p.len() >= 2 && !screened::function_word(p) && *p != "before")
            else {
                continue;
            };
            if party_clears_with_reader(ow, party, verb).is_some() {
                continue;
            }
            if let Some(to) = party_clears_with_reader(rw, party, verb) {
                return Some((screened::span(clause), to));
            }
        }
    }
    None
}

/// Words that open a condition ("only when a projectionist is present").
const OPENERS: &[&str] = &["when", "if", "unless", "while", "whenever", "provided"];

/// Words of a condition that name no one ("present", "around").
const NAMES_NO_ONE: &[&str] = &[
    "present",
    "around",
    "available",
    "there",
    "here",
    "onsite",
    "duty",
];

/// The content words of `ws[range]` that name someone or something, at most `most` of them.
pub(super) fn named(ws: &[Word<'_>], range: Range<usize>, most: usize) -> Vec<usize> {
    range
        .filter(|&i| is_content(ws[i].0) && !is_one_of(ws[i].0, NAMES_NO_ONE))
        .take(most)
        .collect()
}

/// "The ushers are allowed into the booth only when a projectionist is present." ->
/// "Projectionists may enter the booth only when an usher is present.": the one the
/// condition names ("a projectionist") made the actor and the actor made the one the
/// condition names, around the same opener ("when", "if", "unless"): who the rule lets in
/// changed. The same roles in other words ("Ushers enter booth only with projectionist")
/// are not read.
pub(super) fn actor_and_condition_swapped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: an opener in each text.
    if !o.holds_any_phrase(OPENERS) || !r.holds_any_phrase(OPENERS) {
        return None;
    }
    let (ow, rw) = (o.words(), r.words());
    let ko = ow.iter().position(|(w, _)| is_one_of(w, OPENERS))?;
    let kr = rw
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case(ow[ko].0))?;
    let split = |text: &str, ws: &[Word<'_>], k: usize| -> Option<(Vec<usize>, Vec<usize>)> {
        let part = word_indices_in(ws, &part_holding(text, ws[k].1.start)?);
        Some((named(ws, part.start..k, 12), named(ws, k + 1..part.end, 6)))
    };
    let (h1, c1) = split(o.text, ow, ko)?;
    let (h2, c2) = split(r.text, rw, kr)?;
    let (ok, rk) = (o.keys(), r.keys());
    let holds = |keys: &[super::words::WordKey], at: &[usize], key: &super::words::WordKey| {
        at.iter().any(|&i| keys[i].same(key))
    };
    // The first one the condition names, now the actor (the first named before the
    // opener), and no longer in the condition.
    let (&a, &b, &actor, &named_after) = (c1.first()?, h1.first()?, h2.first()?, c2.first()?);
    let swapped = rk[actor].same(&ok[a])
        && !holds(rk, &c2, &ok[a])
        && !holds(ok, &h1, &ok[a])
        // The actor, now the first the condition names, and no longer the actor.
        && rk[named_after].same(&ok[b])
        && !holds(rk, &h2, &ok[b])
        && !holds(ok, &c1, &ok[b]);
    if !swapped {
        return None;
    }
    let (from, to) = (
        ow[b].1.start..ow[a].1.end,
        rw[0].1.start..rw[rw.len() - 1].1.end,
    );
    (b != a).then_some((from, to))
}

/// Words after "by" that name a means or a time, not who does a task ("by email", "by
/// Friday"): these, and the classifier's names of days, months and times of day.
const NO_ACTOR: &[&str] = &[
    "hand",
    "email",
    "e-mail",
    "post",
    "phone",
    "courier",
    "default",
    "design",
    "law",
    "policy",
    "today",
    "then",
    "now",
    "may",
    "mail",
    "text",
    "sms",
    "card",
    "cash",
    "cheque",
    "check",
    "rail",
    "road",
    "air",
    "sea",
    "far",
    "way",
    "week",
    "month",
    "year",
    "day",
    "evening",
    "afternoon",
];

/// Names of the agent a memory note calls "you" in its original.
const AGENT: &[&str] = &["assistant", "agent", "bot", "ai", "model"];

/// "Read-only on the HMRC gateway; submissions are the payroll lead's job." -> "...
/// submissions handled by the assistant": a task of a binding original ("only", "job",
/// "must", a negation) said by the rewrite as done ("handled", "done", a word in "-ed") "by"
/// someone the original never names: the task given to another. "by email", "by Friday",
/// "the assistant" for an original's "you", or "the owner" for its "us", are not read.
pub(super) fn task_given_to_another(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let original = o.text;
    if !r.holds_any_phrase(&["by"])
        || !(o.holds_any_phrase(&["only", "job", "must", "responsibility"])
            || o.negation_count() > 0)
    {
        return None;
    }
    let (ours, theirs) = (o.words(), r.words());
    let you = says(ours, &["you", "your", "yourself"]);
    let me = says(ours, &["i", "me", "my", "we", "us", "our"]);
    theirs.windows(4).find_map(|p| {
        let ((task, _), (done, _), (by, _)) = (&p[0], &p[1], &p[2]);
        let who = if is_one_of(p[3].0, &["the", "a", "an"]) {
            theirs.iter().skip_while(|w| w.1 != p[3].1).nth(1)?
        } else {
            &p[3]
        };
        (by.eq_ignore_ascii_case("by")
            && (done.ends_with("ed")
                || is_one_of(done, &["done", "made", "run", "owned", "taken"]))
            && is_content(task)
            && ours.iter().any(|(w, _)| same_word(w, task))
            && is_content(who.0)
            && who.0.starts_with(|c: char| c.is_alphabetic())
            && !is_one_of(who.0, NO_ACTOR)
            && !crate::classify::numbers::is_date_name(&who.0.to_ascii_lowercase())
            && !(you && is_one_of(who.0, AGENT))
            && (!me || is_one_of(who.0, AGENT))
            && !ours.iter().any(|(w, _)| same_word(w, who.0)))
        .then(|| (0..original.len(), p[0].1.start..who.1.end))
    })
}

/// Pronouns that name one person, nobody in particular ("anyone" names everybody: "Allyuh
/// could use it" -> "anyone can use it" says the same).
const NOBODY_NAMED: &[&str] = &["someone", "somebody"];

/// "The on-call clinical lead decides whether to stand down the aircraft" -> "Someone decides
/// on stand-down": the one a rule gives the act to said as nobody in particular, the
/// rewrite's pronoun ([`NOBODY_NAMED`]) followed by the original's verb (or a modal and it),
/// which the original says after a content word naming its doer. An original that already
/// says "someone", or a pronoun with its own words ("Someone from ops decides") are not
/// read. The doer's and the pronoun's quotes.
pub(super) fn actor_made_anyone(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // (Screened by a pronoun in the rewrite and none in the original, through the texts'
    // kept letter pairs, before either is cut into words.)
    let names_nobody = |t: &TextReading<'_>| NOBODY_NAMED.iter().any(|w| t.holds_ignoring_case(w));
    if !names_nobody(r) || names_nobody(o) {
        return None;
    }
    let theirs = r.words();
    let k = theirs
        .iter()
        .position(|(w, _)| is_one_of(w, NOBODY_NAMED))?;
    let past_modal = |ws: &[Word<'_>], at: usize| {
        at + usize::from(
            ws.get(at)
                .is_some_and(|(w, _)| is_one_of(w, super::words::MODALS)),
        )
    };
    let (verb, _) = theirs.get(past_modal(theirs, k + 1))?;
    if !is_content(verb) {
        return None;
    }
    let ours = o.words();
    let at = ours.iter().position(|(w, _)| same_word(w, verb))?;
    // The doer: the word before the verb, or before its modal.
    let mut doer = at.checked_sub(1)?;
    if is_one_of(ours[doer].0, super::words::MODALS) {
        doer = doer.checked_sub(1)?;
    }
    let (actor, from) = &ours[doer];
    is_content(actor).then(|| (from.clone(), theirs[k].1.clone()))
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// The third party a rule waits for ("till she's signed the permit") named anew in the
    /// rewrite ("till the site manager's signed") is another party; the party the pronoun
    /// names said again is not (pol62, s62a-p081).
    #[test]
    fn the_party_a_rule_waits_for_named_anew() {
        let o = "Foreman says nobody goes on the scaffold till she's signed the permit.";
        assert_reports(
            "scope changed",
            &[(
                o,
                "Foreman says nobody goes on the scaffold till the site manager's signed the \
                 permit.",
            )],
        );
        assert_faithful(&[(
            o,
            "Foreman: nobody on the scaffold till the foreman's signed the permit.",
        )]);
    }

    /// The doer of the deed a rule waits for swapped between the speaker and the one
    /// addressed (session 44, pol44): the corpus's shape and look-alikes in other domains;
    /// the speaker named as the user, a contraction spelt out, a narrative and a pronoun after
    /// no gate are no change.
    #[test]
    fn the_doer_a_rule_waits_for_swapped() {
        let read = |o: &str, r: &str| {
            super::gate_doer_swapped(&super::TextReading::new(o), &super::TextReading::new(r))
                .is_some()
        };
        for (o, r) in [
            (
                "Please, you must not use the solvent on the gilding before I have made the test patch.",
                "Please, you must not use the solvent on the gilding before you have made the test patch.",
            ),
            (
                "Don't release the press statement until we have briefed the family.",
                "Don't release the press statement until you have briefed the family.",
            ),
            (
                "Do not start the second coat until you've checked the moisture reading.",
                "Do not start the second coat until I've checked the moisture reading.",
            ),
            (
                "Never open the vault unless I am on the call.",
                "Never open the vault unless you are on the call.",
            ),
        ] {
            assert!(read(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Please, you must not use the solvent on the gilding before I have made the test patch.",
                "No solvent on the gilding until the user has made the test patch.",
            ),
            (
                "Don't release the statement until I've briefed the family.",
                "Don't release the statement until I have briefed the family.",
            ),
            (
                "Before I left, I checked the moisture reading.",
                "Before you left, you checked the moisture reading.",
            ),
            (
                "I need you to lock the gate before dark.",
                "You need to lock the gate before dark.",
            ),
        ] {
            assert!(!read(o, r), "{o} -> {r}");
        }
        assert_changed(&[(
            "Please, you must not use the solvent on the gilding before I have made the test patch.",
            "Please, you must not use the solvent on the gilding before you have made the test patch.",
        )]);
    }

    /// A verb the original gives a third party, given to the user, is an actor changed; the
    /// speaker's own verb, or one no one was given, said of the user, is not.
    #[test]
    fn a_third_partys_act_given_to_the_user_is_an_actor_changed() {
        assert_reports(
            "scope changed",
            &[
                (
                    "User: Thandi is the one who confirms start times for the night-O event, not me. Don't announce anything until she's confirmed.",
                    "Don't announce night-O start times until the user confirms.",
                ),
                (
                    "Don't announce anything until Thandi confirms.",
                    "Don't announce anything until the user confirms.",
                ),
                (
                    "Don't publish the results until the controller approves them.",
                    "Don't publish results until the user approves them.",
                ),
                (
                    "Hold the refund until they have signed the form.",
                    "Hold the refund until the user signs the form.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Don't announce anything until I confirm.",
                "Don't announce anything until the user confirms.",
            ),
            (
                "Ask for confirmation before you delete anything.",
                "Get the user's confirmation before deleting anything.",
            ),
            (
                "Don't announce anything until I've checked.",
                "Don't announce anything until the user checks.",
            ),
        ]);
        // Said of the third party still, it is no change.
        assert_faithful(&[(
            "Don't announce anything until Thandi confirms.",
            "Don't announce anything until Thandi confirms.",
        )]);
    }

    /// The doer kept to one task ("only", "just") given the other doer's task, that doer
    /// gone (dia69, s67b-p059, s68a-p006, s68a-p027); the other doer kept, its task said
    /// with no doer, the kept doer still kept to its task, a negation, and an "only" or
    /// "just" across a sentence's stop or before a progressive are no change.
    #[test]
    fn kept_doer_given_the_others_task() {
        let read = |o: &str, r: &str| {
            super::kept_doer_given_the_others_task(
                &super::TextReading::new(o),
                &super::TextReading::new(r),
            )
            .is_some()
        };
        let dose = "The pharmacist is responsible for checking every dose before the round. \
                    The nurse only signs the chart.";
        let float = "The duty manager must sign off the float sheet; the cashiers only count it.";
        let launch =
            "The watch officer must call the police launch; the radio operator just logs it.";
        for (o, r) in [
            (
                dose,
                "Nurse checks every dose before the round and signs the chart.",
            ),
            (float, "Float sheet counted and signed off by the cashiers."),
            (launch, "Radio op calls police launch + logs it."),
            (
                "The head chef must taste every sauce before service; the commis only plates \
                 the dishes.",
                "Commis tastes every sauce before service and plates the dishes.",
            ),
        ] {
            assert!(read(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                dose,
                "Pharmacist checks every dose before the round; nurse signs the chart.",
            ),
            (
                dose,
                "Every dose checked before the round; nurse signs the chart.",
            ),
            (
                float,
                "Float sheet counted by cashiers, signed off by duty manager.",
            ),
            (
                float,
                "Cashiers only count the float sheet; sign-off is the manager's.",
            ),
            (
                launch,
                "Radio op never calls the police launch, just logs it.",
            ),
            (
                "The sous chef tastes every sauce; commis cooks just plate the dishes.",
                "Commis cooks plate the dishes; the sous chef tastes every sauce.",
            ),
            (
                "Names stay out of the catalogue without consent in writing. Just use the \
                 croft reference.",
                "Names kept out of the catalogue unless written consent; use croft ref.",
            ),
            (
                "Regulation first, then tuning. If you tune first you're just doing it twice.",
                "Tuning comes after regulation (tune first = doing it twice).",
            ),
        ] {
            assert!(!read(o, r), "{o} -> {r}");
        }
        assert_reports(
            "scope changed",
            &[(
                dose,
                "Nurse checks every dose before the round and signs the chart.",
            )],
        );
        assert_faithful(&[(
            dose,
            "Pharmacist checks every dose before the round; nurse signs the chart.",
        )]);
    }

    /// Two doers traded their verbs; a passive or a reordering keeps who does what.
    #[test]
    fn doers_traded() {
        let o = "Nurses draw the bloods that a doctor has ordered before the ward round.";
        let s = "The sous chef tastes every sauce; commis cooks just plate the dishes.";
        assert_reports(
            "scope changed",
            &[
                (
                    o,
                    "Doctors draw the bloods that a nurse has ordered before the ward round.",
                ),
                (
                    s,
                    "Commis cooks taste every sauce; the sous chef plates the dishes.",
                ),
                (
                    "The harbourmaster assigns the berths; pilots only steer the ships in.",
                    "Pilots assign the berths; the harbourmaster steers the ships in.",
                ),
            ],
        );
        assert_faithful(&[
            (
                o,
                "Bloods ordered by a doctor are drawn by nurses before the ward round.",
            ),
            (
                s,
                "Commis cooks plate the dishes; the sous chef tastes every sauce.",
            ),
            (
                "The harbourmaster assigns the berths; pilots only steer the ships in.",
                "Berths: assigned by the harbourmaster. Pilots steer ships in.",
            ),
        ]);
    }

    /// The "only" part and the banned part traded their things; each kept in its part is
    /// faithful.
    #[test]
    fn only_and_banned_traded() {
        let o = "Paint the north wall only; the south wall is being rendered by the plasterer and mustn't be touched.";
        assert_changed(&[(
            o,
            "Paint the south wall only; the north wall is the plasterer's and mustn't be touched.",
        )]);
        assert_faithful(&[
            (
                o,
                "North wall: paint only. South wall: plasterer's, don't touch.",
            ),
            (
                "Mow the front lawn only; the back paddock is being reseeded and must not be walked on.",
                "Only mow the front lawn; do not walk on the back paddock (reseeding).",
            ),
        ]);
    }

    /// A member named as included let off by "fine", "exempt", "allowed"; "not allowed" or
    /// an allowance of another clause is no letting off.
    #[test]
    fn included_member_let_off() {
        assert_reports(
            "scope changed",
            &[
                (
                    "No food in the lab, chewing gum included.",
                    "No food in the lab; chewing gum is fine.",
                ),
                (
                    "Every visitor signs in at reception, contractors included.",
                    "Visitors sign in at reception; contractors exempt.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Don't merge your own pull requests, not even typo fixes.",
                "Self-merging is not allowed, typo fixes included.",
            ),
            (
                "Nobody may park in the loading bay, including managers.",
                "No parking in the loading bay, managers included; the street is fine.",
            ),
        ]);
    }

    /// "by X or Y" said with X alone.
    #[test]
    fn alternative_doer_dropped() {
        let o = "Refunds over $100 must be approved by a store manager or a regional lead.";
        assert_reports(
            "scope changed",
            &[(o, "Refunds >$100 need store manager approval.")],
        );
        assert_changed(&[(
            "Controlled drug keys must be held by a charge nurse or a duty pharmacist at all times.",
            "CD keys: held by a charge nurse at all times.",
        )]);
        assert_faithful(&[
            (o, "Refunds >$100: store manager / regional lead approval."),
            (
                "Blasting can only be fired by the shotfirer or the quarry manager.",
                "Only the shotfirer or quarry manager fires blasts.",
            ),
        ]);
    }

    /// The party of a prerequisite made the one who asks: "scope changed". The same duty said
    /// again is not.
    #[test]
    fn prerequisite_actor_swapped() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Ask Nana before you move any bookings.",
                    "Nana will ask you before moving bookings.",
                ),
                (
                    "Check with Priya before you merge anything to main.",
                    "Priya will check with you before merging to main.",
                ),
                (
                    "Ask the landlord before you paint the walls.",
                    "The landlord asks you before painting walls.",
                ),
                (
                    "Always text Omar before you lock the shed.",
                    "Omar texts you before the shed is locked.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Ask Nana before you move any bookings.",
                "Ask Nana before moving bookings.",
            ),
            (
                "Check with Priya before you merge anything to main.",
                "Check w/ Priya before merging to main.",
            ),
            (
                "Ask the landlord before you paint the walls.",
                "Must ask landlord before painting walls.",
            ),
            (
                "Always text Omar before you lock the shed.",
                "Text Omar before locking the shed.",
            ),
        ]);
    }

    /// The actor and the one its condition names swapped is reported; kept, it is not.
    #[test]
    fn actor_and_condition_swapped() {
        assert_reports(
            "scope changed",
            &[
                (
                    "The ushers are allowed into the booth only when a projectionist is present.",
                    "Projectionists may enter the booth only when an usher is present.",
                ),
                (
                    "Apprentices may use the lathe only if a technician is in the workshop.",
                    "Technicians may use the lathe only if an apprentice is in the workshop.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The ushers are allowed into the booth only when a projectionist is present.",
                "Ushers may enter booth only when projectionist present.",
            ),
            (
                "Apprentices may use the lathe only if a technician is in the workshop.",
                "Lathe: apprentices only if technician in workshop.",
            ),
            // The condition's words moved, the actor kept.
            (
                "Answer in the caller's language if it is Welsh or Irish; otherwise answer in English.",
                "Answer language: Welsh/Irish if the caller speaks it, else English.",
            ),
        ]);
    }

    /// One person's task widened, given to another, or a ban moved to what was allowed, is
    /// reported; the same people, or the ban and the leave said again, are not.
    #[test]
    fn who_and_what_changed() {
        assert_changed(&[
            (
                "Is only Sipho does do de dehornin'. Rest of allyuh could help hold dem but dat's it.",
                "Dehorning: Sipho and crew handle it.",
            ),
            (
                "Only Priya signs off the payroll run.",
                "Payroll run: Priya and team sign off.",
            ),
            (
                "Read-only on the HMRC gateway; submissions are the payroll lead's job.",
                "HMRC gateway access: submissions handled by the assistant, payroll lead reviews.",
            ),
            (
                "Invoices must be approved by Lena before payment.",
                "Invoices approved by Marcus before payment.",
            ),
            (
                "Casters cannot reveal player earnings on stream ah. Prize pool total can mention, no problem.",
                "Casters: can't reveal prize pool totals on stream.",
            ),
            (
                "Guides must not post client faces online. Landscape shots can be posted freely.",
                "Guides: don't post landscape shots online.",
            ),
        ]);
        assert_faithful(&[
            (
                "You must file the expense report by Friday.",
                "Expense report filed by the assistant by Friday.",
            ),
            (
                "Staff cannot share patient names on the ward board. Bed numbers can go up, no problem.",
                "Ward board: no patient names; bed numbers fine.",
            ),
            (
                "Students can borrow up to five books. E-books don't count toward that limit.",
                "Students can borrow up to five books, not counting e-books.",
            ),
        ]);
    }

    /// The doer of a rule said as "someone" (pol48, s48a-p143): the original's doer, "someone"
    /// already in the original, and a pronoun with words of its own are not read.
    #[test]
    fn a_doer_said_as_someone() {
        assert_reports(
            "scope changed",
            &[(
                "The shift supervisor decides whether to close the pool when lightning is \
                     seen.",
                "Someone decides on pool closure when lightning is seen.",
            )],
        );
        assert_faithful(&[
            (
                "The shift supervisor decides whether to close the pool when lightning is seen.",
                "Shift supervisor decides on pool closure if lightning seen.",
            ),
            (
                "Someone from the night shift signs the permit before hot work starts.",
                "Someone signs the permit before hot work starts.",
            ),
        ]);
        assert_eq!(
            super::actor_made_anyone(
                &super::TextReading::new(
                    "The site lead must sign the permit before hot work starts."
                ),
                &super::TextReading::new(
                    "Someone from site leadership must sign the permit before hot work."
                ),
            ),
            None
        );
    }
}
