//! Function words of a dialect or creole spelled as said ("di", "de" for "the", "pon" for
//! "on", "dem" for a plural or "them"): no words of the rule, so a compaction may drop them.
//! Also a dialect participle's dropped "g" ("flyin'" read as "flying"), a dialect word of
//! address, and corpus35c's faithful forms (its `faithful_form`).

use super::is_one_of;
use super::memory_values::false_setting_said_as_negation;
use super::only_after::gated_ban_said_as_only;
use super::particles::{
    no_case_excepted_dropped_from_a_binding_rewrite, stress_dropped_from_a_binding_rewrite,
};
use super::restatements::ban_said_again_near_a_negation;
use super::stems::{Stem, stem};
use super::words::{holds_any_phrase, words};
use std::ops::Range;

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

/// "until the arbiter don check am": "am" after a word that counts nothing is the pronoun (a
/// Nigerian Pidgin "it"), no time of day. "until 10 am", "at nine am" are times.
pub(super) fn pronoun_am(original: &str, from: &Range<usize>) -> bool {
    if !original
        .get(from.clone())
        .is_some_and(|q| q.eq_ignore_ascii_case("am"))
    {
        return false;
    }
    let before = original[..from.start].trim_end();
    let last = before
        .rsplit(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("");
    !last.is_empty()
        && last.chars().all(|c| c.is_alphabetic())
        && !is_one_of(
            last,
            &[
                "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "o'clock", "noon",
            ],
        )
        && before.len() == original[..from.start].len() - 1
}

/// An apostrophe: the typewriter one or the typographer's right quote.
fn is_apostrophe(c: char) -> bool {
    matches!(c, '\'' | '\u{2019}')
}

/// The apostrophe at `at` of `text` opens a quotation: at a line's start or after a space or
/// an opening bracket, and before a letter ("'won't fix'", "mark it 'Berlin'").
pub(super) fn opening_quote(text: &str, at: usize) -> bool {
    let before = text[..at].chars().next_back();
    let after = text[at..].chars().nth(1);
    before.is_none_or(|b| b.is_whitespace() || matches!(b, '(' | '[' | '"'))
        && after.is_some_and(char::is_alphanumeric)
}

/// "Don't you go flyin' them drones", "don't be lettin' nobody in", "no takin' the rats oot":
/// a dialect participle whose closing "g" an apostrophe stands for (the word `part`, all of
/// `range` of `text`, ends in "in" and an apostrophe follows it) is read as its "-ing" word, so
/// it meets "fly", "letting", "take". `None` for any other word, and for a quotation's closing
/// mark ("mark it 'cabin'": an opening quote stands earlier on the line, "'em" and "'cause"
/// too, so "give 'em a goin'" is left as it was).
pub(super) fn dropped_g_participle(text: &str, range: &Range<usize>, part: &str) -> Option<Stem> {
    // (A cheap screen: the word's last two bytes, then the byte after it.)
    let b = part.as_bytes();
    if b.len() < 4 || !b[b.len() - 2..].eq_ignore_ascii_case(b"in") {
        return None;
    }
    let rest = text.get(range.end..)?;
    let mut after = rest.chars();
    if !after.next().is_some_and(is_apostrophe)
        || after.next().is_some_and(char::is_alphanumeric)
        || text.get(range.clone()) != Some(part)
        || !part.bytes().all(|c| c.is_ascii_alphabetic())
    {
        return None;
    }
    let line_start = text[..range.start].rfind('\n').map_or(0, |i| i + 1);
    if text[line_start..range.start]
        .char_indices()
        .any(|(i, c)| is_apostrophe(c) && opening_quote(text, line_start + i))
    {
        return None;
    }
    let mut word = String::with_capacity(part.len() + 1);
    word.push_str(part);
    word.push('g');
    Some(stem(&word))
}

/// "don't be takin' bookings for more than six" -> "max 6 per booking": a verb whose "g" the
/// speaker dropped ("takin'", "smokin'") read as the rule's scope, an unknown word; it names
/// no one and nothing the rule covers. The rewrite's side must be no other single word
/// ("parkin'" -> "unload" is another act), unless it is the same verb ("takin'" -> "take").
pub(super) fn dropped_g_read_as_scope(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: Option<&Range<usize>>,
) -> bool {
    let Some(w) = original.get(from.clone()) else {
        return false;
    };
    // (The same dropped "g" the rules' stems read: `dialect_words::dropped_g_participle`.)
    if super::dialect_words::dropped_g_participle(original, from, w).is_none() {
        return false;
    }
    let root = w[..w.len() - 2].to_ascii_lowercase();
    to.and_then(|t| rewrite.get(t.clone())).is_none_or(|said| {
        said.trim().contains(char::is_whitespace) || said.to_ascii_lowercase().starts_with(&root)
    })
}

/// Words of American Southern, Trinidadian, Malaysian, New Zealand and Geordie English that name no one and
/// nothing a rule covers beyond its addressees: "y'all", "allyuh", particles ("lah").
const DIALECT_WORDS: &[&str] = &[
    "y'all",
    "yall",
    "y\u{2019}all",
    "allyuh",
    // New Zealand and Geordie greetings (corpus36c).
    "chur",
    "howay",
    "lah",
    "lor",
    "leh",
    // Nigerian "oga" ("boss", a title of address) and "abeg", Scots "ach" and "och",
    // Australian "crikey" (corpus36).
    "oga",
    "abeg",
    "ach",
    "och",
    "crikey",
    // Scouse "ay", Fijian "isa", "bula" and "vinaka", Bangladeshi "bhai" (corpus37c).
    "ay",
    "isa",
    "bula",
    "vinaka",
    "bhai",
];

/// "Y'all can run the big Heidelberg after hours" -> "Big Heidelberg: anyone may run it
/// after hours": a dialect word of address or a particle ("y'all", "allyuh", "lah") read as
/// the rule's scope: it names the people addressed, said again as "anyone" ("everyone",
/// "staff", "crew") or not at all. Another word read as the scope is still reported.
fn dialect_word_of_address(original: &str, from: &Range<usize>) -> bool {
    original.get(from.clone()).is_some_and(|w| {
        is_one_of(
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '\u{2019}'),
            DIALECT_WORDS,
        )
    })
}

/// Faithful forms read in corpus35c, each a filter over one kind of change: a dialect word of
/// address, a setting false said as a negation, a ban said again near a negation, a gated ban
/// said as "only", a stress word dropped from a rewrite that still binds.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "scope changed" => dialect_word_of_address(original, from),
        "negation added" => {
            to.is_some_and(|t| false_setting_said_as_negation(original, rewrite, t))
        }
        "prohibition became mention" | "negation dropped" => {
            ban_said_again_near_a_negation(original, from, rewrite)
                || gated_ban_said_as_only(original, from, rewrite)
        }
        "constraint deleted" => {
            stress_dropped_from_a_binding_rewrite(original, from, rewrite)
                || no_case_excepted_dropped_from_a_binding_rewrite(original, from, rewrite)
        }
        _ => false,
    }
}

/// Words of dialect that name no one and nothing a rule covers: Scots function words
/// ("tae", "ye", "wi'", "ony"), South African and Scots particles ("ja", "ne", "och"),
/// Yorkshire "tha" ("you") and "ey", "ee", Jamaican "fi" ("to", "for"), Hong Kong English
/// particles ("wah", "lah", "leh", "lor"; corpus35).
const DIALECT_FUNCTION_WORDS: &[&str] = &[
    "tae", "ye", "wi'", "wi", "ony", "fae", "frae", "o'", "ja", "ne", "och", "hey", "tha", "ey",
    "ee", "fi", "wah", "lah", "leh", "lor",
];

/// "the tandoor must be lit by 5 pm itself" -> "light tandoor no later than 17:00": the
/// Indian English "itself" after a time or a date ("by the 15th itself") stresses the
/// deadline and names no scope; Scots and South African function words and particles
/// ("tae", "ye", "ja") and "wee" said as "small" ("little", "minor") neither. "by itself"
/// after a verb, or "wee" with no word of size in the rewrite, are still read.
pub(super) fn dialect_word_of_no_scope(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(word) = original.get(from.clone()) else {
        return false;
    };
    if is_one_of(word, DIALECT_FUNCTION_WORDS) {
        return true;
    }
    if word.eq_ignore_ascii_case("wee") {
        return holds_any_phrase(rewrite, &["small", "little", "minor", "tiny"]);
    }
    if word.eq_ignore_ascii_case("itself") {
        let ws = words(original, 0..from.start);
        return ws.last().is_some_and(|(w, _)| {
            w.bytes().any(|b| b.is_ascii_digit())
                || is_one_of(
                    w,
                    &[
                        "am", "pm", "noon", "midnight", "today", "tomorrow", "tonight",
                    ],
                )
        });
    }
    false
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use crate::polarity::dialect_words::dropped_g_participle;
    use crate::polarity::stems::{Stem, stem};
    use crate::polarity::tests::assert_reports;

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

    /// A Caribbean "de" ("the") dropped is faithful (corpus31b f45); the rule's words or
    /// its addressee changed beside it are still reported, and so is a name's "de".
    #[test]
    fn a_dialect_article_dropped() {
        let o = "Doh send de invoices to Marcus.";
        assert_faithful(&[
            (o, "Don't send invoices to Marcus."),
            (o, "Never send the invoices to Marcus."),
        ]);
        assert_changed(&[
            (o, "Don't send invoices to Priya."),
            (o, "Don't send receipts to Marcus."),
            (o, "Send invoices to Marcus."),
            (
                "Don't send invoices to Maria de Souza.",
                "Don't send invoices to Maria Souza.",
            ),
        ]);
    }

    /// A pidgin "am" (it) after a verb is no time; "10 am" is.
    #[test]
    fn a_pronoun_am_is_no_time() {
        let o = "Abeg make you no publish the pairings until the arbiter don check am. And send the bulletin to all the state chairmen by Friday.";
        assert_faithful(&[(
            o,
            "Don't publish pairings until the arbiter has checked them; send bulletin to all state chairmen by Fri.",
        )]);
        assert_reports(
            "bound dropped",
            &[(
                "Don't publish the pairings until 10 am.",
                "Don't publish pairings.",
            )],
        );
        let t = "until the arbiter don check am";
        assert!(super::pronoun_am(t, &(t.len() - 2..t.len())));
        for t in ["until 10 am", "until nine am", "until 10am"] {
            assert!(!super::pronoun_am(t, &(t.len() - 2..t.len())), "{t}");
        }
    }

    /// Words of address of Sri Lankan, Zambian and Newfoundland English say nothing of the
    /// rule.
    #[test]
    fn dialect_words_of_address() {
        assert_faithful(&[
            (
                "Ane, kindly log the Kandy complaints under 'billing', not 'meter fault'.",
                "Kandy complaints → log as 'billing' (not 'meter fault').",
            ),
            (
                "Eish, don't load the trucks before the seals are checked.",
                "Don't load trucks before seal check.",
            ),
            (
                "Don't take the skiff past the point after dark, b'y.",
                "No skiff past the point after dark.",
            ),
        ]);
    }

    /// A Kiwi or Geordie word of address read as the scope is no scope.
    #[test]
    fn kiwi_and_geordie_address() {
        assert_faithful(&[(
            "Chur crew — staff on a trial contract aren't to be rostered alone, full contract only, no arguments.",
            "Solo rostering: full contract only; trial-contract staff not accepted.",
        )]);
    }

    fn participle(text: &str, word: &str) -> Option<Stem> {
        let at = text.find(word).unwrap();
        dropped_g_participle(text, &(at..at + word.len()), word)
    }

    #[test]
    fn a_dropped_g_reads_as_the_ing_word() {
        let flying = participle("Don't you go flyin' them drones over the park.", "flyin");
        assert_eq!(flying, Some(stem("flying")));
        assert_eq!(flying, Some(stem("fly")));
        let letting = participle("Don't be lettin' nobody in without a shower.", "lettin");
        assert_eq!(letting, Some(stem("letting")));
        let taking = participle("Ye cannet be takin\u{2019} the rats oot.", "takin");
        assert_eq!(taking, Some(stem("take")));
    }

    #[test]
    fn other_words_ending_in_in_are_left_alone() {
        // No apostrophe: "cabin", "Berlin", "within".
        assert_eq!(
            participle("Lock the cabin before you leave.", "cabin"),
            None
        );
        assert_eq!(participle("Ship it to Berlin, not Munich.", "Berlin"), None);
        // A quotation's closing mark.
        assert_eq!(
            participle("Label the box 'cabin' and seal it.", "cabin"),
            None
        );
        assert_eq!(participle("Give 'em the goin' rate.", "goin"), None);
        // A possessive or a contraction goes on after the apostrophe.
        assert_eq!(participle("Don't open Robin's locker.", "Robin"), None);
        // Too short to be a participle.
        assert_eq!(participle("Don't stay in' there.", "in"), None);
    }

    /// A dialect word of address read as a scope, and a setting turned off said as a
    /// negation, are faithful; another actor widened, or a setting turned on said as a
    /// negation, are still reported.
    #[test]
    fn dialect_address_and_false_settings() {
        assert_faithful(&[
            (
                "Y'all can run the big Heidelberg after hours, but only Darnell's allowed to change the blankets on it.",
                "Big Heidelberg: anyone may run it after hours; blanket changes = Darnell only.",
            ),
            (
                "Y'all can take the van on weekends, but only Rosa fuels it.",
                "Van: anyone may take it on weekends; fueling = Rosa only.",
            ),
            (
                "roster_lock: 48h before first match\nsubstitutes_max: 2\ncoach_comms_during_live_rounds: false",
                "Roster locks 48 hours pre-first match; max two subs; coaches may not talk to players during live rounds.",
            ),
            (
                "late_checkout_allowed: false\nbreakfast_included: true",
                "Late checkout not allowed; breakfast included.",
            ),
        ]);
        assert_changed(&[
            (
                "The interns can take the van on weekends, but only Rosa fuels it.",
                "Van: anyone may take it on weekends; fueling = Rosa only.",
            ),
            (
                "late_checkout_allowed: true\nbreakfast_included: true",
                "Late checkout not allowed; breakfast included.",
            ),
        ]);
    }
}
