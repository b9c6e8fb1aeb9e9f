//! Readings from the blind corpus s33b (corpus33b, rewrites): changes the rule comparison did
//! not see, read from the two texts alone when nothing else was found, each behind a cheap
//! byte screen before any sentence is read.

use std::ops::Range;

use super::blind32b::{MODALS, Word, is_content, parts, same_word, words};
use super::{holds_ignoring_case, is_one_of};

/// Words that put a rule on a whole group ("everyone pays", "all invoices").
const UNIVERSALS: &[&str] = &[
    "all",
    "every",
    "each",
    "any",
    "everyone",
    "everybody",
    "everything",
    "anyone",
    "anybody",
    "nobody",
    "no-one",
];

/// Units of length, mass and volume a bare "in" (inches) can stand in for.
const UNITS: &[&str] = &[
    "mm",
    "cm",
    "m",
    "km",
    "millimetre",
    "millimetres",
    "millimeter",
    "millimeters",
    "centimetre",
    "centimetres",
    "centimeter",
    "centimeters",
    "metre",
    "metres",
    "meter",
    "meters",
    "ft",
    "foot",
    "feet",
    "yd",
    "yard",
    "yards",
    "kg",
    "g",
    "lb",
    "lbs",
    "oz",
    "ml",
    "l",
];

/// `w` is said in `ws`, case, plural and ending aside.
fn said(ws: &[Word<'_>], w: &str) -> bool {
    let bare = |x: &'_ str| {
        x.strip_suffix("'s")
            .or_else(|| x.strip_suffix("\u{2019}s"))
            .unwrap_or(x)
            .to_string()
    };
    let w = bare(w);
    ws.iter().any(|(x, _)| same_word(&bare(x), &w))
}

/// Words that open a noun phrase ("the yearling colts").
const DETERMINERS: &[&str] = &[
    "the", "these", "those", "this", "that", "our", "your", "their", "its", "his", "her", "my",
];

/// The numbers of `text` followed by a bare "in" that ends the part ("10 in.", "10 in",
/// "10 in;"): inches said by their short name, which reads as a preposition. Each as its
/// digits and the range of the number and "in".
fn bare_inches(text: &str) -> Vec<(&str, Range<usize>)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    for (at, _) in text.match_indices(" in") {
        let after = at + 3;
        if b.get(after).is_some_and(|c| c.is_ascii_alphanumeric()) {
            continue;
        }
        let mut start = at;
        while start > 0 && (b[start - 1].is_ascii_digit() || b[start - 1] == b'.') {
            start -= 1;
        }
        let digits = text[start..at].trim_start_matches('.');
        if digits.is_empty() || !digits.as_bytes()[0].is_ascii_digit() {
            continue;
        }
        out.push((digits, at - digits.len()..after));
    }
    out
}

/// The unit that follows the number `digits` in `text` ("10 cm", "10cm"), as its range with
/// the number's.
fn unit_after(text: &str, digits: &str) -> Option<Range<usize>> {
    let b = text.as_bytes();
    for (at, _) in text.match_indices(digits) {
        if at > 0 && (b[at - 1].is_ascii_digit() || b[at - 1] == b'.') {
            continue;
        }
        let rest = &text[at + digits.len()..];
        if rest.starts_with(|c: char| {
            c.is_ascii_digit() || c == '.' && rest.len() > 1 && rest.as_bytes()[1].is_ascii_digit()
        }) {
            continue;
        }
        let skipped = rest.len() - rest.trim_start_matches(' ').len();
        let unit: &str = rest[skipped..]
            .split(|c: char| !c.is_ascii_alphabetic())
            .next()
            .unwrap_or("");
        if !unit.is_empty() && is_one_of(unit, UNITS) {
            return Some(at..at + digits.len() + skipped + unit.len());
        }
    }
    None
}

/// "Splice tails should be at least 10 cm long." -> "Splice tails: at least 10 in.": the same
/// number with a unit of length or mass on one side and a bare "in" (inches) ending the part
/// on the other: the unit changed. "10 inches" -> "10 in." is the same unit; "10 in the box"
/// is a preposition.
fn inches_for_another_unit(
    original: &str,
    rewrite: &str,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    for (digits, to) in bare_inches(rewrite) {
        if let Some(from) = unit_after(original, digits) {
            return Some(("unit changed", from, to));
        }
    }
    for (digits, from) in bare_inches(original) {
        if let Some(to) = unit_after(rewrite, digits) {
            return Some(("unit changed", from, to));
        }
    }
    None
}

/// "Everyone pays the full entry fee, except volunteers who worked last year's race." ->
/// "Everyone pays the full entry fee.": a rule on a whole group ("everyone", "all", or said
/// with a modal) with an exception ("except ..."), said again (two of its content words in
/// one part of the rewrite) with none of the exception's content words anywhere: the
/// exception dropped. A narrative "except" without a group or a modal ("We stayed until 6,
/// except Tom") is not read.
fn exception_dropped(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !holds_ignoring_case(original, "except") {
        return None;
    }
    let theirs_all = words(rewrite, 0..rewrite.len());
    for s in parts(original) {
        let ours = words(original, s.clone());
        let Some(k) = ours
            .iter()
            .position(|(w, _)| w.eq_ignore_ascii_case("except"))
        else {
            continue;
        };
        let before = &ours[..k];
        if !before
            .iter()
            .any(|(w, _)| is_one_of(w, UNIVERSALS) || is_one_of(w, MODALS))
        {
            continue;
        }
        let exception: Vec<&str> = ours[k + 1..]
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w) && !w.eq_ignore_ascii_case("for"))
            .collect();
        if exception.is_empty() || exception.iter().any(|w| said(&theirs_all, w)) {
            continue;
        }
        let rule: Vec<&str> = before
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w))
            .collect();
        for t in parts(rewrite) {
            let theirs = words(rewrite, t.clone());
            if rule.iter().filter(|w| said(&theirs, w)).count() >= 2 {
                return Some((ours[k].1.start..s.end, t));
            }
        }
    }
    None
}

/// "Bring the yearling colts in before dusk." -> "Bring all yearlings in before dusk.": the
/// rewrite puts "all" ("every", "each", "any") before a word of a phrase whose other content
/// word next to it it drops, where the original had no such word: the group widened to all of
/// a wider kind. "the yearlings" -> "all yearlings", "the yearling colts" -> "all yearling
/// colts" are not read.
fn universal_over_a_shortened_phrase(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !(holds_ignoring_case(rewrite, "all ")
        || holds_ignoring_case(rewrite, "every ")
        || holds_ignoring_case(rewrite, "each ")
        || holds_ignoring_case(rewrite, "any "))
    {
        return None;
    }
    let ours = words(original, 0..original.len());
    if ours.iter().any(|(w, _)| is_one_of(w, UNIVERSALS)) {
        return None;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    for pair in theirs.windows(2) {
        let [(u, ur), (x, xr)] = pair else { continue };
        if !is_one_of(u, &["all", "every", "each", "any"]) || !is_content(x) {
            continue;
        }
        for (i, (y, _)) in ours.iter().enumerate() {
            if !same_word(x, y) {
                continue;
            }
            let next_to = [i.checked_sub(1), Some(i + 1)];
            for j in next_to.into_iter().flatten() {
                let Some((z, zr)) = ours.get(j) else { continue };
                // The neighbour is in the same phrase: only a space between the two.
                let (a, b) = if j < i {
                    (zr.end, ours[i].1.start)
                } else {
                    (ours[i].1.end, zr.start)
                };
                if original.get(a..b) != Some(" ") {
                    continue;
                }
                // The phrase opens with a determiner ("the yearling colts"): no verb before it.
                let opens = i
                    .min(j)
                    .checked_sub(1)
                    .is_some_and(|d| is_one_of(ours[d].0, DETERMINERS));
                if opens
                    && is_content(z)
                    && !z.starts_with(|c: char| c.is_ascii_digit())
                    && !said(&theirs, z)
                {
                    return Some((
                        zr.start.min(ours[i].1.start)..zr.end.max(ours[i].1.end),
                        ur.start..xr.end,
                    ));
                }
            }
        }
    }
    None
}

/// Words that end the group "only" names before its action ("only sworn analysts may ...").
const GROUP_ENDS: &[&str] = &[
    "may", "can", "could", "must", "should", "will", "fit", "get", "gets", "are", "is", "allowed",
    "have", "has",
];

/// Words after "only" that start no group of actors ("only if", "only after", "only the
/// morning").
const NO_GROUP: &[&str] = &[
    "if", "when", "after", "before", "until", "once", "with", "by", "for", "to", "in", "on", "at",
    "during", "within", "where", "while", "via", "from", "one", "two", "three", "a", "an", "as",
    "then", "up",
];

/// The group of actors "only" names at `ours[k]`: capitalised names after it ("only Chinedu
/// fit sign"), or the words before a modal ("only sworn analysts may"), as word indices.
fn only_group(ours: &[Word<'_>], k: usize) -> Option<Range<usize>> {
    let first = ours.get(k + 1)?.0;
    if is_one_of(first, NO_GROUP) || is_one_of(first, GROUP_ENDS) {
        return None;
    }
    if first.starts_with(|c: char| c.is_uppercase()) {
        let mut end = k + 1;
        while ours.get(end).is_some_and(|(w, _)| {
            w.starts_with(|c: char| c.is_uppercase()) || is_one_of(w, &["and", "or"])
        }) {
            end += 1;
        }
        return Some(k + 1..end);
    }
    let end = (k + 1..(k + 8).min(ours.len())).find(|&j| is_one_of(ours[j].0, GROUP_ENDS))?;
    (end > k + 1).then_some(k + 1..end)
}

/// "only Chinedu fit sign off the stallion's vet bills" -> "Ifeoma signs off the stallion's
/// vet bills": the action kept (two of its content words in one part of the rewrite) and the
/// group that alone may do it gone from the whole rewrite: the actor swapped or dropped.
/// "Only sworn analysts may open exhibit bags." -> "Only the agent and sworn analysts may open
/// exhibit bags.": the rewrite's own "only" group holds the original's and a content word the
/// original never says: an actor added.
fn only_group_changed(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !holds_ignoring_case(original, "only ") {
        return None;
    }
    let theirs_all = words(rewrite, 0..rewrite.len());
    let ours_all = words(original, 0..original.len());
    for s in parts(original) {
        let ours = words(original, s.clone());
        for k in 0..ours.len() {
            if !ours[k].0.eq_ignore_ascii_case("only") {
                continue;
            }
            // "the only person who can ..." is no group "only" keeps the action to.
            if k > 0 && is_one_of(ours[k - 1].0, DETERMINERS) {
                continue;
            }
            let Some(g) = only_group(&ours, k) else {
                continue;
            };
            let group: Vec<&str> = ours[g.clone()]
                .iter()
                .map(|(w, _)| *w)
                .filter(|w| is_content(w))
                .collect();
            if group.is_empty() {
                continue;
            }
            let action: Vec<&str> = ours[g.end..]
                .iter()
                .map(|(w, _)| *w)
                .filter(|w| is_content(w) && !is_one_of(w, GROUP_ENDS))
                .collect();
            let from = ours[k].1.start..ours[g.end - 1].1.end;
            if !group.iter().any(|w| said(&theirs_all, w)) {
                for t in parts(rewrite) {
                    let theirs = words(rewrite, t.clone());
                    if action.iter().filter(|w| said(&theirs, w)).count() >= 2 {
                        return Some((from, t));
                    }
                }
                continue;
            }
            for t in parts(rewrite) {
                let theirs = words(rewrite, t.clone());
                for j in 0..theirs.len() {
                    if !theirs[j].0.eq_ignore_ascii_case("only") {
                        continue;
                    }
                    let Some(h) = only_group(&theirs, j) else {
                        continue;
                    };
                    let named = &theirs[h.clone()];
                    let joined = named.iter().any(|(w, _)| is_one_of(w, &["and", "or"]))
                        || rewrite[named[0].1.start..named[named.len() - 1].1.end]
                            .contains([',', '&', '/']);
                    if joined
                        && group.iter().all(|w| said(named, w))
                        && named
                            .iter()
                            .any(|(w, _)| is_content(w) && !said(&ours_all, w))
                    {
                        return Some((from, theirs[j].1.start..named[named.len() - 1].1.end));
                    }
                }
            }
        }
    }
    None
}

/// Where a list of examples starts after its umbrella: a dash, a colon, "such as",
/// "including", "e.g.", "namely".
fn list_start(part: &str) -> Option<usize> {
    for intro in [
        "—",
        "–",
        " - ",
        ": ",
        "such as ",
        "including ",
        "e.g. ",
        "namely ",
    ] {
        if let Some(at) = part.find(intro) {
            return Some(at + intro.len());
        }
    }
    None
}

/// "anonymise all personal data in incident notes — names, phone numbers, number plates" ->
/// "anonymise names": a rule on "all" ("any", "every") of a kind, its members listed after it,
/// said again by one member (a part of the rewrite says one item's words) with another item
/// and the kind's own words gone from the whole rewrite: the rule narrowed to a part. The
/// kind said again ("anonymise all personal data") or every item kept is not read.
fn universal_narrowed_to_an_item(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !(holds_ignoring_case(original, "all ")
        || holds_ignoring_case(original, "any ")
        || holds_ignoring_case(original, "every "))
    {
        return None;
    }
    let theirs_all = words(rewrite, 0..rewrite.len());
    for s in parts(original) {
        let part = &original[s.clone()];
        let Some(at) = list_start(part) else { continue };
        let head = words(original, s.start..s.start + at);
        let Some(u) = head
            .iter()
            .position(|(w, _)| is_one_of(w, &["all", "any", "every"]))
        else {
            continue;
        };
        // The kind: the content words right after "all", up to the first other word.
        let kind: Vec<&str> = head[u + 1..]
            .iter()
            .map(|(w, _)| *w)
            .take_while(|w| is_content(w))
            .collect();
        if kind.is_empty() || kind.iter().any(|w| said(&theirs_all, w)) {
            continue;
        }
        let items: Vec<Vec<Word<'_>>> = part[at..]
            .split([',', '&'])
            .flat_map(|i| i.split(" and ").flat_map(|j| j.split(" or ")))
            .map(|i| {
                let from = s.start + at + (i.as_ptr() as usize - part[at..].as_ptr() as usize);
                words(original, from..from + i.len())
                    .into_iter()
                    .filter(|(w, _)| is_content(w))
                    .collect::<Vec<_>>()
            })
            .filter(|i| !i.is_empty())
            .collect();
        if items.len() < 3 || items.iter().any(|i| i.len() > 4) {
            continue;
        }
        let kept = |i: &Vec<Word<'_>>| i.iter().any(|(w, _)| said(&theirs_all, w));
        if !items.iter().any(kept) || items.iter().all(kept) {
            continue;
        }
        for t in parts(rewrite) {
            let theirs = words(rewrite, t.clone());
            if items
                .iter()
                .any(|i| i.iter().any(|(w, _)| said(&theirs, w)))
            {
                return Some((head[u].1.start..s.end, t));
            }
        }
    }
    None
}

/// Changes read from the two texts alone: the kind and the two ranges.
pub(super) fn change_missed(
    original: &str,
    rewrite: &str,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    inches_for_another_unit(original, rewrite)
        .or_else(|| exception_dropped(original, rewrite).map(|(f, t)| ("condition dropped", f, t)))
        .or_else(|| {
            universal_over_a_shortened_phrase(original, rewrite)
                .or_else(|| only_group_changed(original, rewrite))
                .or_else(|| universal_narrowed_to_an_item(original, rewrite))
                .map(|(f, t)| ("scope changed", f, t))
        })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// A bare "in" after a number ending its part is inches; another unit on the other side is
    /// a unit changed. "inches" for "in", "in the box" are not.
    #[test]
    fn inches_said_as_in_for_another_unit() {
        assert_reports(
            "unit changed",
            &[
                (
                    "Splice tails should be at least 10 cm long.",
                    "Splice tails: at least 10 in.",
                ),
                ("Keep the shelf gap at 30mm.", "Shelf gap: 30 in"),
                ("Cut the boards to 12 in.", "Boards: cut to 12 cm."),
                ("Max load 20 kg per shelf.", "Shelf max 20 in."),
            ],
        );
        assert_faithful(&[
            (
                "Splice tails should be at least 10 inches long.",
                "Splice tails: at least 10 in.",
            ),
            (
                "Splice tails should be at least 10 in long.",
                "Splice tails: at least 10 in.",
            ),
        ]);
        assert!(super::bare_inches("Put 10 in the box.").is_empty());
        assert!(super::bare_inches("Put 10 inside.").is_empty());
        assert_eq!(super::bare_inches("At least 2.5 in.").len(), 1);
        assert!(super::unit_after("Keep 10 cm.", "1").is_none());
    }

    /// An exception to a rule on a group dropped with none of its words is reported; the
    /// exception kept, or a narrative "except" with no group or modal, is not read.
    #[test]
    fn an_exception_to_a_group_rule_dropped() {
        let o = "Everyone pays the full entry fee, except volunteers who worked last year's race.";
        assert_reports(
            "condition dropped",
            &[(o, "Everyone pays the full entry fee.")],
        );
        assert_reports(
            "condition dropped",
            &[(
                "All staff park in lot B except the on-call nurse.",
                "Staff park in lot B.",
            )],
        );
        assert_faithful(&[(
            o,
            "Full entry fee for everyone; last year's race volunteers exempt.",
        )]);
        assert!(super::exception_dropped(o, "Entry fee: full, volunteers excepted.").is_none());
        assert!(
            super::exception_dropped(
                "We stayed until 6, except Tom, who left early.",
                "We stayed until 6."
            )
            .is_none()
        );
    }

    /// "all" before a word of a phrase whose neighbour is dropped widens the group; "all"
    /// before the phrase kept whole, or before a one-word phrase, is not read.
    #[test]
    fn all_over_a_shortened_phrase_widens() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Bring the yearling colts in before dusk.",
                    "Bring all yearlings in before dusk.",
                ),
                (
                    "Wipe down the steel benches after service.",
                    "Wipe all benches after service.",
                ),
            ],
        );
        for (o, r) in [
            (
                "Bring the yearling colts in before dusk.",
                "Bring all yearling colts in before dusk.",
            ),
            (
                "Bring the yearlings in before dusk.",
                "Bring all yearlings in before dusk.",
            ),
            (
                "Bring every yearling colt in before dusk.",
                "Bring all yearlings in before dusk.",
            ),
            // A verb or a possessive next to the word is no part of its phrase.
            (
                "Going forward, never run schema changes without a backup.",
                "Rules: backup before any schema change.",
            ),
            (
                "Ring the on-call nurse before changing anyone's visiting hours.",
                "Call on-call nurse before changing any visiting hrs.",
            ),
            (
                "Data exports are capped at 10,000 rows per request.",
                "Each export request: max 10k rows.",
            ),
        ] {
            assert!(
                super::universal_over_a_shortened_phrase(o, r).is_none(),
                "{o}"
            );
        }
    }

    /// The group "only" names gone while its action is kept, or joined by an actor the
    /// original never names, is reported; the group kept, said apart, is not.
    #[test]
    fn the_group_only_names_swapped_or_widened() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Only sworn analysts may open exhibit bags.",
                    "Only the agent and sworn analysts may open exhibit bags.",
                ),
                (
                    "Only sworn analysts may open exhibit bags.",
                    "Only sworn analysts or interns can open exhibit bags.",
                ),
                (
                    "[Telegram] Ifeoma: abeg, only Chinedu fit sign off the stallion's vet bills\n[Telegram] Tunde: ok o\n[Telegram] Ifeoma: I go handle the feed order myself",
                    "Ifeoma signs off the stallion's vet bills and handles the feed order.",
                ),
            ],
        );
        for (o, r) in [
            (
                "Only sworn analysts may open exhibit bags.",
                "Exhibit bags: sworn analysts only.",
            ),
            (
                "Only sworn analysts may open exhibit bags.",
                "Only sworn analysts may open exhibit bags and seals.",
            ),
            (
                "[Telegram] Ifeoma: abeg, only Chinedu fit sign off the stallion's vet bills",
                "Stallion's vet bills: Chinedu signs off, no one else.",
            ),
            (
                "Only Sam and Priya may open exhibit bags.",
                "Only Priya and Sam may open exhibit bags.",
            ),
            (
                "Only the CFO can approve budget changes.",
                "Budget changes need the CFO's approval; nobody else can approve them.",
            ),
            (
                "During an incident, the incident commander is the only person who can declare it resolved.",
                "Incidents: only IC declares resolved.",
            ),
            (
                "Water the ferns only if the soil is dry.",
                "Water ferns when the soil is dry.",
            ),
        ] {
            assert!(super::only_group_changed(o, r).is_none(), "{o} -> {r}");
        }
    }

    /// A rule on "all" of a kind, its members listed, said again by some members with the
    /// kind gone is narrowed; the kind or every member kept is not.
    #[test]
    fn a_rule_on_all_of_a_kind_narrowed_to_one_member() {
        let o = "Service desk lead: anonymise all personal data in incident notes — names, phone numbers, number plates. Also tag P1s red.";
        assert_reports(
            "scope changed",
            &[
                (o, "Incident notes: anonymise names; tag P1s red."),
                (
                    o,
                    "Incident notes: anonymise names and number plates; tag P1s red.",
                ),
            ],
        );
        for r in [
            "Incident notes: anonymise all personal data; tag P1s red.",
            "Incident notes: anonymise names, phone numbers, number plates; tag P1s red.",
            "Incident notes: anonymise personal data (names, phones, plates); tag P1s red.",
        ] {
            assert!(super::universal_narrowed_to_an_item(o, r).is_none(), "{r}");
        }
    }
}
