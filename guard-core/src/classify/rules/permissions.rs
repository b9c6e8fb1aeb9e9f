//! Prohibitions and permissions: prohibition words ("forbidden", "not allowed", "off the table"),
//! permissions ("you can", "you may", "feel free to") and revocations ("no longer applies",
//! "is waived").

use super::{Found, Sentence, Subject, opens_with_a_bare_plural, push};
use crate::classify::CueKind;
use crate::classify::lexicon as lx;
use crate::classify::numbers;
use crate::classify::text::{Tok, TokKind};
use crate::classify::word_set::WordSet;

/// "Refunds may be issued by leads" permits an action; "the cache may be stale", "the
/// gripper may be miscalibrated", "the page may be unpublished" guess at a state.
pub(super) fn is_action_participle(s: &Sentence<'_, '_>, k: usize) -> bool {
    let w = s.w(k);
    (s.past_participle_at(k) || used_as_a_participle(s, k))
        && !s.has(k, lx::EPISTEMIC_BE_COMPLEMENT)
        && !(w.starts_with("mis") || w.starts_with("un") || w.starts_with("over"))
        // "Prices may be delayed", "requests may be throttled": what may happen to a thing.
        && !matches!(
            w,
            "delayed" | "throttled" | "lost" | "truncated" | "interrupted" | "affected"
                | "degraded" | "corrupted" | "cached" | "rounded" | "outdated"
        )
}

/// "Though nobody can confirm", "no one can say when the vessel sails", "nobody can explain
/// the difference", "nobody can tell me different": what nobody is able to know, the modal at `i` with a verb of knowing at
/// `verb` and no object but a question, a pronoun or a puzzle after it (not "nobody can
/// confirm orders over €500", a ban).
fn unknown_to_all(s: &Sentence<'_, '_>, i: usize, verb: usize) -> bool {
    let subject = s.subject_before(i).unwrap_or(i);
    (s.is(subject, "nobody") || s.is(subject, "one") && subject > 0 && s.is(subject - 1, "no"))
        && matches!(
            s.w(verb),
            "confirm"
                | "say"
                | "tell"
                | "explain"
                | "remember"
                | "recall"
                | "find"
                | "figure"
                | "agree"
                | "decide"
                | "predict"
                | "guess"
                | "verify"
                | "pinpoint"
                | "reproduce"
        )
        && (!s.is_word(verb + 1)
            || matches!(
                s.w(verb + 1),
                "it" | "this"
                    | "that"
                    | "why"
                    | "when"
                    | "what"
                    | "whether"
                    | "how"
                    | "where"
                    | "who"
                    | "if"
                    | "yet"
                    | "for"
                    | "out"
            )
            // "Nobody can explain the difference": a puzzle named as the object.
            || s.is(verb + 1, "the")
                && matches!(
                    s.w(verb + 2),
                    "difference" | "reason" | "cause" | "discrepancy" | "gap" | "delay" | "fault"
                )
            // "Nobody can tell me different": the speaker's conviction (cls68b; not "nobody
            // can tell me the code", a ban).
            || s.is(verb, "tell")
                && s.is(verb + 1, "me")
                && matches!(s.w(verb + 2), "different" | "otherwise"))
}

/// "used" at `k`, after a form of "be", is a passive's participle: "may be used only when
/// ...", "is used to seal the frames" (used for a purpose), not "used to" a former habit or
/// "is used to the cold" / "used to working" (accustomed). The lexicon leaves "used" out of
/// its participles for "used to".
pub(super) fn used_as_a_participle(s: &Sentence<'_, '_>, k: usize) -> bool {
    s.is(k, "used")
        && (!s.is(k + 1, "to") || s.has(k + 2, lx::BASE_VERB) && !s.w(k + 2).ends_with("ing"))
}

/// Token `i` is the last of its segment: punctuation or the end follows it.
fn ends_its_segment(s: &Sentence<'_, '_>, i: usize) -> bool {
    s.t.get(i + 1)
        .is_none_or(|t| matches!(t.kind, TokKind::Punct(_)))
}

/// The words at which [`prohibitions_and_permissions`] looks: every word its `match` names
/// (class `lexicon::BAN_HEAD`; a word missing here is never looked at).
#[rustfmt::skip]
pub(crate) const PERMISSION_HEAD_WORDS: &[&str] = &[
    "forbidden", "prohibited", "banned", "disallowed", "off-limits", "hands-off", "verboten",
    "no-go", "taboo", "non-starter", "nonstarter", "dealbreaker", "deal-breaker", "illegal", "allowed", "permitted", "authorized", "authorised", "tolerated",
    "acceptable", "cleared", "okayed", "approved", "against", "off", "out", "not", "under", "feel", "go", "welcome", "fine", "ok",
    "okay", "alright", "may", "can", "longer", "lifted", "waived", "suspended", "relaxed",
    "revoked", "rescinded", "void", "cancelled", "canceled", "scrapped", "dropped",
    "lifting", "dropping", "scrapping", "ditching", "axing",
    "withdrawn", "withdrew", "frozen", "disabled", "blocked", "paused", "removed", "restricted",
    "locked", "nil",
    "hold", "final", "doesn't", "don't",
    "refundable", "returnable", "exchangeable", "transferable", "cancellable", "cancelable",
    "redeemable", "reimbursable", "expensable", "billable", "combinable", "stackable",
    "non-refundable", "nonrefundable", "non-returnable", "non-exchangeable", "non-transferable",
    "non-cancellable", "non-reimbursable", "non-billable",
    "exempt", "exempted", "excused",
    "forfeit", "forfeits", "incur", "incurs",
    "need", "needs", "discouraged", "free", "permission", "at", "on", "in", "offence", "offense", "violation",
    "breach", "infraction", "cool", "prohibits", "forbids", "bans", "disallows", "excludes",
    "liable", "eligible", "ineligible", "responsible", "available", "unavailable", "greenlit",
    "green-lit", "green", "go-ahead", "ok'd", "oked", "signed", "pulled", "away",
    "taking", "revoking", "withdrawing", "suspending", "pulling", "removing", "cancelling",
    "canceling", "disabling", "freezing", "over", "gone", "finished",
];

/// "Should be fine to get the run done before lunch": the word at `i` follows "be" and a modal
/// of forecast, so it tells how things will go, no leave given.
fn forecast_be_at(s: &Sentence<'_, '_>, i: usize) -> bool {
    i >= 2 && s.is(i - 1, "be") && matches!(s.w(i - 2), "should" | "will" | "might" | "could")
}

/// A passive's agent naming everyone opens at token `k` or a word later: "by any engineer",
/// "by anyone on the team", "by all staff".
fn by_anyone(s: &Sentence<'_, '_>, k: usize) -> bool {
    (k..k + 2).any(|b| {
        s.is(b, "by")
            && matches!(
                s.w(b + 1),
                "any" | "anyone" | "anybody" | "everyone" | "everybody" | "every" | "each" | "all"
            )
    })
}

/// One to three words (after a count, if one opens it) open the segment of token `i` and end
/// right before it, none of a class in `unless`: a bare noun phrase, a kind of thing or a
/// sign's subject ("Remote work allowed", "Customer PII may not be ..."; not "the build",
/// "it").
fn bare_phrase_before(s: &Sentence<'_, '_>, i: usize, unless: u32) -> bool {
    let start = s.segment_of(i).0;
    // A count may open it ("1 cat allowed", "2 guests permitted per room").
    let first = start + usize::from(s.t[start].kind == TokKind::Number && start + 1 < i);
    (1..=3).contains(&(i - start)) && (first..i).all(|k| s.is_word(k) && !s.has(k, unless))
}

/// Nouns of a place or a stretch of time that a "no-X" compound before them keeps X out of
/// ("a no-phone zone", "a no-smoking area", "a no-meeting day"), or an "X-only" one keeps for
/// X alone ("a staff-only area", "guides-only territory"), or an "X-free" one keeps free of X
/// ("a smoke-free site", "the kiln yard is smoke-free": dia70).
const BANNED_FROM: &[&str] = &[
    "yard",
    "site",
    "premises",
    "building",
    "kitchen",
    "office",
    "workshop",
    "shed",
    "zone",
    "zones",
    "area",
    "areas",
    "room",
    "space",
    "floor",
    "deck",
    "corridor",
    "day",
    "days",
    "hour",
    "hours",
    "period",
    "week",
    "weekend",
    "territory",
];

/// Token `i` is a "no-X" compound naming a place or a stretch of time X is kept out of ("the
/// splice bay is a no-phone zone", "Fridays are no-meeting days"; "no-go" is a ban word of
/// its own), or an "X-only" compound naming one kept for X alone, everyone else kept out
/// ("the ladder is guides-only territory", "the back room is a staff-only area": cls65b).
/// Not "a no-win situation", "a no-show", "an invite-only launch", nor "no-one" (no place
/// after them). An "X-free" one too, before its place ("a smoke-free site") or closing the
/// sentence after the place and its "is" ([`place_said_free_of`]).
pub(super) fn no_compound_of_a_place(toks: &[Tok<'_>], i: usize) -> bool {
    let w = &*toks[i].text;
    let free = w.strip_suffix("-free").is_some_and(|x| !x.is_empty());
    (w.strip_prefix("no-")
        .is_some_and(|x| !x.is_empty() && x != "one" && x != "go")
        || w.strip_suffix("-only").is_some_and(|x| !x.is_empty())
        || free)
        && toks
            .get(i + 1)
            .is_some_and(|n| BANNED_FROM.contains(&&*n.text))
        || free && place_said_free_of(toks, i)
}

/// "Kiln yard is smoke-free.", "the kitchen's nut-free": the "X-free" compound at `i` closing
/// the sentence right after a place of [`BANNED_FROM`] and its present "is" or "are" (or the
/// place's glued "'s"): a place kept free of X (dia70; not "the bread is gluten-free", no
/// place, nor "the yard was weed-free", a past, nor "the yard is smoke-free since the ban", a
/// clause going on).
fn place_said_free_of(toks: &[Tok<'_>], i: usize) -> bool {
    let place = |w: &str| BANNED_FROM.contains(&w);
    let said = match toks.get(i.wrapping_sub(1)).map(|x| &*x.text) {
        Some("is" | "are") => i >= 2 && place(&toks[i - 2].text),
        Some(w) => w.strip_suffix("'s").is_some_and(place),
        None => false,
    };
    said && toks
        .get(i + 1)
        .is_none_or(|x| matches!(x.kind, TokKind::Punct('.' | '!')))
}

/// "The splice bay is a no-phone zone while the joint is open", "No-wake zone past the
/// buoys": a place or a stretch of time said to be a "no-X" one, in the present, or a label
/// opening its segment ([`no_compound_of_a_place`]). Not "it was a no-phone zone" (past),
/// "they declared a no-fly zone" (a past act, its compound after a verb).
fn no_compound_ban(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // Each "no-X" compound holds a hyphen: most sentences hold none.
    if !s.any_hyphen {
        return;
    }
    for i in 0..s.t.len() {
        if !s.t[i].hyphen || !no_compound_of_a_place(s.t, i) {
            continue;
        }
        // The copula before it, past "a"/"the" ("is a no-phone zone", "are no-meeting days").
        let k = i.checked_sub(usize::from(i > 0 && matches!(s.w(i - 1), "a" | "an" | "the")) + 1);
        let present = k.is_some_and(|k| {
            matches!(
                s.w(k),
                "is" | "are" | "'s" | "'re" | "becomes" | "stays" | "remains"
            )
        }) || place_said_free_of(s.t, i);
        if present || s.segment_of(i).0 == i && !s.is_report_clause(s.clause_of(i)) {
            push(found, CueKind::Prohibition, s.range(i, i + 1), true);
        }
    }
}

/// Prohibition words ("forbidden", "not allowed", "off the table"), permissions ("you can",
/// "you may", "feel free to") and revocations ("no longer applies", "is waived").
pub(super) fn prohibitions_and_permissions(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    if s.hypothetical || s.question {
        return;
    }
    permission_but_only(s, found);
    permission_but_not_before(s, found);
    permission_but_not_another(s, found);
    no_compound_ban(s, found);
    for i in s.heads(lx::BAN_HEAD) {
        let w = s.w(i);
        // Context tests, run only by the arms that need them.
        // ("The library once banned phones": "once" after its subject is "formerly".)
        // ("she thought we'd banned cake": "'d" before a participle is "had".)
        let past_before = || {
            i > 0
                && (matches!(s.w(i - 1), "was" | "were" | "wasn't" | "weren't" | "had" | "got")
                    || s.w(i - 1).ends_with("'d"))
                || i > 1 && matches!(s.w(i - 2), "was" | "were" | "wasn't" | "weren't")
                || i > 1 && s.is(i - 1, "once") && s.is_word(i - 2)
                // "had not been allowed", "had never been permitted": the past perfect.
                || i > 1
                    && s.is(i - 1, "been")
                    && (i.saturating_sub(4)..i - 1)
                        .any(|k| matches!(s.w(k), "had" | "hadn't") || s.w(k).ends_with("'d"))
        };
        let still =
            || (i.saturating_sub(3)..i).any(|k| matches!(s.w(k), "still" | "remains" | "remain"));
        let negated = || {
            i > 0
                // (Dialect "ain't" and "in't" too: "Smokin' in the pit in't allowed", cls70a;
                // "in't" right before the word is no "in the".)
                && matches!(s.w(i - 1), "not" | "isn't" | "aren't" | "ain't" | "in't" | "never" | "'re" if s.w(i - 1) != "'re" || s.is(i - 2, "not"))
                || i > 1 && matches!(s.w(i - 2), "not" | "isn't" | "aren't")
                // "You're no longer allowed to push to main": leave taken back, a ban now
                // (not "we were no longer allowed to", a past one).
                || i > 1
                    && s.seq(i - 2, &["no", "longer"])
                    && !(i > 2 && matches!(s.w(i - 3), "was" | "were" | "wasn't" | "weren't"))
        };
        match w {
            // "The lease prohibits subletting", "the policy forbids personal use": a present
            // ban, whoever states it (not "the old lease prohibited ...", a past form).
            "prohibits" | "forbids" | "bans" | "disallows"
                if i > 0
                    && s.is_word(i - 1)
                    && s.is_word(i + 1)
                    && !matches!(s.w(i - 1), "nothing" | "no" | "nobody" | "none" | "never")
                    && !matches!(s.w(i + 1), "nothing" | "none")
                    && !s.is_report_clause(s.clause_of(i)) =>
            {
                push(found, CueKind::Prohibition, s.range(i, i), true);
            }
            // "Your role excludes investment advice", "the license excludes commercial use":
            // what a role, scope or grant leaves out (not "the price excludes VAT").
            "excludes"
                if i > 0
                    && matches!(
                        s.w(i - 1),
                        "role"
                            | "scope"
                            | "mandate"
                            | "remit"
                            | "job"
                            | "brief"
                            | "license"
                            | "licence"
                            | "access"
                            | "permissions"
                            | "plan"
                            | "subscription"
                    )
                    && s.is_word(i + 1)
                    && !s.is_report_clause(s.clause_of(i)) =>
            {
                push(found, CueKind::Prohibition, s.range(i - 1, i), true);
            }
            "forbidden" | "prohibited" | "banned" | "disallowed" | "off-limits" | "hands-off"
            | "verboten" | "no-go" | "taboo" | "illegal" | "discouraged"
            // "Anything north of $40 a month is a non-starter": a verdict ruling it out.
            | "non-starter" | "nonstarter" | "dealbreaker" | "deal-breaker"
                if (!past_before() || still())
                    && !names_a_kind(s, i)
                    && (w != "hands-off" || !describes_a_manner(s, i))
                    && !sanctioned_once(s, i)
                    && !sanctions_counted(s, i) =>
            {
                push(found, CueKind::Prohibition, s.range(i, i), true);
            }
            // "Bed 3 is nil by mouth until her bloods are drawn": a care order that nothing
            // be eaten or drunk (not "was nil by mouth", a past one).
            "nil" if s.seq(i + 1, &["by", "mouth"]) && !past_before() => {
                push(found, CueKind::Prohibition, s.range(i, i + 2), true);
            }
            "allowed" | "permitted" | "authorized" | "authorised" | "tolerated" | "acceptable"
                if !(0..i).any(|k| matches!(s.w(k), "i" | "i'm"))
                    && (negated()
                        || i.checked_sub(1).is_some_and(|p| s.is(p, "n't"))
                        || i > 0 && matches!(s.w(i - 1), "isn't" | "aren't"))
                    && !past_before()
                    && !never_let_in_the_past(s, i) =>
            {
                push(
                    found,
                    CueKind::Prohibition,
                    s.range(i.saturating_sub(2), i),
                    true,
                );
            }
            "allowed" | "permitted" | "authorized" | "authorised"
                if !past_before()
                    && !negated()
                    && !asked_whether(s, i)
                    && (i == 0
                        || !s.is_word(i - 1)
                        || matches!(
                            s.w(i - 1),
                            "is" | "are"
                                | "be"
                                | "'re"
                                | "'s"
                                | "also"
                                | "now"
                                | "still"
                                | "you're"
                                // Chat spellings of "you're": "ur allowed to push now"
                                // ("ur" reads as "your").
                                | "youre"
                                | "your"
                                | "being"
                                | "get"
                                | "gets"
                        )
                        // "the only one allowed to restart it", "the only people permitted
                        // to": a restriction.
                        || s.is(i + 1, "to")
                            && (i.saturating_sub(3)..i).any(|k| s.is(k, "only"))
                            && !s.is_report_clause(s.clause_of(i))
                        // "The only shell allowed on the build hosts is bash 5".
                        || the_only_one_allowed(s, i)
                        // "Dogs allowed on the patio", "deploys allowed Tuesday to Thursday":
                        // a sign's permission, a bare plural or an activity before the
                        // participle (not "dogs allowed us to relax", a past verb and its
                        // object).
                        // "Remote work permitted, max 2 days a week": a short noun phrase and
                        // the participle closing its segment.
                        || ends_its_segment(s, i)
                            && bare_phrase_before(s, i, lx::ENGLISH_FUNCTION_WORD)
                        // "Remote work allowed on Fridays", "Lot B parking permitted for
                        // staff after 18:00": a short noun phrase, the participle, and where
                        // or when (not "remote work allowed for flexibility", a past verb).
                        || bare_phrase_before(s, i, lx::ENGLISH_FUNCTION_WORD)
                            && (w == "permitted" && s.is(i + 1, "for")
                                || matches!(
                                s.w(i + 1),
                                "on" | "in"
                                    | "at"
                                    | "after"
                                    | "before"
                                    | "during"
                                    | "until"
                                    | "only"
                                    | "between"
                                    | "from"
                                    | "outside"
                                    | "inside"
                                    | "within"
                                    | "per"
                            )
                                // "Remote work allowed up to 2 days a week", "... ≤2 d/wk":
                                // the bound of what is allowed.
                                || s.has(i + 1, lx::COMPARATOR)
                                || numbers::is_quantity_at(s.t, i + 1))
                        // "Only allowed when nobody is on the roof": "only" opening the
                        // segment, a note's permission narrowed, its subject left out
                        // (cls66b; not "only allowed us in after six", a past verb and its
                        // object).
                        || s.segment_of(i).0 + 1 == i
                            && (s.w(i - 1).ends_with('s')
                                || lx::is_gerund_of_base_verb(s.w(i - 1))
                                || s.is(i - 1, "only"))
                            && !matches!(
                                s.w(i + 1),
                                "us" | "me" | "him" | "her" | "them" | "it" | "you" | "to" | "the"
                                    | "a" | "an"
                            )) =>
            {
                push(
                    found,
                    CueKind::Permission,
                    s.range(i.saturating_sub(1), i),
                    true,
                );
            }
            // "Jordan has cleared you to read the payroll sheet", "legal has okayed us to
            // share the deck": leave given to the one addressed, in force now (not "she
            // allowed us to leave early", a past event).
            "allowed" | "permitted" | "authorized" | "authorised" | "cleared" | "okayed"
            | "approved"
                if granted_to_us_now(s, i) =>
            {
                push(found, CueKind::Permission, s.range(i - 1, i + 2), true)
            }
            // "The client has okayed using stock photos", "legal approved the draft for
            // external use": leave given for an act, still in force.
            "okayed" | "ok'd" | "oked" | "approved" | "cleared" | "greenlit" | "green-lit"
                if approval_in_force(s, i, i + 1) =>
            {
                push(found, CueKind::Permission, s.range(i, i), true)
            }
            // "Maria signed off on hiring two temps".
            "signed" if s.seq(i + 1, &["off", "on"]) && approval_in_force(s, i, i + 3) => {
                push(found, CueKind::Permission, s.range(i, i + 2), true)
            }
            // "Sarah gave the green light to invoice in euros", "... the go-ahead for the
            // launch".
            "green" | "go-ahead" if go_ahead_given(s, i) => {
                push(found, CueKind::Permission, s.range(i, i), true)
            }
            // "You're cleared to merge": a permission (not "the table is cleared").
            "cleared"
                if s.is(i + 1, "to")
                    && i > 0
                    && matches!(s.w(i - 1), "'re" | "you're" | "are" | "is" | "we're")
                    && !past_before() =>
            {
                push(found, CueKind::Permission, s.range(i - 1, i + 1), true)
            }
            // "Sharing credentials is against policy", "... against the rules".
            "against"
                if i > 0
                    && matches!(s.w(i - 1), "is" | "are" | "'s" | "'re")
                    && (s.has(i + 1, lx::PRINCIPAL)
                        || s.is(i + 1, "the") && s.has(i + 2, lx::PRINCIPAL))
                    && !past_before() =>
            {
                push(found, CueKind::Prohibition, s.range(i - 1, i + 1), true)
            }
            // "That's off the table", "nuts are off the menu in the Sunflower room".
            "off" if s.is(i + 1, "the") && matches!(s.w(i + 2), "table" | "menu")
                || s.is(i + 1, "limits") =>
            {
                push(
                    found,
                    CueKind::Prohibition,
                    s.range(i, i + 2),
                    !past_before(),
                );
            }
            "out" if s.seq(i + 1, &["of", "the", "question"]) && !past_before() => {
                push(found, CueKind::Prohibition, s.range(i, i + 3), true)
            }
            "out" if declared_out_of_bounds(s, i) && !past_before() => {
                push(found, CueKind::Prohibition, s.range(i, i + 2), true)
            }
            // "Customer names stay out of Slack": kept out, a ban on putting them there.
            "out" if super::stays_out_of(s.t, i) && !s.is_report_clause(s.clause_of(i)) => {
                push(found, CueKind::Prohibition, s.range(i - 1, i + 1), true)
            }
            "not" if s.seq(i + 1, &["an", "option"]) && !past_before() => {
                push(found, CueKind::Prohibition, s.range(i, i + 2), true)
            }
            // "under no circumstance" (singular, as said in other Englishes) bans as the
            // plural does (pol46).
            "under"
                if s.is(i + 1, "no") && matches!(s.w(i + 2), "circumstances" | "circumstance") =>
            {
                push(found, CueKind::Prohibition, s.range(i, i + 2), true)
            }
            // "At no point may a refund exceed the charge", "at no time should ...", "on no
            // account is the vault to be opened": the negative opener inverts a present modal
            // (not "at no point did it fail"); opening a clause, it bans the order after it
            // ("On no account open the vault alone", "in no case share the password").
            "at" | "on" | "in"
                if s.is(i + 1, "no")
                    && matches!(s.w(i + 2), "point" | "time" | "account" | "case" | "stage")
                    && (matches!(
                        s.w(i + 3),
                        "may"
                            | "can"
                            | "should"
                            | "must"
                            | "shall"
                            | "will"
                            | "is"
                            | "are"
                            | "do"
                            | "does"
                    ) || i == s.clause_of(i).0 && s.has(i + 3, lx::BASE_VERB)) =>
            {
                push(found, CueKind::Prohibition, s.range(i, i + 3), true)
            }
            // Not the courtesy "feel free to reach out if you have questions".
            "feel"
                if s.seq(i + 1, &["free", "to"])
                    && !s.seq(i + 3, &["reach", "out"])
                    && !s.t[i + 3..].windows(3).any(|w| {
                        w[0].text == "if" && w[1].text == "you" && w[2].text == "have"
                    }) =>
            {
                push(found, CueKind::Permission, s.range(i, i + 2), true)
            }
            "go" if s.seq(i + 1, &["ahead", "and"]) => {
                push(found, CueKind::Permission, s.range(i, i + 2), true)
            }
            // "You're welcome to ...", "The sitter is welcome to use the car": leave given
            // to someone (not "it is free to join", a price).
            "welcome" | "free"
                if s.is(i + 1, "to")
                    && i > 0
                    && (matches!(s.w(i - 1), "'re" | "are" | "you're" | "youre" | "your")
                        || s.w(i - 1) == "is"
                            && i > 1
                            && s.is_word(i - 2)
                            && !matches!(
                                s.w(i - 2),
                                "it" | "this" | "that" | "which" | "entry"
                            )
                            && lx::is_base_verb(s.w(i + 2))) =>
            {
                push(found, CueKind::Permission, s.range(i - 1, i + 1), true)
            }
            // "You have my permission to restart the staging cluster".
            "permission"
                if s.is(i + 1, "to")
                    && i > 0
                    && (matches!(s.w(i - 1), "have" | "has")
                        || i > 1
                            && matches!(s.w(i - 1), "my" | "our" | "full" | "explicit")
                            && matches!(s.w(i - 2), "have" | "has")) =>
            {
                push(found, CueKind::Permission, s.range(i, i + 1), true)
            }
            // "Working from the café on client data is not okay": an activity ruled out.
            "fine" | "ok" | "okay" | "alright" | "cool"
                if negated()
                    && !past_before()
                    && lx::is_gerund_of_base_verb(s.w(s.segment_of(i).0)) =>
            {
                push(
                    found,
                    CueKind::Prohibition,
                    s.range(i.saturating_sub(1), i),
                    true,
                )
            }
            // "Direct pushes to main are a fireable offence": a kind of act named a wrong (not
            // "that was a breach of contract", one event judged).
            "offence" | "offense" | "violation" | "breach" | "infraction"
                if names_a_wrong(s, i) =>
            {
                push(found, CueKind::Prohibition, s.range(i, i), true)
            }
            // "Bookings cancelled with less than 48 hours' notice forfeit the deposit", "late
            // returns incur a £5 fee": the penalty a class of acts carries.
            "forfeit" | "forfeits" | "incur" | "incurs" => {
                if let Some(penalty) = penalty_a_class_pays(s, i) {
                    push(found, CueKind::LimitStatement, s.range(i, penalty), true)
                }
            }
            // "First offence is a warning", "second violation: a one-week ban": the penalty a
            // kind of wrong carries.
            "offence" | "offense" | "violation" | "breach" | "infraction" => {
                if let Some(penalty) = penalty_it_carries(s, i) {
                    push(found, CueKind::Prohibition, s.range(i, penalty), true)
                }
            }
            // "I'm okay with you rescheduling", "it's fine if you skip the recap": leave given
            // (not "I'm fine with that", nor "it's okay if you can't make it", a reassurance).
            // "Fine by me if you move my call", "ok with me to skip it": whose leave it is
            // comes first.
            "fine" | "ok" | "okay" | "alright"
                if {
                    let k = after_whose_leave(s, i);
                    (s.seq(k, &["with", "you"]) && lx::is_gerund_of_base_verb(s.w(k + 2))
                        || s.seq(k, &["if", "you"]) && s.has(k + 2, lx::BASE_VERB))
                        && !past_before()
                        && !s.question
                } =>
            {
                let k = after_whose_leave(s, i);
                push(found, CueKind::Permission, s.range(i, k + 1), true)
            }
            // "It's fine to skip the recap", "it's okay for the bot to skip small talk".
            "fine" | "ok" | "okay" | "alright"
                if leave_to_act_at(s, after_whose_leave(s, i))
                    && !past_before()
                    && !judges_a_thing(s, i)
                    && !forecast_be_at(s, i) =>
            {
                push(found, CueKind::Permission, s.range(i, i + 2), true)
            }
            // "Nobody (outside finance) may see salary data": a ban on everyone else.
            "may"
                if s.is(s.segment_of(i).0, "nobody")
                    && s.is_word(i + 1)
                    && !s.is_report_clause(s.clause_of(i)) =>
            {
                push(
                    found,
                    CueKind::Prohibition,
                    s.range(s.segment_of(i).0, i + 1),
                    true,
                );
            }
            // "The staging cluster may be reset by any engineer": leave given to everyone
            // (not "the cluster may be reset tonight", a guess).
            "may" | "can"
                if s.is(i + 1, "be")
                    // (A participle such as "reset" is spelled as its verb.)
                    && (s.past_participle_at(i + 2) || s.has(i + 2, lx::BASE_VERB))
                    && by_anyone(s, i + 3)
                    && !s.hedged =>
            {
                push(
                    found,
                    CueKind::Permission,
                    s.range(s.subject_before(i).unwrap_or(i), i + 2),
                    true,
                );
            }
            // "You may no longer use the corporate card", "contractors can no longer deploy":
            // leave taken back, a ban from now on (not "we can no longer reproduce it", a
            // report, nor "it can no longer be reached").
            "may" | "can"
                if s.seq(i + 1, &["no", "longer"])
                    && lx::is_base_verb(s.w(i + 3))
                    && s.w(s.subject_before(i).unwrap_or(i)) != "we"
                    // (A person: "contractors", not "the old laptop can no longer run it".)
                    && match s.subject(i) {
                        Subject::Agent => true,
                        Subject::Noun => i > 0 && s.has(i - 1, lx::AGENT_SUBJECT),
                        _ => false,
                    }
                    && !s.question =>
            {
                let from = s.subject_before(i).unwrap_or(i);
                push(found, CueKind::Prohibition, s.range(from, i + 2), true);
            }
            "may" | "can" if !s.is(i + 1, "not") => {
                let subject = s.subject(i);
                let next = s.w(i + 1);
                // "you may also ...", "you can now ...": an adverb before the verb granted.
                let verb = if matches!(next, "only" | "also" | "still" | "now") {
                    s.w(i + 2)
                } else {
                    next
                };
                // The verb's token: its class also reads a prefixed verb ("may auto-merge").
                let verb_at = i + 1 + usize::from(next != verb);
                let base_verb = s.has(verb_at, lx::BASE_VERB) || issues_or_voids(verb);
                // After "you can", any plain word is the verb granted ("you can reformat
                // files"), whether or not the verb list knows it.
                let addressed_verb = || {
                    s.w(s.subject_before(i).unwrap_or(i)) == "you"
                        && s.is_word(i + 1 + usize::from(next != verb))
                        && !s.has(i + 1 + usize::from(next != verb), lx::NOT_A_VERB)
                        && !verb.ends_with("ly")
                };
                // "You may have seen the announcement": a guess about the past, no leave (not
                // "may have read access", a grant).
                let participle = i + 2 + usize::from(next != verb);
                let guessed_past = verb == "have"
                    && s.past_participle_at(participle)
                    && !matches!(
                        s.w(participle + 1),
                        "access" | "permission" | "permissions" | "rights" | "privileges"
                    );
                // "The sponsor may push the lock to August — they haven't decided yet": a
                // possibility left open, no leave.
                let left_open = || w == "may" && leaves_it_undecided(s, i);
                // "There's nothing anyone can do about it", "nowt you can do": what cannot be
                // helped, a clause of "nothing", no leave.
                let cannot_be_helped = || {
                    s.subject_before(i).is_some_and(|j| {
                        j > 0
                            && (matches!(s.w(j - 1), "nothing" | "nowt" | "nought" | "little")
                                || j > 1 && s.seq(j - 2, &["not", "much"]))
                    })
                };
                // "Interns may look at the registers but not the original volumes": leave
                // given with its limit said (not "prices may rise but not by much").
                let limit_said = || {
                    base_verb
                        && (i + 2..s.segment_of(i).1).any(|k| {
                            s.seq(k, &["but", "not"])
                                && matches!(
                                    s.w(k + 2),
                                    "the"
                                        | "any"
                                        | "their"
                                        | "our"
                                        | "your"
                                        | "these"
                                        | "those"
                                        | "other"
                                )
                        })
                };
                let permits = match subject {
                    Subject::Agent if guessed_past => false,
                    Subject::Agent if limit_said() => true,
                    Subject::Agent => {
                        verb == "have"
                            // "Contractors may only work on the frontend repo."
                            || w == "may"
                                && next == "only"
                                && s.is_word(i + 2)
                                && !s.has(i + 2, lx::NOT_A_VERB)
                            // "You may work from home on Fridays": "work" is stative only
                            // of things ("it works").
                            || (base_verb || addressed_verb())
                                && (!lx::is_stative_verb(verb)
                                    || verb == "work"
                                        && w == "may"
                                        && s.w(s.subject_before(i).unwrap_or(i)) == "you")
                    }
                    Subject::Noun => {
                        let complement = i + 2 + usize::from(next != verb);
                        // "Each customer may redeem the voucher once": a permission to everyone
                        // of a class, whatever its verb, with the verb's object.
                        let each = s.subject_before(i).is_some_and(|j| {
                            j > 0 && matches!(s.w(j - 1), "each" | "every" | "all")
                        }) && s.is_word(i + 1)
                            && super::opens_object(s.w(i + 2));
                        // "Invigilators can leave the hall once a replacement has signed":
                        // a class of people (a plural agent noun: "-ors", "-ers", "-ists",
                        // "-ants", "-ees", "-ians") given leave held to a condition (not
                        // "Prices can change after the sale").
                        let people = || {
                            let noun = s.w(s.segment_of(i).0);
                            ["ors", "ers", "ists", "ants", "ees", "ians"]
                                .iter()
                                .any(|end| noun.ends_with(end))
                        };
                        let held = || {
                            (i + 2..s.segment_of(i).1).any(|k| {
                                matches!(s.w(k), "once" | "after" | "until" | "unless")
                            })
                        };
                        // "The Bo flight may still go today", "the match may still go
                        // ahead": what may yet happen to a thing, a guess (cls48; "you may
                        // still submit" gives leave to a person).
                        let may_still = w == "may" && next == "still";
                        next == "only"
                            || super::opens_with_a_bare_plural(s, i) && limit_said()
                            || w == "may"
                                && !may_still
                                && verb != "be"
                                && (base_verb || each)
                                && !lx::is_stative_verb(verb)
                            || w == "can"
                                && base_verb
                                && !lx::is_stative_verb(verb)
                                && super::opens_with_a_bare_plural(s, i)
                                && people()
                                && held()
                            || verb == "be" && is_action_participle(s, complement)
                    }
                    _ => false,
                };
                // "We can ...": the team's own ability; "None of the kids can have sugar":
                // leave given to nobody, a ban (read by the negation detector).
                let our_ability = subject == Subject::Agent
                    && w == "can"
                    && s.w(s.subject_before(i).unwrap_or(0)) == "we"
                    && next != "only";
                // "..., which is more than you can say for that chipper": an idiom.
                let more_than_you_can_say = s.is(verb_at, "say")
                    && i >= 3
                    && s.seq(i - 3, &["more", "than", "you"]);
                // "It's fat bloom, you can tell from the greasy sheen": an inference.
                let can_tell_from = s.is(verb_at, "tell") && matches!(s.w(verb_at + 1), "from" | "by");
                let no_leave = our_ability
                    || more_than_you_can_say
                    || can_tell_from
                    || super::granted_to_none(s, i)
                    || cannot_be_helped()
                    || left_open()
                    || unknown_to_all(s, i, verb_at);
                if permits && !no_leave {
                    let kind = if next == "only" {
                        CueKind::LimitStatement
                    } else {
                        CueKind::Permission
                    };
                    let from = s.subject_before(i).unwrap_or(i);
                    push(found, kind, s.range(from, i + 1), true);
                }
            }
            // "Passwords may not be reused", "refunds may not be issued without a receipt": a
            // passive ban (not "the build may not be finished yet", a forecast).
            "may"
                if s.is(i + 1, "not")
                    && s.is(i + 2, "be")
                    // "The password may not be shared with anyone", "... without a receipt":
                    // a ban whatever the subject is.
                    && (opens_with_a_bare_plural(s, i)
                        || bare_phrase_before(s, i, lx::ENGLISH_FUNCTION_WORD | lx::NOT_A_VERB)
                        || (i + 4..i + 7).any(|k| {
                            matches!(s.w(k), "anyone" | "anybody" | "without" | "unless" | "outside")
                        })
                        // "The gate code may not be given out", "the file may not be copied":
                        // an act of passing a thing on, which someone allows or not.
                        || passes_a_thing_on(s.w(i + 3)))
                    && s.past_participle_at(i + 3)
                    && !lx::is_epistemic_be_complement(s.w(i + 3))
                    && !matches!(s.w(i + 4), "yet" | "until" | "in")
                    // "may not be finished by Friday" forecasts; "may not be accepted by
                    // staff" names who is barred.
                    && !(s.is(i + 4, "by") && names_a_time(s, i + 5))
                    && !s.hedged =>
            {
                push(
                    found,
                    CueKind::Prohibition,
                    s.range(s.subject_before(i).unwrap_or(i), i + 3),
                    true,
                );
            }
            // "Guests may not bring pets" (not "the vendor may not support TLS 1.3 yet", a
            // guess: a verb no one chooses to do, or a state not reached "yet").
            "may"
                if s.is(i + 1, "not")
                    && matches!(s.subject(i), Subject::Agent | Subject::Noun)
                    && s.w(i + 2) != "be"
                    && !matches!(
                        s.w(i + 2),
                        "support"
                            | "work"
                            | "exist"
                            | "matter"
                            | "know"
                            | "understand"
                            | "recognize"
                            | "recognise"
                            | "apply"
                            | "fit"
                            | "arrive"
                            | "happen"
                            | "last"
                            | "need"
                            | "notice"
                            | "realize"
                            | "realise"
                            | "remember"
                    )
                    && !(i + 3..s.clause_of(i).1).any(|k| matches!(s.w(k), "yet" | "anymore")) =>
            {
                push(
                    found,
                    CueKind::Prohibition,
                    s.range(s.subject_before(i).unwrap_or(i), i + 1),
                    true,
                );
            }
            "longer" if i > 0 && s.is(i - 1, "no") => {
                let next = s.w(i + 1);
                let revokes = matches!(
                    next,
                    "applies"
                        | "apply"
                        | "required"
                        | "needed"
                        | "necessary"
                        | "mandatory"
                        | "binding"
                        | "valid"
                        | "relevant"
                        | "in"
                        | "a"
                        | "have"
                        | "need"
                        | "needs"
                        | "has"
                ) || (matches!(next, "is" | "are")
                    && matches!(
                        s.w(i + 2),
                        "required" | "needed" | "necessary" | "mandatory" | "binding" | "in" | "a"
                    ));
                if revokes {
                    push(found, CueKind::Revocation, s.range(i - 1, i + 1), true);
                }
            }
            // "The wet-sheep ban's lifted", "the standstill was lifted this morning": a rule
            // ended now, or earlier today (not "the ban was lifted in 2019") (cls58).
            "lifted" | "waived" | "suspended" | "relaxed" | "revoked" | "rescinded" | "void"
            | "cancelled" | "canceled" | "scrapped" | "dropped"
                if i > 0
                    && (matches!(s.w(i - 1), "is" | "are" | "'s" | "been" | "now")
                        || s.w(i - 1).strip_suffix("'s").is_some_and(names_a_rule)
                        || ended_today(s, i)
                        // "Nut ban lifted, satay's back on", "AS350 grounding lifted.": the
                        // copula clipped, the clause closed or its time now (not "the ban
                        // lifted in May", told).
                        || (names_a_rule(s.w(i - 1)) || s.is(i - 1, "grounding"))
                            && (ends_its_segment(s, i)
                                || matches!(s.w(i + 1), "as" | "from" | "now" | "today")))
                    && (s.t[..i]
                        .iter()
                        .any(|t| names_a_rule(t.text.strip_suffix("'s").unwrap_or(&t.text)))
                        || s.is(i - 1, "grounding")
                        // "The hold on the hedge work is lifted": a pause put on a work
                        // (cls59; not the ship's hold).
                        || (1..i).any(|k| s.is(k - 1, "the") && s.seq(k, &["hold", "on"]))
                        // "Grounding of the AS350 is lifted": a craft's grounding, a pause
                        // on its flying (cls60; not "the grounding wire").
                        || (0..i).any(|k| s.is(k, "grounding") && matches!(s.w(k + 1), "of" | "on")))
                    && (!past_before() || ended_today(s, i)) =>
            {
                push(found, CueKind::Revocation, s.range(i - 1, i), true);
            }
            // "The cardboard-only restriction on bay 3 is over as of today", "the no-shoes rule
            // is gone": a rule said to have ended, in the present, where its clause ends (not
            // "the ban was over by September", told of the past, nor "the cap is over the
            // limit") (cls56).
            "over" | "gone" | "finished"
                if i > 0
                    && matches!(s.w(i - 1), "is" | "are" | "'s" | "now")
                    && (ends_its_segment(s, i)
                        || matches!(s.w(i + 1), "as" | "from" | "now" | "today"))
                    && s.t[..i].iter().any(|t| names_a_rule(&t.text)) =>
            {
                push(found, CueKind::Revocation, s.range(i - 1, i), true);
            }
            // "The word limit doesn't apply anymore": a rule said to bind no longer (not "the
            // discount doesn't apply to my order", a fact about a thing).
            "doesn't" | "don't"
                if s.is(i + 1, "apply")
                    && s.t[i.saturating_sub(4)..i]
                        .iter()
                        .any(|t| names_a_rule(&t.text))
                    && matches!(s.w(i + 2), "anymore" | "any" | "now" | "here" | "") =>
            {
                push(found, CueKind::Revocation, s.range(i, i + 1), true);
            }
            // "Your write access to the bucket is revoked until further notice": a grant
            // withdrawn now bars its holder.
            "revoked" | "suspended" | "withdrawn" | "frozen" | "disabled" | "blocked"
            | "paused" | "removed" | "restricted" | "locked"
                if !past_before() =>
            {
                if let Some(grant) = withdrawn_grant(s, i) {
                    push(found, CueKind::Prohibition, s.range(grant, i), true);
                } else if let Some(grant) = revoked_from_someone(s, i) {
                    push(found, CueKind::Prohibition, s.range(i, grant), true);
                }
            }
            // (The verb alone: a quoted ban after it is its object, not a quotation.)
            "lifting" | "dropping" | "scrapping" | "ditching" | "axing"
                if rule_ended_now(s, i) =>
            {
                push(found, CueKind::Revocation, s.range(i, i), true);
            }
            "taking" | "revoking" | "withdrawing" | "suspending" | "pulling" | "removing"
            | "cancelling" | "canceling" | "disabling" | "freezing" => {
                if let Some(grant) = grant_taken_back_now(s, i) {
                    push(found, CueKind::Prohibition, s.range(i, grant), true);
                }
            }
            "withdrew" | "rescinded" | "pulled" => {
                if let Some(grant) = revoked_from_someone(s, i) {
                    push(found, CueKind::Prohibition, s.range(i, grant), true);
                }
            }
            // "Finance has taken away the intern's access".
            "away" if i > 0 && matches!(s.w(i - 1), "taken" | "took") => {
                if let Some(grant) = revoked_from_someone(s, i) {
                    push(found, CueKind::Prohibition, s.range(i - 1, grant), true);
                }
            }
            // "Your booking privileges are on hold".
            "hold" if i > 0 && s.is(i - 1, "on") => {
                if let Some(grant) = withdrawn_grant(s, i - 1) {
                    push(found, CueKind::Prohibition, s.range(grant, i), true);
                }
            }
            // "Sale items are non-refundable", "vouchers are not transferable": what a
            // customer is entitled to do with a thing, stated of it now.
            "refundable" | "returnable" | "exchangeable" | "transferable" | "cancellable"
            | "cancelable" | "redeemable" | "reimbursable" | "expensable" | "billable"
            | "combinable" | "stackable" | "non-refundable" | "nonrefundable"
            | "non-returnable" | "non-exchangeable" | "non-transferable" | "non-cancellable"
            | "non-reimbursable" | "non-billable" => {
                if let Some(denied) = entitlement_denied(s, i) {
                    let kind = if denied || w.starts_with("non") {
                        CueKind::Prohibition
                    } else {
                        CueKind::Permission
                    };
                    push(found, kind, s.range(i.saturating_sub(2), i), true);
                }
            }
            // "Staff setting routes are exempt", "students with a note are excused from PE":
            // whom a rule does not bind, stated now (not "he was exempt last year"); "not
            // exempt" says it binds them.
            "exempt" | "exempted" | "excused" if !s.is_report_clause(s.clause_of(i)) => {
                if let Some(denied) = entitlement_denied(s, i) {
                    let kind = if denied {
                        CueKind::DeonticModal
                    } else {
                        CueKind::Permission
                    };
                    push(found, kind, s.range(i.saturating_sub(2), i), true);
                }
            }
            // "Interns are not eligible for the bonus", "refunds are unavailable for sale
            // items": a responsibility or a benefit denied to a kind of party or thing.
            "liable" | "eligible" | "ineligible" | "responsible" | "available" | "unavailable"
                if denies_for_a_kind(s, i) =>
            {
                push(
                    found,
                    CueKind::Prohibition,
                    s.range(i.saturating_sub(2), i + 1),
                    true,
                );
            }
            // "Clearance items are final sale": no return or exchange.
            "final" if s.is(i + 1, "sale") && entitlement_denied(s, i).is_some() => {
                push(found, CueKind::Prohibition, s.range(i, i + 1), true);
            }
            // Not "you don't need to be an expert to see it": a remark, not a lifted duty.
            "need" | "needs"
                if i > 0
                    && matches!(s.w(i - 1), "don't" | "doesn't")
                    && s.is(i + 1, "to")
                    && !(s.is(i + 2, "be") && matches!(s.w(i + 3), "a" | "an"))
                    && matches!(
                        s.subject(i - 1),
                        Subject::Agent | Subject::None | Subject::Noun
                    ) =>
            {
                push(found, CueKind::Revocation, s.range(i - 1, i + 1), true);
            }
            _ => {}
        }
    }
}

/// "to skip", "for the summariser to skip": leave to act opening at `k`, after a word of
/// leave ("fine"), for someone named in at most three words.
fn leave_to_act_at(s: &Sentence<'_, '_>, k: usize) -> bool {
    let to = if s.is(k, "for") {
        (k + 2..k + 5).find(|&j| s.is(j, "to"))
    } else {
        Some(k).filter(|&j| s.is(j, "to"))
    };
    // (Not "fine for me to be honest": an aside.)
    to.is_some_and(|j| {
        s.has(j + 1, lx::BASE_VERB)
            && !(s.is(j + 1, "be") && matches!(s.w(j + 2), "honest" | "fair"))
    })
}

/// "The contract looks fine to renew", "the draft seems OK to send": a thing judged by how
/// it looks, "fine" at `i` after a verb of seeming whose subject is no bare "it" or "that"
/// (not "it looks fine to skip the recap", leave).
fn judges_a_thing(s: &Sentence<'_, '_>, i: usize) -> bool {
    i >= 2
        && matches!(
            s.w(i - 1),
            "looks" | "look" | "looked" | "seems" | "seem" | "seemed" | "sounds" | "sound"
        )
        && !matches!(s.w(i - 2), "it" | "that" | "this")
}

/// The token after "fine" (or "ok") at `i` and the speaker whose leave it is ("fine by me",
/// "ok with us"), or right after it when no speaker is named.
fn after_whose_leave(s: &Sentence<'_, '_>, i: usize) -> usize {
    let named = matches!(s.w(i + 1), "by" | "with") && matches!(s.w(i + 2), "me" | "us");
    i + 1 + if named { 2 } else { 0 }
}

/// `w` is the participle of an act that passes a thing on or out ("shared", "given",
/// "copied", "forwarded"): a thing "may not be" so handled only if someone allows it.
fn passes_a_thing_on(w: &str) -> bool {
    matches!(
        w,
        "shared"
            | "disclosed"
            | "copied"
            | "published"
            | "given"
            | "sold"
            | "posted"
            | "forwarded"
            | "printed"
            | "photographed"
            | "recorded"
            | "reused"
            | "transferred"
            | "lent"
            | "distributed"
            | "uploaded"
            | "emailed"
            | "revealed"
            | "handed"
    )
}

/// Whether the entitlement adjective at `i` ("refundable") is denied ("are not", "isn't")
/// when it is said of its subject now: after a present copula or a label's colon ("Tickets:
/// non-refundable"); a second one joined by "or"/"and" shares the first one's reading.
/// `None` when it is not said so (a past "was refundable", "a refundable fare").
fn entitlement_denied(s: &Sentence<'_, '_>, i: usize) -> Option<bool> {
    // A few back at most: a chain of thousands is read in linear time.
    let mut k = i;
    while k >= 2 && i - k < 6 && matches!(s.w(k - 1), "or" | "and") && s.has(k - 2, lx::BAN_HEAD) {
        k -= 2;
    }
    let before = k.checked_sub(1)?;
    let copula = |w: &str| matches!(w, "is" | "are" | "'re" | "'s");
    match s.w(before) {
        "isn't" | "aren't" => Some(true),
        "not" | "never" if before >= 1 && copula(s.w(before - 1)) => Some(true),
        w if copula(w) || s.t[before].is_punct(':') => Some(false),
        _ => None,
    }
}

/// The adjective at `i` ("liable", "eligible", "available") is denied now of its subject, for
/// whom or what follows "for": "the landlord is not liable for stolen bikes", "parking is
/// unavailable for guests". Availability and responsibility are denied as a rule only for a
/// kind ("for guests", not "for the outage", nor "right now"); said of "he", "she" or "it",
/// or of a moment, they tell of one case. A grant of the house ("refunds aren't available
/// once ...") denied is a rule with or without "for".
fn denies_for_a_kind(s: &Sentence<'_, '_>, i: usize) -> bool {
    let w = s.w(i);
    let denied = match entitlement_denied(s, i) {
        Some(denied) => denied || w.starts_with("in") || w.starts_with("un"),
        None => false,
    };
    if !denied {
        return false;
    }
    let (start, end) = s.clause_of(i);
    // "Refunds for personalised cakes aren't available once decorating has begun": a grant
    // the house gives, denied (maybe to a kind named in its subject), whatever follows.
    let grant_denied = matches!(w, "available" | "unavailable")
        && is_house_grant(s.w(start + usize::from(matches!(s.w(start), "the" | "our"))));
    if !grant_denied && (!s.is(i + 1, "for") || !s.is_word(i + 2)) {
        return false;
    }
    let mut copula = i - 1;
    while copula > 0 && matches!(s.w(copula), "not" | "never") {
        copula -= 1;
    }
    let one_case = s
        .subject_before(copula)
        .is_some_and(|j| matches!(s.w(j), "he" | "she" | "it" | "this" | "that" | "i"))
        || (i + 1..end.min(i + super::REACH)).any(|k| {
            matches!(
                s.w(k),
                "now" | "today" | "tonight" | "currently" | "yet" | "moment" | "week" | "anymore"
            )
        });
    // "for guests", "for sale items", "for damaged luggage": whom or what it is denied to, a
    // plural, a party or a kind named by a participle (not "for maintenance", a reason).
    let recipients = || {
        s.past_participle_at(i + 2)
            || (i + 2..(i + 6).min(end))
                .take_while(|&k| s.is_word(k))
                .any(|k| {
                    let w = s.w(k);
                    s.has(k, lx::AGENT_SUBJECT)
                        || w.len() > 3 && w.ends_with('s') && !w.ends_with("ss")
                })
    };
    let to_a_kind = matches!(w, "liable" | "eligible" | "ineligible")
        || recipients()
            && !matches!(
                s.w(i + 2),
                "the"
                    | "this"
                    | "that"
                    | "his"
                    | "her"
                    | "my"
                    | "its"
                    | "their"
                    | "our"
                    | "your"
                    | "what"
                    | "a"
                    | "an"
            );
    !one_case && (grant_denied || to_a_kind)
}

/// A grant a business or an office gives its customers or staff when its rules allow:
/// "refunds", "an exchange", "extensions", "exceptions" (not "tickets" or "rooms", stock).
fn is_house_grant(w: &str) -> bool {
    matches!(
        w.strip_suffix('s').unwrap_or(w),
        "refund"
            | "exchange"
            | "return"
            | "extension"
            | "exception"
            | "substitution"
            | "cancellation"
            | "reimbursement"
            | "deferral"
            | "waiver"
            | "concession"
    )
}

/// The grant ("access", "rights", "your card", "the account") or the activity ("ordering",
/// "email sending", "battery installs ... until ...") that the participle at `i` says is
/// withdrawn now ("is revoked", "are suspended", "has been frozen"), named in its clause
/// before the verb; `None` for a past
/// or negated withdrawal or another subject ("the meeting is paused": a thing, not an act).
fn withdrawn_grant(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    let now = match s.w(i.checked_sub(1)?) {
        "is" | "are" | "'s" | "now" => true,
        // ("that permission's been withdrawn": the clitic on the noun's own token.)
        "been" => {
            i >= 2
                && (matches!(s.w(i - 2), "has" | "have" | "'s" | "'ve")
                    || s.w(i - 2).ends_with("'s"))
        }
        _ => false,
    };
    if !now {
        return None;
    }
    let (start, end) = s.clause_of(i);
    let from = start.max(i.saturating_sub(super::REACH));
    // "Her card is frozen", "my account is locked again": a third party's grant, or one
    // observed to have failed once more, is told of, not withdrawn from the one served.
    let told_of = (from..i).any(|k| matches!(s.w(k), "her" | "his" | "their"))
        || (i + 1..end.min(i + super::REACH)).any(|k| s.is(k, "again"));
    if told_of {
        return None;
    }
    let activity = |k: usize| {
        lx::is_gerund_of_base_verb(s.w(k))
            && (k == start || !matches!(s.w(k - 1), "the" | "a" | "an" | "this" | "that"))
    };
    // "Battery installs are paused until the enclosures arrive": acts of a kind, held back
    // for a while (without the while, "exports are disabled" may say what a product lacks).
    let held_for_a_while = || {
        (i + 1..end.min(i + super::REACH)).any(|k| {
            matches!(
                s.w(k),
                "until" | "till" | "pending" | "indefinitely" | "while"
            ) || s.seq(k, &["for", "now"])
        })
    };
    let acts = |k: usize| {
        k + 1 == i - 1
            && s.w(k)
                .strip_suffix('s')
                .is_some_and(|one| lx::is_base_verb(one) || lx::is_gerund_of_base_verb(one))
            && held_for_a_while()
    };
    // "Hot work on the main deck is suspended while the detectors are recalibrated": work
    // itself, held back for a while.
    let work = |k: usize| matches!(s.w(k), "work" | "works" | "operations") && held_for_a_while();
    (from..i).find(|&k| {
        let w = s.w(k);
        names_a_grant(w.strip_suffix("'s").unwrap_or(w)) || activity(k) || acts(k) || work(k)
    })
}

/// "We're dropping the cash-only rule", "Lifting the 'no walk-ins' thing: ...": the speaker
/// ending a rule now with the verb at `v` (the verb opens the clause or follows "we're",
/// "I'm"), "the" and a rule noun within three words, or a quoted ban ("no ...") after "the".
/// Not "we're dropping the kids at the rule book club" (no rule after
/// "the"), "they were lifting the ban" (a report), nor "lifting the ban would help" (a
/// subject) (cls61).
fn rule_ended_now(s: &Sentence<'_, '_>, v: usize) -> bool {
    let (start, end) = s.clause_of(v);
    let now = v == start || v > 0 && matches!(s.w(v - 1), "i'm" | "we're" | "am" | "'m" | "'re");
    if !now || !s.is(v + 1, "the") {
        return false;
    }
    let rule = if s.t.get(v + 2).is_some_and(|t| t.quoted) && s.is(v + 2, "no") {
        // The quoted ban's last word.
        (v + 2..end).take_while(|&k| s.t[k].quoted).last()
    } else {
        // (Not "the rule book": a rule noun naming another thing.)
        (v + 2..end.min(v + 5)).find(|&k| {
            names_a_rule(s.w(k)) && (!s.is_word(k + 1) || s.has(k + 1, lx::ENGLISH_FUNCTION_WORD))
        })
    };
    // The gerund is no subject: no verb follows the rule in its clause.
    rule.is_some_and(|rule| {
        !(rule + 1..end).any(|k| {
            s.has(k, lx::MODAL)
                || matches!(s.w(k), "is" | "was")
                || super::is_finite_or_past_at(s, k)
        })
    })
}

/// "I'm taking back your write access", "Revoking your admin role as of today", "taking back
/// edit access to the sheet for you": the speaker withdrawing a grant of the one addressed
/// with the verb at `v`, now (the verb opens the clause or follows "I'm", "we're"); the
/// index of the grant. Not "I'm taking back the chair I lent you" (no grant), "the key I
/// borrowed from you" (the speaker's), "removing your account from the list" (moved), nor
/// "they were revoking your access" (a report).
fn grant_taken_back_now(s: &Sentence<'_, '_>, v: usize) -> Option<usize> {
    let (start, end) = s.clause_of(v);
    let now = v == start
        || v > 0 && matches!(s.w(v - 1), "i'm" | "we're" | "am" | "'m" | "'re" | "hereby");
    if !now {
        return None;
    }
    let particle = |at: usize| matches!(s.w(at), "back" | "away");
    let mut k = v + 1 + usize::from(particle(v + 1));
    let yours = s.is(k, "your");
    k += usize::from(yours);
    let grant = (k..end.min(k + 3)).find(|&g| names_a_grant(s.w(g)))?;
    // "taking" withdraws with "back" or "away": "taking back your key", "taking your key away".
    if s.w(v) == "taking" && !particle(v + 1) && !particle(grant + 1) {
        return None;
    }
    if yours {
        // "your access to the repo" is the grant; "your keys back to the landlord" moves them.
        let moved = s.is(grant + 1, "from")
            || particle(grant + 1) && matches!(s.w(grant + 2), "from" | "to");
        return (!moved).then_some(grant);
    }
    // A grant named bare ("edit access"), then "for you" or "from you" with no other
    // subject between ("the key I borrowed from you").
    let bare = (k..grant).all(|m| !matches!(s.w(m), "the" | "a" | "an" | "my" | "this" | "that"));
    let you = (grant + 1..end.min(v + 12))
        .find(|&m| s.is(m, "you") && matches!(s.w(m - 1), "for" | "from"))?;
    let another_subject =
        (grant + 1..you).any(|m| matches!(s.w(m), "i" | "we" | "he" | "she" | "they"));
    (bare && !another_subject).then_some(grant)
}

/// An approval at `i` ("okayed", "approved", "cleared", "signed off on") in force: active or
/// in the present passive, of an act ("okayed using stock photos") or of a thing for a use
/// ("approved the draft for external use") named from `object` on, and not taken back later
/// in the sentence ("... and then changed her mind"). Not "was approved", nor "approved my
/// expense report" (no act, no use).
fn approval_in_force(s: &Sentence<'_, '_>, i: usize, object: usize) -> bool {
    if i == 0 || !s.is_word(i - 1) {
        return false;
    }
    let before = s.w(i - 1);
    let given = matches!(before, "has" | "have" | "'s" | "'ve" | "is" | "are")
        || !s.has(i - 1, lx::ENGLISH_FUNCTION_WORD | lx::MODAL)
            && !matches!(
                before,
                "was" | "were" | "been" | "being" | "get" | "got" | "never"
            );
    let act = super::names_an_act(s, object);
    let for_a_use = || {
        (object..(object + 4).min(s.t.len()))
            .take_while(|&k| s.is_word(k))
            .find(|&k| s.is(k, "for"))
            .is_some_and(|k| {
                s.is_word(k + 1)
                    && !s.has(k + 1, lx::NUMBER_WORD)
                    && !numbers::is_time_or_date(s.t, k + 1)
            })
    };
    given && (act || for_a_use()) && !taken_back_after(s, i)
}

/// "gave the green light to invoice in euros", "has given us the go-ahead for the launch",
/// "has the green light to take the kids to the pool": the leave at `i` ("green" of "green
/// light", "go-ahead") given or held for an act or a thing, not taken back later in the
/// sentence.
fn go_ahead_given(s: &Sentence<'_, '_>, i: usize) -> bool {
    let end = if s.is(i, "green") {
        if !s.is(i + 1, "light") {
            return false;
        }
        i + 2
    } else {
        i + 1
    };
    // ("The sitter has the green light to take the kids": leave held.)
    let given = (i.saturating_sub(4)..i)
        .any(|k| matches!(s.w(k), "gave" | "given" | "gives" | "got" | "has" | "have"));
    given
        && (s.is(end, "to") && s.has(end + 1, lx::BASE_VERB)
            || s.is(end, "for") && s.is_word(end + 1))
        && !taken_back_after(s, i)
}

/// A word after `i`, in the same sentence, that takes a leave or a grant back: "... and then
/// changed her mind", "... but retracted it".
fn taken_back_after(s: &Sentence<'_, '_>, i: usize) -> bool {
    (i + 1..s.t.len().min(i + super::REACH)).any(|k| {
        matches!(
            s.w(k),
            "mind"
                | "retracted"
                | "withdrew"
                | "revoked"
                | "reversed"
                | "rescinded"
                | "backtracked"
                | "cancelled"
                | "canceled"
                | "overruled"
                | "vetoed"
        )
    })
}

/// "Finance has revoked the intern's access to the payroll export", "the committee withdrew
/// the chair's power to approve grants": a verb of withdrawing at `i`, active, whose object a
/// few words on is a grant or a power to act: the holder may no longer use it; the grant's
/// index. Not a withdrawal told as an event, with its time or cause ("revoked my card after
/// the fraud alert", "... yesterday") or undone ("... but restored it").
fn revoked_from_someone(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    let before = s.w(i.checked_sub(1)?);
    let perfect = matches!(before, "has" | "have" | "'s" | "'ve");
    let active = perfect
        || s.is_word(i - 1)
            && !s.has(i - 1, lx::ENGLISH_FUNCTION_WORD | lx::MODAL)
            && !matches!(
                before,
                "was" | "were" | "been" | "being" | "be" | "get" | "got"
            );
    if !active || s.question {
        return None;
    }
    let (_, end) = s.clause_of(i);
    let end = end.min(i + 7);
    let grant = (i + 1..end).find(|&k| {
        names_a_grant(s.w(k))
            || matches!(s.w(k), "power" | "powers" | "authority" | "right")
                && (s.is(k + 1, "to") && s.has(k + 2, lx::BASE_VERB)
                    // "Tom's signing authority".
                    || s.w(k - 1).ends_with("ing"))
            // "Legal has withdrawn approval for the campaign": leave given, taken back.
            || matches!(s.w(k), "approval" | "consent" | "sign-off" | "blessing")
                && matches!(s.w(k + 1), "for" | "to")
    })?;
    let told = (i + 1..s.t.len().min(i + super::REACH)).any(|k| {
        matches!(
            s.w(k),
            "after" | "because" | "when" | "yesterday" | "ago" | "last" | "restored" | "reinstated"
        ) || s.is(k, "but") && !perfect
    });
    (!told).then_some(grant)
}

/// The participle at `i` follows a present perfect ("has", "have", "'s", "'ve") and gives
/// leave to the one addressed: "has cleared you to", "have okayed us to".
fn granted_to_us_now(s: &Sentence<'_, '_>, i: usize) -> bool {
    i > 0
        && matches!(s.w(i - 1), "has" | "have" | "'s" | "'ve")
        && matches!(s.w(i + 1), "you" | "us" | "me")
        && s.is(i + 2, "to")
        && s.is_word(i + 3)
        && !s.has(i + 3, lx::ENGLISH_FUNCTION_WORD)
        && !s.question
}

/// A right to act or what carries one: "access", "privileges", "permissions", "login", a
/// card, a key, an account.
fn names_a_grant(w: &str) -> bool {
    super::holds_access(w)
        || matches!(
            w,
            "access"
                | "ability"
                | "rights"
                | "privileges"
                | "privilege"
                | "permission"
                | "permissions"
                | "login"
                | "logins"
                | "credentials"
                | "card"
                | "cards"
                | "key"
                | "keys"
                | "license"
                | "licence"
                | "membership"
                | "clearance"
                // "The staff discount is suspended for the rest of the season": a perk
                // withdrawn (cls54).
                | "discount"
                | "discounts"
                | "perk"
                | "perks"
                | "allowance"
                | "entitlement"
        )
}

/// After the modal at `i`, the sentence says a decision is still open: "they haven't decided
/// yet", "nothing is confirmed" ("not confirmed"), "yet decided", "the met office isn't sure"
/// (not "the fee is TBC": what is open there is another thing).
fn leaves_it_undecided(s: &Sentence<'_, '_>, i: usize) -> bool {
    (i + 1..s.t.len()).any(|k| {
        matches!(s.w(k), "haven't" | "hasn't" | "not" | "yet")
            && matches!(s.w(k + 1), "decided" | "confirmed")
            // "The storm may push the landing to Friday; the met office isn't sure".
            || matches!(s.w(k), "isn't" | "aren't" | "not")
                && matches!(s.w(k + 1), "sure" | "certain")
    })
}

/// "issue", "award", "void"...: what an authority does with a pass, a fine or a refund ("Mods
/// may issue 24-hour mutes"), verbs the verb list leaves out as nouns opening a sentence more
/// often ("Issue 42 is closed").
fn issues_or_voids(verb: &str) -> bool {
    matches!(verb, "issue" | "reissue" | "award" | "void" | "comp")
}

/// A noun naming a rule or a limit in force: "rule", "limit", "ban", "policy", "quota"...
/// "was lifted this morning", "were waived today": the participle at `i` after "was" or
/// "were", then "today", "tonight" or "this" and a part of the day, closing the clause.
fn ended_today(s: &Sentence<'_, '_>, i: usize) -> bool {
    matches!(s.w(i - 1), "was" | "were")
        && (matches!(s.w(i + 1), "today" | "tonight") && !s.is_word(i + 2)
            || s.is(i + 1, "this")
                && matches!(s.w(i + 2), "morning" | "afternoon" | "evening")
                && !s.is_word(i + 3))
}

pub(super) fn names_a_rule(w: &str) -> bool {
    matches!(
        w,
        "rule"
            | "limit"
            | "freeze"
            | "ban"
            | "restriction"
            | "requirement"
            | "policy"
            | "cap"
            | "quota"
            | "moratorium"
            | "embargo"
            | "clause"
            | "provision"
            | "standstill"
    )
}

/// The ban word at `i` is an adjective naming a kind of thing ("it's forbidden knowledge",
/// "a taboo subject"): a determiner or "it's" before it, a noun after it. A noun after a
/// ban stated of something ("smoking is forbidden here") is no object of it.
fn names_a_kind(s: &Sentence<'_, '_>, i: usize) -> bool {
    i > 0
        && matches!(
            s.w(i - 1),
            "a" | "an" | "the" | "it's" | "'s" | "that's" | "its" | "their"
        )
        && s.is_word(i + 1)
        && !s.has(i + 1, lx::ENGLISH_FUNCTION_WORD | lx::BASE_VERB)
        && !super::is_preposition(s.w(i + 1))
}

/// "The only shell allowed on the build hosts is bash 5", "Bash 5 is the only shell
/// permitted there": "the only" and a noun before the participle at `i`, in a sentence that
/// says it now ("is", "are") and not in the past ("was the only one allowed").
fn the_only_one_allowed(s: &Sentence<'_, '_>, i: usize) -> bool {
    let Some(only) = (i.saturating_sub(3)..i).find(|&k| s.is(k, "only")) else {
        return false;
    };
    only > 0
        && only + 1 < i
        && matches!(s.w(only - 1), "the" | "our" | "your")
        && s.t.iter().any(|x| matches!(&*x.text, "is" | "are"))
        && !s
            .t
            .iter()
            .any(|x| matches!(&*x.text, "was" | "were" | "had" | "used"))
}

/// "Hands-off" at `i` describes how someone works, not a place kept out of: after a degree
/// word ("very hands-off") or said of a person ("she is hands-off", "our manager is
/// hands-off") or a style.
fn describes_a_manner(s: &Sentence<'_, '_>, i: usize) -> bool {
    let (start, _) = s.segment_of(i);
    (i > 0
        && matches!(
            s.w(i - 1),
            "very" | "quite" | "pretty" | "fairly" | "too" | "so" | "more"
        ))
        || (start..i).any(|k| {
            matches!(
                s.w(k),
                "he" | "she"
                    | "they"
                    | "i"
                    | "we"
                    | "i'm"
                    | "he's"
                    | "she's"
                    | "manager"
                    | "boss"
                    | "style"
                    | "approach"
                    | "lead"
                    | "parent"
                    | "parents"
            )
        })
}

/// The offence word at `i` follows "is a" / "are a" (maybe with one adjective: "a fireable
/// offence") and the clause's subject is a kind of act, not "that" or "it", an event judged.
fn names_a_wrong(s: &Sentence<'_, '_>, i: usize) -> bool {
    let article = if i >= 2 && matches!(s.w(i - 1), "a" | "an") {
        i - 1
    } else if i >= 3 && matches!(s.w(i - 2), "a" | "an") && s.is_word(i - 1) {
        i - 2
    } else {
        return false;
    };
    let (start, _) = s.segment_of(i);
    article > start + 1
        && matches!(s.w(article - 1), "is" | "are" | "'s" | "'re")
        && !matches!(s.w(start), "that" | "this" | "it" | "which" | "what")
        && !s.is_report_clause(s.clause_of(i))
}

/// "The customer asked whether dogs are allowed in the cabins", "she wondered if we're
/// permitted to film", "we argued for ages about whether the bot should be allowed to
/// auto-merge": the word at `i` inside a question reported or debated, asked of nobody here.
pub(super) fn asked_whether(s: &Sentence<'_, '_>, i: usize) -> bool {
    asked_whether_from(s, i.saturating_sub(8), i)
}

/// [`asked_whether`] with the question's "whether" or "if" looked for from token `from` on,
/// before `i`.
pub(super) fn asked_whether_from(s: &Sentence<'_, '_>, from: usize, i: usize) -> bool {
    (from..i).any(|k| {
        matches!(s.w(k), "whether" | "if")
            && k > 0
            && (matches!(
                s.w(k - 1),
                "asked"
                    | "asks"
                    | "asking"
                    | "wondered"
                    | "wonders"
                    | "wondering"
                    | "enquired"
                    | "inquired"
                    | "checked"
                    | "debated"
                    | "discussed"
            ) || s.w(k) == "whether" && debated_before(s, k))
    })
}

/// "... about whether" or "... over whether" at `whether`, a past verb of debate a few words
/// before ("argued for ages about", "debated over"): what a debate was about (cls47).
fn debated_before(s: &Sentence<'_, '_>, whether: usize) -> bool {
    whether >= 2
        && matches!(s.w(whether - 1), "about" | "over")
        && (whether.saturating_sub(6)..whether - 1).any(|k| {
            matches!(
                s.w(k),
                "argued" | "debated" | "disagreed" | "bickered" | "squabbled" | "wrangled"
            )
        })
}

/// "The league banned a player for a whole season", "the mods banned him in 2021": the past
/// verb at `i` after its subject, with one party as its object or a past time named ("back in
/// 2022" too, unless the ban is "still" kept), tells of a sanction given once (not "the council has banned barbecues", nor "the league banned
/// phones at the oche", a class kept out from then on).
fn sanctioned_once(s: &Sentence<'_, '_>, i: usize) -> bool {
    matches!(s.w(i), "banned" | "prohibited" | "disallowed")
        && i > 0
        && s.is_word(i - 1)
        && !s.has(i - 1, lx::ENGLISH_FUNCTION_WORD)
        && !matches!(
            s.w(i - 1),
            "be" | "been"
                | "were"
                | "'re"
                | "had"
                | "now"
                | "also"
                | "still"
                | "get"
                | "gets"
                | "got"
                | "being"
                | "strictly"
                | "totally"
                | "completely"
                | "absolutely"
        )
        && (matches!(
            s.w(i + 1),
            "a" | "an" | "him" | "her" | "them" | "me" | "us" | "one"
        ) || s.names_a_past_time()
            || s.names_a_long_past() && !s.t.iter().any(|t| t.text == "still"))
}

/// "We banned 37 accounts for botting this weekend", "the mods banned 12 users": the past
/// verb at `i` after a subject, with a count of parties (a number, then people of a listed
/// class or "accounts") for its object: a tally of sanctions given, no rule (cls66c; not "we
/// banned 3 apps from work phones", things kept out from then on, nor "users were banned 3
/// times", a passive).
fn sanctions_counted(s: &Sentence<'_, '_>, i: usize) -> bool {
    let parties = s.w(i + 2);
    matches!(s.w(i), "banned" | "prohibited" | "disallowed")
        && i > 0
        && s.is_word(i - 1)
        && !matches!(
            s.w(i - 1),
            "be" | "been" | "is" | "are" | "was" | "were" | "'re"
        )
        && s.t.get(i + 1).is_some_and(|t| t.kind == TokKind::Number)
        && (parties == "accounts" || parties.ends_with('s') && s.has(i + 2, lx::AGENT_SUBJECT))
}

/// The penalty ("the deposit", "a £5 fee") a class of acts or people forfeits or incurs at
/// `i`, stated in the present of anyone but the speaker ("we forfeit the deposit" tells of
/// us); the index of the penalty's noun.
fn penalty_a_class_pays(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    if i == 0
        || !s.is_word(i - 1)
        || matches!(s.w(i - 1), "we" | "i" | "he" | "she" | "they" | "it")
        || s.question
        || s.hypothetical
    {
        return None;
    }
    let penalty = (i + 1..(i + 5).min(s.t.len())).find(|&k| {
        matches!(
            s.w(k),
            "deposit"
                | "fee"
                | "fine"
                | "penalty"
                | "charge"
                | "surcharge"
                | "refund"
                | "place"
                | "slot"
                | "booking"
                | "points"
                | "credit"
        )
    })?;
    // (A participle may narrow the class: "bookings cancelled late forfeit ...".)
    (!s.names_a_past_time()).then_some(penalty)
}

/// The penalty named right after a wrong at `i` ("First offence is a warning", "a second
/// violation: a one-week ban", "each breach earns a strike"), stated in the present; the index
/// of the penalty's noun. Not "his first offence was a warning" (one event), nor "the first
/// offence is the hardest to prove" (no penalty).
fn penalty_it_carries(s: &Sentence<'_, '_>, i: usize) -> Option<usize> {
    if !matches!(
        s.w(i + 1),
        "is" | "'s" | ":" | "=" | "gets" | "earns" | "means" | "carries" | "brings" | "draws"
    ) || s.question
        || s.hypothetical
    {
        return None;
    }
    let penalty = (i + 2..(i + 7).min(s.t.len())).find(|&k| {
        matches!(
            s.w(k),
            "warning"
                | "ban"
                | "suspension"
                | "removal"
                | "dismissal"
                | "expulsion"
                | "caution"
                | "reprimand"
                | "penalty"
                | "disqualification"
                | "demotion"
                | "termination"
                | "write-up"
                | "strike"
                | "forfeit"
                | "sanction"
                | "probation"
        ) || s.is(k, "fine") && !s.is_word(k + 1)
    })?;
    (!s.is_report_clause(s.clause_of(i))).then_some(penalty)
}

/// "WT6 out of bounds till the fan motor's replaced", "the loft is out of bounds to visitors",
/// "the quarry stays out of bounds": a place said to be "out of bounds" at `i`, verbless or
/// after a copula, a ban on going there (cls52). Not "the ball went out of bounds" nor "he
/// kicked it out of bounds", where a verb of motion or a deed before it tells where a thing
/// went.
fn declared_out_of_bounds(s: &Sentence<'_, '_>, i: usize) -> bool {
    if !s.seq(i + 1, &["of", "bounds"]) || i == 0 {
        return false;
    }
    let before = s.w(i - 1);
    matches!(
        before,
        "is" | "are" | "'s" | "'re" | "be" | "stays" | "stay" | "remains" | "remain" | "now"
    ) || s.t[i - 1].kind == TokKind::Number
        || s.is_word(i - 1)
            && s.t[i - 1].class & (lx::BASE_VERB | lx::ENGLISH_FUNCTION_WORD) == 0
            && !lx::looks_past(before)
            && !super::stated_policies::third_person_of_a_verb(before)
}

/// "We can use the logo, but only in grayscale", "you may park here, but only on weekends": a
/// permission to a person, restricted after it. ("It works, but only on Linux" describes.)
fn permission_but_only(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // "only" is a limit head word: only those tokens are looked at.
    let Some(only) = s
        .heads(lx::LIMIT_HEAD)
        .find(|&k| k >= 2 && s.is(k, "only") && s.is(k - 1, "but"))
    else {
        return;
    };
    let granted = (1..only - 1).any(|k| {
        matches!(s.w(k), "can" | "may")
            && matches!(s.w(k - 1), "we" | "you" | "they" | "i")
            && s.is_word(k + 1)
    });
    if granted && s.is_word(only + 1) && !s.is_report_clause(s.clause_of(only)) {
        push(
            found,
            CueKind::LimitStatement,
            s.range(only - 1, only),
            true,
        );
    }
}

/// "Gel samples can go through the thermal cycler tonight, but not before Aisha has run the
/// blank controls", "the bins can go out on Sunday, but not until the truck has been": a leave
/// ("can") given to anyone or anything, held back after a comma by "but not" and "before",
/// "until", "till" or "unless" and the event it waits for: the gate binds (cls50). Not a
/// hedged sentence, nor "the bar can get busy, but not before ten" (what a thing tends to do),
/// nor "could" (a possibility), nor a leave in the past.
fn permission_but_not_before(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // (A sentence without "not", a screened word, has no head to look at.)
    if s.hedged || !s.holds_any(&const { WordSet::of_words(&["not"]) }) {
        return;
    }
    // "not" is a ban head word: only those tokens are looked at.
    let Some(not) = s.heads(lx::BAN_HEAD).find(|&k| {
        k >= 3
            && s.is(k, "not")
            && s.is(k - 1, "but")
            && s.t[k - 2].is_punct(',')
            && matches!(s.w(k + 1), "before" | "until" | "till" | "unless")
            && s.is_word(k + 2)
    }) else {
        return;
    };
    let leave = s.clause_of(not - 3);
    let verb_of_leave = |v: usize| s.has(v, lx::BASE_VERB) && !s.is(v, "get");
    push_leave_held_back(s, found, (leave, not - 2), not, verb_of_leave);
}

/// The leave the "but not" at `not` holds back: a "can" with a word before it, in the clause
/// `leave` before `end`, whose next word (at its index) passes `verb_of_leave`, the limit
/// running from "can" to "not" (the leave of a report clause is told, not given).
fn push_leave_held_back(
    s: &Sentence<'_, '_>,
    found: &mut Vec<Found>,
    (leave, end): ((usize, usize), usize),
    not: usize,
    verb_of_leave: impl Fn(usize) -> bool,
) {
    let granted =
        (leave.0 + 1..end).find(|&k| s.is(k, "can") && s.is_word(k - 1) && verb_of_leave(k + 1));
    if let Some(can) = granted
        && !s.is_report_clause(leave)
    {
        push(found, CueKind::LimitStatement, s.range(can, not + 1), true);
    }
}

/// "The cooking segment can use the induction hob but not the gas ring", "we can use the
/// backup kettle for the reactive blues, but not for anything with sulphur dyes": a leave
/// ("can") to do what a party may be kept from doing ([`is_permission_verb`]), its verb right
/// after the modal, narrowed by "but not" and another thing or use (a determiner, a
/// preposition or a noun after "not"): the thing left out is the rule (cls52). Not "penguins
/// can swim but not fly" nor "I can see the logs but not the metrics" (an ability: no verb of
/// leave), nor "but not before ..." ([`permission_but_not_before`]), nor "could" (a
/// possibility), a hedged sentence or a leave told in the past.
///
/// [`is_permission_verb`]: super::negations::is_permission_verb
fn permission_but_not_another(s: &Sentence<'_, '_>, found: &mut Vec<Found>) {
    // (A sentence without "not", a screened word, has no head to look at.)
    if s.hedged || !s.holds_any(&const { WordSet::of_words(&["not"]) }) {
        return;
    }
    // "not" is a ban head word: only those tokens are looked at.
    let Some(not) = s.heads(lx::BAN_HEAD).find(|&k| {
        k >= 4
            && s.is(k, "not")
            && s.is(k - 1, "but")
            && s.is_word(k + 1)
            && !matches!(s.w(k + 1), "before" | "until" | "till" | "unless")
            && !s.has(k + 1, lx::BASE_VERB | lx::MODAL)
    }) else {
        return;
    };
    let but = not - 1;
    let leave = s.clause_of(but - usize::from(s.t[but - 1].is_punct(',')) - 1);
    // The leave's verb, and a word of its object before "but".
    let verb_of_leave = |v: usize| {
        super::negations::is_permission_verb(s.w(v)) && (v + 1..but).any(|m| s.is_word(m))
    };
    push_leave_held_back(s, found, (leave, but.saturating_sub(2)), not, verb_of_leave);
}

/// The words at `k` name a time ("Friday", "6pm", "then", "the end of the week"), not who
/// acts ("staff", "the team").
pub(super) fn names_a_time(s: &Sentence<'_, '_>, k: usize) -> bool {
    numbers::is_time_or_date(s.t, k)
        || matches!(
            s.w(k),
            "then" | "tomorrow" | "tonight" | "next" | "noon" | "midnight" | "eod" | "eow"
        )
        || s.is(k, "the")
            && matches!(
                s.w(k + 1),
                "end" | "deadline" | "weekend" | "morning" | "afternoon" | "evening" | "time"
            )
}

/// "The scoring app never allowed more than 3 runs per team": "never" and the "allowed" at
/// `i` an active past verb with its object after it (a count, a pronoun, an article), a thing
/// told of, not a ban ("Guests never allowed in the kitchen" bans, a telegraphic passive).
fn never_let_in_the_past(s: &Sentence<'_, '_>, i: usize) -> bool {
    i >= 2
        && s.is(i - 1, "never")
        && s.w(i) == "allowed"
        && s.is_word(i - 2)
        && !matches!(
            s.w(i - 2),
            "are" | "is" | "be" | "were" | "was" | "'re" | "'s" | "get" | "gets"
        )
        && matches!(
            s.w(i + 1),
            "more"
                | "fewer"
                | "less"
                | "us"
                | "me"
                | "them"
                | "him"
                | "her"
                | "the"
                | "a"
                | "an"
                | "anyone"
                | "anything"
        )
}
