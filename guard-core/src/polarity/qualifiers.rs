//! What a rule's wording holds it to, dropped or loosened by a rewrite (read from the two texts
//! alone): a qualifier of a rule cut or a noun added to its place, a firm bound said "roughly", an
//! "only" widened to "elsewhere", the other state of a contrast dropped, a gated ban whose ban went,
//! a ratio or a duty hedged ("where possible"), a thing held to its owner said as anyone's ("your
//! own padlock" -> "a padlock").

use super::MissedOrDropped;
use std::ops::Range;

use super::modals_opened::binds;
use super::words::{
    HEDGES, TextReading, Word, holds_any_phrase as has_any, holds_any_phrase, is_content,
    number_value, part_holding, parts, shared, words,
};
use super::{
    common_prefix_ignoring_case, common_suffix_ignoring_case, is_negation_word, is_one_of,
};
use crate::classify::lexicon::looks_past;

/// Words that open a qualifier of place, time or party ("at low water", "to anyone who ...").
const QUALIFIER_HEADS: &[&str] = &[
    "at", "in", "on", "during", "after", "before", "within", "outside", "inside", "to", "for",
    "near", "from", "between", "under", "over", "while", "when", "below", "above", "beyond",
    "past", "with", "without", "by",
];

/// Words of a qualifier that says no more than the rule did ("at all times", "at any time",
/// "in any case", "for any reason").
const FILLERS: &[&str] = &[
    "any",
    "all",
    "ever",
    "whatsoever",
    "whatever",
    "please",
    "times",
    "circumstances",
    "circumstance",
    "reason",
    "case",
    "itself",
    "area",
    "premises",
    "strictly",
    "generally",
    "too",
    "also",
    "directly",
    "explicitly",
    "absolutely",
    "really",
    "completely",
    "entirely",
    "properly",
    "clearly",
    "specifically",
    "obviously",
];

/// "Boats over 12 m must not use the fuel pontoon at low water." -> "Boats over 12 m must not
/// use the fuel pontoon.", "No spikes in the pavilion." -> "No spikes in the pavilion bar.":
/// the two texts of a rule differ in one stretch of whole words, which one of them holds and
/// the other does not. A qualifier of the original cut (a stretch that opens with a word of
/// [`QUALIFIER_HEADS`] and names something) drops a condition; one or two nouns the rewrite
/// adds right after a noun narrow the place. A stretch holding a word of [`FILLERS`] ("at all
/// times", "directly") is no change.
pub(super) fn qualifier_cut_or_added(original: &str, rewrite: &str) -> Option<MissedOrDropped> {
    let (o, r) = (original.as_bytes(), rewrite.as_bytes());
    let start = common_prefix_ignoring_case(o, r);
    let end = common_suffix_ignoring_case(&o[start..], &r[start..]);
    let (o_mid, r_mid) = (start..o.len() - end, start..r.len() - end);
    // One side holds the stretch, the other nothing.
    let (text, mid, cut) = match (o_mid.is_empty(), r_mid.is_empty()) {
        (false, true) => (original, o_mid, true),
        (true, false) => (rewrite, r_mid, false),
        _ => return None,
    };
    let stretch = text.get(mid.clone())?;
    // Whole words: the stretch opens with a space after a word, and is followed by no letter.
    let before = text[..mid.start].chars().next_back();
    let after = text[mid.end..].chars().next();
    if !stretch.starts_with(' ')
        || !before.is_some_and(char::is_alphanumeric)
        || after.is_some_and(char::is_alphanumeric)
        || !binds(original)
    {
        return None;
    }
    let ws = super::words::words(text, mid.clone());
    let filler = |(w, _): &Word<'_>| is_one_of(w, FILLERS);
    if ws.is_empty() || ws.iter().any(filler) {
        return None;
    }
    let whole = |t: &str| 0..t.trim_end().len();
    if cut {
        (is_one_of(ws[0].0, QUALIFIER_HEADS) && ws[1..].iter().any(|(w, _)| is_content(w)))
            .then(|| ("condition dropped", mid, Some(whole(rewrite))))
    } else {
        // One or two nouns glued to the noun before them: no punctuation, no number.
        let last_before = super::words::last_word(text, mid.start)?;
        (ws.len() <= 2
            && is_content(last_before)
            && ws
                .iter()
                .all(|(w, _)| is_content(w) && w.bytes().all(|b| b.is_ascii_alphabetic()))
            && stretch
                .bytes()
                .all(|b| b.is_ascii_alphabetic() || b == b' '))
        .then(|| ("scope changed", whole(original), Some(mid)))
    }
}

/// Words that make a bound an estimate.
const ROUGHLY: &[&str] = &[
    "roughly",
    "about",
    "around",
    "approximately",
    "approx",
    "circa",
    "~",
];

/// Words that make a number of the original a bound ("not a minute longer", "sharp").
const FIRM: &[&str] = &[
    "max", "maximum", "at most", "limit", "cap", "sharp", "exactly", "strictly", "must", "only",
    "longer", "later", "more",
];

/// "Library sessions are 45 minutes per wing, not a minute longer." -> "Library sessions
/// roughly 45 min per wing.": a number of the rewrite after a word of [`ROUGHLY`] that the
/// original states bare, in a text that makes it a bound (a word of [`FIRM`], a negation) and
/// tells nothing that happened ("sent no more than 280 parcels" is a count, not a bound).
pub(super) fn bound_said_roughly(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<MissedOrDropped> {
    // Screen: a word of estimate in the rewrite, none in the original, a digit in both.
    if !r.holds_any_phrase(ROUGHLY)
        || o.holds_any_phrase(ROUGHLY)
        || !o.text.bytes().any(|b| b.is_ascii_digit())
        || !(o.holds_any_phrase(FIRM) || o.negation_count() > 0)
        || o.words().iter().any(|(w, _)| looks_past(w))
    {
        return None;
    }
    let theirs = r.words();
    theirs.windows(2).find_map(|pair| {
        let [(a, _), (n, at)] = pair else { return None };
        let digits = |w: &str| w.bytes().take_while(u8::is_ascii_digit).count();
        let d = digits(n);
        if !is_one_of(a, ROUGHLY) || d == 0 {
            return None;
        }
        let value = &n[..d];
        o.words()
            .iter()
            .find(|(w, _)| digits(w) == d && w[..d] == *value)
            .map(|(_, from)| ("bound became approximation", from.clone(), Some(at.clone())))
    })
}

/// Words that widen a place to every other one.
const ELSEWHERE: &[&str] = &["elsewhere", "anywhere", "any other", "wherever"];

/// "Only braai in the designated area by the clubhouse" -> "Braais OK by the clubhouse or
/// elsewhere if careful": an "only" rule whose rewrite allows "elsewhere" or "anywhere" (not
/// denied, not followed by "except", "but", "other than", "outside").
pub(super) fn only_widened_to_elsewhere(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<MissedOrDropped> {
    // Screen: "only" in the original, a word of elsewhere in the rewrite and not in the original.
    if !o.holds_any_phrase(&["only"])
        || !r.holds_any_phrase(ELSEWHERE)
        || o.holds_any_phrase(ELSEWHERE)
    {
        return None;
    }
    let ws = r.words();
    let k = ws
        .iter()
        .position(|(w, _)| is_one_of(w, &["elsewhere", "anywhere", "wherever", "other"]))?;
    let part = part_holding(r.text, ws[k].1.start)?;
    let denied = ws[..k]
        .iter()
        .rev()
        .take_while(|(_, at)| at.start >= part.start)
        .take(4)
        .any(|(w, _)| is_negation_word(w) || is_one_of(w, &["nowhere"]));
    let excepted = ws[k + 1..]
        .iter()
        .take(2)
        .any(|(w, _)| is_one_of(w, &["except", "but", "than", "besides", "outside", "apart"]));
    let only = o.words().iter().find(|(w, _)| is_one_of(w, &["only"]))?;
    (!denied && !excepted).then(|| ("scope changed", only.1.clone(), Some(ws[k].1.clone())))
}

/// States that a contrast sets against each other.
const STATES: &[(&str, &str)] = &[
    ("open", "closed"),
    ("open", "shut"),
    ("locked", "unlocked"),
    ("allowed", "banned"),
    ("allowed", "forbidden"),
    ("indoors", "outdoors"),
    ("inside", "outside"),
    ("hot", "cold"),
    ("public", "private"),
];

/// "... want the casket closed at the church, but open for the home viewing." -> "... casket
/// closed at church and at home.": the original sets two states against each other ("but",
/// "except", "whereas"), and the rewrite keeps one, dropped the other, and names after the one
/// it kept, in the same part, a content word said in the three words after the state it
/// dropped: that place got the kept state ("Pool: members only, closed to guests" names the
/// members before the state).
pub(super) fn contrast_state_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<MissedOrDropped> {
    // Screen: a word of contrast in the original.
    if !o.holds_any_phrase(&["but", "except", "whereas", "while"]) {
        return None;
    }
    STATES.iter().find_map(|&(a, b)| {
        if !(o.holds_any_phrase(&[a]) && o.holds_any_phrase(&[b])) {
            return None;
        }
        let (kept, dropped) = match (r.holds_any_phrase(&[a]), r.holds_any_phrase(&[b])) {
            (true, false) => (a, b),
            (false, true) => (b, a),
            _ => return None,
        };
        let ours = o.words();
        let k = ours.iter().position(|(w, _)| is_one_of(w, &[dropped]))?;
        // The state kept in the rewrite, and the part it is said in.
        let theirs = r.words();
        let s = theirs.iter().position(|(w, _)| is_one_of(w, &[kept]))?;
        let part = part_holding(r.text, theirs[s].1.start)?;
        let named = (k + 1..(k + 4).min(ours.len()))
            .filter(|&j| is_content(ours[j].0))
            .find_map(|j| {
                let ks = o.keys();
                (s + 1..theirs.len())
                    .take_while(|&i| theirs[i].1.start < part.end)
                    .find(|&i| r.keys()[i].same(&ks[j]))
                    .map(|i| theirs[i].1.clone())
            })?;
        Some(("condition dropped", ours[k].1.clone(), Some(named)))
    })
}

/// Words of a gate or of waiting that keep a gated ban's order.
const HOLDS: &[&str] = &[
    "hold", "held", "wait", "waits", "until", "till", "before", "after", "first", "pending",
    "once", "then", "only", "awaiting", "await", "later", "→", "->",
];

/// "Lot 88 blisters don't release first, wait QA lady sign." -> "Lot 88 blisters: QA lady to
/// sign.": a verb of the original negated as an order ("don't", "never", "do not"; not "no
/// more than") gated in its part ("first", "until", "before",
/// "unless"), and a rewrite of the same thing (a content word shared) with no negation, no
/// word of [`HOLDS`] and not the verb: the ban went, only the step after it is left.
pub(super) fn gated_ban_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<MissedOrDropped> {
    // Screen: a negation in the original, none in the rewrite, a gate in the original.
    if r.negation_count() > 0
        || o.negation_count() == 0
        || !o.holds_any_phrase(&["first", "until", "till", "before", "unless"])
        || r.holds_any_phrase(HOLDS)
    {
        return None;
    }
    let ours = o.words();
    // An order's negation ("don't", "never", "must not"), not a count's ("no more than").
    let order_negation = |k: usize| {
        let w = ours[k].0;
        is_negation_word(w)
            && (!is_one_of(w, &["no", "not", "none", "nobody", "nothing"])
                || is_one_of(w, &["not"])
                    && k > 0
                    && is_one_of(ours[k - 1].0, &["do", "does", "must", "should", "may"]))
    };
    let k = (0..ours.len().saturating_sub(1)).find(|&k| {
        order_negation(k) && is_content(ours[k + 1].0) && {
            let part = part_holding(o.text, ours[k].1.start).unwrap_or(0..o.text.len());
            o.text
                .get(ours[k + 1].1.end..part.end)
                .is_some_and(|rest| has_any(rest, &["first", "until", "till", "before", "unless"]))
        }
    })?;
    let verb = &o.keys()[k + 1];
    if r.keys().iter().any(|rk| rk.same(verb)) {
        return None;
    }
    let shares =
        (0..k).any(|j| is_content(ours[j].0) && r.keys().iter().any(|rk| rk.same(&o.keys()[j])));
    shares.then(|| {
        (
            "negation dropped",
            ours[k].1.start..ours[k + 1].1.end,
            Some(0..r.text.trim_end().len()),
        )
    })
}

/// "Is one guide for every eight guests on de ice." -> "One guide per eight guests where
/// possible": a ratio or a rate of an original without a hedge ("for every", "per", "each"
/// with a number) hedged by the rewrite ("where possible", "ideally"), a content word kept:
/// the bound made a wish. A hedge the original already had is not read.
pub(super) fn ratio_hedged(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !r.holds_any_phrase(HEDGES)
        || o.holds_any_phrase(HEDGES)
        || !o.holds_any_phrase(&["per", "every", "each"])
    {
        return None;
    }
    let ours = o.words();
    if !ours.iter().any(|(w, _)| number_value(w).is_some()) {
        return None;
    }
    parts(rewrite).into_iter().find_map(|t| {
        (has_any(&rewrite[t.clone()], HEDGES) && shared(ours, &words(rewrite, t.clone())) >= 1)
            .then_some((0..original.len(), t))
    })
}

/// "The local studies room's no' tae be opened tae the public unless one of us is in there."
/// -> "Local studies room: staff should try to accompany members of the public.": a rewrite
/// that hedges ("try to", "where possible", "ideally") what an original without a hedge
/// binds (a negation, "must", "only", "unless"), a content word kept: the duty weakened,
/// whatever dialect the original is in. A hedge the original already had is not read.
pub(super) fn hedge_added(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !r.holds_any_phrase(HEDGES) || o.holds_any_phrase(HEDGES) {
        return None;
    }
    let ours = o.words();
    if !super::words::binds(ours) {
        return None;
    }
    parts(rewrite)
        .into_iter()
        .find(|t| {
            holds_any_phrase(&rewrite[t.clone()], HEDGES)
                && shared(ours, &words(rewrite, t.clone())) >= 1
        })
        .map(|t| (0..original.len(), t))
}

/// Possessives an "own" follows ("your own padlock", "their own log-in").
const POSSESSIVES: &[&str] = &["your", "their", "his", "her", "my", "our", "its", "one's"];

/// Words of a rewrite that hold a thing to its owner wherever they stand ("a personal
/// padlock", "BYO lunch", "padlock: yours").
const OWNED: &[&str] = &[
    "own",
    "personal",
    "individual",
    "byo",
    "yours",
    "theirs",
    "mine",
    "ours",
];

/// "Before entering the pit, isolate at the machine room and hang your own padlock." ->
/// "Isolate at the machine room, hang a padlock, then enter the pit.": a thing of a rule held
/// to its owner ("your own padlock", "their own log-in"), said again in the rewrite with
/// nothing before it that holds it to anyone (a possessive, "own", "personal" in the two
/// words before it, a pronoun after it, "BYO" anywhere): any one will do now (session 44,
/// pol44). "Bring your
/// own lunch" -> "Bring your lunch", "... -> BYO lunch", "may not merge their own PRs" -> "no
/// self-merge", "Don't go down on your own" (no thing after "own") and a rewrite saying "own"
/// anywhere are not read.
pub(super) fn own_dropped(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<MissedOrDropped> {
    // Screen: "own" in the original, none in the rewrite.
    // ("no self-merge", "self-approval": the owner said in the word.)
    if !o.holds_any_phrase(&["own"])
        || r.holds_any_phrase(OWNED)
        || r.text.to_ascii_lowercase().contains("self")
        || crate::classify::classify(o.text).kind != crate::classify::SpanKind::Constraint
    {
        return None;
    }
    let ours = o.words();
    let k = (1..ours.len().saturating_sub(1)).find(|&k| {
        is_one_of(ours[k].0, &["own"])
            && is_one_of(ours[k - 1].0, POSSESSIVES)
            // ("on their own tonight": alone.)
            && !(k >= 2 && is_one_of(ours[k - 2].0, &["on", "by"]))
            && is_content(ours[k + 1].0)
            // (A thing, right after "own": no punctuation between.)
            && o.text
                .get(ours[k].1.end..ours[k + 1].1.start)
                .is_some_and(|gap| gap.trim().is_empty())
    })?;
    let thing = &o.keys()[k + 1];
    let theirs = r.words();
    let m = (0..theirs.len()).find(|&m| r.keys()[m].same(thing))?;
    // ("a PR you authored": the owner said after it.)
    let held = theirs[m.saturating_sub(2)..m]
        .iter()
        .any(|(w, _)| is_one_of(w, POSSESSIVES))
        || theirs
            .get(m + 1)
            .is_some_and(|(w, _)| is_one_of(w, &["you", "they", "he", "she", "we", "i", "who"]));
    (!held).then(|| {
        (
            "scope changed",
            ours[k - 1].1.start..ours[k + 1].1.end,
            Some(theirs[m].1.clone()),
        )
    })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A thing held to its owner said as anyone's (session 44, pol44): the corpus's shape and
    /// look-alikes in other domains; the possessive kept, "own" said again, "BYO" and "on
    /// your own" (alone) are no change.
    #[test]
    fn own_dropped_is_read() {
        let read = |o: &str, r: &str| {
            super::own_dropped(&super::TextReading::new(o), &super::TextReading::new(r)).is_some()
        };
        for (o, r) in [
            (
                "Before entering the pit, isolate at the machine room and hang your own padlock.",
                "Isolate at the machine room, hang a padlock, then enter the pit.",
            ),
            (
                "Engineers must log in with their own credentials on the SCADA console.",
                "Engineers must log in with shared credentials on the SCADA console.",
            ),
            (
                "Each climber must use his own harness on the tower.",
                "Each climber must use a harness on the tower.",
            ),
        ] {
            assert!(read(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "Bring your own lunch to the field day.",
                "Bring your lunch to the field day.",
            ),
            (
                "Bring your own lunch to the field day.",
                "Field day: BYO lunch.",
            ),
            (
                "Authors may not merge their own PRs.",
                "PRs: no self-merge.",
            ),
            (
                "You mustn't merge your own PRs.",
                "Never merge a PR you authored.",
            ),
            (
                "Don't be putting the new lads on the gritter on their own tonight.",
                "Tonight: new lads never alone on the gritter.",
            ),
            (
                "Hang your own padlock before entering the pit.",
                "Pit entry: own padlock on the isolator first.",
            ),
            (
                "Don't go down into the pit on your own.",
                "Don't go down into the pit alone.",
            ),
            (
                "Each climber must use his own harness on the tower.",
                "Tower: a personal harness for each climber.",
            ),
        ] {
            assert!(!read(o, r), "{o} -> {r}");
        }
        assert_changed(&[(
            "Before entering the pit, isolate at the machine room and hang your own padlock.",
            "Isolate at the machine room, hang a padlock, then enter the pit.",
        )]);
    }

    /// A qualifier of a rule cut, or a noun added to its place, is reported; a qualifier that
    /// says no more ("at any time", "under any circumstances", "at all") is not.
    #[test]
    fn a_qualifier_cut_or_a_noun_added_to_the_place() {
        assert_reports(
            "condition dropped",
            &[
                (
                    "Boats over 12 m must not use the fuel pontoon at low water.",
                    "Boats over 12 m must not use the fuel pontoon.",
                ),
                (
                    "Never leave the kiln door open after firing.",
                    "Never leave the kiln door open.",
                ),
            ],
        );
        assert_changed(&[
            (
                "Don't quote prices over the phone to anyone who isn't the arranging family member.",
                "Don't quote prices over the phone.",
            ),
            (
                "No spikes in the pavilion.",
                "No spikes in the pavilion bar.",
            ),
            (
                "No phones in the theatre.",
                "No phones in the theatre foyer.",
            ),
        ]);
        assert_faithful(&[
            (
                "Never leave the kiln door open at any time.",
                "Never leave the kiln door open.",
            ),
            (
                "Do not feed the animals under any circumstances.",
                "Do not feed the animals.",
            ),
            (
                "No smoking on the premises.",
                "No smoking on the premises at all.",
            ),
            (
                "No phones in the theatre.",
                "No phones in the theatre, please.",
            ),
        ]);
    }

    /// A firm bound said "roughly" or "about" is reported; a count of what happened said so
    /// is not.
    #[test]
    fn a_firm_bound_said_roughly() {
        assert_reports(
            "bound became approximation",
            &[
                (
                    "Library sessions are 45 minutes per wing, not a minute longer.",
                    "Library sessions roughly 45 min per wing.",
                ),
                (
                    "Each tenant gets exactly 2 parking permits.",
                    "Each tenant gets around 2 parking permits.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "The ferry took no more than 40 minutes yesterday.",
                "Ferry took about 40 min yesterday.",
            ),
            (
                "The Saturday team cleaned no fewer than 160 rooms, a record.",
                "Saturday team: record day, roughly 160 rooms.",
            ),
        ]);
    }

    /// An "only" rule widened to "elsewhere" or "anywhere" is reported; one that keeps the
    /// "only" is not.
    #[test]
    fn an_only_rule_widened_to_elsewhere() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Only braai in the designated area by the clubhouse, hey — the committee's dead strict.",
                    "Braais OK by the clubhouse or elsewhere if careful.",
                ),
                (
                    "Only park in the staff bays behind the gym.",
                    "Parking OK in staff bays behind gym or anywhere nearby.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Only braai at the lapa by the pool.",
                "Braai at the lapa by the pool only.",
            ),
            (
                "Only store solvents in the yellow cabinet.",
                "Solvents: yellow cabinet only.",
            ),
        ]);
    }

    /// The other state of a contrast dropped, its place given the kept one, is reported; both
    /// states kept is not.
    #[test]
    fn the_other_state_of_a_contrast_dropped() {
        assert_reports(
            "condition dropped",
            &[
                (
                    "The Dlamini family want the casket closed at the church, but open for the home viewing.",
                    "Dlamini family: casket closed at church and at home.",
                ),
                (
                    "Phones are allowed in the lobby but banned in the exam hall.",
                    "Phones banned in lobby and exam hall.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Keep the fire door locked at night, but unlocked during opening hours.",
                "Fire door: locked at night, unlocked in opening hours.",
            ),
            (
                "The hatch stays open for deliveries but shut overnight.",
                "Hatch: deliveries, open; overnight, shut.",
            ),
        ]);
    }

    /// A gated ban whose ban went is reported; one said as waiting until the same event is
    /// not.
    #[test]
    fn a_gated_ban_dropped_or_said_as_waiting() {
        assert_changed(&[
            (
                "Lot 88 blisters don't release first, wait QA lady sign.",
                "Lot 88 blisters: QA lady to sign.",
            ),
            (
                "Batch 12 tablets don't ship first, wait for the QC release.",
                "Batch 12 tablets: QC release needed.",
            ),
            (
                "Don't release the invoice until the customer confirms delivery.",
                "Invoice released; customer confirms delivery later.",
            ),
        ]);
        assert_faithful(&[
            (
                "Don't start milling until the dentist approves the digital design.",
                "Milling waits until the dentist has approved the digital design.",
            ),
            (
                "Don't release the invoice until the customer confirms delivery.",
                "Invoice release waits until the customer confirms delivery.",
            ),
            (
                "Last night's show ran long — the interval alone was at least 25 minutes because the bar ran out of change. No more than half the audience made it back before the bell.",
                "Show overran; interval 25+ min (bar out of change); roughly half the audience late back.",
            ),
        ]);
    }

    /// A ratio hedged is reported; a ratio in signs is not.
    #[test]
    fn ratio_made_a_wish() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "Is one guide for every eight guests on de ice. If we short a guide, de ninth guest wait for de next departure.",
                    "One guide per eight guests where possible; extra guests can join if needed.",
                ),
                (
                    "Two marshals per 50 runners on the trail.",
                    "Ideally two marshals per 50 runners.",
                ),
            ],
        );
        assert_faithful(&[(
            "Two marshals per 50 runners on the trail.",
            "Trail: 2 marshals / 50 runners.",
        )]);
    }

    /// A hedge ("try to", "where possible") the rewrite adds to a binding original weakens
    /// it, whatever the original's dialect; a hedge the original had is no change.
    #[test]
    fn a_hedge_added_weakens_the_rule() {
        assert_reports(
            "modality weakened",
            &[
                (
                    "The local studies room's no' tae be opened tae the public unless one of us is in there wi' them.",
                    "Local studies room: staff should try to accompany members of the public.",
                ),
                (
                    "Ye cannae leave the kiln door open while it's firing.",
                    "Try to keep the kiln door shut while firing.",
                ),
            ],
        );
        assert_faithful(&[(
            "Try to reply to every tenant email within a day.",
            "Tenant emails: try to reply within 1 day.",
        )]);
    }
}
