//! Known misses of session 32, read from the two texts alone when nothing else was found
//! (session 33): a revocation said as the duty it revoked, a comparison of two named
//! quantities turned, a universal narrowed by a new word, the actor of "anyone who isn't X"
//! inverted, a ban until an event said as a state kept after it, and the labels of two
//! telegraphic rules traded. Each reading sits behind a byte screen of its trigger words
//! before any sentence is cut.

use std::ops::Range;

use super::holds_ignoring_case;

/// A word of a text, lower-cased, with its byte range in the text.
pub(super) struct Word {
    pub(super) lower: String,
    pub(super) range: Range<usize>,
}

/// The words of `text` (letters, digits, "_", apostrophes and inner hyphens kept), lower-cased,
/// with the punctuation that cuts a clause as words of their own ("||" for "." ";" "!" "?" and
/// a line break, which end a sentence; "|" for ":" "," "(" ")" "/" and an arrow), and comparison
/// signs as words ("<", ">", "<=", ">=").
pub(super) fn words(text: &str) -> Vec<Word> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < text.len() {
        let c = text[i..].chars().next().unwrap_or(' ');
        let n = c.len_utf8();
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            let mut j = i;
            while j < text.len() {
                let d = text[j..].chars().next().unwrap_or(' ');
                let inner = matches!(d, '\'' | '\u{2019}' | '-' | '.' | ':')
                    && text[j + d.len_utf8()..].starts_with(|e: char| e.is_alphanumeric())
                    && (d != '.' && d != ':' || b[j - 1].is_ascii_digit());
                if d.is_alphanumeric() || d == '_' || (j > start && inner) {
                    j += d.len_utf8();
                } else {
                    break;
                }
            }
            out.push(Word {
                lower: lower_case(&text[start..j]),
                range: start..j,
            });
            i = j;
            continue;
        }
        let sign = match c {
            '<' | '≤' => Some(if b.get(i + 1) == Some(&b'=') {
                "<="
            } else {
                "<"
            }),
            '>' | '≥' => Some(if b.get(i + 1) == Some(&b'=') {
                ">="
            } else {
                ">"
            }),
            _ => None,
        };
        // "->" is an arrow, no comparison.
        let arrow = c == '>' && i > 0 && matches!(b[i - 1], b'-' | b'=');
        if let Some(s) = sign.filter(|_| !arrow) {
            let len = if s.len() == 2 && c.is_ascii() { 2 } else { n };
            out.push(Word {
                lower: s.to_string(),
                range: i..i + len,
            });
            i += len;
            continue;
        }
        if matches!(
            c,
            '.' | ';' | ':' | ',' | '!' | '?' | '(' | ')' | '/' | '\n'
        ) || arrow
        {
            let hard = matches!(c, '.' | ';' | '!' | '?' | '\n');
            out.push(Word {
                lower: if hard { "||" } else { "|" }.to_string(),
                range: i..i + n,
            });
        }
        i += n;
    }
    out
}

/// `word` lower-cased, its typographic apostrophes made straight: an ASCII word (nearly
/// every one) is copied once, with no search for the apostrophe it cannot hold.
fn lower_case(word: &str) -> String {
    if word.is_ascii() {
        word.to_ascii_lowercase()
    } else {
        word.to_lowercase().replace('\u{2019}', "'")
    }
}

/// A word without a plural "s" or a possessive "'s" ("queries" = "query" is not read:
/// "queries" and "query" stay apart, "hotfixes" = "hotfixe" on both sides).
pub(super) fn stem(w: &str) -> &str {
    let w = w.strip_suffix("'s").unwrap_or(w);
    if w.len() > 3 && w.ends_with('s') && !w.ends_with("ss") {
        &w[..w.len() - 1]
    } else {
        w
    }
}

/// Words of no content for the readings here.
pub(super) fn function_word(w: &str) -> bool {
    matches!(
        w,
        "|" | "||"
            | "a"
            | "an"
            | "the"
            | "to"
            | "of"
            | "in"
            | "on"
            | "at"
            | "for"
            | "by"
            | "with"
            | "from"
            | "and"
            | "or"
            | "is"
            | "are"
            | "be"
            | "was"
            | "were"
            | "it"
            | "its"
            | "this"
            | "that"
            | "my"
            | "me"
            | "our"
            | "your"
            | "their"
            | "you"
            | "we"
            | "i"
            | "user"
            | "must"
            | "should"
            | "will"
            | "can"
            | "may"
            | "need"
            | "needs"
            | "have"
            | "has"
            | "all"
            | "any"
            | "every"
            | "each"
    )
}

pub(super) fn is_negation(w: &str) -> bool {
    matches!(
        w,
        "not"
            | "no"
            | "never"
            | "none"
            | "nobody"
            | "nothing"
            | "cannot"
            | "without"
            | "nor"
            | "non"
    ) || w.ends_with("n't")
}

/// The clauses of `words` (cut at "|" and "||").
pub(super) fn clauses(words: &[Word]) -> impl Iterator<Item = &[Word]> {
    words.split(|w| cut(&w.lower)).filter(|c| !c.is_empty())
}

/// The sentences of `words` (cut at "||"; a clause's "|" stays in).
pub(super) fn sentences(words: &[Word]) -> impl Iterator<Item = &[Word]> {
    words.split(|w| w.lower == "||").filter(|c| !c.is_empty())
}

/// The word is a cut of [`words`].
fn cut(w: &str) -> bool {
    w.starts_with('|')
}

/// The range from the first to the last word of `clause`.
pub(super) fn span(clause: &[Word]) -> Range<usize> {
    match (clause.first(), clause.last()) {
        (Some(a), Some(z)) => a.range.start..z.range.end,
        _ => 0..0,
    }
}

/// How many content words of `a` are said in `b` (by [`stem`]).
pub(super) fn shared(a: &[Word], b: &[Word]) -> usize {
    a.iter()
        .filter(|w| w.lower.len() >= 3 && !function_word(&w.lower))
        .filter(|w| b.iter().any(|x| stem(&x.lower) == stem(&w.lower)))
        .count()
}

/// Trigger bits of [`screen`].
const REVOKES: u16 = 1;
const COMPARES: u16 = 1 << 1;
const QUANTIFIES: u16 = 1 << 2;
const WHO: u16 = 1 << 3;
const UNTIL: u16 = 1 << 4;
const KEEPS: u16 = 1 << 5;
const LABELS: u16 = 1 << 6;

/// The trigger words of this module's readings `text` holds, in one pass over its bytes: at
/// each word start only the words of its first letter are compared ("no longer", "needn",
/// "need not"; "above", "below", "under", "exceed", "beyond", "than", "at least", "at most"
/// or a sign; "all", "every", "any", "each"; "who"; "until", "till"; "stay", "remain",
/// "keep", "kept", "left"), and two ":" at least.
fn screen(text: &str) -> u16 {
    let b = text.as_bytes();
    let mut bits = 0;
    let mut colons = 0;
    let at = |i: usize, w: &str| {
        b.get(i..i + w.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(w.as_bytes()))
    };
    // A comparison of named quantities: a letter follows the comparing word or sign past
    // spaces, "=", "the" and "than" ("above poll_interval", "at least the day's takings"; not
    // "over €500", "at most 3", "≤ 9").
    let names_after = |mut i: usize| {
        loop {
            while b.get(i).is_some_and(|c| matches!(c, b' ' | b'=')) {
                i += 1;
            }
            match ["the ", "than "].iter().find(|w| at(i, w)) {
                Some(w) => i += w.len(),
                None => break,
            }
        }
        b.get(i).is_some_and(u8::is_ascii_alphabetic)
    };
    for i in 0..b.len() {
        let c = b[i];
        match c {
            // ("->" and "=>" are arrows.)
            b'<' | b'>'
                if !(c == b'>' && i > 0 && matches!(b[i - 1], b'-' | b'='))
                    && names_after(i + 1) =>
            {
                bits |= COMPARES
            }
            b':' => colons += 1,
            // "≤", "≥".
            0xE2 if matches!(b.get(i + 1..i + 3), Some([0x89, 0xA4 | 0xA5]))
                && names_after(i + 3) =>
            {
                bits |= COMPARES
            }
            _ => {}
        }
        if !c.is_ascii_alphabetic() || (i > 0 && b[i - 1].is_ascii_alphanumeric()) {
            continue;
        }
        bits |= match c.to_ascii_lowercase() {
            b'a' if ["above", "at least", "at most"]
                .iter()
                .any(|w| at(i, w) && names_after(i + w.len())) =>
            {
                COMPARES
            }
            b'a' if at(i, "all ") || at(i, "any ") => QUANTIFIES,
            b'b' if ["below", "beyond"]
                .iter()
                .any(|w| at(i, w) && names_after(i + w.len())) =>
            {
                COMPARES
            }
            b'e' if ["exceeds", "exceed"]
                .iter()
                .any(|w| at(i, w) && names_after(i + w.len())) =>
            {
                COMPARES
            }
            b'e' if at(i, "every ") || at(i, "each ") => QUANTIFIES,
            b'k' if at(i, "keep") || at(i, "kept") => KEEPS,
            b'l' if at(i, "left") => KEEPS,
            b'n' if at(i, "no longer") || at(i, "needn") || at(i, "need not") => REVOKES,
            b'r' if at(i, "remain") => KEEPS,
            b's' if at(i, "stay") => KEEPS,
            b't' if at(i, "than") && names_after(i + 4) => COMPARES,
            b't' if at(i, "till") => UNTIL,
            b'u' if at(i, "under") && names_after(i + 5) => COMPARES,
            b'u' if at(i, "until") => UNTIL,
            b'w' if at(i, "who") => WHO,
            _ => 0,
        };
    }
    if colons >= 2 {
        bits |= LABELS;
    }
    bits
}

/// The first change found by the readings of this module, as (what, original range, rewrite
/// range). Each reading runs only when [`screen`] finds its trigger words in the texts: the
/// original's screen is kept in `original_screen` (on its facts: searched once for every
/// rewrite proposed for it), the rewrite's searched only when a reading needs it.
pub(super) fn change_missed(
    original: &str,
    rewrite: &str,
    original_screen: &std::sync::OnceLock<u16>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    let o = *original_screen.get_or_init(|| screen(original));
    if o & (REVOKES | COMPARES | QUANTIFIES | WHO | UNTIL | LABELS) == 0 {
        return None;
    }
    let r = if o & (COMPARES | UNTIL | LABELS) != 0 {
        screen(rewrite)
    } else {
        0
    };
    if o & REVOKES != 0
        && let Some((from, to)) = revocation_said_as_duty(original, rewrite)
    {
        return Some(("negation dropped", from, to));
    }
    if o & r & COMPARES != 0
        && let Some((from, to)) = comparison_turned(original, rewrite)
    {
        return Some(("bound direction changed", from, to));
    }
    if o & QUANTIFIES != 0
        && let Some((from, to)) = universal_narrowed(original, rewrite)
    {
        return Some(("scope changed", from, to));
    }
    if o & WHO != 0
        && let Some((from, to)) = excluded_actor_included(original, rewrite)
    {
        return Some(("scope changed", from, to));
    }
    if o & UNTIL != 0
        && r & KEEPS != 0
        && let Some((from, to)) = ban_until_kept_after(original, rewrite)
    {
        return Some(("bound direction changed", from, to));
    }
    if o & r & LABELS != 0
        && let Some((from, to)) = labels_traded(original, rewrite)
    {
        return Some(("scope changed", from, to));
    }
    None
}

/// Words that keep a revocation in a rewrite ("no longer", "not needed", "optional",
/// "waived", "used to"...).
fn keeps_a_revocation(w: &str) -> bool {
    is_negation(w)
        || matches!(
            w,
            "longer"
                | "anymore"
                | "revoked"
                | "revoke"
                | "dropped"
                | "lifted"
                | "waived"
                | "waive"
                | "optional"
                | "scrapped"
                | "removed"
                | "ended"
                | "gone"
                | "exempt"
                | "exempted"
                | "unneeded"
                | "unnecessary"
                | "needless"
                | "skip"
                | "skipped"
                | "free"
                | "discretion"
                | "cancelled"
                | "canceled"
                | "retired"
                | "abolished"
                | "rescinded"
                | "withdrawn"
                | "relaxed"
                | "used"
                | "formerly"
                | "previously"
                | "was"
                | "were"
                | "had"
                | "n/a"
                | "na"
        )
}

/// "You no longer need my sign-off for hotfixes" -> "Hotfixes need user sign-off": a duty the
/// original revokes ("no longer" before a word of duty, "needn't", "need not") said by a
/// rewrite clause sharing two of its content words with no word that keeps the revocation
/// ([`keeps_a_revocation`]). The revocation's range and the rewrite clause's.
pub(super) fn revocation_said_as_duty(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !holds_ignoring_case(original, "no longer")
        && !holds_ignoring_case(original, "needn")
        && !holds_ignoring_case(original, "need not")
    {
        return None;
    }
    let o_words = words(original);
    let r_words = words(rewrite);
    for clause in sentences(&o_words) {
        let marker = clause.iter().enumerate().find_map(|(k, w)| {
            let next = |d: usize| clause.get(k + d).map_or("", |x| x.lower.as_str());
            let duty = |x: &str| {
                matches!(
                    x,
                    "need"
                        | "needs"
                        | "have"
                        | "has"
                        | "require"
                        | "requires"
                        | "required"
                        | "must"
                        | "obliged"
                        | "mandatory"
                        | "compulsory"
                        | "necessary"
                        | "expected"
                )
            };
            match w.lower.as_str() {
                "no" if next(1) == "longer" && (duty(next(2)) || duty(next(3))) => {
                    Some(w.range.start..clause[k + 1].range.end)
                }
                "needn't" | "neednt" => Some(w.range.clone()),
                "need" if next(1) == "not" => Some(w.range.start..clause[k + 1].range.end),
                _ => None,
            }
        });
        let Some(marker) = marker else { continue };
        let content = clause
            .iter()
            .filter(|w| {
                w.lower.len() >= 3 && !function_word(&w.lower) && !keeps_a_revocation(&w.lower)
            })
            .count();
        let needed = content.clamp(1, 2);
        for r in sentences(&r_words) {
            if shared(clause, r) >= needed && !r.iter().any(|w| keeps_a_revocation(&w.lower)) {
                return Some((marker, span(r)));
            }
        }
    }
    None
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    Greater,
    Less,
}

impl Side {
    fn turned(self) -> Side {
        match self {
            Side::Greater => Side::Less,
            Side::Less => Side::Greater,
        }
    }
}

/// One comparison of two named quantities: the left one's word, its side, the right one's
/// word, and the range of the comparing word(s).
struct Comparison<'w> {
    left: &'w str,
    side: Side,
    right: &'w str,
    range: Range<usize>,
}

/// The comparisons of two named quantities in `words` ("timeout above poll_interval",
/// "timeout < poll_interval", "batch size must never exceed the page size"): a negation
/// before the comparing word in its clause turns its side; a number on either side is no
/// named quantity (the bound readings compare those).
fn comparisons(words: &[Word]) -> Vec<Comparison<'_>> {
    let mut out = Vec::new();
    for clause in clauses(words) {
        let mut k = 0;
        while k < clause.len() {
            let w = clause[k].lower.as_str();
            let next = clause.get(k + 1).map_or("", |x| x.lower.as_str());
            let (side, len) = match (w, next) {
                ("<" | "<=", _) => (Side::Less, 1),
                (">" | ">=", _) => (Side::Greater, 1),
                ("above" | "exceed" | "exceeds" | "exceeding" | "beyond", _) => (Side::Greater, 1),
                ("below" | "under" | "beneath", _) => (Side::Less, 1),
                (
                    "higher" | "greater" | "more" | "larger" | "longer" | "bigger" | "later",
                    "than",
                ) => (Side::Greater, 2),
                ("lower" | "less" | "smaller" | "shorter" | "fewer" | "earlier", "than") => {
                    (Side::Less, 2)
                }
                ("at", "least") => (Side::Greater, 2),
                ("at", "most") => (Side::Less, 2),
                _ => {
                    k += 1;
                    continue;
                }
            };
            let skip_left = |x: &str| {
                matches!(
                    x,
                    "stay"
                        | "stays"
                        | "remain"
                        | "remains"
                        | "is"
                        | "are"
                        | "be"
                        | "been"
                        | "must"
                        | "should"
                        | "shall"
                        | "will"
                        | "always"
                        | "never"
                        | "not"
                        | "set"
                        | "sit"
                        | "sits"
                        | "fall"
                        | "falls"
                        | "drop"
                        | "drops"
                        | "go"
                        | "goes"
                        | "rise"
                        | "rises"
                        | "get"
                        | "gets"
                        | "run"
                        | "runs"
                        | "kept"
                        | "strictly"
                        | "well"
                        | "no"
                ) || x.ends_with("n't")
            };
            // A negation turns the comparison between its left word and the comparing word
            // ("must never exceed", "no more than"), or before "let" ("don't let X fall
            // below Y"); one before the left word negates the act ("Never touch anything
            // under /prod").
            let left_at = clause[..k].iter().rposition(|x| !skip_left(&x.lower));
            let between = clause[left_at.map_or(0, |l| l + 1)..k]
                .iter()
                .filter(|x| is_negation(&x.lower))
                .count();
            let let_ = clause[..k]
                .windows(2)
                .any(|p| is_negation(&p[0].lower) && p[1].lower == "let");
            let negated = (between + usize::from(let_)) % 2 == 1;
            let side = if negated { side.turned() } else { side };
            let left = clause[..k]
                .iter()
                .rev()
                .map(|x| x.lower.as_str())
                .find(|x| !skip_left(x));
            let right_at = clause[k + len..]
                .iter()
                .position(|x| {
                    !matches!(
                        x.lower.as_str(),
                        "the" | "a" | "an" | "that" | "of" | "its" | "their" | "than"
                    )
                })
                .map(|j| k + len + j);
            // "below PHP 2,000": a unit before a number is no named quantity.
            let right = right_at
                .filter(|&j| {
                    !clause
                        .get(j + 1)
                        .is_some_and(|x| x.lower.starts_with(|c: char| c.is_ascii_digit()))
                })
                .map(|j| clause[j].lower.as_str());
            let named = |x: &str| {
                x.len() >= 2
                    && x.starts_with(|c: char| c.is_alphabetic())
                    && !matches!(x, "keep" | "let" | "it" | "them" | "this")
                    // "more than once a week" is a count.
                    && !matches!(
                        x,
                        "once" | "twice" | "thrice" | "one" | "two" | "three" | "four" | "five"
                            | "six" | "seven" | "eight" | "nine" | "ten" | "half" | "double"
                            | "dozen" | "hundred"
                    )
            };
            if let (Some(left), Some(right)) = (left, right)
                && named(left)
                && named(right)
            {
                out.push(Comparison {
                    left: stem(left),
                    side,
                    right: stem(right),
                    range: clause[k].range.start..clause[k + len - 1].range.end,
                });
            }
            k += len;
        }
    }
    out
}

/// "Keep timeout above poll_interval" -> "timeout < poll_interval": the same two named
/// quantities compared by both texts (either way round), the rewrite's side turned. The two
/// comparing words' ranges.
pub(super) fn comparison_turned(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    let screen = |t: &str| {
        t.as_bytes().iter().any(|&b| b == b'<' || b == b'>')
            || t.contains('≤')
            || t.contains('≥')
            || [
                "above", "below", "under", "exceed", "than", "at least", "at most", "beyond",
            ]
            .iter()
            .any(|w| holds_ignoring_case(t, w))
    };
    if !screen(original) || !screen(rewrite) {
        return None;
    }
    let o_words = words(original);
    let before = comparisons(&o_words);
    if before.is_empty() {
        return None;
    }
    let r_words = words(rewrite);
    let after = comparisons(&r_words);
    for o in &before {
        for r in &after {
            let side = if o.left == r.left && o.right == r.right {
                r.side
            } else if o.left == r.right && o.right == r.left {
                r.side.turned()
            } else {
                continue;
            };
            if side != o.side {
                return Some((o.range.clone(), r.range.clone()));
            }
        }
    }
    None
}

/// "All auditor queries come to me" -> "Tax queries -> user": a clause opening with "all",
/// "every", "any" or "each" and the words of the thing it quantifies (up to a word of no
/// content or a verb of the list), whose last word (its head) the rewrite says after a word
/// the original nowhere says, nor a form of one ("prod" for "production"), with only the
/// thing's own words between ("Urgent auditor queries"). The quantifier's range and the new
/// word's.
pub(super) fn universal_narrowed(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !["all ", "every ", "any ", "each "]
        .iter()
        .any(|q| holds_ignoring_case(original, q))
    {
        return None;
    }
    let o_words = words(original);
    let mut r_words: Option<Vec<Word>> = None;
    for (k, q) in o_words.iter().enumerate() {
        if !matches!(q.lower.as_str(), "all" | "every" | "any" | "each")
            || (k > 0 && !cut(&o_words[k - 1].lower))
        {
            continue;
        }
        let mut j = k + 1;
        while o_words
            .get(j)
            .is_some_and(|w| matches!(w.lower.as_str(), "of" | "the" | "our" | "your" | "my"))
        {
            j += 1;
        }
        let things: Vec<&Word> = o_words[j.min(o_words.len())..]
            .iter()
            .take(3)
            .take_while(|w| {
                !function_word(&w.lower)
                    && !stop_of_a_thing(&w.lower)
                    && w.lower.starts_with(|c: char| c.is_alphabetic())
            })
            .collect();
        let Some(head) = things.last().filter(|h| h.lower.len() >= 3) else {
            continue;
        };
        let thing = |w: &str| things.iter().any(|t| stem(&t.lower) == stem(w));
        let said = |w: &str| {
            o_words.iter().any(|o| {
                let (a, b) = (o.lower.as_bytes(), w.as_bytes());
                let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
                stem(&o.lower) == stem(w) || common >= 4 || common == a.len().min(b.len())
            })
        };
        let r_words = r_words.get_or_insert_with(|| words(rewrite));
        for (m, r) in r_words.iter().enumerate() {
            if stem(&r.lower) != stem(&head.lower) {
                continue;
            }
            let Some(before) = r_words[..m].iter().rev().find(|x| !thing(&x.lower)) else {
                continue;
            };
            let w = before.lower.as_str();
            if cut(w)
                || function_word(w)
                || is_negation(w)
                || stop_of_a_thing(w)
                || w.len() < 2
                || !w.starts_with(|c: char| c.is_alphabetic())
                || said(w)
            {
                continue;
            }
            return Some((q.range.clone(), before.range.clone()));
        }
    }
    None
}

/// Words that end the quantified thing ("All queries come to me": "come").
fn stop_of_a_thing(w: &str) -> bool {
    matches!(
        w,
        "come"
            | "comes"
            | "go"
            | "goes"
            | "get"
            | "gets"
            | "need"
            | "needs"
            | "stay"
            | "stays"
            | "who"
            | "which"
            | "require"
            | "requires"
            | "do"
            | "does"
            | "don't"
            | "doesn't"
            | "under"
            | "over"
            | "above"
            | "below"
            | "before"
            | "after"
            | "until"
            | "than"
            | "longer"
            | "shorter"
            | "older"
            | "newer"
            | "larger"
            | "bigger"
            | "smaller"
            | "higher"
            | "lower"
            | "greater"
            | "more"
            | "less"
            | "fewer"
            | "per"
            | "whatever"
            | "both"
            | "such"
            | "one"
            | "two"
            | "three"
    ) || is_negation(w)
}

/// "Anyone who isn't staff stays behind the rope" -> "Staff stay behind the rope": the one
/// thing a rule's actor is not ("anyone", "anybody", "whoever", "those"... "who isn't",
/// "who doesn't have"...: its first content word) named by the rewrite with no negation
/// near it ("non-staff", "not on the rota", "except staff", "uncertified" keep it), or held
/// to it ("Not staff only", "Staff only"). The negation's range and the rewrite's word.
pub(super) fn excluded_actor_included(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !holds_ignoring_case(original, "who ") && !holds_ignoring_case(original, "whoever ") {
        return None;
    }
    let o_words = words(original);
    let (negation, key) = o_words.iter().enumerate().find_map(|(k, w)| {
        if !matches!(w.lower.as_str(), "who" | "who's" | "whoever" | "that") {
            return None;
        }
        // The actor opens its clause ("Anyone who isn't staff stays ..."; not "... leaves
        // with anyone who isn't on their list").
        let opens = |at: usize| at == 0 || cut(&o_words[at - 1].lower);
        let actor = (w.lower == "whoever" && opens(k))
            || k > 0
                && opens(k - 1)
                && matches!(
                    o_words[k - 1].lower.as_str(),
                    "anyone"
                        | "anybody"
                        | "everyone"
                        | "everybody"
                        | "someone"
                        | "those"
                        | "people"
                        | "staff"
                        | "visitors"
                        | "guests"
                        | "users"
                        | "customers"
                );
        if !actor {
            return None;
        }
        // "who isn't", "who is not", "who doesn't have", "who's not".
        let mut j = k + 1;
        let mut negation = None;
        while let Some(x) = o_words.get(j).filter(|_| j <= k + 3) {
            if is_negation(&x.lower) {
                negation = Some(x.range.clone());
                j += 1;
                break;
            }
            if !matches!(
                x.lower.as_str(),
                "is" | "are" | "'s" | "does" | "do" | "has" | "have"
            ) && !x.lower.ends_with("'s")
            {
                return None;
            }
            j += 1;
        }
        let negation = negation?;
        let key = o_words[j..].iter().take(4).find(|x| {
            !function_word(&x.lower)
                && !matches!(
                    x.lower.as_str(),
                    "hold"
                        | "holding"
                        | "got"
                        | "carry"
                        | "carrying"
                        | "wear"
                        | "wearing"
                        | "been"
                        | "yet"
                        | "already"
                        | "currently"
                        | "one"
                        | "officially"
                        | "done"
                        | "completed"
                        | "passed"
                        | "finished"
                        | "attended"
                        | "signed"
                        | "taken"
                        | "had"
                        | "received"
                        | "paid"
                )
        })?;
        Some((negation, key.lower.clone()))
    })?;
    if cut(&key) {
        return None;
    }
    let r_words = words(rewrite);
    let mut plain = None;
    // The same word, or one of its forms ("induction", "inducted").
    let same = |w: &str| {
        let common = w
            .bytes()
            .zip(key.bytes())
            .take_while(|(a, b)| a == b)
            .count();
        stem(w) == stem(&key) || common >= 5
    };
    for (m, r) in r_words.iter().enumerate() {
        let w = r.lower.as_str();
        // "non-staff", "uncertified", "off-shift" keep the negation; "on-shift" does not.
        let glued = ["non-", "non", "un", "in", "not-", "off-"]
            .iter()
            .any(|p| w.strip_prefix(p).is_some_and(same));
        if glued {
            return None;
        }
        let last = w.rsplit('-').next().unwrap_or(w);
        if !same(w) && !same(last) {
            continue;
        }
        let only = r_words.get(m + 1).is_some_and(|x| x.lower == "only");
        let negated = r_words[m.saturating_sub(3)..m]
            .iter()
            .rev()
            .take_while(|x| !cut(&x.lower))
            .any(|x| {
                is_negation(&x.lower)
                    || matches!(
                        x.lower.as_str(),
                        "except"
                            | "excluding"
                            | "other"
                            | "outside"
                            | "lacking"
                            | "minus"
                            | "unless"
                            | "but"
                    )
            });
        if negated && !only {
            return None;
        }
        plain.get_or_insert(r.range.clone());
    }
    plain.map(|to| (negation, to))
}

/// "Do not open the east wing until the surveyors sign it off" -> "East wing must stay closed
/// after the surveyors sign it off": a negated rule gated by "until" / "till" said by a
/// rewrite clause that keeps a state ("stay", "remain", "keep", "kept", "left") with no
/// negation, no "until" / "till" / "before" / "only", and its gate after the event ("after",
/// "once", "following", "as soon as", "when") naming a content word of the original's event.
/// The original's gate and the rewrite's.
pub(super) fn ban_until_kept_after(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !(holds_ignoring_case(original, "until") || holds_ignoring_case(original, "till"))
        || !["stay", "remain", "keep", "kept", "left"]
            .iter()
            .any(|w| holds_ignoring_case(rewrite, w))
    {
        return None;
    }
    let o_words = words(original);
    let r_words = words(rewrite);
    for clause in clauses(&o_words) {
        let Some(g) = clause
            .iter()
            .position(|w| matches!(w.lower.as_str(), "until" | "till" | "til"))
        else {
            continue;
        };
        if !clause[..g].iter().any(|w| is_negation(&w.lower)) {
            continue;
        }
        let event = &clause[g + 1..];
        for r in clauses(&r_words) {
            let kept = r.iter().any(|w| {
                matches!(
                    w.lower.as_str(),
                    "stay" | "stays" | "remain" | "remains" | "keep" | "kept" | "left"
                )
            });
            if !kept
                || r.iter().any(|w| {
                    is_negation(&w.lower)
                        || matches!(
                            w.lower.as_str(),
                            "until" | "till" | "til" | "before" | "only" | "then" | "can" | "may"
                        )
                })
            {
                continue;
            }
            let Some(h) = r.iter().position(|w| {
                matches!(
                    w.lower.as_str(),
                    "after" | "once" | "following" | "when" | "soon"
                )
            }) else {
                continue;
            };
            if shared(event, &r[h + 1..]) >= 1 && shared(&clause[..g], &r[..h]) >= 1 {
                return Some((clause[g].range.clone(), r[h].range.clone()));
            }
        }
    }
    None
}

/// "Mixers: don't fire before 04:30. Ovens: don't fire before 05:00." -> "Ovens: ... 04:30.
/// Mixers: ... 05:00.": two labels both texts give telegraphic rules, each label's rewrite
/// body saying a word only the other label's original body says, and none only its own
/// says. The original's label and the rewrite's.
pub(super) fn labels_traded(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if original.bytes().filter(|&b| b == b':').count() < 2
        || rewrite.bytes().filter(|&b| b == b':').count() < 2
    {
        return None;
    }
    let o = label_parts(original);
    if o.len() < 2 {
        return None;
    }
    let r = label_parts(rewrite);
    if r.len() < 2 {
        return None;
    }
    let own = |k: usize| -> Vec<&str> {
        o[k].2
            .iter()
            .map(|w| stem(w))
            .filter(|w| !function_word(w) && !is_negation(w))
            .filter(|w| {
                o.iter()
                    .enumerate()
                    .all(|(j, p)| j == k || !p.2.iter().any(|x| stem(x) == *w))
            })
            .collect()
    };
    for (k, (label, from, _)) in o.iter().enumerate() {
        let Some((_, to, body)) = r.iter().find(|p| p.0 == *label) else {
            continue;
        };
        let says = |ws: &[&str]| ws.iter().any(|w| body.iter().any(|x| stem(x) == *w));
        if says(&own(k)) {
            continue;
        }
        let other = (0..o.len())
            .filter(|&j| j != k)
            .any(|j| r.iter().any(|p| p.0 == o[j].0) && says(&own(j)));
        if other {
            return Some((from.clone(), to.clone()));
        }
    }
    None
}

/// The parts of `text` cut at ".", ";", "!", "?" and line breaks that open with a label of one
/// to three words before ":" (not the ":" of a time), as (label lower-cased, label range,
/// body words lower-cased).
fn label_parts(text: &str) -> Vec<(String, Range<usize>, Vec<String>)> {
    let mut out = Vec::new();
    let mut start = 0;
    let b = text.as_bytes();
    for i in 0..=b.len() {
        let end = i == b.len()
            || (matches!(b[i], b'.' | b';' | b'!' | b'?' | b'\n')
                && !b.get(i + 1).is_some_and(|c| c.is_ascii_alphanumeric()));
        if !end {
            continue;
        }
        let part = &text[start..i];
        start = i + 1;
        let Some(colon) = part
            .char_indices()
            .find(|&(j, c)| c == ':' && !part[j + 1..].starts_with(|d: char| d.is_ascii_digit()))
            .map(|(j, _)| j)
        else {
            continue;
        };
        let label = part[..colon].trim();
        let n = label.split_whitespace().count();
        if !(1..=3).contains(&n)
            || !label
                .chars()
                .all(|c| c.is_alphanumeric() || c == ' ' || c == '-')
        {
            continue;
        }
        let at = start - 1 - part.len() + (label.as_ptr() as usize - part.as_ptr() as usize);
        let body = words(&part[colon + 1..])
            .into_iter()
            .map(|w| w.lower)
            .filter(|w| !cut(w))
            .collect();
        out.push((
            stem(&label.to_lowercase()).to_string(),
            at..at + label.len(),
            body,
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// The one-pass screen finds each reading's trigger words, at word starts only.
    #[test]
    fn the_screen_finds_the_trigger_words() {
        use super::*;
        assert_eq!(screen("You no longer need my sign-off."), REVOKES);
        assert_eq!(screen("timeout < poll_interval") & COMPARES, COMPARES);
        assert_eq!(screen("a ≥ b"), COMPARES);
        assert_eq!(
            screen("Keep the float at least the day's takings."),
            COMPARES | KEEPS
        );
        // A number or an amount compared is the bound readings' ("over €500", "≤ 9"), an
        // arrow no sign.
        assert_eq!(
            screen("Refunds over €500; at most 3 retries; ≤ 9 pax; x -> y"),
            0
        );
        assert_eq!(screen("All auditor queries come to me."), QUANTIFIES);
        assert_eq!(screen("Anyone who isn't staff"), WHO);
        assert_eq!(
            screen("Do not open it until noon; it stays shut."),
            UNTIL | KEEPS
        );
        assert_eq!(screen("Mixers: 04:30. Ovens: 05:00."), LABELS);
        // Inside a word: "ball ", "shall ", "wonder", "thunder", "overall ".
        assert_eq!(screen("The ball was thrown. Thunder overall "), 0);
    }

    /// A revocation said as the duty it revoked is reported; the revocation kept is not.
    #[test]
    fn a_revocation_said_as_its_duty() {
        assert_reports(
            "negation dropped",
            &[
                (
                    "You no longer need my sign-off for hotfixes.",
                    "Hotfixes need user sign-off.",
                ),
                (
                    "Drivers no longer have to log fuel receipts by hand.",
                    "Drivers must log fuel receipts by hand.",
                ),
                (
                    "Interns no longer have to wear hard hats in the showroom.",
                    "Interns: hard hats in showroom.",
                ),
                (
                    "You needn't wait for my approval on dependency bumps now.",
                    "Dependency bumps need user approval.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "You no longer need my sign-off for hotfixes.",
                "Hotfixes no longer need user sign-off.",
            ),
            (
                "You no longer need my sign-off for hotfixes.",
                "Hotfixes: user sign-off no longer needed.",
            ),
            (
                "We no longer require two signatures on refunds under £50.",
                "Refunds under £50: two signatures no longer required.",
            ),
        ]);
        // Narrative "no longer" with no duty after it is not read here.
        assert!(
            super::revocation_said_as_duty(
                "The printer no longer jams since the fix.",
                "Printer jams fixed."
            )
            .is_none()
        );
    }

    /// Two named quantities compared the other way round are reported; the same comparison
    /// said with a sign, either way round, is not.
    #[test]
    fn a_comparison_of_two_named_quantities_turned() {
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Keep timeout above poll_interval.",
                    "timeout < poll_interval",
                ),
                (
                    "Keep heap_limit above cache_size.",
                    "cache_size > heap_limit",
                ),
                (
                    "Batch size must never exceed the page size.",
                    "batch size > page size",
                ),
                (
                    "Keep the cache TTL shorter than the session lifetime.",
                    "cache TTL longer than session lifetime",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Keep timeout above poll_interval.",
                "timeout > poll_interval",
            ),
            (
                "Keep timeout above poll_interval.",
                "poll_interval < timeout",
            ),
            (
                "Batch size must never exceed the page size.",
                "batch size <= page size",
            ),
            (
                "The read timeout must stay above the poll interval.",
                "read timeout > poll interval",
            ),
        ]);
        // A negation of the act before the left word, a count, a place are no comparison
        // turned (fixtures s10-r68-F5, s15-rv27-F8, s28-r152).
        assert_faithful(&[
            (
                "Not that folder! Anything under /prod is hands-off.",
                "Never touch anything under /prod.",
            ),
            (
                "Please don't water the fiddle-leaf fig more than once a week.",
                "Water the fiddle-leaf fig no more than once weekly.",
            ),
        ]);
        // Another quantity on one side is not this reading's (the words differ).
        assert!(
            super::comparison_turned(
                "Keep timeout above poll_interval.",
                "retry_delay < poll_interval"
            )
            .is_none()
        );
    }

    /// A universal narrowed by a word the original does not say is reported; the same
    /// things said without the quantifier are not.
    #[test]
    fn a_universal_narrowed_by_a_new_word() {
        assert_reports(
            "scope changed",
            &[
                ("All auditor queries come to me.", "Tax queries -> user"),
                (
                    "All auditor queries come to me.",
                    "Urgent auditor queries -> user",
                ),
                (
                    "Every refund request comes to me first.",
                    "Card refund requests -> user first",
                ),
            ],
        );
        // Narrative "all afternoon", a quantifier inside a clause, "per", a short form of
        // the original's word ("prod"), a verb before the thing are not.
        assert_faithful(&[
            (
                "The kids slept most of the way and it rained all afternoon.",
                "Kids slept; rainy afternoon.",
            ),
            (
                "Each chorister gets two comp tickets, no more.",
                "Comp tickets: max 2 per chorister.",
            ),
            (
                "Every deploy to production needs a change ticket.",
                "Prod deploys require a change ticket.",
            ),
            (
                "Begin every report with a one-line summary.",
                "Start every report with a one-line summary.",
            ),
        ]);
        assert_faithful(&[
            ("All auditor queries come to me.", "Auditor queries -> user"),
            (
                "All auditor queries come to me.",
                "All auditor queries -> user",
            ),
            (
                "All press enquiries go through Dana.",
                "Press enquiries: via Dana",
            ),
        ]);
    }

    /// The one thing an actor is not, named by the rewrite without its negation, is
    /// reported; "non-", "un-", "not", "except" keep it.
    #[test]
    fn the_actor_of_anyone_who_isnt_inverted() {
        assert_changed(&[
            (
                "Anyone who isn't staff stays behind the rope.",
                "Staff stay behind the rope.",
            ),
            (
                "Anyone who isn't a member pays the door fee.",
                "Members pay the door fee.",
            ),
            (
                "Anyone who doesn't have a badge gets escorted.",
                "Badge holders get escorted.",
            ),
            (
                "Anyone who isn't staff must stay behind the rope.",
                "Not staff only: behind the rope.",
            ),
        ]);
        assert_faithful(&[
            (
                "Anyone who isn't staff stays behind the rope.",
                "Non-staff stay behind the rope.",
            ),
            (
                "Anyone who isn't a member pays the door fee.",
                "Non-members pay the door fee.",
            ),
            (
                "Anyone who isn't staff must stay behind the rope.",
                "Everyone except staff stays behind the rope.",
            ),
        ]);
    }

    /// The actor of a clause inside the rule ("leaves with anyone who isn't on their list")
    /// is not read: "only" there restricts the set by its members.
    #[test]
    fn an_excluded_person_inside_a_clause_is_not_the_actor() {
        assert_faithful(&[(
            "Kindly ensure no child leaves the premises with anyone who isn't on their collection list.",
            "Children may only leave the premises with people on their collection list.",
        )]);
        assert_changed(&[(
            "Anybody who hasn't done the induction stays off the shop floor.",
            "Inducted staff stay off the shop floor.",
        )]);
        assert_faithful(&[(
            "Anybody who hasn't done the induction stays off the shop floor.",
            "Uninducted staff stay off the shop floor.",
        )]);
    }

    /// A ban until an event said as a state kept after it is reported; kept until it is
    /// not.
    #[test]
    fn a_ban_until_an_event_said_as_a_state_kept_after_it() {
        assert_reports(
            "bound direction changed",
            &[
                (
                    "Do not open the east wing until the surveyors sign it off.",
                    "East wing must stay closed after the surveyors sign it off.",
                ),
                (
                    "Don't unlock the server room until the electrician leaves.",
                    "Server room stays locked once the electrician leaves.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Do not open the east wing until the surveyors sign it off.",
                "East wing must stay closed until the surveyors sign it off.",
            ),
            (
                "Don't unlock the server room until the electrician leaves.",
                "Server room stays locked until the electrician leaves.",
            ),
        ]);
    }

    /// Labels of two telegraphic rules traded are reported; the parts reordered with their
    /// labels are not.
    #[test]
    fn labels_of_telegraphic_rules_traded() {
        assert_changed(&[
            (
                "Mixers: don't fire before 04:30. Ovens: don't fire before 05:00.",
                "Ovens: not before 04:30. Mixers: not before 05:00.",
            ),
            (
                "Lab A: gloves required. Lab B: goggles required.",
                "Lab B: gloves required. Lab A: goggles required.",
            ),
        ]);
        assert_faithful(&[(
            "Mixers: don't fire before 04:30. Ovens: don't fire before 05:00.",
            "Mixers: not before 04:30. Ovens: not before 05:00.",
        )]);
    }
}
