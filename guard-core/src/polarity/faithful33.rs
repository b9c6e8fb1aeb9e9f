//! Session 33's faithful compactions (helper prec33): readings the polarity check now
//! accepts, each beside its changed look-alikes (a word flipped, a number, a unit, an actor, a
//! dropped condition or negation, a hedge), which stay reported.

use std::ops::Range;

use super::compacted;
use super::extract::{Clause, Word};
use super::is_one_of;
use super::negation_forms;
use super::stems::stems_match;
use crate::classify::numbers::{Direction, is_time_unit_name, normalize_unit};

/// Keys of a memory object that only say what kind of entry it is, or how strongly it binds
/// ("force": "must", "type": "prohibition"): no thing the rule is about.
pub(super) const FORM_KEYS: &[&str] = &["force", "type", "kind", "status", "strength", "modality"];
/// The words a form key's value may be made of: a hard rule's ("must not exceed",
/// "prohibition", "limit"), never a permission or a hedge ("may", "should", "optional").
const HARD_FORMS: &[&str] = &[
    "must",
    "not",
    "never",
    "shall",
    "required",
    "mandatory",
    "prohibited",
    "prohibition",
    "forbidden",
    "banned",
    "ban",
    "limit",
    "hard",
    "rule",
    "constraint",
    "requirement",
    "obligation",
    "exceed",
];
/// The literal flag value of a memory object's field ("hard_limit": true): the key says
/// what holds. ("false" and "null" turn or empty the key: never read past.)
const FLAG_VALUES: &[&str] = &["true"];

/// The rewrite's new word `n` is a key of a JSON or YAML memory object that names the entry's
/// form ("force": "must", "type": "limit", followed by its colon), or a literal flag value
/// right after a key's colon ("required": true, "hard_limit": true): a field's frame, no scope
/// of the rule. The value of a form key and the key of a flag are still read as words (a new
/// "region": "EU", or a new "weekends_only": true, is still new), and the frame is read past
/// only when every number's key agrees with the original's bound ([`number_keys_agree`]: no
/// "min_" for a cap, no "_months" for years). Screened by the colon a field needs right
/// beside the word.
pub(super) fn memory_field_frame(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
    n: &Word,
) -> bool {
    let Some(word) = rewrite.get(n.range.clone()) else {
        return false;
    };
    let after = rewrite.get(n.range.end..).unwrap_or("");
    let before = rewrite.get(..n.range.start).unwrap_or("");
    // A key: `force:` in YAML, `"force":` in JSON (nothing else between).
    let is_key = || {
        let rest = after.strip_prefix('"').unwrap_or(after);
        rest.starts_with(':')
            && (after.starts_with('"') && before.ends_with('"')
                || !before.ends_with('"') && at_a_yaml_key_start(before))
    };
    // A value: `: true` (a space or none), not inside a quoted string.
    let is_value = || {
        before.trim_end_matches(' ').ends_with(':')
            && after
                .chars()
                .next()
                .is_none_or(|c| matches!(c, ',' | '}' | ']' | '\n' | ' ' | '\r'))
    };
    (is_one_of(word, FORM_KEYS) && is_key() && hard_form_value(after)
        || is_one_of(word, FLAG_VALUES) && is_value())
        && number_keys_agree((original, o), (rewrite, r))
}

/// The words of an original's sentence that make its number a ceiling.
const CAP_WORDS: &[&str] = &[
    "cap", "capped", "max", "maximum", "limit", "under", "below", "most", "up", "tops",
];

/// Every number of `r` set as a memory key's value ("min_years": 7, `max_kg: 20`) agrees with
/// the original's number of the same value: the key's unit segment ("years", "h") is that
/// number's unit when it has one, and its "min" or "max" segment is not the other side of the
/// original's bound (a "min" for a number `o` caps, or says under; a "max" for a floor, or for
/// a bare number its sentence does not cap).
fn number_keys_agree((original, o): (&str, &Clause), (rewrite, r): (&str, &Clause)) -> bool {
    let sentence = original.get(o.range.clone()).unwrap_or("");
    let caps = || {
        sentence
            .split(|c: char| !c.is_ascii_alphabetic())
            .any(|w| is_one_of(w, CAP_WORDS))
    };
    r.numbers.iter().all(|y| {
        // (The number's range may open at its key: `max_nzd": 28000`.)
        let colon = rewrite
            .get(y.range.clone())
            .and_then(|t| t.rfind(':'))
            .map_or(y.range.start, |k| y.range.start + k + 1);
        let key = key_before(rewrite.get(..colon).unwrap_or(""));
        if key.is_empty() {
            return true;
        }
        let Some(x) = o.numbers.iter().find(|x| x.value == y.value) else {
            return true;
        };
        let segments: Vec<&str> = key.split('_').filter(|s| !s.is_empty()).collect();
        let last = segments.len().saturating_sub(1);
        let side = |k: usize, s: &str| {
            // ("min" closing the key is minutes: "window_min".)
            if is_one_of(s, &["minimum", "least", "floor"])
                || s.eq_ignore_ascii_case("min") && k < last
            {
                Some(Direction::Lower)
            } else if is_one_of(s, &["max", "maximum", "cap", "limit"]) {
                Some(Direction::Upper)
            } else {
                None
            }
        };
        let turned = segments.iter().enumerate().any(|(k, s)| match side(k, s) {
            Some(Direction::Lower) => x.direction == Direction::Upper || caps(),
            // (A bare number caps only where its sentence says so: "kept for 7 years" is
            // no "max_years": 7.)
            Some(Direction::Upper) => {
                x.direction == Direction::Lower || x.direction == Direction::Exact && !caps()
            }
            _ => false,
        });
        let unit_traded = segments.iter().enumerate().any(|(k, s)| {
            if side(k, s).is_some() {
                return false;
            }
            let unit = normalize_unit(&s.to_ascii_lowercase()).into_owned();
            is_time_unit_name(&unit)
                && x.unit
                    .as_deref()
                    .is_some_and(|u| is_time_unit_name(u) && u != unit)
        });
        !turned && !unit_traded
    })
}

/// The key right before a field's value: `"min_years": ` or `max_kg: ` at the end of
/// `before` (empty when the value follows no key).
fn key_before(before: &str) -> &str {
    let Some(rest) = before.trim_end().strip_suffix(':') else {
        return "";
    };
    let rest = rest.strip_suffix('"').unwrap_or(rest);
    // (After the whole of a wide mark before the key: "—max_years".)
    let start = rest
        .char_indices()
        .rev()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '_'))
        .map_or(0, |(k, c)| k + c.len_utf8());
    rest.get(start..).unwrap_or("")
}

/// `after` (the text after a form key) opens with the key's colon and a value made only of
/// [`HARD_FORMS`] words, quoted or up to the line's or the field's end.
pub(super) fn hard_form_value(after: &str) -> bool {
    let rest = after
        .trim_start_matches('"')
        .trim_start_matches(':')
        .trim_start();
    let value = match rest.strip_prefix('"') {
        Some(quoted) => quoted.split('"').next().unwrap_or(""),
        None => rest.split(['\n', ',', '}', '#']).next().unwrap_or(""),
    };
    let mut words = value.split_whitespace().peekable();
    words.peek().is_some() && words.all(|w| is_one_of(w, HARD_FORMS))
}

/// `before` (the text before a word) ends at the start of a YAML key: a line's start, its
/// indentation or a list item's dash, or a "{" or "," of a flow mapping.
fn at_a_yaml_key_start(before: &str) -> bool {
    let line = before.rsplit('\n').next().unwrap_or(before);
    let lead = line.trim_start_matches(' ');
    lead.is_empty() || lead == "- " || lead.ends_with("{ ") || lead.ends_with('{')
}

/// The negation at `n` of `o` revokes a rule with a verb ("Forget the rule about
/// photographing every wheel; spot checks are fine from now on") and a sentence of the
/// rewrite other than `r`, the one aligned with `o`, says it revoked ("Revoked:
/// photograph-every-wheel rule. Spot checks OK going forward."): the revocation kept, in a
/// sentence of its own (see [`negation_forms::revocation_said_in_the_passive`]: the same
/// thing named, no date of its own, not negated). `r` orders nothing ("Spot checks required
/// ..." made the leave a duty; [`orders_nothing`]). Screened by the revoking verb.
pub(super) fn revocation_said_in_another_sentence(
    (original, o, n): (&str, &Clause, &Range<usize>),
    (rewrite, r, clauses): (&str, &Clause, &[Clause]),
) -> bool {
    original
        .get(n.clone())
        .is_some_and(negation_forms::revokes_a_rule)
        && orders_nothing(rewrite, r)
        && clauses.iter().any(|c| {
            c.range != r.range
                && negation_forms::revocation_said_in_the_passive((original, o, n), (rewrite, c))
        })
}

/// Clause `r` (ranges into `text`) orders nothing: its strong marker, if any, is only the
/// time a standing rule holds from ("going forward", "from now on"), and no word of duty
/// ("must", "required", "always") is in it.
fn orders_nothing(text: &str, r: &Clause) -> bool {
    let standing = |s: &Range<usize>| {
        text.get(s.clone()).is_some_and(|w| {
            is_one_of(
                w,
                &[
                    "going forward",
                    "from now on",
                    "henceforth",
                    "from today",
                    "from here on",
                ],
            )
        })
    };
    r.strong.as_ref().is_none_or(standing)
        && !super::restatements::has_word(
            text,
            r,
            &[
                "must",
                "required",
                "mandatory",
                "always",
                "need",
                "needs",
                "shall",
                "compulsory",
                "obligatory",
            ],
        )
}

/// The negation at `n` of `o` revokes a rule with a verb ("Forget the rule about squashing
/// commits; just keep the history as is") and `r` says it revoked in its label, the rest of
/// the rule after it ("Squash-commit rule revoked: keep commit history as is"): the label
/// ends the rule (a verb of ending, no negation), names the thing revoked (the first content
/// word after the verb, or after "the rule about" the next), has no date of its own, and every
/// content word after the label is one of the original's (`known`: "rewrite the history"
/// is new). Screened by the revoking verb and the label.
pub(super) fn revocation_said_under_a_label(
    (original, o, n): (&str, &Clause, &Range<usize>),
    (rewrite, r): (&str, &Clause),
    known: impl Fn(&Word) -> bool,
) -> bool {
    if r.label_words.is_empty()
        || r.negation.is_some()
        || !original
            .get(n.clone())
            .is_some_and(negation_forms::revokes_a_rule)
    {
        return false;
    }
    let Some((label, _)) = rewrite.get(r.range.clone()).and_then(|t| t.split_once(':')) else {
        return false;
    };
    let label_end = r.range.start + label.len();
    // The label says the thing and its end, nothing more: no digit, no word the original's
    // clause lacks but a verb of ending or a rule's noun ("revoked from May" defers it).
    let ending = crate::classify::lexicon::is_ending_verb_any_case;
    let plain = |w: &str| {
        ending(w)
            || is_one_of(
                w,
                &["rule", "rules", "limit", "policy", "requirement", "ban"],
            )
            || o.words
                .iter()
                .any(|x| stems_match(&x.stem, &super::stems::stem(&w.to_ascii_lowercase())))
    };
    let mut words = label
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty());
    if label.bytes().any(|b| b.is_ascii_digit()) || !words.clone().all(plain) || !words.any(ending)
    {
        return false;
    }
    let mut things = o.words.iter().filter(|w| {
        w.range.start >= n.end && !super::revoked::age_of_a_named_rule(original, &w.range)
    });
    let Some(thing) = things.next() else {
        return false;
    };
    let about = things.next().filter(|_| {
        original
            .get(thing.range.clone())
            .is_some_and(|t| is_one_of(t, &["rule", "limit", "policy", "requirement", "ban"]))
    });
    let named = r
        .label_words
        .iter()
        .any(|l| stems_match(l, &thing.stem) || about.is_some_and(|a| stems_match(l, &a.stem)));
    named
        && r.dates
            .iter()
            .all(|d| o.dates.iter().any(|e| e.same_time(d)))
        && r.words
            .iter()
            .filter(|w| w.range.start >= label_end)
            .all(known)
}

/// A "modality weakened" found comparing the original's rule `o` with the rewrite's sentence
/// `r` (several rules compacted with ";") that quotes a permission word ("may", "can") of a
/// ";"-part holding none of `o`'s words (or fewer than another part), where another
/// sentence of the original, `others`, grants a permission itself and has two of its words in
/// that part: the leave is that sentence's ("Auto-belays must be inspected monthly. Staff can
/// comp one birthday day pass ..." -> "auto-belays inspected monthly; staff may comp 1
/// birthday day pass/member/yr", fa47). A "may" in the rule's own part stays reported.
pub(super) fn permission_of_another_part(
    original: &str,
    change: &super::PolarityChange,
    o: &Clause,
    (rewrite, r): (&str, &Clause),
    others: &[&Clause],
) -> bool {
    if change.what != "modality weakened" {
        return false;
    }
    let Some(to) = &change.rewrite_range else {
        return false;
    };
    // (Lower case: "3 May" is a date.)
    let leave = |text: &str, at: &Range<usize>| {
        text.get(at.clone())
            .is_some_and(|w| w == "may" || w == "can")
    };
    if !leave(rewrite, to) {
        return false;
    }
    let Some(part) = compacted::part_of(rewrite, r, to) else {
        return false;
    };
    let ours = compacted::shared_with(o, r, &part);
    let own_part_elsewhere = ours == 0
        || compacted::parts(rewrite, r)
            .filter(|p| *p != part)
            .any(|p| compacted::shared_with(o, r, &p) > ours);
    own_part_elsewhere
        && others.iter().any(|c| {
            compacted::shared_with(c, r, &part) >= 2.max(ours + 1)
                && super::restatements::permission_word(original, &c.range)
                    .is_some_and(|p| leave(original, &p))
        })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A memory object's form key ("force", "type") and a flag value ("true") are no words of
    /// the rule; a new field naming a thing, another number, a unit, a hedge, a flag turned
    /// false or a dropped negation stay reported.
    #[test]
    fn memory_field_frame() {
        let legal = "Legal says intake notes must be kept for 7 years.";
        let replicas = "Don't raise maxReplicas above 6.";
        let trip = "The allowance for the Dolomites recce trip is €300 per day.";
        assert_faithful(&[
            (
                trip,
                "budget:\n  dolomites_recce:\n    allowance_eur_per_day: 300\n    type: limit",
            ),
            (
                "The budget cap for the Whakatane install is NZ$18k, hard limit.",
                r#"{"project": "Whakatane install", "budget_max_nzd": 18000, "hard_limit": true}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 7, "force": "must"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas <= 6", "force": "must not exceed"}"#,
            ),
        ]);
        assert_changed(&[
            (
                trip,
                "budget:\n  dolomites_recce:\n    allowance_eur_per_day: 400\n    type: limit",
            ),
            (
                trip,
                "budget:\n  dolomites_recce:\n    allowance_eur_per_day: 300\n    type: target",
            ),
            (
                trip,
                "budget:\n  dolomites_recce:\n    allowance_usd_per_day: 300\n    type: limit",
            ),
            (
                trip,
                "budget:\n  dolomites_recce:\n    allowance_eur_per_day: 300\n    type: optional",
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 5, "force": "must"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_months": 7, "force": "must"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "—min_months": 7, "force": "must"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "max_years": 7, "force": "must"}"#,
            ),
            (
                legal,
                r#"{"source": "HR", "rule": "retain intake notes", "min_years": 7, "force": "must"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas above 6", "force": "must"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas <= 6", "force": "must not exceed", "except": "during incidents"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 7, "force": "should"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain billing notes", "min_years": 7, "force": "must"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 7, "region": "EU", "force": "must"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas <= 8", "force": "must not exceed"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "minReplicas <= 6", "force": "must not exceed"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas <= 6", "force": "should not exceed"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas >= 6", "force": "must"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 7, "force": "may"}"#,
            ),
            (
                "The budget cap for the Whakatane install is NZ$18k, hard limit.",
                r#"{"project": "Whakatane install", "budget_min_nzd": 18000, "hard_limit": true}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 7, "force": "must not"}"#,
            ),
            (
                "Legal says intake notes may be kept for 7 years.",
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 7, "force": "must"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas <= 6", "force": "may exceed"}"#,
            ),
            (
                "Don't raise maxReplicas above 6 unless Ops agrees.",
                r#"{"constraint": "maxReplicas <= 6", "force": "must not exceed"}"#,
            ),
            (
                "The budget cap for the Whakatane install is NZ$18k, hard limit.",
                r#"{"project": "Whakatane install", "budget_max_nzd": 18000, "hard_limit": false}"#,
            ),
            (
                "The budget cap for the Whakatane install is NZ$18k, hard limit.",
                r#"{"project": "Whakatane install", "budget_max_nzd": 18000, "soft_limit": true}"#,
            ),
            (
                "The budget cap for the Whakatane install is NZ$18k, hard limit.",
                r#"{"project": "Whakatane install", "budget_max_nzd": 28000, "hard_limit": true}"#,
            ),
        ]);
    }

    /// A rule revoked with a verb, said revoked in a sentence of its own or under a label;
    /// the rule kept, another rule named, a date of its own, the revocation denied, or what
    /// follows it changed stay reported.
    #[test]
    fn revocation_said_in_another_sentence() {
        let wheel =
            "Forget the rule about photographing every wheel; spot checks are fine from now on.";
        let squash = "Forget the rule about squashing commits; just keep the history as is.";
        assert_faithful(&[
            (
                wheel,
                "Revoked: photograph-every-wheel rule. Spot checks OK going forward.",
            ),
            (
                wheel,
                "Photograph-every-wheel rule dropped. Spot checks are fine from now on.",
            ),
            (
                squash,
                "Squash-commit rule revoked: keep commit history as is.",
            ),
        ]);
        assert_changed(&[
            (
                wheel,
                "Photograph-every-wheel rule kept. Spot checks OK going forward.",
            ),
            (
                wheel,
                "Photograph-every-wheel rule not revoked. Spot checks OK going forward.",
            ),
            (
                wheel,
                "Revoked: photograph-every-tyre rule. Spot checks OK going forward.",
            ),
            (
                wheel,
                "Revoked from March: photograph-every-wheel rule. Spot checks OK going forward.",
            ),
            (wheel, "Spot checks OK going forward."),
            (
                wheel,
                "Revoked: photograph-every-wheel rule. Spot checks required going forward.",
            ),
            (
                wheel,
                "Revoked: photograph-every-wheel rule. Spot checks OK on weekends.",
            ),
            (
                squash,
                "Squash-commit rule kept: keep commit history as is.",
            ),
            (
                squash,
                "Squash-commit rule revoked: rewrite commit history as needed.",
            ),
            (squash, "Squash-commit rule revoked: delete the history."),
            (
                squash,
                "Squash-commit rule revoked from March: keep commit history as is.",
            ),
            (
                squash,
                "Squash-commit rule not revoked: keep commit history as is.",
            ),
            (
                squash,
                "Squash-commit rule revoked: keep commit history as is unless Ana asks.",
            ),
            (
                squash,
                "Squash-commit rule revoked: ideally keep commit history as is.",
            ),
            (squash, "Rebase rule revoked: keep commit history as is."),
        ]);
    }

    /// A permission of another rule compacted into the same sentence is no weakening of this
    /// one; a "may" in the rule's own part, a duty made a leave, or another number stay
    /// reported.
    #[test]
    fn permission_of_another_part() {
        let gym = "Auto-belays must be inspected monthly. Staff can comp one birthday day pass per member per year.";
        assert_faithful(&[(
            gym,
            "Gym: auto-belays inspected monthly; staff may comp 1 birthday day pass/member/yr.",
        )]);
        assert_changed(&[
            (
                gym,
                "Gym: auto-belays may be inspected monthly; staff may comp 1 birthday day pass/member/yr.",
            ),
            (
                gym,
                "Gym: auto-belays inspected weekly; staff may comp 1 birthday day pass/member/yr.",
            ),
            (
                gym,
                "Gym: auto-belays inspected monthly; staff may comp 2 birthday day passes/member/yr.",
            ),
            (
                gym,
                "Gym: auto-belays inspected monthly; staff must comp 1 birthday day pass/member/yr.",
            ),
            (
                gym,
                "Gym: auto-belays inspected monthly; managers may comp 1 birthday day pass/member/yr.",
            ),
            (
                gym,
                "Gym: auto-belays ideally inspected monthly; staff may comp 1 birthday day pass/member/yr.",
            ),
            (
                "Staff can comp one birthday day pass per member per year. The trip is on 3 May. Pupils must bring a packed lunch.",
                "Staff may comp 1 birthday day pass/member/yr; trip on 3 May.",
            ),
            (
                "Auto-belays must be inspected monthly. Staff must comp one birthday day pass per member per year.",
                "Gym: auto-belays inspected monthly; staff may comp 1 birthday day pass/member/yr.",
            ),
            (
                gym,
                "Gym: auto-belays inspected monthly unless busy; staff may comp 1 birthday day pass/member/yr.",
            ),
        ]);
    }
}
