//! Time zones named after a clock time ("17:00 CET", "9 a.m. ET"): the same clock time in
//! another zone is another moment, so a rewrite that trades the zone moves a deadline.

use std::ops::Range;

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

/// `word` (its punctuation trimmed) is a clock time or ends one: "17:00", "9", "5pm", "a.m.",
/// "noon".
fn ends_a_clock_time(word: &str) -> bool {
    let w = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '.');
    let w = w.trim_end_matches('.');
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

/// The zones `text` names right after a clock time, with their byte ranges ("by 17:00 CET",
/// "at 9 a.m. (ET)").
fn zones_after_times(text: &str) -> SmallVec<[(&'static str, Range<usize>); 2]> {
    let mut zones = SmallVec::new();
    let mut previous = "";
    // (ASCII white space: a zone and its time are written with plain spaces, and the ASCII
    // split is several times cheaper.)
    for word in text.split_ascii_whitespace() {
        // A zone is two to five capitals, maybe in brackets or before a full stop: a word
        // opening with a lower-case letter or a digit, or a long one, is passed at once.
        if word.len() <= 8
            && !word.starts_with(|c: char| c.is_ascii_lowercase() || c.is_ascii_digit())
        {
            let name = word.trim_matches(|c: char| !c.is_ascii_alphanumeric());
            if let Some(z) = zone(name).filter(|_| ends_a_clock_time(previous)) {
                let start = name.as_ptr() as usize - text.as_ptr() as usize;
                zones.push((z, start..start + name.len()));
            }
        }
        previous = word;
    }
    zones
}

/// The rewrite names a clock time in a zone the original does not name after one, and one of
/// the original's zones is gone: "Submit by 17:00 CET" -> "Submit by 17:00 GMT". A zone added
/// beside the original's ("17:00 CET (11:00 ET)") converts, and is kept. Returns the
/// original's zone and the rewrite's.
pub(super) fn zone_changed(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    // A zone follows a clock time, which has a digit or says "noon" or "midnight": a text
    // with none of them is passed at once.
    // (Compared in place, case aside: no lower-cased copy of the text.)
    let names = |word: &[u8]| {
        original
            .as_bytes()
            .windows(word.len())
            .any(|w| w.eq_ignore_ascii_case(word))
    };
    let says_a_time = || names(b"noon") || names(b"midnight");
    // Every zone is two capitals or more: a text with no two in a row names none.
    let two_capitals = original
        .as_bytes()
        .windows(2)
        .any(|w| w[0].is_ascii_uppercase() && w[1].is_ascii_uppercase());
    if !two_capitals || !(original.bytes().any(|b| b.is_ascii_digit()) || says_a_time()) {
        return None;
    }
    let ours = zones_after_times(original);
    if ours.is_empty() {
        return None;
    }
    let theirs = zones_after_times(rewrite);
    let gone = ours
        .iter()
        .find(|(z, _)| !theirs.iter().any(|(y, _)| y == z))?;
    let new = theirs
        .iter()
        .find(|(y, _)| !ours.iter().any(|(z, _)| z == y))?;
    Some((gone.1.clone(), new.1.clone()))
}
