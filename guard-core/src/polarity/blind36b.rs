//! Readings from the blind corpus s36b (corpus36b, rewrites, session 36): changes the rule
//! comparison did not see, read from the two texts alone when nothing else was found. Each
//! reading asks for the words it needs (a phrase, a modal) before any word is read.

use super::blind34a::{holds_any_phrase, holds_phrase};
use super::words::{
    TextReading, Word, WordKey, is_content, number_word_value, part_holding, parts, same_word,
    words,
};
use super::{abilities, is_one_of};
use std::ops::Range;

/// A change read from the two texts alone: its kind, and its ranges in the original and the
/// rewrite (none when the rewrite dropped it).
type Missed = (&'static str, Range<usize>, Option<Range<usize>>);

/// Modals that bind ("must", "shall").
const BINDING_MODALS: &[&str] = &["must", "shall"];

/// Modals that leave the act open ("may", "can", "could", "might").
const OPEN_MODALS: &[&str] = &["may", "can", "could", "might"];

/// "Applicants must upload a certified translation" -> "Applicants may upload a certified
/// translation": the original's binding modal said again as an open one between the same
/// subject and the same verb (the words on both sides of it the same), the rewrite saying
/// the binding one nowhere. The original's modal and the rewrite's. Not a negated modal
/// ("must not" is "may not"), nor a rewrite saying "only" ("may stay only if locked").
fn binding_modal_opened(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !o.holds_any_phrase(BINDING_MODALS)
        || !r.holds_any_phrase(OPEN_MODALS)
        || r.holds_any_phrase(BINDING_MODALS)
    {
        return None;
    }
    let ours = o.words();
    let theirs = r.words();
    let beside = |i: usize, j: usize| {
        let after = matches!((ours.get(i + 1), theirs.get(j + 1)),
            (Some((a, _)), Some((b, _))) if same_word(a, b));
        let before = i == 0 || j == 0 || same_word(ours[i - 1].0, theirs[j - 1].0);
        after && before
    };
    // ("must not" is "may not"; "must stay only if" is "may stay only if".)
    let negated = |ws: &[Word<'_>], i: usize| {
        ws.get(i + 1)
            .is_some_and(|(w, _)| is_one_of(w, &["not", "never", "only"]))
    };
    if r.holds_phrase("only") {
        return None;
    }
    (0..ours.len())
        .filter(|&i| is_one_of(ours[i].0, BINDING_MODALS) && !negated(ours, i))
        .find_map(|i| {
            let j = (0..theirs.len()).find(|&j| {
                is_one_of(theirs[j].0, OPEN_MODALS) && !negated(theirs, j) && beside(i, j)
            })?;
            Some((ours[i].1.clone(), theirs[j].1.clone()))
        })
}

/// Words that advise rather than bind ("not advised", "recommended").
const ADVICE: &[&str] = &[
    "advised",
    "advisable",
    "inadvisable",
    "recommended",
    "encouraged",
    "discouraged",
    "suggested",
];

/// Words that bind or forbid ("not allowed", "prohibited", "must").
const BINDING_WORDS: &[&str] = &[
    "allowed",
    "permitted",
    "prohibited",
    "forbidden",
    "banned",
    "must",
    "mustn't",
    "shall",
    "required",
    "mandatory",
];

/// "Deliveries to PO boxes are not allowed." -> "Deliveries to PO boxes are not advised.":
/// a ban or a duty said again as advice, a word of advice the original does not say. The
/// original's binding word and the rewrite's word of advice.
fn rule_said_as_advice(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !r.holds_any_phrase(ADVICE)
        || o.holds_any_phrase(ADVICE)
        || !o.holds_any_phrase(BINDING_WORDS)
    {
        return None;
    }
    let ours = o.words();
    let theirs = r.words();
    let (_, from) = ours.iter().find(|(w, _)| is_one_of(w, BINDING_WORDS))?;
    let (_, to) = theirs.iter().find(|(w, _)| is_one_of(w, ADVICE))?;
    Some((from.clone(), to.clone()))
}

/// Words that open a condition.
const CONDITION_WORDS: &[&str] = &["if", "when", "once", "provided", "whenever"];

/// "Stop the pump if the level drops under 1.5 m." -> "Stop the pump if the level drops
/// under 1.5 m and the supervisor agrees.": a condition of the rewrite with a second part
/// after "and" (up to the end of its sentence or a comma) whose content words, two or more,
/// the original says none of: a condition added to the one kept. Where the original's
/// condition is (its start when it has none) and the added part.
fn condition_conjunct_added(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let rewrite = r.text;
    if !r.holds_phrase("and") || !r.holds_any_phrase(CONDITION_WORDS) {
        return None;
    }
    for part in parts(rewrite) {
        let theirs = words(rewrite, part);
        let Some(c) = theirs
            .iter()
            .position(|(w, _)| is_one_of(w, CONDITION_WORDS))
        else {
            continue;
        };
        let Some(a) = (c + 2..theirs.len()).find(|&a| theirs[a].0.eq_ignore_ascii_case("and"))
        else {
            continue;
        };
        // The added part ends at a comma.
        let end = (a + 1..theirs.len())
            .find(|&k| rewrite[theirs[k - 1].1.end..theirs[k].1.start].contains(','))
            .unwrap_or(theirs.len());
        let named: Vec<&Word<'_>> = theirs[a + 1..end]
            .iter()
            .filter(|(w, _)| is_content(w))
            .collect();
        if named.len() < 2 {
            continue;
        }
        if named.iter().any(|(w, _)| {
            let key = WordKey::of(w);
            o.keys().iter().any(|k| k.same(&key))
        }) {
            continue;
        }
        let from = o
            .words()
            .iter()
            .find(|(w, _)| is_one_of(w, CONDITION_WORDS))
            .map_or(0..0, |(_, at)| at.clone());
        return Some((from, theirs[a].1.start..theirs[end - 1].1.end));
    }
    None
}

/// Words that say a rule holds without pause ("at all times", "always").
const WITHOUT_PAUSE: &[&str] = &[
    "at all times",
    "all the time",
    "always",
    "24/7",
    "constantly",
    "continuously",
    "never",
];

/// Words of a count of people or things ("two people on him").
fn is_count(w: &str) -> bool {
    w.bytes().all(|b| b.is_ascii_digit())
        || is_one_of(
            w,
            &[
                "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            ],
        )
}

/// "The Labradoodle on Thursday is a biter, so two people on him at all times." ->
/// "Thursday's Labradoodle can be a handful.": a standing order of a narrative (a count "at
/// all times", said in the present) the rewrite says nowhere ("at all times", "always" and
/// the like gone): a constraint deleted. The original's sentence.
fn standing_count_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Range<usize>> {
    let original = o.text;
    if !o.holds_phrase("at all times") || r.holds_any_phrase(WITHOUT_PAUSE) {
        return None;
    }
    parts(original).into_iter().find(|part| {
        let ours = words(original, part.clone());
        ours.iter().any(|(w, _)| is_count(w))
            && holds_phrase(&original[part.clone()], "at all times")
            && !ours
                .iter()
                .any(|(w, _)| is_one_of(w, &["was", "were", "had", "did", "used"]))
    })
}

/// Words of a requirement ("need it in writing", "must be in writing", "only in writing").
const REQUIRING: &[&str] = &[
    "need", "needs", "must", "only", "required", "requires", "require", "before", "unless",
    "without", "always",
];

/// "Ya need it in writing from the customer before you leave a parcel" -> "The agent needs
/// confirmation from the customer before leaving a parcel": a form the original requires ("in
/// writing") that the rewrite says nowhere ("writing", "written", "signed", an email or a
/// letter): a scope changed. The original's "in writing".
fn form_in_writing_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Range<usize>> {
    let original = o.text;
    if !o.holds_phrase("in writing")
        || r.holds_any_phrase(&[
            "writing", "written", "write", "signed", "email", "e-mail", "letter", "form",
        ])
    {
        return None;
    }
    parts(original).into_iter().find_map(|part| {
        let ours = words(original, part);
        let i = (0..ours.len().saturating_sub(1)).find(|&i| {
            ours[i].0.eq_ignore_ascii_case("in") && ours[i + 1].0.eq_ignore_ascii_case("writing")
        })?;
        ours.iter()
            .any(|(w, _)| is_one_of(w, REQUIRING))
            .then(|| ours[i].1.start..ours[i + 1].1.end)
    })
}

/// Words that waive a step after "no" ("no need to ask", "no bother", "no questions asked").
const WAIVED: &[&str] = &["need", "bother", "problem", "questions"];

/// Words that give leave ("can", "may", "grand to", "free to").
const LEAVE: &[&str] = &[
    "can",
    "may",
    "allowed",
    "permitted",
    "grand",
    "free",
    "fine",
    "welcome",
];

/// The negations of `ws` that are no waiver ("not", "can't", "no" but "no need").
fn negations_but_waivers(ws: &[Word<'_>]) -> usize {
    (0..ws.len())
        .filter(|&i| {
            let w = ws[i].0;
            (is_one_of(w, &["no", "not", "never", "nobody", "nothing", "cannot"])
                || w.to_ascii_lowercase().ends_with("n't")
                || w.to_ascii_lowercase().ends_with("n\u{2019}t"))
                && !ws.get(i + 1).is_some_and(|(n, _)| is_one_of(n, WAIVED))
        })
        .count()
}

/// "You can give the lads the meeting room any Tuesday, no bother, ..." -> "Permission:
/// ... may use meeting room Tuesdays ...": a waiver ("no need to check with me", "no
/// bother") of a sentence giving leave, read as a negation or a ban, said again by a rewrite
/// that negates nothing ("without checking" aside). A rewrite that negates the leave ("can't
/// book") is still reported.
fn waiver_of_leave(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !holds_any_phrase(
        original,
        &["no need", "no bother", "no problem", "no questions"],
    ) {
        return false;
    }
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, part);
    ours.iter().any(|(w, _)| is_one_of(w, LEAVE))
        && negations_but_waivers(&ours) == 0
        && negations_but_waivers(&words(rewrite, 0..rewrite.len())) == 0
}

/// Words of address a speaker puts between commas ("..., boy, ...", "..., bud."): they name
/// the hearer, not whom the rule covers.
const WORDS_OF_ADDRESS: &[&str] = &["boy", "b'y", "bud", "buddy", "yaar", "bhai", "mate"];

/// "Don't be putting any of the bookings through without the hazmat form, boy, I'm not
/// joking." -> "Bookings: hazmat form required before processing.": a word of address
/// after a comma read as the rule's scope. The same word as the rule's subject ("the boy
/// must ...") is still reported.
fn word_of_address(original: &str, from: &Range<usize>) -> bool {
    original.get(from.clone()).is_some_and(|w| {
        is_one_of(w, WORDS_OF_ADDRESS) && original[..from.start].trim_end().ends_with(',')
    })
}

/// Comparators a ban turns into a ceiling ("never above the 8th floor", "don't book more than
/// six") or a floor ("never below 30%").
const OVER: &[&str] = &["above", "over", "exceed", "exceeds", "exceeding", "beyond"];
const UNDER: &[&str] = &["below", "under"];

/// Words of a ceiling and of a floor a rewrite may say (a screen).
const CEILING: &[&str] = &["max", "maximum", "at most", "up to"];
const FLOOR: &[&str] = &["min", "minimum", "at least"];

/// The value of a count or an ordinal word ("8th", "30%", "six").
fn value_of(w: &str) -> Option<f64> {
    let digits: String = w.chars().take_while(|c| c.is_ascii_digit()).collect();
    if digits.is_empty() {
        number_word_value(w)
    } else {
        digits.parse().ok()
    }
}

/// "Never schedule a drone delivery to a balcony above the 8th floor." -> "Balcony drops:
/// max 8th floor."; "don't go bookin' no more than six dogs" -> "max 6": a ban on going
/// over a value said as its ceiling, or on going under it as its floor, the same value in
/// the rewrite's part that says the ceiling or floor. A floor for a ceiling, or another
/// value, is still reported.
fn ban_past_a_value_said_as_a_bound(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let ceiling = holds_any_phrase(rewrite, CEILING) || rewrite.contains('\u{2264}');
    let floor = holds_any_phrase(rewrite, FLOOR) || rewrite.contains('\u{2265}');
    if !ceiling && !floor {
        return false;
    }
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, part);
    let negates = |w: &str| {
        is_one_of(w, &["never", "not", "no", "nobody"])
            || w.to_ascii_lowercase().ends_with("n't")
            || w.to_ascii_lowercase().ends_with("n\u{2019}t")
    };
    // The negation reported dropped, or the last one before the bound reported turned (not
    // the "no" of "no more than").
    let Some(n) = (0..ours.len()).rev().find(|&i| {
        ours[i].1.start < from.end.max(from.start + 1)
            && negates(ours[i].0)
            && !ours
                .get(i + 1)
                .is_some_and(|(w, _)| is_one_of(w, &["more", "less", "fewer"]))
    }) else {
        return false;
    };
    // The comparator after the negation in its clause (no comma, dash or "and" between):
    // over (true) or under (false), and where.
    let Some((k, over)) = (n + 1..ours.len().min(n + 9)).find_map(|k| {
        let w = ours[k].0;
        let than = ours
            .get(k + 1)
            .is_some_and(|(t, _)| t.eq_ignore_ascii_case("than"));
        if is_one_of(w, OVER) || (than && is_one_of(w, &["more", "longer", "later", "higher"])) {
            Some((k, true))
        } else if is_one_of(w, UNDER)
            || (than && is_one_of(w, &["less", "fewer", "shorter", "earlier", "lower"]))
        {
            Some((k, false))
        } else {
            None
        }
    }) else {
        return false;
    };
    let Some(value) = ours[k + 1..(k + 5).min(ours.len())]
        .iter()
        .find_map(|(w, _)| value_of(w))
    else {
        return false;
    };
    // ("no less than 60 minutes" is a bound, not a ban; "don't book over $600, avoid
    // red-eyes" -> "max $600, red-eyes fine" gives leave the original did not.)
    let clause = &original[ours[n].1.end..ours[k].1.start];
    if k == n + 1
        || clause.contains([',', ';', '\u{2014}'])
        || ours[n + 1..k]
            .iter()
            .any(|(w, _)| is_one_of(w, &["and", "or"]))
        || words(rewrite, 0..rewrite.len()).iter().any(|(w, _)| {
            is_one_of(
                w,
                &["fine", "ok", "okay", "allowed", "permitted", "may", "can"],
            )
        })
    {
        return false;
    }
    bound_said_before_value(rewrite, over, value)
}

/// `rewrite` says `value` right after a word or sign of a ceiling (`over`: "max 6", "≤ 900
/// kg", "up to 6") or of a floor ("min 20%", "≥30%"); not "60 min".
fn bound_said_before_value(rewrite: &str, over: bool, value: f64) -> bool {
    let (said, symbol) = if over {
        (&["max", "maximum", "most"][..], '\u{2264}')
    } else {
        (&["min", "minimum", "least"][..], '\u{2265}')
    };
    let theirs = words(rewrite, 0..rewrite.len());
    (0..theirs.len()).any(|j| {
        value_of(theirs[j].0) == Some(value)
            && (rewrite[..theirs[j].1.start].trim_end().ends_with(symbol)
                || j > 0 && is_one_of(theirs[j - 1].0, said)
                || (over
                    && j > 1
                    && theirs[j - 1].0.eq_ignore_ascii_case("to")
                    && theirs[j - 2].0.eq_ignore_ascii_case("up")))
    })
}

/// "Maximum of three tries on the same gown per appointment" -> "≤3 try-ons of same gown per
/// appt": a bound said as "maximum of N" ("minimum of N") said again as the same ceiling
/// (floor) of the same value. A floor for a ceiling, or another value, is still reported.
fn maximum_of_said_as_a_bound(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !holds_any_phrase(original, &["maximum of", "minimum of"]) {
        return false;
    }
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, part);
    (0..ours.len().saturating_sub(2)).any(|i| {
        let over = ours[i].0.eq_ignore_ascii_case("maximum");
        (over || ours[i].0.eq_ignore_ascii_case("minimum"))
            && ours[i + 1].0.eq_ignore_ascii_case("of")
            && value_of(ours[i + 2].0).is_some_and(|v| bound_said_before_value(rewrite, over, v))
    })
}

/// "At most two trays per trolley — the wheels can't take more." -> "Max 2 trays/trolley
/// (wheel load).": a reason that says again the ceiling ("can't take more") read as a
/// negation, the rewrite saying the ceiling. A rewrite without a ceiling is still reported.
fn no_more_said_again_as_a_ceiling(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let ceiling = ["at most", "max", "maximum", "no more than", "up to"];
    if !holds_phrase(original, "more")
        || !holds_any_phrase(original, &ceiling)
        || !(holds_any_phrase(rewrite, &ceiling) || rewrite.contains('\u{2264}'))
    {
        return false;
    }
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, part);
    let Some(n) = ours.iter().position(|(_, r)| r.start == from.start) else {
        return false;
    };
    // The negation's verb and "more" closing the part ("can't take more", "won't hold any
    // more").
    ours.len() > n + 2
        && ours.len() <= n + 4
        && ours
            .last()
            .is_some_and(|(w, _)| w.eq_ignore_ascii_case("more"))
}

/// "Gloves are compulsory, not optional." -> "Gloves compulsory.": "not optional" said
/// after a word of duty it restates ("compulsory", "mandatory", "required"), the rewrite
/// keeping the duty. A rewrite saying "optional" is still reported.
fn not_optional_said_again(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let duty = ["compulsory", "mandatory", "required", "obligatory", "must"];
    original.get(from.end..).is_some_and(|after| {
        after
            .trim_start()
            .to_ascii_lowercase()
            .starts_with("optional")
    }) && holds_any_phrase(original, &duty)
        && holds_any_phrase(rewrite, &duty)
        && !holds_phrase(rewrite, "optional")
}

/// "The duty manager alone may authorise a refund" -> "Refunds: duty manager authorisation
/// only.": "alone" after the one who may act, said again as "only": the leave kept to them,
/// no duty added.
fn alone_said_as_only(
    original: &str,
    from: &Range<usize>,
    to: Option<&Range<usize>>,
    rewrite: &str,
) -> bool {
    original
        .get(from.clone())
        .is_some_and(|w| is_one_of(w, &["may", "can"]))
        && original[..from.start]
            .trim_end()
            .to_ascii_lowercase()
            .ends_with("alone")
        && to
            .and_then(|t| rewrite.get(t.clone()))
            .is_some_and(|w| w.eq_ignore_ascii_case("only"))
}

/// Faithful forms read in corpus36b, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "negation dropped" | "prohibition became mention" => {
            waiver_of_leave(original, from, rewrite)
                || (what == "negation dropped"
                    && (ban_past_a_value_said_as_a_bound(original, from, rewrite)
                        || no_more_said_again_as_a_ceiling(original, from, rewrite)
                        || not_optional_said_again(original, from, rewrite)))
        }
        "bound direction changed" => {
            ban_past_a_value_said_as_a_bound(original, from, rewrite)
                || maximum_of_said_as_a_bound(original, from, rewrite)
        }
        "modality strengthened" => alone_said_as_only(original, from, to, rewrite),
        "scope changed" => word_of_address(original, from),
        _ => false,
    }
}

/// A change read from the two texts alone by the readings of this module, when nothing else
/// was found: its kind, and where it is in the original and in the rewrite.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    let (original, rewrite) = (o.text, r.text);
    let some = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, Some(t));
    binding_modal_opened(o, r)
        .map(some("modality weakened"))
        .or_else(|| rule_said_as_advice(o, r).map(some("modality weakened")))
        // "Groomers can take a break ..., no need to ask me" -> "Groomers can't take ...
        // without asking": read as a rule, the ability still negated.
        .or_else(|| abilities::ability_negated(original, rewrite).map(some("negation added")))
        .or_else(|| condition_conjunct_added(o, r).map(some("condition added")))
        .or_else(|| standing_count_dropped(o, r).map(|f| ("constraint deleted", f, None)))
        .or_else(|| form_in_writing_dropped(o, r).map(|f| ("scope changed", f, None)))
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A binding modal said again as an open one between the same words is reported; "must
    /// not" as "may not", or the modal kept, is not.
    #[test]
    fn a_binding_modal_said_as_an_open_one() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "Applicants must upload a certified translation of any transcript not in English.",
                    "Applicants may upload a certified translation of any transcript not in English.",
                ),
                (
                    "Visitors must sign the register at reception.",
                    "Visitors can sign the register at reception.",
                ),
                (
                    "The tenant shall repaint the walls before moving out.",
                    "The tenant may repaint the walls before moving out.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Inmates must not take reference books out of the library.",
                "Inmates may not take reference books out of the library.",
            ),
            (
                "Visitors must sign the register at reception.",
                "Visitors must sign the register at reception (front desk).",
            ),
        ]);
    }

    /// A ban or a duty said again as advice is reported; advice said again as advice is not.
    #[test]
    fn a_rule_said_as_advice() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "Deliveries to PO boxes are not allowed.",
                    "Deliveries to PO boxes are not advised.",
                ),
                (
                    "Helmets are mandatory on the climbing wall.",
                    "Helmets are recommended on the climbing wall.",
                ),
            ],
        );
        assert_changed(&[(
            "Phones are prohibited in the exam hall.",
            "Phones are discouraged in the exam hall.",
        )]);
        assert_faithful(&[(
            "Swimming after a meal is not advised.",
            "Not advised: swimming after a meal.",
        )]);
    }

    /// Leave with a waiver ("no need to ask me") said as an inability is reported; the same
    /// leave kept, its waiver said as "without asking", is not.
    #[test]
    fn leave_with_a_waiver_said_as_an_inability() {
        assert_reports(
            "negation added",
            &[(
                "Groomers can take break anytime between 12 and 2, no need to ask me, okay?",
                "Groomers can't take their break between 12 and 2 without asking.",
            )],
        );
        assert_changed(&[(
            "You can use the van at weekends, no need to ask me.",
            "Van can't be used at weekends without asking.",
        )]);
        assert_faithful(&[
            (
                "You can use the van at weekends, no need to ask me.",
                "Van may be used at weekends without asking.",
            ),
            (
                "You're grand to book the lads into the 10:30 if the 9:00 is full, no need to check with me.",
                "If 09:00 full, may book into 10:30 without checking.",
            ),
        ]);
    }

    /// A second part of a condition the original does not say is reported; a second part
    /// the original says is not.
    #[test]
    fn a_condition_with_a_part_added() {
        assert_reports(
            "condition added",
            &[
                (
                    "Stop the crude charge pump immediately if the tank level drops under 1.5 m.",
                    "Stop the crude charge pump if the tank level drops under 1.5 m and the supervisor agrees.",
                ),
                (
                    "Close the valve if pressure exceeds 5 bar.",
                    "Close the valve if pressure exceeds 5 bar and the operator confirms.",
                ),
            ],
        );
        assert_faithful(&[(
            "Close the valve if pressure exceeds 5 bar and temperature rises.",
            "Close valve if pressure > 5 bar and temperature rises.",
        )]);
    }

    /// A narrative's standing count "at all times" dropped is reported; kept, it is not.
    #[test]
    fn a_standing_count_dropped() {
        assert_reports(
            "constraint deleted",
            &[
                (
                    "Hiya, the Nakamura twins loved the salon, their mum says thanks. The Labradoodle on Thursday is a biter, so two people on him at all times. Also we're out of the lavender spritz.",
                    "Nakamura twins' mum sent thanks. Thursday's Labradoodle can be a handful. Lavender spritz out of stock.",
                ),
                (
                    "The new kid on the desk is nervous, so one senior with her at all times. Coffee machine is fixed.",
                    "New kid on desk nervous. Coffee machine fixed.",
                ),
            ],
        );
        assert_faithful(&[(
            "The new kid on the desk is nervous, so one senior with her at all times. Coffee machine is fixed.",
            "New kid on desk nervous: 1 senior with her at all times. Coffee machine fixed.",
        )]);
    }

    /// A form required "in writing" the rewrite says nowhere is reported; said as "written",
    /// it is not.
    #[test]
    fn a_form_in_writing_dropped() {
        assert_changed(&[
            (
                "Ya need it in writing from the customer before you leave a parcel on the step, no matter what they say on the phone.",
                "The agent needs confirmation from the customer before leaving a parcel unattended.",
            ),
            (
                "Refunds over €100 need approval in writing from the manager.",
                "Refunds >€100 need manager approval.",
            ),
        ]);
        assert_faithful(&[(
            "Refunds over €100 need approval in writing from the manager.",
            "Refunds >€100: manager's written approval required.",
        )]);
    }

    /// A ban on going over a value said as its ceiling, or under it as its floor, is not
    /// reported; the other bound, or another value, is.
    #[test]
    fn a_ban_past_a_value_said_as_a_bound() {
        assert_faithful(&[
            (
                "Never schedule a drone delivery to a balcony above the 8th floor.",
                "Balcony drops: max 8th floor.",
            ),
            (
                "Now, don't go bookin' no more than six dogs into the kennels on the Saturday sailing, there's only the six cages, see.",
                "Saturday sailing: kennel bookings max 6 (only 6 cages).",
            ),
            (
                "Never load a pallet above 900 kg onto the mezzanine.",
                "Mezzanine pallets: max 900 kg.",
            ),
        ]);
        assert_changed(&[
            (
                "Never schedule a drone delivery to a balcony above the 8th floor.",
                "Balcony drops: min 8th floor.",
            ),
            (
                "Never schedule a drone delivery to a balcony above the 8th floor.",
                "Balcony drops: max 10th floor.",
            ),
            (
                "Never load a pallet above 900 kg onto the mezzanine.",
                "Mezzanine pallets: min 900 kg.",
            ),
            (
                "Don't book flights over $600, avoid red-eyes.",
                "Flights: max $600, red-eyes fine.",
            ),
            (
                "The mash must rest for no less than 60 minutes.",
                "Mash rest: max 60 min.",
            ),
        ]);
    }

    /// "Maximum of N" said as "≤N", a reason "can't take more" behind a ceiling, "not
    /// optional" after "compulsory", "X alone may" said as "X only": the same rule; another
    /// value, no ceiling, "optional", are still reported.
    #[test]
    fn restated_bounds_and_duties() {
        assert_faithful(&[
            (
                "Maximum of three tries on the same gown per appointment.",
                "≤3 tries of the same gown per appointment.",
            ),
            (
                "Minimum of two staff on the till during the sale.",
                "Till during sale: ≥2 staff.",
            ),
            (
                "At most two trays of seedlings per trolley — the wheels can't take more.",
                "Max 2 seedling trays/trolley (wheel load).",
            ),
            (
                "Greenhouse staff shall wear gloves when handling treated plants; this is compulsory, not optional.",
                "Gloves compulsory when handling treated plants.",
            ),
            (
                "The duty manager alone may authorise a refund on a non-refundable fare.",
                "Non-refundable fare refunds: duty manager authorisation only.",
            ),
        ]);
        assert_changed(&[
            (
                "Maximum of three tries on the same gown per appointment.",
                "≤4 tries of the same gown per appointment.",
            ),
            (
                "Minimum of two staff on the till during the sale.",
                "Till during sale: ≤2 staff.",
            ),
            (
                "At most two trays of seedlings per trolley — the wheels can't take more.",
                "Two seedling trays per trolley (wheel load).",
            ),
            (
                "Greenhouse staff shall wear gloves when handling treated plants; this is compulsory, not optional.",
                "Gloves optional when handling treated plants.",
            ),
        ]);
    }

    /// A word of address or a verb with its "g" dropped, read as scope, is not reported;
    /// another verb, or the word as the subject, is.
    #[test]
    fn dialect_words_read_as_scope() {
        assert_faithful(&[
            (
                "Don't be putting any of the Ringaskiddy freight bookings through without the hazmat form, boy, I'm not joking.",
                "Ringaskiddy freight bookings: hazmat form required before processing.",
            ),
            (
                "Don't be parkin' in the loading bay, the trucks need it.",
                "Do not park in the loading bay (trucks need it).",
            ),
        ]);
        assert_changed(&[
            (
                "The delivery boy must sign the log.",
                "The courier must sign the log.",
            ),
            (
                "Don't be parkin' in the loading bay, the trucks need it.",
                "Do not unload in the loading bay.",
            ),
        ]);
    }
}
