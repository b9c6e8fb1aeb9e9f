//! Session 31's faithful compactions (helper prec31): readings the polarity check now
//! accepts, each beside its changed look-alikes (a word flipped, a number, a unit, an actor, a
//! dropped condition or negation, a hedge), which stay reported.

use std::ops::Range;

use super::extract::{self, Clause, Facts};
use smallvec::SmallVec;

use super::{is_one_of, stems};

/// The word of `text` at `range` is a function word of Jamaican or Trinidadian English spelled
/// as said, in lower case: "di" ("the"), "pon" ("on", "upon"), "dem" (the plural marker
/// "pickney dem", or "them"). "Nobody fi drive di forklift pon di wharf" -> "Wharf: forklift
/// only with yellow card" drops no word of the rule (s30-r136, s28-r092, s26b-ok-16); so
/// does "de" ("the": "doh send de invoices to Marcus", corpus31b f45) before a lower-case word
/// (not a name's particle: "Maria de Souza"). Lower case only: "DI water" is deionised.
pub(super) fn creole_function_word(text: &str, range: &Range<usize>) -> bool {
    // (A cheap screen first: two or three bytes.)
    (2..=3).contains(&range.len())
        && text.get(range.clone()).is_some_and(|w| match w {
            "di" | "pon" | "dem" => true,
            "de" => text
                .get(range.end..)
                .and_then(|rest| rest.strip_prefix(' '))
                .and_then(|rest| rest.chars().next())
                .is_some_and(|c| c.is_ascii_lowercase()),
            _ => false,
        })
}

/// The most words a condition naming the reader's own task ([`task_condition_became_label`])
/// may have between its "when" and its comma.
const MAX_TASK_WORDS: usize = 8;

/// The condition at `condition` of `o` names the reader's own task ("When you write SQL for
/// the analytics warehouse, always add a LIMIT", "When you're triaging my email, keep each
/// summary to five bullets", "When you book hotels for me, I want a refundable rate"), and the
/// label of `r` names it ("Analytics SQL: always LIMIT", "Triage summaries: ...", "Hotels:
/// refundable rate"): the rules hold while doing the task, which the label says. The
/// condition is "when"/"whenever"/"while", then "you" (or "you're", "you are") and a verb,
/// up to its comma: at most [`MAX_TASK_WORDS`] words, no number, no negation, no name (a
/// capitalised word the
/// rewrite drops), no "only", "if", "unless" or "except"; a word of it past the verb is
/// in the label, every word of the label is a word of `o`, and at most one other content
/// word past the verb is unnamed by the rewrite sentence. Not "When a guest checks in" (another's act), "When you book hotels in Paris"
/// -> "Hotels:" (a name dropped), nor a label naming nothing of the task. `original` is the
/// text `o`'s ranges point into.
pub(super) fn task_condition_became_label(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    r: &Clause,
) -> bool {
    if r.label_words.is_empty()
        || !original
            .get(condition.clone())
            .is_some_and(|w| is_one_of(w, &["when", "whenever", "while"]))
    {
        return false; // most conditions end here
    }
    let Some(comma) = original
        .get(condition.end..o.range.end)
        .and_then(|rest| rest.find(','))
        .map(|k| condition.end + k)
    else {
        return false;
    };
    let lead = original.get(condition.end..comma).unwrap_or("");
    let mut words = lead.split_whitespace();
    let you = match words.next() {
        Some(w) if is_one_of(w, &["you're", "you’re"]) => true,
        Some(w) if w.eq_ignore_ascii_case("you") => {
            let mut rest = words.clone();
            if rest.next().is_some_and(|w| w.eq_ignore_ascii_case("are")) {
                words.next();
            }
            true
        }
        _ => false,
    };
    let count = lead.split_whitespace().count();
    let plain = |w: &str| {
        !w.bytes().any(|b| b.is_ascii_digit())
            && !w.ends_with("n't")
            && !w.ends_with("n’t")
            && !is_one_of(
                w,
                &[
                    "not", "never", "no", "only", "if", "unless", "except", "without", "or",
                ],
            )
    };
    if !you || count > MAX_TASK_WORDS || !lead.split_whitespace().all(plain) {
        return false;
    }
    // The verb (the word after "you"), then the task's content words.
    let Some(verb) = words.next() else {
        return false;
    };
    let verb_start = condition.end + lead.find(verb).unwrap_or(0);
    let task = o
        .words
        .iter()
        .filter(|w| w.range.start >= condition.end && w.range.end <= comma);
    let in_label = |w: &extract::Word| r.label_words.iter().any(|l| stems::stems_match(l, &w.stem));
    let named = |w: &extract::Word| {
        in_label(w) || r.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
    };
    let labelled = task.clone().any(in_label);
    let mut unnamed = task.filter(|w| w.range.start > verb_start && !named(w));
    // A name or an initialism the rewrite drops ("in Paris", "for HR") narrowed the task.
    let capitalised = |w: &extract::Word| {
        original
            .get(w.range.clone())
            .is_some_and(|t| t.bytes().any(|b| b.is_ascii_uppercase()))
    };
    let first = unnamed.next();
    // The label names nothing the sentence does not ("Ticket reviews:" for "When you
    // reference tickets" names another task); a label word may clip a word ("refs").
    let label_known = || {
        r.label_words.iter().all(|l| {
            o.words.iter().any(|w| {
                stems::stems_match(l, &w.stem)
                    || original
                        .get(w.range.clone())
                        .is_some_and(|whole| stems::clips(whole, l))
            })
        })
    };
    labelled && unnamed.next().is_none() && !first.is_some_and(capitalised) && label_known()
}

/// The word of `original` at `m` (a word of `o` the rewrite dropped) is the verb of spending
/// before a money bound ("You're allowed to spend up to $500 on venue deposits without
/// asking" -> "Venue deposits: OK up to $500 without asking", s18-r-35, s18c-r-86): the bound
/// says the spending. Only when the bound's number (in a currency) comes within three words
/// after the verb, `r` has a number of the same value, and every content word of `r` is a word
/// of the original (`before`) or a word of leave ("OK", "fine", "allowed"): "borrow up to
/// $500" or "up to $500 on catering" is no spending said again.
pub(super) fn spending_said_by_its_bound(
    original: &str,
    m: &Range<usize>,
    o: &Clause,
    r: &Clause,
    before: &Facts,
) -> bool {
    // (A cheap screen first: "spend", "spends", "spending", "spent".)
    if !(5..=8).contains(&m.len())
        || !original
            .get(m.clone())
            .is_some_and(|w| is_one_of(w, &["spend", "spends", "spending", "spent"]))
    {
        return false;
    }
    let Some(n) = o.numbers.iter().find(|n| n.range.start > m.end) else {
        return false;
    };
    let between = original.get(m.end..n.range.start).unwrap_or("");
    let money = n.unit.as_deref().is_some_and(|u| {
        matches!(
            u,
            "$" | "€" | "£" | "usd" | "eur" | "gbp" | "dollar" | "euro" | "pound"
        )
    }) || between.ends_with(['$', '€', '£'])
        || original
            .get(n.range.clone())
            .is_some_and(|t| t.starts_with(['$', '€', '£']));
    let near = between.split_whitespace().count() <= 3;
    let kept = r.numbers.iter().any(|x| x.value == n.value);
    money && near && kept && every_word_known(r, before)
}

/// The word of `original` at `m` (a word of `o` the rewrite dropped) opens `o` as its verb,
/// "Email" or "Send", and the rewrite's sentence `r` opens with the other ("Email the summary
/// to Ana" -> "Send the summary to Ana", "Send the weekly report to the team" -> "Email weekly
/// report to the team"; s12-r99-F2, s16-r115-F4): an order to send by email is an order to
/// send. Only the verb opening both sentences: "Draft replies to the supplier emails" ->
/// "Send replies ..." keeps "Draft" missing, and a noun ("emails") is no verb.
pub(super) fn send_said_as_email(
    (original, o): (&str, &Clause),
    m: &Range<usize>,
    (rewrite, r): (&str, &Clause),
) -> bool {
    // (A cheap screen first: four to six bytes.)
    if !(4..=6).contains(&m.len()) {
        return false;
    }
    fn opening<'t>(text: &'t str, range: &Range<usize>) -> Option<&'t str> {
        text.get(range.clone())
            .and_then(|t| t.split_whitespace().next())
            .map(|w| w.trim_end_matches([',', ':']))
    }
    let sends = |w: &str| is_one_of(w, &["send", "email", "e-mail"]);
    let Some(word) = original.get(m.clone()) else {
        return false;
    };
    let first = opening(original, &o.range);
    let other = opening(rewrite, &r.range);
    sends(word)
        && first.is_some_and(|f| f.len() == word.len() && f.eq_ignore_ascii_case(word))
        && other.is_some_and(|w| sends(w) && !w.eq_ignore_ascii_case(word))
}

/// The word of `original` at `m` (a word of `o` the rewrite dropped) is the "didn't" of a
/// polite ban, "I'd rather you didn't ..." or "I'd prefer you didn't ...", and the rewrite's
/// sentence `r` is negated ("I'd prefer you didn't email the landlord without ..." -> "User:
/// don't email the landlord without ...", s24-ok-20, s26-ok-41): the wish is the ban. Not
/// without a negation in `r` ("User: email the landlord ..."), nor with a hedge in it ("User:
/// ideally don't email ..."), nor "you didn't" after another
/// word ("I noticed you didn't email ...": a report).
pub(super) fn polite_ban_said_as_ban(original: &str, m: &Range<usize>, r: &Clause) -> bool {
    // (A cheap screen first: "didn't" has six bytes, "didn’t" eight.)
    if !(6..=8).contains(&m.len())
        || r.negation.is_none()
        || !r.hedges.is_empty()
        || !original
            .get(m.clone())
            .is_some_and(|w| is_one_of(w, &["didn't", "didn’t"]))
    {
        return false;
    }
    let mut back = original
        .get(..m.start)
        .unwrap_or("")
        .split_whitespace()
        .rev();
    back.next().is_some_and(|w| w.eq_ignore_ascii_case("you"))
        && back
            .next()
            .is_some_and(|w| is_one_of(w, &["rather", "prefer", "preferred"]))
}

/// The word of `original` at `m` (a word of the original dropped by the rewrite) is "total"
/// in "in total" closing a bound ("Keep the speeches to fifteen minutes in total"), and the
/// rewrite's sentence `r` says "total" (`rewrite` is the text its range points into):
/// "Speeches: 15 min total, max" (s27-r126), where "total" after the unit is read with the
/// bound. Not "15 min each", nor a rewrite without the word, nor one naming a word the
/// original does not ("Toasts: 15 min total").
pub(super) fn in_total_said_as_total(
    original: &str,
    m: &Range<usize>,
    (rewrite, r): (&str, &Clause),
    before: &Facts,
) -> bool {
    // (A cheap screen first: five bytes.)
    m.len() == 5
        && original
            .get(m.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("total"))
        && original
            .get(..m.start)
            .and_then(|b| b.split_whitespace().next_back())
            .is_some_and(|w| w.eq_ignore_ascii_case("in"))
        && rewrite.get(r.range.clone()).is_some_and(|t| {
            t.split(|c: char| !c.is_ascii_alphabetic())
                .any(|w| w.eq_ignore_ascii_case("total"))
        })
        && every_word_known(r, before)
}

/// Every content word of `r`, its label's too, is a word of the original (`before`), or a
/// word of leave ("OK", "fine", "allowed"): the rewrite names nothing the original does not.
fn every_word_known(r: &Clause, before: &Facts) -> bool {
    let stems = before.stems();
    let known = |stem: &stems::Stem| {
        stems.has(stem) || matches!(stem.as_str(), "ok" | "fine" | "allowe" | "allow")
    };
    r.words.iter().all(|w| known(&w.stem)) && r.label_words.iter().all(known)
}

/// The most content words and numbers a condition restating a restriction
/// ([`restriction_said_as_if`]) may have.
const MAX_RESTRICTION_ITEMS: usize = 6;

/// The rewrite's "if" at `range` of `r` states as a condition what the original's sentence
/// `o` says as a restriction on a noun, after "for", "with", "to" or "on": "Never prescribe
/// over the phone for a patient we haven't seen in the last 12 months" -> "No phone
/// prescriptions if patient not seen in last 12 mo" (s30-r122), "economy for flights under
/// six hours" -> "economy if flight < 6h" (s13-r100-F8). Every content word and number of
/// the condition (up to its clause's end, [`MAX_RESTRICTION_ITEMS`] at most) is in that
/// phrase (which ends at a comma, a semicolon, "and" or "or"), and the phrase is negated
/// exactly when the condition is. Not "Log the reading and call the vet" -> "Log the reading
/// if you call the vet" (no restriction), nor a condition naming a word the phrase does not,
/// nor one whose negation went, nor a rule whose own negation (before the "if") went:
/// "Phone prescriptions OK if patient not seen ..." lifts the ban. Each side is given with the text its ranges point into.
pub(super) fn restriction_said_as_if(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
    range: &Range<usize>,
) -> bool {
    if !rewrite
        .get(range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("if"))
        // The rule's own negation kept before the condition.
        || o.negation.is_some()
            != r.negation.as_ref().is_some_and(|n| n.start < range.start)
    {
        return false; // most added conditions end here
    }
    let Some(sentence) = original.get(o.range.clone()) else {
        return false;
    };
    let clause_end = |text: &str, from: usize, to: usize| {
        text.get(from..to)
            .and_then(|t| t.find([',', ';', '.', '\n', '(', '—', '→']))
            .map_or(to, |k| from + k)
    };
    let end = clause_end(rewrite, range.end, r.range.end);
    let inside = |x: &Range<usize>| x.start >= range.end && x.end <= end;
    let words: SmallVec<[&extract::Word; 8]> =
        r.words.iter().filter(|w| inside(&w.range)).collect();
    let numbers = r.numbers.iter().filter(|n| inside(&n.range));
    if words.is_empty() || words.len() + numbers.clone().count() > MAX_RESTRICTION_ITEMS {
        return false;
    }
    // The restriction: from a preposition after a word to the phrase's end.
    let lower = sentence.to_ascii_lowercase();
    let Some(start) = [" for ", " with ", " to ", " on "]
        .iter()
        .filter_map(|p| lower.find(p))
        .min()
    else {
        return false;
    };
    let mut stop = clause_end(sentence, start, sentence.len());
    for joint in [" and ", " or "] {
        if let Some(k) = lower.get(start..stop).and_then(|t| t.find(joint)) {
            stop = start + k;
        }
    }
    let (from, to) = (o.range.start + start, o.range.start + stop);
    let in_phrase = |x: &Range<usize>| x.start >= from && x.end <= to;
    let named = words.iter().all(|w| {
        o.words
            .iter()
            .any(|x| in_phrase(&x.range) && stems::stems_match(&x.stem, &w.stem))
    });
    let counted = numbers.clone().all(|n| {
        o.numbers
            .iter()
            .any(|x| in_phrase(&x.range) && x.value == n.value)
    });
    let negated = |t: &str| {
        t.split(|c: char| !(c.is_ascii_alphabetic() || c == '\'' || c == '’'))
            .any(|w| {
                is_one_of(w, &["not", "no", "never", "without", "nobody", "none"])
                    || w.ends_with("n't")
                    || w.ends_with("n’t")
            })
    };
    let same_negation = negated(lower.get(start..stop).unwrap_or(""))
        == negated(rewrite.get(range.end..end).unwrap_or(""));
    named && counted && same_negation
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// Jamaican "di", "pon" and "dem" dropped by a compaction are no words of the rule; a word
    /// flipped, a number, a unit, an actor, a dropped condition, a hedge or a dropped negation
    /// beside them is still reported, and so is "DI" in capitals (deionised water).
    #[test]
    fn creole_function_words_dropped() {
        let o = "Boss seh nobody fi drive di forklift pon di wharf without di yellow card, an' no load over two ton pon di small pallet jack.";
        let invoice = "Mi need yuh fi call di client before yuh send di final invoice.";
        let kids = "Nuh mek di pickney dem go pon di boardwalk widout a big person.";
        assert_faithful(&[
            (
                o,
                "Wharf: forklift only with yellow card; small pallet jack max 2 t.",
            ),
            (
                invoice,
                "Must call the client before sending the final invoice.",
            ),
            (
                kids,
                "Children not allowed on the boardwalk without a big person.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Wharf: forklift only with green card; small pallet jack max 2 t.",
            ),
            (
                o,
                "Wharf: forklift only with yellow card; small pallet jack max 3 t.",
            ),
            (
                o,
                "Wharf: forklift only with yellow card; small pallet jack max 2 kg.",
            ),
            (
                o,
                "Wharf: forklift only with yellow card; large pallet jack max 2 t.",
            ),
            (
                o,
                "Wharf: anyone may drive the forklift; small pallet jack max 2 t.",
            ),
            (
                invoice,
                "Must call the client after sending the final invoice.",
            ),
            (
                invoice,
                "Must email the client before sending the final invoice.",
            ),
            (
                invoice,
                "Should ideally call the client before sending the final invoice.",
            ),
            (
                invoice,
                "Must call the supplier before sending the final invoice.",
            ),
            (
                kids,
                "Children allowed on the boardwalk without a big person.",
            ),
            (kids, "Children not allowed on the boardwalk."),
            (
                kids,
                "Children not allowed on the beach without a big person.",
            ),
            (
                kids,
                "Dogs not allowed on the boardwalk without a big person.",
            ),
            (
                "Rinse the slides with DI water before staining.",
                "Rinse the slides with water before staining.",
            ),
        ]);
    }

    /// A condition naming the reader's own task, said by the label ("When you write SQL for
    /// the analytics warehouse, ..." -> "Analytics SQL: ..."), is faithful; a word flipped, a
    /// number, a unit, a negation, a hedge, the condition dropped with no label, a label
    /// naming something else, a name or a number of the task dropped, and another's act are
    /// still reported.
    #[test]
    fn a_task_condition_said_by_the_label() {
        let sql = "When you write SQL for the analytics warehouse, always add a LIMIT clause.";
        let triage =
            "When you're triaging my email, please keep each summary to five bullets at most.";
        let hotels = "When you book hotels for me, I want a refundable rate.";
        assert_faithful(&[
            (sql, "Analytics SQL: always add a LIMIT clause."),
            (triage, "Triage summaries: ≤5 bullets."),
            (hotels, "Hotels: refundable rate."),
        ]);
        assert_changed(&[
            (sql, "Analytics SQL: never add a LIMIT clause."),
            (sql, "Analytics SQL: ideally add a LIMIT clause."),
            (sql, "Analytics SQL: always add an ORDER BY clause."),
            (sql, "Always add a LIMIT clause."),
            (sql, "Billing SQL: always add a LIMIT clause."),
            (sql, "Analytics SQL reviews: always add a LIMIT clause."),
            (
                "When you write SQL for the analytics warehouse in Frankfurt, always add a LIMIT clause.",
                "Analytics SQL: always add a LIMIT clause.",
            ),
            (
                "When you write SQL for the finance team's analytics warehouse, always add a LIMIT clause.",
                "Analytics SQL: always add a LIMIT clause.",
            ),
            (triage, "Triage summaries: ≤6 bullets."),
            (triage, "Triage summaries: ≥5 bullets."),
            (triage, "Triage summaries: ≤5 lines."),
            (triage, "Triage summaries: about 5 bullets."),
            (hotels, "Hotels: non-refundable rate."),
            (
                "When you don't book hotels yourself, I want a refundable rate.",
                "Hotels: refundable rate.",
            ),
            (
                "When you book hotels for more than 3 nights, I want a refundable rate.",
                "Hotels: refundable rate.",
            ),
            (
                "When a guest checks in, verify their ID.",
                "Check-in: verify ID.",
            ),
        ]);
    }

    /// The verb of spending before a money bound, said by the bound alone ("spend up to $500
    /// on venue deposits" -> "Venue deposits: OK up to $500"), is faithful; another amount, a
    /// currency, a direction, the condition dropped, a hedge, another thing or another actor
    /// named, another verb, and a ban turned are still reported.
    #[test]
    fn spending_said_by_its_bound() {
        let o = "You're allowed to spend up to $500 on venue deposits without asking me.";
        assert_faithful(&[
            (o, "Venue deposits: OK up to $500 without asking."),
            (
                "You're allowed to spend up to $40 on groceries for the week without asking me, but anything above that you need to check with me first.",
                "Groceries: up to $40/week w/o asking; above that, check with me first.",
            ),
        ]);
        assert_changed(&[
            (o, "Venue deposits: OK up to $600 without asking."),
            (o, "Venue deposits: OK up to €500 without asking."),
            (o, "Venue deposits: OK over $500 without asking."),
            (o, "Venue deposits: OK up to $500."),
            (o, "Venue deposits: ideally up to $500 without asking."),
            (o, "Catering: OK up to $500 without asking."),
            (
                o,
                "Interns: OK up to $500 on venue deposits without asking.",
            ),
            (
                o,
                "You're allowed to borrow up to $500 on venue deposits without asking me.",
            ),
            (
                "Never spend more than $500 on venue deposits without asking me.",
                "Venue deposits: more than $500 without asking.",
            ),
            (
                "You're not allowed to spend over $500 on venue deposits.",
                "Venue deposits: OK over $500.",
            ),
        ]);
    }

    /// "Email" and "Send" opening an order are the same order ("Email the summary to Ana" ->
    /// "Send the summary to Ana"); another recipient, thing, day or verb, a negation, a hedge,
    /// a dropped condition, and "Draft" traded for "Send" are still reported.
    #[test]
    fn send_said_as_email() {
        let o = "Email the summary to Ana and CC Ben.";
        let weekly = "Send the weekly metrics report to the whole team every Friday.";
        assert_faithful(&[
            (o, "Send the summary to Ana, with Ben on CC."),
            (
                weekly,
                "Email weekly metrics report to the whole team each Friday.",
            ),
        ]);
        assert_changed(&[
            (o, "Send the summary to Marco, with Ben on CC."),
            (o, "Send the invoice to Ana, with Ben on CC."),
            (o, "Don't send the summary to Ana; CC Ben."),
            (o, "Print the summary for Ana, with Ben on CC."),
            (
                "Draft replies to the supplier emails.",
                "Send replies to the supplier emails.",
            ),
            (
                weekly,
                "Email weekly metrics report to the whole team each Monday.",
            ),
            (
                weekly,
                "Email weekly metrics report to the team lead each Friday.",
            ),
            (
                weekly,
                "Maybe email weekly metrics report to the whole team each Friday.",
            ),
            (
                "Send the weekly metrics report to the whole team every Friday unless it's a holiday.",
                "Email weekly metrics report to the whole team each Friday.",
            ),
            (
                "Never send the weekly metrics report to the whole team.",
                "Email weekly metrics report to the whole team.",
            ),
        ]);
    }

    /// "I'd prefer you didn't X" said as "don't X" is faithful; the negation dropped, another
    /// person, verb or time, a dropped condition, a hedge, and a report of what was not done
    /// are still reported.
    #[test]
    fn a_polite_ban_said_as_a_ban() {
        let o = "I'd prefer you didn't email the landlord without running the wording past me.";
        assert_faithful(&[(
            o,
            "User: don't email the landlord without them approving the wording first.",
        )]);
        assert_changed(&[
            (
                o,
                "User: email the landlord without them approving the wording first.",
            ),
            (
                o,
                "User: don't email the tenant without them approving the wording first.",
            ),
            (
                o,
                "User: don't phone the landlord without them approving the wording first.",
            ),
            (o, "User: don't email the landlord."),
            (
                o,
                "User: ideally don't email the landlord without them approving the wording first.",
            ),
            (
                "I'd prefer you didn't email the landlord after 6 pm.",
                "User: don't email the landlord after 8 pm.",
            ),
            (
                "I noticed you didn't email the landlord.",
                "User: don't email the landlord.",
            ),
        ]);
    }

    /// "in total" closing a bound said as "total" after the unit is faithful; another
    /// amount, unit or thing, "each", a hedge, a turned direction, a dropped condition and
    /// the word dropped are still reported.
    #[test]
    fn in_total_said_as_total() {
        let o = "Keep the speeches to fifteen minutes in total.";
        assert_faithful(&[(o, "Speeches: 15 min total, max.")]);
        assert_changed(&[
            (o, "Speeches: 15 min each, max."),
            (o, "Speeches: 20 min total, max."),
            (o, "Speeches: 15 h total, max."),
            (o, "Toasts: 15 min total, max."),
            (o, "Speeches: about 15 min total."),
            (o, "Speeches: 15 min."),
            (
                "Keep the speeches to fifteen minutes in total unless the couple asks.",
                "Speeches: 15 min total, max.",
            ),
            (
                "Never let the speeches run over fifteen minutes in total.",
                "Speeches: over 15 min total.",
            ),
        ]);
    }

    /// A restriction on a noun said as an "if" ("for a patient we haven't seen in 12 months"
    /// -> "if patient not seen in 12 mo") is faithful; its negation dropped, another number,
    /// unit, thing or actor, a word of its own, the ban lifted, a hedge, a dropped "unless", a
    /// turned bound, and an "and" made an "if" are still reported.
    #[test]
    fn a_restriction_said_as_if() {
        let rx =
            "Never prescribe over the phone for a patient we haven't seen in the last 12 months.";
        let economy = "Economy for flights under six hours.";
        let refunds = "Give refunds to customers who complain.";
        assert_faithful(&[
            (
                rx,
                "No phone prescriptions if patient not seen in last 12 mo.",
            ),
            (economy, "Economy if flight < 6h."),
            (refunds, "Give refunds if customers complain."),
        ]);
        assert_changed(&[
            (rx, "No phone prescriptions if patient seen in last 12 mo."),
            (
                rx,
                "No phone prescriptions if patient not seen in last 6 mo.",
            ),
            (
                rx,
                "No phone prescriptions if patient not seen in last 12 weeks.",
            ),
            (rx, "No phone prescriptions if patient is new."),
            (
                rx,
                "No phone prescriptions if child not seen in last 12 mo.",
            ),
            (
                rx,
                "Phone prescriptions OK if patient not seen in last 12 mo.",
            ),
            (
                rx,
                "Ideally no phone prescriptions if patient not seen in last 12 mo.",
            ),
            (
                "Never prescribe over the phone for a patient we haven't seen in the last 12 months unless it's an emergency.",
                "No phone prescriptions if patient not seen in last 12 mo.",
            ),
            (economy, "Economy if flight > 6h."),
            (economy, "Economy if flight < 8h."),
            (economy, "Economy if flight < 6 days."),
            (economy, "Business if flight < 6h."),
            (economy, "Economy if train < 6h."),
            (
                "Log the reading and call the vet.",
                "Log the reading if you call the vet.",
            ),
            (
                "Send the report to the board and call the vet.",
                "Send the report if you call the vet.",
            ),
            (
                "Give refunds to customers.",
                "Give refunds if customers complain.",
            ),
            (
                "Give refunds to customers who don't complain.",
                "Give refunds if customers complain.",
            ),
            (refunds, "Never give refunds if customers complain."),
            (refunds, "Give refunds if staff complain."),
            (refunds, "Give credits if customers complain."),
            (refunds, "Maybe give refunds if customers complain."),
        ]);
    }
}
