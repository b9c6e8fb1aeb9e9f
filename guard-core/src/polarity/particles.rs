//! Talk around a rule that says nothing of it (session 29): a discourse particle ("Eh, for
//! the Sentosa trip ah, ...", "... without a teacher there lah") or a word of address set off
//! by commas ("Open day rules, folks.", "Machan, the Dambulla order ...") dropped by a
//! compaction is no scope of the rule gone; and a short part that only stresses the rule before
//! it ("No exceptions.", "Please don't forget.") dropped from a rewrite that still binds.

use super::extract::Clause;
use super::gates::REPORTING;
use super::stems::{stem, stems_match};
use super::words::{holds_any_phrase as has_any, is_content, part_words, words_of};
use super::{is_negation_word, is_one_of, negation_count};
use std::ops::Range;

/// Particles that are never a content word of a rule, wherever they stand before a comma or
/// at a sentence's end.
const PARTICLES: &[&str] = &["eh", "ah", "lah", "leh", "lor", "nah", "oi", "aye"];

/// Words of address: only when set off on both sides (a comma, or a sentence's or a line's
/// edge), as in "rules, folks." ("the guys in IT" names people).
/// (Sri Lankan "ane" and "aiyo", Zambian "eish", Newfoundland "b'y": corpus35d; the terms
/// of endearment "hon", "honey", "love", "pet": s67b.)
const ADDRESS: &[&str] = &[
    "folks", "guys", "mate", "machan", "bro", "y'all", "listen", "ane", "aney", "aiyo", "aiyoo",
    "eish", "b'y", "hon", "hun", "honey", "love", "luv", "pet",
];

/// The byte before `range` in `text`, white space skipped (None at the text's start).
fn before(text: &str, range: &Range<usize>) -> Option<u8> {
    text.get(..range.start)?
        .trim_end_matches([' ', '\t'])
        .bytes()
        .next_back()
}

/// The byte after `range` in `text`, white space skipped (None at the text's end).
fn after(text: &str, range: &Range<usize>) -> Option<u8> {
    text.get(range.end..)?
        .trim_start_matches([' ', '\t'])
        .bytes()
        .next()
}

/// The word of `text` at `range` is a particle closing its phrase, or a word of address set
/// off by commas.
pub(super) fn says_nothing_of_the_rule(text: &str, range: &Range<usize>) -> bool {
    // (A cheap screen first: every listed word has at most six bytes.)
    if range.len() > 6 {
        return false;
    }
    let Some(word) = text.get(range.clone()) else {
        return false;
    };
    let closes = |b: Option<u8>| matches!(b, None | Some(b',' | b'.' | b'!' | b'?' | b'\n'));
    let opens = |b: Option<u8>| matches!(b, None | Some(b',' | b'.' | b'!' | b'?' | b'\n' | b':'));
    let (left, right) = (before(text, range), after(text, range));
    if is_one_of(word, PARTICLES) {
        return closes(right);
    }
    is_one_of(word, ADDRESS)
        && opens(left)
        && closes(right)
        && (left == Some(b',') || right == Some(b','))
}

/// The word of `text` at `range` closes a set phrase of talk that says nothing of the rule
/// (corpus30b): "to be clear" (or "honest", "fair", "frank") set off before a dash, a comma or
/// a colon ("sorry, to be clear — tenors stay ..."), and "needful" in "do the needful", the
/// South Asian "do what is needed" ("Kindly do the needful and revert with the rota"). Not
/// "the exit has to be clear" (a state the rule asks for): the phrase opens its sentence or
/// follows a comma, a dash or a word of talk ("sorry", "just", "and", "but", "so", "well").
pub(super) fn closes_a_phrase_of_talk(text: &str, range: &Range<usize>) -> bool {
    // (A cheap screen first: the listed words have four to seven bytes.)
    if !(4..=7).contains(&range.len()) {
        return false;
    }
    let Some(word) = text.get(range.clone()) else {
        return false;
    };
    let before_words = |n: usize| -> Vec<&str> {
        text.get(..range.start)
            .unwrap_or("")
            .split_whitespace()
            .rev()
            .take(n)
            .collect()
    };
    if word.eq_ignore_ascii_case("needful") {
        let b = before_words(2);
        return b.len() == 2
            && b[0].eq_ignore_ascii_case("the")
            && is_one_of(b[1], &["do", "does", "did", "doing"]);
    }
    if !is_one_of(word, &["clear", "honest", "fair", "frank"]) {
        return false;
    }
    let set_off_after = text
        .get(range.end..)
        .unwrap_or("")
        .trim_start_matches([' ', '\t'])
        .starts_with([',', ':', ';', '—', '–', '-']);
    let b = before_words(3);
    let opens = match b.get(2) {
        None => true,
        Some(w) => {
            w.ends_with([',', ':', '.', '!', '?', '—', '–'])
                || is_one_of(w, &["—", "–", "-"])
                || is_one_of(
                    w.trim_end_matches(|c: char| !c.is_ascii_alphabetic()),
                    &["sorry", "just", "and", "but", "so", "well", "ok", "okay"],
                )
        }
    };
    set_off_after
        && b.len() >= 2
        && b[0].eq_ignore_ascii_case("be")
        && b[1]
            .trim_start_matches(|c: char| !c.is_ascii_alphabetic())
            .eq_ignore_ascii_case("to")
        && opens
}

/// Phrases that open a message around a rule and say nothing of it (session 30): "Just so
/// you know, ...", "Hey team 👋 friendly reminder that ...", "ok so I know this is annoying
/// but ...". Read one after another from a sentence's start, lower case.
const OPENING_FILLERS: &[&str] = &[
    "ok so",
    "okay so",
    "oh and",
    "so",
    "just so you know",
    "fyi",
    "heads up",
    "quick heads-up",
    "hey team",
    "hi team",
    "hey all",
    "hi all",
    "hey everyone",
    "hi everyone",
    "friendly reminder that",
    "friendly reminder",
    "quick reminder that",
    "just a reminder that",
    "i know this is annoying but",
    "i know it's annoying but",
    "i know this is a pain but",
];

/// The content words of [`OPENING_FILLERS`]: the screen before any phrase is read.
const FILLER_WORDS: &[&str] = &[
    "know", "fyi", "heads", "heads-up", "team", "everyone", "friendly", "reminder", "annoying",
    "pain",
];

/// The word of `text` at `range` lies in the phrases that open its sentence and say
/// nothing of the rule ([`OPENING_FILLERS`], with commas, dashes and emoji between them).
pub(super) fn in_an_opening_filler(text: &str, range: &Range<usize>) -> bool {
    if range.len() > 9
        || !text
            .get(range.clone())
            .is_some_and(|w| is_one_of(w, FILLER_WORDS))
    {
        return false;
    }
    let start = text
        .get(..range.start)
        .and_then(|lead| lead.rfind(['.', '!', '?', '\n']))
        .map_or(0, |k| k + 1);
    let Some(rest) = text.get(start..) else {
        return false;
    };
    let lower = rest.to_ascii_lowercase();
    let mut at = 0;
    loop {
        // Past white space, commas, dashes, colons and any non-ASCII mark (an emoji).
        at += lower[at..]
            .char_indices()
            .find(|(_, c)| c.is_ascii_alphanumeric())
            .map_or(lower.len() - at, |(k, _)| k);
        let Some(phrase) = OPENING_FILLERS.iter().find(|p| {
            lower[at..].starts_with(**p)
                && !lower[at + p.len()..].starts_with(|c: char| c.is_ascii_alphanumeric())
        }) else {
            break;
        };
        at += phrase.len();
    }
    start + at >= range.end
}

/// The word of `text` at `range` is Scots "ony" or "onie" ("any"): a determiner, no
/// content word of the rule (session 30).
pub(super) fn dialect_any(text: &str, range: &Range<usize>) -> bool {
    range.len() <= 4
        && text
            .get(range.clone())
            .is_some_and(|w| is_one_of(w, &["ony", "onie"]))
}

/// Where the aside in parentheses closing the first part of sentence `r` of `rewrite` is,
/// when a semicolon follows its closing bracket ("poll_interval ≥ 30 s (API rate limit);
/// timeout > poll_interval", r31b-f49): a rewrite that joins two rules with ";" puts the
/// reason of the first after it, as [`super::scope`]'s closing aside closes a sentence.
pub(super) fn aside_closing_a_part(rewrite: &str, r: &Clause) -> Option<Range<usize>> {
    let sentence = rewrite.get(r.range.clone())?;
    let close = sentence.find(");")?;
    let open = sentence[..close].rfind('(')?;
    // (One part: no semicolon before the aside.)
    (!sentence[..open].contains(';')).then(|| r.range.start + open + 1..r.range.start + close)
}

/// Tags that close a sentence after a comma and say nothing of the rule: Welsh and
/// Northern English "mind" ("ring the warden before you take the keys, mind"), "innit",
/// "yeah", "like", Nigerian "sha".
const CLOSING_TAGS: &[&str] = &["mind", "innit", "yeah", "like", "sha"];

/// The word of `text` at `range` is a tag closing its sentence after a comma
/// ([`CLOSING_TAGS`]): not "mind the gap", "keep in mind", "nothing like it".
pub(super) fn closing_tag(text: &str, range: &Range<usize>) -> bool {
    // (A cheap screen first: every tag has three to five bytes.)
    if !(3..=5).contains(&range.len()) {
        return false;
    }
    let Some(word) = text.get(range.clone()) else {
        return false;
    };
    if !is_one_of(word, CLOSING_TAGS) {
        return false;
    }
    let left = text[..range.start].trim_end_matches([' ', '\t']);
    let right = text[range.end..].trim_start_matches([' ', '\t']);
    left.ends_with(',')
        && (right.is_empty() || right.starts_with(['.', '!', '?', '\n', '"', '\u{201d}']))
}

/// Words of address a speaker puts between commas ("..., boy, ...", "..., bud."): they name
/// the hearer, not whom the rule covers.
const WORDS_OF_ADDRESS: &[&str] = &["boy", "b'y", "bud", "buddy", "yaar", "bhai", "mate"];

/// "Don't be putting any of the bookings through without the hazmat form, boy, I'm not
/// joking." -> "Bookings: hazmat form required before processing.": a word of address
/// after a comma read as the rule's scope. The same word as the rule's subject ("the boy
/// must ...") is still reported.
pub(super) fn word_of_address(original: &str, from: &Range<usize>) -> bool {
    original.get(from.clone()).is_some_and(|w| {
        is_one_of(w, WORDS_OF_ADDRESS) && original[..from.start].trim_end().ends_with(',')
    })
}

/// Short parts that only stress the rule before them ("No exceptions.", "No, leave it.",
/// "Please don't forget.").
const STRESS_WORDS: &[&str] = &[
    "exceptions",
    "exception",
    "leave",
    "negotiable",
    "excuses",
    "ifs",
    "buts",
    "tolerance",
    "way",
    "ever",
    "kidding",
    "seriously",
    "please",
    "again",
    "period",
    "full",
    "stop",
    "it",
    "alone",
    "that's",
    "final",
    // "Please don't forget." (corpus36c).
    "forget",
];

/// Words that keep a rule binding in a rewrite.
const STILL_BINDS: &[&str] = &[
    "always",
    "never",
    "must",
    "only",
    "strictly",
    "every",
    "required",
    "mandatory",
    "no",
    "not",
    "don't",
    "do",
    "keep",
];

/// The rewrite still binds: it negates, or says one of [`STILL_BINDS`] ("always", "must",
/// "only", "keep"...), so a part of the original that only stressed the rule may go.
pub(super) fn still_binds(rewrite: &str) -> bool {
    negation_count(rewrite) > 0 || has_any(rewrite, STILL_BINDS)
}

/// "ALL NEEDLES SINGLE-USE. ... NO EXCEPTIONS." -> "Needles must be single-use ..., always.":
/// a short part that only stresses the rule before it ("No exceptions.", "No, leave it.",
/// "Not negotiable.") dropped from a rewrite that still binds ("always", "must", "don't").
pub(super) fn stress_dropped_from_a_binding_rewrite(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some((_, ours)) = part_words(original, from.start) else {
        return false;
    };
    ours.len() <= 4
        && ours.iter().any(|(w, _)| is_negation_word(w))
        && ours
            .iter()
            .all(|(w, _)| is_negation_word(w) || is_one_of(w, STRESS_WORDS) || !is_content(w))
        && still_binds(rewrite)
}

/// "Nobody climbs the mast alone. Not for a photo, not for a check, not for anything." ->
/// "No solo mast climbs, for any reason.": a sentence (at `from`) of parts that each open
/// with "not for" ("not even for"), the last "not for anything" ("any reason", "any"
/// thing), only stressing that the rule before it excepts no case, dropped from a rewrite
/// that still binds. A part that allows a case ("not for a photo, only for a check") or a
/// list closed by no "any" is still reported.
pub(super) fn no_case_excepted_dropped_from_a_binding_rewrite(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some(said) = original.get(from.clone()) else {
        return false;
    };
    // (A byte screen: the sentence opens with "not".)
    if !said
        .trim_start()
        .get(..3)
        .is_some_and(|w| w.eq_ignore_ascii_case("not"))
    {
        return false;
    }
    let parts: Vec<Vec<&str>> = said
        .split([',', ';', '.', '!'])
        .map(|p| p.split_whitespace().collect::<Vec<_>>())
        .filter(|p| !p.is_empty())
        .collect();
    let opens_not_for = |p: &[&str]| {
        p[0].eq_ignore_ascii_case("not")
            && (p.get(1).is_some_and(|w| w.eq_ignore_ascii_case("for"))
                || p.get(1).is_some_and(|w| w.eq_ignore_ascii_case("even"))
                    && p.get(2).is_some_and(|w| w.eq_ignore_ascii_case("for")))
    };
    parts.len() >= 2
        && parts.iter().all(|p| opens_not_for(p))
        && parts.last().is_some_and(|p| {
            p.iter()
                .skip(2)
                .any(|w| is_one_of(w, &["anything", "any", "anyone"]))
        })
        && still_binds(rewrite)
}

/// Verbs that say who gave the rule, or that the speaker is telling it, besides those that
/// report an order ([`REPORTING`]: "said", "told", "asked" ...).
const SAYING: &[&str] = &[
    "say", "saying", "tell", "telling", "reckon", "reckons", "reckoned", "hear",
];

/// "the boss say no one is to take the kids out ..." -> "Boss's rule: no one takes kids out
/// ...", "Baideu was saying ..." -> "Baideu reckons ...", "Just to tell you, ...", "Allyou
/// hear me good: ...": a verb of saying whose speaker the rewrite names again (the content
/// word before it, "he", "was" or "is" skipped), or whose hearer is "you", "me" or "us": the
/// rule's source or the talk around it, not its scope. "Tell the guests ..." (an order to
/// tell) is still read (session 54, pol54).
pub(super) fn verb_of_saying_its_source_kept(
    original: &str,
    range: &Range<usize>,
    rewrite: &str,
) -> bool {
    // (A cheap screen: every listed verb has three to ten bytes.)
    if !(3..=10).contains(&range.len())
        || !original
            .get(range.clone())
            .is_some_and(|w| is_one_of(w, SAYING) || is_one_of(w, REPORTING))
    {
        return false;
    }
    let next = original[range.end..]
        .split_whitespace()
        .next()
        .unwrap_or("")
        .trim_end_matches(|c: char| !c.is_alphanumeric());
    if is_one_of(next, &["you", "me", "us"]) {
        return true;
    }
    let Some(speaker) = original[..range.start]
        .split_whitespace()
        .rev()
        .take(3)
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .find(|w| !is_one_of(w, &["he", "she", "they", "was", "is", "were"]))
    else {
        return false;
    };
    if !is_content(speaker) || is_negation_word(speaker) {
        return false;
    }
    let speaker = stem(&speaker.to_ascii_lowercase());
    words_of(rewrite).any(|(_, w)| {
        let w = w.strip_suffix("'s").unwrap_or(w);
        stems_match(&stem(&w.to_ascii_lowercase()), &speaker)
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use crate::polarity::tests::assert_reports;

    /// A particle or a word of address set off by a comma, dropped, is faithful; a word
    /// flipped, a number, a unit, an actor, a dropped condition, a hedge or a dropped negation
    /// beside it is still reported, and so is a listed word that names people.
    #[test]
    fn particles_and_words_of_address_dropped() {
        let original = "Eh, students cannot go off alone lah.";
        assert_faithful(&[
            (original, "Students cannot go off alone."),
            (
                "Open day rules, folks: no one touches the control bus wiring.",
                "Open day: no one touches the control bus wiring.",
            ),
            (
                "Machan, send the Dambulla order only after the advance is received.",
                "Send the Dambulla order only after the advance is received.",
            ),
        ]);
        assert_changed(&[
            (original, "Students can go off alone."),
            (original, "Teachers cannot go off alone."),
            (original, "Students should try not to go off alone."),
            (
                "Eh, students cannot go off alone after 4pm ah.",
                "Students cannot go off alone after 5pm.",
            ),
            (
                "Eh, students cannot carry more than 2 kg ah.",
                "Students cannot carry more than 2 lb.",
            ),
            (
                "Machan, send the Dambulla order only after the advance is received.",
                "Send the Dambulla order.",
            ),
            (
                "Machan, never send the Dambulla order before the advance is received.",
                "Machan, send the Dambulla order before the advance is received.",
            ),
            (
                "Listen, never open the back room, folks.",
                "Open the back room.",
            ),
            // A listed word that names people, not set off.
            (
                "Don't let the guys near the kiln.",
                "Don't let the kids near the kiln.",
            ),
        ]);
    }

    /// A term of endearment set off as a word of address ("Hon, take ...") is no word of the
    /// rule (s67b); the same word inside the rule ("the honey jars", "the pet") is.
    #[test]
    fn terms_of_endearment_set_off_are_words_of_address() {
        let hon = "Hon, the pallets gotta be shrink-wrapped before they go on the truck.";
        assert_faithful(&[(
            "Hon, take the readings at about 6 am and again around 6 pm, and text them to Rick.",
            "Readings approx 6am & ~6pm, text to Rick.",
        )]);
        assert_changed(&[
            (
                hon,
                "The pallets must be shrink-wrapped before they go on the van.",
            ),
            (
                "Keep the honey jars off the top shelf.",
                "Keep the jars off the top shelf.",
            ),
            (
                "Give the pet a bath before the show.",
                "Give the dog a bath before the show.",
            ),
        ]);
    }

    /// "sorry, to be clear — ..." and "do the needful" are talk around the rule; a "revert"
    /// naming no one goes back to the user (corpus30b, c30b-r108, c30b-r058). A word of the
    /// rule, a number, an actor, a dropped bound or another person replied to is still
    /// reported, and "to be clear" as the state a rule asks for is no talk.
    #[test]
    fn phrases_of_talk_and_a_reply_to_the_user() {
        let tenors = "User: sorry, to be clear — tenors stay for the whole run-through except \
                      Dami, who can leave at 8 pm. And nobody uses the piano in the vestry.";
        let rota = "Kindly do the needful and revert with the rota before 5 pm. Please ensure \
                    no patroller is put on more than two night shifts back to back.";
        assert_faithful(&[
            (
                tenors,
                "Tenors: full run-through (exception: Dami may leave 20:00). Vestry piano \
                 off-limits to all.",
            ),
            (
                rota,
                "Rota to user before 17:00; ≤2 consecutive night shifts per patroller.",
            ),
            (
                "To be honest, the vault door must stay shut after 6pm.",
                "Vault door must stay shut after 6pm.",
            ),
        ]);
        assert_changed(&[
            (
                tenors,
                "Tenors: full run-through (exception: Kofi may leave 20:00). Vestry piano \
                 off-limits to all.",
            ),
            (
                tenors,
                "Tenors: full run-through (exception: Dami may leave 21:00). Vestry piano \
                 off-limits to all.",
            ),
            (
                tenors,
                "Sopranos: full run-through (exception: Dami may leave 20:00). Vestry piano \
                 off-limits to all.",
            ),
            (
                tenors,
                "Tenors: full run-through. Vestry piano off-limits to all.",
            ),
            (
                rota,
                "Rota to user before 18:00; ≤2 consecutive night shifts per patroller.",
            ),
            (
                rota,
                "Rota to user before 17:00; ≤3 consecutive night shifts per patroller.",
            ),
            (
                rota,
                "Rota to manager before 17:00; ≤2 consecutive night shifts per patroller.",
            ),
            (
                rota,
                "Rota to user; ≤2 consecutive night shifts per patroller.",
            ),
            (
                rota,
                "Rota to user before 17:00; ≤2 consecutive day shifts per patroller.",
            ),
            (
                rota,
                "Rota to user before 17:00; ≤2 consecutive night shifts per driver.",
            ),
            (
                "Kindly revert to the manager with the rota before 5 pm.",
                "Rota to user before 17:00.",
            ),
            (
                "Please revert with the signed form before Friday.",
                "Signed form to user after Friday.",
            ),
            (
                "To be honest, the vault door must stay shut after 6pm.",
                "Vault door may stay open after 6pm.",
            ),
            (
                "The fire exit has to be clear, and the door unlocked.",
                "The fire exit has to be open, and the door unlocked.",
            ),
        ]);
    }

    /// Talk opening a message ("Just so you know", "Hey team 👋 friendly reminder that",
    /// "ok so I know this is annoying but") dropped is faithful; the rule's own words
    /// traded, a number changed, a negation dropped or a hedge added are still reported, and
    /// "know" inside the rule ("tell anyone who needs to know") is no filler.
    #[test]
    fn talk_opening_a_message() {
        let artifacts = "Hey team 👋 friendly reminder that artifacts older than 30 days are deleted automatically, so pin anything you need for audits. Cheers!";
        let reports = "ok so I know this is annoying but could you pls make sure the reports always go to both me and Priya, not just me. thx";
        assert_faithful(&[
            (
                artifacts,
                "Artifacts older than 30 days are auto-deleted; pin anything needed for audits.",
            ),
            (
                reports,
                "Always send the reports to both me and Priya, not just me.",
            ),
        ]);
        assert_changed(&[
            (
                artifacts,
                "Artifacts older than 60 days are auto-deleted; pin anything needed for audits.",
            ),
            (
                artifacts,
                "Artifacts older than 30 days are auto-deleted; pin anything needed for billing.",
            ),
            (reports, "Always send the reports to Priya, not me."),
            (reports, "Ideally send the reports to both me and Priya."),
            (
                reports,
                "Always send the invoices to both me and Priya, not just me.",
            ),
        ]);
        let text = "Tell anyone who needs to know.";
        assert!(!super::in_an_opening_filler(text, &(24..28)));
        assert!(super::in_an_opening_filler(
            "Just so you know, never",
            &(12..16)
        ));
    }

    /// A reason closing the first of two rules joined by ";" said as an aside there; a
    /// flipped bound, another number, another key, or an aside that names nothing of the
    /// reason stay reported.
    #[test]
    fn aside_closing_a_part() {
        let o = "# Ops: don't lower poll_interval below 30s, the telemetry API rate-limits us. Keep timeout above poll_interval.";
        assert_faithful(&[(
            o,
            "Config rules: poll_interval ≥ 30 s (API rate limit); timeout > poll_interval.",
        )]);
        assert_changed(&[
            (
                o,
                "Config rules: poll_interval ≤ 30 s (API rate limit); timeout > poll_interval.",
            ),
            (
                o,
                "Config rules: poll_interval ≥ 20 s (API rate limit); timeout > poll_interval.",
            ),
            (
                o,
                "Config rules: retry_interval ≥ 30 s (API rate limit); timeout > poll_interval.",
            ),
            (
                o,
                "Config rules: poll_interval ≥ 30 s (staging only); timeout > poll_interval.",
            ),
            (
                o,
                "Config rules: poll_interval ≥ 30 s if possible (API rate limit); timeout > poll_interval.",
            ),
        ]);
    }

    /// A tag closing a sentence after a comma is no word of the rule; "mind" in the rule is.
    #[test]
    fn a_closing_tag_is_no_word_of_the_rule() {
        assert_faithful(&[(
            "You'll need to ring the warden before you take the keys, mind.",
            "Must call the warden before taking the keys.",
        )]);
        assert_reports(
            "scope changed",
            &[(
                "You'll need to ring the warden before you take the keys, mind the alarm.",
                "Must call the warden before taking the keys.",
            )],
        );
        assert!(super::closing_tag("keys, mind.", &(6..10)));
        assert!(!super::closing_tag("Mind the gap.", &(0..4)));
        assert!(!super::closing_tag("Keep the keys in mind.", &(17..21)));
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

    /// Particles of Yorkshire and Hong Kong English ("ey", "tha", "wah", "lah") name no scope;
    /// the rule they frame turned is still read.
    #[test]
    fn dialect_particles_name_no_scope() {
        assert_changed(&[(
            "Wah, the lift in Block C is broken again lah, don't let the porters use it for trolleys.",
            "Block C lift broken; porters may use it for trolleys.",
        )]);
        assert_faithful(&[
            (
                "Ey, tha can lock up t'shed thissen once t'mowers are in.",
                "You may lock the shed yourself once the mowers are in.",
            ),
            (
                "Wah, the lift in Block C is broken again lah, don't let the porters use it for trolleys.",
                "Block C lift broken; porters must not use it for trolleys.",
            ),
        ]);
    }

    /// A verb of saying whose speaker the rewrite names again, or said to "you", dropped is
    /// faithful; a negation or a condition turned beside it is still read (pol54).
    #[test]
    fn a_verb_of_saying_its_source_kept() {
        let candles = "Quick one eh: don't use the citronella candles near the dogs, the vet \
                       reckons they're no good for them. Only the plain ones, chur.";
        let gate = "Talofa. Just to tell you, the manager say from Monday we lock the gate at 8 \
                    sharp, no more parking after that even if people still inside. Fakafetai.";
        assert_faithful(&[
            (
                candles,
                "No citronella candles near dogs (vet advice); plain only.",
            ),
            (
                gate,
                "Manager: from Monday gate locks 8 sharp; no parking after, even if people \
                 still inside.",
            ),
        ]);
        assert_changed(&[
            (
                candles,
                "Citronella candles near dogs ok (vet advice); plain only.",
            ),
            (
                gate,
                "Manager: from Monday gate locks 8 sharp; no parking after, unless people \
                 still inside.",
            ),
        ]);
    }
}
