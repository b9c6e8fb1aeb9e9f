//! Time zones named after a clock time ("17:00 CET", "9 a.m. ET"): the same clock time in
//! another zone is another moment, so a rewrite that trades the zone moves a deadline.

use std::ops::Range;

use super::words::all_words;
use smallvec::SmallVec;

/// The zone an abbreviation in capitals names, one name per zone whatever its season ("ET",
/// "EST" and "EDT" are the US Eastern zone; "UTC" and "GMT" the same offset).
fn zone(word: &str) -> Option<&'static str> {
    Some(match word {
        "UTC" | "GMT" => "utc",
        "ET" | "EST" | "EDT" => "us-eastern",
        "CT" | "CST" | "CDT" => "us-central",
        "MT" | "MST" | "MDT" => "us-mountain",
        "PT" | "PST" | "PDT" => "us-pacific",
        "AKST" | "AKDT" => "us-alaska",
        "HST" => "us-hawaii",
        "CET" | "CEST" => "europe-central",
        "EET" | "EEST" => "europe-eastern",
        "WET" => "europe-western",
        "BST" => "british-summer",
        "IST" => "ist",
        "MSK" => "moscow",
        "JST" => "japan",
        "KST" => "korea",
        "SGT" => "singapore",
        "HKT" => "hong-kong",
        "AEST" | "AEDT" => "australia-eastern",
        "AWST" => "australia-western",
        "NZST" | "NZDT" => "new-zealand",
        _ => return None,
    })
}

/// `word` is a zone's abbreviation in any case ("et" of a text read without case): upper-cased
/// on the stack and looked up as [`zone`] reads capitals.
pub(super) fn is_zone_abbreviation(word: &str) -> bool {
    let bytes = word.as_bytes();
    if !(2..=4).contains(&bytes.len()) {
        return false;
    }
    let mut upper = [0u8; 4];
    upper[..bytes.len()].copy_from_slice(bytes);
    upper.make_ascii_uppercase();
    std::str::from_utf8(&upper[..bytes.len()]).is_ok_and(|w| zone(w).is_some())
}

/// `word` without its punctuation, a final full stop included: "a.m" of "a.m.,".
fn bare_time(word: &str) -> &str {
    word.trim_matches(|c: char| !c.is_alphanumeric() && c != '.')
        .trim_end_matches('.')
}

/// `word` (lower case) names a region whose zone is spelled out after a clock time
/// ("eastern", "pacific").
pub(super) fn is_region(word: &str) -> bool {
    matches!(
        word,
        "pacific" | "mountain" | "central" | "eastern" | "western"
    )
}

/// `word` (lower case) is a region or another word of a zone's spelled name ("european",
/// "standard", "time" of "Central European Standard Time").
pub(super) fn is_spelled_zone_word(word: &str) -> bool {
    is_region(word) || matches!(word, "european" | "standard" | "daylight" | "time")
}

/// `word` (its punctuation trimmed) is a clock time or ends one: "17:00", "9", "5pm", "a.m.",
/// "noon".
pub(super) fn ends_a_clock_time(word: &str) -> bool {
    let w = bare_time(word);
    let lower = |s: &str| s.eq_ignore_ascii_case(w);
    ["am", "pm", "a.m", "p.m", "noon", "midnight"]
        .iter()
        .any(|s| lower(s))
        || w.starts_with(|c: char| c.is_ascii_digit())
            && (w.ends_with(|c: char| c.is_ascii_digit())
                || ["am", "pm"]
                    .iter()
                    .any(|s| w.len() > 2 && w[w.len() - 2..].eq_ignore_ascii_case(s)))
}

/// The zone a region's name after a clock time spells out ("midnight Pacific", "9am Eastern
/// Time", "17:00 Central European Time"): the US zone unless the word `next` gives says
/// "European".
fn spelled_zone<'t>(word: &str, next: impl FnOnce() -> &'t str) -> Option<&'static str> {
    if !matches!(
        word,
        "Pacific" | "Mountain" | "Central" | "Eastern" | "Western"
    ) {
        return None;
    }
    let european = next().trim_matches(|c: char| !c.is_ascii_alphanumeric()) == "European";
    Some(match (word, european) {
        ("Pacific", false) => "us-pacific",
        ("Mountain", false) => "us-mountain",
        ("Central", false) => "us-central",
        ("Eastern", false) => "us-eastern",
        ("Central", true) => "europe-central",
        ("Eastern", true) => "europe-eastern",
        ("Western", true) => "europe-western",
        _ => return None,
    })
}

/// A zone named after a clock time: the zone, its byte range, and the byte range of the clock
/// time's word as the text splits it at white space ("17:00" of "by 17:00 CET").
pub(super) type ZoneAfterTime = (&'static str, Range<usize>, Range<usize>);

/// The zones a text names after clock times ([`zones_after_times`]), most held inline.
pub(super) type Zones = SmallVec<[ZoneAfterTime; 2]>;

/// The zones `text` names right after a clock time, with their byte ranges and clock times
/// ("by 17:00 CET", "at 9 a.m. (ET)", "midnight Pacific").
fn zones_after_times(text: &str) -> Zones {
    let mut zones = SmallVec::new();
    let mut previous = "";
    // (ASCII white space: a zone and its time are written with plain spaces, and the ASCII
    // split is several times cheaper.)
    for word in text.split_ascii_whitespace() {
        // A zone is two to five capitals or a region's name, maybe in brackets or before a
        // full stop: a word opening with a lower-case letter or a digit, or a long one, is
        // passed at once.
        if word.len() <= 9
            && !word.starts_with(|c: char| c.is_ascii_lowercase() || c.is_ascii_digit())
        {
            let name = word.trim_matches(|c: char| !c.is_ascii_alphanumeric());
            // (The word after a region's name, read only after one: "Central European".)
            let next = || {
                let end = name.as_ptr() as usize - text.as_ptr() as usize + name.len();
                text.get(end..)
                    .and_then(|rest| rest.split_ascii_whitespace().next())
                    .unwrap_or("")
            };
            let named = match zone(name) {
                Some(z) => Some(z),
                None => spelled_zone(name, next),
            };
            if let Some(z) = named.filter(|_| ends_a_clock_time(previous)) {
                let start = name.as_ptr() as usize - text.as_ptr() as usize;
                let time = previous.as_ptr() as usize - text.as_ptr() as usize;
                zones.push((z, start..start + name.len(), time..time + previous.len()));
            }
        }
        previous = word;
    }
    zones
}

/// The byte range of a word of `text` that says the clock time `time` (a word of another
/// text, as [`zones_after_times`] gives it) with no zone after it ("23:59 local time",
/// "midnight."); `zones` are `text`'s zones after times.
fn time_without_zone(text: &str, time: &str, zones: &[ZoneAfterTime]) -> Option<Range<usize>> {
    let time = bare_time(time);
    let at = |w: &str| w.as_ptr() as usize - text.as_ptr() as usize;
    let w = text.split_ascii_whitespace().find(|w| {
        bare_time(w).eq_ignore_ascii_case(time) && !zones.iter().any(|z| z.2.start == at(w))
    })?;
    Some(at(w)..at(w) + w.len())
}

/// The zones `original` names after clock times ([`zones_after_times`]): what
/// [`zone_changed`] compares of it, read once per original (a quick pass passes most texts,
/// which can name none).
pub(super) fn original_zones(original: &str) -> Zones {
    // A zone follows a clock time, which has a digit or says "noon" or "midnight": a text
    // with none of them is passed at once.
    // (Compared in place, case aside: no lower-cased copy of the text.)
    let says_a_time = || {
        super::holds_ignoring_case(original, "noon")
            || super::holds_ignoring_case(original, "midnight")
    };
    // Every zone is two capitals or more, or a region's name after a space: a text with
    // neither names none.
    // (The digits first: one pass that vectorises. Capitals are few: a stretch of 16 bytes
    // without one is passed by a test that vectorises too, and only a stretch with one is
    // read byte by byte.)
    let bytes = original.as_bytes();
    let a_zone_can_follow = || {
        bytes.chunks(16).enumerate().any(|(n, chunk)| {
            chunk
                .iter()
                .fold(false, |any, b| any | b.is_ascii_uppercase())
                && (n * 16..n * 16 + chunk.len()).any(|at| zone_can_start_at(bytes, at))
        })
    };
    if !(bytes.iter().any(u8::is_ascii_digit) || says_a_time()) || !a_zone_can_follow() {
        return Zones::new();
    }
    zones_after_times(original)
}

/// The rewrite names a clock time in a zone the original does not name after one, and one of
/// the original's zones (`ours`, [`original_zones`]) is gone: "Submit by 17:00 CET" -> "Submit
/// by 17:00 GMT"; or it names the gone zone's clock time in no zone: "closes at 23:59 UTC" ->
/// "closes at 23:59 local time", "midnight Pacific" -> "midnight". A zone added beside the
/// original's ("17:00 CET (11:00 ET)") converts, and is kept. Returns the original's zone and
/// the rewrite's (or the rewrite's clock time).
pub(super) fn zone_changed(
    (original, ours): (&str, &[ZoneAfterTime]),
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if ours.is_empty() {
        return None;
    }
    let theirs = zones_after_times(rewrite);
    let (_, gone, time) = ours
        .iter()
        .find(|(z, _, _)| !theirs.iter().any(|(y, _, _)| y == z))?;
    let time = original.get(time.clone()).unwrap_or("");
    let new = theirs
        .iter()
        .find(|(y, _, _)| !ours.iter().any(|(z, _, _)| z == y))
        .map(|(_, r, _)| r.clone());
    Some((
        gone.clone(),
        new.or_else(|| time_without_zone(rewrite, time, &theirs))?,
    ))
}

/// Whether a zone's name can start at byte `at` of `bytes`: a capital after a capital (two
/// or more of them, "CET"), or a region's name after a space (a region's name by its first
/// letter before its words: " Pacific").
fn zone_can_start_at(bytes: &[u8], at: usize) -> bool {
    let (Some(&before), Some(&b)) = (at.checked_sub(1).and_then(|k| bytes.get(k)), bytes.get(at))
    else {
        return false;
    };
    b.is_ascii_uppercase()
        && (before.is_ascii_uppercase()
            || before == b' '
                && matches!(b, b'P' | b'E' | b'C' | b'M' | b'W')
                && ["Pacific", "Eastern", "Central", "Mountain", "Western"]
                    .iter()
                    .any(|r| bytes[at..].starts_with(r.as_bytes())))
}

/// Names of time zones a clock time is read in.
const ZONES: &[&str] = &[
    "utc", "gmt", "bst", "cet", "cest", "eet", "eest", "wet", "est", "edt", "cst", "cdt", "mst",
    "mdt", "pst", "pdt", "ist", "sast", "jst", "kst", "aest", "aedt", "nzst", "nzdt", "sgt", "hkt",
    "local",
];

/// A zone's summer time and the zone it is read as ("CEST" for "CET", "BST" for "GMT").
const SUMMER_TIMES: &[(&str, &str)] = &[
    ("cest", "cet"),
    ("bst", "utc"),
    ("gmt", "utc"),
    ("eest", "eet"),
    ("edt", "est"),
    ("cdt", "cst"),
    ("mdt", "mst"),
    ("pdt", "pst"),
    ("aedt", "aest"),
    ("nzdt", "nzst"),
];

/// The zone of [`ZONES`] word `w` names by its last hyphened piece, case aside, a summer time
/// read as its zone ([`SUMMER_TIMES`]): "utc" for "GMT", "local" for "player-local". Compared
/// in place: no lower-cased copy of each word of a text.
fn zone_named(w: &str) -> Option<&'static str> {
    let name = w.rsplit('-').next().unwrap_or(w);
    // (Every name has three to five letters: most words are ruled out by their length.)
    if !(3..=5).contains(&name.len()) {
        return None;
    }
    SUMMER_TIMES
        .iter()
        .find(|(summer, _)| name.eq_ignore_ascii_case(summer))
        .map(|&(_, zone)| zone)
        .or_else(|| ZONES.iter().find(|z| name.eq_ignore_ascii_case(z)).copied())
}

/// `text` may name a zone of [`zones`]: false only when it cannot. A zone found is "local"
/// (a word's last piece, case aside), or a name of three to five ASCII letters written in
/// capitals: so the text holds "local" or three capitals in a row. Asked before the text is
/// cut into words (most texts with a clock time name no zone).
fn may_name_a_zone(text: &str) -> bool {
    super::holds_ignoring_case(text, "local")
        || text
            .as_bytes()
            .windows(3)
            .any(|w| w.iter().all(u8::is_ascii_uppercase))
}

/// The time zones `text` reads its clock times in, as lower-case names and ranges: a listed
/// name, "local" only before "time" or after a number ("08:00 local"), "player-local".
fn zones(text: &str) -> Vec<(&'static str, Range<usize>)> {
    let ws = all_words(text);
    ws.iter()
        .enumerate()
        .filter_map(|(i, (w, r))| {
            let name = zone_named(w)?;
            let local_time = name != "local"
                || w.contains('-')
                || ws
                    .get(i + 1)
                    .is_some_and(|(n, _)| n.eq_ignore_ascii_case("time"))
                || i.checked_sub(1)
                    .and_then(|p| ws.get(p))
                    .is_some_and(|(p, _)| p.bytes().all(|b| b.is_ascii_digit()));
            // A zone's short name is written in capitals ("UTC", not "est." for "estimate").
            let written = name == "local" || w.bytes().all(|b| !b.is_ascii_lowercase());
            (local_time && written).then(|| (name, r.clone()))
        })
        .collect()
}

/// "none between 22:00 and 08:00 in the player's local time" -> "none between 22:00 and
/// 08:00 UTC": clock times read in one zone on each side and no zone shared: the times
/// moved. "local" for "player-local time", or a zone said on one side only, is not read.
pub(super) fn time_zone_changed(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !original.contains(':')
        || !rewrite.contains(':')
        || !may_name_a_zone(original)
        || !may_name_a_zone(rewrite)
    {
        return None;
    }
    let (ours, theirs) = (zones(original), zones(rewrite));
    let (o, t) = (ours.first()?, theirs.first()?);
    let disjoint = ours.iter().all(|(a, _)| theirs.iter().all(|(b, _)| a != b));
    disjoint.then(|| (o.1.clone(), t.1.clone()))
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// A zone is named by a word's last hyphened piece in any case, a summer time read as its
    /// zone; a word that only starts like one is none.
    #[test]
    fn zone_named() {
        for (w, zone) in [
            ("GMT", Some("utc")),
            ("CEST", Some("cet")),
            ("Est", Some("est")),
            ("player-local", Some("local")),
            ("NZDT", Some("nzst")),
            ("estimate", None),
            ("ut", None),
        ] {
            assert_eq!(super::zone_named(w), zone, "{w}");
        }
    }

    /// Clock times read in another zone are a date changed; the same zone is not.
    #[test]
    fn a_time_zone_swapped_is_a_date_changed() {
        assert_reports(
            "date changed",
            &[
                (
                    "Push notifications: none between 22:00 and 08:00 in the player's local time.",
                    "Push notifications: none between 22:00 and 08:00 UTC.",
                ),
                (
                    "Maintenance window: 02:00 to 04:00 GMT on Sundays.",
                    "Maintenance window: 02:00-04:00 EST on Sundays.",
                ),
            ],
        );
        assert_faithful(&[(
            "Maintenance window: 02:00 to 04:00 GMT on Sundays.",
            "Maintenance window: Sundays 02:00 to 04:00 GMT.",
        )]);
    }
}
