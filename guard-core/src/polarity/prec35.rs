//! Session 35's faithful compactions (helper prec35): readings the polarity check now
//! accepts, each beside its changed look-alikes, which stay reported.

use crate::classify::text::start_of_last_run;
use std::ops::Range;

use super::extract::{Clause, CondGroup, Word};
use super::is_one_of;
use super::stems::{stem, stems_match};
use crate::classify::numbers::Direction;

/// The original's ban `o` holds one condition, an "unless" whose part of the sentence (up to
/// the next comma, semicolon, dash or bracket) names what lifts it ("nothing deployed to
/// production unless it's a P1", "no one rides the T-bar unless they're on the radio
/// roster"), and the rewrite's sentence `r`, not negated and with no condition of its own,
/// restricts the act with "only" to what that part names: every content word of it (a
/// pronoun with its verb, "it's", aside) is a word of `r` or of its label ("Prod deploys: P1
/// only", "T-bar rides: radio roster staff only"). "Don't X unless C" and "X: C only" are
/// one rule. Not another thing ("P2 only"), a word of the condition cut ("roster staff
/// only" for "the radio roster"), no "only" ("gowned staff"), nor "only ..., unless ...".
/// The original is given with its text.
pub(super) fn only_restates_ban_unless((original, o): (&str, &Clause), r: &Clause) -> bool {
    let (Some(_), None, Some(_), [(CondGroup::Condition, marker)]) = (
        &o.negation,
        &r.negation,
        &r.restrictive,
        o.conditions.as_slice(),
    ) else {
        return false;
    };
    if !r.conditions.is_empty()
        || !original
            .get(marker.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("unless"))
    {
        return false;
    }
    let end = original
        .get(marker.end..o.range.end)
        .and_then(|rest| rest.find([',', ';', ':', '(', '\u{2014}', '\u{2013}']))
        .map_or(o.range.end, |k| marker.end + k);
    let pronoun_form = |w: &Word| {
        original.get(w.range.clone()).is_some_and(|t| {
            t.replace('\u{2019}', "'")
                .split_once('\'')
                .is_some_and(|(p, _)| {
                    is_one_of(p, &["it", "they", "he", "she", "you", "we", "i", "that"])
                })
        })
    };
    let mut named = o
        .words
        .iter()
        .filter(|w| w.range.start >= marker.end && w.range.end <= end && !pronoun_form(w))
        .peekable();
    named.peek().is_some()
        && named.all(|w| {
            r.words.iter().any(|x| stems_match(&x.stem, &w.stem))
                || r.label_words.iter().any(|l| stems_match(l, &w.stem))
        })
}

/// The initialisms joined by "&" in the rewrite's sentence `r` ("P&D", "T&Cs", "A&E": one to
/// three capitals on either side, a plural "s" after) that spell words of the original's
/// sentence `o` joined by "and" ("prints and drawings", "terms and conditions", "accident
/// and emergency"): each initialism's range in `rewrite` with the range of the words it
/// spells in `original`. The letters before the "&" are the initials of the words right
/// before the "and", those after it of the words right after it; the words the run spans
/// are said, not missing, and the letters are no new words. Not an initialism of other
/// words ("B&W" for "prints and drawings"), nor one whose halves are not joined by "and" in
/// the original ("P&D" for "prints, drawings").
pub(super) fn ampersand_initialisms(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Vec<(Range<usize>, Range<usize>)> {
    let (Some(sentence), Some(said)) =
        (rewrite.get(r.range.clone()), original.get(o.range.clone()))
    else {
        return Vec::new();
    };
    // The original's words (runs of letters and digits), with their offsets.
    let words: Vec<(usize, &str)> = said
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| (w.as_ptr() as usize - said.as_ptr() as usize, w))
        .collect();
    let capitals =
        |run: &str| (1..=3).contains(&run.len()) && run.bytes().all(|b| b.is_ascii_uppercase());
    let initials_are = |spelled: &[(usize, &str)], letters: &str| {
        spelled.len() == letters.len()
            && spelled
                .iter()
                .zip(letters.bytes())
                .all(|((_, w), b)| w.as_bytes()[0].eq_ignore_ascii_case(&b))
    };
    let mut found = Vec::new();
    for (at, _) in sentence.match_indices('&') {
        let lead = &sentence[..at];
        // (After the last other character, whatever its width: "\u{113c2}&" has no left word.)
        let left_start = start_of_last_run(lead, |c| !c.is_ascii_alphabetic());
        let left = &lead[left_start..];
        let tail = &sentence[at + 1..];
        let right_len = tail
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(tail.len());
        let right_word = &tail[..right_len];
        let right = right_word.strip_suffix('s').unwrap_or(right_word);
        if !capitals(left) || !capitals(right) {
            continue;
        }
        let spelled = words.iter().enumerate().find_map(|(k, (_, w))| {
            (w.eq_ignore_ascii_case("and")
                && k >= left.len()
                && initials_are(&words[k - left.len()..k], left)
                && words
                    .get(k + 1..k + 1 + right.len())
                    .is_some_and(|after| initials_are(after, right)))
            .then(|| {
                let (first, _) = words[k - left.len()];
                let (last, w) = words[k + right.len()];
                o.range.start + first..o.range.start + last + w.len()
            })
        });
        if let Some(run) = spelled {
            let start = r.range.start + left_start;
            found.push((run, start..r.range.start + at + 1 + right_len));
        }
    }
    found
}

/// The original's missing word `m` is "second" after "a" or "an", before the noun it counts
/// ("a second signature is required", "a second pharmacist must check"), and the rewrite's
/// sentence `r` counts two of that noun ("two signatures needed", "2 pharmacists check"): one
/// more beside the first is two in all, the same duty. Not another count ("three
/// pharmacists", "one pharmacist"), nor another noun ("two witnesses" for "a second
/// signature"), nor "second" as an ordinal of time or place ("the second floor").
pub(super) fn second_one_said_as_two(
    (original, m): (&str, &Word),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let (Some(counted), Some(lead)) = (&m.modifies_next, original.get(..m.range.start)) else {
        return false;
    };
    let is_second = original
        .get(m.range.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("second"));
    let after_a = lead
        .split_whitespace()
        .next_back()
        .is_some_and(|w| is_one_of(w, &["a", "an"]));
    is_second
        && after_a
        && r.numbers.iter().any(|n| {
            n.value == 2.0
                && (n
                    .unit
                    .as_deref()
                    .is_some_and(|u| stems_match(&stem(u), counted))
                    || r.words
                        .iter()
                        .find(|w| w.range.start >= n.range.end)
                        .is_some_and(|w| {
                            stems_match(&w.stem, counted)
                                && rewrite
                                    .get(n.range.end..w.range.start)
                                    .is_some_and(|gap| gap.trim().is_empty())
                        }))
        })
}

/// Verbs of handing a thing over that "withhold" denies: "don't give the next dose until
/// ..." = "next dose withheld until ...".
const GIVING_VERBS: &[&str] = &[
    "give", "send", "release", "issue", "hand", "dispense", "pay", "post", "deliver",
];

/// The original's ban `o` denies handing a thing over (its first content word after the
/// negation is a verb of giving: "don't give the next dose until the level's back", "do not
/// send the termly report home until the fees are cleared") and the rewrite's sentence `r`,
/// not negated, says "withhold" or "withheld" ("next dose withheld until the result is back",
/// "withhold termly report until cleared"): the same ban. The ranges of the giving verb (in
/// `original`) and of the "withhold" word (in `rewrite`). Not a duty to hand it over said as
/// withholding ("send the report once the fees are cleared" -> "withhold the report until
/// ..."), nor a ban on another act ("don't file the report ..." -> "withhold the report").
pub(super) fn withholding_restates_not_giving(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let (Some(n), None) = (&o.negation, &r.negation) else {
        return None;
    };
    let sentence = rewrite.get(r.range.clone())?;
    if !super::holds_ignoring_case(sentence, "withh") {
        return None;
    }
    let withheld = r.words.iter().find(|w| {
        rewrite.get(w.range.clone()).is_some_and(|t| {
            t.get(..5)
                .is_some_and(|head| head.eq_ignore_ascii_case("withh"))
        })
    })?;
    // The verb the negation denies: the first word after it ("be" of a passive passed over:
    // "must not be given"), as written (a light verb such as "give" is no content word).
    let rest = original.get(n.end..o.range.end)?;
    let (at, verb) = rest
        .split(|c: char| !c.is_alphabetic())
        .map(|w| (w.as_ptr() as usize - rest.as_ptr() as usize, w))
        .find(|(_, w)| !w.is_empty() && !is_one_of(w, &["be", "ever"]))?;
    let verb_stem = stem(&verb.to_ascii_lowercase());
    GIVING_VERBS
        .iter()
        .any(|g| stems_match(&verb_stem, &stem(g)))
        .then(|| (n.end + at..n.end + at + verb.len(), withheld.range.clone()))
}

/// Words saying that a window of time for an act shuts: "online sales close at 22:00".
const CLOSING_WORDS: &[&str] = &["close", "closes", "shut", "shuts", "ends", "stops"];

/// The original's ban `o` holds after a time ("tickets can't be sold online after 22:00", "no
/// one may enter the hall after 09:30") and the rewrite's sentence `r`, not negated, says the
/// act's window closes at that time ("online sales close at 22:00", "hall entry closes at
/// 09:30"): a date of `r` at the same time as the ban's "after" date (read, under the
/// negation, as the act's upper bound: "sold by 22:00"), right after a closing word and
/// "at". The same ban. Not another time ("close at 23:00"), a window that opens
/// ("sales open at 22:00"), nor a ban before a time ("can't be sold before 09:00" -> "sales
/// close at 09:00"). The rewrite's sentence is given with its text.
pub(super) fn closing_time_restates_ban_after(o: &Clause, (rewrite, r): (&str, &Clause)) -> bool {
    let (Some(_), None) = (&o.negation, &r.negation) else {
        return false;
    };
    let closes_at = |at: usize| {
        let mut before = rewrite
            .get(r.range.start..at)
            .unwrap_or("")
            .split_whitespace()
            .rev();
        before.next().is_some_and(|w| w.eq_ignore_ascii_case("at"))
            && before.next().is_some_and(|w| is_one_of(w, CLOSING_WORDS))
    };
    // (Every time of `r` is one of `o`'s: "close at 6pm on weekdays" adds a day.)
    r.dates
        .iter()
        .all(|e| o.dates.iter().any(|d| d.same_time(e)))
        && r.dates.iter().any(|e| {
            closes_at(e.range.start)
                && o.dates
                    .iter()
                    .any(|d| d.direction == Direction::Upper && d.same_time(e))
        })
}

/// The rewrite's word `n` is the closing word of [`closing_time_restates_ban_after`] ("close"
/// in "online sales close at 22:00"), when that reading holds: no new word of the rule.
pub(super) fn closing_word_of_a_restated_ban(
    o: &Clause,
    (rewrite, r): (&str, &Clause),
    n: &Word,
) -> bool {
    rewrite
        .get(n.range.clone())
        .is_some_and(|w| is_one_of(w, CLOSING_WORDS))
        && closing_time_restates_ban_after(o, (rewrite, r))
}

/// Ranges of words of a text.
type Ranges = Vec<Range<usize>>;

/// Verbs that, denied, keep a thing where it is: "don't let the cat out", "don't send the
/// crew out", "don't take the laptops out", "don't move the dressing".
const MOVING_VERBS: &[&str] = &[
    "let", "send", "take", "bring", "move", "moved", "moving", "shift", "relocate",
];

/// The original's ban `o` denies moving a thing ("don't move the dressing", "don't move the
/// patient from bed 4 until ...") or letting, sending or taking it out ("don't let the cat
/// out after dark", "don't take the laptops out of the building") and the rewrite's sentence
/// `r`, not negated, says the thing stays where it is: "stays put", "stays in", "remains
/// inside" ("put", "in", "inside" or "indoors" after "stay" or "remain"; for a ban on
/// moving, "at" or "on" too). The same ban. The ranges of the moving verbs right after the
/// negation (in `original`: "let", "move") and of the staying words (in `rewrite`: "stays",
/// "put"), which say no new act. Not "stays out" for "don't let it out", nor a duty to move
/// it said as staying ("move the cat out" -> "cat stays in").
pub(super) fn staying_restates_not_moving(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Ranges, Ranges)> {
    let (Some(n), None) = (&o.negation, &r.negation) else {
        return None;
    };
    let sentence = rewrite.get(r.range.clone())?;
    if !super::holds_ignoring_case(sentence, "stay")
        && !super::holds_ignoring_case(sentence, "remain")
    {
        return None;
    }
    let words = |text: &str, from: usize| -> Ranges {
        text.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(|w| {
                let at = from + (w.as_ptr() as usize - text.as_ptr() as usize);
                at..at + w.len()
            })
            .collect()
    };
    // The denied act, up to the next comma or semicolon: its moving verbs, and whether it
    // lets, sends or takes the thing "out".
    let act_text = original.get(n.end..o.range.end)?;
    let act_end = act_text.find([',', ';']).unwrap_or(act_text.len());
    let act = words(&act_text[..act_end], n.end);
    let said = |w: &Range<usize>| original.get(w.clone()).unwrap_or("");
    let verbs: Ranges = act
        .iter()
        .take(3)
        .filter(|w| is_one_of(said(w), MOVING_VERBS))
        .cloned()
        .collect();
    if verbs.is_empty() {
        return None;
    }
    let out = act.iter().any(|w| said(w).eq_ignore_ascii_case("out"));
    let moved = verbs
        .iter()
        .any(|w| is_one_of(said(w), &["move", "moved", "moving", "shift", "relocate"]));
    let places: &[&str] = if out {
        &["in", "inside", "indoors"]
    } else if moved {
        &["put", "in", "inside", "at", "on"]
    } else {
        return None;
    };
    let theirs = words(sentence, r.range.start);
    let kept = |w: &Range<usize>| rewrite.get(w.clone()).unwrap_or("");
    theirs.windows(2).find_map(|pair| {
        (is_one_of(kept(&pair[0]), &["stay", "stays", "remain", "remains"])
            && is_one_of(kept(&pair[1]), places))
        .then(|| (verbs.clone(), pair.to_vec()))
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// A ban lifted by an "unless" said as the act restricted with "only" to what the
    /// "unless" names; another thing, a word of the condition cut, no "only", or a condition
    /// of the rewrite's own stay reported.
    #[test]
    fn only_restates_ban_unless() {
        let deploys = "Nothing gets deployed to production unless it's a P1.";
        let rides = "No one rides the lift for the sweep unless they're on the radio roster.";
        let cordon = "No visitor goes past the cordon unless they're wearing a hard hat.";
        let boardroom = "Don't book the boardroom unless it's a client meeting.";
        assert_faithful(&[
            (deploys, "Production deploys: P1 only."),
            (rides, "Lift sweep rides: radio roster staff only."),
            (cordon, "Past the cordon: visitors wearing hard hats only."),
            (boardroom, "Boardroom bookings: client meetings only."),
        ]);
        assert_changed(&[
            (deploys, "Production deploys: P2 only."),
            (deploys, "Production deploys: P1."),
            (rides, "Lift sweep rides: roster staff only."),
            (
                rides,
                "Lift sweep rides: radio roster staff only, unless it's snowing.",
            ),
            (cordon, "Past the cordon: visitors wearing hi-vis only."),
            (boardroom, "Boardroom bookings: team meetings only."),
            (boardroom, "Boardroom bookings: meetings only."),
        ]);
    }

    /// An initialism joined by "&" says the words it spells joined by "and"; other letters,
    /// words not joined by "and", or another change beside it stay reported.
    #[test]
    fn ampersand_initialisms() {
        let room = "No more than ten people in the prints and drawings study room at once.";
        let statement = "Don't share the profit and loss statement outside the board.";
        let budget = "Don't change the research and development budget without Priya's sign-off.";
        let comps = "Only the food and beverage manager may approve comps.";
        assert_faithful(&[
            (room, "P&D study room: max occupancy 10."),
            (statement, "P&L statement: board only."),
            (budget, "R&D budget: no changes w/o Priya's sign-off."),
            (comps, "Comps: F&B manager only."),
            (
                "Contractors must read the terms and conditions before signing.",
                "Contractors: read T&Cs before signing.",
            ),
        ]);
        assert_changed(&[
            (room, "B&W study room: max occupancy 10."),
            (
                "No more than ten people in the prints, drawings and maps room at once.",
                "P&D room: max occupancy 10.",
            ),
            (statement, "P&L statement: finance only."),
            (budget, "R&D hiring: no changes w/o Priya's sign-off."),
            (comps, "Comps: F&B staff only."),
            (
                "Contractors must read the terms and conditions before signing.",
                "Contractors: read T&Cs after signing.",
            ),
        ]);
    }

    /// "A second X" said as two of X; another count, another noun, or "second" of a floor
    /// stay reported.
    #[test]
    fn second_one_said_as_two() {
        let check = "A second pharmacist must check every chemo order.";
        let refund = "Any refund over $500 needs a second approval.";
        assert_faithful(&[
            (check, "Chemo orders: two pharmacists check each one."),
            (
                "A second signature is required for PRN morphine at every home visit.",
                "PRN morphine at home visits: 2 signatures needed.",
            ),
            (refund, "Refunds > $500: two approvals."),
            (
                "Every release needs a second reviewer.",
                "Releases: two reviewers.",
            ),
        ]);
        assert_changed(&[
            (check, "Chemo orders: three pharmacists check each one."),
            (check, "Chemo orders: one pharmacist checks each one."),
            (check, "Chemo orders: two nurses check each one."),
            (refund, "Refunds > $500: three approvals."),
            (
                "Store the spare keys on the second floor.",
                "Spare keys: 2 floors.",
            ),
        ]);
    }

    /// A ban on handing a thing over said as withholding it; a duty said as withholding,
    /// a ban on another act, or another thing or condition stay reported.
    #[test]
    fn withholding_restates_not_giving() {
        let report = "Kindly do not send the termly report home until the fees are cleared.";
        let deposit = "Don't release the deposit until the inspection is signed off.";
        let insulin = "Insulin must not be given to Mr Obi until his glucose is rechecked.";
        assert_faithful(&[
            (report, "Withhold termly report until fees cleared."),
            (report, "Termly report withheld until fees cleared."),
            (deposit, "Deposit withheld until inspection signed off."),
            (
                "Don't pay the contractor until the snag list is closed.",
                "Withhold contractor payment until snag list closed.",
            ),
            (
                insulin,
                "Mr Obi's insulin withheld until glucose rechecked.",
            ),
        ]);
        assert_changed(&[
            (
                "Send the termly report home once the fees are cleared.",
                "Withhold termly report until fees cleared.",
            ),
            (
                "Don't file the report until the fees are cleared.",
                "Withhold the report until fees cleared.",
            ),
            (report, "Withhold termly report until fees paid in full."),
            (deposit, "Deposit withheld until tenant signs off."),
            (deposit, "Bond withheld until inspection signed off."),
            (
                insulin,
                "Mr Obi's insulin withheld until the doctor reviews.",
            ),
        ]);
    }

    /// An initialism in the rewrite's label ("CS agents:", "YG outpatient labels:") says the
    /// words it abbreviates; other letters, another head, or another word beside it stay
    /// reported.
    #[test]
    fn initialism_in_a_label() {
        let agents = "Customer service agents are not permitted to reveal a rider's trip history over the phone.";
        let labels = "The Ysbyty Gwynedd outpatient labels have to be bilingual, Welsh first.";
        let sre = "Site reliability engineers must not deploy on Fridays.";
        assert_faithful(&[
            (
                agents,
                "CS agents: no disclosing rider trip history by phone.",
            ),
            (labels, "YG outpatient labels: bilingual, Welsh first."),
            (sre, "SRE deploys: never on Fridays."),
            (
                "Local anaesthetic for children under 6 can only be given by Dr Hēnare.",
                "Under-6 LA: Dr Hēnare only.",
            ),
        ]);
        assert_changed(&[
            (
                agents,
                "CS managers: no disclosing rider trip history by phone.",
            ),
            (
                agents,
                "HR agents: no disclosing rider trip history by phone.",
            ),
            (labels, "YG inpatient labels: bilingual, Welsh first."),
            (labels, "YB outpatient labels: bilingual, Welsh first."),
            (sre, "SRE deploys: only on Fridays."),
        ]);
    }

    /// "swap" says "replace" and "consent" says "permission" (the synonym table); another
    /// verb, another thing, or another noun stay reported.
    #[test]
    fn swap_for_replace_and_consent_for_permission() {
        let tyres = "Don't replace the tyres on the rally cars without the chief mechanic.";
        let photos = "Don't photograph patients without their consent.";
        assert_faithful(&[
            (tyres, "No tyre swaps on rally cars w/o chief mechanic."),
            (
                "Swap the filters every Monday.",
                "Replace filters weekly on Mondays.",
            ),
            (photos, "No patient photos without their permission."),
        ]);
        assert_changed(&[
            (tyres, "No tyre checks on rally cars w/o chief mechanic."),
            (tyres, "No wheel swaps on rally cars w/o chief mechanic."),
            (
                "Swap the filters every Monday.",
                "Clean filters weekly on Mondays.",
            ),
            (photos, "No patient photos without their knowledge."),
        ]);
    }

    /// A ban after a time said as the act's window closing at that time; another time, a
    /// window opening, a ban before the time, another thing, or a day added stay reported.
    #[test]
    fn closing_time_restates_ban_after() {
        let tickets = "Tickets can't be sold online after 22:00.";
        let spa = "Don't take bookings for the spa after 6pm.";
        assert_faithful(&[
            (tickets, "Online ticket sales close at 22:00."),
            (spa, "Spa bookings close at 6pm."),
            (
                "Orders can't be placed after 3pm on Fridays.",
                "Friday ordering closes at 3pm.",
            ),
        ]);
        assert_changed(&[
            (tickets, "Online ticket sales close at 23:00."),
            (tickets, "Online ticket sales open at 22:00."),
            (
                "Tickets can't be sold before 09:00.",
                "Ticket sales close at 09:00.",
            ),
            (spa, "Gym bookings close at 6pm."),
            (spa, "Spa bookings close at 6pm on weekdays."),
        ]);
    }

    /// A ban on moving a thing, or letting, sending or taking it out, said as the thing
    /// staying put or in; "stays out", another thing, another place or condition, or a ban
    /// on another act stay reported.
    #[test]
    fn staying_restates_not_moving() {
        let cat = "Don't let the cat out after dark.";
        let patient = "Don't move the patient from bed 4 until the scan is done.";
        let laptops = "Don't take the laptops out of the building.";
        assert_faithful(&[
            (cat, "Cat stays in after dark."),
            (patient, "Bed 4 patient stays put until scan done."),
            (laptops, "Laptops stay in the building."),
            (
                "Don't let them move the dressing in the farmhouse kitchen.",
                "Farmhouse kitchen dressing stays put.",
            ),
        ]);
        assert_changed(&[
            (cat, "Cat stays out after dark."),
            (
                "Don't let the dog out after dark.",
                "Cat stays in after dark.",
            ),
            (patient, "Bed 4 patient stays put until discharge."),
            (laptops, "Laptops stay in the office."),
            ("Don't feed the cat after dark.", "Cat stays in after dark."),
        ]);
    }
    /// An "&" after a character wider than a byte has no left word, and no panic (found by
    /// the robustness test's random texts, session 37).
    #[test]
    fn ampersand_after_a_wide_character() {
        let original = "\u{ae}\u{ae}<0\u{fffc} A \u{d66}\u{1ee59}\u{1f20}aa0aA \u{1ee51}a\u{30000}\u{a789}\u{1980}\"\"\"AaAAa\u{1fb6}\u{b8e}\u{1d800}z:\u{e8c}";
        let rewrite = "'0\u{1e95e}<a:'0\u{a880}\u{10f30}\u{3a3}\u{a4d0}A0a \u{113c2}&";
        let _ = crate::polarity::check_rewrite(original, rewrite);
        let _ = crate::polarity::check_rewrite("Keep R&D and Q&A apart.", "R\u{113c2}&D: apart");
    }
}
