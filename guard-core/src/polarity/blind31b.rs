//! Readings from the blind corpus s31b (corpus31b, rewrites): changes the rule comparison did
//! not see, each with a cheap screen before any sentence is read.

use super::extract::{Clause, CondGroup, Facts, Word};
use super::restatements::permission_kept;
use super::{is_one_of, stems};
use std::ops::Range;

/// The words of `text` (split at every byte neither a letter, a digit, a hyphen nor an
/// apostrophe), with their offsets in `text`.
fn words_of(text: &str) -> impl Iterator<Item = (usize, &str)> + '_ {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '\''))
        .filter(|w| !w.is_empty())
        .map(move |w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
}

/// Fraction words that say a level with no digit ("below half", "under a quarter").
const FRACTIONS: &[&str] = &[
    "half",
    "halfway",
    "quarter",
    "quarters",
    "third",
    "thirds",
    "two-thirds",
    "three-quarters",
    "one-third",
    "one-quarter",
];

/// Words that put a level on one side of a fraction.
const LEVEL_SIDES: &[&str] = &["below", "under", "above", "over", "less", "more", "past"];

/// The condition at `range` of the rewrite's sentence `r` says a level by a fraction word
/// the original does not say ("restock before each service when it's below half", "refill
/// once the tank is under a quarter"): a comparison word ("below", "under", "above",
/// "over", "less", "more", "past") and, within two words after it ("than", "a"), a fraction
/// word ([`FRACTIONS`]) `original` does not hold. The fraction is no number the bounds
/// read and no content word either, so the condition names nothing new without it.
/// `rewrite` is the text `r`'s ranges point into; the condition ends at the next comma,
/// semicolon or condition.
pub(super) fn fraction_level_added(
    original: &str,
    (rewrite, r): (&str, &Clause),
    range: &Range<usize>,
) -> bool {
    let Some(part) = rewrite.get(range.end..r.condition_end(range)) else {
        return false;
    };
    let part = part.split([',', ';']).next().unwrap_or("");
    let words: Vec<&str> = words_of(part).map(|(_, w)| w).collect();
    words.iter().enumerate().any(|(k, w)| {
        is_one_of(w, LEVEL_SIDES)
            && words[k + 1..].iter().take(3).any(|f| {
                is_one_of(f, FRACTIONS)
                    && !words_of(original).any(|(_, o)| o.eq_ignore_ascii_case(f))
            })
    })
}

/// The first condition of `group` in the rewrite's sentence `r` that says a level by a
/// fraction word the original does not ([`fraction_level_added`]), as its range. Asked only
/// when the rewrite has more conditions of `group` than the original.
pub(super) fn fraction_condition_added(
    original: &str,
    (rewrite, r): (&str, &Clause),
    group: CondGroup,
) -> Option<Range<usize>> {
    r.conditions_of(group)
        .find(|range| fraction_level_added(original, (rewrite, r), range))
        .cloned()
}

/// The original's noun phrase lost its last two words or more, its head among them, and a
/// modifier before them stands alone for the phrase: "the old save-file migration code" ->
/// "the old save files", "the user account cleanup script" -> "the user accounts". Another
/// thing now (the files, not the code that migrates them), where one head word gone ("convert
/// to metric units" -> "convert to metric", "push to the main branch" -> "push to main")
/// leaves the modifier naming the same thing. `missing` are `o`'s words the rewrite's
/// sentence `r` does not keep; the modifier must be kept there as a head (modifying no next
/// word), neither a participle ("estimated") nor, in the rewrite, an initialism ("ETA").
/// The first word of the run that went.
pub(super) fn head_run_dropped<'o>(
    (original, o): (&str, &'o Clause),
    missing: &[&Word],
    (rewrite, r): (&str, &Clause),
) -> Option<&'o Word> {
    // (Two words must have gone: most sentences, kept whole, are settled here.)
    if missing.len() < 2 {
        return None;
    }
    let gone = |w: &Word| missing.iter().any(|m| m.range == w.range);
    // A participle modifies and names no thing ("an estimated delivery date" -> "an
    // estimate"), and an initialism may stand for the whole phrase ("an ETA").
    let participle = |w: &Word| {
        original
            .get(w.range.clone())
            .is_some_and(|t| t.ends_with("ed"))
    };
    let initialism = |x: &Word| {
        rewrite
            .get(x.range.clone())
            .is_some_and(|t| t.len() >= 2 && t.bytes().all(|b| b.is_ascii_uppercase()))
    };
    o.words.windows(3).find_map(|run| {
        let (kept, first, second) = (&run[0], &run[1], &run[2]);
        let chained = kept.modifies_next.as_deref() == Some(first.stem.as_str())
            && first.modifies_next.as_deref() == Some(second.stem.as_str())
            && second.modifies_next.is_none();
        (chained
            && !gone(kept)
            && !participle(kept)
            && gone(first)
            && gone(second)
            && r.words.iter().any(|x| {
                x.modifies_next.is_none()
                    && !initialism(x)
                    && stems::stems_match(&x.stem, &kept.stem)
            }))
        .then_some(first)
    })
}

/// A permission of the original, which the classifier reads as narrative ("You can work
/// from the satellite office on Fridays"), said by the rewrite as an order ("Work from the
/// satellite office on Fridays") or a ban ("Don't work from ..."): the leave became a duty,
/// or was taken away. The original's sentence (not in the past, no negation) gives leave
/// ("can", "may", "allowed to"...; [`permission_kept`]); the rewrite's binding sentence
/// orders (a strong marker, no hedge, no permission word of its own) and every content word
/// of it (two at least) is one of the original sentence's. The kind of change ("modality
/// strengthened", or "negation added" for a ban), the permission and the order.
pub(super) fn permission_ordered(
    (original, before): (&str, &Facts),
    (rewrite, after): (&str, &Facts),
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    after.clauses.iter().find_map(|c| {
        let order = c.strong.clone().or_else(|| c.negation.clone())?;
        let what = if c.negation.is_some() {
            "negation added"
        } else {
            "modality strengthened"
        };
        if !c.binding
            || !c.hedges.is_empty()
            || c.words.len() < 2
            || permission_kept(rewrite, c).is_some()
        {
            return None;
        }
        before.clauses.iter().find_map(|o| {
            if o.past || o.negation.is_some() || o.binding {
                return None;
            }
            let permission = permission_kept(original, o)?;
            c.words
                .iter()
                .all(|x| o.words.iter().any(|w| stems::stems_match(&w.stem, &x.stem)))
                .then(|| (what, permission, order.clone()))
        })
    })
}

/// Condition words that hold an act back until something is done.
const GATES: &[&str] = &["until", "till", "unless", "before", "once", "after"];

/// Words that say a thing is done whole.
const TOTALITY: &[&str] = &[
    "full",
    "fully",
    "in-full",
    "entire",
    "entirely",
    "entirety",
    "complete",
    "completely",
    "whole",
    "wholly",
    "all",
    "100%",
    "total",
    "totally",
];

/// A gate of the original held to a thing done whole, read as narrative: "The consignment
/// can't leave bond until the duty is paid in full" -> "Consignment awaiting duty payment
/// before leaving bond". The original's sentence has a negation, then a gate ([`GATES`]:
/// "until", "unless", "before"...) and, after it in the same part (no ";" between), "in
/// full", "fully", "in its entirety" or "entirely"; a rewrite sentence says two of its words
/// again and no word of totality ([`TOTALITY`]): the gate opens on a part payment now.
/// Screened by the original's stems ("whole", "fully", "entire"). The qualifier and the
/// rewrite's sentence.
pub(super) fn totality_dropped<'a>(
    (original, before): (&str, &Facts),
    (rewrite, after): (&str, impl Fn() -> &'a Facts),
) -> Option<(Range<usize>, Range<usize>)> {
    // A negated sentence with a condition after its negation first (its fields alone), then
    // "full" and "entire", which share the stem "whole", "fully", "entirely" and "entirety",
    // which have their own: three probes of the original's stem index, no text searched.
    let gated = |o: &Clause| {
        o.negation
            .as_ref()
            .is_some_and(|n| o.conditions.iter().any(|(_, c)| c.start >= n.end))
    };
    if !before.clauses.iter().any(gated) {
        return None;
    }
    let stems = before.stems();
    if !(stems.has("whole") || stems.has("fully") || stems.has("entire")) {
        return None;
    }
    let (o, qualifier) = before.clauses.iter().find_map(|o| {
        let negation = o.negation.as_ref()?;
        let text = original.get(o.range.clone())?;
        words_of(text).find_map(|(at, w)| {
            let start = o.range.start + at;
            let whole = is_one_of(w, &["fully", "entirely"])
                || is_one_of(w, &["full", "entirety"])
                    && text[..at]
                        .trim_end()
                        .rsplit(' ')
                        .next()
                        .is_some_and(|p| is_one_of(p, &["in", "its", "their"]));
            let gated = o.conditions.iter().any(|(_, c)| {
                c.start >= negation.end
                    && c.end <= start
                    && original.get(c.clone()).is_some_and(|w| is_one_of(w, GATES))
                    && original
                        .get(c.end..start)
                        .is_some_and(|between| !between.contains(';'))
            });
            (whole && gated).then(|| (o, start..start + w.len()))
        })
    })?;
    let after = after();
    let r = after.clauses.iter().find(|r| r.words_shared_with(o) >= 2)?;
    let said_whole = rewrite
        .get(r.range.clone())
        .is_some_and(|text| words_of(text).any(|(_, w)| is_one_of(w, TOTALITY)));
    (!said_whole).then(|| (qualifier, r.range.clone()))
}

/// The rewrite's condition at `range` of `r` is the tail of a memory object's key
/// ("applies_when", "only_if": glued to the key's first word by "_") whose value states a
/// bound the original's sentence `o` states, on the same side and of the same value, with
/// one word at most before it naming what is measured: `"applies_when": "amount > $200"` for
/// "Refunds over $200 need the support lead's approval" (corpus31b f22). The key says where
/// the rule applies, as the bound on its subject did; another bound, or more words in the
/// value ("customer is VIP and amount > $200"), is still a condition added.
pub(super) fn keyed_condition_restates_a_bound(
    rewrite: &str,
    range: &Range<usize>,
    r: &Clause,
    o: &Clause,
) -> bool {
    let keyed = range.start > 0
        && rewrite.as_bytes()[range.start - 1] == b'_'
        && rewrite
            .get(range.clone())
            .is_some_and(|w| is_one_of(w, &["when", "if", "where"]));
    if !keyed {
        return false;
    }
    let Some(bound) = r.bound_after(range.end) else {
        return false;
    };
    // The value: from the key's end to the bound, one word at most ("amount").
    let lead = rewrite.get(range.end..bound.range.start).unwrap_or("");
    let words = lead
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .count();
    // And nothing after the bound before the value closes (a quote, a comma, a brace).
    let tail = rewrite.get(bound.range.end..r.range.end).unwrap_or("");
    let closed = tail.trim_start().starts_with(['"', '\'', ',', '}', '\n']);
    words <= 1
        && (closed || tail.trim().is_empty())
        && o.numbers
            .iter()
            .any(|n| n.compared && n.value == bound.value && n.direction == bound.direction)
}

/// Word `w` of `text` is "away" and "from" follows it: a place the act is kept from.
fn away_from(text: &str, w: &Word) -> bool {
    text.get(w.range.clone())
        .is_some_and(|t| t.eq_ignore_ascii_case("away"))
        && text
            .get(w.range.end..)
            .and_then(|rest| rest.split_whitespace().next())
            .is_some_and(|next| next.eq_ignore_ascii_case("from"))
}

/// Words that keep a place apart from the rest before it names it ("anywhere but at the
/// bedside", "except", "other than", "only", "outside", "elsewhere", "out of"), or keep the
/// motion from it ("never take the laptop from the office": "take away" said as "take").
const CONTRASTS: &[&str] = &[
    "away",
    "but",
    "except",
    "than",
    "only",
    "outside",
    "beyond",
    "elsewhere",
    "besides",
    "apart",
    "anywhere",
    "nowhere",
    "off",
    "out",
    "from",
];

/// The missing word of `missing` that is "away" before "from" in the original's sentence,
/// when the rewrite's sentence `r` says the place after it again with no word that keeps it
/// apart ([`CONTRASTS`]) among the three before it: "Samples must not be labelled away from
/// the bedside" -> "Don't label samples at the bedside" (the ban now on the one place it
/// allowed; corpus31b f05's changed look-alike).
pub(super) fn away_from_dropped<'o>(
    (original, o): (&str, &Clause),
    missing: &[&'o Word],
    (rewrite, r): (&str, &Clause),
) -> Option<&'o Word> {
    let away = missing.iter().find(|m| away_from(original, m))?;
    let place = o.words.iter().find(|w| w.range.start > away.range.end)?;
    let said = r
        .words
        .iter()
        .find(|x| stems::stems_match(&x.stem, &place.stem))?;
    let lead = rewrite.get(r.range.start..said.range.start).unwrap_or("");
    let apart = lead
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .rev()
        .take(4)
        .any(|w| is_one_of(w, CONTRASTS));
    (!apart).then_some(*away)
}

/// "away from X" of a ban said "anywhere but X" ("anywhere other than X", "anywhere besides
/// X"): "must not be labelled away from the bedside" = "don't label ... anywhere but at the
/// bedside" (corpus31b f05). The missing "away" and the new "anywhere" are the same place
/// said from the other side; their positions in `missing` and `new`.
pub(super) fn away_from_said_as_anywhere_but(
    original: &str,
    missing: &[&Word],
    rewrite: &str,
    new: &[&Word],
) -> Option<(usize, usize)> {
    let m = missing.iter().position(|m| away_from(original, m))?;
    let n = new.iter().position(|n| {
        rewrite
            .get(n.range.clone())
            .is_some_and(|t| t.eq_ignore_ascii_case("anywhere"))
            && rewrite
                .get(n.range.end..)
                .and_then(|rest| rest.split_whitespace().next())
                .is_some_and(|next| is_one_of(next, &["but", "besides", "other"]))
    })?;
    Some((m, n))
}

/// Currency signs an amount opens with: the amount's unit, so the word after it names none.
const CURRENCY_SIGNS: &[char] = &['$', '£', '€', '₱', '₹', '¥', '₦', '₩', '₽', '₺'];

/// The missing word `m` of the original is said in the rewrite's sentence `r` as the word
/// right after an amount that opens with a currency sign, which the number reader took for
/// the amount's unit ("Refunds up to ₱2,000 can be approved directly" -> "≤ ₱2,000 approve
/// directly", corpus31b f44): the verb is kept, the amount's unit is its sign. Stems
/// compared ("approved" / "approve"); another verb there ("reject") is no such word.
pub(super) fn said_after_a_currency_amount(m: &Word, (rewrite, r): (&str, &Clause)) -> bool {
    r.numbers.iter().any(|n| {
        let Some(amount) = rewrite.get(n.range.clone()) else {
            return false;
        };
        if !amount
            .trim_start_matches(['≤', '≥', '<', '>', '~', ' '])
            .starts_with(CURRENCY_SIGNS)
        {
            return false;
        }
        // The words of the amount's range after its figure, and the one right after it.
        let inside = amount
            .split_whitespace()
            .skip_while(|w| !w.contains(CURRENCY_SIGNS))
            .skip(1);
        let after = rewrite
            .get(n.range.end..)
            .unwrap_or("")
            .split_whitespace()
            .take(1);
        inside.chain(after).any(|w| {
            let w = w.trim_matches(|c: char| !c.is_alphabetic());
            !w.is_empty() && stems::stems_match(&stems::stem(&w.to_lowercase()), &m.stem)
        })
    })
}

/// A fraction said in words, digits or a percentage: its value ("two-thirds", "2/3",
/// "66.7%"; "half", "1/2", "50%"; "a quarter", "1/4", "25%").
fn fraction_value(word: &str) -> Option<f64> {
    let w = word.trim_matches(|c: char| !(c.is_alphanumeric() || c == '%' || c == '/'));
    let lower = w.to_ascii_lowercase();
    let named = match lower.as_str() {
        "half" | "one-half" => Some(0.5),
        "third" | "one-third" => Some(1.0 / 3.0),
        "two-thirds" => Some(2.0 / 3.0),
        "quarter" | "one-quarter" => Some(0.25),
        "three-quarters" | "three-fourths" => Some(0.75),
        _ => None,
    };
    if named.is_some() {
        return named;
    }
    if let Some(pct) = lower.strip_suffix('%') {
        return pct.parse::<f64>().ok().map(|v| v / 100.0);
    }
    let (a, b) = lower.split_once('/')?;
    let (a, b) = (a.parse::<f64>().ok()?, b.parse::<f64>().ok()?);
    (b > 1.0 && a < b).then(|| a / b)
}

/// The side a comparator puts a bound on, and whether it is strict: "at least" and "≥" are
/// a lower bound, "more than", "over" and ">" a strict one; "at most", "≤", "up to" an
/// upper one, "less than", "under", "below" and "<" a strict one. Read from the words right
/// before a fraction (`lead`, in text order).
fn comparator_side(lead: &[&str]) -> Option<(bool, bool)> {
    let last = |k: usize| lead.len().checked_sub(k).and_then(|i| lead.get(i)).copied();
    let pair = |a: &str, b: &str| {
        last(2).is_some_and(|x| x.eq_ignore_ascii_case(a))
            && last(1).is_some_and(|x| x.eq_ignore_ascii_case(b))
    };
    let one = last(1)?;
    // "no more than a quarter" is "at most", "no fewer than half" "at least".
    let denied = last(3).is_some_and(|x| is_one_of(x, &["no", "not"]));
    if denied && pair("more", "than") {
        return Some((false, false));
    }
    if denied && (pair("less", "than") || pair("fewer", "than")) {
        return Some((true, false));
    }
    if pair("at", "least") || one == "≥" || one == ">=" || is_one_of(one, &["min", "minimum"]) {
        Some((true, false))
    } else if pair("more", "than") || is_one_of(one, &["over", "above", ">"]) {
        Some((true, true))
    } else if pair("at", "most")
        || pair("up", "to")
        || one == "≤"
        || one == "<="
        || is_one_of(one, &["max", "maximum"])
    {
        Some((false, false))
    } else if pair("less", "than")
        || pair("fewer", "than")
        || is_one_of(one, &["under", "below", "<"])
    {
        Some((false, true))
    } else {
        None
    }
}

/// Every bound on a fraction `text` states: (lower side, strict, value). A comparator glued
/// to its figure ("≥2/3") is read as a word of its own.
fn fraction_bounds(text: &str) -> Vec<(bool, bool, f64)> {
    let spaced = text.replace('≥', " ≥ ").replace('≤', " ≤ ");
    let words: Vec<&str> = spaced
        .split(|c: char| c.is_whitespace() || c == ':' || c == ',' || c == ';')
        .filter(|w| !w.is_empty())
        .collect();
    let mut bounds = Vec::new();
    for (k, w) in words.iter().enumerate() {
        let Some(value) = fraction_value(w) else {
            continue;
        };
        // "at least a quarter": the article between.
        let lead_end = if k > 0 && is_one_of(words[k - 1], &["a", "an", "one"]) {
            k - 1
        } else {
            k
        };
        if let Some((lower, strict)) = comparator_side(&words[..lead_end]) {
            bounds.push((lower, strict, value));
        }
    }
    bounds
}

/// Takes back each "bound dropped" or "bound added" whose quoted bound is a fraction the
/// other text states again with the same comparator in another form: "At least two-thirds
/// of the volunteers" = "≥ 2/3 of volunteers", "at least half" = "at least 50%" (the bound
/// readers take "two-thirds" as a figure and "2/3" or "half" as none, corpus31b). Another
/// value ("≥ 3/4"), side ("≤ 2/3") or strictness ("more than 2/3") is still reported.
/// Screened by the kind of each change: most reports hold none of these.
pub(super) fn fractions_said_again(
    original: &str,
    rewrite: &str,
    changes: &mut Vec<super::PolarityChange>,
) {
    if !changes
        .iter()
        .any(|c| c.what == "bound dropped" || c.what == "bound added")
    {
        return;
    }
    changes.retain(|c| {
        let (quoted, other) = match c.what.as_str() {
            "bound dropped" => (&c.original, rewrite),
            "bound added" => (&c.rewrite, original),
            _ => return true,
        };
        let ours = fraction_bounds(quoted);
        if ours.is_empty() {
            return true;
        }
        let theirs = fraction_bounds(other);
        !ours.iter().all(|(lower, strict, v)| {
            theirs
                .iter()
                .any(|(l, s, x)| l == lower && s == strict && (x - v).abs() < 0.005)
        })
    });
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful, assert_reports};

    /// A condition added that says a level by a fraction word and names nothing else
    /// (corpus31b ch40): "condition added". The same condition kept, or the rule reworded
    /// without it, is not.
    #[test]
    fn a_level_said_by_a_fraction_is_a_condition_added() {
        assert_reports(
            "condition added",
            &[
                (
                    "Restock the garnish station before each service.",
                    "Restock the garnish station before service when it's below half.",
                ),
                (
                    "Refill the water tank before each shift.",
                    "Refill the water tank before each shift once it is under a quarter.",
                ),
                (
                    "Top up the fuel before every flight.",
                    "Top up the fuel before every flight if it's less than half.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Refill the tank when it's below half.",
                "Refill the tank when it drops under half.",
            ),
            (
                "Restock the garnish station before each service.",
                "Before each service, restock the garnish station.",
            ),
            (
                "Restock the garnish station before each service.",
                "Restock garnish station before every service.",
            ),
        ]);
    }

    /// A noun phrase's last two words gone, a modifier standing for it (corpus31b ch48):
    /// "scope changed". One head word gone ("main branch" -> "main") is not; a modifier
    /// dropped or the phrase said again in other words is still compared as before.
    #[test]
    fn a_phrase_cut_to_its_modifier_is_a_scope_change() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Don't delete the old save-file migration code.",
                    "Don't delete the old save files.",
                ),
                (
                    "Never edit the production database migration scripts.",
                    "Never edit the production database.",
                ),
            ],
        );
        assert_faithful(&[
            ("Never push to the main branch.", "Never push to main."),
            (
                "Always convert to metric units.",
                "Always convert to metric.",
            ),
            (
                "Never give a customer an estimated delivery date while the parcel is on \
                 customs hold.",
                "Don't give customers an ETA while a parcel is on customs hold.",
            ),
            (
                "Don't delete the old save-file migration code.",
                "Don't delete old migration code for save files.",
            ),
        ]);
        assert_changed(&[(
            "Don't touch the user account cleanup script.",
            "Don't touch the account cleanup script.",
        )]);
    }

    /// A permission the classifier reads as narrative said as an order (corpus31b ch53):
    /// "modality strengthened" ("negation added" for a ban). The leave said again in other
    /// words, or said with "may", is not.
    #[test]
    fn a_permission_said_as_an_order_is_strengthened() {
        assert_reports(
            "modality strengthened",
            &[
                (
                    "You can work from the satellite office on Fridays.",
                    "Work from the satellite office on Fridays.",
                ),
                (
                    "You can work from the satellite office on Fridays.",
                    "Always work from the satellite office on Fridays.",
                ),
                (
                    "Staff can use the side entrance after 6pm.",
                    "Use the side entrance after 6pm.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "You can work from the satellite office on Fridays.",
                "Satellite office OK on Fridays.",
            ),
            (
                "You can work from the satellite office on Fridays.",
                "You may work from the satellite office on Fridays.",
            ),
            (
                "You can work from the satellite office on Fridays.",
                "Fridays: working from the satellite office allowed.",
            ),
            (
                "You can work from the satellite office on Fridays.",
                "Can work from satellite office Fridays.",
            ),
        ]);
        assert_reports(
            "negation added",
            &[(
                "You can work from the satellite office on Fridays.",
                "Don't work from the satellite office on Fridays.",
            )],
        );
    }

    /// A gate held to a thing done whole ("until the duty is paid in full") said without the
    /// whole (corpus31b ch63): reported ("scope changed" when the original reads as narrative;
    /// since corpus35b "the consignment can't leave bond until ..." binds, and the ban said as
    /// "awaiting" is a mention). "full", "fully" or "100%" kept, or a fact that is no gate, is
    /// not.
    #[test]
    fn a_gate_said_without_its_whole_is_a_scope_change() {
        assert_changed(&[(
            "Hi Wanjiku, the Eldoret trucks are booked for Tuesday. The Eldoret consignment \
                 can't leave bond until the duty is paid in full; partial payments don't count. \
                 Otto is covering my phone. Regards, Njeri",
            "Eldoret consignment awaiting duty payment before leaving bond; trucks Tue; Otto \
                 covering phone.",
        )]);
        assert_faithful(&[
            (
                "The consignment can't leave bond until the duty is paid in full.",
                "Consignment stays in bond until the duty is fully paid.",
            ),
            (
                "The consignment can't leave bond until the duty is paid in full.",
                "Consignment held in bond pending full duty payment.",
            ),
            (
                "The loan is fully repaid, so the bank released the deeds.",
                "Loan repaid; deeds released.",
            ),
        ]);
        assert_changed(&[(
            "The container can't be released until the invoice is fully paid.",
            "Container released once the invoice is paid.",
        )]);
    }

    /// A negating verb in a condition after a date ("call me before 5pm if they refuse")
    /// does not turn the date (corpus31b f43): the sentences joined by ";" are faithful.
    /// The date turned or replaced, and a negation in front of the date, still are reported.
    #[test]
    fn a_refusal_in_a_later_condition_turns_no_date() {
        assert_faithful(&[
            (
                "Don't release the container. Call me before 5pm if they refuse.",
                "Don't release the container; call me before 5pm if they refuse.",
            ),
            (
                "Boss: Ochieng, don't release the Nakuru container to the transporter until \
                 the client pays the storage charges.\nOchieng: Sawa.\nBoss: And call me \
                 before 5pm if they refuse.",
                "Nakuru container: don't release to transporter until client pays storage; \
                 call boss before 5pm if they refuse.",
            ),
        ]);
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Don't release the container. Call me before 5pm if they refuse.",
                    "Don't release the container; call me after 5pm if they refuse.",
                ),
                (
                    "After 8pm, if they call, don't answer.",
                    "Before 8pm, if they call, don't answer.",
                ),
                ("Don't call after 8pm.", "Don't call before 8pm."),
            ],
        );
        assert_reports(
            "date changed",
            &[(
                "Don't release the container. Call me before 5pm if they refuse.",
                "Don't release the container; call me before 6pm if they refuse.",
            )],
        );
    }

    /// A fraction bound said in digits or as a percentage (corpus31b f75) is the same bound;
    /// another value, side or strictness, or no comparator, is still reported.
    #[test]
    fn a_fraction_said_in_digits_keeps_its_bound() {
        let o = "At least two-thirds of the volunteers on any shift must be first-aid trained.";
        assert_faithful(&[
            (o, "Each shift: ≥ 2/3 of volunteers first-aid trained."),
            (
                "At least half of the volunteers must be trained.",
                "At least 1/2 of the volunteers must be trained.",
            ),
            (
                "At least half of the volunteers must be trained.",
                "At least 50% of the volunteers must be trained.",
            ),
            (
                "No more than a quarter of the budget may go on travel.",
                "No more than 25% of the budget may go on travel.",
            ),
        ]);
        assert_changed(&[
            (o, "Each shift: ≥ 3/4 of volunteers first-aid trained."),
            (o, "Each shift: ≤ 2/3 of volunteers first-aid trained."),
            (o, "Each shift: ≥ 1/3 of volunteers first-aid trained."),
            (
                o,
                "Each shift: more than 2/3 of volunteers first-aid trained.",
            ),
            (o, "Each shift: 2/3 of volunteers first-aid trained."),
            (o, "Each shift: ≥ 2/3 of volunteers CPR trained."),
            (
                "At least half of the volunteers must be trained.",
                "At least 40% of the volunteers must be trained.",
            ),
            (
                "At least half of the volunteers must be trained.",
                "At most 50% of the volunteers must be trained.",
            ),
        ]);
    }

    /// A memory object's key ending in a condition word whose value restates the
    /// original's bound (corpus31b f22) adds no condition; another bound, or a value that
    /// asks more, does.
    #[test]
    fn a_keyed_condition_restating_a_bound_adds_none() {
        let o = "Refunds over $200 need the support lead's approval.";
        assert_faithful(&[(
            o,
            r#"{"type": "constraint", "action": "refund", "applies_when": "amount > $200", "requires": "support lead approval"}"#,
        )]);
        assert_changed(&[
            (
                o,
                r#"{"type": "constraint", "action": "refund", "applies_when": "amount > $500", "requires": "support lead approval"}"#,
            ),
            (
                o,
                r#"{"type": "constraint", "action": "refund", "applies_when": "amount < $200", "requires": "support lead approval"}"#,
            ),
            (
                o,
                r#"{"type": "constraint", "action": "refund", "applies_when": "customer is VIP and amount > $200", "requires": "support lead approval"}"#,
            ),
            (
                o,
                r#"{"type": "constraint", "action": "refund", "applies_when": "amount > $200", "requires": "manager approval"}"#,
            ),
        ]);
    }

    /// A ban "away from X" said "anywhere but X" (corpus31b f05) is faithful; said "at X"
    /// (the one place it allowed), or with another place, is not.
    #[test]
    fn away_from_said_as_anywhere_but() {
        let o = "Blood samples must not be labelled away from the patient's bedside.";
        assert_faithful(&[
            (
                o,
                "Don't label blood samples anywhere but at the patient's bedside.",
            ),
            (
                o,
                "Never label blood samples away from the patient's bedside.",
            ),
            (
                "Don't take the laptop away from the office.",
                "Never take the laptop from the office.",
            ),
        ]);
        assert_changed(&[
            (o, "Don't label blood samples at the patient's bedside."),
            (
                o,
                "Don't label blood samples anywhere but at the nurses' station.",
            ),
            (
                o,
                "Label blood samples anywhere but at the patient's bedside.",
            ),
            (
                o,
                "Don't label urine samples anywhere but at the patient's bedside.",
            ),
            (
                "Samples must not be labelled away from the bedside.",
                "Don't label samples at the bedside.",
            ),
            (
                "Don't take the laptop away from the office.",
                "Don't take the laptop to the office.",
            ),
        ]);
    }

    /// A Caribbean "de" ("the") dropped is faithful (corpus31b f45); the rule's words or
    /// its addressee changed beside it are still reported, and so is a name's "de".
    #[test]
    fn a_dialect_article_dropped() {
        let o = "Doh send de invoices to Marcus.";
        assert_faithful(&[
            (o, "Don't send invoices to Marcus."),
            (o, "Never send the invoices to Marcus."),
        ]);
        assert_changed(&[
            (o, "Don't send invoices to Priya."),
            (o, "Don't send receipts to Marcus."),
            (o, "Send invoices to Marcus."),
            (
                "Don't send invoices to Maria de Souza.",
                "Don't send invoices to Maria Souza.",
            ),
        ]);
    }

    /// A verb right after an amount with a currency sign, which the number reader takes for
    /// the amount's unit, is the original's verb kept (corpus31b f44); another verb there,
    /// another amount or a dropped limit is still reported.
    #[test]
    fn a_verb_after_a_currency_amount_is_kept() {
        let o = "Refunds up to ₱2,000 can be approved directly.";
        assert_faithful(&[
            (o, "Refunds ≤ ₱2,000 approve directly."),
            (
                "Refunds up to $2,000 can be approved directly.",
                "≤ $2,000 approve directly.",
            ),
        ]);
        assert_changed(&[
            (o, "Refunds ≤ ₱2,000 reject directly."),
            (o, "Refunds ≤ ₱5,000 approve directly."),
            (o, "Refunds ≥ ₱2,000 approve directly."),
            (o, "Refunds: approve directly."),
        ]);
    }
}
