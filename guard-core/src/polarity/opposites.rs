//! Relation words turned into their opposite around the same event or place: "deploy before
//! the freeze" → "deploy after the freeze", "files inside src" → "files outside src". The
//! condition check only sees that both sentences have an ordering; this compares which way it
//! points.

use super::extract::{Clause, CondGroup, Word};
use super::negation_forms::negation_said_without_one;
use super::stems::stems_match;
use super::{Report, is_one_of};
use arrayvec::ArrayVec;
use smallvec::SmallVec;
use std::ops::Range;

/// Which way a relation word points, and the kind of change turning it reports.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Before,
    After,
    Inside,
    Outside,
}

impl Side {
    /// The opposite side of the same relation.
    fn opposite(self) -> Side {
        match self {
            Side::Before => Side::After,
            Side::After => Side::Before,
            Side::Inside => Side::Outside,
            Side::Outside => Side::Inside,
        }
    }

    /// The change reported when the relation is turned: an ordering is a bound in time, a
    /// place limits what the rule covers.
    fn change(self) -> &'static str {
        match self {
            Side::Before | Side::After => "bound direction changed",
            Side::Inside | Side::Outside => "scope changed",
        }
    }
}

/// How many content words after a relation word name its event or place.
const EVENT_WORDS: usize = 3;

/// A relation word of the original turned into its opposite in the rewrite, around the same
/// event or place, with both quotes.
pub(super) struct Turned {
    side: Side,
    original: Range<usize>,
    rewrite: Range<usize>,
    /// Every word naming the original's event or place names the rewrite's too ("before QA
    /// confirms the fix" turned into "once the fix is in" loses "QA confirms").
    event_kept: bool,
}

impl Turned {
    /// The turn keeps the whole event or place: with a negation on one side only, it
    /// restates the rule ("don't close it until QA confirms" = "close it once QA confirms").
    pub(super) fn keeps_the_event(&self) -> bool {
        self.event_kept
    }

    /// Report the turn: "bound direction changed" for an ordering, "scope changed" for a
    /// place.
    pub(super) fn report(self, report: &mut Report<'_>) {
        report.push(self.side.change(), Some(self.original), Some(self.rewrite));
    }
}

/// A relation word of `o` that `r` turns into its opposite around the same event or place (a
/// content word after the relation word in both). When the event changes sides instead ("run
/// the tests before you merge" → "merge only after running the tests"), the words after the
/// relation differ and there is no turn.
///
/// With a negation on one side only, a turn restates the rule ("only deploy within the
/// window" = "never deploy outside the window"); the caller tells the two apart.
pub(super) fn turned(report: &Report<'_>, o: &Clause, r: &Clause) -> Option<Turned> {
    // The original first: its clause is the one most rules fail on.
    let (o_side, r_side) = ((report.original, o), (report.rewrite, r));
    if !may_relate(o_side, r_side) || !may_relate(r_side, o_side) {
        return None;
    }
    let (original, rewrite) = (
        relations(report.original, &o.range),
        relations(report.rewrite, &r.range),
    );
    for (side, marker) in &original {
        let before = event_words(o, marker);
        // A relation of the rewrite about the same event (a content word after it in both).
        let about_the_event = |at: &Range<usize>| {
            let after = event_words(r, at);
            before
                .iter()
                .any(|a| after.iter().any(|b| stems_match(&a.stem, &b.stem)))
        };
        // The rewrite keeps the original's relation to that event ("after ..., not before
        // ..."): no turn. Another event keeping the side ("test before every release, lint
        // after every commit") does not hide a turn of this one.
        if rewrite
            .iter()
            .any(|(s, at)| s == side && about_the_event(at))
        {
            continue;
        }
        let turned = rewrite
            .iter()
            .find(|(s, at)| *s == side.opposite() && about_the_event(at));
        if let Some((_, turned)) = turned {
            let after = event_words(r, turned);
            // Quoted through the event's words: "before the freeze" -> "after the freeze".
            let through = |words: &[Word], at: &Range<usize>| {
                at.start..words.last().map_or(at.end, |w| w.range.end)
            };
            let event_kept = before
                .iter()
                .all(|a| after.iter().any(|b| stems_match(&a.stem, &b.stem)));
            return Some(Turned {
                side: *side,
                original: through(before, marker),
                rewrite: through(after, turned),
                event_kept,
            });
        }
    }
    None
}

/// The first [`EVENT_WORDS`] content words of `c` after the relation word at `at`, within its
/// order (not into the next one: "test before every release, and lint before every commit").
fn event_words<'c>(c: &'c Clause, at: &Range<usize>) -> &'c [Word] {
    let first = c.words.partition_point(|w| w.range.start < at.end);
    let order_end = c
        .order_starts
        .iter()
        .find(|&&start| start > at.end)
        .map_or(c.words.len(), |&start| {
            c.words.partition_point(|w| w.range.start < start)
        });
    &c.words[first..(first + EVENT_WORDS).min(order_end).max(first)]
}

/// Cheap screen: clause `c` has an ordering condition ("before", "after", "once"...) or the
/// letters of "inside", "outside" or "within", or "leave" or "between" when the `other` clause
/// has place letters to turn it into. Most rules have none. Each clause is given with the
/// text its ranges point into.
fn may_relate((c_text, c): (&str, &Clause), (other_text, other): (&str, &Clause)) -> bool {
    c.conditions.iter().any(|(g, _)| *g == CondGroup::Ordering)
        || place_letters(c_text, c)
        || c.names_a_place && place_letters(other_text, other)
}

/// [`has_place_letters`] of the text of clause `c` (its ranges point into `text`), looked
/// for on the first ask and kept in the clause ([`Clause::place_letters`]). The answer depends
/// on the clause's text alone, and a clause is always asked with the text it was read from:
/// an original's sentences, kept for every rewrite proposed for them, are searched once, and a
/// rewrite's sentence only when a comparison asks (most original rules never do).
pub(super) fn place_letters(text: &str, c: &Clause) -> bool {
    *c.place_letters
        .get_or_init(|| has_place_letters(text.get(c.range.clone()).map_or(&[], str::as_bytes)))
}

/// `t` holds "side" or "ithin" in any case, found from its "i"s.
///
/// The "i"s are found eight bytes at a time ([`lower_i_bytes`]): a vector search restarted
/// after every "i" (a common letter: several in a sentence) cost more than this scan of the
/// whole sentence. Every "i" is still tested, so the answer is the same.
#[inline(always)]
pub(super) fn has_place_letters(t: &[u8]) -> bool {
    // Four bytes compared at once: for a letter, setting bit 5 of a byte gives the letter
    // exactly when the byte is the letter in either case, as `eq_ignore_ascii_case` asks.
    let folded = |p: usize| {
        t.get(p..p + 4)
            .and_then(|w| w.first_chunk::<4>())
            .map(|w| u32::from_le_bytes(*w) | 0x2020_2020)
    };
    let opens_place_letters = |p: usize| {
        p > 0 && folded(p - 1) == Some(u32::from_le_bytes(*b"side"))
            || folded(p) == Some(u32::from_le_bytes(*b"ithi"))
                && t.get(p + 4).is_some_and(|b| b | 0x20 == b'n')
    };
    let (chunks, rest) = t.as_chunks::<8>();
    for (k, chunk) in chunks.iter().enumerate() {
        let mut marks = lower_i_bytes(u64::from_le_bytes(*chunk));
        while marks != 0 {
            if opens_place_letters(8 * k + marks.trailing_zeros() as usize / 8) {
                return true;
            }
            marks &= marks - 1;
        }
    }
    let base = 8 * chunks.len();
    rest.iter()
        .enumerate()
        .any(|(k, &b)| b | 0x20 == b'i' && opens_place_letters(base + k))
}

/// The high bit of each byte of `x` (eight bytes, little-endian) that is "i" or "I", and no
/// other: setting bit 5 folds exactly those two bytes to "i", the XOR makes them 0, and a
/// byte is 0 exactly when neither its high bit nor its low seven bits plus 0x7F (which cannot
/// carry into the next byte) set bit 7.
fn lower_i_bytes(x: u64) -> u64 {
    const CASE_BITS: u64 = 0x2020_2020_2020_2020;
    const LOWER_I: u64 = 0x6969_6969_6969_6969; // b'i' in every byte
    const LOW_SEVEN: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let y = (x | CASE_BITS) ^ LOWER_I;
    !(((y & LOW_SEVEN) + LOW_SEVEN) | y) & HIGH
}

/// At most this many relation words are read from one sentence.
const MAX_RELATIONS: usize = 4;

/// The relation words in `text[range]` (the first [`MAX_RELATIONS`]), in order, with their
/// side and byte range.
fn relations(text: &str, range: &Range<usize>) -> ArrayVec<(Side, Range<usize>), MAX_RELATIONS> {
    let mut found = ArrayVec::new();
    let Some(clause) = text.get(range.clone()) else {
        return found;
    };
    // Words are runs of letters, digits, hyphens and non-ASCII bytes: every cut falls on an
    // ASCII byte, so on a character boundary.
    let in_word = |b: u8| b.is_ascii_alphanumeric() || b == b'-' || b >= 0x80;
    let bytes = clause.as_bytes();
    let word_at = |from: usize| {
        let start = (from..bytes.len()).find(|&k| in_word(bytes[k]))?;
        let end = (start..bytes.len())
            .find(|&k| !in_word(bytes[k]))
            .unwrap_or(bytes.len());
        Some(start..end)
    };
    let mut current = word_at(0);
    while let Some(word) = current {
        let next = word_at(word.end);
        let mut word_buf = [0; 8];
        let mut next_buf = [0; 8];
        let next_text = next.as_ref().map_or("", |n| &clause[n.clone()]);
        if let Some(w) = lower(&clause[word.clone()], &mut word_buf)
            && let Some(side) = side_of(w, lower(next_text, &mut next_buf).unwrap_or(""))
            && found
                .try_push((side, range.start + word.start..range.start + word.end))
                .is_err()
        {
            break;
        }
        current = next;
    }
    found
}

/// `w` in lower case, in `buf`, when it is short enough to be a relation word (or the word
/// after one: only its first letters are asked).
fn lower<'b>(w: &str, buf: &'b mut [u8; 8]) -> Option<&'b str> {
    let n = w.len().min(buf.len());
    if !w.is_char_boundary(n) {
        return None;
    }
    buf[..n].copy_from_slice(&w.as_bytes()[..n]);
    buf[..n].make_ascii_lowercase();
    std::str::from_utf8(&buf[..n]).ok()
}

/// The side of `word` (lower-case), told by the word after it where it is ambiguous: "once a
/// day" is a frequency, "prior to" an ordering, "within 24 hours" a bound the number check reads.
fn side_of(word: &str, next: &str) -> Option<Side> {
    match word {
        "before" => Some(Side::Before),
        // "don't merge until CI passes" = "don't merge before CI passes" ("until 48h after
        // the appointment" bounds a time the number check reads).
        "until" | "till" if !next.starts_with(|c: char| c.is_ascii_digit()) => Some(Side::Before),
        "prior" if next == "to" => Some(Side::Before),
        // ("following" is asked by its first eight letters, all [`lower`] keeps.)
        "after" | "followin" => Some(Side::After),
        "once"
            if !(matches!(next, "a" | "an" | "per" | "every" | "more" | "again" | "in")
                || crate::classify::numbers::is_frequency_adverb(next)) =>
        {
            Some(Side::After)
        }
        "inside" => Some(Side::Inside),
        "within" if !next.starts_with(|c: char| c.is_ascii_digit()) => Some(Side::Inside),
        "outside" => Some(Side::Outside),
        // "data must never leave the EU" = "keep data inside the EU"
        "leave" | "leaves" | "leaving" => Some(Side::Outside),
        // "swim only between the flags" = "never swim outside the flags" ("between 9 and 5"
        // is a range the number check reads)
        "between" if !next.starts_with(|c: char| c.is_ascii_digit()) => Some(Side::Inside),
        _ => None,
    }
}

/// The way a thing is to face, after "face" ("face up", "face-in", "face outwards"): `true`
/// for up or out, `false` for down or in, with the word's range; `None` for no such word
/// ("face up to it" is an idiom, no orientation).
fn facing_at(words: &[super::words::Word<'_>], k: usize) -> Option<(bool, Range<usize>)> {
    let (w, at) = &words[k];
    let side = |w: &str| {
        let w = w.to_ascii_lowercase();
        match w.trim_end_matches('s') {
            "up" | "upward" | "out" | "outside" | "outward" => Some(true),
            "down" | "downward" | "in" | "inside" | "inward" => Some(false),
            _ => None,
        }
    };
    if w.get(..5).is_some_and(|f| f.eq_ignore_ascii_case("face-")) {
        return side(&w[5..]).map(|up| (up, at.clone()));
    }
    if !w.eq_ignore_ascii_case("face") {
        return None;
    }
    let (next, next_at) = words.get(k + 1)?;
    let idiom = words
        .get(k + 2)
        .is_some_and(|(w, _)| w.eq_ignore_ascii_case("to"));
    if idiom {
        return None;
    }
    side(next).map(|up| (up, at.start..next_at.end))
}

/// "Roll it on the tube, face outside" -> "roll on tube face-in", "store the panels face up"
/// -> "panels face-down": the way the original has a thing face turned the other way in the
/// rewrite, which never says the original's way (pol46). The two quotes.
pub(super) fn facing_turned(
    o: &super::words::TextReading<'_>,
    r: &super::words::TextReading<'_>,
) -> Option<super::Missed> {
    // Screen: "face" in both texts.
    let says_face = |t: &str| {
        t.as_bytes()
            .windows(4)
            .any(|w| w.eq_ignore_ascii_case(b"face"))
    };
    if !says_face(o.text) || !says_face(r.text) {
        return None;
    }
    let ways = |t: &super::words::TextReading<'_>| -> SmallVec<[(bool, Range<usize>); 2]> {
        let ws = t.words();
        (0..ws.len()).filter_map(|k| facing_at(ws, k)).collect()
    };
    let (ours, theirs) = (ways(o), ways(r));
    let (up, from) = ours.first()?.clone();
    if ours.iter().any(|(u, _)| *u != up) || theirs.iter().any(|(u, _)| *u == up) {
        return None;
    }
    let (_, to) = theirs.first()?.clone();
    Some(("scope changed", from, to))
}

/// Words naming the two opposite ways or states of one relation, with the change that
/// trading one for the other reports: a particle ("on the pump" / "off the pump", "faded
/// down" / "faded up") limits what the rule covers, a level ("drifts below" / "drifts
/// above") is a bound turned.
const TRADED_OPPOSITES: &[(&str, &str, &str)] = &[
    ("on", "off", "scope changed"),
    ("up", "down", "scope changed"),
    ("above", "below", "bound direction changed"),
    ("over", "under", "bound direction changed"),
];

/// "Phones stay in the hut while you're on the pump" -> "... while you're off the pump",
/// "keep the mic faded down whenever the door's open" -> "... faded up whenever ...", "Top
/// the humidifier up whenever it drifts below" -> "... drifts above": a word of
/// [`TRADED_OPPOSITES`] said in the rewrite where the original says its opposite, between the
/// same two words (or the same word and a text's end): the relation turned (pol62). A level
/// said inclusive on either side ("keep the tank above the mark" -> "... at or below the
/// mark", pol63) is in place of the other side's word. The particle moved ("turn the heater
/// down" -> "turn down the heater") or said again is no trade. The two quotes.
pub(super) fn opposite_traded_in_place(
    o: &super::words::TextReading<'_>,
    r: &super::words::TextReading<'_>,
) -> Option<super::Missed> {
    let (ours, theirs) = (o.words(), r.words());
    theirs.iter().enumerate().find_map(|(j, (w, to))| {
        let (opposite, what) = TRADED_OPPOSITES.iter().find_map(|&(a, b, what)| {
            if w.eq_ignore_ascii_case(a) {
                Some((b, what))
            } else if w.eq_ignore_ascii_case(b) {
                Some((a, what))
            } else {
                None
            }
        })?;
        let level = what == "bound direction changed";
        let i = (0..ours.len()).find(|&i| {
            ours[i].0.eq_ignore_ascii_case(opposite)
                && (super::words::in_place_of(ours, i, theirs, j)
                    || level && in_place_but_inclusive((ours, i), (theirs, j)))
        })?;
        Some((what, ours[i].1.clone(), to.clone()))
    })
}

/// The level word at `i` of `ours` stands in place of the level word at `j` of `theirs` once
/// the "or" (or "at or", "to or") that makes either inclusive is set aside: "above the mark"
/// and "at or below the mark" stand between the same words. Only asked when one side says
/// "or" right before its level word (a copy of the words is made then).
fn in_place_but_inclusive(
    (ours, i): (&[super::words::Word<'_>], usize),
    (theirs, j): (&[super::words::Word<'_>], usize),
) -> bool {
    // The words without the inclusive "or" before the level word at `k`, and where that word
    // is then; `None` when no "or" comes right before it.
    fn without_or<'t>(
        ws: &[super::words::Word<'t>],
        k: usize,
    ) -> Option<(Vec<super::words::Word<'t>>, usize)> {
        let or = k
            .checked_sub(1)
            .filter(|&p| ws[p].0.eq_ignore_ascii_case("or"))?;
        let from = or
            .checked_sub(1)
            .filter(|&p| is_one_of(ws[p].0, &["at", "to"]))
            .unwrap_or(or);
        Some((ws[..from].iter().chain(&ws[k..]).cloned().collect(), from))
    }
    match (without_or(ours, i), without_or(theirs, j)) {
        (Some((o, i)), Some((t, j))) => super::words::in_place_of(&o, i, &t, j),
        (Some((o, i)), None) => super::words::in_place_of(&o, i, theirs, j),
        (None, Some((t, j))) => super::words::in_place_of(ours, i, &t, j),
        (None, None) => false,
    }
}

/// The particle pairs a kept state turns: "off" the lead is not "on" it.
const OPPOSITE_PARTICLES: &[(&str, &str)] = &[
    ("off", "on"),
    ("out", "in"),
    ("outside", "inside"),
    ("on", "off"),
    ("in", "out"),
    ("inside", "outside"),
];

/// `o` bans letting a thing go to one side of a place ("Don't let her off the lead until
/// then") and `r` orders keeping it on the other ("keep her on the lead until then",
/// s27b-r116): the same rule. The ban's verb is "let" or "leave" right after the negation,
/// the particle comes within four words, `r` has "keep" (or "stay", "remain") and the opposite
/// particle before the same next word, the same conditions, and no negation; the scope and
/// dates are still compared by the caller. Not "keep her off the lead", nor "keep the cat on
/// the lead".
pub(super) fn letting_off_said_as_keeping_on(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(n) = negation_said_without_one(o, r) else {
        return false;
    };
    let lower = |w: &str| {
        w.trim_matches(|c: char| !c.is_alphanumeric())
            .to_ascii_lowercase()
    };
    let mut after = original
        .get(n.end..o.range.end)
        .unwrap_or("")
        .split_whitespace();
    if !after
        .next()
        .is_some_and(|v| is_one_of(v, &["let", "leave"]))
    {
        return false;
    }
    // The particle and the word after it ("off the lead": "off", "lead").
    let mut found = None;
    let mut taken: SmallVec<[String; 4]> = SmallVec::new();
    for _ in 0..5 {
        let Some(w) = after.next() else { break };
        let w = lower(w);
        if let Some(&(_, opposite)) = OPPOSITE_PARTICLES.iter().find(|(p, _)| *p == w) {
            let mut next = after.next().map(lower).unwrap_or_default();
            if next == "the" || next == "a" {
                next = after.next().map(lower).unwrap_or_default();
            }
            found = Some((opposite, next));
            break;
        }
        taken.push(w);
    }
    let Some((opposite, place)) = found.filter(|(_, place)| !place.is_empty()) else {
        return false;
    };
    let sentence = rewrite.get(r.range.clone()).unwrap_or("");
    let words: SmallVec<[String; 16]> = sentence.split_whitespace().map(lower).collect();
    let Some(keep) = words
        .iter()
        .position(|w| is_one_of(w, &["keep", "keeps", "stay", "stays", "remain", "remains"]))
    else {
        return false;
    };
    words[keep..].windows(3).any(|x| {
        x[0] == opposite && (x[1] == place || (x[1] == "the" || x[1] == "a") && x[2] == place)
    }) && !taken.is_empty()
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use super::{has_place_letters, lower_i_bytes};
    use crate::polarity::check_rewrite;
    use proptest::prelude::*;

    /// A particle or a level traded for its opposite between the same two words ("while
    /// you're on the lift" -> "off the lift", "turned down" -> "turned up", "dips below" ->
    /// "dips above") is a change; the particle moved or said again is none (pol62, s62a-p095,
    /// -p106, s62b-p079).
    #[test]
    fn an_opposite_traded_in_place() {
        assert_changed(&[
            (
                "Radios stay in the cabin while you're on the lift. Not on a belt clip.",
                "Radios stay in the cabin while you're off the lift. Not on a belt clip.",
            ),
            (
                "Keep the hall speakers turned down whenever the doors are open.",
                "Keep the hall speakers turned up whenever the doors are open.",
            ),
            (
                "Greenhouse stays between 18 and 24 C. Open the vents whenever it drifts above.",
                "Greenhouse stays between 18 and 24 C. Open the vents whenever it drifts below.",
            ),
            // A level said inclusive on the other side (pol63).
            (
                "Hold the slurry lagoon above the yellow stake all winter.",
                "Hold the slurry lagoon at or below the yellow stake all winter.",
            ),
            (
                "Fill the header tank to or over the overflow notch.",
                "Fill the header tank under the overflow notch.",
            ),
        ]);
        assert_faithful(&[
            (
                "Keep the hall speakers turned down whenever the doors are open.",
                "Keep the hall speakers down whenever the doors are open.",
            ),
            // The same side said inclusive, and a particle's "or" (no level).
            (
                "Hold the slurry lagoon above the yellow stake all winter.",
                "Hold the slurry lagoon at or above the yellow stake all winter.",
            ),
            (
                "Radios stay in the cabin while you're on the lift.",
                "While on the lift, radios stay in the cabin.",
            ),
            (
                "If the mains failed we'd run the pumps off the generator.",
                "Mains failure would leave the pumps on the generator.",
            ),
        ]);
    }

    /// Session 46 (pol46): the way a thing is to face turned ("face outside" -> "face-in",
    /// "face up" -> "face-down") is a change; the same way in other words, or "face up to"
    /// (an idiom), is none.
    #[test]
    fn the_way_a_thing_faces_turned() {
        assert_changed(&[
            (
                "Please, the tapestry you don't fold it, you roll it on the tube, face outside, and nobody moves it except Ms Camilleri or me.",
                "Tapestry: roll on tube face-in, never fold; only Ms Camilleri or the writer may move it.",
            ),
            (
                "Store the glass panels face up on the rack.",
                "Glass panels: face-down on rack.",
            ),
            (
                "Lay the prints face down in the drawer.",
                "Prints go face up in the drawer.",
            ),
        ]);
        assert_faithful(&[
            (
                "Please, the tapestry you don't fold it, you roll it on the tube, face outside, and nobody moves it except Ms Camilleri or me.",
                "Tapestry: roll on tube face-out, never fold; only Ms Camilleri or the writer may move it.",
            ),
            (
                "Store the glass panels face up on the rack.",
                "Glass panels: face-up on rack.",
            ),
        ]);
    }

    /// "side" or "ithin", in any case, anywhere in `t`: what the eight-byte scan must find.
    fn scanned_place_letters(t: &[u8]) -> bool {
        let holds = |s: &[u8]| t.windows(s.len()).any(|w| w.eq_ignore_ascii_case(s));
        holds(b"side") || holds(b"ithin")
    }

    #[test]
    fn only_i_bytes_are_marked_in_any_lane() {
        for b in 0..=u8::MAX {
            for lane in 0..8 {
                // The other lanes hold an "i" or a byte with the high bit, around the probe.
                for fill in [b'i', 0xFF, 0x80, b'x'] {
                    let mut bytes = [fill; 8];
                    bytes[lane] = b;
                    let marks = lower_i_bytes(u64::from_le_bytes(bytes));
                    let expected = (0..8).fold(0, |m, k| {
                        if bytes[k] | 0x20 == b'i' {
                            m | 0x80 << (8 * k)
                        } else {
                            m
                        }
                    });
                    assert_eq!(marks, expected, "{bytes:?}");
                }
            }
        }
    }

    proptest! {
        #[test]
        fn place_letters_are_found_as_a_scan_finds_them(
            // Pieces of the two words and their neighbours, so that both answers are common.
            t in "(sIde|ithIN|sid|ithi|Id|i|s|e|x|é| ){0,16}",
        ) {
            prop_assert_eq!(has_place_letters(t.as_bytes()), scanned_place_letters(t.as_bytes()));
        }
    }

    fn whats(o: &str, r: &str) -> Vec<String> {
        check_rewrite(o, r)
            .changes
            .into_iter()
            .map(|c| format!("{}: {} -> {}", c.what, c.original, c.rewrite))
            .collect()
    }

    #[test]
    fn an_ordering_turned_around_the_same_event_is_reported() {
        assert_eq!(
            whats("Deploy before the freeze.", "Deploy after the freeze."),
            ["bound direction changed: before the freeze -> after the freeze"]
        );
        assert_eq!(
            whats("Run tests before you merge.", "Run tests after you merge."),
            ["bound direction changed: before you merge -> after you merge"]
        );
        assert!(!whats("Only merge once CI is green.", "Merge before CI is green.").is_empty());
    }

    #[test]
    fn a_place_turned_inside_out_is_a_scope_change() {
        assert_eq!(
            whats(
                "Do not modify files outside the src directory.",
                "Do not modify files inside the src directory."
            ),
            ["scope changed: outside the src directory -> inside the src directory"]
        );
    }

    #[test]
    fn a_turn_with_a_negation_on_one_side_restates_the_rule() {
        for (o, r) in [
            (
                "Only deploy within the maintenance window.",
                "Never deploy outside the maintenance window.",
            ),
            (
                "Keep secrets inside the vault.",
                "Never store secrets outside the vault.",
            ),
            (
                "Deploy only after the freeze.",
                "Never deploy before the freeze ends.",
            ),
        ] {
            assert!(whats(o, r).is_empty(), "{o} -> {r}: {:?}", whats(o, r));
        }
        // Both negated, or neither: the turn is a change.
        assert!(
            !whats(
                "Never deploy before the freeze.",
                "Never deploy after the freeze."
            )
            .is_empty()
        );
    }

    #[test]
    fn the_event_changing_sides_is_the_same_rule() {
        for (o, r) in [
            (
                "Run tests before you merge.",
                "Merge only after running the tests.",
            ),
            (
                "Ask for approval before deploying.",
                "Deploy only after approval.",
            ),
            (
                "Run the linter before and after the migration.",
                "Run the linter after and before the migration.",
            ),
            (
                "Back up the database once a day before 6am.",
                "Before 6am, back up the database once a day.",
            ),
        ] {
            assert!(whats(o, r).is_empty(), "{o} -> {r}: {:?}", whats(o, r));
        }
    }

    /// A ban on letting a thing off a place said as keeping it on; the same side, another
    /// animal, another place, another time, a hedge, a dropped "until" stay reported.
    #[test]
    fn letting_off_said_as_keeping_on() {
        let o = "Grand so. The vet says Luna's sutures can come out on the 9th. Don't let her off the lead until then. Her owner's paying by card.";
        let r =
            "Luna: sutures out on the 9th; keep her on the lead until then. Owner paying by card.";
        assert_faithful(&[(o, r)]);
        assert_changed(&[
            (
                o,
                "Luna: sutures out on the 9th; keep her off the lead until then. Owner paying by card.",
            ),
            (
                o,
                "Luna: sutures out on the 9th; keep her on the sofa until then. Owner paying by card.",
            ),
            (
                o,
                "Luna: sutures out on the 10th; keep her on the lead until then. Owner paying by card.",
            ),
            (
                o,
                "Luna: sutures out on the 9th; ideally keep her on the lead until then. Owner paying by card.",
            ),
            (
                "Don't let the dog off the lead until Friday.",
                "Keep the dog on the lead.",
            ),
            (
                "Don't let the dog off the lead until Friday.",
                "Keep the cat on the lead until Friday.",
            ),
            (
                "Don't let the dog off the lead until Friday.",
                "Keep the dog on the lead until Monday.",
            ),
        ]);
    }
}
