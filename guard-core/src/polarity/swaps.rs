//! Two phrases that traded places: "Use Postgres for orders and Redis for sessions" became
//! "Use Redis for orders and Postgres for sessions". Every word is still there, so no word
//! is missing or new; what each rule applies to changed. And one light verb traded for
//! another ("give" -> "offer"), which the scope comparison does not weigh. Two values traded
//! between the labels of a list ("men every 12 weeks, women every 16"), and a thing a rule
//! leaves traded with one it bans, read from the two texts alone (corpus35's `change_missed`).

use super::MissedOrDropped;
use super::condition_logic::{self, of_substance, same_stem};
use super::coordination::first_word_in;
use super::extract::Clause;
use super::said_again::is_determiner;
use super::stems::{Stem, stems_match};
use super::words::{
    KeyIndex, NEGATIONS, TextReading, Word, WordKey, alphanumeric_runs, ascii_lower, digits_of,
    has_digit, has_two_digit_runs, holds_any_phrase, holds_any_phrase as has_any, is_content,
    negates, number_value, parts, said, says, words_of,
};
use super::{is_one_of, negation_count, past_tellings, quantities, universals, widened};
use crate::classify::lexicon::is_base_verb;
use smallvec::SmallVec;
use std::borrow::Cow;
use std::cell::OnceCell;
use std::ops::Range;

/// Words that name nothing a rule applies to: a phrase made of them only ("and", "the") is
/// no object or actor that could trade places.
const FUNCTION_WORDS: &[&str] = &[
    "the", "a", "an", "to", "for", "and", "or", "of", "in", "on", "at", "with", "but", "not", "no",
    "never", "is", "are", "be", "it", "them", "then", "so", "if",
];

/// Auxiliaries a subject trades places with after a negative adverbial ("Under no
/// circumstances should the assistant ...", "Never have we ...").
const INVERTING_AUXILIARIES: &[&str] = &[
    "should", "must", "may", "might", "can", "could", "will", "would", "shall", "do", "does",
    "did", "is", "are", "was", "were", "have", "has", "had",
];

/// Words that make an adverbial negative or restrictive, so that the subject and its
/// auxiliary invert after it ("under no circumstances", "never", "only then", "at no time").
const NEGATIVE_ADVERBIAL_WORDS: &[&str] = &[
    "no", "never", "not", "nor", "neither", "only", "seldom", "rarely", "nowhere", "hardly",
    "scarcely",
];

/// The most words after a swapped phrase at the end of the differing window (a verb agreeing
/// with its new subject, "do" -> "does") that [`swapped_phrases`]'s first test passes over.
const MAX_AGREEMENT: usize = 2;

/// The longest phrase, in words, [`swapped_phrases`] tries.
const MAX_PHRASE: usize = 3;

/// The two phrases of `original` that traded places in `rewrite`, as the byte ranges of the stretch
/// they bound on each side ("admins can delete projects; editors" / "editors can delete projects;
/// admins"): the word sequences (letters and digits, case-insensitive, singular or plural) are
/// equal but for a window that is `A M B` in the original and `B M A` in the rewrite, with `A` and
/// `B` of one to three words, each holding a word that names something, and a middle `M` that does
/// too ("and" alone is a list reordered: "French and German" = "German and French"). A clause moved
/// whole ("Before deploying, run the tests") has no middle and is not a swap.
pub(super) fn swapped_phrases(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    // The two phrases sit where the texts first and last differ: the window between opens
    // with one phrase in the original and closes with it in the rewrite. That is asked of the
    // window's first and last words before any list of words is made (most rewrites fail it).
    let (in_original, in_rewrite) = differing_window(original, rewrite)?;
    let start = in_original.start;
    let (wa, wb) = (original.get(in_original)?, rewrite.get(in_rewrite)?);
    // (A verb's agreement may follow the phrase: "Omar approves it; you no longer do" ->
    // "You approve it; Omar no longer does" ends the window at "does".)
    let closes_with = |w: &str, word: &str| {
        w.rsplit(|c: char| !c.is_alphanumeric())
            .filter(|p| !p.is_empty())
            .take(MAX_PHRASE + MAX_AGREEMENT)
            .any(|p| same_word(p, word))
    };
    if !closes_with(wb, opening_word(wa)) || !closes_with(wa, opening_word(wb)) {
        return None;
    }
    let a: Vec<_> = words(wa)
        .into_iter()
        .map(|(r, w)| (r.start + start..r.end + start, w))
        .collect();
    let b: Vec<_> = words(wb)
        .into_iter()
        .map(|(r, w)| (r.start + start..r.end + start, w))
        .collect();
    if a.len() != b.len() {
        return None;
    }
    let same = |x: &(Range<usize>, &str), y: &(Range<usize>, &str)| same_word(x.1, y.1);
    let first = a.iter().zip(&b).position(|(x, y)| !same(x, y))?;
    let last = a.len()
        - 1
        - a.iter()
            .rev()
            .zip(b.iter().rev())
            .position(|(x, y)| !same(x, y))?;
    let names_something = |phrase: &[(Range<usize>, &str)]| {
        phrase
            .iter()
            .any(|(_, w)| !FUNCTION_WORDS.iter().any(|f| w.eq_ignore_ascii_case(f)))
    };
    let window = last + 1 - first;
    for la in 1..=MAX_PHRASE.min(window) {
        for lb in 1..=MAX_PHRASE.min(window - la) {
            let (head, middle, tail) = (
                &a[first..first + la],
                &a[first + la..=last - lb],
                &a[last + 1 - lb..=last],
            );
            if middle.is_empty() || !names_something(middle) {
                continue;
            }
            let swapped = b[first..first + lb]
                .iter()
                .zip(tail)
                .all(|(x, y)| same(x, y))
                && b[first + lb..first + lb + middle.len()]
                    .iter()
                    .zip(middle)
                    .all(|(x, y)| same(x, y))
                && b[last + 1 - la..=last]
                    .iter()
                    .zip(head)
                    .all(|(x, y)| same(x, y));
            if swapped
                && names_something(head)
                && names_something(tail)
                && !inverted_after_a_negative(head, middle, tail)
            {
                return Some((
                    a[first].0.start..a[last].0.end,
                    b[first].0.start..b[last].0.end,
                ));
            }
        }
    }
    None
}

/// The phrases `head` and `tail` around `middle` traded places as a subject and a negative
/// adverbial do around their auxiliary, one order inverted and the other not: "Under no
/// circumstances should the assistant share X" = "The assistant should under no
/// circumstances share X". The middle is one auxiliary, and a phrase holds a negative word.
fn inverted_after_a_negative(
    head: &[(Range<usize>, &str)],
    middle: &[(Range<usize>, &str)],
    tail: &[(Range<usize>, &str)],
) -> bool {
    let among = |w: &str, words: &[&str]| words.iter().any(|x| w.eq_ignore_ascii_case(x));
    let negative = |phrase: &[(Range<usize>, &str)]| {
        phrase
            .iter()
            .any(|(_, w)| among(w, NEGATIVE_ADVERBIAL_WORDS))
    };
    matches!(middle, [(_, aux)] if among(aux, INVERTING_AUXILIARIES))
        && (negative(head) || negative(tail))
}

/// The one word of `original` that `rewrite` replaced, when one of the two is a light verb
/// (one the scope comparison does not weigh: "give", "mention", "keep"; in the rewrite it may
/// take a particle: "give out") and the other a verb that is not its like: "Give each new
/// hire a laptop bag" -> "Offer each new hire a laptop bag", "Mention the discount" -> "Apply
/// the discount", "Never delete the audit logs" -> "Never give out the audit logs". Every
/// other word is the same, in the same order. The two words, as ranges into each text.
pub(super) fn light_verb_replaced(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    use crate::classify::lexicon::{BASE_VERB, NO_CONTENT, classes};
    // The window where the texts differ holds one word on each side (and a particle after the
    // rewrite's): read from the bytes, with no list of words (most rewrites fail at once).
    let (from, to) = differing_window(original, rewrite)?;
    let (old, new) = (original.get(from.clone())?, rewrite.get(to.clone())?);
    let one_word = |w: &str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_alphabetic());
    let (new_verb, particle) = match new.split_once(' ') {
        Some((verb, particle)) if is_particle(particle) => (verb, Some(particle)),
        _ => (new, None),
    };
    if !one_word(old) || !one_word(new_verb) {
        return None;
    }
    let (old, new_verb) = (old.to_ascii_lowercase(), new_verb.to_ascii_lowercase());
    let (old_class, new_class) = (classes(&old), classes(&new_verb));
    let light = |class: u32| class & BASE_VERB != 0 && class & NO_CONTENT != 0;
    let phrase = particle.map_or(new_verb.clone(), |p| {
        format!("{new_verb} {}", p.to_ascii_lowercase())
    });
    let alike = LIGHT_VERBS_ALIKE
        .iter()
        .any(|group| group.contains(&old.as_str()) && group.contains(&phrase.as_str()));
    let replaced = if particle.is_some() {
        // A verb made a light verb with a particle ("delete" -> "give out").
        old_class & BASE_VERB != 0 && !light(old_class) && light(new_class)
    } else {
        light(old_class) && new_class & BASE_VERB != 0
    };
    (replaced && !alike).then_some((from, to))
}

/// A particle that completes a phrasal verb ("give out", "take down").
fn is_particle(word: &str) -> bool {
    ["out", "up", "down", "off", "away", "back", "over"]
        .iter()
        .any(|p| word.eq_ignore_ascii_case(p))
}

/// Where `original` and `rewrite` differ: from their first differing byte to their last
/// (counted from each end: the texts may differ in length), widened to whole words, as a
/// range into each. `None` when they are equal or one holds the other whole (a word was
/// added or dropped, nothing replaced). Case is ignored.
fn differing_window(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    let (x, y) = (original.as_bytes(), rewrite.as_bytes());
    let shorter = x.len().min(y.len());
    let first = super::common_prefix_ignoring_case(x, y);
    let tail = super::common_suffix_ignoring_case(x, y);
    if tail + first >= shorter {
        return None;
    }
    let start = x[..first]
        .iter()
        .rposition(|c| !c.is_ascii_alphanumeric())
        .map_or(0, |k| k + 1);
    let end = |t: &[u8]| {
        let last = t.len() - 1 - tail;
        t[last..]
            .iter()
            .position(|c| !c.is_ascii_alphanumeric())
            .map_or(t.len(), |k| last + k)
    };
    Some((start..end(x), start..end(y)))
}

/// Light verbs that say the same action for one another ("give" = "provide").
const LIGHT_VERBS_ALIKE: &[&[&str]] = &[
    &["give", "provide", "hand"],
    &["keep", "leave", "retain", "maintain", "hold"],
    &["make", "create"],
    &["get", "obtain", "receive", "fetch"],
    &["take", "have"],
    &["use", "utilize", "utilise", "employ"],
    &["stop", "quit", "cease", "halt", "end"],
    &["mention", "note", "cite", "say", "state"],
    &["follow", "obey", "observe"],
    &["run", "execute", "perform"],
    &["put", "place", "set"],
    // A verb and the light verb with a particle that says it.
    &[
        "share",
        "disclose",
        "reveal",
        "distribute",
        "leak",
        "give out",
        "hand out",
    ],
    &["remove", "delete", "take down", "take off"],
    &["postpone", "delay", "put off"],
    &["return", "give back", "hand back", "take back"],
];

/// The same word, in any case, singular or plural ("Mornings ... the afternoon" swapped into
/// "Afternoons ... the morning"), or a verb agreeing with another subject ("approves" /
/// "approve", "does" / "do", "is" / "are").
pub(super) fn same_word(a: &str, b: &str) -> bool {
    agreed(singular(a)).eq_ignore_ascii_case(agreed(singular(b)))
}

/// The form of an irregular verb in the present that agrees with a plural subject, for `w`
/// as [`singular`] left it ("does" -> "doe" -> "do", "has" -> "have", "is" -> "are"); `w`
/// itself otherwise.
fn agreed(w: &str) -> &str {
    let is = |forms: &[&str]| forms.iter().any(|f| w.eq_ignore_ascii_case(f));
    if is(&["doe"]) {
        "do"
    } else if is(&["has"]) {
        "have"
    } else if is(&["is", "am"]) {
        "are"
    } else {
        w
    }
}

/// `w` without a plural "s" (words of four letters or more).
fn singular(w: &str) -> &str {
    match w.strip_suffix(['s', 'S']) {
        Some(stem) if w.len() > 3 => stem,
        _ => w,
    }
}

/// The first word of `text` (its letters and digits before the first other character).
fn opening_word(text: &str) -> &str {
    text.split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("")
}

/// The words of `text` (runs of letters and digits) with their byte ranges.
fn words(text: &str) -> Vec<(Range<usize>, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        match (c.is_alphanumeric(), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s..i, &text[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// The one bound by the negated clause `o` (its negation at `n`) and someone its rule names
/// after the negation traded places in `r` (its negation at `m`): "the caterer can't change
/// the menu without the head's approval" -> "Head can't change the menu without the
/// caterer's approval". The subject is the last content word before the negation; a passive
/// agent ("can't be changed by the caterer") is the same actor. The two subjects' ranges.
pub(super) fn actors_swapped(
    (original, o, n): (&str, &Clause, &Range<usize>),
    (rewrite, r, m): (&str, &Clause, &Range<usize>),
) -> Option<(Range<usize>, Range<usize>)> {
    let subject = |c: &'_ Clause, negation: &Range<usize>| {
        c.words
            .iter()
            .rfind(|w| w.range.end <= negation.start)
            .cloned()
    };
    let (os, rs) = (subject(o, n)?, subject(r, m)?);
    if stems_match(&os.stem, &rs.stem) {
        return None;
    }
    // The other one is named as whose leave the act needs: a possessive ("the head's
    // approval") or after "without", "unless" or "except" (not the act's object: "Customers
    // must not share their login" -> "Sharing logins is not allowed for customers").
    let named_after = |text: &str, c: &Clause, negation: &Range<usize>, who: &Stem| {
        c.words.iter().any(|w| {
            if w.range.start < negation.end || !stems_match(&w.stem, who) {
                return false;
            }
            let before = text
                .get(negation.end..w.range.start)
                .unwrap_or("")
                .to_ascii_lowercase();
            let after = text.get(w.range.end..).unwrap_or("");
            let whose_leave = after.starts_with("'s")
                || after.starts_with("\u{2019}s")
                || ["without", "unless", "except"]
                    .iter()
                    .any(|c| before.contains(c));
            // ("can't be changed by the caterer": the same actor, in the passive.)
            let passive_agent = before
                .trim_end()
                .trim_end_matches(|ch: char| ch.is_ascii_alphabetic())
                .trim_end()
                .ends_with(" by");
            whose_leave && !passive_agent
        })
    };
    (named_after(rewrite, r, m, &os.stem) && named_after(original, o, n, &rs.stem))
        .then_some((os.range, rs.range))
}

/// Capitalised words that are no names: openers and function words a text may capitalise.
const NOT_NAMES: &[&str] = &[
    "The",
    "A",
    "An",
    "If",
    "When",
    "Only",
    "Please",
    "Do",
    "Don't",
    "Never",
    "Always",
    "No",
    "All",
    "Every",
    "Each",
    "You",
    "We",
    "I",
    "They",
    "It",
    "This",
    "That",
    "Note",
    "User",
    "Me",
    "Assistant",
    "And",
    "But",
    "Or",
    "Not",
    "Keep",
    "Make",
    "Rule",
    "Rules",
    "RULE",
];

/// The capitalised words of `text` (a capital, then a lower-case letter: "Kofi", "Ama") that
/// stand inside a sentence: after a space that follows a letter, a digit, a comma, a
/// semicolon or a colon (not a sentence's opening word), letters outside ASCII included
/// ("Ciarán"). Not [`NOT_NAMES`]; up to eight. Read from the spaces only.
fn capitalised_inside(text: &str) -> Vec<&str> {
    let b = text.as_bytes();
    let mut found = Vec::new();
    for k in memchr::memchr_iter(b' ', b) {
        if found.len() == 8 {
            break;
        }
        let at = k + 1;
        if k == 0
            || !(b[k - 1].is_ascii_alphanumeric() || matches!(b[k - 1], b',' | b';' | b':'))
            || !b.get(at).is_some_and(u8::is_ascii_uppercase)
            || !b.get(at + 1).is_some_and(u8::is_ascii_lowercase)
        {
            continue;
        }
        // (The whole name, its letters outside ASCII too: "Ciarán", "Seán".)
        let end = text[at..]
            .char_indices()
            .find(|&(_, c)| !c.is_alphabetic())
            .map_or(text.len(), |(n, _)| at + n);
        let w = &text[at..end];
        if !is_one_of(w, NOT_NAMES) {
            found.push(w);
        }
    }
    found
}

/// Where the word `w` (as written, case kept) first stands as a whole word in `text`.
fn whole_word_at(text: &str, w: &str) -> Option<usize> {
    let b = text.as_bytes();
    memchr::memmem::find_iter(b, w.as_bytes()).find(|&k| {
        (k == 0 || !b[k - 1].is_ascii_alphanumeric())
            && b.get(k + w.len())
                .is_none_or(|x| !x.is_ascii_alphanumeric())
    })
}

/// The characters that end a part for [`part_around`].
const PART_STOPS: [char; 6] = [';', ',', '.', '\n', '—', '|'];

/// The part of `text` around byte `at`: between the nearest ";", ",", ".", newline, dash or
/// bar on either side.
fn part_around(text: &str, at: usize) -> Range<usize> {
    let stop = |c: char| PART_STOPS.contains(&c);
    let start = text[..at]
        .char_indices()
        .rfind(|&(_, c)| stop(c))
        .map_or(0, |(k, c)| k + c.len_utf8());
    let end = text[at..].find(stop).map_or(text.len(), |k| at + k);
    start..end
}

/// The words of substance of `text[part]` but the names `skip`.
fn part_words<'t>(text: &'t str, part: &Range<usize>, skip: &[&str]) -> Vec<&'t str> {
    words_of(&text[part.clone()])
        .map(|(_, w)| w)
        .filter(|w| w.len() >= 3 && of_substance(w) && !skip.iter().any(|s| s == w))
        .collect()
}

/// Two names (capitalised words both texts write alike) traded the roles their parts give
/// them: "Kofi is the only one who can approve the tender; Ama just collates the bids" ->
/// "Tender: approvals by Ama, bid collation by Kofi" (corpus32 ch66). Each name stands in a
/// part of its own in each text (parts end at ";", ",", "." or a line); the rewrite's part of
/// each says a word of the other's part in the original and none of its own. A summary that
/// keeps each name with its role ("Kofi: tender approvals; Ama: bid collation") shares words
/// with its own part and is not. The two names in the original, and the rewrite's.
pub(super) fn names_traded_roles(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    // Asked of a compaction only (a tenth shorter at least): a swap said at full length
    // trades its phrases word for word, which `swaps::swapped_phrases` reads; a faithful
    // rewrite said nearly word for word is not searched.
    if rewrite.len() * 10 > original.len() * 9 {
        return None;
    }
    // Cheap screen: two capitalised words inside a sentence (after a space that follows a
    // word or a ",", ";" or ":": "approvals by Ama", not a sentence's opening word) in one text
    // that the other also writes; found from the spaces (memchr), not byte by byte.
    let mut names: Vec<(usize, &str, usize)> = Vec::new();
    for text in [original, rewrite] {
        for w in capitalised_inside(text) {
            if names.iter().any(|(_, n, _)| *n == w) {
                continue;
            }
            if let (Some(o), Some(r)) = (whole_word_at(original, w), whole_word_at(rewrite, w)) {
                names.push((o, w, r));
            }
        }
    }
    if names.is_empty() {
        return None;
    }
    // Each name's part in either text, then the parts' words, each read once.
    let parts: Vec<(Range<usize>, Range<usize>)> = names
        .iter()
        .map(|&(at, _, ra)| (part_around(original, at), part_around(rewrite, ra)))
        .collect();
    let apart = |i: usize, j: usize| parts[i].0 != parts[j].0 && parts[i].1 != parts[j].1;
    // (Words are read only where two names stand apart, or a name acts in both texts.)
    if !(0..names.len()).any(|i| (i + 1..names.len()).any(|j| apart(i, j)))
        && !names
            .iter()
            .any(|&name| acts_in_both((original, rewrite), name).is_some())
    {
        return None;
    }
    let skip: Vec<&str> = names.iter().map(|(_, w, _)| *w).collect();
    let words: Vec<(Vec<&str>, Vec<&str>)> = parts
        .iter()
        .map(|(p, q)| {
            (
                part_words(original, p, &skip),
                part_words(rewrite, q, &skip),
            )
        })
        .collect();
    let shares = |a: &[&str], b: &[&str]| a.iter().any(|x| b.iter().any(|y| same_stem(x, y)));
    for i in 0..names.len() {
        for j in i + 1..names.len() {
            if !apart(i, j) {
                continue;
            }
            let ((wpa, wqa), (wpb, wqb)) = (&words[i], &words[j]);
            if shares(wqa, wpb) && !shares(wqa, wpa) && shares(wqb, wpa) && !shares(wqb, wpb) {
                let ((oa, a, ra), (ob, b, rb)) = (names[i], names[j]);
                return Some((
                    oa.min(ob)..(oa + a.len()).max(ob + b.len()),
                    ra.min(rb)..(ra + a.len()).max(rb + b.len()),
                ));
            }
        }
    }
    name_given_another_role((original, rewrite), &names, &words)
}

/// One name of `names` (at, name, at in the rewrite) that does an act in both texts, its act
/// in the rewrite one that another part of the original gives someone else: "For the
/// medicated cats, only Tita gives the insulin shots. Everybody else just logs the time in
/// the book." -> "... staff give insulin shots, Tita logs times in book." (pol70b). The name's
/// part in the rewrite (its words in `words`, as [`names_traded_roles`] reads them) says no
/// word of its own part in the original, and its verb right after the name ("logs") only
/// another part of the original says, one where the name does not stand. "Tita: insulin
/// shots only; the rest log times", "Aoife opens Mon" for a table's "| Mon | Aoife |" (no act
/// after the name) are not. The name in the original, and in the rewrite.
fn name_given_another_role(
    (original, rewrite): (&str, &str),
    names: &[(usize, &str, usize)],
    words: &[(Vec<&str>, Vec<&str>)],
) -> Option<(Range<usize>, Range<usize>)> {
    let skip: Vec<&str> = names.iter().map(|(_, w, _)| *w).collect();
    // The original's parts, cut as `part_around` cuts them, on the first name that asks.
    let cut = OnceCell::new();
    names.iter().enumerate().find_map(|(i, &(at, name, ra))| {
        let (own, theirs) = &words[i];
        let act = acts_in_both((original, rewrite), (at, name, ra))?;
        if theirs.iter().any(|x| own.iter().any(|y| same_stem(x, y))) {
            return None;
        }
        let cut: &Vec<Range<usize>> = cut.get_or_init(|| {
            let mut start = 0;
            let mut cut = Vec::new();
            for (k, c) in original.match_indices(PART_STOPS) {
                cut.push(start..k);
                start = k + c.len();
            }
            cut.push(start..original.len());
            cut
        });
        // (Not a part where the name stands again: "Carla says ...; ... until Carla confirms".)
        let taken = cut
            .iter()
            .filter(|part| {
                original
                    .get((*part).clone())
                    .is_some_and(|p| whole_word_at(p, name).is_none())
            })
            .any(|part| {
                part_words(original, part, &skip)
                    .iter()
                    .any(|y| same_stem(act, y))
            });
        taken.then(|| (at..at + name.len(), ra..ra + name.len()))
    })
}

/// The verb in "-s" right after a name of [`names_traded_roles`] (at, name, at in the
/// rewrite) in the rewrite ("Tita logs"), where the name does an act in the original too.
fn acts_in_both<'r>(
    (original, rewrite): (&str, &'r str),
    (at, name, ra): (usize, &str, usize),
) -> Option<&'r str> {
    let act = act_after_name(rewrite, ra + name.len()).filter(|w| w.ends_with('s'))?;
    act_after_name(original, at + name.len()).map(|_| act)
}

/// The verb a name that ends at byte `end` of `text` does: the word after it, past "'s",
/// "is", "has", "to", "just", "only" or "also" ("Tita gives", "Sean's to empty", "Mary just
/// logs"), lower-case, of substance, not in "-ss"; none after a stop ("| Aoife |", "Aoife:
/// Mon").
fn act_after_name(text: &str, end: usize) -> Option<&str> {
    let rest = text.get(end..)?;
    if !rest.starts_with([' ', '\'']) {
        return None;
    }
    let (_, w) = words_of(rest)
        .find(|(_, w)| !is_one_of(w, &["'s", "s", "is", "has", "to", "just", "only", "also"]))?;
    let gap = rest.get(..w.as_ptr() as usize - rest.as_ptr() as usize)?;
    (!gap.contains(['.', ',', ';', ':', '|', '(', '\n'])
        && w.len() > 3
        && !w.ends_with("ss")
        && w.bytes().all(|b| b.is_ascii_lowercase())
        && of_substance(w))
    .then_some(w)
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
            .map(|w| super::screened::stem(w))
            .filter(|w| !super::screened::function_word(w) && !super::screened::is_negation(w))
            .filter(|w| {
                o.iter()
                    .enumerate()
                    .all(|(j, p)| j == k || !p.2.iter().any(|x| super::screened::stem(x) == *w))
            })
            .collect()
    };
    for (k, (label, from, _)) in o.iter().enumerate() {
        let Some((_, to, body)) = r.iter().find(|p| p.0 == *label) else {
            continue;
        };
        let says = |ws: &[&str]| {
            ws.iter()
                .any(|w| body.iter().any(|x| super::screened::stem(x) == *w))
        };
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
        let body = super::screened::words(&part[colon + 1..])
            .into_iter()
            .filter(|w| !super::screened::cut(&w.lower))
            .map(|w| w.lower.to_string())
            .collect();
        out.push((
            super::screened::stem(&label.to_lowercase()).to_string(),
            at..at + label.len(),
            body,
        ));
    }
    out
}

/// "Staff walk the reactive dogs; volunteers only do the calm groups." -> "Volunteers walk
/// the reactive dogs; staff do the calm groups.": two ";"-parts of the original, each opening
/// with its doer, said again each with the other's doer, the part told by the words it keeps
/// of the original's part (and not of the other's): who does which was swapped.
pub(super) fn doers_swapped(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Screen: a ";" in each text.
    if !original.text.contains(';') || !rewrite.text.contains(';') {
        return None;
    }
    let (ows, oks) = (original.words(), original.keys());
    let (rws, rks) = (rewrite.words(), rewrite.keys());
    let opening = |ws: &[Word<'_>], text: &str| -> Vec<(usize, usize)> {
        parts(text)
            .iter()
            .filter_map(|p| {
                let first = first_word_in(ws, p)?;
                let end = ws.iter().rposition(|(_, r)| r.end <= p.end)? + 1;
                Some((first, end))
            })
            .collect()
    };
    let (ours, theirs) = (opening(ows, original.text), opening(rws, rewrite.text));
    // The words of part `a` of the original, but its doer, the rewrite's part `b` says and
    // the original's other part `c` does not.
    let keeps = |a: (usize, usize), c: (usize, usize), b: (usize, usize)| {
        (a.0 + 1..a.1).any(|i| {
            is_content(ows[i].0)
                && (b.0 + 1..b.1).any(|j| rks[j].same(&oks[i]))
                && !(c.0..c.1).any(|m| oks[m].same(&oks[i]))
        })
    };
    for (x, &p) in ours.iter().enumerate() {
        for &q in &ours[x + 1..] {
            let (dp, dq) = (&oks[p.0], &oks[q.0]);
            if dp.same(dq) || !is_content(ows[p.0].0) || !is_content(ows[q.0].0) {
                continue;
            }
            // The rewrite's part that keeps p's deed with q's doer, and the one that keeps
            // q's deed with p's doer.
            let said_p = theirs
                .iter()
                .find(|&&b| rks[b.0].same(dq) && keeps(p, q, b));
            let said_q = theirs
                .iter()
                .find(|&&b| rks[b.0].same(dp) && keeps(q, p, b));
            if let (Some(b), Some(_)) = (said_p, said_q) {
                return Some((ows[p.0].1.clone(), rws[b.0].1.clone()));
            }
        }
    }
    None
}

/// "Couriers text reception before leaving the depot." -> "Reception texts the couriers before they
/// leave the depot.": a part of the original opening with its doer, its verb (a base verb, or one
/// with "-s") and the one it is done to, each noun after a determiner or none, said again by a part
/// of the rewrite opening with the one done to, the same verb and the doer (each three in one run
/// of words: "Timesheet prep: Tom" is a label and its value): who does it to whom traded (pol66c,
/// s66b-p141). "Reception is texted by couriers" (the verb's place taken by "is") and the part said
/// again in its order are not read.
pub(super) fn doer_and_done_to_traded(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (ows, oks) = (original.words(), original.keys());
    let (rws, rks) = (rewrite.words(), rewrite.keys());
    // The doer, the verb and the one done to, by index, of the part opening at word `i`.
    let svo = |ws: &[Word<'_>], text: &str, i: usize| {
        let noun = |k: usize| {
            let k = k + usize::from(ws.get(k).is_some_and(|(w, _)| is_determiner(w)));
            ws.get(k).is_some_and(|(w, _)| is_content(w)).then_some(k)
        };
        let doer = noun(i)?;
        let verb = doer + 1;
        let done_to = noun(verb + 1)?;
        // (One run of words: "Timesheet prep: Tom" is a label and its value.)
        let run = &text[ws[doer].1.start..ws[done_to].1.end];
        run.chars()
            .all(|c| c.is_alphanumeric() || c.is_whitespace() || matches!(c, '\'' | '-'))
            .then_some((doer, verb, done_to))
    };
    // (The parts each text's reading keeps; the rewrite's read only for an original part
    // of that shape.)
    let opens = |ws: &'_ [Word<'_>], read: &'_ TextReading<'_>| -> Vec<usize> {
        read.parts().filter_map(|p| first_word_in(ws, &p)).collect()
    };
    let mut theirs: Option<Vec<usize>> = None;
    opens(ows, original).into_iter().find_map(|i| {
        let (doer, verb, done_to) = svo(ows, original.text, i)?;
        let v = ascii_lower(ows[verb].0);
        if oks[doer].same(&oks[done_to])
            || !(is_base_verb(&v) || v.strip_suffix('s').is_some_and(is_base_verb))
        {
            return None;
        }
        let theirs = theirs.get_or_insert_with(|| opens(rws, rewrite));
        theirs.iter().find_map(|&j| {
            let (d, v, t) = svo(rws, rewrite.text, j)?;
            (rks[d].same(&oks[done_to]) && rks[v].same(&oks[verb]) && rks[t].same(&oks[doer])).then(
                || {
                    (
                        ows[doer].1.start..ows[done_to].1.end,
                        rws[d].1.start..rws[t].1.end,
                    )
                },
            )
        })
    })
}

/// The stretches of `text` a clause of a list or a contrast holds: `text` cut at punctuation
/// that ends a sentence or a clause (",", ";", ".", "—", brackets) and before "but".
fn segments(reading: &TextReading<'_>) -> Vec<Range<usize>> {
    let text = reading.text;
    let b = text.as_bytes();
    // A comma or a point inside a number ("2,000", "1.5") cuts nothing.
    let in_number = |i: usize| {
        i > 0 && b[i - 1].is_ascii_digit() && b.get(i + 1).is_some_and(u8::is_ascii_digit)
    };
    let mut cuts: Vec<usize> = text
        .char_indices()
        .filter(|&(i, c)| {
            matches!(
                c,
                ',' | ';' | '.' | '!' | '?' | '(' | ')' | '\n' | '—' | '–'
            ) && !(matches!(c, ',' | '.') && in_number(i))
        })
        .map(|(i, _)| i)
        .collect();
    cuts.extend(
        reading
            .words()
            .iter()
            .filter(|(w, _)| w.eq_ignore_ascii_case("but"))
            .map(|(_, r)| r.start),
    );
    cuts.sort_unstable();
    let mut out = Vec::new();
    let mut start = 0;
    for cut in cuts.into_iter().chain(std::iter::once(text.len())) {
        if cut > start && text[start..cut].trim().len() > 1 {
            out.push(start..cut);
        }
        start = next_char(text, cut);
    }
    out
}

/// The byte after the character at byte `i` of `text` (or `text`'s end).
fn next_char(text: &str, i: usize) -> usize {
    text.get(i..)
        .and_then(|s| s.chars().next())
        .map_or(text.len(), |c| i + c.len_utf8())
}

/// A label a list gives a number ([`labelled_numbers`]): the key of its word, and the
/// number's digits and the segment saying both, as ranges of the text.
#[derive(Debug, Clone)]
pub(super) struct Label {
    /// The label's word, keyed once.
    key: WordKey,
    /// The digits of the segment's one number.
    number: Range<usize>,
    /// The segment that says the label and the number ([`segments`]).
    segment: Range<usize>,
}

/// The label of each number a list gives one to: a content word (no digit) said in only one
/// segment holding a number, that segment holding one number only ("men every 12 weeks,
/// women every 16" -> men: 12, women: 16). Read once a text:
/// [`TextReading::labels`] keeps them.
pub(super) fn labelled_numbers(reading: &TextReading<'_>) -> Vec<Label> {
    let segs: Vec<(Range<usize>, Cow<'_, [Word<'_>]>)> = segments(reading)
        .into_iter()
        .map(|s| (s.clone(), reading.words_in(s)))
        .filter(|(_, ws)| ws.iter().any(|(w, _)| !digits_of(w).is_empty()))
        .collect();
    // The number of each segment that holds only one: no such segment labels nothing, and
    // no word is read for it.
    let single: Vec<Option<Range<usize>>> = segs.iter().map(|(_, ws)| only_number(ws)).collect();
    if single.iter().all(Option::is_none) {
        return Vec::new();
    }
    // Each word read once, and indexed by its heads: each word is compared only with the
    // words of the segments that may say it.
    let keys: Vec<Cow<'_, [WordKey]>> = segs
        .iter()
        .map(|(range, _)| reading.keys_in(range.clone()))
        .collect();
    let index = KeyIndex::of(&keys);
    // A label's word is said in its own segment only.
    let in_one_segment = |key: &WordKey| {
        let mut segments = index.groups_with(key);
        segments
            .next()
            .is_some_and(|first| segments.all(|other| other == first))
    };
    let mut out = Vec::new();
    for (((range, ws), seg_keys), n) in segs.iter().zip(&keys).zip(single) {
        let Some(n) = n else {
            continue;
        };
        let content = reading.content_in(range.clone());
        for (((w, _), key), content) in ws.iter().zip(seg_keys.iter()).zip(content.iter()) {
            if *content && digits_of(w).is_empty() && in_one_segment(key) {
                out.push(Label {
                    key: key.clone(),
                    number: n.clone(),
                    segment: range.clone(),
                });
            }
        }
    }
    out
}

/// Where the one run of digits the words `ws` say ([`digits_of`]) stands, none
/// when they say none or more than one.
fn only_number(ws: &[Word<'_>]) -> Option<Range<usize>> {
    let mut numbers = ws.iter().filter_map(|(w, r)| {
        // `digits_of` reads the word's first run of ASCII digits: it starts at the first.
        let at = r.start + w.bytes().position(|b| b.is_ascii_digit())?;
        Some(at..at + digits_of(w).len())
    });
    match (numbers.next(), numbers.next()) {
        (Some(n), None) => Some(n),
        _ => None,
    }
}

/// "Men can give whole blood every 12 weeks, women every 16 weeks." -> "men 16 wks, women 12
/// wks": two labels of a list, each with its own number in the original, said by the rewrite
/// each with the other's number: the values traded between them.
fn values_traded(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // Two labels of the original with two different numbers: two runs of digits.
    if !has_digit(rewrite.text) || !has_two_digit_runs(original.text) {
        return None;
    }
    let ours: Vec<(&WordKey, &str, &Range<usize>)> = original
        .labels()
        .iter()
        .map(|l| (&l.key, &original.text[l.number.clone()], &l.segment))
        .collect();
    // Two labels with two different numbers are traded, or none.
    if !ours.iter().any(|(_, n, _)| *n != ours[0].1) {
        return None;
    }
    let theirs = rewrite.labels();
    let in_rewrite = |label: &WordKey| {
        theirs
            .iter()
            .find(|l| l.key.same(label))
            .map(|l| (&rewrite.text[l.number.clone()], l.segment.clone()))
    };
    for (a, x, from) in &ours {
        let Some((ax, to)) = in_rewrite(a) else {
            continue;
        };
        let traded = ours.iter().any(|(b, y, _)| {
            y != x && ax == *y && !a.same(b) && in_rewrite(b).is_some_and(|(bx, _)| bx == *x)
        });
        if traded {
            return Some(((*from).clone(), to));
        }
    }
    None
}

/// Words that leave a thing to be done ("can", "may", "on request", "OK").
/// ("may" is read as written: "May" is a month.)
pub(super) const LEAVES: &[&str] = &[
    "can",
    "allowed",
    "permitted",
    "ok",
    "okay",
    "fine",
    "on request",
    "fair game",
];

/// The content words (no digit) of `text` said only in segments with a negation, and those
/// said only in segments that leave a thing to be done ("can", "on request") without one:
/// (banned, left). A word said in any other segment is neither.
fn banned_and_left<'t>(reading: &TextReading<'t>) -> (Vec<&'t str>, Vec<&'t str>) {
    let text = reading.text;
    const BANNED: u8 = 1;
    const LEFT: u8 = 2;
    const NEITHER: u8 = 4;
    // Each word read once: every word is compared with every one seen before.
    let mut seen: Vec<(&str, WordKey, u8)> = Vec::new();
    for s in segments(reading) {
        let ws = super::words::words(text, s.clone());
        let class = if ws.iter().any(|(w, _)| negates(w)) {
            BANNED
        } else if holds_any_phrase(&text[s], LEAVES) || ws.iter().any(|(w, _)| *w == "may") {
            LEFT
        } else {
            NEITHER
        };
        for (w, _) in ws {
            if !is_content(w) || !digits_of(w).is_empty() || negates(w) || is_one_of(w, LEAVES) {
                // "can", "OK": the words of the leave, not what it is about.
                continue;
            }
            let key = WordKey::of(w);
            match seen.iter_mut().find(|(_, o, _)| o.same(&key)) {
                Some((_, _, c)) => *c |= class,
                None => seen.push((w, key, class)),
            }
        }
    }
    let only = |class: u8| {
        seen.iter()
            .filter(|(_, _, c)| *c == class)
            .map(|(w, _, _)| *w)
            .collect()
    };
    (only(BANNED), only(LEFT))
}

/// "Peat compost can be sold to trade customers on request but never stocked on the retail
/// shelves." -> "Peat compost: retail shelves on request; not for trade customers.": a thing
/// the original bans (said only in clauses with a negation) said by the rewrite only in
/// clauses without one, and a thing the original leaves (said only without a negation) said
/// only under the rewrite's negation: the ban moved from one to the other.
fn ban_and_leave_traded(
    original_read: &TextReading<'_>,
    rewrite_read: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (original_read.text, rewrite_read.text);
    // (Something left to be done needs a word of leave somewhere in the original.)
    if !rewrite_read.holds_any_phrase(NEGATIONS)
        || !original_read.holds_any_phrase(NEGATIONS)
        || !(original_read.holds_any_phrase(LEAVES) || super::holds_ignoring_case(original, "may"))
    {
        return None;
    }
    let (o_banned, o_left) = banned_and_left(original_read);
    if o_banned.is_empty() || o_left.is_empty() {
        return None;
    }
    let (r_banned, r_left) = banned_and_left(rewrite_read);
    // (Each word keyed once for the compares of every pair.)
    fn moved<'t>(from: &[&'t str], to: &[&str]) -> Option<&'t str> {
        let to: Vec<WordKey> = to.iter().map(|t| WordKey::of(t)).collect();
        from.iter()
            .find(|w| {
                let w = WordKey::of(w);
                to.iter().any(|t| t.same(&w))
            })
            .copied()
    }
    moved(&o_banned, &r_left)?;
    let now_banned = moved(&o_left, &r_banned)?;
    let at = |text: &str, w: &str| {
        let p = w.as_ptr() as usize - text.as_ptr() as usize;
        p..p + w.len()
    };
    let to = r_banned
        .iter()
        .find(|t| super::words::same_word(t, now_banned))?;
    Some((at(original, now_banned), at(rewrite, to)))
}

/// A change read from the two texts alone when nothing else was found (corpus35's readings,
/// asked in this order): a past cap said in force, values traded between labels, an "even
/// if" said as "if", a number left free put under a ban, a regret or a deed done said as an
/// order, a ban and
/// a leave traded, a measured bound replaced, an "any ... at all" dropped: its kind, and where
/// it is in the original and in the rewrite.
/// (The words of each text are cut once for the pair: [`TextReading`].)
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<MissedOrDropped> {
    let (original, rewrite) = (o.text, r.text);
    let some = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, Some(t));
    past_tellings::past_cap_said_in_force(original, rewrite)
        .map(some("constraint added"))
        .or_else(|| values_traded(o, r).map(some("bound changed")))
        .or_else(|| {
            condition_logic::even_if_said_as_if(original, rewrite)
                .or_else(|| condition_logic::unless_where_even_if_was(original, rewrite))
                .map(some("exception added"))
        })
        .or_else(|| widened::free_number_banned(o, r).map(some("scope changed")))
        .or_else(|| {
            past_tellings::regret_said_as_an_order(original, r).map(some("constraint added"))
        })
        .or_else(|| past_tellings::deed_said_as_an_order(original, r).map(some("constraint added")))
        .or_else(|| {
            past_tellings::request_done_said_as_an_order(original, r).map(some("constraint added"))
        })
        .or_else(|| ban_and_leave_traded(o, r).map(some("scope changed")))
        .or_else(|| quantities::measured_bound_replaced(o, r).map(some("bound changed")))
        .or_else(|| universals::any_at_all_dropped(o, r).map(|f| ("scope changed", f, None)))
}

/// Words that allow what follows in an original part that allows ("can mention, no
/// problem"; not "looks fine").
const ALLOWS: &[&str] = &["can", "may", "ok", "okay", "allowed", "permitted"];

/// "Casters cannot reveal player earnings on stream. Prize pool total can mention, no
/// problem." -> "Casters: can't reveal prize pool totals on stream.": an original that bans
/// one thing in one part and allows another in another ("can", "no problem"), said by a
/// banning part of the rewrite that keeps a word only the bans say ("casters"), names two
/// only the allowing parts say ("prize pool"), while two words only the bans say are gone
/// from the whole rewrite ("player earnings"): the ban moved to what was allowed. A rewrite
/// that says both the ban and the leave, or allows in the same part, is not read.
pub(super) fn ban_moved_to_allowed(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if r.negation_count() == 0 || o.negation_count() == 0 || !o.holds_any_phrase(ALLOWS) {
        return None;
    }
    let ps: Vec<(Range<usize>, Cow<'_, [Word<'_>]>)> = parts(original)
        .into_iter()
        .map(|p| (p.clone(), o.words_in(p)))
        .collect();
    let all = r.words();
    fn only_in<'t>(a: &[Word<'t>], b: &[Word<'_>]) -> Vec<&'t str> {
        a.iter()
            .filter(|(w, _)| is_content(w) && !b.iter().any(|(x, _)| super::words::same_word(x, w)))
            .map(|(w, _)| *w)
            .collect()
    }
    let said = |ws: &[Word<'_>], w: &str| ws.iter().any(|(x, _)| super::words::same_word(x, w));
    let bans: Vec<&(Range<usize>, Cow<'_, [Word<'_>]>)> = ps
        .iter()
        .filter(|(p, _)| {
            let s = &original[p.clone()];
            negation_count(s) > 0 && !has_any(s, &["no problem", "no worries"])
        })
        .collect();
    let leaves: Vec<&(Range<usize>, Cow<'_, [Word<'_>]>)> = ps
        .iter()
        .filter(|(p, ws)| {
            let s = &original[p.clone()];
            says(ws, ALLOWS)
                && !s.trim_end().ends_with('?')
                && (negation_count(s) == 0 || has_any(s, &["no problem", "no worries"]))
        })
        .collect();
    // Words of every ban, and of every leave, of the original.
    let banned_words: Vec<Word<'_>> = bans.iter().flat_map(|(_, ws)| ws.iter().cloned()).collect();
    let left_words: Vec<Word<'_>> = leaves
        .iter()
        .flat_map(|(_, ws)| ws.iter().cloned())
        .collect();
    for (b, ban) in &bans {
        for (a, leave) in &leaves {
            let (ban_only, leave_only) = (only_in(ban, &left_words), only_in(leave, &banned_words));
            if a == b || ban_only.iter().filter(|w| !said(all, w)).count() < 2 {
                continue;
            }
            if let Some(t) = parts(rewrite).into_iter().find(|t| {
                let theirs = r.words_in(t.clone());
                negation_count(&rewrite[t.clone()]) > 0
                    && !says(&theirs, ALLOWS)
                    && ban_only.iter().any(|w| said(&theirs, w))
                    && leave_only.iter().filter(|w| said(&theirs, w)).count() >= 2
            }) {
                return Some((a.clone(), t));
            }
        }
    }
    None
}

/// Which way a condition on a number bounds ("under 40", "40+").
#[derive(Clone, Copy, PartialEq, Debug)]
pub(super) enum Side {
    Below,
    Above,
}

/// The condition on a number a segment of text says ("for patients under 40", "2 if >40",
/// "40 and over"), as its side and threshold, with the one other number the segment says
/// (the value kept to that condition).
fn conditioned_value(segment: &str) -> Option<(Side, f64, f64)> {
    // A condition's threshold is a number in digits: a segment without one has none (its
    // words are not cut).
    if !segment.bytes().any(|b| b.is_ascii_digit()) {
        return None;
    }
    // Tokens: runs of letters and digits, and the signs "<", ">", "+".
    let mut toks: Vec<&str> = Vec::new();
    let mut i = 0;
    let b = segment.as_bytes();
    while i < b.len() {
        if b[i].is_ascii_alphanumeric() || b[i] == b'.' && i > 0 && b[i - 1].is_ascii_digit() {
            let start = i;
            while i < b.len()
                && (b[i].is_ascii_alphanumeric()
                    || b[i] == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
            {
                i += 1;
            }
            toks.push(&segment[start..i]);
        } else {
            if matches!(b[i], b'<' | b'>' | b'+') {
                toks.push(&segment[i..=i]);
            }
            i += 1;
        }
    }
    let num = |t: &str| {
        t.starts_with(|c: char| c.is_ascii_digit())
            .then(|| number_value(t))
            .flatten()
    };
    let mut cond = None;
    for (k, t) in toks.iter().enumerate() {
        let next = toks.get(k + 1).and_then(|n| num(n));
        let side = if is_one_of(t, &["under", "below", "<"]) {
            next.map(|n| (Side::Below, n, k + 1))
        } else if is_one_of(t, &["over", "above", ">"]) {
            next.map(|n| (Side::Above, n, k + 1))
        } else if let Some(n) = num(t) {
            // A unit between the number and "and over" ("40 cm and over").
            let u = usize::from(
                toks.get(k + 1).is_some_and(|w| {
                    w.starts_with(char::is_alphabetic) && !is_one_of(w, &["and", "or"])
                }) && toks
                    .get(k + 2)
                    .is_some_and(|w| is_one_of(w, &["and", "or"])),
            );
            match (toks.get(k + 1 + u), toks.get(k + 2 + u)) {
                (Some(&"+"), _) => Some((Side::Above, n, k)),
                (Some(a), Some(o))
                    if is_one_of(a, &["and", "or"])
                        && is_one_of(o, &["over", "above", "older", "more"]) =>
                {
                    Some((Side::Above, n, k))
                }
                (Some(a), Some(o))
                    if is_one_of(a, &["and", "or"])
                        && is_one_of(o, &["under", "below", "younger", "less", "fewer"]) =>
                {
                    Some((Side::Below, n, k))
                }
                _ => None,
            }
        } else {
            None
        };
        if side.is_some() {
            if cond.is_some() {
                return None;
            }
            cond = side;
        }
    }
    let (side, threshold, at) = cond?;
    let mut values = toks
        .iter()
        .enumerate()
        .filter(|(k, _)| *k != at)
        .filter_map(|(_, t)| num(t).or_else(|| number_value(t)));
    let v = values.next()?;
    values.next().is_none().then_some((side, threshold, v))
}

/// A value kept to a condition on a number ([`conditioned_value`]), with the range of the
/// segment that says it.
pub(super) type ConditionedValue = ((Side, f64, f64), Range<usize>);

/// The conditioned values of `text`, segment by segment (split at commas, semicolons,
/// stops, brackets, and at an "and" before a number), with each segment's range. Read once
/// for a text that is compared with many: [`TextReading::conditioned_values`].
pub(super) fn conditioned_values(text: &str) -> Vec<ConditionedValue> {
    let mut cuts = vec![0];
    for (i, c) in text.char_indices() {
        if matches!(c, ',' | ';' | '(' | ')' | '\n')
            || c == '.' && !text[i + 1..].starts_with(|n: char| n.is_ascii_digit())
            || text[i..].starts_with(" and ")
                && text[i + 5..].starts_with(|n: char| n.is_ascii_digit())
        {
            cuts.push(i);
        }
    }
    cuts.push(text.len());
    cuts.windows(2)
        .filter_map(|w| conditioned_value(&text[w[0]..w[1]]).map(|c| (c, w[0]..w[1])))
        .collect()
}

/// "A maximum of 2 embryos for patients under 40, and 3 for patients 40 and over." -> "Max
/// 3 embryos for patients under 40, 2 for 40+": two values each kept to a condition on a
/// number ("under 40", "40 and over"), the rewrite giving each condition the value the
/// original gave the other: the values swapped. "2 if <40, 3 if >40" is the same.
pub(super) fn values_swapped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let original = o.text;
    // Two conditioned values of the original, each in a part of its own with a number in
    // digits: two runs of digits.
    if !has_two_digit_runs(original)
        || (!has_any(original, &["under", "over", "below", "above"])
            && !original.contains(['<', '>', '+']))
    {
        return None;
    }
    let ours = o.conditioned_values();
    if ours.len() < 2 {
        return None;
    }
    let theirs = conditioned_values(r.text);
    ours.iter().find_map(|((side, n, v), f)| {
        let (_, t) = theirs
            .iter()
            .find(|((s2, n2, v2), _)| s2 == side && n2 == n && v2 != v)?;
        let (_, _, their_v) = theirs
            .iter()
            .find(|((s2, n2, _), r)| s2 == side && n2 == n && r == t)?
            .0;
        ours.iter()
            .any(|((s3, n3, v3), _)| s3 != side && n3 == n && *v3 == their_v)
            .then(|| (f.clone(), t.clone()))
    })
}

/// Words that open a relative clause after the noun it narrows.
const RELATIVES: &[&str] = &["who", "whom", "whose", "which", "that"];

/// The range from byte `at` of `text` to the next comma, semicolon, dash, bracket, stop or
/// line break.
pub(super) fn clause_from(text: &str, at: usize) -> Range<usize> {
    let rest = &text[at..];
    let end = rest
        .find(|c: char| {
            matches!(
                c,
                ',' | ';' | '.' | '—' | '–' | '(' | ')' | '\n' | '!' | '?'
            )
        })
        .unwrap_or(rest.len());
    at..at + end
}

/// "Compensation mail goes only to players who lost a ranked match during the outage." ->
/// "... goes to players who logged in during the outage.": the same noun narrowed by a
/// relative clause ("players who ...") on both sides, the rewrite's clause saying a content
/// word the original never says and half the original clause's content words gone from the
/// whole rewrite: the group swapped. "players who lost ranked matches" is the same group.
pub(super) fn relative_clause_swapped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !r.holds_any_phrase(RELATIVES) {
        return None;
    }
    let ours = o.words();
    for i in 1..ours.len() {
        let (rel, noun) = (ours[i].0, ours[i - 1].0);
        if !is_one_of(rel, RELATIVES) || !is_content(noun) {
            continue;
        }
        let theirs = r.words();
        let Some(j) = (1..theirs.len()).find(|&j| {
            super::words::same_word(theirs[j - 1].0, noun) && theirs[j].0.eq_ignore_ascii_case(rel)
        }) else {
            continue;
        };
        let from = clause_from(original, ours[i].1.end);
        let to = clause_from(rewrite, theirs[j].1.end);
        let (a, b) = (
            super::words::words(original, from.clone()),
            super::words::words(rewrite, to.clone()),
        );
        let new = b.iter().any(|(w, _)| {
            is_content(w) && !ours.iter().any(|(v, _)| super::words::same_word(w, v))
        });
        let content: Vec<&Word<'_>> = a.iter().filter(|(w, _)| is_content(w)).collect();
        let gone = content
            .iter()
            .filter(|(w, _)| !theirs.iter().any(|(v, _)| super::words::same_word(w, v)))
            .count();
        if new && gone > 0 && gone * 2 >= content.len() {
            return Some((ours[i - 1].1.start..from.end, theirs[j - 1].1.start..to.end));
        }
    }
    None
}

/// Pairs of words naming the two sides of a line, a place or a way ("Down line", "north
/// pontoon", "upper bench").
const SIDES: &[(&str, &str)] = &[
    ("up", "down"),
    ("north", "south"),
    ("east", "west"),
    ("northbound", "southbound"),
    ("eastbound", "westbound"),
    ("inbound", "outbound"),
    ("upstream", "downstream"),
    ("upper", "lower"),
    ("left", "right"),
    ("top", "bottom"),
    ("front", "rear"),
    ("uphill", "downhill"),
    ("upstairs", "downstairs"),
    ("incoming", "outgoing"),
    ("port", "starboard"),
];

/// Words that part a rule from the event it waits on or is weighed against ("held ... until
/// the Up line is clear").
const PIVOTS: &[&str] = &[
    "until", "till", "before", "after", "unless", "once", "while", "than",
];

/// "Trains on the Down line are to be held at S31 until the Up line is clear" -> "Up-line
/// trains held at S31 until Down line clear": two words naming the two sides of one thing
/// ([`SIDES`], each said once in each text) stand on either side of the same word that parts
/// the rule from its event ([`PIVOTS`], said once in each text), and the rewrite puts each on
/// the other side: the rule now holds the other side back. A rewrite that moves the whole
/// event before the rule ("Until the Up line is clear, hold Down-line trains") keeps each
/// side where it was. The two quotes of the original's first side word.
pub(super) fn sides_swapped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // (Screened by a pivot in both texts, through their kept letter pairs, before either is
    // cut into words.)
    let pivot = PIVOTS
        .iter()
        .find(|p| o.holds_ignoring_case(p) && r.holds_ignoring_case(p))?;
    let (original, rewrite) = (o.text, r.text);
    // The kept words cut at hyphens too: "Up-line" names the Up side.
    let cut = |t: &TextReading<'_>| -> Vec<Range<usize>> { alphanumeric_runs(t.words()).collect() };
    let (ours, theirs) = (cut(o), cut(r));
    let once = |text: &str, ws: &[Range<usize>], word: &str| {
        let mut said = ws
            .iter()
            .filter(|r| text[(*r).clone()].eq_ignore_ascii_case(word));
        match (said.next(), said.next()) {
            (Some(r), None) => Some(r.clone()),
            _ => None,
        }
    };
    let (p, q) = (
        once(original, &ours, pivot)?,
        once(rewrite, &theirs, pivot)?,
    );
    SIDES.iter().find_map(|(a, b)| {
        let (oa, ob) = (once(original, &ours, a)?, once(original, &ours, b)?);
        let (ra, rb) = (once(rewrite, &theirs, a)?, once(rewrite, &theirs, b)?);
        let (a_first, b_first) = (oa.start < p.start, ob.start < p.start);
        (a_first != b_first && (ra.start < q.start) == b_first && (rb.start < q.start) == a_first)
            .then_some((oa, ra))
    })
}

/// Words that close the place after "from", "out of", "to" or "into": another preposition, a
/// conjunction or a word of time ("out of the damp store and into ...", "to the shed before
/// noon").
const PLACE_ENDS: &[&str] = &[
    "and", "or", "but", "over", "before", "after", "until", "till", "when", "while", "if",
    "unless", "at", "on", "by", "for", "every", "each", "in", "into", "onto", "to", "from", "out",
    "during", "then", "so", "with", "without", "once", "because", "as", "per", "via",
];

/// A place after a word of motion: its range and its words ("damp store"), determiners
/// skipped.
type Place<'t> = (Range<usize>, SmallVec<[&'t str; 4]>);

/// The place that opens at word `i` of `ws` (of `text`): determiners skipped, then up to four
/// words before a break (punctuation between two words) or one of [`PLACE_ENDS`]; none that
/// opens with a digit ("from 9 to 5", a time) or, after "to" and no determiner, a base verb
/// ("to unload", a purpose).
fn place_at<'t>(text: &str, ws: &[Word<'t>], i: usize, after_to: bool) -> Option<Place<'t>> {
    let mut k = i;
    while ws.get(k).is_some_and(|(w, _)| is_determiner(w)) {
        k += 1;
    }
    let (first, _) = ws.get(k)?;
    if !first.starts_with(|c: char| c.is_alphabetic())
        || after_to && k == i && is_base_verb(&first.to_ascii_lowercase())
    {
        return None;
    }
    let mut place: Place<'t> = (ws[k].1.clone(), SmallVec::new());
    for (n, (w, range)) in ws.iter().enumerate().skip(k).take(4) {
        let joined = n == k
            || text
                .get(ws[n - 1].1.end..range.start)
                .is_some_and(|gap| gap.chars().all(char::is_whitespace));
        if !joined || is_one_of(w, PLACE_ENDS) {
            break;
        }
        place.0.end = range.end;
        place.1.push(w);
    }
    Some(place)
}

/// The routes `t` names: each place a thing moves from ("from the van", "out of the damp
/// store") with the place it moves to in the same sentence ("to the shed", "into the warm
/// room"), the nearest after it, else before it.
fn routes<'t>(t: &TextReading<'t>) -> SmallVec<[(Place<'t>, Place<'t>); 2]> {
    let (text, ws) = (t.text, t.words());
    let sentence_break = |a: usize, b: usize| {
        text.get(a..b)
            .is_some_and(|gap| gap.contains(['.', ';', '!', '?', '\n']))
    };
    let to_at = |k: usize| is_one_of(ws[k].0, &["to", "into", "onto"]);
    let mut found = SmallVec::new();
    for (i, (w, range)) in ws.iter().enumerate() {
        let from = if w.eq_ignore_ascii_case("from") {
            i + 1
        } else if w.eq_ignore_ascii_case("out")
            && ws
                .get(i + 1)
                .is_some_and(|(n, _)| n.eq_ignore_ascii_case("of"))
        {
            i + 2
        } else {
            continue;
        };
        let Some(source) = place_at(text, ws, from, false) else {
            continue;
        };
        let same_sentence = |k: usize| {
            let (a, b) = (ws[k].1.start.min(range.start), ws[k].1.end.max(range.end));
            !sentence_break(a, b)
        };
        let to = (from..ws.len())
            .find(|&k| to_at(k))
            .filter(|&k| same_sentence(k))
            .or_else(|| {
                (0..i)
                    .rev()
                    .find(|&k| to_at(k))
                    .filter(|&k| same_sentence(k))
            });
        if let Some(destination) =
            to.and_then(|k| place_at(text, ws, k + 1, ws[k].0.eq_ignore_ascii_case("to")))
        {
            found.push((source, destination));
        }
    }
    found
}

/// "Puppets come out of the damp store and into the warm room over winter." -> "Winter:
/// puppets out of warm room, into damp store.", "Move the boxes from the van to the shed" ->
/// "Move boxes from shed to van": a route the original names ([`routes`]) the rewrite names
/// the other way, and not its way: the thing now moves back. A route said in another order
/// ("to the shed from the van") or said both ways in both texts stays. The two source places.
pub(super) fn route_turned(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // (Screened by a word of leaving in both texts.)
    let leaves =
        |t: &TextReading<'_>| t.holds_ignoring_case("from ") || t.holds_ignoring_case("out of ");
    if !leaves(o) || !leaves(r) {
        return None;
    }
    let same = |a: &Place<'_>, b: &Place<'_>| {
        a.1.len() == b.1.len() && a.1.iter().zip(&b.1).all(|(x, y)| x.eq_ignore_ascii_case(y))
    };
    let (ours, theirs) = (routes(o), routes(r));
    let holds = |all: &[(Place<'_>, Place<'_>)], from: &Place<'_>, to: &Place<'_>| {
        all.iter().any(|(a, b)| same(a, from) && same(b, to))
    };
    ours.iter().find_map(|(from, to)| {
        let turned = theirs.iter().find(|(a, b)| same(a, to) && same(b, from))?;
        (!same(from, to) && !holds(&theirs, from, to) && !holds(&ours, to, from))
            .then(|| (from.0.clone(), turned.0.0.clone()))
    })
}

/// "Fistula needles are to be disposed of at the chairside sharps bin, not carried to the
/// sluice." -> "Fistula needles go in the sluice sharps bin, not the chairside one." (s61b-p024,
/// pol61b): a part of each text says "X, not Y", and a content word of the original's X is said
/// in the rewrite's Y and not its X, one of the original's Y in the rewrite's X and not its Y:
/// the two sides traded. The two parts' ranges. Scots' "no" for "not" before an article
/// ("tae the left, no the right", pol65) says the contrast too.
pub(super) fn contrast_turned(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    const CONTRAST: &str = ", not ";
    const SAID_NO: [&str; 3] = [", no the ", ", no a ", ", no an "];
    let contrasts = |t: &TextReading<'_>| {
        t.holds_ignoring_case(CONTRAST) || SAID_NO.iter().any(|c| t.holds_ignoring_case(c))
    };
    if !contrasts(o) || !contrasts(r) {
        return None;
    }
    // The first part saying "X, not Y": X's words, Y's words and the part's range.
    type Sides<'t> = (Vec<Word<'t>>, Vec<Word<'t>>, Range<usize>);
    fn sides<'t>(t: &TextReading<'t>) -> Option<Sides<'t>> {
        t.parts().find_map(|p| {
            let part = t.text.get(p.clone())?;
            let at = p.start
                + part
                    .find(CONTRAST)
                    .or_else(|| SAID_NO.iter().find_map(|c| part.find(c)))?;
            let ws = t.words_in(p.clone()).into_owned();
            let k = ws.partition_point(|(_, range)| range.start < at);
            let said_not = ws.get(k).is_some_and(|(w, _)| matches!(*w, "not" | "no"));
            said_not.then(|| (ws[..k].to_vec(), ws[k + 1..].to_vec(), p))
        })
    }
    let ((o_x, o_y, from), (r_x, r_y, to)) = (sides(o)?, sides(r)?);
    let moved = |ws: &[Word<'_>], kept: &[Word<'_>], there: &[Word<'_>], not: &[Word<'_>]| {
        ws.iter()
            .any(|(w, _)| is_content(w) && !said(kept, w) && said(there, w) && !said(not, w))
    };
    (moved(&o_x, &o_y, &r_y, &r_x) && moved(&o_y, &o_x, &r_x, &r_y)).then_some((from, to))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_faithful, assert_reports};
    use super::*;

    /// Session 67 (pol67b): names with letters outside ASCII ("Ciarán") trade roles as other
    /// names do; each kept with its role is faithful.
    #[test]
    fn names_with_accents_traded_roles() {
        let o = "Ciarán does the lice counts on a Monday; Niamh just enters them into the system.";
        assert_reports(
            "scope changed",
            &[(o, "Lice counts Mon by Niamh; Ciarán enters them in system.")],
        );
        assert_faithful(&[
            (o, "Lice counts Mon by Ciarán; Niamh enters them in system."),
            (o, "Ciarán: lice counts Mon. Niamh: enters them in system."),
        ]);
        assert_eq!(
            capitalised_inside("counts by Ciarán, then Seán"),
            ["Ciarán", "Seán"]
        );
    }

    /// Who does it and to whom traded in one sentence is a change; the sentence said again
    /// in its order, or turned passive, is not (pol66c).
    #[test]
    fn doer_and_done_to_traded() {
        let o = "Couriers text reception before leaving the depot.";
        assert_reports(
            "scope changed",
            &[(
                o,
                "Reception texts the couriers before they leave the depot.",
            )],
        );
        assert_faithful(&[
            (o, "Couriers text reception before they leave the depot."),
            (
                o,
                "Reception is texted by couriers before they leave the depot.",
            ),
        ]);
    }

    /// The two sides of "X, not Y" traded (s61b-p024, paraphrased; pol61b) is a change; the
    /// contrast said again, shortened, or with its sides in the other order ("Y no, X yes"
    /// has no ", not") is not.
    #[test]
    fn the_sides_of_a_contrast_traded() {
        let o = "Used scalpels are to be disposed of at the bedside sharps box, not carried to \
                 the sluice.";
        assert_reports(
            "scope changed",
            &[(
                o,
                "Used scalpels go in the sluice sharps box, not the bedside one.",
            )],
        );
        assert_faithful(&[
            (o, "Used scalpels: bedside sharps box, not the sluice."),
            (
                o,
                "Used scalpels go in the bedside sharps box, not the sluice one.",
            ),
            (
                "Empty the mop water into the yard drain, not the kitchen sink.",
                "Mop water: yard drain, not kitchen sink.",
            ),
        ]);
        // Scots' "no" for "not" before an article (pol65).
        let scots = "Pit the hose intae the back drain, no the front yin.";
        assert_reports(
            "scope changed",
            &[(scots, "Put the hose in the front drain, not the back one.")],
        );
        assert_faithful(&[(scots, "Hose: back drain, not the front one.")]);
    }
    use crate::polarity::tests::{assert_changed, changed as reports};

    #[test]
    fn phrases_that_traded_places_are_found_and_moved_clauses_are_not() {
        for (original, rewrite) in [
            (
                "Use Postgres for orders and Redis for sessions.",
                "Use Redis for orders and Postgres for sessions.",
            ),
            (
                "Send the invoice to finance, and the receipt to the client.",
                "Send the invoice to the client, and the receipt to finance.",
            ),
            (
                "Only admins can delete projects; editors can view them.",
                "Only editors can delete projects; admins can view them.",
            ),
            // Phrases of different lengths, in the singular on one side.
            (
                "Mornings are for deep work; meetings go in the afternoon.",
                "Afternoons are for deep work; meetings go in the morning.",
            ),
            // The verbs agree with their new subjects.
            (
                "Omar approves refunds now; you no longer do.",
                "You approve refunds now; Omar no longer does.",
            ),
            (
                "Ana is on call and the interns are off.",
                "The interns are on call and Ana is off.",
            ),
        ] {
            assert!(swapped_phrases(original, rewrite).is_some(), "{rewrite}");
        }
        for (original, rewrite) in [
            (
                "Run the tests before deploying.",
                "Before deploying, run the tests.",
            ),
            (
                "Translate it into French and German.",
                "Translate it into German and French.",
            ),
            (
                "Reply in English and cite your sources.",
                "Cite your sources and reply in English.",
            ),
            ("Use Postgres for orders.", "Use Postgres for orders."),
            // A word added or dropped is no swap.
            ("Use Postgres for orders.", "Use Postgres for all orders."),
            ("Use Postgres for orders.", "Use Postgres."),
            ("", ""),
        ] {
            assert_eq!(swapped_phrases(original, rewrite), None, "{rewrite}");
        }
    }

    #[test]
    fn a_light_verb_traded_for_another_is_found_and_its_like_is_not() {
        for (original, rewrite) in [
            (
                "Give each new hire a laptop bag.",
                "Offer each new hire a laptop bag.",
            ),
            (
                "Mention the discount to customers.",
                "Apply the discount to customers.",
            ),
        ] {
            assert!(
                light_verb_replaced(original, rewrite).is_some(),
                "{rewrite}"
            );
        }
        for (original, rewrite) in [
            (
                "Give each new hire a laptop bag.",
                "Provide each new hire a laptop bag.",
            ),
            ("Keep the door closed.", "Leave the door closed."),
            // A content word traded is the scope comparison's to weigh.
            (
                "Email the report to finance.",
                "Print the report to finance.",
            ),
            // Two words traded is no single trade.
            ("Give each new hire a bag.", "Offer every new hire a bag."),
        ] {
            assert_eq!(light_verb_replaced(original, rewrite), None, "{rewrite}");
        }
    }

    /// The one a ban binds and the one whose leave it needs traded places: a change of
    /// scope; the same rule said with its condition first, or in the passive, is not.
    #[test]
    fn actors_swapped_around_a_ban() {
        let caterer = "The caterer can't change the menu without the head's approval.";
        crate::polarity::tests::assert_reports(
            "scope changed",
            &[
                (
                    "[Teams] Farida: the caterer can't change the menu without the head's \
                     approval, she was firm about that.",
                    "Head can't change the menu without the caterer's approval.",
                ),
                (
                    "The nurse can't give the patient morphine without the doctor's sign-off.",
                    "The doctor can't give the patient morphine without the nurse's sign-off.",
                ),
            ],
        );
        crate::polarity::tests::assert_faithful(&[
            (
                caterer,
                "Without the head's approval, the caterer can't change the menu.",
            ),
            (
                caterer,
                "The menu can't be changed by the caterer without the head's approval.",
            ),
        ]);
    }

    /// Two names traded the roles their parts give them (corpus32 ch66): "scope changed".
    /// Each name kept with its role, in any form, is not.
    #[test]
    fn names_that_traded_roles_are_a_scope_change() {
        assert_reports(
            "scope changed",
            &[
                (
                    "User: Kofi is the only one who can approve the tender; Ama just collates the bids.",
                    "Tender: approvals by Ama, bid collation by Kofi.",
                ),
                (
                    "Priya signs off the payroll; Tom prepares the timesheets.",
                    "Payroll sign-off: Tom. Timesheet prep: Priya.",
                ),
                (
                    "Kofi approves the invoices; Ama files the receipts.",
                    "Invoice approval: Ama; receipt filing: Kofi.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "User: Kofi is the only one who can approve the tender; Ama just collates the bids.",
                "Tender: approvals by Kofi, bid collation by Ama.",
            ),
            (
                "Priya signs off the payroll; Tom prepares the timesheets.",
                "Payroll sign-off: Priya. Timesheet prep: Tom.",
            ),
            (
                "Priya signs off the payroll; Tom prepares the timesheets.",
                "Tom: timesheets; Priya: payroll sign-off.",
            ),
            (
                "Kofi approves the invoices; Ama files the receipts.",
                "Invoice approval: Kofi; receipt filing: Ama.",
            ),
        ]);
    }

    /// One name given the act another part of the original gives someone else, its own act
    /// dropped (pol70b): "scope changed". The name kept with its act, an act the name does
    /// again elsewhere in the original, a name with no act after it, are not.
    #[test]
    fn a_name_given_another_parts_act_is_a_scope_change() {
        assert_reports(
            "scope changed",
            &[
                (
                    "On the night shift only Dinah restocks the drugs trolley. Everyone else just counts the linen.",
                    "Night shift: staff restock drugs trolley, Dinah counts linen.",
                ),
                (
                    "Raj locks the back gate in the evening, and whoever closes the till signs the cash book.",
                    "Back gate locked in the evening; Raj signs cash book.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "On the night shift only Dinah restocks the drugs trolley. Everyone else just counts the linen.",
                "Night shift: Dinah restocks drugs trolley, others count linen.",
            ),
            (
                "Raj locks the back gate in the evening, and whoever closes the till signs the cash book.",
                "Evenings: Raj locks back gate; till closer signs cash book.",
            ),
            (
                "The kiln's been slow this week, though Dinah says that's the damp. Nobody fires it until Dinah checks the elements.",
                "No firing the kiln until Dinah checks the elements.",
            ),
            (
                "| Day | Who opens |\n|---|---|\n| Mon | Dinah |\n| Tue | Raj |",
                "Dinah opens Mon, Raj Tue.",
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

    #[test]
    fn doers_of_two_parts_swapped_is_a_scope_changed() {
        for (o, r, changed) in [
            (
                "Nurses hand out the morning meds; porters move the beds.",
                "Porters hand out the morning meds; nurses move the beds.",
                true,
            ),
            (
                "Juniors clean the fryers; seniors close the tills.",
                "Seniors clean the fryers; juniors close the tills.",
                true,
            ),
            (
                "Interns draft the reports; partners sign them off.",
                "Partners draft the reports; interns sign them off.",
                true,
            ),
            (
                "Nurses hand out the morning meds; porters move the beds.",
                "Porters move the beds; nurses hand out the morning meds.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
    }

    /// Two labels of a list said with each other's number are reported; the same pairs in
    /// another order are not.
    #[test]
    fn values_traded_between_labels_are_reported() {
        assert_changed(&[
            (
                "Juniors pay 15 euros a term, seniors pay 40 euros a term.",
                "Fees: juniors €40/term, seniors €15/term.",
            ),
            (
                "Cats get the booster every 3 years, dogs every 1 year.",
                "Boosters: cats 1 yr, dogs 3 yrs.",
            ),
        ]);
        assert_faithful(&[
            (
                "Juniors pay 15 euros a term, seniors pay 40 euros a term.",
                "Fees: juniors €15/term, seniors €40/term.",
            ),
            (
                "Cats get the booster every 3 years, dogs every 1 year.",
                "Boosters: dogs 1 yr; cats 3 yrs.",
            ),
        ]);
    }

    /// A thing the original leaves and one it bans, traded by the rewrite, are reported; the
    /// same two kept in place are not.
    #[test]
    fn a_ban_and_a_leave_traded_are_reported() {
        assert_changed(&[
            (
                "Loaner laptops can go to interns on request but never to contractors.",
                "Loaner laptops: contractors on request; not for interns.",
            ),
            (
                "Staff may park in the north lot, but not in the visitor bays.",
                "Parking: visitor bays OK; no parking in the north lot.",
            ),
        ]);
        assert_faithful(&[
            (
                "Loaner laptops can go to interns on request but never to contractors.",
                "Loaner laptops: interns on request; not for contractors.",
            ),
            (
                "Staff may park in the north lot, but not in the visitor bays.",
                "Parking: north lot OK; no parking in visitor bays.",
            ),
        ]);
    }

    /// Two conditioned values swapped are reported; said again with signs, not.
    #[test]
    fn conditioned_values_swapped() {
        assert_reports(
            "bound changed",
            &[
                (
                    "A maximum of 2 embryos may be transferred for patients under 40, and 3 for patients 40 and over.",
                    "Max 3 embryos transferred for patients under 40, 2 for 40+.",
                ),
                (
                    "Maximum 5 kg for bags under 40 cm, and 8 kg for bags 40 cm and over.",
                    "Bags under 40 cm: max 8 kg, 5 kg for 40+ cm.",
                ),
            ],
        );
        assert_faithful(&[(
            "Kids under 12 get 2 tokens, and 4 for those 12 and over.",
            "Tokens: 2 if <12, 4 if 12+.",
        )]);
    }

    /// The same noun narrowed by another relative clause is a group swapped; the clause
    /// said again is not.
    #[test]
    fn a_relative_clause_swapped_is_a_scope_changed() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Compensation mail goes only to players who lost a ranked match during the outage.",
                    "Compensation mail goes to players who logged in during the outage.",
                ),
                (
                    "Free parking is for residents who hold a blue permit.",
                    "Free parking is for residents who pay council tax.",
                ),
            ],
        );
        assert_faithful(&[(
            "Free parking is for residents who hold a blue permit.",
            "Free parking: residents who hold blue permits.",
        )]);
    }

    /// Two sides of one thing each put by the rewrite on the other side of the word that
    /// parts the rule from its event (pol48, s48a-p076); the event moved whole before the
    /// rule, or the sides kept, are not read.
    #[test]
    fn sides_traded_across_the_event() {
        assert_eq!(
            sides_swapped(
                &TextReading::new(
                    "Northbound buses wait at the depot until the southbound platform is clear."
                ),
                &TextReading::new(
                    "Southbound buses wait at depot until northbound platform clear."
                ),
            ),
            Some((0..10, 37..47))
        );
        assert_reports(
            "scope changed",
            &[(
                "Trucks in the upper quarry are to wait at the gate until the lower haul road \
                 is clear.",
                "Lower-quarry trucks wait at gate until upper haul road clear.",
            )],
        );
        assert!(
            sides_swapped(
                &TextReading::new(
                    "Hold trains on the Down line at S31 until the Up line is clear."
                ),
                &TextReading::new("Until the Up line is clear, hold Down-line trains at S31."),
            )
            .is_none()
        );
        assert!(
            sides_swapped(
                &TextReading::new(
                    "Hold trains on the Down line at S31 until the Up line is clear."
                ),
                &TextReading::new("Down-line trains held at S31 until Up line clear."),
            )
            .is_none()
        );
    }
}

#[cfg(test)]
mod routes {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// A route said the other way ("out of the warm room, into the damp store") is a scope
    /// change; said in another order, compacted, or both ways in both texts, it stays; a time
    /// window is no route (pol68b).
    #[test]
    fn a_route_said_the_other_way_turns() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Puppets come out of the damp store and into the warm room over winter.",
                    "Winter: puppets out of warm room, into damp store.",
                ),
                (
                    "Move the boxes from the van to the shed.",
                    "Move boxes from shed to van.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Move the boxes from the van to the shed.",
                "Move boxes to the shed from the van.",
            ),
            (
                "Move the boxes from the van to the shed.",
                "Boxes: from van to shed.",
            ),
            (
                "Copy backups from staging to prod, never from prod to staging.",
                "Never copy from prod to staging; copy from staging to prod.",
            ),
            ("Shifts run from 9 to 5.", "Shifts: from 9 to 5."),
        ]);
    }
}
