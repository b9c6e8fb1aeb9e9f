//! Readings from the blind corpus s36 (corpus36, rewrites; helper pol36a): a unit of length
//! spelled out for a time ("20-minute stints" -> "20 metres"), and a rule the original says
//! was lifted stated in force again ("the old rule about no photographs ... is gone" -> "No
//! photographs in the showroom."). Each reading is screened by a word it needs before any
//! sentence is read.

use super::blind35c::still_binds;
use super::extract::NumberFact;
use super::quantities::{Scale, unit_as_written, unit_scale};
use super::words::{WordKey, is_content, number_word_value, part_holding, parts, words};
use super::{holds_ignoring_case, is_negation_word, is_one_of};
use crate::classify::lexicon;
use std::ops::Range;

/// A change read from the two texts alone: its kind, and its ranges in the original and the
/// rewrite.
type Missed = (&'static str, Range<usize>, Range<usize>);

/// "limited to 20-minute stints" -> "limited to 20 metres": a time on one side and metres
/// spelled out on the other ("metres", "meters", "metre"). Both read as the unit "m", which
/// a bare "30m" shares with minutes (that one is left alone), but a spelled-out "metres" is
/// no time. Each number is given with the text its range points into.
pub(super) fn metres_for_a_time(
    (original, n): (&str, &NumberFact),
    (rewrite, m): (&str, &NumberFact),
) -> bool {
    let (Some(a), Some(b)) = (n.unit.as_deref(), m.unit.as_deref()) else {
        return false;
    };
    let time = |u: &str| matches!(unit_scale(u), Some(Scale::Seconds(_)));
    let spelled_metres = |text: &str, x: &NumberFact| {
        let written = unit_as_written(text, &x.range);
        written.len() > 4
            && (written[..5].eq_ignore_ascii_case("metre")
                || written[..5].eq_ignore_ascii_case("meter"))
    };
    a == "m" && time(b) && spelled_metres(original, n)
        || b == "m" && time(a) && spelled_metres(rewrite, m)
}

/// Nouns that name a rule ("the old rule about ...", "the ban on dogs").
const RULE_NOUNS: &[&str] = &[
    "rule",
    "ban",
    "restriction",
    "policy",
    "embargo",
    "moratorium",
];

/// Words of ending a rule said after "is", "has been" ("is gone", "has been lifted", "is
/// over"), besides [`lexicon::is_ending_verb`].
const GONE: &[&str] = &["gone", "over", "finished", "history", "dead", "void"];

/// Words of leave or ending: a rewrite that says one tells the rule ended or what is allowed.
const LEAVE_OR_ENDING: &[&str] = &[
    "gone",
    "over",
    "allowed",
    "permitted",
    "ok",
    "okay",
    "fine",
    "can",
    "may",
    "longer",
    "free",
    "welcome",
    "old",
    "former",
    "previous",
    "more",
];

/// The part of `text` that says a named rule ended ("The old rule about no photographs in
/// the showroom is gone", "the ban on dogs in the office has been lifted", "the dress-code
/// rule no longer applies"): a rule noun ([`RULE_NOUNS`]), then a form of "be" and a word
/// of ending, or "no longer applies". The words before the word of ending (the rule and
/// what it is about), and the part's range.
fn rule_said_ended(text: &str) -> Option<(Range<usize>, usize)> {
    parts(text).into_iter().find_map(|p| {
        let ws = words(text, p.clone());
        let noun = ws.iter().position(|(w, _)| is_one_of(w, RULE_NOUNS))?;
        let end = (noun + 1..ws.len()).find(|&k| {
            let (w, _) = ws[k];
            let after_be = k > 0
                && is_one_of(ws[k - 1].0, &["is", "are", "was", "were", "been", "'s"])
                && (is_one_of(w, GONE) || lexicon::is_ending_verb_any_case(w));
            let no_longer = w.eq_ignore_ascii_case("longer")
                && ws[k - 1].0.eq_ignore_ascii_case("no")
                && ws
                    .get(k + 1)
                    .is_some_and(|(v, _)| is_one_of(v, &["applies", "apply", "stands", "holds"]));
            after_be || no_longer
        })?;
        Some((p.start..ws[end - 1].1.end, p.end))
    })
}

/// "The old rule about no photographs in the showroom is gone — you can let clients take
/// pictures now." -> "No photographs in the showroom.": a rule the original says ended
/// ([`rule_said_ended`]) stated as a ban in the rewrite, a part of it with a negation saying
/// a content word of what the rule was about, and no word of leave or ending anywhere in the
/// rewrite ("Showroom photo ban lifted", "photos OK now"; "not allowed" is a ban). Not when what the rewrite bans is
/// banned again after the ending in the original ("the dog ban is over, but no dogs in the
/// kitchen" -> "No dogs in the kitchen."). The revoked rule, and the rewrite's ban.
fn ended_rule_said_in_force(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    // Cheap screen: a rule noun in the original.
    if !RULE_NOUNS.iter().any(|n| holds_ignoring_case(original, n)) {
        return None;
    }
    let (rule, part_end) = rule_said_ended(original)?;
    let rewrite_words = words(rewrite, 0..rewrite.len());
    // (Not denied: "not allowed" bans; "no more", "no longer" end.)
    if rewrite_words.iter().enumerate().any(|(k, (w, _))| {
        (is_one_of(w, LEAVE_OR_ENDING) || lexicon::is_ending_verb_any_case(w))
            && (is_one_of(w, &["more", "longer"])
                || !k
                    .checked_sub(1)
                    .is_some_and(|p| is_negation_word(rewrite_words[p].0)))
    }) {
        return None;
    }
    let topic: Vec<WordKey> = words(original, rule.clone())
        .iter()
        .filter(|(w, _)| is_content(w) && !is_one_of(w, RULE_NOUNS))
        .map(|(w, _)| WordKey::of(w))
        .collect();
    // The original's own bans after the ending: its part's rest, and every other part.
    let banned_again: Vec<WordKey> = parts(original)
        .into_iter()
        .flat_map(|p| {
            let p = if p.start <= rule.start && rule.start < p.end {
                rule.end..part_end
            } else {
                p
            };
            let ws = words(original, p);
            let from = ws.iter().position(|(w, _)| is_negation_word(w));
            from.map(|f| ws[f..].to_vec()).unwrap_or_default()
        })
        .filter(|(w, _)| is_content(w))
        .map(|(w, _)| WordKey::of(w))
        .collect();
    parts(rewrite).into_iter().find_map(|p| {
        let ws = words(rewrite, p.clone());
        if !ws.iter().any(|(w, _)| is_negation_word(w)) {
            return None;
        }
        let keys: Vec<WordKey> = ws
            .iter()
            .filter(|(w, _)| is_content(w))
            .map(|(w, _)| WordKey::of(w))
            .collect();
        (keys.iter().any(|k| topic.iter().any(|t| t.same(k)))
            && !keys.iter().any(|k| banned_again.iter().any(|t| t.same(k))))
        .then(|| (rule.clone(), p))
    })
}

/// Words that make an exception to a rule.
const EXCEPTING: &[&str] = &[
    "except",
    "unless",
    "excluding",
    "exempt",
    "apart",
    "aside",
    "save",
    "exception",
    "exceptions",
    "excepted",
];

/// The rewrite's word at `to` is the "no" of "no exceptions" ("Saturday gig: every bag gets
/// checked, no exceptions", "Site: helmets required, no exception"), and the original makes
/// no exception to its rule ("except", "unless", "apart from"...): a stress that the rule
/// holds for all, no negation of what it asks (corpus36). Where the original makes one,
/// the rewrite's "no exceptions" drops it and stays reported.
fn no_exceptions_said_for_stress(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    let Some(word) = rewrite.get(to.clone()) else {
        return false;
    };
    let rest = rewrite.get(to.end..).unwrap_or("");
    let stress = word.eq_ignore_ascii_case("no")
        && rest
            .trim_start()
            .get(..9)
            .is_some_and(|w| w.eq_ignore_ascii_case("exception"));
    stress
        && !words(original, 0..original.len())
            .iter()
            .any(|(w, _)| is_one_of(w, EXCEPTING))
}

/// Comparatives a "never" closes a bound with ("never fewer", "not more").
const BELOW: &[&str] = &["fewer", "less", "lower", "under", "below"];
const ABOVE: &[&str] = &["more", "higher", "over", "above"];

/// Words of a floor and of a ceiling a rewrite restates a bound with.
const FLOOR: &[&str] = &["min", "minimum", "least", "≥"];
const CEILING: &[&str] = &["max", "maximum", "most", "≤"];

/// "At least 3 marshals on the course, never fewer." -> "Course marshals: minimum 3.":
/// the original's negation at `from` is a "never" or "not" right before a comparative that
/// closes its part ("never fewer", "no more"), and the rewrite's part holding a number of
/// the original's part says the bound of that side ("minimum", "min", "at least" for "never
/// fewer"; "max", "at most" for "never more"): the "never" restated the bound, no ban was
/// dropped (corpus36). A rewrite with the other side ("max 3") stays reported.
fn never_past_said_as_a_bound(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ws = words(original, part.clone());
    let Some(k) = ws.iter().position(|(_, r)| r.start == from.start) else {
        return false;
    };
    if !is_one_of(ws[k].0, &["never", "not", "no"]) {
        return false;
    }
    let Some((comparative, r)) = ws.get(k + 1) else {
        return false;
    };
    // The comparative closes its part: nothing but stops after it.
    if original[r.end..part.end]
        .trim()
        .chars()
        .any(char::is_alphanumeric)
    {
        return false;
    }
    let side = if is_one_of(comparative, BELOW) {
        FLOOR
    } else if is_one_of(comparative, ABOVE) {
        CEILING
    } else {
        return false;
    };
    // A number's value: digits or a number word ("two").
    let value = |w: &str| {
        if w.bytes().all(|b| b.is_ascii_digit()) {
            w.parse::<f64>().ok()
        } else {
            number_word_value(w)
        }
    };
    let numbers: Vec<f64> = ws.iter().filter_map(|(w, _)| value(w)).collect();
    parts(rewrite).into_iter().any(|p| {
        let theirs = words(rewrite, p.clone());
        let says_side = theirs.iter().any(|(w, _)| is_one_of(w, side))
            || side
                .iter()
                .any(|s| s.len() == 3 && rewrite[p.clone()].contains(s));
        says_side
            && theirs
                .iter()
                .any(|(w, _)| value(w).is_some_and(|v| numbers.contains(&v)))
    })
}

/// "No payouts to any account that's not been verified" -> "Payouts only to verified
/// accounts", "No refunds to any card that hasn't been registered" -> "Refunds only to
/// registered cards": a ban whose object is narrowed by a denied state ("not been W", "n't
/// been W", "not W") said as "only" before the state's own word W, not denied: two
/// negations said as one "only" (corpus36). "Payouts to verified accounts" (no "only") and
/// "Payouts only to unverified accounts" stay reported.
fn double_negation_said_as_only(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ws = words(original, part);
    let Some(k) = ws.iter().position(|(_, r)| r.start == from.start) else {
        return false;
    };
    if !is_one_of(ws[k].0, &["no", "never", "nothing"]) {
        return false;
    }
    // The denied state after the ban: the first word past "not"/"n't" and "been"/"be".
    let Some(state) = ws[k + 1..]
        .iter()
        .enumerate()
        .find(|(_, (w, _))| is_negation_word(w))
        .and_then(|(j, _)| {
            ws[k + 2 + j..]
                .iter()
                .find(|(w, _)| !is_one_of(w, &["been", "be", "yet", "ever", "properly"]))
        })
        .map(|(w, _)| *w)
    else {
        return false;
    };
    if !is_content(state) {
        return false;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    theirs.iter().enumerate().any(|(i, (w, _))| {
        w.eq_ignore_ascii_case("only")
            && theirs[i + 1..]
                .iter()
                .take(4)
                .any(|(v, _)| v.eq_ignore_ascii_case(state))
    }) && !theirs.iter().any(|(w, _)| is_negation_word(w))
}

/// Phrases that close a rule to any exception, said after it ("..., end of story").
const CLOSERS: &[&str] = &[
    "end of story",
    "full stop",
    "and that's final",
    "no ifs or buts",
];

/// "No payouts to any account that's not been verified, mate, end of story." -> "Payouts
/// only to verified accounts.": the change's word at `from` lies in a phrase closing its part
/// to exceptions ([`CLOSERS`]), read as a rule or a scope of its own, and the rewrite still
/// binds (a negation, or "only", "must", "always"...): the stress dropped, no rule
/// (corpus36). A rewrite that binds nothing stays reported.
fn closer_dropped_from_a_binding_rewrite(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let said = original[part].trim_end();
    let closes = CLOSERS.iter().any(|c| {
        said.len() >= c.len()
            && said.is_char_boundary(said.len() - c.len())
            && said[said.len() - c.len()..].eq_ignore_ascii_case(c)
            && from.start
                >= said.as_ptr() as usize - original.as_ptr() as usize + said.len() - c.len()
    });
    closes && still_binds(rewrite)
}

/// corpus36's faithful forms, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "negation dropped" => from.is_some_and(|f| {
            never_past_said_as_a_bound(original, f, rewrite)
                || double_negation_said_as_only(original, f, rewrite)
        }),
        "negation added" | "scope changed" | "constraint deleted" => {
            to.is_some_and(|t| {
                what != "constraint deleted" && no_exceptions_said_for_stress(original, rewrite, t)
            }) || what != "negation added"
                && from.is_some_and(|f| closer_dropped_from_a_binding_rewrite(original, f, rewrite))
        }
        _ => false,
    }
}

/// corpus36's changes read from the two texts alone, when nothing else was found.
pub(super) fn change_missed(original: &str, rewrite: &str) -> Option<Missed> {
    ended_rule_said_in_force(original, rewrite).map(|(f, t)| ("constraint added", f, t))
}

#[cfg(test)]
mod tests {
    use super::super::check_rewrite;

    fn reports(original: &str, rewrite: &str) -> bool {
        check_rewrite(original, rewrite).polarity_changed()
    }

    #[test]
    fn a_spelled_out_metre_for_a_time_is_a_unit_changed() {
        for (o, r) in [
            (
                "Stretcher carries on the scree slope are limited to 20-minute stints per bearer.",
                "Stretcher carries on the scree slope are limited to 20 metres per bearer.",
            ),
            (
                "Each dive must not exceed 40 minutes.",
                "Each dive must not exceed 40 metres.",
            ),
            (
                "Keep the hose run under 30 metres.",
                "Keep the hose run under 30 minutes.",
            ),
        ] {
            assert!(reports(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Stretcher carries are limited to 20-minute stints per bearer.",
                "Stretcher carries: max 20 min per bearer.",
            ),
            ("Each dive must not exceed 40 minutes.", "Dives: ≤ 40 min."),
            ("Keep the hose run under 30 metres.", "Hose run < 30 m."),
        ] {
            assert!(!reports(o, r), "{o} -> {r}");
        }
    }

    #[test]
    fn no_exceptions_stresses_a_rule_that_made_none() {
        for (o, r) in [
            (
                "Bag checks are compulsory for the Saturday gig.",
                "Saturday gig: every bag gets checked, no exceptions.",
            ),
            (
                "Helmets are required on the site.",
                "Site: helmets required, no exceptions.",
            ),
            (
                "Wear gloves in the lab.",
                "Lab: gloves always, no exceptions.",
            ),
        ] {
            assert!(!reports(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Helmets are required on the site, except in the site office.",
                "Site: helmets required, no exceptions.",
            ),
            (
                "Wear gloves in the lab unless you are only reading the logbook.",
                "Lab: gloves always, no exceptions.",
            ),
            ("Wear gloves in the lab.", "Lab: no gloves, no exceptions."),
            (
                "Bag checks are compulsory for the Saturday gig.",
                "Saturday gig: no bag checks, no exceptions.",
            ),
        ] {
            assert!(reports(o, r), "{o} -> {r}");
        }
    }

    #[test]
    fn never_fewer_said_as_a_minimum_is_the_same_bound() {
        for (o, r) in [
            (
                "At least 3 marshals on the course, never fewer.",
                "Course marshals: minimum 3.",
            ),
            (
                "Two first-aiders on the floor at all times, never fewer.",
                "First-aiders on the floor: min 2 at all times.",
            ),
            (
                "Up to 12 kids per minibus, never more.",
                "Minibus: max 12 kids.",
            ),
        ] {
            assert!(!reports(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "At least 3 marshals on the course, never fewer.",
                "Course marshals: max 3.",
            ),
            (
                "Up to 12 kids per minibus, never more.",
                "Minibus: minimum 12 kids.",
            ),
            (
                "At least 3 marshals on the course, never fewer.",
                "Course marshals: minimum 2.",
            ),
        ] {
            assert!(reports(o, r), "{o} -> {r}");
        }
    }

    #[test]
    fn a_closer_dropped_from_a_rewrite_that_binds() {
        for (o, r) in [
            (
                "No payouts to any account that's not been verified, mate, end of story.",
                "Payouts only to verified accounts.",
            ),
            (
                "Don't prop the fire door open, end of story.",
                "Never prop the fire door open.",
            ),
            (
                "Wear a helmet in the quarry, end of story.",
                "Quarry: helmets must be worn.",
            ),
        ] {
            assert!(!reports(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Wear a helmet in the quarry, end of story.",
                "Helmets in the quarry are a good idea.",
            ),
            (
                "Nobody drives the loader without a ticket, end of story.",
                "Loader: ticket holders usually.",
            ),
        ] {
            assert!(reports(o, r), "{o} -> {r}");
        }
    }

    #[test]
    fn two_negations_said_as_only() {
        for (o, r) in [
            (
                "No payouts to any account that's not been verified.",
                "Payouts only to verified accounts.",
            ),
            (
                "No refunds to any card that hasn't been registered.",
                "Refunds only to registered cards.",
            ),
            (
                "No parcels for any flat that isn't listed.",
                "Parcels only for listed flats.",
            ),
        ] {
            assert!(!reports(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "No payouts to any account that's not been verified.",
                "Payouts only to unverified accounts.",
            ),
            (
                "No refunds to any card that hasn't been registered.",
                "Refunds to registered cards.",
            ),
            (
                "No refunds to any card that hasn't been registered.",
                "Refunds only to registered cards, not to others.",
            ),
        ] {
            assert!(reports(o, r), "{o} -> {r}");
        }
    }

    #[test]
    fn a_rule_said_ended_and_stated_in_force_is_reported() {
        for (o, r) in [
            (
                "The old rule about no photographs in the showroom is gone — you can let \
                 clients take pictures now.",
                "No photographs in the showroom.",
            ),
            (
                "The ban on dogs in the office has been lifted.",
                "No dogs in the office.",
            ),
            (
                "The rule about no phones on the shop floor is over; staff can carry them now.",
                "Phones not allowed on the shop floor.",
            ),
            (
                "The restriction on overtime for juniors no longer applies.",
                "Juniors: no overtime.",
            ),
        ] {
            assert!(reports(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "The old rule about no photographs in the showroom is gone — you can let \
                 clients take pictures now.",
                "Showroom photo ban lifted; clients may take pictures.",
            ),
            (
                "The ban on dogs in the office is over, but no dogs in the kitchen.",
                "No dogs in the kitchen.",
            ),
            (
                "The ban on dogs in the office has been lifted.",
                "Dogs now OK in the office.",
            ),
            (
                "The rule about no phones on the shop floor is over.",
                "No more phone rule on the shop floor.",
            ),
        ] {
            assert!(
                super::ended_rule_said_in_force(o, r).is_none(),
                "{o} -> {r}"
            );
        }
    }
}
