//! Limit statements: a limit noun with a value ("the travel allowance is €300 per trip") or a
//! scope ("your token is scoped to read access", "uploads are capped at 10 MB").

use super::{Found, REACH, Sentence, is_preposition, is_verbless, push};
use crate::classify::CueKind;
use crate::classify::lexicon as lx;
use crate::classify::numbers;
use crate::classify::text::{Tok, TokKind};
use crate::classify::word_set::WordSet;

/// The words other than limit nouns and limit verbs at which [`limit_statements`] looks:
/// every word it compares the token with (class `lexicon::LIMIT_HEAD`; a word missing here is
/// never looked at).
#[rustfmt::skip]
pub(crate) const LIMIT_HEAD_WORDS: &[&str] = &[
    "by", "earliest", "latest", "due", "diem", "scoped", "restricted", "limited", "confined",
    "capped", "restrict", "entitled", "reserved", "sharp", "valid", "only", "read-only", "read", "follow",
    "has", "have",
    "follows", "closed",
    "adhere",
    "adheres", "conform", "conforms", "comply", "complies", "outside", "beyond",
];

/// "Catalytic converters: we buy them only from registered trade accounts", "we ship only to
/// the EU": the "only" at `i` after "we", a present verb of action and maybe a pronoun, then
/// a preposition: where or from whom the team restricts itself to doing it (not "we bought
/// them only from ..." nor "we need it only for ..."). The index of "we".
fn we_do_it_only_there(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    let pronoun = usize::from(i >= 3 && matches!(s.w(i - 1), "them" | "it" | "these" | "those"));
    let verb = i.checked_sub(1 + pronoun)?;
    let we = verb.checked_sub(1)?;
    (s.is(we, "we")
        && s.has(verb, lx::BASE_VERB)
        && !s.has(verb, lx::STATIVE_VERB)
        && !matches!(
            s.w(verb),
            "need" | "have" | "see" | "get" | "find" | "hear" | "use"
        )
        && matches!(
            s.w(i + 1),
            "from" | "to" | "in" | "on" | "at" | "for" | "with" | "through" | "via"
        )
        && !s.question
        && !s.hypothetical
        && !s.names_a_past_time()
        && !s.is_report_clause(s.clause_of(i)))
    .then_some(we)
}

/// "Only documents dated 1 March 2019 to 30 June 2021 are responsive", "only receipts from
/// this quarter are reimbursable": "only" opening its clause at `i`, a kind of thing (no
/// number, no word naming one thing after it), then "is" or "are" and a word that admits it
/// to a use ("responsive", "eligible", "valid", "reimbursable") within twelve words: the kind
/// the rule admits (pol45). The index of the word. Not "Only two files are relevant" (a
/// count found), "only the lobby is valid" (one thing), nor "only old receipts were valid"
/// (a past).
fn only_kind_eligible(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    let clause = s.clause_of(i);
    if i != clause.0
        || !s.is_word(i + 1)
        || super::names_one_thing(s.w(i + 1))
        || s.has(i + 1, lx::APPROXIMATION | lx::NUMBER_WORD)
        || numbers::is_quantity_at(s.t, i + 1)
        || s.question
        || s.hypothetical
    {
        return None;
    }
    let be = (i + 2..clause.1.min(i + 13)).find(|&k| matches!(s.w(k), "is" | "are"))?;
    let admits = matches!(
        s.w(be + 1),
        "responsive"
            | "eligible"
            | "valid"
            | "admissible"
            | "acceptable"
            | "reimbursable"
            | "refundable"
            | "billable"
            | "claimable"
            | "exempt"
            | "relevant"
    );
    // (No verb of its own before "is": "only files we kept are valid" picks them by a deed.)
    (admits && (i + 1..be).all(|k| !s.has(k, lx::FINITE_REPORT_VERB))).then_some(be + 1)
}

/// "Certified copies only go out once the transcriber and the proofreader have both signed
/// off", "Recall letters go out by post only to patients who have opted out of SMS", "refunds
/// only ship after approval": a class of things (a subject of up to five words, none naming
/// one thing) sent out in the present ("go out", "goes out", "ship", "ships") only once an
/// event comes or only to someone, the "only" at `i` right before the verb or after it in its
/// clause: what is let out, and when or to whom (pol45). The index of the verb. Not "The
/// letters only went out once she had signed" (a past, one thing), nor "copies go out daily"
/// (no "only").
fn class_sent_out_only(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    let clause = s.clause_of(i);
    let sent = |v: usize| match s.w(v) {
        "go" | "goes" => s.is(v + 1, "out"),
        "ship" | "ships" => true,
        _ => false,
    };
    let gate = |k: usize| matches!(s.w(k), "once" | "after" | "when" | "if" | "until" | "to");
    let verb = if sent(i + 1) {
        // "only go out once ...": the gate after the verb and its particle.
        (i + 2..clause.1.min(i + 5)).any(gate).then_some(i + 1)?
    } else {
        // "go out by post only to ...": the gate right after "only".
        let v = (clause.0..i).rev().find(|&v| sent(v))?;
        gate(i + 1).then_some(v)?
    };
    (super::negations::generic_subject(s, verb)
        && !s.question
        && !s.hypothetical
        && !s.names_a_past_time()
        // (Up to the "only" and its verb: "... only to patients who have opted out", a
        // perfect in the relative clause after it, picks out whom.)
        && !s.is_report_clause((clause.0, verb.max(i) + 1)))
    .then_some(verb)
}

/// "The laser rig only runs if Sam's on the desk", "the kiln only operates while a tech is
/// present": a thing (a subject, no pronoun) that "only" runs, operates or opens (the "only"
/// at `i`, the present verb right after it), then within its clause "if", "when" or
/// "while" and someone (one to three words) said to be there ("is", "'s" or "are", then
/// "on", "in", "present", "around", "here" or "onsite"): a machine let run only under
/// someone's watch, a supervision rule (cls64d). The index of the verb. Not "the old van
/// only runs if you kick the starter" (no one present), nor "the rig only ran if Sam was
/// on the desk" (a past).
fn runs_only_while_someone_is_there(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    let verb = i + 1;
    if !matches!(
        s.w(verb),
        "runs" | "run" | "operates" | "operate" | "opens" | "open"
    ) || i == 0
        || s.has(i - 1, lx::THING_PRONOUN)
        || matches!(s.w(i - 1), "you" | "we" | "they" | "i")
        || s.question
        || s.hypothetical
        || s.names_a_past_time()
    {
        return None;
    }
    let clause = s.clause_of(i);
    let gate =
        (verb + 1..clause.1.min(verb + 10)).find(|&k| matches!(s.w(k), "if" | "when" | "while"))?;
    let there = |k: usize| {
        matches!(
            s.w(k),
            "on" | "in" | "present" | "around" | "here" | "onsite" | "on-site"
        )
    };
    (gate + 1..clause.1.min(gate + 4))
        .any(|k| {
            (s.w(k).ends_with("'s") && there(k + 1))
                || matches!(s.w(k), "is" | "are") && k > gate + 1 && there(k + 1)
        })
        .then_some(verb)
}

/// "he's bluffing only", "it must be the humidity only": the "only" at `i` closing a
/// progressive or a guess stresses it (as in South Asian English), and limits nothing.
fn only_for_emphasis(s: &Sentence<'_, '_>, i: usize) -> bool {
    let progressive = i >= 2
        && s.w(i - 1).ends_with("ing")
        && (matches!(s.w(i - 2), "is" | "are" | "was" | "were" | "am")
            || s.w(i - 2).ends_with("'s")
            || s.w(i - 2).ends_with("'re")
            || s.w(i - 2).ends_with("'m"));
    let guess = (s.clause_of(i).0..i.saturating_sub(2)).any(|k| {
        matches!(s.w(k), "must" | "might" | "could" | "may")
            && s.is(k + 1, "be")
            && matches!(
                s.w(k + 2),
                "the" | "a" | "an" | "that" | "this" | "his" | "her" | "their"
            )
    });
    progressive || guess
}

/// Token `k` of `s` is the bar between two cells of a markdown table row (`|`).
fn is_cell_bar(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.t.get(k).is_some_and(|t| t.kind == TokKind::Symbol('|'))
}

/// "| Item | Cap |", "| Item | Rule |": a markdown table's header row with a column of limits
/// or rules, a cell holding only "cap", "limit", "max", "rule", "WLL" (a working load limit)
/// or the like, maybe with its period ("Daily limit", "Max per day"), or a cap of a rate or
/// a unit ([`max_of_a_rate_or_a_unit`]); each row's value in it is a limit in force (not
/// "| Plan | Max seats | Price |", a column of what each plan offers, nor a header that sets
/// the limit beside what was used: "| Service | Limit | Actual |", nor a log of rules broken:
/// "| Rule | Broken by | Date |").
fn heads_a_limit_column(s: &Sentence<'_, '_>, i: usize) -> bool {
    let bar = |k: usize| is_cell_bar(s, k);
    // "| Daily limit |", "| Max per day |": a period may qualify the limit.
    let period_before = i >= 2 && s.w(i - 1).ends_with("ly") && bar(i - 2);
    let period_after = s.is(i + 1, "per") && numbers::is_time_unit(s.w(i + 2)) && bar(i + 3);
    if i == 0 {
        return false;
    }
    let one_word = (bar(i - 1) || period_before)
        && (bar(i + 1) || period_after)
        && matches!(
            s.w(i),
            "cap"
                | "caps"
                | "limit"
                | "limits"
                | "max"
                | "maximum"
                | "allowance"
                | "quota"
                | "rule"
                | "rules"
                | "wll"
                | "swl"
        );
    bar(0)
        && (one_word
            || bar(i - 1)
                && (max_of_a_rate_or_a_unit(s, i)
                    || bound_under_a_condition(s, i)
                    || max_of_a_deed_or_a_place(s, i)
                    || bounds_two_quantities(s, i)
                    || bounds_an_age(s, i)))
        && !s.t.iter().any(|t| {
            matches!(
                &*t.text,
                "actual"
                    | "recorded"
                    | "used"
                    | "spent"
                    | "usage"
                    | "measured"
                    | "observed"
                    | "status"
                    | "broken"
                    | "breached"
                    | "violated"
            )
        })
}

/// "| Module | Max POB | Condition |", "| Pen | Min rest (h) | Conditions |": a header cell
/// opening with "max" or "min" at `i` beside a cell naming the condition each row's bound
/// holds under: a bound in force while it holds (cls65c; not "| Plan | Max seats | Price |",
/// what a plan offers, with no condition).
fn bound_under_a_condition(s: &Sentence<'_, '_>, i: usize) -> bool {
    matches!(s.w(i), "max" | "maximum" | "min" | "minimum")
        && (2..s.t.len()).any(|k| {
            matches!(s.w(k), "condition" | "conditions")
                && is_cell_bar(s, k - 1)
                && is_cell_bar(s, k + 1)
        })
}

/// "| Max per rack |", "| Max per visit (household) |", "| Max load (kg) |", "| Min DO (mg/L)
/// |": a header cell opening with "max" or "min" at `i` that caps a rate ("per" and what it
/// is per) or names what is capped and its unit in brackets; each row's value is a cap (not
/// "| Max seats |", what a plan offers, nor "| Max (ms) |" of a statistics table, nor a log
/// of readings with a date or time column: "| Date | Max temp (°C) |") (cls56).
fn max_of_a_rate_or_a_unit(s: &Sentence<'_, '_>, i: usize) -> bool {
    let bar = |k: usize| is_cell_bar(s, k);
    if !matches!(s.w(i), "max" | "maximum" | "min" | "minimum") {
        return false;
    }
    let Some(end) = (i + 1..(i + 9).min(s.t.len())).find(|&k| bar(k)) else {
        return false;
    };
    let rate = s.is(i + 1, "per") && s.is_word(i + 2)
        || s.is_word(i + 1) && s.is(i + 2, "per") && s.is_word(i + 3)
        // "| Max hours/day |": a quantity per calendar period, not "km/h" (cls58).
        || s.w(i + 1).split_once('/').is_some_and(|(_, period)| {
            matches!(period, "day" | "week" | "month" | "shift" | "night" | "year")
        });
    let unit = s.is_word(i + 1) && s.t[i + 2].is_punct('(') && s.t[end - 1].is_punct(')');
    // (The cell's own period is no date column: "| Max hours per day |".)
    (rate || unit)
        && !s.t.iter().enumerate().any(|(k, t)| {
            !(i..end).contains(&k) && matches!(&*t.text, "date" | "day" | "time" | "week" | "month")
        })
}

/// "| Max stored in plant room |", "| Max speed on site |": a header cell opening with "max"
/// or "min" at `i` that caps a deed (a participle: "stored", "carried") or a quantity where
/// it holds (a place after "on", "in" or "at", no unit: "on site"); each row's value is a cap
/// in force there (not "| Max speed in km/h |", a unit, nor "| Max seats |") (cls57).
fn max_of_a_deed_or_a_place(s: &Sentence<'_, '_>, i: usize) -> bool {
    let bar = |k: usize| is_cell_bar(s, k);
    if !matches!(s.w(i), "max" | "maximum" | "min" | "minimum") || !s.is_word(i + 1) {
        return false;
    }
    let Some(end) = (i + 2..(i + 8).min(s.t.len())).find(|&k| bar(k)) else {
        return false;
    };
    let deed = s.past_participle_at(i + 1) && !s.has(i + 1, lx::EPISTEMIC_BE_COMPLEMENT);
    let place = (i + 2..end - 1).find(|&k| matches!(s.w(k), "on" | "in" | "at"));
    let place = place.is_some_and(|p| {
        (p + 1..end)
            .all(|k| s.is_word(k) && !numbers::is_listed_unit(s.w(k)) && !s.w(k).contains('/'))
    });
    (deed || place)
        && !s
            .t
            .iter()
            .any(|t| matches!(&*t.text, "date" | "day" | "time"))
}

/// "| Area | Min age | Supervision |": a header cell holding "min" or "max" (at `i`) and
/// "age" alone, whom each row lets in, an age limit in force (not "| Group | Min age | Max age
/// | Mean |", the range of ages a sample holds, nor "| Name | Age |") (cls62b).
fn bounds_an_age(s: &Sentence<'_, '_>, i: usize) -> bool {
    matches!(s.w(i), "min" | "minimum" | "max" | "maximum")
        && s.is(i + 1, "age")
        && is_cell_bar(s, i + 2)
        && !s.t.iter().enumerate().any(|(k, t)| {
            k != i
                && matches!(
                    &*t.text,
                    "min" | "minimum" | "max" | "maximum" | "mean" | "average" | "median"
                )
        })
}

/// "| Room | Min temp | Max RH |", "| Store | Set temp | Max door-open |", "| Range | Max
/// velocity | Min safe distance |": a header with two cells, one at `i`, bounding two
/// quantities (each named in one to three words) each its own way ("min" and "max", "set"
/// and "max"): the conditions each row is kept at (not "| City | Min temp | Max temp |", one
/// quantity's range read, nor "| Host | Max CPU | Max memory |", peaks) (cls57, cls65c).
fn bounds_two_quantities(s: &Sentence<'_, '_>, i: usize) -> bool {
    let bar = |k: usize| is_cell_bar(s, k);
    let bound = |k: usize| {
        matches!(s.w(k), "max" | "maximum" | "min" | "minimum" | "set")
            && bar(k - 1)
            && s.is_word(k + 1)
            && (k + 2..k + 5).find(|&m| !s.is_word(m)).is_some_and(&bar)
    };
    let kind = |k: usize| s.w(k).get(..3);
    bound(i)
        && (1..s.t.len().saturating_sub(2))
            .any(|k| k != i && bound(k) && kind(k) != kind(i) && s.w(k + 1) != s.w(i + 1))
        && !s
            .t
            .iter()
            .any(|t| matches!(&*t.text, "date" | "day" | "time" | "week" | "month"))
}

/// "Current fill limits, in force until the new PRVs are fitted:", "Pen limits for Tuesday's
/// sale:": a lead closing on a colon whose first three words name limits ("limits", "caps"),
/// no preposition before them (not "Peaks against the limits:"), or whose last words say
/// when it takes effect ("Speeds agreed with QA, effective this week:"): the table it opens
/// sets them (cls58, cls59).
pub(crate) fn names_limits_ahead(t: &[Tok<'_>]) -> bool {
    let Some((_, lead)) = t.split_last().filter(|(x, _)| x.is_punct(':')) else {
        return heads_limits(t);
    };
    lead.iter()
        .take(3)
        .take_while(|x| x.kind == TokKind::Word && !is_preposition(&x.text))
        .any(|x| matches!(&*x.text, "limits" | "caps" | "maximums" | "maxima"))
        // "Speeds agreed with QA, effective this week:": the lead's last words say when
        // what follows takes effect (cls59; not "Speeds measured this week:").
        || lead[lead.len().saturating_sub(4)..]
            .split_last()
            .is_some_and(|(_, before)| before.iter().any(|x| x.text == "effective"))
}

/// "Launch limits – this season", "Crane limits": a heading line (no closing mark, no verb)
/// whose first three words name limits as [`names_limits_ahead`]'s lead does, with no colon
/// (cls63; not "Launch limits were raised this season", a verb, nor "Speed limits we saw on
/// the trip", a past).
fn heads_limits(t: &[Tok<'_>]) -> bool {
    let names_limits = t
        .iter()
        .take(3)
        .take_while(|x| x.kind == TokKind::Word && !is_preposition(&x.text))
        .any(|x| matches!(&*x.text, "limits" | "caps" | "maximums" | "maxima"));
    names_limits
        && !t
            .last()
            .is_some_and(|x| matches!(x.kind, TokKind::Punct('.' | '!' | '?' | ':')))
        && !t.iter().any(|x| {
            x.class & (lx::FINITE_REPORT_VERB | lx::MODAL) != 0
                || x.kind == TokKind::Word && lx::looks_past(&x.text)
        })
}

/// "Surface wind   8 kt", "Cloud base 1500 ft": a row under a lead naming limits
/// ([`names_limits_ahead`]), one to three words naming what is limited and a quantity that
/// closes the row (at most its unit after the number): the value is a limit in force (cls63;
/// not "Wind picked up to 8 kt", a verb, nor "Went 3 times", no row). The byte range of the
/// quantity.
pub(crate) fn limit_row(t: &[Tok<'_>]) -> Option<std::ops::Range<usize>> {
    let k = t.iter().position(|x| x.kind != TokKind::Word)?;
    let named = (1..=3).contains(&k)
        && t[..k].iter().all(|x| {
            x.class & (lx::ENGLISH_FUNCTION_WORD | lx::FINITE_REPORT_VERB | lx::MODAL) == 0
                && !lx::looks_past(&x.text)
        });
    if !named {
        return None;
    }
    let q = numbers::quantity_at(t, k)?;
    let rest = t.get(k + q.len..)?;
    let closes = rest.iter().filter(|x| x.kind == TokKind::Word).count() <= 1
        && rest
            .iter()
            .all(|x| matches!(x.kind, TokKind::Word | TokKind::Punct(_)));
    closes.then(|| t[k].range.start..t[t.len() - 1].range.end)
}

/// "| Pen | Max head | Stock |": a markdown table's header row, under a lead naming limits
/// ([`names_limits_ahead`]), with a cell opening with "max" or "min": each row's value in it
/// is a limit in force. The byte range of the bound word.
pub(crate) fn capped_column(t: &[Tok<'_>]) -> Option<std::ops::Range<usize>> {
    if !t.first().is_some_and(|x| x.kind == TokKind::Symbol('|')) {
        return None;
    }
    (1..t.len().saturating_sub(1))
        .find(|&k| {
            t[k - 1].kind == TokKind::Symbol('|')
                && matches!(&*t[k].text, "max" | "maximum" | "min" | "minimum")
                && t[k + 1].kind == TokKind::Word
        })
        .map(|k| t[k].range.clone())
}

/// Limits in force: a limit noun with a value ("the travel allowance is €300 per trip"), or
/// a scope ("your token is scoped to read access", "uploads are capped at 10 MB").
pub(super) fn limit_statements(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.question || s.hypothetical {
        return;
    }
    not_a_minute_after(s, found);
    count_then_your_lot(s, found);
    // Limit nouns and verbs, and the other words the tests below name when they are triggers:
    // at any other token every test fails.
    let limit_words = lx::LIMIT_NOUN | lx::LIMIT_VERB;
    if s.classes & (limit_words | lx::LIMIT_HEAD) == 0 {
        return;
    }
    for i in 0..s.t.len() {
        let class = s.t[i].class;
        let head = class & lx::LIMIT_HEAD != 0 && class & (lx::TRIGGER | lx::WEAK_TRIGGER) != 0;
        if class & limit_words == 0 && !head {
            continue;
        }
        if class & lx::LIMIT_VERB != 0 {
            limit_verb(s, i, found);
            continue;
        }
        let w = s.w(i);
        // (A float switch, a parade float or a number type limits nothing.)
        if class & lx::LIMIT_NOUN != 0 && listed_by_a_document(s, i) || is_float_of_no_cash(s, i) {
            continue;
        }
        if heads_a_limit_column(s, i) {
            push(found, CueKind::LimitStatement, s.range(i, i), true);
            continue;
        }
        if matches!(
            w,
            "follow"
                | "follows"
                | "adhere"
                | "adheres"
                | "conform"
                | "conforms"
                | "comply"
                | "complies"
        ) {
            if follows_a_convention(s, i) {
                push(found, CueKind::LimitStatement, s.range(i, i), true);
            }
            continue;
        }
        if matches!(w, "outside" | "beyond")
            && let Some(scope) = kind_outside_a_scope(s, i)
        {
            push(found, CueKind::LimitStatement, s.range(i - 1, scope), true);
            continue;
        }
        // "The service account only has read access to the bucket": only one level granted, in
        // the present ("has read" is no perfect before "access", so a past is asked of the
        // sentence's time words: "only had read access" never matches).
        if w == "only"
            && matches!(s.w(i + 1), "has" | "have" | "gets" | "get")
            && names_an_access_level(s.t, i + 2)
            && !s.names_a_past_time()
        {
            push(found, CueKind::LimitStatement, s.range(i, i + 3), true);
            continue;
        }
        // "The deploy key has write access to the tram-telemetry repo", "contractors have
        // view rights": one level held by a thing or a class (not "we have admin access now",
        // the speaker's news, nor "the bot still has write access", a finding).
        if matches!(w, "has" | "have") {
            if names_an_access_level(s.t, i + 1)
                && i > 0
                && s.is_word(i - 1)
                && !matches!(
                    s.w(i - 1),
                    "only"
                        | "i"
                        | "we"
                        | "he"
                        | "she"
                        | "they"
                        | "it"
                        | "who"
                        | "that"
                        | "which"
                        | "still"
                        | "already"
                        | "also"
                        | "apparently"
                        | "somehow"
                        | "accidentally"
                        | "actually"
                        | "now"
                )
                && !s.names_a_past_time()
                && !s.question
                && !s.hypothetical
                && !s.is_report_clause(s.clause_of(i))
            {
                push(found, CueKind::LimitStatement, s.range(i, i + 2), true);
            }
            continue;
        }
        if w == "only"
            && let Some(adjective) = only_kind_eligible(s, i)
        {
            push(found, CueKind::LimitStatement, s.range(i, adjective), true);
            continue;
        }
        if w == "only"
            && let Some(sent) = class_sent_out_only(s, i)
        {
            push(
                found,
                CueKind::LimitStatement,
                s.range(sent.min(i), sent.max(i)),
                true,
            );
            continue;
        }
        if w == "only"
            && let Some(verb) = runs_only_while_someone_is_there(s, i)
        {
            push(found, CueKind::LimitStatement, s.range(i, verb), true);
            continue;
        }
        if w == "only" && grant_restricted(s, i) {
            push(found, CueKind::LimitStatement, s.range(i - 1, i + 1), true);
            continue;
        }
        if class & lx::LIMIT_NOUN != 0
            && let Some((start, end)) = limit_called_firm(s, i)
        {
            push(found, CueKind::LimitStatement, s.range(start, end), true);
            continue;
        }
        // "Dark mode by default, light as an option": a verbless default setting.
        if w == "by" && s.is(i + 1, "default") && i > 0 && is_verbless(s) && !s.question {
            push(found, CueKind::LimitStatement, s.range(i, i + 1), true);
            continue;
        }
        // "Your API key is valid for 30 days", "the offer is valid until Friday": a validity.
        if w == "valid"
            && i > 0
            && matches!(s.w(i - 1), "is" | "are" | "'s" | "stays" | "remains")
            && (s.is(i + 1, "for") && numbers::is_quantity_at(s.t, i + 2)
                || matches!(s.w(i + 1), "until" | "till" | "through")
                    // "until Friday", "until the end of the month"
                    && (i + 2..(i + 6).min(s.t.len())).any(|k| {
                        numbers::is_time_or_date(s.t, k)
                            || numbers::is_date_word(s.t, k)
                            || s.is(k, "end")
                    }))
            && !s.is_report_clause(s.clause_of(i))
        {
            push(found, CueKind::LimitStatement, s.range(i, i + 2), true);
            continue;
        }
        // "Stand-up is at 9:30 sharp": a time kept to the minute.
        if w == "sharp"
            && i > 0
            && numbers::is_time_or_date(s.t, i - 1)
            && !s.is_report_clause(s.clause_of(i))
        {
            push(found, CueKind::LimitStatement, s.range(i - 1, i), true);
            continue;
        }
        // "from 1pm at the earliest", "by Friday at the latest": a time bound in force; not
        // in a forecast no duty holds ("the parts will arrive by Friday at the latest",
        // "judging by her pace it should be done by noon at the latest").
        if matches!(w, "earliest" | "latest")
            && i >= 2
            && s.seq(i - 2, &["at", "the"])
            && (s.clause_of(i).0..i).any(|k| numbers::is_time_or_date(s.t, k))
            && !s.is_report_clause(s.clause_of(i))
            && !forecast_without_duty(s, s.clause_of(i), found)
        {
            push(found, CueKind::LimitStatement, s.range(i - 2, i), true);
            continue;
        }
        // "due Wednesday", "due the 5th", "due to the regulator by 31 March": a deadline.
        let due_by = || {
            (i + 2..(i + 7).min(s.t.len()))
                .take_while(|&k| s.is_word(k) || s.t[k].kind == TokKind::Number)
                .any(|k| {
                    matches!(s.w(k), "by" | "on" | "before")
                        && (numbers::is_date_word(s.t, k + 1)
                            || numbers::is_date_word(s.t, k + 2)
                            || numbers::is_ordinal(s.t, k + 1))
                })
        };
        if w == "due"
            && !s.is_report_clause(s.clause_of(i))
            && ((1..=2)
                .any(|k| numbers::is_time_or_date(s.t, i + k) && (k == 1 || s.is(i + 1, "the")))
                || due_by())
        {
            push(found, CueKind::LimitStatement, s.range(i, i + 1), true);
            continue;
        }
        let used_as_verb = || {
            i > 0
                && matches!(
                    s.w(i - 1),
                    "to" | "we"
                        | "you"
                        | "must"
                        | "should"
                        | "will"
                        | "'ll"
                        | "please"
                        | "i"
                        | "they"
                )
        };
        // "A hiring freeze through the end of the year", "a ban on fireworks until May": a
        // pause in force, with its end or its scope. A past report ("there was a freeze on
        // hiring in 2020") is not one; a freeze someone has set is ("the board has set a
        // hiring freeze through June").
        if is_pause_noun(w)
            && matches!(s.w(i + 1), "through" | "until" | "till" | "on")
            && !used_as_verb()
        {
            let clause = s.clause_of(i);
            let set_now = (clause.0..i).any(|k| {
                matches!(s.w(k), "has" | "have" | "'ve")
                    && matches!(
                        s.w(k + 1),
                        "set" | "imposed" | "put" | "announced" | "declared"
                    )
            });
            if set_now || !s.is_report_clause(clause) {
                push(found, CueKind::LimitStatement, s.range(i, i + 1), true);
                continue;
            }
        }
        // "At this rate the import ends by noon": a rate estimated from, no limit.
        // ("Noise 99.4 dB (limit 102)": a reading's annotation; "avg 31 km/h, max 44 km/h": a
        // run's statistics.)
        // ("7 falls, well above the UIAA minimum of 5": a reading set against a limit;
        // "climbed to a max of 2,400 ft": the most a reading reached; "both well under the
        // control limit of 0.1": readings set against a limit of any name, cls50.)
        let statistic = || {
            super::numeric_bounds::beside_a_named_limit(s, i, s.clause_of(i))
                || matches!(w, "max" | "min" | "maximum" | "minimum")
                    && (super::names_an_average_figure(s, i)
                        || super::numeric_bounds::peak_reached(s, i))
        };
        if (s.has(i, lx::LIMIT_NOUN) || w == "diem")
            && !used_as_verb()
            && !names_evidence_at(s, i)
            && !super::in_brackets_after_a_figure(s, i)
            && !statistic()
        {
            // "Enterprise users have a 99.9% uptime SLA", "you get a 30-day refund window":
            // the value before the limit, granted with "have" or "get".
            if let Some(v) = granted_value_before(s, i)
                && !s.is_report_clause(s.clause_of(i))
            {
                push(found, CueKind::LimitStatement, s.range(v, i), true);
                continue;
            }
            if let Some(v) = limit_changed_until_an_event(s, i) {
                push(found, CueKind::LimitStatement, s.range(i, v), true);
                continue;
            }
            let is_value = |k: usize| {
                numbers::is_quantity_at(s.t, k)
                    || numbers::is_date_word(s.t, k)
                    || numbers::is_ordinal(s.t, k)
            };
            // "Two hundred words is the limit for the abstract", "Friday is the deadline": the
            // value named first.
            if let Some(v) = value_named_as_the_limit(s, i, is_value)
                && !s.is_report_clause(s.clause_of(i))
            {
                push(found, CueKind::LimitStatement, s.range(v, i), true);
                continue;
            }
            // "<limit> is|of|: <value>", with a qualifier between ("the quota for the free tier
            // is 1,000", "the maximum refund an agent can issue without a manager is $200").
            let link = (i + 1..(i + 12).min(s.t.len()))
                .find(|&k| {
                    matches!(
                        s.w(k),
                        "is" | "are"
                            | "'s"
                            | "of"
                            | "="
                            | ":"
                            | "at"
                            | "stays"
                            | "remains"
                            | "by"
                            | "on"
                            | "before"
                            | "within"
                            | "to"
                    )
                })
                // ("The per-diem allowance for overnights in St. John's is $85": a title's
                // full stop within the qualifier.)
                .filter(|&k| {
                    (i + 1..k).all(|m| {
                        s.is_word(m)
                            || s.t[m].kind == TokKind::Number
                            || crate::classify::text::abbreviating_stop(s.t, m)
                    })
                })
                // "Quiet hours 10pm-7am", "Timeout 30 s": a verbless line, the value right
                // after the limit.
                .or_else(|| (is_value(i + 1) && is_verbless(s)).then_some(i));
            // "Headcount at departure: 54 pupils": a headcount under a label is a roll call
            // taken; one set for a job is said with "is" ("Headcount on the night shift is six
            // porters", cls63).
            if w == "headcount" && (i + 1..s.t.len().min(i + 12)).any(|k| s.t[k].is_punct(':')) {
                continue;
            }
            // "The cap was 5", "the quota we had in March is gone": a past limit.
            let past_until = link.map_or(i + 5, |k| k.max(i + 4) + 1).min(s.t.len());
            // "The old rule limited refunds to $50": a past verb right after the limit.
            if (i + 1..past_until).any(|k| matches!(s.w(k), "was" | "were" | "used"))
                || s.looks_past_at(i + 1)
                || link.is_some_and(|k| changed_in_the_past(s, i, k))
            {
                continue;
            }
            let value_after = |k: usize| (k + 1..(k + 4).min(s.t.len())).find(|&m| is_value(m));
            // "The maximum number of guests per booking is six", "the daily limit on company
            // cards is $1,000", "Baggage allowance on this ticket: one bag": past a
            // preposition with no value after it, the verb or a label's colon links the limit
            // to its value.
            let value = link.and_then(|k| {
                value_after(k).or_else(|| {
                    matches!(s.w(k), "of" | "on" | "for" | "to" | "at")
                        .then(|| {
                            (k + 1..(i + 12).min(s.t.len()))
                                .take_while(|&m| s.is_word(m) || s.t[m].is_punct(':'))
                                .find(|&m| {
                                    matches!(s.w(m), "is" | "are" | ":" | "stays" | "remains")
                                })
                        })
                        .flatten()
                        .and_then(value_after)
                })
            });
            // "Budget Q3: $48k spent of $50k": how much of it went, a reading.
            let spent = |v: usize, v_clause: (usize, usize)| {
                (v + 1..(v + 4).min(v_clause.1)).any(|k| {
                    matches!(
                        s.w(k),
                        "spent" | "used" | "consumed" | "burned" | "burnt" | "remaining" | "left"
                    )
                })
            };
            // "Repro rate is still about 1 in 5": a value approximated, or said to persist, is
            // a reading (a limit in force is stated exactly).
            let approximated = |v: usize| {
                link.is_some_and(|k| {
                    (k + 1..v).any(|m| {
                        let w = s.w(m);
                        numbers::is_approximator(w) || matches!(w, "nearly" | "almost" | "still")
                    })
                })
            };
            // "Crash rate is down 40%", "the quota is up 20% on last year": a change measured
            // by the value, a reading (not "up to 20 GB", a bound).
            let changed_by = |v: usize| {
                link.is_some_and(|k| {
                    (k + 1..v).any(|m| matches!(s.w(m), "down" | "up") && !s.is(m + 1, "to"))
                })
            };
            // "Meal allowance: we spent €45 a day": the value's clause reports too.
            if let Some(v) = value
                && (labels_a_limit(s, i) || !s.is_report_clause(clause_before_a_new_subject(s, i)))
                && let v_clause = clause_before_a_new_subject(s, v)
                && !s.is_report_clause(v_clause)
                && !spent(v, v_clause)
                && !approximated(v)
                && !changed_by(v)
                // "The port authority is 3 miles away": a distance to a place (not the
                // adjective of "£40 per away fixture", "each away game").
                && !(v + 1..(v + 4).min(s.t.len())).any(|k| {
                    s.is(k, "away")
                        && !matches!(s.w(k - 1), "per" | "each" | "every" | "a" | "an" | "the" | "any")
                })
            {
                push(found, CueKind::LimitStatement, s.range(i, v), true);
            }
        } else if (matches!(
            w,
            "scoped" | "restricted" | "limited" | "confined" | "capped" | "restrict" | "entitled"
        ) && matches!(s.w(i + 1), "to" | "at")
            // "Lift 7 is closed to uphill traffic today": shut to a kind of user.
            || w == "closed" && s.is(i + 1, "to") && s.is_word(i + 2)
            || w == "reserved" && matches!(s.w(i + 1), "for" | "to"))
            && i > 0
            && (matches!(
                s.w(i - 1),
                "is" | "are" | "'s" | "be" | "stays" | "remain" | "remains" | "'re" | "only"
            // "The compressor's limited to 60 psi until the regulator's replaced": a noun's
            // "'s" before the participle and its "to" is "is" (a "has" would take an object
            // first: "the council's limited parking to ..."; cls60).
            ) || s.w(i - 1).len() > 2 && s.w(i - 1).ends_with("'s")
                || postposed_participle(s, i)
                || telegraphic_participle(s, i))
            || w == "only"
                && i > 0
                && matches!(
                    s.w(i - 1),
                    "is" | "are" | "be" | "get" | "gets" | "'re" | "you're" | "we're" | "they're"
                )
                && s.past_participle_at(i + 1)
                && !s.is_report_clause(s.clause_of(i))
            // "Joanne's only cleared for Grade C areas": an "'s" that is "is" before a leave
            // and what it covers (not "Mary's only sent one", a perfect's "has").
            || w == "only"
                && i > 0
                && s.w(i - 1).ends_with("'s")
                && matches!(
                    s.w(i + 1),
                    "cleared" | "allowed" | "permitted" | "authorised" | "authorized" | "licensed"
                        | "certified" | "qualified" | "approved" | "trained"
                )
                && matches!(s.w(i + 2), "for" | "to" | "in" | "on")
                && !s.is_report_clause(s.clause_of(i))
        {
            // "is scoped to", "is closed to", "are capped at", "are entitled to", "are only issued to", "is
            // reserved for"; ", capped at" from the participle on
            let start = if s.is_word(i - 1) { i - 1 } else { i };
            push(found, CueKind::LimitStatement, s.range(start, i + 1), true);
        } else if w == "only"
            && i > 0
            // "decaf only", "after 9am only"; closing a table's cell, "| Bay 2 only |" (cls65c)
            && (s.is_word(i - 1) || s.t[i - 1].kind == TokKind::Number)
            && (s
                .t
                .get(i + 1)
                .is_none_or(|n| matches!(n.kind, TokKind::Punct(_) | TokKind::Symbol('|')))
                // "English only in the shared channels", "Decaf only for the evening",
                // "Pencils only within arm's reach of an original"; a sign's "Members only
                // beyond the rope", "Drivers only past the barrier" (cls64b).
                || (is_preposition(s.w(i + 1))
                    || matches!(
                        s.w(i + 1),
                        "for"
                            | "during"
                            | "at"
                            | "within"
                            | "near"
                            | "inside"
                            | "beyond"
                            | "past"
                            | "behind"
                            | "through"
                    ))
                    && is_verbless(s))
            && !s.has(i - 1, lx::NOT_A_VERB)
            && !s.is_report_clause(s.clause_of(i))
            && !shown_for_information_only(s, i)
            && !super::seen_to_occur(s, s.clause_of(i).0, i)
            && !only_for_emphasis(s, i)
        {
            // Postposed "only": "decaf only", "shared drive only".
            push(found, CueKind::LimitStatement, s.range(i - 1, i), true);
        } else if w == "only"
            && i > 0
            && s.is(i - 1, "we")
            // ("we only ever ship to the EU")
            && let verb = i + 1 + usize::from(s.is(i + 1, "ever"))
            && s.has(verb, lx::BASE_VERB)
            && !s.has(verb, lx::STATIVE_VERB)
            && !matches!(
                s.w(verb),
                "need" | "have" | "see" | "get" | "find" | "hear" | "just"
            )
            && !s.question
            && !s.hypothetical
            && !(s.clause_of(i).0..i)
                .any(|k| matches!(s.w(k), "if" | "when" | "unless" | "whether"))
            && !s.is_report_clause(s.clause_of(i))
        {
            // "We only ship to the EU", "we only accept card payments": what a team restricts
            // itself to, in the present (not "we only need one more test", "we only found two").
            push(found, CueKind::LimitStatement, s.range(i - 1, verb), true);
        } else if w == "only"
            && let Some(we) = we_do_it_only_there(s, i)
        {
            push(found, CueKind::LimitStatement, s.range(we, i), true);
        } else if (w == "read-only" || s.seq(i, &["read", "only"]) && !s.t[i].quoted)
            && i > 0
            && matches!(
                s.w(i - 1),
                "is" | "are"
                    | "'s"
                    | "stays"
                    | "remain"
                    | "remains"
                    | "'re"
                    | "be"
                    | "get"
                    | "gets"
            )
            // "Production API: read-only.", "Contractors: wiki read-only." (the whole of what
            // its label says, maybe with the thing it is said of)
            || w == "read-only"
                && i > 1
                && (s.t[i - 1].is_punct(':') || i > 2 && s.t[i - 2].is_punct(':') && s.is_word(i - 1))
                && s.t.get(i + 1).is_none_or(|n| n.is_punct('.') || n.is_punct(';'))
            // "Contractors: read-only access to prod logs": a verbless line.
            || w == "read-only" && s.is(i + 1, "access") && is_verbless(s)
            // "Interns have read-only access to the wiki".
            || (w == "read-only" || s.seq(i, &["read", "only"]))
                && i > 0
                && matches!(s.w(i - 1), "have" | "has" | "get" | "gets" | "with")
                && s.is(i + 1 + usize::from(w == "read"), "access")
                && !s.is_report_clause(s.clause_of(i))
        {
            push(
                found,
                CueKind::LimitStatement,
                s.range(i - 1, i + usize::from(w == "read")),
                true,
            );
        }
    }
}

/// "Capped log retention at 30 days", "lowered the refund cap to $200": a past verb opening
/// the clause of the limit noun at `i`, with no subject before it, and the value it was set
/// at or to after `link`, tells a change made (a changelog's item), not the limit in force
/// ("Retention capped at 30 days" states it; "Checked luggage allowance: two bags" names one).
fn changed_in_the_past(s: &Sentence<'_, '_>, i: usize, link: usize) -> bool {
    let (start, _) = s.clause_of(i);
    matches!(s.w(link), "at" | "to")
        && start < i
        && lx::has_past_ending(s.w(start))
        && (start + 1..i).all(|k| s.is_word(k))
}

/// "Max passengers per flight on G-BXTC reduced to 6 until the new basket floor is
/// certified", "Speed limit lowered to 10 mph till the resurfacing is done": the limit at `i`
/// opens its clause (maybe after a word or two: "the", "speed"), a participle of a decision ("reduced", "lowered",
/// "raised", "cut", "capped", "increased", "set") follows within a few words with no verb of
/// its own before it, then "to" and a value, then "until" or "till" an event: a limit changed
/// for a while, in force until then (cls50). Not "max temperature dropped to 6 until noon" (no
/// decision: a reading), nor "the cap was reduced to 6 until ..." (a past "was" before the
/// participle), nor a sentence naming a past time. The value's index.
fn limit_changed_until_an_event(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    let (start, end) = s.clause_of(i);
    if i > start + 2 || (start..i).any(|k| !s.is_word(k)) {
        return None;
    }
    let p = (i + 1..end.min(i + 8))
        .take_while(|&k| s.is_word(k) || s.t[k].kind == TokKind::Number)
        .find(|&k| {
            matches!(
                s.w(k),
                "reduced" | "lowered" | "raised" | "cut" | "capped" | "increased" | "set"
            )
        })?;
    let verb_before = (i + 1..p).any(|k| {
        matches!(
            s.w(k),
            "was" | "were" | "is" | "are" | "has" | "have" | "had" | "been" | "got"
        )
    });
    if verb_before || !s.is(p + 1, "to") || s.names_a_past_time() {
        return None;
    }
    let v = (p + 2..end.min(p + 5)).find(|&k| numbers::is_quantity_at(s.t, k))?;
    (v + 1..end.min(v + 6))
        .find(|&k| matches!(s.w(k), "until" | "till"))
        .filter(|&k| s.is_word(k + 1))
        .map(|_| v)
}

/// "Table 3 lists limits from each jurisdiction: ...", "the study compares the caps in five
/// cities": the limit noun at `i` (maybe after an article or "the") is what a table, a chart
/// or a study shows, data about others' limits (not "the contract lists limits", which binds).
fn listed_by_a_document(s: &Sentence<'_, '_>, i: usize) -> bool {
    let article = usize::from(i > 0 && matches!(s.w(i - 1), "the" | "their" | "some"));
    let Some(verb) = i.checked_sub(1 + article) else {
        return false;
    };
    matches!(
        s.w(verb),
        "lists"
            | "shows"
            | "compares"
            | "summarises"
            | "summarizes"
            | "tabulates"
            | "collects"
            | "covers"
    ) && (verb.saturating_sub(3)..verb).any(|k| {
        matches!(
            s.w(k),
            "table"
                | "figure"
                | "chart"
                | "graph"
                | "appendix"
                | "spreadsheet"
                | "study"
                | "survey"
                | "article"
                | "paper"
                | "dataset"
                | "slide"
        )
    })
}

/// "hard limit", "strict max", "firm rule": an unbending word ([`is_unbending`]) and a
/// bound's noun (lower case), a limit named without its value, said of one just given.
pub(crate) fn names_an_unbending_bound(adjective: &str, noun: &str) -> bool {
    is_unbending(adjective)
        && matches!(
            noun,
            "limit" | "cap" | "ceiling" | "maximum" | "max" | "minimum" | "min" | "floor" | "rule"
        )
}

/// "firm", "hard", "fixed"...: a word saying a limit or a rule will not bend.
fn is_unbending(w: &str) -> bool {
    matches!(
        w,
        "firm" | "hard" | "fixed" | "strict" | "non-negotiable" | "nonnegotiable" | "final"
    )
}

/// The limit noun at `i` is said in the present not to bend: "the deadline is firm", "our
/// budget is fixed", or a rule just told is called one: "that's a firm rule", "this is the
/// rule". The first and last tokens of the statement (not "the mattress is firm", no limit noun; not
/// "the deadline was firm", past; not "that's a rule of thumb" nor "that's a rule I never
/// liked"). Said of a value just given, the limit named unbending may open the sentence
/// alone, a comma or its end closing it: "Hard limit, trading standards will have us
/// otherwise", a config value's trailing comment ("overfill_tolerance_g: 3   # hard limit,
/// ...", cls69c; not "Hard limits are a pain", "Hard limit of the old kit, that", going on).
fn limit_called_firm(s: &Sentence<'_, '_>, i: usize) -> Option<(usize, usize)> {
    if i == 1
        && !s.question
        && names_an_unbending_bound(s.w(0), s.w(1))
        && s.t
            .get(2)
            .is_none_or(|t| t.is_punct(',') || t.is_punct('.'))
    {
        return Some((0, 1));
    }
    let determiner = |k: usize| {
        matches!(
            s.w(k),
            "the" | "our" | "your" | "my" | "their" | "this" | "that"
        )
    };
    let copula = |k: usize| matches!(s.w(k), "is" | "'s" | "stays" | "remains" | "are");
    // "the deadline is firm", "the deadline is firm: final files by 9 April", "the budget is
    // fixed but the scope can move".
    if i > 0 && determiner(i - 1) && copula(i + 1) && is_unbending(s.w(i + 2)) {
        let closes =
            s.t.get(i + 3)
                .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
                || matches!(s.w(i + 3), "and" | "but" | "so");
        return closes.then_some((i, i + 2));
    }
    // "that's a firm rule (from the depot manager)", "this is the rule".
    if !matches!(s.w(i), "rule" | "rules") || matches!(s.w(i + 1), "of" | "i" | "we" | "they") {
        return None;
    }
    let adjective = usize::from(i > 0 && is_unbending(s.w(i - 1)));
    let article = i.checked_sub(1 + adjective)?;
    if !matches!(s.w(article), "a" | "the") || article == 0 {
        return None;
    }
    let opener = article - 1;
    if matches!(s.w(opener), "that's" | "it's") {
        return Some((opener, i));
    }
    let split = opener > 0
        && matches!(s.w(opener), "is" | "'s")
        && matches!(s.w(opener - 1), "that" | "this" | "it");
    split.then(|| (opener - 1, i))
}

/// "for reference only", "for illustration only", "for illustrative purposes only": the
/// postposed "only" at `i` closes a note that a text is shown to inform, which limits no one,
/// maybe after a copula ("this is background only") (not "for internal use only", "for
/// testing only", "this room is staff only").
fn shown_for_information_only(s: &Sentence<'_, '_>, i: usize) -> bool {
    let purposes = usize::from(s.is(i - 1, "purposes"));
    // "this is background only": the purpose named after a copula, no "for" (cls53).
    i >= 2 + purposes
        && (s.is(i - 2 - purposes, "for")
            || purposes == 0
                && (matches!(s.w(i - 2), "is" | "are" | "'s") || s.w(i - 2).ends_with("'s")))
        && matches!(
            s.w(i - 1 - purposes),
            "reference"
                | "illustration"
                | "illustrative"
                | "information"
                | "informational"
                | "demonstration"
                | "display"
                | "comparison"
                | "context"
                | "background"
        )
}

/// "Two hundred words is the limit for the abstract", "$500 is our hard cap", "the 15th is
/// the deadline": a value opening the subject, then "is" and the limit noun at `i` (one of
/// a bound's nouns, not "rate" or "dose", which a reading names too); the index of the
/// value. Not "the sky is the limit" (no value), nor "... was the limit" (past).
fn value_named_as_the_limit(
    s: &Sentence<'_, '_>,
    i: usize,
    is_value: impl Fn(usize) -> bool,
) -> Option<usize> {
    if !matches!(
        s.w(i),
        "limit"
            | "cap"
            | "ceiling"
            | "maximum"
            | "max"
            | "minimum"
            | "min"
            | "threshold"
            | "deadline"
            | "cutoff"
            | "cut-off"
            | "budget"
            | "allowance"
            | "quota"
            | "floor"
    ) {
        return None;
    }
    let mut determiner = i.checked_sub(1)?;
    if matches!(
        s.w(determiner),
        "hard"
            | "absolute"
            | "upper"
            | "lower"
            | "firm"
            | "strict"
            | "daily"
            | "weekly"
            | "monthly"
            | "total"
    ) {
        determiner = determiner.checked_sub(1)?;
    }
    let verb = determiner.checked_sub(1)?;
    // "Twenty bags on one pallet, that's the max", "..., oui, dat is de max": "that" after a
    // comma resumes the value told before it ("de", Caribbean "the", only here).
    let that = if s.is(verb, "that's") {
        Some(verb)
    } else {
        verb.checked_sub(1)
            .filter(|&k| s.is(k, "that") && s.is(verb, "is"))
    };
    if let Some(that) = that {
        return value_resumed_by_that(s, that, i, &is_value)
            .filter(|_| matches!(s.w(determiner), "the" | "de"));
    }
    if !matches!(
        s.w(determiner),
        "the" | "my" | "our" | "your" | "their" | "a"
    ) || !matches!(s.w(verb), "is" | "are" | "remains" | "stays")
    {
        return None;
    }
    let (start, _) = s.clause_of(verb);
    (start.max(verb.saturating_sub(6))..verb).find(|&k| is_value(k))
}

/// "Twenty bags on one pallet, that's the max", "six a side, that is the limit": "that" at
/// `that`, right after a comma, resuming a value opening the sentence in a clause with no
/// verb, and the limit noun at `i` closing its clause (cls67b); the index of the value. Not
/// "we sold twenty bags, that's the max" (a verb: a record told), nor "..., that's the max
/// we've ever done".
fn value_resumed_by_that(
    s: &Sentence<'_, '_>,
    that: usize,
    i: usize,
    is_value: &impl Fn(usize) -> bool,
) -> Option<usize> {
    let comma = that.checked_sub(1).filter(|&c| s.t[c].is_punct(','))?;
    let closes = !s.is_word(i + 1) || matches!(s.w(i + 1), "for" | "per" | "on" | "in");
    let value = (0..comma.min(3)).find(|&k| is_value(k))?;
    (closes && (0..comma).all(|k| !super::is_finite_or_past_at(s, k))).then_some(value)
}

/// "refund_payment: refund, capped at the original charge": the participle at `i` stands
/// after a comma or colon in a line with no verb of its own, as a telegraphic note states a
/// limit (not "the refund, capped at $50, arrived late", nor "it was capped at ...").
fn postposed_participle(s: &Sentence<'_, '_>, i: usize) -> bool {
    matches!(s.t[i - 1].kind, TokKind::Punct(',' | ':'))
        && !(0..s.t.len()).any(|k| k != i && super::is_finite_or_past_at(s, k))
}

/// "Edits limited to services/", "prod access restricted to admins": the participle at `i`
/// right after the noun it is said of, in a line with no verb of its own (a telegraphic
/// note); a verb of a condition after it is none ("Compressor capped at 60 psi until the
/// regulator's replaced": cls60).
fn telegraphic_participle(s: &Sentence<'_, '_>, i: usize) -> bool {
    let condition = (i + 1..s.t.len())
        .find(|&k| matches!(s.w(k), "until" | "till" | "unless" | "once" | "while"))
        .unwrap_or(s.t.len());
    s.is_word(i - 1)
        && !s.has(i - 1, lx::ENGLISH_FUNCTION_WORD)
        && !(0..condition).any(|k| k != i && super::is_finite_or_past_at(s, k))
}

/// "Commit messages follow Conventional Commits", "all code conforms to PEP 8": a subject
/// and a present "follow" (at `i`) with a convention, standard or style after it.
fn follows_a_convention(s: &Sentence<'_, '_>, i: usize) -> bool {
    let declarative = i > 0
        && s.is_word(i - 1)
        && !matches!(
            s.w(i - 1),
            "to" | "please"
                | "and"
                | "then"
                | "did"
                | "didn't"
                | "will"
                | "would"
                | "could"
                | "might"
                | "i'll"
                | "we'll"
                // "Commit messages mostly follow ...": how often, a description.
                | "mostly"
                | "usually"
                | "often"
                | "sometimes"
                | "generally"
                | "largely"
                | "mainly"
                | "typically"
                | "normally"
                | "rarely"
                | "partly"
                | "occasionally"
        );
    declarative
        && (i + 1..(i + 6).min(s.t.len())).any(|k| {
            matches!(
                s.w(k),
                "convention"
                    | "conventions"
                    | "conventional"
                    | "standard"
                    | "standards"
                    | "style"
                    | "guide"
                    | "guideline"
                    | "guidelines"
                    | "format"
                    | "spec"
                    | "specification"
                    | "semver"
                    | "pep"
                    | "rules"
                    | "policy"
                    | "policies"
                    | "schema"
                    | "template"
                    | "naming"
                    | "checklist"
                    | "procedure"
            )
        })
        && !s.is_report_clause(s.clause_of(i))
}

/// The amount in "have a 99.9% uptime SLA", "get a 30-day window": a quantity at most two
/// words before the limit noun at `i`, after "have a" / "get a" (or "has", "gets", "an").
fn granted_value_before(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    (i.saturating_sub(4)..i).find(|&k| {
        k >= 2
            && matches!(s.w(k - 1), "a" | "an")
            && matches!(s.w(k - 2), "have" | "has" | "get" | "gets")
            && numbers::quantity_at(s.t, k).is_some_and(|q| {
                k + q.len <= i
                    && (k + q.len..i).all(|m| s.is_word(m) || s.t[m].kind == TokKind::Symbol('%'))
            })
    })
}

/// "write access", "read-only rights", "admin permissions" at `k`: one access level and
/// what it grants.
pub(super) fn names_an_access_level(toks: &[Tok<'_>], k: usize) -> bool {
    let w = |k: usize| toks.get(k).map_or("", |t| &*t.text);
    matches!(
        w(k),
        "read"
            | "write"
            | "admin"
            | "edit"
            | "view"
            | "push"
            | "read-write"
            | "read-only"
            | "viewer"
            | "owner"
            | "full"
            | "root"
    ) && matches!(
        w(k + 1),
        "access" | "rights" | "permission" | "permissions" | "privileges"
    )
}

/// "per day", "a month", "each week", "per seat" after an amount (at `k`, the word after the
/// amount's unit, at the unit itself, or one word later: "10 API calls per task"): the amount
/// is a rate, as an allowance is stated.
fn is_rate_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    (k..k + 3).any(|k| {
        matches!(s.w(k), "per" | "a" | "an" | "each" | "every")
            && matches!(
                s.w(k + 1),
                "day"
                    | "week"
                    | "month"
                    | "year"
                    | "hour"
                    | "minute"
                    | "quarter"
                    | "night"
                    | "trip"
                    | "seat"
                    | "user"
                    | "order"
                    | "request"
                    | "session"
                    | "project"
                    | "account"
                    | "task"
                    | "job"
                    | "ticket"
                    | "conversation"
                    | "message"
            )
    })
}

/// A limit verb with its amount: "the free tier allows 1,000 builds per month" (a plan or a
/// rule granting an amount), "the API key expires after 30 days" (a validity in force).
fn limit_verb(s: &Sentence<'_, '_>, i: usize, found: &mut Vec<Found>) {
    // "Trial users get 14 days of access", "each seat gets 5 GB of storage", "free accounts
    // receive 3 exports per day".
    if matches!(s.w(i), "get" | "gets" | "receive" | "receives") {
        let allowance = numbers::quantity_at(s.t, i + 1).is_some_and(|q| {
            let after = i + 1 + q.len;
            s.is(after + 1, "of")
                || matches!(
                    q.unit.as_deref(),
                    Some("day" | "week" | "month" | "h" | "min" | "gb" | "mb" | "tb" | "%")
                        | Some("eur" | "usd" | "gbp")
                )
                || is_rate_at(s, after) && !(i > 0 && matches!(s.w(i - 1), "we" | "i"))
                // "Customers on the basic plan get three seats": a count granted to a class.
                || q.unit.is_some() && super::opens_with_a_bare_plural(s, i)
        });
        // "Trial users get no API access", "opted-out customers get no invoice emails": an
        // allowance of none, said of others (not "we get no complaints"). "The grey mare in
        // box 7 gets no hard feed until ...": a subject closed by a number (cls54).
        let none = s.is(i + 1, "no")
            && s.is_word(i + 2)
            && !s.has(i + 2, lx::NO_IDIOM)
            && i > 0
            && (s.is_word(i - 1) || s.t[i - 1].kind == TokKind::Number)
            && !matches!(
                s.w(i - 1),
                "we" | "i"
                    | "they"
                    | "he"
                    | "she"
                    | "it"
                    | "you'll"
                    | "never"
                    | "usually"
                    | "often"
            );
        if (allowance || none) && !s.is_report_clause(s.clause_of(i)) {
            push(found, CueKind::LimitStatement, s.range(i, i + 1), true);
        }
        return;
    }
    // "The free tier includes 1,000 API calls per month", "each seat license covers one named
    // user", "guest access lasts 24 hours": what an allowance holds or how long it runs, said
    // of a plan, a license or an access (not "the report covers 5 regions").
    if matches!(
        s.w(i),
        "includes" | "covers" | "grants" | "lasts" | "provides"
    ) {
        let allowance_subject = i > 0 && is_allowance_noun(s.w(i - 1));
        if allowance_subject
            && numbers::is_quantity_at(s.t, i + 1)
            && !s.is_report_clause(s.clause_of(i))
        {
            push(found, CueKind::LimitStatement, s.range(i - 1, i + 1), true);
        }
        return;
    }
    if matches!(s.w(i), "accepts" | "accept" | "admits" | "takes") {
        if let Some(end) = capacity_rate_end(s, i) {
            push(found, CueKind::LimitStatement, s.range(i, end), true);
        }
        return;
    }
    if matches!(s.w(i), "ends" | "runs") {
        if let Some(at) = grant_ends_at(s, i) {
            push(found, CueKind::LimitStatement, s.range(i - 1, at), true);
        }
        return;
    }
    if matches!(s.w(i), "expires" | "lapses")
        && let Some(at) = grant_ends_at(s, i)
    {
        push(found, CueKind::LimitStatement, s.range(i - 1, at), true);
        return;
    }
    if let Some(event) = kind_expires_after_an_event(s, i) {
        push(found, CueKind::LimitStatement, s.range(i, event), true);
        return;
    }
    let (grants, amount) = if matches!(s.w(i), "allows" | "permits") {
        (true, i + 1 + usize::from(s.is(i + 1, "up")))
    } else {
        let span = matches!(s.w(i + 1), "after" | "in" | "within" | "every");
        (false, if span { i + 2 } else { usize::MAX })
    };
    let subject_ok = !grants || i > 0 && !s.has(i - 1, lx::THING_PRONOUN);
    if subject_ok && numbers::is_quantity_at(s.t, amount) && !s.is_report_clause(s.clause_of(i)) {
        push(
            found,
            CueKind::LimitStatement,
            s.range(i, amount.min(i + 2)),
            true,
        );
    }
}

/// The token after an exact amount with a rate after a capacity verb at `i` (its unit), said in
/// the present of a thing: "the API (only) accepts 20 requests per minute", "the printer
/// takes 50 jobs an hour". Not a time ("the bus takes 40 minutes a day"), an estimate
/// ("about 20", "on average"), a person's habit ("she takes 3 classes a week"; "we accept
/// ..." is a house's policy), a forecast or a past.
fn capacity_rate_end(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    let subject = i.checked_sub(1 + usize::from(i > 0 && s.is(i - 1, "only")))?;
    let takes = matches!(s.w(i), "takes");
    // (Not "will accept 20 ... after the upgrade", a forecast.)
    let forecast = matches!(
        s.w(subject),
        "will" | "'ll" | "would" | "'d" | "could" | "might" | "may" | "to"
    );
    if !s.is_word(subject)
        || forecast
        || s.has(i + 1, lx::APPROXIMATION)
        || takes
            && s.has(
                subject,
                lx::THING_PRONOUN | lx::AGENT_SUBJECT | lx::PRINCIPAL,
            )
    {
        return None;
    }
    let q = numbers::quantity_at(s.t, i + 1)?;
    let after = i + 1 + q.len;
    let timed = q.unit.as_deref().is_some_and(numbers::is_time_unit_name);
    // (A few words on: a clause of thousands of rates stays linear.)
    let (_, clause_end) = s.segment_of(i);
    let averaged = (after..clause_end.min(after + 8))
        .any(|k| matches!(s.w(k), "average" | "avg" | "typically"));
    (!timed && !averaged && is_rate_at(s, after) && !s.is_report_clause(s.clause_of(i)))
        .then_some(after)
}

/// "The pool pass expires at 9 pm", "our parking permit runs out on the 30th" (or "runs until
/// 6 pm"): the time or date at which a grant named right before the verb at `i` ends, said now
/// (not "the movie ends at 9", nor "my pass expired last week"); the index of the time.
fn grant_ends_at(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    let grant = i > 0 && (is_allowance_noun(s.w(i - 1)) || s.has(i - 1, lx::LIMIT_NOUN));
    // "runs out on the 30th"; "runs until 6 pm", "runs through May 3" end it too.
    let ending = matches!(s.w(i + 1), "until" | "till" | "through");
    let after = i + 1 + usize::from(s.w(i) == "runs" && !ending);
    if !grant || s.w(i) == "runs" && !s.is(i + 1, "out") && !ending {
        return None;
    }
    if !ending && !matches!(s.w(after), "at" | "on" | "by" | "before" | "after") {
        return None;
    }
    let at = (after + 1..(after + 3).min(s.t.len())).find(|&k| {
        numbers::is_time_or_date(s.t, k)
            || numbers::is_date_word(s.t, k)
            || numbers::is_ordinal(s.t, k)
            || s.is(k, "midnight")
    })?;
    (!s.is_report_clause(s.clause_of(i))).then_some(at)
}

/// "Homes built before 1950 are outside our underwriting appetite", "claims older than a
/// year fall outside the policy": a kind of thing (a bare plural, or "any", "every", "all"
/// opening the clause) said now to lie outside a scope in force; the index of the scope's
/// noun. Not one thing outside someone's reach ("that question is outside my expertise") or a
/// past one ("the storm was outside our forecast").
fn kind_outside_a_scope(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    if i == 0
        || !matches!(
            s.w(i - 1),
            "are" | "fall" | "lie" | "sit" | "is" | "falls" | "lies" | "sits"
        )
    {
        return None;
    }
    let (start, end) = s.clause_of(i);
    let scope = (i + 1..end.min(i + 5))
        .take_while(|&k| s.is_word(k))
        .find(|&k| is_scope_noun(s.w(k)))?;
    // A kind: "any", "all", "every" first, or no determiner and a plural before the verb
    // ("pre-existing conditions", "homes built before 1950").
    let kind = super::is_universal_subject(&s.t[start])
        || !s.has(start, lx::ENGLISH_FUNCTION_WORD | lx::NOT_A_VERB)
            && (start..i - 1).any(|k| {
                let w = s.w(k);
                w.len() > 3 && w.ends_with('s') && !w.ends_with("ss") && s.is_word(k)
            });
    // From the verb on: "homes built before 1950" names the kind, it reports nothing.
    (kind && !s.is_report_clause((i - 1, end))).then_some(scope)
}

/// A scope a business keeps to: "policy", "coverage", "appetite", "guidelines", "remit"...
fn is_scope_noun(w: &str) -> bool {
    matches!(
        w,
        "policy"
            | "policies"
            | "coverage"
            | "appetite"
            | "guidelines"
            | "terms"
            | "remit"
            | "criteria"
            | "rules"
            | "eligibility"
            | "mandate"
            | "warranty"
            | "scope"
            | "programme"
            | "program"
    )
}

/// "Gift cards expire 12 months after purchase", "each voucher lapses 30 days from issue": a
/// kind of grant (a plural, or a singular after "each", "every", "any", "a") that ends a
/// span after an event, said now; the index of "after" or "from". Not one thing's date
/// ("my passport expires 3 May", "the cert expires on 3 May").
fn kind_expires_after_an_event(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    let plural = matches!(s.w(i), "expire" | "lapse");
    if !plural && !matches!(s.w(i), "expires" | "lapses") {
        return None;
    }
    let q = numbers::quantity_at(s.t, i + 1)?;
    if !q.unit.as_deref().is_some_and(numbers::is_time_unit_name) {
        return None;
    }
    // The unit is glued to the number ("12mo") or the word after it ("12 months").
    let after = (i + 1 + q.len..i + 3 + q.len).find(|&k| matches!(s.w(k), "after" | "from"))?;
    if !s.is_word(after + 1) {
        return None;
    }
    let (start, _) = s.clause_of(i);
    let opener = s.w(start);
    let kind = if plural {
        !matches!(
            opener,
            "my" | "his"
                | "her"
                | "their"
                | "these"
                | "those"
                | "i"
                | "we"
                | "they"
                | "most"
                | "some"
                | "many"
        )
    } else {
        matches!(opener, "each" | "every" | "any" | "a" | "an")
    };
    (kind && start < i && !s.is_report_clause(s.clause_of(i))).then_some(after)
}

/// "The company card only covers economy fares", "our insurance only pays for in-network
/// clinics", "your credentials only cover viewing declarations": "only" at `i` between a grant and what it pays for, said now (not "the report
/// only covers Q3", what a text holds).
fn grant_restricted(s: &Sentence<'_, '_>, i: usize) -> bool {
    // "The key you've been given only covers ...", "the token we issued you only covers
    // ...": the grant named before a relative clause (a pronoun opening it, words up to
    // "only").
    let granted = (i.saturating_sub(6)..i.saturating_sub(2))
        .find(|&j| {
            is_allowance_noun(s.w(j))
                && matches!(
                    s.w(j + 1),
                    "you" | "you've" | "we" | "we've" | "they" | "they've" | "i" | "i've" | "that"
                )
                && (j + 1..i).all(|k| s.is_word(k))
        })
        .unwrap_or(i.saturating_sub(1));
    // "Your portal credentials only cover viewing declarations": a plural grant, a plural verb.
    let plural = i > 0 && {
        let w = s.w(granted);
        w.len() > 3
            && w.ends_with('s')
            && (w == "credentials" || is_allowance_noun(&w[..w.len() - 1]))
    };
    i > 0
        && (is_allowance_noun(s.w(granted))
            && matches!(
                s.w(i + 1),
                "covers"
                    | "pays"
                    | "includes"
                    | "reimburses"
                    | "allows"
                    | "permits"
                    | "grants"
                    | "applies"
            )
            || plural
                && matches!(
                    s.w(i + 1),
                    "cover" | "pay" | "include" | "reimburse" | "allow" | "permit" | "grant"
                ))
        && s.is_word(i + 2)
        // (After a relative clause, read from "only" on: "you've been given" reports how the
        // grant came, not what it covers.)
        && !s.is_report_clause(if granted + 1 < i {
            (i, s.clause_of(i).1)
        } else {
            s.clause_of(i)
        })
}

/// The clause of token `i`, ended where "and", "but" or "so" opens a clause with a person of its own
/// ("a hard cap of $250 a month and we've used $180"): what is reported there does not make
/// the limit a report. Looked for within [`REACH`] tokens, so a long clause stays linear.
fn clause_before_a_new_subject(s: &Sentence<'_, '_>, i: usize) -> (usize, usize) {
    let (start, end) = s.clause_of(i);
    let new_subject = |k: usize| {
        s.t.get(k + 1).is_some_and(|n| {
            n.class & lx::AGENT_SUBJECT != 0
                || matches!(
                    &*n.text,
                    "i" | "i've" | "we've" | "we're" | "they've" | "you've"
                )
        })
    };
    let cut = (i + 1..end.min(i + REACH))
        .find(|&k| super::is_clause_conjunction(&s.t[k]) && new_subject(k))
        .unwrap_or(end);
    (start, cut)
}

/// The limit noun at `i` closes a label, a noun phrase before its colon with neither article
/// nor pronoun ("Foot passenger checked baggage allowance: 1 bag", "Student printed page quota:
/// 200"): a past form there modifies a noun, it tells no past ("We checked the baggage
/// allowance: 23 kg" does).
fn labels_a_limit(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.t.get(i + 1).is_some_and(|t| t.is_punct(':'))
        && (s.clause_of(i).0..i).all(|k| {
            s.is_word(k)
                && !s.has(k, lx::ENGLISH_FUNCTION_WORD)
                && !matches!(s.w(k), "he" | "she" | "his" | "her" | "their" | "who")
        })
}

/// A noun naming an allowance a rule grants: a plan, tier, license, seat, pass, access...
pub(super) fn is_allowance_noun(w: &str) -> bool {
    matches!(
        w,
        "tier"
            | "plan"
            | "license"
            | "licence"
            | "subscription"
            | "seat"
            | "account"
            | "pass"
            | "permit"
            | "visa"
            | "waiver"
            | "lease"
            | "exemption"
            | "ticket"
            | "voucher"
            | "membership"
            | "quota"
            | "allowance"
            | "policy"
            | "warranty"
            | "coverage"
            | "access"
            | "token"
            | "session"
            | "trial"
            | "link"
            | "code"
            | "budget"
            | "card"
            | "badge"
            | "insurance"
            | "stipend"
            | "discount"
            | "coupon"
            | "rate"
            | "key"
    )
}

/// "freeze", "embargo", "ban"...: a limit noun naming a pause or a ban in force.
pub(super) fn is_pause_noun(w: &str) -> bool {
    matches!(
        w,
        "freeze" | "embargo" | "moratorium" | "blackout" | "ban" | "curfew"
    )
}

/// The clause `(start, end)` forecasts when a time bound is met, and no earlier rule found a
/// duty in it: "will", "might" ("the parts will arrive by Friday at the latest"), or
/// "should" estimated from evidence ("judging by her pace it should be done by noon at the
/// latest"; "the report should be done by Friday at the latest" sets a deadline). A
/// clause addressed to the reader ("you should be done by ...") sets one too.
fn forecast_without_duty(s: &Sentence<'_, '_>, clause: (usize, usize), found: &[Found]) -> bool {
    let (from, to) = (s.t[clause.0].range.start, s.t[clause.1 - 1].range.end);
    let words = || (clause.0..clause.1).map(|k| s.w(k));
    let forecast = words().any(|w| {
        matches!(
            w,
            "will" | "'ll" | "won't" | "might" | "may" | "could" | "would"
        )
    }) || words().any(|w| w == "should") && estimates_from_evidence(s);
    forecast
        && !words().any(|w| matches!(w, "you" | "your" | "you'll" | "you've"))
        && !found
            .iter()
            .any(|f| f.decisive && f.cue.range.start >= from && f.cue.range.end <= to)
}

/// The sentence says what it estimates from: "judging by the queue", "going by her pace",
/// "at this rate", "at the current pace", "by the look of it", "from the looks of things".
fn estimates_from_evidence(s: &Sentence<'_, '_>) -> bool {
    (0..s.t.len()).any(|k| names_evidence_at(s, k))
}

/// Token `i` is a float that is no cash float: a float switch, a parade float, a number type
/// ("returns floats"). Only the cash a till or a counter is given to spend from, a "cash",
/// "petty-cash" or "till" float, is a limit like an allowance ("The petty-cash float for the
/// counter is NZ$200 a week"); so is one whose value, after "is" or "of", is a sum of money
/// ("Gift shop float is £150 for the season": cls62b; not "the float is stuck").
fn is_float_of_no_cash(s: &Sentence<'_, '_>, i: usize) -> bool {
    let money_after = || {
        matches!(s.w(i + 1), "is" | "of" | "stays" | "remains")
            && s.t.get(i + 2).is_some_and(|t| match t.kind {
                TokKind::Symbol(c) => numbers::currency_sign(c).is_some(),
                _ => {
                    numbers::currency_code(&t.text).is_some()
                        || numbers::glued_currency(&t.text).is_some()
                }
            })
    };
    matches!(s.w(i), "float" | "floats")
        && !(i > 0 && matches!(s.w(i - 1), "cash" | "petty-cash" | "till"))
        && !money_after()
}

/// Token `k` is the word of an evidence phrase: "judging (by)", "going (by the)", "(at this)
/// rate", "(at the current) pace", "(by the) look(s)".
fn names_evidence_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    match s.w(k) {
        "judging" => matches!(s.w(k + 1), "by" | "from"),
        "going" => {
            s.is(k + 1, "by")
                && matches!(
                    s.w(k + 2),
                    "the" | "her" | "his" | "their" | "our" | "its" | "how" | "what" | "this"
                )
        }
        "rate" | "pace" => {
            k >= 2 && s.is(k - 2, "at") && matches!(s.w(k - 1), "this" | "that" | "current")
        }
        "look" | "looks" => k >= 2 && matches!(s.w(k - 2), "by" | "from") && s.is(k - 1, "the"),
        _ => false,
    }
}

/// "Ye'll be back on the bus for half three and not a minute after", "be at the gate by
/// nine, not a second later": a time held to with "not a minute / moment / second" and
/// "after", "later", "past", "longer" or "over", in a sentence telling nothing past ("he got
/// there at nine and not a minute later" reports).
fn not_a_minute_after(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    const NOT: WordSet = WordSet::of_words(&["not"]);
    const SPANS: [&str; 4] = ["minute", "moment", "second", "day"];
    // Without "not" and one of the spans, no walk.
    if !(s.holds_any(&NOT) && s.holds_any(&const { WordSet::of_words(&SPANS) })) {
        return;
    }
    let Some(at) = (0..s.t.len().saturating_sub(3)).find(|&k| {
        s.seq(k, &["not", "a"])
            && SPANS.contains(&s.w(k + 2))
            && matches!(
                s.w(k + 3),
                "after" | "later" | "past" | "longer" | "over" | "late"
            )
    }) else {
        return;
    };
    if (0..s.t.len()).any(|k| s.has(k, lx::PAST_MARKER) || s.looks_past_at(k)) {
        return;
    }
    push(found, CueKind::LimitStatement, s.range(at, at + 3), true);
}

/// "Two biscuits each at afternoon tea and that's your lot", "one phone call a day, that is
/// your lot": a count, then "that's your lot" closing its clause, the speaker's word that no
/// more is given, in a sentence telling nothing past (cls63b; not "That's your lot in life",
/// no count, nor "we had two drinks and that was our lot", a past).
fn count_then_your_lot(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if !s.holds_any(&const { WordSet::of_words(&["your"]) }) {
        return;
    }
    // The index of "lot", after "that's your" or "that is your".
    let Some(lot) = (3..s.t.len()).find(|&k| {
        s.is(k, "lot")
            && s.is(k - 1, "your")
            && (s.is(k - 2, "that's") || s.seq(k - 3, &["that", "is"]))
            && s.t
                .get(k + 1)
                .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
    }) else {
        return;
    };
    let at = lot - 2 - usize::from(s.is(lot - 2, "is"));
    if (0..at).any(|k| numbers::is_quantity_at(s.t, k))
        && !(0..s.t.len()).any(|k| s.has(k, lx::PAST_MARKER) || s.looks_past_at(k))
    {
        push(found, CueKind::LimitStatement, s.range(at, lot), true);
    }
}
