//! A rule said again in another form (the faithful forms of blind corpus s36d): an opener left
//! out, a word said in its other form, an age band abbreviated, a numbered name kept, "one of"
//! said as "at least one", a condition said as a modifier, a ban until said as waiting, a ban on
//! skipping said as a duty, a ban on leaving said as staying.

use std::ops::Range;

use super::words::{Word, holds_any_phrase as has_any, is_content, part_holding};
use super::{is_one_of, negation_count};

/// Words a dialect opens a sentence with that carry no rule ("Ag, the regatta ...", "Tidy
/// job, but ...", "Eish, ...", "Wah, ...").
const DISCOURSE: &[&str] = &[
    "ag", "eish", "ja", "hey", "boet", "bru", "shame", "tidy", "lah", "leh", "lor", "wah", "aiyo",
    "aiyah", "alamak", "butt", "bach", "oi", "right", "well", "listen", "look",
];

/// "Ag, the regatta was a lekker day ..." -> "Regatta good; ...", "Tidy job, but the bite's
/// to be checked ..." -> "Check bite ...": the word the rewrite left out is a dialect's opener
/// ([`DISCOURSE`]), one of the first two words of its part with a comma right after it or
/// after the next word.
fn opener_left_out(original: &str, from: &Range<usize>) -> bool {
    let Some(word) = original.get(from.clone()) else {
        return false;
    };
    if !is_one_of(word, DISCOURSE) {
        return false;
    }
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ws = super::words::words(original, part.start..part.end);
    let Some(k) = ws.iter().position(|(_, at)| at == from) else {
        return false;
    };
    let comma_after = |j: usize| {
        ws.get(j)
            .is_some_and(|(_, at)| original[at.end..].starts_with(','))
    };
    k <= 1 && (comma_after(k) || k == 0 && comma_after(k + 1))
}

/// "Don't restart unit 1 without a call to the grid operator first." -> "Unit 1 restart:
/// call grid operator first.": the number said dropped names a thing ("unit 1", "gate 2",
/// "van 3"), and the rewrite says the same name.
fn numbered_name_kept(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(number) = original.get(from.clone()) else {
        return false;
    };
    if !number.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    super::words::last_word(original, from.start)
        .is_some_and(|name| is_content(name) && has_any(rewrite, &[&format!("{name} {number}")]))
}

/// "Make sure the dish faces north-east ..., otherwise you'll be back there tomorrow." ->
/// "Dish must face NE (Intelsat).": the bound said dropped is in what follows an "otherwise"
/// or "or else" of its part: a consequence told, not the rule.
fn in_a_consequence(original: &str, from: &Range<usize>) -> bool {
    part_holding(original, from.start)
        .and_then(|p| original.get(p.start..from.start))
        .is_some_and(|lead| has_any(lead, &["otherwise", "or else"]))
}

/// "Line clearance needs two signatures, one of them from QA." -> "Line clearance: 2 sigs,
/// ≥1 from QA.": the bound the rewrite adds is "at least one" and the original says "one of"
/// a group (not "only one of", "exactly one of").
fn one_of_said_as_at_least_one(original: &str, rewrite: &str, to: &Range<usize>) -> bool {
    let added = rewrite.get(to.clone()).unwrap_or("");
    let at_least_one = matches!(added.trim(), "≥1" | "≥ 1" | "1+" | ">=1" | ">= 1")
        || has_any(added, &["at least one", "at least 1"]);
    at_least_one
        && has_any(original, &["one of them", "one of the", "one of which"])
        && !has_any(original, &["only one", "exactly one", "just one"])
}

/// "Hot work ... requires a permit ..., obtained in advance." -> "... advance permit from
/// marina office required.": the condition said dropped is a preposition and one word ("in
/// advance", "on arrival", "by hand"), and the rewrite says that word.
fn condition_said_as_a_modifier(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let ws = super::words::words(original, from.clone());
    matches!(&ws[..], [(head, _), (word, _)]
        if is_one_of(head, &["in", "on", "at", "upon", "by"])
            && is_content(word)
            && has_any(rewrite, &[word]))
}

/// Words of a rewrite that hold a thing back until an event.
const WAITS: &[&str] = &[
    "waits until",
    "wait until",
    "on hold until",
    "held until",
    "held back until",
    "waits till",
];

/// "Don't start milling until the dentist approves the digital design." -> "Milling waits
/// until the dentist has approved the digital design.": a negated order gated by "until"
/// said as the thing waiting ([`WAITS`]) for the same event (a content word after "until"
/// said after it in both), the change read at the negation or at the whole part.
fn ban_until_said_as_waiting(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(text) = part_holding(original, from.start).and_then(|p| original.get(p)) else {
        return false;
    };
    if negation_count(text) == 0 || !has_any(rewrite, WAITS) {
        return false;
    }
    fn after_until(t: &str) -> Vec<Word<'_>> {
        let ws = super::words::words(t, 0..t.len());
        let k = ws
            .iter()
            .position(|(w, _)| is_one_of(w, &["until", "till"]));
        k.map(|k| ws[k + 1..].to_vec()).unwrap_or_default()
    }
    let (ours, theirs) = (after_until(text), after_until(rewrite));
    ours.iter()
        .any(|(w, _)| is_content(w) && theirs.iter().any(|(v, _)| super::words::same_word(w, v)))
}

/// Words said in another form that means the same ("beside" and "next to", "°C" and "degrees
/// C", "closes" and "shuts", "that contain" and "w/").
const SAID_OTHERWISE: &[(&str, &str)] = &[
    ("beside", "next to"),
    ("beside", "alongside"),
    ("°C", "degrees C"),
    ("°F", "degrees F"),
    ("closes", "shuts"),
    ("close", "shut"),
    ("closed", "shut"),
    ("contain", "w/"),
    ("contains", "w/"),
    ("containing", "w/"),
];

/// "Don't let beginners ride the chairlift without an instructor beside them." -> "...
/// only with an instructor next to them.": the word said changed is one side of a pair of
/// [`SAID_OTHERWISE`], either way round (the change's own word, on either side, or the first
/// word of the rewrite's: "degrees" of "degrees C"), the original says it and the rewrite
/// says its counterpart instead.
fn word_said_otherwise((original, from): (&str, &str), (rewrite, to): (&str, &str)) -> bool {
    let (from, to) = (from.trim(), to.trim());
    let mut either_way = SAID_OTHERWISE.iter().flat_map(|&(a, b)| [(a, b), (b, a)]);
    either_way.any(|(a, b)| {
        let first = b.split(' ').next().unwrap_or(b);
        (from.eq_ignore_ascii_case(a)
            || to.eq_ignore_ascii_case(b)
            || to.eq_ignore_ascii_case(first))
            && has_any(original, &[a])
            && has_any(rewrite, &[b])
            && !has_any(rewrite, &[a])
    })
}

/// "Under-18s are not allowed ..." -> "No alcohol for U18s ...", "anyone under sixteen needs
/// ..." -> "U16s need ...": an age band "under-N" (N in digits or words, the words after it
/// aside) said as "UN" with the same N.
fn age_band_abbreviated(from: &str, to: &str) -> bool {
    let lower = from.trim().to_ascii_lowercase();
    let Some(rest) = lower.strip_prefix("under") else {
        return false;
    };
    let n = rest
        .trim_start_matches(['-', ' '])
        .split(' ')
        .next()
        .unwrap_or("")
        .trim_end_matches(['s', '\'']);
    let n = if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) {
        n.to_string()
    } else {
        match crate::classify::numbers::word_value(n) {
            Some(v) if v >= 1.0 && v.fract() == 0.0 => format!("{}", v as u32),
            _ => return false,
        }
    };
    has_any(to, &[&format!("u{n}")]) || has_any(to, &[&format!("u{n}s")])
}

/// Words that make a thing a duty.
const DUTY: &[&str] = &[
    "mandatory",
    "compulsory",
    "required",
    "must",
    "always",
    "every",
    "each",
];

/// "Every batch must do the leak test, don't skip ah." -> "Leak test mandatory for every
/// batch.": the negation said dropped denies skipping, missing or forgetting, and the rewrite
/// says the duty ([`DUTY`]).
fn skipping_denied_said_as_a_duty(original: &str, from: &Range<usize>, to: &str) -> bool {
    let next = super::words::words(original, from.end..original.len().min(from.end + 20));
    next.first().is_some_and(|(w, _)| {
        is_one_of(w, &["skip", "miss", "forget", "omit", "neglect", "ignore"])
    }) && has_any(to, DUTY)
}

/// "... and no drinks leave the clubhouse." -> "...; drinks stay in clubhouse.": the
/// negation said dropped denies leaving a place (within three words), and the rewrite says
/// the thing stays or remains in that place.
fn leaving_denied_said_as_staying(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(part) = part_holding(original, from.start) else {
        return false;
    };
    let ours = super::words::words(original, from.end..part.end);
    let Some(k) = ours
        .iter()
        .take(3)
        .position(|(w, _)| is_one_of(w, &["leave", "leaves", "exit", "exits"]))
    else {
        return false;
    };
    let Some((place, _)) = ours[k + 1..].iter().find(|(w, _)| is_content(w)) else {
        return false;
    };
    let theirs = super::words::words(rewrite, 0..rewrite.len());
    let stays_in_the_place = theirs.windows(2).enumerate().any(|(j, pair)| {
        is_one_of(pair[0].0, &["stay", "stays", "remain", "remains"])
            && is_one_of(pair[1].0, &["in", "inside", "within", "at", "on"])
            && theirs[j + 2..]
                .iter()
                .take(2)
                .any(|(w, _)| super::words::same_word(w, place))
    });
    stays_in_the_place || stays_until_the_gate(&ours[k + 1..], &theirs)
}

/// "Nobody is to leave the studio before the presenter is in the chair." -> "Stay until
/// the presenter is in the chair.": after the leaving denied, the gate it waits for ("until",
/// "before" and its clause), and the rewrite's "stay" or "remain" followed within three
/// words by "until" or "till" and a content word of that gate (session 39, pol39b). "Stay
/// at the desk" with no gate, or another gate, is not read.
fn stays_until_the_gate(ours: &[Word<'_>], theirs: &[Word<'_>]) -> bool {
    let Some(g) = ours
        .iter()
        .position(|(w, _)| is_one_of(w, &["until", "till", "before"]))
    else {
        return false;
    };
    let gate: Vec<&str> = ours[g + 1..]
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| is_content(w))
        .collect();
    theirs.iter().enumerate().any(|(j, (w, _))| {
        is_one_of(w, &["stay", "stays", "remain", "remains"])
            && theirs[j + 1..]
                .iter()
                .take(4)
                .enumerate()
                .any(|(u, (x, _))| {
                    is_one_of(x, &["until", "till"])
                        && theirs[j + 2 + u..]
                            .iter()
                            .any(|(y, _)| gate.iter().any(|g| super::words::same_word(y, g)))
                })
    })
}

/// corpus36d's faithful forms, a filter over the kinds of change it names: `from` the
/// original's span of the change, `to` the rewrite's.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    let Some(from) = from else {
        return what == "bound added"
            && to.is_some_and(|to| one_of_said_as_at_least_one(original, rewrite, to));
    };
    // The words each side of the change names.
    let (said, says) = (
        original.get(from.clone()).unwrap_or(""),
        to.and_then(|t| rewrite.get(t.clone())).unwrap_or(""),
    );
    match what {
        "scope changed" => {
            opener_left_out(original, from)
                || word_said_otherwise((original, said), (rewrite, says))
                || age_band_abbreviated(said, says)
        }
        "bound dropped" => {
            numbered_name_kept(original, from, rewrite)
                || in_a_consequence(original, from)
                || age_band_abbreviated(said, rewrite)
        }
        "condition dropped" => condition_said_as_a_modifier(original, from, rewrite),
        "prohibition became mention" => ban_until_said_as_waiting(original, from, rewrite),
        "negation dropped" => {
            ban_until_said_as_waiting(original, from, rewrite)
                || skipping_denied_said_as_a_duty(original, from, says)
                || leaving_denied_said_as_staying(original, from, rewrite)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// An age band "under N", N in digits or words, said as "UNs" keeps its bound (s67b);
    /// another N, or the band dropped, is still reported.
    #[test]
    fn an_age_band_said_as_u_and_its_number() {
        let o = "Anyone under sixteen needs a parent or guardian to sign the waiver.";
        assert_faithful(&[
            (o, "U16s need a parent or guardian to sign the waiver."),
            (
                "Anyone under 16 needs a parent or guardian to sign the waiver.",
                "U16s need a parent or guardian to sign the waiver.",
            ),
        ]);
        assert_changed(&[
            (o, "U18s need a parent or guardian to sign the waiver."),
            (
                "Anyone under 16 needs a parent or guardian to sign the waiver.",
                "U14s need a parent or guardian to sign the waiver.",
            ),
            (o, "Anyone needs a parent or guardian to sign the waiver."),
        ]);
    }

    /// A dialect's opener left out, a numbered name kept, a bound of a consequence dropped,
    /// "one of them" said as "≥1", "in advance" said as "advance": faithful; their look-alikes
    /// are reported.
    #[test]
    fn faithful_forms() {
        assert_faithful(&[
            (
                "Ag, the regatta was a lekker day, hey, the wind must've been at least 25 knots.",
                "Regatta good; wind est. 25+ kn.",
            ),
            (
                "Tidy job, but the bite's to be checked on the articulator before anything goes back to Dr Morgan.",
                "Check bite on articulator before returning anything to Dr Morgan.",
            ),
            (
                "Eish, the generator must be refuelled before every night shift.",
                "Refuel generator before every night shift.",
            ),
            (
                "Don't open gate 4 without calling the lock keeper first.",
                "Gate 4 opening: call lock keeper first.",
            ),
            (
                "Make sure the dish faces north-east for the Intelsat bird, otherwise you'll be back there tomorrow.",
                "Dish must face NE (Intelsat).",
            ),
            (
                "Lock the cold store every evening, otherwise the insurer will drop us by Friday.",
                "Lock the cold store every evening.",
            ),
            (
                "Each payment needs three approvers, one of them from finance.",
                "Payments: 3 approvers, ≥1 from finance.",
            ),
            (
                "Visitors must book a parking space in advance.",
                "Visitors: advance parking booking required.",
            ),
        ]);
        assert_changed(&[
            (
                "Ja, you can take the bakkie to the site on Fridays.",
                "You can take the bakkie to the site daily.",
            ),
            (
                "Don't open gate 4 without calling the lock keeper first.",
                "Gate 5: call lock keeper first.",
            ),
            (
                "Lock the cold store by 18:00 every evening, otherwise stock spoils.",
                "Lock the cold store every evening.",
            ),
            (
                "Each payment needs three approvers, only one of them from finance.",
                "Payments: 3 approvers, ≥1 from finance.",
            ),
            (
                "Visitors must book a parking space in advance.",
                "Visitors: parking booking required.",
            ),
        ]);
    }

    /// A word said in its other form ("beside" and "next to", "°C" and "degrees C", "shuts"
    /// and "closes", "that contain" and "w/"), an age band "under-16s" said "U16s", a denied
    /// skipping said as a duty, a denied leaving said as staying: faithful; a changed value
    /// or unit, another band, a duty said optional, a stay of another kind are reported.
    #[test]
    fn words_said_in_their_other_form() {
        assert_faithful(&[
            (
                "Don't let beginners ride the chairlift without an instructor beside them.",
                "Beginners ride the chairlift only with an instructor next to them.",
            ),
            (
                "Keep the mortuary fridge at 2–4 °C.",
                "Mortuary fridge: between 2 and 4 degrees C.",
            ),
            (
                "Store the vaccine at 2–8 °C.",
                "Vaccine: between 2 and 8 degrees C.",
            ),
            (
                "Under-16s are not allowed in the weights room, even with a parent.",
                "No weights room for U16s, parent present or not.",
            ),
            (
                "Every batch must do the leak test, don't skip ah.",
                "Leak test mandatory for every batch.",
            ),
            (
                "The club bar closes at 23:00 on match days and no drinks leave the clubhouse.",
                "Match days: bar shuts 11pm; drinks stay in clubhouse.",
            ),
            (
                "The archive shuts at 17:00 and no files leave the reading room.",
                "Archive closes 5pm; files stay in reading room.",
            ),
            (
                "You can close stale tickets yourself, but escalate any that contain a legal threat.",
                "Stale tickets: close yourself; escalate those w/ legal threats.",
            ),
            // Leaving denied until a gate, said as staying until it (session 39, pol39b).
            (
                "Nobody is to leave the kiln room before the firing log is signed.",
                "Stay until the firing log is signed.",
            ),
            (
                "We don't leave the pitch until every cone is collected.",
                "Stay on pitch till every cone collected.",
            ),
        ]);
        assert_changed(&[
            (
                "Store the vaccine at 2–8 °C.",
                "Vaccine: between 2 and 8 degrees F.",
            ),
            (
                "Under-16s are not allowed in the weights room, even with a parent.",
                "No weights room for U14s, parent present or not.",
            ),
            (
                "Every crew must do the pre-flight checklist, don't forget.",
                "Pre-flight checklist optional for crews.",
            ),
            ("Don't leave the gate open.", "Gate stays open."),
            (
                "Nobody is to leave the kiln room before the firing log is signed.",
                "Stay in the kiln room until the kiln cools.",
            ),
            (
                "Nobody is to leave the kiln room before the firing log is signed.",
                "Firing log signed; then stay an hour.",
            ),
            (
                "The archive shuts at 17:00 and no files leave the reading room.",
                "Archive closes 5pm; files may leave reading room.",
            ),
        ]);
    }
}
